/*
 * workbench.h: the teacher's commands of the command table (command.h) that are not a mode's:
 * `export diagram|svg FILE ...` (tui/shared/export.h) and `game N|next|prev`, the game trees of a
 * collection (a text of several diagrams, say).
 */
#ifndef TENGEN_WORKBENCH_H
#define TENGEN_WORKBENCH_H

#include <stdbool.h>

struct app;

/* export diagram FILE [from N] | export svg FILE [from N] [count [RULESET [RULESET]]] */
int workbench_export(struct app *a, int argc, char **argv, bool force);
/* game N|next|prev */
int workbench_game(struct app *a, int argc, char **argv, bool force);

#endif
