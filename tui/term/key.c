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
