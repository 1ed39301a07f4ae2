/* term.c: the curses front end (see term.h). */
#include "config.h"

#include "tui/term/term.h"

#include <curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "rules/xalloc.h"
#include "tui/term/key.h"
#include "tui/term/screen.h"

static bool term_color;
static attr_t term_attr[STYLE_COUNT];
static short term_pair[STYLE_COUNT];

/* The look of each style: colour pair (foreground, background; -1 is the terminal's default) and
 * attributes, with colours and without. */
struct term_style {
	short fg, bg;
	attr_t attr;        /* with colours */
	attr_t mono;        /* without */
};

enum { WOOD = 100, LINE = 101, INK = 102, SNOW = 103 }; /* stand-ins resolved in term_colors */

static const struct term_style term_styles[STYLE_COUNT] = {
	[STYLE_PLAIN] = { -1, -1, A_NORMAL, A_NORMAL },
	[STYLE_DIM] = { -1, -1, A_DIM, A_DIM },
	[STYLE_BOLD] = { -1, -1, A_BOLD, A_BOLD },
	[STYLE_KEY] = { COLOR_CYAN, -1, A_BOLD, A_BOLD },
	[STYLE_ERROR] = { COLOR_RED, -1, A_BOLD, A_BOLD },
	[STYLE_GRID] = { LINE, WOOD, A_NORMAL, A_NORMAL },
	[STYLE_COORD] = { -1, -1, A_NORMAL, A_DIM },
	[STYLE_BLACK] = { INK, WOOD, A_NORMAL, A_BOLD },
	[STYLE_WHITE] = { SNOW, WOOD, A_BOLD, A_NORMAL },
	[STYLE_BLACK_NUM] = { SNOW, INK, A_BOLD, A_REVERSE },
	[STYLE_WHITE_NUM] = { INK, SNOW, A_NORMAL, A_UNDERLINE },
	[STYLE_CURSOR] = { COLOR_RED, WOOD, A_BOLD, A_BOLD },
	[STYLE_LAST] = { COLOR_BLUE, WOOD, A_BOLD, A_NORMAL },
	[STYLE_TERR_BLACK] = { INK, WOOD, A_NORMAL, A_BOLD },
	[STYLE_TERR_WHITE] = { SNOW, WOOD, A_BOLD, A_NORMAL },
	[STYLE_BOX] = { -1, -1, A_NORMAL, A_NORMAL },
	[STYLE_SELECT] = { -1, -1, A_REVERSE, A_REVERSE },
	[STYLE_FOCUS] = { COLOR_MAGENTA, WOOD, A_BOLD, A_BOLD },
	[STYLE_REMOVED] = { COLOR_RED, WOOD, A_BOLD, A_BOLD },
	[STYLE_DEAD] = { COLOR_RED, WOOD, A_NORMAL, A_DIM },
	[STYLE_DEAD_FAINT] = { COLOR_RED, WOOD, A_DIM, A_DIM },
	[STYLE_DOUBT] = { COLOR_RED, WOOD, A_BOLD, A_BOLD },   /* on the board's wood, not the terminal's */
};

/* With 256 colours the board is light wood with brown lines; with 8 it is yellow. */
static short term_resolve(short c)
{
	bool rich = COLORS >= 256;

	switch (c) {
	case WOOD: return rich ? 180 : COLOR_YELLOW;
	case LINE: return rich ? 94 : COLOR_BLACK;
	case INK: return rich ? 16 : COLOR_BLACK;
	case SNOW: return rich ? 231 : COLOR_WHITE;
	default: return c;
	}
}

static void term_colors(void)
{
	for (int i = 0; i < STYLE_COUNT; i++) {
		const struct term_style *t = &term_styles[i];
		term_attr[i] = term_color ? t->attr : t->mono;
		term_pair[i] = 0;
		if (term_color && (t->fg != -1 || t->bg != -1)) {
			init_pair((short)(i + 1), term_resolve(t->fg), term_resolve(t->bg));
			term_pair[i] = (short)(i + 1);
		}
	}
}

/* --- giving the terminal back on every way out ------------------------------------------------------- */

/*
 * A crash cannot call endwin (not async-signal-safe), so what endwin does is prepared while curses
 * starts, and done by hand: write the terminal's own sequences that leave curses (the normal screen
 * back, the cursor shown, attributes off, the keypad and the mouse reports off), and put back the
 * modes (termios) the terminal had before curses took it.  write and tcsetattr may be called in a
 * handler.  A crash is a signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT: an assertion, abort) or
 * a sanitizer's report, which ends the program with _exit and calls only its death callback.
 */
