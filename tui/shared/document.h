/*
 * document.h: what the board shows and saves: the SGF collection read from a file (or made for a new
 * game), one game tree of it, and a current node in that tree.  No curses: unit-tested alone.
 *
 * The game shown is the path from the root to the current node (rules/record.h loads it: the rules
 * from RU and KM, the start position, every move and every later setup).  It is one game that the
 * document moves from node to node by the difference (record_goto): a move played or a step forward
 * applies that node's move once, a step back takes a move back, another variation or a node far away
 * takes back the moves after the node the two paths share and applies the new ones, each once; the
 * line is loaded from its start only when the start position (the setup before the first move) or
 * the rules change.  Beyond the current node the document remembers the line it came from or will
 * follow (`forward` walks it): at first the main line, after a choice of variation or a new move the
 * line through that.
 *
 * Navigation (back, forward, goto, another variation) never changes the document.  A move (or a
 * pass) at a node that already has that move as a child follows that child; any other move becomes
 * a new variation after the node's other children, so nothing is ever cut off (review's rule).  In
 * play the line played becomes the main line instead: the move's node is made the first child
 * (document_play_main), and the moves taken back stay as the variations after it.  Changes (a new move,
 * a resignation, rules, komi, players, a result) set document_changed until the next save.
 *
 * Saving writes the whole collection: every game tree, node and property read (their raw values
 * unchanged, unknown properties included), in file order, each root stamped FF[4] CA[UTF-8] GM[1]
 * AP[tengen].  A result set by play (resign, a count) goes to RE of the root.  Loading a file and
 * saving it gives the same trees, node by node.
 *
 * A resignation has no node of its own in SGF: the document keeps it as RE[B+R] or RE[W+R] and the
 * node it was made at (on loading, the end of the main line when RE says so), and the game at that
 * node is resigned.  Taking it back removes that RE.
 *
 * Ownership: the document owns its collection and its game; pointers it returns stay valid until
 * the next call that changes or moves the document.  Strings returned as char * are the caller's.
 */
#ifndef TENGEN_DOCUMENT_H
#define TENGEN_DOCUMENT_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sgf.h"

struct document;

/* What a new game starts from. */
struct document_setup {
	int size;
	struct ruleset rules;
	int handicap;                 /* 0, or 2..9 stones on the star points */
	const char *names[3];         /* by colour (BLACK, WHITE); NULL or "" for none */
	const char *version;          /* for AP[tengen:VERSION] */
};

/* A new game: a root holding SZ, RU, KM, DT, the handicap (HA, AB) and the players.  NULL with a
 * message in err when the handicap is not possible on that board.  Caller frees. */
struct document *document_new(const struct document_setup *s, char *err, size_t errlen);
/*
 * Read the first game tree of the file at path, at the end of its main line (or where loading
 * stopped: an illegal move, see document_stop_reason).  defaults gives the rules when the file
 * names none.  NULL with "path:line:col: what" in err.  Caller frees.
 */
struct document *document_read(const char *path, const struct ruleset *defaults, const char *version,
			       char *err, size_t errlen);
/* The same from SGF text named name (for the autosave and tests). */
struct document *document_parse(const char *text, size_t len, const char *name,
				const struct ruleset *defaults, const char *version, char *err, size_t errlen);
void document_free(struct document *d);

/* --- what is shown -------------------------------------------------------------------------------- */

/* The game of the path from the root to the current node. */
const struct game *document_game(const struct document *d);
const struct sgf_node *document_node(const struct document *d);
const struct sgf_node *document_root(const struct document *d);
const struct sgf_collection *document_sgf(const struct document *d);
/* Nodes of the line after the current one (what forward can reach). */
int document_ahead(const struct document *d);
/* The line: root .. current node (line[*at]) .. the node forward reaches last; *n nodes.  Valid until
 * the document moves or changes. */
const struct sgf_node *const *document_line(const struct document *d, int *n, int *at);
/* Moves (actions) of the line in all: those played plus those ahead. */
int document_line_moves(const struct document *d);
/* The current node's place among its parent's children: index from 0 and their number (1 at the
 * root). */
int document_variation(const struct document *d, int *count);
/* Why the game stops before the current node's line would go on (an illegal move in the file), or
 * NULL.  The text names the file, line and column. */
