/*
 * benson.c: pass-alive chains and the regions they own, by Benson's algorithm.
 *
 * How it works, for the chains of one colour c:
 *
 * 1. Cut the board into regions: the maximal connected sets of points that are not c (empty points
 *    and opponent stones together).  Every region is enclosed by chains of c and the edge of the
 *    board; those chains are the region's boundary.
 *
 * 2. A region is vital to a chain on its boundary when every empty point of the region is a liberty
 *    of that chain.  Opponent stones in the region do not matter here: what matters is that the
 *    opponent, to fill the region, must play on liberties of that very chain.  A one-point eye is
 *    vital to every chain around it; a two-point eye is vital to a chain that touches both points;
 *    a big eye with an inner point that touches no stone of c is vital to nobody.
 *
 * 3. Start by supposing every chain of c alive and every region safe, then repeat two steps until
 *    neither changes anything:
 *      a. a chain with fewer than two vital safe regions is not alive;
 *      b. a region whose boundary holds a chain that is not alive is not safe.
 *    Both steps only ever remove, so the loop ends after at most one pass per chain and region.
 *
 * 4. The chains left are pass-alive.  Why: each has two vital regions bounded only by chains that
 *    are themselves left, and every empty point of those regions is one of its liberties, so to
 *    capture it the opponent must fill both regions completely.  The stone that fills the last point
 *    of a region leaves the opponent's stones there without a liberty (the whole boundary is c), so
 *    it is suicide unless it captures a chain of c; and no chain of c left here can be captured
 *    before another one already has been.  Conversely, a chain removed in step 3 can be captured
 *    while c passes (Benson's theorem), so the answer is exact in both directions.
 *
 * 5. The safe regions vital to at least one pass-alive chain are owned by c.  Their empty points
 *    are unconditional territory and their opponent stones are dead: every empty point touches a
 *    pass-alive chain, so the opponent can never make an eye there, while c can fill the region
 *    point by point (each stone joins that chain, which keeps a liberty in its other vital region)
 *    until every opponent stone in it is captured.  A safe region that is vital to nobody (a big
 *    eye bordered only by pass-alive chains) is not owned: the opponent may still live in it.
 *
 * 6. The same answer for a few chains, locally (benson_chain_alive, benson_point_owned).  Whether a
 *    chain is in the set of step 3 depends only on the chains it can lean on: those on the boundary
 *    of its vital regions, theirs in turn, and so on (its closure).  The set that step 3 leaves,
 *    cut down to the closure, is itself a set in which every chain keeps two vital safe regions, and
 *    the largest such set inside the closure is one on the whole board; so step 3 run on the closure
 *    alone gives the same answer for its chains.  The closure is found by walking, from each chain's
 *    liberties, the regions vital to it (a walk stops at the first empty point that is not a
 *    liberty of the chain: that region is not vital, and no chain is reached through it).  In the
 *    middle of a game most chains have no vital region at all, and the answer costs a walk or two
 *    instead of labelling the whole board.  Should the closure's boundary lists not fit the scratch
 *    space, the whole-board algorithm answers instead.
 *
 * The regions are found once.  Each (region, chain) contact is an edge carrying the number of the
 * region's empty points that are liberties of the chain; step 2 is then "that number equals the
 * region's number of empty points", and step 3 walks the edges.
 */
#include "rules/benson.h"

#include <stdbool.h>
#include <string.h>

/* One contact between a region and a chain of its boundary. */
struct edge {
	uint16_t region;  /* the region */
	uint16_t chain;   /* the head of the chain */
	uint16_t libs;    /* the region's empty points that are liberties of the chain */
};

/* At most four contacts per stone of c, each with one region. */
#define MAX_EDGES (4 * BOARD_MAX_POINTS)

struct work {
	const struct board *b;
	enum color c;
	int nregions;
	uint16_t region[BOARD_MAX_POINTS];     /* region of every point that is not c */
	uint16_t empties[BOARD_MAX_POINTS];    /* per region: its number of empty points */
	bool safe[BOARD_MAX_POINTS];           /* per region: still safe (step 3b) */
	bool alive[BOARD_MAX_POINTS];          /* per chain head of c: still alive (step 3a) */
	int first_edge[BOARD_MAX_POINTS + 1];  /* per region: its edges are first_edge[r]..[r + 1] - 1 */
	int nedges;
	struct edge edges[MAX_EDGES];
};


/* --- edges (step 2's counts) --------------------------------------------------------------------- */

/* The edge between the region of the point being visited and chain h, created if new.  edge_of[h]
 * remembers the last edge made for h, which is this region's when it was made for this region. */
