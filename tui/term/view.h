/*
 * view.h: drawing the board and its panels into a screen model, as pure functions of const state.
 *
 * Layout (a 19x19 board fits 80x24):
 *
 *      A B C D ...      title and players        <- the board at the left, the panel at its right
 *   19 ┌─┬─┬─┬ ... 19  game state, ko, rules
 *   ...
 *      A B C D ...
 *   message line 1 (what happened, or why a move was refused)
 *   message line 2
 *   hints line: the keys of the current mode, or the `:` prompt       <- always the last row
 *
 * Points are two columns apart; the column between two points shows the cursor as [ ] and the
 * last move as ( ), so the marks survive in plain text (scripts) and without colour.
 */
#ifndef TENGEN_VIEW_H
#define TENGEN_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"

struct game;
struct markup;
struct screen;

#define VIEW_PANEL_MIN 30   /* the narrowest side panel */
#define VIEW_PANEL_MAX 44   /* the widest below VIEW_WIDE_COLS columns */
#define VIEW_PANEL_WIDE 64  /* the widest, on a terminal of VIEW_WIDE_COLS columns or more */
#define VIEW_WIDE_COLS 100
#define VIEW_PANEL_ROWS 17  /* the rows the side panel needs */
#define VIEW_MESSAGE_ROWS 2        /* the message rows every layout keeps */
#define VIEW_MESSAGE_MAX_ROWS 6    /* the most a message takes where the screen has them free (a
				      longer one is drawn over the board: view_message_over) */
#define VIEW_MESSAGE_MAX 8192      /* the longest message, terminating NUL included: room for a
				      file name of PATH_MAX bytes and its error */

/* What must be drawn again: key handlers, commands and modes return these flags and only the main
 * loop draws (app.h), through view_draw. */
enum react {
	REACT_NONE = 0,
	REACT_BOARD = 1,     /* the board (stones, cursor, marks) changed */
	REACT_PANEL = 2,     /* the side panel changed */
	REACT_MESSAGE = 4,   /* the message or the hints line changed */
	REACT_ALL = 7,
	REACT_QUIT = 8,      /* leave the program */
	REACT_BELL = 16,     /* ring the terminal's bell (the clock's last seconds, when asked for) */
};

struct layout {
	bool fits;                 /* false: the terminal is too small (need_rows x need_cols) */
	int need_rows, need_cols;
	int size;                  /* the board's size */
	int board_y, board_x;      /* top left of the board block (letters and numbers included) */
	int label_w;               /* width of the row numbers */
	int cell;                  /* columns from one point to the next: 2, or 3 for move numbers */
	int coord_gap;             /* columns between the last point and the right-hand coordinates */
	int grid_y, grid_x;        /* the screen cell of the top left point */
	bool panel;                /* the side panel is shown; false: the compact layout, one status row
				      under the board instead (small terminals) */
	int panel_y, panel_x, panel_w;
	int status_y;              /* the compact layout's status row, or -1 when there is none */
	int msg_y;                 /* the first message row */
	int hint_y;                /* the hints (or prompt) row: the last row */
	int rows, cols;
};

/* Compute where everything goes on a rows x cols screen for a board of this size: the side panel
 * when there is room for it, else the compact layout (a 9x9 board fits 23x14), else too small.
 * wide (move numbers shown): three columns a point, so that two numbers never touch, where that
 * fits; else two. */
void view_layout(int rows, int cols, int size, bool wide, struct layout *l);
/* The largest of the usual sizes (19, 13, 9, 7, 5) below size whose board fits rows x cols, or 0. */
int view_fitting_size(int rows, int cols, int size, bool wide);
/* The board point drawn at screen cell (y, x), or BOARD_NONE. */
int view_point_at(const struct layout *l, const struct board *b, int y, int x);

