/*
 * mode_edit.c: setting up and marking up a position (`edit`, E).  The commands that do it from any
 * board mode and from scripts (setup, to-play, markup, label, info PROP VALUE: commands/cmd_edit.c)
 * keep their edits in this mode's log while it is open.
 *
 * A key chooses a tool, Enter (Space, a click) uses it at the cursor:
 *   b w e     a black stone, a white stone, no stone (a stone of the tool's colour is taken away
 *             again: the tool toggles), as setup (AB AW AE: tui/shared/edit.h says in which node)
 *   a         alternate: the stone of the player to move, as a move (numbered, as play does)
 *   t s c x   a triangle, square, circle, cross (TR SQ CR MA); the same mark again takes it off
 *   L N       the next free letter (A, B, ...) or number (1, 2, ...) as a label; on a label, off
 *   > -       an arrow, a line: the first point, then the second (the same again: off)
 *   d         dim the point (DD), or not
 *   p         the other player to move (PL)
 * u and r take back and do again the edits made here (the log of tui/shared/edit.h; with none left,
 * the moves, as play's u and r do), i edits the
 * game's information, Escape leaves.  The panel names the tool, the node the edits go to, the
 * player to move, the arrows and lines, and what u would take back.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/edit.h"
#include "tui/shared/markup.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

enum tool_kind { TOOL_STONE, TOOL_MOVE, TOOL_MARK, TOOL_LABEL, TOOL_LINE, TOOL_DIM };

static const struct tool {
	const char *name;
	char key;
	enum tool_kind kind;
	int arg;                     /* the colour, the mark, number (1) or letter (0), arrow (1) or line (0) */
	const char *words;           /* what it puts, for messages */
} tools[] = {
	{ "black", 'b', TOOL_STONE, BLACK, "black stones" },
	{ "white", 'w', TOOL_STONE, WHITE, "white stones" },
	{ "empty", 'e', TOOL_STONE, EMPTY, "no stone (erase)" },
	{ "alternate", 'a', TOOL_MOVE, 0, "moves, in turn" },
	{ "triangle", 't', TOOL_MARK, MARKUP_TRIANGLE, "triangles" },
	{ "square", 's', TOOL_MARK, MARKUP_SQUARE, "squares" },
	{ "circle", 'c', TOOL_MARK, MARKUP_CIRCLE, "circles" },
	{ "cross", 'x', TOOL_MARK, MARKUP_CROSS, "crosses" },
	{ "label", 'L', TOOL_LABEL, 0, "letters" },
	{ "number", 'N', TOOL_LABEL, 1, "numbers" },
	{ "arrow", '>', TOOL_LINE, 1, "arrows" },
	{ "line", '-', TOOL_LINE, 0, "lines" },
	{ "dim", 'd', TOOL_DIM, 0, "dimmed points" },
};
#define TOOL_COUNT ((int)(sizeof tools / sizeof tools[0]))

struct edit_state {
	int tool;                                /* index in tools */
	int from;                                /* an arrow's or a line's first point, or BOARD_NONE */
	struct edit_log *log;
	struct markup markup;                    /* the current node's marks, for the board */
	struct view_node marks;                  /* the same as the board draws them */
};

static struct edit_state *edit_state(const struct app *a) { return app_mode_data(a, &mode_edit); }
/* The log edits are kept in: the edit mode's, when it is open. */
struct edit_log *mode_edit_log(const struct app *a)
{
	struct edit_state *e = edit_state(a);

	return e ? e->log : NULL;
}

/* --- what the board shows -------------------------------------------------------------------------------- */

static void edit_make(struct app *a, struct edit_state *e)
{
	edit_log_follow(e->log, app_document(a));
	markup_read(document_node(app_document(a)), game_board(app_game(a)), &e->markup);
	view_markup(game_board(app_game(a)), &e->markup, &e->marks);
}

static void *edit_enter(struct app *a, const void *arg)
{
	struct edit_state *e = xcalloc(1, sizeof *e);

	(void)arg;
	e->from = BOARD_NONE;
	e->log = edit_log_new();
	edit_make(a, e);
	return e;
}

static void edit_leave(struct app *a, void *data)
{
	struct edit_state *e = data;

	(void)a;
	edit_log_free(e->log);
	free(e);
}

static bool edit_changed(struct app *a, void *data)
{
	edit_make(a, data);
	return true;
}

