/*
 * gtp.c: `tengen gtp`, a GTP version 2 engine over struct game, with one table of commands.
 *
 * How a line becomes an answer:
 *   1. gtp_preprocess cleans it (tabs, control characters, comments); a blank line gets no answer.
 *   2. gtp_split cuts it into words; a leading number is the id, echoed as "=5" or "?5".
 *   3. The command's exec writes its result, or its failure message, to a memory stream and returns
 *      0 or -1; gtp_answer sends "=id result" or "?id message" and the empty line that ends it.
 * Syntax messages follow Gomill's engine ("invalid colour: 'X'"), the standard failures the
 * standard's own words ("illegal move", "cannot undo", "board not empty").
 *
 * The marking behind final_score, final_status_list, tengen-score-all and printsgf's RE (DESIGN.md
 * 5.2) is one marking session (rules/marking.h) for the game: the analysis' own unless tengen-dead
 * or tengen-seki set one since the last change to the board, or, after loadsgf, the record's own
 * where it marks the position loaded (TB/TW: rules/record.h says when), until such a change.  An explicit marking starts as a copy
 * of the analysis' and each of the two commands then replaces one status: tengen-dead the set of
 * dead chains, tengen-seki the set of chains in seki (marking_set_exactly).  A command whose table
 * entry says .changes_board drops it when it succeeds, even when the colouring stays the same (a
 * pass, an undone pass).  The session keeps the analysis of the last few positions, so the commands
 * that count one position read it once.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/finish.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/record.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sgf.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/gtp/gtp.h"
#include "tui/shared/cli.h"

#define GTP_DEFAULT_RULES "tromp-taylor"
#define GTP_DEFAULT_SIZE 19
#define GTP_DEFAULT_SEED 1

struct gtp {
	struct game *game;
	struct record *loaded;         /* the record loadsgf read, whose root's other properties
					  (players, date, ...) printsgf keeps; NULL */
	struct marking *marking;       /* the marking session of the game */
	bool scored;                   /* final_score answered since the last board change: printsgf
					  writes RE */
	uint64_t rng;   /* splitmix64 state behind genmove */
	bool komi_set;  /* komi was set explicitly: a change of rules keeps it */
	enum count_playout playout;  /* when final_score plays the position out (rules/count.h) */
	bool quit;      /* `quit` has been answered: stop reading */
};

struct gtp_command {
	const char *name;
	const char *usage;   /* the arguments, as `help` shows them */
	int (*exec)(struct gtp *e, int argc, char **argv, FILE *reply);
	bool changes_board;  /* success changes the board (or the history): the explicit marking goes */
};

/* --- small helpers --------------------------------------------------------------------------- */

/* Write a failure message and return -1, so that an exec can `return gtp_fail(...)`. */
static int gtp_fail(FILE *reply, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(reply, fmt, ap);
	va_end(ap);
	return -1;
}

