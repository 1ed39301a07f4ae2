/*
 * term.h: the real terminal, through ncursesw: keys in, screen models out.  Only the tengen program
 * links this; the app, the views and every test work without it.
 *
 * Call order: term_init, then term_show and term_key in a loop, term_end before exit (also after
 * a signal: it restores the terminal).
 */
#ifndef TENGEN_TERM_H
#define TENGEN_TERM_H

#include <stdbool.h>
#include <stddef.h>

struct screen;

/* A mouse click, returned by term_key with its cell. */
#define TERM_CLICK 0x120000

/*
 * Can the board be drawn here?  Asks the terminal database about $TERM before curses starts (which
 * would exit with its own message for an unknown TERM, and draw a dumb terminal's screen on one
 * line): false, with *why the reason in words (the whole TERM quoted; a new string, caller frees),
 * when TERM is unset or unknown or the terminal has no cursor addressing.
 */
bool term_usable(char **why);
/* Start curses: raw keys, no echo, keypad, mouse clicks, colours unless color is false.  Returns
 * whether colours are in use. */
bool term_init(bool color);
void term_end(void);
/* Ring the terminal's bell (the clock's last seconds, when the player asked for it). */
void term_bell(void);
/* The terminal's size. */
void term_size(int *rows, int *cols);
/* Show a screen model (only changed cells reach the terminal). */
void term_show(const struct screen *s);
/* The next key (key.h) within timeout_ms, KEY_NONE when none came, TERM_CLICK with *y, *x set,
 * or KEY_RESIZE. */
int term_key(int timeout_ms, int *y, int *x);

#endif
