/*
 * test_ruleset.c: presets against the DESIGN.md 3.1 table (written out here, not read back from
 * ruleset.c), the spellings rulesets arrive in, error messages, and lossless printing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/ruleset.h"

/* The presets as DESIGN.md 3.1 states them. */
static const struct ruleset want_tromp_taylor = {
	.ko = KO_POSITIONAL, .suicide = SUICIDE_MULTI, .scoring = SCORING_AREA, .tax = TAX_NONE,
	.dead = DEAD_PLAYOUT, .bonus = BONUS_NONE, .komi2 = 15, .equal_stones = false,
	.pass_stones = false, .cycle = CYCLE_FORBID,
};
static const struct ruleset want_japanese = {
	.ko = KO_SIMPLE, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_TERRITORY, .tax = TAX_SEKI,
	.dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 13, .equal_stones = false,
	.pass_stones = false, .cycle = CYCLE_NO_RESULT,
};
static const struct ruleset want_korean = {
	.ko = KO_SIMPLE, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_TERRITORY, .tax = TAX_SEKI,
	.dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 13, .equal_stones = false,
	.pass_stones = false, .cycle = CYCLE_NO_RESULT,
};
static const struct ruleset want_chinese = {
	.ko = KO_POSITIONAL, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_AREA, .tax = TAX_NONE,
	.dead = DEAD_AGREEMENT, .bonus = BONUS_N, .komi2 = 15, .equal_stones = false,
	.pass_stones = false, .cycle = CYCLE_FORBID,
};
static const struct ruleset want_aga = {
	.ko = KO_SITUATIONAL, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_AREA, .tax = TAX_NONE,
	.dead = DEAD_AGREEMENT, .bonus = BONUS_N_MINUS_1, .komi2 = 15, .equal_stones = false,
	.pass_stones = true, .cycle = CYCLE_FORBID,
};
static const struct ruleset want_new_zealand = {
	.ko = KO_SITUATIONAL, .suicide = SUICIDE_MULTI, .scoring = SCORING_AREA, .tax = TAX_NONE,
	.dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 14, .equal_stones = false,
	.pass_stones = false, .cycle = CYCLE_FORBID,
};
static const struct ruleset want_tang = {
	.ko = KO_SIMPLE, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_STONES, .tax = TAX_ALL,
	.dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 0, .equal_stones = true,
	.pass_stones = false, .cycle = CYCLE_FORBID,
};

/* Fail with both rulesets in the long form unless they are equal. */
#define ASSERT_RULES(got, want) assert_rules((got), (want), __FILE__, __LINE__)

static void assert_rules(const struct ruleset *got, const struct ruleset *want, const char *file, int line)
{
	char g[256], w[256];

	if (ruleset_equal(got, want))
		return;
	print_error("rulesets differ.\nexpected: %s\ngot:      %s\n", ruleset_long_str(want, w, sizeof w),
		    ruleset_long_str(got, g, sizeof g));
	_fail(file, line);
}

/* Parse text or fail with the parser's message. */
#define PARSE(r, text) parse_ok((r), (text), __FILE__, __LINE__)

static void parse_ok(struct ruleset *r, const char *text, const char *file, int line)
{
	char err[256];

	if (ruleset_parse(r, text, err, sizeof err) != 0) {
		print_error("parsing '%s': %s\n", text, err);
		_fail(file, line);
	}
}

/* Parsing text fails with exactly the message want, and leaves the ruleset alone. */
#define PARSE_FAILS(text, want) parse_fails((text), (want), __FILE__, __LINE__)

static void parse_fails(const char *text, const char *want, const char *file, int line)
{
	struct ruleset r = want_tang;
	char err[512] = "";

	if (ruleset_parse(&r, text, err, sizeof err) != -1) {
		print_error("parsing '%s' succeeded; expected: %s\n", text, want);
		_fail(file, line);
	}
	if (strcmp(err, want) != 0) {
		print_error("parsing '%s'\nexpected message: %s\ngot message:      %s\n", text, want, err);
		_fail(file, line);
	}
	assert_rules(&r, &want_tang, file, line);
}

