/* course_cache.c: the course of a document's line, kept by node and filled beside the board (see
 * course_cache.h). */
#include "config.h"

#include "tui/shared/course_cache.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rules/game.h"
#include "rules/record.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/job.h"

#define COURSE_CHUNK 4          /* moves a job estimates: about half a second of a core on 19x19 */
#define COURSE_JOBS 2           /* jobs at once, at most: one a core */
#define COURSE_PREFER_BUDGET 24 /* candidates course_prefer tries at a decisive move */

/* A point kept for the node of its move. */
struct course_entry {
	const struct sgf_node *node;
	struct course_point p;
	int best;                             /* a fed cache's best move there (COURSE_CACHE_NO_MOVE) */
	bool best_asked;                      /* and whether it was asked for (none named, or one) */
};

/* What a job brings back: plain data from a child process. */
struct course_result {
	unsigned epoch;
	int from, n;                          /* points from..from+n-1 */
	struct course_point pts[COURSE_CHUNK];
	struct course_choice choice;          /* a preferred move's job */
	int prefer_rc;
};

/* A job and what it was asked. */
struct course_slot {
	struct job *job;
	int from, n;                          /* the points it estimates; n == 0 for a preferred move's */
	int swing;                            /* the decisive move whose preferred move it finds */
};

/* What a job is given: the document (the child's own copy) and what to estimate. */
struct course_work {
	struct document *d;
	unsigned epoch;
	int from, n;
	int move;                             /* course_prefer's move, or 0 */
};

struct course_cache {
	bool background;
	bool fed;                             /* filled from outside (course_cache_new_fed) */
	unsigned stamp;                       /* increased at every walk and drop: what a put must match */
	int njobs;
	unsigned epoch;                       /* increased whenever what was kept is dropped */
	struct course_entry *e;               /* sorted by node */
	int ne, cap;
	/* the document as last looked at */
	bool seen;
	unsigned generation;
	unsigned edits;              /* document_edits when last seen */
	long nodes;
	int komi2;
	char rules[64];
	/* the line followed */
	const struct sgf_node *end;
	int n;                                /* its moves */
	const struct sgf_node **node;         /* per move 0..n, the node after it (NULL inside a node of two) */
	struct course_point *pts;             /* per move 0..n (source COURSE_NONE: not known) */
	bool *tried;                          /* estimated, or being estimated */
	int *best;                            /* fed: per move 0..n, the best move in that position */
	bool *got;                            /* fed: its answer came (a point, or none to be had) */
	bool *best_asked;
	int known;
	/* the decisive moves */
	bool swung;
	struct course_swing sw[COURSE_CACHE_SWINGS];
	int nsw;
	struct course_choice ch[COURSE_CACHE_SWINGS];
	bool chosen[COURSE_CACHE_SWINGS], asked[COURSE_CACHE_SWINGS];
	struct course_slot slot[COURSE_JOBS];
};

struct course_cache *course_cache_new(bool background)
{
	struct course_cache *c = xcalloc(1, sizeof *c);
	long cores = sysconf(_SC_NPROCESSORS_ONLN);

	c->background = background;
	c->njobs = background ? (cores >= COURSE_JOBS ? COURSE_JOBS : 1) : 1;
	return c;
}

struct course_cache *course_cache_new_fed(void)
{
	struct course_cache *c = course_cache_new(false);

	c->fed = true;
	c->njobs = 0;
	return c;
}

static void course_stop(struct course_cache *c)
{
	for (int i = 0; i < COURSE_JOBS; i++) {
		job_free(c->slot[i].job);
		c->slot[i].job = NULL;
	}
}

void course_cache_free(struct course_cache *c)
{
	if (!c)
		return;
	course_stop(c);
	free(c->e);
	free(c->node);
	free(c->pts);
	free(c->tried);
	free(c->best);
	free(c->best_asked);
	free(c->got);
	free(c);
}

/* --- the points kept by node ------------------------------------------------------------------------- */

static int course_find(const struct course_cache *c, const struct sgf_node *node, bool *found)
{
	int lo = 0, hi = c->ne;

	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if ((const void *)c->e[mid].node < (const void *)node)
			lo = mid + 1;
		else
			hi = mid;
	}
	*found = lo < c->ne && c->e[lo].node == node;
	return lo;
}

static int course_index(const struct course_cache *c, const struct sgf_node *node)
{
	bool found;

	return course_find(c, node, &found);
}