/* --- the panel ----------------------------------------------------------------------------------------------- */

/* Where the next setup goes, in words. */
static const char *edit_where(const struct app *a, char *buf, size_t len)
{
	const struct document *d = app_document_const(a);
	const struct sgf_node *n = document_node(d);
	int moves = game_moves(app_game(a));

	if (sgf_prop_get(n, "B") || sgf_prop_get(n, "W"))
		snprintf(buf, len, "move %d; stones go to a new node after it", moves);
	else if (!n->parent)
		snprintf(buf, len, "the start: stones set up there");
	else
		snprintf(buf, len, "%s: stones set up there", moves ? "a node of its own" : "before the first move");
	return buf;
}

static void edit_panel_tools(const struct app *a, const struct edit_state *e, struct screen *s, int y, int x, int w)
{
	int col = 0, row = 0;
	bool ascii = app_look_const(a)->ascii;
	static const char *const glyphs[2][TOOL_COUNT] = {
		{ "●", "○", "·", "1 2", "△", "□", "◯", "×", "A", "1", "→", "─", "░" },
		{ "X", "O", ".", "1 2", "^", "#", "0", "*", "A", "1", ">", "-", "~" },
	};

	for (int i = 0; i < TOOL_COUNT; i++) {
		char cell[32];
		snprintf(cell, sizeof cell, "%c %s", tools[i].key, glyphs[ascii][i]);
		int width = screen_width(cell) + 2;
		if (col + width > w) {
			row++;
			col = 0;
		}
		screen_put(s, y + row, x + col, cell, i == e->tool ? STYLE_SELECT : STYLE_PLAIN, width);
		col += width + 1;
	}
}

static void edit_panel(const struct app *a, const struct edit_state *e, const struct view_panel *p,
		       struct screen *s, const struct layout *l)
{
	int x = l->panel_x, w = l->panel_w, y = l->panel_y, bottom = l->msg_y;
	const struct board *b = game_board(app_game(a));
	char line[600], where[96];

	const char *gn = sgf_value(document_root(app_document_const(a)), "GN");
	char *name = gn ? sgf_simpletext(gn) : NULL;
	snprintf(line, sizeof line, "Set up%s%s", name ? ": " : " and mark up", name ? name : "");
	free(name);
	screen_put(s, y, x, line, STYLE_BOLD, w - 6);
	screen_put(s, y, x + w - 4, "edit", STYLE_DIM, 4);
	view_player(s, l, 1, p, BLACK);
	view_player(s, l, 2, p, WHITE);
	snprintf(line, sizeof line, "Tool   %s: %s", tools[e->tool].name, tools[e->tool].words);
	if (e->from != BOARD_NONE) {
		char v[8];
		size_t k = strlen(line);
		snprintf(line + k, sizeof line - k, ", from %s", board_vertex_str(b, e->from, v));
	}
	screen_put(s, y + 4, x, line, STYLE_BOLD, w);
	edit_panel_tools(a, e, s, y + 5, x, w);
	snprintf(line, sizeof line, "Node   %s", edit_where(a, where, sizeof where));
	int row = y + 8;
	row += view_text(s, row, x, w, 2, line, STYLE_PLAIN);
	snprintf(line, sizeof line, "Next   %s to play", color_name(game_to_move(app_game(a))));
	screen_put(s, row++, x, line, STYLE_PLAIN, w);
	char lines[400];
	markup_lines_str(&e->markup, b, lines, sizeof lines);
	int dimmed = 0;
	BOARD_FOREACH(b, q)
		dimmed += e->marks.dim[q];
	if (lines[0] && row < bottom)
		row += view_text(s, row, x, w, 2, lines, STYLE_PLAIN);
	if (dimmed && row < bottom) {
		snprintf(line, sizeof line, "%d point%s dimmed", dimmed, dimmed == 1 ? "" : "s");
		screen_put(s, row++, x, line, STYLE_DIM, w);
	}
	if (row < bottom) {
		snprintf(line, sizeof line, "u takes back %d edit%s, r does %d again", edit_log_undos(e->log),
			 edit_log_undos(e->log) == 1 ? "" : "s", edit_log_redos(e->log));
		row += view_text(s, row, x, w, bottom - row < 2 ? bottom - row : 2, line, STYLE_DIM);
	}
}

