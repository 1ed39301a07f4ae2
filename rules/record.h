/*
 * record.h: a game record: an SGF game tree, and the struct game that one line of it describes.
 *
 * Loading a line (record_read_file, record_parse, record_from_sgf; record_select for another line):
 *   - The line is the path from the game tree's root to a node, then on through first children; at
 *     first the main line.
 *   - The root gives the board: SZ (19 without it; square, 2..25; anything else is an error), GM
 *     (1 or absent, else an error).  Game-info properties are taken from the first node of the line
 *     that has them: RU through ruleset_parse (an unknown RU keeps the caller's rules, with a
 *     warning), KM (without KM the rules' komi stays; record_komi_given says which), HA.
 *   - The clock's values are checked, not used (tui/shared/clock.h uses them): TM, and BL/WL of every
 *     node of the line, must be SGF reals (rules/sgf.h: "600", "41.5"; TM not negative), OB/OW SGF
 *     numbers; anything else ("nan", "inf", "0x1p3") is a warning naming the value and its place.
 *   - Setup: AB/AW/AE of every node up to the first move build the start position, in file order;
 *     PL there gives the player to move.  When HA[n] (n >= 1) matches exactly n black setup stones
 *     and no white ones, they are the game's free handicap (game_handicap, White first).  Without PL
 *     the first player is the colour of the first move, else White after a handicap, else Black.
 *     A point that two setup properties of one node both set (AB[cc]AW[cc], which SGF FF[4] forbids)
 *     is a warning naming both; the later property wins, as file order says.
 *   - Moves: every B and W of the line in order, a node holding both giving two moves.  An empty
 *     value is a pass, and so is "tt" on boards up to 19x19.  A move after the game has ended (two
 *     passes) resumes it, as the players did.
 *   - Setup after the first move (AB/AW/AE in a later node, and PL in a later node without a move)
 *     is one setup action of the game (game_setup, ACTION_SETUP), numbered like a move; PL in a node
 *     with a move is not used.
 *   - Loading stops early, with a warning and the game as it stood, at an illegal move (the warning
 *     gives the move number, the vertex and game_verdict_str's reason) and at a move value that is
 *     not a point.  record_stop_reason gives the warning.  Such a file still loads.
 *   - With before = N > 0, only moves 1..N-1 are played: the position before move N, as GTP's
 *     `loadsgf FILE N` asks.  before <= 0 plays the whole line.
 *   - RE is not turned into a resignation: it stays in the tree.  MN is not used (numbering counts
 *     actions).
 *
 * A file of Sensei's Library diagrams (rules/sensei.h: lines starting with `$$`) is read as the
 * game trees they make, one a diagram.
 *
 * Errors (no record): a file that is not SGF, a game tree that does not exist, GM other than 1, a
 * board tengen cannot play.  The message is "NAME:LINE:COL: what".  Warnings, the parser's first,
 * are "NAME:LINE:COL: what" too.
 *
 * Writing (record_to_sgf, record_write_file): a new game tree from a struct game: FF[4] CA[UTF-8]
 * GM[1] AP[tengen:VERSION], SZ, the base root's other properties (players, date, ...), RU (the usual
 * SGF spelling for a preset, else ruleset_long_str), KM, HA, RE, the start position as AB/AW, PL
 * when the first player is not the one a reader assumes, then one node per move (a pass as B[] or
 * W[]).  The version is a parameter because library code does not see config.h.
 *
 * Ownership: a record owns its SGF collection and, until record_take_game, its game; record_free
 * frees both.  Nodes returned point into the record's tree.
 */
#ifndef TENGEN_RECORD_H
#define TENGEN_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sgf.h"

struct record;

/* Read the first game of the file at path.  NULL with "NAME:LINE:COL: what" in err. */
struct record *record_read_file(const char *path, const struct ruleset *defaults, int before,
				char *err, size_t errlen);
