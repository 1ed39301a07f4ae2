/*
 * life.c: life and death by the Japanese 1989 rules as formalised by seed 003 (see life.h).
 *
 * How it works, and the choices made where the rules and the seed are silent:
 *
 * 1. Chains are numbered in board order of their first stone.  Benson's algorithm runs once for
 *    each colour.  A pass-alive chain is alive: type 1 if two or more of its liberties are one-point
 *    regions owned by its colour (points forbidden to the opponent now and for ever), type 2
 *    otherwise (it can fill its own regions down to such points whatever the opponent does).  A chain
 *    inside a region owned by the other colour's pass-alive chains is dead, type 6.  No search.
 *
 * 2. The seed's type 1 says "two points forbidden to the opponent now".  Read literally, a group with
 *    one real eye and one false eye is type 1 until the opponent takes the false eye's chain.  A
 *    demanding referee does not accept that: type 1 is given only where the forbidden points stay
 *    forbidden whatever the opponent does (1.), and every other group must prove its 2EL by reading.
 *    life_chain.eyes still lists the points forbidden now, for display.
 *
 * 3. Every other chain T (colour D, the defender; the attacker A is the other colour) is read in its
 *    local area, rules/reading.c 1.: its group, the regions around it and the attacker chains
 *    there that are not pass-alive.  The area is built on rb, the board of 9. (b itself when
 *    nothing is assumed).  An area larger than life_options.max_area points is not read: the chain
 *    is unsettled, with that reason.
 *
 * 4. Hypothetical play (Art. 7 and 7-2) is reading.c 2.: the attacker moves first, either may pass,
 *    and a ko may be retaken only after a pass.
 *
 * 5. Three questions are read (reading.c 3.): capture (the attacker's goal), 2EL all and 2EL any
 *    (the defender's: every point of T, or at least one, part of a 2EL group of D).  When the area
 *    holds several defender chains (a group), "2EL any" is first asked once for all their points
 *    together (the group question): if no point of the group can become the defender's, no point
 *    of any of its chains can, and that one proof answers the question for every chain of the group.
 *
 * 6. The types from the answers:
 *      cannot be captured, 2EL all            type 2  alive
 *      cannot be captured, no 2EL             type 4  seki
 *      can be captured, 2EL all               type 3  alive (snap-back: the points come back)
 *      can be captured, 2EL any only          type 5  seki
 *      can be captured, no 2EL at all         type 6 (dead) if the region of non-attacker points
 *                                             holding T is bounded only by attacker chains that are
 *                                             alive (types 1-3), else type 7 (seki); when
 *                                             the chains that are not alive are all dead
 *                                             (settled), they are no wall: unsettled; so
 *                                             too a type 7 whose walls are found dead
 *                                             after it (two candidates walled by each
 *                                             other, decided one after the other)
 *    A question that is not settled within the node budget (or the time budget) leaves the chain
 *    unsettled with the reason; so does a type 6/7 question whose bounding chains are unsettled.
 *
 * 6a. Small enclosures, decided without the 2EL questions.  When T can be captured and the points
 *    that are not the attacker's around it (T, and whatever empty points and defender stones join
 *    it) are at most SMALL_ENCLOSURE (4), bounded by one attacker chain (the wall) and the edge, T
 *    waits until every other chain is read.  If the wall cannot be captured (types 1, 2 and 4), no
 *    point of T can ever be the defender's 2EL: the attacker keeps the wall standing whatever the
 *    defender does (passing when he would move first), so a pass-alive defender chain holding a
 *    point of T would have to live inside those points, and two eyes with the stones around them
 *    need more than four points on any board of size 3 or more (with four, both eyes would touch
 *    both stones: a 2x2 square whose eyes are corners of the board).  T is then a dead candidate,
 *    type 6 or 7 as in 6., and the two 2EL questions, the costliest of all here (the defender tries
 *    every move against a wall that never falls), are not read.  Otherwise T is read as in 6.  One
 *    more question explains the type 7 of a hanezeki: when T is taken by a single move and the
 *    wall is in seki, can the defender, moving next, capture the wall?  If so the proof is the
 *    capture followed by the wall's, and the reason says that the capture loses the race
 *    (classic/hanezeki.sgf: 0.1 s instead of 8 s with no budget, unsettled with the default one).
 *
 * 6b. The area's edge.  The area leaves out the defender's chains that T's group could join only by
 *    capturing an attacker chain of the area; the reading plays none of their points, so their eyes
 *    beyond the area never count.  When T cannot be captured and reaches no 2EL in its area, but
 *    such a chain, not pass-alive, lies next to an attacker chain whose liberties are all in the
 *    area and which the tactical reader of 11a. captures with the defender moving first, T is not
 *    called seki (type 4): it is unsettled, with that reason, and estimated as in 11. (A chain at
 *    the edge of its area that captures the attacker stones there joins a living group beyond it.)
 *
 * 6c. Captured for good beside a seki.  A dead candidate whose region is walled by an attacker chain
 *    that is not alive (a type 4 stone, say, that its side can save only into a seki but may give
 *    up, beside a living group that holds the region) is type 6 after all when it is captured for
 *    good whoever moves first, the wall kept: the attacker, moving first, can make every point of
 *    T and of those walls its own for good (the owned question of reading.c 3.: stones of
 *    pass-alive chains, or points of a region they own), and the defender, moving first, can make
 *    no point of T part of a 2EL group.  Type 7 stands where the capture costs the wall (the seed's
 *    type 7: taking T gives the wall's stones away) or the defender moving first saves T (two groups
 *    without eyes in a race: whoever moves first decides).  These questions come after every chain
 *    is read, so they may read FIRST_ROUND_BUDGET nodes beyond the total of 10.: type 7 is rare,
 *    and which it is decides its points.
 *
 * 7. The search (the AND/OR search with its transposition table, the iterative deepening, the
 *    move order, and Benson asked at the points that matter) is reading.c 4. and 4a.
 *
 * 8. Territory (seed 003): after dead chains are removed, an empty region bounded only by alive
 *    (2EL, types 1-3) chains of one colour is that colour's territory.  A region touching a seki
 *    chain, or both colours, is nobody's.  There is no dame concept: a point is territory or it is
 *    not.  Dead stones are the opponent's prisoners.  An unsettled chain counts as the marking takes
 *    it (life_marking: its estimate, else alive), so that the territory here is the one `tengen
 *    score --auto --as-is`, GTP and the dialogue count: one answer everywhere.
 *
 * 9. The assumptions, for large territories (9.) and eye spaces read alone (9a.), are
 *    life_assume.c's: verdicts that are not read, each flagged on the chain.
 *
 * 10. Budgets.  Every question is first asked with FIRST_ROUND_BUDGET nodes (so that one hard chain
 *    cannot starve the rest); the questions that ran out are asked again, in chain order, with
 *    life_options.node_budget.  All questions together stop at life_options.total_budget nodes
 *    (by default 500000 on boards up to 13x13 and 100000 on larger ones, where each node costs
 *    more, as the local Benson of reading.c 4a. walks more chains, and where the areas that fit
 *    the reading are rarely settled by more nodes: on every tenth game of the goban collection,
 *    250000 nodes settled 2 more of 863 chains than 100000 at twice the time, and 500000 took up
 *    to 600 ms on one game): the chains not read by then are unsettled, with that reason.  One
 *    reader (rules/reading.h) serves every question of the analysis, so its tables (reading.c 4.)
 *    are kept across them.
 *
 * 11. The estimates for the chains still unsettled are life_estimate.c's: suggestions for the
 *    marking, measured on game collections, never verdicts.  They may undo an assumption (9.):
 *    a chain dead only by an assumption whose walls are estimated dead is unsettled again (11b.).
 *
 * 12. The judgement (judge.c) reads the chains still unsettled as dragons with their eye spaces;
 *    its estimate replaces the playouts' where it changes it.
 *
 * 13. The orientation.  The answer must be the same on all eight symmetries of the board, but what a
 *    budget settles is not: the move order breaks its ties in board order, the transposition
 *    table's slots follow the Zobrist keys of the points, and the chains share the total budget in
 *    board order.  Ordering the moves by keys that do not turn with the board would fix the first
 *    alone.  So the analysis is made on the board in its canonical orientation (board/symmetry.h:
 *    the smallest colouring of the eight) and turned back: its chains numbered again in board
 *    order, their eyes, proofs and territory mapped, the vertices named in their reasons renamed.
 *    The eight orientations of a position are then one computation, point for point.  (A position
 *    that is itself symmetric is turned back by the first of its transforms to the canonical board;
 *    the reading may still treat two symmetric chains of it differently under a budget.)
 */
