/*
 * test_benson.c: Benson's pass-alive chains and owned regions, written as diagrams.
 *
 * Each test gives a position and the expected answer for one colour as a second diagram in which
 *   A  is a stone of a pass-alive chain,
 *   -  is an empty point of a region the pass-alive chains own,
 *   D  is an opponent stone in such a region (unconditionally dead),
 * and every other point is shown as it stands (X, O, .).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules/benson.h"
#include "tests/diagram.h"

/* The answer for colour c as a diagram, one row per line, points separated by spaces. */
static void render(const struct board *b, const struct benson *r, char *out)
{
	static const char stone[] = { [EMPTY] = '.', [BLACK] = 'X', [WHITE] = 'O' };
	static const char mark[] = { [BENSON_ALIVE] = 'A', [BENSON_OWNED] = '-', [BENSON_DEAD] = 'D' };

	BOARD_FOREACH(b, p) {
		enum benson_status s = benson_status_at(r, p);
		*out++ = s == BENSON_NONE ? stone[b->color[p]] : mark[s];
		*out++ = board_x(b, p) == b->size - 1 ? '\n' : ' ';
	}
	*out = '\0';
}

/* Run Benson for c on the diagram and compare with the expected answer. */
#define ASSERT_BENSON(position, c, want) assert_benson((position), (c), (want), __FILE__, __LINE__)

static void assert_benson(const char *position, enum color c, const char *want, const char *file, int line)
{
	struct board b;
	struct benson r;
	char got[2048];

	diagram_load(&b, position, file, line);
	benson_pass_alive(&b, c, &r);
	render(&b, &r, got);
	if (strcmp(got, want) != 0) {
		print_error("Benson for %s differs on\n%s\nexpected:\n%s\ngot:\n%s\n",
			    c == BLACK ? "Black" : "White", position, want, got);
		_fail(file, line);
	}
}

/* Two separate one-point eyes, and a third: the chain is pass-alive and owns each eye.  The open
 * area below touches it only along row 3; its inner points are liberties of nothing, so it is not
 * vital and stays unowned. */
static void test_two_eyes(void **state)
{
	(void)state;
	static const char position[] =
		". X . X .\n"
		"X X X X X\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n";
	ASSERT_BENSON(position, BLACK,
		      "- A - A -\n"
		      "A A A A A\n"
		      ". . . . .\n"
		      ". . . . .\n"
		      ". . . . .\n");
	struct board b;
	struct benson r;
	DIAGRAM(&b, position);
	benson_pass_alive(&b, BLACK, &r);
	assert_int_equal(r.alive_chains, 1);
	assert_int_equal(r.owned_regions, 3);
}

/* One eye of three points in a row: vital (every point touches the chain) but only one region, so
 * the chain is not pass-alive, although it lives if Black answers White's B5 with B5 first.  White's
 * wall has no vital region at all. */
static void test_one_big_eye(void **state)
{
	(void)state;
	static const char position[] =
		". . . X O\n"
		"X X X X O\n"
		"O O O O O\n"
		". . . . .\n"
		". . . . .\n";
	ASSERT_BENSON(position, BLACK, position);
	ASSERT_BENSON(position, WHITE, position);
}

/* The eye at C5 is false: its other neighbour D5 is a separate stone with no eye of its own, which
 * White captures by playing C5 while Black passes.  Benson drops D5 (one vital region), then C5
 * (its boundary holds D5), then the big chain (only A5 left).  With D4 black instead, C5 is a true
 * eye and the chain lives. */
static void test_false_eye(void **state)
{
	(void)state;
	static const char false_eye[] =
		". X . X O\n"
		"X X X O O\n"
		"O O O O .\n"
		". . . . .\n"
		". . . . .\n";
	ASSERT_BENSON(false_eye, BLACK, false_eye);
	ASSERT_BENSON(". X . X O\n"
		      "X X X X O\n"
		      "O O O O O\n"
		      ". . . . .\n"
		      ". . . . .\n",
		      BLACK,
		      "- A - A O\n"
		      "A A A A O\n"
		      "O O O O O\n"
		      ". . . . .\n"
		      ". . . . .\n");
}

