/*
 * test_export.c: the document as a diagram and as a picture (tui/shared/export.h, tui/shared/svg.h),
 * without curses: a diagram exported and loaded again gives the same position, moves and marks
 * (every diagram of seed 003 among them); what a diagram cannot show is refused or named; the SVG
 * picture holds each stone, label, coordinate and number as an element, and the count's territory
 * and dead stones from the one count.
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

#include "rules/file.h"
#include "rules/sensei.h"
#include "rules/sgf.h"
#include "tui/shared/document.h"
#include "tui/shared/export.h"
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

/* The game trees of a diagram text as a document (through SGF text, as a file would be). */
static struct document *from_diagrams(const char *text, size_t len, int game)
{
	char err[256];
	struct sgf_collection *c = sensei_parse(text, len, "d.txt", err, sizeof err);

	if (!c)
		print_error("%s\n", err);
	assert_non_null(c);
	char *sgf = sgf_write(c, NULL);
	sgf_free(c);
	struct document *d = parse(sgf);
	free(sgf);
	if (game > 0)
		assert_int_equal(document_goto_game(d, game), 0);
	return d;
}

/* Diagram d written, read back and loaded: a document at the end of its line. */
static struct document *reload(const struct sensei_diagram *d)
{
	char *text = sensei_write(d);
	struct document *doc = from_diagrams(text, strlen(text), 0);

	free(text);
	document_goto_end(doc);
	return doc;
}

static int count_of(const char *hay, const char *needle)
{
	int n = 0;

	for (const char *s = hay; (s = strstr(s, needle)); s += strlen(needle))
		n++;
	return n;
}

/* --- the diagram --------------------------------------------------------------------------------------- */

/* The moves after move 1 as numbers, the marks of move 1's node, MN: loaded again, the same position,
 * moves and marks, and the same diagram once more. */
static void test_diagram_round_trip(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[9]GN[Ladder]AB[dd][ee]AW[de]PL[W]"
				   ";W[ed]TR[dd]CR[ff]LB[gg:a][hh:B]AR[aa:cc]"
				   ";B[fd];W[];B[ec])");
	struct sensei_diagram diagram, again;
	char note[256], err[256];

	(void)state;
	document_goto_end(d);
	assert_int_equal(export_diagram(d, 1, &diagram, note, sizeof note, err, sizeof err), 0);
	assert_string_equal(note, "");
	assert_int_equal(diagram.first, BLACK);
	assert_int_equal(diagram.first_number, 2);
	assert_int_equal(sensei_moves(&diagram), 3);   /* B F6, a pass, B E7 */
	assert_int_equal(diagram.label[6][6], 'a');
	assert_int_equal(diagram.label[7][7], 'b');    /* written lower case, as the format has it */
	assert_string_equal(diagram.title, "Ladder");
	struct document *back = reload(&diagram);
	assert_true(board_equal(game_board(document_game(d)), game_board(document_game(back))));
	assert_int_equal(game_move(document_game(back), 2)->action, ACTION_PASS);
	static struct markup m;
	document_goto_start(back);
	markup_read(document_node(back), game_board(document_game(back)), &m);
	assert_int_equal(m.mark[AT(game_board(document_game(back)), "D6")], MARKUP_TRIANGLE);
	assert_int_equal(m.nlines, 1);
	document_goto_end(back);
	assert_int_equal(export_diagram(back, 0, &again, note, sizeof note, err, sizeof err), 0);
	assert_true(sensei_equal(&diagram, &again));
	document_free(back);
	document_free(d);
}

/* Every diagram of seed 003: loaded, exported from its start, loaded again: the same diagram (but
 * for the coordinates the export turns on). */
