/*
 * eyeread.c: can a group make two eyes? (see eyeread.h)
 *
 * 1. The group.  From the chain of the target, the chains of its colour joined to it: the empty
 *    regions next to the group are flooded (orthogonally, at most REGION_CAP points: a larger one
 *    is open ground); a region that only the group's colour borders is an eye space, and the chains
 *    around it join the group.
 * 2. The shape, judged before any move: the target captured is dead; the group lives when its eye
 *    spaces make two eyes and none of its chains is in atari.  A space of one point is an eye
 *    unless it is false (two of its diagonal points hold the opponent's stones, one at the edge);
 *    of two to six points, one eye (the owner's move at its vital point may make two: the reading
 *    plays it); of seven points or more, two.
 * 3. The moves, for both sides alike: the points of the group's eye spaces, its chains' liberties,
 *    and the liberties of the opponent's chains next to it with two liberties or fewer (a capture,
 *    a race), but not those of a chain of the wall (eyeread.h), nor a move that would capture
 *    one.  The width most promising first: a capture, a liberty of a short chain, a point of an
 *    eye space by its empty neighbours there (the vital point of a space has the most).  The
 *    owner may also pass (a group that lives needs no move, and a move can only spoil its shape);
 *    the attacker may not (if nothing it plays kills, the group lives).
 * 4. The search: the owner needs one move after which it lives whatever the attacker plays; the
 *    attacker one after which it dies.  A move that repeats a position of the line is not played
 *    (a ko is not retaken at once).  Settled positions are kept in a table by hash and side to
 *    move.  The depth or the budget spent leaves the answer unknown.
 */
#include "rules/eyeread.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"

#define REGION_CAP 48     /* 1.: an empty region larger than this is open ground */
#define BIG_SPACE 7       /* 2.: an eye space this large holds two eyes */
#define MAX_MOVES 64      /* 3.: moves considered at a node */
#define TABLE_BITS 12

struct entry {
	uint64_t key;
	uint8_t answer;   /* EYEREAD_LIVES or EYEREAD_DIES, plus one; 0 for none */
};

struct search {
	struct eyeread *er;
	struct board b;
	enum color c, o;              /* the group's colour, its attacker */
	int t;                        /* the target stone */
	uint32_t stamp[BOARD_MAX_POINTS], gen;
	uint64_t path[64];            /* the positions of the line, for the repetition rule */
	int npath;
	struct entry *table;
	bool spent;
};

void eyeread_init(struct eyeread *er)
{
	*er = (struct eyeread){ .depth = 16, .width = 7, .budget = 5000 };
}

/* Does the chain through q hold a stone of the wall? */
static bool holds_wall(const struct search *s, int q)
{
	if (!s->er->wall)
		return false;
	int h = s->b.head[q], p = h;
	do {
		if (s->er->wall[p])
			return true;
		p = s->b.next[p];
	} while (p != h);
	return false;
}

/* Would `who`'s move at p capture a chain that holds a stone of the wall? */
static bool captures_wall(const struct search *s, enum color who, int p)
{
	BOARD_NEIGHBOURS(&s->b, p, q)
		if (s->b.color[q] == color_other(who) && board_libs(&s->b, q) == 1 && holds_wall(s, q))
			return true;
	return false;
}

/* What 1. and 2. find: the shape's verdict (or UNKNOWN) and the moves of 3. */
struct shape {
	int moves[MAX_MOVES];
	int score[MAX_MOVES];
	int nmoves;
};

static bool is_false_eye(const struct board *b, int p, enum color o)
{
	bool edge;
	return board_diagonals(b, p, o, NULL, &edge) + edge >= 2;
}

/* Add move p with score s to the shape, or raise its score if it is there. */
static void add_move(struct shape *sh, int p, int s)
{
	for (int i = 0; i < sh->nmoves; i++)
		if (sh->moves[i] == p) {
			sh->score[i] += s;
			return;
		}
	if (sh->nmoves < MAX_MOVES) {
		sh->moves[sh->nmoves] = p;
		sh->score[sh->nmoves++] = s;
	}
}

