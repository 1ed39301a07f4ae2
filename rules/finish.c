/*
 * finish.c: playing a finished game out before it is counted (see finish.h).
 *
 * The policy, exactly:
 *
 * 1. The working board is a copy of the position; every stone carries its marking (dead, seki or
 *    alive).  A stone played while finishing is alive, and so is the whole chain when it joins a
 *    chain in seki to an alive one (it shares the alive one's eyes); it is in seki when it only
 *    extends chains in seki.  "Living" below means not marked dead.
 *
 * 2. Regions are the connected sets of empty points and dead stones.  A region is `c`'s when the
 *    living stones next to it are all of colour c, neutral when they are of both colours, and left
 *    alone when a chain in seki is next to it (playing there could break the seki).
 *
 * 3. The value of a position for colour c is what the ruleset would count for c minus what it would
 *    count for the opponent, statically: under territory scoring the points (empty and dead) of c's
 *    regions, the dead stones of the opponent in them, and the stones c captured while finishing;
 *    under area and stone scoring the points of c's regions and c's living stones.
 *
 * 4. Moves alternate, the player to move first, and two passes in a row end the finishing (or
 *    FINISH_MAX_MOVES moves).  No move is ever made inside the opponent's area (a stone there is an
 *    invasion, not a finishing move), nor next to the player's own dead stones (it would try to
 *    save what the marking says is taken).  The player P chooses, in this order:
 *    a. protect: a living chain of P in atari that touches a living stone of the opponent (one
 *       that touches only dead stones and empty points lies inside P's area: its capture would
 *       leave the capturing stone dead there, and what it threatens is answered then, for the
 *       point protecting now would cost) and whose capture is not a snap-back.  P's tries: the
 *       captures of opponent chains in atari next to it and the extension on its liberty, each
 *       leaving it two liberties or more; P plays the one that leaves the fewest such chains in
 *       atari (one move may save two), then one on a point that is nobody's (it costs nothing,
 *       where capturing dead stones inside P's own area costs a point like any move there), then
 *       the capture of the most stones.
 *    b. secure: the living chains of P with at most three liberties, touching a living stone of
 *       the opponent (as in a.), that the small reader (4e.) says the opponent could capture,
 *       moving first.  P's tries: their liberties and the empty points next to those, the
 *       liberties of the opponent chains next to them with at most three, and every point between
 *       the colours (a connection there can mend the shortage for nothing); each must leave the
 *       new stone two liberties.  P plays the one that leaves the fewest of those chains
 *       capturable, then one after which no real threat (b'.) remains, then one on a point that is
 *       nobody's: one move often mends two shortages; a try that leaves them all capturable is not
 *       played.  The protective move (teire).  When no try mends anything and a dead chain of the
 *       opponent is next to one of those chains (a race the dead stones would win, the opponent
 *       moving first), P shortens the dead chain instead, one liberty a turn: one it does not share
 *       with P's chain, then one on a point that is nobody's, never a stone left in atari.
 *    b'. forestall: a real threat of the opponent, a move m on a liberty of a living chain of P
 *       with at most three liberties (not inside the opponent's area) after which every answer of
 *       P leaves some chain of P capturable by the reader, the opponent moving: a double threat,
 *       or a shortage no single move mends.  The chains m threatens are those next to m, to an
 *       opponent chain next to m, or to an empty point next to m, that touch a living opponent
 *       stone (a chain that touches only dead stones and empty points lies inside P's area: its
 *       capture does not open it).  P's answers: the liberties of those chains, of the opponent
 *       chains next to them with at most two liberties, and of m's chain.  P plays the move among
 *       the threat points, the points next to them, those answers and the points between the
 *       colours that leaves the fewest real threats, then one on a point that is nobody's rather
 *       than in P's own area (a protective move there costs nothing), then the first found.
 *       A move m is a real threat too when it brings dead stones back: a dead chain of the
 *       opponent with at most READ_LIBS liberties before m and two or fewer after, next to m or to
 *       a short chain of P there, that P moving first could capture before m and cannot after it
 *       (P's chain is too short of liberties to approach: a seki where the marking has dead
 *       stones), unless an answer of P lets P capture it again.  m is then looked for on the
 *       liberties of those dead chains as well, P's tries include their liberties, and a try that
 *       itself leaves P unable to capture such a chain counts as a threat left.
 *    c. fill: the empty points of neutral regions that touch living stones of both colours, or all
 *       the points of a neutral region of at most SMALL_OPEN empty points (a larger open area is
 *       not the end of a game: it stays as it is).  A candidate may not be suicide, may not retake
 *       a ko at once, may not leave the new stone's chain with one liberty unless it captured, may
 *       not be a stone the reader says the opponent can capture, may not leave P's chain so short
 *       of liberties that P could no longer capture a dead chain next to it, at once or after a
 *       move of the opponent on its liberties that P cannot answer (b'.), may not capture stones the
 *       marking says live, and may not put them in an atari they cannot escape by a.  (The
 *       marking is the players': finishing never overrules it.)  What a player gains at a point
 *       is the change of value (3.), and under territory scoring one point more when the move
 *       forces the opponent into a protective move (a. or b.) inside its own area that it did not
 *       need before (a protective move on a point that is nobody's costs nothing: no point), or
 *       makes a point next to it, between the colours, one the opponent cannot take first (a
 *       self-atari or a stone that can be captured) and from which P's atari would force one (a
 *       cut that exposes a shortage: the forced move is the opponent's whatever it does).  A
 *       point is worth what P gains there plus what the opponent would gain there when positive:
 *       a boundary point that makes territory for the one who plays it, or a dame that forces a
 *       protective move, is taken by whoever moves first, as players do.  The best is played;
 *       among equals, an atari on a living chain of the opponent first, then a liberty of a living
 *       chain of P with two liberties or fewer (the urgent points: one forces, the other is the
 *       opponent's forcing point), then the first in board order; a negative best is not played.
 *    c'. prepare: a point between the colours that is a self-atari for P (the chain it makes
 *       would have one liberty), when P's protective move on that last liberty lets P fill the
 *       point after all, and the two moves together force the opponent into at least two
 *       protective moves inside its own area (counted by playing the opponent's a., b. and b'.
 *       after each): P plays the protective move when what it forces, less the point it costs,
 *       beats the best fill (c.).  A shared point neither side can fill stays empty otherwise, as
 *       in seki; here one side gains by preparing it, and the other cannot gain by starting.
 *    d. pass.
 *    Step c is the players' "fill the dame, and answer what the dame expose"; a and b answer the
 *    shortages it exposes.
 *
 * 4e. The reader is rules/tactics.h: the attacker plays a liberty or saves its own short chain
 *    next to the target; the defender captures, races a chain with two or three liberties,
 *    extends, or passes; ko by the 1989 rules, no snap-back counted as a capture.  Dead stones
 *    fight like any other here.  Without the race moves, the reader called chains that win their
 *    race against dead stones lost, and finishing added protective moves the players never made;
 *    without the pass, a chain whose last liberties are its own eyes.
 *
 * 5. A budget.  All the reading of one play-out together may spend FINISH_BUDGET nodes of the
 *    reader; once they are spent it answers no more questions, and the play-out stops before its
 *    next move: what is left is counted as it stands, and the play-out says so (finish.cut).  A
 *    finished game reads far less: on the goban collection's games whose result is a count, the
 *    median play-out reads 130000 nodes and 95% of them under 570000; a position far from its end
 *    (many short chains, open areas) can read a hundred times more, seconds at a time, for moves
 *    that are not the end of a game anyway.  Nodes, not time, so that the count stays the same on
 *    every machine.
 *
 * 6. Measured, not proven.  The set: the professional records of the goban-original-games
 *    collection (/usr/share/goban, 596 records), which stop before their end (none ends with two
 *    passes), whose result is a count and which give their komi: 231 of the 283 with a counted
 *    result, of which one holds an illegal move and is refused as bad input, 230 counted.  Each by `tengen
 *    score --auto` under its own rules (Japanese, as none gives any) with the analysis's marking,
 *    and compared with its RE; `make finish-compare` (tests/finish-compare.sh) reproduces it and
 *    gives every game.  227 are played out here (a median of 15 moves) and 3 are counted as they
 *    stand (too many points between the colours, rules/count.c).  Of the 227 played out, the count
 *    gives the recorded winner in 219 (96%), the recorded margin exactly in 169 (74%), within one
 *    point in 207 (91%) and within five in 219 (96%); the median error is 0 points, the largest
 *    24.  The same boards counted as they stand give the winner in 200 (88%) and the margin in 73
 *    (32%), median error 1.  Split as for life-compare: the Hon series (its development set, on
 *    which the marking was developed), 121 games, winner 117, margin 93, within one 109; the M
 *    and T series, kept for the report, 106 games, winner 102, margin 76, within one 98.  The time
 *    of the whole `tengen score --auto` (the analysis, both play-outs and every column), on a
 *    machine shared by other work: a median of 180 ms of CPU, at most 440 ms.  An error here is the
 *    marking's or the play-out's: the report does not tell them apart (`make life-compare` counts
 *    the finished games again with GNU Go's dead stones).  Nothing was tuned on this set.
 */
