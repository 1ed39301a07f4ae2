/*
 * markup.h: the marks an SGF node puts on the board, read once for every front end that draws or
 * writes them (the review and edit screens, the diagram and SVG export): TR SQ CR MA on points, LB
 * labels, DD dimmed points, AR arrows and LN lines, SL selected points.
 *
 * Malformed values (a point off the board, a label without its colon, an arrow from a point to
 * itself) are left out and counted in `skipped`, never an error: the file keeps them as they were.
 */
#ifndef TENGEN_MARKUP_H
#define TENGEN_MARKUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/sgf.h"

#define MARKUP_LABEL_MAX 16      /* the bytes of a label kept (longer ones are cut, whole characters) */
#define MARKUP_MAX_LINES 64      /* arrows and lines read from one node */

/* A mark on a point (SGF TR SQ CR MA), in the order of their tools. */
enum markup_mark { MARKUP_NONE, MARKUP_TRIANGLE, MARKUP_SQUARE, MARKUP_CIRCLE, MARKUP_CROSS };

struct markup_line {
	int from, to;                /* points of the board */
	bool arrow;                  /* AR; false: LN */
};

struct markup {
	uint8_t mark[BOARD_MAX_POINTS];                   /* enum markup_mark per point */
	char label[BOARD_MAX_POINTS][MARKUP_LABEL_MAX];   /* LB text per point, "" for none */
	bool dim[BOARD_MAX_POINTS];                       /* DD */
	bool selected[BOARD_MAX_POINTS];                  /* SL */
	int nlines;
	struct markup_line lines[MARKUP_MAX_LINES];
	int skipped;                                      /* values not read (see above) */
};

/* The SGF identifier of a mark ("TR", "SQ", "CR", "MA"), and its name ("triangle", ...). */
const char *markup_id(enum markup_mark m);
const char *markup_name(enum markup_mark m);
/* The point of the n bytes of a raw SGF point ("dd", half of a composed "dd:ee"), or BOARD_NONE. */
int markup_point(const char *raw, size_t n, const struct board *b);
/* The marks of node n on board b (its size and points) into *m. */
void markup_read(const struct sgf_node *n, const struct board *b, struct markup *m);
/* True when node n holds no mark at all. */
bool markup_empty(const struct markup *m);
/* The arrows and lines of m in words: "arrow D4-F6, line C3-C7" into buf (len bytes). */
const char *markup_lines_str(const struct markup *m, const struct board *b, char *buf, size_t len);

#endif
