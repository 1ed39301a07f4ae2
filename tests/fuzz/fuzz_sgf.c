/*
 * fuzz_sgf.c: the SGF reader and writer and the record loader under the fuzzer (`make fuzz-sgf`).
 *
 * For arbitrary bytes:
 *   1. sgf_parse either fails with a "NAME:..." message or gives a collection;
 *   2. the collection written back parses to an equal collection, which writes the same text;
 *   3. each game tree (the first four) loads as a record or fails with a message, and a game that
 *      loads, written with record_to_sgf, loads again with the same number of moves.
 * Any other outcome aborts, which libFuzzer reports with the input.
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/record.h"
#include "rules/sgf.h"
#include "tests/fuzz/fuzz.h"

static struct ruleset fuzz_rules;

static void check(int ok, const char *what)
{
	fuzz_check(ok, "sgf", what);
}

/* Step 3 for game i of the text t. */
static void fuzz_record(const char *t, size_t n, int i)
{
	char err[512];
	struct sgf_collection *c = sgf_parse(t, n, "record", err, sizeof err);

	check(c != NULL, "the written text does not parse a second time");
	struct record *r = record_from_sgf(c, i, &fuzz_rules, 0, err, sizeof err);
	if (!r) {
		check(strncmp(err, "record", 6) == 0, "a record error without the file name");
		return;
	}
	struct record_info info = { .version = "fuzz", .base = record_root(r) };
	struct sgf_collection *w = record_to_sgf(record_game(r), &info);
	size_t m;
	char *text = sgf_write(w, &m);
	struct record *back = record_parse(text, m, "back", &fuzz_rules, 0, err, sizeof err);
	check(back != NULL, "a game written does not load");
	check(record_moves(back) == record_moves(r), "a game written loads other moves");
	check(record_stop_reason(back) == NULL, "a game written stops early");
	record_free(back);
	free(text);
	sgf_free(w);
	record_free(r);
}

int fuzz_sgf(const uint8_t *data, size_t size)
{
	char err[512];

	static bool ready;

	if (!ready)
		ready = ruleset_parse(&fuzz_rules, "tromp-taylor", NULL, 0) == 0;
	struct sgf_collection *c = sgf_parse((const char *)data, size, "fuzz", err, sizeof err);

	if (!c) {
		check(strncmp(err, "fuzz:", 5) == 0, "an error without the file name");
		return 0;
	}
	size_t n1, n2;
	char *t1 = sgf_write(c, &n1);
	struct sgf_collection *d = sgf_parse(t1, n1, "written", err, sizeof err);
	check(d != NULL, "the written text does not parse");
	check(sgf_equal(c, d), "the written text parses to another tree");
	char *t2 = sgf_write(d, &n2);
	check(n1 == n2 && memcmp(t1, t2, n1) == 0, "writing twice gives two texts");
	for (int i = 0; i < c->ngames && i < 4; i++)
		fuzz_record(t1, n1, i);
	free(t1);
	free(t2);
	sgf_free(c);
	sgf_free(d);
	return 0;
}
FUZZ_TARGET(fuzz_sgf)
