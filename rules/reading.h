/*
 * reading.h: hypothetical play by the Japanese 1989 rules (Art. 7 and 7-2), and the reading of one
 * question about one chain in its local area.
 *
 * The question is a game with a goal for one side: can the chain through a stone be captured, can
 * every point of it become part of a two-eye (2EL) group of its colour, or can at least one point?
 * The chain's opponent is the attacker.  The 1989 rules let the attacker move first; asking with
 * the chain's own colour first answers "can it be captured even if it moves first?".  Both sides
 * may pass, a ko may be retaken only after a pass, and only the points of the chain's local area
 * are played.  The numbered comment at the top of reading.c says precisely how; rules/life.h builds
 * the seven types of seed 003 from these answers.
 *
 * Front ends (the dispute sandbox, the proof browser) play a line by hand with struct reading_state,
 * under the same rules and through the same moves as the reader, and call reading_ask, one question
 * of one chain on the board as it stands: it allocates what it needs and frees it before returning.  The answer
 * is deterministic when lim->time_budget_ms is 0: the same board, chain, question, first player and
 * options always give the same answer, line and node count.
 *
 * The reader underneath serves the whole-board analysis of life.c, which asks many questions of the
 * same position and keeps the tables between them.  Call order: reading_new, reading_set_position,
 * then for each chain reading_area followed by any number of reading_read (reading_set_root in
 * between to read from another board with the same area), the accessors after each read, and
 * reading_free.  The reader copies the boards it is given: the caller's may change or go away.
 */
#ifndef TENGEN_READING_H
#define TENGEN_READING_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "board/board.h"

/* A line of hypothetical play: moves alternate, the first by `first`; BOARD_PASS is a pass. */
#define READING_MAX_LINE 40
struct reading_line {
	enum color first;                /* who plays moves[0] (the attacker of the chain) */
	int n;                           /* moves in the line (0: nothing to show, the verdict is static) */
	bool truncated;                  /* the line went on beyond READING_MAX_LINE moves */
	int16_t moves[READING_MAX_LINE]; /* points, or BOARD_PASS */
};

/* A line as vertices: "B C3, W D4, B pass".  Returns buf (truncated to len). */
const char *reading_line_str(const struct board *b, const struct reading_line *l, char *buf, size_t len);

/* How much one question may read. */
struct reading_limits {
	long node_budget;     /* search nodes per question (one question of one chain) */
	long time_budget_ms;  /* wall-clock limit, 0 for none (the answer then depends on the machine:
				 leave 0 where it must be reproducible) */
	int max_area;         /* the largest local area (points) that is read; a larger one is not read */
};

/* The defaults: 200000 nodes, no time budget, areas of 48 points. */
void reading_limits_init(struct reading_limits *lim);

#define READING_REASON_LEN 384

/* The questions.  The achiever is the side whose goal it is: the attacker for the capture and the
 * capture for good, the chain's colour (the defender) for the others. */
enum reading_question {
	READING_CAPTURE,    /* can the chain be captured? */
	READING_EYES_ALL,   /* can every point of it become part of a 2EL group of its colour? */
	READING_EYES_ANY,   /* can at least one point of it? */
	READING_GROUP_ANY,  /* can at least one point of any chain of its colour in the area? */
	READING_OWNED,      /* can every point of it become the attacker's for good (a stone of a
			       pass-alive chain, or a point of a region such chains own)? */
};

/* The answer for the achiever. */
enum reading_answer {
	READING_NO,       /* the achiever cannot reach the goal, whatever it plays */
	READING_YES,      /* the achiever reaches the goal, whatever the other side plays */
	READING_UNKNOWN,  /* not settled within the budgets, or the local area is too large to read */
};

/* --- hypothetical play (Art. 7 and 7-2) ------------------------------------------------------------ */

/*
 * The state of a line of hypothetical play, the one the reader searches with (reading.c 2.) and a
 * front end plays by hand (the dispute sandbox): a board, who moves, whether the last move was a
 * pass, and the ko bans in force.  A value type: copy it with `=` (a move record for undo is a
 * copy).  Call order: reading_state_init, then reading_state_check before reading_state_play when
 * the reason for a refusal is wanted (reading_state_play checks again and refuses on its own).
 */
#define READING_MAX_BANS 8   /* more kos at once than this are not a local question (reading.c 2.) */

struct reading_ban {
	int16_t point;   /* the ko point the banned player may not retake */
	int16_t stone;   /* the capturing stone: the ban lapses with the ko shape (reading.c 2.) */
	uint8_t color;   /* the banned player: the one whose stone was just taken there */
};

struct reading_state {
	struct board b;
	enum color to_move;
	bool passed;                                 /* the last move was a pass */
	bool over;                                   /* two passes in a row: the line has ended */
	int nbans;
	struct reading_ban bans[READING_MAX_BANS];   /* bans[0..nbans), oldest first */
};

/* Why a move of the side to move is or is not possible in hypothetical play. */
enum reading_verdict {
	READING_LEGAL,
	READING_OFF_BOARD,   /* not a point of the board, nor a pass */
	READING_OCCUPIED,    /* a stone is there */
	READING_SUICIDE,     /* it would capture nothing and leave its own chain without a liberty */
	READING_KO_BANNED,   /* a ko the player may retake only after passing once (Art. 7-2) */
	READING_OVER,        /* both players have passed: the line has ended */
};

/* Start a line on a copy of b with `first` (BLACK or WHITE) to move: no pass yet, no ko ban. */
void reading_state_init(struct reading_state *s, const struct board *b, enum color first);

/* May the side to move play p (a point, or BOARD_PASS) now?  Changes nothing. */
enum reading_verdict reading_state_check(const struct reading_state *s, int p);

