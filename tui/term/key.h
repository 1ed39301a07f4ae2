/*
 * key.h: keys as the app sees them, whatever produced them (curses, a script, a test).
 *
 * A key is a Unicode code point (control characters included), or one of the KEY_* values below,
 * which lie above the last code point.  Names follow tmux: "Up", "Enter", "BSpace", "C-c", "q".
 */
#ifndef TENGEN_KEY_H
#define TENGEN_KEY_H

#include <stddef.h>

enum {
	KEYC_NONE = -1,
	KEYC_ENTER = 0x110000,
	KEYC_ESCAPE,
	KEYC_TAB,
	KEYC_BSPACE,
	KEYC_DC,        /* delete the character under the cursor */
	KEYC_UP,
	KEYC_DOWN,
	KEYC_LEFT,
	KEYC_RIGHT,
	KEYC_HOME,
	KEYC_END,
	KEYC_PPAGE,
	KEYC_NPAGE,
	KEYC_RESIZE,    /* the terminal changed size */
	KEYC_CLICK,     /* a mouse click on the board: the cursor is already at the point clicked */
};

/*
 * An escape sequence curses left undecoded (its terminfo is another terminal's than the one that
 * sends the sequence, as under tmux), the bytes after ESC: Home and End as ESC [ 1 ~ / [ 4 ~, [ 7 ~
 * / [ 8 ~, [ H / [ F and O H / O F; the arrows, PageUp, PageDown and Delete; a click of the first
 * button in the X10 mouse encoding (ESC [ M Cb Cx Cy, each byte 32 more than the value, positions
 * from 1) or SGR's (ESC [ < Cb ; x ; y M).  Returns the key, or KEY_DECODE_CLICK with the cell in
 * *y, *x (from 0), KEY_DECODE_NONE for a whole sequence that is no key (a release, another button),
 * KEY_DECODE_MORE while it is not whole, KEY_DECODE_UNKNOWN for anything else.
 */
#define KEY_DECODE_CLICK KEYC_CLICK
enum { KEY_DECODE_MORE = -2, KEY_DECODE_UNKNOWN = -3, KEY_DECODE_NONE = -4 };
int key_decode(const unsigned char *seq, size_t len, int *y, int *x);

/* The tmux-style name of a key into buf (at least 16 bytes).  Returns buf. */
const char *key_to_name(int key, char *buf);
/* The key a name stands for ("Up", "Space", "C-c", a single character in UTF-8), or KEYC_NONE. */
int key_from_name(const char *name);

#endif
