/*
 * marking.c: the marking session (marking.h).
 *
 * The session keeps the board it follows, a few cache entries (a board, its analysis on the heap and
 * the marking life_marking draws from it) and a pointer to the entry of the board followed, looked up
 * only when something needs it.  The overrides are not stored as such: the marking in force is a copy
 * of the entry's marking that marking_set and marking_set_exactly change, so a chain is overridden
 * exactly where the two differ.  Following another board forgets the entry, and with it the copy.
 * A record's marking (marking_accept) waits as its list of dead chains until the entry is looked
 * up, and then changes the copy as marking_set_exactly does: its chains are overrides too.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "rules/marking.h"
#include "rules/reading.h"
#include "rules/xalloc.h"

/* A chain the analysis reads dead that its owner, moving first, saves (marking_warnings). */
struct marking_save {
	int point;                     /* the chain's first stone */
	char line[MARKING_LINE_LEN];   /* the saving line in words */
};

struct marking_entry {
	struct board board;              /* the position analysed */
	struct life_analysis *analysis;  /* its analysis; NULL until the entry is first filled */
	struct score_marking marking;    /* life_marking of that analysis */
	unsigned long used;              /* the session's clock when last looked up; 0: never filled */
	bool saves_read;                 /* saves holds the saves of this board */
	int nsaves;
	struct marking_save *saves;      /* on the heap, LIFE_MAX_CHAINS of them, once read */
};

struct marking {
	struct life_options opt;                    /* the options of every analysis */
	struct board board;                         /* the board followed */
	bool synced;                                /* marking_sync has given a board */
	struct marking_entry cache[MARKING_CACHE];
	unsigned long clock;                        /* counts look-ups, for the least recently used */
	struct marking_entry *current;              /* the entry of board; NULL until needed */
	struct score_marking marking;               /* with current: its marking and the overrides */
	int naccepted;                              /* a record's dead chains waiting for the
						       analysis (marking_accept); -1: none */
	int accepted[BOARD_MAX_POINTS];             /* their first stones */
};

struct marking *marking_new(const struct life_options *opt)
{
	struct marking *m = xcalloc(1, sizeof *m);

	if (opt)
		m->opt = *opt;
	else
		life_options_init(&m->opt);
	m->naccepted = -1;
	return m;
}

void marking_free(struct marking *m)
{
	if (!m)
		return;
	for (int i = 0; i < MARKING_CACHE; i++) {
		free(m->cache[i].analysis);
		free(m->cache[i].saves);
	}
	free(m);
}

/* The cheap comparisons first: most boards that differ differ in hash. */
static bool marking_same_board(const struct board *a, const struct board *b)
{
	return a->size == b->size && a->hash == b->hash && board_equal(a, b);
}

void marking_sync(struct marking *m, const struct board *b)
{
	if (m->synced && marking_same_board(&m->board, b))
		return;
	m->board = *b;
	m->synced = true;
	m->current = NULL;
	m->naccepted = -1;
}

/* The entry holding the board followed, or NULL. */
static struct marking_entry *marking_find(struct marking *m)
{
	for (int i = 0; i < MARKING_CACHE; i++)
		if (m->cache[i].used && marking_same_board(&m->cache[i].board, &m->board))
			return &m->cache[i];
	return NULL;
}

/* The entry to fill: an empty one, else the least recently used. */
static struct marking_entry *marking_victim(struct marking *m)
{
	struct marking_entry *v = &m->cache[0];

	for (int i = 1; i < MARKING_CACHE; i++)
		if (m->cache[i].used < v->used)
			v = &m->cache[i];
	return v;
}

/* Analyse the board followed into entry e. */
static void marking_fill(struct marking *m, struct marking_entry *e)
{
	if (!e->analysis)
		e->analysis = xmalloc(sizeof *e->analysis);
	e->board = m->board;
	e->saves_read = false;
	life_analyse(&e->board, &m->opt, e->analysis);
	life_marking(e->analysis, &e->board, &e->marking);
}

/* Status s for the chains through points[0..n-1] and no other (marking_set_exactly): the marking
 * in force is made. */
static void marking_exactly(struct marking *m, enum score_status s, const int *points, int n)
{
	BOARD_FOREACH(&m->board, p)
		if (score_marking_get(&m->marking, p) == s)
			m->marking.status[p] = SCORE_ALIVE;
	for (int i = 0; i < n; i++)
		score_marking_set(&m->marking, &m->board, points[i], s);
}