/* The ban that forbids the side to move to play p, or NULL if none does. */
const struct reading_ban *reading_state_ban(const struct reading_state *s, int p);

/*
 * Play p (a point, or BOARD_PASS) for the side to move, if reading_state_check allows it; otherwise
 * change nothing.  A stone captures by rule 7 and, when it takes a single stone in a ko shape, bans
 * the player whose stone it took from retaking at once; a pass lifts every ban on the passer (and
 * only on him), and a second pass in a row ends the line.  Returns the verdict of the check.
 */
enum reading_verdict reading_state_play(struct reading_state *s, int p);

/*
 * Why p is not possible for the side to move, as a sentence a player can read ("the ko at C8 may be
 * retaken only after White has passed"), or "legal".  v is reading_state_check's answer for p.
 * Returns buf (truncated to len).
 */
const char *reading_verdict_str(const struct reading_state *s, int p, enum reading_verdict v, char *buf,
				size_t len);

/* --- one question of one chain --------------------------------------------------------------------- */

/* The answer to reading_ask, with its proof. */
struct reading_result {
	enum reading_answer answer;    /* as reading_ask returns */
	struct reading_line line;         /* from `first`, passes as BOARD_PASS: the winner's moves and,
					  at the loser's turns, its most promising try; it ends with two
					  passes, or where the answer is plain on the board (the chain
					  captured, or Benson's algorithm settling it: reading.c 3.).
					  Empty when the answer needed no reading; for an unknown
					  answer, what was proved before the budget ran out */
	long nodes;                    /* search nodes spent (0 when nothing was read) */
	int area;                      /* points of the local area read; 0 if it was not built */
	char reason[READING_REASON_LEN];  /* one sentence: the question and its answer, or why unknown */
};

/*
 * Ask question q about the chain through the stone at p on b, with `first` to move (the other
 * colour of the chain is the usual: the attacker).  The chain is read in its local area, built on b
 * with Benson's pass-alive chains of both colours and the empty regions, as life.c reads a chain
 * that no assumption covers.  opt (not NULL: life_options_init's limits, or others) gives the node
 * budget of the question, the time budget and max_area; an area larger than max_area is not read
 * (unknown, unless Benson's algorithm settles the question at once, as for a pass-alive chain).
 * Fills *out and returns its answer; p holding no stone, or first being neither BLACK nor WHITE,
 * gives unknown with that reason.
 */
enum reading_answer reading_ask(const struct board *b, int p, enum reading_question q, enum color first,
				const struct reading_limits *opt, struct reading_result *out);

/*
 * reading_ask from a line of hypothetical play as it stands: its board, the side to move first, and
 * its pass and ko bans in force (a ban on the side to move keeps it from the ko until it passes; a
 * pass just made means a second one ends the reading).  From a state just made by
 * reading_state_init(s, b, first) the answer is reading_ask(b, p, q, first, ...)'s.  A state whose
 * line is over answers unknown with that reason.
 */
enum reading_answer reading_ask_state(const struct reading_state *s, int p, enum reading_question q,
				      const struct reading_limits *opt, struct reading_result *out);

/* "no", "yes", "unknown". */
const char *reading_answer_str(enum reading_answer a);

/* --- the reader kept across questions (rules/life.c) ---------------------------------------------- */

struct reading;

/*
 * A reader for local areas of at most max_area points.  Every reading stops at deadline (a clock()
 * value; 0 for none), and once that has passed every later question is unknown.  Caller frees with
 * reading_free.
 */
struct reading *reading_new(int max_area, clock_t deadline);
void reading_free(struct reading *r);

/* The position whose areas are built and read (copied; Benson and the empty regions are found here).
 * The tables are kept across every question of one position; a new position clears them (their
 * answers hold for the areas of the last one only). */
void reading_set_position(struct reading *r, const struct board *b);

/*
 * Build the local area of the chain through stone t of the position; the chain becomes the target
 * of the questions.  False (nothing to read) when the area would exceed max_area points.
 */
bool reading_area(struct reading *r, int t);

/* The points of the area just built, in board order; returns how many. */
int reading_area_points(const struct reading *r, const int16_t **points);

/* Read from b instead of the position (a copy of it after a move, say), keeping the area and the
 * target built on the position; NULL goes back to the position. */
void reading_set_root(struct reading *r, const struct board *b);

/*
 * Read question q about the target, `first` to move, within `budget` nodes (0 or less reads nothing:
 * unknown, the budget exhausted).  The line of play goes to *line.  The group question is asked of
 * every stone of the target's colour in the area.
 */
enum reading_answer reading_read(struct reading *r, enum reading_question q, enum color first, long budget,
				 struct reading_line *line);

/*
 * The owned question (READING_OWNED) of the target and, with it, the nalso points also[] (stones of
 * the attacker's chains, say): can the attacker make every one of them its own for good?  As
 * reading_read otherwise; reading_nodes and the rest answer for it.
 */
enum reading_answer reading_read_owned(struct reading *r, const int16_t *also, int nalso, enum color first,
				       long budget, struct reading_line *line);

/* Nodes the last reading_read spent. */
long reading_nodes(const struct reading *r);
/* The last reading_read ran out of its node budget (reading_area leaves this as it was). */
bool reading_exhausted(const struct reading *r);
/* The deadline has passed (for good: every later reading is unknown). */
bool reading_timed_out(const struct reading *r);

/*
 * Why the last reading_area or reading_read gave nothing, as a sentence about what (e.g. "the capture
 * of") the chain at p: the area too large, the time budget, the node budget (opt's figures) or the
 * depth.  Returns buf (truncated to len).
 */
const char *reading_unknown_str(const struct reading *r, const struct reading_limits *opt, const char *what,
				int p, char *buf, size_t len);

#endif
