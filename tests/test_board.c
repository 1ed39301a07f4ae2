/*
 * test_board.c: the board's physics, written as diagrams with the expected results.
 *
 * Every hand-written position is also checked against a model the test keeps for itself: a plain
 * grid of colours whose chains, liberties and reach are found by flood fill, and whose moves follow
 * rule 7 literally (colour the point, clear the opponent's chains without liberties, then the
 * player's own).  The board's incremental chains, counts and hash must always agree with it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "tests/diagram.h"

#define MAX_CELLS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

/* ------------------------------------------------------------------------------------------------ */
/* Failing with the board printed.                                                                   */

#define CHECK(b, cond) do { if (!(cond)) check_failed((b), #cond, __FILE__, __LINE__); } while (0)

static void check_failed(const struct board *b, const char *what, const char *file, int line)
{
	char s[2048];

	board_to_diagram(b, true, s, sizeof s);
	print_error("%s does not hold on\n%s\n", what, s);
	_fail(file, line);
}

/* Vertex names of the points in list, in board order (top row first), separated by spaces. */
static const char *vertices_str(const struct board *b, uint16_t *list, int n, char *out)
{
	char v[8];

	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && list[j - 1] > list[j]; j--) {
			uint16_t t = list[j];
			list[j] = list[j - 1];
			list[j - 1] = t;
		}
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i > 0)
			strcat(out, " ");
		strcat(out, board_vertex_str(b, list[i], v));
	}
	return out;
}

static int word_count(const char *s)
{
	int n = 0;

	for (; *s; s++)
		if (*s != ' ' && (s[1] == ' ' || s[1] == '\0'))
			n++;
	return n;
}

/* Fail unless the chain at v has exactly the liberties named in want, and caches that many. */
#define ASSERT_LIBS(b, v, want) assert_libs((b), (v), (want), __FILE__, __LINE__)

static void assert_libs(const struct board *b, const char *v, const char *want, const char *file, int line)
{
	uint16_t list[BOARD_MAX_POINTS];
	char got[4096];
	int p = diagram_at(b, v, file, line);
	int n = board_chain_liberties(b, p, list);

	vertices_str(b, list, n, got);
	if (strcmp(got, want) == 0 && board_libs(b, p) == n && n == word_count(want))
		return;
	print_error("liberties of %s: cached %d, listed %d '%s', expected '%s'\n", v, board_libs(b, p), n,
		    got, want);
	check_failed(b, "assert_libs", file, line);
}

/* Fail unless the chain at v is exactly the stones named in want, and caches that many. */
#define ASSERT_CHAIN(b, v, want) assert_chain((b), (v), (want), __FILE__, __LINE__)

static void assert_chain(const struct board *b, const char *v, const char *want, const char *file, int line)
{
	uint16_t list[BOARD_MAX_POINTS];
	char got[4096];
	int p = diagram_at(b, v, file, line);
	int n = board_chain_stones(b, p, list);

	vertices_str(b, list, n, got);
	if (strcmp(got, want) == 0 && board_chain_size(b, p) == n)
		return;
	print_error("chain of %s: cached %d stones, listed '%s', expected '%s'\n", v, board_chain_size(b, p),
		    got, want);
	check_failed(b, "assert_chain", file, line);
}

/* The stones of the i-th cleared chain of a trace, as vertex names in board order. */
static const char *trace_clear_str(const struct board *b, const struct trace *tr, int i, char *out)
{
	uint16_t list[BOARD_MAX_POINTS];
	const struct trace_clear *cl = &tr->clears[i];

	memcpy(list, tr->stones + cl->first, sizeof list[0] * (size_t)cl->count);
	return vertices_str(b, list, cl->count, out);
}

/* ------------------------------------------------------------------------------------------------ */
/* The model: a grid of colours and a flood fill, nothing incremental.                               */

struct model {
	int n;                            /* lines on each side */
	uint8_t c[MAX_CELLS];             /* colour of cell y * n + x */
	int label[MAX_CELLS];             /* the region (chain or empty area) of every cell */
	int nlabels;                      /* regions found */
	int size[MAX_CELLS];              /* cells of each region */
	int libs[MAX_CELLS];              /* distinct empty cells next to each region */
	unsigned reach[MAX_CELLS];        /* colours next to each region (rule 3 mask) */
};

static const int DX[4] = { 0, -1, 1, 0 }, DY[4] = { -1, 0, 0, 1 };

static int model_neighbour(const struct model *m, int cell, int d)
{
	int x = cell % m->n + DX[d], y = cell / m->n + DY[d];

	return x < 0 || y < 0 || x >= m->n || y >= m->n ? -1 : y * m->n + x;
}

/* Flood the region of cell from, giving it label l. */
static void model_flood(struct model *m, int from, int l, int *stamp)
{
	int stack[MAX_CELLS], top = 0;

	m->size[l] = m->libs[l] = 0;
	m->reach[l] = 0;
	m->label[from] = l;
	stack[top++] = from;
	while (top > 0) {
		int s = stack[--top];
		m->size[l]++;
		for (int d = 0; d < 4; d++) {
			int q = model_neighbour(m, s, d);
			if (q < 0)
				continue;
			if (m->c[q] == m->c[s] && m->label[q] < 0) {
				m->label[q] = l;
				stack[top++] = q;
			} else if (m->c[q] != m->c[s]) {
				m->reach[l] |= 1u << m->c[q];
				if (m->c[q] == EMPTY && stamp[q] != l + 1) {
					stamp[q] = l + 1;
					m->libs[l]++;
				}
			}
		}
	}
}

static void model_label(struct model *m)
{
	int stamp[MAX_CELLS] = { 0 };

	m->nlabels = 0;
	for (int i = 0; i < m->n * m->n; i++)
		m->label[i] = -1;
	for (int i = 0; i < m->n * m->n; i++)
		if (m->label[i] < 0)
			model_flood(m, i, m->nlabels++, stamp);
}

static void model_from_board(struct model *m, const struct board *b)
{
	m->n = b->size;
	for (int y = 0; y < b->size; y++)
		for (int x = 0; x < b->size; x++)
			m->c[y * m->n + x] = b->color[board_point(b, x, y)];
	model_label(m);
}

/* Remove every chain of colour c that reaches no empty cell; returns the cells removed. */
static int model_clear(struct model *m, enum color c)
{
	int n = 0;

	for (int i = 0; i < m->n * m->n; i++)
		if (m->c[i] == c && !(m->reach[m->label[i]] & REACH_EMPTY)) {
			m->c[i] = EMPTY;
			n++;
		}
	model_label(m);
	return n;
}

/* Rule 7 to the letter.  Returns the opponent's and the player's cleared cells in opp and own. */
static void model_play(struct model *m, enum color c, int x, int y, int *opp, int *own)
{
	m->c[y * m->n + x] = (uint8_t)c;
	model_label(m);
	*opp = model_clear(m, color_other(c));
	*own = model_clear(m, c);
}

/* ------------------------------------------------------------------------------------------------ */
/* The board against the model.                                                                     */

/* Fail unless the board's colours are the model's. */
static void check_colours(const struct board *b, const struct model *m)
{
	for (int y = 0; y < b->size; y++)
		for (int x = 0; x < b->size; x++)
			CHECK(b, b->color[board_point(b, x, y)] == m->c[y * m->n + x]);
}

/* The liberties of region l of the model, as points in board order. */
static int model_liberties(const struct board *b, const struct model *m, int l, uint16_t *out)
{
	int n = 0;

	for (int i = 0; i < m->n * m->n; i++) {
		if (m->c[i] != EMPTY)
			continue;
		for (int d = 0; d < 4; d++) {
			int q = model_neighbour(m, i, d);
			if (q >= 0 && m->label[q] == l) {
				out[n++] = (uint16_t)board_point(b, i % m->n, i / m->n);
				break;
			}
		}
	}
	return n;
}

/* The first stone of a chain seen: its stone list and liberty list must be the model's. */
static void check_chain_lists(const struct board *b, const struct model *m, int p, int l)
{
	uint16_t got[BOARD_MAX_POINTS], want[BOARD_MAX_POINTS];
	int h = b->head[p];

	CHECK(b, board_on(b, h) && b->color[h] == b->color[p]);
	CHECK(b, m->label[board_y(b, h) * m->n + board_x(b, h)] == l);
	int n = board_chain_stones(b, p, got);
	CHECK(b, n == m->size[l]);
	for (int i = 0; i < n; i++)
		CHECK(b, board_on(b, got[i]) && m->label[board_y(b, got[i]) * m->n + board_x(b, got[i])] == l);
	n = board_chain_liberties(b, p, got);
	CHECK(b, n == model_liberties(b, m, l, want));
	CHECK(b, memcmp(got, want, sizeof got[0] * (size_t)n) == 0);
}