static void test_preset_table(void **state)
{
	(void)state;
	static const struct {
		const char *name;
		const struct ruleset *want;
	} presets[] = {
		{ "tromp-taylor", &want_tromp_taylor }, { "japanese", &want_japanese },
		{ "korean", &want_korean },             { "chinese", &want_chinese },
		{ "aga", &want_aga },                   { "new-zealand", &want_new_zealand },
		{ "tang", &want_tang },
	};
	struct ruleset r;

	assert_int_equal(ruleset_preset_count(), 7);
	for (int i = 0; i < 7; i++) {
		assert_string_equal(ruleset_preset_name(i), presets[i].name);
		PARSE(&r, presets[i].name);
		ASSERT_RULES(&r, presets[i].want);
	}
	assert_null(ruleset_preset_name(-1));
	assert_null(ruleset_preset_name(7));
}

static void test_preset_of(void **state)
{
	(void)state;
	struct ruleset r = want_chinese;

	assert_string_equal(ruleset_preset_of(&want_tromp_taylor), "tromp-taylor");
	assert_string_equal(ruleset_preset_of(&want_aga), "aga");
	assert_string_equal(ruleset_preset_of(&want_new_zealand), "new-zealand");
	assert_string_equal(ruleset_preset_of(&want_tang), "tang");
	/* Korean differs from Japanese in no field, so it is found (and printed) as the first of the two. */
	assert_string_equal(ruleset_preset_of(&want_korean), "japanese");
	r.komi2 = -7;
	assert_string_equal(ruleset_preset_of(&r), "chinese");
	r.suicide = SUICIDE_MULTI;
	assert_null(ruleset_preset_of(&r));
	/* the names a player reads */
	assert_string_equal(ruleset_title(&want_japanese), "Japanese-style");
	assert_string_equal(ruleset_title(&want_tromp_taylor), "Tromp-Taylor");
	assert_string_equal(ruleset_title(&want_new_zealand), "New Zealand");
	assert_null(ruleset_title(&r));
}

static void test_aliases(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		const struct ruleset *want;
	} cases[] = {
		{ "tt", &want_tromp_taylor },         { "TT", &want_tromp_taylor },
		{ "tromp_taylor", &want_tromp_taylor }, { "trompTaylor", &want_tromp_taylor },
		{ "Tromp-Taylor", &want_tromp_taylor }, { "tromp taylor", &want_tromp_taylor },
		{ "TROMP-TAYLOR", &want_tromp_taylor }, { "jp", &want_japanese },
		{ "japan", &want_japanese },          { "Japanese", &want_japanese },
		{ "ko", &want_korean },               { "korea", &want_korean },
		{ "Korean", &want_korean },           { "cn", &want_chinese },
		{ "china", &want_chinese },           { "CHINESE", &want_chinese },
		{ "AGA", &want_aga },                 { "nz", &want_new_zealand },
		{ "NZ", &want_new_zealand },          { "newzealand", &want_new_zealand },
		{ "New Zealand", &want_new_zealand }, { "NewZealand", &want_new_zealand },
		{ "Tang", &want_tang },               { "  japanese \n", &want_japanese },
	};
	struct ruleset r;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		PARSE(&r, cases[i].text);
		ASSERT_RULES(&r, cases[i].want);
	}
}

/* RU values as servers and programs write them into SGF files. */
static void test_sgf_ru_values(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		const struct ruleset *want;
	} cases[] = {
		{ "Japanese", &want_japanese }, { "Chinese", &want_chinese },  { "AGA", &want_aga },
		{ "NZ", &want_new_zealand },   { "TT", &want_tromp_taylor },  { "Korean", &want_korean },
		{ "Tromp-Taylor", &want_tromp_taylor }, { "tromp taylor", &want_tromp_taylor },
		{ "New Zealand", &want_new_zealand },
	};
	struct ruleset r;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		PARSE(&r, cases[i].text);
		ASSERT_RULES(&r, cases[i].want);
	}
}

static void test_komi_suffix(void **state)
{
	(void)state;
	struct ruleset r, want = want_japanese;

	PARSE(&r, "japanese:komi=7");
	want.komi2 = 14;
	ASSERT_RULES(&r, &want);
	PARSE(&r, "TT:KOMI=-3.5");
	want = want_tromp_taylor;
	want.komi2 = -7;
	ASSERT_RULES(&r, &want);
	PARSE(&r, "tang:komi=0.5");
	want = want_tang;
	want.komi2 = 1;
	ASSERT_RULES(&r, &want);
}

