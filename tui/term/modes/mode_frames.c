/*
 * mode_frames.c: the frames of one move (tui/shared/frames.h), one at a time over the board: the board of
 * the frame with its marks, the caption on the message lines, and in the side panel the frame's
 * number and rule, more words, and the earlier position a repetition brings back.  Opened by
 * `trace` (the move is not played) and, with `teach on`, by every move played or stepped to; Escape
 * returns to the board as it was.  The frames leave by themselves when the game moves on under them.
 * In review, Right past the last frame goes on to the next move of the line (its frames, teaching)
 * and Left before the first goes back to the position before the move, so that a sequence is read
 * frame by frame with one key.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/frames.h"
#include "tui/shared/library.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

struct frames_mode {
	struct frames fs;
	bool played;
	int at;                        /* the frame shown */
	const struct sgf_node *node;   /* the node the frames belong to */
};

static void *frames_enter(struct app *a, const void *arg)
{
	const struct frames_open *o = arg;
	struct frames_mode *m = xcalloc(1, sizeof *m);

	m->fs = o->fs;
	m->played = o->played;
	m->node = document_node(app_document(a));
	return m;
}

static void frames_leave(struct app *a, void *data)
{
	struct frames_mode *m = data;

	(void)a;
	frames_free(&m->fs);
	free(m);
}

static bool frames_changed(struct app *a, void *data)
{
	const struct frames_mode *m = data;

	return document_node(app_document(a)) == m->node;
}

/* The comment of the move the frames show, its words (a case's lines left out), in h rows at y. */
static void frames_comment(const struct app *a, struct screen *s, int y, int x, int w, int h)
{
	char *comment = document_comment(app_document_const(a)), *lines, *prose;

	if (!comment)
		return;
	library_comment_split(comment, &lines, &prose);
	if (prose[0])
		view_text(s, y, x, w, h, prose, STYLE_DIM);
	free(lines);
	free(prose);
	free(comment);
}

/* The side panel: which frame and rule, the detail, the position a repetition brings back, the move's
 * comment. */
static void frames_panel(const struct app *a, const struct frames_mode *m, struct screen *s,
			 const struct layout *l)
{
	const struct frame *f = &m->fs.frame[m->at];
	char head[160];
	int x = l->panel_x, w = l->panel_w, y = l->panel_y, bottom = l->msg_y;

	snprintf(head, sizeof head, "%s%s: frame %d of %d", m->fs.title,
		 m->played || m->fs.point == BOARD_NONE ? "" : " (traced)", m->at + 1, m->fs.n);
	screen_put(s, y++, x, head, STYLE_BOLD, w);
	if (f->earlier < 0) {
		if (f->rule)
			snprintf(head, sizeof head, "rule %d%s", f->rule,
				 m->played || m->fs.point == BOARD_NONE ? "" : "; not played");
		else
			head[0] = '\0';
		screen_put(s, y++, x, head, STYLE_DIM, w);
	} else {
		if (f->earlier == 0)
			snprintf(head, sizeof head, "rule %d; at the start of the game:", f->rule);
		else
			snprintf(head, sizeof head, "rule %d; after move %d:", f->rule, f->earlier);
		screen_put(s, y++, x, head, STYLE_DIM, w);
		if (y + f->then.size <= bottom)
			view_small_board(s, y, x, &f->then, 1, app_look_const(a)->ascii, app_look_const(a)->color);
		y += f->then.size;
	}
	if (y < bottom - 1)
		y += 1;
	bool ascii = app_look_const(a)->ascii;
	/* the marks of a move's frames, or of the count's (frames.c: the points and stones named) */
	const char *move[] = { ascii ? "(X) the stone played" : "(●) the stone played",
			       ascii ? "B W the chain looked at" : "◉ ◎ the chain looked at",
			       ascii ? ": a point it reaches (a liberty)" : "◌ a point it reaches (a liberty)",
			       ascii ? "~ cleared" : "⊗ cleared" };
	const char *count[] = { ascii ? ": the points in question" : "◌ the points in question",
				ascii ? "B W the stones in question" : "◉ ◎ the stones in question",
				ascii ? "~ taken off, or nobody's" : "⊗ taken off, or nobody's",
				ascii ? "(X) played out" : "(●) played out" };
	const char *const *legend = m->fs.point == BOARD_NONE ? count : move;
	int n = 4, rows = view_legend(s, 0, x, w, legend, n, false);
	y += view_text(s, y, x, w, bottom - y - rows - 1, f->detail, STYLE_PLAIN);
	if (m->played && y + 2 < bottom - rows - 1)   /* what the move's own comment says of it */
		frames_comment(a, s, y + 1, x, w, bottom - rows - 1 - (y + 1));
	if (bottom - rows > y)
		view_legend(s, bottom - rows, x, w, legend, n, true);
}