#include "rules/life.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/symmetry.h"
#include "rules/benson.h"
#include "rules/judge.h"
#include "rules/life_context.h"
#include "rules/reading.h"
#include "rules/tactics.h"
#include "rules/text.h"
#include "rules/xalloc.h"

#define DEFAULT_TOTAL_BUDGET 500000        /* boards up to 13x13 (10.) */
#define DEFAULT_TOTAL_BUDGET_LARGE 100000  /* larger boards */
#define FIRST_ROUND_BUDGET 2000
#define DEFAULT_LARGE_REGION 16
#define DEFAULT_PLAYOUTS 200
#define LONG_BUDGET_SCALE 10              /* life_options_long */
#define SMALL_ENCLOSURE 4   /* the largest enclosure that cannot hold two eyes (6a.) */
/* The small tactical reader (rules/tactics.h) as the analysis asks it: how deep and how many nodes
 * one question of a chain short of liberties may read (6b., and life_estimate.c 11a.). */
#define TACTICS_DEPTH 9
#define TACTICS_BUDGET 4000

/* --- one chain ------------------------------------------------------------------------------------ */


/* Give chain c status s and type t: the one place a verdict is written (life_assume.c and
 * life_estimate.c return theirs, and life_analyse writes them here). */
static void life_set_verdict(struct life_chain *c, enum life_status s, enum life_type t)
{
	c->status = s;
	c->type = t;
}

/* Leave c unsettled, saying which question ran out. */
static void unsettled(struct life_context *x, struct life_chain *c, const char *what)
{
	char v[8];

	life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
	if (!reading_timed_out(x->r) && reading_exhausted(x->r) && x->total_hit)
		snprintf(c->reason, sizeof c->reason,
			 "the analysis's total budget of %ld nodes was spent before %s %s was read", x->total,
			 what, board_vertex_str(x->b, c->point, v));
	else
		reading_unknown_str(x->r, &x->opt->limits, what, c->point, c->reason, sizeof c->reason);
}

/* Read q with `first` to move within the budgets of 10., counting the nodes to c; the answer
 * (READING_UNKNOWN if not settled). */
static enum reading_answer read_counted(struct life_context *x, struct life_chain *c, enum reading_question q,
					enum color first, struct reading_line *line)
{
	long budget = x->first_round ? FIRST_ROUND_BUDGET : x->opt->limits.node_budget, total = x->total;

	if (budget > x->opt->limits.node_budget)
		budget = x->opt->limits.node_budget;

	x->total_hit = false;
	if (total > 0 && total - x->spent < budget) {
		budget = total - x->spent;
		x->total_hit = true;
	}
	enum reading_answer res = reading_read(x->r, q, first, budget, line);
	long nodes = reading_nodes(x->r);
	c->nodes += nodes;
	x->out->nodes += nodes;
	x->spent += nodes;
	return res;
}

/* Ask q of c, its attacker first, accounting nodes; on READING_UNKNOWN c is left unsettled and false
 * returned. */
static bool ask(struct life_context *x, struct life_chain *c, enum reading_question q, struct reading_line *line,
		enum reading_answer *res, const char *what)
{
	*res = read_counted(x, c, q, color_other(c->color), line);
	if (*res != READING_UNKNOWN)
		return true;
	unsettled(x, c, what);
	return false;
}

/*
 * 6b. A chain of the defender's outside the area just read, not pass-alive on the board read, next
 * to an attacker chain of the area whose liberties are all inside it and which the tactical reader
 * (11a.) captures with the defender moving first; 0 if none.  Capturing that attacker chain joins
 * it to the group, so two eyes found beyond the area count: the reading, blind to them, is no verdict.
 */
