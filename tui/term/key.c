/* key.c: key names, tmux style. */
#include "config.h"

#include "tui/term/key.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

static const struct key_named {
	int key;
	const char *name;
} key_names[] = {
	{ KEYC_ENTER, "Enter" }, { KEYC_ESCAPE, "Escape" }, { KEYC_TAB, "Tab" },
	{ KEYC_BSPACE, "BSpace" }, { KEYC_DC, "DC" }, { KEYC_UP, "Up" }, { KEYC_DOWN, "Down" },
	{ KEYC_LEFT, "Left" }, { KEYC_RIGHT, "Right" }, { KEYC_HOME, "Home" }, { KEYC_END, "End" },
	{ KEYC_PPAGE, "PPage" }, { KEYC_NPAGE, "NPage" }, { KEYC_RESIZE, "Resize" }, { KEYC_CLICK, "Click" }, { ' ', "Space" },
};
#define KEY_NAMED_COUNT (sizeof key_names / sizeof key_names[0])

const char *key_to_name(int key, char *buf)
{
	for (size_t i = 0; i < KEY_NAMED_COUNT; i++)
		if (key_names[i].key == key) {
			snprintf(buf, 16, "%s", key_names[i].name);
			return buf;
		}
	if (key >= 1 && key < 32) {
		snprintf(buf, 16, "C-%c", key + 'a' - 1);
		return buf;
	}
	mbstate_t st;
	memset(&st, 0, sizeof st);
	size_t n = key > 0 && key < 0x110000 ? wcrtomb(buf, (wchar_t)key, &st) : (size_t)-1;
	if (n == (size_t)-1)
		snprintf(buf, 16, "0x%x", key);
	else
		buf[n] = '\0';
	return buf;
}

int key_from_name(const char *name)
{
	for (size_t i = 0; i < KEY_NAMED_COUNT; i++)
		if (strcasecmp(key_names[i].name, name) == 0)
			return key_names[i].key;
	if (strcasecmp(name, "Return") == 0)
		return KEYC_ENTER;
	if (strlen(name) == 3 && (name[0] == 'C' || name[0] == 'c') && name[1] == '-' &&
	    name[2] >= 'a' && name[2] <= 'z')
		return name[2] - 'a' + 1;
	wchar_t wc;
	mbstate_t st;
	memset(&st, 0, sizeof st);
	size_t n = mbrtowc(&wc, name, strlen(name), &st);
	if (n == 0 || n > 4 || name[n] != '\0')
		return KEYC_NONE;
	return (int)wc;
}

/* --- escape sequences -------------------------------------------------------------------------------- */

/* The key of a final letter after ESC [ or ESC O: the arrows, Home, End, Shift-Tab. */
static int key_letter(unsigned char c)
{
	switch (c) {
	case 'A': return KEYC_UP;
	case 'B': return KEYC_DOWN;
	case 'C': return KEYC_RIGHT;
	case 'D': return KEYC_LEFT;
	case 'H': return KEYC_HOME;
	case 'F': return KEYC_END;
	case 'Z': return KEYC_UP;   /* Shift-Tab, as curses' KEY_BTAB */
	default: return KEY_DECODE_UNKNOWN;
	}
}

/* ESC [ N ~ (N one or two digits, maybe ;modifiers): Home, End, PageUp, PageDown, Delete. */
static int key_tilde(int n)
{
	switch (n) {
	case 1: case 7: return KEYC_HOME;
	case 4: case 8: return KEYC_END;
	case 5: return KEYC_PPAGE;
	case 6: return KEYC_NPAGE;
	case 3: return KEYC_DC;
	default: return KEY_DECODE_UNKNOWN;
	}
}

/* X10: ESC [ M Cb Cx Cy. */
static int key_x10(const unsigned char *s, size_t len, int *y, int *x)
{
	if (len < 5)
		return KEY_DECODE_MORE;
	int b = s[2] - 32;
	if (s[2] < 32 || s[3] < 33 || s[4] < 33)
		return KEY_DECODE_UNKNOWN;
	if ((b & ~(4 | 8 | 16)) != 0)   /* not a press of the first button (a release, motion, a wheel) */
		return KEY_DECODE_NONE;
	*x = s[3] - 33;
	*y = s[4] - 33;
	return KEY_DECODE_CLICK;
}

/* SGR: ESC [ < Cb ; x ; y M (press) or m (release). */
static int key_sgr(const unsigned char *s, size_t len, int *y, int *x)
{
	int v[3] = { 0, 0, 0 }, k = 0;

	for (size_t i = 2; i < len; i++) {
		unsigned char c = s[i];
		if (c >= '0' && c <= '9' && v[k] < 100000)
			v[k] = v[k] * 10 + (c - '0');
		else if (c == ';' && k < 2)
			k++;
		else if ((c == 'M' || c == 'm') && k == 2 && i == len - 1) {
			if (c == 'm' || (v[0] & ~(4 | 8 | 16)) != 0 || v[1] < 1 || v[2] < 1)
				return KEY_DECODE_NONE;
			*x = v[1] - 1;
			*y = v[2] - 1;
			return KEY_DECODE_CLICK;
		} else {
			return KEY_DECODE_UNKNOWN;
		}
	}
	return KEY_DECODE_MORE;
}

int key_decode(const unsigned char *s, size_t len, int *y, int *x)
{
	if (len == 0)
		return KEY_DECODE_MORE;
	if (len > 32 || (s[0] != '[' && s[0] != 'O'))
		return KEY_DECODE_UNKNOWN;
	if (len == 1)
		return KEY_DECODE_MORE;
	if (s[0] == 'O')
		return len == 2 ? key_letter(s[1]) : KEY_DECODE_UNKNOWN;
	if (s[1] == 'M')
		return key_x10(s, len, y, x);
	if (s[1] == '<')
		return key_sgr(s, len, y, x);
	/* ESC [ then digits and semicolons (modifiers), ending in ~ or a letter */
	int n = 0;
	for (size_t i = 1; i < len; i++) {
		unsigned char c = s[i];
		if (c >= '0' && c <= '9') {
			n = n < 1000 ? n * 10 + (c - '0') : n;
			continue;
		}
		if (c == ';') {
			n = n ? n : 1;
			continue;
		}
		if (i != len - 1)
			return KEY_DECODE_UNKNOWN;
		return c == '~' ? key_tilde(strchr((const char *)s, ';') ? atoi((const char *)s + 1) : n) : key_letter(c);
	}
	return KEY_DECODE_MORE;
}
