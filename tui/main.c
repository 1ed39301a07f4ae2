/*
 * main.c: the tengen command line: which front end a command line asks for.  Each lives in a room
 * of its own under tui/: the terminal board (term/, `tengen [FILE]`), the GTP engine and the match
 * referee (gtp/), and the shell subcommands score, classify, review and bench (shell/); what they share
 * without curses is in shared/.
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "tui/gtp/gtp.h"
#include "tui/gtp/match.h"
#include "tui/shared/cli.h"
#include "tui/shell/shell.h"
#include "tui/term/manual.h"
#include "tui/term/play.h"

/*
 * The front ends a first word asks for, one line each: the word, and the entry of its room, which
 * takes the command line from that word on and returns an exit status (tui/shared/cli.h); the line
 * declares it too (a room's header, included, lets the compiler check the two agree).  Without one
 * of these words, the terminal board (play_main).
 */
#define FRONT_ENDS(X) \
	X("gtp", gtp_main) \
	X("match", match_main) \
	X("bench", shell_bench) \
	X("score", shell_score) \
	X("classify", shell_classify) \
	X("review", shell_review)
#define FRONT_END_DECLARE(word, run) int run(int argc, char **argv);
FRONT_ENDS(FRONT_END_DECLARE)
#define FRONT_END_ENTRY(word, run) { word, run },

static const struct cli_command {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = { FRONT_ENDS(FRONT_END_ENTRY) };

static void usage(FILE *f)
{
	fputs("usage: tengen [--rules NAME] [--komi K] [--size N] [--handicap N] [--free-handicap] [--clock SPEC]\n"
	      "              [--black CMD] [--white CMD] [--hint CMD] [--ascii] [FILE.sgf]\n"
	      "       tengen --library [the options above]       (start in the case library)\n"
	      "       tengen --script FILE [the options above]   (the same commands and keys, no terminal)\n"
	      "       tengen gtp [--rules NAME] [--seed S] [--as-is|--play-out]\n"
	      "       tengen match [--rules NAME] [--size N] [--komi K] [--games N] [--sgf PREFIX] [--timeout S]\n"
	      "                    -- 'ENGINE ...' -- 'ENGINE ...'   (a referee between two GTP engines)\n"
	      "       tengen score [--rules LIST|all] [--dead V,..] [--seki V,..] [--auto] [--own-komi] [--as-is|--play-out]\n"
	      "                    [--json] [--partial] FILE.sgf\n"
	      "       tengen classify [--json] [--bench N] [--budget NODES] [--long] [--partial] [--move N] FILE.sgf\n"
	      "       tengen review [--json] [--moves] [--decisive N] [--prefer] [--sgf OUT] [--partial] FILE.sgf\n"
	      "       tengen bench [--size N] [--playouts N] [--seed S] [--psk 0|1] [--rules NAME]\n"
	      "                    [--referee board|game]\n"
	      "       tengen --help [commands|keys] | --version\n"
	      "SPEC is a clock: absolute 30:00, byoyomi 10:00 5x30, canadian 10:00 25/5:00, fischer 5:00 +10;\n"
	      "CMD a GTP engine's shell command that plays Black or White, or gives hints\n"
	      "(such as 'gnugo --mode gtp --level 1').\n"
	      "On the board, ? lists the keys and : types a command.  `tengen --help commands` and\n"
	      "`tengen --help keys` list every one of them; `man tengen` is the manual.\n",
	      f);
}

/* tengen --help [commands|keys]: the usage, or the board's commands or keys from their tables. */
static int help(int argc, char **argv)
{
	if (argc > 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (argc == 1)
		usage(stdout);
	else if (strcmp(argv[1], "commands") == 0)
		manual_commands(stdout, MANUAL_TEXT);
	else if (strcmp(argv[1], "keys") == 0)
		manual_keys(stdout, MANUAL_TEXT);
	else {
		fprintf(stderr, "tengen --help: commands or keys, not %s\n", argv[1]);
		return EXIT_USAGE;
	}
	return 0;
}

int main(int argc, char **argv)
{
	/* A write past the limit on a file's size (ulimit -f) fails with EFBIG, which the front ends
	 * report, instead of killing the program half-way through a save (rules/atomic.h). */
	signal(SIGXFSZ, SIG_IGN);
	if (argc > 1 && strcmp(argv[1], "--help") == 0)
		return help(argc - 1, argv + 1);
	if (argc > 1 && strcmp(argv[1], "--version") == 0) {
		puts(PACKAGE_STRING);
		return 0;
	}
	for (size_t i = 0; argc > 1 && i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	return play_main(argc, argv);
}
