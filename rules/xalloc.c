/* xalloc.c: allocation wrappers whose failure is fatal. */
#include "rules/xalloc.h"

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
