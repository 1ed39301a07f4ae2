/* play.c: `tengen` with no subcommand: the interactive board. */
#include "config.h"

#include <stdio.h>

#include "tui/cli.h"

int cli_play(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("tengen: the interactive board is not part of this build yet.\n"
	      "Play through GTP instead, for example with a GTP front end:  tengen gtp\n"
	      "Run `tengen --help` for every command.\n",
	      stderr);
	return EXIT_USAGE;
}
