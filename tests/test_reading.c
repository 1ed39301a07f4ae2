/*
 * test_reading.c: one question of one chain (reading_ask), and the state of a line of hypothetical
 * play played by hand (struct reading_state), as diagrams.
 *
 * Each test is a small board: a whole position of a few points, or one whose only open question is
 * the diagram's, the rest pass-alive walls (rows of stones with one-point eyes).  X is Black, O is
 * White.  Every answer is checked with its line of play: replayed on a copy of the board, each move
 * must be on an empty point and not a suicide, and no ko may be retaken by the player whose stone
 * was just taken in it before he has passed (Art. 7-2).  What the line must show at its end (the
 * chain captured, its points two-eye points of its colour) is checked on the board it leaves.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rules/benson.h"
#include "rules/reading.h"
#include "tests/diagram.h"

/* Ask q about the chain at v of the diagram with `first` to move; fail unless the answer is want. */
#define ASK(b, v, q, first, want, out) ask((b), (v), (q), (first), (want), NULL, (out), __FILE__, __LINE__)
#define ASK_OPT(b, v, q, first, want, opt, out) \
	ask((b), (v), (q), (first), (want), (opt), (out), __FILE__, __LINE__)
/* Replay out's line on a copy of b into *end, failing at the first move that is not legal. */
#define REPLAY(b, out, end) replay((b), &(out)->line, (end), __FILE__, __LINE__)

static void ask(const struct board *b, const char *v, enum reading_question q, enum color first,
		enum reading_answer want, const struct reading_limits *opt, struct reading_result *out,
		const char *file, int line)
{
	struct reading_limits defaults;
	char diagram[2048], moves[512];

	if (!opt) {
		reading_limits_init(&defaults);
		opt = &defaults;
	}
	reading_ask(b, diagram_at(b, v, file, line), q, first, opt, out);
	if (out->answer != want || out->line.first != first) {
		board_to_diagram(b, true, diagram, sizeof diagram);
		print_error("%s\nexpected %s, %s first; got %s: %s\nline: %s\n", diagram, reading_answer_str(want),
			    first == BLACK ? "Black" : "White", reading_answer_str(out->answer), out->reason,
			    reading_line_str(b, &out->line, moves, sizeof moves));
		_fail(file, line);
	}
}

static void replay_fail(const struct board *b, const struct reading_line *l, int i, const char *why,
			const char *file, int line)
{
	char diagram[2048], moves[512];

	board_to_diagram(b, true, diagram, sizeof diagram);
	print_error("move %d of %s: %s, on\n%s\n", i + 1, reading_line_str(b, l, moves, sizeof moves), why, diagram);
	_fail(file, line);
}

static void replay(const struct board *b, const struct reading_line *l, struct board *end, const char *file,
		   int line)
{
	int ban[3] = { BOARD_NONE, BOARD_NONE, BOARD_NONE };   /* per colour: the ko point it may not take */
	int taker[3] = { BOARD_NONE, BOARD_NONE, BOARD_NONE }; /* and the stone that took it */
	enum color c = l->first;

	*end = *b;
	for (int i = 0; i < l->n; i++, c = color_other(c)) {
		int m = l->moves[i];
		if (m == BOARD_PASS) {
			ban[c] = BOARD_NONE;
			continue;
		}
		if (end->color[m] != EMPTY)
			replay_fail(end, l, i, "not an empty point", file, line);
		if (board_is_suicide(end, c, m))
			replay_fail(end, l, i, "suicide", file, line);
		int took;
		if (m == ban[c] && board_captures(end, c, m, &took) == 1 && took == taker[c])
			replay_fail(end, l, i, "a ko retaken before a pass", file, line);
		int ko = board_ko_point_after(end, c, m);
		board_play(end, c, m, NULL);
		if (ko != BOARD_NONE) {
			ban[color_other(c)] = ko;
			taker[color_other(c)] = m;
		}
	}
}

/* Is point p, on b, a stone of a pass-alive chain of c or a point of a region c owns (2EL)? */
static bool secure(const struct board *b, int p, enum color c)
{
	struct benson bn;

	benson_pass_alive(b, c, &bn);
	return benson_status_at(&bn, p) == BENSON_ALIVE || benson_status_at(&bn, p) == BENSON_OWNED;
}

