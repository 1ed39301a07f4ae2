/* test_game.c: the game under each ruleset: verdicts, ko and superko, suicide, passes, undo, handicap. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "rules/game.h"
#include "tests/diagram.h"

/* A new game whose start position is the diagram. */
/* Play "B C8"-style moves in order, each of which must be legal. */
static void play_all(struct game *g, const char *const *moves, int n)
{
	for (int i = 0; i < n; i++) {
		enum color c = moves[i][0] == 'B' ? BLACK : WHITE;
		int p = AT(game_board(g), moves[i] + 2);
		struct verdict_info v = game_play(g, c, p);
		if (v.verdict != VERDICT_LEGAL) {
			char why[256];
			fail_msg("move %d (%s): %s", i + 1, moves[i], game_verdict_str(g, &v, why, sizeof why));
		}
	}
}

static void assert_verdict(struct game *g, enum color c, const char *vertex, const char *want)
{
	char why[256];
	struct verdict_info v = game_check(g, c, AT(game_board(g), vertex));

	assert_string_equal(game_verdict_str(g, &v, why, sizeof why), want);
}

static const char ko_shape[] =
	". X O . .\n"
	"X O . O .\n"
	". X O . .\n"
	". . . . .\n"
	". . . . .\n";

/* Simple ko: Black takes at C4; White may not retake at B4 until a move has been made elsewhere. */
static void test_simple_ko(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("japanese", ko_shape);
	play_all(g, (const char *const[]){ "B C4" }, 1);
	ASSERT_BOARD(game_board(g),
		     ". X O . .\n"
		     "X . X O .\n"
		     ". X O . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_int_equal(game_prisoners(g, BLACK), 1);
	assert_int_equal(game_ko_point(g, WHITE), AT(game_board(g), "B4"));
	assert_int_equal(game_ko_point(g, BLACK), BOARD_NONE);
	assert_verdict(g, WHITE, "B4",
		       "illegal: ko: the stone just captured at B4 may not be retaken at once "
		       "(it would repeat the starting position); play elsewhere first");
	play_all(g, (const char *const[]){ "W E1", "B E2", "W B4" }, 3);
	assert_int_equal(game_prisoners(g, WHITE), 1);
	game_free(g);
}

/* Under positional superko the same retake is refused as a repetition of the start position. */
static void test_superko_names_the_position(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("tromp-taylor", ko_shape);
	play_all(g, (const char *const[]){ "B C4" }, 1);
	assert_verdict(g, WHITE, "B4",
		       "illegal: positional superko: this would repeat the starting position");
	play_all(g, (const char *const[]){ "W E1", "B E2" }, 2);
	assert_verdict(g, WHITE, "B4", "legal");
	play_all(g, (const char *const[]){ "W B4" }, 1);
	/* Black's retake now would bring back the position after move 3 (C4 taken, E1 and E2 on). */
	assert_verdict(g, BLACK, "C4",
		       "illegal: positional superko: this would repeat the position after move 3");
	game_free(g);
}

/*
 * Three kos, each a single stone that can be taken: after six captures the start position returns
 * with Black to move (a triple ko).  K1 is at B8/C8, K2 at G8/H8, K3 at B4/C4.
 */
static const char triple_ko[] =
	". X O . . . X O .\n"
	"X O . O . X . X O\n"
	". X O . . . X O .\n"
	". . . . . . . . .\n"
	". X O . . . . . .\n"
	"X O . O . . . . .\n"
	". X O . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n";
static const char *const triple_ko_cycle[] = { "B C8", "W G8", "B C4", "W B8", "B H8", "W B4" };

/*
 * Japanese: a whole-board cycle with no pass in it ends the game without result when the same
 * position stands a third time with the same player to move (KataGo's rule): the triple ko's start
 * comes back after six moves, and the game goes on; after twelve it ends.
 */
static void test_japanese_cycle_is_no_result(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("japanese", triple_ko);
	play_all(g, triple_ko_cycle, 6);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	play_all(g, triple_ko_cycle, 5);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	play_all(g, triple_ko_cycle + 5, 1);
	assert_int_equal(game_phase(g), PHASE_OVER);
	assert_int_equal(game_end_reason(g), END_CYCLE);
	assert_true(game_move(g, 12)->flags & MOVE_ENDS_CYCLE);
	assert_verdict(g, BLACK, "E5", "legal"); /* the board question ignores the end */
	struct verdict_info v = game_play(g, BLACK, AT(game_board(g), "E5"));
	assert_int_equal(v.verdict, VERDICT_GAME_OVER);
	/* Undoing the repetition reopens the game. */
	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_redo(g), 0);
	assert_int_equal(game_end_reason(g), END_CYCLE);
	game_free(g);
}