static const struct course_point *course_kept(const struct course_cache *c, const struct sgf_node *node)
{
	bool found;
	int i = course_find(c, node, &found);

	return found ? &c->e[i].p : NULL;
}

static void course_keep(struct course_cache *c, const struct sgf_node *node, const struct course_point *p, int best,
			bool best_asked)
{
	bool found;
	int i = course_find(c, node, &found);

	if (!found) {
		if (c->ne == c->cap) {
			c->cap = c->cap ? 2 * c->cap : 256;
			c->e = xreallocarray(c->e, (size_t)c->cap, sizeof *c->e);
		}
		memmove(c->e + i + 1, c->e + i, (size_t)(c->ne - i) * sizeof *c->e);
		c->ne++;
	}
	c->e[i] = (struct course_entry){ node, *p, best, best_asked };
}

/* A point the graph can draw: known, with a score (a win rate alone, SBKV without TGE, is not). */
static bool course_usable(const struct course_point *p)
{
	return p->source != COURSE_NONE && isfinite(p->margin) && isfinite(p->lower) && isfinite(p->upper);
}

/* --- following the document ---------------------------------------------------------------------------- */

/* Everything kept is dropped (a node taken away or changed, other rules): the jobs too. */
static void course_drop(struct course_cache *c)
{
	course_stop(c);
	c->ne = 0;
	c->epoch++;
	c->stamp++;
	c->end = NULL;
}

/* Did the document change in a way that may change a kept point's position?  Asked between keys:
 * the tree is counted and the rules written out only when the document's generation moved. */
static bool course_changed(struct course_cache *c, struct document *d)
{
	unsigned gen = document_generation(d);

	if (c->seen && gen == c->generation)
		return false;
	const struct game *g = document_game(d);
	char rules[64];
	long nodes = sgf_count_nodes(document_root(d));

	ruleset_str(game_rules(g), rules, sizeof rules);
	bool changed = c->seen && (nodes < c->nodes || c->komi2 != game_rules(g)->komi2 ||
				   strcmp(rules, c->rules) || document_edits(d) != c->edits);
	c->seen = true;
	c->generation = gen;
	c->edits = document_edits(d);
	c->nodes = nodes;
	c->komi2 = game_rules(g)->komi2;
	snprintf(c->rules, sizeof c->rules, "%s", rules);
	if (changed)
		course_drop(c);
	return true;
}

/* The line again: its nodes by move, and what is kept or recorded for each. */
static void course_walk(struct course_cache *c, struct document *d)
{
	int nline, at;
	const struct sgf_node *const *line = document_line(d, &nline, &at);
	int *actions = xcalloc((size_t)nline, sizeof *actions);

	record_count_actions((struct sgf_node *const *)line, nline, actions);
	int n = 0;
	for (int i = 0; i < nline; i++)
		n += actions[i];
	c->n = n;
	c->end = line[nline - 1];
	c->node = xreallocarray(c->node, (size_t)n + 1, sizeof *c->node);
	c->pts = xreallocarray(c->pts, (size_t)n + 1, sizeof *c->pts);
	c->tried = xreallocarray(c->tried, (size_t)n + 1, sizeof *c->tried);
	c->best = xreallocarray(c->best, (size_t)n + 1, sizeof *c->best);
	c->best_asked = xreallocarray(c->best_asked, (size_t)n + 1, sizeof *c->best_asked);
	c->got = xreallocarray(c->got, (size_t)n + 1, sizeof *c->got);
	memset(c->pts, 0, ((size_t)n + 1) * sizeof *c->pts);
	memset(c->tried, 0, ((size_t)n + 1) * sizeof *c->tried);
	memset(c->best_asked, 0, ((size_t)n + 1) * sizeof *c->best_asked);
	memset(c->got, 0, ((size_t)n + 1) * sizeof *c->got);
	for (int k = 0; k <= n; k++)
		c->best[k] = COURSE_CACHE_NO_MOVE;
	c->stamp++;
	c->node[0] = line[0];
	for (int i = 0, k = 0; i < nline; i++) {
		if (k == 0 && actions[i] == 0)
			c->node[0] = line[i];   /* the last node of the setup */
		for (int j = 0; j < actions[i]; j++)
			c->node[++k] = j == actions[i] - 1 ? line[i] : NULL;
	}
	free(actions);
	c->known = 0;
	for (int k = 0; k <= n; k++) {
		const struct course_point *p = c->node[k] ? course_kept(c, c->node[k]) : NULL;
		struct course_point rec;
		/* the record's points are the judgement's: a fed cache (an engine's course) leaves them */
		if (!p && !c->fed && c->node[k] && course_node_read(c->node[k], &rec) && course_usable(&rec)) {
			course_keep(c, c->node[k], &rec, COURSE_CACHE_NO_MOVE, false);
			p = course_kept(c, c->node[k]);
		}
		if (p) {
			c->best[k] = c->e[course_index(c, c->node[k])].best;
			c->best_asked[k] = c->e[course_index(c, c->node[k])].best_asked;
			c->pts[k] = *p;
			c->tried[k] = c->got[k] = true;
			c->known += course_usable(p);
		}
	}
	c->swung = false;
	c->nsw = 0;
	memset(c->chosen, 0, sizeof c->chosen);
	memset(c->asked, 0, sizeof c->asked);
	course_stop(c);   /* what runs was asked by the moves of the line before */
}