#include "rules/finish.h"
#include "rules/tactics.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

struct work {
	struct board b;
	uint8_t status[BOARD_MAX_POINTS];   /* enum score_status of every stone of b */
	enum scoring_rule scoring;
	int captures[3];
	int ko;                             /* the point that may not be played now, or BOARD_NONE */
	/* the regions of 2. */
	int nregions;
	uint16_t region[BOARD_MAX_POINTS];
	uint8_t touch[BOARD_MAX_POINTS];    /* per region: REACH_BLACK | REACH_WHITE of living stones */
	bool seki[BOARD_MAX_POINTS];        /* per region: next to a chain in seki */
	int16_t size[BOARD_MAX_POINTS];     /* per region: its empty points */
};

/* 4c.: the largest neutral region whose every point is filled; in a larger one only the points
 * between the colours are */
#define SMALL_OPEN 4

static bool living(const struct work *w, int p)
{
	enum color c = (enum color)w->b.color[p];
	return (c == BLACK || c == WHITE) && w->status[p] != SCORE_DEAD;
}

static bool is_dead(const struct work *w, int p)
{
	enum color c = (enum color)w->b.color[p];
	return (c == BLACK || c == WHITE) && w->status[p] == SCORE_DEAD;
}

/* 2.: label the regions of empty points and dead stones, and what lives next to each. */
static void regions(struct work *w)
{
	const struct board *b = &w->b;
	int16_t stack[BOARD_MAX_POINTS];

	BOARD_FOREACH(b, p) w->region[p] = BOARD_NO_REGION;
	w->nregions = 0;
	BOARD_FOREACH(b, p) {
		if (w->region[p] != BOARD_NO_REGION || living(w, p))
			continue;
		int r = w->nregions++, n = 0;
		w->touch[r] = 0;
		w->seki[r] = false;
		w->size[r] = 0;
		w->region[p] = (uint16_t)r;
		stack[n++] = (int16_t)p;
		while (n > 0) {
			int q = stack[--n];
			w->size[r] += b->color[q] == EMPTY;
			BOARD_NEIGHBOURS(b, q, s) {
				if (b->color[s] == EDGE)
					continue;
				if (living(w, s)) {
					w->touch[r] |= (uint8_t)(1u << b->color[s]);
					w->seki[r] |= w->status[s] == SCORE_SEKI;
				} else if (w->region[s] == BOARD_NO_REGION) {
					w->region[s] = (uint16_t)r;
					stack[n++] = (int16_t)s;
				}
			}
		}
	}
}

/* Does the empty point p touch living stones of both colours? */
static bool between_colours(const struct work *w, int p)
{
	unsigned touch = 0;

	BOARD_NEIGHBOURS(&w->b, p, q) {
		if (living(w, q))
			touch |= 1u << w->b.color[q];
	}
	return touch == (REACH_BLACK | REACH_WHITE);
}

static enum color region_owner(const struct work *w, int r)
{
	if (w->touch[r] == REACH_BLACK)
		return BLACK;
	if (w->touch[r] == REACH_WHITE)
		return WHITE;
	return EMPTY;
}

/* 3.: the static value for c of the working position (the regions must be current). */
static int value(const struct work *w, enum color c)
{
	const struct board *b = &w->b;
	int v[3] = { 0, 0, 0 };

	BOARD_FOREACH(b, p) {
		if (living(w, p)) {
			if (w->scoring != SCORING_TERRITORY)
				v[b->color[p]]++;
			continue;
		}
		enum color owner = region_owner(w, w->region[p]);
		if (owner == EMPTY)
			continue;
		v[owner]++;
		if (w->scoring == SCORING_TERRITORY && is_dead(w, p) && b->color[p] != owner)
			v[owner]++;
	}
	if (w->scoring == SCORING_TERRITORY) {
		v[BLACK] += w->captures[BLACK];
		v[WHITE] += w->captures[WHITE];
	}
	return v[c] - v[color_other(c)];
}

