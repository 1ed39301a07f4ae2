/* xalloc.h: allocation that cannot fail: on exhaustion the program says so and exits with status 3. */
#ifndef TENGEN_XALLOC_H
#define TENGEN_XALLOC_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t n);
/* Resize p to count elements of n bytes (checking the multiplication). */
void *xreallocarray(void *p, size_t count, size_t n);
/* A copy of s.  Caller frees. */
char *xstrdup(const char *s);
/* A string that grows as text is printed onto its end (s NUL-terminated; start with all zero). */
struct xbuf {
	char *s;
	size_t n, cap;
};
/* printf onto the end of b. */
void xbuf_printf(struct xbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Call fn when allocation fails, before the message is printed and the program exits: a front end
 * that took over the terminal gives it back there, so that the message is seen and the terminal is
 * sane.  NULL for none. */
void xalloc_on_fatal(void (*fn)(void));

#endif
