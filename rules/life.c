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
 *                                             (settled), they are no wall: unsettled
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
 *    called seki (type 4): it is unsettled, with that reason, and estimated as in 11. (T-09-1:
 *    White's chain at M3 takes N2 at M1 and joins the living group at O2.)
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
 * 9. The large-territory assumption (life_options.large_region, default 16), the one verdict that is
 *    not read.  A region of points not of colour c (empty points and opponent stones), next to c, is
 *    taken as two eyes' worth for the chains of c around it when it has at least large_region empty
 *    points, at most a third as many opponent stones, none of them pass-alive, no empty part bounded
 *    only by the opponent (no opponent eye), covers at most a third of the board, has room for two
 *    eyes two lines apart, and no other candidate region claims its boundary stones.  The reading
 *    then works on a copy of the board with each such region filled with c but for the two eyes, so
 *    the chains around it are pass-alive there, and the opponent stones inside are dead (type 6).
 *    Every verdict resting on it is flagged: life_chain.assumed, and the reason ends with
 *    "(assumed: large territory at V not read)": chains joined to a filled region, chains that are
 *    pass-alive or dead only on the copy, chains whose read area touches such a chain, and type 6/7
 *    verdicts whose surrounding chains rest on it.  Verdicts of 1. (Benson on the real board) never
 *    do.  What is not done: the opponent stones inside are not read; the assumption stands for that.
 *
 * 9a. Eye spaces read alone, the same assumption for small regions.  A region of points not of c
 *    (empty points and opponent stones) bounded only by c, of 2 to SMALL_REGION (8) points, whose
 *    chains of c around it (its walls) each have two liberties outside it, is read by itself: a minimax over its points alone, the opponent first,
 *    c playing only stones joined to the walls (so never captured), the opponent's stones captured
 *    when no empty point of the space is next to them, no suicide, two passes ending it; the value
 *    is the parts of non-c points holding an empty point at the end (0, 1 or 2 eyes).  A space worth
 *    one eye or two is filled like a large region, leaving that many empty points (not next to each
 *    other), and Benson on the filled board combines the spaces: a group with two eyes' worth of
 *    spaces is pass-alive there, and the opponent stones inside them are dead.  This is what splits
 *    a finished game's areas, which otherwise link across the board through the unsettled chains:
 *    the chains it settles become walls (pass-alive on the copy) that stop the other areas growing.
 *    What is not read: ko inside the space, the walls' own safety beyond their two liberties, the
 *    connection of the walls through the filled points, and false eyes.  Every verdict resting on it
 *    is flagged as in 9., with the reason ending "(assumed: eye space at V read alone)".
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
 * 11. Estimates, for the chains still unsettled, labelled as such.  The position is played out 200
 *    times at random (rules/ownership.h: neither side fills its own eyes, half the playouts with each
 *    side first, a fixed seed), and a chain whose points the opponent owned at the end in at least
 *    60% of them (LIFE_ESTIMATE_PERCENT) is estimated dead, one its own colour owned in 60% of
 *    them alive, or in seki when it ended standing in seki (next to an empty point both colours
 *    touch, ownership.h) in 60% of them; under that the estimate is no verdict and the chain stays
 *    unsettled (marked alive).
 *    The status stays LIFE_UNSETTLED and the reason says "estimate", with the share; only
 *    life_marking uses it, to suggest a marking the players then confirm or change.  The reading
 *    beats the playouts: a chain the reading proved capturable (its capture question answered yes,
 *    the rest not settled) is never estimated alive, since the playouts then lost a race the
 *    reading won.  Why estimates: in a finished game most chains the reading cannot settle lie in
 *    areas joined through unfilled dame, and the marking suggested for them should not be "alive"
 *    for stones plainly captured (without them `tengen score --auto` matched 12 games of 283).  Why
 *    60%: on the finished games of the goban collection, estimates under 60% were wrong in 20 of
 *    54 chains against GNU Go's and the records' marking, those at 60% or more in 3 of 7622 (at
 *    50%, an estimate of exactly 50% was marked dead).
 *
 *    A ko on the boundary gets no estimate: a single stone in atari whose capture would be a ko,
 *    and whose owner's connection would join a chain of its own that lives.  Whoever moves first
 *    takes it or connects it, which the playouts decide by a coin; left unsettled it is marked
 *    alive, and the owner's connection is a protective move of the count (rules/finish.h).
 *
 * 11a. The tactical reading beats the playouts too.  An unsettled chain with one or two liberties
 *    (three, when the reading of 5. proved it capturable with the attacker first) that the small
 *    tactical reader (rules/tactics.h) captures even if it moves first (a pass
 *    among its answers) is, like a chain the reading of 5. proved capturable, never estimated
 *    alive: it is estimated dead when the opponent chains next to it stand (none of them dead or
 *    estimated dead), and left unsettled otherwise.  Playouts keep such stones standing
 *    when the side around them never gets round to taking them (a stone in a large territory, the
 *    random invader beside it living as often as not).  Only "even if it moves first": a chain the
 *    attacker takes only by moving first is one its owner protects before the count (rules/finish.h),
 *    and on the 225 finished games of the goban collection, reading those as dead too left the
 *    dead lists equal to GNU Go's in 190 games instead of 202.  One doubt stops the dead estimate:
 *    the chain stands in seki in SEKI_DOUBT (25%) of the playouts or more.  Both readings are local,
 *    and take the attacker's chains at the edge of the area as they stand; a seki among large groups
 *    (Hon-67-5: three white stones around N19 inside a black group whose own liberties White's
 *    wall shares) is a capture to them.  On the goban collection nine chains reach this step, in
 *    seki in 0, 0, 0, 5, 5, 9, 37, 39 and 39% of the playouts; the last three are Hon-67-5's.
 *
 * 11b. A race the playouts lose.  A chain the playouts capture (60% or more) gets no dead estimate
 *    when an opponent chain next to it is one of 11a. (captured by the tactical reading even if it
 *    moves first) that stands in 60% or more of the playouts, and the chain stands in 60% or more
 *    of a second set of playouts on the board without that opponent chain: the reading wins the race
 *    the random players lose, and the capture saves the chain.  The second set is what tells a race
 *    from a stone taken in vain (a throw-in, a cutting stone inside a group dead anyway): without
 *    it, two games of the goban collection lost their dead groups.  It is unsettled and marked
 *    alive; the opponent chain, its walls now standing, is estimated dead (Hon-75-6: Black's 29
 *    stones at M19 against White's ten at N19, W+86.5 counted before against the record's W+4.5).
 *
 * 11c. Chains that share an eye (one of life_chain.eyes: a liberty the opponent may not play now)
 *    are captured together or not at all.  A chain the playouts capture in 60% or more of them gets
 *    no dead estimate when such a partner, unsettled and not captured by the tactical reading of
 *    11a., is captured in fewer than 60%: the estimate is no more confident than its weakest part
 *    (Hon-50-3: White's O4, 63%, and M6 share O5; marked dead, O4 turned W+4.5 into B+6.5).
 */
#include "rules/life.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/benson.h"
#include "rules/ownership.h"
#include "rules/reading.h"
#include "rules/tactics.h"
#include "rules/xalloc.h"

#define DEFAULT_TOTAL_BUDGET 500000        /* boards up to 13x13 (10.) */
#define DEFAULT_TOTAL_BUDGET_LARGE 100000  /* larger boards */
#define FIRST_ROUND_BUDGET 2000
#define TACTICS_DEPTH 9          /* 11a.: the tactical reading of chains short of liberties */
#define TACTICS_BUDGET 4000
#define DEFAULT_LARGE_REGION 16
#define DEFAULT_PLAYOUTS 200
#define PLAYOUT_SEED 0x74656e67656e2131ull /* the estimates' random playouts (11.): fixed, so reproducible */
#define SMALL_REGION 8     /* the largest eye space read alone (9a.) */
#define EYE_STATES 6561    /* 3 to the SMALL_REGION */
#define SMALL_ENCLOSURE 4   /* the largest enclosure that cannot hold two eyes (6a.) */
#define SEKI_DOUBT 25       /* 11a.: the share of playouts in seki that doubts a capture read locally */

/* --- the analysis -------------------------------------------------------------------------------- */

struct context {
	const struct board *b;             /* the position analysed */
	const struct board *rb;            /* the position read: b, or fb when a region is assumed */
	const struct life_options *opt;
	struct benson bn0[3];              /* Benson on b, for BLACK and WHITE (exact verdicts) */
	struct benson bn[3];               /* Benson on rb */
	uint16_t region[BOARD_MAX_POINTS]; /* empty regions of b */
	struct board fb;                   /* b with the assumed regions filled (9.) */
	uint8_t fill[BOARD_MAX_POINTS];    /* per point: the colour its assumed region is given, or EMPTY */
	int16_t assume_at[BOARD_MAX_POINTS]; /* per stone of rb whose life rests on an assumed region:
						that region's first point; 0 elsewhere */
	long spent;                        /* search nodes spent, against total */
	long total;                        /* the total budget: opt->total_budget, or its default (10.) */
	bool total_hit;                    /* the last question's budget was what remained of the total */
	bool first_round;                  /* 10.: questions get FIRST_ROUND_BUDGET nodes */
	int first_assumed;                 /* the first assumed region's first point, 0 if none */
	int16_t chain_at[LIFE_MAX_CHAINS]; /* per chain: the assumed region its verdict rests on, or 0 */
	bool assume_small[BOARD_MAX_POINTS]; /* per assumed region (by its first point): an eye space
						read alone (9a.), not a large territory */
	bool group_none[BOARD_MAX_POINTS]; /* per group (by its first stone read): no point of it can
					      become the defender's 2EL (the group question of 5.) */
	struct reading_line group_line[BOARD_MAX_POINTS]; /* per such group: the line proving it */
	struct life_analysis *out;
	struct reading *r;                 /* the reader of every question (rules/reading.h) */
	clock_t deadline;
	bool provisional[LIFE_MAX_CHAINS];  /* dead by reading: type 6 or 7 still to decide */
	int16_t enclosure[LIFE_MAX_CHAINS]; /* 6a.: per chain, the wall of its small enclosure, or 0 */
	int16_t recapture[LIFE_MAX_CHAINS]; /* 6a.: per chain, the wall its capture loses, or 0 */
	bool read_enclosed;                /* 6a.: read an enclosed chain after all (its wall may fall) */
	bool capturable[LIFE_MAX_CHAINS];  /* 11.: the reading proved the chain can be captured */
};

/* --- one chain ------------------------------------------------------------------------------------ */


static void set_verdict(struct life_chain *c, enum life_status s, enum life_type t)
{
	c->status = s;
	c->type = t;
}

/* Append to c's reason, printf-style. */
static void reason_add(struct life_chain *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void reason_add(struct life_chain *c, const char *fmt, ...)
{
	size_t n = strlen(c->reason);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(c->reason + n, sizeof c->reason - n, fmt, ap);
	va_end(ap);
}

/* Leave c unsettled, saying which question ran out. */
static void unsettled(struct context *x, struct life_chain *c, const char *what)
{
	char v[8];

	set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
	if (!reading_timed_out(x->r) && reading_exhausted(x->r) && x->total_hit)
		snprintf(c->reason, sizeof c->reason,
			 "the analysis's total budget of %ld nodes was spent before %s %s was read", x->total,
			 what, board_vertex_str(x->b, c->point, v));
	else
		reading_unknown_str(x->r, &x->opt->limits, what, c->point, c->reason, sizeof c->reason);
}

/* Read q with `first` to move within the budgets of 10., counting the nodes to c; the answer
 * (READING_UNKNOWN if not settled). */
static enum reading_answer read_counted(struct context *x, struct life_chain *c, enum reading_question q,
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
static bool ask(struct context *x, struct life_chain *c, enum reading_question q, struct reading_line *line,
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
static int joins_outside(const struct context *x, const struct life_chain *c)
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
static void classify_uncapturable(struct context *x, struct life_chain *c, struct reading_line *capture)
{
	enum reading_answer res;
	struct reading_line eyes;
	const char *a = color_name(color_other(c->color));

	if (!ask(x, c, READING_EYES_ALL, &eyes, &res, "the eyes of"))
		return;
	if (res == READING_YES) {
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_2);
		c->proof = eyes;
		snprintf(c->reason, sizeof c->reason,
			 "%s cannot capture it, and it reaches two eyes even when %s plays first", a, a);
		return;
	}
	int out = joins_outside(x, c);
	if (out) {
		char v[8];
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		c->proof = *capture;
		snprintf(c->reason, sizeof c->reason, "%s cannot capture it, and it may join %s's chain at %s, "
			 "outside the local area read, by a capture", a, color_name(c->color),
			 board_vertex_str(x->b, out, v));
		return;
	}
	set_verdict(c, LIFE_SEKI, LIFE_TYPE_4);
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
static bool group_none(struct context *x, struct life_chain *c, struct reading_line *line)
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
		set_verdict(c, status, type);
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
static int small_enclosure(const struct context *x, int t)
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
static void classify_capturable(struct context *x, struct life_chain *c, struct reading_line *capture)
{
	enum reading_answer res;
	struct reading_line all, any;
	const char *a = color_name(color_other(c->color)), *d = color_name(c->color);
	int wall = x->read_enclosed ? 0 : small_enclosure(x, c->point);

	if (wall) { /* 6a.: decided once the wall's own verdict is known */
		x->enclosure[c - x->out->chains] = (int16_t)wall;
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		c->proof = *capture;
		snprintf(c->reason, sizeof c->reason, "waiting for the verdict of the chain around it");
		return;
	}
	if (!ask(x, c, READING_EYES_ALL, &all, &res, "the re-occupation of"))
		return;
	if (res == READING_YES) {
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_3);
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
		set_verdict(c, LIFE_SEKI, LIFE_TYPE_5);
		c->proof = any;
		c->second = all;
		snprintf(c->reason, sizeof c->reason,
			 "seki: %s can capture it, but part of its points then become %s's with two eyes", a, d);
		return;
	}
	set_verdict(c, LIFE_DEAD, LIFE_TYPE_6); /* provisional: see classify_dead */
	x->provisional[c - x->out->chains] = true;
	c->proof = *capture;
	c->second = any;
}

/* Read c in its local area; false if the area was too large to read. */
static bool analyse_chain(struct context *x, struct life_chain *c)
{
	enum reading_answer res;
	struct reading_line capture;

	if (!reading_area(x->r, c->point)) {
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
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
static bool classify_static(struct context *x, struct life_chain *c)
{
	const struct board *b = x->b;
	const struct benson *own = &x->bn0[c->color], *opp = &x->bn0[color_other(c->color)];
	int owned_eyes = 0;

	if (benson_status_at(opp, c->point) == BENSON_DEAD) {
		set_verdict(c, LIFE_DEAD, LIFE_TYPE_6);
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
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_1);
		snprintf(c->reason, sizeof c->reason, "two eyes: pass-alive with %d forbidden points", owned_eyes);
	} else {
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_2);
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
static void classify_dead(struct context *x, struct life_chain *c, const uint16_t *notatt)
{
	const struct board *b = x->b;
	struct life_analysis *a = x->out;
	enum color att = color_other(c->color);
	uint16_t reg = notatt[c->point];
	int weak = -1;
	bool unknown = false, weak_dead = true;

	BOARD_FOREACH(b, p) {
		if (notatt[p] != reg)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] != att)
				continue;
			const struct life_chain *o = &a->chains[a->index[q]];
			unknown |= o->status == LIFE_UNSETTLED;
			if (x->chain_at[a->index[q]] && !x->chain_at[c - a->chains])
				x->chain_at[c - a->chains] = x->chain_at[a->index[q]];
			if (o->status != LIFE_ALIVE && weak < 0)
				weak = q;
			if (o->status != LIFE_ALIVE && (o->status != LIFE_DEAD || x->provisional[a->index[q]]))
				weak_dead = false; /* a provisional verdict is still type 6 or 7 to decide */
		}
	}
	char v[8];
	if (weak < 0) {
		snprintf(c->reason, sizeof c->reason,
			 "dead: %s captures it for good, inside an area surrounded by %s's two-eye groups",
			 color_name(att), color_name(att));
	} else if (unknown) {
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		snprintf(c->reason, sizeof c->reason,
			 "%s can capture it for good, but whether the surrounding chains live is unsettled",
			 color_name(att));
	} else if (weak_dead) {
		/* the chains around it that do not live are dead themselves: they are no wall, and
		 * seki needs one that stands */
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		snprintf(c->reason, sizeof c->reason,
			 "%s can capture it for good, but the %s chain at %s around it is dead itself",
			 color_name(att), color_name(att), board_vertex_str(b, weak, v));
	} else if (x->recapture[c - a->chains]) {
		char m[8];
		set_verdict(c, LIFE_SEKI, LIFE_TYPE_7);
		board_vertex_str(b, c->proof.moves[0], m);
		board_vertex_str(b, a->chains[a->index[x->recapture[c - a->chains]]].point, v);
		snprintf(c->reason, sizeof c->reason,
			 "seki (type 7, hanezeki): %s can capture it at %s, but %s then captures %s's chain "
			 "at %s, which cannot be captured otherwise and has no two eyes", color_name(att), m,
			 color_name(c->color), color_name(att), v);
	} else {
		set_verdict(c, LIFE_SEKI, LIFE_TYPE_7);
		snprintf(c->reason, sizeof c->reason,
			 "seki (type 7): %s can capture it for good, but the surrounding %s chain at %s "
			 "has no two eyes", color_name(att), color_name(att), board_vertex_str(b, weak, v));
	}
}

/*
 * 6a.: can the defender, moving first after the attacker's capture of T at m, capture the wall?
 * The line is appended to *line (which holds m); false if not, or not settled.
 */
static bool recapture(struct context *x, struct life_chain *c, int m, int wall, struct reading_line *line)
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
static void classify_enclosed(struct context *x)
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
		set_verdict(c, LIFE_DEAD, LIFE_TYPE_6); /* provisional: see classify_dead */
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

/* --- the large-territory assumption (9.) ---------------------------------------------------------- */

/* What one region of points not of colour c holds. */
struct candidate {
	int first;       /* its first point in board order: its name */
	int empty;       /* empty points */
	int opp;         /* opponent stones */
	bool ok;         /* still a candidate */
	bool small;      /* an eye space read alone (9a.), not a large territory */
	int eye[2];      /* the points left empty when it is filled (equal for one eye) */
};

/* --- eye spaces read alone (9a.) ------------------------------------------------------------------ */

/* One eye space: its points, their neighbours inside it, and the memo of its reading. */
struct eyespace {
	int n;                          /* points (at most SMALL_REGION) */
	int16_t pts[SMALL_REGION];      /* in board order */
	int8_t adj[SMALL_REGION][4];    /* per point: indices of its neighbours inside, -1 for none */
	bool wall[SMALL_REGION];        /* per point: next to a stone of the walls */
	int8_t memo[2][2][EYE_STATES];  /* [attacker to move][passed][state]: value + 1, 0 unknown */
};

static int eye_get(int st, int i) { for (; i > 0; i--) st /= 3; return st % 3; }
static int eye_pow3(int i) { int v = 1; while (i-- > 0) v *= 3; return v; }

/* Mark the points of i's chain of colour v (1 defender, 2 attacker); true if it has a liberty. */
static bool eye_chain_free(const struct eyespace *e, int st, int i, bool *seen)
{
	int v = eye_get(st, i);
	bool free = false;

	seen[i] = true;
	for (int k = 0; k < 4 && e->adj[i][k] >= 0; k++) {
		int j = e->adj[i][k], w = eye_get(st, j);
		free |= w == 0;
		if (w == v && !seen[j])
			free |= eye_chain_free(e, st, j, seen);
	}
	return free;
}

/* Does the defender's chain through i inside the space touch the walls? */
static bool eye_walled(const struct eyespace *e, int st, int i, bool *seen)
{
	bool on = e->wall[i];

	seen[i] = true;
	for (int k = 0; k < 4 && e->adj[i][k] >= 0; k++) {
		int j = e->adj[i][k];
		if (!seen[j] && eye_get(st, j) == 1)
			on |= eye_walled(e, st, j, seen);
	}
	return on;
}

/* Remove the attacker chains next to i that have no liberty left; returns the new state. */
static int eye_capture(const struct eyespace *e, int st, int i)
{
	for (int k = 0; k < 4 && e->adj[i][k] >= 0; k++) {
		int j = e->adj[i][k];
		bool seen[SMALL_REGION] = { false };
		if (eye_get(st, j) != 2 || eye_chain_free(e, st, j, seen))
			continue;
		for (int m = 0; m < e->n; m++)
			if (seen[m] && eye_get(st, m) == 2)
				st -= 2 * eye_pow3(m);
	}
	return st;
}

/* The eyes at the end: connected parts of non-defender points holding an empty point, at most 2. */
static int eye_count(const struct eyespace *e, int st)
{
	bool seen[SMALL_REGION] = { false };
	int eyes = 0;

	for (int i = 0; i < e->n; i++) {
		if (seen[i] || eye_get(st, i) != 0)
			continue;
		int stack[SMALL_REGION], sp = 0;
		stack[sp++] = i;
		seen[i] = true;
		while (sp > 0) {
			int a = stack[--sp];
			for (int k = 0; k < 4 && e->adj[a][k] >= 0; k++) {
				int j = e->adj[a][k];
				if (!seen[j] && eye_get(st, j) != 1) {
					seen[j] = true;
					stack[sp++] = j;
				}
			}
		}
		eyes++;
	}
	return eyes > 2 ? 2 : eyes;
}

/*
 * The eyes the defender is sure of in the space, the attacker to move when att (9a.).  Minimax over
 * the space's points alone: the defender plays only stones joined to the walls (the chains around
 * the space, taken as safe: each has two liberties outside it), so its stones are never captured; the
 * attacker's are captured when no empty point of the space is next to them; suicide is not
 * possible; two passes end it.  No cycle is possible: the defender's stones only grow, and without
 * them the attacker's.
 */
static int eye_value(struct eyespace *e, int st, bool att, bool passed)
{
	int8_t *m = &e->memo[att][passed][st];

	if (*m)
		return *m - 1;
	int best = att ? 2 : 0;
	for (int i = 0; i < e->n; i++) {
		if (eye_get(st, i) != 0)
			continue;
		int ns = st + (att ? 2 : 1) * eye_pow3(i), v;
		if (att) {
			bool seen[SMALL_REGION] = { false };
			if (!eye_chain_free(e, ns, i, seen))
				continue;  /* suicide: the attacker captures nothing here */
		} else {
			bool seen[SMALL_REGION] = { false };
			if (!eye_walled(e, ns, i, seen))
				continue;  /* only stones joined to the walls, which are taken as safe */
			ns = eye_capture(e, ns, i);
		}
		v = eye_value(e, ns, !att, false);
		best = att ? (v < best ? v : best) : (v > best ? v : best);
	}
	int v = passed ? eye_count(e, st) : eye_value(e, st, !att, true);
	best = att ? (v < best ? v : best) : (v > best ? v : best);
	*m = (int8_t)(best + 1);
	return best;
}

/* Has every chain of c around region k two liberties outside it (the walls of 9a.)?  With one, the
 * attacker could take it from outside and the space would not be read alone.  A one-point eye counts
 * once, like any liberty: it stays forbidden to the attacker only while the wall has another
 * liberty, and c's own stones inside the space may take those (J89.md's open dame: White's E9 has
 * the eye F9 and H9 in the space; filling H9 would let Black take the whole wall at F9). */
static bool eye_walls_safe(const struct board *b, const uint16_t *id, int k, enum color c)
{
	BOARD_FOREACH(b, p) {
		if (id[p] != k)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] != c)
				continue;
			uint16_t libs[BOARD_MAX_POINTS];
			int n = board_chain_liberties(b, q, libs), out = 0;
			for (int i = 0; i < n; i++)
				out += id[libs[i]] != k;
			if (out < 2)
				return false;
		}
	}
	return true;
}

