/* engine_course.c: an engine's course of the game, asked position by position (see engine_course.h). */
#include "config.h"

#include "tui/term/engine_course.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/mono.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/gtp/analysis.h"
#include "tui/shared/course_cache.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/engine_view.h"
#include "tui/term/engines.h"

#define COURSE_ENGINE_INTERVAL 10   /* centiseconds between two lines of a stream */

struct engine_course {
	bool wanted;
	struct course_cache *cache;     /* fed; NULL until an engine is asked */
	int seat;                       /* the engine asked, or -1 */
	unsigned serial;                /* engines_serial of its seat when first asked */
	char name[128];
	bool stopped;                   /* it refused, or can say nothing of use: asked no more */
	char trouble[600];
	/* the question out */
	bool asking;
	int question;
	int k;                          /* the position after move k of the line */
	unsigned stamp;
	bool best_only;                 /* its best move alone (the points are in) */
	bool stream, ended;
	int owed;
	enum analysis_format format;
	enum color to_move;
	struct board board;
	double asked;
	struct analysis *an;
	bool has;
	int silent;                     /* streams in a row that ended without a line */
};

static void *course_create(const struct app_options *opt)
{
	struct engine_course *ec = xcalloc(1, sizeof *ec);

	(void)opt;
	ec->an = xcalloc(1, sizeof *ec->an);
	ec->seat = -1;
	return ec;
}

static void course_destroy(void *data)
{
	struct engine_course *ec = data;

	if (ec) {
		course_cache_free(ec->cache);
		free(ec->an);
	}
	free(ec);
}

static struct engine_course *course_of(const struct app *a) { return app_service(a, &engine_course_service); }

/* Forget the engine and its course (another document, or its engine left the board). */
static void course_forget(struct app *a, struct engine_course *ec)
{
	if (ec->asking && ec->stream && !ec->ended && ec->seat >= 0)
		engines_view_end(a, (enum color)ec->seat, ec->question);
	course_cache_free(ec->cache);
	ec->cache = NULL;
	ec->seat = -1;
	ec->asking = false;
	ec->stopped = false;
	ec->silent = 0;
	ec->trouble[0] = '\0';
	ec->name[0] = '\0';
}

static void course_adopted(struct app *a, void *data)
{
	course_forget(a, data);
}

/* The course stops, said in words (the graph's caption and the message line). */
static int course_stop(struct app *a, struct engine_course *ec, const char *fmt, const char *what)
{
	ec->stopped = true;
	ec->asking = false;
	snprintf(ec->trouble, sizeof ec->trouble, fmt, ec->name, what);
	return app_error(a, "The engine's course stops: %s", ec->trouble) | REACT_ALL;
}

/* --- asking -------------------------------------------------------------------------------------------- */

static int course_answer(struct app *a, int question, enum engine_answer r, const char *text, const char *asked);

/* The question for the position ec is at, by what the engine lists (engine_course.h 1.-3.): 1 when
 * sent, 0 when there is nothing to ask there (no best move to be had), -1 when it could not be. */
static int course_send(struct app *a, struct engine_course *ec, const struct game *g, unsigned can)
{
	enum color seat = (enum color)ec->seat;
	const char *who = color_str(ec->to_move);
	unsigned top = ec->to_move == BLACK ? ENGINES_CAN_TOP_BLACK : ENGINES_CAN_TOP_WHITE;

	ec->stream = can & (ENGINES_CAN_KATA | ENGINES_CAN_LZ);
	ec->format = can & ENGINES_CAN_KATA ? ANALYSIS_KATA : ANALYSIS_LZ;
	ec->ended = false;
	ec->owed = 1;
	if (ec->stream)
		return engines_ask_view(a, seat, g, ec->question, true, course_answer, "%s %s %d",
					can & ENGINES_CAN_KATA ? "kata-analyze" : "lz-analyze", who,
					COURSE_ENGINE_INTERVAL) == 0 ? 1 : -1;
	if (!ec->best_only)
		return engines_ask_view(a, seat, g, ec->question, false, course_answer, "estimate_score") == 0 ? 1 : -1;
	if (!(can & top))
		return 0;
	return engines_ask_view(a, seat, g, ec->question, false, course_answer, "top_moves_%s", who) == 0 ? 1 : -1;
}

/* Ask about the next position the course wants (engine_course.h): the document's line is walked to
 * it and back. */
