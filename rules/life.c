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
 *    local area: T, the defender's chains linked to T through empty regions (its group), every empty
 *    region touching the group, and every attacker chain touching the group or those regions, unless
 *    it is pass-alive.  Then the attacker's own eyes: every empty region of at most MAX_ATTACKER_EYE
 *    (3) points that touches no stone but the attacker's and lies next to an attacker chain of the
 *    area, with the other attacker chains around it (repeated until nothing is added).  Without them
 *    the defender could never fill the last liberty of an attacker chain inside its own eye (E9 of
 *    classic/seki-one-eye.sgf: Black's capture after White's C9 would not be read).  Only empty
 *    points of the area may be played (a captured chain's points become playable, being in the
 *    area).  One more step before the attacker's eyes: an attacker chain of the area with at most
 *    SHORT_LIBS (3) liberties brings in every small region (at most 3 points) holding one of its
 *    liberties, whatever that region touches, and the defender chains there join the walk (see
 *    area_add_short_libs: without it a seki shared by two defender chains is misread).  Everything else is fixed: an attacker chain of the boundary keeps its liberties outside
 *    the area, so it is captured only if those inside run out, and the attacker's larger eyes cannot
 *    be filled (a chain with such an eye is treated as having that many liberties for good).  An
 *    area larger than life_options.max_area points is not read: the chain is unsettled, with that
 *    reason.
 *
 * 4. Hypothetical play (Art. 7 and 7-2): the attacker moves first; moves alternate; either may pass;
 *    two passes in a row end the reading; suicide is not possible.  Ko: a player whose single stone
 *    was just taken in a ko shape (the capturing stone alone, with that one liberty) may not retake
 *    it until he has passed once; one pass lifts every ko ban on that player.  A ban lapses when the
 *    capturing stone is gone or the ko point is filled.  At most eight bans are kept at a time (more
 *    kos than that at once are not a local question).
 *
 * 5. Three questions are read, each a game with a goal for one side (the achiever):
 *      capture    the attacker achieves: T is captured;
 *      2EL all    the defender achieves: every point of T is a stone of a pass-alive chain of D, or
 *                 an empty point of a region owned by D (Benson), i.e. part of a 2EL group;
 *      2EL any    the same for at least one point of T.
 *    A game that ends with two passes, or that repeats a position of its own line (a 10,000-year
 *    ko, or any cycle), is a failure for the achiever.  Shortcuts, each exact: in the capture
 *    question T pass-alive is a failure and T inside a region owned by A is a success; in the 2EL
 *    questions a point of T that A owns (a pass-alive A stone, or a point of a region owned by A) can
 *    never become the defender's.
 *    When the area holds several defender chains (a group), "2EL any" is first asked once for all
 *    their points together: if no point of the group can become the defender's, no point of any of
 *    its chains can, and that one proof answers the question for every chain of the group.
 *
 * 6. The types from the answers:
 *      cannot be captured, 2EL all            type 2  alive
 *      cannot be captured, no 2EL             type 4  seki
 *      can be captured, 2EL all               type 3  alive (snap-back: the points come back)
 *      can be captured, 2EL any only          type 5  seki
 *      can be captured, no 2EL at all         type 6 (dead) if the region of non-attacker points
 *                                             holding T is bounded only by attacker chains that are
 *                                             alive (types 1-3), else type 7 (seki)
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
 * 7. The search is a depth-first AND/OR search with a transposition table keyed by the board hash,
 *    the side to move, the pass flag, the ko bans and the question.  Only proven answers are stored,
 *    and never one that depended on a repetition of the line (a cycle's answer depends on the path).
 *    The line of proof is read back from the table: the winning move at the winner's turns and the
 *    first move tried (the most promising by the move order) at the loser's.  Depth is limited to
 *    twice the area plus ten moves, reached by iterative deepening: the question is read to depth
 *    ID_FIRST_DEPTH (8), then half as deep again each time, until it is answered or the full depth
 *    is read (the short proofs of the many easy questions are found without wandering down long
 *    lines first; on the case library this reads about a tenth of the nodes).  A line cut by the
 *    depth counts as unsettled, not as a result, and the
 *    table remembers such a node with the depth that was left, so that it is not read again with as
 *    little or less (a node cut off once is cut off again: without this, the same cut-off subtrees
 *    were read again through every transposition).  Move order: the static score of move_score,
 *    then a history of the moves that proved nodes in this question (weighted by the depth left);
 *    after a pass, the side for whom a second pass ends the reading in its favour tries it first.
 *    The order changes how fast an answer is found, never the answer.
 *
 * 7a. Benson at the points that matter.  The shortcuts of 5. ask Benson's algorithm about T's
 *    points at every node; labelling the whole board each time was most of the time spent.  They ask
 *    benson_chain_alive and benson_point_owned instead (rules/benson.c 6.), which give the same
 *    answer from the closure of the chains concerned, and stop at the first point that settles it:
 *    on a finished 19x19 game about two and a half times faster, with the same answers.
 *
 * 8. Territory (seed 003): after dead chains are removed, an empty region bounded only by alive
 *    (2EL, types 1-3) chains of one colour is that colour's territory.  A region touching a seki or
 *    an unsettled chain, or both colours, is nobody's.  There is no dame concept: a point is
 *    territory or it is not.  Dead stones are the opponent's prisoners.
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
 *    more, as the local Benson of 7a. walks more chains, and where the areas that fit the reading
 *    are rarely settled by more nodes: on every tenth game of the goban collection, 250000 nodes
 *    settled 2 more of 863 chains than 100000 at twice the time, and 500000 took up to 600 ms on
 *    one game): the chains not read by then are unsettled, with that reason.  The table of
 *    7. is kept across questions (keys carry the question), and so is a cache of the shortcuts of
 *    5. keyed by the colouring, which the Benson walks of those shortcuts (7a.) make worth it.
 *
 * 11. Estimates, for the chains still unsettled, labelled as such.  The position is played out 200
 *    times at random (rules/ownership.h: neither side fills its own eyes, half the playouts with each
 *    side first, a fixed seed), and a chain whose points the opponent owned at the end in at least
 *    half of them (LIFE_ESTIMATE_PERCENT) is estimated dead, one its own colour owned in half of
 *    them alive.  The status stays LIFE_UNSETTLED and the reason says "estimate", with the share; only
 *    life_marking uses it, to suggest a marking the players then confirm or change.  Why: in a
 *    finished game most chains the reading cannot settle lie in areas joined through unfilled dame,
 *    and the marking suggested for them should not be "alive" for stones plainly captured.  Measured
 *    on the 283 games of the goban collection with a counted result (`make life-compare`): the
 *    final score equals the recorded result in 80 of them (GNU Go's own final_score: 175), and the
 *    dead stones agree with GNU Go's final_status_list on 3017 stones, with 104 that only GNU Go
 *    calls dead and 102 only tengen.  Without the estimates `tengen score --auto` matched 12 games,
 *    and about 2000 of GNU Go's dead stones were left standing.  The threshold was chosen there:
 *    40% gives the same number of games with twice as many stones only tengen calls dead, 60% one
 *    game fewer.  Most games still differ where the record stops with boundaries open, which a
 *    count of the position as it stands cannot know (GNU Go plays those moves out first).
 */
#include "rules/life.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/benson.h"
#include "rules/ownership.h"
#include "rules/xalloc.h"

#define DEFAULT_NODE_BUDGET 200000
#define DEFAULT_MAX_AREA 48
#define DEFAULT_TOTAL_BUDGET 500000        /* boards up to 13x13 (10.) */
#define DEFAULT_TOTAL_BUDGET_LARGE 100000  /* larger boards */
#define FIRST_ROUND_BUDGET 2000
#define DEFAULT_LARGE_REGION 16
#define DEFAULT_PLAYOUTS 200
#define PLAYOUT_SEED 0x74656e67656e2131ull /* the estimates' random playouts (11.): fixed, so reproducible */
#define SMALL_REGION 8     /* the largest eye space read alone (9a.) */
#define EYE_STATES 6561    /* 3 to the SMALL_REGION */
#define MAX_BANS 8
#define ID_FIRST_DEPTH 8    /* the first depth of the iterative deepening (7.) */
#define HISTORY_WEIGHT 100000  /* a move-order score point against the history (7.) */
#define HISTORY_MAX (1 << 24)
#define MAX_ATTACKER_EYE 3
#define SMALL_ENCLOSURE 4   /* the largest enclosure that cannot hold two eyes (6a.) */
#define SHORT_LIBS 3        /* an attacker chain with this few liberties has its small liberty regions read (3.) */
#define TT_BITS 18
#define SC_BITS 16

/* --- hashing -------------------------------------------------------------------------------------- */

static uint64_t mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* --- the state of a line of hypothetical play ----------------------------------------------------- */

struct ban {
	int16_t point;   /* the ko point the banned player may not retake */
	int16_t stone;   /* the capturing stone */
	uint8_t color;   /* the banned player */
};

struct state {
	struct board b;
	enum color to_move;
	bool passed;              /* the last move was a pass */
	int nbans;
	struct ban bans[MAX_BANS];
};

/* Drop bans that no longer mean anything. */
static void state_clean_bans(struct state *s)
{
	int n = 0;

	for (int i = 0; i < s->nbans; i++) {
		struct ban k = s->bans[i];
		if (s->b.color[k.point] == EMPTY && s->b.color[k.stone] == color_other((enum color)k.color))
			s->bans[n++] = k;
	}
	s->nbans = n;
}

static bool state_banned(const struct state *s, int p)
{
	for (int i = 0; i < s->nbans; i++)
		if (s->bans[i].point == p && s->bans[i].color == s->to_move)
			return true;
	return false;
}

/* Play m (a point or BOARD_PASS) for the side to move. */
static void state_play(struct state *s, int m)
{
	enum color c = s->to_move;

	if (m == BOARD_PASS) {
		int n = 0;
		for (int i = 0; i < s->nbans; i++)
			if (s->bans[i].color != c)
				s->bans[n++] = s->bans[i];
		s->nbans = n;
		s->passed = true;
	} else {
		int ko = board_ko_point_after(&s->b, c, m);
		board_play(&s->b, c, m, NULL);
		s->passed = false;
		state_clean_bans(s);
		if (ko != BOARD_NONE && s->nbans < MAX_BANS)
			s->bans[s->nbans++] = (struct ban){ (int16_t)ko, (int16_t)m, (uint8_t)color_other(c) };
	}
	s->to_move = color_other(c);
}

static uint64_t state_key(const struct state *s, uint64_t salt)
{
	uint64_t k = s->b.hash ^ salt;

	if (s->to_move == WHITE)
		k ^= 0x9e3779b97f4a7c15ull;
	if (s->passed)
		k ^= 0x632be59bd9b4e019ull;
	for (int i = 0; i < s->nbans; i++)
		k ^= mix64(0x5bd1e995u + (uint64_t)s->bans[i].point * 4 + s->bans[i].color);
	return k;
}

/* --- the reader ----------------------------------------------------------------------------------- */

enum question { Q_CAPTURE, Q_EYES_ALL, Q_EYES_ANY, Q_GROUP_ANY };

/* Results; R_CYCLE is or-ed in when the answer depended on a repetition of the line. */
enum { R_NO = 0, R_YES = 1, R_UNKNOWN = 2, R_RESULT = 3, R_CYCLE = 4 };

struct tt_entry {
	uint64_t key;
	int16_t move;    /* the proving move (see 7.), -1 for a static answer */
	uint8_t result;  /* R_NO or R_YES, or R_UNKNOWN when the depth limit cut the reading */
	uint8_t used;
	uint8_t depth;   /* for R_UNKNOWN: the depth that was left (a node with no more is not read again) */
};

struct static_entry {
	uint64_t key;
	uint8_t result;  /* R_NO, R_YES or R_UNKNOWN */
	uint8_t used;
};

struct reader {
	const struct board *root;
	uint8_t area[BOARD_MAX_POINTS];  /* 1 for the points of the local area */
	int16_t points[BOARD_MAX_POINTS];/* those points, in board order */
	int npoints;
	enum color attacker, defender, achiever;
	enum question q;
	int16_t target[BOARD_MAX_POINTS];/* the stones of T */
	int ntarget;
	uint64_t salt;
	long nodes, budget;
	int max_depth;
	bool exhausted, timed_out, depth_hit;
	clock_t deadline;                /* 0: none */
	struct tt_entry *tt;
	struct static_entry *sc;         /* static_result by colouring and question */
	struct state *stack;             /* one state per ply */
	int16_t *moves;                  /* (npoints + 1) moves per ply */
	uint64_t *path;                  /* the keys of the line, per ply */
	int32_t history[3][BOARD_MAX_POINTS]; /* per colour and point: how often the move proved its node
					       this question, weighted by the depth left (move order) */
	struct benson_scratch bs;        /* for Benson's answer at a few points (7a.) */
};

static struct tt_entry *tt_find(const struct reader *r, uint64_t key)
{
	struct tt_entry *e = &r->tt[key & ((1u << TT_BITS) - 1)];
	return e->used && e->key == key ? e : NULL;
}

static void tt_store(struct reader *r, uint64_t key, int result, int move)
{
	struct tt_entry *e = &r->tt[key & ((1u << TT_BITS) - 1)];
	*e = (struct tt_entry){ .key = key, .move = (int16_t)move, .result = (uint8_t)result, .used = 1 };
}

/* Note that the node was cut by the depth limit with `left` plies to go (7.). */
static void tt_store_unknown(struct reader *r, uint64_t key, int left)
{
	struct tt_entry *e = &r->tt[key & ((1u << TT_BITS) - 1)];

	if (e->used && e->result != R_UNKNOWN)
		return;
	*e = (struct tt_entry){ .key = key, .move = -1, .result = R_UNKNOWN, .used = 1,
				.depth = (uint8_t)(left > 255 ? 255 : left) };
}

/* --- 7a. Benson at the points that matter -------------------------------------------------------- */

/* Is point p of T secure for colour c: a stone of a pass-alive chain of c, or a point of a region
 * c owns? */
static bool secure_point(struct reader *r, const struct board *b, int p, enum color c)
{
	return b->color[p] == c ? benson_chain_alive(b, p, &r->bs) : benson_point_owned(b, c, p, &r->bs);
}

/*
 * Are at least `need` points of T secure for colour c?  Stops as soon as the answer is known.  Every
 * stone of one chain has the same answer (its chain's, or, not being c, that of the one region of
 * points not of c holding the whole chain), so it is asked once per chain; T is mostly one chain.
 */
static bool secure_points(struct reader *r, const struct board *b, enum color c, int need)
{
	int16_t heads[BOARD_MAX_POINTS];
	bool answers[BOARD_MAX_POINTS];
	int yes = 0, nheads = 0;

	for (int i = 0; i < r->ntarget; i++) {
		if (r->ntarget - i < need - yes)
			return false;
		int p = r->target[i], k = 0;
		bool secure;
		if (b->color[p] == EMPTY) {
			secure = secure_point(r, b, p, c);
		} else {
			while (k < nheads && heads[k] != b->head[p])
				k++;
			if (k == nheads) {
				heads[nheads] = (int16_t)b->head[p];
				answers[nheads++] = secure_point(r, b, p, c);
			}
			secure = answers[k];
		}
		if (secure && ++yes >= need)
			return true;
	}
	return yes >= need;
}

/*
 * The exact shortcuts of 5.: R_YES / R_NO for the achiever, or R_UNKNOWN to read on.  With only_mover,
 * just the colour that has just moved is looked at (a pass is a move): half the Benson walks, but
 * measured on the seed's diagrams the later detection costs far more nodes than it saves, so the
 * reader looks at both colours at every node.
 */
static int static_result(struct reader *r, const struct state *s, bool only_mover)
{
	const struct board *b = &s->b;
	int head = r->target[0];
	enum color moved = color_other(s->to_move);
	bool d = !only_mover || moved == r->defender, a = !only_mover || moved == r->attacker;

	if (r->q == Q_CAPTURE) {
		if (b->color[head] != r->defender)
			return R_YES;
		if (d && benson_chain_alive(b, head, &r->bs))
			return R_NO;
		if (a && benson_point_owned(b, r->attacker, head, &r->bs))
			return R_YES;
		return R_UNKNOWN;
	}
	if (d && secure_points(r, b, r->defender, r->q == Q_EYES_ALL ? r->ntarget : 1))
		return R_YES;
	if (a && secure_points(r, b, r->attacker, r->q == Q_EYES_ALL ? 1 : r->ntarget))
		return R_NO;
	return R_UNKNOWN;
}

/*
 * static_result through a cache keyed by the colouring and the question (the side to move, the pass
 * flag and the ko bans do not change it): the same colouring is met again after a pass, under other
 * bans, and in transpositions the table does not hold.
 */
static int static_cached(struct reader *r, const struct state *s)
{
	uint64_t key = s->b.hash ^ r->salt;
	struct static_entry *e = &r->sc[key & ((1u << SC_BITS) - 1)];

	if (e->used && e->key == key)
		return e->result;
	int st = static_result(r, s, false);
	*e = (struct static_entry){ .key = key, .result = (uint8_t)st, .used = 1 };
	return st;
}

static bool is_target(const struct reader *r, int p)
{
	for (int i = 0; i < r->ntarget; i++)
		if (r->target[i] == p)
			return true;
	return false;
}

/* A move-order score: captures, then contact with T, then ataris; self-ataris and filling one's own
 * one-point eye last. */
static int move_score(const struct reader *r, const struct board *b, enum color c, int m)
{
	int score = 4 * board_captures(b, c, m, NULL), own = 0, empty = 0;

	BOARD_NEIGHBOURS(b, m, q) {
		enum color qc = (enum color)b->color[q];
		if (is_target(r, q))
			score += 30;
		if (qc == color_other(c) && b->libs[b->head[q]] == 2)
			score += 10;
		own += qc == c || qc == EDGE;
		empty += qc == EMPTY;
	}
	if (own == 4 && score == 0)
		score -= 100;
	else if (empty <= 1 && board_captures(b, c, m, NULL) == 0 && board_chain_size_after(b, c, m) > 0) {
		struct board t = *b;
		board_play(&t, c, m, NULL);
		if (board_libs(&t, m) == 1)
			score -= 40;
	}
	return score;
}

/* The legal moves of the side to move in the area, best first (ties in board order). */
static int gen_moves(const struct reader *r, const struct state *s, int16_t *moves)
{
	int scores[BOARD_MAX_POINTS];
	int n = 0;
	enum color c = s->to_move;

	for (int i = 0; i < r->npoints; i++) {
		int p = r->points[i];
		if (s->b.color[p] != EMPTY || board_is_suicide(&s->b, c, p) || state_banned(s, p))
			continue;
		int sc = HISTORY_WEIGHT * move_score(r, &s->b, c, p) + r->history[c][p], j = n++;
		for (; j > 0 && scores[j - 1] < sc; j--) {
			scores[j] = scores[j - 1];
			moves[j] = moves[j - 1];
		}
		scores[j] = sc;
		moves[j] = (int16_t)p;
	}
	return n;
}

static bool reader_out_of_time(struct reader *r)
{
	if (r->deadline == 0 || (r->nodes & 1023) != 0)
		return r->timed_out;
	if (clock() > r->deadline)
		r->timed_out = true;
	return r->timed_out;
}

static int read_node(struct reader *r, int ply);

/* The move m of c proved its node with `left` plies to go: weight it by left squared (saturating). */
static void history_add(struct reader *r, enum color c, int m, int left)
{
	int32_t *h = &r->history[c][m];

	*h = *h > HISTORY_MAX - left * left ? HISTORY_MAX : *h + left * left;
}

/* Try the moves of the node at ply; see 7. */
static int read_children(struct reader *r, int ply, uint64_t key)
{
	const struct state *s = &r->stack[ply];
	int16_t *moves = &r->moves[(size_t)ply * (size_t)(r->npoints + 1)];
	int n = gen_moves(r, s, moves);
	int want = s->to_move == r->achiever ? R_YES : R_NO;
	int flags = 0, best = n > 0 ? moves[0] : BOARD_PASS;
	bool unknown = false;

	/* A pass after a pass ends the reading in the achiever's failure: the other side tries it first. */
	if (s->passed && want == R_NO) {
		memmove(moves + 1, moves, (size_t)n * sizeof *moves);
		moves[0] = BOARD_PASS;
		n++;
	} else {
		moves[n++] = BOARD_PASS;
	}
	for (int i = 0; i < n; i++) {
		int res;
		if (moves[i] == BOARD_PASS && s->passed) {
			res = R_NO; /* two passes: the reading ends, and the achiever has not achieved */
		} else {
			r->stack[ply + 1] = *s;
			state_play(&r->stack[ply + 1], moves[i]);
			res = read_node(r, ply + 1);
		}
		if (r->exhausted || r->timed_out)
			return R_UNKNOWN;
		if ((res & R_RESULT) == want) {
			if (moves[i] != BOARD_PASS)
				history_add(r, s->to_move, moves[i], r->max_depth - ply);
			if (!(res & R_CYCLE))
				tt_store(r, key, want, moves[i]);
			return res;
		}
		unknown |= (res & R_RESULT) == R_UNKNOWN;
		flags |= res & R_CYCLE;
	}
	int lose = want == R_YES ? R_NO : R_YES;
	if (unknown) {
		if (!flags)
			tt_store_unknown(r, key, r->max_depth - ply);
		return R_UNKNOWN | flags;
	}
	if (!flags)
		tt_store(r, key, lose, best);
	return lose | flags;
}

static int read_node(struct reader *r, int ply)
{
	const struct state *s = &r->stack[ply];

	if (++r->nodes > r->budget) {
		r->exhausted = true;
		return R_UNKNOWN;
	}
	if (reader_out_of_time(r))
		return R_UNKNOWN;
	uint64_t key = state_key(s, r->salt);
	for (int i = 0; i < ply; i++)
		if (r->path[i] == key)
			return R_NO | R_CYCLE;
	const struct tt_entry *e = tt_find(r, key);
	if (e && e->result == R_UNKNOWN && e->depth >= r->max_depth - ply) {
		r->depth_hit = true;
		return R_UNKNOWN;
	}
	if (e && e->result != R_UNKNOWN)
		return e->result;
	int st = static_cached(r, s);
	if (st != R_UNKNOWN) {
		tt_store(r, key, st, -1);
		return st;
	}
	if (ply >= r->max_depth) {
		r->depth_hit = true;
		return R_UNKNOWN;
	}
	r->path[ply] = key;
	return read_children(r, ply, key);
}

/* The line of proof read back from the table (7.). */
static void read_line(struct reader *r, struct life_line *line)
{
	struct state s = r->stack[0];

	line->first = r->attacker;
	line->n = 0;
	line->truncated = false;
	for (int guard = 0; guard < 4 * LIFE_MAX_LINE; guard++) {
		const struct tt_entry *e = tt_find(r, state_key(&s, r->salt));
		if (!e || e->move < 0 || e->result == R_UNKNOWN)
			return;
		if (line->n == LIFE_MAX_LINE) {
			line->truncated = true;
			return;
		}
		line->moves[line->n++] = e->move;
		if (e->move == BOARD_PASS && s.passed)
			return;
		state_play(&s, e->move);
	}
}

/* Ask question q about the chain set up in r; the answer is R_YES, R_NO or R_UNKNOWN. */
static int read_question(struct reader *r, enum question q, long budget, struct life_line *line)
{
	r->q = q;
	r->achiever = q == Q_CAPTURE ? r->attacker : r->defender;
	r->salt = mix64(((uint64_t)q << 32) ^ (uint64_t)r->target[0] ^ ((uint64_t)r->defender << 20));
	r->nodes = 0;
	r->budget = budget;
	r->exhausted = r->depth_hit = false;
	memset(r->history, 0, sizeof r->history);
	r->stack[0] = (struct state){ .b = *r->root, .to_move = r->attacker };
	int full = r->max_depth, res = R_UNKNOWN;
	for (int depth = ID_FIRST_DEPTH; ; depth = depth * 3 / 2) {
		r->max_depth = depth < full ? depth : full;
		r->depth_hit = false;
		res = read_node(r, 0) & R_RESULT;
		if (res != R_UNKNOWN || r->exhausted || r->timed_out || r->max_depth == full)
			break;
	}
	r->max_depth = full;
	read_line(r, line);
	return res;
}

/* --- the local area (3.) -------------------------------------------------------------------------- */

struct context {
	const struct board *b;             /* the position analysed */
	const struct board *rb;            /* the position read: b, or fb when a region is assumed */
	const struct life_options *opt;
	struct benson bn0[3];              /* Benson on b, for BLACK and WHITE (exact verdicts) */
	struct benson bn[3];               /* Benson on rb */
	uint16_t region[BOARD_MAX_POINTS]; /* empty regions of rb */
	uint8_t region_touch[BOARD_MAX_POINTS]; /* per region of rb: the colours of stones it touches */
	uint16_t region_size[BOARD_MAX_POINTS];  /* per region of rb: its points */
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
	struct life_line group_line[BOARD_MAX_POINTS]; /* per such group: the line proving it */
	struct life_analysis *out;
	struct reader r;
	clock_t deadline;
	bool provisional[LIFE_MAX_CHAINS];  /* dead by reading: type 6 or 7 still to decide */
	int16_t enclosure[LIFE_MAX_CHAINS]; /* 6a.: per chain, the wall of its small enclosure, or 0 */
	int16_t recapture[LIFE_MAX_CHAINS]; /* 6a.: per chain, the wall its capture loses, or 0 */
	bool read_enclosed;                /* 6a.: read an enclosed chain after all (its wall may fall) */
};

static bool pass_alive(const struct context *x, int p)
{
	return benson_status_at(&x->bn[x->rb->color[p]], p) == BENSON_ALIVE;
}

/* Add the chain through p to the area; returns false once the area is too large. */
static bool area_add_chain(struct reader *r, const struct board *b, int p, int max)
{
	int s = p;

	do {
		if (!r->area[s]) {
			r->area[s] = 1;
			if (++r->npoints > max)
				return false;
		}
		s = b->next[s];
	} while (s != p);
	return true;
}

/* Add empty region reg of rb to the area, with the chains around it that are not pass-alive; the
 * defender's chains among them are queued.  Returns false once the area is too large. */
static bool area_add_region(struct context *x, uint16_t reg, enum color d, int16_t *queue, int *qt, int max)
{
	const struct board *b = x->rb;
	struct reader *r = &x->r;

	BOARD_FOREACH(b, p) {
		if (x->region[p] != reg || r->area[p])
			continue;
		r->area[p] = 1;
		if (++r->npoints > max)
			return false;
		BOARD_NEIGHBOURS(b, p, m) {
			if ((b->color[m] != BLACK && b->color[m] != WHITE) || r->area[m] || pass_alive(x, m))
				continue;
			if (!area_add_chain(r, b, m, max))
				return false;
			if (b->color[m] == d)
				queue[(*qt)++] = (int16_t)m;
		}
	}
	return true;
}

/* Is the empty region through p an eye of the attacker small enough to be read (3.)? */
static bool area_attacker_eye(const struct context *x, int p, enum color d)
{
	uint16_t reg = x->region[p];

	return x->region_touch[reg] == (1u << color_other(d)) && x->region_size[reg] <= MAX_ATTACKER_EYE;
}

/*
 * The attacker's own eyes (3.): empty regions next to an attacker chain of the area that touch no
 * stone but the attacker's.  Without them the defender could never fill such an eye to capture the
 * chain around it.  Repeated until no chain is added.  Returns false once the area is too large.
 */
static bool area_add_attacker_eyes(struct context *x, enum color d, int max)
{
	const struct board *b = x->rb;
	struct reader *r = &x->r;
	int16_t queue[BOARD_MAX_POINTS];
	int qt = 0;
	bool changed = true;

	while (changed) {
		changed = false;
		BOARD_FOREACH(b, p) {
			if (!r->area[p] || b->color[p] != color_other(d))
				continue;
			BOARD_NEIGHBOURS(b, p, n) {
				if (b->color[n] != EMPTY || r->area[n] || !area_attacker_eye(x, n, d))
					continue;
				if (!area_add_region(x, x->region[n], d, queue, &qt, max))
					return false;
				changed = true;
			}
		}
	}
	return true;
}

/*
 * The liberties of the attacker chains of the area that are short of them (3.): for each such chain
 * (at most SHORT_LIBS liberties), every small empty region (at most MAX_ATTACKER_EYE points) holding one
 * of its liberties, whatever else it touches, with the chains around it; the defender's are queued.
 * A liberty in a larger region comes in as a point alone: the defender may take the chain there, and
 * nothing else of that region is read.
 * Without them such a chain could not be attacked from outside the defender's own regions: in a seki
 * across two defender chains (J89.md's open dame example) the shared liberty J8 of Black's H8 lies
 * next to White's other chain, and Black's atari at H9 would be read as safe.  Returns false once the
 * area is too large; *added says whether anything was.
 */
static bool area_add_short_libs(struct context *x, enum color d, int16_t *queue, int *qt, int max, bool *added)
{
	const struct board *b = x->rb;
	struct reader *r = &x->r;

	*added = false;
	BOARD_FOREACH(b, p) {
		if (!r->area[p] || b->color[p] != color_other(d) || b->libs[b->head[p]] > SHORT_LIBS)
			continue;
		BOARD_NEIGHBOURS(b, p, n) {
			if (b->color[n] != EMPTY || r->area[n])
				continue;
			if (x->region_size[x->region[n]] > MAX_ATTACKER_EYE) {
				/* a liberty in a large region: the point alone, so that it can be taken */
				r->area[n] = 1;
				if (++r->npoints > max)
					return false;
				continue;
			}
			if (!area_add_region(x, x->region[n], d, queue, qt, max))
				return false;
			*added = true;
		}
	}
	return true;
}

/*
 * The area of the chain through t (3.): a breadth-first walk over the defender's chains, adding each
 * one's empty regions and the attacker chains they touch, then the short liberties of those chains
 * (walking on from the defender chains they bring), then the attacker's own eyes.  Returns false if
 * it exceeds max points.
 */
static bool area_build(struct context *x, int t, int max)
{
	const struct board *b = x->rb;
	struct reader *r = &x->r;
	enum color d = (enum color)b->color[t];
	int16_t queue[BOARD_MAX_POINTS];
	int qh = 0, qt = 0;
	bool added = true;

	memset(r->area, 0, sizeof r->area);
	r->npoints = 0;
	queue[qt++] = (int16_t)t;
	if (!area_add_chain(r, b, t, max))
		return false;
	while (added) {
		while (qh < qt) {
			int c = queue[qh++], s = c;
			do {
				BOARD_NEIGHBOURS(b, s, n) {
					if (b->color[n] == EMPTY && !r->area[n]) {
						if (!area_add_region(x, x->region[n], d, queue, &qt, max))
							return false;
					} else if (b->color[n] == color_other(d) && !r->area[n] && !pass_alive(x, n)) {
						if (!area_add_chain(r, b, n, max))
							return false;
					}
				}
				s = b->next[s];
			} while (s != c);
		}
		if (!area_add_short_libs(x, d, queue, &qt, max, &added))
			return false;
	}
	return area_add_attacker_eyes(x, d, max);
}

/* Which colours of stones each empty region of rb touches (bits 1 << colour). */
static void area_region_touch(struct context *x)
{
	const struct board *b = x->rb;

	memset(x->region_touch, 0, sizeof x->region_touch);
	memset(x->region_size, 0, sizeof x->region_size);
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		x->region_size[x->region[p]]++;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] == BLACK || b->color[q] == WHITE)
				x->region_touch[x->region[p]] |= (uint8_t)(1u << b->color[q]);
	}
}

