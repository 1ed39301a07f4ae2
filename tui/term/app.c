/*
 * app.c: the app's state, its stack of modes, the dispatch of keys and clicks, files and autosave
 * (what it shows is app_draw.c's).
 *
 * How a key is handled (app_key):
 *   1. With the terminal too small for the board, only q (quit), s (a smaller board that fits, when
 *      one does) and the answer to the question they may ask act: nothing else can change a game
 *      the player cannot see.
 *   2. Otherwise the key goes to the modes from the top of the stack down: a mode's key table
 *      binds it to a command line (run through command.h), or the mode's own key handler takes it;
 *      a modal mode stops the search.  Escape, unbound everywhere, clears the message line.
 * After a command changed the document (app_edited) or moved its current node (app_navigated),
 * every mode on the stack is asked whether it still applies (mode.changed); those that do not are
 * popped, top first.  The app pushes no mode of its own accord: the registry's started and loaded
 * (a new game, a file), app_confirm (the registry's question) and the commands and modes do.
 */
#include "config.h"

#include "tui/term/app.h"
#include "tui/term/app_internal.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "rules/atomic.h"
#include "rules/file.h"
#include "rules/game.h"
#include "rules/marking.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/shared/autosave.h"
#include "tui/shared/document.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/prompt.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

/* --- messages -------------------------------------------------------------------------------------- */

/* The layout of the base mode and the rows it keeps for the message (the library keeps its own). */
int app_message_room(const struct app *a, struct layout *l)
{
	app_layout(a, l);
	return app_base(a)->flags & MODE_MESSAGE_ROWS ? VIEW_MESSAGE_ROWS : view_message_room(l);
}

/* Is the message too long for its rows (view_message_over draws it over the board)? */
bool app_message_tall(const struct app *a)
{
	struct layout l;
	int room = app_message_room(a, &l);

	return a->message[0] && l.fits && view_message_tall(&l, room, a->message);
}

/* Replace the message line; a long message coming or going redraws what it covers. */
static void app_set_message(struct app *a, const char *escaped, bool error)
{
	bool was_tall = app_message_tall(a);

	snprintf(a->message, sizeof a->message, "%s", escaped);
	a->message_error = error;
	a->redraw |= was_tall || app_message_tall(a);
}

/* r, and everything when a long message came or went since. */
static int app_reacted(struct app *a, int r)
{
	if (a->redraw)
		r |= REACT_ALL;
	a->redraw = false;
	return r;
}

/* The message escaped (rules/text.h): it can quote a file or what was typed. */
static int app_vmessage(struct app *a, bool error, const char *fmt, va_list ap)
{
	char raw[APP_MESSAGE_MAX], escaped[APP_MESSAGE_MAX];

	vsnprintf(raw, sizeof raw, fmt, ap);
	text_escape(escaped, sizeof escaped, raw, 0);
	app_set_message(a, escaped, error);
	return REACT_MESSAGE;
}

int app_message(struct app *a, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	app_vmessage(a, false, fmt, ap);
	va_end(ap);
	return REACT_MESSAGE;
}

int app_error(struct app *a, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	app_vmessage(a, true, fmt, ap);
	va_end(ap);
	a->errors++;
	return REACT_MESSAGE;
}

unsigned app_errors(const struct app *a) { return a->errors; }

const char *app_message_text(const struct app *a, bool *error)
{
	if (error)
		*error = a->message_error;
	return a->message;
}

/* --- accessors ------------------------------------------------------------------------------------- */

struct document *app_document(struct app *a) { return a->doc; }
const struct document *app_document_const(const struct app *a) { return a->doc; }
const struct game *app_game(const struct app *a) { return document_game(a->doc); }
struct app_setup *app_setup(struct app *a) { return &a->setup; }
struct app_look *app_look(struct app *a) { return &a->look; }
const struct app_look *app_look_const(const struct app *a) { return &a->look; }
struct prompt *app_prompt(struct app *a) { return a->prompt; }
const struct prompt *app_prompt_const(const struct app *a) { return a->prompt; }
int app_cursor(const struct app *a) { return a->cursor; }
void app_set_cursor(struct app *a, int p) { a->cursor = p; }
int app_rows(const struct app *a) { return a->rows; }
int app_cols(const struct app *a) { return a->cols; }
const char *app_file(const struct app *a) { return a->file; }
bool app_unsaved(const struct app *a) { return document_unsaved(a->doc); }
bool app_teaching(const struct app *a) { return a->teaching; }
const struct app_registry *app_registry(const struct app *a) { return a->registry; }

