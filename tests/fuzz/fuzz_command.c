/*
 * fuzz_command.c: the command table under the fuzzer: arbitrary lines as typed at the `:` prompt,
 * each followed by a redraw of the screen model (`make fuzz-command`).
 *
 * Every command may run, load and save too: files are in memory (fuzz_sandbox.c).  The app has no
 * autosave and no history file.  The curses terminal database, which libedit's set-up reads, keeps
 * a few bytes for the life of the process: the fuzzer runs with LSAN_OPTIONS naming
 * tests/fuzz/lsan.supp.  At most FUZZ_COMMAND_LINES lines of an input are run.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/ruleset.h"
#include "tests/fuzz/fuzz.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/screen.h"
#include "tui/term/registry.h"

#define FUZZ_COMMAND_LINES 16

int fuzz_command(const uint8_t *data, size_t size)
{
	struct app_options opt = { .registry = registry_board(), .rows = 24, .cols = 80 };
	char *text = malloc(size + 1);
	int lines = 0;

	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	fuzz_files_reset();
	opt.setup.size = 9;
	ruleset_parse(&opt.setup.rules, "japanese", NULL, 0);
	struct app *a = app_new(&opt);
	struct screen *scr = screen_new(opt.rows, opt.cols);
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line && lines < FUZZ_COMMAND_LINES;
	     line = strtok_r(NULL, "\n", &save), lines++) {
		command_execute(a, line);
		app_draw(a, scr, ~0);
	}
	screen_free(scr);
	app_free(a);
	free(text);
	return 0;
}
FUZZ_TARGET(fuzz_command)