static void test_katago_example_is_tromp_taylor(void **state)
{
	(void)state;
	struct ruleset r;

	PARSE(&r, "koPOSITIONALscoreAREAtaxNONEsui1komi7.5");
	ASSERT_RULES(&r, &want_tromp_taylor);
	assert_string_equal(ruleset_preset_of(&r), "tromp-taylor");
}

/* Strings KataGo itself prints for its presets. */
static void test_katago_strings(void **state)
{
	(void)state;
	struct ruleset r;

	/* KataGo's Japanese: ours but for the long-cycle rule, which KataGo has no key for. */
	struct ruleset want = want_japanese;
	want.cycle = CYCLE_FORBID;
	PARSE(&r, "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0komi6.5");
	ASSERT_RULES(&r, &want);
	PARSE(&r, "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0fpok0komi6.5cycleVOID");
	ASSERT_RULES(&r, &want_japanese);

	/* KataGo's Chinese has simple ko; ours positional superko. */
	want = want_chinese;
	want.ko = KO_SIMPLE;
	PARSE(&r, "koSIMPLEscoreAREAtaxNONEsui0whbNfpok1komi7.5");
	ASSERT_RULES(&r, &want);
	PARSE(&r, "koPOSITIONALscoreAREAtaxNONEsui0whbNkomi7.5");
	ASSERT_RULES(&r, &want_chinese);

	PARSE(&r, "koSITUATIONALscoreAREAtaxNONEsui0hasButton0whbN-1komi7.5pstone1");
	ASSERT_RULES(&r, &want_aga);
	PARSE(&r, "koSITUATIONALscoreAREAtaxNONEsui1whb0komi7");
	ASSERT_RULES(&r, &want_new_zealand);
	PARSE(&r, "koSITUATIONALscoringAREAtaxNONEsui1button0whb0komi7");
	ASSERT_RULES(&r, &want_new_zealand);
}

/* The fields a partial KataGo-style string leaves out (documented above katago_defaults). */
static void test_katago_defaults(void **state)
{
	(void)state;
	struct ruleset r, want;

	PARSE(&r, "komi6");
	want = want_tromp_taylor;
	want.komi2 = 12;
	ASSERT_RULES(&r, &want);

	PARSE(&r, "scoreTERRITORY");
	want = (struct ruleset){ .ko = KO_POSITIONAL, .suicide = SUICIDE_MULTI, .scoring = SCORING_TERRITORY,
				 .tax = TAX_SEKI, .dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 13 };
	ASSERT_RULES(&r, &want);

	PARSE(&r, "scoreTERRITORYtaxNONEkomi0");
	want.tax = TAX_NONE;
	want.komi2 = 0;
	ASSERT_RULES(&r, &want);

	PARSE(&r, "scoreSTONES");
	want = want_tromp_taylor;
	want.scoring = SCORING_STONES;
	want.tax = TAX_ALL;
	want.dead = DEAD_AGREEMENT;
	ASSERT_RULES(&r, &want);

	/* Anything but tromp-taylor's fields makes dead stones a matter of agreement... */
	PARSE(&r, "sui0");
	want = want_tromp_taylor;
	want.suicide = SUICIDE_FORBIDDEN;
	want.dead = DEAD_AGREEMENT;
	ASSERT_RULES(&r, &want);
	/* ...unless the string says otherwise. */
	PARSE(&r, "sui0deadPLAYOUT");
	want.dead = DEAD_PLAYOUT;
	ASSERT_RULES(&r, &want);
}

