/*
 * symmetry.c: the eight symmetries of a square board (see symmetry.h).
 */
#include "board/symmetry.h"

#include <ctype.h>
#include <string.h>

int symmetry_point(const struct board *b, int t, int p)
{
	if (!board_on(b, p))
		return p;
	int x = board_x(b, p), y = board_y(b, p), n = b->size - 1;
	if (t & 4) {
		int s = x;
		x = y;
		y = s;
	}
	if (t & 1)
		x = n - x;
	if (t & 2)
		y = n - y;
	return board_point(b, x, y);
}

/* Without the swap each mirror undoes itself; after a swap, the mirror of x was the mirror of y
 * before it, so the inverse swaps the two mirrors. */
int symmetry_inverse(int t)
{
	return t & 4 ? 4 | (t & 1) << 1 | (t & 2) >> 1 : t;
}

void symmetry_board(const struct board *b, int t, struct board *out)
{
	board_init(out, b->size);
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY)
			board_set(out, symmetry_point(b, t, p), (enum color)b->color[p]);
	out->breathless = b->breathless;
	out->removed[BLACK] = b->removed[BLACK];
	out->removed[WHITE] = b->removed[WHITE];
}

/* The point read at q after t is the point that t sends there, inverse(t) of q. */
int symmetry_compare(const struct board *b, int t, int u)
{
	int ti = symmetry_inverse(t), ui = symmetry_inverse(u);

	BOARD_FOREACH(b, q) {
		int d = b->color[symmetry_point(b, ti, q)] - b->color[symmetry_point(b, ui, q)];
		if (d)
			return d;
	}
	return 0;
}

int symmetry_canonical(const struct board *b)
{
	int best = 0;

	for (int t = 1; t < SYMMETRY_COUNT; t++)
		if (symmetry_compare(b, t, best) < 0)
			best = t;
	return best;
}

/* The length of the vertex that starts text at s (a capital and one or two digits, not inside a
 * word), 0 if none does. */
static size_t vertex_at(const char *text, const char *s)
{
	size_t n = 1;

	if (s > text && (isalnum((unsigned char)s[-1]) || s[-1] == '_'))
		return 0;
	if (!isupper((unsigned char)s[0]))
		return 0;
	while (n < 3 && isdigit((unsigned char)s[n]))
		n++;
	return n > 1 && !isalnum((unsigned char)s[n]) && s[n] != '_' ? n : 0;
}

char *symmetry_text(const struct board *b, int t, const char *text, char *buf, size_t len)
{
	size_t o = 0;

	if (len == 0)
		return buf;
	for (const char *s = text; *s && o + 1 < len;) {
		size_t n = vertex_at(text, s);
		char word[4] = { 0 }, name[8];
		int p = BOARD_NONE;
		if (n) {
			memcpy(word, s, n);
			p = board_vertex_parse(b, word);
		}
		if (!board_on(b, p)) {
			buf[o++] = *s++;
			continue;
		}
		board_vertex_str(b, symmetry_point(b, t, p), name);
		for (const char *c = name; *c && o + 1 < len; c++)
			buf[o++] = *c;
		s += n;
	}
	buf[o] = '\0';
	return buf;
}
