/*
 * test_manual.c: what the program says about itself against the tables it runs on.  Every command
 * of the command table and of each mode (mode.h's registry) is listed by `tengen --help commands`,
 * and every key of every mode's key table by `tengen --help keys`; `tengen --help` says where.
 * The manual page, tengen.6, has a paragraph for each: in COMMANDS, one whose tag is the command's
 * name and usage and whose text is its help (a mode's own under that mode's heading), and in KEYS,
 * under the heading of each mode, one whose tag names the keys of each row and whose text is its
 * help and the command it runs.  The tables are read here directly, not through tui/term/manual.c,
 * which prints the lists.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/registry.h"

/* All that f holds from where it is to its end.  Caller frees. */
static char *read_all(FILE *f)
{
	size_t n = 0, size = 4096;
	char *text = xmalloc(size);

	for (size_t got; (got = fread(text + n, 1, size - n - 1, f)) > 0;) {
		n += got;
		if (size - n < 2)
			text = xreallocarray(text, size *= 2, 1);
	}
	text[n] = '\0';
	return text;
}

/* What `$TENGEN ARGS` prints on stdout; it must exit 0.  Caller frees. */
static char *tengen_output(const char *args)
{
	const char *tengen = getenv("TENGEN");
	char cmd[1024];

	assert_non_null(tengen);
	snprintf(cmd, sizeof cmd, "'%s' %s", tengen, args);
	FILE *p = popen(cmd, "r");
	assert_non_null(p);
	char *text = read_all(p);
	assert_int_equal(pclose(p), 0);
	return text;
}

/* Call fn for every command: the table's, then each mode's own. */
static void each_command(void (*fn)(const struct command *c, void *arg), void *arg)
{
	for (int i = 0; i < registry_board()->ncommands; i++)
		fn(registry_board()->commands[i], arg);
	for (int i = 0; i < registry_board()->nmodes; i++)
		for (int j = 0; j < registry_board()->modes[i]->ncommands; j++)
			fn(&registry_board()->modes[i]->commands[j], arg);
}

/* The line of text that starts with prefix and then a blank or its end, or NULL. */
static const char *line_starting(const char *text, const char *prefix)
{
	size_t n = strlen(prefix);

	for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (!strncmp(l, prefix, n) && (l[n] == ' ' || l[n] == '\n' || l[n] == '\0'))
			return l;
	return NULL;
}

