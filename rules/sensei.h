/*
 * sensei.h: Sensei's Library diagrams: the `$$` text in which Go positions are written on that wiki
 * (and in the seed texts), read into SGF game trees and written from a position.
 *
 * The format, as tengen reads it:
 *
 *     [go]$$Wc9m5 Title          the header: first player B or W (default B), c for coordinates,
 *     $$ +-----------------      a board size (default 19), m and the number of the first move
 *     $$ | . X O 1 . . . . .     (default 1), then the title; [go]...[/go] around it or not
 *     $$ | X X O 2 . . . . .
 *     $$ {AR A9 C7} {LN B8 D6}  an arrow and a line, from one point to another (GTP vertices
 *     ...[/go]                   of the board, as the coordinates show them)
 *
 *   - Every line of a diagram starts with `$$`; the first is the header.  A diagram ends at the first
 *     line that does not start with `$$` (or at `[/go]`); each `[go]` starts a new one.  Several
 *     diagrams in one text are several games.  Blanks between points do not matter.
 *   - Points: X O black and white stones; . and , (a star point) empty; 1..9 and 0 (10) the moves
 *     of a sequence, played from the position of the stones, the header's colour first (1, 3, ...
 *     are that colour's), the first of them numbered m; a number missing below the highest drawn is
 *     a pass, unless the title says where it was played: "N at M" (move numbers as counted from m,
 *     items apart by commas) plays move N where move M is drawn, as printed diagrams caption a point
 *     played twice; such items are the title's no more.  Marked stones: B W (circle), # @ (square), Y Q (triangle), Z P (cross), black then
 *     white; marked empty points: C (circle), S (square), T (triangle), M (cross); a..z letters.
 *   - Edges: a row of - (and +) above or below the points, a | before or after them.  The edges
 *     place the diagram on the board: with a size in the header, in the corner or on the side the
 *     edges say (in the middle along a side without edge); without one, a diagram with both edges
 *     of a direction is that wide (or tall) a board, any other is a part of a 19x19 board.
 *
 * As SGF (sensei_parse): a game tree per diagram.  The root holds SZ, PL (the header's colour), the
 * stones as AB AW, the marks as CR SQ TR MA, the letters as LB, the arrows and lines as AR LN, the
 * title as GN; then one node per move of the sequence (a pass as B[] or W[]), the first with MN when
 * it is not move 1.  Each move's property remembers the line and column of its number, so that a
 * record that stops at an illegal move names the place in the text.
 *
 * Writing (sensei_write): the diagram of a position: the smallest corner, side or whole board that
 * holds its stones, marks and moves with a line to spare around them, its edges drawn, coordinates
 * on, and after the title the moves played where another is drawn ("7 at 1, 10 at 4"); reading it
 * back gives the same diagram (sensei_equal).
 *
 * Errors: "NAME:LINE:COL: what", lines and columns from 1 (columns in bytes).
 */
#ifndef TENGEN_SENSEI_H
#define TENGEN_SENSEI_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "rules/sgf.h"

#define SENSEI_MAX_MOVES 10      /* the numbers 1..9 and 0 */
#define SENSEI_MAX_LINES 64      /* arrows and lines of one diagram */
#define SENSEI_TITLE_MAX 256

/* A mark on a point, stone or not (SGF CR SQ TR MA). */
enum sensei_mark { SENSEI_MARK_NONE, SENSEI_MARK_CIRCLE, SENSEI_MARK_SQUARE, SENSEI_MARK_TRIANGLE,
		   SENSEI_MARK_CROSS };

/* An arrow (SGF AR) or a line (LN) between two points of the board. */
struct sensei_line {
	int x0, y0, x1, y1;          /* from, to: column and row from the top left, from 0 */
	bool arrow;
};

/* One diagram, placed on its board.  Points are [row][column] from the top left. */
struct sensei_diagram {
	int size;                                          /* the board: 2..25 */
	enum color first;                                  /* who plays move 1 of the sequence (and
							      is to play when there is none) */
	int first_number;                                  /* the number of move 1 (the header's m) */
	bool coordinates;                                  /* the header's c */
	char title[SENSEI_TITLE_MAX];
	unsigned char stone[BOARD_MAX_SIZE][BOARD_MAX_SIZE];   /* enum color: the position before the
								  sequence */
	unsigned char mark[BOARD_MAX_SIZE][BOARD_MAX_SIZE];    /* enum sensei_mark */
	char label[BOARD_MAX_SIZE][BOARD_MAX_SIZE];            /* 'a'..'z', or 0 */
	unsigned char number[BOARD_MAX_SIZE][BOARD_MAX_SIZE];  /* 1..10: a move of the sequence, or 0 */
	unsigned char at[SENSEI_MAX_MOVES + 1];            /* move k played where move at[k] is drawn
							      (the title's "N at M"), else 0 */
	int nlines;
	struct sensei_line lines[SENSEI_MAX_LINES];
	/* Where the diagram was read (0 when made in memory): its header, and each move's number. */
	int line, col;
	int move_line[SENSEI_MAX_MOVES + 1], move_col[SENSEI_MAX_MOVES + 1];
};

/* True if text reads as Sensei's Library diagrams rather than SGF: a line starts with `$$` (after
 * blanks and `[go]`), and no SGF game tree `(;` comes before it. */
bool sensei_is_text(const char *text, size_t len);

/*
 * Read the diagrams of text (len bytes, named name in messages) into *out (a new array of *n,
 * caller frees).  0, or -1 with "NAME:LINE:COL: what" in err for a text without a diagram or a
 * diagram that cannot be read.
 */
int sensei_read(const char *text, size_t len, const char *name, struct sensei_diagram **out, int *n,
		char *err, size_t errlen);
/* The diagrams of text as SGF game trees (see the top of this file).  NULL with err.  Caller frees
 * with sgf_free. */
struct sgf_collection *sensei_parse(const char *text, size_t len, const char *name, char *err,
				    size_t errlen);
/* The same from the file at path: NULL with err[0] == '\0' when the file cannot be read or holds
 * no diagram (sensei_is_text: let the SGF reader say why), NULL with err when its diagrams are
 * wrong. */
struct sgf_collection *sensei_read_file(const char *path, char *err, size_t errlen);

/* Append diagram d to c as a game tree; returns its root. */
struct sgf_node *sensei_to_sgf(const struct sensei_diagram *d, struct sgf_collection *c);

/* An empty diagram of a board of that size: Black first, move 1, no title. */
void sensei_init(struct sensei_diagram *d, int size);
/* Diagram d as text (see the top of this file), ending in a newline.  Caller frees. */
char *sensei_write(const struct sensei_diagram *d);
/* True when a and b are the same diagram: board, stones, marks, letters, moves, lines, header
 * (not where they were read). */
bool sensei_equal(const struct sensei_diagram *a, const struct sensei_diagram *b);
/* The highest move number drawn or captioned "N at M" (0 when there is no sequence). */
int sensei_moves(const struct sensei_diagram *d);

#endif
