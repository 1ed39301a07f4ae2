/*
 * cmd_view.c: the commands that walk the game and look at it: goto, back, forward, variation,
 * review; the teacher's views (teach, trace, reach, explain); the estimate; the cursor, the look of
 * the board, help, the prompt and the new-game dialogue.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/sgf.h"
#include "tui/shared/document.h"
#include "tui/shared/frames.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/mode.h"

/* Where navigation arrived, in words. */
static int at_message(struct app *a)
{
	const struct document *d = app_document(a);
	int n = game_moves(app_game(a)), last = n + document_ahead(d) > 0 ? document_line_moves(d) : 0;
	char comment[APP_MESSAGE_MAX];

	cmd_comment_words(a, comment, sizeof comment);
	if (n == 0)
		return app_message(a, "At the start of the game.%s", comment) | REACT_ALL;
	if (document_ahead(d) == 0)
		return app_message(a, "At move %d, the last one of this line.%s", n, comment) | REACT_ALL;
	if (app_base(a) == &mode_review)
		return app_message(a, "At move %d of %d: Left and Right step, End goes to the last; a new move "
				   "here starts a variation.%s", n, last, comment) | REACT_ALL;
	return app_message(a, "At move %d of %d: r and u step, End goes to the last; a new move here "
			   "starts a variation.%s", n, last, comment) | REACT_ALL;
}

static int cmd_goto(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	int last = document_line_moves(d), n;

	(void)argc, (void)force;
	if (!strcmp(argv[0], "start"))
		document_goto_start(d);
	else if (!strcmp(argv[0], "end"))
		document_goto_end(d);
	else if (cmd_int(argv[0], 0, last, &n) != 0)
		return app_error(a, "goto: %s is not a move number from 0 to %d", argv[0], last);
	else
		document_goto_move(d, n);
	cmd_walked(a);
	return at_message(a);
}

static const char *const words_goto[] = { "start", "end", NULL };
const struct command cmd_goto_entry = {
	.name = "goto", .usage = "N|start|end", .min_args = 1, .max_args = 1, .exec = cmd_goto,
	.modes = MODES_WALK, .complete = COMMAND_ARG_WORDS, .words = words_goto,
	.help = "show the position after move N of the line; a move there starts a variation",
};

/* back [N] and forward [N]. */
static int cmd_step(struct app *a, int argc, char **argv, bool forward)
{
	struct document *d = app_document(a);
	int n = 1;

	if (argc && cmd_int(argv[0], 1, 1000000, &n) != 0)
		return app_error(a, "%s: %s is not a number of moves", forward ? "forward" : "back", argv[0]);
	int done = forward ? document_forward(d, n) : document_back(d, n);
	if (done == 0)
		return app_error(a, "%s: %s", forward ? "forward" : "back",
				 forward ? "this is the end of the line" : "this is the start of the game");
	cmd_walked(a);
	struct frames fs;   /* teaching: one move forward shows its frames, as redo does */
	if (forward && n == 1 && app_teaching(a) && cmd_frames_of_current(a, &fs) == 0) {
		const struct game *g = app_game(a);
		const struct move *m = game_move(g, game_moves(g));
		char at[8];
		cmd_frames_open(a, &fs, true);
		return app_message(a, "Move %d, %s %s: its frames, as rule 7 resolves it (Right steps, past the last "
				   "the next move; Escape leaves).", game_moves(g), color_name(m->color),
				   board_vertex_str(game_board(g), m->point, at)) | REACT_ALL;
	}
	return at_message(a);
}

static int cmd_back(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return cmd_step(a, argc, argv, false);
}

const struct command cmd_back_entry = {
	.name = "back", .usage = "[N]", .max_args = 1, .exec = cmd_back, .modes = MODES_WALK,
	.help = "go back N moves (1)",
};

static int cmd_forward(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return cmd_step(a, argc, argv, true);
}

const struct command cmd_forward_entry = {
	.name = "forward", .usage = "[N]", .max_args = 1, .exec = cmd_forward, .modes = MODES_WALK,
	.help = "go forward N moves (1) along the line",
};

