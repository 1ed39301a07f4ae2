/*
 * mode_library.c: the case library browser (`library`, `tengen --library`): the positions of
 * assets/ listed by folder, with a topic to narrow them (Tab), and beside the list the selected
 * case: its position at the end of its main line, its topics, the answer it expects and what it is
 * about.  Enter opens the case in review with the analysis's life and death over the board, so that
 * what the board says can be read against what the case expects; Escape there comes back here.
 * Escape here leaves the library.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/record.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/library.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

#define LIBRARY_MAX_TOPICS 32

struct library_mode {
	struct library lib;
	char topics[LIBRARY_MAX_TOPICS][32];
	int ntopics;
	int topic;                 /* -1: every case; else an index into topics */
	int *shown, nshown;        /* the cases of the topic, as indices into lib.cases */
	int sel;                   /* the selected one, an index into shown */
	int preview_of;            /* the case the preview shows, or -1 */
	struct board preview;
	bool preview_ok;
	char preview_err[256];
};

static void library_filter(struct library_mode *m)
{
	int was = m->nshown ? m->shown[m->sel] : -1;

	m->nshown = 0;
	for (int i = 0; i < m->lib.n; i++)
		if (m->topic < 0 || library_has_topic(&m->lib.cases[i], m->topics[m->topic]))
			m->shown[m->nshown++] = i;
	m->sel = 0;
	for (int i = 0; i < m->nshown; i++)
		if (m->shown[i] == was)
			m->sel = i;
}

static const struct library_case *library_selected(const struct library_mode *m)
{
	return m->nshown ? &m->lib.cases[m->shown[m->sel]] : NULL;
}

/* The selected case's position: at the end of its main line, or at the move its AT line names. */
static void library_preview(struct library_mode *m, const struct app *a)
{
	const struct library_case *c = library_selected(m);
	struct app_setup *setup = app_setup((struct app *)a);

	if (!c || m->preview_of == m->shown[m->sel])
		return;
	m->preview_of = m->shown[m->sel];
	struct record *r = record_read_file(c->path, &setup->rules, c->at >= 0 ? c->at + 1 : -1, m->preview_err,
					    sizeof m->preview_err);
	m->preview_ok = r != NULL;
	if (r) {
		m->preview = *game_board(record_game(r));
		record_free(r);
	}
}

/* What a reviewer steps through: "3 moves after the position, 2 variations", or "". */
static void library_moves_str(const struct library_case *c, char *buf, size_t len)
{
	int after = c->at >= 0 ? c->moves - c->at : 0, before = c->at >= 0 ? c->at : c->moves;
	size_t at = 0;

	buf[0] = '\0';
	if (before)
		at += (size_t)snprintf(buf, len, "%d move%s to the position", before, before == 1 ? "" : "s");
	if (after && at < len)
		at += (size_t)snprintf(buf + at, len - at, "%s%d move%s after it", at ? ", " : "", after, after == 1 ? "" : "s");
	if (c->lines > 1 && at < len)
		snprintf(buf + at, len - at, "%s%d variation%s", at ? ", " : "", c->lines - 1, c->lines == 2 ? "" : "s");
}

/* arg: a topic to show, or NULL for every case. */
static void *library_enter(struct app *a, const void *arg)
{
	struct library_mode *m = xcalloc(1, sizeof *m);
	char dir[LIBRARY_PATH_MAX], err[LIBRARY_PATH_MAX + 64];

	library_dir(dir, sizeof dir);
	library_read(&m->lib, dir, err, sizeof err);
	m->ntopics = library_topics(&m->lib, m->topics, LIBRARY_MAX_TOPICS);
	m->shown = xcalloc((size_t)(m->lib.n ? m->lib.n : 1), sizeof *m->shown);
	m->topic = -1;
	for (int i = 0; arg && i < m->ntopics; i++)
		if (!strcmp(m->topics[i], arg))
			m->topic = i;
	m->preview_of = -1;
	library_filter(m);
	library_preview(m, a);
	return m;
}

static void library_leave(struct app *a, void *data)
{
	struct library_mode *m = data;

	(void)a;
	library_free(&m->lib);
	free(m->shown);
	free(m);
}

/* --- drawing -------------------------------------------------------------------------------------------- */

/* The list rows: a heading for each folder, then its cases.  row_case[i] is the shown index of
 * row i, or -1 for a heading.  Returns the number of rows. */