/* Play c at p on w (legal, checked by the caller), keeping the marking and the ko.  The new stone
 * is alive, and so is every chain it joins to a living chain that is not in seki (a chain in seki
 * connected to a living group shares its eyes); joined to chains in seki alone it is in seki too. */
static void play(struct work *w, enum color c, int p)
{
	int ko = board_ko_point_after(&w->b, c, p);
	bool alive = false, seki = false;

	BOARD_NEIGHBOURS(&w->b, p, q)
		if (w->b.color[q] == c) {
			alive |= w->status[q] == SCORE_ALIVE;
			seki |= w->status[q] == SCORE_SEKI;
		}
	int taken = board_play(&w->b, c, p, NULL);
	uint16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(&w->b, p, stones);
	enum score_status st = seki && !alive ? SCORE_SEKI : SCORE_ALIVE;

	w->status[p] = (uint8_t)st;  /* an empty point's status meant nothing: a stone taken there, say */
	for (int i = 0; i < n; i++)
		if (w->status[stones[i]] != SCORE_DEAD)
			w->status[stones[i]] = (uint8_t)st;
	w->captures[c] += taken;
	w->ko = ko;
}

/* A move P may make: empty, not the ko just taken, not suicide. */
static bool playable(const struct work *w, enum color c, int p)
{
	if (w->b.color[p] != EMPTY || p == w->ko || board_is_suicide(&w->b, c, p))
		return false;
	/* never joined to its own dead stones: the marking says they are taken, and a stone that joins
	 * them is an attempt to save them, not a finishing move */
	BOARD_NEIGHBOURS(&w->b, p, q)
		if (w->b.color[q] == c && w->status[q] == SCORE_DEAD)
			return false;
	/* never inside the opponent's area: a stone there is an invasion, not a finishing move */
	return region_owner(w, w->region[p]) != color_other(c);
}

/* Does the chain through q on b touch a stone of the other colour that lives (by the marking, on
 * w's board)?  A chain that touches only dead stones and empty points is inside its own area: its
 * capture does not open the area. */
static bool touches_living(const struct work *w, const struct board *b, int q)
{
	uint16_t stones[BOARD_MAX_POINTS];
	enum color o = color_other((enum color)b->color[q]);
	int n = board_chain_stones(b, q, stones);

	for (int i = 0; i < n; i++)
		BOARD_NEIGHBOURS(b, stones[i], r) {
			if (b->color[r] == o && w->b.color[r] == o && w->status[r] != SCORE_DEAD)
				return true;
		}
	return false;
}

/* Is the chain through p (of c, in atari) one that 4a. protects? */
static bool needs_saving(const struct work *w, const struct board *b, int p)
{
	return board_libs(b, p) == 1 && (w->b.color[p] != b->color[p] || living(w, p)) &&
	       touches_living(w, b, p) && !tactics_snapback(b, p);
}

/* The chains of c on b that 4a. would protect. */
static int in_danger(const struct work *w, const struct board *b, enum color c)
{
	int n = 0;

	BOARD_FOREACH(b, p) {
		if (b->color[p] == c && b->head[p] == p && needs_saving(w, b, p))
			n++;
	}
	return n;
}

/*
 * 4a.: the move that saves a living chain of c in atari, or BOARD_NONE.  The tries: the captures of
 * the opponent chains in atari next to such a chain, and the extensions that leave it two
 * liberties or more; the one that leaves the fewest chains to save wins, then one on a point that
 * is nobody's (it costs nothing), then a capture of the most stones.
 */
static int protect(const struct work *w, enum color c)
{
	const struct board *b = &w->b;
	int best = BOARD_NONE, best_left = 0, best_cost = 0, best_taken = 0;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != c || b->head[p] != p || !living(w, p) || !needs_saving(w, b, p))
			continue;
		uint16_t stones[BOARD_MAX_POINTS];
		int tries[16], ntries = 0, n = board_chain_stones(b, p, stones);
		for (int i = 0; i < n; i++)
			BOARD_NEIGHBOURS(b, stones[i], q) {
				if (b->color[q] == color_other(c) && board_libs(b, q) == 1 && ntries < 15)
					tries[ntries++] = board_last_liberty(b, q);
			}
		tries[ntries++] = board_last_liberty(b, p);
		for (int i = 0; i < ntries; i++) {
			int t = tries[i];
			if (!playable(w, c, t))
				continue;
			struct board after = *b;
			int taken = board_play(&after, c, t, NULL);
			if (after.color[p] != c || board_libs(&after, p) < 2)
				continue;
			int left = in_danger(w, &after, c), cost = region_owner(w, w->region[t]) == c;
			if (best == BOARD_NONE || left < best_left || (left == best_left && cost < best_cost) ||
			    (left == best_left && cost == best_cost && taken > best_taken)) {
				best = t;
				best_left = left;
				best_cost = cost;
				best_taken = taken;
			}
		}
	}
	return best;
}

/* Would c at p capture a chain the marking says is alive? */
static bool takes_living(const struct work *w, enum color c, int p)
{
	BOARD_NEIGHBOURS(&w->b, p, q) {
		if (w->b.color[q] == color_other(c) && living(w, q) && board_libs(&w->b, q) == 1)
			return true;
	}
	return false;
}

/* 4e.: the small reader (rules/tactics.h), within what is left of the play-out's budget (5.). */
#define READ_LIBS 3
#define READ_DEPTH 7

static _Thread_local long reading_left;  /* tactical nodes the play-out may still read (5.) */

/* Can `first` capture the chain through t, moving first, within depth moves? */
static bool read_capture(const struct board *b, int t, enum color first, int depth)
{
	struct tactics tc;

	if (reading_left <= 0)
		return false;
	tactics_init(&tc);
	tc.depth = depth;
	tc.libs = READ_LIBS;
	if (tc.budget > reading_left)
		tc.budget = reading_left;
	bool yes = tactics_capturable(&tc, b, t, first);
	reading_left -= tc.nodes;
	return yes;
}

/* Can the other colour, moving first, capture the chain through t?  A chain with more than READ_LIBS
 * liberties, or standing after depth moves, is safe.  Dead stones fight like any other here. */
static bool attacks(const struct board *b, int t, int depth)
{
	return read_capture(b, t, color_other((enum color)b->color[t]), depth);
}

/*
 * Dead stones that would come back.  A dead chain of the opponent next to a chain of c that is short
 * of liberties is dead only while c can still capture it: one move of the opponent (filling the
 * last outside liberty of c's chain, or answering inside) can leave c unable to approach, a seki
 * where the marking has dead stones.  Players protect in advance (teire): the finishing does too.
 * takeable() asks the reader whether c, moving first, captures the chain through d; a chain with
 * more than READ_LIBS liberties is not a question of shortage and counts as takeable.
 */
