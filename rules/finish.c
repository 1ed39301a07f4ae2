/*
 * finish.c: playing a finished game out before it is counted (see finish.h).
 *
 * The policy, exactly:
 *
 * 1. The working board is a copy of the position; every stone carries its marking (dead, seki or
 *    alive), a stone played while finishing is alive.  "Living" below means not marked dead.
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
 *    invasion, not a finishing move).  The player P chooses, in this order:
 *    a. protect: a living chain of P in atari.  P captures an opponent chain next to it that is in
 *       atari (the largest), else extends at its liberty when that leaves two liberties or more.
 *    b. secure: a living chain of P with at most three liberties that the small reader (4e.) says
 *       the opponent could capture, moving first: P plays the first of its tries (the chain's
 *       liberties, then those of the opponent chains next to it) after which the reader says it
 *       cannot, and that leaves the new stone two liberties.  The protective move (teire).
 *    c. fill: the empty points of neutral regions that touch living stones of both colours, or all
 *       the points of a neutral region of at most SMALL_OPEN empty points (a larger open area is
 *       not the end of a game: it stays as it is).  A candidate may not be suicide, may not retake
 *       a ko at once, may not leave the new stone's chain with one liberty unless it captured, may
 *       not be a stone the reader says the opponent can capture, may not capture stones the
 *       marking says live, and may not put them in an atari they cannot escape by a.  (The
 *       marking is the players': finishing never overrules it.)  Each is scored by the change of
 *       value (3.); under territory scoring one point more when it puts a living chain of the
 *       opponent in atari (the opponent must then protect inside its own area), and one when it is a
 *       liberty of P's own two-liberty chain that the opponent could take without self-atari (P
 *       protects itself by filling it).  The best score is played, the first in board order among
 *       equals; a negative best is not played.
 *    d. pass.
 *    Step c is the players' "fill the dame, and answer what the dame expose"; a and b answer the
 *    shortages it exposes.
 *
 * 4e. The reader: the attacker plays a liberty of the chain (a self-atari only when it puts the
 *    chain in atari); the defender captures an attacking chain in atari next to it, takes a
 *    liberty of one with two (a race), or extends on a liberty; a chain with more than three
 *    liberties, or standing after seven moves, is safe.  Dead stones fight like any other here.
 *    No ko is read.  Without the race moves, the reader called chains that win their race against
 *    dead stones lost, and finishing added protective moves the players never made.
 */
#include "rules/finish.h"

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

/* Play c at p on w (legal, checked by the caller), keeping the marking and the ko. */
static void play(struct work *w, enum color c, int p)
{
	int ko = board_ko_point_after(&w->b, c, p);
	int taken = board_play(&w->b, c, p, NULL);

	w->status[p] = SCORE_ALIVE;
	w->captures[c] += taken;
	w->ko = ko;
}

/* A move P may make: empty, not the ko just taken, not suicide. */
static bool playable(const struct work *w, enum color c, int p)
{
	if (w->b.color[p] != EMPTY || p == w->ko || board_is_suicide(&w->b, c, p))
		return false;
	/* never inside the opponent's area: a stone there is an invasion, not a finishing move */
	return region_owner(w, w->region[p]) != color_other(c);
}

/* 4a.: the opponent chain next to p's chain, in atari, with the most stones; BOARD_NONE if none. */
static int capture_next_to(const struct work *w, int chain, enum color c)
{
	const struct board *b = &w->b;
	uint16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(b, chain, stones), best = BOARD_NONE, most = 0;

	for (int i = 0; i < n; i++)
		BOARD_NEIGHBOURS(b, stones[i], q) {
			if (b->color[q] != color_other(c) || board_libs(b, q) != 1)
				continue;
			int lib = board_last_liberty(b, q);
			if (board_chain_size(b, q) > most && playable(w, c, lib)) {
				most = board_chain_size(b, q);
				best = lib;
			}
		}
	return best;
}

/* 4a.: the move that saves a living chain of c in atari, or BOARD_NONE. */
static int protect(const struct work *w, enum color c)
{
	const struct board *b = &w->b;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != c || b->head[p] != p || !living(w, p) || board_libs(b, p) != 1)
			continue;
		int capture = capture_next_to(w, p, c);
		if (capture != BOARD_NONE)
			return capture;
		int lib = board_last_liberty(b, p);
		if (playable(w, c, lib)) {
			struct board t = b[0];
			board_play(&t, c, lib, NULL);
			if (board_libs(&t, lib) >= 2)
				return lib;
		}
	}
	return BOARD_NONE;
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

/*
 * 4e.: the small reader: can the other colour, moving first, capture the chain through t?
 * The attacker plays a liberty of the chain (a self-atari allowed when it puts the chain in
 * atari); the defender captures an attacking chain in atari next to it, takes a liberty of one
 * with two liberties, or extends on a liberty.  A chain with more than READ_LIBS liberties, or still standing after READ_DEPTH moves, is safe.
 * Dead stones are stones like any other here: they fight.  No ko is read.
 */
