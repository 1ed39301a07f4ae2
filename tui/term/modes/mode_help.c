/*
 * mode_help.c: the ? screen, made from the key tables of the modes on the stack when it opens (the
 * keys of the mode on top first, each table under a heading naming its mode), then every command
 * with where it applies.  Up and Down (j k) scroll it, Space and the page keys a page; any other key
 * closes it.
 *
 * A line longer than the box is wrapped between words, its later rows indented under the text it
 * continues (the help column of a key or a command), so nothing is cut at 80 columns.  The wrapping
 * is done when drawing, for the box's width then: the scroll counts rows as drawn.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"

#define HELP_MAX_LINES 400
#define HELP_WIDTH 512

struct help_line {
	char text[HELP_WIDTH];
	bool heading;
	int indent;     /* columns of the later rows' indent when the line wraps */
};

struct help {
	int scroll;     /* first line shown */
	int n;
	struct help_line lines[HELP_MAX_LINES];
	const struct mode *section;   /* while building: the mode whose keys are being listed */
	const struct app_registry *registry;   /* while building: the modes and commands listed */
};

static struct help_line *help_add(struct help *h, bool heading, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static struct help_line *help_add(struct help *h, bool heading, const char *fmt, ...)
{
	va_list ap;

	if (h->n == HELP_MAX_LINES)
		return NULL;
	struct help_line *l = &h->lines[h->n++];
	va_start(ap, fmt);
	vsnprintf(l->text, sizeof l->text, fmt, ap);
	va_end(ap);
	l->heading = heading;
	return l;
}

static void help_key_row(const struct mode *m, const struct mode_key *k, void *arg)
{
	struct help *h = arg;
	char keys[48] = "", name[16];
	size_t n = 0;

	if (m != h->section) {
		if (h->section)
			help_add(h, false, "%s", "");
		h->section = m;
		help_add(h, true, "Keys %s (%s)", m == h->registry->modes[0] ? "on the board" : m->while_text, m->name);
	}
	for (int i = 0; i < 3 && k->keys[i]; i++)
		if (k->keys[i] != KEYC_CLICK)   /* the help text says what a click does */
			n += (size_t)snprintf(keys + n, sizeof keys - n, "%s%s", n ? " " : "",
					      key_to_name(k->keys[i], name));
	struct help_line *l = help_add(h, false, "  %-14s %s", keys, k->help);
	if (l)
		l->indent = 17;
}

static void help_command(struct help *h, const struct command *c)
{
	char head[96], where[96];

	snprintf(head, sizeof head, "%s%s%s", c->name, *c->usage ? " " : "", c->usage);
	command_where(h->registry, c, where, sizeof where);
	struct help_line *l;
	if (strlen(head) > 22) {
		help_add(h, false, "  %s", head);
		l = help_add(h, false, "  %-22s %s%s", "", c->help, where);
	} else {
		l = help_add(h, false, "  %-22s %s%s", head, c->help, where);
	}
	if (l)
		l->indent = 25;
}

/* Columns of a UTF-8 text (each character one column). */
static int help_columns(const char *s, size_t n)
{
	int cols = 0;

	for (size_t i = 0; i < n; i++)
		cols += ((unsigned char)s[i] & 0xc0) != 0x80;
	return cols;
}

/*
 * Line l wrapped to width columns: calls row(k, text, len, indent, arg) for its k-th row (the bytes
 * text[0..len) after `indent` spaces).  Returns the rows.
 */
static int help_wrap(const struct help_line *l, int width, void (*row)(int k, const char *text, size_t len,
								   int indent, void *arg), void *arg)
{
	const char *s = l->text;
	int k = 0, indent = 0;

	do {
		int room = width - indent;
		size_t len = strlen(s), cut = len;
		if (room > 0 && help_columns(s, len) > room) {
			size_t bytes = 0;
			for (int c = 0; s[bytes] && c < room; c += ((unsigned char)s[++bytes] & 0xc0) != 0x80)
				;
			cut = bytes;
			while (cut > 0 && s[cut] != ' ')
				cut--;
			if (cut == 0)
				cut = bytes;   /* one word longer than the row: cut it */
		}
		if (row)
			row(k, s, cut, indent, arg);
		k++;
		s += cut;
		while (*s == ' ')
			s++;
		indent = l->indent < width / 2 ? l->indent : 2;
	} while (*s);
	return k;
}

/* Rows of the whole help at width. */
static int help_rows(const struct help *h, int width)
{
	int n = 0;

	for (int i = 0; i < h->n; i++)
		n += help_wrap(&h->lines[i], width, NULL, NULL);
	return n;
}

static void *help_enter(struct app *a, const void *arg)
{
	struct help *h = xcalloc(1, sizeof *h);

	(void)arg;
	h->registry = app_registry(a);
	app_each_key(a, help_key_row, h);
	help_add(h, false, "  %-14s %s", "C-c", "quit at once; the game stays in the autosave");
	help_add(h, false, "%s", "");
	help_add(h, true, "Commands: type : then the command; Tab completes, Up recalls");
	for (int i = 0; i < h->registry->ncommands; i++)
		help_command(h, h->registry->commands[i]);
	for (int i = 0; i < h->registry->nmodes; i++)
		for (int j = 0; j < h->registry->modes[i]->ncommands; j++)
			help_command(h, &h->registry->modes[i]->commands[j]);
	return h;
}

static void help_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

static void help_frame(int rows, int cols, int *y, int *x, int *h, int *w)
{
	*w = cols - 2 < 100 ? cols - 2 : 100;
	*h = rows - 2;
	*y = 1;
	*x = (cols - *w) / 2;
}

/* Where the drawing of one wrapped row goes. */
struct help_out {
	struct screen *s;
	int y, x, first, last;   /* the box's first text row and column; the rows shown: [first, last) */
	int at;                  /* rows of the help before the line being drawn */
	bool heading;
};

static void help_put_row(int k, const char *text, size_t len, int indent, void *arg)
{
	struct help_out *o = arg;
	int r = o->at + k;
	char buf[HELP_WIDTH];

	if (r < o->first || r >= o->last)
		return;
	snprintf(buf, sizeof buf, "%.*s", (int)len, text);
	screen_put(o->s, o->y + r - o->first, o->x + indent, buf, o->heading ? STYLE_BOLD : STYLE_BOX, -1);
}

static void help_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct help *hp = data;
	int y, x, h, w;

	(void)react;
	help_frame(s->rows, s->cols, &y, &x, &h, &w);
	screen_box(s, y, x, h, w, STYLE_BOX, app_look_const(a)->ascii);
	static const char wide[] = " tengen help: Up/Down, Space/PgUp/PgDn scroll; any other key closes ",
			  narrow[] = " help: Up Down Space PgUp PgDn scroll ";
	screen_put(s, y, x + 2, (int)sizeof wide - 1 <= w - 4 ? wide : narrow, STYLE_BOLD, w - 4);
	struct help_out o = { s, y + 1, x + 2, hp->scroll, hp->scroll + h - 2, 0, false };
	for (int i = 0; i < hp->n && o.at < o.last; i++) {
		o.heading = hp->lines[i].heading;
		o.at += help_wrap(&hp->lines[i], w - 4, help_put_row, &o);
	}
	if (hp->scroll + h - 2 < help_rows(hp, w - 4))
		screen_put(s, y + h - 1, x + w - 12, " more... ", STYLE_BOLD, -1);
}

static int help_key(struct app *a, void *data, int key)
{
	struct help *hp = data;
	int y, x, h, w;

	help_frame(app_rows(a), app_cols(a), &y, &x, &h, &w);
	int page = h - 2 > 1 ? h - 2 : 1, rows = help_rows(hp, w - 4);
	int max = rows - page > 0 ? rows - page : 0, to = hp->scroll;
	if (key == KEYC_DOWN || key == 'j')
		to++;
	else if (key == KEYC_UP || key == 'k')
		to--;
	else if (key == KEYC_NPAGE || key == ' ')
		to += page;
	else if (key == KEYC_PPAGE)
		to -= page;
	else
		return app_pop(a, &mode_help);
	hp->scroll = to < 0 ? 0 : to > max ? max : to;
	return REACT_ALL;
}

const struct mode mode_help = {
	.name = "help",
	.while_text = "while the help is open",
	.leave_text = "any key but Up and Down closes it",
	.flags = MODE_OVERLAY | MODE_MODAL,
	.enter = help_enter,
	.leave = help_leave,
	.draw = help_draw,
	.key = help_key,
};
