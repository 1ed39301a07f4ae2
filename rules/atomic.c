/* atomic.c: write a file whole or not at all (see atomic.h). */
#include "rules/atomic.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/xalloc.h"

static int atomic_write_fd(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, data, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		data += n;
		len -= (size_t)n;
	}
	return fsync(fd);
}

/* Flush the directory entry of path (the rename) to the disk; failures do not matter. */
static void atomic_sync_dir(const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');

	if (slash == dir)
		slash[1] = '\0';
	else if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	free(dir);
}

#define ATOMIC_MAX_LINKS 40 /* as the kernel's own limit on a path's symbolic links */

/*
 * The file a write to path must replace: path itself, or, through symbolic links (however many, a
 * relative one read from its link's directory), the file they end at, existing or not.  NULL with
 * errno ELOOP for a cycle.  Caller frees.
 */
static char *atomic_target(const char *path)
{
	char *at = xstrdup(path);
	struct stat st;

	for (int hops = 0; lstat(at, &st) == 0 && S_ISLNK(st.st_mode); hops++) {
		char link[4096];
		ssize_t n = hops < ATOMIC_MAX_LINKS ? readlink(at, link, sizeof link - 1) : -1;
		if (n < 0) {
			free(at);
			errno = hops < ATOMIC_MAX_LINKS ? errno : ELOOP;
			return NULL;
		}
		link[n] = '\0';
		char *slash = strrchr(at, '/');
		size_t dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - at) + 1;
		char *next = xmalloc(dir + (size_t)n + 1);
		memcpy(next, at, dir);
		memcpy(next + dir, link, (size_t)n + 1);
		free(at);
		at = next;
	}
	return at;
}

/* The permission bits (and, where allowed, the owner) of the file being replaced, else the usual
 * 0666 less the umask. */
static int atomic_permissions(int fd, const char *target)
{
	struct stat st;
	mode_t mask = umask(0);

	umask(mask);
	if (stat(target, &st) != 0)
		return fchmod(fd, 0666 & ~mask);
	if (fchown(fd, st.st_uid, st.st_gid) != 0)
		(void)0; /* only root may give a file away: the caller's own ownership is fine */
	return fchmod(fd, st.st_mode & 07777);
}

int atomic_write(const char *path, const char *data, size_t len)
{
	char *target = atomic_target(path);

	if (!target)
		return -1;
	size_t plen = strlen(target);
	char *tmp = xmalloc(plen + 8);
	memcpy(tmp, target, plen);
	memcpy(tmp + plen, ".XXXXXX", 8);
	int fd = mkstemp(tmp);
	int rc = fd < 0 || atomic_permissions(fd, target) != 0 ? -1 : atomic_write_fd(fd, data, len);
	int saved = errno;
	if (fd >= 0 && close(fd) != 0 && rc == 0)
		rc = -1, saved = errno;
	if (rc == 0 && rename(tmp, target) != 0)
		rc = -1, saved = errno;
	if (rc != 0 && fd >= 0)
		unlink(tmp);
	else if (rc == 0)
		atomic_sync_dir(target);
	free(tmp);
	free(target);
	errno = saved;
	return rc;
}