#define READ_LIBS 3
#define READ_DEPTH 7

static bool defends(const struct board *b, int t, int depth);

static bool attacks(const struct board *b, int t, int depth)
{
	enum color d = (enum color)b->color[t], a = color_other(d);
	uint16_t libs[BOARD_MAX_POINTS];
	int n;

	if (board_libs(b, t) == 1)
		return true;
	if (board_libs(b, t) > READ_LIBS || depth <= 0)
		return false;
	n = board_chain_liberties(b, t, libs);
	for (int i = 0; i < n; i++) {
		if (board_is_suicide(b, a, libs[i]))
			continue;
		struct board after = *b;
		board_play(&after, a, libs[i], NULL);
		if (after.color[t] != d)
			return true;
		if (board_libs(&after, libs[i]) == 1 && board_libs(&after, t) > 1)
			continue; /* a self-atari that threatens nothing */
		if (!defends(&after, t, depth - 1))
			return true;
	}
	return false;
}

/* The chain through t, to move: can it escape every attack? */
static bool defends(const struct board *b, int t, int depth)
{
	enum color d = (enum color)b->color[t], a = color_other(d);
	uint16_t stones[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];
	int tried[BOARD_MAX_POINTS / 4], ntried = 0;

	if (board_libs(b, t) > READ_LIBS)
		return true;
	int n = board_chain_stones(b, t, stones), max = (int)(sizeof tried / sizeof *tried);
	/* captures first, then the liberties of the attacking chains short of liberties (a race) */
	for (int pass = 1; pass <= 2; pass++)
		for (int i = 0; i < n; i++)
			BOARD_NEIGHBOURS(b, stones[i], q) {
				if (b->color[q] != a || board_libs(b, q) != pass)
					continue;
				uint16_t ql[4];
				int nq = pass == 1 ? 1 : board_chain_liberties(b, q, ql);
				if (pass == 1)
					ql[0] = (uint16_t)board_last_liberty(b, q);
				for (int j = 0; j < nq && ntried < max - 4; j++)
					if (!board_is_suicide(b, d, ql[j]))
						tried[ntried++] = ql[j];
			}
	int nl = board_chain_liberties(b, t, libs);
	for (int i = 0; i < nl && ntried < max; i++)
		if (!board_is_suicide(b, d, libs[i]))
			tried[ntried++] = libs[i];
	for (int i = 0; i < ntried; i++) {
		struct board after = *b;
		board_play(&after, d, tried[i], NULL);
		if (after.color[t] != d)
			continue;
		if (!attacks(&after, t, depth - 1))
			return true;
	}
	return false;
}

/* 4b.: a move of c that makes every living chain of c that the opponent could capture, moving
 * first, safe; BOARD_NONE when no chain of c is in danger or none of c's tries saves it. */
static int secure(const struct work *w, enum color c)
{
	const struct board *b = &w->b;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != c || b->head[p] != p || !living(w, p) || board_libs(b, p) > READ_LIBS)
			continue;
		if (!attacks(b, p, READ_DEPTH))
			continue;
		/* tries: the chain's liberties, and those of the opponent chains next to it */
		uint16_t stones[BOARD_MAX_POINTS], libs[BOARD_MAX_POINTS];
		int tries[BOARD_MAX_POINTS], ntries = 0;
		int nl = board_chain_liberties(b, p, libs);
		for (int i = 0; i < nl; i++)
			tries[ntries++] = libs[i];
		int n = board_chain_stones(b, p, stones);
		for (int i = 0; i < n; i++)
			BOARD_NEIGHBOURS(b, stones[i], q) {
				if (b->color[q] != color_other(c) || board_libs(b, q) > READ_LIBS)
					continue;
				int nq = board_chain_liberties(b, q, libs);
				for (int j = 0; j < nq && ntries < BOARD_MAX_POINTS; j++)
					tries[ntries++] = libs[j];
			}
		for (int i = 0; i < ntries; i++) {
			if (!playable(w, c, tries[i]))
				continue;
			struct board after = *b;
			board_play(&after, c, tries[i], NULL);
			if (after.color[p] == c && board_libs(&after, tries[i]) >= 2 && !attacks(&after, p, READ_DEPTH))
				return tries[i];
		}
	}
	return BOARD_NONE;
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

/* Is p a liberty of a living two-liberty chain of c that the opponent could fill without putting
 * its own stone in atari? */
static bool shortage_at(const struct work *w, enum color c, int p)
{
	const struct board *b = &w->b;
	bool short_chain = false;

	BOARD_NEIGHBOURS(b, p, q) {
		if (b->color[q] == c && living(w, q) && board_libs(b, q) == 2)
			short_chain = true;
	}
	if (!short_chain || board_is_suicide(b, color_other(c), p))
		return false;
	struct board t = *b;
	board_play(&t, color_other(c), p, NULL);
	return board_libs(&t, p) >= 2;
}

