/*
 * engine_view.h: an engine's view of the position beside tengen's own: the candidate moves of the
 * engine at the board (--hint CMD, `engine hint CMD`, or one at a seat: engines_adviser) with their
 * figures, numbered 1-9 on the board and listed in the panel ("1 Q16 visits 812 B 54% B+1.2"), its
 * ownership as the board's overlay (KataGo), GNU Go's estimate of the score in words.
 *
 * What is asked, by what the engine lists (list_commands; nothing it does not list is sent):
 *   1. kata-analyze COLOR 50 ownership true: KataGo's candidates and ownership, a line every half
 *      second (tui/gtp/analysis.h 1.);
 *   2. else lz-analyze COLOR 50 (Leela Zero: candidates with their win rates);
 *   3. else estimate_score and top_moves_COLOR, each where it is listed (GNU Go).
 * A stream runs until the budget of the position is spent (seconds, or the visits of the candidates
 * together), then an empty line ends it (engine.h); it is ended too when the position changes, and
 * the new position is asked for at once.  Nothing waits for the engine: its lines are taken at each
 * tick.  An engine that refuses, sends what cannot be read, or says nothing for a while is said so in
 * words in the panel (and on the message line); one that dies or sends garbage leaves the board
 * (engines.c says why), and the view is off.
 *
 * The view is a service of the app (registered after the engines); the modes that show it (play,
 * review) call engine_view_marks when they draw their board and give it room in their panel.
 */
#ifndef TENGEN_ENGINE_VIEW_H
#define TENGEN_ENGINE_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/course.h"
#include "tui/gtp/engine.h"

struct app;
struct app_service;
struct screen;
struct sgf_node;
struct view;

#define ENGINE_VIEW_SECONDS 10     /* the budget of a position, by default */
#define ENGINE_VIEW_VISITS 10000
#define ENGINE_VIEW_SLOW 5         /* seconds without a word before the engine is said to be slow */

extern const struct app_service engine_view_service;

/* `analyse [on|off|toggle] [SECONDS [VISITS]]`: the view on (the position now, then every position
 * the board goes to), with a budget a position; off; or the other.  Returns REACT_*. */
int engine_view_command(struct app *a, int argc, char **argv);
/* An answer to question number question (engines_ask_view): a line of a stream (ENGINE_LINE), its
 * end, a one-time answer, or what went wrong; asked is the command it answers.  Returns REACT_*. */
int engine_view_answer(struct app *a, int question, enum engine_answer r, const char *text, const char *asked);
/* True while the view is on. */
bool engine_view_on(const struct app *a);
/* True while the view waits for the engine's answers about the position at the board. */
bool engine_view_asking(const struct app *a);

/* The view on v's board: the candidates numbered 1-9 on their empty points (where the board has no
 * mark of its own), and the engine's ownership where no other overlay is drawn.  Call after the
 * mode has put its own marks on v (view_show_node); v keeps pointers into its own storage. */
void engine_view_marks(const struct app *a, struct view *v);
/* The view in words for a panel: who is asked and how far it is, the estimate, the candidates one a
 * line ("1 Q16 visits 812 B 54% B+1.2"), what went wrong; "" when the view is off.  Returns buf. */
const char *engine_view_text(const struct app *a, char *buf, size_t len);
/* The same drawn in a panel's rectangle from row y to bottom (exclusive), w columns from x.  Returns
 * the first row left. */
int engine_view_panel(const struct app *a, struct screen *s, int y, int x, int w, int bottom);

/* The engine's estimate of the position at node (the course's COURSE_ENGINE point: its best move's
 * score lead and win rate, else its estimate_score), when the view has one for that node. */
bool engine_view_point(const struct app *a, const struct sgf_node *node, struct course_point *out);

#endif
