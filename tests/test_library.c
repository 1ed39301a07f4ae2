/*
 * test_library.c: the case library read from a folder: names, topics, the expected answer and what
 * a case is about from its root comment; the order of folders and files; files that cannot be read.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tui/shared/library.h"

static char dir[64];

static void put(const char *name, const char *text)
{
	char path[256];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static int setup(void **state)
{
	char path[256];

	(void)state;
	snprintf(dir, sizeof dir, "/tmp/tengen-library-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	for (const char *const *d = (const char *const[]){ "seed", "classic", "zeta", "classic/deeper", NULL }; *d; d++) {
		snprintf(path, sizeof path, "%s/%s", dir, *d);
		mkdir(path, 0755);
	}
	put("seed/type1-a.sgf", "(;SZ[9]GN[Type one]C[EXPECT: B8 black alive type 1\nTOPIC: seed, life-and-death\n\n"
				"The first type.\nIts only diagram.\n\nMore words.\n\n   A B C\n 9 X . O 9\n])");
	put("classic/seki.sgf", "(;SZ[13]GN[A seki]C[EXPECT: A1 black seki type 4\nSCORE: japanese B+1; chinese B+2\n"
				"TOPIC: seki\n\nA seki.\n\nNeither side can approach.])");
	put("classic/bent.sgf", "(;SZ[9]C[TOPIC: ko, life-and-death\nBent four.])");
	put("classic/broken.sgf", "(;SZ[9]C[unclosed");
	put("classic/notes.txt", "not a case");
	put("classic/deeper/far.sgf", "(;SZ[9]GN[Too deep])");
	put("zeta/z.sgf", "(;GN[Zeta case])");
	put("top.sgf", "(;SZ[5])");
	return 0;
}

static int teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	return system(cmd);
}

static void test_read(void **state)
{
	struct library l;
	char err[256];

	(void)state;
	assert_int_equal(library_read(&l, dir, err, sizeof err), 0);
	assert_int_equal(l.n, 5);                   /* not the broken file, the text, or deeper/ */
	assert_int_equal(l.unreadable, 1);
	assert_non_null(strstr(l.first_error, "broken.sgf"));
	/* seed first, then classic, then the other folders, then the files at the top */
	assert_string_equal(l.cases[0].file, "type1-a.sgf");
	assert_string_equal(l.cases[1].file, "bent.sgf");
	assert_string_equal(l.cases[2].file, "seki.sgf");
	assert_string_equal(l.cases[3].file, "z.sgf");
	assert_string_equal(l.cases[4].file, "top.sgf");

	const struct library_case *c = &l.cases[0];
	assert_string_equal(c->name, "Type one");
	assert_string_equal(c->dir, "seed");
	assert_string_equal(c->topics, "seed, life-and-death");
	assert_string_equal(c->expect, "B8 black alive type 1");
	assert_string_equal(c->about, "The first type. Its only diagram. More words.");   /* up to the diagram */
	assert_int_equal(c->size, 9);
	c = &l.cases[1];
	assert_string_equal(c->name, "bent");       /* no GN: the file's name */
	assert_string_equal(c->topics, "ko, life-and-death");
	assert_string_equal(c->about, "Bent four.");
	c = &l.cases[2];
	assert_string_equal(c->score, "japanese B+1; chinese B+2");
	assert_string_equal(c->about, "Neither side can approach.");   /* "A seki." repeats the name */
	assert_int_equal(c->size, 13);
	assert_string_equal(l.cases[3].topics, "zeta");                 /* no TOPIC: the folder */
	assert_string_equal(l.cases[4].topics, "other");

	assert_true(library_has_topic(&l.cases[0], "life-and-death"));
	assert_true(library_has_topic(&l.cases[1], "classic"));         /* the folder is a topic too */
	assert_false(library_has_topic(&l.cases[1], "seki"));
	assert_false(library_has_topic(&l.cases[1], "life"));           /* whole words only */
	char topics[8][32];
	int n = library_topics(&l, topics, 8);
	assert_int_equal(n, 7);                     /* the folders are topics too */
	assert_string_equal(topics[0], "seed");
	assert_string_equal(topics[1], "life-and-death");
	assert_string_equal(topics[2], "classic");
	assert_string_equal(topics[3], "ko");
	assert_string_equal(topics[4], "seki");
	assert_string_equal(topics[5], "zeta");
	assert_string_equal(topics[6], "other");
	library_free(&l);
}

static void test_missing_and_dir(void **state)
{
	struct library l;
	char err[256], buf[256];

	(void)state;
	assert_int_equal(library_read(&l, "/nonexistent/tengen", err, sizeof err), -1);
	assert_non_null(strstr(err, "/nonexistent/tengen"));
	setenv("TENGEN_LIBRARY", dir, 1);
	assert_int_equal(library_dir(buf, sizeof buf), 0);
	assert_string_equal(buf, dir);
	setenv("TENGEN_LIBRARY", "/nonexistent/tengen", 1);
	assert_int_equal(library_dir(buf, sizeof buf), -1);
	assert_string_equal(buf, "/nonexistent/tengen");
	unsetenv("TENGEN_LIBRARY");
	/* built here: the source tree's assets */
	assert_int_equal(library_dir(buf, sizeof buf), 0);
	assert_non_null(strstr(buf, "/assets"));
	char probe[300];
	snprintf(probe, sizeof probe, "%s/seed/type1-a.sgf", buf);
	assert_int_equal(access(probe, R_OK), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read),
		cmocka_unit_test(test_missing_and_dir),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
