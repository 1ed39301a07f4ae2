/*
 * prompt.c: libedit on a private pseudo-terminal (see prompt.h).
 *
 * How a key is edited:
 *   1. The key becomes the characters libedit's emacs bindings know (Left is C-b, Up is C-p,
 *      Delete is ESC [ 3 ~) and is queued.
 *   2. el_wgets runs in unbuffered mode: it takes the queued characters through prompt_getc,
 *      runs the one editing command they make, and returns.
 *   3. Whatever libedit wrote to its terminal is read from the pty's other side and dropped; the
 *      line and the cursor are read back with el_wline.
 * A line is finished when libedit's newline command has appended '\n' to its buffer.  Switching
 * unbuffered mode off and on again clears the buffer for the next line.
 * A printable character skips 2. and 3.: it is inserted into libedit's line at the cursor
 * (el_winsertstr, as ed-insert does) and into the copy kept here, so that typing or pasting a long
 * line is linear in its length (prompt_type).
 */
#include "config.h"

#include "tui/term/prompt.h"

#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <limits.h>
#include <pty.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#include "rules/atomic.h"
#include "rules/xalloc.h"
#include "tui/shared/autosave.h"
#include "tui/term/key.h"

#define PROMPT_COMPLETE_MAX 4096   /* what one Tab inserts, at most (a file name and a space) */

struct prompt {
	EditLine *el;                /* NULL when no pseudo-terminal could be had: plain editing */
	HistoryW *hist;
	FILE *in, *out;              /* libedit's side of the pseudo-terminal */
	int master;                  /* our side, only ever drained */
	wchar_t queue[8];            /* the characters of the key being edited */
	int qlen, qpos;
	char *history_path;
	prompt_complete_fn complete;
	const void *complete_arg;
	char *text;                  /* the line in UTF-8: any length (a pasted line, a long path) */
	size_t len, cap;             /* its bytes, and the room it has */
	size_t at;                   /* the byte of text where the cursor is */
	int cursor;                  /* display column of the cursor */
	bool columns_are_chars;      /* a character before the cursor has no width (wcwidth -1): the
					cursor's column counts characters instead */
	char hint[512];
	bool opened;                 /* libedit was started (on the first line: a pseudo-terminal and
					the terminal database cost something, and not every run edits) */
};

static int prompt_getc(EditLine *el, wchar_t *c)
{
	struct prompt *p;

	el_get(el, EL_CLIENTDATA, &p);
	if (p->qpos >= p->qlen)
		return 0;
	*c = p->queue[p->qpos++];
	return 1;
}

static char *prompt_no_prompt(EditLine *el)
{
	(void)el;
	return "";
}

/* Wide text (n characters) in UTF-8, in a new string; *len its bytes, and *at (when not NULL) the
 * byte where character `mark` starts.  Caller frees. */
static char *prompt_utf8_at(const wchar_t *w, size_t n, size_t mark, size_t *at, size_t *len)
{
	char *out = xmalloc(n * MB_CUR_MAX + 1);
	mbstate_t st;
	size_t k = 0;

	memset(&st, 0, sizeof st);
	for (size_t i = 0; i < n; i++) {
		if (i == mark && at)
			*at = k;
		size_t m = wcrtomb(out + k, w[i], &st);
		if (m != (size_t)-1)
			k += m;
	}
	if (mark >= n && at)
		*at = k;
	out[k] = '\0';
	if (len)
		*len = k;
	return out;
}

/* Wide text (n characters) in UTF-8, in a new string.  Caller frees. */
static char *prompt_utf8(const wchar_t *w, size_t n)
{
	return prompt_utf8_at(w, n, n, NULL, NULL);
}

/* The line becomes text (taken: the prompt frees it), len bytes. */
static void prompt_set_text(struct prompt *p, char *text, size_t len)
{
	free(p->text);
	p->text = text;
	p->len = len;
	p->cap = len + 1;
}

/* UTF-8 text as wide characters, terminated, however long; NULL when it is not text of the
 * locale.  Caller frees. */
static wchar_t *prompt_wide(const char *s)
{
	size_t n = mbstowcs(NULL, s, 0);

	if (n == (size_t)-1)
		return NULL;
	wchar_t *w = xreallocarray(NULL, n + 1, sizeof *w);
	mbstowcs(w, s, n + 1);
	return w;
}

/* Insert UTF-8 text at libedit's cursor. */
static void prompt_insert(EditLine *el, const char *s)
{
	wchar_t *w = *s ? prompt_wide(s) : NULL;

	if (w)
		el_winsertstr(el, w);
	free(w);
}

static unsigned char prompt_el_complete(EditLine *el, int ch)
{
	struct prompt *p;
	char insert[PROMPT_COMPLETE_MAX];

	(void)ch;
	el_get(el, EL_CLIENTDATA, &p);
	const LineInfoW *li = el_wline(el);
	char *before = prompt_utf8(li->buffer, (size_t)(li->cursor - li->buffer));
	p->complete(p->complete_arg, before, insert, sizeof insert, p->hint, sizeof p->hint);
	free(before);
	prompt_insert(el, insert);
	return CC_REFRESH;
}

