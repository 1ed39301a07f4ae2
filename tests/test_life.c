/*
 * test_life.c: life and death by the 1989 Japanese rules (seed 003's seven types), as diagrams.
 *
 * Each test is a whole board in which only the diagram's question is open: the rest is filled with
 * pass-alive walls (rows of stones with one-point eyes).  X is Black, O is White.  Every expectation
 * says what the seed or the 1989 rules say about the chain and why.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rules/life.h"
#include "tests/diagram.h"

static struct life_analysis *analysis;

/* Analyse the diagram (with the given node budget, 0 for the default) and check the chain at v. */
#define ASSERT_LIFE(text, v, status, type) assert_life((text), (v), (status), (type), 0, __FILE__, __LINE__)
#define ASSERT_LIFE_BUDGET(text, v, status, type, budget) \
	assert_life((text), (v), (status), (type), (budget), __FILE__, __LINE__)

static const struct life_chain *assert_life(const char *text, const char *v, enum life_status status,
					    enum life_type type, long budget, const char *file, int line)
{
	struct board b;
	struct life_options opt;
	char got[512], diagram[2048], proof[512];

	diagram_load(&b, text, file, line);
	life_options_init(&opt);
	if (budget > 0)
		opt.limits.node_budget = budget;
	life_analyse(&b, &opt, analysis);
	const struct life_chain *c = life_chain_at(analysis, diagram_at(&b, v, file, line));
	if (!c) {
		print_error("%s holds no stone\n", v);
		_fail(file, line);
	}
	if (c->status != status || c->type != type) {
		board_to_diagram(&b, true, diagram, sizeof diagram);
		print_error("%s\nexpected %s, %s; got %s\nproof: %s\n", diagram, life_status_str(status),
			    life_type_str(type), life_chain_str(&b, c, got, sizeof got),
			    reading_line_str(&b, &c->proof, proof, sizeof proof));
		_fail(file, line);
	}
	return c;
}

/* Seed, type 1: a chain around two points that White may not play (suicide) is alive: 2EL now. */
static void test_type1_two_forbidden_points(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O .\n"
		"X X X X O O\n"
		"O O O O O O\n"
		"O . O . O .\n"
		"O O O O O O\n"
		". O . O . O\n";
	const struct life_chain *c = ASSERT_LIFE(pos, "B6", LIFE_ALIVE, LIFE_TYPE_1);
	assert_int_equal(c->neyes, 2);
	assert_int_equal(c->proof.n, 0);
}

/* Seed, type 2: even if White plays first (C5), Black captures (C6) and has two forbidden points. */
static void test_type2_reaches_two_eyes(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O . O\n"
		"X X . X O O O\n"
		"O X X O O O O\n"
		"O O O O . O .\n"
		"O . O O O O O\n"
		"O O O . O . O\n"
		". O O O O O O\n";
	const struct life_chain *c = ASSERT_LIFE(pos, "B7", LIFE_ALIVE, LIFE_TYPE_2);
	assert_int_equal(c->proof.first, WHITE);
	assert_true(c->proof.n >= 2);
	ASSERT_LIFE(pos, "D7", LIFE_ALIVE, LIFE_TYPE_2);
}

/* Seed, type 3 (snap-back): White takes Y (B6) at A6, Black takes back three stones at B6. */
static const char snap_back[] =
	"O O X X . X .\n"
	". X O X X X X\n"
	"X O O O O O O\n"
	"X X O O O O O\n"
	". X O . O . O\n"
	"X X O O O O O\n"
	". X O . O . O\n";

static void test_type3_snap_back(void **state)
{
	(void)state;
	const struct life_chain *c = ASSERT_LIFE(snap_back, "B6", LIFE_ALIVE, LIFE_TYPE_3);
	struct board b;
	DIAGRAM(&b, snap_back);
	/* The proof starts with the capture and the retake. */
	assert_true(c->proof.n >= 2);
	assert_int_equal(c->proof.moves[0], AT(&b, "A6"));
	assert_int_equal(c->proof.moves[1], AT(&b, "B6"));
	/* The two white stones in the corner are captured for good inside Black's 2EL groups: type 6. */
	ASSERT_LIFE(snap_back, "A7", LIFE_DEAD, LIFE_TYPE_6);
}

/* Seed, type 3, the exception: after White captures Y (B9) she stops Black from re-occupying the
 * point, but Black makes it a point forbidden to White, i.e. an eye: still 2EL. */
static void test_type3_point_made_forbidden(void **state)
{
	(void)state;
	static const char pos[] =
		"O X . . X . X O .\n"
		". O X X X X X O .\n"
		"X X X O O O O O .\n"
		"O O O O O O O O O\n"
		". O . O . O . O .\n"
		"O O O O O O O O O\n"
		"O O O O O O O O O\n"
		". O . O . O . O .\n"
		"O O O O O O O O O\n";
	ASSERT_LIFE(pos, "B9", LIFE_ALIVE, LIFE_TYPE_3);
	ASSERT_LIFE(pos, "E9", LIFE_ALIVE, LIFE_TYPE_2);
}

/* Seed, type 4: seki without eyes.  Y (E8 E7) and White's C8 chain share D8 and D7; whoever fills
 * one is captured, so neither can be captured and neither makes two eyes. */
static void test_type4_seki_without_eyes(void **state)
{
	(void)state;
	static const char pos[] =
		". X O . X O . O\n"
		"X X O . X O O .\n"
		". X O O O X O O\n"
		"X X X X X X X O\n"
		"O O O X . X . X\n"
		". . O O X X X .\n"
		"O O O O X . X X\n"
		". O . O X X X .\n";
	const struct life_chain *c = ASSERT_LIFE(pos, "E8", LIFE_SEKI, LIFE_TYPE_4);
	assert_int_equal(c->proof.first, WHITE);
	ASSERT_LIFE(pos, "C8", LIFE_SEKI, LIFE_TYPE_4);
}

