/* file.c: reading a file whole, only a regular one and not too large; a file's identity (file.h). */
#include "rules/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/xalloc.h"

const char *file_kind(mode_t mode)
{
	return S_ISREG(mode) ? "a regular file" : S_ISDIR(mode) ? "a directory" : S_ISFIFO(mode) ? "a FIFO (named pipe)"
	     : S_ISCHR(mode) ? "a character device" : S_ISBLK(mode) ? "a block device"
	     : S_ISSOCK(mode) ? "a socket" : S_ISLNK(mode) ? "a symbolic link" : "not a regular file";
}

/* "PATH: cannot open: WHY" into err; returns NULL. */
static char *file_fail(const char *path, char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static char *file_fail(const char *path, char *err, size_t errlen, const char *fmt, ...)
{
	char why[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	snprintf(err, errlen, "%s: cannot open: %s", path, why);
	return NULL;
}

/* NULL when st is a file that may be read, else the refusal (into err). */
static char *file_refuse(const char *path, const struct stat *st, char *err, size_t errlen)
{
	if (!S_ISREG(st->st_mode))
		return file_fail(path, err, errlen, "it is %s, not a regular file; games are read only from "
				 "regular files", file_kind(st->st_mode));
	return file_fail(path, err, errlen, "it holds %lld bytes, more than the " FILE_READ_MAX_WORDS
			 " a game record may have", (long long)st->st_size);
}

static bool file_acceptable(const struct stat *st)
{
	return S_ISREG(st->st_mode) && (unsigned long long)st->st_size <= FILE_READ_MAX;
}

/* Read fd to its end, refusing more than FILE_READ_MAX bytes (a file growing as it is read). */
static char *file_slurp(int fd, const char *path, size_t *len, char *err, size_t errlen)
{
	size_t cap = 65536, n = 0;
	char *data = xmalloc(cap + 1);

	for (;;) {
		if (n == cap)
			data = xreallocarray(data, (cap *= 2) + 1, 1);
		ssize_t got = read(fd, data + n, cap - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0 || n + (size_t)got > FILE_READ_MAX) {
			int saved = errno;
			free(data);
			if (got < 0)
				return file_fail(path, err, errlen, "cannot read: %s", strerror(saved));
			return file_fail(path, err, errlen, "it holds more than the " FILE_READ_MAX_WORDS
					 " a game record may have");
		}
		if (got == 0)
			break;
		n += (size_t)got;
	}
	data[n] = '\0';
	*len = n;
	return data;
}

char *file_read(const char *path, size_t *len, char *err, size_t errlen)
{
	struct stat st;

	/* Looked at before it is opened: opening a FIFO waits for a writer, and opening a device can
	 * act (a tape rewinds); looked at again once open, in case it was replaced meanwhile. */
	if (stat(path, &st) != 0)
		return file_fail(path, err, errlen, "%s", strerror(errno));
	if (!file_acceptable(&st))
		return file_refuse(path, &st, err, errlen);
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return file_fail(path, err, errlen, "%s", strerror(errno));
	char *data = fstat(fd, &st) != 0 ? file_fail(path, err, errlen, "%s", strerror(errno))
		   : !file_acceptable(&st) ? file_refuse(path, &st, err, errlen)
		   : file_slurp(fd, path, len, err, errlen);
	close(fd);
	return data;
}

struct file_id file_id_of(const char *path)
{
	struct stat st;

	if (!path || stat(path, &st) != 0)
		return (struct file_id){ .exists = false };
	return (struct file_id){ .exists = true, .dev = st.st_dev, .ino = st.st_ino,
				 .mtime_sec = (long long)st.st_mtim.tv_sec, .mtime_nsec = st.st_mtim.tv_nsec,
				 .size = (long long)st.st_size };
}

bool file_id_same(const struct file_id *a, const struct file_id *b)
{
	if (!a->exists || !b->exists)
		return a->exists == b->exists;
	return a->dev == b->dev && a->ino == b->ino && a->mtime_sec == b->mtime_sec &&
	       a->mtime_nsec == b->mtime_nsec && a->size == b->size;
}