static int joins_outside(const struct life_context *x, const struct life_chain *c)
{
	const struct board *b = x->rb;
	const int16_t *points;
	int n = reading_area_points(x->r, &points);
	enum color d = c->color, a = color_other(d);
	uint8_t in[BOARD_MAX_POINTS] = { 0 }, seen[BOARD_MAX_POINTS] = { 0 };
	uint16_t libs[BOARD_MAX_POINTS], stones[BOARD_MAX_POINTS];
	struct tactics tc;

	tactics_init(&tc);
	tc.depth = TACTICS_DEPTH;
	tc.budget = TACTICS_BUDGET;
	for (int i = 0; i < n; i++)
		in[points[i]] = 1;
	for (int i = 0; i < n; i++) {
		int p = points[i];
		if (b->color[p] != a || seen[b->head[p]])
			continue;
		seen[b->head[p]] = 1;
		int nl = board_chain_liberties(b, p, libs), k = 0;
		while (k < nl && in[libs[k]])
			k++;
		if (k < nl || !tactics_capturable(&tc, b, p, d))
			continue;
		int ns = board_chain_stones(b, p, stones);
		for (int j = 0; j < ns; j++)
			BOARD_NEIGHBOURS(b, stones[j], q)
				if (b->color[q] == d && !in[q] && benson_status_at(&x->bn[d], q) != BENSON_ALIVE)
					return q;
	}
	return 0;
}

/* Types 2 and 4: the chain cannot be captured. */
static void classify_uncapturable(struct life_context *x, struct life_chain *c, struct reading_line *capture)
{
	enum reading_answer res;
	struct reading_line eyes;
	const char *a = color_name(color_other(c->color));

	if (!ask(x, c, READING_EYES_ALL, &eyes, &res, "the eyes of"))
		return;
	if (res == READING_YES) {
		life_set_verdict(c, LIFE_ALIVE, LIFE_TYPE_2);
		c->proof = eyes;
		snprintf(c->reason, sizeof c->reason,
			 "%s cannot capture it, and it reaches two eyes even when %s plays first", a, a);
		return;
	}
	int out = joins_outside(x, c);
	if (out) {
		char v[8];
		life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		c->proof = *capture;
		snprintf(c->reason, sizeof c->reason, "%s cannot capture it, and it may join %s's chain at %s, "
			 "outside the local area read, by a capture", a, color_name(c->color),
			 board_vertex_str(x->b, out, v));
		return;
	}
	life_set_verdict(c, LIFE_SEKI, LIFE_TYPE_4);
	c->proof = *capture;
	c->second = eyes;
	snprintf(c->reason, sizeof c->reason, "seki: %s cannot capture it, and it cannot make two eyes", a);
}

/*
 * The group question (5., reading.c 3.): can no point of any defender chain of the area become the
 * defender's 2EL?  A yes answers "2EL any" for every chain of the group at once.  Asked once per
 * group, named by the first defender stone of the area; only a proven yes is kept.  False when the
 * area holds one defender chain, or the answer is not yes.
 */
static bool group_none(struct life_context *x, struct life_chain *c, struct reading_line *line)
{
	const int16_t *points;
	int npoints = reading_area_points(x->r, &points), n = 0, first = 0;
	enum reading_answer res;
	enum life_status status = c->status;
	enum life_type type = c->type;

	for (int i = 0; i < npoints; i++)
		if (x->rb->color[points[i]] == c->color && n++ == 0)
			first = points[i];
	if (n == x->rb->count[x->rb->head[c->point]])
		return false;
	if (!x->group_none[first]) {
		bool settled = ask(x, c, READING_GROUP_ANY, line, &res, "the eyes of the group of");
		life_set_verdict(c, status, type);
		if (!settled || res != READING_NO)
			return false;
		x->group_none[first] = true;
		x->group_line[first] = *line;
	}
	*line = x->group_line[first];
	return true;
}

/*
 * 6a.: the wall of T's small enclosure: the one attacker chain around the region of non-attacker
 * points holding T, when that region has at most SMALL_ENCLOSURE points; 0 otherwise.
 */
static int small_enclosure(const struct life_context *x, int t)
{
	const struct board *b = x->rb;
	enum color att = color_other((enum color)b->color[t]);
	int16_t seen[SMALL_ENCLOSURE + 1];
	int n = 0, wall = 0;

	if (b->size < 3)
		return 0;
	seen[n++] = (int16_t)t;
	for (int i = 0; i < n; i++) {
		BOARD_NEIGHBOURS(b, seen[i], q) {
			if (b->color[q] == EDGE)
				continue;
			if (b->color[q] == att) {
				if ((wall && b->head[q] != b->head[wall]) || x->b->color[q] != att)
					return 0; /* two walls, or one of the filled stones of 9. */
				wall = q;
				continue;
			}
			bool met = false;
			for (int j = 0; j < n && !met; j++)
				met = seen[j] == q;
			if (met)
				continue;
			if (n == SMALL_ENCLOSURE)
				return 0;
			seen[n++] = (int16_t)q;
		}
	}
	return wall;
}

/* Types 3, 5 and the dead candidates (6 or 7, decided once every chain is known). */
static void classify_capturable(struct life_context *x, struct life_chain *c, struct reading_line *capture)
{
	enum reading_answer res;
	struct reading_line all, any;
	const char *a = color_name(color_other(c->color)), *d = color_name(c->color);
	int wall = x->read_enclosed ? 0 : small_enclosure(x, c->point);

	if (wall) { /* 6a.: decided once the wall's own verdict is known */
		x->enclosure[c - x->out->chains] = (int16_t)wall;
		life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		c->proof = *capture;
		snprintf(c->reason, sizeof c->reason, "waiting for the verdict of the chain around it");
		return;
	}
	if (!ask(x, c, READING_EYES_ALL, &all, &res, "the re-occupation of"))
		return;
	if (res == READING_YES) {
		life_set_verdict(c, LIFE_ALIVE, LIFE_TYPE_3);
		c->proof = all;
		c->second = *capture;
		snprintf(c->reason, sizeof c->reason,
			 "%s can capture it, but %s then re-occupies its points with two eyes (snap-back)", a, d);
		return;
	}
	if (group_none(x, c, &any))
		res = READING_NO;
	else if (!ask(x, c, READING_EYES_ANY, &any, &res, "the re-occupation of"))
		return;
	if (res == READING_YES) {
		life_set_verdict(c, LIFE_SEKI, LIFE_TYPE_5);
		c->proof = any;
		c->second = all;
		snprintf(c->reason, sizeof c->reason,
			 "seki: %s can capture it, but part of its points then become %s's with two eyes", a, d);
		return;
	}
	life_set_verdict(c, LIFE_DEAD, LIFE_TYPE_6); /* provisional: see classify_dead */
	x->provisional[c - x->out->chains] = true;
	c->proof = *capture;
	c->second = any;
}

