/*
 * mode_handicap.c: free handicap: Black places N stones anywhere before White's first move, as
 * Chinese and AGA practice and the servers' "free handicap" have it.
 *
 * Pushed over play by a new game with `handicap N free` (or placement=free).  Enter (a click) puts
 * a stone at the cursor, u takes the last one back; each stone goes to the root's AB at once, so
 * the board, the autosave and an engine see it.  The Nth stone sets HA[N], and the game starts:
 * White moves first.  An engine playing Black places its stones itself (place_free_handicap); its
 * answer comes back here as `put V...`.  The count's compensation for the stones is the rules'
 * (N under Chinese rules, N-1 under AGA, none under Japanese-style): the ruleset's handicap bonus.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/engines.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/view.h"

#define HANDICAP_MAX 9

struct handicap {
	int n;                      /* the stones to place */
	int placed;
	int points[HANDICAP_MAX];
};

/* The document's root gets the stones placed so far (and HA with the last). */
static void handicap_write(struct app *a, struct handicap *h)
{
	document_place_stones(app_document(a), h->points, h->placed, h->placed == h->n ? h->n : 0);
	app_edited(a);
}

/* Place a stone at p (as typed, for the message); 0, or -1 after saying why not. */
static int handicap_put(struct app *a, struct handicap *h, int p, const char *typed)
{
	const struct board *b = game_board(app_game(a));
	char at[8];

	if (p == BOARD_NONE || p == BOARD_PASS) {
		app_error(a, "put: %s is not a point of this %dx%d board", typed, b->size, b->size);
		return -1;
	}
	for (int i = 0; i < h->placed; i++)
		if (h->points[i] == p && b->color[p] == EMPTY) {
			app_error(a, "put: %s is given twice", board_vertex_str(b, p, at));
			return -1;
		}
	if (b->color[p] != EMPTY) {
		app_error(a, "put: %s holds a handicap stone already (u takes the last one back)",
			  board_vertex_str(b, p, at));
		return -1;
	}
	h->points[h->placed++] = p;
	return 0;
}

static int handicap_said(struct app *a, const struct handicap *h)
{
	char at[8];
	const struct board *b = game_board(app_game(a));

	if (h->placed == h->n) {
		int n = h->n;
		app_pop(a, &mode_handicap);   /* frees h */
		return app_message(a, "Black has placed %d handicap stones: White plays first.", n) | REACT_ALL;
	}
	if (h->placed == 0)
		return app_message(a, "Black places %d handicap stones anywhere: Enter puts one at the cursor.",
				   h->n) | REACT_ALL;
	return app_message(a, "Handicap stone %d of %d at %s; u takes it back.", h->placed, h->n,
			   board_vertex_str(b, h->points[h->placed - 1], at)) | REACT_ALL;
}

/* put [VERTEX...|undo] */
static int cmd_put(struct app *a, int argc, char **argv, bool force)
{
	struct handicap *h = app_mode_data(a, &mode_handicap);
	char at[8];

	(void)force;
	if (engines_plays(a, BLACK) && !engines_moving(a))
		return app_error(a, "put: Black is played by %s, which places its own stones",
				 engines_name(a, BLACK));
	if (argc == 1 && !strcmp(argv[0], "undo")) {
		if (h->placed == 0)
			return app_error(a, "put undo: no handicap stone is placed yet");
		h->placed--;
		handicap_write(a, h);
		return app_message(a, "Took back the handicap stone at %s: %d of %d placed.",
				   board_vertex_str(game_board(app_game(a)), h->points[h->placed], at), h->placed, h->n) |
		       REACT_ALL;
	}
	if (argc > h->n - h->placed)
		return app_error(a, "put: %d stone%s given, and only %d to place", argc, argc == 1 ? "" : "s",
				 h->n - h->placed);
	int before = h->placed;
	if (argc == 0 && handicap_put(a, h, app_cursor(a), "the cursor") != 0)
		return REACT_MESSAGE;
	for (int i = 0; i < argc; i++) {
		int p = board_vertex_parse(game_board(app_game(a)), argv[i]);
		if (handicap_put(a, h, p, argv[i]) != 0) {
			h->placed = before;
			return REACT_MESSAGE;
		}
	}
	handicap_write(a, h);
	return handicap_said(a, h);
}

static void *handicap_enter(struct app *a, const void *arg)
{
	struct handicap *h = xcalloc(1, sizeof *h);

	(void)a;
	h->n = *(const int *)arg;
	if (h->n > HANDICAP_MAX)
		h->n = HANDICAP_MAX;
	return h;
}

static void handicap_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

/* Placing goes on while the game is at its start and none of its moves is played. */
static bool handicap_changed(struct app *a, void *data)
{
	const struct document *d = app_document_const(a);

	(void)data;
	return document_node(d) == document_root(d) && !document_root(d)->child;
}

static void handicap_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct handicap *hc = data;
	struct view v = { 0 };
	struct app_hints h;

	app_view(a, &v, &h);
	v.panel.handicap_left = hc->n - hc->placed;
	view_draw(s, &v, react);
}

/* Black's engine places the stones: its answer is put as its own (engines.h). */
static int handicap_tick(struct app *a, void *data)
{
	struct handicap *h = data;
	char line[2048];

	if (!engines_handicap(a, h->n - h->placed, line, sizeof line))
		return REACT_NONE;
	int react = engines_run(a, line);   /* the last stone pops this mode, and frees h */
	if (app_has_mode(a, &mode_handicap))   /* fewer stones, or points refused */
		react |= engines_handicap_failed(a);
	return react;
}

static const struct command handicap_commands[] = {
	{ .name = "put", .usage = "[VERTEX...|undo]", .max_args = HANDICAP_MAX, .exec = cmd_put,
	  .help = "place a free handicap stone at VERTEX (or the cursor); undo takes the last one back" },
};

static const struct mode_key handicap_keys[] = {
	{ { KEYC_ENTER, ' ', KEYC_CLICK }, "put", "put a handicap stone at the cursor (or click the point)",
	  "place" },
	{ { 'u' }, "put undo", "take back the last handicap stone", "undo" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_handicap = {
	.name = "handicap",
	.while_text = "while Black places the handicap stones",
	.leave_text = "Enter places a stone at the cursor; `handicap 0` starts a game without them",
	.keys = handicap_keys,
	.commands = handicap_commands,
	.ncommands = (int)(sizeof handicap_commands / sizeof handicap_commands[0]),
	.enter = handicap_enter,
	.leave = handicap_leave,
	.draw = handicap_draw,
	.changed = handicap_changed,
	.tick = handicap_tick,
};
