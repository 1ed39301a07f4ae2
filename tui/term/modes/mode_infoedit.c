/*
 * mode_infoedit.c: the game's information as a list to edit (`info-edit`, i while setting up): the
 * game's name, event, round, date, place, the players and their ranks, komi, rules, handicap, result,
 * source, what the game is about, and the comment of the node.
 *
 * Up and Down choose a line; Enter edits its value in place (a line editor of the list's own, as the
 * `:` prompt's: prompt.h), and typing a character starts a new value with it; Enter keeps the value
 * (`info PROP VALUE`: an empty one removes the property) and Escape leaves it as it was, and either
 * way the list stays open, for the next line, until Escape closes it.  Every key stops at the list
 * (it is modal): nothing typed for a line ever reaches the board as keys (it closed after each line,
 * and the next letters chose tools, took back edits, started a new game).  The list opens again on
 * the line chosen last.
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
#include "tui/term/prompt.h"
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

/* The list's state: the value being edited, when one is. */
struct infoedit {
	struct prompt *field;   /* the line editor of the values (its history: this list's values) */
	bool editing;
};

/* A value has nothing to complete. */
static void infoedit_complete(const void *arg, const char *before, char *insert, size_t insert_len, char *hint,
			      size_t hint_len)
{
	(void)arg, (void)before;
	snprintf(insert, insert_len, "%s", "");
	snprintf(hint, hint_len, "%s", "");
}

static void *infoedit_enter(struct app *a, const void *arg)
{
	struct infoedit *m = xcalloc(1, sizeof *m);

	(void)a, (void)arg;
	m->field = prompt_new(NULL, infoedit_complete, NULL);
	return m;
}

static void infoedit_leave(struct app *a, void *data)
{
	struct infoedit *m = data;

	(void)a;
	prompt_free(m->field);
	free(m);
}

/* Line i of the list at row y: the property, its words, and its value, or the value being edited
 * with the cursor in it (the end of a long one shown). */
static void infoedit_line(const struct app *a, const struct infoedit *m, struct screen *s, int i, int y, int x, int w)
{
	const char *words, *prop = info_prop(i, &words);
	enum style st = i == info_chosen ? STYLE_SELECT : STYLE_BOX;
	char head[64];

	snprintf(head, sizeof head, "%-2s %-20s ", prop, words);
	screen_blank(s, y, x + 1, w - 2, st);
	int used = screen_put(s, y, x + 2, head, st, w - 4), room = w - 4 - used;
	if (!(m->editing && i == info_chosen)) {
		char *value = info_value(a, prop);
		screen_put(s, y, x + 2 + used, value, st, room);
		free(value);
		return;
	}
	int cur = prompt_cursor(m->field), shift = cur >= room ? cur - room + 1 : 0;
	screen_blank(s, y, x + 2 + used, room, STYLE_PLAIN);
	screen_put(s, y, x + 2 + used - shift, prompt_text(m->field), STYLE_PLAIN, -1);
	screen_blank(s, y, x + 1, used + 1, st);   /* what the shift drew over the words */
	screen_put(s, y, x + 2, head, st, w - 4);
	screen_blank(s, y, x + w - 2, 1, st);
	s->cursor_visible = true;
	s->cursor_y = y;
	s->cursor_x = x + 2 + used + cur - shift;
}

static void infoedit_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct infoedit *m = data;
	int w = s->cols - 4 < 72 ? s->cols - 4 : 72, h = INFO_ROWS + 4;
	int y = (s->rows - h) / 2 > 0 ? (s->rows - h) / 2 : 0, x = (s->cols - w) / 2;

	(void)react;
	screen_box(s, y, x, h, w, STYLE_BOX, app_look_const(a)->ascii);
	screen_put(s, y, x + 2, " The game's information ", STYLE_BOLD, w - 4);
	for (int i = 0; i < INFO_ROWS && y + 2 + i < s->rows; i++)
		infoedit_line(a, m, s, i, y + 2 + i, x, w);
	screen_put(s, y + h - 1, x + 2, m->editing ? " Enter keeps it (empty: removed), Escape leaves it as it was "
		   : " Enter or typing changes the line, Escape closes ", STYLE_DIM, w - 4);
}