/* A record's marking waiting for the analysis (marking_accept) becomes the marking in force. */
static void marking_take_accepted(struct marking *m)
{
	int n = m->naccepted;

	m->naccepted = -1;
	if (n >= 0)
		marking_exactly(m, SCORE_DEAD, m->accepted, n);
}

/* The entry of the board followed, analysed now if no entry holds it; the marking in force starts
 * as its marking, or as a record's taken with marking_accept. */
static struct marking_entry *marking_current(struct marking *m)
{
	if (m->current)
		return m->current;
	struct marking_entry *e = marking_find(m);
	if (!e) {
		e = marking_victim(m);
		marking_fill(m, e);
	}
	e->used = ++m->clock;
	m->current = e;
	m->marking = e->marking;
	marking_take_accepted(m);
	return e;
}

const struct life_analysis *marking_analysis(struct marking *m)
{
	return marking_current(m)->analysis;
}

bool marking_ready(struct marking *m)
{
	return m->current || marking_find(m);
}

void marking_install(struct marking *m, const struct board *b, const struct life_analysis *a)
{
	struct marking_entry *e = NULL;

	for (int i = 0; i < MARKING_CACHE && !e; i++)
		if (m->cache[i].used && marking_same_board(&m->cache[i].board, b))
			e = &m->cache[i];
	if (e)
		return;   /* analysed already: the same answer (the analysis is deterministic) */
	e = marking_victim(m);
	if (e == m->current)
		m->current = NULL;
	if (!e->analysis)
		e->analysis = xmalloc(sizeof *e->analysis);
	e->board = *b;
	e->saves_read = false;
	*e->analysis = *a;
	life_marking(e->analysis, &e->board, &e->marking);
	e->used = ++m->clock;
}

const struct life_options *marking_options(const struct marking *m)
{
	return &m->opt;
}

const struct score_marking *marking_get(struct marking *m)
{
	marking_current(m);
	return &m->marking;
}

static bool marking_is_stone(const struct marking *m, int p)
{
	return board_on(&m->board, p) && m->board.color[p] != EMPTY;
}

int marking_set(struct marking *m, int p, enum score_status s)
{
	if (!marking_is_stone(m, p))
		return -1;
	marking_current(m);
	score_marking_set(&m->marking, &m->board, p, s);
	return 0;
}

int marking_set_exactly(struct marking *m, enum score_status s, const int *points, int n)
{
	for (int i = 0; i < n; i++)
		if (!marking_is_stone(m, points[i]))
			return -1;
	marking_current(m);
	marking_exactly(m, s, points, n);
	return 0;
}

int marking_accept(struct marking *m, const int *dead, int n)
{
	for (int i = 0; i < n; i++)
		if (!marking_is_stone(m, dead[i]))
			return -1;
	for (int i = 0; i < n; i++)
		m->accepted[i] = dead[i];
	m->naccepted = n;
	if (m->current)
		marking_take_accepted(m);
	return 0;
}

void marking_reset(struct marking *m)
{
	m->naccepted = -1;
	if (m->current)
		m->marking = m->current->marking;
}

bool marking_is_override(const struct marking *m, int p)
{
	return m->current && marking_is_stone(m, p)
	       && score_marking_get(&m->marking, p) != score_marking_get(&m->current->marking, p);
}

bool marking_overridden(const struct marking *m)
{
	BOARD_FOREACH(&m->board, p)
		if (marking_is_override(m, p))
			return true;
	return false;
}

int marking_chains(const struct board *b, const struct score_marking *m, enum score_status s, int *first)
{
	bool seen[BOARD_MAX_POINTS] = { false };
	int n = 0;

	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY || seen[b->head[p]])
			continue;
		seen[b->head[p]] = true;
		if (score_marking_get(m, p) == s)
			first[n++] = p;
	}
	return n;
}

static int marking_point_order(const void *x, const void *y)
{
	return (int)*(const uint16_t *)x - (int)*(const uint16_t *)y;
}

