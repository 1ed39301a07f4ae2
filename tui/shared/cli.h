/*
 * cli.h: what every front end started from the command line keeps alike: the exit statuses, how a
 * message reaches stderr, JSON strings, and how a game record is read.  The board (tui/term), the
 * GTP engine and the referee (tui/gtp) and the shell subcommands (tui/shell) all use it; each takes
 * its own argv (argv[0] is its name, as tui/main.c dispatches) and returns an exit status:
 * 0 success, 1 usage error, 2 bad input, 3 internal error.
 */
#ifndef TENGEN_CLI_H
#define TENGEN_CLI_H

#include <stdbool.h>

enum { EXIT_USAGE = 1, EXIT_BAD_INPUT = 2, EXIT_INTERNAL = 3 };

struct record;
struct ruleset;

/*
 * Print "tengen WHO: MESSAGE" and a line feed on stderr ("tengen: MESSAGE" when who is NULL), the
 * message formatted and then escaped (rules/text.h), so that text from a file or a command line
 * never reaches the terminal raw.  Every message of the subcommands that can quote input goes here.
 */
void cli_say(const char *who, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Print s on stdout as a JSON string: quotes, backslashes and control characters escaped. */
void cli_json_string(const char *s);

/*
 * The first game of the SGF file at path (up to the position before move `before`, when above 0),
 * read with the given default rules.  The error or the warnings go to stderr as "tengen WHO: ...",
 * naming FILE:LINE:COL.  A game cut short by a move that cannot be played (rules/record.h) is an
 * error too, unless partial is true: then it is a warning and the game is the part before that
 * move.  NULL on failure.  Caller frees with record_free.
 */
struct record *cli_read_record(const char *who, const char *path, const struct ruleset *defaults,
			       int before, bool partial);
/* The same at move `move` of the main line (the position after it; 0: the position set up; < 0: the
 * whole line), an error when the line is shorter.  For --move N. */
struct record *cli_read_record_at(const char *who, const char *path, const struct ruleset *defaults, int move,
				  bool partial);
/* --move's argument into *move: 0, or -1 after saying why. */
int cli_move_arg(const char *who, const char *arg, int *move);

#endif