void *app_service(const struct app *a, const struct app_service *s)
{
	for (int i = 0; i < a->registry->nservices; i++)
		if (a->registry->services[i] == s)
			return a->services[i];
	return NULL;
}

struct marking *app_marking(struct app *a)
{
	if (!a->marking)
		a->marking = marking_new(NULL);
	marking_sync(a->marking, game_board(app_game(a)));
	return a->marking;
}
void app_set_teaching(struct app *a, bool on) { a->teaching = on; }

const char *app_player(const struct app *a, enum color c, char *buf, size_t len)
{
	document_player(a->doc, c, buf, len);
	if (!buf[0])
		snprintf(buf, len, "%s", color_name(c));
	return buf;
}

void app_layout(const struct app *a, struct layout *l)
{
	bool numbers = a->look.numbers && !(app_base(a)->flags & MODE_OWN_BOARD);

	view_layout(a->rows, a->cols, game_board(app_game(a))->size, numbers, l);
}

bool app_too_small(const struct app *a)
{
	struct layout l;

	app_layout(a, &l);
	return !l.fits;
}

/* --- the stack of modes ---------------------------------------------------------------------------- */

int app_push(struct app *a, const struct mode *m, const void *arg)
{
	if (a->depth == APP_MAX_MODES)
		return app_error(a, "%s: too many modes open at once", m->name);
	void *data = m->enter ? m->enter(a, arg) : NULL;   /* it sees the stack it goes on */
	a->stack[a->depth++] = (struct app_entry){ m, data };
	return REACT_ALL;
}

/* Pop the top entry. */
static void app_pop_top(struct app *a)
{
	struct app_entry e = a->stack[--a->depth];

	if (e.mode->leave)
		e.mode->leave(a, e.data);
}

int app_pop(struct app *a, const struct mode *m)
{
	int i = a->depth - 1;

	while (i > 0 && a->stack[i].mode != m)
		i--;
	if (i == 0)
		return REACT_NONE;
	while (a->depth > i)
		app_pop_top(a);
	return REACT_ALL;
}

const struct mode *app_top(const struct app *a) { return a->stack[a->depth - 1].mode; }

const struct mode *app_base(const struct app *a)
{
	return a->stack[app_base_index(a)].mode;
}

void *app_mode_data(const struct app *a, const struct mode *m)
{
	for (int i = a->depth - 1; i >= 0; i--)
		if (a->stack[i].mode == m)
			return a->stack[i].data;
	return NULL;
}

bool app_has_mode(const struct app *a, const struct mode *m)
{
	for (int i = 0; i < a->depth; i++)
		if (a->stack[i].mode == m)
			return true;
	return false;
}

int app_confirm(struct app *a, const char *question, const char *yes, const char *no)
{
	const char *args[3] = { question, yes, no ? no : "" };

	return app_push(a, a->registry->question, args);
}

/* Ask every mode whether it still applies; pop those that do not, from the top. */
static void app_tell_modes(struct app *a)
{
	for (int i = a->depth - 1; i > 0; i--) {
		const struct app_entry *e = &a->stack[i];
		if (e->mode->changed && !e->mode->changed(a, e->data)) {
			while (a->depth > i)
				app_pop_top(a);
		}
	}
}

/* --- keys ------------------------------------------------------------------------------------------- */

static const struct mode_key *mode_binding(const struct mode *m, int key)
{
	for (const struct mode_key *k = m->keys; k && k->keys[0]; k++)
		for (int j = 0; j < 3 && k->keys[j]; j++)
			if (k->keys[j] == key)
				return k;
	return NULL;
}

