/*
 * test_legal_count.c: count the legal positions of small boards with the board's own code and
 * compare with the published numbers (Tromp and Farnebäck, "Combinatorics of Go"): a colouring is
 * legal when every chain reaches an empty point.  1x1 (1 legal position) is below the smallest board.
 *
 * How the count stays fast:
 *   1. The colourings are visited in a reflected ternary Gray code: each step changes one point by
 *      one colour (empty <-> black <-> white), so each step is one board_set.
 *   2. board_set keeps chains and liberty counts exact, so board_is_legal_position is a scan of the
 *      chain heads.
 *   3. On the smaller boards every colouring is also checked by rule 3 (board_reach_all), so the
 *      cached liberties and the flood fill have to agree.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "board/board.h"

#define MAX_POINTS 16

/* Legal by rule 3: no stone fails to reach an empty point. */
static bool legal_by_reach(const struct board *b)
{
	uint8_t reach[BOARD_MAX_POINTS];

	board_reach_all(b, reach);
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && !(reach[p] & REACH_EMPTY))
			return false;
	return true;
}

/*
 * Visit all 3^(size*size) colourings and count the legal ones.  digit[i] is the colour of the i-th
 * point and dir[i] the way it moves next; the lowest point that can still move moves, and every
 * point below it turns round (Knuth's reflected mixed-radix Gray code).
 */
static long count_legal(int size, bool cross_check, long *visited)
{
	struct board b;
	int points[MAX_POINTS], digit[MAX_POINTS] = { 0 }, dir[MAX_POINTS], n = 0;
	long legal = 0;

	board_init(&b, size);
	BOARD_FOREACH(&b, p)
		points[n++] = p;
	for (int i = 0; i < n; i++)
		dir[i] = 1;
	*visited = 0;
	for (;;) {
		bool ok = board_is_legal_position(&b);
		if (cross_check && ok != legal_by_reach(&b))
			fail_msg("liberty counts and rule 3 disagree after %ld colourings", *visited);
		legal += ok;
		++*visited;
		int i = 0;
		while (i < n && (digit[i] + dir[i] < 0 || digit[i] + dir[i] > 2)) {
			dir[i] = -dir[i];
			i++;
		}
		if (i == n)
			return legal;
		digit[i] += dir[i];
		board_set(&b, points[i], (enum color)digit[i]);
	}
}

static void check_count(int size, bool cross_check, long want)
{
	long visited, total = 1;

	for (int i = 0; i < size * size; i++)
		total *= 3;
	assert_int_equal(count_legal(size, cross_check, &visited), want);
	assert_int_equal(visited, total);
}

static void test_legal_2x2(void **state)
{
	(void)state;
	check_count(2, true, 57);
}

static void test_legal_3x3(void **state)
{
	(void)state;
	check_count(3, true, 12675);
}

static void test_legal_4x4(void **state)
{
	(void)state;
	check_count(4, false, 24318165);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_legal_2x2),
		cmocka_unit_test(test_legal_3x3),
		cmocka_unit_test(test_legal_4x4),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
