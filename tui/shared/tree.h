/*
 * tree.h: the game tree drawn as text, one cell per node, for the review panel.
 *
 *    [●]○─●─○─●─○        the main line on the first row; the current node in [ ]
 *     ├─○─●              a variation of move 2 on a row of its own, joined to its parent's column
 *     └─●                the last one with └
 *
 * tree_layout places every node of a game tree: its depth (the column: moves and other nodes from
 * the root) and its row.  The first child of a node goes on in its parent's row; every other child
 * starts a new row below every row made so far.  The walk is in preorder, first children first, so a
 * variation's rows lie below those of the variations it contains, and the joining columns never cross
 * a node.  No recursion: a line of 100,000 nodes is laid out with loops.
 *
 * tree_window draws a w x h window of it around a current node into cells of text and a class each
 * (the current node, the line shown on the board, other nodes, joints), for the panel to paint.
 */
#ifndef TENGEN_TREE_H
#define TENGEN_TREE_H

#include <stdbool.h>

struct sgf_node;

struct tree_layout {
	int n;                          /* nodes */
	const struct sgf_node **node;   /* in preorder */
	int *depth, *row;
	int *above;                     /* a variation (not a first child): the row its joint starts
					   below (its parent's or its previous sibling's row); else -1 */
	int rows, depth_max;
};

/* Lay out the tree under root.  Free with tree_free. */
void tree_layout(struct tree_layout *t, const struct sgf_node *root);
void tree_free(struct tree_layout *t);
/* The index of node in the layout, or -1. */
int tree_find(const struct tree_layout *t, const struct sgf_node *node);

enum tree_class {
	TREE_EMPTY,
	TREE_JOINT,     /* ─ │ ├ └ */
	TREE_NODE,      /* a node off the line shown */
	TREE_LINE,      /* a node of the line shown on the board (before and after the current one) */
	TREE_CURRENT,   /* the current node, and its brackets */
};

#define TREE_MAX_W 64
#define TREE_MAX_H 16

struct tree_cell {
	char glyph[8];          /* UTF-8, one column */
	enum tree_class class;
};

struct tree_window {
	int w, h;                                      /* in screen columns (2 per node) and rows */
	int depth0, row0;                              /* the first node column and row shown */
	struct tree_cell cell[TREE_MAX_H][TREE_MAX_W];
};

/*
 * Draw the window of w screen columns (at most TREE_MAX_W) by h rows (at most TREE_MAX_H) that shows
 * the node current, with line[0..nline) the line shown on the board (root first).  A node is ● or ○
 * for a move of Black or White (X and O in ASCII), ◇ (.) for any other node; the current node is in
 * [ ].  line[i] is the node of depth i, so a node is on the line when line[its depth] is it.
 */
void tree_window(const struct tree_layout *t, const struct sgf_node *current, const struct sgf_node *const *line,
		 int nline, int w, int h, bool ascii, struct tree_window *out);
/* The window as text, rows ended by newlines (for tests).  Returns buf. */
char *tree_window_text(const struct tree_window *win, char *buf, int len);

#endif
