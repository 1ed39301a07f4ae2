/*
 * gtp_count.c: the GTP commands of the marking and the count: final_score, estimate_score,
 * final_status_list,
 * tengen-dead, tengen-seki, tengen-auto, tengen-finish, tengen-score-all and tengen-classify, and the
 * marking session behind them (the marking in force: gtp.c says which).
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/finish.h"
#include "rules/game.h"
#include "rules/judge.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/reading.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/xalloc.h"
#include "tui/gtp/gtp.h"
#include "tui/gtp/gtp_command.h"

/* The marking session, following the current position. */
struct marking *gtp_session(struct gtp *e)
{
	marking_sync(e->marking, game_board(e->game));
	return e->marking;
}

/*
 * The marking in force: the explicit one when set since the last change to the board, else the
 * analysis' own: the life-and-death analysis by the 1989 rules (rules/life.h), in which a chain left
 * unsettled is marked as its random-playout estimate says, or alive without one (life_marking).
 * Like GNU Go's and KataGo's own judgement, it may differ from another engine's: a stone that can be
 * taken in a ko is dead when the ko may be retaken only after a pass.
 */
const struct score_marking *gtp_marking(struct gtp *e)
{
	return marking_get(gtp_session(e));
}

/* A command changed the board: what was said about the old one no longer holds. */
void gtp_board_changed(struct gtp *e)
{
	marking_reset(e->marking);
	e->scored = false;
}

/* The count's options: --as-is counts the board as it stands, --play-out always plays it out. */
void gtp_count_options(const struct gtp *e, struct count_options *o)
{
	count_options_init(o);
	o->playout = e->playout;
}

/* The game counted under its rules and the marking in force (rules/count.h: the one count, played
 * out first under rules that remove dead stones by agreement when the game stops before its end,
 * unless --as-is). */
void gtp_score(struct gtp *e, struct score *s)
{
	struct count_options o;

	gtp_count_options(e, &o);
	count_game(e->game, gtp_marking(e), &o, game_rules(e->game), s, NULL);
}

/* tengen-finish: the moves that finishing plays before the count under the game's rules, whether or
 * not final_score counts the board as it stands (--as-is), one per line as "B K10 dame"; nothing when
 * there are none. */
static int gtp_tengen_finish(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct finish f = { 0 };
	struct score s = { 0 };
	struct count_options o;
	char v[8];

	(void)argc, (void)argv;
	count_options_init(&o);
	count_game(e->game, gtp_marking(e), &o, game_rules(e->game), &s, &f);
	for (int i = 0; i < f.n; i++)
		fprintf(reply, "%s%s %s %s", i ? "\n" : "", f.moves[i].color == BLACK ? "B" : "W",
			board_vertex_str(&f.board, f.moves[i].point, v), finish_kind_str(f.moves[i].kind));
	return 0;
}

const struct gtp_command gtp_tengen_finish_entry = {
	.name = "tengen-finish", .usage = "", .exec = gtp_tengen_finish,
};

const char *gtp_result_str(const struct score *s, char *buf, size_t len)
{
	if (s->margin2 == 0 && s->end != END_RESIGN && s->end != END_CYCLE)
		snprintf(buf, len, "0");
	else
		score_result_str(s, buf, len);
	return buf;
}

static int gtp_final_score(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct score s;
	char result[32];

	(void)argc, (void)argv;
	gtp_score(e, &s);
	fputs(gtp_result_str(&s, result, sizeof result), reply);
	e->scored = true;
	return 0;
}

const struct gtp_command gtp_final_score_entry = {
	.name = "final_score", .usage = "", .exec = gtp_final_score,
};

/*
 * estimate_score, as GNU Go answers it: the judgement's score of the position (rules/judge.h) and
 * its range, "W+8.2 (upper bound: 11.1, lower: 5.4)": the score to a tenth of a point, W+0.0 when
 * even, and the bounds counted for White (positive: White ahead) as GNU Go counts them, so that the
 * score lies between them however it is rounded.
 */
static int gtp_estimate_score(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct judgement j;

	(void)argc, (void)argv;
	judge_game(e->game, marking_analysis(gtp_session(e)), &j);
	double w = round(-j.margin * 10) / 10;   /* White's lead, as the tenths printed */
	fprintf(reply, "%c+%.1f (upper bound: %.1f, lower: %.1f)", w >= 0 ? 'W' : 'B', fabs(w), -j.lower + 0.0,
		-j.upper + 0.0);
	return 0;
}