/* What the board shows besides the stones. */
struct view_marks {
	bool ascii;
	bool color;                  /* stones are told apart by colour: both drawn as ● */
	int cursor;                  /* a point, or BOARD_NONE */
	int last;                    /* the last move's point, or BOARD_NONE */
	const int *numbers;          /* per point, the move number to show on its stone (0: none), or NULL */
	const uint8_t *owner;        /* per point, BLACK or WHITE territory to mark, or NULL */
	const uint8_t *frame;        /* per point, an enum frame_mark (tui/frames.h) to draw, or NULL:
					a chain looked at as ◉ ◎ (B W), an empty point it reaches as ◌ (:),
					a point just cleared as ⊗ (~), the new stone in ( ) */
	int ko;                      /* the point the player to move may not retake at once, drawn ⊘ (/),
					or BOARD_NONE (0 is no point either) */
	const uint32_t *label;       /* per point, a character to draw (0: none), or NULL: on an empty
					point in its place, beside a stone (to its right) */
	const uint8_t *markup;       /* per point, an SGF mark (VIEW_MARK_*), or NULL: on an empty
					point △ □ ◯ × (^ # 0 *) in its place, beside a stone; an
					arrow's or a line's course · (:) on empty points only, an
					arrow's end → ↗ ↑ ... (> / | ...) as a mark */
	const bool *dim;             /* per point, drawn dimmed (SGF DD), or NULL */
	const uint8_t *status;       /* per stone, what the marking says (VIEW_DEAD, VIEW_SEKI, and
					VIEW_UNSETTLED at a chain's first stone), or NULL: a dead stone
					is x or o, a stone in seki ◆ ◇ (# @), an unsettled chain has a
					? after its first stone */
	const int8_t *ownership;     /* per point, an estimate's owner from -100 (White's for certain)
					to 100 (Black's), or NULL: an empty point owned at least
					VIEW_OWN_SURE surely is ▪ in its owner's colour (▪ ▫ without
					colours, b w in ASCII), one that leans to a side at least
					VIEW_OWN_LEANS is ∙ (∙ ∘, + -); a dead stone (status) whose point
					is owned less surely is drawn fainter */
};

/* The estimate's owners as the board shows them (view_marks.ownership): from VIEW_OWN_SURE a point
 * is owned, as the judgement's range counts it (rules/judge.c 13.); from VIEW_OWN_LEANS it leans to
 * a side; below, it is nobody's yet. */
#define VIEW_OWN_SURE 50
#define VIEW_OWN_LEANS 20

/* The marks of a point; an arrow's or a line's course (AR LN) is PATH on the empty points it crosses,
 * an arrow's end HEAD plus its direction (VIEW_HEAD_E ... VIEW_HEAD_SE, counter-clockwise). */
enum { VIEW_MARK_NONE, VIEW_MARK_TR, VIEW_MARK_SQ, VIEW_MARK_CR, VIEW_MARK_MA, VIEW_MARK_PATH, VIEW_MARK_HEAD };
enum { VIEW_HEAD_E, VIEW_HEAD_NE, VIEW_HEAD_N, VIEW_HEAD_NW, VIEW_HEAD_W, VIEW_HEAD_SW, VIEW_HEAD_S, VIEW_HEAD_SE };

#define VIEW_DEAD 1
#define VIEW_SEKI 2
#define VIEW_UNSETTLED 4

/* The clocks as the panel and the status row show them (tui/term/timer.h). */
struct view_clock {
	char text[3][32];            /* by colour: "9:58", "0:25 (3)" (byo-yomi periods), "4:12 /25"
					(Canadian moves to make), "time" once lost */
	enum color running;          /* whose time runs, or EMPTY */
	bool paused;
	bool alarm;                  /* the running player is in the last seconds */
};

/* What the side panel shows besides the game. */
struct view_panel {
	const struct game *game;
	const char *names[3];        /* the players by colour; "" when unnamed */
	const char *file;            /* where the game is kept, or NULL */
	bool changed;                /* changed since loaded or saved */
	bool autosave_failed;        /* the last autosave could not be written */
	int ahead;                   /* moves of the line after the current node (redo) */
	int variation, variations;   /* the current node's place among its parent's children (from 1),
					and their number */
	bool ascii, color;
	const struct view_clock *clock;  /* the clocks, or NULL when the game has none */
	const char *thinking;        /* the engine whose move is awaited ("GNU Go 3.8"), or NULL */
	bool on_time;                /* the game was lost on time (the resignation the game shows) */
	int handicap_left;           /* free handicap stones still to place (mode_handicap), or 0 */
};

/* Everything a base mode's screen shows: the board and its marks, the panel, message and hints. */
struct view {
	const struct board *board;
	struct view_marks marks;
	struct view_panel panel;
	const char *message;
	bool error;
	const char *const *hints;    /* (key, word) pairs, NULL-terminated */
	int numbers[BOARD_MAX_POINTS];   /* storage for marks.numbers */
	uint8_t owner[BOARD_MAX_POINTS]; /* storage for marks.owner */
	char names[3][64];               /* storage for panel.names */
	uint8_t frame[BOARD_MAX_POINTS]; /* storage for marks.frame */
	uint32_t label[BOARD_MAX_POINTS];/* storage for marks.label */
	uint8_t status[BOARD_MAX_POINTS];/* storage for marks.status */
	int8_t ownership[BOARD_MAX_POINTS]; /* storage for marks.ownership */
	uint8_t markup[BOARD_MAX_POINTS];/* storage for marks.markup */
	bool dim[BOARD_MAX_POINTS];      /* storage for marks.dim */
	struct view_clock clock;         /* storage for panel.clock */
};

/* The board with coordinates on all four sides. */
void view_board(struct screen *s, const struct layout *l, const struct board *b,
		const struct view_marks *m);