static void prompt_drain(struct prompt *p)
{
	char junk[4096];

	fflush(p->out);
	while (read(p->master, junk, sizeof junk) > 0)
		;
}

static void prompt_history_load(struct prompt *p)
{
	HistEventW ev;

	history_w(p->hist, &ev, H_SETSIZE, 1000);
	history_w(p->hist, &ev, H_SETUNIQUE, 1);
	if (p->history_path)
		history_w(p->hist, &ev, H_LOAD, p->history_path);
}

/* libedit writes the history to a FILE it can fchmod, so it goes to a scratch file first, then
 * replaces the history file atomically. */
static void prompt_history_save(struct prompt *p)
{
	HistEventW ev;
	char buf[4096];
	size_t n, len = 0, cap = sizeof buf;

	if (!p->history_path)
		return;
	FILE *f = tmpfile();
	if (!f)
		return;
	char *data = xmalloc(cap);
	if (history_w(p->hist, &ev, H_SAVE_FP, f) >= 0 && fflush(f) == 0) {
		rewind(f);
		while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
			if (len + n > cap)
				data = xreallocarray(data, cap *= 2, 1);
			memcpy(data + len, buf, n);
			len += n;
		}
		atomic_write(p->history_path, data, len, NULL, 0);
	}
	fclose(f);
	free(data);
}

static int prompt_open_el(struct prompt *p)
{
	struct winsize ws = { .ws_row = 24, .ws_col = 400 };
	int slave;

	if (openpty(&p->master, &slave, NULL, NULL, &ws) != 0)
		return -1;
	fcntl(p->master, F_SETFL, fcntl(p->master, F_GETFL) | O_NONBLOCK);
	fcntl(p->master, F_SETFD, FD_CLOEXEC);
	p->in = fdopen(slave, "r");
	p->out = fdopen(dup(slave), "w");
	p->el = el_init("tengen", p->in, p->out, p->out);
	el_set(p->el, EL_EDITOR, "emacs");
	el_set(p->el, EL_SIGNAL, 0);
	el_set(p->el, EL_PROMPT, prompt_no_prompt);
	el_set(p->el, EL_CLIENTDATA, p);
	el_set(p->el, EL_GETCFN, prompt_getc);
	el_wset(p->el, EL_HIST, history_w, p->hist);
	el_wset(p->el, EL_ADDFN, L"tengen-complete", L"complete a command, a rules or a file name",
		prompt_el_complete);
	el_wset(p->el, EL_BIND, L"^I", L"tengen-complete", NULL);
	el_wset(p->el, EL_BIND, L"^R", L"ed-search-prev-history", NULL);
	el_wset(p->el, EL_BIND, L"\033[3~", L"ed-delete-next-char", NULL);
	el_set(p->el, EL_UNBUFFERED, 1);
	prompt_drain(p);
	return 0;
}

struct prompt *prompt_new(const char *history_path, prompt_complete_fn complete, const void *arg)
{
	struct prompt *p = xcalloc(1, sizeof *p);

	p->master = -1;
	p->complete = complete;
	p->complete_arg = arg;
	prompt_set_text(p, xstrdup(""), 0);
	p->history_path = history_path ? xstrdup(history_path) : NULL;
	p->hist = history_winit();
	prompt_history_load(p);
	return p;
}

void prompt_free(struct prompt *p)
{
	if (!p)
		return;
	if (p->el)
		el_end(p->el);
	if (p->in)
		fclose(p->in);
	if (p->out)
		fclose(p->out);
	if (p->master >= 0)
		close(p->master);
	history_wend(p->hist);
	free(p->history_path);
	free(p->text);
	free(p);
}

/* Read the line and the cursor back from libedit (the whole line: after an editing command). */
static void prompt_sync(struct prompt *p)
{
	const LineInfoW *li = el_wline(p->el);
	const wchar_t *end = li->lastchar;
	size_t len, chars = (size_t)(li->cursor - li->buffer);

	if (end > li->buffer && end[-1] == L'\n')
		end--;
	char *text = prompt_utf8_at(li->buffer, (size_t)(end - li->buffer), chars, &p->at, &len);
	prompt_set_text(p, text, len);
	int w = wcswidth(li->buffer, chars);
	p->columns_are_chars = w < 0;
	p->cursor = w < 0 ? (int)chars : w;
}

/*
 * A character typed (or pasted: a paste is a run of these) goes into libedit's line and into the
 * copy kept here without reading the whole line back, so that a line of 100,000 characters costs
 * 100,000 small steps, not 100,000 times the line.  This is what libedit's emacs binding of a
 * printable character does (ed-insert: insert it at the cursor); anything else is left to it.
 * False when the character is not one of those, or cannot be written in the locale's charset.
 */