static void test_katago_extensions(void **state)
{
	(void)state;
	struct ruleset r, want;

	PARSE(&r, "koSIMPLEscoreSTONEStaxALLsui2whb0komi-0.5deadAGREEMENTeqst1pstone1cycleVOID");
	want = (struct ruleset){ .ko = KO_SIMPLE, .suicide = SUICIDE_ALL, .scoring = SCORING_STONES,
				 .tax = TAX_ALL, .dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = -1,
				 .equal_stones = true, .pass_stones = true, .cycle = CYCLE_NO_RESULT };
	ASSERT_RULES(&r, &want);
	/* Values match without case, and spaces between tokens are skipped, as KataGo does. */
	PARSE(&r, "koSimple scoreStones taxAll sui2 whb0 komi-0.5 deadAgreement eqst1 pstone1 cycleVoid");
	ASSERT_RULES(&r, &want);
	/* A key given twice: the last one counts. */
	PARSE(&r, "koSIMPLEkoPOSITIONALscoreAREAtaxNONEsui1komi7.5");
	ASSERT_RULES(&r, &want_tromp_taylor);
}

static void test_errors(void **state)
{
	(void)state;
	PARSE_FAILS("foo", "unknown ruleset 'foo' (known: tromp-taylor, japanese, korean, chinese, aga, "
			   "new-zealand, tang, or KataGo-style such as koPOSITIONALscoreAREAtaxNONEsui1komi7.5)");
	PARSE_FAILS("", "unknown ruleset '' (known: tromp-taylor, japanese, korean, chinese, aga, "
			"new-zealand, tang, or KataGo-style such as koPOSITIONALscoreAREAtaxNONEsui1komi7.5)");
	/* A misspelt name that happens to start with a key is still a name. */
	PARSE_FAILS("kor", "unknown ruleset 'kor' (known: tromp-taylor, japanese, korean, chinese, aga, "
			   "new-zealand, tang, or KataGo-style such as koPOSITIONALscoreAREAtaxNONEsui1komi7.5)");
	PARSE_FAILS("koXYZscoreAREA", "KataGo-style rules: unknown value 'XYZ' for ko at column 3");
	PARSE_FAILS("  koXYZ", "KataGo-style rules: unknown value 'XYZ' for ko at column 5");
	PARSE_FAILS("koSIMPLEscoreSQUARES", "KataGo-style rules: unknown value 'SQUARES' for score at column 14");
	PARSE_FAILS("koSIMPLEscore", "KataGo-style rules: missing value for score at column 14");
	PARSE_FAILS("koSIMPLEsui3", "KataGo-style rules: unknown value '3' for sui at column 12");
	PARSE_FAILS("koSIMPLEfooBAR",
		    "KataGo-style rules: unknown key 'foo' at column 9 (known: ko, score, tax, sui, whb, komi, "
		    "dead, eqst, pstone, cycle)");
	PARSE_FAILS("koSIMPLEhasButton1", "KataGo-style rules: hasButton1 at column 9 is not supported");
	PARSE_FAILS("koSIMPLEkomiX", "KataGo-style rules: missing value for komi at column 13");
	PARSE_FAILS("koSIMPLEkomi7.5.5", "KataGo-style rules: bad komi '7.5.5' at column 13 (a number from "
					 "-1000 to 1000)");
	PARSE_FAILS("komi123456789012345678901234567890123",
		    "KataGo-style rules: bad komi '123456789012345678901234567890123...' at column 5");
	PARSE_FAILS("komi5000", "KataGo-style rules: bad komi '5000' at column 5 (a number from -1000 to 1000)");
	/* An exponent, inf and nan are part of the bad value, not keys of their own ("unknown key 'e'"). */
	PARSE_FAILS("komi1e999", "KataGo-style rules: bad komi '1e999' at column 5 (a number from -1000 to 1000)");
	PARSE_FAILS("koSIMPLEkomi2E+3", "KataGo-style rules: bad komi '2E+3' at column 13 (a number from -1000 "
					"to 1000)");
	PARSE_FAILS("komiinf", "KataGo-style rules: bad komi 'inf' at column 5 (a number from -1000 to 1000)");
	PARSE_FAILS("komi-nan", "KataGo-style rules: bad komi '-nan' at column 5 (a number from -1000 to 1000)");
	PARSE_FAILS("komiInfinityko", "KataGo-style rules: bad komi 'Infinity' at column 5 (a number from -1000 to "
				      "1000)");
	PARSE_FAILS("japanese:komi=abc", "ruleset 'japanese': bad komi 'abc' (a number from -1000 to 1000)");
	PARSE_FAILS("japanese:komi=", "ruleset 'japanese': bad komi '' (a number from -1000 to 1000)");
	PARSE_FAILS("japanese:handicap=2", "after ruleset 'japanese': expected ':komi=K', got ':handicap=2'");
	PARSE_FAILS("foo:komi=7", "unknown ruleset 'foo:komi=7' (known: tromp-taylor, japanese, korean, "
				  "chinese, aga, new-zealand, tang, or KataGo-style such as "
				  "koPOSITIONALscoreAREAtaxNONEsui1komi7.5)");
}