/* 4c.: the best filling move of c, or BOARD_NONE; its kind in *kind. */
static int fill(struct work *w, enum color c, enum finish_kind *kind)
{
	int best = BOARD_NONE, best_score = 0, before = value(w, c);
	enum finish_kind best_kind = FINISH_DAME;
	struct work *t = NULL;
	static _Thread_local struct work scratch;

	BOARD_FOREACH(&w->b, p) {
		if (w->b.color[p] != EMPTY) continue;
		int r = w->region[p];
		if (region_owner(w, r) != EMPTY || w->seki[r] || w->touch[r] == 0 || !playable(w, c, p))
			continue;
		if (!between_colours(w, p) && w->size[r] > SMALL_OPEN)
			continue; /* inside an open area: not the end of a game, left as it is */
		if (takes_living(w, c, p))
			continue; /* the marking says those stones live: their owner would have saved them */
		t = &scratch;
		*t = *w;
		play(t, c, p);
		if (board_libs(&t->b, p) < 2 && t->captures[c] == w->captures[c])
			continue; /* a self-atari */
		if (attacks(&t->b, p, READ_DEPTH))
			continue; /* a stone the opponent could capture */
		regions(t);
		int gain = value(t, c) - before, score = gain;
		bool atari = puts_in_atari(&t->b, w, c, p);
		if (atari && protect(t, color_other(c)) == BOARD_NONE)
			continue; /* an atari its living chain could not escape: the marking says it lives */
		if (w->scoring == SCORING_TERRITORY)
			score += (atari ? 1 : 0) + (shortage_at(w, c, p) ? 1 : 0);
		if (best == BOARD_NONE || score > best_score) {
			best = p;
			best_score = score;
			best_kind = gain > 0 ? FINISH_BOUNDARY : atari ? FINISH_ATARI : FINISH_DAME;
		}
	}
	if (best != BOARD_NONE && best_score < 0)
		return BOARD_NONE;
	*kind = best_kind;
	return best;
}

void finish_game(const struct board *b, const struct score_marking *m, enum color to_move,
		 const struct ruleset *rules, struct finish *out)
{
	static _Thread_local struct work w;
	enum color c = to_move == WHITE ? WHITE : BLACK;
	int passes = 0;

	memset(out, 0, sizeof *out);
	out->board = *b;
	if (m)
		out->marking = *m;
	else
		score_marking_init(&out->marking);
	if (rules->dead != DEAD_AGREEMENT)
		return;

	w.b = *b;
	w.scoring = rules->scoring;
	w.ko = BOARD_NONE;
	w.captures[BLACK] = w.captures[WHITE] = 0;
	BOARD_FOREACH(b, p) w.status[p] = (uint8_t)score_marking_get(&out->marking, p);

	while (passes < 2 && out->n < FINISH_MAX_MOVES) {
		enum finish_kind kind = FINISH_PROTECT;
		regions(&w);
		int p = protect(&w, c);
		if (p == BOARD_NONE) {
			kind = FINISH_PROTECT;
			p = secure(&w, c);
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
	out->board = w.b;
	out->captures[BLACK] = w.captures[BLACK];
	out->captures[WHITE] = w.captures[WHITE];
	score_marking_init(&out->marking);
	BOARD_FOREACH(&w.b, p) {
		if (w.b.color[p] == BLACK || w.b.color[p] == WHITE)
			out->marking.status[p] = w.status[p];
	}
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
}

const char *finish_kind_str(enum finish_kind k)
{
	static const char *const names[FINISH_KINDS] = {
		[FINISH_DAME] = "dame", [FINISH_BOUNDARY] = "boundary", [FINISH_ATARI] = "atari",
		[FINISH_PROTECT] = "protective move",
	};
	return (unsigned)k < FINISH_KINDS ? names[k] : "?";
}

const char *finish_moves_str(const struct finish *f, char *buf, size_t len)
{
	size_t used = 0;

	if (len == 0)
		return buf;
	buf[0] = '\0';
	if (f->n == 0) {
		snprintf(buf, len, "nothing to play");
		return buf;
	}
	for (int i = 0; i < f->n; i++) {
		char v[8], item[48];
		const struct finish_move *mv = &f->moves[i];
		int k = snprintf(item, sizeof item, "%s%s %s (%s)", i ? ", " : "", mv->color == BLACK ? "B" : "W",
				 board_vertex_str(&f->board, mv->point, v), finish_kind_str(mv->kind));
		if (used + (size_t)k + 4 >= len) {
			snprintf(buf + used, len - used, "%s", len - used > 4 ? ", ..." : "");
			break;
		}
		memcpy(buf + used, item, (size_t)k + 1);
		used += (size_t)k;
	}
	return buf;
}
