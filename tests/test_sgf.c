/*
 * test_sgf.c: the SGF syntax tree: the FF[4] specification's example files, the grammar and value
 * cases other parsers assert (Gomill, Sabaki, KataGo, seki), error messages with line and column,
 * charsets, inputs that must not crash (empty, binary junk, NUL bytes, unbalanced brackets, a 10 MB
 * comment, 100,000 moves, variations nested 100,000 deep), and parse(write(tree)) == tree over
 * every test file and over random trees.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rules/sgf.h"

#ifndef SGF_TEST_DIR
#define SGF_TEST_DIR "tests/sgf"
#endif

#define ERR_LEN 512

/* ---- helpers ---- */

/* Parse len bytes as "t.sgf" or fail the test with the parser's message. */
#define PARSE_N(text, len) parse_ok((text), (len), __FILE__, __LINE__)
#define PARSE(text) PARSE_N((text), strlen(text))

static struct sgf_collection *parse_ok(const char *text, size_t len, const char *file, int line)
{
	char err[ERR_LEN];
	struct sgf_collection *c = sgf_parse(text, len, "t.sgf", err, sizeof err);

	if (!c) {
		print_error("parsing failed: %s\n", err);
		_fail(file, line);
	}
	return c;
}

/* Parsing text fails with exactly the message want. */
#define FAILS(text, want) parse_fails((text), strlen(text), (want), __FILE__, __LINE__)

static void parse_fails(const char *text, size_t len, const char *want, const char *file, int line)
{
	char err[ERR_LEN] = "";
	struct sgf_collection *c = sgf_parse(text, len, "t.sgf", err, sizeof err);

	if (c) {
		sgf_free(c);
		print_error("parsing '%s' succeeded; expected: %s\n", text, want);
		_fail(file, line);
	}
	if (want && strcmp(err, want) != 0) {
		print_error("wrong message.\nexpected: %s\ngot:      %s\n", want, err);
		_fail(file, line);
	}
}

/* Read a test file (relative to tests/sgf) or fail. */
static struct sgf_collection *read_test(const char *name)
{
	char path[1024], err[ERR_LEN];

	snprintf(path, sizeof path, "%s/%s", SGF_TEST_DIR, name);
	struct sgf_collection *c = sgf_read_file(path, err, sizeof err);
	if (!c)
		fail_msg("%s", err);
	return c;
}

/* The node reached from n by following the path "c" (first child) and "n" (next sibling) steps. */
static struct sgf_node *walk(struct sgf_node *n, const char *path)
{
	for (; *path && n; path++)
		n = *path == 'c' ? n->child : n->next;
	assert_non_null(n);
	return n;
}

static int count_children(const struct sgf_node *n)
{
	int k = 0;

	for (n = n->child; n; n = n->next)
		k++;
	return k;
}

/* Nodes with more than one child, and leaves, in the subtree of top. */
static void count_forks_leaves(const struct sgf_node *top, int *forks, int *leaves)
{
	*forks = *leaves = 0;
	for (const struct sgf_node *n = top; n; n = sgf_next(n, top)) {
		*forks += count_children(n) > 1;
		*leaves += n->child == NULL;
	}
}

static int points(const struct sgf_node *n, const char *id, int size)
{
	struct sgf_point out[SGF_MAX_SIZE * SGF_MAX_SIZE];
	int bad;
	const struct sgf_prop *p = sgf_prop_get(n, id);

	assert_non_null(p);
	int k = sgf_point_list(p, size, out, &bad);
	assert_int_equal(bad, -1);
	return k;
}

/* write, parse again, compare; writing the copy gives the same text. */
static void assert_roundtrip(const struct sgf_collection *c)
{
	size_t n1, n2;
	char *t1 = sgf_write(c, &n1);
	struct sgf_collection *d = PARSE_N(t1, n1);
	char *t2 = sgf_write(d, &n2);

	if (!sgf_equal(c, d))
		fail_msg("the tree written parses to another tree:\n%.2000s", t1);
	assert_int_equal(n1, n2);
	assert_memory_equal(t1, t2, n1);
	free(t1);
	free(t2);
	sgf_free(d);
}

static void assert_text(const char *raw, const char *want)
{
	char *t = sgf_text(raw);

	assert_string_equal(t, want);
	free(t);
}

static void assert_simpletext(const char *raw, const char *want)
{
	char *t = sgf_simpletext(raw);

	assert_string_equal(t, want);
	free(t);
}

/* ---- the FF[4] specification's examples ---- */

static void test_spec_collection(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf");
	struct sgf_node *g1 = sgf_game(c, 0), *g2 = sgf_game(c, 1);
	int forks, leaves;

	assert_int_equal(c->ngames, 2);
	assert_null(sgf_game(c, 2));
	assert_string_equal(sgf_value(g1, "FF"), "4");
	assert_string_equal(sgf_value(g1, "AP"), "Primiview:3.1");
	assert_string_equal(sgf_value(g1, "GN"), "Gametree 1: properties");
	assert_string_equal(sgf_value(g1, "US"), "Arno Hollosi");
	assert_int_equal(count_children(g1), 5);
	assert_int_equal(sgf_count_nodes(g1), 54);
	count_forks_leaves(g1, &forks, &leaves);
	assert_int_equal(forks, 3);
	assert_int_equal(leaves, 13);
	assert_int_equal(sgf_count_nodes(g2), 8);
	count_forks_leaves(g2, &forks, &leaves);
	assert_int_equal(forks, 2);
	assert_int_equal(leaves, 4);
	assert_string_equal(sgf_value(walk(g2, "c"), "B"), "pd");
	sgf_free(c);
}

static void test_spec_game_info_leaves(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf");
	struct sgf_node *g2 = sgf_game(c, 1);
	const char *want[] = { "W+3.5", "W+Resign", "B+63.5", "B+R" };
	int i = 0;

	for (struct sgf_node *n = g2; n; n = sgf_next(n, g2))
		if (!n->child) {
			assert_true(i < 4);
			assert_string_equal(sgf_value(n, "RE"), want[i++]);
		}
	assert_int_equal(i, 4);
	assert_string_equal(sgf_value(walk(g2, "ccnnccn"), "KM"), "-59.5");
	sgf_free(c);
}

