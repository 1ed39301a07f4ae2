/* course_graph.c: the game's course in review: the graph and the decisive moves (see course_graph.h). */
#include "config.h"

#include "tui/term/course_graph.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/atomic.h"
#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/shared/course_cache.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/engine_course.h"
#include "tui/term/engines.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

#define COURSE_SCALE_MIN 10.0   /* the graph's scale never shows less than ten points each way */

/* The service's state: the document's course, whether the graph is shown, an export that waits. */
struct course_state {
	struct course_cache *cache;
	bool background;
	bool shown;
	bool engine;              /* the engine's course is shown rather than the judgement's */
	int reviews;              /* review modes on the stack (course_graph_reviewing) */
	char *export_path;        /* the file to write once the course is complete, or NULL */
	char *export_as;          /* as the user typed it, for the message */
};

static struct course_state *course_of(const struct app *a)
{
	return app_service(a, &course_service);
}

static void *course_create(const struct app_options *opt)
{
	struct course_state *st = xcalloc(1, sizeof *st);

	st->background = opt->background;
	st->cache = course_cache_new(opt->background);
	return st;
}

static void course_destroy(void *data)
{
	struct course_state *st = data;

	course_cache_free(st->cache);
	free(st->export_path);
	free(st->export_as);
	free(st);
}

/* Another document: its own course (the last one's jobs stopped). */
static void course_adopted(struct app *a, void *data)
{
	struct course_state *st = data;

	(void)a;
	course_cache_free(st->cache);
	st->cache = course_cache_new(st->background);
	free(st->export_path);
	free(st->export_as);
	st->export_path = st->export_as = NULL;
}

/* Is the judgement's course asked for: its graph shown in review, or an export waiting for it? */
static bool course_wanted(const struct app *a, const struct course_state *st)
{
	/* the engine's course shown: tengen's own where no engine was asked (the graph shows it then) */
	return st->export_path || (st->shown && (!st->engine || !engine_course_cache(a)) && st->reviews > 0);
}

/* The course the graph shows: the engine's where it is asked for and an engine is there. */
static const struct course_cache *course_shown(const struct app *a)
{
	const struct course_state *st = course_of(a);
	const struct course_cache *e = st->engine ? engine_course_cache(a) : NULL;

	return e ? e : st->cache;
}

static bool course_engine_shown(const struct app *a)
{
	return course_shown(a) != course_of(a)->cache;
}

/* The review written to the waiting export's file. */
static int course_write(struct app *a, struct course_state *st)
{
	char err[512];
	char *text = course_cache_review(st->cache, app_document_const(a), err, sizeof err);
	int rc = text ? atomic_write(st->export_path, text, strlen(text), err, sizeof err) : -1;
	int nsw;

	free(text);
	course_cache_swings(st->cache, &nsw);
	if (rc != 0)
		app_error(a, "export review: %s", err);
	else
		app_message(a, "Wrote %s: the game with the estimate at each of its %d moves and the %d move%s that "
			    "decided it, as comments.", st->export_as, course_cache_moves(st->cache), nsw,
			    nsw == 1 ? "" : "s");
	free(st->export_path);
	free(st->export_as);
	st->export_path = st->export_as = NULL;
	return rc;
}

static int course_tick(struct app *a, void *data, int wait_ms)
{
	struct course_state *st = data;

	(void)wait_ms;
	engine_course_want(a, st->engine && st->shown && st->reviews > 0);
	if (!course_wanted(a, st))
		return REACT_NONE;
	course_cache_follow(st->cache, app_document(a));
	int react = course_cache_work(st->cache, app_document(a)) ? REACT_ALL : REACT_NONE;
	if (st->export_path && react && !course_cache_complete(st->cache))   /* how far it has got */
		app_message(a, "export review: %d of %d moves estimated; %s follows.", course_cache_known(st->cache),
			    course_cache_moves(st->cache) + 1, st->export_as);
	else if (st->export_path && react)
		app_message(a, "export review: the course is in; the judgement's preferred moves follow, then %s.",
			    st->export_as);
	if (st->export_path && course_cache_complete(st->cache) && !course_cache_busy(st->cache)) {
		course_write(a, st);
		react |= REACT_ALL;
	}
	return react;
}

static bool course_busy(const struct app *a, const void *data)
{
	const struct course_state *st = data;

	return course_wanted(a, st) && course_cache_busy(st->cache);
}

const struct app_service course_service = {
	.name = "course",
	.create = course_create,
	.destroy = course_destroy,
	.adopted = course_adopted,
	.tick = course_tick,
	.busy = course_busy,
};

