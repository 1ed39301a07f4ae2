/*
 * test_document.c: the document: an SGF tree with a current node.  Load, navigate, play into
 * variations, save, load again, and compare the trees node by node.
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

#include "rules/game.h"
#include "rules/sgf.h"
#include "tests/diagram.h"
#include "tui/shared/document.h"

#ifndef SGF_TEST_DIR
#define SGF_TEST_DIR "tests/sgf"
#endif

/* A game with a root comment, two variations at move 2, comments, markup and an unknown property. */
static const char tree[] =
	"(;GM[1]FF[4]SZ[9]KM[6.5]C[root comment]PB[Alice]"
	";B[ee]C[move one]"
	"(;W[cc]C[main two];B[gg]TR[aa][bb]LB[cc:A];W[dc])"
	"(;W[gc]C[var two]XY[kept \\] as it was];B[cg]))";

static struct document *parse(const char *text)
{
	struct ruleset r = rules_named("japanese");
	char err[256];
	struct document *d = document_parse(text, strlen(text), "t.sgf", &r, "test", err, sizeof err);

	if (!d)
		fail_msg("%s", err);
	return d;
}

static struct document *read_file(const char *name)
{
	struct ruleset r = rules_named("japanese");
	char path[512], err[512];

	snprintf(path, sizeof path, "%s/%s", SGF_TEST_DIR, name);
	struct document *d = document_read(path, &r, "test", err, sizeof err);
	if (!d)
		fail_msg("%s", err);
	return d;
}

/* The document saved as text and read again: a new collection (caller frees). */
static struct sgf_collection *saved(const struct document *d)
{
	size_t len;
	char *text = document_text(d, &len), err[256];
	struct sgf_collection *c = sgf_parse(text, len, "saved", err, sizeof err);

	if (!c)
		fail_msg("the saved text does not parse: %s", err);
	free(text);
	return c;
}

/* The collection in file text, each root stamped as the document stamps it. */
static struct sgf_collection *stamped(const char *text, size_t len)
{
	char err[256];
	struct sgf_collection *c = sgf_parse(text, len, "original", err, sizeof err);

	if (!c)
		fail_msg("%s", err);
	for (struct sgf_node *g = c->games; g; g = g->next)
		sgf_stamp(g, "test");
	return c;
}

static char *slurp(const char *name, size_t *len)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", SGF_TEST_DIR, name);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	*len = (size_t)ftell(f);
	rewind(f);
	char *text = malloc(*len + 1);
	assert_int_equal(fread(text, 1, *len, f), *len);
	fclose(f);
	return text;
}

static void assert_comment(const struct document *d, const char *want)
{
	char *c = document_comment(d);

	if (!want) {
		assert_null(c);
		return;
	}
	assert_non_null(c);
	assert_string_equal(c, want);
	free(c);
}

/* The move of the current node as "B E5" / "W pass". */
static void assert_at_move(const struct document *d, const char *want)
{
	const struct game *g = document_game(d);
	const struct move *m = game_move(g, game_moves(g));
	char got[16], v[8];

	assert_non_null(m);
	snprintf(got, sizeof got, "%c %s", m->color == BLACK ? 'B' : 'W',
		 board_vertex_str(game_board(g), m->action == ACTION_PLAY ? m->point : BOARD_PASS, v));
	assert_string_equal(got, want);
}

/* --- loading and saving --------------------------------------------------------------------------- */

/* The SGF specification's example files come back node by node, every game tree of them. */
static void test_spec_examples_round_trip(void **state)
{
	static const char *const files[] = { "spec/ff4_ex.sgf", "spec/dd_vw_ex.sgf" };

	(void)state;
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		size_t len;
		char *text = slurp(files[i], &len);
		struct document *d = read_file(files[i]);
		struct sgf_collection *want = stamped(text, len), *got = saved(d);
		assert_int_equal(got->ngames, want->ngames);
		assert_true(sgf_equal(want, got));
		assert_false(document_changed(d));
		sgf_free(want);
		sgf_free(got);
		document_free(d);
		free(text);
	}
	/* ff4_ex: 2 game trees; the first of 54 nodes with 5 variations at its root. */
	struct document *d = read_file("spec/ff4_ex.sgf");
	assert_int_equal(document_sgf(d)->ngames, 2);
	assert_int_equal(sgf_count_nodes(document_root(d)), 54);
	document_free(d);
}

