/*
 * sensei.c: Sensei's Library diagrams in and out (see sensei.h).
 *
 * How a text is read:
 *   1. Lines are cut into diagrams: a run of lines starting with `$$` (after blanks, a `[go]` that
 *      also starts a new diagram), up to a line that does not or a `[/go]`.
 *   2. The header (the first line) gives the first player, the coordinates flag, the size, the first
 *      move number and the title.
 *   3. Every other line is an edge row (only - + |), a row of points (with | at its ends for the side
 *      edges), or arrows and lines in braces; each point keeps its column in the text for messages.
 *   4. The rows are checked (as long as each other, edges the same on every row) and placed on the
 *      board (sensei.h: the edges decide where), then each point is read: stone, mark, letter, move.
 *   5. As SGF, a game tree per diagram: the root with the position and its marks, a node per move,
 *      made as soon as the diagram is read (a text of many diagrams is not held twice).
 */
#include "rules/sensei.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/file.h"
#include "rules/xalloc.h"

#define ROW_MAX 64   /* points in a row read: more than any board, so that a wrong row says so */

/* One point of a row as the text has it. */
struct cell {
	char ch;
	int col;                      /* its column in the line, from 1 */
};

/* A row of points. */
struct row {
	struct cell cells[ROW_MAX];
	int n;
	bool left, right;             /* | before, after the points */
	int line;
};

/* An arrow or a line as written, read once the board is known. */
struct pending_line {
	char from[8], to[8];
	bool arrow;
	int line, col;
};

/* What one diagram's lines hold, before it is placed. */
struct parsed {
	struct row *rows;
	int nrows, cap;
	bool top, bottom;
	struct pending_line lines[SENSEI_MAX_LINES];
	int nlines;
};

/* Where a message points and where it goes. */
struct reader {
	const char *name;
	char *err;
	size_t errlen;
};

static int fail(const struct reader *r, int line, int col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int fail(const struct reader *r, int line, int col, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(r->err, r->errlen, "%s:%d:%d: %s", r->name, line, col > 0 ? col : 1, msg);
	return -1;
}

/* --- 1. lines into diagrams ------------------------------------------------------------------------ */

/* One line of the text. */
struct text_line {
	const char *s;
	size_t len;
	int number;
	int col0;                     /* the column of s[0] in the line, less one */
};

/* The column of p, a byte of line l, from 1. */
static int colof(const struct text_line *l, const char *p)
{
	return (int)(p - l->s) + 1 + l->col0;
}

static bool starts_with_ci(const char *s, size_t len, const char *word)
{
	size_t n = strlen(word);

	return len >= n && strncasecmp(s, word, n) == 0;
}

/* The part of a line that belongs to a diagram: after blanks and [go], from `$$`; *go says a [go]
 * opened it, *end that a [/go] closes the diagram.  False when the line is not a diagram's. */
static bool diagram_part(struct text_line *l, bool *go, bool *end)
{
	size_t i = 0;

	*go = *end = false;
	while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
		i++;
	if (starts_with_ci(l->s + i, l->len - i, "[go]")) {
		*go = true;
		i += 4;
		while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
			i++;
	}
	if (l->len - i < 2 || l->s[i] != '$' || l->s[i + 1] != '$')
		return false;
	for (size_t k = i; k + 5 <= l->len; k++)
		if (starts_with_ci(l->s + k, l->len - k, "[/go]")) {
			l->len = k;
			*end = true;
			break;
		}
	while (l->len > i && (l->s[l->len - 1] == '\r' || l->s[l->len - 1] == ' ' || l->s[l->len - 1] == '\t'))
		l->len--;
	l->s += i;
	l->len -= i;
	l->col0 = (int)i;
	return true;
}

bool sensei_is_text(const char *text, size_t len)
{
	const char *end = text + len;
	bool sgf = false;

	for (const char *s = text; s < end;) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		struct text_line l = { s, (size_t)((nl ? nl : end) - s), 0, 0 };
		bool go, stop;
		if (diagram_part(&l, &go, &stop))
			return !sgf;
		for (const char *p = s; p < s + l.len; p++) {
			if (*p != '(')
				continue;
			const char *q = p + 1;
			while (q < end && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n'))
				q++;
			sgf = sgf || (q < end && *q == ';');
		}
		s = nl ? nl + 1 : end;
	}
	return false;
}

/* --- 2. the header ------------------------------------------------------------------------------------ */

static int read_number(const char **p, const char *end, int max)
{
	int v = 0;

	while (*p < end && isdigit((unsigned char)**p)) {
		if (v <= max)
			v = v * 10 + (**p - '0');
		(*p)++;
	}
	return v;
}

static int read_header(const struct reader *r, const struct text_line *l, struct sensei_diagram *d)
{
	const char *p = l->s + 2, *end = l->s + l->len;
	int size = 19;

	d->first = BLACK;
	if (p < end && (*p == 'B' || *p == 'W'))
		d->first = *p++ == 'B' ? BLACK : WHITE;
	if (p < end && *p == 'c') {
		d->coordinates = true;
		p++;
	}
	if (p < end && isdigit((unsigned char)*p)) {
		const char *at = p;
		size = read_number(&p, end, 1000);
		if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE)
			return fail(r, l->number, colof(l, at), "a board of %d lines: "
				    "tengen plays boards of %d to %d", size, BOARD_MIN_SIZE, BOARD_MAX_SIZE);
		d->size = size;
	}
	if (p + 1 < end && *p == 'm' && isdigit((unsigned char)p[1])) {
		p++;
		d->first_number = read_number(&p, end, 100000);
		if (d->first_number < 1 || d->first_number > 100000)
			return fail(r, l->number, colof(l, p), "the first move number m%d is not from 1 to 100000",
				    d->first_number);
	}
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	size_t n = 0;   /* the title: control bytes as blanks, none at its ends */
	for (; p < end && n < sizeof d->title - 1; p++)
		if (n > 0 || ((unsigned char)*p > 0x20 && *p != 0x7f))
			d->title[n++] = (unsigned char)*p < 0x20 || *p == 0x7f ? ' ' : *p;
	while (n > 0 && d->title[n - 1] == ' ')
		n--;
	d->title[n] = '\0';
	return 0;
}

