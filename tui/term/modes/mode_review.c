/*
 * mode_review.c: reviewing a game tree (a file opens in it; `review` opens it on any game).
 *
 * The board shows the position at the current node with the node's own markup (TR SQ CR MA as
 * △ □ ◯ ×, LB as its label's first character, DD dimmed; AR and LN named in the panel) and, where the node has two or more children, the
 * points of the next moves lettered a, b, ... in child order (lower case: LB labels are mostly
 * capitals).  The panel shows the game's name and
 * players, where the node is (move k of the line's n, which variation), the game tree around it
 * (tui/tree.h), the next moves, and the node's comment, which [ and ] scroll.
 *
 * The arrows walk the tree (Left / Right: back and forward along the line, Up / Down: the other
 * variations of this move), Page Up / Page Down ten moves, Home / End the ends of the line; the
 * cursor keys of play (h j k l) still move the cursor, and a stone played (Enter, a click) follows
 * an existing child or starts a new variation, as in play.  Tab cycles an overlay: the estimate
 * of the position (tui/term/estimate.h: every point's owner, the stones taken as dead, the score
 * with its range in the panel; O shows or hides it at once), the analysis's life and death (dead
 * stones x o, seki ◆ ◇, each chain's type 1-7 beside its first stone, a ? after the first stone of
 * a chain whoever moves first decides, the chain under the cursor explained in the panel), then the
 * count by the game's rules with that marking, then nothing.  Each follows every step.  i shows the
 * game's information, e adds to the comment, x deletes the current move and everything after it
 * (asking first).  g shows the game's course (tui/term/course_graph.h: under the board, or in the
 * tree's place in the panel), d and D go to the moves that decided it.  Escape goes back to play.  A case of the library (assets/README.md) opens its
 * comments with machine-readable lines (EXPECT, SCORE, ...): the panel gives its words first, their
 * paragraphs joined to the panel's width, and a shows those lines.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/count.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/score.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/job.h"
#include "tui/shared/library.h"
#include "tui/shared/markup.h"
#include "tui/shared/tree.h"
#include "tui/term/app.h"
#include "tui/term/engine_view.h"
#include "tui/term/estimate.h"
#include "tui/term/command.h"
#include "tui/term/course_graph.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

enum review_overlay { OVERLAY_NONE, OVERLAY_LIFE, OVERLAY_COUNT, OVERLAY_DIFF, OVERLAY_ESTIMATE };

static const char *const overlay_names[] = { "none", "life", "count", "diff", "estimate", NULL };

#define REVIEW_MAX_NEXT 26   /* next moves lettered a..z */

struct review {
	enum review_overlay overlay;
	int scroll;                          /* the comment's first row shown */
	struct tree_layout tree;
	/* of the current node, made again whenever it moves or the document changes */
	const struct sgf_node *node;
	struct view_node marks;              /* its markup, labels (and the next moves' letters), DD */
	char lines[400];                     /* AR and LN in words, for the panel */
	int unshown;                         /* marks of the node not drawn (SL) */
	int nnext;
	char next[512];                      /* the next moves in words */
	/* the overlay */
	struct life_analysis *life;          /* a copy of the analysis of this position, or NULL */
	uint8_t status[BOARD_MAX_POINTS];
	uint8_t owner[BOARD_MAX_POINTS];
	char rules_names[2][32];             /* count: rules_names[0]; diff: both */
	struct ruleset rules[2];
	char count[96];                      /* the count overlay's result */
	bool tell;                           /* a message waits for that result */
	char diff[2048];                     /* the difference overlay in words */
	struct job *job;                     /* the overlay's analysis and count, beside the board */
	int spin;                            /* its progress mark's step */
	/* the comment: a case's (assets/README.md) is its words, and its lines on a key */
	int nlines;                          /* the comment's machine-readable lines (0: none) */
	bool answers;                        /* show them, before its words */
	struct estimate *estimate;           /* the estimate overlay's, or NULL */
	bool tell_estimate;                  /* a message waits for the estimate */
};

/* What the overlay's job brings back: plain data from a child process (tui/shared/job.h). */
struct review_result {
	struct life_analysis analysis;       /* of the position, for the session (marking_install) */
	struct count count;                  /* count and diff: the rulesets of the overlay */
};

struct review_work {
	struct app *a;
	const struct review *r;
};

/* --- what the node shows ----------------------------------------------------------------------------- */

static void review_markup(struct review *r, const struct sgf_node *n, const struct board *b)
{
	struct markup m = { 0 };

	markup_read(n, b, &m);
	view_markup(b, &m, &r->marks);
	r->unshown = 0;
	BOARD_FOREACH(b, p)
		r->unshown += m.selected[p];
	markup_lines_str(&m, b, r->lines, sizeof r->lines);
}

