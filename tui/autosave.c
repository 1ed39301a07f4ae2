/* autosave.c: the state directory and atomic file writes. */
#include "config.h"

#include "tui/autosave.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/xalloc.h"

int autosave_mkdirs(const char *dir)
{
	char *path = xstrdup(dir);
	int rc = 0;

	for (char *p = path + 1; rc == 0; p++) {
		bool end = *p == '\0';
		if (*p != '/' && !end)
			continue;
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST)
			rc = -1;
		if (end)
			break;
		*p = '/';
	}
	free(path);
	return rc;
}

char *autosave_path(const char *name)
{
	const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	char *dir;
	size_t len;

	if (state && *state) {
		len = strlen(state) + 8;
		dir = xmalloc(len);
		snprintf(dir, len, "%s/tengen", state);
	} else if (home && *home) {
		len = strlen(home) + 22;
		dir = xmalloc(len);
		snprintf(dir, len, "%s/.local/state/tengen", home);
	} else {
		errno = ENOENT;
		return NULL;
	}
	if (autosave_mkdirs(dir) != 0) {
		free(dir);
		return NULL;
	}
	len = strlen(dir) + strlen(name) + 2;
	char *path = xmalloc(len);
	snprintf(path, len, "%s/%s", dir, name);
	free(dir);
	return path;
}

static int autosave_write_fd(int fd, const char *data, size_t len)
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
static void autosave_sync_dir(const char *path)
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

int autosave_write(const char *path, const char *data, size_t len)
{
	size_t tlen = strlen(path) + 16;
	char *tmp = xmalloc(tlen);

	snprintf(tmp, tlen, "%s.tmp.%ld", path, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	int rc = fd < 0 ? -1 : autosave_write_fd(fd, data, len);
	int saved = errno;
	if (fd >= 0 && close(fd) != 0 && rc == 0)
		rc = -1, saved = errno;
	if (rc == 0 && rename(tmp, path) != 0)
		rc = -1, saved = errno;
	if (rc != 0)
		unlink(tmp);
	else
		autosave_sync_dir(path);
	free(tmp);
	errno = saved;
	return rc;
}
