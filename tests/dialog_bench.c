/*
 * dialog_bench.c: how long the end-of-game dialogue takes on real games (a benchmark, not a test).
 *
 *   tests/dialog_bench [-n N] FILE...
 *
 * For each record, N times (default 11): a fresh board loads the file, goes to its last position
 * and opens the dialogue there (`goto end`, which opens it after two passes, else `score`: the
 * analysis runs, cold, and the first count is made) and draws it; then
 * a chain is toggled (`mark VERTEX`) and the screen drawn again, N times.  The medians of both are
 * printed per file, and over all files at the end: the dialogue should open in under 200 ms and a
 * toggle take under a frame (16 ms).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/game.h"
#include "tests/bench.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/registry.h"

static struct app *fresh(const char *path)
{
	struct app_options opt = { .registry = registry_board(), .setup = { .size = 19 }, .rows = 24, .cols = 80 };
	char cmd[1200];

	ruleset_parse(&opt.setup.rules, "japanese", NULL, 0);
	struct app *a = app_new(&opt);
	snprintf(cmd, sizeof cmd, "load! \"%s\"", path);
	app_run(a, cmd);
	return a;
}

/* The last position, and the dialogue on it. */
static void open_dialogue(struct app *a)
{
	app_run(a, "goto end");
	if (app_base(a) != &mode_score)
		app_run(a, "score");
}

/* The first stone of the board, as a vertex. */
static const char *some_stone(const struct app *a, char *buf)
{
	const struct board *b = game_board(app_game(a));

	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY)
			return board_vertex_str(b, p, buf);
	return NULL;
}

int main(int argc, char **argv)
{
	int n = 11, first = 1, files = 0;
	static double open_all[4096], toggle_all[4096];

	if (argc > 2 && !strcmp(argv[1], "-n")) {
		n = atoi(argv[2]);
		first = 3;
	}
	if (n < 1 || n > 1000 || first >= argc) {
		fputs("usage: dialog_bench [-n N] FILE...\n", stderr);
		return 1;
	}
	struct screen *s = screen_new(24, 80);
	double *open = malloc(sizeof(double) * (size_t)n), *toggle = malloc(sizeof(double) * (size_t)n);
	for (int f = first; f < argc && files < 4096; f++) {
		char v[8], cmd[32];
		for (int i = 0; i < n; i++) {
			struct app *a = fresh(argv[f]);
			double t0 = bench_now_ms();
			open_dialogue(a);
			app_draw(a, s, REACT_ALL);
			open[i] = bench_now_ms() - t0;
			app_free(a);
		}
		struct app *a = fresh(argv[f]);
		open_dialogue(a);
		if (!some_stone(a, v)) {
			app_free(a);
			continue;
		}
		snprintf(cmd, sizeof cmd, "mark %s", v);
		for (int i = 0; i < n; i++) {
			double t0 = bench_now_ms();
			app_run(a, cmd);
			app_draw(a, s, REACT_ALL);
			toggle[i] = bench_now_ms() - t0;
		}
		app_free(a);
		open_all[files] = bench_median(open, n);
		toggle_all[files] = bench_median(toggle, n);
		printf("%s: open %.1f ms, toggle %.2f ms\n", argv[f], open_all[files], toggle_all[files]);
		files++;
	}
	if (files > 0) {
		double om = bench_median(open_all, files), tm = bench_median(toggle_all, files);
		qsort(open_all, (size_t)files, sizeof *open_all, bench_cmp_double);
		qsort(toggle_all, (size_t)files, sizeof *toggle_all, bench_cmp_double);
		printf("%d files: open median %.1f ms (max %.1f), toggle median %.2f ms (max %.2f)\n", files, om,
		       open_all[files - 1], tm, toggle_all[files - 1]);
	}
	free(open);
	free(toggle);
	screen_free(s);
	return 0;
}
