/* ownership.c: random playouts and who owns each point at their end (see ownership.h). */
#include "rules/ownership.h"

#include <stdlib.h>
#include <string.h>

#include "board/symmetry.h"
#include "rules/xalloc.h"

static uint64_t rng_next(uint64_t *s)
{
	/* xorshift64*: small, fast, and plenty for choosing moves */
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545f4914f6cdd1dull;
}

/* Is p one of c's eyes, which c does not fill (see ownership.h)? */
static bool own_eye(const struct board *b, enum color c, int p)
{
	static const int diag[4][2] = { { -1, -1 }, { -1, 1 }, { 1, -1 }, { 1, 1 } };
	int edge = 0, bad = 0;

	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] != c && b->color[q] != EDGE)
			return false;
	for (int i = 0; i < 4; i++) {
		int q = p + diag[i][0] * b->stride + diag[i][1];
		if (b->color[q] == EDGE)
			edge = 1;
		else
			bad += b->color[q] == color_other(c);
	}
	return bad + edge < 2;
}

/* Would c's move at p leave the chain it makes with one liberty, without capturing anything?  Only
 * asked for chains of two stones or more: a lone stone's self-atari is often a good throw-in. */
static bool big_self_atari(const struct board *b, enum color c, int p)
{
	uint16_t libs[BOARD_MAX_POINTS];
	int first = BOARD_NONE;

	if (board_chain_size_after(b, c, p) < 2 || board_captures(b, c, p, NULL) > 0)
		return false;
	/* the liberties of the chain it makes: two distinct ones are enough to say no */
	BOARD_NEIGHBOURS(b, p, q) {
		int n = 0;
		if (b->color[q] == EMPTY)
			libs[n++] = (uint16_t)q;
		else if (b->color[q] == c && board_libs(b, q) > 2)
			return false;   /* two liberties besides p at least */
		else if (b->color[q] == c)
			n = board_chain_liberties(b, q, libs);
		for (int i = 0; i < n; i++) {
			if (libs[i] == p || libs[i] == first)
				continue;
			if (first != BOARD_NONE)
				return false;
			first = libs[i];
		}
	}
	return true;
}

/* Can c play p in a playout (see ownership.h)? */
static bool playable(const struct board *b, enum color c, int p, int ko)
{
	return b->color[p] == EMPTY && p != ko && !own_eye(b, c, p) && !board_is_suicide(b, c, p) &&
	       !big_self_atari(b, c, p);
}

/*
 * The answer to the opponent's last move at m: take a chain next to it left in atari, or save one of
 * c's chains next to it in atari by extending (when that gives it two liberties); BOARD_PASS if none.
 */
static int answer_atari(const struct board *b, enum color c, int m, int ko)
{
	if (m == BOARD_PASS || m == BOARD_NONE || b->color[m] == EMPTY)
		return BOARD_PASS;
	int around[5] = { m }, n = 1;
	BOARD_NEIGHBOURS(b, m, q)
		if (b->color[q] == BLACK || b->color[q] == WHITE)
			around[n++] = q;
	for (int i = 0; i < n; i++) {
		int q = around[i];
		if (board_libs(b, q) != 1)
			continue;
		int lib = board_last_liberty(b, q);
		if (b->color[q] != c && playable(b, c, lib, ko))
			return lib;
	}
	for (int i = 0; i < n; i++) {
		int q = around[i];
		if (b->color[q] != c || board_libs(b, q) != 1)
			continue;
		int lib = board_last_liberty(b, q);
		if (playable(b, c, lib, ko))
			return lib;
	}
	return BOARD_PASS;
}

/*
 * The chains in atari of a playout, kept as one stone of each: a chain loses liberties only when a
 * stone is played next to it, so after every move the chains next to it that are left in atari
 * are added; entries that no longer hold a chain in atari are dropped when read.
 */
struct ataris {
	int n;
	int16_t at[BOARD_MAX_POINTS];
};