static void test_spec_moves_and_passes(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf");
	struct sgf_node *n = walk(sgf_game(c, 0), "c");
	struct sgf_point pt;
	int moves = 0, last_kind[2] = { 0, 0 };

	assert_string_equal(sgf_value(n, "N"), "Moves, comments, annotations");
	for (; n; n = n->child)
		for (const struct sgf_prop *p = n->props; p; p = p->next)
			if (strcmp(p->id, "B") == 0 || strcmp(p->id, "W") == 0) {
				moves++;
				last_kind[0] = last_kind[1];
				last_kind[1] = sgf_move(p->values[0], 19, &pt);
			}
	assert_int_equal(moves, 13);
	assert_int_equal(last_kind[0], 0);  /* W[] */
	assert_int_equal(last_kind[1], 0);  /* B[tt] */
	sgf_free(c);
}

static void test_spec_setup_lists(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf");
	struct sgf_node *n = walk(sgf_game(c, 0), "cn");

	assert_int_equal(points(n, "AB", 19), 16);
	assert_int_equal(points(n, "AW", 19), 16);
	assert_int_equal(points(n->child, "AE", 19), 9);
	assert_string_equal(sgf_value(n->child->child, "PL"), "B");
	assert_string_equal(sgf_value(n->child->child->child, "PL"), "W");
	sgf_free(c);
}

static void test_spec_markup(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf");
	struct sgf_node *n = walk(sgf_game(c, 0), "cnn");
	const char *marks[] = { "TR", "MA", "CR", "SQ", "SL", "TW", "TB" };

	assert_int_equal(points(n, "AB", 19), 35);
	assert_int_equal(points(n, "AW", 19), 37);
	for (size_t i = 0; i < sizeof marks / sizeof *marks; i++)
		assert_true(points(n->child, marks[i], 19) > 0);
	assert_int_equal(points(n->child, "TR", 19), 9);
	const struct sgf_prop *lb = sgf_prop_get(n->child->child, "LB");
	assert_int_equal(lb->nvalues, 22);
	assert_string_equal(lb->values[8], "gs:ABCDEFGH");
	assert_string_equal(sgf_compose_split(lb->values[8]) + 1, "ABCDEFGH");
	const struct sgf_node *arrows = n->child->child->child;
	assert_string_equal(sgf_value(arrows, "AR"), "aa:sc");
	assert_int_equal(sgf_prop_get(arrows, "AR")->nvalues, 8);
	assert_int_equal(sgf_prop_get(arrows, "LN")->nvalues, 4);
	assert_int_equal(points(arrows, "DD", 19), 15 + 15);
	sgf_free(c);
}

static void test_spec_soft_line_breaks(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf");
	struct sgf_node *n = walk(sgf_game(c, 0), "cnnn");
	char *text = sgf_text(sgf_value(n, "C"));
	int ok = 0;

	for (const char *s = text; (s = strstr(s, ">ok<")) != NULL; s++)
		ok++;
	assert_int_equal(ok, 6);   /* the one in the prose, the first example and the four flavours */
	assert_null(strstr(text, ">o\n"));
	assert_null(strstr(text, "\r"));
	sgf_free(c);
	free(text);
	c = read_test("spec/ff4_ex.sgf");
	text = sgf_text(sgf_value(walk(sgf_game(c, 0), "cnc"), "C"));
	assert_non_null(strstr(text, "erased in FF[3] way"));
	free(text);
	sgf_free(c);
}

static void test_spec_dd_vw(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("spec/dd_vw_ex.sgf");
	struct sgf_node *root = sgf_game(c, 0);

	assert_int_equal(points(root, "AB", 9), 9);
	assert_int_equal(points(root, "AW", 9), 9);
	assert_int_equal(points(root->child, "DD", 9), 23);
	assert_int_equal(sgf_prop_get(root->child, "VW")->nvalues, 7);
	sgf_free(c);
}

/* ---- grammar ---- */

static void test_grammar_accepts(void **state)
{
	(void)state;
	struct sgf_collection *c;

	c = PARSE("junk (;B[ah])");
	assert_int_equal(c->ngames, 1);
	assert_int_equal(c->nwarnings, 1);
	assert_string_equal(c->warnings[0], "t.sgf:1:1: text outside a game tree ignored");
	sgf_free(c);
	c = PARSE("(;B[ah]) junk");
	assert_string_equal(c->warnings[0], "t.sgf:1:10: text outside a game tree ignored");
	sgf_free(c);
	c = PARSE(" ( ; XX [abc] [def] KO [] ; B [bc] ) ");
	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 2);
	assert_int_equal(sgf_prop_get(sgf_game(c, 0), "XX")->nvalues, 2);
	assert_int_equal(c->nwarnings, 0);
	sgf_free(c);
	c = PARSE("( ;\nB\t[ah]\f[ef]\v)");
	assert_int_equal(sgf_prop_get(sgf_game(c, 0), "B")->nvalues, 2);
	sgf_free(c);
	c = PARSE("(;C[abc]KO[];;B[bc])");
	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 3);
	sgf_free(c);
	c = PARSE("(;)");
	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 1);
	assert_null(sgf_game(c, 0)->props);
	sgf_free(c);
}

static void test_grammar_shapes(void **state)
{
	(void)state;
	struct sgf_collection *c;
	struct sgf_node *r;

	c = PARSE("(;C[abc]AB[ab](;B[bc]))");
	assert_int_equal(count_children(sgf_game(c, 0)), 1);
	sgf_free(c);
	c = PARSE("(;C[abc]AB[ab](;B[bc])(;B[bd]))))");
	assert_int_equal(count_children(sgf_game(c, 0)), 2);
	assert_int_equal(c->nwarnings, 1);
	sgf_free(c);
	c = PARSE("(;C[abc]AB[ab];C[];C[] (;B[bc]) (;B[bd];W[ca] (;B[da])(;B[db];W[ea]) ))");
	r = sgf_game(c, 0);
	assert_int_equal(count_children(walk(r, "cc")), 2);
	assert_string_equal(sgf_value(walk(r, "ccc"), "B"), "bc");
	assert_string_equal(sgf_value(walk(r, "cccnc"), "W"), "ca");
	assert_int_equal(count_children(walk(r, "cccnc")), 2);
	assert_string_equal(sgf_value(walk(r, "cccnccnc"), "W"), "ea");
	sgf_free(c);
	c = PARSE("(;X[1];X[2];X[3](;B[bc])) junk (;Y[1];Y[2]) (Nonsense");
	assert_int_equal(c->ngames, 2);
	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 4);
	assert_int_equal(sgf_count_nodes(sgf_game(c, 1)), 2);
	sgf_free(c);
}

