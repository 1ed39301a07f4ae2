/*
 * shell_classify.c: `tengen classify`: the life and death of every chain of the last position of a
 * game record, by the 1989 Japanese rules as seed 003 formalises them (rules/life.h), and the
 * territory that follows from the marking it suggests (its estimates counted, as score --auto
 * does).
 *
 * Text output, in this order:
 *   FILE: SIZExSIZE, after move N, COLOUR to play; K chains, U unsettled[ (whoever moves first
 *   decides)][, E estimated (not proven)]
 *   the board, as board_to_diagram draws it with coordinates
 *   one line per chain, in board order of its first stone:
 *     VERTEX COLOUR STONES stone[s]: STATUS, type N; eyes V V ..|-; proof M, M, ..|-
 *   (a chain the analysis left unsettled is shown as its estimate (life.h: life_chain.estimate):
 *   "estimated dead|alive|seki" for STATUS, or "unsettled, whoever moves first decides" where it has
 *   none; its line ends with "; why: REASON", which ends with the estimate's own reason; a verdict
 *   that rests on the analysis' large-territory assumption with "; assumed: REASON")
 *   territory: black B, white W; dead stones taken as prisoners: by black PB, by white PW
 *   the board again, X O for the stones that stay, x o for each colour's territory (empty points
 *   and the points of dead stones), . for points that are nobody's
 * --json prints the same as one JSON object.  --bench N prints instead the median wall-clock time
 * of N runs of the analysis on the position (a benchmark, not a test).  --budget NODES sets the
 * analysis's total node budget (life_options.total_budget; 0 for none) and lets one question use it all.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/life.h"
#include "rules/marking.h"
#include "rules/mono.h"
#include "rules/record.h"
#include "rules/xalloc.h"
#include "tui/shared/cli.h"
#include "tui/shell/shell.h"

struct classify_options {
	bool json;
	int bench;           /* runs for --bench, 0 without */
	long budget;         /* --budget: search nodes for the whole analysis; -1 for the default */
	bool partial;        /* --partial: a game cut short by a bad move is classified up to it */
	int move;            /* --move N: the position after move N of the main line; -1: its end */
	bool long_budget;    /* --long: the analysis's longer budget (life_options_long) */
	const char *file;
};

static void classify_usage(FILE *f)
{
	fputs("usage: tengen classify [--json] [--bench N] [--budget NODES] [--long] [--partial] [--move N] FILE.sgf\n"
	      "Life and death of every chain of the last position of the main line (1989 Japanese rules,\n"
	      "seed 003's seven types), with the proof of each verdict and the territory it gives.\n"
	      "--move N: of the position after move N of the main line instead (0: the position set up).\n"
	      "--bench N: time N runs of the analysis and print the median instead.\n"
	      "--budget NODES: search nodes for the whole analysis (default 500000 up to 13x13,\n"
	      "  100000 on larger boards; 0: no limit).  A chain not settled within it is reported\n"
	      "  unsettled, with the reason.\n"
	      "--long: ten times the random playouts behind the estimates of unsettled chains.\n"
	      "--partial: a game cut short by an illegal or off-board move is classified as it stood\n"
	      "  before that move (without it, such a file is bad input: exit 2).\n",
	      f);
}

static int classify_parse_args(int argc, char **argv, struct classify_options *o)
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "bench", required_argument, NULL, 'b' },
		{ "budget", required_argument, NULL, 'n' },
		{ "partial", no_argument, NULL, 'p' },
		{ "move", required_argument, NULL, 'M' },
		{ "long", no_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;
	char *end;

	optind = 1;
	o->move = -1;
	o->budget = -1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'j': o->json = true; break;
		case 'p': o->partial = true; break;
		case 'M':
			if (cli_move_arg("classify", optarg, &o->move) != 0)
				return -1;
			break;
		case 'l': o->long_budget = true; break;
		case 'b':
			o->bench = (int)strtol(optarg, &end, 10);
			if (*end || o->bench < 1 || o->bench > 100000) {
				cli_say("classify", "--bench: '%s' is not a number of runs (1..100000)", optarg);
				return -1;
			}
			break;
		case 'n':
			o->budget = strtol(optarg, &end, 10);
			if (*end || end == optarg || o->budget < 0 || o->budget > 1000000000L) {
				cli_say("classify", "--budget: '%s' is not a number of nodes (0..1000000000)",
					optarg);
				return -1;
			}
			break;
		case 'h': classify_usage(stdout); exit(0);
		default: classify_usage(stderr); return -1;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "tengen classify: %s\n", optind >= argc ? "no game record given" : "one file only");
		classify_usage(stderr);
		return -1;
	}
	o->file = argv[optind];
	return 0;
}