static int library_rows(const struct library_mode *m, int *row_case, int max)
{
	int n = 0;
	const char *dir = NULL;

	for (int i = 0; i < m->nshown && n < max; i++) {
		const struct library_case *c = &m->lib.cases[m->shown[i]];
		if (!dir || strcmp(dir, c->dir)) {
			dir = c->dir;
			row_case[n++] = -1 - i;   /* the heading before shown case i */
			if (n == max)
				break;
		}
		row_case[n++] = i;
	}
	return n;
}

static const char *folder_title(const char *dir)
{
	static const char *const titles[][2] = {
		{ "seed", "Seed 003: the seven types" },
		{ "classic", "Classic cases" },
		{ "j89", "The 1989 rules' hard cases" },
		{ "tromp-taylor", "Tromp-Taylor at work" },
		{ "tang", "Tang: stone counting" },
		{ "", "Other cases" },
	};

	for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++)
		if (!strcmp(dir, titles[i][0]))
			return titles[i][1];
	return dir;
}

static void library_list(const struct library_mode *m, struct screen *s, int y0, int h, int w, bool ascii)
{
	int row_case[4096] = { 0 };
	int n = library_rows(m, row_case, 4096), sel_row = 0;
	char line[256];

	for (int i = 0; i < n; i++)
		if (row_case[i] == m->sel)
			sel_row = i;
	int top = sel_row < h ? 0 : sel_row - h + 1;   /* the selection in view, low in it */
	for (int i = 0; i < h && top + i < n; i++) {
		int r = row_case[top + i];
		if (r < 0) {
			const struct library_case *c = &m->lib.cases[m->shown[-1 - r]];
			screen_put(s, y0 + i, 1, folder_title(c->dir), STYLE_BOLD, w - 1);
			continue;
		}
		const struct library_case *c = &m->lib.cases[m->shown[r]];
		bool on = r == m->sel;
		snprintf(line, sizeof line, "%s %s", on ? (ascii ? ">" : "▶") : " ", c->name);
		if (on)
			screen_blank(s, y0 + i, 1, w - 1, STYLE_SELECT);
		screen_put(s, y0 + i, 2, line, on ? STYLE_SELECT : STYLE_PLAIN, w - 2);
	}
}

static void library_detail(const struct library_mode *m, struct screen *s, int y, int x, int w, int bottom,
			   bool ascii, bool color)
{
	const struct library_case *c = library_selected(m);
	char line[1200];

	if (!c)
		return;
	if (m->preview_ok && 2 * m->preview.size - 1 <= w && y + m->preview.size < bottom) {
		view_small_board(s, y, x, &m->preview, 2, ascii, color);
		y += m->preview.size + 1;
	} else if (!m->preview_ok) {
		y += view_text(s, y, x, w, 2, m->preview_err, STYLE_ERROR) + 1;
	}
	y += view_text(s, y, x, w, 2, c->name, STYLE_BOLD);
	snprintf(line, sizeof line, "%s/%s: %s", c->dir[0] ? c->dir : ".", c->file, c->topics);
	y += view_text(s, y, x, w, 2, line, STYLE_DIM);
	library_moves_str(c, line, sizeof line);
	if (line[0] && y < bottom)
		y += view_text(s, y, x, w, 2, line, STYLE_DIM);
	/* its words first, then what it expects, in the rows left (a row kept for each of those lines) */
	int keep = (c->expect[0] ? 1 : 0) + (c->score[0] ? 1 : 0), room = bottom - y - 1 - keep - (keep ? 1 : 0);
	if (c->about[0] && room > 0)
		y += 1 + view_text(s, y + 1, x, w, room, c->about, STYLE_PLAIN);
	if (keep && y + 1 < bottom)
		y++;
	if (c->expect[0] && y < bottom) {
		int rows = bottom - y - (c->score[0] ? 1 : 0);
		snprintf(line, sizeof line, "Expect: %s", c->expect);
		y += view_text(s, y, x, w, rows > 3 ? 3 : rows < 1 ? 1 : rows, line, STYLE_DIM);
	}
	if (c->score[0] && y < bottom) {
		snprintf(line, sizeof line, "Count: %s", c->score);
		view_text(s, y, x, w, bottom - y > 2 ? 2 : bottom - y, line, STYLE_DIM);
	}
}

