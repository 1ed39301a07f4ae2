/*
 * engine.h: a GTP engine run as a child process and talked to over two pipes: the client that
 * `tengen match` (match.c) and the board's engines (tui/term/engines.c) share, with the rulings on
 * an engine's move that both make the same way.
 *
 * Call order: engine_start, then any number of exchanges, then engine_stop (which frees).  An
 * exchange is either blocking (engine_ask: send, then wait up to a timeout for the answer) or
 * split (engine_send now, engine_poll later from a main loop that must not block; the answers come
 * back in the order the commands were sent, each with the tag it was sent with).  The two kinds may
 * be mixed: engine_ask waits for the answers sent before its own and throws them away.
 *
 * An answer is "= text" or "? text" (an optional id after the status) up to an empty line; empty
 * lines before it are skipped.  A streamed answer (engine_send_stream: kata-analyze, lz-analyze)
 * comes line by line: each line after its "=" is handed over as it comes (ENGINE_LINE), and the
 * empty line ends it as any answer ends.  The engine goes on until it reads a line: engine_stream_end
 * sends it an empty one, and so does any command sent while a stream runs, before that command
 * (KataGo's docs/GTP_Extensions.md: its analysis "will terminate upon any new GTP command being
 * received, as well as upon a raw newline being received"; Leela Zero stops at any input, and
 * ignores an empty line, as GTP says engines should).  A first line that is neither is garbage: the answer is that line.
 * Every line of an answer is escaped (rules/text.h) as it is stored, so that an engine's garbage or
 * name can be quoted on a terminal.  An engine that closes its output or dies is gone: every command
 * waiting for an answer gets ENGINE_GONE, and the process is reaped by engine_stop.
 *
 * SIGPIPE is ignored from the first engine_start on: a write to an engine that died must fail,
 * not kill tengen.
 */
#ifndef TENGEN_ENGINE_H
#define TENGEN_ENGINE_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"

struct engine;
struct game;
struct ruleset;

/* How one exchange went. */
enum engine_answer {
	ENGINE_OK,       /* "= ..." */
	ENGINE_FAILED,   /* "? ...": the engine refused */
	ENGINE_GARBAGE,  /* an answer that is no GTP answer */
	ENGINE_GONE,     /* the engine closed its pipe or died */
	ENGINE_TIMEOUT,  /* no answer in time (engine_ask only) */
	ENGINE_PENDING,  /* no whole answer yet (engine_poll only) */
	ENGINE_LINE,     /* one line of a streamed answer (engine_poll only): the command still waits */
};

/* How engine_stop ended an engine. */
enum engine_end {
	ENGINE_END_EXITED,  /* it ended by itself (once its input was closed, or before) */
	ENGINE_END_TERM,    /* SIGTERM to its process group ended it */
	ENGINE_END_KILL,    /* it outlived SIGTERM by a second: SIGKILL to its process group */
};

/* Start `sh -c command` on two pipes, in a process group of its own, its standard error thrown away
 * when quiet (the board draws on the terminal it would write to).  NULL with the reason in err when
 * no process could be made (a command that does not exist starts, and is gone at its first
 * answer).  Caller stops it with engine_stop. */
struct engine *engine_start(const char *command, bool quiet, char *err, size_t errlen);
/* Close the pipes, end the engine's whole process group (the engine, and every process it started:
 * signalled when it does not go by itself within 0.4 s) and free everything.  How it ended; NULL
 * is allowed (ended). */
enum engine_end engine_stop(struct engine *e);
/* How it ended, in words ("SIGTERM to its process group ... ended it"). */
const char *engine_end_str(enum engine_end how);
/* Send sig to the process group of every engine running, for a signal handler of the program that
 * started them (async-signal-safe: kill alone). */
void engine_signal_all(int sig);
/* Once gone: its exit status (128 + the signal that killed it), waiting a quarter of a second at
 * most for it to end; -1 while it runs. */
int engine_exit_status(struct engine *e);
/* The command it was started with. */
const char *engine_command(const struct engine *e);
/* False once the engine is gone. */
bool engine_alive(const struct engine *e);

/* Send a command (printf-style, without its newline), to be answered later by engine_poll with tag.
 * Returns 0, or -1 when the engine is gone (the command is still queued: engine_poll says
 * ENGINE_GONE for it). */
int engine_send(struct engine *e, int tag, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Send a command whose answer streams (engine.h's head), to be answered by engine_poll with tag:
 * ENGINE_LINE for each line, then ENGINE_OK (or what went wrong) at its end.  As engine_send. */
int engine_send_stream(struct engine *e, int tag, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* End the streams sent and not ended yet: an empty line to the engine (nothing when none runs). */
void engine_stream_end(struct engine *e);
/*
 * The answer to the oldest command sent and not answered yet, waiting up to wait_ms for it (0: not
 * at all): its tag in *tag, its text in engine_answer_text, the command in engine_asked.
 * ENGINE_PENDING when it has not come yet (or nothing was sent).
 */
enum engine_answer engine_poll(struct engine *e, int wait_ms, int *tag);
/* Commands sent and not answered yet. */
int engine_pending(const struct engine *e);
/* The file descriptor the answers come on (for poll), or -1 when gone. */
int engine_fd(const struct engine *e);

/* Send a command and wait up to timeout seconds for its answer (after those sent before it). */
enum engine_answer engine_ask(struct engine *e, double timeout, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* True when the engine answers known_command NAME with true (engine_ask). */
bool engine_knows(struct engine *e, double timeout, const char *name);
/* The text of the last answer, without "= " (escaped, lines joined by \n), and its command. */
const char *engine_answer_text(const struct engine *e);
const char *engine_asked(const struct engine *e);

/* --- rulings both referees make ---------------------------------------------------------------- */

/* What went wrong in an exchange, in words ("it answered genmove b with garbage: '...'"); the
 * referee and the board's engines both say it so.  e may be NULL for an engine stopped already
 * (it died or hung): a timeout, or else a crash. */
const char *engine_trouble(const struct engine *e, enum engine_answer r, const char *command, char *buf,
			   size_t len);

enum engine_move { ENGINE_MOVE_PLAY, ENGINE_MOVE_PASS, ENGINE_MOVE_RESIGN, ENGINE_MOVE_BAD };

/*
 * The engine playing c answered genmove with text: a stone at *point that the game's rules allow,
 * a pass, a resignation, or a bad move, with why in words ("it played 'Z99', which is no vertex",
 * "C3 at move 3 is illegal: occupied: ...").  The game is not changed.
 */
enum engine_move engine_move_judge(const struct game *g, enum color c, const char *text, int *point,
				   char *why, size_t len);
/* The name kgs-rules takes for these rules (japanese, chinese, aga, new_zealand), or NULL. */
const char *engine_kgs_rules(const struct ruleset *r);
/* The first word of text, copied. */
void engine_first_word(const char *text, char *out, size_t len);

#endif
