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

/* The child: compute, write, leave without running the parent's exit handlers (the terminal is
 * the parent's). */
static void job_child(int fd, job_fn fn, const void *arg, unsigned char *out, size_t size)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	fn(out, arg);
	_exit(job_write_all(fd, out, size) ? 0 : 1);
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

/* The child is gone (or its pipe closed): reap it and settle the state. */
static void job_end(struct job *j)
{
	int status = 0;

	close(j->fd);
	j->fd = -1;
	if (j->pid > 0 && waitpid(j->pid, &status, 0) == j->pid)
		j->pid = 0;
	bool ok = j->got == j->size && WIFEXITED(status) && WEXITSTATUS(status) == 0;
	j->state = ok ? JOB_DONE : JOB_FAILED;
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