struct course_cache *course_graph_cache(struct app *a)
{
	struct course_state *st = course_of(a);

	course_cache_follow(st->cache, app_document(a));
	return st->cache;
}

/* The course shown, followed to the document as it is now. */
static const struct course_cache *course_graph_shown_cache(struct app *a)
{
	course_graph_cache(a);
	if (course_engine_shown(a))
		engine_course_follow(a);
	return course_shown(a);
}

bool course_graph_engine(const struct app *a)
{
	return course_of(a)->engine;
}

int course_graph_show_engine(struct app *a, bool on)
{
	struct course_state *st = course_of(a);

	if (on && !engines_present(a))
		return app_error(a, "The engine's course needs an engine at the board (--hint CMD, or engine hint CMD).");
	st->engine = on;
	st->shown = true;
	engine_course_want(a, on && st->reviews > 0);
	if (!on) {
		course_cache_follow(st->cache, app_document(a));
		course_cache_work(st->cache, app_document(a));
		return app_message(a, "The course by tengen's own estimate (G: the engine's).") | REACT_ALL;
	}
	int seat = engines_adviser(a);
	const char *name = *engine_course_name(a) ? engine_course_name(a)
			 : seat >= 0 ? engines_name(a, (enum color)seat) : "the engine at the board";
	return app_message(a, "The course by %s: its estimate of every position of the line, asked one after "
			   "another beside the board (G: tengen's own).", name) | REACT_ALL;
}

void course_graph_reviewing(struct app *a, bool on)
{
	course_of(a)->reviews += on ? 1 : -1;
}

bool course_graph_shown(const struct app *a)
{
	return course_of(a)->shown;
}

void course_graph_show(struct app *a, bool on)
{
	struct course_state *st = course_of(a);

	st->shown = on;
	if (on) {   /* at once where it may not run beside the board */
		course_cache_follow(st->cache, app_document(a));
		course_cache_work(st->cache, app_document(a));
	}
}

int course_graph_export(struct app *a, const char *path, const char *shown_as)
{
	struct course_state *st = course_of(a);

	free(st->export_path);
	free(st->export_as);
	st->export_path = xstrdup(path);
	st->export_as = xstrdup(shown_as);
	course_cache_follow(st->cache, app_document(a));
	course_cache_work(st->cache, app_document(a));
	if (!course_cache_busy(st->cache))
		return course_write(a, st) == 0 ? 0 : -1;
	app_message(a, "export review: estimating the moves beside the board (%d of %d so far); %s follows.",
		    course_cache_known(st->cache), course_cache_moves(st->cache) + 1, shown_as);
	return 1;
}

/* --- the graph ----------------------------------------------------------------------------------------- */

int course_graph_rows_below(const struct layout *l)
{
	int below = l->msg_y - (l->board_y + l->size + 2);

	return l->panel && below >= 5 ? below : 0;
}

/* The move the board shows: the course's index of the current node. */
static int course_here(const struct app *a)
{
	const struct game *g = app_game(a);
	const struct move *m = game_move(g, game_moves(g));

	return game_moves(g) - (m && m->action == ACTION_RESIGN);
}

static void course_cell(struct screen *s, int y, int x, uint32_t ch, enum style st)
{
	if (y < 0 || y >= s->rows || x < 0 || x >= s->cols)
		return;
	s->cells[y * s->cols + x] = (struct screen_cell){ ch, (uint8_t)st };
}

/* The graph's scale: the largest lead of the line, to five points, at least COURSE_SCALE_MIN. */
static double course_scale(const struct course_cache *c)
{
	double most = COURSE_SCALE_MIN;

	for (int k = 0; k <= course_cache_moves(c); k++) {
		const struct course_point *p = course_cache_point(c, k);
		if (p && fabs(p->margin) > most)
			most = fabs(p->margin);
	}
	return ceil(most / 5) * 5;
}

/* The braille dot of column dx (0, 1) and row dy (0..3) of a cell. */
static uint32_t course_dot(int dx, int dy)
{
	static const uint32_t dots[2][4] = { { 0x01, 0x02, 0x04, 0x40 }, { 0x08, 0x10, 0x20, 0x80 } };

	return dots[dx][dy];
}

/* Where a value goes, from the top dot row 0 to rows - 1, the zero line between rows/2 - 1 and rows/2. */
static int course_row(double v, double scale, int rows)
{
	int r = rows / 2 - (int)lround(v / scale * (rows / 2));

	if (v > 0 && r >= rows / 2)
		r = rows / 2 - 1;   /* a lead shows, however small */
	return r < 0 ? 0 : r >= rows ? rows - 1 : r;
}

