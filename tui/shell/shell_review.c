/*
 * shell_review.c: `tengen review`: the course of a game record as text for a script (rules/course.h):
 * the judgement's estimate after every move of the main line, the moves that lost most by it, with
 * --prefer what the judgement would have played instead, and with --sgf the record written back
 * with the figures on its nodes (TGE and SBKV, and a comment on each decisive move).
 *
 * A node that already holds a point (TGE, written by an earlier review) is not estimated again.
 */
#include "config.h"

#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "rules/course.h"
#include "rules/judge.h"
#include "rules/record.h"
#include "rules/xalloc.h"
#include "tui/shared/cli.h"
#include "tui/shell/shell.h"

#define REVIEW_DECISIVE 5        /* decisive moves shown without --decisive */
#define REVIEW_MIN_LOSS 1.0      /* a move that lost less is never decisive */
#define REVIEW_PREFER_BUDGET 24  /* candidates tried for the preferred move (course_prefer) */

struct shell_review_options {
	bool json;
	bool moves;          /* --moves: the table of every move */
	int decisive;        /* --decisive N */
	bool prefer;         /* --prefer: the judgement's preferred move at each decisive one */
	const char *sgf;     /* --sgf OUT */
	bool partial;
	const char *file;
};

static void shell_review_usage(FILE *f)
{
	fputs("usage: tengen review [--json] [--moves] [--decisive N] [--prefer] [--sgf OUT] [--partial] FILE.sgf\n"
	      "The course of the main line: the judgement's estimate of the score (Black minus White,\n"
	      "komi included, as `tengen score --estimate --move K` gives it) after every move, and the\n"
	      "moves that lost most by it (the decisive moves, 5 unless --decisive N), each with how\n"
	      "sure the estimate is.  --moves: the estimate after every move as a table.  --prefer: at\n"
	      "each decisive move, the move the judgement prefers and by how much.  --json: all of it\n"
	      "as JSON.  --sgf OUT: the record written to OUT with the estimate on every move (TGE, and\n"
	      "SBKV, Black's chance of winning as Sabaki graphs it) and a comment on each decisive move;\n"
	      "an estimate already on a move (TGE) is read, not made again.  --partial: a game cut short\n"
	      "by an illegal or off-board move is reviewed up to it.\n", f);
}

static int shell_review_args(int argc, char **argv, struct shell_review_options *o)
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "moves", no_argument, NULL, 'm' },
		{ "decisive", required_argument, NULL, 'd' },
		{ "prefer", no_argument, NULL, 'p' },
		{ "sgf", required_argument, NULL, 's' },
		{ "partial", no_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;
	char *end;

	optind = 1;
	o->decisive = REVIEW_DECISIVE;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'j': o->json = true; break;
		case 'm': o->moves = true; break;
		case 'd':
			o->decisive = (int)strtol(optarg, &end, 10);
			if (end == optarg || *end || o->decisive < 0 || o->decisive > 1000) {
				cli_say("review", "--decisive: a number of moves from 0 to 1000, not '%s'", optarg);
				return -1;
			}
			break;
		case 'p': o->prefer = true; break;
		case 's': o->sgf = optarg; break;
		case 'P': o->partial = true; break;
		case 'h': shell_review_usage(stdout); exit(0);
		default: shell_review_usage(stderr); return -1;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "tengen review: %s\n", optind >= argc ? "no game record given" : "one file only");
		shell_review_usage(stderr);
		return -1;
	}
	o->file = argv[optind];
	return 0;
}

/* What the review found. */
struct review {
	struct record *r;
	int n;                        /* moves of the line */
	struct course_point *pts;     /* pts[0..n] */
	int estimated;                /* points estimated here (the rest read from the record) */
	struct course_swing *sw;      /* the decisive moves */
	struct course_choice *ch;     /* with --prefer: the preferred move of each */
	int nsw;
	bool progress;                /* stderr is a terminal: say how far the review has got */
};

/* "move 120 of 250" on a terminal's stderr, overwritten; NULL clears it. */
static void review_progress(const struct review *rv, const char *what, int k, int n)
{
	if (!rv->progress)
		return;
	if (what)
		fprintf(stderr, "\rtengen review: %s %d of %d ", what, k, n);
	else
		fprintf(stderr, "\r%40s\r", "");
	fflush(stderr);
}