/*
 * A cycle with a pass in it never ends the game (J89 Art. 12 needs both players to go round; a pass
 * lifts the repetition count, as KataGo's rule does).  Send two, return one: Black gives two
 * stones and takes one back, White passes, and the board comes back with the same player to move
 * every four moves; the player who loses a stone each time cannot void the game by repeating it.
 * Without the pass (White taking at once again) the cycle ends the game at its third time.
 */
static const char send_two[] =
	". O O X . X X . X\n"
	"O . O X X X X X X\n"
	"O O O X X . X X X\n"
	"O . O X X X X . X\n"
	"O O O X X X X X X\n"
	"O O O X . X X . X\n"
	"O O X X X X X X X\n"
	"O O X X X . X X X\n"
	". X . X X X X . X\n";

static void test_cycle_with_a_pass_goes_on(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("japanese", send_two);
	for (int i = 0; i < 4; i++) {
		play_all(g, (const char *const[]){ "B A1", "W C1", "B B1" }, 3);
		assert_int_equal(game_phase(g), PHASE_PLAY);
		assert_int_equal(game_pass(g, WHITE), 0);
		assert_int_equal(game_phase(g), PHASE_PLAY);
	}
	game_free(g);
}
/* Tromp-Taylor and New Zealand forbid the sixth capture, naming the start position. */
static void test_superko_forbids_the_cycle(void **state)
{
	(void)state;
	const char *rules[] = { "tromp-taylor", "new-zealand" };
	const char *want[] = {
		"illegal: positional superko: this would repeat the starting position",
		"illegal: situational superko: this would repeat the starting position with the same "
		"player to move",
	};
	for (int i = 0; i < 2; i++) {
		struct game *g = DIAGRAM_GAME(rules[i], triple_ko);
		play_all(g, triple_ko_cycle, 5);
		assert_verdict(g, WHITE, "B4", want[i]);
		assert_int_equal(game_play(g, WHITE, AT(game_board(g), "B4")).verdict, VERDICT_SUPERKO);
		assert_int_equal(game_moves(g), 5);
		game_free(g);
	}
}

/*
 * A single-stone suicide leaves the board as it was.  Positional superko forbids it (the position
 * after White's E1 stands again); situational superko allows it, because now White is to move.
 */
static void test_positional_and_situational_differ(void **state)
{
	(void)state;
	const char corner[] =
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		"O . . . .\n"
		". O . . .\n";
	struct ruleset r = rules_named("new-zealand");
	r.suicide = SUICIDE_ALL;
	struct game *g = DIAGRAM_GAME("new-zealand", corner);
	game_set_rules(g, &r);
	play_all(g, (const char *const[]){ "B E5", "W E1" }, 2);
	assert_verdict(g, BLACK, "A1", "legal");
	r.ko = KO_POSITIONAL;
	game_set_rules(g, &r);
	assert_verdict(g, BLACK, "A1",
		       "illegal: positional superko: a black stone at A1 reaches no empty point and is cleared "
		       "at once (rule 7), so the board would repeat the position after move 2 (rule 6)");
	r.ko = KO_SITUATIONAL;
	game_set_rules(g, &r);
	play_all(g, (const char *const[]){ "B A1" }, 1);
	assert_int_equal(game_board(g)->color[AT(game_board(g), "A1")], EMPTY);
	assert_int_equal(game_move(g, 3)->suicided, 1);
	assert_int_equal(game_prisoners(g, WHITE), 1);
	game_free(g);
}

/*
 * A pass hands the turn over, so under situational superko the position after a pass, with the
 * other player to move, is a situation of its own: Black's retake at C4 brings back the position
 * after Black's pass (move 3) with White to move.  Without the pass entry it would look new.
 */