/* Navigation reaches every node and comment, and never marks the document changed. */
static void test_navigation_is_not_a_change(void **state)
{
	(void)state;
	struct document *d = parse(tree);

	/* At the end of the main line. */
	assert_int_equal(game_moves(document_game(d)), 4);
	assert_at_move(d, "W D7");
	assert_int_equal(document_ahead(d), 0);
	assert_int_equal(document_back(d, 2), 2);
	assert_comment(d, "main two");
	assert_int_equal(document_ahead(d), 2);
	int count;
	assert_int_equal(document_variation(d, &count), 0);
	assert_int_equal(count, 2);
	assert_int_equal(document_goto_variation(d, 1), 0);
	assert_comment(d, "var two");
	assert_at_move(d, "W G7");
	assert_int_equal(document_goto_variation(d, 2), -1);
	assert_int_equal(document_forward(d, 5), 1);          /* the variation's line */
	assert_at_move(d, "B C3");
	document_goto_start(d);
	assert_comment(d, "root comment");
	assert_int_equal(game_moves(document_game(d)), 0);
	assert_int_equal(document_forward(d, 2), 2);          /* the line followed is remembered */
	assert_comment(d, "var two");
	document_goto_move(d, 1);
	assert_comment(d, "move one");
	document_goto_end(d);
	assert_at_move(d, "B C3");
	assert_false(document_changed(d));
	assert_false(document_unsaved(d));
	char *text = document_text(d, NULL);
	struct sgf_collection *want = stamped(tree, strlen(tree)), *got = saved(d);
	assert_true(sgf_equal(want, got));
	sgf_free(want);
	sgf_free(got);
	free(text);
	document_free(d);
}

/* A move that is already a child is followed; any other becomes a new last variation; nothing is
 * cut off.  Saved and read again, both lines and every comment are there. */
static void test_play_follows_or_branches(void **state)
{
	(void)state;
	struct document *d = parse(tree);
	const struct board *b = game_board(document_game(d));

	document_goto_move(d, 1);
	struct verdict_info v = document_play(d, WHITE, AT(b, "C7"));
	assert_int_equal(v.verdict, VERDICT_LEGAL);
	assert_comment(d, "main two");                      /* followed, not added */
	assert_false(document_changed(d));
	assert_int_equal(document_ahead(d), 2);             /* the rest of the line is still ahead */
	document_back(d, 1);
	v = document_play(d, WHITE, AT(b, "E7"));
	assert_int_equal(v.verdict, VERDICT_LEGAL);
	assert_true(document_changed(d));
	assert_comment(d, NULL);
	int count;
	assert_int_equal(document_variation(d, &count), 2);
	assert_int_equal(count, 3);
	assert_int_equal(document_ahead(d), 0);
	assert_int_equal(document_play(d, BLACK, AT(b, "E5")).verdict, VERDICT_OCCUPIED);
	assert_int_equal(document_pass(d, BLACK), 0);
	assert_int_equal(sgf_count_nodes(document_root(d)), 9);

	struct sgf_collection *c = saved(d);
	size_t len;
	char *text = sgf_write(c, &len);
	document_free(d);
	d = parse(text);
	free(text);
	sgf_free(c);
	/* The file's main line is still the main line, with its markup and comments. */
	assert_at_move(d, "W D7");
	document_back(d, 1);
	assert_non_null(sgf_prop_get(document_node(d), "TR"));
	assert_string_equal(sgf_value(document_node(d), "LB"), "cc:A");
	document_back(d, 1);
	assert_comment(d, "main two");
	assert_int_equal(document_goto_variation(d, 1), 0);
	assert_comment(d, "var two");
	assert_string_equal(sgf_value(document_node(d), "XY"), "kept \\] as it was");
	assert_int_equal(document_goto_variation(d, 2), 0);
	assert_at_move(d, "W E7");
	document_goto_end(d);
	assert_at_move(d, "B pass");
	document_goto_start(d);
	assert_comment(d, "root comment");
	char name[32];
	assert_string_equal(document_player(d, BLACK, name, sizeof name), "Alice");
	document_free(d);
}