/* A white stone in atari in the open: Black captures it at once, and the line is that capture. */
static const char atari_open[] =
	". X O . .\n"
	"X O . . .\n"
	". X . . .\n"
	". . . . .\n"
	". . . . .\n";

static void test_atari_captured(void **state)
{
	(void)state;
	struct board b, end;
	struct reading_result r;

	DIAGRAM(&b, atari_open);
	ASK(&b, "B4", READING_CAPTURE, BLACK, READING_YES, &r);
	assert_true(r.line.n >= 1);
	assert_int_equal(r.line.moves[0], AT(&b, "C4"));
	assert_true(r.nodes > 0);
	assert_int_equal(r.area, 25);
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[AT(&b, "B4")], EMPTY);
	assert_non_null(strstr(r.reason, "the capture of B4 with Black first: yes"));
}

/* Two one-point eyes (the seed's type 1, as in test_life.c): pass-alive.  Benson's algorithm
 * answers at the root, whoever moves first. */
static void test_pass_alive_not_captured(void **state)
{
	(void)state;
	static const char pos[] =
		". X . X O .\n"
		"X X X X O O\n"
		"O O O O O O\n"
		"O . O . O .\n"
		"O O O O O O\n"
		". O . O . O\n";
	struct board b;
	struct reading_result r;

	DIAGRAM(&b, pos);
	ASK(&b, "B6", READING_CAPTURE, WHITE, READING_NO, &r);
	assert_int_equal(r.line.n, 0);
	ASK(&b, "B6", READING_CAPTURE, BLACK, READING_NO, &r);
	ASK(&b, "B6", READING_EYES_ALL, WHITE, READING_YES, &r);
	assert_int_equal(r.line.n, 0);
}

/* Seed, type 4: Y (E8 E7) and White's C8 chain share D8 and D7; whoever fills one is captured.
 * Neither side can capture the other, and neither makes two eyes. */
static const char seki[] =
	". X O . X O . O\n"
	"X X O . X O O .\n"
	". X O O O X O O\n"
	"X X X X X X X O\n"
	"O O O X . X . X\n"
	". . O O X X X .\n"
	"O O O O X . X X\n"
	". O . O X X X .\n";

static void test_seki(void **state)
{
	(void)state;
	struct board b, end;
	struct reading_result r;

	DIAGRAM(&b, seki);
	ASK(&b, "E8", READING_CAPTURE, WHITE, READING_NO, &r);
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[AT(&b, "E8")], BLACK);
	ASK(&b, "C8", READING_CAPTURE, BLACK, READING_NO, &r);
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[AT(&b, "C8")], WHITE);
	ASK(&b, "E8", READING_EYES_ALL, WHITE, READING_NO, &r);
	REPLAY(&b, &r, &end);
	ASK(&b, "E8", READING_EYES_ANY, BLACK, READING_NO, &r);
	REPLAY(&b, &r, &end);
	assert_false(secure(&end, AT(&b, "E8"), BLACK));
}

/* Seed, type 3: White takes B6 at A6, Black takes back three stones at B6 and ends with two eyes
 * on the point: captured, and yet every point of it is Black's 2EL in the end. */
static void test_snap_back(void **state)
{
	(void)state;
	static const char pos[] =
		"O O X X . X .\n"
		". X O X X X X\n"
		"X O O O O O O\n"
		"X X O O O O O\n"
		". X O . O . O\n"
		"X X O O O O O\n"
		". X O . O . O\n";
	struct board b, end;
	struct reading_result r;
	int b6;

	DIAGRAM(&b, pos);
	b6 = AT(&b, "B6");
	ASK(&b, "B6", READING_CAPTURE, WHITE, READING_YES, &r);
	assert_int_equal(r.line.moves[0], AT(&b, "A6"));
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[b6], EMPTY);
	ASK(&b, "B6", READING_EYES_ALL, WHITE, READING_YES, &r);
	assert_true(r.line.n >= 2);
	assert_int_equal(r.line.moves[0], AT(&b, "A6"));
	assert_int_equal(r.line.moves[1], b6);
	REPLAY(&b, &r, &end);
	assert_true(secure(&end, b6, BLACK));
}