/* Seed, types 5 and 7 (the same shape, colours exchanged).  Type 5: White captures Y (B6 C6 B5 C5)
 * at A6, but Black then lives on part of those points (B5): seki.  Type 7: the single black stone
 * A5 can be captured for good, but the white chain around it (B6) is not 2EL: residual seki. */
static void test_type5_and_type7(void **state)
{
	(void)state;
	static const char type5[] =
		". X X O . .\n"
		"O X X O . .\n"
		"X O O O O O\n"
		"X X X X O .\n"
		". X . X O .\n"
		"X X X X O .\n";
	static const char type7[] =
		". O O X . .\n"
		"X O O X . .\n"
		"O X X X X X\n"
		"O O O O X .\n"
		". O . O X .\n"
		"O O O O X .\n";
	ASSERT_LIFE(type5, "B6", LIFE_SEKI, LIFE_TYPE_5);
	ASSERT_LIFE(type7, "A5", LIFE_SEKI, LIFE_TYPE_7);
	ASSERT_LIFE(type7, "B6", LIFE_SEKI, LIFE_TYPE_5);
}

/*
 * Hanezeki: each side has three stones in atari inside the other's eye (A11, J11), and the groups
 * share F11.  Neither group can be captured, and taking the stones in atari loses the race that
 * follows: seki all round.  The proof of A11 is White's capture at D11 followed by Black's capture
 * of White's group, and it is replayed here to the point where E11's group is gone.
 */
static void test_hanezeki(void **state)
{
	(void)state;
	static const char pos[] =
		"X X X . O . X . O O O\n"
		"O O O O O O X X X X X\n"
		"X X X X X X O O O O O\n"
		"X X X X X X O O O O O\n"
		"X . X . X X O O . O .\n"
		"X X X X X X O O O O O\n"
		"X . X . X X O O . O .\n"
		"X X X X X X O O O O O\n"
		"X . X . X X O O . O .\n"
		"X X X X X X O O O O O\n"
		"X . X . X X O O . O .\n";
	ASSERT_LIFE(pos, "E11", LIFE_SEKI, LIFE_TYPE_4);
	ASSERT_LIFE(pos, "G11", LIFE_SEKI, LIFE_TYPE_4);
	ASSERT_LIFE(pos, "J11", LIFE_SEKI, LIFE_TYPE_7);
	const struct life_chain *c = ASSERT_LIFE(pos, "A11", LIFE_SEKI, LIFE_TYPE_7);
	assert_non_null(strstr(c->reason, "hanezeki"));

	struct board b;
	diagram_load(&b, pos, __FILE__, __LINE__);
	int a11 = diagram_at(&b, "A11", __FILE__, __LINE__), e11 = diagram_at(&b, "E11", __FILE__, __LINE__);
	enum color who = c->proof.first;
	assert_int_equal(who, WHITE);
	assert_true(c->proof.n >= 3);
	assert_int_equal(c->proof.moves[0], diagram_at(&b, "D11", __FILE__, __LINE__));
	for (int i = 0; i < c->proof.n; i++, who = color_other(who)) {
		int m = c->proof.moves[i];
		if (m != BOARD_PASS) {
			assert_int_equal(b.color[m], EMPTY);
			assert_false(board_is_suicide(&b, who, m));
			board_play(&b, who, m, NULL);
		}
		if (i == 0)
			assert_int_equal(b.color[a11], EMPTY);  /* the capture */
		else
			assert_int_equal(b.color[e11] == EMPTY, i == c->proof.n - 1); /* then the capturer's */
	}
}

/*
 * A chain in a small enclosure whose wall can itself be captured (6a.): the 2EL questions are read
 * after all.  White B9 takes A9, and Black A9 takes the four white stones back (snap-back): A9 is
 * type 3.  Had the enclosure been decided without reading, A9 would have been called dead.
 */
static void test_enclosure_wall_falls(void **state)
{
	(void)state;
	static const char pos[] =
		"X . O X . X . X .\n"
		"O O O X X X X X X\n"
		"X X X X X X X X X\n"
		"X X X X X X X X X\n"
		"X . X . X . X . X\n"
		"X X X X X X X X X\n"
		"X X X X X X X X X\n"
		"X . X . X . X . X\n"
		"X X X X X X X X X\n";
	ASSERT_LIFE(pos, "C9", LIFE_DEAD, LIFE_TYPE_6);
	const struct life_chain *c = ASSERT_LIFE(pos, "A9", LIFE_ALIVE, LIFE_TYPE_3);
	assert_true(c->proof.n >= 2);
}

/* Seed, type 6: the Z stones (A9, B8) lie inside an area surrounded by a white 2EL group: dead,
 * although one of White's stones there (B9) is itself captured and comes back (type 3). */
static void test_type6_dead_inside(void **state)
{
	(void)state;
	static const char pos[] =
		"X O . . O . O X .\n"
		". X O O O O O X .\n"
		"O O O X X X X X .\n"
		"X X X X X X X X X\n"
		". X . X . X . X .\n"
		"X X X X X X X X X\n"
		"X X X X X X X X X\n"
		". X . X . X . X .\n"
		"X X X X X X X X X\n";
	ASSERT_LIFE(pos, "A9", LIFE_DEAD, LIFE_TYPE_6);
	ASSERT_LIFE(pos, "B8", LIFE_DEAD, LIFE_TYPE_6);
	ASSERT_LIFE(pos, "B9", LIFE_ALIVE, LIFE_TYPE_3);
	ASSERT_LIFE(pos, "E9", LIFE_ALIVE, LIFE_TYPE_2);
	/* Territory: White's eyes and the dead stones' points; the dead stones are White's prisoners. */
	assert_int_equal(analysis->prisoners[WHITE], 2);
}

