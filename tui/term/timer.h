/*
 * timer.h: the game clock at the board (tui/shared/clock.h is the clock itself): which player's
 * time runs, what the record keeps of it, the loss on time, the last seconds announced.
 *
 * The record is the clock's memory, as SGF FF[4] has it: TM and OT of the game give the system, and
 * BL/WL (OB/OW in overtime) at the current node or the nearest node before it give each player's
 * time left.  Whenever the current node or the system changes (a move, undo, a step in review, a
 * loaded or resumed game, `clock SPEC`), the clock is set from the record again; between two
 * changes only the running player's time goes down.  So a loaded record shows the time left at
 * each move in review, an autosaved game resumes with the clocks as they were, and undo gives back
 * the time as it was at that move.
 *
 * The time runs only while the board waits for a move (app_waiting: in play, at a game going on,
 * nothing but the prompt over the board) and the clock is not paused: not in review or the count,
 * not while a question, a dialogue or the help is open, not after the end.  A player whose time
 * runs out loses on time at once: RE B+T or W+T.
 *
 * Call order: timer_new with the app's time source, timer_tick from the main loop (often: it also
 * redraws the clocks when a second passes), timer_moved after every move made at the board,
 * timer_reset when the app takes another document.
 */
#ifndef TENGEN_TIMER_H
#define TENGEN_TIMER_H

#include <stdbool.h>

#include "tui/shared/clock.h"

struct app;
struct timer;
struct view_clock;

struct timer *timer_new(clock_now_fn now, void *arg);
void timer_free(struct timer *t);
/* The app took another document: nothing of the last one's clock is kept (the pause neither). */
void timer_reset(struct timer *t);

/* The clock as the record says at the current node (see above), running as it was. */
const struct clock *timer_clock(struct app *a);
/* A clock is set for the game (TM in the record). */
bool timer_on(struct app *a);

/* Let time pass: start or stop the running time as the board waits or not, end the game when a
 * time runs out, redraw the clocks when what they show changed.  Returns REACT_* (REACT_BELL in
 * the last seconds when the bell is on). */
int timer_tick(struct app *a);
/* Before a move: when the running time has run out already (between two ticks), the game ends on
 * time now and true is returned (the move comes too late). */
bool timer_expired(struct app *a);
/* c has just made a move at the board (its node is current): the time it used is taken off (a
 * byo-yomi period starts again, Fischer adds its increment) and the node records what c has left.
 * Nothing when no clock runs in play (review, a pause still records). */
void timer_moved(struct app *a, enum color c);
/* Set the game's clock (TM, OT; both players start with their whole time from this node on), or
 * none.  A change to the record.  The same clock set again starts both again too. */
void timer_set(struct app *a, const struct clock_spec *s);
/* Read both clocks again from the record at the current node: a loss on time taken back gives the
 * player the time its last move recorded (its whole time before its first), and the clock runs. */
void timer_resync(struct app *a);
/* Pause or go on (both players); whether paused. */
void timer_pause(struct app *a, bool on);
bool timer_paused(struct app *a);
/* Ring the terminal's bell in the last seconds (off at first). */
void timer_set_bell(struct app *a, bool on);
bool timer_bell(struct app *a);
/* Before the board is left unsaved (a quit, a signal): the time of the player to move as of now goes
 * to the current node, so that the autosave resumes the clock where it stood. */
void timer_stamp(struct app *a);
/* What the panel and the status row show of the clocks. */
void timer_view(struct app *a, struct view_clock *out);
/* The clock's words for a message: "byo-yomi: 10:00, then 5 periods of 0:30", or "no clock". */
const char *timer_words(struct app *a, char *buf, size_t len);

#endif