/* A straight three in the corner: whoever plays its middle (B7) first decides.  With White first the
 * black group is captured; with Black first it has two eyes and cannot be. */
static const char straight_three[] =
	". . . X O . O\n"
	"X X X X O O O\n"
	"O O O O O O O\n"
	"O . O . O . O\n"
	"O O O O O O O\n"
	". O . O . O .\n"
	"O O O O O O O\n";

static void test_who_moves_first(void **state)
{
	(void)state;
	struct board b, end;
	struct reading_result r;
	int d7;

	DIAGRAM(&b, straight_three);
	d7 = AT(&b, "D7");
	ASK(&b, "D7", READING_CAPTURE, WHITE, READING_YES, &r);
	assert_int_equal(r.line.moves[0], AT(&b, "B7"));
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[d7], EMPTY);
	ASK(&b, "D7", READING_CAPTURE, BLACK, READING_NO, &r);
	assert_int_equal(r.line.moves[0], AT(&b, "B7"));
	REPLAY(&b, &r, &end);
	assert_true(secure(&end, d7, BLACK));
	assert_non_null(strstr(r.reason, "with Black first: no"));
	ASK(&b, "D7", READING_EYES_ALL, WHITE, READING_NO, &r);
	ASK(&b, "D7", READING_EYES_ALL, BLACK, READING_YES, &r);
}

/*
 * A ko for the second eye (C7, D7).  White takes D7 at C7, which leaves Black's group in atari; the
 * retake at D7 would save it, but Black may make it only after a pass (Art. 7-2), and the pass lets
 * White capture at A7.  Were the retake allowed at once, the ko would go round for ever and the
 * repetition would fail the capture.
 */
static const char ko_second_eye[] =
	". X . X O . O\n"
	"X X X O O O O\n"
	"O O O O O O O\n"
	"O . O . O . O\n"
	"O O O O O O O\n"
	". O . O . O .\n"
	"O O O O O O O\n";

static void test_ko_retaken_after_a_pass(void **state)
{
	(void)state;
	struct board b, end;
	struct reading_result r;

	DIAGRAM(&b, ko_second_eye);
	ASK(&b, "B7", READING_CAPTURE, WHITE, READING_YES, &r);
	assert_int_equal(r.line.n, 3);
	assert_int_equal(r.line.moves[0], AT(&b, "C7"));
	assert_int_equal(r.line.moves[1], BOARD_PASS);
	assert_int_equal(r.line.moves[2], AT(&b, "A7"));
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[AT(&b, "B7")], EMPTY);
}

/* A chain with one liberty and a ko beside it (test_ko_ban_not_for_a_larger_capture, test_ask_from_a_line). */
static const char ko_pass_only[] =
	"X . O O O\n"
	"X O O O O\n"
	"X X O . .\n"
	"O X O O O\n"
	". O O . O\n";

/*
 * A move at the ko point that takes more than the ko stone is no retake (Art. 6: a ko is the shape
 * where the players take one stone in turn), so no ban stands in its way.  Black's chain (A5) has
 * one liberty, B5.  Moving first, Black takes White's A2 at A1, a ko, and the chain gains the liberty
 * A2.  White may not retake at A2 at once (that would take A1 alone), but once White has filled B5,
 * A2 takes the chain with A1: captured even with Black first.  With White first, at B5 at once.
 */
static void test_ko_ban_not_for_a_larger_capture(void **state)
{
	(void)state;
	struct board b, end;
	struct reading_result r;

	DIAGRAM(&b, ko_pass_only);
	ASK(&b, "A5", READING_CAPTURE, BLACK, READING_YES, &r);
	assert_int_equal(r.line.moves[0], AT(&b, "A1"));
	assert_int_equal(r.line.moves[1], AT(&b, "B5"));
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[AT(&b, "A5")], EMPTY);
	assert_int_equal(end.color[AT(&b, "A1")], EMPTY);
	ASK(&b, "A5", READING_CAPTURE, WHITE, READING_YES, &r);
	assert_int_equal(r.line.n, 1);
	assert_int_equal(r.line.moves[0], AT(&b, "B5"));
	REPLAY(&b, &r, &end);
	assert_int_equal(end.color[AT(&b, "A5")], EMPTY);
}

