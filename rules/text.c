/*
 * text.c: escaping text for a terminal (see text.h).
 *
 * One character at a time: the length of a well-formed UTF-8 sequence at s (text_utf8_len) decides
 * whether its bytes are copied or each escaped; a sequence is copied whole or not at all, so a cut
 * never splits a character or an escape.
 */
#include "rules/text.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "rules/xalloc.h"

/* The length of the well-formed UTF-8 character at s (at most n bytes), 0 if there is none:
 * no overlong forms, no surrogates, nothing above U+10FFFF. */
static size_t text_utf8_len(const unsigned char *s, size_t n)
{
	size_t len = s[0] < 0x80 ? 1 : s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3
		   : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;

	if (len == 0 || len > n)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0) ||
	    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90))
		return 0;
	return len;
}

/* The escaped form of the character at s (n bytes left) in piece; returns the bytes of s it used. */
static size_t text_piece(const unsigned char *s, size_t n, char piece[8])
{
	size_t len = text_utf8_len(s, n);

	if (len == 1 && (s[0] == '\t' || s[0] == '\n' || s[0] == '\r'))
		snprintf(piece, 8, "\\%c", s[0] == '\t' ? 't' : s[0] == '\n' ? 'n' : 'r');
	else if (len == 0 || (len == 1 && (s[0] < 0x20 || s[0] == 0x7f)))
		snprintf(piece, 8, "\\x%02x", s[0]);
	else if (len == 2 && s[0] == 0xc2 && s[1] < 0xa0)
		snprintf(piece, 8, "\\u%04x", s[1]);
	else {
		memcpy(piece, s, len);
		piece[len] = '\0';
	}
	return len ? len : 1;
}

size_t text_escape_char(const char *s, char piece[8])
{
	return text_piece((const unsigned char *)s, strnlen(s, 4), piece);
}

/* The escaped length of s's first n bytes (n at a character boundary). */
static size_t text_escaped_len(const unsigned char *s, size_t n)
{
	size_t used = 0, total = 0;
	char piece[8];

	while (used < n) {
		used += text_piece(s + used, n - used, piece);
		total += strlen(piece);
	}
	return total;
}

char *text_escape(char *out, size_t len, const char *s, size_t max)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s), used = 0, o = 0;
	bool whole = (max == 0 || n <= max) && text_escaped_len(p, n) < len;
	char piece[8];

	while (used < n) {
		size_t k = text_piece(p + used, n - used, piece), plen = strlen(piece);
		if ((max > 0 && used + k > max) || (!whole && o + plen + 4 > len))
			break;   /* the rest does not fit: keep room for "..." and the terminator */
		memcpy(out + o, piece, plen);
		o += plen;
		used += k;
	}
	if (used < n) {
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o] = '\0';
	return out;
}

char *text_escape_new(const char *s, size_t max)
{
	size_t n = strlen(s);

	if (max > 0 && n > max)
		n = max;
	size_t len = 4 * n + 4;
	return text_escape(xmalloc(len), len, s, max);
}

char *text_appendf(char *buf, size_t len, const char *fmt, ...)
{
	size_t n = strnlen(buf, len);
	va_list ap;

	if (n + 1 >= len)
		return buf;
	va_start(ap, fmt);
	vsnprintf(buf + n, len - n, fmt, ap);
	va_end(ap);
	return buf;
}