static bool takeable(const struct board *b, int d, enum color c)
{
	if (b->color[d] != color_other(c) || board_libs(b, d) > READ_LIBS)
		return true;
	return read_capture(b, d, c, READ_DEPTH);
}

#define MAX_NEAR_DEAD 8

/* Add to dead[0..*n) a stone of each dead chain of the opponent of c on b through a neighbour of p
 * (dead by the marking on w; a stone played since joins its chain). */
static void dead_beside(const struct work *w, const struct board *b, enum color c, int p, int *dead, int *n)
{
	enum color o = color_other(c);

	BOARD_NEIGHBOURS(b, p, q) {
		if (b->color[q] != o)
			continue;
		uint16_t stones[BOARD_MAX_POINTS];
		int ns = board_chain_stones(b, q, stones), d = BOARD_NONE;
		for (int i = 0; i < ns && d == BOARD_NONE; i++)
			if (w->b.color[stones[i]] == o && w->status[stones[i]] == SCORE_DEAD)
				d = stones[i];
		if (d == BOARD_NONE)
			continue;
		int k;
		for (k = 0; k < *n && b->head[dead[k]] != b->head[d]; k++)
			;
		if (k == *n && *n < MAX_NEAR_DEAD)
			dead[(*n)++] = d;
	}
}

/*
 * The dead chains that the move at m, which made `before` into `after`, brings back: those that c,
 * moving first, could capture before and cannot after (a stone of each in out[], at most
 * MAX_NEAR_DEAD; their number returned).  The chains asked about are the dead ones next to m, next
 * to the chains of c through or beside m, and next to the chains of c that share a liberty with m.
 */
static int revived(const struct work *w, const struct board *before, const struct board *after, enum color c,
		   int m, int *out)
{
	int dead[MAX_NEAR_DEAD], n = 0, near[17], nnear = 0, nout = 0;
	uint16_t stones[BOARD_MAX_POINTS];

	dead_beside(w, after, c, m, dead, &n);
	if (after->color[m] == c)
		near[nnear++] = m;
	BOARD_NEIGHBOURS(after, m, q) {
		if (after->color[q] == c)
			near[nnear++] = q;
		else if (after->color[q] == EMPTY)
			BOARD_NEIGHBOURS(after, q, r)
				if (after->color[r] == c)
					near[nnear++] = r; /* 1 + 4 * 4 at most: near[] holds them */
	}
	for (int i = 0; i < nnear; i++) {
		if (board_libs(after, near[i]) > READ_LIBS)
			continue;
		int ns = board_chain_stones(after, near[i], stones);
		for (int j = 0; j < ns; j++)
			dead_beside(w, after, c, stones[j], dead, &n);
	}
	/* a question of shortage on both boards: the chain short of liberties before (a longer one
	 * counts as takeable without reading), and in atari or with two liberties after (with three,
	 * the reader's "cannot" is too often only "not found") */
	for (int i = 0; i < n; i++)
		if (before->color[dead[i]] == color_other(c) && board_libs(before, dead[i]) <= READ_LIBS &&
		    board_libs(after, dead[i]) <= 2 && !takeable(after, dead[i], c) && takeable(before, dead[i], c))
			out[nout++] = dead[i];
	return nout;
}

static bool revives(const struct work *w, const struct board *before, const struct board *after, enum color c,
		    int m)
{
	int dead[MAX_NEAR_DEAD];

	return revived(w, before, after, c, m, dead) > 0;
}

/* Add p to tries[0..*n) unless it is there or max are. */
static void add_try(int *tries, int *n, int max, int p)
{
	for (int i = 0; i < *n; i++)
		if (tries[i] == p)
			return;
	if (*n < max)
		tries[(*n)++] = p;
}

#define MAX_DANGER 8

/*
 * 4b., a race: no single move saves the chains of c in danger[0..n), and a dead chain of the
 * opponent is next to one of them: as it stands, the opponent moving first would win the race (the
 * reader does not race a chain of four liberties or more, so "no single move" is often a race of
 * several).  The marking says it is dead, so c must shorten it before the count, one liberty a
 * turn, as players do: a liberty of the dead chain that is not one of the endangered chain's
 * (filling a shared one would shorten both), then one on a point that is nobody's, never a stone
 * left in atari.  BOARD_NONE when no dead chain is next to them.
 */
static int approach(const struct work *w, enum color c, const int *danger, int n)
{
	const struct board *b = &w->b;
	uint16_t stones[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];
	int dead[MAX_NEAR_DEAD], ndead = 0, best = BOARD_NONE, best_rank = INT_MAX;

	for (int k = 0; k < n; k++) {
		int ns = board_chain_stones(b, danger[k], stones);
		for (int i = 0; i < ns; i++)
			dead_beside(w, b, c, stones[i], dead, &ndead);
	}
	for (int d = 0; d < ndead; d++) {
		int nl = board_chain_liberties(b, dead[d], libs);
		for (int j = 0; j < nl; j++) {
			int t = libs[j];
			if (!playable(w, c, t))
				continue;
			struct board after = *b;
			if (board_play(&after, c, t, NULL) == 0 && board_libs(&after, t) < 2)
				continue;
			bool shared = false; /* a liberty of a chain in danger too */
			BOARD_NEIGHBOURS(b, t, r)
				for (int k = 0; k < n; k++)
					shared |= b->color[r] == c && b->head[r] == b->head[danger[k]];
			int rank = 2 * shared + (region_owner(w, w->region[t]) == c);
			if (rank < best_rank) {
				best = t;
				best_rank = rank;
			}
		}
	}
	return best;
}

static int forestall(const struct work *w, enum color c);

/* 4b.: the move of c that leaves fewest of its living chains that the opponent could capture,
 * moving first, capturable (4b. says how it chooses); BOARD_NONE when no chain of c is in danger or
 * no try mends any. */