static void test_seed003_round_trip(void **state)
{
	char err[256], note[256];
	size_t len;
	char *text = file_read(SENSEI_TEST_DIR "/seed003.txt", &len, err, sizeof err);
	struct sensei_diagram *want, out;
	int n;

	(void)state;
	assert_int_equal(sensei_read(text, len, "seed003.txt", &want, &n, err, sizeof err), 0);
	for (int i = 0; i < n; i++) {
		struct document *d = from_diagrams(text, len, i);
		document_goto_end(d);
		assert_int_equal(export_diagram(d, 0, &out, note, sizeof note, err, sizeof err), 0);
		want[i].coordinates = true;
		want[i].line = 0;
		if (!sensei_equal(&want[i], &out)) {
			char *w = sensei_write(&want[i]), *o = sensei_write(&out);
			print_error("diagram %d:\n%s\nexported:\n%s\n", i + 1, w, o);
			free(w);
			free(o);
		}
		assert_true(sensei_equal(&want[i], &out));
		document_free(d);
	}
	free(want);
	free(text);
}

static void test_diagram_refused_and_left_out(void **state)
{
	struct sensei_diagram diagram;
	char note[256], err[256];

	(void)state;
	/* eleven moves */
	struct document *d = parse("(;GM[1]SZ[9];B[aa];W[ba];B[ca];W[da];B[ea];W[fa];B[ga];W[ha];B[ia];W[ab];B[bb])");
	assert_int_equal(export_diagram(d, 0, &diagram, note, sizeof note, err, sizeof err), -1);
	assert_string_equal(err, "11 moves from move 0: a diagram numbers at most 10 (1-9 and 0); export from move 1 or later");
	assert_int_equal(export_diagram(d, 1, &diagram, note, sizeof note, err, sizeof err), 0);
	document_free(d);
	/* a point played again after a capture */
	d = parse("(;GM[1]SZ[5]AB[ab]AW[aa];B[ba];W[ee];B[aa])");
	assert_int_equal(game_moves(document_game(d)), 3);
	assert_int_equal(export_diagram(d, 0, &diagram, note, sizeof note, err, sizeof err), -1);
	assert_string_equal(err, "move 3 at A5 is played where a stone of the diagram stands: a diagram cannot show it; "
			    "export from move 2");
	document_free(d);
	/* what a diagram leaves out */
	d = parse("(;GM[1]SZ[5]AB[aa]LB[bb:word][aa:A]DD[cc];B[dd];W[])");
	document_goto_end(d);
	assert_int_equal(export_diagram(d, 0, &diagram, note, sizeof note, err, sizeof err), 0);
	assert_string_equal(note, "the pass at the end (a diagram shows a pass only before a numbered move); 1 label on "
			    "stones or marks; 1 label of more than one letter; 1 dimmed or selected point");
	document_free(d);
}

/* A snap-back: Black 1 throws in at A5, White 2 takes it, Black 3 takes back five stones at A5.  Move 3
 * is played where move 1 is drawn: the diagram draws 1 and says "3 at 1" in its title, and reads back
 * to the same moves and position. */
static const char snapback_sgf[] = "(;GM[1]FF[4]SZ[5]GN[Snap-back]AB[da][db][ac][bc][cc][dc]AW[ca][ab][bb][cb]"
				   ";B[aa];W[ba];B[aa])";