static void test_errors_without_buffer(void **state)
{
	(void)state;
	struct ruleset r = want_aga;
	char err[8];

	assert_int_equal(ruleset_parse(&r, "foo", NULL, 0), -1);
	/* A short buffer holds the start of the message, terminated. */
	assert_int_equal(ruleset_parse(&r, "foo", err, sizeof err), -1);
	assert_string_equal(err, "unknown");
	ASSERT_RULES(&r, &want_aga);
}

static void test_long_str(void **state)
{
	(void)state;
	char buf[256];

	assert_string_equal(ruleset_long_str(&want_japanese, buf, sizeof buf),
			    "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0komi6.5deadAGREEMENTeqst0pstone0cycleVOID");
	assert_string_equal(ruleset_long_str(&want_tromp_taylor, buf, sizeof buf),
			    "koPOSITIONALscoreAREAtaxNONEsui1whb0komi7.5deadPLAYOUTeqst0pstone0cycleFORBID");
	assert_string_equal(ruleset_long_str(&want_aga, buf, sizeof buf),
			    "koSITUATIONALscoreAREAtaxNONEsui0whbN-1komi7.5deadAGREEMENTeqst0pstone1cycleFORBID");
	assert_string_equal(ruleset_long_str(&want_tang, buf, sizeof buf),
			    "koSIMPLEscoreSTONEStaxALLsui0whb0komi0deadAGREEMENTeqst1pstone0cycleFORBID");
	/* Truncated, but terminated. */
	assert_string_equal(ruleset_long_str(&want_tang, buf, 9), "koSIMPLE");
}

static void test_str(void **state)
{
	(void)state;
	char buf[256];
	struct ruleset r = want_new_zealand;

	assert_string_equal(ruleset_str(&want_tromp_taylor, buf, sizeof buf), "tromp-taylor");
	assert_string_equal(ruleset_str(&want_new_zealand, buf, sizeof buf), "new-zealand");
	assert_string_equal(ruleset_str(&want_korean, buf, sizeof buf), "japanese");
	r.komi2 = 15;
	assert_string_equal(ruleset_str(&r, buf, sizeof buf), "new-zealand:komi=7.5");
	r.komi2 = -1;
	assert_string_equal(ruleset_str(&r, buf, sizeof buf), "new-zealand:komi=-0.5");
	r = want_japanese;
	r.komi2 = 12;
	assert_string_equal(ruleset_str(&r, buf, sizeof buf), "japanese:komi=6");
	r.cycle = CYCLE_FORBID;
	assert_string_equal(ruleset_str(&r, buf, sizeof buf),
			    "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0komi6deadAGREEMENTeqst0pstone0cycleFORBID");
}

/* parse(str(r)) == r and parse(long_str(r)) == r for every combination of fields. */
static void test_round_trip_exhaustive(void **state)
{
	(void)state;
	static const int komis[] = { 15, 13, 14, 0, 1, -1, -7, 2000, -2000 };
	char buf[256], err[256];
	struct ruleset r, back;
	int count = 0;

	for (int ko = 0; ko < 3; ko++)
	for (int sui = 0; sui < 3; sui++)
	for (int sc = 0; sc < 3; sc++)
	for (int tax = 0; tax < 3; tax++)
	for (int dead = 0; dead < 2; dead++)
	for (int bonus = 0; bonus < 3; bonus++)
	for (int bits = 0; bits < 8; bits++)
	for (size_t k = 0; k < sizeof komis / sizeof komis[0]; k++) {
		r = (struct ruleset){ .ko = ko, .suicide = sui, .scoring = sc, .tax = tax, .dead = dead,
				      .bonus = bonus, .komi2 = komis[k], .equal_stones = bits & 1,
				      .pass_stones = (bits >> 1) & 1, .cycle = (bits >> 2) & 1 };
		ruleset_str(&r, buf, sizeof buf);
		if (ruleset_parse(&back, buf, err, sizeof err) != 0) {
			print_error("'%s' does not parse: %s\n", buf, err);
			fail();
		}
		ASSERT_RULES(&back, &r);
		ruleset_long_str(&r, buf, sizeof buf);
		PARSE(&back, buf);
		ASSERT_RULES(&back, &r);
		count++;
	}
	assert_int_equal(count, 3 * 3 * 3 * 3 * 2 * 3 * 8 * 9);
}

