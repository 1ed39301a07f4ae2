/*
 * test_sensei.c: Sensei's Library diagrams (rules/sensei.h): every diagram of seed 003 read from the
 * seed's own text (tests/sensei/seed003.txt, a copy of it), headers, edges and marks, the messages
 * for what cannot be read, and writing a diagram that reads back the same.
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
#include "rules/record.h"
#include "rules/sensei.h"
#include "tests/diagram.h"

/* --- helpers ---------------------------------------------------------------------------------------- */

static struct record *load(const char *text, int game)
{
	char err[512];
	struct sgf_collection *c = sensei_parse(text, strlen(text), "t.txt", err, sizeof err);
	struct ruleset rules = rules_named("japanese");

	if (!c)
		print_error("%s\n", err);
	assert_non_null(c);
	struct record *r = record_from_sgf(c, game, &rules, 0, err, sizeof err);
	if (!r)
		print_error("%s\n", err);
	assert_non_null(r);
	return r;
}

static void expect_error(const char *text, const char *want)
{
	char err[512] = "";
	struct sgf_collection *c = sensei_parse(text, strlen(text), "t.txt", err, sizeof err);

	assert_null(c);
	if (strcmp(err, want) != 0)
		print_error("expected: %s\n     got: %s\n", want, err);
	assert_string_equal(err, want);
}

/* True if the point x, y (from the top left) is among the values of property id of node n. */
static bool has_point(const struct sgf_node *n, const char *id, int size, int x, int y)
{
	static struct sgf_point pts[SGF_MAX_SIZE * SGF_MAX_SIZE];
	const struct sgf_prop *p = sgf_prop_get(n, id);
	int bad, k = p ? sgf_point_list(p, size, pts, &bad) : 0;

	for (int i = 0; i < k; i++)
		if (pts[i].x == x && pts[i].y == y)
			return true;
	return false;
}

/* --- seed 003: every diagram as its text shows it ------------------------------------------------------ */

/* One diagram of the seed as the test reads it: the header's colour and m, and the points of its
 * rows (the characters after "$$ |", blanks out). */
struct seed_diagram {
	enum color first;
	int m;
	char rows[8][16];
	int nrows;
};

/* The seed's diagrams, read by this test alone (the seed writes them one way: "[go]$$B" or
 * "[go]$$Wm5 ...", an edge "$$ +----", then rows "$$ | . X ..."). */
static int seed_diagrams(const char *text, struct seed_diagram *out, int max)
{
	int n = 0;
	struct seed_diagram *d = NULL;

	for (const char *line = text; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] != 0)) {
		const char *go = strstr(line, "[go]$$");
		size_t len = strcspn(line, "\n");
		if (go && go < line + len) {
			assert_true(n < max);
			d = &out[n++];
			memset(d, 0, sizeof *d);
			d->first = go[6] == 'W' ? WHITE : BLACK;
			d->m = go[7] == 'm' ? atoi(go + 8) : 1;
			continue;
		}
		if (d && !strncmp(line, "$$ |", 4)) {
			int k = 0;
			for (size_t i = 4; i < len && line[i] != '['; i++)
				if (line[i] != ' ')
					d->rows[d->nrows][k++] = line[i];
			d->nrows++;
		}
	}
	return n;
}

/* What the point's character sets up, and its mark. */
static enum color seed_stone(char c)
{
	return strchr("XB#YZ", c) ? BLACK : strchr("OW@QP", c) ? WHITE : EMPTY;
}

