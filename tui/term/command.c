/*
 * command.c: the command table: what each command does, in one place (see command.h).
 *
 * The contract every command keeps:
 *   1. A command runs only through command_execute: a key of a mode's table, a line typed at the
 *      `:` prompt and a line of a --script are the same call.  The line is split (command_split),
 *      the name looked up among the table's commands and the commands of the modes on the stack
 *      (an unambiguous prefix is enough), and refused, with the reason in words on the message line,
 *      when a modal mode is on top, when the command does not apply in the base mode (its `modes`
 *      field), or when the number of arguments is outside [min_args, max_args].
 *   2. exec changes the app only through app.h (and the document through document.h, the game only
 *      through the document), and returns REACT_* flags: what must be drawn again.  It never draws.
 *   3. Every exec says what it did, or why not, on the message line (app_message, app_error); a
 *      command that would throw away unsaved moves asks first (app_confirm with the `name!` line as
 *      its yes) unless it is forced with `!`.
 *   4. Questions about the game (legality, the count, a chain's status) are asked of rules/; a
 *      command formats the answer, it never computes it again.
 * The modes' own commands live with their modes (tui/term/modes/), under the same contract.
 */
#include "config.h"

#include "tui/term/command.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "rules/atomic.h"
#include "rules/game.h"
#include "rules/marking.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/frames.h"
#include "tui/shared/library.h"
#include "tui/term/app.h"
#include "tui/term/engines.h"
#include "tui/term/mode.h"
#include "tui/term/timer.h"
#include "tui/term/view.h"
#include "tui/term/workbench.h"

/* --- helpers -------------------------------------------------------------------------------------- */


/* The command line that runs `name!` with the same arguments, whole, for a confirmation's yes.
 * Caller frees. */
static char *command_forced(const char *name, int argc, char **argv)
{
	size_t len = strlen(name) + 2;

	for (int i = 0; i < argc; i++)
		len += 2 * strlen(argv[i]) + 4;   /* a space, quotes, a backslash before each character */
	char *buf = xmalloc(len);
	size_t n = (size_t)snprintf(buf, len, "%s!", name);
	for (int i = 0; i < argc; i++) {
		buf[n++] = ' ';
		command_quote(argv[i], buf + n, len - n);
		n += strlen(buf + n);
	}
	return buf;
}

/* Ask the question, `name!` with the same arguments as its yes.  Returns REACT_*. */
static int command_ask(struct app *a, const char *question, const char *name, int argc, char **argv)
{
	char *yes = command_forced(name, argc, argv);
	int react = app_confirm(a, question, yes, NULL);

	free(yes);
	return react;
}

/* Ask first when unsaved moves would be lost; returns 0 when the command may go on. */
static int command_guard(struct app *a, const char *name, int argc, char **argv, bool force,
			 const char *what, int *react)
{
	char question[APP_MESSAGE_MAX];

	if (force || !app_unsaved(a))
		return 0;
	snprintf(question, sizeof question, "%s? The current game (%d move%s) is not saved to a file, "
		 "and it will be lost.", what, document_line_moves(app_document(a)),
		 document_line_moves(app_document(a)) == 1 ? "" : "s");
	*react = command_ask(a, question, name, argc, argv);
	return -1;
}