/* The next moves: lettered on the board when there are two or more, and in words for the panel. */
static void review_next(struct review *r, const struct sgf_node *n, const struct board *b, int ahead)
{
	int at = 0, i = 0;

	r->nnext = 0;
	r->next[0] = '\0';
	for (const struct sgf_node *c = n->child; c; c = c->next)
		r->nnext++;
	for (const struct sgf_node *c = n->child; c && at < (int)sizeof r->next - 32; c = c->next, i++) {
		const char *id = sgf_value(c, "B") ? "B" : sgf_value(c, "W") ? "W" : NULL;
		struct sgf_point pt;
		char v[8], word[32];
		int move = id ? sgf_move(sgf_value(c, id), b->size, &pt) : -1;
		if (move == 1) {
			int p = board_point(b, pt.x, pt.y);
			board_vertex_str(b, p, v);
			if (r->nnext > 1 && i < REVIEW_MAX_NEXT && !r->marks.label[p] && !r->marks.markup[p] && b->color[p] == EMPTY)
				r->marks.label[p] = (uint32_t)('a' + i);
		}
		if (move == 1)
			snprintf(word, sizeof word, "%s %s", id, v);
		else if (move == 0)
			snprintf(word, sizeof word, "%s pass", id);
		else
			snprintf(word, sizeof word, "%s", sgf_prop_get(c, "AB") || sgf_prop_get(c, "AW") ||
				 sgf_prop_get(c, "AE") ? "setup" : "a node");
		if (r->nnext > 1 && i < REVIEW_MAX_NEXT)   /* the one forward plays, named so */
			at += snprintf(r->next + at, sizeof r->next - (size_t)at, "%s%c %s%s", i ? ", " : "", 'a' + i,
				       word, i == ahead ? " (Right)" : "");
		else
			at += snprintf(r->next + at, sizeof r->next - (size_t)at, "%s%s", i ? ", " : "", word);
	}
}

/* The overlay's rulesets, each with the game's komi: what differs is the counting. */
static int review_rules(const struct app *a, const struct review *r, struct ruleset *rules)
{
	int shown = r->overlay == OVERLAY_DIFF ? 2 : r->overlay == OVERLAY_COUNT ? 1 : 0;

	for (int k = 0; k < shown; k++) {
		rules[k] = r->rules[k];
		rules[k].komi2 = game_rules(app_game(a))->komi2;
	}
	return shown;
}

/* The overlay's work, in a child process with its own copy of the app: the analysis and the count. */
static void review_job(void *out, const void *arg)
{
	const struct review_work *w = arg;
	struct review_result *res = out;
	struct marking *m = app_marking(w->a);
	struct ruleset rules[2];
	int shown = review_rules(w->a, w->r, rules);

	res->analysis = *marking_analysis(m);
	if (shown)
		count_compare(app_game(w->a), marking_get(m), NULL, rules, shown, &res->count);
}

/* The count overlay from c: each empty point's owner, and the result in words. */
static void review_count(struct app *a, struct review *r, const struct count *c)
{
	const struct game *g = app_game(a);
	char result[32];

	BOARD_FOREACH(game_board(g), p)
		if (game_board(g)->color[p] == EMPTY)
			r->owner[p] = (uint8_t)count_point_owner(c, g, 0, p);
	snprintf(r->count, sizeof r->count, "%s by %s rules", score_result_str(&c->cmp.scores[0], result,
		 sizeof result), r->rules_names[0]);
}

/* The difference overlay from c: every empty point or dead stone the two count for different sides. */
static void review_diff(struct app *a, struct review *r, const struct count *c)
{
	const struct game *g = app_game(a);
	const struct board *b = game_board(g);
	const struct score_marking *mk = marking_get(app_marking(a));
	const struct score *sc = c->cmp.scores;
	char result[2][32], list[1536] = "";
	size_t lat = 0;
	int n = 0;

	for (int k = 0; k < 2; k++)
		score_result_str(&sc[k], result[k], sizeof result[k]);
	size_t at = (size_t)snprintf(r->diff, sizeof r->diff, "%s %s, %s %s", r->rules_names[0], result[0],
				     r->rules_names[1], result[1]);
	BOARD_FOREACH(b, p) {
		bool point = b->color[p] == EMPTY || score_marking_get(mk, p) == SCORE_DEAD;
		if (!point || count_point_owner(c, g, 0, p) == count_point_owner(c, g, 1, p))
			continue;
		r->marks.label[p] = '*';
		char v[8], w0[48], w1[48];
		count_point_str(c, g, 0, p, w0, sizeof w0);
		count_point_str(c, g, 1, p, w1, sizeof w1);
		if (n++ < 12 && lat < sizeof list)
			lat += (size_t)snprintf(list + lat, sizeof list - lat, "\n%s: %s / %s", board_vertex_str(b, p, v), w0, w1);
	}
	if (score_counts(&sc[0], SCORE_TERM_STONES) != score_counts(&sc[1], SCORE_TERM_STONES) && at < sizeof r->diff)
		at += (size_t)snprintf(r->diff + at, sizeof r->diff - at, "; the stones count under %s only",
				       r->rules_names[score_counts(&sc[0], SCORE_TERM_STONES) ? 0 : 1]);
	if (n == 0 && at < sizeof r->diff)
		snprintf(r->diff + at, sizeof r->diff - at, "; every point counts for the same side under both");
	else if (at < sizeof r->diff)
		snprintf(r->diff + at, sizeof r->diff - at, "; %d point%s marked * count%s for another side:%s%s", n,
			 n == 1 ? "" : "s", n == 1 ? "s" : "", list, n > 12 ? "\n..." : "");
}