static struct edge *edge_get(struct work *w, int r, int h, int *edge_of)
{
	int e = edge_of[h];

	if (e < w->first_edge[r]) {
		e = w->nedges++;
		w->edges[e] = (struct edge){ .region = (uint16_t)r, .chain = (uint16_t)h, .libs = 0 };
		edge_of[h] = e;
	}
	return &w->edges[e];
}

/* Record the contacts of point p of region r, counting p as a liberty once per distinct chain. */
static void edges_visit(struct work *w, int r, int p, int *edge_of)
{
	const struct board *b = w->b;
	int seen[4], nseen = 0;

	if (b->color[p] == EMPTY)
		w->empties[r]++;
	BOARD_NEIGHBOURS(b, p, q) {
		if (b->color[q] != w->c)
			continue;
		int h = b->head[q];
		struct edge *e = edge_get(w, r, h, edge_of);
		bool again = false;
		for (int i = 0; i < nseen; i++)
			again |= seen[i] == h;
		if (b->color[p] == EMPTY && !again)
			e->libs++;
		seen[nseen++] = h;
	}
}

/* Find the regions and their edges, grouped by region. */
static void edges_build(struct work *w)
{
	static const uint16_t none = BOARD_NO_REGION;
	uint16_t order[BOARD_MAX_POINTS];
	int start[BOARD_MAX_POINTS + 1] = { 0 };
	int edge_of[BOARD_MAX_POINTS];

	w->nregions = board_regions(w->b, (REACH_EMPTY | REACH_BLACK | REACH_WHITE) & ~(1u << w->c),
				     w->region);
	/* List the points region by region (a counting sort), so each region's edges come together. */
	BOARD_FOREACH(w->b, p)
		if (w->region[p] != none)
			start[w->region[p] + 1]++;
	for (int r = 0; r < w->nregions; r++)
		start[r + 1] += start[r];
	BOARD_FOREACH(w->b, p)
		if (w->region[p] != none)
			order[start[w->region[p]]++] = (uint16_t)p;
	memset(edge_of, 0xff, sizeof edge_of);
	w->nedges = 0;
	for (int r = 0, i = 0; r < w->nregions; r++) {
		w->first_edge[r] = w->nedges;
		w->empties[r] = 0;
		w->safe[r] = true;
		for (; i < start[r]; i++)
			edges_visit(w, r, order[i], edge_of);
	}
	w->first_edge[w->nregions] = w->nedges;
}

/* --- the fixed point (step 3) -------------------------------------------------------------------- */

static bool edge_vital(const struct work *w, const struct edge *e)
{
	return e->libs == w->empties[e->region];
}

/* Step 3a.  Returns true if a chain was found not alive. */
static bool drop_chains(struct work *w)
{
	int vital[BOARD_MAX_POINTS];
	bool changed = false;

	BOARD_FOREACH(w->b, p)
		vital[p] = 0;
	for (int i = 0; i < w->nedges; i++) {
		const struct edge *e = &w->edges[i];
		if (w->safe[e->region] && edge_vital(w, e))
			vital[e->chain]++;
	}
	BOARD_FOREACH(w->b, p)
		if (w->b->color[p] == w->c && w->b->head[p] == p && w->alive[p] && vital[p] < 2) {
			w->alive[p] = false;
			changed = true;
		}
	return changed;
}

/* Step 3b.  Returns true if a region was found not safe. */
static bool drop_regions(struct work *w)
{
	bool changed = false;

	for (int r = 0; r < w->nregions; r++) {
		if (!w->safe[r])
			continue;
		for (int i = w->first_edge[r]; i < w->first_edge[r + 1]; i++)
			if (!w->alive[w->edges[i].chain]) {
				w->safe[r] = false;
				changed = true;
				break;
			}
	}
	return changed;
}

/* --- the answer (steps 4 and 5) ------------------------------------------------------------------ */

/* Step 5: a safe region vital to one of its (all pass-alive) boundary chains. */
static bool region_owned(const struct work *w, int r)
{
	if (!w->safe[r])
		return false;
	for (int i = w->first_edge[r]; i < w->first_edge[r + 1]; i++)
		if (edge_vital(w, &w->edges[i]))
			return true;
	return false;
}