/* 1. to 3.: the shape of the group; EYEREAD_UNKNOWN when it is not plain, with its moves in sh. */
static enum eyeread_answer assess(struct search *s, struct shape *sh)
{
	const struct board *b = &s->b;
	enum color c = s->c, o = s->o;
	int16_t chains[BOARD_MAX_POINTS / 2];   /* the heads of the group's chains */
	int nchains = 0, half = 0;
	bool atari = false;
	uint32_t in_group, flooded, seen;

	sh->nmoves = 0;
	if (b->color[s->t] != c)
		return EYEREAD_DIES;
	s->gen += 3;
	in_group = s->gen;          /* stamp of a chain head in the group */
	flooded = s->gen + 1;       /* stamp of an empty point flooded */
	seen = s->gen + 2;          /* stamp of an opponent chain head whose liberties are moves */
	chains[nchains++] = (int16_t)b->head[s->t];
	s->stamp[b->head[s->t]] = in_group;

	for (int i = 0; i < nchains; i++) {
		int h = chains[i];
		if (board_libs(b, h) == 1)
			atari = true;
		int p = h;
		do {
			BOARD_NEIGHBOURS(b, p, q) {
				if (b->color[q] == o && board_libs(b, q) <= 2 && s->stamp[b->head[q]] != seen) {
					/* a short opponent chain next to the group: its liberties, once;
					 * none for a chain of the wall, which is not to be captured */
					s->stamp[b->head[q]] = seen;
					if (holds_wall(s, q))
						continue;
					uint16_t libs[BOARD_MAX_POINTS];
					int n = board_chain_liberties(b, q, libs);
					for (int k = 0; k < n; k++)
						add_move(sh, libs[k], n == 1 ? 12 : 4);
				}
				if (b->color[q] != EMPTY || s->stamp[q] == flooded)
					continue;
				/* flood the region of q */
				int16_t reg[REGION_CAP + 1];
				int16_t queue[BOARD_MAX_POINTS];
				int head = 0, tail = 0, n = 0;
				bool open = false, opp = false;
				int16_t around[64];
				int naround = 0;
				queue[tail++] = (int16_t)q;
				s->stamp[q] = flooded;
				while (head < tail) {
					int x = queue[head++];
					if (n < REGION_CAP)
						reg[n] = (int16_t)x;
					n++;
					BOARD_NEIGHBOURS(b, x, y) {
						if (b->color[y] == EMPTY) {
							if (s->stamp[y] != flooded && tail < REGION_CAP + 1) {
								s->stamp[y] = flooded;
								queue[tail++] = (int16_t)y;
							} else if (s->stamp[y] != flooded) {
								open = true;
							}
						} else if (b->color[y] == o) {
							opp = true;
						} else if (b->color[y] == c && naround < 64) {
							around[naround++] = (int16_t)b->head[y];
						}
					}
				}
				int m = n < REGION_CAP ? n : REGION_CAP;
				if (!open && !opp) {
					/* an eye space: its chains join the group, its points are moves */
					for (int k = 0; k < naround; k++)
						if (s->stamp[around[k]] != in_group &&
						    nchains < (int)(sizeof chains / sizeof *chains)) {
							s->stamp[around[k]] = in_group;
							chains[nchains++] = around[k];
						}
					if (n >= BIG_SPACE)
						half += 4;
					else if (n > 1 || !is_false_eye(b, q, o))
						half += 2;
					if (n < BIG_SPACE)
						for (int k = 0; k < m; k++) {
							int inside = 0;
							BOARD_NEIGHBOURS(b, reg[k], y)
								inside += b->color[y] == EMPTY;
							add_move(sh, reg[k], 2 + 2 * inside);
						}
				}
			}
			p = b->next[p];
		} while (p != h);
	}
	if (half >= 4 && !atari)
		return EYEREAD_LIVES;
	/* the group's liberties */
	for (int i = 0; i < nchains; i++) {
		uint16_t libs[BOARD_MAX_POINTS];
		int n = board_chain_liberties(b, chains[i], libs);
		for (int k = 0; k < n; k++)
			add_move(sh, libs[k], n <= 2 ? 6 : 1);
	}
	return EYEREAD_UNKNOWN;
}

static struct entry *slot(struct search *s, enum color to_move)
{
	uint64_t key = s->b.hash ^ (to_move == s->c ? 0x9e3779b97f4a7c15ull : 0) ^ 1;
	struct entry *e = &s->table[key & ((1u << TABLE_BITS) - 1)];
	return e->answer && e->key == key ? e : NULL;
}

