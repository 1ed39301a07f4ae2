/*
 * shell_score.c: `tengen score`: the last position of a game record counted under several rulesets,
 * side by side, with the points where they disagree and why.
 *
 * By default every column uses the game's komi, so that the differences come from counting alone
 * (DESIGN.md 3.3); --own-komi gives each ruleset its own.  The marking starts with the record's own
 * where it marks its end (TB/TW: rules/record.h says when, as for every front end), else with every
 * chain alive, or with the life-and-death analysis' answer (--auto: rules/life.h; a chain it leaves
 * unsettled is marked as the random playouts estimate, or alive without an estimate, and the table
 * says how many); --dead and --seki then set the chains they name.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/count.h"
#include "rules/finish.h"
#include "rules/judge.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/record.h"
#include "rules/score.h"
#include "tui/shared/cli.h"
#include "tui/shell/shell.h"

struct shell_score_options {
	const char *rules;   /* a comma-separated list, or "all" */
	const char *dead;    /* vertices of dead chains, comma-separated */
	const char *seki;    /* vertices of chains in seki */
	bool automatic;      /* start from the life-and-death analysis' marking */
	bool recorded;       /* start from the record's own marking (rules/record.h) */
	int unsettled;       /* with automatic: chains the analysis left unsettled (marked alive) */
	int assumed;         /* with automatic: verdicts resting on the large-territory assumption */
	int estimated;       /* with automatic: unsettled chains marked by their estimate (life.h) */
	bool json;
	bool own_komi;       /* each ruleset's own komi rather than the game's */
	bool partial;        /* --partial: a game cut short by a bad move is counted up to it */
	int move;            /* --move N: the position after move N of the main line; -1: its end */
	enum count_playout playout;  /* --as-is: never played out; --play-out: always (rules/count.h) */
	bool long_budget;    /* --long: the analysis's longer budget (life_options_long) */
	bool estimate;       /* --estimate: the judgement's estimate instead of the count */
	const char *file;
};

static void shell_score_usage(FILE *f)
{
	fputs("usage: tengen score [--rules LIST|all] [--dead V,V..] [--seki V,V..] [--auto] [--own-komi]\n"
	      "                    [--as-is|--play-out] [--long] [--json] [--partial] [--move N] FILE.sgf\n"
	      "       tengen score --estimate [--json] [--partial] [--move N] FILE.sgf\n"
	      "Count the last position of the main line (--move N: the position after its move N, 0 the\n"
	      "position set up) under each ruleset of LIST (default: the game's own, then\n"
	      SCORE_DEFAULT_RULESETS ").  Vertices are GTP style (D4); each names its whole chain.\n"
	      "The marking starts with the record's own (TB and TW at the end of the line), else every\n"
	      "chain alive; --auto starts with the life-and-death analysis's instead.\n"
	      "A record that stops before its end is first played out (dame filled, protective moves made);\n"
	      "a game the players ended by passing is counted as they left it.  --as-is never plays out,\n"
	      "--play-out always does.  --long: ten times the random playouts behind --auto's estimates.\n"
	      "--partial: a game cut short by an illegal or off-board move is counted as it stood before\n"
	      "that move (without it, such a file is bad input: exit 2).\n"
	      "--estimate: the judgement of the position instead, as at any move of a game: the score\n"
	      "the game's rules would give with its range, the stones taken as dead and who owns each point.\n",
	      f);
}

