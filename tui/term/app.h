/*
 * app.h: the interactive board: a document, a cursor, a look, a message line, and a stack of modes.
 *
 * struct app is opaque: the front ends (term.h, script.h), the modes (mode.h) and the commands
 * (command.h) reach it through these functions.  Key handlers change the state and return reaction
 * flags (REACT_*): what must be drawn again, and whether to quit.  Only the main loop draws, through
 * app_draw, into a screen model.
 *
 * The app names no mode, command or service: they register with it.  Whoever makes the app passes
 * a registry (struct app_registry; the board's is tui/term/registry.c): every mode, the bottom of
 * the stack first; the command table and the command machinery that runs a line (command.h, which
 * stands above the app and changes it through this header); the services that go on beside the
 * modes (the clock, the engines), each told of a move, a new document and the time passing; and
 * what the board does when a game starts or a file is loaded.  The app knows a mode only through
 * its struct mode (its hooks and flags), a service only through its struct app_service.
 *
 * Keys reach the command table as command strings, so a key, a line typed at the `:` prompt and a
 * line of a --script all change the game by the same path.
 *
 * Nothing here uses curses: the terminal front end (term.h) and the script runner (script.h) feed
 * keys and show screens.
 */
#ifndef TENGEN_APP_H
#define TENGEN_APP_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "rules/ruleset.h"
#include "tui/shared/clock.h"
#include "tui/term/view.h"

struct app;
struct command;
struct document;
struct marking;
struct game;
struct layout;
struct mode;
struct mode_key;
struct prompt;
struct screen;
struct view;

#define APP_NAME_MAX 64
#define APP_MESSAGE_MAX VIEW_MESSAGE_MAX

/* How the board is drawn. */
struct app_look {
	bool ascii;     /* ASCII characters only */
	bool color;     /* colours (off with NO_COLOR, on a monochrome terminal and in scripts) */
	bool numbers;   /* move numbers on the stones */
};

/* What a new game starts from: the command line, then `new`, `size`, `rules`, the dialogue. */
struct app_setup {
	int size;
	struct ruleset rules;
	int handicap;
	bool komi_set;                   /* the komi was chosen, so `rules NAME` keeps it */
	char names[3][APP_NAME_MAX];     /* by colour (BLACK, WHITE); "" when not given */
	bool free_handicap;              /* Black places the handicap stones (mode_handicap) */
	struct clock_spec clock;         /* the game's clock (CLOCK_NONE: none) */
};

struct app_options;

/*
 * A service of the board: work that goes on whatever the modes (the game's clock, the engines at
 * the board).  The app makes its state when it is made and calls its hooks, each service in the
 * registry's order, at these moments; any hook may be NULL.
 */
struct app_service {
	const char *name;
	void *(*create)(const struct app_options *opt);
	void (*destroy)(void *data);
	/* The app took another document (a file, a new game, the autosave): forget the last one. */
	void (*adopted)(struct app *a, void *data);
	/* c has just made a move at the board (app_moved; its node is current). */
	void (*moved)(struct app *a, void *data, enum color c);
	/* Let time pass (app_tick), waiting up to wait_ms for what is awaited.  Returns REACT_*. */
	int (*tick)(struct app *a, void *data, int wait_ms);
	/* Something is awaited or about to be asked: the main loop looks again soon (app_busy). */
	bool (*busy)(const struct app *a, const void *data);
	/* What the board shows of it (app_view): the clocks, a thinking mark, a hint. */
	void (*view)(const struct app *a, const void *data, struct view *v);
};

/* What registers with the app (tui/term/registry.c makes the board's). */
struct app_registry {
	const struct mode *const *modes;     /* every mode; the first is the bottom of the stack (play) */
	int nmodes;
	const struct mode *question;          /* the mode app_confirm pushes: a yes/no question */
	const struct command *const *commands;   /* the command table, in the order help lists it */
	int ncommands;
	const struct app_service *const *services;
	int nservices;
	/* The command machinery (command.h), which stands above the app: run a line (REACT_*); would
	 * the line's command apply in the modes now (the hints row leaves out those that would not);
	 * Tab completion at the prompt (prompt.h). */
	int (*execute)(struct app *a, const char *line);
	bool (*applies)(const struct app *a, const char *line);
	void (*complete)(const struct app_registry *r, const char *before, char *insert, size_t insert_len,
			 char *hint, size_t hint_len);
	/* What the board does once a new game has started from the setup (app_new, app_new_game), and
	 * once a file was loaded (app_load).  May be NULL. */
	void (*started)(struct app *a);
	void (*loaded)(struct app *a);
};