/* Does the line at l, up to its end, hold word between blanks? */
static bool line_has_word(const char *l, const char *word)
{
	size_t n = strlen(word), len = strcspn(l, "\n");

	for (const char *p = l; (p = strstr(p, word)) && p < l + len; p++)
		if ((p == l || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\n' || p[n] == '\0'))
			return true;
	return false;
}

static void help_has_command(const struct command *c, void *arg)
{
	const char *text = arg;
	char prefix[64];

	snprintf(prefix, sizeof prefix, "  %s", c->name);
	if (!line_starting(text, prefix) || !strstr(text, c->help))
		fail_msg("tengen --help commands does not list %s (%s)", c->name, c->help);
}

static void test_help_lists_every_command(void **state)
{
	char *text = tengen_output("--help commands");

	(void)state;
	each_command(help_has_command, text);
	free(text);
}

/* Every key of every mode's table: on the line that holds its help, before the help. */
static void test_help_lists_every_key(void **state)
{
	char *text = tengen_output("--help keys"), name[16];

	(void)state;
	for (int i = 0; i < registry_board()->nmodes; i++) {
		const struct mode *m = registry_board()->modes[i];
		char heading[64];
		snprintf(heading, sizeof heading, "(%s)\n", m->name);
		char *section = strstr(text, heading);   /* the mode's own list: modes may share a help text */
		for (const struct mode_key *k = m->keys; k && k->keys[0]; k++) {
			char *at = strstr(section ? section : text, k->help);
			if (!at)
				fail_msg("tengen --help keys: no \"%s\" (mode %s)", k->help, m->name);
			char *l = at;
			while (l > text && l[-1] != '\n')
				l--;
			char save = *at;
			*at = '\0';
			for (int j = 0; j < 3 && k->keys[j]; j++)
				if (!line_has_word(l, key_to_name(k->keys[j], name)))
					fail_msg("tengen --help keys: %s is not on the line of \"%s\" (mode %s)", name,
						 k->help, m->name);
			*at = save;
		}
	}
	free(text);
}

static void test_help_says_where_the_lists_are(void **state)
{
	char *text = tengen_output("--help");

	(void)state;
	assert_non_null(strstr(text, "tengen --help commands"));
	assert_non_null(strstr(text, "tengen --help keys"));
	assert_non_null(strstr(text, "man tengen"));
	free(text);
}

/* --- the manual page ------------------------------------------------------------------------------ */

/* One .TP paragraph of the page, its escapes and fonts taken out. */
struct paragraph {
	char section[32];      /* the .SH it is in */
	char heading[128];     /* the .SS it is under, or "" */
	char tag[256];
	char text[512];        /* its text lines, joined by blanks */
};

/* Room for the page's tagged paragraphs; page_read fails when the page has more. */
#define PAGE_MAX_PARAGRAPHS 512

static struct page {
	int n;
	struct paragraph p[PAGE_MAX_PARAGRAPHS];
} page;

/* s without man(7)'s escapes: fonts, \& and escaped newlines gone, \- \e \(dq \(em as what they
 * print.  In place. */
static void plain(char *s)
{
	static const struct { const char *esc, *is; } escapes[] = {
		{ "\\\n", "" }, { "\\fB", "" }, { "\\fI", "" }, { "\\fR", "" }, { "\\fP", "" }, { "\\&", "" },
		{ "\\-", "-" }, { "\\e", "\\" }, { "\\(dq", "\"" }, { "\\(em", "--" },
	};
	char *out = s;

	while (*s) {
		size_t i = 0, n = sizeof escapes / sizeof escapes[0];
		while (i < n && strncmp(s, escapes[i].esc, strlen(escapes[i].esc)) != 0)
			i++;
		if (i == n) {
			*out++ = *s++;
			continue;
		}
		s += strlen(escapes[i].esc);
		for (const char *c = escapes[i].is; *c; c++)
			*out++ = *c;
	}
	*out = '\0';
}

/* A request's argument without its quotes: `.SS "On the board (play)"`. */
static void request_arg(char *dst, size_t len, const char *line)
{
	const char *a = line + strcspn(line, " ");
	a += strspn(a, " \"");
	snprintf(dst, len, "%.*s", (int)strcspn(a, "\""), a);
}

/* Read the page's .TP paragraphs, with the section and heading of each. */
static void page_read(void)
{
	FILE *f = fopen(MAN_PAGE, "r");

	assert_non_null(f);
	page.n = 0;
	char *text = read_all(f), section[32] = "", heading[128] = "";
	fclose(f);
	plain(text);   /* escaped newlines first: a tag may run over several lines */
	struct paragraph *p = NULL;
	bool in_tag = false;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (!strncmp(line, ".SH ", 4)) {
			request_arg(section, sizeof section, line);
			heading[0] = '\0';
		} else if (!strncmp(line, ".SS ", 4)) {
			request_arg(heading, sizeof heading, line);
		}
		if (line[0] == '.') {
			p = NULL;
			if (!strcmp(line, ".TP")) {
				if (page.n == PAGE_MAX_PARAGRAPHS)
					fail_msg("tengen.6 has more than %d tagged paragraphs", PAGE_MAX_PARAGRAPHS);
				p = &page.p[page.n++];
				snprintf(p->section, sizeof p->section, "%s", section);
				snprintf(p->heading, sizeof p->heading, "%s", heading);
				in_tag = true;
			}
		} else if (p && in_tag) {
			snprintf(p->tag, sizeof p->tag, "%s", line);
			in_tag = false;
		} else if (p) {
			size_t n = strlen(p->text);
			snprintf(p->text + n, sizeof p->text - n, "%s%s", n ? " " : "", line);
		}
	}
	free(text);
}

static int page_setup(void **state)
{
	(void)state;
	page_read();
	return 0;
}

/* The heading a mode's paragraphs are under ends with its name in parentheses. */
static bool heading_names(const char *heading, const struct mode *m)
{
	char want[64];
	size_t n = strlen(heading);

	snprintf(want, sizeof want, "(%s)", m->name);
	return n >= strlen(want) && !strcmp(heading + n - strlen(want), want);
}

/* The mode whose own command c is, or NULL. */
static const struct mode *owner_of(const struct command *c)
{
	for (int i = 0; i < registry_board()->nmodes; i++) {
		const struct mode *m = registry_board()->modes[i];
		if (m->commands && c >= m->commands && c < m->commands + m->ncommands)
			return m;
	}
	return NULL;
}

static void page_has_command(const struct command *c, void *arg)
{
	const struct mode *owner = owner_of(c);
	char tag[256];

	(void)arg;
	snprintf(tag, sizeof tag, "%s%s%s", c->name, *c->usage ? " " : "", c->usage);
	for (int i = 0; i < page.n; i++) {
		const struct paragraph *p = &page.p[i];
		if (!strcmp(p->section, "COMMANDS") && !strcmp(p->tag, tag) &&
		    !strncmp(p->text, c->help, strlen(c->help)) &&
		    (owner ? heading_names(p->heading, owner) : p->heading[0] == '\0'))
			return;
	}
	fail_msg("tengen.6: COMMANDS has no paragraph \"%s\" with \"%s\"%s%s", tag, c->help,
		 owner ? " under the heading of mode " : "", owner ? owner->name : "");
}

static void test_page_lists_every_command(void **state)
{
	(void)state;
	each_command(page_has_command, NULL);
}

/* Does the tag, names separated by ", ", name key? */
static bool tag_names(const char *tag, const char *key)
{
	size_t n = strlen(key);

	for (const char *t = tag; t; t = strstr(t, ", ") ? strstr(t, ", ") + 2 : NULL)
		if (!strncmp(t, key, n) && (t[n] == '\0' || !strncmp(t + n, ", ", 2)))
			return true;
	return false;
}

static bool paragraph_is_row(const struct paragraph *p, const struct mode *m, const struct mode_key *k)
{
	char name[16];

	if (strcmp(p->section, "KEYS") || !heading_names(p->heading, m) || !strstr(p->text, k->help) ||
	    !strstr(p->text, k->command))
		return false;
	for (int j = 0; j < 3 && k->keys[j]; j++)
		if (!tag_names(p->tag, key_to_name(k->keys[j], name)))
			return false;
	return true;
}

static void test_page_lists_every_key(void **state)
{
	(void)state;
	for (int i = 0; i < registry_board()->nmodes; i++) {
		const struct mode *m = registry_board()->modes[i];
		for (const struct mode_key *k = m->keys; k && k->keys[0]; k++) {
			int j = 0;
			while (j < page.n && !paragraph_is_row(&page.p[j], m, k))
				j++;
			if (j == page.n)
				fail_msg("tengen.6: KEYS has no paragraph for the keys of \"%s\" (%s) under the "
					 "heading of mode %s", k->help, k->command, m->name);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_help_lists_every_command),
		cmocka_unit_test(test_help_lists_every_key),
		cmocka_unit_test(test_help_says_where_the_lists_are),
		cmocka_unit_test_setup(test_page_lists_every_command, page_setup),
		cmocka_unit_test_setup(test_page_lists_every_key, page_setup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
