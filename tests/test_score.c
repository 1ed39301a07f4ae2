/*
 * test_score.c: final boards counted under each system, with every total worked out by hand.
 *
 * A count is shown as an owner map, one character per point:
 *   X O  a stone that counts for its colour         x o  a stone that counts for nobody
 *   b w  territory (area point, road) of B / W      B W  the point of a removed dead stone, for B / W
 *   .    dame                                       s    in or beside seki, for nobody
 *   t    a road taken by the group tax              d    a removed dead stone's point, for nobody
 * and each side's terms as one line: "stones 5 territory 5 ... total2 20" (total in half-points).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "rules/score.h"
#include "tests/diagram.h"

/* Give status s to the chains at the space-separated vertices. */
static void mark(struct score_marking *m, const struct board *b, const char *vertices, enum score_status s)
{
	char v[8];
	int n;

	for (const char *p = vertices; sscanf(p, "%7s%n", v, &n) == 1; p += n)
		if (score_marking_set_vertex(m, b, v, s) != 0)
			fail_msg("no stone at %s", v);
}

static void count(const char *rules, const struct score_input *in, struct score *out)
{
	struct ruleset r = rules_named(rules);

	score_compute(in, &r, out);
}

static char owner_char(const struct board *b, const struct score *s, int p)
{
	static const char counted[3][7] = {
		[BLACK] = { [SCORE_BY_STONE] = 'X', [SCORE_BY_TERRITORY] = 'b', [SCORE_BY_DEAD] = 'B' },
		[WHITE] = { [SCORE_BY_STONE] = 'O', [SCORE_BY_TERRITORY] = 'w', [SCORE_BY_DEAD] = 'W' },
	};
	static const char nobody[] = { [SCORE_BY_NONE] = '?', [SCORE_BY_DEAD] = 'd', [SCORE_BY_SEKI] = 's',
				       [SCORE_BY_DAME] = '.', [SCORE_BY_TAX] = 't' };
	enum score_reason why = (enum score_reason)s->reason[p];

	if (s->owner[p] != EMPTY)
		return counted[s->owner[p]][why];
	if (b->color[p] != EMPTY && why != SCORE_BY_DEAD)
		return b->color[p] == BLACK ? 'x' : 'o';
	return nobody[why];
}

#define ASSERT_OWNERS(b, s, want) assert_owners((b), (s), (want), __FILE__, __LINE__)

static void assert_owners(const struct board *b, const struct score *s, const char *want, const char *file,
			  int line)
{
	char got[2048], *o = got;

	BOARD_FOREACH(b, p) {
		*o++ = owner_char(b, s, p);
		*o++ = board_x(b, p) == b->size - 1 ? '\n' : ' ';
	}
	*o = '\0';
	if (strcmp(got, want) != 0) {
		print_error("owners differ.\nexpected:\n%s\ngot:\n%s\n", want, got);
		_fail(file, line);
	}
}

static const char *terms(const struct score *s, enum color c, char *buf)
{
	const int *t = s->side[c].term;

	snprintf(buf, 256,
		 "stones %d territory %d prisoners %d dead %d pass %d seki %d tax %d equal %d bonus %d "
		 "komi2 %d total2 %d",
		 t[SCORE_TERM_STONES], t[SCORE_TERM_TERRITORY], t[SCORE_TERM_PRISONERS], t[SCORE_TERM_DEAD],
		 t[SCORE_TERM_PASS_STONES], t[SCORE_TERM_SEKI], t[SCORE_TERM_TAX], t[SCORE_TERM_EQUAL_STONES],
		 t[SCORE_TERM_BONUS], s->side[c].komi2, s->side[c].total2);
	return buf;
}

#define ASSERT_TERMS(s, c, want) do { char t_[256]; assert_string_equal(terms((s), (c), t_), (want)); } while (0)
#define ASSERT_SIDE(s, c, want) do { char t_[256]; assert_string_equal(score_side_str((s), (c), t_, sizeof t_), (want)); } while (0)
#define ASSERT_RESULT(s, want) do { char r_[16]; assert_string_equal(score_result_str((s), r_, sizeof r_), (want)); } while (0)

/* ------------------------------------------------------------------------------------------------ */

/*
 * Two walls with a column of dame between them.
 *   area (chinese, tromp-taylor; komi 7.5): B 5 stones + 5 = 10, W 5 + 5 = 10 + 7.5: W+7.5.
 *   territory (japanese; komi 6.5): B 5, W 5 + 6.5: W+6.5.  The walls count for nobody.
 * The C column is dame in both: 5 neutral points.
 */
static const char walls_with_dame[] =
	". X . O .\n"
	". X . O .\n"
	". X . O .\n"
	". X . O .\n"
	". X . O .\n";

static void test_dame(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;
	int area[3];

	DIAGRAM(&b, walls_with_dame);
	score_input_init(&in, &b, NULL);
	count("chinese", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "b X . O w\n"
		      "b X . O w\n"
		      "b X . O w\n"
		      "b X . O w\n"
		      "b X . O w\n");
	ASSERT_TERMS(&s, BLACK, "stones 5 territory 5 prisoners 0 dead 0 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 0 total2 20");
	ASSERT_TERMS(&s, WHITE, "stones 5 territory 5 prisoners 0 dead 0 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 15 total2 35");
	ASSERT_SIDE(&s, WHITE, "White: 5 stones + 5 territory + 7.5 komi = 17.5");
	assert_int_equal(s.neutral, 5);
	ASSERT_RESULT(&s, "W+7.5");

	count("tromp-taylor", &in, &s);
	board_area(&b, area);
	assert_int_equal(s.side[BLACK].total2, 2 * area[BLACK]);
	assert_int_equal(s.side[WHITE].total2, 2 * area[WHITE] + 15);
	ASSERT_RESULT(&s, "W+7.5");

	count("japanese", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "b x . o w\n"
		      "b x . o w\n"
		      "b x . o w\n"
		      "b x . o w\n"
		      "b x . o w\n");
	ASSERT_SIDE(&s, BLACK, "Black: 5 territory = 5");
	ASSERT_SIDE(&s, WHITE, "White: 5 territory + 6.5 komi = 11.5");
	ASSERT_RESULT(&s, "W+6.5");
}

/*
 * A dead white stone at B4 inside Black's area, marked dead.
 *   chinese (7.5): B4 is removed; B 5 stones + 10 (A and B columns, B4 included) = 15;
 *     W 5 + 5 = 10 + 7.5 = 17.5: W+2.5.  The dead stone is shown (dead 1) but not added.
 *   japanese (6.5): B 10 territory + 1 dead = 11; W 5 + 6.5 = 11.5: W+0.5.
 *   japanese with 2 stones captured by Black and 3 by White during play:
 *     B 10 + 2 + 1 = 13; W 5 + 3 + 6.5 = 14.5: W+1.5.  Chinese does not change: W+2.5.
 */
