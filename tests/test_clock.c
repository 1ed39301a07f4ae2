/*
 * test_clock.c: the game clock with a time source the test moves by hand (no sleeping): every
 * system's overtime, the loss on time, pauses, the SPEC and SGF forms, and the screen's text.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "tui/shared/clock.h"

/* The test's time: milliseconds it sets itself. */
static int64_t fake_now(void *arg)
{
	return *(const int64_t *)arg;
}

struct fake {
	int64_t t;
	struct clock c;
};

static void fake_start(struct fake *f, const char *spec)
{
	struct clock_spec s;
	char err[256];

	if (clock_parse(spec, &s, err, sizeof err) != 0)
		fail_msg("%s", err);
	f->t = 1000000;
	clock_init(&f->c, &s, fake_now, &f->t);
}

/* who thinks for ms, then moves. */
static void think_and_move(struct fake *f, enum color who, int64_t ms)
{
	clock_start(&f->c, who);
	f->t += ms;
	clock_moved(&f->c, who);
}

/* The screen's text of who's time. */
static const char *shown(struct fake *f, enum color who)
{
	static char buf[64];
	struct clock_side s = clock_side(&f->c, who);

	return clock_side_str(&f->c.spec, &s, buf, sizeof buf);
}

static void test_times(void **state)
{
	int64_t ms;
	char buf[32];

	(void)state;
	assert_int_equal(clock_parse_time("30", &ms), 0);
	assert_int_equal(ms, 30000);
	assert_int_equal(clock_parse_time("10:00", &ms), 0);
	assert_int_equal(ms, 600000);
	assert_int_equal(clock_parse_time("1:02:03", &ms), 0);
	assert_int_equal(ms, 3723000);
	assert_int_equal(clock_parse_time("2.5", &ms), 0);
	assert_int_equal(ms, 2500);
	assert_int_equal(clock_parse_time("1:60", &ms), -1);
	assert_int_equal(clock_parse_time("1:2:3:4", &ms), -1);
	assert_int_equal(clock_parse_time("", &ms), -1);
	assert_int_equal(clock_parse_time("-5", &ms), -1);
	assert_int_equal(clock_parse_time("5m", &ms), -1);
	assert_int_equal(clock_parse_time("1.5:00", &ms), -1);
	assert_string_equal(clock_time_str(600000, buf, sizeof buf), "10:00");
	assert_string_equal(clock_time_str(9001, buf, sizeof buf), "0:10");   /* rounded up */
	assert_string_equal(clock_time_str(3723000, buf, sizeof buf), "1:02:03");
	assert_string_equal(clock_time_str(0, buf, sizeof buf), "0:00");
}

static void test_spec_round_trip(void **state)
{
	static const char *const specs[] = {
		"absolute 30:00", "byoyomi 10:00 5x30", "canadian 10:00 25/5:00", "fischer 5:00 +10", "none",
		"byoyomi 0:00 3x2", "fischer 1:00:00 +2.5",
	};
	struct clock_spec s;
	char err[256], buf[64];

	(void)state;
	for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
		assert_int_equal(clock_parse(specs[i], &s, err, sizeof err), 0);
		assert_string_equal(clock_spec_str(&s, buf, sizeof buf), specs[i]);
	}
	assert_int_equal(clock_parse("byo-yomi 10:00 5x30", &s, err, sizeof err), 0);
	assert_int_equal(s.periods, 5);
	assert_int_equal(s.period_ms, 30000);
	assert_int_equal(clock_parse("fischer 5:00 10", &s, err, sizeof err), 0);
	assert_int_equal(s.increment_ms, 10000);
}