static void check_seed_diagram(const struct seed_diagram *sd, struct record *r, int index)
{
	const struct sgf_node *root = record_root(r);
	struct board b;
	int last = 0;

	assert_int_equal(game_board(record_game(r))->size, 19);
	assert_null(record_stop_reason(r));
	game_board_at(record_game(r), 0, &b);
	for (int y = 0; y < sd->nrows; y++)
		for (int x = 0; sd->rows[y][x]; x++) {
			char c = sd->rows[y][x];
			int p = board_point(&b, x, y);
			if (b.color[p] != seed_stone(c))
				print_error("diagram %d: %c%d is %s, the text has '%c'\n", index + 1, 'A' + x, 19 - y,
					    color_str((enum color)b.color[p]), c);
			assert_int_equal(b.color[p], seed_stone(c));
			assert_int_equal(has_point(root, "CR", 19, x, y), c == 'C');
			assert_int_equal(has_point(root, "TR", 19, x, y), c == 'Y');
			assert_int_equal(has_point(root, "MA", 19, x, y), c == 'Z');
			if (c >= '1' && c <= '9') {   /* move k, of the right colour, at this point */
				int k = c - '0';
				const struct move *m = game_move(record_game(r), k);
				assert_non_null(m);
				assert_int_equal(m->action, ACTION_PLAY);
				assert_int_equal(m->point, p);
				assert_int_equal(m->color, k % 2 ? sd->first : color_other(sd->first));
				last = k > last ? k : last;
			}
		}
	assert_int_equal(record_moves(r), last);
	for (int k = 1; k <= last; k++)   /* the numbers not drawn are passes */
		assert_true(game_move(record_game(r), k)->action == ACTION_PLAY ||
			    game_move(record_game(r), k)->action == ACTION_PASS);
	assert_string_equal(sgf_value(root, "PL"), sd->first == BLACK ? "B" : "W");
}

static void test_seed003_every_diagram(void **state)
{
	char err[512];
	size_t len;
	char *text = file_read(SENSEI_TEST_DIR "/seed003.txt", &len, err, sizeof err);
	static struct seed_diagram sd[32];
	struct ruleset rules = rules_named("japanese");

	(void)state;
	assert_non_null(text);
	int n = seed_diagrams(text, sd, 32);
	assert_int_equal(n, 23);   /* type 1: 1, type 2: 3, type 3: 9, type 4: 3, type 5: 5, types 6 and 7: 1 */
	struct sgf_collection *c = sensei_parse(text, len, "seed003.txt", err, sizeof err);
	assert_non_null(c);
	assert_int_equal(c->ngames, 23);
	sgf_free(c);
	struct record *r = record_read_file(SENSEI_TEST_DIR "/seed003.txt", &rules, 0, err, sizeof err);
	assert_non_null(r);   /* the file itself, as load and `tengen FILE` read it: its first diagram */
	check_seed_diagram(&sd[0], r, 0);
	record_free(r);
	for (int i = 0; i < n; i++) {
		c = sensei_parse(text, len, "seed003.txt", err, sizeof err);
		r = record_from_sgf(c, i, &rules, 0, err, sizeof err);
		assert_non_null(r);
		check_seed_diagram(&sd[i], r, i);
		record_free(r);
	}
	free(text);
}

/* "$$Wm5 W 7, 9 = pass": numbered from 5, White first, 3 and 5 (moves 7 and 9) not drawn: passes. */
static void test_seed003_numbered_from_5(void **state)
{
	struct record *r = load("[go]$$Wm5 W 7, 9 = pass\n"
				"$$ +-----------------\n"
				"$$ | 6 1 4 X X . X O .\n"
				"$$ | X 2 X X X X X O .\n"
				"$$ | X X X O O O O O .\n"
				"$$ | O O O O . . . . .\n"
				"$$ | . . . . . . . . .[/go]\n", 0);
	const struct game *g = record_game(r);

	(void)state;
	assert_string_equal(sgf_value(record_move_node(r, 1), "MN"), "5");
	assert_string_equal(sgf_value(record_root(r), "GN"), "W 7, 9 = pass");
	assert_int_equal(record_moves(r), 6);
	assert_int_equal(game_move(g, 1)->color, WHITE);
	assert_int_equal(game_move(g, 3)->action, ACTION_PASS);
	assert_int_equal(game_move(g, 3)->color, WHITE);
	assert_int_equal(game_move(g, 5)->action, ACTION_PASS);
	assert_int_equal(game_move(g, 6)->color, BLACK);
	assert_int_equal(game_move(g, 6)->captured, 1);   /* Black A19 takes White's B19 */
	record_free(r);
}

/* --- headers, edges, marks ------------------------------------------------------------------------------- */

