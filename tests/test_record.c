/*
 * test_record.c: game <-> SGF: the start position (setup, handicap, first player), rules and komi
 * from RU/KM, moves and passes, what stops a load (illegal moves, setup after moves, bad values),
 * loading up to move N, the node of each move, and writing a game back: exact text and round trips.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "diagram.h"
#include "rules/record.h"

#ifndef SGF_TEST_DIR
#define SGF_TEST_DIR "tests/sgf"
#endif

#define ERR_LEN 512

/* Load SGF text as "t.sgf" under tromp-taylor defaults, or fail with the message. */
#define LOAD(text, before) load_ok((text), (before), __FILE__, __LINE__)

static struct record *load_ok(const char *text, int before, const char *file, int line)
{
	struct ruleset tt = rules_named("tromp-taylor");
	char err[ERR_LEN];
	struct record *r = record_parse(text, strlen(text), "t.sgf", &tt, before, err, sizeof err);

	if (!r) {
		print_error("loading failed: %s\n", err);
		_fail(file, line);
	}
	return r;
}

/* Loading fails with exactly the message want. */
#define LOAD_FAILS(text, want) load_fails((text), (want), __FILE__, __LINE__)

static void load_fails(const char *text, const char *want, const char *file, int line)
{
	struct ruleset tt = rules_named("tromp-taylor");
	char err[ERR_LEN] = "";
	struct record *r = record_parse(text, strlen(text), "t.sgf", &tt, 0, err, sizeof err);

	if (r) {
		record_free(r);
		print_error("loading '%s' succeeded; expected: %s\n", text, want);
		_fail(file, line);
	}
	if (strcmp(err, want) != 0) {
		print_error("wrong message.\nexpected: %s\ngot:      %s\n", want, err);
		_fail(file, line);
	}
}

static struct record *load_file(const char *name, const char *rules, int before)
{
	struct ruleset defaults = rules_named(rules);
	char path[1024], err[ERR_LEN];

	snprintf(path, sizeof path, "%s/%s", SGF_TEST_DIR, name);
	struct record *r = record_read_file(path, &defaults, before, err, sizeof err);
	if (!r)
		fail_msg("%s", err);
	return r;
}

/* The moves of g as "X C3 O C4 X pass ..." (buf: room for len). */
static const char *moves_str(const struct game *g, char *buf, size_t len)
{
	size_t k = 0;
	char v[8];

	buf[0] = '\0';
	for (int i = 1; i <= game_moves(g) && k + 16 < len; i++) {
		const struct move *m = game_move(g, i);
		k += (size_t)snprintf(buf + k, len - k, "%s%c %s", i > 1 ? " " : "",
				      m->color == BLACK ? 'X' : 'O',
				      board_vertex_str(game_board(g), m->point, v));
	}
	return buf;
}

static void assert_moves(const struct game *g, const char *want)
{
	char buf[4096];

	assert_string_equal(moves_str(g, buf, sizeof buf), want);
}

/* True if some warning of r contains text. */
static bool warned(const struct record *r, const char *text)
{
	for (int i = 0; i < record_nwarnings(r); i++)
		if (strstr(record_warning(r, i), text))
			return true;
	return false;
}

/* ---- loading ---- */

static void test_spec_main_line(void **state)
{
	(void)state;
	struct record *r = load_file("spec/ff4_ex.sgf", "tromp-taylor", 0);
	struct game *g = record_game(r);

	assert_int_equal(game_board(g)->size, 19);
	assert_int_equal(record_moves(r), 13);
	assert_int_equal(record_line_moves(r), 13);
	assert_null(record_stop_reason(r));
	assert_int_equal(game_move(g, 12)->action, ACTION_PASS);
	assert_int_equal(game_move(g, 12)->color, WHITE);
	assert_int_equal(game_move(g, 13)->action, ACTION_PASS);
	assert_int_equal(game_move(g, 13)->color, BLACK);
	assert_int_equal(game_end_reason(g), END_PASSES);
	assert_moves(g, "X Q16 O D4 X Q4 O D17 X Q10 O C11 X K16 O K4 X G16 O D15 X K10 O pass X pass");
	assert_string_equal(sgf_value(record_move_node(r, 2), "W"), "dp");
	assert_ptr_equal(record_move_node(r, 0), record_root(r));
	assert_int_equal(record_line_length(r), 14);
	assert_ptr_equal(record_line_node(r, 13), record_move_node(r, 13));
	assert_int_equal(record_sgf(r)->ngames, 2);
	record_free(r);
}

static void test_spec_captures_and_suicide(void **state)
{
	(void)state;
	struct record *r = load_file("spec/ff4_ex.sgf", "tromp-taylor", 0);
	char err[ERR_LEN];
	struct sgf_node *var5 = record_root(r)->child->next->next->next->next;

	assert_int_equal(record_select(r, var5, 0, err, sizeof err), 0);
	struct game *g = record_game(r);
	assert_null(record_stop_reason(r));
	assert_int_equal(game_move(g, 7)->captured, 1);
	assert_int_equal(game_move(g, 11)->captured, 2);
	assert_int_equal(game_move(g, record_moves(r))->suicided, 11);
	const struct board *b = game_board(g);
	assert_int_equal(b->stones[BLACK], 0);
	const char *white[] = { "O1", "O2", "P2", "Q3", "R3", "S4", "T4" };
	for (size_t i = 0; i < 7; i++)
		assert_int_equal(b->color[AT(b, white[i])], WHITE);
	assert_int_equal(b->stones[WHITE], 7);

	/* Under rules that forbid suicide, the load stops there. */
	int last = record_moves(r);
	struct ruleset jp = rules_named("japanese");
	record_free(r);
	struct sgf_collection *c = sgf_read_file(SGF_TEST_DIR "/spec/ff4_ex.sgf", err, sizeof err);
	r = record_from_sgf(c, 0, &jp, 0, err, sizeof err);
	assert_non_null(r);
	var5 = record_root(r)->child->next->next->next->next;
	assert_int_equal(record_select(r, var5, 0, err, sizeof err), 0);
	assert_int_equal(record_moves(r), last - 1);
	assert_non_null(strstr(record_stop_reason(r), "is illegal: suicide"));
	record_free(r);
}

static void test_spec_setup_nodes(void **state)
{
	(void)state;
	struct record *r = load_file("spec/ff4_ex.sgf", "tromp-taylor", 0);
	char err[ERR_LEN];
	struct sgf_node *var2 = record_root(r)->child->next;

	assert_int_equal(record_select(r, var2, 0, err, sizeof err), 0);
	struct game *g = record_game(r);
	const struct board *b = game_board(g);
	assert_int_equal(record_moves(r), 0);
	assert_int_equal(b->stones[BLACK], 16 - 2 + 1);
	assert_int_equal(b->stones[WHITE], 16 - 7 + 1);
	assert_int_equal(b->color[AT(b, "Q16")], BLACK);
	assert_int_equal(b->color[AT(b, "Q4")], WHITE);
	assert_int_equal(b->color[AT(b, "E4")], EMPTY);
	assert_int_equal(game_to_move(g), WHITE);      /* the last PL before any move */
	assert_int_equal(game_handicap(g), 0);
	assert_ptr_equal(record_move_node(r, 0), sgf_main_line_end(var2));
	assert_int_equal(record_select(r, sgf_game(record_sgf(r), 1), 0, err, sizeof err), -1);
	assert_string_equal(err, SGF_TEST_DIR "/spec/ff4_ex.sgf: the node chosen is not in this game tree");
	record_free(r);
}

