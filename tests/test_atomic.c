/* test_atomic.c: replacing a file whole: permissions kept, symbolic links followed, failures clean,
 * the temporaries of a killed writer removed and those of a running one kept. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rules/atomic.h"

static char dir[64];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/tengen-atomic-XXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int remove_dir(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *in_dir(const char *name, char *buf, size_t len)
{
	snprintf(buf, len, "%s/%s", dir, name);
	return buf;
}

static void assert_content(const char *path, const char *want)
{
	char got[256] = "";
	FILE *f = fopen(path, "r");

	assert_non_null(f);
	size_t n = fread(got, 1, sizeof got - 1, f);
	got[n] = '\0';
	fclose(f);
	assert_string_equal(got, want);
}

/* Files of the directory whose name starts with prefix (temporaries left behind show up here). */
static int count_files(const char *prefix)
{
	DIR *d = opendir(dir);
	int n = 0;

	for (struct dirent *e; (e = readdir(d));)
		n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
	closedir(d);
	return n;
}

static void test_new_file_usual_mode(void **state)
{
	char path[128];
	struct stat st;

	(void)state;
	mode_t old = umask(022);
	assert_int_equal(atomic_write(in_dir("new.sgf", path, sizeof path), "one", 3, NULL, 0), 0);
	umask(old);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0644);
	assert_content(path, "one");
}

static void test_replace_keeps_mode(void **state)
{
	char path[128];
	struct stat st;

	(void)state;
	in_dir("private.sgf", path, sizeof path);
	assert_int_equal(atomic_write(path, "first", 5, NULL, 0), 0);
	assert_int_equal(chmod(path, 0600), 0);
	assert_int_equal(atomic_write(path, "second", 6, NULL, 0), 0);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0600);
	assert_content(path, "second");
	assert_int_equal(chmod(path, 0640), 0);
	assert_int_equal(atomic_write(path, "third", 5, NULL, 0), 0);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0640);
	assert_int_equal(count_files("private.sgf."), 0);
}