/* The overlay's job is done: the analysis to the session, and the overlay drawn from it. */
static void review_overlay_take(struct app *a, struct review *r)
{
	const struct review_result *res = job_result(r->job);
	const struct board *b = game_board(app_game(a));
	struct marking *m = app_marking(a);

	marking_install(m, b, &res->analysis);
	if (!r->life)
		r->life = xmalloc(sizeof *r->life);
	memcpy(r->life, &res->analysis, sizeof *r->life);
	const struct score_marking *mk = marking_get(m);
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		enum score_status s = score_marking_get(mk, p);
		r->status[p] = s == SCORE_DEAD ? VIEW_DEAD : s == SCORE_SEKI ? VIEW_SEKI : 0;
	}
	if (r->overlay == OVERLAY_LIFE) {
		for (int i = 0; i < r->life->nchains; i++) {
			const struct life_chain *c = &r->life->chains[i];
			if (c->status == LIFE_UNSETTLED && c->estimate == LIFE_UNSETTLED)
				r->status[c->point] |= VIEW_UNSETTLED;   /* whoever moves first decides */
			else if (c->status != LIFE_UNSETTLED)
				r->marks.label[c->point] = (uint32_t)('0' + c->type);
		}
	} else if (r->overlay == OVERLAY_COUNT) {
		review_count(a, r, &res->count);
	} else {
		review_diff(a, r, &res->count);
	}
	job_free(r->job);
	r->job = NULL;
}

/*
 * The overlay of the position: a copy of the analysis, and the count with its marking.  Both are
 * made beside the board (tui/shared/job.h), so that walking the tree with an overlay on never waits
 * for them: shown at once when they come within 40 ms, else when they are in (review_tick).
 */
static void review_overlay_make(struct app *a, struct review *r)
{
	struct review_work w = { a, r };

	memset(r->status, 0, sizeof r->status);
	memset(r->owner, EMPTY, sizeof r->owner);
	r->count[0] = '\0';
	r->diff[0] = '\0';
	job_free(r->job);
	r->job = NULL;
	free(r->life);   /* another position's, until the job brings this one's */
	r->life = NULL;
	if (r->overlay != OVERLAY_ESTIMATE) {
		estimate_free(r->estimate);
		r->estimate = NULL;
	}
	if (r->overlay == OVERLAY_ESTIMATE) {   /* its own work beside the board; its marks stay till then */
		if (!r->estimate)
			r->estimate = estimate_new();
		estimate_start(a, r->estimate);
		return;
	}
	if (r->overlay == OVERLAY_NONE)
		return;
	r->job = job_start(review_job, &w, sizeof(struct review_result), !app_background(a));
	if (job_poll(r->job, 40) == JOB_DONE)
		review_overlay_take(a, r);
	else if (job_poll(r->job, 0) == JOB_FAILED) {
		job_free(r->job);
		r->job = job_start(review_job, &w, sizeof(struct review_result), true);
		review_overlay_take(a, r);
	}
}

/* Everything of the current node, again. */
static void review_make(struct app *a, struct review *r)
{
	struct document *d = app_document(a);
	const struct sgf_node *n = document_node(d);
	const struct board *b = game_board(app_game(a));

	if (n != r->node)
		r->scroll = 0;
	r->node = n;
	tree_free(&r->tree);
	tree_layout(&r->tree, document_root(d));
	review_markup(r, n, b);
	int count;
	review_next(r, n, b, document_next_choice(d, &count));
	char *comment = document_comment(d), *lines, *prose;
	r->nlines = comment ? library_comment_split(comment, &lines, &prose) : 0;
	if (comment) {
		free(lines);
		free(prose);
	}
	free(comment);
	review_overlay_make(a, r);
}

static void *review_enter(struct app *a, const void *arg)
{
	struct review *r = xcalloc(1, sizeof *r);

	(void)arg;
	course_graph_reviewing(a, true);
	review_make(a, r);
	return r;
}

static void review_leave(struct app *a, void *data)
{
	struct review *r = data;

	course_graph_reviewing(a, false);
	job_free(r->job);
	estimate_free(r->estimate);
	tree_free(&r->tree);
	free(r->life);
	free(r);
}

/* The count overlay's result in words, or, while its work runs beside the board, that it follows
 * (said again when it is in: review_tick). */
static int review_count_said(struct app *a, struct review *r)
{
	r->tell = r->overlay == OVERLAY_COUNT && !r->count[0];
	if (r->overlay != OVERLAY_COUNT)
		return REACT_ALL;
	if (r->tell)
		return app_message(a, "The count: counting (its result follows), with the analysis's marking.") |
		       REACT_ALL;
	return app_message(a, "The count: %s, with the analysis's marking (the dialogue changes it).", r->count) |
	       REACT_ALL;
}

/* The overlay's work beside the board: taken when it is in; the progress mark turns meanwhile. */
/* The estimate in words on the message line (its legend is in the panel), or, while it is read beside
 * the board, that it follows (said again when it is in: review_tick). */
static int review_estimate_said(struct app *a, struct review *r)
{
	char sentence[512];

	r->tell_estimate = !estimate_current(r->estimate);
	if (r->tell_estimate)
		return app_message(a, "Estimate: reading the position (the overlay follows).") | REACT_ALL;
	return app_message(a, "%s", estimate_sentence(a, r->estimate, false, sentence, sizeof sentence)) | REACT_ALL;
}