/*
 * Type 7 needs a wall that stands.  White's G8, in atari inside Black's area, reaches White's top
 * group through G9, so the region it lies in is White's whole top area, and among the black chains
 * around that region is F12, dead inside White's territory.  A dead chain is no wall: G8 is not
 * seki (it was, before; the count then took every point of White's area for nobody).  Whether G8
 * lives is left to what White and Black make of G9.
 */
static void test_type7_needs_a_standing_wall(void **state)
{
	(void)state;
	static const char pos[] =
		". . . . . . . . . . . . .\n"
		". . . . . X . . . . . . .\n"
		". . . . . . . . . . . . .\n"
		"O O O O O O O O O O O O O\n"
		"X X X X X X . X X X X X X\n"
		". . . . . X O X . . . . .\n"
		". . . . . . X . . . . . .\n"
		". . . . . . . . . . . . .\n"
		"X X X X X X X X X X X X X\n"
		"O O O O O O O O O O O O O\n"
		". . . . . . . . . . . . .\n"
		". . . . . . . . . . . . .\n"
		". . . . . . . . . . . . .\n";
	ASSERT_LIFE(pos, "F12", LIFE_DEAD, LIFE_TYPE_6);
	ASSERT_LIFE(pos, "A9", LIFE_ALIVE, LIFE_TYPE_2);
	const struct life_chain *c = ASSERT_LIFE(pos, "G8", LIFE_UNSETTLED, LIFE_TYPE_NONE);
	assert_non_null(strstr(c->reason, "dead itself"));
}

/* Bent four in the corner: dead by the 1989 ruling.  Black plays the vital point; the ko that follows
 * cannot be retaken before White passes (Art. 7-2), so White's stones are captured for good. */
static void test_bent_four_in_the_corner(void **state)
{
	(void)state;
	static const char pos[] =
		". . . O X . X . .\n"
		". O O O X X X X X\n"
		"O O X X X X X X X\n"
		"X X X X X X X X X\n"
		". X . X . X . X .\n"
		"X X X X X X X X X\n"
		"X X X X X X X X X\n"
		". X . X . X . X .\n"
		"X X X X X X X X X\n";
	ASSERT_LIFE(pos, "D9", LIFE_DEAD, LIFE_TYPE_6);
}

/* Seki with one eye on each side.  White's C9 would take Black's last outside liberty, but it fills
 * White's own last liberty but E9, and Black captures at E9, White's own eye: the reading must be
 * allowed to play there.  Neither side can capture: seki, type 4 for both. */
static void test_seki_attacker_eye(void **state)
{
	(void)state;
	static const char pos[] =
		". X . O . O X . X\n"
		"X X X O O O X X X\n"
		"O O O X X X X X X\n"
		"O O O X X X X X X\n"
		". O O X . X X . X\n"
		"O O O X X X X X X\n"
		"O O O X X X X X X\n"
		". O O X . X X . X\n"
		"O O O X X X X X X\n";
	ASSERT_LIFE(pos, "B9", LIFE_SEKI, LIFE_TYPE_4);
	ASSERT_LIFE(pos, "D9", LIFE_SEKI, LIFE_TYPE_4);
}

/* A false eye: C7 is forbidden to White now, but White ataris D7 from E7 and takes it, so Black has
 * one eye (A7) and dies.  Read literally, the seed's type 1 would call it alive; tengen does not. */
static void test_false_eye(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X . O O\n"
		"X X X O O O O\n"
		"O O O O O O O\n"
		". O . O . O .\n"
		"O O O O O O O\n"
		"O . O . O . O\n"
		"O O O O O O O\n";
	ASSERT_LIFE(pos, "B7", LIFE_DEAD, LIFE_TYPE_6);
	ASSERT_LIFE(pos, "D7", LIFE_DEAD, LIFE_TYPE_6);
}

/*
 * No false seki from a ko ban that outlives its ko (M-73-3's upper left).  Black's six stones B7 and
 * the stone B4 are in atari inside White's group.  Black takes A7 at A8, a ko shape that bans White's
 * A7 for a while; White takes B4 at B5; Black takes A9 at B9, and A8 gains a liberty: no ko stands at
 * A7 any more, and White's A7 there takes the six stones, not the one at A8.  Read with the ban kept,
 * White had one eye and the whole corner was seki.
 */
static void test_ko_ban_ends_with_the_shape(void **state)
{
	(void)state;
	static const char pos[] =
		"O . O X . X X . X\n"
		". O O X X X X X X\n"
		"O X O O X X X X X\n"
		"X X X O X X X X X\n"
		"X . X O X X . X X\n"
		"O X O O X X X X X\n"
		"O O O O X X X X X\n"
		"X X X X X X X . X\n"
		". X X X X X X X X\n";
	ASSERT_LIFE(pos, "C9", LIFE_ALIVE, LIFE_TYPE_2);
	ASSERT_LIFE(pos, "B7", LIFE_DEAD, LIFE_TYPE_6);
	ASSERT_LIFE(pos, "B4", LIFE_DEAD, LIFE_TYPE_6);
}

/*
 * No seki from a local area that leaves out what a capture joins.  White's F3
 * cannot be captured and has no two eyes in its area, but it takes Black's G2 at F1 and joins H2's
 * group, which the area leaves out and which is not pass-alive: what the reading cannot see may give
 * it two eyes, so it is unsettled, not in seki.
 */
