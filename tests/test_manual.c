/*
 * test_manual.c: what the program says about itself against the tables it runs on.  Every command
 * of the command table and of each mode (mode.h's registry) is listed by `tengen --help commands`,
 * and every key of every mode's key table by `tengen --help keys`; `tengen --help` says where.
 * The tables are read here directly, not through tui/manual.c, which prints the lists.
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
#include "tui/command.h"
#include "tui/key.h"
#include "tui/mode.h"

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
	for (int i = 0; i < command_count(); i++)
		fn(command_at(i), arg);
	for (int i = 0; i < mode_count(); i++)
		for (int j = 0; j < mode_at(i)->ncommands; j++)
			fn(&mode_at(i)->commands[j], arg);
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
	for (int i = 0; i < mode_count(); i++) {
		const struct mode *m = mode_at(i);
		for (const struct mode_key *k = m->keys; k && k->keys[0]; k++) {
			char *at = strstr(text, k->help);
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_help_lists_every_command),
		cmocka_unit_test(test_help_lists_every_key),
		cmocka_unit_test(test_help_says_where_the_lists_are),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