const struct gtp_command gtp_estimate_score_entry = {
	.name = "estimate_score", .usage = "", .exec = gtp_estimate_score,
};

/* The chains whose status is s, one per line, each in board order. */
static void gtp_print_chains(const struct board *b, const struct score_marking *m, enum score_status s,
			     FILE *reply)
{
	char text[BOARD_MAX_POINTS * 5];

	marking_chains_str(b, m, s, true, "\n", text, sizeof text);
	fputs(text, reply);
}

/* "alive", "dead" or "seki", as score_status_str spells them. */
static int gtp_status(const char *arg, enum score_status *out, FILE *reply)
{
	char q[GTP_QUOTE_LEN];

	for (enum score_status s = SCORE_ALIVE; s <= SCORE_SEKI; s++)
		if (strcmp(arg, score_status_str(s)) == 0) {
			*out = s;
			return 0;
		}
	return gtp_fail(reply, "invalid status: '%s'", gtp_quote(arg, q));
}

/* The empty points the count gives to `owner` as territory (BLACK, WHITE), or, for EMPTY, those it
 * gives nobody (dame, seki points, and the points finishing fills: rules/finish.h), as GNU Go's
 * black_territory, white_territory and dame; dead stones are final_status_list dead's. */
static void gtp_print_owned(struct gtp *e, enum color owner, FILE *reply)
{
	const struct board *b = game_board(e->game);
	uint16_t points[BOARD_MAX_POINTS];
	struct score s;
	int n = 0;

	gtp_score(e, &s);
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY && s.owner[p] == owner)
			points[n++] = (uint16_t)p;
	}
	qsort(points, (size_t)n, sizeof *points, gtp_point_order);
	gtp_print_points(b, points, n, reply);
}

static int gtp_final_status_list(struct gtp *e, int argc, char **argv, FILE *reply)
{
	enum score_status s = SCORE_ALIVE;
	static const char *const owned[] = { [BLACK] = "black_territory", [WHITE] = "white_territory",
					     [EMPTY] = "dame" };

	if (gtp_need(argc, 1, reply))
		return -1;
	for (enum color c = EMPTY; c <= WHITE; c++)
		if (strcmp(argv[0], owned[c]) == 0) {
			gtp_print_owned(e, c, reply);
			return 0;
		}
	if (gtp_status(argv[0], &s, reply))
		return -1;
	gtp_print_chains(game_board(e->game), gtp_marking(e), s, reply);
	return 0;
}

const struct gtp_command gtp_final_status_list_entry = {
	.name = "final_status_list", .usage = "alive|dead|seki|black_territory|white_territory|dame", .exec = gtp_final_status_list,
};

/* Every argument a point holding a stone, into points; the first that is not fails. */
static int gtp_stones(const struct gtp *e, int argc, char **argv, int *points, FILE *reply)
{
	const struct board *b = game_board(e->game);
	char v[8];

	for (int i = 0; i < argc; i++) {
		if (gtp_vertex(e, argv[i], &points[i], reply))
			return -1;
		if (points[i] == BOARD_PASS)
			return gtp_fail(reply, "'pass' not permitted");
		if (b->color[points[i]] == EMPTY)
			return gtp_fail(reply, "%s holds no stone", board_vertex_str(b, points[i], v));
	}
	return 0;
}

/* tengen-dead and tengen-seki: check every vertex first, so that a bad one changes nothing. */
static int gtp_mark_command(struct gtp *e, int argc, char **argv, enum score_status s, FILE *reply)
{
	int *points = xmalloc(((size_t)argc + 1) * sizeof *points);
	int status = gtp_stones(e, argc, argv, points, reply);

	if (status == 0)
		marking_set_exactly(gtp_session(e), s, points, argc);
	free(points);
	return status;
}

static int gtp_tengen_dead(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_mark_command(e, argc, argv, SCORE_DEAD, reply);
}

const struct gtp_command gtp_tengen_dead_entry = {
	.name = "tengen-dead", .usage = "[VERTEX...]", .exec = gtp_tengen_dead,
};

static int gtp_tengen_seki(struct gtp *e, int argc, char **argv, FILE *reply)
{
	return gtp_mark_command(e, argc, argv, SCORE_SEKI, reply);
}