static int course_ask(struct app *a, struct engine_course *ec, unsigned can)
{
	int k = course_cache_next_wanted(ec->cache, &ec->stamp, &ec->best_only);

	if (k < 0)
		return REACT_NONE;
	struct document *d = app_document(a);
	int went = document_forward(d, document_ahead(d));
	struct game *g = (struct game *)document_game(d);   /* moved to move k and put back */
	int was = game_moves(g);
	if (k > was || game_goto(g, k) != 0 || !engines_can_tell(g)) {
		/* beyond where the record could be played, or past stones set up after the first move, which
		 * GTP cannot tell: no point there */
		game_goto(g, was);
		document_back(d, went);
		course_cache_put(ec->cache, ec->stamp, k, NULL, COURSE_CACHE_NO_MOVE);
		return course_cache_work(ec->cache, d) ? REACT_ALL : REACT_NONE;
	}
	ec->k = k;
	ec->to_move = game_to_move(g);
	ec->board = *game_board(g);
	ec->question = engines_view_question(a);
	ec->asked = mono_seconds();
	ec->has = false;
	memset(ec->an, 0, sizeof *ec->an);
	int rc = course_send(a, ec, g, can);
	game_goto(g, was);
	document_back(d, went);
	if (rc == 0) {   /* no best move to be had there */
		course_cache_put(ec->cache, ec->stamp, k, NULL, COURSE_CACHE_NO_MOVE);
		return course_cache_work(ec->cache, d) ? REACT_ALL : REACT_NONE;
	}
	if (rc < 0) {   /* it could not be told the game (said): it left the board */
		course_cache_unask(ec->cache, ec->stamp, k, ec->best_only);
		ec->stopped = true;
		snprintf(ec->trouble, sizeof ec->trouble, "%s could not be told the game", ec->name);
		return REACT_ALL;
	}
	ec->asking = true;
	return REACT_NONE;
}

/* The engine to ask (the one asked so far while it stays at the board: the adviser changes with the
 * player to move where both seats have engines) and what it lists: true when the course may be
 * asked now. */
static bool course_engine(struct app *a, struct engine_course *ec, unsigned *can, int *react)
{
	int seat = ec->seat >= 0 ? ec->seat : engines_adviser(a);

	if (seat < 0 || engines_waiting(a, (enum color)seat))
		return false;   /* none, or it owes the board a move or a hint: its game is not to be moved */
	if (ec->seat != seat || ec->serial != engines_serial(a, (enum color)seat)) {   /* another engine */
		course_forget(a, ec);
		ec->seat = seat;
		ec->serial = engines_serial(a, (enum color)seat);
		ec->cache = course_cache_new_fed();
	}
	snprintf(ec->name, sizeof ec->name, "%s", engines_name(a, (enum color)seat));
	if (!engines_listed(a, (enum color)seat, can))
		return false;
	if (!(*can & (ENGINES_CAN_KATA | ENGINES_CAN_LZ | ENGINES_CAN_ESTIMATE))) {
		*react |= course_stop(a, ec, "%s lists none of kata-analyze, lz-analyze and estimate_score%s", "");
		return false;
	}
	return true;
}

/* --- its answers ---------------------------------------------------------------------------------------- */

/* Every answer in: the point and the best move to the course. */
static int course_done(struct app *a, struct engine_course *ec)
{
	struct course_point p;
	bool point = !ec->best_only && ec->has && analysis_course_point(ec->an, &p);
	int best = ec->has && ec->an->n > 0 ? ec->an->c[0].point : COURSE_CACHE_NO_MOVE;

	ec->asking = false;
	course_cache_follow(ec->cache, app_document(a));   /* an answer for a line changed since is dropped */
	if (ec->stream && !ec->ended) {   /* cut short by another question (the view's): asked again */
		course_cache_unask(ec->cache, ec->stamp, ec->k, ec->best_only);
		return REACT_NONE;
	}
	if (ec->stream && !ec->has) {   /* its budget spent without a line */
		if (++ec->silent >= 3)
			return course_stop(a, ec, "%s ended its %s without a line, three times", ec->format == ANALYSIS_KATA ?
					   "kata-analyze" : "lz-analyze");
		course_cache_unask(ec->cache, ec->stamp, ec->k, ec->best_only);
		return REACT_NONE;
	}
	ec->silent = 0;
	if (!ec->best_only && !point && ec->has && ec->stream)
		return course_stop(a, ec, "%s gives win rates without a score lead%s, and the course is a graph of the "
				   "score", "");
	course_cache_put(ec->cache, ec->stamp, ec->k, point ? &p : NULL, best);
	course_cache_work(ec->cache, app_document(a));
	return REACT_ALL;
}

