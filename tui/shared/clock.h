/*
 * clock.h: a game clock for two players, as players know them: absolute time, byo-yomi, Canadian
 * overtime, Fischer increments, or none.  No curses and no system clock: the time comes from a
 * function the owner passes in (the board's monotonic clock, a script's virtual one, a test's), so
 * that it is tested without sleeping.
 *
 * The systems (SPEC as `--clock` and the `clock` command take it; times as S, M:SS or H:MM:SS):
 *   absolute 30:00            30 minutes for the whole game
 *   byoyomi 10:00 5x30        10 minutes, then 5 periods of 30 seconds: a move made within a period
 *                             keeps it whole; a period used up is lost, and the next begins
 *   canadian 10:00 25/5:00    10 minutes, then blocks of 25 moves in 5 minutes each
 *   fischer 5:00 +10          5 minutes, and 10 seconds more after every move
 *   none                      no clock
 * A player whose time (and last period) runs out has lost on time.
 *
 * In SGF FF[4] (and as KGS writes it): TM the main time in seconds, OT "5x30 byo-yomi",
 * "25/300 Canadian" or "fischer +10"; on each move node BL/WL the time left to the player who moved
 * (in overtime: of the current period or block), and in overtime OB/OW the periods left (byo-yomi)
 * or the moves left in the block (Canadian).
 *
 * Call order: clock_init, then clock_start for the player to move, clock_moved when that player
 * has moved (or clock_stop when play stops: a question, the count, a pause), and clock_start again.
 * clock_side gives a player's time as of now, the running player's elapsed time included.
 */
#ifndef TENGEN_CLOCK_H
#define TENGEN_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"

enum clock_system { CLOCK_NONE, CLOCK_ABSOLUTE, CLOCK_BYOYOMI, CLOCK_CANADIAN, CLOCK_FISCHER };

/* The time control. */
struct clock_spec {
	enum clock_system system;
	int64_t main_ms;        /* the main time */
	int periods;            /* byo-yomi: the number of periods */
	int stones;             /* Canadian: the moves of one block */
	int64_t period_ms;      /* byo-yomi: one period; Canadian: one block */
	int64_t increment_ms;   /* Fischer: added after every move */
};

/* One player's time. */
struct clock_side {
	int64_t left_ms;        /* the main time left, or in overtime that of the current period or block */
	bool overtime;          /* the main time is used up: byo-yomi periods or Canadian blocks */
	int periods;            /* byo-yomi in overtime: periods left, the current one included */
	int stones;             /* Canadian in overtime: moves left to make in the current block */
	bool flagged;           /* the time ran out: this player lost on time */
};

/* The time source: milliseconds from any fixed moment, never going back. */
typedef int64_t (*clock_now_fn)(void *arg);

struct clock {
	struct clock_spec spec;
	struct clock_side side[3];   /* by colour: BLACK, WHITE */
	enum color running;          /* whose time runs, or EMPTY */
	int64_t since;               /* when it started running */
	clock_now_fn now;
	void *now_arg;
};

/* --- the time control ---------------------------------------------------------------------------- */

/* A time as seconds, M:SS or H:MM:SS (seconds may have a fraction: 2.5).  0, or -1. */
int clock_parse_time(const char *text, int64_t *ms);
/* A time as H:MM:SS or M:SS, whole seconds rounded up (0:00 only when nothing is left). */
const char *clock_time_str(int64_t ms, char *buf, size_t len);
/* The SPEC in text (the words joined by blanks; see the top of this file).  0, or -1 with what is
 * wrong and what was expected in err. */
int clock_parse(const char *text, struct clock_spec *out, char *err, size_t errlen);
/* Do two specs give the same clock? */
bool clock_spec_equal(const struct clock_spec *a, const struct clock_spec *b);
/* The SPEC written back, as clock_parse reads it ("byoyomi 10:00 5x30"). */
const char *clock_spec_str(const struct clock_spec *s, char *buf, size_t len);
/* The spec in words for a person ("byo-yomi: 10:00, then 5 periods of 0:30"). */
const char *clock_spec_words(const struct clock_spec *s, char *buf, size_t len);

/* SGF: the values of TM and OT (OT "" when the system has none: absolute).  A time read from a record
 * is an SGF real of seconds (rules/sgf.h: "600", "41.5"; never "nan", "inf" or "0x1p3"), and every
 * time the clock holds stays from 0 to 1000 hours, so that no sum or difference of two overflows. */
void clock_sgf_values(const struct clock_spec *s, char *tm, size_t tmlen, char *ot, size_t otlen);
/* The spec of a record's TM and OT (ot may be NULL).  0, or -1 with why in err (an OT that is not
 * understood gives absolute time with TM, and says so). */
int clock_from_sgf(const char *tm, const char *ot, struct clock_spec *out, char *err, size_t errlen);
/* A player's time from the raw values of BL/WL (seconds) and OB/OW (NULL when absent), as the spec
 * reads them.  0, or -1 when left is no SGF real (out is not changed). */
int clock_side_from_sgf(const struct clock_spec *s, const char *left, const char *o, struct clock_side *out);
/* The values of BL/WL and OB/OW for a player's time: the seconds into left (a decimal number),
 * and *has_o with the number into o when in overtime. */
void clock_side_to_sgf(const struct clock_spec *s, const struct clock_side *side, char *left, size_t len,
		       int *o, bool *has_o);

/* --- the clock ------------------------------------------------------------------------------------ */

/* Both players with their whole time; nothing runs. */
void clock_init(struct clock *c, const struct clock_spec *s, clock_now_fn now, void *arg);
/* A player's time becomes side (a record's, a resumed game's), its numbers brought within the spec's
 * ranges; the clock is stopped first. */
void clock_set(struct clock *c, enum color who, const struct clock_side *side);
/* The time of `who` as of now (the running player's elapsed time taken off). */
struct clock_side clock_side(const struct clock *c, enum color who);
/* Start who's time (stopping any other); nothing when who has lost on time or there is no clock. */
void clock_start(struct clock *c, enum color who);
/* Stop the running time, taking what it used off. */
void clock_stop(struct clock *c);
/* who has moved: the elapsed time is taken off, then a byo-yomi period starts whole again, a
 * Canadian block counts the move (and starts again after its last), Fischer adds the increment.
 * The clock is then stopped. */
void clock_moved(struct clock *c, enum color who);
/* The running player, when that player's time has run out now; else EMPTY. */
enum color clock_flagged(const struct clock *c);
/* Seconds (rounded up) left before the running player loses on time or a period, when that is 10
 * or fewer; else 0.  (Byo-yomi's main time running out is no loss: the periods follow.) */
int clock_countdown(const struct clock *c);
/* A player's time for the screen: "9:58", "0:25 (3)" (byo-yomi: periods left), "4:12 /25"
 * (Canadian: moves left in the block), "time" once lost. */
const char *clock_side_str(const struct clock_spec *s, const struct clock_side *side, char *buf, size_t len);

#endif
