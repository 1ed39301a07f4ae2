/*
 * reading.c: hypothetical play by the Japanese 1989 rules, and the reading of one question about one
 * chain in its local area (see reading.h).  rules/life.c builds the seed's seven types from these
 * answers; the budgets between questions and the assumptions are its own.
 *
 * How it works, and the choices made where the rules and the seed are silent:
 *
 * 1. A chain T (colour D, the defender; the attacker A is the other colour) is read in its local
 *    area: T, the defender's chains linked to T through empty regions (its group), every empty
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
 *    area_add_short_libs: without it a seki shared by two defender chains is misread).  Everything
 *    else is fixed: an attacker chain of the boundary keeps its liberties outside the area, so it is
 *    captured only if those inside run out, and the attacker's larger eyes cannot be filled (a chain
 *    with such an eye is treated as having that many liberties for good).  An area larger than the
 *    reader's max_area points is not read: the answer is unknown, with that reason.  The area is
 *    built on the position given (life.c's board with assumed regions filled, life_assume.c 9.), and may
 *    be read from another board (after a capture, life.c 6a.).
 *
 * 2. Hypothetical play (Art. 7 and 7-2): the attacker moves first (a question may also be asked with
 *    the defender first: can T be captured even if it moves first?); moves alternate; either may
 *    pass; two passes in a row end the reading; suicide is not possible.  Ko: a player whose single
 *    stone was just taken in a ko shape (the capturing stone alone, with that one liberty) may not
 *    retake it until he has passed once; one pass lifts every ko ban on that player.  A ban lapses
 *    when the ko shape is gone: the capturing stone captured, joined to a chain or given a second
 *    liberty, or the ko point filled (a move there would then be no retake: it would capture more
 *    than the one stone, or nothing).  Nor is a move at the point that captures other stones with
 *    the capturing one a retake: it is always allowed.  At most eight bans are kept at a
 *    time (more kos than that at once are not a local question).  This state of a line is
 *    reading.h's struct reading_state: the search plays it, and so does a player in the dispute
 *    sandbox, through the same check (reading_state_check) and the same move.
 *
 * 3. The questions, each a game with a goal for one side (the achiever):
 *      capture    the attacker achieves: T is captured;
 *      2EL all    the defender achieves: every point of T is a stone of a pass-alive chain of D, or
 *                 an empty point of a region owned by D (Benson), i.e. part of a 2EL group;
 *      2EL any    the same for at least one point of T;
 *      group      2EL any for the points of every defender chain of the area together: if no point
 *                 of the group can become the defender's, no point of any of its chains can;
 *      owned      the attacker achieves: every point of T is a stone of a pass-alive chain of A, or
 *                 a point of a region owned by A (T captured for good, beyond any seki).
 *    A game that ends with two passes, or that repeats a position of its own line (a 10,000-year
 *    ko, or any cycle), is a failure for the achiever.  Shortcuts, each exact: in the capture
 *    question T pass-alive is a failure and T inside a region owned by A is a success; in the 2EL
 *    questions a point of T that A owns (a pass-alive A stone, or a point of a region owned by A) can
 *    never become the defender's, and in the owned question a point of T that D owns never A's.
 *
 * 4. The search is a depth-first AND/OR search with a transposition table keyed by the board hash,
 *    the side to move, the pass flag, the ko bans and the question.  Only proven answers are stored,
 *    and never one that depended on a repetition of the line (a cycle's answer depends on the path).
 *    The line of proof is read back from the table: the winning move at the winner's turns and the
 *    first move tried (the most promising by the move order) at the loser's.  Depth is limited to
 *    twice the area plus ten moves, reached by iterative deepening: the question is read to depth
 *    ID_FIRST_DEPTH (8), then half as deep again each time, until it is answered or the full depth
 *    is read (the short proofs of the many easy questions are found without wandering down long
 *    lines first; on the case library this reads about a tenth of the nodes).  A line cut by the
 *    depth counts as unknown, not as a result, and the table remembers such a node with the depth
 *    that was left, so that it is not read again with as little or less (a node cut off once is
 *    cut off again: without this, the same cut-off subtrees were read again through every
 *    transposition).  Move order: the static score of move_score, then a history of the moves that
 *    proved nodes in this question (weighted by the depth left); after a pass, the side for whom a
 *    second pass ends the reading in its favour tries it first.  The order changes how fast an
 *    answer is found, never the answer.  The table is kept across the questions of one position
 *    (keys carry the question), and so is a cache of the shortcuts of 3. keyed by the colouring,
 *    which the Benson walks of 4a. make worth it.  The line is played on one state in place, each
 *    move taken back once what follows it is read (board_try, board_undo): no board is copied per
 *    node.
 *
 * 4a. Benson at the points that matter.  The shortcuts of 3. ask Benson's algorithm about T's
 *    points at every node; labelling the whole board each time was most of the time spent.  They ask
 *    benson_chain_alive and benson_point_owned instead (rules/benson.c 6.), which give the same
 *    answer from the closure of the chains concerned, and stop at the first point that settles it:
 *    on a finished 19x19 game about two and a half times faster, with the same answers.
 *
 * 5. The orientation.  The move order breaks its ties in board order and the table's slots follow
 *    the points' Zobrist keys, so what a budget settles would depend on how the board is turned.
 *    reading_ask reads on the board's canonical orientation (board/symmetry.h) and turns the line
 *    back; the analysis does the same as a whole (rules/life.c 13.).
 */