static int course_answer(struct app *a, int question, enum engine_answer r, const char *text, const char *asked)
{
	struct engine_course *ec = course_of(a);
	char err[300], quoted[TEXT_QUOTE_MAX + 8];

	if (question != ec->question || !ec->asking)
		return REACT_NONE;   /* about a course dropped since */
	if (r == ENGINE_LINE) {
		if (analysis_parse_info(&ec->board, ec->to_move, ec->format, text, ec->an, err, sizeof err) == 0)
			ec->has = true;
		return REACT_NONE;
	}
	if (r == ENGINE_GONE || r == ENGINE_GARBAGE) {   /* engines.c says why, and stops it */
		ec->asking = false;
		return REACT_ALL;
	}
	if (r == ENGINE_FAILED)
		return course_stop(a, ec, "%s refused %s", text_escape(quoted, sizeof quoted, asked, TEXT_QUOTE_MAX));
	if (!ec->stream) {
		int rc = ec->best_only ? analysis_parse_top_moves(&ec->board, text, ec->an, err, sizeof err)
			 : analysis_parse_estimate(text, ec->an, err, sizeof err);
		if (rc != 0)
			return course_stop(a, ec, "%s's answer could not be read: %s", err);
		ec->has = true;
	}
	return --ec->owed > 0 ? REACT_NONE : course_done(a, ec);
}

/* --- the service ------------------------------------------------------------------------------------ */

static bool course_spent(const struct engine_course *ec)
{
	long visits = 0;

	for (int i = 0; i < ec->an->n; i++)
		visits += ec->an->c[i].visits > 0 ? ec->an->c[i].visits : 0;
	return mono_seconds() - ec->asked >= COURSE_ENGINE_SECONDS || visits >= COURSE_ENGINE_VISITS;
}

static int course_tick(struct app *a, void *data, int wait_ms)
{
	struct engine_course *ec = data;
	int react = REACT_NONE;
	unsigned can = 0;

	(void)wait_ms;
	if (ec->seat >= 0 && (ec->serial != engines_serial(a, (enum color)ec->seat) ||
			      !engines_name(a, (enum color)ec->seat))) {
		course_forget(a, ec);   /* its engine left the board (engines.c said why) */
		react |= REACT_ALL;
	}
	if (ec->wanted && ec->cache)
		course_cache_follow(ec->cache, app_document(a));
	if (ec->asking) {
		if (ec->stream && !ec->ended && course_spent(ec)) {
			engines_view_end(a, (enum color)ec->seat, ec->question);
			ec->ended = true;
		}
		return react;
	}
	if (!ec->wanted || (ec->cache && ec->stopped) || engine_view_asking(a))
		return react;   /* the view of the position at the board first */
	if (!course_engine(a, ec, &can, &react) || ec->stopped)
		return react;
	course_cache_follow(ec->cache, app_document(a));
	if (course_cache_work(ec->cache, app_document(a)))
		react |= REACT_ALL;
	return react | course_ask(a, ec, can);
}

/* Positions are owed: the main loop looks again soon (and a script waits for them). */
static bool course_busy(const struct app *a, const void *data)
{
	const struct engine_course *ec = data;

	(void)a;
	return ec->wanted && ec->seat >= 0 && !ec->stopped && (ec->asking || !ec->cache || course_cache_busy(ec->cache));
}

const struct app_service engine_course_service = {
	.name = "engine course",
	.create = course_create,
	.destroy = course_destroy,
	.adopted = course_adopted,
	.tick = course_tick,
	.busy = course_busy,
};

void engine_course_want(struct app *a, bool on)
{
	course_of(a)->wanted = on;
}

const struct course_cache *engine_course_cache(const struct app *a)
{
	return course_of(a)->cache;
}

void engine_course_follow(struct app *a)
{
	struct engine_course *ec = course_of(a);

	if (ec->cache)
		course_cache_follow(ec->cache, app_document(a));
}

const char *engine_course_name(const struct app *a)
{
	return course_of(a)->name;
}

const char *engine_course_trouble(const struct app *a)
{
	return course_of(a)->trouble;
}
