/*
 * life_estimate.c: estimates for the chains the life-and-death analysis leaves unsettled
 * (rules/life_context.h).  They are suggestions for the marking the players start from, never
 * verdicts: the chain stays LIFE_UNSETTLED, its reason says "estimate" with the shares that support
 * it, and only life_marking uses it.  Nothing here is proven.  This file reads the analysis and
 * returns what it finds for each chain (struct life_estimate: the estimate, its share, the words for
 * its reason); life.c writes it in.  `make life-compare` and `make corpus-compare` report how the
 * marking they make does, side by side with GNU Go, on a development set and on sets kept apart for
 * the report.
 *
 * 11. Estimates, for the chains still unsettled.  The position is played out at random twice over
 *    (rules/ownership.h: neither side fills its own eyes; 100 playouts with Black moving first and
 *    100 with White, each with a fixed seed), from the board with the chains of 11a. already taken
 *    off.  A chain is estimated dead when the opponent owned its points at the end of at least half
 *    of the playouts whoever moved first (LIFE_ESTIMATE_PERCENT, 50%, in both sets), alive when its
 *    own colour did in at least half of both (in seki when it ended standing in seki, next to an
 *    empty point both colours touch, in half of both).  Where the two sets disagree (or neither
 *    reaches half), the side that moves first decides the chain's fate, or nothing does: it is no
 *    estimate, the chain stays unsettled (marked alive, its reason giving both shares), and the
 *    players settle it by a move or by their marking.  This is
 *    how the servers' referees decide a stone with a stronger player in place of the random one: a
 *    stone is taken off only when it is the opponent's whoever moves first.  Why half and not
 *    a higher share: a random player that loses a stone in more than half of its games, with either
 *    side to move, has no way of saving it that a random search finds; a higher share leaves more
 *    dead chains standing (a share of 60 left 13 dead chains of the first 100 games of the corpus of
 *    known dead stones standing, against 1 at half, and changed nothing on the development set of
 *    records).
 *
 *    A chain in atari on the boundary gets no estimate: its owner's connection at its liberty
 *    would join a chain of its own that lives, and its capture would be a ko (a single stone), or
 *    the chain the connection makes is one the tactical reader cannot capture.  Whoever moves first
 *    takes it or connects it; left unsettled it is marked alive, and the owner's connection is a
 *    protective move of the count (rules/finish.h).  The estimate of a game in progress gives it
 *    to the player to move (rules/judge.h).  The random players take such a chain with either
 *    side first (its owner seldom makes the one move that saves it before the opponent takes it).
 *    When only the ko was left without an estimate, 10 of the 24 living stones the marking took
 *    off on the development set of lopsided endings (tests/lopsided) were such chains, which GNU
 *    Go's marking (and the play that settled the set) leaves standing; two stones of the kind
 *    that the play there did take are now left standing.
 *
 * 11a. The tactical reading beats the playouts.  An unsettled chain with one or two liberties (three,
 *    when the reading of 5. proved it capturable with the attacker first) that the small tactical
 *    reader (rules/tactics.h) captures even if it moves first (a pass among its answers) is taken
 *    off the board the playouts start from: the random players would lose races the reading wins,
 *    and leave such stones standing when the side around them never gets round to taking them.  It
 *    is estimated dead when the opponent chains next to it stand (none of them dead or estimated
 *    dead; one dead by an assumption is its prisoner, not a wall: see 11b.), else it stays
 *    unsettled.  The reading is local and takes the attacker's chains at the
 *    edge of the area as they stand, so a seki among large groups can be a capture to it; a doubt
 *    for that case (a share of the playouts in seki) was tuned on the development set alone and is
 *    gone: one game of it is counted a point off for it, none of the reported sets.  Only "even if it moves first": a chain the attacker takes only by moving first is
 *    one its owner protects before the count (rules/finish.h).  A chain the reading of 5. proved
 *    capturable but the tactical reader does not take is never estimated alive.
 *
 * 11b. An assumption's premise denied.  A chain dead by an assumption (life_assume.c 9., 9a.: inside
 *    a large territory, or an eye space read alone, of the chains around it) is dead only if those
 *    chains live.  When one of the opponent's chains next to it is unsettled and estimated dead, the
 *    premise is gone: the chain is unsettled again, its reason says which assumption failed, and it
 *    gets the estimate of 11. from the same playouts.  The other way round, a chain dead by an
 *    assumption next to a chain the tactical reading takes is that chain's prisoner (it lies in the
 *    eye space or territory the assumption gave it), so it does not stop 11a.: the chain is taken,
 *    and the prisoner's premise is then denied here.  Measured: no game of the development set, the
 *    reported sets or the corpus of known dead stones changes; on the 54 end positions of amateur
 *    games whose dead stones a person marked (tests/positions-compare.sh) the two put right two
 *    positions, 27 stones.
 *
 * 11c. The reading's capture, once the walls are estimated.  A chain the reading of 5. captures for
 *    good (type 6 or 7) but leaves unsettled because the chains around its area are unsettled (life.c
 *    8.) waits only on those chains: when every one of them is alive or estimated alive, the chain
 *    is estimated dead, with the smallest share of theirs.  The random players do not find what the
 *    reading found (a bent four in the corner, a vital point), and would leave it standing.  Not for
 *    a ko on the boundary (11.), which whoever moves first settles; otherwise, or when a chain
 *    around it is not estimated alive, the chain gets the estimate of 11.  Measured: no result of the
 *    development set, the reported sets, the corpus or the positions marked by a person changes
 *    (before the ko was left out, three records of the goban collection lost a point to it).
 *    The chains around the area are its walls: an opponent chain inside it (every point next to it
 *    is the chain's colour or an empty point of the area: stones thrown in, in the race the reading
 *    settled) is none, and its own estimate does not hold the verdict back.  Measured on the
 *    finished 19x19 server games of tests/results-compare.sh: one corner of nine stones with two
 *    of the opponent's inside is taken (the game counted as recorded, 21 points off before); no other
 *    game there, nor any of the sets above, changes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/life_context.h"
#include "rules/ownership.h"
#include "rules/tactics.h"
#include "rules/text.h"
#include "rules/xalloc.h"

#define PLAYOUT_SEED 0x74656e67656e2131ull /* the random playouts (11.): fixed, so reproducible */

