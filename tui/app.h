/*
 * app.h: the interactive board: one state, shown and changed through modes.
 *
 * A mode has enter / draw / key.  There is always a base mode (play, or score once both players
 * have passed) and at most one overlay above it (help, confirm, the new-game dialogue, the command
 * prompt).  Key handlers change the state and return reaction flags (REACT_*): what must be drawn
 * again, and whether to quit.  Only the main loop draws, through app_draw, into a screen model.
 *
 * Keys reach the command table (command.h) as command strings, so a key, a line typed at the `:`
 * prompt and a line of a --script all change the game by the same path.
 *
 * Nothing here uses curses: the terminal front end (term.h) and the script runner (script.h) feed
 * keys and show screens.
 */
#ifndef TENGEN_APP_H
#define TENGEN_APP_H

#include <stdbool.h>

#include "board/board.h"
#include "rules/ruleset.h"
#include "tui/dialog.h"

struct game;
struct gamefile;
struct screen;
struct prompt;
struct app;

enum react {
	REACT_NONE = 0,
	REACT_BOARD = 1,     /* the board (stones, cursor, marks) changed */
	REACT_PANEL = 2,     /* the side panel changed */
	REACT_MESSAGE = 4,   /* the message or the hints line changed */
	REACT_ALL = 7,
	REACT_QUIT = 8,      /* leave the program */
};

struct mode {
	const char *name;
	void (*enter)(struct app *a);
	void (*draw)(const struct app *a, struct screen *s, int react);
	int (*key)(struct app *a, int key);
};

extern const struct mode app_mode_play, app_mode_score, app_mode_help, app_mode_confirm,
	app_mode_prompt;

#define APP_NAME_MAX 64
#define APP_MESSAGE_MAX 512

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
};

struct app_options {
	struct app_setup setup;
	struct app_look look;
	const char *autosave;     /* path of the autosave file, or NULL for none (scripts, tests) */
	const char *history;      /* path of the prompt's history file, or NULL */
	int rows, cols;           /* the screen's size */
};

struct app {
	struct game *game;
	char names[3][APP_NAME_MAX];     /* the players of this game, by colour */
	struct app_setup setup;          /* what `new` starts from */
	int cursor;                      /* the board point under the cursor */
	struct app_look look;
	char message[APP_MESSAGE_MAX];   /* the message line: what just happened or went wrong */
	bool message_error;
	char *file;                      /* where the game was loaded from or saved to, or NULL */
	struct gamefile *root;           /* what the file holds besides the game (date, event, ...) */
	bool dirty;                      /* changed since it was loaded or saved */
	char *autosave;                  /* see app_options */
	const struct mode *base;         /* &app_mode_play or &app_mode_score */
	const struct mode *overlay;      /* NULL or an overlay mode */
	struct {
		char question[APP_MESSAGE_MAX];
		char yes[APP_MESSAGE_MAX];   /* the command run on `y` */
		char no[APP_MESSAGE_MAX];    /* the command run on `n`, or "" */
	} confirm;
	int help_scroll;                 /* first line of the help shown */
	struct dialog dialog;            /* the new-game dialogue's fields */
	struct prompt *prompt;           /* the `:` line editor */
	int autosave_errno;              /* why the last autosave failed, or 0 */
	int rows, cols;
};

/* A new app with a fresh game from opt->setup.  Caller frees with app_free. */
struct app *app_new(const struct app_options *opt);
void app_free(struct app *a);

/* Handle one key (key.h) in the current mode.  Returns REACT_* flags. */
int app_key(struct app *a, int key);
/* A mouse click at screen cell (y, x): on the board it moves the cursor there and plays. */
int app_click(struct app *a, int y, int x);
/* Run one command line through the command table.  Returns REACT_* flags. */
int app_run(struct app *a, const char *line);
/* The terminal is now rows x cols. */
int app_resize(struct app *a, int rows, int cols);
/* Draw the parts named by react (REACT_ALL after a resize or when an overlay opened or closed). */
void app_draw(const struct app *a, struct screen *s, int react);

/* Set the message line (printf-style).  Both return REACT_MESSAGE. */
int app_message(struct app *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int app_error(struct app *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Open an overlay mode (calling its enter), or close the one open.  Both return REACT_ALL. */
int app_open(struct app *a, const struct mode *overlay);
int app_close(struct app *a);
/* Ask a yes/no question; `y` runs the command yes, `n` runs no (may be NULL).  Returns REACT_ALL. */
int app_confirm(struct app *a, const char *question, const char *yes, const char *no);

/* The game changed: mark it unsaved, write the autosave, follow the phase (play or score). */
void app_changed(struct app *a);
/* Replace the game with a new one from a->setup (handicap placed).  Returns REACT_ALL. */
int app_new_game(struct app *a);
/* Load or save the game; on failure the message says why and -1 is returned. */
int app_load(struct app *a, const char *path);
int app_save(struct app *a, const char *path);
/* Write the autosave now (also used on a signal).  Returns 0, or -1 (errno set). */
int app_autosave(struct app *a);
/* At exit: remove the autosave when nothing in it is unsaved.  Returns true if it was kept. */
bool app_autosave_finish(struct app *a);
/* Offer to resume an autosaved game if there is one (interactive start). */
void app_offer_resume(struct app *a);
/* Replace the game with the autosaved one / move the autosave aside.  Return REACT_*. */
int app_resume_autosave(struct app *a);
int app_discard_autosave(struct app *a);
/* With the prompt open: start its line with text typed in.  Returns REACT_ALL. */
int app_prompt_text(struct app *a, const char *text);

/* True when the game has moves or setup stones that are not saved to a file. */
bool app_unsaved(const struct app *a);
/* "Black" or the player's name. */
const char *app_player(const struct app *a, enum color c);

#endif
