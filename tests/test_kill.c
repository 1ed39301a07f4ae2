/*
 * test_kill.c: SIGKILL at random moments while a board saves a long game to its file and keeps its
 * autosave, a hundred times.  After each kill:
 *   - the file is whole: it loads, with every move of the game;
 *   - every autosave of the state directory is whole too;
 *   - the next start (the autosave opened and its orphan answered, the file loaded) leaves no
 *     temporary file (FILE.tengen-PID.XXXXXX, rules/atomic.h) beside the file or in the state
 *     directory.
 * The board is the app itself (tui/term/app.c, the same code as the program's), in a child process that
 * saves and edits without a pause until it is killed.  The kills that left a temporary behind (the
 * child died inside a write) are counted, so that the test shows it hit writes at all.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rules/record.h"
#include "rules/ruleset.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/registry.h"

#define KILL_TIMES 100
#define KILL_MOVES 300        /* the long game */
#define KILL_MAX_DELAY_US 20000

static char dir[64], state[96];
static struct ruleset rules;

static int make_dir(void **st)
{
	(void)st;
	snprintf(dir, sizeof dir, "%s/tengen-kill-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(dir) || chdir(dir) != 0)
		return -1;
	snprintf(state, sizeof state, "%s/state/tengen", dir);
	setenv("XDG_STATE_HOME", "state", 1);   /* relative to dir, the working directory */
	unsetenv("HOME");
	return ruleset_parse(&rules, "japanese", NULL, 0);
}

static int remove_dir(void **st)
{
	char cmd[128];

	(void)st;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return chdir("/") == 0 && system(cmd) == 0 ? 0 : -1;
}

static struct app *kill_app(bool autosave)
{
	struct app_options opt = { .registry = registry_board(), .rows = 24, .cols = 80, .autosave = autosave };

	opt.setup.size = 19;
	opt.setup.rules = rules;
	return app_new(&opt);
}

/* game.sgf: a game of KILL_MOVES moves, random but legal. */
static void kill_long_game(void)
{
	struct app *a = kill_app(false);
	char line[32];

	srand(1);
	for (int tries = 0; game_moves(app_game(a)) < KILL_MOVES && tries < 100 * KILL_MOVES; tries++) {
		int x = rand() % 19, y = 1 + rand() % 19;
		snprintf(line, sizeof line, "play %c%d", "ABCDEFGHJKLMNOPQRST"[x], y);
		app_run(a, line);
	}
	assert_int_equal(game_moves(app_game(a)), KILL_MOVES);
	assert_int_equal(app_save(a, "game.sgf"), 0);
	app_free(a);
}

/* The child: load the game, say so on fd, then save and edit it (each edit rewrites the autosave,
 * each save the file) until killed. */
static void kill_child(int fd)
{
	struct app *a = kill_app(true);
	char line[64];

	if (app_load(a, "game.sgf") != 0)
		_exit(1);
	if (write(fd, "r", 1) != 1)
		_exit(1);
	for (long i = 0;; i++) {
		snprintf(line, sizeof line, "comment! saved %ld times", i);
		app_run(a, line);
		app_run(a, "save");
	}
}

/* The moves of the SGF file at path, or -1 when it does not load. */
static int kill_moves(const char *path)
{
	char err[512];
	struct record *r = record_read_file(path, &rules, 0, err, sizeof err);

	if (!r) {
		print_error("%s\n", err);
		return -1;
	}
	int n = record_moves(r);
	record_free(r);
	return n;
}

/* The temporaries in d: names with something after ".sgf" (game.sgf.tengen-PID.XXXXXX, or any other
 * naming); with check, every .sgf file there must load whole. */
static int kill_scan(const char *d, bool check)
{
	DIR *dd = opendir(d);
	int temps = 0;
	char path[512];

	if (!dd)
		return 0;
	for (struct dirent *e; (e = readdir(dd));) {
		size_t n = strlen(e->d_name);
		temps += strstr(e->d_name, ".sgf.") != NULL;
		if (check && n > 4 && strcmp(e->d_name + n - 4, ".sgf") == 0) {
			snprintf(path, sizeof path, "%s/%s", d, e->d_name);
			if (kill_moves(path) != KILL_MOVES)
				fail_msg("%s is not whole after a kill", path);
		}
	}
	closedir(dd);
	return temps;
}

/* The next start: the autosave opened (its orphan, if any, put aside) and the file loaded. */
static void kill_next_start(void)
{
	struct app *a = kill_app(true);

	app_offer_resume(a);
	app_run(a, "autosave discard");
	assert_int_equal(app_load(a, "game.sgf"), 0);
	app_free(a);
}

static void test_kill_during_saves(void **st)
{
	int in_save = 0, in_autosave = 0;
	unsigned seed = (unsigned)time(NULL);
	/* Under valgrind (make check-valgrind sets UNDER_VALGRIND) the child runs some twenty times
	 * slower, and kills within the usual window would land before its first write. */
	const char *vg = getenv("UNDER_VALGRIND");
	int window = KILL_MAX_DELAY_US * (vg && *vg ? 20 : 1);

	(void)st;
	kill_long_game();
	srand(seed);
	for (int k = 0; k < KILL_TIMES; k++) {
		int fds[2];
		char c;
		assert_int_equal(pipe(fds), 0);
		pid_t pid = fork();
		assert_true(pid >= 0);
		if (pid == 0) {
			close(fds[0]);
			kill_child(fds[1]);
		}
		close(fds[1]);
		assert_int_equal(read(fds[0], &c, 1), 1);
		close(fds[0]);
		usleep((useconds_t)(rand() % window));
		kill(pid, SIGKILL);
		assert_int_equal(waitpid(pid, NULL, 0), pid);

		assert_int_equal(kill_moves("game.sgf"), KILL_MOVES);
		in_save += kill_scan(".", true) > 0;
		in_autosave += kill_scan(state, true) > 0;
		kill_next_start();
		if (kill_scan(".", false) + kill_scan(state, false) != 0)
			fail_msg("kill %d (seed %u): a temporary file survived the next start", k + 1, seed);
	}
	printf("# %d kills (seed %u): %d in a save of the file, %d in a write of the autosave; the file "
	       "and the autosaves always whole, no temporary left after the next start\n",
	       KILL_TIMES, seed, in_save, in_autosave);
	assert_true(in_save + in_autosave > 0);   /* the kills did land inside writes */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kill_during_saves),
	};

	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