/* The shares (0-100) of one set of playouts for chain c: captured, standing, standing in seki. */
struct shares {
	int opp, own, seki;
};

/* The analysis as the estimates leave it so far: a as life.c gave it (read only), and what they
 * have found for each chain (f[i] for chain i). */
struct view {
	const struct board *b;
	const struct life_analysis *a;
	struct life_estimate *f;
};

/* Chain i's status as the estimates leave it: its verdict, or unsettled once 11b. denies it. */
static enum life_status status_of(const struct view *v, int i)
{
	return v->f[i].denied ? LIFE_UNSETTLED : v->a->chains[i].status;
}

/* Does chain i's verdict still rest on an assumption? */
static bool assumed_of(const struct view *v, int i)
{
	return !v->f[i].denied && v->a->chains[i].assumed;
}

static const char *estimate_str(enum life_status s)
{
	return s == LIFE_DEAD ? "dead" : s == LIFE_SEKI ? "seki" : "alive";
}

static struct shares shares_of(const struct ownership *o, const struct board *b, const struct life_chain *c)
{
	return (struct shares){
		.opp = ownership_chain_percent(o, b, c->point, color_other(c->color)),
		.own = ownership_chain_percent(o, b, c->point, c->color),
		.seki = ownership_seki_percent(o, b, c->point),
	};
}

static bool estimated_dead(const struct view *v, int i)
{
	return status_of(v, i) == LIFE_UNSETTLED && v->f[i].estimate == LIFE_DEAD;
}

/* A wall that has fallen: dead, or estimated dead.  One dead only by an assumption (life_assume.c)
 * does not count: it is dead inside the eye space or territory of the chains around it, c among
 * them, so it is c's prisoner if c lives, not a wall around c. */
static bool fallen(const struct view *v, int i)
{
	return (status_of(v, i) == LIFE_DEAD && !assumed_of(v, i)) || estimated_dead(v, i);
}