void course_cache_follow(struct course_cache *c, struct document *d)
{
	int nline, at;
	const struct sgf_node *const *line = document_line(d, &nline, &at);
	bool moved = course_changed(c, d);

	if (moved || c->end != line[nline - 1] || !c->node)
		course_walk(c, d);
}

/* --- the jobs ------------------------------------------------------------------------------------------- */

/* In a child process (or at once): the points asked, on the game at the line's end. */
static void course_job(void *out, const void *arg)
{
	const struct course_work *w = arg;
	struct course_result *res = out;
	int ahead = document_forward(w->d, document_ahead(w->d));

	/* the child's own copy of the game (or, at once, the board's, which course_estimate and
	 * course_prefer put back where it stood) */
	struct game *g = (struct game *)document_game(w->d);
	res->epoch = w->epoch;
	res->from = w->from;
	res->n = w->n;
	for (int i = 0; i < w->n; i++)
		if (w->from + i <= game_moves(g))
			course_estimate(g, w->from + i, &res->pts[i]);
	if (w->move)
		res->prefer_rc = course_prefer(g, w->move, COURSE_PREFER_BUDGET, &res->choice);
	document_back(w->d, ahead);
}

static void course_start(struct course_cache *c, struct document *d, struct course_slot *s)
{
	struct course_work w = { d, c->epoch, s->from, s->n, s->n ? 0 : c->sw[s->swing].move };

	s->job = job_start(course_job, &w, sizeof(struct course_result), !c->background);
}

/* A job done: its points kept by their nodes (when nothing was dropped since it started). */
static void course_take(struct course_cache *c, struct course_slot *s)
{
	const struct course_result *res = job_result(s->job);

	if (res && res->epoch == c->epoch && s->n) {
		for (int i = 0; i < res->n && res->from + i <= c->n; i++) {
			int k = res->from + i;
			if (c->pts[k].source != COURSE_NONE)
				continue;
			c->pts[k] = res->pts[i];
			c->tried[k] = true;
			c->known += course_usable(&res->pts[i]);
			if (c->node[k] && course_usable(&res->pts[i]))
				course_keep(c, c->node[k], &res->pts[i], COURSE_CACHE_NO_MOVE, false);
		}
	} else if (res && res->epoch == c->epoch && s->swing < c->nsw) {
		c->ch[s->swing] = res->choice;
		c->chosen[s->swing] = res->prefer_rc == 0;
	}
	job_free(s->job);
	s->job = NULL;
}

/* The next chunk of points nobody estimates yet, from the first missing one: false when none. */
static bool course_next_chunk(struct course_cache *c, struct course_slot *s)
{
	int k = 0;

	while (k <= c->n && c->tried[k])
		k++;
	if (k > c->n)
		return false;
	s->from = k;
	s->n = 0;
	while (s->n < COURSE_CHUNK && k <= c->n && !c->tried[k])
		c->tried[k++] = true, s->n++;
	return true;
}

/* The next decisive move whose preferred move nobody looks for yet: false when none. */
static bool course_next_choice(struct course_cache *c, struct course_slot *s)
{
	for (int i = 0; i < c->nsw; i++)
		if (!c->asked[i]) {
			c->asked[i] = true;
			s->n = 0;
			s->swing = i;
			return true;
		}
	return false;
}

/* Every point known: the decisive moves, on the game at the line's end. */
static void course_swing(struct course_cache *c, struct document *d)
{
	int ahead = document_forward(d, document_ahead(d));

	const struct game *g = document_game(d);
	int n = c->n <= game_moves(g) ? c->n : game_moves(g);
	c->nsw = course_swings(g, c->pts, n, COURSE_CACHE_MIN_LOSS, c->sw, COURSE_CACHE_SWINGS);
	document_back(d, ahead);
	c->swung = true;
}

