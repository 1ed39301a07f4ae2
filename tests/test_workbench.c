/*
 * test_workbench.c: the teacher's workbench in the terminal board, without curses, driven as keys,
 * prompt lines and script lines drive it: the setup and markup commands (boards as diagrams), the
 * edit mode's tools, export and load of a diagram, the games of a collection, and exercises (a wrong
 * mark explained with the analysis's proof, a right one tallied over the topic).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rules/file.h"
#include "rules/game.h"
#include "rules/record.h"
#include "rules/sgf.h"
#include "tui/shared/document.h"
#include "tui/shared/exercise.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"
#include "tui/term/registry.h"
#include "tests/diagram.h"

static char tmpdir[64];

static struct app *new_app(int size)
{
	struct app_options opt = { .registry = registry_board(), .setup = { .size = size }, .look = { .ascii = true },
				   .rows = 24, .cols = 80 };

	ruleset_parse(&opt.setup.rules, "japanese", NULL, 0);
	return app_new(&opt);
}

static void run(struct app *a, const char *line)
{
	bool error;
	unsigned before = app_errors(a);

	app_run(a, line);
	if (app_errors(a) != before)
		fail_msg("%s: %s", line, app_message_text(a, &error));
}

static char *screen_of(const struct app *a)
{
	struct screen *s = screen_new(app_rows(a), app_cols(a));

	app_draw(a, s, REACT_ALL);
	char *text = screen_text(s);
	screen_free(s);
	return text;
}

static void assert_screen(const struct app *a, const char *want)
{
	char *text = screen_of(a);

	if (!strstr(text, want))
		fail_msg("the screen has no \"%s\":\n%s", want, text);
	free(text);
}

static const struct board *board_of(const struct app *a) { return game_board(app_game(a)); }

static int setup_tmpdir(void **state)
{
	(void)state;
	snprintf(tmpdir, sizeof tmpdir, "/tmp/tengen-workbench-XXXXXX");
	assert_non_null(mkdtemp(tmpdir));
	setenv("XDG_STATE_HOME", tmpdir, 1);
	return chdir(tmpdir);
}

static int teardown_tmpdir(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	return system(cmd) == 0 ? 0 : -1;
}

/* --- the commands ------------------------------------------------------------------------------------ */

/* setup, to-play, markup, label and info, at a node without a move and after one. */
static void test_setup_commands(void **state)
{
	struct app *a = new_app(5);

	(void)state;
	run(a, "setup black A1 B2 C3");
	run(a, "setup white E5 D4");
	run(a, "setup empty B2");
	run(a, "to-play white");
	ASSERT_BOARD(board_of(a), ". . . . O\n. . . O .\n. . X . .\n. . . . .\nX . . . .");
	assert_int_equal(game_to_move(app_game(a)), WHITE);
	assert_int_equal(game_moves(app_game(a)), 0);   /* all of it in the root */
	run(a, "markup triangle A1 C3");
	run(a, "markup arrow A1 C3");
	run(a, "label E1 x");
	run(a, "info GN \"A small one\"");
	run(a, "info PB Shusaku");
	const struct sgf_node *root = document_root(app_document(a));
	assert_string_equal(sgf_value(root, "GN"), "A small one");
	assert_string_equal(sgf_value(root, "PB"), "Shusaku");
	assert_string_equal(sgf_value(root, "PL"), "W");
	assert_non_null(sgf_prop_get(root, "TR"));
	assert_string_equal(sgf_value(root, "AR"), "ae:cc");
	assert_string_equal(sgf_value(root, "LB"), "ee:x");
	/* after a move: the setup is a step of its own */
	run(a, "play B4");
	run(a, "setup black E1");
	assert_int_equal(game_moves(app_game(a)), 2);
	assert_int_equal(game_move(app_game(a), 2)->action, ACTION_SETUP);
	ASSERT_BOARD(board_of(a), ". . . . O\n. O . O .\n. . X . .\n. . . . .\nX . . . X");
	app_run(a, "setup black Z9");
	bool error;
	assert_string_equal(app_message_text(a, &error), "setup: Z9 is not a point of this 5x5 board");
	app_run(a, "info KM many");
	assert_true(error = true);
	app_free(a);
}

