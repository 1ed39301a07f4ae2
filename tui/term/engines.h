/*
 * engines.h: GTP engines at the board: one may sit at Black, one at White, and one may be asked
 * for hints only (tui/gtp/engine.h is the client; this is the board's side of it).
 *
 * What an engine is told, and when:
 *   1. When it starts, its name, version and the commands it knows (undo, reg_genmove, kgs-rules,
 *      tengen-rules, kgs-time_settings) are asked; its name and version become the player's name
 *      (PB, PW).
 *   2. Before it is asked anything, it is brought to the game at the current node: boardsize,
 *      clear_board, the rules (tengen-rules, else kgs-rules where it knows them), komi, the clock
 *      (time_settings, or kgs-time_settings for byo-yomi), the handicap (set_free_handicap) or the
 *      stones set up, then every move as `play`.  What it was told is remembered: a later question
 *      sends only the moves since, and takes back with undo the moves it knows that the game no
 *      longer has (a full start again where it has no undo).
 *   3. Its move is asked (time_left first, when a clock runs) whenever it is its turn and the
 *      board waits for a move (app_waiting, the clock not paused).  The answer is ruled on as
 *      `tengen match` rules (engine_move_judge): a move the rules refuse, a vertex that is none,
 *      garbage, a crash, or a refusal of a move the game made, is said in words, the engine leaves
 *      its seat, and the game stays as it was: the people at the board go on.  A legal move is
 *      played through the command table (`play`, `pass`, `resign!`), like a person's.  An answer
 *      to a position that is gone (undo, another game) is thrown away.
 *   4. At the end (a mode of the count, MODE_COUNT, is open after two passes) it is asked
 *      final_status_list dead; the stones it marks otherwise than the marking are marked on the
 *      count's board (engines_marks).
 *   5. A free handicap: the handicap mode asks Black's engine to place it (engines_handicap) and
 *      places what it answers as the engine's own `put`.
 * Nothing here blocks: commands are sent, and their answers taken at each tick whenever they have
 * come, so keys, the clock and a resize go on while an engine thinks.  The engines are a service of
 * the app (app.h's struct app_service, registered in registry.c); they name no mode.
 */
#ifndef TENGEN_ENGINES_H
#define TENGEN_ENGINES_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "tui/gtp/engine.h"

struct game;

struct app;
struct app_service;

/* The seat asked for hints only (the others are BLACK and WHITE). */
#define ENGINES_HINT EMPTY

/* The engines as a service of the app: made and stopped with it, told of another document, their
 * answers taken at each tick, what the panel shows of them. */
extern const struct app_service engines_service;
/* Start command as the engine of seat (one there before is stopped).  Returns REACT_*, with a
 * message. */
int engines_attach(struct app *a, enum color seat, const char *command);
/* Stop the engine of seat (EDGE: every seat).  Returns REACT_*, with a message. */
int engines_detach(struct app *a, enum color seat);
/* An engine sits at colour c. */
bool engines_plays(const struct app *a, enum color c);
/* The seat's engine as the panel names it ("GNU Go 3.8", or its command until it told), or NULL. */
const char *engines_name(const struct app *a, enum color seat);
/* The engine whose move is awaited now, or NULL. */
const char *engines_thinking(const struct app *a);
/* True while the move being made is an engine's (its seat is not refused to it). */
bool engines_moving(const struct app *a);
/* Run line as an engine's own (engines_moving is true meanwhile).  Returns REACT_*. */
int engines_run(struct app *a, const char *line);
/* Stop every engine that owes an answer after seconds without it (a script's wait).  REACT_*. */
int engines_give_up(struct app *a, int seconds);
/* `hint`: ask the hint engine (or an engine at the board) for a move for the player to move. */
int engines_hint(struct app *a);
/* The point of the hint given at the current node, or BOARD_NONE. */
int engines_hint_point(const struct app *a);
/* `engine dead` (in the count): ask an engine at the board for its dead stones again. */
int engines_ask_dead(struct app *a);
/* In the count: label (per point) gets a mark beside every stone that the engine's dead stones and
 * the marking disagree on. */
void engines_marks(struct app *a, uint32_t *label);
/* A free handicap of n stones is still to place (the handicap mode asks at each tick): Black's
 * engine, when one sits there, is asked once to place them.  Once its answer has come, line gets
 * it as `put V...` and true is returned (once); the handicap mode runs it with engines_run, and
 * when stones are still to place after it, engines_handicap_failed stops the engine, saying what
 * it answered. */
bool engines_handicap(struct app *a, int n, char *line, size_t len);
int engines_handicap_failed(struct app *a);
/* --- an engine's view of a position (tui/term/engine_view.h asks through these) ------------------- */

/* What an engine lists (list_commands) that its view may be asked by. */
enum {
	ENGINES_CAN_KATA = 1,          /* kata-analyze */
	ENGINES_CAN_LZ = 2,            /* lz-analyze */
	ENGINES_CAN_ESTIMATE = 4,      /* estimate_score */
	ENGINES_CAN_TOP_BLACK = 8,     /* top_moves_black */
	ENGINES_CAN_TOP_WHITE = 16,    /* top_moves_white */
};
/* The seat of the engine to ask about the position now (the hint engine, else the one at the side
 * not to move, else the other), or -1 when none is at the board. */
int engines_adviser(struct app *a);
/* A number that changes whenever the engine of seat is started or stopped. */
unsigned engines_serial(const struct app *a, enum color seat);
/* True with ENGINES_CAN_* in *can once the engine of seat has listed its commands; the first call
 * asks it (list_commands, which GTP asks every engine to know), false till the list comes. */
bool engines_listed(struct app *a, enum color seat, unsigned *can);
/* What takes an answer to a question of a view: a line of a stream (ENGINE_LINE), its end, a
 * one-time answer or what went wrong, with the question's number, the answer's text and the command
 * it answers.  Returns REACT_*. */
typedef int (*engines_view_fn)(struct app *a, int question, enum engine_answer r, const char *text,
			       const char *asked);
/* Is an engine at the board, ready or still starting (its handshake not over)? */
bool engines_present(struct app *a);
/* Can an engine be told game g as it stands (GTP tells no stones set up after the first move)? */
bool engines_can_tell(const struct game *g);
/* True while the engine of seat owes the board an answer of its own (its handshake, a move, a hint,
 * its dead stones, its handicap): a view asks nothing of another position meanwhile. */
bool engines_waiting(struct app *a, enum color seat);
/* A new number for a question of a view, never given before (views share the engines' numbers). */
int engines_view_question(struct app *a);
/* Bring the engine of seat to game g as it stands (NULL: the game at the current node; else a
 * position of the document's line, which the caller put g at) and send it a question of its view
 * (streamed or not: engine.h), numbered question (engines_view_question): its answers go to answer
 * with that number.  0, or -1 when it cannot be asked (said).  Any command sent while a stream runs
 * ends that stream first (engine.h). */
int engines_ask_view(struct app *a, enum color seat, const struct game *g, int question, bool stream,
		     engines_view_fn answer, const char *fmt, ...) __attribute__((format(printf, 7, 8)));
/* End the stream of view question question, when it is the one seat's engine was sent last (an
 * empty line to it); nothing otherwise. */
void engines_view_end(struct app *a, enum color seat, int question);
/* The seats in words, for `engine` alone. */
int engines_describe(struct app *a);

#endif
