/*
 * gtp_command.h: the GTP engine as its commands see it (tui/gtp/gtp.c runs them; gtp.h is the
 * engine's face to the program).  A command is `const struct gtp_command gtp_NAME_entry` (NAME with
 * '-' as '_') beside its exec in the file of its family, and one line of the table in gtp.c:
 *   gtp_setup.c   the board, komi, handicap, clocks, rules
 *   gtp_play.c    moves, the random player behind genmove, undo, legality
 *   gtp_view.c    the board shown, the stones listed, a move explained and traced
 *   gtp_count.c   the marking session, the count, the status lists, the comparison, the analysis
 *   gtp_file.c    loadsgf and printsgf
 * An exec writes its result, or its failure message, to reply and returns 0 or -1; the argument
 * parsers below (gtp_args.c) write Gomill's messages and return -1 on failure, so that an exec can
 * `return gtp_fail(...)` or chain them with ||.
 */
#ifndef TENGEN_GTP_COMMAND_H
#define TENGEN_GTP_COMMAND_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/score.h"
#include "rules/text.h"

struct game;
struct marking;
struct record;

struct gtp {
	struct game *game;
	struct record *loaded;         /* the record loadsgf read, whose root's other properties
					  (players, date, ...) printsgf keeps; NULL */
	struct marking *marking;       /* the marking session of the game */
	bool scored;                   /* final_score answered since the last board change: printsgf
					  writes RE */
	uint64_t rng;   /* splitmix64 state behind genmove */
	bool komi_set;  /* komi was set explicitly: a change of rules keeps it */
	enum count_playout playout;  /* when final_score plays the position out (rules/count.h) */
	bool quit;      /* `quit` has been answered: stop reading */
};

struct gtp_command {
	const char *name;
	const char *usage;   /* the arguments, as `help` shows them */
	int (*exec)(struct gtp *e, int argc, char **argv, FILE *reply);
	bool changes_board;  /* success changes the board (or the history): the explicit marking goes */
};

/* --- the engine's state (gtp_file.c, gtp_count.c) ---------------------------------------------- */

/* A new game, not the one loadsgf read: its record no longer describes it. */
void gtp_forget_record(struct gtp *e);
/* The marking session, following the current position. */
struct marking *gtp_session(struct gtp *e);
/* The marking in force: the explicit one since the last change to the board, else the analysis'. */
const struct score_marking *gtp_marking(struct gtp *e);
/* A command changed the board: what was said about the old one no longer holds. */
void gtp_board_changed(struct gtp *e);
/* The count's options: --as-is counts the board as it stands, --play-out always plays it out. */
void gtp_count_options(const struct gtp *e, struct count_options *o);
/* The game counted under its rules and the marking in force. */
void gtp_score(struct gtp *e, struct score *s);

/* --- arguments and answers (gtp_args.c) -------------------------------------------------------- */

/* An argument as a failure message repeats it: escaped, and at most TEXT_QUOTE_MAX bytes of it
 * (then "..."), so that a megabyte of junk is not sent back whole. */
#define GTP_QUOTE_LEN (4 * TEXT_QUOTE_MAX + 4)

/* Write a failure message and return -1. */
int gtp_fail(FILE *reply, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "message: 'arg'" with arg in lower case, as Gomill quotes vertices. */
int gtp_fail_lower(FILE *reply, const char *message, const char *arg);
/* arg quoted for a failure message.  Returns buf. */
const char *gtp_quote(const char *arg, char buf[GTP_QUOTE_LEN]);
/* At least n arguments. */
int gtp_need(int argc, int n, FILE *reply);
int gtp_int(const char *arg, int *out, FILE *reply);
int gtp_color(const char *arg, enum color *out, FILE *reply);
/* A vertex or "pass" (BOARD_PASS).  A name that would be a vertex of the largest board is "off board". */
int gtp_vertex(const struct gtp *e, const char *arg, int *out, FILE *reply);
/* COLOUR VERTEX; further arguments are ignored, as GNU Go does. */
int gtp_move(const struct gtp *e, int argc, char **argv, enum color *c, int *p, FILE *reply);
/* Vertices separated by spaces. */
void gtp_print_points(const struct board *b, const uint16_t *points, int n, FILE *reply);
/* qsort's order of points: board order, top row first. */
int gtp_point_order(const void *a, const void *b);

#endif