/* Setup in a later node is shown there and saved where it was. */
static void test_setup_in_a_later_node(void **state)
{
	(void)state;
	struct document *d = read_file("setup-later.sgf");

	assert_int_equal(game_moves(document_game(d)), 4);
	document_back(d, 1);
	assert_string_equal(sgf_value(document_node(d), "AB"), "gg");
	ASSERT_BOARD(game_board(document_game(d)),
		     ". . . . . . . . .\n"
		     ". . . . . . . . .\n"
		     ". . O . . . . . .\n"
		     ". . . . . . . . .\n"
		     ". . . . X . . . .\n"
		     ". . . . . . . . .\n"
		     ". . . . . . X . .\n"
		     ". . . . . . . . .\n"
		     ". . . . . . . . .\n");
	document_back(d, 1);
	assert_int_equal(game_board(document_game(d))->stones[BLACK], 1);
	size_t len;
	char *text = slurp("setup-later.sgf", &len);
	struct sgf_collection *want = stamped(text, len), *got = saved(d);
	assert_true(sgf_equal(want, got));
	free(text);
	sgf_free(want);
	sgf_free(got);
	document_free(d);
}

/* A file whose line holds an illegal move: the game stops before it, and the rest is kept. */
static void test_illegal_move_kept(void **state)
{
	(void)state;
	static const char text[] = "(;SZ[9];B[ee];W[ee]C[on a stone];B[cc])";
	struct document *d = parse(text);

	assert_int_equal(game_moves(document_game(d)), 1);
	assert_non_null(strstr(document_stop_reason(d), "move 2 (white E5) is illegal"));
	assert_int_equal(document_forward(d, 1), 0);
	struct sgf_collection *want = stamped(text, strlen(text)), *got = saved(d);
	assert_true(sgf_equal(want, got));
	sgf_free(want);
	sgf_free(got);
	document_free(d);
}

/* --- what play records ----------------------------------------------------------------------------- */

static struct document *new_game(int size, const char *rules, int handicap)
{
	struct document_setup s = { .size = size, .rules = rules_named(rules), .handicap = handicap,
				    .names = { NULL, "Black Name", NULL }, .version = "test" };
	char err[128];
	struct document *d = document_new(&s, err, sizeof err);

	if (!d)
		fail_msg("%s", err);
	return d;
}

static void test_new_game(void **state)
{
	(void)state;
	struct document *d = new_game(19, "chinese", 4);
	const struct game *g = document_game(d);
	char name[32];

	assert_int_equal(game_handicap(g), 4);
	assert_int_equal(game_to_move(g), WHITE);
	assert_string_equal(sgf_value(document_root(d), "HA"), "4");
	assert_string_equal(sgf_value(document_root(d), "RU"), "Chinese");
	assert_string_equal(sgf_value(document_root(d), "KM"), "7.5");
	assert_string_equal(document_player(d, BLACK, name, sizeof name), "Black Name");
	assert_false(document_komi_given(d));
	assert_false(document_unsaved(d));
	document_set_player(d, WHITE, "Other");
	assert_true(document_changed(d));
	assert_false(document_unsaved(d));                 /* a new game without a move */
	assert_int_equal(document_play(d, WHITE, AT(game_board(g), "C3")).verdict, VERDICT_LEGAL);
	assert_true(document_unsaved(d));
	document_free(d);
	char err[128];
	struct document_setup s = { .size = 5, .rules = rules_named("japanese"), .handicap = 3 };
	assert_null(document_new(&s, err, sizeof err));
	assert_non_null(strstr(err, "handicap"));
}

