/*
 * board.c: points, chains with exact liberty counts, and Tromp-Taylor rule 7.
 *
 * How the liberty counts stay exact without a liberty set per chain:
 *   1. A stone placed at p takes the liberty p from every distinct adjacent chain.
 *   2. The stone joins the largest friendly chain H next to it (if any).  An empty neighbour q of p
 *      is a new liberty of H unless q already touches H: a look at q's four neighbours.  Smaller
 *      chains that join too bring their liberties, each once (a bitmap), except those that touch H;
 *      only the smaller chains are walked.
 *   3. When a chain is cleared, each of its stones s becomes one new liberty of every distinct chain
 *      that touches s.
 * Every other operation reads these counts; none recomputes them.
 */
#include "board/board.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#define ZOBRIST_SEED 0x74656e67656eULL /* "tengen" */

static const char column_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/* splitmix64's finaliser: a bijection on 64 bits that spreads every input bit. */
static inline uint64_t mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

uint64_t board_zobrist(int p, enum color c)
{
	return mix64(ZOBRIST_SEED + 0x9E3779B97F4A7C15ULL * (uint64_t)(p * 4 + (int)c));
}

/* A small set of distinct chain heads (at most four, one per neighbour). */
struct heads {
	int n;
	int h[4];
};

static void heads_add(struct heads *s, int h)
{
	for (int i = 0; i < s->n; i++)
		if (s->h[i] == h)
			return;
	s->h[s->n++] = h;
}

void board_init(struct board *b, int size)
{
	memset(b, 0, sizeof *b);
	b->size = size;
	b->stride = size + 1;
	memset(b->color, EDGE, sizeof b->color);
	BOARD_FOREACH(b, p)
		b->color[p] = EMPTY;
}

int board_point(const struct board *b, int x, int y)
{
	if (x < 0 || y < 0 || x >= b->size || y >= b->size)
		return BOARD_NONE;
	return (y + 1) * b->stride + x + 1;
}

int board_chain_stones(const struct board *b, int p, uint16_t *out)
{
	int n = 0, s = p;

	if (b->color[p] != BLACK && b->color[p] != WHITE)
		return 0;   /* no chain: an emptied point's links are stale */

	do {
		out[n++] = (uint16_t)s;
		s = b->next[s];
	} while (s != p);
	return n;
}

int board_diagonals(const struct board *b, int p, enum color c, const bool *ignore, bool *edge)
{
	int diag[4] = { -b->stride - 1, -b->stride + 1, b->stride - 1, b->stride + 1 };
	int n = 0;

	*edge = false;
	for (int i = 0; i < 4; i++) {
		int q = p + diag[i];
		if (b->color[q] == EDGE)
			*edge = true;
		else if (b->color[q] == c && !(ignore && ignore[q]))
			n++;
	}
	return n;
}

int board_last_liberty(const struct board *b, int p)
{
	int s = p;

	do {
		BOARD_NEIGHBOURS(b, s, q)
			if (b->color[q] == EMPTY)
				return q;
		s = b->next[s];
	} while (s != p);
	return BOARD_NONE;
}

/* A bitmap over the points of a board, for walks that must visit each point once. */
struct marks {
	uint64_t w[(BOARD_MAX_POINTS + 63) / 64];
};

/* Set bit p; true if it was clear. */
static inline bool marks_set(struct marks *m, int p)
{
	uint64_t bit = 1ULL << (p & 63);
	bool was_clear = !(m->w[p >> 6] & bit);

	m->w[p >> 6] |= bit;
	return was_clear;
}

static inline bool marks_has(const struct marks *m, int p)
{
	return m->w[p >> 6] & (1ULL << (p & 63));
}

/* Mark the liberties of the chain through p in m; returns how many. */
static int chain_liberty_marks(const struct board *b, int p, struct marks *m)
{
	int n = 0, s = p;

	do {
		BOARD_NEIGHBOURS(b, s, q)
			if (b->color[q] == EMPTY && marks_set(m, q))
				n++;
		s = b->next[s];
	} while (s != p);
	return n;
}

/* Chains with at most this many liberties have them listed by a walk that stops at the last. */
#define FEW_LIBERTIES 8

/*
 * The `want` liberties of the chain through p (its exact count) into out in board order: each empty
 * neighbour found is inserted in order unless it is there already, and the walk stops once all are
 * found.  For a chain short of liberties, the common question in reading, this is a fraction of
 * the bitmap's cost.
 */