/* --- the state of a line of hypothetical play, played by hand -------------------------------------- */

/*
 * Two kos on an open board: Black takes White's B8 at C8, White takes Black's B2 at C2.  Black's H9
 * and J8 make J9 a point White cannot play (suicide).
 */
static const char two_kos[] =
	". X O . . . . X .\n"
	"X O . O . . . . X\n"
	". X O . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". O X . . . . . .\n"
	"O X . X . . . . .\n"
	". O X . . . . . .\n";

/* Play v (a vertex or "pass") in the line; fail unless it was allowed. */
static void state_play_at(struct reading_state *s, const char *v)
{
	int p = board_vertex_parse(&s->b, v);
	char why[256];
	enum reading_verdict r = reading_state_play(s, p);

	if (r != READING_LEGAL) {
		print_error("%s refused: %s\n", v, reading_verdict_str(s, p, r, why, sizeof why));
		fail();
	}
}

/* Art. 7-2: White, whose stone was just taken in the ko, may retake only once he has passed; moves
 * elsewhere do not lift the ban. */
static void test_state_ko_retaken_after_a_pass(void **state)
{
	(void)state;
	struct board b;
	struct reading_state s;
	char why[256];

	DIAGRAM(&b, two_kos);
	reading_state_init(&s, &b, BLACK);
	state_play_at(&s, "C8");
	assert_int_equal(s.b.color[AT(&b, "B8")], EMPTY);
	assert_int_equal(s.nbans, 1);
	assert_int_equal(reading_state_check(&s, AT(&b, "B8")), READING_KO_BANNED);
	assert_string_equal(reading_verdict_str(&s, AT(&b, "B8"), READING_KO_BANNED, why, sizeof why),
			    "the ko at B8 may be retaken only after White has passed (Art. 7-2)");
	const struct reading_ban *k = reading_state_ban(&s, AT(&b, "B8"));
	assert_non_null(k);
	assert_int_equal(k->stone, AT(&b, "C8"));
	assert_int_equal(k->color, WHITE);
	/* A refused move changes nothing. */
	assert_int_equal(reading_state_play(&s, AT(&b, "B8")), READING_KO_BANNED);
	assert_int_equal(s.to_move, WHITE);
	assert_int_equal(s.b.color[AT(&b, "B8")], EMPTY);
	state_play_at(&s, "G5");
	state_play_at(&s, "G4");
	assert_int_equal(reading_state_check(&s, AT(&b, "B8")), READING_KO_BANNED);
	state_play_at(&s, "pass");
	assert_true(s.passed);
	assert_false(s.over);
	assert_int_equal(s.nbans, 0);
	state_play_at(&s, "G3");
	assert_false(s.passed);
	assert_int_equal(reading_state_check(&s, AT(&b, "B8")), READING_LEGAL);
	state_play_at(&s, "B8");
	assert_int_equal(s.b.color[AT(&b, "C8")], EMPTY);
	/* The retake is a ko capture in its turn: Black may not take back at C8 at once. */
	assert_int_equal(reading_state_check(&s, AT(&b, "C8")), READING_KO_BANNED);
}

/*
 * A ban is for the retake alone, and lasts as long as the ko shape.  Black's A8 takes A7 in a ko
 * shape, and White may not take A8 back at once.  Once White's B5 has taken B4, Black's six stones
 * B7 have A7 as their last liberty: White's A7 would take them with A8, no retake, allowed though
 * the ban stands.  Once Black's B9 takes A9, A8 has a second liberty and the ban is gone.
 */
