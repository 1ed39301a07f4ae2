/*
 * life_assume.c: the assumptions of the life-and-death analysis (rules/life_context.h), the verdicts
 * that are not read.  Each stands for a reading the analysis cannot afford, is flagged on every
 * verdict that rests on it (life_chain.assumed, "(assumed: ...)" in the reason), and is turned off
 * with life_options.large_region = 0.  This file finds and returns (the filled board and the stones
 * resting on it in the context, a chain's verdict and reason as a struct life_finding, the words
 * that flag it); life.c writes them into the analysis.
 *
 * 9. The large-territory assumption (life_options.large_region, default 16), the one verdict that is
 *    not read.  A region of points not of colour c (empty points and opponent stones), next to c, is
 *    taken as two eyes' worth for the chains of c around it when it has at least large_region empty
 *    points, at most a third as many opponent stones, none of them pass-alive, no empty part bounded
 *    only by the opponent (no opponent eye), covers at most a third of the board, has room for two
 *    eyes two lines apart, and no other candidate region claims its boundary stones.  The reading
 *    then works on a copy of the board with each such region filled with c but for the two eyes, so
 *    the chains around it are pass-alive there, and the opponent stones inside are dead (type 6).
 *    Every verdict resting on it is flagged: life_chain.assumed, and the reason ends with
 *    "(assumed: large territory at V not read)": chains joined to a filled region, chains that are
 *    pass-alive or dead only on the copy, chains whose read area touches such a chain, and type 6/7
 *    verdicts whose surrounding chains rest on it.  Verdicts of 1. (Benson on the real board) never
 *    do.  What is not done: the opponent stones inside are not read; the assumption stands for that.
 *
 * 9a. Eye spaces read alone, the same assumption for small regions.  A region of points not of c
 *    (empty points and opponent stones) bounded only by c, of 2 to SMALL_REGION (8) points, whose
 *    chains of c around it (its walls) each have two liberties outside it, is read by itself: a minimax over its points alone, the opponent first,
 *    c playing only stones joined to the walls (so never captured), the opponent's stones captured
 *    when no empty point of the space is next to them, no suicide, two passes ending it; the value
 *    is the parts of non-c points holding an empty point at the end (0, 1 or 2 eyes).  A space worth
 *    one eye or two is filled like a large region, leaving that many empty points (not next to each
 *    other), and Benson on the filled board combines the spaces: a group with two eyes' worth of
 *    spaces is pass-alive there, and the opponent stones inside them are dead.  This is what splits
 *    a finished game's areas, which otherwise link across the board through the unsettled chains:
 *    the chains it settles become walls (pass-alive on the copy) that stop the other areas growing.
 *    What is not read: ko inside the space, the walls' own safety beyond their two liberties, the
 *    connection of the walls through the filled points, and false eyes.  Every verdict resting on it
 *    is flagged as in 9., with the reason ending "(assumed: eye space at V read alone)".
 *
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/benson.h"
#include "rules/life_context.h"
#include "rules/reading.h"
#include "rules/xalloc.h"

#define SMALL_REGION 8     /* the largest eye space read alone (9a.) */
#define EYE_STATES 6561    /* 3 to the SMALL_REGION */

/* --- the large-territory assumption (9.) ---------------------------------------------------------- */

/* What one region of points not of colour c holds. */
struct candidate {
	int first;       /* its first point in board order: its name */
	int empty;       /* empty points */
	int opp;         /* opponent stones */
	bool ok;         /* still a candidate */
	bool small;      /* an eye space read alone (9a.), not a large territory */
	int eye[2];      /* the points left empty when it is filled (equal for one eye) */
};

/* --- eye spaces read alone (9a.) ------------------------------------------------------------------ */

/* One eye space: its points, their neighbours inside it, and the memo of its reading. */
struct eyespace {
	int n;                          /* points (at most SMALL_REGION) */
	int16_t pts[SMALL_REGION];      /* in board order */
	int8_t adj[SMALL_REGION][4];    /* per point: indices of its neighbours inside, -1 for none */
	bool wall[SMALL_REGION];        /* per point: next to a stone of the walls */
	int8_t memo[2][2][EYE_STATES];  /* [attacker to move][passed][state]: value + 1, 0 unknown */
};

