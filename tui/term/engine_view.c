/* engine_view.c: an engine's view of the position beside tengen's own (see engine_view.h). */
#include "config.h"

#include "tui/term/engine_view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/mono.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/gtp/analysis.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/engines.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

#define VIEW_INTERVAL 50   /* centiseconds between two lines of a stream */
#define VIEW_LABELS 9      /* candidates numbered on the board */

/* Where the view is with the position asked about. */
enum view_state {
	STATE_IDLE,        /* nothing asked (off, or no engine) */
	STATE_LISTING,     /* waiting for the engine's list of commands */
	STATE_ASKING,      /* questions sent, answers owed */
	STATE_DONE,        /* every answer in (or the stream ended) */
};

struct engine_view {
	bool on;                        /* follows the position at the board */
	double seconds;                 /* the budget of a position */
	long visits;
	int seat;                       /* the engine asked (engines.h's seats), or -1 */
	unsigned serial;                /* engines_serial of that seat when it was asked */
	enum view_state state;
	int question;                   /* the number of the questions about the position now */
	int owed;                       /* answers owed to the questions now */
	bool stream;                    /* the question now streams (kata-analyze, lz-analyze) */
	bool ended;                     /* its stream was told to end */
	enum analysis_format format;
	char how[64];                   /* what was asked, in words */
	char name[128];                 /* the engine, as the panel names it */
	/* the position asked about */
	const struct sgf_node *node;
	int moves;
	enum color to_move;
	struct board board;
	double asked, last;             /* when it was asked; when its last answer came */
	bool slow_said;                 /* the engine was said to be slow about this position */
	/* what it said of it */
	struct analysis *an;
	bool has;                       /* an holds something of this position */
	int lines;                      /* lines of the stream read */
	char trouble[400];              /* the last thing that went wrong, in words */
};

static void *view_create(const struct app_options *opt)
{
	struct engine_view *ev = xcalloc(1, sizeof *ev);

	(void)opt;
	ev->an = xcalloc(1, sizeof *ev->an);
	ev->seat = -1;
	ev->seconds = ENGINE_VIEW_SECONDS;
	ev->visits = ENGINE_VIEW_VISITS;
	return ev;
}

static void view_destroy(void *data)
{
	struct engine_view *ev = data;

	if (ev)
		free(ev->an);
	free(ev);
}

static struct engine_view *view_of(const struct app *a) { return app_service(a, &engine_view_service); }

/* Forget the position asked about and what was said of it. */
static void view_forget(struct engine_view *ev)
{
	ev->state = STATE_IDLE;
	ev->node = NULL;
	ev->has = false;
	ev->owed = 0;
	ev->lines = 0;
	ev->trouble[0] = '\0';
	memset(ev->an, 0, sizeof *ev->an);
}

/* The app took another document: nothing said of the last one holds. */
static void view_adopted(struct app *a, void *data)
{
	struct engine_view *ev = data;

	if (ev->seat >= 0 && ev->stream && !ev->ended)
		engines_view_end(a, (enum color)ev->seat, ev->question);
	ev->question = engines_view_question(a);
	view_forget(ev);
}

bool engine_view_on(const struct app *a) { return view_of(a)->on; }

bool engine_view_asking(const struct app *a)
{
	const struct engine_view *ev = view_of(a);

	return ev->on && (ev->state == STATE_LISTING || ev->state == STATE_ASKING);
}

/* Is the position asked about the one at the board now? */
static bool view_current(const struct app *a, const struct engine_view *ev)
{
	const struct game *g = app_game(a);

	return ev->node == document_node(app_document_const(a)) && ev->moves == game_moves(g) &&
	       ev->to_move == game_to_move(g);
}

/* The total of the candidates' visits: the search's size. */
static long view_visits(const struct engine_view *ev)
{
	long sum = 0;

	for (int i = 0; i < ev->an->n; i++)
		sum += ev->an->c[i].visits > 0 ? ev->an->c[i].visits : 0;
	return sum;
}

/* An estimate with its range in words: "W+3.5 (between W+5.0 and W+2.0)", "W+6.5" when the range is
 * that point alone.  Returns buf. */