/* The points of a list as "A9 C9", or "-" when there are none.  Returns buf. */
static const char *points_str(const struct board *b, const int16_t *pts, int n, char *buf, size_t len)
{
	size_t used = 0;
	char v[8];

	snprintf(buf, len, "-");
	for (int i = 0; i < n && used < len; i++)
		used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? " " : "", board_vertex_str(b, pts[i], v));
	return buf;
}

/* The letter of point p on the territory map: X O stones that stay, x o territory, . nobody's. */
static char map_letter(const struct board *b, const struct life_analysis *a, int p)
{
	if (a->territory[p] == BLACK || a->territory[p] == WHITE)
		return a->territory[p] == BLACK ? 'x' : 'o';
	if (b->color[p] == BLACK || b->color[p] == WHITE)
		return life_chain_at(a, p)->status == LIFE_DEAD ? '.' : b->color[p] == BLACK ? 'X' : 'O';
	return '.';
}

/* The territory map with coordinates, in board_to_diagram's layout. */
static void print_map(const struct board *b, const struct life_analysis *a)
{
	char v[8], letters[32];
	int n = 0;

	for (int x = 0; x < b->size; x++) {
		board_vertex_str(b, board_point(b, x, 0), v);
		letters[n++] = v[0];
	}
	letters[n] = '\0';
	printf("  ");
	for (int x = 0; x < b->size; x++)
		printf(" %c", letters[x]);
	putchar('\n');
	for (int y = 0; y < b->size; y++) {
		printf("%2d", b->size - y);
		for (int x = 0; x < b->size; x++)
			printf(" %c", map_letter(b, a, board_point(b, x, y)));
		printf(" %d\n", b->size - y);
	}
	printf("  ");
	for (int x = 0; x < b->size; x++)
		printf(" %c", letters[x]);
	putchar('\n');
}

static void print_chain(const struct board *b, const struct life_chain *c)
{
	char v[8], eyes[512], proof[1024];

	printf("%s %s %d stone%s: ", board_vertex_str(b, c->point, v), color_str(c->color), c->stones,
	       c->stones == 1 ? "" : "s");
	if (c->status == LIFE_UNSETTLED && c->estimate != LIFE_UNSETTLED)
		printf("estimated %s", life_status_str(c->estimate));
	else if (c->status == LIFE_UNSETTLED)
		printf("unsettled, whoever moves first decides");
	else
		printf("%s", life_status_str(c->status));
	if (c->type != LIFE_TYPE_NONE)
		printf(", %s", life_type_str(c->type));
	reading_line_str(b, &c->proof, proof, sizeof proof);
	printf("; eyes %s; proof %s", points_str(b, c->eyes, c->neyes, eyes, sizeof eyes), c->proof.n ? proof : "-");
	if (c->status == LIFE_UNSETTLED)
		printf("; why: %s", c->reason);
	else if (c->assumed)
		printf("; assumed: %s", c->reason);
	putchar('\n');
}

static void print_text(const struct classify_options *o, const struct game *g, const struct life_analysis *a)
{
	const struct board *b = game_board(g);
	char diagram[4096];

	int open = 0, estimated = 0;   /* unsettled without an estimate, and with one */
	for (int i = 0; i < a->nchains; i++)
		if (a->chains[i].status == LIFE_UNSETTLED) {
			open += a->chains[i].estimate == LIFE_UNSETTLED;
			estimated += a->chains[i].estimate != LIFE_UNSETTLED;
		}
	printf("%s: %dx%d, after move %d, %s to play; %d chain%s, %d unsettled%s", o->file, b->size, b->size,
	       game_moves(g), color_name(game_to_move(g)), a->nchains, a->nchains == 1 ? "" : "s", open,
	       open ? " (whoever moves first decides)" : "");
	if (estimated)
		printf(", %d estimated (not proven)", estimated);
	putchar('\n');
	board_to_diagram(b, true, diagram, sizeof diagram);
	fputs(diagram, stdout);
	for (int i = 0; i < a->nchains; i++)
		print_chain(b, &a->chains[i]);
	printf("territory: black %d, white %d; dead stones taken as prisoners: by black %d, by white %d\n",
	       a->territory_count[BLACK], a->territory_count[WHITE], a->prisoners[BLACK], a->prisoners[WHITE]);
	print_map(b, a);
}

/* A line of play as a JSON array of "B D4" strings. */
static void json_line(const struct board *b, const struct reading_line *l)
{
	char v[8];
	enum color c = l->first;

	putchar('[');
	for (int i = 0; i < l->n; i++, c = color_other(c))
		printf("%s\"%c %s\"", i ? ", " : "", c == BLACK ? 'B' : 'W', board_vertex_str(b, l->moves[i], v));
	putchar(']');
}

