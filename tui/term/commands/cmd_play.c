/*
 * cmd_play.c: the commands of play: a stone, a pass, undo and redo, resigning and playing on; the
 * game's setup (a new game, its size, handicap, rules, komi, players) and its clock.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "tui/shared/clock.h"
#include "tui/shared/document.h"
#include "tui/shared/frames.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/commands/newgame.h"
#include "tui/term/engines.h"
#include "tui/term/mode.h"
#include "tui/term/timer.h"

/* A person may not move for the colour an engine plays (while playing; in review anybody may try
 * a variation).  0, or -1 with the message. */
static int cmd_seat_guard(struct app *a, const char *name, enum color c)
{
	if (!engines_plays(a, c) || engines_moving(a) || app_base(a) != &mode_play)
		return 0;
	app_error(a, "%s: %s is played by %s%s; engine off %s lets you play for it", name, color_name(c),
		  engines_name(a, c), engines_thinking(a) ? ", which is thinking" : "", color_str(c));
	return -1;
}

/* " White (GNU Go 3.8) is thinking." after a move, when an engine is to answer it. */
static const char *cmd_next_words(struct app *a, char *buf, size_t len)
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
static void cmd_did(struct app *a, unsigned before)
{
	if (document_generation(app_document(a)) != before)
		app_edited(a);
	else
		app_navigated(a);
}

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
	if (cmd_seat_guard(a, "play", c) != 0)
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
		cmd_frames_open(a, &fs, false);
		return app_error(a, "%s; the frames show why (Escape leaves them)",
				 game_verdict_str(g, &v, why, sizeof why)) | REACT_ALL;
	}
	if (teach && v.verdict != VERDICT_LEGAL)
		frames_free(&fs);
	if (v.verdict == VERDICT_GAME_OVER && game_end_reason(g) == END_PASSES)
		return app_error(a, "%s; u takes back the last pass, c continues play",
				 game_verdict_str(g, &v, why, sizeof why));
	if (v.verdict == VERDICT_GAME_OVER && document_resigned_how(d) == 'T')   /* the game knows a resignation */
		return app_error(a, "illegal: the game is over (%s's time ran out: %c+T); u takes back the loss on time",
				 color_name(game_resigned(g)), game_resigned(g) == BLACK ? 'W' : 'B');
	if (v.verdict == VERDICT_GAME_OVER && document_resigned_here(d))
		return app_error(a, "%s; u takes back the resignation", game_verdict_str(g, &v, why, sizeof why));
	if (v.verdict != VERDICT_LEGAL)
		return app_error(a, "%s", game_verdict_str(g, &v, why, sizeof why));
	app_set_cursor(a, p);
	int took = game_move(g, game_moves(g))->captured;
	app_moved(a, c);
	cmd_did(a, before);
	if (teach) {
		cmd_frames_open(a, &fs, true);
		return app_message(a, "%s %s: its frames, as rule 7 resolves it (Right steps, Escape leaves).",
				   color_name(c), board_vertex_str(b, p, at)) | REACT_ALL;
	}
	char next[192];
	const char *how = cmd_next_words(a, next, sizeof next);
	if (took)
		return app_message(a, "%s %s took %d stone%s.%s", color_name(c), board_vertex_str(b, p, at), took,
				   took == 1 ? "" : "s", how) | REACT_ALL;
	return app_message(a, "%s %s.%s", color_name(c), board_vertex_str(b, p, at), how) | REACT_ALL;
}

const struct command cmd_play_entry = {
	.name = "play", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_play, .modes = MODES_BOARD,
	.help = "play a stone for the player to move, at VERTEX (D4) or at the cursor",
};

static int cmd_pass(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	enum color c = game_to_move(app_game(a));
	unsigned before = document_generation(d);

	(void)argc, (void)argv, (void)force;
	if (cmd_seat_guard(a, "pass", c) != 0)
		return REACT_MESSAGE;
	if (timer_expired(a))
		return REACT_ALL;
	if ((app_has_mode(a, &mode_review) ? document_pass(d, c) : document_pass_main(d, c)) != 0)
		return app_error(a, "pass: the game is over");
	app_moved(a, c);
	cmd_did(a, before);
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
			   color_name(color_other(c)), cmd_next_words(a, next, sizeof next)) | REACT_ALL;
}

