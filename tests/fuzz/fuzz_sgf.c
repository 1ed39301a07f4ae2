/*
 * fuzz_sgf.c: the SGF reader and writer and the record loader under the fuzzer (`make fuzz-sgf`).
 *
 * For arbitrary bytes:
 *   1. sgf_parse either fails with a "NAME:..." message or gives a collection;
 *   2. the collection written back parses to an equal collection, which writes the same text;
 *   3. each game tree (the first four) loads as a record or fails with a message, and a game that
 *      loads, written with record_to_sgf, loads again with the same number of moves;
 *   4. the clock of each record loaded (tui/shared/clock.h), from its TM and OT and the BL, WL, OB
 *      and OW of every node of its line: every time stays from 0 to 1000 hours, the periods and
 *      moves left within the spec's, and a charge of any length ends in range (a time from a record
 *      once reached the clock as NaN, then INT64_MIN, and overflowed).
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
#include "tui/shared/clock.h"
#include "tests/fuzz/fuzz.h"

static struct ruleset fuzz_rules;

static void check(int ok, const char *what)
{
	fuzz_check(ok, "sgf", what);
}

/* The fake time of step 4. */
static int64_t fuzz_now(void *arg)
{
	return *(const int64_t *)arg;
}

/* A player's time is within the clock's ranges. */
static void check_side(const struct clock_spec *s, const struct clock_side *side)
{
	check(side->left_ms >= 0 && side->left_ms <= 1000LL * 3600 * 1000, "a time out of range");
	check(!side->overtime || s->system != CLOCK_BYOYOMI || (side->periods >= 1 && side->periods <= s->periods),
	      "periods out of range");
	check(!side->overtime || s->system != CLOCK_CANADIAN || (side->stones >= 1 && side->stones <= s->stones),
	      "moves of a block out of range");
}

/* Step 4: the clock of the record's line, each player's time from its nodes, charged by a day and
 * by a thousand years. */
static void fuzz_clock(const struct record *r)
{
	const char *tm = sgf_value(record_root(r), "TM"), *ot = sgf_value(record_root(r), "OT");
	struct clock_spec spec = { .system = CLOCK_NONE };
	struct clock c;
	char err[256];
	int64_t now = 0;

	if (!tm)
		return;
	char *tm_text = sgf_simpletext(tm), *ot_text = ot ? sgf_simpletext(ot) : NULL;
	clock_from_sgf(tm_text, ot_text, &spec, err, sizeof err);
	free(tm_text);
	free(ot_text);
	check(spec.main_ms >= 0 && spec.main_ms <= 1000LL * 3600 * 1000, "a main time out of range");
	clock_init(&c, &spec, fuzz_now, &now);
	for (int i = 0; i < record_line_length(r); i++) {
		const struct sgf_node *n = record_line_node(r, i);
		for (enum color who = BLACK; who <= WHITE; who++) {
			const char *left = sgf_value(n, who == BLACK ? "BL" : "WL");
			struct clock_side side;
			if (left && clock_side_from_sgf(&spec, left, sgf_value(n, who == BLACK ? "OB" : "OW"), &side) == 0)
				clock_set(&c, who, &side);
			check_side(&spec, &c.side[who]);
			clock_start(&c, who);
			now += 24LL * 3600 * 1000;
			struct clock_side charged = clock_side(&c, who);
			check_side(&spec, &charged);
			clock_moved(&c, who);
			check_side(&spec, &c.side[who]);
		}
	}
	clock_start(&c, BLACK);
	now += 1000LL * 365 * 24 * 3600 * 1000;
	check(clock_flagged(&c) == BLACK || c.side[BLACK].flagged || spec.system == CLOCK_NONE,
	      "a thousand years did not run out");
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
	fuzz_clock(r);
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