/* Two chains, A3-B3-A2 and B1-C1-C2, touching only diagonally, share the eyes B2 and A1: each
 * eye is vital to both, so both chains have two vital regions and both are pass-alive. */
static void test_two_chains_share_two_eyes(void **state)
{
	(void)state;
	ASSERT_BENSON(". . . . .\n"
		      ". . . . .\n"
		      "X X . . .\n"
		      "X . X . .\n"
		      ". X X . .\n",
		      BLACK,
		      ". . . . .\n"
		      ". . . . .\n"
		      "A A . . .\n"
		      "A - A . .\n"
		      "- A A . .\n");
}

/* Take C1 away and B1, C2 are lone stones.  C2 has no second vital region, so B2, which it borders,
 * is not safe; then A3-B3-A2 and B1 keep only A1, one vital region each, and nothing is pass-alive. */
static void test_one_shared_eye(void **state)
{
	(void)state;
	static const char position[] =
		". . . . .\n"
		". . . . .\n"
		"X X . . .\n"
		"X . X . .\n"
		". X . . .\n";
	ASSERT_BENSON(position, BLACK, position);
}

/* The white stone B5 sits in a region whose empty points A5 and C5 are both liberties of the black
 * chain: the region is vital, so White can never make an eye there and Black can fill it and
 * capture: B5 is dead and A5, C5 are Black's.  E5 is the second eye. */
static void test_dead_stone_in_eye(void **state)
{
	(void)state;
	static const char position[] =
		". O . X .\n"
		"X X X X X\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n";
	ASSERT_BENSON(position, BLACK,
		      "- D - A -\n"
		      "A A A A A\n"
		      ". . . . .\n"
		      ". . . . .\n"
		      ". . . . .\n");
	ASSERT_BENSON(position, WHITE, position);
}

/* A big eye bordered only by pass-alive chains is still not owned: White could live in it.  Black
 * lives by A9 and C9; the 3x3 space below has the inner point E5 that touches no black stone. */
static void test_big_region_not_owned(void **state)
{
	(void)state;
	ASSERT_BENSON("X . X . X . X\n"
		      "X X X X X X X\n"
		      "X . . . . . X\n"
		      "X . . . . . X\n"
		      "X . . O . . X\n"
		      "X . . . . . X\n"
		      "X X X X X X X\n",
		      BLACK,
		      "A - A - A - A\n"
		      "A A A A A A A\n"
		      "A . . . . . A\n"
		      "A . . . . . A\n"
		      "A . . O . . A\n"
		      "A . . . . . A\n"
		      "A A A A A A A\n");
}

/* A seki without eyes is not pass-alive for either side.  The inner black chain B6-B5-C5-B4 has its
 * only liberties C6 and C4 in one region with the white chain: one vital region.  The white chain
 * likewise has one (the region of the inner black chain with C6 and C4).  Only the outer black chain,
 * with five eyes, is pass-alive; C6 and C4 are nobody's. */
static void test_seki_not_pass_alive(void **state)
{
	(void)state;
	static const char position[] =
		"O X . O X .\n"
		"O X X O X X\n"
		"O X . O X .\n"
		"O O O O X X\n"
		"X X X X X X\n"
		". X . X . X\n";
	ASSERT_BENSON(position, BLACK,
		      "O X . O A -\n"
		      "O X X O A A\n"
		      "O X . O A -\n"
		      "O O O O A A\n"
		      "A A A A A A\n"
		      "- A - A - A\n");
	ASSERT_BENSON(position, WHITE, position);
}

/* The empty board and a board without c: nothing is pass-alive and nothing owned. */
static void test_nothing(void **state)
{
	(void)state;
	ASSERT_BENSON(". . .\n. . .\n. . .\n", BLACK, ". . .\n. . .\n. . .\n");
	ASSERT_BENSON(". O .\nO . O\n. O .\n", BLACK, ". O .\nO . O\n. O .\n");
}

