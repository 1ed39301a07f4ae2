/*
 * sgf_roundtrip.c: load, replay and round-trip SGF files; TAP output, one test per file.
 *
 * usage: sgf_roundtrip [--rules NAME] [--stop NAME:N]... FILE...
 *
 * For each file:
 *   1. parse it; write the tree; parse that again: the trees must be equal, and writing the second
 *      tree must give the same text (the writer is deterministic);
 *   2. load the main line of every game tree into a struct game under the file's rules (RU, else
 *      --rules, japanese by default): every move must be legal, except in a file named (without
 *      its directory) by --stop NAME:N, whose loading must stop at an illegal move N;
 *   3. write each game with record_to_sgf and load that: the same size, rules, handicap, start
 *      position, moves and final board.
 * The last line counts the files, games and moves checked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/record.h"
#include "rules/sgf.h"

#define ERR_LEN 512

struct totals {
	int files, games;
	long moves;
};

/* The files expected to stop at an illegal move (--stop NAME:N). */
struct stops {
	char **names;
	int *moves;
	int n;
};

/* The move at which the first game of path must stop, or 0. */
static int stop_expected(const struct stops *s, const char *path)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->names[i], base) == 0)
			return s->moves[i];
	return 0;
}

/* Check that loading stopped at move `stop` for an illegal move. */
static int stop_check(const struct record *r, int stop, char *why, size_t len)
{
	char want[64];
	const char *reason = record_stop_reason(r);

	snprintf(want, sizeof want, "move %d (", stop);
	if (reason && strstr(reason, want) && strstr(reason, "illegal") && record_moves(r) == stop - 1)
		return 0;
	snprintf(why, len, "expected loading to stop at the illegal move %d: %s", stop,
		 reason ? reason : "it did not stop");
	return -1;
}

/* Step 1.  0, or -1 with a reason in why. */
static int tree_roundtrip(const char *path, char *why, size_t len)
{
	char err[ERR_LEN];
	struct sgf_collection *a = sgf_read_file(path, err, sizeof err), *b;
	int rc = -1;

	if (!a) {
		snprintf(why, len, "%s", err);
		return -1;
	}
	size_t n1, n2;
	char *t1 = sgf_write(a, &n1), *t2 = NULL;
	if (!(b = sgf_parse(t1, n1, "written", err, sizeof err)))
		snprintf(why, len, "the written tree does not parse: %s", err);
	else if (!sgf_equal(a, b))
		snprintf(why, len, "the written tree parses to another tree");
	else if (t2 = sgf_write(b, &n2), n1 != n2 || memcmp(t1, t2, n1) != 0)
		snprintf(why, len, "writing twice gives two texts");
	else
		rc = 0;
	free(t1);
	free(t2);
	sgf_free(a);
	sgf_free(b);
	return rc;
}

static bool moves_equal(const struct game *a, const struct game *b)
{
	if (game_moves(a) != game_moves(b))
		return false;
	for (int i = 1; i <= game_moves(a); i++) {
		const struct move *x = game_move(a, i), *y = game_move(b, i);
		if (x->action != y->action || x->color != y->color || x->point != y->point)
			return false;
	}
	return true;
}

/* Step 3 for one loaded game. */
static int game_roundtrip(const struct game *g, char *why, size_t len)
{
	struct record_info info = { .version = "test" };
	struct sgf_collection *c = record_to_sgf(g, &info);
	size_t n;
	char *text = sgf_write(c, &n), err[ERR_LEN];
	struct ruleset other;
	struct board s1, s2;
	int rc = -1;

	ruleset_parse(&other, "tang", NULL, 0);
	struct record *r = record_parse(text, n, "rewritten", &other, 0, err, sizeof err);
	const struct game *h = r ? record_game(r) : NULL;
	if (h) {
		game_board_at(g, 0, &s1);
		game_board_at(h, 0, &s2);
	}
	if (!r)
		snprintf(why, len, "the game written does not load: %s", err);
	else if (record_stop_reason(r))
		snprintf(why, len, "the game written stops: %s", record_stop_reason(r));
	else if (!ruleset_equal(game_rules(g), game_rules(h)) || game_handicap(g) != game_handicap(h))
		snprintf(why, len, "the game written has other rules or handicap");
	else if (!board_equal(&s1, &s2) || !board_equal(game_board(g), game_board(h)))
		snprintf(why, len, "the game written has another start or final position");
	else if (!moves_equal(g, h) || game_to_move(g) != game_to_move(h))
		snprintf(why, len, "the game written has other moves");
	else
		rc = 0;
	record_free(r);
	free(text);
	sgf_free(c);
	return rc;
}

