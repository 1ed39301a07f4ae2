/*
 * svg.c: a board as an SVG picture, written by hand (see svg.h).
 *
 * Each board is a group translated to its place: the wood, the grid, the star points, the
 * coordinates, the territory, the stones (dead ones faded), the numbers, the marks, the labels, the
 * dimmed points, the arrows and lines, and the caption, in that order, so that later parts lie on
 * the earlier ones.
 */
#include "config.h"

#include "tui/shared/svg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"

#define CELL 26                     /* pixels from one line to the next */
#define MARGIN 38                   /* from the wood's edge to the first line (room for coordinates) */
#define GAP 24                      /* between two boards */
#define TITLE_H 30
#define CAPTION_LINE 18
#define RADIUS (CELL * 47 / 100)
#define WOOD "#dcb468"
#define LETTERS "ABCDEFGHJKLMNOPQRSTUVWXYZ"

static int board_px(int size) { return 2 * MARGIN + (size - 1) * CELL; }

/* The centre of point p. */
static void center(const struct board *b, int p, int *x, int *y)
{
	*x = MARGIN + board_x(b, p) * CELL;
	*y = MARGIN + board_y(b, p) * CELL;
}

/* Text made safe inside an XML element or attribute. */
static void put_text(struct xbuf *o, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '&': xbuf_printf(o, "&amp;"); break;
		case '<': xbuf_printf(o, "&lt;"); break;
		case '>': xbuf_printf(o, "&gt;"); break;
		case '"': xbuf_printf(o, "&quot;"); break;
		default:
			if ((unsigned char)*s >= 0x20 || *s == '\t')
				xbuf_printf(o, "%c", *s);
		}
	}
}

static void draw_grid(struct xbuf *o, const struct board *b)
{
	int size = b->size, last = MARGIN + (size - 1) * CELL;

	xbuf_printf(o, "<rect class=\"wood\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"" WOOD "\"/>\n",
		    board_px(size), board_px(size));
	xbuf_printf(o, "<g class=\"grid\" stroke=\"#000\" stroke-width=\"1\">\n");
	for (int i = 0; i < size; i++) {
		int at = MARGIN + i * CELL;
		xbuf_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", MARGIN, at, last, at);
		xbuf_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", at, MARGIN, at, last);
	}
	xbuf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke-width=\"2\"/>\n",
		    MARGIN, MARGIN, last - MARGIN, last - MARGIN);
	xbuf_printf(o, "</g>\n");
	for (int y = 0; y < size; y++)
		for (int x = 0; x < size; x++)
			if (board_star_point(size, x, y))
				xbuf_printf(o, "<circle class=\"star\" cx=\"%d\" cy=\"%d\" r=\"3.2\"/>\n", MARGIN + x * CELL,
					    MARGIN + y * CELL);
}

