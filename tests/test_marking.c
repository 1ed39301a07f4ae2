/*
 * test_marking.c: the marking session (rules/marking.h): overrides on whole chains, a record's
 * marking taken, what a board change does to them, and the cache of analyses.
 *
 * How the analyses are counted: this program is linked with -Wl,--wrap=life_analyse, so every call
 * the session makes to life_analyse reaches __wrap_life_analyse below, which counts it, keeps a copy
 * of the options and runs the real analysis.  Nothing in the session is there for the test.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rules/marking.h"
#include "rules/marking_count.h"
#include "tests/diagram.h"

int __real_life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out);
int __wrap_life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out);

static int analyses;                   /* calls of life_analyse so far */
static struct life_options last_opt;   /* the options of the last one */

int __wrap_life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out)
{
	analyses++;
	if (opt)
		last_opt = *opt;
	return __real_life_analyse(b, opt, out);
}

/*
 * test_life.c's seki without eyes (type 4) with a dead stone added.  Seki in the top left: White's
 * C8 (5 stones) and Black's E8 (2 stones) share D8 and D7.  White's H1 is dead inside Black's
 * pass-alive group at the bottom right; every other chain is pass-alive: Black's B8 (23 stones) and
 * H4, White's F8, H8 and A4 (11 stones).
 */
static const char seki_and_dead[] =
	". X O . X O . O\n"
	"X X O . X O O .\n"
	". X O O O X O O\n"
	"X X X X X X X O\n"
	"O O O X . X . X\n"
	". . O O X X X .\n"
	"O O O O X . X X\n"
	". O . O X X X O\n";

/* The same board without the dead stone at H1: another colouring. */
static void without_dead_stone(const struct board *a, struct board *out)
{
	*out = *a;
	board_set(out, AT(out, "H1"), EMPTY);
}

/* Fail unless every stone of the chain through v has status s in force, and is an override or not. */
#define ASSERT_CHAIN(m, b, v, s, override) assert_chain((m), (b), (v), (s), (override), __FILE__, __LINE__)

static void assert_chain(struct marking *m, const struct board *b, const char *v, enum score_status s,
			 bool override, const char *file, int line)
{
	uint16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(b, AT(b, v), stones);
	char at[8];

	for (int i = 0; i < n; i++) {
		enum score_status got = score_marking_get(marking_get(m), stones[i]);
		if (got != s || marking_is_override(m, stones[i]) != override) {
			print_error("chain %s, stone %s: %s%s, expected %s%s\n", v, board_vertex_str(b, stones[i], at),
				    score_status_str(got), marking_is_override(m, stones[i]) ? " (override)" : "",
				    score_status_str(s), override ? " (override)" : "");
			_fail(file, line);
		}
	}
}

/* A new session with the default options, following the board of a diagram (loaded into *b). */
#define SESSION(b, text) session_on((b), (text), __FILE__, __LINE__)

static struct marking *session_on(struct board *b, const char *text, const char *file, int line)
{
	struct marking *m = marking_new(NULL);

	diagram_load(b, text, file, line);
	marking_sync(m, b);
	return m;
}

/* Without overrides the marking in force is life_marking of the analysis, chain by chain. */
static void test_analysis_marking(void **state)
{
	(void)state;
	struct board b;
	struct marking *m = SESSION(&b, seki_and_dead);

	ASSERT_CHAIN(m, &b, "H1", SCORE_DEAD, false);
	ASSERT_CHAIN(m, &b, "C8", SCORE_SEKI, false);
	ASSERT_CHAIN(m, &b, "E8", SCORE_SEKI, false);
	ASSERT_CHAIN(m, &b, "B8", SCORE_ALIVE, false);
	ASSERT_CHAIN(m, &b, "A4", SCORE_ALIVE, false);
	assert_false(marking_overridden(m));
	assert_int_equal(life_chain_at(marking_analysis(m), AT(&b, "H1"))->status, LIFE_DEAD);
	assert_int_equal(marking_analysis(m)->nchains, 8);
	marking_free(m);
}