static int eye_get(int st, int i) { for (; i > 0; i--) st /= 3; return st % 3; }
static int eye_pow3(int i) { int v = 1; while (i-- > 0) v *= 3; return v; }

/* Mark the points of i's chain of colour v (1 defender, 2 attacker); true if it has a liberty. */
static bool eye_chain_free(const struct eyespace *e, int st, int i, bool *seen)
{
	int v = eye_get(st, i);
	bool free = false;

	seen[i] = true;
	for (int k = 0; k < 4 && e->adj[i][k] >= 0; k++) {
		int j = e->adj[i][k], w = eye_get(st, j);
		free |= w == 0;
		if (w == v && !seen[j])
			free |= eye_chain_free(e, st, j, seen);
	}
	return free;
}

/* Does the defender's chain through i inside the space touch the walls? */
static bool eye_walled(const struct eyespace *e, int st, int i, bool *seen)
{
	bool on = e->wall[i];

	seen[i] = true;
	for (int k = 0; k < 4 && e->adj[i][k] >= 0; k++) {
		int j = e->adj[i][k];
		if (!seen[j] && eye_get(st, j) == 1)
			on |= eye_walled(e, st, j, seen);
	}
	return on;
}

/* Remove the attacker chains next to i that have no liberty left; returns the new state. */
static int eye_capture(const struct eyespace *e, int st, int i)
{
	for (int k = 0; k < 4 && e->adj[i][k] >= 0; k++) {
		int j = e->adj[i][k];
		bool seen[SMALL_REGION] = { false };
		if (eye_get(st, j) != 2 || eye_chain_free(e, st, j, seen))
			continue;
		for (int m = 0; m < e->n; m++)
			if (seen[m] && eye_get(st, m) == 2)
				st -= 2 * eye_pow3(m);
	}
	return st;
}

/* The eyes at the end: connected parts of non-defender points holding an empty point, at most 2. */
static int eye_count(const struct eyespace *e, int st)
{
	bool seen[SMALL_REGION] = { false };
	int eyes = 0;

	for (int i = 0; i < e->n; i++) {
		if (seen[i] || eye_get(st, i) != 0)
			continue;
		int stack[SMALL_REGION], sp = 0;
		stack[sp++] = i;
		seen[i] = true;
		while (sp > 0) {
			int a = stack[--sp];
			for (int k = 0; k < 4 && e->adj[a][k] >= 0; k++) {
				int j = e->adj[a][k];
				if (!seen[j] && eye_get(st, j) != 1) {
					seen[j] = true;
					stack[sp++] = j;
				}
			}
		}
		eyes++;
	}
	return eyes > 2 ? 2 : eyes;
}

/*
 * The eyes the defender is sure of in the space, the attacker to move when att (9a.).  Minimax over
 * the space's points alone: the defender plays only stones joined to the walls (the chains around
 * the space, taken as safe: each has two liberties outside it), so its stones are never captured; the
 * attacker's are captured when no empty point of the space is next to them; suicide is not
 * possible; two passes end it.  No cycle is possible: the defender's stones only grow, and without
 * them the attacker's.
 */
static int eye_value(struct eyespace *e, int st, bool att, bool passed)
{
	int8_t *m = &e->memo[att][passed][st];

	if (*m)
		return *m - 1;
	int best = att ? 2 : 0;
	for (int i = 0; i < e->n; i++) {
		if (eye_get(st, i) != 0)
			continue;
		int ns = st + (att ? 2 : 1) * eye_pow3(i), v;
		if (att) {
			bool seen[SMALL_REGION] = { false };
			if (!eye_chain_free(e, ns, i, seen))
				continue;  /* suicide: the attacker captures nothing here */
		} else {
			bool seen[SMALL_REGION] = { false };
			if (!eye_walled(e, ns, i, seen))
				continue;  /* only stones joined to the walls, which are taken as safe */
			ns = eye_capture(e, ns, i);
		}
		v = eye_value(e, ns, !att, false);
		best = att ? (v < best ? v : best) : (v > best ? v : best);
	}
	int v = passed ? eye_count(e, st) : eye_value(e, st, !att, true);
	best = att ? (v < best ? v : best) : (v > best ? v : best);
	*m = (int8_t)(best + 1);
	return best;
}

