/* tree.c: the game tree as text (see tree.h). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/tree.h"

static void tree_grow(struct tree_layout *t, int *cap)
{
	if (t->n < *cap)
		return;
	*cap = *cap ? 2 * *cap : 256;
	t->node = xreallocarray(t->node, (size_t)*cap, sizeof *t->node);
	t->depth = xreallocarray(t->depth, (size_t)*cap, sizeof *t->depth);
	t->row = xreallocarray(t->row, (size_t)*cap, sizeof *t->row);
	t->above = xreallocarray(t->above, (size_t)*cap, sizeof *t->above);
}

void tree_layout(struct tree_layout *t, const struct sgf_node *root)
{
	int cap = 0, pathcap = 64, depth = 0;
	int *path = xmalloc((size_t)pathcap * sizeof *path);   /* the row of the last node at each depth */

	memset(t, 0, sizeof *t);
	t->rows = 1;
	for (const struct sgf_node *n = root; n;) {
		tree_grow(t, &cap);
		if (depth + 1 >= pathcap) {
			pathcap *= 2;
			path = xreallocarray(path, (size_t)pathcap, sizeof *path);
		}
		int row = 0, above = -1;
		if (n != root && n == n->parent->child) {
			row = path[depth - 1];
		} else if (n != root) {
			above = path[depth];   /* the previous sibling's row */
			row = t->rows++;
		}
		path[depth] = row;
		t->node[t->n] = n;
		t->depth[t->n] = depth;
		t->row[t->n] = row;
		t->above[t->n] = above;
		t->n++;
		if (depth > t->depth_max)
			t->depth_max = depth;
		/* preorder: the first child, else the next sibling of the nearest node that has one */
		if (n->child) {
			n = n->child;
			depth++;
			continue;
		}
		while (n != root && !n->next) {
			n = n->parent;
			depth--;
		}
		n = n == root ? NULL : n->next;
	}
	free(path);
}

void tree_free(struct tree_layout *t)
{
	free(t->node);
	free(t->depth);
	free(t->row);
	free(t->above);
	memset(t, 0, sizeof *t);
}

int tree_find(const struct tree_layout *t, const struct sgf_node *node)
{
	for (int i = 0; i < t->n; i++)
		if (t->node[i] == node)
			return i;
	return -1;
}

static void put(struct tree_window *w, int y, int x, const char *glyph, enum tree_class c)
{
	if (y < 0 || y >= w->h || x < 0 || x >= w->w)
		return;
	snprintf(w->cell[y][x].glyph, sizeof w->cell[y][x].glyph, "%s", glyph);
	w->cell[y][x].class = c;
}

static const char *node_glyph(const struct sgf_node *n, bool ascii)
{
	if (sgf_prop_get(n, "B"))
		return ascii ? "X" : "●";
	if (sgf_prop_get(n, "W"))
		return ascii ? "O" : "○";
	return ascii ? "." : "◇";
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

void tree_window(const struct tree_layout *t, const struct sgf_node *current, const struct sgf_node *const *line,
		 int nline, int w, int h, bool ascii, struct tree_window *out)
{
	int cur = tree_find(t, current), cols;
	int cd = cur >= 0 ? t->depth[cur] : 0, cr = cur >= 0 ? t->row[cur] : 0;
	const char *dash = ascii ? "-" : "─", *bar = ascii ? "|" : "│", *tee = ascii ? "|" : "├",
		   *corner = ascii ? "`" : "└";

	memset(out, 0, sizeof *out);
	out->w = clamp(w, 0, TREE_MAX_W);
	out->h = clamp(h, 0, TREE_MAX_H);
	cols = (out->w - 1) / 2;   /* nodes: a joint (or [) before each glyph, a ] after the last */
	if (cols == 0 || out->h == 0)
		return;
	/* The current node a third of the way in, the line ahead after it; its row in view. */
	out->depth0 = clamp(cd - cols / 3, 0, t->depth_max + 1 > cols ? t->depth_max + 1 - cols : 0);
	if (cd - out->depth0 >= cols)
		out->depth0 = cd - cols + 1;
	out->row0 = cr < out->h ? 0 : cr - out->h / 2;
	for (int y = 0; y < out->h; y++)
		for (int x = 0; x < out->w; x++)
			put(out, y, x, " ", TREE_EMPTY);
	for (int i = 0; i < t->n; i++) {
		int d = t->depth[i] - out->depth0, y = t->row[i] - out->row0, x = 2 * d + 1;
		if (d < 0 || d > cols || t->row[i] < out->row0 || (t->above[i] < 0 && y >= out->h))
			continue;
		if (t->above[i] >= 0) {   /* the joint from the parent's column down to this row */
			for (int r = t->above[i] + 1 - out->row0; r < y; r++)
				put(out, r, x - 2, bar, TREE_JOINT);
			put(out, y, x - 2, t->node[i]->next ? tee : corner, TREE_JOINT);
		}
		if (d == cols)
			continue;
		if (t->depth[i] > 0)
			put(out, y, x - 1, dash, TREE_JOINT);
		const struct sgf_node *n = t->node[i];
		bool on_line = t->depth[i] < nline && line[t->depth[i]] == n;
		put(out, y, x, node_glyph(n, ascii), n == current ? TREE_CURRENT : on_line ? TREE_LINE : TREE_NODE);
	}
	if (cur >= 0) {   /* last, over the joints on either side */
		int y = cr - out->row0, x = 2 * (cd - out->depth0) + 1;
		put(out, y, x - 1, "[", TREE_CURRENT);
		put(out, y, x + 1, "]", TREE_CURRENT);
	}
}

char *tree_window_text(const struct tree_window *win, char *buf, int len)
{
	int at = 0;

	buf[0] = '\0';
	for (int y = 0; y < win->h && at < len; y++) {
		int end = win->w;
		while (end > 0 && !strcmp(win->cell[y][end - 1].glyph, " "))
			end--;
		for (int x = 0; x < end && at < len; x++)
			at += snprintf(buf + at, (size_t)(len - at), "%s", win->cell[y][x].glyph);
		if (at < len)
			at += snprintf(buf + at, (size_t)(len - at), "\n");
	}
	return buf;
}
