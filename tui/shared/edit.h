/*
 * edit.h: setting up and marking up a position, and the game's information, in the document (no
 * curses; the edit mode and the commands `setup`, `to-play`, `markup`, `label` and `info` use it).
 *
 * Where an edit goes, as Sabaki and CGoban put it:
 *   - Setup (AB AW AE) and the player to move (PL) go to the current node when it holds no move
 *     (B or W), else to a new node after it, after its other children, which becomes the current
 *     node: the move stays as it was, and the setup is one step of the game after it.
 *   - Marks (TR SQ CR MA, LB, DD, AR, LN) go to the current node, move or not.
 * A setup point is written once, in the property that gives it its colour, and only where the
 * position before the node does not already have it: a stone placed over the other colour moves from
 * AW to AB, one removed that was set up here leaves AB, one removed that was there before is AE.
 * Everything else the node holds stays as it was, raw values and all, so that saving gives back the
 * same file but for the edit.
 *
 * The edit log: each edit (a command, a click) is one step that edit_undo takes back and edit_redo
 * does again: the node's properties as they were, or, for a node the edit made, the node itself.
 * The log follows one node: once the document is somewhere else (edit_log_follow), it starts again.
 */
#ifndef TENGEN_EDIT_H
#define TENGEN_EDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "tui/shared/document.h"
#include "tui/shared/markup.h"

struct edit_log;

/*
 * Make the points pts[0..n) colour c (EMPTY: no stone).  Returns how many points changed (0: the
 * position already had them so, and nothing was made), or -1 with why in err (a point that is not on
 * the board).  log may be NULL: the edit is not logged.
 */
int edit_setup(struct document *d, struct edit_log *log, enum color c, const int *pts, int n, char *err,
	       size_t errlen);
/* The player to move is c (PL).  Returns 1 when it changed, 0 when c was to move already. */
int edit_to_play(struct document *d, struct edit_log *log, enum color c);
/* Mark m on the points (replacing another mark there); MARKUP_NONE clears every mark of the points:
 * TR SQ CR MA, their labels, dimming, and the arrows and lines from or to them.  Returns how many
 * points changed. */
int edit_mark(struct document *d, struct edit_log *log, enum markup_mark m, const int *pts, int n);
/* Take the marks TR SQ CR MA off the points (labels, dimming, arrows and lines stay).  Returns how
 * many points changed. */
int edit_unmark(struct document *d, struct edit_log *log, const int *pts, int n);
/* Dim (DD) the points, or no longer.  Returns how many changed. */
int edit_dim(struct document *d, struct edit_log *log, const int *pts, int n, bool on);
/* The label of p becomes text ("" removes it).  Returns 1 when it changed. */
int edit_label(struct document *d, struct edit_log *log, int p, const char *text);
/* An arrow (or a line) from one point to another: added, or removed when the node has it already.
 * Returns 1 when added, 0 when removed. */
int edit_line(struct document *d, struct edit_log *log, int from, int to, bool arrow);
/* The next free label of the current node: a letter A..Z (then AA, AB, ...), or with number a number
 * from 1; into buf. */
const char *edit_next_label(const struct document *d, bool number, char *buf, size_t len);

/*
 * The game's information: PROP is one of GN EV RO DT PC PB BR PW WR KM RU HA RE SO GC US AN CP ON
 * TM OT (see edit_info_props), or C for the current node's comment; value "" removes it.  KM must be
 * a komi and RU a ruleset (the game is then counted and played under them), HA a number of stones
 * 0..9.  0, or -1 with why in err.
 */
int edit_info(struct document *d, const char *prop, const char *value, char *err, size_t errlen);
/* The properties edit_info takes, with what each is in words ("GN", "game name"); NULL-terminated
 * in pairs. */
extern const char *const edit_info_props[];

/* A new, empty log.  Caller frees. */
struct edit_log *edit_log_new(void);
void edit_log_free(struct edit_log *l);
/* Start the log again when the document is no longer where its last edit left it. */
void edit_log_follow(struct edit_log *l, const struct document *d);
/* Take back the last edit / do again the last one taken back.  0, or -1 when there is none. */
int edit_undo(struct edit_log *l, struct document *d);
int edit_redo(struct edit_log *l, struct document *d);
/* Edits that edit_undo can take back, and that edit_redo can do again. */
int edit_log_undos(const struct edit_log *l);
int edit_log_redos(const struct edit_log *l);

#endif