static int few_liberties(const struct board *b, int p, int want, uint16_t *out)
{
	int n = 0, s = p;

	if (want == 0)
		return 0;
	do {
		BOARD_NEIGHBOURS(b, s, q) {
			if (b->color[q] != EMPTY)
				continue;
			int i = n;
			while (i > 0 && out[i - 1] > q)
				i--;
			if (i > 0 && out[i - 1] == q)
				continue;
			for (int j = n; j > i; j--)
				out[j] = out[j - 1];
			out[i] = (uint16_t)q;
			if (++n == want)
				return n;
		}
		s = b->next[s];
	} while (s != p);
	return n;
}

int board_chain_liberties(const struct board *b, int p, uint16_t *out)
{
	if (b->color[p] != BLACK && b->color[p] != WHITE)
		return 0;   /* no chain: an emptied point's links are stale */
	int want = b->libs[b->head[p]];

	if (want <= FEW_LIBERTIES)
		return few_liberties(b, p, want, out);

	struct marks m = { { 0 } };
	int n = chain_liberty_marks(b, p, &m);

	/* Read them back in board order, so the answer does not depend on the chain's history: word by
	 * word, lowest bit first. */
	int k = 0;
	for (int i = 0; k < n && i < (int)(sizeof m.w / sizeof *m.w); i++)
		for (uint64_t bits = m.w[i]; bits; bits &= bits - 1)
			out[k++] = (uint16_t)(i * 64 + __builtin_ctzll(bits));
	return n;
}

static int count_liberties(const struct board *b, int h)
{
	struct marks m = { { 0 } };

	return chain_liberty_marks(b, h, &m);
}

/* True if the empty point q touches a stone of chain h, of colour c.  (An empty or edge point's head
 * entry may hold anything: the colour is asked first.) */
static inline bool touches_chain(const struct board *b, int q, int h, enum color c)
{
	int s = b->stride;

	/* All four asked without a branch between them: which way each goes is a coin toss. */
	return ((b->color[q - s] == c) & (b->head[q - s] == h)) |
	       ((b->color[q - 1] == c) & (b->head[q - 1] == h)) |
	       ((b->color[q + 1] == c) & (b->head[q + 1] == h)) |
	       ((b->color[q + s] == c) & (b->head[q + s] == h));
}

/* Link the single stone p into chain h. */
static void chain_add_stone(struct board *b, int h, int p)
{
	b->head[p] = (uint16_t)h;
	b->next[p] = b->next[h];
	b->next[h] = (uint16_t)p;
	b->count[h]++;
}

/* Join chain `from` into chain `into`; liberties are the caller's business. */
static void chain_merge(struct board *b, int into, int from)
{
	int s = from;

	do {
		b->head[s] = (uint16_t)into;
		s = b->next[s];
	} while (s != from);
	uint16_t t = b->next[into];
	b->next[into] = b->next[from];
	b->next[from] = t;
	b->count[into] += b->count[from];
}

/*
 * The four neighbours of p (up, left, right, down): their colours, their head entries, and which
 * of them is the first of its chain among them, found without a branch on the colours.  A neighbour
 * repeats a chain when an earlier one has its colour and head (two stones, then: the head entry of
 * an empty or edge point is some point of the board, never asked alone).  Whether each test goes
 * one way or the other is a coin toss on a board in play, which branches pay for dearly.
 */
struct around {
	unsigned col[4];
	unsigned hd[4];
	bool first[4];
};

static inline void around_read(const struct board *b, int p, struct around *a)
{
	int s = b->stride;
	const unsigned *col = a->col, *hd = a->hd;

	a->col[0] = b->color[p - s], a->col[1] = b->color[p - 1];
	a->col[2] = b->color[p + 1], a->col[3] = b->color[p + s];
	a->hd[0] = b->head[p - s], a->hd[1] = b->head[p - 1];
	a->hd[2] = b->head[p + 1], a->hd[3] = b->head[p + s];
	a->first[0] = true;
	a->first[1] = !((col[1] == col[0]) & (hd[1] == hd[0]));
	a->first[2] = !(((col[2] == col[0]) & (hd[2] == hd[0])) | ((col[2] == col[1]) & (hd[2] == hd[1])));
	a->first[3] = !(((col[3] == col[0]) & (hd[3] == hd[0])) | ((col[3] == col[1]) & (hd[3] == hd[1])) |
			((col[3] == col[2]) & (hd[3] == hd[2])));
}

/* Add d to the liberties of every distinct chain next to p: each neighbour's head entry gets d or 0
 * (an empty or edge point's gets 0), again without a branch. */
static inline void neighbour_chains_add(struct board *b, int p, int d)
{
	struct around a;

	around_read(b, p, &a);
	for (int i = 0; i < 4; i++)
		b->libs[a.hd[i]] = (uint16_t)(b->libs[a.hd[i]] + d * ((a.col[i] - BLACK < 2u) & a.first[i]));
}