/* Has every chain of c around region k two liberties outside it (the walls of 9a.)?  With one, the
 * attacker could take it from outside and the space would not be read alone.  A one-point eye counts
 * once, like any liberty: it stays forbidden to the attacker only while the wall has another
 * liberty, and c's own stones inside the space may take those (J89.md's open dame: White's E9 has
 * the eye F9 and H9 in the space; filling H9 would let Black take the whole wall at F9). */
static bool eye_walls_safe(const struct board *b, const uint16_t *id, int k, enum color c)
{
	BOARD_FOREACH(b, p) {
		if (id[p] != k)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] != c)
				continue;
			uint16_t libs[BOARD_MAX_POINTS];
			int n = board_chain_liberties(b, q, libs), out = 0;
			for (int i = 0; i < n; i++)
				out += id[libs[i]] != k;
			if (out < 2)
				return false;
		}
	}
	return true;
}

/*
 * Read region k of colour c (points not of c bounded only by c) as an eye space: its value with the
 * attacker first, and the points to leave empty when it is filled (9a.).  Returns the eyes (0-2).
 */
static int eye_space(const struct board *b, const uint16_t *id, int k, enum color c, struct candidate *r)
{
	struct eyespace *e;
	int st = 0, v;

	if (!eye_walls_safe(b, id, k, c))
		return 0;
	e = xcalloc(1, sizeof *e);

	BOARD_FOREACH(b, p)
		if (id[p] == k && e->n < SMALL_REGION)
			e->pts[e->n++] = (int16_t)p;
	for (int i = 0; i < e->n; i++) {
		int d = 0;
		BOARD_NEIGHBOURS(b, e->pts[i], q)
			e->wall[i] |= b->color[q] == c;
		memset(e->adj[i], -1, sizeof e->adj[i]);
		for (int j = 0; j < e->n; j++)
			if (abs(e->pts[i] - e->pts[j]) == 1 || abs(e->pts[i] - e->pts[j]) == b->stride)
				e->adj[i][d++] = (int8_t)j;
		if (b->color[e->pts[i]] == color_other(c))
			st += 2 * eye_pow3(i);
	}
	v = eye_value(e, st, true, false);
	r->eye[0] = r->eye[1] = 0;
	/* One eye: the empty point with the most neighbours inside; two: a second one not next to it. */
	int most = -1;
	for (int i = 0; i < e->n; i++) {
		int d = 0;
		while (d < 4 && e->adj[i][d] >= 0)
			d++;
		if (b->color[e->pts[i]] == EMPTY && d > most) {
			most = d;
			r->eye[0] = e->pts[i];
		}
	}
	r->eye[1] = r->eye[0];
	for (int i = 0; i < e->n && v == 2 && r->eye[1] == r->eye[0]; i++) {
		int p = e->pts[i], q = r->eye[0];
		if (p != q && abs(p - q) != 1 && abs(p - q) != b->stride && b->color[p] == EMPTY)
			r->eye[1] = p;
	}
	free(e);
	return v;
}

/* True if every on-board point of the 3x3 block around p lies in region k (removing p then leaves
 * the rest of the block connected). */
static bool assume_solid(const struct board *b, const uint16_t *id, int k, int p)
{
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			int q = p + dy * b->stride + dx;
			if (b->color[q] != EDGE && id[q] != k)
				return false;
		}
	return true;
}

/* Two empty solid points of region k at least two lines apart; false if there are none. */
static bool assume_eyes(const struct board *b, const uint16_t *id, struct candidate *r, int k)
{
	int n = 0;

	BOARD_FOREACH(b, p) {
		if (id[p] != k || b->color[p] != EMPTY || !assume_solid(b, id, k, p))
			continue;
		if (n == 1 && abs(board_x(b, p) - board_x(b, r->eye[0])) < 2 &&
		    abs(board_y(b, p) - board_y(b, r->eye[0])) < 2)
			continue;
		r->eye[n++] = p;
		if (n == 2)
			return true;
	}
	return false;
}

