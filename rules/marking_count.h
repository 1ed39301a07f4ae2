/*
 * marking_count.h: the count of the board a marking session follows, as the end-of-game dialogue
 * shows it: made whole, or provisionally while the whole count is made elsewhere.
 *
 * The whole count (marking_count_make) is, in order:
 *   1. the life-and-death analysis of the board, when the session does not hold it yet (a few
 *      hundredths of a second on most boards, up to about a second on a large board far from its
 *      end), and the marking in force: the analysis's, or a record's (marking_accept), with the
 *      players' changes on top;
 *   2. the count of each column of a comparison with that marking (rules/count.h: the one count,
 *      which may play the position out first), and the count under the game's own rules: that
 *      column's when the game's ruleset is one of the columns, else counted apart;
 *   3. the warnings where the marking and the analysis part (marking_warnings).
 * It reads only the session, the game and the columns, and its answer is plain data without a
 * pointer: a front end that must not wait makes it in another process (from a copy of the three)
 * or in time of its own, and hands it back with marking_count_take, which gives the analysis to
 * the session, so that nothing is analysed twice.  marking_count_run is the same call in the shape
 * such a runner calls: fill out from arg.
 *
 * The provisional count (marking_count_provisional) is what is known at once, to show while the
 * whole count is made: the board as it stands (never played out) with the marking in force once the
 * session holds the analysis, or, before, Benson's marking (rules/benson.h: pass-alive chains
 * alive, the chains in their regions dead, the rest alive); no warnings.  It never analyses.
 *
 * Storage: struct marking_count holds an analysis and a comparison (several hundred kilobytes):
 * allocate it on the heap.
 */
#ifndef TENGEN_MARKING_COUNT_H
#define TENGEN_MARKING_COUNT_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/count.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/score.h"

/* Warnings a count keeps, at most. */
#define MARKING_COUNT_WARNINGS 64

/* What to count. */
struct marking_count_ask {
	struct marking *session;              /* made to follow the game's board */
	const struct game *game;
	const struct score_columns *columns;  /* the rulesets compared, in order */
	struct count_options options;
};

struct marking_count {
	bool provisional;                  /* the board as it stands with what is known, not the count */
	bool proven_only;                  /* provisional, before the analysis: Benson's marking */
	struct score_marking marking;      /* the marking counted */
	struct count count;                /* the columns */
	struct score game;                 /* the game's own rules */
	int nwarnings;
	struct marking_warning warnings[MARKING_COUNT_WARNINGS];
	struct life_analysis analysis;     /* of the board (whole counts only), for marking_count_take */
};

/* The whole count of ask into *out (1. to 3. above); analyses when the session needs it. */
void marking_count_make(const struct marking_count_ask *ask, struct marking_count *out);
/* marking_count_make(arg, out), for a runner that calls fn(out, arg). */
void marking_count_run(void *out, const void *arg);
/* The provisional count of ask into *out; never analyses. */
void marking_count_provisional(const struct marking_count_ask *ask, struct marking_count *out);
/* A whole count made elsewhere, of the board of g: its analysis into session m (marking_install). */
void marking_count_take(struct marking *m, const struct game *g, const struct marking_count *c);

/* The comparison in words, as `accept` puts it into the record's comment: a line per column with
 * its result and both totals.  Returns buf. */
const char *marking_count_comment(const struct marking_count *c, const struct score_columns *cols, char *buf,
				  size_t len);

#endif