#include "rules/reading.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/symmetry.h"
#include "rules/benson.h"
#include "rules/xalloc.h"

#define ID_FIRST_DEPTH 8    /* the first depth of the iterative deepening (4.) */
#define HISTORY_WEIGHT 100000  /* a move-order score point against the history (4.) */
#define HISTORY_MAX (1 << 24)
#define MAX_ATTACKER_EYE 3
#define SHORT_LIBS 3        /* an attacker chain with this few liberties has its small liberty regions read (1.) */
#define TT_BITS 18
#define SC_BITS 16

/* --- hashing -------------------------------------------------------------------------------------- */

static uint64_t mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* --- the state of a line of hypothetical play (2.) ------------------------------------------------ */

void reading_state_init(struct reading_state *s, const struct board *b, enum color first)
{
	*s = (struct reading_state){ .b = *b, .to_move = first };
}

/* Drop bans that no longer mean anything: a ban stands while its ko shape does, the capturing stone
 * alone with the ko point its one liberty.  Once that stone has joined a chain or gained a liberty,
 * a move at the point is no retake (it captures something else, or nothing). */
static void state_clean_bans(struct reading_state *s)
{
	int n = 0;

	for (int i = 0; i < s->nbans; i++) {
		struct reading_ban k = s->bans[i];
		if (s->b.color[k.point] == EMPTY && s->b.color[k.stone] == color_other((enum color)k.color) &&
		    board_chain_size(&s->b, k.stone) == 1 && board_libs(&s->b, k.stone) == 1)
			s->bans[n++] = k;
	}
	s->nbans = n;
}

const struct reading_ban *reading_state_ban(const struct reading_state *s, int p)
{
	int last;

	for (int i = 0; i < s->nbans; i++)
		if (s->bans[i].point == p && s->bans[i].color == s->to_move)
			/* a retake takes the capturing stone, and nothing else */
			return board_captures(&s->b, s->to_move, p, &last) == 1 && last == s->bans[i].stone
				       ? &s->bans[i] : NULL;
	return NULL;
}

/* The search asks this of every empty point of the area at every node: the order of the questions
 * is the cheapest first. */
enum reading_verdict reading_state_check(const struct reading_state *s, int p)
{
	if (s->over)
		return READING_OVER;
	if (p == BOARD_PASS)
		return READING_LEGAL;
	if (!board_on(&s->b, p))
		return READING_OFF_BOARD;
	if (s->b.color[p] != EMPTY)
		return READING_OCCUPIED;
	if (board_is_suicide(&s->b, s->to_move, p))
		return READING_SUICIDE;
	return reading_state_ban(s, p) ? READING_KO_BANNED : READING_LEGAL;
}

/* Play m (a point, or BOARD_PASS) for the side to move; the caller has checked it.  With u, the
 * stone is played by board_try and u records it (state_do below). */
static void state_play(struct reading_state *s, int m, struct board_undo *u)
{
	enum color c = s->to_move;

	if (m == BOARD_PASS) {
		int n = 0;
		for (int i = 0; i < s->nbans; i++)
			if (s->bans[i].color != c)
				s->bans[n++] = s->bans[i];
		s->nbans = n;
		s->over = s->passed;
		s->passed = true;
	} else {
		int ko = board_ko_point_after(&s->b, c, m);
		if (u)
			board_try(&s->b, c, m, u);
		else
			board_play(&s->b, c, m, NULL);
		s->passed = false;
		state_clean_bans(s);
		if (ko != BOARD_NONE && s->nbans < READING_MAX_BANS)
			s->bans[s->nbans++] = (struct reading_ban){ (int16_t)ko, (int16_t)m, (uint8_t)color_other(c) };
	}
	s->to_move = color_other(c);
}

enum reading_verdict reading_state_play(struct reading_state *s, int p)
{
	enum reading_verdict v = reading_state_check(s, p);

	if (v == READING_LEGAL)
		state_play(s, p, NULL);
	return v;
}


const char *reading_verdict_str(const struct reading_state *s, int p, enum reading_verdict v, char *buf,
				size_t len)
{
	char at[8];
	enum color c = s->to_move;

	if (v != READING_OFF_BOARD && v != READING_OVER && v != READING_LEGAL)
		board_vertex_str(&s->b, p, at);
	switch (v) {
	case READING_LEGAL:
		snprintf(buf, len, "legal");
		break;
	case READING_OFF_BOARD:
		snprintf(buf, len, "that is not a point of this %dx%d board", s->b.size, s->b.size);
		break;
	case READING_OCCUPIED:
		snprintf(buf, len, "there is a stone at %s already", at);
		break;
	case READING_SUICIDE:
		snprintf(buf, len, "%s %s would capture nothing and leave its own chain without a liberty: "
			 "suicide is never possible in hypothetical play", color_name(c), at);
		break;
	case READING_KO_BANNED:
		snprintf(buf, len, "the ko at %s may be retaken only after %s has passed (Art. 7-2)", at,
			 color_name(c));
		break;
	case READING_OVER:
		snprintf(buf, len, "both players have passed: the hypothetical play is over");
		break;
	}
	return buf;
}

