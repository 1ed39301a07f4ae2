/*
 * course_cache.h: the course of a document's game (rules/course.h) as the board's review keeps it:
 * the estimate after every move of the line shown, the moves that lost most by it, and what the
 * judgement preferred there.
 *
 * A point is kept by the node of its move: a node's position does not change once played, and a new
 * variation only adds nodes, so no point is estimated twice.  Whatever takes a node away or changes
 * one (a move deleted, the setup, the rules or the komi edited) drops what was kept.  A point the
 * record holds (rules/course.h: TGE, from an earlier `export review`) is taken from the node itself
 * when its line is first looked at, so a file exported so shows its course at once.
 *
 * The missing points are estimated beside the board (tui/shared/job.h): a few moves a job, one job
 * a core (two at most by default), so that the board answers keys all the while; where long work may
 * not run beside the board (a --script run, the tests) they are estimated at once.  Once every point
 * of the line is known, the decisive moves follow (course_swings), then the judgement's preferred
 * move at each of them (course_prefer), beside the board too.
 *
 * A cache may instead be fed from outside (course_cache_new_fed: an engine's course, asked position by
 * position by tui/term/engine_course.h): no jobs and no record read (the record's points are the
 * judgement's); the feeder asks course_cache_next_wanted which position to ask about and gives the
 * answer to course_cache_put, with the engine's best move there.  Once every point is in, the
 * decisive moves follow as for the judgement's course, and at each of them the preferred move is the
 * best move the engine named in the position before it (asked for there alone when the points came
 * without one, as GNU Go's estimate_score does).
 *
 * Call order: course_cache_new; course_cache_follow whenever the document may have changed or moved
 * (before reading anything); course_cache_work between keys while course_cache_busy; the readers at
 * every draw; course_cache_free.
 */
#ifndef TENGEN_COURSE_CACHE_H
#define TENGEN_COURSE_CACHE_H

#include <stdbool.h>

#include "rules/course.h"

struct document;
struct course_cache;

#define COURSE_CACHE_SWINGS 8      /* decisive moves kept */
#define COURSE_CACHE_MIN_LOSS 2.0  /* a smaller loss is not a decisive move */
#define COURSE_CACHE_NO_MOVE (-2)  /* a fed cache: no best move named (BOARD_PASS is one) */

/* An empty cache; jobs beside the board when background is true.  Caller frees. */
struct course_cache *course_cache_new(bool background);
/* An empty cache fed from outside (the head's last paragraph).  Caller frees. */
struct course_cache *course_cache_new_fed(void);
/* Stop its jobs and free it (c may be NULL). */
void course_cache_free(struct course_cache *c);

/* Look at d's line again: what was kept for it, what the record holds, what a change dropped. */
void course_cache_follow(struct course_cache *c, struct document *d);
/*
 * Take what the jobs brought and start the next ones (the points, then the decisive moves'
 * preferred moves), or compute them at once without background.  Returns true when something new
 * came in (draw again).
 */
bool course_cache_work(struct course_cache *c, struct document *d);
/* Work is running or waiting (course_cache_work should be called again).  A fed cache: points or
 * the decisive moves are missing. */
bool course_cache_busy(const struct course_cache *c);

/*
 * A fed cache: the next position to ask about, marked asked: the position after move k of the line
 * (returned), for its point and best move, or (*best_only) for its best move alone, the position
 * before a decisive move; -1 when nothing is wanted now.  *stamp gets what course_cache_put checks:
 * an answer for a line changed since it was asked is dropped.  -1 for a cache that is not fed.
 */
int course_cache_next_wanted(struct course_cache *c, unsigned *stamp, bool *best_only);
/* The answer for the position after move k, asked under stamp: its point (NULL: none to be had)
 * and the best move named there (COURSE_CACHE_NO_MOVE: none).  Call course_cache_work after. */
void course_cache_put(struct course_cache *c, unsigned stamp, int k, const struct course_point *p, int best);
/* The question about move k (as course_cache_next_wanted gave it) could not be put: asked again later. */
void course_cache_unask(struct course_cache *c, unsigned stamp, int k, bool best_only);

/* The line followed: its moves n (points 0..n). */
int course_cache_moves(const struct course_cache *c);
/* The point after move k (0: the position set up), or NULL while it is not known. */
const struct course_point *course_cache_point(const struct course_cache *c, int k);
/* How many of the line's points 0..n are known. */
int course_cache_known(const struct course_cache *c);
/* True once every point of the line is known (and the decisive moves found). */
bool course_cache_complete(const struct course_cache *c);

/* The decisive moves, largest loss first; NULL until the course is complete.  *n gets how many. */
const struct course_swing *course_cache_swings(const struct course_cache *c, int *n);
/* The preferred move at decisive move i, or NULL while it is not known (point COURSE_CACHE_NO_MOVE
 * and gain 0 where a fed cache's engine named none). */
const struct course_choice *course_cache_choice(const struct course_cache *c, int i);
/* How many of the decisive moves' preferred moves are known. */
int course_cache_chosen(const struct course_cache *c);

/*
 * Write the review onto a copy of d's collection (course_annotate on the line's nodes) as SGF text;
 * the document is not changed.  NULL with a message in err when the course is not complete.  Caller
 * frees.
 */
char *course_cache_review(const struct course_cache *c, const struct document *d, char *err, size_t len);

#endif