/* --- 3. the rows ---------------------------------------------------------------------------------------- */

/* "{AR A1 B2}" at s (up to end): the arrow or line into *pl; the text after it in *next. */
static int read_brace(const struct reader *r, const struct text_line *l, const char *s, const char **next,
		      struct parsed *pd)
{
	const char *close = memchr(s, '}', (size_t)(l->s + l->len - s));
	int col = colof(l, s);
	char kind[8], from[8], to[8];

	if (!close)
		return fail(r, l->number, col, "a { without its }: arrows and lines are {AR A1 B2} and {LN A1 B2}");
	char body[64];
	snprintf(body, sizeof body, "%.*s", (int)(close - s - 1), s + 1);
	if (sscanf(body, "%7s %7s %7s", kind, from, to) != 3 || (strcmp(kind, "AR") && strcmp(kind, "LN")))
		return fail(r, l->number, col, "expected {AR A1 B2} (an arrow) or {LN A1 B2} (a line), not {%s}", body);
	if (pd->nlines == SENSEI_MAX_LINES)
		return fail(r, l->number, col, "more than %d arrows and lines in one diagram", SENSEI_MAX_LINES);
	struct pending_line *pl = &pd->lines[pd->nlines++];
	snprintf(pl->from, sizeof pl->from, "%s", from);
	snprintf(pl->to, sizeof pl->to, "%s", to);
	pl->arrow = kind[0] == 'A';
	pl->line = l->number;
	pl->col = col;
	*next = close + 1;
	return 0;
}

static bool is_edge_row(const char *s, size_t len)
{
	bool dash = false;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == '-')
			dash = true;
		else if (s[i] != '+' && s[i] != '|' && s[i] != ' ' && s[i] != '\t')
			return false;
	}
	return dash;
}

static struct row *row_new(struct parsed *pd, int line)
{
	if (pd->nrows == pd->cap) {
		pd->cap = pd->cap ? 2 * pd->cap : 32;
		pd->rows = xreallocarray(pd->rows, (size_t)pd->cap, sizeof *pd->rows);
	}
	struct row *w = &pd->rows[pd->nrows++];
	memset(w, 0, sizeof *w);
	w->line = line;
	return w;
}

/* The points of a row (s .. s + len, from column col0), the | at its ends noted. */
static int read_points(const struct reader *r, const struct text_line *l, const char *s, size_t len,
		       struct parsed *pd)
{
	struct row *w = row_new(pd, l->number);

	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		int col = colof(l, s + i);
		if (c == ' ' || c == '\t')
			continue;
		if (c == '|' && w->n == 0 && !w->left) {
			w->left = true;
			continue;
		}
		if (c == '|') {
			for (size_t k = i + 1; k < len; k++)
				if (s[k] != ' ' && s[k] != '\t')
					return fail(r, l->number, col, "a | inside a row: the side edges are its first "
						    "and last characters");
			w->right = true;
			break;
		}
		if (w->n == ROW_MAX)
			return fail(r, l->number, col, "a row of more than %d points", BOARD_MAX_SIZE);
		w->cells[w->n++] = (struct cell){ c, col };
	}
	if (w->n == 0)
		pd->nrows--;   /* only edges: nothing to place */
	return 0;
}

