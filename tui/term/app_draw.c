/* app_draw.c: what the app shows: the view of a base mode, the hints row, the screen (see app.h). */
#include "config.h"

#include <string.h>

#include "rules/game.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/app_internal.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

/* --- the hints row ---------------------------------------------------------------------------------- */

struct hints_walk {
	const struct app *a;
	struct app_hints *h;
	const struct mode_key *seen[64];
	int nseen;
	bool last;          /* this pass takes only help and quit */
};

static bool hint_is_last(const struct mode_key *k)
{
	return !strcmp(k->command, "help") || !strcmp(k->command, "quit");
}

/* Is k hidden by a row seen before (a higher mode binding the same key or the same command)? */
static bool hint_hidden(const struct hints_walk *w, const struct mode_key *k)
{
	for (int i = 0; i < w->nseen; i++) {
		if (!strcmp(w->seen[i]->command, k->command))
			return true;
		for (int j = 0; j < 3 && w->seen[i]->keys[j]; j++)
			if (w->seen[i]->keys[j] == k->keys[0])
				return true;
	}
	return false;
}

static void hints_add(const struct mode *m, const struct mode_key *k, void *arg)
{
	struct hints_walk *w = arg;
	struct app_hints *h = w->h;

	if (hint_hidden(w, k))
		return;
	if (w->nseen < 64)
		w->seen[w->nseen++] = k;
	if (!k->hint || hint_is_last(k) != w->last || h->n == APP_HINTS_MAX)
		return;
	if (!w->a->registry->applies(w->a, k->command))
		return;
	if (m->offers && !m->offers(app_mode_data(w->a, m), k->command))
		return;
	key_to_name(k->keys[0], h->keys[h->n]);
	h->pairs[2 * h->n] = h->keys[h->n];
	h->pairs[2 * h->n + 1] = k->hint;
	h->n++;
}

void app_hints(const struct app *a, struct app_hints *h)
{
	struct hints_walk w = { .a = a, .h = h };

	h->n = 0;
	app_keys_from(a, app_base_index(a), hints_add, &w);
	w.nseen = 0;
	w.last = true;
	app_keys_from(a, app_base_index(a), hints_add, &w);
	h->pairs[2 * h->n] = h->pairs[2 * h->n + 1] = NULL;
}

/* --- drawing ---------------------------------------------------------------------------------------- */

/* What the services add to the view: the clocks, the engine thinking, a hint's mark. */
static void app_view_services(const struct app *a, struct view *v)
{
	for (int i = 0; i < a->registry->nservices; i++)
		if (a->registry->services[i]->view)
			a->registry->services[i]->view(a, a->services[i], v);
}

void app_view(const struct app *a, struct view *v, struct app_hints *h)
{
	const struct game *g = app_game(a);

	memset(&v->marks, 0, sizeof v->marks);
	memset(&v->panel, 0, sizeof v->panel);
	v->board = game_board(g);
	v->marks = (struct view_marks){ .ascii = a->look.ascii, .color = a->look.color, .cursor = a->cursor,
					.last = view_last_point(g), .ko = BOARD_NONE };
	if (game_phase(g) == PHASE_PLAY)
		v->marks.ko = game_ko_point(g, game_to_move(g));
	if (a->look.numbers) {
		view_numbers(g, v->numbers);
		v->marks.numbers = v->numbers;
	}
	v->panel.game = g;
	for (enum color c = BLACK; c <= WHITE; c++) {
		document_player(a->doc, c, v->names[c], sizeof v->names[c]);
		v->panel.names[c] = v->names[c];
	}
	v->panel.file = a->file;
	v->panel.changed = document_changed(a->doc);
	v->panel.autosave_failed = a->autosave_errno != 0;
	v->panel.ahead = document_ahead(a->doc);
	v->panel.variation = document_variation(a->doc, &v->panel.variations) + 1;
	v->panel.ascii = a->look.ascii;
	v->panel.color = a->look.color;
	v->panel.on_time = document_resigned_how(a->doc) == 'T';
	app_view_services(a, v);
	v->message = a->message;
	v->error = a->message_error;
	app_hints(a, h);
	v->hints = h->pairs;
}

/* The base mode draws the screen (or the too-small notice), then the overlays above it, in order;
 * on a screen too small only a question and the prompt stay, so that they can be answered. */
void app_draw(const struct app *a, struct screen *s, int react)
{
	int base = app_base_index(a);
	bool small = app_too_small(a);

	if (base < a->depth - 1)
		react |= REACT_ALL;
	a->stack[base].mode->draw(a, a->stack[base].data, s, react);
	if (!small && app_message_tall(a)) {   /* over the board, under any overlay */
		struct layout l;
		int room = app_message_room(a, &l);
		view_message_over(s, &l, room, a->message, a->message_error);
	}
	for (int i = base + 1; i < a->depth; i++)
		if (!small || (a->stack[i].mode->flags & MODE_ANY_SIZE))
			a->stack[i].mode->draw(a, a->stack[i].data, s, react);
}
