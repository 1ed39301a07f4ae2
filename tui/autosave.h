/*
 * autosave.h: where tengen keeps its state.  Its files are written with atomic_write
 * (rules/atomic.h), so that a crash never leaves half a file.
 *
 * The state directory is $XDG_STATE_HOME/tengen, or ~/.local/state/tengen when XDG_STATE_HOME is
 * unset or empty.  It holds autosave.sgf (the game in progress while it is not saved to a file)
 * and history (the lines typed at the `:` prompt).
 */
#ifndef TENGEN_AUTOSAVE_H
#define TENGEN_AUTOSAVE_H

#include <stddef.h>

/* The path of name inside the state directory, which is created if missing (mode 0700).
 * Returns NULL (errno set) when there is no home and no XDG_STATE_HOME.  Caller frees. */
char *autosave_path(const char *name);
/* Create dir and its parents (mode 0700).  Returns 0, or -1 with errno set. */
int autosave_mkdirs(const char *dir);

#endif
