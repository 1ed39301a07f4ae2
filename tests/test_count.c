/*
 * test_count.c: the one count of a game (rules/count.h), on board diagrams: what each ruleset counts
 * (Tromp-Taylor the board as the players left it, whatever the marking; the others the position
 * played out for their way of counting), one ruleset giving the same count alone or beside others,
 * the owners of filled points, the options, and how the game's end decides the result.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rules/count.h"
#include "rules/game.h"
#include "rules/score.h"
#include "tests/diagram.h"

static struct count c;

/*
 * Black E5 is dead in White's area, C3 is dame: played out, Black fills C3 and White must then add
 * the protective move D4 (else Black at D4 takes C5 C4).  Komi 0.5.  A record of this position stops
 * before its end (no passes), so the rulesets that take dead stones off count it played out.
 */
static const char *const teire =
	". X O . X\n"
	"X X O . .\n"
	". X . O O\n"
	"X X O . O\n"
	". X O . .\n";

static struct game *teire_game(void)
{
	return DIAGRAM_GAME("japanese", teire);
}

/* The rulesets named, each with komi 0.5, into r; their number. */
static int rulesets(const char *const *names, struct ruleset *r)
{
	int n = 0;

	for (; names[n]; n++) {
		r[n] = rules_named(names[n]);
		r[n].komi2 = 1;
	}
	return n;
}

static const char *result(const struct score *s)
{
	static char buf[4][32];
	static int k;

	k = (k + 1) % 4;
	return score_result_str(s, buf[k], sizeof buf[k]);
}

/* The same count: result, totals and every term of both sides. */
static void assert_same_count(const struct score *a, const struct score *b)
{
	assert_string_equal(result(a), result(b));
	for (enum color col = BLACK; col <= WHITE; col++) {
		assert_int_equal(a->side[col].total2, b->side[col].total2);
		for (int t = 0; t < SCORE_TERMS; t++)
			assert_int_equal(a->side[col].term[t], b->side[col].term[t]);
	}
}

/* Tromp-Taylor counts the board as it stands; Japanese-style and Chinese the position played out. */
static void test_each_ruleset_counts_its_own_position(void **state)
{
	static const char *const names[] = { "japanese", "tromp-taylor", "chinese", "tang", NULL };
	struct ruleset r[8];
	struct score_marking m;
	struct game *g = teire_game();
	int n = rulesets(names, r);

	(void)state;
	score_marking_init(&m);
	score_marking_set(&m, game_board(g), AT(game_board(g), "E5"), SCORE_DEAD);
	count_compare(g, &m, NULL, r, n, &c);
	assert_string_equal(result(&c.cmp.scores[0]), "W+4.5");
	assert_string_equal(result(&c.cmp.scores[1]), "B+0.5");
	assert_string_equal(result(&c.cmp.scores[2]), "W+3.5");
	/* Tromp-Taylor: E5 stays and counts, C3 D5 D4 E4 are dame; B 8 + 3, W 7 + 3 + 0.5 */
	assert_null(count_finish(&c, 1));
	assert_int_equal(c.basis[1], COUNT_BASIS_EVERY_STONE);
	assert_int_equal(c.basis[0], COUNT_BASIS_PLAYED_OUT);
	assert_int_equal(c.cmp.scores[1].side[BLACK].total2, 22);
	assert_int_equal(c.cmp.scores[1].side[WHITE].total2, 21);
	ASSERT_BOARD(count_board(&c, g, 1), teire);
	/* the others: one play-out for territory counting, one for area counting (Tang with it) */
	assert_int_equal(c.nfinishes, 2);
	assert_non_null(count_finish(&c, 0));
	assert_ptr_equal(count_finish(&c, 2), count_finish(&c, 3));
	ASSERT_BOARD(count_board(&c, g, 0), ". X O . X\n"
					 "X X O O .\n"
					 ". X X O O\n"
					 "X X O . O\n"
					 ". X O . .\n");
	game_free(g);
}

