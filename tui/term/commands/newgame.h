/*
 * newgame.h: the options of `new` (size=N rules=NAME komi=K|auto handicap=N placement=fixed|free
 * clock=SPEC black=NAME white=NAME), read into the setup a new game starts from.
 */
#ifndef TENGEN_NEWGAME_H
#define TENGEN_NEWGAME_H

#include <stdbool.h>

struct app;
struct app_setup;

/* Can a size x size board take n handicap stones (free: placed anywhere)?  n == 0 always can. */
bool newgame_handicap_possible(int size, int n, bool free);
/* Read one option NAME=VALUE into s.  0, or -1 with the message set (app_error). */
int newgame_option(struct app *a, struct app_setup *s, const char *opt);

#endif