/*
 * Read region k of colour c (points not of c bounded only by c) as an eye space: its value with the
 * attacker first, and the points to leave empty when it is filled (9a.).  Returns the eyes (0-2).
 */
static int eye_space(const struct board *b, const uint16_t *id, int k, enum color c, struct candidate *r)
{
	struct eyespace *e;
	int st = 0, v;

	if (!eye_walls_safe(b, id, k, c))
		return 0;
	e = xcalloc(1, sizeof *e);

	BOARD_FOREACH(b, p)
		if (id[p] == k && e->n < SMALL_REGION)
			e->pts[e->n++] = (int16_t)p;
	for (int i = 0; i < e->n; i++) {
		int d = 0;
		BOARD_NEIGHBOURS(b, e->pts[i], q)
			e->wall[i] |= b->color[q] == c;
		memset(e->adj[i], -1, sizeof e->adj[i]);
		for (int j = 0; j < e->n; j++)
			if (abs(e->pts[i] - e->pts[j]) == 1 || abs(e->pts[i] - e->pts[j]) == b->stride)
				e->adj[i][d++] = (int8_t)j;
		if (b->color[e->pts[i]] == color_other(c))
			st += 2 * eye_pow3(i);
	}
	v = eye_value(e, st, true, false);
	r->eye[0] = r->eye[1] = 0;
	/* One eye: the empty point with the most neighbours inside; two: a second one not next to it. */
	int most = -1;
	for (int i = 0; i < e->n; i++) {
		int d = 0;
		while (d < 4 && e->adj[i][d] >= 0)
			d++;
		if (b->color[e->pts[i]] == EMPTY && d > most) {
			most = d;
			r->eye[0] = e->pts[i];
		}
	}
	r->eye[1] = r->eye[0];
	for (int i = 0; i < e->n && v == 2 && r->eye[1] == r->eye[0]; i++) {
		int p = e->pts[i], q = r->eye[0];
		if (p != q && abs(p - q) != 1 && abs(p - q) != b->stride && b->color[p] == EMPTY)
			r->eye[1] = p;
	}
	free(e);
	return v;
}