static void test_spec_errors(void **state)
{
	struct clock_spec s;
	char err[256];

	(void)state;
	assert_int_equal(clock_parse("hourglass 5:00", &s, err, sizeof err), -1);
	assert_non_null(strstr(err, "'hourglass 5:00': no such clock; a clock reads absolute 30:00, "));
	assert_int_equal(clock_parse("byoyomi 10:00", &s, err, sizeof err), -1);
	assert_string_equal(err, "'byoyomi 10:00': a part is missing; a clock reads byoyomi MAIN "
			    "PERIODSxSECONDS, such as byoyomi 10:00 5x30");
	assert_int_equal(clock_parse("byoyomi 10:00 5y30", &s, err, sizeof err), -1);
	assert_non_null(strstr(err, "the periods are not PERIODSxSECONDS"));
	assert_int_equal(clock_parse("canadian 10:00 25x5:00", &s, err, sizeof err), -1);
	assert_non_null(strstr(err, "the overtime is not MOVES/TIME"));
	assert_int_equal(clock_parse("absolute ten", &s, err, sizeof err), -1);
	assert_non_null(strstr(err, "the main time is no time"));
	assert_int_equal(clock_parse("absolute 0", &s, err, sizeof err), -1);
	assert_int_equal(clock_parse("absolute 5:00 extra", &s, err, sizeof err), -1);
	assert_non_null(strstr(err, "too many parts"));
	assert_int_equal(clock_parse("byoyomi 1:00 0x30", &s, err, sizeof err), -1);
	assert_int_equal(clock_parse("", &s, err, sizeof err), -1);
}

static void test_absolute(void **state)
{
	struct fake f;

	(void)state;
	fake_start(&f, "absolute 1:00");
	think_and_move(&f, BLACK, 20000);
	assert_string_equal(shown(&f, BLACK), "0:40");
	assert_string_equal(shown(&f, WHITE), "1:00");
	clock_start(&f.c, BLACK);
	f.t += 30500;
	assert_int_equal(clock_countdown(&f.c), 10);
	assert_int_equal(clock_flagged(&f.c), EMPTY);
	f.t += 9500;   /* exactly at zero: lost */
	assert_int_equal(clock_flagged(&f.c), BLACK);
	assert_string_equal(shown(&f, BLACK), "time");
}

static void test_byoyomi(void **state)
{
	struct fake f;

	(void)state;
	fake_start(&f, "byoyomi 0:10 3x5");
	think_and_move(&f, BLACK, 12000);   /* the main time, then 2 s of the first period */
	assert_string_equal(shown(&f, BLACK), "0:05 (3)");   /* the period starts whole again */
	think_and_move(&f, BLACK, 7000);    /* a period lost */
	assert_string_equal(shown(&f, BLACK), "0:05 (2)");
	clock_start(&f.c, BLACK);
	f.t += 4000;
	assert_string_equal(shown(&f, BLACK), "0:01 (2)");
	assert_int_equal(clock_countdown(&f.c), 1);
	f.t += 1000 + 4999;                  /* the second period, then all but 1 ms of the last */
	assert_string_equal(shown(&f, BLACK), "0:01 (1)");
	assert_int_equal(clock_flagged(&f.c), EMPTY);
	f.t += 1;
	assert_int_equal(clock_flagged(&f.c), BLACK);
	/* The main time running out is no loss, and no countdown either. */
	fake_start(&f, "byoyomi 0:30 3x5");
	clock_start(&f.c, WHITE);
	f.t += 25000;
	assert_int_equal(clock_countdown(&f.c), 0);
	f.t += 10000;
	assert_int_equal(clock_countdown(&f.c), 5);
}

static void test_canadian(void **state)
{
	struct fake f;

	(void)state;
	fake_start(&f, "canadian 0:10 3/0:30");
	think_and_move(&f, WHITE, 15000);   /* into the first block: 5 s of it, one move made */
	assert_string_equal(shown(&f, WHITE), "0:25 /2");
	think_and_move(&f, WHITE, 5000);
	think_and_move(&f, WHITE, 5000);    /* the block's last move: a new block */
	assert_string_equal(shown(&f, WHITE), "0:30 /3");
	clock_start(&f.c, WHITE);
	f.t += 30000;
	assert_int_equal(clock_flagged(&f.c), WHITE);
}

static void test_fischer(void **state)
{
	struct fake f;

	(void)state;
	fake_start(&f, "fischer 0:20 +5");
	think_and_move(&f, BLACK, 3000);
	assert_string_equal(shown(&f, BLACK), "0:22");
	think_and_move(&f, BLACK, 21000);
	assert_string_equal(shown(&f, BLACK), "0:06");
	clock_start(&f.c, BLACK);
	f.t += 6000;
	assert_int_equal(clock_flagged(&f.c), BLACK);
}

