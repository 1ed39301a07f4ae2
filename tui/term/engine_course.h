/*
 * engine_course.h: an engine's course of the game beside tengen's own: the same graph and decisive
 * moves (course_graph.h, G in review), each point the engine's estimate of that position of the line,
 * asked of the engine at the board (--hint CMD, `engine hint CMD`, or one at a seat: engines_adviser)
 * one position after another, with a small budget each:
 *   1. kata-analyze COLOR, ended after COURSE_ENGINE_VISITS visits of its candidates or
 *      COURSE_ENGINE_SECONDS: the best candidate's score lead is the point, the candidate the best
 *      move there;
 *   2. else lz-analyze COLOR alike, where its lines carry a score lead (a win rate alone is no point
 *      of a score's graph: said, and the course stops);
 *   3. else estimate_score (GNU Go) for the points, and top_moves_COLOR in the position before each
 *      decisive move alone, for the move the engine preferred there.
 * Nothing else is sent, and only what the engine lists.  The view of the position at the board
 * (engine_view.h) goes first: a position of the course is asked only while the view waits for nothing.
 * The points are kept by node (tui/shared/course_cache.h, fed): a position is asked once.  An engine
 * that refuses a question stops the course, said in words (engine_course_trouble); one that dies or
 * sends garbage leaves the board (engines.c says why).
 */
#ifndef TENGEN_ENGINE_COURSE_H
#define TENGEN_ENGINE_COURSE_H

#include <stdbool.h>

struct app;
struct app_service;
struct course_cache;

#define COURSE_ENGINE_VISITS 200    /* a stream's budget at one position of the course */
#define COURSE_ENGINE_SECONDS 2.0

extern const struct app_service engine_course_service;

/* Ask for the engine's course (while review shows it), or stop asking (what was asked comes in). */
void engine_course_want(struct app *a, bool on);
/* The engine's course (points as they come; followed to the document at every tick while it is
 * wanted), or NULL while no engine was asked. */
const struct course_cache *engine_course_cache(const struct app *a);
/* Follow it to the document as it is now (before reading it after a change). */
void engine_course_follow(struct app *a);
/* The engine asked, as the caption names it ("" while none). */
const char *engine_course_name(const struct app *a);
/* Why the engine's course stopped, in words ("" when it did not). */
const char *engine_course_trouble(const struct app *a);

#endif