/* One line after the header: an edge, a row of points, arrows and lines after the points. */
static int read_line(const struct reader *r, const struct text_line *l, struct parsed *pd)
{
	const char *s = l->s + 2, *end = l->s + l->len;

	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	if (s == end || *s == '[')
		return 0;   /* an empty line, or a link ([X|page]): nothing on the board */
	if (is_edge_row(s, (size_t)(end - s))) {
		if (pd->nrows == 0)
			pd->top = true;
		else
			pd->bottom = true;
		return 0;
	}
	const char *brace = memchr(s, '{', (size_t)(end - s)), *points_end = brace ? brace : end;
	if (points_end > s && pd->bottom)
		return fail(r, l->number, colof(l, s), "a row below the bottom edge");
	if (points_end > s && read_points(r, l, s, (size_t)(points_end - s), pd) != 0)
		return -1;
	for (s = points_end; s < end;) {
		if (*s == '{') {
			if (read_brace(r, l, s, &s, pd) != 0)
				return -1;
		} else if (*s == ' ' || *s == '\t') {
			s++;
		} else {
			return fail(r, l->number, colof(l, s), "points after an arrow or a line: they end the row");
		}
	}
	return 0;
}

/* --- 4. placing and reading the points ----------------------------------------------------------------- */

/* The rows agree in length and edges. */
static int check_rows(const struct reader *r, const struct parsed *pd)
{
	const struct row *first = &pd->rows[0];

	for (int i = 1; i < pd->nrows; i++) {
		const struct row *w = &pd->rows[i];
		if (w->n != first->n)
			return fail(r, w->line, w->cells[0].col, "a row of %d points, where the first row has %d", w->n,
				    first->n);
		if (w->left != first->left)
			return fail(r, w->line, w->cells[0].col, "the left edge (|) %s here, unlike the first row",
				    w->left ? "is drawn" : "is missing");
		if (w->right != first->right)
			return fail(r, w->line, w->cells[w->n - 1].col, "the right edge (|) %s here, unlike the first "
				    "row", w->right ? "is drawn" : "is missing");
	}
	return 0;
}

/* Where along a side of `size` points a part of `n` points with these edges starts; -1 when it
 * cannot be there. */
static int place(int size, int n, bool low, bool high)
{
	if (n > size || (low && high && n != size))
		return -1;
	return low ? 0 : high ? size - n : (size - n) / 2;
}

static int place_diagram(const struct reader *r, const struct parsed *pd, struct sensei_diagram *d, int *x0,
			 int *y0)
{
	const struct row *w = &pd->rows[0];
	int width = w->n, height = pd->nrows;

	if (d->size == 0) {
		d->size = w->left && w->right ? width : pd->top && pd->bottom ? height : 19;
		if (d->size > BOARD_MAX_SIZE || d->size < BOARD_MIN_SIZE)
			return fail(r, w->line, w->cells[0].col, "a board of %d lines, from its edges: tengen plays "
				    "boards of %d to %d", d->size, BOARD_MIN_SIZE, BOARD_MAX_SIZE);
	}
	*x0 = place(d->size, width, w->left, w->right);
	*y0 = place(d->size, height, pd->top, pd->bottom);
	if ((*x0 < 0 || *y0 < 0) && w->left && w->right && pd->top && pd->bottom)
		return fail(r, w->line, w->cells[0].col, "%d points wide and %d rows with all four edges drawn: "
			    "tengen plays square boards", width, height);
	if (*x0 < 0 || *y0 < 0)
		return fail(r, w->line, w->cells[0].col, "%d points wide and %d rows%s do not fit a %dx%d board",
			    width, height, w->left || w->right || pd->top || pd->bottom ? " with these edges" : "",
			    d->size, d->size);
	return 0;
}