static void json_chain(const struct board *b, const struct life_chain *c)
{
	char v[8];

	printf("{\"vertex\": \"%s\", \"colour\": \"%s\", \"stones\": %d, \"status\": \"%s\", \"type\": %d, ",
	       board_vertex_str(b, c->point, v), color_str(c->color), c->stones, life_status_str(c->status),
	       (int)c->type);
	printf("\"eyes\": [");
	for (int i = 0; i < c->neyes; i++)
		printf("%s\"%s\"", i ? ", " : "", board_vertex_str(b, c->eyes[i], v));
	printf("], \"proof\": ");
	json_line(b, &c->proof);
	printf(", \"second\": ");
	json_line(b, &c->second);
	printf(", \"assumed\": %s, \"estimate\": ", c->assumed ? "true" : "false");
	if (c->estimate == LIFE_UNSETTLED)
		printf("null");
	else
		printf("{\"status\": \"%s\", \"percent\": %d}", life_status_str(c->estimate), c->estimate_percent);
	printf(", \"nodes\": %ld, \"reason\": ", c->nodes);
	cli_json_string(c->reason);
	putchar('}');
}

static void print_json(const struct classify_options *o, const struct game *g, const struct life_analysis *a)
{
	const struct board *b = game_board(g);

	printf("{\"file\": ");
	cli_json_string(o->file);
	printf(", \"size\": %d, \"moves\": %d, \"to_move\": \"%s\", \"unsettled\": %d, \"estimated\": %d,\n \"chains\": [",
	       b->size, game_moves(g), color_str(game_to_move(g)), a->unsettled, a->estimated);
	for (int i = 0; i < a->nchains; i++) {
		printf("%s\n  ", i ? "," : "");
		json_chain(b, &a->chains[i]);
	}
	printf("],\n \"territory\": {\"black\": %d, \"white\": %d}, \"prisoners\": {\"black\": %d, \"white\": %d},\n",
	       a->territory_count[BLACK], a->territory_count[WHITE], a->prisoners[BLACK], a->prisoners[WHITE]);
	printf(" \"map\": [");
	for (int y = 0; y < b->size; y++) {
		printf("%s\"", y ? ", " : "");
		for (int x = 0; x < b->size; x++)
			putchar(map_letter(b, a, board_point(b, x, y)));
		putchar('"');
	}
	printf("]}\n");
}

/* The analysis of the game's last position, from a marking session as every front end gets it. */
static void classify_print(const struct classify_options *o, const struct game *g,
			   const struct life_options *opt)
{
	struct marking *session = marking_new(opt);

	marking_sync(session, game_board(g));
	if (o->json)
		print_json(o, g, marking_analysis(session));
	else
		print_text(o, g, marking_analysis(session));
	marking_free(session);
}

static int cmp_double(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;
	return (a > b) - (a < b);
}

/* --bench: the median of n runs of the analysis, and what the last run said.  Each run calls
 * life_analyse itself: a marking session would answer every run after the first from its cache. */
static void bench(const struct classify_options *o, const struct life_options *opt, const struct board *b)
{
	double *t = xmalloc((size_t)o->bench * sizeof *t);
	struct life_analysis *a = xmalloc(sizeof *a);

	for (int i = 0; i < o->bench; i++) {
		double start = mono_seconds();
		life_analyse(b, opt, a);
		t[i] = (mono_seconds() - start) * 1e3;
	}
	qsort(t, (size_t)o->bench, sizeof *t, cmp_double);
	double median = o->bench % 2 ? t[o->bench / 2] : (t[o->bench / 2 - 1] + t[o->bench / 2]) / 2;
	printf("%s: %dx%d, %d chains, %d unsettled, %ld nodes: median %.3f ms over %d runs (min %.3f, max %.3f)\n",
	       o->file, b->size, b->size, a->nchains, a->unsettled, a->nodes, median, o->bench, t[0],
	       t[o->bench - 1]);
	free(a);
	free(t);
}

int shell_classify(int argc, char **argv)
{
	struct classify_options o = { 0 };
	struct ruleset japanese;

	if (classify_parse_args(argc, argv, &o) != 0)
		return EXIT_USAGE;
	ruleset_parse(&japanese, "japanese", NULL, 0);
	struct record *r = cli_read_record_at("classify", o.file, &japanese, o.move, o.partial);
	if (!r)
		return EXIT_BAD_INPUT;

	const struct game *g = record_game(r);
	struct life_options opt;
	if (o.long_budget)
		life_options_long(&opt);
	else
		life_options_init(&opt);
	if (o.budget >= 0) {
		opt.total_budget = o.budget;
		opt.limits.node_budget = o.budget ? o.budget : 1000000000L;
	}
	if (o.bench)
		bench(&o, &opt, game_board(g));
	else
		classify_print(&o, g, &opt);
	record_free(r);
	return 0;
}
