/*
 * dragon.h: dragons (chains of one colour that the opponent cannot cut apart), the space each one
 * holds, and the influence every living stone has over the points around it: what the judgement of
 * a position (rules/judge.h) reads a board with.
 *
 * Two chains of one colour are one dragon when the opponent cannot separate them by a move of his
 * own (dragon.c 1.): they share two liberties, they touch diagonally with both points between them
 * empty, they share a liberty where an opponent stone would be captured at once, or they both border
 * one small region that only their colour borders (an eye they share).  Stones marked dead are no
 * part of any dragon, and count for their opponent (their points are his).
 *
 * The influence of a colour at a point (dragon.c 2.) is the sum over its living stones of a weight
 * that halves with every step of the shortest path from the stone to the point through points that
 * are not the opponent's living stones, up to DRAGON_REACH steps.  Each dragon's own share is kept
 * apart, so that the judgement can ask whose area a dragon stands in without it.
 *
 * Everything here is symmetric: no answer depends on the order in which the points are visited, so
 * a board turned or mirrored gives the turned or mirrored answer.
 *
 * Storage: struct dragons is large (about 400 KB on the largest board): allocate it on the heap.
 */
#ifndef TENGEN_DRAGON_H
#define TENGEN_DRAGON_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"

#define DRAGON_REACH 6          /* steps an influence carries */
#define DRAGON_MAX (BOARD_MAX_SIZE * BOARD_MAX_SIZE)
#define DRAGON_NONE (-1)
#define DRAGON_EYE_REGION 8     /* the largest region two chains' sharing joins them (an eye) */

struct dragon {
	enum color color;
	int first;       /* its first stone in board order: its name */
	int stones;      /* stones in all */
	int chains;      /* chains joined */
	int libs;        /* empty points next to it */
	int min_libs;    /* the fewest liberties of one of its chains */
};

struct dragons {
	int n;
	int16_t of[BOARD_MAX_POINTS];        /* per living stone: its dragon; DRAGON_NONE elsewhere */
	struct dragon d[DRAGON_MAX];
	float infl[3][BOARD_MAX_POINTS];     /* per colour (BLACK, WHITE) and point: its influence */
	float *own;                          /* per dragon, BOARD_MAX_POINTS floats each: the dragon's
						share of its colour's influence (dragon_build allocates;
						dragon_free frees) */
};

/*
 * Build the dragons of b and the influence, with the stones where dead[p] is true taken for the
 * opponent's: not part of a dragon, radiating nothing, passable for the opponent's influence.
 * dead may be NULL (nothing dead).  out->own is allocated here (or reused when not NULL).
 */
void dragon_build(const struct board *b, const bool *dead, struct dragons *out);
void dragon_free(struct dragons *ds);

/* The dragon of the living stone at p, or NULL. */
const struct dragon *dragon_at(const struct dragons *ds, int p);

/* c's influence at p without the share of dragon k (DRAGON_NONE: all of it). */
float dragon_influence(const struct dragons *ds, enum color c, int p, int k);

#endif