/*
 * Equal Stones undoes the last play of the position counted, and a played-out count's last play is
 * the play-out's: on the teire board (E5 dead, komi 0) White filled E1 in the game (one play to
 * none), then the play-out (asked for, as --play-out does) plays B C3 and White's protective move
 * D4, inside White's own area.  Two plays to one: D4 is undone, and as it filled White's own road
 * that changes nothing: B 8 stones + 3 roads - 2 tax = 9, W 9 + 5 - 2 = 12: W+3 (charging White a
 * point for it gave W+2).
 */
static void test_equal_stones_in_the_play_out(void **state)
{
	struct game *g = DIAGRAM_GAME("tang", teire);
	struct score_marking m;
	struct score s;
	struct finish *f = malloc(sizeof *f);
	struct count_options o;

	(void)state;
	count_options_init(&o);
	o.playout = COUNT_PLAYOUT_ALWAYS;   /* a game ended by passes is otherwise counted as left */
	game_pass(g, BLACK);
	assert_int_equal(game_play(g, WHITE, AT(game_board(g), "E1")).verdict, VERDICT_LEGAL);
	game_pass(g, BLACK);
	game_pass(g, WHITE);
	score_marking_init(&m);
	score_marking_set(&m, game_board(g), AT(game_board(g), "E5"), SCORE_DEAD);
	count_game(g, &m, &o, game_rules(g), &s, f);
	assert_int_equal(f->n, 2);
	assert_int_equal(f->moves[1].point, AT(game_board(g), "D4"));
	assert_int_equal(f->moves[1].kind, FINISH_PROTECT);
	assert_int_equal(s.undone_point, AT(game_board(g), "D4"));
	assert_int_equal(s.side[WHITE].term[SCORE_TERM_EQUAL_STONES], 0);
	assert_int_equal(s.side[BLACK].total2, 18);
	assert_int_equal(s.side[WHITE].total2, 24);
	assert_string_equal(result(&s), "W+3");
	free(f);
	game_free(g);
}

/* Whatever the marking says of any chain, Tromp-Taylor's result and terms stay, and it is never
 * played out; only its note about the stones marked dead changes. */
static void test_marking_never_moves_tromp_taylor(void **state)
{
	static const char *const names[] = { "japanese", "tromp-taylor", "chinese", NULL };
	struct ruleset r[8];
	struct score_marking m;
	struct score first;
	struct game *g = teire_game();
	const struct board *b = game_board(g);
	int n = rulesets(names, r), tried = 0;

	(void)state;
	score_marking_init(&m);
	count_compare(g, &m, NULL, r, n, &c);
	first = c.cmp.scores[1];
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		for (enum score_status s = SCORE_ALIVE; s <= SCORE_SEKI; s++) {
			score_marking_init(&m);
			score_marking_set(&m, b, p, s);
			count_compare(g, &m, NULL, r, n, &c);
			assert_null(count_finish(&c, 1));
			assert_same_count(&c.cmp.scores[1], &first);
			tried++;
		}
	}
	assert_int_equal(tried, 3 * (b->stones[BLACK] + b->stones[WHITE]));
	game_free(g);
}

/* A ruleset gives one count whoever asks: alone (count_game) or in any comparison. */
static void test_one_ruleset_one_count(void **state)
{
	static const char *const names[] = { "tromp-taylor", "japanese", "chinese", "aga", "new-zealand", "korean",
					      "tang", NULL };
	struct ruleset r[8];
	struct score_marking m;
	struct score alone;
	struct game *g = teire_game();
	int n = rulesets(names, r);

	(void)state;
	score_marking_init(&m);
	score_marking_set(&m, game_board(g), AT(game_board(g), "E5"), SCORE_DEAD);
	count_compare(g, &m, NULL, r, n, &c);
	for (int i = 0; i < n; i++) {
		count_game(g, &m, NULL, &r[i], &alone, NULL);
		assert_same_count(&alone, &c.cmp.scores[i]);
	}
	assert_int_equal(count_find(&c, &r[4]), 4);
	game_free(g);
}