static const char dead_white_stone[] =
	". . X O .\n"
	". O X O .\n"
	". . X O .\n"
	". . X O .\n"
	". . X O .\n";

static void test_dead_stones_in_territory(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	struct score_input in;
	struct score s;
	char what[32];

	DIAGRAM(&b, dead_white_stone);
	score_marking_init(&m);
	mark(&m, &b, "B4", SCORE_DEAD);
	score_input_init(&in, &b, &m);
	count("chinese", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "b b X O w\n"
		      "b B X O w\n"
		      "b b X O w\n"
		      "b b X O w\n"
		      "b b X O w\n");
	ASSERT_TERMS(&s, BLACK, "stones 5 territory 10 prisoners 0 dead 1 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 0 total2 30");
	assert_string_equal(score_point_str(&s, AT(&b, "B4"), what, sizeof what), "B dead stone");
	ASSERT_RESULT(&s, "W+2.5");
	assert_int_equal(s.kept_dead, 0);

	count("japanese", &in, &s);
	ASSERT_TERMS(&s, BLACK, "stones 5 territory 10 prisoners 0 dead 1 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 0 total2 22");
	ASSERT_SIDE(&s, BLACK, "Black: 10 territory + 1 dead = 11");
	ASSERT_RESULT(&s, "W+0.5");

	in.captures[BLACK] = 2;
	in.captures[WHITE] = 3;
	count("japanese", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 10 territory + 2 prisoners + 1 dead = 13");
	ASSERT_SIDE(&s, WHITE, "White: 5 territory + 3 prisoners + 6.5 komi = 14.5");
	ASSERT_RESULT(&s, "W+1.5");
	count("chinese", &in, &s);
	ASSERT_RESULT(&s, "W+2.5");
}

/*
 * The same board under Tromp-Taylor: the marking is not used, B4 is a white stone until captured.
 * The nine empty points of the A and B columns reach black (C) and white (B4): dame.
 *   B 5 stones; W 5 + 1 stones + 5 (E column) = 11 + 7.5 = 18.5: W+13.5.
 * Once B4 is captured, area counting gives the chinese count with komi 7.5: 15 - 17.5 = -2.5.
 */
static void test_tromp_taylor_keeps_dead_stones(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	struct score_input in;
	struct score s;

	DIAGRAM(&b, dead_white_stone);
	score_marking_init(&m);
	mark(&m, &b, "B4", SCORE_DEAD);
	score_input_init(&in, &b, &m);
	count("tromp-taylor", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      ". . X O w\n"
		      ". O X O w\n"
		      ". . X O w\n"
		      ". . X O w\n"
		      ". . X O w\n");
	ASSERT_TERMS(&s, WHITE, "stones 6 territory 5 prisoners 0 dead 0 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 15 total2 37");
	ASSERT_TERMS(&s, BLACK, "stones 5 territory 0 prisoners 0 dead 0 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 0 total2 10");
	assert_int_equal(s.neutral, 9);
	assert_int_equal(s.kept_dead, 1);
	assert_int_equal(s.margin2, -27);
	assert_int_equal(s.captured_margin2, -5);
	ASSERT_RESULT(&s, "W+13.5");
	char note[256];
	assert_string_equal(score_note_str(&s, note, sizeof note),
			    "1 stone marked dead stays on the board and counts as alive until captured; "
			    "captured, area counting gives W+2.5");
	count("chinese", &in, &s);
	assert_string_equal(score_note_str(&s, note, sizeof note), "");
}

/*
 * Filling one's own territory: Black has played A1 inside his area.
 *   chinese (7.5): before, B 5 + 10 = 15; after, B 6 + 9 = 15.  W 10 + 7.5: W+2.5 both times.
 *   japanese (6.5): before, B 10 against W 5 + 6.5: W+1.5; after, B 9: W+2.5.
 */
static void test_filled_own_territory(void **state)
{
	(void)state;
	static const char before[] =
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n";
	static const char after[] =
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		"X . X O .\n";
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b, before);
	score_input_init(&in, &b, NULL);
	count("chinese", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 5 stones + 10 territory = 15");
	ASSERT_RESULT(&s, "W+2.5");
	count("japanese", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 10 territory = 10");
	ASSERT_RESULT(&s, "W+1.5");

	DIAGRAM(&b, after);
	count("chinese", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 6 stones + 9 territory = 15");
	ASSERT_RESULT(&s, "W+2.5");
	count("japanese", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 9 territory = 9");
	ASSERT_RESULT(&s, "W+2.5");
}

/*
 * Seki with eyes.  Black B6-A5-B5 (eye A6) and White D6-F6-C5-D5-E5-F5 (eye E6) share C6; each
 * is in atari as soon as it fills C6.  Both outer groups live with two eyes (White A3 A1, Black
 * D2 E1).  Black has 17 stones, White 12; 7 empty points.
 *   chinese (7.5): B 17 + 3 (A6 D2 E1) = 20; W 12 + 3 (E6 A3 A1) = 15 + 7.5: W+2.5.  C6 is
 *     nobody's: a shared liberty of the seki.
 *   japanese, korean (6.5): the seki's eyes A6 and E6 and the shared C6 count for nobody (Art. 8);
 *     B 2 (D2 E1), W 2 (A3 A1) + 6.5: W+6.5.
 *   tang (komi 0): B 17 stones + 3 roads - tax (seki group 1: its one eye; outer group 2) = 17;
 *     W 12 + 3 - (1 + 2) = 12: B+5.  Every road here is one that completion leaves empty.
 */
static const char seki_with_eyes[] =
	". X . O . O\n"
	"X X O O O O\n"
	"O O X X X X\n"
	". O X X X X\n"
	"O O X . X X\n"
	". O X X . X\n";

static void test_seki_with_eyes(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	struct score_input in;
	struct score s;

	DIAGRAM(&b, seki_with_eyes);
	score_marking_init(&m);
	mark(&m, &b, "B6 D6", SCORE_SEKI);
	score_input_init(&in, &b, &m);

	count("chinese", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "b X s O w O\n"
		      "X X O O O O\n"
		      "O O X X X X\n"
		      "w O X X X X\n"
		      "O O X b X X\n"
		      "w O X X b X\n");
	ASSERT_SIDE(&s, BLACK, "Black: 17 stones + 3 territory = 20");
	ASSERT_SIDE(&s, WHITE, "White: 12 stones + 3 territory + 7.5 komi = 22.5");
	ASSERT_RESULT(&s, "W+2.5");

	count("japanese", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "s x s o s o\n"
		      "x x o o o o\n"
		      "o o x x x x\n"
		      "w o x x x x\n"
		      "o o x b x x\n"
		      "w o x x b x\n");
	assert_int_equal(s.reason[AT(&b, "B6")], SCORE_BY_SEKI);
	assert_int_equal(s.reason[AT(&b, "C4")], SCORE_BY_STONE);
	ASSERT_TERMS(&s, BLACK, "stones 17 territory 2 prisoners 0 dead 0 pass 0 seki 1 tax 0 equal 0 bonus 0 komi2 0 total2 4");
	ASSERT_TERMS(&s, WHITE, "stones 12 territory 2 prisoners 0 dead 0 pass 0 seki 1 tax 0 equal 0 bonus 0 komi2 13 total2 17");
	assert_int_equal(s.neutral, 3);
	ASSERT_RESULT(&s, "W+6.5");
	count("korean", &in, &s);
	ASSERT_RESULT(&s, "W+6.5");

	count("tang", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "t X s O t O\n"
		      "X X O O O O\n"
		      "O O X X X X\n"
		      "t O X X X X\n"
		      "O O X t X X\n"
		      "t O X X t X\n");
	ASSERT_SIDE(&s, BLACK, "Black: 17 stones + 3 territory - 3 tax = 17");
	ASSERT_SIDE(&s, WHITE, "White: 12 stones + 3 territory - 3 tax = 12");
	ASSERT_RESULT(&s, "B+5");
}

/*
 * Seki without eyes.  Black B6-B5-C5-B4 and the white chain around it (10 stones) have only C6 and
 * C4, both shared.  The outer black group has the eyes F6 F4 A1 C1 E1.  Black 19 stones, White 10.
 *   chinese (7.5): B 19 + 5 = 24; W 10 + 7.5 = 17.5: B+6.5.
 *   japanese (6.5): B 5 (the outer group is not in seki); W 0 + 6.5: W+1.5.
 *   tang (0): B 19 + 5 - 2 (the outer group; the seki chain has no road and pays nothing) = 22;
 *     W 10: B+12.
 */
static void test_seki_without_eyes(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	struct score_input in;
	struct score s;

	DIAGRAM(&b,
		"O X . O X .\n"
		"O X X O X X\n"
		"O X . O X .\n"
		"O O O O X X\n"
		"X X X X X X\n"
		". X . X . X\n");
	score_marking_init(&m);
	mark(&m, &b, "B6 A6", SCORE_SEKI);
	score_input_init(&in, &b, &m);

	count("chinese", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 19 stones + 5 territory = 24");
	ASSERT_SIDE(&s, WHITE, "White: 10 stones + 0 territory + 7.5 komi = 17.5");
	assert_int_equal(s.reason[AT(&b, "C6")], SCORE_BY_SEKI);
	assert_int_equal(s.owner[AT(&b, "C6")], EMPTY);
	ASSERT_RESULT(&s, "B+6.5");

	count("japanese", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "o x s o x b\n"
		      "o x x o x x\n"
		      "o x s o x b\n"
		      "o o o o x x\n"
		      "x x x x x x\n"
		      "b x b x b x\n");
	ASSERT_SIDE(&s, BLACK, "Black: 5 territory = 5");
	ASSERT_SIDE(&s, WHITE, "White: 0 territory + 6.5 komi = 6.5");
	ASSERT_RESULT(&s, "W+1.5");

	count("tang", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 19 stones + 5 territory - 2 tax = 22");
	ASSERT_SIDE(&s, WHITE, "White: 10 stones + 0 territory = 10");
	ASSERT_RESULT(&s, "B+12");
}

/*
 * The open-dame example of J89.md (japanese rules, komi 0.5, no prisoners).  Marked seki: the white
 * chains E9 (eye F9) and H7 (eye J6) and the black stones J9 and H8; they share H9 and J8.
 * E3 F3 G3 are dame, touched by Black's G4 chain and by both big white chains.
 *
 * eyes (tengen's reading): every group not marked seki keeps its eye points.
 *   B: A9 C9 A8 B8 C8 A7 (around the lone B9) + A2 A1 + C1 = 9.
 *   W: C5 E5 + F1 H1 J2 = 5; F9 and J6, the seki chains' own eyes, count for nobody (seki 2).
 *   9 - 5 - 0.5: B+3.5.
 * dame chains (GNU Go): G4's chain and the white chains D3.. and E2.. touch a dame, so they are in
 *   seki.  B: the A7 region touches G4's chain: nobody (seki 6); A2 A1 C1 = 3.
 *   W: C5 E5 (chain D3..), F1 H1 J2 (chain E2..) go, with F9 J6: 0 (seki 7).  3 - 0 - 0.5: B+2.5.
 * dame areas (KataGo's seki tax): the A7 region links the lower left chain (and B9) with G4's, so
 *   the whole black area is in seki: B 0 (seki 9).  White's J1 is linked to E2.. by H1 and J2:
 *   W 0 (seki 7).  0 - 0 - 0.5: W+0.5.
 * With E3 F3 G3 filled by Black no chain touches a dame and every reading gives B+3.5.
 */
static const char j89_open_dame[] =
	". X . X O . O . X\n"
	". . . X O O O X .\n"
	". X X X X X X O O\n"
	"X O O O O O X O .\n"
	"X O . O . O X O O\n"
	"X O O O O O X X X\n"
	"X X X O . . . O O\n"
	". X X X O O O O .\n"
	". X . X O . O . O\n";

static void j89_count(const char *diagram, enum score_reading reading, struct board *b, struct score *s)
{
	struct score_marking m;
	struct score_input in;

	DIAGRAM(b, diagram);
	score_marking_init(&m);
	mark(&m, b, "E9 H7 J9 H8", SCORE_SEKI);
	score_input_init(&in, b, &m);
	in.reading = reading;
	count("japanese:komi=0.5", &in, s);
}

static void test_j89_open_dame(void **state)
{
	(void)state;
	struct board b;
	struct score s;

	j89_count(j89_open_dame, SCORE_READING_EYES, &b, &s);
	ASSERT_OWNERS(&b, &s,
		      "b x b x o s o s x\n"
		      "b b b x o o o x s\n"
		      "b x x x x x x o o\n"
		      "x o o o o o x o s\n"
		      "x o w o w o x o o\n"
		      "x o o o o o x x x\n"
		      "x x x o . . . o o\n"
		      "b x x x o o o o w\n"
		      "b x b x o w o w o\n");
	ASSERT_TERMS(&s, BLACK, "stones 27 territory 9 prisoners 0 dead 0 pass 0 seki 0 tax 0 equal 0 bonus 0 komi2 0 total2 18");
	ASSERT_TERMS(&s, WHITE, "stones 33 territory 5 prisoners 0 dead 0 pass 0 seki 2 tax 0 equal 0 bonus 0 komi2 1 total2 11");
	assert_int_equal(s.neutral, 7);
	ASSERT_RESULT(&s, "B+3.5");

	j89_count(j89_open_dame, SCORE_READING_DAME_CHAINS, &b, &s);
	ASSERT_OWNERS(&b, &s,
		      "s x s x o s o s x\n"
		      "s s s x o o o x s\n"
		      "s x x x x x x o o\n"
		      "x o o o o o x o s\n"
		      "x o s o s o x o o\n"
		      "x o o o o o x x x\n"
		      "x x x o s s s o o\n"
		      "b x x x o o o o s\n"
		      "b x b x o s o s o\n");
	ASSERT_SIDE(&s, BLACK, "Black: 3 territory = 3");
	assert_int_equal(s.side[BLACK].term[SCORE_TERM_SEKI], 6);
	assert_int_equal(s.side[WHITE].term[SCORE_TERM_SEKI], 7);
	ASSERT_SIDE(&s, WHITE, "White: 0 territory + 0.5 komi = 0.5");
	ASSERT_RESULT(&s, "B+2.5");

	j89_count(j89_open_dame, SCORE_READING_DAME_AREAS, &b, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 0 territory = 0");
	assert_int_equal(s.side[BLACK].term[SCORE_TERM_SEKI], 9);
	ASSERT_SIDE(&s, WHITE, "White: 0 territory + 0.5 komi = 0.5");
	ASSERT_RESULT(&s, "W+0.5");

	static const char filled[] =
		". X . X O . O . X\n"
		". . . X O O O X .\n"
		". X X X X X X O O\n"
		"X O O O O O X O .\n"
		"X O . O . O X O O\n"
		"X O O O O O X X X\n"
		"X X X O X X X O O\n"
		". X X X O O O O .\n"
		". X . X O . O . O\n";
	for (int r = SCORE_READING_EYES; r <= SCORE_READING_DAME_AREAS; r++) {
		j89_count(filled, (enum score_reading)r, &b, &s);
		ASSERT_SIDE(&s, BLACK, "Black: 9 territory = 9");
		ASSERT_SIDE(&s, WHITE, "White: 5 territory + 0.5 komi = 5.5");
		ASSERT_RESULT(&s, "B+3.5");
	}
}

/*
 * Handicap 4 on the dame board (area 10 each, territory 5 each), every ruleset with komi 0.5:
 *   chinese (bonus N): W 10 + 4 + 0.5: W+4.5.   aga (N-1): W 10 + 3 + 0.5: W+3.5.
 *   japanese (0): 5 against 5 + 0.5: W+0.5.     tromp-taylor (0): W+0.5.
 * An even game under aga: N = 0 gives no bonus (never -1): W+0.5.
 */
static void test_handicap_bonus(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b, walls_with_dame);
	score_input_init(&in, &b, NULL);
	in.handicap = 4;
	count("chinese:komi=0.5", &in, &s);
	ASSERT_SIDE(&s, WHITE, "White: 5 stones + 5 territory + 4 handicap bonus + 0.5 komi = 14.5");
	ASSERT_RESULT(&s, "W+4.5");
	count("aga:komi=0.5", &in, &s);
	ASSERT_SIDE(&s, WHITE, "White: 5 stones + 5 territory + 3 handicap bonus + 0.5 komi = 13.5");
	ASSERT_RESULT(&s, "W+3.5");
	count("japanese:komi=0.5", &in, &s);
	assert_int_equal(s.side[WHITE].term[SCORE_TERM_BONUS], 0);
	ASSERT_RESULT(&s, "W+0.5");
	count("tromp-taylor:komi=0.5", &in, &s);
	ASSERT_RESULT(&s, "W+0.5");
	in.handicap = 0;
	count("aga:komi=0.5", &in, &s);
	assert_int_equal(s.side[WHITE].term[SCORE_TERM_BONUS], 0);
	ASSERT_RESULT(&s, "W+0.5");
}

/*
 * Group tax when chains share eyes (tang, komi 0).  Black A3-B3-A2 and B1-C1-C2 are two chains
 * that share the eyes B2 and A1: filling either would leave one chain with one eye, so completion
 * leaves both empty, and the two chains pay 2 together.  White is one chain with four eyes, of which
 * completion fills two: tax 2.
 *   B 6 stones + 2 roads - 2 = 6;  W 13 + 4 - 2 = 15:  W+9.
 * The taxed points are the first road of each region in board order: B2 A1, and A5 C5 for White.
 */
static const char shared_eyes[] =
	". O . O .\n"
	"O O O O O\n"
	"X X O O O\n"
	"X . X O O\n"
	". X X O .\n";

static void test_group_tax_shared_eyes(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b, shared_eyes);
	score_input_init(&in, &b, NULL);
	count("tang", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "t O t O w\n"
		      "O O O O O\n"
		      "X X O O O\n"
		      "X t X O O\n"
		      "t X X O w\n");
	ASSERT_TERMS(&s, BLACK, "stones 6 territory 2 prisoners 0 dead 0 pass 0 seki 0 tax -2 equal 0 bonus 0 komi2 0 total2 12");
	ASSERT_TERMS(&s, WHITE, "stones 13 territory 4 prisoners 0 dead 0 pass 0 seki 0 tax -2 equal 0 bonus 0 komi2 0 total2 30");
	ASSERT_RESULT(&s, "W+9");
}

/*
 * Where the group tax's roads are drawn: where completion without overflow could leave them.  Black's
 * one region A5 B5 C5 keeps two one-point eyes when Black fills B5, so A5 and C5 are taxed, never A5
 * and B5 side by side (filling C5 would leave a two-point eye, which White could invade).
 */
static void test_group_tax_roads_where_eyes_stay(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b,
		". . . X O\n"
		"X X X X O\n"
		"O O O O O\n"
		"O . O . O\n"
		"O O O O O\n");
	score_input_init(&in, &b, NULL);
	count("tang", &in, &s);
	ASSERT_OWNERS(&b, &s,
		      "t b t X O\n"
		      "X X X X O\n"
		      "O O O O O\n"
		      "O t O t O\n"
		      "O O O O O\n");
}

/*
 * Two independent black groups with two eyes each pay 2 each (tang, komi 0); White, one chain
 * with six eyes, pays 2.  Black 12 stones, White 27, 10 empty points.
 *   B 12 + 4 roads - 4 = 12;  W 27 + 6 - 2 = 31:  W+19.
 */
static void test_group_tax_independent_groups(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b,
		". X . X O . O\n"
		"X X X X O O O\n"
		"O O O O O . O\n"
		"O . O . O O O\n"
		"O O O O O . O\n"
		"X X X X O O O\n"
		". X . X O . O\n");
	score_input_init(&in, &b, NULL);
	count("tang", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 12 stones + 4 territory - 4 tax = 12");
	ASSERT_SIDE(&s, WHITE, "White: 27 stones + 6 territory - 2 tax = 31");
	ASSERT_RESULT(&s, "W+19");
}

/*
 * Equal Stones on the shared-eyes board (tang: B 6, W 15 before it).
 *   plays 10 / 9: odd difference; Black, with more plays, made the last one: B 5: W+10.
 *   plays 9 / 10: White's last play is undone: W 14: W+8.
 *   plays 12 / 10: even difference, nothing undone: W+9.
 * Chinese has no Equal Stones: 10 / 9 changes nothing there.
 */
static void test_equal_stones(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b, shared_eyes);
	score_input_init(&in, &b, NULL);
	in.plays[BLACK] = 10;
	in.plays[WHITE] = 9;
	count("tang", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 6 stones + 2 territory - 2 tax - 1 equal stones = 5");
	assert_int_equal(s.side[WHITE].term[SCORE_TERM_EQUAL_STONES], 0);
	ASSERT_RESULT(&s, "W+10");

	in.plays[BLACK] = 9;
	in.plays[WHITE] = 10;
	count("tang", &in, &s);
	ASSERT_SIDE(&s, WHITE, "White: 13 stones + 4 territory - 2 tax - 1 equal stones = 14");
	ASSERT_RESULT(&s, "W+8");

	in.plays[BLACK] = 12;
	in.plays[WHITE] = 10;
	count("tang", &in, &s);
	ASSERT_RESULT(&s, "W+9");

	in.plays[BLACK] = 10;
	in.plays[WHITE] = 9;
	count("chinese:komi=0", &in, &s);
	assert_int_equal(s.side[BLACK].term[SCORE_TERM_EQUAL_STONES], 0);
	ASSERT_RESULT(&s, "W+9");
}

/* Play "B C1"-style moves (or "B pass") in order on g, each of which must be legal. */
static void play_moves(struct game *g, const char *const *moves)
{
	for (int i = 0; moves[i]; i++) {
		enum color c = moves[i][0] == 'B' ? BLACK : WHITE;
		if (!strcmp(moves[i] + 2, "pass")) {
			assert_int_equal(game_pass(g, c), 0);
			continue;
		}
		struct verdict_info v = game_play(g, c, AT(game_board(g), moves[i] + 2));
		if (v.verdict != VERDICT_LEGAL)
			fail_msg("move %d (%s) is not legal", i + 1, moves[i]);
	}
}

/* The count of a game as its history gives it (score_input_from_game), under tang with komi 0. */
static void count_tang_game(const char *const *moves, struct score *s)
{
	struct ruleset r = rules_named("tang");
	struct game *g = game_new(5, &r);
	struct score_input in;

	play_moves(g, moves);
	score_input_from_game(&in, g, NULL);
	score_compute(&in, &r, s);
	game_free(g);
}

/*
 * Equal Stones undoes the last play itself (seed 004), so what it costs depends on what that play
 * filled.  Two walls on 5x5 (B on C, W on D), komi 0, counted without completion:
 *   - White's last play E1 filled White's own road: undone, E1 is a road again, nothing changes:
 *     B 5 stones + 10 roads - 2 tax = 13, W 5 + 5 - 2 = 8: B+5 (a charge of one point made it B+6).
 *   - the mirror, Black's last play A1 in Black's own road: B+5 too (B+4 with the charge).
 *   - Black makes the last play (A1) while White has made more plays (Black passed twice): the play
 *     undone is Black's, not White's: B 13, W 7 stones + 3 roads - 2 = 8: B+5 (B+6 charging White).
 *   - walls on B and D: Black's last play C1 fills a dame; undone, C1 is dame again: one point less,
 *     B 6 + 5 - 2 - 1 = 8 against W 5 + 5 - 2 = 8: Jigo.
 */
static void test_equal_stones_undoes_the_last_play(void **state)
{
	(void)state;
	struct score s;

	count_tang_game((const char *const[]){ "B C1", "W D1", "B C2", "W D2", "B C3", "W D3", "B C4", "W D4",
					       "B C5", "W D5", "B pass", "W E1", "B pass", "W pass", NULL }, &s);
	ASSERT_TERMS(&s, BLACK, "stones 5 territory 10 prisoners 0 dead 0 pass 0 seki 0 tax -2 equal 0 bonus 0 komi2 0 total2 26");
	ASSERT_TERMS(&s, WHITE, "stones 6 territory 4 prisoners 0 dead 0 pass 0 seki 0 tax -2 equal 0 bonus 0 komi2 0 total2 16");
	struct board five;
	board_init(&five, 5);
	assert_int_equal(s.undone_point, AT(&five, "E1"));
	assert_int_equal(s.undone_color, WHITE);
	ASSERT_RESULT(&s, "B+5");

	count_tang_game((const char *const[]){ "B C1", "W D1", "B C2", "W D2", "B C3", "W D3", "B C4", "W D4",
					       "B C5", "W D5", "B A1", "W pass", "B pass", NULL }, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 6 stones + 9 territory - 2 tax = 13");
	ASSERT_RESULT(&s, "B+5");

	count_tang_game((const char *const[]){ "B C1", "W D1", "B C2", "W D2", "B C3", "W D3", "B C4", "W D4",
					       "B C5", "W D5", "B pass", "W E1", "B pass", "W E2", "B A1", "W pass",
					       "B pass", NULL }, &s);
	ASSERT_SIDE(&s, WHITE, "White: 7 stones + 3 territory - 2 tax = 8");
	ASSERT_RESULT(&s, "B+5");

	count_tang_game((const char *const[]){ "B B1", "W D1", "B B2", "W D2", "B B3", "W D3", "B B4", "W D4",
					       "B B5", "W D5", "B C1", "W pass", "B pass", NULL }, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 6 stones + 5 territory - 2 tax - 1 equal stones = 8");
	ASSERT_SIDE(&s, WHITE, "White: 5 stones + 5 territory - 2 tax = 8");
	ASSERT_RESULT(&s, "Jigo");
}

/*
 * Equal Stones on a board far from completion (5x5, tang, komi 0): B B2, W pass, B D2, W D4, then
 * passes.
 * Two plays to one: White's D4 is undone, and it was White's only stone, so the undone board would
 * give Black all 23 empty points.  An undo takes away and never gives: White loses the stone,
 * Black gains nothing.  B 2 stones, W 1 - 1 = 0: B+2 (not B+25).
 */
static void test_equal_stones_far_from_completion(void **state)
{
	(void)state;
	struct score s;

	count_tang_game((const char *const[]){ "B B2", "W pass", "B D2", "W D4", "B pass", "W pass", NULL }, &s);
	assert_int_equal(s.side[BLACK].term[SCORE_TERM_EQUAL_STONES], 0);
	assert_int_equal(s.side[WHITE].term[SCORE_TERM_EQUAL_STONES], -1);
	ASSERT_SIDE(&s, WHITE, "White: 1 stones + 0 territory - 1 equal stones = 0");
	ASSERT_RESULT(&s, "B+2");
}

/*
 * AGA pass stones.  Black played 5 stones, White 6 (E3 fills White's own territory); Black passed
 * twice, White once and last.  Pass stones: Black gets 1 (White's pass), White 2.
 *   aga (area, 7.5): B 5 + 10 = 15; W 6 + 4 = 10 + 7.5: W+2.5.  Pass stones shown, not added.
 *   the same fields with territory counting: B 10 + 1 pass stone = 11; W 4 + 2 + 7.5 = 13.5: W+2.5,
 *     the same result, which is what pass stones are for.
 *   japanese with komi 7.5 (no pass stones): B 10; W 4 + 7.5: W+1.5; White's filling cost a point.
 */
static void test_aga_pass_stones(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b,
		". . X O .\n"
		". . X O .\n"
		". . X O O\n"
		". . X O .\n"
		". . X O .\n");
	score_input_init(&in, &b, NULL);
	in.plays[BLACK] = 5;
	in.plays[WHITE] = 6;
	in.passes[BLACK] = 2;
	in.passes[WHITE] = 1;
	count("aga", &in, &s);
	ASSERT_TERMS(&s, BLACK, "stones 5 territory 10 prisoners 0 dead 0 pass 1 seki 0 tax 0 equal 0 bonus 0 komi2 0 total2 30");
	ASSERT_TERMS(&s, WHITE, "stones 6 territory 4 prisoners 0 dead 0 pass 2 seki 0 tax 0 equal 0 bonus 0 komi2 15 total2 35");
	assert_false(score_counts(&s, SCORE_TERM_PASS_STONES));
	ASSERT_RESULT(&s, "W+2.5");

	count("koSITUATIONALscoreTERRITORYtaxNONEsui0whbN-1komi7.5pstone1", &in, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 10 territory + 1 pass stones = 11");
	ASSERT_SIDE(&s, WHITE, "White: 4 territory + 2 pass stones + 7.5 komi = 13.5");
	ASSERT_RESULT(&s, "W+2.5");

	count("japanese:komi=7.5", &in, &s);
	assert_int_equal(s.side[BLACK].term[SCORE_TERM_PASS_STONES], 0);
	ASSERT_RESULT(&s, "W+1.5");
}

/*
 * Result strings.  On the 15-10 board: new-zealand (komi 7) W+2, chinese with komi 5 Jigo; a
 * resignation gives B+R or W+R and a no-result cycle Void, whatever the count.
 */
static void test_result_strings(void **state)
{
	(void)state;
	struct board b;
	struct score_input in;
	struct score s;

	DIAGRAM(&b,
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n");
	score_input_init(&in, &b, NULL);
	count("new-zealand", &in, &s);
	ASSERT_SIDE(&s, WHITE, "White: 5 stones + 5 territory + 7 komi = 17");
	ASSERT_RESULT(&s, "W+2");
	count("chinese:komi=5", &in, &s);
	assert_int_equal(s.margin2, 0);
	ASSERT_RESULT(&s, "Jigo");
	count("chinese:komi=-3.5", &in, &s);
	ASSERT_SIDE(&s, WHITE, "White: 5 stones + 5 territory - 3.5 komi = 6.5");
	ASSERT_RESULT(&s, "B+8.5");
	in.end = END_RESIGN;
	in.resigned = BLACK;
	count("chinese", &in, &s);
	ASSERT_RESULT(&s, "W+R");
	in.resigned = WHITE;
	count("chinese", &in, &s);
	ASSERT_RESULT(&s, "B+R");
	in.end = END_CYCLE;
	count("japanese", &in, &s);
	ASSERT_RESULT(&s, "Void");
}

/*
 * The comparison of tromp-taylor, chinese and japanese (all with komi 7.5) on the board with the
 * dead stone at B4.  The 10 points of the A and B columns differ: dame or a white stone under
 * tromp-taylor, Black's elsewhere.  The walls are not a disagreement: a living stone is its colour's
 * whether or not a ruleset adds stones up (that shows in the terms).
 */
static void test_compare(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	struct score_input in;
	struct ruleset r[3] = { rules_named("tromp-taylor"), rules_named("chinese"),
				rules_named("japanese:komi=7.5") };
	static struct score_comparison c;
	char line[512];

	DIAGRAM(&b, dead_white_stone);
	score_marking_init(&m);
	mark(&m, &b, "B4", SCORE_DEAD);
	score_input_init(&in, &b, &m);
	score_compare(&in, r, 3, &c);
	assert_int_equal(c.n, 3);
	assert_int_equal(c.ndiffs, 10);
	assert_int_equal(c.diffs[0], AT(&b, "A5"));
	for (int i = 0; i < c.ndiffs; i++)
		assert_true(board_x(&b, c.diffs[i]) < 2);
	assert_string_equal(score_diff_str(&c, &b, 3, line, sizeof line),
			    "B4: tromp-taylor W stone; chinese B dead stone; japanese B dead stone");
	assert_string_equal(score_diff_str(&c, &b, 0, line, sizeof line),
			    "A5: tromp-taylor nobody (dame); chinese B territory; japanese B territory");
	assert_int_equal(c.scores[2].reason[AT(&b, "C5")], SCORE_BY_STONE);
	assert_int_equal(c.scores[2].owner[AT(&b, "C5")], EMPTY);
	assert_int_equal(c.scores[0].kept_dead, 1);
	assert_int_equal(c.scores[0].captured_margin2, c.scores[1].margin2);
}

/* Columns from a list of names: each with the game's komi, or its own. */
static void test_columns_names(void **state)
{
	(void)state;
	struct ruleset game = rules_named("chinese:komi=0.5");
	struct score_columns c;
	char err[256];

	score_columns_init(&c, &game, true);
	assert_int_equal(score_columns_add(&c, "japanese,tromp-taylor", err, sizeof err), 0);
	assert_int_equal(score_columns_add(&c, "koSIMPLEscoreAREAtaxNONEsui0", err, sizeof err), 0);
	assert_int_equal(c.n, 3);
	assert_string_equal(c.names[0], "japanese");
	assert_string_equal(c.names[1], "tromp-taylor");
	assert_string_equal(c.names[2], "koSIMPLEscoreAREAtaxNONEsui0");
	for (int i = 0; i < c.n; i++)
		assert_int_equal(c.rules[i].komi2, 1);
	assert_int_equal(c.rules[0].scoring, SCORING_TERRITORY);

	score_columns_init(&c, &game, false);
	assert_int_equal(score_columns_add(&c, "japanese,tromp-taylor", err, sizeof err), 0);
	assert_int_equal(c.rules[0].komi2, 13);
	assert_int_equal(c.rules[1].komi2, 15);
}

/* Names that give one ruleset share its column: "japanese=korean", each name once.  Komi decides
 * too: with each ruleset's own komi, japanese at 0.5 is another column. */
static void test_columns_duplicates(void **state)
{
	(void)state;
	struct ruleset game = rules_named("japanese:komi=0.5");
	struct score_columns c;

	score_columns_init(&c, &game, true);
	assert_int_equal(score_columns_add(&c, "japanese,chinese,korean,korean,japanese,tt", NULL, 0), 0);
	assert_int_equal(score_columns_add(&c, "tromp-taylor,japanese:komi=0.5", NULL, 0), 0);
	assert_int_equal(c.n, 3);
	assert_string_equal(c.names[0], "japanese=korean=japanese:komi=0.5");
	assert_string_equal(c.names[1], "chinese");
	assert_string_equal(c.names[2], "tt=tromp-taylor");

	score_columns_init(&c, &game, false);
	assert_int_equal(score_columns_add(&c, "japanese,korean,japanese:komi=0.5", NULL, 0), 0);
	assert_int_equal(c.n, 2);
	assert_string_equal(c.names[0], "japanese=korean");
	assert_string_equal(c.names[1], "japanese:komi=0.5");
}

/* "all": every preset, korean in japanese's column. */
static void test_columns_all(void **state)
{
	(void)state;
	struct ruleset game = rules_named("tromp-taylor");
	static const char *const want[] = { "tromp-taylor", "japanese=korean", "chinese", "aga", "new-zealand",
					     "tang" };
	struct score_columns c;

	score_columns_init(&c, &game, false);
	assert_int_equal(score_columns_add(&c, "all", NULL, 0), 0);
	assert_int_equal(c.n, 6);
	for (int i = 0; i < c.n; i++) {
		assert_string_equal(c.names[i], want[i]);
		struct ruleset own = rules_named(ruleset_preset_name(i < 2 ? i : i + 1)); /* korean skipped */
		assert_true(ruleset_equal(&c.rules[i], &own));
	}
	assert_int_equal(c.rules[5].komi2, 0); /* tang's own komi */
}

/* An unknown name, too many rulesets, a list that names none: -1 and the reason in words; what was
 * added before stays. */
static void test_columns_errors(void **state)
{
	(void)state;
	struct ruleset game = rules_named("japanese");
	struct score_columns c;
	char err[256];

	score_columns_init(&c, &game, true);
	assert_int_equal(score_columns_add(&c, "japanese,fischer,chinese", err, sizeof err), -1);
	assert_non_null(strstr(err, "unknown ruleset 'fischer'"));
	assert_int_equal(c.n, 1);

	assert_int_equal(score_columns_add(&c, ",", err, sizeof err), -1);
	assert_string_equal(err, "no rulesets");
	assert_int_equal(score_columns_add(&c, "", err, sizeof err), -1);
	assert_string_equal(err, "no rulesets");
	assert_int_equal(score_columns_add(&c, "all,chinese", err, sizeof err), -1);
	assert_non_null(strstr(err, "unknown ruleset 'all'"));

	assert_int_equal(score_columns_add(&c, "all", err, sizeof err), 0);
	assert_int_equal(score_columns_add(&c, "koSIMPLEscoreAREAtaxNONEsui0,koSIMPLEscoreAREAtaxNONEsui1",
					   err, sizeof err), 0);
	assert_int_equal(c.n, SCORE_MAX_RULESETS);
	assert_int_equal(score_columns_add(&c, "korean", err, sizeof err), 0); /* shares a column */
	assert_int_equal(score_columns_add(&c, "koSITUATIONALscoreTERRITORYtaxSEKIsui0", err, sizeof err), -1);
	assert_string_equal(err, "at most 8 rulesets");
	assert_int_equal(c.n, SCORE_MAX_RULESETS);
	assert_int_equal(score_columns_add(&c, "fischer", NULL, 0), -1);
}

/* The game's own ruleset as a column: its preset's name, or the long form. */
static void test_columns_add_game(void **state)
{
	(void)state;
	struct ruleset game = rules_named("japanese:komi=0.5");
	struct score_columns c;
	char name[256];

	score_columns_init(&c, &game, false);
	assert_int_equal(score_columns_add_game(&c, NULL, 0), 0);
	assert_int_equal(score_columns_add(&c, SCORE_DEFAULT_RULESETS, NULL, 0), 0);
	assert_int_equal(c.n, 4);
	assert_string_equal(c.names[0], "japanese");
	assert_int_equal(c.rules[0].komi2, 13); /* by name: the preset's own komi */

	game = rules_named("koSIMPLEscoreAREAtaxNONEsui0komi2");
	score_columns_init(&c, &game, true);
	assert_int_equal(score_columns_add_game(&c, NULL, 0), 0);
	ruleset_long_str(&game, name, sizeof name);
	assert_int_equal(strncmp(c.names[0], name, SCORE_NAME_LEN - 1), 0);
	assert_true(ruleset_equal(&c.rules[0], &game));
}

/* The comparison under the columns is score_compare under their rulesets. */
static void test_columns_compare(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;
	struct score_input in;
	struct ruleset game = rules_named("japanese:komi=0.5");
	struct score_columns c;
	static struct score_comparison got, want;

	DIAGRAM(&b, dead_white_stone);
	score_marking_init(&m);
	mark(&m, &b, "B4", SCORE_DEAD);
	score_input_init(&in, &b, &m);
	score_columns_init(&c, &game, true);
	assert_int_equal(score_columns_add(&c, "tromp-taylor,chinese", NULL, 0), 0);
	score_columns_compare(&c, &in, &got);
	score_compare(&in, c.rules, c.n, &want);
	assert_int_equal(got.n, 2);
	assert_int_equal(got.ndiffs, want.ndiffs);
	for (int i = 0; i < got.n; i++) {
		assert_true(ruleset_equal(&got.scores[i].rules, &c.rules[i]));
		assert_int_equal(got.scores[i].margin2, want.scores[i].margin2);
	}
	assert_int_equal(got.scores[0].side[WHITE].komi2, 1);
}

/* The marking is set a chain at a time, from a point or a vertex. */
static void test_marking(void **state)
{
	(void)state;
	struct board b;
	struct score_marking m;

	DIAGRAM(&b,
		"X X . O\n"
		"X . O O\n"
		". . . .\n"
		"X . . .\n");
	score_marking_init(&m);
	assert_int_equal(score_marking_set_vertex(&m, &b, "A3", SCORE_DEAD), 0);
	assert_int_equal(score_marking_get(&m, AT(&b, "A4")), SCORE_DEAD);
	assert_int_equal(score_marking_get(&m, AT(&b, "B4")), SCORE_DEAD);
	assert_int_equal(score_marking_get(&m, AT(&b, "A1")), SCORE_ALIVE);
	score_marking_set(&m, &b, AT(&b, "C3"), SCORE_SEKI);
	assert_int_equal(score_marking_get(&m, AT(&b, "D4")), SCORE_SEKI);
	assert_int_equal(score_marking_set_vertex(&m, &b, "C4", SCORE_DEAD), -1);
	assert_int_equal(score_marking_set_vertex(&m, &b, "Z9", SCORE_DEAD), -1);
	assert_string_equal(score_status_str(SCORE_SEKI), "seki");
}

/*
 * The input from a game: Black A4, White A5, Black B5 takes A5, White passes, Black passes.
 * japanese (6.5): Black's two stones surround the whole empty board: 23 territory + 1 prisoner =
 * 24; W 6.5: B+17.5.
 */
static void test_input_from_game(void **state)
{
	(void)state;
	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(5, &r);
	struct score_input in;
	struct score s;

	assert_int_equal(game_play(g, BLACK, AT(game_board(g), "A4")).verdict, VERDICT_LEGAL);
	assert_int_equal(game_play(g, WHITE, AT(game_board(g), "A5")).verdict, VERDICT_LEGAL);
	assert_int_equal(game_play(g, BLACK, AT(game_board(g), "B5")).verdict, VERDICT_LEGAL);
	assert_int_equal(game_pass(g, WHITE), 0);
	assert_int_equal(game_pass(g, BLACK), 0);
	score_input_from_game(&in, g, NULL);
	assert_int_equal(in.plays[BLACK], 2);
	assert_int_equal(in.plays[WHITE], 1);
	assert_int_equal(in.passes[BLACK], 1);
	assert_int_equal(in.passes[WHITE], 1);
	assert_int_equal(in.captures[BLACK], 1);
	assert_int_equal(in.captures[WHITE], 0);
	assert_int_equal(in.end, END_PASSES);
	score_compute(&in, &r, &s);
	ASSERT_SIDE(&s, BLACK, "Black: 23 territory + 1 prisoners = 24");
	ASSERT_RESULT(&s, "B+17.5");
	game_free(g);
}

/*
 * Tang: Black C3 on an empty 5x5 board, White passes, Black passes.  The plays differ by one, so
 * Equal Stones undoes C3, Black's only stone: the board left is empty, and counting without
 * completion and completion alike give nothing to either side: Jigo.  Its tax went with it (kept,
 * it made White win an empty board by 2).  With three stones of Black's in one chain, the undo of
 * the third, a road's fill, changes nothing and the tax stays.
 */
static void test_equal_stones_undo_takes_a_lone_area_with_its_tax(void **state)
{
	(void)state;
	struct ruleset r = rules_named("tang");
	struct game *g = game_new(5, &r);
	struct score_input in;
	struct score s;

	assert_int_equal(game_play(g, BLACK, AT(game_board(g), "C3")).verdict, VERDICT_LEGAL);
	assert_int_equal(game_pass(g, WHITE), 0);
	assert_int_equal(game_pass(g, BLACK), 0);
	score_input_from_game(&in, g, NULL);
	score_compute(&in, &r, &s);
	ASSERT_TERMS(&s, BLACK, "stones 1 territory 24 prisoners 0 dead 0 pass 0 seki 0 tax -2 equal -23 bonus 0 komi2 0 total2 0");
	ASSERT_RESULT(&s, "Jigo");
	game_free(g);

	g = game_new(5, &r);
	static const char *const moves[] = { "C3", "C2", "C4" };
	for (int i = 0; i < 3; i++) {
		assert_int_equal(game_play(g, BLACK, AT(game_board(g), moves[i])).verdict, VERDICT_LEGAL);
		assert_int_equal(game_pass(g, WHITE), 0);
	}
	assert_int_equal(game_pass(g, BLACK), 0);
	score_input_from_game(&in, g, NULL);
	score_compute(&in, &r, &s);
	ASSERT_TERMS(&s, BLACK, "stones 3 territory 22 prisoners 0 dead 0 pass 0 seki 0 tax -2 equal 0 bonus 0 komi2 0 total2 46");
	ASSERT_RESULT(&s, "B+23");
	game_free(g);
}

/* Without a marking, tromp-taylor is rule 9 as the board computes it, on assorted positions. */
static void test_area_is_rule_9(void **state)
{
	(void)state;
	static const char *const positions[] = {
		walls_with_dame, dead_white_stone, seki_with_eyes, shared_eyes, j89_open_dame,
		". . .\n. . .\n. . .\n",
		"X O .\nO . O\n. O X\n",
	};
	struct board b;
	struct score_input in;
	struct score s;
	int area[3];

	for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
		DIAGRAM(&b, positions[i]);
		score_input_init(&in, &b, NULL);
		count("tromp-taylor:komi=0", &in, &s);
		board_area(&b, area);
		assert_int_equal(s.side[BLACK].total2, 2 * area[BLACK]);
		assert_int_equal(s.side[WHITE].total2, 2 * area[WHITE]);
		assert_int_equal(s.neutral, area[EMPTY]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dame),
		cmocka_unit_test(test_dead_stones_in_territory),
		cmocka_unit_test(test_tromp_taylor_keeps_dead_stones),
		cmocka_unit_test(test_filled_own_territory),
		cmocka_unit_test(test_seki_with_eyes),
		cmocka_unit_test(test_seki_without_eyes),
		cmocka_unit_test(test_j89_open_dame),
		cmocka_unit_test(test_handicap_bonus),
		cmocka_unit_test(test_group_tax_shared_eyes),
		cmocka_unit_test(test_group_tax_independent_groups),
		cmocka_unit_test(test_equal_stones),
		cmocka_unit_test(test_aga_pass_stones),
		cmocka_unit_test(test_result_strings),
		cmocka_unit_test(test_compare),
		cmocka_unit_test(test_columns_names),
		cmocka_unit_test(test_columns_duplicates),
		cmocka_unit_test(test_columns_all),
		cmocka_unit_test(test_columns_errors),
		cmocka_unit_test(test_columns_add_game),
		cmocka_unit_test(test_columns_compare),
		cmocka_unit_test(test_marking),
		cmocka_unit_test(test_input_from_game),
		cmocka_unit_test(test_equal_stones_undo_takes_a_lone_area_with_its_tax),
		cmocka_unit_test(test_group_tax_roads_where_eyes_stay),
		cmocka_unit_test(test_equal_stones_undoes_the_last_play),
		cmocka_unit_test(test_equal_stones_far_from_completion),
		cmocka_unit_test(test_area_is_rule_9),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
