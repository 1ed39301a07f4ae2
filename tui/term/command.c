/*
 * command.c: the command table, one line a command, and how a line finds its command and runs it
 * (see command.h).  What each command does is in the file of its family, tui/term/commands/.
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

#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/mode.h"

/* --- the table ------------------------------------------------------------------------------------ */

/*
 * Every command of the table, in the order help lists them, one line each.  A command is its entry,
 * `const struct command cmd_NAME_entry` (NAME with '-' as '_'), beside its exec in the file of its
 * family (tui/term/commands/cmd_play.c, cmd_view.c, cmd_edit.c, cmd_count.c, cmd_engines.c,
 * cmd_file.c) or of the mode it opens (library, exercise).
 */
#define COMMAND_TABLE(X) \
	X(play) \
	X(pass) \
	X(undo) \
	X(redo) \
	X(resign) \
	X(continue) \
	X(goto) \
	X(back) \
	X(forward) \
	X(variation) \
	X(review) \
	X(comment) \
	X(library) \
	X(info) \
	X(teach) \
	X(trace) \
	X(reach) \
	X(explain) \
	X(rules_diff) \
	X(count) \
	X(dispute) \
	X(score) \
	X(new) \
	X(size) \
	X(rules) \
	X(komi) \
	X(handicap) \
	X(clock) \
	X(engine) \
	X(hint) \
	X(player) \
	X(load) \
	X(save) \
	X(help) \
	X(quit) \
	X(cursor) \
	X(numbers) \
	X(ascii) \
	X(command_prompt) \
	X(new_dialog) \
	X(edit) \
	X(setup) \
	X(to_play) \
	X(markup) \
	X(label) \
	X(export) \
	X(game) \
	X(exercise) \
	X(autosave)

#define COMMAND_DECLARE(name) extern const struct command cmd_##name##_entry;
COMMAND_TABLE(COMMAND_DECLARE)
#define COMMAND_ENTRY(name) &cmd_##name##_entry,
static const struct command *const commands[] = { COMMAND_TABLE(COMMAND_ENTRY) };
#define COMMAND_COUNT ((int)(sizeof commands / sizeof commands[0]))

int command_count(void) { return COMMAND_COUNT; }
const struct command *command_at(int i) { return i >= 0 && i < COMMAND_COUNT ? commands[i] : NULL; }

/* Call fn for every command: the table's, then each mode's own; stop when it returns true. */
const struct command *command_each(bool (*fn)(const struct command *c, void *arg), void *arg)
{
	for (int i = 0; i < COMMAND_COUNT; i++)
		if (fn(commands[i], arg))
			return commands[i];
	for (int i = 0; i < mode_count(); i++)
		for (int j = 0; j < mode_at(i)->ncommands; j++)
			if (fn(&mode_at(i)->commands[j], arg))
				return &mode_at(i)->commands[j];
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

const struct command *command_find(const char *name)
{
	return command_find_for(NULL, name);
}

const struct command *command_find_for(const struct app *a, const char *name)
{
	struct find f = { .name = name, .len = strlen(name), .a = a };
	const struct command *c = command_each(find_exact, &f);

	if (!c)
		c = f.exact;
	return c ? c : f.prefixes == 1 ? f.prefix : NULL;
}

/* The mode whose own command c is, or NULL for the table's. */
static const struct mode *command_owner(const struct command *c)
{
	for (int i = 0; i < mode_count(); i++) {
		const struct mode *m = mode_at(i);
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
	const struct mode *owner = command_owner(c);

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

void command_where(const struct command *c, char *buf, size_t len)
{
	const struct mode *owner = command_owner(c);

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
	const struct mode *owner = command_owner(c), *base = app_base(a);

	if (owner) {   /* every mode that owns the name: put is setting up's and the handicap's */
		char where[256];
		size_t n = (size_t)snprintf(where, sizeof where, "%s", owner->while_text);
		for (int i = 0; i < mode_count() && n < sizeof where; i++) {
			const struct mode *m = mode_at(i);
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

const struct app_commands *command_table(void)
{
	static const struct app_commands table = {
		.execute = command_execute,
		.applies = command_applies_line,
		.complete = command_complete,
	};
	return &table;
}
