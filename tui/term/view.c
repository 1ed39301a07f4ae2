/* view.c: the board, the side panel, the message and hints rows (see view.h for the layout). */
#include "config.h"

#include "tui/term/view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "rules/game.h"
#include "rules/score.h"
#include "rules/xalloc.h"
#include "tui/shared/export.h"
#include "tui/shared/frames.h"
#include "tui/shared/markup.h"
#include "tui/term/screen.h"

static const char column_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

static int max_int(int a, int b) { return a > b ? a : b; }
static int min_int(int a, int b) { return a < b ? a : b; }

/* The layout with points cell columns apart, and gap columns before the right-hand coordinates. */
static void view_layout_cells(int rows, int cols, int size, int cell, int gap, struct layout *l)
{
	memset(l, 0, sizeof *l);
	l->rows = rows;
	l->cols = cols;
	l->size = size;
	l->cell = cell;
	l->coord_gap = gap;
	l->label_w = size >= 10 ? 2 : 1;
	int board_w = 2 * l->label_w + cell * (size - 1) + 1 + gap + 1;   /* labels, spaces, points */
	int content = max_int(size + 2, VIEW_PANEL_ROWS);
	l->board_y = 0;
	l->board_x = 1;
	l->grid_y = l->board_y + 1;
	l->grid_x = l->board_x + l->label_w + 1;
	l->panel_y = 0;
	l->panel_x = l->board_x + board_w + 3;
	l->panel_w = min_int(cols - l->panel_x - 1, cols >= VIEW_WIDE_COLS ? VIEW_PANEL_WIDE : VIEW_PANEL_MAX);
	/* the panel takes the rows the terminal gives beyond the board's, the message keeping the most it
	 * takes (a tall terminal no longer leaves them empty under a short panel) */
	l->msg_y = max_int(content, rows - 1 - VIEW_MESSAGE_MAX_ROWS);
	l->hint_y = rows - 1;
	l->need_cols = l->panel_x + VIEW_PANEL_MIN + 1;
	l->need_rows = content + VIEW_MESSAGE_ROWS + 1;
	l->fits = rows >= l->need_rows && cols >= l->need_cols;
	l->panel = true;
	l->status_y = -1;
	if (l->fits)
		return;
	/* The compact layout: no side panel, a status row under the board when there is room for it. */
	int need_cols = l->board_x + board_w + 1, need_rows = size + 2 + VIEW_MESSAGE_ROWS + 1;
	if (rows >= need_rows && cols >= need_cols) {
		bool status = rows > need_rows;
		l->fits = true;
		l->panel = false;
		l->panel_w = 0;
		l->panel_x = cols;
		l->status_y = status ? size + 2 : -1;
		l->msg_y = size + 2 + status;
	} else {   /* too small for either: the compact layout's minimum is what it needs */
		l->need_rows = need_rows;
		l->need_cols = need_cols;
	}
}

int view_fitting_size(int rows, int cols, int size, bool wide)
{
	static const int sizes[] = { 19, 13, 9, 7, 5 };
	struct layout l;

	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		if (sizes[i] >= size)
			continue;
		view_layout(rows, cols, sizes[i], wide, &l);
		if (l.fits)
			return sizes[i];
	}
	return 0;
}

void view_layout(int rows, int cols, int size, bool wide, struct layout *l)
{
	if (wide) {
		/* Move numbers: three columns a point where the board fits so (with the panel, or else
		 * without it), so that two numbers never touch; else two, with a column more before the
		 * coordinates on the right, so that a number never runs into them. */
		view_layout_cells(rows, cols, size, 3, 2, l);
		if (l->fits)
			return;
		view_layout_cells(rows, cols, size, 2, 2, l);
		if (l->fits)
			return;
	}
	view_layout_cells(rows, cols, size, 2, 1, l);
}

int view_point_at(const struct layout *l, const struct board *b, int y, int x)
{
	if (!l->fits || l->size != b->size)
		return BOARD_NONE;
	int dx = x - l->grid_x + (l->cell - 1) / 2;   /* the columns nearest a point are its */
	if (dx < 0 || dx >= l->cell * b->size)
		return BOARD_NONE;
	return board_point(b, dx / l->cell, y - l->grid_y);
}

/* --- the board ------------------------------------------------------------------------------------ */

static const char *view_grid_glyph(int size, int x, int y, bool ascii)
{
	static const char *const lines[3][3] = {
		{ "┌", "┬", "┐" }, { "├", "┼", "┤" }, { "└", "┴", "┘" },
	};
	bool star = board_star_point(size, x, y);

	if (ascii)   /* a star point as Sensei's Library writes it: + is a mark (a filled point) */
		return star ? "," : ".";
	if (star)
		return "╋";
	return lines[y == 0 ? 0 : y == size - 1 ? 2 : 1][x == 0 ? 0 : x == size - 1 ? 2 : 1];
}

static void view_letters(struct screen *s, const struct layout *l, int size, int y)
{
	for (int x = 0; x < size; x++)
		screen_printf(s, y, l->grid_x + l->cell * x, STYLE_COORD, "%c", column_letters[x]);
}