/* List the area's points in board order and note which of them are T's stones. */
static void area_list(struct context *x, int t)
{
	const struct board *b = x->rb;
	struct reader *r = &x->r;
	int n = 0;

	BOARD_FOREACH(b, p)
		if (r->area[p])
			r->points[n++] = (int16_t)p;
	r->npoints = n;
	r->ntarget = board_chain_stones(b, t, (uint16_t *)r->target);
	/* target[0] must be the named stone (the chain's first in board order). */
	for (int i = 0; i < r->ntarget; i++)
		if (r->target[i] == t) {
			r->target[i] = r->target[0];
			r->target[0] = (int16_t)t;
		}
	r->defender = (enum color)b->color[t];
	r->attacker = color_other(r->defender);
	r->max_depth = 2 * n + 10;
}

/* --- one chain ------------------------------------------------------------------------------------ */

static const char *color_name(enum color c) { return c == BLACK ? "Black" : "White"; }

static void set_verdict(struct life_chain *c, enum life_status s, enum life_type t)
{
	c->status = s;
	c->type = t;
}

/* Leave c unsettled, saying which question ran out. */
static void unsettled(struct context *x, struct life_chain *c, const char *what)
{
	char v[8];
	struct reader *r = &x->r;

	set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
	board_vertex_str(x->b, c->point, v);
	if (r->timed_out)
		snprintf(c->reason, sizeof c->reason, "time budget of %ld ms exhausted while reading %s %s",
			 x->opt->time_budget_ms, what, v);
	else if (r->exhausted && x->total_hit)
		snprintf(c->reason, sizeof c->reason,
			 "the analysis's total budget of %ld nodes was spent before %s %s was read", x->total,
			 what, v);
	else if (r->exhausted)
		snprintf(c->reason, sizeof c->reason, "node budget of %ld exhausted while reading %s %s",
			 x->opt->node_budget, what, v);
	else
		snprintf(c->reason, sizeof c->reason,
			 "reading %s %s went deeper than %d moves without an answer", what, v, r->max_depth);
}

