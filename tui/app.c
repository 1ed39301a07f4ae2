/* app.c: the app's state, its base modes (play, score) and overlays (help, confirm, prompt). */
#include "config.h"

#include "tui/app.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "rules/atomic.h"
#include "tui/autosave.h"
#include "tui/command.h"
#include "tui/gamefile.h"
#include "tui/key.h"
#include "tui/prompt.h"
#include "tui/screen.h"
#include "tui/view.h"

/* --- key bindings: keys map to command strings ------------------------------------------------- */

struct binding {
	int keys[3];            /* up to three keys, 0-terminated */
	const char *command;    /* the command line they run */
	const char *help;       /* what that does, for the help screen */
};

static const struct binding app_bindings[] = {
	{ { KEYC_LEFT, 'h' }, "cursor left", "move the cursor left" },
	{ { KEYC_RIGHT, 'l' }, "cursor right", "move the cursor right" },
	{ { KEYC_UP, 'k' }, "cursor up", "move the cursor up" },
	{ { KEYC_DOWN, 'j' }, "cursor down", "move the cursor down" },
	{ { KEYC_ENTER, ' ' }, "play", "play a stone at the cursor (or click the point)" },
	{ { 'p' }, "pass", "pass; two passes in a row end play and count the board" },
	{ { 'u' }, "undo", "take back the last move" },
	{ { 'r' }, "redo", "play again a move taken back" },
	{ { KEYC_HOME }, "goto start", "go back to the start of the game" },
	{ { KEYC_END }, "goto end", "go to the last move" },
	{ { 'R' }, "resign", "resign (asks first)" },
	{ { 'c' }, "continue", "after both players passed: go on playing" },
	{ { 'n' }, "new-dialog", "new game: size, rules, komi, handicap, players" },
	{ { 's' }, "save", "save the game (asks for a file name the first time)" },
	{ { 'o' }, "command-prompt \"load \"", "open a game from an SGF file" },
	{ { 'm' }, "numbers", "show or hide move numbers" },
	{ { ':' }, "command-prompt", "type a command (Tab completes, Up recalls earlier ones)" },
	{ { '?' }, "help", "this help" },
	{ { 'q' }, "quit", "quit (asks first when the game is not saved)" },
};
#define BINDING_COUNT (sizeof app_bindings / sizeof app_bindings[0])

static const struct binding *app_binding(int key)
{
	for (size_t i = 0; i < BINDING_COUNT; i++)
		for (int k = 0; k < 3 && app_bindings[i].keys[k]; k++)
			if (app_bindings[i].keys[k] == key)
				return &app_bindings[i];
	return NULL;
}

static const char *const play_hints[] = {
	"Enter", "play", "p", "pass", "u", "undo", "n", "new game", "s", "save", ":", "command",
	"r", "redo", "?", "help", "q", "quit", NULL, NULL,
};
static const char *const score_hints[] = {
	"u", "undo the pass", "c", "continue", "s", "save", "n", "new game", ":", "command",
	"?", "help", "q", "quit", NULL, NULL,
};

/* --- messages and overlays ------------------------------------------------------------------------ */

static int app_vmessage(struct app *a, bool error, const char *fmt, va_list ap)
{
	vsnprintf(a->message, sizeof a->message, fmt, ap);
	a->message_error = error;
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
	return REACT_MESSAGE;
}

int app_open(struct app *a, const struct mode *overlay)
{
	a->overlay = overlay;
	if (overlay->enter)
		overlay->enter(a);
	return REACT_ALL;
}

int app_close(struct app *a)
{
	a->overlay = NULL;
	return REACT_ALL;
}

int app_confirm(struct app *a, const char *question, const char *yes, const char *no)
{
	snprintf(a->confirm.question, sizeof a->confirm.question, "%s", question);
	snprintf(a->confirm.yes, sizeof a->confirm.yes, "%s", yes);
	snprintf(a->confirm.no, sizeof a->confirm.no, "%s", no ? no : "");
	return app_open(a, &app_mode_confirm);
}

int app_prompt_text(struct app *a, const char *text)
{
	prompt_begin(a->prompt, text);
	return REACT_ALL;
}

/* --- the game ------------------------------------------------------------------------------------- */

bool app_unsaved(const struct app *a)
{
	return a->dirty && game_moves(a->game) + game_redo_count(a->game) > 0;
}

const char *app_player(const struct app *a, enum color c)
{
	return a->names[c][0] ? a->names[c] : c == BLACK ? "Black" : "White";
}

/* The players' names into the file's root, before it is written. */
static void app_names_out(const struct app *a)
{
	for (enum color c = BLACK; c <= WHITE; c++)
		gamefile_set_player(a->root, c, a->names[c]);
}