static int parse_int(const char *s, int lo, int hi, int *out)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (end == s || *end || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

/* Fixed handicap goes on the star points (2-9 on odd sizes from 7, 2-4 on even sizes from 8); free
 * handicap anywhere, 2 to 9 stones on a board of 3x3 or more. */
static bool handicap_possible(int size, int n, bool free)
{
	int max = free ? (size >= 3 ? 9 : 0) : size < 7 ? 0 : size % 2 == 0 ? 4 : 9;
	return n == 0 || (n >= 2 && n <= max);
}

/* A person may not move for the colour an engine plays (while playing; in review anybody may try
 * a variation).  0, or -1 with the message. */
static int engine_seat_guard(struct app *a, const char *name, enum color c)
{
	if (!engines_plays(a, c) || engines_moving(a) || app_base(a) != &mode_play)
		return 0;
	app_error(a, "%s: %s is played by %s%s; engine off %s lets you play for it", name, color_name(c),
		  engines_name(a, c), engines_thinking(a) ? ", which is thinking" : "", color_str(c));
	return -1;
}

/* " White (GNU Go 3.8) is thinking." after a move, when an engine is to answer it. */
static const char *engine_next_words(struct app *a, char *buf, size_t len)
{
	const struct game *g = app_game(a);
	enum color c = game_to_move(g);

	buf[0] = '\0';
	if (game_phase(g) == PHASE_PLAY && engines_plays(a, c) && !engines_moving(a) && app_base(a) == &mode_play)
		snprintf(buf, len, " %s (%s) is to answer.", color_name(c), engines_name(a, c));
	return buf;
}

/*
 * Run fn on the document and tell the app what it did: an edit (the document changed: autosave, the
 * modes are told) or a move of its current node (the modes are told).
 */
static void command_did(struct app *a, unsigned before)
{
	if (document_generation(app_document(a)) != before)
		app_edited(a);
	else
		app_navigated(a);
}

/* The comment of the node arrived at, to follow a message: " Comment: ..." (or ""). */
/* True when the review panel is on the screen (it shows the comment and the variations). */
static bool review_panel_shown(const struct app *a)
{
	struct layout l;

	app_layout(a, &l);
	return app_base(a) == &mode_review && l.fits && l.panel;
}

static const char *comment_words(const struct app *a, char *buf, size_t len)
{
	char *c = review_panel_shown(a) ? NULL : document_comment(app_document_const(a));

	buf[0] = '\0';
	if (c) {
		for (char *s = c; *s; s++)
			if (*s == '\n')
				*s = ' ';
		snprintf(buf, len, " Comment: %s", c);
		free(c);
	}
	return buf;
}

/* --- teaching: the frames of a move ---------------------------------------------------------------- */

/* Open the frames of c at p from the position now (built before the move is played). */
static void frames_open(struct app *a, const struct frames *fs, bool played)
{
	struct frames_open o = { *fs, played };

	app_push(a, &mode_frames, &o);
}

/* The frames of the move that led to the current node, when it is one stone move: built from the
 * position before it (the document steps back and forward again, changing nothing).  -1 when the
 * node holds no single stone move. */
static int frames_of_current(struct app *a, struct frames *fs)
{
	struct document *d = app_document(a);
	const struct game *g = app_game(a);
	const struct move *m = game_move(g, game_moves(g));
	const struct sgf_node *node = document_node(d);

	if (!m || m->action != ACTION_PLAY || !node->parent)
		return -1;
	enum color c = m->color;
	int p = m->point, n = game_moves(g);
	document_back(d, 1);
	bool one = game_moves(app_game(a)) == n - 1;
	if (one)
		frames_build(fs, app_game(a), c, p);
	document_goto_node(d, node);
	return one ? 0 : -1;
}

/* --- moves ---------------------------------------------------------------------------------------- */

static int cmd_pass(struct app *a, int argc, char **argv, bool force);

static int cmd_play(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	const struct board *b = game_board(app_game(a));
	int p = argc ? board_vertex_parse(b, argv[0]) : app_cursor(a);
	char why[APP_MESSAGE_MAX], at[8];
	unsigned before = document_generation(d);

	if (p == BOARD_NONE)
		return app_error(a, "play: %s is not a point of this %dx%d board (columns A-%c without I, "
				 "rows 1-%d)", argv[0], b->size, b->size, "ABCDEFGHJKLMNOPQRSTUVWXYZ"[b->size - 1],
				 b->size);
	if (p == BOARD_PASS)
		return cmd_pass(a, 0, NULL, force);
	enum color c = game_to_move(app_game(a));
	if (engine_seat_guard(a, "play", c) != 0)
		return REACT_MESSAGE;
	if (timer_expired(a))
		return REACT_ALL;
	struct frames fs;
	bool teach = app_teaching(a) && game_phase(app_game(a)) == PHASE_PLAY;
	if (teach)
		frames_build(&fs, app_game(a), c, p);
	/* In play the line played is the main line; review puts a new move after the others. */
	bool review = app_has_mode(a, &mode_review);
	struct verdict_info v = review ? document_play(d, c, p) : document_play_main(d, c, p);
	const struct game *g = app_game(a);
	if (teach && v.verdict != VERDICT_LEGAL && v.verdict != VERDICT_OCCUPIED) {
		frames_open(a, &fs, false);
		return app_error(a, "%s; the frames show why (Escape leaves them)",
				 game_verdict_str(g, &v, why, sizeof why)) | REACT_ALL;
	}
	if (teach && v.verdict != VERDICT_LEGAL)
		frames_free(&fs);
	if (v.verdict == VERDICT_GAME_OVER && game_end_reason(g) == END_PASSES)
		return app_error(a, "%s; u takes back the last pass, c continues play",
				 game_verdict_str(g, &v, why, sizeof why));
	if (v.verdict == VERDICT_GAME_OVER && document_resigned_here(d))
		return app_error(a, "%s; u takes back the resignation", game_verdict_str(g, &v, why, sizeof why));
	if (v.verdict != VERDICT_LEGAL)
		return app_error(a, "%s", game_verdict_str(g, &v, why, sizeof why));
	app_set_cursor(a, p);
	int took = game_move(g, game_moves(g))->captured;
	app_moved(a, c);
	command_did(a, before);
	if (teach) {
		frames_open(a, &fs, true);
		return app_message(a, "%s %s: its frames, as rule 7 resolves it (Right steps, Escape leaves).",
				   color_name(c), board_vertex_str(b, p, at)) | REACT_ALL;
	}
	char next[192];
	const char *how = engine_next_words(a, next, sizeof next);
	if (took)
		return app_message(a, "%s %s took %d stone%s.%s", color_name(c), board_vertex_str(b, p, at), took,
				   took == 1 ? "" : "s", how) | REACT_ALL;
	return app_message(a, "%s %s.%s", color_name(c), board_vertex_str(b, p, at), how) | REACT_ALL;
}

static int cmd_pass(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	enum color c = game_to_move(app_game(a));
	unsigned before = document_generation(d);

	(void)argc, (void)argv, (void)force;
	if (engine_seat_guard(a, "pass", c) != 0)
		return REACT_MESSAGE;
	if (timer_expired(a))
		return REACT_ALL;
	if ((app_has_mode(a, &mode_review) ? document_pass(d, c) : document_pass_main(d, c)) != 0)
		return app_error(a, "pass: the game is over");
	app_moved(a, c);
	command_did(a, before);
	if (game_end_reason(app_game(a)) == END_PASSES) {
		app_push(a, &mode_score, NULL);
		if (game_rules(app_game(a))->dead == DEAD_PLAYOUT)   /* Tromp-Taylor: nothing to mark */
			return app_message(a, "%s passed: both players passed, so play has ended. Under these rules "
					   "every stone on the board counts as it stands: a accepts the count; u takes "
					   "back the pass, c plays on.", color_name(c)) | REACT_ALL;
		return app_message(a, "%s passed: both players passed, so play has ended. Mark the dead stones "
				   "(Enter on a stone), then a accepts the count; u takes back the pass, c plays on.",
				   color_name(c)) | REACT_ALL;
	}
	char next[192];
	return app_message(a, "%s passed. If %s passes too, play ends.%s", color_name(c),
			   color_name(color_other(c)), engine_next_words(a, next, sizeof next)) | REACT_ALL;
}

/* "move 12 (Black D4)" */
static const char *move_words(const struct game *g, int n, char *buf, size_t len)
{
	const struct move *m = game_move(g, n);
	char at[8];

	if (m->action == ACTION_PLAY)
		snprintf(buf, len, "move %d (%s %s)", n, color_name(m->color),
			 board_vertex_str(game_board(g), m->point, at));
	else if (m->action == ACTION_SETUP)
		snprintf(buf, len, "move %d (stones set up)", n);
	else
		snprintf(buf, len, "move %d (%s %s)", n, color_name(m->color),
			 m->action == ACTION_PASS ? "passed" : "resigned");
	return buf;
}

/* How many moves undo takes back: the engine's reply together with the person's move before it,
 * so that the person is to play again; else one. */
static int undo_count(struct app *a)
{
	const struct game *g = app_game(a);
	int n = game_moves(g);

	if (n < 2 || app_base(a) != &mode_play)
		return 1;
	const struct move *last = game_move(g, n), *before = game_move(g, n - 1);
	bool reply = last->action != ACTION_SETUP && before->action != ACTION_SETUP && engines_plays(a, last->color) &&
		     !engines_plays(a, before->color) && last->color != before->color;
	return reply ? 2 : 1;
}

static int cmd_undo(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	char words[160], comment[APP_MESSAGE_MAX];
	int n = game_moves(app_game(a));

	(void)argc, (void)argv, (void)force;
	if (document_resigned_here(d)) {
		bool on_time = document_resigned_how(d) == 'T';
		document_unresign(d);
		if (on_time)
			timer_resync(a);   /* the clock stopped at the flag: it runs again, from the record */
		app_edited(a);
		return app_message(a, "Took back the %s: %s to play.", on_time ? "loss on time" : "resignation",
				   color_name(game_to_move(app_game(a)))) | REACT_ALL;
	}
	if (n == 0)
		return app_error(a, "undo: nothing to take back: this is the start of the game");
	move_words(app_game(a), n, words, sizeof words);
	int back = undo_count(a);
	if (back == 2) {
		char first[64];
		move_words(app_game(a), n - 1, first, sizeof first);
		snprintf(words + strlen(words), sizeof words - strlen(words), " and %s", first);
	}
	document_back(d, back);
	app_navigated(a);
	return app_message(a, "Took back %s. r plays it again.%s", words,
			   comment_words(a, comment, sizeof comment)) | REACT_ALL;
}

static int cmd_redo(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	char words[64], comment[APP_MESSAGE_MAX];

	(void)argc, (void)argv, (void)force;
	if (document_forward(d, 1) == 0)
		return app_error(a, "redo: nothing to play again: this is the end of the line");
	app_navigated(a);
	const struct game *g = app_game(a);
	struct frames fs;
	if (app_teaching(a) && frames_of_current(a, &fs) == 0) {
		frames_open(a, &fs, true);
		return app_message(a, "Played again %s: its frames (Right steps, Escape leaves).",
				   move_words(g, game_moves(g), words, sizeof words)) | REACT_ALL;
	}
	if (game_end_reason(g) == END_PASSES && game_move(g, game_moves(g))->action == ACTION_PASS)
		app_push(a, &mode_score, NULL);   /* the pass that ends play, played again */
	if (game_moves(g) == 0)
		return app_message(a, "At the start.%s", comment_words(a, comment, sizeof comment)) | REACT_ALL;
	return app_message(a, "Played again %s.%s", move_words(g, game_moves(g), words, sizeof words),
			   comment_words(a, comment, sizeof comment)) | REACT_ALL;
}

static int cmd_resign(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	enum color c = game_to_move(app_game(a));
	char question[128];

	(void)argc, (void)argv;
	if (game_phase(app_game(a)) != PHASE_PLAY)
		return app_error(a, "resign: the game is over");
	if (engines_plays(a, c) && !engines_moving(a) && app_base(a) == &mode_play) {
		if (engines_plays(a, color_other(c)))
			return app_error(a, "resign: engines play both sides; each resigns by itself");
		c = color_other(c);   /* the person resigns while the engine thinks */
	}
	if (document_ahead(d) > 0 || document_node(d)->child)
		return app_error(a, "resign: this is not the end of the game: later moves follow here "
				 "(End goes to the end of the line)");
	if (!force) {
		snprintf(question, sizeof question, "%s resigns, and %s wins?", color_name(c),
			 color_name(color_other(c)));
		return app_confirm(a, question, "resign!", NULL);
	}
	document_resign(d, c);
	app_edited(a);
	return app_message(a, "%s resigned: %s wins (%c+R). u takes it back.", color_name(c),
			   color_name(color_other(c)), c == BLACK ? 'W' : 'B') | REACT_ALL;
}

static int cmd_resume(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);

	(void)argc, (void)argv, (void)force;
	if (game_end_reason(g) == END_NONE)
		return app_error(a, "continue: the game is not over");
	if (game_end_reason(g) == END_RESIGN)
		return app_error(a, "continue: a resigned game cannot go on; u takes back the resignation");
	document_resume(app_document(a));
	app_pop(a, &mode_score);
	return app_message(a, "Play goes on: %s to play.", color_name(game_to_move(g))) | REACT_ALL;
}

/* Where navigation arrived, in words. */
static int at_message(struct app *a)
{
	const struct document *d = app_document(a);
	int n = game_moves(app_game(a)), last = n + document_ahead(d) > 0 ? document_line_moves(d) : 0;
	char comment[APP_MESSAGE_MAX];

	comment_words(a, comment, sizeof comment);
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
	else if (parse_int(argv[0], 0, last, &n) != 0)
		return app_error(a, "goto: %s is not a move number from 0 to %d", argv[0], last);
	else
		document_goto_move(d, n);
	app_navigated(a);
	return at_message(a);
}

/* back [N] and forward [N]. */
static int cmd_step(struct app *a, int argc, char **argv, bool forward)
{
	struct document *d = app_document(a);
	int n = 1;

	if (argc && parse_int(argv[0], 1, 1000000, &n) != 0)
		return app_error(a, "%s: %s is not a number of moves", forward ? "forward" : "back", argv[0]);
	int done = forward ? document_forward(d, n) : document_back(d, n);
	if (done == 0)
		return app_error(a, "%s: %s", forward ? "forward" : "back",
				 forward ? "this is the end of the line" : "this is the start of the game");
	app_navigated(a);
	return at_message(a);
}

static int cmd_back(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return cmd_step(a, argc, argv, false);
}

