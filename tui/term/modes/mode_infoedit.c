/*
 * mode_infoedit.c: the game's information as a list to edit (`info-edit`, i while setting up): the
 * game's name, event, round, date, place, the players and their ranks, komi, rules, handicap, result,
 * source, what the game is about, and the comment of the node.
 *
 * Up and Down choose a line; Enter opens the `:` prompt with `info PROP "value"` typed in, to change
 * it and run it (an empty value removes the property); Escape closes the list.  The list opens again
 * on the line chosen last.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/edit.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"

#define INFO_ROWS 16     /* the 15 of edit_info_props from GN to GC, then the comment */

static int info_chosen;   /* the line chosen last, for the next time the list opens */

/* Property i of the list ("C" last) and its words. */
static const char *info_prop(int i, const char **words)
{
	if (i == INFO_ROWS - 1) {
		*words = "comment of this node";
		return "C";
	}
	*words = edit_info_props[2 * i + 1];
	return edit_info_props[2 * i];
}

/* Its value now, as one line.  Caller frees. */
static char *info_value(const struct app *a, const char *prop)
{
	const struct document *d = app_document_const(a);
	const struct sgf_node *at = NULL;

	if (!strcmp(prop, "C")) {
		at = document_node(d);
	} else {
		int n, cur;
		const struct sgf_node *const *line = document_line(d, &n, &cur);
		for (int i = 0; i <= cur && !at; i++)
			if (sgf_prop_get(line[i], prop))
				at = line[i];
	}
	const char *raw = at ? sgf_value(at, prop) : NULL;
	return raw ? sgf_simpletext(raw) : xstrdup("");
}

static void *infoedit_enter(struct app *a, const void *arg)
{
	(void)a, (void)arg;
	return NULL;
}

static void infoedit_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	int w = s->cols - 4 < 72 ? s->cols - 4 : 72, h = INFO_ROWS + 4;
	int y = (s->rows - h) / 2 > 0 ? (s->rows - h) / 2 : 0, x = (s->cols - w) / 2;
	char line[512];

	(void)data, (void)react;
	screen_box(s, y, x, h, w, STYLE_BOX, app_look_const(a)->ascii);
	screen_put(s, y, x + 2, " The game's information ", STYLE_BOLD, w - 4);
	for (int i = 0; i < INFO_ROWS && y + 2 + i < s->rows; i++) {
		const char *words, *prop = info_prop(i, &words);
		char *value = info_value(a, prop);
		snprintf(line, sizeof line, "%-2s %-20s %s", prop, words, value);
		screen_blank(s, y + 2 + i, x + 1, w - 2, i == info_chosen ? STYLE_SELECT : STYLE_BOX);
		screen_put(s, y + 2 + i, x + 2, line, i == info_chosen ? STYLE_SELECT : STYLE_BOX, w - 4);
		free(value);
	}
	screen_put(s, y + h - 1, x + 2, " Enter changes the line, Escape closes ", STYLE_DIM, w - 4);
}

static int infoedit_key(struct app *a, void *data, int key)
{
	(void)data;
	if (key == KEYC_UP || key == KEYC_DOWN) {
		info_chosen = (info_chosen + (key == KEYC_UP ? INFO_ROWS - 1 : 1)) % INFO_ROWS;
		return REACT_ALL;
	}
	if (key != KEYC_ENTER)
		return app_pop(a, &mode_infoedit) | app_message(a, "The game's information: i opens it again.");
	const char *words, *prop = info_prop(info_chosen, &words);
	char *value = info_value(a, prop), quoted[1200], line[1300];
	command_quote(value, quoted, sizeof quoted);
	snprintf(line, sizeof line, "info %s %s", prop, value[0] ? quoted : "");
	free(value);
	app_pop(a, &mode_infoedit);
	app_push(a, &mode_prompt, line);
	return app_message(a, "The %s: change it and Enter (nothing after %s removes it).", words, prop) | REACT_ALL;
}

const struct mode mode_infoedit = {
	.name = "info-edit",
	.while_text = "while the game's information is open",
	.leave_text = "Escape closes it",
	.flags = MODE_OVERLAY | MODE_MODAL,
	.enter = infoedit_enter,
	.draw = infoedit_draw,
	.key = infoedit_key,
};
