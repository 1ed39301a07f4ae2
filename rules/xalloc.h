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
/* Call fn when allocation fails, before the message is printed and the program exits: a front end
 * that took over the terminal gives it back there, so that the message is seen and the terminal is
 * sane.  NULL for none. */
void xalloc_on_fatal(void (*fn)(void));

#endif