static void test_spec_dd_vw(void **state)
{
	(void)state;
	struct record *r = load_file("spec/dd_vw_ex.sgf", "tromp-taylor", 0);
	const struct board *b = game_board(record_game(r));

	ASSERT_BOARD(b, ". . . . . . . . .\n"
			". . . . . . . . .\n"
			"X X X X X X X X X\n"
			". . . . . . . . .\n"
			"O O O O O O O O O\n"
			". . . . . . . . .\n"
			". . . . . . . . .\n"
			". . . . . . . . .\n"
			". . . . . . . . .\n");
	assert_int_equal(game_to_move(record_game(r)), BLACK);
	record_free(r);
}

static void test_handicap_rules_komi(void **state)
{
	(void)state;
	struct record *r = load_file("handicap.sgf", "tromp-taylor", 0);
	struct game *g = record_game(r);
	struct ruleset want = rules_named("japanese");

	want.komi2 = 1;
	assert_true(ruleset_equal(game_rules(g), &want));
	assert_true(record_komi_given(r));
	assert_int_equal(game_handicap(g), 2);
	assert_int_equal(game_move(g, 1)->color, WHITE);
	assert_int_equal(record_moves(r), 10);
	assert_int_equal(game_move(g, 10)->captured, 1);
	assert_int_equal(record_nwarnings(r), 0);
	ASSERT_BOARD(game_board(g), ". . . . . . . . .\n"
				    ". . . . . . . . .\n"
				    ". . X . . . O . .\n"
				    ". . . . . . . . .\n"
				    ". . O X . . O . .\n"
				    ". . X . X . . . .\n"
				    ". . X X . . X . .\n"
				    ". . . . . . . . .\n"
				    ". . O . . . . . .\n");
	record_free(r);
}

static void test_handicap_mismatch(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[9]HA[3]AB[cc][gg];W[ee])", 0);

	assert_int_equal(game_handicap(record_game(r)), 0);
	assert_int_equal(game_board(record_game(r))->stones[BLACK], 2);
	assert_true(warned(r, "t.sgf:1:8: HA[3] but 2 black and 0 white setup stones: loaded as setup"));
	record_free(r);
	r = LOAD("(;SZ[9]HA[2]AB[cc][gg])", 0);
	assert_int_equal(game_handicap(record_game(r)), 2);
	assert_int_equal(game_to_move(record_game(r)), WHITE);
	record_free(r);
	r = LOAD("(;SZ[9]HA[two])", 0);
	assert_true(warned(r, "HA[two]: expected a number of handicap stones: ignored"));
	record_free(r);
}

/* A record's clock values that are no SGF real or number are warnings naming them and their place
 * (TM[nan] used to reach the clock, and TM[0x1p3] was 8 seconds); the game loads whole. */
static void test_clock_values_checked(void **state)
{
	(void)state;
	struct record *r = LOAD("(;GM[1]FF[4]SZ[9]TM[nan]OT[5x30 byo-yomi]\n;B[ee]BL[inf]OB[x];W[cc]WL[0x1p3]OW[2]\n;B[dd]BL[-3]WL[41.5])", 0);

	assert_int_equal(record_moves(r), 3);
	assert_true(warned(r, "t.sgf:1:18: TM[nan]: expected a main time in seconds, such as 600 or 2.5: no clock"));
	assert_true(warned(r, "t.sgf:2:7: BL[inf]: expected Black's time left in seconds, such as 41.5: ignored"));
	assert_true(warned(r, "t.sgf:2:14: OB[x]: expected the periods or moves Black has left, such as 3: ignored"));
	assert_true(warned(r, "t.sgf:2:25: WL[0x1p3]: expected White's time left"));
	assert_false(warned(r, "OW[2]"));
	assert_false(warned(r, "BL[-3]"));   /* a time run out, as some servers write it */
	assert_false(warned(r, "WL[41.5]"));
	assert_int_equal(record_nwarnings(r), 4);
	record_free(r);
	r = LOAD("(;TM[-60];B[ee])", 0);
	assert_true(warned(r, "TM[-60]: expected a main time in seconds"));
	record_free(r);
	r = LOAD("(;TM[1800]OT[25/300 Canadian];B[ee]BL[1795.25]OB[24])", 0);
	assert_int_equal(record_nwarnings(r), 0);
	record_free(r);
}

static void test_rules_from_ru(void **state)
{
	(void)state;
	struct record *r = load_file("unknown.sgf", "chinese", 0);
	struct ruleset chinese = rules_named("chinese");

	/* RU[Martian] keeps the caller's rules, KM[seven] the rules' komi. */
	assert_true(ruleset_equal(game_rules(record_game(r)), &chinese));
	assert_false(record_komi_given(r));
	assert_true(warned(r, "unknown.sgf:1:19: RU[Martian]: "));
	assert_true(warned(r, "playing under chinese"));
	assert_true(warned(r, "unknown.sgf:1:30: KM[seven]: expected a komi from -1000 to 1000, such as 6.5: komi 7.5 kept"));
	assert_int_equal(game_board(record_game(r))->size, 13);
	record_free(r);

	const char *ru[] = { "Chinese", "AGA", "NZ", "TT", "Japanese", "koPOSITIONALscoreAREAtaxNONEsui1komi7.5" };
	const char *name[] = { "chinese", "aga", "new-zealand", "tromp-taylor", "japanese", NULL };
	for (size_t i = 0; i < sizeof ru / sizeof *ru; i++) {
		char text[128], err[ERR_LEN];
		struct ruleset want;
		snprintf(text, sizeof text, "(;RU[%s])", ru[i]);
		r = LOAD(text, 0);
		assert_int_equal(ruleset_parse(&want, name[i] ? name[i] : ru[i], err, sizeof err), 0);
		assert_true(ruleset_equal(game_rules(record_game(r)), &want));
		assert_int_equal(record_nwarnings(r), 0);
		record_free(r);
	}
}

static void test_board_errors(void **state)
{
	(void)state;
	LOAD_FAILS("(;GM[1]SZ[17:3];B[aa])", "t.sgf:1:8: SZ[17:3]: rectangular boards (17x3) are not "
		   "supported");
	/* Every size tengen cannot play gets the same message with the valid range: SZ[0] (which the
	 * SGF reader refuses as a size) and SZ[1] (which it reads) once had different ones. */
	LOAD_FAILS("(;SZ[26])", "t.sgf:1:3: SZ[26]: expected a board size from 2 to 25");
	LOAD_FAILS("(;SZ[1])", "t.sgf:1:3: SZ[1]: expected a board size from 2 to 25");
	LOAD_FAILS("(;SZ[0])", "t.sgf:1:3: SZ[0]: expected a board size from 2 to 25");
	LOAD_FAILS("(;SZ[-3])", "t.sgf:1:3: SZ[-3]: expected a board size from 2 to 25");
	LOAD_FAILS("(;SZ[99999999999])", "t.sgf:1:3: SZ[99999999999]: expected a board size from 2 to 25");
	LOAD_FAILS("(;SZ[big])", "t.sgf:1:3: SZ[big]: expected a board size from 2 to 25");
	LOAD_FAILS("(;GM[2]SZ[8])", "t.sgf:1:3: GM[2]: not a game of Go (GM[1])");
	LOAD_FAILS("(;B[aa", "t.sgf:1:7: expected ']' to close the value of B started at 1:4, found "
		   "the end of the file");

	struct ruleset tt = rules_named("tromp-taylor");
	char err[ERR_LEN];
	assert_null(record_read_file(SGF_TEST_DIR "/bad/rectangular.sgf", &tt, 0, err, sizeof err));
	assert_string_equal(err, SGF_TEST_DIR "/bad/rectangular.sgf:1:8: SZ[17:3]: rectangular boards "
			    "(17x3) are not supported");
	struct sgf_collection *c = sgf_parse("(;)", 3, "one.sgf", err, sizeof err);
	assert_null(record_from_sgf(c, 1, &tt, 0, err, sizeof err));
	assert_string_equal(err, "one.sgf: there is no game 2: the file holds 1");

	struct record *r = LOAD("(;SZ[25];B[yy])", 0);
	assert_moves(record_game(r), "X Z1");
	record_free(r);
	r = LOAD("(;SZ[2];B[aa];W[bb])", 0);
	assert_moves(record_game(r), "X A2 O B1");
	record_free(r);
}

