/*
 * key.h: keys as the app sees them, whatever produced them (curses, a script, a test).
 *
 * A key is a Unicode code point (control characters included), or one of the KEY_* values below,
 * which lie above the last code point.  Names follow tmux: "Up", "Enter", "BSpace", "C-c", "q".
 */
#ifndef TENGEN_KEY_H
#define TENGEN_KEY_H

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

/* The tmux-style name of a key into buf (at least 16 bytes).  Returns buf. */
const char *key_to_name(int key, char *buf);
/* The key a name stands for ("Up", "Space", "C-c", a single character in UTF-8), or KEYC_NONE. */
int key_from_name(const char *name);

#endif