/* Is one of the opponent's chains next to chain c such that is(it)? */
static bool some_neighbour(const struct view *v, const struct life_chain *c,
			   bool (*is)(const struct view *, int))
{
	const struct board *b = v->b;
	int s = c->point;

	do {
		BOARD_NEIGHBOURS(b, s, q)
			if (b->color[q] == color_other(c->color) && is(v, v->a->index[q]))
				return true;
		s = b->next[s];
	} while (s != c->point);
	return false;
}

static int min2(int a, int b) { return a < b ? a : b; }

/* The shares both sets of playouts reach: the smaller of each. */
static struct shares shares_min(struct shares x, struct shares y)
{
	return (struct shares){ min2(x.opp, y.opp), min2(x.own, y.own), min2(x.seki, y.seki) };
}

/* Does one of the chains of c's colour next to point p (other than c's) live: settled alive or in
 * seki, or unsettled and standing in at least half of both sets of playouts o? */
static bool joins_living(const struct view *v, const struct ownership *o, const struct life_chain *c, int p)
{
	const struct board *b = v->b;

	BOARD_NEIGHBOURS(b, p, q) {
		if (b->color[q] != c->color || board_same_chain(b, q, c->point))
			continue;
		int k = v->a->index[q];
		const struct life_chain *j = &v->a->chains[k];
		enum life_status s = status_of(v, k);
		if (s == LIFE_ALIVE || s == LIFE_SEKI ||
		    (s == LIFE_UNSETTLED &&
		     shares_min(shares_of(&o[0], b, j), shares_of(&o[1], b, j)).own >= LIFE_ESTIMATE_PERCENT))
			return true;
	}
	return false;
}

/* Is chain c in atari on the boundary, taken or connected by whoever moves first?  Its owner's
 * connection at its liberty would join a chain of its own that lives (joins_living), and either its
 * capture would be a ko (a single stone, the capturing stone left with that one liberty), or the
 * chain the connection makes is one the tactical reader tc cannot capture, the opponent moving
 * first.  Such a chain is not inside the opponent's area: the random players, who seldom make the
 * one move that saves it before the opponent takes it, would call it dead with either side first.
 * The words for its reason, or NULL when it is not. */
static const char *on_boundary(const struct view *v, const struct ownership *o, struct tactics *tc,
			       const struct life_chain *c)
{
	const struct board *b = v->b;

	if (board_libs(b, c->point) != 1)
		return NULL;
	int lib = board_last_liberty(b, c->point);
	if (!joins_living(v, o, c, lib))
		return NULL;
	if (c->stones == 1 && board_ko_point_after(b, color_other(c->color), lib) == c->point)
		return "a ko, taken or connected by whoever moves first";
	if (board_is_suicide(b, c->color, lib))
		return NULL;
	struct board *after = xmalloc(sizeof *after);
	*after = *b;
	board_play(after, c->color, lib, NULL);
	bool safe = board_libs(after, lib) > 1 && !tactics_capturable(tc, after, lib, color_other(c->color));
	free(after);
	return safe ? "in atari on the boundary, taken or connected by whoever moves first" : NULL;
}

/* Take off pb the stones of the chains marked in taken (by chain index of a). */
static void take_off(struct board *pb, const struct board *b, const struct life_analysis *a, const bool *taken)
{
	for (int i = 0; i < a->nchains; i++) {
		if (!taken[i])
			continue;
		uint16_t stones[BOARD_MAX_POINTS];
		int n = board_chain_stones(b, a->chains[i].point, stones);
		for (int k = 0; k < n; k++)
			board_set(pb, stones[k], EMPTY);
	}
}

