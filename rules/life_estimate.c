/*
 * life_estimate.c: estimates for the chains the life-and-death analysis leaves unsettled
 * (rules/life_context.h).  They are suggestions for the marking the players start from, never
 * verdicts: the chain stays LIFE_UNSETTLED, its reason says "estimate" with the share that supports
 * it, and only life_marking uses it.  Nothing here is proven; the thresholds below were measured on
 * game collections (the goban collection's finished games, tests/corpus with its known dead
 * stones): `make life-compare` and `make corpus-compare` report how the marking they make does,
 * side by side with GNU Go.
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
 *    (a few stones inside a group whose own liberties the wall around it shares) is a capture to
 *    them.  On the goban collection nine chains reach this step, in seki in 0, 0, 0, 5, 5, 9, 37,
 *    39 and 39% of the playouts; the last three lie in one such seki.
 *
 * 11b. A race the playouts lose.  A chain the playouts capture (60% or more) gets no dead estimate
 *    when an opponent chain next to it is one of 11a. (captured by the tactical reading even if it
 *    moves first) that stands in 60% or more of the playouts, and the chain stands in 60% or more
 *    of a second set of playouts on the board without that opponent chain: the reading wins the race
 *    the random players lose, and the capture saves the chain.  The second set is what tells a race
 *    from a stone taken in vain (a throw-in, a cutting stone inside a group dead anyway): without
 *    it, two games of the goban collection lost their dead groups.  It is unsettled and marked
 *    alive; the opponent chain, its walls now standing, is estimated dead (a large group racing a
 *    smaller one it captures: marked dead, the large group put a count some eighty points off).
 *
 * 11c. Chains that share an eye (one of life_chain.eyes: a liberty the opponent may not play now)
 *    are captured together or not at all.  A chain the playouts capture in 60% or more of them gets
 *    no dead estimate when such a partner, unsettled and not captured by the tactical reading of
 *    11a., is captured in fewer than 60%: the estimate is no more confident than its weakest part
 *    (two chains sharing an eye, one captured in 63% of the playouts and the other in fewer: the
 *    first alone marked dead moved a count by eleven points).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/life_context.h"
#include "rules/ownership.h"
#include "rules/tactics.h"
#include "rules/xalloc.h"

#define PLAYOUT_SEED 0x74656e67656e2131ull /* the random playouts (11.): fixed, so reproducible */
#define SEKI_DOUBT 25       /* 11a.: the share of playouts in seki that doubts a capture read locally */

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

void life_estimate(const struct board *b, const struct life_options *opt, const bool *capturable,
		   struct life_analysis *a)
{
	struct ownership *o = xmalloc(sizeof *o);
	bool *taken = xcalloc(LIFE_MAX_CHAINS, sizeof *taken);
	struct tactics tc;

	ownership_playout(b, opt->playouts > 65535 ? 65535 : opt->playouts, PLAYOUT_SEED, o);
	tactics_init(&tc);
	tc.depth = LIFE_TACTICS_DEPTH;
	tc.budget = LIFE_TACTICS_BUDGET;
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
				life_reason_add(c, "; no estimate: the reading proves it can be captured, the playouts "
					   "keep it standing in %d%%", own);
			continue; /* decided below, once the chains around it have their estimates */
		}
		if (in_ko(b, a, o, c)) {
			/* a stone in atari whose capture is a ko: whoever moves first takes or connects
			 * it, which random playouts decide by a coin; no estimate, and its owner connects */
			life_reason_add(c, "; no estimate: a ko, taken or connected by whoever moves first");
			continue;
		}
		char v[8];
		int partner, won;
		if (opp >= LIFE_ESTIMATE_PERCENT && (partner = eye_partner_standing(b, a, o, taken, c))) {
			/* 11c.: chains that share an eye are captured together or not at all */
			life_reason_add(c, "; no estimate: captured in %d%% of the random playouts, but the chain at %s, "
				   "which shares an eye with it, in fewer than %d%%", opp,
				   board_vertex_str(b, partner, v), LIFE_ESTIMATE_PERCENT);
			continue;
		}
		if (opp >= LIFE_ESTIMATE_PERCENT && (won = race_won(b, a, opt, o, taken, c))) {
			/* 11b.: the playouts lost a race the reading wins */
			life_reason_add(c, "; no estimate: captured in %d%% of the random playouts, but the tactical "
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
			life_reason_add(c, "; estimate: %s (%s in %d%% of %d random playouts)", life_status_str(c->estimate),
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
			life_reason_add(c, "; no estimate: %s, but it stands in seki in %d%% of the random playouts", how,
				   seki);
		} else if (walls_standing(b, a, c)) {
			c->estimate = LIFE_DEAD;
			c->estimate_percent = 100 - own;
			life_reason_add(c, "; estimate: dead (%s, and the chains around it stand; standing in %d%% of %d "
				   "random playouts)", how, own, o->playouts);
			a->estimated++;
		} else {
			life_reason_add(c, "; no estimate: %s, the playouts keep it standing in %d%%", how, own);
		}
	}
	free(taken);
	free(o);
}