/* The same from len bytes of SGF named name. */
struct record *record_parse(const char *data, size_t len, const char *name,
			    const struct ruleset *defaults, int before, char *err, size_t errlen);
/* Game tree `game` (from 0) of c, which the record takes (and frees, on failure too). */
struct record *record_from_sgf(struct sgf_collection *c, int game, const struct ruleset *defaults,
			       int before, char *err, size_t errlen);
void record_free(struct record *r);

/*
 * Load the line through node (a node of this record's game tree) instead: the record's game is
 * loaded again in place (the same struct game; one taken with record_take_game is not touched, and
 * a new one is made).  0, or -1 with err.
 */
int record_select(struct record *r, const struct sgf_node *node, int before, char *err, size_t errlen);
/*
 * Load the path from the root to node alone (the game as it stands at node; nothing after it), as
 * record_select does otherwise, by the difference from the line loaded before: the actions of the
 * nodes after the two lines' common ancestor are taken back (game_undo, last first), and those of
 * the new line's nodes after it applied, each once; a step forward applies one node, a step back
 * applies nothing.  Two cases load the whole line from its start instead: a common ancestor before
 * the first node with a move (the start position is made of the setup up to that node) and a
 * change of the line's game-info (the first RU, KM or HA of the new line is not the old one's:
 * other rules).  The game, its warnings and its stop reason are then what a whole load of the line
 * would give (the warnings of the nodes kept come first).  Actions others added to the game after
 * the line's (a resignation at the line's end) are taken back first.  0, or -1 with err.
 */
int record_goto(struct record *r, const struct sgf_node *node, char *err, size_t errlen);
/*
 * The properties of node (on the line loaded) changed, or node is about to be deleted: the line is
 * taken back to before it, so that the next record_goto applies it (and what follows) anew.  A node
 * of the start position (up to the first node with a move), or one whose RU, KM or HA change the
 * line's, makes that record_goto load the whole line from its start: the one case where the game is
 * built again, an edit of the setup or of the rules.  Nothing when node is not on the line.
 */
void record_changed(struct record *r, const struct sgf_node *node);
/* True if a line's game depends on property id: a move, setup, PL, the rules (RU, KM, HA), the
 * board (SZ, GM).  A change of any other property needs no record_changed. */
bool record_reads(const char *id);
/* How many times the line has been loaded from its start (the first load included), for the
 * tests that check that moving through a record does not. */
long record_loads(const struct record *r);
/* Load game tree `game` (from 0) of the record's collection instead, its main line (the same
 * struct game, as record_select).  0, or -1 with err when there is no such game tree or its board
 * cannot be played. */
int record_select_game(struct record *r, int game, char *err, size_t errlen);
/* The last node of the line whose setup and moves were all applied: the line's last node, or the
 * one before the node where loading stopped; NULL when it stopped in the root. */
struct sgf_node *record_reached(const struct record *r);

/* The game, owned by the record (NULL after record_take_game). */
struct game *record_game(const struct record *r);
/* The game, now the caller's: caller frees with game_free.  The record keeps its tree. */
struct game *record_take_game(struct record *r);

/* The whole collection the record was read from, and the root of its game tree. */
struct sgf_collection *record_sgf(const struct record *r);
struct sgf_node *record_root(const struct record *r);
/* The line loaded: node i from 0 (the root) to record_line_length - 1. */
int record_line_length(const struct record *r);
struct sgf_node *record_line_node(const struct record *r, int i);
/* Moves played into the game, and moves the line holds (more when loading stopped early). */
int record_moves(const struct record *r);
int record_line_moves(const struct record *r);
/* The node of move n (1..record_moves); for n = 0 the last node of the setup (the root when none). */
struct sgf_node *record_move_node(const struct record *r, int n);
/* True if the line gave a komi (KM) that the game uses. */
bool record_komi_given(const struct record *r);
/* Why loading stopped before the end of the line (not counting `before`), or NULL. */
const char *record_stop_reason(const struct record *r);
/* The parser's and the loader's warnings. */
int record_nwarnings(const struct record *r);
const char *record_warning(const struct record *r, int i);

