/*
 * gtp.h: a Go Text Protocol (version 2) engine on top of struct game.
 *
 * The engine reads commands line by line, answers each with "=[id] result" or "?[id] message"
 * followed by an empty line, and flushes after every answer so that a controller on a pipe can wait
 * for it.  One table in gtp.c lists every command (each lives in the file of its family,
 * gtp_command.h); `list_commands` prints it.
 *
 * Call order: build a game (game_new), fill struct gtp_options, call gtp_run.  The engine plays in
 * that game, and `loadsgf` replaces it (freeing the old one); afterwards *g is the game in use, and
 * it belongs to the caller.
 */
#ifndef TENGEN_GTP_H
#define TENGEN_GTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "rules/count.h"

struct game;
struct score;

struct gtp_options {
	uint64_t seed;  /* seed of the random stream behind genmove and reg_genmove */
	bool komi_set;  /* the komi was chosen explicitly, so `tengen-rules NAME` keeps it */
	enum count_playout playout;  /* when final_score plays the position out (rules/count.h): the
					default, COUNT_PLAYOUT_END, a record that stops before its end;
					--as-is never, --play-out always */
	bool long_budget;  /* --long: the analysis's longer budget (rules/life.h life_options_long) */
};

/*
 * Clean one input line in place as the reference engine does: a tab becomes a space, other control
 * characters (the line feed included) and DEL are dropped, and '#' starts a comment that runs to the
 * end.  len is the line's length (it may hold NUL bytes).  Returns the length left, or 0 when only
 * spaces remain: such a line gets no answer at all.
 */
size_t gtp_preprocess(char *line, size_t len);

/* Serve GTP commands from in, answering on out, until `quit` or the end of the input.  Returns 0. */
int gtp_run(FILE *in, FILE *out, struct game **g, const struct gtp_options *opt);

/* `tengen gtp [--rules NAME] [--seed S] [--as-is]`: the engine on stdin and stdout (argv[0] is "gtp").
 * Returns an exit status (tui/shared/cli.h). */
int gtp_main(int argc, char **argv);

/* The result as final_score and printsgf write it: "B+3.5", "W+0.5", "0" for jigo, and "Void" for a
 * game a long cycle left without result (rules/count.h).  Returns buf (at least 16 bytes).  The
 * count itself is rules/count.h's, which the engine and the referee (`tengen match`) both ask. */
const char *gtp_result_str(const struct score *s, char *buf, size_t len);

#endif
