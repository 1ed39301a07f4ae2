/*
 * fuzz_sensei.c: the reader of Sensei's Library diagrams (rules/sensei.h) under the fuzzer (`make
 * fuzz-sensei`).
 *
 * A text either fails with a message naming its line and column, or gives diagrams that:
 *   - written (sensei_write), read back as one diagram equal to them;
 *   - as SGF, load as a record whose start position is their stones;
 *   - when every numbered move is legal, loaded in a document and exported from the start
 *     (export_diagram), are the same diagram again: position, moves, marks, letters, arrows (the
 *     title aside: SGF text may change its bytes, a charset read for one).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/record.h"
#include "rules/sensei.h"
#include "rules/xalloc.h"
#include "tests/fuzz/fuzz.h"
#include "tui/shared/document.h"
#include "tui/shared/export.h"

/* "NAME:LINE:COL: " at the start of err. */
static int fuzz_sensei_located(const char *err)
{
	int line = 0, col = 0, n = 0;

	return strncmp(err, "in:", 3) == 0 && sscanf(err + 3, "%d:%d: %n", &line, &col, &n) == 2 && n > 0 && line > 0 &&
	       col > 0;
}

static void fuzz_sensei_written(const struct sensei_diagram *d)
{
	struct sensei_diagram *back;
	char err[512];
	int n;
	char *text = sensei_write(d);

	fuzz_check(sensei_read(text, strlen(text), "out", &back, &n, err, sizeof err) == 0, "sensei",
		   "a written diagram does not read back");
	fuzz_check(n == 1 && sensei_equal(d, &back[0]), "sensei", "a written diagram reads back another");
	free(back);
	free(text);
}

/* As SGF: the record's start is the stones; with every move played, the export is the diagram. */
static void fuzz_sensei_exported(const struct sensei_diagram *d)
{
	struct sgf_collection *c = sgf_new("sgf");
	struct ruleset rules;
	char err[512], note[512];

	sensei_to_sgf(d, c);
	char *text = sgf_write(c, NULL);
	ruleset_parse(&rules, "japanese", NULL, 0);
	struct record *r = record_from_sgf(c, 0, &rules, 0, err, sizeof err);
	fuzz_check(r != NULL, "sensei", "a diagram's game does not load");
	struct board start;
	game_board_at(record_game(r), 0, &start);
	for (int y = 0; y < d->size; y++)
		for (int x = 0; x < d->size; x++)
			fuzz_check(start.color[board_point(&start, x, y)] == d->stone[y][x], "sensei",
				   "the start is not the diagram's stones");
	bool whole = record_stop_reason(r) == NULL;
	record_free(r);
	struct document *doc = whole ? document_parse(text, strlen(text), "sgf", &rules, "fuzz", err, sizeof err) : NULL;
	free(text);
	if (!whole)
		return;
	fuzz_check(doc != NULL, "sensei", "a diagram's SGF does not load in a document");
	document_goto_end(doc);
	static struct sensei_diagram out, want;
	fuzz_check(export_diagram(doc, 0, &out, note, sizeof note, err, sizeof err) == 0, "sensei",
		   "a diagram loaded cannot be exported");
	want = *d;
	want.coordinates = out.coordinates;
	memcpy(want.title, out.title, sizeof want.title);
	fuzz_check(sensei_equal(&want, &out), "sensei", "a diagram exported is another");
	document_free(doc);
}

int fuzz_sensei(const uint8_t *data, size_t size)
{
	struct sensei_diagram *d;
	char err[512];
	int n;

	err[0] = '\0';
	if (sensei_read((const char *)data, size, "in", &d, &n, err, sizeof err) != 0) {
		fuzz_check(fuzz_sensei_located(err), "sensei", "a refusal without NAME:LINE:COL");
		return 0;
	}
	for (int i = 0; i < n && i < 8; i++) {
		fuzz_sensei_written(&d[i]);
		fuzz_sensei_exported(&d[i]);
	}
	free(d);
	return 0;
}
FUZZ_TARGET(fuzz_sensei)
