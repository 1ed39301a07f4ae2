/*
 * judge.c: the judgement of a position (see judge.h).  A judgement, not a proof: every rule here is
 * a guess that a strong player would make, measured on sets of games (see the end of this comment),
 * and none of its verdicts is a status: life.c keeps the analysis's, and writes what the judgement
 * finds (judge_finding) as the chain's estimate.
 *
 * 12. The chains the analysis leaves unsettled, judged by dragons (rules/dragon.h).  Rounds, until
 *    nothing changes (JUDGE_ROUNDS at most): the dragons are built with the dead stones of the
 *    analysis and of the rounds before taken for the opponent's, and every dragon that holds an
 *    unsettled chain and no chain the analysis settled is judged:
 *    a. Eyes.  The regions of points that are not living stones (empty points and dead stones),
 *       joined orthogonally, that only the dragon's colour borders and the dragon borders, are its
 *       eye spaces.  One of one or two points is an eye (a false one, of one point whose diagonal
 *       points hold two living opponent stones, or one at the edge, is none); of three to
 *       JUDGE_BIG_SPACE - 1 points, one and a half (the owner's move there makes two, the
 *       opponent's one); of JUDGE_BIG_SPACE or more, two.  A space smaller than JUDGE_BIG_SPACE
 *       walled by several chains counts for nothing: stones scattered in the opponent's area can
 *       enclose points that are no eyes once the opponent captures one of them.  Two eyes or more:
 *       alive, whatever the playouts said.
 *    b. Whose area.  A dragon with fewer stands in the opponent's area when the opponent's
 *       influence is more than twice its colour's on JUDGE_AREA of its ring (the empty points two
 *       and three steps from it through empty points; a dragon without a ring: when every liberty
 *       touches a living opponent stone), or outweighs its colour's without the dragon's own share
 *       on JUDGE_AREA of its liberties.  The first sees a small group walled in; the second a large
 *       one, whose own influence fills its ring.  On a lopsided board (12d.) a dragon of the side
 *       behind without two eyes is in doubt as soon as the opponent's influence outweighs its
 *       colour's on one of its liberties: the weaker side's stones lie scattered through the
 *       stronger side's area, a few to a group, and the influence of the others near (in doubt
 *       themselves) holds most of each group's liberties, so that four fifths are never the
 *       opponent's.  Measured on the lopsided development set: 18 games marked exactly before, 20
 *       after, 70 dead stones left standing before, 46 after, no living stone more taken off (every
 *       dragon of the side behind without two eyes taken as weak: 35 left standing, but a living
 *       group with a large eye space the opponent's stones touch taken off); the report's set 2
 *       games exact before, 3 after, 19 dead stones left standing before, 5 after.  Measured and
 *       not taken: a dragon with one liberty in all counted weak (two stones in atari beside a
 *       corner read dead in its box, which the race of 12c. would then open): one game of the
 *       development set right, but a stone in atari in a race on the first line of a corpus game
 *       was then read dead in its box, and the corpus fell below its floor.
 *    c. Read in a box.  A dragon in the opponent's area is read as a life-and-death problem: on a
 *       copy of the board with the dead stones off, every empty point more than JUDGE_BOX steps
 *       from it where the opponent's influence outweighs its colour's is filled with an opponent
 *       stone, so that the opponent's area around it is closed; then the 1989 rules' reading
 *       (rules/reading.h, JUDGE_BOX_NODES nodes a question, areas up to JUDGE_BOX_AREA points)
 *       asks whether it lives with the opponent moving first (alive), and if not whether the
 *       opponent captures it moving first and whether it lives moving first (dead, or critical:
 *       whoever moves first decides).  A box the reading cannot finish leaves the playouts'
 *       estimate, but for d.  On a lopsided board (d.), a box of the side behind that the reading
 *       cannot finish is read again for eyes alone (rules/eyeread.h: the moves that make or take
 *       eyes and liberties, to a plain shape, two eyes or the group captured; JUDGE_EYEREAD_NODES
 *       nodes a question, JUDGE_EYEREAD_TOTAL for all the questions of one judgement, so that no
 *       board waits on it for long): dead when the group dies whoever moves first; the stones that
 *       fill the box are its wall, which it does not capture (a group with one eye once "lived" by
 *       taking the box's long chains of few liberties, which only stand for the area).  Its "lives"
 *       and "whoever moves first" are not taken: it reads no seki, and a race won by capturing an
 *       outside chain it reads as life (a stone of the side behind next to a short chain of the
 *       stronger side).  Measured on the lopsided development set, with the rule of b.: 46 dead
 *       stones left standing before, 31 after, 21 games counted as known before, 23 after, the
 *       median time of a GTP session 97 ms before, 107 ms after (the maximum 260 ms, 263 ms).  Its
 *       "lives" taken too changed nothing there; taken on every board with its "lives", it marked
 *       living groups of the people-marked positions and of the corpus dead (the corpus 148 of 167
 *       exactly, was 167; the positions 40 of 54 right, was 52); its "whoever moves first" kept a
 *       dead stone of a people-marked position standing.  Its budget: 5000 nodes a question settled
 *       the development set as well as 50000, but left a group of 14 stones with room for eyes
 *       standing in one of seven games made later; 50000 takes it, and nothing else changes on any
 *       set, at a median time of a GTP session of 142 ms instead of 104 ms on the development set
 *       (the maximum 479 ms, 261 ms).  A judgement asks half a million nodes at most, about a
 *       quarter of a second on this machine: the most one asked on the sets was 1.1 million, and
 *       the cap changes nothing on them; the slowest estimate of a lopsided game in progress went
 *       from 736 ms to 410 ms.  A goal-directed search stops early where the shape cannot give two
 *       eyes; one tried here (the empty points near the group that no opponent stone touches) took
 *       living groups off in the box, whose walls touch every point two steps out.
 *       A race: a dragon its box found dead next to an opponent dragon that is weak itself and
 *       not alive (its own box open, critical or dead) is open again (races_open): the box took
 *       that wall as standing, and it may fall first (a chain in atari against a larger group of
 *       the opponent's that has no eye and two liberties).  Not for the side behind on a
 *       lopsided board (d.), whose groups in doubt die; in the first round the playouts' dead
 *       stones still stand and hide how lopsided a board is, so the side behind is also the one
 *       with them off.  Measured: of the finished 19x19 server games
 *       (tests/results-compare.sh) one of the report's half is counted as recorded (B+9.5; W+11.5
 *       before), no other changes; the goban records' markings one more exact under territory
 *       and under area counting; nothing changes on the lopsided development set, the 9x9 games,
 *       the corpus or the people-marked positions.  Without the side behind by the playouts'
 *       dead, a single stone of the lopsided development set stood (a stone opened in the first
 *       round stands in the next round's box of its neighbour).  Tried and not taken: for the
 *       clusters of d., room (seven empty points or more within JUDGE_BOX steps that no opponent
 *       stone touches) as a sign of life: the dead clusters of the development set have as much
 *       room as a living corner group.
 *    d. Enclosed.  The weak dragons of c. without an eye (not half of one) that the reading left
 *       open (a box too large or a budget spent, or it cannot live but was not shown captured) are
 *       taken together with such dragons of their colour near them: a cluster, of dragons within
 *       JUDGE_BOX + 1 steps of each other through points that are not living stones.  A cluster is
 *       dead when it is enclosed: every living stone within JUDGE_BOX + 1 steps of it is the
 *       opponent's, of a dragon that is not weak itself (12b.), and no other stone of its colour is
 *       that near.  Its liberties then lie in the opponent's strong area and cannot grow into eye
 *       space: the stones of the weaker side scattered through the stronger side's area at the end
 *       of a lopsided game, which the playouts leave at a coin flip.  Random play seldom captures
 *       such stones (it takes as many precise moves in a row as they have liberties, and each one
 *       captured gives its neighbours in the cluster liberties), so their coin flip leans to
 *       standing.  This breaks the playouts' tie, it does not overrule them: a cluster with a chain
 *       they found standing (a seki of shared liberties, a group that connects out), a friend near
 *       that is not of it, or walls that are weak themselves keeps their estimate.
 *       On a lopsided board (below) a dragon of the side behind without an eye that is not weak
 *       (12b.) only because its friends near hold its liberties, and that borders no space of its
 *       own at all (propped), is taken into such a cluster too: stones of the weaker side scattered
 *       close together hold each other's liberties, so that none of them is weak and the cluster
 *       never forms.  A cluster with a propped dragon in it is not enclosed when one of its
 *       dragons borders a space of its own, even one walled by several chains (a group with one
 *       eye and room for another, which lives if its owner moves first).  Measured on the lopsided
 *       development set: 32 dead stones left standing before, 21 after (one group of six stones on
 *       the third line and five stones around it that hold its liberties), nothing else changed
 *       there, in the report's set, the corpus, the people-marked positions or the goban records'
 *       markings; without the guard, a group with one eye and room for another was taken off.
 *       On a lopsided board (a third of its points hold stones, and one colour's influence is more
 *       than twice the other's on JUDGE_LOPSIDED of the board more points than the other way
 *       round), the playouts' "alive" for the side behind counts only from JUDGE_COIN% of them
 *       (their seki always): its scattered stones stand in the playouts a little more often than
 *       not for the reason above, and a board this lopsided is the mark of players far apart in
 *       strength, where the weaker side's groups in doubt die.  Before a third of the board holds
 *       stones, a handicap makes a board lopsided that the players' strength does not.  On a board
 *       in balance (players of one strength) a coin flip stays one: taken on every board,
 *       JUDGE_COIN made the estimates of professional games in progress worse by up to thirty
 *       points, a group of the middle game killed where it lived.  Measured on the 36 games of the
 *       lopsided development set: 17 marked exactly before, 18 after, 99 dead stones left standing
 *       before, 70 after; a lead of 10% to 40% of the board gives the same, a share of 80% takes
 *       twice as many living chains off as 70%; the report's set, not tuned on: 12 dead chains left
 *       standing before, 8 after.  (Before clusters, a dragon of ten stones or more was taken
 *       alone: the scattered stones of the people-marked positions and of the corpus were left
 *       standing, a few to a dragon.)
 *    A dead dragon's stones are the opponent's in the next round, which can give the dragons
 *    around them eyes, and take a weak neighbour's dead partner away.
 *    e. Freed.  After the rounds, a chain the playouts took as dead and no verdict touched, whose
 *       opponent neighbours are all dead, proven or by a verdict of the rounds (one at least by a
 *       verdict), is alive: the playouts captured it with stones that the rounds found dead
 *       themselves (a stone of the stronger side next to the weaker side's dead stones, inside its
 *       own area).  So is a chain that the tactical reading took as dead (life_estimate.c 11a.),
 *       that no living opponent stone touches, and that the reading no longer captures when it
 *       moves first once the opponent's stones dead by proof or by a verdict (one at least) are off
 *       the board: the line that took it played with dead stones (a stone in the corner of its own
 *       area, put in atari by a capture of the stones inside).  Not a chain a living opponent
 *       stone touches: there a dead stone next to it can still win a race with it, filling a
 *       liberty the walls close.  Only after the rounds, so that no chain goes back and forth
 *       between them.
 *    f. No seki after a throw-in.  After the rounds, a chain the playouts left standing in seki
 *       whose dragon has no eye space, and whose liberties are all shared with the opponent's chains
 *       inside it (chains with no other liberty, and no stone next to them but its own), making
 *       with those liberties JUDGE_NAKADE points or fewer, is dead, and the chains inside alive: the
 *       opponent throws a stone in, the chain captures, and the three points or fewer it gets are
 *       one eye once the opponent places a stone at their middle.  Random play never throws in.  Not
 *       when an opponent chain next to it is in atari (the chain might capture it instead), unless
 *       that capture is a single stone's ko, which the opponent connects before the count.
 *       Measured on the finished 19x19 server games of tests/results-compare.sh (development half):
 *       one corner of 11 stones with two of the opponent's inside is taken (the game counted as
 *       recorded, 24 points off before); no other game there, nor any of the sets above, changes.
 *    A verdict replaces the playouts' estimate of the dragon's unsettled chains, except where it
 *    says the same (their words and shares stay) and where they saw a seki and it says alive (the
 *    dragons see eyes, not the liberties that neither side fills).
 *
 * 13. The estimate (judge_position): every stone the marking takes as dead is taken off for the
 *    opponent, and so, in a game in progress, is a chain in atari whose fate whoever moves first
 *    decides (no estimate) when its opponent is to move: the next move takes it (measured on the
 *    estimates of games in progress, every fifth record: the median error of the development set
 *    6.8 before, 6.0 after, of the report's 6.2 before, 6.5 after, the mean 9.9 to 9.6 and 9.4 to
 *    8.7; in a game that has ended no one is to move, and the estimate counts as the marking
 *    does).  A point's owner is the balance of the two colours' influence there, sharpened:
 *    owner = tanh(JUDGE_SHARPNESS * (B - W) / (B + W + JUDGE_FLOOR)), faded in proportion where
 *    the two influences together are less than JUDGE_PRESENCE (a point far from every stone is
 *    nobody's yet: one stone on an empty board owns its neighbourhood, not the board).  An empty
 *    region bordered by living stones of one colour only is that colour's for certain when it is
 *    no larger than JUDGE_ENCLOSED of the board or the analysis settled every chain around it.
 *    Owners are kept in hundredths, as the map shows them, and summed as whole numbers, so that no
 *    sum depends on the order of the points (the orientation of the board).  The margin under area
 *    counting is the sum of the owners of all points; under territory counting the sum over empty
 *    points and dead stones' points, the dead stones counted again as prisoners, plus the
 *    prisoners taken; under stone counting as area.  Komi and the handicap bonus as the rules say.
 *    The range: the points whose owner is less sure than JUDGE_SURE, given all to one side and
 *    all to the other, halved.
 *
 * Measured apart on a development set and a set kept for the report, beside GNU Go 3.8 in the same
 * run (README, "The judgement of a position"): the estimate of games in progress
 * (tests/estimate-compare.sh), the dead stones of lopsided endings (tests/lopsided, corpus-compare.sh)
 * and end positions marked by people (tests/positions-compare.sh).  No constant here was set on the
 * report's sets.
 */