static void test_grammar_empty_variations_dropped(void **state)
{
	(void)state;
	struct sgf_collection *a = PARSE("(;B[hh]()(;W[ii])( )(;W[hi]C[h]))");
	struct sgf_collection *b = PARSE("(;B[hh](;W[ii])(;W[hi]C[h]))");

	assert_true(sgf_equal(a, b));
	assert_int_equal(a->nwarnings, 2);
	assert_string_equal(a->warnings[0], "t.sgf:1:8: empty variation '()' ignored");
	sgf_free(a);
	sgf_free(b);
}

static void test_grammar_errors(void **state)
{
	(void)state;
	FAILS("", "t.sgf:1:1: expected '(;' to start a game tree, found an empty file");
	FAILS("junk", "t.sgf:1:1: expected '(;' to start a game tree, found no game tree in the file");
	FAILS("junk (B[ah])", NULL);
	FAILS("()", NULL);
	FAILS("B[ag]", NULL);
	FAILS("(;B)", "t.sgf:1:4: expected '[' to start the value of property B, found ')'");
	FAILS("(;B;W[ah])", "t.sgf:1:4: expected '[' to start the value of property B, found ';'");
	FAILS("(;B W[ag])", "t.sgf:1:5: expected '[' to start the value of property B, found 'W'");
	FAILS("(;[ag])", "t.sgf:1:3: expected a property identifier before the value, found '['");
	FAILS("(;B[ag](;[ah]))", "t.sgf:1:10: expected a property identifier before the value, found '['");
	FAILS("(;+B[ag])", "t.sgf:1:3: expected a property identifier, ';', '(' or ')', found '+'");
	FAILS("(;B+[ag])", "t.sgf:1:4: expected '[' to start the value of property B, found '+'");
	FAILS("(;B[ag]+)", "t.sgf:1:8: expected a property identifier, ';', '(' or ')', found '+'");
	FAILS("(;B[ag", "t.sgf:1:7: expected ']' to close the value of B started at 1:4, found the end "
	      "of the file");
	FAILS("(;B[ag\\])", "t.sgf:1:10: expected ']' to close the value of B started at 1:4, found "
	      "the end of the file");
	FAILS("(;B[ag][)]", "t.sgf:1:11: expected ')' to close the game tree started at 1:1, found the "
	      "end of the file");
	FAILS("(;B[ag];W[ah](;B[ai])", "t.sgf:1:22: expected ')' to close the game tree started at "
	      "1:1, found the end of the file");
	FAILS("(;B[ag](;W[ah](;B[ai])", "t.sgf:1:23: expected ')' to close the variation started at "
	      "1:8, found the end of the file");
	FAILS("(;B[ag]((;W[ah])(;W[ai]))", "t.sgf:1:9: expected ';' to start the first node of the "
	      "variation started at 1:8, found '('");
	FAILS("(;B[ag];W[ah](;B[ai]);W[bd])", "t.sgf:1:22: expected '(' or ')' after the variations "
	      "of the game tree started at 1:1, found ';': a node cannot follow variations");
	FAILS("(;B[ag];(W[ah];B[ai]))", "t.sgf:1:10: expected ';' to start the first node of the "
	      "variation started at 1:9, found 'W'");
	FAILS("(;B[ag](;W[ah];)B[ai])", "t.sgf:1:17: expected '(' or ')' after the variations of the "
	      "game tree started at 1:1, found 'B'");
	FAILS("(;X[1];X[2]) (;Y[1];Y[2]", "t.sgf:1:25: expected ')' to close the game tree started at "
	      "1:14, found the end of the file");
}

static void test_error_line_and_column(void **state)
{
	(void)state;
	/* The example of the message format: the value of C opens at 3:2 and the file ends at 3:17. */
	FAILS("(;GM[1]\n;B[aa]\nC[unterminated c", "t.sgf:3:17: expected ']' to close the value of C "
	      "started at 3:2, found the end of the file");
	FAILS("(;GM[1]\r\n;B[aa]\r\nC[x\r\n\r\nmore", "t.sgf:5:5: expected ']' to close the value of "
	      "C started at 3:2, found the end of the file");
	FAILS("(;GM[1]\r;B[aa]\r;B@", "t.sgf:3:3: expected '[' to start the value of property B, "
	      "found '@'");

	struct sgf_collection *c = PARSE("(;B[aa]SZ[19]\n;AB[cc]\n[dd:ee])");
	struct sgf_node *n = sgf_game(c, 0)->child;
	assert_int_equal(n->line, 2);
	assert_int_equal(n->col, 1);
	assert_int_equal(n->props->line, 2);
	assert_int_equal(n->props->col, 2);
	assert_int_equal(sgf_game(c, 0)->props->next->col, 8);
	sgf_free(c);
}

static void test_file_errors(void **state)
{
	(void)state;
	char err[ERR_LEN];

	assert_null(sgf_read_file(SGF_TEST_DIR "/bad/unclosed-value.sgf", err, sizeof err));
	assert_string_equal(err, SGF_TEST_DIR "/bad/unclosed-value.sgf:3:18: expected ']' to close "
			    "the value of C started at 3:2, found the end of the file");
	assert_null(sgf_read_file(SGF_TEST_DIR "/bad/unclosed-tree.sgf", err, sizeof err));
	assert_string_equal(err, SGF_TEST_DIR "/bad/unclosed-tree.sgf:3:1: expected ')' to close "
			    "the game tree started at 1:1, found the end of the file");
	assert_null(sgf_read_file(SGF_TEST_DIR "/no-such-file.sgf", err, sizeof err));
	assert_string_equal(err, SGF_TEST_DIR "/no-such-file.sgf: cannot open: No such file or "
			    "directory");
}

/* ---- properties ---- */

static void test_raw_values_kept(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;C[ab \\] \\) cd\\\\]B[ bc])");

	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "ab \\] \\) cd\\\\");
	assert_string_equal(sgf_value(sgf_game(c, 0), "B"), " bc");
	sgf_free(c);
	c = PARSE("(;C[\\];B[aa];W[bb])");
	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "\\];B[aa");
	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 2);
	sgf_free(c);
	c = PARSE("(;C[hello\\\\]B[aa])");
	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "hello\\\\");
	sgf_free(c);
}

