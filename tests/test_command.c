/*
 * test_command.c: the command table, completion, the prompt, the views and the app, without curses.
 * Every test drives the app as a key, a prompt line or a script line would, and reads the result
 * from the game or the screen model.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/game.h"
#include "rules/judge.h"
#include "rules/marking.h"
#include "tui/shared/autosave.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/prompt.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"
#include "tui/term/registry.h"

static struct app *new_app(int size, bool autosave)
{
	struct app_options opt = { .registry = registry_board(), .setup = { .size = size }, .look = { .ascii = true },
				   .autosave = autosave, .rows = 24, .cols = 80 };

	ruleset_parse(&opt.setup.rules, "japanese", NULL, 0);
	return app_new(&opt);
}

static void run_all(struct app *a, const char *const *lines)
{
	for (int i = 0; lines[i]; i++)
		app_run(a, lines[i]);
}

/* The screen as text. */
static char *screen_of(const struct app *a)
{
	struct screen *s = screen_new(app_rows(a), app_cols(a));

	app_draw(a, s, REACT_ALL);
	char *text = screen_text(s);
	screen_free(s);
	return text;
}

static bool msg_error(const struct app *a)
{
	bool error;

	app_message_text(a, &error);
	return error;
}

/* The state directory of the tests (XDG_STATE_HOME): the group's, or a test's own while it runs. */
static char tmpdir[64], groupdir[64];

static int make_tmpdir(char *dir, size_t size)
{
	snprintf(dir, size, "/tmp/tengen-test-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	setenv("XDG_STATE_HOME", dir, 1);
	snprintf(tmpdir, sizeof tmpdir, "%s", dir);
	return 0;
}

static int remove_tmpdir(const char *dir)
{
	char cmd[128];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static int setup_group(void **state)
{
	(void)state;
	return make_tmpdir(groupdir, sizeof groupdir);
}

static int teardown_group(void **state)
{
	(void)state;
	return remove_tmpdir(groupdir);
}

/* A test's own state directory, removed after it; the group's is the state directory again. */
static int setup_tmpdir(void **state)
{
	static char own[64];

	(void)state;
	return make_tmpdir(own, sizeof own);
}

static int teardown_tmpdir(void **state)
{
	(void)state;
	int r = remove_tmpdir(tmpdir);
	snprintf(tmpdir, sizeof tmpdir, "%s", groupdir);
	setenv("XDG_STATE_HOME", groupdir, 1);
	return r;
}

/* --- parsing -------------------------------------------------------------------------------------- */

static void test_split_quotes(void **state)
{
	char buf[256], err[64], q[128];
	char *argv[8];

	(void)state;
	int argc = command_split("save \"my game.sgf\"  x\\ y # comment", buf, sizeof buf, argv, 8, err,
				 sizeof err);
	assert_int_equal(argc, 3);
	assert_string_equal(argv[1], "my game.sgf");
	assert_string_equal(argv[2], "x y");
	assert_int_equal(command_split("load \"open", buf, sizeof buf, argv, 8, err, sizeof err), -1);
	command_quote("Go \"Seigen\"", q, sizeof q);
	assert_int_equal(command_split(q, buf, sizeof buf, argv, 8, err, sizeof err), 1);
	assert_string_equal(argv[0], "Go \"Seigen\"");
}

/* A line whose words do not fit in buf is refused, and nothing is written past buf: each word's
 * terminator used to go one byte further than the last. */
static void test_split_too_long(void **state)
{
	char area[32 + 16], err[64];
	char *argv[8];

	(void)state;
	memset(area, '#', sizeof area);
	assert_int_equal(command_split("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa b c d e f", area, 32, argv, 8, err,
				       sizeof err), -1);
	assert_string_equal(err, "the line is too long");
	for (size_t i = 32; i < sizeof area; i++)
		assert_int_equal(area[i], '#');
	assert_int_equal(command_split("aaaaaaaaaaaaaaaaaaaaaaaaaaaaa b", area, 32, argv, 8, err, sizeof err), 2);
	assert_string_equal(argv[1], "b");
}

static void test_find_prefix(void **state)
{
	(void)state;
	assert_string_equal(command_find(registry_board(), "und")->name, "undo");
	assert_string_equal(command_find(registry_board(), "play")->name, "play");
	assert_null(command_find(registry_board(), "p"));           /* play, pass, player */
	assert_null(command_find(registry_board(), "nosuch"));
	for (int i = 0; i < registry_board()->ncommands; i++) {
		assert_non_null(registry_board()->commands[i]->exec);
		assert_non_null(registry_board()->commands[i]->help);
	}
}

static void test_key_names(void **state)
{
	char buf[16];
	static const char *const names[] = { "Up", "Enter", "BSpace", "Space", "C-c", "q", "?", ":" };

	(void)state;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		assert_string_equal(key_to_name(key_from_name(names[i]), buf), names[i]);
	assert_int_equal(key_from_name("Return"), KEYC_ENTER);
	assert_int_equal(key_from_name("nonsense"), KEYC_NONE);
}

/* The escape sequences curses may leave undecoded (terminfo of another terminal than the one that
 * sends them, as under tmux): Home and End in every form, the arrows, and clicks in the X10 mouse
 * encoding as well as SGR's. */
static void test_key_decode(void **state)
{
	static const struct { const char *seq; int key; int y, x; } cases[] = {
		{ "[1~", KEYC_HOME, 0, 0 }, { "[4~", KEYC_END, 0, 0 }, { "[7~", KEYC_HOME, 0, 0 },
		{ "[8~", KEYC_END, 0, 0 }, { "[H", KEYC_HOME, 0, 0 }, { "[F", KEYC_END, 0, 0 },
		{ "OH", KEYC_HOME, 0, 0 }, { "OF", KEYC_END, 0, 0 }, { "[A", KEYC_UP, 0, 0 },
		{ "OB", KEYC_DOWN, 0, 0 }, { "[C", KEYC_RIGHT, 0, 0 }, { "[D", KEYC_LEFT, 0, 0 },
		{ "[5~", KEYC_PPAGE, 0, 0 }, { "[6~", KEYC_NPAGE, 0, 0 }, { "[3~", KEYC_DC, 0, 0 },
		{ "[M !!", KEY_DECODE_CLICK, 0, 0 }, { "[M#!!", KEY_DECODE_NONE, 0, 0 },   /* a press; a release */
		{ "[M +5", KEY_DECODE_CLICK, 20, 10 },
		{ "[<0;11;21M", KEY_DECODE_CLICK, 20, 10 }, { "[<0;11;21m", KEY_DECODE_NONE, 0, 0 },
	};
	int y, x;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		y = x = -1;
		int k = key_decode((const unsigned char *)cases[i].seq, strlen(cases[i].seq), &y, &x);
		if (k != cases[i].key)
			fail_msg("ESC %s: %d, not %d", cases[i].seq, k, cases[i].key);
		if (k == KEY_DECODE_CLICK && (y != cases[i].y || x != cases[i].x))
			fail_msg("ESC %s: a click at %d,%d, not %d,%d", cases[i].seq, y, x, cases[i].y, cases[i].x);
	}
	/* a sequence not yet whole asks for more; an unknown one is refused */
	assert_int_equal(key_decode((const unsigned char *)"[1", 2, &y, &x), KEY_DECODE_MORE);
	assert_int_equal(key_decode((const unsigned char *)"[M !", 4, &y, &x), KEY_DECODE_MORE);
	assert_int_equal(key_decode((const unsigned char *)"[<0;1", 5, &y, &x), KEY_DECODE_MORE);
	assert_int_equal(key_decode((const unsigned char *)"x", 1, &y, &x), KEY_DECODE_UNKNOWN);
	assert_int_equal(key_decode((const unsigned char *)"[99~", 4, &y, &x), KEY_DECODE_UNKNOWN);
}

/* --- playing -------------------------------------------------------------------------------------- */

static void test_play_undo_redo(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "play E5");
	app_run(a, "play c3");
	assert_int_equal(game_moves(app_game(a)), 2);
	assert_true(document_changed(app_document(a)));
	app_run(a, "undo");
	assert_int_equal(game_moves(app_game(a)), 1);
	assert_non_null(strstr(app_message_text(a, NULL), "Took back move 2 (White C3)"));
	app_run(a, "redo");
	assert_int_equal(game_moves(app_game(a)), 2);
	app_run(a, "goto 0");
	assert_int_equal(game_moves(app_game(a)), 0);
	app_run(a, "goto end");
	assert_int_equal(game_moves(app_game(a)), 2);
	app_run(a, "play Z9");
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "not a point of this 9x9 board"));
	app_free(a);
}

/* A ko: Black takes at E5, White may not take back at once. */
static void test_ko_refused_in_words(void **state)
{
	static const char *const moves[] = {
		"play D5", "play E5", "play E6", "play F6", "play E4", "play F4", "play J9", "play G5",
		"play F5", NULL,
	};
	struct app *a = new_app(9, false);

	(void)state;
	run_all(a, moves);
	assert_int_equal(game_prisoners(app_game(a), BLACK), 1);
	app_run(a, "play E5");
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "illegal: ko"));
	assert_int_equal(game_moves(app_game(a)), 9);
	char *text = screen_of(a);
	assert_non_null(strstr(text, "illegal: ko"));
	assert_non_null(strstr(text, "1 prisoner"));
	assert_non_null(strstr(text, "E5: White may not take back"));
	free(text);
	app_free(a);
}

static void test_keys_move_and_play(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_key(a, KEYC_LEFT);
	app_key(a, 'k');
	app_key(a, KEYC_ENTER);
	assert_int_equal(game_board(app_game(a))->color[board_vertex_parse(game_board(app_game(a)), "D6")], BLACK);
	app_key(a, 'u');
	assert_int_equal(game_moves(app_game(a)), 0);
	app_key(a, 'x');
	assert_non_null(strstr(app_message_text(a, NULL), "no such key"));
	app_free(a);
}

static void test_two_passes_score(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "play E5");
	app_run(a, "pass");
	app_run(a, "pass");
	assert_ptr_equal(app_base(a), &mode_score);
	char *text = screen_of(a);
	assert_non_null(strstr(text, "Marking: Enter toggles"));
	assert_non_null(strstr(text, "By the game's rules, Japanese-style: B+73.5"));   /* the player's view */
	free(text);
	/* no room for the panel: the results where the game's state was, under the board */
	app_resize(a, 24, 50);
	assert_false(app_too_small(a));
	text = screen_of(a);
	assert_non_null(strstr(text, " Japanese-style B+73.5; Tromp-Taylor B+74.5"));
	free(text);
	app_resize(a, 24, 80);
	app_run(a, "play A1");
	assert_non_null(strstr(app_message_text(a, NULL), "the game is over"));
	app_key(a, 'u');
	assert_ptr_equal(app_base(a), &mode_play);
	app_free(a);
}

/* Arriving where both players passed opens the count once, whichever way: the final pass played
 * again (redo), a pass that follows the same pass of the tree, going to the end; one Escape leaves
 * it (redo and such a pass opened it twice, and the first Escape left it on the screen). */
static void test_count_opens_once(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	run_all(a, (const char *const[]){ "play E5", "pass", "pass", "undo", NULL });
	assert_ptr_equal(app_base(a), &mode_play);
	app_run(a, "redo");
	assert_ptr_equal(app_base(a), &mode_score);
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_play);
	app_run(a, "undo");
	app_run(a, "pass");                   /* the tree's own pass, followed */
	assert_ptr_equal(app_base(a), &mode_score);
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_play);
	app_run(a, "goto start");
	app_run(a, "goto end");
	assert_ptr_equal(app_base(a), &mode_score);
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_play);
	app_free(a);
}

static void test_resign_asks_first(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_key(a, 'R');
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'n');
	assert_ptr_equal(app_top(a), &mode_play);
	assert_int_equal(game_phase(app_game(a)), PHASE_PLAY);
	app_key(a, 'R');
	app_key(a, 'y');
	assert_int_equal(game_end_reason(app_game(a)), END_RESIGN);
	app_free(a);
}

static void test_new_size_handicap_rules(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "play E5");
	app_run(a, "size 13");
	assert_ptr_equal(app_top(a), &mode_confirm);   /* a move would be lost */
	app_key(a, 'y');
	assert_int_equal(game_board(app_game(a))->size, 13);
	app_run(a, "handicap 3");
	assert_int_equal(game_handicap(app_game(a)), 3);
	assert_int_equal(game_to_move(app_game(a)), WHITE);
	app_run(a, "handicap 1");
	assert_true(msg_error(a));
	app_run(a, "komi 0.5");
	assert_int_equal(game_rules(app_game(a))->komi2, 1);
	app_run(a, "rules chinese");
	assert_int_equal(game_rules(app_game(a))->komi2, 1);     /* an explicit komi stays */
	assert_int_equal(game_rules(app_game(a))->scoring, SCORING_AREA);
	app_run(a, "new size=7 rules=aga handicap=0 black=\"Go Seigen\" white=Honinbo");
	assert_int_equal(game_board(app_game(a))->size, 7);
	char name[64];
	assert_string_equal(app_player(a, BLACK, name, sizeof name), "Go Seigen");
	app_run(a, "new size=99");
	assert_true(msg_error(a));
	app_free(a);
}

