/*
 * test_frames.c: moves resolved frame by frame by rule 7: which stones stand and which are marked
 * in each frame, the rule each names, and the repetition check of rule 6.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "rules/game.h"
#include "tests/diagram.h"
#include "tui/shared/frames.h"

/* The diagram's position under the named rules, first to play as given. */
static struct game *game_from(const char *rules, const char *diagram, enum color first)
{
	struct game *g = DIAGRAM_GAME(rules, diagram);

	game_set_first_player(g, first);
	return g;
}

static void play(struct game *g, enum color c, const char *v)
{
	struct verdict_info i = game_play(g, c, AT(game_board(g), v));
	char why[256];

	if (i.verdict != VERDICT_LEGAL)
		fail_msg("%s: %s", v, game_verdict_str(g, &i, why, sizeof why));
}

/* The marks of a frame as a diagram: the stone letters, with N (new), C (chain stone), r (reached
 * empty point) and - (just cleared) in place of the plain glyphs. */
static void assert_marks(const struct frame *f, const char *want)
{
	const struct board *b = &f->board;
	char got[1024];
	size_t n = 0;

	for (int y = 0; y < b->size; y++) {
		for (int x = 0; x < b->size; x++) {
			int p = board_point(b, x, y);
			static const char plain[] = ".XO";
			char ch = plain[b->color[p]];
			switch (f->mark[p]) {
			case FRAME_NEW: ch = 'N'; break;
			case FRAME_CHAIN: ch = 'C'; break;
			case FRAME_REACH: ch = 'r'; break;
			case FRAME_REMOVED: ch = '-'; break;
			default: break;
			}
			got[n++] = ch;
			got[n++] = x + 1 < b->size ? ' ' : '\n';
		}
	}
	got[n] = '\0';
	if (strcmp(got, want) != 0) {
		print_error("frame \"%s\"\nexpected marks:\n%sgot:\n%s", f->caption, want, got);
		fail();
	}
}

static void assert_caption(const struct frame *f, const char *part)
{
	if (!strstr(f->caption, part) && !strstr(f->detail, part))
		fail_msg("frame \"%s\" (%s) does not say \"%s\"", f->caption, f->detail, part);
}

/* A single capture: colour, the white stone's reach (none), its removal, Black's own reach, rule 6. */
static void test_single_capture(void **state)
{
	(void)state;
	struct game *g = game_from("japanese",
				   ". . . . .\n"
				   ". . X . .\n"
				   ". X O . .\n"
				   ". . X . .\n"
				   ". . . . .\n", BLACK);
	struct frames fs;

	frames_build(&fs, g, BLACK, AT(game_board(g), "D3"));
	assert_int_equal(fs.n, 5);
	assert_int_equal(fs.frame[0].rule, 7);
	assert_marks(&fs.frame[0],
		     ". . . . .\n"
		     ". . X . .\n"
		     ". X O N .\n"
		     ". . X . .\n"
		     ". . . . .\n");
	assert_caption(&fs.frame[0], "Rule 7, first step: Black colours the point D3 black.");
	assert_int_equal(fs.frame[1].rule, 3);
	assert_marks(&fs.frame[1],
		     ". . . . .\n"
		     ". . X . .\n"
		     ". X C N .\n"
		     ". . X . .\n"
		     ". . . . .\n");
	assert_caption(&fs.frame[1], "from the white stone at C3 no empty point can be reached");
	/* the word a player knows, beside the rules' own: a liberty */
	assert_caption(&fs.frame[1], "no empty point can be reached (it has no liberty)");
	assert_int_equal(fs.frame[2].rule, 4);
	assert_marks(&fs.frame[2],
		     ". . . . .\n"
		     ". . X . .\n"
		     ". X - N .\n"
		     ". . X . .\n"
		     ". . . . .\n");
	assert_caption(&fs.frame[2], "1 white stone cleared");
	assert_caption(&fs.frame[2], "Cleared: C3. It is the mover's prisoner.");
	assert_marks(&fs.frame[3],
		     ". . . . .\n"
		     ". . X r .\n"
		     ". X r C r\n"
		     ". . X r .\n"
		     ". . . . .\n");
	assert_caption(&fs.frame[3], "keeps its colour");
	assert_int_equal(fs.frame[4].rule, 6);
	assert_int_equal(fs.frame[4].earlier, -1);
	assert_caption(&fs.frame[4], "no repetition");
	assert_caption(&fs.frame[4], "Under japanese rules: legal");
	assert_int_equal(fs.cleared[WHITE], 1);
	frames_free(&fs);
	game_free(g);
}