/* A resignation is RE of the root, the game at its node is over; undoing it removes RE. */
static void test_resign(void **state)
{
	(void)state;
	struct document *d = new_game(9, "japanese", 0);
	const struct board *b = game_board(document_game(d));

	document_play(d, BLACK, AT(b, "E5"));
	document_play(d, WHITE, AT(b, "C3"));
	document_back(d, 1);
	assert_int_equal(document_resign(d, WHITE), -1);  /* later moves: not the end of the line */
	document_forward(d, 1);
	assert_int_equal(document_resign(d, BLACK), 0);
	assert_int_equal(game_end_reason(document_game(d)), END_RESIGN);
	assert_true(document_resigned_here(d));
	assert_string_equal(sgf_value(document_root(d), "RE"), "W+R");
	assert_int_equal(document_play(d, BLACK, AT(b, "D4")).verdict, VERDICT_GAME_OVER);

	/* Saved and read again: resigned at the end, not before it. */
	char *text = document_text(d, NULL);
	struct document *e = parse(text);
	assert_true(document_resigned_here(e));
	document_back(e, 1);
	assert_int_equal(game_phase(document_game(e)), PHASE_PLAY);
	document_forward(e, 1);
	document_unresign(e);
	assert_null(sgf_value(document_root(e), "RE"));
	assert_int_equal(game_phase(document_game(e)), PHASE_PLAY);
	assert_true(document_changed(e));
	free(text);
	document_free(e);
	document_free(d);
}

/* A loss on time is kept as a resignation is, RE W+T or B+T; it may fall at a node with later moves. */
static void test_lost_on_time(void **state)
{
	(void)state;
	struct document *d = new_game(9, "japanese", 0);
	const struct board *b = game_board(document_game(d));

	document_play(d, BLACK, AT(b, "E5"));
	document_play(d, WHITE, AT(b, "C3"));
	document_back(d, 1);
	assert_int_equal(document_resign_as(d, WHITE, 'T'), 0);   /* White to move ran out of time */
	assert_string_equal(sgf_value(document_root(d), "RE"), "B+T");
	assert_int_equal(document_resigned_how(d), 'T');
	assert_int_equal(game_end_reason(document_game(d)), END_RESIGN);
	document_unresign(d);
	assert_int_equal(document_resigned_how(d), 0);
	document_forward(d, 1);
	assert_int_equal(document_resign_as(d, BLACK, 'T'), 0);
	char *text = document_text(d, NULL);
	struct document *e = parse(text);
	assert_int_equal(document_resigned_how(e), 'T');
	assert_int_equal(game_resigned(document_game(e)), BLACK);
	free(text);
	document_free(e);
	document_free(d);
	/* "W+Time", as some servers write it, reads the same. */
	d = parse("(;SZ[9]RE[W+Time];B[ee];W[cc])");
	assert_int_equal(document_resigned_how(d), 'T');
	document_free(d);
}

/* Free handicap: the stones go to the root's AB one by one, Black to move until HA names them. */
static void test_place_stones(void **state)
{
	(void)state;
	struct document *d = new_game(9, "chinese", 0);
	const struct board *b = game_board(document_game(d));
	int pts[3] = { AT(b, "C3"), AT(b, "G7"), AT(b, "E5") };

	assert_int_equal(document_place_stones(d, pts, 2, 0), 0);
	assert_int_equal(game_to_move(document_game(d)), BLACK);
	assert_int_equal(game_handicap(document_game(d)), 0);
	assert_int_equal(game_board(document_game(d))->color[pts[1]], BLACK);
	assert_int_equal(document_place_stones(d, pts, 3, 3), 0);
	assert_int_equal(game_to_move(document_game(d)), WHITE);
	assert_int_equal(game_handicap(document_game(d)), 3);
	assert_string_equal(sgf_value(document_root(d), "HA"), "3");
	int twice[2] = { pts[0], pts[0] };
	assert_int_equal(document_place_stones(d, twice, 2, 2), -1);
	assert_int_equal(document_play(d, WHITE, AT(b, "D4")).verdict, VERDICT_LEGAL);
	assert_int_equal(document_place_stones(d, pts, 2, 0), -1);   /* after the first move */
	document_free(d);
}

