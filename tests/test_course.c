/*
 * test_course.c: the course of a game (rules/course.h): a point is the judgement of the game at that
 * move and leaves the game where it stood; the swings of a course made by hand; the preferred move
 * where the game's move left its own chain in atari, with the same gain on the eight symmetries;
 * the points kept on a record's nodes (TGE, SBKV) and the comments of a review.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "board/symmetry.h"
#include "rules/course.h"
#include "rules/judge.h"
#include "rules/life.h"
#include "tests/diagram.h"

/* A 9x9 game in its opening: stones on both sides, nothing settled. */
static const char *const opening[] = { "C3", "G7", "G3", "C7", "E5", "D6", "F6", "E7", "F4", "C5" };
#define OPENING_MOVES (int)(sizeof opening / sizeof opening[0])

static struct game *opening_game(int moves)
{
	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(9, &r);

	for (int i = 0; i < moves; i++)
		assert_int_equal(game_play(g, i % 2 ? WHITE : BLACK, AT(game_board(g), opening[i])).verdict,
				 VERDICT_LEGAL);
	return g;
}

/* The judgement of g as it stands, as every front end asks for it. */
static void judged(const struct game *g, struct judgement *j)
{
	struct life_analysis *a = malloc(sizeof *a);

	life_analyse(game_board(g), NULL, a);
	judge_game(g, a, j);
	free(a);
}

static void test_estimate_is_the_judgement_at_the_move(void **state)
{
	(void)state;
	struct game *g = opening_game(OPENING_MOVES);
	struct game *same = opening_game(OPENING_MOVES);

	for (int k = 0; k <= OPENING_MOVES; k++) {
		struct game *at = opening_game(k);
		struct judgement j;
		struct course_point p;
		judged(at, &j);
		course_estimate(g, k, &p);
		assert_int_equal(p.source, COURSE_JUDGE);
		if (p.margin != j.margin || p.lower != j.lower || p.upper != j.upper)
			fail_msg("move %d: course %.2f [%.2f, %.2f], judgement %.2f [%.2f, %.2f]", k, p.margin, p.lower,
				 p.upper, j.margin, j.lower, j.upper);
		assert_true(p.winrate >= 0 && p.winrate <= 1);
		ASSERT_SAME_GAME(g, same);
		game_free(at);
	}
	/* from the middle of the line, with moves to redo: they stay */
	assert_int_equal(game_goto(g, 4), 0);
	assert_int_equal(game_goto(same, 4), 0);
	struct course_point p;
	course_estimate(g, 9, &p);
	assert_int_equal(p.source, COURSE_JUDGE);
	ASSERT_SAME_GAME(g, same);
	assert_int_equal(game_redo_count(g), OPENING_MOVES - 4);
	course_estimate(g, OPENING_MOVES + 1, &p);
	assert_int_equal(p.source, COURSE_NONE);
	ASSERT_SAME_GAME(g, same);
	game_free(same);
	game_free(g);
}

/* A course by hand: margin, and the range's half-width. */
static struct course_point pt(double margin, double half)
{
	return (struct course_point){ .source = COURSE_JUDGE, .margin = margin, .lower = margin - half,
				      .upper = margin + half, .winrate = -1 };
}

/*
 * Nine moves on an empty board, each gaining its mover 2 points by the estimate (the tempo) but White's
 * pass at move 4, which loses 5 (7 short of the tempo), and Black's A7 at move 7, which gains 1.
 */