/* Read c in its local area; false if the area was too large to read. */
static bool analyse_chain(struct life_context *x, struct life_chain *c)
{
	enum reading_answer res;
	struct reading_line capture;

	if (!reading_area(x->r, c->point)) {
		life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		reading_unknown_str(x->r, &x->opt->limits, NULL, c->point, c->reason, sizeof c->reason);
		return false;
	}
	if (!ask(x, c, READING_CAPTURE, &capture, &res, "the capture of"))
		return true;
	if (res == READING_YES)
		x->capturable[c - x->out->chains] = true;
	if (res == READING_NO)
		classify_uncapturable(x, c, &capture);
	else
		classify_capturable(x, c, &capture);
	return true;
}

/* --- the whole board ------------------------------------------------------------------------------ */

/* The forbidden points (to the opponent) next to the chain, now. */
static void chain_eyes(const struct board *b, struct life_chain *c)
{
	uint16_t libs[BOARD_MAX_POINTS];
	int n = board_chain_liberties(b, c->point, libs);

	c->neyes = 0;
	for (int i = 0; i < n && c->neyes < LIFE_MAX_EYES; i++)
		if (board_is_suicide(b, color_other(c->color), libs[i]))
			c->eyes[c->neyes++] = (int16_t)libs[i];
}

/* 1.: the Benson verdicts; returns false when the chain must be read. */
static bool classify_static(struct life_context *x, struct life_chain *c)
{
	const struct board *b = x->b;
	const struct benson *own = &x->bn0[c->color], *opp = &x->bn0[color_other(c->color)];
	int owned_eyes = 0;

	if (benson_status_at(opp, c->point) == BENSON_DEAD) {
		life_set_verdict(c, LIFE_DEAD, LIFE_TYPE_6);
		snprintf(c->reason, sizeof c->reason,
			 "dead: inside a region owned by %s's pass-alive chains", color_name(color_other(c->color)));
		return true;
	}
	if (benson_status_at(own, c->point) != BENSON_ALIVE)
		return false;
	for (int i = 0; i < c->neyes; i++) {
		int p = c->eyes[i], alone = 1;
		BOARD_NEIGHBOURS(b, p, q)
			alone &= b->color[q] != EMPTY;
		owned_eyes += alone && benson_status_at(own, p) == BENSON_OWNED;
	}
	if (owned_eyes >= 2) {
		life_set_verdict(c, LIFE_ALIVE, LIFE_TYPE_1);
		snprintf(c->reason, sizeof c->reason, "two eyes: pass-alive with %d forbidden points", owned_eyes);
	} else {
		life_set_verdict(c, LIFE_ALIVE, LIFE_TYPE_2);
		snprintf(c->reason, sizeof c->reason,
			 "pass-alive: %s cannot capture it even if it passes at every turn",
			 color_name(color_other(c->color)));
	}
	return true;
}

/*
 * Type 6 or 7 for a chain that can be captured for good: dead if every attacker chain bounding its
 * region of non-attacker points is alive (2EL), seki otherwise; unsettled when one of them is.
 */
/* The budget of a question asked after every chain is read (6c.): what is left of the total, and at
 * least FIRST_ROUND_BUDGET nodes even when it is spent. */
static long late_budget(const struct life_context *x)
{
	long left = x->total > 0 ? x->total - x->spent : x->opt->limits.node_budget;
	long budget = left > FIRST_ROUND_BUDGET ? left : FIRST_ROUND_BUDGET;

	return budget < x->opt->limits.node_budget ? budget : x->opt->limits.node_budget;
}

/* Count the nodes of the last question to c. */
static void count_late(struct life_context *x, struct life_chain *c)
{
	long nodes = reading_nodes(x->r);

	c->nodes += nodes;
	x->out->nodes += nodes;
	x->spent += nodes;
}

/*
 * 6c. Is T captured for good whoever moves first, with the walls that do not live: can the
 * attacker, moving first, make every point of T and of those walls its own for good (reading.c 3.,
 * the owned question: each a stone of a pass-alive chain of its, or a point of a region they own),
 * and can the defender, moving first, make no point of T part of a 2EL group?  The walls are the
 * attacker chains around T's region (of notatt) that are not alive.  The owned line goes to
 * c->second.
 */
static bool captured_for_good(struct life_context *x, struct life_chain *c, const uint16_t *notatt)
{
	const struct board *b = x->b;
	enum color att = color_other(c->color);
	int16_t *walls = xmalloc(BOARD_MAX_POINTS * sizeof *walls);
	uint16_t stones[BOARD_MAX_POINTS];
	uint8_t seen[LIFE_MAX_CHAINS] = { 0 };
	struct reading_line owned, saved;
	int n = 0;
	bool good = false;

	BOARD_FOREACH(b, p) {
		if (notatt[p] != notatt[c->point])
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			int k = b->color[q] == att ? x->out->index[q] : -1;
			if (k < 0 || seen[k] || x->out->chains[k].status == LIFE_ALIVE)
				continue;
			seen[k] = 1;
			int ns = board_chain_stones(b, q, stones);
			for (int i = 0; i < ns && n < BOARD_MAX_POINTS; i++)
				walls[n++] = (int16_t)stones[i];
		}
	}
	if (reading_area(x->r, c->point)) {
		enum reading_answer res = reading_read_owned(x->r, walls, n, att, late_budget(x), &owned);
		count_late(x, c);
		if (res == READING_YES) {
			res = reading_read(x->r, READING_EYES_ANY, c->color, late_budget(x), &saved);
			count_late(x, c);
			good = res == READING_NO;
		}
	}
	if (good)
		c->second = owned;
	free(walls);
	return good;
}

