/*
 * shell_bench.c: `tengen bench`, the GOBENCH-1 workload run on tengen's own board and game.
 *
 * GOBENCH-1 (random playouts with a fixed random stream, an eye-avoiding policy and Tromp-Taylor
 * scoring) is specified so that any Go board can run it: equal rules give equal games, so the
 * counters and the checksum must agree with every other implementation, and speed compares as a ratio.
 *
 * How a playout runs here:
 *   1. A struct game with suicide forbidden, simple ko (psk=0) or positional superko (psk=1) and komi
 *      7.5 is cleared; every legality verdict and every capture is the game's own.
 *   2. Each ply draws r and walks the vertices from r; a vertex that is empty and not an eye of the
 *      mover (the policy, read from the board) is offered to game_play, and the first one it accepts
 *      is the move.  When none is accepted the mover passes with game_pass.
 *   3. The playout ends when the game ends (two passes) or at the cap of 3 * N * N plies; the final
 *      board is scored with board_area and folded into the checksum.
 * GOBENCH vertex v = y * N + x is tengen's point (x, y), y counted from the top: a symmetry of the
 * board maps one game onto the other, and the checksum walks the vertices in v order.
 */
#include "config.h"

#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "tui/shared/cli.h"
#include "tui/shell/shell.h"

#define BENCH_KOMI2 15 /* GOBENCH-1's komi, 7.5, in half-points */

struct bench_options {
	int size;                /* lines on each side */
	long playouts;           /* playouts to run */
	uint64_t seed;           /* the random stream's seed */
	int psk;                 /* -1 until given: 0 simple ko, 1 positional superko */
	bool have_rules;         /* --rules was given */
	struct ruleset rules;    /* the rules --rules named */
};

struct bench_counts {
	uint64_t plies;          /* stones and passes */
	uint64_t passes;
	uint64_t captured;       /* stones removed */
	uint64_t bwins;
	uint64_t capped;         /* playouts ended by the ply cap */
	uint64_t fnv;            /* FNV-1a 64 over every final board */
};

/* One run: the game, the vertex table and the random stream. */
struct bench {
	struct game *game;
	int size, nn;
	int points[BOARD_MAX_SIZE * BOARD_MAX_SIZE]; /* GOBENCH vertex v -> tengen point */
	uint64_t rng;            /* splitmix64 state */
	struct bench_counts counts;
};

/* The GOBENCH-1 rules; only the ko rule varies, with psk. */
static const struct ruleset bench_rules = {
	.ko = KO_SIMPLE,
	.suicide = SUICIDE_FORBIDDEN,
	.scoring = SCORING_AREA,
	.tax = TAX_NONE,
	.dead = DEAD_PLAYOUT,
	.bonus = BONUS_NONE,
	.komi2 = BENCH_KOMI2,
	.cycle = CYCLE_FORBID,
};