/* True if every on-board point of the 3x3 block around p lies in region k (removing p then leaves
 * the rest of the block connected). */
static bool assume_solid(const struct board *b, const uint16_t *id, int k, int p)
{
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			int q = p + dy * b->stride + dx;
			if (b->color[q] != EDGE && id[q] != k)
				return false;
		}
	return true;
}

/* Two empty solid points of region k at least two lines apart; false if there are none. */
static bool assume_eyes(const struct board *b, const uint16_t *id, struct candidate *r, int k)
{
	int n = 0;

	BOARD_FOREACH(b, p) {
		if (id[p] != k || b->color[p] != EMPTY || !assume_solid(b, id, k, p))
			continue;
		if (n == 1 && abs(board_x(b, p) - board_x(b, r->eye[0])) < 2 &&
		    abs(board_y(b, p) - board_y(b, r->eye[0])) < 2)
			continue;
		r->eye[n++] = p;
		if (n == 2)
			return true;
	}
	return false;
}

/*
 * The candidates of colour c (9.): regions of points not of c, next to c, with at least large empty
 * points, at most a third as many opponent stones, none of them pass-alive, no empty part bounded
 * only by the opponent (an opponent eye), at most a third of the board, and room for two eyes.
 * cand[p] gets c for their points.  Returns the number of regions; r[] and id[] describe them.
 */