static int shell_score_args(int argc, char **argv, struct shell_score_options *o)
{
	static const struct option longopts[] = {
		{ "rules", required_argument, NULL, 'r' },
		{ "dead", required_argument, NULL, 'd' },
		{ "seki", required_argument, NULL, 's' },
		{ "auto", no_argument, NULL, 'a' },
		{ "json", no_argument, NULL, 'j' },
		{ "own-komi", no_argument, NULL, 'k' },
		{ "partial", no_argument, NULL, 'p' },
		{ "move", required_argument, NULL, 'M' },
		{ "as-is", no_argument, NULL, 'i' },
		{ "play-out", no_argument, NULL, 'o' },
		{ "long", no_argument, NULL, 'l' },
		{ "estimate", no_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;

	optind = 1;
	o->move = -1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'r': o->rules = optarg; break;
		case 'd': o->dead = optarg; break;
		case 's': o->seki = optarg; break;
		case 'a': o->automatic = true; break;
		case 'j': o->json = true; break;
		case 'k': o->own_komi = true; break;
		case 'p': o->partial = true; break;
		case 'M':
			if (cli_move_arg("score", optarg, &o->move) != 0)
				return -1;
			break;
		case 'i': o->playout = COUNT_PLAYOUT_NEVER; break;
		case 'o': o->playout = COUNT_PLAYOUT_ALWAYS; break;
		case 'l': o->long_budget = true; break;
		case 'e': o->estimate = true; break;
		case 'h': shell_score_usage(stdout); exit(0);
		default: shell_score_usage(stderr); return -1;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "tengen score: %s\n", optind >= argc ? "no game record given" : "one file only");
		shell_score_usage(stderr);
		return -1;
	}
	o->file = argv[optind];
	return 0;
}

/* The columns: those of --rules, else the game's own ruleset and then the default list. */
static int shell_score_columns(struct score_columns *cols, const char *list, const struct ruleset *game,
			      bool own_komi)
{
	char err[256];

	score_columns_init(cols, game, !own_komi);
	int status = list ? score_columns_add(cols, list, err, sizeof err)
			  : score_columns_add_game(cols, err, sizeof err);
	if (status == 0 && !list)
		status = score_columns_add(cols, SCORE_DEFAULT_RULESETS, err, sizeof err);
	if (status != 0)
		cli_say("score", "--rules: %s", err);
	return status;
}

/*
 * --auto: the analysis's marking from a marking session, and what the analysis left open; without
 * it, the record's own marking where it has one (its chains not dead keep the analysis's status).
 */
static void score_session_marking(struct shell_score_options *o, const struct record *r, struct score_marking *m)
{
	const struct board *b = game_board(record_game(r));
	int dead[BOARD_MAX_POINTS], n = o->automatic ? -1 : record_marking_read(record_reached(r), b, dead);
	struct life_options lopt;

	o->recorded = n >= 0;
	if (!o->automatic && !o->recorded)
		return;
	if (o->long_budget)
		life_options_long(&lopt);
	struct marking *session = marking_new(o->long_budget ? &lopt : NULL);

	marking_sync(session, b);
	if (o->recorded)
		marking_accept(session, dead, n);
	const struct life_analysis *a = marking_analysis(session);
	*m = *marking_get(session);
	if (o->automatic) {
		o->unsettled = a->unsettled;
		o->assumed = a->assumed;
		o->estimated = a->estimated;
	}
	marking_free(session);
}

/* Mark the chains at each vertex of a comma-separated list. */
static int shell_score_mark(struct score_marking *m, const struct board *b, const char *list,
		      enum score_status s, const char *option)
{
	char buf[4096];

	if (!list)
		return 0;
	snprintf(buf, sizeof buf, "%s", list);
	for (char *save = NULL, *v = strtok_r(buf, ", ", &save); v; v = strtok_r(NULL, ", ", &save))
		if (score_marking_set_vertex(m, b, v, s) != 0) {
			cli_say("score", "%s: '%s' is not a stone of the final position", option, v);
			return -1;
		}
	return 0;
}

/* A count in half-points as "6.5", "7" or "-0.5". */
static const char *half_str(int v2, char *buf, size_t len)
{
	const char *sign = v2 < 0 ? "-" : "";
	int a = abs(v2);

	if (a % 2)
		snprintf(buf, len, "%s%d.5", sign, a / 2);
	else
		snprintf(buf, len, "%s%d", sign, a / 2);
	return buf;
}

/* The terms shown, in order; pass stones only when some column has any. */
static const enum score_term shown_terms[] = {
	SCORE_TERM_STONES, SCORE_TERM_TERRITORY, SCORE_TERM_PRISONERS, SCORE_TERM_DEAD,
	SCORE_TERM_PASS_STONES, SCORE_TERM_SEKI, SCORE_TERM_TAX, SCORE_TERM_EQUAL_STONES, SCORE_TERM_BONUS,
};