static int review_tick(struct app *a, void *data)
{
	struct review *r = data;

	if (r->estimate) {
		int react = estimate_tick(a, r->estimate);
		if (r->tell_estimate && estimate_current(r->estimate))
			react |= review_estimate_said(a, r);
		return react;
	}
	if (!r->job)
		return REACT_NONE;
	switch (job_poll(r->job, 0)) {
	case JOB_RUNNING:
		r->spin++;
		return REACT_PANEL;
	case JOB_DONE:
		review_overlay_take(a, r);
		return r->tell ? review_count_said(a, r) : REACT_ALL;
	case JOB_FAILED:
		break;
	}
	review_overlay_make(a, r);   /* its process died: again, or here when it cannot start */
	return r->tell ? review_count_said(a, r) : REACT_ALL;
}

static bool review_busy(const void *data)
{
	const struct review *r = data;

	return r->job != NULL || (r->estimate && estimate_busy(r->estimate));
}

/* The hint row offers a case's lines where the comment has them. */
static bool review_offers(const void *data, const char *command)
{
	return strcmp(command, "answers") || ((const struct review *)data)->nlines > 0;
}

static bool review_changed(struct app *a, void *data)
{
	course_graph_cache(a);   /* the course follows the line */
	review_make(a, data);
	return true;
}

/* --- the panel ----------------------------------------------------------------------------------------- */

#define TREE_ROWS 4
#define COURSE_PANEL_ROWS 5      /* the course in the panel: its caption and four rows of graph */
#define COURSE_DECISIVE_ROWS 5   /* the decisive moves under it */

/* A text value of the root (GN, PB, ...) as one line into buf, "" when none. */
static const char *root_text(const struct app *a, const char *id, char *buf, size_t len)
{
	const char *raw = sgf_value(document_root(app_document_const(a)), id);
	char *t = raw ? sgf_simpletext(raw) : NULL;

	snprintf(buf, len, "%s", t ? t : "");
	free(t);
	return buf;
}

/* "Move 12 of 80, variation 2 of 3" and what the node holds. */
static void panel_where(const struct app *a, struct screen *s, int y, int x, int w)
{
	const struct document *d = app_document_const(a);
	const struct game *g = app_game(a);
	const struct board *b = game_board(g);
	const struct move *m = game_move(g, game_moves(g));
	int count, at = document_variation(d, &count), moves = game_moves(g);
	char line[192], v[8];
	bool resigned = m && m->action == ACTION_RESIGN;
	int n = snprintf(line, sizeof line, "Move %d of %d", moves - resigned, document_line_moves(d));

	const struct sgf_node *node = document_node(d);
	if (node->parent && !sgf_prop_get(node, "B") && !sgf_prop_get(node, "W")) {   /* a node of no move */
		int nline, depth;
		document_line(d, &nline, &depth);
		n += snprintf(line + n, sizeof line - (size_t)n, ", node %d", depth);
	}
	if (count > 1)
		snprintf(line + n, sizeof line - (size_t)n, ", variation %d of %d", at + 1, count);
	screen_put(s, y, x, line, STYLE_BOLD, w);
	if (resigned)   /* the resignation after the node's move */
		m = game_move(g, moves - 1);
	if (m && m->action == ACTION_PLAY && m->captured)
		snprintf(line, sizeof line, "%s %s, took %d", color_name(m->color),
			 board_vertex_str(b, m->point, v), m->captured);
	else if (m && m->action == ACTION_PLAY)
		snprintf(line, sizeof line, "%s %s", color_name(m->color), board_vertex_str(b, m->point, v));
	else if (m && m->action == ACTION_PASS)
		snprintf(line, sizeof line, "%s passes", color_name(m->color));
	else if (m)
		snprintf(line, sizeof line, "stones set up");
	else if (sgf_prop_get(document_root(d), "AB") || sgf_prop_get(document_root(d), "AW"))
		snprintf(line, sizeof line, "the start: stones set up");
	else
		snprintf(line, sizeof line, "the start");
	if (resigned) {
		size_t k = strlen(line);
		snprintf(line + k, sizeof line - k, "; %s resigned", color_name(game_move(g, moves)->color));
	}
	const char *name = sgf_value(document_node(d), "N");
	if (name) {
		char *t = sgf_simpletext(name);
		size_t k = strlen(line);
		snprintf(line + k, sizeof line - k, ": %s", t);
		free(t);
	}
	screen_put(s, y + 1, x, line, STYLE_PLAIN, w);
}

static void panel_tree(const struct app *a, const struct review *r, struct screen *s, int y, int x, int w)
{
	struct tree_window win = { 0 };
	int n, at;
	const struct sgf_node *const *line = document_line(app_document_const(a), &n, &at);
	static const enum style styles[] = { STYLE_PLAIN, STYLE_DIM, STYLE_DIM, STYLE_BOLD, STYLE_CURSOR };

	tree_window(&r->tree, line[at], line, n, w, TREE_ROWS, app_look_const(a)->ascii, &win);
	for (int row = 0; row < win.h; row++)
		for (int col = 0; col < win.w; col++)
			if (win.cell[row][col].class != TREE_EMPTY)
				screen_put(s, y + row, x + col, win.cell[row][col].glyph, styles[win.cell[row][col].class], 1);
}