#include "rules/judge.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/dragon.h"
#include "rules/eyeread.h"
#include "rules/reading.h"
#include "rules/xalloc.h"

#define JUDGE_ROUNDS 5
#define JUDGE_BIG_SPACE 7      /* 12a.: an eye space this large holds two eyes */
#define JUDGE_AREA 0.8f        /* 12b.: the share of a dragon's ring or liberties the opponent holds */
#define JUDGE_BOX 2            /* 12c.: steps from a dragon left open in its box */
#define JUDGE_BOX_NODES 4000   /* 12c.: the reading's nodes for one question of a box */
#define JUDGE_BOX_AREA 64      /* 12c.: the largest box read */
#define JUDGE_EYEREAD_NODES 50000   /* 12c.: the reading for eyes' nodes for one question */
#define JUDGE_EYEREAD_TOTAL 500000  /* 12c.: and for one judgement, all its questions together */
#define JUDGE_LOPSIDED 0.2f    /* 12d.: a lopsided board's lead in held points, a share of the board */
#define JUDGE_NAKADE 4         /* 12f.: the most points a throw-in leaves three of, or fewer */
#define JUDGE_COIN 70          /* 12d.: on a lopsided board, an "alive" share below this is a coin flip */
#define JUDGE_SHARPNESS 2.0    /* 13.: how fast the owner goes to certainty with the balance */
#define JUDGE_FLOOR 0.05       /* 13.: influence below which a point is nobody's */
#define JUDGE_ENCLOSED 0.25    /* 13.: the largest share of the board a one-colour region is sure in */
#define JUDGE_PRESENCE 0.25    /* 13.: the influence below which an owner fades: one stone's at two steps */
#define JUDGE_SURE 0.5         /* 13.: an owner at least this sure is not in the range */