/* The label or SGF mark at p as UTF-8 into glyph (8 bytes); false when p has none. */
static bool view_mark_glyph(const struct view_marks *m, int p, char *glyph)
{
	static const char *const marks[2][6] = {
		{ "", "△", "□", "◯", "×", "·" }, { "", "^", "#", "0", "*", ":" },
	};
	static const char *const heads[2][8] = {
		{ "→", "↗", "↑", "↖", "←", "↙", "↓", "↘" }, { ">", "/", "|", "\\", "<", "/", "v", "\\" },   /* ^ is the triangle */
	};

	if (m->label && m->label[p]) {
		mbstate_t st;
		memset(&st, 0, sizeof st);
		size_t n = wcrtomb(glyph, (wchar_t)m->label[p], &st);
		glyph[n == (size_t)-1 ? 0 : n] = '\0';
		return n != (size_t)-1;
	}
	if (m->markup && m->markup[p] > VIEW_MARK_NONE && m->markup[p] <= VIEW_MARK_PATH) {
		snprintf(glyph, 8, "%s", marks[m->ascii][m->markup[p]]);
		return true;
	}
	if (m->markup && m->markup[p] >= VIEW_MARK_HEAD && m->markup[p] <= VIEW_MARK_HEAD + VIEW_HEAD_SE) {
		snprintf(glyph, 8, "%s", heads[m->ascii][m->markup[p] - VIEW_MARK_HEAD]);
		return true;
	}
	return false;
}

/* A frame's mark at p, drawn in place of the stone or the grid; false when p has none. */
static bool view_frame_point(struct screen *s, int y, int x, enum color c, int mark, bool ascii)
{
	switch (mark) {
	case FRAME_CHAIN:   /* glyphs of their own: ◆ ◇ and # @ are seki's, × is the markup's cross */
		if (c == EMPTY)
			return false;
		screen_put(s, y, x, ascii ? (c == BLACK ? "B" : "W") : (c == BLACK ? "◉" : "◎"), STYLE_FOCUS, 1);
		return true;
	case FRAME_REACH:
		screen_put(s, y, x, ascii ? ":" : "◌", STYLE_FOCUS, 1);
		return true;
	case FRAME_REMOVED:
		screen_put(s, y, x, ascii ? "~" : "⊗", STYLE_REMOVED, 1);
		return true;
	default:
		return false;
	}
}

/* An estimate's owner o of an empty point, drawn at (y, x) as view.h says (view_marks.ownership);
 * false when the point is nobody's yet. */
static bool view_owned(struct screen *s, int y, int x, const struct view_marks *m, int o)
{
	/* [ascii, mono, colour][sure][black] */
	static const char *const glyphs[3][2][2] = {
		{ { "-", "+" }, { "w", "b" } },
		{ { "∘", "∙" }, { "▫", "▪" } },
		{ { "∙", "∙" }, { "▪", "▪" } },
	};
	int look = m->ascii ? 0 : m->color ? 2 : 1;

	if (abs(o) < VIEW_OWN_LEANS)
		return false;
	screen_put(s, y, x, glyphs[look][abs(o) >= VIEW_OWN_SURE][o > 0], o > 0 ? STYLE_TERR_BLACK : STYLE_TERR_WHITE, 1);
	return true;
}

/* The columns a point's number takes (0: none). */
static int number_width(const struct view_marks *m, const struct board *b, int p)
{
	if (!m->numbers || m->numbers[p] <= 0 || b->color[p] == EMPTY)
		return 0;
	return m->numbers[p] % 100 >= 10 || m->numbers[p] >= 100 ? 2 : 1;
}

/* The stone, the territory mark or the grid at point p; numbers take two cells. */
static void view_point(struct screen *s, const struct layout *l, const struct board *b, int p,
		       const struct view_marks *m)
{
	int y = l->grid_y + board_y(b, p), x = l->grid_x + l->cell * board_x(b, p);
	enum color c = (enum color)b->color[p];

	char glyph[8];
	if (c == EMPTY && view_mark_glyph(m, p, glyph)) {
		screen_put(s, y, x, glyph, STYLE_FOCUS, 1);
		return;
	}
	if (m->frame && view_frame_point(s, y, x, c, m->frame[p], m->ascii))
		return;
	if (c == EMPTY && p == m->ko && m->ko > 0) {   /* the panel's Ko row says what it means */
		screen_put(s, y, x, m->ascii ? "/" : "⊘", STYLE_FOCUS, 1);
		return;
	}
	if (c != EMPTY && m->status && (m->status[p] & VIEW_DEAD)) {
		/* the point the opponent's, as surely as the estimate's owned points */
		bool faint = m->ownership && (c == BLACK ? -m->ownership[p] : m->ownership[p]) < VIEW_OWN_SURE;
		screen_put(s, y, x, c == BLACK ? "x" : "o", faint ? STYLE_DEAD_FAINT : STYLE_DEAD, 1);
		return;
	}
	if (c != EMPTY && m->status && (m->status[p] & VIEW_SEKI)) {
		screen_put(s, y, x, m->ascii ? (c == BLACK ? "#" : "@") : (c == BLACK ? "◆" : "◇"), STYLE_FOCUS, 1);
		return;
	}
	if (c != EMPTY && m->numbers && m->numbers[p] > 0) {
		/* Two cells: the point and the gap to its right (three columns a point leave a gap between
		 * two numbers); two columns a point: at the right edge the gap to its left, so that a number
		 * never runs into the coordinates.  From 100 on, the last two digits. */
		int n = m->numbers[p];
		int edge = l->coord_gap == 1 && l->cell == 2 && board_x(b, p) == b->size - 1 && number_width(m, b, p) == 2;
		screen_printf(s, y, x - edge, c == BLACK ? STYLE_BLACK_NUM : STYLE_WHITE_NUM, n >= 100 ? "%02d" : "%d",
			      n % 100);
	} else if (c != EMPTY) {
		const char *glyph = m->ascii ? (c == BLACK ? "X" : "O")
					     : (c == BLACK || m->color ? "●" : "○");
		screen_put(s, y, x, glyph, c == BLACK ? STYLE_BLACK : STYLE_WHITE, 1);
	} else if (m->ownership && view_owned(s, y, x, m, m->ownership[p])) {
		return;
	} else if (m->owner && m->owner[p] != EMPTY) {
		bool black = m->owner[p] == BLACK;
		const char *glyph = m->ascii ? (black ? "b" : "w") : (black || m->color ? "▪" : "▫");
		screen_put(s, y, x, glyph, black ? STYLE_TERR_BLACK : STYLE_TERR_WHITE, 1);
	} else {
		screen_put(s, y, x, view_grid_glyph(b->size, board_x(b, p), board_y(b, p), m->ascii),
			   STYLE_GRID, 1);
	}
}