/* BL/WL are found at the current node or the nearest one before it. */
static void test_prop_above(void **state)
{
	(void)state;
	struct document *d = parse("(;SZ[9]TM[60];B[ee]BL[50];W[cc]WL[55];B[gg]BL[41.5]OB[2])");
	const struct sgf_node *at;

	assert_string_equal(document_prop_above(d, "BL", &at), "41.5");
	assert_string_equal(sgf_value(at, "OB"), "2");
	assert_string_equal(document_prop_above(d, "WL", NULL), "55");
	document_back(d, 2);
	assert_string_equal(document_prop_above(d, "BL", NULL), "50");
	assert_null(document_prop_above(d, "WL", NULL));
	assert_string_equal(document_prop_above(d, "TM", NULL), "60");
	document_set_prop(d, "WL", "60");
	assert_string_equal(document_prop_above(d, "WL", NULL), "60");
	document_free(d);
}

/* Two passes end play; a move is refused until play is resumed, and then follows the passes. */
static void test_passes_and_resume(void **state)
{
	(void)state;
	struct document *d = new_game(9, "japanese", 0);
	const struct board *b = game_board(document_game(d));

	document_pass(d, BLACK);
	document_pass(d, WHITE);
	assert_int_equal(game_end_reason(document_game(d)), END_PASSES);
	assert_int_equal(document_play(d, BLACK, AT(b, "E5")).verdict, VERDICT_GAME_OVER);
	assert_int_equal(document_pass(d, BLACK), -1);
	document_resume(d);
	assert_int_equal(document_play(d, BLACK, AT(b, "E5")).verdict, VERDICT_LEGAL);
	assert_int_equal(game_moves(document_game(d)), 3);
	assert_int_equal(game_phase(document_game(d)), PHASE_PLAY);
	document_back(d, 1);
	assert_int_equal(game_end_reason(document_game(d)), END_PASSES);   /* the resume was for one move */
	document_free(d);
}

/* Rules and komi go where the game-info is; the game is loaded again under them. */
static void test_rules_and_komi(void **state)
{
	(void)state;
	struct document *d = parse("(;SZ[9];B[ee]RU[Japanese];W[cc])");
	struct ruleset chinese = rules_named("chinese");

	assert_int_equal(game_rules(document_game(d))->scoring, SCORING_TERRITORY);
	document_set_rules(d, &chinese);
	assert_int_equal(game_rules(document_game(d))->scoring, SCORING_AREA);
	assert_null(sgf_value(document_root(d), "RU"));
	assert_string_equal(sgf_value(document_root(d)->child, "RU"), "Chinese");
	assert_string_equal(sgf_value(document_root(d), "KM"), "7.5");
	assert_false(document_komi_given(d));
	document_set_komi(d, 1);
	assert_int_equal(game_rules(document_game(d))->komi2, 1);
	assert_true(document_komi_given(d));
	assert_true(document_changed(d));
	assert_int_equal(game_moves(document_game(d)), 2);
	document_free(d);

	/* Rules that forbid a move of the line stop the game before it. */
	d = parse("(;SZ[5]RU[NZ]AB[ba][ab]AW[ca][bb][ac];B[aa])");   /* Black's A5: a two-stone suicide */
	assert_int_equal(game_moves(document_game(d)), 1);
	struct ruleset japanese = rules_named("japanese");
	document_set_rules(d, &japanese);
	assert_int_equal(game_moves(document_game(d)), 0);
	assert_non_null(strstr(document_stop_reason(d), "suicide"));
	document_free(d);
}

