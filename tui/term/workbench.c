/*
 * workbench.c: export and game, the teacher's commands that are not a mode's (see workbench.h).
 *
 * export writes a file whole (rules/atomic.h), asking before it replaces one that exists (export!
 * does not); the message says what the file holds and what a diagram had to leave out.
 */
#include "config.h"

#include "tui/term/workbench.h"

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
#include "tui/term/app.h"
#include "tui/term/command.h"

/* What export was asked for. */
struct export_args {
	bool svg;
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
	if (argc < 2 || (strcmp(argv[0], "diagram") && strcmp(argv[0], "svg")))
		return app_error(a, "usage: export diagram FILE [from N] | export svg FILE [from N] [count [RULESET "
				 "[RULESET]]]"), -1;
	x->svg = argv[0][0] == 's';
	x->file = argv[1];
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
		return export_svg(d, x->from, &c);
	}
	static struct sensei_diagram diagram;
	char err[256], note[512];
	if (export_diagram(d, x->from, &diagram, note, sizeof note, err, sizeof err) != 0) {
		app_error(a, "export: %s", err);
		return NULL;
	}
	int moves = sensei_moves(&diagram);
	int k = snprintf(said, len, "a diagram of move %d%s", x->from < 0 ? game_moves(app_game(a)) : x->from,
			 moves ? " and the moves after it, numbered" : "");
	if (note[0])
		snprintf(said + k, len - (size_t)k, " (left out: %s)", note);
	return sensei_write(&diagram);
}

int workbench_export(struct app *a, int argc, char **argv, bool force)
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

int workbench_game(struct app *a, int argc, char **argv, bool force)
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
	app_navigated(a);
	const char *gn = sgf_value(document_root(d), "GN");
	char *name = gn ? sgf_simpletext(gn) : xstrdup("");
	int r = app_message(a, "Game %d of %d%s%s.", to + 1, count, name[0] ? ": " : "", name) | REACT_ALL;
	free(name);
	return r;
}