static void test_repeated_property_merged(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;XX[1]YY[2]XX[3]YY[4])");
	const struct sgf_prop *xx = sgf_prop_get(sgf_game(c, 0), "XX");

	assert_int_equal(xx->nvalues, 2);
	assert_string_equal(xx->values[1], "3");
	assert_int_equal(sgf_prop_get(sgf_game(c, 0), "YY")->nvalues, 2);
	assert_null(xx->next->next);
	assert_int_equal(c->nwarnings, 2);
	assert_string_equal(c->warnings[0], "t.sgf:1:13: property XX repeated in one node: values merged");
	sgf_free(c);
	c = PARSE("(;GM[1]FF[4]SZ[9] GN[] PL[W] AB[bc][dc][fc] AW[ac][cc]AW[ec] ; )");
	assert_int_equal(points(sgf_game(c, 0), "AW", 9), 3);
	sgf_free(c);
}

static void test_ff3_identifiers(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;AddBlack[ag]CoPyright[x]nonsense[y]Comment[z];White[aa])");
	struct sgf_node *r = sgf_game(c, 0);

	assert_string_equal(sgf_value(r, "AB"), "ag");
	assert_string_equal(sgf_value(r, "CP"), "x");
	assert_string_equal(sgf_value(r, "C"), "z");
	assert_string_equal(sgf_value(r->child, "W"), "aa");
	assert_int_equal(c->nwarnings, 1);
	assert_string_equal(c->warnings[0], "t.sgf:1:27: property nonsense has no upper-case letter: "
			    "ignored");
	sgf_free(c);
	c = read_test("ff3.sgf");
	r = sgf_game(c, 0);
	assert_string_equal(sgf_value(r, "SZ"), "9");
	assert_string_equal(sgf_value(r, "CP"), "public domain");
	char *text = sgf_text(sgf_value(r, "C"));
	assert_string_equal(text, "soft break; hard\nbreak");
	free(text);
	sgf_free(c);
}

/* A game added to a collection read from a file goes after its last game (sgf_add_game starts from
 * the last one the reader or an earlier add left, rather than walking the list). */
static void test_add_game_after_parsed(void **state)
{
	struct sgf_collection *c = PARSE("(;GN[a])(;GN[b])\n(;GN[c])");

	(void)state;
	assert_string_equal(sgf_value(c->last_game, "GN"), "c");
	struct sgf_node *d = sgf_add_game(c), *e = sgf_add_game(c);
	assert_int_equal(c->ngames, 5);
	assert_ptr_equal(sgf_game(c, 3), d);
	assert_ptr_equal(sgf_game(c, 4), e);
	assert_null(e->next);
	assert_ptr_equal(c->last_game, e);
	sgf_free(c);
}

static void test_building(void **state)
{
	(void)state;
	struct sgf_collection *c = sgf_new("built");
	struct sgf_node *r = sgf_add_game(c), *a, *b;

	sgf_prop_set(r, "SZ", "9");
	sgf_prop_set_text(r, "C", "a ] b \\ c");
	sgf_prop_add(r, "XX", "raw]broken\\");
	a = sgf_add_child(r);
	b = sgf_add_child(r);
	sgf_prop_add(a, "B", "aa");
	sgf_prop_add(b, "B", "bb");
	sgf_prop_add(b, "B", "cc");
	assert_string_equal(sgf_value(r, "C"), "a \\] b \\\\ c");
	assert_string_equal(sgf_value(r, "XX"), "raw\\]broken\\\\");
	assert_int_equal(sgf_prop_get(b, "B")->nvalues, 2);
	sgf_prop_set(b, "B", "dd");
	assert_int_equal(sgf_prop_get(b, "B")->nvalues, 1);
	sgf_prop_remove(r, "C");
	assert_null(sgf_prop_get(r, "C"));
	assert_string_equal(r->props->id, "SZ");
	assert_string_equal(r->props->next->id, "XX");
	sgf_stamp(r, "1.2");
	const char *order[] = { "FF", "CA", "GM", "AP", "SZ", "XX" };
	const struct sgf_prop *p = r->props;
	for (size_t i = 0; i < 6; i++, p = p->next)
		assert_string_equal(p->id, order[i]);
	assert_string_equal(sgf_value(r, "AP"), "tengen:1.2");
	char *text = sgf_write(c, NULL);
	assert_string_equal(text, "(;FF[4]CA[UTF-8]GM[1]AP[tengen:1.2]SZ[9]XX[raw\\]broken\\\\]\n"
			    "(;B[aa])\n(;B[dd]))\n");
	free(text);
	sgf_stamp(r, "1.3");
	assert_string_equal(sgf_value(r, "AP"), "tengen:1.3");
	assert_int_equal(sgf_prop_get(r, "FF")->nvalues, 1);
	assert_roundtrip(c);
	sgf_free(c);
}

/* ---- value types ---- */

static void test_text_values(void **state)
{
	(void)state;
	assert_text("ab\tc", "ab c");
	assert_text("ab \tc", "ab  c");
	assert_text("ab\nc", "ab\nc");
	assert_text("ab\\\nc", "abc");
	assert_text("ab\\\\\nc", "ab\\\nc");
	assert_text("ab\rc", "ab\nc");
	assert_text("ab\r\nc", "ab\nc");
	assert_text("ab\n\rc", "ab\nc");
	assert_text("ab\r\n\r\nc", "ab\n\nc");
	assert_text("ab\r\n\r\n\rc", "ab\n\n\nc");
	assert_text("ab\\\r\nc", "abc");
	assert_text("ab\\\n\rc", "abc");
	assert_text("ab\\\rc", "abc");
	assert_text("ab\\\n\nc", "ab\nc");
	assert_text("ab\\\tc", "ab c");
	assert_text("abc\\", "abc");
	assert_text("a \\] b", "a ] b");
	assert_text("a \\\\ b", "a \\ b");
	assert_text("\\\\\\\\", "\\\\");
	assert_text("h\\e\\llo", "hello");
	assert_simpletext("ab\nc", "ab c");
	assert_simpletext("ab\r\n\r\nc", "ab  c");
	assert_simpletext("ab\\\\\nc", "ab\\ c");
	assert_simpletext("a\nb\\\\c", "a b\\c");
	assert_simpletext("ab\\\nc", "abc");
}