const char *document_stop_reason(const struct document *d);
/* The comment (C) of the current node as text, or NULL.  Caller frees. */
char *document_comment(const struct document *d);
/* A player's name (PB, PW) into buf, "" when none.  Returns buf. */
const char *document_player(const struct document *d, enum color c, char *buf, size_t len);
/* True when the komi was chosen (KM in the file, or set through document_set_komi or the setup),
 * so that a change of rules keeps it. */
bool document_komi_given(const struct document *d);

/* --- navigation: never a change --------------------------------------------------------------------- */

/* Go back or forward up to n nodes along the line.  Returns how many were gone. */
int document_back(struct document *d, int n);
int document_forward(struct document *d, int n);
/* Go to the node of move n of the line (0: the root; beyond the end: the end). */
void document_goto_move(struct document *d, int n);
/* Go to the start or the end of the line. */
void document_goto_start(struct document *d);
void document_goto_end(struct document *d);
/* Go to the sibling i (from 0) of the current node, and on through its first children.  -1 when
 * there is none. */
int document_goto_variation(struct document *d, int i);
/* Go to any node of the game tree; the line goes on through its first children. */
void document_goto_node(struct document *d, const struct sgf_node *node);
/* The next moves of the current node: the index (from 0) of the one the line goes on through, and
 * their number in *count (0 at the end of a line, where it returns -1). */
int document_next_choice(const struct document *d, int *count);
/* Let the line go on through next move i (from 0) of the current node: forward plays it; the
 * current node stays.  -1 when there is no such move. */
int document_choose_next(struct document *d, int i);

/* --- changes ------------------------------------------------------------------------------------------- */

/*
 * Play a stone of c at p at the current node: the verdict (as game_play gives it, VERDICT_GAME_OVER
 * after two passes until document_resume), and when legal the document is at the move's node, an
 * existing child or a new variation.
 */
struct verdict_info document_play(struct document *d, enum color c, int p);
/* Pass for c, the same way.  -1 when the game is over. */
int document_pass(struct document *d, enum color c);
/* The same in play: the move's node (found or made) becomes its parent's first child, so that the
 * line played is the file's main line and the moves taken back stay as later variations. */
struct verdict_info document_play_main(struct document *d, enum color c, int p);
int document_pass_main(struct document *d, enum color c);
/* After two passes (or a no-result cycle): let play go on at this node (nothing is changed yet). */
void document_resume(struct document *d);
/* c resigns at the current node, which must be the end of its line: RE of the root says so.
 * -1 when the game is over, or the node has later moves. */
int document_resign(struct document *d, enum color c);
/* True when the game at the current node is over by the resignation the document records there;
 * document_unresign takes it back (removing that RE). */
bool document_resigned_here(const struct document *d);
/* A loss on time is kept as a resignation is (the game at that node is resigned), with RE[B+T] or
 * RE[W+T]: how is 'T' for it, 'R' for a resignation.  document_resigned_how says which ended the
 * game at the current node (0: neither). */
int document_resign_as(struct document *d, enum color c, char how);
char document_resigned_how(const struct document *d);
void document_unresign(struct document *d);
/*
 * New rules for the game, as RU and KM where the game's game-info has them (else at the root); the
 * line is loaded again from its start under them.  A move the new rules forbid stops the game there, and the
 * document goes back to the last node reached (document_stop_reason says why).
 */
void document_set_rules(struct document *d, const struct ruleset *rules);
/* KM.  Rules and komi are settings (document_unsaved). */
void document_set_komi(struct document *d, int komi2);
/* Set a player's name ("" removes it): a setting, as the names of the players at the board carry
 * into their next games (document_unsaved; the same PB or PW edited as game information is work). */
void document_set_player(struct document *d, enum color c, const char *name);
/* RE of the root, e.g. from a count ("B+3.5"); NULL removes it. */
void document_set_result(struct document *d, const char *result);
/* Delete the current node and everything after it; the document goes to its parent.  -1 at the
 * root. */
int document_delete(struct document *d);
/* The count s with marking m as the current node's TB and TW (rules/record.h: record_marking_write),
 * which a count opened there again reads back as the accepted marking. */