static bool term_anywhere(const struct score_comparison *cmp, enum score_term t)
{
	for (int i = 0; i < cmp->n; i++)
		for (int c = BLACK; c <= WHITE; c++)
			if (cmp->scores[i].side[c].term[t] != 0)
				return true;
	return false;
}

/* A cell: the term when the ruleset adds it up, "(n)" when it only shows it, "-" when it is 0. */
static void term_cell(const struct score *s, enum color c, enum score_term t, char *buf, size_t len)
{
	int v = s->side[c].term[t];

	if (score_counts(s, t))
		snprintf(buf, len, "%d", v);
	else if (v != 0)
		snprintf(buf, len, "(%d)", v);
	else
		snprintf(buf, len, "-");
}

static void print_row(const char *label, const struct score_columns *cols, char cells[][32])
{
	printf("%-21s", label);
	for (int i = 0; i < cols->n; i++)
		printf(" %16s", cells[i]);
	putchar('\n');
}

static void print_side(const struct score_columns *cols, const struct score_comparison *cmp, enum color c)
{
	char cells[SCORE_MAX_RULESETS][32], label[32];
	const char *who = color_name(c);

	for (size_t k = 0; k < sizeof shown_terms / sizeof shown_terms[0]; k++) {
		enum score_term t = shown_terms[k];
		if (t == SCORE_TERM_PASS_STONES && !term_anywhere(cmp, t))
			continue;
		if (t == SCORE_TERM_BONUS && c == BLACK)
			continue;
		for (int i = 0; i < cmp->n; i++)
			term_cell(&cmp->scores[i], c, t, cells[i], sizeof cells[i]);
		snprintf(label, sizeof label, "%-6s %s", k == 0 ? who : "", score_term_str(t));
		print_row(label, cols, cells);
	}
	if (c == WHITE) {
		for (int i = 0; i < cmp->n; i++)
			half_str(cmp->scores[i].side[c].komi2, cells[i], sizeof cells[i]);
		print_row("       komi", cols, cells);
	}
	for (int i = 0; i < cmp->n; i++)
		half_str(cmp->scores[i].side[c].total2, cells[i], sizeof cells[i]);
	print_row("       total", cols, cells);
}

/* The names of the columns that counted play-out k of c (or, for k = -1, the board as it stands),
 * as "japanese, korean" into buf. */
static const char *columns_of(const struct score_columns *cols, const struct count *c, int k, char *buf,
			      size_t len)
{
	size_t used = 0;

	buf[0] = '\0';
	for (int i = 0; i < c->cmp.n && used < len; i++)
		if (c->played[i] == k)
			used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "", cols->names[i]);
	return buf;
}

/* True if two play-outs played the same moves. */
static bool same_moves(const struct finish *a, const struct finish *b)
{
	if (a->n != b->n)
		return false;
	for (int i = 0; i < a->n; i++)
		if (a->moves[i].point != b->moves[i].point || a->moves[i].color != b->moves[i].color)
			return false;
	return true;
}

/* What was played out before counting, and for which columns when the two ways of counting played
 * differently; then the columns that count the board as it stands. */
static void print_played(const struct shell_score_options *o, const struct score_columns *cols,
			 const struct count *c, const struct game *g)
{
	char moves[4096] = { 0 };
	char names[512];
	bool one = c->nfinishes == 2 && same_moves(&c->finishes[0], &c->finishes[1]);

	if (o->playout == COUNT_PLAYOUT_NEVER)
		return;
	if (c->unfinished && o->playout != COUNT_PLAYOUT_ALWAYS) {
		printf("not played out: the game is not finished (%d points between the colours): every ruleset "
		       "counts the board as it stands\n", c->between);
		return;
	}
	if (c->nfinishes == 0 && o->playout == COUNT_PLAYOUT_END && game_end_reason(g) != END_NONE) {
		printf("not played out: the players ended the game: every ruleset counts the board as they left it "
		       "(--play-out plays it out)\n");
		return;
	}
	for (int k = 0; k < (one ? 1 : c->nfinishes); k++) {
		const struct finish *f = &c->finishes[k];
		finish_moves_str(f, moves, sizeof moves);
		if (c->nfinishes == 1 || one)
			printf("played out before counting (--as-is counts the board as it stands): %d move%s: %s\n",
			       f->n, f->n == 1 ? "" : "s", moves);
		else
			printf("played out before counting by %s (%s): %d move%s: %s\n", c->territory[k] ? "territory" : "area",
			       columns_of(cols, c, k, names, sizeof names), f->n, f->n == 1 ? "" : "s", moves);
	}
	if (*columns_of(cols, c, -1, names, sizeof names))
		printf("not played out: %s %s the board as the players left it\n", names,
		       strchr(names, ',') ? "count" : "counts");
}