static int secure(const struct work *w, enum color c)
{
	const struct board *b = &w->b;
	int danger[MAX_DANGER], ndanger = 0, tries[4 * MAX_DANGER * 8], ntries = 0;
	uint16_t stones[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];

	BOARD_FOREACH(b, p) {
		if (b->color[p] != c || b->head[p] != p || !living(w, p) || board_libs(b, p) > READ_LIBS)
			continue;
		if (ndanger == MAX_DANGER || !touches_living(w, b, p) || !attacks(b, p, READ_DEPTH))
			continue;
		danger[ndanger++] = p;
		/* tries: the chain's liberties and the points next to them, and the liberties of the
		 * opponent chains next to it */
		int nl = board_chain_liberties(b, p, libs);
		for (int i = 0; i < nl; i++) {
			add_try(tries, &ntries, (int)(sizeof tries / sizeof *tries), libs[i]);
			BOARD_NEIGHBOURS(b, libs[i], q)
				if (b->color[q] == EMPTY)
					add_try(tries, &ntries, (int)(sizeof tries / sizeof *tries), q);
		}
		int n = board_chain_stones(b, p, stones);
		for (int i = 0; i < n; i++)
			BOARD_NEIGHBOURS(b, stones[i], q) {
				if (b->color[q] != color_other(c) || board_libs(b, q) > READ_LIBS)
					continue;
				int nq = board_chain_liberties(b, q, libs);
				for (int j = 0; j < nq; j++)
					add_try(tries, &ntries, (int)(sizeof tries / sizeof *tries), libs[j]);
			}
	}
	/* and the points between the colours: a connection there may mend the shortage for nothing */
	if (ndanger > 0)
		BOARD_FOREACH(b, q)
			if (b->color[q] == EMPTY && between_colours(w, q))
				add_try(tries, &ntries, (int)(sizeof tries / sizeof *tries), q);
	/* the try that leaves the fewest of them capturable, then no real threat (4b'.) either, then
	 * one on a point that is nobody's: first the number left and the cost of every try, then the
	 * real threats, read only for the tries that leave fewest, cheapest first, until one leaves
	 * none */
	int left[sizeof tries / sizeof *tries], cost[sizeof tries / sizeof *tries], fewest = ndanger;
	for (int i = 0; i < ntries; i++) {
		int t = tries[i];
		left[i] = ndanger;
		if (!playable(w, c, t))
			continue;
		struct board after = *b;
		board_play(&after, c, t, NULL);
		if (board_libs(&after, t) < 2)
			continue;
		left[i] = 0;
		cost[i] = region_owner(w, w->region[t]) == c;
		for (int k = 0; k < ndanger; k++)
			left[i] += after.color[danger[k]] != c || attacks(&after, danger[k], READ_DEPTH);
		if (left[i] < fewest)
			fewest = left[i];
	}
	if (fewest == ndanger)
		return approach(w, c, danger, ndanger); /* no try mends anything at once */
	static _Thread_local struct work scratch;
	int first = BOARD_NONE;
	for (int want = 0; want <= 1; want++)
		for (int i = 0; i < ntries; i++) {
			if (left[i] != fewest || cost[i] != want)
				continue;
			if (first == BOARD_NONE)
				first = tries[i];
			struct work *x = &scratch;
			*x = *w;
			play(x, c, tries[i]);
			regions(x);
			if (forestall(x, c) == BOARD_NONE)
				return tries[i];
		}
	return first;
}

/*
 * 4b'. Threats that one answer cannot meet.  After the opponent's move m, the chains of c that
 * could be hurt are the living chains of c with at most READ_LIBS liberties next to m, next to an
 * opponent chain next to m, or sharing a liberty with m (watch()).  m is a real threat when every answer of c leaves one of
 * them capturable by the small reader, the opponent moving: a double threat, or a shortage that no
 * single move mends.  Then c must have protected in advance (teire).
 */
#define MAX_WATCH 16
#define MAX_ANSWERS 32

/* The heads of the chains of c that m threatens on b (m played by the opponent). */
static int watch(const struct work *w, const struct board *b, enum color c, int m, int *heads)
{
	int n = 0;
	int near[9], nnear = 0;

	near[nnear++] = m;
	BOARD_NEIGHBOURS(b, m, q) {
		if (b->color[q] == color_other(c))
			near[nnear++] = q;
	}
	int first_empty = nnear;
	BOARD_NEIGHBOURS(b, m, q) {
		if (b->color[q] == EMPTY)
			near[nnear++] = q; /* the chains that share a liberty with m */
	}
	for (int i = 0; i < nnear; i++) {
		uint16_t stones[BOARD_MAX_POINTS];
		int ns = 1;
		stones[0] = (uint16_t)near[i];
		if (i > 0 && i < first_empty)
			ns = board_chain_stones(b, near[i], stones);
		for (int j = 0; j < ns; j++)
			BOARD_NEIGHBOURS(b, stones[j], q) {
				if (b->color[q] != c || board_libs(b, q) > READ_LIBS)
					continue;
				if (w->b.color[q] == c && w->status[q] == SCORE_DEAD)
					continue;
				if (!touches_living(w, b, q))
					continue;
				int h = b->head[q], k;
				for (k = 0; k < n && heads[k] != h; k++)
					;
				if (k == n && n < MAX_WATCH)
					heads[n++] = h;
			}
	}
	return n;
}

static void add_answer(int *tries, int *n, int p)
{
	add_try(tries, n, MAX_ANSWERS, p);
}

/* The answers of c to consider on b against the chains heads[0..n). */
static int answers(const struct board *b, enum color c, int m, const int *heads, int n, int *tries)
{
	int nt = 0;
	uint16_t stones[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];

	for (int i = 0; i < n; i++) {
		if (b->color[heads[i]] != c)
			continue;
		int ns = board_chain_stones(b, heads[i], stones);
		for (int j = 0; j < ns; j++)
			BOARD_NEIGHBOURS(b, stones[j], q) {
				if (b->color[q] != color_other(c) || board_libs(b, q) > 2)
					continue;
				int nl = board_chain_liberties(b, q, libs);
				for (int k = 0; k < nl; k++)
					add_answer(tries, &nt, libs[k]);
			}
		int nl = board_chain_liberties(b, heads[i], libs);
		for (int k = 0; k < nl; k++)
			add_answer(tries, &nt, libs[k]);
	}
	if (b->color[m] == color_other(c)) {
		int nl = board_chain_liberties(b, m, libs);
		for (int k = 0; k < nl; k++)
			add_answer(tries, &nt, libs[k]);
	}
	return nt;
}

/* Is every chain of heads[0..n) of c (as they stood before) safe on b, the opponent to move? */
static bool all_safe(const struct board *b, enum color c, const int *heads, int n)
{
	for (int i = 0; i < n; i++) {
		if (b->color[heads[i]] != c)
			return false; /* captured */
		if (attacks(b, heads[i], READ_DEPTH))
			return false;
	}
	return true;
}

/* Does the answer of c just played on b meet the threat: every chain of heads[0..n) safe, and every
 * dead chain of dead[0..nd) one c can still capture? */