static struct termios term_saved;   /* the terminal's modes before curses took it */
static bool term_saved_ok;
static bool term_guarded;           /* term_guard has run: the guards are set once a process */
static pid_t term_owner;            /* the process that took the terminal (not a child of it) */
static char term_leave[256];        /* the sequences that leave curses (term_leave_prepare) */
static size_t term_leave_len;
static const int term_crash_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
#define TERM_CRASHES (sizeof term_crash_signals / sizeof term_crash_signals[0])
static struct sigaction term_crash_old[TERM_CRASHES];

static void term_leave_prepare(void);

/* Give the terminal back, as far as a signal handler may; only the process that took it does. */
static void term_restore_raw(void)
{
	if (getpid() != term_owner)
		return;
	for (size_t done = 0; done < term_leave_len; ) {
		ssize_t n = write(STDOUT_FILENO, term_leave + done, term_leave_len - done);
		if (n <= 0)
			break;
		done += (size_t)n;
	}
	if (term_saved_ok)
		tcsetattr(STDIN_FILENO, TCSANOW, &term_saved);
}

/* A crash: give the terminal back, then let the signal do what it did before (a core dump, a
 * sanitizer's report). */
static void term_on_crash(int sig)
{
	term_restore_raw();
	for (size_t i = 0; i < TERM_CRASHES; i++)
		if (term_crash_signals[i] == sig)
			sigaction(sig, &term_crash_old[i], NULL);
	raise(sig);
}

/* The sanitizers' runtime (present only in a build with -fsanitize=...) calls this back before it
 * ends the program after a report. */
extern void __sanitizer_set_death_callback(void (*callback)(void)) __attribute__((weak));

/*
 * Whatever ends the program once curses has the terminal gives it back: exit() from anywhere (a
 * fatal allocation, rules/xalloc.h, ends curses before its message so that the message is seen),
 * a crash and a sanitizer's report (the modes saved before curses started).  SIGINT, SIGTERM, SIGHUP
 * and SIGQUIT are play.c's: its loop ends and calls term_end.
 */
static void term_guard(void)
{
	struct sigaction sa;

	if (term_guarded)
		return;
	term_guarded = true;
	term_owner = getpid();
	term_saved_ok = tcgetattr(STDIN_FILENO, &term_saved) == 0;
	atexit(term_end);
	xalloc_on_fatal(term_end);
	if (__sanitizer_set_death_callback)
		__sanitizer_set_death_callback(term_restore_raw);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = term_on_crash;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < TERM_CRASHES; i++)
		sigaction(term_crash_signals[i], &sa, &term_crash_old[i]);
}

bool term_init(bool color)
{
	term_guard();
	initscr();
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	set_escdelay(25);
	curs_set(0);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
	mouseinterval(0);
	term_color = color && has_colors();
	if (term_color) {
		start_color();
		use_default_colors();
	}
	term_colors();
	term_leave_prepare();
	return term_color;
}

void term_end(void)
{
	if (!isendwin())
		endwin();
}

void term_bell(void)
{
	beep();
}

void term_size(int *rows, int *cols)
{
	getmaxyx(stdscr, *rows, *cols);
}

void term_show(const struct screen *s)
{
	for (int y = 0; y < s->rows; y++)
		for (int x = 0; x < s->cols; x++) {
			const struct screen_cell *c = screen_cell(s, y, x);
			if (c->ch == 0)
				continue;
			wchar_t wc[2] = { (wchar_t)c->ch, L'\0' };
			cchar_t cc;
			setcchar(&cc, wc, term_attr[c->style], term_pair[c->style], NULL);
			mvadd_wch(y, x, &cc);
		}
	if (s->cursor_visible)
		move(s->cursor_y, s->cursor_x);
	curs_set(s->cursor_visible ? 1 : 0);
	refresh();
}

static int term_translate(int c, bool function_key)
{
	static const struct { int curses, key; } keys[] = {
		{ KEY_UP, KEYC_UP }, { KEY_DOWN, KEYC_DOWN }, { KEY_LEFT, KEYC_LEFT },
		{ KEY_RIGHT, KEYC_RIGHT }, { KEY_HOME, KEYC_HOME }, { KEY_END, KEYC_END },
		{ KEY_PPAGE, KEYC_PPAGE }, { KEY_NPAGE, KEYC_NPAGE }, { KEY_DC, KEYC_DC },
		{ KEY_BACKSPACE, KEYC_BSPACE }, { KEY_ENTER, KEYC_ENTER }, { KEY_RESIZE, KEYC_RESIZE },
		{ KEY_BTAB, KEYC_UP },
	};

	if (!function_key) {
		switch (c) {
		case '\r': case '\n': return KEYC_ENTER;
		case '\t': return KEYC_TAB;
		case 27: return KEYC_ESCAPE;
		case 127: case 8: return KEYC_BSPACE;
		default: return c;
		}
	}
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (keys[i].curses == c)
			return keys[i].key;
	return KEYC_NONE;
}

