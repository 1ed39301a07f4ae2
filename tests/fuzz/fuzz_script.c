/*
 * fuzz_script.c: the script reader (`tengen --script FILE`) under the fuzzer: arbitrary bytes as a
 * script of commands, keys, captures, resizes and clicks (`make fuzz-script`).
 *
 * The script is handed to script_run as a file (a memory file, /proc/self/fd/N) and its screens go
 * to /dev/null.  Files it loads and saves are in memory (fuzz_sandbox.c); the app has no autosave and
 * no history.  At most FUZZ_SCRIPT_LINES lines of an input are read, so that one input stays quick.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rules/ruleset.h"
#include "tests/fuzz/fuzz.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/script.h"
#include "tui/term/registry.h"

#define FUZZ_SCRIPT_LINES 16

/* The length of the first FUZZ_SCRIPT_LINES lines of data. */
static size_t fuzz_script_length(const uint8_t *data, size_t size)
{
	size_t end = 0;

	for (int lines = 0; end < size && lines < FUZZ_SCRIPT_LINES; end++)
		lines += data[end] == '\n';
	return end;
}

int fuzz_script(const uint8_t *data, size_t size)
{
	static FILE *out;
	struct app_options opt = { .registry = registry_board(), .rows = 24, .cols = 80 };
	char path[64];

	if (!out && !(out = fopen("/dev/null", "w")))
		abort();
	int fd = memfd_create("script", MFD_CLOEXEC);
	size_t len = fuzz_script_length(data, size);
	if (fd < 0 || write(fd, data, len) != (ssize_t)len)
		abort();
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	fuzz_files_reset();
	opt.setup.size = 9;
	ruleset_parse(&opt.setup.rules, "japanese", NULL, 0);
	struct app *a = app_new(&opt);
	script_run(a, path, out);
	app_free(a);
	close(fd);
	return 0;
}
FUZZ_TARGET(fuzz_script)
