/*
 * command.c: how a line finds its command and runs it (see command.h).  The table of commands is
 * tui/term/registry.c's; what each command does is in the file of its family, tui/term/commands/.
 *
 * The contract every command keeps:
 *   1. A command runs only through command_execute: a key of a mode's table, a line typed at the
 *      `:` prompt and a line of a --script are the same call.  The line is split (command_split),
 *      the name looked up among the table's commands and the commands of the modes on the stack
 *      (an unambiguous prefix is enough), and refused, with the reason in words on the message line,
 *      when a modal mode is on top, when the command does not apply in the base mode (its `modes`
 *      field), or when the number of arguments is outside [min_args, max_args].
 *   2. exec changes the app only through app.h (and the document through document.h, the game only
 *      through the document), and returns REACT_* flags: what must be drawn again.  It never draws.
 *   3. Every exec says what it did, or why not, on the message line (app_message, app_error); a
 *      command that would throw away unsaved moves asks first (app_confirm with the `name!` line as
 *      its yes) unless it is forced with `!`.
 *   4. Questions about the game (legality, the count, a chain's status) are asked of rules/; a
 *      command formats the answer, it never computes it again.
 * The modes' own commands live with their modes (tui/term/modes/), under the same contract.
 */
#include "config.h"

#include "tui/term/command.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/mode.h"

/* Call fn for every command: the table's, then each mode's own; stop when it returns true. */
const struct command *command_each(const struct app_registry *r, bool (*fn)(const struct command *c, void *arg),
				   void *arg)
{
	for (int i = 0; i < r->ncommands; i++)
		if (fn(r->commands[i], arg))
			return r->commands[i];
	for (int i = 0; i < r->nmodes; i++)
		for (int j = 0; j < r->modes[i]->ncommands; j++)
			if (fn(&r->modes[i]->commands[j], arg))
				return &r->modes[i]->commands[j];
	return NULL;
}

struct find {
	const char *name;
	size_t len;
	const struct command *prefix;
	int prefixes;
	const struct app *a;             /* with an app: a name two modes own is the one that applies */
	const struct command *exact;     /* the first of the name, when none applies */
};

static bool find_exact(const struct command *c, void *arg)
{
	struct find *f = arg;

	if (!strcmp(c->name, f->name)) {
		if (!f->a || command_applies(f->a, c))
			return true;
		if (!f->exact)
			f->exact = c;
		return false;
	}
	if (f->len > 0 && !strncmp(c->name, f->name, f->len)) {
		f->prefix = c;
		f->prefixes++;
	}
	return false;
}

/* The command of that name in r; with a, the one that applies in a's modes now. */
static const struct command *command_lookup(const struct app_registry *r, const struct app *a, const char *name)
{
	struct find f = { .name = name, .len = strlen(name), .a = a };
	const struct command *c = command_each(r, find_exact, &f);

	if (!c)
		c = f.exact;
	return c ? c : f.prefixes == 1 ? f.prefix : NULL;
}

const struct command *command_find(const struct app_registry *r, const char *name)
{
	return command_lookup(r, NULL, name);
}

const struct command *command_find_for(const struct app *a, const char *name)
{
	return command_lookup(app_registry(a), a, name);
}

/* The mode whose own command c is, or NULL for the table's. */
static const struct mode *command_owner(const struct app_registry *r, const struct command *c)
{
	for (int i = 0; i < r->nmodes; i++) {
		const struct mode *m = r->modes[i];
		if (m->commands && c >= m->commands && c < m->commands + m->ncommands)
			return m;
	}
	return NULL;
}