static void test_diagram_point_played_again(void **state)
{
	struct document *d = parse(snapback_sgf);
	struct sensei_diagram diagram, again;
	char note[256], err[256];

	(void)state;
	document_goto_end(d);
	assert_int_equal(export_diagram(d, 0, &diagram, note, sizeof note, err, sizeof err), 0);
	assert_string_equal(note, "");
	assert_int_equal(sensei_moves(&diagram), 3);
	assert_int_equal(diagram.number[0][0], 1);
	assert_int_equal(diagram.at[3], 1);
	char *text = sensei_write(&diagram);
	assert_non_null(strstr(text, "$$Bc5 Snap-back 3 at 1\n"));
	free(text);
	struct document *back = reload(&diagram);
	assert_int_equal(game_moves(document_game(back)), 3);
	assert_int_equal(game_move(document_game(back), 3)->captured, 5);
	assert_true(board_equal(game_board(document_game(d)), game_board(document_game(back))));
	assert_int_equal(export_diagram(back, 0, &again, note, sizeof note, err, sizeof err), 0);
	assert_true(sensei_equal(&diagram, &again));
	assert_string_equal(again.title, "Snap-back");
	document_free(back);
	/* from move 1 the numbers start at 2: "4 at 2" is the same move */
	struct sensei_diagram shifted;
	sensei_init(&shifted, 5);
	document_goto_end(d);
	assert_int_equal(export_diagram(d, 1, &shifted, note, sizeof note, err, sizeof err), -1);   /* 3 where A5 stood */
	document_free(d);
	/* a title that only looks like a caption stays the title */
	static const char text2[] = "$$Bc5 Figure 1 at 9\n$$ +-----------+\n$$ | 1 . . . . |\n$$ | . . . . . |\n"
				    "$$ | . . . . . |\n$$ | . . . . . |\n$$ | . . . . . |\n$$ +-----------+\n";
	struct sensei_diagram *got;
	int n;
	assert_int_equal(sensei_read(text2, sizeof text2 - 1, "t.txt", &got, &n, err, sizeof err), 0);
	assert_string_equal(got[0].title, "Figure 1 at 9");
	assert_int_equal(sensei_moves(&got[0]), 1);
	free(got);
}

/* --- the picture --------------------------------------------------------------------------------------- */

static void test_svg_elements(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[9]GN[A <title> & more]AB[aa][bb][cc]AW[ab][ba]"
				   ";B[ee];W[ef]LB[gg:A][hh:12]TR[aa]SQ[ee]CR[ii]MA[ab]DD[cc]AR[ia:ic]LN[ai:ci])");
	(void)state;
	document_goto_end(d);
	char *svg = export_svg(d, 0, NULL);
	assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
	assert_non_null(strstr(svg, "A &lt;title&gt; &amp; more"));
	/* B8, C7 and E5: A9, set up with no liberty (A8 and B9 are White's), is cleared by the first
	 * move, as rule 7 clears every chain that reaches no empty point */
	assert_int_equal(count_of(svg, "class=\"stone black\""), 4 - 1);
	assert_int_equal(count_of(svg, "class=\"stone white\""), 3);
	assert_int_equal(count_of(svg, "class=\"coordinate\""), 4 * 9);
	assert_non_null(strstr(svg, ">J</text>"));
	assert_null(strstr(svg, ">I</text>"));
	assert_int_equal(count_of(svg, "class=\"number\""), 2);          /* moves 1 and 2 */
	assert_non_null(strstr(svg, "fill=\"#000\">2</text>"));          /* on a white stone, in black */
	assert_int_equal(count_of(svg, "class=\"label\""), 2);
	assert_non_null(strstr(svg, ">12</text>"));
	assert_int_equal(count_of(svg, "class=\"triangle\""), 1);
	assert_int_equal(count_of(svg, "class=\"square\""), 1);
	assert_int_equal(count_of(svg, "class=\"circle\""), 1);
	assert_int_equal(count_of(svg, "class=\"cross\""), 1);
	assert_int_equal(count_of(svg, "class=\"dim\""), 1);
	assert_int_equal(count_of(svg, "class=\"arrow\""), 1);
	assert_int_equal(count_of(svg, "class=\"line\""), 1);
	assert_int_equal(count_of(svg, "class=\"star\""), 5);
	assert_int_equal(count_of(svg, "class=\"board\""), 1);
	free(svg);
	svg = export_svg(d, -1, NULL);
	assert_int_equal(count_of(svg, "class=\"number\""), 0);
	free(svg);
	document_free(d);
}

/* The count laid over the picture is the one count's with the marking given: two rulesets, two
 * boards; the stone marked dead taken off (faded, its point Black's) under the ruleset that takes dead
 * stones off, standing under Tromp-Taylor; a labelled point's territory drawn beside its label. */
