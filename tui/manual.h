/*
 * manual.h: the terminal board's keys and commands, listed from the tables themselves: the command
 * table (command.h) and, in the registry of mode.h, each mode's key table and own commands.  What
 * `tengen --help keys|commands` prints comes from here, so that it cannot drift from the program.
 * The form is the ? screen's: a heading per mode, then one row per key or command.
 */
#ifndef TENGEN_MANUAL_H
#define TENGEN_MANUAL_H

#include <stdio.h>

/* Every key of every mode that has a key table, mode by mode in the registry's order. */
void manual_keys(FILE *f);
/* Every command: the table's in its order, then each mode's own, each with where it applies. */
void manual_commands(FILE *f);

#endif