/* A marked stone or point: the character, its colour (EMPTY for a marked point) and its mark. */
static const struct { char ch; enum color color; enum sensei_mark mark; } marked[] = {
	{ 'B', BLACK, SENSEI_MARK_CIRCLE }, { 'W', WHITE, SENSEI_MARK_CIRCLE },
	{ '#', BLACK, SENSEI_MARK_SQUARE }, { '@', WHITE, SENSEI_MARK_SQUARE },
	{ 'Y', BLACK, SENSEI_MARK_TRIANGLE }, { 'Q', WHITE, SENSEI_MARK_TRIANGLE },
	{ 'Z', BLACK, SENSEI_MARK_CROSS }, { 'P', WHITE, SENSEI_MARK_CROSS },
	{ 'C', EMPTY, SENSEI_MARK_CIRCLE }, { 'S', EMPTY, SENSEI_MARK_SQUARE },
	{ 'T', EMPTY, SENSEI_MARK_TRIANGLE }, { 'M', EMPTY, SENSEI_MARK_CROSS },
};

static int read_point(const struct reader *r, int line, const struct cell *c, struct sensei_diagram *d, int x, int y)
{
	char ch = c->ch;

	if (ch == 'X' || ch == 'O') {
		d->stone[y][x] = ch == 'X' ? BLACK : WHITE;
		return 0;
	}
	if (ch == '.' || ch == ',')
		return 0;
	if (ch >= 'a' && ch <= 'z') {
		d->label[y][x] = ch;
		return 0;
	}
	if (ch >= '0' && ch <= '9') {
		int k = ch == '0' ? 10 : ch - '0';
		if (d->move_line[k])
			return fail(r, line, c->col, "move %d is drawn twice (first at %d:%d)", k, d->move_line[k],
				    d->move_col[k]);
		d->number[y][x] = (unsigned char)k;
		d->move_line[k] = line;
		d->move_col[k] = c->col;
		return 0;
	}
	for (size_t i = 0; i < sizeof marked / sizeof marked[0]; i++)
		if (marked[i].ch == ch) {
			d->stone[y][x] = (unsigned char)marked[i].color;
			d->mark[y][x] = (unsigned char)marked[i].mark;
			return 0;
		}
	if (ch == '_')
		return fail(r, line, c->col, "'_' (a blank beside the board) is not a point: tengen reads whole "
			    "boards and their corners and sides");
	if ((unsigned char)ch < 0x20 || (unsigned char)ch >= 0x7f)
		return fail(r, line, c->col, "byte 0x%02x is not a point (X O . , 1-9 0, B W # @ Y Q Z P, C S T M, "
			    "a-z)", (unsigned char)ch);
	return fail(r, line, c->col, "'%c' is not a point (X O . , 1-9 0, B W # @ Y Q Z P, C S T M, a-z)", ch);
}

static int read_lines(const struct reader *r, const struct parsed *pd, struct sensei_diagram *d)
{
	struct board b;

	board_init(&b, d->size);
	for (int i = 0; i < pd->nlines; i++) {
		const struct pending_line *pl = &pd->lines[i];
		int from = board_vertex_parse(&b, pl->from), to = board_vertex_parse(&b, pl->to);
		if (from == BOARD_NONE || from == BOARD_PASS || to == BOARD_NONE || to == BOARD_PASS)
			return fail(r, pl->line, pl->col, "{%s %s %s}: %s is not a point of this %dx%d board",
				    pl->arrow ? "AR" : "LN", pl->from, pl->to,
				    from == BOARD_NONE || from == BOARD_PASS ? pl->from : pl->to, d->size, d->size);
		if (from == to)
			return fail(r, pl->line, pl->col, "an %s from %s to itself", pl->arrow ? "arrow" : "line",
				    pl->from);
		d->lines[d->nlines++] = (struct sensei_line){ board_x(&b, from), board_y(&b, from), board_x(&b, to),
							     board_y(&b, to), pl->arrow };
	}
	return 0;
}

/* 4: the parsed lines into d. */
static int read_board(const struct reader *r, const struct parsed *pd, struct sensei_diagram *d)
{
	int x0 = 0, y0 = 0;

	if (pd->nrows == 0)
		return fail(r, d->line, 0, "a diagram without a row of points");
	if (check_rows(r, pd) != 0 || place_diagram(r, pd, d, &x0, &y0) != 0)
		return -1;
	for (int y = 0; y < pd->nrows; y++)
		for (int x = 0; x < pd->rows[y].n; x++)
			if (read_point(r, pd->rows[y].line, &pd->rows[y].cells[x], d, x0 + x, y0 + y) != 0)
				return -1;
	return read_lines(r, pd, d);
}

/* --- the text ------------------------------------------------------------------------------------------ */

static bool drawn(const struct sensei_diagram *d, int k)
{
	for (int y = 0; y < d->size; y++)
		for (int x = 0; x < d->size; x++)
			if (d->number[y][x] == k)
				return true;
	return false;
}

