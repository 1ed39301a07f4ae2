/*
 * analysis.h: what an engine says of a position, read from its GTP answers.  Pure functions: no
 * process, no I/O; bad text gives an error in words, never a crash.
 *
 * The formats, and where they are said:
 *
 *   1. kata-analyze (KataGo, docs/GTP_Extensions.md): the answer opens with "=" and then, every
 *      interval centiseconds, one line of "info" entries, each a list of key-value pairs ("info move
 *      E4 visits 487 utility -0.04 winrate 0.480018 scoreMean -0.61 scoreStdev 24.7 scoreLead -0.61
 *      scoreSelfplay -0.51 prior 0.221121 lcb 0.477 utilityLcb -0.048 order 0 pv E4 E3 F3"), then,
 *      when `ownership true` was asked, "ownership" and BoardHeight*BoardWidth numbers in [-1,1],
 *      "in row-major order, starting at the top-left of the board (e.g. A19) and going to the bottom
 *      right (e.g. T1)".  winrate, prior and lcb are floats in [0,1]; scoreLead is "the predicted
 *      average number of points that the current side is leading by"; scoreMean is the same number
 *      under an older name.  The docs ask readers to be robust to the order of the fields and to new
 *      fields; pv is a variable number of moves, possibly none.
 *   2. lz-analyze (Leela Zero, src/GTP.cpp and src/UCTSearch.cpp; KataGo answers it the same way):
 *      the same "info move ... visits ... winrate ... prior ... lcb ... order ... pv ..." entries,
 *      winrate, prior and lcb "10000 times" the value, "rounded to an integer in [0,10000]"; no
 *      ownership.  Some engines of that family add scoreLead.
 *   3. Whose side: "All output values are from the perspective of the current player, unless
 *      otherwise configured" (KataGo's docs; its gtp_example.cfg: reportAnalysisWinratesAs
 *      "Default is SIDETOMOVE, which is what tools that use LZ probably also expect"): winrate,
 *      scoreLead and ownership are the player's the analysis was asked for.  Leela Zero analyses
 *      for the colour given (GTP.cpp sets it to move).  Here every figure is turned to Black's.
 *   4. estimate_score (GNU Go, interface/play_gtp.c): "W+8.2 (upper bound: 11.1, lower: 5.4)" or
 *      "B+3.0 (upper bound: -1.0, lower: -5.0)": the score is the mean of the two bounds, and the
 *      bounds are counted for White (positive: White ahead) whatever the sign before; "W+0.0" for
 *      an even game ("Traditionally W wins jigo").  tengen's own estimate_score answers alike.
 *   5. top_moves_black / top_moves_white (GNU Go): "D4 12.30 Q16 10.10 ": up to ten moves, each
 *      with its value ("%.2f", only moves of value above 0), the best first; nothing when it has
 *      none.
 */
#ifndef TENGEN_ANALYSIS_H
#define TENGEN_ANALYSIS_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "rules/course.h"

#define ANALYSIS_MAX 40      /* candidates kept (the first by the engine's order) */
#define ANALYSIS_PV_MAX 24   /* moves of a candidate's line kept */

/* Which of the info formats (1., 2.) a line is in: how its win rates are scaled. */
enum analysis_format { ANALYSIS_KATA, ANALYSIS_LZ };

/* One move the engine considers, its figures for Black (3.). */
struct analysis_candidate {
	int point;               /* a point of the board, or BOARD_PASS */
	int visits;              /* -1 where the engine gives none */
	double winrate;          /* Black's chance of winning after it, 0..1, or -1 */
	bool has_lead;
	double lead;             /* Black's lead in points after it (has_lead) */
	double prior;            /* the engine's policy for it, 0..1, or -1 */
	int order;               /* the engine's ranking, 0 the best */
	double value;            /* GNU Go's value of the move (top_moves), 0 where none */
	int npv;
	int pv[ANALYSIS_PV_MAX]; /* the line it expects from the move on (the move first) */
};

/* What an engine said of one position. */
struct analysis {
	int n;                                 /* candidates, the best (order 0) first */
	struct analysis_candidate c[ANALYSIS_MAX];
	bool has_ownership;
	double ownership[BOARD_MAX_POINTS];    /* per point: -1 White's for certain .. 1 Black's */
	bool has_estimate;
	double margin, lower, upper;           /* estimate_score for Black: Black minus White, its range */
};

/* Read one line of kata-analyze or lz-analyze (1., 2.) about the position b with to_move to play
 * (the colour the analysis was asked for) into out: its candidates and its ownership replace those
 * there.  0, or -1 with why in err (out unchanged). */
int analysis_parse_info(const struct board *b, enum color to_move, enum analysis_format f, const char *line,
			struct analysis *out, char *err, size_t errlen);
/* Read estimate_score's answer (4.) into out's estimate.  0, or -1 with why in err. */
int analysis_parse_estimate(const char *text, struct analysis *out, char *err, size_t errlen);
/* Read top_moves' answer (5.) about b into out's candidates (value, order; no other figure).  0, or
 * -1 with why in err. */
int analysis_parse_top_moves(const struct board *b, const char *text, struct analysis *out, char *err,
			     size_t errlen);

/* The engine's estimate of the position as a point of the game's course (rules/course.h): the best
 * candidate's score lead and win rate (COURSE_ENGINE), else estimate_score's margin and range.  False
 * when the analysis gives no score (a win rate alone, or nothing). */
bool analysis_course_point(const struct analysis *a, struct course_point *out);

/* A candidate in words: "Q16 visits 812 B 54% B+1.2", "D4 value 12.3".  Returns buf. */
const char *analysis_candidate_str(const struct board *b, const struct analysis_candidate *c, char *buf,
				   size_t len);
/* A margin for Black in words: "B+1.2", "W+0.5", "even".  Returns buf. */
const char *analysis_margin_str(double margin, char *buf, size_t len);

#endif
