/*
 * app_internal.h: struct app, for the two files of the app: app.c (its state, its stack of modes,
 * keys, messages, files, the autosave) and app_draw.c (what it shows: the view of a base mode, the
 * hints row, the screen).  Nothing else includes it: everyone else reaches the app through app.h.
 */
#ifndef TENGEN_APP_INTERNAL_H
#define TENGEN_APP_INTERNAL_H

#include <stdbool.h>

#include "rules/file.h"
#include "tui/term/app.h"

struct layout;

#define APP_MAX_MODES 16
#define APP_MAX_SERVICES 8

struct app_entry {
	const struct mode *mode;
	void *data;
};

struct app {
	const struct app_registry *registry;  /* the modes, commands and services (app_options) */
	struct document *doc;
	struct app_setup setup;          /* what `new` starts from */
	int cursor;                      /* the board point under the cursor */
	struct app_look look;
	bool teaching;                   /* teach on */
	char message[APP_MESSAGE_MAX];   /* the message line: what just happened or went wrong */
	bool message_error;
	unsigned errors;                 /* error messages set so far (app_errors) */
	bool redraw;                     /* a message too long for its rows came or went: the rows it
					    covers must be drawn again (app_reacted) */
	char *file;                      /* where the game was loaded from or saved to, or NULL */
	struct file_id file_id;          /* that file as it was then (app_file_changed) */
	bool autosaving;                 /* an autosave is kept (app_options.autosave) */
	bool background;                 /* app_options.background */
	struct autosave *autosave;       /* this run's slot, once open */
	int autosave_errno;              /* why the last autosave failed, or 0 */
	bool autosave_alert;             /* it failed during the command being run: say so after it */
	struct prompt *prompt;           /* the `:` line editor */
	struct marking *marking;         /* made on first need (app_marking) */
	struct app_entry stack[APP_MAX_MODES];
	int depth;
	int rows, cols;
	void *services[APP_MAX_SERVICES];   /* each registered service's state, in the registry's order */
};

/* The layout of the base mode and the rows it keeps for the message. */
int app_message_room(const struct app *a, struct layout *l);
/* Is the message too long for its rows (view_message_over draws it over the board)? */
bool app_message_tall(const struct app *a);
/* The index of the base mode's entry: the topmost that is not an overlay. */
int app_base_index(const struct app *a);
/* The keys from stack entry `from` down, modes asleep left out, stopping at a modal mode. */
void app_keys_from(const struct app *a, int from,
		   void (*fn)(const struct mode *m, const struct mode_key *k, void *arg), void *arg);

#endif