/* A base mode under the one on screen (review under the frames or the count) is asleep: its keys
 * and hints wait until it is on screen again.  The play mode at the bottom always takes keys. */
static bool app_asleep(const struct app *a, int i)
{
	return i > 0 && !(a->stack[i].mode->flags & MODE_OVERLAY) && i < app_base_index(a);
}

/* 2.: the key through the stack.  MODE_KEY_PASS when nothing took it. */
static int app_dispatch(struct app *a, int key)
{
	for (int i = a->depth - 1; i >= 0; i--) {
		const struct app_entry *e = &a->stack[i];
		if (app_asleep(a, i))
			continue;
		const struct mode_key *k = mode_binding(e->mode, key);
		if (k)
			return app_run(a, k->command);
		if (e->mode->key) {
			int r = e->mode->key(a, e->data, key);
			if (r != MODE_KEY_PASS)
				return r;
		}
		if (e->mode->flags & MODE_MODAL)
			return REACT_NONE;
	}
	return MODE_KEY_PASS;
}

bool app_background(const struct app *a) { return a->background; }

static int app_key_react(struct app *a, int key)
{
	char name[16];

	int r;

	if (app_too_small(a)) {     /* 1. */
		struct layout l;
		app_layout(a, &l);
		int fits = view_fitting_size(a->rows, a->cols, l.size, l.cell == 3);
		bool asks = app_top(a)->flags & MODE_ANY_SIZE;
		if (key == 's' && fits && !asks) {   /* a board that fits (view.c) */
			char line[32];
			snprintf(line, sizeof line, "size %d", fits);
			return app_run(a, line);
		}
		/* the prompt works at any size (a command needs no board): what is typed after : is a
		 * command, never keys that act one by one */
		if (key == ':' && !asks)
			return app_run(a, "command-prompt");
		if (!asks && key != 'q')
			return REACT_NONE;
		r = app_dispatch(a, key);
		return r == MODE_KEY_PASS ? REACT_NONE : r;
	}
	r = app_dispatch(a, key);
	if (r != MODE_KEY_PASS)
		return r;
	if (key == KEYC_ESCAPE) {
		app_set_message(a, "", false);
		return REACT_MESSAGE;
	}
	return app_error(a, "%s: no such key here; ? lists the keys", key_to_name(key, name));
}

int app_key(struct app *a, int key)
{
	return app_reacted(a, app_key_react(a, key));
}

static int app_click_react(struct app *a, int y, int x)
{
	struct layout l;
	const struct board *b = game_board(app_game(a));

	if ((app_top(a)->flags & MODE_MODAL) || app_too_small(a))
		return REACT_NONE;
	app_layout(a, &l);
	int p = view_point_at(&l, b, y, x);
	if (p == BOARD_NONE)
		return REACT_NONE;
	a->cursor = p;
	int r = app_dispatch(a, KEYC_CLICK);
	return (r == MODE_KEY_PASS ? REACT_NONE : r) | REACT_BOARD;
}

int app_click(struct app *a, int y, int x)
{
	return app_reacted(a, app_click_react(a, y, x));
}

int app_run(struct app *a, const char *line)
{
	int r = a->registry->execute(a, line);

	if (a->autosave_alert) {
		char said[APP_MESSAGE_MAX];
		snprintf(said, sizeof said, "%s", a->message);
		app_error(a, "Autosave failed (%s: %s): this game is not safe until it is saved (s). %s",
			  a->autosave ? autosave_file(a->autosave) : "no state directory",
			  strerror(a->autosave_errno), said);
		a->autosave_alert = false;
		r |= REACT_MESSAGE | REACT_PANEL;
	}
	return app_reacted(a, r);
}

/* The keys from stack entry `from` down. */
void app_keys_from(const struct app *a, int from,
			  void (*fn)(const struct mode *m, const struct mode_key *k, void *arg), void *arg)
{
	for (int i = from; i >= 0; i--) {
		const struct mode *m = a->stack[i].mode;
		if (app_asleep(a, i))
			continue;
		for (const struct mode_key *k = m->keys; k && k->keys[0]; k++)
			fn(m, k, arg);
		if (m->flags & MODE_MODAL)
			return;
	}
}