static void test_situational_superko_counts_passes(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("new-zealand", ko_shape);
	play_all(g, (const char *const[]){ "B C4", "W E1" }, 2);
	assert_int_equal(game_pass(g, BLACK), 0);
	play_all(g, (const char *const[]){ "W B4" }, 1);
	assert_verdict(g, BLACK, "C4",
		       "illegal: situational superko: this would repeat the position after move 3 "
		       "with the same player to move");
	/* Undoing the pass removes its situation: after B C4, W E1, W B4 the retake is new. */
	game_goto(g, 2);
	play_all(g, (const char *const[]){ "W B4" }, 1);
	assert_verdict(g, BLACK, "C4", "legal");
	game_free(g);
}

/* Which self-captures each ruleset allows. */
static void test_suicide_rules(void **state)
{
	(void)state;
	const char pos[] =
		"X X O . .\n"
		". O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n";
	struct game *g = DIAGRAM_GAME("japanese", pos);
	assert_verdict(g, BLACK, "A4",
		       "illegal: suicide: A4 would clear 3 of black's own stones and capture nothing; "
		       "these rules forbid suicide");
	assert_verdict(g, WHITE, "A4", "legal");
	game_free(g);

	g = DIAGRAM_GAME("tromp-taylor", pos);
	play_all(g, (const char *const[]){ "B A4" }, 1);
	ASSERT_BOARD(game_board(g),
		     ". . O . .\n"
		     ". O . . .\n"
		     "O . . . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_int_equal(game_move(g, 1)->suicided, 3);
	assert_int_equal(game_prisoners(g, WHITE), 3);
	assert_int_equal(game_suicided(g, BLACK), 3);   /* among White's prisoners */
	assert_int_equal(game_suicided(g, WHITE), 0);
	/* The points are empty again and playable. */
	assert_verdict(g, BLACK, "A5", "legal");
	play_all(g, (const char *const[]){ "W E5" }, 1);
	assert_verdict(g, BLACK, "A4", "legal");
	game_free(g);

	/* Tromp-Taylor has no suicide rule: a lone stone that clears itself repeats the colouring,
	 * which rule 6 forbids. */
	g = DIAGRAM_GAME("tromp-taylor", ". O . . .\nO . . . .\n. . . . .\n. . . . .\n. . . . .\n");
	assert_verdict(g, BLACK, "A5",
		       "illegal: positional superko: a black stone at A5 reaches no empty point and is cleared "
		       "at once (rule 7), so the board would repeat the starting position (rule 6)");
	assert_int_equal(game_check(g, BLACK, AT(game_board(g), "A5")).verdict, VERDICT_SUPERKO);
	game_free(g);
	/* New Zealand's situational superko would not see a repetition there (White is to move after
	 * it): its suicide rule refuses the lone stone. */
	g = DIAGRAM_GAME("new-zealand", ". O . . .\nO . . . .\n. . . . .\n. . . . .\n. . . . .\n");
	assert_verdict(g, BLACK, "A5",
		       "illegal: suicide: a black stone at A5 would have no liberty and capture nothing; "
		       "these rules allow the suicide of two stones or more, not of a lone stone");
	game_free(g);
}

/* A verdict asked under another ruleset than the game's (explain, test_assets' VERDICT lines) gives
 * that ruleset's suicide rule, not the game's. */
static void test_suicide_words_of_the_ruleset_asked(void **state)
{
	(void)state;
	static const char lone[] = ". O . . .\nO . . . .\n. . . . .\n. . . . .\n. . . . .\n";
	struct ruleset japanese = rules_named("japanese"), nz = rules_named("new-zealand");
	char why[256];

	struct game *g = DIAGRAM_GAME("tromp-taylor", lone);
	struct verdict_info v = game_check_as(g, &japanese, BLACK, AT(game_board(g), "A5"));
	assert_string_equal(game_verdict_str(g, &v, why, sizeof why),
			    "illegal: suicide: a black stone at A5 would have no liberty and capture nothing");
	game_free(g);
	g = DIAGRAM_GAME("japanese", lone);
	v = game_check_as(g, &nz, BLACK, AT(game_board(g), "A5"));
	assert_string_equal(game_verdict_str(g, &v, why, sizeof why),
			    "illegal: suicide: a black stone at A5 would have no liberty and capture nothing; "
			    "these rules allow the suicide of two stones or more, not of a lone stone");
	game_free(g);
}

static void test_occupied_and_off_board(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("chinese", ko_shape);
	assert_verdict(g, WHITE, "C5", "illegal: occupied: C5 already holds a white stone");
	struct verdict_info v = game_check(g, BLACK, BOARD_PASS);
	assert_int_equal(v.verdict, VERDICT_OFF_BOARD);
	game_free(g);
}

static void test_two_passes_end_play(void **state)
{
	(void)state;
	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(9, &r);
	assert_int_equal(game_pass(g, BLACK), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	play_all(g, (const char *const[]){ "W E5" }, 1);
	assert_int_equal(game_pass(g, BLACK), 0);
	assert_int_equal(game_pass(g, WHITE), 0);
	assert_int_equal(game_end_reason(g), END_PASSES);
	assert_int_equal(game_pass(g, BLACK), -1);
	char why[128];
	struct verdict_info v = game_play(g, BLACK, AT(game_board(g), "A1"));
	assert_string_equal(game_verdict_str(g, &v, why, sizeof why),
			    "illegal: the game is over (both players passed)");
	/* Resuming: play goes on, and one more pass does not end it. */
	game_resume(g);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_pass(g, BLACK), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_plays(g, BLACK), 3);
	assert_int_equal(game_plays(g, WHITE), 2);
	game_free(g);
}

/* AGA: each pass hands the opponent a prisoner, and White must pass last. */
static void test_aga_pass_stones(void **state)
{
	(void)state;
	struct ruleset r = rules_named("aga");
	struct game *g = game_new(9, &r);
	play_all(g, (const char *const[]){ "B E5" }, 1);
	assert_int_equal(game_pass(g, WHITE), 0);
	assert_int_equal(game_pass(g, BLACK), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_pass(g, WHITE), 0);
	assert_int_equal(game_end_reason(g), END_PASSES);
	assert_int_equal(game_prisoners(g, BLACK), 2);
	assert_int_equal(game_prisoners(g, WHITE), 1);
	game_free(g);
}

static void test_resign(void **state)
{
	(void)state;
	struct ruleset r = rules_named("chinese");
	struct game *g = game_new(9, &r);
	assert_int_equal(game_resign(g, WHITE), 0);
	assert_int_equal(game_end_reason(g), END_RESIGN);
	assert_int_equal(game_resigned(g), WHITE);
	game_resume(g); /* a resignation stands */
	assert_int_equal(game_phase(g), PHASE_OVER);
	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	game_free(g);
}

/* Undo restores board, prisoners and ko; the superko history forgets the undone position. */
static void test_undo_redo(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("tromp-taylor", ko_shape);
	play_all(g, (const char *const[]){ "B C4", "W E1", "B E2", "W B4" }, 4);
	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_undo(g), 0);
	ASSERT_BOARD(game_board(g),
		     ". X O . .\n"
		     "X . X O .\n"
		     ". X O . .\n"
		     ". . . . .\n"
		     ". . . . O\n");
	assert_int_equal(game_moves(g), 2);
	assert_int_equal(game_redo_count(g), 2);
	assert_int_equal(game_prisoners(g, WHITE), 0);
	assert_int_equal(game_redo(g), 0);
	assert_int_equal(game_redo(g), 0);
	assert_int_equal(game_prisoners(g, WHITE), 1);
	assert_int_equal(game_redo(g), -1);
	/* Back to the start, then a different line drops the moves that could have been redone. */
	assert_int_equal(game_goto(g, 0), 0);
	ASSERT_BOARD(game_board(g), ko_shape);
	assert_int_equal(game_undo(g), -1);
	play_all(g, (const char *const[]){ "B D2" }, 1);
	assert_int_equal(game_redo_count(g), 0);
	/* C4 then B4 again: the set must not remember the undone line's positions. */
	play_all(g, (const char *const[]){ "W D1", "B C4", "W E1", "B E2", "W B4" }, 5);
	game_free(g);
}