/* The text of the lower part: the chain under the cursor (the life overlay), then the comment. */
static char *panel_text(const struct app *a, const struct review *r)
{
	const struct board *b = game_board(app_game(a));
	char *comment = document_comment(app_document_const(a)), chain[2600] = "";
	int p = app_cursor(a);

	if (r->estimate) {
		char sentence[512], legend[256];
		snprintf(chain, sizeof chain, "%s\n%s\n\n", estimate_sentence(a, r->estimate, true, sentence, sizeof sentence),
			 estimate_legend(a, r->estimate, legend, sizeof legend));
	} else if (r->job) {
		static const char spin[] = "|/-\\";
		snprintf(chain, sizeof chain, "Reading the position %c (the overlay follows).\n\n", spin[r->spin % 4]);
	} else if (r->overlay == OVERLAY_LIFE && r->life && board_on(b, p) && r->life->index[p] >= 0) {
		char buf[900];
		life_chain_words(b, &r->life->chains[r->life->index[p]], buf, sizeof buf);
		snprintf(chain, sizeof chain, "%s\n\n", buf);
	} else if (r->overlay == OVERLAY_COUNT) {
		snprintf(chain, sizeof chain, "Count: %s, the analysis's marking.\n\n", r->count);
	} else if (r->overlay == OVERLAY_DIFF) {
		snprintf(chain, sizeof chain, "%s\n\n", r->diff);
	}
	char view[2048];   /* the engine's view, before the rest */
	if (engine_view_text(a, view, sizeof view)[0]) {
		size_t k = strlen(view);
		snprintf(view + k, sizeof view - k, "\n\n%s", chain);
		snprintf(chain, sizeof chain, "%s", view);
	}
	char *lines = NULL, *prose = NULL;
	if (comment && library_comment_split(comment, &lines, &prose) > 0) {   /* a case's: its words first */
		free(comment);
		size_t n = strlen(lines) + strlen(prose) + 96;
		comment = xmalloc(n);
		if (r->answers)
			snprintf(comment, n, "%s\n\n%s", lines, prose);
		else
			snprintf(comment, n, "%s", prose[0] ? prose : "(the case's lines only: a shows them)");
	}
	free(lines);
	free(prose);
	size_t len = strlen(chain) + (comment ? strlen(comment) : 16) + 1;
	char *text = xmalloc(len);
	snprintf(text, len, "%s%s", chain, comment ? comment : "(no comment)");
	free(comment);
	return text;
}

#define REVIEW_MAX_ROWS 400

static void review_panel(const struct app *a, const struct review *r, const struct view_panel *p,
			 struct screen *s, const struct layout *l)
{
	int x = l->panel_x, w = l->panel_w, y = l->panel_y, bottom = l->msg_y;
	char title[160], line[600];
	const char *file = app_file(a);

	root_text(a, "GN", title, sizeof title);
	if (!title[0])
		snprintf(title, sizeof title, "%s", file ? (strrchr(file, '/') ? strrchr(file, '/') + 1 : file) : "a new game");
	static const char *const tags[] = { "review", "review: life", "review: count", "review: diff",
					    "review: estimate" };
	int tag = (int)strlen(tags[r->overlay]);
	char fit[160];
	view_fit_words(title, w - tag - 2, app_look_const(a)->ascii, fit, sizeof fit);
	screen_put(s, y, x, fit, STYLE_BOLD, w - tag - 2);
	screen_put(s, y, x + w - tag, tags[r->overlay], STYLE_DIM, tag);
	view_player(s, l, 1, p, BLACK);
	view_player(s, l, 2, p, WHITE);
	panel_where(a, s, y + 3, x, w);
	/* the rules, and the result the file gives */
	const struct game *g = app_game(a);
	const char *preset = ruleset_preset_of(game_rules(g));
	char komi[16], result[160];
	root_text(a, "RE", result, sizeof result);
	snprintf(line, sizeof line, "%s, komi %s%s%s", preset ? preset : "custom rules",
		 ruleset_komi_str(game_rules(g)->komi2, komi), result[0] ? "; result " : "", result);
	screen_put(s, y + 5, x, line, STYLE_DIM, w);
	int clock = p->clock != NULL;   /* the time each player had left at this node (tui/term/timer.h) */
	view_clock_row(s, l, 6, p);
	y += 6 + clock;
	if (course_graph_shown(a) && !course_graph_rows_below(l)) {   /* the course in the tree's place */
		course_graph_draw(a, s, y, x, COURSE_PANEL_ROWS, w);
		y += COURSE_PANEL_ROWS;
		y += course_graph_decisive(a, s, y, x, COURSE_DECISIVE_ROWS, w);
	} else {
		panel_tree(a, r, s, y, x, w);
		y += TREE_ROWS;
		if (course_graph_shown(a))
			y += course_graph_decisive(a, s, y, x, 2 * COURSE_DECISIVE_ROWS, w);
	}
	snprintf(line, sizeof line, "Next   %s", r->nnext ? r->next : "the end of this line");
	y += view_text(s, y, x, w, 2, line, STYLE_PLAIN);
	if (r->lines[0] && y < bottom) {   /* up to four rows, two kept for the comment below */
		int most = bottom - y - 2 > 4 ? 4 : bottom - y - 2 < 1 ? 1 : bottom - y - 2;
		y += view_text(s, y, x, w, most, r->lines, STYLE_PLAIN);
	}
	if (r->unshown && y < bottom)
		screen_printf(s, y++, x, STYLE_DIM, "(%d point%s selected, not drawn)", r->unshown,
			      r->unshown == 1 ? "" : "s");
	if (y >= bottom)
		return;
	char *text = panel_text(a, r);
	int starts[REVIEW_MAX_ROWS] = { 0 }, lens[REVIEW_MAX_ROWS] = { 0 };
	bool cut;
	int rows = screen_wrap(text, w, REVIEW_MAX_ROWS, starts, lens, &cut), room = bottom - y;
	int first = r->scroll < rows ? r->scroll : rows - 1;
	if (first < 0)
		first = 0;
	for (int i = 0; i < room && first + i < rows; i++) {
		snprintf(line, sizeof line, "%.*s", lens[first + i], text + starts[first + i]);
		if (i == room - 1 && first + i < rows - 1)
			snprintf(line, sizeof line, "... [ ] scroll (%d more)", rows - first - i);
		screen_put(s, y + i, x, line, i == room - 1 && first + i < rows - 1 ? STYLE_DIM : STYLE_PLAIN, w);
	}
	free(text);
}