void app_each_key(const struct app *a, void (*fn)(const struct mode *m, const struct mode_key *k, void *arg),
		  void *arg)
{
	app_keys_from(a, a->depth - 1, fn, arg);
}

/* The index of the base mode's entry: the topmost that is not an overlay. */
int app_base_index(const struct app *a)
{
	int i = a->depth - 1;

	while (i > 0 && (a->stack[i].mode->flags & MODE_OVERLAY))
		i--;
	return i;
}

/* --- the screen's size ------------------------------------------------------------------------------ */

int app_resize(struct app *a, int rows, int cols)
{
	a->rows = rows;
	a->cols = cols;
	return REACT_ALL;
}

/* --- the game and its files -------------------------------------------------------------------------- */

static void app_cursor_home(struct app *a)
{
	const struct game *g = app_game(a);
	const struct board *b = game_board(g);
	int last = view_last_point(g);

	a->cursor = last != BOARD_NONE ? last : board_point(b, b->size / 2, b->size / 2);
}

/* Take d as the document, from file (NULL: none). */
static void app_adopt(struct app *a, struct document *d, const char *file)
{
	document_free(a->doc);
	a->doc = d;
	free(a->file);
	a->file = file ? xstrdup(file) : NULL;
	a->file_id = (struct file_id){ .exists = false };
	for (int i = 0; i < a->registry->nservices; i++)
		if (a->registry->services[i]->adopted)
			a->registry->services[i]->adopted(a, a->services[i]);
	app_cursor_home(a);
	app_tell_modes(a);
}

static struct document *app_fresh_document(const struct app *a, char *err, size_t len)
{
	struct document_setup s = { .size = a->setup.size, .rules = a->setup.rules,
				    .handicap = a->setup.free_handicap ? 0 : a->setup.handicap,
				    .version = PACKAGE_VERSION };

	/* A handicap game starts with its rules' handicap komi, unless the player chose one; a free
	 * handicap too, whose stones Black places after the start. */
	if (!a->setup.komi_set)
		s.rules.komi2 = ruleset_handicap_komi(&s.rules, a->setup.handicap);

	for (enum color c = BLACK; c <= WHITE; c++)
		s.names[c] = a->setup.names[c];
	return document_new(&s, err, len);
}

/* A new game has started: what the board does then (its clock, its free handicap to place). */
static void app_start(struct app *a)
{
	if (a->registry->started)
		a->registry->started(a);
}

int app_new_game(struct app *a)
{
	char err[128];
	struct document *d = app_fresh_document(a, err, sizeof err);

	if (!d)
		return app_error(a, "new: %s", err);
	app_adopt(a, d, NULL);
	app_start(a);
	app_autosave(a);
	return REACT_ALL;
}

char *app_path(const char *path)
{
	const char *home = getenv("HOME");

	if (path[0] != '~' || path[1] != '/' || !home)
		return xstrdup(path);
	size_t len = strlen(home) + strlen(path);
	char *full = xmalloc(len);
	snprintf(full, len, "%s%s", home, path + 1);
	return full;
}

static void app_describe(const struct document *d, char *buf, size_t len)
{
	const struct game *g = document_game(d);
	char komi[16];
	const char *preset = ruleset_preset_of(game_rules(g));
	int moves = document_line_moves(d), variations = 0;

	for (const struct sgf_node *n = document_root(d); n; n = sgf_next(n, document_root(d)))
		variations += n->child && n->child->next ? 1 : 0;
	int games, k = snprintf(buf, len, "%dx%d, %d move%s%s, %s rules, komi %s", game_board(g)->size, game_board(g)->size,
				moves, moves == 1 ? "" : "s", variations ? ", with variations" : "",
				preset ? preset : "custom", ruleset_komi_str(game_rules(g)->komi2, komi));
	document_game_index(d, &games);
	if (games > 1 && k > 0 && (size_t)k < len)
		snprintf(buf + k, len - (size_t)k, "; game 1 of %d (game next shows the next)", games);
}