static void app_names_in(struct app *a)
{
	for (enum color c = BLACK; c <= WHITE; c++)
		gamefile_player(a->root, c, a->names[c], APP_NAME_MAX);
}

int app_autosave(struct app *a)
{
	if (!a->autosave)
		return 0;
	if (!app_unsaved(a)) {
		if (unlink(a->autosave) != 0 && errno != ENOENT)
			return -1;
		return 0;
	}
	app_names_out(a);
	char *text = gamefile_sgf(a->game, a->root);
	int rc = atomic_write(a->autosave, text, strlen(text));
	a->autosave_errno = rc == 0 ? 0 : errno;
	free(text);
	return rc;
}

bool app_autosave_finish(struct app *a)
{
	app_autosave(a);
	return a->autosave && app_unsaved(a);
}

static void app_sync_base(struct app *a)
{
	const struct mode *want = game_end_reason(a->game) == END_PASSES ? &app_mode_score : &app_mode_play;

	if (a->base != want) {
		a->base = want;
		if (want->enter)
			want->enter(a);
	}
}

void app_changed(struct app *a)
{
	a->dirty = true;
	app_autosave(a);
	app_sync_base(a);
}

static void app_cursor_home(struct app *a)
{
	const struct board *b = game_board(a->game);
	const struct move *m = game_move(a->game, game_moves(a->game));

	a->cursor = m && m->action == ACTION_PLAY ? m->point : board_point(b, b->size / 2, b->size / 2);
}

/* Take g as the game, with the file's root (NULL: a new one), from file (NULL: none). */
static void app_adopt(struct app *a, struct game *g, struct gamefile *root, const char *file)
{
	game_free(a->game);
	a->game = g;
	gamefile_free(a->root);
	a->root = root ? root : gamefile_new();
	free(a->file);
	a->file = file ? xstrdup(file) : NULL;
	a->dirty = false;
	app_cursor_home(a);
	a->base = NULL;
	app_sync_base(a);
}

static void app_fresh_game(struct app *a)
{
	struct game *g = game_new(a->setup.size, &a->setup.rules);

	if (a->setup.handicap >= 2)
		game_fixed_handicap(g, a->setup.handicap, NULL);
	app_adopt(a, g, NULL, NULL);
	for (enum color c = BLACK; c <= WHITE; c++)
		snprintf(a->names[c], APP_NAME_MAX, "%s", a->setup.names[c]);
}

int app_new_game(struct app *a)
{
	app_fresh_game(a);
	app_autosave(a);
	return REACT_ALL;
}

/* "~/x" is the home directory's x. */
static void app_expand(const char *path, char *out, size_t len)
{
	const char *home = getenv("HOME");

	if (path[0] == '~' && path[1] == '/' && home)
		snprintf(out, len, "%s%s", home, path + 1);
	else
		snprintf(out, len, "%s", path);
}

static void app_describe(const struct game *g, char *buf, size_t len)
{
	char komi[16];
	const char *preset = ruleset_preset_of(game_rules(g));

	snprintf(buf, len, "%dx%d, %d move%s, %s rules, komi %s", game_board(g)->size, game_board(g)->size,
		 game_moves(g), game_moves(g) == 1 ? "" : "s", preset ? preset : "custom",
		 ruleset_komi_str(game_rules(g)->komi2, komi));
}

int app_load(struct app *a, const char *path)
{
	char full[APP_MESSAGE_MAX], err[APP_MESSAGE_MAX], note[APP_MESSAGE_MAX], desc[128];
	struct gamefile *root;

	app_expand(path, full, sizeof full);
	struct game *g = gamefile_load(full, &a->setup.rules, &root, err, sizeof err, note, sizeof note);
	if (!g) {
		app_error(a, "load: %s", err);
		return -1;
	}
	app_adopt(a, g, root, path);
	app_names_in(a);
	app_autosave(a);
	app_describe(g, desc, sizeof desc);
	if (note[0])
		app_error(a, "Loaded %s only up to move %d: %s", path, game_moves(g), note);
	else
		app_message(a, "Loaded %s: %s.", path, desc);
	return 0;
}

int app_save(struct app *a, const char *path)
{
	char full[APP_MESSAGE_MAX], err[APP_MESSAGE_MAX];

	app_expand(path, full, sizeof full);
	app_names_out(a);
	if (gamefile_save(full, a->game, a->root, err, sizeof err) != 0) {
		app_error(a, "save: %s", err);
		return -1;
	}
	if (path != a->file) {
		free(a->file);
		a->file = xstrdup(path);
	}
	a->dirty = false;
	app_autosave(a);
	app_message(a, "Saved %s (%d move%s).", path, game_moves(a->game), game_moves(a->game) == 1 ? "" : "s");
	return 0;
}