static int cmd_forward(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return cmd_step(a, argc, argv, true);
}

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
	else if (parse_int(how, 1, 1000000, &to) == 0)
		to--;
	if (to < 0 || to >= count)
		return app_error(a, "variation: there are %d next moves here, a to %c; this is %c", count,
				 'a' + (count - 1 < 25 ? count - 1 : 25), 'a' + (at < 25 ? at : 25));
	document_choose_next(d, to);
	app_navigated(a);   /* the panel names the move forward plays (walking: no change) */
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
	else if (parse_int(argv[0], 1, 1000000, &to) == 0)
		to--;
	else
		return app_error(a, "variation: next, prev or a number from 1 to %d", count);
	if (count < 2)
		return choose_next_move(a, argv[0]);
	if (to < 0 || to >= count)
		return app_error(a, "variation: there are %d variations at this move; this is number %d", count,
				 at + 1);
	document_goto_variation(d, to);
	app_navigated(a);
	return app_message(a, "Variation %d of %d at move %d.%s", to + 1, count, game_moves(app_game(a)),
			   comment_words(a, comment, sizeof comment)) | REACT_ALL;
}

static int on_off(const char *word, bool now);

static int cmd_teach(struct app *a, int argc, char **argv, bool force)
{
	int v = on_off(argc ? argv[0] : NULL, app_teaching(a));
	struct frames fs;

	(void)force;
	if (v < 0)
		return app_error(a, "teach: on or off");
	app_set_teaching(a, v);
	if (!v)
		return app_message(a, "Teaching off: moves are played without their frames.") | REACT_ALL;
	if (frames_of_current(a, &fs) == 0) {
		frames_open(a, &fs, true);
		return app_message(a, "Teaching on: the frames of the move that led here (Right steps, Escape "
				   "leaves); every move played opens its own.") | REACT_ALL;
	}
	return app_message(a, "Teaching on: every move played now opens its frames, rule 7 step by step.") |
	       REACT_ALL;
}

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
	frames_open(a, &fs, false);
	return app_message(a, "%s %s, traced without playing it (Right steps, Escape leaves).", color_name(c),
			   board_vertex_str(b, p, at)) | REACT_ALL;
}

/* The point a command is about (teaching, a dispute): its argument, or the cursor.  BOARD_NONE with a
 * message. */
static int teaching_point(struct app *a, const char *name, int argc, char **argv)
{
	const struct board *b = game_board(app_game(a));
	int p = argc ? board_vertex_parse(b, argv[0]) : app_cursor(a);

	if (p == BOARD_NONE || p == BOARD_PASS) {
		app_error(a, "%s: %s is not a point of this %dx%d board", name, argv[0], b->size, b->size);
		return BOARD_NONE;
	}
	return p;
}

static int cmd_reach(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	app_pop(a, &mode_reach);
	if (argc && !strcmp(argv[0], "off"))
		return app_message(a, "Back to the board.") | REACT_ALL;
	if (argc == 0)
		return app_push(a, &mode_reach, "whole");
	int p = teaching_point(a, "reach", argc, argv);
	if (p == BOARD_NONE)
		return REACT_MESSAGE;
	app_set_cursor(a, p);
	return app_push(a, &mode_reach, NULL);
}

/* review [on|off]: the review mode over the board */
static int cmd_review(struct app *a, int argc, char **argv, bool force)
{
	int v = on_off(argc ? argv[0] : NULL, app_has_mode(a, &mode_review));

	(void)force;
	if (v < 0)
		return app_error(a, "review: on or off");
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

/* The move at the point judged under every preset, one line each. */
static int cmd_explain(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);
	int p = teaching_point(a, "explain", argc, argv);
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

static int cmd_rules_diff(struct app *a, int argc, char **argv, bool force)
{
	struct ruleset r;
	char why[256];

	(void)force;
	app_pop(a, &mode_rulesdiff);
	if (argc == 1 && !strcmp(argv[0], "off"))
		return app_message(a, "Back to the board.") | REACT_ALL;
	if (argc != 2)
		return app_error(a, "usage: rules-diff A B (two rulesets: japanese, chinese, tromp-taylor, ...)");
	for (int i = 0; i < 2; i++)
		if (ruleset_parse(&r, argv[i], why, sizeof why) != 0)
			return app_error(a, "rules-diff: %s", why);
	const char *names[2] = { argv[0], argv[1] };
	return app_push(a, &mode_rulesdiff, names);
}

/* count [RULESET]: the count of the board walked frame by frame, with the marking in force. */
static int cmd_count(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);
	struct ruleset r = *game_rules(g);
	char why[256], name[64];
	struct frames fs;

	(void)force;
	if (argc && ruleset_parse(&r, argv[0], why, sizeof why) != 0)
		return app_error(a, "count: %s", why);
	r.komi2 = game_rules(g)->komi2;
	const char *preset = ruleset_preset_of(&r);
	snprintf(name, sizeof name, "%s", argc ? argv[0] : preset ? preset : "these rules");
	frames_count(&fs, g, marking_get(app_marking(a)), &r, name);
	frames_open(a, &fs, false);
	return app_message(a, "The count by %s, step by step (Right steps, Escape leaves).", name) | REACT_ALL;
}

/* dispute [VERTEX]: the chain there (the cursor's) settled by hypothetical play in the sandbox. */
static int cmd_dispute(struct app *a, int argc, char **argv, bool force)
{
	const struct board *b = game_board(app_game(a));
	int p = teaching_point(a, "dispute", argc, argv);
	char at[8];

	(void)force;
	if (p == BOARD_NONE)
		return REACT_MESSAGE;
	if (b->color[p] != BLACK && b->color[p] != WHITE)
		return app_error(a, "dispute: %s is empty: a dispute is over a chain of stones", board_vertex_str(b, p, at));
	app_set_cursor(a, p);
	return app_push(a, &mode_dispute, &p);
}

static int cmd_score(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	if (app_has_mode(a, &mode_score))
		return app_error(a, "score: the count is open already");
	app_push(a, &mode_score, NULL);
	return app_message(a, "A look at the count of the game as it is now, marked by the analysis (f says "
			   "whether it is played out first, F switches; Enter changes a chain; nothing is "
			   "recorded). Escape goes back.") | REACT_ALL;
}

/* --- the game's setup ----------------------------------------------------------------------------- */

/* Report a bad option of `new`; returns -1. */
static int new_fail(struct app *a, const char *fmt, const char *v)
{
	app_error(a, fmt, v);
	return -1;
}

static int new_option(struct app *a, struct app_setup *s, const char *opt)
{
	const char *eq = strchr(opt, '=');
	char why[256];

	if (!eq)
		return new_fail(a, "new: %s: options are size=N rules=NAME komi=K|auto handicap=N placement=fixed|free "
				"clock=SPEC black=NAME white=NAME", opt);
	size_t k = (size_t)(eq - opt);
	const char *v = eq + 1;
	if (!strncmp(opt, "size", k) && k == 4) {
		if (parse_int(v, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s->size) == 0)
			return 0;
		return new_fail(a, "new: size=%s: boards have 2 to 25 lines", v);
	}
	if (!strncmp(opt, "rules", k) && k == 5) {
		int komi2 = s->rules.komi2;
		if (ruleset_parse(&s->rules, v, why, sizeof why) != 0)
			return new_fail(a, "new: rules: %s", why);
		if (s->komi_set && !strstr(v, "komi"))
			s->rules.komi2 = komi2;
		return 0;
	}
	if (!strncmp(opt, "komi", k) && k == 4 && !strcmp(v, "auto")) {
		struct ruleset preset;
		const char *name = ruleset_preset_of(&s->rules);
		if (name && ruleset_parse(&preset, name, NULL, 0) == 0)
			s->rules.komi2 = preset.komi2;
		s->komi_set = false;   /* the rules' komi, or their handicap komi */
		return 0;
	}
	if (!strncmp(opt, "komi", k) && k == 4) {
		if (ruleset_parse_komi(v, &s->rules.komi2) != 0)
			return new_fail(a, "new: komi=%s is not a komi (6.5, 7, 0.5, -3)", v);
		s->komi_set = true;
		return 0;
	}
	if (!strncmp(opt, "handicap", k) && k == 8) {
		if (parse_int(v, 0, 9, &s->handicap) == 0)
			return 0;
		return new_fail(a, "new: handicap=%s: 0 for none, or 2 to 9 stones", v);
	}
	if ((!strncmp(opt, "black", k) && k == 5) || (!strncmp(opt, "white", k) && k == 5)) {
		snprintf(s->names[opt[0] == 'b' ? BLACK : WHITE], APP_NAME_MAX, "%s", v);
		return 0;
	}
	if (!strncmp(opt, "placement", k) && k == 9) {
		if (strcmp(v, "fixed") && strcmp(v, "free"))
			return new_fail(a, "new: placement=%s: fixed (the star points) or free (Black places them)", v);
		s->free_handicap = !strcmp(v, "free");
		return 0;
	}
	if (!strncmp(opt, "clock", k) && k == 5) {
		if (clock_parse(v, &s->clock, why, sizeof why) != 0) {
			app_error(a, "new: clock=%s", why);
			return -1;
		}
		return 0;
	}
	return new_fail(a, "new: unknown option %s (size, rules, komi, handicap, placement, clock, black, white)",
			opt);
}