enum verdict12 { V_ALIVE, V_DEAD, V_CRITICAL, V_OPEN, V_ENCLOSED /* 12d.: dead, not read */,
		 V_FREED /* 12e.: alive, its captors dead */, V_THROWN_IN /* 12f.: dead, no seki */,
		 V_THROWER /* 12f.: alive, its seki partner dead */ };

/* The state of one judgement of the chains. */
struct judging {
	const struct board *b;
	const struct life_analysis *a;
	bool dead[BOARD_MAX_POINTS];       /* per stone: dead by the analysis or a round before */
	struct dragons ds;
	enum color back;                   /* 12d.: the colour behind on a lopsided board, EMPTY on another */
	enum color back_estimated;         /* 12c.: the same with the playouts' dead stones off as well */
	uint16_t region[BOARD_MAX_POINTS]; /* regions of points that are not living stones */
	int nregions;
	uint8_t *border;                   /* per region: bit (1u << colour) of the living stones around */
	int *size;                         /* per region: its points */
	int *wall;                         /* per region: the head of the one chain around it, -1 for
					      none, -2 for several */
	enum verdict12 *verdict;           /* per dragon */
	long eyeread_left;                 /* 12c.: the nodes the reading for eyes has left */
	bool *settled;                     /* per dragon: holds a chain the analysis settled alive or seki */
};

static bool living(const struct judging *j, int p)
{
	return (j->b->color[p] == BLACK || j->b->color[p] == WHITE) && !j->dead[p];
}

/* The regions of points that are not living stones, and what borders each. */
static void regions_build(struct judging *j)
{
	const struct board *b = j->b;
	struct board t = *b;
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && j->dead[p])
			board_set(&t, p, EMPTY);
	j->nregions = board_regions(&t, REACH_EMPTY, j->region);
	free(j->border);
	free(j->size);
	free(j->wall);
	j->border = xcalloc((size_t)j->nregions + 1, 1);
	j->size = xcalloc((size_t)j->nregions + 1, sizeof *j->size);
	j->wall = xmalloc(((size_t)j->nregions + 1) * sizeof *j->wall);
	for (int r = 0; r <= j->nregions; r++)
		j->wall[r] = -1;
	BOARD_FOREACH(b, p) {
		if (living(j, p))
			continue;
		int r = j->region[p];
		j->size[r]++;
		BOARD_NEIGHBOURS(b, p, q)
			if (living(j, q)) {
				j->border[r] |= (uint8_t)(1u << b->color[q]);
				if (j->wall[r] == -1)
					j->wall[r] = b->head[q];
				else if (j->wall[r] != b->head[q])
					j->wall[r] = -2;
			}
	}
}

/* 12a.: a one-point eye that the opponent can take away (a false eye). */
static bool false_eye(const struct judging *j, int p, enum color c)
{
	bool edge;
	return board_diagonals(j->b, p, color_other(c), j->dead, &edge) + edge >= 2;
}

/* 12a.: the spaces of dragon k: the regions next to it that only its colour borders, each by the
 * first of its points met next to the dragon, in out (BOARD_MAX_POINTS at most).  Returns how many. */
static int dragon_spaces(const struct judging *j, int k, int *out)
{
	const struct board *b = j->b;
	enum color c = j->ds.d[k].color;
	bool *counted = xcalloc((size_t)j->nregions + 1, sizeof *counted);
	int n = 0;
	BOARD_FOREACH(b, p) {
		if (j->ds.of[p] != k)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			if (living(j, q) || b->color[q] == EDGE)
				continue;
			int r = j->region[q];
			if (counted[r] || j->border[r] != (1u << c))
				continue;
			counted[r] = true;
			out[n++] = q;
		}
	}
	free(counted);
	return n;
}

/* 12a.: the eyes of dragon k, in half eyes. */
static int dragon_half_eyes(const struct judging *j, int k)
{
	enum color c = j->ds.d[k].color;
	int space[BOARD_MAX_POINTS], half = 0;
	int n = dragon_spaces(j, k, space);
	for (int i = 0; i < n; i++) {
		int r = j->region[space[i]];
		if (j->size[r] >= JUDGE_BIG_SPACE)
			half += 4;
		else if (j->wall[r] < 0)
			continue;   /* a small space walled by several chains: an eye only if they hold */
		else if (j->size[r] >= 3)
			half += 3;
		else if (j->size[r] == 2 || !false_eye(j, space[i], c))
			half += 2;
	}
	return half;
}

