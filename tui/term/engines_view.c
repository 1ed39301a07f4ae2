/*
 * engines_view.c: what a view of a position (tui/term/engine_view.c, engine_course.c) asks of the
 * engines through (see engines.h): which seat to ask and whether it may be asked now, what an engine
 * lists that a view may ask by, and the questions themselves, numbered, sent (the game told first)
 * and their streams ended.  engines.c takes their answers to the view that asked (by the route each
 * question leaves there); this file uses it, and it uses nothing of this file.
 */
#include "config.h"

#include "tui/term/engines.h"

#include <stdarg.h>
#include <stdio.h>

#include "rules/game.h"
#include "tui/gtp/engine.h"
#include "tui/term/app.h"
#include "tui/term/engines_internal.h"

/* --- the seats as a view sees them -------------------------------------------------------------- */

int engines_adviser(struct app *a)
{
	return engines_slot_adviser(a, game_to_move(app_game(a)));
}

unsigned engines_serial(const struct app *a, enum color seat) { return engines_of(a)->serial[seat]; }

bool engines_present(struct app *a)
{
	for (int i = 0; i < 3; i++)
		if (engines_of(a)->slot[i].proc)
			return true;
	return false;
}

bool engines_waiting(struct app *a, enum color seat)
{
	const struct engines_slot *s = slot_of(a, seat);

	return s->proc && (s->hello > 0 || s->genmove || s->hint || s->dead || s->place);
}

bool engines_listed(struct app *a, enum color seat, unsigned *can)
{
	struct engines_slot *s = slot_of(a, seat);

	if (!s->proc)
		return false;
	if (s->listed) {
		*can = s->can;
		return true;
	}
	if (!s->listing) {
		engine_send(s->proc, TAG_LIST, "list_commands");
		s->listing = true;
	}
	return false;
}

/* --- the questions ------------------------------------------------------------------------------ */

int engines_view_question(struct app *a)
{
	return ++engines_of(a)->questions;
}

int engines_ask_view(struct app *a, enum color seat, const struct game *g, int question, bool stream,
		     engines_view_fn answer, const char *fmt, ...)
{
	struct engines_slot *s = slot_of(a, seat);
	char line[256];
	va_list ap;

	if (!s->proc || engines_tell_game_of(a, seat, g ? g : app_game(a)) != 0)
		return -1;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	engines_view_route_add(a, question, answer);
	if (stream) {
		engine_send_stream(s->proc, TAG_VIEW + question, "%s", line);
		s->streaming = question;
	} else {
		engine_send(s->proc, TAG_VIEW + question, "%s", line);
	}
	return 0;
}

void engines_view_end(struct app *a, enum color seat, int question)
{
	struct engines_slot *s = slot_of(a, seat);

	if (s->proc && s->streaming == question)
		engine_stream_end(s->proc);
}