/* Undo many times across a long game and compare with a fresh replay each time. */
static void test_undo_matches_replay(void **state)
{
	(void)state;
	struct ruleset r = rules_named("tromp-taylor");
	struct game *g = game_new(7, &r);
	uint64_t rng = 12345;
	int played = 0;

	for (int i = 0; i < 2000; i++) {
		rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
		if (game_phase(g) == PHASE_OVER) {
			assert_int_equal(game_undo(g), 0);
			continue;
		}
		int x = (int)(rng >> 33) % 7, y = (int)(rng >> 45) % 7;
		enum color c = game_to_move(g);
		if (game_play(g, c, board_point(game_board(g), x, y)).verdict == VERDICT_LEGAL)
			played++;
		if ((rng >> 20) % 13 == 0)
			game_pass(g, c);
		if ((rng >> 24) % 7 == 0 && game_moves(g) > 0)
			assert_int_equal(game_undo(g), 0);
	}
	assert_true(played > 100);
	while (game_moves(g) > 0) {
		struct board replayed;
		game_board_at(g, game_moves(g), &replayed);
		assert_true(board_equal(&replayed, game_board(g)));
		assert_true(replayed.hash == game_board(g)->hash);
		game_undo(g);
	}
	game_free(g);
}

/* A new game that replays g's moves one by one: the history as a fresh game sees it. */
static struct game *game_replayed(const struct game *g)
{
	struct game *h = game_new(game_board(g)->size, game_rules(g));