/* An override names one stone and applies to its whole chain, and to nothing else. */
static void test_set_whole_chain(void **state)
{
	(void)state;
	struct board b;
	struct marking *m = SESSION(&b, seki_and_dead);

	assert_int_equal(marking_set(m, AT(&b, "C3"), SCORE_DEAD), 0); /* a stone of A4's chain */
	ASSERT_CHAIN(m, &b, "A4", SCORE_DEAD, true);
	ASSERT_CHAIN(m, &b, "B8", SCORE_ALIVE, false);
	ASSERT_CHAIN(m, &b, "C8", SCORE_SEKI, false);
	ASSERT_CHAIN(m, &b, "H1", SCORE_DEAD, false);
	assert_true(marking_overridden(m));
	assert_false(marking_is_override(m, AT(&b, "D8"))); /* an empty point */

	/* No stone: refused, nothing changes. */
	assert_int_equal(marking_set(m, AT(&b, "D8"), SCORE_SEKI), -1);
	assert_int_equal(marking_set(m, -1, SCORE_SEKI), -1);
	assert_int_equal(marking_set(m, BOARD_PASS, SCORE_SEKI), -1);
	ASSERT_CHAIN(m, &b, "A4", SCORE_DEAD, true);

	/* Given back the analysis's status, the chain is no longer overridden. */
	assert_int_equal(marking_set(m, AT(&b, "A4"), SCORE_ALIVE), 0);
	ASSERT_CHAIN(m, &b, "A4", SCORE_ALIVE, false);
	assert_false(marking_overridden(m));
	marking_free(m);
}

/* tengen-dead's semantics: the named chains and no others are dead; seki stays as it was. */
static void test_set_exactly_replaces_one_status(void **state)
{
	(void)state;
	struct board b;
	struct marking *m = SESSION(&b, seki_and_dead);

	int a4 = AT(&b, "A4");
	assert_int_equal(marking_set_exactly(m, SCORE_DEAD, &a4, 1), 0);
	ASSERT_CHAIN(m, &b, "A4", SCORE_DEAD, true);
	ASSERT_CHAIN(m, &b, "H1", SCORE_ALIVE, true);
	ASSERT_CHAIN(m, &b, "C8", SCORE_SEKI, false);
	ASSERT_CHAIN(m, &b, "E8", SCORE_SEKI, false);

	/* No chain in seki: the dead ones stay. */
	assert_int_equal(marking_set_exactly(m, SCORE_SEKI, NULL, 0), 0);
	ASSERT_CHAIN(m, &b, "C8", SCORE_ALIVE, true);
	ASSERT_CHAIN(m, &b, "E8", SCORE_ALIVE, true);
	ASSERT_CHAIN(m, &b, "A4", SCORE_DEAD, true);

	/* One point without a stone: refused before anything changes. */
	int points[2] = { AT(&b, "C8"), AT(&b, "D8") };
	assert_int_equal(marking_set_exactly(m, SCORE_SEKI, points, 2), -1);
	ASSERT_CHAIN(m, &b, "C8", SCORE_ALIVE, true);

	/* The analysis's dead chain named again: back to the analysis for the dead ones. */
	int h1 = AT(&b, "H1");
	assert_int_equal(marking_set_exactly(m, SCORE_DEAD, &h1, 1), 0);
	ASSERT_CHAIN(m, &b, "H1", SCORE_DEAD, false);
	ASSERT_CHAIN(m, &b, "A4", SCORE_ALIVE, false);
	assert_true(marking_overridden(m)); /* the seki chains still are */
	marking_free(m);
}

static void test_reset(void **state)
{
	(void)state;
	struct board b;
	struct marking *m = SESSION(&b, seki_and_dead);

	marking_reset(m); /* nothing to drop */
	marking_set(m, AT(&b, "B8"), SCORE_DEAD);
	marking_set(m, AT(&b, "H1"), SCORE_ALIVE);
	marking_reset(m);
	assert_false(marking_overridden(m));
	ASSERT_CHAIN(m, &b, "B8", SCORE_ALIVE, false);
	ASSERT_CHAIN(m, &b, "H1", SCORE_DEAD, false);
	marking_free(m);
}

/* A record's marking taken (marking_accept): it waits for the analysis, then its chains and no others
 * are dead and the others keep the analysis's status; overrides go on top; marking_reset and another
 * board drop it. */
