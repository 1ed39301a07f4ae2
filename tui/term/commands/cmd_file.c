/*
 * cmd_file.c: the commands of files: load and save (a case of the library saved under a name of
 * its own), quit, the autosave, export (diagrams and pictures out) and the games of a collection.
 *
 * export writes a file whole (rules/atomic.h), asking before it replaces one that exists (export!
 * does not); the message says what the file holds and what a diagram had to leave out.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules/atomic.h"
#include "rules/marking.h"
#include "rules/ruleset.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/export.h"
#include "tui/shared/library.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/course_graph.h"
#include "tui/term/mode.h"

void cmd_loaded(struct app *a)
{
	if (app_base(a) != &mode_review)   /* a file opens in review (over the library, say) */
		app_push(a, &mode_review, NULL);
}

static int cmd_load(struct app *a, int argc, char **argv, bool force)
{
	char what[APP_MESSAGE_MAX];
	int react;

	snprintf(what, sizeof what, "Load %s", argv[0]);
	if (cmd_guard(a, "load", argc, argv, force, what, &react) != 0)
		return react;
	app_load(a, argv[0]);
	return REACT_ALL;
}

const struct command cmd_load_entry = {
	.name = "load", .usage = "FILE", .min_args = 1, .max_args = 1, .exec = cmd_load,
	.complete = COMMAND_ARG_FILE, .help = "open a game from an SGF file",
};

/* Are x and y (names as typed) the same file? */
static bool same_file(const char *x, const char *y)
{
	struct stat sx, sy;

	if (!x || !y)
		return false;
	char *fx = app_path(x), *fy = app_path(y);
	bool same = stat(fx, &sx) != 0 || stat(fy, &sy) != 0 ? strcmp(fx, fy) == 0
		  : sx.st_dev == sy.st_dev && sx.st_ino == sy.st_ino;
	free(fx);
	free(fy);
	return same;
}

/* Save to path (as typed), asking first before replacing another file. */
static int save_to(struct app *a, const char *path, bool force)
{
	char err[APP_MESSAGE_MAX], question[APP_MESSAGE_MAX];
	char *full = app_path(path);
	struct stat st;
	int react = REACT_ALL;

	if (atomic_writable(full, err, sizeof err) != 0) {   /* a directory, a FIFO, a device: no question */
		react = app_error(a, "save: %s; the game is not saved", err);
	} else if (!force && stat(full, &st) == 0 && !same_file(path, app_file(a))) {
		snprintf(question, sizeof question, "%s already exists. Replace it with this game?", path);
		react = cmd_ask(a, question, "save", 1, (char *[]){ (char *)path });
	} else if (!force && same_file(path, app_file(a)) && app_file_changed(a)) {   /* as editors ask */
		snprintf(question, sizeof question, "%s changed on disk since it was loaded or saved here (another "
			 "board or program wrote it). Replace it with this game, losing that change?", path);
		react = cmd_ask(a, question, "save", 1, (char *[]){ (char *)path });
	} else {
		app_save(a, path);
	}
	free(full);
	return react;
}

/* True if the file a name typed stands for is in the case library, which is never written. */
static bool in_library(const char *name)
{
	char *full = app_path(name);
	bool in = library_holds(full);

	free(full);
	return in;
}

/* A case of the library opened: the prompt, with a new name in the current directory proposed. */
static int save_case_as(struct app *a, const char *file)
{
	char name[512], line[600];

	library_save_name(file, name, sizeof name);
	snprintf(line, sizeof line, "save %s", name);
	app_push(a, &mode_prompt, line);
	return app_message(a, "The case library is never written: Enter saves this game as %s in the current "
			   "directory (or type another name).", name) | REACT_ALL;
}