/* Rule 3 and 9 by the model: every point's reach and each colour's area. */
static void check_reach(const struct board *b, const struct model *m)
{
	uint8_t reach[BOARD_MAX_POINTS];
	int area[3], want[3] = { 0, 0, 0 };

	board_reach_all(b, reach);
	board_area(b, area);
	for (int i = 0; i < m->n * m->n; i++) {
		int p = board_point(b, i % m->n, i / m->n);
		unsigned r = m->reach[m->label[i]] & ~(1u << m->c[i]);
		CHECK(b, reach[p] == r);
		CHECK(b, board_reach(b, p) == r);
		if (m->c[i] != EMPTY)
			want[m->c[i]]++;
		else
			want[r == REACH_BLACK ? BLACK : r == REACH_WHITE ? WHITE : EMPTY]++;
	}
	CHECK(b, memcmp(area, want, sizeof area) == 0);
}

/*
 * Recount everything the board keeps incrementally and fail on any difference: each chain's stones,
 * liberties and head, the stone counts, the hash, legality, reach and area.
 */
static void check_board(const struct board *b)
{
	struct model m;
	int first[MAX_CELLS], stones[3] = { 0, 0, 0 };
	uint64_t hash = 0;
	bool legal = true;

	model_from_board(&m, b);
	for (int l = 0; l < m.nlabels; l++)
		first[l] = BOARD_NONE;
	for (int i = 0; i < m.n * m.n; i++) {
		int p = board_point(b, i % m.n, i / m.n), l = m.label[i];
		if (m.c[i] == EMPTY)
			continue;
		hash ^= board_zobrist(p, (enum color)m.c[i]);
		stones[m.c[i]]++;
		legal = legal && m.libs[l] > 0;
		CHECK(b, board_chain_size(b, p) == m.size[l]);
		CHECK(b, board_libs(b, p) == m.libs[l]);
		if (first[l] == BOARD_NONE) {
			first[l] = p;
			check_chain_lists(b, &m, p, l);
		}
		CHECK(b, board_same_chain(b, p, first[l]));
	}
	CHECK(b, b->hash == hash);
	CHECK(b, b->stones[BLACK] == stones[BLACK] && b->stones[WHITE] == stones[WHITE]);
	CHECK(b, board_is_legal_position(b) == legal);
	check_reach(b, &m);
}

/* The trace of a move must list whole chains, the opponent's before the player's own. */
static void check_trace(const struct board *before, const struct trace *tr, enum color c, int p,
			int *opp, int *own)
{
	int at = 0;

	CHECK(before, tr->point == p && tr->color == c);
	*opp = *own = 0;
	for (int i = 0; i < tr->nclears; i++) {
		const struct trace_clear *cl = &tr->clears[i];
		CHECK(before, cl->first == at && cl->count > 0);
		if (cl->phase == TRACE_OPPONENT) {
			CHECK(before, *own == 0 && cl->color == color_other(c));
			*opp += cl->count;
		} else {
			CHECK(before, cl->phase == TRACE_OWN && cl->color == c);
			*own += cl->count;
		}
		/* Whole chains are checked by the colours; here, that each list is one chain. */
		for (int k = 0; k < cl->count; k++) {
			int s = tr->stones[cl->first + k];
			if (cl->phase == TRACE_OPPONENT)
				CHECK(before, board_same_chain(before, s, tr->stones[cl->first]));
			else
				CHECK(before, s == p || before->color[s] == c);
		}
		at += cl->count;
	}
	CHECK(before, tr->nstones == at);
}

/*
 * Ask every question about the move of c at p, then play it and check that the answers were true:
 * the new colouring is the model's rule 7, the trace matches, and suicide, captures, hash and ko
 * point are what happened.
 */
static void check_move(struct board *b, enum color c, int p)
{
	struct board before = *b;
	struct model m;
	struct trace tr;
	int last = BOARD_NONE, opp, own, want_opp, want_own;

	model_from_board(&m, b);
	model_play(&m, c, board_x(b, p), board_y(b, p), &want_opp, &want_own);
	bool suicide = board_is_suicide(b, c, p);
	int captures = board_captures(b, c, p, &last);
	uint64_t hash = board_hash_after(b, c, p);
	int ko = board_ko_point_after(b, c, p);
	int cleared = board_play(b, c, p, &tr);

	check_colours(b, &m);
	check_trace(&before, &tr, c, p, &opp, &own);
	CHECK(&before, opp == want_opp && own == want_own && cleared == opp + own);
	CHECK(&before, suicide == (b->color[p] == EMPTY));
	CHECK(&before, captures == opp);
	CHECK(&before, captures == 0 ? last == BOARD_NONE : before.color[last] == color_other(c) &&
		       b->color[last] == EMPTY);
	CHECK(&before, hash == b->hash);
	bool is_ko = opp == 1 && board_chain_size(b, p) == 1 && board_libs(b, p) == 1;
	CHECK(&before, ko == (is_ko ? tr.stones[0] : BOARD_NONE));
	CHECK(&before, b->removed[color_other(c)] == before.removed[color_other(c)] + opp);
	CHECK(&before, b->removed[c] == before.removed[c] + own);
}

/* Check every move of either colour on every empty point of the diagram. */
static void check_every_move(const char *diagram)
{
	struct board start, b;

	DIAGRAM(&start, diagram);
	check_board(&start);
	/* board_play looks only at the chains around the move, so rule 7 holds from legal positions. */
	CHECK(&start, board_is_legal_position(&start));
	BOARD_FOREACH(&start, p) {
		if (start.color[p] != EMPTY)
			continue;
		for (enum color c = BLACK; c <= WHITE; c++) {
			b = start;
			check_move(&b, c, p);
			check_board(&b);
		}
	}
}

#define PLAY(b, c, v) board_play((b), (c), AT((b), (v)), NULL)

/* ------------------------------------------------------------------------------------------------ */
/* Captures.                                                                                        */

static void test_capture_in_corner(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		"O . . . .\n"
		"X . . . .\n");
	assert_int_equal(PLAY(&b, WHITE, "B1"), 1);
	ASSERT_BOARD(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		"O . . . .\n"
		". O . . .\n");
	/* A1 is a liberty of both white stones, and of each once. */
	ASSERT_LIBS(&b, "A2", "A3 B2 A1");
	ASSERT_LIBS(&b, "B1", "B2 A1 C1");
	assert_int_equal(b.removed[BLACK], 1);
	assert_int_equal(b.stones[BLACK], 0);
	assert_int_equal(b.stones[WHITE], 2);
	check_board(&b);
	/* The captured stone's point holds no chain: none of its stones or liberties are listed (its
	 * links are stale). */
	uint16_t out[BOARD_MAX_POINTS];
	assert_int_equal(board_chain_stones(&b, AT(&b, "A1"), out), 0);
	assert_int_equal(board_chain_liberties(&b, AT(&b, "A1"), out), 0);
	assert_int_equal(board_chain_stones(&b, AT(&b, "E5"), out), 0);
}

static void test_capture_two_stones_in_corner(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . X O O\n"
		". . . X .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_int_equal(PLAY(&b, BLACK, "E4"), 2);
	ASSERT_BOARD(&b,
		". . X . .\n"
		". . . X X\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	ASSERT_CHAIN(&b, "E4", "D4 E4");
	ASSERT_LIBS(&b, "E4", "D5 E5 C4 D3 E3");
	ASSERT_LIBS(&b, "C5", "B5 D5 C4");
	assert_int_equal(b.removed[WHITE], 2);
	check_board(&b);
}

static void test_capture_on_edge(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". O O . .\n"
		"O X X . .\n");
	assert_int_equal(PLAY(&b, WHITE, "D1"), 2);
	ASSERT_BOARD(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". O O . .\n"
		"O . . O .\n");
	ASSERT_LIBS(&b, "A1", "A2 B1");
	ASSERT_LIBS(&b, "B2", "B3 C3 A2 D2 B1 C1");
	ASSERT_LIBS(&b, "D1", "D2 C1 E1");
	check_board(&b);
}

