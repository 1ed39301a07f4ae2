/* manual.c: the keys and commands of the terminal board, from their tables (see manual.h). */
#include "config.h"

#include "tui/term/manual.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/registry.h"

/* Keys that no mode's table holds: the terminal's own, read in every mode. */
static const struct manual_key {
	const char *name;
	const char *help;
} manual_any_mode_keys[] = {
	{ "C-c", "quit at once; the game stays in the autosave" },
};
#define MANUAL_ANY_MODE_KEYS (sizeof manual_any_mode_keys / sizeof manual_any_mode_keys[0])

/* --- man(7) text ---------------------------------------------------------------------------------- */

/* s as man(7) text: each backslash, minus and double quote escaped. */
static void manual_escape(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\e", f);
		else if (*s == '-')
			fputs("\\-", f);
		else if (*s == '"')
			fputs("\\(dq", f);
		else
			fputc(*s, f);
	}
}

/*
 * A line of man(7) source, made in memory and then written broken at blanks so that no input line
 * is longer than MANUAL_MAN_WIDTH bytes.  A text line becomes several, each guarded by \& when it
 * would start with . or ' (a request); the tag line of a .TP must stay one line, so it is joined
 * by escaped newlines instead.
 */
#define MANUAL_MAN_WIDTH 80

struct manual_line {
	char *text;
	size_t len;
	FILE *f;        /* write the line here, then manual_line_end */
};

static FILE *manual_line_begin(struct manual_line *l)
{
	l->text = NULL;
	l->f = open_memstream(&l->text, &l->len);
	if (!l->f) {
		perror("tengen");
		exit(3);
	}
	return l->f;
}

/* What a text line that starts at p needs before it not to be read as a request. */
static const char *manual_guard(const char *p, bool tag)
{
	return !tag && (*p == '.' || *p == '\'') ? "\\&" : "";
}

static void manual_line_end(struct manual_line *l, FILE *f, bool tag)
{
	const size_t room = MANUAL_MAN_WIDTH - 2;   /* for a \& before, or a blank and \ after */

	fclose(l->f);   /* l->text is the line only now */
	const char *p = l->text;
	while (strlen(p) > room) {
		const char *cut = p + room;
		while (cut > p && *cut != ' ')
			cut--;
		if (cut == p && !(cut = strchr(p + room, ' ')))
			break;   /* one word longer than a line: left whole */
		fprintf(f, "%s%.*s%s\n", manual_guard(p, tag), (int)(cut - p), p, tag ? " \\" : "");
		p = cut + 1;
	}
	fprintf(f, "%s%s\n", manual_guard(p, tag), p);
	free(l->text);
}

/* A word of a usage in its font: a literal (it has a lower-case letter) in bold, up to and with an
 * `=` that a value follows; a word that stands for a value (VERTEX, N) in italics. */
static void manual_man_word(FILE *f, const char *w, size_t n)
{
	char buf[128];
	const char *eq = memchr(w, '=', n);
	bool literal = false;

	for (size_t i = 0; i < n && !literal; i++)
		literal = islower((unsigned char)w[i]);
	if (literal && eq && eq + 1 < w + n) {
		manual_man_word(f, w, (size_t)(eq + 1 - w));
		manual_man_word(f, eq + 1, n - (size_t)(eq + 1 - w));
		return;
	}
	snprintf(buf, sizeof buf, "%.*s", (int)n, w);
	fputs(literal ? "\\fB" : "\\fI", f);
	manual_escape(f, buf);
	fputs("\\fR", f);
}

/* A command's usage: its words in their fonts, the brackets, bars and blanks between them roman. */
static void manual_man_usage(FILE *f, const char *usage)
{
	static const char *const marks = " []|";

	while (*usage) {
		size_t n = strcspn(usage, marks);
		if (n == 0) {
			fputc(*usage++, f);
			continue;
		}
		manual_man_word(f, usage, n);
		usage += n;
	}
}

/* A heading of the man page's subsections: "On the board (play)", "While counting the board (score)". */
static void manual_man_heading(FILE *f, const struct mode *m)
{
	const char *words = m == registry_board()->modes[0] ? "on the board" : m->while_text;
	struct manual_line l;
	FILE *s = manual_line_begin(&l);

	fprintf(s, ".SS \"%c", toupper((unsigned char)words[0]));
	manual_escape(s, words + 1);
	fputs(" (", s);
	manual_escape(s, m->name);
	fputs(")\"", s);
	manual_line_end(&l, f, true);
}

/* A .TP paragraph: the tag (in bold, the names given, separated by commas), then text and, if not
 * NULL, the command it runs. */
static void manual_man_paragraph(FILE *f, const char *const *names, int n, const char *text,
				 const char *command)
{
	struct manual_line l;
	FILE *s = manual_line_begin(&l);

	fputs(".TP\n", f);
	for (int i = 0; i < n; i++) {
		fputs(i ? ", \\fB" : "\\fB", s);
		manual_escape(s, names[i]);
		fputs("\\fR", s);
	}
	manual_line_end(&l, f, true);
	s = manual_line_begin(&l);
	manual_escape(s, text);
	if (command) {
		fputs(" \\(em \\fB", s);
		manual_escape(s, command);
		fputs("\\fR", s);
	}
	manual_line_end(&l, f, false);
}

/* --- keys ----------------------------------------------------------------------------------------- */