static void test_join_outside_the_area_unsettled(void **state)
{
	(void)state;
	static const char pos[] =
		"X . X X . X X X . X X . X\n"
		"X X X X X X X X X X X X X\n"
		"X . X X X . X X X X . X X\n"
		"X X X X X X X X X X X X X\n"
		"X X X X X X X X X X X X X\n"
		"X X X X X X X X X X X X X\n"
		"X X X X X X X X X X X X X\n"
		"X X X X X X X X X X X X X\n"
		"X X X X X X X X O O O O X\n"
		"X X X X X X X X O . . . X\n"
		"X . . X . O O X O . . . X\n"
		"X X X O O O X O O . . . X\n"
		"X X X X O . X O . . . . X\n";
	const struct life_chain *c = ASSERT_LIFE(pos, "F3", LIFE_UNSETTLED, LIFE_TYPE_NONE);
	const char *join = strstr(c->reason, "it may join White's chain at ");
	char at[4] = { 0 };
	struct board b;
	char err[128];

	/* the chain named by one of its stones: which one follows the orientation the analysis reads */
	assert_non_null(join);
	sscanf(join + strlen("it may join White's chain at "), "%3[A-Z0-9]", at);
	assert_int_equal(board_from_diagram(&b, pos, err, sizeof err), 0);
	assert_true(board_on(&b, board_vertex_parse(&b, at)));
	assert_true(board_same_chain(&b, board_vertex_parse(&b, at), board_vertex_parse(&b, "H2")));
	assert_non_null(strstr(join, ", outside the local area read"));
}

/*
 * The end of a 19x19 game (tests/corpus/g114.sgf, turned a quarter counter-clockwise): White's lone
 * P19 beside its living group of eleven stones at O18, Black's S18 inside the group's eye space.
 * Black at Q19 would leave White the choice of saving P19 into a seki (P18) or giving it up, so P19
 * is seki, type 4; but White captures S18 for good whoever moves first, and keeps P19 doing it
 * (both end in an area White's pass-alive chains own): S18 is dead, type 6, not a seki of type 7
 * because of P19.
 */
static void test_captured_for_good_beside_a_seki_stone(void **state)
{
	(void)state;
	static const char pos[] =
		". . . . . . . . . . . O X X O . . . .\n"
		". . . . . . . . O X X X X O . . . X O\n"
		". . . . . . X X X O X O O O O O O O O\n"
		". . . . . . . X O O X O X X X X X X X\n"
		"X X X . . X . X O . X X X . X O X X O\n"
		"X O O X X . X . O O X . . . . . . X O\n"
		"O . . O X X O O X O X X . X . . X O O\n"
		". O . O X X X X X O O X . . X X X O .\n"
		". . . O X . X . . X X O X X O O O . .\n"
		"O . . . O X X . X X O O O O O . . O .\n"
		"O O O . O O X X O X X O . . . . . . O\n"
		"O X X O . . O O O O X X O . . . . . .\n"
		"X . . X O O . . . O X X O . . . O O O\n"
		". X . X X O . . O . O O . . . . O X O\n"
		". X . . . X O . . . . . . . . . O X O\n"
		". . . . . X O O O . . O . . . O X X X\n"
		". . . X . . X X X O O O O O . O X . .\n"
		". . . . . . X . . X O X O . O X X . X\n"
		". . . . . X . . X X X X O O X X X . .\n";
	const struct life_chain *c = ASSERT_LIFE(pos, "S18", LIFE_DEAD, LIFE_TYPE_6);
	assert_non_null(strstr(c->reason, "and keeps the White chain at P19 beside it"));
	ASSERT_LIFE(pos, "P19", LIFE_SEKI, LIFE_TYPE_4);
}

/*
 * Two groups without eyes in a race on a 5x5 board: Black's D5 takes White's B5 and lives, White's
 * D5 takes Black's E5 and lives.  Each chain can be captured for good by the side that moves first
 * against it, but saved by its own side moving first: whoever moves first decides, and each stays
 * a seki of type 7, not dead.
 */
static void test_race_without_eyes_stays_seki(void **state)
{
	(void)state;
	static const char pos[] =
		"X O O . X\n"
		"X X X . O\n"
		"X O O O .\n"
		"X X O O O\n"
		". X O O .\n";
	ASSERT_LIFE(pos, "B5", LIFE_SEKI, LIFE_TYPE_7);
	ASSERT_LIFE(pos, "E5", LIFE_SEKI, LIFE_TYPE_7);
	ASSERT_LIFE(pos, "A5", LIFE_SEKI, LIFE_TYPE_7);
}

/* The chain at v in the last analysis of b: unsettled, with no estimate, and (unless why is NULL)
 * a reason that says why. */
#define ASSERT_NO_ESTIMATE(b, v, why) assert_no_estimate((b), (v), (why), __FILE__, __LINE__)
static void assert_no_estimate(const struct board *b, const char *v, const char *why, const char *file,
			       int line)
{
	const struct life_chain *c = life_chain_at(analysis, diagram_at(b, v, file, line));
	char got[512];

	if (!c || c->status != LIFE_UNSETTLED || c->estimate != LIFE_UNSETTLED ||
	    (why && !strstr(c->reason, why))) {
		print_error("expected %s unsettled with no estimate%s%s%s; got %s\n", v,
			    why ? ", the reason saying \"" : "", why ? why : "", why ? "\"" : "",
			    c ? life_chain_str(b, c, got, sizeof got) : "no stone");
		_fail(file, line);
	}
}

/* The chain at v in the last analysis of b: unsettled, with the estimate e. */
#define ASSERT_ESTIMATE(b, v, e) assert_estimate((b), (v), (e), __FILE__, __LINE__)
static const struct life_chain *assert_estimate(const struct board *b, const char *v, enum life_status e,
						const char *file, int line)
{
	const struct life_chain *c = life_chain_at(analysis, diagram_at(b, v, file, line));
	char got[512];

	if (!c || c->status != LIFE_UNSETTLED || c->estimate != e) {
		print_error("expected %s unsettled, estimated %s; got %s\n", v, life_status_str(e),
			    c ? life_chain_str(b, c, got, sizeof got) : "no stone");
		_fail(file, line);
	}
	return c;
}

/* Every vertex of the space-separated list vs is marked s in m. */
static void assert_marked(const struct score_marking *m, const struct board *b, const char *vs,
			  enum score_status s)
{
	char v[8];

	for (int n = 0; sscanf(vs, "%7s%n", v, &n) == 1; vs += n)
		assert_int_equal(score_marking_get(m, AT(b, v)), s);
}

