/* estimate.c: the estimate on the board (see estimate.h). */
#include "config.h"

#include "tui/term/estimate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/judge.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/xalloc.h"
#include "tui/shared/job.h"
#include "tui/term/app.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

struct estimate {
	struct job *job;                       /* the judgement running beside the board, or NULL */
	int spin;                              /* its progress mark's step */
	bool have;                             /* a judgement is in (of the position now unless a job runs) */
	/* the position judged */
	int size;
	uint8_t color[BOARD_MAX_POINTS];       /* its colouring: a mark is drawn only where it still holds */
	int moves;                             /* its move number */
	enum color to_move;
	bool playing;                          /* the game went on there */
	/* what the judgement made of it */
	struct life_analysis *analysis;        /* the analysis under it (on the heap), or NULL */
	struct judgement j;
	uint8_t status[BOARD_MAX_POINTS];      /* VIEW_DEAD, VIEW_SEKI, VIEW_UNSETTLED (at a first stone) */
	int seki;                              /* stones in seki */
};

/* What the job brings back: plain data from a child process (tui/shared/job.h). */
struct estimate_result {
	struct life_analysis analysis;         /* of the position, for the session (marking_install) */
	struct judgement j;
};

struct estimate *estimate_new(void)
{
	return xcalloc(1, sizeof(struct estimate));
}

void estimate_free(struct estimate *e)
{
	if (!e)
		return;
	job_free(e->job);
	free(e->analysis);
	free(e);
}

/* The job, in a child process with its own copy of the app: the analysis (from the session's cache
 * when it has it), then the judgement. */
static void estimate_job(void *out, const void *arg)
{
	struct app *a = (struct app *)arg;   /* the child's own copy: nothing is shared */
	struct estimate_result *res = out;

	res->analysis = *marking_analysis(app_marking(a));
	judge_game(app_game(a), &res->analysis, &res->j);   /* as every front end asks it */
}

/* The stones' marks: dead and seki as the analysis's marking takes them (the estimates of the chains
 * it left unsettled included, as the judgement counts them), ? at each chain whoever moves first
 * decides. */
static void estimate_status_marks(struct estimate *e, const struct board *b, const struct life_analysis *an)
{
	struct score_marking mk;

	life_marking(an, b, &mk);
	memset(e->status, 0, sizeof e->status);
	e->seki = 0;
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		enum score_status s = score_marking_get(&mk, p);
		e->status[p] = s == SCORE_DEAD ? VIEW_DEAD : s == SCORE_SEKI ? VIEW_SEKI : 0;
		e->seki += s == SCORE_SEKI;
	}
	for (int i = 0; i < an->nchains; i++)
		if (an->chains[i].status == LIFE_UNSETTLED && an->chains[i].estimate == LIFE_UNSETTLED)
			e->status[an->chains[i].point] |= VIEW_UNSETTLED;
}

/* The job is done: the analysis to the session, the judgement kept with the position it is of. */
static void estimate_take(struct app *a, struct estimate *e)
{
	const struct estimate_result *res = job_result(e->job);
	const struct game *g = app_game(a);
	const struct board *b = game_board(g);

	marking_install(app_marking(a), b, &res->analysis);
	if (!e->analysis)
		e->analysis = xmalloc(sizeof *e->analysis);
	memcpy(e->analysis, &res->analysis, sizeof *e->analysis);
	e->j = res->j;
	estimate_status_marks(e, b, &res->analysis);
	e->size = b->size;
	memcpy(e->color, b->color, sizeof e->color);
	e->moves = game_moves(g);
	e->to_move = game_to_move(g);
	e->playing = game_phase(g) == PHASE_PLAY;
	e->have = true;
	job_free(e->job);
	e->job = NULL;
}

int estimate_start(struct app *a, struct estimate *e)
{
	job_free(e->job);
	e->job = job_start(estimate_job, a, sizeof(struct estimate_result), !app_background(a));
	if (job_poll(e->job, 40) == JOB_DONE) {
		estimate_take(a, e);
		return REACT_ALL;
	}
	if (job_poll(e->job, 0) == JOB_FAILED) {   /* it could not start beside the board: here */
		job_free(e->job);
		e->job = job_start(estimate_job, a, sizeof(struct estimate_result), true);
		estimate_take(a, e);
		return REACT_ALL;
	}
	return REACT_ALL;
}