static void print_table(const struct shell_score_options *o, const struct record *r,
			const struct score_columns *cols, const struct count *c,
			const struct score_marking *m)
{
	const struct game *g = record_game(r);
	const struct board *b = game_board(g);
	const struct score_comparison *cmp = &c->cmp;
	char komi[16], dead[BOARD_MAX_POINTS * 5], seki[BOARD_MAX_POINTS * 5], buf[512];
	char cells[SCORE_MAX_RULESETS][32];

	printf("%s: %dx%d, after move %d, komi %s%s, handicap %d\n", o->file, b->size, b->size,
	       game_moves(g), ruleset_komi_str(game_rules(g)->komi2, komi),
	       o->own_komi ? " (each ruleset uses its own)" : " (used in every column)", game_handicap(g));
	int nd = marking_chains_str(b, m, SCORE_DEAD, false, " ", dead, sizeof dead);
	int ns = marking_chains_str(b, m, SCORE_SEKI, false, " ", seki, sizeof seki);
	printf("marking%s: %d dead chain%s%s%s, %d chain%s in seki%s%s\n",
	       o->automatic ? " (life-and-death analysis, then the options)" :
	       o->recorded ? " (the record's own, TB and TW, then the options)" : "", nd, nd == 1 ? "" : "s",
	       nd ? ": " : "", dead, ns, ns == 1 ? "" : "s", ns ? ": " : "", seki);
	if (o->automatic && (o->unsettled || o->assumed))
		printf("the analysis left %d chain%s unsettled (%d marked by their random-playout estimate, the rest "
		       "alive) and assumed %d verdict%s; `tengen classify` says why\n", o->unsettled,
		       o->unsettled == 1 ? "" : "s", o->estimated, o->assumed, o->assumed == 1 ? "" : "s");
	print_played(o, cols, c, g);
	putchar('\n');
	for (int i = 0; i < cols->n; i++)
		snprintf(cells[i], sizeof cells[i], "%.16s", cols->names[i]);
	print_row("", cols, cells);
	print_side(cols, cmp, BLACK);
	print_side(cols, cmp, WHITE);
	for (int i = 0; i < cmp->n; i++)
		score_result_str(&cmp->scores[i], cells[i], sizeof cells[i]);
	print_row("result", cols, cells);
	puts("\n(n): shown, not added by that ruleset; -: nothing");
	for (int i = 0; i < cmp->n; i++)
		if (*score_note_str(&cmp->scores[i], buf, sizeof buf))
			printf("%s: %s\n", cols->names[i], buf);
	if (cmp->ndiffs == 0) {
		puts("\nEvery point counts for the same player under all of them.");
		return;
	}
	printf("\n%d point%s where they disagree:\n", cmp->ndiffs, cmp->ndiffs == 1 ? "" : "s");
	for (int i = 0; i < cmp->ndiffs; i++)
		printf("  %s\n", count_diff_str(c, g, cols, i, buf, sizeof buf));
}

/* Rows of one letter per point, top row first: owner (B, W, .) or reason. */
static void json_rows(const struct board *b, const uint8_t *values, const char *letters)
{
	putchar('[');
	for (int y = 0; y < b->size; y++) {
		printf("%s\"", y ? ", " : "");
		for (int x = 0; x < b->size; x++)
			putchar(letters[values[board_point(b, x, y)]]);
		putchar('"');
	}
	putchar(']');
}

static void json_side(const struct score *s, enum color c)
{
	char komi[16], total[16];

	printf("{");
	for (int t = 0; t < SCORE_TERMS; t++) {
		printf("\"");
		for (const char *w = score_term_str((enum score_term)t); *w; w++)
			putchar(*w == ' ' ? '_' : *w);
		printf("\": %d, ", s->side[c].term[t]);
	}
	printf("\"komi\": %s, \"total\": %s}", half_str(s->side[c].komi2, komi, sizeof komi),
	       half_str(s->side[c].total2, total, sizeof total));
}