/* The marking for --auto: pass-alive chains alive, stones in owned regions dead, the rest alive.
 * Black's top chain is pass-alive (A7-C7 with the white stone, E7, G7), so B7 is dead.  White's
 * ring has one eye and the lone black A1 none: neither is pass-alive, and both stay alive. */
static void test_marking(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	int dead = 0;

	DIAGRAM(&b,
		". O . X . X .\n"
		"X X X X X X X\n"
		". . . . . . .\n"
		". O O O . . .\n"
		". O . O . . .\n"
		". O O O . . .\n"
		"X . . . . . .\n");
	benson_marking(&b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "B7")), SCORE_DEAD);
	BOARD_FOREACH(&b, p)
		dead += b.color[p] != EMPTY && score_marking_get(&m, p) == SCORE_DEAD;
	assert_int_equal(dead, 1);
	assert_int_equal(score_marking_get(&m, AT(&b, "A6")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&m, AT(&b, "C4")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&m, AT(&b, "A1")), SCORE_ALIVE);
}

/*
 * The local answers (benson_chain_alive, benson_point_owned) against the whole-board one, on every
 * point of positions from random play on 9x9 and 13x13 (stones that do not fill their own one-point
 * eyes, so that late positions hold many pass-alive chains and owned regions), for both colours.
 */
static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static bool own_eye(const struct board *b, enum color c, int p)
{
	BOARD_NEIGHBOURS(b, p, q)
		if (b->color[q] != c && b->color[q] != EDGE)
			return false;
	return true;
}

static void test_local_matches_whole_board(void **state)
{
	(void)state;
	static struct benson_scratch scratch;  /* zero: as the first call needs it */
	uint64_t seed = 0x2545f4914f6cdd1dull;
	long checked = 0, alive = 0, owned = 0;

	for (int game = 0; game < 60; game++) {
		struct board b;
		board_init(&b, game % 2 ? 13 : 9);
		enum color c = BLACK;
		for (int move = 0, passes = 0; move < 400 && passes < 2; move++, c = color_other(c)) {
			int cand[BOARD_MAX_POINTS], n = 0;
			BOARD_FOREACH(&b, p)
				if (b.color[p] == EMPTY && !board_is_suicide(&b, c, p) && !own_eye(&b, c, p))
					cand[n++] = p;
			passes = n == 0 ? passes + 1 : 0;
			if (n > 0)
				board_play(&b, c, cand[rng_next(&seed) % (uint64_t)n], NULL);
			if (move % 7 != 0)
				continue;
			for (enum color k = BLACK; k <= WHITE; k++) {
				struct benson full;
				benson_pass_alive(&b, k, &full);
				BOARD_FOREACH(&b, p) {
					enum benson_status st = benson_status_at(&full, p);
					if (b.color[p] == k) {
						bool want = st == BENSON_ALIVE;
						assert_int_equal(benson_chain_alive(&b, p, &scratch), want);
						alive += want;
					} else {
						bool want = st == BENSON_OWNED || st == BENSON_DEAD;
						assert_int_equal(benson_point_owned(&b, k, p, &scratch), want);
						owned += want;
					}
					checked++;
				}
			}
		}
	}
	/* The positions must have held both answers many times, or the comparison proves little. */
	print_message("%ld points compared, %ld pass-alive stones, %ld owned points\n", checked, alive, owned);
	assert_true(alive > 1000);
	assert_true(owned > 1000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_eyes),
		cmocka_unit_test(test_one_big_eye),
		cmocka_unit_test(test_false_eye),
		cmocka_unit_test(test_two_chains_share_two_eyes),
		cmocka_unit_test(test_one_shared_eye),
		cmocka_unit_test(test_dead_stone_in_eye),
		cmocka_unit_test(test_big_region_not_owned),
		cmocka_unit_test(test_seki_not_pass_alive),
		cmocka_unit_test(test_nothing),
		cmocka_unit_test(test_marking),
		cmocka_unit_test(test_local_matches_whole_board),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
