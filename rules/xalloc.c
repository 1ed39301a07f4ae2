/* xalloc.c: allocation wrappers whose failure is fatal. */
#include "rules/xalloc.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void (*xalloc_fatal_fn)(void);

void xalloc_on_fatal(void (*fn)(void))
{
	xalloc_fatal_fn = fn;
}

static void xalloc_fail(size_t n)
{
	if (xalloc_fatal_fn)
		xalloc_fatal_fn();
	fprintf(stderr, "tengen: out of memory (%zu bytes)\n", n);
	exit(3);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		xalloc_fail(n);
	return p;
}

void *xcalloc(size_t count, size_t n)
{
	void *p = calloc(count ? count : 1, n ? n : 1);

	if (!p)
		xalloc_fail(count * n);
	return p;
}

void *xreallocarray(void *p, size_t count, size_t n)
{
	if (n && count > SIZE_MAX / n)
		xalloc_fail(SIZE_MAX);
	p = realloc(p, count * n > 0 ? count * n : 1);
	if (!p)
		xalloc_fail(count * n);
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

void xbuf_printf(struct xbuf *b, const char *fmt, ...)
{
	va_list ap;

	for (;;) {
		size_t room = b->cap - b->n;
		va_start(ap, fmt);
		int k = b->s ? vsnprintf(b->s + b->n, room, fmt, ap) : vsnprintf(NULL, 0, fmt, ap);
		va_end(ap);
		if (k < 0)
			return;
		if (b->s && (size_t)k < room) {
			b->n += (size_t)k;
			return;
		}
		b->cap = 2 * b->cap + (size_t)k + 64;
		b->s = xreallocarray(b->s, b->cap, 1);
	}
}
