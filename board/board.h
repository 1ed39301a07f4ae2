/*
 * board.h: the physics of Go, with no knowledge of turns, ko, passes or scoring systems.
 *
 * A board is a square grid of 2..25 lines stored as a padded one-dimensional array: every on-board
 * point is surrounded by points whose colour is EDGE, so neighbour loops never check bounds.  A point
 * is an int index into that array; BOARD_PASS is a distinct value that is never on the board.
 *
 * struct board is a value type with no pointers: copy it with `=`.  It keeps, incrementally,
 *   - the colour of every point,
 *   - chains as a head index per stone and a circular list of their stones,
 *   - the exact number of liberties and stones of every chain (stored at the chain's head),
 *   - a 64-bit Zobrist hash of the colouring,
 *   - how many stones of each colour have been removed.
 *
 * board_play() is Tromp-Taylor rule 7 exactly: colour the point, clear the opponent's chains that no
 * longer reach an empty point, then clear the player's own chains that no longer reach one.  It plays
 * any move onto an empty point; which moves are allowed is the business of rules/.  After play alone
 * only the chains next to the move can lose their last liberty; a set-up position (board_set) can
 * hold such chains anywhere, and the move that follows clears them all, as rule 7 says.
 *
 * Coordinates: x counts columns from the left, y counts rows from the top (as SGF does), both from 0.
 */
#ifndef TENGEN_BOARD_H
#define TENGEN_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BOARD_MIN_SIZE 2
#define BOARD_MAX_SIZE 25
/* (size + 2) rows of (size + 1) points, plus one so that the diagonal of the last point exists. */
#define BOARD_MAX_POINTS ((BOARD_MAX_SIZE + 2) * (BOARD_MAX_SIZE + 1) + 1)
#define BOARD_PASS 0 /* index 0 is always an edge point, so it can never be played */
#define BOARD_NONE (-1) /* "no point", e.g. no ko */

enum color { EMPTY = 0, BLACK = 1, WHITE = 2, EDGE = 3 };

/* Bits of a reach mask (rule 3): which colours a point reaches. */
#define REACH_EMPTY (1u << EMPTY)
#define REACH_BLACK (1u << BLACK)
#define REACH_WHITE (1u << WHITE)

struct board {
	int size;                           /* lines on each side, 2..25 */
	int stride;                         /* size + 1: distance between vertically adjacent points */
	uint64_t hash;                      /* Zobrist hash of the colouring */
	int removed[3];                     /* stones of each colour cleared so far (index BLACK, WHITE) */
	int stones[3];                      /* stones of each colour on the board */
	bool breathless;                    /* a chain may have no liberty (board_set made one): the
					       next board_play looks at every chain, not only those
					       next to the move */
	uint8_t color[BOARD_MAX_POINTS];    /* enum color of every point, EDGE off the board */
	uint16_t head[BOARD_MAX_POINTS];    /* for a stone: the head point of its chain */
	uint16_t next[BOARD_MAX_POINTS];    /* for a stone: the next stone of its chain (circular) */
	uint16_t libs[BOARD_MAX_POINTS];    /* at a chain head: its exact number of liberties */
	uint16_t count[BOARD_MAX_POINTS];   /* at a chain head: its number of stones */
};

/* What one move did, step by step, in the order of rule 7. */
enum trace_phase { TRACE_OPPONENT, TRACE_OWN };

struct trace_clear {
	enum trace_phase phase; /* whose colour was being cleared */
	enum color color;       /* the colour of the cleared chain */
	int first;              /* index of its first stone in trace.stones */
	int count;              /* number of its stones */
};

#define TRACE_MAX_CLEARS ((BOARD_MAX_POINTS + 1) / 2)

