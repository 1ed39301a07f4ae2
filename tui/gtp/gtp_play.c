/*
 * gtp_play.c: the GTP commands of moves: play, genmove (a uniformly random fair move that fills no
 * eye of its own), reg_genmove, kgs-genmove_cleanup, undo and is_legal.
 */
#include "config.h"

#include <stdio.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "tui/gtp/gtp_command.h"

/* splitmix64: tiny, and one seed gives the same games on every machine. */
static uint64_t gtp_random(struct gtp *e)
{
	uint64_t z = (e->rng += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* A uniform number below n (n > 0), by a multiply instead of a biased modulo. */
static int gtp_random_below(struct gtp *e, int n)
{
	return (int)(((gtp_random(e) >> 32) * (uint64_t)n) >> 32);
}

/* --- the random player ------------------------------------------------------------------------ */

/*
 * An eye of c: an empty point whose on-board neighbours are all c's stones and which is not a false
 * eye.  It is false when the opponent holds two of its diagonal points, or one where the point is on
 * the edge or in the corner (where the board takes the others).  Filling it only harms c.
 */
static bool gtp_own_eye(const struct board *b, int p, enum color c)
{
	const int near[4] = { -b->stride, -1, 1, b->stride };
	const int diagonal[4] = { -b->stride - 1, -b->stride + 1, b->stride - 1, b->stride + 1 };
	int opponent = 0, edge = 0;

	for (int i = 0; i < 4; i++) {
		enum color n = (enum color)b->color[p + near[i]];
		if (n != c && n != EDGE)
			return false;
	}
	for (int i = 0; i < 4; i++) {
		enum color d = (enum color)b->color[p + diagonal[i]];
		opponent += d == color_other(c);
		edge += d == EDGE;
	}
	return opponent < (edge ? 1 : 2);
}

/*
 * The rules every common ruleset agrees on: no suicide of any size, no repetition of an earlier
 * position.  genmove plays only what the game's rules and these both allow, so that a controller or
 * an opponent under any rules accepts it.
 */
static bool gtp_fair(const struct game *g, enum color c, int p)
{
	struct ruleset strict = *game_rules(g);

	strict.suicide = SUICIDE_FORBIDDEN;
	strict.ko = KO_POSITIONAL;
	return game_check(g, c, p).verdict == VERDICT_LEGAL
	       && game_check_as(g, &strict, c, p).verdict == VERDICT_LEGAL;
}

/* The chain through p (a stone) is the opponent's of c and marked dead. */
static bool gtp_dead_opponent(const struct board *b, const struct score_marking *m, int p, enum color c)
{
	return b->color[p] == color_other(c) && score_marking_get(m, p) == SCORE_DEAD;
}

/* p touches a dead chain of c's opponent: a move there takes one of its liberties. */
static bool gtp_near_dead(const struct board *b, const struct score_marking *m, int p, enum color c)
{
	const int near[4] = { -b->stride, -1, 1, b->stride };

	for (int i = 0; i < 4; i++)
		if (gtp_dead_opponent(b, m, p + near[i], c))
			return true;
	return false;
}

/*
 * A uniformly random fair move for c that does not fill its own eye, or BOARD_PASS.  With a marking
 * (kgs-genmove_cleanup), the moves beside the opponent's dead chains come first.  A point beside an
 * opponent's stone is never c's eye, so the pass comes only when no liberty of a dead chain can be
 * played: filling an eye of c's would not take one.
 */
static int gtp_choose(struct gtp *e, enum color c, const struct score_marking *cleanup)
{
	const struct board *b = game_board(e->game);
	int moves[BOARD_MAX_SIZE * BOARD_MAX_SIZE], n = 0;
	int near[BOARD_MAX_SIZE * BOARD_MAX_SIZE], nnear = 0;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY || !gtp_fair(e->game, c, p))
			continue;
		if (cleanup && gtp_near_dead(b, cleanup, p, c))
			near[nnear++] = p;
		else if (!gtp_own_eye(b, p, c))
			moves[n++] = p;
	}
	if (nnear)
		return near[gtp_random_below(e, nnear)];
	if (n)
		return moves[gtp_random_below(e, n)];
	return BOARD_PASS;
}

/* Reopen a game that two passes (or a no-result cycle) ended: under GTP the controller decides. */
static void gtp_reopen(struct gtp *e)
{
	if (game_phase(e->game) == PHASE_OVER)
		game_resume(e->game);
}

static int gtp_play(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int p;

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	if (p != BOARD_PASS && game_check(e->game, c, p).verdict != VERDICT_LEGAL)
		return gtp_fail(reply, "illegal move");
	gtp_reopen(e);
	if (p == BOARD_PASS)
		game_pass(e->game, c);
	else
		game_play(e->game, c, p);
	return 0;
}

const struct gtp_command gtp_play_entry = {
	.name = "play", .usage = "COLOUR VERTEX", .exec = gtp_play, .changes_board = true,
};

/* Choose c's move, with the marking in force when cleaning up, play it and answer its vertex. */
static int gtp_generate(struct gtp *e, int argc, char **argv, bool cleanup, FILE *reply)
{
	enum color c = BLACK;
	char v[8];

	if (gtp_need(argc, 1, reply) || gtp_color(argv[0], &c, reply))
		return -1;
	int p = gtp_choose(e, c, cleanup ? gtp_marking(e) : NULL);
	gtp_reopen(e);
	if (p == BOARD_PASS)
		game_pass(e->game, c);
	else
		game_play(e->game, c, p);
	fputs(board_vertex_str(game_board(e->game), p, v), reply);
	return 0;
}

static int gtp_genmove(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_generate(e, argc, argv, false, reply);
}

const struct gtp_command gtp_genmove_entry = {
	.name = "genmove", .usage = "COLOUR", .exec = gtp_genmove, .changes_board = true,
};

/* KGS's cleanup phase: the liberties of the opponent's chains marked dead first, so as to capture them. */
static int gtp_genmove_cleanup(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_generate(e, argc, argv, true, reply);
}

const struct gtp_command gtp_kgs_genmove_cleanup_entry = {
	.name = "kgs-genmove_cleanup", .usage = "COLOUR", .exec = gtp_genmove_cleanup, .changes_board = true,
};

static int gtp_reg_genmove(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	char v[8];

	if (gtp_need(argc, 1, reply) || gtp_color(argv[0], &c, reply))
		return -1;
	fputs(board_vertex_str(game_board(e->game), gtp_choose(e, c, NULL), v), reply);
	return 0;
}

const struct gtp_command gtp_reg_genmove_entry = {
	.name = "reg_genmove", .usage = "COLOUR", .exec = gtp_reg_genmove,
};

static int gtp_undo(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv;
	return game_undo(e->game) == 0 ? 0 : gtp_fail(reply, "cannot undo");
}

const struct gtp_command gtp_undo_entry = {
	.name = "undo", .usage = "", .exec = gtp_undo, .changes_board = true,
};

static int gtp_is_legal(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int p;

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	bool legal = p == BOARD_PASS || game_check(e->game, c, p).verdict == VERDICT_LEGAL;
	fputs(legal ? "1" : "0", reply);
	return 0;
}

const struct gtp_command gtp_is_legal_entry = {
	.name = "is_legal", .usage = "COLOUR VERTEX", .exec = gtp_is_legal,
};