int marking_chains_str(const struct board *b, const struct score_marking *m, enum score_status s, bool whole,
		       const char *sep, char *buf, size_t len)
{
	int first[BOARD_MAX_POINTS], chains = marking_chains(b, m, s, first);
	uint16_t stones[BOARD_MAX_POINTS];
	size_t used = 0;
	bool full = false;

	buf[0] = '\0';
	for (int i = 0; i < chains && !full; i++) {
		int n = whole ? board_chain_stones(b, first[i], stones) : 1;
		size_t at = used;
		if (!whole)
			stones[0] = (uint16_t)first[i];
		qsort(stones, (size_t)n, sizeof *stones, marking_point_order);
		for (int k = 0; k < n && !full; k++) {
			char v[8];
			int w = snprintf(buf + used, len - used, "%s%s", k ? " " : i ? sep : "", board_vertex_str(b, stones[k], v));
			full = w < 0 || (size_t)w >= len - used;
			used += full ? 0 : (size_t)w;
		}
		if (full)
			buf[at] = '\0';
	}
	return chains;
}

/* --- marking chains together ---------------------------------------------------------------------- */

/*
 * The area of colour c around chains: a board on which the points a walk from a chain of c may cross
 * keep their colour (c's stones) or are empty (the empty points that reach only the other colour
 * once the stones marked dead are taken off), and every other point is the other colour's.  Its
 * regions of c and empty points (board_regions) are the enclosed areas of marking_area_chains.
 */
static void marking_walls(struct marking *m, enum color c, struct board *out)
{
	const struct board *b = &m->board;
	struct board taken;
	uint16_t region[BOARD_MAX_POINTS];
	uint8_t reach[BOARD_MAX_POINTS];
	enum color o = color_other(c);

	score_marking_regions(b, &m->marking, &taken, region, reach);
	board_init(out, b->size);
	BOARD_FOREACH(b, p) {
		bool owned = taken.color[p] == EMPTY && reach[region[p]] == (1u << o);
		board_set(out, p, b->color[p] == c ? c : owned ? EMPTY : o);
	}
}

int marking_area_chains(struct marking *m, int p, int *heads)
{
	if (!marking_is_stone(m, p))
		return 0;
	marking_current(m);

	const struct board *b = &m->board;
	enum color c = (enum color)b->color[p];
	struct board walls;
	uint16_t area[BOARD_MAX_POINTS];
	bool done[BOARD_MAX_POINTS] = { false };
	int n = 0;

	marking_walls(m, c, &walls);
	board_regions(&walls, REACH_EMPTY | (1u << c), area);
	BOARD_FOREACH(b, q)
		if (b->color[q] == c && area[q] == area[p] && !done[b->head[q]]) {
			done[b->head[q]] = true;
			heads[n++] = q;
		}
	return n;
}

enum score_status marking_next_status(enum score_status s)
{
	return s == SCORE_DEAD ? SCORE_ALIVE : SCORE_DEAD;
}

enum score_status marking_seki_status(enum score_status s)
{
	return s == SCORE_SEKI ? SCORE_ALIVE : SCORE_SEKI;
}

int marking_set_area(struct marking *m, int p, enum score_status s)
{
	int heads[BOARD_MAX_POINTS], n = marking_area_chains(m, p, heads);

	for (int i = 0; i < n; i++)
		marking_set(m, heads[i], s);
	return n;
}

/* --- warnings ------------------------------------------------------------------------------------- */

/* Every chain the analysis reads dead (its opponent moving first, as the 1989 rules read it) asked
 * again with its owner moving first, within a small budget; those that cannot then be captured. */
static void marking_read_saves(struct marking *m, struct marking_entry *e)
{
	struct life_options opt = m->opt;
	struct reading_result r;

	opt.limits.node_budget = 20000;   /* a look, not a proof */
	if (!e->saves)
		e->saves = xmalloc(LIFE_MAX_CHAINS * sizeof *e->saves);
	e->nsaves = 0;
	for (int i = 0; i < e->analysis->nchains; i++) {
		const struct life_chain *c = &e->analysis->chains[i];
		if (c->status != LIFE_DEAD)
			continue;
		if (reading_ask(&e->board, c->point, READING_CAPTURE, c->color, &opt.limits, &r) != READING_NO)
			continue;
		struct marking_save *s = &e->saves[e->nsaves++];
		s->point = c->point;
		if (r.line.n)
			reading_line_str(&e->board, &r.line, s->line, sizeof s->line);
		else
			snprintf(s->line, sizeof s->line, "it stands as it is");
	}
	e->saves_read = true;
}

