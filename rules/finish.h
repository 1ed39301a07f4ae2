/*
 * finish.h: playing a finished game out before it is counted, as players do.
 *
 * Records and games stop before the last moves that change nothing but the count: the dame (points
 * that are nobody's), the one-point boundaries left open, and the protective moves (teire) a side
 * must make once the dame are filled and a chain of it is short of liberties.  Counting the
 * position as it stands gives those points to whoever they would belong to if the boundaries were
 * closed and the shortages never exposed; the players' own count, after they played them, does not.
 *
 * finish_game() plays them on a copy of the board with the marking in force, alternately, the
 * player to move first, until both pass (finish.c says the policy exactly):
 *   1. a chain in atari that is not marked dead is saved (captures first, else extending to two
 *      liberties): the protective move, in its own territory when the shortage is there;
 *   2. a chain of the player's that a small tactical reading says the opponent could capture,
 *      moving first, is secured (teire), or, when it is in a race with dead stones that no single
 *      move wins, the dead stones are shortened one liberty a turn; so is a point where one move
 *      of the opponent would threaten more than one answer can meet (a double threat, a shortage
 *      of liberties), or would bring dead stones back (a dead chain next to a chain of the
 *      player's so short of liberties that it could no longer approach: a seki where the marking
 *      has dead stones);
 *   3. otherwise an empty point of a region that touches living stones of both colours (and no chain
 *      in seki) is filled: the one worth most by the count to the player and to the opponent
 *      together (a boundary point that makes territory for whoever plays it, a dame that puts a
 *      chain in atari and forces its protective move), since whoever moves takes it; never a
 *      self-atari, a stone that can be captured, a shortage that would let dead stones of the
 *      opponent come back, a capture of stones the marking says live, an atari they could not
 *      escape, a point inside the opponent's area, a suicide, or a ko retaken at once;
 *   4. or, at a shared point neither side can fill (a self-atari for both), a protective move that
 *      lets the player fill it when the fill then forces two protective moves on the opponent;
 *   5. else a pass.
 * The stones of the first board keep their marking (a dead stone stays dead until captured); the
 * stones played are alive.  The count of the finished position is then the players' count.
 *
 * Only rulesets that remove dead stones by agreement are finished: under play-out rules (Tromp-
 * Taylor) the count is of the board as the players left it, by definition.  The reading of one
 * play-out is held to FINISH_BUDGET nodes; a play-out that spends them stops where it is (cut).
 */
#ifndef TENGEN_FINISH_H
#define TENGEN_FINISH_H

#include "board/board.h"
#include "rules/ruleset.h"
#include "rules/score.h"

/* Why a finishing move was played. */
enum finish_kind {
	FINISH_DAME,      /* a point that is nobody's, filled: it changes nothing but liberties */
	FINISH_BOUNDARY,  /* a point of an open boundary: filling it makes points someone's */
	FINISH_FORCING,   /* a dame that forces the opponent into a protective move in its own area */
	FINISH_PROTECT,   /* a protective move: a chain of the player saved or secured (teire) */
	FINISH_KINDS
};

#define FINISH_MAX_MOVES (2 * BOARD_MAX_SIZE * BOARD_MAX_SIZE)

struct finish_move {
	int16_t point;
	uint8_t color;  /* BLACK or WHITE */
	uint8_t kind;   /* enum finish_kind */
};

struct finish {
	struct board board;            /* the position played out */
	struct score_marking marking;  /* on it: the first board's stones keep theirs, new ones alive */
	int n;                         /* moves played, passes not counted */
	struct finish_move moves[FINISH_MAX_MOVES];
	int captures[3];               /* stones each colour captured while finishing */
	int plays[3];                  /* stones each colour played while finishing */
	int kinds[FINISH_KINDS];       /* moves of each kind */
	long nodes;                    /* tactical nodes read (rules/tactics.h) */
	bool cut;                      /* the reading budget ran out (FINISH_BUDGET): the play-out
					  stopped there, and the rest is counted as it stands */
};

/* The tactical reading one play-out may do, in nodes of rules/tactics.h, all questions together
 * (finish.c 5.): about a quarter of a second here. */
#define FINISH_BUDGET 1000000

/*
 * Play b out with marking m (NULL: every chain alive), `to_move` first, reading at most `budget`
 * nodes (FINISH_BUDGET is the default), into *out.  Under a ruleset
 * that does not remove dead stones by agreement nothing is played (out->n == 0, out->board == *b).
 */
void finish_game(const struct board *b, const struct score_marking *m, enum color to_move,
		 const struct ruleset *rules, long budget, struct finish *out);

/* Nothing played: *out holds b as it stands, with marking m (NULL: every chain alive). */
void finish_none(const struct board *b, const struct score_marking *m, struct finish *out);

/* The count's input for the finished position: *before (the game's own input) with the board and
 * marking of f, the captures and plays of the finishing added, and its last move as the last play. */
void finish_input(const struct finish *f, const struct score_input *before, struct score_input *in);

/* "dame", "boundary", "forcing", "protective move". */
const char *finish_kind_str(enum finish_kind k);

/* The moves in words: "B K10 (dame), W L12 (protective move)"; "nothing to play" when none; and for
 * a play-out cut short, "; stopped there, the reading budget spent: the rest as it stands".
 * Returns buf (the moves truncated to fit, ending in "..."). */
const char *finish_moves_str(const struct finish *f, char *buf, size_t len);

#endif