/* The steps from dragon k to every point within max steps of it, through points that are not
 * living stones (empty points and dead stones), into dist: 0 on the dragon, 0xff out of reach. */
static void dragon_reach(const struct judging *j, int k, int max, uint8_t *dist)
{
	const struct board *b = j->b;
	int16_t queue[BOARD_MAX_POINTS];
	int head = 0, tail = 0;

	memset(dist, 0xff, BOARD_MAX_POINTS);
	BOARD_FOREACH(b, p)
		if (j->ds.of[p] == k) {
			dist[p] = 0;
			queue[tail++] = (int16_t)p;
		}
	while (head < tail) {
		int p = queue[head++];
		if (dist[p] == max)
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (dist[q] == 0xff && !living(j, q) && b->color[q] != EDGE) {
				dist[q] = (uint8_t)(dist[p] + 1);
				queue[tail++] = (int16_t)q;
			}
	}
}

/* 12d.: does dragon k border a space of its own (12a.), of any size (an eye walled by several chains
 * too, which 12a. does not count)? */
static bool dragon_has_space(const struct judging *j, int k)
{
	int space[BOARD_MAX_POINTS];
	return dragon_spaces(j, k, space) > 0;
}

/*
 * 12b.: the ring of dragon k (the empty points two and three steps from it through empty points).
 * True when the opponent's influence is more than twice its colour's on JUDGE_AREA of the ring or
 * more (a ring of no points: every liberty of it is next to an opponent's living stone).
 */
static bool dragon_surrounded(const struct judging *j, int k)
{
	const struct board *b = j->b;
	enum color c = j->ds.d[k].color, o = color_other(c);
	uint8_t dist[BOARD_MAX_POINTS];
	int ring = 0, held = 0, libs = 0, touched = 0;

	dragon_reach(j, k, 3, dist);
	BOARD_FOREACH(b, p) {
		if (dist[p] == 1) {
			libs++;
			bool next_to = false;
			BOARD_NEIGHBOURS(b, p, q)
				next_to = next_to || (b->color[q] == o && living(j, q));
			touched += next_to;
		} else if (dist[p] == 2 || dist[p] == 3) {
			ring++;
			held += j->ds.infl[o][p] > 2 * j->ds.infl[c][p];
		}
	}
	if (ring == 0)
		return touched == libs;
	return held >= JUDGE_AREA * ring;
}

/* 12c.: the reading for eyes of the group through t in box, `first` to move, within what the
 * judgement has left of JUDGE_EYEREAD_TOTAL (JUDGE_EYEREAD_NODES at most); unknown once it is spent. */
static enum eyeread_answer eyeread_budgeted(struct judging *j, const struct board *box, const uint8_t *wall,
					    int t, enum color first)
{
	struct eyeread er;

	eyeread_init(&er);
	er.wall = wall;
	er.budget = j->eyeread_left < JUDGE_EYEREAD_NODES ? j->eyeread_left : JUDGE_EYEREAD_NODES;
	if (er.budget <= 0)
		return EYEREAD_UNKNOWN;
	enum eyeread_answer a = eyeread_lives(&er, box, t, first);
	j->eyeread_left -= er.nodes;
	return a;
}

/* 12c.: dragon k read in its box; V_OPEN where the reading could not answer (the box too large, or
 * the budget spent), or found that it cannot live but not that it can be captured. */
static enum verdict12 dragon_boxed(struct judging *j, int k)
{
	const struct board *b = j->b;
	enum color c = j->ds.d[k].color, o = color_other(c);
	struct board *box = xmalloc(sizeof *box);
	uint8_t dist[BOARD_MAX_POINTS], wall[BOARD_MAX_POINTS] = { 0 };

	*box = *b;
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && j->dead[p])
			board_set(box, p, EMPTY);
	dragon_reach(j, k, JUDGE_BOX, dist);
	BOARD_FOREACH(b, p)
		if (box->color[p] == EMPTY && dist[p] == 0xff &&
		    dragon_influence(&j->ds, o, p, DRAGON_NONE) > dragon_influence(&j->ds, c, p, DRAGON_NONE)) {
			board_set(box, p, o);
			wall[p] = 1;
		}

	struct reading_limits lim;
	struct reading_result *r = xmalloc(sizeof *r);
	enum verdict12 v = V_OPEN;
	reading_limits_init(&lim);
	lim.node_budget = JUDGE_BOX_NODES;
	lim.max_area = JUDGE_BOX_AREA;
	/* the question's target: the dragon's largest chain, the one with most liberties among equals */
	int t = j->ds.d[k].first;
	BOARD_FOREACH(b, p)
		if (j->ds.of[p] == k && (board_chain_size(box, p) > board_chain_size(box, t) ||
					 (board_chain_size(box, p) == board_chain_size(box, t) &&
					  board_libs(box, p) > board_libs(box, t))))
			t = p;
	enum reading_answer live = reading_ask(box, t, READING_GROUP_ANY, o, &lim, r);
	if (live == READING_YES) {
		v = V_ALIVE;
	} else if (live == READING_NO) {
		enum reading_answer take = reading_ask(box, t, READING_CAPTURE, o, &lim, r);
		if (take == READING_YES) {
			enum reading_answer first = reading_ask(box, t, READING_GROUP_ANY, c, &lim, r);
			v = first == READING_YES ? V_CRITICAL : V_DEAD;
		}
	}
	if (v == V_OPEN && c == j->back) {
		/* 12d.: the side behind's group read for eyes, dead only if it dies whoever moves first */
		if (eyeread_budgeted(j, box, wall, t, o) == EYEREAD_DIES &&
		    eyeread_budgeted(j, box, wall, t, c) == EYEREAD_DIES)
			v = V_DEAD;
	}
	free(r);
	free(box);
	return v;
}

/*
 * 12d.: the colour behind on a lopsided board, EMPTY on another: a third of the points or more hold
 * stones (the opening is over: a handicap's stones make a board lopsided that its players' strength
 * does not), and the points where Black's influence is more than twice White's, less those where
 * White's is more than twice Black's, are JUDGE_LOPSIDED of the board or more one way.
 */
static enum color behind(const struct judging *j)
{
	const struct board *b = j->b;
	int lead = 0, stones = 0;
	BOARD_FOREACH(b, p) {
		float x = j->ds.infl[BLACK][p], y = j->ds.infl[WHITE][p];
		lead += (x > 2 * y) - (y > 2 * x);
		stones += b->color[p] == BLACK || b->color[p] == WHITE;
	}
	if (3 * stones < b->size * b->size)
		return EMPTY;
	if (lead >= JUDGE_LOPSIDED * b->size * b->size)
		return WHITE;
	if (-lead >= JUDGE_LOPSIDED * b->size * b->size)
		return BLACK;
	return EMPTY;
}