static uint64_t state_key(const struct reading_state *s, uint64_t salt)
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

/*
 * The search plays its line on one state in place (4.): a move of a ply is made by state_do and
 * taken back by state_undo, which restores the board (board_undo) and the rest of the state from
 * the ply's record.
 */
struct ply {
	struct board_undo undo;                    /* the stone played, if it was not a pass */
	int16_t move;                              /* the move: a point, or BOARD_PASS */
	enum color to_move;                        /* the rest of the state as it was before the move */
	bool passed, over;
	int nbans;
	struct reading_ban bans[READING_MAX_BANS];
};

static void state_do(struct reading_state *s, int m, struct ply *k)
{
	k->move = (int16_t)m;
	k->to_move = s->to_move;
	k->passed = s->passed;
	k->over = s->over;
	k->nbans = s->nbans;
	memcpy(k->bans, s->bans, (size_t)s->nbans * sizeof *s->bans);
	state_play(s, m, &k->undo);
}

static void state_undo(struct reading_state *s, const struct ply *k)
{
	if (k->move != BOARD_PASS)
		board_undo(&s->b, &k->undo);
	s->to_move = k->to_move;
	s->passed = k->passed;
	s->over = k->over;
	s->nbans = k->nbans;
	memcpy(s->bans, k->bans, (size_t)k->nbans * sizeof *s->bans);
}

/* --- the search (4.) ------------------------------------------------------------------------------ */

/* Results; R_CYCLE is or-ed in when the answer depended on a repetition of the line. */
enum { R_NO = READING_NO, R_YES = READING_YES, R_UNKNOWN = READING_UNKNOWN, R_RESULT = 3, R_CYCLE = 4 };

struct tt_entry {
	uint64_t key;
	int16_t move;    /* the proving move (see 4.), -1 for a static answer */
	uint8_t result;  /* R_NO or R_YES, or R_UNKNOWN when the depth limit cut the reading */
	uint8_t used;
	uint8_t depth;   /* for R_UNKNOWN: the depth that was left (a node with no more is not read again) */
};

struct static_entry {
	uint64_t key;
	uint8_t result;  /* R_NO, R_YES or R_UNKNOWN */
	uint8_t used;
};

struct reading {
	int max_area;                    /* the largest area read, in points */
	bool positioned;                 /* a position was set (its tables are to be cleared for another) */
	bool too_large;                  /* the last area built exceeded max_area */
	struct board pos;                /* the position: where areas are built */
	struct benson bn[3];             /* Benson on pos, for BLACK and WHITE */
	uint16_t region[BOARD_MAX_POINTS];      /* empty regions of pos */
	uint8_t region_touch[BOARD_MAX_POINTS]; /* per region: the colours of stones it touches */
	uint16_t region_size[BOARD_MAX_POINTS]; /* per region: its points */
	struct board root;               /* the board read from: pos, or one given by reading_set_root */
	uint8_t area[BOARD_MAX_POINTS];  /* 1 for the points of the local area */
	int16_t points[BOARD_MAX_POINTS];/* those points, in board order */
	int npoints;
	enum color attacker, defender, achiever, first;
	enum reading_question q;
	int16_t target[BOARD_MAX_POINTS];/* the stones of T (for the group question, of the group) */
	int ntarget;
	uint64_t salt;
	long nodes, budget;
	int max_depth;
	bool exhausted, timed_out, depth_hit;
	clock_t deadline;                /* 0: none */
	struct tt_entry *tt;
	struct static_entry *sc;         /* static_result by colouring and question */
	struct reading_state cur;        /* the line being read: its board is changed in place (4.) */
	struct ply *plies;               /* the record of each ply's move in cur, to take it back */
	struct board_undo trial;         /* a move tried and taken back at once (move_score) */
	int16_t *moves;                  /* (npoints + 1) moves per ply */
	uint64_t *path;                  /* the keys of the line, per ply */
	int32_t history[3][BOARD_MAX_POINTS]; /* per colour and point: how often the move proved its node
					       this question, weighted by the depth left (move order) */
	struct benson_scratch bs;        /* for Benson's answer at a few points (4a.) */
};

static struct tt_entry *tt_find(const struct reading *r, uint64_t key)
{
	struct tt_entry *e = &r->tt[key & ((1u << TT_BITS) - 1)];
	return e->used && e->key == key ? e : NULL;
}

static void tt_store(struct reading *r, uint64_t key, int result, int move)
{
	struct tt_entry *e = &r->tt[key & ((1u << TT_BITS) - 1)];
	*e = (struct tt_entry){ .key = key, .move = (int16_t)move, .result = (uint8_t)result, .used = 1 };
}

