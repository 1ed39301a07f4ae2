/* atomic.c: write a file whole or not at all (see atomic.h). */
#include "rules/atomic.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/file.h"
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

/* --- the temporaries ------------------------------------------------------------------------------- */

#define ATOMIC_TAG ".tengen-"   /* FILE.tengen-PID.XXXXXX */
#define ATOMIC_RANDOM 6          /* mkstemp's XXXXXX */

/* If name is a temporary of the file named base (of any file when base is NULL), its writer's pid;
 * else 0.  Only the exact pattern counts: base, the tag, a pid (digits, no leading zero), a dot and
 * six letters or digits, nothing after. */
static pid_t atomic_temp_pid(const char *name, const char *base)
{
	const char *tag = base ? NULL : strstr(name, ATOMIC_TAG);
	long pid = 0;

	if (base && strncmp(name, base, strlen(base)) == 0)
		tag = name + strlen(base);
	if (!tag || tag == name || strncmp(tag, ATOMIC_TAG, strlen(ATOMIC_TAG)) != 0)
		return 0;
	const char *s = tag + strlen(ATOMIC_TAG);
	if (*s < '1' || *s > '9')
		return 0;
	for (; *s >= '0' && *s <= '9' && pid < 1L << 30; s++)
		pid = pid * 10 + (*s - '0');
	if (*s++ != '.' || strlen(s) != ATOMIC_RANDOM)
		return 0;
	for (; *s; s++)
		if (!(*s >= '0' && *s <= '9') && !(*s >= 'a' && *s <= 'z') && !(*s >= 'A' && *s <= 'Z'))
			return 0;
	return (pid_t)pid;
}

/*
 * True if the temporary at path, written by pid, is stale: no process of that pid runs (or it is
 * this process, which is writing no temporary while it cleans) and nobody holds its lock (a writer
 * in another pid namespace, or on another machine sharing the directory, still does).
 */
static bool atomic_stale(const char *path, pid_t pid)
{
	struct stat st;

	if (pid != getpid() && (kill(pid, 0) == 0 || errno != ESRCH))
		return false;
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return false;
	bool stale = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && flock(fd, LOCK_EX | LOCK_NB) == 0;
	close(fd);
	return stale;
}

/* Remove the stale temporaries in dir of the file named base (of every file for NULL). */
static int atomic_sweep(const char *dir, const char *base)
{
	DIR *d = opendir(dir);
	int removed = 0;

	if (!d)
		return 0;
	size_t dlen = strlen(dir);
	for (struct dirent *e; (e = readdir(d));) {
		pid_t pid = atomic_temp_pid(e->d_name, base);
		if (pid == 0)
			continue;
		char *path = xmalloc(dlen + strlen(e->d_name) + 2);
		sprintf(path, "%s/%s", dir, e->d_name);
		if (atomic_stale(path, pid) && unlink(path) == 0)
			removed++;
		free(path);
	}
	closedir(d);
	return removed;
}

/* The directory of path ("." for none) and its last component, in one allocation: *base points into
 * it.  Caller frees the directory. */
static char *atomic_split(const char *path, const char **base)
{
	char *dir = xmalloc(strlen(path) + 3);
	const char *slash = strrchr(path, '/');

	if (!slash) {
		strcpy(dir, ".");
		strcpy(dir + 2, path);
		*base = dir + 2;
		return dir;
	}
	size_t n = slash == path ? 1 : (size_t)(slash - path);
	memcpy(dir, path, n);
	dir[n] = '\0';
	strcpy(dir + n + 1, slash + 1);
	*base = dir + n + 1;
	return dir;
}

int atomic_clean(const char *path)
{
	char *target = atomic_target(path);
	const char *base;

	if (!target)
		return 0;
	char *dir = atomic_split(target, &base);
	int removed = *base ? atomic_sweep(dir, base) : 0;
	free(dir);
	free(target);
	return removed;
}

int atomic_clean_dir(const char *dir)
{
	return atomic_sweep(dir, NULL);
}

/* A new temporary beside target, named for this process and locked until it is closed (just
 * before the rename; from then on the pid alone keeps it); its name in *tmp (caller frees).  The
 * descriptor, or -1 with errno set. */
static int atomic_temp(const char *target, char **tmp)
{
	size_t len = strlen(target) + strlen(ATOMIC_TAG) + 24;

	*tmp = xmalloc(len);
	snprintf(*tmp, len, "%s" ATOMIC_TAG "%ld.XXXXXX", target, (long)getpid());
	int fd = mkstemp(*tmp);
	if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0)
		(void)0;   /* without locks (some network file systems), the pid alone says it is ours */
	return fd;
}