static void test_escape(void **state)
{
	(void)state;
	const char *texts[] = { "a\\bc", "ab[c]", "a\\]bc", "", "]]]", "\\", "x\ny:z" };
	const char *raws[] = { "a\\\\bc", "ab[c\\]", "a\\\\\\]bc", "", "\\]\\]\\]", "\\\\", "x\ny:z" };

	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		char *raw = sgf_escape(texts[i]);
		assert_string_equal(raw, raws[i]);
		assert_text(raw, texts[i]);
		free(raw);
	}
}

static void test_compose(void **state)
{
	(void)state;
	assert_null(sgf_compose_split("word"));
	assert_string_equal(sgf_compose_split("word:"), ":");
	assert_string_equal(sgf_compose_split("word:123:456"), ":123:456");
	assert_string_equal(sgf_compose_split(":123"), ":123");
	assert_null(sgf_compose_split("word\\:more"));
	assert_string_equal(sgf_compose_split("word\\\\:more:?"), ":more:?");
	assert_string_equal(sgf_compose_split("foo\\:bar:2 3"), ":2 3");
}

static void assert_move(const char *raw, int size, int kind, int x, int y)
{
	struct sgf_point pt = { -1, -1 };

	assert_int_equal(sgf_move(raw, size, &pt), kind);
	if (kind == 1) {
		assert_int_equal(pt.x, x);
		assert_int_equal(pt.y, y);
	}
}

static void test_moves_and_points(void **state)
{
	(void)state;
	struct sgf_point pt;
	char buf[3];

	assert_move("aa", 19, 1, 0, 0);
	assert_move("ai", 19, 1, 0, 8);
	assert_move("ba", 9, 1, 1, 0);
	assert_move("tt", 19, 0, 0, 0);
	assert_move("tt", 9, 0, 0, 0);
	assert_move("tt", 21, 1, 19, 19);
	assert_move("", 19, 0, 0, 0);
	assert_move("", 25, 0, 0, 0);
	assert_move("yy", 25, 1, 24, 24);
	assert_move("dd\n", 19, 1, 3, 3);       /* a line break inside the brackets */
	assert_move(" oq\r\n", 19, 1, 14, 16);
	const char *bad[] = { "Aa", "aA", "aaa", "a", "au", "ua", "`a", "a`", "11", "zz", "t t" };
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		assert_int_equal(sgf_move(bad[i], 19, &pt), -1);
	assert_int_equal(sgf_point("tt", 19, &pt), -1);
	assert_int_equal(sgf_point("", 19, &pt), -1);
	assert_int_equal(sgf_point("ss", 19, &pt), 0);
	assert_int_equal(sgf_point("Hd", 37, &pt), 0);
	assert_int_equal(pt.x, 33);
	assert_string_equal(sgf_point_str((struct sgf_point){ 33, 3 }, buf), "Hd");
	assert_string_equal(sgf_point_str((struct sgf_point){ 2, 18 }, buf), "cs");
}

/* Numbers and reals as SGF FF[4] writes them, and nothing else (strtod took "nan", "inf", "0x1p3"
 * and "1e3", and follows the locale's decimal point). */
static void test_numbers_and_reals(void **state)
{
	static const struct { const char *raw; double v; } reals[] = {
		{ "600", 600 }, { "41.5", 41.5 }, { "-2.25", -2.25 }, { "+7", 7 }, { "007.50", 7.5 },
		{ " 12\n", 12 }, { "0.000001", 0.000001 }, { "1000000000000", 1e12 }, { "-0", 0 },
		{ "3.14159265358979", 3.141592653 },
	};
	static const char *const not_reals[] = { "nan", "-nan", "NAN", "inf", "+inf", "Infinity", "0x1p3", "0X1P3",
						 "0x10", "1e3", "2E-2", ".5", "5.", "-.5", "1,5", "", "  ", "+", "-",
						 "--1", "+-1", "1 2", "1.2.3", "12a", "1000000000001",
						 "99999999999999999999999999" };
	double v;
	long n;

	(void)state;
	for (size_t i = 0; i < sizeof reals / sizeof *reals; i++) {
		if (sgf_real(reals[i].raw, &v) != 0)
			fail_msg("%s is an SGF real", reals[i].raw);
		double d = v - reals[i].v, scale = reals[i].v > 1 ? reals[i].v : 1;
		assert_true(d <= 1e-9 * scale && d >= -1e-9 * scale);
	}
	for (size_t i = 0; i < sizeof not_reals / sizeof *not_reals; i++) {
		v = 42;
		if (sgf_real(not_reals[i], &v) == 0)
			fail_msg("'%s' is no SGF real, read as %g", not_reals[i], v);
		assert_true(v == 42);
	}
	assert_int_equal(sgf_number("3", 0, 10, &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(sgf_number(" -12 ", -20, 0, &n), 0);
	assert_int_equal(n, -12);
	assert_int_equal(sgf_number("11", 0, 10, &n), -1);
	assert_int_equal(sgf_number("2.5", 0, 10, &n), -1);
	assert_int_equal(sgf_number("99999999999999999999999", 0, LONG_MAX, &n), -1);
	assert_int_equal(sgf_number("0x3", 0, 10, &n), -1);
	assert_int_equal(sgf_number("", 0, 10, &n), -1);
}

static void test_point_lists(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;A[ab:bc]B[bb:aa]C[aa][aa][ab:ab]D[]E[aa][tt][bb]F[aa:]"
					 "G[aa:cc][ja:jd][ke]H[cc:aa])");
	struct sgf_node *r = sgf_game(c, 0);
	struct sgf_point out[SGF_MAX_SIZE * SGF_MAX_SIZE];
	int bad;

	assert_int_equal(sgf_point_list(sgf_prop_get(r, "A"), 19, out, &bad), 4);
	assert_int_equal(bad, -1);
	assert_int_equal(out[0].x, 0);
	assert_int_equal(out[0].y, 1);
	assert_int_equal(out[1].x, 1);
	assert_int_equal(out[1].y, 1);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "B"), 19, out, &bad), 4);
	assert_int_equal(bad, -1);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "C"), 19, out, &bad), 2);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "D"), 19, out, &bad), 0);
	assert_int_equal(bad, -1);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "E"), 19, out, &bad), 2);
	assert_int_equal(bad, 1);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "F"), 19, out, &bad), 0);
	assert_int_equal(bad, 0);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "G"), 19, out, &bad), 9 + 4 + 1);
	assert_int_equal(sgf_point_list(sgf_prop_get(r, "H"), 19, out, &bad), 9);
	sgf_free(c);
}