static void review_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct review *r = data;
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;

	(void)react;
	app_view(a, &v, &h);
	char names[3][APP_NAME_MAX + 40] = { 0 };   /* the players with their ranks */
	for (enum color c = BLACK; c <= WHITE; c++) {
		char rank[32];
		root_text(a, c == BLACK ? "BR" : "WR", rank, sizeof rank);
		snprintf(names[c], sizeof names[c], "%s%s%s%s", v.panel.names[c], rank[0] ? " (" : "", rank,
			 rank[0] ? ")" : "");
		v.panel.names[c] = names[c];
	}
	view_show_node(&v, &r->marks);
	if (r->overlay == OVERLAY_ESTIMATE)
		estimate_marks(r->estimate, &v);
	else if (r->overlay != OVERLAY_NONE)
		v.marks.status = r->status;
	if (r->overlay == OVERLAY_COUNT)
		v.marks.owner = r->owner;
	engine_view_marks(a, &v);
	/* the life and the estimate overlays: the chain under the cursor on the message line, with its proof */
	const struct board *b = v.board;
	int p = app_cursor(a);
	char line[1200] = { 0 };
	const struct life_chain *c = NULL;
	if (r->overlay == OVERLAY_LIFE && r->life && board_on(b, p) && r->life->index[p] >= 0)
		c = &r->life->chains[r->life->index[p]];
	else if (r->overlay == OVERLAY_ESTIMATE)
		c = estimate_chain_at(r->estimate, b, p);
	if (c && !v.error) {
		char words[900], proof[300];
		life_chain_words(b, c, words, sizeof words);
		if (c->proof.n)
			snprintf(line, sizeof line, "%s; proof %s", words, reading_line_str(b, &c->proof, proof, sizeof proof));
		else
			snprintf(line, sizeof line, "%s", words);
		v.message = line;
	}
	if (course_graph_shown(a))
		course_graph_marks(a, &v);
	if (!view_draw_for_panel(s, &v, &l)) {
		if (l.fits && r->estimate && r->overlay == OVERLAY_ESTIMATE)   /* no panel: its score all the same */
			estimate_compact(a, r->estimate, s, &l);
		return;
	}
	review_panel(a, r, &v.panel, s, &l);
	int below = course_graph_shown(a) ? course_graph_rows_below(&l) : 0;
	if (below)   /* under the board, as wide as it */
		course_graph_draw(a, s, l.board_y + l.size + 2, l.board_x, below, l.panel_x - l.board_x - 2);
}

/* --- commands --------------------------------------------------------------------------------------------- */

/* The other of Japanese-style and Tromp-Taylor than the game's rules (the pair always compared). */
static const char *other_rules(const struct app *a)
{
	const char *preset = ruleset_preset_of(game_rules(app_game(a)));

	return preset && !strcmp(preset, "tromp-taylor") ? "japanese" : "tromp-taylor";
}

static int set_rules(struct app *a, struct review *r, int k, const char *name)
{
	char why[256];

	if (!name) {   /* the game's own */
		const char *preset = ruleset_preset_of(game_rules(app_game(a)));
		r->rules[k] = *game_rules(app_game(a));
		snprintf(r->rules_names[k], sizeof r->rules_names[k], "%s", preset ? preset : "the game's");
		return 0;
	}
	if (ruleset_parse(&r->rules[k], name, why, sizeof why) != 0)
		return app_error(a, "overlay: %s: %s", name, why), -1;
	snprintf(r->rules_names[k], sizeof r->rules_names[k], "%s", name);
	return 0;
}

/* overlay [none|estimate|life|count [RULESET]|diff [A B]]: with no word, the next of none, the
 * estimate, life, the count by the game's rules, the count by the other of Japanese-style and
 * Tromp-Taylor, their difference. */