static int assume_candidates(struct context *x, enum color c, uint16_t *id, struct candidate *r,
			     uint8_t *cand)
{
	const struct board *b = x->b;
	enum color o = color_other(c);
	int n = board_regions(b, REACH_EMPTY | (1u << o), id), large = x->opt->large_region;
	uint8_t touch_c[BOARD_MAX_POINTS] = { 0 };  /* per empty region of b: it touches c */
	bool next_c[BOARD_MAX_POINTS] = { 0 };      /* per region of not-c: it touches c */

	for (int k = 0; k < n; k++)
		r[k] = (struct candidate){ .first = 0, .ok = true };
	BOARD_FOREACH(b, p) {
		if (b->color[p] == c)
			continue;
		struct candidate *k = &r[id[p]];
		if (!k->first)
			k->first = p;
		k->empty += b->color[p] == EMPTY;
		k->opp += b->color[p] == o;
		k->ok &= b->color[p] != o || benson_status_at(&x->bn0[o], p) != BENSON_ALIVE;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] == c) {
				next_c[id[p]] = true;
				if (b->color[p] == EMPTY)
					touch_c[x->region[p]] = 1;
			}
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY && !touch_c[x->region[p]])
			r[id[p]].ok = false;
	for (int k = 0; k < n; k++) {
		struct candidate *q = &r[k];
		bool ok = q->ok && next_c[k];
		q->ok = ok && q->empty >= large && 3 * q->opp <= q->empty &&
			3 * (q->empty + q->opp) <= b->size * b->size && assume_eyes(b, id, q, k);
		if (ok && !q->ok && q->empty + q->opp <= SMALL_REGION && q->empty + q->opp > 1)
			q->ok = q->small = eye_space(b, id, k, c, q) > 0;
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] != c && r[id[p]].ok)
			cand[p] = (uint8_t)c;
	return n;
}

