/*
 * mode_rulesdiff.c: how two rulesets differ (`rules-diff A B`): in the panel, each field that differs
 * and the count of this board under each (the analysis's marking, the game's komi); on the board, the
 * empty points where the player to move may play under one and not the other, marked 1 (only under
 * A) and 2 (only under B).  Made when it opens; it leaves when the position changes.  Escape leaves.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/count.h"
#include "rules/game.h"
#include "rules/marking.h"
#include "rules/score.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

struct rulesdiff {
	char names[2][64];
	struct ruleset rules[2];
	const struct sgf_node *node;
	uint32_t label[BOARD_MAX_POINTS];   /* '1' or '2' where only one of them allows the move */
	int only[2];                        /* how many of each */
	char fields[1024];                  /* ruleset_diff, brief */
	char result[2][32];                 /* the count under each */
};

/* Where the player to move may play under one ruleset and not the other. */
static void rulesdiff_points(struct rulesdiff *d, const struct game *g)
{
	const struct board *b = game_board(g);
	enum color c = game_to_move(g);

	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		bool la = game_check_as(g, &d->rules[0], c, p).verdict == VERDICT_LEGAL;
		bool lb = game_check_as(g, &d->rules[1], c, p).verdict == VERDICT_LEGAL;
		if (la != lb) {
			d->label[p] = la ? '1' : '2';
			d->only[la ? 0 : 1]++;
		}
	}
}

/* The game counted under each (rules/count.h), with the marking in force: the analysis's and the
 * players' changes to it. */
static void rulesdiff_count(struct rulesdiff *d, struct app *a)
{
	struct count *c = xmalloc(sizeof *c);

	count_compare(app_game(a), marking_get(app_marking(a)), NULL, d->rules, 2, c);
	for (int i = 0; i < 2; i++)
		score_result_str(&c->cmp.scores[i], d->result[i], sizeof d->result[i]);
	free(c);
}

/* arg: two ruleset names, already known to parse. */
static void *rulesdiff_enter(struct app *a, const void *arg)
{
	const char *const *names = arg;
	struct rulesdiff *d = xcalloc(1, sizeof *d);
	const struct game *g = app_game(a);

	for (int i = 0; i < 2; i++) {
		snprintf(d->names[i], sizeof d->names[i], "%s", names[i]);
		ruleset_parse(&d->rules[i], names[i], NULL, 0);
		d->rules[i].komi2 = game_rules(g)->komi2;   /* the count differs by counting alone */
	}
	d->node = document_node(app_document(a));
	ruleset_diff(&d->rules[0], d->names[0], &d->rules[1], d->names[1], true, d->fields, sizeof d->fields);
	rulesdiff_points(d, g);
	rulesdiff_count(d, a);
	return d;
}

static void rulesdiff_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

static bool rulesdiff_changed(struct app *a, void *data)
{
	const struct rulesdiff *d = data;

	return document_node(app_document(a)) == d->node;
}

static void rulesdiff_panel(const struct rulesdiff *d, struct screen *s, const struct layout *l)
{
	char line[256];
	int y = l->panel_y, x = l->panel_x, w = l->panel_w;

	snprintf(line, sizeof line, "%s / %s", d->names[0], d->names[1]);
	screen_put(s, y++, x, line, STYLE_BOLD, w);
	y += view_text(s, y, x, w, l->msg_y - y - 4, d->fields, STYLE_PLAIN);
	y++;
	for (int i = 0; i < 2 && y < l->msg_y; i++, y++) {
		snprintf(line, sizeof line, "Count by %s: %s", d->names[i], d->result[i]);
		screen_put(s, y, x, line, STYLE_PLAIN, w);
	}
}

/* "N points" or "one point"; "no point" for none. */
static const char *points_words(int n, char *buf, size_t len)
{
	if (n == 0)
		snprintf(buf, len, "no point");
	else if (n == 1)
		snprintf(buf, len, "one point");
	else
		snprintf(buf, len, "%d points", n);
	return buf;
}

/* The message line: which marks mean what, or that the rulesets agree everywhere. */
static void rulesdiff_caption(const struct rulesdiff *d, const char *who, char *buf, size_t len)
{
	char one[32], two[32];

	if (d->only[0] == 0 && d->only[1] == 0) {
		snprintf(buf, len, "Where %s may play, %s and %s agree: no point is legal under one and not the "
			 "other.", who, d->names[0], d->names[1]);
		return;
	}
	snprintf(buf, len, "Where %s may play: %s legal only under %s%s, %s only under %s%s.", who,
		 points_words(d->only[0], one, sizeof one), d->names[0], d->only[0] ? " (marked 1)" : "",
		 points_words(d->only[1], two, sizeof two), d->names[1], d->only[1] ? " (marked 2)" : "");
}

static void rulesdiff_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct rulesdiff *d = data;
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;
	char caption[512];

	(void)react;
	app_view(a, &v, &h);
	v.marks.label = d->label;
	rulesdiff_caption(d, color_name(game_to_move(app_game(a))), caption, sizeof caption);
	v.message = caption;
	v.error = false;
	if (view_draw_for_panel(s, &v, &l))
		rulesdiff_panel(d, s, &l);
}

static const struct mode_key rulesdiff_keys[] = {
	{ { KEYC_ESCAPE }, "rules-diff off", "back to the board", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_rulesdiff = {
	.name = "rules-diff",
	.while_text = "while comparing two rulesets",
	.leave_text = "Escape goes back to the board",
	.keys = rulesdiff_keys,
	.enter = rulesdiff_enter,
	.leave = rulesdiff_leave,
	.draw = rulesdiff_draw,
	.changed = rulesdiff_changed,
};
