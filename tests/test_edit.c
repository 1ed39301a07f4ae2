/*
 * test_edit.c: setup, marks and the game's information edited in the document (tui/shared/edit.h),
 * without curses: where each edit goes, what the SGF then holds, the log's undo and redo, and that
 * everything an edit does not touch is saved as it was read.
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

#include "rules/sgf.h"
#include "tui/shared/document.h"
#include "tui/shared/edit.h"
#include "tui/shared/markup.h"
#include "tests/diagram.h"

static struct document *parse(const char *sgf)
{
	struct ruleset rules = rules_named("japanese");
	char err[256];
	struct document *d = document_parse(sgf, strlen(sgf), "t.sgf", &rules, "test", err, sizeof err);

	if (!d)
		print_error("%s\n", err);
	assert_non_null(d);
	return d;
}

/* The SGF text of the document. */
static char *text_of(const struct document *d)
{
	return document_text(d, NULL);
}

/* The document holds the trees of want (written as tengen writes a file: its roots stamped). */
static void assert_text(const struct document *d, const char *want)
{
	char err[256];
	struct sgf_collection *c = sgf_parse(want, strlen(want), "want", err, sizeof err);

	assert_non_null(c);
	for (struct sgf_node *g = c->games; g; g = g->next)
		sgf_stamp(g, "test");
	char *w = sgf_write(c, NULL), *t = text_of(d);
	if (strcmp(t, w) != 0)
		print_error("expected:\n%s\ngot:\n%s\n", w, t);
	assert_string_equal(t, w);
	free(t);
	free(w);
	sgf_free(c);
}

static int at(const struct document *d, const char *v)
{
	return AT(game_board(document_game(d)), v);
}

static void setup(struct document *d, struct edit_log *log, enum color c, const char *v, int want)
{
	char err[128];
	int p = at(d, v);

	assert_int_equal(edit_setup(d, log, c, &p, 1, err, sizeof err), want);
}

/* --- setup ----------------------------------------------------------------------------------------------- */

/* At a node without a move the setup is the node's; a stone moves between AB and AW; one taken away
 * that was set up here leaves the list, and the list goes when it is empty. */
static void test_setup_in_place(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[5]AB[aa:bb])");

	(void)state;
	setup(d, NULL, BLACK, "C3", 1);
	setup(d, NULL, BLACK, "C3", 0);   /* black already */
	setup(d, NULL, WHITE, "A5", 1);   /* out of the rectangle, into AW */
	ASSERT_BOARD(game_board(document_game(d)), "O X . . .\nX X . . .\n. . X . .\n. . . . .\n. . . . .");
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5]AB[ba][ab][bb][cc]AW[aa])\n");
	setup(d, NULL, EMPTY, "A5", 1);
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5]AB[ba][ab][bb][cc])\n");
	assert_true(document_changed(d));
	document_free(d);
}

/* After a move the setup goes to a new node after it; a stone of the position before is taken away
 * with AE; the move's node stays as it was. */
static void test_setup_after_a_move(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[5];B[cc])");

	(void)state;
	document_goto_end(d);
	setup(d, NULL, WHITE, "B4", 1);
	setup(d, NULL, EMPTY, "C3", 1);
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5];B[cc];AW[bb]AE[cc])\n");
	const struct game *g = document_game(d);
	assert_int_equal(game_moves(g), 2);
	assert_int_equal(game_move(g, 2)->action, ACTION_SETUP);
	ASSERT_BOARD(game_board(g), ". . . . .\n. O . . .\n. . . . .\n. . . . .\n. . . . .");
	assert_int_equal(edit_to_play(d, NULL, BLACK), 1);   /* White was to move after B C3 */
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5];B[cc];AW[bb]AE[cc]PL[B])\n");
	assert_int_equal(game_to_move(document_game(d)), BLACK);
	document_free(d);
}

/* --- marks ---------------------------------------------------------------------------------------------- */

static void test_marks(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[5]TR[aa:ab];B[cc])");
	int pts[2];
	struct markup m;

	(void)state;
	document_goto_end(d);   /* marks go to the move's own node */
	pts[0] = at(d, "C3");
	pts[1] = at(d, "D4");
	assert_int_equal(edit_mark(d, NULL, MARKUP_TRIANGLE, pts, 2), 2);
	assert_int_equal(edit_mark(d, NULL, MARKUP_SQUARE, pts, 1), 1);   /* replaces the triangle */
	assert_int_equal(edit_label(d, NULL, at(d, "E5"), "A"), 1);
	assert_int_equal(edit_label(d, NULL, at(d, "A1"), "1]"), 1);
	assert_int_equal(edit_line(d, NULL, at(d, "A1"), at(d, "C3"), true), 1);
	assert_int_equal(edit_line(d, NULL, at(d, "B1"), at(d, "B5"), false), 1);
	assert_int_equal(edit_dim(d, NULL, pts + 1, 1, true), 1);
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5]TR[aa:ab];B[cc]TR[db]SQ[cc]LB[ea:A][ae:1\\]]AR[ae:cc]LN[be:ba]DD[db])\n");
	markup_read(document_node(d), game_board(document_game(d)), &m);
	assert_int_equal(m.mark[at(d, "C3")], MARKUP_SQUARE);
	assert_string_equal(m.label[at(d, "A1")], "1]");
	assert_int_equal(m.nlines, 2);
	assert_true(m.dim[at(d, "D4")]);
	char next[8];
	assert_string_equal(edit_next_label(d, false, next, sizeof next), "B");
	assert_string_equal(edit_next_label(d, true, next, sizeof next), "1");   /* "1]" is not "1" */
	/* clear: every mark of A1 and D4, the arrow from A1 too */
	pts[0] = at(d, "A1");
	assert_int_equal(edit_mark(d, NULL, MARKUP_NONE, pts, 2), 2);
	assert_int_equal(edit_line(d, NULL, at(d, "B1"), at(d, "B5"), false), 0);   /* again: removed */
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5]TR[aa:ab];B[cc]SQ[cc]LB[ea:A])\n");
	document_free(d);
}