int estimate_tick(struct app *a, struct estimate *e)
{
	if (!e->job)
		return REACT_NONE;
	switch (job_poll(e->job, 0)) {
	case JOB_RUNNING:
		e->spin++;
		return REACT_PANEL;
	case JOB_DONE:
		estimate_take(a, e);
		return REACT_ALL;
	case JOB_FAILED:
		break;
	}
	return estimate_start(a, e);   /* its process died: again, or here when it cannot start */
}

bool estimate_busy(const struct estimate *e)
{
	return e->job != NULL;
}

bool estimate_current(const struct estimate *e)
{
	return e->have && !e->job;
}

void estimate_marks(const struct estimate *e, struct view *v)
{
	const struct board *b = v->board;

	if (!e->have || e->size != b->size)
		return;
	/* the last estimate's marks where its stones still stand (a point played since is nobody's) */
	BOARD_FOREACH(b, p) {
		bool same = b->color[p] == e->color[p];
		v->ownership[p] = same ? e->j.owner[p] : 0;
		v->status[p] = same ? e->status[p] : 0;
	}
	v->marks.ownership = v->ownership;
	v->marks.status = v->status;
}

const struct life_chain *estimate_chain_at(const struct estimate *e, const struct board *b, int p)
{
	if (!estimate_current(e) || e->size != b->size || !board_on(b, p) || b->color[p] == EMPTY ||
	    b->color[p] != e->color[p])
		return NULL;
	const struct life_chain *c = life_chain_at(e->analysis, p);
	return e->status[p] || (e->status[c->point] & VIEW_UNSETTLED) ? c : NULL;
}

/* --- words ------------------------------------------------------------------------------------------ */

/* A margin as the estimate says it, to the half point: "W+4.5", "B+2" (not "B+2.0"), "even". */
static const char *margin_words(double margin, char *buf, size_t len)
{
	judge_margin_str(margin, buf, len);
	if (!strcmp(buf, "0"))
		snprintf(buf, len, "even");
	size_t n = strlen(buf);
	if (n > 2 && !strcmp(buf + n - 2, ".0"))
		buf[n - 2] = '\0';
	return buf;
}

/* "between B+2 and W+11" (Black's bound first), "between W+3 and W+8" (the nearer first); "" when
 * there is no range. */
static const char *range_words(const struct judgement *j, char *buf, size_t len)
{
	char hi[16], lo[16];

	margin_words(j->upper, hi, sizeof hi);
	margin_words(j->lower, lo, sizeof lo);
	if (!strcmp(hi, lo))
		snprintf(buf, len, "%s", "");
	else if (j->lower > 0)   /* both Black's */
		snprintf(buf, len, "between %s and %s", lo, hi);
	else
		snprintf(buf, len, "between %s and %s", hi, lo);
	return buf;
}

/* "6 black stones", "6 black and 2 white stones", "no stone". */
static const char *dead_words(const struct judgement *j, char *buf, size_t len)
{
	int b = j->dead[BLACK], w = j->dead[WHITE];

	if (b && w)
		snprintf(buf, len, "%d black and %d white stone%s", b, w, w == 1 ? "" : "s");
	else if (b || w)
		snprintf(buf, len, "%d %s stone%s", b + w, b ? "black" : "white", b + w == 1 ? "" : "s");
	else
		snprintf(buf, len, "no stone");
	return buf;
}

/* ", 2 white stones of them in atari, counted as taken": the stones of the chains whoever moves first
 * decides that the player to move takes at once (rules/judge.h), or "". */
static const char *taken_words(const struct judgement *j, char *buf, size_t len)
{
	int b = j->taken[BLACK], w = j->taken[WHITE];

	buf[0] = '\0';
	if (b && w)
		snprintf(buf, len, ", %d black and %d white stones of them in atari, counted as taken", b, w);
	else if (b || w)
		snprintf(buf, len, ", %d %s stone%s of them in atari, counted as taken", b + w, b ? "black" : "white",
			 b + w == 1 ? "" : "s");
	return buf;
}

