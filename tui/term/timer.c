/* timer.c: the game clock at the board, a service of the app (see timer.h). */
#include "config.h"

#include "tui/term/timer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/mono.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/view.h"

struct timer {
	clock_now_fn now;
	void *now_arg;
	struct clock clock;
	bool on;                        /* TM in the record */
	const struct sgf_node *node;    /* the node the clock was set from, or NULL: set it again */
	char tm[64], ot[128];           /* the record's TM and OT it was set from */
	bool paused;
	bool bell;
	int said;                       /* the last second of the countdown announced */
	char shown[3][32];              /* what the screen shows of each clock */
};

static struct timer *timer_of(const struct app *a) { return app_service(a, &timer_service); }

/* The system's monotonic clock in milliseconds: the clock's time source outside scripts and tests. */
static int64_t timer_monotonic(void *arg)
{
	(void)arg;
	return (int64_t)(mono_seconds() * 1000);
}

static void *timer_new(const struct app_options *opt)
{
	struct timer *t = xcalloc(1, sizeof *t);

	t->now = opt->now ? opt->now : timer_monotonic;
	t->now_arg = opt->now ? opt->now_arg : NULL;
	clock_init(&t->clock, &(struct clock_spec){ .system = CLOCK_NONE }, t->now, t->now_arg);
	return t;
}

static void timer_free(void *data)
{
	free(data);
}

/* The app took another document: nothing of the last one's clock is kept (the pause neither). */
static void timer_adopted(struct app *a, void *data)
{
	struct timer *t = data;

	(void)a;
	t->node = NULL;
	t->tm[0] = t->ot[0] = '\0';
	t->on = false;
	t->paused = false;
	clock_init(&t->clock, &(struct clock_spec){ .system = CLOCK_NONE }, t->now, t->now_arg);
}

/* The raw value of id at or before the current node, as plain text into buf ("" when none). */
static const char *timer_prop(const struct document *d, const char *id, char *buf, size_t len)
{
	const char *raw = document_prop_above(d, id, NULL);
	char *text = raw ? sgf_simpletext(raw) : NULL;

	snprintf(buf, len, "%s", text ? text : "");
	free(text);
	return buf;
}

/* Each player's time from BL/WL and OB/OW at or before the current node. */
static void timer_sides(struct timer *t, const struct document *d)
{
	for (enum color c = BLACK; c <= WHITE; c++) {
		const struct sgf_node *at;
		const char *raw = document_prop_above(d, c == BLACK ? "BL" : "WL", &at);
		if (!raw)
			continue;
		struct clock_side side;
		if (clock_side_from_sgf(&t->clock.spec, raw, sgf_value(at, c == BLACK ? "OB" : "OW"), &side) == 0)
			clock_set(&t->clock, c, &side);   /* a value that is no time (the loader warned): the whole time */
	}
}

/* Set t from the record when the node or TM/OT changed (timer.h). */
static void timer_follow(struct timer *t, const struct document *d)
{
	char tm[64], ot[128], err[256];

	timer_prop(d, "TM", tm, sizeof tm);
	timer_prop(d, "OT", ot, sizeof ot);
	bool spec = strcmp(tm, t->tm) || strcmp(ot, t->ot);
	if (!spec && t->node == document_node(d))
		return;
	if (spec || !t->node) {
		struct clock_spec s = { .system = CLOCK_NONE };
		if (tm[0])
			clock_from_sgf(tm, ot[0] ? ot : NULL, &s, err, sizeof err);   /* a bad OT: absolute */
		snprintf(t->tm, sizeof t->tm, "%s", tm);
		snprintf(t->ot, sizeof t->ot, "%s", ot);
		t->clock.spec = s;
		t->on = s.system != CLOCK_NONE;
	}
	struct clock_spec s = t->clock.spec;
	clock_init(&t->clock, &s, t->now, t->now_arg);
	timer_sides(t, d);
	t->node = document_node(d);
	t->said = 0;
}

/* The app's clock, following the record at the current node. */
static struct timer *timer_sync(struct app *a)
{
	struct timer *t = timer_of(a);

	timer_follow(t, app_document_const(a));
	return t;
}

const struct clock *timer_clock(struct app *a) { return &timer_sync(a)->clock; }
bool timer_on(struct app *a) { return timer_sync(a)->on; }
bool timer_paused(const struct app *a) { return timer_of(a)->paused; }
void timer_set_bell(struct app *a, bool on) { timer_of(a)->bell = on; }
bool timer_bell(const struct app *a) { return timer_of(a)->bell; }

void timer_pause(struct app *a, bool on)
{
	struct timer *t = timer_sync(a);

	t->paused = on;
	if (on)
		clock_stop(&t->clock);
}

/* Write who's time into the current node: BL/WL, and OB/OW in overtime (removed otherwise). */
static void timer_record(struct app *a, struct timer *t, enum color who, const struct clock_side *side)
{
	struct document *d = app_document(a);
	char left[32], o[16];
	int periods;
	bool has_o;

	clock_side_to_sgf(&t->clock.spec, side, left, sizeof left, &periods, &has_o);
	snprintf(o, sizeof o, "%d", periods);
	document_set_prop(d, who == BLACK ? "BL" : "WL", left);
	document_set_prop(d, who == BLACK ? "OB" : "OW", has_o ? o : NULL);
}

/* c has just made a move at the board (its node is current): the time it used is taken off (a
 * byo-yomi period starts again, Fischer adds its increment) and the node records what c has left.
 * Nothing when no clock runs in play (review, a pause still records). */