static void test_board_size(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;SZ[9])(;SZ[17:3])(;)(;SZ[x])(;SZ[19:19])(;SZ[1000])");
	int w, h;

	assert_int_equal(sgf_size(sgf_game(c, 0), &w, &h), 0);
	assert_int_equal(w * 100 + h, 909);
	assert_int_equal(sgf_size(sgf_game(c, 1), &w, &h), 0);
	assert_int_equal(w * 100 + h, 1703);
	assert_int_equal(sgf_size(sgf_game(c, 2), &w, &h), 0);
	assert_int_equal(w * 100 + h, 1919);
	assert_int_equal(sgf_size(sgf_game(c, 3), &w, &h), -1);
	assert_int_equal(sgf_size(sgf_game(c, 4), &w, &h), 0);
	assert_int_equal(sgf_size(sgf_game(c, 5), &w, &h), -1);
	sgf_free(c);
}

/* ---- charsets ---- */

static void test_charset_latin1(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("latin1.sgf");
	struct sgf_node *r = sgf_game(c, 0);

	assert_string_equal(sgf_value(r, "PB"), "Jos\xc3\xa9");
	assert_string_equal(sgf_value(r, "PW"), "Fran\xc3\xa7ois");
	/* Windows-1252 quotes in 0x93/0x94 */
	assert_string_equal(sgf_value(r, "C"), "\xe2\x80\x9cquoted\xe2\x80\x9d caf\xc3\xa9");
	assert_string_equal(sgf_value(r, "CA"), "UTF-8");
	assert_int_equal(c->nwarnings, 0);
	assert_roundtrip(c);
	sgf_free(c);
}

static void test_charset_guess(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;PB[Jos\xe9];C[caf\xe9])");

	assert_string_equal(sgf_value(sgf_game(c, 0), "PB"), "Jos\xc3\xa9");
	assert_int_equal(c->nwarnings, 1);
	assert_string_equal(c->warnings[0], "t.sgf:1:3: the value of PB is not valid UTF-8 and the "
			    "game has no CA: the game is read as ISO-8859-1 (Latin-1)");
	assert_roundtrip(c);
	sgf_free(c);
	c = PARSE("(;PB[Jos\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac])");
	assert_string_equal(sgf_value(sgf_game(c, 0), "PB"), "Jos\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac");
	assert_int_equal(c->nwarnings, 0);
	sgf_free(c);
	/* A byte that ISO-8859-1 leaves to a control (0x9B, 0x93) is read as Windows-1252 has it, and the
	 * warning names the charset used: it used to say ISO-8859-1 either way. */
	c = PARSE("(;PB[Jos\xe9];C[\x93quoted\x94 \x9b])");
	assert_string_equal(sgf_value(sgf_game(c, 0)->child, "C"), "\xe2\x80\x9cquoted\xe2\x80\x9d \xe2\x80\xba");
	assert_int_equal(c->nwarnings, 1);
	assert_string_equal(c->warnings[0], "t.sgf:1:3: the value of PB is not valid UTF-8 and the "
			    "game has no CA: the game is read as Windows-1252 (ISO-8859-1 but for 0x80-0x9F, "
			    "which the value of C at 1:12 holds)");
	sgf_free(c);
	/* Each game tree has its own charset. */
	c = PARSE("(;CA[UTF-8]C[\xc3\xa9])(;CA[latin1]C[\xe9])(;C[\xe9])");
	for (int i = 0; i < 3; i++)
		assert_string_equal(sgf_value(sgf_game(c, i), "C"), "\xc3\xa9");
	sgf_free(c);
}

static void test_charset_utf8_invalid(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;CA[utf-8]C[a\xff" "b\xc3])");

	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "a\xef\xbf\xbd" "b\xef\xbf\xbd");
	assert_int_equal(c->nwarnings, 1);
	assert_roundtrip(c);
	sgf_free(c);
	c = PARSE("\xef\xbb\xbf(;C[\xc3\xa9])");
	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "\xc3\xa9");
	assert_int_equal(c->nwarnings, 0);
	sgf_free(c);
}

static void test_charset_iconv(void **state)
{
	(void)state;
	/* GB2312 "ni hao", read through GB18030. */
	struct sgf_collection *c = PARSE("(;CA[GB2312]PB[\xc4\xe3\xba\xc3])");

	assert_string_equal(sgf_value(sgf_game(c, 0), "PB"), "\xe4\xbd\xa0\xe5\xa5\xbd");
	assert_string_equal(sgf_value(sgf_game(c, 0), "CA"), "UTF-8");
	sgf_free(c);
	/* Shift_JIS 0x95 0x5C is one character whose second byte is a backslash: after conversion
	 * the ']' it seemed to escape must be escaped again, or the tree could not be written. */
	c = PARSE("(;CA[Shift_JIS]C[\x95\x5c]x])");
	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "\xe8\xa1\xa8\\]x");
	assert_roundtrip(c);
	sgf_free(c);
	c = PARSE("(;CA[x-no-such-charset]C[\xe9])");
	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "\xc3\xa9");
	assert_int_equal(c->nwarnings, 2);
	assert_string_equal(sgf_value(sgf_game(c, 0), "CA"), "UTF-8");
	sgf_free(c);
}

/* ---- inputs that must not crash ---- */

static void test_nul_bytes(void **state)
{
	(void)state;
	static const char in[] = "(;C[a\0b]B[a\\\0])\0\0";
	struct sgf_collection *c = PARSE_N(in, sizeof in - 1);

	assert_string_equal(sgf_value(sgf_game(c, 0), "C"), "a\xef\xbf\xbd" "b");
	assert_string_equal(c->warnings[0], "t.sgf:1:6: NUL byte in the value of C replaced by U+FFFD");
	assert_roundtrip(c);
	sgf_free(c);
	parse_fails("(;B[aa]\0)", 9, "t.sgf:1:8: expected a property identifier, ';', '(' or ')', "
		    "found byte 0x00", __FILE__, __LINE__);
	parse_fails("\0\0\0", 3, NULL, __FILE__, __LINE__);
}