/* The side panel: players, turn, move, prisoners, last move, ko, rules, state, file. */
void view_panel(struct screen *s, const struct layout *l, const struct view_panel *p);
/* A player's row of the panel, row rows down it: the turn, the stone, the colour and name, the
 * prisoners. */
void view_player(struct screen *s, const struct layout *l, int row, const struct view_panel *a, enum color c);
/* The clocks' row of a panel, row rows down it: "Clock  ▶B 9:58  W 10:00", the running one marked
 * (drawn as an error with a ! in its last seconds), "Paused" for a label while both are stopped;
 * nothing when p->clock is NULL. */
void view_clock_row(struct screen *s, const struct layout *l, int row, const struct view_panel *p);
/* The first column beside the board, right of its row numbers: where the compact layout with no
 * row under the board puts its items. */
int view_beside_x(const struct layout *l);
/* The compact layout's status row (whose turn, move, prisoners, rules), in place of the panel; with
 * no row for it (l->status_y < 0), the same items beside the board where columns are to spare. */
void view_status_row(struct screen *s, const struct layout *l, const struct view_panel *p);
/* The message rows: as much of the message as fits there, "..." when it is cut. */
void view_message(struct screen *s, const struct layout *l, const char *text, bool error);
/* The rows kept for the message in layout l. */
int view_message_room(const struct layout *l);
/* Does text need more than the room rows kept for it? */
bool view_message_tall(const struct layout *l, int room, const char *text);
/*
 * A message that needs more than its room: drawn whole over the rows above it (the board, the
 * panel), up to half the screen; one longer still is shortened in the middle (" ... "), so that its
 * start and its end (where an error says its cause) are both seen.
 */
void view_message_over(struct screen *s, const struct layout *l, int room, const char *text, bool error);
/* The hints row: pairs of key and what it does, as many as fit; NULL-terminated. */
void view_hints(struct screen *s, const struct layout *l, const char *const *pairs);
/* A board drawn small, step columns a point (X O . or ● ○ ·; in colour ● for both, as on the board),
 * its top left at (y, x). */
void view_small_board(struct screen *s, int y, int x, const struct board *b, int step, bool ascii, bool color);
/* Text word-wrapped into the rectangle of h rows and w columns at (y, x).  Returns the rows used. */
int view_text(struct screen *s, int y, int x, int w, int h, const char *text, int style);
/* A legend: items[0..n) ("x o dead") flowed into rows of w columns, two spaces between them, drawn
 * dim from row y when draw (each glyph one column); an item wider than w has rows of its own,
 * wrapped.  Returns the rows it takes. */
int view_legend(struct screen *s, int y, int x, int w, const char *const *items, int n, bool draw);
/* The notice shown instead of the board when the terminal is too small; fits: a smaller board that
 * would fit (s starts it, app.c), or 0. */
void view_too_small(struct screen *s, const struct layout *l, int fits);
/* The screen of a base mode: the parts named by react (REACT_*), or the too-small notice. */
void view_draw(struct screen *s, const struct view *v, int react);
/* view_draw for a mode with a side panel of its own: true when the panel is on the screen (l is
 * where everything went, the panel's rows cleared for the mode to draw), false when the terminal is
 * too small or the compact layout has no panel. */
bool view_draw_for_panel(struct screen *s, const struct view *v, struct layout *l);
/* The marks of a node as the board draws them, as a mode keeps them for its board (view_markup). */
struct view_node {
	uint8_t markup[BOARD_MAX_POINTS];   /* per point, VIEW_MARK_* */
	uint32_t label[BOARD_MAX_POINTS];   /* per point, a character to draw, or 0 */
	bool dim[BOARD_MAX_POINTS];         /* per point, drawn dimmed */
};
/* The marks of a node (tui/shared/markup.h) as the board draws them: TR SQ CR MA into markup
 * (VIEW_MARK_*), and where no such mark is, the arrows' and lines' courses (AR LN: the points nearest
 * the straight line between their ends) and the arrows' heads; each label's first character where
 * one column shows it (else ?) into label, DD into dim. */
void view_markup(const struct board *b, const struct markup *m, struct view_node *out);
/* v's board shows the marks n (which must outlive the drawing). */
void view_show_node(struct view *v, const struct view_node *n);
/* Per point, the number of the move that put the stone there now (0 for none). */
void view_numbers(const struct game *g, int *numbers);
/* The point of the last move when it was a stone, else BOARD_NONE. */
int view_last_point(const struct game *g);

/* text cut to w columns between words ("Rin Kaiho (9 dan)" as "Rin Kaiho…", never "Rin Kaiho ("),
 * with … where it fits (not in ASCII); a first word longer than w is cut where it must be. */
void view_fit_words(const char *text, int w, bool ascii, char *buf, size_t len);

#endif
