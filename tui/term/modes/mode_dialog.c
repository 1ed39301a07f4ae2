/*
 * mode_dialog.c: the new-game dialogue: size, rules, komi, handicap and how it is placed, the clock
 * and the players' names.
 *
 * Up and Down choose a field, Left and Right change it (the size through the usual boards, 5 7 9 13
 * 19 25, any size from 2 to 25 typed; names are typed; the clock is one of a few usual ones, or
 * typed as a SPEC), Enter starts the game by running one `new size=.. rules=.. komi=.. handicap=..
 * placement=.. clock=.. black=.. white=..` command, Escape leaves everything as it was.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "rules/ruleset.h"
#include "rules/xalloc.h"
#include "tui/shared/clock.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"

#define DIALOG_NAME_MAX 64

enum dialog_field { DIALOG_SIZE, DIALOG_RULES, DIALOG_KOMI, DIALOG_HANDICAP, DIALOG_BLACK,
		    DIALOG_WHITE, DIALOG_PLACEMENT, DIALOG_CLOCK, DIALOG_START, DIALOG_FIELDS };

/* The clocks Left and Right go through (any other is typed). */
static const char *const dialog_clocks[] = {
	"none", "absolute 30:00", "byoyomi 10:00 5x30", "byoyomi 30:00 5x30", "canadian 10:00 25/5:00",
	"fischer 5:00 +10", "byoyomi 0:00 3x10",
};
#define DIALOG_CLOCKS ((int)(sizeof dialog_clocks / sizeof dialog_clocks[0]))

struct dialog {
	enum dialog_field field;           /* the selected field */
	int size;
	int typed;                         /* the digits of a size typed so far (0: none) */
	int rules;                         /* a preset index (ruleset_preset_name) */
	int komi2;                         /* the komi chosen, when komi_set */
	bool komi_set;                     /* chosen (here, or before by komi or --komi) */
	int handicap;
	bool free_handicap;                /* Black places the stones */
	char clock[DIALOG_NAME_MAX];       /* the clock's SPEC */
	char names[2][DIALOG_NAME_MAX];    /* Black's and White's */
	struct app_setup setup;            /* what the dialogue started from */
};

static const char *const dialog_labels[DIALOG_FIELDS] = {
	[DIALOG_SIZE] = "Board size", [DIALOG_RULES] = "Rules", [DIALOG_KOMI] = "Komi",
	[DIALOG_HANDICAP] = "Handicap", [DIALOG_PLACEMENT] = "Handicap is", [DIALOG_CLOCK] = "Clock",
	[DIALOG_BLACK] = "Black", [DIALOG_WHITE] = "White",
	[DIALOG_START] = "",
};

static int dialog_preset_index(const struct ruleset *r)
{
	const char *name = ruleset_preset_of(r);

	for (int i = 0; name && i < ruleset_preset_count(); i++)
		if (!strcmp(ruleset_preset_name(i), name))
			return i;
	return -1;
}

/* The komi the game will start with: the one chosen, or the rules' own (their handicap komi in a
 * handicap game). */
static int dialog_komi(const struct dialog *d)
{
	struct ruleset r = d->setup.rules;

	if (d->komi_set)
		return d->komi2;
	if (d->rules >= 0)
		ruleset_parse(&r, ruleset_preset_name(d->rules), NULL, 0);
	return ruleset_handicap_komi(&r, d->handicap);
}

static void *dialog_enter(struct app *a, const void *arg)
{
	struct dialog *d = xcalloc(1, sizeof *d);
	const struct app_setup *s = app_setup(a);

	(void)arg;
	d->setup = *s;
	d->field = DIALOG_SIZE;
	d->size = s->size;
	d->rules = dialog_preset_index(&s->rules);
	d->komi2 = s->rules.komi2;
	d->komi_set = s->komi_set;
	d->handicap = s->handicap;
	d->free_handicap = s->free_handicap;
	clock_spec_str(&s->clock, d->clock, sizeof d->clock);
	snprintf(d->names[0], DIALOG_NAME_MAX, "%s", s->names[BLACK]);
	snprintf(d->names[1], DIALOG_NAME_MAX, "%s", s->names[WHITE]);
	return d;
}

static void dialog_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

static int dialog_max_handicap(int size)
{
	return size < 7 ? 0 : size % 2 == 0 ? 4 : 9;
}

/* The usual boards, which Left and Right step through; any other size is typed. */
static const int dialog_sizes[] = { 5, 7, 9, 13, 19, 25 };
#define DIALOG_SIZES ((int)(sizeof dialog_sizes / sizeof dialog_sizes[0]))

/* The next usual size after (step 1) or before (step -1) size, round from the largest to the
 * smallest. */