/* splitmix64: tiny, and one seed gives the same games on every machine. */
static uint64_t gtp_random(struct gtp *e)
{
	uint64_t z = (e->rng += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* A uniform number below n (n > 0), by a multiply instead of a biased modulo. */
static int gtp_random_below(struct gtp *e, int n)
{
	return (int)(((gtp_random(e) >> 32) * (uint64_t)n) >> 32);
}

/* Reopen a game that two passes (or a no-result cycle) ended: under GTP the controller decides. */
static void gtp_reopen(struct gtp *e)
{
	if (game_phase(e->game) == PHASE_OVER)
		game_resume(e->game);
}

/* A new game, not the one loadsgf read: its record no longer describes it. */
static void gtp_forget_record(struct gtp *e)
{
	record_free(e->loaded);
	e->loaded = NULL;
}

/* --- argument parsers: each writes Gomill's message and returns -1 on failure ------------------- */

/* An argument as a failure message repeats it: escaped, and at most TEXT_QUOTE_MAX bytes of it
 * (then "..."), so that a megabyte of junk is not sent back whole.  Returns buf. */
#define GTP_QUOTE_LEN (4 * TEXT_QUOTE_MAX + 4)

static const char *gtp_quote(const char *arg, char buf[GTP_QUOTE_LEN])
{
	return text_escape(buf, GTP_QUOTE_LEN, arg, TEXT_QUOTE_MAX);
}

static int gtp_need(int argc, int n, FILE *reply)
{
	return argc < n ? gtp_fail(reply, "invalid arguments") : 0;
}

static int gtp_int(const char *arg, int *out, FILE *reply)
{
	char *end, q[GTP_QUOTE_LEN];

	errno = 0;
	long v = strtol(arg, &end, 10);
	if (end == arg || *end || errno == ERANGE || v < INT_MIN || v > INT_MAX)
		return gtp_fail(reply, "invalid int: '%s'", gtp_quote(arg, q));
	*out = (int)v;
	return 0;
}

static const struct {
	const char *name;
	enum color color;
} gtp_colors[] = {
	{ "b", BLACK }, { "black", BLACK }, { "w", WHITE }, { "white", WHITE },
};

static int gtp_color(const char *arg, enum color *out, FILE *reply)
{
	char q[GTP_QUOTE_LEN];

	for (size_t i = 0; i < sizeof gtp_colors / sizeof gtp_colors[0]; i++)
		if (strcasecmp(arg, gtp_colors[i].name) == 0) {
			*out = gtp_colors[i].color;
			return 0;
		}
	return gtp_fail(reply, "invalid colour: '%s'", gtp_quote(arg, q));
}

/* "message: 'arg'" with arg in lower case, as Gomill quotes vertices. */
static int gtp_fail_lower(FILE *reply, const char *message, const char *arg)
{
	char q[GTP_QUOTE_LEN];

	gtp_quote(arg, q);
	for (char *s = q; *s; s++)
		if (*s == '\\' && s[1] == 'x')   /* an escape keeps its form: \xff, not \XFF */
			s += 3;
		else
			*s = (char)tolower((unsigned char)*s);
	return gtp_fail(reply, "%s: '%s'", message, q);
}

/* A vertex or "pass".  A name that would be a vertex of the largest board is "off board". */
static int gtp_vertex(const struct gtp *e, const char *arg, int *out, FILE *reply)
{
	struct board largest;

	*out = board_vertex_parse(game_board(e->game), arg);
	if (*out != BOARD_NONE)
		return 0;
	board_init(&largest, BOARD_MAX_SIZE);
	if (board_vertex_parse(&largest, arg) != BOARD_NONE)
		return gtp_fail_lower(reply, "vertex is off board", arg);
	return gtp_fail_lower(reply, "invalid vertex", arg);
}

/* COLOUR VERTEX; further arguments are ignored, as GNU Go does. */
static int gtp_move(const struct gtp *e, int argc, char **argv, enum color *c, int *p, FILE *reply)
{
	if (gtp_need(argc, 2, reply) || gtp_color(argv[0], c, reply) || gtp_vertex(e, argv[1], p, reply))
		return -1;
	return 0;
}

/* Vertices in board order (top row first), separated by spaces. */
static void gtp_print_points(const struct board *b, const uint16_t *points, int n, FILE *reply)
{
	char v[8];

	for (int i = 0; i < n; i++)
		fprintf(reply, "%s%s", i ? " " : "", board_vertex_str(b, points[i], v));
}

static int gtp_point_order(const void *a, const void *b)
{
	return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

/* --- the random player ------------------------------------------------------------------------ */

/*
 * An eye of c: an empty point whose on-board neighbours are all c's stones and which is not a false
 * eye.  It is false when the opponent holds two of its diagonal points, or one where the point is on
 * the edge or in the corner (where the board takes the others).  Filling it only harms c.
 */
static bool gtp_own_eye(const struct board *b, int p, enum color c)
{
	const int near[4] = { -b->stride, -1, 1, b->stride };
	const int diagonal[4] = { -b->stride - 1, -b->stride + 1, b->stride - 1, b->stride + 1 };
	int opponent = 0, edge = 0;

	for (int i = 0; i < 4; i++) {
		enum color n = (enum color)b->color[p + near[i]];
		if (n != c && n != EDGE)
			return false;
	}
	for (int i = 0; i < 4; i++) {
		enum color d = (enum color)b->color[p + diagonal[i]];
		opponent += d == color_other(c);
		edge += d == EDGE;
	}
	return opponent < (edge ? 1 : 2);
}

/*
 * The rules every common ruleset agrees on: no suicide of any size, no repetition of an earlier
 * position.  genmove plays only what the game's rules and these both allow, so that a controller or
 * an opponent under any rules accepts it.
 */
static bool gtp_fair(const struct game *g, enum color c, int p)
{
	struct ruleset strict = *game_rules(g);

	strict.suicide = SUICIDE_FORBIDDEN;
	strict.ko = KO_POSITIONAL;
	return game_check(g, c, p).verdict == VERDICT_LEGAL
	       && game_check_as(g, &strict, c, p).verdict == VERDICT_LEGAL;
}

/* The chain through p (a stone) is the opponent's of c and marked dead. */
static bool gtp_dead_opponent(const struct board *b, const struct score_marking *m, int p, enum color c)
{
	return b->color[p] == color_other(c) && score_marking_get(m, p) == SCORE_DEAD;
}

/* p touches a dead chain of c's opponent: a move there takes one of its liberties. */
static bool gtp_near_dead(const struct board *b, const struct score_marking *m, int p, enum color c)
{
	const int near[4] = { -b->stride, -1, 1, b->stride };

	for (int i = 0; i < 4; i++)
		if (gtp_dead_opponent(b, m, p + near[i], c))
			return true;
	return false;
}

/*
 * A uniformly random fair move for c that does not fill its own eye, or BOARD_PASS.  With a marking
 * (kgs-genmove_cleanup), the moves beside the opponent's dead chains come first.  A point beside an
 * opponent's stone is never c's eye, so the pass comes only when no liberty of a dead chain can be
 * played: filling an eye of c's would not take one.
 */
static int gtp_choose(struct gtp *e, enum color c, const struct score_marking *cleanup)
{
	const struct board *b = game_board(e->game);
	int moves[BOARD_MAX_SIZE * BOARD_MAX_SIZE], n = 0;
	int near[BOARD_MAX_SIZE * BOARD_MAX_SIZE], nnear = 0;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY || !gtp_fair(e->game, c, p))
			continue;
		if (cleanup && gtp_near_dead(b, cleanup, p, c))
			near[nnear++] = p;
		else if (!gtp_own_eye(b, p, c))
			moves[n++] = p;
	}
	if (nnear)
		return near[gtp_random_below(e, nnear)];
	if (n)
		return moves[gtp_random_below(e, n)];
	return BOARD_PASS;
}

/* --- administrative commands ----------------------------------------------------------------- */

/* These three read the command table, so they follow it. */
static int gtp_known_command(struct gtp *e, int argc, char **argv, FILE *reply);
static int gtp_list_commands(struct gtp *e, int argc, char **argv, FILE *reply);
static int gtp_help(struct gtp *e, int argc, char **argv, FILE *reply);

static int gtp_protocol_version(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	fputs("2", reply);
	return 0;
}

static int gtp_name(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	fputs(PACKAGE_NAME, reply);
	return 0;
}

static int gtp_version(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	fputs(PACKAGE_VERSION, reply);
	return 0;
}

static int gtp_quit(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv, (void)reply;
	e->quit = true;
	return 0;
}

/* --- setup ------------------------------------------------------------------------------------ */

static int gtp_boardsize(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int size;

	if (gtp_need(argc, 1, reply) || gtp_int(argv[0], &size, reply))
		return -1;
	if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE)
		return gtp_fail(reply, "unacceptable size");
	game_resize(e->game, size);
	gtp_forget_record(e);
	return 0;
}

static int gtp_clear_board(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv, (void)reply;
	game_clear(e->game);
	gtp_forget_record(e);
	return 0;
}

/*
 * The standard asks an engine to accept any komi, however ridiculous, so a finite number beyond
 * the ruleset's range (a thousand points either way) is clamped to it; only text that is no finite
 * number is refused.
 */
static int gtp_komi(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int komi2;
	char *end, q[GTP_QUOTE_LEN];

	if (gtp_need(argc, 1, reply))
		return -1;
	if (ruleset_parse_komi(argv[0], &komi2) != 0) {
		errno = 0;
		double v = strtod(argv[0], &end);
		if (end == argv[0] || *end || errno == ERANGE || !isfinite(v))
			return gtp_fail(reply, "invalid float: '%s'", gtp_quote(argv[0], q));
		if (ruleset_parse_komi(v > 0 ? "1000" : "-1000", &komi2) != 0)
			return gtp_fail(reply, "invalid float: '%s'", gtp_quote(argv[0], q));
	}
	game_set_komi(e->game, komi2);
	e->komi_set = true;
	return 0;
}