/*
 * The candidates of colour c (9.): regions of points not of c, next to c, with at least large empty
 * points, at most a third as many opponent stones, none of them pass-alive, no empty part bounded
 * only by the opponent (an opponent eye), at most a third of the board, and room for two eyes.
 * cand[p] gets c for their points.  Returns the number of regions; r[] and id[] describe them.
 */
static int assume_candidates(struct life_context *x, enum color c, int large, uint16_t *id, struct candidate *r,
			     uint8_t *cand)
{
	const struct board *b = x->b;
	enum color o = color_other(c);
	int n = board_regions(b, REACH_EMPTY | (1u << o), id);
	uint8_t touch_c[BOARD_MAX_POINTS] = { 0 };  /* per empty region of b: it touches c */
	bool next_c[BOARD_MAX_POINTS] = { 0 };      /* per region of not-c: it touches c */

	for (int k = 0; k < n; k++)
		r[k] = (struct candidate){ .first = 0, .ok = true };
	BOARD_FOREACH(b, p) {
		if (b->color[p] == c)
			continue;
		struct candidate *k = &r[id[p]];
		if (!k->first)
			k->first = p;
		k->empty += b->color[p] == EMPTY;
		k->opp += b->color[p] == o;
		k->ok &= b->color[p] != o || benson_status_at(&x->bn0[o], p) != BENSON_ALIVE;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] == c) {
				next_c[id[p]] = true;
				if (b->color[p] == EMPTY)
					touch_c[x->region[p]] = 1;
			}
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY && !touch_c[x->region[p]])
			r[id[p]].ok = false;
	for (int k = 0; k < n; k++) {
		struct candidate *q = &r[k];
		bool ok = q->ok && next_c[k];
		q->ok = ok && q->empty >= large && 3 * q->opp <= q->empty &&
			3 * (q->empty + q->opp) <= b->size * b->size && assume_eyes(b, id, q, k);
		if (ok && !q->ok && q->empty + q->opp <= SMALL_REGION && q->empty + q->opp > 1)
			q->ok = q->small = eye_space(b, id, k, c, q) > 0;
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] != c && r[id[p]].ok)
			cand[p] = (uint8_t)c;
	return n;
}

/* Drop the candidates of c whose boundary stones lie in a candidate of the other colour (both then
 * claim the same stones: nothing is assumed there). */
static void assume_conflicts(const struct board *b, enum color c, const uint16_t *id, struct candidate *r,
			     const uint8_t *cand)
{
	BOARD_FOREACH(b, p) {
		if (b->color[p] == c || !r[id[p]].ok)
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] == c && cand[q] == color_other(c))
				r[id[p]].ok = false;
	}
}

/* Fill the surviving candidates of c into x->fb: every point c but the two eyes. */
static void assume_fill(struct life_context *x, enum color c, const uint16_t *id, const struct candidate *r)
{
	const struct board *b = x->b;

	BOARD_FOREACH(b, p) {
		if (b->color[p] == c || !r[id[p]].ok)
			continue;
		const struct candidate *k = &r[id[p]];
		x->fill[p] = (uint8_t)c;
		x->assume_at[p] = (int16_t)k->first;
		x->assume_small[k->first] = k->small;
		board_set(&x->fb, p, p == k->eye[0] || p == k->eye[1] ? EMPTY : c);
	}
}

/* Mark the stones of rb whose life rests on a filled region: the chains holding filled stones, and
 * any chain pass-alive on rb but not on b. */
static void assume_taint(struct life_context *x)
{
	const struct board *rb = x->rb;
	int any = 0;

	BOARD_FOREACH(rb, p)
		if (x->fill[p] && !any)
			any = x->assume_at[p];
	x->first_assumed = any;
	BOARD_FOREACH(rb, p) {
		if (!x->fill[p] || rb->color[p] == EMPTY)
			continue;
		for (int s = rb->next[p]; s != p; s = rb->next[s])
			if (!x->assume_at[s])
				x->assume_at[s] = x->assume_at[p];
	}
	BOARD_FOREACH(rb, p) {
		enum color c = (enum color)rb->color[p];
		if ((c == BLACK || c == WHITE) && !x->assume_at[p] &&
		    benson_status_at(&x->bn[c], p) == BENSON_ALIVE &&
		    benson_status_at(&x->bn0[c], p) != BENSON_ALIVE)
			x->assume_at[p] = (int16_t)any;
	}
}