static void answer(const struct work *w, struct benson *out)
{
	bool owned[BOARD_MAX_POINTS];

	for (int r = 0; r < w->nregions; r++) {
		owned[r] = region_owned(w, r);
		out->owned_regions += owned[r];
	}
	BOARD_FOREACH(w->b, p) {
		enum color col = (enum color)w->b->color[p];
		if (col == w->c) {
			bool alive = w->alive[w->b->head[p]];
			out->status[p] = alive ? BENSON_ALIVE : BENSON_NONE;
			out->alive_chains += alive && w->b->head[p] == p;
		} else if (owned[w->region[p]]) {
			out->status[p] = col == EMPTY ? BENSON_OWNED : BENSON_DEAD;
		}
	}
}

void benson_pass_alive(const struct board *b, enum color c, struct benson *out)
{
	struct work work, *w = &work;  /* every field is set before it is read: no 25 KB clearing */

	w->b = b;
	w->c = c;
	memset(out, 0, sizeof *out);
	out->color = c;
	BOARD_FOREACH(b, p)
		w->alive[p] = b->color[p] == c;
	edges_build(w);
	for (bool changed = true; changed;) {
		changed = drop_chains(w);
		changed = drop_regions(w) || changed;
	}
	answer(w, out);
}

void benson_marking(const struct board *b, struct score_marking *out)
{
	struct benson owner;

	score_marking_init(out);
	for (enum color c = BLACK; c <= WHITE; c++) {
		benson_pass_alive(b, c, &owner);
		BOARD_FOREACH(b, p)
			if (benson_status_at(&owner, p) == BENSON_DEAD)
				score_marking_set(out, b, p, SCORE_DEAD);
	}
}

/* --- locally (6.) -------------------------------------------------------------------------------- */

/* A new stamp.  A call takes far fewer than SCRATCH_MARGIN of them, and each starts with
 * scratch_begin, so the counter never wraps inside a call. */
#define SCRATCH_MARGIN 0x1000000u

static uint32_t scratch_stamp(struct benson_scratch *s)
{
	return ++s->stamp;
}

static void scratch_begin(struct benson_scratch *s)
{
	if (s->stamp > UINT32_MAX - SCRATCH_MARGIN) {
		memset(s->mark, 0, sizeof s->mark);
		memset(s->vital, 0, sizeof s->vital);
		memset(s->in, 0, sizeof s->in);
		memset(s->linked, 0, sizeof s->linked);
		s->stamp = 0;
	}
}

/* Take chain h into the closure of call `call`; returns its index. */
static int closure_take(struct benson_scratch *s, int h, uint32_t call, int *n)
{
	if (s->in[h] != call) {
		s->in[h] = call;
		s->idx[h] = (int16_t)*n;
		s->heads[(*n)++] = (int16_t)h;
	}
	return s->idx[h];
}

/*
 * Walk the region of points not of colour c through `start`, which must be vital to chain hx
 * (every empty point a liberty of hx).  Marks its points in vital[] with `mine` when it is, and
 * appends its boundary chains to links[] from *nlinks.  Returns false (and undoes nothing: the marks
 * of a failed walk use their own stamp) as soon as an empty point is not a liberty of hx, or the
 * links do not fit (*overflow).
 */
static bool walk_region(const struct board *b, enum color c, int start, int hx, uint32_t mine,
			struct benson_scratch *s, int *nlinks, bool *overflow)
{
	int16_t stack[BOARD_MAX_POINTS];
	int sp = 0, first = *nlinks;
	uint32_t walk = scratch_stamp(s);

	stack[sp++] = (int16_t)start;
	s->mark[start] = walk;
	while (sp > 0) {
		int p = stack[--sp];
		bool liberty = false;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] == c) {
				int h = b->head[q];
				liberty |= h == hx;
				if (s->linked[h] != walk) {
					s->linked[h] = walk;
					if (*nlinks == BENSON_LOCAL_LINKS) {
						*overflow = true;
						return false;
					}
					s->links[(*nlinks)++] = (int16_t)h;
				}
			} else if (b->color[q] != EDGE && s->mark[q] != walk) {
				s->mark[q] = walk;
				stack[sp++] = (int16_t)q;
			}
		}
		if (b->color[p] == EMPTY && !liberty) {
			*nlinks = first;
			return false;
		}
	}
	/* vital: remember its points, so that hx's other liberties in it are not walked again */
	sp = 0;
	stack[sp++] = (int16_t)start;
	s->vital[start] = mine;
	while (sp > 0) {
		int p = stack[--sp];
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] != EDGE && b->color[q] != c && s->vital[q] != mine) {
				s->vital[q] = mine;
				stack[sp++] = (int16_t)q;
			}
	}
	return true;
}

/*
 * Step 3 on the closure of the chains heads[0..n) (colour c): returns the number of chains in the
 * closure (their answers in s->alive, by index), or -1 when the scratch space is too small.
 */