/*
 * 12c.: a race.  A dragon its box found dead next to an opponent dragon that is weak itself and not
 * alive (its own box open, critical or dead) is open again: the box took that wall as standing, and
 * it may fall first.  Not for the side behind on a lopsided board (12d.), whose groups in doubt die:
 * behind by this round's dead stones or by the playouts' (in the first round the playouts' dead
 * stones still stand, and hide how lopsided the board is).  This round's verdicts are read as they
 * were before any is opened, so that the result does not depend on the order of the dragons.
 */
static void races_open(struct judging *j, const bool *weak)
{
	const struct board *b = j->b;
	enum verdict12 *before = xmalloc((size_t)j->ds.n * sizeof *before);
	memcpy(before, j->verdict, (size_t)j->ds.n * sizeof *before);
	BOARD_FOREACH(b, p) {
		int k = j->ds.of[p];
		if (k == DRAGON_NONE || before[k] != V_DEAD || j->ds.d[k].color == j->back ||
		    j->ds.d[k].color == j->back_estimated)
			continue;
		BOARD_NEIGHBOURS(b, p, q) {
			int m = j->ds.of[q];
			if (living(j, q) && m != DRAGON_NONE && j->ds.d[m].color != j->ds.d[k].color && weak[m] &&
			    before[m] != V_ALIVE)
				j->verdict[k] = V_OPEN;
		}
	}
	free(before);
}

/* 12c.: the colour behind (12d.) once the stones the analysis or the playouts took as dead are off. */
static enum color behind_estimated(const struct board *b, const struct life_analysis *a)
{
	struct judging *t = xcalloc(1, sizeof *t);
	t->b = b;
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		const struct life_chain *c = &a->chains[a->index[p]];
		t->dead[p] = c->status == LIFE_DEAD || (c->status == LIFE_UNSETTLED && c->estimate == LIFE_DEAD);
	}
	dragon_build(b, t->dead, &t->ds);
	enum color back = behind(t);
	dragon_free(&t->ds);
	free(t);
	return back;
}

/*
 * 12d.: the weak dragons (weak holds 12b.'s verdict) and the propped ones without eye space, half an
 * eye included (half), that the reading of their box left open, taken as clusters: such dragons of
 * one colour within JUDGE_BOX + 1 steps of each other, through points that are not living stones.  A
 * cluster is enclosed when every living stone within that reach of it is the opponent's, of a
 * dragon that is not weak, the playouts found none of its chains standing (on a lopsided board,
 * none of the side behind standing in JUDGE_COIN% or more), and, when a propped dragon is in it,
 * none of its dragons borders a space of its own; enclosed[k] marks its dragons.
 */
static void dragons_enclosed(const struct judging *j, const bool *weak, const bool *propped, const int *half,
			     bool *enclosed)
{
	const struct board *b = j->b;
	int n = j->ds.n;
	int *root = xmalloc((size_t)n * sizeof *root);
	bool *cand = xcalloc((size_t)n, sizeof *cand);
	bool *fail = xcalloc((size_t)n, sizeof *fail);
	int *walls = xcalloc((size_t)n, sizeof *walls);
	uint8_t dist[BOARD_MAX_POINTS];
	enum color back = j->back;

	for (int k = 0; k < n; k++) {
		root[k] = k;
		enclosed[k] = false;
		cand[k] = (weak[k] || propped[k]) && half[k] == 0 && j->verdict[k] == V_OPEN;
	}
	BOARD_FOREACH(b, p) {
		int k = j->ds.of[p];
		if (k == DRAGON_NONE || !cand[k])
			continue;
		const struct life_chain *c = &j->a->chains[j->a->index[p]];
		if (c->estimate == LIFE_SEKI ||
		    (c->estimate == LIFE_ALIVE && (c->color != back || c->estimate_percent >= JUDGE_COIN)))
			cand[k] = false;   /* the playouts found it standing: they are not overruled */
	}
	for (int k = 0; k < n; k++) {
		if (!cand[k])
			continue;
		enum color o = color_other(j->ds.d[k].color);
		dragon_reach(j, k, JUDGE_BOX, dist);
		BOARD_FOREACH(b, p) {
			if (dist[p] == 0xff)
				continue;
			BOARD_NEIGHBOURS(b, p, q) {
				if (!living(j, q) || j->ds.of[q] == k)
					continue;
				int m = j->ds.of[q];
				if (m == DRAGON_NONE)
					fail[k] = true;
				else if (b->color[q] != o && cand[m]) {
					int x = m, y = k;   /* join the two clusters */
					while (root[x] != x)
						x = root[x];
					while (root[y] != y)
						y = root[y];
					root[x > y ? x : y] = x < y ? x : y;
				} else if (b->color[q] != o || weak[m])
					fail[k] = true;   /* a friend it may join, or walls that are weak */
				else
					walls[k]++;
			}
		}
	}
	for (int k = 0; k < n; k++) {
		if (!cand[k])
			continue;
		int r = k;
		while (root[r] != r)
			r = root[r];
		root[k] = r;
		if (r != k) {
			fail[r] = fail[r] || fail[k];
			walls[r] += walls[k];
		}
	}
	/* a cluster that a propped dragon joined: none of its dragons may border a space of its own */
	bool *with_propped = xcalloc((size_t)n, sizeof *with_propped);
	bool *with_space = xcalloc((size_t)n, sizeof *with_space);
	for (int k = 0; k < n; k++)
		if (cand[k]) {
			with_propped[root[k]] |= propped[k];
			with_space[root[k]] |= dragon_has_space(j, k);
		}
	for (int k = 0; k < n; k++)
		if (cand[k] && with_propped[root[k]] && with_space[root[k]])
			fail[root[k]] = true;
	free(with_propped);
	free(with_space);
	for (int k = 0; k < n; k++) {
		int r = root[k];
		enclosed[k] = cand[k] && !fail[r] && walls[r] > 0;
	}
	free(root);
	free(cand);
	free(fail);
	free(walls);
}

/* 12b.: the share of dragon k's liberties where the opponent's influence outweighs its colour's without
 * the dragon's own share. */
static float dragon_libs_held(const struct judging *j, int k)
{
	const struct board *b = j->b;
	enum color c = j->ds.d[k].color, o = color_other(c);
	int libs = 0, held = 0;
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		bool lib = false;
		BOARD_NEIGHBOURS(b, p, q)
			lib = lib || j->ds.of[q] == k;
		if (!lib)
			continue;
		libs++;
		held += dragon_influence(&j->ds, o, p, DRAGON_NONE) > dragon_influence(&j->ds, c, p, k);
	}
	return libs ? (float)held / libs : 1.0f;
}

/* 12a., 12b. and 12d.: is dragon k weak: fewer than two eyes, in the opponent's area (on a lopsided
 * board, for the side behind: the opponent holds one of its liberties)? */
static bool dragon_weak(const struct judging *j, int k, int half)
{
	if (j->settled[k] || half >= 4)
		return false;
	float held = dragon_libs_held(j, k);
	if (j->ds.d[k].color == j->back && held > 0)
		return true;
	return dragon_surrounded(j, k) || held >= JUDGE_AREA;
}