static void test_accept(void **state)
{
	(void)state;
	struct board b, other;
	struct marking *m = SESSION(&b, seki_and_dead);
	int a4 = AT(&b, "A4"), none[2] = { AT(&b, "A4"), AT(&b, "D8") };

	analyses = 0;
	assert_int_equal(marking_accept(m, none, 2), -1);   /* D8 holds no stone */
	assert_int_equal(marking_accept(m, &a4, 1), 0);
	assert_int_equal(analyses, 0);                      /* it waits for the analysis */
	ASSERT_CHAIN(m, &b, "A4", SCORE_DEAD, true);
	ASSERT_CHAIN(m, &b, "H1", SCORE_ALIVE, true);
	ASSERT_CHAIN(m, &b, "C8", SCORE_SEKI, false);
	ASSERT_CHAIN(m, &b, "E8", SCORE_SEKI, false);
	assert_int_equal(analyses, 1);
	marking_set(m, AT(&b, "H1"), SCORE_DEAD);            /* a player's change, on top */
	ASSERT_CHAIN(m, &b, "H1", SCORE_DEAD, false);
	ASSERT_CHAIN(m, &b, "A4", SCORE_DEAD, true);
	marking_reset(m);
	ASSERT_CHAIN(m, &b, "A4", SCORE_ALIVE, false);

	/* Taken when the analysis is in already: at once.  Nothing dead is a marking too. */
	assert_int_equal(marking_accept(m, NULL, 0), 0);
	ASSERT_CHAIN(m, &b, "H1", SCORE_ALIVE, true);
	assert_int_equal(analyses, 1);

	/* Another board drops it, waiting or taken, and coming back does not bring it back. */
	without_dead_stone(&b, &other);
	marking_accept(m, &a4, 1);
	marking_sync(m, &other);
	marking_sync(m, &b);
	ASSERT_CHAIN(m, &b, "A4", SCORE_ALIVE, false);
	ASSERT_CHAIN(m, &b, "H1", SCORE_DEAD, false);
	marking_free(m);

	/* Waiting, it is dropped by marking_reset before the analysis is in. */
	m = SESSION(&b, seki_and_dead);
	marking_accept(m, &a4, 1);
	marking_reset(m);
	ASSERT_CHAIN(m, &b, "A4", SCORE_ALIVE, false);
	marking_free(m);
}

/* The count of the session's board (rules/marking_count.h): the provisional count reads nothing (Benson's
 * marking before the analysis, the marking in force after); the whole count analyses once, counts the
 * columns and the game's own rules apart when they are not a column, and gives its analysis to another
 * session, which then reads nothing either. */
static void test_count_of_session(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("chinese", seki_and_dead);
	const struct board *b = game_board(g);
	struct marking *m = marking_new(NULL), *other = marking_new(NULL);
	struct marking_count *c = calloc(1, sizeof *c);
	struct score_columns cols;
	char err[256];

	score_columns_init(&cols, game_rules(g), true);
	assert_int_equal(score_columns_add(&cols, "japanese,tromp-taylor", err, sizeof err), 0);
	struct marking_count_ask ask = { .session = m, .game = g, .columns = &cols };
	count_options_init(&ask.options);
	analyses = 0;
	marking_count_provisional(&ask, c);
	assert_int_equal(analyses, 0);
	assert_true(c->provisional && c->proven_only);
	assert_int_equal(score_marking_get(&c->marking, AT(b, "H1")), SCORE_DEAD);   /* in a pass-alive area */
	assert_int_equal(score_marking_get(&c->marking, AT(b, "C8")), SCORE_ALIVE);  /* the seki: not proven */
	assert_int_equal(c->nwarnings, 0);

	marking_count_make(&ask, c);
	assert_int_equal(analyses, 1);
	assert_false(c->provisional);
	assert_int_equal(score_marking_get(&c->marking, AT(b, "C8")), SCORE_SEKI);
	assert_int_equal(c->count.cmp.n, 2);
	struct score direct;   /* chinese is no column: the game's own rules, counted apart */
	count_game(g, &c->marking, &ask.options, game_rules(g), &direct, NULL);
	assert_true(ruleset_equal(&c->game.rules, game_rules(g)));
	assert_int_equal(c->game.margin2, direct.margin2);
	assert_int_not_equal(c->game.margin2, c->count.cmp.scores[0].margin2);

	marking_sync(other, b);
	marking_count_take(other, g, c);
	assert_true(marking_ready(other));
	marking_get(other);
	assert_int_equal(analyses, 1);

	marking_count_provisional(&ask, c);
	assert_true(c->provisional && !c->proven_only);
	assert_int_equal(score_marking_get(&c->marking, AT(b, "C8")), SCORE_SEKI);
	assert_int_equal(analyses, 1);
	free(c);
	marking_free(m);
	marking_free(other);
	game_free(g);
}