/* True if the word list `modes` (space-separated) names mode. */
static bool modes_name(const char *modes, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = modes; (p = strstr(p, name)); p += n)
		if ((p == modes || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
			return true;
	return false;
}

bool command_applies(const struct app *a, const struct command *c)
{
	const struct mode *owner = command_owner(app_registry(a), c);

	if (owner)
		return app_has_mode(a, owner);
	return !c->modes || modes_name(c->modes, app_base(a)->name);
}

bool command_applies_line(const struct app *a, const char *line)
{
	char name[64];
	size_t n = strcspn(line, " \t");

	snprintf(name, sizeof name, "%.*s", (int)n, line);
	const struct command *c = command_find_for(a, name);
	return c && command_applies(a, c);
}

void command_where(const struct app_registry *r, const struct command *c, char *buf, size_t len)
{
	const struct mode *owner = command_owner(r, c);

	if (owner)
		snprintf(buf, len, " (%s)", owner->while_text);
	else if (c->modes)
		snprintf(buf, len, " (in %s)", c->modes);
	else
		buf[0] = '\0';
}

/* A command that does not apply in the mode the app is in, in words. */
static int command_refused(struct app *a, const struct command *c)
{
	const struct app_registry *r = app_registry(a);
	const struct mode *owner = command_owner(r, c), *base = app_base(a);

	if (owner) {   /* every mode that owns the name: put is setting up's and the handicap's */
		char where[256];
		size_t n = (size_t)snprintf(where, sizeof where, "%s", owner->while_text);
		for (int i = 0; i < r->nmodes && n < sizeof where; i++) {
			const struct mode *m = r->modes[i];
			if (m == owner)
				continue;
			for (int j = 0; j < m->ncommands; j++)
				if (!strcmp(m->commands[j].name, c->name) && n < sizeof where)
					n += (size_t)snprintf(where + n, sizeof where - n, " or %s", m->while_text);
		}
		return app_error(a, "%s: only %s", c->name, where);
	}
	return app_error(a, "%s: not %s%s%s", c->name, base->while_text, base->leave_text ? "; " : "",
			 base->leave_text ? base->leave_text : "");
}

/* --- parsing -------------------------------------------------------------------------------------- */

int command_split(const char *line, char *buf, size_t len, char **argv, int max, char *err, size_t errlen)
{
	int argc = 0;
	size_t n = 0;
	const char *p = line;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p || *p == '#')
			return argc;
		if (argc == max) {
			snprintf(err, errlen, "too many words (at most %d)", max);
			return -1;
		}
		argv[argc++] = buf + n;
		char quote = 0;
		bool full = false;   /* buf has no room for the rest of the word */
		for (; *p && (quote || (*p != ' ' && *p != '\t')); p++) {
			if (*p == '"') {
				quote = !quote;
				continue;
			}
			if (*p == '\\' && p[1])
				p++;
			if (n + 2 > len) {   /* this byte and the word's terminator */
				full = true;
				break;
			}
			buf[n++] = *p;
		}
		if (full || n + 1 > len) {
			snprintf(err, errlen, "the line is too long");
			return -1;
		}
		if (quote) {
			snprintf(err, errlen, "a quote \" is not closed");
			return -1;
		}
		buf[n++] = '\0';
	}
}

const char *command_quote(const char *word, char *buf, size_t len)
{
	bool plain = *word != '\0' && !strpbrk(word, " \t\"\\#");
	size_t n = 0;

	if (plain) {
		snprintf(buf, len, "%s", word);
		return buf;
	}
	buf[n++] = '"';
	for (; *word && n + 3 < len; word++) {
		if (*word == '"' || *word == '\\')
			buf[n++] = '\\';
		buf[n++] = *word;
	}
	buf[n++] = '"';
	buf[n] = '\0';
	return buf;
}

/* command_execute once the line is split into buf (a line of any length fits). */
static int command_execute_split(struct app *a, const char *line, char *buf, size_t size);

/* A point typed alone as a command ("f9"): what to type to play there, or to mark the chain there
 * while counting. */
static int command_vertex_alone(struct app *a, const char *vertex)
{
	const char *verb = command_applies_line(a, "play") ? "play" : command_applies_line(a, "mark") ? "mark" : NULL;

	if (!verb)
		return app_error(a, "%s: no such command; ? lists the commands and keys", vertex);
	return app_error(a, "%s: no such command; to %s there, type: %s %s", vertex,
			 strcmp(verb, "play") ? "mark the chain" : "play", verb, vertex);
}

int command_execute(struct app *a, const char *line)
{
	while (*line == ' ' || *line == ':')
		line++;
	size_t len = strlen(line) + 1;
	char *buf = xmalloc(len);
	int r = command_execute_split(a, line, buf, len);
	free(buf);
	return r;
}

static int command_execute_split(struct app *a, const char *line, char *buf, size_t size)
{
	char err[128], name[64];
	char *argv[COMMAND_MAX_ARGS];

	int argc = command_split(line, buf, size, argv, COMMAND_MAX_ARGS, err, sizeof err);
	if (argc < 0)
		return app_error(a, "%s", err);
	if (argc == 0)
		return REACT_NONE;
	snprintf(name, sizeof name, "%s", argv[0]);
	size_t len = strlen(name);
	bool force = len > 1 && name[len - 1] == '!';
	if (force)
		name[len - 1] = '\0';
	const struct command *c = command_find_for(a, name);
	if (!c && argc == 1 && board_vertex_parse(game_board(app_game(a)), name) > BOARD_PASS)
		return command_vertex_alone(a, name);
	if (!c)
		return app_error(a, "%s: no such command; ? lists the commands and keys", name);
	/* A line is typed at the prompt, which a dialogue or a question on the screen keeps closed. */
	const struct mode *top = app_top(a);
	if (top->flags & MODE_MODAL)
		return app_error(a, "%s: not %s; %s", name, top->while_text, top->leave_text ? top->leave_text : "");
	if (!command_applies(a, c))
		return command_refused(a, c);
	if (argc - 1 < c->min_args || argc - 1 > c->max_args)
		return app_error(a, "usage: %s %s", c->name, c->usage);
	return c->exec(a, argc - 1, argv + 1, force);
}