/* Marks in the columns either side of point p (and of its number, three columns a point). */
static void view_around(struct screen *s, const struct layout *l, const struct board *b, int p,
			const struct view_marks *m, const char *left, const char *right, enum style st)
{
	int y = l->grid_y + board_y(b, p), x = l->grid_x + l->cell * board_x(b, p);

	screen_put(s, y, x - 1, left, st, 1);
	screen_put(s, y, x + (l->cell == 3 && number_width(m, b, p) == 2 ? 2 : 1), right, st, 1);
}

/* A point the node dims (DD): what view_point drew there, in the dim style. */
static void view_dim(struct screen *s, const struct layout *l, const struct board *b, int p)
{
	int y = l->grid_y + board_y(b, p), x = l->grid_x + l->cell * board_x(b, p);

	if (y >= 0 && y < s->rows && x >= 0 && x < s->cols)
		s->cells[y * s->cols + x].style = STYLE_DIM;
}

static void view_row(struct screen *s, const struct layout *l, const struct board *b, int row,
		     const struct view_marks *m)
{
	int y = l->grid_y + row, n = b->size - row;

	screen_printf(s, y, l->board_x, STYLE_COORD, "%*d", l->label_w, n);
	screen_blank(s, y, l->grid_x - 1, l->cell * (b->size - 1) + 1 + l->coord_gap, STYLE_GRID);
	for (int x = 0; x + 1 < b->size; x++)
		for (int k = 1; k < l->cell; k++)
			screen_put(s, y, l->grid_x + l->cell * x + k, m->ascii ? " " : "─", STYLE_GRID, 1);
	for (int x = 0; x < b->size; x++) {
		view_point(s, l, b, board_point(b, x, row), m);
		if (m->dim && m->dim[board_point(b, x, row)])
			view_dim(s, l, b, board_point(b, x, row));
	}
	screen_printf(s, y, l->grid_x + l->cell * (b->size - 1) + 1 + l->coord_gap, STYLE_COORD, "%d", n);
}

void view_board(struct screen *s, const struct layout *l, const struct board *b,
		const struct view_marks *m)
{
	view_letters(s, l, b->size, l->board_y);
	for (int row = 0; row < b->size; row++)
		view_row(s, l, b, row, m);
	view_letters(s, l, b->size, l->grid_y + b->size);
	if (m->last != BOARD_NONE && board_on(b, m->last) && !m->numbers)
		view_around(s, l, b, m->last, m, "(", ")", STYLE_LAST);
	BOARD_FOREACH(b, p) {
		int y = l->grid_y + board_y(b, p), x = l->grid_x + l->cell * board_x(b, p) + 1;
		char glyph[8];
		if (m->frame && m->frame[p] == FRAME_NEW)
			view_around(s, l, b, p, m, "(", ")", STYLE_LAST);
		if (p == m->cursor || b->color[p] == EMPTY || number_width(m, b, p) == 2)
			continue;
		/* at the last column a mark goes to the stone's left: to its right it would run into the
		 * row's number ("O11"); a ? whose left holds the ? of the stone there goes to the right all
		 * the same, so that each chain whoever moves first decides has its own */
		bool unsettled = p != m->last && m->status && (m->status[p] & VIEW_UNSETTLED);
		int left = board_x(b, p) > 0 ? board_point(b, board_x(b, p) - 1, board_y(b, p)) : BOARD_NONE;
		bool left_taken = unsettled && left != BOARD_NONE && left != m->last && left != m->cursor &&
				  b->color[left] != EMPTY && (m->status[left] & VIEW_UNSETTLED);
		if (board_x(b, p) == b->size - 1 && l->coord_gap == 1 && !left_taken)
			x -= 2;
		if (unsettled)
			screen_put(s, y, x, "?", STYLE_DOUBT, 1);
		else if (m->markup && m->markup[p] == VIEW_MARK_PATH && !(m->label && m->label[p]))
			continue;   /* a course crosses stones unmarked (a label stays) */
		else if (view_mark_glyph(m, p, glyph))   /* beside the stone; on the last move, for its ) */
			screen_put(s, y, x, glyph, STYLE_FOCUS, 1);
	}
	if (m->cursor != BOARD_NONE && board_on(b, m->cursor))
		view_around(s, l, b, m->cursor, m, "[", "]", STYLE_CURSOR);
}

/* --- the side panel ------------------------------------------------------------------------------- */

static void panel_row(struct screen *s, const struct layout *l, int row, const char *label,
		      const char *value, enum style st)
{
	int y = l->panel_y + row, x = l->panel_x;

	screen_put(s, y, x, label, STYLE_DIM, l->panel_w);
	screen_put(s, y, x + 10, value, st, l->panel_w - 10);
}