static int closure_alive(const struct board *b, enum color c, struct benson_scratch *s, int n, uint32_t call)
{
	int nregions = 0, nlinks = 0;
	bool overflow = false;

	for (int i = 0; i < n; i++) {
		int hx = s->heads[i], p = hx;
		uint32_t mine = scratch_stamp(s);
		s->first_region[i] = nregions;
		do {
			BOARD_NEIGHBOURS(b, p, q) {
				if (b->color[q] != EMPTY || s->vital[q] == mine)
					continue;
				int first = nlinks;
				if (!walk_region(b, c, q, hx, mine, s, &nlinks, &overflow)) {
					if (overflow)
						return -1;
					continue;
				}
				if (nregions == (int)(sizeof s->first_link / sizeof s->first_link[0]) - 1)
					return -1;
				s->first_link[nregions++] = first;
				for (int k = first; k < nlinks; k++)
					closure_take(s, s->links[k], call, &n);
			}
			p = b->next[p];
		} while (p != hx);
		s->first_link[nregions] = nlinks;
	}
	s->first_region[n] = nregions;
	for (int i = 0; i < n; i++)
		s->alive[i] = true;
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 0; i < n; i++) {
			if (!s->alive[i])
				continue;
			int safe = 0;
			for (int r = s->first_region[i]; r < s->first_region[i + 1] && safe < 2; r++) {
				bool ok = true;
				for (int k = s->first_link[r]; k < s->first_link[r + 1] && ok; k++)
					ok = s->alive[s->idx[s->links[k]]];
				safe += ok;
			}
			if (safe < 2) {
				s->alive[i] = false;
				changed = true;
			}
		}
	}
	return n;
}

bool benson_chain_alive(const struct board *b, int p, struct benson_scratch *s)
{
	scratch_begin(s);
	uint32_t call = scratch_stamp(s);
	int n = 0;

	closure_take(s, b->head[p], call, &n);
	if (closure_alive(b, (enum color)b->color[p], s, n, call) < 0) {
		struct benson full;
		benson_pass_alive(b, (enum color)b->color[p], &full);
		return benson_status_at(&full, p) == BENSON_ALIVE;
	}
	return s->alive[0];
}

bool benson_point_owned(const struct board *b, enum color c, int p, struct benson_scratch *s)
{
	int16_t stack[BOARD_MAX_POINTS], bound[BOARD_MAX_POINTS];
	int cand[4], ncand = -1, sp = 0, nbound = 0;
	uint32_t walk, call;

	scratch_begin(s);
	walk = scratch_stamp(s);

	/* The region through p: its boundary, and the chains every empty point so far is next to. */
	stack[sp++] = (int16_t)p;
	s->mark[p] = walk;
	while (sp > 0) {
		int q = stack[--sp], next[4], nn = 0;
		BOARD_NEIGHBOURS(b, q, m) {
			if (b->color[m] == c) {
				int h = b->head[m];
				bool dup = false;
				for (int i = 0; i < nn; i++)
					dup |= next[i] == h;
				if (!dup)
					next[nn++] = h;
				if (s->mark[h] != walk) {  /* a chain's head marks it as met */
					s->mark[h] = walk;
					bound[nbound++] = (int16_t)h;
				}
			} else if (b->color[m] != EDGE && s->mark[m] != walk) {
				s->mark[m] = walk;
				stack[sp++] = (int16_t)m;
			}
		}
		if (b->color[q] != EMPTY)
			continue;
		if (ncand < 0) {
			memcpy(cand, next, sizeof next);
			ncand = nn;
		} else {
			int k = 0;
			for (int i = 0; i < ncand; i++)
				for (int j = 0; j < nn; j++)
					if (cand[i] == next[j]) {
						cand[k++] = cand[i];
						break;
					}
			ncand = k;
		}
		if (ncand == 0)
			return false;  /* vital to no chain: not owned */
	}
	if (nbound == 0)
		return false;
	/* Owned when every boundary chain is pass-alive (the region is safe). */
	call = scratch_stamp(s);
	int n = 0;
	for (int i = 0; i < nbound; i++)
		closure_take(s, bound[i], call, &n);
	if (closure_alive(b, c, s, n, call) < 0) {
		struct benson full;
		benson_pass_alive(b, c, &full);
		enum benson_status st = benson_status_at(&full, p);
		return st == BENSON_OWNED || st == BENSON_DEAD;
	}
	for (int i = 0; i < nbound; i++)
		if (!s->alive[s->idx[bound[i]]])
			return false;
	return true;
}