/* Start a new game from s, asking first when the current game is not saved. */
static int new_game_from(struct app *a, const struct app_setup *s, const char *name, int argc,
			 char **argv, bool force)
{
	char what[128], komi[16];
	int react;

	if (!handicap_possible(s->size, s->handicap, s->free_handicap))
		return app_error(a, "%s: a %dx%d board takes no handicap of %d stones (fixed: 2-9 on odd sizes "
				 "from 7, 2-4 on even sizes from 8; free: 2-9)", name, s->size, s->size, s->handicap);
	snprintf(what, sizeof what, "Start a new %dx%d game", s->size, s->size);
	if (command_guard(a, name, argc, argv, force, what, &react) != 0)
		return react;
	*app_setup(a) = *s;
	react = app_new_game(a);
	const char *preset = ruleset_preset_of(&s->rules);
	int komi2 = game_rules(app_game(a))->komi2;
	const char *hkomi = s->handicap && !s->komi_set && komi2 != s->rules.komi2 ? " (their handicap komi)" : "";
	char clock[128] = "";
	if (s->clock.system != CLOCK_NONE) {
		clock_spec_words(&s->clock, clock + 2, sizeof clock - 2);
		memcpy(clock, ", ", 2);
	}
	if (s->handicap && s->free_handicap)
		app_message(a, "New %dx%d game, %s rules, komi %s%s%s. Black places %d handicap stones anywhere "
			    "(Enter at the cursor), then White plays.", s->size, s->size, preset ? preset : "custom",
			    ruleset_komi_str(komi2, komi), hkomi, clock, s->handicap);
	else
		app_message(a, "New %dx%d game, %s rules, komi %s%s%s. %s plays first.", s->size, s->size,
			    preset ? preset : "custom", ruleset_komi_str(komi2, komi), hkomi, clock,
			    s->handicap ? "After the handicap, White" : "Black");
	return react;
}

static int cmd_new(struct app *a, int argc, char **argv, bool force)
{
	struct app_setup s = *app_setup(a);

	for (int i = 0; i < argc; i++)
		if (new_option(a, &s, argv[i]) != 0)
			return REACT_MESSAGE;
	return new_game_from(a, &s, "new", argc, argv, force);
}

static int cmd_size(struct app *a, int argc, char **argv, bool force)
{
	struct app_setup s = *app_setup(a);

	(void)argc;
	if (parse_int(argv[0], BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s.size) != 0)
		return app_error(a, "size: %s: boards have 2 to 25 lines", argv[0]);
	if (!handicap_possible(s.size, s.handicap, s.free_handicap))
		s.handicap = 0;
	return new_game_from(a, &s, "size", 1, argv, force);
}

static int cmd_handicap(struct app *a, int argc, char **argv, bool force)
{
	struct app_setup s = *app_setup(a);

	if (parse_int(argv[0], 0, 9, &s.handicap) != 0 || s.handicap == 1)
		return app_error(a, "handicap: %s: 0 for none, or 2 to 9 stones", argv[0]);
	if (argc > 1 && strcmp(argv[1], "fixed") && strcmp(argv[1], "free"))
		return app_error(a, "handicap: %s: fixed (on the star points) or free (Black places them)", argv[1]);
	if (argc > 1)
		s.free_handicap = !strcmp(argv[1], "free");
	return new_game_from(a, &s, "handicap", argc, argv, force);
}

static int cmd_rules(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	struct app_setup *setup = app_setup(a);
	struct ruleset r;
	char why[256], komi[16], desc[128];
	int moves = game_moves(app_game(a));

	(void)argc, (void)force;
	if (ruleset_parse(&r, argv[0], why, sizeof why) != 0)
		return app_error(a, "rules: %s", why);
	/* A komi that was chosen (by `komi`, --komi or the file's KM) stays; a preset's follows, its
	 * handicap komi in a handicap game. */
	if ((setup->komi_set || document_komi_given(d)) && !strstr(argv[0], "komi"))
		r.komi2 = game_rules(app_game(a))->komi2;
	else if (!strstr(argv[0], "komi"))
		r.komi2 = ruleset_handicap_komi(&r, game_handicap(app_game(a)));
	document_set_rules(d, &r);
	setup->rules = r;
	app_edited(a);
	snprintf(desc, sizeof desc, "%s counting, %s", ruleset_scoring_str(r.scoring), ruleset_ko_str(r.ko));
	const char *preset = ruleset_preset_of(&r) ? ruleset_preset_of(&r) : argv[0];
	if (game_moves(app_game(a)) < moves)
		return app_error(a, "Rules: %s (%s), komi %s. Under them the game stops at move %d: %s", preset,
				 desc, ruleset_komi_str(r.komi2, komi), game_moves(app_game(a)) + 1,
				 document_stop_reason(d)) | REACT_ALL;
	return app_message(a, "Rules: %s (%s), komi %s.%s", preset, desc, ruleset_komi_str(r.komi2, komi),
			   moves ? " The moves played so far stay." : "") | REACT_ALL;
}

static int cmd_komi(struct app *a, int argc, char **argv, bool force)
{
	int komi2;
	char komi[16];

	(void)argc, (void)force;
	if (ruleset_parse_komi(argv[0], &komi2) != 0)
		return app_error(a, "komi: %s is not a komi (6.5, 7, 0.5, -3)", argv[0]);
	document_set_komi(app_document(a), komi2);
	app_setup(a)->rules.komi2 = komi2;
	app_setup(a)->komi_set = true;
	app_edited(a);
	return app_message(a, "Komi %s: White gets %s point%s for moving second.", ruleset_komi_str(komi2, komi),
			   komi, komi2 == 2 ? "" : "s") | REACT_ALL;
}

static int cmd_player(struct app *a, int argc, char **argv, bool force)
{
	enum color c = !strcasecmp(argv[0], "black") ? BLACK : !strcasecmp(argv[0], "white") ? WHITE : EMPTY;
	const char *name = argc > 1 ? argv[1] : "";

	(void)force;
	if (c == EMPTY)
		return app_error(a, "player: black or white, then the name");
	document_set_player(app_document(a), c, name);
	snprintf(app_setup(a)->names[c], APP_NAME_MAX, "%s", name);
	app_edited(a);
	return app_message(a, "%s is %s.", color_name(c), argc > 1 ? argv[1] : "unnamed") | REACT_ALL;
}

/* --- the clock and the engines ------------------------------------------------------------------------ */

/* "Clock: byo-yomi: 10:00, then 5 periods of 0:30; Black 9:58, White 10:00 (paused)." */
static int clock_said(struct app *a, const char *what)
{
	char words[128], side[2][32];
	const struct clock *k = timer_clock(a);

	if (!timer_on(a))
		return app_message(a, "%sNo clock: clock SPEC sets one (absolute 30:00, byoyomi 10:00 5x30, "
				   "canadian 10:00 25/5:00, fischer 5:00 +10).", what);
	for (enum color c = BLACK; c <= WHITE; c++) {
		struct clock_side now = clock_side(k, c);
		clock_side_str(&k->spec, &now, side[c - BLACK], sizeof side[0]);
	}
	return app_message(a, "%sClock: %s; Black %s, White %s%s.", what, timer_words(a, words, sizeof words), side[0],
			   side[1], timer_paused(a) ? " (paused: clock resume)" : "") | REACT_PANEL;
}

/* clock [SPEC|off|pause|resume|toggle|bell on|off] */
static int cmd_clock(struct app *a, int argc, char **argv, bool force)
{
	struct clock_spec spec;
	char text[256], err[512];
	size_t n = 0;

	(void)force;
	if (argc == 0)
		return clock_said(a, "");
	const char *w = argv[0];
	if (!strcmp(w, "bell")) {
		int v = on_off(argc > 1 ? argv[1] : NULL, timer_bell(a));
		if (v < 0 || argc > 2)
			return app_error(a, "clock bell: on or off");
		timer_set_bell(a, v);
		return app_message(a, "The bell %s in the last seconds.", v ? "rings" : "does not ring");
	}
	if (!strcmp(w, "pause") || !strcmp(w, "resume") || !strcmp(w, "toggle")) {
		if (!timer_on(a))
			return app_error(a, "clock %s: this game has no clock", w);
		bool pause = !strcmp(w, "toggle") ? !timer_paused(a) : !strcmp(w, "pause");
		timer_pause(a, pause);
		return clock_said(a, pause ? "Both clocks stopped. " : "The clocks go on. ");
	}
	for (int i = 0; i < argc; i++)
		n += (size_t)snprintf(text + n, n < sizeof text ? sizeof text - n : 0, "%s%s", i ? " " : "", argv[i]);
	if (clock_parse(text, &spec, err, sizeof err) != 0)
		return app_error(a, "clock: %s", err);
	timer_set(a, &spec);
	app_setup(a)->clock = spec;
	app_edited(a);
	if (spec.system == CLOCK_NONE)
		return app_message(a, "No clock: the game is played without time.") | REACT_ALL;
	return clock_said(a, "Both players start with their whole time. ") | REACT_ALL;
}

