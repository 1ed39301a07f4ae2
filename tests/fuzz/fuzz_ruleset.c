/*
 * fuzz_ruleset.c: the ruleset parser under the fuzzer: arbitrary text as a ruleset name, SGF RU value
 * or KataGo-style string such as koPOSITIONALscoreAREAtaxNONEsui1komi7.5 (`make fuzz-ruleset`).
 *
 * A text either fails with a message or gives a ruleset whose short form (ruleset_str) and long
 * form (ruleset_long_str) both parse back to the same ruleset; its description and its difference
 * from each preset are written without tripping a sanitizer.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/ruleset.h"
#include "tests/fuzz/fuzz.h"

/* The text printed by one of the two forms parses back to r. */
static void fuzz_ruleset_back(const struct ruleset *r, const char *text, const char *what)
{
	struct ruleset back;
	char err[256];

	fuzz_check(ruleset_parse(&back, text, err, sizeof err) == 0, "ruleset", what);
	fuzz_check(ruleset_equal(r, &back), "ruleset", what);
}

int fuzz_ruleset(const uint8_t *data, size_t size)
{
	struct ruleset r, preset;
	char err[256], buf[4096];
	char *text = malloc(size + 1);

	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	if (ruleset_parse(&r, text, err, sizeof err) != 0) {
		fuzz_check(err[0] != '\0', "ruleset", "a refusal without a message");
		free(text);
		return 0;
	}
	fuzz_ruleset_back(&r, ruleset_str(&r, buf, sizeof buf), "the short form does not read back");
	fuzz_ruleset_back(&r, ruleset_long_str(&r, buf, sizeof buf), "the long form does not read back");
	ruleset_describe(&r, buf, sizeof buf);
	for (int i = 0; i < ruleset_preset_count(); i++) {
		fuzz_check(ruleset_parse(&preset, ruleset_preset_name(i), NULL, 0) == 0, "ruleset",
			   "a preset's name does not parse");
		ruleset_diff(&r, "this", &preset, ruleset_preset_name(i), i % 2 == 0, buf, sizeof buf);
	}
	free(text);
	return 0;
}
FUZZ_TARGET(fuzz_ruleset)