/* --- the autosave at start ------------------------------------------------------------------------ */

static char *app_aside_path(const struct app *a)
{
	size_t len = strlen(a->autosave) + 16;
	char *path = xmalloc(len), *dot;

	snprintf(path, len, "%s", a->autosave);
	dot = strrchr(path, '.');
	snprintf(dot ? dot : path + strlen(path), 24, "-previous.sgf");
	return path;
}

void app_offer_resume(struct app *a)
{
	char err[APP_MESSAGE_MAX], note[APP_MESSAGE_MAX], desc[128], when[32], question[APP_MESSAGE_MAX];
	struct gamefile *root;
	struct stat st;

	if (!a->autosave || stat(a->autosave, &st) != 0)
		return;
	struct game *g = gamefile_load(a->autosave, &a->setup.rules, &root, err, sizeof err, note, sizeof note);
	if (!g) {
		app_discard_autosave(a);
		app_error(a, "The autosave could not be read (%s); it was put aside.", err);
		return;
	}
	app_describe(g, desc, sizeof desc);
	strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&st.st_mtime));
	snprintf(question, sizeof question, "An unsaved game from %s is in the autosave (%s, %s to play). "
		 "Resume it?", when, desc, game_phase(g) == PHASE_PLAY ? (game_to_move(g) == BLACK ? "Black" :
		 "White") : "nobody");
	game_free(g);
	gamefile_free(root);
	app_confirm(a, question, "autosave resume", "autosave discard");
}

int app_resume_autosave(struct app *a)
{
	char err[APP_MESSAGE_MAX], note[APP_MESSAGE_MAX], desc[128];
	struct gamefile *root;

	if (!a->autosave)
		return app_error(a, "autosave: there is no autosave in this run");
	struct game *g = gamefile_load(a->autosave, &a->setup.rules, &root, err, sizeof err, note, sizeof note);
	if (!g)
		return app_error(a, "autosave: %s", err);
	app_adopt(a, g, root, NULL);
	app_names_in(a);
	a->dirty = true;
	app_describe(g, desc, sizeof desc);
	return app_message(a, "Resumed the autosaved game: %s. It is not saved to a file yet (s saves).",
			   desc) | REACT_ALL;
}

int app_discard_autosave(struct app *a)
{
	if (!a->autosave)
		return app_error(a, "autosave: there is no autosave in this run");
	char *aside = app_aside_path(a);
	int rc = rename(a->autosave, aside);
	if (rc == 0)
		app_message(a, "The unsaved game was put aside in %s; load it from there if you want it.", aside);
	else
		app_error(a, "autosave: %s", strerror(errno));
	free(aside);
	return REACT_ALL;
}

/* --- life cycle and dispatch ---------------------------------------------------------------------- */

struct app *app_new(const struct app_options *opt)
{
	struct app *a = xcalloc(1, sizeof *a);
	char komi[16];

	a->setup = opt->setup;
	a->look = opt->look;
	a->autosave = opt->autosave ? xstrdup(opt->autosave) : NULL;
	a->rows = opt->rows;
	a->cols = opt->cols;
	a->prompt = prompt_new(opt->history, command_complete);
	app_fresh_game(a);
	app_message(a, "%dx%d board, %s rules, komi %s. Arrows move, Enter plays; n starts another kind "
		    "of game; ? lists every key.", a->setup.size, a->setup.size,
		    ruleset_preset_of(&a->setup.rules) ? ruleset_preset_of(&a->setup.rules) : "custom",
		    ruleset_komi_str(a->setup.rules.komi2, komi));
	return a;
}

void app_free(struct app *a)
{
	if (!a)
		return;
	game_free(a->game);
	gamefile_free(a->root);
	prompt_free(a->prompt);
	free(a->file);
	free(a->autosave);
	free(a);
}

int app_key(struct app *a, int key)
{
	const struct mode *m = a->overlay ? a->overlay : a->base;

	return m->key(a, key);
}

int app_click(struct app *a, int y, int x)
{
	struct layout l;

	if (a->overlay)
		return REACT_NONE;
	view_layout(a->rows, a->cols, game_board(a->game)->size, &l);
	int p = view_point_at(&l, game_board(a->game), y, x);
	if (p == BOARD_NONE)
		return REACT_NONE;
	a->cursor = p;
	return app_run(a, "play") | REACT_BOARD;
}