/* The overrides belong to their board: another board drops them, and coming back does not bring them
 * back.  An equal board (a copy) keeps them. */
static void test_board_change_drops_overrides(void **state)
{
	(void)state;
	struct board a, other, copy;
	struct marking *m = marking_new(NULL);

	DIAGRAM(&a, seki_and_dead);
	without_dead_stone(&a, &other);
	marking_sync(m, &a);
	marking_set(m, AT(&a, "A4"), SCORE_DEAD);

	copy = a;
	marking_sync(m, &copy);
	ASSERT_CHAIN(m, &a, "A4", SCORE_DEAD, true);

	marking_sync(m, &other);
	assert_false(marking_overridden(m));
	ASSERT_CHAIN(m, &other, "A4", SCORE_ALIVE, false);
	ASSERT_CHAIN(m, &other, "H2", SCORE_ALIVE, false);

	marking_sync(m, &a);
	assert_false(marking_overridden(m));
	ASSERT_CHAIN(m, &a, "A4", SCORE_ALIVE, false);
	ASSERT_CHAIN(m, &a, "H1", SCORE_DEAD, false);
	marking_free(m);
}

/* A 3x3 board with one black stone at point number i (0..8), for boards that differ. */
static void one_stone(struct board *b, int i)
{
	board_init(b, 3);
	board_set(b, board_point(b, i % 3, i / 3), BLACK);
}

/* Questions about one board analyse it once; the last MARKING_CACHE boards are kept, and the least
 * recently used one makes way. */
static void test_cache_avoids_reanalysis(void **state)
{
	(void)state;
	struct board a, other, small[MARKING_CACHE + 1];
	struct marking *m = marking_new(NULL);

	DIAGRAM(&a, seki_and_dead);
	without_dead_stone(&a, &other);
	analyses = 0;
	marking_sync(m, &a);
	assert_int_equal(analyses, 0); /* nothing is read before it is needed */
	marking_get(m);
	marking_analysis(m);
	marking_set(m, AT(&a, "A4"), SCORE_DEAD);
	marking_reset(m);
	marking_overridden(m);
	marking_sync(m, &a);
	marking_get(m);
	assert_int_equal(analyses, 1);

	marking_sync(m, &other);
	marking_get(m);
	assert_int_equal(analyses, 2);
	marking_sync(m, &a);
	marking_get(m);
	assert_int_equal(analyses, 2);

	/* Five boards through a cache of four: 0 1 2 3, then 0 again (kept), then 4 pushes out 1, the
	 * least recently used. */
	for (int i = 0; i <= MARKING_CACHE; i++)
		one_stone(&small[i], i);
	analyses = 0;
	for (int i = 0; i < MARKING_CACHE; i++) {
		marking_sync(m, &small[i]);
		marking_analysis(m);
	}
	assert_int_equal(analyses, MARKING_CACHE);
	marking_sync(m, &small[0]);
	marking_analysis(m);
	marking_sync(m, &small[MARKING_CACHE]);
	marking_analysis(m);
	assert_int_equal(analyses, MARKING_CACHE + 1);
	marking_sync(m, &small[0]);
	marking_analysis(m);
	marking_sync(m, &small[2]);
	marking_analysis(m);
	assert_int_equal(analyses, MARKING_CACHE + 1);
	marking_sync(m, &small[1]);
	marking_analysis(m);
	assert_int_equal(analyses, MARKING_CACHE + 2);
	marking_free(m);
}

/* Two boards of one size with the same hash: the second gets its own analysis, and the overrides of
 * the first do not pass to it. */
static void test_hash_collision(void **state)
{
	(void)state;
	struct board a, forged;
	struct marking *m = marking_new(NULL);

	DIAGRAM(&a, seki_and_dead);
	without_dead_stone(&a, &forged);
	forged.hash = a.hash;
	marking_sync(m, &a);
	marking_set(m, AT(&a, "A4"), SCORE_DEAD);
	assert_int_equal(marking_analysis(m)->nchains, 8);

	analyses = 0;
	marking_sync(m, &forged);
	assert_int_equal(marking_analysis(m)->nchains, 7);
	assert_int_equal(analyses, 1);
	assert_null(life_chain_at(marking_analysis(m), AT(&forged, "H1")));
	assert_false(marking_overridden(m));
	ASSERT_CHAIN(m, &forged, "A4", SCORE_ALIVE, false);

	/* And back: the first board's analysis, from the cache. */
	marking_sync(m, &a);
	assert_int_equal(marking_analysis(m)->nchains, 8);
	assert_int_equal(analyses, 1);
	marking_free(m);
}