/* --- a fed cache: the points come from outside ------------------------------------------------------- */

/* A decisive move's preferred move from the best move named in the position before it. */
static void course_fed_choice(struct course_cache *c, int i)
{
	int k = c->sw[i].move;

	/* what the move lost is what the best move would have kept (course.h: counted from the tempo) */
	c->ch[i] = (struct course_choice){ .point = c->best[k - 1], .margin = c->pts[k - 1].margin, .gain = c->sw[i].loss };
	if (c->ch[i].point == COURSE_CACHE_NO_MOVE)
		c->ch[i].gain = 0;
	c->chosen[i] = true;
	c->asked[i] = true;
}

/* Every point in: the decisive moves, and the preferred moves that the best moves named give. */
static bool course_fed_work(struct course_cache *c, struct document *d)
{
	bool news = false;

	if (!c->node)
		return false;
	for (int k = 0; k <= c->n; k++)
		if (!c->got[k])
			return false;
	if (!c->swung) {
		course_swing(c, d);
		news = true;
	}
	for (int i = 0; i < c->nsw; i++)
		if (!c->chosen[i] && c->best_asked[c->sw[i].move - 1]) {
			course_fed_choice(c, i);
			news = true;
		}
	return news;
}

int course_cache_next_wanted(struct course_cache *c, unsigned *stamp, bool *best_only)
{
	*stamp = c->stamp;
	*best_only = false;
	if (!c->fed || !c->node)
		return -1;
	for (int k = 0; k <= c->n; k++)
		if (!c->tried[k]) {
			c->tried[k] = true;
			return k;
		}
	for (int i = 0; c->swung && i < c->nsw; i++) {
		int k = c->sw[i].move - 1;
		if (!c->chosen[i] && !c->best_asked[k]) {
			c->best_asked[k] = true;
			*best_only = true;
			return k;
		}
	}
	return -1;
}

void course_cache_put(struct course_cache *c, unsigned stamp, int k, const struct course_point *p, int best)
{
	if (!c->fed || stamp != c->stamp || !c->node || k < 0 || k > c->n)
		return;
	if (p && c->pts[k].source == COURSE_NONE && course_usable(p)) {
		c->pts[k] = *p;
		c->known++;
	}
	c->tried[k] = c->got[k] = true;
	if (best != COURSE_CACHE_NO_MOVE || c->best_asked[k]) {
		c->best[k] = best;
		c->best_asked[k] = true;
	}
	if (c->node[k] && course_usable(&c->pts[k]))
		course_keep(c, c->node[k], &c->pts[k], c->best[k], c->best_asked[k]);
}

void course_cache_unask(struct course_cache *c, unsigned stamp, int k, bool best_only)
{
	if (!c->fed || stamp != c->stamp || !c->node || k < 0 || k > c->n)
		return;
	if (best_only)
		c->best_asked[k] = false;
	else if (!c->got[k])
		c->tried[k] = false;
}

bool course_cache_work(struct course_cache *c, struct document *d)
{
	bool news = false;

	if (c->fed)
		return course_fed_work(c, d);
	for (int i = 0; i < COURSE_JOBS; i++) {
		struct course_slot *s = &c->slot[i];
		enum job_state st = s->job ? job_poll(s->job, 0) : JOB_FAILED;
		if (s->job && st == JOB_RUNNING)
			continue;
		if (s->job && st == JOB_DONE) {
			course_take(c, s);
			news = true;
		} else if (s->job) {   /* its process died: the points are asked again */
			for (int k = s->from; s->n && k < s->from + s->n && k <= c->n; k++)
				c->tried[k] = c->pts[k].source != COURSE_NONE;
			if (!s->n && s->swing < c->nsw)
				c->asked[s->swing] = false;
			job_free(s->job);
			s->job = NULL;
		}
	}
	bool points = true;
	for (int i = 0; i < c->njobs; i++) {
		struct course_slot *s = &c->slot[i];
		if (s->job)
			continue;
		if (points && (points = course_next_chunk(c, s))) {
			course_start(c, d, s);
			continue;
		}
		bool running = false;
		for (int j = 0; j < COURSE_JOBS; j++)
			running |= c->slot[j].job != NULL && c->slot[j].n > 0;
		if (running)
			break;
		if (!c->swung) {
			course_swing(c, d);
			news = true;
		}
		if (course_next_choice(c, s))
			course_start(c, d, s);
	}
	if (!c->background && course_cache_busy(c)) {   /* at once: every job is done already */
		course_cache_work(c, d);
		return true;
	}
	return news;
}

