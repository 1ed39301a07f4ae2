/*
 * test_course_cache: the course as review keeps it (tui/shared/course_cache.h): the points a record
 * holds are taken at once, nothing kept is estimated again, a move added keeps what was kept and a
 * move deleted or a stone set up drops it, and the review is written on a copy: the document stays
 * unchanged; a cache fed from outside (an engine's course) asks each position once.
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

#include "rules/course.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/sgf.h"
#include "tui/shared/course_cache.h"
#include "tui/shared/document.h"
#include "tui/shared/edit.h"

/* A 9x9 game of eight moves. */
static const char game_text[] =
	"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gc];W[cg];B[gg];W[ec];B[ce];W[eg])";

static struct document *parse(const char *text)
{
	struct ruleset r;
	char err[256];

	ruleset_parse(&r, "japanese", err, sizeof err);
	struct document *d = document_parse(text, strlen(text), "t.sgf", &r, "test", err, sizeof err);
	if (!d)
		fail_msg("%s", err);
	return d;
}

/* Every point of the cache's line known, estimated at once. */
static struct course_cache *filled(struct document *d)
{
	struct course_cache *c = course_cache_new(false);

	course_cache_follow(c, d);
	course_cache_work(c, d);
	assert_false(course_cache_busy(c));
	assert_true(course_cache_complete(c));
	assert_int_equal(course_cache_known(c), course_cache_moves(c) + 1);
	return c;
}

/* A record whose nodes hold points (as `export review` writes them) shows its course at once: every
 * point is known before any work, each as the node holds it. */
static void test_record_points_read_at_once(void **state)
{
	(void)state;
	struct document *d = parse(game_text);
	int n, at;

	document_goto_start(d);
	const struct sgf_node *const *line = document_line(d, &n, &at);
	for (int i = 0; i < n; i++) {
		struct course_point p = { COURSE_JUDGE, i - 3.5, i - 6.0, i - 1.0, -1, false };
		course_node_write((struct sgf_node *)line[i], &p);
	}
	struct course_cache *c = course_cache_new(false);
	course_cache_follow(c, d);
	assert_int_equal(course_cache_moves(c), 8);
	assert_int_equal(course_cache_known(c), 9);
	for (int k = 0; k <= 8; k++) {
		const struct course_point *p = course_cache_point(c, k);
		assert_non_null(p);
		assert_true(p->margin > k - 3.5 - 0.11 && p->margin < k - 3.5 + 0.11);
	}
	course_cache_free(c);
	document_free(d);
}

/* Written onto a copy: the text holds a point on every node of the line, the document is unchanged. */
static void test_review_on_a_copy(void **state)
{
	(void)state;
	struct document *d = parse(game_text);
	struct course_cache *c = filled(d);
	unsigned gen = document_generation(d);
	char err[256];

	char *text = course_cache_review(c, d, err, sizeof err);
	assert_non_null(text);
	assert_false(document_changed(d));
	assert_int_equal(document_generation(d), gen);
	assert_null(sgf_value(document_root(d), "TGE"));
	struct sgf_collection *copy = sgf_parse(text, strlen(text), "copy", err, sizeof err);
	assert_non_null(copy);
	int nodes = 0;
	for (const struct sgf_node *n = sgf_game(copy, 0); n; n = n->child) {
		struct course_point p;
		assert_true(course_node_read(n, &p));
		nodes++;
	}
	assert_int_equal(nodes, 9);
	sgf_free(copy);
	free(text);
	course_cache_free(c);
	document_free(d);
}

/* A variation added keeps every point kept (the new move's alone is missing); the move deleted again
 * drops what was kept. */
static void test_variation_keeps_delete_drops(void **state)
{
	(void)state;
	struct document *d = parse(game_text);
	struct course_cache *c = filled(d);
	const struct board *b = game_board(document_game(d));

	document_goto_move(d, 4);
	struct verdict_info v = document_play(d, BLACK, board_point(b, 7, 1));
	assert_int_equal(v.verdict, VERDICT_LEGAL);
	course_cache_follow(c, d);
	assert_int_equal(course_cache_moves(c), 5);
	assert_int_equal(course_cache_known(c), 5);   /* moves 0..4 kept, the new move 5 not yet */
	assert_null(course_cache_point(c, 5));
	course_cache_work(c, d);
	assert_int_equal(course_cache_known(c), 6);
	assert_int_equal(document_delete(d), 0);
	course_cache_follow(c, d);
	assert_int_equal(course_cache_known(c), 0);   /* a node taken away: nothing kept is trusted */
	course_cache_free(c);
	document_free(d);
}

/* A stone set up at the start changes every position of the line: nothing kept is trusted, though
 * no node was added or taken away. */
