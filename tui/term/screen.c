/* screen.c: the screen model. */
#include "config.h"

#include "tui/term/screen.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "rules/text.h"
#include "rules/xalloc.h"

struct screen *screen_new(int rows, int cols)
{
	struct screen *s = xcalloc(1, sizeof *s);

	screen_resize(s, rows, cols);
	return s;
}

void screen_free(struct screen *s)
{
	if (!s)
		return;
	free(s->cells);
	free(s);
}

void screen_resize(struct screen *s, int rows, int cols)
{
	free(s->cells);
	s->rows = rows > 0 ? rows : 1;
	s->cols = cols > 0 ? cols : 1;
	s->cells = xcalloc((size_t)s->rows * (size_t)s->cols, sizeof *s->cells);
	screen_clear(s);
}

void screen_clear(struct screen *s)
{
	for (int y = 0; y < s->rows; y++)
		screen_blank(s, y, 0, s->cols, STYLE_PLAIN);
	s->cursor_visible = false;
	s->cursor_y = s->cursor_x = 0;
}

static struct screen_cell *screen_at(struct screen *s, int y, int x)
{
	if (y < 0 || y >= s->rows || x < 0 || x >= s->cols)
		return NULL;
	return &s->cells[(size_t)y * (size_t)s->cols + (size_t)x];
}

const struct screen_cell *screen_cell(const struct screen *s, int y, int x)
{
	return screen_at((struct screen *)s, y, x);
}

void screen_blank(struct screen *s, int y, int x, int w, enum style st)
{
	for (int i = 0; i < w; i++) {
		struct screen_cell *c = screen_at(s, y, x + i);
		if (c)
			*c = (struct screen_cell){ ' ', (uint8_t)st };
	}
}

/* screen_decode's code point for a character drawn as its escape (rules/text.h): beyond Unicode. */
#define SCREEN_ESCAPED 0x110000

size_t screen_decode(const char *text, wchar_t *wc, int *width)
{
	char piece[8];
	size_t k = text_escape_char(text, piece);
	mbstate_t st;

	if (strlen(piece) != k || memcmp(piece, text, k) != 0) {   /* a control or a broken byte */
		*wc = SCREEN_ESCAPED;
		*width = (int)strlen(piece);
		return k;
	}

	memset(&st, 0, sizeof st);
	size_t n = mbrtowc(wc, text, MB_CUR_MAX, &st);
	if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
		*wc = L'?';   /* well-formed UTF-8 the locale cannot show (LANG=C): one '?' for all its bytes */
		n = k;
	}
	int w = wcwidth(*wc);
	*width = w < 0 ? 1 : w;
	if (w < 0)
		*wc = L'?';
	return n;
}

int screen_put(struct screen *s, int y, int x, const char *text, enum style st, int max)
{
	int col = 0;

	while (*text) {
		wchar_t wc;
		int w;
		const char *at = text;
		text += screen_decode(text, &wc, &w);
		if (w == 0)
			continue;
		if ((max >= 0 && col + w > max) || x + col + w > s->cols)
			break;
		if (wc == SCREEN_ESCAPED) {   /* its escape, one ASCII character a cell */
			char piece[8];
			text_escape_char(at, piece);
			for (int i = 0; i < w; i++)
				if (screen_at(s, y, x + col + i))
					*screen_at(s, y, x + col + i) = (struct screen_cell){ (uint8_t)piece[i], (uint8_t)st };
			col += w;
			continue;
		}
		struct screen_cell *c = screen_at(s, y, x + col);
		if (c)
			*c = (struct screen_cell){ (uint32_t)wc, (uint8_t)st };
		if (w == 2 && (c = screen_at(s, y, x + col + 1)))
			*c = (struct screen_cell){ 0, (uint8_t)st };
		col += w;
	}
	return col;
}

int screen_printf(struct screen *s, int y, int x, enum style st, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return screen_put(s, y, x, buf, st, -1);
}