/* A line's course over a stone: the stone drawn, its label beside it, the empty points dotted. */
static void test_course_keeps_label(void **state)
{
	struct app *a = new_app(5);

	(void)state;
	run(a, "setup black B2");
	run(a, "label B2 Q");
	run(a, "markup line A1 C3");
	run(a, "cursor E5");
	assert_screen(a, " 3 . . : . . 3");
	assert_screen(a, " 2 . XQ. . . 2");
	assert_screen(a, " 1 : . . . . 1");
	app_free(a);
}

/* The edit mode: a key per tool, Enter uses it, a tool toggles, u takes the edit back. */
static void test_edit_mode(void **state)
{
	struct app *a = new_app(5);

	(void)state;
	app_key(a, 'E');
	assert_ptr_equal(app_base(a), &mode_edit);
	assert_screen(a, "Set up and mark up");
	run(a, "cursor A5");
	app_key(a, KEYC_ENTER);          /* the black tool first */
	run(a, "cursor B5");
	app_key(a, 'w');
	app_key(a, KEYC_ENTER);
	run(a, "cursor C5");
	app_key(a, KEYC_ENTER);
	app_key(a, KEYC_ENTER);          /* again: taken away */
	ASSERT_BOARD(board_of(a), "X O . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .");
	app_key(a, 't');
	run(a, "cursor A5");
	app_key(a, KEYC_ENTER);
	run(a, "cursor E1");
	assert_screen(a, " 5 X^O . . . 5");  /* the triangle beside the stone */
	app_key(a, 'L');
	run(a, "cursor D3");
	app_key(a, KEYC_ENTER);
	assert_screen(a, " 3 . . .[A]. 3");
	app_key(a, '>');
	run(a, "cursor A1");
	app_key(a, KEYC_ENTER);
	run(a, "cursor C3");
	app_key(a, KEYC_ENTER);
	assert_screen(a, "arrow A1-C3");
	/* drawn too: its course (: on the empty points) and its head (/ up and right, at the cursor) */
	assert_screen(a, " 3 . .[/]A . 3");
	assert_screen(a, " 2 . : . . . 2");
	assert_screen(a, " 1 : . . . . 1");
	app_key(a, 'u');
	char *text = screen_of(a);
	assert_null(strstr(text, "arrow A1-C3"));
	free(text);
	app_key(a, 'r');
	assert_screen(a, "arrow A1-C3");
	app_key(a, 'p');
	assert_int_equal(game_to_move(app_game(a)), WHITE);
	app_key(a, 'a');                 /* alternate: moves, in turn */
	run(a, "cursor E1");
	app_key(a, KEYC_ENTER);
	assert_int_equal(game_moves(app_game(a)), 1);
	assert_int_equal(game_move(app_game(a), 1)->color, WHITE);
	app_key(a, 'u');                 /* no edit after the move: u takes the move back, as in play */
	assert_int_equal(game_moves(app_game(a)), 0);
	app_key(a, 'r');
	assert_int_equal(game_moves(app_game(a)), 1);
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_play);
	app_free(a);
}

/* A click uses the tool at the point clicked: a white stone set up out of turn, a square, then the
 * same square again taken away; no move is played. */
static void test_edit_click(void **state)
{
	struct app *a = new_app(5);
	struct layout l;

	(void)state;
	view_layout(24, 80, 5, false, &l);
	app_key(a, 'E');
	app_key(a, 'w');
	app_click(a, l.grid_y + 1, l.grid_x + 2 * 3);   /* D4 */
	ASSERT_BOARD(board_of(a), ". . . . .\n. . . O .\n. . . . .\n. . . . .\n. . . . .");
	assert_int_equal(game_moves(app_game(a)), 0);
	app_key(a, 's');
	app_click(a, l.grid_y + 4, l.grid_x);           /* A1 */
	assert_screen(a, " 1[#]");
	assert_string_equal(sgf_value(document_root(app_document(a)), "SQ"), "ae");
	app_click(a, l.grid_y + 4, l.grid_x);
	assert_screen(a, " 1[.]");
	assert_null(sgf_value(document_root(app_document(a)), "SQ"));
	app_free(a);
}

