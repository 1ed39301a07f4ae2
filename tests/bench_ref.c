/*
 * bench_ref.c: a self-contained reference implementation of the GOBENCH-1 workload.
 *
 * It shares no code with tengen: its board, legality tests, superko history and scoring are its own,
 * so that `tengen bench` can be checked against it (equal counters and checksum for every size, seed
 * and ko rule) and timed beside it.
 *
 * How the board works:
 *   1. The grid is padded with a ring of BORDER points (stride size + 2), so neighbour and diagonal
 *      loops never bound-check.  GOBENCH vertex v = y * size + x maps to index (y + 1) * stride + x + 1.
 *   2. Chains are circular lists of stones with a head per stone; the head keeps the stone count and
 *      the pseudo-liberty count: the number of (stone, empty neighbour) pairs, duplicates included.
 *   3. A chain's only liberty is the empty point v exactly when its pseudo-liberties equal the number
 *      of v's neighbours that belong to it; this answers atari and suicide questions without a move.
 *   4. With superko on, every position after a stone move is snapshotted and its Zobrist hash goes into
 *      an open-addressing set; a candidate whose hash is found is built in full and compared.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REF_MAX_SIZE 25
#define REF_MAX_POINTS ((REF_MAX_SIZE + 2) * (REF_MAX_SIZE + 2))

enum ref_color { REF_EMPTY, REF_BLACK, REF_WHITE, REF_BORDER };

struct ref_board {
	int size;                        /* lines on each side */
	int stride;                      /* size + 2 */
	int ko;                          /* the point the side to move may not take, or -1 */
	uint64_t hash;                   /* Zobrist hash of the colouring */
	uint8_t color[REF_MAX_POINTS];   /* enum ref_color of every point */
	int head[REF_MAX_POINTS];        /* for a stone: its chain's head */
	int next[REF_MAX_POINTS];        /* for a stone: the next stone of its chain (circular) */
	int plibs[REF_MAX_POINTS];       /* at a head: pseudo-liberties (step 2 above) */
	int stones[REF_MAX_POINTS];      /* at a head: number of stones */
};

/* Positions seen in one playout (superko): snapshots and a hash set indexing them. */
struct ref_history {
	int count;                       /* snapshots stored */
	int npoints;                     /* bytes per snapshot: the padded board */
	uint8_t *snap;                   /* count snapshots of npoints colours */
	unsigned mask;                   /* hash set size - 1 (a power of two) */
	uint32_t epoch;                  /* slots of other epochs are empty */
	uint32_t *slot_epoch;            /* the epoch each slot was filled in */
	uint64_t *slot_hash;             /* the hash stored in a slot */
	int *slot_index;                 /* the snapshot a slot refers to */
};

struct ref_counts {
	uint64_t plies, passes, captured, bwins, capped;
	uint64_t fnv;
};

struct ref_options {
	int size, psk;
	long playouts;
	uint64_t seed;
};

static uint64_t zobrist[REF_MAX_POINTS][3];
static int vertex_index[REF_MAX_SIZE * REF_MAX_SIZE];
static int offsets[4];               /* the four neighbours */
static int diagonals[4];

/* ---- random numbers: splitmix64, as GOBENCH-1 specifies ---- */