/* Remove every stone of chain h, giving each neighbouring chain its new liberties (step 3 above;
 * the chain itself gets some too, which nothing reads: its head's entry is left behind). */
static int chain_clear(struct board *b, int h, struct trace *tr)
{
	enum color c = (enum color)b->color[h];
	int n = 0, s = h;

	do {
		int nx = b->next[s];

		b->color[s] = EMPTY;
		b->hash ^= board_zobrist(s, c);
		neighbour_chains_add(b, s, 1);
		if (tr)
			tr->stones[tr->nstones++] = (uint16_t)s;
		n++;
		s = nx;
	} while (s != h);
	b->stones[c] -= n;
	b->removed[c] += n;
	return n;
}

static void trace_begin_clear(struct trace *tr, enum trace_phase phase, enum color c)
{
	if (!tr)
		return;
	struct trace_clear *cl = &tr->clears[tr->nclears++];
	cl->phase = phase;
	cl->color = c;
	cl->first = tr->nstones;
}

static void trace_end_clear(struct trace *tr)
{
	if (tr)
		tr->clears[tr->nclears - 1].count = tr->nstones - tr->clears[tr->nclears - 1].first;
}

/*
 * The liberties that joining the stone p and the chains `own` brings to chain h, which is one of
 * them (step 2 at the top of this file): the empty neighbours of p and of the other chains' stones
 * that do not already touch h, each once.  Only the smaller chains are walked.  p has its colour c
 * and is its own head for now, so that it does not count as touching h.
 */
static int joined_liberties(const struct board *b, int p, int h, enum color c, const struct heads *own)
{
	int n = 0;

	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == EMPTY && !touches_chain(b, q, h, c))
			n++;
	if (own->n == 1)
		return n;
	/* Cleared only here: clearing it costs as much as the common single-chain join. */
	struct marks m = { { 0 } };
	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == EMPTY)
			marks_set(&m, q);
	for (int i = 0; i < own->n; i++) {
		int k = own->h[i], s = k;
		if (k == h)
			continue;
		do {
			BOARD_NEIGHBOURS(b, s, q)
				if (b->color[q] == EMPTY && marks_set(&m, q) && !touches_chain(b, q, h, c))
					n++;
			s = b->next[s];
		} while (s != k);
	}
	return n;
}

/* Step 1 of rule 7: colour p and fold it into the chains around it; with u, what it changed. */
static inline __attribute__((always_inline)) void place_stone(struct board *b, enum color c, int p,
							     struct heads *opp, struct board_undo *u)
{
	struct heads own = { 0, { 0 } };
	int empties = 0;

	if (u) {
		u->was[0] = b->head[p];
		u->was[1] = b->next[p];
		u->was[2] = b->count[p];
		u->was[3] = b->libs[p];
	}
	b->color[p] = (uint8_t)c;
	b->hash ^= board_zobrist(p, c);
	b->stones[c]++;
	/* The distinct chains around p, each in the order of its first neighbour: each is written at
	 * the end of its list, which grows only when it counts (no branch, see struct around). */
	struct around a;
	unsigned o = color_other(c);
	around_read(b, p, &a);
	for (int i = 0; i < 4; i++) {
		empties += a.col[i] == EMPTY;
		own.h[own.n] = (int)a.hd[i];
		own.n += (a.col[i] == (unsigned)c) & a.first[i];
		opp->h[opp->n] = (int)a.hd[i];
		opp->n += (a.col[i] == o) & a.first[i];
	}
	for (int i = 0; i < opp->n; i++)
		b->libs[opp->h[i]]--;
	if (u) {
		u->nopp = (uint8_t)opp->n;
		for (int i = 0; i < opp->n; i++)
			u->opp[i] = (uint16_t)opp->h[i];
		u->into = 0;
	}
	if (own.n == 0) {
		b->head[p] = b->next[p] = (uint16_t)p;
		b->count[p] = 1;
		b->libs[p] = (uint16_t)empties;
		return;
	}
	/* Keep the largest chain's head so that fewer stones are relabelled and walked. */
	int h = own.h[0];
	for (int i = 1; i < own.n; i++)
		if (b->count[own.h[i]] > b->count[h])
			h = own.h[i];
	if (u) {
		u->into = (uint16_t)h;
		u->into_libs = b->libs[h];
		u->into_count = b->count[h];
		u->nmerged = 0;
	}
	b->head[p] = (uint16_t)p;   /* no chain's head: p is not yet h's (joined_liberties) */
	b->libs[h] = (uint16_t)(b->libs[h] - 1 + joined_liberties(b, p, h, c, &own));
	chain_add_stone(b, h, p);
	for (int i = 0; i < own.n; i++)
		if (own.h[i] != h) {
			chain_merge(b, h, own.h[i]);
			if (u)
				u->merged[u->nmerged++] = (uint16_t)own.h[i];
		}
}