static const char *view_stone(const struct view_panel *p, enum color c)
{
	if (p->ascii)
		return c == BLACK ? "X" : "O";
	return c == BLACK || p->color ? "●" : "○";
}

void view_fit_words(const char *text, int w, bool ascii, char *buf, size_t len)
{
	size_t n = strlen(text), cut = 0, bytes = 0;
	int cols = 0;

	snprintf(buf, len, "%s", text);
	for (size_t i = 0; i < n; i++)
		cols += ((unsigned char)text[i] & 0xc0) != 0x80;
	if (w <= 0 || cols <= w)
		return;
	int room = ascii ? w : w - 1;   /* the ellipsis takes a column */
	for (int c = 0; bytes < n; bytes++) {
		if (((unsigned char)text[bytes] & 0xc0) != 0x80 && c++ == room)
			break;
		if (text[bytes] == ' ')
			cut = bytes;
	}
	if (cut == 0)
		cut = bytes;
	while (cut > 0 && text[cut - 1] == ' ')
		cut--;
	snprintf(buf, len, "%.*s%s", (int)cut, text, ascii ? "" : "…");
}

void view_player(struct screen *s, const struct layout *l, int row, const struct view_panel *a, enum color c)
{
	const struct game *g = a->game;
	bool turn = game_phase(g) == PHASE_PLAY && game_to_move(g) == c;
	int y = l->panel_y + row, x = l->panel_x, n = game_prisoners(g, c);
	char right[32];

	if (turn)
		screen_put(s, y, x, a->ascii ? ">" : "▶", STYLE_BOLD, 1);
	screen_put(s, y, x + 2, view_stone(a, c), c == BLACK ? STYLE_BLACK : STYLE_WHITE, 1);
	screen_put(s, y, x + 4, color_name(c), turn ? STYLE_BOLD : STYLE_PLAIN, 5);
	snprintf(right, sizeof right, "%d prisoner%s", n, n == 1 ? "" : "s");
	int rw = (int)strlen(right);
	if (a->names[c] && a->names[c][0]) {
		char name[128];
		view_fit_words(a->names[c], l->panel_w - 11 - rw, a->ascii, name, sizeof name);
		screen_put(s, y, x + 10, name, STYLE_PLAIN, l->panel_w - 11 - rw);
	}
	screen_put(s, y, x + l->panel_w - rw, right, STYLE_PLAIN, rw);
}

static void panel_last(struct screen *s, const struct layout *l, int row, const struct view_panel *a)
{
	const struct game *g = a->game;
	const struct move *m = game_move(g, game_moves(g));
	char text[64], at[8];

	if (!m) {
		panel_row(s, l, row, "Last move", "none", STYLE_PLAIN);
		return;
	}
	const char *who = color_name(m->color);
	if (m->action == ACTION_PASS)
		snprintf(text, sizeof text, "%s passed", who);
	else if (m->action == ACTION_RESIGN && a->on_time)
		snprintf(text, sizeof text, "%s's time ran out", who);
	else if (m->action == ACTION_RESIGN)
		snprintf(text, sizeof text, "%s resigned", who);
	else if (m->action == ACTION_SETUP)
		snprintf(text, sizeof text, "stones set up");
	else if (m->captured > 0)
		snprintf(text, sizeof text, "%s %s, took %d", who, board_vertex_str(game_board(g), m->point, at),
			 m->captured);
	else
		snprintf(text, sizeof text, "%s %s", who, board_vertex_str(game_board(g), m->point, at));
	panel_row(s, l, row, "Last move", text, STYLE_PLAIN);
}

static void panel_ko(struct screen *s, const struct layout *l, int row, const struct view_panel *a)
{
	const struct game *g = a->game;
	enum color c = game_to_move(g);
	int ko = game_phase(g) == PHASE_PLAY ? game_ko_point(g, c) : BOARD_NONE;
	char text[64], at[8];

	if (ko == BOARD_NONE) {
		panel_row(s, l, row, "Ko", "none", STYLE_DIM);
		return;
	}
	snprintf(text, sizeof text, "%s %s: %s may not take back", a->ascii ? "/" : "⊘",
		 board_vertex_str(game_board(g), ko, at), color_name(c));
	panel_row(s, l, row, "Ko", text, STYLE_BOLD);
}

/* The game's state in words. */
static const char *view_state(const struct view_panel *a, char *buf, size_t len)
{
	const struct game *g = a->game;

	switch (game_end_reason(g)) {
	case END_PASSES:
		return "over: both passed";
	case END_RESIGN:
		snprintf(buf, len, "%s %s: %s", color_name(game_resigned(g)), a->on_time ? "lost on time" : "resigned",
			 game_resigned(g) == BLACK ? (a->on_time ? "W+T" : "W+R") : (a->on_time ? "B+T" : "B+R"));
		return buf;
	case END_CYCLE:
		return "over: repetition, no result";
	default:
		break;
	}
	if (a->thinking) {
		snprintf(buf, len, "thinking: %s", a->thinking);
		return buf;
	}
	if (a->ahead > 0) {
		snprintf(buf, len, "playing (r redoes %d)", a->ahead);   /* fits the panel at 80 columns */
		return buf;
	}
	return "playing";
}

/* One player's clock: "▶B 9:58", the running one marked, "!" after it in the last seconds. */
static int view_clock_side(struct screen *s, int y, int x, int max, const struct view_panel *a, enum color c)
{
	const struct view_clock *k = a->clock;
	bool run = k->running == c;
	char text[48];

	if (max <= 0)
		return 0;
	snprintf(text, sizeof text, "%s%c %s%s", run ? (a->ascii ? ">" : "▶") : " ", c == BLACK ? 'B' : 'W',
		 k->text[c], run && k->alarm ? "!" : "");
	return screen_put(s, y, x, text, run && k->alarm ? STYLE_ERROR : run ? STYLE_BOLD : STYLE_PLAIN, max);
}

