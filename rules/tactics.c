/*
 * tactics.c: a small tactical reader (see tactics.h).
 *
 * attack() is the attacker's turn, defend() the defender's, alternately, on one board: each move is
 * made in place and taken back after what follows it is read (board_try, board_undo).
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

#define MAX_TRIES 32

/* The line read: one board, changed in place by each move and given back by its undo. */
struct line {
	struct board b;
	int ban;          /* a ko point the banned colour may not retake, or BOARD_NONE */
	int ban_stone;    /* the stone that took the ko: a move at ban is a retake if it takes that alone */
	enum color banned;
};

/* A move of the line, enough to take it back: the board's record and the ban it replaced. */
struct move {
	struct board_undo undo;
	int ban, ban_stone;
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

/* Play c at p in l, with the ko ban it leaves; unplay(l, m) takes it back. */
static void play(struct tactics *tc, struct line *l, enum color c, int p, struct move *m)
{
	int ko = board_ko_point_after(&l->b, c, p);

	m->ban = l->ban;
	m->ban_stone = l->ban_stone;
	m->banned = l->banned;
	board_try(&l->b, c, p, &m->undo);
	if (ko != BOARD_NONE) {
		l->ban = ko;
		l->ban_stone = p;
		l->banned = color_other(c);
	}
	tc->nodes++;
}

static void unplay(struct line *l, const struct move *m)
{
	board_undo(&l->b, &m->undo);
	l->ban = m->ban;
	l->ban_stone = m->ban_stone;
	l->banned = m->banned;
}

static void add(int *tries, int *n, int p)
{
	for (int i = 0; i < *n; i++)
		if (tries[i] == p)
			return;
	if (*n < MAX_TRIES)
		tries[(*n)++] = p;
}

static bool defend(struct tactics *tc, struct line *l, int t, int depth);

/*
 * The chains of colour a next to the chain through t, a stone of each (its head), in the order its
 * stones and their neighbours (up, left, right, down) first meet them.  Each is listed once: its
 * liberties, once offered, add nothing the second time.
 */
static int chains_around(const struct board *b, int t, enum color a, uint16_t *heads)
{
	int n = 0, s = t;

	do {
		BOARD_NEIGHBOURS(b, s, q) {
			if (b->color[q] != a)
				continue;
			int k = 0;
			while (k < n && heads[k] != b->head[q])
				k++;
			if (k == n)
				heads[n++] = b->head[q];
		}
		s = b->next[s];
	} while (s != t);
	return n;
}

/* Did the capture just made at p take the chain for good (no snap-back)? */
static bool for_good(const struct line *l, int p)
{
	return !(board_libs(&l->b, p) == 1 && board_chain_size(&l->b, p) >= 2);
}

/* The attacker has just played m against the chain through t (of colour d): has it won, the chain
 * captured for good or every defence failing? */
static bool attack_won(struct tactics *tc, struct line *l, int t, enum color d, int m, int depth)
{
	if (l->b.color[t] != d)
		return for_good(l, m);
	if (board_libs(&l->b, m) == 1 && board_libs(&l->b, t) > 1)
		return false; /* a self-atari that threatens nothing */
	return !defend(tc, l, t, depth - 1);
}

static bool attack(struct tactics *tc, struct line *l, int t, int depth)
{
	enum color d = (enum color)l->b.color[t], a = color_other(d);
	uint16_t libs[BOARD_MAX_POINTS];
	struct move mv;

	if (tc->nodes > tc->budget)
		return false;
	if (board_libs(&l->b, t) == 1) {
		int lib = board_last_liberty(&l->b, t);
		if (!legal(l, a, lib))
			return false;
		play(tc, l, a, lib, &mv);
		bool taken = for_good(l, lib);
		unplay(l, &mv);
		return taken;
	}
	if (board_libs(&l->b, t) > tc->libs || depth <= 0)
		return false;
	int tries[MAX_TRIES], ntries = 0;
	int n = board_chain_liberties(&l->b, t, libs);
	for (int i = 0; i < n; i++)
		add(tries, &ntries, libs[i]);
	/* a race: the liberties of its own chains short of liberties next to the chain */
	uint16_t around[BOARD_MAX_POINTS];
	int na = chains_around(&l->b, t, a, around);
	for (int k = 0; k < na; k++) {
		if (board_libs(&l->b, around[k]) > 2)
			continue;
		int nq = board_chain_liberties(&l->b, around[k], libs);
		for (int j = 0; j < nq; j++)
			add(tries, &ntries, libs[j]);
	}
	for (int i = 0; i < ntries; i++) {
		int m = tries[i];
		if (!legal(l, a, m))
			continue;
		play(tc, l, a, m, &mv);
		bool won = attack_won(tc, l, t, d, m, depth);
		unplay(l, &mv);
		if (won)
			return true;
	}
	return false;
}

static bool defend(struct tactics *tc, struct line *l, int t, int depth)
{
	enum color d = (enum color)l->b.color[t], a = color_other(d);
	uint16_t around[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];
	int tries[MAX_TRIES], ntries = 0;
	struct move mv;

	if (board_libs(&l->b, t) > tc->libs || tc->nodes > tc->budget)
		return true;
	int na = chains_around(&l->b, t, a, around);
	/* captures first, then the liberties of the attacking chains with two or three (a race) */
	for (int pass = 1; pass <= 3; pass++)
		for (int k = 0; k < na; k++) {
			if (board_libs(&l->b, around[k]) != pass)
				continue;
			int nq = board_chain_liberties(&l->b, around[k], libs);
			for (int j = 0; j < nq; j++)
				add(tries, &ntries, libs[j]);
		}
	int nl = board_chain_liberties(&l->b, t, libs);
	for (int i = 0; i < nl; i++)
		add(tries, &ntries, libs[i]);
	for (int i = 0; i < ntries; i++) {
		if (!legal(l, d, tries[i]))
			continue;
		play(tc, l, d, tries[i], &mv);
		bool saved = l->b.color[t] == d && !attack(tc, l, t, depth - 1);
		unplay(l, &mv);
		if (saved)
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
	if (board_libs(b, t) > tc->libs && board_libs(b, t) > 1)
		return false;   /* safe whoever moves first: read nothing, copy nothing */
	l.b = *b;   /* one copy a question; the moves are made in it and taken back */
	l.ban = l.ban_stone = BOARD_NONE;
	l.banned = EMPTY;
	if (first == d)
		return !defend(tc, &l, t, tc->depth);
	return attack(tc, &l, t, tc->depth);
}

bool tactics_snapback(const struct board *b, int t)
{
	struct line l = { .b = *b, .ban = BOARD_NONE, .banned = EMPTY };
	struct move mv;
	struct tactics tc;
	enum color a = color_other((enum color)b->color[t]);

	if ((b->color[t] != BLACK && b->color[t] != WHITE) || board_libs(b, t) != 1)
		return false;
	int lib = board_last_liberty(b, t);
	if (!legal(&l, a, lib))
		return false;
	tactics_init(&tc);
	play(&tc, &l, a, lib, &mv);
	return !for_good(&l, lib);
}