/* A handicap game starts with its rules' handicap komi (0.5 under Japanese-style and AGA) unless the
 * player chose one; the new-game dialogue shows the komi the game will have. */
static void test_handicap_komi(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "handicap 2");
	assert_int_equal(game_rules(app_game(a))->komi2, 1);
	assert_non_null(strstr(app_message_text(a, NULL), "komi 0.5"));
	app_run(a, "new! rules=aga handicap=4");
	assert_int_equal(game_rules(app_game(a))->komi2, 1);
	app_run(a, "new! handicap=0");
	assert_int_equal(game_rules(app_game(a))->komi2, 15);     /* even: AGA's own 7.5 */
	app_run(a, "new! handicap=3 komi=6.5");
	assert_int_equal(game_rules(app_game(a))->komi2, 13);     /* chosen: kept */
	app_run(a, "new! rules=japanese handicap=0 komi=auto");   /* no komi chosen any more */
	assert_int_equal(game_rules(app_game(a))->komi2, 13);
	app_run(a, "new! handicap=3 placement=free");             /* placed after the start: the same */
	assert_int_equal(game_rules(app_game(a))->komi2, 1);
	assert_non_null(strstr(app_message_text(a, NULL), "komi 0.5 (their handicap komi)"));
	app_run(a, "new! handicap=0 placement=fixed");
	app_run(a, "new-dialog");
	assert_ptr_equal(app_top(a), &mode_dialog);
	for (int i = 0; i < 3; i++)
		app_key(a, KEYC_DOWN);                            /* size, rules, komi, handicap */
	app_key(a, KEYC_RIGHT);                                   /* 2 stones */
	char *screen = screen_of(a);
	if (!strstr(screen, "Komi          < 0.5 >"))
		fail_msg("%s", screen);
	free(screen);
	app_key(a, KEYC_ENTER);
	assert_int_equal(game_handicap(app_game(a)), 2);
	assert_int_equal(game_rules(app_game(a))->komi2, 1);
	app_free(a);
}

/* --- files ---------------------------------------------------------------------------------------- */

static void test_save_load_round_trip(void **state)
{
	char path[128], cmd[160];
	struct app *a = new_app(9, false);

	(void)state;
	snprintf(path, sizeof path, "%s/game", tmpdir);
	app_run(a, "player black Alice");
	app_run(a, "play E5");
	app_run(a, "play C3");
	app_run(a, "pass");
	snprintf(cmd, sizeof cmd, "save %s", path);
	app_run(a, cmd);
	assert_false(msg_error(a));
	assert_false(document_changed(app_document(a)));
	assert_non_null(strstr(app_file(a), "game.sgf"));
	app_run(a, "new!");
	assert_int_equal(game_moves(app_game(a)), 0);
	snprintf(cmd, sizeof cmd, "load %s.sgf", path);
	app_run(a, cmd);
	assert_int_equal(game_moves(app_game(a)), 0);     /* a file opens at its first node */
	app_run(a, "goto end");
	assert_int_equal(game_moves(app_game(a)), 3);
	char name[64];
	assert_string_equal(app_player(a, BLACK, name, sizeof name), "Alice");
	snprintf(cmd, sizeof cmd, "save %s.sgf", path);
	app_run(a, "play D4");
	app_run(a, cmd);                          /* its own file: no question */
	assert_ptr_equal(app_top(a), &mode_review);   /* a file opens in review */
	snprintf(cmd, sizeof cmd, "save %s/other.sgf", tmpdir);
	app_run(a, cmd);
	app_run(a, "new!");
	assert_ptr_equal(app_top(a), &mode_play);     /* a new game is played, not reviewed */
	app_run(a, cmd);                          /* exists: asks */
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'n');
	snprintf(cmd, sizeof cmd, "load %s/missing.sgf", tmpdir);
	app_run(a, cmd);
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "missing.sgf"));
	app_free(a);
}

/* Does the file at path hold text? */
static bool file_holds(const char *path, const char *text)
{
	char buf[4096];
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;

	if (f)
		fclose(f);
	buf[n] = '\0';
	return strstr(buf, text) != NULL;
}

/* The game as played is the main line of the file saved: E5, D5, undo, C5, pass, pass, accept, save;
 * the moves taken back stay as the second variation. */
static void test_played_line_is_saved_first(void **state)
{
	char path[160], cmd[200];
	struct app *a = new_app(9, false);

	(void)state;
	snprintf(path, sizeof path, "%s/played.sgf", tmpdir);
	run_all(a, (const char *const[]){ "play E5", "play D5", "undo", "play C5", "pass", "pass", "accept!", NULL });
	snprintf(cmd, sizeof cmd, "save %s", path);
	app_run(a, cmd);
	assert_false(msg_error(a));
	snprintf(cmd, sizeof cmd, "load! %s", path);
	app_run(a, cmd);
	app_run(a, "goto end");                             /* the main line: the game played */
	const struct game *g = app_game(a);
	assert_int_equal(game_moves(g), 4);
	assert_int_equal(game_move(g, 2)->point, board_vertex_parse(game_board(g), "C5"));
	assert_int_equal(game_move(g, 4)->action, ACTION_PASS);
	app_run(a, "goto 2");
	app_run(a, "variation 2");                          /* the move taken back: the second */
	assert_int_equal(game_move(app_game(a), 2)->point, board_vertex_parse(game_board(app_game(a)), "D5"));
	app_free(a);
}

/*
 * Two boards on one file: A loads it, B loads it, B saves a comment, A saves its own.  A used to
 * replace B's save without a word; now A is asked first (as editors ask), and save! (or y) replaces.
 */
static void test_save_over_changed_file_asks(void **state)
{
	char path[128], cmd[160];
	struct app *a = new_app(9, false), *b = new_app(9, false);

	(void)state;
	snprintf(path, sizeof path, "%s/shared.sgf", tmpdir);
	FILE *f = fopen(path, "w");
	fputs("(;GM[1]FF[4]SZ[9];B[ee])\n", f);
	fclose(f);
	snprintf(cmd, sizeof cmd, "load %s", path);
	app_run(a, cmd);
	app_run(b, cmd);
	app_run(b, "comment! from B");
	app_run(b, "save");
	assert_false(msg_error(b));
	assert_true(file_holds(path, "C[from B]"));
	app_run(a, "comment! from A");
	app_run(a, "save");
	assert_ptr_equal(app_top(a), &mode_confirm);          /* asked, nothing written yet */
	assert_true(file_holds(path, "C[from B]"));
	char *text = screen_of(a);
	assert_non_null(strstr(text, "changed on disk"));
	free(text);
	app_key(a, 'n');
	assert_true(file_holds(path, "C[from B]"));
	app_run(a, "save");
	app_key(a, 'y');                                       /* replaces, as save! does */
	assert_false(msg_error(a));
	assert_true(file_holds(path, "C[from A]"));
	app_run(a, "comment! again A");
	app_run(a, "save");                                    /* its own save since: no question */
	assert_ptr_not_equal(app_top(a), &mode_confirm);
	assert_true(file_holds(path, "C[again A]"));
	app_run(b, "comment! again B");
	app_run(b, "save!");                                   /* forced: no question */
	assert_ptr_not_equal(app_top(b), &mode_confirm);
	assert_true(file_holds(path, "C[again B]"));
	app_free(a);
	app_free(b);
}

/* The file the message says a game was put aside in: "... put aside as FILE, in DIR; load it ...",
 * a file of the state directory named after the game's date and time.  The name and the directory
 * come apart, so that a long path wraps on the message line rather than being cut. */
static void put_aside_file(const struct app *a, char *buf, size_t len)
{
	const char *msg = app_message_text(a, NULL), *as = strstr(msg, " put aside as "), *in, *end;

	assert_non_null(as);
	as += strlen(" put aside as ");
	assert_non_null(in = strstr(as, ", in "));
	assert_non_null(end = strstr(in, "; load it"));
	snprintf(buf, len, "%.*s%.*s", (int)(end - in - 5), in + 5, (int)(in - as), as);
	assert_non_null(strstr(buf, tmpdir));
	assert_non_null(strstr(buf, "/tengen/autosave-previous-20"));   /* autosave-previous-YYYY-MM-DD-HHMMSS */
	struct stat st;
	assert_int_equal(stat(buf, &st), 0);
}

static void test_autosave_and_resume(void **state)
{
	char *path = autosave_path("autosave.sgf");
	struct stat st;

	(void)state;
	assert_non_null(strstr(path, tmpdir));
	struct app *a = new_app(9, true);
	app_run(a, "play E5");
	assert_int_equal(stat(path, &st), 0);
	assert_string_equal(app_autosave_finish(a), path);
	app_free(a);

	a = new_app(9, true);
	app_offer_resume(a);
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'y');
	assert_int_equal(game_moves(app_game(a)), 1);
	char cmd[160];
	snprintf(cmd, sizeof cmd, "save %s/resumed.sgf", tmpdir);
	app_run(a, cmd);
	assert_int_equal(stat(path, &st), -1);    /* nothing unsaved: no autosave */
	app_run(a, "play C3");
	assert_int_equal(stat(path, &st), 0);
	app_free(a);

	a = new_app(9, true);
	app_offer_resume(a);
	app_key(a, 'n');                          /* put aside, not lost */
	assert_int_equal(stat(path, &st), -1);
	char first[512];
	put_aside_file(a, first, sizeof first);
	assert_true(file_holds(first, ";W[cg]"));
	app_free(a);

	/* A second game put aside keeps a file of its own: it used to replace the first one's. */
	a = new_app(9, true);
	app_run(a, "play D4");
	app_free(a);
	a = new_app(9, true);
	app_offer_resume(a);
	app_key(a, 'n');
	char second[512];
	put_aside_file(a, second, sizeof second);
	assert_string_not_equal(first, second);
	assert_true(file_holds(first, ";W[cg]"));
	assert_true(file_holds(second, ";B[df]"));
	app_free(a);
	free(path);
}

/*
 * Work done before the first move is kept as moves are: each edit makes the document unsaved, is
 * autosaved, and quit, new and load ask first (a set-up position, a comment, a game's name were thrown
 * away without a question, and no autosave was ever written for them).  The settings a new game is
 * made with (rules, komi, the clock, the players at the board) are no work of that kind: nothing to
 * ask about.
 */
static void test_work_before_first_move_kept(void **state)
{
	static const char *const edits[] = { "comment A note", "setup black C3 D4 E5", "info PB X", "info GN \"A name\"",
					     "markup triangle D3", "label D3 A", "to-play white", "edit on", NULL };
	static const char *const settings[] = { "rules chinese", "komi 7", "clock absolute 10:00", "player black Ann",
						NULL };
	char *path = autosave_path("autosave.sgf");
	struct stat st;

	(void)state;
	for (int i = 0; edits[i]; i++) {
		struct app *a = new_app(9, true);
		app_run(a, edits[i]);
		if (!strcmp(edits[i], "edit on"))
			app_key(a, KEYC_ENTER);   /* the edit mode's key: a black stone set up at the cursor */
		if (!app_unsaved(a) || stat(path, &st) != 0)
			fail_msg("%s: %s", edits[i], app_unsaved(a) ? "no autosave" : "the document is not unsaved");
		assert_int_equal(game_moves(app_game(a)), 0);
		assert_int_equal(app_run(a, "quit") & REACT_QUIT, 0);
		assert_ptr_equal(app_top(a), &mode_confirm);
		app_key(a, 'n');
		app_run(a, "new");
		assert_ptr_equal(app_top(a), &mode_confirm);
		app_key(a, 'n');
		app_run(a, "load elsewhere.sgf");
		assert_ptr_equal(app_top(a), &mode_confirm);
		app_key(a, 'n');
		assert_string_equal(app_autosave_finish(a), path);   /* SIGTERM's way out: kept */
		app_free(a);
		a = new_app(9, true);
		app_offer_resume(a);
		assert_ptr_equal(app_top(a), &mode_confirm);   /* offered at the next start */
		app_key(a, 'y');
		assert_true(app_unsaved(a));
		app_run(a, "quit!");
		app_free(a);
		unlink(path);
	}
	for (int i = 0; settings[i]; i++) {
		struct app *a = new_app(9, true);
		app_run(a, settings[i]);
		if (app_unsaved(a) || stat(path, &st) == 0)
			fail_msg("%s: a new game with a setting changed counts as work to keep", settings[i]);
		assert_true(app_run(a, "quit") & REACT_QUIT);
		app_free(a);
	}
	free(path);
}

/* A relative XDG_STATE_HOME is ignored, as the XDG base directory specification says: it used to be
 * taken from the current directory, wherever the board was started. */