/* 6.: the attacker's chains around the region of chain c (its points not of the attacker's colour,
 * notatt): the first that does not live, or -1 (weak); whether one is unsettled (unknown); whether
 * those that do not live are all dead (dead), and dead by a verdict that is not a candidate's still
 * to decide (settled). */
struct walls { int weak; bool unknown, dead, settled; };

static struct walls walls_of(struct life_context *x, struct life_chain *c, const uint16_t *notatt)
{
	const struct board *b = x->b;
	struct life_analysis *a = x->out;
	enum color att = color_other(c->color);
	uint16_t reg = notatt[c->point];
	struct walls w = { .weak = -1, .unknown = false, .dead = true, .settled = true };

	BOARD_FOREACH(b, p) {
		if (notatt[p] != reg)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] != att)
				continue;
			const struct life_chain *o = &a->chains[a->index[q]];
			w.unknown |= o->status == LIFE_UNSETTLED;
			if (x->chain_at[a->index[q]] && !x->chain_at[c - a->chains])
				x->chain_at[c - a->chains] = x->chain_at[a->index[q]];
			if (o->status == LIFE_ALIVE)
				continue;
			if (w.weak < 0)
				w.weak = q;
			w.dead &= o->status == LIFE_DEAD;
			w.settled &= !x->provisional[a->index[q]];  /* a provisional verdict is still to decide */
		}
	}
	return w;
}

static void classify_dead(struct life_context *x, struct life_chain *c, const uint16_t *notatt)
{
	const struct board *b = x->b;
	struct life_analysis *a = x->out;
	enum color att = color_other(c->color);
	struct walls w = walls_of(x, c, notatt);
	int weak = w.weak;
	bool unknown = w.unknown, weak_dead = w.dead && w.settled;
	char v[8];
	if (weak < 0) {
		snprintf(c->reason, sizeof c->reason,
			 "dead: %s captures it for good, inside an area surrounded by %s's two-eye groups",
			 color_name(att), color_name(att));
	} else if (unknown) {
		life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		x->for_good[c - a->chains] = true;
		snprintf(c->reason, sizeof c->reason,
			 "%s can capture it for good, but whether the surrounding chains live is unsettled",
			 color_name(att));
	} else if (weak_dead) {
		/* the chains around it that do not live are dead themselves: they are no wall, and
		 * seki needs one that stands */
		life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		snprintf(c->reason, sizeof c->reason,
			 "%s can capture it for good, but the %s chain at %s around it is dead itself",
			 color_name(att), color_name(att), board_vertex_str(b, weak, v));
	} else if (x->recapture[c - a->chains]) {
		char m[8];
		life_set_verdict(c, LIFE_SEKI, LIFE_TYPE_7);
		board_vertex_str(b, c->proof.moves[0], m);
		board_vertex_str(b, a->chains[a->index[x->recapture[c - a->chains]]].point, v);
		snprintf(c->reason, sizeof c->reason,
			 "seki (type 7, hanezeki): %s can capture it at %s, but %s then captures %s's chain "
			 "at %s, which cannot be captured otherwise and has no two eyes", color_name(att), m,
			 color_name(c->color), color_name(att), v);
	} else if (captured_for_good(x, c, notatt)) {
		snprintf(c->reason, sizeof c->reason,
			 "dead: %s captures it for good whoever moves first, and keeps the %s chain at %s "
			 "beside it: both then stand in an area of %s's pass-alive chains",
			 color_name(att), color_name(att), board_vertex_str(b, weak, v), color_name(att));
	} else {
		life_set_verdict(c, LIFE_SEKI, LIFE_TYPE_7);
		snprintf(c->reason, sizeof c->reason,
			 "seki (type 7): %s can capture it for good, but the surrounding %s chain at %s "
			 "has no two eyes", color_name(att), color_name(att), board_vertex_str(b, weak, v));
	}
}

/*
 * 6.: chain c, type 7 because a chain around its region did not live when it was decided, after
 * every dead candidate is decided: when the chains around it that do not live are all dead now
 * (type 6, captured for good with c kept beside them), they are no wall, and seki needs one that
 * stands: c is unsettled, as in classify_dead.  (Two candidates walled by each other: the one
 * decided first saw the other undecided and called the pair a seki.)
 */
static void seki_walls_dead(struct life_context *x, struct life_chain *c, const uint16_t *notatt)
{
	struct walls w = walls_of(x, c, notatt);
	if (w.weak < 0 || !w.dead)
		return;
	char v[8];
	enum color att = color_other(c->color);
	life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
	snprintf(c->reason, sizeof c->reason,
		 "%s can capture it for good, but the %s chain at %s around it is dead itself",
		 color_name(att), color_name(att), board_vertex_str(x->b, w.weak, v));
}

/*
 * 6a.: can the defender, moving first after the attacker's capture of T at m, capture the wall?
 * The line is appended to *line (which holds m); false if not, or not settled.
 */
static bool recapture(struct life_context *x, struct life_chain *c, int m, int wall, struct reading_line *line)
{
	struct board after = *x->rb;
	struct reading_line l;

	board_play(&after, color_other(c->color), m, NULL);
	if (after.color[c->point] != EMPTY || !reading_area(x->r, wall))
		return false;
	reading_set_root(x->r, &after);
	enum reading_answer res = read_counted(x, c, READING_CAPTURE, c->color, &l);
	reading_set_root(x->r, NULL);
	if (res != READING_YES)
		return false;
	line->n = 1;
	line->truncated = l.truncated;
	for (int i = 0; i < l.n && line->n < READING_MAX_LINE; i++)
		line->moves[line->n++] = l.moves[i];
	line->truncated |= line->n < l.n + 1;
	return true;
}

/*
 * 6a.: the chains left waiting in a small enclosure.  Its wall standing (it cannot be captured: types
 * 1, 2 and 4), no point of T can ever be the defender's 2EL, so T is a dead candidate without
 * reading the 2EL questions; otherwise those are read after all (T's capture was read before it
 * waited).
 */
