/*
 * ownership.h: who ends up owning each point when the game is played out at random: the estimate the
 * life-and-death analysis gives, clearly labelled as one, for the chains its reading leaves
 * unsettled (rules/life.h).  Not a proof of anything: a finished position played out by two random
 * players who never fill their own eyes ends, most of the time, with the dead stones captured and
 * the living ones standing, which is what a referee needs to suggest a marking where reading could
 * not settle it.  A seki that survives the playout (both sides left with only self-ataris between
 * them) is seen at its end: the chains next to an empty point that both colours touch.  Nothing
 * subtle is recognised.
 *
 * Deterministic: the same position, count and seed give the same answer, and the eight symmetries of
 * a position give the same numbers, point for point (the playouts are played on its canonical
 * orientation, board/symmetry.h).
 */
#ifndef TENGEN_OWNERSHIP_H
#define TENGEN_OWNERSHIP_H

#include <stdint.h>

#include "board/board.h"

struct ownership {
	int playouts;                      /* games played out */
	uint16_t owned[3][BOARD_MAX_POINTS];/* per colour (BLACK, WHITE) and point: the playouts that ended
					      with the point that colour's (its stone, or an empty point
					      next to its stones only) */
	uint16_t seki[BOARD_MAX_POINTS];   /* per stone point: the playouts that ended with a stone there
					      in seki: its chain next to an empty point that stones of
					      both colours touch, which neither side would fill */
};

/*
 * Play the position out `playouts` times, `first` moving first (EMPTY: half with Black first and half
 * with White), and count who owns each point at the end.  A playout: each side in turn first answers the last move
 * (taking a chain next to it left in atari, else saving its own chain next to it in atari by
 * extending), else takes the largest chain of the opponent in atari anywhere, else plays a random
 * legal move; never one that fills one of its own eyes (an empty
 * point whose four neighbours are its stones or the edge, with at most one diagonal of the
 * opponent's, none on the edge), that leaves a chain of two stones or more with one liberty without
 * capturing, a suicide, or the retaking of a simple ko at once.  It passes when it has no such move,
 * and the playout ends after two passes in a row (or after three moves per point of the board).
 * The answers to ataris and the ban on large self-ataris matter: with pure random moves the
 * estimates of life_estimate.c 11. called five times as many of GNU Go's living stones dead.
 * playouts is at most 65535.
 */
void ownership_playout(const struct board *b, int playouts, uint64_t seed, enum color first,
		       struct ownership *out);

/* The percentage (0-100) of playouts in which colour c owned the points of the chain through p,
 * averaged over its stones. */
int ownership_chain_percent(const struct ownership *o, const struct board *b, int p, enum color c);

/* The percentage (0-100) of playouts that ended with the points of the chain through p held by its
 * colour in seki, averaged over its stones. */
int ownership_seki_percent(const struct ownership *o, const struct board *b, int p);

#endif