/* The autosave keeps where the current node is: a variation's node is found again. */
static void test_path(void **state)
{
	(void)state;
	struct document *d = parse(tree);
	char path[64];

	document_goto_move(d, 1);
	document_play(d, WHITE, AT(game_board(document_game(d)), "E7"));
	document_play(d, BLACK, AT(game_board(document_game(d)), "D4"));
	assert_string_equal(document_path(d, path, sizeof path), "3 2=2");
	char *text = document_text(d, NULL);
	struct document *e = parse(text);
	assert_int_equal(document_goto_path(e, path), 0);
	assert_at_move(e, "B D4");
	assert_int_equal(game_moves(document_game(e)), 3);
	assert_int_equal(document_goto_path(e, "9 2=7"), -1);
	assert_at_move(e, "W D7");                           /* the end of the main line */
	free(text);
	document_free(e);
	document_free(d);
}

/* Deleting a variation: the node and all after it go, its siblings and parent stay, the document is
 * at the parent, and the root cannot be deleted. */
static void test_delete(void **state)
{
	(void)state;
	struct document *d = parse(tree);
	int n, at;

	document_goto_move(d, 2);
	assert_int_equal(document_goto_variation(d, 1), 0);   /* W[gc] C[var two] */
	assert_false(document_changed(d));
	assert_int_equal(document_delete(d), 0);
	assert_true(document_changed(d));
	assert_at_move(d, "B E5");
	assert_int_equal(game_moves(document_game(d)), 1);
	const struct sgf_node *const *line = document_line(d, &n, &at);
	assert_int_equal(at, 1);
	assert_int_equal(n, 5);                                  /* the main line is the line again */
	assert_null(line[1]->child->next);                       /* one child left: W[cc] */
	char *text = document_text(d, NULL);
	assert_null(strstr(text, "var two"));
	assert_non_null(strstr(text, "C[main two];B[gg]TR[aa][bb]LB[cc:A];W[dc])"));
	free(text);
	document_goto_end(d);
	assert_at_move(d, "W D7");
	document_back(d, 1);
	assert_int_equal(document_delete(d), 0);                 /* the last two moves of the main line */
	document_goto_end(d);
	assert_at_move(d, "W C7");
	document_goto_start(d);
	assert_int_equal(document_delete(d), -1);
	document_free(d);
}

/* A comment replaced, added to and removed; the line names the nodes root first. */
static void test_comments_and_line(void **state)
{
	(void)state;
	struct document *d = parse(tree);
	int n, at;

	document_goto_move(d, 1);
	document_add_comment(d, "and more");
	char *c = document_comment(d);
	assert_string_equal(c, "move one\n\nand more");
	free(c);
	document_set_comment(d, "only this ] and that");
	c = document_comment(d);
	assert_string_equal(c, "only this ] and that");
	free(c);
	document_set_comment(d, NULL);
	assert_null(document_comment(d));
	assert_true(document_changed(d));
	const struct sgf_node *const *line = document_line(d, &n, &at);
	assert_int_equal(at, 1);
	assert_ptr_equal(line[0], document_root(d));
	assert_ptr_equal(line[at], document_node(d));
	assert_null(line[n - 1]->child);
	document_free(d);
}

/*
 * In play the line played is the main line: a move (or a pass) becomes its parent's first child,
 * and the moves taken back stay as a later variation.  E5, D5, back, C5, pass, pass: the file's main
 * line is B E5, W C5, B pass, W pass, and W D5 is the second variation at move 2.  Review keeps its
 * rule (document_play: a new move after the others).
 */
