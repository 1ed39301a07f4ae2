/*
 * test_finish.c: playing a finished position out before it is counted (rules/finish.h), on board
 * diagrams: the dame filled, the protective move a filled dame forces, nothing under play-out rules,
 * nothing next to a seki, and the count of the finished position.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rules/finish.h"
#include "rules/life.h"
#include "rules/score.h"
#include "tests/diagram.h"

static struct finish f;

static void mark(struct score_marking *m, const struct board *b, const char *v, enum score_status s)
{
	score_marking_set(m, b, AT(b, v), s);
}

/* The count of *b with marking m under the named rules, as it stands or played out first. */
static int margin2(const char *rules, const struct board *b, const struct score_marking *m, bool finished)
{
	struct ruleset r = rules_named(rules);
	struct score_input in, done;
	struct score s;

	r.komi2 = 0;
	score_input_init(&in, b, m);
	if (finished) {
		finish_game(b, m, BLACK, &r, FINISH_BUDGET, &f);
		finish_input(&f, &in, &done);
		in = done;
	}
	score_compute(&in, &r, &s);
	return s.margin2;
}

/* Walls with a line of dame between them: the dame are filled in turn, Black first; nothing else. */
static void test_dame_filled(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	char moves[256];

	(void)state;
	DIAGRAM(&b, ". X . O .\n"
		    ". X . O .\n"
		    ". X . O .\n"
		    ". X . O .\n"
		    ". X . O .\n");
	finish_game(&b, NULL, BLACK, &r, FINISH_BUDGET, &f);
	assert_int_equal(f.n, 5);
	assert_int_equal(f.kinds[FINISH_DAME], 5);
	assert_int_equal(f.plays[BLACK], 3);
	assert_int_equal(f.plays[WHITE], 2);
	ASSERT_BOARD(&f.board, ". X X O .\n"
			       ". X O O .\n"
			       ". X X O .\n"
			       ". X O O .\n"
			       ". X X O .\n");
	assert_string_equal(finish_moves_str(&f, moves, sizeof moves),
			    "B C5 (dame), W C4 (dame), B C3 (dame), W C2 (dame), B C1 (dame)");
	/* dame are worth nothing under territory counting, one point each under area counting */
	assert_int_equal(margin2("japanese", &b, NULL, false), margin2("japanese", &b, NULL, true));
	assert_int_equal(margin2("chinese", &b, NULL, false), 0);
	assert_int_equal(margin2("chinese", &b, NULL, true), 2);
}

/*
 * Black's two chains meet at B2 only.  Once White fills the dame at C3, White at B2 would take the
 * lower chain (B1 then A1 do not save it): Black must connect at B2 inside his own territory, and
 * the territory count loses that point.
 */
static const char cutting_point[] =
	". X . O .\n"
	". X . O .\n"
	"X X . O .\n"
	". . X O .\n"
	". . X O .\n";

static void test_protective_move(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	bool protected = false;

	(void)state;
	DIAGRAM(&b, cutting_point);
	finish_game(&b, NULL, WHITE, &r, FINISH_BUDGET, &f);
	for (int i = 0; i < f.n; i++)
		if (f.moves[i].point == AT(&b, "B2")) {
			assert_int_equal(f.moves[i].color, BLACK);
			assert_int_equal(f.moves[i].kind, FINISH_PROTECT);
			protected = true;
		}
	assert_true(protected);
	assert_int_equal(f.board.color[AT(&b, "C3")], WHITE);
	assert_int_equal(f.board.color[AT(&b, "B2")], BLACK);
	/* every black stone still stands */
	BOARD_FOREACH(&b, p) {
		if (b.color[p] == BLACK)
			assert_int_equal(f.board.color[p], BLACK);
	}
}

/* The same position counted: Black's territory is one point smaller once played out. */
static void test_protective_move_counted(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	struct score_input in, done;
	struct score as_is, finished;

	(void)state;
	r.komi2 = 0;
	DIAGRAM(&b, cutting_point);
	score_input_init(&in, &b, NULL);
	score_compute(&in, &r, &as_is);
	finish_game(&b, NULL, WHITE, &r, FINISH_BUDGET, &f);
	finish_input(&f, &in, &done);
	score_compute(&done, &r, &finished);
	assert_int_equal(as_is.side[BLACK].term[SCORE_TERM_TERRITORY], 6);
	assert_int_equal(finished.side[BLACK].term[SCORE_TERM_TERRITORY], 5);
	assert_int_equal(finished.side[WHITE].term[SCORE_TERM_TERRITORY], as_is.side[WHITE].term[SCORE_TERM_TERRITORY]);
}