static void store(struct search *s, enum color to_move, enum eyeread_answer a)
{
	uint64_t key = s->b.hash ^ (to_move == s->c ? 0x9e3779b97f4a7c15ull : 0) ^ 1;
	struct entry *e = &s->table[key & ((1u << TABLE_BITS) - 1)];
	e->key = key;
	e->answer = (uint8_t)(a + 1);
}

static bool repeats(const struct search *s, uint64_t h)
{
	for (int i = 0; i < s->npath; i++)
		if (s->path[i] == h)
			return true;
	return false;
}

/* 4.: the answer with to_move to play, depth moves left. */
static enum eyeread_answer read(struct search *s, enum color to_move, int depth)
{
	struct shape sh;

	if (++s->er->nodes > s->er->budget) {
		s->spent = true;
		return EYEREAD_UNKNOWN;
	}
	enum eyeread_answer a = assess(s, &sh);
	if (a != EYEREAD_UNKNOWN)
		return a;
	if (depth == 0 || s->npath >= (int)(sizeof s->path / sizeof s->path[0]))
		return EYEREAD_UNKNOWN;
	struct entry *e = slot(s, to_move);
	if (e)
		return (enum eyeread_answer)(e->answer - 1);

	/* the width best moves, by score, then by point (the order does not depend on the search) */
	int order[MAX_MOVES], n = 0;
	for (int i = 0; i < sh.nmoves; i++) {
		int p = sh.moves[i];
		if (board_is_suicide(&s->b, to_move, p) || captures_wall(s, to_move, p))
			continue;
		int last;
		int sc = sh.score[i] + (board_captures(&s->b, to_move, p, &last) ? 10 : 0);
		sh.score[i] = sc;
		int k = n++;
		while (k > 0 && (sh.score[order[k - 1]] < sc ||
				 (sh.score[order[k - 1]] == sc && sh.moves[order[k - 1]] > p))) {
			order[k] = order[k - 1];
			k--;
		}
		order[k] = i;
	}
	if (n > s->er->width)
		n = s->er->width;

	bool owner = to_move == s->c;
	enum eyeread_answer best = owner ? EYEREAD_DIES : EYEREAD_LIVES;
	enum eyeread_answer goal = owner ? EYEREAD_LIVES : EYEREAD_DIES;
	for (int i = 0; i < n && best != goal; i++) {
		int p = sh.moves[order[i]];
		uint64_t h = board_hash_after(&s->b, to_move, p);
		if (repeats(s, h))
			continue;
		struct board_undo u;
		board_try(&s->b, to_move, p, &u);
		s->path[s->npath++] = h;
		enum eyeread_answer r = read(s, color_other(to_move), depth - 1);
		s->npath--;
		board_undo(&s->b, &u);
		if (r == goal)
			best = goal;
		else if (r == EYEREAD_UNKNOWN)
			best = EYEREAD_UNKNOWN;
	}
	if (owner && best != goal) {
		/* the owner's pass: the attacker never passes, so a line has no two passes in a row */
		enum eyeread_answer r = read(s, s->o, depth - 1);
		if (r == goal)
			best = goal;
		else if (r == EYEREAD_UNKNOWN)
			best = EYEREAD_UNKNOWN;
	}
	if (best != EYEREAD_UNKNOWN && !s->spent)
		store(s, to_move, best);
	return best;
}

enum eyeread_answer eyeread_lives(struct eyeread *er, const struct board *b, int t, enum color first)
{
	er->nodes = 0;
	if (b->color[t] != BLACK && b->color[t] != WHITE)
		return EYEREAD_UNKNOWN;   /* no group: its walk would follow the links of no chain */
	struct search *s = xcalloc(1, sizeof *s);
	s->er = er;
	s->b = *b;
	s->c = (enum color)b->color[t];
	s->o = color_other(s->c);
	s->t = t;
	s->table = xcalloc((size_t)1 << TABLE_BITS, sizeof *s->table);
	s->path[s->npath++] = b->hash;
	enum eyeread_answer a = read(s, first, er->depth);
	free(s->table);
	free(s);
	return a;
}