/* Note that the node was cut by the depth limit with `left` plies to go (4.). */
static void tt_store_unknown(struct reading *r, uint64_t key, int left)
{
	struct tt_entry *e = &r->tt[key & ((1u << TT_BITS) - 1)];

	if (e->used && e->result != R_UNKNOWN)
		return;
	*e = (struct tt_entry){ .key = key, .move = -1, .result = R_UNKNOWN, .used = 1,
				.depth = (uint8_t)(left > 255 ? 255 : left) };
}

/* --- 4a. Benson at the points that matter -------------------------------------------------------- */

/* Is point p of T secure for colour c: a stone of a pass-alive chain of c, or a point of a region
 * c owns? */
static bool secure_point(struct reading *r, const struct board *b, int p, enum color c)
{
	return b->color[p] == c ? benson_chain_alive(b, p, &r->bs) : benson_point_owned(b, c, p, &r->bs);
}

/*
 * Are at least `need` points of T secure for colour c?  Stops as soon as the answer is known.  Every
 * stone of one chain has the same answer (its chain's, or, not being c, that of the one region of
 * points not of c holding the whole chain), so it is asked once per chain; T is mostly one chain.
 */
static bool secure_points(struct reading *r, const struct board *b, enum color c, int need)
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
 * The exact shortcuts of 3.: R_YES / R_NO for the achiever, or R_UNKNOWN to read on.  With only_mover,
 * just the colour that has just moved is looked at (a pass is a move): half the Benson walks, but
 * measured on the seed's diagrams the later detection costs far more nodes than it saves, so the
 * reader looks at both colours at every node.
 */
static int static_result(struct reading *r, const struct reading_state *s, bool only_mover)
{
	const struct board *b = &s->b;
	int head = r->target[0];
	enum color moved = color_other(s->to_move);
	bool d = !only_mover || moved == r->defender, a = !only_mover || moved == r->attacker;

	if (r->q == READING_OWNED) {
		if (a && secure_points(r, b, r->attacker, r->ntarget))
			return R_YES;
		if (d && secure_points(r, b, r->defender, 1))
			return R_NO;
		return R_UNKNOWN;
	}
	if (r->q == READING_CAPTURE) {
		if (b->color[head] != r->defender)
			return R_YES;
		if (d && benson_chain_alive(b, head, &r->bs))
			return R_NO;
		if (a && benson_point_owned(b, r->attacker, head, &r->bs))
			return R_YES;
		return R_UNKNOWN;
	}
	if (d && secure_points(r, b, r->defender, r->q == READING_EYES_ALL ? r->ntarget : 1))
		return R_YES;
	if (a && secure_points(r, b, r->attacker, r->q == READING_EYES_ALL ? 1 : r->ntarget))
		return R_NO;
	return R_UNKNOWN;
}

/*
 * static_result through a cache keyed by the colouring and the question (the side to move, the pass
 * flag and the ko bans do not change it): the same colouring is met again after a pass, under other
 * bans, and in transpositions the table does not hold.
 */
static int static_cached(struct reading *r, const struct reading_state *s)
{
	uint64_t key = s->b.hash ^ r->salt;
	struct static_entry *e = &r->sc[key & ((1u << SC_BITS) - 1)];

	if (e->used && e->key == key)
		return e->result;
	int st = static_result(r, s, false);
	*e = (struct static_entry){ .key = key, .result = (uint8_t)st, .used = 1 };
	return st;
}

static bool is_target(const struct reading *r, int p)
{
	for (int i = 0; i < r->ntarget; i++)
		if (r->target[i] == p)
			return true;
	return false;
}

/* A move-order score: captures, then contact with T, then ataris; self-ataris and filling one's own
 * one-point eye last.  b is r->cur's board, as it was once the self-atari is tried and taken back. */
static int move_score(struct reading *r, struct board *b, enum color c, int m)
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
		board_try(b, c, m, &r->trial);
		if (board_libs(b, m) == 1)
			score -= 40;
		board_undo(b, &r->trial);
	}
	return score;
}