/* How many actions (rules/game.h: moves, and setup after the first move) each node of a line brings
 * when it is loaded: out[i] for line[0..n), line[0] being a root. */
void record_count_actions(struct sgf_node *const *line, int n, int *out);
/* The RU value tengen writes for a ruleset: the usual SGF spelling of a preset ("Japanese", "NZ"),
 * else ruleset_long_str.  Returns buf, or a constant string. */
const char *record_ru_str(const struct ruleset *rules, char *buf, size_t len);

/* What record_to_sgf adds to the game itself. */
struct record_info {
	const char *version;            /* for AP[tengen:VERSION] */
	const char *result;             /* RE, e.g. from scoring; NULL: only a resignation ("W+R")
					   or a cycle ("Void") gives one */
	const struct sgf_node *base;    /* a root whose other properties (PB, PW, DT, EV, C, ...) are
					   kept; NULL for none */
};

/* A new collection of one game tree holding g (see the top of this file).  Caller frees with
 * sgf_free. */
struct sgf_collection *record_to_sgf(const struct game *g, const struct record_info *info);
/* record_to_sgf written to path atomically.  0, or -1 with err. */
int record_write_file(const struct game *g, const struct record_info *info, const char *path,
		      char *err, size_t errlen);

/*
 * A record's own marking: TB and TW of the node where the game is counted.  THE rule for when it is
 * the accepted marking, which every front end follows (the count dialogue of the board, GTP
 * loadsgf, `tengen score`, and so `tengen match`'s records read back):
 *   1. It is taken when the node counted ends its line (no node follows it: the end of the record,
 *      or of a variation): from its TB and TW, or, when it has neither, from those of the nearest
 *      node before it with nothing but passes between (the same position: a program may write them
 *      on the last move and record the passes after it, or in the root of a position set up and
 *      then passed).  There they say how the game was counted when it ended, by the players, by
 *      tengen's `accept` or by the match referee.  TB and TW that a stone played or set up follows,
 *      or on a node that play goes on from, are a picture of the game then (a commentary's
 *      territory), never a marking.
 *   2. A chain with a stone in the other colour's TB or TW is dead; no other chain is.  SGF has no
 *      way to say seki: a chain not dead keeps the status the life-and-death analysis gives it, alive
 *      or seki (marking_accept, rules/marking.h).  A stone in its own colour's TB or TW, and a point
 *      off the board, say nothing.
 *   3. Taken, it is where the marking starts, in place of the analysis's own: a player's change goes
 *      on top of it (`mark`, tengen-dead, --dead); asking for the analysis's marking leaves it (`mark
 *      reset`, tengen-auto, --auto); another position drops it.
 * record_marking_write writes a count the same way, so that a marking written and read back is the
 * marking that was counted.
 */

/*
 * The marking of the position at node last, on b (the board of the game there), by the rule above:
 * one stone of each dead chain into dead (room for BOARD_MAX_POINTS), the first in board order that
 * TB or TW names.  Returns how many (0: the record marks nothing dead), or -1 when there is no
 * marking to take.
 */
int record_marking_read(const struct sgf_node *last, const struct board *b, int *dead);
/*
 * True if the marking record_marking_read takes at last was written where two passes had ended play,
 * and passes follow it: the players took play up again and passed again, so the count is theirs to
 * accept again (the marking taken stays where it starts, by the rule above).
 */
bool record_marking_reopened(const struct sgf_node *last, int size);
/*
 * Write the count s of b with marking m into node as TB and TW: the points s gives a player as
 * territory or as a dead stone's point, and the point of every stone m marks dead, in the other
 * colour's (also where a ruleset counts it as it stands).  TB and TW there before are replaced.
 */
void record_marking_write(struct sgf_node *node, const struct board *b, const struct score *s,
			  const struct score_marking *m);

#endif