/* Read q within the budgets of 10., counting the nodes to c; the answer (R_UNKNOWN if not settled). */
static int read_counted(struct context *x, struct life_chain *c, enum question q, struct life_line *line)
{
	long budget = x->first_round ? FIRST_ROUND_BUDGET : x->opt->node_budget, total = x->total;
	int res;

	if (budget > x->opt->node_budget)
		budget = x->opt->node_budget;

	x->total_hit = false;
	if (total > 0 && total - x->spent < budget) {
		budget = total - x->spent;
		x->total_hit = true;
	}
	if (budget <= 0) {
		res = R_UNKNOWN;
		line->n = 0;
		line->truncated = false;
		line->first = x->r.attacker;
		x->r.exhausted = true;
		x->r.nodes = 0;
	} else {
		res = read_question(&x->r, q, budget, line);
	}
	c->nodes += x->r.nodes;
	x->out->nodes += x->r.nodes;
	x->spent += x->r.nodes;
	return res;
}

/* Ask q, accounting nodes; on R_UNKNOWN c is left unsettled and false returned. */
static bool ask(struct context *x, struct life_chain *c, enum question q, struct life_line *line, int *res,
		const char *what)
{
	*res = read_counted(x, c, q, line);
	if (*res != R_UNKNOWN)
		return true;
	unsettled(x, c, what);
	return false;
}