static void edit_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct edit_state *e = data;
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;

	(void)react;
	app_view(a, &v, &h);
	view_show_node(&v, &e->marks);
	if (view_draw_for_panel(s, &v, &l))
		edit_panel(a, e, &v.panel, s, &l);
}

/* --- using a tool ------------------------------------------------------------------------------------------ */

/* The message after an edit: what changed, or that nothing did. */
static int edit_said(struct app *a, int changed, const char *what, const char *at)
{
	app_edited(a);
	if (changed <= 0)
		return app_message(a, "Nothing to change at %s.", at) | REACT_ALL;
	return app_message(a, "%s at %s.", what, at) | REACT_ALL;
}

static int place_stone(struct app *a, const struct tool *t, int p, const char *at)
{
	struct document *d = app_document(a);
	enum color c = (enum color)t->arg, now = (enum color)game_board(app_game(a))->color[p];
	char err[128], what[64];

	if (c != EMPTY && now == c)
		c = EMPTY;   /* the tool toggles */
	int changed = edit_setup(d, mode_edit_log(a), c, &p, 1, err, sizeof err);
	if (changed < 0)
		return app_error(a, "%s", err);
	snprintf(what, sizeof what, "%s", c == EMPTY ? "Stone taken away" : c == BLACK ? "Black stone set up" :
		 "White stone set up");
	return edit_said(a, changed, what, at);
}

static int place_mark(struct app *a, struct edit_state *e, const struct tool *t, int p, const char *at)
{
	struct document *d = app_document(a);
	char what[64], label[16];
	int changed;

	switch (t->kind) {
	case TOOL_MARK:
		if (e->markup.mark[p] == t->arg) {
			changed = edit_unmark(d, e->log, &p, 1);
			snprintf(what, sizeof what, "The %s taken off", markup_name((enum markup_mark)t->arg));
		} else {
			changed = edit_mark(d, e->log, (enum markup_mark)t->arg, &p, 1);
			snprintf(what, sizeof what, "A %s", markup_name((enum markup_mark)t->arg));
		}
		break;
	case TOOL_LABEL:
		if (e->markup.label[p][0]) {
			changed = edit_label(d, e->log, p, "");
			snprintf(what, sizeof what, "The label taken off");
		} else {
			edit_next_label(d, t->arg, label, sizeof label);
			changed = edit_label(d, e->log, p, label);
			snprintf(what, sizeof what, "Label %s", label);
		}
		break;
	default:
		changed = edit_dim(d, e->log, &p, 1, !e->markup.dim[p]);
		snprintf(what, sizeof what, "%s", e->markup.dim[p] ? "No longer dimmed" : "Dimmed");
		break;
	}
	return edit_said(a, changed, what, at);
}

static int place_line(struct app *a, struct edit_state *e, const struct tool *t, int p)
{
	const struct board *b = game_board(app_game(a));
	char v0[8], v1[8];

	if (e->from == BOARD_NONE || e->from == p) {
		e->from = e->from == p ? BOARD_NONE : p;
		if (e->from == BOARD_NONE)
			return app_message(a, "No %s after all.", t->name) | REACT_ALL;
		return app_message(a, "The %s from %s: now the point it goes to (Enter there).", t->name,
				   board_vertex_str(b, p, v0)) | REACT_ALL;
	}
	int from = e->from;
	e->from = BOARD_NONE;
	int added = edit_line(app_document(a), e->log, from, p, t->arg);
	app_edited(a);
	return app_message(a, "%s %s from %s to %s.", added ? "Drew the" : "Took off the", t->name,
			   board_vertex_str(b, from, v0), board_vertex_str(b, p, v1)) | REACT_ALL;
}

/* put [VERTEX]: the tool at VERTEX, or the cursor. */
static int cmd_put(struct app *a, int argc, char **argv, bool force)
{
	struct edit_state *e = edit_state(a);
	const struct tool *t = &tools[e->tool];
	const struct board *b = game_board(app_game(a));
	int p = argc ? board_vertex_parse(b, argv[0]) : app_cursor(a);
	char at[8], line[32];

	(void)force;
	if (p == BOARD_NONE || p == BOARD_PASS)
		return app_error(a, "put: %s is not a point of this %dx%d board", argv[0], b->size, b->size);
	app_set_cursor(a, p);
	board_vertex_str(b, p, at);
	switch (t->kind) {
	case TOOL_STONE:
		return place_stone(a, t, p, at);
	case TOOL_MOVE:
		snprintf(line, sizeof line, "play %s", at);
		return app_run(a, line);
	case TOOL_LINE:
		return place_line(a, e, t, p);
	default:
		return place_mark(a, e, t, p, at);
	}
}