static void test_svg_count(void **state)
{
	struct document *d = parse("(;GM[1]FF[4]SZ[5]KM[0]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][ab]LB[ae:x])");
	struct score_marking mk;
	struct export_count c = { .n = 2, .marking = &mk };
	const struct board *b = game_board(document_game(d));

	(void)state;
	score_marking_init(&mk);
	score_marking_set(&mk, b, AT(b, "A4"), SCORE_DEAD);
	c.rules[0] = rules_named("japanese");
	c.rules[1] = rules_named("tromp-taylor");
	snprintf(c.names[0], sizeof c.names[0], "japanese");
	snprintf(c.names[1], sizeof c.names[1], "tromp-taylor");
	char *svg = export_svg(d, -1, &c), *second = strstr(svg, "<g class=\"board\" transform=\"translate(");
	assert_non_null(second);
	second = strstr(second + 1, "<g class=\"board\" transform=\"translate(");
	assert_non_null(second);
	*second = '\0';   /* svg: the japanese board; second + 1: the tromp-taylor one */
	assert_int_equal(count_of(svg, "class=\"stone white dead\""), 1);
	assert_int_equal(count_of(svg, "class=\"territory black\""), 10);   /* A and B, A4 among them */
	/* A1's square beside its label x, not hidden under the label's ground */
	const char *label = strstr(svg, ">x</text>\n");
	assert_non_null(label);
	assert_int_equal(strncmp(label + strlen(">x</text>\n"), "<rect class=\"territory black\"", 29), 0);
	assert_non_null(strstr(svg, ">japanese: B+"));
	assert_int_equal(count_of(second + 1, "class=\"stone white dead\""), 0);
	assert_int_equal(count_of(second + 1, "class=\"stone white\""), 6);
	assert_int_equal(count_of(second + 1, "class=\"territory black\""), 0);   /* A and B reach A4 too */
	assert_int_equal(count_of(second + 1, "class=\"territory white\""), 5);
	assert_non_null(strstr(second + 1, ">tromp-taylor: W+6</text>"));
	free(svg);
	document_free(d);
}

/* The moves no numbered stone shows are captioned under the board, as printed figures do: a point
 * played again "1 at 3", a stone taken and its point left empty "2 at B5 (taken)", passes. */
static void test_svg_moves_no_stone_shows(void **state)
{
	struct document *d = parse(snapback_sgf);
	char note[256];
	int numbers[BOARD_MAX_POINTS];

	(void)state;
	document_goto_end(d);
	char *svg = export_svg(d, 0, NULL);
	assert_int_equal(count_of(svg, "class=\"number\""), 1);   /* 3 on A5 */
	assert_non_null(strstr(svg, "<text class=\"moves\" x=\"19\" y=\"198\" font-size=\"12\">1 at 3; 2 at B5 (taken)</text>"));
	free(svg);
	svg = export_svg(d, -1, NULL);   /* no numbers, nothing to caption */
	assert_null(strstr(svg, "class=\"moves\""));
	free(svg);
	document_free(d);
	d = parse("(;GM[1]FF[4]SZ[9];B[ee];W[];B[cc];W[gg];B[];W[ce])");
	document_goto_end(d);
	export_numbers(document_game(d), 0, numbers);
	assert_int_equal(export_numbers_note(document_game(d), 0, numbers, note, sizeof note), 2);
	assert_string_equal(note, "2, 5 pass");
	document_free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_diagram_round_trip),
		cmocka_unit_test(test_seed003_round_trip),
		cmocka_unit_test(test_diagram_refused_and_left_out),
		cmocka_unit_test(test_diagram_point_played_again),
		cmocka_unit_test(test_svg_elements),
		cmocka_unit_test(test_svg_count),
		cmocka_unit_test(test_svg_moves_no_stone_shows),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