static void test_through_links(void **state)
{
	char target[128], link[128], rel[128], dangling[128];
	struct stat st;

	(void)state;
	assert_int_equal(mkdir(in_dir("games", target, sizeof target), 0755), 0);
	in_dir("games/real.sgf", target, sizeof target);
	assert_int_equal(atomic_write(target, "old", 3, NULL, 0), 0);
	assert_int_equal(chmod(target, 0604), 0);
	assert_int_equal(symlink(target, in_dir("link.sgf", link, sizeof link)), 0);
	assert_int_equal(atomic_write(link, "new", 3, NULL, 0), 0);
	assert_int_equal(lstat(link, &st), 0);
	assert_true(S_ISLNK(st.st_mode));                 /* the link stays a link */
	assert_content(target, "new");
	assert_int_equal(stat(target, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0604);
	assert_int_equal(count_files("link.sgf."), 0);    /* no temporary beside the link */

	/* A relative link to a relative link to a file that does not exist yet. */
	assert_int_equal(symlink("games/later.sgf", in_dir("rel.sgf", rel, sizeof rel)), 0);
	assert_int_equal(symlink("rel.sgf", in_dir("dangling.sgf", dangling, sizeof dangling)), 0);
	assert_int_equal(atomic_write(dangling, "made", 4, NULL, 0), 0);
	assert_content(in_dir("games/later.sgf", target, sizeof target), "made");
	assert_int_equal(lstat(dangling, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
}

static void test_failures_leave_nothing(void **state)
{
	char a[128], b[128], path[128];

	(void)state;
	assert_int_equal(symlink("loop-b", in_dir("loop-a", a, sizeof a)), 0);
	assert_int_equal(symlink("loop-a", in_dir("loop-b", b, sizeof b)), 0);
	assert_int_equal(atomic_write(a, "x", 1, NULL, 0), -1);
	assert_int_equal(errno, ELOOP);
	assert_int_equal(atomic_write(in_dir("no/such/dir.sgf", path, sizeof path), "x", 1, NULL, 0), -1);
	assert_int_equal(errno, ENOENT);
	if (geteuid() != 0) {   /* root writes anywhere */
		assert_int_equal(mkdir(in_dir("locked", path, sizeof path), 0555), 0);
		assert_int_equal(atomic_write(in_dir("locked/game.sgf", path, sizeof path), "x", 1, NULL, 0), -1);
		assert_int_equal(errno, EACCES);
	}
	assert_int_equal(count_files("loop-a."), 0);
}

/* Only a regular file is replaced: a FIFO, a directory, and a link to either, are refused with the
 * reason in words and left as they were (printsgf used to turn a FIFO into a regular file). */
static void test_only_regular_files(void **state)
{
	char fifo[128], link[128], sub[128], err[512];
	struct stat st;

	(void)state;
	assert_int_equal(mkfifo(in_dir("pipe.sgf", fifo, sizeof fifo), 0600), 0);
	assert_int_equal(symlink("pipe.sgf", in_dir("to-pipe.sgf", link, sizeof link)), 0);
	assert_int_equal(mkdir(in_dir("records", sub, sizeof sub), 0700), 0);
	assert_int_equal(atomic_write(fifo, "x", 1, err, sizeof err), -1);
	assert_non_null(strstr(err, "pipe.sgf: cannot write: it is a FIFO (named pipe), not a regular file"));
	assert_int_equal(atomic_write(link, "x", 1, err, sizeof err), -1);
	assert_non_null(strstr(err, "to-pipe.sgf: cannot write: it is a FIFO"));
	assert_int_equal(atomic_writable(sub, err, sizeof err), -1);
	assert_int_equal(errno, EISDIR);
	assert_non_null(strstr(err, "records: cannot write: it is a directory; name a file in it, such as "));
	assert_int_equal(atomic_write(sub, "x", 1, NULL, 0), -1);
	assert_int_equal(lstat(fifo, &st), 0);
	assert_true(S_ISFIFO(st.st_mode));
	assert_int_equal(lstat(sub, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	assert_int_equal(count_files("pipe.sgf."), 0);
	assert_int_equal(atomic_writable(in_dir("new.sgf", sub, sizeof sub), err, sizeof err), 0);
}

/*
 * A write past the limit on a file's size (ulimit -f, SIGXFSZ ignored as the program does): -1 with
 * EFBIG and the limit named, the old file whole and no temporary left.  In a child, whose limit
 * goes with it.
 */
static void test_file_size_limit(void **state)
{
	char path[128];
	static char big[65536];

	(void)state;
	assert_int_equal(atomic_write(in_dir("limited.sgf", path, sizeof path), "old", 3, NULL, 0), 0);
	memset(big, 'x', sizeof big);
	pid_t pid = fork();
	if (pid == 0) {
		char err[512];
		struct rlimit rl = { 4096, 4096 };
		signal(SIGXFSZ, SIG_IGN);
		setrlimit(RLIMIT_FSIZE, &rl);
		int rc = atomic_write(path, big, sizeof big, err, sizeof err);
		_exit(rc == -1 && errno == EFBIG && strstr(err, "limited.sgf: cannot write: File too large "
							    "(beyond the limit on the size of a file, ulimit -f)") ? 0 : 1);
	}
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
	assert_content(path, "old");
	assert_int_equal(count_files("limited.sgf."), 0);
}

/* The pid of a process that has ended (and was waited for): no process of it runs now. */
static pid_t gone_pid(void)
{
	pid_t pid = fork();

	if (pid == 0)
		_exit(0);
	assert_true(pid > 0);
	assert_int_equal(waitpid(pid, NULL, 0), pid);
	return pid;
}

/* Make dir/name (a temporary some writer left), holding "left". */
static void leave(const char *name)
{
	char path[256];
	FILE *f = fopen(in_dir(name, path, sizeof path), "w");

	assert_non_null(f);
	fputs("left", f);
	fclose(f);
}

static bool exists(const char *name)
{
	char path[256];
	struct stat st;

	return lstat(in_dir(name, path, sizeof path), &st) == 0;
}

/* A writer killed while it wrote game.sgf left game.sgf.tengen-PID.XXXXXX: the next write removes
 * it; a running writer's temporary, a locked one, and every name not exactly ours stay. */
static void test_stale_temporaries(void **state)
{
	char path[256], name[128], gone[128], running[128], locked[128], other[128];
	pid_t dead = gone_pid();

	(void)state;
	in_dir("kill.sgf", path, sizeof path);
	assert_int_equal(atomic_write(path, "old", 3, NULL, 0), 0);
	snprintf(gone, sizeof gone, "kill.sgf.tengen-%ld.Ab3dE9", (long)dead);
	snprintf(running, sizeof running, "kill.sgf.tengen-%ld.Ab3dE9", (long)getppid());
	snprintf(locked, sizeof locked, "kill.sgf.tengen-%ld.lockd1", (long)dead);
	snprintf(other, sizeof other, "kill2.sgf.tengen-%ld.Ab3dE9", (long)dead);
	const char *not_ours[] = { "kill.sgf.Ab3dE9", "kill.sgf.tengen-0.Ab3dE9", "kill.sgf.tengen-x.Ab3dE9" };
	leave(gone);
	leave(running);
	leave(locked);
	leave(other);
	for (size_t i = 0; i < sizeof not_ours / sizeof not_ours[0]; i++)
		leave(not_ours[i]);
	snprintf(name, sizeof name, "kill.sgf.tengen-%ld.Ab3dE", (long)dead);
	leave(name);
	snprintf(name, sizeof name, "kill.sgf.tengen-%ld.Ab3dE9.bak", (long)dead);
	leave(name);
	int fd = open(in_dir(locked, path, sizeof path), O_RDONLY);   /* a writer elsewhere holds it */
	assert_true(fd >= 0);
	assert_int_equal(flock(fd, LOCK_EX), 0);

	assert_int_equal(atomic_write(in_dir("kill.sgf", path, sizeof path), "new", 3, NULL, 0), 0);
	assert_content(path, "new");
	assert_false(exists(gone));
	assert_true(exists(running));
	assert_true(exists(locked));
	assert_true(exists(other));       /* another file's: its own next write removes it */
	for (size_t i = 0; i < sizeof not_ours / sizeof not_ours[0]; i++)
		assert_true(exists(not_ours[i]));
	assert_true(exists(name));
	assert_int_equal(count_files("kill.sgf.tengen-"), 6);   /* running, locked, four misnamed */

	close(fd);
	assert_int_equal(atomic_clean(in_dir("kill.sgf", path, sizeof path)), 1);   /* the lock is gone */
	assert_false(exists(locked));
	assert_int_equal(atomic_clean_dir(dir), 1);   /* kill2.sgf's */
	assert_false(exists(other));
	assert_true(exists(running));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_new_file_usual_mode),
		cmocka_unit_test(test_replace_keeps_mode),
		cmocka_unit_test(test_through_links),
		cmocka_unit_test(test_failures_leave_nothing),
		cmocka_unit_test(test_only_regular_files),
		cmocka_unit_test(test_file_size_limit),
		cmocka_unit_test(test_stale_temporaries),
	};

	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
