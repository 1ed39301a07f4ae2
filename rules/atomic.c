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

int atomic_write(const char *path, const char *data, size_t len)
{
	size_t plen = strlen(path);
	char *tmp = xmalloc(plen + 8);
	mode_t mask = umask(0);

	umask(mask);
	memcpy(tmp, path, plen);
	memcpy(tmp + plen, ".XXXXXX", 8);
	int fd = mkstemp(tmp);
	int rc = fd < 0 || fchmod(fd, 0666 & ~mask) != 0 ? -1 : atomic_write_fd(fd, data, len);
	int saved = errno;
	if (fd >= 0 && close(fd) != 0 && rc == 0)
		rc = -1, saved = errno;
	if (rc == 0 && rename(tmp, path) != 0)
		rc = -1, saved = errno;
	if (rc != 0 && fd >= 0)
		unlink(tmp);
	else if (rc == 0)
		atomic_sync_dir(path);
	free(tmp);
	errno = saved;
	return rc;
}