const struct gtp_command gtp_tengen_seki_entry = {
	.name = "tengen-seki", .usage = "[VERTEX...]", .exec = gtp_tengen_seki,
};

static int gtp_tengen_auto(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv, (void)reply;
	marking_reset(e->marking);
	return 0;
}

const struct gtp_command gtp_tengen_auto_entry = {
	.name = "tengen-auto", .usage = "", .exec = gtp_tengen_auto,
};

/* A ruleset's name as score_diff_str gives it: the preset's, whatever the komi, else in full. */
static const char *gtp_rules_name(const struct ruleset *r, char *buf, size_t len)
{
	const char *preset = ruleset_preset_of(r);

	return preset ? preset : ruleset_str(r, buf, len);
}

/* One line per ruleset: its name, result and both sides' terms. */
static void gtp_print_totals(const struct score *s, FILE *reply)
{
	char name[256], result[32], black[256], white[256];

	fprintf(reply, "%s %s (%s; %s)", gtp_rules_name(&s->rules, name, sizeof name),
		score_result_str(s, result, sizeof result), score_side_str(s, BLACK, black, sizeof black),
		score_side_str(s, WHITE, white, sizeof white));
}

/* The totals, the notes on marked-dead stones left on the board, then the disagreements. */
static void gtp_print_comparison(const struct game *g, const struct count *c, FILE *reply)
{
	const struct score_comparison *cmp = &c->cmp;
	char buf[1024], name[256];

	for (int i = 0; i < cmp->n; i++) {
		fputs(i ? "\n" : "", reply);
		gtp_print_totals(&cmp->scores[i], reply);
	}
	for (int i = 0; i < cmp->n; i++) {
		const struct score *s = &cmp->scores[i];
		if (*score_note_str(s, buf, sizeof buf))
			fprintf(reply, "\n%s: %s", gtp_rules_name(&s->rules, name, sizeof name), buf);
	}
	for (int i = 0; i < cmp->ndiffs; i++)
		fprintf(reply, "\n%s", count_diff_str(c, g, NULL, i, buf, sizeof buf));
}

/*
 * The board counted under several rulesets with the game's komi and the marking in force, as
 * `tengen score` does.  Each argument is a comma-separated list of rulesets (or "all"); an equal
 * ruleset is counted once.
 */
static int gtp_tengen_score_all(struct gtp *e, int argc, char **argv, FILE *reply)
{
	struct score_columns cols;
	struct count *cmp = xmalloc(sizeof *cmp);
	struct count_options o;
	char err[256];
	int status = 0;

	score_columns_init(&cols, game_rules(e->game), true);
	for (int i = 0; i < argc && status == 0; i++)
		status = score_columns_add(&cols, argv[i], err, sizeof err);
	if (argc == 0)
		status = score_columns_add(&cols, SCORE_DEFAULT_RULESETS, err, sizeof err);
	if (status == 0) {
		gtp_count_options(e, &o);
		count_columns(e->game, gtp_marking(e), &o, &cols, cmp);
		gtp_print_comparison(e->game, cmp, reply);
	} else {
		gtp_fail(reply, "%s", err);
	}
	free(cmp);
	return status;
}

const struct gtp_command gtp_tengen_score_all_entry = {
	.name = "tengen-score-all", .usage = "[RULES,...]", .exec = gtp_tengen_score_all,
};

/*
 * The life-and-death analysis of the current position: one line per chain (its first stone, colour,
 * size, status, type and the reason), each followed by its proof line when it has one.
 */
static int gtp_tengen_classify(struct gtp *e, int argc, char **argv, FILE *reply)
{
	const struct board *b = game_board(e->game);
	const struct life_analysis *a = marking_analysis(gtp_session(e));
	char line[1024], proof[512];

	(void)argc;
	(void)argv;
	for (int i = 0; i < a->nchains; i++) {
		const struct life_chain *c = &a->chains[i];
		fprintf(reply, "%s%s", i ? "\n" : "", life_chain_str(b, c, line, sizeof line));
		if (c->proof.n > 0)
			fprintf(reply, "; proof %s", reading_line_str(b, &c->proof, proof, sizeof proof));
	}
	return 0;
}

const struct gtp_command gtp_tengen_classify_entry = {
	.name = "tengen-classify", .usage = "", .exec = gtp_tengen_classify,
};