/* Drop the candidates of c whose boundary stones lie in a candidate of the other colour (both then
 * claim the same stones: nothing is assumed there). */
static void assume_conflicts(const struct board *b, enum color c, const uint16_t *id, struct candidate *r,
			     const uint8_t *cand)
{
	BOARD_FOREACH(b, p) {
		if (b->color[p] == c || !r[id[p]].ok)
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] == c && cand[q] == color_other(c))
				r[id[p]].ok = false;
	}
}

/* Fill the surviving candidates of c into x->fb: every point c but the two eyes. */
static void assume_fill(struct context *x, enum color c, const uint16_t *id, const struct candidate *r)
{
	const struct board *b = x->b;

	BOARD_FOREACH(b, p) {
		if (b->color[p] == c || !r[id[p]].ok)
			continue;
		const struct candidate *k = &r[id[p]];
		x->fill[p] = (uint8_t)c;
		x->assume_at[p] = (int16_t)k->first;
		x->assume_small[k->first] = k->small;
		board_set(&x->fb, p, p == k->eye[0] || p == k->eye[1] ? EMPTY : c);
	}
}

/* Mark the stones of rb whose life rests on a filled region: the chains holding filled stones, and
 * any chain pass-alive on rb but not on b. */
static void assume_taint(struct context *x)
{
	const struct board *rb = x->rb;
	int any = 0;

	BOARD_FOREACH(rb, p)
		if (x->fill[p] && !any)
			any = x->assume_at[p];
	x->first_assumed = any;
	BOARD_FOREACH(rb, p) {
		if (!x->fill[p] || rb->color[p] == EMPTY)
			continue;
		for (int s = rb->next[p]; s != p; s = rb->next[s])
			if (!x->assume_at[s])
				x->assume_at[s] = x->assume_at[p];
	}
	BOARD_FOREACH(rb, p) {
		enum color c = (enum color)rb->color[p];
		if ((c == BLACK || c == WHITE) && !x->assume_at[p] &&
		    benson_status_at(&x->bn[c], p) == BENSON_ALIVE &&
		    benson_status_at(&x->bn0[c], p) != BENSON_ALIVE)
			x->assume_at[p] = (int16_t)any;
	}
}