bool course_cache_busy(const struct course_cache *c)
{
	if (c->fed)
		return c->node && !c->swung;
	for (int i = 0; i < COURSE_JOBS; i++)
		if (c->slot[i].job)
			return true;
	if (!c->node)
		return false;
	for (int k = 0; k <= c->n; k++)
		if (!c->tried[k])
			return true;
	if (!c->swung)
		return true;
	for (int i = 0; i < c->nsw; i++)
		if (!c->asked[i])
			return true;
	return false;
}

/* --- reading ------------------------------------------------------------------------------------------- */

int course_cache_moves(const struct course_cache *c)
{
	return c->node ? c->n : 0;
}

const struct course_point *course_cache_point(const struct course_cache *c, int k)
{
	if (!c->node || k < 0 || k > c->n || !course_usable(&c->pts[k]))
		return NULL;
	return &c->pts[k];
}

int course_cache_known(const struct course_cache *c)
{
	return c->node ? c->known : 0;
}

bool course_cache_complete(const struct course_cache *c)
{
	return c->node && c->swung;
}

const struct course_swing *course_cache_swings(const struct course_cache *c, int *n)
{
	*n = c->swung ? c->nsw : 0;
	return c->swung ? c->sw : NULL;
}

const struct course_choice *course_cache_choice(const struct course_cache *c, int i)
{
	return c->swung && i >= 0 && i < c->nsw && c->chosen[i] ? &c->ch[i] : NULL;
}

int course_cache_chosen(const struct course_cache *c)
{
	int n = 0;

	for (int i = 0; c->swung && i < c->nsw; i++)
		n += c->chosen[i];
	return n;
}

/* --- the review written --------------------------------------------------------------------------------- */

/* The node of copy's tree at the place node has in the document's tree. */
static struct sgf_node *course_twin(const struct sgf_node *node, struct sgf_node *root)
{
	int depth = 0;

	for (const struct sgf_node *n = node; n->parent; n = n->parent)
		depth++;
	int *path = xmalloc(((size_t)depth + 1) * sizeof *path);
	int at = 0;
	for (const struct sgf_node *n = node; n->parent; n = n->parent) {
		int i = 0;
		for (const struct sgf_node *s = n->parent->child; s != n; s = s->next)
			i++;
		path[at++] = i;
	}
	struct sgf_node *t = root;
	while (depth-- > 0 && t) {
		t = t->child;
		for (int i = 0; i < path[depth] && t; i++)
			t = t->next;
	}
	free(path);
	return t;
}

char *course_cache_review(const struct course_cache *c, const struct document *d, char *err, size_t len)
{
	if (!course_cache_complete(c)) {
		snprintf(err, len, "the course is estimated for %d of %d moves so far", c->known, c->n + 1);
		return NULL;
	}
	size_t size;
	char *text = document_text(d, &size);
	struct sgf_collection *copy = sgf_parse(text, size, "review", err, len);
	free(text);
	if (!copy)
		return NULL;
	int count, game = document_game_index(d, &count);
	struct sgf_node *root = sgf_game(copy, game);
	struct sgf_node **nodes = xcalloc((size_t)c->n + 1, sizeof *nodes);
	for (int k = c->n; k >= 0; k--)   /* inside a node of two moves: that node */
		nodes[k] = c->node[k] ? course_twin(c->node[k], root) : k < c->n ? nodes[k + 1] : NULL;
	struct course_choice ch[COURSE_CACHE_SWINGS];
	for (int i = 0; i < c->nsw; i++)
		ch[i] = c->chosen[i] ? c->ch[i] : (struct course_choice){ .point = BOARD_PASS, .gain = 0 };
	bool whole = true;
	for (int k = 0; k <= c->n; k++)
		whole &= nodes[k] != NULL;
	if (whole)
		course_annotate(nodes, c->n, c->pts, c->sw, ch, c->nsw, game_board(document_game(d))->size);
	free(nodes);
	text = whole ? sgf_write(copy, &size) : NULL;
	sgf_free(copy);
	if (!whole)
		snprintf(err, len, "the record's line could not be found in its copy");
	return text;
}
