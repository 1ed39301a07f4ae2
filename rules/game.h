/*
 * game.h: a game of Go under a ruleset: history, legality verdicts, passes, the end, undo and redo.
 *
 * The game is the one object a move is applied to (KataGo's BoardHistory is the model): it owns the
 * rules, the position, the hashes for superko, the passes and the result.  Each entry of its history
 * is one action (a stone, a pass, a resignation, a setup) with the hash of the position after it and
 * the stones it cleared.  An action is applied once; game_undo takes it back in time proportional
 * to what it changed (what it changed on the board and the running state before it are kept beside
 * it), never by a replay, so that a record's tree can move the game from one node to another
 * by the difference (rules/record.h).  The board of an earlier moment that is not on the way back
 * (the trace of an earlier move, the board compared behind a superko hash match) is rebuilt from the
 * nearest of the snapshots kept every few dozen moves.
 *
 * Superko is exact over the whole game: a hash set of every position reached (keyed by the colouring,
 * plus the player to move for situational superko) and, on a hash match, a comparison of the boards.
 *
 * Call order: game_new, then any setup (game_setup_stone / game_handicap) before the first move, then
 * game_play / game_pass / game_resign, with game_undo / game_redo at any time.  game_free at the end.
 */
#ifndef TENGEN_GAME_H
#define TENGEN_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/ruleset.h"

struct game;

enum verdict {
	VERDICT_LEGAL,
	VERDICT_OFF_BOARD,     /* not a point of this board */
	VERDICT_OCCUPIED,      /* the point holds a stone */
	VERDICT_SUICIDE,       /* the ruleset forbids this self-capture */
	VERDICT_KO,            /* simple ko: retakes the ko at once */
	VERDICT_SUPERKO,       /* positional or situational superko: repeats an earlier position */
	VERDICT_GAME_OVER,     /* the game has ended */
};

/* Why a move is or is not legal, with what a person needs to understand it. */
struct verdict_info {
	enum verdict verdict;
	enum color color;      /* the player asked about */
	int point;             /* the point asked about */
	enum ko_rule ko;       /* for VERDICT_SUPERKO: which superko */
	enum suicide_rule suicide;  /* the suicide rule of the ruleset asked (for VERDICT_SUICIDE's words) */
	int repeats;           /* for VERDICT_KO / SUPERKO: the move number whose position would repeat
				  (0 is the start position) */
	int ko_point;          /* for VERDICT_KO: the point of the stone that may not be retaken */
};

/*
 * ACTION_SETUP is setup in the course of the game (SGF AB/AW/AE, PL in a node after the first
 * move): stones put on or taken off without capture, then a player to move.  It is numbered like a
 * move, takes no turn of its own and counts for neither player's plays.
 */
enum action { ACTION_PLAY, ACTION_PASS, ACTION_RESIGN, ACTION_SETUP };

/* One change of a setup action: the point and the colour it is given (EMPTY takes a stone off). */
struct game_change {
	int point;
	enum color color;
};

/* One entry of the history. */
struct move {
	enum action action;
	enum color color;      /* the player who acted; for ACTION_SETUP the other one of the player to
				  move after it */
	int point;             /* for ACTION_PLAY */
	int captured;          /* opponent stones cleared */
	int suicided;          /* own stones cleared */
	int changes;           /* for ACTION_SETUP: its number of changes (game_setup_changes) */
	int first_change;      /* where its changes start in the game's list of changes */
	uint64_t hash;         /* hash of the colouring after the action */
	unsigned flags;        /* MOVE_* */
};

#define MOVE_ENDS_CYCLE 1u   /* this move repeated a whole-board position: the game ends, no result */
#define MOVE_RESUMES 2u      /* the game had ended and was resumed just before this move */

enum phase { PHASE_PLAY, PHASE_OVER };

enum end_reason {
	END_NONE,          /* still playing */
	END_PASSES,        /* two consecutive passes */
	END_RESIGN,        /* a resignation */
	END_CYCLE,         /* a whole-board repetition under a no-result cycle rule: no result.  It
			      ends the game when a stone move brings back, the third time since the
			      last pass, a position that stood with the same player to move: two
			      full rounds of a cycle with no pass in it (KataGo's rule).  A cycle
			      with a pass in it never ends the game, so one player cannot void it
			      alone (send two, return one with a pass); the shortest void is two
			      rounds of a triple ko, twelve moves */
};

/* A new game on an empty board of the given size.  Caller frees with game_free. */
struct game *game_new(int size, const struct ruleset *rules);
void game_free(struct game *g);
/* Forget every move and setup stone; keep size and rules. */
void game_clear(struct game *g);
/* Start again on an empty board of another size (also forgets everything). */
void game_resize(struct game *g, int size);

const struct board *game_board(const struct game *g);
const struct ruleset *game_rules(const struct game *g);
/* Change the rules and keep the history.  Moves already played stay, even if now illegal. */
void game_set_rules(struct game *g, const struct ruleset *rules);
void game_set_komi(struct game *g, int komi2);