/* The nodes, moves and lines from node on, for the question before a deletion. */
static void subtree_words(const struct sgf_node *node, char *buf, size_t len)
{
	long nodes = 0, moves = 0, lines = 0, comments = 0;

	for (const struct sgf_node *n = node; n; n = sgf_next(n, node)) {
		nodes++;
		moves += sgf_prop_get(n, "B") || sgf_prop_get(n, "W");
		lines += !n->child;
		comments += sgf_prop_get(n, "C") != NULL;
	}
	int k = snprintf(buf, len, "%ld move%s", moves, moves == 1 ? "" : "s");
	if (lines > 1)
		k += snprintf(buf + k, len - (size_t)k, " in %ld lines", lines);
	if (nodes > moves)
		k += snprintf(buf + k, len - (size_t)k, ", %ld node%s", nodes, nodes == 1 ? "" : "s");
	if (comments)
		snprintf(buf + k, len - (size_t)k, ", %ld comment%s", comments, comments == 1 ? "" : "s");
}

/* variation delete: the current node and everything after it (asks first; variation! delete does
 * not). */
static int variation_delete(struct app *a, bool force)
{
	struct document *d = app_document(a);
	const struct sgf_node *node = document_node(d);
	char words[160], question[256];
	const struct game *g = app_game(a);
	const struct move *last = game_move(g, game_moves(g));
	int n = game_moves(g) - (last && last->action == ACTION_RESIGN);   /* the node's move */

	if (!node->parent)
		return app_error(a, "variation delete: this is the start of the game, which cannot be deleted");
	subtree_words(node, words, sizeof words);
	if (!force) {
		snprintf(question, sizeof question, "Delete move %d and all that follows it (%s)? It cannot be "
			 "undone, except by loading the file again.", n, words);
		return app_confirm(a, question, "variation! delete", NULL);
	}
	document_delete(d);
	app_edited(a);
	return app_message(a, "Deleted %s; at move %d now.", words, game_moves(app_game(a))) | REACT_ALL;
}

/* variation next|prev|N at a node without variations of its own but with several next moves: which
 * of them the line goes on through (forward plays it), the board's letters a, b, ... */
static int choose_next_move(struct app *a, const char *how)
{
	struct document *d = app_document(a);
	int count, at = document_next_choice(d, &count), to = at;
	char word[32], v[8];

	if (count < 2)
		return app_error(a, "variation: this move has no other variation, nor the next one");
	if (!strcmp(how, "next"))
		to = at + 1;
	else if (!strcmp(how, "prev"))
		to = at - 1;
	else if (cmd_int(how, 1, 1000000, &to) == 0)
		to--;
	if (to < 0 || to >= count)
		return app_error(a, "variation: there are %d next moves here, a to %c; this is %c", count,
				 'a' + (count - 1 < 25 ? count - 1 : 25), 'a' + (at < 25 ? at : 25));
	document_choose_next(d, to);
	cmd_walked(a);   /* the panel names the move forward plays (walking: no change) */
	const struct sgf_node *n = document_node(d)->child;
	for (int k = 0; k < to; k++)
		n = n->next;
	const char *id = sgf_value(n, "B") ? "B" : sgf_value(n, "W") ? "W" : NULL;
	struct sgf_point pt;
	const struct board *b = game_board(app_game(a));
	int move = id ? sgf_move(sgf_value(n, id), b->size, &pt) : -1;
	if (move == 1)
		snprintf(word, sizeof word, "%s %s", id, board_vertex_str(b, board_point(b, pt.x, pt.y), v));
	else
		snprintf(word, sizeof word, "%s", move == 0 ? (id[0] == 'B' ? "B pass" : "W pass") : "a node");
	return app_message(a, "Next: %c, %s (%d of %d); Right plays it.", 'a' + (to < 25 ? to : 25), word, to + 1,
			   count) | REACT_ALL;
}