/* One move takes two separate chains: two removal frames, in rule 7's order (up before down). */
static void test_two_chains_captured(void **state)
{
	(void)state;
	struct game *g = game_from("japanese",
				   ". X . . .\n"
				   "X O X . .\n"
				   ". . . . .\n"
				   "X O X . .\n"
				   ". X . . .\n", BLACK);
	struct frames fs;

	frames_build(&fs, g, BLACK, AT(game_board(g), "B3"));
	/* colour, B4's reach, its removal, B2's reach, its removal, own reach, rule 6 */
	assert_int_equal(fs.n, 7);
	assert_caption(&fs.frame[1], "the white stone at B4");
	assert_caption(&fs.frame[2], "Cleared: B4.");
	assert_caption(&fs.frame[3], "the white stone at B2");
	assert_marks(&fs.frame[2],
		     ". X . . .\n"
		     "X - X . .\n"
		     ". N . . .\n"
		     "X O X . .\n"
		     ". X . . .\n");
	assert_marks(&fs.frame[4],                     /* each removal frame marks its own chain */
		     ". X . . .\n"
		     "X . X . .\n"
		     ". N . . .\n"
		     "X - X . .\n"
		     ". X . . .\n");
	assert_int_equal(fs.cleared[WHITE], 2);
	frames_free(&fs);
	game_free(g);
}

static const char suicide_shape[] =
	". X O . .\n"
	"X X O . .\n"
	"O O . . .\n"
	". . . . .\n"
	". . . . .\n";