/* Both clocks from column x, up to column end; returns the column after them. */
static int view_clocks(struct screen *s, int y, int x, int end, const struct view_panel *a)
{
	x += view_clock_side(s, y, x, end - x, a, BLACK) + 2;
	if (x < end)
		x += view_clock_side(s, y, x, end - x, a, WHITE);
	return x;
}

void view_clock_row(struct screen *s, const struct layout *l, int row, const struct view_panel *a)
{
	int y = l->panel_y + row;

	if (!a->clock)
		return;
	screen_put(s, y, l->panel_x, a->clock->paused ? "Paused" : "Clock", a->clock->paused ? STYLE_BOLD : STYLE_DIM, 7);
	view_clocks(s, y, l->panel_x + 6, l->panel_x + l->panel_w, a);
}

static void panel_rules(struct screen *s, const struct layout *l, int row, const struct view_panel *a)
{
	const struct ruleset *r = game_rules(a->game);
	const char *preset = ruleset_preset_of(r);
	char buf[256], komi[16];
	int h = game_handicap(a->game);

	panel_row(s, l, row, "Rules", preset ? preset : ruleset_long_str(r, buf, sizeof buf), STYLE_PLAIN);
	snprintf(buf, sizeof buf, "%s, %s", ruleset_scoring_str(r->scoring), ruleset_ko_str(r->ko));
	if ((int)strlen(buf) <= l->panel_w - 10) {
		panel_row(s, l, row + 1, "", buf, STYLE_DIM);
	} else {   /* "area, positional superko" in a narrow panel: from under the label, cut between words */
		char fit[256];
		view_fit_words(buf, l->panel_w - 2, a->ascii, fit, sizeof fit);
		screen_put(s, l->panel_y + row + 1, l->panel_x + 2, fit, STYLE_DIM, l->panel_w - 2);
	}
	panel_row(s, l, row + 2, "Komi", ruleset_komi_str(r->komi2, komi), STYLE_PLAIN);
	snprintf(buf, sizeof buf, "%d stones", h);
	if (a->handicap_left)
		snprintf(buf, sizeof buf, "free, %d to place", a->handicap_left);
	panel_row(s, l, row + 3, "Handicap", h || a->handicap_left ? buf : "none", STYLE_PLAIN);
}

static void panel_file(struct screen *s, const struct layout *l, int row, const struct view_panel *a)
{
	char buf[VIEW_MESSAGE_MAX];
	const char *name = a->file;

	if (a->autosave_failed && a->changed) {
		panel_row(s, l, row, "File", "NOT SAVED; autosave failed", STYLE_ERROR);
		return;
	}
	if (!name) {
		panel_row(s, l, row, "File", a->changed ? "not saved (s saves)" : "none", STYLE_PLAIN);
		return;
	}
	int room = l->panel_w - 10 - (a->changed ? 11 : 0);
	int w = screen_width(name);
	while (w > room && *name) {
		name++;
		w = screen_width(name);
	}
	snprintf(buf, sizeof buf, "%s%s%s", name == a->file ? "" : "...", name, a->changed ? " (changed)" : "");
	panel_row(s, l, row, "File", buf, a->changed ? STYLE_BOLD : STYLE_PLAIN);
}

/* "2 of 3" when the current move has other variations beside it. */
static void panel_variation(struct screen *s, const struct layout *l, int row, const struct view_panel *a)
{
	char buf[64];

	if (a->variations < 2)
		return;
	snprintf(buf, sizeof buf, "%d of %d at this move", a->variation, a->variations);
	panel_row(s, l, row, "Variation", buf, STYLE_PLAIN);
}

void view_panel(struct screen *s, const struct layout *l, const struct view_panel *a)
{
	const struct game *g = a->game;
	char buf[128], state[96];

	screen_printf(s, l->panel_y, l->panel_x, STYLE_BOLD, "tengen");
	screen_printf(s, l->panel_y, l->panel_x + 8, STYLE_DIM, "%d%s%d board", game_board(g)->size,
		      a->ascii ? "x" : "×", game_board(g)->size);
	view_player(s, l, 2, a, BLACK);
	view_player(s, l, 3, a, WHITE);
	view_clock_row(s, l, 4, a);
	snprintf(buf, sizeof buf, "%d", game_moves(g));
	panel_row(s, l, 5, "Move", buf, STYLE_PLAIN);
	panel_last(s, l, 6, a);
	panel_ko(s, l, 7, a);
	panel_row(s, l, 8, "State", view_state(a, state, sizeof state),
		  game_phase(g) == PHASE_PLAY ? STYLE_PLAIN : STYLE_BOLD);
	panel_rules(s, l, 10, a);
	panel_variation(s, l, 14, a);
	panel_file(s, l, 15, a);
}

/* --- message, hints, too small -------------------------------------------------------------------- */

void view_message(struct screen *s, const struct layout *l, const char *text, bool error)
{
	int starts[VIEW_MESSAGE_MAX_ROWS], lens[VIEW_MESSAGE_MAX_ROWS];
	bool cut;
	char line[VIEW_MESSAGE_MAX];
	int rows = min_int(max_int(l->hint_y - l->msg_y, 1), VIEW_MESSAGE_MAX_ROWS);   /* all there is room for */

	for (int i = 0; i < rows; i++)
		screen_blank(s, l->msg_y + i, 0, l->cols, STYLE_PLAIN);
	int n = screen_wrap_ellipsis(text, l->cols - 3, rows, starts, lens, &cut);
	for (int i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%.*s%s", lens[i], text + starts[i], cut && i == n - 1 ? "..." : "");
		screen_put(s, l->msg_y + i, 1, line, error ? STYLE_ERROR : STYLE_PLAIN, l->cols - 2);
	}
}