/* The words of argv[from..] joined by blanks (caller frees). */
static char *command_join(int argc, char **argv, int from)
{
	size_t len = 1;

	for (int i = from; i < argc; i++)
		len += strlen(argv[i]) + 1;
	char *s = xmalloc(len);
	s[0] = '\0';
	for (int i = from; i < argc; i++) {
		if (i > from)
			strcat(s, " ");
		strcat(s, argv[i]);
	}
	return s;
}

/* The seat a word names: black, white, hint; -1 for none. */
static int engine_seat(const char *w)
{
	return !strcmp(w, "black") ? BLACK : !strcmp(w, "white") ? WHITE : !strcmp(w, "hint") ? ENGINES_HINT : -1;
}

/* engine [black|white|hint CMD...|off [black|white|hint]|dead] */
static int cmd_engine(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	if (argc == 0)
		return engines_describe(a);
	if (!strcmp(argv[0], "dead") && argc == 1)
		return engines_ask_dead(a);
	if (!strcmp(argv[0], "off")) {
		int seat = argc > 1 ? engine_seat(argv[1]) : EDGE;
		if (seat < 0 || argc > 2)
			return app_error(a, "engine off: black, white, hint, or nothing for every engine");
		return engines_detach(a, (enum color)seat);
	}
	int seat = engine_seat(argv[0]);
	if (seat < 0)
		return app_error(a, "engine: %s: black, white or hint, then the engine's command (engine white "
				 "gnugo --mode gtp), or off, or dead", argv[0]);
	if (argc < 2)
		return app_error(a, "engine %s: the engine's command is missing (such as gnugo --mode gtp)", argv[0]);
	char *command = command_join(argc, argv, 1);
	int react = engines_attach(a, (enum color)seat, command);
	free(command);
	return react;
}

static int cmd_hint(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	return engines_hint(a);
}

/* --- files ---------------------------------------------------------------------------------------- */

static int cmd_load(struct app *a, int argc, char **argv, bool force)
{
	char what[APP_MESSAGE_MAX];
	int react;

	snprintf(what, sizeof what, "Load %s", argv[0]);
	if (command_guard(a, "load", argc, argv, force, what, &react) != 0)
		return react;
	app_load(a, argv[0]);
	return REACT_ALL;
}

/* Are x and y (names as typed) the same file? */
static bool same_file(const char *x, const char *y)
{
	struct stat sx, sy;

	if (!x || !y)
		return false;
	char *fx = app_path(x), *fy = app_path(y);
	bool same = stat(fx, &sx) != 0 || stat(fy, &sy) != 0 ? strcmp(fx, fy) == 0
		  : sx.st_dev == sy.st_dev && sx.st_ino == sy.st_ino;
	free(fx);
	free(fy);
	return same;
}

/* Save to path (as typed), asking first before replacing another file. */
static int save_to(struct app *a, const char *path, bool force)
{
	char err[APP_MESSAGE_MAX], question[APP_MESSAGE_MAX];
	char *full = app_path(path);
	struct stat st;
	int react = REACT_ALL;

	if (atomic_writable(full, err, sizeof err) != 0) {   /* a directory, a FIFO, a device: no question */
		react = app_error(a, "save: %s; the game is not saved", err);
	} else if (!force && stat(full, &st) == 0 && !same_file(path, app_file(a))) {
		snprintf(question, sizeof question, "%s already exists. Replace it with this game?", path);
		react = command_ask(a, question, "save", 1, (char *[]){ (char *)path });
	} else if (!force && same_file(path, app_file(a)) && app_file_changed(a)) {   /* as editors ask */
		snprintf(question, sizeof question, "%s changed on disk since it was loaded or saved here (another "
			 "board or program wrote it). Replace it with this game, losing that change?", path);
		react = command_ask(a, question, "save", 1, (char *[]){ (char *)path });
	} else {
		app_save(a, path);
	}
	free(full);
	return react;
}

/* True if the file a name typed stands for is in the case library, which is never written. */
static bool in_library(const char *name)
{
	char *full = app_path(name);
	bool in = library_holds(full);

	free(full);
	return in;
}

/* A case of the library opened: the prompt, with a new name in the current directory proposed. */
static int save_case_as(struct app *a, const char *file)
{
	char name[512], line[600];

	library_save_name(file, name, sizeof name);
	snprintf(line, sizeof line, "save %s", name);
	app_push(a, &mode_prompt, line);
	return app_message(a, "The case library is never written: Enter saves this game as %s in the current "
			   "directory (or type another name).", name) | REACT_ALL;
}

static int cmd_save(struct app *a, int argc, char **argv, bool force)
{
	const char *file = app_file(a);

	if (argc == 0 && file && in_library(file))
		return save_case_as(a, file);
	if (argc == 0 && !file) {
		app_push(a, &mode_prompt, "save ");
		return app_message(a, "Save as: type a file name (Tab completes), then Enter.") | REACT_ALL;
	}
	const char *name = argc ? argv[0] : file;
	const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
	size_t len = strlen(name) + 5;
	char *path = xmalloc(len);
	snprintf(path, len, "%s%s", name, *base && !strchr(base, '.') ? ".sgf" : "");
	int react = in_library(path) ? app_error(a, "save: %s is in the case library, which tengen never "
						 "changes; save the game under a name of your own", path)
				     : save_to(a, path, force);
	free(path);
	return react;
}

/* --- the program ---------------------------------------------------------------------------------- */

static int cmd_quit(struct app *a, int argc, char **argv, bool force)
{
	char question[APP_MESSAGE_MAX];

	(void)argc, (void)argv;
	if (force || !app_unsaved(a))
		return REACT_QUIT;
	const char *kept = app_autosave_current(a);
	if (kept)
		snprintf(question, sizeof question, "Quit? This game is not saved to a file; it stays in the "
			 "autosave (%s), and the next tengen offers to resume it.", kept);
	else
		snprintf(question, sizeof question, "Quit? This game is not saved to a file%s, and it will be "
			 "lost.", app_autosave_error(a) ? " and the autosave failed" : "");
	return app_confirm(a, question, "quit!", NULL);
}

static int cmd_help(struct app *a, int argc, char **argv, bool force)
{
	char where[96];

	(void)force;
	if (argc == 0)
		return app_push(a, &mode_help, NULL);
	const struct command *c = command_find_for(a, argv[0]);
	if (!c)
		return app_error(a, "help: no command %s; ? lists them all", argv[0]);
	command_where(c, where, sizeof where);
	return app_message(a, "%s%s%s: %s%s", c->name, *c->usage ? " " : "", c->usage, c->help, where);
}

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

static int on_off(const char *word, bool now)
{
	if (!word)
		return !now;
	if (!strcmp(word, "on"))
		return 1;
	if (!strcmp(word, "off"))
		return 0;
	return -1;
}

static int cmd_numbers(struct app *a, int argc, char **argv, bool force)
{
	int v = on_off(argc ? argv[0] : NULL, app_look(a)->numbers);

	(void)force;
	if (v < 0)
		return app_error(a, "numbers: on or off");
	app_look(a)->numbers = v;
	if (v && game_moves(app_game(a)) >= 100)
		return app_message(a, "Move numbers shown; from move 100 on, their last two digits, as printed "
				   "diagrams number them.") | REACT_ALL;
	return app_message(a, "Move numbers %s.", v ? "shown" : "hidden") | REACT_ALL;
}

static int cmd_ascii(struct app *a, int argc, char **argv, bool force)
{
	int v = on_off(argc ? argv[0] : NULL, app_look(a)->ascii);

	(void)force;
	if (v < 0)
		return app_error(a, "ascii: on or off");
	app_look(a)->ascii = v;
	return app_message(a, "%s board.", v ? "ASCII" : "Unicode") | REACT_ALL;
}

static int cmd_prompt(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return app_push(a, &mode_prompt, argc ? argv[0] : "");
}

static int cmd_dialog(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	return app_push(a, &mode_dialog, NULL);
}

static int cmd_autosave(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)force;
	if (!strcmp(argv[0], "resume"))
		return app_resume_autosave(a);
	if (!strcmp(argv[0], "discard"))
		return app_discard_autosave(a);
	return app_error(a, "autosave: resume or discard");
}

/* --- the table ------------------------------------------------------------------------------------ */

static const char *const words_cursor[] = { "left", "right", "up", "down", NULL };
static const char *const words_on_off[] = { "on", "off", NULL };
static const char *const words_player[] = { "black", "white", NULL };
static const char *const words_goto[] = { "start", "end", NULL };
static const char *const words_library[] = { "off", "next", "prev", "first", "last", "open", "topic", NULL };
static const char *const words_variation[] = { "next", "prev", "delete", NULL };
static const char *const words_new[] = { "size=", "rules=", "komi=", "handicap=", "placement=", "clock=",
					 "black=", "white=", NULL };
static const char *const words_handicap[] = { "fixed", "free", NULL };
static const char *const words_clock[] = { "absolute", "byoyomi", "canadian", "fischer", "off", "pause", "resume",
					   "toggle", "bell", NULL };
static const char *const words_engine[] = { "black", "white", "hint", "off", "dead", NULL };
static const char *const words_autosave[] = { "resume", "discard", NULL };
static const char *const words_info[] = { "GN", "EV", "RO", "DT", "PC", "PB", "BR", "PW", "WR", "KM", "RU", "HA",
					  "RE", "SO", "GC", "C", NULL };