/* Under play-out rules the count is of the board as the players left it: nothing is played. */
static void test_play_out_rules_untouched(void **state)
{
	struct board b;
	struct ruleset r = rules_named("tromp-taylor");

	(void)state;
	DIAGRAM(&b, cutting_point);
	finish_game(&b, NULL, BLACK, &r, FINISH_BUDGET, &f);
	assert_int_equal(f.n, 0);
	assert_true(board_equal(&f.board, &b));
}

/*
 * A dead white stone inside Black's corner stays there, keeps its marking and counts as a prisoner;
 * the dame between the walls are filled around it, and the count is unchanged under territory rules.
 */
static void test_dead_stone_keeps_its_marking(void **state)
{
	struct board b;
	struct score_marking m;

	(void)state;
	DIAGRAM(&b, ". . X . O .\n"
		    ". O X . O .\n"
		    ". . X . O .\n"
		    "X X X . O .\n"
		    ". . X . O .\n"
		    ". . X . O .\n");
	score_marking_init(&m);
	mark(&m, &b, "B5", SCORE_DEAD);
	assert_int_equal(margin2("japanese", &b, &m, true), margin2("japanese", &b, &m, false));
	assert_int_equal(f.board.color[AT(&b, "B5")], WHITE);
	assert_int_equal(score_marking_get(&f.marking, AT(&b, "B5")), SCORE_DEAD);
	assert_true(f.n > 0);
	assert_int_equal(f.captures[BLACK] + f.captures[WHITE], 0);
}

/* The points next to a chain in seki are left alone: filling them could break it.  The seed's type
 * 4 (seki without eyes), marked by the analysis: D8 and D7 stay empty. */
static void test_seki_left_alone(void **state)
{
	struct board b;
	struct score_marking m;
	struct ruleset r = rules_named("japanese");
	struct life_analysis *an = malloc(sizeof *an);

	(void)state;
	DIAGRAM(&b, ". X O . X O . O\n"
		    "X X O . X O O .\n"
		    ". X O O O X O O\n"
		    "X X X X X X X O\n"
		    "O O O X . X . X\n"
		    ". . O O X X X .\n"
		    "O O O O X . X X\n"
		    ". O . O X X X .\n");
	life_analyse(&b, NULL, an);
	life_marking(an, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "E8")), SCORE_SEKI);
	finish_game(&b, &m, BLACK, &r, FINISH_BUDGET, &f);
	assert_int_equal(f.board.color[AT(&b, "D8")], EMPTY);
	assert_int_equal(f.board.color[AT(&b, "D7")], EMPTY);
	free(an);
}

/*
 * Hon-90-7's upper right: White's corner F7 (marked seki, the seed's type 5: Black can take it at
 * G5, and White's retake at G6 lives) is in atari, and White connects it at G5 to the living group
 * below.  The joined chain is alive, not in seki: its territory F3-G1 still counts, as if the
 * corner had been marked alive.
 */
static void test_seki_chain_joined_to_a_living_one(void **state)
{
	struct board b;
	struct score_marking seki, alive;
	struct ruleset r = rules_named("japanese");
	char moves[128];

	(void)state;
	DIAGRAM(&b, ". . . . X O O\n"
		    ". . . . X X O\n"
		    ". . . X X O .\n"
		    ". . . X O O O\n"
		    ". . . X O . .\n"
		    ". . . X O . .\n"
		    ". . . X O . .\n");
	score_marking_init(&seki);
	mark(&seki, &b, "F7", SCORE_SEKI);
	finish_game(&b, &seki, BLACK, &r, FINISH_BUDGET, &f);
	assert_string_equal(finish_moves_str(&f, moves, sizeof moves), "W G5 (protective move)");
	assert_int_equal(score_marking_get(&f.marking, AT(&b, "F7")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&f.marking, AT(&b, "E1")), SCORE_ALIVE);
	score_marking_init(&alive);
	/* Black: A1-C7 and D6, D7 (23); White: F1-G3 (6), no prisoners either way */
	assert_int_equal(margin2("japanese", &b, &seki, true), 2 * (23 - 6));
	assert_int_equal(margin2("japanese", &b, &seki, true), margin2("japanese", &b, &alive, true));
}

/* A chain the record left in atari is not taken when the marking says it lives: its owner saves it
 * (the marking is the players', and finishing does not overrule it). */