/* Clear chain h of colour c (rule 7's `phase`), recording it in tr and u when they are not NULL. */
static inline int clear_one(struct board *b, int h, enum color c, enum trace_phase phase, struct trace *tr,
			    struct board_undo *u)
{
	trace_begin_clear(tr, phase, c);
	int n = chain_clear(b, h, tr);
	trace_end_clear(tr);
	if (u)
		u->cleared[u->nclears++] = (uint16_t)h;
	return n;
}

/* Clear every chain of colour c that has no liberty (after a setup), recording them as `phase`. */
static int clear_breathless(struct board *b, enum color c, enum trace_phase phase, struct trace *tr,
			    struct board_undo *u)
{
	int cleared = 0;

	BOARD_FOREACH(b, q)
		if (b->color[q] == c && b->head[q] == q && b->libs[q] == 0)
			cleared += clear_one(b, q, c, phase, tr, u);
	return cleared;
}

/* Rule 7, for board_play (u NULL) and board_try; inlined into each, so that play pays for no record. */
static inline __attribute__((always_inline)) int play(struct board *b, enum color c, int p, struct trace *tr,
						      struct board_undo *u)
{
	struct heads opp = { 0, { 0 } };
	enum color o = color_other(c);
	int cleared = 0;

	if (tr) {
		tr->point = p;
		tr->color = c;
		tr->nclears = 0;
		tr->nstones = 0;
	}
	if (u) {
		u->hash = b->hash;
		u->removed[0] = b->removed[BLACK];
		u->removed[1] = b->removed[WHITE];
		u->stones[0] = b->stones[BLACK];
		u->stones[1] = b->stones[WHITE];
		u->point = (int16_t)p;
		u->color = (uint8_t)c;
		u->breathless = b->breathless;
		u->nclears = 0;
	}
	place_stone(b, c, p, &opp, u);
	for (int i = 0; i < opp.n; i++)
		if (b->libs[opp.h[i]] == 0)
			cleared += clear_one(b, opp.h[i], o, TRACE_OPPONENT, tr, u);
	if (b->breathless)
		cleared += clear_breathless(b, o, TRACE_OPPONENT, tr, u);
	if (u)
		u->nclears_opp = u->nclears;
	if (b->libs[b->head[p]] == 0)
		cleared += clear_one(b, b->head[p], c, TRACE_OWN, tr, u);
	if (b->breathless) {
		cleared += clear_breathless(b, c, TRACE_OWN, tr, u);
		b->breathless = false;   /* every chain left has a liberty */
	}
	return cleared;
}

int board_play(struct board *b, enum color c, int p, struct trace *tr)
{
	/* Two copies of play: the one without a trace, the common one, tests for none. */
	return tr ? play(b, c, p, tr, NULL) : play(b, c, p, NULL, NULL);
}

int board_try(struct board *b, enum color c, int p, struct board_undo *u)
{
	return play(b, c, p, NULL, u);
}

/*
 * Put back the chain h of colour c that a move cleared, as it stood just before (its stones' head
 * and next entries are still its own: clearing leaves them).  Each stone takes back the liberty it
 * gave each distinct chain around it; the chain had none.  The chains one move clears never touch
 * one another (an opponent chain cleared would have given the mover's a liberty), so they can be
 * put back in any order.
 */
static void chain_restore(struct board *b, int h, enum color c)
{
	int s = h;

	do {
		struct heads around = { 0, { 0 } };
		b->color[s] = (uint8_t)c;
		BOARD_NEIGHBOURS(b, s, q)
			if ((b->color[q] == BLACK || b->color[q] == WHITE) && b->head[q] != h)
				heads_add(&around, b->head[q]);
		for (int i = 0; i < around.n; i++)
			b->libs[around.h[i]]--;
		s = b->next[s];
	} while (s != h);
	b->libs[h] = 0;
}

/* Undo chain_merge(b, into, from): swap the links back and give from's stones their head again. */
static void chain_split(struct board *b, int into, int from)
{
	uint16_t t = b->next[into];
	int s = from;

	b->next[into] = b->next[from];
	b->next[from] = t;
	do {
		b->head[s] = (uint16_t)from;
		s = b->next[s];
	} while (s != from);
}