	for (int i = 1; i <= game_moves(g); i++) {
		const struct move *m = game_move(g, i);
		if (game_phase(h) == PHASE_OVER)
			game_resume(h);
		if (m->action == ACTION_PASS)
			assert_int_equal(game_pass(h, m->color), 0);
		else
			assert_int_equal(game_play(h, m->color, m->point).verdict, VERDICT_LEGAL);
	}
	return h;
}

/*
 * Situational superko with many passes, undos and redos on a 4x4 board: after every step the
 * verdict of every point for both colours equals that of a fresh game replaying the same moves.
 * This checks the position entries that passes add (and skip, in runs of passes) and their removal.
 */
static void test_verdicts_survive_undo(void **state)
{
	(void)state;
	struct ruleset r = rules_named("new-zealand");
	struct game *g = game_new(4, &r);
	uint64_t rng = 99;

	for (int step = 0; step < 600; step++) {
		rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
		unsigned roll = (unsigned)(rng >> 59);
		if (game_phase(g) == PHASE_OVER)
			game_resume(g);
		if (roll < 6)
			game_pass(g, game_to_move(g));
		else if (roll < 9 && game_moves(g) > 0)
			game_undo(g);
		else if (roll < 11)
			game_redo(g);
		else
			game_play(g, game_to_move(g), board_point(game_board(g), (int)(rng >> 33) % 4,
								  (int)(rng >> 40) % 4));
		struct game *h = game_replayed(g);
		BOARD_FOREACH(game_board(g), p)
			for (enum color c = BLACK; c <= WHITE; c++) {
				struct verdict_info a = game_check(g, c, p), b = game_check(h, c, p);
				assert_int_equal(a.verdict, b.verdict);
				assert_int_equal(a.repeats, b.repeats);
			}
		game_free(h);
	}
	game_free(g);
}

static void assert_handicap(int size, int n, const char *want)
{
	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(size, &r);
	int points[9];
	char got[128] = "", v[8];

	assert_int_equal(game_fixed_handicap(g, n, points), 0);
	for (int i = 0; i < n; i++) {
		if (i)
			strcat(got, " ");
		strcat(got, board_vertex_str(game_board(g), points[i], v));
	}
	assert_string_equal(got, want);
	assert_int_equal(game_to_move(g), WHITE);
	assert_int_equal(game_handicap(g), n);
	assert_int_equal(game_board(g)->stones[BLACK], n);
	game_free(g);
}