static bool meets_threat(const struct board *b, enum color c, const int *heads, int n, const int *dead, int nd)
{
	if (!all_safe(b, c, heads, n))
		return false;
	for (int k = 0; k < nd; k++)
		if (!takeable(b, dead[k], c))
			return false;
	return true;
}

/*
 * Is the opponent's move m a threat that no answer of c meets?  Two kinds: a chain of c left
 * capturable (heads, watch()), and a dead chain of the opponent that c can no longer capture
 * (revived()): an answer must leave every such chain of c safe and let c, moving first, capture
 * every such dead chain.  With dead_only, only a move that brings dead stones back counts.
 */
static bool real_threat(const struct work *w, enum color c, int m, bool dead_only)
{
	const struct board *b = &w->b;
	enum color o = color_other(c);
	int heads[MAX_WATCH], tries[MAX_ANSWERS], dead[MAX_NEAR_DEAD];
	uint16_t libs[BOARD_MAX_POINTS];

	if (b->color[m] != EMPTY || m == w->ko || board_is_suicide(b, o, m))
		return false;
	struct board after = *b;
	board_play(&after, o, m, NULL);
	int nd = revived(w, b, &after, c, m, dead);
	if (dead_only && nd == 0)
		return false;
	int n = watch(w, &after, c, m, heads);
	if (nd == 0 && (n == 0 || all_safe(&after, c, heads, n)))
		return false;
	int nt = answers(&after, c, m, heads, n, tries);
	for (int i = 0; i < nd; i++) {
		int nl = board_chain_liberties(&after, dead[i], libs);
		for (int k = 0; k < nl; k++)
			add_answer(tries, &nt, libs[k]);
	}
	for (int i = 0; i < nt; i++) {
		if (after.color[tries[i]] != EMPTY || board_is_suicide(&after, c, tries[i]))
			continue;
		struct board_undo u;
		board_try(&after, c, tries[i], &u);
		bool meets = meets_threat(&after, c, heads, n, dead, nd);
		board_undo(&after, &u);
		if (meets)
			return false;
	}
	return true;
}

/* Is there a move of the opponent on a liberty of the chain of c through p (with READ_LIBS
 * liberties or fewer) that brings dead stones back whatever c answers? */
static bool revival_threat(const struct work *w, enum color c, int p)
{
	uint16_t libs[BOARD_MAX_POINTS];

	if (w->b.color[p] != c || board_libs(&w->b, p) > READ_LIBS)
		return false;
	int nl = board_chain_liberties(&w->b, p, libs);
	for (int i = 0; i < nl; i++)
		if (real_threat(w, c, libs[i], true))
			return true;
	return false;
}

/* 4b'.: the move of c that leaves the fewest real threats of the opponent (then one on a point that
 * is nobody's rather than in c's own area, then the first in board order), or BOARD_NONE when
 * there is no real threat or no move lessens them. */
static int forestall(const struct work *w, enum color c)
{
	const struct board *b = &w->b;
	uint16_t libs[BOARD_MAX_POINTS];
	int threats[MAX_ANSWERS], nthreats = 0, tries[4 * MAX_ANSWERS], ntries = 0;
	static _Thread_local struct work scratch;

	BOARD_FOREACH(b, p) {
		/* the liberties of the living chains of c short of liberties, and of the dead chains of
		 * the opponent short of liberties (a move there may bring them back) */
		if (b->color[p] == EMPTY || b->head[p] != p || board_libs(b, p) > READ_LIBS)
			continue;
		if (b->color[p] == c ? !living(w, p) : !is_dead(w, p))
			continue;
		int nl = board_chain_liberties(b, p, libs);
		for (int i = 0; i < nl && nthreats < MAX_ANSWERS; i++) {
			int m = libs[i], k;
			for (k = 0; k < nthreats && threats[k] != m; k++)
				;
			if (k < nthreats || region_owner(w, w->region[m]) == color_other(c) || !real_threat(w, c, m, false))
				continue;
			threats[nthreats++] = m;
			int heads[MAX_WATCH], ans[MAX_ANSWERS];
			struct board after = *b;
			board_play(&after, color_other(c), m, NULL);
			int n = watch(w, &after, c, m, heads);
			int na = answers(&after, c, m, heads, n, ans);
			add_try(tries, &ntries, 4 * MAX_ANSWERS, m);
			BOARD_NEIGHBOURS(b, m, q)
				if (b->color[q] == EMPTY)
					add_try(tries, &ntries, 4 * MAX_ANSWERS, q); /* a point that covers two threats */
			for (int a = 0; a < na; a++)
				add_try(tries, &ntries, 4 * MAX_ANSWERS, ans[a]);
		}
	}
	if (nthreats > 0)
		BOARD_FOREACH(b, q)
			if (b->color[q] == EMPTY && between_colours(w, q))
				add_try(tries, &ntries, 4 * MAX_ANSWERS, q);
	int best = BOARD_NONE, best_left = nthreats, best_cost = 2;
	for (int k = 0; k < ntries; k++) {
		int t = tries[k];
		if (!playable(w, c, t))
			continue;
		struct work *s = &scratch;
		*s = *w;
		play(s, c, t);
		if (board_libs(&s->b, t) < 2 && s->captures[c] == w->captures[c])
			continue;
		regions(s);
		int left = revives(w, b, &s->b, c, t), cost = region_owner(w, w->region[t]) == c ? 1 : 0;
		for (int i = 0; i < nthreats; i++)
			left += s->b.color[threats[i]] == EMPTY && real_threat(s, c, threats[i], false);
		if (left < best_left || (left == best_left && best != BOARD_NONE && cost < best_cost)) {
			best = t;
			best_left = left;
			best_cost = cost;
		}
	}
	return best;
}

/* Does the move of c at p put a living chain of the other colour in atari (on the board after)? */
static bool puts_in_atari(const struct board *after, const struct work *w, enum color c, int p)
{
	BOARD_NEIGHBOURS(after, p, q) {
		if (after->color[q] == color_other(c) && w->status[q] != SCORE_DEAD && board_libs(after, q) == 1)
			return true;
	}
	return false;
}

/* Must c make a protective move (4a. or 4b.) on w, inside its own area where it costs a point? */
static bool needs_protection(const struct work *w, enum color c)
{
	int p = protect(w, c);

	if (p == BOARD_NONE)
		p = secure(w, c);
	return p != BOARD_NONE && region_owner(w, w->region[p]) == c;
}

/*
 * After c's move at p on t: a point q between the colours next to the chains beside p that c could
 * fill next, forcing the opponent into a protective move inside its own area, and that the
 * opponent cannot take first (its stone there would be a self-atari or capturable).  The protective
 * move is then the opponent's whatever it does: p is worth it (a cut that exposes a shortage).
 */
