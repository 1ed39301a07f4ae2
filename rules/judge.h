/*
 * judge.h: the judgement of a position: which chains are dead, who owns every point and what the
 * score would be, at any move (DESIGN.md 3.4b).
 *
 * The life-and-death analysis (rules/life.h) proves what it can and leaves the rest unsettled.  The
 * judgement decides the rest as a strong player would glance at the board: it joins chains into
 * dragons, counts each dragon's eyes, asks whose area it stands in without its own stones, and
 * compares its liberties with the weak dragons around it (judge.c says exactly how, and how it was
 * measured).  It is a judgement, not a proof: a chain it decides keeps the analysis's status
 * (unsettled) and carries the judgement as its estimate; only where whoever moves first decides the
 * chain does it stay without one (LIFE_UNSETTLED estimate: the `?` the board shows).
 *
 * Then the estimate: every point's owner with a confidence, from the dragons' influence once the
 * dead stones are the opponent's, and the score the game's rules would give with its range.
 *
 * Deterministic and the same on all eight symmetries of the board.
 */
#ifndef TENGEN_JUDGE_H
#define TENGEN_JUDGE_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/ruleset.h"
#include "rules/tactics.h"

/* What the judgement makes of one chain the analysis left unsettled. */
struct judge_finding {
	bool changed;                 /* the judgement replaces the chain's estimate with this one */
	enum life_status estimate;    /* LIFE_ALIVE, LIFE_DEAD, or LIFE_UNSETTLED: whoever moves first decides */
	int percent;                  /* life_chain.estimate_percent: 100, or 0 for LIFE_UNSETTLED */
	const char *why;              /* the reason's words after "estimate: " (static) */
};

/*
 * The life analysis's last step (life.c 12.): the judgement of the chains a left unsettled, found[i]
 * for chain i (found holds a->nchains entries).  a is read, not written: life.c writes the findings.
 * tc: the tactical reader as the analysis's estimate used it (life_estimate.c 11a.), asked again here.
 */
void judge_chains(const struct board *b, const struct life_analysis *a, const struct tactics *tc,
		  struct judge_finding *found);

/* What the judgement makes of a position. */
struct judgement {
	int8_t owner[BOARD_MAX_POINTS];  /* per point: -100 (White's for certain) .. 100 (Black's) */
	double margin;                   /* Black's score minus White's under the rules, komi included */
	double lower, upper;             /* the range of the margin */
	int dead[3];                     /* stones of each colour taken as dead */
	int critical;                    /* chains whose fate whoever moves first decides */
	int taken[3];                    /* stones of each colour of those chains, in atari with the
					    opponent to move, counted as captured (not in dead) */
};

/* What is counted besides the board: the rules, the prisoners taken so far, the handicap. */
struct judge_input {
	const struct board *board;
	const struct life_analysis *analysis;  /* life_analyse of board */
	const struct ruleset *rules;
	int captures[3];   /* stones each colour has taken (and pass stones where the rules count them) */
	int handicap;      /* for the rules' handicap bonus */
	enum color to_move; /* the player to move in a game in progress, or EMPTY (a game that has
			       ended, or none known): a chain in atari whose fate whoever moves first
			       decides is counted captured when its opponent is to move */
};

/* The estimate of in->board: owners and the score with its range. */
void judge_position(const struct judge_input *in, struct judgement *out);

/* The estimate of game g's position, a its analysis (marking_analysis of the game's marking
 * session, or life_analyse of its board): its board, rules, prisoners and handicap, as every front
 * end asks for it. */
void judge_game(const struct game *g, const struct life_analysis *a, struct judgement *out);

/* "B+3.5", "W+12.0": the margin rounded to a half point.  Returns buf (16 bytes at least). */
const char *judge_margin_str(double margin, char *buf, size_t len);

#endif