int view_message_room(const struct layout *l)
{
	return min_int(max_int(l->hint_y - l->msg_y, 1), VIEW_MESSAGE_MAX_ROWS);
}

/* The rows a message may take in all: its own, or up to half the screen over what is above them. */
static int view_message_cap(const struct layout *l, int room)
{
	return max_int(room, (l->rows - 1) / 2);
}

/* Does text, wrapped to width, fit in rows lines? */
static bool view_fits(const char *text, int width, int rows, int *starts, int *lens, int *n)
{
	bool cut;

	*n = screen_wrap(text, width, rows, starts, lens, &cut);
	return !cut;
}

/* The start of text up to about `at` bytes, and from about `from` on, around " ... " (cut at
 * character boundaries).  Caller frees. */
static char *view_middle_cut(const char *text, size_t at, size_t from)
{
	while (at > 0 && ((unsigned char)text[at] & 0xc0) == 0x80)
		at--;
	while (text[from] && ((unsigned char)text[from] & 0xc0) == 0x80)
		from++;
	size_t len = at + 5 + strlen(text + from) + 1;
	char *out = xmalloc(len);
	snprintf(out, len, "%.*s ... %s", (int)at, text, text + from);
	return out;
}

/* text shortened in the middle to fit rows lines of width columns, as much of it as fits kept
 * (half from its start, half from its end).  Caller frees. */
static char *view_shorten(const char *text, int width, int rows, int *starts, int *lens)
{
	size_t len = strlen(text), lo = 0, hi = len;   /* keep lo bytes: fits; keep hi: does not */
	int n;

	while (hi - lo > 1) {
		size_t keep = (lo + hi) / 2;
		char *t = view_middle_cut(text, keep / 2, len - (keep - keep / 2));
		bool fits = view_fits(t, width, rows, starts, lens, &n);
		free(t);
		*(fits ? &lo : &hi) = keep;
	}
	return view_middle_cut(text, lo / 2, len - (lo - lo / 2));
}

bool view_message_tall(const struct layout *l, int room, const char *text)
{
	int cap = view_message_cap(l, room), n;
	int *starts = xmalloc((size_t)cap * sizeof *starts), *lens = xmalloc((size_t)cap * sizeof *lens);
	bool tall = !view_fits(text, l->cols - 3, room, starts, lens, &n);

	free(starts);
	free(lens);
	return tall;
}

void view_message_over(struct screen *s, const struct layout *l, int room, const char *text, bool error)
{
	int cap = view_message_cap(l, room), width = l->cols - 3, n;
	int *starts = xmalloc((size_t)cap * sizeof *starts), *lens = xmalloc((size_t)cap * sizeof *lens);
	char *shown = view_fits(text, width, cap, starts, lens, &n) ? xstrdup(text)
		    : view_shorten(text, width, cap, starts, lens);
	size_t size = strlen(shown) + 1;
	char *line = xmalloc(size);

	view_fits(shown, width, cap, starts, lens, &n);
	int top = l->hint_y - max_int(n, room);
	for (int y = top; y < l->hint_y; y++)
		screen_blank(s, y, 0, l->cols, STYLE_PLAIN);
	for (int i = 0; i < n; i++) {
		snprintf(line, size, "%.*s", lens[i], shown + starts[i]);
		screen_put(s, top + i, 1, line, error ? STYLE_ERROR : STYLE_PLAIN, l->cols - 2);
	}
	free(line);
	free(shown);
	free(starts);
	free(lens);
}

void view_hints(struct screen *s, const struct layout *l, const char *const *pairs)
{
	int n = 0, tail = 0, x = 1;

	screen_blank(s, l->hint_y, 0, l->cols, STYLE_PLAIN);
	while (pairs[2 * n])
		n++;
	/* The last two pairs (help and quit) are always shown: keep room for them. */
	for (int i = n - 2; i < n && i >= 0; i++)
		tail += screen_width(pairs[2 * i]) + screen_width(pairs[2 * i + 1]) + 3;
	for (int i = 0; i < n; i++) {
		int w = screen_width(pairs[2 * i]) + screen_width(pairs[2 * i + 1]) + 3;
		if (i < n - 2 && x + w + tail > l->cols)
			continue;
		x += screen_put(s, l->hint_y, x, pairs[2 * i], STYLE_KEY, -1);
		x += screen_put(s, l->hint_y, x + 1, pairs[2 * i + 1], STYLE_DIM, -1) + 3;
	}
}

void view_small_board(struct screen *s, int y, int x, const struct board *b, int step, bool ascii, bool color)
{
	static const char *const ascii_glyphs[] = { ".", "X", "O" }, *const glyphs[] = { "·", "●", "○" };
	static const enum style styles[] = { STYLE_GRID, STYLE_BLACK, STYLE_WHITE };

	for (int row = 0; row < b->size; row++)
		for (int col = 0; col < b->size; col++) {
			enum color c = (enum color)b->color[board_point(b, col, row)];
			/* as the board draws stones (view_point): in colour both are ●, told apart by colour */
			const char *g = ascii ? ascii_glyphs[c] : c == WHITE && color ? glyphs[BLACK] : glyphs[c];
			screen_put(s, y + row, x + step * col, g, styles[c], 1);
		}
}