static void draw_coordinates(struct xbuf *o, int size)
{
	int far = board_px(size) - MARGIN / 2;

	xbuf_printf(o, "<g class=\"coordinates\" font-size=\"12\" text-anchor=\"middle\" dominant-baseline=\"central\" "
		    "fill=\"#222\">\n");
	for (int i = 0; i < size; i++) {
		int at = MARGIN + i * CELL;
		/* the letters a little further out than the numbers: clear of the first and last rows' stones */
		xbuf_printf(o, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%c</text>\n", at, MARGIN / 2 - 2, LETTERS[i]);
		xbuf_printf(o, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%c</text>\n", at, far + 3, LETTERS[i]);
		xbuf_printf(o, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%d</text>\n", MARGIN / 2, at, size - i);
		xbuf_printf(o, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%d</text>\n", far, at, size - i);
	}
	xbuf_printf(o, "</g>\n");
}

static void draw_territory(struct xbuf *o, const struct svg_board *sb)
{
	const struct board *b = sb->board;
	int half = CELL * 18 / 100;

	BOARD_FOREACH(b, p) {
		int x, y, owner = sb->owner ? sb->owner[p] : EMPTY;
		if (owner != BLACK && owner != WHITE)
			continue;
		if (b->color[p] != EMPTY && !(sb->dead && sb->dead[p]))
			continue;
		if (b->color[p] == EMPTY && sb->markup && sb->markup->label[p][0])
			continue;   /* beside its label (draw_markup) */
		center(b, p, &x, &y);
		xbuf_printf(o, "<rect class=\"territory %s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
			    "stroke=\"#000\" stroke-width=\"0.8\"/>\n", owner == BLACK ? "black" : "white", x - half, y - half,
			    2 * half, 2 * half, owner == BLACK ? "#111" : "#fff");
	}
}

static void draw_stones(struct xbuf *o, const struct svg_board *sb)
{
	const struct board *b = sb->board;

	BOARD_FOREACH(b, p) {
		int x, y;
		if (b->color[p] != BLACK && b->color[p] != WHITE)
			continue;
		bool black = b->color[p] == BLACK, dead = sb->dead && sb->dead[p];
		center(b, p, &x, &y);
		xbuf_printf(o, "<circle class=\"stone %s%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#000\" "
			    "stroke-width=\"1\"%s/>\n", black ? "black" : "white", dead ? " dead" : "", x, y, RADIUS,
			    black ? "#111" : "#fafafa", dead ? " opacity=\"0.4\"" : "");
	}
	BOARD_FOREACH(b, p) {
		int x, y, n = sb->numbers ? sb->numbers[p] : 0;
		if (n <= 0 || b->color[p] == EMPTY)
			continue;
		center(b, p, &x, &y);
		xbuf_printf(o, "<text class=\"number\" x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" "
			    "dominant-baseline=\"central\" fill=\"%s\">%d</text>\n", x, y, n >= 100 ? 10 : 12,
			    b->color[p] == BLACK ? "#fff" : "#000", n);
	}
}

/* The colour that shows on point p: white on a black stone, black elsewhere. */
static const char *ink(const struct board *b, int p)
{
	return b->color[p] == BLACK ? "#fff" : "#000";
}

static void draw_mark(struct xbuf *o, const struct board *b, int p, int mark)
{
	int x, y, r = CELL * 30 / 100;
	const char *c = ink(b, p);

	center(b, p, &x, &y);
	switch (mark) {
	case MARKUP_TRIANGLE:
		xbuf_printf(o, "<path class=\"triangle\" d=\"M%d %d L%d %d L%d %dZ\" fill=\"none\" stroke=\"%s\" "
			    "stroke-width=\"1.6\"/>\n", x, y - r - 1, x - r, y + r * 7 / 10, x + r, y + r * 7 / 10, c);
		break;
	case MARKUP_SQUARE:
		xbuf_printf(o, "<rect class=\"square\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
			    "stroke=\"%s\" stroke-width=\"1.6\"/>\n", x - r * 8 / 10, y - r * 8 / 10, r * 16 / 10,
			    r * 16 / 10, c);
		break;
	case MARKUP_CIRCLE:
		xbuf_printf(o, "<circle class=\"circle\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" "
			    "stroke-width=\"1.6\"/>\n", x, y, r * 9 / 10, c);
		break;
	case MARKUP_CROSS:
		xbuf_printf(o, "<path class=\"cross\" d=\"M%d %d L%d %d M%d %d L%d %d\" stroke=\"%s\" "
			    "stroke-width=\"1.8\"/>\n", x - r * 7 / 10, y - r * 7 / 10, x + r * 7 / 10, y + r * 7 / 10,
			    x + r * 7 / 10, y - r * 7 / 10, x - r * 7 / 10, y + r * 7 / 10, c);
		break;
	}
}

static void draw_markup(struct xbuf *o, const struct svg_board *sb)
{
	const struct board *b = sb->board;
	const struct markup *m = sb->markup;

	if (!m)
		return;
	BOARD_FOREACH(b, p)
		if (m->mark[p])
			draw_mark(o, b, p, m->mark[p]);
	BOARD_FOREACH(b, p) {
		int x, y;
		if (!m->label[p][0])
			continue;
		center(b, p, &x, &y);
		if (b->color[p] == EMPTY)   /* the grid under it hidden, as printed diagrams do */
			xbuf_printf(o, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"" WOOD "\"/>\n", x, y, CELL * 40 / 100);
		xbuf_printf(o, "<text class=\"label\" x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" "
			    "dominant-baseline=\"central\" fill=\"%s\">", x, y, strlen(m->label[p]) > 2 ? 10 : 14, ink(b, p));
		put_text(o, m->label[p]);
		xbuf_printf(o, "</text>\n");
		int owner = b->color[p] == EMPTY && sb->owner ? sb->owner[p] : EMPTY, half = CELL * 12 / 100;
		if (owner == BLACK || owner == WHITE)   /* the territory the label hides, beside it */
			xbuf_printf(o, "<rect class=\"territory %s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
				    "fill=\"%s\" stroke=\"#000\" stroke-width=\"0.8\"/>\n", owner == BLACK ? "black" : "white",
				    x + CELL * 30 / 100 - half, y + CELL * 30 / 100 - half, 2 * half, 2 * half,
				    owner == BLACK ? "#111" : "#fff");
	}
	BOARD_FOREACH(b, p) {
		int x, y;
		if (!m->dim[p])
			continue;
		center(b, p, &x, &y);
		xbuf_printf(o, "<rect class=\"dim\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fff\" "
			    "fill-opacity=\"0.55\"/>\n", x - CELL / 2, y - CELL / 2, CELL, CELL);
	}
	for (int i = 0; i < m->nlines; i++) {
		int x0, y0, x1, y1;
		center(b, m->lines[i].from, &x0, &y0);
		center(b, m->lines[i].to, &x1, &y1);
		xbuf_printf(o, "<line class=\"%s\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#b00\" "
			    "stroke-width=\"2.5\"%s/>\n", m->lines[i].arrow ? "arrow" : "line", x0, y0, x1, y1,
			    m->lines[i].arrow ? " marker-end=\"url(#arrowhead)\"" : "");
	}
}

#define MOVES_LINES 8   /* rows of the moves no stone shows, at most ("..." ends the last) */

/* The moves no stone shows (sb->moves) cut into rows as wide as the board, at the spaces, into
 * rows[]; returns their number. */
static int moves_rows(const struct svg_board *sb, char (*rows)[160])
{
	int fit = (board_px(sb->board->size) - MARGIN / 2) / 7, n = 0;   /* about 7 pixels a character */
	const char *t = sb->moves;

	if (fit > 159)
		fit = 159;
	while (t && *t && n < MOVES_LINES) {
		int len = (int)strlen(t);
		if (len > fit) {   /* the last space that fits */
			len = fit;
			while (len > 0 && t[len] != ' ')
				len--;
			if (len == 0)
				len = fit;
		}
		snprintf(rows[n++], 160, "%.*s", len, t);
		t += len;
		while (*t == ' ')
			t++;
	}
	if (t && *t && n > 0) {
		size_t k = strlen(rows[n - 1]);
		snprintf(rows[n - 1] + (k > 150 ? 150 : k), 10, " ...");
	}
	return n;
}

static void draw_caption(struct xbuf *o, const struct svg_board *sb)
{
	int y = board_px(sb->board->size) + 4;
	char rows[MOVES_LINES][160];
	int n = moves_rows(sb, rows);

	for (int i = 0; i < n; i++) {   /* the moves first, as printed figures caption them */
		xbuf_printf(o, "<text class=\"moves\" x=\"%d\" y=\"%d\" font-size=\"12\">", MARGIN / 2,
			    y + CAPTION_LINE * (i + 1) - 4);
		put_text(o, rows[i]);
		xbuf_printf(o, "</text>\n");
	}
	y += n * CAPTION_LINE;
	for (int i = 0; i < SVG_CAPTION_LINES && sb->caption[i]; i++) {
		xbuf_printf(o, "<text class=\"caption\" x=\"%d\" y=\"%d\" font-size=\"13\"%s>", MARGIN / 2,
			    y + CAPTION_LINE * (i + 1) - 4, i == 0 ? " font-weight=\"bold\"" : "");
		put_text(o, sb->caption[i]);
		xbuf_printf(o, "</text>\n");
	}
}

/* The width of board k's part of the picture: the board, or its longest caption line when that is
 * wider (about 7 pixels a character at 13 pixels). */
static int panel_px(const struct svg_board *sb)
{
	int w = board_px(sb->board->size);

	for (int i = 0; i < SVG_CAPTION_LINES && sb->caption[i]; i++) {
		int need = MARGIN / 2 + 8 + 7 * (int)strlen(sb->caption[i]);
		w = need > w ? need : w;
	}
	return w;
}

static int caption_lines(const struct svg_board *boards, int n)
{
	int most = 0;
	char rows[MOVES_LINES][160];

	for (int k = 0; k < n; k++) {
		int lines = moves_rows(&boards[k], rows);
		for (int i = 0; i < SVG_CAPTION_LINES && boards[k].caption[i]; i++)
			lines++;
		most = lines > most ? lines : most;
	}
	return most;
}

char *svg_write(const struct svg_board *boards, int n, const char *title)
{
	struct xbuf o = { 0 };
	int px = board_px(boards[0].board->size), top = title && title[0] ? TITLE_H : 0;
	int width = (n - 1) * GAP, height = top + px + caption_lines(boards, n) * CAPTION_LINE + 8;

	for (int k = 0; k < n; k++)
		width += panel_px(&boards[k]);
	xbuf_printf(&o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	xbuf_printf(&o, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		    "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n", width, height, width, height);
	xbuf_printf(&o, "<defs><marker id=\"arrowhead\" markerWidth=\"6\" markerHeight=\"6\" refX=\"5\" refY=\"3\" "
		    "orient=\"auto\" markerUnits=\"strokeWidth\"><path d=\"M0 0 L6 3 L0 6Z\" fill=\"#b00\"/></marker></defs>\n");
	xbuf_printf(&o, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", width, height);
	if (top) {
		xbuf_printf(&o, "<text class=\"title\" x=\"%d\" y=\"20\" font-size=\"16\" font-weight=\"bold\">", MARGIN / 2);
		put_text(&o, title);
		xbuf_printf(&o, "</text>\n");
	}
	for (int k = 0, left = 0; k < n; left += panel_px(&boards[k]) + GAP, k++) {
		const struct svg_board *sb = &boards[k];
		xbuf_printf(&o, "<g class=\"board\" transform=\"translate(%d,%d)\">\n", left, top);
		draw_grid(&o, sb->board);
		draw_coordinates(&o, sb->board->size);
		draw_stones(&o, sb);
		draw_territory(&o, sb);
		draw_markup(&o, sb);
		draw_caption(&o, sb);
		xbuf_printf(&o, "</g>\n");
	}
	xbuf_printf(&o, "</svg>\n");
	return o.s;
}
