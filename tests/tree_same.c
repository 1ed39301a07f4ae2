/*
 * tree_same.c: are two SGF files the same collection, node by node?
 *
 * usage: tree_same ORIGINAL SAVED
 *
 * Both are parsed (each tree's charset read as UTF-8), the original's roots stamped as tengen
 * stamps the roots it writes (FF[4] CA[UTF-8] GM[1] AP[tengen:VERSION] first), and the trees
 * compared: shape, identifiers and raw values, in order.  The first node that differs is named by
 * its path of child indices from the root of its game tree.  Exit status 0 when they are the same,
 * 1 when not, 2 when a file does not parse.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "rules/sgf.h"

/* Is node a's own content (properties, values, in order) node b's? */
static bool node_same(const struct sgf_node *a, const struct sgf_node *b)
{
	const struct sgf_prop *p = a->props, *q = b->props;

	for (; p && q; p = p->next, q = q->next) {
		if (strcmp(p->id, q->id) || p->nvalues != q->nvalues)
			return false;
		for (int i = 0; i < p->nvalues; i++)
			if (strcmp(p->values[i], q->values[i]))
				return false;
	}
	return !p && !q;
}

/* The first node where the trees under a and b differ, with its path in buf; NULL when none. */
static const struct sgf_node *first_difference(const struct sgf_node *a, const struct sgf_node *b,
					       char *path, size_t len)
{
	size_t n = strlen(path);

	if (!node_same(a, b))
		return a;
	const struct sgf_node *x = a->child, *y = b->child;
	for (int i = 0; x || y; i++, x = x ? x->next : NULL, y = y ? y->next : NULL) {
		snprintf(path + n, len - n, ".%d", i);
		if (!x || !y)
			return x ? x : a;
		const struct sgf_node *d = first_difference(x, y, path, len);
		if (d)
			return d;
	}
	path[n] = '\0';
	return NULL;
}

int main(int argc, char **argv)
{
	char err[512], path[65536];

	if (argc != 3) {
		fputs("usage: tree_same ORIGINAL SAVED\n", stderr);
		return 2;
	}
	struct sgf_collection *a = sgf_read_file(argv[1], err, sizeof err), *b = NULL;
	if (!a || !(b = sgf_read_file(argv[2], err, sizeof err))) {
		printf("%s\n", err);
		sgf_free(a);
		return 2;
	}
	for (struct sgf_node *g = a->games; g; g = g->next)
		sgf_stamp(g, PACKAGE_VERSION);
	int status = 0;
	if (a->ngames != b->ngames) {
		printf("%d game trees, saved as %d\n", a->ngames, b->ngames);
		status = 1;
	}
	const struct sgf_node *x = a->games, *y = b->games;
	for (int i = 0; status == 0 && x && y; i++, x = x->next, y = y->next) {
		snprintf(path, sizeof path, "game %d: root", i + 1);
		const struct sgf_node *d = first_difference(x, y, path, sizeof path);
		if (d) {
			printf("%s (line %d of the original) differs\n", path, d->line);
			status = 1;
		}
	}
	sgf_free(a);
	sgf_free(b);
	return status;
}