static bool prompt_type(struct prompt *p, int key)
{
	char mb[MB_LEN_MAX];
	mbstate_t st;
	wchar_t ws[2] = { (wchar_t)key, L'\0' };

	if (key < 0x20 || key == 0x7f || key >= 0x110000 || (key >= 0x80 && key < 0xa0))
		return false;
	int w = wcwidth((wchar_t)key);
	memset(&st, 0, sizeof st);
	size_t m = w < 0 ? (size_t)-1 : wcrtomb(mb, (wchar_t)key, &st);
	if (m == (size_t)-1 || m == 0 || el_winsertstr(p->el, ws) != 0)
		return false;
	if (p->len + m + 1 > p->cap) {
		p->cap = 2 * (p->len + m + 1);
		p->text = xreallocarray(p->text, p->cap, 1);
	}
	memmove(p->text + p->at + m, p->text + p->at, p->len - p->at + 1);
	memcpy(p->text + p->at, mb, m);
	p->at += m;
	p->len += m;
	p->cursor += p->columns_are_chars ? 1 : w;
	return true;
}

void prompt_begin(struct prompt *p, const char *text)
{
	p->hint[0] = '\0';
	prompt_set_text(p, xstrdup(""), 0);
	p->at = 0;
	p->cursor = 0;
	p->columns_are_chars = false;
	if (!p->opened) {
		p->opened = true;
		if (prompt_open_el(p) != 0)
			p->el = NULL;
	}
	if (!p->el) {
		prompt_set_text(p, xstrdup(text ? text : ""), text ? strlen(text) : 0);
		p->cursor = (int)p->len;
		return;
	}
	el_set(p->el, EL_UNBUFFERED, 0);
	el_set(p->el, EL_UNBUFFERED, 1);
	if (text)
		prompt_insert(p->el, text);
	prompt_drain(p);
	prompt_sync(p);
}

/* The characters libedit's emacs bindings expect for a key. */
static int prompt_chars(int key, wchar_t *q)
{
	static const struct { int key; wchar_t ch; } map[] = {
		{ KEYC_ENTER, L'\n' }, { KEYC_TAB, L'\t' }, { KEYC_BSPACE, 0x7f }, { KEYC_LEFT, 'B' - 64 },
		{ KEYC_RIGHT, 'F' - 64 }, { KEYC_UP, 'P' - 64 }, { KEYC_DOWN, 'N' - 64 }, { KEYC_HOME, 'A' - 64 },
		{ KEYC_END, 'E' - 64 },
	};

	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (map[i].key == key) {
			q[0] = map[i].ch;
			return 1;
		}
	if (key == KEYC_DC || key == 'D' - 64) {
		wcscpy(q, L"\033[3~");
		return 4;
	}
	if (key <= 0 || key >= 0x110000 || key == 27)
		return 0;
	q[0] = (wchar_t)key;
	return 1;
}

static void prompt_history_enter(struct prompt *p)
{
	HistEventW ev;
	wchar_t *w = p->text[0] ? prompt_wide(p->text) : NULL;

	if (!w)
		return;
	history_w(p->hist, &ev, H_ENTER, w);
	free(w);
	prompt_history_save(p);
}

/* Plain editing, without libedit: type, Backspace, Enter. */
static enum prompt_status prompt_key_plain(struct prompt *p, int key)
{
	size_t n = p->len;

	if (key == KEYC_ENTER)
		return PROMPT_DONE;
	if (key == KEYC_BSPACE) {
		while (n > 0 && ((unsigned char)p->text[--n] & 0xc0) == 0x80)
			;
		p->text[n] = '\0';
	} else if (key >= 32 && key < 0x110000) {
		mbstate_t st;
		memset(&st, 0, sizeof st);
		if (n + MB_CUR_MAX + 1 > p->cap) {
			p->cap = 2 * (n + MB_CUR_MAX + 1);
			p->text = xreallocarray(p->text, p->cap, 1);
		}
		size_t m = wcrtomb(p->text + n, (wchar_t)key, &st);
		n += m == (size_t)-1 ? 0 : m;
		p->text[n] = '\0';
	}
	p->len = p->at = n;
	p->cursor = (int)n;
	return PROMPT_EDITING;
}

enum prompt_status prompt_key(struct prompt *p, int key)
{
	if (key == KEYC_ESCAPE || (key == KEYC_BSPACE && p->text[0] == '\0'))
		return PROMPT_CANCEL;
	if (key != KEYC_TAB)
		p->hint[0] = '\0';
	if (!p->el)
		return prompt_key_plain(p, key);
	if (prompt_type(p, key))
		return PROMPT_EDITING;
	p->qlen = prompt_chars(key, p->queue);
	p->qpos = 0;
	for (int tries = 0; p->qpos < p->qlen && tries < 16; tries++) {
		int n;
		el_wgets(p->el, &n);
	}
	prompt_drain(p);
	prompt_sync(p);
	const LineInfoW *li = el_wline(p->el);
	if (li->lastchar > li->buffer && li->lastchar[-1] == L'\n') {
		prompt_history_enter(p);
		return PROMPT_DONE;
	}
	return PROMPT_EDITING;
}

const char *prompt_text(const struct prompt *p) { return p->text; }
int prompt_cursor(const struct prompt *p) { return p->cursor; }
const char *prompt_hint(const struct prompt *p) { return p->hint; }