static int cmd_overlay(struct app *a, int argc, char **argv, bool force)
{
	struct review *r = app_mode_data(a, &mode_review);
	int to = OVERLAY_NONE;

	(void)force;
	if (argc == 0) {
		bool other_shown = r->overlay == OVERLAY_COUNT && !strcmp(r->rules_names[0], other_rules(a));
		switch (r->overlay) {
		case OVERLAY_NONE: to = OVERLAY_ESTIMATE; break;
		case OVERLAY_ESTIMATE: to = OVERLAY_LIFE; break;
		case OVERLAY_LIFE: to = OVERLAY_COUNT; set_rules(a, r, 0, NULL); break;
		case OVERLAY_COUNT:
			to = other_shown ? OVERLAY_DIFF : OVERLAY_COUNT;
			set_rules(a, r, 0, other_shown ? "japanese" : other_rules(a));
			set_rules(a, r, 1, "tromp-taylor");
			break;
		case OVERLAY_DIFF: to = OVERLAY_NONE; break;
		}
	} else {
		for (to = 0; overlay_names[to] && strcmp(overlay_names[to], argv[0]); to++)
			;
		if (!overlay_names[to])
			return app_error(a, "overlay: none, estimate, life, count [RULESET] or diff [A B]");
		if (to == OVERLAY_COUNT && set_rules(a, r, 0, argc > 1 ? argv[1] : NULL) != 0)
			return REACT_MESSAGE;
		if (to == OVERLAY_DIFF && (set_rules(a, r, 0, argc > 1 ? argv[1] : "japanese") != 0 ||
					   set_rules(a, r, 1, argc > 2 ? argv[2] : "tromp-taylor") != 0))
			return REACT_MESSAGE;
	}
	r->overlay = (enum review_overlay)to;
	review_make(a, r);
	if (r->overlay == OVERLAY_ESTIMATE)
		return review_estimate_said(a, r);
	if (r->overlay == OVERLAY_LIFE)
		return app_message(a, "Life and death by the analysis: dead stones x o, seki %s, each chain's type "
				   "beside its first stone; the cursor on a chain says why.",
				   app_look_const(a)->ascii ? "# @" : "◆ ◇") | REACT_ALL;
	if (r->overlay == OVERLAY_COUNT)
		return review_count_said(a, r);
	if (r->overlay == OVERLAY_DIFF)
		return app_message(a, "Where %s and %s count differently: * on the board, the list in the panel.",
				   r->rules_names[0], r->rules_names[1]) | REACT_ALL;
	return app_message(a, "No overlay.") | REACT_ALL;
}

/* answers [on|off]: a case's lines (EXPECT, SCORE, ...) before its words, or its words alone */
static int cmd_answers(struct app *a, int argc, char **argv, bool force)
{
	struct review *r = app_mode_data(a, &mode_review);

	(void)force;
	if (argc && strcmp(argv[0], "on") && strcmp(argv[0], "off"))
		return app_error(a, "answers: on or off");
	r->answers = argc ? !strcmp(argv[0], "on") : !r->answers;
	r->scroll = 0;
	if (!r->nlines)
		return app_message(a, "The comment here holds no lines of a case (EXPECT, SCORE, ...); %s for the "
				   "nodes that do.", r->answers ? "they are shown" : "their words alone are shown") |
		       REACT_PANEL;
	return app_message(a, r->answers ? "The case's %d line%s (what it expects: EXPECT, SCORE, ...), then its words; "
			   "a hides them." : "The case's words; a shows its %d line%s (EXPECT, SCORE, ...).", r->nlines,
			   r->nlines == 1 ? "" : "s") | REACT_ALL;
}

bool mode_review_estimating(const struct app *a)
{
	const struct review *r = app_mode_data(a, &mode_review);

	return r && r->overlay == OVERLAY_ESTIMATE;
}

int mode_review_estimate(struct app *a, bool on)
{
	struct review *r = app_mode_data(a, &mode_review);

	r->overlay = on ? OVERLAY_ESTIMATE : OVERLAY_NONE;
	review_make(a, r);
	if (on)
		return review_estimate_said(a, r);
	return app_message(a, "No overlay.") | REACT_ALL;
}

/* scroll up|down: the comment */
static int cmd_scroll(struct app *a, int argc, char **argv, bool force)
{
	struct review *r = app_mode_data(a, &mode_review);

	(void)argc, (void)force;
	if (!strcmp(argv[0], "up"))
		r->scroll = r->scroll > 3 ? r->scroll - 3 : 0;
	else if (!strcmp(argv[0], "down"))
		r->scroll += 3;
	else
		return app_error(a, "scroll: up or down");
	return REACT_PANEL;
}

/* course [on|off|engine|own|other]: the game's course under the board (or in the panel), estimated
 * beside the board by tengen's judgement or asked of the engine at the board */
static int cmd_course(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	if (argc && (!strcmp(argv[0], "engine") || !strcmp(argv[0], "own") || !strcmp(argv[0], "other")))
		return course_graph_show_engine(a, !strcmp(argv[0], "engine") ||
						(!strcmp(argv[0], "other") && !course_graph_engine(a)));
	if (argc && strcmp(argv[0], "on") && strcmp(argv[0], "off"))
		return app_error(a, "course: on, off, engine, own or other");
	bool on = argc ? !strcmp(argv[0], "on") : !course_graph_shown(a);
	course_graph_show(a, on);
	if (!on)
		return app_message(a, "The course is hidden (g shows it again).") | REACT_ALL;
	struct layout l;
	app_layout(a, &l);
	if (!l.fits || !l.panel)
		return app_message(a, "The course needs a larger terminal (a side panel beside the board); it is "
				   "estimated all the same, for d and export review.") | REACT_ALL;
	return app_message(a, "The course of the game: the estimate after each move, Black's lead above the line, "
			   "White's below; d and D go to the moves that decided it.") | REACT_ALL;
}