static void test_capture_four_chains_at_once(void **state)
{
	struct board b;
	struct trace tr;
	char s[256];

	(void)state;
	DIAGRAM(&b,
		". . O . .\n"
		". O X O .\n"
		"O X . X O\n"
		". O X O .\n"
		". . O . .\n");
	assert_int_equal(board_captures(&b, WHITE, AT(&b, "C3"), NULL), 4);
	assert_int_equal(board_play(&b, WHITE, AT(&b, "C3"), &tr), 4);
	ASSERT_BOARD(&b,
		". . O . .\n"
		". O . O .\n"
		"O . O . O\n"
		". O . O .\n"
		". . O . .\n");
	/* The four chains are cleared in the order of C3's neighbours: up, left, right, down. */
	assert_int_equal(tr.nclears, 4);
	assert_int_equal(tr.nstones, 4);
	static const char *const order[] = { "C4", "B3", "D3", "C2" };
	for (int i = 0; i < 4; i++) {
		assert_int_equal(tr.clears[i].phase, TRACE_OPPONENT);
		assert_int_equal(tr.clears[i].color, BLACK);
		assert_string_equal(trace_clear_str(&b, &tr, i, s), order[i]);
	}
	ASSERT_LIBS(&b, "C3", "C4 B3 D3 C2");
	/* Every white stone of the ring gains the emptied points beside it. */
	ASSERT_LIBS(&b, "B4", "B5 A4 C4 B3");
	ASSERT_LIBS(&b, "C5", "B5 D5 C4");
	ASSERT_LIBS(&b, "A3", "A4 B3 A2");
	check_board(&b);
}

static void test_capture_two_chains_joining(void **state)
{
	struct board b;
	struct trace tr;
	char s[256];

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		"O O O O O\n"
		"X X . X X\n");
	assert_int_equal(board_ko_point_after(&b, WHITE, AT(&b, "C1")), BOARD_NONE);
	assert_int_equal(board_play(&b, WHITE, AT(&b, "C1"), &tr), 4);
	ASSERT_BOARD(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		"O O O O O\n"
		". . O . .\n");
	assert_int_equal(tr.nclears, 2);
	assert_string_equal(trace_clear_str(&b, &tr, 0, s), "A1 B1");
	assert_string_equal(trace_clear_str(&b, &tr, 1, s), "D1 E1");
	/* B1 touches C1 and B2, D1 touches C1 and D2, all one chain now: each is counted once. */
	ASSERT_CHAIN(&b, "C1", "A2 B2 C2 D2 E2 C1");
	ASSERT_LIBS(&b, "C1", "A3 B3 C3 D3 E3 A1 B1 D1 E1");
	check_board(&b);
}

static void test_capture_gives_one_liberty_per_point(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		"O O O . .\n"
		"O X O . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	/* Before: D5, A3, D4, C3. */
	ASSERT_LIBS(&b, "A5", "D5 D4 A3 C3");
	assert_int_equal(PLAY(&b, WHITE, "B3"), 1);
	/* B4 touched the white chain three times, and is one liberty of it. */
	ASSERT_LIBS(&b, "A5", "D5 B4 D4 A3 C3");
	ASSERT_LIBS(&b, "B3", "B4 A3 C3 B2");
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "B4")), BOARD_NONE);
	check_board(&b);
}

/* ------------------------------------------------------------------------------------------------ */
/* Chains merging.                                                                                  */

static void test_merge_four_chains(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". O X . .\n"
		". X . X .\n"
		". . X . .\n"
		". . . . .\n");
	assert_int_equal(PLAY(&b, BLACK, "C3"), 0);
	ASSERT_CHAIN(&b, "C2", "C4 B3 C3 D3 C2");
	assert_true(board_same_chain(&b, AT(&b, "B3"), AT(&b, "D3")));
	/* D4, B2 and D2 each touch two arms of the cross and count once; B4 is white. */
	ASSERT_LIBS(&b, "C3", "C5 D4 A3 E3 B2 D2 C1");
	ASSERT_LIBS(&b, "B4", "B5 A4");
	assert_false(board_same_chain(&b, AT(&b, "B4"), AT(&b, "C4")));
	check_board(&b);
}

static void test_join_one_chain(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		". X X . .\n"
		". X . . .\n"
		". . . . .\n");
	ASSERT_LIBS(&b, "B3", "B4 C4 A3 D3 A2 C2 B1");
	assert_int_equal(PLAY(&b, BLACK, "C2"), 0);
	/* C2 stops being a liberty, D2 and C1 become ones. */
	ASSERT_CHAIN(&b, "C2", "B3 C3 B2 C2");
	ASSERT_LIBS(&b, "B2", "B4 C4 A3 D3 A2 D2 B1 C1");
	check_board(&b);
}

static void test_join_one_chain_twice(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". X . . .\n"
		". X . . .\n"
		". X X . .\n"
		". . . . .\n");
	ASSERT_LIBS(&b, "B4", "B5 A4 C4 A3 C3 A2 D2 B1 C1");
	assert_int_equal(PLAY(&b, BLACK, "C3"), 0);
	/* C3 touches the chain at B3 and at C2; C4 was already a liberty, D3 is new. */
	ASSERT_CHAIN(&b, "C3", "B4 B3 C3 B2 C2");
	ASSERT_LIBS(&b, "C3", "B5 A4 C4 A3 D3 A2 D2 B1 C1");
	check_board(&b);
}

static void test_merge_long_chains(void **state)
{
	struct board b;

	(void)state;
	/* Long chains in a diagram: the setup must find every stone of each. */
	DIAGRAM(&b,
		"X X X X X X\n"
		". . . . . X\n"
		"O O O O . X\n"
		"O . . O . X\n"
		"O O O O . .\n"
		". . . . . X\n");
	ASSERT_CHAIN(&b, "A6", "A6 B6 C6 D6 E6 F6 F5 F4 F3");
	ASSERT_CHAIN(&b, "A2", "A4 B4 C4 D4 A3 D3 A2 B2 C2 D2");
	ASSERT_LIBS(&b, "F6", "A5 B5 C5 D5 E5 E4 E3 F2");
	check_board(&b);
	assert_int_equal(PLAY(&b, BLACK, "F2"), 0);
	ASSERT_CHAIN(&b, "F1", "A6 B6 C6 D6 E6 F6 F5 F4 F3 F2 F1");
	ASSERT_LIBS(&b, "F1", "A5 B5 C5 D5 E5 E4 E3 E2 E1");
	check_board(&b);
}

/* ------------------------------------------------------------------------------------------------ */
/* Suicide: rule 7 clears the opponent first, then the player.                                      */