/*
 * A race the random players lose and the reading wins.  Black's 29 stones at M19 are too large an
 * area to read, and race White's ten stones at N19 inside them.  The tactical reading captures N19
 * even if White moves first, so the playouts start from the board without it: Black's chain stands
 * whoever moves first and is estimated alive; N19, its walls standing, is estimated dead.  (Played
 * out from the board as it stands, the random players capture Black's chain in most playouts: the
 * count was some eighty points off.)
 */
static void test_race_the_playouts_lose(void **state)
{
	(void)state;
	static const char pos[] =
		". O . . . . . . O . . X O . X X . O X\n"
		"X O . . . . . O . O X X O O O O O O X\n"
		". X O O . . . . O X X X X O X X O X X\n"
		". X X X O . . X O O O X X X X X X X X\n"
		". . X O O . . . . . O X X O X X . O O\n"
		". X O . O X . . . O . X O O O X O O .\n"
		". X O O O . . . O . X X O O . O . . .\n"
		". X X O . O O O . O O O . O . O . . .\n"
		". X O O X X O X O O . . O . O O . . .\n"
		". . X O X O O X X O . X O X O X O . .\n"
		"X X X . . X X X X O O X X . X X O O .\n"
		"O O O X X . . X O . O X . X X O . O O\n"
		". O . O . X . X O . O . X . X O O O X\n"
		". . O O O X . X O . O X X X O O O X X\n"
		". . O X X O . X O O X . . X O O X . X\n"
		". . O . X . X . O X X . . O X X X . .\n"
		". . . O O X . O O O X . . O . X . . .\n"
		". O . O X . X X O X X . . . . . . . .\n"
		". . O X X . . . X . . . . . . . . . .\n"
		;
	struct board b;
	struct score_marking m;

	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, analysis);
	assert_non_null(strstr(ASSERT_ESTIMATE(&b, "M19", LIFE_ALIVE)->reason, "with Black first"));
	assert_non_null(strstr(ASSERT_ESTIMATE(&b, "N19", LIFE_DEAD)->reason,
			       "the tactical reading captures it even if it moves first"));
	life_marking(analysis, &b, &m);
	assert_marked(&m, &b, "M19 T19", SCORE_ALIVE);
	assert_marked(&m, &b, "N19 S19", SCORE_DEAD);
}

/* A budget too small to settle the type 5 shape: the answer is unsettled, with the reason. */
static void test_budget_exhausted(void **state)
{
	(void)state;
	static const char type5[] =
		". X X O . .\n"
		"O X X O . .\n"
		"X O O O O O\n"
		"X X X X O .\n"
		". X . X O .\n"
		"X X X X O .\n";
	const struct life_chain *c = ASSERT_LIFE_BUDGET(type5, "B6", LIFE_UNSETTLED, LIFE_TYPE_NONE, 50);
	assert_non_null(strstr(c->reason, "node budget of 50 exhausted"));
	assert_true(analysis->unsettled > 0);
}

/* The marking: dead chains dead, seki chains seki, the rest alive. */
static void test_marking(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;

	DIAGRAM(&b, snap_back);
	life_analyse(&b, NULL, analysis);
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "A7")), SCORE_DEAD);
	assert_int_equal(score_marking_get(&m, AT(&b, "B6")), SCORE_ALIVE);
	assert_int_equal(analysis->territory[AT(&b, "A7")], BLACK);
	assert_int_equal(analysis->territory[AT(&b, "D3")], WHITE);
}

/* Two bulky fives (9a. of life.c): each is one eye with White first, so the black group lives.  With
 * the area too large to read (max_area 10) the verdict rests on the eye spaces read one by one, and
 * says so. */
static void test_eye_spaces_read_alone(void **state)
{
	(void)state;
	static const char pos[] =
		". . . X X X . . .\n"
		". . X X X X X . .\n"
		"X X X X X X X X X\n"
		"O O O O O O O O O\n"
		"O . O . O . O . O\n"
		"O O O O O O O O O\n"
		"O . O . O . O . O\n"
		"O O O O O O O O O\n"
		"O . O . O . O . O\n";
	struct board b;
	struct life_options opt;

	DIAGRAM(&b, pos);
	life_options_init(&opt);
	opt.limits.max_area = 10;
	life_analyse(&b, &opt, analysis);
	const struct life_chain *c = life_chain_at(analysis, AT(&b, "D9"));
	assert_int_equal(c->status, LIFE_ALIVE);
	assert_true(c->assumed);
	assert_non_null(strstr(c->reason, "eye space at A9 read alone"));
}

/* A small finished game on 9x9, built by hand: every group has settled; the white stone at E3 sits
 * in Black's territory and is dead.  Every chain must come out settled and correct, with no
 * assumption (all regions are small), and the territory must be what a person counts. */
static void test_whole_board_9x9(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O . O . .\n"
		"X X X X O O O O O\n"
		"X . X O O . O . O\n"
		"X X X O . O O O O\n"
		". X O O O O X X X\n"
		"X X X X X X X . X\n"
		". X . X O X . X X\n"
		"X X X X . X X X X\n"
		". X . X . X . X .\n";
	struct board b;

	DIAGRAM(&b, pos);
	assert_int_equal(life_analyse(&b, NULL, analysis), 0);
	assert_int_equal(analysis->assumed, 0);
	for (int i = 0; i < analysis->nchains; i++) {
		const struct life_chain *c = &analysis->chains[i];
		char got[512];
		bool dead = c->point == AT(&b, "E3");
		if (c->status != (dead ? LIFE_DEAD : LIFE_ALIVE)) {
			print_error("%s\n", life_chain_str(&b, c, got, sizeof got));
			fail();
		}
	}
	assert_int_equal(analysis->prisoners[BLACK], 1);
}

/* Analyse the diagram into *b and the analysis with the reading held to areas of max_area points
 * and no assumed regions: the chains beyond it are left to the estimates. */