static void test_passes(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[19];B[tt];W[];B[dd])", 0);
	struct game *g = record_game(r);

	/* Two passes end the game; the move after them resumes it. */
	assert_moves(g, "X pass O pass X D16");
	assert_int_equal(game_phase(g), PHASE_PLAY);
	assert_int_equal(game_move(g, 3)->flags & MOVE_RESUMES, MOVE_RESUMES);
	record_free(r);
	r = LOAD("(;SZ[21];B[tt];W[])", 0);
	assert_moves(record_game(r), "X U2 O pass");
	record_free(r);
}

/* A handicap record without KM takes its rules' handicap komi (0.5, Tang 0), as GNU Go reads it;
 * with KM, KM; an even game its rules' own komi. */
static void test_handicap_without_km(void **state)
{
	static const struct { const char *text; int komi2; } cases[] = {
		{ "(;GM[1]FF[4]SZ[9]HA[2]RU[Japanese]AB[cg][gc];W[ee];B[])", 1 },
		{ "(;GM[1]FF[4]SZ[9]HA[2]RU[AGA]AB[cg][gc];W[ee];B[])", 1 },
		{ "(;GM[1]FF[4]SZ[9]HA[2]RU[Tang]AB[cg][gc];W[ee];B[])", 0 },
		{ "(;GM[1]FF[4]SZ[9]HA[2]AB[cg][gc];W[ee];B[])", 1 },                 /* the defaults' rules */
		{ "(;GM[1]FF[4]SZ[9]HA[2]KM[6.5]RU[Japanese]AB[cg][gc];W[ee];B[])", 13 },
		{ "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[])", 13 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct record *r = LOAD(cases[i].text, 0);
		if (game_rules(record_game(r))->komi2 != cases[i].komi2)
			fail_msg("%s: komi2 %d, expected %d", cases[i].text, game_rules(record_game(r))->komi2,
				 cases[i].komi2);
		record_free(r);
	}
}

static void test_multimove_and_empty_nodes(void **state)
{
	(void)state;
	struct record *r = load_file("multimove.sgf", "tromp-taylor", 0);

	assert_moves(record_game(r), "X C3 O C4 X B4 O D3 X D4 O C2 X B3");
	assert_int_equal(game_rules(record_game(r))->komi2, 48);
	assert_ptr_equal(record_move_node(r, 1), record_move_node(r, 2));
	assert_int_equal(record_line_length(r), 13);
	record_free(r);
}

static void test_first_player_and_repeated_colour(void **state)
{
	(void)state;
	struct record *r = load_file("katago-pl.sgf", "japanese", 0);
	struct game *g = record_game(r);
	struct ruleset want = rules_named("tromp-taylor");

	want.komi2 = 10;
	assert_true(ruleset_equal(game_rules(g), &want));
	assert_moves(g, "O R14 O N16 X Q14 O Q13 X P14 O pass X pass");
	const struct board *b = game_board(g);
	const char *black[] = { "D16", "Q16", "D4", "Q4" };
	for (size_t i = 0; i < 4; i++)
		assert_int_equal(b->color[AT(b, black[i])], BLACK);
	record_free(r);
	r = load_file("katago-pl.sgf", "japanese", 1);
	assert_int_equal(game_to_move(record_game(r)), WHITE);
	record_free(r);
	r = LOAD("(;SZ[9];W[ee])", 1);
	assert_int_equal(game_to_move(record_game(r)), WHITE);   /* the first move's colour */
	record_free(r);
	r = LOAD("(;SZ[9]PL[x])", 1);
	assert_int_equal(game_to_move(record_game(r)), BLACK);
	assert_true(warned(r, "PL[x]: expected B or W: ignored"));
	record_free(r);
}

static void test_illegal_move_stops(void **state)
{
	(void)state;
	struct record *r = load_file("illegal.sgf", "tromp-taylor", 0);

	assert_int_equal(record_moves(r), 2);
	assert_int_equal(record_line_moves(r), 4);
	assert_int_equal(game_moves(record_game(r)), 2);
	assert_string_equal(record_stop_reason(r), SGF_TEST_DIR "/illegal.sgf:3:2: move 3 (black C7) "
			    "is illegal: occupied: C7 already holds a white stone; the game is loaded up "
			    "to move 2");
	assert_true(warned(r, "move 3 (black C7)"));
	record_free(r);

	/* A simple ko retaken at once. */
	r = LOAD("(;SZ[5]RU[Japanese]AB[bb][ac][bd]AW[cb][dc][cd][bc];B[cc];W[bc])", 0);
	assert_int_equal(record_moves(r), 1);
	assert_non_null(strstr(record_stop_reason(r), "move 2 (white B3) is illegal: "));
	assert_non_null(strstr(record_stop_reason(r), "ko"));
	record_free(r);

	r = LOAD("(;SZ[9];B[ee];W[zz];B[aa])", 0);
	assert_int_equal(record_moves(r), 1);
	assert_string_equal(record_stop_reason(r), "t.sgf:1:15: move 2: W[zz] is not a point of a 9x9 "
			    "board; the game is loaded up to move 1");
	record_free(r);
}

static void test_setup_after_moves(void **state)
{
	(void)state;
	struct record *r = load_file("setup-later.sgf", "tromp-taylor", 0);
	const struct game *g = record_game(r);

	/* B E5, W C3, the setup node (AB G3), W G7: four actions, the third a setup. */
	assert_null(record_stop_reason(r));
	assert_int_equal(record_moves(r), 4);
	assert_int_equal(record_line_moves(r), 4);
	assert_int_equal(game_move(g, 3)->action, ACTION_SETUP);
	assert_ptr_equal(record_move_node(r, 3), record_line_node(r, 3));
	ASSERT_BOARD(game_board(g),
		     ". . . . . . . . .\n"
		     ". . . . . . . . .\n"
		     ". . O . . . O . .\n"
		     ". . . . . . . . .\n"
		     ". . . . X . . . .\n"
		     ". . . . . . . . .\n"
		     ". . . . . . X . .\n"
		     ". . . . . . . . .\n"
		     ". . . . . . . . .\n");
	/* Written back as a line, the setup is a node of its own that loads to the same game. */
	struct sgf_collection *c = record_to_sgf(g, NULL);
	char *text = sgf_write(c, NULL);
	assert_non_null(strstr(text, ";AB[gg]PL[B];W[gc]"));
	struct record *again = LOAD(text, 0);
	assert_true(board_equal(game_board(record_game(again)), game_board(g)));
	assert_int_equal(game_to_move(record_game(again)), BLACK);
	record_free(again);
	free(text);
	sgf_free(c);
	record_free(r);

	/* Setup in the node of the first move is part of the start position. */
	r = LOAD("(;SZ[9];AB[aa]B[ee];W[cc])", 0);
	assert_null(record_stop_reason(r));
	assert_int_equal(game_board(record_game(r))->stones[BLACK], 2);
	assert_int_equal(record_moves(r), 2);
	record_free(r);
	/* A later PL alone names the player to move; AE takes a stone off without a capture. */
	r = LOAD("(;SZ[5];B[cc];W[aa];AE[cc]PL[W];W[bb])", 0);
	assert_int_equal(record_moves(r), 4);
	assert_int_equal(game_prisoners(record_game(r), WHITE), 0);
	ASSERT_BOARD(game_board(record_game(r)),
		     "O . . . .\n"
		     ". O . . .\n"
		     ". . . . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	record_free(r);
}

/* A point set twice in one node (AB[cc]AW[cc]) is a warning naming both; the later one is used, in
 * the start position and in a setup after moves alike.  Across nodes it is nothing to warn of. */
static void test_setup_point_set_twice(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[5]AB[aa][cc]AW[cc])", 0);
	assert_int_equal(record_nwarnings(r), 1);
	assert_true(warned(r, ":1:18: AW sets C3, which AB of the same node already set (SGF sets a point "
			   "once per node): AW, the later, is used"));
	ASSERT_BOARD(game_board(record_game(r)),
		     "X . . . .\n"
		     ". . . . .\n"
		     ". . O . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	record_free(r);
	r = LOAD("(;SZ[5];B[aa];AE[bb:cc]AB[cc])", 0);
	assert_true(warned(r, "AB sets C3, which AE of the same node already set"));
	assert_int_equal(game_board(record_game(r))->color[board_point(game_board(record_game(r)), 2, 2)], BLACK);
	record_free(r);
	r = LOAD("(;SZ[5]AB[cc];AW[cc])", 0);
	assert_int_equal(record_nwarnings(r), 0);
	record_free(r);
}

/* record_goto: the game as it stands at a node, nothing after it; record_reached says how far. */
static void test_goto_node(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]C[second]))", 0);
	char err[ERR_LEN];
	struct sgf_node *w = record_root(r)->child->child->next;   /* W[dd] */

	assert_int_equal(record_moves(r), 3);                      /* the main line */
	assert_int_equal(record_goto(r, w, err, sizeof err), 0);
	assert_moves(record_game(r), "X A9 O D6");
	assert_ptr_equal(record_reached(r), w);
	assert_int_equal(record_goto(r, record_root(r)->child, err, sizeof err), 0);
	assert_moves(record_game(r), "X A9");
	assert_int_equal(record_line_length(r), 2);
	record_free(r);

	/* Loading that stops at an illegal move reaches the node before it. */
	r = LOAD("(;SZ[9];B[aa];W[aa];B[cc])", 0);
	struct sgf_node *last = sgf_main_line_end(record_root(r));
	assert_int_equal(record_goto(r, last, err, sizeof err), 0);
	assert_non_null(record_stop_reason(r));
	assert_ptr_equal(record_reached(r), record_root(r)->child);
	record_free(r);
}