/* Start editing the chosen line: its value, or (a character typed) a new one. */
static int infoedit_begin(struct app *a, struct infoedit *m, int key)
{
	const char *words, *prop = info_prop(info_chosen, &words);
	char *value = info_value(a, prop);

	prompt_begin(m->field, key == KEYC_ENTER ? value : NULL);
	free(value);
	m->editing = true;
	if (key != KEYC_ENTER)
		prompt_key(m->field, key);
	return app_message(a, "The %s: Enter keeps it, Escape leaves it as it was.", words) | REACT_ALL;
}

/*
 * The value entered for the chosen line, set as `info PROP VALUE` sets it, through the command
 * table: the list steps aside for the command (a command is refused while a list or a question is
 * open), then opens again on the same line.
 */
static int infoedit_set(struct app *a, const char *prop, const char *value)
{
	size_t len = 2 * strlen(value) + 16;
	char *quoted = xmalloc(len), *line = xmalloc(len + 16);

	command_quote(value, quoted, len);
	snprintf(line, len + 16, "info %s %s", prop, value[0] ? quoted : "");
	app_pop(a, &mode_infoedit);   /* frees the list's state: nothing of it is used after */
	int react = app_run(a, line);
	app_push(a, &mode_infoedit, NULL);
	free(line);
	free(quoted);
	return react | REACT_ALL;
}

/* A key while a value is edited: Enter sets it, Escape drops it. */
static int infoedit_edit_key(struct app *a, struct infoedit *m, int key)
{
	const char *words, *prop = info_prop(info_chosen, &words);

	if ((key == KEYC_BSPACE && prompt_text(m->field)[0] == '\0') || key == KEYC_UP || key == KEYC_DOWN ||
	    key == KEYC_TAB)
		return REACT_NONE;   /* not a way out (Escape is), nor another line's history */
	switch (prompt_key(m->field, key)) {
	case PROMPT_DONE: {
		char *value = xstrdup(prompt_text(m->field));
		int react = infoedit_set(a, prop, value);
		free(value);
		return react;
	}
	case PROMPT_CANCEL:
		m->editing = false;
		return app_message(a, "The %s stays as it was; Escape closes the list.", words) | REACT_ALL;
	default:
		return REACT_ALL;
	}
}

static int infoedit_key(struct app *a, void *data, int key)
{
	struct infoedit *m = data;

	if (m->editing)
		return infoedit_edit_key(a, m, key);
	if (key == KEYC_UP || key == KEYC_DOWN || key == KEYC_TAB) {
		info_chosen = (info_chosen + (key == KEYC_UP ? INFO_ROWS - 1 : 1)) % INFO_ROWS;
		return REACT_ALL;
	}
	if (key == KEYC_HOME || key == KEYC_END) {
		info_chosen = key == KEYC_HOME ? 0 : INFO_ROWS - 1;
		return REACT_ALL;
	}
	if (key == KEYC_ESCAPE)
		return app_pop(a, &mode_infoedit) | app_message(a, "The game's information: i opens it again.");
	if (key == KEYC_ENTER || (key >= 0x20 && key < 0x110000 && key != 0x7f))
		return infoedit_begin(a, m, key);
	return REACT_NONE;   /* any other key stops here too */
}

const struct mode mode_infoedit = {
	.name = "info-edit",
	.while_text = "while the game's information is open",
	.leave_text = "Escape closes it (after the value being edited, if any)",
	.flags = MODE_OVERLAY | MODE_MODAL,
	.enter = infoedit_enter,
	.leave = infoedit_leave,
	.draw = infoedit_draw,
	.key = infoedit_key,
};
