/*
 * test_tactics.c: the small tactical reader (rules/tactics.h) on board diagrams: a chain caught even
 * if it moves first, one that escapes, a capture in a ko that may not be retaken at once, a
 * snap-back that is no capture, a chain whose best defence is to do nothing, and an attacker that
 * must save its own chain first.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "rules/tactics.h"
#include "tests/diagram.h"

static bool capturable(const char *diagram, const char *v, enum color first)
{
	struct board b;
	struct tactics tc;

	DIAGRAM(&b, diagram);
	tactics_init(&tc);
	tc.depth = 9;
	return tactics_capturable(&tc, &b, AT(&b, v), first);
}

/* White's C2 has two liberties on the edge, and whatever White plays first, Black takes it: extending
 * to B2 or D2 runs into Black's stones. */
static void test_caught_even_moving_first(void **state)
{
	static const char d[] = ". . . . .\n"
				". . . . .\n"
				". X X X .\n"
				"X . O . X\n"
				". X X X .\n";
	(void)state;
	assert_true(capturable(d, "C2", WHITE));
	assert_true(capturable(d, "C2", BLACK));
}

/* The same stone with the right side open escapes when White moves first, not when Black does. */
static void test_escapes_moving_first(void **state)
{
	static const char d[] = ". . . . .\n"
				". . . . .\n"
				". X X . .\n"
				"X . O . .\n"
				". X X . .\n";
	(void)state;
	assert_false(capturable(d, "C2", WHITE));
	assert_true(capturable(d, "C2", BLACK));
}

/* White's B1 is in atari; Black takes it at C1 in a ko.  White may not take back at once, so the
 * stone is captured with Black to move; with White to move it connects at C1. */
static void test_ko_capture_stands(void **state)
{
	static const char d[] = ". . . . .\n"
				". . . . .\n"
				"X X O . .\n"
				"X O . O .\n"
				"X O X O .\n";
	(void)state;
	assert_true(capturable(d, "C1", WHITE));   /* Black's C1: White takes it in a ko, as a check */
	assert_true(capturable(d, "B1", BLACK));
	assert_false(capturable(d, "B1", WHITE));
}

/* A snap-back: Black taking White's D1 at C1 leaves C1-C2-D2 with the one liberty D1, and White
 * takes the three back at once: D1 is no capture for good.  White at C1 takes C2-D2 for good. */
static void test_snapback_is_no_capture(void **state)
{
	static const char d[] = ". . . . . .\n"
				". . . . . .\n"
				". . . . . .\n"
				". O O O . .\n"
				". O X X O .\n"
				". O . O X X\n";
	(void)state;
	assert_false(capturable(d, "D1", BLACK));
	assert_true(capturable(d, "C2", WHITE));
}

/*
 * Black's K1 shares its two liberties, J1 and K2, with a black chain White cannot approach: White at
 * K2 is suicide and at J1 is taken at H1.  Every black move fills its own liberty; passing keeps it.
 */
static void test_best_defence_is_a_pass(void **state)
{
	static const char d[] = ". . . . . . . . .\n"
				". . . . . . . . .\n"
				". . . . . . . . .\n"
				". . . . . . . . .\n"
				". . . . . . . . .\n"
				"O O O O O O O . .\n"
				"O X X X X X O . .\n"
				"O X . X . X O . .\n"
				"O O . . X O O . .\n";
	(void)state;
	assert_false(capturable(d, "E1", BLACK));
	assert_false(capturable(d, "E1", WHITE));
}

/* A race won by saving one's own chain first.  White's C5 is in atari at C4: White at D4 or E5
 * would let Black take C5 at C4 and escape through it.  White first saves C5 at C4, then takes D5
 * along the edge; a reader whose attacker only plays the target's liberties says D5 is safe. */
static void test_attacker_saves_its_own_first(void **state)
{
	static const char d[] = ". X O X .\n"
				". O . . .\n"
				". . O . .\n"
				". . . . .\n"
				". . . . .\n";
	(void)state;
	assert_true(capturable(d, "D5", WHITE));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_caught_even_moving_first),
		cmocka_unit_test(test_escapes_moving_first),
		cmocka_unit_test(test_ko_capture_stands),
		cmocka_unit_test(test_snapback_is_no_capture),
		cmocka_unit_test(test_best_defence_is_a_pass),
		cmocka_unit_test(test_attacker_saves_its_own_first),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