static void manual_text_key(FILE *f, const struct mode_key *k)
{
	char names[64] = "", name[16];
	size_t n = 0;

	for (int i = 0; i < 3 && k->keys[i]; i++)
		n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", i ? " " : "",
				      key_to_name(k->keys[i], name));
	fprintf(f, "  %-18s %s\n", names, k->help);
}

static void manual_man_key(FILE *f, const struct mode_key *k)
{
	char name[3][16];
	const char *names[3];
	int n = 0;

	for (; n < 3 && k->keys[n]; n++)
		names[n] = key_to_name(k->keys[n], name[n]);
	manual_man_paragraph(f, names, n, k->help, k->command);
}

static void manual_keys_text(FILE *f)
{
	const struct app_registry *r = registry_board();

	for (int i = 0; i < r->nmodes; i++) {
		const struct mode *m = r->modes[i];
		if (!m->keys)
			continue;
		fprintf(f, "%sKeys %s (%s)\n", i ? "\n" : "", m == registry_board()->modes[0] ? "on the board" : m->while_text,
			m->name);
		for (const struct mode_key *k = m->keys; k->keys[0]; k++)
			manual_text_key(f, k);
	}
	fputs("\nKeys in every mode\n", f);
	for (size_t i = 0; i < MANUAL_ANY_MODE_KEYS; i++)
		fprintf(f, "  %-18s %s\n", manual_any_mode_keys[i].name, manual_any_mode_keys[i].help);
}

static void manual_keys_man(FILE *f)
{
	const struct app_registry *r = registry_board();

	for (int i = 0; i < r->nmodes; i++) {
		const struct mode *m = r->modes[i];
		if (!m->keys)
			continue;
		manual_man_heading(f, m);
		for (const struct mode_key *k = m->keys; k->keys[0]; k++)
			manual_man_key(f, k);
	}
	fputs(".SS \"In every mode\"\n", f);
	for (size_t i = 0; i < MANUAL_ANY_MODE_KEYS; i++)
		manual_man_paragraph(f, &manual_any_mode_keys[i].name, 1, manual_any_mode_keys[i].help, NULL);
}

void manual_keys(FILE *f, enum manual_form form)
{
	if (form == MANUAL_MAN)
		manual_keys_man(f);
	else
		manual_keys_text(f);
}

/* --- commands ------------------------------------------------------------------------------------- */

/* One command as the ? screen lists it: name and usage, its help and where it applies (which names
 * the mode of a mode's own command, so own is not needed). */
static void manual_text_command(FILE *f, const struct command *c, bool own)
{
	char head[96], where[96];

	(void)own;
	snprintf(head, sizeof head, "%s%s%s", c->name, *c->usage ? " " : "", c->usage);
	command_where(registry_board(), c, where, sizeof where);
	if (strlen(head) > 22)
		fprintf(f, "  %s\n  %-22s %s%s\n", head, "", c->help, where);
	else
		fprintf(f, "  %-22s %s%s\n", head, c->help, where);
}

/* The modes a table command is limited to, in words: "(only while playing or while counting the
 * board)".  A mode's own commands are listed under that mode instead. */
static void manual_man_where(FILE *f, const char *modes)
{
	struct manual_line l;
	FILE *s = manual_line_begin(&l);

	fputs("(only ", s);
	for (const char *p = modes; *p; ) {
		char name[32];
		size_t n = strcspn(p, " "), k = n < sizeof name ? n : sizeof name - 1;
		memcpy(name, p, k);
		name[k] = '\0';
		const struct mode *m = registry_mode(registry_board(), name);
		fputs(p == modes ? "" : " or ", s);
		manual_escape(s, m ? m->while_text : name);
		p += n + (p[n] == ' ');
	}
	fputs(")", s);
	manual_line_end(&l, f, false);
}

/* A command: its name in bold and its usage in the fonts of manual_man_usage as the tag. */
static void manual_man_command(FILE *f, const struct command *c, bool own)
{
	struct manual_line l;
	FILE *s = manual_line_begin(&l);

	fputs(".TP\n", f);
	fputs("\\fB", s);
	manual_escape(s, c->name);
	fputs("\\fR", s);
	if (*c->usage) {
		fputc(' ', s);
		manual_man_usage(s, c->usage);
	}
	manual_line_end(&l, f, true);
	s = manual_line_begin(&l);
	manual_escape(s, c->help);
	manual_line_end(&l, f, false);
	if (!own && c->modes)
		manual_man_where(f, c->modes);
}

void manual_commands(FILE *f, enum manual_form form)
{
	void (*row)(FILE *f, const struct command *c, bool own) =
		form == MANUAL_MAN ? manual_man_command : manual_text_command;
	const struct app_registry *r = registry_board();

	if (form == MANUAL_TEXT)
		fputs("Commands: on the board, type : then the command (Tab completes, Up recalls); a file of\n"
		      "them runs without a terminal with `tengen --script FILE`\n", f);
	for (int i = 0; i < r->ncommands; i++)
		row(f, r->commands[i], false);
	for (int i = 0; i < r->nmodes; i++) {
		const struct mode *m = r->modes[i];
		if (form == MANUAL_MAN && m->ncommands > 0)
			manual_man_heading(f, m);
		for (int j = 0; j < m->ncommands; j++)
			row(f, &m->commands[j], true);
	}
}
