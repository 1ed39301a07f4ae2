/*
 * test_tree.c: the game tree drawn as text: where variations go, how they are joined, the window
 * around the current node, and a line far too long to walk by recursion.
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
#include "tui/shared/tree.h"

static struct sgf_collection *parse(const char *text)
{
	char err[256];
	struct sgf_collection *c = sgf_parse(text, strlen(text), "test", err, sizeof err);

	if (!c)
		fail_msg("%s", err);
	return c;
}

/* The node reached from the root by the child indices of path ("0.1.0"; "" is the root). */
static const struct sgf_node *node_at(const struct sgf_collection *c, const char *path)
{
	const struct sgf_node *n = c->games;

	for (const char *s = path; *s; s++) {
		if (*s == '.')
			continue;
		n = n->child;
		for (int i = 0; i < *s - '0'; i++)
			n = n->next;
	}
	return n;
}

/* The line through node and its first children, root first, into line; returns its length. */
static int line_of(const struct sgf_node *node, const struct sgf_node **line, int max)
{
	int n = 0;

	for (const struct sgf_node *p = node; p; p = p->parent)
		n++;
	int k = n;
	for (const struct sgf_node *p = node; p; p = p->parent)
		line[--k] = p;
	for (const struct sgf_node *p = node->child; p && n < max; p = p->child)
		line[n++] = p;
	return n;
}

static void assert_window(const char *sgf, const char *path, int w, int h, bool ascii, const char *want)
{
	struct sgf_collection *c = parse(sgf);
	struct tree_layout t;
	static struct tree_window win;
	const struct sgf_node *line[256];
	const struct sgf_node *cur = node_at(c, path);
	char got[4096];

	tree_layout(&t, c->games);
	tree_window(&t, cur, line, line_of(cur, line, 256), w, h, ascii, &win);
	tree_window_text(&win, got, sizeof got);
	if (strcmp(got, want))
		fail_msg("window at \"%s\":\n%s\nwanted:\n%s", path, got, want);
	tree_free(&t);
	sgf_free(c);
}

/* Variations of one move each start a row of their own, joined under their parent. */
static void test_variations_rows(void **state)
{
	(void)state;
	const char *sgf = "(;SZ[9];B[aa];W[bb](;B[cc];W[dd])(;B[ee](;W[ff])(;W[gg]))(;B[hh]))";
	assert_window(sgf, "000", 20, 5, false,
		      " ◇─●─○[●]○\n"
		      "     ├─●─○\n"
		      "     │ └─○\n"
		      "     └─●\n"
		      "\n");
	assert_window(sgf, "0011", 20, 5, true,   /* W[gg] */
		      " .-X-O-X-O\n"
		      "     |-X-O\n"
		      "     | `[O]\n"
		      "     `-X\n"
		      "\n");
}

/* The layout: depths and rows of every node, and where each joint starts. */
static void test_layout_numbers(void **state)
{
	(void)state;
	struct sgf_collection *c = parse("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff])))");
	struct tree_layout t;

	tree_layout(&t, c->games);
	assert_int_equal(t.n, 7);
	assert_int_equal(t.rows, 3);
	assert_int_equal(t.depth_max, 3);
	int i = tree_find(&t, node_at(c, "01"));   /* W[dd]: a row of its own, joined below the main row */
	assert_int_equal(t.depth[i], 2);
	assert_int_equal(t.row[i], 1);
	assert_int_equal(t.above[i], 0);
	i = tree_find(&t, node_at(c, "011"));      /* B[ff]: below its sibling B[ee] on row 1 */
	assert_int_equal(t.row[i], 2);
	assert_int_equal(t.above[i], 1);
	assert_int_equal(t.above[tree_find(&t, node_at(c, "010"))], -1);
	tree_free(&t);
	sgf_free(c);
}

/* A long line: the window follows the current node, a third of the way in. */
static void test_window_follows(void **state)
{
	(void)state;
	char sgf[4096];
	int at = snprintf(sgf, sizeof sgf, "(;SZ[19]");
	for (int i = 0; i < 40; i++)
		at += snprintf(sgf + at, sizeof sgf - (size_t)at, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a');
	snprintf(sgf + at, sizeof sgf - (size_t)at, ")");
	char path[64] = "";
	for (int i = 0; i < 30; i++)
		strcat(path, "0");
	/* 9 node columns; node 30 (White's) is the 4th shown (depth 27 first), the line coming in from
	 * the left */
	assert_window(sgf, path, 20, 2, true, "-X-O-X[O]X-O-X-O-X\n\n");
	/* at the end: the window ends with the line */
	for (int i = 0; i < 10; i++)
		strcat(path, "0");
	assert_window(sgf, path, 20, 1, true, "-O-X-O-X-O-X-O-X[O]\n");
}

/* A variation far below: the window scrolls to the current row. */
static void test_window_rows(void **state)
{
	(void)state;
	const char *sgf = "(;SZ[9];B[aa](;W[ba])(;W[ca])(;W[da])(;W[ea])(;W[fa];B[ga]))";
	assert_window(sgf, "040", 12, 3, true,
		      "   |-O\n"
		      "   `-O[X]\n"
		      "\n");
	assert_window(sgf, "0", 12, 3, true,
		      " .[X]O\n"
		      "   |-O\n"
		      "   |-O\n");
}

/* 100,000 nodes in one line and 20,000 one-move variations of the root: no recursion, no limit. */
static void test_huge(void **state)
{
	(void)state;
	struct sgf_collection *c = sgf_new("huge");
	struct sgf_node *root = sgf_add_game(c), *n = root;
	struct tree_layout t;

	for (int i = 0; i < 100000; i++) {
		n = sgf_add_child(n);
		sgf_prop_add(n, i % 2 ? "W" : "B", "aa");
	}
	for (int i = 0; i < 20000; i++)
		sgf_prop_add(sgf_add_child(root), "B", "bb");
	tree_layout(&t, root);
	assert_int_equal(t.n, 120001);
	assert_int_equal(t.depth_max, 100000);
	assert_int_equal(t.rows, 20001);
	assert_int_equal(t.row[tree_find(&t, n)], 0);
	tree_free(&t);
	sgf_free(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_variations_rows),
		cmocka_unit_test(test_layout_numbers),
		cmocka_unit_test(test_window_follows),
		cmocka_unit_test(test_window_rows),
		cmocka_unit_test(test_huge),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
