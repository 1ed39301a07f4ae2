/*
 * life_bench.c: the time life_analyse takes, per position (a benchmark, not a test).
 *
 *   tests/life_bench [-n N] [-v] [-p] FILE...
 *
 * Each FILE is an SGF record (the final position of its main line is analysed) or, when it does not
 * start with '(', a diagram as board_from_diagram reads it.  The analysis runs N times (default 11)
 * with the default options; the median wall-clock time is printed with what the analysis said:
 * chains, settled, resting on an assumption, unsettled, and search nodes.  -v also prints every chain
 * that is unsettled or rests on an assumption, -p the position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/life.h"
#include "rules/record.h"
#include "rules/ruleset.h"
#include "tests/bench.h"

/* Read FILE into *b: a record's final position, or a diagram.  Returns 0, or -1 with a message. */
static int load(const char *path, struct board *b)
{
	char err[512], text[8192];
	FILE *f = fopen(path, "r");
	size_t n;

	if (!f) {
		perror(path);
		return -1;
	}
	n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	if (text[strspn(text, " \t\r\n")] != '(') {
		if (board_from_diagram(b, text, err, sizeof err) == 0)
			return 0;
		fprintf(stderr, "%s: %s\n", path, err);
		return -1;
	}
	struct ruleset rules;
	ruleset_parse(&rules, "japanese", NULL, 0);
	struct record *r = record_read_file(path, &rules, 0, err, sizeof err);
	if (!r) {
		fprintf(stderr, "%s\n", err);
		return -1;
	}
	*b = *game_board(record_game(r));
	record_free(r);
	return 0;
}

static void report(const char *path, const struct board *b, const struct life_analysis *a, double ms,
		   bool verbose)
{
	int assumed = 0;
	char line[512];

	for (int i = 0; i < a->nchains; i++)
		assumed += a->chains[i].status != LIFE_UNSETTLED && a->chains[i].assumed;
	printf("%-40s %9.3f ms  chains %3d  settled %3d  assumed %3d  unsettled %3d  nodes %ld\n", path, ms,
	       a->nchains, a->nchains - a->unsettled, assumed, a->unsettled, a->nodes);
	for (int i = 0; verbose && i < a->nchains; i++)
		if (a->chains[i].status == LIFE_UNSETTLED || a->chains[i].assumed)
			printf("    %s\n", life_chain_str(b, &a->chains[i], line, sizeof line));
}

int main(int argc, char **argv)
{
	int reps = 11, i = 1;
	bool verbose = false, print = false;
	struct life_analysis *a = malloc(sizeof *a);

	for (; i < argc && argv[i][0] == '-'; i++) {
		if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			reps = atoi(argv[++i]);
		else if (strcmp(argv[i], "-v") == 0)
			verbose = true;
		else if (strcmp(argv[i], "-p") == 0)
			print = true;
		else
			break;
	}
	if (i >= argc || reps < 1 || !a) {
		fprintf(stderr, "usage: life_bench [-n N] [-v] [-p] FILE...\n");
		return 2;
	}
	double *t = malloc((size_t)reps * sizeof *t);
	int status = 0;
	for (; i < argc; i++) {
		struct board b;
		if (load(argv[i], &b) != 0) {
			status = 1;
			continue;
		}
		if (print) {
			char diagram[4096];
			board_to_diagram(&b, true, diagram, sizeof diagram);
			fputs(diagram, stdout);
		}
		for (int k = 0; k < reps; k++) {
			double t0 = bench_now_ms();
			life_analyse(&b, NULL, a);
			t[k] = bench_now_ms() - t0;
		}
		report(argv[i], &b, a, bench_median(t, reps), verbose);
	}
	free(t);
	free(a);
	return status;
}
