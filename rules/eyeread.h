/*
 * eyeread.h: can a group make two eyes?  A goal-directed reading of one group's life in a closed
 * area, for the judgement of a position (rules/judge.c 12c.).
 *
 * The exact reading (rules/reading.h) plays every point of a local area until the 1989 rules'
 * goals are reached or proven out of reach: right, and out of its budget on a group of twenty
 * points of space.  This one reads only the moves that make or take eyes and liberties (the empty
 * points of the group's eye space, its liberties, and the liberties of the opponent's short chains
 * next to it), and stops where the shape is plain: the group captured, or holding two eyes (two
 * eye spaces of its own colour, or one of seven points or more, none of them a false eye).  Its
 * answers are a judgement's, as a strong player reads a group: a seki, a ko or a shape that two
 * eyes do not describe is left unknown, and so is a group the budget does not settle.
 *
 * The area is closed by the caller: the board given is a box (judge.c fills the points far from the
 * group that the opponent holds with its stones), so that the group cannot escape and "lives"
 * means it makes two eyes where it stands; the caller names those stones in `wall`, and no move
 * that would capture a chain holding one of them is read.  Deterministic, the board given is never
 * changed.
 */
#ifndef TENGEN_EYEREAD_H
#define TENGEN_EYEREAD_H

#include <stdint.h>

#include "board/board.h"

enum eyeread_answer { EYEREAD_LIVES, EYEREAD_DIES, EYEREAD_UNKNOWN };

struct eyeread {
	int depth;     /* moves read at most, both sides counted */
	int width;     /* the most promising moves tried at a node */
	long budget;   /* nodes at most for one question */
	long nodes;    /* nodes spent by the last question */
	const uint8_t *wall;  /* points whose stones stand whatever is played (the stones that close
				 the box, which the group may not capture to escape), or NULL */
};

/* depth 16, width 7, budget 5000, no wall. */
void eyeread_init(struct eyeread *er);

/* Does the group of the chain through stone t of b live, `first` to move (its colour or the
 * opponent's)?  The group: the chains of t's colour joined to it through stones and through the
 * empty regions that only that colour borders.  Unknown when t holds no stone. */
enum eyeread_answer eyeread_lives(struct eyeread *er, const struct board *b, int t, enum color first);

#endif