/* Handicap goes on an empty board only; a history of passes alone is forgotten first. */
static int gtp_handicap_begin(struct gtp *e, FILE *reply)
{
	const struct board *b = game_board(e->game);

	if (b->stones[BLACK] + b->stones[WHITE] > 0)
		return gtp_fail(reply, "board not empty");
	if (game_moves(e->game) > 0 || game_handicap(e->game) > 0)
		game_clear(e->game);
	return 0;
}

static void gtp_print_handicap(const struct gtp *e, const int *points, int n, FILE *reply)
{
	uint16_t list[9];

	for (int i = 0; i < n; i++)
		list[i] = (uint16_t)points[i];
	gtp_print_points(game_board(e->game), list, n, reply);
}

static int gtp_fixed_handicap(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int n, points[9];

	if (gtp_need(argc, 1, reply) || gtp_int(argv[0], &n, reply) || gtp_handicap_begin(e, reply))
		return -1;
	if (game_fixed_handicap(e->game, n, points) != 0)
		return gtp_fail(reply, "invalid number of stones");
	gtp_print_handicap(e, points, n, reply);
	return 0;
}

/* The engine's own choice is the fixed layout, with as many stones of it as the board allows. */
static int gtp_place_free_handicap(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int n, points[9];
	int size = game_board(e->game)->size;

	if (gtp_need(argc, 1, reply) || gtp_int(argv[0], &n, reply))
		return -1;
	if (n < 2 || n > size * size - 1)
		return gtp_fail(reply, "invalid number of stones");
	if (gtp_handicap_begin(e, reply))
		return -1;
	for (int k = n < 9 ? n : 9; k >= 2; k--)
		if (game_fixed_handicap(e->game, k, points) == 0) {
			gtp_print_handicap(e, points, k, reply);
			return 0;
		}
	return gtp_fail(reply, "invalid number of stones");
}

/* Gomill's order of checks: board, count, each vertex, repeats. */
static int gtp_set_free_handicap(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	char v[8];

	if (b->stones[BLACK] + b->stones[WHITE] > 0)
		return gtp_fail(reply, "board not empty");
	if (argc < 2 || argc > b->size * b->size - 1)
		return gtp_fail(reply, "invalid number of stones");
	int *points = xmalloc((size_t)argc * sizeof *points);
	int ok = 0;
	for (int i = 0; i < argc && ok == 0; i++) {
		ok = gtp_vertex(e, argv[i], &points[i], reply);
		if (ok == 0 && points[i] == BOARD_PASS)
			ok = gtp_fail(reply, "'pass' not permitted");
		for (int j = 0; j < i && ok == 0; j++)
			if (points[j] == points[i])
				ok = gtp_fail(reply, "engine error: %s is occupied", board_vertex_str(b, points[i], v));
	}
	if (ok == 0) {
		gtp_handicap_begin(e, reply); /* the board is empty: this only forgets passes */
		if (game_free_handicap(e->game, points, argc) != 0)
			ok = gtp_fail(reply, "bad vertex list");
	}
	free(points);
	return ok;
}

/* Clocks are not kept; the arguments are still checked. */
static int gtp_time_settings(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int v;

	(void)e;
	if (gtp_need(argc, 3, reply))
		return -1;
	for (int i = 0; i < 3; i++)
		if (gtp_int(argv[i], &v, reply))
			return -1;
	return 0;
}

static int gtp_time_left(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int v;

	(void)e;
	if (gtp_need(argc, 3, reply) || gtp_color(argv[0], &c, reply) || gtp_int(argv[1], &v, reply)
	    || gtp_int(argv[2], &v, reply))
		return -1;
	return 0;
}

/*
 * KGS's clock in its own words: "none", "absolute MAIN", "byoyomi MAIN PERIOD PERIODS" or "canadian
 * MAIN PERIOD STONES".  Not kept either; the form is checked.
 */
static int gtp_kgs_time_settings(struct gtp *e, int argc, char **argv, FILE *reply)
{
	static const struct {
		const char *name;
		int numbers;
	} systems[] = { { "none", 0 }, { "absolute", 1 }, { "byoyomi", 3 }, { "canadian", 3 } };
	int v;

	(void)e;
	if (gtp_need(argc, 1, reply))
		return -1;
	for (size_t i = 0; i < sizeof systems / sizeof systems[0]; i++) {
		if (strcasecmp(argv[0], systems[i].name) != 0)
			continue;
		if (gtp_need(argc, 1 + systems[i].numbers, reply))
			return -1;
		for (int k = 1; k <= systems[i].numbers; k++)
			if (gtp_int(argv[k], &v, reply))
				return -1;
		return 0;
	}
	return gtp_fail(reply, "unknown time system: '%s'", argv[0]);
}

/* --- play ------------------------------------------------------------------------------------- */

static const struct score_marking *gtp_marking(struct gtp *e);

static int gtp_play(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int p;

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	if (p != BOARD_PASS && game_check(e->game, c, p).verdict != VERDICT_LEGAL)
		return gtp_fail(reply, "illegal move");
	gtp_reopen(e);
	if (p == BOARD_PASS)
		game_pass(e->game, c);
	else
		game_play(e->game, c, p);
	return 0;
}

/* Choose c's move, with the marking in force when cleaning up, play it and answer its vertex. */
static int gtp_generate(struct gtp *e, int argc, char **argv, bool cleanup, FILE *reply)
{
	enum color c = BLACK;
	char v[8];

	if (gtp_need(argc, 1, reply) || gtp_color(argv[0], &c, reply))
		return -1;
	int p = gtp_choose(e, c, cleanup ? gtp_marking(e) : NULL);
	gtp_reopen(e);
	if (p == BOARD_PASS)
		game_pass(e->game, c);
	else
		game_play(e->game, c, p);
	fputs(board_vertex_str(game_board(e->game), p, v), reply);
	return 0;
}

static int gtp_genmove(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_generate(e, argc, argv, false, reply);
}

/* KGS's cleanup phase: the liberties of the opponent's chains marked dead first, so as to capture them. */
static int gtp_genmove_cleanup(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_generate(e, argc, argv, true, reply);
}

