/*
 * benson.h: Benson's algorithm for unconditional life.
 *
 * A chain is pass-alive (unconditionally alive) when the opponent cannot capture it even if its owner
 * passes at every turn.  Benson (1976) finds exactly these chains from the position alone, with no
 * search, and with them the regions they own: the enclosed regions in which the opponent can never
 * live, whose empty points are the owner's unconditional territory and whose opponent stones are
 * unconditionally dead.  The answer is exact: nothing is called alive that could be captured, and
 * every chain that cannot be captured under these terms is found.  Chains that live only because the
 * owner answers (a big eye, a seki, a ko) are not pass-alive; the later layers of the analysis decide
 * those.
 *
 * Call benson_pass_alive() once per colour.  benson_marking() runs it for both colours and turns the
 * answer into the marking that `--auto` starts from.
 */
#ifndef TENGEN_BENSON_H
#define TENGEN_BENSON_H

#include <stdint.h>

#include "board/board.h"
#include "rules/score.h"

/* What Benson's algorithm says about one point, for the colour analysed. */
enum benson_status {
	BENSON_NONE,    /* nothing unconditional: any other point */
	BENSON_ALIVE,   /* a stone of a pass-alive chain */
	BENSON_OWNED,   /* an empty point of a region owned by pass-alive chains */
	BENSON_DEAD,    /* an opponent stone inside such a region: unconditionally dead */
};

struct benson {
	enum color color;                  /* the colour analysed */
	int alive_chains;                  /* how many chains of that colour are pass-alive */
	int owned_regions;                 /* how many regions they own */
	uint8_t status[BOARD_MAX_POINTS];  /* enum benson_status of every point (BENSON_NONE off board) */
};

/* Find the pass-alive chains of colour c on b and the regions they own. */
void benson_pass_alive(const struct board *b, enum color c, struct benson *out);

/* The status Benson gives point p. */
static inline enum benson_status benson_status_at(const struct benson *r, int p)
{
	return (enum benson_status)r->status[p];
}

/*
 * The marking `--auto` starts from, set chain by chain: the pass-alive chains of both colours are
 * alive, the chains lying in a region owned by the other colour's pass-alive chains are dead, and every
 * other chain is alive (the players, or the deeper analysis, decide the rest).
 */
void benson_marking(const struct board *b, struct score_marking *out);


#endif