/* "N at M" at t, N and M moves of the diagram, N not drawn and M drawn: 0 with the item's length in
 * *len, else -1. */
static int caption_item(const struct sensei_diagram *d, const char *t, int *kn, int *km, int *len)
{
	int n, m, used = 0;

	if (!isdigit((unsigned char)*t) || sscanf(t, "%d at %d%n", &n, &m, &used) != 2 || used == 0 ||
	    (t[used] && t[used] != ',' && t[used] != ';' && t[used] != ' '))
		return -1;
	*kn = n - d->first_number + 1;
	*km = m - d->first_number + 1;
	if (*kn < 1 || *kn > SENSEI_MAX_MOVES || *km < 1 || *km > SENSEI_MAX_MOVES || drawn(d, *kn) || !drawn(d, *km))
		return -1;
	*len = used;
	return 0;
}

/* 4b. The title's "N at M" items, each taken out of it (with a comma and the blanks beside it) into
 * d->at. */
static void read_captions(struct sensei_diagram *d)
{
	char *t = d->title;

	for (size_t i = 0; t[i];) {
		int kn, km, len;
		if ((i > 0 && t[i - 1] != ' ') || caption_item(d, t + i, &kn, &km, &len) != 0) {
			i++;
			continue;
		}
		d->at[kn] = (unsigned char)km;
		size_t from = i, to = i + (size_t)len;
		while (t[to] == ',' || t[to] == ';' || t[to] == ' ')
			to++;
		while (from > 0 && (t[from - 1] == ' ' || (!t[to] && (t[from - 1] == ',' || t[from - 1] == ';'))))
			from--;
		memmove(t + from, t + to, strlen(t + to) + 1);
		i = from;
	}
}

/* Read the diagram whose header is lines[0], of n lines. */
static int read_diagram(const struct reader *r, const struct text_line *lines, int n, struct sensei_diagram *d)
{
	struct parsed pd = { 0 };
	int rc = 0;

	memset(d, 0, sizeof *d);
	d->first_number = 1;
	d->line = lines[0].number;
	d->col = 1;
	if (read_header(r, &lines[0], d) != 0)
		return -1;
	for (int i = 1; i < n && rc == 0; i++)
		rc = read_line(r, &lines[i], &pd);
	if (rc == 0)
		rc = read_board(r, &pd, d);
	if (rc == 0)
		read_captions(d);
	if (rc == 0 && sensei_moves(d) == 0)
		d->first_number = 1;   /* m numbers moves: without them it says nothing */
	free(pd.rows);
	return rc;
}

static void lines_push(struct text_line **lines, int *n, int *cap, struct text_line l)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*lines = xreallocarray(*lines, (size_t)*cap, sizeof **lines);
	}
	(*lines)[(*n)++] = l;
}

/* What is done with each diagram read, in order. */
typedef void (*sensei_take_fn)(const struct sensei_diagram *d, void *arg);

/* Read the diagrams of text one by one, each handed to take as soon as it is whole, so that a text
 * of many diagrams is never held twice: their number, or -1 with err. */
static int sensei_each(const char *text, size_t len, const char *name, sensei_take_fn take, void *arg,
		       char *err, size_t errlen)
{
	struct reader r = { name, err, errlen };
	struct text_line *lines = NULL;
	int nl = 0, cap = 0, number = 0, rc = 0, n = 0;
	const char *end = text + len;
	struct sensei_diagram *d = xmalloc(sizeof *d);

	bool open = false;   /* the lines so far are a diagram that goes on */
	for (const char *s = text; rc == 0 && s <= end; ) {
		const char *nl_at = s < end ? memchr(s, '\n', (size_t)(end - s)) : NULL;
		struct text_line l = { s, (size_t)((nl_at ? nl_at : end) - s), ++number, 0 };
		bool go, stop, part = s < end && diagram_part(&l, &go, &stop);
		if ((!part || go) && open) {   /* the diagram so far is whole */
			rc = read_diagram(&r, lines, nl, d);
			if (rc == 0)
				take(d, arg), n++;
			nl = 0;
			open = false;
		}
		if (part && rc == 0) {
			lines_push(&lines, &nl, &cap, l);
			open = !stop;
			if (stop) {
				rc = read_diagram(&r, lines, nl, d);
				if (rc == 0)
					take(d, arg), n++;
				nl = 0;
			}
		}
		if (!nl_at)
			break;
		s = nl_at + 1;
	}
	if (rc == 0 && open) {
		rc = read_diagram(&r, lines, nl, d);
		if (rc == 0)
			take(d, arg), n++;
	}
	if (rc == 0 && n == 0)
		rc = fail(&r, 1, 0, "no diagram: a Sensei's Library diagram is lines that start with $$");
	free(lines);
	free(d);
	return rc == 0 ? n : -1;
}