static void test_suicide_single_stone(void **state)
{
	struct board b;
	struct trace tr;
	char s[64];

	(void)state;
	DIAGRAM(&b,
		". O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	uint64_t hash = b.hash;
	assert_true(board_is_suicide(&b, BLACK, AT(&b, "A5")));
	assert_int_equal(board_hash_after(&b, BLACK, AT(&b, "A5")), hash);
	assert_int_equal(board_play(&b, BLACK, AT(&b, "A5"), &tr), 1);
	ASSERT_BOARD(&b,
		". O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_int_equal(b.hash, hash);
	assert_int_equal(b.removed[BLACK], 1);
	assert_int_equal(tr.nclears, 1);
	assert_int_equal(tr.clears[0].phase, TRACE_OWN);
	assert_int_equal(tr.clears[0].color, BLACK);
	assert_string_equal(trace_clear_str(&b, &tr, 0, s), "A5");
	/* The white stones got A5 back. */
	ASSERT_LIBS(&b, "B5", "A5 C5 B4");
	ASSERT_LIBS(&b, "A4", "A5 B4 A3");
	check_board(&b);
}

static void test_suicide_several_stones(void **state)
{
	struct board b;
	struct trace tr;
	char s[64];

	(void)state;
	DIAGRAM(&b,
		"X . O . .\n"
		"X O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_true(board_is_suicide(&b, BLACK, AT(&b, "B5")));
	assert_int_equal(board_captures(&b, BLACK, AT(&b, "B5"), NULL), 0);
	assert_int_equal(board_play(&b, BLACK, AT(&b, "B5"), &tr), 3);
	ASSERT_BOARD(&b,
		". . O . .\n"
		". O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_int_equal(tr.nclears, 1);
	assert_int_equal(tr.clears[0].phase, TRACE_OWN);
	assert_string_equal(trace_clear_str(&b, &tr, 0, s), "A5 B5 A4");
	assert_int_equal(b.removed[BLACK], 3);
	assert_int_equal(b.stones[BLACK], 0);
	ASSERT_LIBS(&b, "C5", "B5 D5 C4");
	ASSERT_LIBS(&b, "B4", "B5 A4 C4 B3");
	ASSERT_LIBS(&b, "A3", "A4 B3 A2");
	check_board(&b);
}

static void test_capture_is_never_suicide(void **state)
{
	struct board b;

	(void)state;
	/* A5 alone would have no liberty, but it takes the last liberty of both white stones. */
	DIAGRAM(&b,
		". O X . .\n"
		"O X . . .\n"
		"X . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_false(board_is_suicide(&b, BLACK, AT(&b, "A5")));
	assert_int_equal(board_captures(&b, BLACK, AT(&b, "A5"), NULL), 2);
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "A5")), BOARD_NONE);
	assert_int_equal(PLAY(&b, BLACK, "A5"), 2);
	ASSERT_BOARD(&b,
		"X . X . .\n"
		". X . . .\n"
		"X . . . .\n"
		". . . . .\n"
		". . . . .\n");
	ASSERT_LIBS(&b, "A5", "B5 A4");
	check_board(&b);
}

static void test_capture_saves_own_chain(void **state)
{
	struct board b;
	struct trace tr;
	char s[64];

	(void)state;
	/* B5 fills the last liberty of A5 and of B4, and of the white pair C5-C4 first. */
	DIAGRAM(&b,
		"X . O X .\n"
		"O X O X .\n"
		". O X . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_false(board_is_suicide(&b, BLACK, AT(&b, "B5")));
	assert_int_equal(board_play(&b, BLACK, AT(&b, "B5"), &tr), 2);
	ASSERT_BOARD(&b,
		"X X . X .\n"
		"O X . X .\n"
		". O X . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_int_equal(tr.nclears, 1);
	assert_int_equal(tr.clears[0].phase, TRACE_OPPONENT);
	assert_string_equal(trace_clear_str(&b, &tr, 0, s), "C5 C4");
	ASSERT_CHAIN(&b, "B5", "A5 B5 B4");
	ASSERT_LIBS(&b, "B5", "C5 C4");
	ASSERT_LIBS(&b, "D5", "C5 E5 C4 E4 D3");
	ASSERT_LIBS(&b, "C3", "C4 D3 C2");
	ASSERT_LIBS(&b, "A4", "A3");
	ASSERT_LIBS(&b, "B3", "A3 B2");
	check_board(&b);
}

/* ------------------------------------------------------------------------------------------------ */
/* Snap-back and ko.                                                                                */

static void test_snapback(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		"O O O O .\n"
		"X X X O .\n"
		". . X O .\n");
	ASSERT_LIBS(&b, "A2", "A1 B1");
	/* White throws in: B1 has one liberty, and so has the black chain. */
	assert_int_equal(PLAY(&b, WHITE, "B1"), 0);
	ASSERT_LIBS(&b, "B1", "A1");
	ASSERT_LIBS(&b, "A2", "A1");
	/* Black takes, joining its chain: no ko, though one stone is taken. */
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "A1")), BOARD_NONE);
	assert_int_equal(PLAY(&b, BLACK, "A1"), 1);
	ASSERT_BOARD(&b,
		". . . . .\n"
		". . . . .\n"
		"O O O O .\n"
		"X X X O .\n"
		"X . X O .\n");
	ASSERT_LIBS(&b, "A1", "B1");
	/* White takes back five stones at once. */
	assert_int_equal(board_ko_point_after(&b, WHITE, AT(&b, "B1")), BOARD_NONE);
	assert_int_equal(board_captures(&b, WHITE, AT(&b, "B1"), NULL), 5);
	assert_int_equal(PLAY(&b, WHITE, "B1"), 5);
	ASSERT_BOARD(&b,
		". . . . .\n"
		". . . . .\n"
		"O O O O .\n"
		". . . O .\n"
		". O . O .\n");
	ASSERT_LIBS(&b, "B1", "B2 A1 C1");
	ASSERT_LIBS(&b, "A3", "A4 B4 C4 D4 E3 A2 B2 C2 E2 C1 E1");
	assert_int_equal(b.removed[BLACK], 5);
	assert_int_equal(b.removed[WHITE], 1);
	check_board(&b);
}

static void test_ko_in_the_middle(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". X O . .\n"
		"X O . O .\n"
		". X O . .\n"
		". . . . .\n");
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "C3")), AT(&b, "B3"));
	int last = BOARD_NONE;
	assert_int_equal(board_captures(&b, BLACK, AT(&b, "C3"), &last), 1);
	assert_int_equal(last, AT(&b, "B3"));
	assert_int_equal(PLAY(&b, BLACK, "C3"), 1);
	ASSERT_BOARD(&b,
		". . . . .\n"
		". X O . .\n"
		"X . X O .\n"
		". X O . .\n"
		". . . . .\n");
	ASSERT_LIBS(&b, "C3", "B3");
	assert_int_equal(board_last_liberty(&b, AT(&b, "C3")), AT(&b, "B3"));
	assert_int_equal(board_last_liberty(&b, AT(&b, "B2")), AT(&b, "B3")); /* up comes first */
	/* The retake is the mirror image. */
	assert_int_equal(board_ko_point_after(&b, WHITE, AT(&b, "B3")), AT(&b, "C3"));
	check_board(&b);
}

static void test_ko_on_edge(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". X O . .\n"
		"X O . O .\n");
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "C1")), AT(&b, "B1"));
	assert_int_equal(PLAY(&b, BLACK, "C1"), 1);
	ASSERT_LIBS(&b, "C1", "B1");
	ASSERT_LIBS(&b, "A1", "A2 B1");
	assert_int_equal(board_ko_point_after(&b, WHITE, AT(&b, "B1")), AT(&b, "C1"));
	check_board(&b);
}

static void test_not_ko(void **state)
{
	struct board b;

	(void)state;
	/* One stone taken, but C3 keeps a second liberty at C2. */
	DIAGRAM(&b,
		". . . . .\n"
		". X O . .\n"
		"X O . O .\n"
		". X . . .\n"
		". . . . .\n");
	assert_int_equal(board_captures(&b, BLACK, AT(&b, "C3"), NULL), 1);
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "C3")), BOARD_NONE);
	/* A lone stone taking a chain of two is left with one liberty, but the retake is no ko. */
	DIAGRAM(&b,
		". . . . .\n"
		"X X O . .\n"
		"O O . O .\n"
		"X X O . .\n"
		". . . . .\n");
	assert_int_equal(board_captures(&b, BLACK, AT(&b, "C3"), NULL), 2);
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "C3")), BOARD_NONE);
	assert_int_equal(PLAY(&b, BLACK, "C3"), 2);
	ASSERT_LIBS(&b, "C3", "B3");
	check_board(&b);
	/* No capture at all: an empty neighbour. */
	DIAGRAM(&b,
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_int_equal(board_ko_point_after(&b, BLACK, AT(&b, "C3")), BOARD_NONE);
}

static void test_questions_agree_with_play(void **state)
{
	static const char *const positions[] = {
		". O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n",

		"X . O . .\n"
		"X O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n",

		"X . O X .\n"
		"O X O X .\n"
		". O X . .\n"
		". . . . .\n"
		". . . . .\n",

		". . O . .\n"
		". O X O .\n"
		"O X . X O\n"
		". O X O .\n"
		". . O . .\n",

		". X O . .\n"
		"X O . O .\n"
		". X O . .\n"
		"X . X O O\n"
		"O . . X .\n",

		". . . . .\n"
		". . . . .\n"
		"O O O O .\n"
		"X X X O .\n"
		". O X O .\n",

		/* Nearly full: almost every move is a suicide or a capture. */
		"X X O . O\n"
		"X . X O O\n"
		"O X X O .\n"
		"O O X X O\n"
		". O X . X\n",

		". X\n"
		"X .\n",

		"O . O\n"
		". O .\n"
		"O . O\n",
	};

	(void)state;
	for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++)
		check_every_move(positions[i]);
}

/* ------------------------------------------------------------------------------------------------ */
/* Hash.                                                                                            */

static void test_hash_independent_of_order(void **state)
{
	struct board a, b, want;
	static const char *const moves[] = { "C3", "D4", "B2", "E5", "A1", "C4" };

	(void)state;
	board_init(&a, 5);
	board_init(&b, 5);
	for (int i = 0; i < 6; i++)
		PLAY(&a, i % 2 ? WHITE : BLACK, moves[i]);
	for (int i = 5; i >= 0; i--)
		PLAY(&b, i % 2 ? WHITE : BLACK, moves[i]);
	static const char *const result =
		". . . . O\n"
		". . O O .\n"
		". . X . .\n"
		". X . . .\n"
		"X . . . .\n";
	DIAGRAM(&want, result);
	ASSERT_BOARD(&a, result);
	assert_true(board_equal(&a, &b));
	assert_int_equal(a.hash, b.hash);
	assert_int_equal(a.hash, want.hash);
}