/* 9.: build rb and x->bn for the reading; true if some region is assumed. */
static bool assume_regions(struct context *x)
{
	static const enum color colours[2] = { BLACK, WHITE };
	uint16_t id[2][BOARD_MAX_POINTS];
	struct candidate *r[2];
	uint8_t cand[BOARD_MAX_POINTS] = { 0 };
	bool any = false;

	x->fb = *x->b;
	x->rb = x->b;
	if (x->opt->large_region <= 0)
		return false;
	for (int i = 0; i < 2; i++) {
		r[i] = xmalloc(BOARD_MAX_POINTS * sizeof *r[i]);
		assume_candidates(x, colours[i], id[i], r[i], cand);
	}
	for (int i = 0; i < 2; i++)
		assume_conflicts(x->b, colours[i], id[i], r[i], cand);
	for (int i = 0; i < 2; i++)
		assume_fill(x, colours[i], id[i], r[i]);
	for (int i = 0; i < 2; i++)
		free(r[i]);
	BOARD_FOREACH(x->b, p)
		any |= x->fill[p] != EMPTY;
	if (any) {
		x->rb = &x->fb;
		benson_pass_alive(x->rb, BLACK, &x->bn[BLACK]);
		benson_pass_alive(x->rb, WHITE, &x->bn[WHITE]);
		assume_taint(x);
	}
	return any;
}

/* Does the area just read touch a stone whose life rests on an assumed region?  Its first point. */
static int assume_area(const struct context *x)
{
	const int16_t *points;
	int n = reading_area_points(x->r, &points);

	for (int i = 0; i < n; i++) {
		int p = points[i];
		if (x->assume_at[p])
			return x->assume_at[p];
		BOARD_NEIGHBOURS(x->rb, p, q)
			if (x->rb->color[q] != EDGE && x->assume_at[q])
				return x->assume_at[q];
	}
	return 0;
}

/*
 * The verdicts given by the assumption alone: a stone of b inside an assumed region of the other
 * colour is dead; a chain joined to a filled region is alive.  Returns false when c must be read.
 */
static bool assume_chain(struct context *x, struct life_chain *c, int *at)
{
	int p = c->point;

	*at = x->assume_at[p];
	if (x->fill[p] == color_other(c->color)) {
		set_verdict(c, LIFE_DEAD, LIFE_TYPE_6);
		snprintf(c->reason, sizeof c->reason, "dead: inside %s's %s", color_name(color_other(c->color)),
			 x->assume_small[*at] ? "eye space" : "large territory");
		return true;
	}
	if (*at && benson_status_at(&x->bn[c->color], p) == BENSON_ALIVE) {
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_2);
		snprintf(c->reason, sizeof c->reason, "alive: pass-alive once its %s count as eyes",
			 x->assume_small[*at] ? "eye spaces" : "large territories");
		return true;
	}
	if (benson_status_at(&x->bn[color_other(c->color)], p) == BENSON_DEAD) {
		*at = x->first_assumed;
		set_verdict(c, LIFE_DEAD, LIFE_TYPE_6);
		snprintf(c->reason, sizeof c->reason, "dead: inside a region owned by %s once its large "
			 "territories count as eyes", color_name(color_other(c->color)));
		return true;
	}
	return false;
}

/* Append the assumption to c's reason. */
static void assume_note(const struct context *x, struct life_chain *c, int at)
{
	char v[8];

	c->assumed = true;
	reason_add(c, x->assume_small[at] ? " (assumed: eye space at %s read alone)"
		   : " (assumed: large territory at %s not read)", board_vertex_str(x->b, at, v));
}

/* --- estimates for the unsettled chains (11.) ------------------------------------------------------ */