/* The diagrams read, in an array that doubles as it fills. */
struct diagram_list {
	struct sensei_diagram *items;
	int n, cap;
};

static void diagrams_push(const struct sensei_diagram *d, void *arg)
{
	struct diagram_list *list = arg;

	if (list->n == list->cap) {
		list->cap = list->cap ? 2 * list->cap : 4;
		list->items = xreallocarray(list->items, (size_t)list->cap, sizeof *list->items);
	}
	list->items[list->n++] = *d;
}

int sensei_read(const char *text, size_t len, const char *name, struct sensei_diagram **out, int *n,
		char *err, size_t errlen)
{
	struct diagram_list list = { 0 };

	if (sensei_each(text, len, name, diagrams_push, &list, err, errlen) < 0) {
		free(list.items);
		*out = NULL;
		*n = 0;
		return -1;
	}
	*out = list.items;
	*n = list.n;
	return 0;
}

/* --- 5. as SGF ---------------------------------------------------------------------------------------- */

static void add_point(struct sgf_node *n, const char *id, int x, int y)
{
	char s[3];

	sgf_prop_add(n, id, sgf_point_str((struct sgf_point){ x, y }, s));
}

static void add_marks(struct sgf_node *root, const struct sensei_diagram *d)
{
	static const char *const ids[] = { [SENSEI_MARK_CIRCLE] = "CR", [SENSEI_MARK_SQUARE] = "SQ",
					   [SENSEI_MARK_TRIANGLE] = "TR", [SENSEI_MARK_CROSS] = "MA" };

	for (int m = SENSEI_MARK_CIRCLE; m <= SENSEI_MARK_CROSS; m++)
		for (int y = 0; y < d->size; y++)
			for (int x = 0; x < d->size; x++)
				if (d->mark[y][x] == m)
					add_point(root, ids[m], x, y);
	for (int y = 0; y < d->size; y++)
		for (int x = 0; x < d->size; x++)
			if (d->label[y][x]) {
				char v[8], s[3];
				snprintf(v, sizeof v, "%s:%c", sgf_point_str((struct sgf_point){ x, y }, s), d->label[y][x]);
				sgf_prop_add(root, "LB", v);
			}
	for (int i = 0; i < d->nlines; i++) {
		const struct sensei_line *l = &d->lines[i];
		char v[8], s0[3], s1[3];
		snprintf(v, sizeof v, "%s:%s", sgf_point_str((struct sgf_point){ l->x0, l->y0 }, s0),
			 sgf_point_str((struct sgf_point){ l->x1, l->y1 }, s1));
		sgf_prop_add(root, l->arrow ? "AR" : "LN", v);
	}
}

/* The point of move k, into *x, *y (a move "N at M" where M is drawn); false for a pass. */
static bool move_point(const struct sensei_diagram *d, int k, int *x, int *y)
{
	if (d->at[k])
		k = d->at[k];
	for (*y = 0; *y < d->size; ++*y)
		for (*x = 0; *x < d->size; ++*x)
			if (d->number[*y][*x] == k)
				return true;
	return false;
}

static void add_moves(struct sgf_node *root, const struct sensei_diagram *d)
{
	struct sgf_node *n = root;
	int last = sensei_moves(d);

	for (int k = 1; k <= last; k++) {
		enum color c = k % 2 ? d->first : color_other(d->first);
		const char *id = c == BLACK ? "B" : "W";
		int x, y;
		char s[3];
		n = sgf_add_child(n);
		sgf_prop_add(n, id, move_point(d, k, &x, &y) ? sgf_point_str((struct sgf_point){ x, y }, s) : "");
		struct sgf_prop *p = sgf_prop_get(n, id);
		p->line = d->move_line[k] ? d->move_line[k] : d->line;
		p->col = d->move_line[k] ? d->move_col[k] : d->col;
		if (k == 1 && d->first_number != 1) {
			char mn[16];
			snprintf(mn, sizeof mn, "%d", d->first_number);
			sgf_prop_add(n, "MN", mn);
		}
	}
}

struct sgf_node *sensei_to_sgf(const struct sensei_diagram *d, struct sgf_collection *c)
{
	struct sgf_node *root = sgf_add_game(c);
	char size[8];