/* 11.: chain i's estimate from its shares of both sets of playouts, or its reason for none. */
static void estimate_chain(const struct view *v, const struct ownership *o, struct tactics *tc, bool capturable, int i)
{
	const struct board *b = v->b;
	const struct life_chain *c = &v->a->chains[i];
	struct life_estimate *f = &v->f[i];
	struct shares bf = shares_of(&o[0], b, c), wf = shares_of(&o[1], b, c), s = shares_min(bf, wf);

	const char *boundary = on_boundary(v, o, tc, c);
	if (boundary) {
		text_appendf(f->words, sizeof f->words, "; no estimate: %s", boundary);
		return;
	}
	if (s.opp >= LIFE_ESTIMATE_PERCENT) {
		f->estimate = LIFE_DEAD;
		f->percent = s.opp;
	} else if (s.own >= LIFE_ESTIMATE_PERCENT && !capturable) {
		f->estimate = s.seki >= LIFE_ESTIMATE_PERCENT ? LIFE_SEKI : LIFE_ALIVE;
		f->percent = f->estimate == LIFE_SEKI ? s.seki : s.own;
	}
	if (f->estimate == LIFE_UNSETTLED) {
		const char *why = capturable ? "the reading proves it can be captured"
				  : (bf.opp >= LIFE_ESTIMATE_PERCENT && wf.own >= LIFE_ESTIMATE_PERCENT) ||
				    (wf.opp >= LIFE_ESTIMATE_PERCENT && bf.own >= LIFE_ESTIMATE_PERCENT)
				  ? "whoever moves first decides" : "the playouts are divided";
		text_appendf(f->words, sizeof f->words, "; no estimate: %s; captured in %d%% of the random playouts with Black first and "
			  "%d%% with White first, standing in %d%% and %d%%", why, bf.opp, wf.opp, bf.own, wf.own);
		return;
	}
	int with_b = f->estimate == LIFE_DEAD ? bf.opp : f->estimate == LIFE_SEKI ? bf.seki : bf.own,
	    with_w = f->estimate == LIFE_DEAD ? wf.opp : f->estimate == LIFE_SEKI ? wf.seki : wf.own;
	text_appendf(f->words, sizeof f->words, "; estimate: %s (%s in %d%% of the random playouts with Black first, %d%% with White "
		  "first)", estimate_str(f->estimate), f->estimate == LIFE_DEAD ? "captured"
		  : f->estimate == LIFE_SEKI ? "standing in seki" : "standing", with_b, with_w);
}

/* 11c.: do the opponent's chains around the area of chain c (its points not of the opponent's colour,
 * joined orthogonally; not those inside it) all live, settled alive or estimated alive?  The smallest
 * share of the playouts that supports them in *percent (100 when all are settled). */
static bool walls_live(const struct view *v, const struct life_chain *c, int *percent)
{
	const struct board *b = v->b;
	enum color att = color_other(c->color);
	bool *seen = xcalloc(BOARD_MAX_POINTS, sizeof *seen);
	uint16_t *stack = xmalloc(BOARD_MAX_POINTS * sizeof *stack);
	int n = 0;
	bool live = true;

	/* the area: the points joined to the chain through points that are not the attacker's */
	*percent = 100;
	stack[n++] = (uint16_t)c->point;
	seen[c->point] = true;
	while (n > 0) {
		int p = stack[--n];
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] != att && b->color[q] != EDGE && !seen[q]) {
				seen[q] = true;
				stack[n++] = (uint16_t)q;
			}
	}
	/* its walls: the attacker's chains next to it that are not inside it (an attacker chain every
	 * neighbour of which is in the area lies in it, a prisoner of the race the reading proved) */
	BOARD_FOREACH(b, p) {
		if (b->color[p] != att || b->head[p] != p || !live)
			continue;
		uint16_t stones[BOARD_MAX_POINTS];
		int k = board_chain_stones(b, p, stones);
		bool next_to = false, inside = true;
		for (int i = 0; i < k; i++)
			BOARD_NEIGHBOURS(b, stones[i], q) {
				if (b->color[q] == att || b->color[q] == EDGE)
					continue;
				if (seen[q])
					next_to = true;
				else
					inside = false;
			}
		if (!next_to || inside)
			continue;
		int i = v->a->index[p];
		enum life_status s = status_of(v, i);
		if (s == LIFE_UNSETTLED && v->f[i].estimate == LIFE_ALIVE)
			*percent = min2(*percent, v->f[i].percent);
		else if (s != LIFE_ALIVE)
			live = false;
	}
	free(stack);
	free(seen);
	return live;
}

