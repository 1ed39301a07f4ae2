/*
 * gtp_setup.c: the GTP commands that set the game up: boardsize, clear_board, komi, the handicaps,
 * the clocks (checked, not kept) and the rules (kgs-rules, tengen-rules).
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/xalloc.h"
#include "tui/gtp/gtp_command.h"

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

const struct gtp_command gtp_boardsize_entry = {
	.name = "boardsize", .usage = "SIZE", .exec = gtp_boardsize, .changes_board = true,
};

/* Unless komi was set, a handicap game takes its rules' handicap komi (0.5, Tang 0), an even game
 * theirs again. */
static void gtp_handicap_komi(struct gtp *e)
{
	if (!e->komi_set)
		game_set_komi(e->game, ruleset_handicap_komi(game_rules(e->game), game_handicap(e->game)));
}

static int gtp_clear_board(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv, (void)reply;
	game_clear(e->game);
	gtp_forget_record(e);
	gtp_handicap_komi(e);
	return 0;
}

const struct gtp_command gtp_clear_board_entry = {
	.name = "clear_board", .usage = "", .exec = gtp_clear_board, .changes_board = true,
};

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

const struct gtp_command gtp_komi_entry = {
	.name = "komi", .usage = "KOMI", .exec = gtp_komi,
};

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

static void gtp_print_handicap(struct gtp *e, const int *points, int n, FILE *reply)
{
	uint16_t list[9];

	gtp_handicap_komi(e);

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

const struct gtp_command gtp_fixed_handicap_entry = {
	.name = "fixed_handicap", .usage = "N", .exec = gtp_fixed_handicap, .changes_board = true,
};

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

const struct gtp_command gtp_place_free_handicap_entry = {
	.name = "place_free_handicap", .usage = "N", .exec = gtp_place_free_handicap, .changes_board = true,
};

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
		else
			gtp_handicap_komi(e);
	}
	free(points);
	return ok;
}

const struct gtp_command gtp_set_free_handicap_entry = {
	.name = "set_free_handicap", .usage = "VERTEX...", .exec = gtp_set_free_handicap, .changes_board = true,
};

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

const struct gtp_command gtp_time_settings_entry = {
	.name = "time_settings", .usage = "MAIN BYO_YOMI STONES", .exec = gtp_time_settings,
};

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

const struct gtp_command gtp_time_left_entry = {
	.name = "time_left", .usage = "COLOUR TIME STONES", .exec = gtp_time_left,
};

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

const struct gtp_command gtp_kgs_time_settings_entry = {
	.name = "kgs-time_settings", .usage = "none|absolute|byoyomi|canadian [TIMES...]",
	.exec = gtp_kgs_time_settings,
};

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

const struct gtp_command gtp_kgs_rules_entry = {
	.name = "kgs-rules", .usage = "japanese|chinese|aga|new_zealand", .exec = gtp_kgs_rules_cmd,
};

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

const struct gtp_command gtp_tengen_rules_entry = {
	.name = "tengen-rules", .usage = "[NAME]", .exec = gtp_tengen_rules,
};