static bool forces_next(const struct work *t, enum color c, int p)
{
	static _Thread_local struct work scratch;
	const struct board *b = &t->b;
	enum color o = color_other(c);
	int seen[64], nseen = 0;

	BOARD_NEIGHBOURS(b, p, r) {
		if (b->color[r] != o || board_libs(b, r) > READ_LIBS)
			continue;
		uint16_t libs[BOARD_MAX_POINTS];
		int nl = board_chain_liberties(b, r, libs);
		for (int i = 0; i < nl; i++) {
			int q = libs[i], k;
			for (k = 0; k < nseen && seen[k] != q; k++)
				;
			if (k < nseen || nseen == 64)
				continue;
			seen[nseen++] = q;
			if (!between_colours(t, q) || region_owner(t, t->region[q]) != EMPTY || !playable(t, c, q))
				continue;
			/* the opponent cannot take q first */
			if (!board_is_suicide(b, o, q)) {
				struct board ob = *b;
				board_play(&ob, o, q, NULL);
				if (board_libs(&ob, q) >= 2 && !attacks(&ob, q, READ_DEPTH))
					continue;
			}
			struct work *x = &scratch;
			*x = *t;
			play(x, c, q);
			if (board_libs(&x->b, q) < 2 || attacks(&x->b, q, READ_DEPTH))
				continue;
			regions(x);
			int pm = protect(x, o);
			if (pm != BOARD_NONE && region_owner(x, x->region[pm]) == o)
				return true; /* an atari: the surest of the threats */
		}
	}
	return false;
}

/* What c gains by playing p on w: the change of the count (3.), and one point more under territory
 * counting when the move forces the opponent into a protective move inside its own area that it
 * did not need before, at once or through forces_next (opp_needs: whether it did).  INT_MIN when
 * 4c. does not let c play p. */
static int fill_gain(const struct work *w, enum color c, int p, int before, bool opp_needs,
		     bool *forcing)
{
	static _Thread_local struct work scratch;
	struct work *t = &scratch;
	enum color o = color_other(c);

	*forcing = false;
	if (!playable(w, c, p))
		return INT_MIN;
	if (!between_colours(w, p) && w->size[w->region[p]] > SMALL_OPEN)
		return INT_MIN; /* inside an open area: not the end of a game, left as it is */
	if (takes_living(w, c, p))
		return INT_MIN; /* the marking says those stones live: their owner would have saved them */
	*t = *w;
	play(t, c, p);
	if (board_libs(&t->b, p) < 2 && t->captures[c] == w->captures[c])
		return INT_MIN; /* a self-atari */
	if (attacks(&t->b, p, READ_DEPTH))
		return INT_MIN; /* a stone the opponent could capture */
	if (revives(w, &w->b, &t->b, c, p) || revival_threat(t, c, p))
		return INT_MIN; /* a shortage that lets dead stones of the opponent come back */
	regions(t);
	if (puts_in_atari(&t->b, w, c, p) && protect(t, o) == BOARD_NONE)
		return INT_MIN; /* an atari its living chain could not escape: the marking says it lives */
	int gain = value(t, c) - before;
	if (w->scoring == SCORING_TERRITORY && !opp_needs &&
	    (needs_protection(t, o) || forces_next(t, c, p))) {
		*forcing = true;
		gain++;
	}
	return gain;
}

/* Play on t the protective moves (4a., 4b., 4b'.) c would make one after the other, the opponent
 * not moving, up to MAX_TEIRE; returns how many were inside c's own area (each a point). */
#define MAX_TEIRE 4

static int teire_cost(struct work *t, enum color c)
{
	int cost = 0;

	for (int n = 0; n < MAX_TEIRE; n++) {
		int p = protect(t, c);
		if (p == BOARD_NONE)
			p = secure(t, c);
		if (p == BOARD_NONE)
			p = forestall(t, c);
		if (p == BOARD_NONE)
			break;
		cost += region_owner(t, t->region[p]) == c;
		play(t, c, p);
		regions(t);
	}
	return cost;
}

/*
 * 4c'.: a shared point neither side can fill (each fill a self-atari of a chain), when a protective
 * move of c on the last liberty the fill would leave lets c fill it after all, and the fill then
 * forces two protective moves or more on the opponent inside its own area: the protective move, by
 * which c gains what it forces less the point it costs (*gain).  BOARD_NONE if none.
 */
static int prepare(const struct work *w, enum color c, int *gain)
{
	static _Thread_local struct work scratch;
	enum color o = color_other(c);
	int best = BOARD_NONE;

	*gain = 0;
	if (w->scoring != SCORING_TERRITORY)
		return BOARD_NONE;
	struct work *x = &scratch;
	int before = -1; /* the opponent's protective moves now: read once, when first needed */
	BOARD_FOREACH(&w->b, p) {
		if (w->b.color[p] != EMPTY || !between_colours(w, p) || w->seki[w->region[p]] ||
		    !playable(w, c, p))
			continue;
		struct board after = w->b;
		if (board_play(&after, c, p, NULL) > 0 || board_libs(&after, p) != 1)
			continue; /* not a self-atari: 4c. judges it */
		int t = board_last_liberty(&after, p);
		if (!playable(w, c, t) || region_owner(w, w->region[t]) == o)
			continue;
		if (before < 0) {
			*x = *w;
			before = teire_cost(x, o);
		}
		*x = *w;
		play(x, c, t);
		if (board_libs(&x->b, t) < 2)
			continue;
		regions(x);
		int forced = teire_cost(x, o); /* the protective move may threaten at once */
		if (x->b.color[p] != EMPTY || board_is_suicide(&x->b, c, p))
			continue;
		play(x, c, p);
		if (board_libs(&x->b, p) < 2 || attacks(&x->b, p, READ_DEPTH))
			continue;
		regions(x);
		forced += teire_cost(x, o) - before;
		if (forced - 1 > *gain) {
			*gain = forced - 1;
			best = t;
		}
	}
	return best;
}

/* Among points of equal worth, the urgent ones first: an atari on an opponent chain (the answer
 * may cost it a point later), a liberty of a chain of c with two liberties or fewer (the
 * opponent's fill there would be an atari).  Board order otherwise. */
static int tie_break(const struct work *w, enum color c, int p)
{
	int tie = 0;

	BOARD_NEIGHBOURS(&w->b, p, q) {
		if (w->b.color[q] == color_other(c) && living(w, q) && board_libs(&w->b, q) == 2)
			tie |= 2;
		if (w->b.color[q] == c && living(w, q) && board_libs(&w->b, q) <= 2)
			tie |= 1;
	}
	return tie;
}