static void test_swings_of_a_course_by_hand(void **state)
{
	(void)state;
	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(9, &r);
	const struct board *b = game_board(g);
	const char *moves[] = { "A1", "J9", "A3", "pass", "A5", "J7", "A7", "J5", "A9" };
	for (int i = 0; i < 9; i++) {
		enum color c = i % 2 ? WHITE : BLACK;
		if (strcmp(moves[i], "pass") == 0)
			assert_int_equal(game_pass(g, c), 0);
		else
			assert_int_equal(game_play(g, c, AT(b, moves[i])).verdict, VERDICT_LEGAL);
	}
	struct course_point pts[10] = { pt(0, 10), pt(2, 10), pt(0, 10), pt(2, 10), pt(7, 6), pt(9, 6),
					pt(7, 6), pt(8, 6), pt(6, 6), pt(8, 6) };
	struct course_swing sw[10];

	int n = course_swings(g, pts, 9, 0, sw, 10);
	assert_int_equal(n, 2);
	assert_int_equal(sw[0].move, 4);
	assert_int_equal(sw[0].color, WHITE);
	assert_int_equal(sw[0].point, BOARD_PASS);
	assert_true(fabs(sw[0].loss - 7) < 1e-9);
	assert_int_equal(sw[1].move, 7);
	assert_int_equal(sw[1].color, BLACK);
	assert_int_equal(sw[1].point, AT(b, "A7"));
	assert_true(fabs(sw[1].loss - 1) < 1e-9);
	/* doubt: the change of the half-widths (10 to 6: 4) and a quarter of the smaller (6) */
	assert_true(fabs(sw[0].doubt - (4 + 0.25 * 6)) < 1e-9);
	/* the same range on both sides: a quarter of it alone */
	assert_true(fabs(sw[1].doubt - 0.25 * 6) < 1e-9);
	/* min_loss and max */
	assert_int_equal(course_swings(g, pts, 9, 1.5, sw, 10), 1);
	assert_int_equal(course_swings(g, pts, 9, 0, sw, 1), 1);
	assert_int_equal(sw[0].move, 4);
	/* a point not known leaves out the moves beside it */
	pts[4].source = COURSE_NONE;
	assert_int_equal(course_swings(g, pts, 9, 0, sw, 10), 1);
	assert_int_equal(sw[0].move, 7);
	/* every move loses 1: no tempo (a median below 0 counts as 0), so each loss is the raw swing */
	for (int k = 0; k < 10; k++)
		pts[k] = pt(k % 2 ? -1 : 0, 6);
	assert_int_equal(course_swings(g, pts, 9, 0, sw, 10), 9);
	for (int k = 0; k < 9; k++)
		assert_true(sw[k].move == k + 1 && fabs(sw[k].loss - 1) < 1e-9);
	game_free(g);
}

/*
 * Black's four stones at A5..D5 are in atari at E5, Black to play: E5 joins them to the wall on the
 * F line.  The game's Black played H2 instead, and the judgement then takes them as dead: the
 * escape is the obvious move, better by far more than the four stones.
 */
static const char atari[] =
	". . . . O . . . .\n"
	". . . . O . . . .\n"
	". . . . O X . . .\n"
	"O O O O O X . . .\n"
	"X X X X . X . . .\n"
	"O O O O O X . . .\n"
	". . . . O X . . .\n"
	". . . . O X . . .\n"
	". . . . O X . . .\n";

/* The diagram turned by s, Black to play, and Black's move (turned too) played as move 1. */
static struct game *turned_game(const char *diagram, int s, const char *move)
{
	struct board b;
	struct ruleset r = rules_named("japanese");

	DIAGRAM(&b, diagram);
	struct game *g = game_new(b.size, &r);
	BOARD_FOREACH(&b, p)
		if (b.color[p] != EMPTY)
			assert_int_equal(game_setup_stone(g, symmetry_point(&b, s, p), (enum color)b.color[p]), 0);
	game_set_first_player(g, BLACK);
	assert_int_equal(game_play(g, BLACK, symmetry_point(&b, s, AT(&b, move))).verdict, VERDICT_LEGAL);
	return g;
}