static int cmd_variation(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	int count, at = document_variation(d, &count), to;
	char comment[APP_MESSAGE_MAX];

	(void)argc;
	if (!strcmp(argv[0], "delete"))
		return variation_delete(a, force);
	if (!strcmp(argv[0], "next"))
		to = at + 1;
	else if (!strcmp(argv[0], "prev"))
		to = at - 1;
	else if (cmd_int(argv[0], 1, 1000000, &to) == 0)
		to--;
	else
		return app_error(a, "variation: next, prev or a number from 1 to %d", count);
	if (count < 2)
		return choose_next_move(a, argv[0]);
	if (to < 0 || to >= count)
		return app_error(a, "variation: there are %d variations at this move; this is number %d", count,
				 at + 1);
	document_goto_variation(d, to);
	cmd_walked(a);
	return app_message(a, "Variation %d of %d at move %d.%s", to + 1, count, game_moves(app_game(a)),
			   cmd_comment_words(a, comment, sizeof comment)) | REACT_ALL;
}

static const char *const words_variation[] = { "next", "prev", "delete", NULL };
const struct command cmd_variation_entry = {
	.name = "variation", .usage = "next|prev|N|delete", .min_args = 1, .max_args = 1, .exec = cmd_variation,
	.modes = MODES_WALK, .complete = COMMAND_ARG_WORDS, .words = words_variation,
	.help = "another variation in place of the current move: the next, the previous, or number N "
		"(at a move without any, which of the lettered next moves forward plays); or delete this "
		"move and all after it (asks first)",
};

static int cmd_teach(struct app *a, int argc, char **argv, bool force)
{
	int v = cmd_on_off(argc ? argv[0] : NULL, app_teaching(a));
	struct frames fs;

	(void)force;
	if (v < 0)
		return app_error(a, "teach: on or off");
	app_set_teaching(a, v);
	if (!v)
		return app_message(a, "Teaching off: moves are played without their frames.") | REACT_ALL;
	if (cmd_frames_of_current(a, &fs) == 0) {
		cmd_frames_open(a, &fs, true);
		return app_message(a, "Teaching on: the frames of the move that led here (Right steps, Escape "
				   "leaves); every move played opens its own.") | REACT_ALL;
	}
	return app_message(a, "Teaching on: every move played now opens its frames, rule 7 step by step.") |
	       REACT_ALL;
}

static const char *const words_on_off[] = { "on", "off", NULL };
const struct command cmd_teach_entry = {
	.name = "teach", .usage = "[on|off]", .max_args = 1, .exec = cmd_teach, .modes = MODES_BOARD,
	.complete = COMMAND_ARG_WORDS, .words = words_on_off,
	.help = "teaching: every move played opens its frames, rule 7 step by step",
};

static int cmd_trace(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);
	const struct board *b = game_board(g);
	int p = argc ? board_vertex_parse(b, argv[0]) : app_cursor(a);
	struct frames fs;
	char at[8];

	(void)force;
	if (p == BOARD_NONE || p == BOARD_PASS)
		return app_error(a, "trace: %s is not a point of this %dx%d board", argv[0], b->size, b->size);
	enum color c = game_to_move(g);
	frames_build(&fs, g, c, p);
	cmd_frames_open(a, &fs, false);
	return app_message(a, "%s %s, traced without playing it (Right steps, Escape leaves).", color_name(c),
			   board_vertex_str(b, p, at)) | REACT_ALL;
}

const struct command cmd_trace_entry = {
	.name = "trace", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_trace, .modes = MODES_BOARD,
	.help = "the frames of a move at VERTEX (or the cursor) without playing it",
};

static int cmd_reach(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	app_pop(a, &mode_reach);
	if (argc && !strcmp(argv[0], "off"))
		return app_message(a, "Back to the board.") | REACT_ALL;
	if (argc == 0)
		return app_push(a, &mode_reach, "whole");
	int p = cmd_point(a, "reach", argc, argv);
	if (p == BOARD_NONE)
		return REACT_MESSAGE;
	app_set_cursor(a, p);
	return app_push(a, &mode_reach, NULL);
}

const struct command cmd_reach_entry = {
	.name = "reach", .usage = "[VERTEX|off]", .max_args = 1, .exec = cmd_reach, .modes = "play review reach",
	.help = "rule 3 from VERTEX (it follows the cursor); with no point, rule 9 on the whole board",
};