/* The point the graph draws at sample i of n samples (n >= 2) into out, or NULL when it is not
 * known yet: the mean of the estimate after move k and the one before it.  The judgement does not
 * count the move in hand, so the estimate after a move leans towards the player who made it by about
 * half a move's worth, and a line of raw estimates zigzags from move to move; the mean of two
 * successive estimates cancels that lean (the caption and the decisive moves keep the raw figures).
 * GNU Go's estimate_score leans alike; an engine's search (a score lead) does not, and is drawn raw. */
static const struct course_point *course_sample(const struct course_cache *c, int i, int n, int *k,
						struct course_point *out)
{
	*k = (int)lround((double)i * course_cache_moves(c) / (n - 1));
	const struct course_point *p = course_cache_point(c, *k);
	const struct course_point *q = *k > 0 ? course_cache_point(c, *k - 1) : NULL;

	if (!p)
		return NULL;
	*out = *p;
	if (q && !p->in_hand) {   /* a search's score lead counts the move in hand already */
		out->margin = (p->margin + q->margin) / 2;
		out->lower = (p->lower + q->lower) / 2;
		out->upper = (p->upper + q->upper) / 2;
	}
	return out;
}

/* Braille: two samples a column and four dot rows a row; the area between the zero line and the
 * estimate in its leader's colour, the bounds of its range as light dots where the area leaves the
 * cell free, the zero line light. */
static void course_braille(const struct course_cache *c, struct screen *s, int y, int x, int h, int w,
			   double scale, int here_col)
{
	int rows = 4 * h, n = 2 * w;
	uint32_t *strong = xcalloc((size_t)(h * w), sizeof *strong), *light = xcalloc((size_t)(h * w), sizeof *light);
	int8_t *side = xcalloc((size_t)(h * w), sizeof *side);

	for (int i = 0; i < n; i++) {
		int k, col = i / 2;
		struct course_point mean;
		const struct course_point *p = course_sample(c, i, n, &k, &mean);
		light[(rows / 2 - 1) / 4 * w + col] |= course_dot(i % 2, (rows / 2 - 1) % 4);   /* the zero line */
		if (!p)
			continue;
		int hi = course_row(fmax(p->upper, p->lower), scale, rows), lo = course_row(fmin(p->upper, p->lower), scale, rows);
		if (fmax(p->upper, p->lower) < scale)   /* a bound beyond the scale is not drawn at its edge */
			light[hi / 4 * w + col] |= course_dot(i % 2, hi % 4);
		if (fmin(p->upper, p->lower) > -scale)
			light[lo / 4 * w + col] |= course_dot(i % 2, lo % 4);
		int at = course_row(p->margin, scale, rows);
		int from = p->margin > 0 ? at : rows / 2, to = p->margin > 0 ? rows / 2 - 1 : at;
		for (int r = from; r <= to && fabs(p->margin) >= 0.25; r++) {
			strong[r / 4 * w + col] |= course_dot(i % 2, r % 4);
			side[r / 4 * w + col] = p->margin > 0 ? 1 : -1;
		}
	}
	for (int r = 0; r < h; r++)
		for (int col = 0; col < w; col++) {
			int i = r * w + col;
			uint32_t bits = strong[i] ? strong[i] : light[i];
			enum style st = side[i] > 0 ? STYLE_TERR_BLACK : side[i] < 0 ? STYLE_TERR_WHITE : STYLE_GRID;
			if (col == here_col)
				course_cell(s, y + r, x + col, strong[i] ? 0x2800 + strong[i] : 0x2502, STYLE_CURSOR);
			else
				course_cell(s, y + r, x + col, bits ? 0x2800 + bits : ' ', st);
		}
	free(strong);
	free(light);
	free(side);
}

/* ASCII: a sample a column, a level a row: X above the zero line for Black's lead, O below for
 * White's, : the range, _ the zero line, | the current move. */
static void course_ascii(const struct course_cache *c, struct screen *s, int y, int x, int h, int w,
			 double scale, int here_col)
{
	for (int col = 0; col < w; col++) {
		int k;
		struct course_point mean;
		const struct course_point *p = course_sample(c, col, w, &k, &mean);
		for (int r = 0; r < h; r++) {
			uint32_t ch = r == h / 2 - 1 ? '_' : ' ';
			enum style st = STYLE_GRID;
			if (p) {
				int at = course_row(p->margin, scale, h);
				int hi = course_row(fmax(p->upper, p->lower), scale, h), lo = course_row(fmin(p->upper, p->lower), scale, h);
				if ((r == hi && fmax(p->upper, p->lower) < scale) || (r == lo && fmin(p->upper, p->lower) > -scale))
					ch = ':';
				if (p->margin > 0 && fabs(p->margin) >= 0.25 && r >= at && r < h / 2)
					ch = 'X', st = STYLE_TERR_BLACK;
				else if (p->margin < 0 && fabs(p->margin) >= 0.25 && r >= h / 2 && r <= at)
					ch = 'O', st = STYLE_TERR_WHITE;
			}
			if (col == here_col)
				course_cell(s, y + r, x + col, ch == ' ' || ch == '_' || ch == ':' ? '|' : ch, STYLE_CURSOR);
			else
				course_cell(s, y + r, x + col, ch, st);
		}
	}
}