	snprintf(size, sizeof size, "%d", d->size);
	sgf_prop_add(root, "GM", "1");
	sgf_prop_add(root, "SZ", size);
	if (d->title[0])
		sgf_prop_set_text(root, "GN", d->title);
	sgf_prop_add(root, "PL", d->first == BLACK ? "B" : "W");
	for (enum color col = BLACK; col <= WHITE; col++)
		for (int y = 0; y < d->size; y++)
			for (int x = 0; x < d->size; x++)
				if (d->stone[y][x] == col)
					add_point(root, col == BLACK ? "AB" : "AW", x, y);
	add_marks(root, d);
	add_moves(root, d);
	return root;
}

static void diagram_to_sgf(const struct sensei_diagram *d, void *arg)
{
	sensei_to_sgf(d, arg);
}

struct sgf_collection *sensei_parse(const char *text, size_t len, const char *name, char *err, size_t errlen)
{
	struct sgf_collection *c = sgf_new(name);

	if (sensei_each(text, len, name, diagram_to_sgf, c, err, errlen) < 0) {
		sgf_free(c);
		return NULL;
	}
	return c;
}

struct sgf_collection *sensei_read_file(const char *path, char *err, size_t errlen)
{
	size_t len;
	char *data = file_read(path, &len, err, errlen);
	struct sgf_collection *c = NULL;

	err[0] = '\0';
	if (data && sensei_is_text(data, len))
		c = sensei_parse(data, len, path, err, errlen);
	free(data);
	return c;
}

/* --- writing ------------------------------------------------------------------------------------------- */

void sensei_init(struct sensei_diagram *d, int size)
{
	memset(d, 0, sizeof *d);
	d->size = size;
	d->first = BLACK;
	d->first_number = 1;
	d->coordinates = true;
}

int sensei_moves(const struct sensei_diagram *d)
{
	int last = 0;

	for (int y = 0; y < d->size; y++)
		for (int x = 0; x < d->size; x++)
			if (d->number[y][x] > last)
				last = d->number[y][x];
	for (int k = last + 1; k <= SENSEI_MAX_MOVES; k++)
		if (d->at[k])
			last = k;
	return last;
}

static bool point_used(const struct sensei_diagram *d, int x, int y)
{
	return d->stone[y][x] || d->mark[y][x] || d->label[y][x] || d->number[y][x];
}

/* The span of one direction to draw: [*lo, *hi] of 0..size-1, from what is used in [used_lo,
 * used_hi] (used_lo > used_hi: nothing): the shorter of the part from the near edge and the part from
 * the far edge, a line to spare; the whole side when that leaves out no more than two lines. */
static void span(int size, int used_lo, int used_hi, int *lo, int *hi)
{
	*lo = 0;
	*hi = size - 1;
	if (used_lo > used_hi)
		return;
	int near_hi = used_hi + 1 < size - 1 ? used_hi + 1 : size - 1;
	int far_lo = used_lo - 1 > 0 ? used_lo - 1 : 0;
	if (near_hi + 1 <= size - far_lo)
		*hi = near_hi;
	else
		*lo = far_lo;
	if (*hi - *lo + 1 >= size - 2) {
		*lo = 0;
		*hi = size - 1;
	}
}

static void used_extent(const struct sensei_diagram *d, int *x0, int *x1, int *y0, int *y1)
{
	*x0 = *y0 = d->size;
	*x1 = *y1 = -1;
	for (int y = 0; y < d->size; y++)
		for (int x = 0; x < d->size; x++)
			if (point_used(d, x, y)) {
				*x0 = x < *x0 ? x : *x0;
				*x1 = x > *x1 ? x : *x1;
				*y0 = y < *y0 ? y : *y0;
				*y1 = y > *y1 ? y : *y1;
			}
	for (int i = 0; i < d->nlines; i++) {
		const struct sensei_line *l = &d->lines[i];
		int xs[2] = { l->x0, l->x1 }, ys[2] = { l->y0, l->y1 };
		for (int k = 0; k < 2; k++) {
			*x0 = xs[k] < *x0 ? xs[k] : *x0;
			*x1 = xs[k] > *x1 ? xs[k] : *x1;
			*y0 = ys[k] < *y0 ? ys[k] : *y0;
			*y1 = ys[k] > *y1 ? ys[k] : *y1;
		}
	}
}

/* What one point shows: its number, else its mark (on the stone or the point), else its letter, else
 * the stone. */