/* Columns of UTF-8 text, each character one column. */
static int view_columns(const char *t)
{
	int n = 0;

	for (; *t; t++)
		n += ((unsigned char)*t & 0xc0) != 0x80;
	return n;
}

int view_legend(struct screen *s, int y, int x, int w, const char *const *items, int n, bool draw)
{
	int rows = 1, col = 0;

	for (int i = 0; i < n; i++) {
		int len = view_columns(items[i]);
		if (len > w && w > 0) {   /* wider than a row: rows of its own, wrapped */
			int starts[8], lens[8];
			bool cut;
			rows += col > 0;
			int k = screen_wrap(items[i], w, 8, starts, lens, &cut);
			if (draw)
				view_text(s, y + rows - 1, x, w, k, items[i], STYLE_DIM);
			rows += k - 1;
			col = w;   /* the next item starts a row */
			continue;
		}
		if (col > 0 && col + 2 + len > w) {
			rows++;
			col = 0;
		}
		if (col > 0)
			col += 2;
		if (draw)
			screen_put(s, y + rows - 1, x + col, items[i], STYLE_DIM, w - col);
		col += len;
	}
	return rows;
}

int view_text(struct screen *s, int y, int x, int w, int h, const char *text, int style)
{
	int starts[64], lens[64];
	bool cut;
	char line[512];

	if (w < 1 || h < 1)
		return 0;
	int n = screen_wrap_ellipsis(text, w, h < 64 ? h : 64, starts, lens, &cut);
	for (int i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%.*s%s", lens[i], text + starts[i], cut && i == n - 1 ? "..." : "");
		screen_put(s, y + i, x, line, (enum style)style, w);
	}
	return n;
}

void view_too_small(struct screen *s, const struct layout *l, int fits)
{
	char text[256], line[256], offer[64] = "";
	int starts[12], lens[12];
	bool cut;

	if (fits)
		snprintf(offer, sizeof offer, ", press s for a %dx%d board that fits,", fits, fits);
	else
		snprintf(offer, sizeof offer, ",");
	snprintf(text, sizeof text, "This %dx%d board needs a terminal of at least %dx%d; this one is %dx%d. "
		 "Enlarge the window%s type : for a command, or press q to quit.", l->size, l->size, l->need_cols,
		 l->need_rows,
		 l->cols, l->rows, offer);
	int n = screen_wrap(text, l->cols > 2 ? l->cols - 2 : 1, l->rows < 12 ? l->rows : 12, starts, lens, &cut);
	for (int i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%.*s", lens[i], text + starts[i]);
		int x = (l->cols - lens[i]) / 2;
		screen_put(s, (l->rows - n) / 2 + i, x > 0 ? x : 0, line, i == 0 ? STYLE_BOLD : STYLE_PLAIN, -1);
	}
}

int view_beside_x(const struct layout *l)
{
	return l->grid_x + l->cell * (l->size - 1) + 1 + l->coord_gap + l->label_w + 2;
}

/* The compact layout's one row: whose turn, the move, prisoners, the rules. */
void view_status_row(struct screen *s, const struct layout *l, const struct view_panel *p)
{
	const struct game *g = p->game;
	const char *preset = ruleset_preset_of(game_rules(g));
	char items[5][96], state[96];
	bool playing = game_phase(g) == PHASE_PLAY;
	int x = 1;

	snprintf(items[0], sizeof items[0], "%s%s", playing ? color_name(game_to_move(g)) : "",
		 playing ? (p->thinking ? " thinking" : " to play") : view_state(p, state, sizeof state));
	snprintf(items[1], sizeof items[1], "move %d", game_moves(g));
	/* "B 7" with its space: "B7" would read as a point of the board */
	snprintf(items[2], sizeof items[2], "prisoners");
	snprintf(items[3], sizeof items[3], "B %d W %d", game_prisoners(g, BLACK), game_prisoners(g, WHITE));
	snprintf(items[4], sizeof items[4], "%s", preset ? preset : "custom");
	if (l->status_y >= 0) {
		char line[500];
		screen_blank(s, l->status_y, 0, l->cols, STYLE_PLAIN);
		if (p->clock)   /* the clocks first: at a narrow width they matter more than the rules */
			x = view_clocks(s, l->status_y, x, l->cols - 1, p) + 2;
		snprintf(line, sizeof line, "%s  %s  %s %s  %s", items[0], items[1], items[2], items[3], items[4]);
		if ((int)strlen(line) > l->cols - 1 - x)   /* the word goes before the rules' name is cut */
			snprintf(line, sizeof line, "%s  %s  %s  %s", items[0], items[1], items[3], items[4]);
		if (x < l->cols - 1)
			screen_put(s, l->status_y, x, line, STYLE_DIM, l->cols - 1 - x);
		return;
	}
	/* no row under the board: the same beside it, one item a row, where there are columns to spare */
	x = view_beside_x(l);
	int w = l->cols - x - 1, y = l->board_y + 1;
	for (int i = 0; i < 5 && w >= 6 && y < l->msg_y; i++)
		y += view_text(s, y, x, w, l->msg_y - y, items[i], i == 0 ? STYLE_BOLD : STYLE_DIM);
	if (p->clock && w >= 6 && y < l->msg_y)
		view_clocks(s, y, x, l->cols - 1, p);
}

/* --- the screen of a base mode ----------------------------------------------------------------------- */