void screen_box(struct screen *s, int y, int x, int h, int w, enum style st, bool ascii)
{
	const char *h_line = ascii ? "-" : "─", *v_line = ascii ? "|" : "│";
	const char *corner[4] = { "┌", "┐", "└", "┘" };

	for (int i = 0; i < h; i++) {
		screen_blank(s, y + i, x, w, st);
		/* a blank column either side: no digit or letter of what lies below runs into the frame */
		screen_blank(s, y + i, x - 1, 1, STYLE_PLAIN);
		screen_blank(s, y + i, x + w, 1, STYLE_PLAIN);
	}
	for (int i = 1; i < w - 1; i++) {
		screen_put(s, y, x + i, h_line, st, 1);
		screen_put(s, y + h - 1, x + i, h_line, st, 1);
	}
	for (int i = 1; i < h - 1; i++) {
		screen_put(s, y + i, x, v_line, st, 1);
		screen_put(s, y + i, x + w - 1, v_line, st, 1);
	}
	screen_put(s, y, x, ascii ? "+" : corner[0], st, 1);
	screen_put(s, y, x + w - 1, ascii ? "+" : corner[1], st, 1);
	screen_put(s, y + h - 1, x, ascii ? "+" : corner[2], st, 1);
	screen_put(s, y + h - 1, x + w - 1, ascii ? "+" : corner[3], st, 1);
}

int screen_width(const char *text)
{
	int total = 0;

	while (*text) {
		wchar_t wc;
		int w;
		text += screen_decode(text, &wc, &w);
		total += w;
	}
	return total;
}

/* The byte length of the longest run of text from p that fits in width columns, breaking after a
 * space when the whole rest of the line does not fit; a line ends at a line break. */
static int screen_wrap_line(const char *p, int width, bool *more)
{
	int col = 0, len = 0, last_space = -1;

	while (p[len] && p[len] != '\n') {
		wchar_t wc;
		int w;
		size_t n = screen_decode(p + len, &wc, &w);
		if (col + w > width) {
			*more = true;
			return last_space > 0 ? last_space : len;
		}
		col += w;
		len += (int)n;
		if (wc == L' ')
			last_space = len;
	}
	*more = false;
	return len;
}

int screen_wrap(const char *text, int width, int nlines, int *starts, int *lens, bool *cut)
{
	int n = 0, off = 0;
	bool more;

	while (text[off] && n < nlines) {
		if (text[off] == '\n') {   /* an empty line */
			starts[n] = off++;
			lens[n++] = 0;
			continue;
		}
		int len = screen_wrap_line(text + off, width, &more);
		if (len == 0)
			break;   /* not even one character fits */
		starts[n] = off;
		lens[n] = len;
		while (lens[n] > 0 && text[off + lens[n] - 1] == ' ')
			lens[n]--;
		n++;
		off += len;
		if (more)   /* wrapped inside a line: the spaces at the break go */
			while (text[off] == ' ')
				off++;
		if (text[off] == '\n')
			off++;
	}
	*cut = text[off] != '\0';
	return n;
}

int screen_wrap_ellipsis(const char *text, int width, int nlines, int *starts, int *lens, bool *cut)
{
	bool more;
	int n = screen_wrap(text, width, nlines, starts, lens, cut);

	if (!*cut || n == 0 || width <= 3)
		return n;
	/* the last line again, three columns narrower: room for the "..." after it */
	int len = screen_wrap_line(text + starts[n - 1], width - 3, &more);
	if (len < lens[n - 1]) {
		lens[n - 1] = len;
		while (lens[n - 1] > 0 && text[starts[n - 1] + lens[n - 1] - 1] == ' ')
			lens[n - 1]--;
	}
	return n;
}

char *screen_text(const struct screen *s)
{
	size_t cap = (size_t)s->rows * ((size_t)s->cols * 4 + 1) + 1, len = 0;
	char *out = xmalloc(cap);

	for (int y = 0; y < s->rows; y++) {
		size_t line_start = len, keep = len;
		for (int x = 0; x < s->cols; x++) {
			const struct screen_cell *c = screen_cell(s, y, x);
			if (c->ch == 0)
				continue;
			mbstate_t st;
			memset(&st, 0, sizeof st);
			size_t n = wcrtomb(out + len, (wchar_t)c->ch, &st);
			len += n == (size_t)-1 ? 0 : n;
			if (c->ch != ' ')
				keep = len;
		}
		(void)line_start;
		len = keep;
		out[len++] = '\n';
	}
	out[len] = '\0';
	return out;
}
