/*
 * autosave.h: where tengen keeps its state, and the autosave of each running board.
 *
 * The state directory is $XDG_STATE_HOME/tengen, or ~/.local/state/tengen when XDG_STATE_HOME is
 * unset, empty or not an absolute path (the XDG base directory specification has such a value
 * ignored: it would name a different place from every directory the board is started in).  It holds history (the lines typed at the `:` prompt) and the autosaves: the game
 * in progress while it is not saved to a file, written atomically (rules/atomic.h) after every
 * change, so that a crash never leaves half a file.
 *
 * Every running board has an autosave of its own, a slot: autosave.sgf for the first, then
 * autosave-1.sgf, autosave-2.sgf ...  A slot belongs to the run that holds the lock (flock) on its
 * lock file (autosave.lock, autosave-1.lock, ...); the system drops the lock when the run ends,
 * however it ends, so:
 *   - a run takes the first slot whose lock is free and that holds no autosave;
 *   - an autosave whose lock is free was left by a run that died (or quit with a game unsaved): an
 *     orphan, offered at the next start.  The run that finds it holds its lock while it asks, so two
 *     runs starting at once never offer the same game; an answered orphan is resumed (it becomes the
 *     run's own slot) or put aside in a file of its own named after the time it was last changed,
 *     autosave-previous-YYYY-MM-DD-HHMMSS.sgf (never replacing another), and is not offered again;
 *   - an autosave whose lock is held belongs to a board still being played: never touched.
 * Beside the game, the lock file holds where the current node was (document_path), so that a
 * resumed game opens there.  Lock files stay in the directory (unlinking a lock file another run
 * may be opening would let two runs hold "the same" lock).
 */
#ifndef TENGEN_AUTOSAVE_H
#define TENGEN_AUTOSAVE_H

#include <stdbool.h>
#include <stddef.h>

struct autosave;

/* The path of name inside the state directory, which is created if missing (mode 0700).
 * Returns NULL (errno set) when there is no home and no XDG_STATE_HOME.  Caller frees. */
char *autosave_path(const char *name);
/* Create dir and its parents (mode 0700).  Returns 0, or -1 with errno set. */
int autosave_mkdirs(const char *dir);

/*
 * This run's autosave: a free slot of the state directory, locked, and the newest orphan found on
 * the way (held for autosave_orphan).  The stale temporaries of the directory (rules/atomic.h:
 * those of a run killed while it wrote) are removed first.  NULL (errno set) when there is no state directory or no slot
 * can be locked.  Caller frees with autosave_close.
 */
struct autosave *autosave_open(void);
/* Release the slot (and an orphan still held).  With remove, the slot's autosave is deleted. */
void autosave_close(struct autosave *s, bool remove);
/* The file of this run's slot. */
const char *autosave_file(const struct autosave *s);
/* Replace the slot's autosave with len bytes of text, and note `where` (may be NULL) beside it.
 * Returns 0, or -1 with errno set. */
int autosave_write(struct autosave *s, const char *text, size_t len, const char *where);
/* Delete the slot's autosave (nothing is unsaved).  Returns 0, or -1 with errno set. */
int autosave_remove(struct autosave *s);
/* True when the slot's autosave exists on disk. */
bool autosave_exists(const struct autosave *s);

/* The orphan held for this run: its file, or NULL.  *where gets the node it was at ("" if not
 * known); *mtime its time. */
const char *autosave_orphan(const struct autosave *s, const char **where, long *mtime);
/* Resume the orphan: it becomes this run's slot (the free slot taken at first is let go). */
int autosave_adopt(struct autosave *s);
/* Put the orphan aside as autosave-previous-YYYY-MM-DD-HHMMSS.sgf (its time: when it was last
 * written; -2, -3 ... after the time when that name is taken), replacing nothing; its path in *aside
 * (caller frees).  Returns 0, or -1 with errno set. */
int autosave_put_aside(struct autosave *s, char **aside);

#endif