/* decisive next|prev: the next or the previous move that lost most by the course */
static int cmd_decisive(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)force;
	if (strcmp(argv[0], "next") && strcmp(argv[0], "prev"))
		return app_error(a, "decisive: next or prev");
	int k = course_graph_step(a, argv[0][0] == 'n' ? 1 : -1);
	if (!k)
		return REACT_MESSAGE;
	char line[32];
	snprintf(line, sizeof line, "goto %d", k);
	return app_run(a, line);
}

static const char *const words_scroll[] = { "up", "down", NULL };
static const char *const words_course[] = { "on", "off", "engine", "own", "other", NULL };
static const char *const words_next_prev[] = { "next", "prev", NULL };
static const char *const words_on_off[] = { "on", "off", NULL };

static const struct command review_commands[] = {
	{ .name = "overlay", .usage = "[none|estimate|life|count [RULESET]|diff [A B]]", .max_args = 3,
	  .exec = cmd_overlay, .complete = COMMAND_ARG_WORDS, .words = overlay_names,
	  .help = "over the board: the estimate, the analysis's life and death, the count by a ruleset, where "
		  "two rulesets count differently, or nothing (no word: the next)" },
	{ .name = "answers", .usage = "[on|off]", .max_args = 1, .exec = cmd_answers, .complete = COMMAND_ARG_WORDS,
	  .words = words_on_off, .help = "a case's lines (EXPECT, TERRITORY, SCORE, ...: what it expects) in the panel "
	  "before its words, or its words alone (no word: the other)" },
	{ .name = "course", .usage = "[on|off|engine|own|other]", .max_args = 1, .exec = cmd_course,
	  .complete = COMMAND_ARG_WORDS, .words = words_course, .help = "the game's course under the board: "
	  "the estimate after every move, the current move marked, and the moves that decided it (no word: "
	  "shown or hidden); engine: the estimates of the engine at the board instead, asked position by "
	  "position; own: tengen's; other: the one not shown" },
	{ .name = "decisive", .usage = "next|prev", .min_args = 1, .max_args = 1, .exec = cmd_decisive,
	  .complete = COMMAND_ARG_WORDS, .words = words_next_prev, .help = "go to the next or the previous "
	  "move that lost most by the estimate, where the judgement's preferred move is shown" },
	{ .name = "scroll", .usage = "up|down", .min_args = 1, .max_args = 1, .exec = cmd_scroll,
	  .complete = COMMAND_ARG_WORDS, .words = words_scroll, .help = "scroll the comment in the panel" },
};

static const struct mode_key review_keys[] = {
	{ { KEYC_LEFT }, "back", "back one move", "back" },
	{ { KEYC_RIGHT }, "forward", "forward one move along the line", "forward" },
	{ { KEYC_UP }, "variation prev", "the variation before this one at this move (or the lettered next "
	  "move before)", NULL },
	{ { KEYC_DOWN }, "variation next", "the next variation at this move (or the next of the lettered next "
	  "moves, which Right then plays)", "variation" },
	{ { 'h' }, "cursor left", "move the cursor left (the arrows walk the tree here)", NULL },
	{ { 'l' }, "cursor right", "move the cursor right", NULL },
	{ { 'k' }, "cursor up", "move the cursor up", NULL },
	{ { 'j' }, "cursor down", "move the cursor down", NULL },
	{ { KEYC_PPAGE }, "back 10", "back ten moves", NULL },
	{ { KEYC_NPAGE }, "forward 10", "forward ten moves", NULL },
	{ { '[' }, "scroll up", "scroll the comment up", NULL },
	{ { ']' }, "scroll down", "scroll the comment down", NULL },
	{ { 'a' }, "answers", "a case's lines (EXPECT, SCORE, ...: what it expects), shown or hidden; its words "
	  "come first", "answers" },
	{ { KEYC_TAB }, "overlay", "over the board: the estimate, life and death, the count by the game's rules "
	  "and by the other of Japanese-style and Tromp-Taylor, their difference, nothing", "overlay" },
	{ { 'i' }, "info", "the game's information: players, event, date, rules, result", "info" },
	{ { 'e' }, "command-prompt \"comment \"", "add to this move's comment", NULL },
	{ { 'x' }, "variation delete", "delete this move and everything after it (asks first)", NULL },
	{ { 'g' }, "course", "the game's course under the board (the estimate after every move) and the "
	  "moves that decided it, shown or hidden", "course" },
	{ { 'G' }, "course other", "the engine's course beside tengen's: the same graph and decisive moves by "
	  "the engine at the board (--hint CMD), or tengen's own again", "engine" },
	{ { 'd' }, "decisive next", "the next move that decided the game (lost most by the estimate), with "
	  "the judgement's preferred move", NULL },
	{ { 'D' }, "decisive prev", "the move before this one that decided the game", NULL },
	{ { KEYC_ESCAPE }, "review back", "hide the estimate over the board, as in play; without it, back to "
	  "play (the arrows move the cursor again)", "play" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_review = {
	.name = "review",
	.while_text = "while reviewing",
	.leave_text = "Escape goes back to play (the estimate shown: hides it first)",
	.keys = review_keys,
	.commands = review_commands,
	.ncommands = (int)(sizeof review_commands / sizeof review_commands[0]),
	.enter = review_enter,
	.leave = review_leave,
	.draw = review_draw,
	.changed = review_changed,
	.tick = review_tick,
	.busy = review_busy,
	.offers = review_offers,
};