static void test_state_dir_relative_ignored(void **state)
{
	char home[128], want[192], *old_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;

	(void)state;
	snprintf(home, sizeof home, "%s/home", tmpdir);
	setenv("HOME", home, 1);
	setenv("XDG_STATE_HOME", "relative/state", 1);
	char *path = autosave_path("history");
	snprintf(want, sizeof want, "%s/.local/state/tengen/history", home);
	assert_non_null(path);
	assert_string_equal(path, want);
	free(path);
	setenv("XDG_STATE_HOME", tmpdir, 1);
	if (old_home)
		setenv("HOME", old_home, 1);
	else
		unsetenv("HOME");
	free(old_home);
}

/* --- completion and the prompt -------------------------------------------------------------------- */

static void test_complete(void **state)
{
	char insert[256], hint[256], before[160];

	(void)state;
	command_complete(registry_board(), "pl", insert, sizeof insert, hint, sizeof hint);
	assert_string_equal(insert, "ay");
	assert_string_equal(hint, "play  player");
	command_complete(registry_board(), "rules ja", insert, sizeof insert, hint, sizeof hint);
	assert_string_equal(insert, "panese ");
	command_complete(registry_board(), "help qu", insert, sizeof insert, hint, sizeof hint);
	assert_string_equal(insert, "it ");
	command_complete(registry_board(), "undo x", insert, sizeof insert, hint, sizeof hint);
	assert_string_equal(insert, "");
	assert_non_null(strstr(hint, "no completion"));

	FILE *f;
	snprintf(before, sizeof before, "%s/my game.sgf", tmpdir);
	assert_non_null(f = fopen(before, "w"));
	fclose(f);
	snprintf(before, sizeof before, "load %s/my", tmpdir);
	command_complete(registry_board(), before, insert, sizeof insert, hint, sizeof hint);
	assert_string_equal(insert, "\\ game.sgf ");
}

/* The prompt's completion: the board's commands. */
static void complete_board(const void *arg, const char *before, char *insert, size_t insert_len, char *hint,
			   size_t hint_len)
{
	command_complete(arg, before, insert, insert_len, hint, hint_len);
}

static void test_prompt_history(void **state)
{
	char *hist = autosave_path("history");
	const char *line = "play D4";

	(void)state;
	struct prompt *p = prompt_new(hist, complete_board, registry_board());
	prompt_begin(p, NULL);
	for (const char *c = line; *c; c++)
		assert_int_equal(prompt_key(p, *c), PROMPT_EDITING);
	assert_int_equal(prompt_key(p, KEYC_LEFT), PROMPT_EDITING);
	assert_int_equal(prompt_cursor(p), 6);
	assert_int_equal(prompt_key(p, KEYC_ENTER), PROMPT_DONE);
	assert_string_equal(prompt_text(p), "play D4");
	prompt_free(p);

	p = prompt_new(hist, complete_board, registry_board());      /* a new run reads the history file */
	prompt_begin(p, NULL);
	prompt_key(p, KEYC_UP);
	assert_string_equal(prompt_text(p), "play D4");
	prompt_begin(p, "ru");
	prompt_key(p, KEYC_TAB);
	assert_string_equal(prompt_text(p), "rules");          /* rules and rules-diff: no space yet */
	assert_non_null(strstr(prompt_hint(p), "rules-diff"));
	prompt_key(p, ' ');
	prompt_key(p, 'c');
	prompt_key(p, KEYC_TAB);
	assert_string_equal(prompt_text(p), "rules chinese ");
	assert_int_equal(prompt_key(p, KEYC_ESCAPE), PROMPT_CANCEL);
	prompt_free(p);
	free(hist);
}

/*
 * Characters typed go into the line editor's line and the copy the prompt keeps, one small step
 * each (a paste of 100,000 read the whole line back after every character); the two stay the same
 * whatever the editing around them: in the middle of the line, wide characters, then the line
 * editor's own commands (Backspace, C-a, C-k, history).
 */
static void test_prompt_typing(void **state)
{
	struct prompt *p = prompt_new(NULL, complete_board, registry_board());
	size_t n = 100000;

	(void)state;
	prompt_begin(p, NULL);
	for (const char *c = "ac"; *c; c++)
		prompt_key(p, *c);
	prompt_key(p, KEYC_LEFT);
	prompt_key(p, 'b');                       /* in the middle */
	assert_string_equal(prompt_text(p), "abc");
	assert_int_equal(prompt_cursor(p), 2);
	prompt_key(p, 0x65e5);                    /* 日, two columns wide */
	prompt_key(p, 0xe9);                      /* é */
	assert_string_equal(prompt_text(p), "ab\xe6\x97\xa5\xc3\xa9" "c");
	assert_int_equal(prompt_cursor(p), 5);
	prompt_key(p, KEYC_BSPACE);               /* the line editor's: the copy read back */
	assert_string_equal(prompt_text(p), "ab\xe6\x97\xa5" "c");
	assert_int_equal(prompt_cursor(p), 4);
	prompt_key(p, 'x');
	assert_string_equal(prompt_text(p), "ab\xe6\x97\xa5" "xc");
	prompt_key(p, 'A' - 64);                  /* C-a, then typing at the start */
	prompt_key(p, '>');
	assert_string_equal(prompt_text(p), ">ab\xe6\x97\xa5" "xc");
	assert_int_equal(prompt_cursor(p), 1);
	prompt_key(p, 'K' - 64);                  /* C-k: the rest cut */
	assert_string_equal(prompt_text(p), ">");
	for (size_t i = 0; i < n; i++)
		prompt_key(p, 'a' + (int)(i % 26));
	assert_int_equal(strlen(prompt_text(p)), n + 1);
	assert_int_equal(prompt_cursor(p), (int)n + 1);
	assert_int_equal(prompt_text(p)[n], 'a' + (int)((n - 1) % 26));
	assert_int_equal(prompt_key(p, KEYC_ENTER), PROMPT_DONE);
	assert_int_equal(strlen(prompt_text(p)), n + 1);
	prompt_begin(p, "play ");                 /* the history holds the whole line */
	prompt_key(p, KEYC_UP);
	assert_int_equal(strlen(prompt_text(p)), n + 1);
	prompt_free(p);
}

static void test_prompt_mode_runs_command(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_key(a, ':');
	assert_ptr_equal(app_top(a), &mode_prompt);
	for (const char *c = "play c7"; *c; c++)
		app_key(a, *c);
	char *text = screen_of(a);
	assert_non_null(strstr(text, "\n:play c7\n"));
	free(text);
	app_key(a, KEYC_ENTER);
	assert_ptr_equal(app_top(a), &mode_play);
	assert_int_equal(game_moves(app_game(a)), 1);
	app_free(a);
}

/*
 * A line longer than any buffer of the prompt (command-prompt TEXT, a pasted line): it used to be
 * converted into a wide buffer of 1024 characters without its terminator, which libedit then read
 * past (a stack over-read), and the line run was cut at 511 bytes.  Now it is edited and run whole.
 */
static void test_prompt_long_line(void **state)
{
	struct app *a = new_app(9, false);
	size_t n = 3000;
	char *line = malloc(n + 64), *want = malloc(n + 64);

	(void)state;
	snprintf(want, n + 64, "comment ");
	memset(want + 8, 'x', n);
	snprintf(want + 8 + n, 64, " end");
	snprintf(line, n + 64, "command-prompt \"%s\"", want);
	app_run(a, line);
	assert_ptr_equal(app_top(a), &mode_prompt);
	assert_string_equal(prompt_text(app_prompt(a)), want);
	app_key(a, '!');
	assert_int_equal(strlen(prompt_text(app_prompt(a))), strlen(want) + 1);
	app_key(a, KEYC_ENTER);
	assert_ptr_equal(app_top(a), &mode_play);
	char *comment = document_comment(app_document(a));
	assert_non_null(comment);
	assert_int_equal(strlen(comment), n + strlen(" end!"));
	assert_string_equal(comment + n, " end!");
	free(comment);
	free(line);
	free(want);
	app_free(a);
}

/* --- views ---------------------------------------------------------------------------------------- */

static void test_layout_fits_80x24(void **state)
{
	struct layout l;
	struct board b;

	(void)state;
	view_layout(24, 80, 19, false, &l);
	assert_true(l.fits);
	view_layout(24, 80, 25, false, &l);
	assert_false(l.fits);
	view_layout(24, 80, 9, false, &l);
	board_init(&b, 9);
	int p = board_vertex_parse(&b, "C7");
	int y = l.grid_y + board_y(&b, p), x = l.grid_x + 2 * board_x(&b, p);
	assert_int_equal(view_point_at(&l, &b, y, x), p);
	assert_int_equal(view_point_at(&l, &b, 0, 0), BOARD_NONE);
}

static void test_board_drawing(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "play C7");
	app_run(a, "cursor E5");
	char *text = screen_of(a);
	assert_non_null(strstr(text, " 7 . .(X). . . , . . 7"));
	assert_non_null(strstr(text, " 5 . . . .[,]. . . . 5"));
	assert_non_null(strstr(text, "   A B C D E F G H J"));
	free(text);
	app_resize(a, 12, 40);
	text = screen_of(a);
	assert_non_null(strstr(text, "needs a terminal of"));
	assert_non_null(strstr(text, "this one is 40x12"));
	free(text);
	app_free(a);
}

static void test_click_plays(void **state)
{
	struct app *a = new_app(9, false);
	struct layout l;

	(void)state;
	view_layout(24, 80, 9, false, &l);
	app_click(a, l.grid_y + 2, l.grid_x + 2 * 2);
	assert_int_equal(game_board(app_game(a))->color[board_vertex_parse(game_board(app_game(a)), "C7")], BLACK);
	app_free(a);
}

/* --- the document: trees through the board ---------------------------------------------------------- */

static const char tree_sgf[] =
	"(;GM[1]FF[4]SZ[9]KM[6.5]C[root comment]"
	";B[ee]C[move one]"
	"(;W[cc]C[main two];B[gg];W[dc]C[main four])"
	"(;W[gc]C[var two];B[cg]))";

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* The hint engine asked for a move, in the middle of a sentence: "Asking the hint engine (...)",
 * not "Asking The hint engine". */
static void test_hint_asking_words(void **state)
{
	char script[256], cmd[400];

	(void)state;
	snprintf(script, sizeof script, "%s/hint-engine.sh", tmpdir);
	write_file(script, "while read -r c r; do case $c in name) printf '= quiet\\n\\n' ;;\n"
			   "genmove) sleep 1; printf '= pass\\n\\n' ;; quit) printf '=\\n\\n'; exit 0 ;;\n"
			   "*) printf '=\\n\\n' ;; esac; done\n");
	struct app *a = new_app(9, false);
	snprintf(cmd, sizeof cmd, "engine hint sh %s", script);
	app_run(a, cmd);
	for (int i = 0; i < 100 && app_busy(a); i++)   /* the handshake */
		app_tick(a, 50);
	app_run(a, "hint");
	assert_string_equal(app_message_text(a, NULL), "Asking the hint engine (quiet) for a move for Black...");
	app_free(a);
}

static char *read_all(const char *path)
{
	FILE *f = fopen(path, "r");
	char *text = calloc(1, 65536);

	assert_non_null(f);
	assert_non_null(text);
	size_t n = fread(text, 1, 65535, f);
	text[n] = '\0';
	fclose(f);
	return text;
}

/* Load a file with variations, walk it, play a new variation, save, load again: both lines and
 * every comment are there, and walking alone never asked or autosaved anything. */