int app_run(struct app *a, const char *line)
{
	return command_execute(a, line);
}

int app_resize(struct app *a, int rows, int cols)
{
	a->rows = rows;
	a->cols = cols;
	return REACT_ALL;
}

void app_draw(const struct app *a, struct screen *s, int react)
{
	if (a->overlay)
		react |= REACT_ALL;
	a->base->draw(a, s, react);
	if (a->overlay)
		a->overlay->draw(a, s, react);
}

/* --- play and score ------------------------------------------------------------------------------- */

static int base_key(struct app *a, int key)
{
	char name[16];

	if (key == KEYC_ESCAPE) {
		a->message[0] = '\0';
		return REACT_MESSAGE;
	}
	const struct binding *b = app_binding(key);
	if (!b)
		return app_error(a, "%s: no such key here; ? lists the keys", key_to_name(key, name));
	return app_run(a, b->command);
}

static void play_draw(const struct app *a, struct screen *s, int react)
{
	view_draw_base(a, s, react, play_hints);
}

static void score_draw(const struct app *a, struct screen *s, int react)
{
	view_draw_base(a, s, react, score_hints);
}

const struct mode app_mode_play = { .name = "play", .draw = play_draw, .key = base_key };
const struct mode app_mode_score = { .name = "score", .draw = score_draw, .key = base_key };

/* --- confirm -------------------------------------------------------------------------------------- */

static int confirm_key(struct app *a, int key)
{
	char line[APP_MESSAGE_MAX];

	if (key == 'y' || key == 'Y') {
		snprintf(line, sizeof line, "%s", a->confirm.yes);
		app_close(a);
		return app_run(a, line) | REACT_ALL;
	}
	if (key == 'n' || key == 'N' || key == KEYC_ESCAPE || key == 'q') {
		snprintf(line, sizeof line, "%s", a->confirm.no);
		app_close(a);
		if (line[0])
			return app_run(a, line) | REACT_ALL;
		return app_message(a, "Nothing changed.") | REACT_ALL;
	}
	return REACT_NONE;
}

static void confirm_draw(const struct app *a, struct screen *s, int react)
{
	int w = s->cols - 4 < 64 ? s->cols - 4 : 64, starts[6], lens[6];
	bool cut;
	char line[APP_MESSAGE_MAX];

	(void)react;
	int n = screen_wrap(a->confirm.question, w - 4, 6, starts, lens, &cut);
	int h = n + 4, y = (s->rows - h) / 2, x = (s->cols - w) / 2;
	screen_box(s, y, x, h, w, STYLE_BOX, a->look.ascii);
	for (int i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%.*s", lens[i], a->confirm.question + starts[i]);
		screen_put(s, y + 1 + i, x + 2, line, STYLE_BOLD, w - 4);
	}
	int kx = x + 2;
	kx += screen_put(s, y + h - 2, kx, "y", STYLE_KEY, -1);
	kx += screen_put(s, y + h - 2, kx + 1, "yes", STYLE_BOX, -1) + 4;
	kx += screen_put(s, y + h - 2, kx, "n", STYLE_KEY, -1);
	screen_put(s, y + h - 2, kx + 1, "no", STYLE_BOX, -1);
}

const struct mode app_mode_confirm = { .name = "confirm", .draw = confirm_draw, .key = confirm_key };

/* --- help ----------------------------------------------------------------------------------------- */

#define HELP_MAX_LINES 160
#define HELP_WIDTH 160

struct help_line {
	char text[HELP_WIDTH];
	bool heading;
};

static void help_keys(const struct binding *b, char *buf, size_t len)
{
	size_t n = 0;
	char name[16];

	buf[0] = '\0';
	for (int k = 0; k < 3 && b->keys[k]; k++)
		n += (size_t)snprintf(buf + n, len - n, "%s%s", k ? " " : "", key_to_name(b->keys[k], name));
}

/* Every key, then every command. */
static int help_lines(struct help_line *lines)
{
	int n = 0;
	char keys[32];

	snprintf(lines[n].text, HELP_WIDTH, "Keys on the board");
	lines[n++].heading = true;
	for (size_t i = 0; i < BINDING_COUNT; i++) {
		help_keys(&app_bindings[i], keys, sizeof keys);
		snprintf(lines[n++].text, HELP_WIDTH, "  %-14s %s", keys, app_bindings[i].help);
	}
	snprintf(lines[n++].text, HELP_WIDTH, "  %-14s %s", "C-c", "quit at once; the game stays in the autosave");
	lines[n++].text[0] = '\0';
	snprintf(lines[n].text, HELP_WIDTH, "Commands: type : then the command; Tab completes, Up recalls");
	lines[n++].heading = true;
	for (int i = 0; i < command_count() && n + 2 < HELP_MAX_LINES; i++) {
		const struct command *c = command_at(i);
		char head[96];
		snprintf(head, sizeof head, "%s %s", c->name, c->usage);
		if (strlen(head) > 22) {
			snprintf(lines[n++].text, HELP_WIDTH, "  %s", head);
			snprintf(lines[n++].text, HELP_WIDTH, "  %-22s %s", "", c->help);
		} else {
			snprintf(lines[n++].text, HELP_WIDTH, "  %-22s %s", head, c->help);
		}
	}
	return n;
}