static void classify_enclosed(struct life_context *x)
{
	struct life_analysis *a = x->out;

	for (int i = 0; i < a->nchains; i++) {
		if (!x->enclosure[i])
			continue;
		struct life_chain *c = &a->chains[i];
		int wall = x->enclosure[i];
		const struct life_chain *w = &a->chains[a->index[wall]];
		x->enclosure[i] = 0;
		if (!((w->status == LIFE_ALIVE && (w->type == LIFE_TYPE_1 || w->type == LIFE_TYPE_2)) ||
		      (w->status == LIFE_SEKI && w->type == LIFE_TYPE_4))) {
			struct reading_line capture = c->proof; /* the capture was read before T waited */
			c->proof.n = 0; /* as in analyse_chain: set by classify_capturable's answer */
			x->read_enclosed = true;
			if (reading_area(x->r, c->point))
				classify_capturable(x, c, &capture);
			x->read_enclosed = false;
			continue;
		}
		life_set_verdict(c, LIFE_DEAD, LIFE_TYPE_6); /* provisional: see classify_dead */
		x->provisional[i] = true;
		c->second.n = 0;
		if (w->status == LIFE_SEKI && c->proof.n == 1 && c->proof.moves[0] != BOARD_PASS &&
		    recapture(x, c, c->proof.moves[0], wall, &c->proof))
			x->recapture[i] = (int16_t)wall;
	}
}

static void index_chains(const struct board *b, struct life_analysis *a)
{
	memset(a->index, 0xff, sizeof a->index);
	BOARD_FOREACH(b, p) {
		if (b->color[p] != BLACK && b->color[p] != WHITE)
			continue;
		int h = b->head[p];
		if (a->index[h] < 0) {
			struct life_chain *c = &a->chains[a->nchains];
			memset(c, 0, sizeof *c);
			c->point = p;
			c->color = (enum color)b->color[p];
			c->stones = b->count[h];
			c->group = a->nchains;
			c->estimate = LIFE_UNSETTLED;
			a->index[h] = (int16_t)a->nchains++;
		}
		a->index[p] = a->index[h];
	}
}

/* Group: the first chain of the same colour sharing an empty region with this one, transitively. */
static void find_groups(const struct board *b, struct life_analysis *a, const uint16_t *region)
{
	for (bool changed = true; changed;) {
		changed = false;
		BOARD_FOREACH(b, p) {
			if (b->color[p] != EMPTY)
				continue;
			int g[3] = { 0, LIFE_MAX_CHAINS, LIFE_MAX_CHAINS };
			/* two passes over the neighbours: find the smallest group, then spread it */
			BOARD_NEIGHBOURS(b, p, q)
				if (b->color[q] == BLACK || b->color[q] == WHITE) {
					int gi = a->chains[a->chains[a->index[q]].group].group;
					g[b->color[q]] = gi < g[b->color[q]] ? gi : g[b->color[q]];
				}
			BOARD_NEIGHBOURS(b, p, q)
				if ((b->color[q] == BLACK || b->color[q] == WHITE) &&
				    a->chains[a->index[q]].group > g[b->color[q]]) {
					a->chains[a->index[q]].group = g[b->color[q]];
					changed = true;
				}
		}
	}
	(void)region;
}

/* 8.: territory and prisoners. */
/* What the marking takes a chain for (life_marking): its verdict, else its estimate, else alive. */
static enum life_status marked_as(const struct life_chain *c)
{
	if (c->status != LIFE_UNSETTLED)
		return c->status;
	return c->estimate != LIFE_UNSETTLED ? c->estimate : LIFE_ALIVE;
}

static void find_territory(const struct board *b, struct life_analysis *a)
{
	struct board t = *b;
	uint16_t region[BOARD_MAX_POINTS];
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };  /* per region: bit 1 black alive, 2 white alive, 4 other */

	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && marked_as(&a->chains[a->index[p]]) == LIFE_DEAD) {
			board_set(&t, p, EMPTY);
			a->prisoners[color_other((enum color)b->color[p])]++;
		}
	int n = board_regions(&t, REACH_EMPTY, region);
	BOARD_FOREACH(b, p) {
		if (t.color[p] != EMPTY)
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (t.color[q] == BLACK || t.color[q] == WHITE)
				seen[region[p]] |= marked_as(&a->chains[a->index[q]]) == LIFE_ALIVE ? t.color[q] : 4;
	}
	(void)n;
	BOARD_FOREACH(b, p) {
		a->territory[p] = EMPTY;
		if (t.color[p] != EMPTY)
			continue;
		uint8_t s = seen[region[p]];
		if (s == BLACK || s == WHITE) {
			a->territory[p] = s;
			a->territory_count[s]++;
		}
	}
}

void life_options_init(struct life_options *opt)
{
	*opt = (struct life_options){ .total_budget = -1, .large_region = DEFAULT_LARGE_REGION,
				      .playouts = DEFAULT_PLAYOUTS };
	reading_limits_init(&opt->limits);
}

void life_options_long(struct life_options *opt)
{
	life_options_init(opt);
	opt->playouts *= LONG_BUDGET_SCALE;
}

/* The verdict an assumption gives chain c without reading (life_assume.c), written into c: true
 * when it gives one, its region's first point in *at. */
static bool assumed_verdict(const struct life_context *x, struct life_chain *c, int *at)
{
	struct life_finding f;

	if (!life_assume_chain(x, c->point, c->color, &f, at))
		return false;
	life_set_verdict(c, f.status, f.type);
	snprintf(c->reason, sizeof c->reason, "%s", f.reason);
	return true;
}

/* 11.: the estimates of the chains still unsettled (life_estimate.c), written into the analysis. */
static void estimate(struct life_context *x)
{
	const struct life_estimate_limits lim = { x->opt->playouts, TACTICS_DEPTH, TACTICS_BUDGET };
	struct life_analysis *a = x->out;
	struct life_estimate *found = xmalloc(LIFE_MAX_CHAINS * sizeof *found);

	life_estimate(x->b, &lim, x->capturable, x->for_good, a, found);
	for (int i = 0; i < a->nchains; i++) {
		struct life_chain *c = &a->chains[i];
		const struct life_estimate *f = &found[i];
		if (f->denied) {  /* 11b.: the assumption's premise denied */
			life_set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
			c->assumed = false;
			c->reason[0] = '\0';
			a->assumed--;
			a->unsettled++;
		}
		text_appendf(c->reason, sizeof c->reason, "%s", f->words);
		c->estimate = f->estimate;
		c->estimate_percent = f->percent;
		c->estimate_tactical = f->tactical;
		a->estimated += c->estimate != LIFE_UNSETTLED;
	}
	free(found);
}