static void test_state_ban_only_for_the_retake(void **state)
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
	struct board b;
	struct reading_state s;

	DIAGRAM(&b, pos);
	reading_state_init(&s, &b, BLACK);
	state_play_at(&s, "A8");
	assert_int_equal(s.b.color[AT(&b, "A7")], EMPTY);
	assert_int_equal(s.nbans, 1);
	assert_int_equal(reading_state_check(&s, AT(&b, "A7")), READING_KO_BANNED);
	state_play_at(&s, "B5");
	assert_int_equal(s.nbans, 2);   /* B5 took B4 in a ko shape of its own */
	struct reading_state then = s;
	state_play_at(&then, "pass");
	assert_int_equal(then.nbans, 1);   /* White's ban at A7 stands, but A7 now takes seven stones */
	assert_int_equal(then.bans[0].point, AT(&b, "A7"));
	assert_int_equal(then.bans[0].color, WHITE);
	assert_null(reading_state_ban(&then, AT(&b, "A7")));
	assert_int_equal(reading_state_check(&then, AT(&b, "A7")), READING_LEGAL);
	state_play_at(&s, "B9");   /* a ko shape again (White may not retake A9), but A7's is gone */
	assert_int_equal(s.nbans, 2);
	for (int i = 0; i < s.nbans; i++)
		assert_int_not_equal(s.bans[i].point, AT(&b, "A7"));
	state_play_at(&s, "A7");
	assert_int_equal(s.b.color[AT(&b, "B7")], EMPTY);
	assert_int_equal(s.b.color[AT(&b, "A8")], BLACK);
}

/* A pass lifts the passer's bans and no one else's. */
static void test_state_pass_lifts_only_the_passers_bans(void **state)
{
	(void)state;
	struct board b;
	struct reading_state s;

	DIAGRAM(&b, two_kos);
	reading_state_init(&s, &b, BLACK);
	state_play_at(&s, "C8");
	state_play_at(&s, "C2");
	assert_int_equal(s.nbans, 2);
	assert_int_equal(reading_state_check(&s, AT(&b, "B2")), READING_KO_BANNED);
	state_play_at(&s, "pass");
	assert_int_equal(s.nbans, 1);
	assert_int_equal(s.bans[0].color, WHITE);
	assert_int_equal(reading_state_check(&s, AT(&b, "B8")), READING_KO_BANNED);
	state_play_at(&s, "G5");
	assert_int_equal(reading_state_check(&s, AT(&b, "B2")), READING_LEGAL);
	state_play_at(&s, "B2");
	assert_int_equal(s.b.color[AT(&b, "C2")], EMPTY);
}

/* Two passes in a row end the line; passes with a move between them do not. */
static void test_state_two_passes_end_the_line(void **state)
{
	(void)state;
	struct board b;
	struct reading_state s;
	char why[256];

	DIAGRAM(&b, two_kos);
	reading_state_init(&s, &b, WHITE);
	state_play_at(&s, "pass");
	state_play_at(&s, "E5");
	state_play_at(&s, "pass");
	assert_false(s.over);
	state_play_at(&s, "pass");
	assert_true(s.over);
	assert_int_equal(reading_state_check(&s, AT(&b, "F5")), READING_OVER);
	assert_int_equal(reading_state_play(&s, BOARD_PASS), READING_OVER);
	assert_int_equal(s.to_move, WHITE);
	assert_string_equal(reading_verdict_str(&s, BOARD_PASS, READING_OVER, why, sizeof why),
			    "both players have passed: the hypothetical play is over");
}

/* The other refusals, in words. */
static void test_state_refusals_in_words(void **state)
{
	(void)state;
	struct board b;
	struct reading_state s;
	char why[256];

	DIAGRAM(&b, two_kos);
	reading_state_init(&s, &b, WHITE);
	assert_int_equal(reading_state_check(&s, AT(&b, "B9")), READING_OCCUPIED);
	assert_string_equal(reading_verdict_str(&s, AT(&b, "B9"), READING_OCCUPIED, why, sizeof why),
			    "there is a stone at B9 already");
	assert_int_equal(reading_state_check(&s, AT(&b, "J9")), READING_SUICIDE);
	assert_non_null(strstr(reading_verdict_str(&s, AT(&b, "J9"), READING_SUICIDE, why, sizeof why),
			       "suicide is never possible in hypothetical play"));
	assert_int_equal(reading_state_check(&s, BOARD_NONE), READING_OFF_BOARD);
	assert_int_equal(reading_state_check(&s, BOARD_PASS), READING_LEGAL);
	/* A move that captures is no suicide: White A9 takes B9. */
	state_play_at(&s, "A9");
	assert_int_equal(s.b.color[AT(&b, "B9")], EMPTY);
}

/*
 * A question asked from a line as it stands keeps its ko bans: after White's C7 (the ko of
 * test_ko_retaken_after_a_pass), Black may not retake at D7 before passing, and the group is
 * captured; on the same board without the ban, Black retakes and it is not.
 */
