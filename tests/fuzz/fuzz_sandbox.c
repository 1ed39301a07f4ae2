/*
 * fuzz_sandbox.c: what a fuzzed run sees of the world (see fuzz.h): files in memory, and an analysis
 * with small budgets.
 *
 * atomic_write stores the text under its path (a few files, each bounded), atomic_writable lets
 * every name be written, and sgf_read_file reads a stored file; beyond those, only SGF files of the source tree's tests/ and assets/ (the case
 * library) are read from the disk, so that an input never depends on, blocks on (a FIFO, a device)
 * or changes another file of the machine.
 *
 * engine_start starts nothing: a fuzzed `engine black CMD` would run CMD in a shell.
 *
 * life_options_init gives every analysis (the marking of the count, GTP's final_status_list, the
 * dispute) budgets of a few hundred nodes and two playouts, so that one input stays quick whatever
 * the board.
 */
#include "config.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules/atomic.h"
#include "rules/life.h"
#include "rules/sensei.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tests/fuzz/fuzz.h"

#define FUZZ_FILES 16
#define FUZZ_FILE_MAX (1 << 20)

int __wrap_atomic_write(const char *path, const char *data, size_t len, char *err, size_t errlen);
int __real_atomic_write(const char *path, const char *data, size_t len, char *err, size_t errlen);
int __wrap_atomic_writable(const char *path, char *err, size_t errlen);
struct sgf_collection *__wrap_sgf_read_file(const char *path, char *err, size_t errlen);
struct sgf_collection *__real_sgf_read_file(const char *path, char *err, size_t errlen);
struct sgf_collection *__wrap_sensei_read_file(const char *path, char *err, size_t errlen);
struct sgf_collection *__real_sensei_read_file(const char *path, char *err, size_t errlen);

void __wrap_life_options_init(struct life_options *opt);
void __real_life_options_init(struct life_options *opt);

struct engine;
struct engine *__wrap_engine_start(const char *command, bool quiet, char *err, size_t errlen);

struct engine *__wrap_engine_start(const char *command, bool quiet, char *err, size_t errlen)
{
	(void)command, (void)quiet;
	snprintf(err, errlen, "no engine is started in a fuzzed run");
	return NULL;
}

void __wrap_life_options_init(struct life_options *opt)
{
	__real_life_options_init(opt);
	opt->limits.node_budget = 200;
	opt->total_budget = 1000;
	opt->playouts = 2;
}

static struct fuzz_file {
	char *path;   /* NULL for a free entry */
	char *data;
	size_t len;
} fuzz_files[FUZZ_FILES];

void fuzz_check(int ok, const char *harness, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_%s: %s\n", harness, what);
		abort();
	}
}

static struct fuzz_file *fuzz_file_find(const char *path)
{
	for (int i = 0; i < FUZZ_FILES; i++)
		if (fuzz_files[i].path && strcmp(fuzz_files[i].path, path) == 0)
			return &fuzz_files[i];
	return NULL;
}

int __wrap_atomic_write(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
	struct fuzz_file *f = fuzz_file_find(path);

	for (int i = 0; !f && i < FUZZ_FILES; i++)
		if (!fuzz_files[i].path)
			f = &fuzz_files[i];
	if (!f || len > FUZZ_FILE_MAX || !*path) {
		errno = !*path ? ENOENT : f ? EFBIG : ENOSPC;
		if (err)
			snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
		return -1;
	}
	free(f->data);
	if (!f->path)
		f->path = xstrdup(path);
	f->data = xmalloc(len + 1);
	memcpy(f->data, data, len);
	f->len = len;
	return 0;
}

/* Every name may be written (in memory), but the empty one: the machine's files are not looked at. */
int __wrap_atomic_writable(const char *path, char *err, size_t errlen)
{
	if (*path)
		return 0;
	snprintf(err, errlen, "%s: cannot write: %s", path, strerror(ENOENT));
	errno = ENOENT;
	return -1;
}

/* A regular SGF file of the source tree's tests/ or assets/, named without "..". */
static int fuzz_file_allowed(const char *path)
{
	static const char *const dirs[] = { TENGEN_SRCDIR "/tests/", TENGEN_SRCDIR "/assets/",
					    TENGEN_PKGDATADIR "/assets/" };
	struct stat st;
	size_t n = strlen(path);

	if (strstr(path, "/../") || n < 4 || strcmp(path + n - 4, ".sgf") != 0)
		return 0;
	for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
		if (strncmp(path, dirs[i], strlen(dirs[i])) == 0)
			return stat(path, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= FUZZ_FILE_MAX;
	return 0;
}

struct sgf_collection *__wrap_sgf_read_file(const char *path, char *err, size_t errlen)
{
	const struct fuzz_file *f = fuzz_file_find(path);

	if (f)
		return sgf_parse(f->data, f->len, path, err, errlen);
	if (fuzz_file_allowed(path))
		return __real_sgf_read_file(path, err, errlen);
	snprintf(err, errlen, "%s: cannot open: %s", path, strerror(ENOENT));
	return NULL;
}

/* The diagrams a file saved in memory holds (export diagram, then load); NULL with no message for
 * anything else, as sensei_read_file answers, so that the SGF reader goes on. */
struct sgf_collection *__wrap_sensei_read_file(const char *path, char *err, size_t errlen)
{
	const struct fuzz_file *f = fuzz_file_find(path);

	err[0] = '\0';
	if (f)
		return sensei_is_text(f->data, f->len) ? sensei_parse(f->data, f->len, path, err, errlen) : NULL;
	if (fuzz_file_allowed(path))
		return __real_sensei_read_file(path, err, errlen);
	return NULL;
}

/* The bytes of the file dir/name into f, under the name alone. */
static void fuzz_file_preload(struct fuzz_file *f, const char *dir, const char *name)
{
	char path[512], buf[65536];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *in = fopen(path, "rb");
	size_t n = in ? fread(buf, 1, sizeof buf, in) : 0;
	if (in)
		fclose(in);
	f->path = xstrdup(name);
	f->data = xmalloc(n + 1);
	memcpy(f->data, buf, n);
	f->len = n;
}

void fuzz_files_reset(void)
{
	static const char *const preload[][2] = {
		{ TENGEN_SRCDIR "/tests/gtp", "capture.sgf" },
		{ TENGEN_SRCDIR "/tests/gtp", "owned.sgf" },
		{ TENGEN_SRCDIR "/tests/gtp", "illegal.sgf" },
		{ TENGEN_SRCDIR "/tests/script", "broken.sgf" },
		{ TENGEN_SRCDIR "/tests/script", "review.sgf" },
		{ TENGEN_SRCDIR "/tests/script", "variations.sgf" },
		{ TENGEN_SRCDIR "/tests/script", "seki-dead.sgf" },
	};
	enum { NPRELOAD = sizeof preload / sizeof preload[0] };
	static struct fuzz_file kept[NPRELOAD];   /* read from the disk once, copied for each input */

	for (int i = 0; i < FUZZ_FILES; i++) {
		free(fuzz_files[i].path);
		free(fuzz_files[i].data);
		fuzz_files[i] = (struct fuzz_file){ 0 };
	}
	for (int i = 0; i < NPRELOAD; i++) {
		if (!kept[i].path)
			fuzz_file_preload(&kept[i], preload[i][0], preload[i][1]);
		__wrap_atomic_write(kept[i].path, kept[i].data, kept[i].len, NULL, 0);
	}
}