static const char *const words_setup[] = { "black", "white", "empty", NULL };
static const char *const words_markup[] = { "triangle", "square", "circle", "cross", "dim", "undim", "clear",
					    "arrow", "line", NULL };
static const char *const words_edit[] = { "on", "off", "undo", "redo", NULL };
static const char *const words_export[] = { "diagram", "svg", "from", "count", NULL };
static const char *const words_game[] = { "next", "prev", NULL };
static const char *const words_exercise[] = { "topic", "next", "prev", "off", NULL };

/* Where the commands that walk the game apply: on the board, and from the count. */
#define MODES_WALK "play review score edit"
/* Where the commands of play apply: on the board, while reviewing and while setting up. */
#define MODES_BOARD "play review edit"

static const struct command commands[] = {
	{ .name = "play", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_play, .modes = MODES_BOARD,
	  .help = "play a stone for the player to move, at VERTEX (D4) or at the cursor" },
	{ .name = "pass", .usage = "", .exec = cmd_pass, .modes = MODES_BOARD,
	  .help = "pass; when both players pass in a row, play ends and the board is counted" },
	{ .name = "undo", .usage = "", .exec = cmd_undo, .modes = MODES_WALK,
	  .help = "take back the last move (it stays in the game: redo plays it again)" },
	{ .name = "redo", .usage = "", .exec = cmd_redo, .modes = MODES_BOARD,
	  .help = "play again the next move of the line" },
	{ .name = "resign", .usage = "", .exec = cmd_resign, .modes = MODES_BOARD,
	  .help = "the player to move resigns (asks first; resign! does not)" },
	{ .name = "continue", .usage = "", .exec = cmd_resume,
	  .help = "after both players passed: go on playing, the other player first" },
	{ .name = "goto", .usage = "N|start|end", .min_args = 1, .max_args = 1, .exec = cmd_goto,
	  .modes = MODES_WALK, .complete = COMMAND_ARG_WORDS, .words = words_goto,
	  .help = "show the position after move N of the line; a move there starts a variation" },
	{ .name = "back", .usage = "[N]", .max_args = 1, .exec = cmd_back, .modes = MODES_WALK,
	  .help = "go back N moves (1)" },
	{ .name = "forward", .usage = "[N]", .max_args = 1, .exec = cmd_forward, .modes = MODES_WALK,
	  .help = "go forward N moves (1) along the line" },
	{ .name = "variation", .usage = "next|prev|N|delete", .min_args = 1, .max_args = 1, .exec = cmd_variation,
	  .modes = MODES_WALK, .complete = COMMAND_ARG_WORDS, .words = words_variation,
	  .help = "another variation in place of the current move: the next, the previous, or number N "
		  "(at a move without any, which of the lettered next moves forward plays); or delete this "
		  "move and all after it (asks first)" },
	{ .name = "review", .usage = "[on|off]", .max_args = 1, .exec = cmd_review, .modes = MODES_BOARD,
	  .complete = COMMAND_ARG_WORDS, .words = words_on_off,
	  .help = "review the game tree: the arrows walk it, the panel shows the tree, comment and next moves" },
	{ .name = "comment", .usage = "[TEXT]", .max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_comment,
	  .modes = MODES_WALK,
	  .help = "add TEXT to this move's comment (comment! TEXT replaces it, comment! alone removes it)" },
	{ .name = "library", .usage = "[off|next|prev|first|last|open [N]|topic [NAME|next|all]]",
	  .max_args = 2, .exec = mode_library_command, .modes = "play review library",
	  .complete = COMMAND_ARG_WORDS, .words = words_library,
	  .help = "the case library: seki, ko, snap-back, the seed's diagrams, the rules at work; open one "
		  "in review with its life and death over the board" },
	{ .name = "info", .usage = "[PROP [VALUE]]", .max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_info,
	  .complete = COMMAND_ARG_WORDS, .words = words_info,
	  .help = "the game's information: players, ranks, event, date, rules, result; with PROP (GN EV RO DT PC "
		  "PB BR PW WR KM RU HA RE SO GC, C the comment) set it to VALUE, or remove it" },
	{ .name = "teach", .usage = "[on|off]", .max_args = 1, .exec = cmd_teach, .modes = MODES_BOARD,
	  .complete = COMMAND_ARG_WORDS, .words = words_on_off,
	  .help = "teaching: every move played opens its frames, rule 7 step by step" },
	{ .name = "trace", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_trace, .modes = MODES_BOARD,
	  .help = "the frames of a move at VERTEX (or the cursor) without playing it" },
	{ .name = "reach", .usage = "[VERTEX|off]", .max_args = 1, .exec = cmd_reach, .modes = "play review reach",
	  .help = "rule 3 from VERTEX (it follows the cursor); with no point, rule 9 on the whole board" },
	{ .name = "explain", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_explain,
	  .help = "the move at VERTEX (or the cursor) judged under every ruleset" },
	{ .name = "rules-diff", .usage = "A B|off", .min_args = 1, .max_args = 2, .exec = cmd_rules_diff,
	  .modes = "play review rules-diff", .complete = COMMAND_ARG_RULES,
	  .help = "how two rulesets differ: their fields, where a move is legal under one only, the count" },
	{ .name = "count", .usage = "[RULESET]", .max_args = 1, .exec = cmd_count, .modes = MODES_WALK,
	  .complete = COMMAND_ARG_RULES,
	  .help = "the count of this board by RULESET (the game's), step by step, with the dead stones marked" },
	{ .name = "dispute", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_dispute, .modes = MODES_WALK,
	  .help = "settle the chain at VERTEX (or the cursor) by hypothetical play in a sandbox; nothing is "
		  "recorded" },
	{ .name = "score", .usage = "", .exec = cmd_score, .modes = MODES_BOARD,
	  .help = "a look at the count of the game as it is now, marked by the analysis; nothing is recorded" },
	{ .name = "new", .usage = "[size=N] [rules=NAME] [komi=K|auto] [handicap=N] [placement=fixed|free] "
		  "[clock=SPEC] [black=NAME] [white=NAME]",
	  .max_args = 8, .exec = cmd_new, .complete = COMMAND_ARG_WORDS, .words = words_new,
	  .help = "start a new game: as the last one, changed by the options (komi=auto: the rules' own, "
		  "0.5 with a handicap)" },
	{ .name = "size", .usage = "N", .min_args = 1, .max_args = 1, .exec = cmd_size,
	  .help = "start a new game on an NxN board (2 to 25)" },
	{ .name = "rules", .usage = "NAME", .min_args = 1, .max_args = 1, .exec = cmd_rules,
	  .complete = COMMAND_ARG_RULES,
	  .help = "play on under other rules: japanese, chinese, aga, new-zealand, tromp-taylor, ..." },
	{ .name = "komi", .usage = "K", .min_args = 1, .max_args = 1, .exec = cmd_komi,
	  .help = "set the komi, the points White gets for moving second (6.5, 7, 0)" },
	{ .name = "handicap", .usage = "N [fixed|free]", .min_args = 1, .max_args = 2, .exec = cmd_handicap,
	  .complete = COMMAND_ARG_WORDS, .words = words_handicap,
	  .help = "start a new game with N black stones (0 for none, 2 to 9): on the star points, or free: "
		  "Black places them anywhere, then White plays" },
	{ .name = "clock", .usage = "[SPEC|off|pause|resume|toggle|bell on|off]", .max_args = 4, .exec = cmd_clock,
	  .complete = COMMAND_ARG_WORDS, .words = words_clock,
	  .help = "the game's clock: SPEC such as absolute 30:00, byoyomi 10:00 5x30, canadian 10:00 25/5:00, "
		  "fischer 5:00 +10 (both players start afresh); pause and resume both; the bell in the last seconds" },
	{ .name = "engine", .usage = "[black|white|hint CMD...|off [black|white|hint]|dead]",
	  .max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_engine, .complete = COMMAND_ARG_WORDS, .words = words_engine,
	  .help = "a GTP engine (a shell command) plays Black or White, or gives hints; off stops it; dead: its "
		  "dead stones beside the marking in the count" },
	{ .name = "hint", .usage = "", .exec = cmd_hint, .modes = "play",
	  .help = "ask an engine (--hint CMD, or one at the board) for a move for the player to move, and mark it" },
	{ .name = "player", .usage = "black|white [NAME]", .min_args = 1, .max_args = 2, .exec = cmd_player,
	  .complete = COMMAND_ARG_WORDS, .words = words_player, .help = "name a player" },
	{ .name = "load", .usage = "FILE", .min_args = 1, .max_args = 1, .exec = cmd_load,
	  .complete = COMMAND_ARG_FILE, .help = "open a game from an SGF file" },
	{ .name = "save", .usage = "[FILE]", .max_args = 1, .exec = cmd_save, .complete = COMMAND_ARG_FILE,
	  .help = "save the game and all its variations as SGF (to its file, or to FILE; .sgf is added "
		  "to a bare name); a case of the library is saved under a new name, never over the case" },
	{ .name = "help", .usage = "[COMMAND]", .max_args = 1, .exec = cmd_help,
	  .complete = COMMAND_ARG_COMMAND, .help = "list every key and command, or explain one command" },
	{ .name = "quit", .usage = "", .exec = cmd_quit,
	  .help = "leave tengen (asks first when the game is not saved; quit! does not)" },
	{ .name = "cursor", .usage = "left|right|up|down|VERTEX", .min_args = 1, .max_args = 1,
	  .exec = cmd_cursor, .complete = COMMAND_ARG_WORDS, .words = words_cursor,
	  .help = "move the cursor" },
	{ .name = "numbers", .usage = "[on|off]", .max_args = 1, .exec = cmd_numbers,
	  .complete = COMMAND_ARG_WORDS, .words = words_on_off, .help = "show or hide move numbers" },
	{ .name = "ascii", .usage = "[on|off]", .max_args = 1, .exec = cmd_ascii,
	  .complete = COMMAND_ARG_WORDS, .words = words_on_off,
	  .help = "draw the board with ASCII characters only" },
	{ .name = "command-prompt", .usage = "[TEXT]", .max_args = 1, .exec = cmd_prompt,
	  .help = "open the : prompt, with TEXT typed in" },
	{ .name = "new-dialog", .usage = "", .exec = cmd_dialog,
	  .help = "choose size, rules, komi, handicap and players, then start a new game" },
	/* the teacher's workbench: setting up and marking up (tui/term/modes/mode_edit.c) */
	{ .name = "edit", .usage = "[on|off|undo|redo]", .max_args = 1, .exec = mode_edit_command,
	  .modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_edit,
	  .help = "set up and mark up the position: a key per tool, Enter or a click uses it; undo and redo the "
		  "edits made there" },
	{ .name = "setup", .usage = "black|white|empty VERTEX...", .min_args = 2, .max_args = COMMAND_MAX_ARGS - 1,
	  .exec = mode_edit_setup, .modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_setup,
	  .help = "set up stones (AB AW AE): in this node when it holds no move, else in a new node after it" },
	{ .name = "to-play", .usage = "[black|white]", .max_args = 1, .exec = mode_edit_to_play,
	  .modes = "play review edit", .complete = COMMAND_ARG_WORDS, .words = words_player,
	  .help = "the player to move (PL; no word: the other one)" },
	{ .name = "markup", .usage = "triangle|square|circle|cross|dim|undim|clear VERTEX...|arrow|line FROM TO",
	  .min_args = 2, .max_args = COMMAND_MAX_ARGS - 1, .exec = mode_edit_markup, .modes = "play review edit",
	  .complete = COMMAND_ARG_WORDS, .words = words_markup,
	  .help = "mark points of this node (TR SQ CR MA DD), clear every mark of them, or draw an arrow or a line "
		  "(AR LN; the same again takes it off)" },
	{ .name = "label", .usage = "VERTEX [TEXT]", .min_args = 1, .max_args = COMMAND_MAX_ARGS - 1,
	  .exec = mode_edit_label, .modes = "play review edit",
	  .help = "a label (LB) at VERTEX: a letter, a number or a word; without TEXT, none" },
	/* diagrams and pictures out, the games of a collection (tui/term/workbench.c) */
	{ .name = "export", .usage = "diagram FILE [from N] | svg FILE [from N] [count [RULESET [RULESET]]]",
	  .min_args = 2, .max_args = 7, .exec = workbench_export, .complete = COMMAND_ARG_WORDS, .words = words_export,
	  .help = "write a Sensei's Library diagram of the position (the moves after move N numbered), or an SVG "
		  "picture (with the count of one ruleset, or two side by side)" },
	{ .name = "game", .usage = "N|next|prev", .min_args = 1, .max_args = 1, .exec = workbench_game,
	  .modes = MODES_BOARD, .complete = COMMAND_ARG_WORDS, .words = words_game,
	  .help = "another game of the file (a text of several diagrams is one game each)" },
	/* exercises (tui/term/modes/mode_exercise.c) */
	{ .name = "exercise", .usage = "[CASE|topic NAME|next|prev|off]", .max_args = 2, .exec = mode_exercise_command,
	  .modes = "play review library exercise", .complete = COMMAND_ARG_WORDS, .words = words_exercise,
	  .help = "a case of the library (or every case of a topic) as an exercise: the position without its "
		  "answer; answer each chain, a count, a move; check; no CASE: the game shown" },
	{ .name = "autosave", .usage = "resume|discard", .min_args = 1, .max_args = 1, .exec = cmd_autosave,
	  .complete = COMMAND_ARG_WORDS, .words = words_autosave,
	  .help = "resume the game in the autosave, or put it aside" },
};
#define COMMAND_COUNT ((int)(sizeof commands / sizeof commands[0]))

