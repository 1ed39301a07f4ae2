/*
 * symmetry.h: the eight symmetries of a square board (the identity, three rotations, four
 * reflections), and the one orientation of a position that all eight share.
 *
 * A judgement (rules/life.h, rules/ownership.h) must be the same on all eight symmetries of a
 * position, but a search under a budget is not: its move order, its transposition table's slots
 * and the order it reads the chains in all follow the board's indices.  So a judgement is made on
 * the canonical orientation (symmetry_canonical) and its points are mapped back (symmetry_point
 * with symmetry_inverse): the eight orientations of a position are then one computation.
 *
 * Transform t (0..SYMMETRY_COUNT-1) sends the point at column x, row y to: first (x, y) swapped
 * when t & 4, then x mirrored (size-1-x) when t & 1, then y mirrored when t & 2.  0 is the identity.
 */
#ifndef TENGEN_SYMMETRY_H
#define TENGEN_SYMMETRY_H

#include "board/board.h"

#define SYMMETRY_COUNT 8

/* The point that transform t sends p of b to (on a board of b's size); a point off the board
 * (BOARD_PASS, BOARD_NONE, an edge) is returned as it is. */
int symmetry_point(const struct board *b, int t, int p);

/* The transform that undoes t. */
int symmetry_inverse(int t);

/* Set *out to b turned by t: every stone at symmetry_point(b, t, p); the removed stones' counts kept. */
void symmetry_board(const struct board *b, int t, struct board *out);

/* b's colouring read in board order after transform t, compared with that after u: <0, 0 or >0.
 * With u = 0, 0 says that t leaves b as it is (b is its own mirror or rotation). */
int symmetry_compare(const struct board *b, int t, int u);

/* The transform that sends b to its canonical orientation: the one whose colouring, read in board
 * order, is the smallest of the eight (the smallest t among those that give it). */
int symmetry_canonical(const struct board *b);

/* Copy text to buf (at most len bytes with the terminating NUL) with every vertex of b in it (a
 * capital letter and one or two digits, a word of its own, naming a point of b) renamed as the point
 * transform t sends it to: the sentences of a judgement made on another orientation.  Returns buf. */
char *symmetry_text(const struct board *b, int t, const char *text, char *buf, size_t len);

#endif
