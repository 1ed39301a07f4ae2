/*
 * course.h: the course of a game: the judgement's estimate (rules/judge.h) after every move of a
 * line, the moves that changed it most, and what the judgement would have played instead.
 *
 * A game's course is a series of points, one for the position set up (point 0) and one after each
 * move k = 1..n of the line: the estimated margin (Black's score minus White's under the game's rules,
 * komi included) with its range.  Each point is the estimate of that position alone, made as
 * judge_game makes it for the board at that move (one answer: the overlay, `tengen score --estimate
 * --move K` and the course agree).  A point may come from an engine instead (its score lead); the
 * point says which.
 *
 * A move's swing is what the estimate moved between the point before it and the point after it, seen
 * from the player who made it: a loss is a swing against the mover.  The decisive moves are the
 * largest losses, each with how sure the estimate is (the ranges of the two points).  The judgement
 * does not count the move in hand, so that every move "gains" about the value of a move of its stage
 * (the tempo): a loss is counted from there, what the move fell short of the median gain of the
 * moves around it (course.c 3.).
 *
 * Points are kept on the record's nodes in the private property TGE[margin:lower:upper] (so that a
 * review is not read twice) and, for other programs' graphs, in SBKV (Black's chance of winning in
 * percent, as Sabaki reads it), both written by course_node_write and read by course_node_read.
 *
 * Deterministic and the same on all eight symmetries of the board.
 */
#ifndef TENGEN_COURSE_H
#define TENGEN_COURSE_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/sgf.h"

/* Where a point of the course came from. */
enum course_source {
	COURSE_NONE,      /* not estimated yet */
	COURSE_JUDGE,     /* the judgement (rules/judge.h) */
	COURSE_ENGINE,    /* an engine's score lead (and win rate where it gives one) */
	COURSE_RECORD,    /* read from the record (TGE, or SBKV alone: a win rate without a score) */
};

/* The estimate of one position of the line. */
struct course_point {
	enum course_source source;
	double margin;           /* Black minus White, komi included */
	double lower, upper;     /* its range (equal to margin where the source gives none) */
	double winrate;          /* Black's chance of winning, 0..1, or -1 where none is known */
	bool in_hand;            /* the figure counts the move of the player to move (an engine's
				    search: its best move's score lead), as the judgement's does not */
};
/* A point read from SBKV alone (a win rate without a score) has margin, lower and upper NAN. */

/* Black's chance of winning, 0..1, as the course reads it from a margin and its range: a normal law
 * around the margin whose spread is the range's half-width plus one point, Phi(margin / spread)
 * (course.c 2.).  The win rate of every COURSE_JUDGE point, and of a TGE read without SBKV. */
double course_winrate(double margin, double lower, double upper);

/* The estimate of game g's position after its move k (0: the position set up), into out.  g is
 * moved to move k and back (game_goto): on return it stands where it stood. */
void course_estimate(struct game *g, int k, struct course_point *out);

/* A move that lost points by the course: move k (1-based) of the line, played by color. */
struct course_swing {
	int move;
	enum color color;
	int point;               /* where it was played (BOARD_PASS for a pass) */
	double loss;             /* points it lost by the estimate, > 0 */
	double doubt;            /* how far the two estimates' ranges leave it in doubt (>= 0) */
};

/* The moves of g's line whose loss by the course pts[0..n] (n = the moves of the line, every point
 * known) is largest, at most max of them, largest first; moves whose loss is smaller than min_loss
 * are left out.  Returns how many. */
int course_swings(const struct game *g, const struct course_point *pts, int n, double min_loss,
		  struct course_swing *out, int max);

/* What the judgement would have played instead of move k of g's line: the candidate with the best
 * estimate for the mover, and how many points better it is than the move played. */
struct course_choice {
	int point;               /* the preferred move, or BOARD_PASS */
	double margin;           /* the estimate after it */
	double gain;             /* over the move played, for the mover (>= 0) */
};

/* Try the candidates for move k of g (the moves near the move played and near the unsettled
 * groups, at most budget of them) and fill out with the best.  g is moved and put back.  Returns 0,
 * or -1 when there is no move k. */
int course_prefer(struct game *g, int k, int budget, struct course_choice *out);

/* The point kept on node (TGE, else SBKV), into out: true when the node has one. */
bool course_node_read(const struct sgf_node *node, struct course_point *out);
/* Keep p on node: TGE and SBKV (replacing any there).  A point not known removes them. */
void course_node_write(struct sgf_node *node, const struct course_point *p);

/* Write a review onto the record: nodes[k] is the node of move k of the line (nodes[0] the node of
 * the position set up), k = 0..n; every known point of pts goes on its node (course_node_write), and
 * each of the nsw decisive moves sw[i] (with ch[i], the judgement's preferred move, where ch is not
 * NULL) gets a sentence added to its node's comment: "Move 87 (W Q10) lost about 12 points by the
 * estimate (B+3 before, W+9 after, give or take 4); R12 was better by about 8." */
void course_annotate(struct sgf_node *const *nodes, int n, const struct course_point *pts,
		     const struct course_swing *sw, const struct course_choice *ch, int nsw, int size);

/* A margin to the whole point, as a range's ends are said: "B+3", "W+12", "0".  Returns buf. */
const char *course_whole_str(double margin, char *buf, size_t len);

/* "B+3.5", with the range where it is wider than a point: "B+3.5 (B+1 to W+2)".  Returns buf. */
const char *course_point_str(const struct course_point *p, char *buf, size_t len);

#endif