/* Drop the entries that no longer hold a chain in atari, and the repeats of a chain. */
static void ataris_compact(struct ataris *a, const struct board *b)
{
	int kept = 0;

	for (int i = 0; i < a->n; i++) {
		int q = a->at[i], j;
		if ((b->color[q] != BLACK && b->color[q] != WHITE) || board_libs(b, q) != 1)
			continue;
		for (j = 0; j < kept && b->head[a->at[j]] != b->head[q]; j++)
			;
		if (j == kept)
			a->at[kept++] = (int16_t)q;
	}
	a->n = kept;
}

static void ataris_note(struct ataris *a, const struct board *b, int p)
{
	int around[5] = { p }, k = 1;

	if (a->n + 5 > BOARD_MAX_POINTS)
		ataris_compact(a, b);

	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] == BLACK || b->color[q] == WHITE)
			around[k++] = q;
	for (int i = 0; i < k; i++)
		if (board_libs(b, around[i]) == 1 && a->n < BOARD_MAX_POINTS)
			a->at[a->n++] = (int16_t)around[i];
}

/* A capture of the largest opponent chain in atari anywhere, BOARD_PASS if none. */
static int capture_any(const struct board *b, enum color c, struct ataris *a, int ko)
{
	int best = BOARD_PASS, most = 0;

	ataris_compact(a, b);
	for (int i = 0; i < a->n; i++) {
		int q = a->at[i], lib = board_last_liberty(b, q), size = board_chain_size(b, q);
		if (b->color[q] == color_other(c) && lib != ko && (size > most || (size == most && lib < best))) {
			most = size;
			best = lib;
		}
	}
	return best;
}

/*
 * The empty points of a playout are kept in board order, as the random move walks them, across its
 * moves: the move at m leaves the list, and the stones it cleared (tr) are merged into it.
 */
static void empties_played(int16_t *empty, int *n, int m, const struct trace *tr)
{
	uint16_t cleared[BOARD_MAX_POINTS];
	int i = 0, k = tr->nstones;

	while (empty[i] != m)
		i++;
	memmove(empty + i, empty + i + 1, (size_t)(--*n - i) * sizeof *empty);
	for (int j = 0; j < k; j++) {
		int at = j;
		for (; at > 0 && cleared[at - 1] > tr->stones[j]; at--)
			cleared[at] = cleared[at - 1];
		cleared[at] = tr->stones[j];
	}
	for (int a = *n - 1, out = *n + k - 1; k > 0; out--)
		empty[out] = a >= 0 && empty[a] > cleared[k - 1] ? empty[a--] : (int16_t)cleared[--k];
	*n += tr->nstones;
}

/* One playout from b, c to move; adds the owners at its end to out. */
static void playout_one(const struct board *start, enum color c, uint64_t *rng, struct ownership *out)
{
	struct board b = *start;
	int16_t empty[BOARD_MAX_POINTS];
	int passes = 0, ko = BOARD_NONE, limit = 3 * b.size * b.size;

	int nempty = 0;  /* the empty points in board order, kept across moves (empties_played) */
	struct trace tr;

	struct ataris at = { 0 };

	BOARD_FOREACH(&b, p) {
		if (b.color[p] == EMPTY)
			empty[nempty++] = (int16_t)p;
		else if (b.head[p] == p && board_libs(&b, p) == 1)
			at.at[at.n++] = (int16_t)p;
	}
	for (int move = 0, last = BOARD_NONE; move < limit && passes < 2; move++, c = color_other(c)) {
		int chosen = answer_atari(&b, c, last, ko);
		if (chosen == BOARD_PASS)
			chosen = capture_any(&b, c, &at, ko);
		int n = chosen == BOARD_PASS ? nempty : 0;
		/* Otherwise the empty points from a random one on: the first playable wins. */
		for (int i = 0, at = n ? (int)(rng_next(rng) % (uint64_t)n) : 0; i < n; i++) {
			int p = empty[(at + i) % n];
			if (playable(&b, c, p, ko)) {
				chosen = p;
				break;
			}
		}
		last = chosen;
		if (chosen == BOARD_PASS) {
			passes++;
			ko = BOARD_NONE;
			continue;
		}
		passes = 0;
		ko = board_ko_point_after(&b, c, chosen);
		board_play(&b, c, chosen, &tr);
		if (b.color[chosen] == c)
			ataris_note(&at, &b, chosen);
		empties_played(empty, &nempty, chosen, &tr);
	}
	/* the owners: an empty point is the colour's whose stones alone it touches; one that both
	 * touch puts the chains next to it in seki */
	uint8_t shared[BOARD_MAX_POINTS];
	memset(shared, 0, sizeof shared);
	BOARD_FOREACH(&b, p) {
		if (b.color[p] != EMPTY)
			continue;
		int seen = 0;
		BOARD_NEIGHBOURS(&b, p, q)
			if (b.color[q] == BLACK || b.color[q] == WHITE)
				seen |= 1 << b.color[q];
		if (seen == 1 << BLACK || seen == 1 << WHITE)
			out->owned[seen == 1 << BLACK ? BLACK : WHITE][p]++;
		else if (seen)
			BOARD_NEIGHBOURS(&b, p, q)
				if (b.color[q] == BLACK || b.color[q] == WHITE)
					shared[b.head[q]] = 1;
	}
	BOARD_FOREACH(&b, p) {
		if (b.color[p] != BLACK && b.color[p] != WHITE)
			continue;
		out->owned[b.color[p]][p]++;
		out->seki[p] += shared[b.head[p]];
	}
}

