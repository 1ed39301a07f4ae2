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
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/mode.h"

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
		return mode_edit_info(a, argc, argv, force);
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
	size_t len = 1, at = 0;

	for (int i = 0; i < argc; i++)
		len += strlen(argv[i]) + 1;
	char *text = xmalloc(len);   /* the words joined, however long */
	text[0] = '\0';
	for (int i = 0; i < argc; i++)
		at += (size_t)snprintf(text + at, len - at, "%s%s", i ? " " : "", argv[i]);
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
	.name = "edit", .usage = "[on|off|undo|redo]", .max_args = 1, .exec = mode_edit_command,
	.modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_edit,
	.help = "set up and mark up the position: a key per tool, Enter or a click uses it; undo and redo the "
		"edits made there",
};

static const char *const words_setup[] = { "black", "white", "empty", NULL };
const struct command cmd_setup_entry = {
	.name = "setup", .usage = "black|white|empty VERTEX...", .min_args = 2, .max_args = COMMAND_MAX_ARGS - 1,
	.exec = mode_edit_setup, .modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_setup,
	.help = "set up stones (AB AW AE): in this node when it holds no move, else in a new node after it",
};

static const char *const words_player[] = { "black", "white", NULL };
const struct command cmd_to_play_entry = {
	.name = "to-play", .usage = "[black|white]", .max_args = 1, .exec = mode_edit_to_play,
	.modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_player,
	.help = "the player to move (PL; no word: the other one)",
};

static const char *const words_markup[] = { "triangle", "square", "circle", "cross", "dim", "undim", "clear",
					    "arrow", "line", NULL };
const struct command cmd_markup_entry = {
	.name = "markup", .usage = "triangle|square|circle|cross|dim|undim|clear VERTEX...|arrow|line FROM TO",
	.min_args = 2, .max_args = COMMAND_MAX_ARGS - 1, .exec = mode_edit_markup, .modes = "play review edit",
	.complete = COMMAND_ARG_WORDS, .words = words_markup,
	.help = "mark points of this node (TR SQ CR MA DD), clear every mark of them, or draw an arrow or a line "
		"(AR LN; the same again takes it off)",
};

const struct command cmd_label_entry = {
	.name = "label", .usage = "VERTEX [TEXT]", .min_args = 1, .max_args = COMMAND_MAX_ARGS - 1,
	.exec = mode_edit_label, .modes = "play review edit",
	.help = "a label (LB) at VERTEX: a letter, a number or a word; without TEXT, none",
};