const char *estimate_sentence(const struct app *a, const struct estimate *e, bool open, char *buf, size_t len)
{
	char m[16], range[64], dead[64], critical[160] = "", taken[96], before[48] = "";

	(void)a;
	if (!e->have) {
		snprintf(buf, len, "Estimate: reading the position (the board does not wait for it).");
		return buf;
	}
	const struct judgement *j = &e->j;
	range_words(j, range, sizeof range);
	if (j->critical && open)
		snprintf(critical, sizeof critical, "; %d chain%s (?) whoever moves first decides%s", j->critical,
			 j->critical == 1 ? "" : "s", taken_words(j, taken, sizeof taken));
	if (e->job)
		snprintf(before, sizeof before, " (of move %d; reading this one)", e->moves);
	snprintf(buf, len, "Estimate%s, %s to play: %s%s%s%s; %s taken as dead%s; %s.", before, color_name(e->to_move),
		 margin_words(j->margin, m, sizeof m), range[0] ? " (" : "", range, range[0] ? ")" : "",
		 dead_words(j, dead, sizeof dead), critical,
		 e->playing ? "not the count: the game goes on" : "an estimate, not the count");
	return buf;
}

const char *estimate_score_str(const struct estimate *e, char *buf, size_t len)
{
	char m[16], range[64];

	if (!e->have) {
		snprintf(buf, len, "reading");
		return buf;
	}
	range_words(&e->j, range, sizeof range);
	snprintf(buf, len, "%s%s%s%s", margin_words(e->j.margin, m, sizeof m), range[0] ? " (" : "", range,
		 range[0] ? ")" : "");
	return buf;
}

int estimate_legend_items(const struct app *a, const struct estimate *e, const char **items)
{
	const struct app_look *look = app_look_const(a);
	int n = 0;

	/* as view.c draws them (view_marks.ownership) */
	if (look->ascii) {
		items[n++] = "b w owned";
		items[n++] = "+ - leaning (B W)";
	} else if (look->color) {
		items[n++] = "▪ owned";
		items[n++] = "∙ leaning, by colour";
	} else {
		items[n++] = "▪ ▫ owned";
		items[n++] = "∙ ∘ leaning";
	}
	if (e->have && (e->j.dead[BLACK] || e->j.dead[WHITE]))
		items[n++] = "x o dead";
	if (e->have && e->seki)
		items[n++] = look->ascii ? "# @ seki" : "◆ ◇ seki";
	if (e->have && e->j.critical)
		items[n++] = "? whoever moves first decides";
	return n;
}

const char *estimate_legend(const struct app *a, const struct estimate *e, char *buf, size_t len)
{
	const char *items[ESTIMATE_LEGEND_MAX];
	int n = estimate_legend_items(a, e, items);
	size_t at = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? "; " : "", items[i]);
	return buf;
}

/* --- the panel -------------------------------------------------------------------------------------- */

/* The progress mark while the judgement runs (" |", " /", ...), else "". */
static const char *estimate_spin(const struct estimate *e)
{
	static const char *const marks[] = { " |", " /", " -", " \\" };

	return e->job ? marks[e->spin % 4] : "";
}

/* A row of the panel: a label, then its value from column 10, wrapped; returns the rows it took. */
static int panel_item(struct screen *s, int y, int x, int w, int bottom, const char *label, const char *value,
		      int style)
{
	if (y >= bottom)
		return 0;
	screen_put(s, y, x, label, STYLE_DIM, 10);
	return view_text(s, y, x + 10, w - 10, bottom - y, value, style);
}