static void test_tree_through_the_board(void **state)
{
	char path[128], cmd[192];
	struct app *a = new_app(9, true);
	char *autosave = autosave_path("autosave.sgf");
	struct stat st;

	(void)state;
	snprintf(path, sizeof path, "%s/tree.sgf", tmpdir);
	write_file(path, tree_sgf);
	snprintf(cmd, sizeof cmd, "load %s", path);
	app_run(a, cmd);
	assert_int_equal(game_moves(app_game(a)), 0);
	assert_non_null(strstr(app_message_text(a, NULL), "4 moves, with variations"));
	app_run(a, "goto end");
	assert_int_equal(game_moves(app_game(a)), 4);
	app_run(a, "review off");   /* in play, the messages name the comments (review: the panel) */
	run_all(a, (const char *const[]){ "goto 0", "goto end", "back 2", "variation next", "forward",
					  "back", "variation 1", NULL });
	assert_non_null(strstr(app_message_text(a, NULL), "Variation 1 of 2"));
	app_key(a, KEYC_HOME);
	app_key(a, KEYC_END);
	app_key(a, 'u');
	app_key(a, 'r');
	assert_false(document_changed(app_document(a)));
	assert_false(app_unsaved(a));
	assert_int_equal(stat(autosave, &st), -1);          /* walking writes no autosave */
	assert_int_equal(app_run(a, "quit"), REACT_QUIT);   /* and quitting asks nothing */

	app_run(a, "goto 2");
	assert_non_null(strstr(app_message_text(a, NULL), "Comment: main two"));
	app_run(a, "back");
	app_run(a, "review on");                            /* review: a new move goes after the others */
	app_run(a, "play E7");                              /* a third answer to move 1 */
	assert_true(app_unsaved(a));
	assert_int_equal(stat(autosave, &st), 0);
	app_run(a, "play D4");
	app_run(a, "save");
	assert_false(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "8 moves in 3 lines"));
	assert_int_equal(stat(autosave, &st), -1);

	char *text = read_all(path);
	static const char *const kept[] = { "C[root comment]", "C[move one]", "C[main two]", "C[main four]",
					    "C[var two]", ";B[cg]", "(;W[ec];B[df])" };
	for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
		if (!strstr(text, kept[i]))
			fail_msg("the saved file lost %s:\n%s", kept[i], text);
	free(text);
	app_run(a, "new!");
	app_run(a, cmd);
	app_run(a, "goto end");
	assert_int_equal(game_moves(app_game(a)), 4);       /* the file's main line is still first */
	run_all(a, (const char *const[]){ "review off", "goto 2", NULL });
	assert_non_null(strstr(app_message_text(a, NULL), "main two"));
	app_run(a, "variation 2");
	assert_non_null(strstr(app_message_text(a, NULL), "Comment: var two"));
	app_run(a, "variation 3");
	app_run(a, "goto end");
	assert_int_equal(game_moves(app_game(a)), 3);
	const struct board *b = game_board(app_game(a));
	assert_int_equal(b->color[board_vertex_parse(b, "E7")], WHITE);
	assert_int_equal(b->color[board_vertex_parse(b, "D4")], BLACK);
	app_run(a, "goto 0");
	assert_non_null(strstr(app_message_text(a, NULL), "Comment: root comment"));
	free(autosave);
	app_free(a);
}

/* The hints and the help come from the key tables of the modes on the stack. */
static void test_hints_and_help_from_key_tables(void **state)
{
	struct app *a = new_app(9, false);
	struct app_hints h;

	(void)state;
	app_hints(a, &h);
	assert_string_equal(h.pairs[0], "Enter");
	assert_string_equal(h.pairs[1], "play");
	assert_string_equal(h.pairs[2 * h.n - 2], "q");                 /* help and quit last */
	assert_string_equal(h.pairs[2 * h.n - 4], "?");
	app_run(a, "pass");
	app_run(a, "pass");
	assert_ptr_equal(app_base(a), &mode_score);
	app_hints(a, &h);
	assert_string_equal(h.pairs[0], "Enter");
	assert_string_equal(h.pairs[1], "dead/alive");             /* Enter is the dialogue's */
	for (int i = 0; i < h.n; i++) {
		assert_string_not_equal(h.pairs[2 * i + 1], "play");    /* play does not apply here */
		assert_string_not_equal(h.pairs[2 * i + 1], "pass");
	}
	char *text = screen_of(a);
	assert_non_null(strstr(text, " Enter dead/alive  S seki  t table  a accept  u undo  c resume"));
	free(text);
	app_key(a, '?');
	text = screen_of(a);
	assert_non_null(strstr(text, "Keys while counting the board (score)"));
	assert_non_null(strstr(text, "take back the last pass, and leave the count"));
	assert_non_null(strstr(text, "mark the group at the cursor dead, or alive again"));
	assert_non_null(strstr(text, "mark the group at the cursor in seki, or alive again"));
	free(text);
	app_key(a, 'x');                                               /* closes the help */
	assert_ptr_equal(app_top(a), &mode_score);
	app_free(a);
}

/* The rows of the help box (inside its frame, trimmed) at the screen's rows [1, rows - 1), as one
 * text joined by single spaces, appended to buf. */
static void help_rows_append(const struct app *a, int from, char *buf, size_t len)
{
	char *text = screen_of(a), *line = text;
	int row = 0;

	for (char *nl; line && (nl = strchr(line, '\n')); line = nl + 1, row++) {
		*nl = '\0';
		if (row < from || row >= app_rows(a) - 2)
			continue;
		char *start = strstr(line, "| ") ? strstr(line, "| ") + 2 : line;
		char *end = strrchr(start, '|');
		if (end)
			*end = '\0';
		for (char *w = strtok(start, " "); w; w = strtok(NULL, " ")) {
			size_t used = strlen(buf);
			snprintf(buf + used, len - used, "%s%s", used ? " " : "", w);
		}
	}
	free(text);
}

/* Collapse runs of spaces in s to one. */
static void collapse(const char *s, char *out, size_t len)
{
	size_t n = 0;

	for (; *s && n + 1 < len; s++)
		if (*s != ' ' || (n > 0 && out[n - 1] != ' '))
			out[n++] = *s;
	out[n] = '\0';
}

/* The ? help at 80x24: every command's help is there whole, wrapped at the box, never cut. */
static void test_help_wraps_at_80_columns(void **state)
{
	struct app *a = new_app(9, false);
	static char all[65536];
	char want[512], where[96];

	(void)state;
	all[0] = '\0';
	app_key(a, '?');
	assert_ptr_equal(app_top(a), &mode_help);
	help_rows_append(a, 2, all, sizeof all);
	for (int i = 0; i < 1000; i++) {
		char *before = screen_of(a);
		app_key(a, KEYC_DOWN);
		char *after = screen_of(a);
		bool same = !strcmp(before, after);
		free(before);
		free(after);
		if (same)
			break;
		help_rows_append(a, app_rows(a) - 3, all, sizeof all);   /* the row scrolled in */
	}
	for (int i = 0; i < registry_board()->ncommands; i++) {
		const struct command *c = registry_board()->commands[i];
		command_where(registry_board(), c, where, sizeof where);
		char text[512];
		snprintf(text, sizeof text, "%s%s", c->help, where);
		collapse(text, want, sizeof want);
		if (!strstr(all, want))
			fail_msg("the help lost part of \"%s\":\n%s", want, all);
	}
	app_free(a);
}

/* A command that does not apply in the mode says so, and changes nothing. */
static void test_command_refused_in_a_mode(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	run_all(a, (const char *const[]){ "play E5", "pass", "pass", NULL });
	app_run(a, "play C3");
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "play: not while counting the board; the game "
			       "is over: u takes back the last pass"));
	assert_int_equal(game_moves(app_game(a)), 3);
	app_run(a, "redo");
	assert_non_null(strstr(app_message_text(a, NULL), "redo: not while counting the board"));
	app_key(a, KEYC_ESCAPE);                            /* leave the count: the game stays over */
	assert_ptr_equal(app_base(a), &mode_play);
	assert_int_equal(game_end_reason(app_game(a)), END_PASSES);
	app_run(a, "play C3");
	assert_non_null(strstr(app_message_text(a, NULL), "the game is over"));
	app_run(a, "score");
	assert_ptr_equal(app_base(a), &mode_score);
	app_key(a, 'c');                                    /* continue: the count goes, play goes on */
	assert_ptr_equal(app_base(a), &mode_play);
	app_run(a, "play C3");
	assert_int_equal(game_moves(app_game(a)), 4);
	app_free(a);
}

/* Every key of every mode runs a command that exists; every mode can draw. */
static void test_mode_tables(void **state)
{
	(void)state;
	assert_ptr_equal(registry_board()->modes[0], &mode_play);
	for (int i = 0; i < registry_board()->nmodes; i++) {
		const struct mode *m = registry_board()->modes[i];
		assert_non_null(m->name);
		assert_non_null(m->draw);
		assert_ptr_equal(registry_mode(registry_board(), m->name), m);
		for (const struct mode_key *k = m->keys; k && k->keys[0]; k++) {
			char name[64];
			snprintf(name, sizeof name, "%.*s", (int)strcspn(k->command, " "), k->command);
			if (!command_find(registry_board(), name))
				fail_msg("mode %s: key row \"%s\" runs no command", m->name, k->command);
			assert_non_null(k->help);
		}
	}
}

/* With the board hidden by a terminal too small, keys do nothing but q, s (a board that fits) and :
 * (the prompt, where what is typed is a command, not keys that act one by one). */
static void test_too_small_keys_do_nothing(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "play E5");
	app_resize(a, 12, 40);
	assert_true(app_too_small(a));
	const int keys[] = { KEYC_ENTER, 'p', 'u', 'R', 'n', KEYC_LEFT, 'y' };
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		app_key(a, keys[i]);
	assert_int_equal(game_moves(app_game(a)), 1);
	assert_ptr_equal(app_top(a), &mode_play);
	assert_int_equal(app_click(a, 3, 5), REACT_NONE);
	char *shown = screen_of(a);
	assert_non_null(strstr(shown, "type : for a"));
	free(shown);
	app_key(a, ':');                                    /* a command typed: s and q are letters here */
	assert_ptr_equal(app_top(a), &mode_prompt);
	for (const char *c = "pass"; *c; c++)
		app_key(a, *c);
	shown = screen_of(a);
	assert_non_null(strstr(shown, ":pass"));            /* the line being typed is shown */
	free(shown);
	app_key(a, KEYC_ENTER);
	assert_int_equal(game_moves(app_game(a)), 2);
	assert_int_equal(game_board(app_game(a))->size, 9);
	assert_ptr_equal(app_top(a), &mode_play);
	app_key(a, 'q');                                    /* unsaved: asks, and the answer works */
	assert_ptr_equal(app_top(a), &mode_confirm);
	char *text = screen_of(a);
	assert_non_null(strstr(text, "Quit?"));
	free(text);
	assert_int_equal(app_key(a, 'y') & REACT_QUIT, REACT_QUIT);
	app_free(a);
}

/* An autosave that cannot be written is said on the message line at once, and quitting does not
 * pretend the game is kept. */
static void test_autosave_failure_shown(void **state)
{
	char dir[128], cmd[320];
	struct app *a = new_app(9, true);

	(void)state;
	app_run(a, "play E5");
	assert_false(msg_error(a));
	snprintf(dir, sizeof dir, "%s/tengen", tmpdir);
	snprintf(cmd, sizeof cmd, "rm -rf '%s' && touch '%s'", dir, dir);   /* the directory is gone */
	assert_int_equal(system(cmd), 0);
	app_run(a, "play C3");
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "Autosave failed"));
	assert_non_null(strstr(app_message_text(a, NULL), "White C3."));    /* the move's own message too */
	char *text = screen_of(a);
	assert_non_null(strstr(text, "Autosave failed"));
	assert_non_null(strstr(text, "NOT SAVED; autosave failed"));
	free(text);
	assert_null(app_autosave_current(a));
	app_run(a, "quit");
	text = screen_of(a);
	assert_non_null(strstr(text, "lost"));
	assert_null(strstr(text, "stays in the"));
	free(text);
	assert_null(app_autosave_finish(a));
	app_free(a);
	snprintf(cmd, sizeof cmd, "rm -f '%s'", dir);
	assert_int_equal(system(cmd), 0);
}

/* Two boards at once: each has its own autosave; one left by a run that ended is offered once. */
static void test_each_run_its_own_autosave(void **state)
{
	char *first = autosave_path("autosave.sgf"), *second = autosave_path("autosave-1.sgf");
	struct stat st;

	(void)state;
	struct app *a = new_app(9, true), *b = new_app(9, true);
	app_offer_resume(a);
	app_offer_resume(b);
	assert_ptr_equal(app_top(b), &mode_play);          /* nothing offered */
	app_run(a, "play E5");
	char *before = read_all(first);
	app_offer_resume(b);
	assert_ptr_equal(app_top(b), &mode_play);          /* a game still being played is not offered */
	app_run(b, "play C3");
	app_run(b, "play D4");
	assert_int_equal(stat(second, &st), 0);
	char *after = read_all(first);
	assert_string_equal(before, after);                /* b never touched a's */
	assert_string_equal(app_autosave_current(b), second);
	free(before);
	free(after);
	app_free(a);                                       /* a ends with its game unsaved */

	struct app *c = new_app(9, true);
	app_offer_resume(c);
	assert_ptr_equal(app_top(c), &mode_confirm);       /* a's game, offered */
	char *text = screen_of(c);
	assert_non_null(strstr(text, "1 move"));
	free(text);
	app_key(c, 'y');
	assert_int_equal(game_moves(app_game(c)), 1);
	assert_string_equal(app_autosave_current(c), first);  /* c took the slot over */
	app_run(c, "quit!");
	app_free(c);                                       /* still unsaved: kept */

	struct app *d = new_app(9, true);
	app_offer_resume(d);
	assert_ptr_equal(app_top(d), &mode_confirm);
	app_key(d, 'n');                                   /* put aside: not offered again */
	assert_non_null(strstr(app_message_text(d, NULL), "autosave-previous-"));
	app_free(d);
	struct app *e = new_app(9, true);
	app_offer_resume(e);
	assert_ptr_equal(app_top(e), &mode_play);
	app_free(e);
	app_free(b);
	unlink(second);
	free(first);
	free(second);
}

/* --- the end-of-game dialogue --------------------------------------------------------------------------- */

/* A finished 9x9 game: a seki at the top left (B9 and D9 share C9), two dead white stones F6 F5 in
 * Black's area; Japanese rules, komi 6.5. */
