/* job.c: a computation beside the board, in a child process (see job.h). */
#include "config.h"

#include "tui/shared/job.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rules/xalloc.h"

struct job {
	enum job_state state;
	size_t size;          /* the result's size */
	size_t got;           /* bytes of it read so far */
	unsigned char *out;   /* the result */
	pid_t pid;            /* the child, or 0 once reaped (or when run inline) */
	int fd;               /* the pipe's reading end, or -1 */
};

/* Write all of buf to fd; false on failure. */
static bool job_write_all(int fd, const unsigned char *buf, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, buf, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		buf += n;
		len -= (size_t)n;
	}
	return true;
}

/*
 * The child: compute, write, and leave at once by SIGKILL: nothing of the parent's exit machinery
 * runs in it (atexit handlers, a test framework's handlers that would carry on with the parent's
 * work, a memory checker's report on the parent's memory it inherited).  The signals that a host
 * might catch to carry on are back to their defaults first, so that a crash ends the child too.
 */
static void job_child(int fd, job_fn fn, const void *arg, unsigned char *out, size_t size)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL };
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaction(sigs[i], &sa, NULL);
	fn(out, arg);
	job_write_all(fd, out, size);
	close(fd);
	kill(getpid(), SIGKILL);
	_exit(1);   /* not reached */
}

struct job *job_start(job_fn fn, const void *arg, size_t size, bool inline_only)
{
	struct job *j = xcalloc(1, sizeof *j);
	int fds[2];

	j->size = size;
	j->out = xcalloc(1, size);
	j->fd = -1;
	if (!inline_only && pipe(fds) == 0) {
		pid_t pid = fork();
		if (pid == 0) {
			close(fds[0]);
			job_child(fds[1], fn, arg, j->out, size);
		}
		close(fds[1]);
		if (pid > 0) {
			j->pid = pid;
			j->fd = fds[0];
			fcntl(j->fd, F_SETFL, fcntl(j->fd, F_GETFL) | O_NONBLOCK);
			j->state = JOB_RUNNING;
			return j;
		}
		close(fds[0]);
	}
	fn(j->out, arg);
	j->got = size;
	j->state = JOB_DONE;
	return j;
}

/* The child is gone (or its pipe closed): reap it; the job is done when the whole result came. */
static void job_end(struct job *j)
{
	close(j->fd);
	j->fd = -1;
	if (j->pid > 0 && waitpid(j->pid, NULL, 0) == j->pid)
		j->pid = 0;
	j->state = j->got == j->size ? JOB_DONE : JOB_FAILED;
}

enum job_state job_poll(struct job *j, int timeout_ms)
{
	while (j->state == JOB_RUNNING) {
		struct pollfd p = { .fd = j->fd, .events = POLLIN };
		int r = poll(&p, 1, timeout_ms);
		if (r < 0 && errno == EINTR)
			return j->state;   /* a signal: the caller looks at it first */
		if (r <= 0)
			return j->state;
		ssize_t n = read(j->fd, j->out + j->got, j->size - j->got);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n <= 0 || (j->got += (size_t)n) == j->size)
			job_end(j);
		/* The child writes its result at once, more than a pipe holds: drain it while it comes. */
		timeout_ms = 20;
	}
	return j->state;
}

const void *job_result(const struct job *j)
{
	return j && j->state == JOB_DONE ? j->out : NULL;
}

void job_free(struct job *j)
{
	if (!j)
		return;
	if (j->pid > 0) {
		kill(j->pid, SIGKILL);
		waitpid(j->pid, NULL, 0);
	}
	if (j->fd >= 0)
		close(j->fd);
	free(j->out);
	free(j);
}