/* The legal moves of the side to move in the area of r->cur, best first (ties in board order). */
static int gen_moves(struct reading *r, int16_t *moves)
{
	struct reading_state *s = &r->cur;
	int scores[BOARD_MAX_POINTS];
	int n = 0;
	enum color c = s->to_move;

	for (int i = 0; i < r->npoints; i++) {
		int p = r->points[i];
		if (reading_state_check(s, p) != READING_LEGAL)
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

static bool reader_out_of_time(struct reading *r)
{
	if (r->deadline == 0 || (r->nodes & 1023) != 0)
		return r->timed_out;
	if (clock() > r->deadline)
		r->timed_out = true;
	return r->timed_out;
}

static int read_node(struct reading *r, int ply);

/* The move m of c proved its node with `left` plies to go: weight it by left squared (saturating). */
static void history_add(struct reading *r, enum color c, int m, int left)
{
	int32_t *h = &r->history[c][m];

	*h = *h > HISTORY_MAX - left * left ? HISTORY_MAX : *h + left * left;
}

/* Try the moves of the node at ply; see 4. */
static int read_children(struct reading *r, int ply, uint64_t key)
{
	const struct reading_state *s = &r->cur;
	int16_t *moves = &r->moves[(size_t)ply * (size_t)(r->npoints + 1)];
	int n = gen_moves(r, moves);
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
			state_do(&r->cur, moves[i], &r->plies[ply]);
			res = read_node(r, ply + 1);
			state_undo(&r->cur, &r->plies[ply]);
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

static int read_node(struct reading *r, int ply)
{
	const struct reading_state *s = &r->cur;

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

/* The line of proof read back from the table (4.), on a copy of the start (once a question). */
static void read_line(struct reading *r, struct reading_line *line)
{
	struct reading_state s = r->cur;

	line->first = r->first;
	line->n = 0;
	line->truncated = false;
	for (int guard = 0; guard < 4 * READING_MAX_LINE; guard++) {
		const struct tt_entry *e = tt_find(r, state_key(&s, r->salt));
		if (!e || e->move < 0 || e->result == R_UNKNOWN)
			return;
		if (line->n == READING_MAX_LINE) {
			line->truncated = true;
			return;
		}
		line->moves[line->n++] = e->move;
		if (e->move == BOARD_PASS && s.passed)
			return;
		state_play(&s, e->move, NULL);
	}
}

/* Ask question q about the target set up in r, from the line `start` (its board is r->root);
 * R_YES, R_NO or R_UNKNOWN. */
static int read_question(struct reading *r, enum reading_question q, const struct reading_state *start,
			 long budget, struct reading_line *line)
{
	r->q = q;
	r->first = start->to_move;
	r->achiever = q == READING_CAPTURE || q == READING_OWNED ? r->attacker : r->defender;
	r->salt = mix64(((uint64_t)q << 32) ^ (uint64_t)r->target[0] ^ ((uint64_t)r->defender << 20));
	r->nodes = 0;
	r->budget = budget;
	r->exhausted = r->depth_hit = false;
	memset(r->history, 0, sizeof r->history);
	r->cur = *start;
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

/* --- the local area (1.) -------------------------------------------------------------------------- */

static bool pass_alive(const struct reading *r, int p)
{
	return benson_status_at(&r->bn[r->pos.color[p]], p) == BENSON_ALIVE;
}

/* Add the chain through p to the area; returns false once the area is too large. */
static bool area_add_chain(struct reading *r, const struct board *b, int p, int max)
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

/* Add empty region reg of the position to the area, with the chains around it that are not pass-alive; the
 * defender's chains among them are queued.  Returns false once the area is too large. */
static bool area_add_region(struct reading *r, uint16_t reg, enum color d, int16_t *queue, int *qt, int max)
{
	const struct board *b = &r->pos;

	BOARD_FOREACH(b, p) {
		if (r->region[p] != reg || r->area[p])
			continue;
		r->area[p] = 1;
		if (++r->npoints > max)
			return false;
		BOARD_NEIGHBOURS(b, p, m) {
			if ((b->color[m] != BLACK && b->color[m] != WHITE) || r->area[m] || pass_alive(r, m))
				continue;
			if (!area_add_chain(r, b, m, max))
				return false;
			if (b->color[m] == d)
				queue[(*qt)++] = (int16_t)m;
		}
	}
	return true;
}

/* Is the empty region through p an eye of the attacker small enough to be read (1.)? */
static bool area_attacker_eye(const struct reading *r, int p, enum color d)
{
	uint16_t reg = r->region[p];

	return r->region_touch[reg] == (1u << color_other(d)) && r->region_size[reg] <= MAX_ATTACKER_EYE;
}

/*
 * The attacker's own eyes (1.): empty regions next to an attacker chain of the area that touch no
 * stone but the attacker's.  Without them the defender could never fill such an eye to capture the
 * chain around it.  Repeated until no chain is added.  Returns false once the area is too large.
 */
static bool area_add_attacker_eyes(struct reading *r, enum color d, int max)
{
	const struct board *b = &r->pos;
	int16_t queue[BOARD_MAX_POINTS];
	int qt = 0;
	bool changed = true;

	while (changed) {
		changed = false;
		BOARD_FOREACH(b, p) {
			if (!r->area[p] || b->color[p] != color_other(d))
				continue;
			BOARD_NEIGHBOURS(b, p, n) {
				if (b->color[n] != EMPTY || r->area[n] || !area_attacker_eye(r, n, d))
					continue;
				if (!area_add_region(r, r->region[n], d, queue, &qt, max))
					return false;
				changed = true;
			}
		}
	}
	return true;
}

/*
 * The liberties of the attacker chains of the area that are short of them (1.): for each such chain
 * (at most SHORT_LIBS liberties), every small empty region (at most MAX_ATTACKER_EYE points) holding one
 * of its liberties, whatever else it touches, with the chains around it; the defender's are queued.
 * A liberty in a larger region comes in as a point alone: the defender may take the chain there, and
 * nothing else of that region is read.
 * Without them such a chain could not be attacked from outside the defender's own regions: in a seki
 * across two defender chains (J89.md's open dame example) the shared liberty J8 of Black's H8 lies
 * next to White's other chain, and Black's atari at H9 would be read as safe.  Returns false once the
 * area is too large; *added says whether anything was.
 */
static bool area_add_short_libs(struct reading *r, enum color d, int16_t *queue, int *qt, int max, bool *added)
{
	const struct board *b = &r->pos;

	*added = false;
	BOARD_FOREACH(b, p) {
		if (!r->area[p] || b->color[p] != color_other(d) || b->libs[b->head[p]] > SHORT_LIBS)
			continue;
		BOARD_NEIGHBOURS(b, p, n) {
			if (b->color[n] != EMPTY || r->area[n])
				continue;
			if (r->region_size[r->region[n]] > MAX_ATTACKER_EYE) {
				/* a liberty in a large region: the point alone, so that it can be taken */
				r->area[n] = 1;
				if (++r->npoints > max)
					return false;
				continue;
			}
			if (!area_add_region(r, r->region[n], d, queue, qt, max))
				return false;
			*added = true;
		}
	}
	return true;
}

/*
 * The area of the chain through t (1.): a breadth-first walk over the defender's chains, adding each
 * one's empty regions and the attacker chains they touch, then the short liberties of those chains
 * (walking on from the defender chains they bring), then the attacker's own eyes.  Returns false if
 * it exceeds max points.
 */
static bool area_build(struct reading *r, int t, int max)
{
	const struct board *b = &r->pos;
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
						if (!area_add_region(r, r->region[n], d, queue, &qt, max))
							return false;
					} else if (b->color[n] == color_other(d) && !r->area[n] && !pass_alive(r, n)) {
						if (!area_add_chain(r, b, n, max))
							return false;
					}
				}
				s = b->next[s];
			} while (s != c);
		}
		if (!area_add_short_libs(r, d, queue, &qt, max, &added))
			return false;
	}
	return area_add_attacker_eyes(r, d, max);
}

