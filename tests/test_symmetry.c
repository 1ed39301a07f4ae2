/*
 * test_symmetry.c: the judgement is the same on all eight symmetries of a board.  TAP output.
 *
 * 1. The symmetries themselves (board/symmetry.h): a diagram turned by each transform is the
 *    diagram turned by hand (mirrored, rotated, transposed), each transform's inverse takes every
 *    point back, and the canonical orientation of all eight turnings is one board.
 * 2. Every case of the library (assets/) and every record the other tests load (tests/corpus,
 *    tests/gtp, tests/score, tests/script, tests/sgf and its spec/, but the broken files kept for
 *    their errors): the last position of the main
 *    line, as `tengen classify` takes it, analysed (rules/life.h) in each of the eight orientations.
 *    Each must give, point for point after turning back, what the first gives: every chain's status,
 *    type and estimate, its eyes, its proof and second lines, its reason (vertices renamed), the
 *    marking it suggests (the dead stones), the territory, the prisoners and the counts.  A record
 *    that differs is listed with the first points where it does.  (On a board that is its own
 *    mirror or rotation, the eyes, lines and reasons may be turned by that symmetry too.)
 */
#include <glob.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/symmetry.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/record.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/xalloc.h"

#define MAX_SHOWN 4   /* differences listed per record and orientation */

static const char *const patterns[] = {
	"assets/*/*.sgf", "tests/corpus/*.sgf", "tests/gtp/*.sgf", "tests/score/*.sgf",
	"tests/script/*.sgf", "tests/sgf/*.sgf", "tests/sgf/spec/*.sgf",
};

static int tests_run, tests_failed;

static void tap(bool ok, const char *what)
{
	printf("%s %d - %s\n", ok ? "ok" : "not ok", ++tests_run, what);
	tests_failed += !ok;
	fflush(stdout);
}

/* --- 1. the transforms ----------------------------------------------------------------------------- */

/* A 4x4 diagram with no symmetry, and its eight turnings by hand (symmetry.h: swap when t & 4,
 * then mirror the columns when t & 1, the rows when t & 2). */
static const char *const turned_by_hand[SYMMETRY_COUNT] = {
	"X X . .\nO . . .\n. . . X\n. O . .\n",
	". . X X\n. . . O\nX . . .\n. . O .\n",
	". O . .\n. . . X\nO . . .\nX X . .\n",
	". . O .\nX . . .\n. . . O\n. . X X\n",
	"X O . .\nX . . O\n. . . .\n. . X .\n",
	". . O X\nO . . X\n. . . .\n. X . .\n",
	". . X .\n. . . .\nX . . O\nX O . .\n",
	". X . .\n. . . .\nO . . X\n. . O X\n",
};

static void test_transforms(void)
{
	struct board b, t, want;
	bool turned = true, back = true, canonical = true;
	char err[128];
	int c0 = -1;
	struct board first;

	board_from_diagram(&b, turned_by_hand[0], err, sizeof err);
	for (int s = 0; s < SYMMETRY_COUNT; s++) {
		symmetry_board(&b, s, &t);
		board_from_diagram(&want, turned_by_hand[s], err, sizeof err);
		if (!board_equal(&t, &want)) {
			char got[256];
			board_to_diagram(&t, false, got, sizeof got);
			printf("#   transform %d gives\n%s#   where it should give\n%s", s, got, turned_by_hand[s]);
			turned = false;
		}
		BOARD_FOREACH(&b, p)
			back &= symmetry_point(&b, symmetry_inverse(s), symmetry_point(&b, s, p)) == p;
		struct board c;
		symmetry_board(&t, symmetry_canonical(&t), &c);
		if (c0 < 0) {
			first = c;
			c0 = 0;
		}
		canonical &= board_equal(&c, &first);
	}
	tap(turned, "each transform turns a diagram as it is turned by hand");
	tap(back, "each transform's inverse takes every point back");
	tap(canonical, "the eight turnings of a board have one canonical orientation");
}

/* --- 2. the judgement of every record in eight orientations --------------------------------------- */

struct judgement {
	struct board b;
	struct life_analysis *a;
	struct score_marking m;
};