static void analyse_held(struct board *b, const char *pos, int max_area)
{
	struct life_options opt;

	DIAGRAM(b, pos);
	life_options_init(&opt);
	opt.limits.max_area = max_area;
	opt.large_region = 0;
	life_analyse(b, &opt, analysis);
}

/*
 * A seki the reading is not allowed to read (areas of 4 points at most) is estimated as one: the
 * playouts end with Y (E8 E7) and White's C8 standing next to D8 and D7, which neither side fills
 * (each fill a self-atari of a chain of stones), so both are estimated seki and marked so.
 */
static void test_seki_estimated(void **state)
{
	(void)state;
	static const char pos[] =
		". X O . X O . O\n"
		"X X O . X O O .\n"
		". X O O O X O O\n"
		"X X X X X X X O\n"
		"O O O X . X . X\n"
		". . O O X X X .\n"
		"O O O O X . X X\n"
		". O . O X X X .\n";
	struct board b;
	struct score_marking m;

	analyse_held(&b, pos, 4);
	for (int i = 0; i < 2; i++) {
		const struct life_chain *c = life_chain_at(analysis, AT(&b, i ? "C8" : "E8"));
		assert_int_equal(c->status, LIFE_UNSETTLED);
		assert_int_equal(c->estimate, LIFE_SEKI);
		assert_non_null(strstr(c->reason, "estimate: seki"));
	}
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "E8")), SCORE_SEKI);
	assert_int_equal(score_marking_get(&m, AT(&b, "C8")), SCORE_SEKI);
}

/*
 * A ko on the boundary is no coin to toss: White's D5 is in atari, Black's capture at E5 would be a
 * ko, and White's connection there would join his living group.  With the reading held to areas of
 * one point D5 is unsettled (read, the 1989 rules take it in the ko: dead); it gets no estimate (the
 * playouts would take or connect it by whoever happens to move first), and the marking leaves it
 * alive for White to connect before the count.
 */
static void test_boundary_ko_no_estimate(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O O . O .\n"
		"X X X X O O O O O\n"
		". X . X O . O . O\n"
		"X X X X O O O O O\n"
		". X X O . O . O .\n"
		"X X X X O O O O O\n"
		". X . X O . O . O\n"
		"X X X X O O O O O\n"
		". X . X O . O . O\n";
	struct board b;
	struct score_marking m;

	analyse_held(&b, pos, 1);
	ASSERT_NO_ESTIMATE(&b, "D5", "no estimate: a ko");
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "D5")), SCORE_ALIVE);
}

/*
 * The same on the boundary without a ko: White's C5 D5 are in atari at E5, where Black's capture
 * takes two stones (no ko) and White's connection joins his living group.  The random players take
 * them with either side first (White seldom connects before Black captures), but whoever moves first
 * decides them: no estimate, and the marking leaves them alive for White to connect before the count.
 * A chain in atari whose connection joins nothing that lives is no boundary: Black's F2, inside
 * White's area, would join only G3, as dead as itself; it is still estimated dead.
 */
static void test_boundary_atari_no_estimate(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O O . O .\n"
		"X X X X O O O O O\n"
		". X . X O . O . O\n"
		"X X X X O O O O O\n"
		". X O O . O . O .\n"
		"X X X X O O O O O\n"
		". X . X O . X . O\n"
		"X X X X O X O . O\n"
		". X . X O O X . O\n";
	struct board b;
	struct score_marking m;

	analyse_held(&b, pos, 1);
	ASSERT_NO_ESTIMATE(&b, "C5", "in atari on the boundary, taken or connected by whoever moves first");
	ASSERT_ESTIMATE(&b, "F2", LIFE_DEAD);
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "C5")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&m, AT(&b, "D5")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&m, AT(&b, "F2")), SCORE_DEAD);
}

/*
 * An assumption whose premise an estimate denies (life_estimate.c 11b.): read alone, the eye space
 * at A1 to D1 is worth two eyes to Black's chain around it (A2 to F2 and up to E5), so White's B1 C1
 * inside it are dead by assumption (type 6).  But that chain has nothing else: it lies in White's
 * living area, and the playouts take it whoever moves first.  With its wall estimated dead, B1 C1
 * are no longer dead: they are unsettled, estimated alive, and the marking leaves them on the board
 * while Black's chains around them are marked dead.
 */
static void test_assumption_denied_by_estimate(void **state)
{
	(void)state;
	static const char pos[] =
		". O . O . O . O . O .\n"
		"O O O O O O O O O O O\n"
		". O O X . . X O O . O\n"
		"O O X X X X O . O O .\n"
		". . O X O O O O O . O\n"
		". O . O O X X . O O O\n"
		". O O . X O . . . O .\n"
		". O . O X O . O . O O\n"
		"O X O . X O X O . O .\n"
		"X X X X X X O . . O O\n"
		". O O . X O . . . O .\n";
	struct board b;
	struct score_marking m;

	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, analysis);
	ASSERT_ESTIMATE(&b, "E5", LIFE_DEAD);
	const struct life_chain *b1 = ASSERT_ESTIMATE(&b, "B1", LIFE_ALIVE);
	assert_int_equal(b1->type, LIFE_TYPE_NONE);
	assert_false(b1->assumed);
	assert_non_null(strstr(b1->reason, "assumed dead: inside Black's eye space"));
	assert_non_null(strstr(b1->reason, "but a chain around it is estimated dead"));
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "B1")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&m, AT(&b, "C1")), SCORE_ALIVE);
	assert_int_equal(score_marking_get(&m, AT(&b, "A2")), SCORE_DEAD);
	assert_int_equal(score_marking_get(&m, AT(&b, "E1")), SCORE_DEAD);
}

/*
 * A prisoner is no wall (life_estimate.c 11a., 11b.): White's chain along the edge has one eye, A8,
 * and three liberties; the tactical reading captures it even if White moves first.  Black's A7 in
 * that eye is dead by an assumption (the eye space read alone), which rests on White living: it is
 * White's prisoner, not a wall around White, so White is estimated dead; then the assumption's
 * premise is gone, and A7 is estimated alive.
 */