/* Stopped (a pause, a question, the count), no time runs; started again, it goes on. */
static void test_pause(void **state)
{
	struct fake f;

	(void)state;
	fake_start(&f, "absolute 1:00");
	clock_start(&f.c, BLACK);
	f.t += 10000;
	clock_stop(&f.c);
	f.t += 3600000;
	assert_string_equal(shown(&f, BLACK), "0:50");
	assert_int_equal(clock_flagged(&f.c), EMPTY);
	clock_start(&f.c, BLACK);
	f.t += 5000;
	assert_string_equal(shown(&f, BLACK), "0:45");
	clock_start(&f.c, WHITE);   /* starting the other stops the first */
	f.t += 5000;
	assert_string_equal(shown(&f, BLACK), "0:45");
	assert_string_equal(shown(&f, WHITE), "0:55");
	/* A player who lost on time is never started again. */
	clock_start(&f.c, BLACK);
	f.t += 45000;
	clock_stop(&f.c);
	clock_start(&f.c, BLACK);
	assert_int_equal(f.c.running, EMPTY);
}

static void test_sgf(void **state)
{
	struct clock_spec s;
	struct clock_side side;
	char tm[32], ot[64], err[256], left[32];
	int o;
	bool has_o;

	(void)state;
	clock_parse("byoyomi 10:00 5x30", &s, err, sizeof err);
	clock_sgf_values(&s, tm, sizeof tm, ot, sizeof ot);
	assert_string_equal(tm, "600");
	assert_string_equal(ot, "5x30 byo-yomi");
	assert_int_equal(clock_from_sgf(tm, ot, &s, err, sizeof err), 0);
	assert_int_equal(s.system, CLOCK_BYOYOMI);
	assert_int_equal(s.periods, 5);
	clock_parse("canadian 10:00 25/5:00", &s, err, sizeof err);
	clock_sgf_values(&s, tm, sizeof tm, ot, sizeof ot);
	assert_string_equal(ot, "25/300 Canadian");
	assert_int_equal(clock_from_sgf(tm, ot, &s, err, sizeof err), 0);
	assert_int_equal(s.stones, 25);
	assert_int_equal(s.period_ms, 300000);
	clock_parse("fischer 5:00 +10", &s, err, sizeof err);
	clock_sgf_values(&s, tm, sizeof tm, ot, sizeof ot);
	assert_string_equal(ot, "fischer +10");
	assert_int_equal(clock_from_sgf(tm, ot, &s, err, sizeof err), 0);
	assert_int_equal(s.increment_ms, 10000);
	assert_int_equal(clock_from_sgf("1800", NULL, &s, err, sizeof err), 0);
	assert_int_equal(s.system, CLOCK_ABSOLUTE);
	assert_int_equal(clock_from_sgf("1800", "3 moves / 5 min", &s, err, sizeof err), -1);
	assert_string_equal(err, "OT[3 moves / 5 min] is not understood: absolute time is kept");
	assert_int_equal(s.system, CLOCK_ABSOLUTE);
	assert_int_equal(clock_from_sgf("half an hour", NULL, &s, err, sizeof err), -1);
	/* A player's time and back. */
	clock_parse("byoyomi 10:00 5x30", &s, err, sizeof err);
	assert_int_equal(clock_side_from_sgf(&s, "21.5", "3", &side), 0);
	assert_true(side.overtime);
	assert_int_equal(side.periods, 3);
	assert_int_equal(side.left_ms, 21500);
	clock_side_to_sgf(&s, &side, left, sizeof left, &o, &has_o);
	assert_string_equal(left, "21.5");
	assert_true(has_o);
	assert_int_equal(o, 3);
	assert_int_equal(clock_side_from_sgf(&s, "412", NULL, &side), 0);
	assert_false(side.overtime);
	clock_side_to_sgf(&s, &side, left, sizeof left, &o, &has_o);
	assert_string_equal(left, "412");
	assert_false(has_o);
}

/*
 * A record's clock values as SGF FF[4] writes them (reals of seconds), nothing else: strtod took
 * "nan" (which passed every range check, became INT64_MIN milliseconds and overflowed the next
 * charge: a loss on time at once), "inf" and hexadecimal floats ("0x1p3", 8 seconds).  Whatever a
 * record holds, the clock's numbers stay within range, and a charge of any length is exact.
 */