static void test_hash_after_capture(void **state)
{
	struct board b, want;

	(void)state;
	/* The same colouring reached through a capture and written down directly. */
	DIAGRAM(&b,
		". . . . .\n"
		". X . . .\n"
		"X O X . .\n"
		". . . . .\n"
		". . . . .\n");
	PLAY(&b, BLACK, "B2");
	DIAGRAM(&want,
		". . . . .\n"
		". X . . .\n"
		"X . X . .\n"
		". X . . .\n"
		". . . . .\n");
	ASSERT_BOARD(&b, ". . . . .\n. X . . .\nX . X . .\n. X . . .\n. . . . .\n");
	assert_int_equal(b.hash, want.hash);
	assert_int_not_equal(b.hash, 0);
}

static void test_board_set_keeps_hash(void **state)
{
	struct board b, want;

	(void)state;
	DIAGRAM(&want,
		"X X O .\n"
		". X O .\n"
		"O O O X\n"
		". X . X\n");
	board_init(&b, 4);
	assert_int_equal(b.hash, 0);
	/* Out of order, with a wrong colour corrected and a stray stone removed. */
	static const struct { const char *v; enum color c; } steps[] = {
		{ "D1", BLACK }, { "C2", WHITE }, { "B4", BLACK }, { "A4", WHITE }, { "C3", BLACK },
		{ "A1", BLACK }, { "C4", WHITE }, { "A2", WHITE }, { "B2", WHITE }, { "B1", BLACK },
		{ "A4", BLACK }, { "C3", WHITE }, { "A1", EMPTY }, { "D2", BLACK }, { "B3", BLACK },
	};
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		board_set(&b, AT(&b, steps[i].v), steps[i].c);
		check_board(&b);
	}
	ASSERT_BOARD(&b, "X X O .\n. X O .\nO O O X\n. X . X\n");
	assert_int_equal(b.hash, want.hash);
	ASSERT_CHAIN(&b, "C2", "C4 C3 A2 B2 C2");
	ASSERT_LIBS(&b, "C2", "D4 A3 D3 A1 C1");
	ASSERT_LIBS(&b, "D1", "D3 C1");
}

static void test_board_set_keeps_dead_chains(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		". O .\n"
		"O X O\n"
		". . .\n");
	assert_true(board_is_legal_position(&b));
	board_set(&b, AT(&b, "B1"), WHITE);
	ASSERT_BOARD(&b, ". O .\nO X O\n. O .\n");
	assert_int_equal(board_libs(&b, AT(&b, "B2")), 0);
	assert_false(board_is_legal_position(&b));
	assert_int_equal(board_reach(&b, AT(&b, "B2")), REACH_WHITE);
	check_board(&b);
	board_set(&b, AT(&b, "B1"), EMPTY);
	assert_true(board_is_legal_position(&b));
	ASSERT_LIBS(&b, "B2", "B1");
	check_board(&b);
}

/* ------------------------------------------------------------------------------------------------ */
/* Reach and area (rules 3 and 9).                                                                  */

static void test_reach_and_area(void **state)
{
	struct board b;
	int area[3];

	(void)state;
	DIAGRAM(&b,
		". X . O .\n"
		"X X . O .\n"
		". . X O O\n"
		"X X X O .\n"
		". . X O .\n");
	/*
	 * Empty regions: A5 (black only), C5-C4 (both), E5-E4 (white only), A3-B3 (black only),
	 * E2-E1 (white only), A1-B1 (black only).
	 * Black: 8 stones + A5 + A3 B3 + A1 B1 = 13.  White: 6 stones + E5 E4 + E2 E1 = 10.
	 * Neutral: C5 C4 = 2.  13 + 10 + 2 = 25.
	 */
	assert_int_equal(board_reach(&b, AT(&b, "A5")), REACH_BLACK);
	assert_int_equal(board_reach(&b, AT(&b, "C4")), REACH_BLACK | REACH_WHITE);
	assert_int_equal(board_reach(&b, AT(&b, "E5")), REACH_WHITE);
	assert_int_equal(board_reach(&b, AT(&b, "B3")), REACH_BLACK);
	assert_int_equal(board_reach(&b, AT(&b, "E1")), REACH_WHITE);
	/* The black chain B5-B4-A4 touches no white stone; C3's chain does, at D3 and D2. */
	assert_int_equal(board_reach(&b, AT(&b, "B5")), REACH_EMPTY);
	assert_int_equal(board_reach(&b, AT(&b, "C1")), REACH_EMPTY | REACH_WHITE);
	assert_int_equal(board_reach(&b, AT(&b, "D5")), REACH_EMPTY | REACH_BLACK);
	board_area(&b, area);
	assert_int_equal(area[BLACK], 13);
	assert_int_equal(area[WHITE], 10);
	assert_int_equal(area[EMPTY], 2);
	check_board(&b);
}

static void test_area_small_boards(void **state)
{
	struct board b;
	int area[3];

	(void)state;
	/* Empty: nine points that reach no colour, so neutral. */
	board_init(&b, 3);
	assert_int_equal(board_reach(&b, AT(&b, "B2")), 0);
	board_area(&b, area);
	assert_int_equal(area[BLACK], 0);
	assert_int_equal(area[WHITE], 0);
	assert_int_equal(area[EMPTY], 9);
	/* One black stone owns the board: 1 stone + 8 empty points reaching only black. */
	PLAY(&b, BLACK, "B2");
	board_area(&b, area);
	assert_int_equal(area[BLACK], 9);
	assert_int_equal(area[WHITE], 0);
	/* A wall: column A is black's (3 + 0), C is white's (3 + 0), B is neutral (3 points). */
	DIAGRAM(&b,
		"X . O\n"
		"X . O\n"
		"X . O\n");
	board_area(&b, area);
	assert_int_equal(area[BLACK], 3);
	assert_int_equal(area[WHITE], 3);
	assert_int_equal(area[EMPTY], 3);
	/* Each side has one eye: black 3 stones + A3 = 4, white 4 stones + C2 = 5. */
	DIAGRAM(&b,
		". X O\n"
		"X O .\n"
		"X O O\n");
	board_area(&b, area);
	assert_int_equal(board_reach(&b, AT(&b, "A3")), REACH_BLACK);
	assert_int_equal(board_reach(&b, AT(&b, "C2")), REACH_WHITE);
	assert_int_equal(area[BLACK], 4);
	assert_int_equal(area[WHITE], 5);
	assert_int_equal(area[EMPTY], 0);
	check_board(&b);
}

/* ------------------------------------------------------------------------------------------------ */
/* Diagrams and vertices.                                                                           */

static void test_diagram_errors(void **state)
{
	struct board b;
	char err[128];

	(void)state;
	err[0] = '\0';
	assert_int_equal(board_from_diagram(&b, "X . .\n. .\n. . .\n", err, sizeof err), -1);
	assert_string_equal(err, "diagram line 2 has 2 points, the first row has 3");
	assert_int_equal(board_from_diagram(&b, "X . .\n. Q .\n. . .\n", err, sizeof err), -1);
	assert_string_equal(err, "diagram line 2, column 3: 'Q' is not X, O, . or +");
	/* Borders and column letters are skipped. */
	assert_int_equal(board_from_diagram(&b, "  A B\n+---+\n|X O|\n|. .|\n+---+\n", err, sizeof err), 0);
	assert_int_equal(b.color[board_point(&b, 1, 0)], WHITE);
	err[0] = '\0';
	assert_int_equal(board_from_diagram(&b, ". . . .\n. . . .\n. . . .\n", err, sizeof err), -1);
	assert_true(strlen(err) > 0);
	assert_int_equal(board_from_diagram(&b, ".\n", err, sizeof err), -1);
	assert_int_equal(board_from_diagram(&b, "", err, sizeof err), -1);
	assert_int_equal(board_from_diagram(&b, ". .\n", NULL, 0), -1);
	/* 26 rows of 26 is one line too many. */
	char big[26 * 27 + 1];
	for (int y = 0; y < 26; y++) {
		memset(big + y * 27, '.', 26);
		big[y * 27 + 26] = '\n';
	}
	big[sizeof big - 1] = '\0';
	assert_int_equal(board_from_diagram(&b, big, err, sizeof err), -1);
	big[25 * 27] = '\0';
	assert_int_equal(board_from_diagram(&b, big, err, sizeof err), -1);
	/* 25 rows of 26 points is not square, but 25 of 25 is the largest board. */
	char ok[25 * 26 + 1];
	for (int y = 0; y < 25; y++) {
		memset(ok + y * 26, '.', 25);
		ok[y * 26 + 25] = '\n';
	}
	ok[sizeof ok - 1] = '\0';
	assert_int_equal(board_from_diagram(&b, ok, err, sizeof err), 0);
	assert_int_equal(b.size, 25);
}