static void test_prisoner_is_no_wall(void **state)
{
	(void)state;
	static const char pos[] =
		"O O O . X . X . X\n"
		". O X X X X X X X\n"
		"X O X . X . X . X\n"
		"O O X X X X X X X\n"
		"X . X . X . X . X\n"
		"X X X X X X X X X\n"
		". X . X . X . X .\n"
		"X X X X X X X X X\n"
		". X . X . X . X .\n";
	struct board b;
	struct score_marking m;

	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, analysis);
	assert_non_null(strstr(ASSERT_ESTIMATE(&b, "A9", LIFE_DEAD)->reason,
			       "the tactical reading captures it even if it moves first"));
	ASSERT_ESTIMATE(&b, "A7", LIFE_ALIVE);
	life_marking(analysis, &b, &m);
	assert_marked(&m, &b, "A9 B9 C9 B8 B7 A6 B6", SCORE_DEAD);
	assert_marked(&m, &b, "A7 A5 E9", SCORE_ALIVE);
}

/*
 * Two dead candidates walled by each other (life.c 6.), the end of a 9x9 server game: Black's C1 and
 * White's B3 (B3 B2 C3) and D2 (D2 E2) lie in Black's lower left.  White can capture C1 for good,
 * but only with B3 and D2 standing, and Black captures those for good whoever moves first, C1 kept
 * beside them.  Decided in the order of the chains, C1 saw its walls undecided and was called a seki
 * (type 7), which made its whole area nobody's; once the walls are dead, C1 is no seki: unsettled,
 * and Black's area is territory.
 */
static void test_seki_whose_walls_are_dead(void **state)
{
	(void)state;
	static const char pos[] =
		". . . X O O . . .\n"
		". . X . X O . . .\n"
		". . X . X O . . .\n"
		". . . . X X O . .\n"
		". . . X O O . . .\n"
		". X X X X O O O .\n"
		"X O O . X X X O .\n"
		". O . O O X O O O\n"
		". . X . . X X O .\n";
	struct board b;

	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, analysis);
	const struct life_chain *c1 = life_chain_at(analysis, AT(&b, "C1"));
	assert_int_equal(c1->status, LIFE_UNSETTLED);
	assert_non_null(strstr(c1->reason, "around it is dead itself"));
	assert_int_equal(life_chain_at(analysis, AT(&b, "B3"))->status, LIFE_DEAD);
	assert_int_equal(life_chain_at(analysis, AT(&b, "D2"))->status, LIFE_DEAD);
	assert_true(analysis->territory_count[BLACK] >= 29);
}

/*
 * A corner captured for good with the opponent's stones inside it (life_estimate.c 11c.), the end of
 * a 19x19 game between amateurs: Black's corner (A4 to D1) has White's B2 B1 inside.  Black can take
 * them, but the space it gets is one eye: the reading captures the corner for good (White E1 first).
 * White's B2 B1 are not a wall of the corner: they lie in its area (every point next to them is
 * Black's or empty and in it), in the race the reading settled.  So the verdict waits only on White's
 * chains outside (A5, C4, E1's neighbours), which live, and the corner is estimated dead.  (When the
 * stones inside counted as a wall, short of liberties and not estimated alive by the playouts, the
 * corner got the playouts' estimate: standing in two thirds of them, no estimate, left standing.)
 */
static void test_captured_for_good_with_stones_inside(void **state)
{
	(void)state;
	static const char pos[] =
		". . . . . X X X X O O X . . X . X X .\n"
		". . X . X X O X X O X X X X X X . X O\n"
		". . . X X O O O O O X O X O X . . . X\n"
		". X X O O O . . . . O O X O X X X . X\n"
		". O . X X O . O . . . . O O O X . . X\n"
		"X X X X X O O X O O . . . . O O X X .\n"
		"O X X O X X X X X O . . . O X X X X .\n"
		"O O O O O . X . X O . . . O O O X X X\n"
		". . . . . O O O . O X . . X . . O X O\n"
		". . . . . . . . O . O O X O O . O O O\n"
		". . . . . . O . X O . . O O O O . . .\n"
		". . . . . . O X O . . O O X O X O . .\n"
		". . . . . . O X X O O X X X X X O O .\n"
		". . O . . . . X O O O X O X X . X O O\n"
		"O O . . . . O O O O X X . . . . X X O\n"
		"X X O O . O X X X X X O O . . O . X X\n"
		"X X X O O O X . . . . X X O . . X . .\n"
		"X O X X O . O X X X X . . X X . . . .\n"
		". O . X . O O O X . . . . . . . . . .\n";
	struct board b;
	struct score_marking m;

	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, analysis);
	const struct life_chain *corner = ASSERT_ESTIMATE(&b, "A4", LIFE_DEAD);
	assert_non_null(strstr(corner->reason, "can capture it for good"));
	life_marking(analysis, &b, &m);
	assert_marked(&m, &b, "A4 B4 A3 B3 C3 A2 C2 D2 D1", SCORE_DEAD);
	assert_marked(&m, &b, "B2 B1 A5 C4 E2 F1", SCORE_ALIVE);
}

/*
 * Bent four in the corner of an open board (life_estimate.c 11c.): the reading captures White's
 * corner for good (the 1989 ruling, as in test_bent_four_in_the_corner), but Black's wall around it
 * lives only by estimate, so the verdict waits on it: unsettled.  The random playouts never find the
 * vital point and leave White standing in most of them; the reading's capture stands once the wall
 * is estimated alive: White's corner is estimated dead and marked so.
 */