static int cmd_save(struct app *a, int argc, char **argv, bool force)
{
	const char *file = app_file(a);

	if (argc == 0 && file && in_library(file))
		return save_case_as(a, file);
	if (argc == 0 && !file) {
		app_push(a, &mode_prompt, "save ");
		return app_message(a, "Save as: type a file name (Tab completes), then Enter.") | REACT_ALL;
	}
	const char *name = argc ? argv[0] : file;
	const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
	char err[APP_MESSAGE_MAX], *given = app_path(name);
	struct stat st;
	bool special = stat(given, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
	int refused = special ? atomic_writable(given, err, sizeof err) : 0;   /* a device, a FIFO: as named */
	free(given);
	if (refused != 0)
		return app_error(a, "save: %s; the game is not saved", err);
	size_t len = strlen(name) + 5;
	char *path = xmalloc(len);
	snprintf(path, len, "%s%s", name, *base && !strchr(base, '.') ? ".sgf" : "");
	int react = in_library(path) ? app_error(a, "save: %s is in the case library, which tengen never "
						 "changes; save the game under a name of your own", path)
				     : save_to(a, path, force);
	free(path);
	return react;
}

/* --- the program ---------------------------------------------------------------------------------- */

const struct command cmd_save_entry = {
	.name = "save", .usage = "[FILE]", .max_args = 1, .exec = cmd_save, .complete = COMMAND_ARG_FILE,
	.help = "save the game and all its variations as SGF (to its file, or to FILE; .sgf is added "
		"to a bare name); a case of the library is saved under a new name, never over the case",
};

static int cmd_quit(struct app *a, int argc, char **argv, bool force)
{
	char question[APP_MESSAGE_MAX];

	(void)argc, (void)argv;
	if (force || !app_unsaved(a))
		return REACT_QUIT;
	const char *kept = app_autosave_current(a);
	if (kept)
		snprintf(question, sizeof question, "Quit? This game is not saved to a file; it stays in the "
			 "autosave (%s), and the next tengen offers to resume it.", kept);
	else
		snprintf(question, sizeof question, "Quit? This game is not saved to a file%s, and it will be "
			 "lost.", app_autosave_error(a) ? " and the autosave failed" : "");
	return app_confirm(a, question, "quit!", NULL);
}

const struct command cmd_quit_entry = {
	.name = "quit", .usage = "", .exec = cmd_quit,
	.help = "leave tengen (asks first when the game is not saved; quit! does not)",
};

static int cmd_autosave(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)force;
	if (!strcmp(argv[0], "resume"))
		return app_resume_autosave(a);
	if (!strcmp(argv[0], "discard"))
		return app_discard_autosave(a);
	return app_error(a, "autosave: resume or discard");
}

static const char *const words_autosave[] = { "resume", "discard", NULL };
const struct command cmd_autosave_entry = {
	.name = "autosave", .usage = "resume|discard", .min_args = 1, .max_args = 1, .exec = cmd_autosave,
	.complete = COMMAND_ARG_WORDS, .words = words_autosave,
	.help = "resume the game in the autosave, or put it aside",
};

/* What export was asked for. */
struct export_args {
	bool svg;
	bool review;                 /* the game with its course (tui/term/course_graph.h) */
	const char *file;
	int from;                    /* -1: none */
	struct export_count count;
};

/* Parse the words after `export`.  -1 with a message. */
static int export_parse(struct app *a, int argc, char **argv, struct export_args *x)
{
	char why[256];

	memset(x, 0, sizeof *x);
	x->from = -1;
	if (argc < 2 || (strcmp(argv[0], "diagram") && strcmp(argv[0], "svg") && strcmp(argv[0], "review")))
		return app_error(a, "usage: export diagram FILE [from N] | export svg FILE [from N] [count [RULESET "
				 "[RULESET]]] | export review FILE"), -1;
	x->svg = argv[0][0] == 's';
	x->review = argv[0][0] == 'r';
	x->file = argv[1];
	if (x->review && argc > 2)
		return app_error(a, "export review FILE: nothing after the file"), -1;
	for (int i = 2; i < argc; i++) {
		char *end;
		if (!strcmp(argv[i], "from") && i + 1 < argc) {
			long n = strtol(argv[++i], &end, 10);
			if (end == argv[i] || *end || n < 0 || n > game_moves(app_game(a)))
				return app_error(a, "export: from %s: a move number from 0 to %d", argv[i],
						 game_moves(app_game(a))), -1;
			x->from = (int)n;
		} else if (!strcmp(argv[i], "count") && x->svg) {
			x->count.n = 1;
			x->count.rules[0] = *game_rules(app_game(a));
			const char *preset = ruleset_preset_of(&x->count.rules[0]);
			snprintf(x->count.names[0], sizeof x->count.names[0], "%s", preset ? preset : "the game's rules");
			for (int k = 0; k < 2 && i + 1 < argc && strcmp(argv[i + 1], "from"); k++) {
				if (ruleset_parse(&x->count.rules[k], argv[++i], why, sizeof why) != 0)
					return app_error(a, "export: %s", why), -1;
				snprintf(x->count.names[k], sizeof x->count.names[k], "%s", argv[i]);
				x->count.n = k + 1;
			}
		} else {
			return app_error(a, "export: %s: expected from N%s", argv[i], x->svg ? " or count [RULESET [RULESET]]" : ""), -1;
		}
	}
	return 0;
}