static int gtp_reg_genmove(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	char v[8];

	if (gtp_need(argc, 1, reply) || gtp_color(argv[0], &c, reply))
		return -1;
	fputs(board_vertex_str(game_board(e->game), gtp_choose(e, c, NULL), v), reply);
	return 0;
}

static int gtp_undo(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv;
	return game_undo(e->game) == 0 ? 0 : gtp_fail(reply, "cannot undo");
}

static int gtp_is_legal(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int p;

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	bool legal = p == BOARD_PASS || game_check(e->game, c, p).verdict == VERDICT_LEGAL;
	fputs(legal ? "1" : "0", reply);
	return 0;
}

/* --- views ------------------------------------------------------------------------------------ */

static const char *const gtp_end_words[] = {
	[END_NONE] = "",
	[END_PASSES] = "play has ended: two passes",
	[END_RESIGN] = "play has ended: resignation",
	[END_CYCLE] = "play has ended without result: a whole-board repetition",
};

static int gtp_showboard(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	size_t len = board_to_diagram(b, true, NULL, 0) + 1;
	char *diagram = xmalloc(len);

	(void)argc, (void)argv;
	board_to_diagram(b, true, diagram, len);
	fprintf(reply, "\n%scaptures: black %d, white %d\nto move: %s", diagram,
		game_prisoners(e->game, BLACK), game_prisoners(e->game, WHITE),
		color_str(game_to_move(e->game)));
	if (game_phase(e->game) == PHASE_OVER)
		fprintf(reply, " (%s)", gtp_end_words[game_end_reason(e->game)]);
	free(diagram);
	return 0;
}

/* GNU Go's list_stones: the stones of one colour, in board order. */
static int gtp_list_stones(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	uint16_t stones[BOARD_MAX_POINTS];
	enum color c = BLACK;
	int n = 0;

	if (gtp_need(argc, 1, reply) || gtp_color(argv[0], &c, reply))
		return -1;
	BOARD_FOREACH(b, p)
		if (b->color[p] == c)
			stones[n++] = (uint16_t)p;
	gtp_print_points(b, stones, n, reply);
	return 0;
}

/* --- the marking and the score ----------------------------------------------------------------- */

/* The marking session, following the current position. */
static struct marking *gtp_session(struct gtp *e)
{
	marking_sync(e->marking, game_board(e->game));
	return e->marking;
}

/*
 * The marking in force: the explicit one when set since the last change to the board, else the
 * analysis' own: the life-and-death analysis by the 1989 rules (rules/life.h), in which a chain left
 * unsettled is marked as its random-playout estimate says, or alive without one (life_marking).
 * Like GNU Go's and KataGo's own judgement, it may differ from another engine's: a stone that can be
 * taken in a ko is dead when the ko may be retaken only after a pass.
 */
static const struct score_marking *gtp_marking(struct gtp *e)
{
	return marking_get(gtp_session(e));
}

/* A command changed the board: what was said about the old one no longer holds. */
static void gtp_board_changed(struct gtp *e)
{
	marking_reset(e->marking);
	e->scored = false;
}

/* The count's options: --as-is counts the board as it stands, --play-out always plays it out. */
static void gtp_count_options(const struct gtp *e, struct count_options *o)
{
	count_options_init(o);
	o->playout = e->playout;
}

/* The game counted under its rules and the marking in force (rules/count.h: the one count, played
 * out first under rules that remove dead stones by agreement when the game stops before its end,
 * unless --as-is). */
static void gtp_score(struct gtp *e, struct score *s)
{
	struct count_options o;

	gtp_count_options(e, &o);
	count_game(e->game, gtp_marking(e), &o, game_rules(e->game), s, NULL);
}

/* tengen-finish: the moves that finishing plays before the count under the game's rules, whether or
 * not final_score counts the board as it stands (--as-is), one per line as "B K10 dame"; nothing when
 * there are none. */
static int gtp_tengen_finish(struct gtp *e, int argc, char **argv, FILE *reply)
{
	static struct finish f;
	static struct score s;
	struct count_options o;
	char v[8];

	(void)argc, (void)argv;
	count_options_init(&o);
	count_game(e->game, gtp_marking(e), &o, game_rules(e->game), &s, &f);
	for (int i = 0; i < f.n; i++)
		fprintf(reply, "%s%s %s %s", i ? "\n" : "", f.moves[i].color == BLACK ? "B" : "W",
			board_vertex_str(&f.board, f.moves[i].point, v), finish_kind_str(f.moves[i].kind));
	return 0;
}

const char *gtp_result_str(const struct score *s, char *buf, size_t len)
{
	if (s->margin2 == 0 && s->end != END_RESIGN && s->end != END_CYCLE)
		snprintf(buf, len, "0");
	else
		score_result_str(s, buf, len);
	return buf;
}

static int gtp_final_score(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct score s;
	char result[32];

	(void)argc, (void)argv;
	gtp_score(e, &s);
	fputs(gtp_result_str(&s, result, sizeof result), reply);
	e->scored = true;
	return 0;
}

/* The chains whose status is s, one per line, each in board order. */
static void gtp_print_chains(const struct board *b, const struct score_marking *m, enum score_status s,
			     FILE *reply)
{
	uint16_t stones[BOARD_MAX_POINTS];
	int first[BOARD_MAX_POINTS], chains = marking_chains(b, m, s, first);

	for (int i = 0; i < chains; i++) {
		int n = board_chain_stones(b, first[i], stones);
		qsort(stones, (size_t)n, sizeof *stones, gtp_point_order);
		fputs(i ? "\n" : "", reply);
		gtp_print_points(b, stones, n, reply);
	}
}

/* "alive", "dead" or "seki", as score_status_str spells them. */
static int gtp_status(const char *arg, enum score_status *out, FILE *reply)
{
	char q[GTP_QUOTE_LEN];

	for (enum score_status s = SCORE_ALIVE; s <= SCORE_SEKI; s++)
		if (strcmp(arg, score_status_str(s)) == 0) {
			*out = s;
			return 0;
		}
	return gtp_fail(reply, "invalid status: '%s'", gtp_quote(arg, q));
}

/* The empty points the count gives to `owner` as territory (BLACK, WHITE), or, for EMPTY, those it
 * gives nobody (dame, seki points, and the points finishing fills: rules/finish.h), as GNU Go's
 * black_territory, white_territory and dame; dead stones are final_status_list dead's. */