static void test_fixed_handicap(void **state)
{
	(void)state;
	assert_handicap(19, 2, "D4 Q16");
	assert_handicap(19, 3, "D4 Q16 D16");
	assert_handicap(19, 5, "D4 Q16 D16 Q4 K10");
	assert_handicap(19, 6, "D4 Q16 D16 Q4 D10 Q10");
	assert_handicap(19, 7, "D4 Q16 D16 Q4 D10 Q10 K10");
	assert_handicap(19, 9, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
	assert_handicap(9, 3, "C3 G7 C7");
	assert_handicap(9, 8, "C3 G7 C7 G3 C5 G5 E3 E7");
	assert_handicap(13, 4, "D4 K10 D10 K4");

	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(10, &r);
	assert_int_equal(game_fixed_handicap(g, 5, NULL), -1); /* even sizes: at most 4 */
	game_resize(g, 5);
	assert_int_equal(game_fixed_handicap(g, 2, NULL), -1); /* too small for star points */
	game_resize(g, 9);
	assert_int_equal(game_fixed_handicap(g, 1, NULL), -1);
	assert_int_equal(game_fixed_handicap(g, 10, NULL), -1);
	assert_int_equal(game_fixed_handicap(g, 4, NULL), 0);
	assert_int_equal(game_fixed_handicap(g, 4, NULL), -1); /* not on a board with stones */
	game_free(g);
}

static void test_free_handicap(void **state)
{
	(void)state;
	struct ruleset r = rules_named("chinese");
	struct game *g = game_new(9, &r);
	const struct board *b = game_board(g);
	int twice[] = { AT(b, "C3"), AT(b, "E5"), AT(b, "C3") };
	assert_int_equal(game_free_handicap(g, twice, 3), -1);
	assert_int_equal(b->stones[BLACK], 0);
	int ok[] = { AT(b, "C3"), AT(b, "E5"), AT(b, "G7") };
	assert_int_equal(game_free_handicap(g, ok, 3), 0);
	assert_int_equal(game_to_move(g), WHITE);
	play_all(g, (const char *const[]){ "W D4" }, 1);
	assert_int_equal(game_setup_stone(g, AT(b, "A1"), BLACK), -1); /* setup ends with the first move */
	game_free(g);
}

/* The trace of an earlier move is rebuilt by replay, in rule 7's order. */
static void test_trace_of_a_move(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("tromp-taylor", ko_shape);
	struct trace t;
	play_all(g, (const char *const[]){ "B C4", "W E1" }, 2);
	assert_int_equal(game_trace(g, 1, &t), 0);
	assert_int_equal(t.point, AT(game_board(g), "C4"));
	assert_int_equal(t.color, BLACK);
	assert_int_equal(t.nclears, 1);
	assert_int_equal(t.clears[0].phase, TRACE_OPPONENT);
	assert_int_equal(t.clears[0].count, 1);
	assert_int_equal(t.stones[0], AT(game_board(g), "B4"));
	assert_int_equal(game_trace(g, 2, &t), 0);
	assert_int_equal(t.nclears, 0);
	assert_int_equal(game_trace(g, 3, &t), -1);
	game_free(g);
}

/*
 * Setup after the first move: an action of its own.  The stones are placed without capture, the
 * player to move is the one named, the position enters the superko history, undo and redo replay
 * it, and a new move after undoing it drops its changes.
 */
static void test_setup_after_moves(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("tromp-taylor",
				   ". . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n"
				   ". . . . .\n");
	struct board b = *game_board(g);
	const struct game_change changes[] = {
		{ AT(&b, "A5"), WHITE }, { AT(&b, "B4"), BLACK }, { AT(&b, "C3"), EMPTY },
	};

	assert_int_equal(game_setup(g, changes, 3, BLACK), -1);   /* before the first move: setup stones */
	play_all(g, (const char *const[]){ "B C3", "W B5" }, 2);
	assert_int_equal(game_setup(g, changes, 3, WHITE), 0);
	assert_int_equal(game_moves(g), 3);
	assert_int_equal(game_move(g, 3)->action, ACTION_SETUP);
	assert_int_equal(game_to_move(g), WHITE);
	ASSERT_BOARD(game_board(g),
		     "O O . . .\n"
		     ". X . . .\n"
		     ". . . . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_int_equal(game_prisoners(g, BLACK) + game_prisoners(g, WHITE), 0);
	assert_int_equal(game_plays(g, BLACK), 1);
	const struct game_change *got;
	assert_int_equal(game_setup_changes(g, 3, &got), 3);
	assert_int_equal(got[1].point, AT(&b, "B4"));
	assert_int_equal(game_setup_changes(g, 2, &got), 0);

	/* Earlier boards are rebuilt through the setup. */
	struct board then;
	game_board_at(g, 3, &then);
	assert_true(board_equal(&then, game_board(g)));
	game_board_at(g, 2, &then);
	ASSERT_BOARD(&then,
		     ". O . . .\n"
		     ". . . . .\n"
		     ". . X . .\n"
		     ". . . . .\n"
		     ". . . . .\n");

	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_to_move(g), BLACK);
	assert_int_equal(game_redo(g), 0);
	ASSERT_BOARD(game_board(g),
		     "O O . . .\n"
		     ". X . . .\n"
		     ". . . . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	/* A move after undoing the setup replaces it, changes and all. */
	assert_int_equal(game_undo(g), 0);
	play_all(g, (const char *const[]){ "B E1" }, 1);
	assert_int_equal(game_setup_changes(g, 3, &got), 0);
	assert_int_equal(game_redo_count(g), 0);
	const struct game_change one = { AT(&b, "E5"), BLACK };
	assert_int_equal(game_setup(g, &one, 1, EMPTY), 0);
	assert_int_equal(game_to_move(g), WHITE);   /* EMPTY: the player to move stays */
	assert_int_equal(game_setup(g, NULL, 0, BLACK), 0);   /* PL alone: only the player changes */
	assert_int_equal(game_to_move(g), BLACK);
	assert_int_equal(game_setup_changes(g, 4, &got), 1);
	assert_int_equal(got[0].point, AT(&b, "E5"));
	game_free(g);
}

/* A setup that recreates an earlier colouring is a repetition like any other: superko forbids the
 * move that would repeat it again. */
static void test_setup_position_is_history(void **state)
{
	(void)state;
	struct game *g = DIAGRAM_GAME("tromp-taylor",
				   ". . .\n"
				   ". . .\n"
				   ". . .\n");
	struct board b = *game_board(g);
	play_all(g, (const char *const[]){ "B B2", "W A1" }, 2);
	const struct game_change clear[] = { { AT(&b, "B2"), EMPTY }, { AT(&b, "A1"), EMPTY } };
	assert_int_equal(game_setup(g, clear, 2, BLACK), 0);
	/* The empty board stood at the start: B2 now would make the colouring after move 1 again. */
	assert_verdict(g, BLACK, "B2", "illegal: positional superko: this would repeat the position "
		       "after move 1");
	game_free(g);
}

/* What a game says about where it is, besides its board. */
struct game_seen {
	struct board board;
	int moves, prisoners[3], plays[3], ko[3];
	enum color to_move;
	enum end_reason end;
};

static void game_seen_of(const struct game *g, struct game_seen *s)
{
	s->board = *game_board(g);
	s->moves = game_moves(g);
	s->to_move = game_to_move(g);
	s->end = game_end_reason(g);
	for (enum color c = BLACK; c <= WHITE; c++) {
		s->prisoners[c] = game_prisoners(g, c);
		s->plays[c] = game_plays(g, c);
		s->ko[c] = game_ko_point(g, c);
	}
}

static void assert_game_seen(const struct game *g, const struct game_seen *want)
{
	struct game_seen now;

	game_seen_of(g, &now);
	ASSERT_BOARD_BITS(&now.board, &want->board);
	assert_int_equal(now.moves, want->moves);
	assert_int_equal(now.to_move, want->to_move);
	assert_int_equal(now.end, want->end);
	for (enum color c = BLACK; c <= WHITE; c++) {
		assert_int_equal(now.prisoners[c], want->prisoners[c]);
		assert_int_equal(now.plays[c], want->plays[c]);
		assert_int_equal(now.ko[c], want->ko[c]);
	}
}

/*
 * Undo leaves the game exactly as it stood before the action, the board to the last bit (chains in
 * the same order, so that a later trace lists its stones as it would have): a random game with
 * captures, suicides (Tromp-Taylor), passes, resumptions and setup, each position kept, then taken
 * back to the start action by action and compared at every step.  Redo then applies each again.
 */
static void test_undo_is_exact(void **state)
{
	(void)state;
	struct ruleset r = rules_named("tromp-taylor");
	struct game *g = game_new(7, &r);
	enum { STEPS = 700 };
	struct game_seen *seen = malloc((STEPS + 1) * sizeof *seen);
	uint64_t rng = 4242;
	int captures = 0, setups = 0;

	assert_non_null(seen);
	game_seen_of(g, &seen[0]);
	while (game_moves(g) < STEPS) {
		rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
		int x = (int)(rng >> 33) % 7, y = (int)(rng >> 45) % 7;
		int p = board_point(game_board(g), x, y);
		if (game_phase(g) == PHASE_OVER)
			game_resume(g);
		if ((rng >> 20) % 61 == 0 && game_moves(g) > 0) {
			struct game_change ch = { p, (enum color)((rng >> 50) % 3) };
			assert_int_equal(game_setup(g, &ch, 1, EMPTY), 0);
			setups++;
		} else if ((rng >> 26) % 17 == 0 ||
			   game_play(g, game_to_move(g), p).verdict != VERDICT_LEGAL) {
			game_pass(g, game_to_move(g));
		}
		const struct move *m = game_move(g, game_moves(g));
		captures += m->captured + m->suicided;
		game_seen_of(g, &seen[game_moves(g)]);
	}
	assert_true(captures > 30);
	assert_true(setups > 3);
	long applied = game_applied(g);
	for (int n = STEPS - 1; n >= 0; n--) {
		assert_int_equal(game_undo(g), 0);
		assert_game_seen(g, &seen[n]);
	}
	assert_int_equal(game_applied(g), applied);   /* an undo applies nothing */
	assert_int_equal(game_goto(g, STEPS), 0);
	assert_game_seen(g, &seen[STEPS]);
	assert_int_equal(game_applied(g), applied + STEPS);   /* a redo applies its action once */
	free(seen);
	game_free(g);
}

/* Taking back the move that resumed an ended game ends it again; a resumption not yet used goes
 * with the undo of the move before it. */
static void test_undo_of_a_resumption(void **state)
{
	(void)state;
	struct ruleset r = rules_named("japanese");
	struct game *g = game_new(9, &r);

	play_all(g, (const char *const[]){ "B E5" }, 1);
	game_pass(g, WHITE);
	game_pass(g, BLACK);
	assert_int_equal(game_end_reason(g), END_PASSES);
	game_resume(g);
	play_all(g, (const char *const[]){ "W C3" }, 1);
	assert_true(game_move(g, 4)->flags & MOVE_RESUMES);
	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_end_reason(g), END_PASSES);
	assert_int_equal(game_redo(g), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_plays(g, WHITE), 2);
	game_goto(g, 3);
	game_resume(g);
	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_redo(g), 0);
	assert_int_equal(game_end_reason(g), END_PASSES);
	game_free(g);
}

