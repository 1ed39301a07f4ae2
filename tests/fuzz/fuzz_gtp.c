/*
 * fuzz_gtp.c: the GTP engine under the fuzzer: arbitrary bytes as a stream of commands (`make
 * fuzz-gtp`).
 *
 * The engine must answer every line without crashing, leaking or tripping a sanitizer, whatever the
 * order of boardsize, play, undo, handicap, loadsgf, printsgf, scoring and marking commands, and
 * every answer must be well formed: "=" or "?", and the empty line after it.  Files are in memory
 * (fuzz_sandbox.c), the SGF files of tests/gtp among them.  So that one input stays quick, the
 * engine starts on a 9x9 board, the analysis behind the marking reads with small budgets
 * (fuzz_sandbox.c), and only the first FUZZ_GTP_LINES lines are served.
 *
 * The same lines are then read as an engine's answers are (tui/gtp/analysis.h: a kata-analyze or
 * lz-analyze line from either side, estimate_score, top_moves), which must give figures or an error.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "tests/fuzz/fuzz.h"
#include "tui/gtp/analysis.h"
#include "tui/gtp/gtp.h"

#define FUZZ_GTP_LINES 32

/* The first FUZZ_GTP_LINES lines of data, NUL-terminated; their length in *n.  Caller frees. */
static char *fuzz_gtp_lines(const uint8_t *data, size_t size, size_t *n)
{
	size_t end = 0;

	for (int lines = 0; end < size && lines < FUZZ_GTP_LINES; end++)
		lines += data[end] == '\n';
	char *text = malloc(end + 1);
	if (!text)
		abort();
	memcpy(text, data, end);
	text[end] = '\0';
	*n = end;
	return text;
}

/* Every answer starts with '=' or '?' and ends with an empty line. */
static void fuzz_gtp_answers(const char *out, size_t len)
{
	for (size_t at = 0; at < len;) {
		fuzz_check(out[at] == '=' || out[at] == '?', "gtp", "an answer starts with neither = nor ?");
		const char *end = memmem(out + at, len - at, "\n\n", 2);
		fuzz_check(end != NULL, "gtp", "an answer does not end with an empty line");
		at = (size_t)(end - out) + 2;
	}
}

/* Each line as an engine's analysis answer: figures in their ranges, or an error in words. */
static void fuzz_gtp_analysis(char *text)
{
	static struct analysis a;
	struct board b;
	char err[256];

	board_init(&b, 9);
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		for (int k = 0; k < 2; k++) {
			err[0] = '\0';
			if (analysis_parse_info(&b, k ? WHITE : BLACK, k ? ANALYSIS_LZ : ANALYSIS_KATA, line, &a, err,
						sizeof err) != 0)
				fuzz_check(err[0] != '\0', "gtp", "an analysis line refused without a word");
			for (int i = 0; i < a.n; i++)
				fuzz_check(a.c[i].winrate <= 1 && a.c[i].prior <= 1, "gtp", "a win rate above 1");
		}
		analysis_parse_estimate(line, &a, err, sizeof err);
		analysis_parse_top_moves(&b, line, &a, err, sizeof err);
	}
}

int fuzz_gtp(const uint8_t *data, size_t size)
{
	struct gtp_options opt = { .seed = 1 };
	struct ruleset rules;
	size_t n, outlen = 0;
	char *out = NULL;

	fuzz_files_reset();
	char *text = fuzz_gtp_lines(data, size, &n);
	FILE *in = fmemopen(text, n ? n : 1, "r");
	FILE *reply = open_memstream(&out, &outlen);
	if (!in || !reply)
		abort();
	ruleset_parse(&rules, "tromp-taylor", NULL, 0);
	struct game *g = game_new(9, &rules);
	gtp_run(in, reply, &g, &opt);
	game_free(g);
	fclose(in);
	fclose(reply);
	fuzz_gtp_answers(out, outlen);
	fuzz_gtp_analysis(text);
	free(out);
	free(text);
	return 0;
}
FUZZ_TARGET(fuzz_gtp)
