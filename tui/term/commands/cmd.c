/* cmd.c: what the command families share (see cmd.h). */
#include "config.h"

#include "tui/term/commands/cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/frames.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/mode.h"
#include "tui/term/view.h"

/* The command line that runs `name!` with the same arguments, whole, for a confirmation's yes.
 * Caller frees. */
static char *cmd_forced(const char *name, int argc, char **argv)
{
	size_t len = strlen(name) + 2;

	for (int i = 0; i < argc; i++)
		len += 2 * strlen(argv[i]) + 4;   /* a space, quotes, a backslash before each character */
	char *buf = xmalloc(len);
	size_t n = (size_t)snprintf(buf, len, "%s!", name);
	for (int i = 0; i < argc; i++) {
		buf[n++] = ' ';
		command_quote(argv[i], buf + n, len - n);
		n += strlen(buf + n);
	}
	return buf;
}

/* Ask the question, `name!` with the same arguments as its yes.  Returns REACT_*. */
int cmd_ask(struct app *a, const char *question, const char *name, int argc, char **argv)
{
	char *yes = cmd_forced(name, argc, argv);
	int react = app_confirm(a, question, yes, NULL);

	free(yes);
	return react;
}

/* Ask first when unsaved moves would be lost; returns 0 when the command may go on. */
int cmd_guard(struct app *a, const char *name, int argc, char **argv, bool force, const char *what,
	      int *react)
{
	char question[APP_MESSAGE_MAX];

	if (force || !app_unsaved(a))
		return 0;
	int moves = document_line_moves(app_document(a));
	char count[32];
	snprintf(count, sizeof count, moves ? "%d move%s" : "no move yet", moves, moves == 1 ? "" : "s");
	snprintf(question, sizeof question, "%s? The current game (%s) is not saved to a file, and it will be "
		 "lost.", what, count);
	*react = cmd_ask(a, question, name, argc, argv);
	return -1;
}

int cmd_int(const char *s, int lo, int hi, int *out)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (end == s || *end || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

/* The comment of the node arrived at, to follow a message: " Comment: ..." (or ""). */
/* True when the review panel is on the screen (it shows the comment and the variations). */
static bool cmd_review_panel_shown(const struct app *a)
{
	struct layout l;

	app_layout(a, &l);
	return app_base(a) == &mode_review && l.fits && l.panel;
}

const char *cmd_comment_words(const struct app *a, char *buf, size_t len)
{
	char *c = cmd_review_panel_shown(a) ? NULL : document_comment(app_document_const(a));

	buf[0] = '\0';
	if (c) {
		for (char *s = c; *s; s++)
			if (*s == '\n')
				*s = ' ';
		snprintf(buf, len, " Comment: %s", c);
		free(c);
	}
	return buf;
}

void cmd_walked(struct app *a)
{
	app_navigated(a);
	const struct mode *base = app_base(a);
	if (game_end_reason(app_game(a)) == END_PASSES && !app_has_mode(a, &mode_score) &&
	    (base == &mode_play || base == &mode_review))
		app_push(a, &mode_score, NULL);
}

/* Open the frames of c at p from the position now (built before the move is played). */
void cmd_frames_open(struct app *a, const struct frames *fs, bool played)
{
	struct frames_open o = { *fs, played };

	app_push(a, &mode_frames, &o);
}

/* The frames of the move that led to the current node, when it is one stone move: built from the
 * position before it (the document steps back and forward again, changing nothing).  -1 when the
 * node holds no single stone move. */
int cmd_frames_of_current(struct app *a, struct frames *fs)
{
	struct document *d = app_document(a);
	const struct game *g = app_game(a);
	const struct move *m = game_move(g, game_moves(g));
	const struct sgf_node *node = document_node(d);

	if (!m || m->action != ACTION_PLAY || !node->parent)
		return -1;
	enum color c = m->color;
	int p = m->point, n = game_moves(g);
	document_back(d, 1);
	bool one = game_moves(app_game(a)) == n - 1;
	if (one)
		frames_build(fs, app_game(a), c, p);
	document_goto_node(d, node);
	return one ? 0 : -1;
}

/* The point a command is about (teaching, a dispute): its argument, or the cursor.  BOARD_NONE with a
 * message. */
int cmd_point(struct app *a, const char *name, int argc, char **argv)
{
	const struct board *b = game_board(app_game(a));
	int p = argc ? board_vertex_parse(b, argv[0]) : app_cursor(a);

	if (p == BOARD_NONE || p == BOARD_PASS) {
		app_error(a, "%s: %s is not a point of this %dx%d board", name, argv[0], b->size, b->size);
		return BOARD_NONE;
	}
	return p;
}

int cmd_on_off(const char *word, bool now)
{
	if (!word)
		return !now;
	if (!strcmp(word, "on"))
		return 1;
	if (!strcmp(word, "off"))
		return 0;
	return -1;
}

char *cmd_join(int argc, char **argv, int from)
{
	size_t len = 1, at = 0;

	for (int i = from; i < argc; i++)
		len += strlen(argv[i]) + 1;
	char *text = xmalloc(len);
	text[0] = '\0';
	for (int i = from; i < argc; i++)
		at += (size_t)snprintf(text + at, len - at, "%s%s", i > from ? " " : "", argv[i]);
	return text;
}