static void test_play_makes_the_main_line(void **state)
{
	(void)state;
	struct document *d = new_game(9, "japanese", 0);
	const struct board *b = game_board(document_game(d));

	assert_int_equal(document_play_main(d, BLACK, AT(b, "E5")).verdict, VERDICT_LEGAL);
	assert_int_equal(document_play_main(d, WHITE, AT(b, "D5")).verdict, VERDICT_LEGAL);
	document_back(d, 1);
	assert_int_equal(document_play_main(d, WHITE, AT(b, "C5")).verdict, VERDICT_LEGAL);
	int count;
	assert_int_equal(document_variation(d, &count), 0);
	assert_int_equal(count, 2);
	assert_int_equal(document_pass_main(d, BLACK), 0);
	assert_int_equal(document_pass_main(d, WHITE), 0);

	struct sgf_collection *c = saved(d);
	const struct sgf_node *e5 = c->games->child;
	assert_string_equal(sgf_value(e5, "B"), "ee");
	assert_string_equal(sgf_value(e5->child, "W"), "ce");
	assert_string_equal(sgf_value(e5->child->child, "B"), "");
	assert_string_equal(sgf_value(e5->child->next, "W"), "de");
	assert_null(e5->child->next->next);
	size_t len;
	char *text = sgf_write(c, &len);
	document_free(d);
	sgf_free(c);
	d = parse(text);
	free(text);
	document_goto_end(d);
	b = game_board(document_game(d));   /* the document read back has a game of its own */
	assert_int_equal(game_moves(document_game(d)), 4);
	assert_at_move(d, "W pass");
	/* The move taken back played again becomes the main line again. */
	document_goto_move(d, 1);
	assert_int_equal(document_play_main(d, WHITE, AT(b, "D5")).verdict, VERDICT_LEGAL);
	assert_int_equal(document_variation(d, &count), 0);
	/* Review's rule: a new move goes after the others. */
	document_back(d, 1);
	assert_int_equal(document_play(d, WHITE, AT(b, "F5")).verdict, VERDICT_LEGAL);
	assert_int_equal(document_variation(d, &count), 2);
	assert_int_equal(count, 3);
	document_free(d);
}

/* The actions the document's game has applied since d was made. */
static long applied(const struct document *d)
{
	return game_applied(document_game(d));
}

/* A legal move of the player to move, the first from a seed in a fixed order, filling no eye of
 * the player's own. */
static int a_move(const struct document *d, unsigned *seed)
{
	const struct game *g = document_game(d);
	const struct board *b = game_board(g);
	int n = b->size * b->size;

	*seed = *seed * 1103515245u + 12345u;
	for (int k = 0; k < n; k++) {
		int v = (int)((*seed >> 8) + (unsigned)k * 7) % n, p = board_point(b, v % b->size, v / b->size);
		int own = 0, sides = 0;
		BOARD_NEIGHBOURS(b, p, q)
			if (b->color[q] != EDGE) {
				sides++;
				own += b->color[q] == game_to_move(g);
			}
		if (own < sides && game_check(g, game_to_move(g), p).verdict == VERDICT_LEGAL)
			return p;
	}
	return BOARD_PASS;
}

/*
 * One game, a move applied to it once: a move played applies that move, a step forward the move of
 * the next node, a step back nothing, another variation the moves after the node the two lines
 * share, an edit the node edited and what follows it; a change of rules loads the line again.
 */