/* 12.: the judgement of the chains still unsettled (judge.c), written into the analysis: its
 * estimate replaces the playouts' and their words where it changes them. */
static void judgement(struct life_context *x)
{
	struct life_analysis *a = x->out;
	struct judge_finding *found = xmalloc(LIFE_MAX_CHAINS * sizeof *found);

	struct tactics tc;
	tactics_init(&tc);
	tc.depth = TACTICS_DEPTH;
	tc.budget = TACTICS_BUDGET;
	judge_chains(x->b, a, &tc, found);
	a->estimated = 0;
	for (int i = 0; i < a->nchains; i++) {
		struct life_chain *c = &a->chains[i];
		if (c->status != LIFE_UNSETTLED)
			continue;
		if (found[i].changed) {
			char *est = strstr(c->reason, "; estimate:");
			if (!est)
				est = strstr(c->reason, "; no estimate");
			if (est)
				*est = '\0';
			text_appendf(c->reason, sizeof c->reason, "; estimate: %s", found[i].why);
			c->estimate = found[i].estimate;
			c->estimate_percent = found[i].percent;
			c->estimate_tactical = false;
		}
		a->estimated += c->estimate != LIFE_UNSETTLED;
	}
	free(found);
}

static int analyse_oriented(const struct board *b, const struct life_options *opt, struct life_analysis *out)
{
	struct life_options defaults;
	struct life_context *x = xcalloc(1, sizeof *x);
	uint16_t notatt[3][BOARD_MAX_POINTS];
	bool *retry = xcalloc(LIFE_MAX_CHAINS, sizeof *retry);  /* 10.: read again with the full budget */

	if (!opt) {
		life_options_init(&defaults);
		opt = &defaults;
	}
	out->nchains = 0;
	memset(out->territory_count, 0, sizeof out->territory_count);
	memset(out->prisoners, 0, sizeof out->prisoners);
	out->unsettled = 0;
	out->nodes = 0;
	x->b = b;
	x->opt = opt;
	x->out = out;
	x->total = opt->total_budget >= 0 ? opt->total_budget
		   : b->size <= 13 ? DEFAULT_TOTAL_BUDGET : DEFAULT_TOTAL_BUDGET_LARGE;
	if (opt->limits.time_budget_ms > 0)
		x->deadline = clock() + (clock_t)(opt->limits.time_budget_ms * (CLOCKS_PER_SEC / 1000.0));
	out->assumed = 0;
	out->estimated = 0;
	index_chains(b, out);
	benson_pass_alive(b, BLACK, &x->bn0[BLACK]);
	benson_pass_alive(b, WHITE, &x->bn0[WHITE]);
	x->bn[BLACK] = x->bn0[BLACK];
	x->bn[WHITE] = x->bn0[WHITE];
	board_regions(b, REACH_EMPTY, x->region);
	find_groups(b, out, x->region);
	life_assume_regions(x, opt->large_region);
	x->r = reading_new(opt->limits.max_area, x->deadline);
	reading_set_position(x->r, x->rb);
	x->first_round = true;
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		int at = 0;
		chain_eyes(b, c);
		if (classify_static(x, c) || assumed_verdict(x, c, &at)) {
			x->chain_at[i] = (int16_t)at;
			continue;
		}
		if (analyse_chain(x, c))
			x->chain_at[i] = (int16_t)life_assume_area(x);
		retry[i] = c->status == LIFE_UNSETTLED && reading_exhausted(x->r) && !x->total_hit;
	}
	x->first_round = false;
	for (int i = 0; i < out->nchains; i++) {
		if (!retry[i])
			continue;
		struct life_chain *c = &out->chains[i];
		c->nodes = 0;
		c->proof.n = c->second.n = 0;
		analyse_chain(x, c);
	}
	classify_enclosed(x);
	board_regions(b, REACH_EMPTY | REACH_WHITE, notatt[BLACK]);
	board_regions(b, REACH_EMPTY | REACH_BLACK, notatt[WHITE]);
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		if (x->provisional[i])
			classify_dead(x, c, notatt[color_other(c->color)]);
	}
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		if (x->provisional[i] && c->type == LIFE_TYPE_7 && !x->recapture[i])
			seki_walls_dead(x, c, notatt[color_other(c->color)]);
	}
	out->out_of_time = reading_timed_out(x->r);
	reading_free(x->r);
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		out->unsettled += c->status == LIFE_UNSETTLED;
		if (c->status != LIFE_UNSETTLED && x->chain_at[i]) {
			char words[LIFE_REASON_LEN];
			life_assume_words(x, x->chain_at[i], words, sizeof words);
			c->assumed = true;
			text_appendf(c->reason, sizeof c->reason, "%s", words);
			out->assumed++;
		}
	}
	if (out->unsettled > 0 && opt->playouts > 0) {
		estimate(x);
		judgement(x);
	}
	find_territory(b, out);
	free(retry);
	free(x);
	return out->unsettled;
}

/* --- the orientation (13.) ------------------------------------------------------------------------- */

static void sort_points(int16_t *p, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && p[j - 1] > p[j]; j--) {
			int16_t s = p[j];
			p[j] = p[j - 1];
			p[j - 1] = s;
		}
}

static void turn_line(const struct board *b, int u, struct reading_line *l)
{
	for (int i = 0; i < l->n; i++)
		l->moves[i] = (int16_t)symmetry_point(b, u, l->moves[i]);
}

/* One chain of the analysis of the turned board, as a chain of b: u turns the points back. */
static void turn_chain(const struct board *b, int u, struct life_chain *c)
{
	char reason[LIFE_REASON_LEN];

	for (int i = 0; i < c->neyes; i++)
		c->eyes[i] = (int16_t)symmetry_point(b, u, c->eyes[i]);
	sort_points(c->eyes, c->neyes);
	turn_line(b, u, &c->proof);
	turn_line(b, u, &c->second);
	symmetry_text(b, u, c->reason, reason, sizeof reason);
	memcpy(c->reason, reason, sizeof reason);
}