void board_undo(struct board *b, const struct board_undo *u)
{
	int p = u->point;
	enum color c = (enum color)u->color;

	for (int i = u->nclears - 1; i >= 0; i--)
		chain_restore(b, u->cleared[i], i < u->nclears_opp ? color_other(c) : c);
	if (u->into) {
		for (int i = u->nmerged - 1; i >= 0; i--)
			chain_split(b, u->into, u->merged[i]);
		b->next[u->into] = b->next[p];   /* undo chain_add_stone */
		b->libs[u->into] = u->into_libs;
		b->count[u->into] = u->into_count;
	}
	for (int i = 0; i < u->nopp; i++)
		b->libs[u->opp[i]]++;
	b->color[p] = EMPTY;
	b->head[p] = u->was[0];
	b->next[p] = u->was[1];
	b->count[p] = u->was[2];
	b->libs[p] = u->was[3];
	b->hash = u->hash;
	b->removed[BLACK] = u->removed[0];
	b->removed[WHITE] = u->removed[1];
	b->stones[BLACK] = u->stones[0];
	b->stones[WHITE] = u->stones[1];
	b->breathless = u->breathless;
}

/* What board_play would do, played on a copy: for the questions below on a board with a chain
 * without liberty, where a move can clear chains far from it. */
static int play_on_copy(const struct board *b, enum color c, int p, struct board *after, struct trace *tr)
{
	*after = *b;
	return board_play(after, c, p, tr);
}

bool board_is_suicide_surrounded(const struct board *b, enum color c, int p)
{
	if (b->breathless) {
		struct board after;
		play_on_copy(b, c, p, &after, NULL);
		return after.color[p] == EMPTY;
	}
	BOARD_NEIGHBOURS(b, p, q) {
		enum color qc = (enum color)b->color[q];
		if (qc == EDGE)
			continue;
		int libs = b->libs[b->head[q]];
		if (qc == c ? libs > 1 : libs == 1)
			return false;
	}
	return true;
}

int board_captures(const struct board *b, enum color c, int p, int *last)
{
	struct heads opp = { 0, { 0 } };
	enum color o = color_other(c);
	int n = 0;

	if (b->breathless) {
		static _Thread_local struct trace tr;
		struct board after;
		play_on_copy(b, c, p, &after, &tr);
		for (int i = 0; i < tr.nclears; i++)
			if (tr.clears[i].phase == TRACE_OPPONENT) {
				n += tr.clears[i].count;
				if (last)
					*last = tr.stones[tr.clears[i].first];
			}
		return n;
	}
	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == o && b->libs[b->head[q]] == 1)
			heads_add(&opp, b->head[q]);
	for (int i = 0; i < opp.n; i++) {
		n += b->count[opp.h[i]];
		if (last)
			*last = opp.h[i];
	}
	return n;
}

int board_chain_size_after(const struct board *b, enum color c, int p)
{
	struct heads own = { 0, { 0 } };
	int n = 1;

	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == c)
			heads_add(&own, b->head[q]);
	for (int i = 0; i < own.n; i++)
		n += b->count[own.h[i]];
	return n;
}

static uint64_t chain_hash(const struct board *b, int h)
{
	enum color c = (enum color)b->color[h];
	uint64_t z = 0;
	int s = h;

	do {
		z ^= board_zobrist(s, c);
		s = b->next[s];
	} while (s != h);
	return z;
}

uint64_t board_hash_after(const struct board *b, enum color c, int p)
{
	struct heads opp = { 0, { 0 } }, own = { 0, { 0 } };
	enum color o = color_other(c);
	bool reaches_empty = false;
	uint64_t z = b->hash ^ board_zobrist(p, c);

	if (b->breathless) {
		struct board after;
		play_on_copy(b, c, p, &after, NULL);
		return after.hash;
	}
	BOARD_NEIGHBOURS(b, p, q) {
		if (b->color[q] == EMPTY)
			reaches_empty = true;
		else if (b->color[q] == o && b->libs[b->head[q]] == 1)
			heads_add(&opp, b->head[q]);
		else if (b->color[q] == c) {
			heads_add(&own, b->head[q]);
			if (b->libs[b->head[q]] > 1)
				reaches_empty = true;
		}
	}
	for (int i = 0; i < opp.n; i++)
		z ^= chain_hash(b, opp.h[i]);
	if (opp.n == 0 && !reaches_empty) {
		/* Suicide: the new stone and every chain it joined are cleared. */
		z ^= board_zobrist(p, c);
		for (int i = 0; i < own.n; i++)
			z ^= chain_hash(b, own.h[i]);
	}
	return z;
}