static const char *view_estimate_str(const struct analysis *an, char *buf, size_t len)
{
	char m[24], lo[24], hi[24];

	analysis_margin_str(an->margin, m, sizeof m);
	if (an->upper - an->lower < 0.05)
		snprintf(buf, len, "%s", m);
	else
		snprintf(buf, len, "%s (between %s and %s)", m, analysis_margin_str(an->lower, lo, sizeof lo),
			 analysis_margin_str(an->upper, hi, sizeof hi));
	return buf;
}

/* --- asking ------------------------------------------------------------------------------------------ */

/* The questions for the position now, by what the engine lists (engine_view.h 1.-3.). */
static int view_send(struct app *a, struct engine_view *ev, unsigned can)
{
	enum color seat = (enum color)ev->seat, c = ev->to_move;
	const char *who = color_str(c);

	ev->stream = can & (ENGINES_CAN_KATA | ENGINES_CAN_LZ);
	ev->ended = false;
	ev->owed = 0;
	if (can & ENGINES_CAN_KATA) {
		ev->format = ANALYSIS_KATA;
		snprintf(ev->how, sizeof ev->how, "kata-analyze");
		if (engines_ask_view(a, seat, NULL, ev->question, true, engine_view_answer, "kata-analyze %s %d ownership true", who, VIEW_INTERVAL))
			return -1;
		ev->owed = 1;
	} else if (can & ENGINES_CAN_LZ) {
		ev->format = ANALYSIS_LZ;
		snprintf(ev->how, sizeof ev->how, "lz-analyze");
		if (engines_ask_view(a, seat, NULL, ev->question, true, engine_view_answer, "lz-analyze %s %d", who, VIEW_INTERVAL))
			return -1;
		ev->owed = 1;
	} else {
		unsigned top = c == BLACK ? ENGINES_CAN_TOP_BLACK : ENGINES_CAN_TOP_WHITE;
		snprintf(ev->how, sizeof ev->how, "%s%s%s", can & ENGINES_CAN_ESTIMATE ? "estimate_score" : "",
			 (can & ENGINES_CAN_ESTIMATE) && (can & top) ? " and " : "",
			 can & top ? (c == BLACK ? "top_moves_black" : "top_moves_white") : "");
		if ((can & ENGINES_CAN_ESTIMATE) && engines_ask_view(a, seat, NULL, ev->question, false, engine_view_answer, "estimate_score"))
			return -1;
		ev->owed += (can & ENGINES_CAN_ESTIMATE) != 0;
		if ((can & top) && engines_ask_view(a, seat, NULL, ev->question, false, engine_view_answer, "top_moves_%s", who))
			return -1;
		ev->owed += (can & top) != 0;
	}
	ev->state = STATE_ASKING;
	return 0;
}

/* The view stops: said as an error, the engine stays at the board. */
static int view_stop(struct app *a, struct engine_view *ev, const char *why)
{
	ev->on = false;
	view_forget(ev);
	return app_error(a, "analyse: %s", why) | REACT_ALL;
}

/* Ask about the position now: the engine's list first, then the questions it allows. */
static int view_ask(struct app *a, struct engine_view *ev)
{
	const struct game *g = app_game(a);
	unsigned can = 0;

	if (ev->state == STATE_IDLE) {
		ev->seat = engines_adviser(a);
		if (ev->seat < 0 && engines_present(a))
			return REACT_NONE;   /* still starting: asked once its handshake is over */
		if (ev->seat < 0)
			return view_stop(a, ev, "no engine to ask (--hint CMD, or engine hint CMD)");
		ev->serial = engines_serial(a, (enum color)ev->seat);
		snprintf(ev->name, sizeof ev->name, "%s", engines_name(a, (enum color)ev->seat));
		ev->question = engines_view_question(a);
		ev->node = document_node(app_document_const(a));
		ev->moves = game_moves(g);
		ev->to_move = game_to_move(g);
		ev->board = *game_board(g);
		ev->asked = ev->last = mono_seconds();
		ev->slow_said = false;
		ev->state = STATE_LISTING;
	}
	if (!engines_listed(a, (enum color)ev->seat, &can))
		return REACT_NONE;
	snprintf(ev->name, sizeof ev->name, "%s", engines_name(a, (enum color)ev->seat));
	if (!(can & (ENGINES_CAN_KATA | ENGINES_CAN_LZ | ENGINES_CAN_ESTIMATE | ENGINES_CAN_TOP_BLACK |
		     ENGINES_CAN_TOP_WHITE))) {
		char why[300];
		snprintf(why, sizeof why, "%s lists none of kata-analyze, lz-analyze, estimate_score, top_moves_black "
			 "and top_moves_white: it cannot be asked for its view", ev->name);
		return view_stop(a, ev, why);
	}
	if (view_send(a, ev, can) != 0) {   /* it could not be told the game (said): it left the board */
		ev->on = false;
		view_forget(ev);
		return REACT_ALL;
	}
	return REACT_PANEL;
}