/* A filled dame is nobody's where stones do not count, the filler's where they do; the comparison's
 * disagreements name it. */
static void test_filled_points(void **state)
{
	static const char *const names[] = { "japanese", "tromp-taylor", "chinese", NULL };
	struct ruleset r[8];
	struct score_marking m;
	struct game *g = teire_game();
	const struct board *b = game_board(g);
	int n = rulesets(names, r), c3 = AT(b, "C3"), d4 = AT(b, "D4");
	char buf[256];
	bool listed = false;

	(void)state;
	score_marking_init(&m);
	score_marking_set(&m, b, AT(b, "E5"), SCORE_DEAD);
	count_compare(g, &m, NULL, r, n, &c);
	assert_int_equal(count_point_owner(&c, g, 0, c3), EMPTY);
	assert_int_equal(count_point_owner(&c, g, 1, c3), EMPTY);
	assert_int_equal(count_point_owner(&c, g, 2, c3), BLACK);
	assert_string_equal(count_point_str(&c, g, 0, d4, buf, sizeof buf), "nobody (W protective move)");
	assert_string_equal(count_point_str(&c, g, 2, c3, buf, sizeof buf), "B stone, dame filled");
	for (int k = 0; k < c.cmp.ndiffs; k++)
		if (c.cmp.diffs[k] == c3) {
			listed = true;
			assert_string_equal(count_diff_str(&c, g, NULL, k, buf, sizeof buf),
					    "C3: japanese nobody (dame filled by B); tromp-taylor nobody (dame); chinese B "
					    "stone, dame filled");
		}
	assert_true(listed);
	game_free(g);
}

/* As it stands: nothing played out.  Art. 8 read about the open dame: nothing played out under the
 * seki tax it reads, the others still are. */
static void test_options(void **state)
{
	static const char *const names[] = { "japanese", "chinese", NULL };
	struct ruleset r[8];
	struct score_marking m;
	struct count_options o;
	struct game *g = teire_game();
	int n = rulesets(names, r);

	(void)state;
	score_marking_init(&m);
	score_marking_set(&m, game_board(g), AT(game_board(g), "E5"), SCORE_DEAD);
	count_options_init(&o);
	o.playout = COUNT_PLAYOUT_NEVER;
	count_compare(g, &m, &o, r, n, &c);
	assert_int_equal(c.nfinishes, 0);
	assert_int_equal(c.basis[0], COUNT_BASIS_ASKED);
	assert_string_equal(result(&c.cmp.scores[0]), "W+5.5");
	assert_string_equal(result(&c.cmp.scores[1]), "W+4.5");
	count_options_init(&o);
	o.reading = SCORE_READING_DAME_CHAINS;
	count_compare(g, &m, &o, r, n, &c);
	assert_null(count_finish(&c, 0));
	assert_non_null(count_finish(&c, 1));
	assert_false(count_plays_out(g, &r[0], &o));
	assert_true(count_plays_out(g, &r[1], &o));
	assert_int_equal(c.basis[0], COUNT_BASIS_OPEN_DAME);
	assert_int_equal(c.basis[1], COUNT_BASIS_PLAYED_OUT);
	game_free(g);
}

/* A game the players ended by passing is counted as they left it: C3 stays dame, no protective move
 * is charged; asked to play out, it is played out as a record that stops before its end is. */