/* Do the opponent's chains next to chain c all stand: none of them dead, or estimated dead? */
static bool walls_standing(const struct board *b, const struct life_analysis *a, const struct life_chain *c)
{
	enum color att = color_other(c->color);
	int s = c->point;

	do {
		BOARD_NEIGHBOURS(b, s, q) {
			if (b->color[q] != att)
				continue;
			const struct life_chain *w = &a->chains[a->index[q]];
			if (w->status == LIFE_DEAD || (w->status == LIFE_UNSETTLED && w->estimate == LIFE_DEAD))
				return false;
		}
		s = b->next[s];
	} while (s != c->point);
	return true;
}

/*
 * 11b.: a chain of the opponent's next to c that the tactical reading captures even if it moves
 * first (taken, by chain index), that stands in most playouts, and without which c stands in most
 * of a second set of playouts: the first set lost a race the reading wins.  Its point, or 0.  (A
 * stone c captures that does not save c, a throw-in or a cutting stone inside a dead group, fails
 * the second test.)
 */
static int race_won(const struct board *b, const struct life_analysis *a, const struct life_options *opt,
		    const struct ownership *o, const bool *taken, const struct life_chain *c)
{
	enum color att = color_other(c->color);
	int s = c->point;

	do {
		BOARD_NEIGHBOURS(b, s, q) {
			if (b->color[q] != att || !taken[a->index[q]] ||
			    ownership_chain_percent(o, b, q, att) < LIFE_ESTIMATE_PERCENT)
				continue;
			struct board *nb = xmalloc(sizeof *nb);
			struct ownership *no = xmalloc(sizeof *no);
			uint16_t stones[BOARD_MAX_POINTS];
			int n = board_chain_stones(b, q, stones);
			*nb = *b;
			for (int i = 0; i < n; i++)
				board_set(nb, stones[i], EMPTY);
			ownership_playout(nb, opt->playouts > 65535 ? 65535 : opt->playouts, PLAYOUT_SEED, no);
			bool stands = ownership_chain_percent(no, nb, c->point, c->color) >= LIFE_ESTIMATE_PERCENT;
			free(no);
			free(nb);
			if (stands)
				return a->chains[a->index[q]].point;
		}
		s = b->next[s];
	} while (s != c->point);
	return 0;
}

/*
 * 11c.: an unsettled chain of c's colour that shares one of c's eyes (life_chain.eyes: its
 * liberties forbidden to the opponent), that the tactical reading does not capture (taken), and
 * that the playouts capture in fewer than LIFE_ESTIMATE_PERCENT of them; its point, or 0.
 */
static int eye_partner_standing(const struct board *b, const struct life_analysis *a, const struct ownership *o,
				const bool *taken, const struct life_chain *c)
{
	for (int i = 0; i < c->neyes; i++)
		BOARD_NEIGHBOURS(b, c->eyes[i], q) {
			if (b->color[q] != c->color || b->head[q] == b->head[c->point])
				continue;
			const struct life_chain *d = &a->chains[a->index[q]];
			if (d->status == LIFE_UNSETTLED && !taken[a->index[q]] &&
			    ownership_chain_percent(o, b, q, color_other(c->color)) < LIFE_ESTIMATE_PERCENT)
				return d->point;
		}
	return 0;
}

/* Is chain c a single stone in atari whose capture would be a ko (the capturing stone alone, taking
 * it and left with that one liberty), whose owner's connection at the liberty would join a chain of
 * its own that lives (settled, or standing in most playouts)? */
static bool in_ko(const struct board *b, const struct life_analysis *a, const struct ownership *o,
		  const struct life_chain *c)
{
	if (c->stones != 1 || board_libs(b, c->point) != 1)
		return false;
	int lib = board_last_liberty(b, c->point);
	if (board_ko_point_after(b, color_other(c->color), lib) != c->point)
		return false;
	/* its owner's connection at the liberty would join another chain of its own: a ko on the
	 * boundary, not a dead stone inside the opponent's area */
	BOARD_NEIGHBOURS(b, lib, q) {
		if (b->color[q] != c->color || q == c->point)
			continue;
		const struct life_chain *j = &a->chains[a->index[q]];
		if (j->status == LIFE_ALIVE || j->status == LIFE_SEKI ||
		    (j->status == LIFE_UNSETTLED &&
		     ownership_chain_percent(o, b, j->point, j->color) >= LIFE_ESTIMATE_PERCENT))
			return true; /* a chain that lives */
	}
	return false;
}

static void estimate_unsettled(const struct board *b, const struct life_options *opt, const bool *capturable,
			       struct life_analysis *a)
{
	struct ownership *o = xmalloc(sizeof *o);
	bool *taken = xcalloc(LIFE_MAX_CHAINS, sizeof *taken);
	struct tactics tc;

