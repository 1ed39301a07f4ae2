/*
 * life.h: life and death of every chain by the Japanese 1989 rules, as formalised by seed 003.
 *
 * life_analyse() looks at a position (normally a finished game) and gives every chain a status
 * (alive, seki, dead, or unsettled), one of the seed's seven types, the move sequence that proves it
 * and a sentence a person can read.  It works in layers (DESIGN.md 3.4):
 * The layers live in three files by how far each can be trusted (rules/life_context.h): the exact
 * analysis (1.-4., life.c), the assumptions (5., life_assume.c) and the estimates (6.,
 * life_estimate.c).
 *   1. Benson's algorithm (rules/benson.h): pass-alive chains are alive, chains in a region owned by
 *      the other colour's pass-alive chains are dead.  Exact, no search.
 *   2. For every other chain, local searches with hypothetical play as the 1989 rules define it
 *      (rules/reading.h): the chain's opponent (the attacker) plays first, both may pass, a player
 *      whose stone was taken in a ko must pass once before retaking it (Art. 7-2), suicide is not
 *      possible, and only the points of the chain's local area may be played (everything else is
 *      fixed).
 *   3. The seed's types from the answers (see enum life_type), each with its proof.
 *   4. A node budget per question, and one for the whole analysis: a question not settled within
 *      them leaves the chain LIFE_UNSETTLED with the reason, never a guess.
 *   5. An assumption, named and flagged, for large enclosed territories that are not read (see
 *      life_options.large_region): a verdict that rests on it says so in its reason.  The same
 *      assumption covers small eye spaces (up to 8 points) that are read alone, each as worth 0, 1
 *      or 2 eyes, and combined by Benson (life_assume.c 9a.); large_region 0 turns both off.
 *   6. For the chains still unsettled, an estimate by random playouts (rules/ownership.h), labelled
 *      as one: the status stays unsettled, and only the suggested marking (life_marking) uses it.
 * The numbered comments at the top of life.c, life_assume.c, life_estimate.c and rules/reading.c
 * (the reading itself) say precisely how each question is asked.
 *
 * Storage: struct life_analysis is large (about 300 KB on the largest board, one entry per chain):
 * allocate it on the heap or statically, not on a small stack.  The analysis itself allocates its
 * transposition table once per call and frees it before returning.  The answer is deterministic: the
 * same position and options always give the same answer, proofs included; and the eight symmetries
 * of a position get the same answer, point for point, as the analysis is made on the position's
 * canonical orientation (board/symmetry.h) and turned back (life.c 13.).
 *
 * Call order: life_options_init (then change fields), life_analyse, then read the answer with
 * life_chain_at / the chains array, turn it into a marking with life_marking, or print it with
 * life_chain_str and reading_line_str.
 */
#ifndef TENGEN_LIFE_H
#define TENGEN_LIFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/reading.h"
#include "rules/score.h"

/* What a chain is at the end of the game. */
enum life_status {
	LIFE_ALIVE,       /* 2EL: types 1-3; its eyes are territory */
	LIFE_SEKI,        /* alive without 2EL: types 4, 5 and 7; its area is nobody's */
	LIFE_DEAD,        /* type 6: removed at the end as the opponent's prisoners */
	LIFE_UNSETTLED,   /* a question was not settled within the budget: see the reason */
};

/* The seed's seven types.  "2EL" (two-eyes life): the group has two or more points that are forbidden
 * to the opponent (playing there would be suicide), and keeps them whatever the opponent does. */
enum life_type {
	LIFE_TYPE_NONE,  /* unsettled */
	LIFE_TYPE_1,     /* 2EL now: pass-alive with two or more forbidden points (one-point eyes) */
	LIFE_TYPE_2,     /* reaches 2EL even if the opponent plays first, without being captured */
	LIFE_TYPE_3,     /* can be captured, but every point of it is then re-occupied by a 2EL group or
			    made forbidden to the opponent (snap-back) */
	LIFE_TYPE_4,     /* seki: cannot be captured, and cannot reach 2EL */
	LIFE_TYPE_5,     /* seki: can be captured, but some point of it then becomes part of a 2EL group */
	LIFE_TYPE_6,     /* dead: can be captured for good, and lies in an area surrounded by the
			    opponent's 2EL groups */
	LIFE_TYPE_7,     /* seki: can be captured for good, but the surrounding opponent is not all 2EL */
};

#define LIFE_MAX_EYES 16
#define LIFE_REASON_LEN READING_REASON_LEN

/*
 * The answer for one chain.  The two lines by type:
 *   type 1            proof: none (static); second: none
 *   type 2            proof: the attacker's best try, the defender reaching 2EL; second: none
 *                     (a pass-alive chain: both empty, the reason says "pass-alive")
 *   type 3            proof: the capture and the re-occupation;  second: the capture alone
 *   type 4            proof: the attacker's best try to capture, failing;
 *                     second: the defender's best try for 2EL, failing
 *   type 5            proof: the capture, and the defender reaching 2EL on part of the points;
 *                     second: the attacker's line that keeps the rest
 *   types 6, 7        proof: the capture for good (the attacker keeps every point from 2EL);
 *                     second: none.  A hanezeki (life.c 6a.): the capture, then the defender's
 *                     capture of the chain around it
 *   unsettled         whatever was read before the budget ran out (may be empty)
 */
