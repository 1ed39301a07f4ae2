/* test_analysis.c: an engine's analysis read from its GTP answers (tui/gtp/analysis.h): KataGo's
 * kata-analyze and Leela Zero's lz-analyze lines from either side, 9x9 and 19x19, GNU Go's
 * estimate_score and top_moves, and text that is none of them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "tui/gtp/analysis.h"

/* The example line of KataGo's docs/GTP_Extensions.md for kata-analyze, as KataGo prints it. */
static const char kata_doc[] =
	"info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 scoreStdev 24.7058 "
	"scoreLead -0.611848 scoreSelfplay -0.515178 prior 0.221121 lcb 0.477221 utilityLcb -0.0486664 order 0 "
	"pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 info move P16 visits 470 utility -0.0414945 winrate "
	"0.479712 scoreMean -0.63075 scoreStdev 24.7179 scoreLead -0.63075 scoreSelfplay -0.5221 prior 0.220566 "
	"lcb 0.47657 utilityLcb -0.0502929 order 1 pv P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 C13 D13 C12 D12 "
	"info move E16 visits 143 utility -0.0534071 winrate 0.474509 scoreMean -0.729858 scoreStdev 24.7991 "
	"scoreLead -0.729858 scoreSelfplay -0.735747 prior 0.104652 lcb 0.470674 utilityLcb -0.0641425 order 2 "
	"pv E16 P4 P3 O3 Q3 O4 E3 H3 D5 C5";

/* Leela Zero's lz-analyze line (its src/UCTSearch.cpp output format). */
static const char lz_line[] =
	"info move D16 visits 6 winrate 4197 prior 1760 lcb 3838 order 0 pv D16 Q16 D4 Q4 "
	"info move D4 visits 4 winrate 4198 prior 1730 lcb 2346 order 1 pv D4 Q16 Q4 D16 "
	"info move Q5 visits 4 winrate 4212 prior 35 lcb 2273 order 2 pv Q5 Q16 D4 R3";

/* "ownership" and size*size numbers: first, then -0.5 everywhere, then last. */
static char *ownership_words(int size, double first, double last)
{
	size_t cap = (size_t)size * size * 12 + 32, n = 0;
	char *s = malloc(cap);

	n += (size_t)snprintf(s + n, cap - n, " ownership");
	for (int k = 0; k < size * size; k++)
		n += (size_t)snprintf(s + n, cap - n, " %g", k == 0 ? first : k == size * size - 1 ? last : -0.5);
	return s;
}

static char *joined(const char *a, const char *b)
{
	char *s = malloc(strlen(a) + strlen(b) + 1);

	strcpy(s, a);
	strcat(s, b);
	return s;
}

static int point(const struct board *b, const char *v) { return board_vertex_parse(b, v); }

static void test_kata_black(void **state)
{
	struct board b;
	struct analysis *a = calloc(1, sizeof *a);
	char err[256];
	char *own = ownership_words(19, 0.9, -0.25), *line = joined(kata_doc, own);

	(void)state;
	board_init(&b, 19);
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, line, a, err, sizeof err), 0);
	assert_int_equal(a->n, 3);
	assert_int_equal(a->c[0].point, point(&b, "E4"));
	assert_int_equal(a->c[0].visits, 487);
	assert_float_equal(a->c[0].winrate, 0.480018, 1e-9);
	assert_true(a->c[0].has_lead);
	assert_float_equal(a->c[0].lead, -0.611848, 1e-9);
	assert_float_equal(a->c[0].prior, 0.221121, 1e-9);
	assert_int_equal(a->c[0].npv, 15);
	assert_int_equal(a->c[0].pv[1], point(&b, "E3"));
	assert_int_equal(a->c[0].pv[14], point(&b, "E17"));
	assert_int_equal(a->c[2].point, point(&b, "E16"));
	assert_int_equal(a->c[2].order, 2);
	assert_int_equal(a->c[2].npv, 10);
	assert_true(a->has_ownership);
	assert_float_equal(a->ownership[point(&b, "A19")], 0.9, 1e-9);    /* row-major from the top left */
	assert_float_equal(a->ownership[point(&b, "T1")], -0.25, 1e-9);
	assert_float_equal(a->ownership[point(&b, "K10")], -0.5, 1e-9);
	struct course_point cp;
	assert_true(analysis_course_point(a, &cp));
	assert_int_equal(cp.source, COURSE_ENGINE);
	assert_float_equal(cp.margin, -0.611848, 1e-9);
	assert_float_equal(cp.winrate, 0.480018, 1e-9);
	assert_true(cp.in_hand);   /* a search's lead counts the move of the player to move */
	free(own), free(line), free(a);
}