	ownership_playout(b, opt->playouts > 65535 ? 65535 : opt->playouts, PLAYOUT_SEED, o);
	tactics_init(&tc);
	tc.depth = TACTICS_DEPTH;
	tc.budget = TACTICS_BUDGET;
	for (int i = 0; i < a->nchains; i++) {
		struct life_chain *c = &a->chains[i];
		if (c->status != LIFE_UNSETTLED)
			continue;
		int libs = board_libs(b, c->point);
		/* 11a.: one or two liberties (three when the reading proved it capturable), captured by
		 * the tactical reading even if it moves first */
		taken[i] = (libs <= 2 || (capturable[i] && libs <= 3)) &&
			   tactics_capturable(&tc, b, c->point, c->color);
	}
	for (int i = 0; i < a->nchains; i++) {
		struct life_chain *c = &a->chains[i];
		if (c->status != LIFE_UNSETTLED)
			continue;
		int own = ownership_chain_percent(o, b, c->point, c->color),
		    opp = ownership_chain_percent(o, b, c->point, color_other(c->color));
		if ((taken[i] || capturable[i]) && own >= LIFE_ESTIMATE_PERCENT) {
			if (!taken[i])
				reason_add(c, "; no estimate: the reading proves it can be captured, the playouts "
					   "keep it standing in %d%%", own);
			continue; /* decided below, once the chains around it have their estimates */
		}
		if (in_ko(b, a, o, c)) {
			/* a stone in atari whose capture is a ko: whoever moves first takes or connects
			 * it, which random playouts decide by a coin; no estimate, and its owner connects */
			reason_add(c, "; no estimate: a ko, taken or connected by whoever moves first");
			continue;
		}
		char v[8];
		int partner, won;
		if (opp >= LIFE_ESTIMATE_PERCENT && (partner = eye_partner_standing(b, a, o, taken, c))) {
			/* 11c.: chains that share an eye are captured together or not at all */
			reason_add(c, "; no estimate: captured in %d%% of the random playouts, but the chain at %s, "
				   "which shares an eye with it, in fewer than %d%%", opp,
				   board_vertex_str(b, partner, v), LIFE_ESTIMATE_PERCENT);
			continue;
		}
		if (opp >= LIFE_ESTIMATE_PERCENT && (won = race_won(b, a, opt, o, taken, c))) {
			/* 11b.: the playouts lost a race the reading wins */
			reason_add(c, "; no estimate: captured in %d%% of the random playouts, but the tactical "
				   "reading captures %s's chain at %s even if it moves first, and without it this one "
				   "stands", opp, color_name(color_other(c->color)), board_vertex_str(b, won, v));
			continue;
		}
		int seki = ownership_seki_percent(o, b, c->point);
		if (opp >= LIFE_ESTIMATE_PERCENT || own >= LIFE_ESTIMATE_PERCENT) {
			c->estimate = opp >= LIFE_ESTIMATE_PERCENT ? LIFE_DEAD
				      : seki >= LIFE_ESTIMATE_PERCENT ? LIFE_SEKI : LIFE_ALIVE;
			c->estimate_percent = opp >= LIFE_ESTIMATE_PERCENT ? opp
					      : seki >= LIFE_ESTIMATE_PERCENT ? seki : own;
			reason_add(c, "; estimate: %s (%s in %d%% of %d random playouts)", life_status_str(c->estimate),
				   c->estimate == LIFE_DEAD ? "captured" : c->estimate == LIFE_SEKI ? "standing in seki"
				   : "standing", c->estimate_percent, o->playouts);
			a->estimated++;
		}
	}
	/* 11a.: the reading beats the playouts: a chain it captures is never estimated alive, and is
	 * estimated dead when the chains around it stand */
	for (int i = 0; i < a->nchains; i++) {
		struct life_chain *c = &a->chains[i];
		if (!taken[i] || c->status != LIFE_UNSETTLED || c->estimate != LIFE_UNSETTLED)
			continue;
		int own = ownership_chain_percent(o, b, c->point, c->color);
		const char *how = capturable[i] ? "the reading proves it can be captured"
				  : "the tactical reading captures it even if it moves first";
		int seki = ownership_seki_percent(o, b, c->point);
		if (seki >= SEKI_DOUBT) {
			reason_add(c, "; no estimate: %s, but it stands in seki in %d%% of the random playouts", how,
				   seki);
		} else if (walls_standing(b, a, c)) {
			c->estimate = LIFE_DEAD;
			c->estimate_percent = 100 - own;
			reason_add(c, "; estimate: dead (%s, and the chains around it stand; standing in %d%% of %d "
				   "random playouts)", how, own, o->playouts);
			a->estimated++;
		} else {
			reason_add(c, "; no estimate: %s, the playouts keep it standing in %d%%", how, own);
		}
	}
	free(taken);
	free(o);
}

void life_options_init(struct life_options *opt)
{
	*opt = (struct life_options){ .total_budget = -1, .large_region = DEFAULT_LARGE_REGION,
				      .playouts = DEFAULT_PLAYOUTS };
	reading_limits_init(&opt->limits);
}

int life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out)
{
	struct life_options defaults;
	struct context *x = xcalloc(1, sizeof *x);
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
	assume_regions(x);
	x->r = reading_new(opt->limits.max_area, x->deadline);
	reading_set_position(x->r, x->rb);
	x->first_round = true;
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		int at = 0;
		chain_eyes(b, c);
		if (classify_static(x, c) || assume_chain(x, c, &at)) {
			x->chain_at[i] = (int16_t)at;
			continue;
		}
		if (analyse_chain(x, c))
			x->chain_at[i] = (int16_t)assume_area(x);
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
	out->out_of_time = reading_timed_out(x->r);
	reading_free(x->r);
	board_regions(b, REACH_EMPTY | REACH_WHITE, notatt[BLACK]);
	board_regions(b, REACH_EMPTY | REACH_BLACK, notatt[WHITE]);
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		if (x->provisional[i])
			classify_dead(x, c, notatt[color_other(c->color)]);
	}
	for (int i = 0; i < out->nchains; i++) {
		struct life_chain *c = &out->chains[i];
		out->unsettled += c->status == LIFE_UNSETTLED;
		if (c->status != LIFE_UNSETTLED && x->chain_at[i]) {
			assume_note(x, c, x->chain_at[i]);
			out->assumed++;
		}
	}
	if (out->unsettled > 0 && opt->playouts > 0)
		estimate_unsettled(b, opt, x->capturable, out);
	find_territory(b, out);
	free(retry);
	free(x);
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

const char *life_chain_str(const struct board *b, const struct life_chain *c, char *buf, size_t len)
{
	char v[8];

	if (c->status == LIFE_UNSETTLED)
		snprintf(buf, len, "%s %s (%d stone%s): unsettled: %s", board_vertex_str(b, c->point, v),
			 color_str(c->color), c->stones, c->stones == 1 ? "" : "s", c->reason);
	else
		snprintf(buf, len, "%s %s (%d stone%s): %s, %s: %s", board_vertex_str(b, c->point, v),
			 color_str(c->color), c->stones, c->stones == 1 ? "" : "s",
			 life_status_str(c->status), life_type_str(c->type), c->reason);
	return buf;
}