/* A margin as the graph's caption says it: "B+3.5", "W+12", "even". */
static const char *course_margin(double m, char *buf, size_t len)
{
	double r = round(fabs(m) * 2) / 2;

	if (r == 0)
		snprintf(buf, len, "even");
	else
		snprintf(buf, len, r == floor(r) ? "%c+%.0f" : "%c+%.1f", m > 0 ? 'B' : 'W', r);
	return buf;
}

void course_graph_draw(const struct app *a, struct screen *s, int y, int x, int h, int w)
{
	const struct course_cache *c = course_shown(a);
	bool ascii = app_look_const(a)->ascii, engine = course_engine_shown(a);
	int n = course_cache_moves(c), here = course_here(a), known = course_cache_known(c);
	char line[160], m[24];

	if (h < 3 || w < 12)
		return;
	int gh = (h - 1) & ~1;   /* an even number of rows: the zero line between two */
	double scale = course_scale(c);
	const struct course_point *p = course_cache_point(c, here);
	char title[64];   /* whose course: the engine's by its name ("GNU Go 3.8") where it fits */
	const char *name = engine_course_name(a);
	snprintf(title, sizeof title, "%s", !engine ? "Course" : screen_width(name) <= w - 18 && screen_width(name) < 32 ? name : "Engine");
	if (p)
		snprintf(line, sizeof line, "%s  move %d: %s", title, here, course_margin(p->margin, m, sizeof m));
	else
		snprintf(line, sizeof line, "%s  move %d", title, here);
	screen_put(s, y, x, line, STYLE_BOLD, w);
	int used = screen_width(line) + 2;
	if (engine && *engine_course_trouble(a))
		snprintf(line, sizeof line, "stopped");
	else if (known < n + 1 && !course_cache_complete(c))
		snprintf(line, sizeof line, "%s%d/%d", w - used < 18 ? "" : engine ? "asking " : "estimating ", known, n + 1);
	else
		/* the short form never reads as the estimate's range beside it */
		if (w - used >= 18)
			snprintf(line, sizeof line, "scale %s%.0f pts", ascii ? "+-" : "±", scale);
		else
			snprintf(line, sizeof line, "scale %.0f", scale);
	int lw = screen_width(line);
	if (used + lw <= w)
		screen_put(s, y, x + w - lw, line, STYLE_DIM, lw);
	int samples = ascii ? w : 2 * w;
	int here_col = n > 0 ? (int)lround((double)here * (samples - 1) / n) / (ascii ? 1 : 2) : 0;
	if (ascii)
		course_ascii(c, s, y + 1, x, gh, w, scale, here_col);
	else
		course_braille(c, s, y + 1, x, gh, w, scale, here_col);
	if (known < n + 1 && n > 0 && !course_cache_complete(c)) {   /* where the estimates have got to */
		int k = 0;
		while (k <= n && course_cache_point(c, k))
			k++;
		int col = (int)lround((double)k * (samples - 1) / n) / (ascii ? 1 : 2);
		course_cell(s, y + gh / 2, x + col, ascii ? '>' : 0x25B8, STYLE_DIM);
	}
}

/* --- the decisive moves -------------------------------------------------------------------------------- */

/* The decisive move at move k, or -1. */
static int course_swing_at(const struct course_cache *c, int k)
{
	int nsw;
	const struct course_swing *sw = course_cache_swings(c, &nsw);

	for (int i = 0; i < nsw; i++)
		if (sw[i].move == k)
			return i;
	return -1;
}

/* How sure the estimate is of a difference d when its ranges leave doubt. */
static const char *course_sureness(double d, double doubt)
{
	return d >= 2 * doubt ? "fairly sure" : d >= doubt ? "likely" : "unsure (within the range)";
}