static void test_binary_junk(void **state)
{
	(void)state;
	char buf[4096];
	unsigned seed = 12345;
	const char alphabet[] = "();[]\\:ABCWabc \n\r\t\0\xff\xc3";

	for (int round = 0; round < 3000; round++) {
		size_t n = (size_t)(seed % sizeof buf);
		for (size_t i = 0; i < n; i++) {
			seed = seed * 1103515245u + 12345u;
			buf[i] = round % 2 ? (char)(seed >> 16) : alphabet[(seed >> 16) % (sizeof alphabet - 1)];
		}
		if (round % 4 == 1 && n > 2)
			memcpy(buf, "(;", 2);
		char err[ERR_LEN];
		struct sgf_collection *c = sgf_parse(buf, n, "junk", err, sizeof err);
		if (c)
			assert_roundtrip(c);
		else
			assert_memory_equal(err, "junk:", 5);
		sgf_free(c);
		seed = seed * 1103515245u + 12345u;
	}
}

static void test_unbalanced(void **state)
{
	(void)state;
	const char *bad[] = { "(", "(;", "(;(", "(;(;", "(;B[aa]", "(;B[aa](;W[bb])", "(;[", "(;B[",
			      "(;B[aa]((", "(;B[aa];(", "(;]", "(;B]" };

	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		FAILS(bad[i], NULL);
	struct sgf_collection *c = PARSE(")(;B[aa])))(");
	assert_int_equal(c->ngames, 1);
	assert_int_equal(c->nwarnings, 2);
	sgf_free(c);
}

static void test_huge_comment(void **state)
{
	(void)state;
	size_t n = 10u << 20;
	struct { char *s; size_t len; } b = { malloc(n + n / 500 + 64), 0 };

	memcpy(b.s, "(;C[", 4);
	b.len = 4;
	for (size_t i = 0; i < n; i++) {
		char ch = "abcdefgh \n"[i % 10];
		if (i % 1000 == 999)
			b.s[b.len++] = '\\', ch = ']';
		b.s[b.len++] = ch;
	}
	memcpy(b.s + b.len, "];B[aa])", 8);
	b.len += 8;
	struct sgf_collection *c = PARSE_N(b.s, b.len);
	char *text = sgf_text(sgf_value(sgf_game(c, 0), "C"));
	assert_int_equal(strlen(text), n);
	assert_string_equal(sgf_value(sgf_game(c, 0)->child, "B"), "aa");
	assert_roundtrip(c);
	free(text);
	sgf_free(c);
	free(b.s);
}

/* SGF text of a game of n moves on 19x19, one node each. */
static char *long_game(int n, size_t *len)
{
	char *s = malloc((size_t)n * 8 + 64);
	size_t k = (size_t)sprintf(s, "(;SZ[19]");

	for (int i = 0; i < n; i++)
		k += (size_t)sprintf(s + k, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + i / 19 % 19);
	k += (size_t)sprintf(s + k, ")");
	*len = k;
	return s;
}

static void test_long_game(void **state)
{
	(void)state;
	size_t len;
	char *text = long_game(100000, &len);
	struct sgf_collection *c = PARSE_N(text, len);

	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 100001);
	assert_string_equal(sgf_value(sgf_main_line_end(sgf_game(c, 0)), "W"), "ca");
	assert_roundtrip(c);
	char *out = sgf_write(c, NULL);
	for (char *line = out, *nl; (nl = strchr(line, '\n')) != NULL; line = nl + 1)
		assert_true(nl - line <= SGF_WRAP);
	free(out);
	sgf_free(c);
	free(text);
}

/* "(;C[0]" then depth times "(;B[aa]" then the closing parentheses (missing of them left out). */
static char *deep_tree(int depth, int missing, size_t *len)
{
	char *s = malloc((size_t)depth * 8 + 64);
	size_t k = (size_t)sprintf(s, "(;C[0]");

	for (int i = 0; i < depth; i++)
		k += (size_t)sprintf(s + k, "(;B[%c%c]", 'a' + i % 19, 'a' + i / 19 % 19);
	for (int i = 0; i < depth + 1 - missing; i++)
		s[k++] = ')';
	*len = k;
	return s;
}

static void test_deep_variations(void **state)
{
	(void)state;
	size_t len;
	char *text = deep_tree(100000, 0, &len);
	struct sgf_collection *c = PARSE_N(text, len);

	assert_int_equal(sgf_count_nodes(sgf_game(c, 0)), 100001);
	assert_roundtrip(c);
	sgf_free(c);
	free(text);
	text = deep_tree(100000, 1, &len);
	parse_fails(text, len, "t.sgf:1:800007: expected ')' to close the game tree started at 1:1, "
		    "found the end of the file", __FILE__, __LINE__);
	free(text);
	text = deep_tree(100000, 100001, &len);
	parse_fails(text, len, NULL, __FILE__, __LINE__);
	free(text);

	/* A deep tree with a second variation at every level: a comb. */
	struct sgf_collection *comb = sgf_new("comb");
	struct sgf_node *n = sgf_add_game(comb);
	for (int i = 0; i < 100000; i++) {
		struct sgf_node *side = sgf_add_child(n);
		sgf_prop_add(side, "C", i % 2 ? "x" : "y");
		n = sgf_add_child(n);
		sgf_prop_add(n, "B", "aa");
	}
	assert_int_equal(sgf_count_nodes(sgf_game(comb, 0)), 200001);
	assert_roundtrip(comb);
	sgf_free(comb);
}

/* ---- writing ---- */

static void test_write_format(void **state)
{
	(void)state;
	struct sgf_collection *c = PARSE("(;FF[4]SZ[9](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee]C[x\ny]))) (;)");
	char *text = sgf_write(c, NULL);

	assert_string_equal(text, "(;FF[4]SZ[9]\n(;B[aa];W[bb])\n(;B[cc]\n(;W[dd])\n(;W[ee]C[x\ny])))\n"
			    "(;)\n");
	free(text);
	sgf_free(c);
}

