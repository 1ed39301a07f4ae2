/*
 * tactics.c: a small tactical reader (see tactics.h).
 *
 * attack() is the attacker's turn, defend() the defender's, alternately, on copies of the board.
 *   attack: the chain in atari is captured (unless the capture is a snap-back, or its last liberty
 *           is banned by a ko); a chain with more than tc->libs liberties, or the depth spent, is
 *           safe; otherwise the attacker tries each liberty of the chain that is not suicide and
 *           not a self-atari that leaves the chain more than one liberty, and each liberty of its
 *           own chains next to the chain with two liberties or fewer (a race: the attacker
 *           lengthens the chain it races with, or saves it).
 *   defend: a chain with more than tc->libs liberties is safe; otherwise the defender tries, in this
 *           order, the capture of an attacking chain in atari next to it, a liberty of an
 *           attacking chain with two or three liberties next to it (a race), and its own
 *           liberties; the first after which the attack fails saves it; last, a pass (when every
 *           move of its own fills a liberty the attacker cannot take, the best defence is none).
 * Ko (tactics.h): the side whose single stone was just taken in a ko shape may not retake it (play
 * that point taking that one stone alone) again in the line.  One ban is kept at a time, the last.
 */
#include "rules/tactics.h"

#include <string.h>

#define MAX_TRIES 32

struct line {
	struct board b;
	int ban;          /* a ko point the banned colour may not retake, or BOARD_NONE */
	int ban_stone;    /* the stone that took the ko: a move at ban is a retake if it takes that alone */
	enum color banned;
};

void tactics_init(struct tactics *t)
{
	*t = (struct tactics){ .depth = 7, .libs = 3, .budget = 20000 };
}

/* May c play p in l (empty, not suicide, not the banned ko)? */
static bool legal(const struct line *l, enum color c, int p)
{
	int last;

	if (l->b.color[p] != EMPTY)
		return false;
	if (p == l->ban && c == l->banned && board_captures(&l->b, c, p, &last) == 1 && last == l->ban_stone)
		return false;
	return !board_is_suicide(&l->b, c, p);
}

/* Play c at p on a copy of l into *next, with the ko ban it leaves. */
static void play(struct tactics *tc, const struct line *l, enum color c, int p, struct line *next)
{
	int ko = board_ko_point_after(&l->b, c, p);

	*next = *l;
	board_play(&next->b, c, p, NULL);
	if (ko != BOARD_NONE) {
		next->ban = ko;
		next->ban_stone = p;
		next->banned = color_other(c);
	}
	tc->nodes++;
}

static void add(int *tries, int *n, int p)
{
	for (int i = 0; i < *n; i++)
		if (tries[i] == p)
			return;
	if (*n < MAX_TRIES)
		tries[(*n)++] = p;
}

static bool defend(struct tactics *tc, const struct line *l, int t, int depth);

/* Did the capture just made at p take the chain for good (no snap-back)? */
static bool for_good(const struct line *l, int p)
{
	return !(board_libs(&l->b, p) == 1 && board_chain_size(&l->b, p) >= 2);
}

static bool attack(struct tactics *tc, const struct line *l, int t, int depth)
{
	enum color d = (enum color)l->b.color[t], a = color_other(d);
	uint16_t libs[BOARD_MAX_POINTS];
	struct line next;

	if (tc->nodes > tc->budget)
		return false;
	if (board_libs(&l->b, t) == 1) {
		int lib = board_last_liberty(&l->b, t);
		if (!legal(l, a, lib))
			return false;
		play(tc, l, a, lib, &next);
		return for_good(&next, lib);
	}
	if (board_libs(&l->b, t) > tc->libs || depth <= 0)
		return false;
	int tries[MAX_TRIES], ntries = 0;
	int n = board_chain_liberties(&l->b, t, libs);
	for (int i = 0; i < n; i++)
		add(tries, &ntries, libs[i]);
	/* a race: the liberties of its own chains short of liberties next to the chain */
	uint16_t stones[BOARD_MAX_POINTS];
	int ns = board_chain_stones(&l->b, t, stones);
	for (int i = 0; i < ns; i++)
		BOARD_NEIGHBOURS(&l->b, stones[i], q) {
			if (l->b.color[q] != a || board_libs(&l->b, q) > 2)
				continue;
			int nq = board_chain_liberties(&l->b, q, libs);
			for (int j = 0; j < nq; j++)
				add(tries, &ntries, libs[j]);
		}
	for (int i = 0; i < ntries; i++) {
		int m = tries[i];
		if (!legal(l, a, m))
			continue;
		play(tc, l, a, m, &next);
		if (next.b.color[t] != d) {
			if (for_good(&next, m))
				return true;
			continue;
		}
		if (board_libs(&next.b, m) == 1 && board_libs(&next.b, t) > 1)
			continue; /* a self-atari that threatens nothing */
		if (!defend(tc, &next, t, depth - 1))
			return true;
	}
	return false;
}

static bool defend(struct tactics *tc, const struct line *l, int t, int depth)
{
	enum color d = (enum color)l->b.color[t], a = color_other(d);
	uint16_t stones[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];
	int tries[MAX_TRIES], ntries = 0;
	struct line next;

	if (board_libs(&l->b, t) > tc->libs || tc->nodes > tc->budget)
		return true;
	int n = board_chain_stones(&l->b, t, stones);
	/* captures first, then the liberties of the attacking chains with two or three (a race) */
	for (int pass = 1; pass <= 3; pass++)
		for (int i = 0; i < n; i++)
			BOARD_NEIGHBOURS(&l->b, stones[i], q) {
				if (l->b.color[q] != a || board_libs(&l->b, q) != pass)
					continue;
				int nq = board_chain_liberties(&l->b, q, libs);
				for (int j = 0; j < nq; j++)
					add(tries, &ntries, libs[j]);
			}
	int nl = board_chain_liberties(&l->b, t, libs);
	for (int i = 0; i < nl; i++)
		add(tries, &ntries, libs[i]);
	for (int i = 0; i < ntries; i++) {
		if (!legal(l, d, tries[i]))
			continue;
		play(tc, l, d, tries[i], &next);
		if (next.b.color[t] != d)
			continue;
		if (!attack(tc, &next, t, depth - 1))
			return true;
	}
	/* a pass: every move of its own may only hurt (its liberties are the attacker's suicide) */
	return !attack(tc, l, t, depth - 1);
}

bool tactics_capturable(struct tactics *tc, const struct board *b, int t, enum color first)
{
	struct line l;
	enum color d = (enum color)b->color[t];

	tc->nodes = 0;
	if (d != BLACK && d != WHITE)
		return false;
	memcpy(&l.b, b, sizeof l.b);
	l.ban = BOARD_NONE;
	l.banned = EMPTY;
	if (first == d)
		return !defend(tc, &l, t, tc->depth);
	return attack(tc, &l, t, tc->depth);
}

bool tactics_snapback(const struct board *b, int t)
{
	struct line l = { .b = *b, .ban = BOARD_NONE, .banned = EMPTY }, next;
	struct tactics tc;
	enum color a = color_other((enum color)b->color[t]);

	if ((b->color[t] != BLACK && b->color[t] != WHITE) || board_libs(b, t) != 1)
		return false;
	int lib = board_last_liberty(b, t);
	if (!legal(&l, a, lib))
		return false;
	tactics_init(&tc);
	play(&tc, &l, a, lib, &next);
	return !for_good(&next, lib);
}
