/*
 * marking.c: the marking session (marking.h).
 *
 * The session keeps the board it follows, a few cache entries (a board, its analysis on the heap and
 * the marking life_marking draws from it) and a pointer to the entry of the board followed, looked up
 * only when something needs it.  The overrides are not stored as such: the marking in force is a copy
 * of the entry's marking that marking_set and marking_set_exactly change, so a chain is overridden
 * exactly where the two differ.  Following another board forgets the entry, and with it the copy.
 */
#include "config.h"

#include <stdlib.h>

#include "rules/marking.h"
#include "rules/xalloc.h"

struct marking_entry {
	struct board board;              /* the position analysed */
	struct life_analysis *analysis;  /* its analysis; NULL until the entry is first filled */
	struct score_marking marking;    /* life_marking of that analysis */
	unsigned long used;              /* the session's clock when last looked up; 0: never filled */
};

struct marking {
	struct life_options opt;                    /* the options of every analysis */
	struct board board;                         /* the board followed */
	bool synced;                                /* marking_sync has given a board */
	struct marking_entry cache[MARKING_CACHE];
	unsigned long clock;                        /* counts look-ups, for the least recently used */
	struct marking_entry *current;              /* the entry of board; NULL until needed */
	struct score_marking marking;               /* with current: its marking and the overrides */
};

struct marking *marking_new(const struct life_options *opt)
{
	struct marking *m = xcalloc(1, sizeof *m);

	if (opt)
		m->opt = *opt;
	else
		life_options_init(&m->opt);
	return m;
}

void marking_free(struct marking *m)
{
	if (!m)
		return;
	for (int i = 0; i < MARKING_CACHE; i++)
		free(m->cache[i].analysis);
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
	life_analyse(&e->board, &m->opt, e->analysis);
	life_marking(e->analysis, &e->board, &e->marking);
}

/* The entry of the board followed, analysed now if no entry holds it; the marking in force starts
 * as its marking. */
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
	return e;
}

const struct life_analysis *marking_analysis(struct marking *m)
{
	return marking_current(m)->analysis;
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
	BOARD_FOREACH(&m->board, p)
		if (score_marking_get(&m->marking, p) == s)
			m->marking.status[p] = SCORE_ALIVE;
	for (int i = 0; i < n; i++)
		score_marking_set(&m->marking, &m->board, points[i], s);
	return 0;
}

void marking_reset(struct marking *m)
{
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