static void test_prefer_finds_the_escape(void **state)
{
	(void)state;
	struct board b;
	struct course_choice ch, ch0;
	struct course_point after;

	DIAGRAM(&b, atari);
	struct game *g = turned_game(atari, 0, "H2");
	struct game *same = turned_game(atari, 0, "H2");
	assert_int_equal(course_prefer(g, 1, 16, &ch), 0);
	ASSERT_SAME_GAME(g, same);
	char v[8];
	if (ch.point != AT(&b, "E5"))
		fail_msg("preferred %s", board_vertex_str(&b, ch.point, v));
	assert_true(ch.gain > 4);
	/* the margin after the move played, against which the gain is counted, is the course's */
	course_estimate(g, 1, &after);
	assert_true(fabs(ch.margin - ch.gain - after.margin) < 1e-9);
	/* no move 2, and no move 0 */
	assert_int_equal(course_prefer(g, 2, 16, &ch), -1);
	assert_int_equal(course_prefer(g, 0, 16, &ch), -1);
	ch0 = ch;
	assert_int_equal(course_prefer(g, 1, 16, &ch0), 0);
	for (int s = 1; s < 8; s++) {
		struct game *t = turned_game(atari, s, "H2");
		assert_int_equal(course_prefer(t, 1, 16, &ch), 0);
		if (ch.gain != ch0.gain || ch.margin != ch0.margin || ch.point != symmetry_point(&b, s, ch0.point))
			fail_msg("symmetry %d: %s gains %.2f (margin %.2f); as given: %s gains %.2f (%.2f)", s,
				 board_vertex_str(&b, ch.point, v), ch.gain, ch.margin,
				 board_vertex_str(&b, symmetry_point(&b, s, ch0.point), v), ch0.gain, ch0.margin);
		game_free(t);
	}
	/* the escape played: nothing is better by the judgement's candidates */
	struct game *good = turned_game(atari, 0, "E5");
	assert_int_equal(course_prefer(good, 1, 16, &ch), 0);
	assert_true(ch.gain >= 0);
	game_free(good);
	game_free(same);
	game_free(g);
}

/*
 * An open 7x7 position, where many candidates tie on their priority: the budget takes whole groups
 * of equal priority, so the gain is the same on the eight symmetries (budgets 4 and 5 cut through
 * a group: taking part of one, in board order, gives other gains on some of them).
 */
static const char open7[] =
	". . . . . . .\n"
	". . . . . . .\n"
	". . O . . . .\n"
	". . . X . . .\n"
	". . . . . . .\n"
	". . . . . . .\n"
	". . . . . . .\n";

static void test_prefer_same_on_symmetries(void **state)
{
	(void)state;
	struct course_choice ch, ch0;

	for (int budget = 4; budget <= 5; budget++) {
		struct game *g = turned_game(open7, 0, "G1");
		assert_int_equal(course_prefer(g, 1, budget, &ch0), 0);
		assert_true(ch0.gain > 0);
		game_free(g);
		for (int s = 1; s < 8; s++) {
			g = turned_game(open7, s, "G1");
			assert_int_equal(course_prefer(g, 1, budget, &ch), 0);
			if (ch.gain != ch0.gain || ch.margin != ch0.margin)
				fail_msg("budget %d, symmetry %d: gain %.3f margin %.3f; as given %.3f %.3f", budget, s,
					 ch.gain, ch.margin, ch0.gain, ch0.margin);
			game_free(g);
		}
	}
}

static double phi(double x)
{
	return 0.5 * erfc(-x / sqrt(2.0));
}