/* --- its answers --------------------------------------------------------------------------------------- */

/* The figures in one sentence for the message line: "GNU Go 3.8 estimates W+3.5 (between W+5.0
 * and W+2.0); its best move for Black: C3 value 12.5; 3 candidates, 1-3 on the board." */
static int view_said(struct app *a, struct engine_view *ev)
{
	char best[96], est[128], words[96];

	if (!ev->has)
		return app_message(a, "%s said nothing of this position (%s).", ev->name, ev->how) | REACT_ALL;
	snprintf(est, sizeof est, ":");
	if (ev->an->has_estimate)
		snprintf(est, sizeof est, " estimates %s;", view_estimate_str(ev->an, words, sizeof words));
	if (ev->an->n == 0)
		return app_message(a, "%s%s no move of its own to suggest.", ev->name, est) | REACT_ALL;
	analysis_candidate_str(&ev->board, &ev->an->c[0], best, sizeof best);
	return app_message(a, "%s%s its best move for %s: %s; %d candidate%s, 1-%d on the board.", ev->name, est,
			   color_name(ev->to_move), best, ev->an->n, ev->an->n == 1 ? "" : "s",
			   ev->an->n < VIEW_LABELS ? ev->an->n : VIEW_LABELS) | REACT_ALL;
}

/* A one-time answer (GNU Go): its estimate or its moves. */
static void view_take(struct engine_view *ev, const char *text, const char *asked)
{
	char err[300];
	int rc = !strncmp(asked, "estimate_score", 14) ? analysis_parse_estimate(text, ev->an, err, sizeof err)
		 : analysis_parse_top_moves(&ev->board, text, ev->an, err, sizeof err);

	if (rc == 0)
		ev->has = true;
	else
		snprintf(ev->trouble, sizeof ev->trouble, "its answer to %s could not be read: %s", asked, err);
}

/* A line of the stream. */
static void view_line(struct engine_view *ev, const char *text)
{
	char err[300];

	ev->lines++;
	if (analysis_parse_info(&ev->board, ev->to_move, ev->format, text, ev->an, err, sizeof err) == 0) {
		ev->has = true;
		ev->trouble[0] = '\0';
	} else {
		snprintf(ev->trouble, sizeof ev->trouble, "a line of its %s could not be read: %s", ev->how, err);
	}
}

int engine_view_answer(struct app *a, int question, enum engine_answer r, const char *text, const char *asked)
{
	struct engine_view *ev = view_of(a);
	char quoted[TEXT_QUOTE_MAX + 8];

	if (question != ev->question || ev->state != STATE_ASKING)
		return REACT_NONE;   /* about a position the board has left */
	ev->last = mono_seconds();
	if (r == ENGINE_LINE) {
		view_line(ev, text);
		return REACT_BOARD | REACT_PANEL;
	}
	if (r == ENGINE_FAILED) {
		snprintf(ev->trouble, sizeof ev->trouble, "it refused %s: '%s'", asked,
			 text_escape(quoted, sizeof quoted, text, TEXT_QUOTE_MAX));
		app_error(a, "analyse: %s %s", ev->name, ev->trouble);
	} else if (r == ENGINE_OK && !ev->stream) {
		view_take(ev, text, asked);
	}
	if (--ev->owed > 0 && r != ENGINE_GONE && r != ENGINE_GARBAGE)
		return REACT_PANEL;
	ev->state = STATE_DONE;
	if (r == ENGINE_GONE || r == ENGINE_GARBAGE) {   /* engines.c says why, and stops it */
		ev->on = false;
		return REACT_ALL;
	}
	if (r == ENGINE_FAILED)
		return REACT_ALL;
	return view_said(a, ev);
}