static void library_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct library_mode *m = data;
	bool ascii = app_look_const(a)->ascii, error;
	struct app_hints h;
	struct view v = { 0 };
	char title[LIBRARY_PATH_MAX + 512];

	(void)react;
	screen_clear(s);
	app_view(a, &v, &h);
	int rows = s->rows, cols = s->cols, msg_y = rows - 1 - VIEW_MESSAGE_ROWS;
	if (m->topic < 0)
		snprintf(title, sizeof title, "Case library: %d cases", m->lib.n);
	else
		snprintf(title, sizeof title, "Case library: %d of %d cases, about %s", m->nshown, m->lib.n,
			 m->topics[m->topic]);
	screen_put(s, 0, 1, title, STYLE_BOLD, cols - 2);
	if (m->nshown) {
		char where[32];
		snprintf(where, sizeof where, "%d of %d", m->sel + 1, m->nshown);
		screen_put(s, 0, cols - 1 - (int)strlen(where), where, STYLE_DIM, -1);
	}
	if (m->lib.n == 0) {
		snprintf(title, sizeof title, "No cases in %s%s%s.", m->lib.dir, m->lib.unreadable ? ": " : "",
			 m->lib.unreadable ? m->lib.first_error : "");
		view_text(s, 2, 1, cols - 2, msg_y - 2, title, STYLE_ERROR);
	} else {
		int list_w = cols >= 72 ? cols / 2 - 2 : cols - 1;
		library_list(m, s, 2, msg_y - 3, list_w, ascii);
		if (cols >= 72)
			library_detail(m, s, 2, list_w + 3, cols - list_w - 4, msg_y - 1, ascii, app_look_const(a)->color);
	}
	struct layout l = { .msg_y = msg_y, .hint_y = rows - 1, .rows = rows, .cols = cols };
	const char *text = app_message_text(a, &error);
	view_message(s, &l, text, error);
	view_hints(s, &l, v.hints);
}

/* --- the command ------------------------------------------------------------------------------------------ */

static int library_open(struct app *a, struct library_mode *m, int i, bool force)
{
	char line[64];

	if (i < 0 || i >= m->nshown)
		return app_error(a, "library open: %d is not a case of the list (1 to %d)", i + 1, m->nshown);
	m->sel = i;
	const struct library_case *c = library_selected(m);
	if (!force && app_unsaved(a)) {
		snprintf(line, sizeof line, "library! open %d", i + 1);
		return app_confirm(a, "Open the case? This game is not saved to a file (the autosave keeps it "
				   "until the next game replaces it).", line, NULL);
	}
	if (app_load(a, c->path) != 0)
		return REACT_ALL;
	library_case_goto(app_document(a));   /* the position the case is about */
	app_navigated(a);
	app_run(a, "overlay life");
	char moves[160], steps[256] = "";
	library_moves_str(c, moves, sizeof moves);
	if (moves[0])
		snprintf(steps, sizeof steps, " %s: Left and Right step, Down the variations, t each move's frames.",
			 moves);
	return app_message(a, "%s: the analysis's life and death is over the board (Tab: the count, then "
			   "none). Expected: %s.%s Escape goes back to the library.", c->name,
			   c->expect[0] ? c->expect : "(the file names no answer)", steps) | REACT_ALL;
}

static int library_step(struct app *a, struct library_mode *m, const char *how, int argc, char **argv)
{
	int n = 1;

	if (argc > 1 && (n = atoi(argv[1])) < 1)
		return app_error(a, "library %s: a number of cases", how);
	if (!strcmp(how, "next"))
		m->sel += n;
	else if (!strcmp(how, "prev"))
		m->sel -= n;
	else if (!strcmp(how, "first"))
		m->sel = 0;
	else
		m->sel = m->nshown - 1;
	if (m->sel >= m->nshown)
		m->sel = m->nshown - 1;
	if (m->sel < 0)
		m->sel = 0;
	library_preview(m, a);
	const struct library_case *c = library_selected(m);
	return c ? app_message(a, "%d of %d: %s.", m->sel + 1, m->nshown, c->name) | REACT_ALL : REACT_ALL;
}