/* export diagram and load give the same position, marks and moves; export svg writes a picture;
 * export asks before replacing a file. */
static void test_export_and_load(void **state)
{
	struct app *a = new_app(9);
	char err[256];
	size_t len;

	(void)state;
	run(a, "setup black C7 D7 E7 C8 E8");
	run(a, "setup white B7 B8 F7 F8");
	run(a, "markup circle D8");
	run(a, "label D9 a");
	run(a, "play D9");
	run(a, "play E9");
	run(a, "export diagram seki.txt from 0");
	char *text = file_read("seki.txt", &len, err, sizeof err);
	assert_non_null(text);
	assert_non_null(strstr(text, "$$ | . . . 1 2 . . . . |"));   /* the moves over the label */
	assert_non_null(strstr(text, "$$ | . O X C X O . . . |"));
	free(text);
	struct board want = *board_of(a);
	run(a, "export svg seki.svg count japanese tromp-taylor");
	text = file_read("seki.svg", &len, err, sizeof err);
	assert_non_null(strstr(text, "class=\"board\""));
	assert_non_null(strstr(text, ">japanese: "));
	free(text);
	app_run(a, "export svg seki.svg");
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'y');
	run(a, "load! seki.txt");
	run(a, "goto end");
	assert_true(board_equal(&want, board_of(a)));
	assert_int_equal(game_moves(app_game(a)), 2);
	app_free(a);
}

/* A ko fought from move 21 on a 9x9 board (the points A8 and C8 taken and played again), exported from
 * move 20: the picture names under the board the moves no stone shows, and the message says so;
 * the diagram of a snap-back captions the point played again in its title, and loads back the same. */
static void test_export_moves_played_again(void **state)
{
	struct app *a = new_app(9);
	char err[256];
	size_t len;
	FILE *f = fopen("ko.sgf", "w");

	(void)state;
	fputs("(;GM[1]FF[4]SZ[9]KM[6.5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[af];W[bf];B[cf];W[df];B[ef];W[ff];B[gf]"
	      ";W[hf];B[if];W[ag];B[bg];W[cg];B[dg];W[eg];B[fg];W[gg];B[hg];W[ig];B[ah];W[bh];B[cb];W[ge];B[he]"
	      ";W[bb];B[fe];W[ee];B[cb];W[de];B[ce];W[bb])", f);
	fclose(f);
	run(a, "load ko.sgf");
	run(a, "goto end");
	run(a, "export svg ko.svg from 20");
	assert_screen(a, "under it 21, 27 at C8 (taken); 24 at");
	char *text = file_read("ko.svg", &len, err, sizeof err);
	assert_non_null(strstr(text, ">21, 27 at C8 (taken); 24 at 30</text>"));
	free(text);
	f = fopen("snap.sgf", "w");
	fputs("(;GM[1]FF[4]SZ[5]AB[da][db][ac][bc][cc][dc]AW[ca][ab][bb][cb];B[aa];W[ba];B[aa])", f);
	fclose(f);
	run(a, "load! snap.sgf");
	run(a, "goto end");
	struct board want = *board_of(a);
	run(a, "export diagram snap.txt from 0");
	assert_screen(a, "numbered (3 at");
	run(a, "load! snap.txt");
	run(a, "goto end");
	assert_int_equal(game_moves(app_game(a)), 3);
	assert_true(board_equal(&want, board_of(a)));
	app_free(a);
}

/* A text of several diagrams is a collection: game N shows each. */
static void test_games_of_a_collection(void **state)
{
	struct app *a = new_app(9);

	(void)state;
	run(a, "load " SENSEI_TEST_DIR "/seed003.txt");
	run(a, "game 12");
	assert_screen(a, "Game 12 of 23: W 7, 9 = pass.");
	run(a, "game next");
	run(a, "game prev");
	app_run(a, "game 24");
	assert_screen(a, "this file holds 23 games");
	app_free(a);
}