static void test_bent_four_open_board(void **state)
{
	(void)state;
	static const char pos[] =
		". . . O X . . . . . . . . . . . . . .\n"
		". O O O X . . . . . . . . . . . . . .\n"
		"O O X X X . . . . . . . . . . . . . .\n"
		"X X X . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . X . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . O . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n"
		". . . . . . . . . . . . . . . . . . .\n";
	struct board b;
	struct score_marking m;

	DIAGRAM(&b, pos);
	life_analyse(&b, NULL, analysis);
	const struct life_chain *wall = ASSERT_ESTIMATE(&b, "E19", LIFE_ALIVE);
	const struct life_chain *corner = ASSERT_ESTIMATE(&b, "D19", LIFE_DEAD);
	assert_non_null(strstr(corner->reason, "can capture it for good"));
	assert_int_equal(corner->estimate_percent, wall->estimate_percent);
	life_marking(analysis, &b, &m);
	assert_marked(&m, &b, "D19 B18 C18 D18 A17 B17", SCORE_DEAD);
	assert_marked(&m, &b, "E19 C17 A16 D14 D4", SCORE_ALIVE);
}

/*
 * The estimates of life_estimate.c 11.: the two groups are pass-alive; the white stone at E3 sits in Black's
 * open area below, which Benson does not give to Black (its inner points touch no black stone), so
 * with the reading held to areas of 4 points and no assumed regions E3 is unsettled.  Random
 * playouts then estimate it dead: it stays unsettled, its reason says "estimate", and only the
 * suggested marking follows the estimate.  Without playouts it is marked alive, as before.
 */
static void test_estimates(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O . O . .\n"
		"X X X X O O O O O\n"
		"X . X O O . O . O\n"
		"X X X O O O O O O\n"
		"X X X X X X X X X\n"
		". . . . . . . . .\n"
		". . . . O . . . .\n"
		". . . . . . . . .\n"
		". . . . . . . . .\n";
	struct board b;
	struct score_marking m;

	analyse_held(&b, pos, 4);
	const struct life_chain *e3 = life_chain_at(analysis, AT(&b, "E3"));
	assert_int_equal(e3->status, LIFE_UNSETTLED);
	assert_int_equal(e3->estimate, LIFE_DEAD);
	assert_true(e3->estimate_percent >= LIFE_ESTIMATE_PERCENT);
	assert_non_null(strstr(e3->reason, "estimate: dead"));
	assert_true(analysis->estimated > 0);
	for (int i = 0; i < analysis->nchains; i++) {
		const struct life_chain *c = &analysis->chains[i];
		char got[512];
		enum life_status want = c == e3 ? LIFE_DEAD : LIFE_ALIVE;
		/* settled chains carry no estimate; unsettled ones the right one */
		if ((c->status == LIFE_UNSETTLED ? c->estimate : c->status) != want ||
		    (c->status != LIFE_UNSETTLED && c->estimate != LIFE_UNSETTLED)) {
			print_error("%s\n", life_chain_str(&b, c, got, sizeof got));
			fail();
		}
	}
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "E3")), SCORE_DEAD);
	assert_int_equal(score_marking_get(&m, AT(&b, "E9")), SCORE_ALIVE);
	/* reproducible: the same position gives the same share */
	int percent = e3->estimate_percent;
	analyse_held(&b, pos, 4);
	assert_int_equal(life_chain_at(analysis, AT(&b, "E3"))->estimate_percent, percent);

	struct life_options opt;
	life_options_init(&opt);
	opt.limits.max_area = 4;
	opt.large_region = 0;
	opt.playouts = 0;
	life_analyse(&b, &opt, analysis);
	e3 = life_chain_at(analysis, AT(&b, "E3"));
	assert_int_equal(e3->status, LIFE_UNSETTLED);
	assert_int_equal(e3->estimate, LIFE_UNSETTLED);
	assert_int_equal(analysis->estimated, 0);
	life_marking(analysis, &b, &m);
	assert_int_equal(score_marking_get(&m, AT(&b, "E3")), SCORE_ALIVE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_type1_two_forbidden_points),
		cmocka_unit_test(test_type2_reaches_two_eyes),
		cmocka_unit_test(test_type3_snap_back),
		cmocka_unit_test(test_type3_point_made_forbidden),
		cmocka_unit_test(test_type4_seki_without_eyes),
		cmocka_unit_test(test_type5_and_type7),
		cmocka_unit_test(test_hanezeki),
		cmocka_unit_test(test_enclosure_wall_falls),
		cmocka_unit_test(test_type6_dead_inside),
		cmocka_unit_test(test_type7_needs_a_standing_wall),
		cmocka_unit_test(test_bent_four_in_the_corner),
		cmocka_unit_test(test_seki_attacker_eye),
		cmocka_unit_test(test_false_eye),
		cmocka_unit_test(test_ko_ban_ends_with_the_shape),
		cmocka_unit_test(test_join_outside_the_area_unsettled),
		cmocka_unit_test(test_captured_for_good_beside_a_seki_stone),
		cmocka_unit_test(test_captured_for_good_with_stones_inside),
		cmocka_unit_test(test_seki_whose_walls_are_dead),
		cmocka_unit_test(test_race_without_eyes_stays_seki),
		cmocka_unit_test(test_budget_exhausted),
		cmocka_unit_test(test_marking),
		cmocka_unit_test(test_whole_board_9x9),
		cmocka_unit_test(test_eye_spaces_read_alone),
		cmocka_unit_test(test_estimates),
		cmocka_unit_test(test_seki_estimated),
		cmocka_unit_test(test_boundary_ko_no_estimate),
		cmocka_unit_test(test_boundary_atari_no_estimate),
		cmocka_unit_test(test_assumption_denied_by_estimate),
		cmocka_unit_test(test_prisoner_is_no_wall),
		cmocka_unit_test(test_bent_four_open_board),
		cmocka_unit_test(test_race_the_playouts_lose),
	};
	analysis = malloc(sizeof *analysis);
	int failed = cmocka_run_group_tests(tests, NULL, NULL);
	free(analysis);
	return failed;
}