static void load_seki_dead(struct app *a)
{
	char cmd[256];

	snprintf(cmd, sizeof cmd, "load %s/tests/script/seki-dead.sgf", getenv("top_srcdir") ? getenv("top_srcdir") : ".");
	app_run(a, cmd);
	assert_false(msg_error(a));
	assert_ptr_equal(app_base(a), &mode_review);             /* at the first node */
	app_run(a, "goto end");                                  /* where both passed: the count opens */
}

/* The panel's row of a term, as drawn ("total     18/13.5    28/45.5"). */
static void assert_row(const struct app *a, const char *row)
{
	char *text = screen_of(a);

	if (!strstr(text, row))
		fail_msg("the screen has no \"%s\":\n%s", row, text);
	free(text);
}

/* The dialogue opens on a finished game with the analysis's marking; toggling the dead group moves
 * each column by what the rules say: worked out by hand below. */
static void test_marking_dialogue_counts(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	load_seki_dead(a);
	assert_ptr_equal(app_base(a), &mode_score);             /* two passes end the record */
	app_run(a, "panel teacher");                              /* the table of terms */
	/* Japanese: B 15 points around F6 F5 and J9 (16 territory) + 2 dead = 18; W A6 A4 A2 B1 D1 F1 H1
	 * (7) + 6.5 = 13.5.  Tromp-Taylor: B 26 stones + A9 J9 = 28; W 31 stones (F6 F5 stand) + E9 and
	 * those 7 = 39, + 6.5 (the game's komi in every column) = 45.5. */
	assert_row(a, "territory 16/7       2/8");
	assert_row(a, "total     18/13.5    28/45.5");
	assert_row(a, "result    B+4.5      W+17.5");
	assert_row(a, "tromp-taylor: the 2 marked dead count; captured W+0.5");
	char *text = screen_of(a);
	/* the seki marked; H9's chain and F6 F5, left unsettled by the analysis, as their estimates say
	 * (alive, dead), without the ? of a chain whoever moves first decides */
	assert_non_null(strstr(text, " 9 . # . @ . @ @ X b 9"));
	assert_non_null(strstr(text, " 6 w O X b b o b b X 6"));  /* F6 F5 dead, Black's territory around */
	free(text);
	/* F6's group alive: Black's area reaches White too, so Japanese-style counts 1 point (J9) for Black
	 * and no prisoners: 1 against 7 + 6.5, as the board stands.  Tromp-Taylor keeps every stone
	 * anyway: no change. */
	app_run(a, "mark F6 alive");
	app_run(a, "finish off");
	assert_row(a, "total     1/13.5     28/45.5");
	assert_row(a, "result    W+12.5     W+17.5");
	assert_row(a, "counted as it stands (F)");
	/* Played out (the default), the points between the colours are filled first and the fills force
	 * two protective moves: they are marked on the board, and the count is of that position. */
	app_run(a, "finish on");
	assert_row(a, " 5 O O X + ! O ! ! X 5");
	assert_row(a, "played out (f): 6 + filled, 3 ! protective");
	app_run(a, "finish");
	assert_non_null(strstr(app_message_text(a, NULL), "(protective move)"));
	app_run(a, "finish sideways");
	assert_true(msg_error(a));
	app_run(a, "mark F5 dead");                               /* both stones go together */
	assert_row(a, "total     18/13.5    28/45.5");
	/* The seki's eyes, A9 and E9, count under Tromp-Taylor and Chinese, not under Japanese rules. */
	app_run(a, "diff japanese tromp-taylor");
	text = screen_of(a);
	assert_non_null(strstr(text, "A9: Japanese-style nobody (seki), Tromp-Taylor B territory"));
	assert_non_null(strstr(text, "E9: Japanese-style nobody (seki), Tromp-Taylor W territory"));
	assert_non_null(strstr(text, "F6: Japanese-style B dead stone, Tromp-Taylor W stone"));
	free(text);
	app_key(a, 'q');                                          /* closes the list */
	app_run(a, "diff japanese chinese");
	text = screen_of(a);
	assert_non_null(strstr(text, "A9: Japanese-style nobody (seki), Chinese B territory"));
	free(text);
	app_key(a, 'q');
	app_run(a, "mark reset");
	assert_row(a, "total     18/13.5    28/45.5");
	/* K: each column with its ruleset's own komi (tromp-taylor's is 7.5), and back. */
	app_key(a, 'K');
	assert_non_null(strstr(app_message_text(a, NULL), "Each ruleset's own komi in every column"));
	assert_row(a, "total     18/13.5    28/46.5");
	app_key(a, 'K');
	assert_non_null(strstr(app_message_text(a, NULL), "The game's komi in every column"));
	assert_row(a, "total     18/13.5    28/45.5");
	app_free(a);
}

/* Does the hint row offer the command whose hint is word ("accept")? */
static bool hint_offered(const struct app *a, const char *word)
{
	struct app_hints h;

	app_hints(a, &h);
	for (int i = 0; i < h.n; i++)
		if (!strcmp(h.pairs[2 * i + 1], word))
			return true;
	return false;
}

/*
 * The dialogue as a player meets it on a game played: the results of Japanese-style and Tromp-Taylor in
 * one line, whether they agree, the count by the game's rules term by term, the keys and the marks in
 * words; no table.  t (and `panel`) switch to the teacher's table and back.
 */
static void test_dialogue_player_view(void **state)
{
	struct app *a = new_app(9, false);
	char *text;

	(void)state;
	load_seki_dead(a);
	app_resize(a, 40, 120);                                   /* the results' line on one row */
	assert_row(a, "Japanese-style B+4.5; Tromp-Taylor W+17.5; they differ on 17 points (d shows them)");
	assert_row(a, "Tromp-Taylor counts the 2 stones marked dead as alive until captured (captured: W+0.5)");
	assert_row(a, "By the game's rules, Japanese-style: B+4.5");
	assert_row(a, "Black: 16 territory + 2 dead = 18");
	assert_row(a, "White: 7 territory + 6.5 komi = 13.5");
	assert_row(a, "Enter, click  dead or alive, the whole group");
	text = screen_of(a);
	assert_null(strstr(text, "? unsettled"));                 /* no chain whoever moves first decides */
	assert_null(strstr(text, "B/W "));                        /* no table */
	assert_null(strstr(text, "Art. 8"));
	assert_null(strstr(text, "warning"));
	free(text);
	app_key(a, 't');
	assert_non_null(strstr(app_message_text(a, NULL), "The teacher's view"));
	assert_row(a, "result    B+4.5      W+17.5");
	assert_row(a, "no warnings");                             /* every chain marked as estimated */
	app_run(a, "mark F6");                                    /* alive, against the estimate */
	assert_row(a, "1 warning (w lists them)");
	app_run(a, "panel player");
	text = screen_of(a);
	assert_null(strstr(text, "B/W "));
	assert_null(strstr(text, "warning"));
	free(text);
	app_run(a, "panel sideways");
	assert_true(msg_error(a));
	app_free(a);
}

/* Where the two rulesets give one result, the line says they agree: a wall each, nine stones a side,
 * as much territory each (27), nobody's column between: W+6.5 under both. */
static void test_dialogue_they_agree(void **state)
{
	char path[128], cmd[192];
	struct app *a = new_app(9, false);

	(void)state;
	snprintf(path, sizeof path, "%s/walls.sgf", tmpdir);
	write_file(path, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]AB[da][db][dc][dd][de][df][dg][dh][di]"
		   "AW[fa][fb][fc][fd][fe][ff][fg][fh][fi];B[];W[])");
	snprintf(cmd, sizeof cmd, "load %s", path);
	app_run(a, cmd);
	app_run(a, "goto end");
	assert_ptr_equal(app_base(a), &mode_score);
	assert_row(a, "Japanese-style W+6.5; Tromp-Taylor W+6.5; they agree");
	app_free(a);
}

/* The teacher's table opens first when teaching (teach on), and on a case of the library; a game
 * played opens on the player's view. */
static void test_dialogue_view_by_game(void **state)
{
	struct app *a = new_app(9, false);
	char cmd[256];
	char *text;

	(void)state;
	run_all(a, (const char *const[]){ "play E5", "pass", "pass", NULL });
	assert_row(a, "By the game's rules, Japanese-style: B+73.5");
	app_free(a);
	a = new_app(9, false);
	run_all(a, (const char *const[]){ "teach on", "play E5", NULL });
	app_key(a, KEYC_ESCAPE);                                  /* the move's frames */
	run_all(a, (const char *const[]){ "pass", "pass", NULL });
	assert_ptr_equal(app_base(a), &mode_score);
	assert_row(a, "result    B+73.5");
	app_free(a);
	a = new_app(9, false);
	snprintf(cmd, sizeof cmd, "load %s/assets/j89/open-dame.sgf", getenv("top_srcdir") ? getenv("top_srcdir") : ".");
	run_all(a, (const char *const[]){ cmd, "goto end", "score", NULL });
	assert_ptr_equal(app_base(a), &mode_score);
	text = screen_of(a);
	assert_non_null(strstr(text, "B/W "));                    /* a case of the library: the table */
	free(text);
	app_free(a);
}

/* One press (Enter, a click) marks a group dead, the next alive again; S puts it in seki and back:
 * the board shows each. */
static void test_dialogue_one_press(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	load_seki_dead(a);
	assert_row(a, " 6 w O X b b o b b X 6");                 /* F6 F5 dead, as the analysis estimates them */
	app_run(a, "cursor F6");
	app_key(a, KEYC_ENTER);
	assert_non_null(strstr(app_message_text(a, NULL), "F6: alive."));
	assert_row(a, " 6 w O X . .[O]. . X 6");                 /* alive at one press */
	app_key(a, KEYC_ENTER);
	assert_row(a, " 6 w O X b b[o]b b X 6");                 /* dead again at the next */
	app_key(a, 'S');
	assert_non_null(strstr(app_message_text(a, NULL), ": seki."));
	assert_row(a, " 6 w O X . .[@]. . X 6");                 /* in seki */
	app_key(a, 'S');
	assert_row(a, " 6 w O X . .[O]. . X 6");                 /* alive again */
	app_run(a, "seki B9");
	assert_true(msg_error(a) == false);
	assert_row(a, " 9 b[X]. @ . @ @ X b 9");                 /* B9 was in seki: now alive */
	app_run(a, "seki E5");
	assert_true(msg_error(a));                                /* no stone */
	app_free(a);
}

/* A game taken up again after its count was accepted, and ended by two passes once more: the count
 * is the players' to accept again, and the dialogue says so everywhere (it said "accepted" while
 * its message asked to accept). */
static void test_dialogue_reopened(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	load_seki_dead(a);
	app_run(a, "accept!");
	assert_row(a, "The count, accepted");
	run_all(a, (const char *const[]){ "continue", "pass", "pass", NULL });
	assert_ptr_equal(app_base(a), &mode_score);
	assert_non_null(strstr(app_message_text(a, NULL), "then a accepts the count"));
	assert_row(a, "Marking: Enter toggles dead and alive");
	char *text = screen_of(a);
	assert_null(strstr(text, "accepted"));
	free(text);
	assert_true(hint_offered(a, "accept"));
	app_free(a);
}

/* A point typed alone as a command: what to type to play there, or to mark the chain there. */
static void test_vertex_alone(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "f9");
	assert_true(msg_error(a));
	assert_string_equal(app_message_text(a, NULL), "f9: no such command; to play there, type: play f9");
	app_run(a, "zz9");
	assert_non_null(strstr(app_message_text(a, NULL), "no such command; ? lists"));
	run_all(a, (const char *const[]){ "play F9", "pass", "pass", "F9", NULL });
	assert_ptr_equal(app_base(a), &mode_score);
	assert_string_equal(app_message_text(a, NULL), "F9: no such command; to mark the chain there, type: mark F9");
	app_free(a);
}


/* After accept the dialogue says so and offers no accept; a mark changes the count on screen, which
 * is then no longer the accepted one (the result recorded stays until accept records the new one);
 * Tab shows the owners, so it takes the differences' marks off the board. */
static void test_count_after_accept(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	load_seki_dead(a);
	app_run(a, "panel teacher");
	assert_true(hint_offered(a, "accept"));
	app_run(a, "accept!");
	assert_row(a, "by japanese rules: accepted");
	assert_false(hint_offered(a, "accept"));
	app_run(a, "mark F6 alive");
	assert_non_null(strstr(app_message_text(a, NULL),
			       "The result accepted before stays in the game until a accepts this count."));
	char *text = screen_of(a);
	assert_null(strstr(text, ": accepted"));
	free(text);
	assert_true(hint_offered(a, "accept"));
	app_run(a, "mark reset");
	app_run(a, "diff");
	app_key(a, 'q');
	assert_row(a, " 9 * # . @ * @ @ X b 9");                  /* the seki's eyes count differently */
	app_key(a, KEYC_TAB);
	assert_non_null(strstr(app_message_text(a, NULL), "(the differences no longer marked: d marks them again)"));
	text = screen_of(a);
	assert_null(strstr(text, " 9 * # . @ *"));
	free(text);
	app_free(a);
}

