/*
 * mode_play.c: the play mode, the bottom of the stack: the board (with the current node's marks), its
 * cursor, and the keys of play.
 * Every other mode is pushed on it, and the keys it binds work there too unless a mode above binds
 * them again (or the command they run does not apply there).
 *
 * `estimate` (O) lays the estimate over the board (tui/term/estimate.h): every point's owner, the
 * stones taken as dead, the chains whoever moves first decides, and in the panel the score with its
 * range.  It is judged beside the board, again after every move and every step through the game;
 * the board never waits for it, and keys go on working.  O again, or Escape, hides it.
 */
#include "config.h"

#include <stdlib.h>

#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/markup.h"
#include "tui/term/app.h"
#include "tui/term/engine_view.h"
#include "tui/term/engines.h"
#include "tui/term/estimate.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

struct play {
	struct estimate *estimate;   /* shown over the board, or NULL */
	bool tell;                   /* the message waits for the estimate to say it */
};

static const struct mode_key play_keys[] = {
	{ { KEYC_LEFT, 'h' }, "cursor left", "move the cursor left", NULL },
	{ { KEYC_RIGHT, 'l' }, "cursor right", "move the cursor right", NULL },
	{ { KEYC_UP, 'k' }, "cursor up", "move the cursor up", NULL },
	{ { KEYC_DOWN, 'j' }, "cursor down", "move the cursor down", NULL },
	{ { KEYC_ENTER, ' ', KEYC_CLICK }, "play", "play a stone at the cursor (or click the point)", "play" },
	{ { 'p' }, "pass", "pass; two passes in a row end play and count the board", "pass" },
	{ { 'u' }, "undo", "take back the last move (r plays it again)", "undo" },
	{ { 'r' }, "redo", "play again a move taken back", NULL },
	{ { KEYC_HOME }, "goto start", "go back to the start of the game", NULL },
	{ { KEYC_END }, "goto end", "go to the last move of the line", NULL },
	{ { KEYC_PPAGE }, "variation prev", "the variation before this one at this move", NULL },
	{ { KEYC_NPAGE }, "variation next", "the next variation at this move", NULL },
	{ { 'R' }, "resign", "resign (asks first)", NULL },
	{ { 'c' }, "continue", "after both players passed: go on playing", NULL },
	{ { '=' }, "score", "the count of the game as it is now: while it goes on, an estimate beside the "
	  "count of the board as it stands", NULL },
	{ { 'O' }, "estimate", "the estimate of the position: who owns each point, the stones taken as dead, the "
	  "score with its range (O again or Escape hides it)", NULL },
	{ { 't' }, "teach", "teaching on or off: each move played shows its frames", "teach" },
	{ { 'T' }, "trace", "the frames of a move at the cursor, without playing it", NULL },
	{ { 'n' }, "new-dialog", "new game: size, rules, komi, handicap, clock, players", NULL },
	{ { 'H' }, "hint", "ask an engine for a move for the player to move", NULL },
	{ { 'A' }, "analyse toggle", "the engine's view of the position, on or off: its candidate moves numbered on "
	  "the board, their figures in the panel, its ownership (KataGo) or its estimate (GNU Go)", NULL },
	{ { 'P' }, "clock toggle", "pause both clocks, or let them go on", NULL },
	{ { 's' }, "save", "save the game (asks for a file name the first time)", "save" },
	{ { 'o' }, "command-prompt \"load \"", "open a game from an SGF file", NULL },
	{ { 'm' }, "numbers", "show or hide move numbers", NULL },
	{ { 'E' }, "edit", "set up and mark up the position: stones, marks, labels, arrows, the game's information",
	  NULL },
	{ { ':' }, "command-prompt", "type a command (Tab completes, Up recalls earlier ones)", "command" },
	{ { '?' }, "help", "every key and command", "help" },
	{ { 'q' }, "quit", "quit (asks first when the game is not saved)", "quit" },
	{ { 0 }, NULL, NULL, NULL },
};

/* The estimate in words on the message line, with its legend where no panel shows it. */
static int play_estimate_said(struct app *a, const struct play *pl)
{
	char sentence[512], legend[256];
	struct layout l;

	app_layout(a, &l);
	estimate_sentence(a, pl->estimate, !l.panel, sentence, sizeof sentence);
	if (l.panel)
		return app_message(a, "%s", sentence);
	return app_message(a, "%s %s.", sentence, estimate_legend(a, pl->estimate, legend, sizeof legend));
}

bool mode_play_estimating(const struct app *a)
{
	const struct play *pl = app_mode_data(a, &mode_play);

	return pl && pl->estimate;
}

