/*
 * test_eyeread.c: the reading of a group's eyes (rules/eyeread.h): two eyes live whoever moves
 * first, a straight three lives only with its owner first, one eye dies either way, an eye space of
 * seven points lives; a group does not live by capturing the stones that close its box; the answers
 * are the same on the eight symmetries of the board, and a budget too small to see the shape leaves
 * them unknown, and so does a point that holds no stone.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "board/symmetry.h"
#include "rules/eyeread.h"
#include "tests/diagram.h"

/* Black's corner group: an eye at A1 and one of two points (C1, D1). */
static const char two_eyes[] =
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	"O O O O O O O . .\n"
	"X X X X X X O . .\n"
	". X . . X O . . .\n";

/* Black's corner group around a straight three (A1 B1 C1): the vital point B1 decides. */
static const char straight_three[] =
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	"O O O O O . . . .\n"
	"X X X X O . . . .\n"
	". . . X O . . . .\n";

/* Black's corner group with one eye of two points (A1 B1). */
static const char one_eye[] =
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	"O O O O . . . . .\n"
	"X X X O . . . . .\n"
	". . X O . . . . .\n";

/* Black's corner group around eight points (A1 to D2). */
static const char big_space[] =
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	"O O O O O O . . .\n"
	"X X X X X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n";

/* Black's corner group of one eye (A1) in a box of White's stones with three liberties (A3, B3,
 * D4): with Black first, A3 and then D4 capture the box, and the 43 points it held are an eye space. */
static const char box_to_capture[] =
	"O O O O O O O\n"
	"O O O O O O O\n"
	"O O O O O O O\n"
	"O O O . O O O\n"
	". . O O O O O\n"
	"X X O O O O O\n"
	". X O O O O O\n";

/* Does the group through v of the diagram live, first to move, on every symmetry of the board? */
static enum eyeread_answer lives(const char *diagram, const char *v, enum color first)
{
	struct board b, t;
	struct eyeread er;
	enum eyeread_answer a0 = EYEREAD_UNKNOWN;

	DIAGRAM(&b, diagram);
	int p = AT(&b, v);
	for (int s = 0; s < 8; s++) {
		symmetry_board(&b, s, &t);
		eyeread_init(&er);
		enum eyeread_answer a = eyeread_lives(&er, &t, symmetry_point(&b, s, p), first);
		if (s == 0)
			a0 = a;
		else if (a != a0) {
			print_error("%s: symmetry %d answers %d, the board as given %d\n", v, s, a, a0);
			fail();
		}
	}
	return a0;
}

/* The answers: each shape with the colour to move first. */
static void test_shapes(void **state)
{
	(void)state;
	static const struct {
		const char *diagram, *group;
		enum color first;
		enum eyeread_answer answer;
	} cases[] = {
		{ two_eyes, "A2", WHITE, EYEREAD_LIVES },
		{ two_eyes, "A2", BLACK, EYEREAD_LIVES },
		{ straight_three, "A2", BLACK, EYEREAD_LIVES },   /* at the vital point B1 */
		{ straight_three, "A2", WHITE, EYEREAD_DIES },
		{ one_eye, "A2", WHITE, EYEREAD_DIES },
		{ one_eye, "A2", BLACK, EYEREAD_DIES },
		{ big_space, "A3", WHITE, EYEREAD_LIVES },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		enum eyeread_answer a = lives(cases[i].diagram, cases[i].group, cases[i].first);
		if (a != cases[i].answer) {
			print_error("case %zu: %s first, answer %d, expected %d\n", i,
				    cases[i].first == BLACK ? "Black" : "White", a, cases[i].answer);
			fail();
		}
	}
}

/* The stones that close a box stand whatever is played: named as its wall, the box of
 * box_to_capture is not captured, and the group dies whoever moves first, on every symmetry. */
static void test_wall_is_not_captured(void **state)
{
	(void)state;
	struct board b, t;
	struct eyeread er;
	uint8_t wall[BOARD_MAX_POINTS];

	assert_int_equal(lives(box_to_capture, "A2", BLACK), EYEREAD_LIVES);
	DIAGRAM(&b, box_to_capture);
	for (int s = 0; s < 8; s++) {
		symmetry_board(&b, s, &t);
		memset(wall, 0, sizeof wall);
		BOARD_FOREACH(&t, p)
			wall[p] = t.color[p] == WHITE;
		for (enum color first = BLACK; first <= WHITE; first++) {
			eyeread_init(&er);
			er.wall = wall;
			assert_int_equal(eyeread_lives(&er, &t, symmetry_point(&b, s, AT(&b, "A2")), first),
					 EYEREAD_DIES);
		}
	}
}

/* The straight three read with White first needs a few moves: a budget of one node cannot see it. */
static void test_spent_budget_is_unknown(void **state)
{
	(void)state;
	struct board b;
	struct eyeread er;

	DIAGRAM(&b, straight_three);
	eyeread_init(&er);
	er.budget = 1;
	assert_int_equal(eyeread_lives(&er, &b, AT(&b, "A2"), WHITE), EYEREAD_UNKNOWN);
	eyeread_init(&er);
	er.depth = 0;
	assert_int_equal(eyeread_lives(&er, &b, AT(&b, "A2"), WHITE), EYEREAD_UNKNOWN);
}

/* A point that holds no stone names no group: the question is unknown, and it is answered at once
 * (a walk of the group from an empty point would follow the chain links of no chain). */
static void test_no_stone_is_unknown(void **state)
{
	(void)state;
	struct board b;
	struct eyeread er;

	DIAGRAM(&b, straight_three);
	eyeread_init(&er);
	assert_int_equal(eyeread_lives(&er, &b, AT(&b, "B1"), WHITE), EYEREAD_UNKNOWN);
	assert_int_equal(eyeread_lives(&er, &b, AT(&b, "H9"), BLACK), EYEREAD_UNKNOWN);
	assert_int_equal(er.nodes, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shapes),
		cmocka_unit_test(test_wall_is_not_captured),
		cmocka_unit_test(test_spent_budget_is_unknown),
		cmocka_unit_test(test_no_stone_is_unknown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