/* The judgement's score of the app's position as the board says it: "estimate W+4" (the half point
 * only where there is one). */
static const char *estimate_said(struct app *a, char *buf, size_t len)
{
	struct judgement j;
	char m[16];

	judge_game(app_game(a), marking_analysis(app_marking(a)), &j);
	judge_margin_str(j.margin, m, sizeof m);
	size_t n = strlen(m);
	if (n > 2 && !strcmp(m + n - 2, ".0"))
		m[n - 2] = '\0';
	snprintf(buf, len, "estimate %s", strcmp(m, "0") ? m : "even");
	return buf;
}

/* A look at the count (score, on a game not over) records nothing: its hints offer no accept, no
 * undo (which would take back a move of the game) and no resume; the message does not promise a
 * play-out the count may not make.  The game goes on: it says that it is an estimate, with the
 * judgement's score. */
static void test_count_look_offers(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	run_all(a, (const char *const[]){ "play E5", "play D5", NULL });
	app_run(a, "score");
	assert_ptr_equal(app_base(a), &mode_score);
	assert_non_null(strstr(app_message_text(a, NULL), "f says whether it is played out first"));
	/* the game goes on: an estimate, never the count */
	assert_non_null(strstr(app_message_text(a, NULL), "this is an estimate, not the count"));
	char *text = screen_of(a), said[32];
	assert_non_null(strstr(text, "An estimate: the game goes on"));
	assert_non_null(strstr(text, estimate_said(a, said, sizeof said)));   /* the judgement's score */
	assert_null(strstr(text, "A look at the count"));
	free(text);
	assert_true(hint_offered(a, "dead/alive"));
	assert_false(hint_offered(a, "accept"));
	assert_false(hint_offered(a, "undo"));
	assert_false(hint_offered(a, "resume"));
	app_free(a);
}

/* The result the dialogue's message gives for Tromp-Taylor after a mark ("... Tromp-Taylor W+10.5."),
 * into buf. */
static const char *tromp_taylor_said(const struct app *a, char *buf, size_t len)
{
	const char *m = strstr(app_message_text(a, NULL), "Tromp-Taylor ");

	assert_non_null(m);
	m += strlen("Tromp-Taylor ");
	snprintf(buf, len, "%.*s", (int)strcspn(m, ". "), m);
	return buf;
}

/*
 * Tromp-Taylor counts the board as the players left it: toggling every chain of finished games
 * through alive, dead and seki in the dialogue never moves its result.  tests/corpus/g5.sgf (9x9,
 * area rules, dead stones, dame left open) is a game whose area play-out once leaked into the
 * Tromp-Taylor column; seki-dead.sgf holds a seki.
 */
static void test_marking_never_moves_tromp_taylor(void **state)
{
	static const char *const games[] = { "tests/corpus/g5.sgf", "tests/script/seki-dead.sgf" };
	const char *top = getenv("top_srcdir") ? getenv("top_srcdir") : ".";

	(void)state;
	for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
		struct app *a = new_app(9, false);
		char cmd[512], first[32], now[32], v[8];
		int marks = 0;
		snprintf(cmd, sizeof cmd, "load %s/%s", top, games[k]);
		app_run(a, cmd);
		app_run(a, "goto end");
		if (app_base(a) != &mode_score)
			app_run(a, "score");
		assert_ptr_equal(app_base(a), &mode_score);
		app_run(a, "mark reset");
		tromp_taylor_said(a, first, sizeof first);
		const struct board *b = game_board(app_game(a));
		BOARD_FOREACH(b, p) {
			if (b->color[p] == EMPTY)
				continue;
			for (int s = 0; s < 3; s++) {
				snprintf(cmd, sizeof cmd, "mark %s %s", board_vertex_str(b, p, v),
					 s == 0 ? "alive" : s == 1 ? "dead" : "seki");
				app_run(a, cmd);
				assert_false(msg_error(a));
				if (strcmp(tromp_taylor_said(a, now, sizeof now), first) != 0)
					fail_msg("%s: after `%s` tromp-taylor says %s, not %s", games[k], cmd, now, first);
				marks++;
			}
		}
		assert_int_equal(marks, 3 * (b->stones[BLACK] + b->stones[WHITE]));
		app_free(a);
	}
}

/* accept records RE, TB/TW and the count as a comment; the file reopened shows them. */
static void test_marking_dialogue_accept(void **state)
{
	char path[128], cmd[192];
	struct app *a = new_app(9, false);

	(void)state;
	load_seki_dead(a);
	app_key(a, 'a');
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'y');
	assert_non_null(strstr(app_message_text(a, NULL), "Accepted: B+4.5"));
	snprintf(path, sizeof path, "%s/accepted.sgf", tmpdir);
	snprintf(cmd, sizeof cmd, "save %s", path);
	app_run(a, cmd);
	char *text = read_all(path);
	assert_non_null(strstr(text, "RE[B+4.5]"));
	assert_non_null(strstr(text, "TB[ia][dd][ed][fd][gd][hd][de][ee][fe][ge][he][df][ef][ff][gf][hf]"));
	assert_non_null(strstr(text, "TW[ad][af][ah][bi][di][fi][hi]"));
	assert_non_null(strstr(text, "tromp-taylor: W+17.5 (Black 28, White 45.5)"));
	free(text);
	app_free(a);

	a = new_app(9, false);
	snprintf(cmd, sizeof cmd, "load %s", path);
	app_run(a, cmd);
	assert_row(a, "result B+4.5");                          /* the review panel, at the start */
	app_key(a, KEYC_END);
	assert_row(a, "The count, accepted");
	app_run(a, "panel teacher");
	assert_row(a, "B+4.5 by japanese rules: accepted");
	app_free(a);

	/* The count of a game that goes on (an estimate) records nothing, and says why in its words. */
	a = new_app(9, false);
	app_run(a, "play E5");
	app_run(a, "score");
	app_run(a, "accept");
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "this is an estimate, not the count"));
	app_free(a);
}

/* A file opens in review: markup and the next moves on the board, the tree and the comment in the
 * panel; the arrows walk the tree while h and l move the cursor; overlays; comments; a deletion. */
static const char review_sgf[] =
	"(;GM[1]FF[4]SZ[9]GN[Markup]C[root]"
	";B[ee];W[cc]TR[ee]SQ[cc]CR[gg]MA[cg]LB[gc:A]C[three answers]"
	"(;B[gg]C[first];W[dd])(;B[ce]C[second])(;B[dc]C[third]))";

static void test_review(void **state)
{
	char path[128], cmd[192];
	struct app *a = new_app(9, false);

	(void)state;
	snprintf(path, sizeof path, "%s/review.sgf", tmpdir);
	write_file(path, review_sgf);
	snprintf(cmd, sizeof cmd, "load %s", path);
	app_run(a, cmd);
	assert_ptr_equal(app_base(a), &mode_review);
	assert_int_equal(game_moves(app_game(a)), 0);
	assert_row(a, "Move 0 of 4");
	assert_non_null(strstr(app_message_text(a, NULL), "h j k l move the cursor"));   /* said, not hidden */
	app_run(a, "goto 2");
	app_run(a, "cursor A1");
	/* TR on the stone at E5 (beside it), SQ on C7 (the last move) in place of its ); CR at G3,
	 * MA at C3, LB A at G7; the next moves: a is G3 (its circle wins), b C5, c D7. */
	assert_row(a, " 7 . .(O#c . . A . . 7");
	assert_row(a, " 5 . . b . X^. . . . 5");
	assert_row(a, " 3 . . * . . . 0 . . 3");
	assert_row(a, " 1[.]. . . . . . . . 1");
	assert_row(a, "Move 2 of 4");
	assert_row(a, "Next   a B G3 (Right), b B C5, c B D7");
	assert_row(a, "three answers");
	assert_row(a, "  .-X[O]X-O");        /* the tree: the main line, the current node in [ ] */
	assert_row(a, "      |-X");
	assert_row(a, "      `-X");
	/* Down at a node whose next moves are lettered chooses among them; Right then plays it */
	app_key(a, KEYC_DOWN);
	assert_false(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "Next: b, B C5 (2 of 3)"));
	assert_row(a, "Next   a B G3, b B C5 (Right), c B D7");
	assert_int_equal(game_moves(app_game(a)), 2);
	app_key(a, KEYC_UP);
	assert_row(a, "Next   a B G3 (Right), b B C5, c B D7");
	app_key(a, KEYC_DOWN);
	app_key(a, KEYC_RIGHT);
	assert_row(a, "Move 3 of 3, variation 2 of 3");
	app_key(a, KEYC_LEFT);
	app_run(a, "variation 1");                           /* back to the first answer, then on */
	app_key(a, KEYC_RIGHT);
	app_key(a, KEYC_DOWN);
	assert_row(a, "Move 3 of 3, variation 2 of 3");
	assert_row(a, "second");
	assert_row(a, "      |[X]");
	int cursor = app_cursor(a);
	app_key(a, 'l');                                     /* the cursor keys of play still work */
	assert_int_equal(app_cursor(a), cursor + 1);
	app_key(a, KEYC_LEFT);
	assert_int_equal(game_moves(app_game(a)), 2);
	assert_false(document_changed(app_document(a)));     /* walking changes nothing */

	app_run(a, "overlay life");
	assert_row(a, "review: life");
	app_run(a, "overlay count");
	assert_row(a, "Count: ");
	assert_row(a, "review: count");
	app_run(a, "overlay count chinese");
	assert_row(a, "by chinese rules");
	app_run(a, "overlay diff japanese tromp-taylor");    /* one stone each: all dame under both */
	assert_row(a, "japanese W+6.5, tromp-taylor W+6.5; the");
	assert_row(a, "point counts for the same side under both");
	app_run(a, "overlay");                               /* the next one: none */
	assert_row(a, "  review");
	app_run(a, "overlay count nosuchrules");
	assert_true(msg_error(a));
	app_run(a, "overlay sideways");
	assert_true(msg_error(a));

	app_run(a, "comment \"A note.\"");
	assert_row(a, "A note.");
	assert_true(document_changed(app_document(a)));
	app_run(a, "comment!");
	assert_row(a, "(no comment)");
	app_run(a, "comment");
	assert_true(msg_error(a));

	app_run(a, "goto 3");                                /* the line walked last: the second */
	app_run(a, "variation delete");                      /* asks first */
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'y');
	assert_int_equal(game_moves(app_game(a)), 2);
	assert_row(a, "Next   a B G3 (Right), b B D7");
	assert_row(a, "Deleted 1 move, 1 comment; at move 2 now.");
	app_run(a, "goto start");
	app_run(a, "variation! delete");
	assert_true(msg_error(a));

	/* Under the count the review sleeps: Left moves the cursor, it does not step back. */
	app_run(a, "goto 2");
	app_run(a, "score");
	assert_ptr_equal(app_base(a), &mode_score);
	cursor = app_cursor(a);
	app_key(a, KEYC_LEFT);
	assert_int_equal(app_cursor(a), cursor - 1);
	assert_int_equal(game_moves(app_game(a)), 2);
	app_key(a, KEYC_UP);                                 /* k is up too, as on every board */
	cursor = app_cursor(a);
	app_key(a, KEYC_DOWN);
	app_key(a, 'k');
	assert_int_equal(app_cursor(a), cursor);
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_review);
	app_key(a, KEYC_ESCAPE);                             /* back to play: Left is the cursor's */
	assert_ptr_equal(app_base(a), &mode_play);
	app_run(a, "cursor E5");
	cursor = app_cursor(a);
	app_key(a, KEYC_LEFT);
	assert_int_equal(app_cursor(a), cursor - 1);
	assert_int_equal(game_moves(app_game(a)), 2);
	app_run(a, "review");
	assert_ptr_equal(app_base(a), &mode_review);
	app_free(a);
}

/* The case library: browse, narrow to a topic, open a case in review with its classification over
 * the board, come back, leave; an unsaved game is asked about first. */
static void test_library(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "play E5");                               /* unsaved: opening a case asks */
	app_run(a, "library");
	assert_ptr_equal(app_base(a), &mode_library);
	assert_row(a, "Seed 003: the seven types");
	assert_row(a, "> Seed 003, type 1, diagram 1 of 1");
	app_key(a, KEYC_DOWN);
	assert_row(a, "> Seed 003, type 2, diagram 1 of 3");
	app_run(a, "library topic nosuch");
	assert_true(msg_error(a));
	app_run(a, "library topic seki");
	assert_row(a, "cases, about seki");
	assert_false(msg_error(a));
	app_run(a, "library topic classic");
	assert_row(a, "> Bent four in the corner");
	assert_row(a, "Expect: B8 white dead type 6");
	assert_row(a, "Count: japanese B+23;");
	app_run(a, "library open 999");
	assert_true(msg_error(a));
	app_key(a, KEYC_ENTER);
	assert_ptr_equal(app_top(a), &mode_confirm);
	app_key(a, 'y');
	assert_ptr_equal(app_base(a), &mode_review);
	assert_row(a, "Bent four in the corner");
	assert_row(a, "review: life");
	/* the analysis's classification on the board, each type beside its chain's first stone: A9
	 * black type 2, C9 white dead (o) type 6, D9 black type 1 */
	assert_row(a, " 9 X2. o6X1X X X X X 9");
	app_key(a, KEYC_ESCAPE);                             /* back to the list, where it was */
	assert_ptr_equal(app_base(a), &mode_library);
	assert_row(a, "> Bent four in the corner");
	app_key(a, KEYC_ESCAPE);
	assert_ptr_equal(app_base(a), &mode_play);           /* the case stays open, in play */
	assert_non_null(strstr(app_file(a), "classic/bent-four.sgf"));
	app_run(a, "library off");
	assert_true(msg_error(a));
	app_free(a);
}