/* tool NAME: choose the tool. */
static int cmd_tool(struct app *a, int argc, char **argv, bool force)
{
	struct edit_state *e = edit_state(a);

	(void)argc, (void)force;
	for (int i = 0; i < TOOL_COUNT; i++)
		if (!strcmp(tools[i].name, argv[0])) {
			e->tool = i;
			e->from = BOARD_NONE;
			return app_message(a, "Tool: %s (Enter or a click puts %s at the cursor).", tools[i].name,
					   tools[i].words) | REACT_ALL;
		}
	return app_error(a, "tool: black, white, empty, alternate, triangle, square, circle, cross, label, number, "
			 "arrow, line or dim");
}

static int cmd_info_edit(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	app_push(a, &mode_infoedit, NULL);
	return app_message(a, "The game's information: Up and Down choose, Enter changes, Escape closes.") | REACT_ALL;
}

static const char *const words_tool[] = { "black", "white", "empty", "alternate", "triangle", "square", "circle",
					  "cross", "label", "number", "arrow", "line", "dim", NULL };

static const struct command edit_commands[] = {
	{ .name = "tool", .usage = "NAME", .min_args = 1, .max_args = 1, .exec = cmd_tool,
	  .complete = COMMAND_ARG_WORDS, .words = words_tool,
	  .help = "the tool Enter uses: black, white, empty, alternate, triangle, square, circle, cross, label, "
		  "number, arrow, line, dim" },
	{ .name = "put", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_put,
	  .help = "use the tool at VERTEX (or the cursor): a stone, a mark, a label, an arrow's end" },
	{ .name = "info-edit", .usage = "", .exec = cmd_info_edit,
	  .help = "the game's information as a list: Enter or typing changes a line in place; it stays open until Escape" },
};

static const struct mode_key edit_keys[] = {
	{ { KEYC_ENTER, ' ', KEYC_CLICK }, "put", "use the tool at the cursor (or click the point)", "put" },
	{ { 'b' }, "tool black", "tool: black stones (a black stone again takes it away)", "black" },
	{ { 'w' }, "tool white", "tool: white stones", "white" },
	{ { 'e' }, "tool empty", "tool: erase stones", "erase" },
	{ { 'a' }, "tool alternate", "tool: moves in turn, numbered", NULL },
	{ { 't' }, "tool triangle", "tool: triangles (TR)", "mark" },
	{ { 's' }, "tool square", "tool: squares (SQ)", NULL },
	{ { 'c' }, "tool circle", "tool: circles (CR)", NULL },
	{ { 'x' }, "tool cross", "tool: crosses (MA)", NULL },
	{ { 'L' }, "tool label", "tool: letters A, B, ... (LB)", "label" },
	{ { 'N' }, "tool number", "tool: numbers 1, 2, ... (LB)", NULL },
	{ { '>' }, "tool arrow", "tool: arrows (AR): the first point, then the second", NULL },
	{ { '-' }, "tool line", "tool: lines (LN): the first point, then the second", NULL },
	{ { 'd' }, "tool dim", "tool: dimmed points (DD)", NULL },
	{ { 'p' }, "to-play", "the other player to move (PL)", "to-play" },
	{ { 'u' }, "edit undo", "take back the last edit (with none here, the last move, as u does in play)", "undo" },
	{ { 'r' }, "edit redo", "do again the edit taken back (with none, the next move)", NULL },
	{ { 'i' }, "info-edit", "edit the game's information: name, players, ranks, date, komi, rules, ...", "info" },
	{ { KEYC_ESCAPE }, "edit off", "leave setting up", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_edit = {
	.name = "edit",
	.while_text = "while setting up",
	.leave_text = "Escape leaves setting up",
	.keys = edit_keys,
	.commands = edit_commands,
	.ncommands = (int)(sizeof edit_commands / sizeof edit_commands[0]),
	.enter = edit_enter,
	.leave = edit_leave,
	.draw = edit_draw,
	.changed = edit_changed,
};