static const struct marking_save *marking_saved(const struct marking_entry *e, int p)
{
	for (int i = 0; i < e->nsaves; i++)
		if (e->saves[i].point == p)
			return &e->saves[i];
	return NULL;
}

/* The warning for chain c marked s, into *w; false when there is none. */
static bool marking_warning_of(const struct marking_entry *e, const struct life_chain *c, enum score_status s,
			       struct marking_warning *w)
{
	const struct marking_save *saved = marking_saved(e, c->point);

	static const enum score_status as[] = { [LIFE_ALIVE] = SCORE_ALIVE, [LIFE_SEKI] = SCORE_SEKI,
						[LIFE_DEAD] = SCORE_DEAD, [LIFE_UNSETTLED] = SCORE_ALIVE };

	*w = (struct marking_warning){ .point = c->point, .marked = s, .chain = *c };
	if (c->status == LIFE_UNSETTLED && c->estimate == LIFE_UNSETTLED)
		w->kind = MARKING_UNSETTLED;
	else if (c->status == LIFE_UNSETTLED && s == as[c->estimate])
		return false;   /* marked as its estimate: the reason is one key away, nothing to warn of */
	else if (c->status == LIFE_UNSETTLED)
		w->kind = MARKING_NOT_ESTIMATE;
	else if (s == SCORE_DEAD && c->status == LIFE_DEAD && saved)
		w->kind = MARKING_SAVED;
	else if (s == SCORE_DEAD && c->status != LIFE_DEAD)
		w->kind = MARKING_DEAD_NOT_DEAD;
	else if (s == SCORE_ALIVE && c->status != LIFE_ALIVE)
		w->kind = MARKING_ALIVE_NOT_ALIVE;
	else if (s == SCORE_SEKI && c->status != LIFE_SEKI)
		w->kind = MARKING_SEKI_NOT_SEKI;
	else
		return false;
	if (saved)
		snprintf(w->line, sizeof w->line, "%s", saved->line);
	return true;
}

int marking_warnings(struct marking *m, struct marking_warning *out, int max)
{
	struct marking_entry *e = marking_current(m);
	int n = 0;

	if (!e->saves_read)
		marking_read_saves(m, e);
	for (int i = 0; i < e->analysis->nchains && n < max; i++) {
		const struct life_chain *c = &e->analysis->chains[i];
		if (marking_warning_of(e, c, score_marking_get(&m->marking, c->point), &out[n]))
			n++;
	}
	return n;
}

const char *marking_warning_str(const struct board *b, const struct marking_warning *w, bool brief, char *buf,
				size_t len)
{
	const struct life_chain *c = &w->chain;
	const char *marked = score_status_str(w->marked), *read = life_status_str(c->status);
	char v[8];

	board_vertex_str(b, w->point, v);
	switch (w->kind) {
	case MARKING_UNSETTLED:
		if (brief)
			snprintf(buf, len, "%s is unsettled: whoever moves first decides", v);
		else
			snprintf(buf, len, "%s: unsettled, whoever moves first decides; marked %s: %s", v, marked,
				 c->reason);
		break;
	case MARKING_NOT_ESTIMATE:
		if (brief)
			snprintf(buf, len, "%s is marked %s; the estimate takes it as %s", v, marked,
				 life_status_str(c->estimate));
		else
			snprintf(buf, len, "%s: marked %s, but the analysis estimates it %s (not proven): %s", v, marked,
				 life_status_str(c->estimate), c->reason);
		break;
	case MARKING_SAVED:
		if (brief)
			snprintf(buf, len, "%s is marked dead; its owner to move saves it", v);
		else
			snprintf(buf, len, "%s: marked dead, but with its owner to move it cannot be captured (%s): "
				 "the game may not be over", v, w->line);
		break;
	case MARKING_DEAD_NOT_DEAD:
	case MARKING_ALIVE_NOT_ALIVE:
	case MARKING_SEKI_NOT_SEKI:
		if (brief)
			snprintf(buf, len, "%s is marked %s; the analysis reads it %s", v, marked, read);
		else
			snprintf(buf, len, "%s: marked %s, but the analysis reads it %s (%s: %s): %s", v, marked, read,
				 life_type_str(c->type), life_type_meaning(c->type), c->reason);
		break;
	}
	return buf;
}
