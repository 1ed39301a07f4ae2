/*
 * shell_bench.c: `tengen bench`, the GOBENCH-1 workload run on tengen's own board (and game).
 *
 * GOBENCH-1 (random playouts with a fixed random stream, an eye-avoiding policy and Tromp-Taylor
 * scoring) is specified so that any Go board can run it: equal rules give equal games, so the
 * counters and the checksum must agree with every other implementation, and speed compares as a ratio.
 *
 * How a playout runs here, with the board as its referee (the default, `--referee board`), as a
 * board's playouts are run:
 *   1. The board is emptied, and with superko on the empty position enters the playout's history.
 *   2. Each ply draws r and walks the vertices from r; the first vertex that is empty, not an eye of
 *      the mover, not suicide (board_is_suicide_surrounded for a point with no empty neighbour), not
 *      the ko point and, with superko, not a repeat of the history is played (rule 7).  When there
 *      is none the mover passes.
 *   3. A move that took one stone with a lone stone left with one liberty sets the ko point for the
 *      next player; a move or a pass clears it.  With superko each position after a stone move
 *      enters the history: a hash set of the board's Zobrist hashes.  A candidate is tried in
 *      place (board_try) and the hash it leaves looked up; a hash found is confirmed by replaying
 *      the playout's moves up to that position and comparing the colourings, so a collision forbids
 *      nothing, and a repeat is taken back (board_undo) and the walk goes on.
 *   4. The playout ends at two passes in a row or at the cap of 3 * N * N plies; the final board
 *      is scored with board_area and folded into the checksum.
 * With `--referee game` every move is offered instead to a struct game with GOBENCH-1's rules
 * (game_play, game_pass): every legality verdict, every capture and the end are the game's own,
 * its history, snapshots and verdicts included.  Both referees give the same counters.
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

#include "board/board.h"
#include "rules/game.h"
#include "rules/mono.h"
#include "rules/ruleset.h"
#include "rules/xalloc.h"
#include "tui/shared/cli.h"
#include "tui/shell/shell.h"

#define BENCH_KOMI2 15 /* GOBENCH-1's komi, 7.5, in half-points */