/* A play-out's moves as a JSON array (empty for NULL). */
static void json_moves(const struct board *b, const struct finish *f)
{
	char v[8];

	putchar('[');
	for (int i = 0; f && i < f->n; i++) {
		const struct finish_move *mv = &f->moves[i];
		printf("%s{\"color\": \"%s\", \"vertex\": \"%s\", \"kind\": ", i ? ", " : "",
		       mv->color == BLACK ? "B" : "W", board_vertex_str(b, mv->point, v));
		cli_json_string(finish_kind_str((enum finish_kind)mv->kind));
		putchar('}');
	}
	putchar(']');
}

/* One object per ruleset (with its own play-out: "finished"); "finished" at the top is the first
 * column's play-out, or the first that played out. */
static void print_json(const struct shell_score_options *o, const struct record *r,
		       const struct score_columns *cols, const struct count *c)
{
	const struct game *g = record_game(r);
	const struct board *b = game_board(g);
	const struct score_comparison *cmp = &c->cmp;
	char buf[512];

	printf("{\"file\": ");
	cli_json_string(o->file);
	printf(", \"size\": %d, \"moves\": %d, \"rulesets\": [", b->size, game_moves(record_game(r)));
	for (int i = 0; i < cmp->n; i++) {
		const struct score *s = &cmp->scores[i];
		printf("%s\n  {\"name\": ", i ? "," : "");
		cli_json_string(cols->names[i]);
		printf(", \"rules\": ");
		cli_json_string(ruleset_long_str(&s->rules, buf, sizeof buf));
		printf(", \"result\": ");
		cli_json_string(score_result_str(s, buf, sizeof buf));
		printf(", \"counted\": [");
		for (int t = 0, first = 1; t < SCORE_TERMS; t++)
			if (score_counts(s, (enum score_term)t)) {
				printf("%s", first ? "" : ", ");
				cli_json_string(score_term_str((enum score_term)t));
				first = 0;
			}
		printf("],\n   \"black\": ");
		json_side(s, BLACK);
		printf(",\n   \"white\": ");
		json_side(s, WHITE);
		printf(",\n   \"neutral\": %d, \"owners\": ", s->neutral);
		json_rows(b, s->owner, ".BW");
		/* none, stone, territory, dead, seki, dame, tax */
		printf(",\n   \"reasons\": ");
		json_rows(b, s->reason, "-stdkax");
		printf(",\n   \"note\": ");
		cli_json_string(score_note_str(s, buf, sizeof buf));
		printf(",\n   \"finished\": ");
		json_moves(b, count_finish(c, i));
		printf("}");
	}
	printf("],\n \"finished\": ");
	json_moves(b, c->nfinishes ? &c->finishes[0] : NULL);
	printf(",\n \"disagreements\": [");
	for (int i = 0; i < cmp->ndiffs; i++) {
		printf("%s\n  ", i ? "," : "");
		cli_json_string(count_diff_str(c, g, cols, i, buf, sizeof buf));
	}
	printf("]}\n");
}

/* The owner of point p as the estimate's map shows it: a stone, a dead stone (lower case), an empty
 * point that one side owns at least half surely (b, w), or nobody's. */
static char estimate_glyph(const struct board *b, const struct life_analysis *a, const struct judgement *j, int p)
{
	if (b->color[p] != EMPTY) {
		const struct life_chain *c = life_chain_at(a, p);
		bool dead = c->status == LIFE_DEAD || (c->status == LIFE_UNSETTLED && c->estimate == LIFE_DEAD);
		return b->color[p] == BLACK ? (dead ? 'x' : 'X') : (dead ? 'o' : 'O');
	}
	return j->owner[p] >= 50 ? 'b' : j->owner[p] <= -50 ? 'w' : '.';
}