static void test_passes_count_the_board_left(void **state)
{
	static const char *const names[] = { "japanese", "chinese", NULL };
	struct ruleset r[8];
	struct score_marking m;
	struct count_options o;
	struct game *g = teire_game();
	int n = rulesets(names, r);

	(void)state;
	game_pass(g, BLACK);
	game_pass(g, WHITE);
	score_marking_init(&m);
	score_marking_set(&m, game_board(g), AT(game_board(g), "E5"), SCORE_DEAD);
	count_compare(g, &m, NULL, r, n, &c);
	assert_int_equal(c.nfinishes, 0);
	assert_int_equal(c.basis[0], COUNT_BASIS_ENDED);
	assert_string_equal(result(&c.cmp.scores[0]), "W+5.5");
	assert_string_equal(result(&c.cmp.scores[1]), "W+4.5");
	count_options_init(&o);
	o.playout = COUNT_PLAYOUT_ALWAYS;
	count_compare(g, &m, &o, r, n, &c);
	assert_int_equal(c.nfinishes, 2);
	assert_string_equal(result(&c.cmp.scores[0]), "W+4.5");
	assert_string_equal(result(&c.cmp.scores[1]), "W+3.5");
	game_free(g);
}

/* A position far from its end (more than four points a line between the colours) is not played out,
 * unless asked always; the count says why. */
static void test_unfinished_not_played_out(void **state)
{
	static const char *const names[] = { "japanese", NULL };
	struct ruleset r[8];
	struct count_options o;
	struct game *g = DIAGRAM_GAME("japanese", ". . . . . . . . .\n"
						  ". . . . . . . . .\n"
						  ". . X . . . O . .\n"
						  ". . . . . . . . .\n"
						  ". . . . . . . . .\n"
						  ". . . . . . . . .\n"
						  ". . O . . . X . .\n"
						  ". . . . . . . . .\n"
						  ". . . . . . . . .\n");
	int n = rulesets(names, r);

	(void)state;
	count_compare(g, NULL, NULL, r, n, &c);
	assert_true(c.unfinished);
	assert_int_equal(c.between, 77);
	assert_int_equal(c.nfinishes, 0);
	assert_int_equal(c.basis[0], COUNT_BASIS_UNFINISHED);
	count_options_init(&o);
	o.playout = COUNT_PLAYOUT_ALWAYS;
	count_compare(g, NULL, &o, r, n, &c);
	assert_int_equal(c.nfinishes, 1);
	game_free(g);
}

/* A resignation is the result under every ruleset; a game still in play is counted. */
static void test_resigned_and_unfinished(void **state)
{
	static const char *const names[] = { "japanese", "tromp-taylor", "chinese", NULL };
	struct ruleset r[8];
	struct game *g = DIAGRAM_GAME("japanese", teire);
	int n = rulesets(names, r);

	(void)state;
	count_compare(g, NULL, NULL, r, n, &c);
	for (int i = 0; i < n; i++)
		assert_true(result(&c.cmp.scores[i])[1] == '+');
	game_resign(g, WHITE);
	count_compare(g, NULL, NULL, r, n, &c);
	for (int i = 0; i < n; i++)
		assert_string_equal(result(&c.cmp.scores[i]), "B+R");
	game_free(g);
}

/* The triple ko of the case library: under the Japanese rules the twelfth move brings the start back
 * a third time and ends the game without result, which every ruleset's count then says. */
static void test_cycle_is_void_everywhere(void **state)
{
	static const char *const names[] = { "japanese", "tromp-taylor", "chinese", "tang", NULL };
	static const char *const line[] = { "F8", "E5", "F2", "E8", "F5", "E2" };
	struct ruleset r[8];
	struct game *g = DIAGRAM_GAME("japanese", ". X . X X O O . O\n"
						  "X X X X O . O O O\n"
						  "X . X X X O O . O\n"
						  "X X X X X O O O O\n"
						  "X . X X . X O . O\n"
						  "X X X X X O O O O\n"
						  "X . X X X O O . O\n"
						  "X X X X O . O O O\n"
						  ". X . X X O O . O\n");
	int n = rulesets(names, r);

	(void)state;
	for (int i = 0; i < 12; i++)
		assert_int_equal(game_play(g, i % 2 ? WHITE : BLACK, AT(game_board(g), line[i % 6])).verdict, VERDICT_LEGAL);
	assert_int_equal(game_end_reason(g), END_CYCLE);
	count_compare(g, NULL, NULL, r, n, &c);
	for (int i = 0; i < n; i++)
		assert_string_equal(result(&c.cmp.scores[i]), "Void");
	game_free(g);
}