/* A multi-stone suicide: cleared under Tromp-Taylor; refused and not cleared under Japanese rules. */
static void test_multi_stone_suicide(void **state)
{
	(void)state;
	struct game *g = game_from("tromp-taylor", suicide_shape, BLACK);
	struct frames fs;

	frames_build(&fs, g, BLACK, AT(game_board(g), "A5"));
	assert_int_equal(fs.verdict.verdict, VERDICT_LEGAL);
	/* colour, C5's chain reaches (stays), no capture; own chain cleared: reach + removal; rule 6 */
	assert_marks(&fs.frame[fs.n - 2],
		     "- - O . .\n"
		     "- - O . .\n"
		     "O O . . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_caption(&fs.frame[fs.n - 2], "4 black stones cleared");
	assert_int_equal(fs.frame[fs.n - 1].rule, 6);
	assert_caption(&fs.frame[fs.n - 1], "Under tromp-taylor rules: legal");
	frames_free(&fs);
	game_free(g);

	g = game_from("japanese", suicide_shape, BLACK);
	frames_build(&fs, g, BLACK, AT(game_board(g), "A5"));
	assert_int_equal(fs.verdict.verdict, VERDICT_SUICIDE);
	const struct frame *last = &fs.frame[fs.n - 1];
	assert_int_equal(last->rule, 3);
	assert_marks(last,
		     "C C O . .\n"
		     "C C O . .\n"
		     "O O . . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_caption(last, "Under japanese rules suicide is forbidden, so the move is refused and not played");
	assert_int_equal(fs.cleared[BLACK], 0);
	frames_free(&fs);
	game_free(g);
}

/* A single-stone suicide under Tromp-Taylor: cleared, and rule 6 refuses the repeated colouring. */
static void test_single_stone_suicide(void **state)
{
	(void)state;
	struct game *g = game_from("tromp-taylor",
				   ". O . . .\n"
				   "O . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n", WHITE);
	struct frames fs;

	play(g, WHITE, "E1");
	frames_build(&fs, g, BLACK, AT(game_board(g), "A5"));
	const struct frame *last = &fs.frame[fs.n - 1], *rep = &fs.frame[fs.n - 2];
	assert_int_equal(rep->rule, 6);
	assert_int_equal(rep->earlier, 1);
	assert_true(board_equal(&rep->then, game_board(g)));
	assert_caption(rep, "the colouring is the one before the move (move 1");
	assert_marks(last,
		     "- O . . .\n"
		     "O . . . .\n"
		     ". . . . .\n"
		     ". . . . .\n"
		     ". . . . O\n");
	assert_caption(last, "positional superko: refused (it repeats move 1)");
	assert_caption(last, "situational superko: legal");
	assert_caption(last, "Under tromp-taylor rules: illegal: positional superko: a black stone at A5 "
		       "reaches no empty point and is cleared at once (rule 7)");
	assert_int_equal(fs.verdict.verdict, VERDICT_SUPERKO);
	frames_free(&fs);
	game_free(g);
}

/* A snap-back is a legal capture; a simple ko retake at once is refused, and the frames say why. */
static void test_snapback_and_ko(void **state)
{
	(void)state;
	struct game *g = game_from("japanese",
				   ". X O . .\n"
				   "X O . O .\n"
				   ". X O . .\n"
				   ". . . . .\n"
				   ". . . . .\n", BLACK);
	struct frames fs;

	play(g, BLACK, "C4");                       /* takes the ko at B4 */
	frames_build(&fs, g, WHITE, AT(game_board(g), "B4"));
	const struct frame *last = &fs.frame[fs.n - 1];
	assert_int_equal(fs.verdict.verdict, VERDICT_KO);
	assert_int_equal(fs.frame[fs.n - 2].earlier, 0);
	assert_caption(&fs.frame[fs.n - 2], "this colouring stood at the start of the game");
	assert_caption(last, "simple ko: refused (it retakes the ko at once)");
	assert_caption(last, "Under japanese rules: illegal: ko");
	frames_free(&fs);
	game_free(g);

	/* Black throws in at B1, White takes it at B2, and Black takes three back at B1 at once: the
	 * same point, but no ko, since the colouring is new. */
	g = game_from("japanese",
		      ". O . O .\n"
		      "X . . . X\n"
		      "X X . . .\n"
		      "O . X . .\n"
		      "O . O . X\n", BLACK);
	play(g, BLACK, "B1");
	play(g, WHITE, "B2");
	frames_build(&fs, g, BLACK, AT(game_board(g), "B1"));
	assert_int_equal(fs.verdict.verdict, VERDICT_LEGAL);
	assert_int_equal(fs.cleared[WHITE], 3);
	assert_marks(&fs.frame[2],
		     ". O . O .\n"
		     "X . . . X\n"
		     "X X . . .\n"
		     "- - X . .\n"
		     "- N O . X\n");
	assert_int_equal(fs.frame[fs.n - 1].earlier, -1);
	frames_free(&fs);
	game_free(g);
}

/* Send two, return one: the third move repeats the colouring with the other player to move, so
 * positional superko refuses it and situational superko does not. */
static void test_send_two_return_one(void **state)
{
	static const char shape[] =
		". X . X X\n"
		"O O X X X\n"
		". O O O .\n"
		"X O X X .\n"
		"O O X X O\n";

	(void)state;
	struct game *g = game_from("chinese", shape, BLACK);
	struct frames fs;

	play(g, BLACK, "A5");
	play(g, WHITE, "C5");
	frames_build(&fs, g, BLACK, AT(game_board(g), "B5"));
	const struct frame *last = &fs.frame[fs.n - 1];
	assert_int_equal(fs.verdict.verdict, VERDICT_SUPERKO);
	assert_int_equal(fs.frame[fs.n - 2].earlier, 0);
	/* positional superko compares the colouring alone: no word of the player to move */
	assert_caption(last, "positional superko: refused (it repeats the start of the game); situational");
	assert_caption(last, "situational superko: legal (that colouring never stood with the same player "
		       "to move)");
	frames_free(&fs);
	game_free(g);

	g = game_from("aga", shape, BLACK);
	play(g, BLACK, "A5");
	play(g, WHITE, "C5");
	frames_build(&fs, g, BLACK, AT(game_board(g), "B5"));
	assert_int_equal(fs.verdict.verdict, VERDICT_LEGAL);
	assert_caption(&fs.frame[fs.n - 1], "Under aga rules: legal");
	frames_free(&fs);
	game_free(g);
}

/* An occupied point has one frame saying why nothing happens. */
static void test_occupied(void **state)
{
	(void)state;
	struct game *g = game_from("japanese", ". X\n. .\n", BLACK);
	struct frames fs;

	frames_build(&fs, g, WHITE, AT(game_board(g), "B2"));
	assert_int_equal(fs.n, 1);
	assert_caption(&fs.frame[0], "Rule 7 colours an empty point only: illegal: occupied");
	frames_free(&fs);
	game_free(g);
}

/* A board with a seki at the top (B7 and D7 share C7), a dead white stone at E3 inside Black's
 * area, and a living white group on the left (eyes A4 and A2). */
static const char count_board[] =
	". X . O . O O\n"
	"X X O O O O O\n"
	"O O X X X X X\n"
	". O X . . . X\n"
	"O O X . O . X\n"
	". O X . . . X\n"
	"O O X X X X X\n";

/* The first frame whose caption contains part, or fail. */
static const struct frame *frame_saying(const struct frames *fs, const char *part)
{
	for (int i = 0; i < fs->n; i++)
		if (strstr(fs->frame[i].caption, part))
			return &fs->frame[i];
	for (int i = 0; i < fs->n; i++)
		print_error("frame %d: %s\n", i + 1, fs->frame[i].caption);
	fail_msg("no frame says \"%s\"", part);
	return NULL;
}

static void count_frames(struct frames *fs, struct game **g, const char *rules)
{
	struct score_marking m;
	struct ruleset r = rules_named(rules);

	*g = game_from(rules, count_board, BLACK);
	const struct board *b = game_board(*g);
	score_marking_init(&m);
	score_marking_set(&m, b, AT(b, "B7"), SCORE_SEKI);
	score_marking_set(&m, b, AT(b, "D7"), SCORE_SEKI);
	score_marking_set(&m, b, AT(b, "E3"), SCORE_DEAD);
	frames_count(fs, *g, &m, &r, rules);
}

/* A multi-stone suicide played under Tromp-Taylor: the four stones are White's prisoners on the
 * board's tally; a count that adds prisoners gives them to nobody, and its frame says why the two
 * numbers differ. */
static void test_count_suicide_prisoners(void **state)
{
	(void)state;
	struct game *g = game_from("tromp-taylor", suicide_shape, BLACK);
	struct ruleset japanese = rules_named("japanese"), tt = rules_named("tromp-taylor");
	struct frames fs;

	play(g, BLACK, "A5");
	assert_int_equal(game_prisoners(g, WHITE), 4);
	frames_count(&fs, g, NULL, &japanese, "japanese");
	const struct frame *f = frame_saying(&fs, "Prisoners: Black has taken 0 during play and 0 dead, White 0 and 0.");
	if (!strstr(f->detail, "Black's own suicide took off 4 of his stones: White's prisoners on the board's "
		    "tally, nobody's here (no ruleset that counts prisoners allows suicide)"))
		fail_msg("the prisoners' frame does not say why: %s", f->detail);
	frames_free(&fs);
	frames_count(&fs, g, NULL, &tt, "tromp-taylor");   /* no prisoners counted: nothing to say */
	for (int i = 0; i < fs.n; i++)
		assert_null(strstr(fs.frame[i].detail, "suicide"));
	frames_free(&fs);
	game_free(g);
}

/* Tromp-Taylor: the dead stone stays, so the area around it reaches both colours. */
static void test_count_tromp_taylor(void **state)
{
	struct frames fs;
	struct game *g;

	(void)state;
	count_frames(&fs, &g, "tromp-taylor");
	assert_caption(&fs.frame[0], "area counting");
	assert_marks(frame_saying(&fs, "Marked dead"),
		     ". X . O . O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X . . . X\n"
		     "O O X . C . X\n"
		     ". O X . . . X\n"
		     "O O X X X X X\n");
	assert_caption(frame_saying(&fs, "Marked dead"), "keep every stone on the board alive");
	assert_marks(frame_saying(&fs, "Black's area: the point A7"),
		     "r X . O . O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X . . . X\n"
		     "O O X . O . X\n"
		     ". O X . . . X\n"
		     "O O X X X X X\n");
	assert_marks(frame_saying(&fs, "Dame"),
		     ". X - O . O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X - - - X\n"
		     "O O X - O - X\n"
		     ". O X - - - X\n"
		     "O O X X X X X\n");
	assert_caption(frame_saying(&fs, "Dame"), "these 9 points");
	assert_caption(frame_saying(&fs, "The stones on the board"), "Black 19, White 17");
	assert_caption(&fs.frame[fs.n - 1], "In all: Black 20, White 27.5");
	frames_free(&fs);
	game_free(g);
}

/* Japanese-style: the dead stone is taken off and its area is Black's; the seki's points are
 * nobody's. */
static void test_count_japanese(void **state)
{
	struct frames fs;
	struct game *g;

	(void)state;
	count_frames(&fs, &g, "japanese");
	assert_marks(frame_saying(&fs, "The dead stones are taken off"),
		     ". X . O . O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X . . . X\n"
		     "O O X . - . X\n"
		     ". O X . . . X\n"
		     "O O X X X X X\n");
	assert_marks(frame_saying(&fs, "Black's territory: the 9 points from D4"),
		     ". X . O . O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X r r r X\n"
		     "O O X r r r X\n"
		     ". O X r r r X\n"
		     "O O X X X X X\n");
	assert_caption(frame_saying(&fs, "Black's territory: the 9 points from D4"), "1 of them held dead stones");
	/* Art. 8's words, not rule 3's reach */
	assert_caption(frame_saying(&fs, "Black's territory: the 9 points from D4"),
		       "are surrounded by living black stones not in seki (Art. 8)");
	assert_caption(frame_saying(&fs, "White's territory: the point A4"),
		       "is surrounded by living white stones not in seki");
	/* the seki's points: its eyes, and the dame it shares, each said for what it is */
	assert_marks(frame_saying(&fs, "Seki: A7 and E7"),
		     "- X . O - O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X . . . X\n"
		     "O O X . . . X\n"
		     ". O X . . . X\n"
		     "O O X X X X X\n");
	assert_caption(frame_saying(&fs, "Seki: A7 and E7"), "eyes of groups in seki");
	assert_marks(frame_saying(&fs, "Seki: C7"),
		     ". X - O . O O\n"
		     "X X O O O O O\n"
		     "O O X X X X X\n"
		     ". O X . . . X\n"
		     "O O X . . . X\n"
		     ". O X . . . X\n"
		     "O O X X X X X\n");
	assert_caption(frame_saying(&fs, "Seki: C7"), "a dame the two sides of a seki share");
	assert_caption(frame_saying(&fs, "Prisoners"), "White 0 and 0");
	assert_caption(frame_saying(&fs, "Prisoners"), "Black has taken 0 during play and 1 dead");
	assert_caption(&fs.frame[fs.n - 1], "In all: Black 10, White 8.5");
	frames_free(&fs);
	game_free(g);
}

/* Tang: stones and roads, less the group tax. */
static void test_count_tang(void **state)
{
	struct frames fs;
	struct game *g;

	(void)state;
	count_frames(&fs, &g, "tang");
	assert_caption(&fs.frame[0], "stones and roads");
	assert_non_null(frame_saying(&fs, "The group tax in all"));
	assert_non_null(frame_saying(&fs, "Equal Stones"));
	const struct frame *tax = frame_saying(&fs, "The group tax:");
	int roads = 0;
	BOARD_FOREACH(&tax->board, p)
		roads += tax->mark[p] == FRAME_REMOVED;
	assert_true(roads >= 2);
	frames_free(&fs);
	game_free(g);
}

/*
 * The Tang count in words: counting without completion; each group's tax said as the seed's
 * completion makes it (a seki area keeps one eye, groups sharing eyes pay two together, no area pays
 * more than it has); a single point said in the singular; and the play Equal Stones undoes named
 * with what undoing it changes.  On the 5x5 walls (seed 004's example): W E1 filled White's own road.
 */
static void test_count_tang_words(void **state)
{
	struct frames fs;
	struct game *g;
	struct ruleset r = rules_named("tang");
	static const char *const moves[] = { "B C1", "W D1", "B C2", "W D2", "B C3", "W D3", "B C4", "W D4",
					     "B C5", "W D5", "B pass", "W E1", "B pass", "W pass" };

	(void)state;
	count_frames(&fs, &g, "tang");
	assert_caption(&fs.frame[0], "without completion");
	assert_caption(frame_saying(&fs, "The group tax:"), "one for a group in seki");
	assert_caption(frame_saying(&fs, "The group tax:"), "groups that share eyes pay two together");
	assert_caption(frame_saying(&fs, "The group tax:"), "never more roads than it has");
	assert_caption(frame_saying(&fs, "Seki: C7"), "C7 is a dame");
	for (int i = 0; i < fs.n; i++)
		assert_null(strstr(fs.frame[i].caption, " 1 points"));
	frames_free(&fs);
	game_free(g);

	g = game_new(5, &r);
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		enum color c = moves[i][0] == 'B' ? BLACK : WHITE;
		if (!strcmp(moves[i] + 2, "pass"))
			game_pass(g, c);
		else
			play(g, c, moves[i] + 2);
	}
	frames_count(&fs, g, NULL, &r, "tang");
	assert_caption(frame_saying(&fs, "Equal Stones"), "the last play, White E1, is undone");
	assert_caption(frame_saying(&fs, "Equal Stones"), "it filled a road of White's own, a road again: "
		       "the count does not change");
	assert_caption(&fs.frame[fs.n - 1], "B+5");
	frames_free(&fs);
	game_free(g);
}

/* Rule 7's second step clears every chain of the opponent that reaches no empty point, not only those
 * next to the move: after a setup, White C3 clears Black's A5 in a frame of its own. */
static void test_clears_a_chain_far_from_the_move(void **state)
{
	(void)state;
	struct game *g = game_from("tromp-taylor",
				   "X O . . .\n"
				   "O . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n", WHITE);
	struct frames fs;

	frames_build(&fs, g, WHITE, AT(game_board(g), "C3"));
	assert_int_equal(fs.verdict.verdict, VERDICT_LEGAL);
	assert_caption(frame_saying(&fs, "from the black stone at A5"), "no empty point can be reached");
	assert_marks(frame_saying(&fs, "1 black stone cleared"),
		     "- O . . .\n"
		     "O . . . .\n"
		     ". . N . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_int_equal(fs.cleared[BLACK], 1);
	frames_free(&fs);
	game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_single_capture),
		cmocka_unit_test(test_two_chains_captured),
		cmocka_unit_test(test_multi_stone_suicide),
		cmocka_unit_test(test_single_stone_suicide),
		cmocka_unit_test(test_snapback_and_ko),
		cmocka_unit_test(test_send_two_return_one),
		cmocka_unit_test(test_occupied),
		cmocka_unit_test(test_count_suicide_prisoners),
		cmocka_unit_test(test_count_tromp_taylor),
		cmocka_unit_test(test_count_japanese),
		cmocka_unit_test(test_count_tang),
		cmocka_unit_test(test_count_tang_words),
		cmocka_unit_test(test_clears_a_chain_far_from_the_move),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