/* Which colours of stones each empty region of the position touches (bits 1 << colour), and its size. */
static void area_region_touch(struct reading *r)
{
	const struct board *b = &r->pos;

	memset(r->region_touch, 0, sizeof r->region_touch);
	memset(r->region_size, 0, sizeof r->region_size);
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		r->region_size[r->region[p]]++;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] == BLACK || b->color[q] == WHITE)
				r->region_touch[r->region[p]] |= (uint8_t)(1u << b->color[q]);
	}
}

/* The chain through t becomes T, the target of the questions: its stones, and its colour the defender. */
static void target_set(struct reading *r, int t)
{
	const struct board *b = &r->pos;

	r->ntarget = board_chain_stones(b, t, (uint16_t *)r->target);
	/* target[0] must be t, the stone the question names (the shortcuts and the keys' salt use it). */
	for (int i = 0; i < r->ntarget; i++)
		if (r->target[i] == t) {
			r->target[i] = r->target[0];
			r->target[0] = (int16_t)t;
		}
	r->defender = (enum color)b->color[t];
	r->attacker = color_other(r->defender);
}

/* List the area's points in board order, and make the chain through t the target. */
static void area_list(struct reading *r, int t)
{
	const struct board *b = &r->pos;
	int n = 0;

	BOARD_FOREACH(b, p)
		if (r->area[p])
			r->points[n++] = (int16_t)p;
	r->npoints = n;
	target_set(r, t);
	r->max_depth = 2 * n + 10;
}

/* --- the reader kept across questions ------------------------------------------------------------- */

struct reading *reading_new(int max_area, clock_t deadline)
{
	struct reading *r = xcalloc(1, sizeof *r);
	int per_ply, plies;

	/* No area has more points than the board: a larger figure changes nothing but the allocation. */
	r->max_area = max_area < 0 ? 0 : max_area > BOARD_MAX_POINTS ? BOARD_MAX_POINTS : max_area;
	per_ply = r->max_area + 1;
	plies = 2 * r->max_area + 12;
	r->deadline = deadline;
	r->tt = xcalloc((size_t)1 << TT_BITS, sizeof *r->tt);
	r->sc = xcalloc((size_t)1 << SC_BITS, sizeof *r->sc);
	r->plies = xmalloc((size_t)plies * sizeof *r->plies);
	r->moves = xmalloc((size_t)plies * (size_t)per_ply * sizeof *r->moves);
	r->path = xmalloc((size_t)plies * sizeof *r->path);
	return r;
}

void reading_free(struct reading *r)
{
	if (!r)
		return;
	free(r->tt);
	free(r->sc);
	free(r->plies);
	free(r->moves);
	free(r->path);
	free(r);
}