/* "15 moves", or "17 moves in 3 lines" for a tree with variations. */
static const char *app_tree_words(const struct document *d, char *buf, size_t len)
{
	const struct sgf_node *root = document_root(d);
	int moves = 0, lines = 0;

	for (const struct sgf_node *n = root; n; n = sgf_next(n, root)) {
		moves += sgf_prop_get(n, "B") != NULL || sgf_prop_get(n, "W") != NULL;
		lines += n->child == NULL;
	}
	if (lines > 1)
		snprintf(buf, len, "%d move%s in %d lines", moves, moves == 1 ? "" : "s", lines);
	else
		snprintf(buf, len, "%d move%s", moves, moves == 1 ? "" : "s");
	return buf;
}

int app_load(struct app *a, const char *path)
{
	char err[APP_MESSAGE_MAX], desc[160];
	char *full = app_path(path);

	atomic_clean(full);   /* the temporaries a run killed while saving this file left (atomic.h) */
	struct file_id id = file_id_of(full);   /* before reading: a change while it is read shows */
	struct document *d = document_read(full, &a->setup.rules, PACKAGE_VERSION, err, sizeof err);
	free(full);
	if (!d) {
		app_error(a, "load: %s", err);
		return -1;
	}
	document_goto_start(d);   /* a file opens at its first node, for review */
	app_adopt(a, d, path);
	a->file_id = id;
	app_autosave(a);
	app_describe(d, desc, sizeof desc);
	const char *stop = document_stop_reason(d);
	if (stop)
		app_error(a, "Loaded %s only up to move %d: %s", path, game_moves(app_game(a)), stop);
	else if (document_line_moves(d) > 0)
		app_message(a, "Loaded %s: %s. At the start: Right steps, End goes to the last move; h j k l move the "
			    "cursor.", path, desc);
	else
		app_message(a, "Loaded %s: %s.", path, desc);
	if (a->registry->loaded)
		a->registry->loaded(a);
	return 0;
}

bool app_file_changed(const struct app *a)
{
	if (!a->file || !a->file_id.exists)
		return false;
	char *full = app_path(a->file);
	struct file_id now = file_id_of(full);
	free(full);
	return now.exists && !file_id_same(&now, &a->file_id);   /* deleted: nothing to lose */
}

int app_save(struct app *a, const char *path)
{
	char err[APP_MESSAGE_MAX];
	char *full = app_path(path);
	int rc = document_save(a->doc, full, err, sizeof err);

	if (rc != 0) {
		free(full);
		app_error(a, "save: %s; the game is not saved", err);
		return -1;
	}
	if (path != a->file) {
		free(a->file);
		a->file = xstrdup(path);
	}
	a->file_id = file_id_of(full);
	free(full);
	app_autosave(a);
	char words[64];
	app_message(a, "Saved %s (%s).", path, app_tree_words(a->doc, words, sizeof words));
	return 0;
}

void app_edited(struct app *a)
{
	app_autosave(a);
	app_tell_modes(a);
}

void app_navigated(struct app *a)
{
	app_tell_modes(a);
}

/* --- the autosave ------------------------------------------------------------------------------------ */

int app_autosave_error(const struct app *a) { return a->autosave_errno; }

const char *app_autosave_current(const struct app *a)
{
	if (!a->autosaving || !a->autosave || a->autosave_errno || !autosave_exists(a->autosave))
		return NULL;
	return autosave_file(a->autosave);
}

int app_autosave(struct app *a)
{
	char where[256];
	int rc = 0;

	if (!a->autosaving)
		return 0;
	if (!a->autosave) {
		a->autosave = autosave_open();
		if (!a->autosave)
			rc = -1;
	}
	if (rc == 0 && !app_unsaved(a)) {
		rc = autosave_remove(a->autosave);
	} else if (rc == 0) {
		size_t len;
		char *text = document_text(a->doc, &len);
		rc = autosave_write(a->autosave, text, len, document_path(a->doc, where, sizeof where));
		free(text);
	}
	a->autosave_errno = rc == 0 ? 0 : errno ? errno : EIO;
	a->autosave_alert |= rc != 0;   /* app_run says so once the command has said its own piece */
	return rc;
}