/* Steps 2 and 3 for game i of the file. */
static int game_check_one(const char *path, int i, const struct ruleset *rules, int stop,
			  struct totals *t, char *why, size_t len)
{
	char err[ERR_LEN];
	struct sgf_collection *c = sgf_read_file(path, err, sizeof err);
	struct record *r = c ? record_from_sgf(c, i, rules, 0, err, sizeof err) : NULL;
	int rc = -1;

	if (!r)
		snprintf(why, len, "game %d does not load: %s", i + 1, err);
	else if (stop > 0 && i == 0 ? stop_check(r, stop, why, len) != 0 : record_stop_reason(r) != NULL)
		snprintf(why, len, "game %d: %s", i + 1, record_stop_reason(r));
	else if (stop == 0 && record_moves(r) != record_line_moves(r))
		snprintf(why, len, "game %d: %d of %d moves loaded", i + 1, record_moves(r),
			 record_line_moves(r));
	else if ((rc = game_roundtrip(record_game(r), why, len)) == 0) {
		t->games++;
		t->moves += record_moves(r);
	}
	record_free(r);
	return rc;
}

static int file_check(const char *path, const struct ruleset *rules, int stop, struct totals *t,
		      char *why, size_t len)
{
	char err[ERR_LEN];

	if (tree_roundtrip(path, why, len) != 0)
		return -1;
	struct sgf_collection *c = sgf_read_file(path, err, sizeof err);
	int games = c ? c->ngames : 0;
	sgf_free(c);
	for (int i = 0; i < games; i++)
		if (game_check_one(path, i, rules, stop, t, why, len) != 0)
			return -1;
	t->files++;
	return 0;
}

/* Parse the options; returns the index of the first file, or -1. */
static int options(int argc, char **argv, struct ruleset *rules, struct stops *s)
{
	char err[256];
	int i = 1;

	ruleset_parse(rules, "japanese", NULL, 0);
	for (; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "--rules") == 0 && ruleset_parse(rules, argv[i + 1], err, sizeof err)) {
			fprintf(stderr, "sgf_roundtrip: %s\n", err);
			return -1;
		} else if (strcmp(argv[i], "--stop") == 0) {
			char *colon = strrchr(argv[i + 1], ':');
			if (!colon || atoi(colon + 1) < 1) {
				fprintf(stderr, "sgf_roundtrip: --stop NAME:MOVE, not %s\n", argv[i + 1]);
				return -1;
			}
			*colon = '\0';
			s->names = realloc(s->names, (size_t)(s->n + 1) * sizeof *s->names);
			s->moves = realloc(s->moves, (size_t)(s->n + 1) * sizeof *s->moves);
			s->names[s->n] = argv[i + 1];
			s->moves[s->n++] = atoi(colon + 1);
		} else if (strcmp(argv[i], "--rules") != 0)
			break;
	}
	return i;
}

int main(int argc, char **argv)
{
	struct ruleset rules;
	struct stops stops = { 0 };
	struct totals t = { 0 };
	char why[1024];
	int failed = 0, first = options(argc, argv, &rules, &stops);

	if (first < 0)
		return 1;
	printf("1..%d\n", argc - first);
	for (int i = first; i < argc; i++) {
		int stop = stop_expected(&stops, argv[i]);
		if (file_check(argv[i], &rules, stop, &t, why, sizeof why) == 0)
			printf("ok %d - %s%s\n", i - first + 1, argv[i],
			       stop ? " (stops at its illegal move, as expected)" : "");
		else {
			printf("not ok %d - %s: %s\n", i - first + 1, argv[i], why);
			failed++;
		}
	}
	printf("# %d files, %d games, %ld moves loaded, replayed and written back; %d failed\n",
	       t.files, t.games, t.moves, failed);
	free(stops.names);
	free(stops.moves);
	return failed ? 1 : 0;
}