struct trace {
	int point;                          /* the point coloured (step 1) */
	enum color color;                   /* the colour it was given */
	int nclears;                        /* chains cleared, opponent's first, then the player's own */
	struct trace_clear clears[TRACE_MAX_CLEARS]; /* at most four opponent chains and one own
						    chain after play alone; more after a setup */
	int nstones;                        /* stones in all cleared chains */
	uint16_t stones[BOARD_MAX_POINTS];  /* the cleared stones, chain after chain */
};

static inline enum color color_other(enum color c) { return (enum color)(3 - c); }
/* A colour in words as GTP writes it: "black", "white" ("empty" for EMPTY, "edge" for EDGE). */
const char *color_str(enum color c);
/* A player as a sentence names him: "Black", "White" (for the others, color_str's word). */
const char *color_name(enum color c);

/* Set b to an empty board of the given size (BOARD_MIN_SIZE..BOARD_MAX_SIZE). */
void board_init(struct board *b, int size);

/* The point at column x, row y from the top (both from 0), or BOARD_NONE when off the board. */
int board_point(const struct board *b, int x, int y);
/* The column and row of an on-board point. */
static inline int board_x(const struct board *b, int p) { return p % b->stride - 1; }
static inline int board_y(const struct board *b, int p) { return p / b->stride - 1; }
/* True if p is a point of the board (not an edge, not a pass). */
static inline bool board_on(const struct board *b, int p)
{
	return p > 0 && p < BOARD_MAX_POINTS && b->color[p] != EDGE;
}
/*
 * Loop over the four orthogonal neighbours n of point p, in the order up, left, right, down.  The
 * neighbours may be EDGE points.  The body may `continue`, `break` or `return`.
 */