/* The options are the session's copy; NULL gives the defaults. */
static void test_options_copied(void **state)
{
	(void)state;
	struct board b;
	struct life_options opt, defaults;

	life_options_init(&defaults);
	life_options_init(&opt);
	opt.total_budget = 1234;
	struct marking *m = marking_new(&opt);
	opt.total_budget = 99;
	one_stone(&b, 4);
	marking_sync(m, &b);
	marking_analysis(m);
	assert_int_equal(last_opt.total_budget, 1234);
	marking_free(m);

	m = marking_new(NULL);
	marking_sync(m, &b);
	marking_analysis(m);
	assert_int_equal(last_opt.total_budget, defaults.total_budget);
	assert_int_equal(last_opt.playouts, defaults.playouts);
	marking_free(m);
	marking_free(NULL);
}

/* Two white stones dead inside Black's area, White's living group below. */
static const char scattered_dead[] =
	"X X X X X X X\n"
	"X . O . . . X\n"
	"X . . . O . X\n"
	"X X X X X X X\n"
	"O O O O O O O\n"
	". O . O . O .\n"
	"O O O O O O O\n";

/* The chains marked together: dead stones scattered in one territory go together; a stone marked
 * alive there keeps the area open, and each goes alone. */
static void test_area_chains(void **state)
{
	struct board b;
	struct marking *m = SESSION(&b, scattered_dead);
	int heads[BOARD_MAX_POINTS];

	(void)state;
	ASSERT_CHAIN(m, &b, "C6", SCORE_DEAD, false);
	ASSERT_CHAIN(m, &b, "E5", SCORE_DEAD, false);
	assert_int_equal(marking_area_chains(m, AT(&b, "E5"), heads), 2);
	assert_int_equal(heads[0], AT(&b, "C6"));
	assert_int_equal(heads[1], AT(&b, "E5"));
	assert_int_equal(marking_set_area(m, AT(&b, "C6"), SCORE_SEKI), 2);
	ASSERT_CHAIN(m, &b, "E5", SCORE_SEKI, true);
	marking_set(m, AT(&b, "E5"), SCORE_ALIVE);
	marking_set(m, AT(&b, "C6"), SCORE_DEAD);
	assert_int_equal(marking_area_chains(m, AT(&b, "C6"), heads), 1);
	assert_int_equal(marking_area_chains(m, AT(&b, "A7"), heads), 1);   /* Black's wall: itself */
	assert_int_equal(marking_area_chains(m, AT(&b, "B6"), heads), 0);   /* no stone */
	/* one press toggles dead and alive; seki has its own toggle */
	assert_int_equal(marking_next_status(SCORE_ALIVE), SCORE_DEAD);
	assert_int_equal(marking_next_status(SCORE_DEAD), SCORE_ALIVE);
	assert_int_equal(marking_next_status(SCORE_SEKI), SCORE_DEAD);
	assert_int_equal(marking_seki_status(SCORE_ALIVE), SCORE_SEKI);
	assert_int_equal(marking_seki_status(SCORE_DEAD), SCORE_SEKI);
	assert_int_equal(marking_seki_status(SCORE_SEKI), SCORE_ALIVE);
	marking_free(m);
}

/* The chains of a status, by their first stones in board order. */
static void test_chains_by_status(void **state)
{
	struct board b;
	struct marking *m = SESSION(&b, scattered_dead);
	int first[BOARD_MAX_POINTS];

	(void)state;
	assert_int_equal(marking_chains(&b, marking_get(m), SCORE_DEAD, first), 2);
	assert_int_equal(first[0], AT(&b, "C6"));
	assert_int_equal(first[1], AT(&b, "E5"));
	assert_int_equal(marking_chains(&b, marking_get(m), SCORE_ALIVE, first), 2);
	assert_int_equal(first[0], AT(&b, "A7"));
	assert_int_equal(first[1], AT(&b, "A3"));
	assert_int_equal(marking_chains(&b, marking_get(m), SCORE_SEKI, first), 0);
	marking_free(m);
}

