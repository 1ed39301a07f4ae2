/*
 * fuzz_command.c: a libFuzzer harness for the command table: arbitrary lines as typed at the `:`
 * prompt (and run by --script), each followed by a redraw of the screen model.
 *
 * Lines that run a file command (load, save) are dropped: a fuzzer must not read or write files of
 * the machine it runs on.  The app has no autosave and no history file.  The curses terminal
 * database, which libedit's set-up reads, keeps a few bytes for the life of the process: run with
 * LSAN_OPTIONS=suppressions naming _nc_ (the make target does).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/ruleset.h"
#include "tui/app.h"
#include "tui/command.h"
#include "tui/screen.h"

/* True if the line would run a command that reads or writes a file, found as command_execute
 * finds it (after quoting, with abbreviations and a trailing '!'). */
static bool names_file_command(const char *line)
{
	char buf[8192], err[128], name[64];
	char *argv[COMMAND_MAX_ARGS];

	while (*line == ' ' || *line == ':')
		line++;
	if (command_split(line, buf, sizeof buf, argv, COMMAND_MAX_ARGS, err, sizeof err) <= 0)
		return false;
	snprintf(name, sizeof name, "%s", argv[0]);
	size_t len = strlen(name);
	if (len > 1 && name[len - 1] == '!')
		name[len - 1] = '\0';
	const struct command *c = command_find(name);
	return c && (strcmp(c->name, "load") == 0 || strcmp(c->name, "save") == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct app_options opt = { .rows = 24, .cols = 80 };
	char *text = malloc(size + 1);

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	opt.setup.size = 9;
	ruleset_parse(&opt.setup.rules, "japanese", NULL, 0);
	struct app *a = app_new(&opt);
	struct screen *scr = screen_new(opt.rows, opt.cols);
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (!names_file_command(line)) {
			command_execute(a, line);
			app_draw(a, scr, ~0);
		}
	screen_free(scr);
	app_free(a);
	free(text);
	return 0;
}