static void test_load_before_move(void **state)
{
	(void)state;
	const char *text = "(;SZ[9];B[aa];W[bb];B[cc];W[dd])";
	struct record *r = LOAD(text, 3);

	/* GTP's loadsgf FILE 3: the position before move 3 is played. */
	assert_moves(record_game(r), "X A9 O B8");
	assert_int_equal(record_line_moves(r), 4);
	assert_null(record_stop_reason(r));
	assert_int_equal(game_to_move(record_game(r)), BLACK);
	record_free(r);
	r = LOAD(text, 1);
	assert_int_equal(record_moves(r), 0);
	record_free(r);
	r = LOAD(text, 100);
	assert_int_equal(record_moves(r), 4);
	record_free(r);
	r = LOAD(text, 0);
	assert_int_equal(record_moves(r), 4);
	record_free(r);
}

/* A record's own marking (TB, TW): when it is taken, and what it says (rules/record.h's rule).
 *      A B C D E
 *   5  . . O X .     owned.sgf of the GTP tests: D5 lies in White's area; the analysis reads it
 *   4  O O O O O     dead.  Black's chain is row 3 with B2 B1 and D2 D1.
 *   3  X X X X X
 *   2  . X . X .
 *   1  . X . X .   */
#define OWNED "(;SZ[5]KM[0.5]AB[da][ac][bc][cc][dc][ec][bd][be][dd][de]AW[ab][bb][cb][db][eb][ca]"

/* record_marking_read of the end of the main line of text: "none" (no marking to take), "" (a
 * marking with nothing dead) or a stone of each dead chain. */
static const char *marking_of(const char *text, char *buf, size_t len)
{
	struct record *r = LOAD(text, 0);
	const struct board *b = game_board(record_game(r));
	int dead[BOARD_MAX_POINTS], n = record_marking_read(sgf_main_line_end(record_root(r)), b, dead);
	size_t at = 0;
	char v[8];

	snprintf(buf, len, n < 0 ? "none" : "");
	for (int i = 0; i < n && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? " " : "", board_vertex_str(b, dead[i], v));
	record_free(r);
	return buf;
}

static void test_marking_read(void **state)
{
	char buf[128];

	(void)state;
	/* On the last node, and in the root with only passes after it: the same position. */
	assert_string_equal(marking_of(OWNED ";B[];W[]TW[aa][ba][da][ea])", buf, sizeof buf), "D5");
	assert_string_equal(marking_of(OWNED "TW[da];B[];W[])", buf, sizeof buf), "D5");
	assert_string_equal(marking_of(OWNED "TB[ce][ad][ae];B[];W[])", buf, sizeof buf), "");
	/* The nearest marking wins: the last node's, not the root's. */
	assert_string_equal(marking_of(OWNED "TW[da];B[];W[]TB[ae])", buf, sizeof buf), "");
	/* A stone played, or set up, after it: a picture of the game then, not its marking. */
	assert_string_equal(marking_of(OWNED "TW[da];B[ae];W[];B[])", buf, sizeof buf), "none");
	assert_string_equal(marking_of(OWNED "TW[da];AB[ae];W[])", buf, sizeof buf), "none");
	assert_string_equal(marking_of(OWNED ";B[];W[])", buf, sizeof buf), "none");
	/* One stone of a chain in the other colour's marks the whole chain, named once; a stone in its
	 * own colour's says nothing. */
	assert_string_equal(marking_of(OWNED "TW[bd][be][dd]TB[ab];B[];W[])", buf, sizeof buf), "A4 B2");
	assert_string_equal(marking_of(OWNED "TB[bd][da]TW[ab];B[];W[])", buf, sizeof buf), "");

	/* A node that play goes on from: its TB and TW are not taken, whatever it holds. */
	struct record *r = LOAD(OWNED "TW[da];B[];W[])", 0);
	const struct board *b = game_board(record_game(r));
	int dead[BOARD_MAX_POINTS];
	assert_int_equal(record_marking_read(record_root(r), b, dead), -1);
	assert_int_equal(record_marking_read(NULL, b, dead), -1);
	record_free(r);
}

/* A marking written where two passes ended play, with passes after it: play was taken up again, and
 * the count is to be accepted again (record_marking_reopened); the marking is still the one taken.
 * Written on the last node, or before the passes that end play, it is not. */