static void judge(struct judgement *j, const struct board *b)
{
	j->b = *b;
	life_analyse(b, NULL, j->a);
	life_marking(j->a, b, &j->m);
}

/* The transforms that leave b as it is (0 among them). */
static int own_symmetries(const struct board *b, int *same)
{
	int n = 0;

	for (int s = 0; s < SYMMETRY_COUNT; s++)
		if (symmetry_compare(b, s, 0) == 0)
			same[n++] = s;
	return n;
}

/* The point p of b turned by s, then by t. */
static int turn2(const struct board *b, int s, int t, int p)
{
	return symmetry_point(b, t, symmetry_point(b, s, p));
}

static bool same_line(const struct board *b, int s, int t, const struct reading_line *l,
		      const struct reading_line *k)
{
	if (l->n != k->n || l->first != k->first || l->truncated != k->truncated)
		return false;
	for (int i = 0; i < l->n; i++)
		if (turn2(b, s, t, l->moves[i]) != k->moves[i])
			return false;
	return true;
}

static bool same_eyes(const struct board *b, int s, int t, const struct life_chain *c, const struct life_chain *d)
{
	bool seen[BOARD_MAX_POINTS] = { false };

	if (c->neyes != d->neyes)
		return false;
	for (int i = 0; i < d->neyes; i++)
		seen[d->eyes[i]] = true;
	for (int i = 0; i < c->neyes; i++)
		if (!seen[turn2(b, s, t, c->eyes[i])])
			return false;
	return true;
}

/* Are the eyes, the lines and the reason of chain c of b those of chain d of b turned by t, with the
 * points of c turned by s (a symmetry of b itself) first? */
static bool same_proof(const struct board *b, int s, int t, const struct life_chain *c, const struct life_chain *d)
{
	char mid[LIFE_REASON_LEN], reason[LIFE_REASON_LEN];

	symmetry_text(b, s, c->reason, mid, sizeof mid);
	return same_eyes(b, s, t, c, d) && same_line(b, s, t, &c->proof, &d->proof) &&
	       same_line(b, s, t, &c->second, &d->second) &&
	       strcmp(symmetry_text(b, t, mid, reason, sizeof reason), d->reason) == 0;
}

/*
 * What differs between chain c of b and chain d of b turned by t, in words, or NULL.  Statuses,
 * types and estimates must be the same; so must the proofs and reasons, turned, unless b is its own
 * mirror or rotation: a line of moves has no symmetry, so on such a board they may be another of
 * b's symmetric images.
 */
static const char *chain_difference(const struct board *b, int t, const struct life_chain *c,
				    const struct life_chain *d)
{
	int same[SYMMETRY_COUNT], n = own_symmetries(b, same);

	if (c->status != d->status || c->type != d->type)
		return "status or type";
	if (c->estimate != d->estimate || c->estimate_percent != d->estimate_percent)
		return "estimate";
	if (c->stones != d->stones || c->assumed != d->assumed)
		return "stones or assumption";
	for (int i = 0; i < n; i++)
		if (same_proof(b, same[i], t, c, d))
			return NULL;
	return "eyes, proof or reason";
}

/* Print one difference at p (of the first orientation) and q (of orientation t). */
static void show(const struct judgement *j0, const struct judgement *jt, int t, int p, int q, const char *what)
{
	char v[8], w[8], buf[2 * LIFE_REASON_LEN];
	const struct life_chain *c = life_chain_at(j0->a, p), *d = life_chain_at(jt->a, q);

	printf("#   transform %d, %s (%s turned): %s\n", t, board_vertex_str(&j0->b, p, v),
	       board_vertex_str(&jt->b, q, w), what);
	if (c && d) {
		printf("#     as given: %s\n", life_chain_str(&j0->b, c, buf, sizeof buf));
		printf("#     turned:   %s\n", life_chain_str(&jt->b, d, buf, sizeof buf));
	}
}