int mode_play_estimate(struct app *a, bool on)
{
	struct play *pl = app_mode_data(a, &mode_play);

	if (!on) {
		estimate_free(pl->estimate);
		pl->estimate = NULL;
		return app_message(a, "The estimate is hidden.") | REACT_ALL;
	}
	if (!pl->estimate) {
		pl->estimate = estimate_new();
		estimate_start(a, pl->estimate);
	}
	pl->tell = !estimate_current(pl->estimate);
	if (pl->tell)
		return app_message(a, "Estimate: reading the position; O again or Escape hides it.") | REACT_ALL;
	return play_estimate_said(a, pl) | REACT_ALL;
}

static void *play_enter(struct app *a, const void *arg)
{
	(void)a, (void)arg;
	return xcalloc(1, sizeof(struct play));
}

static void play_leave(struct app *a, void *data)
{
	struct play *pl = data;

	(void)a;
	estimate_free(pl->estimate);
	free(pl);
}

/* Escape hides the estimate while the board shows it. */
static int play_key(struct app *a, void *data, int key)
{
	const struct play *pl = data;

	if (key == KEYC_ESCAPE && pl->estimate && app_on_board(a))
		return mode_play_estimate(a, false);
	return MODE_KEY_PASS;
}

/* Another position at the current node: the estimate judges it, beside the board. */
static bool play_changed(struct app *a, void *data)
{
	struct play *pl = data;

	if (pl->estimate)
		estimate_start(a, pl->estimate);
	return true;
}

static int play_tick(struct app *a, void *data)
{
	struct play *pl = data;

	if (!pl->estimate)
		return REACT_NONE;
	int react = estimate_tick(a, pl->estimate);
	if (pl->tell && estimate_current(pl->estimate)) {
		pl->tell = false;
		react |= play_estimate_said(a, pl);
	}
	return react;
}

static bool play_busy(const void *data)
{
	const struct play *pl = data;

	return pl->estimate && estimate_busy(pl->estimate);
}

/* The estimate in the panel, in place of the rules and the file (from its row 10), or in the compact
 * layout's status row. */
static void play_estimate_panel(const struct app *a, const struct play *pl, struct screen *s, int react)
{
	struct layout l;

	app_layout(a, &l);
	if (!l.fits || !(react & REACT_PANEL))
		return;
	if (!l.panel) {
		estimate_compact(a, pl->estimate, s, &l);
		return;
	}
	int top = l.panel_y + 10;
	for (int y = top; y < l.msg_y; y++)
		screen_blank(s, y, l.panel_x - 1, s->cols - l.panel_x + 1, STYLE_PLAIN);
	estimate_panel(a, pl->estimate, s, top, l.panel_x, l.panel_w, l.msg_y);
}

/* The engine's view in the panel, in place of the rules and the file (from its row 10). */
static void play_engine_panel(const struct app *a, struct screen *s, int react)
{
	struct layout l;

	app_layout(a, &l);
	if (!l.fits || !l.panel || !(react & REACT_PANEL))
		return;
	for (int y = l.panel_y + 10; y < l.msg_y; y++)
		screen_blank(s, y, l.panel_x - 1, s->cols - l.panel_x + 1, STYLE_PLAIN);
	engine_view_panel(a, s, l.panel_y + 10, l.panel_x, l.panel_w, l.msg_y);
}

/* The board, with the current node's marks (a file's, or those the edit mode made), a hint's, and the
 * estimate when it is shown. */
static void play_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct play *pl = data;
	struct view v = { 0 };
	struct markup m = { 0 };
	struct view_node n;
	struct app_hints h;

	app_view(a, &v, &h);
	markup_read(document_node(app_document_const(a)), v.board, &m);
	view_markup(v.board, &m, &n);
	int hint = engines_hint_point(a);   /* as app_view draws it, over no mark of the node */
	if (hint != BOARD_NONE && !n.markup[hint])
		n.markup[hint] = VIEW_MARK_CR;
	view_show_node(&v, &n);
	if (pl->estimate)
		estimate_marks(pl->estimate, &v);
	engine_view_marks(a, &v);
	view_draw(s, &v, react);
	if (pl->estimate)
		play_estimate_panel(a, pl, s, react);
	else if (engine_view_on(a))
		play_engine_panel(a, s, react);
}

const struct mode mode_play = {
	.name = "play",
	.while_text = "while playing",
	.keys = play_keys,
	.enter = play_enter,
	.leave = play_leave,
	.draw = play_draw,
	.key = play_key,
	.changed = play_changed,
	.tick = play_tick,
	.busy = play_busy,
};