static void gtp_print_owned(struct gtp *e, enum color owner, FILE *reply)
{
	const struct board *b = game_board(e->game);
	uint16_t points[BOARD_MAX_POINTS];
	struct score s;
	int n = 0;

	gtp_score(e, &s);
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY && s.owner[p] == owner)
			points[n++] = (uint16_t)p;
	}
	qsort(points, (size_t)n, sizeof *points, gtp_point_order);
	gtp_print_points(b, points, n, reply);
}

static int gtp_final_status_list(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum score_status s = SCORE_ALIVE;
	static const char *const owned[] = { [BLACK] = "black_territory", [WHITE] = "white_territory",
					     [EMPTY] = "dame" };

	if (gtp_need(argc, 1, reply))
		return -1;
	for (enum color c = EMPTY; c <= WHITE; c++)
		if (strcmp(argv[0], owned[c]) == 0) {
			gtp_print_owned(e, c, reply);
			return 0;
		}
	if (gtp_status(argv[0], &s, reply))
		return -1;
	gtp_print_chains(game_board(e->game), gtp_marking(e), s, reply);
	return 0;
}

/* Every argument a point holding a stone, into points; the first that is not fails. */
static int gtp_stones(const struct gtp *e, int argc, char **argv, int *points, FILE *reply)
{
	const struct board *b = game_board(e->game);
	char v[8];

	for (int i = 0; i < argc; i++) {
		if (gtp_vertex(e, argv[i], &points[i], reply))
			return -1;
		if (points[i] == BOARD_PASS)
			return gtp_fail(reply, "'pass' not permitted");
		if (b->color[points[i]] == EMPTY)
			return gtp_fail(reply, "%s holds no stone", board_vertex_str(b, points[i], v));
	}
	return 0;
}

/* tengen-dead and tengen-seki: check every vertex first, so that a bad one changes nothing. */
static int gtp_mark_command(struct gtp *e, int argc, char **argv, enum score_status s, FILE *reply)
{
	int *points = xmalloc(((size_t)argc + 1) * sizeof *points);
	int status = gtp_stones(e, argc, argv, points, reply);

	if (status == 0)
		marking_set_exactly(gtp_session(e), s, points, argc);
	free(points);
	return status;
}

static int gtp_tengen_dead(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_mark_command(e, argc, argv, SCORE_DEAD, reply);
}

static int gtp_tengen_seki(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_mark_command(e, argc, argv, SCORE_SEKI, reply);
}

static int gtp_tengen_auto(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv, (void)reply;
	marking_reset(e->marking);
	return 0;
}

/* --- the comparison --------------------------------------------------------------------------- */

/* A ruleset's name as score_diff_str gives it: the preset's, whatever the komi, else in full. */
static const char *gtp_rules_name(const struct ruleset *r, char *buf, size_t len)
{
	const char *preset = ruleset_preset_of(r);

	return preset ? preset : ruleset_str(r, buf, len);
}

/* One line per ruleset: its name, result and both sides' terms. */
static void gtp_print_totals(const struct score *s, FILE *reply)
{
	char name[256], result[32], black[256], white[256];

	fprintf(reply, "%s %s (%s; %s)", gtp_rules_name(&s->rules, name, sizeof name),
		score_result_str(s, result, sizeof result), score_side_str(s, BLACK, black, sizeof black),
		score_side_str(s, WHITE, white, sizeof white));
}

/* The totals, the notes on marked-dead stones left on the board, then the disagreements. */
static void gtp_print_comparison(const struct game *g, const struct count *c, FILE *reply)
{
	const struct score_comparison *cmp = &c->cmp;
	char buf[1024], name[256];

	for (int i = 0; i < cmp->n; i++) {
		fputs(i ? "\n" : "", reply);
		gtp_print_totals(&cmp->scores[i], reply);
	}
	for (int i = 0; i < cmp->n; i++) {
		const struct score *s = &cmp->scores[i];
		if (*score_note_str(s, buf, sizeof buf))
			fprintf(reply, "\n%s: %s", gtp_rules_name(&s->rules, name, sizeof name), buf);
	}
	for (int i = 0; i < cmp->ndiffs; i++)
		fprintf(reply, "\n%s", count_diff_str(c, g, NULL, i, buf, sizeof buf));
}

/*
 * The board counted under several rulesets with the game's komi and the marking in force, as
 * `tengen score` does.  Each argument is a comma-separated list of rulesets (or "all"); an equal
 * ruleset is counted once.
 */
static int gtp_tengen_score_all(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct score_columns cols;
	struct count *cmp = xmalloc(sizeof *cmp);
	struct count_options o;
	char err[256];
	int status = 0;

	score_columns_init(&cols, game_rules(e->game), true);
	for (int i = 0; i < argc && status == 0; i++)
		status = score_columns_add(&cols, argv[i], err, sizeof err);
	if (argc == 0)
		status = score_columns_add(&cols, SCORE_DEFAULT_RULESETS, err, sizeof err);
	if (status == 0) {
		gtp_count_options(e, &o);
		count_columns(e->game, gtp_marking(e), &o, &cols, cmp);
		gtp_print_comparison(e->game, cmp, reply);
	} else {
		gtp_fail(reply, "%s", err);
	}
	free(cmp);
	return status;
}

/*
 * The life-and-death analysis of the current position: one line per chain (its first stone, colour,
 * size, status, type and the reason), each followed by its proof line when it has one.
 */
static int gtp_tengen_classify(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	const struct life_analysis *a = marking_analysis(gtp_session(e));
	char line[1024], proof[512];

	(void)argc;
	(void)argv;
	for (int i = 0; i < a->nchains; i++) {
		const struct life_chain *c = &a->chains[i];
		fprintf(reply, "%s%s", i ? "\n" : "", life_chain_str(b, c, line, sizeof line));
		if (c->proof.n > 0)
			fprintf(reply, "; proof %s", reading_line_str(b, &c->proof, proof, sizeof proof));
	}
	return 0;
}

/* --- records ---------------------------------------------------------------------------------- */

/* The number of the first move of r's main line at VERTEX (as GNU Go reads `loadsgf FILE VERTEX`);
 * 0 when no move is played there (the whole line loads); -1 when VERTEX is not a point of its board. */