/* The node of move k alone, or NULL: a node that holds two moves or more is the last one's. */
static struct sgf_node *review_node(const struct review *rv, int k)
{
	struct sgf_node *node = record_move_node(rv->r, k);

	return k < rv->n && node == record_move_node(rv->r, k + 1) ? NULL : node;
}

/* Every point of the course: read from its node, else estimated (the game walked from the start). */
static void review_course(struct review *rv)
{
	struct game *g = record_game(rv->r);

	rv->pts = xcalloc((size_t)rv->n + 1, sizeof *rv->pts);
	for (int k = 0; k <= rv->n; k++) {
		struct course_point *p = &rv->pts[k];
		struct sgf_node *node = review_node(rv, k);
		if (node && course_node_read(node, p) && isfinite(p->margin))
			continue;
		review_progress(rv, "estimating move", k, rv->n);
		game_goto(g, k);
		course_estimate(g, k, p);
		rv->estimated++;
	}
	game_goto(g, rv->n);
	review_progress(rv, NULL, 0, 0);
}

static void review_decisive(struct review *rv, const struct shell_review_options *o)
{
	struct game *g = record_game(rv->r);

	rv->sw = xcalloc((size_t)o->decisive + 1, sizeof *rv->sw);
	rv->ch = xcalloc((size_t)o->decisive + 1, sizeof *rv->ch);
	rv->nsw = course_swings(g, rv->pts, rv->n, REVIEW_MIN_LOSS, rv->sw, o->decisive);
	for (int i = 0; o->prefer && i < rv->nsw; i++) {
		review_progress(rv, "trying moves at decisive move", i + 1, rv->nsw);
		if (course_prefer(g, rv->sw[i].move, REVIEW_PREFER_BUDGET, &rv->ch[i]) != 0)
			rv->ch[i] = (struct course_choice){ .point = rv->sw[i].point, .margin = rv->pts[rv->sw[i].move].margin };
	}
	review_progress(rv, NULL, 0, 0);
}

/* The colour and point of move k ("B", "Q16"; "-" for the position set up and for setup). */
static void move_words(const struct game *g, int k, char *color, char *vertex)
{
	const struct move *m = k > 0 ? game_move(g, k) : NULL;

	if (!m || (m->action != ACTION_PLAY && m->action != ACTION_PASS)) {
		color[0] = '-', color[1] = '\0';
		snprintf(vertex, 8, "-");
		return;
	}
	color[0] = m->color == BLACK ? 'B' : 'W', color[1] = '\0';
	board_vertex_str(game_board(g), m->action == ACTION_PLAY ? m->point : BOARD_PASS, vertex);
}

static void print_header(const struct review *rv, const struct shell_review_options *o)
{
	const struct game *g = record_game(rv->r);
	const struct course_point *end = &rv->pts[rv->n];
	char komi[16], rules[128], m[24], lo[24], hi[24];

	printf("%s: %dx%d, %d move%s, komi %s, %s rules: the estimate at the end %s (from %s to %s)\n", o->file,
	       game_board(g)->size, game_board(g)->size, rv->n, rv->n == 1 ? "" : "s",
	       ruleset_komi_str(game_rules(g)->komi2, komi), ruleset_str(game_rules(g), rules, sizeof rules),
	       judge_margin_str(end->margin, m, sizeof m), course_whole_str(end->lower, lo, sizeof lo),
	       course_whole_str(end->upper, hi, sizeof hi));
}

static void print_table(const struct review *rv)
{
	const struct game *g = record_game(rv->r);
	char color[2], v[8], m[24], lo[24], hi[24];

	printf("move colour point estimate range\n");
	for (int k = 0; k <= rv->n; k++) {
		const struct course_point *p = &rv->pts[k];
		move_words(g, k, color, v);
		printf("%4d %-6s %-5s %-8s %s to %s\n", k, color, v, judge_margin_str(p->margin, m, sizeof m),
		       course_whole_str(p->lower, lo, sizeof lo), course_whole_str(p->upper, hi, sizeof hi));
	}
}