void document_set_marking(struct document *d, const struct score *s, const struct score_marking *m);
/* Append text to the comment (C) of the current node, after an empty line when it has one. */
void document_add_comment(struct document *d, const char *text);
/* Replace the comment (C) of the current node with text (NULL or "" removes it). */
void document_set_comment(struct document *d, const char *text);

/* --- setup, markup and game information (tui/shared/edit.h edits through these) ---------------------- */

/* The current node, to change its properties; document_edited afterwards. */
struct sgf_node *document_edit_node(struct document *d);
/* A new empty child of the current node, after its other children, which becomes the current node
 * (the line goes through it); document_edited afterwards. */
struct sgf_node *document_add_node(struct document *d);
/* The current node's properties were changed: a change (document_changed), and the game takes the
 * node again: its actions are taken back and applied anew (the whole line is loaded again when the
 * node is part of the start position, before the first move, or changes the rules). */
void document_edited(struct document *d);
/* The game tree shown among the collection's (from 0), and their number in *count. */
int document_game_index(const struct document *d, int *count);
/* Show game tree i of the collection (from 0), at its first node.  -1 when there is none. */
int document_goto_game(struct document *d, int i);

/* --- the file ------------------------------------------------------------------------------------------ */

/* Changed since it was read or saved. */
bool document_changed(const struct document *d);
/* A number that every change (not navigation) increases: a move added, RE, RU, KM, PB or PW set. */
unsigned document_generation(const struct document *d);
/* How many edits of a node's stones or settings (setup, marks, game information, free handicap) the
 * document has had: what a position of the line depends on, where moves and comments are not. */
unsigned document_edits(const struct document *d);
/* Count the document as changed, and holding work of the user's: what it holds is in no file (a game
 * resumed from an autosave, an edit). */
void document_touch(struct document *d);
/*
 * Changed, and holding something worth keeping.  A game read from a file: any change.  A new game:
 * any work of the user's, with or without a move: a move, setup stones, a mark, a label, a comment,
 * game information edited, the player to move, handicap stones placed; not the settings a new game
 * is made with (document_set_rules, _komi, _player, _info: rules, komi, the clock, the players).
 */
bool document_unsaved(const struct document *d);
/* The whole collection as SGF text (see the top of this file).  Caller frees. */
char *document_text(const struct document *d, size_t *len);
/* Write the whole collection to path atomically; the document is then unchanged.  0, or -1 with
 * "path: reason" in err. */
int document_save(struct document *d, const char *path, char *err, size_t errlen);
/*
 * Where the current node is, as the child indices from the root ("0.0.1.0"), and back: the autosave
 * keeps it so that a resumed game opens where it was left.  document_path writes into buf (at
 * least 16 bytes; a path too long is cut) and returns buf; document_goto_path goes as far as the
 * path leads and returns 0, or -1 when it does not name a node (the document is then at the end of
 * the main line).
 */
const char *document_path(const struct document *d, char *buf, size_t len);
int document_goto_path(struct document *d, const char *path);

/* --- the clock's and the handicap's properties (tui/shared/clock.h) ------------------------------ */

/* The raw value of property id at the current node or the nearest node before it on the path (the
 * time a player had left, BL/WL), or NULL; *at (may be NULL) gets the node that holds it. */
const char *document_prop_above(const struct document *d, const char *id, const struct sgf_node **at);
/* Set property id of the current node to the text value (NULL removes it): a change.  When the game
 * is read from id (rules/record.h: record_reads), the game takes the node again. */
void document_set_prop(struct document *d, const char *id, const char *value);
/* Set a game-info property (GN, EV, DT, TM, OT, ...) as text, where the path has it (else at the
 * root); NULL or "" removes it.  A change of a setting (document_unsaved), unless document_edited
 * or document_touch follows; the game is moved again only when it is read from id (KM, HA, RU: the
 * line is loaded again under them). */
void document_set_info(struct document *d, const char *id, const char *value);
/*
 * Free handicap being placed: the root's AB become the points pts[0..n), and HA the handicap (0
 * while the stones are still being placed: Black is to move until HA says they are a handicap and
 * White moves first).  Only before the first move; -1 then, or for a point given twice.
 */
int document_place_stones(struct document *d, const int *pts, int n, int handicap);

#endif