/* --estimate: the judgement of the record's last position (rules/judge.h). */
static void print_estimate(const struct shell_score_options *o, const struct record *r)
{
	const struct game *g = record_game(r);
	const struct board *b = game_board(g);
	struct life_analysis *a = malloc(sizeof *a);
	struct judgement j;
	char m[16], lo[16], hi[16];

	if (!a) {
		perror("tengen score");
		exit(EXIT_INTERNAL);
	}
	life_analyse(b, NULL, a);
	judge_game(g, a, &j);
	judge_margin_str(j.margin, m, sizeof m);
	judge_margin_str(j.lower, lo, sizeof lo);
	judge_margin_str(j.upper, hi, sizeof hi);
	if (o->json) {
		printf("{\"file\": ");
		cli_json_string(o->file);
		printf(",\n \"move\": %d, \"estimate\": \"%s\", \"margin\": %.1f, \"lower\": %.1f, \"upper\": %.1f,\n"
		       " \"dead\": {\"black\": %d, \"white\": %d}, \"critical\": %d,\n"
		       " \"taken\": {\"black\": %d, \"white\": %d},\n \"owner\": [",
		       game_moves(g), m, j.margin, j.lower, j.upper, j.dead[BLACK], j.dead[WHITE], j.critical,
		       j.taken[BLACK], j.taken[WHITE]);
		for (int y = 0; y < b->size; y++) {
			printf("%s\n  [", y ? "," : "");
			for (int x = 0; x < b->size; x++)
				printf("%s%d", x ? ", " : "", j.owner[board_point(b, x, y)]);
			printf("]");
		}
		printf("]}\n");
		free(a);
		return;
	}
	printf("%s: the estimate after move %d, %s to play: %s (from %s to %s)\n", o->file, game_moves(g),
	       color_name(game_to_move(g)), m, lo, hi);
	printf("taken as dead: %d black stone%s, %d white; %d chain%s whose fate whoever moves first decides",
	       j.dead[BLACK], j.dead[BLACK] == 1 ? "" : "s", j.dead[WHITE], j.critical, j.critical == 1 ? "" : "s");
	if (j.taken[BLACK] + j.taken[WHITE])   /* one colour: the opponent of the player to move */
		printf(" (%d %s stone%s of them in atari, counted as taken: %s is to move)",
		       j.taken[BLACK] + j.taken[WHITE], j.taken[BLACK] ? "black" : "white",
		       j.taken[BLACK] + j.taken[WHITE] == 1 ? "" : "s", color_name(game_to_move(g)));
	printf("\n");
	printf("(X O stones, x o stones taken as dead, b w points owned, . nobody's or not sure)\n");
	for (int y = 0; y < b->size; y++) {
		printf("%2d ", b->size - y);
		for (int x = 0; x < b->size; x++)
			printf("%c%s", estimate_glyph(b, a, &j, board_point(b, x, y)), x + 1 < b->size ? " " : "\n");
	}
	free(a);
}

int shell_score(int argc, char **argv)
{
	struct shell_score_options o = { 0 };
	struct ruleset defaults;

	if (shell_score_args(argc, argv, &o) != 0)
		return EXIT_USAGE;
	ruleset_parse(&defaults, "japanese", NULL, 0);
	struct record *r = cli_read_record_at("score", o.file, &defaults, o.move, o.partial);
	if (!r)
		return EXIT_BAD_INPUT;

	if (o.estimate) {
		print_estimate(&o, r);
		record_free(r);
		return 0;
	}
	const struct game *g = record_game(r);
	struct score_columns cols = { 0 };
	struct count c = { 0 };
	struct count_options co;
	struct score_marking m;
	int status = EXIT_USAGE;

	score_marking_init(&m);
	score_session_marking(&o, r, &m);
	if (shell_score_columns(&cols, o.rules, game_rules(g), o.own_komi) != 0)
		goto out;
	status = EXIT_BAD_INPUT;
	if (shell_score_mark(&m, game_board(g), o.dead, SCORE_DEAD, "--dead") != 0 ||
	    shell_score_mark(&m, game_board(g), o.seki, SCORE_SEKI, "--seki") != 0)
		goto out;
	count_options_init(&co);
	co.playout = o.playout;
	count_columns(g, &m, &co, &cols, &c);
	if (o.json)
		print_json(&o, r, &cols, &c);
	else
		print_table(&o, r, &cols, &c, &m);
	status = 0;
out:
	record_free(r);
	return status;
}