static int library_topic(struct app *a, struct library_mode *m, int argc, char **argv)
{
	if (argc < 2 || !strcmp(argv[1], "next")) {
		m->topic = m->topic + 1 >= m->ntopics ? -1 : m->topic + 1;
	} else if (!strcmp(argv[1], "all")) {
		m->topic = -1;
	} else {
		int i = 0;
		while (i < m->ntopics && strcmp(m->topics[i], argv[1]))
			i++;
		if (i == m->ntopics) {
			char list[512];
			size_t at = 0;
			for (int k = 0; k < m->ntopics && at < sizeof list; k++)
				at += (size_t)snprintf(list + at, sizeof list - at, "%s%s", k ? ", " : "", m->topics[k]);
			return app_error(a, "library topic: %s is not a topic; the topics: all, %s", argv[1], list);
		}
		m->topic = i;
	}
	library_filter(m);
	library_preview(m, a);
	if (m->topic < 0)
		return app_message(a, "Every case: %d.", m->nshown) | REACT_ALL;
	return app_message(a, "%d case%s about %s (Tab: the next topic).", m->nshown, m->nshown == 1 ? "" : "s",
			   m->topics[m->topic]) | REACT_ALL;
}

int mode_library_command(struct app *a, int argc, char **argv, bool force)
{
	struct library_mode *m = app_mode_data(a, &mode_library);
	char dir[LIBRARY_PATH_MAX];

	if (!m && argc && !strcmp(argv[0], "off"))
		return app_error(a, "library: it is not open");
	if (!m) {   /* open it, then do what the words say */
		if (library_dir(dir, sizeof dir) != 0)
			return app_error(a, "library: there is no case library at %s (TENGEN_LIBRARY names another)", dir);
		app_push(a, &mode_library, NULL);
		m = app_mode_data(a, &mode_library);
		if (argc == 0 || !strcmp(argv[0], "on"))
			return app_message(a, "%d cases: Up and Down choose, Enter opens one, Tab narrows to a "
					   "topic, Escape leaves.", m->lib.n) | REACT_ALL;
	}
	if (argc == 0 || !strcmp(argv[0], "on"))
		return app_message(a, "The library is open: %d cases.", m->lib.n) | REACT_ALL;
	if (!strcmp(argv[0], "off"))
		return app_pop(a, &mode_library) | app_message(a, "Left the library.");
	if (!strcmp(argv[0], "next") || !strcmp(argv[0], "prev") || !strcmp(argv[0], "first") ||
	    !strcmp(argv[0], "last"))
		return library_step(a, m, argv[0], argc, argv);
	if (!strcmp(argv[0], "topic"))
		return library_topic(a, m, argc, argv);
	if (!strcmp(argv[0], "open"))
		return library_open(a, m, argc > 1 ? atoi(argv[1]) - 1 : m->sel, force);
	return app_error(a, "library: on, off, next, prev, first, last, open [N] or topic [NAME|next|all]");
}

static const char *const words_library[] = { "off", "next", "prev", "first", "last", "open", "topic", NULL };
const struct command cmd_library_entry = {
	.name = "library", .usage = "[off|next|prev|first|last|open [N]|topic [NAME|next|all]]",
	.max_args = 2, .exec = mode_library_command, .modes = "play review library",
	.complete = COMMAND_ARG_WORDS, .words = words_library,
	.help = "the case library: seki, ko, snap-back, the seed's diagrams, the rules at work; open one "
		"in review with its life and death over the board",
};

static const struct mode_key library_keys[] = {
	{ { KEYC_UP, 'k' }, "library prev", "the case before", NULL },
	{ { KEYC_DOWN, 'j' }, "library next", "the next case", "choose" },
	{ { KEYC_PPAGE }, "library prev 10", "ten cases up", NULL },
	{ { KEYC_NPAGE }, "library next 10", "ten cases down", NULL },
	{ { KEYC_HOME }, "library first", "the first case", NULL },
	{ { KEYC_END }, "library last", "the last case", NULL },
	{ { KEYC_ENTER, ' ' }, "library open", "open the case in review, its life and death over the board", "open" },
	{ { KEYC_TAB }, "library topic next", "only the cases of the next topic (then every case again)", "topic" },
	{ { KEYC_ESCAPE }, "library off", "leave the library", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_library = {
	.name = "library",
	.while_text = "in the library",
	.leave_text = "Escape leaves it",
	.flags = MODE_MESSAGE_ROWS,
	.keys = library_keys,
	.enter = library_enter,
	.leave = library_leave,
	.draw = library_draw,
};