void life_estimate(const struct board *b, const struct life_estimate_limits *lim, const bool *capturable,
		   const bool *for_good, const struct life_analysis *a, struct life_estimate *found)
{
	struct ownership *o = xmalloc(2 * sizeof *o);
	struct board *pb = xmalloc(sizeof *pb);
	bool *taken = xcalloc(LIFE_MAX_CHAINS, sizeof *taken);
	int per = (lim->playouts > 2 * 65535 ? 2 * 65535 : lim->playouts) / 2;
	struct view v = { b, a, found };
	struct tactics tc;

	for (int i = 0; i < a->nchains; i++)
		found[i] = (struct life_estimate){ .estimate = a->chains[i].estimate,
						   .percent = a->chains[i].estimate_percent };
	tactics_init(&tc);
	tc.depth = lim->tactics_depth;
	tc.budget = lim->tactics_budget;
	for (int i = 0; i < a->nchains; i++) {
		const struct life_chain *c = &a->chains[i];
		int libs = board_libs(b, c->point);
		/* 11a.: one or two liberties (three when the reading proved it capturable), captured by
		 * the tactical reading even if it moves first */
		taken[i] = c->status == LIFE_UNSETTLED && (libs <= 2 || (capturable[i] && libs <= 3)) &&
			   tactics_capturable(&tc, b, c->point, c->color);
	}
	*pb = *b;
	take_off(pb, b, a, taken);
	ownership_playout(pb, per > 0 ? per : 1, PLAYOUT_SEED, BLACK, &o[0]);
	ownership_playout(pb, per > 0 ? per : 1, PLAYOUT_SEED ^ 0x5bd1e995u, WHITE, &o[1]);
	for (int i = 0; i < a->nchains; i++)
		if (a->chains[i].status == LIFE_UNSETTLED && !taken[i] && !for_good[i])
			estimate_chain(&v, o, &tc, capturable[i], i);
	/* 11c.: the chains captured for good, once the chains around their areas have their estimates */
	for (int i = 0; i < a->nchains; i++) {
		const struct life_chain *c = &a->chains[i];
		int percent;
		if (c->status != LIFE_UNSETTLED || taken[i] || !for_good[i])
			continue;
		if (on_boundary(&v, o, &tc, c) || !walls_live(&v, c, &percent)) {
			estimate_chain(&v, o, &tc, capturable[i], i);
			continue;
		}
		found[i].estimate = LIFE_DEAD;
		found[i].percent = percent;
		text_appendf(found[i].words, sizeof found[i].words, "; estimate: dead (the reading captures it for good, and the chains around it "
			  "are alive or estimated alive)");
	}
	/* 11a.: the chains the tactical reading takes, once the chains around them have their estimates;
	 * each asks the walls as 11. and 11c. left them, so that no answer depends on the order of the
	 * chains (a wall that is itself taken has no estimate yet, for all of them) */
	bool *stand = xcalloc(LIFE_MAX_CHAINS, sizeof *stand);
	for (int i = 0; i < a->nchains; i++)
		stand[i] = taken[i] && !some_neighbour(&v, &a->chains[i], fallen);
	for (int i = 0; i < a->nchains; i++) {
		if (!taken[i])
			continue;
		if (stand[i]) {   /* the walls stand */
			found[i].estimate = LIFE_DEAD;
			found[i].percent = 100;
			found[i].tactical = true;
			text_appendf(found[i].words, sizeof found[i].words, "; estimate: dead (the tactical reading captures it even if it moves "
				  "first, and the chains around it stand)");
		} else {
			text_appendf(found[i].words, sizeof found[i].words, "; no estimate: the tactical reading captures it even if it moves first, "
				  "but a chain around it is dead");
		}
	}
	free(stand);
	/* 11b.: a verdict of dead that rests on an assumption about the chains around it, whose
	 * premise an estimate has since denied; again until nothing changes, since a chain estimated
	 * dead here denies the premise of the chains it surrounds, wherever they are in the order */
	for (bool again = true; again;) {
		again = false;
		for (int i = 0; i < a->nchains; i++) {
			const struct life_chain *c = &a->chains[i];
			if (status_of(&v, i) != LIFE_DEAD || !assumed_of(&v, i) ||
			    !some_neighbour(&v, c, estimated_dead))
				continue;
			again = true;
			found[i].denied = true;
			found[i].words[0] = '\0';
			text_appendf(found[i].words, sizeof found[i].words, "assumed %s, but a chain around it is estimated dead", c->reason);
			estimate_chain(&v, o, &tc, capturable[i], i);
		}
	}
	free(taken);
	free(pb);
	free(o);
}