int board_ko_point_after(const struct board *b, enum color c, int p)
{
	int captured = BOARD_NONE;

	if (b->breathless) {
		static _Thread_local struct trace tr;
		struct board after;
		play_on_copy(b, c, p, &after, &tr);
		bool ko = tr.nclears >= 1 && tr.clears[0].phase == TRACE_OPPONENT && tr.clears[0].count == 1 &&
			  (tr.nclears == 1 || tr.clears[1].phase == TRACE_OWN) && after.color[p] == c &&
			  board_chain_size(&after, p) == 1 && board_libs(&after, p) == 1;
		return ko ? tr.stones[0] : BOARD_NONE;
	}
	BOARD_NEIGHBOURS(b, p, q) {
		if (b->color[q] == EMPTY || b->color[q] == c)
			return BOARD_NONE;
		if (b->color[q] == EDGE || b->libs[b->head[q]] > 1)
			continue;
		if (captured != BOARD_NONE || b->count[b->head[q]] != 1)
			return BOARD_NONE;
		captured = q;
	}
	return captured;
}

/*
 * Relink the chain through stone p from the colours alone, marking its stones in `seen`: head, list,
 * stone count and liberties.  Its own list doubles as the queue of stones to look at: a stone found
 * from s is linked in just after s, in the part of the list not yet walked.
 */
static void chain_rebuild(struct board *b, int p, struct marks *seen)
{
	enum color c = (enum color)b->color[p];
	int s = p;

	marks_set(seen, p);
	b->head[p] = b->next[p] = (uint16_t)p;
	b->count[p] = 1;
	do {
		BOARD_NEIGHBOURS(b, s, q)
			if (b->color[q] == c && marks_set(seen, q)) {
				b->head[q] = (uint16_t)p;
				b->next[q] = b->next[s];
				b->next[s] = (uint16_t)q;
				b->count[p]++;
			}
		s = b->next[s];
	} while (s != p);
	b->libs[p] = (uint16_t)count_liberties(b, p);
}

/* Recompute every chain, liberty count and stone count from the colours alone. */
static void board_rebuild(struct board *b)
{
	struct marks seen = { { 0 } };

	b->stones[BLACK] = b->stones[WHITE] = 0;
	b->breathless = false;
	BOARD_FOREACH(b, p) {
		enum color c = (enum color)b->color[p];
		if (c == EMPTY || marks_has(&seen, p))
			continue;
		chain_rebuild(b, p, &seen);
		b->stones[c] += b->count[p];
		b->breathless |= b->libs[p] == 0;
	}
}

/* Take the stone at p off the board without it counting as removed: its chain may fall apart. */
static void remove_stone(struct board *b, int p)
{
	enum color c = (enum color)b->color[p];
	struct heads other = { 0, { 0 } };
	struct marks seen = { { 0 } };

	b->color[p] = EMPTY;
	b->hash ^= board_zobrist(p, c);
	b->stones[c]--;
	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == color_other(c))
			heads_add(&other, b->head[q]);
	for (int i = 0; i < other.n; i++)
		b->libs[other.h[i]]++;
	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == c && !marks_has(&seen, q))
			chain_rebuild(b, q, &seen);
}

void board_set(struct board *b, int p, enum color c)
{
	struct heads opp = { 0, { 0 } };

	if (b->color[p] == c)
		return;
	if (b->color[p] != EMPTY)
		remove_stone(b, p);
	if (c == EMPTY)
		return;
	place_stone(b, c, p, &opp, NULL);
	b->breathless |= b->libs[b->head[p]] == 0;
	for (int i = 0; i < opp.n; i++)
		b->breathless |= b->libs[opp.h[i]] == 0;
}

/*
 * Flood the region of p's colour that contains p, marking it in `seen` and, if `members` is not
 * NULL, listing it there.  Returns the reach mask: the colours found next to the region, plus the
 * region's own colour.
 */
static unsigned flood_region(const struct board *b, int p, struct marks *seen, uint16_t *members,
			     int *nmembers)
{
	uint16_t stack[BOARD_MAX_POINTS];
	enum color c = (enum color)b->color[p];
	unsigned mask = 1u << c;
	int top = 0, n = 0;

	marks_set(seen, p);
	stack[top++] = (uint16_t)p;
	while (top > 0) {
		int s = stack[--top];
		if (members)
			members[n] = (uint16_t)s;
		n++;
		BOARD_NEIGHBOURS(b, s, q) {
			if (b->color[q] == EDGE)
				continue;
			if (b->color[q] != c)
				mask |= 1u << b->color[q];
			else if (marks_set(seen, q))
				stack[top++] = (uint16_t)q;
		}
	}
	if (nmembers)
		*nmembers = n;
	return mask;
}