static char point_char(const struct sensei_diagram *d, int x, int y)
{
	if (d->number[y][x])
		return d->number[y][x] == 10 ? '0' : (char)('0' + d->number[y][x]);
	if (d->mark[y][x])
		for (size_t i = 0; i < sizeof marked / sizeof marked[0]; i++)
			if (marked[i].mark == d->mark[y][x] && marked[i].color == d->stone[y][x])
				return marked[i].ch;
	if (d->label[y][x] && !d->stone[y][x])
		return d->label[y][x];
	return d->stone[y][x] == BLACK ? 'X' : d->stone[y][x] == WHITE ? 'O' : '.';
}

static void write_header(struct xbuf *o, const struct sensei_diagram *d)
{
	xbuf_printf(o, "$$%c%s", d->first == WHITE ? 'W' : 'B', d->coordinates ? "c" : "");
	if (d->size != 19)
		xbuf_printf(o, "%d", d->size);
	if (d->first_number != 1)
		xbuf_printf(o, "m%d", d->first_number);
	if (d->title[0]) {
		xbuf_printf(o, " ");
		for (const char *t = d->title; *t; t++)
			xbuf_printf(o, "%c", *t == '\n' || *t == '\r' || *t == '\t' ? ' ' : *t);
	}
	for (int k = 1, said = 0; k <= SENSEI_MAX_MOVES; k++)   /* "7 at 1, 10 at 4" */
		if (d->at[k])
			xbuf_printf(o, "%s%d at %d", said++ ? ", " : " ", d->first_number + k - 1, d->first_number + d->at[k] - 1);
	xbuf_printf(o, "\n");
}

static void write_edge(struct xbuf *o, int width, bool left, bool right)
{
	xbuf_printf(o, "$$ %s", left ? "+" : "");
	for (int i = 0; i < 2 * width - 1 + left + right; i++)
		xbuf_printf(o, "-");
	xbuf_printf(o, "%s\n", right ? "+" : "");
}

char *sensei_write(const struct sensei_diagram *d)
{
	struct xbuf o = { 0 };
	int ux0, ux1, uy0, uy1, x0, x1, y0, y1;
	struct board b;

	xbuf_printf(&o, "%s", "");
	used_extent(d, &ux0, &ux1, &uy0, &uy1);
	span(d->size, ux0, ux1, &x0, &x1);
	span(d->size, uy0, uy1, &y0, &y1);
	bool left = x0 == 0, right = x1 == d->size - 1, top = y0 == 0, bottom = y1 == d->size - 1;
	write_header(&o, d);
	if (top)
		write_edge(&o, x1 - x0 + 1, left, right);
	for (int y = y0; y <= y1; y++) {
		xbuf_printf(&o, "$$ %s", left ? "| " : "");
		for (int x = x0; x <= x1; x++)
			xbuf_printf(&o, "%c%s", point_char(d, x, y), x < x1 ? " " : "");
		xbuf_printf(&o, "%s\n", right ? " |" : "");
	}
	if (bottom)
		write_edge(&o, x1 - x0 + 1, left, right);
	board_init(&b, d->size);
	for (int i = 0; i < d->nlines; i++) {
		const struct sensei_line *l = &d->lines[i];
		char v0[8], v1[8];
		xbuf_printf(&o, "$$ {%s %s %s}\n", l->arrow ? "AR" : "LN", board_vertex_str(&b, board_point(&b, l->x0, l->y0), v0),
			board_vertex_str(&b, board_point(&b, l->x1, l->y1), v1));
	}
	return o.s;
}

bool sensei_equal(const struct sensei_diagram *a, const struct sensei_diagram *b)
{
	if (a->size != b->size || a->first != b->first || a->first_number != b->first_number ||
	    a->coordinates != b->coordinates || strcmp(a->title, b->title) || a->nlines != b->nlines ||
	    memcmp(a->at, b->at, sizeof a->at))
		return false;
	for (int y = 0; y < a->size; y++)
		for (int x = 0; x < a->size; x++)
			if (a->stone[y][x] != b->stone[y][x] || a->mark[y][x] != b->mark[y][x] ||
			    a->label[y][x] != b->label[y][x] || a->number[y][x] != b->number[y][x])
				return false;
	for (int i = 0; i < a->nlines; i++) {
		const struct sensei_line *p = &a->lines[i], *q = &b->lines[i];
		if (p->x0 != q->x0 || p->y0 != q->y0 || p->x1 != q->x1 || p->y1 != q->y1 || p->arrow != q->arrow)
			return false;
	}
	return true;
}
