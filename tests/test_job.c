/*
 * test_job.c: work beside the board (tui/shared/job.h): a result computed in a child process and
 * read back whole, the same result at once when asked to run inline, a child that dies, and a job
 * that is no longer wanted killed on the spot.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "tui/shared/job.h"

/* A result larger than a pipe holds, so that reading it back takes several reads. */
#define WORDS (256 * 1024)

static void fill(void *out, const void *arg)
{
	uint32_t *w = out;
	uint32_t seed = *(const uint32_t *)arg;

	for (int i = 0; i < WORDS; i++)
		w[i] = seed * 2654435761u + (uint32_t)i;
}

static void sleepy(void *out, const void *arg)
{
	(void)arg;
	sleep(30);
	*(int *)out = 1;
}

static void crash(void *out, const void *arg)
{
	(void)out, (void)arg;
	raise(SIGKILL);   /* a death nothing can catch, as an out-of-memory kill would be */
}

static void assert_filled(const uint32_t *w, uint32_t seed)
{
	for (int i = 0; i < WORDS; i += 4099)
		assert_int_equal(w[i], seed * 2654435761u + (uint32_t)i);
	assert_int_equal(w[WORDS - 1], seed * 2654435761u + (uint32_t)(WORDS - 1));
}

/* In a child process: running until polled long enough, then the whole result. */
static void test_child_result(void **state)
{
	uint32_t seed = 7;
	struct job *j = job_start(fill, &seed, WORDS * sizeof(uint32_t), false);
	int polls = 0;

	(void)state;
	while (job_poll(j, 100) == JOB_RUNNING && polls < 100)
		polls++;
	assert_int_equal(job_poll(j, 0), JOB_DONE);
	assert_non_null(job_result(j));
	assert_filled(job_result(j), seed);
	job_free(j);
}

/* Inline: done when job_start returns, the same result. */
static void test_inline_result(void **state)
{
	uint32_t seed = 11;
	struct job *j = job_start(fill, &seed, WORDS * sizeof(uint32_t), true);

	(void)state;
	assert_int_equal(job_poll(j, 0), JOB_DONE);
	assert_filled(job_result(j), seed);
	job_free(j);
}

/* A child that dies brings nothing back. */
static void test_child_dies(void **state)
{
	struct job *j = job_start(crash, NULL, 64, false);
	int polls = 0;

	(void)state;
	while (job_poll(j, 100) == JOB_RUNNING && polls < 100)
		polls++;
	assert_int_equal(job_poll(j, 0), JOB_FAILED);
	assert_null(job_result(j));
	job_free(j);
}

/* A job no longer wanted: still running after a poll, and job_free does not wait for it. */
static void test_free_kills(void **state)
{
	struct job *j = job_start(sleepy, NULL, sizeof(int), false);
	time_t t0 = time(NULL);

	(void)state;
	assert_int_equal(job_poll(j, 50), JOB_RUNNING);
	assert_null(job_result(j));
	job_free(j);
	assert_true(time(NULL) - t0 < 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_child_result),
		cmocka_unit_test(test_inline_result),
		cmocka_unit_test(test_child_dies),
		cmocka_unit_test(test_free_kills),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
