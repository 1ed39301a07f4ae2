/*
 * mode_score.c: the count, pushed by the two passes that end play (and by `score` for a look): the
 * board with each side's territory marked, and the totals under the game's rules, every stone
 * counted alive.  The count is made when the mode opens and again when the game changes (a new
 * komi, other rules), not at every redraw.  The mode leaves once the position it counts is gone
 * (a move taken back, play resumed, another game).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/score.h"
#include "rules/xalloc.h"
#include "tui/app.h"
#include "tui/document.h"
#include "tui/key.h"
#include "tui/mode.h"
#include "tui/view.h"

struct score_mode {
	bool look;                         /* opened by `score` for a look, not by the end of play */
	const struct sgf_node *node;       /* the node counted */
	struct score score;
	uint8_t owner[BOARD_MAX_POINTS];   /* the territory marked on the board */
};

static const struct mode_key score_keys[] = {
	{ { 'u' }, "undo", "take back the last pass, and leave the count", "undo the pass" },
	{ { 'c' }, "continue", "go on playing, the other player first", "continue" },
	{ { 0 }, NULL, NULL, NULL },
};

/* The game counted under its rules with every stone alive, and the territory to mark. */
static void score_count(const struct app *a, struct score_mode *m)
{
	const struct game *g = app_game(a);
	const struct board *b = game_board(g);
	struct score_input in;

	m->node = document_node(app_document(a));
	score_input_from_game(&in, g, NULL);
	if (in.end == END_NONE || in.end == END_CYCLE)
		in.end = END_PASSES;
	score_compute(&in, game_rules(g), &m->score);
	memset(m->owner, EMPTY, sizeof m->owner);
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY && m->score.reason[p] == SCORE_BY_TERRITORY)
			m->owner[p] = m->score.owner[p];
	}
}

static void *score_enter(struct app *a, const void *arg)
{
	struct score_mode *m = xcalloc(1, sizeof *m);

	m->look = game_end_reason(app_game(a)) != END_PASSES;
	(void)arg;
	score_count(a, m);
	return m;
}

static void score_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

/* Stay while the position counted is the one shown; count again when the rules or komi changed. */
static bool score_changed(struct app *a, void *data)
{
	struct score_mode *m = data;
	const struct game *g = app_game(a);

	if (document_node(app_document(a)) != m->node)
		return false;
	if (!m->look && game_end_reason(g) != END_PASSES)
		return false;
	score_count(a, m);
	return true;
}

static int score_key(struct app *a, void *data, int key)
{
	bool look = ((const struct score_mode *)data)->look;

	if (key != KEYC_ESCAPE)
		return MODE_KEY_PASS;
	app_pop(a, &mode_score);
	if (look)
		return app_message(a, "Back to the board.") | REACT_ALL;
	return app_message(a, "Back to the board; the game stays over (u takes back the last pass, c "
			   "continues play).") | REACT_ALL;
}

static void score_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct score_mode *m = data;
	static struct view v;
	struct app_hints h;

	app_view(a, &v, &h);
	v.marks.owner = m->owner;
	v.panel.score = &m->score;
	view_draw(s, &v, react);
}

const struct mode mode_score = {
	.name = "score",
	.while_text = "while counting the board",
	.leave_text = "the game is over: u takes back the last pass, c continues play, Escape leaves the count",
	.keys = score_keys,
	.enter = score_enter,
	.leave = score_leave,
	.draw = score_draw,
	.key = score_key,
	.changed = score_changed,
};