/* review [on|off|back]: the review mode over the board; back (Escape) hides the estimate first, as
 * Escape does in play */
static const char *const words_review[] = { "on", "off", "back", NULL };

static int cmd_review(struct app *a, int argc, char **argv, bool force)
{
	bool back = argc && !strcmp(argv[0], "back");
	int v = back ? 0 : cmd_on_off(argc ? argv[0] : NULL, app_has_mode(a, &mode_review));

	(void)force;
	if (v < 0)
		return app_error(a, "review: on, off or back");
	if (back && mode_review_estimating(a))
		return mode_review_estimate(a, false);
	if (!v) {
		app_pop(a, &mode_review);
		if (app_base(a) == &mode_library)
			return app_message(a, "Back to the library: Enter opens another case, Escape leaves.") | REACT_ALL;
		return app_message(a, "Play: the arrows move the cursor.") | REACT_ALL;
	}
	if (!app_has_mode(a, &mode_review))
		app_push(a, &mode_review, NULL);
	return app_message(a, "Review: Left and Right step, Up and Down change variation (or choose among the "
			   "lettered next moves), h j k l move the cursor, Tab an overlay, Escape back to play.") |
	       REACT_ALL;
}

const struct command cmd_review_entry = {
	.name = "review", .usage = "[on|off|back]", .max_args = 1, .exec = cmd_review, .modes = MODES_BOARD,
	.complete = COMMAND_ARG_WORDS, .words = words_review,
	.help = "review the game tree: the arrows walk it, the panel shows the tree, comment and next moves "
		"(back: hide the estimate over the board, or without it leave review, as Escape does)",
};

/* estimate [on|off]: the estimate over the board (mode_play.c), or review's estimate overlay */
static int cmd_estimate(struct app *a, int argc, char **argv, bool force)
{
	bool review = app_base(a) == &mode_review;
	int v = cmd_on_off(argc ? argv[0] : NULL, review ? mode_review_estimating(a) : mode_play_estimating(a));

	(void)force;
	if (v < 0)
		return app_error(a, "estimate: on or off");
	return review ? mode_review_estimate(a, v) : mode_play_estimate(a, v);
}

const struct command cmd_estimate_entry = {
	.name = "estimate", .usage = "[on|off]", .max_args = 1, .exec = cmd_estimate, .modes = "play review",
	.complete = COMMAND_ARG_WORDS, .words = words_on_off,
	.help = "the estimate of the position at any move: who owns each point and how surely, the stones taken "
		"as dead, the score with its range (no word: show or hide it)",
};

/* The move at the point judged under every preset, one line each. */
static int cmd_explain(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);
	int p = cmd_point(a, "explain", argc, argv);
	char text[4096], title[96], why[256], at[8];
	size_t n = 0;

	(void)force;
	if (p == BOARD_NONE)
		return REACT_MESSAGE;
	enum color c = game_to_move(g);
	for (int i = 0; i < ruleset_preset_count(); i++) {
		struct ruleset r;
		ruleset_parse(&r, ruleset_preset_name(i), NULL, 0);
		struct verdict_info v = game_check_as(g, &r, c, p);
		n += (size_t)snprintf(text + n, sizeof text - n, "%-13s %s\n", ruleset_preset_name(i),
				      game_verdict_str(g, &v, why, sizeof why));
	}
	snprintf(title, sizeof title, "%s %s under every ruleset", color_name(c),
		 board_vertex_str(game_board(g), p, at));
	const char *args[2] = { title, text };
	return app_push(a, &mode_notice, args);
}

const struct command cmd_explain_entry = {
	.name = "explain", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_explain,
	.help = "the move at VERTEX (or the cursor) judged under every ruleset",
};