static void test_diagram_forms(void **state)
{
	struct board a, b;

	(void)state;
	DIAGRAM(&a, "X.O\n+X.\n..O\n");
	DIAGRAM(&b,
		"   A B C\n"
		" 3 X . O 3\n"
		" 2 . X . 2\n"
		" 1 . . O 1\n"
		"   A B C\n");
	assert_true(board_equal(&a, &b));
	assert_int_equal(a.hash, b.hash);
	assert_int_equal(a.color[AT(&a, "A3")], BLACK);
	assert_int_equal(a.color[AT(&a, "C1")], WHITE);
}

static void test_diagram_print(void **state)
{
	struct board b;
	char s[2048];

	(void)state;
	DIAGRAM(&b, "X . O\n. . .\n. X .\n");
	assert_int_equal(board_to_diagram(&b, false, s, sizeof s), strlen("X . O\n. . .\n. X .\n"));
	assert_string_equal(s, "X . O\n. . .\n. X .\n");
	board_to_diagram(&b, true, s, sizeof s);
	assert_string_equal(s,
		"   A B C\n"
		" 3 X . O 3\n"
		" 2 . . . 2\n"
		" 1 . X . 1\n"
		"   A B C\n");
	/* Truncated like snprintf: the full length comes back. */
	assert_int_equal(board_to_diagram(&b, false, s, 5), 18);
	assert_string_equal(s, "X . ");
	/* A printed diagram reads back as the same board. */
	struct board c;
	board_to_diagram(&b, true, s, sizeof s);
	DIAGRAM(&c, s);
	assert_true(board_equal(&b, &c));
}

static void test_diagram_print_ten(void **state)
{
	struct board b;
	char s[2048];

	(void)state;
	board_init(&b, 10);
	PLAY(&b, BLACK, "J10");
	PLAY(&b, WHITE, "A1");
	PLAY(&b, BLACK, "K9");
	board_to_diagram(&b, true, s, sizeof s);
	assert_string_equal(s,
		"   A B C D E F G H J K\n"
		"10 . . . . . . . . X . 10\n"
		" 9 . . . . . . . . . X 9\n"
		" 8 . . . . . . . . . . 8\n"
		" 7 . . . . . . . . . . 7\n"
		" 6 . . . . . . . . . . 6\n"
		" 5 . . . . . . . . . . 5\n"
		" 4 . . . . . . . . . . 4\n"
		" 3 . . . . . . . . . . 3\n"
		" 2 . . . . . . . . . . 2\n"
		" 1 O . . . . . . . . . 1\n"
		"   A B C D E F G H J K\n");
}

static void test_vertex_parse_and_print(void **state)
{
	struct board b;
	char v[8];

	(void)state;
	board_init(&b, 19);
	assert_int_equal(board_vertex_parse(&b, "A1"), board_point(&b, 0, 18));
	assert_int_equal(board_vertex_parse(&b, "T19"), board_point(&b, 18, 0));
	assert_int_equal(board_vertex_parse(&b, "J9"), board_point(&b, 8, 10));
	assert_int_equal(board_vertex_parse(&b, "H9"), board_point(&b, 7, 10));
	assert_int_equal(board_vertex_parse(&b, "d4"), board_vertex_parse(&b, "D4"));
	assert_int_equal(board_vertex_parse(&b, "t19"), board_point(&b, 18, 0));
	assert_int_equal(board_vertex_parse(&b, "pass"), BOARD_PASS);
	assert_int_equal(board_vertex_parse(&b, "PASS"), BOARD_PASS);
	assert_int_equal(board_vertex_parse(&b, "Pass"), BOARD_PASS);
	static const char *const bad[] = {
		"i5", "I5", "A0", "A20", "A26", "U1", "Z25", "A01", "A", "", "1", "A1x", "A-1", "A 1",
		"AA1", "passx", "A1000",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (board_vertex_parse(&b, bad[i]) != BOARD_NONE)
			fail_msg("'%s' parsed as a vertex", bad[i]);
	assert_string_equal(board_vertex_str(&b, board_point(&b, 0, 18), v), "A1");
	assert_string_equal(board_vertex_str(&b, board_point(&b, 18, 0), v), "T19");
	assert_string_equal(board_vertex_str(&b, board_point(&b, 8, 10), v), "J9");
	assert_string_equal(board_vertex_str(&b, BOARD_PASS, v), "pass");

	board_init(&b, 25);
	assert_int_equal(board_vertex_parse(&b, "Z25"), board_point(&b, 24, 0));
	assert_int_equal(board_vertex_parse(&b, "z25"), board_point(&b, 24, 0));
	assert_int_equal(board_vertex_parse(&b, "A26"), BOARD_NONE);
	assert_int_equal(board_vertex_parse(&b, "A0"), BOARD_NONE);
	assert_string_equal(board_vertex_str(&b, board_point(&b, 24, 0), v), "Z25");
	assert_string_equal(board_vertex_str(&b, board_point(&b, 0, 24), v), "A1");
}

static void test_vertex_round_trip(void **state)
{
	struct board b;
	char v[8];

	(void)state;
	for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++) {
		int n = 0;
		board_init(&b, size);
		BOARD_FOREACH(&b, p) {
			assert_true(board_on(&b, p));
			assert_int_equal(board_vertex_parse(&b, board_vertex_str(&b, p, v)), p);
			n++;
		}
		assert_int_equal(n, size * size);
		assert_false(board_on(&b, BOARD_PASS));
		assert_false(board_on(&b, BOARD_NONE));
		assert_int_equal(board_point(&b, size, 0), BOARD_NONE);
		assert_int_equal(board_point(&b, 0, -1), BOARD_NONE);
	}
}

/* ------------------------------------------------------------------------------------------------ */
/* Random play against the model.                                                                   */

/* splitmix64: a fixed seed gives the same game on every machine. */
static uint64_t rng_next(uint64_t *s)
{
	uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static int random_empty_point(const struct board *b, uint64_t *rng)
{
	int empties[MAX_CELLS], n = 0;

	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY)
			empties[n++] = p;
	CHECK(b, n > 0);
	return empties[rng_next(rng) % (uint64_t)n];
}

/*
 * Random moves, every one checked against the model before and after.  Mostly the colours
 * alternate; one move in eight is the same colour again, which reaches shapes alternation rarely
 * does (large suicides, full boards).
 */
static void random_game(int size, int moves, uint64_t seed)
{
	struct board b;
	uint64_t rng = seed;
	enum color c = BLACK;

	board_init(&b, size);
	for (int i = 0; i < moves; i++) {
		int p = random_empty_point(&b, &rng);
		check_move(&b, c, p);
		check_board(&b);
		if (rng_next(&rng) % 8 != 0)
			c = color_other(c);
	}
	/* Far from a trivial run: many stones were cleared. */
	assert_true(b.removed[BLACK] + b.removed[WHITE] > moves / 2);
}

static void test_random_play_5x5(void **state)
{
	(void)state;
	random_game(5, 20000, 1);
}

static void test_random_play_9x9(void **state)
{
	(void)state;
	random_game(9, 10000, 2);
}

static void test_random_play_small(void **state)
{
	(void)state;
	random_game(2, 2000, 3);
	random_game(3, 5000, 4);
	random_game(4, 5000, 5);
}

/* Random setup edits, including positions with chains that have no liberty. */
static void test_random_set(void **state)
{
	uint64_t rng = 6;

	(void)state;
	for (int size = 2; size <= 9; size++) {
		struct board b;
		board_init(&b, size);
		for (int i = 0; i < 1500; i++) {
			int p = board_point(&b, (int)(rng_next(&rng) % (uint64_t)size),
					    (int)(rng_next(&rng) % (uint64_t)size));
			board_set(&b, p, (enum color)(rng_next(&rng) % 3));
			check_board(&b);
		}
	}
}

/*
 * Rule 7 clears every chain of a colour that reaches no empty point, not only those next to the move:
 * a set-up position can hold such a chain anywhere (SGF AB/AW).  White C3 far from it clears Black's
 * A5, which White's B5 and A4 were set up around; every question about the move agrees (check_move).
 */