const char *app_autosave_finish(struct app *a)
{
	if (!a->autosaving)
		return NULL;
	app_autosave(a);
	return app_unsaved(a) ? app_autosave_current(a) : NULL;
}

void app_offer_resume(struct app *a)
{
	char err[APP_MESSAGE_MAX], desc[160], when[32], question[APP_MESSAGE_MAX];
	const char *where;
	long mtime;

	if (!a->autosaving)
		return;
	if (!a->autosave && !(a->autosave = autosave_open())) {
		a->autosave_errno = errno;
		app_error(a, "No autosave in this run (%s): a game is safe only once it is saved (s).",
			  strerror(errno));
		return;
	}
	const char *orphan = autosave_orphan(a->autosave, &where, &mtime);
	if (!orphan)
		return;
	struct document *d = document_read(orphan, &a->setup.rules, PACKAGE_VERSION, err, sizeof err);
	if (!d) {
		char *aside;
		if (autosave_put_aside(a->autosave, &aside) == 0)
			app_error(a, "An autosave could not be read (%s); it was put aside in %s.", err, aside);
		else
			app_error(a, "An autosave could not be read (%s), nor put aside (%s).", err, strerror(errno));
		free(aside);
		return;
	}
	document_goto_path(d, where);
	app_describe(d, desc, sizeof desc);
	time_t t = (time_t)mtime;
	strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&t));
	const struct game *g = document_game(d);
	snprintf(question, sizeof question, "An unsaved game from %s is in the autosave (%s, %s to play). "
		 "Resume it? (No puts it aside in a file of its own.)", when, desc, game_phase(g) == PHASE_PLAY ? color_name(game_to_move(g)) :
		 "nobody");
	document_free(d);
	app_confirm(a, question, "autosave resume", "autosave discard");
}

int app_resume_autosave(struct app *a)
{
	char err[APP_MESSAGE_MAX], desc[160];
	const char *where;

	const char *orphan = a->autosave ? autosave_orphan(a->autosave, &where, NULL) : NULL;
	if (!orphan)
		return app_error(a, "autosave: there is no autosave to resume in this run");
	struct document *d = document_read(orphan, &a->setup.rules, PACKAGE_VERSION, err, sizeof err);
	if (!d)
		return app_error(a, "autosave: %s", err);
	document_goto_path(d, where);
	document_touch(d);   /* in no file yet */
	autosave_adopt(a->autosave);
	app_adopt(a, d, NULL);
	app_describe(d, desc, sizeof desc);
	app_autosave(a);
	return app_message(a, "Resumed the autosaved game: %s. It is not saved to a file yet (s saves).",
			   desc) | REACT_ALL;
}

int app_discard_autosave(struct app *a)
{
	char *aside;

	if (!a->autosave || !autosave_orphan(a->autosave, NULL, NULL))
		return app_error(a, "autosave: there is no autosave to put aside in this run");
	if (autosave_put_aside(a->autosave, &aside) == 0) {
		const char *slash = strrchr(aside, '/');
		int dir = slash ? (int)(slash - aside) + 1 : 0;
		app_message(a, "The unsaved game was put aside as %s, in %.*s; load it from there if you want it.",
			    aside + dir, dir, aside);
	}
	else
		app_error(a, "autosave: %s", strerror(errno));
	free(aside);
	return REACT_ALL;
}

/* --- what registered ------------------------------------------------------------------------------- */

bool app_has_flag(const struct app *a, unsigned f)
{
	for (int i = 0; i < a->depth; i++)
		if (a->stack[i].mode->flags & f)
			return true;
	return false;
}

bool app_on_board(const struct app *a)
{
	return app_base_index(a) == 0;
}

bool app_waiting(const struct app *a)
{
	return game_phase(app_game(a)) == PHASE_PLAY && app_on_board(a) &&
	       (a->depth == 1 || (app_top(a)->flags & MODE_KEEPS_TIME));
}