static int cmd_help(struct app *a, int argc, char **argv, bool force)
{
	char where[96];

	(void)force;
	if (argc == 0)
		return app_push(a, &mode_help, NULL);
	const struct command *c = command_find_for(a, argv[0]);
	if (!c)
		return app_error(a, "help: no command %s; ? lists them all", argv[0]);
	command_where(app_registry(a), c, where, sizeof where);
	return app_message(a, "%s%s%s: %s%s", c->name, *c->usage ? " " : "", c->usage, c->help, where);
}

const struct command cmd_help_entry = {
	.name = "help", .usage = "[COMMAND]", .max_args = 1, .exec = cmd_help,
	.complete = COMMAND_ARG_COMMAND, .help = "list every key and command, or explain one command",
};

static int cmd_cursor(struct app *a, int argc, char **argv, bool force)
{
	const struct board *b = game_board(app_game(a));
	static const char *const dirs[] = { "left", "right", "up", "down" };
	static const int dx[] = { -1, 1, 0, 0 }, dy[] = { 0, 0, -1, 1 };
	int cur = app_cursor(a);

	(void)argc, (void)force;
	for (int i = 0; i < 4; i++) {
		if (strcmp(argv[0], dirs[i]) != 0)
			continue;
		int x = board_x(b, cur) + dx[i], y = board_y(b, cur) + dy[i];
		if (board_point(b, x, y) != BOARD_NONE)
			app_set_cursor(a, board_point(b, x, y));
		return REACT_BOARD;
	}
	int p = board_vertex_parse(b, argv[0]);
	if (p == BOARD_NONE || p == BOARD_PASS)
		return app_error(a, "cursor: left, right, up, down or a point such as D4");
	app_set_cursor(a, p);
	return REACT_BOARD;
}

static const char *const words_cursor[] = { "left", "right", "up", "down", NULL };
const struct command cmd_cursor_entry = {
	.name = "cursor", .usage = "left|right|up|down|VERTEX", .min_args = 1, .max_args = 1,
	.exec = cmd_cursor, .complete = COMMAND_ARG_WORDS, .words = words_cursor,
	.help = "move the cursor",
};

static int cmd_numbers(struct app *a, int argc, char **argv, bool force)
{
	int v = cmd_on_off(argc ? argv[0] : NULL, app_look(a)->numbers);

	(void)force;
	if (v < 0)
		return app_error(a, "numbers: on or off");
	app_look(a)->numbers = v;
	if (v && game_moves(app_game(a)) >= 100)
		return app_message(a, "Move numbers shown; from move 100 on, their last two digits, as printed "
				   "diagrams number them.") | REACT_ALL;
	return app_message(a, "Move numbers %s.", v ? "shown" : "hidden") | REACT_ALL;
}

const struct command cmd_numbers_entry = {
	.name = "numbers", .usage = "[on|off]", .max_args = 1, .exec = cmd_numbers,
	.complete = COMMAND_ARG_WORDS, .words = words_on_off, .help = "show or hide move numbers",
};

static int cmd_ascii(struct app *a, int argc, char **argv, bool force)
{
	int v = cmd_on_off(argc ? argv[0] : NULL, app_look(a)->ascii);

	(void)force;
	if (v < 0)
		return app_error(a, "ascii: on or off");
	app_look(a)->ascii = v;
	return app_message(a, "%s board.", v ? "ASCII" : "Unicode") | REACT_ALL;
}

const struct command cmd_ascii_entry = {
	.name = "ascii", .usage = "[on|off]", .max_args = 1, .exec = cmd_ascii,
	.complete = COMMAND_ARG_WORDS, .words = words_on_off,
	.help = "draw the board with ASCII characters only",
};

static int cmd_command_prompt(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return app_push(a, &mode_prompt, argc ? argv[0] : "");
}

const struct command cmd_command_prompt_entry = {
	.name = "command-prompt", .usage = "[TEXT]", .max_args = 1, .exec = cmd_command_prompt,
	.help = "open the : prompt, with TEXT typed in",
};

static int cmd_new_dialog(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	return app_push(a, &mode_dialog, NULL);
}

const struct command cmd_new_dialog_entry = {
	.name = "new-dialog", .usage = "", .exec = cmd_new_dialog,
	.help = "choose size, rules, komi, handicap and players, then start a new game",
};