static void test_marking_reopened(void **state)
{
	static const struct { const char *tail, *dead; bool reopened; } cases[] = {
		{ ";B[];W[]TW[da];B[];W[])", "D5", true },
		{ ";B[];W[]TW[da];B[])", "D5", true },
		{ ";B[];W[]TW[da])", "D5", false },
		{ "TW[da];B[];W[])", "D5", false },
		{ ";B[]TW[da];W[])", "D5", false },
		{ ";B[];W[])", "none", false },
	};
	char text[512], buf[64];

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(text, sizeof text, "%s%s", OWNED, cases[i].tail);
		struct record *r = LOAD(text, 0);
		const struct sgf_node *last = sgf_main_line_end(record_root(r));
		if (record_marking_reopened(last, game_board(record_game(r))->size) != cases[i].reopened)
			fail_msg("%s: reopened should be %d", cases[i].tail, cases[i].reopened);
		assert_string_equal(marking_of(text, buf, sizeof buf), cases[i].dead);
		record_free(r);
	}
}

/* What record_marking_write writes reads back as the marking counted, also under Tromp-Taylor,
 * whose count leaves a dead stone on the board as alive. */
static void test_marking_write_reads_back(void **state)
{
	(void)state;
	static const char *const rules[] = { "japanese", "tromp-taylor" };

	for (int k = 0; k < 2; k++) {
		struct record *r = LOAD(OWNED ";B[];W[])", 0);
		const struct board *b = game_board(record_game(r));
		struct ruleset rs = rules_named(rules[k]);
		struct score_marking m;
		struct score_input in;
		struct score s;
		int dead[BOARD_MAX_POINTS];
		char v[8];

		score_marking_init(&m);
		score_marking_set(&m, b, board_vertex_parse(b, "D5"), SCORE_DEAD);
		score_input_from_game(&in, record_game(r), &m);
		score_compute(&in, &rs, &s);
		struct sgf_node *last = sgf_main_line_end(record_root(r));
		sgf_prop_add(last, "TB", "aa");   /* replaced */
		record_marking_write(last, b, &s, &m);
		assert_int_equal(record_marking_read(last, b, dead), 1);
		assert_string_equal(board_vertex_str(b, dead[0], v), "D5");
		assert_string_equal(sgf_value(last, "TB"), "ad");   /* A2 first, in board order */
		assert_non_null(sgf_prop_get(last, "TW"));
		record_free(r);
	}
}

static void test_take_game(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[9];B[aa])", 0);
	struct game *g = record_take_game(r);

	assert_null(record_game(r));
	assert_non_null(record_root(r));
	record_free(r);
	assert_int_equal(game_moves(g), 1);
	game_free(g);
}

static void test_charset_warnings_reach_record(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[9]PB[Jos\xe9];B[aa])", 0);

	assert_string_equal(sgf_value(record_root(r), "PB"), "Jos\xc3\xa9");
	assert_int_equal(record_nwarnings(r), 1);
	assert_null(record_warning(r, 1));
	record_free(r);
}

/* ---- writing ---- */

/* Write g as SGF text (caller frees). */
static char *write_game(const struct game *g, const struct record_info *info)
{
	struct sgf_collection *c = record_to_sgf(g, info);
	char *text = sgf_write(c, NULL);

	sgf_free(c);
	return text;
}

static void test_write_and_reload(void **state)
{
	(void)state;
	struct ruleset jp = rules_named("japanese");
	struct game *g = game_new(9, &jp);
	struct record_info info = { .version = "0.1.0" };

	game_fixed_handicap(g, 2, NULL);
	game_play(g, WHITE, AT(game_board(g), "E5"));
	game_pass(g, BLACK);
	game_resign(g, WHITE);
	char *text = write_game(g, &info);
	struct record *r = LOAD(text, 0);
	struct game *h = record_game(r);
	assert_true(ruleset_equal(game_rules(h), &jp));
	assert_int_equal(game_handicap(h), 2);
	assert_moves(h, "O E5 X pass");
	assert_string_equal(sgf_value(record_root(r), "RE"), "B+R");
	free(text);
	record_free(r);
	game_free(g);
}

static void test_write_text(void **state)
{
	(void)state;
	struct ruleset jp = rules_named("japanese");
	struct game *g = game_new(9, &jp);
	struct record_info info = { .version = "0.1.0" };

	game_fixed_handicap(g, 2, NULL);
	game_play(g, WHITE, AT(game_board(g), "E5"));
	game_pass(g, BLACK);
	game_resign(g, WHITE);
	char *text = write_game(g, &info);
	assert_string_equal(text,
			    "(;FF[4]CA[UTF-8]GM[1]AP[tengen:0.1.0]SZ[9]RU[Japanese]KM[6.5]HA[2]RE[B+R]\n"
			    "AB[gc][cg]\n"
			    ";W[ee];B[])\n");
	free(text);
	game_free(g);
}

static void test_write_setup_pl_result_base(void **state)
{
	(void)state;
	struct ruleset r = rules_named("tromp-taylor");
	struct game *g = game_new(5, &r);
	struct record *base = LOAD("(;FF[3]SZ[19]PB[Ann]PW[Bob]KM[99]DT[2024-01-02]XX[y]AB[aa];B[bb])", 0);
	struct record_info info = { .version = "9", .result = "B+2.5", .base = record_root(base) };

	r.komi2 = 15;
	r.ko = KO_SIMPLE;   /* no preset: written in the long form */
	game_set_rules(g, &r);
	game_setup_stone(g, AT(game_board(g), "A5"), WHITE);
	game_setup_stone(g, AT(game_board(g), "E1"), BLACK);
	game_set_first_player(g, WHITE);
	char *text = write_game(g, &info);
	char ru[256];
	char want[1024];
	snprintf(want, sizeof want, "(;FF[4]CA[UTF-8]GM[1]AP[tengen:9]SZ[5]PB[Ann]PW[Bob]DT[2024-01-02]XX[y]\n"
		 "RU[%s]\nKM[7.5]RE[B+2.5]AB[ee]AW[aa]PL[W])\n",
		 ruleset_long_str(&r, ru, sizeof ru));
	assert_string_equal(text, want);
	struct record *back = LOAD(text, 0);
	assert_true(ruleset_equal(game_rules(record_game(back)), &r));
	assert_int_equal(game_to_move(record_game(back)), WHITE);
	assert_string_equal(sgf_value(record_root(back), "PB"), "Ann");
	free(text);
	record_free(back);
	record_free(base);
	game_free(g);
}

static void test_write_passes_without_result(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[9]RU[Japanese];B[aa])", 0);
	struct game *g = record_game(r);
	struct record_info info = { .version = "1" };

	game_pass(g, WHITE);
	game_pass(g, BLACK);
	char *text = write_game(g, &info);
	assert_null(strstr(text, "RE["));
	assert_non_null(strstr(text, ";B[aa];W[];B[])"));
	free(text);
	record_free(r);
}