/* Give region r to every point connected to p through points whose colour is in mask. */
static void regions_flood(const struct board *b, unsigned mask, int p, uint16_t r, uint16_t *id)
{
	uint16_t stack[BOARD_MAX_POINTS];
	int top = 0;

	id[p] = r;
	stack[top++] = (uint16_t)p;
	while (top > 0) {
		int s = stack[--top];
		BOARD_NEIGHBOURS(b, s, q)
			if (b->color[q] != EDGE && (mask & (1u << b->color[q])) && id[q] == BOARD_NO_REGION) {
				id[q] = r;
				stack[top++] = (uint16_t)q;
			}
	}
}

int board_regions(const struct board *b, unsigned mask, uint16_t *id)
{
	int n = 0;

	BOARD_FOREACH(b, p)
		id[p] = BOARD_NO_REGION;
	BOARD_FOREACH(b, p)
		if ((mask & (1u << b->color[p])) && id[p] == BOARD_NO_REGION)
			regions_flood(b, mask, p, (uint16_t)n++, id);
	return n;
}

unsigned board_reach(const struct board *b, int p)
{
	struct marks seen = { { 0 } };

	return flood_region(b, p, &seen, NULL, NULL) & ~(1u << b->color[p]);
}

void board_reach_all(const struct board *b, uint8_t *out)
{
	struct marks seen = { { 0 } };
	uint16_t members[BOARD_MAX_POINTS];

	BOARD_FOREACH(b, p) {
		if (!marks_has(&seen, p)) {
			int n;
			unsigned mask = flood_region(b, p, &seen, members, &n);
			mask &= ~(1u << b->color[p]);
			for (int i = 0; i < n; i++)
				out[members[i]] = (uint8_t)mask;
		}
	}
}

void board_area(const struct board *b, int area[3])
{
	struct marks seen = { { 0 } };

	area[EMPTY] = 0;
	area[BLACK] = b->stones[BLACK];
	area[WHITE] = b->stones[WHITE];
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY || marks_has(&seen, p))
			continue;
		/* Most empty points at the end of a game are single-point regions: no flood for them. */
		unsigned mask = 0;
		int n = 1;
		BOARD_NEIGHBOURS(b, p, q)
			mask |= 1u << b->color[q];
		if (mask & REACH_EMPTY)
			mask = flood_region(b, p, &seen, NULL, &n);
		mask &= REACH_BLACK | REACH_WHITE;
		if (mask == REACH_BLACK || mask == REACH_WHITE)
			area[mask == REACH_BLACK ? BLACK : WHITE] += n;
		else
			area[EMPTY] += n;
	}
}

bool board_is_legal_position(const struct board *b)
{
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && b->head[p] == p && b->libs[p] == 0)
			return false;
	return true;
}

bool board_equal(const struct board *a, const struct board *b)
{
	if (a->size != b->size)
		return false;
	BOARD_FOREACH(a, p)
		if (a->color[p] != b->color[p])
			return false;
	return true;
}

/* True if the line is a row of column letters ("A B C ...") or a border ("+-----"). */
static bool is_frame_line(const char *s, const char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	if (s < end && *s == 'A')
		return true;
	bool dash = false;
	for (; s < end; s++) {
		if (*s == '-')
			dash = true;
		else if (!strchr(" \t+|\r", *s))
			return false;
	}
	return dash;
}

/*
 * Parse one diagram line into cells.  Returns the number of cells, or -1 with the offending column
 * in *bad when the line holds a character that is neither a point nor a row number.
 */
static int parse_row(const char *s, const char *end, uint8_t *cells, int max, int *bad)
{
	const char *begin = s;
	int n = 0;

	for (; s < end; s++) {
		enum color c;
		switch (*s) {
		case 'X': c = BLACK; break;
		case 'O': c = WHITE; break;
		case '.': case '+': c = EMPTY; break;
		case ' ': case '\t': case '|': case '\r': continue;
		default:
			if (*s >= '0' && *s <= '9')
				continue; /* row numbers */
			*bad = (int)(s - begin) + 1;
			return -1;
		}
		if (n < max)
			cells[n] = (uint8_t)c;
		n++;
	}
	return n;
}

