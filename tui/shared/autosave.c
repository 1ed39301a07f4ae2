/* autosave.c: the state directory, and one autosave per running board (see autosave.h). */
#include "config.h"

#include "tui/shared/autosave.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "rules/atomic.h"
#include "rules/xalloc.h"

#define AUTOSAVE_SLOTS 100  /* runs at once in one state directory */
#define AUTOSAVE_WHERE 256

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

/* The state directory, created if missing; NULL with errno set.  Caller frees. */
static char *autosave_dir(void)
{
	const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	char *dir;
	size_t len;

	if (state && *state == '/') {   /* the XDG specification: a relative path is ignored */
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
	return dir;
}

static char *join(const char *dir, const char *name)
{
	size_t len = strlen(dir) + strlen(name) + 2;
	char *path = xmalloc(len);

	snprintf(path, len, "%s/%s", dir, name);
	return path;
}

char *autosave_path(const char *name)
{
	char *dir = autosave_dir();

	if (!dir)
		return NULL;
	char *path = join(dir, name);
	free(dir);
	return path;
}

/* --- slots ---------------------------------------------------------------------------------------- */

struct slot {
	char *sgf, *lock;   /* autosave[-K].sgf and .lock; NULL for no slot */
	int fd;             /* the lock file, locked; -1 when not held */
};

struct autosave {
	char *dir;
	struct slot own;                 /* this run's */
	struct slot orphan;              /* the newest orphan found, held until answered */
	char where[AUTOSAVE_WHERE];      /* the orphan's current node */
	long orphan_mtime;
};

static void slot_name(struct slot *s, const char *dir, int k)
{
	char name[32];

	snprintf(name, sizeof name, k ? "autosave-%d.sgf" : "autosave.sgf", k);
	s->sgf = join(dir, name);
	snprintf(name, sizeof name, k ? "autosave-%d.lock" : "autosave.lock", k);
	s->lock = join(dir, name);
	s->fd = -1;
}

static void slot_release(struct slot *s)
{
	if (s->fd >= 0)
		close(s->fd);
	free(s->sgf);
	free(s->lock);
	*s = (struct slot){ .fd = -1 };
}

/* Take the slot's lock without waiting.  0, or -1 when another run holds it (or it cannot be made). */
static int slot_lock(struct slot *s)
{
	s->fd = open(s->lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (s->fd < 0)
		return -1;
	if (flock(s->fd, LOCK_EX | LOCK_NB) == 0)
		return 0;
	close(s->fd);
	s->fd = -1;
	return -1;
}

static bool file_exists(const char *path, long *mtime)
{
	struct stat st;

	if (stat(path, &st) != 0)
		return false;
	if (mtime)
		*mtime = (long)st.st_mtime;
	return true;
}

/* The note beside the slot's autosave (its lock file's content) into buf. */
static void slot_note(const struct slot *s, char *buf, size_t len)
{
	ssize_t n = pread(s->fd, buf, len - 1, 0);

	buf[n > 0 ? n : 0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
}

/* Slot k holds an autosave: keep it as the orphan if its lock is free and it is the newest. */
static void autosave_consider(struct autosave *a, int k)
{
	struct slot s;
	long mtime;

	slot_name(&s, a->dir, k);
	if (!file_exists(s.sgf, &mtime) || (a->orphan.sgf && mtime < a->orphan_mtime) || slot_lock(&s) != 0) {
		slot_release(&s);
		return;
	}
	slot_release(&a->orphan);
	a->orphan = s;
	a->orphan_mtime = mtime;
	slot_note(&a->orphan, a->where, sizeof a->where);
}

/* The first slot whose lock is free and which holds no autosave becomes this run's. */
static int autosave_claim(struct autosave *a)
{
	for (int k = 0; k < AUTOSAVE_SLOTS; k++) {
		struct slot s;
		slot_name(&s, a->dir, k);
		if (!file_exists(s.sgf, NULL) && slot_lock(&s) == 0 && !file_exists(s.sgf, NULL)) {
			a->own = s;
			return 0;
		}
		slot_release(&s);
	}
	errno = EAGAIN;
	return -1;
}

struct autosave *autosave_open(void)
{
	char *dir = autosave_dir();

	if (!dir)
		return NULL;
	atomic_clean_dir(dir);   /* what a run killed while writing left (atomic.h) */
	struct autosave *a = xcalloc(1, sizeof *a);
	a->dir = dir;
	a->own.fd = a->orphan.fd = -1;
	for (int k = 0; k < AUTOSAVE_SLOTS; k++)
		autosave_consider(a, k);
	if (autosave_claim(a) != 0) {
		int saved = errno;
		autosave_close(a, false);
		errno = saved;
		return NULL;
	}
	return a;
}

void autosave_close(struct autosave *a, bool remove)
{
	if (!a)
		return;
	if (remove && a->own.sgf)
		unlink(a->own.sgf);
	slot_release(&a->own);
	slot_release(&a->orphan);
	free(a->dir);
	free(a);
}

const char *autosave_file(const struct autosave *a) { return a->own.sgf; }
bool autosave_exists(const struct autosave *a) { return file_exists(a->own.sgf, NULL); }

/* Replace the note in the slot's lock file. */
static void slot_set_note(const struct slot *s, const char *note)
{
	size_t len = note ? strlen(note) : 0;

	if (ftruncate(s->fd, 0) == 0 && len > 0 && pwrite(s->fd, note, len, 0) != (ssize_t)len)
		(void)0; /* the note is a convenience: without it a resumed game opens at its end */
}

int autosave_write(struct autosave *a, const char *text, size_t len, const char *where)
{
	if (atomic_write(a->own.sgf, text, len, NULL, 0) != 0)
		return -1;
	slot_set_note(&a->own, where);
	return 0;
}

int autosave_remove(struct autosave *a)
{
	if (unlink(a->own.sgf) != 0 && errno != ENOENT)
		return -1;
	slot_set_note(&a->own, NULL);
	return 0;
}

const char *autosave_orphan(const struct autosave *a, const char **where, long *mtime)
{
	if (where)
		*where = a->where;
	if (mtime)
		*mtime = a->orphan_mtime;
	return a->orphan.sgf;
}

int autosave_adopt(struct autosave *a)
{
	if (!a->orphan.sgf) {
		errno = ENOENT;
		return -1;
	}
	slot_release(&a->own);
	a->own = a->orphan;
	a->orphan = (struct slot){ .fd = -1 };
	return 0;
}

/*
 * Give the orphan the name `to` without replacing a file of that name: a hard link then the old
 * name's removal (link fails on an existing name), or where links are not allowed a rename once the
 * name is seen free.  0, or -1 with errno set (EEXIST: the name is taken).
 */
static int autosave_move(const char *from, const char *to)
{
	if (link(from, to) == 0)
		return unlink(from) == 0 || errno == ENOENT ? 0 : -1;
	if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP)
		return -1;
	if (file_exists(to, NULL)) {
		errno = EEXIST;
		return -1;
	}
	return rename(from, to);
}

int autosave_put_aside(struct autosave *a, char **aside)
{
	char stamp[32], name[64];

	*aside = NULL;
	if (!a->orphan.sgf) {
		errno = ENOENT;
		return -1;
	}
	time_t t = (time_t)a->orphan_mtime;
	strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", localtime(&t));
	for (int k = 1; k < AUTOSAVE_SLOTS; k++) {
		snprintf(name, sizeof name, k == 1 ? "autosave-previous-%s.sgf" : "autosave-previous-%s-%d.sgf",
			 stamp, k);
		char *to = join(a->dir, name);
		if (autosave_move(a->orphan.sgf, to) == 0) {
			slot_set_note(&a->orphan, NULL);
			slot_release(&a->orphan);
			*aside = to;
			return 0;
		}
		int saved = errno;
		free(to);
		errno = saved;
		if (saved != EEXIST)
			return -1;
	}
	return -1;
}