static int term_mouse(int *y, int *x)
{
	MEVENT ev;

	if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
		return KEYC_NONE;
	*y = ev.y;
	*x = ev.x;
	return TERM_CLICK;
}

/*
 * After an Escape, the bytes that follow at once: an escape sequence curses could not decode (the
 * terminal's terminfo is not the one that sends it, as under tmux) is decoded here (key_decode);
 * anything else goes back to be read as the keys it is, after the Escape.
 */
static int term_escape(int *y, int *x)
{
	unsigned char seq[40];
	size_t n = 0;
	int k = KEY_DECODE_MORE;
	wint_t c;

	timeout(30);
	while (k == KEY_DECODE_MORE && n < sizeof seq) {
		int rc = get_wch(&c);
		if (rc == KEY_CODE_YES) {   /* a function key (a resize, say) after the Escape: its own */
			ungetch((int)c);
			break;
		}
		if (rc == ERR || c > 0x7e) {
			if (rc != ERR)
				unget_wch(c);
			break;
		}
		seq[n++] = (unsigned char)c;
		k = key_decode(seq, n, y, x);
	}
	if (k == KEY_DECODE_CLICK)
		return TERM_CLICK;
	if (k == KEY_DECODE_NONE)
		return KEYC_NONE;
	if (k >= 0)
		return k;
	while (n > 0)   /* not a sequence: the keys as they came, after the Escape */
		unget_wch((wchar_t)seq[--n]);
	return KEYC_ESCAPE;
}

int term_key(int timeout_ms, int *y, int *x)
{
	wint_t c;

	timeout(timeout_ms);
	int rc = get_wch(&c);
	if (rc == ERR)
		return KEYC_NONE;
	if (rc == KEY_CODE_YES && c == KEY_MOUSE)
		return term_mouse(y, x);
	if (rc == OK && c == 27)
		return term_escape(y, x);
	return term_translate((int)c, rc == KEY_CODE_YES);
}

/* Last in the file: term.h defines every terminfo capability as a macro (cursor_visible, lines, ...),
 * which would rewrite the names of the code above. */
#include <term.h>

/* Append a capability's string (a terminfo name) to what leaves curses. */
static void term_leave_add(const char *seq)
{
	size_t n = seq && seq != (const char *)-1 ? strlen(seq) : 0;

	if (n > 0 && term_leave_len + n < sizeof term_leave) {
		memcpy(term_leave + term_leave_len, seq, n);
		term_leave_len += n;
	}
}

/* What endwin and the end of the mouse would write, kept for a crash (term_restore_raw). */
static void term_leave_prepare(void)
{
	const char *xm = tigetstr("XM"), *kmous = tigetstr("kmous");

	term_leave_len = 0;
	if (xm && xm != (const char *)-1)
		term_leave_add(tiparm(xm, 0));   /* the terminal's own sequence that ends mouse reports */
	else if (kmous && kmous != (const char *)-1 && *kmous)
		term_leave_add("\033[?1000l");     /* what curses sends without one (xterm's protocol) */
	term_leave_add(exit_attribute_mode);
	term_leave_add(keypad_local);
	term_leave_add(cursor_normal);
	term_leave_add(exit_ca_mode);
}

/* The reason in words, in a new string.  Returns false. */
static bool term_refuse(char **why, const char *fmt, const char *name)
{
	if (asprintf(why, fmt, name) < 0)
		*why = NULL;
	return false;
}

bool term_usable(char **why)
{
	const char *name = getenv("TERM");
	int err = 0;

	*why = NULL;
	if (!name || !*name)
		return term_refuse(why, "TERM is not set%s", "");
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
		if (err == 0)
			return term_refuse(why, "TERM=%s is unknown to the terminal database, or a generic type "
					   "without cursor addressing", name);
		return term_refuse(why, "the terminal database (terminfo) cannot be found%s", "");
	}
	const char *cup = tigetstr("cup");
	bool addressing = cup && cup != (const char *)-1;
	del_curterm(cur_term);
	if (!addressing)
		return term_refuse(why, "TERM=%s has no cursor addressing", name);
	return true;
}