struct bench_options {
	int size;                /* lines on each side */
	long playouts;           /* playouts to run */
	uint64_t seed;           /* the random stream's seed */
	int psk;                 /* -1 until given: 0 simple ko, 1 positional superko */
	bool have_rules;         /* --rules was given */
	bool game;               /* --referee game: the moves go through struct game */
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

/*
 * The positions of one playout (superko, step 3 above): a hash set with linear probing whose slots
 * of earlier playouts count as empty (their epoch is old), each slot the number of stone moves after
 * which its position stood; and the playout's stone moves, to replay a position found.
 */
struct bench_history {
	unsigned mask;           /* slots - 1, a power of two */
	uint32_t epoch;          /* the playout's; a slot of another epoch is empty */
	uint32_t *epochs;
	uint64_t *keys;
	int *moves_before;       /* the stone moves made when the slot's position stood */
	int nmoves;
	uint16_t *points;        /* the playout's stone moves: points[i] by colours[i] */
	uint8_t *colours;
};

/* One run: the referee (the board, or the game), the vertex table and the random stream. */
struct bench {
	struct game *game;       /* --referee game, else NULL */
	struct board board;      /* the position (the board referee) */
	struct board empty;      /* the empty board, a playout's start */
	int ko;                  /* the point the player to move may not take, or BOARD_NONE */
	bool psk;
	struct bench_history history;
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

static void history_init(struct bench_history *h, int nn)
{
	unsigned slots = 1;
	int most = 3 * nn + 1;   /* the empty board and a position after each ply */

	while (slots < 2u * (unsigned)most)
		slots <<= 1;
	h->mask = slots - 1;
	h->epoch = 0;
	h->epochs = xcalloc(slots, sizeof *h->epochs);
	h->keys = xmalloc(slots * sizeof *h->keys);
	h->moves_before = xmalloc(slots * sizeof *h->moves_before);
	h->points = xmalloc((size_t)most * sizeof *h->points);
	h->colours = xmalloc((size_t)most * sizeof *h->colours);
}

static void history_free(struct bench_history *h)
{
	free(h->epochs);
	free(h->keys);
	free(h->moves_before);
	free(h->points);
	free(h->colours);
}

/* The position after the playout's moves so far (hash z) stands in the history. */
static void history_add(struct bench_history *h, uint64_t z)
{
	unsigned i = (unsigned)(z ^ (z >> 29)) & h->mask;

	while (h->epochs[i] == h->epoch)
		i = (i + 1) & h->mask;
	h->epochs[i] = h->epoch;
	h->keys[i] = z;
	h->moves_before[i] = h->nmoves;
}

/* True if the board as it stands stood before in the playout: each slot with its hash is confirmed
 * by replaying the moves up to it on the empty board and comparing the colourings. */
static bool history_repeats(const struct bench *k)
{
	const struct bench_history *h = &k->history;
	uint64_t z = k->board.hash;
	struct board then;

	for (unsigned i = (unsigned)(z ^ (z >> 29)) & h->mask; h->epochs[i] == h->epoch; i = (i + 1) & h->mask) {
		if (h->keys[i] != z)
			continue;
		then = k->empty;
		for (int m = 0; m < h->moves_before[i]; m++)
			board_play(&then, (enum color)h->colours[m], h->points[m], NULL);
		if (board_equal(&then, &k->board))
			return true;
	}
	return false;
}

/*
 * The policy's eye test for a point whose neighbours' colours are the bits of `around`: c holds
 * every on-board neighbour of p, and the opponent's diagonal stones plus one for a point on the
 * edge number fewer than two.
 */
static inline bool bench_is_eye(const struct board *b, int p, enum color c, unsigned around)
{
	const uint8_t *at = b->color + p;
	int s = b->stride;
	unsigned o = color_other(c);

	if (around & ~(1u << c | 1u << EDGE))
		return false;
	int faults = (around >> EDGE & 1) + (at[-s - 1] == o) + (at[-s + 1] == o) + (at[s - 1] == o) +
		     (at[s + 1] == o);
	return faults < 2;
}

/* The colours of p's four neighbours, a bit each. */
static inline unsigned bench_around(const struct board *b, int p)
{
	const uint8_t *at = b->color + p;
	int s = b->stride;

	return 1u << at[-s] | 1u << at[-1] | 1u << at[1] | 1u << at[s];
}

/*
 * Play c at p on the board (step 3 above: the ko point and the history); false, with the board as
 * it was, if the move repeats a position of the playout under superko.  The move is tried in place
 * and its hash looked up; a repeat, rare, is taken back (board_try, board_undo), and a move without
 * superko is played with board_play.
 */
static bool bench_play(struct bench *k, enum color c, int p)
{
	struct board *b = &k->board;
	struct board_undo u;
	int taken;

	if (k->psk) {
		taken = board_try(b, c, p, &u);
		if (history_repeats(k)) {
			board_undo(b, &u);
			return false;
		}
	} else
		taken = board_play(b, c, p, NULL);
	k->ko = BOARD_NONE;
	if (taken == 1 && b->next[p] == p && b->libs[p] == 1)
		k->ko = board_last_liberty(b, p);
	if (k->psk) {
		struct bench_history *h = &k->history;
		h->points[h->nmoves] = (uint16_t)p;
		h->colours[h->nmoves] = (uint8_t)c;
		h->nmoves++;
		history_add(h, b->hash);
	}
	return true;
}

/*
 * The next EMPTY point from p on, below `to`, or `to`.  Points grow with v, and the EDGE points
 * between rows are never EMPTY, so the next vertex to consider is the next EMPTY byte of the colour
 * array (the point itself, most often, while the board is open).
 */
static inline int bench_next_empty(const struct board *b, int p, int to)
{
	if (p >= to || b->color[p] == EMPTY)
		return p;
	const uint8_t *e = memchr(b->color + p, EMPTY, (size_t)(to - p));
	return e ? (int)(e - b->color) : to;
}

/*
 * Offer c's acceptable points in [from, to) in order to the board (GOBENCH-1's rules 2 to 5); true
 * once one is played.  A point next to an empty one is neither an eye nor suicide: one look at the
 * four neighbours answers both for most points.
 */
static bool bench_board_range(struct bench *k, enum color c, int from, int to)
{
	const struct board *b = &k->board;

	for (int p = bench_next_empty(b, from, to); p < to; p = bench_next_empty(b, p + 1, to)) {
		unsigned around = bench_around(b, p);
		if (!(around & REACH_EMPTY) &&
		    (bench_is_eye(b, p, c, around) || board_is_suicide_surrounded(b, c, p)))
			continue;
		if (p != k->ko && bench_play(k, c, p))
			return true;
	}
	return false;
}

/* The same offered to the game (--referee game): its verdicts, its captures. */
static bool bench_game_range(struct bench *k, enum color c, int from, int to)
{
	const struct board *b = game_board(k->game);

	for (int p = bench_next_empty(b, from, to); p < to; p = bench_next_empty(b, p + 1, to))
		if (!bench_is_eye(b, p, c, bench_around(b, p)) && game_play(k->game, c, p).verdict == VERDICT_LEGAL)
			return true;
	return false;
}

static bool bench_try_range(struct bench *k, enum color c, int from, int to)
{
	return k->game ? bench_game_range(k, c, from, to) : bench_board_range(k, c, from, to);
}

/* Step 2 above: play c's first acceptable vertex from r on, wrapping; false if there is none. */
static bool bench_move(struct bench *k, enum color c, int r)
{
	int first = k->points[0], start = k->points[r], end = k->points[k->nn - 1] + 1;

	return bench_try_range(k, c, start, end) || bench_try_range(k, c, first, start);
}

/* Step 4 above: score the final board and fold it into the checksum. */
static void bench_finish(struct bench *k)
{
	const struct board *b = k->game ? game_board(k->game) : &k->board;
	int area[3];

	board_area(b, area);
	if (2 * (area[BLACK] - area[WHITE]) > BENCH_KOMI2)
		k->counts.bwins++;
	k->counts.captured += (uint64_t)(b->removed[BLACK] + b->removed[WHITE]);
	for (int v = 0; v < k->nn; v++) {
		k->counts.fnv ^= b->color[k->points[v]];
		k->counts.fnv *= 0x100000001b3ULL;
	}
}

/* Step 1 above: the empty board, no ko, and with superko a history holding the empty board. */
static void bench_start(struct bench *k)
{
	if (k->game) {
		game_clear(k->game);
		return;
	}
	k->board = k->empty;
	k->ko = BOARD_NONE;
	if (k->psk) {
		k->history.epoch++;
		k->history.nmoves = 0;
		history_add(&k->history, k->board.hash);
	}
}

static void bench_playout(struct bench *k)
{
	int cap = 3 * k->nn, plies = 0, passes_in_row = 0;

	bench_start(k);
	while (passes_in_row < 2 && plies < cap) {
		enum color c = plies % 2 == 0 ? BLACK : WHITE;
		if (bench_move(k, c, (int)bench_below(k, (uint32_t)k->nn))) {
			passes_in_row = 0;
		} else {
			if (k->game)
				game_pass(k->game, c);
			k->ko = BOARD_NONE;
			passes_in_row++;
			k->counts.passes++;
		}
		plies++;
	}
	if (passes_in_row < 2)
		k->counts.capped++;
	k->counts.plies += (uint64_t)plies;
	bench_finish(k);
}

static void bench_init(struct bench *k, const struct bench_options *o, const struct ruleset *rules)
{
	k->size = o->size;
	k->nn = o->size * o->size;
	k->psk = o->psk == 1;
	board_init(&k->empty, o->size);
	if (o->game) {
		k->game = game_new(o->size, rules);
		game_set_undoable(k->game, false);   /* a playout is never taken back */
	} else if (k->psk)
		history_init(&k->history, k->nn);
	for (int v = 0; v < k->nn; v++)
		k->points[v] = board_point(&k->empty, v % o->size, v / o->size);
	k->rng = o->seed;
	memset(&k->counts, 0, sizeof k->counts);
	k->counts.fnv = 0xcbf29ce484222325ULL;
}

static void bench_free(struct bench *k)
{
	if (k->game)
		game_free(k->game);
	else if (k->psk)
		history_free(&k->history);
}

static int bench_usage(const char *fmt, const char *arg)
{
	char *msg = NULL;

	if (asprintf(&msg, fmt, arg) >= 0)
		cli_say("bench", "%s", msg);
	free(msg);
	fputs("usage: tengen bench [--size N] [--playouts P] [--seed S] [--psk 0|1] [--rules NAME]\n"
	      "                   [--referee board|game]\n", stderr);
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
	} else if (strcmp(name, "--referee") == 0 && (strcmp(arg, "board") == 0 || strcmp(arg, "game") == 0))
		o->game = strcmp(arg, "game") == 0;
	else
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
	struct bench *k;   /* two boards: on the heap */
	int rc;

	for (int i = 1; i < argc; i += 2)
		if ((rc = bench_option(&o, argv[i], i + 1 < argc ? argv[i + 1] : NULL)) != 0)
			return rc;
	if ((rc = bench_pick_rules(&o, &rules)) != 0)
		return rc;
	k = xcalloc(1, sizeof *k);
	bench_init(k, &o, &rules);
	double start = mono_seconds();
	for (long i = 0; i < o.playouts; i++)
		bench_playout(k);
	double seconds = mono_seconds() - start;
	bench_free(k);
	bench_print(&o, &k->counts, seconds);
	free(k);
	return 0;
}