/* *out = the analysis ca of b turned by t, as an analysis of b: its chains numbered again in b's
 * board order (their names, groups and eyes with them), its points and sentences turned back. */
static void turn_analysis(const struct life_analysis *ca, const struct board *b, int t, struct life_analysis *out)
{
	int16_t to[LIFE_MAX_CHAINS], first[LIFE_MAX_CHAINS];
	int u = symmetry_inverse(t), n = 0;

	memcpy(out->territory_count, ca->territory_count, sizeof out->territory_count);
	memcpy(out->prisoners, ca->prisoners, sizeof out->prisoners);
	out->unsettled = ca->unsettled;
	out->assumed = ca->assumed;
	out->estimated = ca->estimated;
	out->nodes = ca->nodes;
	out->out_of_time = ca->out_of_time;
	memset(out->index, 0xff, sizeof out->index);
	memset(out->territory, EMPTY, sizeof out->territory);
	memset(to, 0xff, sizeof to);
	BOARD_FOREACH(b, p) {
		int q = symmetry_point(b, t, p), ci = ca->index[q];
		out->territory[p] = ca->territory[q];
		if (ci < 0)
			continue;
		if (to[ci] < 0) {
			to[ci] = (int16_t)n;
			out->chains[n] = ca->chains[ci];
			out->chains[n].point = p;
			turn_chain(b, u, &out->chains[n++]);
		}
		out->index[p] = to[ci];
	}
	out->nchains = n;
	/* a group is named by its first chain, in the new order */
	for (int i = 0; i < ca->nchains; i++)
		first[i] = LIFE_MAX_CHAINS;
	for (int i = 0; i < ca->nchains; i++) {
		int g = ca->chains[i].group;
		first[g] = to[i] < first[g] ? to[i] : first[g];
	}
	for (int i = 0; i < ca->nchains; i++)
		out->chains[to[i]].group = first[ca->chains[i].group];
}

int life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out)
{
	int t = symmetry_canonical(b);

	if (t == 0)
		return analyse_oriented(b, opt, out);
	struct board turned;
	struct life_analysis *ca = xmalloc(sizeof *ca);
	symmetry_board(b, t, &turned);
	analyse_oriented(&turned, opt, ca);
	turn_analysis(ca, b, t, out);
	free(ca);
	return out->unsettled;
}

/* --- reading the answer --------------------------------------------------------------------------- */

const struct life_chain *life_chain_at(const struct life_analysis *a, int p)
{
	if (p <= 0 || p >= BOARD_MAX_POINTS || a->index[p] < 0)
		return NULL;
	return &a->chains[a->index[p]];
}

void life_marking(const struct life_analysis *a, const struct board *b, struct score_marking *m)
{
	static const enum score_status as[] = {
		[LIFE_ALIVE] = SCORE_ALIVE, [LIFE_SEKI] = SCORE_SEKI,
		[LIFE_DEAD] = SCORE_DEAD, [LIFE_UNSETTLED] = SCORE_ALIVE,
	};

	score_marking_init(m);
	for (int i = 0; i < a->nchains; i++) {
		const struct life_chain *c = &a->chains[i];
		score_marking_set(m, b, c->point, as[c->status == LIFE_UNSETTLED ? c->estimate : c->status]);
	}
}

const char *life_status_str(enum life_status s)
{
	static const char *const names[] = {
		[LIFE_ALIVE] = "alive", [LIFE_SEKI] = "seki", [LIFE_DEAD] = "dead", [LIFE_UNSETTLED] = "unsettled",
	};
	return (unsigned)s <= LIFE_UNSETTLED ? names[s] : "?";
}

const char *life_type_str(enum life_type t)
{
	static const char *const names[] = {
		"none", "type 1", "type 2", "type 3", "type 4", "type 5", "type 6", "type 7",
	};
	return (unsigned)t <= LIFE_TYPE_7 ? names[t] : "?";
}

const char *life_type_meaning(enum life_type t)
{
	static const char *const meanings[] = {
		[LIFE_TYPE_NONE] = "not settled",
		[LIFE_TYPE_1] = "two eyes already",
		[LIFE_TYPE_2] = "two eyes, whoever moves first",
		[LIFE_TYPE_3] = "a capture is retaken at once (snap-back)",
		[LIFE_TYPE_4] = "neither side can capture; no two eyes",
		[LIFE_TYPE_5] = "captured, it lives on part of its points",
		[LIFE_TYPE_6] = "captured for good",
		[LIFE_TYPE_7] = "captured for good, but the groups around it lack two eyes",
	};
	return (unsigned)t <= LIFE_TYPE_7 ? meanings[t] : "?";
}

/* life_chain_str, with the type's meaning beside it when words. */
static const char *life_chain_say(const struct board *b, const struct life_chain *c, bool words, char *buf,
				  size_t len)
{
	char v[8], meaning[96] = "";

	if (words)
		snprintf(meaning, sizeof meaning, " (%s)", life_type_meaning(c->type));
	if (c->status == LIFE_UNSETTLED && c->estimate != LIFE_UNSETTLED)   /* as its estimate, said so */
		snprintf(buf, len, "%s %s (%d stone%s): estimated %s: %s", board_vertex_str(b, c->point, v),
			 color_str(c->color), c->stones, c->stones == 1 ? "" : "s", life_status_str(c->estimate),
			 c->reason);
	else if (c->status == LIFE_UNSETTLED)
		snprintf(buf, len, "%s %s (%d stone%s): unsettled, whoever moves first decides: %s",
			 board_vertex_str(b, c->point, v), color_str(c->color), c->stones, c->stones == 1 ? "" : "s",
			 c->reason);
	else
		snprintf(buf, len, "%s %s (%d stone%s): %s, %s%s: %s", board_vertex_str(b, c->point, v),
			 color_str(c->color), c->stones, c->stones == 1 ? "" : "s",
			 life_status_str(c->status), life_type_str(c->type), meaning, c->reason);
	return buf;
}

const char *life_chain_str(const struct board *b, const struct life_chain *c, char *buf, size_t len)
{
	return life_chain_say(b, c, false, buf, len);
}

const char *life_chain_words(const struct board *b, const struct life_chain *c, char *buf, size_t len)
{
	return life_chain_say(b, c, true, buf, len);
}