static void test_write_file(void **state)
{
	(void)state;
	char path[] = "/tmp/tengen-test-sgf-XXXXXX", err[ERR_LEN];
	int fd = mkstemp(path);
	struct sgf_collection *c = read_test("spec/ff4_ex.sgf"), *d;

	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(sgf_write_file(c, path, err, sizeof err), 0);
	d = sgf_read_file(path, err, sizeof err);
	assert_non_null(d);
	assert_true(sgf_equal(c, d));
	unlink(path);
	assert_int_equal(sgf_write_file(c, "/nonexistent-dir/x.sgf", err, sizeof err), -1);
	assert_memory_equal(err, "/nonexistent-dir/x.sgf: cannot write: ", 38);
	sgf_free(c);
	sgf_free(d);
}

static void test_roundtrip_fixtures(void **state)
{
	(void)state;
	const char *files[] = { "spec/ff4_ex.sgf", "spec/dd_vw_ex.sgf", "ff3.sgf", "handicap.sgf",
				"illegal.sgf", "latin1.sgf", "setup-later.sgf", "unknown.sgf",
				"multimove.sgf", "katago-pl.sgf" };

	for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
		struct sgf_collection *c = read_test(files[i]);
		assert_roundtrip(c);
		sgf_free(c);
	}
}

static void test_unknown_properties_kept(void **state)
{
	(void)state;
	struct sgf_collection *c = read_test("unknown.sgf");
	char *text = sgf_write(c, NULL);

	assert_non_null(strstr(text, "XZ[kept][as is]ZZTOP[a\\]b\\\\c]"));
	assert_non_null(strstr(text, "QQ[x:y\\:z]"));
	assert_non_null(strstr(text, "LB[jj:A][dj:B\\]]"));
	free(text);
	sgf_free(c);
}

/* Random raw values built from pieces that are each well-formed raw text. */
static void random_raw(unsigned *seed, char *buf, size_t room)
{
	static const char *const pieces[] = { "a", "Z", " ", "\n", "\r\n", "\\]", "\\\\", "\\:", ":",
					      "(", ")", ";", "[", "\\\n", "\xc3\xa9", "\xe6\x97\xa5", "\t",
					      "0", "-" };
	size_t n = 0;
	int k;

	*seed = *seed * 1103515245u + 12345u;
	k = (int)(*seed >> 16) % 12;
	buf[0] = '\0';
	while (k-- > 0) {
		*seed = *seed * 1103515245u + 12345u;
		const char *p = pieces[(*seed >> 16) % (sizeof pieces / sizeof *pieces)];
		if (n + strlen(p) + 1 >= room)
			break;
		strcpy(buf + n, p);
		n += strlen(p);
	}
}

static void random_node(unsigned *seed, struct sgf_node *n)
{
	static const char *const ids[] = { "B", "W", "C", "AB", "LB", "XY", "N", "GN", "TR", "ZZZ" };
	char raw[128];

	*seed = *seed * 1103515245u + 12345u;
	unsigned mask = (*seed >> 16) & 1023;
	for (int i = 0; i < 10; i++)
		if (mask & (1u << i)) {
			*seed = *seed * 1103515245u + 12345u;
			int values = 1 + (int)((*seed >> 16) % 3);
			while (values-- > 0) {
				random_raw(seed, raw, sizeof raw);
				sgf_prop_add(n, ids[i], raw);
			}
		}
}

static void test_roundtrip_random_trees(void **state)
{
	(void)state;
	unsigned seed = 7;

	for (int t = 0; t < 300; t++) {
		struct sgf_collection *c = sgf_new("random");
		int games = 1 + t % 3;
		for (int g = 0; g < games; g++) {
			struct sgf_node *nodes[400];
			int count = 1;
			nodes[0] = sgf_add_game(c);
			random_node(&seed, nodes[0]);
			int size = (int)(seed >> 16) % 400;
			while (count < size) {
				seed = seed * 1103515245u + 12345u;
				struct sgf_node *parent = nodes[(seed >> 16) % (unsigned)count];
				if ((seed >> 8) % 4)
					parent = nodes[count - 1];
				nodes[count] = sgf_add_child(parent);
				random_node(&seed, nodes[count++]);
			}
		}
		assert_roundtrip(c);
		sgf_free(c);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spec_collection),
		cmocka_unit_test(test_spec_game_info_leaves),
		cmocka_unit_test(test_spec_moves_and_passes),
		cmocka_unit_test(test_spec_setup_lists),
		cmocka_unit_test(test_spec_markup),
		cmocka_unit_test(test_spec_soft_line_breaks),
		cmocka_unit_test(test_spec_dd_vw),
		cmocka_unit_test(test_grammar_accepts),
		cmocka_unit_test(test_grammar_shapes),
		cmocka_unit_test(test_grammar_empty_variations_dropped),
		cmocka_unit_test(test_grammar_errors),
		cmocka_unit_test(test_error_line_and_column),
		cmocka_unit_test(test_file_errors),
		cmocka_unit_test(test_raw_values_kept),
		cmocka_unit_test(test_repeated_property_merged),
		cmocka_unit_test(test_ff3_identifiers),
		cmocka_unit_test(test_building),
		cmocka_unit_test(test_text_values),
		cmocka_unit_test(test_escape),
		cmocka_unit_test(test_compose),
		cmocka_unit_test(test_moves_and_points),
		cmocka_unit_test(test_point_lists),
		cmocka_unit_test(test_numbers_and_reals),
		cmocka_unit_test(test_add_game_after_parsed),
		cmocka_unit_test(test_board_size),
		cmocka_unit_test(test_charset_latin1),
		cmocka_unit_test(test_charset_guess),
		cmocka_unit_test(test_charset_utf8_invalid),
		cmocka_unit_test(test_charset_iconv),
		cmocka_unit_test(test_nul_bytes),
		cmocka_unit_test(test_binary_junk),
		cmocka_unit_test(test_unbalanced),
		cmocka_unit_test(test_huge_comment),
		cmocka_unit_test(test_long_game),
		cmocka_unit_test(test_deep_variations),
		cmocka_unit_test(test_write_format),
		cmocka_unit_test(test_write_file),
		cmocka_unit_test(test_roundtrip_fixtures),
		cmocka_unit_test(test_unknown_properties_kept),
		cmocka_unit_test(test_roundtrip_random_trees),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