struct life_chain {
	int point;                    /* the chain's first stone in board order: its name */
	enum color color;             /* BLACK or WHITE */
	int stones;                   /* its number of stones */
	enum life_status status;
	enum life_type type;
	int group;                    /* index of the first chain of its group (chains that share their
					 area; equal to its own index when it is the first) */
	int neyes;                    /* forbidden points (to the opponent) of its group, now */
	int16_t eyes[LIFE_MAX_EYES];  /* those points, in board order */
	struct reading_line proof;       /* see above */
	struct reading_line second;      /* see above */
	long nodes;                   /* search nodes spent on this chain (0 when static) */
	char reason[LIFE_REASON_LEN]; /* one sentence: why, or why unsettled */
	bool assumed;                 /* the verdict rests on an assumption (a large region not read,
					 see life_assume.c 9.); the reason names it */
	enum life_status estimate;    /* unsettled only: LIFE_ALIVE or LIFE_DEAD when random playouts
					 (rules/ownership.h) gave its points to one side in at least
					 LIFE_ESTIMATE_PERCENT (half) of them with Black moving
					 first and with White, LIFE_SEKI when they ended with it standing
					 in seki that often, LIFE_DEAD too when the tactical
					 reading captures it (life_estimate.c 11a.); LIFE_UNSETTLED otherwise (and
					 for every settled chain).  An estimate, not a verdict: life_estimate.c 11. */
	int estimate_percent;         /* the playouts that support the estimate, 0-100: the smaller share
					 of the two sets (100 for the tactical reading's captures) */
	bool estimate_tactical;       /* the estimate is dead because the tactical reading captures it
					 even if it moves first (life_estimate.c 11a.): the playouts
					 started with it off the board */
};

#define LIFE_ESTIMATE_PERCENT 50

#define LIFE_MAX_CHAINS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

struct life_analysis {
	int nchains;                                /* chains on the board */
	struct life_chain chains[LIFE_MAX_CHAINS];  /* in board order of their first stone */
	int16_t index[BOARD_MAX_POINTS];            /* per stone: its entry in chains, -1 elsewhere */
	uint8_t territory[BOARD_MAX_POINTS];        /* per point: BLACK or WHITE if it is that colour's
						       territory (empty points and points of dead
						       stones) by life_marking's marking, EMPTY
						       otherwise */
	int territory_count[3];                     /* territory points of BLACK and WHITE */
	int prisoners[3];                           /* dead stones each colour takes (index: taker) */
	int unsettled;                              /* chains left LIFE_UNSETTLED */
	int assumed;                                /* settled chains whose verdict rests on the
						       large-territory assumption (life_chain.assumed) */
	int estimated;                              /* unsettled chains with an estimate (life_chain.
						       estimate): dead, seki or alive */
	long nodes;                                 /* search nodes spent in all */
	bool out_of_time;                           /* the time budget ran out (chains unsettled) */
};

struct life_options {
	struct reading_limits limits;  /* per question: node_budget (default 200000), time_budget_ms
					  (here the wall-clock limit of the whole analysis; default 0,
					  none), max_area (a larger area leaves the chain unsettled;
					  default 48) */
	long total_budget;    /* search nodes for the whole analysis, all questions together, 0 for no
				 limit, -1 (the default) for 500000 on boards up to 13x13 and 100000
				 on larger ones.  Once spent, the chains still to read are left
				 unsettled with that reason (deterministic, unlike the time budget) */
	int large_region;     /* the large-territory assumption (life_assume.c 9.): an enclosed region of at
				 least this many empty points is taken as two eyes' worth for the chains
				 around it, and the few opponent stones inside it as dead, without reading;
				 every verdict resting on it is flagged (life_chain.assumed).  0: never
				 assume (the region's chains are read, or left unsettled); default 16 */
	int playouts;         /* random playouts for the estimates of unsettled chains (life_estimate.c 11.);
				 0 for none; default 200 */
};

/* The defaults: node_budget 200000, no time budget, max_area 48, total_budget -1 (by board size),
 * large_region 16, playouts 200. */
void life_options_init(struct life_options *opt);

/* The longer budget (`--long`): the defaults with ten times the playouts (2000), whose estimates
 * then move less with the random stream.  Not ten times the reading: on the goban collection's
 * finished games that settled more chains and counted four games more wrongly (three of the
 * development set, one of the reported), where the estimates of the default budget were right. */
void life_options_long(struct life_options *opt);

/*
 * Analyse every chain of b (opt may be NULL for the defaults) into *out.  Returns the number of
 * chains left unsettled (0 when every question was settled).
 */
int life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out);

/* The entry of the chain through the stone at p, or NULL if p holds no stone. */
const struct life_chain *life_chain_at(const struct life_analysis *a, int p);

/*
 * The marking for scoring: alive chains alive, seki chains seki, dead chains dead.  An unsettled chain
 * is marked as its estimate says when it has one (dead, seki or alive), alive otherwise: a suggestion, the
 * players decide (life_chain_at says it was unsettled).
 */
void life_marking(const struct life_analysis *a, const struct board *b, struct score_marking *m);

/* "alive", "seki", "dead", "unsettled". */
const char *life_status_str(enum life_status s);
/* "none", "1" .. "7" as "type 1" .. "type 7". */
const char *life_type_str(enum life_type t);
/* What type t means, in a few words a player reads beside "type N" ("neither side can capture; no
 * two eyes" for type 4). */
const char *life_type_meaning(enum life_type t);
/* One chain in words: "D4 black (3 stones): seki, type 4: <reason>"; a chain left unsettled as its
 * estimate ("estimated dead: <reason>"), or, without one, "unsettled, whoever moves first decides:
 * <reason>".  Returns buf. */
const char *life_chain_str(const struct board *b, const struct life_chain *c, char *buf, size_t len);
/* The same for a person reading a screen, the type's meaning beside it: "D4 black (3 stones): seki,
 * type 4 (neither side can capture; no two eyes): <reason>".  Returns buf. */
const char *life_chain_words(const struct board *b, const struct life_chain *c, char *buf, size_t len);

#endif
