/* cli.c: what the subcommands share. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rules/record.h"
#include "rules/text.h"
#include "tui/shared/cli.h"

void cli_say(const char *who, const char *fmt, ...)
{
	char *raw = NULL;
	va_list ap;

	va_start(ap, fmt);
	int n = vasprintf(&raw, fmt, ap);
	va_end(ap);
	if (n < 0) {
		fputs("tengen: out of memory\n", stderr);
		exit(EXIT_INTERNAL);
	}
	char *safe = text_escape_new(raw, 0);
	fprintf(stderr, "tengen%s%s: %s\n", who ? " " : "", who ? who : "", safe);
	free(safe);
	free(raw);
}

void cli_json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			printf("\\%c", ch);
		else if (ch < 0x20)
			printf("\\u%04x", ch);
		else
			putchar(ch);
	}
	putchar('"');
}

struct record *cli_read_record(const char *who, const char *path, const struct ruleset *defaults,
			       int before, bool partial)
{
	char err[1024];
	struct record *r = record_read_file(path, defaults, before, err, sizeof err);

	if (!r) {
		cli_say(who, "%s", err);
		return NULL;
	}
	const char *stop = record_stop_reason(r);
	int n = record_nwarnings(r) - (stop && !partial);   /* the stop reason is the last warning */
	for (int i = 0; i < n; i++)
		cli_say(who, "warning: %s", record_warning(r, i));
	if (stop && !partial) {
		cli_say(who, "%s; --partial takes the game up to there", stop);
		record_free(r);
		return NULL;
	}
	return r;
}