static void playout_oriented(const struct board *b, int playouts, uint64_t seed, enum color first,
			     struct ownership *out)
{
	uint64_t rng = seed ? seed : 0x9e3779b97f4a7c15ull;

	memset(out, 0, sizeof *out);
	out->playouts = playouts;
	for (int i = 0; i < playouts; i++)
		playout_one(b, first == BLACK || first == WHITE ? first : i % 2 ? WHITE : BLACK, &rng, out);
}

/* The playouts pick their moves in board order, so they are played on the canonical orientation
 * (board/symmetry.h) and their numbers turned back: the eight orientations of a position get the
 * same numbers, point for point.  On a position that is its own mirror or rotation, each point gets
 * the mean over the points that the symmetries of the position send it to (rounded down), so that
 * it does not matter which of them turned it to the canonical board. */
void ownership_playout(const struct board *b, int playouts, uint64_t seed, enum color first,
		       struct ownership *out)
{
	struct board turned;
	struct ownership *o = xmalloc(sizeof *o);
	int t = symmetry_canonical(b), same[SYMMETRY_COUNT], nsame = 0;

	symmetry_board(b, t, &turned);
	playout_oriented(&turned, playouts, seed, first, o);
	for (int s = 0; s < SYMMETRY_COUNT; s++)
		if (symmetry_compare(&turned, s, 0) == 0)
			same[nsame++] = s;
	memset(out, 0, sizeof *out);
	out->playouts = playouts;
	BOARD_FOREACH(b, p) {
		int q = symmetry_point(b, t, p);
		long owned[3] = { 0, 0, 0 }, seki = 0;
		for (int i = 0; i < nsame; i++) {
			int r = symmetry_point(b, same[i], q);
			owned[BLACK] += o->owned[BLACK][r];
			owned[WHITE] += o->owned[WHITE][r];
			seki += o->seki[r];
		}
		out->owned[BLACK][p] = (uint16_t)(owned[BLACK] / nsame);
		out->owned[WHITE][p] = (uint16_t)(owned[WHITE] / nsame);
		out->seki[p] = (uint16_t)(seki / nsame);
	}
	free(o);
}

/* The share (0-100) of the playouts counted in count[] for the stones of the chain through p. */
static int chain_share(const struct ownership *o, const uint16_t *count, const struct board *b, int p)
{
	long sum = 0, stones = 0;
	int s = p;

	if (o->playouts == 0)
		return 0;
	do {
		sum += count[s];
		stones++;
		s = b->next[s];
	} while (s != p);
	return (int)(100 * sum / (stones * o->playouts));
}

int ownership_chain_percent(const struct ownership *o, const struct board *b, int p, enum color c)
{
	return chain_share(o, o->owned[c], b, p);
}

int ownership_seki_percent(const struct ownership *o, const struct board *b, int p)
{
	return chain_share(o, o->seki, b, p);
}
