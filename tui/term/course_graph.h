/*
 * course_graph.h: the game's course as review shows it: the graph of the estimate over the moves
 * (Black's lead above the zero line, White's below, the current move a vertical cursor, the
 * estimate's range lightly around it) and the decisive moves with the judgement's preferred move.
 *
 * The points come from the document's course (tui/shared/course_cache.h), which a service of the
 * board keeps and fills beside the board while review shows the graph or an export waits for it:
 * the graph fills in as they come, a mark where the estimates have got to.  Whether the graph is
 * shown is remembered for the whole run (g shows or hides it in review).
 *
 * With an engine at the board, G shows the engine's course instead (tui/term/engine_course.h), asked
 * position by position beside the board, and G again tengen's own; the caption names whose it is.
 *
 * The graph takes the room the terminal gives: under the board where the rows there hold it (120x40),
 * else rows of the side panel (80x24); a terminal with neither says so in words.
 */
#ifndef TENGEN_COURSE_GRAPH_H
#define TENGEN_COURSE_GRAPH_H

#include <stdbool.h>

struct app;
struct app_service;
struct course_cache;
struct layout;
struct screen;
struct view;

extern const struct app_service course_service;

/* The document's course (followed to the document as it is now). */
struct course_cache *course_graph_cache(struct app *a);
/* A review mode opens (on) or closes: while one is open and the graph shown, the points are estimated. */
void course_graph_reviewing(struct app *a, bool on);
/* Is the graph shown in review; show or hide it (the points are then estimated beside the board). */
bool course_graph_shown(const struct app *a);
void course_graph_show(struct app *a, bool on);
/* Is the engine's course shown rather than tengen's own; show it (on, when an engine is at the
 * board: else said) or the own one.  Returns REACT_*. */
bool course_graph_engine(const struct app *a);
int course_graph_show_engine(struct app *a, bool on);
/* Write the review to path once the course is complete (now when it is): 0 when written now, 1 when
 * it waits, -1 with the message set.  The message says what was written. */
int course_graph_export(struct app *a, const char *path, const char *shown_as);

/* Rows under the board for the graph on layout l (0: none, it goes in the panel). */
int course_graph_rows_below(const struct layout *l);
/* The graph in the rectangle of h rows and w columns at (y, x): a caption row, then the graph. */
void course_graph_draw(const struct app *a, struct screen *s, int y, int x, int h, int w);
/* The decisive moves from row y (at most h rows, w columns at x), the current one marked, and at a
 * decisive move the judgement's preferred move with how sure it is.  Returns the rows used. */
int course_graph_decisive(const struct app *a, struct screen *s, int y, int x, int h, int w);
/* At a decisive move, its preferred move's point on v's board (a circle).  */
void course_graph_marks(const struct app *a, struct view *v);
/* The decisive move after (dir 1) or before (dir -1) the current move, or 0 when none (and the
 * reason in the message).  */
int course_graph_step(struct app *a, int dir);

#endif