static void test_moves_applied_once(void **state)
{
	(void)state;
	struct document *d = new_game(13, "japanese", 0);
	unsigned seed = 3;
	long was;

	for (int i = 0; i < 150; i++) {
		int p = a_move(d, &seed);
		if (game_phase(document_game(d)) == PHASE_OVER)
			document_resume(d);
		was = applied(d);
		if (p == BOARD_PASS)
			assert_int_equal(document_pass(d, game_to_move(document_game(d))), 0);
		else
			assert_int_equal(document_play(d, game_to_move(document_game(d)), p).verdict, VERDICT_LEGAL);
		assert_int_equal(applied(d), was + 1);
	}
	int moves = game_moves(document_game(d));
	assert_int_equal(moves, 150);
	was = applied(d);
	document_goto_start(d);
	assert_int_equal(applied(d), was);
	for (int i = 1; i <= moves; i++) {
		assert_int_equal(document_forward(d, 1), 1);
		assert_int_equal(applied(d), was + i);
	}
	was = applied(d);
	assert_int_equal(document_back(d, moves), moves);
	assert_int_equal(applied(d), was);
	document_goto_end(d);
	assert_int_equal(applied(d), was + moves);   /* from the start: each move once */

	/* A variation at move 100, and back to the main line's move there. */
	document_goto_move(d, 100);
	int main_100 = game_move(document_game(d), 100)->point, p;
	document_back(d, 1);
	was = applied(d);
	do
		p = a_move(d, &seed);
	while (p == main_100);
	assert_int_equal(document_play(d, game_to_move(document_game(d)), p).verdict, VERDICT_LEGAL);
	assert_int_equal(applied(d), was + 1);
	assert_int_equal(document_goto_variation(d, 0), 0);
	assert_int_equal(applied(d), was + 2);
	document_goto_end(d);
	assert_int_equal(applied(d), was + 2 + moves - 100);

	/* An edit at move 120 (a stone set up there: a setup action after its move). */
	document_goto_move(d, 120);
	struct sgf_node *n = document_edit_node(d);
	sgf_prop_add(n, "AE", "aa");
	was = applied(d);
	document_edited(d);
	assert_int_equal(applied(d), was + 2);
	assert_int_equal(game_moves(document_game(d)), 121);

	/* A resignation at the end of the line: taken back by a step back, made again by a step
	 * forward. */
	document_goto_end(d);
	assert_int_equal(document_resign(d, game_to_move(document_game(d))), 0);
	was = applied(d);
	document_back(d, 1);
	assert_int_equal(applied(d), was);
	assert_int_equal(game_phase(document_game(d)), PHASE_PLAY);
	document_forward(d, 1);
	assert_int_equal(applied(d), was + 2);
	assert_int_equal(game_end_reason(document_game(d)), END_RESIGN);

	/* Other rules: the line is loaded again, every move once more. */
	struct ruleset chinese = rules_named("chinese");
	int now = game_moves(document_game(d));
	was = applied(d);
	document_set_rules(d, &chinese);
	assert_int_equal(applied(d), was + now);
	assert_int_equal(game_end_reason(document_game(d)), END_RESIGN);

	/* Deleting the last node: the game steps back, applying nothing. */
	was = applied(d);
	assert_int_equal(document_delete(d), 0);
	assert_int_equal(applied(d), was);
	assert_int_equal(game_moves(document_game(d)), now - 2);
	document_free(d);
}

/* Game information the game is read from (KM, HA) moves it again when it changes; other game
 * information (GN) does not touch it. */
static void test_info_moves_the_game(void **state)
{
	(void)state;
	struct document *d = parse("(;SZ[9]KM[0.5]RU[Japanese];B[ee];W[cc];B[gg])");

	assert_int_equal(game_rules(document_game(d))->komi2, 1);
	long was = applied(d);
	document_set_info(d, "GN", "a name");
	assert_int_equal(applied(d), was);
	document_set_info(d, "KM", NULL);
	assert_int_equal(game_rules(document_game(d))->komi2, 13);   /* Japanese rules' own */
	assert_int_equal(applied(d), was + 3);                       /* the line loaded again */
	assert_int_equal(game_moves(document_game(d)), 3);
	document_free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spec_examples_round_trip),
		cmocka_unit_test(test_navigation_is_not_a_change),
		cmocka_unit_test(test_play_follows_or_branches),
		cmocka_unit_test(test_play_makes_the_main_line),
		cmocka_unit_test(test_setup_in_a_later_node),
		cmocka_unit_test(test_illegal_move_kept),
		cmocka_unit_test(test_new_game),
		cmocka_unit_test(test_resign),
		cmocka_unit_test(test_lost_on_time),
		cmocka_unit_test(test_place_stones),
		cmocka_unit_test(test_prop_above),
		cmocka_unit_test(test_passes_and_resume),
		cmocka_unit_test(test_rules_and_komi),
		cmocka_unit_test(test_path),
		cmocka_unit_test(test_delete),
		cmocka_unit_test(test_comments_and_line),
		cmocka_unit_test(test_moves_applied_once),
		cmocka_unit_test(test_info_moves_the_game),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