static void test_living_chain_left_in_atari(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");

	(void)state;
	DIAGRAM(&b, "X X O . .\n"
		    "X O . O .\n"
		    "X X O . .\n"
		    ". X O . .\n"
		    ". X O . .\n");
	/* B4 (white) has one liberty, C4 */
	finish_game(&b, NULL, BLACK, &r, FINISH_BUDGET, &f);
	assert_int_equal(f.board.color[AT(&b, "B4")], WHITE);
	assert_int_equal(f.board.color[AT(&b, "C4")], WHITE);
	assert_int_equal(f.captures[BLACK], 0);
	bool saved = false;
	for (int i = 0; i < f.n; i++)
		if (f.moves[i].point == AT(&b, "C4"))
			saved = f.moves[i].color == WHITE && f.moves[i].kind == FINISH_PROTECT;
	assert_true(saved);
}

/*
 * A threat that one answer cannot meet.  Once D5 is filled, Black at B7 takes a liberty of White's
 * chain C9-E6 (left with B8 and B9) and puts B6 in atari: White can save one of them, not both, and
 * Black's stone cannot be taken at once.  White protects at B7 in advance, inside his own area, and
 * the count loses that point.  (Each chain alone is safe: the small reader of 4b. finds no capture.)
 */
static const char double_threat[] =
	". . O O X . . . .\n"
	". . O X X . . . .\n"
	". . O O X . . . .\n"
	". O X O O X . . .\n"
	"O X X . X X . . .\n"
	". O X X X . . . .\n"
	"O . O O X . . . .\n"
	". O O X X . . . .\n"
	". O X X . . . . .\n";

static void test_double_threat_forestalled(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	char moves[256];

	(void)state;
	DIAGRAM(&b, double_threat);
	finish_game(&b, NULL, BLACK, &r, FINISH_BUDGET, &f);
	assert_string_equal(finish_moves_str(&f, moves, sizeof moves), "B D5 (dame), W B7 (protective move)");
	finish_game(&b, NULL, WHITE, &r, FINISH_BUDGET, &f);
	assert_int_equal(f.board.color[AT(&b, "B7")], WHITE);
	assert_int_equal(f.kinds[FINISH_PROTECT], 1);
	/* one point of White's territory (B7) less, played out */
	assert_int_equal(margin2("japanese", &b, NULL, true), margin2("japanese", &b, NULL, false) + 2);
}

/*
 * A shared point neither side can fill: E9.  Black there leaves E9-F9-G9 one liberty (H9), White
 * there leaves C8's chain one (C9).  Black first protects at H9, in his own area (a point), and then
 * E9 is his to fill: White must connect at C9 and then at A9 to keep C8's chain, two points inside
 * his own area.  Black gains a point by it, so he does it; neither side ever plays E9 as it stands.
 */
static const char shared_point[] =
	". O . O . X X . X\n"
	"O X O O O O O X .\n"
	"O X X X X O O X .\n"
	"O X . . X X X X X\n"
	"O X X X X . . . .\n"
	"O O O O X . . . .\n"
	". . . O X . . . .\n"
	". . . O X . . . .\n"
	". . . O X . . . .\n";

static void test_shared_point_prepared(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	char moves[256];

	(void)state;
	DIAGRAM(&b, shared_point);
	finish_game(&b, NULL, BLACK, &r, FINISH_BUDGET, &f);
	assert_string_equal(finish_moves_str(&f, moves, sizeof moves),
			    "B H9 (protective move), W C9 (protective move), B E9 (forcing), W A9 (protective move)");
	/* Black one point inside his area, White two: one point to Black against the board as it stands */
	assert_int_equal(margin2("japanese", &b, NULL, true), margin2("japanese", &b, NULL, false) + 2);
}

/*
 * A cut that exposes a shortage (the final position of a professional game, T-22-1 of the goban
 * collection, White to play).  Once White has taken H6, Black's J8 is a dame worth a point: it
 * cuts White's H6-J7 group from H8, leaving it H5 and H7; White cannot fill H5 (a self-atari), and
 * Black's H5 then puts it in atari, so White must connect at H7 inside his own area.  Black takes
 * J8 first, as the players did (the record, B+6.5, counts that protective move).
 */
