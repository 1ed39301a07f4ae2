/*
 * mode_notice.c: a box of text over the board (what `explain` finds, for one): a title and lines,
 * word-wrapped to the box.  Up and Down scroll a long one; any other key closes it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"

#define NOTICE_MAX_LINES 512

struct notice {
	char title[128];
	char *text;             /* lines separated by \n */
	int scroll;
};

/* arg: two strings, the title and the text. */
static void *notice_enter(struct app *a, const void *arg)
{
	const char *const *args = arg;
	struct notice *n = xcalloc(1, sizeof *n);

	(void)a;
	snprintf(n->title, sizeof n->title, "%s", args[0]);
	n->text = xstrdup(args[1]);
	return n;
}

static void notice_leave(struct app *a, void *data)
{
	struct notice *n = data;

	(void)a;
	free(n->text);
	free(n);
}

static void notice_geometry(int rows, int cols, int lines, int *y, int *x, int *h, int *w)
{
	*w = cols - 4 < 76 ? cols - 4 : 76;
	*h = lines + 4 < rows - 2 ? lines + 4 : rows - 2;
	*y = (rows - *h) / 2;
	*x = (cols - *w) / 2;
}

static void notice_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct notice *n = data;
	int starts[NOTICE_MAX_LINES], lens[NOTICE_MAX_LINES], y, x, h, w;
	char line[1024];

	(void)react;
	notice_geometry(s->rows, s->cols, 0, &y, &x, &h, &w);
	bool cut;
	int rows = screen_wrap(n->text, w - 4, NOTICE_MAX_LINES, starts, lens, &cut);
	notice_geometry(s->rows, s->cols, rows, &y, &x, &h, &w);
	screen_box(s, y, x, h, w, STYLE_BOX, app_look_const(a)->ascii);
	snprintf(line, sizeof line, " %s ", n->title);
	screen_put(s, y, x + 2, line, STYLE_BOLD, w - 4);
	for (int i = 0; i < h - 4 && n->scroll + i < rows; i++) {
		int r = n->scroll + i;
		snprintf(line, sizeof line, "%.*s", lens[r], n->text + starts[r]);
		screen_put(s, y + 2 + i, x + 2, line, STYLE_BOX, w - 4);
	}
	screen_put(s, y + h - 1, x + 2, rows > h - 4 ? " Up/Down scroll, any other key closes " :
		   " any key closes ", STYLE_DIM, w - 4);
}

static int notice_key(struct app *a, void *data, int key)
{
	struct notice *n = data;
	int starts[NOTICE_MAX_LINES] = { 0 }, lens[NOTICE_MAX_LINES] = { 0 };
	int y, x, h, w;
	bool cut;

	if (key == KEYC_DOWN || key == KEYC_UP) {
		/* the scroll stops where the last row is at the bottom of the box, as drawn now */
		notice_geometry(app_rows(a), app_cols(a), 0, &y, &x, &h, &w);
		int rows = screen_wrap(n->text, w - 4, NOTICE_MAX_LINES, starts, lens, &cut);
		notice_geometry(app_rows(a), app_cols(a), rows, &y, &x, &h, &w);
		int max = rows - (h - 4) > 0 ? rows - (h - 4) : 0;
		n->scroll += key == KEYC_DOWN ? 1 : -1;
		n->scroll = n->scroll < 0 ? 0 : n->scroll > max ? max : n->scroll;
		return REACT_ALL;
	}
	return app_pop(a, &mode_notice);
}

const struct mode mode_notice = {
	.name = "notice",
	.while_text = "while a notice is open",
	.leave_text = "any key closes it",
	.flags = MODE_OVERLAY | MODE_MODAL,
	.enter = notice_enter,
	.leave = notice_leave,
	.draw = notice_draw,
	.key = notice_key,
};
