/*
 * view_count.h: a comparison of counts (rules/score.h) drawn as a table, one column a ruleset and
 * one row a term, into a screen model: the end-of-game dialogue's panel.  Pure functions of what
 * they are given.
 *
 *             japanese   tromp-     <- a name too long for a cell goes over two header rows
 *   B/W                  taylor
 *   stones    (26/31)    26/31      <- Black's/White's term; (n/n) shown, not added by that ruleset;
 *   territory 2/8        2/8           - nothing; a term no shown column has is left out
 *   komi      6.5        6.5
 *   total     28/15.5    28/45.5
 *   result    B+4.5      W+17.5
 */
#ifndef TENGEN_VIEW_COUNT_H
#define TENGEN_VIEW_COUNT_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/score.h"

struct count;
struct game;
struct screen;

#define VIEW_COUNT_LABEL_W 10   /* the row labels */
#define VIEW_COUNT_CELL_W 11    /* one column */

/* The columns that fit w screen columns (at least one). */
int view_count_columns(int w);
/* Draw the first shown scores of cmp, named by names[], from row y, column x.  Returns the row
 * after the table. */
int view_count_table(struct screen *s, int y, int x, const struct score_comparison *cmp,
		     const char (*names)[SCORE_NAME_LEN], int shown);
/* True if a cell of the first shown columns is a term shown but not added ("(2/0)"): the legend
 * says what that means. */
bool view_count_unadded(const struct score_comparison *cmp, int shown);
/* A column's name in words: its first name ("japanese" of "japanese=korean").  Returns buf. */
const char *view_count_name(const char *name, char *buf, size_t len);
/* Column i of cmp named as a player reads it: its preset's title ("Japanese-style"), else its name
 * in words.  Returns buf. */
const char *view_count_title(const struct score_comparison *cmp, const char (*names)[SCORE_NAME_LEN], int i,
			     char *buf, size_t len);
/* The results of columns a and b of count c (of game g) in one line, as a player wants them first:
 * "Japanese-style B+4.5 · Tromp-Taylor B+4.5 · they agree", or where the results differ, on how
 * many points ("they differ on 20 points (d shows them)"), or when they count every point alike,
 * which terms they add up differently ("stones, handicap bonus").  "; " for " · " in ASCII.
 * Returns buf. */
const char *view_count_verdict(const struct count *c, const struct game *g, const char (*names)[SCORE_NAME_LEN],
			       int a, int b, bool ascii, char *buf, size_t len);

#endif