/* The text of a file, or "" (caller frees). */
static char *file_text(const char *path)
{
	FILE *f = fopen(path, "r");
	char *text = calloc(1, 1 << 16);

	assert_non_null(text);
	if (f) {
		size_t n = fread(text, 1, (1 << 16) - 1, f);
		text[n] = '\0';
		fclose(f);
	}
	return text;
}

/*
 * Nothing writes into the case library: a case opened, a move played, Escape, s asks for a new file
 * name and proposes one in the current directory; saving to a file of the library (save FILE, save!)
 * is refused.  The library here is a copy, so that a failure cannot touch the real one.
 */
static void test_library_never_written(void **state)
{
	char lib[128], cmd[512], cwd[512], here[128], *before, *after;
	struct app *a;

	(void)state;
	snprintf(lib, sizeof lib, "%s/lib", tmpdir);
	snprintf(cmd, sizeof cmd, "mkdir -p %s/classic && cp %s/assets/classic/snapback-corner.sgf %s/classic/",
		 lib, TENGEN_SRCDIR, lib);
	assert_int_equal(system(cmd), 0);
	snprintf(here, sizeof here, "%s/work", tmpdir);
	assert_int_equal(mkdir(here, 0700), 0);
	assert_non_null(getcwd(cwd, sizeof cwd));
	assert_int_equal(chdir(here), 0);
	setenv("TENGEN_LIBRARY", lib, 1);
	snprintf(cmd, sizeof cmd, "%s/classic/snapback-corner.sgf", lib);
	before = file_text(cmd);
	a = new_app(9, false);
	run_all(a, (const char *const[]){ "library", "library open 1", NULL });
	assert_ptr_equal(app_base(a), &mode_review);
	app_key(a, KEYC_ESCAPE);                             /* back to the list */
	app_key(a, KEYC_ESCAPE);                             /* the case in play */
	app_run(a, "play J1");
	app_key(a, 's');
	assert_ptr_equal(app_top(a), &mode_prompt);
	assert_string_equal(prompt_text(app_prompt_const(a)), "save snapback-corner.sgf");
	assert_non_null(strstr(app_message_text(a, NULL), "library"));
	app_key(a, KEYC_ENTER);
	assert_false(msg_error(a));
	assert_true(file_holds("snapback-corner.sgf", "[ai]"));
	app_run(a, "play H1");                               /* its own file now: saved there */
	app_run(a, "save");
	assert_false(msg_error(a));
	snprintf(cmd, sizeof cmd, "save! %s/classic/snapback-corner.sgf", lib);
	app_run(a, cmd);
	assert_true(msg_error(a));
	assert_non_null(strstr(app_message_text(a, NULL), "library"));
	snprintf(cmd, sizeof cmd, "save %s/classic/new-case.sgf", lib);
	app_run(a, cmd);
	assert_true(msg_error(a));
	snprintf(cmd, sizeof cmd, "%s/classic/snapback-corner.sgf", lib);
	after = file_text(cmd);
	assert_string_equal(before, after);
	snprintf(cmd, sizeof cmd, "%s/classic/new-case.sgf", lib);
	assert_int_equal(access(cmd, F_OK), -1);
	/* a second case saved where the first was: the next free name is proposed */
	run_all(a, (const char *const[]){ "library", "library! open 1", NULL });
	app_key(a, KEYC_ESCAPE);
	app_key(a, KEYC_ESCAPE);
	app_run(a, "play J2");
	app_run(a, "save");
	assert_string_equal(prompt_text(app_prompt_const(a)), "save snapback-corner-2.sgf");
	app_free(a);
	free(before);
	free(after);
	unsetenv("TENGEN_LIBRARY");
	assert_int_equal(chdir(cwd), 0);
}

/* rules-diff says in words where the rulesets agree, never "the 0 points legal only under". */
static void test_rules_diff_words(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	app_run(a, "rules-diff japanese chinese");
	assert_row(a, "Where Black may play, japanese and chinese agree: no point is legal under");
	app_free(a);
}

/*
 * The dialogue's words at 80x24: a ruleset named in full ("tromp-taylor" over two rows, never "TT"),
 * the legend of every mark the panel and the board use ((n/n) for a term shown but not added, * for
 * the points two columns count differently), notes wrapped rather than cut.
 */
static void test_dialogue_words(void **state)
{
	struct app *a = new_app(9, false);
	char *text;

	(void)state;
	load_seki_dead(a);
	app_run(a, "panel teacher");
	assert_row(a, "                    tromp-");
	assert_row(a, "B/W       japanese   taylor     chinese    tang");
	assert_row(a, "tromp-taylor: the 2 marked dead count; captured W+0.5");
	assert_row(a, "(n/n) shown, not added");
	text = screen_of(a);
	assert_null(strstr(text, " TT "));
	assert_null(strstr(text, "TT:"));
	free(text);
	/* marking a chain names its own warning, never another chain's */
	app_run(a, "mark F5 seki");                               /* F6 F5, named by F6 */
	assert_null(strstr(app_message_text(a, NULL), "H9"));
	assert_non_null(strstr(app_message_text(a, NULL), "Warning: F6 is marked seki; the estimate takes it as dead"));
	app_run(a, "mark B9 seki");
	assert_null(strstr(app_message_text(a, NULL), "H9"));
	assert_non_null(strstr(app_message_text(a, NULL), "elsewhere (w lists them)"));
	app_run(a, "mark H9 alive");                              /* as its estimate: no warning of its own */
	assert_null(strstr(app_message_text(a, NULL), "Warning: H9"));
	app_run(a, "mark H9 dead");
	assert_non_null(strstr(app_message_text(a, NULL), "Warning: H9 is marked dead; the estimate takes it as alive"));
	app_run(a, "mark reset");
	app_key(a, 'd');
	/* the list's title fits the box; Down past its end keeps the last lines in sight */
	assert_row(a, "Where Japanese-style and Tromp-Taylor count differently ");
	assert_row(a, "* marks these points on the board.");
	for (int i = 0; i < 60; i++)
		app_key(a, KEYC_DOWN);
	assert_row(a, "Black's dead: Japanese-style 2, Tromp-Taylor 0");
	app_key(a, KEYC_UP);                                      /* one row back at once */
	assert_row(a, "| F5: Japanese-style B dead stone");
	app_key(a, 'x');
	assert_row(a, "* counted differently");
	app_free(a);

	/* 19x19 leaves a narrow panel: the notes wrap, nothing is cut at the edge */
	a = new_app(19, false);
	run_all(a, (const char *const[]){ "play K10", "play L10", "pass", "pass", "panel teacher", NULL });
	assert_ptr_equal(app_base(a), &mode_score);
	assert_row(a, "Art. 8 (1989, on seki) read as");        /* Art. 8 with its meaning beside it */
	assert_row(a, "eyes, tengen's (r)");
	app_free(a);
}

/* Under Tromp-Taylor the end of play asks for no marking: every stone left counts as it stands. */
static void test_tromp_taylor_end_marks_nothing(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	run_all(a, (const char *const[]){ "new! rules=tromp-taylor", "play E5", "pass", "pass", NULL });
	assert_ptr_equal(app_base(a), &mode_score);
	const char *m = app_message_text(a, NULL);
	assert_null(strstr(m, "Mark the dead stones"));
	assert_non_null(strstr(m, "every stone on the board counts as it stands"));
	app_free(a);
}

/*
 * The frames speak both languages and have a legend: the chain looked at has a glyph of its own (not
 * seki's # @, nor ◆ ◇ in UTF-8), and the panel says what each mark means, "liberty" among them.
 */
static void test_frames_legend(void **state)
{
	struct app *a = new_app(9, false);

	(void)state;
	run_all(a, (const char *const[]){ "play D4", "play D5", "trace E5", NULL });
	assert_ptr_equal(app_top(a), &mode_frames);
	app_run(a, "frame next");                              /* White's D5 looked at: reach */
	assert_row(a, " 5 . . : W(X). . . . 5");
	assert_row(a, "B W the chain looked at");
	assert_row(a, ": a point it reaches (a liberty)");
	char *text = screen_of(a);
	assert_null(strstr(text, " 5 . . . @"));
	free(text);
	app_free(a);
}

/* The board as a newcomer reads it, at its edges: the ko point marked (and the mark explained in the
 * panel), a chain's type digit kept off the row label, markup on the last move shown, a name cut
 * between words, whose turn it is when only the board fits, and a board that fits offered when
 * the window is too small for this one. */
static void test_board_edges(void **state)
{
	struct app *a = new_app(9, false);
	char path[256], cmd[320];

	(void)state;
	run_all(a, (const char *const[]){ "play D5", "play E5", "play E6", "play F6", "play E4", "play F4",
					  "play J9", "play G5", "play F5", NULL });
	assert_row(a, " 5 . . . X /[X]O . . 5");                   /* White may not retake at E5 */
	assert_row(a, "Ko        / E5: White may not take back");
	app_free(a);

	/* J1's type digit beside the row label read "O11" */
	a = new_app(9, false);
	snprintf(path, sizeof path, "load %s/assets/j89/open-dame.sgf", getenv("top_srcdir") ? getenv("top_srcdir") : ".");
	run_all(a, (const char *const[]){ path, "goto end", "overlay life", NULL });
	assert_row(a, " 1 . X . X O . O .1O 1");
	app_free(a);

	/* the square on the last move (W C7) beside it, in place of its closing ) */
	a = new_app(9, false);
	snprintf(path, sizeof path, "%s/edges.sgf", tmpdir);
	write_file(path, "(;GM[1]FF[4]SZ[9];B[ee];W[cc]SQ[cc])");
	snprintf(cmd, sizeof cmd, "load %s", path);
	run_all(a, (const char *const[]){ cmd, "goto end", NULL });
	assert_row(a, " 7 . .(O#. . . , . . 7");
	app_free(a);

	/* a long name is cut between words, never inside "(9 dan)" */
	a = new_app(19, false);
	app_run(a, "player black \"Rin Kaiho (9 dan)\"");
	assert_row(a, "X Black Rin Kaiho  0 prisoners");              /* it was "Rin Kaiho (" */
	/* 19x19 in 60x24: no room for the panel nor a status row under the board; the turn beside it */
	app_resize(a, 24, 60);
	assert_false(app_too_small(a));
	assert_row(a, "Black to play");
	/* too small: a board that fits is offered, and s starts it */
	app_resize(a, 20, 40);
	assert_true(app_too_small(a));
	assert_row(a, "press s for a");
	assert_row(a, "13x13 board that fits");
	app_key(a, 's');
	assert_int_equal(game_board(app_game(a))->size, 13);
	assert_false(app_too_small(a));
	app_free(a);
}

/* The new-game dialogue steps the size through the usual boards and says that any can be typed. */
static void test_dialog_sizes(void **state)
{
	struct app *a = new_app(19, false);

	(void)state;
	app_run(a, "new-dialog");
	assert_row(a, "< 19x19 >");
	assert_row(a, "type a size");
	app_key(a, KEYC_LEFT);
	assert_row(a, "< 13x13 >");
	app_key(a, KEYC_LEFT);
	assert_row(a, "< 9x9 >");
	app_key(a, KEYC_RIGHT);
	app_key(a, KEYC_RIGHT);
	app_key(a, KEYC_RIGHT);
	assert_row(a, "< 25x25 >");
	app_key(a, '1');
	app_key(a, '1');
	assert_row(a, "< 11x11 >");
	app_key(a, KEYC_RIGHT);
	assert_row(a, "< 13x13 >");
	app_key(a, KEYC_ESCAPE);
	app_free(a);
}

/* The open-dame example of J89.md in the dialogue under each reading of Art. 8: B+3.5 (eyes, tengen's),
 * B+2.5 (dame-chains), W+0.5 (dame-areas), as J89.md counts them. */