static void test_sgf_values_refused(void **state)
{
	static const char *const bad[] = { "nan", "NaN", "-nan", "inf", "-inf", "infinity", "0x1p3", "0x10",
					   "1e3", "1E3", ".5", "5.", "1,5", "", " ", "--5", "+-5", "5 5", "-5",
					   "99999999999999999999999", "1.5.5" };
	struct clock_spec s;
	struct clock_side side = { .left_ms = 123 };
	char err[256];

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		s.system = CLOCK_NONE;
		if (clock_from_sgf(bad[i], NULL, &s, err, sizeof err) == 0)
			fail_msg("TM[%s] was read as %lld ms", bad[i], (long long)s.main_ms);
		assert_int_equal(s.system, CLOCK_NONE);   /* left as it was: no clock */
		if (strcmp(bad[i], "-5") == 0)
			continue;   /* a negative time left is a time run out, below */
		assert_int_equal(clock_side_from_sgf(&s, bad[i], NULL, &side), -1);
		assert_int_equal(side.left_ms, 123);
	}
	assert_int_equal(clock_from_sgf(" 600\n", NULL, &s, err, sizeof err), 0);   /* white space around */
	assert_int_equal(s.main_ms, 600000);
	assert_int_equal(clock_from_sgf("+2.25", NULL, &s, err, sizeof err), 0);
	assert_int_equal(s.main_ms, 2250);
	/* A time left beyond the clock's range is its most; below zero it has run out. */
	clock_parse("byoyomi 10:00 5x30", &s, err, sizeof err);
	assert_int_equal(clock_side_from_sgf(&s, "99999999999", "999999999999999999999", &side), 0);
	assert_int_equal(side.left_ms, 1000LL * 3600 * 1000);
	assert_int_equal(side.periods, 1);   /* OB that is no number of periods: the last one */
	assert_int_equal(clock_side_from_sgf(&s, "-3", NULL, &side), 0);
	assert_int_equal(side.left_ms, 0);
	assert_true(side.flagged);
}

/* TM[nan] in a game: both play, minutes apart; nobody loses on time, the clocks stay as they were
 * (there is no clock), and the largest times a record can give charge without overflow. */
static void test_sgf_values_in_range(void **state)
{
	struct fake f;
	struct clock_spec s = { .system = CLOCK_NONE };
	struct clock_side side;
	char err[256];

	(void)state;
	clock_from_sgf("nan", NULL, &s, err, sizeof err);
	f.t = 0;
	clock_init(&f.c, &s, fake_now, &f.t);
	think_and_move(&f, BLACK, 5000);
	think_and_move(&f, WHITE, 300000);
	assert_int_equal(clock_flagged(&f.c), EMPTY);
	assert_false(f.c.side[WHITE].flagged);
	/* The most a record gives, then a charge of a million hours: lost on time, nothing wraps. */
	assert_int_equal(clock_from_sgf("3600000", "1000x3600000 byo-yomi", &s, err, sizeof err), 0);
	f.t = 0;
	clock_init(&f.c, &s, fake_now, &f.t);
	clock_side_from_sgf(&s, "3600000", "1000", &side);
	clock_set(&f.c, BLACK, &side);
	clock_start(&f.c, BLACK);
	f.t += 3600000LL * 1000 * 1000;
	assert_int_equal(clock_flagged(&f.c), BLACK);
	f.t = 0;
	clock_init(&f.c, &s, fake_now, &f.t);
	clock_start(&f.c, WHITE);
	f.t += 3600000LL * 1000 - 1;
	side = clock_side(&f.c, WHITE);
	assert_false(side.flagged);
	assert_int_equal(side.left_ms, 1);
	assert_false(side.overtime);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_times),
		cmocka_unit_test(test_spec_round_trip),
		cmocka_unit_test(test_spec_errors),
		cmocka_unit_test(test_absolute),
		cmocka_unit_test(test_byoyomi),
		cmocka_unit_test(test_canadian),
		cmocka_unit_test(test_fischer),
		cmocka_unit_test(test_pause),
		cmocka_unit_test(test_sgf),
		cmocka_unit_test(test_sgf_values_refused),
		cmocka_unit_test(test_sgf_values_in_range),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