/* The same line when White is to move: every figure was White's, and is turned to Black's. */
static void test_kata_white(void **state)
{
	struct board b;
	struct analysis *a = calloc(1, sizeof *a);
	char err[256], words[64];
	char *own = ownership_words(19, 0.9, -0.25), *line = joined(kata_doc, own);

	(void)state;
	board_init(&b, 19);
	assert_int_equal(analysis_parse_info(&b, WHITE, ANALYSIS_KATA, line, a, err, sizeof err), 0);
	assert_float_equal(a->c[0].winrate, 1 - 0.480018, 1e-9);
	assert_float_equal(a->c[0].lead, 0.611848, 1e-9);
	assert_float_equal(a->c[1].lead, 0.63075, 1e-9);
	assert_float_equal(a->ownership[point(&b, "A19")], -0.9, 1e-9);
	assert_float_equal(a->ownership[point(&b, "T1")], 0.25, 1e-9);
	assert_string_equal(analysis_candidate_str(&b, &a->c[0], words, sizeof words), "E4 visits 487 B 52% B+0.6");
	free(own), free(line), free(a);
}

static void test_lz(void **state)
{
	struct board b;
	struct analysis *a = calloc(1, sizeof *a);
	char err[256], words[64];
	struct course_point cp;

	(void)state;
	board_init(&b, 19);
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_LZ, lz_line, a, err, sizeof err), 0);
	assert_int_equal(a->n, 3);
	assert_float_equal(a->c[0].winrate, 0.4197, 1e-9);
	assert_float_equal(a->c[0].prior, 0.1760, 1e-9);
	assert_false(a->c[0].has_lead);
	assert_false(a->has_ownership);
	assert_false(analysis_course_point(a, &cp));   /* a win rate alone is no score */
	assert_int_equal(analysis_parse_info(&b, WHITE, ANALYSIS_LZ, lz_line, a, err, sizeof err), 0);
	assert_float_equal(a->c[2].winrate, 1 - 0.4212, 1e-9);
	assert_string_equal(analysis_candidate_str(&b, &a->c[1], words, sizeof words), "D4 visits 4 B 58%");
	/* KataGo's integer winrates read as floats would be out of range: said, not misread */
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, lz_line, a, err, sizeof err), -1);
	assert_non_null(strstr(err, "winrate '4197'"));
	free(a);
}

/* 9x9: candidates given out of order are sorted by the engine's order; fields not known (and
 * sections: rootInfo) are skipped; a pass is a candidate. */