/* Types 2 and 4: the chain cannot be captured. */
static void classify_uncapturable(struct context *x, struct life_chain *c, struct life_line *capture)
{
	int res;
	struct life_line eyes;

	if (!ask(x, c, Q_EYES_ALL, &eyes, &res, "the eyes of"))
		return;
	if (res == R_YES) {
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_2);
		c->proof = eyes;
		snprintf(c->reason, sizeof c->reason,
			 "%s cannot capture it, and it reaches two eyes even when %s plays first",
			 color_name(x->r.attacker), color_name(x->r.attacker));
		return;
	}
	set_verdict(c, LIFE_SEKI, LIFE_TYPE_4);
	c->proof = *capture;
	c->second = eyes;
	snprintf(c->reason, sizeof c->reason, "seki: %s cannot capture it, and it cannot make two eyes",
		 color_name(x->r.attacker));
}

/*
 * The group question (5.): can no point of any defender chain of the area become the defender's
 * 2EL?  A yes answers "2EL any" for every chain of the group at once.  Asked once per group; only a
 * proven yes is kept.  False when the area holds one defender chain, or the answer is not yes.
 */
static bool group_none(struct context *x, struct life_chain *c, struct life_line *line)
{
	struct reader *r = &x->r;
	int16_t own[BOARD_MAX_POINTS];
	int nown = r->ntarget, n = 0, res;
	enum life_status status = c->status;
	enum life_type type = c->type;

	for (int i = 0; i < r->npoints; i++)
		if (x->rb->color[r->points[i]] == r->defender)
			n++;
	if (n == nown)
		return false;
	int first = 0;
	for (int i = 0; i < r->npoints && !first; i++)
		if (x->rb->color[r->points[i]] == r->defender)
			first = r->points[i];
	if (!x->group_none[first]) {
		memcpy(own, r->target, (size_t)nown * sizeof *own);
		r->ntarget = 0;
		for (int i = 0; i < r->npoints; i++)
			if (x->rb->color[r->points[i]] == r->defender)
				r->target[r->ntarget++] = r->points[i];
		bool settled = ask(x, c, Q_GROUP_ANY, line, &res, "the eyes of the group of");
		memcpy(r->target, own, (size_t)nown * sizeof *own);
		r->ntarget = nown;
		set_verdict(c, status, type);
		if (!settled || res != R_NO)
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
static void classify_capturable(struct context *x, struct life_chain *c, struct life_line *capture)
{
	int res;
	struct life_line all, any;
	const char *a = color_name(x->r.attacker), *d = color_name(x->r.defender);
	int wall = x->read_enclosed ? 0 : small_enclosure(x, c->point);

	if (wall) { /* 6a.: decided once the wall's own verdict is known */
		x->enclosure[c - x->out->chains] = (int16_t)wall;
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		c->proof = *capture;
		snprintf(c->reason, sizeof c->reason, "waiting for the verdict of the chain around it");
		return;
	}
	if (!ask(x, c, Q_EYES_ALL, &all, &res, "the re-occupation of"))
		return;
	if (res == R_YES) {
		set_verdict(c, LIFE_ALIVE, LIFE_TYPE_3);
		c->proof = all;
		c->second = *capture;
		snprintf(c->reason, sizeof c->reason,
			 "%s can capture it, but %s then re-occupies its points with two eyes (snap-back)", a, d);
		return;
	}
	if (group_none(x, c, &any))
		res = R_NO;
	else if (!ask(x, c, Q_EYES_ANY, &any, &res, "the re-occupation of"))
		return;
	if (res == R_YES) {
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
	int max = x->opt->max_area, res;
	struct life_line capture;
	char v[8];

	if (!area_build(x, c->point, max)) {
		set_verdict(c, LIFE_UNSETTLED, LIFE_TYPE_NONE);
		snprintf(c->reason, sizeof c->reason,
			 "the local area of %s is larger than the %d points that are read",
			 board_vertex_str(x->b, c->point, v), max);
		return false;
	}
	area_list(x, c->point);
	if (!ask(x, c, Q_CAPTURE, &capture, &res, "the capture of"))
		return true;
	if (res == R_NO)
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
	bool unknown = false;

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
static bool recapture(struct context *x, struct life_chain *c, int m, int wall, struct life_line *line)
{
	struct reader *r = &x->r;
	struct board after = *x->rb;
	struct life_line l;

	board_play(&after, color_other(c->color), m, NULL);
	if (after.color[c->point] != EMPTY || !area_build(x, wall, x->opt->max_area))
		return false;
	area_list(x, wall);
	r->root = &after;
	int res = read_counted(x, c, Q_CAPTURE, &l);
	r->root = x->rb;
	if (res != R_YES)
		return false;
	line->n = 1;
	line->truncated = l.truncated;
	for (int i = 0; i < l.n && line->n < LIFE_MAX_LINE; i++)
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
			struct life_line capture = c->proof; /* the capture was read before T waited */
			c->proof.n = 0; /* as in analyse_chain: set by classify_capturable's answer */
			x->read_enclosed = true;
			if (area_build(x, c->point, x->opt->max_area)) {
				area_list(x, c->point);
				classify_capturable(x, c, &capture);
			}
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
static void find_territory(const struct board *b, struct life_analysis *a)
{
	struct board t = *b;
	uint16_t region[BOARD_MAX_POINTS];
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };  /* per region: bit 1 black alive, 2 white alive, 4 other */

	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && a->chains[a->index[p]].status == LIFE_DEAD) {
			board_set(&t, p, EMPTY);
			a->prisoners[color_other((enum color)b->color[p])]++;
		}
	int n = board_regions(&t, REACH_EMPTY, region);
	BOARD_FOREACH(b, p) {
		if (t.color[p] != EMPTY)
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (t.color[q] == BLACK || t.color[q] == WHITE)
				seen[region[p]] |= a->chains[a->index[q]].status == LIFE_ALIVE ? t.color[q] : 4;
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

/* 9.: build rb, x->bn and x->region for the reading; true if some region is assumed. */
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
		board_regions(x->rb, REACH_EMPTY, x->region);
		assume_taint(x);
	}
	return any;
}

/* Does the area just read touch a stone whose life rests on an assumed region?  Its first point. */
static int assume_area(const struct context *x)
{
	const struct reader *r = &x->r;

	for (int i = 0; i < r->npoints; i++) {
		int p = r->points[i];
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
	size_t n = strlen(c->reason);

	c->assumed = true;
	if (x->assume_small[at])
		snprintf(c->reason + n, sizeof c->reason - n, " (assumed: eye space at %s read alone)",
			 board_vertex_str(x->b, at, v));
	else
		snprintf(c->reason + n, sizeof c->reason - n, " (assumed: large territory at %s not read)",
			 board_vertex_str(x->b, at, v));
}

/* --- estimates for the unsettled chains (11.) ------------------------------------------------------ */

static void estimate_unsettled(const struct board *b, const struct life_options *opt, struct life_analysis *a)
{
	struct ownership *o = xmalloc(sizeof *o);

	ownership_playout(b, opt->playouts > 65535 ? 65535 : opt->playouts, PLAYOUT_SEED, o);
	for (int i = 0; i < a->nchains; i++) {
		struct life_chain *c = &a->chains[i];
		if (c->status != LIFE_UNSETTLED)
			continue;
		int own = ownership_chain_percent(o, b, c->point, c->color),
		    opp = ownership_chain_percent(o, b, c->point, color_other(c->color));
		size_t n = strlen(c->reason);
		if (opp >= LIFE_ESTIMATE_PERCENT || own >= LIFE_ESTIMATE_PERCENT) {
			c->estimate = opp >= LIFE_ESTIMATE_PERCENT ? LIFE_DEAD : LIFE_ALIVE;
			c->estimate_percent = opp >= LIFE_ESTIMATE_PERCENT ? opp : own;
			snprintf(c->reason + n, sizeof c->reason - n, "; estimate: %s (%s in %d%% of %d random playouts)",
				 life_status_str(c->estimate), c->estimate == LIFE_DEAD ? "captured" : "standing",
				 c->estimate_percent, o->playouts);
			a->estimated++;
		}
	}
	free(o);
}

void life_options_init(struct life_options *opt)
{
	*opt = (struct life_options){ .node_budget = DEFAULT_NODE_BUDGET, .time_budget_ms = 0,
				      .max_area = DEFAULT_MAX_AREA, .total_budget = -1,
				      .large_region = DEFAULT_LARGE_REGION, .playouts = DEFAULT_PLAYOUTS };
}

static void reader_init(struct context *x)
{
	int per_ply = x->opt->max_area + 1, plies = 2 * x->opt->max_area + 12;

	x->r.root = x->rb;
	x->r.tt = xcalloc((size_t)1 << TT_BITS, sizeof *x->r.tt);
	x->r.sc = xcalloc((size_t)1 << SC_BITS, sizeof *x->r.sc);
	x->r.stack = xmalloc((size_t)plies * sizeof *x->r.stack);
	x->r.moves = xmalloc((size_t)plies * (size_t)per_ply * sizeof *x->r.moves);
	x->r.path = xmalloc((size_t)plies * sizeof *x->r.path);
	x->r.deadline = x->deadline;
}

static void reader_free(struct context *x)
{
	free(x->r.tt);
	free(x->r.sc);
	free(x->r.stack);
	free(x->r.moves);
	free(x->r.path);
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
	if (opt->time_budget_ms > 0)
		x->deadline = clock() + (clock_t)(opt->time_budget_ms * (CLOCKS_PER_SEC / 1000.0));
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
	area_region_touch(x);
	reader_init(x);
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
		retry[i] = c->status == LIFE_UNSETTLED && x->r.exhausted && !x->total_hit;
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
	reader_free(x);
	out->out_of_time = x->r.timed_out;
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
		estimate_unsettled(b, opt, out);
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

const char *life_line_str(const struct board *b, const struct life_line *l, char *buf, size_t len)
{
	size_t pos = 0;
	enum color c = l->first;
	char v[8];

	if (len == 0)
		return buf;
	buf[0] = '\0';
	for (int i = 0; i < l->n && pos < len; i++, c = color_other(c))
		pos += (size_t)snprintf(buf + pos, len - pos, "%s%c %s", i ? ", " : "", c == BLACK ? 'B' : 'W',
					board_vertex_str(b, l->moves[i], v));
	if (l->truncated && pos < len)
		snprintf(buf + pos, len - pos, ", ...");
	return buf;
}

const char *life_chain_str(const struct board *b, const struct life_chain *c, char *buf, size_t len)
{
	char v[8];

	if (c->status == LIFE_UNSETTLED)
		snprintf(buf, len, "%s %s (%d stone%s): unsettled: %s", board_vertex_str(b, c->point, v),
			 c->color == BLACK ? "black" : "white", c->stones, c->stones == 1 ? "" : "s", c->reason);
	else
		snprintf(buf, len, "%s %s (%d stone%s): %s, %s: %s", board_vertex_str(b, c->point, v),
			 c->color == BLACK ? "black" : "white", c->stones, c->stones == 1 ? "" : "s",
			 life_status_str(c->status), life_type_str(c->type), c->reason);
	return buf;
}