static void print_decisive(const struct review *rv, const struct shell_review_options *o)
{
	const struct game *g = record_game(rv->r);
	char color[2], v[8], pv[8];

	printf("Decisive moves:%s\n", rv->nsw ? "" : " none lost a point or more by the estimate");
	for (int i = 0; i < rv->nsw; i++) {
		const struct course_swing *s = &rv->sw[i];
		const struct course_choice *c = &rv->ch[i];
		move_words(g, s->move, color, v);
		printf("move %d %s %s: lost about %ld point%s (give or take %ld)", s->move, color, v, lrint(s->loss),
		       lrint(s->loss) == 1 ? "" : "s", lrint(s->doubt));
		if (o->prefer && c->point != s->point && lrint(c->gain) >= 1)
			printf("; the judgement preferred %s, about %ld better", board_vertex_str(game_board(g), c->point, pv),
			       lrint(c->gain));
		else if (o->prefer)
			printf("; the judgement found nothing better");
		putchar('\n');
	}
}

static void json_point(const struct course_point *p)
{
	static const char *const source[] = { "none", "judge", "engine", "record" };
	char m[24];

	printf("\"estimate\": \"%s\", \"margin\": %.2f, \"lower\": %.2f, \"upper\": %.2f, \"winrate\": %.4f, "
	       "\"source\": \"%s\"", judge_margin_str(p->margin, m, sizeof m), p->margin, p->lower, p->upper,
	       p->winrate, source[p->source]);
}

static void print_json(const struct review *rv, const struct shell_review_options *o)
{
	const struct game *g = record_game(rv->r);
	char color[2], v[8], pv[8], rules[128];

	printf("{\"file\": ");
	cli_json_string(o->file);
	printf(", \"size\": %d, \"moves\": %d, \"komi\": %.1f, \"rules\": ", game_board(g)->size, rv->n,
	       game_rules(g)->komi2 / 2.0);
	cli_json_string(ruleset_str(game_rules(g), rules, sizeof rules));
	printf(",\n \"course\": [");
	for (int k = 0; k <= rv->n; k++) {
		move_words(g, k, color, v);
		printf("%s\n  {\"move\": %d, \"color\": \"%s\", \"vertex\": \"%s\", ", k ? "," : "", k, color, v);
		json_point(&rv->pts[k]);
		printf("}");
	}
	printf("],\n \"decisive\": [");
	for (int i = 0; i < rv->nsw; i++) {
		const struct course_swing *s = &rv->sw[i];
		move_words(g, s->move, color, v);
		printf("%s\n  {\"move\": %d, \"color\": \"%s\", \"vertex\": \"%s\", \"loss\": %.2f, \"doubt\": %.2f",
		       i ? "," : "", s->move, color, v, s->loss, s->doubt);
		if (o->prefer)
			printf(", \"preferred\": {\"vertex\": \"%s\", \"margin\": %.2f, \"gain\": %.2f}",
			       board_vertex_str(game_board(g), rv->ch[i].point, pv), rv->ch[i].margin, rv->ch[i].gain);
		printf("}");
	}
	printf("]}\n");
}

/* --sgf OUT: the record with the course on its nodes. */
static int review_write(const struct review *rv, const struct shell_review_options *o)
{
	struct sgf_node **nodes = xcalloc((size_t)rv->n + 1, sizeof *nodes);
	char err[512];

	for (int k = 0; k <= rv->n; k++)
		nodes[k] = review_node(rv, k);
	course_annotate(nodes, rv->n, rv->pts, rv->sw, o->prefer ? rv->ch : NULL, rv->nsw,
			game_board(record_game(rv->r))->size);
	free(nodes);
	if (sgf_write_file(record_sgf(rv->r), o->sgf, err, sizeof err) != 0) {
		cli_say("review", "%s", err);
		return EXIT_BAD_INPUT;
	}
	return 0;
}

int shell_review(int argc, char **argv)
{
	struct shell_review_options o = { 0 };
	struct review rv = { 0 };
	struct ruleset defaults;

	if (shell_review_args(argc, argv, &o) != 0)
		return EXIT_USAGE;
	ruleset_parse(&defaults, "japanese", NULL, 0);
	rv.progress = isatty(STDERR_FILENO);
	rv.r = cli_read_record("review", o.file, &defaults, 0, o.partial);
	if (!rv.r)
		return EXIT_BAD_INPUT;
	rv.n = game_moves(record_game(rv.r));
	review_course(&rv);
	review_decisive(&rv, &o);
	if (o.json) {
		print_json(&rv, &o);
	} else {
		print_header(&rv, &o);
		if (o.moves)
			print_table(&rv);
		print_decisive(&rv, &o);
	}
	int status = o.sgf ? review_write(&rv, &o) : 0;
	free(rv.pts);
	free(rv.sw);
	free(rv.ch);
	record_free(rv.r);
	return status;
}