static const char cut_exposes_shortage[] =
	"X O O . . X O . X . X O O O O O . X .\n"
	"X X O O . X O O O O O X X O X O O O O\n"
	"X X X O . . X X O . O O X X X X O X O\n"
	". X X O . X . X X O O X X . X X X X X\n"
	"X . X O X . . X O X O O X X O X . . .\n"
	". X O O X X . X O . O X X O O O X . .\n"
	"X O O O O O X X O O O O O O O O X . .\n"
	". X O . O O O X O X O X X X . O X . .\n"
	"X X O O X X O X X X O O O X O O X . .\n"
	". . X X X . O O X . X X X X X O O X .\n"
	"X X . . X O . O X . X . X X O . O X .\n"
	"X X . X O O . O . X X O X O . O O X .\n"
	"O X . . X . O . O O X O O . O O X . X\n"
	"O O X X . X X . O X X X O O . O X X .\n"
	". O O X O O X . O X O O O X X X O O .\n"
	". . . O O O X X O O X O . O O X X . .\n"
	". . . O . . O X O X X X O O O O X . .\n"
	". . . . O O O X X . X X O . O X X . .\n"
	". . . . . O X X . X X O O O X X . . .\n"
;

static void test_cut_that_exposes_a_shortage(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	struct score_marking m;
	struct life_analysis *an = malloc(sizeof *an);
	char moves[1024];

	(void)state;
	DIAGRAM(&b, cut_exposes_shortage);
	life_analyse(&b, NULL, an);
	life_marking(an, &b, &m);
	finish_game(&b, &m, WHITE, &r, FINISH_BUDGET, &f);
	finish_moves_str(&f, moves, sizeof moves);
	assert_non_null(strstr(moves, "W H6 (boundary), B J8 (forcing), "));
	assert_non_null(strstr(moves, "B H5 (forcing), W H7 (protective move)"));
	free(an);
}

/*
 * Dead stones that would come back.  White's F2 is dead in Black's corner, in atari at F1.  Black's
 * two chains have two liberties each (G1 and E3, E3 and E1): if White connects at F1, Black can no
 * longer take F1-F2 (E3 would join his chains and leave them with E1 and G1 only, shared with
 * White's: a seki), so Black takes F2 first, inside his own area, whoever moves first.
 */
static const char dead_in_atari[] =
	". . . . . . .\n"
	". . . . O O .\n"
	". . . O X O O\n"
	". . . O X X O\n"
	". . O X . X X\n"
	". . O X X O X\n"
	". . O X . . .\n";

static void test_dead_stone_taken_before_it_comes_back(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	struct score_marking m;
	char moves[256];

	(void)state;
	DIAGRAM(&b, dead_in_atari);
	score_marking_init(&m);
	mark(&m, &b, "F2", SCORE_DEAD);
	for (enum color first = BLACK; first <= WHITE; first++) {
		finish_game(&b, &m, first, &r, FINISH_BUDGET, &f);
		assert_string_equal(finish_moves_str(&f, moves, sizeof moves), "B F1 (protective move)");
		ASSERT_BOARD(&f.board, ". . . . . . .\n"
				       ". . . . O O .\n"
				       ". . . O X O O\n"
				       ". . . O X X O\n"
				       ". . O X . X X\n"
				       ". . O X X . X\n"
				       ". . O X . X .\n");
		assert_int_equal(f.captures[BLACK], 1);
	}
	/* the point F1 is Black's stone now, no longer his territory */
	assert_int_equal(margin2("japanese", &b, &m, true), margin2("japanese", &b, &m, false) - 2);
}

/*
 * The same, from outside: White's five stones E3-F3-F2-F1-E1 are dead in Black's corner with two
 * liberties, D3 and D1, which are Black's as well; Black's chain has two more, the dame D5 and E5.
 * Once both dame are filled, Black cannot approach (D3 or D1 would be a self-atari): a seki.  So
 * Black never fills a dame himself, and when White fills one, Black plays inside at once (D3 or
 * D1); when White fills the other, Black takes the five stones with the last shared liberty.
 */
static const char dead_behind_a_shortage[] =
	". . . . . . .\n"
	". . O O O O O\n"
	". . O . . X O\n"
	". O X X X X X\n"
	"O X X . O O X\n"
	". O X X X O X\n"
	". O X . O O X\n";