static void test_setup_edit_drops(void **state)
{
	(void)state;
	struct document *d = parse(game_text);
	struct course_cache *c = filled(d);
	const struct board *b = game_board(document_game(d));
	int p = board_point(b, 0, 0);
	char err[128];

	document_goto_start(d);
	assert_int_equal(edit_setup(d, NULL, BLACK, &p, 1, err, sizeof err), 1);
	course_cache_follow(c, d);
	assert_int_equal(course_cache_known(c), 0);
	course_cache_free(c);
	document_free(d);
}

/* A fed cache (an engine's course): asked position by position, each once; an answer for a line
 * that changed since is dropped; once every point is in, the decisive move is the one that lost, its
 * preferred move the best move named before it, asked for there alone when the points came without
 * one; nothing is read from the record's own points. */
static void test_fed(void **state)
{
	(void)state;
	/* Black's lead after each move: move 5 (Black's) loses 10 */
	static const double lead[9] = { 0.5, 1, 0.5, 1, 1, -9, -8.5, -9, -8.5 };
	struct document *d = parse(game_text);
	int n, at;
	const struct sgf_node *const *line = document_line(d, &n, &at);
	struct course_point rec = { COURSE_JUDGE, 30, 30, 30, -1, false };
	course_node_write((struct sgf_node *)line[3], &rec);
	struct course_cache *c = course_cache_new_fed();
	unsigned stamp, old;
	bool best_only;
	int asked[9] = { 0 };

	course_cache_follow(c, d);
	assert_int_equal(course_cache_known(c), 0);   /* the record's point is the judgement's */
	assert_int_equal(course_cache_next_wanted(c, &old, &best_only), 0);
	course_cache_unask(c, old, 0, false);   /* not put: asked again */
	int k;
	while ((k = course_cache_next_wanted(c, &stamp, &best_only)) >= 0 && !best_only) {
		asked[k]++;
		struct course_point p = { COURSE_ENGINE, lead[k], lead[k], lead[k], -1, false };
		course_cache_put(c, stamp, k, &p, COURSE_CACHE_NO_MOVE);
		assert_false(course_cache_complete(c));
		course_cache_work(c, d);
	}
	for (int k = 0; k <= 8; k++)
		assert_int_equal(asked[k], 1);
	assert_true(course_cache_complete(c));
	int nsw;
	const struct course_swing *sw = course_cache_swings(c, &nsw);
	assert_int_equal(nsw, 1);
	assert_int_equal(sw[0].move, 5);
	assert_true(sw[0].loss > 9.9 && sw[0].loss < 10.1);
	assert_null(course_cache_choice(c, 0));
	/* the best move before it, asked for there alone */
	assert_int_equal(k, 4);
	assert_true(best_only);
	assert_int_equal(course_cache_next_wanted(c, &stamp, &best_only), -1);
	int best = board_point(game_board(document_game(d)), 2, 6);
	course_cache_put(c, stamp, 4, NULL, best);
	course_cache_work(c, d);
	const struct course_choice *ch = course_cache_choice(c, 0);
	assert_non_null(ch);
	assert_int_equal(ch->point, best);
	assert_true(ch->gain > 9.9 && ch->gain < 10.1);
	assert_false(course_cache_busy(c));
	/* a move added: the line changed, and an answer asked before it is dropped */
	document_goto_move(d, 8);
	assert_int_equal(document_play(d, BLACK, board_point(game_board(document_game(d)), 8, 8)).verdict, VERDICT_LEGAL);
	course_cache_follow(c, d);
	assert_int_equal(course_cache_known(c), 9);   /* kept by node */
	struct course_point p = { COURSE_ENGINE, 50, 50, 50, -1, false };
	course_cache_put(c, old, 9, &p, COURSE_CACHE_NO_MOVE);
	assert_null(course_cache_point(c, 9));
	assert_int_equal(course_cache_next_wanted(c, &stamp, &best_only), 9);
	p.margin = p.lower = p.upper = -8;
	course_cache_put(c, stamp, 9, &p, COURSE_CACHE_NO_MOVE);
	course_cache_work(c, d);
	/* the decisive move's best move was kept with its point: not asked again */
	assert_int_equal(course_cache_next_wanted(c, &stamp, &best_only), -1);
	assert_true(course_cache_complete(c));
	ch = course_cache_choice(c, 0);
	assert_non_null(ch);
	assert_int_equal(ch->point, best);
	course_cache_free(c);
	document_free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_record_points_read_at_once),
		cmocka_unit_test(test_review_on_a_copy),
		cmocka_unit_test(test_variation_keeps_delete_drops),
		cmocka_unit_test(test_setup_edit_drops),
		cmocka_unit_test(test_fed),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