void reading_set_position(struct reading *r, const struct board *b)
{
	/* The tables' answers hold for the areas of one position only. */
	if (r->positioned) {
		memset(r->tt, 0, ((size_t)1 << TT_BITS) * sizeof *r->tt);
		memset(r->sc, 0, ((size_t)1 << SC_BITS) * sizeof *r->sc);
	}
	r->positioned = true;
	r->pos = *b;
	r->root = *b;
	benson_pass_alive(b, BLACK, &r->bn[BLACK]);
	benson_pass_alive(b, WHITE, &r->bn[WHITE]);
	board_regions(b, REACH_EMPTY, r->region);
	area_region_touch(r);
}

bool reading_area(struct reading *r, int t)
{
	r->too_large = !area_build(r, t, r->max_area);
	if (!r->too_large)
		area_list(r, t);
	return !r->too_large;
}

int reading_area_points(const struct reading *r, const int16_t **points)
{
	*points = r->points;
	return r->npoints;
}

void reading_set_root(struct reading *r, const struct board *b)
{
	r->root = b ? *b : r->pos;
}

/* The group question (3.): for its time, the target is every defender stone of the area. */
static int read_group(struct reading *r, const struct reading_state *start, long budget, struct reading_line *line)
{
	int16_t own[BOARD_MAX_POINTS];
	int nown = r->ntarget, res;

	memcpy(own, r->target, (size_t)nown * sizeof *own);
	r->ntarget = 0;
	for (int i = 0; i < r->npoints; i++)
		if (r->pos.color[r->points[i]] == r->defender)
			r->target[r->ntarget++] = r->points[i];
	res = read_question(r, READING_GROUP_ANY, start, budget, line);
	memcpy(r->target, own, (size_t)nown * sizeof *own);
	r->ntarget = nown;
	return res;
}

/* reading_read from the line `start`, whose board is r->root. */
static enum reading_answer read_from(struct reading *r, enum reading_question q, const struct reading_state *start,
				     long budget, struct reading_line *line)
{
	if (budget <= 0) {
		*line = (struct reading_line){ .first = start->to_move };
		r->exhausted = true;
		r->nodes = 0;
		return READING_UNKNOWN;
	}
	if (q == READING_GROUP_ANY)
		return (enum reading_answer)read_group(r, start, budget, line);
	return (enum reading_answer)read_question(r, q, start, budget, line);
}

enum reading_answer reading_read_owned(struct reading *r, const int16_t *also, int nalso, enum color first,
				       long budget, struct reading_line *line)
{
	int16_t *own = xmalloc(sizeof r->target);
	int nown = r->ntarget;
	struct reading_state start;

	memcpy(own, r->target, (size_t)nown * sizeof *own);
	for (int i = 0; i < nalso && r->ntarget < BOARD_MAX_POINTS; i++)
		if (!is_target(r, also[i]))
			r->target[r->ntarget++] = also[i];
	reading_state_init(&start, &r->root, first);
	enum reading_answer res = read_from(r, READING_OWNED, &start, budget, line);
	memcpy(r->target, own, (size_t)nown * sizeof *own);
	r->ntarget = nown;
	free(own);
	return res;
}

enum reading_answer reading_read(struct reading *r, enum reading_question q, enum color first, long budget,
				 struct reading_line *line)
{
	struct reading_state start;

	reading_state_init(&start, &r->root, first);
	return read_from(r, q, &start, budget, line);
}

long reading_nodes(const struct reading *r) { return r->nodes; }
bool reading_exhausted(const struct reading *r) { return r->exhausted; }
bool reading_timed_out(const struct reading *r) { return r->timed_out; }

const char *reading_unknown_str(const struct reading *r, const struct reading_limits *opt, const char *what,
				int p, char *buf, size_t len)
{
	char v[8];

	board_vertex_str(&r->pos, p, v);
	if (r->too_large)
		snprintf(buf, len, "the local area of %s is larger than the %d points that are read", v,
			 opt->max_area);
	else if (r->timed_out)
		snprintf(buf, len, "time budget of %ld ms exhausted while reading %s %s", opt->time_budget_ms,
			 what, v);
	else if (r->exhausted)
		snprintf(buf, len, "node budget of %ld exhausted while reading %s %s", opt->node_budget, what, v);
	else
		snprintf(buf, len, "reading %s %s went deeper than %d moves without an answer", what, v,
			 r->max_depth);
	return buf;
}

/* --- one question of one chain -------------------------------------------------------------------- */

static const char *const question_what[] = {
	[READING_CAPTURE] = "the capture of",
	[READING_EYES_ALL] = "two eyes for every point of",
	[READING_EYES_ANY] = "two eyes for a point of",
	[READING_GROUP_ANY] = "two eyes for a point of the group of",
	[READING_OWNED] = "the capture for good of",
};

const char *reading_answer_str(enum reading_answer a)
{
	static const char *const names[] = {
		[READING_NO] = "no", [READING_YES] = "yes", [READING_UNKNOWN] = "unknown",
	};
	return (unsigned)a <= READING_UNKNOWN ? names[a] : "?";
}

/* Can reading_ask read this question?  If not, out->reason says why. */
static bool ask_valid(const struct board *b, int p, enum reading_question q, enum color first,
		      struct reading_result *out)
{
	char v[8];