static void test_parse_komi(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		int komi2;
	} good[] = {
		{ "6.5", 13 },  { "7", 14 },     { "-3.5", -7 },  { "0", 0 },        { "7.0", 14 },
		{ "+7", 14 },   { "-0", 0 },     { ".5", 1 },     { "1000", 2000 },  { "-1000", -2000 },
		{ "7.3", 15 },  { "7.2", 14 },   { "7.25", 15 },  { "7.75", 16 },    { "-7.25", -15 },
		{ "-0.25", -1 }, { "0.1", 0 },   { "1e1", 20 },   { "6.50000", 13 },
	};
	static const char *const bad[] = {
		"", "abc", "nan", "NaN", "inf", "-inf", "infinity", "1e400", "1000.5", "-1000.5", "2000",
		" 7", "7 ", "7x", "0x10", "6,5", "--7", ".", "-", "e5",
	};
	int k;

	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
		k = 99999;
		if (ruleset_parse_komi(good[i].text, &k) != 0) {
			print_error("komi '%s' was refused\n", good[i].text);
			fail();
		}
		if (k != good[i].komi2) {
			print_error("komi '%s': expected %d half-points, got %d\n", good[i].text, good[i].komi2, k);
			fail();
		}
	}
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		k = 99999;
		if (ruleset_parse_komi(bad[i], &k) != -1) {
			print_error("komi '%s' was accepted as %d\n", bad[i], k);
			fail();
		}
		assert_int_equal(k, 99999);
	}
}

static void test_komi_str(void **state)
{
	(void)state;
	char buf[16];
	int k;

	assert_string_equal(ruleset_komi_str(13, buf), "6.5");
	assert_string_equal(ruleset_komi_str(14, buf), "7");
	assert_string_equal(ruleset_komi_str(-1, buf), "-0.5");
	assert_string_equal(ruleset_komi_str(0, buf), "0");
	assert_string_equal(ruleset_komi_str(-7, buf), "-3.5");
	assert_string_equal(ruleset_komi_str(-14, buf), "-7");
	assert_string_equal(ruleset_komi_str(2000, buf), "1000");
	for (int komi2 = -2000; komi2 <= 2000; komi2++) {
		assert_int_equal(ruleset_parse_komi(ruleset_komi_str(komi2, buf), &k), 0);
		assert_int_equal(k, komi2);
	}
}

static void test_describe(void **state)
{
	(void)state;
	char buf[2048];
	int lines = 0;

	ruleset_describe(&want_tromp_taylor, buf, sizeof buf);
	assert_non_null(strstr(buf, "ko: positional superko: no move may repeat an earlier board position\n"));
	assert_non_null(strstr(buf, "suicide: multi-stone: "));
	assert_non_null(strstr(buf, "scoring: area: "));
	assert_non_null(strstr(buf, "tax: none: "));
	assert_non_null(strstr(buf, "handicap bonus: 0: "));
	assert_non_null(strstr(buf, "komi: 7.5: "));
	assert_non_null(strstr(buf, "dead stones: play-out: "));
	assert_non_null(strstr(buf, "equal stones: no: "));
	assert_non_null(strstr(buf, "pass stones: no: "));
	assert_non_null(strstr(buf, "long cycle: forbid: "));
	for (const char *s = buf; *s; s++)
		lines += *s == '\n';
	assert_int_equal(lines, 10);

	ruleset_describe(&want_japanese, buf, sizeof buf);
	assert_non_null(strstr(buf, "ko: simple ko: "));
	assert_non_null(strstr(buf, "tax: seki: empty points in seki count for nobody\n"));
	assert_non_null(strstr(buf, "long cycle: no-result: "));
	ruleset_describe(&want_aga, buf, sizeof buf);
	assert_non_null(strstr(buf, "handicap bonus: N-1: "));
	assert_non_null(strstr(buf, "pass stones: yes: a pass hands the opponent a prisoner"));
	ruleset_describe(&want_tang, buf, sizeof buf);
	assert_non_null(strstr(buf, "equal stones: yes: "));
	assert_non_null(strstr(buf, "komi: 0: "));
}

