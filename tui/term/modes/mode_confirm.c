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

#define CONFIRM_MAX_ROWS 64   /* the question's lines, at most (a name of PATH_MAX bytes fits) */

struct confirm {
	char *question;
	char *yes;   /* the command run on `y` (whole: it may name a long file) */
	char *no;    /* the command run on `n`, or "" */
};

/* arg: three strings, the question, the yes and the no command. */
static void *confirm_enter(struct app *a, const void *arg)
{
	const char *const *args = arg;
	struct confirm *c = xcalloc(1, sizeof *c);

	(void)a;
	c->question = xstrdup(args[0]);
	c->yes = xstrdup(args[1]);
	c->no = xstrdup(args[2]);
	return c;
}

static void confirm_leave(struct app *a, void *data)
{
	struct confirm *c = data;

	(void)a;
	free(c->question);
	free(c->yes);
	free(c->no);
	free(c);
}

/* Close the question, then run line (a copy: closing frees the question's own). */
static int confirm_answer(struct app *a, const char *command)
{
	char *line = xstrdup(command);

	app_pop(a, &mode_confirm);
	int react = line[0] ? app_run(a, line) : app_message(a, "Nothing changed.");
	free(line);
	return react | REACT_ALL;
}

static int confirm_key(struct app *a, void *data, int key)
{
	const struct confirm *c = data;

	if (key == 'y' || key == 'Y')
		return confirm_answer(a, c->yes);
	if (key == 'n' || key == 'N' || key == KEYC_ESCAPE || key == 'q')
		return confirm_answer(a, c->no);
	return REACT_NONE;
}

static void confirm_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct confirm *c = data;
	int w = s->cols - 4 < 64 ? s->cols - 4 : 64, starts[CONFIRM_MAX_ROWS], lens[CONFIRM_MAX_ROWS];
	int rows = s->rows - 4 < 1 ? 1 : s->rows - 4 > CONFIRM_MAX_ROWS ? CONFIRM_MAX_ROWS : s->rows - 4;
	bool cut, ascii = app_look_const(a)->ascii;
	char line[APP_MESSAGE_MAX];

	(void)react;
	int n = screen_wrap_ellipsis(c->question, w - 4, rows, starts, lens, &cut);
	int h = n + 4, y = (s->rows - h) / 2, x = (s->cols - w) / 2;
	screen_box(s, y, x, h, w, STYLE_BOX, ascii);
	for (int i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%.*s%s", lens[i], c->question + starts[i], cut && i == n - 1 ? "..." : "");
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
	.flags = MODE_OVERLAY | MODE_MODAL | MODE_ANY_SIZE,
	.enter = confirm_enter,
	.leave = confirm_leave,
	.draw = confirm_draw,
	.key = confirm_key,
};
