/*
 * cmd_edit.c: the commands that change the record without a move: the game's information, a move's
 * comment, setting up and marking up (the edit mode's, tui/term/modes/mode_edit.c).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/edit.h"
#include "tui/shared/markup.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/mode.h"

/* The points named by argv[0..argc), into pts; -1 with a message for one that is not a point. */
static int vertices(struct app *a, const char *name, int argc, char **argv, int *pts)
{
	const struct board *b = game_board(app_game(a));

	for (int i = 0; i < argc; i++) {
		pts[i] = board_vertex_parse(b, argv[i]);
		if (pts[i] == BOARD_NONE || pts[i] == BOARD_PASS) {
			app_error(a, "%s: %s is not a point of this %dx%d board", name, argv[i], b->size, b->size);
			return -1;
		}
	}
	return 0;
}

static enum color color_word(const char *w)
{
	return !strcmp(w, "black") ? BLACK : !strcmp(w, "white") ? WHITE : !strcmp(w, "empty") ? EMPTY : EDGE;
}

static int cmd_setup(struct app *a, int argc, char **argv, bool force)
{
	enum color c = color_word(argv[0]);
	int pts[COMMAND_MAX_ARGS];
	char err[128];

	(void)force;
	if (c == EDGE)
		return app_error(a, "setup: black, white or empty, then the points");
	if (vertices(a, "setup", argc - 1, argv + 1, pts) != 0)
		return REACT_MESSAGE;
	int changed = edit_setup(app_document(a), mode_edit_log(a), c, pts, argc - 1, err, sizeof err);
	if (changed < 0)
		return app_error(a, "setup: %s", err);
	app_edited(a);
	if (changed == 0)
		return app_message(a, "Setup: every point was %s already.", c == EMPTY ? "empty" : color_str(c)) | REACT_ALL;
	return app_message(a, "Setup: %d point%s %s.", changed, changed == 1 ? "" : "s",
			   c == EMPTY ? "emptied" : c == BLACK ? "black" : "white") | REACT_ALL;
}

static int cmd_to_play(struct app *a, int argc, char **argv, bool force)
{
	enum color c = argc ? color_word(argv[0]) : color_other(game_to_move(app_game(a)));

	(void)force;
	if (c != BLACK && c != WHITE)
		return app_error(a, "to-play: black or white (none: the other player)");
	edit_to_play(app_document(a), mode_edit_log(a), c);
	app_edited(a);
	return app_message(a, "%s to play.", color_name(c)) | REACT_ALL;
}

static const char *const mark_words[] = { "clear", "triangle", "square", "circle", "cross", NULL };

static int cmd_markup(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	int pts[COMMAND_MAX_ARGS], changed = -1;

	(void)force;
	if (vertices(a, "markup", argc - 1, argv + 1, pts) != 0)
		return REACT_MESSAGE;
	bool line = !strcmp(argv[0], "arrow") || !strcmp(argv[0], "line");
	if (line && argc != 3)
		return app_error(a, "markup %s: FROM TO, two points", argv[0]);
	if (line && pts[0] == pts[1])
		return app_error(a, "markup %s: from %s to itself", argv[0], argv[1]);
	if (line)
		changed = edit_line(d, mode_edit_log(a), pts[0], pts[1], argv[0][0] == 'a') ? 1 : 0;
	else if (!strcmp(argv[0], "dim") || !strcmp(argv[0], "undim"))
		changed = edit_dim(d, mode_edit_log(a), pts, argc - 1, argv[0][0] == 'd');
	for (int m = 0; changed < 0 && mark_words[m]; m++)
		if (!strcmp(argv[0], mark_words[m]))
			changed = edit_mark(d, mode_edit_log(a), (enum markup_mark)m, pts, argc - 1);
	if (changed < 0)
		return app_error(a, "markup: triangle, square, circle, cross, dim, undim or clear, then the points; "
				 "arrow or line, then two points");
	app_edited(a);
	if (line)
		return app_message(a, "%s %s from %s to %s.", changed ? "Drew the" : "Took off the", argv[0], argv[1],
				   argv[2]) | REACT_ALL;
	return app_message(a, "Markup %s: %d point%s changed.", argv[0], changed, changed == 1 ? "" : "s") | REACT_ALL;
}

