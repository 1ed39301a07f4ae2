/*
 * job.h: a computation that runs beside the board, so that nothing the board waits for freezes the
 * screen: the life-and-death analysis and the count of a position, which take from a millisecond to
 * a second or so.
 *
 * A job runs a function in a child process (fork): the child has its own copy of every structure
 * the function reads, so nothing is shared and nothing needs a lock; it writes the function's
 * result, a block of plain data of a size fixed when the job starts, into a pipe and exits.  The
 * board polls the job between keys (job_poll) and takes the result when it is whole.  A job that is
 * no longer wanted is killed (job_free).  Where the answer must not depend on timing (a --script
 * run, the tests), or fork fails, the function runs at once in the board's own process instead: the
 * result is then there when job_start returns.
 *
 * Call order: job_start, job_poll until it says JOB_DONE (or JOB_FAILED), job_result, job_free.
 */
#ifndef TENGEN_JOB_H
#define TENGEN_JOB_H

#include <stdbool.h>
#include <stddef.h>

enum job_state {
	JOB_RUNNING,  /* not finished yet */
	JOB_DONE,     /* the result is whole: job_result */
	JOB_FAILED,   /* the child died or wrote less than a result: nothing to take */
};

struct job;

/* What a job computes: fill out (size bytes, zeroed) from arg. */
typedef void (*job_fn)(void *out, const void *arg);

/*
 * Start fn(out, arg) with a result of size bytes: in a child process, or at once in this one when
 * inline_only is true (or fork fails).  Caller frees with job_free.
 */
struct job *job_start(job_fn fn, const void *arg, size_t size, bool inline_only);

/* Read what the child has written so far, waiting at most timeout_ms (0: not at all). */
enum job_state job_poll(struct job *j, int timeout_ms);

/* The result of a job that is done, or NULL. */
const void *job_result(const struct job *j);

/* Stop the job if it runs, and free it (j may be NULL). */
void job_free(struct job *j);

#endif
