/*
 * man_tables.c: the KEYS or COMMANDS list of the manual page, made from the program's tables
 * (tui/term/manual.h) in man(7): `man_tables keys|commands`.  tests/man-update.sh pastes them into
 * tengen.6; `make man` writes the result over it and tests/man-check.sh compares.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tui/term/manual.h"

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "keys"))
		manual_keys(stdout, MANUAL_MAN);
	else if (argc == 2 && !strcmp(argv[1], "commands"))
		manual_commands(stdout, MANUAL_MAN);
	else {
		fputs("usage: man_tables keys|commands\n", stderr);
		return 1;
	}
	return fflush(stdout) == 0 ? 0 : 1;
}
