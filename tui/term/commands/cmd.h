/*
 * cmd.h: what the command families share (tui/term/commands/cmd_*.c): asking before unsaved moves
 * are lost, the small parsers of their words, the comment that follows a message, the frames of a
 * move, and where the commands of walking and of play apply.
 *
 * Each family file holds its commands, each one's exec beside its entry `const struct command
 * cmd_NAME_entry` (the name with '-' as '_'), which the table in tui/term/registry.c lists.
 */
#ifndef TENGEN_CMD_H
#define TENGEN_CMD_H

#include <stdbool.h>
#include <stddef.h>

struct app;
struct frames;

/* Where the commands that walk the game apply: on the board, and from the count. */
#define MODES_WALK "play review score edit"
/* Where the commands of play apply: on the board, while reviewing and while setting up. */
#define MODES_BOARD "play review edit"

/* Ask the question, `name!` with the same arguments as its yes.  Returns REACT_*. */
int cmd_ask(struct app *a, const char *question, const char *name, int argc, char **argv);
/* Ask first when unsaved moves would be lost; returns 0 when the command may go on, else -1 with
 * *react set (the question asked). */
int cmd_guard(struct app *a, const char *name, int argc, char **argv, bool force, const char *what,
	      int *react);
/* s as a number from lo to hi into *out; -1 when it is none. */
int cmd_int(const char *s, int lo, int hi, int *out);
/* on: 1, off: 0, NULL: the other of now; -1 for another word. */
int cmd_on_off(const char *word, bool now);
/* The comment of the node arrived at, to follow a message: " Comment: ..." (or "" when there is
 * none, or when the review panel shows it).  Returns buf. */
const char *cmd_comment_words(const struct app *a, char *buf, size_t len);
/* Open the frames fs (the move played already, or not). */
void cmd_frames_open(struct app *a, const struct frames *fs, bool played);
/* The frames of the move that led to the current node; -1 when it is no single stone move. */
int cmd_frames_of_current(struct app *a, struct frames *fs);
/* The words from argv[from] on, joined by spaces, however long.  Caller frees. */
char *cmd_join(int argc, char **argv, int from);
/* The document's current node moved (app_navigated), by a command that walks the game: arriving
 * where both players passed opens the count, over the board or the review, as the passes did. */
void cmd_walked(struct app *a);
/* What the board does once a new game has started from the setup (the registry's started,
 * cmd_play.c): it is to be played, not reviewed; its clock is set; Black places a free handicap. */
void cmd_started(struct app *a);
/* What the board does once a file was loaded (the registry's loaded, cmd_file.c): it opens in
 * review (over the library, say). */
void cmd_loaded(struct app *a);
/* The point a command is about: its argument, or the cursor.  BOARD_NONE with a message. */
int cmd_point(struct app *a, const char *name, int argc, char **argv);

#endif
