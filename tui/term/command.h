/*
 * command.h: the one command table.  Keys are bound to command strings, the `:` prompt reads them,
 * and `tengen --script` runs them, so every way of changing the game goes through here.
 *
 * A command line is words separated by blanks; double quotes and backslashes work as in a shell
 * ("save \"my game.sgf\"").  A name ending in `!` forces the command: it does not stop to ask
 * whether unsaved moves may be thrown away (`quit!`, `new!`, `load! FILE`).
 *
 * This is the machinery: it finds a command in what registered with the app (app.h's struct
 * app_registry: the table of tui/term/registry.c and each mode's own commands) and runs it; it names
 * no command.
 *
 * Adding a command: write its exec and its entry, `const struct command cmd_NAME_entry` (NAME with
 * '-' as '_'), in the file of its family (tui/term/commands/cmd_play.c, cmd_view.c, cmd_edit.c,
 * cmd_count.c, cmd_engines.c, cmd_file.c; a mode's own commands in its mode file), and add one line,
 * X(NAME), to the table in tui/term/registry.c where help should list it.
 */
#ifndef TENGEN_COMMAND_H
#define TENGEN_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

struct app;
struct app_registry;

#define COMMAND_MAX_ARGS 16

/* What Tab completes in the arguments of a command. */
enum command_arg {
	COMMAND_ARG_NONE,
	COMMAND_ARG_WORDS,     /* one of the command's words */
	COMMAND_ARG_RULES,     /* a ruleset preset name */
	COMMAND_ARG_FILE,      /* a file name */
	COMMAND_ARG_COMMAND,   /* a command name */
};

struct command {
	const char *name;
	const char *usage;              /* the arguments, as help shows them */
	const char *help;               /* what it does, in one line */
	const char *modes;              /* the modes (mode.h) it applies in, by name, space-separated:
					   the base mode must be one of them; NULL: every mode.  A mode's
					   own commands apply while that mode is on the stack */
	int min_args, max_args;
	enum command_arg complete;
	const char *const *words;       /* for COMMAND_ARG_WORDS, NULL-terminated */
	/* Run with the arguments after the name; force is true for `name!`.  Returns REACT_*. */
	int (*exec)(struct app *a, int argc, char **argv, bool force);
};

/* Call fn for every command of r, the table's then each mode's own, until it returns true: that
 * command is returned (NULL when none). */
const struct command *command_each(const struct app_registry *r, bool (*fn)(const struct command *c, void *arg),
				   void *arg);
/* The command of this name in r, the table's or a mode's (an unambiguous prefix is enough), or NULL. */
const struct command *command_find(const struct app_registry *r, const char *name);
/* The same, a name that more than one mode owns (put) being the command that applies in a's modes
 * now (the first of them when none does). */
const struct command *command_find_for(const struct app *a, const char *name);
/* Does command c apply in the app's modes now?  And the command a line names? */
bool command_applies(const struct app *a, const struct command *c);
bool command_applies_line(const struct app *a, const char *line);
/* Where c (a command of r) applies, for help texts: " (in play score)", " (while ...)", or "". */
void command_where(const struct app_registry *r, const struct command *c, char *buf, size_t len);

/*
 * Split a line into words in buf (len bytes; strlen(line) + 1 is always enough), argv pointing into
 * it.  Returns the number of words, or -1 with a message in err for an unclosed quote, too many
 * words or words that do not fit in buf.
 */
int command_split(const char *line, char *buf, size_t len, char **argv, int max, char *err, size_t errlen);
/* Write word into buf quoted so that command_split gives it back.  Returns buf. */
const char *command_quote(const char *word, char *buf, size_t len);

/* Run a command line in the app: a message says what happened or why not (a command that does not
 * apply in the mode the app is in says so in words).  Returns REACT_*. */
int command_execute(struct app *a, const char *line);

/*
 * Tab completion of the line before the cursor among r's commands (command_complete.c): the text
 * to insert at the cursor (the longest common continuation of the candidates, and a space once one
 * is complete), and the candidates in hint when there are several (or a note when there is none).
 */
void command_complete(const struct app_registry *r, const char *before, char *insert, size_t insert_len,
		      char *hint, size_t hint_len);

#endif