/* Four edges: the board is that size; the header's c, size and m. */
static void test_whole_board(void **state)
{
	struct record *r = load("$$Wc5m3 A small board\n"
				"$$ +-----------+\n"
				"$$ | . X O . . |\n"
				"$$ | . X O 1 . |\n"
				"$$ | . , O 2 . |\n"
				"$$ | . X O . . |\n"
				"$$ | . X O . . |\n"
				"$$ +-----------+\n", 0);
	struct board b;

	(void)state;
	game_board_at(record_game(r), 0, &b);
	ASSERT_BOARD(&b, ". X O . .\n. X O . .\n. . O . .\n. X O . .\n. X O . .");
	ASSERT_BOARD(game_board(record_game(r)), ". X O . .\n. X O O .\n. . O X .\n. X O . .\n. X O . .");
	assert_string_equal(sgf_value(record_move_node(r, 1), "MN"), "3");
	record_free(r);
}

/* Without a size, a part of a 19x19 board: in the corner the edges say, in the middle along a side
 * without edge; with a size, on that board. */
static void test_edges_place_the_diagram(void **state)
{
	struct record *r = load("$$B\n$$ X . |\n$$ . O |\n$$ ----+\n", 0);

	(void)state;
	const struct board *b = game_board(record_game(r));
	assert_int_equal(b->color[AT(b, "S2")], BLACK);
	assert_int_equal(b->color[AT(b, "T1")], WHITE);
	record_free(r);
	r = load("$$B9\n$$ ------\n$$ X . O\n", 0);
	b = game_board(record_game(r));
	assert_int_equal(b->size, 9);
	assert_int_equal(b->color[AT(b, "D9")], BLACK);   /* 3 of 9 columns, in the middle: D E F */
	assert_int_equal(b->color[AT(b, "F9")], WHITE);
	record_free(r);
	r = load("$$\n$$ | X O . |\n$$ | . . . |\n", 0);   /* both sides: a 3x3 board */
	assert_int_equal(game_board(record_game(r))->size, 3);
	record_free(r);
}

static void test_marks_letters_arrows(void **state)
{
	struct record *r = load("$$B9\n$$ +-------------------+\n"
				"$$ | B W # @ Y Q Z P . |\n"
				"$$ | C S T M a b . . . | {AR A8 C6}\n"
				"$$ {LN J1 J3}\n", 0);
	const struct sgf_node *root = record_root(r);
	const struct board *b = game_board(record_game(r));

	(void)state;
	assert_true(has_point(root, "CR", 9, 0, 0) && has_point(root, "CR", 9, 1, 0) && has_point(root, "CR", 9, 0, 1));
	assert_true(has_point(root, "SQ", 9, 2, 0) && has_point(root, "SQ", 9, 3, 0) && has_point(root, "SQ", 9, 1, 1));
	assert_true(has_point(root, "TR", 9, 4, 0) && has_point(root, "TR", 9, 5, 0) && has_point(root, "TR", 9, 2, 1));
	assert_true(has_point(root, "MA", 9, 6, 0) && has_point(root, "MA", 9, 7, 0) && has_point(root, "MA", 9, 3, 1));
	assert_int_equal(b->color[AT(b, "A9")], BLACK);
	assert_int_equal(b->color[AT(b, "B9")], WHITE);
	assert_int_equal(b->color[AT(b, "A8")], EMPTY);
	const struct sgf_prop *lb = sgf_prop_get(root, "LB");
	assert_int_equal(lb->nvalues, 2);
	assert_string_equal(lb->values[0], "eb:a");
	assert_string_equal(sgf_value(root, "AR"), "ab:cd");
	assert_string_equal(sgf_value(root, "LN"), "ii:ig");
	record_free(r);
}

/* Several diagrams, with [go] or without, are several games; text around them is not read. */
static void test_collection(void **state)
{
	const char *text = "Some words.\n[go]$$B first\n$$ | X O\n$$ | . .[/go]$$ not this\n"
			   "More words (with a parenthesis).\n$$W second\n$$ | O X\n$$ | . .\n"
			   "[go]$$B third\n$$ | X X\n";
	char err[256];
	struct sgf_collection *c = sensei_parse(text, strlen(text), "t.txt", err, sizeof err);

	(void)state;
	assert_true(sensei_is_text(text, strlen(text)));
	assert_non_null(c);
	assert_int_equal(c->ngames, 3);
	assert_string_equal(sgf_value(sgf_game(c, 1), "GN"), "second");
	assert_string_equal(sgf_value(sgf_game(c, 1), "PL"), "W");
	assert_string_equal(sgf_value(sgf_game(c, 2), "GN"), "third");
	sgf_free(c);
	assert_false(sensei_is_text("(;GM[1]C[\n$$B\n$$ X])", 21));
}