static int cmd_label(struct app *a, int argc, char **argv, bool force)
{
	int p;

	(void)force;
	if (vertices(a, "label", 1, argv, &p) != 0)
		return REACT_MESSAGE;
	char *text = cmd_join(argc, argv, 1);
	edit_label(app_document(a), mode_edit_log(a), p, text);
	app_edited(a);
	int r = text[0] ? app_message(a, "Label %s at %s.", text, argv[0]) : app_message(a, "No label at %s.", argv[0]);
	free(text);
	return r | REACT_ALL;
}

/* info PROP [VALUE]: (info, with a property) */
static int cmd_info_set(struct app *a, int argc, char **argv, bool force)
{
	char err[256], prop[8];
	size_t n = strlen(argv[0]);

	(void)force;
	for (size_t i = 0; i < sizeof prop - 1 && i <= n; i++)
		prop[i] = (char)(argv[0][i] >= 'a' && argv[0][i] <= 'z' ? argv[0][i] - 'a' + 'A' : argv[0][i]);
	prop[sizeof prop - 1] = '\0';
	char *value = cmd_join(argc, argv, 1);
	int rc = edit_info(app_document(a), prop, value, err, sizeof err);
	if (rc == 0 && (!strcmp(prop, "PB") || !strcmp(prop, "PW")))
		snprintf(app_setup(a)->names[prop[1] == 'B' ? BLACK : WHITE], APP_NAME_MAX, "%s", value);
	if (rc == 0 && !strcmp(prop, "KM") && value[0]) {
		app_setup(a)->rules.komi2 = game_rules(app_game(a))->komi2;
		app_setup(a)->komi_set = true;
	}
	if (rc == 0)
		app_edited(a);
	int r = rc != 0 ? app_error(a, "info: %s", err)
		: value[0] ? app_message(a, "%s is now %s.", prop, value) | REACT_ALL
		: app_message(a, "%s removed.", prop) | REACT_ALL;
	free(value);
	return r;
}

/* edit [on|off|undo|redo] */
static int cmd_edit(struct app *a, int argc, char **argv, bool force)
{
	const char *w = argc ? argv[0] : app_has_mode(a, &mode_edit) ? "off" : "on";
	struct edit_log *log = mode_edit_log(a);

	(void)force;
	if (!strcmp(w, "on")) {
		if (!log)
			app_push(a, &mode_edit, NULL);
		return app_message(a, "Setting up: b w e stones, t s c x marks, L N labels, > - arrows and lines, d dim, "
				   "p the player to move; Enter puts it at the cursor; u undoes; Escape leaves.") | REACT_ALL;
	}
	if (!strcmp(w, "off")) {
		app_pop(a, &mode_edit);
		return app_message(a, "Done setting up.") | REACT_ALL;
	}
	bool undo = !strcmp(w, "undo");
	if (!undo && strcmp(w, "redo"))
		return app_error(a, "edit: on, off, undo or redo");
	if (!log)
		return app_error(a, "edit %s: only while setting up (E opens it); u takes back moves", w);
	if ((undo ? edit_undo : edit_redo)(log, app_document(a)) != 0)   /* no edit here: moves, as play does */
		return app_run(a, undo ? "undo" : "redo");
	app_edited(a);
	return app_message(a, "%s the last edit.", undo ? "Took back" : "Did again") | REACT_ALL;
}

/* A root property as one line, for info. */
static void info_line(char *buf, size_t len, size_t *at, const struct sgf_node *root, const char *id,
		      const char *label)
{
	const char *raw = sgf_value(root, id);

	if (!raw || *at >= len)
		return;
	char *t = sgf_simpletext(raw);
	if (*t)
		*at += (size_t)snprintf(buf + *at, len - *at, "%-10s %s\n", label, t);
	free(t);
}

/* info: the game's information (the root's game-info properties) in a notice. */
static int cmd_info(struct app *a, int argc, char **argv, bool force)
{
	static const char *const props[][2] = {
		{ "GN", "Game" }, { "EV", "Event" }, { "RO", "Round" }, { "DT", "Date" }, { "PC", "Place" },
		{ "PB", "Black" }, { "BR", "Rank" }, { "BT", "Team" }, { "PW", "White" }, { "WR", "Rank" },
		{ "WT", "Team" }, { "RE", "Result" }, { "TM", "Time" }, { "OT", "Overtime" },
		{ "RU", "Rules" }, { "KM", "Komi" }, { "HA", "Handicap" }, { "SO", "Source" },
		{ "US", "Entered by" }, { "AN", "Annotated" }, { "CP", "Copyright" }, { "ON", "Opening" },
		{ "GC", "About" },
	};
	const struct game *g = app_game(a);
	const struct sgf_node *root = document_root(app_document(a));
	char text[4096], komi[16];
	size_t at = 0;
	const char *preset = ruleset_preset_of(game_rules(g));

	if (argc > 0)
		return cmd_info_set(a, argc, argv, force);
	for (size_t i = 0; i < sizeof props / sizeof props[0]; i++)
		info_line(text, sizeof text, &at, root, props[i][0], props[i][1]);
	if (at < sizeof text)
		snprintf(text + at, sizeof text - at, "%sPlayed as %s rules, komi %s, %dx%d.",
			 at ? "\n" : "The file names no game information.\n\n", preset ? preset : "custom",
			 ruleset_komi_str(game_rules(g)->komi2, komi), game_board(g)->size, game_board(g)->size);
	const char *args[2] = { "Game information", text };
	return app_push(a, &mode_notice, args);
}