/* --- the service ------------------------------------------------------------------------------------ */

/* The budget of the position is spent: the stream is ended (its end comes as an answer). */
static bool view_spent(const struct engine_view *ev)
{
	return mono_seconds() - ev->asked >= ev->seconds || (ev->visits > 0 && view_visits(ev) >= ev->visits);
}

static int view_tick(struct app *a, void *data, int wait_ms)
{
	struct engine_view *ev = data;
	int react = REACT_NONE;

	(void)wait_ms;
	if (ev->seat >= 0 && ev->state != STATE_IDLE &&
	    (ev->serial != engines_serial(a, (enum color)ev->seat) || !engines_name(a, (enum color)ev->seat))) {
		ev->on = false;   /* its engine left the board (engines.c said why) */
		view_forget(ev);
		return REACT_ALL;
	}
	if (!ev->on)
		return REACT_NONE;
	if (ev->state != STATE_IDLE && !view_current(a, ev)) {   /* another position: ask again */
		if (ev->stream && !ev->ended && ev->state == STATE_ASKING)
			engines_view_end(a, (enum color)ev->seat, ev->question);
		view_forget(ev);
		react |= REACT_ALL;
	}
	if (ev->state == STATE_IDLE || ev->state == STATE_LISTING)
		return react | view_ask(a, ev);
	if (ev->state != STATE_ASKING)
		return react;
	if (ev->stream && !ev->ended && view_spent(ev)) {
		engines_view_end(a, (enum color)ev->seat, ev->question);
		ev->ended = true;
	}
	if (!ev->slow_said && mono_seconds() - ev->last >= ENGINE_VIEW_SLOW) {
		ev->slow_said = true;
		react |= app_error(a, "analyse: %s has said nothing of this position for %d seconds; the board goes on "
				   "(analyse off stops asking).", ev->name, ENGINE_VIEW_SLOW) | REACT_ALL;
	}
	return react;
}

/* Answers are owed: the main loop looks again soon (and a script waits for them). */
static bool view_busy(const struct app *a, const void *data)
{
	const struct engine_view *ev = data;

	(void)a;
	return ev->on && (ev->state == STATE_LISTING || ev->state == STATE_ASKING || ev->state == STATE_IDLE);
}

const struct app_service engine_view_service = {
	.name = "engine view",
	.create = view_create,
	.destroy = view_destroy,
	.adopted = view_adopted,
	.tick = view_tick,
	.busy = view_busy,
};

/* --- the command ------------------------------------------------------------------------------------- */

int engine_view_command(struct app *a, int argc, char **argv)
{
	struct engine_view *ev = view_of(a);
	bool on = true;
	int k = 0;

	if (argc > 0 && (!strcmp(argv[0], "on") || !strcmp(argv[0], "off") || !strcmp(argv[0], "toggle"))) {
		on = !strcmp(argv[0], "on") || (!strcmp(argv[0], "toggle") && !ev->on);
		k = 1;
	}
	if (!on) {
		if (ev->seat >= 0 && ev->stream && !ev->ended && ev->state == STATE_ASKING)
			engines_view_end(a, (enum color)ev->seat, ev->question);
		ev->on = false;
		ev->question = engines_view_question(a);
		view_forget(ev);
		return app_message(a, "The engine's view is off.") | REACT_ALL;
	}
	char *end;
	double seconds = argc > k ? strtod(argv[k], &end) : ev->seconds;
	if (argc > k && (*end || !(seconds > 0 && seconds <= 3600)))
		return app_error(a, "analyse: [on|off|toggle] [SECONDS [VISITS]]: seconds from 0 to 3600");
	long visits = argc > k + 1 ? strtol(argv[k + 1], &end, 10) : ev->visits;
	if (argc > k + 1 && (*end || visits < 0))
		return app_error(a, "analyse: the visits are a number, 0 for no limit");
	if (argc > k + 2)
		return app_error(a, "analyse: [on|off|toggle] [SECONDS [VISITS]]");
	if (!engines_present(a))
		return app_error(a, "analyse: no engine to ask (--hint CMD, or engine hint CMD)");
	if (ev->seat >= 0 && ev->stream && !ev->ended && ev->state == STATE_ASKING)
		engines_view_end(a, (enum color)ev->seat, ev->question);
	ev->seconds = seconds;
	ev->visits = visits;
	ev->on = true;
	ev->question = engines_view_question(a);
	view_forget(ev);
	int react = view_ask(a, ev);
	if (!ev->on)
		return react;
	char budget[64];
	snprintf(budget, sizeof budget, visits ? " or %ld visits" : "", visits);
	return react | app_message(a, "Asking %s for its view of the position, for %g s%s a position (A or analyse "
				   "off stops it)...", ev->seat >= 0 ? engines_name(a, (enum color)ev->seat) : "the engine",
				   seconds, budget) | REACT_ALL;
}

