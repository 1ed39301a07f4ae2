/* ownership.c: random playouts and who owns each point at their end (see ownership.h). */
#include "rules/ownership.h"

#include <string.h>

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

/* One playout from b, c to move; adds the owners at its end to out. */
static void playout_one(const struct board *start, enum color c, uint64_t *rng, struct ownership *out)
{
	struct board b = *start;
	int16_t empty[BOARD_MAX_POINTS];
	int passes = 0, ko = BOARD_NONE, limit = 3 * b.size * b.size;

	for (int move = 0; move < limit && passes < 2; move++, c = color_other(c)) {
		int n = 0, chosen = BOARD_PASS;
		BOARD_FOREACH(&b, p)
			if (b.color[p] == EMPTY)
				empty[n++] = (int16_t)p;
		/* Try the empty points from a random one on, the first playable wins. */
		for (int i = 0, at = n ? (int)(rng_next(rng) % (uint64_t)n) : 0; i < n; i++) {
			int p = empty[(at + i) % n];
			if (p == ko || own_eye(&b, c, p) || board_is_suicide(&b, c, p))
				continue;
			chosen = p;
			break;
		}
		if (chosen == BOARD_PASS) {
			passes++;
			ko = BOARD_NONE;
			continue;
		}
		passes = 0;
		ko = board_ko_point_after(&b, c, chosen);
		board_play(&b, c, chosen, NULL);
	}
	BOARD_FOREACH(&b, p) {
		enum color owner = (enum color)b.color[p];
		if (owner == EMPTY) {
			int seen = 0;
			BOARD_NEIGHBOURS(&b, p, q)
				if (b.color[q] == BLACK || b.color[q] == WHITE)
					seen |= 1 << b.color[q];
			owner = seen == 1 << BLACK ? BLACK : seen == 1 << WHITE ? WHITE : EMPTY;
		}
		if (owner != EMPTY)
			out->owned[owner][p]++;
	}
}

void ownership_playout(const struct board *b, int playouts, uint64_t seed, struct ownership *out)
{
	uint64_t rng = seed ? seed : 0x9e3779b97f4a7c15ull;

	memset(out, 0, sizeof *out);
	out->playouts = playouts;
	for (int i = 0; i < playouts; i++)
		playout_one(b, i % 2 ? WHITE : BLACK, &rng, out);
}

int ownership_chain_percent(const struct ownership *o, const struct board *b, int p, enum color c)
{
	long sum = 0, stones = 0;
	int s = p;

	if (o->playouts == 0)
		return 0;
	do {
		sum += o->owned[c][s];
		stones++;
		s = b->next[s];
	} while (s != p);
	return (int)(100 * sum / (stones * o->playouts));
}