static void test_ask_from_a_line(void **state)
{
	(void)state;
	struct board b;
	struct reading_state s;
	struct reading_result r;
	struct reading_limits opt;

	reading_limits_init(&opt);
	DIAGRAM(&b, ko_second_eye);
	reading_state_init(&s, &b, WHITE);
	state_play_at(&s, "C7");
	assert_int_equal(reading_ask_state(&s, AT(&b, "B7"), READING_CAPTURE, &opt, &r), READING_YES);
	assert_int_equal(r.line.first, BLACK);
	assert_non_null(strstr(r.reason, "the capture of B7 with Black first: yes"));
	assert_int_equal(reading_ask(&s.b, AT(&b, "B7"), READING_CAPTURE, BLACK, &opt, &r), READING_NO);
	assert_int_equal(r.line.moves[0], AT(&b, "D7"));

	DIAGRAM(&b, ko_pass_only);
	/* From a fresh line, the answer and the line of reading_ask. */
	reading_state_init(&s, &b, WHITE);
	assert_int_equal(reading_ask_state(&s, AT(&b, "A5"), READING_CAPTURE, &opt, &r), READING_YES);
	assert_int_equal(r.line.n, 1);
	assert_int_equal(r.line.moves[0], AT(&b, "B5"));

	/* A line that is over has nothing left to read. */
	state_play_at(&s, "pass");
	state_play_at(&s, "pass");
	assert_int_equal(reading_ask_state(&s, AT(&b, "A5"), READING_CAPTURE, &opt, &r), READING_UNKNOWN);
	assert_string_equal(r.reason, "both players have passed: the hypothetical play is over");
}

/* Areas too large and budgets too small give unknown, and say which; Benson still answers for a
 * pass-alive chain whose area is too large. */
static void test_unknown_with_reason(void **state)
{
	(void)state;
	struct board b;
	struct reading_limits opt;
	struct reading_result r;

	DIAGRAM(&b, straight_three);
	reading_limits_init(&opt);
	opt.max_area = 7; /* D7's area: its five stones and the three points of the eye space */
	ASK_OPT(&b, "D7", READING_CAPTURE, WHITE, READING_UNKNOWN, &opt, &r);
	assert_string_equal(r.reason, "the local area of D7 is larger than the 7 points that are read");
	assert_int_equal(r.nodes, 0);
	assert_int_equal(r.area, 0);
	assert_int_equal(r.line.n, 0);
	ASK_OPT(&b, "E7", READING_CAPTURE, BLACK, READING_NO, &opt, &r);
	assert_non_null(strstr(r.reason, "by Benson's algorithm without reading"));
	opt.max_area = 8;
	ASK_OPT(&b, "D7", READING_CAPTURE, WHITE, READING_YES, &opt, &r);
	assert_int_equal(r.area, 8);

	DIAGRAM(&b, atari_open);
	reading_limits_init(&opt);
	opt.node_budget = 1000;
	ASK_OPT(&b, "B4", READING_CAPTURE, WHITE, READING_UNKNOWN, &opt, &r);
	assert_string_equal(r.reason, "node budget of 1000 exhausted while reading the capture of B4");
	assert_true(r.nodes >= 1000);

	ASK(&b, "D2", READING_CAPTURE, WHITE, READING_UNKNOWN, &r);
	assert_string_equal(r.reason, "D2 holds no stone");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_atari_captured),
		cmocka_unit_test(test_pass_alive_not_captured),
		cmocka_unit_test(test_seki),
		cmocka_unit_test(test_snap_back),
		cmocka_unit_test(test_who_moves_first),
		cmocka_unit_test(test_ko_retaken_after_a_pass),
		cmocka_unit_test(test_ko_ban_not_for_a_larger_capture),
		cmocka_unit_test(test_unknown_with_reason),
		cmocka_unit_test(test_state_ko_retaken_after_a_pass),
		cmocka_unit_test(test_state_ban_only_for_the_retake),
		cmocka_unit_test(test_state_pass_lifts_only_the_passers_bans),
		cmocka_unit_test(test_state_two_passes_end_the_line),
		cmocka_unit_test(test_state_refusals_in_words),
		cmocka_unit_test(test_ask_from_a_line),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