/* "PATH: cannot write: WHY" into err (when not NULL); returns -1 with errno set to saved. */
static int atomic_fail(char *err, size_t errlen, int saved, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
static int atomic_fail(char *err, size_t errlen, int saved, const char *path, const char *fmt, ...)
{
	char why[512];
	va_list ap;

	if (err) {
		va_start(ap, fmt);
		vsnprintf(why, sizeof why, fmt, ap);
		va_end(ap);
		snprintf(err, errlen, "%s: cannot write: %s", path, why);
	}
	errno = saved;
	return -1;
}

/* Why the target (path resolved) may not be replaced: not a regular file.  0 when it may. */
static int atomic_refuse(const char *path, const char *target, char *err, size_t errlen)
{
	struct stat st;

	if (lstat(target, &st) != 0) {
		if (errno == ENOENT)
			return 0;   /* a new file */
		return atomic_fail(err, errlen, errno, path, "%s", strerror(errno));
	}
	if (S_ISREG(st.st_mode))
		return 0;
	if (S_ISDIR(st.st_mode))
		return atomic_fail(err, errlen, EISDIR, path, "it is a directory; name a file in it, such as "
				   "%s%sgame.sgf", path, path[strlen(path) - 1] == '/' ? "" : "/");
	return atomic_fail(err, errlen, EINVAL, path, "it is %s, not a regular file; games are saved only "
			   "to regular files", file_kind(st.st_mode));
}

static int atomic_fail_dir(char *err, size_t errlen, int saved, const char *path, const char *target);

int atomic_writable(const char *path, char *err, size_t errlen)
{
	char *target = atomic_target(path), *tmp;

	if (!target)
		return atomic_fail(err, errlen, errno, path, "%s", strerror(errno));
	int rc = atomic_refuse(path, target, err, errlen);
	if (rc == 0) {   /* the temporary a write makes first, made and removed */
		int fd = atomic_temp(target, &tmp);
		if (fd < 0) {
			rc = atomic_fail_dir(err, errlen, errno, path, target);
		} else {
			close(fd);
			unlink(tmp);
		}
		free(tmp);
	}
	int saved = errno;
	free(target);
	errno = saved;
	return rc;
}

/* The failure to make the temporary beside target, in words: the directory is the cause. */
static int atomic_fail_dir(char *err, size_t errlen, int saved, const char *path, const char *target)
{
	const char *base;
	char *dir = atomic_split(target, &base);
	int rc;

	struct stat st;
	bool is_dir = stat(dir, &st) == 0 && S_ISDIR(st.st_mode);

	if (saved == EACCES || saved == EPERM || saved == EROFS || (saved == ENOENT && is_dir))
		rc = atomic_fail(err, errlen, saved, path, "the directory %s does not let a new file be made in "
				 "it (%s); a game is saved as a new file beside the old one, then put in its place",
				 dir, strerror(saved));   /* /proc says ENOENT */
	else if (saved == ENOENT || saved == ENOTDIR)
		rc = atomic_fail(err, errlen, saved, path, "there is no directory %s", dir);
	else
		rc = atomic_fail(err, errlen, saved, path, "%s", strerror(saved));
	free(dir);
	return rc;
}

/* A failure to write, flush, close or rename, in words. */
static int atomic_fail_io(char *err, size_t errlen, int saved, const char *path)
{
	if (saved == EFBIG)
		return atomic_fail(err, errlen, saved, path, "%s (beyond the limit on the size of a file, "
				   "ulimit -f)", strerror(saved));
	return atomic_fail(err, errlen, saved, path, "%s", strerror(saved));
}

int atomic_write(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
	char *target = atomic_target(path), *tmp;

	if (!target)
		return atomic_fail(err, errlen, errno, path, "%s", strerror(errno));
	if (atomic_refuse(path, target, err, errlen) != 0) {
		int saved = errno;
		free(target);
		errno = saved;
		return -1;
	}
	atomic_clean(target);
	int fd = atomic_temp(target, &tmp);
	if (fd < 0) {
		int rc = atomic_fail_dir(err, errlen, errno, path, target);
		int saved = errno;
		free(tmp);
		free(target);
		errno = saved;
		return rc;
	}
	int rc = atomic_permissions(fd, target) != 0 ? -1 : atomic_write_fd(fd, data, len);
	int saved = errno;
	if (close(fd) != 0 && rc == 0)
		rc = -1, saved = errno;
	if (rc == 0 && rename(tmp, target) != 0)
		rc = -1, saved = errno;
	if (rc != 0)
		unlink(tmp);   /* nothing half written stays behind (a full disk, ulimit -f) */
	else
		atomic_sync_dir(target);
	free(tmp);
	free(target);
	if (rc != 0)
		return atomic_fail_io(err, errlen, saved, path);
	return 0;
}
