/*
 * mode_confirm.c: a yes/no question over the board (app_confirm).  y runs the command given for
 * yes; n, q and Escape the one for no, if any.  The question is closed before either runs, so the
 * command works on the mode below.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"

struct confirm {
	char question[APP_MESSAGE_MAX];
	char yes[APP_MESSAGE_MAX];   /* the command run on `y` */
	char no[APP_MESSAGE_MAX];    /* the command run on `n`, or "" */
};

/* arg: three strings, the question, the yes and the no command. */
static void *confirm_enter(struct app *a, const void *arg)
{
	const char *const *args = arg;
	struct confirm *c = xcalloc(1, sizeof *c);

	(void)a;
	snprintf(c->question, sizeof c->question, "%s", args[0]);
	snprintf(c->yes, sizeof c->yes, "%s", args[1]);
	snprintf(c->no, sizeof c->no, "%s", args[2]);
	return c;
}

static void confirm_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

static int confirm_key(struct app *a, void *data, int key)
{
	const struct confirm *c = data;
	char line[APP_MESSAGE_MAX];

	if (key == 'y' || key == 'Y') {
		snprintf(line, sizeof line, "%s", c->yes);
		app_pop(a, &mode_confirm);
		return app_run(a, line) | REACT_ALL;
	}
	if (key == 'n' || key == 'N' || key == KEYC_ESCAPE || key == 'q') {
		snprintf(line, sizeof line, "%s", c->no);
		app_pop(a, &mode_confirm);
		if (line[0])
			return app_run(a, line) | REACT_ALL;
		return app_message(a, "Nothing changed.") | REACT_ALL;
	}
	return REACT_NONE;
}

static void confirm_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct confirm *c = data;
	int w = s->cols - 4 < 64 ? s->cols - 4 : 64, starts[6], lens[6];
	bool cut, ascii = app_look_const(a)->ascii;
	char line[APP_MESSAGE_MAX];

	(void)react;
	int n = screen_wrap(c->question, w - 4, 6, starts, lens, &cut);
	int h = n + 4, y = (s->rows - h) / 2, x = (s->cols - w) / 2;
	screen_box(s, y, x, h, w, STYLE_BOX, ascii);
	for (int i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%.*s", lens[i], c->question + starts[i]);
		screen_put(s, y + 1 + i, x + 2, line, STYLE_BOLD, w - 4);
	}
	int kx = x + 2;
	kx += screen_put(s, y + h - 2, kx, "y", STYLE_KEY, -1);
	kx += screen_put(s, y + h - 2, kx + 1, "yes", STYLE_BOX, -1) + 4;
	kx += screen_put(s, y + h - 2, kx, "n", STYLE_KEY, -1);
	screen_put(s, y + h - 2, kx + 1, "no", STYLE_BOX, -1);
}

const struct mode mode_confirm = {
	.name = "confirm",
	.while_text = "while a question waits for its answer",
	.leave_text = "y or n answers it",
	.flags = MODE_OVERLAY | MODE_MODAL,
	.enter = confirm_enter,
	.leave = confirm_leave,
	.draw = confirm_draw,
	.key = confirm_key,
};