/* The same as text: the first stones (`tengen score`), or each chain's stones (GTP), in board order. */
static void test_chains_as_text(void **state)
{
	struct board b;
	struct marking *m = SESSION(&b, scattered_dead);
	const struct score_marking *k = marking_get(m);
	char text[BOARD_MAX_POINTS * 5];

	(void)state;
	assert_int_equal(marking_chains_str(&b, k, SCORE_DEAD, false, " ", text, sizeof text), 2);
	assert_string_equal(text, "C6 E5");
	assert_int_equal(marking_chains_str(&b, k, SCORE_DEAD, true, "\n", text, sizeof text), 2);
	assert_string_equal(text, "C6\nE5");
	assert_int_equal(marking_chains_str(&b, k, SCORE_ALIVE, true, "\n", text, sizeof text), 2);
	assert_string_equal(text, "A7 B7 C7 D7 E7 F7 G7 A6 G6 A5 G5 A4 B4 C4 D4 E4 F4 G4\n"
			    "A3 B3 C3 D3 E3 F3 G3 B2 D2 F2 A1 B1 C1 D1 E1 F1 G1");
	assert_int_equal(marking_chains_str(&b, k, SCORE_SEKI, true, "\n", text, sizeof text), 0);
	assert_string_equal(text, "");
	assert_int_equal(marking_chains_str(&b, k, SCORE_DEAD, false, " ", text, 6), 2);
	assert_string_equal(text, "C6 E5");
	assert_int_equal(marking_chains_str(&b, k, SCORE_DEAD, false, " ", text, 5), 2);   /* no room for E5 */
	assert_string_equal(text, "C6");
	marking_free(m);
}

/* Where the marking parts from the analysis, one warning a chain, in words. */
static void test_warnings(void **state)
{
	struct board b;
	struct marking *m = SESSION(&b, scattered_dead);
	struct marking_warning w[8];
	char text[512];

	(void)state;
	assert_int_equal(marking_warnings(m, w, 8), 0);
	marking_set(m, AT(&b, "E5"), SCORE_ALIVE);
	marking_set(m, AT(&b, "A3"), SCORE_DEAD);
	assert_int_equal(marking_warnings(m, w, 8), 2);    /* in board order */
	assert_int_equal(w[0].kind, MARKING_ALIVE_NOT_ALIVE);
	assert_int_equal(w[0].point, AT(&b, "E5"));
	marking_warning_str(&b, &w[0], false, text, sizeof text);
	assert_non_null(strstr(text, "E5: marked alive, but the analysis reads it dead (type 6: captured for good): "));
	assert_int_equal(w[1].kind, MARKING_DEAD_NOT_DEAD);
	assert_int_equal(w[1].point, AT(&b, "A3"));
	assert_string_equal(marking_warning_str(&b, &w[1], true, text, sizeof text),
			    "A3 is marked dead; the analysis reads it alive");
	/* seki where the analysis reads no seki, for a dead chain and a living one */
	marking_set(m, AT(&b, "E5"), SCORE_SEKI);
	marking_set(m, AT(&b, "A3"), SCORE_SEKI);
	assert_int_equal(marking_warnings(m, w, 8), 2);
	assert_int_equal(w[0].kind, MARKING_SEKI_NOT_SEKI);
	assert_string_equal(marking_warning_str(&b, &w[0], true, text, sizeof text),
			    "E5 is marked seki; the analysis reads it dead");
	assert_int_equal(w[1].kind, MARKING_SEKI_NOT_SEKI);
	assert_string_equal(marking_warning_str(&b, &w[1], true, text, sizeof text),
			    "A3 is marked seki; the analysis reads it alive");
	marking_free(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_analysis_marking),
		cmocka_unit_test(test_set_whole_chain),
		cmocka_unit_test(test_set_exactly_replaces_one_status),
		cmocka_unit_test(test_reset),
		cmocka_unit_test(test_accept),
		cmocka_unit_test(test_count_of_session),
		cmocka_unit_test(test_board_change_drops_overrides),
		cmocka_unit_test(test_cache_avoids_reanalysis),
		cmocka_unit_test(test_hash_collision),
		cmocka_unit_test(test_options_copied),
		cmocka_unit_test(test_area_chains),
		cmocka_unit_test(test_chains_by_status),
		cmocka_unit_test(test_chains_as_text),
		cmocka_unit_test(test_warnings),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