static void test_shortage_mended_before_dead_stones_come_back(void **state)
{
	struct board b;
	struct ruleset r = rules_named("japanese");
	struct score_marking m;

	(void)state;
	DIAGRAM(&b, dead_behind_a_shortage);
	score_marking_init(&m);
	mark(&m, &b, "E3", SCORE_DEAD);
	for (enum color first = BLACK; first <= WHITE; first++) {
		finish_game(&b, &m, first, &r, FINISH_BUDGET, &f);
		int inside = f.board.color[AT(&b, "D3")] == BLACK || f.board.color[AT(&b, "D1")] == BLACK;
		assert_true(inside);
		/* the dame are White's: a black stone there would shorten Black's own chain */
		assert_int_not_equal(f.board.color[AT(&b, "D5")], BLACK);
		assert_int_not_equal(f.board.color[AT(&b, "E5")], BLACK);
		/* White fills the other dame, and Black, in atari with the five stones, takes them first */
		assert_int_equal(f.board.color[AT(&b, "E3")], EMPTY);
		assert_int_equal(f.board.color[AT(&b, "F1")], EMPTY);
		assert_int_equal(f.captures[BLACK], 5);
	}
}

/*
 * A race the dead stones would win (M-63-3, the final position).  Black's six stones L9-O8 are dead
 * in White's area with four liberties, M7, N7, O7 and P8; White's chain at K9 beside them has
 * liberties only at J7, J9, L6 and M7, and the dame J9 is Black's to fill.  Moving first, Black
 * would win that race: no single white move mends it, so White shortens the dead stones one
 * liberty a turn inside its own area (P8 first, the liberty the chains do not share, then M7 and
 * N7), as the players did: three points, and the count is the record's.
 */
static void test_race_against_dead_stones(void **state)
{
	static const char pos[] =
		". . . . . . O X X . . X O X X . . . .\n"
		"O O . . . O O X . X X X O O X X . X .\n"
		"X X O O O . O O X X O . O X X O X . X\n"
		". X X X O O X X O X O O O X X O X X O\n"
		". . X O O . . . O X O X O O X O X O O\n"
		". . . X O O X X O O O X X . X O O . O\n"
		". . . X X O O X O O O O X X . O . O .\n"
		". . . X O O O X O X X O . . O . . . .\n"
		". . X . X X O X X O . O X X O X . . .\n"
		". X X . . . X X X X O O X O O . . . .\n"
		"X . . X . . . X . O X O O X O . . . .\n"
		"X . X X X . X O O O X X X X . O . . .\n"
		". X O O O X X O . O O . . . O . . . .\n"
		"O X X O . O X X O O . . . O X . . . .\n"
		". O X O O . O O X X O O . O X O O O O\n"
		". O O O O O O X X . X X O O O X X O .\n"
		"O O O . O X X O X X X O X X O X . X O\n"
		"O O X X X X X O O X X O X . X X . X O\n"
		"O X X X . . O . . . . . . X . . . X .\n"
		;
	struct board b;
	struct ruleset r = rules_named("japanese");
	struct score_marking m;
	struct life_analysis *an = malloc(sizeof *an);
	const char *const protective[] = { "P8", "M7", "N7" };

	(void)state;
	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, an);
	life_marking(an, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "L9")), SCORE_DEAD);
	finish_game(&b, &m, BLACK, &r, FINISH_BUDGET, &f);
	for (int i = 0; i < 3; i++) {
		int p = AT(&b, protective[i]), k;
		for (k = 0; k < f.n && f.moves[k].point != p; k++)
			;
		assert_true(k < f.n);
		assert_int_equal(f.moves[k].color, WHITE);
		assert_int_equal(f.moves[k].kind, FINISH_PROTECT);
	}
	/* the dead stones are still there, still dead, with one liberty left */
	assert_int_equal(f.board.color[AT(&b, "L9")], BLACK);
	assert_int_equal(score_marking_get(&f.marking, AT(&b, "L9")), SCORE_DEAD);
	assert_int_equal(board_libs(&f.board, AT(&b, "L9")), 1);
	free(an);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dame_filled),
		cmocka_unit_test(test_protective_move),
		cmocka_unit_test(test_protective_move_counted),
		cmocka_unit_test(test_play_out_rules_untouched),
		cmocka_unit_test(test_dead_stone_keeps_its_marking),
		cmocka_unit_test(test_seki_left_alone),
		cmocka_unit_test(test_seki_chain_joined_to_a_living_one),
		cmocka_unit_test(test_living_chain_left_in_atari),
		cmocka_unit_test(test_double_threat_forestalled),
		cmocka_unit_test(test_shared_point_prepared),
		cmocka_unit_test(test_cut_that_exposes_a_shortage),
		cmocka_unit_test(test_dead_stone_taken_before_it_comes_back),
		cmocka_unit_test(test_shortage_mended_before_dead_stones_come_back),
		cmocka_unit_test(test_race_against_dead_stones),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