static void test_nine(void **state)
{
	struct board b;
	struct analysis *a = calloc(1, sizeof *a);
	char err[256], head[512];
	snprintf(head, sizeof head, "info move C3 visits 10 edgeVisits 10 winrate 0.3 scoreLead -2.5 prior 0.1 "
		 "order 1 isSymmetryOf G7 pv C3 G7 pvVisits 10 4 info move pass visits 3 winrate 0.2 scoreLead -4 "
		 "order 2 pv pass info move E5 visits 120 winrate 0.75 scoreLead 3.25 prior 0.6 order 0 pv E5 C3 G7 "
		 "rootInfo visits 133 winrate 0.7 scoreLead 3");
	char *own = ownership_words(9, 1, -1), *line = joined(head, own);

	(void)state;
	board_init(&b, 9);
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, line, a, err, sizeof err), 0);
	assert_int_equal(a->n, 3);
	assert_int_equal(a->c[0].point, point(&b, "E5"));
	assert_int_equal(a->c[0].npv, 3);
	assert_int_equal(a->c[1].point, point(&b, "C3"));
	assert_int_equal(a->c[1].npv, 2);   /* pvVisits is no move */
	assert_int_equal(a->c[2].point, BOARD_PASS);
	assert_float_equal(a->c[0].lead, 3.25, 1e-9);   /* rootInfo's figures go to no candidate */
	assert_float_equal(a->c[0].winrate, 0.75, 1e-9);
	assert_float_equal(a->ownership[point(&b, "A9")], 1, 1e-9);
	assert_float_equal(a->ownership[point(&b, "J1")], -1, 1e-9);
	/* 19x19 ownership on a 9x9 board: too many numbers are no number of a key either */
	free(own), free(line);
	own = ownership_words(19, 0, 0);
	line = joined(head, own);
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, line, a, err, sizeof err), -1);
	assert_non_null(strstr(err, "more numbers than the 9x9 board has points"));
	free(own), free(line), free(a);
}

/* Text that is no analysis line: an error in words, and the analysis left as it was. */
static void test_malformed(void **state)
{
	static const struct { const char *line, *says; } bad[] = {
		{ "", "empty" },
		{ "garbage here", "starts with 'garbage'" },
		{ "info visits 3 winrate 0.5", "has no move" },
		{ "info move Z99 visits 3", "no vertex of the 19x19 board" },
		{ "info move T20 visits 3", "no vertex" },
		{ "info move D4 visits many", "visits 'many'" },
		{ "info move D4 visits -3", "visits '-3'" },
		{ "info move D4 winrate 1.5", "winrate '1.5'" },
		{ "info move D4 winrate nan", "winrate 'nan'" },
		{ "info move D4 scoreLead inf", "scoreLead 'inf'" },
		{ "info move D4 visits", "visits has no value" },
		{ "info move", "move has no value" },
		{ "info move D4 order 0 info order 1", "has no move" },
		{ "info move D4 visits 3 ownership 0.5 0.5", "ownership has 2 numbers" },
		{ "ownership x", "ownership's number 1, 'x'" },
	};
	struct board b;
	struct analysis *a = calloc(1, sizeof *a);
	char err[256];

	(void)state;
	board_init(&b, 19);
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, lz_line, a, err, sizeof err), -1);
	a->n = 7;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		err[0] = '\0';
		assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, bad[i].line, a, err, sizeof err), -1);
		if (!strstr(err, bad[i].says))
			fail_msg("'%s': said '%s', not '%s'", bad[i].line, err, bad[i].says);
		assert_int_equal(a->n, 7);
	}
	char *own = ownership_words(19, 1.5, 0);   /* out of [-1,1] */
	assert_int_equal(analysis_parse_info(&b, BLACK, ANALYSIS_KATA, own, a, err, sizeof err), -1);
	assert_non_null(strstr(err, "'1.5'"));
	free(own), free(a);
}