const struct command cmd_pass_entry = {
	.name = "pass", .usage = "", .exec = cmd_pass, .modes = MODES_BOARD,
	.help = "pass; when both players pass in a row, play ends and the board is counted",
};

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
	cmd_walked(a);
	return app_message(a, "Took back %s. r plays it again.%s", words,
			   cmd_comment_words(a, comment, sizeof comment)) | REACT_ALL;
}

const struct command cmd_undo_entry = {
	.name = "undo", .usage = "", .exec = cmd_undo, .modes = MODES_WALK,
	.help = "take back the last move (it stays in the game: redo plays it again)",
};

static int cmd_redo(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	char words[64], comment[APP_MESSAGE_MAX];

	(void)argc, (void)argv, (void)force;
	if (document_forward(d, 1) == 0)
		return app_error(a, "redo: nothing to play again: this is the end of the line");
	cmd_walked(a);   /* the pass that ends play, played again, opens the count */
	const struct game *g = app_game(a);
	struct frames fs;
	if (app_teaching(a) && cmd_frames_of_current(a, &fs) == 0) {
		cmd_frames_open(a, &fs, true);
		return app_message(a, "Played again %s: its frames (Right steps, Escape leaves).",
				   move_words(g, game_moves(g), words, sizeof words)) | REACT_ALL;
	}
	if (game_moves(g) == 0)
		return app_message(a, "At the start.%s", cmd_comment_words(a, comment, sizeof comment)) | REACT_ALL;
	return app_message(a, "Played again %s.%s", move_words(g, game_moves(g), words, sizeof words),
			   cmd_comment_words(a, comment, sizeof comment)) | REACT_ALL;
}

const struct command cmd_redo_entry = {
	.name = "redo", .usage = "", .exec = cmd_redo, .modes = MODES_BOARD,
	.help = "play again the next move of the line",
};

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

const struct command cmd_resign_entry = {
	.name = "resign", .usage = "", .exec = cmd_resign, .modes = MODES_BOARD,
	.help = "the player to move resigns (asks first; resign! does not)",
};

static int cmd_continue(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);

	(void)argc, (void)argv, (void)force;
	if (game_end_reason(g) == END_NONE)
		return app_error(a, "continue: the game is not over");
	if (game_end_reason(g) == END_RESIGN)
		return app_error(a, "continue: a game %s cannot go on; u takes back the %s",
				 document_resigned_how(app_document(a)) == 'T' ? "lost on time" : "resigned",
				 document_resigned_how(app_document(a)) == 'T' ? "loss on time" : "resignation");
	document_resume(app_document(a));
	app_pop(a, &mode_score);
	return app_message(a, "Play goes on: %s to play.", color_name(game_to_move(g))) | REACT_ALL;
}

const struct command cmd_continue_entry = {
	.name = "continue", .usage = "", .exec = cmd_continue,
	.help = "after both players passed: go on playing, the other player first",
};

void cmd_started(struct app *a)
{
	struct app_setup *s = app_setup(a);

	app_pop(a, &mode_review);   /* a new game is to be played, as a file opens in review */
	if (s->clock.system != CLOCK_NONE)
		timer_set(a, &s->clock);
	if (s->free_handicap && s->handicap >= 2)
		app_push(a, &mode_handicap, &s->handicap);
}

/* Start a new game from s, asking first when the current game is not saved. */
static int new_game_from(struct app *a, const struct app_setup *s, const char *name, int argc,
			 char **argv, bool force)
{
	char what[128], komi[16];
	int react;

	if (!newgame_handicap_possible(s->size, s->handicap, s->free_handicap))
		return app_error(a, "%s: a %dx%d board takes no handicap of %d stones (fixed: 2-9 on odd sizes "
				 "from 7, 2-4 on even sizes from 8; free: 2-9)", name, s->size, s->size, s->handicap);
	snprintf(what, sizeof what, "Start a new %dx%d game", s->size, s->size);
	if (cmd_guard(a, name, argc, argv, force, what, &react) != 0)
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
		if (newgame_option(a, &s, argv[i]) != 0)
			return REACT_MESSAGE;
	return new_game_from(a, &s, "new", argc, argv, force);
}

