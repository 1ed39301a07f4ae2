/*
 * bench.h: what the benchmarks under tests/ share: a monotonic clock in milliseconds and the median
 * of a run of times.
 */
#ifndef TENGEN_TEST_BENCH_H
#define TENGEN_TEST_BENCH_H

#include <stdlib.h>

#include "rules/mono.h"

static inline double bench_now_ms(void) { return mono_seconds() * 1e3; }

static inline int bench_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The median of v[0..n) (n > 0); v is sorted in place. */
static inline double bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, bench_cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

#endif
