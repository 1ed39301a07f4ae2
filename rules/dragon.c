/*
 * dragon.c: dragons and influence (see dragon.h).
 *
 * 1. Dragons.  Every chain of living stones starts as a dragon of its own; two chains of one colour c
 *    are joined (a union of sets, so the order of the tests does not matter) when
 *    a. they share two liberties or more: the opponent fills one, c the other;
 *    b. they touch diagonally and both points between them are empty: the same;
 *    c. they share a liberty on which an opponent stone, captured nothing, would have one liberty
 *       or none: c takes it at once (a hanging connection, a tiger's mouth);
 *    d. they both border one region of at most DRAGON_EYE_REGION empty points that no other colour
 *       borders: an eye they share, which the opponent can only fill last.
 *    A dead stone belongs to no dragon; for c. and d. it is the opponent's stone.
 *
 * 2. Influence.  From every living stone, a walk in order of distance over the points that are not
 *    the opponent's living stones, DRAGON_REACH steps at most, adds 2^-d to the stone's colour at
 *    every point d steps away (1 at the stone).  The sum of a dragon's stones is kept as its share
 *    (dragons.own), so that a colour's influence without one dragon is a subtraction.
 */
#include "rules/dragon.h"

#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"

/* --- 1. dragons ----------------------------------------------------------------------------------- */

/* The colour a point counts as: a dead stone is its opponent's. */
static enum color seen_as(const struct board *b, const bool *dead, int p)
{
	enum color c = (enum color)b->color[p];
	if ((c == BLACK || c == WHITE) && dead && dead[p])
		return color_other(c);
	return c;
}

static bool living(const struct board *b, const bool *dead, int p)
{
	enum color c = (enum color)b->color[p];
	return (c == BLACK || c == WHITE) && !(dead && dead[p]);
}

static int uf_find(int16_t *parent, int h)
{
	while (parent[h] != h) {
		parent[h] = parent[parent[h]];
		h = parent[h];
	}
	return h;
}

static void uf_join(int16_t *parent, int a, int b)
{
	a = uf_find(parent, a);
	b = uf_find(parent, b);
	if (a != b)
		parent[a > b ? a : b] = (int16_t)(a < b ? a : b);
}

/* Liberties of the chain through p other than q, counted up to two. */
static int libs_besides(const struct board *b, int p, int q)
{
	int n = board_libs(b, p);
	if (n > 2)
		return 2;
	uint16_t lib[BOARD_MAX_POINTS];
	n = board_chain_liberties(b, p, lib);
	int k = 0;
	for (int i = 0; i < n; i++)
		k += lib[i] != q;
	return k;
}

/* 1c.: would an opponent (of c) stone on the empty point l capture nothing and be left with one
 * liberty or none?  The stones as they stand: a tactical fact, whatever the marking says. */
static bool hanging(const struct board *b, int l, enum color c)
{
	int libs = 0;
	BOARD_NEIGHBOURS(b, l, n) {
		if (b->color[n] == EMPTY)
			libs++;
		else if (b->color[n] == c && board_libs(b, n) == 1)
			return false;   /* it would capture */
		else if (b->color[n] == color_other(c))
			libs += libs_besides(b, n, l);
	}
	return libs <= 1;
}

/* 1a. and 1c.: the chains of c around the empty point l. */
static void join_at_liberty(const struct board *b, const bool *dead, int l, int16_t *parent)
{
	int heads[4], colours[4], n = 0;
	BOARD_NEIGHBOURS(b, l, q) {
		if (!living(b, dead, q))
			continue;
		heads[n] = b->head[q];
		colours[n++] = b->color[q];
	}
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			if (colours[i] != colours[j] || heads[i] == heads[j])
				continue;
			if (hanging(b, l, (enum color)colours[i])) {
				uf_join(parent, heads[i], heads[j]);
				continue;
			}
			/* 1a.: a second shared liberty */
			uint16_t lib[BOARD_MAX_POINTS];
			int k = board_chain_liberties(b, heads[i], lib);
			for (int m = 0; m < k; m++) {
				if (lib[m] == l)
					continue;
				bool shared = false;
				BOARD_NEIGHBOURS(b, lib[m], r) {
					if (b->color[r] == colours[j] && b->head[r] == heads[j] && living(b, dead, r))
						shared = true;
				}
				if (shared) {
					uf_join(parent, heads[i], heads[j]);
					break;
				}
			}
		}
}

/* 1b.: diagonal neighbours with both points between them empty. */
static void join_diagonals(const struct board *b, const bool *dead, int p, int16_t *parent)
{
	static const int dx[2] = { 1, -1 };
	for (int k = 0; k < 2; k++) {
		int q = p + b->stride + dx[k];      /* the diagonal below */
		if (!board_on(b, q) || !living(b, dead, q) || b->color[q] != b->color[p])
			continue;
		if (b->color[p + dx[k]] == EMPTY && b->color[p + b->stride] == EMPTY)
			uf_join(parent, b->head[p], b->head[q]);
	}
}