/* --- exercises ---------------------------------------------------------------------------------------- */

/* The seki topic: the first case answered, one chain wrong (explained with the analysis's proof), one
 * right (tallied); the next case adds to the tally. */
static void test_exercise_topic(void **state)
{
	struct app *a = new_app(9);

	(void)state;
	run(a, "exercise topic seki");
	assert_ptr_equal(app_base(a), &mode_exercise);
	assert_screen(a, "Seed 003, type 4, diagram 1 of 3");
	assert_screen(a, "Topic seki: case 1 of 18; 0 checked");
	char *text = screen_of(a);
	assert_null(strstr(text, "EXPECT"));   /* nothing of the answer */
	assert_null(strstr(text, "seki type 4"));
	free(text);
	run(a, "cursor E5");
	app_key(a, KEYC_ENTER);              /* a vital move: not asked here, and the guess is not the answer */
	assert_screen(a, "asks nothing of the kind (you answered: the vital move is");
	run(a, "cursor E9");
	app_key(a, 's');
	app_key(a, '4');
	run(a, "answer C9 alive 1");         /* wrong: seki, type 4 */
	run(a, "answer count japanese Jigo");
	app_key(a, 'c');
	assert_ptr_equal(app_top(a), &mode_notice);
	assert_screen(a, "Checked: 3 of 14 right, 2 wrong, 9 not answered");   /* a chain: status and type */
	/* each type with its meaning the first time the message names it, not again in the proof */
	assert_screen(a, "C9 white: you said alive, type 1 (two eyes already), the case says");
	assert_screen(a, "seki, type 4 (neither side can capture; no two eyes). C9 white (5");
	assert_screen(a, "stones): seki, type 4: seki: Black cannot capture it");
	assert_screen(a, "proof");
	assert_screen(a, "E9 black: seki, type 4 (neither side can capture; no two eyes), right.");
	app_key(a, 'q');                     /* any key closes the box */
	assert_screen(a, "Topic seki: case 1 of 18; 1 checked, 3 of");
	app_key(a, 'n');
	assert_screen(a, "Seed 003, type 4, diagram 2 of 3");
	run(a, "answer count japanese B+12");
	run(a, "check");
	app_key(a, 'q');
	assert_screen(a, "Topic seki: case 2 of 18; 2 checked, 4 of");
	/* the answer's commands do not apply here */
	app_run(a, "score");
	bool error;
	app_message_text(a, &error);
	assert_true(error);
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_play);
	app_free(a);
}

/* A chain whose line gives a type has two parts, each marked: its status answered alone is right
 * and its type not answered (not the whole answer wrong); a wrong type is wrong and says so. */
