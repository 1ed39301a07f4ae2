/*
 * tactics.h: a small tactical reader: can a chain short of liberties be captured?
 *
 * The questions the end of a game asks of a chain with one, two or three liberties: the referee's
 * marking (rules/life.c, a chain the whole-area reading could not settle) and the play-out before
 * the count (rules/finish.c, which chains need a protective move).  The reading is local and
 * quick: the attacker plays a liberty of the chain, or lengthens a short chain of its own next to
 * it; the defender captures an attacking chain in atari next to it, takes a liberty of one with two
 * or three liberties (a race), extends on a liberty, or passes.  Nothing else is read: not a ladder
 * beyond the depth, not a net, not eye shape.  So "yes" is a proof (a line of play that captures,
 * whatever the defender does among those answers) only as good as the answers considered, and "no"
 * means "not found".
 *
 * Ko, as the 1989 rules play it: a single stone taken in a ko shape may not be retaken by its owner
 * for the rest of the line (he would have to pass first, and the taker would then connect).  A
 * capture that the defender can answer at once by taking back more than one stone (a snap-back)
 * does not count.
 *
 * Deterministic, no allocation; the boards given are never changed.
 */
#ifndef TENGEN_TACTICS_H
#define TENGEN_TACTICS_H

#include <stdbool.h>

#include "board/board.h"

struct tactics {
	int depth;    /* moves read at most (both sides counted) */
	int libs;     /* a chain with more liberties than this, its attacker to move, is safe */
	long budget;  /* nodes at most for one question; once spent, the answer is "no" */
	long nodes;   /* nodes spent by the last question */
};

/* depth 7, libs 3, budget 20000. */
void tactics_init(struct tactics *t);

/*
 * Can the chain through stone t of b be captured, `first` to move (the chain's colour: can it be
 * captured even if it moves first?; the other colour: can the attacker capture it moving first?).
 */
bool tactics_capturable(struct tactics *tc, const struct board *b, int t, enum color first);

/* Would the capture of the chain through t (in atari) be taken back at once with more stones, a
 * snap-back?  False when its liberty is a suicide for the capturer, or t is not in atari. */
bool tactics_snapback(const struct board *b, int t);

#endif