/* 1d.: the chains around each small region of empty points bordered by one colour only. */
static void join_eyes(const struct board *b, const bool *dead, int16_t *parent)
{
	uint16_t id[BOARD_MAX_POINTS];
	int n = board_regions(b, REACH_EMPTY, id);
	int *size = xcalloc((size_t)n + 1, sizeof *size);
	uint8_t *border = xcalloc((size_t)n + 1, 1);
	int *head = xmalloc(((size_t)n + 1) * sizeof *head);
	for (int r = 0; r < n; r++)
		head[r] = -1;
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		size[id[p]]++;
		BOARD_NEIGHBOURS(b, p, q) {
			enum color c = seen_as(b, dead, q);
			if (c == BLACK || c == WHITE)
				border[id[p]] |= (uint8_t)(1u << c);
		}
	}
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		int r = id[p];
		if (size[r] > DRAGON_EYE_REGION || (border[r] != (1u << BLACK) && border[r] != (1u << WHITE)))
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (!living(b, dead, q))
				continue;
			if (head[r] < 0)
				head[r] = b->head[q];
			else
				uf_join(parent, head[r], b->head[q]);
		}
	}
	free(head);
	free(border);
	free(size);
}

static void dragons_number(const struct board *b, const bool *dead, int16_t *parent, struct dragons *ds)
{
	int16_t num[BOARD_MAX_POINTS];
	for (int i = 0; i < BOARD_MAX_POINTS; i++) {
		num[i] = DRAGON_NONE;
		ds->of[i] = DRAGON_NONE;
	}
	ds->n = 0;
	BOARD_FOREACH(b, p) {
		if (!living(b, dead, p))
			continue;
		int root = uf_find(parent, b->head[p]);
		if (num[root] == DRAGON_NONE) {
			struct dragon *d = &ds->d[ds->n];
			memset(d, 0, sizeof *d);
			d->color = (enum color)b->color[p];
			d->first = p;
			d->min_libs = BOARD_MAX_POINTS;
			num[root] = (int16_t)ds->n++;
		}
		struct dragon *d = &ds->d[num[root]];
		ds->of[p] = num[root];
		d->stones++;
		if (b->head[p] == p) {
			d->chains++;
			if (board_libs(b, p) < d->min_libs)
				d->min_libs = board_libs(b, p);
		}
	}
	/* liberties of each dragon: an empty point counted once per dragon next to it */
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		int seen[4], k = 0;
		BOARD_NEIGHBOURS(b, p, q) {
			int g = ds->of[q];
			if (g == DRAGON_NONE)
				continue;
			bool dup = false;
			for (int i = 0; i < k; i++)
				dup = dup || seen[i] == g;
			if (!dup) {
				seen[k++] = g;
				ds->d[g].libs++;
			}
		}
	}
}

/* --- 2. influence ----------------------------------------------------------------------------------- */

static void radiate(const struct board *b, const bool *dead, int s, float *into, float *share)
{
	enum color o = color_other((enum color)b->color[s]);
	int16_t queue[BOARD_MAX_POINTS];
	uint8_t dist[BOARD_MAX_POINTS];
	int head = 0, tail = 0;
	static const float weight[DRAGON_REACH + 1] = { 1.0f, 0.5f, 0.25f, 0.125f, 0.0625f, 0.03125f, 0.015625f };

	memset(dist, 0xff, sizeof dist);
	dist[s] = 0;
	queue[tail++] = (int16_t)s;
	while (head < tail) {
		int p = queue[head++];
		into[p] += weight[dist[p]];
		share[p] += weight[dist[p]];
		if (dist[p] == DRAGON_REACH)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] == EDGE || dist[q] != 0xff)
				continue;
			if (b->color[q] == o && living(b, dead, q))
				continue;
			dist[q] = (uint8_t)(dist[p] + 1);
			queue[tail++] = (int16_t)q;
		}
	}
}

void dragon_build(const struct board *b, const bool *dead, struct dragons *ds)
{
	int16_t parent[BOARD_MAX_POINTS];
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		parent[i] = (int16_t)i;
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			join_at_liberty(b, dead, p, parent);
		else if (living(b, dead, p))
			join_diagonals(b, dead, p, parent);
	}
	join_eyes(b, dead, parent);
	dragons_number(b, dead, parent, ds);

	if (!ds->own)
		ds->own = xmalloc((size_t)DRAGON_MAX * BOARD_MAX_POINTS * sizeof *ds->own);
	memset(ds->own, 0, (size_t)ds->n * BOARD_MAX_POINTS * sizeof *ds->own);
	memset(ds->infl, 0, sizeof ds->infl);
	BOARD_FOREACH(b, p) {
		if (ds->of[p] != DRAGON_NONE)
			radiate(b, dead, p, ds->infl[b->color[p]], ds->own + (size_t)ds->of[p] * BOARD_MAX_POINTS);
	}
}

void dragon_free(struct dragons *ds)
{
	if (!ds)
		return;
	free(ds->own);
	ds->own = NULL;
}

const struct dragon *dragon_at(const struct dragons *ds, int p)
{
	return ds->of[p] == DRAGON_NONE ? NULL : &ds->d[ds->of[p]];
}

float dragon_influence(const struct dragons *ds, enum color c, int p, int k)
{
	float v = ds->infl[c][p];
	if (k != DRAGON_NONE && ds->d[k].color == c)
		v -= ds->own[(size_t)k * BOARD_MAX_POINTS + p];
	return v;
}