static void timer_moved(struct app *a, void *data, enum color c)
{
	struct timer *t = data;

	if (!t->on || !app_on_board(a))
		return;
	clock_moved(&t->clock, c);   /* the node is the move's now: timer_sync has not seen it yet */
	struct clock_side side = t->clock.side[c];
	timer_record(a, t, c, &side);
	timer_sync(a);
}

void timer_set(struct app *a, const struct clock_spec *s)
{
	struct document *d = app_document(a);
	struct timer *t = timer_of(a);
	char tm[32], ot[64];

	if (s->system == CLOCK_NONE) {
		document_set_info(d, "TM", NULL);
		document_set_info(d, "OT", NULL);
		t->paused = false;
		timer_sync(a);
		return;
	}
	clock_sgf_values(s, tm, sizeof tm, ot, sizeof ot);
	document_set_info(d, "TM", tm);
	document_set_info(d, "OT", ot[0] ? ot : NULL);
	t->node = NULL;   /* read again even when TM and OT stay the same: both start anew */
	timer_sync(a);
	if (document_node(d) != document_root(d) || document_prop_above(d, "BL", NULL) ||
	    document_prop_above(d, "WL", NULL)) {
		struct clock whole;   /* from this node on, both with their whole time */
		clock_init(&whole, &t->clock.spec, t->now, t->now_arg);
		for (enum color c = BLACK; c <= WHITE; c++)
			timer_record(a, t, c, &whole.side[c]);
		t->node = NULL;
		timer_sync(a);
	}
}

void timer_resync(struct app *a)
{
	timer_of(a)->node = NULL;
	timer_sync(a);
}

void timer_stamp(struct app *a)
{
	struct timer *t = timer_sync(a);
	const struct game *g = app_game(a);
	enum color c = t->clock.running != EMPTY ? t->clock.running : game_to_move(g);

	if (!t->on || game_phase(g) != PHASE_PLAY)
		return;
	struct clock_side side = clock_side(&t->clock, c);
	timer_record(a, t, c, &side);
	t->node = NULL;
}

/* c's time ran out: the game ends on time, W+T or B+T. */
static int timer_lost(struct app *a, struct timer *t, enum color c)
{
	struct document *d = app_document(a);

	clock_stop(&t->clock);   /* RE says it; taken back, c has the time it had at its last move */
	document_resign_as(d, c, 'T');
	app_edited(a);
	return app_message(a, "%s's time ran out: %s wins on time (%c+T).", color_name(c),
			   color_name(color_other(c)), c == BLACK ? 'W' : 'B') | REACT_ALL;
}

bool timer_expired(struct app *a)
{
	struct timer *t = timer_sync(a);
	enum color c = clock_flagged(&t->clock);

	if (c == EMPTY)
		return false;
	timer_lost(a, t, c);
	return true;
}

/* The countdown of the last seconds: the mark redraws, and the bell rings at 10 and from 5 on. */
static int timer_countdown(struct timer *t)
{
	int n = clock_countdown(&t->clock);

	if (n == t->said)
		return REACT_NONE;
	t->said = n;
	return n > 0 && t->bell && (n == 10 || n <= 5) ? REACT_BELL : REACT_NONE;
}

/* Let time pass: start or stop the running time as the board waits or not, end the game when a
 * time runs out, redraw the clocks when what they show changed.  REACT_BELL in the last seconds
 * when the bell is on. */
static int timer_tick(struct app *a, void *data, int wait_ms)
{
	struct timer *t = timer_sync(a);
	const struct game *g = app_game(a);
	int react = REACT_NONE;
	char now[3][32];

	(void)data, (void)wait_ms;

	if (!t->on)
		return REACT_NONE;
	enum color want = app_waiting(a) && !t->paused ? game_to_move(g) : EMPTY;
	if (want == EMPTY)
		clock_stop(&t->clock);
	else
		clock_start(&t->clock, want);
	enum color lost = clock_flagged(&t->clock);
	if (lost != EMPTY)
		return timer_lost(a, t, lost);
	react |= timer_countdown(t);
	for (enum color c = BLACK; c <= WHITE; c++) {
		struct clock_side side = clock_side(&t->clock, c);
		clock_side_str(&t->clock.spec, &side, now[c], sizeof now[c]);
		if (strcmp(now[c], t->shown[c]))
			react |= REACT_PANEL;
		memcpy(t->shown[c], now[c], sizeof now[c]);
	}
	return react;
}

/* The clocks on the panel (or the status row), as the record says at the current node: a copy of
 * the clock follows it, the app's own follows at the next tick. */
static void timer_view(const struct app *a, const void *data, struct view *v)
{
	struct timer t = *(const struct timer *)data;
	struct view_clock *out = &v->clock;

	timer_follow(&t, app_document_const(a));
	if (!t.on)
		return;
	memset(out, 0, sizeof *out);
	for (enum color c = BLACK; c <= WHITE; c++) {
		struct clock_side side = clock_side(&t.clock, c);
		clock_side_str(&t.clock.spec, &side, out->text[c], sizeof out->text[c]);
	}
	out->running = t.clock.running;
	out->paused = t.paused;
	out->alarm = clock_countdown(&t.clock) > 0;
	v->panel.clock = out;
}

const char *timer_words(struct app *a, char *buf, size_t len)
{
	return clock_spec_words(&timer_sync(a)->clock.spec, buf, len);
}

const struct app_service timer_service = {
	.name = "clock",
	.create = timer_new,
	.destroy = timer_free,
	.adopted = timer_adopted,
	.moved = timer_moved,
	.tick = timer_tick,
	.view = timer_view,
};