/* A game that keeps no changes plays as any other and cannot be taken back. */
static void test_not_undoable(void **state)
{
	(void)state;
	struct ruleset r = rules_named("chinese");
	struct game *g = game_new(9, &r);

	play_all(g, (const char *const[]){ "B E5" }, 1);
	game_set_undoable(g, false);
	play_all(g, (const char *const[]){ "W C3" }, 1);
	game_set_undoable(g, true);
	play_all(g, (const char *const[]){ "B G7" }, 1);
	assert_int_equal(game_undo(g), 0);
	assert_int_equal(game_undo(g), -1);   /* W C3 kept nothing */
	assert_int_equal(game_goto(g, 0), -1);
	assert_int_equal(game_moves(g), 2);
	game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_simple_ko),
		cmocka_unit_test(test_superko_names_the_position),
		cmocka_unit_test(test_japanese_cycle_is_no_result),
		cmocka_unit_test(test_cycle_with_a_pass_goes_on),
		cmocka_unit_test(test_superko_forbids_the_cycle),
		cmocka_unit_test(test_positional_and_situational_differ),
		cmocka_unit_test(test_situational_superko_counts_passes),
		cmocka_unit_test(test_suicide_rules),
		cmocka_unit_test(test_suicide_words_of_the_ruleset_asked),
		cmocka_unit_test(test_occupied_and_off_board),
		cmocka_unit_test(test_two_passes_end_play),
		cmocka_unit_test(test_aga_pass_stones),
		cmocka_unit_test(test_resign),
		cmocka_unit_test(test_undo_redo),
		cmocka_unit_test(test_undo_matches_replay),
		cmocka_unit_test(test_verdicts_survive_undo),
		cmocka_unit_test(test_undo_is_exact),
		cmocka_unit_test(test_undo_of_a_resumption),
		cmocka_unit_test(test_not_undoable),
		cmocka_unit_test(test_fixed_handicap),
		cmocka_unit_test(test_free_handicap),
		cmocka_unit_test(test_trace_of_a_move),
		cmocka_unit_test(test_setup_after_moves),
		cmocka_unit_test(test_setup_position_is_history),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