static int dialog_step_size(int size, int step)
{
	for (int i = 0; i < DIALOG_SIZES; i++) {
		int k = step > 0 ? i : DIALOG_SIZES - 1 - i;
		if (step > 0 ? dialog_sizes[k] > size : dialog_sizes[k] < size)
			return dialog_sizes[k];
	}
	return step > 0 ? dialog_sizes[0] : dialog_sizes[DIALOG_SIZES - 1];
}

/* The next handicap in the direction step: 0, then 2 up to the board's most. */
static int dialog_step_handicap(int h, int step, int size)
{
	int max = dialog_max_handicap(size);

	h += step;
	if (h == 1)
		h = step > 0 ? 2 : 0;
	if (h < 0)
		h = max;
	if (h > max)
		h = 0;
	return h;
}

static void dialog_change(struct dialog *d, int step)
{
	int n = ruleset_preset_count();

	switch (d->field) {
	case DIALOG_SIZE:
		d->size = dialog_step_size(d->size, step);
		if (d->handicap > dialog_max_handicap(d->size))
			d->handicap = 0;
		break;
	case DIALOG_RULES:
		d->rules = ((d->rules < 0 ? 0 : d->rules) + step + n) % n;
		d->komi_set = false;   /* the komi follows the rules again */
		break;
	case DIALOG_KOMI:
		d->komi2 = dialog_komi(d) + step;
		d->komi_set = true;
		break;
	case DIALOG_HANDICAP:
		d->handicap = dialog_step_handicap(d->handicap, step, d->size);
		break;
	case DIALOG_PLACEMENT:
		d->free_handicap = !d->free_handicap;
		break;
	case DIALOG_CLOCK: {
		int i = 0;
		while (i < DIALOG_CLOCKS && strcmp(dialog_clocks[i], d->clock))
			i++;
		i = i == DIALOG_CLOCKS ? 0 : (i + step + DIALOG_CLOCKS) % DIALOG_CLOCKS;
		snprintf(d->clock, sizeof d->clock, "%s", dialog_clocks[i]);
		break;
	}
	default:
		break;
	}
}

/* Typing into a name, or digits into the size. */
static void dialog_type(struct dialog *d, int key)
{
	if (d->field == DIALOG_SIZE && key >= '0' && key <= '9') {
		/* digits make a size: "1" then "1" is 11; a digit that would pass 25 starts again */
		int v = d->typed * 10 + key - '0';
		d->typed = v <= 25 ? v : key - '0';
		if (d->typed >= 2)
			d->size = d->typed;
		if (d->handicap > dialog_max_handicap(d->size))
			d->handicap = 0;
		return;
	}
	if (d->field != DIALOG_BLACK && d->field != DIALOG_WHITE && d->field != DIALOG_CLOCK)
		return;
	char *name = d->field == DIALOG_CLOCK ? d->clock : d->names[d->field - DIALOG_BLACK];
	size_t n = strlen(name);
	if (key == KEYC_BSPACE) {
		while (n > 0 && ((unsigned char)name[--n] & 0xc0) == 0x80)
			;
		name[n] = '\0';
	} else if (key >= 32 && key < 0x110000 && n + 5 < DIALOG_NAME_MAX) {
		mbstate_t st;
		memset(&st, 0, sizeof st);
		size_t m = wcrtomb(name + n, (wchar_t)key, &st);
		name[n + (m == (size_t)-1 ? 0 : m)] = '\0';
	}
}

/* The `new` command line that starts the game chosen. */
static void dialog_command(const struct dialog *d, char *buf, size_t len)
{
	char komi[16], q[2][DIALOG_NAME_MAX * 2 + 8], clock[DIALOG_NAME_MAX + 8], qc[DIALOG_NAME_MAX * 2 + 16];
	size_t n = (size_t)snprintf(buf, len, "new size=%d handicap=%d placement=%s", d->size, d->handicap,
				    d->free_handicap ? "free" : "fixed");

	snprintf(clock, sizeof clock, "clock=%s", d->clock[0] ? d->clock : "none");
	n += (size_t)snprintf(buf + n, len - n, " %s", command_quote(clock, qc, sizeof qc));

	if (d->rules >= 0 && d->rules != dialog_preset_index(&d->setup.rules))
		n += (size_t)snprintf(buf + n, len - n, " rules=%s", ruleset_preset_name(d->rules));
	if (d->komi_set)
		n += (size_t)snprintf(buf + n, len - n, " komi=%s", ruleset_komi_str(d->komi2, komi));
	else if (d->setup.komi_set)
		n += (size_t)snprintf(buf + n, len - n, " komi=auto");
	for (int i = 0; i < 2; i++) {
		char word[DIALOG_NAME_MAX + 8];
		snprintf(word, sizeof word, "%s=%s", i ? "white" : "black", d->names[i]);
		command_quote(word, q[i], sizeof q[i]);
	}
	snprintf(buf + n, len - n, " %s %s", q[0], q[1]);
}