/* The differences between the judgement of the first orientation and that of orientation t. */
static int differences(const struct judgement *j0, const struct judgement *jt, int t)
{
	const struct life_analysis *a = j0->a, *at = jt->a;
	int n = 0;

	if (memcmp(a->territory_count, at->territory_count, sizeof a->territory_count) ||
	    memcmp(a->prisoners, at->prisoners, sizeof a->prisoners) || a->unsettled != at->unsettled ||
	    a->nchains != at->nchains) {
		printf("#   transform %d: territory %d-%d, prisoners %d-%d, %d unsettled where the board as given "
		       "has %d-%d, %d-%d, %d\n", t, at->territory_count[BLACK], at->territory_count[WHITE],
		       at->prisoners[BLACK], at->prisoners[WHITE], at->unsettled, a->territory_count[BLACK],
		       a->territory_count[WHITE], a->prisoners[BLACK], a->prisoners[WHITE], a->unsettled);
		n++;
	}
	BOARD_FOREACH(&j0->b, p) {
		int q = symmetry_point(&j0->b, t, p);
		const char *what = NULL;
		if (a->territory[p] != at->territory[q])
			what = "territory";
		else if (score_marking_get(&j0->m, p) != score_marking_get(&jt->m, q))
			what = "marking";
		else if (j0->b.color[p] != EMPTY && j0->b.head[p] == p)
			what = chain_difference(&j0->b, t, life_chain_at(a, p), life_chain_at(at, q));
		if (what && n++ < MAX_SHOWN)
			show(j0, jt, t, p, q, what);
	}
	return n;
}

/* Does b get the same judgement in all eight orientations? */
static bool test_board(const struct board *b)
{
	struct judgement j0 = { .a = xmalloc(sizeof *j0.a) }, jt = { .a = xmalloc(sizeof *jt.a) };
	int bad = 0;

	judge(&j0, b);
	for (int t = 1; t < SYMMETRY_COUNT; t++) {
		struct board turned;
		symmetry_board(b, t, &turned);
		judge(&jt, &turned);
		bad += differences(&j0, &jt, t) > 0;
	}
	free(j0.a);
	free(jt.a);
	return bad == 0;
}

static bool test_record(const char *path)
{
	struct ruleset japanese;
	char err[512];

	ruleset_parse(&japanese, "japanese", NULL, 0);
	struct record *r = record_read_file(path, &japanese, 0, err, sizeof err);
	if (!r) {
		printf("#   %s\n", err);
		return false;
	}
	bool ok = test_board(game_board(record_game(r)));
	record_free(r);
	return ok;
}

/* A seki of five chains whose reading ran out of budget in one orientation and not in another:
 * mirrored, Black's eight stones were estimated dead. */
static void test_budget_seki(void)
{
	struct board b;
	char err[128];

	board_from_diagram(&b, "X O O . X\nX X X . O\nX O O O .\nX X O O O\n. X O O .\n", err, sizeof err);
	tap(test_board(&b), "the five-chain seki of a 5x5 game is the same in every orientation");
}

/* A record the tests load for the error it holds (tests/gtp/broken.sgf): no position to judge. */
static bool broken(const char *path)
{
	const char *name = strrchr(path, '/');
	return strncmp(name ? name + 1 : path, "broken", 6) == 0;
}

int main(void)
{
	size_t n = sizeof patterns / sizeof patterns[0];
	glob_t g[sizeof patterns / sizeof patterns[0]];
	size_t files = 0;

	for (size_t i = 0; i < n; i++) {
		char pattern[1024];
		snprintf(pattern, sizeof pattern, "%s/%s", TENGEN_SRCDIR, patterns[i]);
		if (glob(pattern, 0, NULL, &g[i]) != 0)
			g[i].gl_pathc = 0;
		for (size_t k = 0; k < g[i].gl_pathc; k++)
			files += !broken(g[i].gl_pathv[k]);
	}
	printf("1..%zu\n", files + 5);
	test_transforms();
	test_budget_seki();
	tap(files > 200, "the library and the test records are found");
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < g[i].gl_pathc; k++) {
			const char *path = g[i].gl_pathv[k];
			if (!broken(path))
				tap(test_record(path), path + strlen(TENGEN_SRCDIR) + 1);
		}
	for (size_t i = 0; i < n; i++)
		if (g[i].gl_pathc)
			globfree(&g[i]);
	return tests_failed > 0;
}