/* --- the log -------------------------------------------------------------------------------------------- */

/* Undo takes back each edit, the node an edit made included, down to the file as it was read; redo
 * does them again. */
static void test_undo_redo(void **state)
{
	const char *file = "(;GM[1]FF[4]CA[UTF-8]SZ[5]AB[aa];B[cc]C[a move])\n";
	struct document *d = parse(file);
	struct edit_log *log = edit_log_new();
	int p;

	(void)state;
	document_goto_end(d);
	p = at(d, "A1");
	assert_int_equal(edit_mark(d, log, MARKUP_CIRCLE, &p, 1), 1);
	setup(d, log, WHITE, "B4", 1);     /* a new node */
	setup(d, log, WHITE, "B3", 1);     /* the same node */
	assert_int_equal(edit_log_undos(log), 3);
	char *edited = text_of(d);
	while (edit_undo(log, d) == 0)
		;
	assert_text(d, file);
	assert_int_equal(edit_log_redos(log), 3);
	while (edit_redo(log, d) == 0)
		;
	assert_text(d, edited);
	assert_int_equal(edit_undo(log, d), 0);
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[5]AB[aa];B[cc]C[a move]CR[ae];AW[bb])\n");
	/* an edit after an undo: no redo any more */
	setup(d, log, BLACK, "E5", 1);
	assert_int_equal(edit_log_redos(log), 0);
	/* the document elsewhere: the log starts again */
	document_goto_start(d);
	edit_log_follow(log, d);
	assert_int_equal(edit_undo(log, d), -1);
	free(edited);
	edit_log_free(log);
	document_free(d);
}

/* What an edit does not touch keeps its raw values: every other property, node and variation. */
static void test_nothing_else_changes(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]CA[UTF-8]SZ[9]XX[keep\\]me]AB[aa:cc][ee]C[Dear  \\\n teacher]\n"
				   "(;B[gg]WL[30.5];W[hh])(;B[gh]))\n");
	int p;

	(void)state;
	document_goto_start(d);
	p = at(d, "J1");
	assert_int_equal(edit_mark(d, NULL, MARKUP_CROSS, &p, 1), 1);
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[9]XX[keep\\]me]AB[aa:cc][ee]C[Dear  \\\n teacher]MA[ii]\n"
		       "(;B[gg]WL[30.5];W[hh])(;B[gh]))\n");
	document_free(d);
}

/* --- the game's information ----------------------------------------------------------------------------- */

static void test_info(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5])");
	char err[256];

	(void)state;
	assert_int_equal(edit_info(d, "GN", "Seki [1]", err, sizeof err), 0);
	assert_int_equal(edit_info(d, "PB", "Sai", err, sizeof err), 0);
	assert_int_equal(edit_info(d, "KM", "0", err, sizeof err), 0);
	assert_int_equal(game_rules(document_game(d))->komi2, 0);
	assert_int_equal(edit_info(d, "RU", "chinese", err, sizeof err), 0);
	assert_int_equal(game_rules(document_game(d))->komi2, 0);   /* a komi given stays */
	assert_int_equal(edit_info(d, "KM", "lots", err, sizeof err), -1);
	assert_string_equal(err, "KM: lots is not a komi (6.5, 7, 0.5, -3)");
	assert_int_equal(edit_info(d, "HA", "12", err, sizeof err), -1);
	assert_int_equal(edit_info(d, "XY", "1", err, sizeof err), -1);
	assert_int_equal(edit_info(d, "C", "Black to live.", err, sizeof err), 0);
	assert_int_equal(edit_info(d, "PB", "", err, sizeof err), 0);
	assert_text(d, "(;GM[1]FF[4]CA[UTF-8]SZ[9]RU[Chinese]KM[0]GN[Seki [1\\]]C[Black to live.])\n");
	document_free(d);
}

/* A collection: each game tree shown in turn. */
static void test_games(void **state)
{
	struct document *d = parse("(;GM[1]SZ[5]GN[one])(;GM[1]SZ[9]GN[two];B[ee])");
	int count;

	(void)state;
	assert_int_equal(document_game_index(d, &count), 0);
	assert_int_equal(count, 2);
	assert_int_equal(document_goto_game(d, 1), 0);
	assert_int_equal(document_game_index(d, &count), 1);
	assert_int_equal(game_board(document_game(d))->size, 9);
	assert_string_equal(sgf_value(document_root(d), "GN"), "two");
	assert_int_equal(document_goto_game(d, 2), -1);
	assert_int_equal(document_game_index(d, &count), 1);
	document_free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setup_in_place),
		cmocka_unit_test(test_setup_after_a_move),
		cmocka_unit_test(test_marks),
		cmocka_unit_test(test_undo_redo),
		cmocka_unit_test(test_nothing_else_changes),
		cmocka_unit_test(test_info),
		cmocka_unit_test(test_games),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
