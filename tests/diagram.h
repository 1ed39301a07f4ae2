/*
 * diagram.h: test helpers that build boards from diagrams and compare boards as diagrams, so that a
 * failing test prints both boards, and that name rulesets.  Include after <cmocka.h>.
 */
#ifndef TENGEN_TEST_DIAGRAM_H
#define TENGEN_TEST_DIAGRAM_H

#include <stdio.h>
#include <string.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/ruleset.h"

/* Build *b from a diagram or fail the test with the parser's message. */
#define DIAGRAM(b, text) diagram_load((b), (text), __FILE__, __LINE__)
/* Fail the test, printing both boards, unless b's colouring is the diagram's. */
#define ASSERT_BOARD(b, text) diagram_assert((b), (text), __FILE__, __LINE__)
/* The point at a GTP vertex ("D4") of b, failing the test if it is not one. */
#define AT(b, v) diagram_at((b), (v), __FILE__, __LINE__)
/* A new game under the named rules whose start position is the diagram's (caller frees). */
#define DIAGRAM_GAME(rules, text) diagram_game((rules), (text), __FILE__, __LINE__)

static inline void diagram_load(struct board *b, const char *text, const char *file, int line)
{
	char err[128];

	if (board_from_diagram(b, text, err, sizeof err) != 0) {
		print_error("%s\n", err);
		_fail(file, line);
	}
}

static inline void diagram_assert(const struct board *b, const char *text, const char *file, int line)
{
	struct board want;
	char got_s[2048], want_s[2048];

	diagram_load(&want, text, file, line);
	if (board_equal(b, &want))
		return;
	board_to_diagram(b, true, got_s, sizeof got_s);
	board_to_diagram(&want, true, want_s, sizeof want_s);
	print_error("board differs.\nexpected:\n%s\ngot:\n%s\n", want_s, got_s);
	_fail(file, line);
}

static inline int diagram_at(const struct board *b, const char *v, const char *file, int line)
{
	int p = board_vertex_parse(b, v);

	if (p == BOARD_NONE || p == BOARD_PASS) {
		print_error("'%s' is not a point of a %dx%d board\n", v, b->size, b->size);
		_fail(file, line);
	}
	return p;
}

/* The ruleset a name (or any form ruleset_parse reads) stands for, or fail the test with why. */
static inline struct ruleset rules_named(const char *name)
{
	struct ruleset r;
	char err[256];

	if (ruleset_parse(&r, name, err, sizeof err) != 0)
		fail_msg("%s", err);
	return r;
}

static inline struct game *diagram_game(const char *rules, const char *text, const char *file, int line)
{
	struct board b;
	struct ruleset r = rules_named(rules);

	diagram_load(&b, text, file, line);
	struct game *g = game_new(b.size, &r);
	BOARD_FOREACH(&b, p)
		if (b.color[p] != EMPTY && game_setup_stone(g, p, (enum color)b.color[p]) != 0) {
			print_error("the diagram's stone at %d cannot be set up\n", p);
			_fail(file, line);
		}
	return g;
}

/* Fail the test, printing both boards, unless a and b are the same to the last bit: the colours,
 * the chains (heads, stone lists, stone and liberty counts, the entries of empty points too), the
 * hash and the counters. */
#define ASSERT_BOARD_BITS(a, b) diagram_assert_bits((a), (b), __FILE__, __LINE__)
/* Fail the test unless games g and h stand at the same place (the board to the last bit, each
 * action of the history, the player to move, the end, prisoners, plays, ko, handicap and rules). */
#define ASSERT_SAME_GAME(g, h) diagram_assert_same_game((g), (h), __FILE__, __LINE__)

static inline void diagram_assert_bits(const struct board *a, const struct board *b, const char *file,
				       int line)
{
	const char *differs = a->size != b->size || a->stride != b->stride ? "size"
		: memcmp(a->color, b->color, sizeof a->color) ? "colours"
		: a->hash != b->hash ? "hash"
		: memcmp(a->removed, b->removed, sizeof a->removed) || memcmp(a->stones, b->stones, sizeof a->stones)
			|| a->breathless != b->breathless ? "counters"
		: memcmp(a->head, b->head, sizeof a->head) || memcmp(a->next, b->next, sizeof a->next) ? "chain lists"
		: memcmp(a->libs, b->libs, sizeof a->libs) || memcmp(a->count, b->count, sizeof a->count)
			? "chain counts" : NULL;
	char a_s[2048], b_s[2048];

	if (!differs)
		return;
	board_to_diagram(a, true, a_s, sizeof a_s);
	board_to_diagram(b, true, b_s, sizeof b_s);
	print_error("the boards' %s differ.\nexpected:\n%s\ngot:\n%s\n", differs, b_s, a_s);
	_fail(file, line);
}

static inline void diagram_assert_same_game(const struct game *g, const struct game *h, const char *file,
					    int line)
{
	char what[64] = "";

	diagram_assert_bits(game_board(g), game_board(h), file, line);
	if (game_moves(g) != game_moves(h))
		snprintf(what, sizeof what, "%d and %d actions", game_moves(g), game_moves(h));
	for (int i = 1; !what[0] && i <= game_moves(g); i++) {
		const struct move *m = game_move(g, i), *n = game_move(h, i);
		if (m->action != n->action || m->color != n->color || m->point != n->point ||
		    m->captured != n->captured || m->suicided != n->suicided || m->hash != n->hash ||
		    m->flags != n->flags || m->changes != n->changes)
			snprintf(what, sizeof what, "action %d", i);
	}
	for (enum color c = BLACK; !what[0] && c <= WHITE; c++)
		if (game_prisoners(g, c) != game_prisoners(h, c) || game_plays(g, c) != game_plays(h, c) ||
		    game_ko_point(g, c) != game_ko_point(h, c))
			snprintf(what, sizeof what, "%s's prisoners, plays or ko", color_str(c));
	if (!what[0] && (game_to_move(g) != game_to_move(h) || game_end_reason(g) != game_end_reason(h) ||
			 game_resigned(g) != game_resigned(h)))
		snprintf(what, sizeof what, "the player to move or the end");
	if (!what[0] && (game_handicap(g) != game_handicap(h) ||
			 !ruleset_equal(game_rules(g), game_rules(h))))
		snprintf(what, sizeof what, "the handicap or the rules");
	if (!what[0])
		return;
	print_error("the games differ: %s\n", what);
	_fail(file, line);
}

#endif
