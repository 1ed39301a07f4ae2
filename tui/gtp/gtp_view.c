/*
 * gtp_view.c: the GTP commands that show the position: showboard, list_stones, and a move explained
 * (tengen-explain) and traced through rule 7 (tengen-trace).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/gtp/gtp_command.h"

static const char *const gtp_end_words[] = {
	[END_NONE] = "",
	[END_PASSES] = "play has ended: two passes",
	[END_RESIGN] = "play has ended: resignation",
	[END_CYCLE] = "play has ended without result: a whole-board repetition",
};

static int gtp_showboard(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	size_t len = board_to_diagram(b, true, NULL, 0) + 1;
	char *diagram = xmalloc(len);

	(void)argc, (void)argv;
	board_to_diagram(b, true, diagram, len);
	fprintf(reply, "\n%scaptures: black %d, white %d\nto move: %s", diagram,
		game_prisoners(e->game, BLACK), game_prisoners(e->game, WHITE),
		color_str(game_to_move(e->game)));
	if (game_phase(e->game) == PHASE_OVER)
		fprintf(reply, " (%s)", gtp_end_words[game_end_reason(e->game)]);
	free(diagram);
	return 0;
}

const struct gtp_command gtp_showboard_entry = {
	.name = "showboard", .usage = "", .exec = gtp_showboard,
};

/* GNU Go's list_stones: the stones of one colour, in board order. */
static int gtp_list_stones(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	uint16_t stones[BOARD_MAX_POINTS];
	enum color c = BLACK;
	int n = 0;

	if (gtp_need(argc, 1, reply) || gtp_color(argv[0], &c, reply))
		return -1;
	BOARD_FOREACH(b, p)
		if (b->color[p] == c)
			stones[n++] = (uint16_t)p;
	gtp_print_points(b, stones, n, reply);
	return 0;
}

const struct gtp_command gtp_list_stones_entry = {
	.name = "list_stones", .usage = "COLOUR", .exec = gtp_list_stones,
};

static int gtp_tengen_explain(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum color c = BLACK;
	int p;
	char buf[256];

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	if (p == BOARD_PASS) {
		fputs("legal: a pass is always allowed", reply);
		return 0;
	}
	struct verdict_info v = game_check(e->game, c, p);
	fputs(game_verdict_str(e->game, &v, buf, sizeof buf), reply);
	return 0;
}

const struct gtp_command gtp_tengen_explain_entry = {
	.name = "tengen-explain", .usage = "COLOUR VERTEX", .exec = gtp_tengen_explain,
};

/* One step of rule 7: the chain cleared and why. */
static void gtp_print_clear(const struct board *b, const struct trace *t, const struct trace_clear *k,
			    FILE *reply)
{
	uint16_t stones[BOARD_MAX_POINTS];

	memcpy(stones, &t->stones[k->first], (size_t)k->count * sizeof *stones);
	qsort(stones, (size_t)k->count, sizeof *stones, gtp_point_order);
	fprintf(reply, "\nclear %s%s chain ", k->phase == TRACE_OWN ? "own " : "", color_str(k->color));
	gtp_print_points(b, stones, k->count, reply);
	fputs(" (no longer reaches empty)", reply);
}

/* The clears of one phase, or a line saying there were none. */
static void gtp_print_phase(const struct board *b, const struct trace *t, enum trace_phase phase,
			    enum color c, FILE *reply)
{
	int shown = 0;

	for (int i = 0; i < t->nclears; i++)
		if (t->clears[i].phase == phase) {
			gtp_print_clear(b, t, &t->clears[i], reply);
			shown++;
		}
	if (!shown)
		fprintf(reply, "\nclear %s%s chains: none", phase == TRACE_OWN ? "own " : "",
			color_str(c));
}

/*
 * The rule-7 steps of a move without playing it: colour the point, clear the opponent's chains that
 * no longer reach empty, clear the player's own, then the verdict of the suicide and repetition
 * checks.  An occupied point has no steps: only its verdict is shown.
 */
static int gtp_tengen_trace(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	struct trace t;
	enum color c = BLACK;
	int p;
	char buf[256];

	if (gtp_move(e, argc, argv, &c, &p, reply))
		return -1;
	if (p == BOARD_PASS)
		return gtp_fail(reply, "a pass has no steps");
	struct verdict_info v = game_check(e->game, c, p);
	if (v.verdict != VERDICT_OCCUPIED) {
		game_trace_try(e->game, c, p, &t);
		fprintf(reply, "colour %s %s", board_vertex_str(b, p, buf), color_str(c));
		gtp_print_phase(b, &t, TRACE_OPPONENT, color_other(c), reply);
		gtp_print_phase(b, &t, TRACE_OWN, c, reply);
		fputc('\n', reply);
	}
	fprintf(reply, "verdict: %s", game_verdict_str(e->game, &v, buf, sizeof buf));
	return 0;
}

const struct gtp_command gtp_tengen_trace_entry = {
	.name = "tengen-trace", .usage = "COLOUR VERTEX", .exec = gtp_tengen_trace,
};
