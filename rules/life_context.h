/*
 * life_context.h: what the three parts of one life-and-death analysis share (rules/life.h is the
 * analysis's public face).  Not for front ends.
 *
 * The analysis is split by how much each part can be trusted:
 *   life.c           the exact analysis: Benson's algorithm, the reading of each chain by the 1989
 *                    rules and the seven types of seed 003 (life.c 1.-8. and 10.).  A verdict from it
 *                    is proven within its local area, or the chain is unsettled.
 *   life_assume.c    the assumptions (9. and 9a.): large territories taken as two eyes' worth and
 *                    small eye spaces read alone.  Every verdict resting on one is flagged
 *                    (life_chain.assumed) and says which.
 *   life_estimate.c  the estimates for the chains still unsettled (11.-11c.): suggestions for the
 *                    marking, never verdicts; measured on game collections, not proven.
 * life_analyse (life.c) runs them in that order on one struct life_context.  The dependency goes one
 * way: life.c calls the other two, they call nothing of life.c's.  They return what they find (a
 * verdict and its reason's words, an estimate and its words) and life.c alone writes verdicts and
 * reasons into the analysis; the limits they work within are given them as arguments.
 */
#ifndef TENGEN_LIFE_CONTEXT_H
#define TENGEN_LIFE_CONTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "board/board.h"
#include "rules/benson.h"
#include "rules/life.h"
#include "rules/reading.h"

/* The state of one analysis. */
struct life_context {
	const struct board *b;             /* the position analysed */
	const struct board *rb;            /* the position read: b, or fb when a region is assumed */
	const struct life_options *opt;
	struct benson bn0[3];              /* Benson on b, for BLACK and WHITE (exact verdicts) */
	struct benson bn[3];               /* Benson on rb */
	uint16_t region[BOARD_MAX_POINTS]; /* empty regions of b */
	struct board fb;                   /* b with the assumed regions filled (9.) */
	uint8_t fill[BOARD_MAX_POINTS];    /* per point: the colour its assumed region is given, or EMPTY */
	int16_t assume_at[BOARD_MAX_POINTS]; /* per stone of rb whose life rests on an assumed region:
						that region's first point; 0 elsewhere */
	long spent;                        /* search nodes spent, against total */
	long total;                        /* the total budget: opt->total_budget, or its default (10.) */
	bool total_hit;                    /* the last question's budget was what remained of the total */
	bool first_round;                  /* 10.: questions get FIRST_ROUND_BUDGET nodes */
	int first_assumed;                 /* the first assumed region's first point, 0 if none */
	int16_t chain_at[LIFE_MAX_CHAINS]; /* per chain: the assumed region its verdict rests on, or 0 */
	bool assume_small[BOARD_MAX_POINTS]; /* per assumed region (by its first point): an eye space
						read alone (9a.), not a large territory */
	bool group_none[BOARD_MAX_POINTS]; /* per group (by its first stone read): no point of it can
					      become the defender's 2EL (the group question of 5.) */
	struct reading_line group_line[BOARD_MAX_POINTS]; /* per such group: the line proving it */
	struct life_analysis *out;
	struct reading *r;                 /* the reader of every question (rules/reading.h) */
	clock_t deadline;
	bool provisional[LIFE_MAX_CHAINS];  /* dead by reading: type 6 or 7 still to decide */
	int16_t enclosure[LIFE_MAX_CHAINS]; /* 6a.: per chain, the wall of its small enclosure, or 0 */
	int16_t recapture[LIFE_MAX_CHAINS]; /* 6a.: per chain, the wall its capture loses, or 0 */
	bool read_enclosed;                /* 6a.: read an enclosed chain after all (its wall may fall) */
	bool capturable[LIFE_MAX_CHAINS];  /* 11.: the reading proved the chain can be captured */
	bool for_good[LIFE_MAX_CHAINS];    /* 11c.: captured for good (type 6 or 7), but whether the
					      chains around its area live is unsettled */
};

/* --- life_assume.c: the assumptions (9., 9a.) ------------------------------------------------------ */

/* A verdict an assumption gives a chain, and its reason. */
struct life_finding {
	enum life_status status;
	enum life_type type;
	char reason[LIFE_REASON_LEN];
};

/* 9.: build x->rb (x->fb with the assumed regions filled) and x->bn for the reading, and mark the
 * stones whose life rests on an assumption; regions of at least large_region empty points are
 * assumed (0: none, and no eye space is read alone).  True if some region is assumed. */
bool life_assume_regions(struct life_context *x, int large_region);
/* The verdict the assumption gives the chain of colour c through p without reading (a stone inside
 * an assumed region of the other colour is dead; a chain joined to a filled region is alive): true
 * when it gives one, in *f, with its region's first point in *at (0: none).  False when the chain
 * must be read. */
bool life_assume_chain(const struct life_context *x, int p, enum color c, struct life_finding *f, int *at);
/* The first point of the assumed region a stone of the area just read rests on, or 0. */
int life_assume_area(const struct life_context *x);
/* The words that flag a verdict resting on the assumed region at `at`, to end its reason with:
 * " (assumed: large territory at V not read)" or " (assumed: eye space at V read alone)". */
void life_assume_words(const struct life_context *x, int at, char *buf, size_t len);

/* --- life_estimate.c: the estimates (11.-11c.) ----------------------------------------------------- */

/* The limits the estimates work within: random playouts of both sets together (11.), and how deep
 * and how many nodes one question of the small tactical reader (rules/tactics.h) may read (11a.). */
struct life_estimate_limits {
	int playouts;
	int tactics_depth;
	long tactics_budget;
};

/* What the estimates find for one chain of the analysis. */
struct life_estimate {
	enum life_status estimate;   /* LIFE_DEAD, LIFE_SEKI, LIFE_ALIVE, or LIFE_UNSETTLED for none */
	int percent;                 /* the share of the playouts that supports it (life_chain.estimate_percent) */
	bool tactical;               /* 11a.: the tactical reading took it off before the playouts */
	bool denied;                 /* 11b.: the chain was dead by an assumption whose premise an estimate
					denies: it is unsettled again, and words replaces its reason */
	char words[LIFE_REASON_LEN]; /* to end its reason with ("; estimate: ..." or "; no estimate: ..."),
					or its whole reason when denied; empty for a chain not estimated */
};

/* The estimates of the unsettled chains of a, found[i] for chain i (found holds a->nchains entries),
 * where the random playouts and the tactical reading agree well enough; capturable[i]: the reading
 * proved chain i can be captured (11.); for_good[i]: captured for good, but the chains around it are
 * unsettled (11c.).  a is read, not written. */
void life_estimate(const struct board *b, const struct life_estimate_limits *lim, const bool *capturable,
		   const bool *for_good, const struct life_analysis *a, struct life_estimate *found);

#endif