static void frames_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct frames_mode *m = data;
	const struct frame *f = &m->fs.frame[m->at];
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;

	app_view(a, &v, &h);
	v.board = &f->board;
	v.marks.frame = f->mark;
	v.marks.last = BOARD_NONE;
	v.marks.cursor = BOARD_NONE;   /* the frame is a picture, not a place to play */
	v.marks.numbers = NULL;
	v.message = f->caption;
	v.error = false;
	(void)react;
	if (view_draw_for_panel(s, &v, &l))
		frames_panel(a, m, s, &l);
}

/* frame next|prev|first|last|close */
static int cmd_frame(struct app *a, int argc, char **argv, bool force)
{
	struct frames_mode *m = app_mode_data(a, &mode_frames);
	static const char *const words[] = { "next", "prev", "first", "last", "close" };
	int w = 0;

	(void)argc, (void)force;
	while (w < 5 && strcmp(argv[0], words[w]) != 0)
		w++;
	if (w == 5)
		return app_error(a, "frame: next, prev, first, last or close");
	if (w == 4) {
		bool played = m->played || m->fs.point == BOARD_NONE;
		app_pop(a, &mode_frames);
		return app_message(a, "%s", played ? "Back to the board." :
				   "Back to the board; nothing was played.") | REACT_ALL;
	}
	int to = w == 0 ? m->at + 1 : w == 1 ? m->at - 1 : w == 2 ? 0 : m->fs.n - 1;
	/* the frames of a move walked to in a game tree: past the last, the next move (and its frames,
	 * when teaching); before the first, the position before the move */
	bool walked = m->played && m->fs.point != BOARD_NONE && (w == 0 || w == 1) && app_has_mode(a, &mode_review);
	if (walked && to >= m->fs.n && document_node(app_document(a))->child) {
		app_pop(a, &mode_frames);
		return app_run(a, "forward");
	}
	if (walked && to < 0) {
		app_pop(a, &mode_frames);
		return app_run(a, "back");
	}
	if (to < 0 || to >= m->fs.n)
		return app_error(a, "frame: this is the %s frame%s; Escape goes back to the board",
				 to < 0 ? "first" : "last", m->played && to >= m->fs.n ? " of the last move of the line" : "");
	m->at = to;
	return REACT_ALL;
}

static const char *const words_frame[] = { "next", "prev", "first", "last", "close", NULL };

static const struct command frames_commands[] = {
	{ .name = "frame", .usage = "next|prev|first|last|close", .min_args = 1, .max_args = 1,
	  .exec = cmd_frame, .complete = COMMAND_ARG_WORDS, .words = words_frame,
	  .help = "step through the frames of the move shown, or close them" },
};

static const struct mode_key frames_keys[] = {
	{ { KEYC_RIGHT, ' ', KEYC_ENTER }, "frame next", "the next frame", "next" },
	{ { KEYC_LEFT, KEYC_BSPACE }, "frame prev", "the frame before", "back" },
	{ { KEYC_HOME }, "frame first", "the first frame", NULL },
	{ { KEYC_END }, "frame last", "the last frame", NULL },
	{ { KEYC_ESCAPE }, "frame close", "back to the board", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_frames = {
	.name = "frames",
	.while_text = "while stepping through a move's frames",
	.leave_text = "Escape goes back to the board",
	.flags = MODE_OWN_BOARD,
	.keys = frames_keys,
	.commands = frames_commands,
	.ncommands = 1,
	.enter = frames_enter,
	.leave = frames_leave,
	.draw = frames_draw,
	.changed = frames_changed,
};
