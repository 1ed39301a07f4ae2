/*
 * mode_prompt.c: the `:` command line over the hints row.  The line editor (prompt.h) is the app's,
 * so that its history lasts; Enter closes the prompt and runs the line, Escape closes it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/mode.h"
#include "tui/term/prompt.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

/* arg: the text typed in at first, or NULL. */
static void *prompt_mode_enter(struct app *a, const void *arg)
{
	prompt_begin(app_prompt(a), arg);
	return NULL;
}

static int prompt_mode_key(struct app *a, void *data, int key)
{
	(void)data;
	switch (prompt_key(app_prompt(a), key)) {
	case PROMPT_DONE: {
		char *line = xstrdup(prompt_text(app_prompt(a)));   /* the whole line, however long */
		app_pop(a, &mode_prompt);
		int react = app_run(a, line) | REACT_ALL;
		free(line);
		return react;
	}
	case PROMPT_CANCEL:
		return app_pop(a, &mode_prompt);
	default:
		return REACT_MESSAGE;
	}
}

static void prompt_mode_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	struct layout l;
	const struct prompt *p = app_prompt_const(a);
	const char *hint = prompt_hint(p);

	(void)data, (void)react;
	app_layout(a, &l);
	if (hint[0])
		view_message(s, &l, hint, false);
	int room = s->cols - 3, cur = prompt_cursor(p);
	int shift = cur > room ? cur - room : 0;
	screen_blank(s, l.hint_y, 0, s->cols, STYLE_PLAIN);
	screen_put(s, l.hint_y, 1 - shift, prompt_text(p), STYLE_PLAIN, -1);
	screen_blank(s, l.hint_y, 0, 1, STYLE_PLAIN);
	screen_put(s, l.hint_y, 0, ":", STYLE_BOLD, 1);
	s->cursor_visible = true;
	s->cursor_y = l.hint_y;
	s->cursor_x = 1 + cur - shift;
}

const struct mode mode_prompt = {
	.name = "prompt",
	.while_text = "while typing a command",
	.leave_text = "Enter runs it, Escape closes the prompt",
	.flags = MODE_OVERLAY | MODE_MODAL | MODE_ANY_SIZE | MODE_KEEPS_TIME,
	.enter = prompt_mode_enter,
	.draw = prompt_mode_draw,
	.key = prompt_mode_key,
};