static const char *const words_new[] = { "size=", "rules=", "komi=", "handicap=", "placement=", "clock=",
					 "black=", "white=", NULL };
const struct command cmd_new_entry = {
	.name = "new", .usage = "[size=N] [rules=NAME] [komi=K|auto] [handicap=N] [placement=fixed|free] "
		"[clock=SPEC] [black=NAME] [white=NAME]",
	.max_args = 8, .exec = cmd_new, .complete = COMMAND_ARG_WORDS, .words = words_new,
	.help = "start a new game: as the last one, changed by the options (komi=auto: the rules' own, "
		"0.5 with a handicap)",
};

static int cmd_size(struct app *a, int argc, char **argv, bool force)
{
	struct app_setup s = *app_setup(a);

	(void)argc;
	if (cmd_int(argv[0], BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s.size) != 0)
		return app_error(a, "size: %s: boards have 2 to 25 lines", argv[0]);
	if (!newgame_handicap_possible(s.size, s.handicap, s.free_handicap))
		s.handicap = 0;
	return new_game_from(a, &s, "size", 1, argv, force);
}

const struct command cmd_size_entry = {
	.name = "size", .usage = "N", .min_args = 1, .max_args = 1, .exec = cmd_size,
	.help = "start a new game on an NxN board (2 to 25)",
};

static int cmd_handicap(struct app *a, int argc, char **argv, bool force)
{
	struct app_setup s = *app_setup(a);

	if (cmd_int(argv[0], 0, 9, &s.handicap) != 0 || s.handicap == 1)
		return app_error(a, "handicap: %s: 0 for none, or 2 to 9 stones", argv[0]);
	if (argc > 1 && strcmp(argv[1], "fixed") && strcmp(argv[1], "free"))
		return app_error(a, "handicap: %s: fixed (on the star points) or free (Black places them)", argv[1]);
	if (argc > 1)
		s.free_handicap = !strcmp(argv[1], "free");
	return new_game_from(a, &s, "handicap", argc, argv, force);
}

static const char *const words_handicap[] = { "fixed", "free", NULL };
const struct command cmd_handicap_entry = {
	.name = "handicap", .usage = "N [fixed|free]", .min_args = 1, .max_args = 2, .exec = cmd_handicap,
	.complete = COMMAND_ARG_WORDS, .words = words_handicap,
	.help = "start a new game with N black stones (0 for none, 2 to 9): on the star points, or free: "
		"Black places them anywhere, then White plays",
};

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

const struct command cmd_rules_entry = {
	.name = "rules", .usage = "NAME", .min_args = 1, .max_args = 1, .exec = cmd_rules,
	.complete = COMMAND_ARG_RULES,
	.help = "play on under other rules: japanese, chinese, aga, new-zealand, tromp-taylor, ...",
};

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

const struct command cmd_komi_entry = {
	.name = "komi", .usage = "K", .min_args = 1, .max_args = 1, .exec = cmd_komi,
	.help = "set the komi, the points White gets for moving second (6.5, 7, 0)",
};

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

static const char *const words_player[] = { "black", "white", NULL };
const struct command cmd_player_entry = {
	.name = "player", .usage = "black|white [NAME]", .min_args = 1, .max_args = 2, .exec = cmd_player,
	.complete = COMMAND_ARG_WORDS, .words = words_player, .help = "name a player",
};

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
		int v = cmd_on_off(argc > 1 ? argv[1] : NULL, timer_bell(a));
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

static const char *const words_clock[] = { "absolute", "byoyomi", "canadian", "fischer", "off", "pause", "resume",
					   "toggle", "bell", NULL };
const struct command cmd_clock_entry = {
	.name = "clock", .usage = "[SPEC|off|pause|resume|toggle|bell on|off]", .max_args = 4, .exec = cmd_clock,
	.complete = COMMAND_ARG_WORDS, .words = words_clock,
	.help = "the game's clock: SPEC such as absolute 30:00, byoyomi 10:00 5x30, canadian 10:00 25/5:00, "
		"fischer 5:00 +10 (both players start afresh); pause and resume both; the bell in the last seconds",
};