static void test_estimate(void **state)
{
	struct analysis a = { 0 };
	struct course_point cp;
	char err[256];

	(void)state;
	/* GNU Go's bounds are counted for White, whatever the winner */
	assert_int_equal(analysis_parse_estimate("W+8.2 (upper bound: 11.1, lower: 5.4)", &a, err, sizeof err), 0);
	assert_true(a.has_estimate);
	assert_float_equal(a.margin, -8.2, 1e-9);
	assert_float_equal(a.lower, -11.1, 1e-9);
	assert_float_equal(a.upper, -5.4, 1e-9);
	assert_int_equal(analysis_parse_estimate("B+3.0 (upper bound: -1.0, lower: -5.0)", &a, err, sizeof err), 0);
	assert_float_equal(a.margin, 3, 1e-9);
	assert_float_equal(a.lower, 1, 1e-9);
	assert_float_equal(a.upper, 5, 1e-9);
	assert_true(analysis_course_point(&a, &cp));
	assert_float_equal(cp.margin, 3, 1e-9);
	assert_float_equal(cp.upper, 5, 1e-9);
	assert_float_equal(cp.winrate, -1, 1e-9);
	assert_false(cp.in_hand);   /* estimate_score counts the board as it stands */
	assert_int_equal(analysis_parse_estimate("W+0.0 (upper bound: 0.0, lower: 0.0)", &a, err, sizeof err), 0);
	assert_float_equal(a.margin, 0, 1e-9);
	assert_int_equal(analysis_parse_estimate("B+2.5", &a, err, sizeof err), 0);
	assert_float_equal(a.lower, 2.5, 1e-9);
	static const char *const bad[] = { "", "X+3", "W+", "W+abc", "W+3 (upper: 1)", "W+3 (upper bound: 1, lower: x)",
					   "W+3 (upper bound: 1, lower: 2) more", "B+nan", "W+3 garbage" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (analysis_parse_estimate(bad[i], &a, err, sizeof err) != -1 || !err[0])
			fail_msg("'%s' was read", bad[i]);
}

static void test_top_moves(void **state)
{
	struct board b;
	struct analysis a = { 0 };
	char err[256], words[64];

	(void)state;
	board_init(&b, 9);
	/* GNU Go 3.8's answer to top_moves_white on 9x9, its trailing blank included */
	assert_int_equal(analysis_parse_top_moves(&b, "D3 75.01 G6 74.01 E3 74.01 ", &a, err, sizeof err), 0);
	assert_int_equal(a.n, 3);
	assert_int_equal(a.c[0].point, point(&b, "D3"));
	assert_float_equal(a.c[0].value, 75.01, 1e-9);
	assert_int_equal(a.c[2].order, 2);
	assert_string_equal(analysis_candidate_str(&b, &a.c[1], words, sizeof words), "G6 value 74.0");
	assert_int_equal(analysis_parse_top_moves(&b, "", &a, err, sizeof err), 0);   /* no move of value */
	assert_int_equal(a.n, 0);
	assert_int_equal(analysis_parse_top_moves(&b, "D3", &a, err, sizeof err), -1);
	assert_int_equal(analysis_parse_top_moves(&b, "Q16 12.0", &a, err, sizeof err), -1);   /* off 9x9 */
	assert_non_null(strstr(err, "no vertex of the 9x9 board"));
	assert_int_equal(analysis_parse_top_moves(&b, "D3 lots", &a, err, sizeof err), -1);
}

/* Random text and random words of the formats: an answer or an error, never a crash. */
static void test_noise(void **state)
{
	static const char *const words[] = { "info", "move", "visits", "winrate", "scoreLead", "prior", "order",
					     "pv", "ownership", "D4", "pass", "0.5", "-1", "12", "x", "\t", "rootInfo" };
	struct board b;
	struct analysis *a = calloc(1, sizeof *a);
	char line[600], err[256];

	(void)state;
	board_init(&b, 5);
	srand(7);
	for (int round = 0; round < 4000; round++) {
		size_t n = 0;
		int k = rand() % 60;
		for (int i = 0; i < k && n < sizeof line - 20; i++) {
			if (round % 2)
				n += (size_t)snprintf(line + n, sizeof line - n, "%s ", words[rand() % 17]);
			else
				line[n++] = (char)(1 + rand() % 255);
		}
		line[n] = '\0';
		analysis_parse_info(&b, round % 3 ? BLACK : WHITE, round % 4 ? ANALYSIS_KATA : ANALYSIS_LZ, line, a, err,
				    sizeof err);
		analysis_parse_estimate(line, a, err, sizeof err);
		analysis_parse_top_moves(&b, line, a, err, sizeof err);
	}
	free(a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kata_black),
		cmocka_unit_test(test_kata_white),
		cmocka_unit_test(test_lz),
		cmocka_unit_test(test_nine),
		cmocka_unit_test(test_malformed),
		cmocka_unit_test(test_estimate),
		cmocka_unit_test(test_top_moves),
		cmocka_unit_test(test_noise),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