static int dialog_key(struct app *a, void *data, int key)
{
	struct dialog *d = data;
	char line[APP_MESSAGE_MAX];

	if (key == KEYC_ESCAPE)
		return app_pop(a, &mode_dialog) | app_message(a, "No new game: nothing changed.");
	if (key == KEYC_ENTER) {
		dialog_command(d, line, sizeof line);
		app_pop(a, &mode_dialog);
		return app_run(a, line) | REACT_ALL;
	}
	if (key < '0' || key > '9')
		d->typed = 0;
	if (key == KEYC_UP || key == KEYC_DOWN || key == KEYC_TAB) {
		int step = key == KEYC_UP ? -1 : 1;
		d->field = (enum dialog_field)((d->field + step + DIALOG_FIELDS) % DIALOG_FIELDS);
	} else if (key == KEYC_LEFT || key == KEYC_RIGHT) {
		dialog_change(d, key == KEYC_LEFT ? -1 : 1);
	} else {
		dialog_type(d, key);
	}
	return REACT_ALL;
}

static void dialog_value(const struct dialog *d, bool ascii, enum dialog_field f, char *buf, size_t len)
{
	char komi[16];
	const char *l = ascii ? "<" : "◀", *r = ascii ? ">" : "▶";

	switch (f) {
	case DIALOG_SIZE:
		snprintf(buf, len, "%s %dx%d %s%s", l, d->size, d->size, r,
			 d->field == DIALOG_SIZE ? "  or type a size, 2 to 25" : "");
		break;
	case DIALOG_RULES:
		snprintf(buf, len, "%s %s %s", l, d->rules >= 0 ? ruleset_preset_name(d->rules) : "custom", r);
		break;
	case DIALOG_KOMI:
		snprintf(buf, len, "%s %s %s%s", l, ruleset_komi_str(dialog_komi(d), komi), r,
			 d->komi_set ? "" : d->handicap ? "  the rules' handicap komi" : "  the rules' own");
		break;
	case DIALOG_HANDICAP:
		if (d->handicap)
			snprintf(buf, len, "%s %d stones %s", l, d->handicap, r);
		else
			snprintf(buf, len, "%s none %s", l, r);
		break;
	case DIALOG_PLACEMENT:
		snprintf(buf, len, "%s %s %s", l, d->free_handicap ? "free: Black places it" : "fixed: star points", r);
		break;
	case DIALOG_CLOCK:
		snprintf(buf, len, "%s %s%s %s", l, d->clock, d->field == f ? "_" : "", r);
		break;
	case DIALOG_BLACK:
	case DIALOG_WHITE:
		snprintf(buf, len, "%s%s", d->names[f - DIALOG_BLACK], d->field == f ? "_" : "");
		break;
	default:
		snprintf(buf, len, "[ Start the game ]");
	}
}

static void dialog_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct dialog *d = data;
	int w = 62, h = DIALOG_FIELDS + 6, y = (s->rows - h) / 2, x = (s->cols - w) / 2;
	char value[DIALOG_NAME_MAX + 16];
	bool ascii = app_look_const(a)->ascii;

	(void)react;
	if (x < 0)
		x = 0;
	screen_box(s, y, x, h, w, STYLE_BOX, ascii);
	screen_put(s, y, x + 2, " New game ", STYLE_BOLD, -1);
	for (int f = 0; f < DIALOG_FIELDS; f++) {
		int row = y + 2 + f + (f == DIALOG_START);
		bool sel = d->field == (enum dialog_field)f;
		dialog_value(d, ascii, (enum dialog_field)f, value, sizeof value);
		if (sel)
			screen_blank(s, row, x + 2, w - 4, STYLE_SELECT);
		screen_put(s, row, x + 4, dialog_labels[f], sel ? STYLE_SELECT : STYLE_BOX, -1);
		screen_put(s, row, x + 18, value, sel ? STYLE_SELECT : STYLE_BOLD, w - 20);
	}
	screen_put(s, y + h - 2, x + 2, "Up/Down field, Left/Right change, Enter start, Esc cancel",
		   STYLE_DIM, w - 4);
}

const struct mode mode_dialog = {
	.name = "new-game",
	.while_text = "while the new-game dialogue is open",
	.leave_text = "Enter starts the game, Escape closes the dialogue",
	.flags = MODE_OVERLAY | MODE_MODAL,
	.enter = dialog_enter,
	.leave = dialog_leave,
	.draw = dialog_draw,
	.key = dialog_key,
};