/* 9.: build rb and x->bn for the reading; true if some region is assumed. */
bool life_assume_regions(struct life_context *x, int large_region)
{
	static const enum color colours[2] = { BLACK, WHITE };
	uint16_t id[2][BOARD_MAX_POINTS];
	struct candidate *r[2];
	uint8_t cand[BOARD_MAX_POINTS] = { 0 };
	bool any = false;

	x->fb = *x->b;
	x->rb = x->b;
	if (large_region <= 0)
		return false;
	for (int i = 0; i < 2; i++) {
		r[i] = xmalloc(BOARD_MAX_POINTS * sizeof *r[i]);
		assume_candidates(x, colours[i], large_region, id[i], r[i], cand);
	}
	for (int i = 0; i < 2; i++)
		assume_conflicts(x->b, colours[i], id[i], r[i], cand);
	for (int i = 0; i < 2; i++)
		assume_fill(x, colours[i], id[i], r[i]);
	for (int i = 0; i < 2; i++)
		free(r[i]);
	BOARD_FOREACH(x->b, p)
		any |= x->fill[p] != EMPTY;
	if (any) {
		x->rb = &x->fb;
		benson_pass_alive(x->rb, BLACK, &x->bn[BLACK]);
		benson_pass_alive(x->rb, WHITE, &x->bn[WHITE]);
		assume_taint(x);
	}
	return any;
}

/* Does the area just read touch a stone whose life rests on an assumed region?  Its first point. */
int life_assume_area(const struct life_context *x)
{
	const int16_t *points;
	int n = reading_area_points(x->r, &points);

	for (int i = 0; i < n; i++) {
		int p = points[i];
		if (x->assume_at[p])
			return x->assume_at[p];
		BOARD_NEIGHBOURS(x->rb, p, q)
			if (x->rb->color[q] != EDGE && x->assume_at[q])
				return x->assume_at[q];
	}
	return 0;
}

/*
 * The verdicts given by the assumption alone: a stone of b inside an assumed region of the other
 * colour is dead; a chain joined to a filled region is alive.  Returns false when the chain of
 * colour c through p must be read.
 */
bool life_assume_chain(const struct life_context *x, int p, enum color c, struct life_finding *f, int *at)
{
	*at = x->assume_at[p];
	if (x->fill[p] == color_other(c)) {
		*f = (struct life_finding){ LIFE_DEAD, LIFE_TYPE_6, "" };
		snprintf(f->reason, sizeof f->reason, "dead: inside %s's %s", color_name(color_other(c)),
			 x->assume_small[*at] ? "eye space" : "large territory");
		return true;
	}
	if (*at && benson_status_at(&x->bn[c], p) == BENSON_ALIVE) {
		*f = (struct life_finding){ LIFE_ALIVE, LIFE_TYPE_2, "" };
		snprintf(f->reason, sizeof f->reason, "alive: pass-alive once its %s count as eyes",
			 x->assume_small[*at] ? "eye spaces" : "large territories");
		return true;
	}
	if (benson_status_at(&x->bn[color_other(c)], p) == BENSON_DEAD) {
		*at = x->first_assumed;
		*f = (struct life_finding){ LIFE_DEAD, LIFE_TYPE_6, "" };
		snprintf(f->reason, sizeof f->reason, "dead: inside a region owned by %s once its large "
			 "territories count as eyes", color_name(color_other(c)));
		return true;
	}
	return false;
}

void life_assume_words(const struct life_context *x, int at, char *buf, size_t len)
{
	char v[8];

	snprintf(buf, len, x->assume_small[at] ? " (assumed: eye space at %s read alone)"
		 : " (assumed: large territory at %s not read)", board_vertex_str(x->b, at, v));
}