int command_count(void) { return COMMAND_COUNT; }
const struct command *command_at(int i) { return i >= 0 && i < COMMAND_COUNT ? &commands[i] : NULL; }

/* Call fn for every command: the table's, then each mode's own; stop when it returns true. */
static const struct command *command_each(bool (*fn)(const struct command *c, void *arg), void *arg)
{
	for (int i = 0; i < COMMAND_COUNT; i++)
		if (fn(&commands[i], arg))
			return &commands[i];
	for (int i = 0; i < mode_count(); i++)
		for (int j = 0; j < mode_at(i)->ncommands; j++)
			if (fn(&mode_at(i)->commands[j], arg))
				return &mode_at(i)->commands[j];
	return NULL;
}

struct find {
	const char *name;
	size_t len;
	const struct command *prefix;
	int prefixes;
	const struct app *a;             /* with an app: a name two modes own is the one that applies */
	const struct command *exact;     /* the first of the name, when none applies */
};

static bool find_exact(const struct command *c, void *arg)
{
	struct find *f = arg;

	if (!strcmp(c->name, f->name)) {
		if (!f->a || command_applies(f->a, c))
			return true;
		if (!f->exact)
			f->exact = c;
		return false;
	}
	if (f->len > 0 && !strncmp(c->name, f->name, f->len)) {
		f->prefix = c;
		f->prefixes++;
	}
	return false;
}

const struct command *command_find(const char *name)
{
	return command_find_for(NULL, name);
}

const struct command *command_find_for(const struct app *a, const char *name)
{
	struct find f = { .name = name, .len = strlen(name), .a = a };
	const struct command *c = command_each(find_exact, &f);

	if (!c)
		c = f.exact;
	return c ? c : f.prefixes == 1 ? f.prefix : NULL;
}

/* The mode whose own command c is, or NULL for the table's. */
static const struct mode *command_owner(const struct command *c)
{
	for (int i = 0; i < mode_count(); i++) {
		const struct mode *m = mode_at(i);
		if (m->commands && c >= m->commands && c < m->commands + m->ncommands)
			return m;
	}
	return NULL;
}

/* True if the word list `modes` (space-separated) names mode. */
static bool modes_name(const char *modes, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = modes; (p = strstr(p, name)); p += n)
		if ((p == modes || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
			return true;
	return false;
}

bool command_applies(const struct app *a, const struct command *c)
{
	const struct mode *owner = command_owner(c);

	if (owner)
		return app_has_mode(a, owner);
	return !c->modes || modes_name(c->modes, app_base(a)->name);
}

bool command_applies_line(const struct app *a, const char *line)
{
	char name[64];
	size_t n = strcspn(line, " \t");

	snprintf(name, sizeof name, "%.*s", (int)n, line);
	const struct command *c = command_find_for(a, name);
	return c && command_applies(a, c);
}

void command_where(const struct command *c, char *buf, size_t len)
{
	const struct mode *owner = command_owner(c);

	if (owner)
		snprintf(buf, len, " (%s)", owner->while_text);
	else if (c->modes)
		snprintf(buf, len, " (in %s)", c->modes);
	else
		buf[0] = '\0';
}

/* A command that does not apply in the mode the app is in, in words. */
static int command_refused(struct app *a, const struct command *c)
{
	const struct mode *owner = command_owner(c), *base = app_base(a);

	if (owner) {   /* every mode that owns the name: put is setting up's and the handicap's */
		char where[256];
		size_t n = (size_t)snprintf(where, sizeof where, "%s", owner->while_text);
		for (int i = 0; i < mode_count() && n < sizeof where; i++) {
			const struct mode *m = mode_at(i);
			if (m == owner)
				continue;
			for (int j = 0; j < m->ncommands; j++)
				if (!strcmp(m->commands[j].name, c->name) && n < sizeof where)
					n += (size_t)snprintf(where + n, sizeof where - n, " or %s", m->while_text);
		}
		return app_error(a, "%s: only %s", c->name, where);
	}
	return app_error(a, "%s: not %s%s%s", c->name, base->while_text, base->leave_text ? "; " : "",
			 base->leave_text ? base->leave_text : "");
}

/* --- parsing -------------------------------------------------------------------------------------- */

int command_split(const char *line, char *buf, size_t len, char **argv, int max, char *err, size_t errlen)
{
	int argc = 0;
	size_t n = 0;
	const char *p = line;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p || *p == '#')
			return argc;
		if (argc == max) {
			snprintf(err, errlen, "too many words (at most %d)", max);
			return -1;
		}
		argv[argc++] = buf + n;
		char quote = 0;
		bool full = false;   /* buf has no room for the rest of the word */
		for (; *p && (quote || (*p != ' ' && *p != '\t')); p++) {
			if (*p == '"') {
				quote = !quote;
				continue;
			}
			if (*p == '\\' && p[1])
				p++;
			if (n + 2 > len) {   /* this byte and the word's terminator */
				full = true;
				break;
			}
			buf[n++] = *p;
		}
		if (full || n + 1 > len) {
			snprintf(err, errlen, "the line is too long");
			return -1;
		}
		if (quote) {
			snprintf(err, errlen, "a quote \" is not closed");
			return -1;
		}
		buf[n++] = '\0';
	}
}