/* The dragons that hold a chain the analysis settled alive or in seki, and those holding an
 * unsettled one (the others are not judged). */
static void dragons_mark(struct judging *j, bool *judged)
{
	const struct board *b = j->b;
	for (int k = 0; k < j->ds.n; k++) {
		j->settled[k] = false;
		judged[k] = false;
	}
	BOARD_FOREACH(b, p) {
		int k = j->ds.of[p];
		if (k == DRAGON_NONE)
			continue;
		const struct life_chain *c = &j->a->chains[j->a->index[p]];
		if (c->status == LIFE_ALIVE || c->status == LIFE_SEKI)
			j->settled[k] = true;
		if (c->status == LIFE_UNSETTLED)
			judged[k] = true;
	}
}

/*
 * Does verdict v change chain c's estimate?  Not where it is open, nor where the playouts' estimate
 * says the same (their words, with their shares, stay), nor where they estimated a seki and the
 * verdict is alive: the dragons see eyes, not the shared liberties that neither side fills.
 */
static bool verdict_changes(const struct life_chain *c, enum verdict12 v)
{
	switch (v) {
	case V_OPEN: return false;
	case V_ALIVE:
	case V_FREED: return c->estimate != LIFE_ALIVE && c->estimate != LIFE_SEKI;
	case V_THROWER: return c->estimate != LIFE_ALIVE;
	case V_DEAD:
	case V_ENCLOSED:
	case V_THROWN_IN: return c->estimate != LIFE_DEAD;
	case V_CRITICAL: return true;
	}
	return false;
}

/* What verdict v makes of a chain's estimate. */
static struct judge_finding finding(enum verdict12 v)
{
	static const char *const why[] = {
		[V_ALIVE] = "alive (the judgement: it has two eyes, lives when read in the opponent's area, or "
			    "stands outside it)",
		[V_DEAD] = "dead (the judgement: it stands in the opponent's area without two eyes, and read "
			   "there it is captured whoever moves first)",
		[V_ENCLOSED] = "dead (the judgement: it stands in the opponent's area without eye space, the "
			       "reading does not save it, and only the opponent's strong dragons are near it)",
		[V_CRITICAL] = "none (the judgement: read in the opponent's area, whoever moves first decides "
			       "its life)",
		[V_FREED] = "alive (the judgement: the stones around it that would capture it are dead "
			    "themselves)",
		[V_THROWN_IN] = "dead (the judgement: no seki: its liberties are shared only with the "
				"opponent's stones inside it, and after a throw-in there and its capture, the "
				"space left is three points or fewer, one eye)",
		[V_THROWER] = "alive (the judgement: no seki: the chain around it has no eye, and a throw-in "
			      "here kills it)",
	};
	struct judge_finding f = {
		.changed = true,
		.estimate = v == V_ALIVE || v == V_FREED || v == V_THROWER ? LIFE_ALIVE
			    : v == V_DEAD || v == V_ENCLOSED || v == V_THROWN_IN ? LIFE_DEAD : LIFE_UNSETTLED,
		.percent = v == V_CRITICAL ? 0 : 100,
		.why = why[v],
	};
	return f;
}

/* 12f.: is p among the n points of l? */
static bool listed(const uint16_t *l, int n, int p)
{
	for (int i = 0; i < n; i++)
		if (l[i] == p)
			return true;
	return false;
}

/*
 * 12f.: chain i, which the playouts left standing in seki, has no eye space (its dragon borders no
 * region that only its colour borders), and its liberties, next to no other chain of its colour, are
 * all shared with the opponent's chains inside it (each with no liberty but those, and no stone
 * next to it but chain i's), which make with them no more than JUDGE_NAKADE points: the opponent
 * throws in a stone there, chain i captures, and the space it gets is three points or fewer, which
 * a stone placed at its middle leaves one eye.  Random play never throws in, and sees a seki.  Not when an opponent chain next to
 * it has one liberty (chain i might capture that instead), unless that capture is a ko, which the
 * opponent connects before the count.  The chains inside go in inside[].
 */
static bool thrown_in(const struct judging *j, int i, bool *inside)
{
	const struct board *b = j->b;
	const struct life_chain *x = &j->a->chains[i];
	uint16_t libs[BOARD_MAX_POINTS], stones[BOARD_MAX_POINTS], yl[BOARD_MAX_POINTS], ystones[BOARD_MAX_POINTS];
	enum color o = color_other(x->color);

	if (j->ds.of[x->point] == DRAGON_NONE || dragon_has_space(j, j->ds.of[x->point]))
		return false;
	int nl = board_chain_liberties(b, x->point, libs), ns = board_chain_stones(b, x->point, stones);
	int points = nl;
	bool *seen = xcalloc(BOARD_MAX_POINTS, sizeof *seen);
	bool ok = true;
	memset(inside, 0, BOARD_MAX_POINTS * sizeof *inside);
	for (int s = 0; s < ns && ok; s++)
		BOARD_NEIGHBOURS(b, stones[s], q) {
			if (b->color[q] != o || seen[b->head[q]])
				continue;
			seen[b->head[q]] = true;
			uint16_t lib;
			if (board_libs(b, q) == 1 && board_chain_liberties(b, q, &lib) == 1 &&
			    !(board_chain_size(b, q) == 1 && board_ko_point_after(b, x->color, lib) == q))
				ok = false;   /* a capture that chain i may have instead (not a ko: connected first) */
		}
	for (int l = 0; l < nl && ok; l++) {
		bool shared = false;
		BOARD_NEIGHBOURS(b, libs[l], q) {
			if (b->color[q] == x->color && b->head[q] != b->head[x->point])
				ok = false;   /* a liberty it shares with another chain of its colour */
			if (b->color[q] != o)
				continue;
			shared = true;
			if (inside[b->head[q]])
				continue;
			/* an opponent chain on chain i's liberty: inside it? */
			int ny = board_chain_liberties(b, q, yl), nys = board_chain_stones(b, q, ystones);
			for (int m = 0; m < ny && ok; m++)
				ok = listed(libs, nl, yl[m]);
			for (int m = 0; m < nys && ok; m++)
				BOARD_NEIGHBOURS(b, ystones[m], y)
					if (b->color[y] == x->color && b->head[y] != b->head[x->point])
						ok = false;   /* another chain of i's colour holds it too */
			inside[b->head[q]] = true;
			points += nys;
		}
		ok = ok && shared;
	}
	free(seen);
	return ok && points <= JUDGE_NAKADE;
}

/* 12e.: how chain k is dead: 2 by a verdict of the rounds (v per chain), 1 by proof, 0 not so. */
static int dead_by(const struct life_analysis *a, int k, const enum verdict12 *v)
{
	if (a->chains[k].status == LIFE_DEAD)
		return 1;
	return a->chains[k].status == LIFE_UNSETTLED && (v[k] == V_DEAD || v[k] == V_ENCLOSED ||
							   v[k] == V_THROWN_IN) ? 2 : 0;
}

