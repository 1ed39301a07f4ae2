/* cli.c: what the subcommands share. */
#include "config.h"

#include <stdio.h>

#include "rules/record.h"
#include "tui/cli.h"

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
			       int before)
{
	char err[1024];
	struct record *r = record_read_file(path, defaults, before, err, sizeof err);

	if (!r) {
		fprintf(stderr, "tengen %s: %s\n", who, err);
		return NULL;
	}
	for (int i = 0; i < record_nwarnings(r); i++)
		fprintf(stderr, "tengen %s: warning: %s\n", who, record_warning(r, i));
	return r;
}