static const char *const words_info[] = { "GN", "EV", "RO", "DT", "PC", "PB", "BR", "PW", "WR", "KM", "RU", "HA",
					  "RE", "SO", "GC", "C", NULL };
const struct command cmd_info_entry = {
	.name = "info", .usage = "[PROP [VALUE]]", .max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_info,
	.complete = COMMAND_ARG_WORDS, .words = words_info,
	.help = "the game's information: players, ranks, event, date, rules, result; with PROP (GN EV RO DT PC "
		"PB BR PW WR KM RU HA RE SO GC, C the comment) set it to VALUE, or remove it",
};

/* comment TEXT adds a paragraph to this move's comment; comment! TEXT replaces it, comment! alone
 * removes it. */
static int cmd_comment(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	char *text = cmd_join(argc, argv, 0);   /* the words joined, however long */

	if (!force && !text[0]) {
		free(text);
		return app_error(a, "comment: what to add (comment! replaces the comment, comment! alone removes it)");
	}
	char *old = document_comment(d);
	if (force)
		document_set_comment(d, text);
	else
		document_add_comment(d, text);
	app_edited(a);
	int r = app_message(a, "%s the comment of move %d%s", force ? (text[0] ? "Replaced" : "Removed") : "Added to",
			    game_moves(app_game(a)), force && old ? " (the earlier text is gone: u does not bring it back)." :
			    ".") | REACT_ALL;
	free(old);
	free(text);
	return r;
}

const struct command cmd_comment_entry = {
	.name = "comment", .usage = "[TEXT]", .max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_comment,
	.modes = MODES_WALK,
	.help = "add TEXT to this move's comment (comment! TEXT replaces it, comment! alone removes it)",
};

static const char *const words_edit[] = { "on", "off", "undo", "redo", NULL };
const struct command cmd_edit_entry = {
	.name = "edit", .usage = "[on|off|undo|redo]", .max_args = 1, .exec = cmd_edit,
	.modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_edit,
	.help = "set up and mark up the position: a key per tool, Enter or a click uses it; undo and redo the "
		"edits made there",
};

static const char *const words_setup[] = { "black", "white", "empty", NULL };
const struct command cmd_setup_entry = {
	.name = "setup", .usage = "black|white|empty VERTEX...", .min_args = 2, .max_args = COMMAND_MAX_ARGS - 1,
	.exec = cmd_setup, .modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_setup,
	.help = "set up stones (AB AW AE): in this node when it holds no move, else in a new node after it",
};

static const char *const words_player[] = { "black", "white", NULL };
const struct command cmd_to_play_entry = {
	.name = "to-play", .usage = "[black|white]", .max_args = 1, .exec = cmd_to_play,
	.modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_player,
	.help = "the player to move (PL; no word: the other one)",
};

static const char *const words_markup[] = { "triangle", "square", "circle", "cross", "dim", "undim", "clear",
					    "arrow", "line", NULL };
const struct command cmd_markup_entry = {
	.name = "markup", .usage = "triangle|square|circle|cross|dim|undim|clear VERTEX...|arrow|line FROM TO",
	.min_args = 2, .max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_markup, .modes = "play review edit",
	.complete = COMMAND_ARG_WORDS, .words = words_markup,
	.help = "mark points of this node (TR SQ CR MA DD), clear every mark of them, or draw an arrow or a line "
		"(AR LN; the same again takes it off)",
};

const struct command cmd_label_entry = {
	.name = "label", .usage = "VERTEX [TEXT]", .min_args = 1, .max_args = COMMAND_MAX_ARGS - 1,
	.exec = cmd_label, .modes = "play review edit",
	.help = "a label (LB) at VERTEX: a letter, a number or a word; without TEXT, none",
};