static void help_frame(const struct app *a, int rows, int cols, int *y, int *x, int *h, int *w)
{
	(void)a;
	*w = cols - 2 < 100 ? cols - 2 : 100;
	*h = rows - 2;
	*y = 1;
	*x = (cols - *w) / 2;
}

static void help_draw(const struct app *a, struct screen *s, int react)
{
	static struct help_line lines[HELP_MAX_LINES];
	int y, x, h, w, n = help_lines(lines);

	(void)react;
	help_frame(a, s->rows, s->cols, &y, &x, &h, &w);
	screen_box(s, y, x, h, w, STYLE_BOX, a->look.ascii);
	screen_put(s, y, x + 2, " tengen help: Up/Down scroll, any other key closes ", STYLE_BOLD, w - 4);
	for (int i = 0; i < h - 2 && a->help_scroll + i < n; i++) {
		const struct help_line *l = &lines[a->help_scroll + i];
		screen_put(s, y + 1 + i, x + 2, l->text, l->heading ? STYLE_BOLD : STYLE_BOX, w - 4);
	}
	if (a->help_scroll + h - 2 < n)
		screen_put(s, y + h - 1, x + w - 12, " more... ", STYLE_BOLD, -1);
}

static void help_enter(struct app *a)
{
	a->help_scroll = 0;
}

static int help_key(struct app *a, int key)
{
	static struct help_line lines[HELP_MAX_LINES];
	int y, x, h, w, n = help_lines(lines), page;

	help_frame(a, a->rows, a->cols, &y, &x, &h, &w);
	page = h - 2 > 1 ? h - 2 : 1;
	int max = n - page > 0 ? n - page : 0, to = a->help_scroll;
	if (key == KEYC_DOWN || key == 'j')
		to++;
	else if (key == KEYC_UP || key == 'k')
		to--;
	else if (key == KEYC_NPAGE || key == ' ')
		to += page;
	else if (key == KEYC_PPAGE)
		to -= page;
	else
		return app_close(a);
	a->help_scroll = to < 0 ? 0 : to > max ? max : to;
	return REACT_ALL;
}

const struct mode app_mode_help = { .name = "help", .enter = help_enter, .draw = help_draw, .key = help_key };

/* --- the command prompt --------------------------------------------------------------------------- */

static int prompt_mode_key(struct app *a, int key)
{
	char line[APP_MESSAGE_MAX];

	switch (prompt_key(a->prompt, key)) {
	case PROMPT_DONE:
		snprintf(line, sizeof line, "%s", prompt_text(a->prompt));
		app_close(a);
		return app_run(a, line) | REACT_ALL;
	case PROMPT_CANCEL:
		return app_close(a);
	default:
		return REACT_MESSAGE;
	}
}

static void prompt_mode_enter(struct app *a)
{
	prompt_begin(a->prompt, NULL);
}

static void prompt_mode_draw(const struct app *a, struct screen *s, int react)
{
	struct layout l;
	const char *hint = prompt_hint(a->prompt);

	(void)react;
	view_layout(s->rows, s->cols, game_board(a->game)->size, &l);
	if (hint[0])
		view_message(s, &l, hint, false);
	int room = s->cols - 3, cur = prompt_cursor(a->prompt);
	int shift = cur > room ? cur - room : 0;
	screen_blank(s, l.hint_y, 0, s->cols, STYLE_PLAIN);
	screen_put(s, l.hint_y, 1 - shift, prompt_text(a->prompt), STYLE_PLAIN, -1);
	screen_blank(s, l.hint_y, 0, 1, STYLE_PLAIN);
	screen_put(s, l.hint_y, 0, ":", STYLE_BOLD, 1);
	s->cursor_visible = true;
	s->cursor_y = l.hint_y;
	s->cursor_x = 1 + cur - shift;
}

const struct mode app_mode_prompt = { .name = "prompt", .enter = prompt_mode_enter,
				      .draw = prompt_mode_draw, .key = prompt_mode_key };