/*
 * 12e.: chain i, which the playouts took as dead, touches the opponent's chains, all of them are
 * dead, proven or by a verdict of the rounds (v per chain), and one at least by a verdict: the
 * judgement found dead what the playouts captured it with.  (Captors the playouts alone took as
 * dead free nothing: the playouts saw both fall.)
 */
static bool captors_dead(const struct board *b, const struct life_analysis *a, int i,
			 const enum verdict12 *v)
{
	uint16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(b, a->chains[i].point, stones), judged = 0;
	enum color o = color_other(a->chains[i].color);

	for (int s = 0; s < n; s++)
		BOARD_NEIGHBOURS(b, stones[s], q) {
			if (b->color[q] != o)
				continue;
			int how = dead_by(a, a->index[q], v);
			if (!how)
				return false;
			judged += how == 2;
		}
	return judged > 0;
}

/*
 * 12e.: chain i, which the tactical reading took as dead (life_estimate.c 11a.), is no longer taken
 * by it once the opponent's chains that are dead, proven or by a verdict of the rounds (v per
 * chain; one at least by a verdict), are off the board: the reading captured it with them.  (The
 * playouts began with chain i off the board, so that their own dead are no answer here.)
 */
static bool tactics_freed(const struct board *b, const struct life_analysis *a, int i,
			  const enum verdict12 *v, const struct tactics *tc0)
{
	const struct life_chain *c = &a->chains[i];
	enum color o = color_other(c->color);
	struct board *t = xmalloc(sizeof *t);
	struct tactics tc = *tc0;
	int judged = 0;

	*t = *b;
	BOARD_FOREACH(b, p) {
		if (b->color[p] != o)
			continue;
		int how = dead_by(a, a->index[p], v);
		if (how) {
			judged += how == 2;
			board_set(t, p, EMPTY);
		}
	}
	uint16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(b, c->point, stones);
	for (int s = 0; s < n; s++)
		BOARD_NEIGHBOURS(b, stones[s], q)
			if (t->color[q] == o)
				judged = 0;   /* a living stone of the opponent's touches it */
	bool freed = judged > 0 && !tactics_capturable(&tc, t, c->point, c->color);
	free(t);
	return freed;
}

void judge_chains(const struct board *b, const struct life_analysis *a, const struct tactics *tc,
		  struct judge_finding *found)
{
	struct judging *j = xcalloc(1, sizeof *j);
	bool *judged = xcalloc(DRAGON_MAX, sizeof *judged);
	bool *weak = xcalloc(DRAGON_MAX, sizeof *weak);
	int *half = xcalloc(DRAGON_MAX, sizeof *half);
	bool *enclosed = xcalloc(DRAGON_MAX, sizeof *enclosed);
	bool *propped = xcalloc(DRAGON_MAX, sizeof *propped);
	j->b = b;
	j->a = a;
	j->eyeread_left = JUDGE_EYEREAD_TOTAL;
	j->verdict = xcalloc(DRAGON_MAX, sizeof *j->verdict);
	j->settled = xcalloc(DRAGON_MAX, sizeof *j->settled);
	bool *chain_dead = xcalloc(LIFE_MAX_CHAINS, sizeof *chain_dead);
	enum verdict12 *chain_v = xcalloc(LIFE_MAX_CHAINS, sizeof *chain_v);
	for (int i = 0; i < a->nchains; i++) {
		chain_v[i] = V_OPEN;
	}

	j->back_estimated = behind_estimated(b, a);
	for (int round = 0; round < JUDGE_ROUNDS; round++) {
		BOARD_FOREACH(b, p) {
			j->dead[p] = false;
			if (b->color[p] == EMPTY)
				continue;
			int i = a->index[p];
			j->dead[p] = a->chains[i].status == LIFE_DEAD || chain_dead[i];
		}
		dragon_build(b, j->dead, &j->ds);
		regions_build(j);
		j->back = behind(j);
		dragons_mark(j, judged);
		for (int k = 0; k < j->ds.n; k++) {
			half[k] = dragon_half_eyes(j, k);
			weak[k] = dragon_weak(j, k, half[k]);
		}
		for (int k = 0; k < j->ds.n; k++) {
			j->verdict[k] = V_OPEN;
			if (!judged[k] || j->settled[k])
				continue;
			if (half[k] >= 4)
				j->verdict[k] = V_ALIVE;
			else if (weak[k])
				j->verdict[k] = dragon_boxed(j, k);
		}
		races_open(j, weak);
		for (int k = 0; k < j->ds.n; k++)   /* 12d.: held up by its friends alone */
			propped[k] = judged[k] && !j->settled[k] && !weak[k] && half[k] == 0 &&
				     j->ds.d[k].color == j->back && !dragon_has_space(j, k);
		dragons_enclosed(j, weak, propped, half, enclosed);
		for (int k = 0; k < j->ds.n; k++)
			if (enclosed[k])
				j->verdict[k] = V_ENCLOSED;
		bool changed = false;
		BOARD_FOREACH(b, p) {
			int k = j->ds.of[p];
			if (k == DRAGON_NONE)
				continue;
			int i = a->index[p];
			if (a->chains[i].status != LIFE_UNSETTLED)
				continue;
			if (chain_v[i] != j->verdict[k])
				changed = true;
			chain_v[i] = j->verdict[k];
			chain_dead[i] = chain_v[i] == V_DEAD || chain_v[i] == V_ENCLOSED ||
					(chain_v[i] == V_OPEN && a->chains[i].estimate == LIFE_DEAD);
		}
		if (!changed)
			break;
	}
	/* 12f.: the playouts' seki that a throw-in undoes */
	bool *inside = xcalloc(BOARD_MAX_POINTS, sizeof *inside);
	bool *thrower = xcalloc(LIFE_MAX_CHAINS, sizeof *thrower);
	for (int i = 0; i < a->nchains; i++) {
		if (a->chains[i].status != LIFE_UNSETTLED || a->chains[i].estimate != LIFE_SEKI || thrower[i] ||
		    (chain_v[i] != V_OPEN && chain_v[i] != V_ALIVE) || !thrown_in(j, i, inside))
			continue;   /* (not a chain inside one taken before: two inside each other alone) */
		chain_v[i] = V_THROWN_IN;
		BOARD_FOREACH(b, p)
			if (inside[p])
				thrower[a->index[p]] = true;
	}
	for (int i = 0; i < a->nchains; i++)
		if (thrower[i] && a->chains[i].status == LIFE_UNSETTLED && a->chains[i].estimate == LIFE_SEKI)
			chain_v[i] = V_THROWER;
	free(inside);
	free(thrower);
	/* 12e.: the playouts' dead whose captors the rounds found dead */
	for (int i = 0; i < a->nchains; i++)
		if (a->chains[i].status == LIFE_UNSETTLED && chain_v[i] == V_OPEN &&
		    a->chains[i].estimate == LIFE_DEAD &&
		    (captors_dead(b, a, i, chain_v) ||
		     (a->chains[i].estimate_tactical && tactics_freed(b, a, i, chain_v, tc))))
			chain_v[i] = V_FREED;
	for (int i = 0; i < a->nchains; i++) {
		found[i].changed = false;
		if (a->chains[i].status == LIFE_UNSETTLED && verdict_changes(&a->chains[i], chain_v[i]))
			found[i] = finding(chain_v[i]);
	}
	dragon_free(&j->ds);
	free(j->border);
	free(j->size);
	free(j->wall);
	free(j->verdict);
	free(j->settled);
	free(chain_v);
	free(chain_dead);
	free(judged);
	free(weak);
	free(half);
	free(enclosed);
	free(propped);
	free(j);
}