static uint64_t rng_next(uint64_t *s)
{
	uint64_t z;

	*s += 0x9E3779B97F4A7C15ULL;
	z = *s;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static uint32_t rng_below(uint64_t *s, uint32_t n)
{
	return (uint32_t)(((uint64_t)(uint32_t)(rng_next(s) >> 32) * n) >> 32);
}

/* ---- the board ---- */

static void ref_tables(int size)
{
	int w = size + 2;
	uint64_t s = 0x5eed0fb0a7dULL; /* the Zobrist keys' own stream */

	for (int i = 0; i < REF_MAX_POINTS; i++)
		for (int c = 0; c < 3; c++)
			zobrist[i][c] = rng_next(&s);
	for (int v = 0; v < size * size; v++)
		vertex_index[v] = (v / size + 1) * w + v % size + 1;
	offsets[0] = -w, offsets[1] = -1, offsets[2] = 1, offsets[3] = w;
	diagonals[0] = -w - 1, diagonals[1] = -w + 1, diagonals[2] = w - 1, diagonals[3] = w + 1;
}

static void ref_clear(struct ref_board *b, int size)
{
	b->size = size;
	b->stride = size + 2;
	b->ko = -1;
	b->hash = 0;
	memset(b->color, REF_BORDER, sizeof b->color);
	for (int v = 0; v < size * size; v++)
		b->color[vertex_index[v]] = REF_EMPTY;
}

static bool is_stone(int c)
{
	return c == REF_BLACK || c == REF_WHITE;
}

/* How many of p's neighbours belong to chain h. */
static int adjacency(const struct ref_board *b, int p, int h)
{
	int n = 0;

	for (int i = 0; i < 4; i++)
		if (is_stone(b->color[p + offsets[i]]) && b->head[p + offsets[i]] == h)
			n++;
	return n;
}

/* True if chain h's only liberty is the empty point p (step 3 above). */
static bool only_liberty(const struct ref_board *b, int h, int p)
{
	return b->plibs[h] == adjacency(b, p, h);
}

/* The eye test of GOBENCH-1: c owns every neighbour, and fewer than two diagonal faults. */
static bool is_eye(const struct ref_board *b, int p, int c)
{
	unsigned seen = 0;
	int faults;

	/* One bit per colour found around p: only c and the border may be there. */
	for (int i = 0; i < 4; i++)
		seen |= 1u << b->color[p + offsets[i]];
	if (seen & ~(1u << c | 1u << REF_BORDER))
		return false;
	faults = seen >> REF_BORDER & 1;
	for (int i = 0; i < 4; i++)
		faults += b->color[p + diagonals[i]] == 3 - c;
	return faults < 2;
}

/* Would c at the empty point p leave its chain a liberty after its captures? */
static bool is_suicide(const struct ref_board *b, int p, int c)
{
	for (int i = 0; i < 4; i++) {
		int q = p + offsets[i], qc = b->color[q];
		if (qc == REF_EMPTY)
			return false;
		if (!is_stone(qc))
			continue;
		bool atari = only_liberty(b, b->head[q], p);
		if (qc == c ? !atari : atari)
			return false;
	}
	return true;
}

/* XOR of the keys of every stone of chain h. */
static uint64_t chain_keys(const struct ref_board *b, int h)
{
	uint64_t z = 0;
	int c = b->color[h], s = h;

	do {
		z ^= zobrist[s][c];
		s = b->next[s];
	} while (s != h);
	return z;
}

/* Distinct heads of the opponent chains that c at p captures; returns how many. */
static int captured_heads(const struct ref_board *b, int p, int c, int out[4])
{
	int n = 0;

	for (int i = 0; i < 4; i++) {
		int q = p + offsets[i];
		if (b->color[q] != 3 - c || !only_liberty(b, b->head[q], p))
			continue;
		int h = b->head[q], k = 0;
		while (k < n && out[k] != h)
			k++;
		if (k == n)
			out[n++] = h;
	}
	return n;
}

static void chain_remove(struct ref_board *b, int h)
{
	int c = b->color[h], s = h;

	do {
		b->color[s] = REF_EMPTY;
		b->hash ^= zobrist[s][c];
		s = b->next[s];
	} while (s != h);
	do {
		for (int i = 0; i < 4; i++) {
			int q = s + offsets[i];
			if (is_stone(b->color[q]))
				b->plibs[b->head[q]]++;
		}
		s = b->next[s];
	} while (s != h);
}

/* Join chain `from` into chain `into`. */
static void chain_join(struct ref_board *b, int into, int from)
{
	int s = from, t;

	do {
		b->head[s] = into;
		s = b->next[s];
	} while (s != from);
	t = b->next[into];
	b->next[into] = b->next[from];
	b->next[from] = t;
	b->stones[into] += b->stones[from];
	b->plibs[into] += b->plibs[from];
}

/* Put a lone stone of c at p and join it to its friendly neighbours. */
static void place(struct ref_board *b, int p, int c)
{
	b->color[p] = (uint8_t)c;
	b->hash ^= zobrist[p][c];
	b->head[p] = b->next[p] = p;
	b->stones[p] = 1;
	b->plibs[p] = 0;
	for (int i = 0; i < 4; i++) {
		int q = p + offsets[i];
		if (b->color[q] == REF_EMPTY)
			b->plibs[p]++;
		else if (is_stone(b->color[q]))
			b->plibs[b->head[q]]--;
	}
	for (int i = 0; i < 4; i++) {
		int q = p + offsets[i], hp = b->head[p], hq = b->head[q];
		if (b->color[q] != c || hq == hp)
			continue;
		if (b->stones[hq] >= b->stones[hp])
			chain_join(b, hq, hp);
		else
			chain_join(b, hp, hq);
	}
}

/* Play a legal move of c at p; returns the stones captured.  Sets the ko point for the next player. */
static int ref_play(struct ref_board *b, int p, int c)
{
	int heads[4], n = captured_heads(b, p, c, heads), taken = 0, last = -1;
	bool lone = true, open = false;

	for (int i = 0; i < 4; i++) {
		lone = lone && b->color[p + offsets[i]] != c;
		open = open || b->color[p + offsets[i]] == REF_EMPTY;
	}
	for (int i = 0; i < n; i++) {
		taken += b->stones[heads[i]];
		last = heads[i];
	}
	place(b, p, c);
	for (int i = 0; i < n; i++)
		chain_remove(b, heads[i]);
	/* One stone taken by a lone stone that had no empty neighbour: its one liberty is `last`. */
	b->ko = taken == 1 && lone && !open ? last : -1;
	return taken;
}

/* ---- superko history ---- */

static void history_init(struct ref_history *h, int size)
{
	unsigned slots = 1;

	while (slots < 2u * (3 * size * size + 1))
		slots <<= 1;
	h->npoints = (size + 2) * (size + 2);
	h->snap = malloc((size_t)(3 * size * size + 1) * h->npoints);
	h->mask = slots - 1;
	h->epoch = 0;
	h->slot_epoch = calloc(slots, sizeof *h->slot_epoch);
	h->slot_hash = malloc(slots * sizeof *h->slot_hash);
	h->slot_index = malloc(slots * sizeof *h->slot_index);
	if (!h->snap || !h->slot_epoch || !h->slot_hash || !h->slot_index) {
		fputs("bench_ref: out of memory\n", stderr);
		exit(3);
	}
}

static void history_free(struct ref_history *h)
{
	free(h->snap);
	free(h->slot_epoch);
	free(h->slot_hash);
	free(h->slot_index);
}

static void history_reset(struct ref_history *h)
{
	h->count = 0;
	h->epoch++;
}

static void history_add(struct ref_history *h, const struct ref_board *b)
{
	unsigned i = (unsigned)b->hash & h->mask;

	memcpy(h->snap + (size_t)h->count * h->npoints, b->color, h->npoints);
	while (h->slot_epoch[i] == h->epoch)
		i = (i + 1) & h->mask;
	h->slot_epoch[i] = h->epoch;
	h->slot_hash[i] = b->hash;
	h->slot_index[i] = h->count++;
}

/* The colouring after c plays at p (with its captures), into out. */
static void colours_after(const struct ref_board *b, int p, int c, uint8_t *out, int npoints)
{
	int heads[4], n = captured_heads(b, p, c, heads);

	memcpy(out, b->color, npoints);
	out[p] = (uint8_t)c;
	for (int i = 0; i < n; i++) {
		int s = heads[i];
		do {
			out[s] = REF_EMPTY;
			s = b->next[s];
		} while (s != heads[i]);
	}
}

/* True if c at p would recreate a position of the history. */
static bool history_repeats(const struct ref_history *h, const struct ref_board *b, int p, int c)
{
	int heads[4], n = captured_heads(b, p, c, heads);
	uint64_t z = b->hash ^ zobrist[p][c];
	uint8_t after[REF_MAX_POINTS];
	bool built = false;

	for (int i = 0; i < n; i++)
		z ^= chain_keys(b, heads[i]);
	for (unsigned i = (unsigned)z & h->mask; h->slot_epoch[i] == h->epoch; i = (i + 1) & h->mask) {
		if (h->slot_hash[i] != z)
			continue;
		if (!built)
			colours_after(b, p, c, after, h->npoints);
		built = true;
		if (memcmp(after, h->snap + (size_t)h->slot_index[i] * h->npoints, h->npoints) == 0)
			return true;
	}
	return false;
}

/* ---- a playout ---- */

/* Rules (2) to (5) of GOBENCH-1 for the empty point p. */
static bool playable(const struct ref_board *b, const struct ref_history *h, int p, int c)
{
	return !is_eye(b, p, c) && !is_suicide(b, p, c) && p != b->ko && (!h || !history_repeats(h, b, p, c));
}

/*
 * The first playable point in [from, to), or -1.  Indices grow with v and the border points between
 * rows are never empty, so the next candidate is the next REF_EMPTY byte.
 */
static int first_playable(const struct ref_board *b, const struct ref_history *h, int c, int from, int to)
{
	for (int p = from; p < to; p++) {
		const uint8_t *e = memchr(b->color + p, REF_EMPTY, (size_t)(to - p));
		if (!e)
			return -1;
		p = (int)(e - b->color);
		if (playable(b, h, p, c))
			return p;
	}
	return -1;
}

/* The first playable point from vertex r on, in GOBENCH order (wrapping), or -1 to pass. */
static int choose(const struct ref_board *b, const struct ref_history *h, int c, int r)
{
	int first = vertex_index[0], start = vertex_index[r];
	int end = vertex_index[b->size * b->size - 1] + 1;
	int p = first_playable(b, h, c, start, end);

	return p >= 0 ? p : first_playable(b, h, c, first, start);
}

/* Tromp-Taylor area: Black's minus White's (stones plus empty regions reaching one colour only). */
static int area_difference(const struct ref_board *b)
{
	uint8_t seen[REF_MAX_POINTS] = { 0 };
	int stack[REF_MAX_POINTS], diff = 0;

	for (int v = 0; v < b->size * b->size; v++) {
		int p = vertex_index[v], c = b->color[p];
		if (c != REF_EMPTY) {
			diff += c == REF_BLACK ? 1 : -1;
			continue;
		}
		if (seen[p])
			continue;
		int top = 0, region = 0;
		unsigned touches = 0;
		seen[p] = 1;
		stack[top++] = p;
		while (top > 0) {
			int s = stack[--top];
			region++;
			for (int i = 0; i < 4; i++) {
				int q = s + offsets[i];
				if (b->color[q] == REF_EMPTY && !seen[q]) {
					seen[q] = 1;
					stack[top++] = q;
				} else if (is_stone(b->color[q])) {
					touches |= 1u << b->color[q];
				}
			}
		}
		if (touches == 1u << REF_BLACK)
			diff += region;
		else if (touches == 1u << REF_WHITE)
			diff -= region;
	}
	return diff;
}

static void finish(const struct ref_board *b, struct ref_counts *k)
{
	/* Black wins iff B - W - 7.5 > 0, i.e. B - W >= 8. */
	if (area_difference(b) >= 8)
		k->bwins++;
	for (int v = 0; v < b->size * b->size; v++) {
		k->fnv ^= b->color[vertex_index[v]];
		k->fnv *= 0x100000001b3ULL;
	}
}

static void playout(struct ref_board *b, struct ref_history *h, uint64_t *rng, struct ref_counts *k)
{
	int nn = b->size * b->size, cap = 3 * nn, plies = 0, passes_in_row = 0;
	int c = REF_BLACK;

	ref_clear(b, b->size);
	if (h) {
		history_reset(h);
		history_add(h, b);
	}
	while (passes_in_row < 2 && plies < cap) {
		int p = choose(b, h, c, (int)rng_below(rng, (uint32_t)nn));
		if (p < 0) {
			b->ko = -1;
			passes_in_row++;
			k->passes++;
		} else {
			k->captured += (uint64_t)ref_play(b, p, c);
			passes_in_row = 0;
			if (h)
				history_add(h, b);
		}
		plies++;
		c = 3 - c;
	}
	if (passes_in_row < 2)
		k->capped++;
	k->plies += (uint64_t)plies;
	finish(b, k);
}

/* ---- the command line ---- */

static int usage(const char *msg)
{
	fprintf(stderr, "bench_ref: %s\nusage: bench_ref [--size N] [--playouts P] [--seed S] [--psk 0|1]\n",
		msg);
	return 1;
}

/* Parse an unsigned decimal in [lo, hi] into *out; false if it is not one. */
static bool parse_number(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
	char *end;

	if (!s || *s < '0' || *s > '9')
		return false;
	*out = strtoull(s, &end, 10);
	return *end == '\0' && *out >= lo && *out <= hi;
}

static int parse_options(int argc, char **argv, struct ref_options *o)
{
	for (int i = 1; i < argc; i += 2) {
		const char *name = argv[i], *arg = i + 1 < argc ? argv[i + 1] : NULL;
		uint64_t x;
		if (strcmp(name, "--size") == 0 && parse_number(arg, 2, REF_MAX_SIZE, &x))
			o->size = (int)x;
		else if (strcmp(name, "--playouts") == 0 && parse_number(arg, 1, 1000000000, &x))
			o->playouts = (long)x;
		else if (strcmp(name, "--seed") == 0 && parse_number(arg, 0, UINT64_MAX, &x))
			o->seed = x;
		else if (strcmp(name, "--psk") == 0 && parse_number(arg, 0, 1, &x))
			o->psk = (int)x;
		else
			return -1;
	}
	return 0;
}

static double seconds_between(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) * 1e-9;
}