static void test_node_round_trip(void **state)
{
	(void)state;
	struct sgf_collection *c = sgf_new("test");
	struct sgf_node *node = sgf_add_game(c);
	struct course_point p = { .source = COURSE_JUDGE, .margin = 3.47, .lower = -10.125, .upper = 17.5 };
	struct course_point q;

	p.winrate = course_winrate(p.margin, p.lower, p.upper);
	/* the stated formula: Phi(margin / (half-width + 1)) */
	assert_true(fabs(p.winrate - phi(3.47 / (13.8125 + 1))) < 1e-12);
	course_node_write(node, &p);
	assert_string_equal(sgf_value(node, "TGE"), "3.47:-10.125:17.5");
	char want[32];
	snprintf(want, sizeof want, "%.2f", phi(3.47 / 14.8125) * 100);
	assert_string_equal(sgf_value(node, "SBKV"), want);
	assert_true(course_node_read(node, &q));
	assert_int_equal(q.source, COURSE_RECORD);
	assert_true(q.margin == 3.47 && q.lower == -10.125 && q.upper == 17.5);
	assert_true(fabs(q.winrate - atof(want) / 100) < 1e-12);
	/* a settled count: certain */
	p = (struct course_point){ .source = COURSE_JUDGE, .margin = -6.5, .lower = -6.5, .upper = -6.5, .winrate = -1 };
	course_node_write(node, &p);
	assert_string_equal(sgf_value(node, "TGE"), "-6.5:-6.5:-6.5");
	assert_string_equal(sgf_value(node, "SBKV"), "0");
	/* SBKV alone: a win rate without a score */
	sgf_prop_remove(node, "TGE");
	sgf_prop_set(node, "SBKV", "61.25");
	assert_true(course_node_read(node, &q));
	assert_true(isnan(q.margin) && fabs(q.winrate - 0.6125) < 1e-12);
	char buf[64];
	assert_string_equal(course_point_str(&q, buf, sizeof buf), "Black 61%");
	/* what is not a point is not read */
	sgf_prop_set(node, "SBKV", "101");
	sgf_prop_set(node, "TGE", "3:4:5");
	assert_false(course_node_read(node, &q));
	sgf_prop_set(node, "TGE", "3:2");
	assert_false(course_node_read(node, &q));
	sgf_prop_set(node, "TGE", "3:2:4x");
	assert_false(course_node_read(node, &q));
	/* a point not known removes both */
	p.source = COURSE_NONE;
	course_node_write(node, &p);
	assert_null(sgf_value(node, "TGE"));
	assert_null(sgf_value(node, "SBKV"));
	sgf_free(c);
}

static void test_point_str(void **state)
{
	(void)state;
	char buf[64];
	struct course_point p = pt(3.5, 0.25);

	assert_string_equal(course_point_str(&p, buf, sizeof buf), "B+3.5");
	p = (struct course_point){ .source = COURSE_JUDGE, .margin = 3.5, .lower = -2.2, .upper = 9 };
	assert_string_equal(course_point_str(&p, buf, sizeof buf), "B+3.5 (W+2 to B+9)");
	p.source = COURSE_NONE;
	assert_string_equal(course_point_str(&p, buf, sizeof buf), "-");
}

static void test_annotate(void **state)
{
	(void)state;
	struct sgf_collection *c = sgf_new("test");
	struct sgf_node *nodes[3];
	struct course_point pts[3] = { pt(0, 5), pt(3.2, 4), pt(-9.4, 4) };
	struct course_swing sw = { .move = 2, .color = WHITE, .loss = 12.6, .doubt = 4.2 };
	struct board b;

	board_init(&b, 19);
	sw.point = AT(&b, "Q10");
	struct course_choice ch = { .point = AT(&b, "R12"), .margin = -17.5, .gain = 8.1 };
	nodes[0] = sgf_add_game(c);
	nodes[1] = sgf_add_child(nodes[0]);
	nodes[2] = sgf_add_child(nodes[1]);
	sgf_prop_set_text(nodes[2], "C", "A player's comment.");
	course_annotate(nodes, 2, pts, &sw, &ch, 1, 19);
	course_annotate(nodes, 2, pts, &sw, &ch, 1, 19);   /* again: the sentence is not doubled */
	char *text = sgf_text(sgf_value(nodes[2], "C"));
	assert_string_equal(text, "A player's comment.\n\nMove 2 (W Q10) lost about 13 points by the estimate "
			    "(B+3 to W+9, a gain of 13 where a usual move of that stage gains about 25; give or "
			    "take 4); R12 was better by about 8.");
	free(text);
	assert_null(sgf_value(nodes[1], "C"));
	for (int k = 0; k < 3; k++) {
		struct course_point q;
		assert_true(course_node_read(nodes[k], &q));
		assert_true(fabs(q.margin - pts[k].margin) < 1e-9);
	}
	sgf_free(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_estimate_is_the_judgement_at_the_move),
		cmocka_unit_test(test_swings_of_a_course_by_hand),
		cmocka_unit_test(test_prefer_finds_the_escape),
		cmocka_unit_test(test_prefer_same_on_symmetries),
		cmocka_unit_test(test_node_round_trip),
		cmocka_unit_test(test_point_str),
		cmocka_unit_test(test_annotate),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