int course_graph_decisive(const struct app *a, struct screen *s, int y, int x, int h, int w)
{
	const struct course_cache *c = course_shown(a);
	const struct board *b = game_board(app_game(a));
	int nsw, row = 0, here = course_here(a);
	const struct course_swing *sw = course_cache_swings(c, &nsw);
	char line[200], v[8];

	if (h < 1)
		return 0;
	if (course_engine_shown(a) && *engine_course_trouble(a))   /* the engine's course stopped: why */
		return view_text(s, y, x, w, h, engine_course_trouble(a), STYLE_DIM);
	if (!sw) {
		screen_put(s, y, x, "Decisive moves: once all are in", STYLE_DIM, w);
		return 1;
	}
	if (nsw == 0) {
		screen_put(s, y, x, "No move lost 2 points or more by the estimate", STYLE_DIM, w);
		return 1;
	}
	screen_put(s, y + row++, x, w >= 36 ? "Decisive moves (d next, D before)" : "Decisive (d next, D before)", STYLE_BOLD, w);
	int at = course_swing_at(c, here), lines = h - row - (at >= 0 ? 2 : 0);
	int order[COURSE_CACHE_SWINGS], first = 0;   /* in the order of the game, the one here in view */
	for (int i = 0; i < nsw; i++) {
		int j = i;
		for (; j > 0 && sw[order[j - 1]].move > sw[i].move; j--)
			order[j] = order[j - 1];
		order[j] = i;
	}
	for (int i = 0; i < nsw; i++)
		if (order[i] == at && i >= lines)
			first = i - lines + 1;
	for (int j = first; j < nsw && j < first + lines; j++) {
		int i = order[j];
		board_vertex_str(b, sw[i].point, v);
		snprintf(line, sizeof line, w >= 34 ? "move %d %c %s: lost about %.0f (%s%.0f)" : "%d %c %s: lost %.0f (%s%.0f)",
			 sw[i].move, sw[i].color == BLACK ? 'B' : 'W', v, sw[i].loss,
			 app_look_const(a)->ascii ? "+-" : "±", sw[i].doubt);
		screen_put(s, y + row++, x, line, i == at ? STYLE_SELECT : STYLE_PLAIN, w);
	}
	if (at < 0 || row >= h)
		return row;
	const struct course_choice *ch = course_cache_choice(c, at);
	if (!ch) {
		snprintf(line, sizeof line, course_engine_shown(a) ? "Better here: asking the engine" :
			 "Better here: reading the candidates");
	} else if (ch->point == COURSE_CACHE_NO_MOVE) {
		snprintf(line, sizeof line, "Better here: the engine named no move");
	} else if (ch->gain <= 0 || ch->point == sw[at].point) {
		snprintf(line, sizeof line, "Better here: nothing among the moves tried");
	} else {
		board_vertex_str(b, ch->point, v);
		snprintf(line, sizeof line, "Better %s %s: about %.0f more; %s", v,
			 app_look_const(a)->ascii ? "0" : "◯", ch->gain, course_sureness(ch->gain, sw[at].doubt));
	}
	return row + view_text(s, y + row, x, w, h - row, line, STYLE_PLAIN);
}

void course_graph_marks(const struct app *a, struct view *v)
{
	const struct course_cache *c = course_shown(a);
	int at = course_swing_at(c, course_here(a));
	const struct course_choice *ch = at >= 0 ? course_cache_choice(c, at) : NULL;

	if (!ch || ch->gain <= 0 || !board_on(v->board, ch->point) || v->board->color[ch->point] != EMPTY)
		return;
	if (v->marks.markup != v->markup) {   /* the node's own marks, copied: they are the mode's */
		if (v->marks.markup)
			memcpy(v->markup, v->marks.markup, sizeof v->markup);
		else
			memset(v->markup, 0, sizeof v->markup);
		v->marks.markup = v->markup;
	}
	v->markup[ch->point] = VIEW_MARK_CR;
}

int course_graph_step(struct app *a, int dir)
{
	const struct course_cache *c = course_graph_shown_cache(a);
	int nsw, here = course_here(a), best = 0;
	const struct course_swing *sw = course_cache_swings(c, &nsw);

	if (!sw) {
		app_error(a, "The decisive moves follow the course: %d of %d moves estimated so far%s.",
			  course_cache_known(c), course_cache_moves(c) + 1, course_graph_shown(a) ? "" : " (g shows it)");
		return 0;
	}
	for (int i = 0; i < nsw; i++) {
		int k = sw[i].move;
		if ((dir > 0 && k > here && (!best || k < best)) || (dir < 0 && k < here && (!best || k > best)))
			best = k;
	}
	if (!best)
		app_error(a, nsw ? "No decisive move %s this one." : "No move lost 2 points or more by the estimate.",
			  dir > 0 ? "after" : "before");
	return best;
}
