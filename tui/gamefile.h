/*
 * gamefile.h: the board's games to and from SGF files, through the record module (rules/record.h).
 *
 * Besides the game, a file has a root whose other properties (players, date, event, comments) the
 * board keeps and writes back when the game is saved: a struct gamefile holds that root.  A file
 * whose line stops early (an illegal move, say) still loads, up to there, with a note saying why.
 * A result "B+R" or "W+R" in a file that loaded to its end becomes the resignation it records.
 */
#ifndef TENGEN_GAMEFILE_H
#define TENGEN_GAMEFILE_H

#include <stddef.h>

#include "board/board.h"

struct game;
struct ruleset;
struct gamefile;

/* An empty root, for a game that has no file yet.  Caller frees with gamefile_free. */
struct gamefile *gamefile_new(void);
void gamefile_free(struct gamefile *f);

/*
 * Read the first game of the file at path: a new game (caller frees with game_free) and its root
 * in *file (caller frees).  defaults gives the rules when the file names none.  NULL with
 * "path:line:col: what" in err.  note gets why loading stopped early, or "".
 */
struct game *gamefile_load(const char *path, const struct ruleset *defaults, struct gamefile **file,
			   char *err, size_t errlen, char *note, size_t notelen);

/* A player's name (PB, PW) into buf, "" when there is none.  Returns buf. */
const char *gamefile_player(const struct gamefile *f, enum color c, char *buf, size_t len);
/* Set a player's name ("" removes it). */
void gamefile_set_player(struct gamefile *f, enum color c, const char *name);

/* The game as SGF text with f's root properties.  Caller frees. */
char *gamefile_sgf(const struct game *g, const struct gamefile *f);
/* Write it to path atomically.  0, or -1 with "path: reason" in err. */
int gamefile_save(const char *path, const struct game *g, const struct gamefile *f, char *err,
		  size_t errlen);

#endif
