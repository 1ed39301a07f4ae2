/*
 * text.h: text from outside (a file, a command line, a GTP controller) made safe to show.
 *
 * Every message that can carry input text goes through text_escape before it reaches a terminal
 * or a GTP controller: the command line's warnings and errors, GTP's failure replies, the script
 * runner and the board's message line.  The escaped form is visible and one line:
 *   - a tab, a line feed and a carriage return are shown as \t, \n and \r;
 *   - any other byte below 0x20, and DEL (0x7f), as \xHH (ESC is \x1b);
 *   - a C1 control character (U+0080..U+009F, which some terminals obey as ESC [) as \uHHHH;
 *   - a byte that is not part of well-formed UTF-8 as \xHH;
 *   - everything else, a backslash included, as it is.
 */
#ifndef TENGEN_TEXT_H
#define TENGEN_TEXT_H

#include <stddef.h>

/* The longest part of an argument that an error message repeats (text_escape's max). */
#define TEXT_QUOTE_MAX 64

/*
 * Write s escaped into out (len bytes, len >= 4; always terminated).  When max > 0, only the first
 * max bytes of s are used (never half a character).  A text cut short, by max or by len, ends with
 * "...".  Returns out.
 */
char *text_escape(char *out, size_t len, const char *s, size_t max);
/*
 * The escaped form of the one character at s (s non-empty) in piece, terminated; returns the bytes
 * of s it stands for.  Whether piece differs from those bytes says whether the character is escaped.
 */
size_t text_escape_char(const char *s, char piece[8]);
/* The same in a new string big enough for the whole of s (or its first max bytes).  Caller frees. */
char *text_escape_new(const char *s, size_t max);

/* Append to the string in buf (len bytes in all, terminated), printf-style, cut where buf ends: a
 * reason or a message built in parts.  Returns buf. */
char *text_appendf(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