int board_from_diagram(struct board *b, const char *text, char *err, size_t errlen)
{
	uint8_t cells[BOARD_MAX_SIZE + 1][BOARD_MAX_SIZE + 1];
	int rows = 0, width = -1, line = 0;

	for (const char *s = text; *s;) {
		const char *end = strchr(s, '\n');
		if (!end)
			end = s + strlen(s);
		line++;
		if (!is_frame_line(s, end)) {
			int bad = 0;
			int n = parse_row(s, end, rows <= BOARD_MAX_SIZE ? cells[rows] : cells[0],
					  BOARD_MAX_SIZE + 1, &bad);
			if (n < 0) {
				if (err)
					snprintf(err, errlen, "diagram line %d, column %d: '%c' is not X, O, . or +",
						 line, bad, s[bad - 1]);
				return -1;
			}
			if (n > 0) {
				if (width >= 0 && n != width) {
					if (err)
						snprintf(err, errlen, "diagram line %d has %d points, the first row has %d",
							 line, n, width);
					return -1;
				}
				width = n;
				rows++;
			}
		}
		s = *end ? end + 1 : end;
	}
	if (rows != width || rows < BOARD_MIN_SIZE || rows > BOARD_MAX_SIZE) {
		if (err)
			snprintf(err, errlen, "diagram is %d rows of %d points; a square of %d..%d is needed",
				 rows, width, BOARD_MIN_SIZE, BOARD_MAX_SIZE);
		return -1;
	}
	board_init(b, rows);
	uint64_t hash = 0;
	for (int y = 0; y < rows; y++)
		for (int x = 0; x < rows; x++) {
			int p = board_point(b, x, y);
			b->color[p] = cells[y][x];
			if (cells[y][x] != EMPTY)
				hash ^= board_zobrist(p, (enum color)cells[y][x]);
		}
	b->hash = hash;
	board_rebuild(b);
	return 0;
}

/* Append to buf as snprintf would, keeping the total length needed in *pos. */
static void put(char *buf, size_t len, size_t *pos, const char *fmt, int a, int c)
{
	char tmp[16];
	int n = snprintf(tmp, sizeof tmp, fmt, a, c);

	for (int i = 0; i < n; i++, (*pos)++)
		if (*pos + 1 < len)
			buf[*pos] = tmp[i];
}

static void put_letters(const struct board *b, char *buf, size_t len, size_t *pos)
{
	put(buf, len, pos, "   ", 0, 0);
	for (int x = 0; x < b->size; x++)
		put(buf, len, pos, x + 1 < b->size ? "%c " : "%c\n", column_letters[x], 0);
}

size_t board_to_diagram(const struct board *b, bool coords, char *buf, size_t len)
{
	static const char glyph[] = ".XO#";
	size_t pos = 0;

	if (coords)
		put_letters(b, buf, len, &pos);
	for (int y = 0; y < b->size; y++) {
		if (coords)
			put(buf, len, &pos, "%2d ", b->size - y, 0);
		for (int x = 0; x < b->size; x++) {
			char g = glyph[b->color[board_point(b, x, y)]];
			put(buf, len, &pos, x + 1 < b->size ? "%c " : "%c", g, 0);
		}
		if (coords)
			put(buf, len, &pos, " %d", b->size - y, 0);
		put(buf, len, &pos, "\n", 0, 0);
	}
	if (coords)
		put_letters(b, buf, len, &pos);
	if (len > 0)
		buf[pos < len ? pos : len - 1] = '\0';
	return pos;
}

bool board_star_point(int size, int x, int y)
{
	int e = size >= 13 ? 3 : 2, far = size - 1 - e, mid = size / 2;
	bool odd = size % 2 == 1;

	if (size < 7)
		return false;
	bool xe = x == e || x == far, ye = y == e || y == far;
	if (xe && ye)
		return true;
	if (odd && size >= 9 && x == mid && y == mid)
		return true;
	return odd && size >= 15 && ((xe && y == mid) || (ye && x == mid));
}

const char *board_vertex_str(const struct board *b, int p, char *buf)
{
	if (p == BOARD_PASS || !board_on(b, p)) {
		strcpy(buf, "pass");
		return buf;
	}
	snprintf(buf, 5, "%c%d", column_letters[board_x(b, p)], b->size - board_y(b, p));
	return buf;
}

int board_vertex_parse(const struct board *b, const char *s)
{
	char letter = s[0];

	if (strcasecmp(s, "pass") == 0)
		return BOARD_PASS;
	if (letter >= 'a' && letter <= 'z')
		letter = (char)(letter - 'a' + 'A');
	const char *at = strchr(column_letters, letter);
	if (!letter || !at)
		return BOARD_NONE;
	int row = 0, digits = 0;
	for (s++; *s >= '0' && *s <= '9' && digits < 3; s++, digits++)
		row = row * 10 + (*s - '0');
	if (*s || digits == 0 || (digits > 1 && s[-digits] == '0'))
		return BOARD_NONE;
	return board_point(b, (int)(at - column_letters), b->size - row);
}

const char *color_str(enum color c)
{
	static const char *const words[] = { [EMPTY] = "empty", [BLACK] = "black", [WHITE] = "white", [EDGE] = "edge" };

	return (unsigned)c <= EDGE ? words[c] : "?";
}

const char *color_name(enum color c)
{
	return c == BLACK ? "Black" : c == WHITE ? "White" : color_str(c);
}