static int first_move_at(const struct record *r, const char *vertex)
{
	const struct game *g = record_game(r);
	int p = board_vertex_parse(game_board(g), vertex);

	if (p == BOARD_NONE || p == BOARD_PASS)
		return -1;
	for (int n = 1; n <= game_moves(g); n++) {
		const struct move *m = game_move(g, n);
		if (m->action == ACTION_PLAY && m->point == p)
			return n;
	}
	return 0;
}

/*
 * The main line of a file, up to the position before move N when N is given, replaces the game.
 * In place of N a vertex (GNU Go's form, which its regression files use): the position before the
 * first move there, the whole line when none is.  The file's RU and KM win; without them the
 * engine's rules stay, and without KM an explicit komi stays too (as `tengen-rules` keeps it).
 */
static int gtp_loadsgf(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int before = 0, komi2 = game_rules(e->game)->komi2;
	char q[GTP_QUOTE_LEN];

	if (gtp_need(argc, 1, reply))
		return -1;
	bool vertex = argc > 1 && isalpha((unsigned char)argv[1][0]);
	if (argc > 1 && !vertex && gtp_int(argv[1], &before, reply))
		return -1;
	/* The record's warnings, an illegal move that stopped loading among them, go to stderr. */
	struct record *r = cli_read_record("gtp", argv[0], game_rules(e->game), before, true);
	if (!r)
		return gtp_fail(reply, "cannot load file");
	if (vertex) {
		before = first_move_at(r, argv[1]);
		if (before < 0) {
			record_free(r);
			return gtp_fail(reply, "invalid move number or vertex: '%s'", gtp_quote(argv[1], q));
		}
		char err[512];
		if (before > 0 && record_select(r, record_root(r), before, err, sizeof err) != 0) {
			/* the same line again, up to that move, from the tree already read */
			cli_say("gtp", "%s", err);
			record_free(r);
			return gtp_fail(reply, "cannot load file");
		}
	}
	game_free(e->game);
	e->game = record_take_game(r);
	gtp_forget_record(e);
	e->loaded = r;
	if (record_komi_given(r))
		e->komi_set = true;
	else if (e->komi_set)
		game_set_komi(e->game, komi2);
	gtp_board_changed(e);   /* then the record's own marking, where it has one */
	int dead[BOARD_MAX_POINTS], n = record_marking_read(record_reached(r), game_board(e->game), dead);
	if (n >= 0)
		marking_accept(gtp_session(e), dead, n);
	return 0;
}

/*
 * RE for printsgf: the count when play has ended with two passes or final_score has answered since
 * the last change to the board; else NULL, and record_to_sgf writes W+R or Void where they apply.
 */
static const char *gtp_sgf_result(struct gtp *e, char *buf, size_t len)
{
	enum end_reason end = game_end_reason(e->game);
	struct score s;

	if (end != END_PASSES && !(end == END_NONE && e->scored))
		return NULL;
	gtp_score(e, &s);
	return gtp_result_str(&s, buf, len);
}

/*
 * Without a file name the record is the answer; GTP forbids empty lines inside an answer, so a
 * comment's empty lines are lost there (not in a file).  With one, the file is written atomically.
 */
static int gtp_printsgf(struct gtp *e, int argc, char **argv, FILE *reply)
{
	char result[32], err[1024];
	struct record_info info = { .version = PACKAGE_VERSION };

	info.base = e->loaded ? record_root(e->loaded) : NULL;
	info.result = gtp_sgf_result(e, result, sizeof result);
	if (argc > 0) {
		if (record_write_file(e->game, &info, argv[0], err, sizeof err) == 0)
			return 0;
		cli_say("gtp", "%s", err);
		return gtp_fail(reply, "cannot write file");
	}
	struct sgf_collection *c = record_to_sgf(e->game, &info);
	char *text = sgf_write(c, NULL);
	fputs(text, reply);
	free(text);
	sgf_free(c);
	return 0;
}

/* --- rules ------------------------------------------------------------------------------------ */

/* Take new rules, keeping the history, and the komi if it was set explicitly. */
static void gtp_take_rules(struct gtp *e, struct ruleset *r, bool names_komi)
{
	if (names_komi)
		e->komi_set = true;
	else if (e->komi_set)
		r->komi2 = game_rules(e->game)->komi2;
	game_set_rules(e->game, r);
}

/* The rule names a KGS server sends, as our presets. */
static const struct {
	const char *kgs;
	const char *preset;
} gtp_kgs_rules[] = {
	{ "japanese", "japanese" },
	{ "chinese", "chinese" },
	{ "aga", "aga" },
	{ "new_zealand", "new-zealand" },
	{ "tromp-taylor", "tromp-taylor" },
};

static int gtp_kgs_rules_cmd(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct ruleset r;
	char q[GTP_QUOTE_LEN];

	if (gtp_need(argc, 1, reply))
		return -1;
	for (size_t i = 0; i < sizeof gtp_kgs_rules / sizeof gtp_kgs_rules[0]; i++)
		if (strcasecmp(argv[0], gtp_kgs_rules[i].kgs) == 0
		    && ruleset_parse(&r, gtp_kgs_rules[i].preset, NULL, 0) == 0) {
			gtp_take_rules(e, &r, false);
			return 0;
		}
	return gtp_fail(reply, "unknown rules: '%s'", gtp_quote(argv[0], q));
}

/* Without a name, the rules in force; with one, switch to it.  A text giving a komi sets it. */
static int gtp_tengen_rules(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct ruleset r;
	char buf[4096], err[256];

	if (argc == 0) {
		fprintf(reply, "%s\n", ruleset_str(game_rules(e->game), buf, sizeof buf));
		ruleset_describe(game_rules(e->game), buf, sizeof buf);
		fputs(buf, reply);
		return 0;
	}
	if (ruleset_parse(&r, argv[0], err, sizeof err) != 0)
		return gtp_fail(reply, "%s", err);
	gtp_take_rules(e, &r, strcasestr(argv[0], "komi") != NULL);
	return 0;
}

static int gtp_tengen_explain(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int p;
	char buf[256];

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	if (p == BOARD_PASS) {
		fputs("legal: a pass is always allowed", reply);
		return 0;
	}
	struct verdict_info v = game_check(e->game, c, p);
	fputs(game_verdict_str(e->game, &v, buf, sizeof buf), reply);
	return 0;
}

