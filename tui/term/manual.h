/*
 * manual.h: the terminal board's keys and commands, listed from the tables themselves: the command
 * table and each mode's key table and own commands, as the registry (registry.h) has them.  What
 * `tengen --help keys|commands` prints and the KEYS and COMMANDS sections of the manual page
 * (tengen.6, where `make man` writes them) come from here, so that neither can drift from the program.
 *
 * The text form is the ? screen's: a heading per mode, then one row per key or command.  The
 * man(7) form is a run of .SS and .TP paragraphs to paste into a section: keys and command names
 * in bold, the words of a usage that stand for a value (VERTEX, N, FILE) in italics, each - and \
 * escaped; a key's paragraph ends with the command it runs.
 */
#ifndef TENGEN_MANUAL_H
#define TENGEN_MANUAL_H

#include <stdio.h>

enum manual_form {
	MANUAL_TEXT,   /* plain text, as the ? screen shows it */
	MANUAL_MAN,    /* man(7) source */
};

/* Every key of every mode that has a key table, mode by mode in the registry's order, then the
 * keys of every mode (C-c). */
void manual_keys(FILE *f, enum manual_form form);
/* Every command: the table's in its order, then each mode's own, each with where it applies. */
void manual_commands(FILE *f, enum manual_form form);

#endif