static void test_play_clears_every_chain_without_liberty(void **state)
{
	struct board b;

	(void)state;
	DIAGRAM(&b,
		"X O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	assert_int_equal(board_libs(&b, AT(&b, "A5")), 0);
	check_move(&b, WHITE, AT(&b, "C3"));
	ASSERT_BOARD(&b,
		     ". O . . .\n"
		     "O . . . .\n"
		     ". . O . .\n"
		     ". . . . .\n"
		     ". . . . .\n");
	assert_int_equal(b.removed[BLACK], 1);
	/* The player's own chain without liberty goes too, after the opponent's: Black E1 clears A5. */
	DIAGRAM(&b,
		"X O . . .\n"
		"O . . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	check_move(&b, BLACK, AT(&b, "E1"));
	ASSERT_BOARD(&b,
		     ". O . . .\n"
		     "O . . . .\n"
		     ". . . . .\n"
		     ". . . . .\n"
		     ". . . . X\n");
	/* The opponent's colour first: clearing White's breathless B5 gives Black's A5 a liberty back. */
	DIAGRAM(&b,
		"X O X . .\n"
		"O X . . .\n"
		". . . . .\n"
		". . . . .\n"
		". . . . .\n");
	check_move(&b, BLACK, AT(&b, "E1"));
	ASSERT_BOARD(&b,
		     "X . X . .\n"
		     "O X . . .\n"
		     ". . . . .\n"
		     ". . . . .\n"
		     ". . . . X\n");
}

/* Random setup edits, then a move: rule 7 and every question about it against the model. */
static void test_random_set_then_play(void **state)
{
	uint64_t rng = 7;

	(void)state;
	for (int size = 2; size <= 7; size++) {
		struct board b;
		board_init(&b, size);
		for (int i = 0; i < 3000; i++) {
			int p = board_point(&b, (int)(rng_next(&rng) % (uint64_t)size),
					    (int)(rng_next(&rng) % (uint64_t)size));
			board_set(&b, p, (enum color)(rng_next(&rng) % 3));
			bool any = false;
			BOARD_FOREACH(&b, q)
				any |= b.color[q] == EMPTY;
			if (any && rng_next(&rng) % 4 == 0)
				check_move(&b, rng_next(&rng) % 2 ? BLACK : WHITE, random_empty_point(&b, &rng));
			check_board(&b);
		}
	}
}

/* ------------------------------------------------------------------------------------------------ */
/* Play and undo.                                                                                   */

/* The first field in which a and b differ, with its point in *at (-1 for a whole-board field); NULL
 * when they are equal in every field, the entries of empty points included.  Field by field: a
 * memcmp would compare the struct's padding too. */
static const char *board_difference(const struct board *a, const struct board *b, int *at)
{
	*at = -1;
	if (a->size != b->size || a->stride != b->stride)
		return "size";
	if (a->hash != b->hash)
		return "hash";
	if (a->breathless != b->breathless)
		return "breathless";
	for (int k = 0; k < 3; k++) {
		*at = k;
		if (a->removed[k] != b->removed[k])
			return "removed[colour]";
		if (a->stones[k] != b->stones[k])
			return "stones[colour]";
	}
	for (int p = 0; p < BOARD_MAX_POINTS; p++) {
		*at = p;
		if (a->color[p] != b->color[p])
			return "color";
		if (a->head[p] != b->head[p])
			return "head";
		if (a->next[p] != b->next[p])
			return "next";
		if (a->libs[p] != b->libs[p])
			return "libs";
		if (a->count[p] != b->count[p])
			return "count";
	}
	*at = -1;
	return NULL;
}

/* Fail, naming the field and printing both boards, unless got equals want field by field. */
#define ASSERT_IDENTICAL(got, want) assert_identical((got), (want), __FILE__, __LINE__)

static void assert_identical(const struct board *got, const struct board *want, const char *file, int line)
{
	char g[2048], w[2048], v[8] = "-";
	int at;
	const char *what = board_difference(got, want, &at);

	if (!what)
		return;
	if (at > 0 && strcmp(what, "removed[colour]") != 0 && strcmp(what, "stones[colour]") != 0)
		board_vertex_str(want, at, v);
	board_to_diagram(got, true, g, sizeof g);
	board_to_diagram(want, true, w, sizeof w);
	print_error("boards differ in %s at %d (%s)\nexpected:\n%s\ngot:\n%s\n", what, at, v, w, g);
	_fail(file, line);
}

/* What a move did, for the tests below to show that they reach what they claim to. */
struct undo_stats {
	long tries, captures, suicides, multi_suicides, merges, breathless;
};

/*
 * Try c at p: the board must then be field by field what board_play makes of it, with the same
 * number cleared.  Returns that number; the caller undoes with *u.
 */
static int try_as_play(struct board *b, enum color c, int p, struct board_undo *u, struct undo_stats *st)
{
	struct board played = *b;
	bool breathless = b->breathless;
	int merged = board_chain_size_after(b, c, p) > 1;
	int want = board_play(&played, c, p, NULL);
	int removed = b->removed[c];
	int got = board_try(b, c, p, u);

	assert_int_equal(got, want);
	ASSERT_IDENTICAL(b, &played);
	if (st) {
		int own = b->removed[c] - removed;
		st->tries++;
		st->captures += got > own;
		st->suicides += own > 0;
		st->multi_suicides += own > 1;
		st->merges += merged;
		st->breathless += breathless;
	}
	return got;
}

/* Try c at p and undo it: the board must come back field by field. */
static void check_try_undo(struct board *b, enum color c, int p)
{
	struct board before = *b;
	struct board_undo u;

	try_as_play(b, c, p, &u, NULL);
	board_undo(b, &u);
	ASSERT_IDENTICAL(b, &before);
}

/* Every move of either colour on every empty point of the diagram, tried and undone. */
static void check_undo_every_move(const char *diagram)
{
	struct board b;

	DIAGRAM(&b, diagram);
	BOARD_FOREACH(&b, p)
		if (b.color[p] == EMPTY)
			for (enum color c = BLACK; c <= WHITE; c++)
				check_try_undo(&b, c, p);
}

/* The positions of the tests above, where captures, merges, suicides and kos happen. */
static void test_undo_every_move_of_the_diagrams(void **state)
{
	(void)state;
	/* four chains captured at once; a chain of two and a lone stone in atari */
	check_undo_every_move(". . O . .\n"
			      ". O X O .\n"
			      "O X . X O\n"
			      ". O X O .\n"
			      ". . O . .\n");
	/* two chains joined by the capture, and the capture of both */
	check_undo_every_move(". . . . .\n"
			      ". . . . .\n"
			      ". . . . .\n"
			      "O O O O O\n"
			      "X X . X X\n");
	/* four chains merged into one (and the merges of long chains) */
	check_undo_every_move(". . . . .\n"
			      ". O X . .\n"
			      ". X . X .\n"
			      ". . X . .\n"
			      ". . . . .\n");
	check_undo_every_move("X X X X X X\n"
			      ". . . . . X\n"
			      "O O O O . X\n"
			      "O . . O . X\n"
			      "O O O O . .\n"
			      ". . . . . X\n");
	/* suicide of one stone and of three (B5), and a snap-back */
	check_undo_every_move("X . O . .\n"
			      "X O . . .\n"
			      "O . . . .\n"
			      ". . . . .\n"
			      ". . . . .\n");
	check_undo_every_move(". . . . .\n"
			      ". . . . .\n"
			      "O O O . .\n"
			      "X X O . .\n"
			      ". O X . .\n");
	/* a ko in the middle */
	check_undo_every_move(". . . . .\n"
			      ". X O . .\n"
			      "X O . O .\n"
			      ". X O . .\n"
			      ". . . . .\n");
}

/*
 * A line tried move after move, each checked against board_play, then undone from the last, the board
 * checked field by field after every undo: White B1 takes C1, Black A1 is a suicide of three stones,
 * White C1 merges three chains, White E4 takes E5 and Black E5 is a suicide of one.
 */
static void test_undo_a_line(void **state)
{
	static const struct { enum color c; const char *v; } line[] = {
		{ WHITE, "B1" }, { BLACK, "A1" }, { WHITE, "C1" }, { WHITE, "E4" }, { BLACK, "E5" },
	};
	enum { N = sizeof line / sizeof *line };
	struct board b, before[N];
	struct board_undo u[N];

	(void)state;
	DIAGRAM(&b,
		". . . O X\n"
		". . . O .\n"
		"O O O . .\n"
		"X X O . .\n"
		". . X O .\n");
	for (int i = 0; i < N; i++) {
		before[i] = b;
		try_as_play(&b, line[i].c, AT(&b, line[i].v), &u[i], NULL);
		check_board(&b);
	}
	ASSERT_BOARD(&b,
		". . . O .\n"
		". . . O O\n"
		"O O O . .\n"
		". . O . .\n"
		". O O O .\n");
	assert_int_equal(b.removed[BLACK], 6);   /* C1, A1 A2 B2, E5 taken, E5 again */
	for (int i = N - 1; i >= 0; i--) {
		board_undo(&b, &u[i]);
		ASSERT_IDENTICAL(&b, &before[i]);
		check_board(&b);
	}
}

/*
 * From b, random lines of up to `depth` moves (one move in eight of the same colour again, which makes
 * large suicides), each move tried, checked against board_play, followed further and undone; every
 * undo must give back the board field by field.  `lines` lines from b.
 */
static void random_lines(struct board *b, uint64_t *rng, int lines, int depth, struct undo_stats *st)
{
	struct board_undo u[24];
	struct board before[24];

	for (int k = 0; k < lines; k++) {
		enum color c = rng_next(rng) % 2 ? BLACK : WHITE;
		int n = 0;
		for (; n < depth; n++) {
			bool any = false;
			BOARD_FOREACH(b, q)
				any |= b->color[q] == EMPTY;
			if (!any)
				break;
			before[n] = *b;
			try_as_play(b, c, random_empty_point(b, rng), &u[n], st);
			if (rng_next(rng) % 8 != 0)
				c = color_other(c);
		}
		if (n > 0)
			check_board(b);
		while (n-- > 0) {
			board_undo(b, &u[n]);
			ASSERT_IDENTICAL(b, &before[n]);
		}
	}
}

/* Random games; from every position on the way, random lines tried and undone. */
static void test_undo_random_lines(void **state)
{
	struct undo_stats st = { 0 };
	uint64_t rng = 8;

	(void)state;
	for (int size = 2; size <= 9; size++) {
		struct board b;
		enum color c = BLACK;
		board_init(&b, size);
		for (int i = 0; i < 400; i++) {
			random_lines(&b, &rng, 3, size < 4 ? 8 : 20, &st);
			bool any = false;
			BOARD_FOREACH(&b, q)
				any |= b.color[q] == EMPTY;
			if (!any)
				break;
			board_play(&b, c, random_empty_point(&b, &rng), NULL);
			if (rng_next(&rng) % 8 != 0)
				c = color_other(c);
		}
	}
	/* the lines went through every kind of move */
	assert_true(st.tries > 50000);
	assert_true(st.captures > 1000);
	assert_true(st.merges > 1000);
	assert_true(st.multi_suicides > 100);
}

/* Boards set up at random, chains without liberty among them, then random lines tried and undone:
 * the first move clears every such chain, wherever it is. */
static void test_undo_random_setups(void **state)
{
	struct undo_stats st = { 0 };
	uint64_t rng = 9;

	(void)state;
	for (int size = 2; size <= 7; size++) {
		struct board b;
		board_init(&b, size);
		for (int i = 0; i < 1500; i++) {
			int p = board_point(&b, (int)(rng_next(&rng) % (uint64_t)size),
					    (int)(rng_next(&rng) % (uint64_t)size));
			board_set(&b, p, (enum color)(rng_next(&rng) % 3));
			if (rng_next(&rng) % 4 == 0)
				random_lines(&b, &rng, 1, 6, &st);
		}
	}
	assert_true(st.breathless > 500);
	assert_true(st.captures > 500);
}

/*
 * The largest clear a record must hold: a 25x25 board set up full in a chequer pattern but one
 * point, every stone a chain without liberty.  Black's move there clears all 312 white stones, one
 * chain each.
 */
static void test_undo_largest_clear(void **state)
{
	struct board b;
	struct board_undo u;

	(void)state;
	board_init(&b, BOARD_MAX_SIZE);
	BOARD_FOREACH(&b, p)
		board_set(&b, p, (board_x(&b, p) + board_y(&b, p)) % 2 ? WHITE : BLACK);
	int p = board_point(&b, 0, 0);
	board_set(&b, p, EMPTY);
	assert_true(b.breathless);
	struct board before = b;
	assert_int_equal(try_as_play(&b, BLACK, p, &u, NULL), 312);
	assert_int_equal(u.nclears, 312);
	assert_int_equal(b.stones[WHITE], 0);
	assert_false(b.breathless);
	board_undo(&b, &u);
	ASSERT_IDENTICAL(&b, &before);
}

/* board_regions numbers regions in board order of their first point. */
static void test_regions(void **state)
{
	(void)state;
	struct board b;
	uint16_t id[BOARD_MAX_POINTS];

	DIAGRAM(&b,
		". X .\n"
		"X X O\n"
		". O .\n");
	assert_int_equal(board_regions(&b, REACH_EMPTY, id), 4);
	assert_int_equal(id[AT(&b, "A3")], 0);
	assert_int_equal(id[AT(&b, "C3")], 1);
	assert_int_equal(id[AT(&b, "A1")], 2);
	assert_int_equal(id[AT(&b, "C1")], 3);
	assert_int_equal(id[AT(&b, "B3")], BOARD_NO_REGION);
	/* Not black: A3, and C3 with C2 and the bottom row (white stones included). */
	assert_int_equal(board_regions(&b, REACH_EMPTY | REACH_WHITE, id), 2);
	assert_int_equal(id[AT(&b, "C3")], id[AT(&b, "C1")]);
	assert_int_equal(id[AT(&b, "A1")], id[AT(&b, "B1")]);
}

/* The diagonal points of a point: the colour asked for counted (those ignored not), the edge seen. */
static void test_diagonals(void **state)
{
	(void)state;
	struct board b;
	bool edge, ignore[BOARD_MAX_POINTS] = { false };

	DIAGRAM(&b, ". . . . .\n"
		    ". O . X .\n"
		    ". . . . .\n"
		    ". O . O .\n"
		    ". . . . .\n");
	assert_int_equal(board_diagonals(&b, AT(&b, "C3"), WHITE, NULL, &edge), 3);
	assert_false(edge);
	assert_int_equal(board_diagonals(&b, AT(&b, "C3"), BLACK, NULL, &edge), 1);
	ignore[AT(&b, "B2")] = true;
	assert_int_equal(board_diagonals(&b, AT(&b, "C3"), WHITE, ignore, &edge), 2);
	assert_int_equal(board_diagonals(&b, AT(&b, "A1"), WHITE, NULL, &edge), 1);
	assert_true(edge);
	assert_int_equal(board_diagonals(&b, AT(&b, "C5"), BLACK, NULL, &edge), 1);
	assert_true(edge);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_diagonals),
		cmocka_unit_test(test_capture_in_corner),
		cmocka_unit_test(test_capture_two_stones_in_corner),
		cmocka_unit_test(test_capture_on_edge),
		cmocka_unit_test(test_capture_four_chains_at_once),
		cmocka_unit_test(test_capture_two_chains_joining),
		cmocka_unit_test(test_capture_gives_one_liberty_per_point),
		cmocka_unit_test(test_merge_four_chains),
		cmocka_unit_test(test_join_one_chain),
		cmocka_unit_test(test_join_one_chain_twice),
		cmocka_unit_test(test_merge_long_chains),
		cmocka_unit_test(test_suicide_single_stone),
		cmocka_unit_test(test_suicide_several_stones),
		cmocka_unit_test(test_capture_is_never_suicide),
		cmocka_unit_test(test_capture_saves_own_chain),
		cmocka_unit_test(test_snapback),
		cmocka_unit_test(test_ko_in_the_middle),
		cmocka_unit_test(test_ko_on_edge),
		cmocka_unit_test(test_not_ko),
		cmocka_unit_test(test_questions_agree_with_play),
		cmocka_unit_test(test_hash_independent_of_order),
		cmocka_unit_test(test_hash_after_capture),
		cmocka_unit_test(test_board_set_keeps_hash),
		cmocka_unit_test(test_board_set_keeps_dead_chains),
		cmocka_unit_test(test_reach_and_area),
		cmocka_unit_test(test_area_small_boards),
		cmocka_unit_test(test_regions),
		cmocka_unit_test(test_diagram_errors),
		cmocka_unit_test(test_diagram_forms),
		cmocka_unit_test(test_diagram_print),
		cmocka_unit_test(test_diagram_print_ten),
		cmocka_unit_test(test_vertex_parse_and_print),
		cmocka_unit_test(test_vertex_round_trip),
		cmocka_unit_test(test_random_play_5x5),
		cmocka_unit_test(test_random_play_9x9),
		cmocka_unit_test(test_random_play_small),
		cmocka_unit_test(test_random_set),
		cmocka_unit_test(test_play_clears_every_chain_without_liberty),
		cmocka_unit_test(test_random_set_then_play),
		cmocka_unit_test(test_undo_every_move_of_the_diagrams),
		cmocka_unit_test(test_undo_a_line),
		cmocka_unit_test(test_undo_random_lines),
		cmocka_unit_test(test_undo_random_setups),
		cmocka_unit_test(test_undo_largest_clear),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