/*
 * 4c.: the best filling move of c, or BOARD_NONE; its kind in *kind.  A point is worth what c gains
 * there plus what the opponent would gain there (a boundary point that makes territory, or a dame
 * that forces a protective move, is worth as much to either side: the one who moves takes it).
 */
static int fill(struct work *w, enum color c, enum finish_kind *kind)
{
	enum color o = color_other(c);
	int best = BOARD_NONE, best_score = 0, best_tie = 0, before = value(w, c), before_o = value(w, o);
	enum finish_kind best_kind = FINISH_DAME;
	bool c_needs = false, o_needs = false;

	if (w->scoring == SCORING_TERRITORY) {
		c_needs = needs_protection(w, c);
		o_needs = needs_protection(w, o);
	}
	BOARD_FOREACH(&w->b, p) {
		if (w->b.color[p] != EMPTY)
			continue;
		int r = w->region[p];
		if (region_owner(w, r) != EMPTY || w->seki[r] || w->touch[r] == 0)
			continue;
		bool forcing, forcing_o;
		int gain = fill_gain(w, c, p, before, o_needs, &forcing);
		if (gain == INT_MIN)
			continue;
		int gain_o = fill_gain(w, o, p, before_o, c_needs, &forcing_o);
		int score = gain + (gain_o > 0 ? gain_o : 0), tie = tie_break(w, c, p);
		if (best == BOARD_NONE || score > best_score || (score == best_score && tie > best_tie)) {
			best = p;
			best_score = score;
			best_tie = tie;
			best_kind = gain > (forcing ? 1 : 0) || gain_o > (forcing_o ? 1 : 0) ? FINISH_BOUNDARY
				    : forcing ? FINISH_FORCING : FINISH_DAME;
		}
	}
	int gain, t = prepare(w, c, &gain);
	if (t != BOARD_NONE && (best == BOARD_NONE || gain > best_score)) {
		best = t;
		best_score = gain;
		best_kind = FINISH_PROTECT;
	}
	if (best != BOARD_NONE && best_score < 0)
		return BOARD_NONE;
	*kind = best_kind;
	return best;
}

void finish_game(const struct board *b, const struct score_marking *m, enum color to_move,
		 const struct ruleset *rules, long budget, struct finish *out)
{
	static _Thread_local struct work w;
	enum color c = to_move == WHITE ? WHITE : BLACK;
	int passes = 0;

	finish_none(b, m, out);
	if (rules->dead != DEAD_AGREEMENT)
		return;

	reading_left = budget;
	w.b = *b;
	w.scoring = rules->scoring;
	w.ko = BOARD_NONE;
	w.captures[BLACK] = w.captures[WHITE] = 0;
	BOARD_FOREACH(b, p) w.status[p] = (uint8_t)score_marking_get(&out->marking, p);

	while (passes < 2 && out->n < FINISH_MAX_MOVES) {
		if (reading_left <= 0) {
			out->cut = true;   /* 5.: the rest is counted as it stands */
			break;
		}
		enum finish_kind kind = FINISH_PROTECT;
		regions(&w);
		int p = protect(&w, c);
		if (p == BOARD_NONE) {
			kind = FINISH_PROTECT;
			p = secure(&w, c);
		}
		if (p == BOARD_NONE) {
			kind = FINISH_PROTECT;
			p = forestall(&w, c);
		}
		if (p == BOARD_NONE)
			p = fill(&w, c, &kind);
		if (p == BOARD_NONE) {
			passes++;
			w.ko = BOARD_NONE;
		} else {
			passes = 0;
			play(&w, c, p);
			out->moves[out->n++] = (struct finish_move){ (int16_t)p, (uint8_t)c, (uint8_t)kind };
			out->plays[c]++;
			out->kinds[kind]++;
		}
		c = color_other(c);
	}
	out->nodes = budget - reading_left;
	out->board = w.b;
	out->captures[BLACK] = w.captures[BLACK];
	out->captures[WHITE] = w.captures[WHITE];
	score_marking_init(&out->marking);
	BOARD_FOREACH(&w.b, p) {
		if (w.b.color[p] == BLACK || w.b.color[p] == WHITE)
			out->marking.status[p] = w.status[p];
	}
}

void finish_none(const struct board *b, const struct score_marking *m, struct finish *out)
{
	memset(out, 0, sizeof *out);
	out->board = *b;
	if (m)
		out->marking = *m;
	else
		score_marking_init(&out->marking);
}

void finish_input(const struct finish *f, const struct score_input *before, struct score_input *in)
{
	*in = *before;
	in->board = &f->board;
	in->marking = &f->marking;
	for (enum color c = BLACK; c <= WHITE; c++) {
		in->captures[c] += f->captures[c];
		in->plays[c] += f->plays[c];
	}
	if (f->n > 0) {
		in->last_point = f->moves[f->n - 1].point;
		in->last_color = (enum color)f->moves[f->n - 1].color;
	}
}

const char *finish_kind_str(enum finish_kind k)
{
	static const char *const names[FINISH_KINDS] = {
		[FINISH_DAME] = "dame", [FINISH_BOUNDARY] = "boundary", [FINISH_FORCING] = "forcing",
		[FINISH_PROTECT] = "protective move",
	};
	return (unsigned)k < FINISH_KINDS ? names[k] : "?";
}

const char *finish_moves_str(const struct finish *f, char *buf, size_t len)
{
	static const char cut[] = "; stopped there, the reading budget spent: the rest as it stands";
	size_t used = 0, room = f->cut && len > sizeof cut ? len - sizeof cut + 1 : len;

	if (len == 0)
		return buf;
	buf[0] = '\0';
	if (f->n == 0)
		used = (size_t)snprintf(buf, room, "nothing %s", f->cut ? "played" : "to play");
	for (int i = 0; i < f->n; i++) {
		char v[8], item[48];
		const struct finish_move *mv = &f->moves[i];
		int k = snprintf(item, sizeof item, "%s%s %s (%s)", i ? ", " : "", mv->color == BLACK ? "B" : "W",
				 board_vertex_str(&f->board, mv->point, v), finish_kind_str(mv->kind));
		if (used + (size_t)k + 4 >= room) {
			used += (size_t)snprintf(buf + used, room - used, "%s", room - used > 4 ? ", ..." : "");
			break;
		}
		memcpy(buf + used, item, (size_t)k + 1);
		used += (size_t)k;
	}
	if (f->cut && used < len)
		snprintf(buf + used, len - used, "%s", cut);
	return buf;
}