struct app_options {
	const struct app_registry *registry;  /* the modes, commands and services (not NULL) */
	struct app_setup setup;
	struct app_look look;
	bool autosave;            /* keep an autosave in the state directory (not in scripts and tests
				     unless asked) */
	bool background;          /* long work (the analysis, the count) runs beside the board while keys
				     go on (tui/shared/job.h); off: it runs at once, as scripts and tests
				     need for answers that do not depend on timing */
	const char *history;      /* path of the prompt's history file, or NULL */
	int rows, cols;           /* the screen's size */
	clock_now_fn now;         /* the clock's time source, or NULL for the system's monotonic clock */
	void *now_arg;
};

/* --- life cycle and input --------------------------------------------------------------------------- */

/* A new app with a fresh game from opt->setup.  Caller frees with app_free. */
struct app *app_new(const struct app_options *opt);
void app_free(struct app *a);

/* Handle one key (key.h): the modes on the stack, top first (see mode.h).  Returns REACT_* flags. */
int app_key(struct app *a, int key);
/* A mouse click at screen cell (y, x): on the board the cursor goes there and the modes get the
 * key KEYC_CLICK (the play mode plays there). */
int app_click(struct app *a, int y, int x);
/* Run one command line through the command table.  Returns REACT_* flags. */
int app_run(struct app *a, const char *line);
/* May long work run beside the board (app_options.background)? */
bool app_background(const struct app *a);
/* The terminal is now rows x cols. */
int app_resize(struct app *a, int rows, int cols);
/* Draw the parts named by react (everything when an overlay is open). */
void app_draw(const struct app *a, struct screen *s, int react);

/* --- the state ------------------------------------------------------------------------------------------ */

/* The document, to change it (a command, a mode), or to read it. */
struct document *app_document(struct app *a);
const struct document *app_document_const(const struct app *a);
const struct game *app_game(const struct app *a);
struct app_setup *app_setup(struct app *a);
struct app_look *app_look(struct app *a);
const struct app_look *app_look_const(const struct app *a);
/* The prompt's line editor, to feed it keys, or to draw it. */
struct prompt *app_prompt(struct app *a);
const struct prompt *app_prompt_const(const struct app *a);
int app_cursor(const struct app *a);
void app_set_cursor(struct app *a, int p);
int app_rows(const struct app *a);
int app_cols(const struct app *a);
/* Where the game was loaded from or saved to (as typed), or NULL. */
const char *app_file(const struct app *a);
/* True when the file the game was loaded from or last saved to has changed on disk since (another
 * board, an editor): saving over it would lose that change.  False when it is gone. */
bool app_file_changed(const struct app *a);
/* The file a name typed by the user stands for ("~/x" is the home directory's x), whole however
 * long.  Caller frees. */
char *app_path(const char *path);
/* "Black" or the player's name. */
const char *app_player(const struct app *a, enum color c, char *buf, size_t len);
/* True when the game holds something not saved to a file (document_unsaved). */
bool app_unsaved(const struct app *a);
/* The marking session (rules/marking.h) of the app, following the board at the current node: the
 * analysis's marking, and what the players changed in it. */
struct marking *app_marking(struct app *a);
/* Teaching (`teach on`): every move played, and every move stepped forward to, opens its frames. */
bool app_teaching(const struct app *a);
void app_set_teaching(struct app *a, bool on);
/* Where everything goes on the screen now (view_layout), move numbers and all. */
void app_layout(const struct app *a, struct layout *l);
/* True when the terminal is too small for the board: only q and resizing act (app_key). */
bool app_too_small(const struct app *a);

/* --- the message line ------------------------------------------------------------------------------------ */