static void test_dialogue_readings(void **state)
{
	struct app *a = new_app(9, false);
	char cmd[256];

	(void)state;
	snprintf(cmd, sizeof cmd, "load %s/assets/j89/open-dame.sgf", getenv("top_srcdir") ? getenv("top_srcdir") : ".");
	app_run(a, cmd);
	app_run(a, "goto 0");   /* the case's position (AT: 0); its main line fills the dame */
	app_run(a, "score");
	assert_ptr_equal(app_base(a), &mode_score);
	/* played out first: Black to play fills G3, White then closes E3 with F3 (one point) */
	assert_row(a, "result    B+2.5");
	assert_row(a, "played out (f): 2 + filled, 0 ! protective");
	/* the readings of Art. 8 are about the dame left open: counted as the board stands */
	app_run(a, "finish off");
	assert_row(a, "result    B+3.5");
	assert_row(a, "Art. 8 (1989, on seki) read as eyes, tengen's (r)");
	app_key(a, 'r');
	assert_row(a, "result    B+2.5");
	assert_row(a, "Art. 8 (1989, on seki) read as dame-chains (r)");
	app_run(a, "reading dame-areas");
	assert_row(a, "result    W+0.5");
	app_run(a, "reading sideways");
	assert_true(msg_error(a));
	app_run(a, "reading eyes");
	assert_row(a, "result    B+3.5");
	app_free(a);
}

/* Move numbers: three columns a point, so that two numbers never touch (without the panel where it
 * does not fit beside); from 100 on, the last two digits, as printed diagrams number them. */
static void test_move_numbers(void **state)
{
	struct app *a = new_app(19, false);
	static const char cols[] = "ABCDEFGHJKLMNOPQRST";
	char cmd[32];

	(void)state;
	for (int i = 0; i < 57; i++) {   /* Black fills rows 1-3, White rows 19-17: no captures */
		snprintf(cmd, sizeof cmd, "play %c%d", cols[i % 19], 1 + i / 19);
		app_run(a, cmd);
		snprintf(cmd, sizeof cmd, "play %c%d", cols[i % 19], 19 - i / 19);
		app_run(a, cmd);
	}
	assert_int_equal(game_moves(app_game(a)), 114);
	app_run(a, "numbers on");
	assert_non_null(strstr(app_message_text(a, NULL), "their last two digits"));
	app_run(a, "cursor K10");
	assert_row(a, "    A  B  C  D  E  F  G  H  J  K  L  M  N  O  P  Q  R  S  T\n");
	assert_row(a, "  1 1  3  5  7  9  11 13 15 17 19 21 23 25 27 29 31 33 35 37 1\n");
	assert_row(a, "  3 77 79 81 83 85 87 89 91 93 95 97 99 01 03 05 07 09 11 13 3\n");
	assert_row(a, " 10 .  .  .  ,  .  .  .  .  . [,] .  .  .  .  .  ,  .  .  .  10\n");
	struct layout l;
	app_layout(a, &l);
	assert_int_equal(l.cell, 3);
	assert_false(l.panel);                               /* 80x24: the board alone */
	const struct board *b = game_board(app_game(a));
	assert_int_equal(view_point_at(&l, b, l.grid_y + 9, l.grid_x + 3 * 9 + 1), board_vertex_parse(b, "K10"));
	assert_int_equal(view_point_at(&l, b, l.grid_y + 9, l.grid_x + 3 * 9 - 1), board_vertex_parse(b, "K10"));
	app_resize(a, 24, 100);                              /* wide enough: the panel beside */
	assert_row(a, " 18 40 42 44 46 48 50 52 54 56 58 60 62 64 66 68 70 72 74 76 18   > X Black");
	app_run(a, "numbers off");
	app_layout(a, &l);
	assert_int_equal(l.cell, 2);
	app_free(a);
}

/* A chain dead with its opponent to move and alive with its owner to move (a straight three on the
 * edge, its vital point open): marked dead as the 1989 rules read it, with a warning that the game
 * may not be over. */
static void test_dialogue_owner_saves(void **state)
{
	char path[128], cmd[192];
	struct app *a = new_app(9, false);

	(void)state;
	snprintf(path, sizeof path, "%s/three.sgf", tmpdir);
	write_file(path, "(;GM[1]FF[4]SZ[9]KM[0]PL[B]"
		   "AB[aa][ba][ca][da][ea][fa][ga][ha][ab][cb][db][eb][fb][gb][hb][ib][ac][bc][cc][dc][ec][fc][gc]"
		   "[ic][ad][bd][cd][dd][ed][fd][gd][hd][id][ae][be][ce][de][fe][ge][he][ie][af][bf][cf][df][ef]"
		   "[ff][gf][hf][if][ag][bg][cg][dg][eg][fg][gg][hg][ig][eh][fh][hh][ih][ei][gi][hi][ii]"
		   "AW[ah][bh][ch][dh][di];B[];W[])");
	snprintf(cmd, sizeof cmd, "load %s", path);
	app_run(a, cmd);
	app_run(a, "goto end");
	assert_ptr_equal(app_base(a), &mode_score);
	app_run(a, "panel teacher");
	assert_row(a, " 2 o o o o X X b X X 2");        /* dead, as the analysis reads it */
	assert_row(a, "1 warning (w lists them)");
	app_run(a, "warnings");
	assert_row(a, "A2: marked dead, but with its owner to move it cannot be captured (W");
	app_free(a);
}

static void test_screen_wrap(void **state)
{
	int starts[2], lens[2];
	bool cut;

	(void)state;
	int n = screen_wrap("one two three four", 9, 2, starts, lens, &cut);
	assert_int_equal(n, 2);
	assert_int_equal(lens[0], 7);
	assert_true(cut);
	assert_int_equal(screen_width("●─┼"), 3);
	/* cut, with "..." to follow: the last line leaves it room ("one two" would fill 9 columns) */
	n = screen_wrap_ellipsis("one two three four", 9, 1, starts, lens, &cut);
	assert_int_equal(n, 1);
	assert_true(cut);
	assert_int_equal(lens[0], 3);
	/* not cut: as screen_wrap */
	n = screen_wrap_ellipsis("one two", 9, 1, starts, lens, &cut);
	assert_false(cut);
	assert_int_equal(lens[0], 7);
}

/* The screen s as text, with its lines joined by spaces and runs of spaces squeezed. */
static char *screen_words(const struct screen *s)
{
	char *text = screen_text(s), *o = text;

	for (const char *c = text; *c; c++) {
		char ch = *c == '\n' ? ' ' : *c;
		if (ch != ' ' || o == text || o[-1] != ' ')
			*o++ = ch;
	}
	*o = '\0';
	return text;
}

/*
 * A message longer than the rows kept for it (two at 80x24 with a 19x19 board) used to be cut with
 * "...": now it takes rows over the board, up to half the screen, and one longer still keeps its
 * start and its end (where an error says its cause) around "...".  The board is whole again once a
 * short message (or Escape) replaces it.
 */
static void test_long_message_shown(void **state)
{
	struct app *a = new_app(19, false);
	struct screen *s = screen_new(24, 80);
	char msg[4096];
	size_t n = 0;

	(void)state;
	n += (size_t)snprintf(msg + n, sizeof msg - n, "BEGIN");
	for (int i = 0; i < 50; i++)
		n += (size_t)snprintf(msg + n, sizeof msg - n, " word%d", i);
	snprintf(msg + n, sizeof msg - n, " THE-END");
	app_draw(a, s, REACT_ALL);
	app_error(a, "%s", msg);
	app_draw(a, s, app_key(a, 'x') | REACT_MESSAGE);     /* an unbound key: its own message */
	app_error(a, "%s", msg);
	app_draw(a, s, REACT_MESSAGE);
	char *text = screen_words(s);
	if (!strstr(text, msg))
		fail_msg("the message is not whole on the screen:\n%s", text);
	free(text);

	n = 0;
	n += (size_t)snprintf(msg + n, sizeof msg - n, "BEGIN");
	for (int i = 0; i < 400; i++)
		n += (size_t)snprintf(msg + n, sizeof msg - n, " word%d", i);
	snprintf(msg + n, sizeof msg - n, " THE-END");
	app_error(a, "%s", msg);
	app_draw(a, s, REACT_MESSAGE);
	text = screen_words(s);
	if (!strstr(text, " BEGIN word0 word1 ") || !strstr(text, " word399 THE-END ") || !strstr(text, "..."))
		fail_msg("the start and the end of a message too long for the screen are not shown:\n%s", text);
	free(text);

	app_draw(a, s, app_key(a, KEYC_ESCAPE));               /* the message goes: the board is whole */
	text = screen_text(s);
	if (!strstr(text, "\n  2 . . . . . . . . . . . . . . . . . . . 2\n  1 . . . . . . . . . . . . . . . . . . . 1\n"))
		fail_msg("the board is not whole again:\n%s", text + 800);
	free(text);
	screen_free(s);
	app_free(a);
}

/* In a locale that is not UTF-8 (LANG=C), a well-formed UTF-8 character the locale cannot show is
 * one '?': it used to be a '?' and then an escape for each of its other bytes ("?\xa9"). */
static void test_screen_non_utf8_locale(void **state)
{
	struct screen *s = screen_new(1, 20);

	(void)state;
	assert_non_null(setlocale(LC_CTYPE, "C"));
	screen_put(s, 0, 0, "Jos\xc3\xa9 \xe6\x97\xa5 \x1b!", STYLE_PLAIN, -1);
	char *text = screen_text(s);
	assert_string_equal(text, "Jos? ? \\x1b!\n");   /* a control is still its escape */
	free(text);
	screen_free(s);
	setlocale(LC_CTYPE, "C.UTF-8");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_split_quotes),
		cmocka_unit_test(test_split_too_long),
		cmocka_unit_test(test_find_prefix),
		cmocka_unit_test(test_key_names),
		cmocka_unit_test(test_key_decode),
		cmocka_unit_test(test_play_undo_redo),
		cmocka_unit_test(test_ko_refused_in_words),
		cmocka_unit_test(test_keys_move_and_play),
		cmocka_unit_test(test_two_passes_score),
		cmocka_unit_test(test_count_opens_once),
		cmocka_unit_test(test_dialogue_player_view),
		cmocka_unit_test(test_dialogue_they_agree),
		cmocka_unit_test(test_dialogue_view_by_game),
		cmocka_unit_test(test_dialogue_one_press),
		cmocka_unit_test(test_dialogue_reopened),
		cmocka_unit_test(test_vertex_alone),
		cmocka_unit_test(test_resign_asks_first),
		cmocka_unit_test(test_new_size_handicap_rules),
		cmocka_unit_test(test_handicap_komi),
		cmocka_unit_test(test_save_load_round_trip),
		cmocka_unit_test(test_played_line_is_saved_first),
		cmocka_unit_test(test_save_over_changed_file_asks),
		cmocka_unit_test(test_autosave_and_resume),
		cmocka_unit_test(test_work_before_first_move_kept),
		cmocka_unit_test(test_hint_asking_words),
		cmocka_unit_test(test_state_dir_relative_ignored),
		cmocka_unit_test(test_complete),
		cmocka_unit_test(test_prompt_history),
		cmocka_unit_test(test_prompt_mode_runs_command),
		cmocka_unit_test(test_prompt_long_line),
		cmocka_unit_test(test_prompt_typing),
		cmocka_unit_test(test_layout_fits_80x24),
		cmocka_unit_test(test_board_drawing),
		cmocka_unit_test(test_click_plays),
		cmocka_unit_test(test_screen_wrap),
		cmocka_unit_test(test_screen_non_utf8_locale),
		cmocka_unit_test(test_long_message_shown),
		cmocka_unit_test_setup_teardown(test_review, setup_tmpdir, teardown_tmpdir),
		cmocka_unit_test(test_library),
		cmocka_unit_test(test_library_never_written),
		cmocka_unit_test(test_dialogue_words),
		cmocka_unit_test(test_frames_legend),
		cmocka_unit_test(test_board_edges),
		cmocka_unit_test(test_dialog_sizes),
		cmocka_unit_test(test_tromp_taylor_end_marks_nothing),
		cmocka_unit_test(test_dialogue_readings),
		cmocka_unit_test(test_move_numbers),
		cmocka_unit_test_setup_teardown(test_dialogue_owner_saves, setup_tmpdir, teardown_tmpdir),
		cmocka_unit_test(test_tree_through_the_board),
		cmocka_unit_test(test_hints_and_help_from_key_tables),
		cmocka_unit_test(test_help_wraps_at_80_columns),
		cmocka_unit_test(test_rules_diff_words),
		cmocka_unit_test(test_command_refused_in_a_mode),
		cmocka_unit_test(test_mode_tables),
		cmocka_unit_test(test_too_small_keys_do_nothing),
		cmocka_unit_test(test_autosave_failure_shown),
		cmocka_unit_test(test_each_run_its_own_autosave),
		cmocka_unit_test(test_marking_dialogue_counts),
		cmocka_unit_test(test_count_after_accept),
		cmocka_unit_test(test_count_look_offers),
		cmocka_unit_test(test_marking_never_moves_tromp_taylor),
		cmocka_unit_test(test_marking_dialogue_accept),
	};

	setlocale(LC_ALL, "C.UTF-8");
	return cmocka_run_group_tests(tests, setup_group, teardown_group);
}