/* splitmix64, one stream for the whole run. */
static uint64_t bench_next(struct bench *k)
{
	uint64_t z;

	k->rng += 0x9E3779B97F4A7C15ULL;
	z = k->rng;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static uint32_t bench_below(struct bench *k, uint32_t n)
{
	return (uint32_t)(((uint64_t)(uint32_t)(bench_next(k) >> 32) * n) >> 32);
}

/*
 * The policy's eye test: c holds every on-board neighbour of p, and the opponent's diagonal stones
 * plus one for a point on the edge number fewer than two.
 */
static bool bench_is_eye(const struct board *b, int p, enum color c)
{
	const uint8_t *at = b->color + p;
	int s = b->stride;
	unsigned around = 1u << at[-s] | 1u << at[-1] | 1u << at[1] | 1u << at[s];
	unsigned o = color_other(c);

	if (around & ~(1u << c | 1u << EDGE))
		return false;
	int faults = (around >> EDGE & 1) + (at[-s - 1] == o) + (at[-s + 1] == o) + (at[s - 1] == o) +
		     (at[s + 1] == o);
	return faults < 2;
}

/*
 * Offer c's acceptable points in [from, to) in order to the game; true once one is played.  Points
 * grow with v, and the EDGE points between rows are never EMPTY, so the next vertex to consider is
 * the next EMPTY byte of the colour array.
 */
static bool bench_try_range(struct bench *k, enum color c, int from, int to)
{
	const struct board *b = game_board(k->game);

	for (int p = from; p < to; p++) {
		const uint8_t *e = memchr(b->color + p, EMPTY, (size_t)(to - p));
		if (!e)
			return false;
		p = (int)(e - b->color);
		if (!bench_is_eye(b, p, c) && game_play(k->game, c, p).verdict == VERDICT_LEGAL)
			return true;
	}
	return false;
}

/* Step 2 above: play c's first acceptable vertex from r on, wrapping; false if there is none. */
static bool bench_move(struct bench *k, enum color c, int r)
{
	int first = k->points[0], start = k->points[r], end = k->points[k->nn - 1] + 1;

	return bench_try_range(k, c, start, end) || bench_try_range(k, c, first, start);
}

/* Step 3 above: score the final board and fold it into the checksum. */
static void bench_finish(struct bench *k)
{
	const struct board *b = game_board(k->game);
	int area[3];

	board_area(b, area);
	if (2 * (area[BLACK] - area[WHITE]) > game_rules(k->game)->komi2)
		k->counts.bwins++;
	k->counts.captured += (uint64_t)(b->removed[BLACK] + b->removed[WHITE]);
	for (int v = 0; v < k->nn; v++) {
		k->counts.fnv ^= b->color[k->points[v]];
		k->counts.fnv *= 0x100000001b3ULL;
	}
}

static void bench_playout(struct bench *k)
{
	int cap = 3 * k->nn, plies = 0;

	game_clear(k->game);
	while (game_phase(k->game) == PHASE_PLAY && plies < cap) {
		enum color c = plies % 2 == 0 ? BLACK : WHITE;
		if (!bench_move(k, c, (int)bench_below(k, (uint32_t)k->nn))) {
			game_pass(k->game, c);
			k->counts.passes++;
		}
		plies++;
	}
	if (game_phase(k->game) == PHASE_PLAY)
		k->counts.capped++;
	k->counts.plies += (uint64_t)plies;
	bench_finish(k);
}

static void bench_init(struct bench *k, const struct bench_options *o, const struct ruleset *rules)
{
	k->game = game_new(o->size, rules);
	game_set_undoable(k->game, false);   /* a playout is never taken back */
	k->size = o->size;
	k->nn = o->size * o->size;
	for (int v = 0; v < k->nn; v++)
		k->points[v] = board_point(game_board(k->game), v % o->size, v / o->size);
	k->rng = o->seed;
	memset(&k->counts, 0, sizeof k->counts);
	k->counts.fnv = 0xcbf29ce484222325ULL;
}

static int bench_usage(const char *fmt, const char *arg)
{
	char *msg = NULL;

	if (asprintf(&msg, fmt, arg) >= 0)
		cli_say("bench", "%s", msg);
	free(msg);
	fputs("usage: tengen bench [--size N] [--playouts P] [--seed S] [--psk 0|1] [--rules NAME]\n",
	      stderr);
	return EXIT_USAGE;
}

/* Parse an unsigned decimal in [lo, hi]; false if s is not one. */
static bool bench_number(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
	char *end;

	if (!s || *s < '0' || *s > '9')
		return false;
	*out = strtoull(s, &end, 10);
	return *end == '\0' && *out >= lo && *out <= hi;
}

/* One option and its value; returns 0 or a usage error. */
static int bench_option(struct bench_options *o, const char *name, const char *arg)
{
	char err[128];
	uint64_t x;

	if (!arg)
		return bench_usage("%s needs a value", name);
	if (strcmp(name, "--size") == 0 && bench_number(arg, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &x))
		o->size = (int)x;
	else if (strcmp(name, "--playouts") == 0 && bench_number(arg, 1, 1000000000, &x))
		o->playouts = (long)x;
	else if (strcmp(name, "--seed") == 0 && bench_number(arg, 0, UINT64_MAX, &x))
		o->seed = x;
	else if (strcmp(name, "--psk") == 0 && bench_number(arg, 0, 1, &x))
		o->psk = (int)x;
	else if (strcmp(name, "--rules") == 0) {
		if (ruleset_parse(&o->rules, arg, err, sizeof err) != 0)
			return bench_usage("%s", err);
		o->have_rules = true;
	} else
		return bench_usage("bad option or value: %s", name);
	return 0;
}

/*
 * The rules to run: GOBENCH-1's, or those --rules names if they are GOBENCH-1's (suicide forbidden,
 * area scoring, komi 7.5, simple ko or positional superko agreeing with --psk).
 */
static int bench_pick_rules(struct bench_options *o, struct ruleset *r)
{
	*r = bench_rules;
	if (!o->have_rules) {
		r->ko = o->psk == 1 ? KO_POSITIONAL : KO_SIMPLE;
		o->psk = o->psk == 1;
		return 0;
	}
	*r = o->rules;
	if (r->suicide != SUICIDE_FORBIDDEN || r->scoring != SCORING_AREA || r->komi2 != BENCH_KOMI2 ||
	    r->cycle != CYCLE_FORBID || (r->ko != KO_SIMPLE && r->ko != KO_POSITIONAL)) {
		char buf[256];
		ruleset_long_str(r, buf, sizeof buf);
		return bench_usage("GOBENCH-1 needs suicide forbidden, area scoring, komi 7.5 and simple ko "
				   "or positional superko, not %s", buf);
	}
	if (o->psk >= 0 && o->psk != (r->ko == KO_POSITIONAL))
		return bench_usage("%s", "--psk disagrees with the ko rule of --rules");
	o->psk = r->ko == KO_POSITIONAL;
	return 0;
}

static double bench_seconds(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) * 1e-9;
}

static void bench_print(const struct bench_options *o, const struct bench_counts *c, double sec)
{
	printf("impl=tengen size=%d psk=%d seed=%" PRIu64 " playouts=%ld plies=%" PRIu64
	       " passes=%" PRIu64 " captured=%" PRIu64 " bwins=%" PRIu64 " capped=%" PRIu64
	       " fnv=%016" PRIx64 " sec=%.3f pps=%.1f plies_per_playout=%.2f ns_per_ply=%.1f\n",
	       o->size, o->psk, o->seed, o->playouts, c->plies, c->passes, c->captured, c->bwins,
	       c->capped, c->fnv, sec, (double)o->playouts / sec, (double)c->plies / (double)o->playouts,
	       sec * 1e9 / (double)c->plies);
}

int shell_bench(int argc, char **argv)
{
	struct bench_options o = { .size = 9, .playouts = 1000, .seed = 1, .psk = -1 };
	struct ruleset rules;
	struct timespec t0, t1;
	struct bench k = { 0 };
	int rc;

	for (int i = 1; i < argc; i += 2)
		if ((rc = bench_option(&o, argv[i], i + 1 < argc ? argv[i + 1] : NULL)) != 0)
			return rc;
	if ((rc = bench_pick_rules(&o, &rules)) != 0)
		return rc;
	bench_init(&k, &o, &rules);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < o.playouts; i++)
		bench_playout(&k);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	game_free(k.game);
	bench_print(&o, &k.counts, bench_seconds(&t0, &t1));
	return 0;
}
