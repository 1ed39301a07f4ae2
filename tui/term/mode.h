/*
 * mode.h: the modes of the terminal board, kept as a stack (tmux's window_mode and its entries
 * are the model; ncdu's init / draw / key per screen too).
 *
 * The bottom of the stack is always the play mode: the board itself.  Modes are pushed on it by
 * the commands that open them (two passes push the count, `?` pushes the help) and pop themselves
 * when they are done; nothing opens or closes a mode behind the user's back.
 *
 * A mode is one file with:
 *   - its key table: keys bound to command lines (run through the one command table, command.h),
 *     each with a line of help and, for the keys worth showing, a word for the hints row;
 *   - its own commands, if any (they apply while the mode is on the stack);
 *   - enter / leave: its state, made when it is pushed and freed when it is popped;
 *   - draw: a base mode draws the whole screen (the board, the panel, the message and the hints
 *     that app_hints gives); an overlay (MODE_OVERLAY) draws over the mode below it;
 *   - key: what it does with a key its table does not bind (MODE_KEY_PASS: not its business);
 *   - changed: the game at the current node or the document itself changed; false asks the app to
 *     pop the mode (the count leaves once the position is no longer the end of play).
 * A key goes to the top mode, then down the stack, until one binds or takes it; a MODE_MODAL mode
 * (a dialogue, the prompt, a question) takes every key itself.  A base mode under the base mode on
 * screen (review under the count) is asleep: its keys and hints wait until it is on screen again;
 * the play mode at the bottom always takes the keys nobody above binds.
 *
 * The app calls a mode only through these hooks and reads only its flags: it names no mode.  Which
 * mode opens which is the business of the commands (tui/term/commands/) and of the modes themselves.
 *
 * Adding a mode: write tui/term/modes/mode_NAME.c defining `const struct mode mode_NAME` (the
 * command that opens it may live there too, as library's and exercise's do), add one line naming
 * it to the registry in tui/term/registry.c, and the file to TERM_C in Makefile.am; declare it
 * below only when another file names it.
 */
#ifndef TENGEN_MODE_H
#define TENGEN_MODE_H

#include <stdbool.h>

struct app;
struct command;
struct edit_log;
struct screen;

#define MODE_KEY_PASS (-1)   /* returned by a key handler: the key is for the modes below */

enum mode_flags {
	MODE_OVERLAY = 1,    /* drawn over the mode below it, which is drawn first */
	MODE_MODAL = 2,      /* every key stops here */
	MODE_OWN_BOARD = 4,  /* a base mode that draws a board of its own, without the game's move numbers
				(so the board keeps two columns a point: view_layout) */
	MODE_ANY_SIZE = 8,   /* an overlay that works on a terminal too small for the board (a question,
				the prompt): drawn there, and given the keys */
	MODE_KEEPS_TIME = 16,   /* an overlay under which the board still waits for a move (the prompt):
				   the clock runs, an engine moves (app_waiting) */
	MODE_MESSAGE_ROWS = 32, /* a base mode that keeps the message its own rows, not the board
				   layout's (the library) */
	MODE_COUNT = 64,     /* the count of the game: an engine at the board is asked for its dead
				stones when play ended by two passes (engines.h) */
};

/* One row of a key table; the table ends with a row whose keys[0] is 0. */
struct mode_key {
	int keys[3];           /* up to three keys (key.h), 0-terminated */
	const char *command;   /* the command line they run */
	const char *help;      /* what that does, for the ? screen */
	const char *hint;      /* the word in the hints row, or NULL to leave it out there */
};

struct mode {
	const char *name;                 /* one word, as commands name it: "play", "score" */
	const char *while_text;           /* "while counting the board": after "not " in messages */
	const char *leave_text;           /* how to get out of it, in words, or NULL */
	unsigned flags;                   /* enum mode_flags */
	const struct mode_key *keys;      /* its key table, or NULL */
	const struct command *commands;   /* its own commands, or NULL */
	int ncommands;
	/* Make the mode's state from arg (may be NULL); NULL when it has none. */
	void *(*enter)(struct app *a, const void *arg);
	void (*leave)(struct app *a, void *data);
	void (*draw)(const struct app *a, const void *data, struct screen *s, int react);
	/* A key the table does not bind: REACT_* flags, or MODE_KEY_PASS.  May be NULL. */
	int (*key)(struct app *a, void *data, int key);
	/* The game or the document changed: false pops the mode.  NULL: the mode stays. */
	bool (*changed)(struct app *a, void *data);
	/* Between keys: the mode looks at its work beside the board (a job done) and returns REACT_*
	 * flags.  NULL: nothing to look at. */
	int (*tick)(struct app *a, void *data);
	/* True while the mode has work running beside the board.  NULL: never. */
	bool (*busy)(const void *data);
	/* Whether the hint row offers the command of one of its keys as things stand (a look at the
	 * count records nothing: no accept).  NULL: every key with a hint. */
	bool (*offers)(const void *data, const char *command);
};

/* The estimate over the board (tui/term/estimate.h), in mode_play.c: is it shown; show or hide it.
 * Returns REACT_*. */
bool mode_play_estimating(const struct app *a);
int mode_play_estimate(struct app *a, bool on);
/* Is the count dialogue open on a game that goes on (mode_score.c): an estimate, not the count. */
bool mode_score_estimating(const struct app *a);
/* Review's estimate overlay, in mode_review.c: is it the overlay shown; show it or none. */
bool mode_review_estimating(const struct app *a);
int mode_review_estimate(struct app *a, bool on);

/* The `library` command (command.h), in mode_library.c: open the case library, or act in it. */
int mode_library_command(struct app *a, int argc, char **argv, bool force);

/* The log of the edits made while the edit mode is open (u takes them back), or NULL when it is
 * not: the commands of setting up and marking up (tui/term/commands/cmd_edit.c) keep their edits
 * there. */
struct edit_log *mode_edit_log(const struct app *a);

extern const struct mode mode_play, mode_score, mode_help, mode_confirm, mode_prompt, mode_dialog,
	mode_frames, mode_notice, mode_reach, mode_rulesdiff, mode_dispute, mode_review, mode_library;
/* The `exercise` command (command.h), in mode_exercise.c: a case of the library, or a topic's, as an
 * exercise; next, prev, off. */
int mode_exercise_command(struct app *a, int argc, char **argv, bool force);

/* The teacher's workbench: setting up and marking up, the game's information, exercises. */
extern const struct mode mode_edit, mode_infoedit, mode_exercise;
/* Free handicap being placed (its enter takes a const int *: the number of stones). */
extern const struct mode mode_handicap;

#endif