	if (p <= 0 || p >= BOARD_MAX_POINTS || b->color[p] == EDGE)
		snprintf(out->reason, sizeof out->reason, "%d is not a point of the board", p);
	else if (b->color[p] != BLACK && b->color[p] != WHITE)
		snprintf(out->reason, sizeof out->reason, "%s holds no stone", board_vertex_str(b, p, v));
	else if (first != BLACK && first != WHITE)
		snprintf(out->reason, sizeof out->reason, "the first to move must be Black or White");
	else if ((unsigned)q > READING_OWNED)
		snprintf(out->reason, sizeof out->reason, "no such question");
	else
		return true;
	return false;
}

/*
 * The answer of the shortcuts of 3. for the chain through t on the board itself, without an area
 * (the area was too large to read): R_UNKNOWN when they say nothing.  The group question needs the
 * area.
 */
static int read_static(struct reading *r, int t, enum reading_question q)
{
	if (q == READING_GROUP_ANY)
		return R_UNKNOWN;
	target_set(r, t);
	r->q = q;
	reading_state_init(&r->cur, &r->root, EMPTY);   /* nobody moves: the colouring alone */
	return static_result(r, &r->cur, false);
}

/* The sentence of an answer: the question, who moved first, and the answer or why there is none. */
static void ask_reason(const struct reading *r, const struct reading_limits *opt, int p,
		       enum reading_question q, enum color first, struct reading_result *out)
{
	char v[8];

	if (out->answer == READING_UNKNOWN) {
		reading_unknown_str(r, opt, question_what[q], p, out->reason, sizeof out->reason);
		return;
	}
	snprintf(out->reason, sizeof out->reason, "%s %s with %s first: %s%s", question_what[q],
		 board_vertex_str(&r->pos, p, v), color_name(first),
		 reading_answer_str(out->answer),
		 r->too_large ? ", by Benson's algorithm without reading (the local area is too large)" : "");
}

static enum reading_answer ask_oriented(const struct reading_state *s, int p, enum reading_question q,
					const struct reading_limits *opt, struct reading_result *out)
{
	enum color first = s->to_move;
	clock_t deadline = 0;
	struct reading *r;

	*out = (struct reading_result){ .answer = READING_UNKNOWN, .line = { .first = first } };
	if (!ask_valid(&s->b, p, q, first, out))
		return out->answer;
	if (s->over) {
		reading_verdict_str(s, BOARD_PASS, READING_OVER, out->reason, sizeof out->reason);
		return out->answer;
	}
	if (opt->time_budget_ms > 0)
		deadline = clock() + (clock_t)(opt->time_budget_ms * (CLOCKS_PER_SEC / 1000.0));
	r = reading_new(opt->max_area, deadline);
	reading_set_position(r, &s->b);
	if (reading_area(r, p)) {
		out->area = r->npoints;
		out->answer = read_from(r, q, s, opt->node_budget, &out->line);
		out->nodes = r->nodes;
	} else {
		out->answer = (enum reading_answer)read_static(r, p, q);
	}
	ask_reason(r, opt, p, q, first, out);
	reading_free(r);
	return out->answer;
}

/* 5. A question is read on the canonical orientation of its board, as rules/life.c 13. makes the
 * whole analysis, and its line and reason turned back: the same answer, line and node count in all
 * eight orientations, and the line the analysis gives as its proof. */
enum reading_answer reading_ask_state(const struct reading_state *s, int p, enum reading_question q,
				      const struct reading_limits *opt, struct reading_result *out)
{
	int t = symmetry_canonical(&s->b);

	if (t == 0)
		return ask_oriented(s, p, q, opt, out);
	struct reading_state *ts = xmalloc(sizeof *ts);
	char reason[READING_REASON_LEN];
	int u = symmetry_inverse(t);
	*ts = *s;
	symmetry_board(&s->b, t, &ts->b);
	for (int i = 0; i < ts->nbans; i++) {
		ts->bans[i].point = (int16_t)symmetry_point(&s->b, t, s->bans[i].point);
		ts->bans[i].stone = (int16_t)symmetry_point(&s->b, t, s->bans[i].stone);
	}
	ask_oriented(ts, symmetry_point(&s->b, t, p), q, opt, out);
	for (int i = 0; i < out->line.n; i++)
		out->line.moves[i] = (int16_t)symmetry_point(&s->b, u, out->line.moves[i]);
	symmetry_text(&s->b, u, out->reason, reason, sizeof reason);
	memcpy(out->reason, reason, sizeof reason);
	free(ts);
	return out->answer;
}

enum reading_answer reading_ask(const struct board *b, int p, enum reading_question q, enum color first,
				const struct reading_limits *opt, struct reading_result *out)
{
	struct reading_state s;

	reading_state_init(&s, b, first);
	return reading_ask_state(&s, p, q, opt, out);
}

const char *reading_line_str(const struct board *b, const struct reading_line *l, char *buf, size_t len)
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

void reading_limits_init(struct reading_limits *lim)
{
	*lim = (struct reading_limits){ .node_budget = 200000, .time_budget_ms = 0, .max_area = 48 };
}