/* Set the message line (printf-style).  Both return REACT_MESSAGE. */
int app_message(struct app *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int app_error(struct app *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *app_message_text(const struct app *a, bool *error);
/* How many errors were set on the message line so far (app_error: a command refused or failed, a
 * key bound to nothing, an autosave that failed): a script fails when a line raised it. */
unsigned app_errors(const struct app *a);

/* --- the modes ------------------------------------------------------------------------------------------- */

/* Push mode m (its enter gets arg).  Returns REACT_ALL. */
int app_push(struct app *a, const struct mode *m, const void *arg);
/* Pop the topmost entry of mode m and every mode above it.  Returns REACT_ALL (REACT_NONE when m is
 * not on the stack).  The mode at the bottom (the registry's first, play) is never popped. */
int app_pop(struct app *a, const struct mode *m);
/* The mode on top, and the topmost mode that is not an overlay. */
const struct mode *app_top(const struct app *a);
const struct mode *app_base(const struct app *a);
/* The state of the topmost entry of mode m, or NULL when m is not on the stack. */
void *app_mode_data(const struct app *a, const struct mode *m);
bool app_has_mode(const struct app *a, const struct mode *m);
/* Ask a yes/no question (the registry's question mode); `y` runs the command yes, `n` runs no (may be
 * NULL).  Returns REACT_ALL. */
int app_confirm(struct app *a, const char *question, const char *yes, const char *no);
#define APP_HINTS_MAX 24

/* The hints row: (key name, word) pairs, NULL-terminated in pairs. */
struct app_hints {
	int n;
	char keys[APP_HINTS_MAX][16];
	const char *pairs[2 * APP_HINTS_MAX + 2];
};

/*
 * The hints of the modes on the stack: the rows of their key tables that have a hint word, top
 * mode first, a key or a command bound higher hiding the same one below, rows whose command does
 * not apply in the base mode left out, and help and quit last.
 */
void app_hints(const struct app *a, struct app_hints *h);
/* The screen of a base mode as the app stands (board, cursor, last move, numbers, panel, message,
 * hints); a mode then adds its own marks.  h holds the hints. */
void app_view(const struct app *a, struct view *v, struct app_hints *h);
/* Call fn for every key row of the modes on the stack, top first, with the mode it belongs to. */
void app_each_key(const struct app *a, void (*fn)(const struct mode *m, const struct mode_key *k, void *arg),
		  void *arg);

/* --- changes and files ----------------------------------------------------------------------------------- */

/* The document changed (edited) or its current node moved (navigated): the autosave is written
 * when edited, and every mode on the stack is told (it may pop itself).  Neither opens a mode: the
 * command that arrives where play ended opens the count (tui/term/commands/cmd.h, cmd_walked). */
void app_edited(struct app *a);
void app_navigated(struct app *a);
/* Replace the game with a new one from app_setup (fixed handicap placed), then the registry's
 * started.  Returns REACT_ALL, or REACT_MESSAGE with the message when the setup makes no game. */
int app_new_game(struct app *a);
/* Load or save the game; on failure the message says why and -1 is returned.  A file loaded opens at
 * its first node, then the registry's loaded (the board opens it in review). */
int app_load(struct app *a, const char *path);
int app_save(struct app *a, const char *path);

/* --- what registered ---------------------------------------------------------------------------------- */

const struct app_registry *app_registry(const struct app *a);
/* The state of service s (its create's), or NULL when s is not registered. */
void *app_service(const struct app *a, const struct app_service *s);
/* Does a mode on the stack have flag f (enum mode_flags)? */
bool app_has_flag(const struct app *a, unsigned f);
/* The board itself is on the screen: the base mode is the bottom of the stack (not review, the
 * count, the frames). */
bool app_on_board(const struct app *a);
/* True when the board waits for a move: the game at the current node goes on, the board is on the
 * screen (app_on_board), and nothing is open over it but a mode that lets the time run (the prompt:
 * MODE_KEEPS_TIME), no question, dialogue, help or notice.  The clock runs then, and an engine is
 * asked for its move. */
bool app_waiting(const struct app *a);
/* c has just made a move at the board (a stone or a pass; its node is current): every service is
 * told (the clock takes the time it used and the node records what it has left). */
void app_moved(struct app *a, enum color c);
/* Let time pass: each service (the engines' answers, waiting up to wait_ms for one when one is
 * awaited; the clock), then the work each mode on the stack runs beside the board (mode.h's
 * tick).  The main loop calls it between keys.  Returns REACT_*. */
int app_tick(struct app *a, int wait_ms);
/* A service awaits something or is about to ask, or a mode has work running beside the board
 * (mode.h's busy): the main loop then looks again soon. */
bool app_busy(const struct app *a);

/* --- the autosave ---------------------------------------------------------------------------------------- */

/* Write the autosave now (also used on a signal).  Returns 0, or -1 (errno set; the message line
 * says so at once). */
int app_autosave(struct app *a);
/* At exit: remove the autosave when nothing in it is unsaved.  Returns the file the game is kept
 * in, or NULL when nothing is kept (or it could not be written: see app_autosave_error). */
const char *app_autosave_finish(struct app *a);
/* Why the last autosave failed (an errno), or 0. */
int app_autosave_error(const struct app *a);
/* The autosave file when it holds the game as it is now (written, not failed), else NULL. */
const char *app_autosave_current(const struct app *a);
/* Offer to resume an autosave left by a run that is no longer alive (interactive start). */
void app_offer_resume(struct app *a);
/* Replace the game with the autosaved one / move the autosave aside.  Return REACT_*. */
int app_resume_autosave(struct app *a);
int app_discard_autosave(struct app *a);

#endif