/* The direction (VIEW_HEAD_*) of a step of dx columns right and dy rows up: the nearest of eight. */
static int view_head(int dx, int dy)
{
	int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;

	if (ay * 2 < ax)   /* within about 27 degrees of the row */
		return dx > 0 ? VIEW_HEAD_E : VIEW_HEAD_W;
	if (ax * 2 < ay)
		return dy > 0 ? VIEW_HEAD_N : VIEW_HEAD_S;
	return dx > 0 ? (dy > 0 ? VIEW_HEAD_NE : VIEW_HEAD_SE) : (dy > 0 ? VIEW_HEAD_NW : VIEW_HEAD_SW);
}

/* An arrow's or a line's course into mark, where no other mark is: the points nearest the straight
 * line from one end to the other, and at an arrow's end its head. */
static void view_course(const struct board *b, const struct markup_line *ln, uint8_t *mark)
{
	int x0 = board_x(b, ln->from), y0 = board_y(b, ln->from), x1 = board_x(b, ln->to), y1 = board_y(b, ln->to);
	int dx = x1 - x0, dy = y1 - y0, steps = abs(dx) > abs(dy) ? abs(dx) : abs(dy);

	for (int i = 0; i <= steps; i++) {
		/* rounded to the nearest point: i * d / steps, half away from zero */
		int x = x0 + (steps ? (2 * i * dx + (dx < 0 ? -steps : steps)) / (2 * steps) : 0);
		int y = y0 + (steps ? (2 * i * dy + (dy < 0 ? -steps : steps)) / (2 * steps) : 0);
		int p = board_point(b, x, y);
		if (i == steps && ln->arrow && steps > 0 && (mark[p] == VIEW_MARK_NONE || mark[p] >= VIEW_MARK_PATH))
			mark[p] = (uint8_t)(VIEW_MARK_HEAD + view_head(dx, -dy));   /* rows count down */
		else if (mark[p] == VIEW_MARK_NONE)
			mark[p] = VIEW_MARK_PATH;
	}
}

void view_markup(const struct board *b, const struct markup *m, struct view_node *out)
{
	uint8_t *mark = out->markup;
	uint32_t *label = out->label;
	bool *dim = out->dim;
	static const uint8_t marks[] = { [MARKUP_NONE] = VIEW_MARK_NONE, [MARKUP_TRIANGLE] = VIEW_MARK_TR,
					 [MARKUP_SQUARE] = VIEW_MARK_SQ, [MARKUP_CIRCLE] = VIEW_MARK_CR,
					 [MARKUP_CROSS] = VIEW_MARK_MA };

	memset(label, 0, sizeof(uint32_t) * BOARD_MAX_POINTS);
	BOARD_FOREACH(b, p) {
		wchar_t wc;
		int w;
		mark[p] = marks[m->mark[p]];
		dim[p] = m->dim[p];
		if (m->label[p][0] && m->label[p][0] != ' ') {
			screen_decode(m->label[p], &wc, &w);
			label[p] = w == 1 ? (uint32_t)wc : '?';
		}
	}
	for (int i = 0; i < m->nlines; i++)
		view_course(b, &m->lines[i], mark);
}

void view_show_node(struct view *v, const struct view_node *n)
{
	v->marks.markup = n->markup;
	v->marks.label = n->label;
	v->marks.dim = n->dim;
}

void view_numbers(const struct game *g, int *numbers)
{
	export_numbers(g, 0, numbers);
}

int view_last_point(const struct game *g)
{
	const struct move *m = game_move(g, game_moves(g));

	if (m && m->action == ACTION_RESIGN)   /* the stone before the resignation */
		m = game_move(g, game_moves(g) - 1);

	return m && m->action == ACTION_PLAY ? m->point : BOARD_NONE;
}

static void view_clear_region(struct screen *s, int y0, int y1, int x0, int x1)
{
	for (int y = y0; y < y1; y++)
		screen_blank(s, y, x0, x1 - x0, STYLE_PLAIN);
}

void view_draw(struct screen *s, const struct view *v, int react)
{
	const struct board *b = v->board;
	struct layout l;

	view_layout(s->rows, s->cols, b->size, v->marks.numbers != NULL, &l);
	if (!l.fits || (react & REACT_ALL) == REACT_ALL)
		screen_clear(s);
	if (!l.fits) {
		view_too_small(s, &l, view_fitting_size(s->rows, s->cols, b->size, v->marks.numbers != NULL));
		return;
	}
	if (react & REACT_BOARD) {
		view_clear_region(s, l.board_y, l.board_y + b->size + 2, 0, l.panel_x - 1);
		view_board(s, &l, b, &v->marks);
	}
	if ((react & REACT_PANEL) && l.panel) {
		view_clear_region(s, l.panel_y, l.msg_y, l.panel_x - 1, s->cols);
		view_panel(s, &l, &v->panel);
	} else if (react & REACT_PANEL) {
		view_status_row(s, &l, &v->panel);   /* under the board, or beside it (l.status_y < 0) */
	}
	if (react & REACT_MESSAGE) {
		view_message(s, &l, v->message, v->error);
		view_hints(s, &l, v->hints);
	}
}

bool view_draw_for_panel(struct screen *s, const struct view *v, struct layout *l)
{
	view_draw(s, v, REACT_ALL);
	view_layout(s->rows, s->cols, v->board->size, v->marks.numbers != NULL, l);
	if (!l->fits || !l->panel)
		return false;
	for (int y = l->panel_y; y < l->msg_y; y++)
		screen_blank(s, y, l->panel_x - 1, s->cols - l->panel_x + 1, STYLE_PLAIN);
	return true;
}