#define BOARD_NEIGHBOURS(b, p, n) \
	_Pragma("GCC unroll 4") \
	for (int n##_d[4] = { -(b)->stride, -1, 1, (b)->stride }, n##_i = 0, n = (p) + n##_d[0]; \
	     n##_i < 4; n##_i++, n = (p) + n##_d[n##_i & 3])

/* Loop over the on-board points in row-major order from the top left. */
#define BOARD_FOREACH(b, p) \
	for (int p##_y = 0; p##_y < (b)->size; p##_y++) \
		for (int p = (p##_y + 1) * (b)->stride + 1; p < (p##_y + 2) * (b)->stride; p++)

/* Number of liberties of the chain through stone p. */
static inline int board_libs(const struct board *b, int p) { return b->libs[b->head[p]]; }
/* Number of stones of the chain through stone p. */
static inline int board_chain_size(const struct board *b, int p) { return b->count[b->head[p]]; }
/* True if stones p and q belong to one chain. */
static inline bool board_same_chain(const struct board *b, int p, int q) { return b->head[p] == b->head[q]; }
/* How many of the diagonal points of p hold colour c (those marked in ignore not counted, when it is
 * given), and in *edge whether one of them is off the board: what tells a false eye. */
int board_diagonals(const struct board *b, int p, enum color c, const bool *ignore, bool *edge);

/* A liberty of the chain through p (the first found), or BOARD_NONE if it has none. */
int board_last_liberty(const struct board *b, int p);
/* Write the stones of the chain through p into out (room for BOARD_MAX_POINTS); returns how many: 0
 * when p holds no stone (and board_chain_liberties the same). */
int board_chain_stones(const struct board *b, int p, uint16_t *out);
/* Write the liberties of the chain through p into out, in board order; returns how many. */
int board_chain_liberties(const struct board *b, int p, uint16_t *out);

/*
 * Rule 7.  Play colour c at the empty point p: colour it, clear the opponent's chains that no longer
 * reach empty, then the player's own.  If tr is not NULL the steps are recorded there.  Returns the
 * number of stones cleared (opponent's and own).  p must be empty and on the board.  Only chains
 * next to p can lose their last liberty through the move, so only they are looked at: in a position
 * set up with chains that have no liberty at all (board_set allows it), those chains stay.
 */
int board_play(struct board *b, enum color c, int p, struct trace *tr);

/*
 * Play and undo, for reading: a move made on the board in place and taken back exactly, instead of
 * a copy of the whole board (6 KB) per node, as GNU Go's trymove/popgo and Pachi's quick play and
 * undo do.
 *
 *	struct board_undo u;
 *	board_try(b, c, p, &u);   the move, leaving b exactly as board_play(b, c, p, NULL) would
 *	...                       read b; more tries, each undone before this one is
 *	board_undo(b, &u);        b is again what it was before the try, field by field
 *
 * Call order: a try is undone once, by board_undo with its own record, and undos come in the
 * reverse order of their tries (a stack, as the plies of a search are).  Between a try and its
 * undo the board may be read in any way, and changed only by tries that are undone before it: a
 * board_play, board_set or board_init on it, or an assignment to it, in between leaves the record
 * describing a board that is gone.  A copy of the board made in between may be played on freely.
 *
 * The record: caller storage (one per ply), no initialisation, nothing to free.  Its capacity is
 * every chain one move can clear: at most four after play alone, and on a board set up with chains
 * that have no liberty (board_set) all of those, which the first move clears wherever they are;
 * BOARD_UNDO_MAX_CLEARS holds any board's (under 800 bytes a record, of which a move writes the
 * first seventy and two bytes a chain it clears).  So no move can overflow it, and the depth of a
 * line is bounded only by the records the caller keeps.
 *
 * What the undo restores: every field of struct board, the entries of empty points included (the
 * stale head, next, count and libs a cleared stone leaves behind): colours, chain heads and next
 * lists, liberty and stone counts, the hash, the removed and stones counters, the breathless flag.
 * Cost: a try is board_play plus a few stores; an undo walks the stones the move cleared and the
 * smaller chains it joined, as the move itself did.
 */
#define BOARD_UNDO_MAX_CLEARS TRACE_MAX_CLEARS

/* What one move changed, enough to take it back (the fields are board.c's). */
struct board_undo {
	uint64_t hash;               /* the board's hash before the move */
	int removed[2], stones[2];   /* removed[] and stones[] of BLACK and WHITE before the move */
	int16_t point;               /* the point played */
	uint8_t color;               /* the colour played */
	bool breathless;             /* the board's flag before the move */
	uint16_t was[4];             /* head, next, count and libs of the point before the move */
	uint16_t into;               /* the chain the stone joined (its head), 0 when it joined none */
	uint16_t into_libs, into_count; /* that chain's liberties and stones before the move */
	uint8_t nmerged;             /* the other chains merged into it, in the order merged */
	uint16_t merged[3];
	uint8_t nopp;                /* the opponent chains next to the point (a liberty each taken) */
	uint16_t opp[4];
	uint16_t nclears_opp;        /* cleared[0..nclears_opp) are the opponent's, the rest the mover's */
	uint16_t nclears;
	uint16_t cleared[BOARD_UNDO_MAX_CLEARS]; /* the heads of the chains cleared, in that order */
};

/* Play c at the empty on-board point p as board_play does (returns what it returns), recording in
 * *u what board_undo needs to take the move back. */
int board_try(struct board *b, enum color c, int p, struct board_undo *u);
/* Take back the move recorded in *u, the last try on b not yet undone (see above). */
void board_undo(struct board *b, const struct board_undo *u);

/* Non-mutating questions about a move of c at the empty point p. */
/* board_is_suicide for a point with no empty neighbour (the rest of it, out of line). */
bool board_is_suicide_surrounded(const struct board *b, enum color c, int p);
/* Would the mover's own chain be cleared (rule 7's last step), i.e. is the move suicide?  Never
 * next to an empty point, whatever the board (asked of every candidate move: answered in line). */
static inline bool board_is_suicide(const struct board *b, enum color c, int p)
{
	const uint8_t *at = b->color + p;
	int s = b->stride;

	if (at[-s] == EMPTY || at[-1] == EMPTY || at[1] == EMPTY || at[s] == EMPTY)
		return false;
	return board_is_suicide_surrounded(b, c, p);
}
/* How many opponent stones would be cleared; if last is not NULL, one of them is stored there. */
int board_captures(const struct board *b, enum color c, int p, int *last);
/* The number of stones of the chain the new stone would be part of (before any clearing). */
int board_chain_size_after(const struct board *b, enum color c, int p);
/* The hash of the colouring after the move. */
uint64_t board_hash_after(const struct board *b, enum color c, int p);
/*
 * If the move would capture exactly one stone and leave the new stone alone with one liberty (so the
 * opponent could take straight back), the point of the captured stone; otherwise BOARD_NONE.
 */
int board_ko_point_after(const struct board *b, enum color c, int p);

/*
 * Put colour c (EMPTY to remove) on p without any capture, as setup stones are placed, and keep the
 * chains, liberties and hash exact.  Chains left without liberties stay on the board.
 */
void board_set(struct board *b, int p, enum color c);

/* No region: the label board_regions gives a point whose colour is not in its mask. */
#define BOARD_NO_REGION UINT16_MAX
/*
 * Label the maximal connected sets of points whose colour bit (1u << colour, as REACH_*) is in mask:
 * id[p] is the region of p, 0..n-1 numbered in board order of their first point, and BOARD_NO_REGION
 * for the other on-board points.  Returns n.  Benson's algorithm uses the regions of "not c";
 * scoring and the life-and-death analysis use the regions of empty points.
 */
int board_regions(const struct board *b, unsigned mask, uint16_t *id);

/* Rule 3: the mask of colours (REACH_*) that point p reaches through points of its own colour. */
unsigned board_reach(const struct board *b, int p);
/* board_reach for every point at once: out[p] for every on-board p (others are left alone). */
void board_reach_all(const struct board *b, uint8_t *out);
/* Rule 9 on the board as it stands: points of each colour plus empty points reaching only it. */
void board_area(const struct board *b, int area[3]);
/* True if every chain on the board reaches an empty point. */
bool board_is_legal_position(const struct board *b);
/* True if a and b have the same size and colouring. */
bool board_equal(const struct board *a, const struct board *b);

/* True if column x, row y (from the top left) is a star point of a size x size board, as boards are
 * drawn: the 3-3 points (4-4 from 13x13), the centre of odd boards from 9x9, the sides from 15x15. */
bool board_star_point(int size, int x, int y);

/* The Zobrist key of colour c at point p: a pure function of a fixed seed. */
uint64_t board_zobrist(int p, enum color c);

/*
 * Diagrams: rows of `X` (black), `O` (white) and `.` or `+` (empty), separated by spaces or not,
 * one row per line, top row first.  Lines may carry row numbers and a line of column letters; they are
 * skipped.  Returns 0, or -1 with a message in err (if not NULL) for a ragged or wrongly sized diagram.
 */
int board_from_diagram(struct board *b, const char *text, char *err, size_t errlen);
/*
 * Write the board as a diagram into buf (NUL-terminated, truncated to len).  With coords, column
 * letters (A..Z without I) above and below and row numbers (size at the top) on both sides.
 * Returns the length the full diagram needs, like snprintf.
 */
size_t board_to_diagram(const struct board *b, bool coords, char *buf, size_t len);

/* Vertex names in GTP style: column letter A..Z without I, row from 1 at the bottom ("D4"), or
 * "pass".  board_vertex_str writes into buf (at least 5 bytes) and returns it. */
const char *board_vertex_str(const struct board *b, int p, char *buf);
/* Parse a GTP-style vertex (case-insensitive, "pass" gives BOARD_PASS).  Returns BOARD_NONE when the
 * text is not a vertex or is off this board. */
int board_vertex_parse(const struct board *b, const char *s);

#endif
