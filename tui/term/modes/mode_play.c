/*
 * mode_play.c: the play mode, the bottom of the stack: the board (with the current node's marks), its
 * cursor, and the keys of play.
 * Every other mode is pushed on it, and the keys it binds work there too unless a mode above binds
 * them again (or the command they run does not apply there).
 */
#include "config.h"

#include "tui/shared/document.h"
#include "tui/shared/markup.h"
#include "tui/term/app.h"
#include "tui/term/engines.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/view.h"

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
	{ { '=' }, "score", "a look at the count of the game as it is now", NULL },
	{ { 't' }, "teach", "teaching on or off: each move played shows its frames", "teach" },
	{ { 'T' }, "trace", "the frames of a move at the cursor, without playing it", NULL },
	{ { 'n' }, "new-dialog", "new game: size, rules, komi, handicap, clock, players", NULL },
	{ { 'H' }, "hint", "ask an engine for a move for the player to move", NULL },
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

/* The board, with the current node's marks (a file's, or those the edit mode made) and a hint's. */
static void play_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	struct view v = { 0 };
	struct markup m = { 0 };
	struct view_node n;
	struct app_hints h;

	(void)data;
	app_view(a, &v, &h);
	markup_read(document_node(app_document_const(a)), v.board, &m);
	view_markup(v.board, &m, &n);
	int hint = engines_hint_point(a);   /* as app_view draws it, over no mark of the node */
	if (hint != BOARD_NONE && !n.markup[hint])
		n.markup[hint] = VIEW_MARK_CR;
	view_show_node(&v, &n);
	view_draw(s, &v, react);
}

const struct mode mode_play = {
	.name = "play",
	.while_text = "while playing",
	.keys = play_keys,
	.draw = play_draw,
};