/* Round trip through SGF of every test file's main line. */
static void test_roundtrip_files(void **state)
{
	(void)state;
	const char *files[] = { "spec/ff4_ex.sgf", "spec/dd_vw_ex.sgf", "ff3.sgf", "handicap.sgf",
				"illegal.sgf", "latin1.sgf", "setup-later.sgf", "unknown.sgf",
				"multimove.sgf", "katago-pl.sgf" };

	for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
		struct record *r = load_file(files[i], "aga", 0);
		struct record_info info = { .version = "t", .base = record_root(r) };
		char *text = write_game(record_game(r), &info);
		struct record *back = LOAD(text, 0);
		struct game *a = record_game(r), *b = record_game(back);
		struct board sa, sb;
		char ma[8192], mb[8192];
		game_board_at(a, 0, &sa);
		game_board_at(b, 0, &sb);
		assert_true(board_equal(&sa, &sb));
		assert_true(board_equal(game_board(a), game_board(b)));
		assert_string_equal(moves_str(a, ma, sizeof ma), moves_str(b, mb, sizeof mb));
		assert_true(ruleset_equal(game_rules(a), game_rules(b)));
		assert_int_equal(game_handicap(a), game_handicap(b));
		assert_int_equal(game_to_move(a), game_to_move(b));
		assert_null(record_stop_reason(back));
		free(text);
		record_free(back);
		record_free(r);
	}
}

static void test_write_file(void **state)
{
	(void)state;
	char path[] = "/tmp/tengen-test-record-XXXXXX", err[ERR_LEN];
	int fd = mkstemp(path);
	struct record *r = load_file("handicap.sgf", "tromp-taylor", 0);
	struct record_info info = { .version = "t" };
	struct ruleset tt = rules_named("tromp-taylor");

	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(record_write_file(record_game(r), &info, path, err, sizeof err), 0);
	struct record *back = record_read_file(path, &tt, 0, err, sizeof err);
	assert_non_null(back);
	assert_int_equal(record_moves(back), 10);
	assert_int_equal(game_handicap(record_game(back)), 2);
	unlink(path);
	record_free(back);
	record_free(r);
}

/* ---- size ---- */

static void test_long_game(void **state)
{
	(void)state;
	/* 100,000 moves: 40 stones, then passes (every pair ends the game, the next pass resumes). */
	int n = 100000;
	char *s = malloc((size_t)n * 8 + 64);
	size_t k = (size_t)sprintf(s, "(;SZ[19]");
	for (int i = 0; i < n; i++)
		k += i < 40 ? (size_t)sprintf(s + k, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + 2 * (i / 19))
			    : (size_t)sprintf(s + k, ";%c[]", i % 2 ? 'W' : 'B');
	strcpy(s + k, ")");
	struct record *r = LOAD(s, 0);
	assert_int_equal(record_moves(r), n);
	assert_null(record_stop_reason(r));
	assert_int_equal(game_board(record_game(r))->stones[BLACK], 20);
	record_free(r);
	free(s);
}

/* The parser's own test nests 100,000 deep; here the loader follows a deep line to its end. */
static void test_deep_variations(void **state)
{
	(void)state;
	int depth = 10000;
	char *s = malloc((size_t)depth * 8 + 64);
	size_t k = (size_t)sprintf(s, "(;SZ[9]");
	for (int i = 0; i < depth; i++)
		k += (size_t)sprintf(s + k, "(;%c[]", i % 2 ? 'W' : 'B');
	memset(s + k, ')', (size_t)depth + 1);
	s[k + (size_t)depth + 1] = '\0';
	struct record *r = LOAD(s, 0);
	assert_int_equal(record_moves(r), depth);
	assert_int_equal(record_line_length(r), depth + 1);
	record_free(r);
	free(s);
}

/* A set-up stone without liberty is cleared by the next move wherever it stands (rule 7 clears every
 * chain of the colour that reaches no empty point): White C3 takes Black's A5. */
