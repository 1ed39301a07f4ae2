/*
 * fuzz_gtp.c: a libFuzzer harness for the GTP engine: arbitrary bytes as a stream of commands.
 *
 * Every line the fuzzer writes is served by gtp_run, except lines naming an SGF command: loadsgf and
 * printsgf take file names, and a fuzzer must not read or write files of the machine it runs on.
 * The engine must answer every line without crashing, leaking or tripping a sanitizer, whatever the
 * order of boardsize, play, undo, handicap, scoring and marking commands.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "tui/gtp.h"

/* Copy data without the lines that mention "sgf" (any case). */
static size_t fuzz_gtp_filter(const uint8_t *data, size_t size, char *out)
{
	size_t n = 0;

	for (size_t start = 0; start < size;) {
		const uint8_t *nl = memchr(data + start, '\n', size - start);
		size_t end = nl ? (size_t)(nl - data) + 1 : size;
		bool file_command = false;
		for (size_t i = start; i + 3 <= end && !file_command; i++)
			file_command = strncasecmp((const char *)data + i, "sgf", 3) == 0;
		if (!file_command) {
			memcpy(out + n, data + start, end - start);
			n += end - start;
		}
		start = end;
	}
	return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	struct ruleset rules;
	struct gtp_options opt = { .seed = 1 };

	if (!text)
		return 0;
	size_t n = fuzz_gtp_filter(data, size, text);
	FILE *in = fmemopen(text, n ? n : 1, "r");
	FILE *out = fopen("/dev/null", "w");
	if (in && out) {
		ruleset_parse(&rules, "tromp-taylor", NULL, 0);
		struct game *g = game_new(9, &rules);
		gtp_run(in, out, &g, &opt);
		game_free(g);
	}
	if (in)
		fclose(in);
	if (out)
		fclose(out);
	free(text);
	return 0;
}
