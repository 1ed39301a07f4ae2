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

#include <stdbool.h>
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

/*
 * The same answer for a few points only, without labelling the whole board (benson.c 6.): the search
 * of the life-and-death analysis asks it at every node.  The scratch space is the caller's, kept
 * from call to call (zero it once before the first call); it holds no answer between calls.
 */
#define BENSON_LOCAL_LINKS (8 * BOARD_MAX_POINTS)
struct benson_scratch {
	uint32_t stamp;                        /* the current walk's mark */
	uint32_t mark[BOARD_MAX_POINTS];       /* per point: the last walk that reached it */
	uint32_t vital[BOARD_MAX_POINTS];      /* per point: the chain walk that found it in a vital region */
	uint32_t in[BOARD_MAX_POINTS];         /* per chain head: the call that took it in */
	uint32_t linked[BOARD_MAX_POINTS];     /* per chain head: the region walk that listed it */
	int16_t idx[BOARD_MAX_POINTS];         /* per chain head taken in: its index in heads */
	int16_t heads[BOARD_MAX_POINTS];       /* the chains taken in */
	bool alive[BOARD_MAX_POINTS];          /* per index: still alive */
	int first_region[BOARD_MAX_POINTS + 1];/* per index: its vital regions */
	int first_link[BOARD_MAX_POINTS * 2];  /* per vital region: its boundary chains (heads) */
	int16_t links[BENSON_LOCAL_LINKS];
};

/* Is the chain through stone p pass-alive?  The answer benson_pass_alive gives, exactly. */
bool benson_chain_alive(const struct board *b, int p, struct benson_scratch *s);

/* Is point p (empty, or a stone not of colour c) in a region owned by c's pass-alive chains
 * (BENSON_OWNED or BENSON_DEAD for c)?  Exactly as benson_pass_alive. */
bool benson_point_owned(const struct board *b, enum color c, int p, struct benson_scratch *s);

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