int estimate_panel(const struct app *a, const struct estimate *e, struct screen *s, int y, int x, int w, int bottom)
{
	char line[256], m[16], dead[64];

	if (!e->have) {
		snprintf(line, sizeof line, "reading%s", estimate_spin(e));
		return y + panel_item(s, y, x, w, bottom, "Estimate", line, STYLE_BOLD);
	}
	const struct judgement *j = &e->j;
	snprintf(line, sizeof line, "%s, %s to play%s", margin_words(j->margin, m, sizeof m),
		 color_name(e->to_move), estimate_spin(e));
	y += panel_item(s, y, x, w, bottom, "Estimate", line, STYLE_BOLD);
	if (e->job)
		snprintf(line, sizeof line, "of move %d; reading this one", e->moves);
	else
		range_words(j, line, sizeof line);
	if (line[0])
		y += panel_item(s, y, x, w, bottom, "", line, STYLE_PLAIN);
	if (j->dead[BLACK] || j->dead[WHITE])
		snprintf(dead, sizeof dead, "%d black, %d white", j->dead[BLACK], j->dead[WHITE]);
	else
		snprintf(dead, sizeof dead, "none");
	y += panel_item(s, y, x, w, bottom, "Dead", dead, STYLE_PLAIN);
	if (j->critical) {   /* the legend says what ? means */
		snprintf(line, sizeof line, "%d chain%s (?)", j->critical, j->critical == 1 ? "" : "s");
		y += panel_item(s, y, x, w, bottom, "Open", line, STYLE_PLAIN);
		if (j->taken[BLACK] + j->taken[WHITE]) {
			int n = j->taken[BLACK] + j->taken[WHITE];
			snprintf(line, sizeof line, "%d %s in atari: taken", n, j->taken[BLACK] ? "black" : "white");
			y += panel_item(s, y, x, w, bottom, "", line, STYLE_PLAIN);
		}
	}
	const char *items[ESTIMATE_LEGEND_MAX];
	int n = estimate_legend_items(a, e, items);
	if (y < bottom && y + view_legend(s, y, x, w, items, n, false) <= bottom)
		y += view_legend(s, y, x, w, items, n, true);
	if (y < bottom)
		y += view_text(s, y, x, w, bottom - y, e->playing ? "Not the count: the game goes on." :
			       "An estimate, not the count.", STYLE_DIM);
	return y;
}

void estimate_compact(const struct app *a, const struct estimate *e, struct screen *s, const struct layout *l)
{
	if (l->status_y >= 0) {
		estimate_status(a, e, s, l->status_y, l->cols);
		return;
	}
	/* beside the board, under the game's items (view_status_row), at the foot of the column */
	int x = view_beside_x(l), w = l->cols - x - 1;
	char text[160], score[96];
	int starts[8], lens[8];
	bool cut;
	if (w < 6)
		return;
	snprintf(text, sizeof text, "%s%s", estimate_score_str(e, score, sizeof score), estimate_spin(e));
	int n = screen_wrap(text, w, 8, starts, lens, &cut), y = l->msg_y - n - 1;
	int free = l->board_y + 1;   /* the first blank row under the items (and the clocks) */
	for (bool blank = false; !blank && free < l->msg_y; free += !blank) {
		blank = true;
		for (int i = 0; i < w && blank; i++) {
			const struct screen_cell *c = screen_cell(s, free, x + i);
			blank = !c || c->ch == ' ' || c->ch == 0;
		}
	}
	if (y - 1 <= free)   /* no room below them, a blank row between */
		return;
	screen_blank(s, y - 1, x, w, STYLE_PLAIN);
	screen_put(s, y - 1, x, "Estimate", STYLE_DIM, w);
	for (int i = 0; i < n; i++) {
		screen_blank(s, y + i, x, w, STYLE_PLAIN);
		screen_printf(s, y + i, x, STYLE_BOLD, "%.*s", lens[i], text + starts[i]);
	}
}

void estimate_status(const struct app *a, const struct estimate *e, struct screen *s, int y, int w)
{
	char line[256], score[96];
	const struct game *g = app_game(a);

	snprintf(line, sizeof line, "%s to play  estimate%s %s%s", color_name(game_to_move(g)), e->have ? "" : ":",
		 estimate_score_str(e, score, sizeof score), estimate_spin(e));
	screen_blank(s, y, 0, w, STYLE_PLAIN);
	screen_put(s, y, 1, line, STYLE_DIM, w - 2);
}