/* One step of rule 7: the chain cleared and why. */
static void gtp_print_clear(const struct board *b, const struct trace *t, const struct trace_clear *k,
			    FILE *reply)
{
	uint16_t stones[BOARD_MAX_POINTS];

	memcpy(stones, &t->stones[k->first], (size_t)k->count * sizeof *stones);
	qsort(stones, (size_t)k->count, sizeof *stones, gtp_point_order);
	fprintf(reply, "\nclear %s%s chain ", k->phase == TRACE_OWN ? "own " : "", color_str(k->color));
	gtp_print_points(b, stones, k->count, reply);
	fputs(" (no longer reaches empty)", reply);
}

/* The clears of one phase, or a line saying there were none. */
static void gtp_print_phase(const struct board *b, const struct trace *t, enum trace_phase phase,
			    enum color c, FILE *reply)
{
	int shown = 0;

	for (int i = 0; i < t->nclears; i++)
		if (t->clears[i].phase == phase) {
			gtp_print_clear(b, t, &t->clears[i], reply);
			shown++;
		}
	if (!shown)
		fprintf(reply, "\nclear %s%s chains: none", phase == TRACE_OWN ? "own " : "",
			color_str(c));
}

/*
 * The rule-7 steps of a move without playing it: colour the point, clear the opponent's chains that
 * no longer reach empty, clear the player's own, then the verdict of the suicide and repetition
 * checks.  An occupied point has no steps: only its verdict is shown.
 */
static int gtp_tengen_trace(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	struct trace t;
	enum color c = BLACK;
	int p;
	char buf[256];

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	if (p == BOARD_PASS)
		return gtp_fail(reply, "a pass has no steps");
	struct verdict_info v = game_check(e->game, c, p);
	if (v.verdict != VERDICT_OCCUPIED) {
		game_trace_try(e->game, c, p, &t);
		fprintf(reply, "colour %s %s", board_vertex_str(b, p, buf), color_str(c));
		gtp_print_phase(b, &t, TRACE_OPPONENT, color_other(c), reply);
		gtp_print_phase(b, &t, TRACE_OWN, c, reply);
		fputc('\n', reply);
	}
	fprintf(reply, "verdict: %s", game_verdict_str(e->game, &v, buf, sizeof buf));
	return 0;
}

/* --- the table -------------------------------------------------------------------------------- */

static const struct gtp_command gtp_commands[] = {
	{ .name = "protocol_version", .usage = "", .exec = gtp_protocol_version },
	{ .name = "name", .usage = "", .exec = gtp_name },
	{ .name = "version", .usage = "", .exec = gtp_version },
	{ .name = "known_command", .usage = "COMMAND", .exec = gtp_known_command },
	{ .name = "list_commands", .usage = "", .exec = gtp_list_commands },
	{ .name = "help", .usage = "", .exec = gtp_help },
	{ .name = "quit", .usage = "", .exec = gtp_quit },
	{ .name = "boardsize", .usage = "SIZE", .exec = gtp_boardsize, .changes_board = true },
	{ .name = "clear_board", .usage = "", .exec = gtp_clear_board, .changes_board = true },
	{ .name = "komi", .usage = "KOMI", .exec = gtp_komi },
	{ .name = "play", .usage = "COLOUR VERTEX", .exec = gtp_play, .changes_board = true },
	{ .name = "genmove", .usage = "COLOUR", .exec = gtp_genmove, .changes_board = true },
	{ .name = "reg_genmove", .usage = "COLOUR", .exec = gtp_reg_genmove },
	{ .name = "kgs-genmove_cleanup", .usage = "COLOUR", .exec = gtp_genmove_cleanup, .changes_board = true },
	{ .name = "undo", .usage = "", .exec = gtp_undo, .changes_board = true },
	{ .name = "showboard", .usage = "", .exec = gtp_showboard },
	{ .name = "list_stones", .usage = "COLOUR", .exec = gtp_list_stones },
	{ .name = "fixed_handicap", .usage = "N", .exec = gtp_fixed_handicap, .changes_board = true },
	{ .name = "place_free_handicap", .usage = "N", .exec = gtp_place_free_handicap, .changes_board = true },
	{ .name = "set_free_handicap", .usage = "VERTEX...", .exec = gtp_set_free_handicap, .changes_board = true },
	{ .name = "time_settings", .usage = "MAIN BYO_YOMI STONES", .exec = gtp_time_settings },
	{ .name = "time_left", .usage = "COLOUR TIME STONES", .exec = gtp_time_left },
	{ .name = "kgs-time_settings", .usage = "none|absolute|byoyomi|canadian [TIMES...]",
	  .exec = gtp_kgs_time_settings },
	{ .name = "loadsgf", .usage = "FILE [MOVE_NUMBER|VERTEX]", .exec = gtp_loadsgf },   /* changes it itself */
	{ .name = "printsgf", .usage = "[FILE]", .exec = gtp_printsgf },
	{ .name = "final_score", .usage = "", .exec = gtp_final_score },
	{ .name = "tengen-finish", .usage = "", .exec = gtp_tengen_finish },
	{ .name = "final_status_list", .usage = "alive|dead|seki|black_territory|white_territory|dame", .exec = gtp_final_status_list },
	{ .name = "is_legal", .usage = "COLOUR VERTEX", .exec = gtp_is_legal },
	{ .name = "kgs-rules", .usage = "japanese|chinese|aga|new_zealand", .exec = gtp_kgs_rules_cmd },
	{ .name = "tengen-rules", .usage = "[NAME]", .exec = gtp_tengen_rules },
	{ .name = "tengen-explain", .usage = "COLOUR VERTEX", .exec = gtp_tengen_explain },
	{ .name = "tengen-trace", .usage = "COLOUR VERTEX", .exec = gtp_tengen_trace },
	{ .name = "tengen-dead", .usage = "[VERTEX...]", .exec = gtp_tengen_dead },
	{ .name = "tengen-seki", .usage = "[VERTEX...]", .exec = gtp_tengen_seki },
	{ .name = "tengen-auto", .usage = "", .exec = gtp_tengen_auto },
	{ .name = "tengen-score-all", .usage = "[RULES,...]", .exec = gtp_tengen_score_all },
	{ .name = "tengen-classify", .usage = "", .exec = gtp_tengen_classify },
};

static const size_t gtp_ncommands = sizeof gtp_commands / sizeof gtp_commands[0];