const char *command_quote(const char *word, char *buf, size_t len)
{
	bool plain = *word != '\0' && !strpbrk(word, " \t\"\\#");
	size_t n = 0;

	if (plain) {
		snprintf(buf, len, "%s", word);
		return buf;
	}
	buf[n++] = '"';
	for (; *word && n + 3 < len; word++) {
		if (*word == '"' || *word == '\\')
			buf[n++] = '\\';
		buf[n++] = *word;
	}
	buf[n++] = '"';
	buf[n] = '\0';
	return buf;
}

/* command_execute once the line is split into buf (a line of any length fits). */
static int command_execute_split(struct app *a, const char *line, char *buf, size_t size);

int command_execute(struct app *a, const char *line)
{
	while (*line == ' ' || *line == ':')
		line++;
	size_t len = strlen(line) + 1;
	char *buf = xmalloc(len);
	int r = command_execute_split(a, line, buf, len);
	free(buf);
	return r;
}

static int command_execute_split(struct app *a, const char *line, char *buf, size_t size)
{
	char err[128], name[64];
	char *argv[COMMAND_MAX_ARGS];

	int argc = command_split(line, buf, size, argv, COMMAND_MAX_ARGS, err, sizeof err);
	if (argc < 0)
		return app_error(a, "%s", err);
	if (argc == 0)
		return REACT_NONE;
	snprintf(name, sizeof name, "%s", argv[0]);
	size_t len = strlen(name);
	bool force = len > 1 && name[len - 1] == '!';
	if (force)
		name[len - 1] = '\0';
	const struct command *c = command_find_for(a, name);
	if (!c)
		return app_error(a, "%s: no such command; ? lists the commands and keys", name);
	/* A line is typed at the prompt, which a dialogue or a question on the screen keeps closed. */
	const struct mode *top = app_top(a);
	if (top->flags & MODE_MODAL)
		return app_error(a, "%s: not %s; %s", name, top->while_text, top->leave_text ? top->leave_text : "");
	if (!command_applies(a, c))
		return command_refused(a, c);
	if (argc - 1 < c->min_args || argc - 1 > c->max_args)
		return app_error(a, "usage: %s %s", c->name, c->usage);
	return c->exec(a, argc - 1, argv + 1, force);
}

/* --- completion ----------------------------------------------------------------------------------- */

struct candidates {
	char **items;
	int count, cap;
};

static void candidates_add(struct candidates *c, const char *word, const char *prefix)
{
	if (strncmp(word, prefix, strlen(prefix)) != 0)
		return;
	if (c->count == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->items = xreallocarray(c->items, (size_t)c->cap, sizeof *c->items);
	}
	c->items[c->count++] = xstrdup(word);
}

static void candidates_files(struct candidates *c, const char *word)
{
	const char *slash = strrchr(word, '/');
	char dir[APP_MESSAGE_MAX], path[APP_MESSAGE_MAX * 2];
	const char *home = getenv("HOME");

	if (slash)
		snprintf(dir, sizeof dir, "%.*s", (int)(slash - word + 1), word);
	else
		dir[0] = '\0';
	const char *base = slash ? slash + 1 : word;
	if (dir[0] == '~' && dir[1] == '/' && home)
		snprintf(path, sizeof path, "%s/%s", home, dir + 2);
	else
		snprintf(path, sizeof path, "%s", dir[0] ? dir : ".");
	DIR *d = opendir(path);
	if (!d)
		return;
	for (struct dirent *e; (e = readdir(d));) {
		if (e->d_name[0] == '.' && base[0] != '.')
			continue;
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		char full[APP_MESSAGE_MAX * 3], cand[APP_MESSAGE_MAX * 2];
		struct stat st;
		snprintf(full, sizeof full, "%s/%s", path, e->d_name);
		bool is_dir = stat(full, &st) == 0 && S_ISDIR(st.st_mode);
		snprintf(cand, sizeof cand, "%s%s%s", dir, e->d_name, is_dir ? "/" : "");
		candidates_add(c, cand, word);
	}
	closedir(d);
}

struct candidate_walk {
	struct candidates *c;
	const char *word;
};

static bool candidate_command(const struct command *cmd, void *arg)
{
	struct candidate_walk *w = arg;

	candidates_add(w->c, cmd->name, w->word);
	return false;
}

static void candidates_for(struct candidates *c, const struct command *cmd, const char *word)
{
	switch (cmd ? cmd->complete : COMMAND_ARG_NONE) {
	case COMMAND_ARG_WORDS:
		for (int i = 0; cmd->words[i]; i++)
			candidates_add(c, cmd->words[i], word);
		break;
	case COMMAND_ARG_RULES:
		for (int i = 0; i < ruleset_preset_count(); i++)
			candidates_add(c, ruleset_preset_name(i), word);
		break;
	case COMMAND_ARG_FILE:
		candidates_files(c, word);
		break;
	case COMMAND_ARG_COMMAND:
		command_each(candidate_command, &(struct candidate_walk){ c, word });
		break;
	default:
		break;
	}
}

static int compare_strings(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The longest common prefix of the candidates. */
static size_t candidates_common(const struct candidates *c)
{
	size_t n = strlen(c->items[0]);

	for (int i = 1; i < c->count; i++) {
		size_t k = 0;
		while (k < n && c->items[i][k] == c->items[0][k])
			k++;
		n = k;
	}
	return n;
}

static void candidates_hint(const struct candidates *c, char *hint, size_t len)
{
	size_t n = 0;

	hint[0] = '\0';
	for (int i = 0; i < c->count && n + 1 < len; i++) {
		const char *item = c->items[i], *slash = strrchr(item, '/');
		if (slash && slash[1])
			item = slash + 1;
		else if (slash && slash != item) {
			const char *prev = slash - 1;
			while (prev > c->items[i] && prev[-1] != '/')
				prev--;
			item = prev;
		}
		n += (size_t)snprintf(hint + n, len - n, "%s%s", i ? "  " : "", item);
	}
}

/* n bytes of text with blanks, quotes and backslashes escaped for command_split. */
static void complete_escape(const char *text, size_t n, char *out, size_t len)
{
	size_t k = 0;

	for (size_t i = 0; i < n && k + 3 < len; i++) {
		if (strchr(" \t\"\\#", text[i]))
			out[k++] = '\\';
		out[k++] = text[i];
	}
	out[k] = '\0';
}

void command_complete(const char *before, char *insert, size_t insert_len, char *hint, size_t hint_len)
{
	char buf[APP_MESSAGE_MAX * 2], err[64];
	char *argv[COMMAND_MAX_ARGS];
	struct candidates c = { 0 };

	insert[0] = hint[0] = '\0';
	while (*before == ' ' || *before == ':')
		before++;
	int argc = command_split(before, buf, sizeof buf, argv, COMMAND_MAX_ARGS, err, sizeof err);
	size_t blen = strlen(before);
	bool fresh = blen == 0 || before[blen - 1] == ' ';
	if (argc < 0)
		return;
	const char *word = fresh ? "" : argv[argc - 1];
	int index = fresh ? argc : argc - 1;
	if (index == 0) {
		command_each(candidate_command, &(struct candidate_walk){ &c, word });
	} else {
		char name[64];
		snprintf(name, sizeof name, "%s", argv[0]);
		if (name[0] && name[strlen(name) - 1] == '!')
			name[strlen(name) - 1] = '\0';
		candidates_for(&c, command_find(name), word);
	}
	if (c.count == 0) {
		snprintf(hint, hint_len, "no completion for \"%s\"", word);
		return;
	}
	qsort(c.items, (size_t)c.count, sizeof *c.items, compare_strings);
	size_t common = candidates_common(&c), have = strlen(word);
	complete_escape(c.items[0] + have, common - have, insert, insert_len);
	if (c.count == 1) {
		size_t n = strlen(c.items[0]);
		bool open = n && (c.items[0][n - 1] == '/' || c.items[0][n - 1] == '=');
		if (!open)
			strncat(insert, " ", insert_len - strlen(insert) - 1);
	} else {
		candidates_hint(&c, hint, hint_len);
	}
	for (int i = 0; i < c.count; i++)
		free(c.items[i]);
	free(c.items);
}

const struct app_commands *command_table(void)
{
	static const struct app_commands table = {
		.execute = command_execute,
		.applies = command_applies_line,
		.complete = command_complete,
	};
	return &table;
}