/*
 * Many diagrams in one text (Sensei's Library pages hold dozens; a hostile file tens of thousands):
 * each is a game of its own, in the order of the text, and one that cannot be read stops the reading
 * with its place whatever came before.  (Each diagram was added at the end of the list of games by
 * walking it, and all of them were held twice, as diagrams and as SGF: 60,000 took 10 s of CPU and
 * 284 MB.  tests/bench-inputs.sh measures it.)
 */
static void test_many_diagrams(void **state)
{
	enum { N = 3000 };
	size_t len = (size_t)N * 32 + 64;
	char *text = malloc(len), err[256];
	size_t at = 0;

	(void)state;
	for (int i = 0; i < N; i++)   /* diagram i has a black stone at column i % 5 of a 5-wide row */
		at += (size_t)snprintf(text + at, len - at, "$$B %d\n$$ | %s |\n\n", i,
				       (const char *[]){ "X . . . .", ". X . . .", ". . X . .", ". . . X .", ". . . . X" }[i % 5]);
	struct sgf_collection *c = sensei_parse(text, at, "many.txt", err, sizeof err);
	assert_non_null(c);
	assert_int_equal(c->ngames, N);
	int i = 0;
	for (const struct sgf_node *g = c->games; g; g = g->next, i++) {
		char gn[16], ab[3];
		snprintf(gn, sizeof gn, "%d", i);
		assert_string_equal(sgf_value(g, "GN"), gn);
		assert_int_equal(sgf_point_str((struct sgf_point){ i % 5, 0 }, ab)[0], sgf_value(g, "AB")[0]);
	}
	assert_int_equal(i, N);
	assert_ptr_equal(c->last_game, sgf_game(c, N - 1));
	struct sgf_node *more = sgf_add_game(c);   /* appended after the last */
	assert_ptr_equal(sgf_game(c, N), more);
	sgf_free(c);
	struct sensei_diagram *d;
	int n;
	assert_int_equal(sensei_read(text, at, "many.txt", &d, &n, err, sizeof err), 0);
	assert_int_equal(n, N);
	assert_string_equal(d[N - 1].title, "2999");
	free(d);
	at += (size_t)snprintf(text + at, len - at, "$$B\n$$ | X K . . . |\n");   /* the last one broken */
	assert_null(sensei_parse(text, at, "many.txt", err, sizeof err));
	assert_string_equal(err, "many.txt:9002:8: 'K' is not a point (X O . , 1-9 0, B W # @ Y Q Z P, C S T M, a-z)");
	free(text);
}

/* --- what cannot be read --------------------------------------------------------------------------------- */

static void test_errors(void **state)
{
	(void)state;
	expect_error("$$B\n$$ | . X O\n$$ | . X\n", "t.txt:3:6: a row of 2 points, where the first row has 3");
	expect_error("x\n$$B\n$$ | . K O\n", "t.txt:3:8: 'K' is not a point (X O . , 1-9 0, B W # @ Y Q Z P, C S T M, a-z)");
	expect_error("$$B\n$$ | 1 . 1\n", "t.txt:2:10: move 1 is drawn twice (first at 2:6)");
	expect_error("$$\n$$ +-----+\n$$ | . . |\n$$ +-----+\n$$ | . . |\n", "t.txt:5:4: a row below the bottom edge");
	expect_error("$$\n$$ +-------+\n$$ | . . . |\n$$ | . . . |\n$$ +-------+\n",
		     "t.txt:3:6: 3 points wide and 2 rows with all four edges drawn: tengen plays square boards");
	expect_error("$$B5\n$$ | . . . . . . |\n", "t.txt:2:6: 6 points wide and 1 rows with these edges do not fit a "
		     "5x5 board");
	expect_error("$$B30\n$$ . .\n", "t.txt:1:4: a board of 30 lines: tengen plays boards of 2 to 25");
	expect_error("$$B\n$$ . _ .\n", "t.txt:2:6: '_' (a blank beside the board) is not a point: tengen reads whole "
		     "boards and their corners and sides");
	expect_error("$$B\n$$ . . {AR A1 Z9}\n", "t.txt:2:8: {AR A1 Z9}: Z9 is not a point of this 19x19 board");
	expect_error("$$B\n$$ . . {XX A1 B2}\n", "t.txt:2:8: expected {AR A1 B2} (an arrow) or {LN A1 B2} (a line), not {XX A1 B2}");
	expect_error("$$B\n$$ | . .\n$$ . .\n", "t.txt:3:4: the left edge (|) is missing here, unlike the first row");
	expect_error("$$B title only\n", "t.txt:1:1: a diagram without a row of points");
	expect_error("no diagram here\n", "t.txt:1:1: no diagram: a Sensei's Library diagram is lines that start with $$");
}