static void test_field_strs(void **state)
{
	(void)state;
	assert_string_equal(ruleset_ko_str(KO_SIMPLE), "simple ko");
	assert_string_equal(ruleset_ko_str(KO_POSITIONAL), "positional superko");
	assert_string_equal(ruleset_ko_str(KO_SITUATIONAL), "situational superko");
	assert_string_equal(ruleset_suicide_str(SUICIDE_FORBIDDEN), "forbidden");
	assert_string_equal(ruleset_suicide_str(SUICIDE_MULTI), "multi-stone");
	assert_string_equal(ruleset_suicide_str(SUICIDE_ALL), "all");
	assert_string_equal(ruleset_scoring_str(SCORING_AREA), "area");
	assert_string_equal(ruleset_scoring_str(SCORING_TERRITORY), "territory");
	assert_string_equal(ruleset_scoring_str(SCORING_STONES), "stones");
	assert_string_equal(ruleset_ko_str((enum ko_rule)7), "?");
}

static void test_equal(void **state)
{
	(void)state;
	struct ruleset a = want_aga, b = want_aga;

	assert_true(ruleset_equal(&a, &b));
	b.pass_stones = false;
	assert_false(ruleset_equal(&a, &b));
	b = a;
	b.komi2++;
	assert_false(ruleset_equal(&a, &b));
	b = a;
	b.cycle = CYCLE_NO_RESULT;
	assert_false(ruleset_equal(&a, &b));
	assert_true(ruleset_equal(&want_japanese, &want_korean));
}

/* A handicap game's komi by its rules' convention: 0.5 where the servers give it (Japanese-style,
 * AGA, Chinese, ...), Tang's 0; an even game keeps the ruleset's own; custom rules keep theirs. */
static void test_handicap_komi(void **state)
{
	(void)state;
	struct ruleset j, a, t, k;

	assert_int_equal(ruleset_parse(&j, "japanese", NULL, 0), 0);
	assert_int_equal(ruleset_parse(&a, "aga", NULL, 0), 0);
	assert_int_equal(ruleset_parse(&t, "tang", NULL, 0), 0);
	assert_int_equal(ruleset_parse(&k, "koSIMPLEscoreTERRITORYtaxNONEsui0komi5", NULL, 0), 0);

	assert_int_equal(ruleset_handicap_komi(&j, 0), 13);
	assert_int_equal(ruleset_handicap_komi(&j, 2), 1);
	assert_int_equal(ruleset_handicap_komi(&a, 9), 1);
	assert_int_equal(ruleset_handicap_komi(&t, 3), 0);
	assert_int_equal(ruleset_handicap_komi(&k, 4), 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_preset_table),
		cmocka_unit_test(test_preset_of),
		cmocka_unit_test(test_aliases),
		cmocka_unit_test(test_sgf_ru_values),
		cmocka_unit_test(test_komi_suffix),
		cmocka_unit_test(test_katago_example_is_tromp_taylor),
		cmocka_unit_test(test_katago_strings),
		cmocka_unit_test(test_katago_defaults),
		cmocka_unit_test(test_katago_extensions),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_errors_without_buffer),
		cmocka_unit_test(test_long_str),
		cmocka_unit_test(test_str),
		cmocka_unit_test(test_round_trip_exhaustive),
		cmocka_unit_test(test_parse_komi),
		cmocka_unit_test(test_komi_str),
		cmocka_unit_test(test_describe),
		cmocka_unit_test(test_field_strs),
		cmocka_unit_test(test_equal),
		cmocka_unit_test(test_handicap_komi),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