/* The text of the file, or NULL with a message. */
static char *export_text(struct app *a, const struct export_args *x, char *said, size_t len)
{
	struct document *d = app_document(a);

	if (x->svg) {
		struct export_count c = x->count;
		c.marking = c.n ? marking_get(app_marking(a)) : NULL;
		if (c.n == 2)
			snprintf(said, len, "the board counted by %s and by %s, side by side", c.names[0], c.names[1]);
		else if (c.n == 1)
			snprintf(said, len, "the board counted by %s", c.names[0]);
		else
			snprintf(said, len, "a picture of the board");
		if (x->from >= 0) {   /* the moves no stone shows, as the picture captions them */
			int numbers[BOARD_MAX_POINTS];
			char moves[400];
			export_numbers(app_game(a), x->from, numbers);
			size_t k = strlen(said);
			if (export_numbers_note(app_game(a), x->from, numbers, moves, sizeof moves) > 0 && k < len)
				snprintf(said + k, len - k, ", under it %s", moves);
		}
		return export_svg(d, x->from, &c);
	}
	struct sensei_diagram diagram = { 0 };
	char err[256], note[512];
	if (export_diagram(d, x->from, &diagram, note, sizeof note, err, sizeof err) != 0) {
		app_error(a, "export: %s", err);
		return NULL;
	}
	int moves = sensei_moves(&diagram);
	int k = snprintf(said, len, "a diagram of move %d%s", x->from < 0 ? game_moves(app_game(a)) : x->from,
			 moves ? " and the moves after it, numbered" : "");
	char again[128] = "";   /* the points played again, as its title captions them: "3 at 1" */
	for (int i = 1, at = 0; i <= moves && at < (int)sizeof again; i++)
		if (diagram.at[i])
			at += snprintf(again + at, sizeof again - (size_t)at, "%s%d at %d", at ? ", " : "",
				       diagram.first_number + i - 1, diagram.first_number + diagram.at[i] - 1);
	if (again[0] && (size_t)k < len)
		k += snprintf(said + k, len - (size_t)k, " (%s)", again);
	if (note[0])
		snprintf(said + k, len - (size_t)k, " (left out: %s)", note);
	return sensei_write(&diagram);
}

static int cmd_export(struct app *a, int argc, char **argv, bool force)
{
	struct export_args x;
	char said[700], err[APP_MESSAGE_MAX], line[APP_MESSAGE_MAX], quoted[APP_MESSAGE_MAX];
	struct stat st;

	if (export_parse(a, argc, argv, &x) != 0)
		return REACT_MESSAGE;
	char *full = app_path(x.file);
	if (atomic_writable(full, err, sizeof err) != 0) {
		free(full);
		return app_error(a, "export: %s", err);
	}
	if (!force && stat(full, &st) == 0) {   /* as save asks */
		size_t n = (size_t)snprintf(line, sizeof line, "export!");
		for (int i = 0; i < argc && n < sizeof line; i++)
			n += (size_t)snprintf(line + n, sizeof line - n, " %s", command_quote(argv[i], quoted, sizeof quoted));
		snprintf(said, sizeof said, "%s already exists. Replace it?", x.file);
		free(full);
		return app_confirm(a, said, line, NULL);
	}
	if (x.review) {   /* written once the course is complete: now, or when the estimates are in */
		int rc = course_graph_export(a, full, x.file);
		free(full);
		return rc < 0 ? REACT_MESSAGE : REACT_ALL;
	}
	char *text = export_text(a, &x, said, sizeof said);
	int rc = text ? atomic_write(full, text, strlen(text), err, sizeof err) : -1;
	free(full);
	if (!text)
		return REACT_MESSAGE;
	free(text);
	if (rc != 0)
		return app_error(a, "export: %s", err);
	return app_message(a, "Wrote %s: %s.", x.file, said) | REACT_ALL;
}

static int cmd_game(struct app *a, int argc, char **argv, bool force)
{
	struct document *d = app_document(a);
	int count, at = document_game_index(d, &count), to;
	char *end;

	(void)argc, (void)force;
	if (!strcmp(argv[0], "next") || !strcmp(argv[0], "prev"))
		to = at + (argv[0][0] == 'n' ? 1 : -1);
	else if ((to = (int)strtol(argv[0], &end, 10) - 1) < 0 || *end)
		return app_error(a, "game: next, prev or a number from 1 to %d", count);
	if (to < 0 || to >= count)
		return app_error(a, "game: this file holds %d game%s; this is number %d", count, count == 1 ? "" : "s", at + 1);
	if (document_goto_game(d, to) != 0)
		return app_error(a, "game %d: its board cannot be played", to + 1);
	cmd_walked(a);
	const char *gn = sgf_value(document_root(d), "GN");
	char *name = gn ? sgf_simpletext(gn) : xstrdup("");
	int r = app_message(a, "Game %d of %d%s%s.", to + 1, count, name[0] ? ": " : "", name) | REACT_ALL;
	free(name);
	return r;
}

static const char *const words_export[] = { "diagram", "svg", "review", "from", "count", NULL };
const struct command cmd_export_entry = {
	.name = "export", .usage = "diagram FILE [from N] | svg FILE [from N] [count [RULESET [RULESET]]] | review FILE",
	.min_args = 2, .max_args = 7, .exec = cmd_export, .complete = COMMAND_ARG_WORDS, .words = words_export,
	.help = "write a Sensei's Library diagram of the position (the moves after move N numbered), or an SVG "
		"picture (with the count of one ruleset, or two side by side), or the game with its review: the "
		"estimate at every move and the moves that decided it as comments, as Sabaki reads them",
};

static const char *const words_game[] = { "next", "prev", NULL };
const struct command cmd_game_entry = {
	.name = "game", .usage = "N|next|prev", .min_args = 1, .max_args = 1, .exec = cmd_game,
	.modes = MODES_BOARD, .complete = COMMAND_ARG_WORDS, .words = words_game,
	.help = "another game of the file (a text of several diagrams is one game each)",
};
