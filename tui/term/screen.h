/*
 * screen.h: the screen model: a grid of character cells, each with a style, that the views draw.
 *
 * The curses front end shows a screen by copying it cell by cell; `tengen --script` prints it as
 * text.  Nothing here knows about curses, so the same drawing is tested headless.
 *
 * A cell holds one character of display width 1, or the first half of a width-2 character (its
 * right half is a cell holding 0).  Drawing outside the grid is clipped silently.
 */
#ifndef TENGEN_SCREEN_H
#define TENGEN_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/* What a cell means; the front end chooses how each style looks (colour, bold, reverse). */
enum style {
	STYLE_PLAIN,
	STYLE_DIM,         /* secondary text */
	STYLE_BOLD,        /* headings, values that matter */
	STYLE_KEY,         /* a key in the hints line or the help */
	STYLE_ERROR,       /* a refused move, a failed command */
	STYLE_GRID,        /* board lines and empty points */
	STYLE_COORD,       /* coordinates around the board */
	STYLE_BLACK,       /* a black stone */
	STYLE_WHITE,       /* a white stone */
	STYLE_BLACK_NUM,   /* the move number on a black stone */
	STYLE_WHITE_NUM,   /* the move number on a white stone */
	STYLE_CURSOR,      /* the brackets around the cursor point */
	STYLE_LAST,        /* the marks around the last move */
	STYLE_TERR_BLACK,  /* an empty point counted for Black */
	STYLE_TERR_WHITE,  /* an empty point counted for White */
	STYLE_BOX,         /* the frame and inside of an overlay */
	STYLE_SELECT,      /* the selected line of a dialogue */
	STYLE_FOCUS,       /* what a frame looks at: a chain, the points it reaches */
	STYLE_REMOVED,     /* a point whose stones were just cleared */
	STYLE_DEAD,        /* a stone marked dead */
	STYLE_DEAD_FAINT,  /* a stone an estimate takes as dead, where it is less sure */
	STYLE_DOUBT,       /* a mark on the board that asks for a look: an unsettled chain's ? */
	STYLE_COUNT
};

struct screen_cell {
	uint32_t ch;     /* a code point; 0 for the right half of a wide character */
	uint8_t style;   /* enum style */
};

struct screen {
	int rows, cols;
	struct screen_cell *cells;   /* rows * cols, row after row */
	int cursor_y, cursor_x;      /* where the terminal cursor goes, when visible */
	bool cursor_visible;
};

/* A blank screen.  Caller frees with screen_free. */
struct screen *screen_new(int rows, int cols);
void screen_free(struct screen *s);
/* Change the size; the contents become blank. */
void screen_resize(struct screen *s, int rows, int cols);
/* Blank every cell and hide the cursor. */
void screen_clear(struct screen *s);
/* Blank w cells of row y from column x (style st). */
void screen_blank(struct screen *s, int y, int x, int w, enum style st);
/* The cell at (y, x), or NULL outside the grid. */
const struct screen_cell *screen_cell(const struct screen *s, int y, int x);

/* Write UTF-8 text at (y, x) in style st, stopping at the end of the row or after max columns
 * (max < 0: no limit).  Returns the columns written. */
int screen_put(struct screen *s, int y, int x, const char *text, enum style st, int max);
/* screen_put with printf formatting and no limit but the row. */
int screen_printf(struct screen *s, int y, int x, enum style st, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* Draw a frame of h rows and w columns with its inside blanked, in style st, and the column either
 * side of it blanked too. */
void screen_box(struct screen *s, int y, int x, int h, int w, enum style st, bool ascii);

/* Decode one UTF-8 character of text: its code point (? for one the locale cannot print) and its
 * width in columns; a control character or a byte that is not UTF-8 is drawn as its escape
 * (rules/text.h: \x1b, \t, \xff), as wide as that.  Returns its length in bytes (at least 1). */
size_t screen_decode(const char *text, wchar_t *wc, int *width);
/* The display width of UTF-8 text (unprintable characters count 1). */
int screen_width(const char *text);
/*
 * Word-wrap text into at most nlines lines of at most width columns; line i starts at text +
 * starts[i] and has lens[i] bytes.  A line break in the text ends a line, and an empty line is a
 * line of 0 bytes.  A text that does not fit ends its last line early and sets *cut.  Returns the
 * number of lines.
 */
int screen_wrap(const char *text, int width, int nlines, int *starts, int *lens, bool *cut);
/* screen_wrap for a text shown with "..." after its last line when it is cut: that line then ends
 * early enough for the three dots to fit within width. */
int screen_wrap_ellipsis(const char *text, int width, int nlines, int *starts, int *lens, bool *cut);

/* The grid as UTF-8 text, one line per row, trailing blanks removed.  Caller frees. */
char *screen_text(const struct screen *s);

#endif