/* Two rulesets' counts compared in words (count_diff_text): the totals, what counting stones adds, a
 * line per point with why, the other terms. */
static void test_diff_text(void **state)
{
	struct game *g = teire_game();
	const struct board *b = game_board(g);
	struct score_columns cols;
	struct score_marking m;
	struct count_options o;
	char err[256], text[4096];

	(void)state;
	score_marking_init(&m);
	score_marking_set(&m, b, AT(b, "E5"), SCORE_DEAD);
	count_options_init(&o);
	o.playout = COUNT_PLAYOUT_NEVER;
	score_columns_init(&cols, game_rules(g), true);
	assert_int_equal(score_columns_add(&cols, "japanese,tromp-taylor", err, sizeof err), 0);
	count_columns(g, &m, &o, &cols, &c);
	count_diff_text(&c, g, &cols, 0, 1, text, sizeof text);
	/* Japanese-style: W D5 E5 D4 E4 D2 D1 E1 + E5 dead + 6.5; Tromp-Taylor: E5 a black stone, D5 D4
	 * E4 dame beside it: B 8 stones + A5 A3 A1, W 7 stones + D2 D1 E1 + 6.5. */
	static const char *const lines[] = {
		"japanese: W+11.5. Black: 3 territory = 3; White: 7 territory + 1 dead + 6.5 komi = 14.5.\n"
		"tromp-taylor: W+5.5. Black: 8 stones + 3 territory = 11; White: 7 stones + 3 territory + 6.5 komi = 16.5.\n"
		"The stones on the board count as points under tromp-taylor (area counting), not under japanese: "
		"Black 8, White 7; Black has 1 more.\n\n",
		"\nE5: japanese W dead stone, tromp-taylor B stone: a dead stone: a prisoner where dead stones are taken "
		"off, alive where every stone stays\n",
		"\nD4: japanese W territory, tromp-taylor nobody (dame): dame where it reaches both colours (a dead "
		"stone left standing reaches it)\n",
		"\nWhite's dead: japanese 1, tromp-taylor 0\n",
	};
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		if (!strstr(text, lines[i]))
			fail_msg("missing:\n%s\nin:\n%s", lines[i], text);
	assert_int_equal(strncmp(text, lines[0], strlen(lines[0])), 0);

	/* count_differ counts the points the text lists, one line each ("E5: ..."), and no other. */
	int listed = 0;
	for (const char *l = text; l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		listed += l[0] >= 'A' && l[0] <= 'Z' && l[1] >= '1' && l[1] <= '9' && l[2] == ':';
	assert_int_equal(count_differ(&c, g, 0, 1), listed);
	assert_true(listed >= 2);
	assert_int_equal(count_differ(&c, g, 1, 1), 0);

	/* A column beside itself: every point the same. */
	count_diff_text(&c, g, &cols, 1, 1, text, sizeof text);
	if (!strstr(text, "\n\nEvery point counts for the same side under both."))
		fail_msg("%s", text);

	/* A buffer too small is cut, never overrun. */
	char small[40];
	memset(small, 'x', sizeof small);
	count_diff_text(&c, g, &cols, 0, 1, small, 30);
	assert_true(strlen(small) < 30 && small[30] == 'x');
	game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_each_ruleset_counts_its_own_position),
		cmocka_unit_test(test_diff_text),
		cmocka_unit_test(test_equal_stones_in_the_play_out),
		cmocka_unit_test(test_marking_never_moves_tromp_taylor),
		cmocka_unit_test(test_one_ruleset_one_count),
		cmocka_unit_test(test_filled_points),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_passes_count_the_board_left),
		cmocka_unit_test(test_unfinished_not_played_out),
		cmocka_unit_test(test_resigned_and_unfinished),
		cmocka_unit_test(test_cycle_is_void_everywhere),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