/* --- drawing ---------------------------------------------------------------------------------------------- */

void engine_view_marks(const struct app *a, struct view *v)
{
	const struct engine_view *ev = view_of(a);
	const struct board *b = v->board;

	if (!ev->on || !ev->has || !view_current(a, ev))
		return;
	if (v->marks.label != v->label) {   /* the mode's labels, copied where ours join them */
		if (v->marks.label)
			memcpy(v->label, v->marks.label, sizeof v->label);
		else
			memset(v->label, 0, sizeof v->label);
		v->marks.label = v->label;
	}
	for (int i = 0; i < ev->an->n && i < VIEW_LABELS; i++) {
		int p = ev->an->c[i].point;
		if (p == BOARD_PASS || b->color[p] != EMPTY || v->label[p] || (v->marks.markup && v->marks.markup[p]))
			continue;
		v->label[p] = (uint32_t)('1' + i);
	}
	if (ev->an->has_ownership && !v->marks.ownership) {
		BOARD_FOREACH(b, p)
			v->ownership[p] = (int8_t)lround(100 * ev->an->ownership[p]);
		v->marks.ownership = v->ownership;
	}
}

const char *engine_view_text(const struct app *a, char *buf, size_t len)
{
	const struct engine_view *ev = view_of(a);
	char line[160], words[96];
	size_t n = 0;

	buf[0] = '\0';
	if (!ev->on && !ev->has)
		return buf;
	double took = (ev->state == STATE_ASKING ? mono_seconds() : ev->last) - ev->asked;
	const char *where = !ev->on ? "off" : ev->state == STATE_LISTING ? "asking what it can do"
			  : ev->state == STATE_ASKING ? "thinking" : "done";
	n += (size_t)snprintf(buf + n, len - n, "Engine %s (%s%s%s, %.0f s)", ev->name, ev->how, ev->how[0] ? ", " : "",
			      where, took < 0 ? 0 : took);
	if (ev->lines && n < len)
		n += (size_t)snprintf(buf + n, len - n, ", %ld visits", view_visits(ev));
	if (ev->an->has_estimate && n < len)
		n += (size_t)snprintf(buf + n, len - n, "\nScore %s", view_estimate_str(ev->an, words, sizeof words));
	if (ev->state == STATE_ASKING && !ev->has && n < len && mono_seconds() - ev->last >= ENGINE_VIEW_SLOW)
		n += (size_t)snprintf(buf + n, len - n, "\nNo word from it for %.0f s (slow?)",
				      mono_seconds() - ev->last);
	for (int i = 0; i < ev->an->n && n < len; i++)
		n += (size_t)snprintf(buf + n, len - n, "\n%c %s", i < VIEW_LABELS ? '1' + i : ' ',
				      analysis_candidate_str(&ev->board, &ev->an->c[i], line, sizeof line));
	if (ev->an->has_ownership && n < len)
		n += (size_t)snprintf(buf + n, len - n, "\nIts ownership is the overlay.");
	if (ev->trouble[0] && n < len)
		snprintf(buf + n, len - n, "\nTrouble: %s", ev->trouble);
	return buf;
}

int engine_view_panel(const struct app *a, struct screen *s, int y, int x, int w, int bottom)
{
	char text[4096];

	engine_view_text(a, text, sizeof text);
	if (!text[0] || y >= bottom)
		return y;
	return y + view_text(s, y, x, w, bottom - y, text, STYLE_PLAIN);
}

bool engine_view_point(const struct app *a, const struct sgf_node *node, struct course_point *out)
{
	const struct engine_view *ev = view_of(a);

	return ev->has && ev->node == node && analysis_course_point(ev->an, out);
}
