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

#endif
