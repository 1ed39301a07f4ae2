/*
 * history_bench.c: what moving through a record costs the board (a benchmark, not a test).
 *
 *   tests/history_bench [-n N] [FILE]
 *
 * The record (default tests/corpus/g115.sgf, a 19x19 game of 301 moves) is read as the board reads
 * it (tui/shared/document.h), and two variations are added to it, each played to the length of the
 * game: one that leaves the main line at move 20 (its end is far from the main line's: the nearest
 * node they share is some 280 moves back) and one that leaves it at move 280 (a near sibling of the
 * main line's end).  Then, N times each (default 11), the median of:
 *   - step:   the main line node by node from its start to its end, then back to its start;
 *   - far:    from the end of the main line to the end of the variation at move 20 and back;
 *   - near:   from the end of the main line to the end of the variation at move 280 and back;
 *   - ends:   from the start of the main line to its end and back.
 * Each line gives the time of one pass, the time per node moved (step) or per jump, and the actions
 * the game applied for it (game_applied): a history applied once applies one action a node stepped
 * forward, none a node stepped back, and for a jump the moves of the new path after the node it
 * shares with the old.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rules/game.h"
#include "tests/bench.h"
#include "tui/shared/document.h"

#ifndef BENCH_SGF
#define BENCH_SGF "tests/corpus/g115.sgf"
#endif

/* A legal move for the player to move at the current node, other than the line's next one: the
 * first in a fixed order from a seed, that fills no eye of the player's own (so that the game goes
 * on).  BOARD_PASS when there is none. */
static int some_move(const struct document *d, unsigned *seed)
{
	const struct game *g = document_game(d);
	const struct board *b = game_board(g);
	enum color c = game_to_move(g);
	int n = b->size * b->size, start;

	*seed = *seed * 1103515245u + 12345u;
	start = (int)((*seed >> 8) % (unsigned)n);
	for (int k = 0; k < n; k++) {
		int v = (start + k * 7) % n, p = board_point(b, v % b->size, v / b->size), own = 0, sides = 0;
		BOARD_NEIGHBOURS(b, p, q) {
			if (b->color[q] == EDGE)
				continue;
			sides++;
			own += b->color[q] == c;
		}
		if (own < sides && game_check(g, c, p).verdict == VERDICT_LEGAL)
			return p;
	}
	return BOARD_PASS;
}

/* From move `at` of the main line, a variation of new moves until the game has `moves` moves.  The
 * document ends at its last node, which it returns. */
static const struct sgf_node *variation(struct document *d, int at, int moves, unsigned seed)
{
	document_goto_node(d, document_root(d));   /* the main line */
	document_goto_move(d, at);
	while (game_moves(document_game(d)) < moves) {
		const struct game *g = document_game(d);
		int p = some_move(d, &seed);
		if (p == BOARD_PASS || document_play(d, game_to_move(g), p).verdict != VERDICT_LEGAL)
			break;
	}
	return document_node(d);
}

struct timing {
	const char *name;
	double ms[64];
	long applied;   /* actions applied in one pass */
	int moved;      /* nodes or jumps in one pass */
};

static void print_timing(struct timing *t, int n)
{
	double ms = bench_median(t->ms, n);

	printf("%-5s  %9.3f ms a pass  %9.2f us a %s  %6ld actions applied for %d %s\n", t->name, ms,
	       1e3 * ms / t->moved, strcmp(t->name, "step") ? "jump" : "node", t->applied, t->moved,
	       strcmp(t->name, "step") ? "jumps" : "nodes");
}

/* One pass of stepping: start to end of the main line, node by node, and back. */
static int step_pass(struct document *d)
{
	int moved = 0;

	while (document_forward(d, 1) == 1)
		moved++;
	while (document_back(d, 1) == 1)
		moved++;
	return moved;
}

static void jump_pass(struct document *d, const struct sgf_node *a, const struct sgf_node *b)
{
	document_goto_node(d, b);
	document_goto_node(d, a);
}

int main(int argc, char **argv)
{
	int n = 11, opt;
	char err[512];

	while ((opt = getopt(argc, argv, "n:")) != -1)
		if (opt == 'n' && atoi(optarg) > 0 && atoi(optarg) <= 64)
			n = atoi(optarg);
		else {
			fprintf(stderr, "usage: history_bench [-n N (1..64)] [FILE]\n");
			return 1;
		}
	const char *path = optind < argc ? argv[optind] : BENCH_SGF;
	struct ruleset rules;
	ruleset_parse(&rules, "japanese", NULL, 0);
	struct document *d = document_read(path, &rules, "bench", err, sizeof err);
	if (!d) {
		fprintf(stderr, "history_bench: %s\n", err);
		return 2;
	}
	document_goto_end(d);
	const struct sgf_node *main_end = document_node(d);
	int length = game_moves(document_game(d));
	const struct sgf_node *far = variation(d, 20, length, 1);
	const struct sgf_node *near = variation(d, length - 21, length, 2);
	printf("%s: %d moves; variations from move 20 and from move %d, to move %d\n", path, length,
	       length - 21, length);

	struct timing t[] = { { .name = "step" }, { .name = "far" }, { .name = "near" }, { .name = "ends" } };
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < 4; k++) {
			document_goto_node(d, k == 0 || k == 3 ? document_root(d) : main_end);
			long before = game_applied(document_game(d));
			double t0 = bench_now_ms();
			if (k == 0)
				t[k].moved = step_pass(d);
			else
				jump_pass(d, k == 3 ? document_root(d) : main_end, k == 1 ? far : k == 2 ? near : main_end);
			t[k].ms[i] = bench_now_ms() - t0;
			t[k].applied = game_applied(document_game(d)) - before;
			t[k].moved = k == 0 ? t[k].moved : 2;
		}
	}
	for (int k = 0; k < 4; k++)
		print_timing(&t[k], n);
	document_free(d);
	return 0;
}