/* A numbered move the rules refuse stops the game there, the message naming the number's place. */
static void test_illegal_move_named(void **state)
{
	struct record *r = load("$$B\n$$ +------\n$$ | . O .\n$$ | O 1 O\n$$ | . O .\n", 0);

	(void)state;
	assert_int_equal(record_moves(r), 0);
	assert_non_null(record_stop_reason(r));
	if (!strstr(record_stop_reason(r), "t.txt:4:8:"))
		print_error("%s\n", record_stop_reason(r));
	assert_non_null(strstr(record_stop_reason(r), "t.txt:4:8:"));
	record_free(r);
}

/* --- writing ----------------------------------------------------------------------------------------- */

static void read_one(const char *text, struct sensei_diagram *out)
{
	struct sensei_diagram *d;
	int n;
	char err[256];

	if (sensei_read(text, strlen(text), "w.txt", &d, &n, err, sizeof err) != 0)
		print_error("%s\n%s", err, text);
	assert_int_equal(n, 1);
	*out = d[0];
	free(d);
}

/* A corner of a 19x19 board: the smallest corner that holds it, a line to spare. */
static void test_write_corner(void **state)
{
	struct sensei_diagram d, back;

	(void)state;
	sensei_init(&d, 19);
	d.first = WHITE;
	d.first_number = 5;
	snprintf(d.title, sizeof d.title, "Corner");
	d.stone[0][17] = BLACK;
	d.stone[1][18] = WHITE;
	d.mark[1][18] = SENSEI_MARK_TRIANGLE;
	d.number[2][18] = 1;
	d.label[0][16] = 'a';
	char *text = sensei_write(&d);
	assert_string_equal(text, "$$Wcm5 Corner\n"
				  "$$ --------+\n"
				  "$$ . a X . |\n"
				  "$$ . . . Q |\n"
				  "$$ . . . 1 |\n"
				  "$$ . . . . |\n");
	read_one(text, &back);
	assert_true(sensei_equal(&d, &back));
	free(text);
}

/* A whole board, with arrows and lines, reads back the same. */
static void test_write_whole_board(void **state)
{
	struct sensei_diagram d, back;

	(void)state;
	sensei_init(&d, 5);
	for (int i = 0; i < 5; i++)
		d.stone[i][i] = i % 2 ? WHITE : BLACK;
	d.number[0][4] = 10;
	d.number[4][0] = 2;
	d.mark[2][2] = SENSEI_MARK_SQUARE;
	d.lines[d.nlines++] = (struct sensei_line){ 0, 1, 3, 4, true };
	d.lines[d.nlines++] = (struct sensei_line){ 1, 0, 1, 3, false };
	char *text = sensei_write(&d);
	assert_string_equal(text, "$$Bc5\n"
				  "$$ +-----------+\n"
				  "$$ | X . . . 0 |\n"
				  "$$ | . O . . . |\n"
				  "$$ | . . # . . |\n"
				  "$$ | . . . O . |\n"
				  "$$ | 2 . . . X |\n"
				  "$$ +-----------+\n"
				  "$$ {AR A4 D1}\n"
				  "$$ {LN B5 B2}\n");
	read_one(text, &back);
	assert_true(sensei_equal(&d, &back));
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seed003_every_diagram),
		cmocka_unit_test(test_seed003_numbered_from_5),
		cmocka_unit_test(test_whole_board),
		cmocka_unit_test(test_edges_place_the_diagram),
		cmocka_unit_test(test_marks_letters_arrows),
		cmocka_unit_test(test_collection),
		cmocka_unit_test(test_many_diagrams),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_illegal_move_named),
		cmocka_unit_test(test_write_corner),
		cmocka_unit_test(test_write_whole_board),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
