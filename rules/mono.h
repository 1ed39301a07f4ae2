/*
 * mono.h: the system's monotonic clock, for timing and deadlines (an engine's answer awaited, a
 * view's question, the board's clock at the board, a benchmark).  It never goes back and does not
 * follow changes to the time of day; its zero is some fixed moment, so only differences mean anything.
 */
#ifndef TENGEN_MONO_H
#define TENGEN_MONO_H

/* Seconds of the monotonic clock, with their fraction (nanoseconds where the system has them). */
double mono_seconds(void);

#endif
