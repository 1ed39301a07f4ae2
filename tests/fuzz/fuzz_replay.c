/*
 * fuzz_replay.c: run the fuzz harnesses without the fuzzer, for `make check`:
 *
 *   tests/fuzz/fuzz_replay HARNESS FILE|DIR...
 *
 * Each file (each file of a directory) is one input of harness HARNESS (sgf, gtp, command, script,
 * ruleset, diagram, sensei), run as the fuzzer runs it: a failed invariant aborts.  Prints TAP, one line a
 * file, so the seeds and the inputs that once crashed (tests/fuzz/crashes/HARNESS/) are tests.
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/fuzz/fuzz.h"

static const struct {
	const char *name;
	int (*run)(const uint8_t *data, size_t size);
} harnesses[] = {
	{ "sgf", fuzz_sgf },         { "gtp", fuzz_gtp },         { "command", fuzz_command },
	{ "script", fuzz_script },   { "ruleset", fuzz_ruleset }, { "diagram", fuzz_diagram },
	{ "sensei", fuzz_sensei },
};

static int replay_count;

static void replay_file(int (*run)(const uint8_t *, size_t), const char *path)
{
	FILE *f = fopen(path, "rb");
	char *data = NULL;
	size_t len = 0, cap = 0, n;
	char chunk[65536];

	if (!f) {
		printf("not ok %d - %s: cannot open\n", ++replay_count, path);
		return;
	}
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
		if (len + n > cap && !(data = realloc(data, cap = 2 * (len + n))))
			abort();
		memcpy(data + len, chunk, n);
		len += n;
	}
	fclose(f);
	run((const uint8_t *)data, len);   /* a failed invariant aborts before the "ok" */
	printf("ok %d - %s\n", ++replay_count, path);
	fflush(stdout);
	free(data);
}

static int replay_by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

static void replay_path(int (*run)(const uint8_t *, size_t), const char *path)
{
	struct stat st;
	struct dirent **names;
	char file[4096];

	if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
		replay_file(run, path);
		return;
	}
	int n = scandir(path, &names, NULL, replay_by_name);
	for (int i = 0; i < n; i++) {
		snprintf(file, sizeof file, "%s/%s", path, names[i]->d_name);
		if (names[i]->d_name[0] != '.' && stat(file, &st) == 0 && S_ISREG(st.st_mode))
			replay_file(run, file);
		free(names[i]);
	}
	free(names);
}

int main(int argc, char **argv)
{
	for (size_t i = 0; argc > 2 && i < sizeof harnesses / sizeof harnesses[0]; i++)
		if (strcmp(argv[1], harnesses[i].name) == 0) {
			for (int k = 2; k < argc; k++)
				replay_path(harnesses[i].run, argv[k]);
			printf("1..%d\n", replay_count);
			return 0;
		}
	fputs("usage: fuzz_replay sgf|gtp|command|script|ruleset|diagram|sensei FILE|DIR...\n", stderr);
	return 1;
}