static const struct gtp_command *gtp_find(const char *name)
{
	for (size_t i = 0; i < gtp_ncommands; i++)
		if (strcmp(gtp_commands[i].name, name) == 0)
			return &gtp_commands[i];
	return NULL;
}

static int gtp_known_command(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e;
	fputs(argc > 0 && gtp_find(argv[0]) ? "true" : "false", reply);
	return 0;
}

static int gtp_list_commands(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	for (size_t i = 0; i < gtp_ncommands; i++)
		fprintf(reply, "%s%s", i ? "\n" : "", gtp_commands[i].name);
	return 0;
}

static int gtp_help(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	for (size_t i = 0; i < gtp_ncommands; i++)
		fprintf(reply, "%s%s%s%s", i ? "\n" : "", gtp_commands[i].name,
			*gtp_commands[i].usage ? " " : "", gtp_commands[i].usage);
	return 0;
}

/* --- the loop --------------------------------------------------------------------------------- */

size_t gtp_preprocess(char *line, size_t len)
{
	size_t n = 0;
	bool blank = true;

	for (size_t i = 0; i < len && line[i] != '#'; i++) {
		unsigned char ch = (unsigned char)line[i];
		if (ch == '\t')
			ch = ' ';
		if (ch < ' ' || ch == 127)
			continue;
		blank = blank && ch == ' ';
		line[n++] = (char)ch;
	}
	line[n] = '\0';
	return blank ? 0 : n;
}

/* Cut line into words at spaces; words is big enough for every word.  Returns the count. */
static int gtp_split(char *line, char **words)
{
	char *save;
	int n = 0;

	for (char *w = strtok_r(line, " ", &save); w; w = strtok_r(NULL, " ", &save))
		words[n++] = w;
	return n;
}

static bool gtp_is_id(const char *w)
{
	return *w && strspn(w, "0123456789") == strlen(w);
}

/*
 * Send one answer: the status, the id, then the text, on the same line unless it starts a new one.
 * An empty line ends an answer, so the text's own empty lines are dropped.
 */
static void gtp_answer(FILE *out, int status, const char *id, const char *text)
{
	char *safe = status != 0 ? text_escape_new(text, 0) : NULL;   /* a failure can quote a file */

	if (safe)
		text = safe;
	size_t len = strlen(text);

	while (len > 0 && text[len - 1] == '\n')
		len--;
	fprintf(out, "%c%s%s", status == 0 ? '=' : '?', id, len > 0 && text[0] != '\n' ? " " : "");
	for (size_t i = 0; i < len; i++)
		if (text[i] != '\n' || i == 0 || text[i - 1] != '\n')
			fputc(text[i], out);
	fputs("\n\n", out);
	fflush(out);
	free(safe);
}

/* Run one cleaned, non-blank line. */
static void gtp_execute(struct gtp *e, char *line, size_t len, FILE *out)
{
	char **words = xmalloc((len / 2 + 2) * sizeof *words);
	int n = gtp_split(line, words);
	const char *id = n > 0 && gtp_is_id(words[0]) ? words[0] : "";
	int first = *id ? 1 : 0;
	char *text = NULL;
	size_t size = 0;
	FILE *reply = open_memstream(&text, &size);
	int status;

	if (!reply) {
		perror("tengen gtp");
		exit(EXIT_INTERNAL);
	}
	const struct gtp_command *cmd = first < n ? gtp_find(words[first]) : NULL;
	if (cmd)
		status = cmd->exec(e, n - first - 1, words + first + 1, reply);
	else
		status = gtp_fail(reply, "unknown command");
	if (cmd && status == 0 && cmd->changes_board)
		gtp_board_changed(e);
	fclose(reply);
	gtp_answer(out, status, id, text);
	free(text);
	free(words);
}

int gtp_run(FILE *in, FILE *out, struct game **g, const struct gtp_options *opt)
{
	struct life_options lopt;

	life_options_long(&lopt);
	struct gtp e = { .game = *g, .marking = marking_new(opt->long_budget ? &lopt : NULL), .rng = opt->seed,
			 .komi_set = opt->komi_set, .playout = opt->playout };
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	while (!e.quit && (n = getline(&line, &cap, in)) != -1) {
		size_t len = gtp_preprocess(line, (size_t)n);
		if (len > 0)
			gtp_execute(&e, line, len, out);
	}
	free(line);
	gtp_forget_record(&e);
	marking_free(e.marking);
	*g = e.game;
	return 0;
}

/* --- the command line ------------------------------------------------------------------------- */

static int gtp_usage(const char *message)
{
	if (message)
		cli_say("gtp", "%s", message);
	fputs("usage: tengen gtp [--rules NAME] [--seed S] [--as-is|--play-out] [--long]\n", stderr);
	return EXIT_USAGE;
}

int gtp_main(int argc, char **argv)
{
	struct ruleset rules;
	struct gtp_options opt = { .seed = GTP_DEFAULT_SEED };
	const char *rules_text = GTP_DEFAULT_RULES;
	char err[256], *end;

	for (int i = 1; i < argc; i += 2) {
		if (strcmp(argv[i], "--as-is") == 0 || strcmp(argv[i], "--play-out") == 0) {
			opt.playout = argv[i][2] == 'a' ? COUNT_PLAYOUT_NEVER : COUNT_PLAYOUT_ALWAYS;
			i--;
			continue;
		}
		if (strcmp(argv[i], "--long") == 0) {
			opt.long_budget = true;
			i--;
			continue;
		}
		if (i + 1 >= argc)
			return gtp_usage("an option needs a value");
		if (strcmp(argv[i], "--rules") == 0) {
			rules_text = argv[i + 1];
			opt.komi_set = strcasestr(rules_text, "komi") != NULL;
		} else if (strcmp(argv[i], "--seed") == 0) {
			errno = 0;
			opt.seed = strtoull(argv[i + 1], &end, 10);
			if (end == argv[i + 1] || *end || errno == ERANGE)
				return gtp_usage("--seed takes a number");
		} else {
			return gtp_usage(NULL);
		}
	}
	if (ruleset_parse(&rules, rules_text, err, sizeof err) != 0)
		return gtp_usage(err);
	struct game *g = game_new(GTP_DEFAULT_SIZE, &rules);
	gtp_run(stdin, stdout, &g, &opt);
	game_free(g);
	return 0;
}
