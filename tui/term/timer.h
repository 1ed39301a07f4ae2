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
 * The clock is a service of the app (app.h's struct app_service, registered in registry.c): the app
 * makes it with its time source (app_options.now), lets time pass on it from the main loop (app_tick:
 * often, it also redraws the clocks when a second passes), tells it of every move made at the board
 * (app_moved) and of another document taken, and asks it what the panel shows of the clocks.
 */
#ifndef TENGEN_TIMER_H
#define TENGEN_TIMER_H

#include <stdbool.h>

#include "tui/shared/clock.h"

struct app;
struct app_service;

/* The clock as a service of the app. */
extern const struct app_service timer_service;

/* The clock as the record says at the current node (see above), running as it was. */
const struct clock *timer_clock(struct app *a);
/* A clock is set for the game (TM in the record). */
bool timer_on(struct app *a);

/* Before a move: when the running time has run out already (between two ticks), the game ends on
 * time now and true is returned (the move comes too late). */
bool timer_expired(struct app *a);
/* Set the game's clock (TM, OT; both players start with their whole time from this node on), or
 * none.  A change to the record.  The same clock set again starts both again too. */
void timer_set(struct app *a, const struct clock_spec *s);
/* Read both clocks again from the record at the current node: a loss on time taken back gives the
 * player the time its last move recorded (its whole time before its first), and the clock runs. */
void timer_resync(struct app *a);
/* Pause or go on (both players); whether paused. */
void timer_pause(struct app *a, bool on);
bool timer_paused(const struct app *a);
/* Ring the terminal's bell in the last seconds (off at first). */
void timer_set_bell(struct app *a, bool on);
bool timer_bell(const struct app *a);
/* Before the board is left unsaved (a quit, a signal): the time of the player to move as of now goes
 * to the current node, so that the autosave resumes the clock where it stood. */
void timer_stamp(struct app *a);
/* The clock's words for a message: "byo-yomi: 10:00, then 5 periods of 0:30", or "no clock". */
const char *timer_words(struct app *a, char *buf, size_t len);

#endif