void app_moved(struct app *a, enum color c)
{
	for (int i = 0; i < a->registry->nservices; i++)
		if (a->registry->services[i]->moved)
			a->registry->services[i]->moved(a, a->services[i], c);
}

/* Each mode on the stack looks at its work beside the board. */
static int app_modes_tick(struct app *a)
{
	int react = REACT_NONE;

	for (int i = a->depth - 1; i >= 0; i--) {
		if (i >= a->depth)   /* a tick popped the modes above */
			continue;
		const struct app_entry *e = &a->stack[i];
		if (e->mode->tick)
			react |= e->mode->tick(a, e->data);
	}
	return react;
}

int app_tick(struct app *a, int wait_ms)
{
	int r = REACT_NONE;

	for (int i = 0; i < a->registry->nservices; i++)
		if (a->registry->services[i]->tick)
			r |= a->registry->services[i]->tick(a, a->services[i], wait_ms);
	r |= app_modes_tick(a);
	if (a->autosave_alert) {
		app_error(a, "Autosave failed (%s: %s): this game is not safe until it is saved (s).",
			  a->autosave ? autosave_file(a->autosave) : "no state directory", strerror(a->autosave_errno));
		a->autosave_alert = false;
		r |= REACT_MESSAGE | REACT_PANEL;
	}
	return app_reacted(a, r);
}

bool app_busy(const struct app *a)
{
	for (int i = 0; i < a->depth; i++)
		if (a->stack[i].mode->busy && a->stack[i].mode->busy(a->stack[i].data))
			return true;
	for (int i = 0; i < a->registry->nservices; i++)
		if (a->registry->services[i]->busy && a->registry->services[i]->busy(a, a->services[i]))
			return true;
	return false;
}

/* --- life cycle ------------------------------------------------------------------------------------- */

/* Tab at the prompt: the registry's completion. */
static void app_complete(const void *arg, const char *before, char *insert, size_t insert_len, char *hint,
			 size_t hint_len)
{
	const struct app_registry *r = arg;

	r->complete(r, before, insert, insert_len, hint, hint_len);
}

struct app *app_new(const struct app_options *opt)
{
	struct app *a = xcalloc(1, sizeof *a);
	const struct app_registry *r = opt->registry;
	char komi[16], err[128];

	a->setup = opt->setup;
	a->look = opt->look;
	a->autosaving = opt->autosave;
	a->rows = opt->rows;
	a->cols = opt->cols;
	a->registry = r;
	a->background = opt->background;
	for (int i = 0; i < r->nservices && i < APP_MAX_SERVICES; i++)
		a->services[i] = r->services[i]->create ? r->services[i]->create(opt) : NULL;
	a->prompt = prompt_new(opt->history, app_complete, r);
	a->stack[0] = (struct app_entry){ r->modes[0], r->modes[0]->enter ? r->modes[0]->enter(a, NULL) : NULL };
	a->depth = 1;
	a->doc = app_fresh_document(a, err, sizeof err);
	if (!a->doc) {   /* a handicap the board cannot take: start without it */
		a->setup.handicap = 0;
		a->doc = app_fresh_document(a, err, sizeof err);
	}
	app_cursor_home(a);
	app_message(a, "%dx%d board, %s rules, komi %s. Arrows move, Enter plays; n starts another kind "
		    "of game; ? lists every key.", a->setup.size, a->setup.size,
		    ruleset_preset_of(&a->setup.rules) ? ruleset_preset_of(&a->setup.rules) : "custom",
		    ruleset_komi_str(a->setup.rules.komi2, komi));
	app_start(a);
	return a;
}

void app_free(struct app *a)
{
	if (!a)
		return;
	while (a->depth > 0)
		app_pop_top(a);
	for (int i = 0; i < a->registry->nservices && i < APP_MAX_SERVICES; i++)
		if (a->registry->services[i]->destroy)
			a->registry->services[i]->destroy(a->services[i]);
	document_free(a->doc);
	marking_free(a->marking);
	prompt_free(a->prompt);
	autosave_close(a->autosave, false);
	free(a->file);
	free(a);
}