static void test_exercise_parts_of_a_chain(void **state)
{
	static const char sgf[] =
		"(;GM[1]FF[4]SZ[9]KM[0]PL[B]AB[ba][bb][ab]AW[ca][cb][cc][bc][ac]\n"
		"C[EXPECT: B9 black dead type 6; C9 white alive\n\nThe board.])";
	char err[256];
	struct ruleset rules;
	struct exercise *e = calloc(1, sizeof *e);

	(void)state;
	ruleset_parse(&rules, "japanese", NULL, 0);
	struct sgf_collection *c = sgf_parse(sgf, sizeof sgf - 1, "t.sgf", err, sizeof err);
	struct record *r = record_from_sgf(c, 0, &rules, 0, err, sizeof err);
	const struct board *b = game_board(record_game(r));
	assert_int_equal(exercise_read(e, record_root(r), b, err, sizeof err), 0);
	exercise_answer_chain(e, b, board_vertex_parse(b, "B9"), LIFE_DEAD, 0);
	exercise_answer_chain(e, b, board_vertex_parse(b, "C9"), LIFE_ALIVE, 0);
	char ans[48];
	assert_string_equal(exercise_answer_str(&e->q[0], b, ans, sizeof ans), "dead, type ?");
	assert_string_equal(exercise_answer_str(&e->q[1], b, ans, sizeof ans), "alive");
	exercise_check(e, record_game(r), NULL, NULL);
	assert_int_equal(e->q[0].mark, EXERCISE_PART);
	assert_int_equal(e->q[0].status_mark, EXERCISE_RIGHT);
	assert_int_equal(e->q[0].type_mark, EXERCISE_UNANSWERED);
	assert_non_null(strstr(e->q[0].why, "B9 black: dead, right; the type was not answered: the case says type 6 (captured for "
				       "good)."));
	assert_int_equal(e->q[1].mark, EXERCISE_RIGHT);   /* no type asked: the status is the whole answer */
	assert_string_equal(e->q[1].why, "C9 white: alive, right.");
	assert_int_equal(e->parts, 3);
	assert_int_equal(e->right, 2);
	assert_int_equal(e->unanswered, 1);
	assert_int_equal(e->wrong, 0);
	exercise_answer_chain(e, b, board_vertex_parse(b, "B9"), LIFE_DEAD, 2);
	exercise_check(e, record_game(r), NULL, NULL);
	assert_int_equal(e->q[0].mark, EXERCISE_WRONG);
	assert_non_null(strstr(e->q[0].why, "B9 black: dead, right; type 2 (two eyes, whoever moves first) is wrong: the case "
				       "says type 6 (captured for good)."));
	assert_int_equal(e->right, 2);
	assert_int_equal(e->wrong, 1);
	record_free(r);
	free(e);
}

/* A teacher's own exercise: an SGF with the lines, a MOVE among them. */
static void test_exercise_of_a_file(void **state)
{
	struct app *a = new_app(9);
	FILE *f = fopen("mine.sgf", "w");

	(void)state;
	fputs("(;GM[1]FF[4]SZ[9]KM[0]PL[B]AB[ba][bb][ab]AW[ca][cb][cc][bc][ac]\n"
	      "C[EXPECT: B9 black dead type 6\nMOVE: W A9\nVERDICT: japanese B A9 legal\n\nBlack's corner.])\n", f);
	fclose(f);
	run(a, "exercise mine.sgf");
	run(a, "answer B9 dead 6");
	run(a, "cursor C5");
	app_key(a, KEYC_ENTER);              /* the vital move: not there */
	run(a, "answer A9 suicide japanese");
	run(a, "check");
	assert_screen(a, "Checked: 2 of 4 right, 2 wrong, 0 not answered");
	assert_screen(a, "The vital move: you played C5, the case says White A9.");
	assert_screen(a, "B A9 by japanese: you said suicide, the case says legal");
	app_free(a);
}

/* The library's vital-move case: a miss is explained by the analysis's line that starts at the vital
 * point, even when it is the other side's (the point Black lives at is the one White kills at), and
 * by the case's paragraph "- The vital move:"; the vital point itself is right. */
static void test_exercise_vital_move_of_the_library(void **state)
{
	struct app *a = new_app(9);

	(void)state;
	run(a, "exercise straight-three");
	assert_screen(a, "the vital move (Black) ?");
	run(a, "cursor A9");
	app_key(a, KEYC_ENTER);
	run(a, "check");
	assert_screen(a, "Checked: 0 of 9 right, 1 wrong, 8 not answered");
	assert_screen(a, "The vital move: you played A9, the case says Black B9. The analysis of");
	assert_screen(a, "D9, the other side first: W B9, B C9, W A9. The case: Black B9, and");
	app_key(a, 'q');
	run(a, "cursor B9");
	app_key(a, KEYC_ENTER);
	run(a, "check");
	assert_screen(a, "Checked: 1 of 9 right, 0 wrong, 8 not answered");
	assert_screen(a, "The vital move: B9, right.");
	app_free(a);
}

/* `exercise` on a game that asks nothing: the exercise mode does not stay, and the error says why
 * (the reason is read before the mode and its state go: the sanitizers and valgrind hold it to that). */