int main(int argc, char **argv)
{
	struct ref_options o = { .size = 9, .psk = 0, .playouts = 1000, .seed = 1 };
	struct ref_counts k = { .fnv = 0xcbf29ce484222325ULL };
	static struct ref_board board;
	struct ref_history history;
	struct timespec t0, t1;
	uint64_t rng;

	if (parse_options(argc, argv, &o) != 0)
		return usage("bad or missing option value");
	ref_tables(o.size);
	board.size = o.size;
	if (o.psk)
		history_init(&history, o.size);
	rng = o.seed;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < o.playouts; i++)
		playout(&board, o.psk ? &history : NULL, &rng, &k);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (o.psk)
		history_free(&history);
	double sec = seconds_between(&t0, &t1);
	printf("impl=ref size=%d psk=%d seed=%" PRIu64 " playouts=%ld plies=%" PRIu64 " passes=%" PRIu64
	       " captured=%" PRIu64 " bwins=%" PRIu64 " capped=%" PRIu64 " fnv=%016" PRIx64
	       " sec=%.3f pps=%.1f plies_per_playout=%.2f ns_per_ply=%.1f\n",
	       o.size, o.psk, o.seed, o.playouts, k.plies, k.passes, k.captured, k.bwins, k.capped, k.fnv,
	       sec, (double)o.playouts / sec, (double)k.plies / (double)o.playouts,
	       sec * 1e9 / (double)k.plies);
	return 0;
}