static void test_setup_chain_without_liberty_is_cleared(void **state)
{
	(void)state;
	struct record *r = LOAD("(;SZ[5]RU[TT]PL[W]AB[aa]AW[ba][ab];W[cc])", -1);
	const struct game *g = record_game(r);

	ASSERT_BOARD(game_board(g),
		     ". O . . .\n"
		     "O . . . .\n"
		     ". . O . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_int_equal(game_prisoners(g, WHITE), 1);
	assert_int_equal(game_move(g, 1)->captured, 1);
	record_free(r);
}

/* ---- moving the line's game by the difference ---- */

/* The child indices from the root to n into path (the root has none); returns how many. */
static int node_path(const struct sgf_node *n, int *path)
{
	int len = 0;

	for (const struct sgf_node *m = n; m->parent; m = m->parent)
		len++;
	for (int i = len - 1; n->parent; n = n->parent, i--) {
		path[i] = 0;
		for (const struct sgf_node *s = n->parent->child; s != n; s = s->next)
			path[i]++;
	}
	return len;
}

/* The node of r's tree at the path of n (a node of a tree of the same shape). */
static struct sgf_node *same_node(const struct record *r, const struct sgf_node *n)
{
	static int path[20000];
	int len = node_path(n, path);
	struct sgf_node *m = record_root(r);

	for (int i = 0; i < len; i++)
		for (m = m->child; path[i] > 0; path[i]--)
			m = m->next;
	return m;
}

static int warning_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The warnings of r, sorted, as one text (caller frees). */
static char *warnings_sorted(const struct record *r)
{
	int n = record_nwarnings(r);
	const char **w = malloc(((size_t)n + 1) * sizeof *w);
	size_t len = 1;

	for (int i = 0; i < n; i++) {
		w[i] = record_warning(r, i);
		len += strlen(w[i]) + 1;
	}
	qsort(w, (size_t)n, sizeof *w, warning_cmp);
	char *text = calloc(1, len);
	for (int i = 0; i < n; i++)
		strcat(strcat(text, w[i]), "\n");
	free(w);
	return text;
}

/*
 * r stands where a whole load of its line stands: ref (a record of the same text) loads the path to
 * the node of r's line end from its start, and the two must agree in everything: the game to the
 * last bit, the line, the node reached, the stop reason, the warnings.
 */
static void assert_as_whole_load(const struct record *r, struct record *ref)
{
	char err[ERR_LEN];
	const struct sgf_node *end = record_line_node(r, record_line_length(r) - 1);
	long loads = record_loads(ref);

	record_changed(ref, record_root(ref));   /* the root changed: ref loads from the start */
	assert_int_equal(record_goto(ref, same_node(ref, end), err, sizeof err), 0);
	assert_int_equal(record_loads(ref), loads + 1);
	ASSERT_SAME_GAME(record_game(r), record_game(ref));
	assert_int_equal(record_line_length(r), record_line_length(ref));
	assert_int_equal(record_moves(r), record_moves(ref));
	assert_int_equal(record_line_moves(r), record_line_moves(ref));
	for (int i = 0; i <= record_moves(r); i++)
		assert_ptr_equal(same_node(ref, record_move_node(r, i)), record_move_node(ref, i));
	if (!record_reached(r))
		assert_null(record_reached(ref));
	else
		assert_ptr_equal(same_node(ref, record_reached(r)), record_reached(ref));
	if (!record_stop_reason(r) || !record_stop_reason(ref))
		assert_ptr_equal(record_stop_reason(r), record_stop_reason(ref));
	else
		assert_string_equal(record_stop_reason(r), record_stop_reason(ref));
	char *a = warnings_sorted(r), *b = warnings_sorted(ref);
	assert_string_equal(a, b);
	free(a);
	free(b);
}

/* The actions the nodes of the path to n bring, up to (not including) depth `upto` (the root is
 * depth 1): what a whole load of them applies. */
static int path_actions(const struct sgf_node *n, int upto)
{
	static struct sgf_node *line[20000];
	static int acts[20000];
	int len = 0;

	for (const struct sgf_node *m = n; m; m = m->parent)
		len++;
	for (int i = len - 1; n; n = n->parent, i--)
		line[i] = (struct sgf_node *)n;
	record_count_actions(line, len, acts);
	int sum = 0;
	for (int i = 0; i < upto - 1 && i < len; i++)
		sum += acts[i];
	return sum;
}

/* The depth of the deepest node that the paths to a and b share (the root is depth 1). */
static int shared_depth(const struct sgf_node *a, const struct sgf_node *b)
{
	int depth = 0;

	for (const struct sgf_node *x = a; x; x = x->parent)
		for (const struct sgf_node *y = b; y; y = y->parent)
			if (x == y) {
				for (; x; x = x->parent)
					depth++;
				return depth;
			}
	return 0;
}

/*
 * Go to node with record_goto and check that the game moved by the difference: the actions it
 * applied are those of the new line's nodes after the node it shares with the nodes applied before
 * (each once; when the line stops early, those up to the stop), and the line was loaded from its
 * start only when that node is before the first node with a move (no game-info changes on these
 * lines).  Then compare with a whole load.
 */
static void goto_by_difference(struct record *r, struct record *ref, const struct sgf_node *node)
{
	char err[ERR_LEN];
	const struct sgf_node *from = record_reached(r);   /* the line's nodes applied whole */
	int shared = from ? shared_depth(from, node) : 0;
	long applied = game_applied(record_game(r)), loads = record_loads(r);
	bool start_shared = path_actions(node, shared + 1) > 0;   /* a node with a move is shared */

	assert_int_equal(record_goto(r, node, err, sizeof err), 0);
	assert_int_equal(game_applied(record_game(r)) - applied,
			 record_moves(r) - path_actions(node, shared + 1));
	if (start_shared)
		assert_int_equal(record_loads(r), loads);
	assert_as_whole_load(r, ref);
}

/* A record of a random game of `moves` moves on a size x size board, with a pass now and then. */
static char *random_game_text(int size, int moves, const char *rules, unsigned seed)
{
	struct ruleset rr = rules_named(rules);
	struct game *g = game_new(size, &rr);

	while (game_moves(g) < moves) {
		seed = seed * 1103515245u + 12345u;
		int v = (int)((seed >> 8) % (unsigned)(size * size));
		enum color c = game_to_move(g);
		if (game_phase(g) == PHASE_OVER)
			game_resume(g);
		if ((seed >> 20) % 29 == 0 ||
		    game_play(g, c, board_point(game_board(g), v % size, v / size)).verdict != VERDICT_LEGAL)
			if ((seed >> 24) % 4 == 0)
				game_pass(g, c);
	}
	struct sgf_collection *c = record_to_sgf(g, NULL);
	char *text = sgf_write(c, NULL);
	sgf_free(c);
	game_free(g);
	return text;
}

/* Stepping through a long record: each step forward applies the one move of its node, each step
 * back applies nothing, and the line is never loaded again. */
static void test_step_applies_one_move(void **state)
{
	(void)state;
	char *text = random_game_text(9, 300, "japanese", 7), err[ERR_LEN];
	struct record *r = LOAD(text, 0), *ref = LOAD(text, 0);
	const struct sgf_node *root = record_root(r);

	assert_int_equal(record_moves(r), 300);
	assert_int_equal(record_loads(r), 1);
	assert_int_equal(record_goto(r, root, err, sizeof err), 0);
	int captured = 0;
	for (const struct sgf_node *n = root->child; n; n = n->child) {
		long applied = game_applied(record_game(r));
		assert_int_equal(record_goto(r, n, err, sizeof err), 0);
		assert_int_equal(game_applied(record_game(r)), applied + 1);
		captured += game_move(record_game(r), record_moves(r))->captured;
		if (record_moves(r) % 50 == 0)
			assert_as_whole_load(r, ref);
	}
	assert_true(captured > 20);
	long applied = game_applied(record_game(r)), loads = record_loads(r);
	for (const struct sgf_node *n = sgf_main_line_end(root)->parent; n->parent; n = n->parent) {
		assert_int_equal(record_goto(r, n, err, sizeof err), 0);
		if (record_moves(r) % 50 == 0)
			assert_as_whole_load(r, ref);
	}
	assert_int_equal(game_applied(record_game(r)), applied);
	assert_int_equal(record_loads(r), loads);
	assert_int_equal(record_moves(r), 1);
	record_free(r);
	record_free(ref);
	free(text);
}

/* All the nodes of r's tree, in preorder, into nodes (room for max); returns how many. */
static int all_nodes(const struct record *r, struct sgf_node **nodes, int max)
{
	int n = 0;

	for (struct sgf_node *x = record_root(r); x && n < max; x = sgf_next(x, record_root(r)))
		nodes[n++] = x;
	return n;
}

/*
 * A tree of variations (a long main line, variations that leave it at many depths, some with
 * passes, later setup and an illegal move), walked at random: each step to a parent, a child, a
 * sibling or any node moves the game by the difference, and stands where a whole load stands.
 */
static void test_random_walk_by_difference(void **state)
{
	(void)state;
	char *main_line = random_game_text(7, 120, "tromp-taylor", 11), err[ERR_LEN];
	struct record *r0 = LOAD(main_line, 0);
	unsigned seed = 5;

	/* Variations: at a node, a few legal moves the tree does not hold, or setup, or an illegal one. */
	for (int k = 0; k < 80; k++) {
		struct sgf_node *nodes[1000];
		int n = all_nodes(r0, nodes, 1000);
		seed = seed * 1103515245u + 12345u;
		struct sgf_node *at = nodes[(seed >> 8) % (unsigned)n];
		assert_int_equal(record_goto(r0, at, err, sizeof err), 0);
		at = record_line_node(r0, record_line_length(r0) - 1);   /* where the line stopped */
		const struct game *g = record_game(r0);
		for (int len = 0; len < 6; len++) {
			seed = seed * 1103515245u + 12345u;
			int v = (int)((seed >> 8) % 49);
			struct sgf_node *child = sgf_add_child(at);
			char pt[3], id[3] = { game_to_move(g) == BLACK ? 'B' : 'W', '\0' };
			sgf_point_str((struct sgf_point){ v % 7, v / 7 }, pt);
			if ((seed >> 20) % 9 == 0)
				sgf_prop_add(child, "AB", pt);
			else if ((seed >> 20) % 9 == 1 || game_phase(g) == PHASE_OVER)
				sgf_prop_add(child, id, "");
			else
				sgf_prop_add(child, id, pt);   /* legal or not: an illegal one stops the line */
			assert_int_equal(record_goto(r0, child, err, sizeof err), 0);
			at = child;
			if (record_reached(r0) != child)
				break;
		}
	}
	char *text = sgf_write(record_sgf(r0), NULL);
	record_free(r0);
	struct record *r = LOAD(text, 0), *ref = LOAD(text, 0);
	struct sgf_node *nodes[1000];
	int n = all_nodes(r, nodes, 1000), stops = 0, jumps = 0;
	assert_true(n > 250);
	for (int step = 0; step < 1500; step++) {
		const struct sgf_node *now = record_line_node(r, record_line_length(r) - 1), *to = now;
		seed = seed * 1103515245u + 12345u;
		switch ((seed >> 8) % 5) {
		case 0: to = nodes[(seed >> 12) % (unsigned)n]; jumps++; break;
		case 1: to = now->parent ? now->parent : now; break;
		case 2: to = now->next ? now->next : now->parent ? now->parent->child : now; break;
		default: to = now->child ? now->child : now; break;
		}
		goto_by_difference(r, ref, to);
		stops += record_stop_reason(r) != NULL;
	}
	assert_true(stops > 10);
	assert_true(jumps > 200);
	record_free(r);
	record_free(ref);
	free(text);
	free(main_line);
}

/* A node changed on the line is applied again with what follows it, and nothing before it; the
 * setup of the start position and the rules load the whole line again. */
static void test_changed_node(void **state)
{
	(void)state;
	const char *text = "(;SZ[9]KM[6.5];B[ee];W[cc];B[gg];W[cg];B[gc];W[dd])";
	struct record *r = LOAD(text, 0), *ref = LOAD(text, 0);
	struct sgf_node *third = record_root(r)->child->child->child, *end = sgf_main_line_end(third);
	char err[ERR_LEN];

	/* Setup after moves, added at move 3: moves 3 to 6 are applied again (with the setup action). */
	sgf_prop_add(third, "AW", "ea");
	long applied = game_applied(record_game(r));
	record_changed(r, third);
	assert_int_equal(record_moves(r), 2);
	assert_int_equal(record_goto(r, end, err, sizeof err), 0);
	assert_int_equal(game_applied(record_game(r)) - applied, 5);
	assert_int_equal(record_loads(r), 1);
	sgf_prop_add(same_node(ref, third), "AW", "ea");
	assert_as_whole_load(r, ref);

	/* A stone of the start position: all again. */
	sgf_prop_add(record_root(r), "AB", "aa");
	sgf_prop_add(record_root(ref), "AB", "aa");
	record_changed(r, record_root(r));
	assert_int_equal(record_goto(r, end, err, sizeof err), 0);
	assert_int_equal(record_loads(r), 2);
	assert_as_whole_load(r, ref);

	/* RU given at move 4 (the first on the line): a line through it is Japanese, every move. */
	struct sgf_node *fourth = third->child;
	sgf_prop_set(fourth, "RU", "Japanese");
	sgf_prop_set(same_node(ref, fourth), "RU", "Japanese");
	record_changed(r, fourth);
	assert_int_equal(record_goto(r, end, err, sizeof err), 0);
	assert_int_equal(record_loads(r), 3);
	assert_true(game_rules(record_game(r))->scoring == SCORING_TERRITORY);
	assert_as_whole_load(r, ref);
	/* Stepping back before the node of RU changes the rules again: the line is loaded anew, and
	 * forward again, once more. */
	assert_int_equal(record_goto(r, third, err, sizeof err), 0);
	assert_int_equal(record_loads(r), 4);
	assert_true(game_rules(record_game(r))->scoring == SCORING_AREA);
	assert_as_whole_load(r, ref);
	assert_int_equal(record_goto(r, fourth, err, sizeof err), 0);
	assert_int_equal(record_loads(r), 5);
	assert_as_whole_load(r, ref);

	/* A node not on the line: nothing. */
	record_changed(r, record_root(ref));
	assert_int_equal(record_loads(r), 5);
	record_free(r);
	record_free(ref);
}

/* Where the line stops (an illegal move in a node holding two moves), the warnings of the nodes
 * after the ancestor, and an action others added: what a whole load gives, every time. */
static void test_stop_and_warnings_by_difference(void **state)
{
	(void)state;
	const char *text = "(;SZ[5];B[cc];W[dd](;B[bb][cb];B[aa]W[cc];B[ee])(;B[dd]C[occupied];W[ab])"
			   "(;B[]BL[nan];W[];B[aa];W[zz]))";
	struct record *r = LOAD(text, 0), *ref = LOAD(text, 0);
	struct sgf_node *w_dd = record_root(r)->child->child, *two = w_dd->child, *end = sgf_main_line_end(two);
	struct sgf_node *occupied = two->next, *passes = occupied->next;

	assert_string_equal(record_stop_reason(r), "t.sgf:1:37: move 5 (white C3) is illegal: occupied: C3 "
			    "already holds a black stone; the game is loaded up to move 4");
	assert_true(warned(r, "move 3: B has 2 values"));
	assert_int_equal(record_moves(r), 4);   /* B A5 of the node that stopped is played */
	assert_as_whole_load(r, ref);
	goto_by_difference(r, ref, w_dd);
	assert_null(record_stop_reason(r));
	assert_false(warned(r, "2 values"));
	goto_by_difference(r, ref, end);
	assert_non_null(record_stop_reason(r));
	goto_by_difference(r, ref, occupied->child);
	assert_non_null(strstr(record_stop_reason(r), "occupied"));
	assert_ptr_equal(record_reached(r), w_dd);
	goto_by_difference(r, ref, sgf_main_line_end(passes));
	assert_non_null(strstr(record_stop_reason(r), "W[zz] is not a point"));
	assert_true(warned(r, "BL[nan]"));
	/* Two passes ended the game and B A5 resumed it; back before A5 it is over again. */
	goto_by_difference(r, ref, passes->child);
	assert_int_equal(game_end_reason(record_game(r)), END_PASSES);
	goto_by_difference(r, ref, w_dd);
	assert_false(warned(r, "BL[nan]"));   /* the clock's values are checked on the line alone */
	goto_by_difference(r, ref, passes->child);
	goto_by_difference(r, ref, passes->child->child);
	assert_int_equal(game_phase(record_game(r)), PHASE_PLAY);

	/* A resignation the board added at the line's end is taken back before the game moves. */
	assert_int_equal(game_resign(record_game(r), WHITE), 0);
	goto_by_difference(r, ref, passes);
	assert_int_equal(game_end_reason(record_game(r)), END_NONE);
	record_free(r);
	record_free(ref);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setup_chain_without_liberty_is_cleared),
		cmocka_unit_test(test_spec_main_line),
		cmocka_unit_test(test_spec_captures_and_suicide),
		cmocka_unit_test(test_spec_setup_nodes),
		cmocka_unit_test(test_spec_dd_vw),
		cmocka_unit_test(test_handicap_rules_komi),
		cmocka_unit_test(test_handicap_mismatch),
		cmocka_unit_test(test_rules_from_ru),
		cmocka_unit_test(test_board_errors),
		cmocka_unit_test(test_passes),
		cmocka_unit_test(test_handicap_without_km),
		cmocka_unit_test(test_multimove_and_empty_nodes),
		cmocka_unit_test(test_first_player_and_repeated_colour),
		cmocka_unit_test(test_illegal_move_stops),
		cmocka_unit_test(test_setup_after_moves),
		cmocka_unit_test(test_goto_node),
		cmocka_unit_test(test_load_before_move),
		cmocka_unit_test(test_marking_read),
		cmocka_unit_test(test_marking_reopened),
		cmocka_unit_test(test_marking_write_reads_back),
		cmocka_unit_test(test_take_game),
		cmocka_unit_test(test_charset_warnings_reach_record),
		cmocka_unit_test(test_setup_point_set_twice),
		cmocka_unit_test(test_write_text),
		cmocka_unit_test(test_write_and_reload),
		cmocka_unit_test(test_write_setup_pl_result_base),
		cmocka_unit_test(test_write_passes_without_result),
		cmocka_unit_test(test_roundtrip_files),
		cmocka_unit_test(test_write_file),
		cmocka_unit_test(test_long_game),
		cmocka_unit_test(test_deep_variations),
		cmocka_unit_test(test_clock_values_checked),
		cmocka_unit_test(test_step_applies_one_move),
		cmocka_unit_test(test_random_walk_by_difference),
		cmocka_unit_test(test_changed_node),
		cmocka_unit_test(test_stop_and_warnings_by_difference),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