/* Setup before the first move: place (or, with EMPTY, remove) a stone. Returns -1 after a move. */
int game_setup_stone(struct game *g, int p, enum color c);
/* Make the player to move at the start (after setup).  Returns -1 after a move. */
int game_set_first_player(struct game *g, enum color c);
/*
 * Setup after the first move: one ACTION_SETUP that applies changes[0..n) in order (a stone may be
 * left without liberties, as at the start), then makes `next` the player to move (EMPTY: the player
 * to move stays).  Before the first move, use game_setup_stone.  The position after it enters the
 * superko history like a move's; ko bans end.  Returns -1 (doing nothing) before the first move,
 * after the game has ended, or for a point off the board.
 */
int game_setup(struct game *g, const struct game_change *changes, int n, enum color next);
/* The changes of setup action n (n from 1): their number, and *out pointing to them (valid until the
 * next change to the game).  0 when action n is not ACTION_SETUP. */
int game_setup_changes(const struct game *g, int n, const struct game_change **out);
/*
 * Fixed handicap of n stones on the standard star points (GTP order); White moves first.  Returns 0,
 * or -1 when n is not possible on this board (2..9 on odd sizes from 9, 2..4 on 7x7 and even sizes
 * from 8) or a move or setup stone is already there.  If out is not NULL the points are stored there.
 */
int game_fixed_handicap(struct game *g, int n, int *out);
/* Free handicap: the given black stones.  Returns -1 as above, or for a repeated point. */
int game_free_handicap(struct game *g, const int *points, int n);
int game_handicap(const struct game *g);

/* The verdict for c playing at p, ignoring whether the game has ended. */
struct verdict_info game_check(const struct game *g, enum color c, int p);
/* The verdict the same move would get under other rules (their ko and suicide fields), on this
 * game's position and history: how the rulesets differ on one move. */
struct verdict_info game_check_as(const struct game *g, const struct ruleset *r, enum color c, int p);
/*
 * The earliest action number after which board b's colouring stood in this game (0: the start
 * position), or -1 when it never did.  With situational, only a position with `next` to move
 * counts.  Exact: a hash match is confirmed by comparing the boards.
 */
int game_find_position(const struct game *g, const struct board *b, bool situational, enum color next);
/* Play a stone: the verdict, and the move made when it is VERDICT_LEGAL. */
struct verdict_info game_play(struct game *g, enum color c, int p);
/* Pass or resign for c.  Returns -1 (and does nothing) if the game has ended. */
int game_pass(struct game *g, enum color c);
int game_resign(struct game *g, enum color c);
/* Reopen an ended game (not a resigned one) so that play goes on; the other player moves first. */
void game_resume(struct game *g);

/*
 * Take back the last action / play again the last one taken back.  Return -1 when there is none.
 * Undo leaves the game exactly as it was before the action (the board to the last bit, ko, counts,
 * the end: a game that two passes ended is over again when the move that resumed it is taken back);
 * its cost is that of the action, whatever the length of the game.
 */
int game_undo(struct game *g);
int game_redo(struct game *g);
/* Go to move n (0..moves+redo count) by undoing or redoing, one action at a time. */
int game_goto(struct game *g, int n);
/*
 * Whether the stones' changes of each action are kept, so that it can be taken back (the default:
 * a copy and a comparison of the board per action).  A game that is never taken back, such as a
 * benchmark's playouts, turns it off; game_undo and game_goto answer -1 for an action applied
 * while it was off.
 */
void game_set_undoable(struct game *g, bool undoable);
/* How many actions have been applied to the game's board since game_new: each play, pass,
 * resignation, setup and redo counts one, an undo none.  What tests and benchmarks read to see that
 * a history is applied once. */
long game_applied(const struct game *g);

enum color game_to_move(const struct game *g);
enum phase game_phase(const struct game *g);
enum end_reason game_end_reason(const struct game *g);
/* The player who resigned, for END_RESIGN. */
enum color game_resigned(const struct game *g);
/* Number of actions played (the move number of the last one), and how many can be redone. */
int game_moves(const struct game *g);
int game_redo_count(const struct game *g);
/* Action number n (1..game_moves). */
const struct move *game_move(const struct game *g, int n);
/* Stones (and AGA pass stones) that c has taken: the other colour's stones off the board, those its
 * own suicides took off among them. */
int game_prisoners(const struct game *g, enum color c);
/* Stones of c that c's own suicides took off (they are among the other colour's prisoners). */
int game_suicided(const struct game *g, enum color c);
/* Plays (stones and passes, not resignations) made by c, for Equal Stones. */
int game_plays(const struct game *g, enum color c);
/* The point whose stone may not be retaken at once by c, or BOARD_NONE. */
int game_ko_point(const struct game *g, enum color c);

/* The board as it stood after move n (0: the start position, after setup). */
void game_board_at(const struct game *g, int n, struct board *out);
/* The rule-7 trace of move n (a stone move), rebuilt by replay.  Returns -1 if n is not a stone. */
int game_trace(const struct game *g, int n, struct trace *out);
/* The trace c at p would have now, without playing it. */
void game_trace_try(const struct game *g, enum color c, int p, struct trace *out);

/* A sentence for a verdict: "illegal: positional superko: this would repeat the position after move
 * 57".  Returns buf. */
const char *game_verdict_str(const struct game *g, const struct verdict_info *v, char *buf, size_t len);
/* The short GTP-style name of a verdict ("suicide", "ko", ...). */
const char *verdict_name(enum verdict v);

#endif