static void test_exercise_of_a_game_asking_nothing(void **state)
{
	struct app *a = new_app(9);
	bool error;

	(void)state;
	app_run(a, "exercise");
	const char *said = app_message_text(a, &error);
	assert_true(error);
	assert_non_null(strstr(said, "exercise: "));
	assert_non_null(strstr(said, "(exercise CASE or exercise topic NAME opens one of the library)"));
	assert_false(app_has_mode(a, &mode_exercise));
	assert_ptr_equal(app_top(a), &mode_play);
	app_free(a);
}

/* A miss is explained with the case's own words too: the comment's paragraph "- VERTEX colour:" for a
 * chain, "- RULESET:" for a count, its lines joined up to a blank line or the next "- "; a question
 * the comment says nothing of has none, and a right answer is not explained. */
static void test_exercise_case_words(void **state)
{
	static const char sgf[] =
		"(;GM[1]FF[4]SZ[9]KM[0]PL[B]AB[ba][bb][ab]AW[ca][cb][cc][bc][ac]\n"
		"C[EXPECT: B9 black dead type 6; C9 white alive type 1\nSCORE: japanese W+16\n\n"
		"- B9 black: dead type 6. White A9\ntakes it whatever Black does.\n"
		"- japanese: White 16 territory and 3 prisoners.\n\nThe board.])";
	char err[256];
	struct ruleset rules;
	struct exercise *e = calloc(1, sizeof *e);

	(void)state;
	ruleset_parse(&rules, "japanese", NULL, 0);
	struct sgf_collection *c = sgf_parse(sgf, sizeof sgf - 1, "t.sgf", err, sizeof err);
	assert_non_null(c);
	struct record *r = record_from_sgf(c, 0, &rules, 0, err, sizeof err);
	assert_non_null(r);
	const struct board *b = game_board(record_game(r));
	assert_int_equal(exercise_read(e, record_root(r), b, err, sizeof err), 0);
	assert_int_equal(e->n, 3);
	assert_string_equal(e->q[0].note, "dead type 6. White A9 takes it whatever Black does.");
	assert_string_equal(e->q[1].note, "");
	assert_string_equal(e->q[2].note, "White 16 territory and 3 prisoners.");
	exercise_answer_chain(e, b, board_vertex_parse(b, "B9"), LIFE_ALIVE, 1);
	exercise_answer_chain(e, b, board_vertex_parse(b, "C9"), LIFE_ALIVE, 1);
	exercise_answer_count(e, "japanese", "B+1");
	exercise_check(e, record_game(r), NULL, NULL);
	assert_int_equal(e->q[0].mark, EXERCISE_WRONG);
	assert_non_null(strstr(e->q[0].why, "you said alive, type 1 (two eyes already), the case says dead, type 6 (captured "
				       "for good)."));
	assert_non_null(strstr(e->q[0].why, ". The case: dead type 6. White A9 takes it whatever Black does."));
	assert_string_equal(e->q[1].why, "C9 white: alive, type 1 (two eyes already), right.");
	assert_int_equal(e->q[2].mark, EXERCISE_WRONG);
	assert_non_null(strstr(e->q[2].why, "The case: White 16 territory and 3 prisoners."));
	record_free(r);
	free(e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setup_commands),
		cmocka_unit_test(test_edit_mode),
		cmocka_unit_test(test_course_keeps_label),
		cmocka_unit_test(test_edit_click),
		cmocka_unit_test(test_export_and_load),
		cmocka_unit_test(test_export_moves_played_again),
		cmocka_unit_test(test_games_of_a_collection),
		cmocka_unit_test(test_exercise_topic),
		cmocka_unit_test(test_exercise_parts_of_a_chain),
		cmocka_unit_test(test_exercise_of_a_file),
		cmocka_unit_test(test_exercise_vital_move_of_the_library),
		cmocka_unit_test(test_exercise_of_a_game_asking_nothing),
		cmocka_unit_test(test_exercise_case_words),
	};

	return cmocka_run_group_tests(tests, setup_tmpdir, teardown_tmpdir);
}
