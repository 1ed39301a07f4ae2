/*
 * svg.h: a picture of a board as SVG, written by hand (no library), for handouts: the grid and its
 * star points, coordinates on all four sides, stones, move numbers on them, the node's marks (TR SQ
 * CR MA as shapes, LB labels, DD dimmed, AR arrows and LN lines), and on request a count laid over
 * it: the territory of each side as small squares (beside a label on the point), the stones taken
 * off as dead faded, with the territory square of the side that takes them.
 * Several boards go side by side, each with its caption under it (two rulesets, say).
 *
 * The picture only draws: what is territory and what is dead comes from the caller (the one count,
 * rules/count.h, asked by tui/shared/export.h).
 *
 * Every part is an element of its own with a class a test or a style sheet can find: `stone black`,
 * `stone white`, `number`, `coordinate`, `label`, `triangle`, `square`, `circle`, `cross`, `dim`,
 * `arrow`, `line`, `territory black`, `territory white`, `dead`, `moves` (the moves the numbers on
 * the stones cannot show), `caption`, `star`.
 */
#ifndef TENGEN_SVG_H
#define TENGEN_SVG_H

#include <stdint.h>

#include "board/board.h"
#include "tui/shared/markup.h"

#define SVG_MAX_BOARDS 4
#define SVG_CAPTION_LINES 4

struct svg_board {
	const struct board *board;         /* the stones */
	const struct markup *markup;       /* the node's marks, or NULL */
	const int *numbers;                /* per point, the number to write on its stone (0: none), or NULL */
	const uint8_t *owner;              /* per empty point, BLACK or WHITE territory to draw, or NULL */
	const bool *dead;                  /* per stone, taken off as dead in the count, or NULL */
	const char *moves;                 /* the numbered moves no stone shows ("24 at 30; 21 at C8
					      (taken)"), under the board before the caption, or NULL */
	const char *caption[SVG_CAPTION_LINES];   /* lines under the board (NULL: none) */
};

/* The boards (n of them, 1..SVG_MAX_BOARDS, one size) side by side, under title (may be NULL), as
 * one SVG document, NUL-terminated.  Caller frees. */
char *svg_write(const struct svg_board *boards, int n, const char *title);

#endif