/* --- 13. the estimate ------------------------------------------------------------------------------- */

const char *judge_margin_str(double margin, char *buf, size_t len)
{
	double m = floor(fabs(margin) * 2 + 0.5) / 2;
	if (m == 0)
		snprintf(buf, len, "0");
	else
		snprintf(buf, len, "%c+%.1f", margin > 0 ? 'B' : 'W', m);
	return buf;
}

/* Chain c as the estimate counts it: as the marking would, except that a chain in atari whose fate
 * whoever moves first decides (no estimate: a ko or a connection on the boundary, or a group the
 * judgement finds critical) is the opponent's when the opponent is to move: its next move takes it. */
static enum life_status marked(const struct board *b, const struct life_chain *c, enum color to_move)
{
	if (c->status != LIFE_UNSETTLED)
		return c->status;
	if (c->estimate == LIFE_UNSETTLED && to_move == color_other(c->color) && board_libs(b, c->point) == 1)
		return LIFE_DEAD;
	return c->estimate == LIFE_DEAD ? LIFE_DEAD : LIFE_ALIVE;
}

void judge_position(const struct judge_input *in, struct judgement *out)
{
	const struct board *b = in->board;
	const struct life_analysis *a = in->analysis;
	const struct ruleset *r = in->rules;
	struct dragons *ds = xcalloc(1, sizeof *ds);
	bool dead[BOARD_MAX_POINTS] = { false };
	uint16_t region[BOARD_MAX_POINTS];
	long area = 0, terr = 0, unsure = 0;  /* in hundredths: the owners as the map shows them */

	memset(out, 0, sizeof *out);
	for (int i = 0; i < a->nchains; i++)
		if (a->chains[i].status == LIFE_UNSETTLED && a->chains[i].estimate == LIFE_UNSETTLED)
			out->critical++;
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && marked(b, &a->chains[a->index[p]], in->to_move) == LIFE_DEAD) {
			dead[p] = true;
			if (a->chains[a->index[p]].status == LIFE_UNSETTLED &&
			    a->chains[a->index[p]].estimate == LIFE_UNSETTLED)
				out->taken[b->color[p]]++;   /* shown ?, not x o: whoever moves first */
			else
				out->dead[b->color[p]]++;
		}
	dragon_build(b, dead, ds);

	/* the regions of points that are not living stones, and the colours around each */
	struct board t = *b;
	BOARD_FOREACH(b, p)
		if (dead[p])
			board_set(&t, p, EMPTY);
	int n = board_regions(&t, REACH_EMPTY, region);
	uint8_t *border = xcalloc((size_t)n + 1, 1);
	int *rsize = xcalloc((size_t)n + 1, sizeof *rsize);
	int enclosed = (int)(JUDGE_ENCLOSED * b->size * b->size);
	bool *proved = xmalloc(((size_t)n + 1) * sizeof *proved);  /* walled by settled chains only */
	for (int r = 0; r <= n; r++)
		proved[r] = true;
	BOARD_FOREACH(b, p)
		if (t.color[p] == EMPTY) {
			rsize[region[p]]++;
			BOARD_NEIGHBOURS(b, p, q)
				if (t.color[q] == BLACK || t.color[q] == WHITE) {
					enum life_status st = a->chains[a->index[q]].status;
					if (st != LIFE_ALIVE && st != LIFE_SEKI)
						proved[region[p]] = false;
				}
		}
	BOARD_FOREACH(b, p)
		if (t.color[p] == EMPTY)
			BOARD_NEIGHBOURS(b, p, q)
				if (t.color[q] == BLACK || t.color[q] == WHITE)
					border[region[p]] |= (uint8_t)(1u << t.color[q]);

	BOARD_FOREACH(b, p) {
		double o;
		if (t.color[p] == BLACK || t.color[p] == WHITE) {
			o = t.color[p] == BLACK ? 1 : -1;
		} else if (border[region[p]] == (1u << BLACK) && (rsize[region[p]] <= enclosed || proved[region[p]])) {
			o = 1;
		} else if (border[region[p]] == (1u << WHITE) && (rsize[region[p]] <= enclosed || proved[region[p]])) {
			o = -1;
		} else {
			double bi = ds->infl[BLACK][p], wi = ds->infl[WHITE][p];
			o = tanh(JUDGE_SHARPNESS * (bi - wi) / (bi + wi + JUDGE_FLOOR));
			if (bi + wi < JUDGE_PRESENCE)
				o *= (bi + wi) / JUDGE_PRESENCE;
		}
		int own = (int)lrint(o * 100);
		out->owner[p] = (int8_t)own;
		area += own;
		if (t.color[p] == EMPTY) {
			terr += own;
			if (dead[p])
				terr += own;   /* the dead stone is a prisoner too */
		}
		if (abs(own) < JUDGE_SURE * 100)
			unsure += 100 - abs(own);
	}
	free(border);
	free(rsize);
	free(proved);
	dragon_free(ds);
	free(ds);

	double margin;
	if (r->scoring == SCORING_TERRITORY)
		margin = terr / 100.0 + in->captures[BLACK] - in->captures[WHITE];
	else
		margin = area / 100.0;
	int bonus = r->bonus == BONUS_N ? in->handicap
		    : r->bonus == BONUS_N_MINUS_1 && in->handicap > 0 ? in->handicap - 1 : 0;
	margin -= r->komi2 / 2.0 + bonus;
	out->margin = margin;
	out->lower = margin - unsure / 200.0;
	out->upper = margin + unsure / 200.0;
}

void judge_game(const struct game *g, const struct life_analysis *a, struct judgement *out)
{
	struct judge_input in = { .board = game_board(g), .analysis = a, .rules = game_rules(g),
				  .handicap = game_handicap(g),
				  .to_move = game_phase(g) == PHASE_PLAY ? game_to_move(g) : EMPTY };
	in.captures[BLACK] = game_prisoners(g, BLACK);
	in.captures[WHITE] = game_prisoners(g, WHITE);
	judge_position(&in, out);
}
