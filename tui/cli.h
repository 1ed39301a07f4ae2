/*
 * cli.h: the subcommands of the tengen program.  Each takes its own argv (argv[0] is the subcommand's
 * name) and returns the exit status: 0 success, 1 usage error, 2 bad input, 3 internal error.
 */
#ifndef TENGEN_CLI_H
#define TENGEN_CLI_H

enum { EXIT_USAGE = 1, EXIT_BAD_INPUT = 2, EXIT_INTERNAL = 3 };

struct record;
struct ruleset;

/*
 * The first game of the SGF file at path (up to the position before move `before`, when above 0),
 * read with the given default rules.  The error or the warnings go to stderr as "tengen WHO: ...",
 * naming FILE:LINE:COL.  NULL on failure.  Caller frees with record_free.
 */
/*
 * Print "tengen WHO: MESSAGE" and a line feed on stderr ("tengen: MESSAGE" when who is NULL), the
 * message formatted and then escaped (rules/text.h), so that text from a file or a command line
 * never reaches the terminal raw.  Every message of the subcommands that can quote input goes here.
 */
void cli_say(const char *who, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Print s on stdout as a JSON string: quotes, backslashes and control characters escaped. */
void cli_json_string(const char *s);

struct record *cli_read_record(const char *who, const char *path, const struct ruleset *defaults,
			       int before);

int cli_play(int argc, char **argv);
int cli_gtp(int argc, char **argv);
int cli_match(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_score(int argc, char **argv);
int cli_classify(int argc, char **argv);

#endif
