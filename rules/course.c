/*
 * course.c: the course of a game (see course.h).
 *
 * 1. A point is the judgement of one position, asked as every front end asks it: the game moved to
 *    the move (game_goto), life_analyse with the default options, judge_game.  So the course at move
 *    K is `tengen score --estimate --move K`, to the hundredth.
 *
 * 2. Black's chance of winning (course_winrate) is read from the margin m and its range [lo, hi] as
 *    from a normal law: Phi(m / s), s = (hi - lo) / 2 + 1.  The half-width of the range is what the
 *    judgement leaves unsure (judge.c 13.: the unsure points given all to one side or the other,
 *    halved); the one point more keeps a settled count of B+0.5 from reading as a certainty.  An
 *    empty board (komi 6.5, the range some 180 points wide) reads 48%, a settled W+0.5 31%.
 *
 * 3. A swing (course_swings).  The judgement does not count the move in hand: the position after a
 *    move is judged as if nobody were to play, so the estimate swings toward whoever moved last by
 *    about the value of a move, the tempo, large in the opening and small in the endgame (on
 *    professional games nearly every move "gains" by the raw difference).  So a move's loss is
 *    measured against the tempo: its gain is the margin after it minus the margin before it, turned
 *    to the mover's side, the tempo at it is the median gain of the moves within COURSE_TEMPO_WINDOW
 *    moves of it (both players', itself left out; 0 when that median is negative or there is none),
 *    and its loss is the tempo minus its gain: what it fell short of a usual move of that stage.
 *    Its doubt is how far the two ranges moved apart from the margins: the larger of |change of the
 *    lower end - change of the margin| and |change of the upper end - change of the margin|, the
 *    unsure mass the move settled or unsettled on either side, plus COURSE_NOISE of the smaller
 *    half-width, the judgement's own wobble from one position to the next.  Measured on 862 moves of
 *    three professional records of the goban collection, where few moves lose much: the part of a
 *    move's loss that the first term leaves unexplained is at most 0.09 of the smaller half-width
 *    for half of the moves, 0.25 for three quarters (COURSE_NOISE), 0.61 for nine in ten.
 *
 * 4. The preferred move (course_prefer): the candidates are
 *      - the move played, and every empty point within two steps of it (Manhattan distance);
 *      - the liberties of every chain of at most COURSE_WEAK_LIBS liberties (atari, the capture
 *        and the escape) and of every chain the judgement leaves unsettled;
 *      - the empty points whose owner is least sure (the judgement of the position before the move),
 *    each with a priority: the move played first, then liberties of chains in atari, then of the
 *    other weak and unsettled chains (larger chains first), then nearness to the move played, then
 *    the owner's doubt.  The budget takes whole groups of equal priority only (a group that does not
 *    fit is left out whole), so that the candidates, and the best of them, do not depend on how the
 *    board is turned.  Each is played on a copy of the board (board_try), judged (the analysis and
 *    the judgement, with the prisoners it takes), and taken back (board_undo); the game is never
 *    played on, so its line to redo stays.  A pass is a candidate only when the move played was one.
 *    The best for the mover wins; on equal margins the move played, then the first in board order.
 */
#include "rules/course.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/judge.h"
#include "rules/life.h"
#include "rules/xalloc.h"

#define COURSE_NOISE 0.25      /* 3.: the judgement's wobble, a share of the smaller half-width (measured) */
#define COURSE_MAX_POINTS 10000   /* a point read from a record beyond this is not a score */
#define COURSE_TEMPO_WINDOW 6  /* 3.: the moves on either side whose gains give a move's tempo */
#define COURSE_WEAK_LIBS 2     /* 4.: a chain with this many liberties or fewer is weak */
#define COURSE_NEAR 2          /* 4.: the steps from the move played that are near it */

double course_winrate(double margin, double lower, double upper)
{
	double s = (upper - lower) / 2 + 1;

	return 0.5 * erfc(-margin / (s * sqrt(2.0)));
}

static void course_from_judgement(const struct judgement *j, struct course_point *out)
{
	out->source = COURSE_JUDGE;
	out->margin = j->margin;
	out->lower = j->lower;
	out->upper = j->upper;
	out->winrate = course_winrate(j->margin, j->lower, j->upper);
}

void course_estimate(struct game *g, int k, struct course_point *out)
{
	int at = game_moves(g);
	struct judgement j;

	memset(out, 0, sizeof *out);
	out->source = COURSE_NONE;
	out->winrate = -1;
	if (game_goto(g, k) != 0)
		return;
	struct life_analysis *a = xmalloc(sizeof *a);
	life_analyse(game_board(g), NULL, a);
	judge_game(g, a, &j);
	free(a);
	game_goto(g, at);
	course_from_judgement(&j, out);
}

/* --- 3. swings ----------------------------------------------------------------------------------- */

static bool course_known(const struct course_point *p)
{
	return p->source != COURSE_NONE && isfinite(p->margin) && isfinite(p->lower) && isfinite(p->upper);
}

static double course_doubt(const struct course_point *a, const struct course_point *b)
{
	double dm = b->margin - a->margin;
	double dl = fabs(b->lower - a->lower - dm), du = fabs(b->upper - a->upper - dm);
	double wa = (a->upper - a->lower) / 2, wb = (b->upper - b->lower) / 2;

	return (dl > du ? dl : du) + COURSE_NOISE * (wa < wb ? wa : wb);
}

/* Larger losses first, then earlier moves. */
static int course_swing_cmp(const void *x, const void *y)
{
	const struct course_swing *a = x, *b = y;

	if (a->loss != b->loss)
		return a->loss > b->loss ? -1 : 1;
	return a->move - b->move;
}

static int course_double_cmp(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return a < b ? -1 : a > b;
}

/* The mover's gain at move k by the course, or NAN for a move that is no player's or a point not
 * known. */
static double course_gain(const struct game *g, const struct course_point *pts, int k)
{
	const struct move *m = game_move(g, k);

	if (!m || (m->action != ACTION_PLAY && m->action != ACTION_PASS))
		return NAN;
	if (!course_known(&pts[k - 1]) || !course_known(&pts[k]))
		return NAN;
	double d = pts[k].margin - pts[k - 1].margin;
	return m->color == BLACK ? d : -d;
}

/* The tempo at move k: the median gain of the moves around it (3. above). */
static double course_tempo(const double *gain, int n, int k)
{
	double near[2 * COURSE_TEMPO_WINDOW];
	int m = 0;

	for (int j = k - COURSE_TEMPO_WINDOW; j <= k + COURSE_TEMPO_WINDOW; j++)
		if (j >= 1 && j <= n && j != k && !isnan(gain[j]))
			near[m++] = gain[j];
	if (m == 0)
		return 0;
	qsort(near, (size_t)m, sizeof *near, course_double_cmp);
	double median = m % 2 ? near[m / 2] : (near[m / 2 - 1] + near[m / 2]) / 2;
	return median > 0 ? median : 0;
}

int course_swings(const struct game *g, const struct course_point *pts, int n, double min_loss,
		  struct course_swing *out, int max)
{
	struct course_swing *all = xcalloc((size_t)n + 1, sizeof *all);
	double *gain = xmalloc(((size_t)n + 1) * sizeof *gain);
	int found = 0;

	for (int k = 1; k <= n; k++)
		gain[k] = course_gain(g, pts, k);
	for (int k = 1; k <= n; k++) {
		if (isnan(gain[k]))
			continue;
		const struct move *m = game_move(g, k);
		double loss = course_tempo(gain, n, k) - gain[k];
		if (loss <= 0 || loss < min_loss)
			continue;
		all[found++] = (struct course_swing){ .move = k, .color = m->color,
			.point = m->action == ACTION_PLAY ? m->point : BOARD_PASS, .loss = loss,
			.doubt = course_doubt(&pts[k - 1], &pts[k]) };
	}
	qsort(all, (size_t)found, sizeof *all, course_swing_cmp);
	if (found > max)
		found = max;
	if (found > 0)
		memcpy(out, all, (size_t)found * sizeof *out);
	free(gain);
	free(all);
	return found;
}

/* --- 4. the preferred move ----------------------------------------------------------------------- */

/* The position before the move, as the judgement counts it. */
struct course_try {
	struct board b;
	const struct ruleset *rules;
	int captures[3];
	int handicap;
	struct life_analysis *a;
};

static double course_try_judge(struct course_try *t, enum color to_move, int extra_b, int extra_w,
				struct judgement *j)
{
	struct judge_input in = { .board = &t->b, .analysis = t->a, .rules = t->rules, .handicap = t->handicap,
				  .to_move = to_move };

	in.captures[BLACK] = t->captures[BLACK] + extra_b;
	in.captures[WHITE] = t->captures[WHITE] + extra_w;
	life_analyse(&t->b, NULL, t->a);
	judge_position(&in, j);
	return j->margin;
}

/* The margin after c plays p (BOARD_PASS: passes), the board taken back after. */
static double course_try_move(struct course_try *t, enum color c, int p)
{
	struct judgement j;
	int gain[3] = { 0 };

	if (p == BOARD_PASS) {
		if (t->rules->pass_stones)
			gain[color_other(c)] = 1;
		return course_try_judge(t, color_other(c), gain[BLACK], gain[WHITE], &j);
	}
	struct board_undo *u = xmalloc(sizeof *u);
	int removed[3] = { 0, t->b.removed[BLACK], t->b.removed[WHITE] };
	board_try(&t->b, c, p, u);
	/* prisoners as game_prisoners counts them: the other colour's stones off, suicides included */
	gain[c] = t->b.removed[color_other(c)] - removed[color_other(c)];
	gain[color_other(c)] = t->b.removed[c] - removed[c];
	double m = course_try_judge(t, color_other(c), gain[BLACK], gain[WHITE], &j);
	board_undo(&t->b, u);
	free(u);
	return m;
}

/* The priorities of the candidates (0: not one), from what the position before the move shows.  In
 * whole numbers, so that equal priorities are equal whatever order the chains are met in. */
static void course_priorities(const struct course_try *t, const struct judgement *j, int played, long *prio)
{
	const struct board *b = &t->b;
	const struct life_analysis *a = t->a;
	uint16_t libs[BOARD_MAX_POINTS];

	memset(prio, 0, BOARD_MAX_POINTS * sizeof *prio);
	/* the owner's doubt, 0..100, on every empty point */
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY)
			prio[p] = 100 - abs(j->owner[p]);
	/* near the move played: 100 to 200 more */
	if (played != BOARD_PASS)
		BOARD_FOREACH(b, p) {
			int d = abs(board_x(b, p) - board_x(b, played)) + abs(board_y(b, p) - board_y(b, played));
			if (b->color[p] == EMPTY && d <= COURSE_NEAR)
				prio[p] += 100 + 100 * (COURSE_NEAR - d) / COURSE_NEAR;
		}
	/* the liberties of weak and unsettled chains: 100000 more, 1000000 for a chain in atari, and
	 * the chain's stones */
	for (int i = 0; i < a->nchains; i++) {
		const struct life_chain *c = &a->chains[i];
		int nl = board_libs(b, c->point);
		if (nl > COURSE_WEAK_LIBS && c->status != LIFE_UNSETTLED)
			continue;
		long more = (nl == 1 ? 1000000 : 100000) + c->stones;
		int m = board_chain_liberties(b, c->point, libs);
		for (int l = 0; l < m; l++)
			prio[libs[l]] += more;
	}
	if (played != BOARD_PASS)
		prio[played] = LONG_MAX;
}

/* Keep the candidates of highest priority, whole groups of equal priority only, at most budget. */
static int course_candidates(const struct board *b, const long *prio, int budget, int *out)
{
	int n = 0;
	long last = LONG_MAX;
	bool first = true;

	while (n < budget) {
		long top = 0;
		int group = 0;
		BOARD_FOREACH(b, p)
			if (prio[p] > top && (first || prio[p] < last))
				top = prio[p];
		if (top <= 0)
			break;
		BOARD_FOREACH(b, p)
			group += prio[p] == top;
		if (n + group > budget)
			break;
		BOARD_FOREACH(b, p)
			if (prio[p] == top)
				out[n++] = p;
		last = top;
		first = false;
	}
	return n;
}

/* Set up t as the position before move k (g at k - 1), and judge it. */
static void course_try_init(struct course_try *t, const struct game *g, struct judgement *j)
{
	t->b = *game_board(g);
	t->rules = game_rules(g);
	t->handicap = game_handicap(g);
	t->captures[BLACK] = game_prisoners(g, BLACK);
	t->captures[WHITE] = game_prisoners(g, WHITE);
	course_try_judge(t, game_phase(g) == PHASE_PLAY ? game_to_move(g) : EMPTY, 0, 0, j);
}

int course_prefer(struct game *g, int k, int budget, struct course_choice *out)
{
	int at = game_moves(g);

	if (k < 1 || game_goto(g, k) != 0)
		return -1;
	struct move m = *game_move(g, k);
	if ((m.action != ACTION_PLAY && m.action != ACTION_PASS) || game_goto(g, k - 1) != 0) {
		game_goto(g, at);
		return -1;
	}
	int played = m.action == ACTION_PLAY ? m.point : BOARD_PASS;
	struct course_try *t = xmalloc(sizeof *t);
	struct judgement j;
	long *prio = xmalloc(BOARD_MAX_POINTS * sizeof *prio);
	int *cand = xmalloc(BOARD_MAX_POINTS * sizeof *cand);

	t->a = xmalloc(sizeof *t->a);
	course_try_init(t, g, &j);
	course_priorities(t, &j, played, prio);
	int n = course_candidates(&t->b, prio, budget < 1 ? 1 : budget, cand);
	double sign = m.color == BLACK ? 1 : -1;
	double base = course_try_move(t, m.color, played);
	*out = (struct course_choice){ .point = played, .margin = base, .gain = 0 };
	for (int i = 0; i < n; i++) {
		if (cand[i] == played || game_check(g, m.color, cand[i]).verdict != VERDICT_LEGAL)
			continue;
		double mg = course_try_move(t, m.color, cand[i]);
		if (sign * (mg - out->margin) > 0)
			*out = (struct course_choice){ .point = cand[i], .margin = mg, .gain = sign * (mg - base) };
	}
	free(cand);
	free(prio);
	free(t->a);
	free(t);
	game_goto(g, at);
	return 0;
}

/* --- the record's nodes --------------------------------------------------------------------------- */

/* x with at most `decimals` decimals, trailing zeros dropped: "3.5", "-12", "0.125". */
static const char *course_number_str(double x, int decimals, char *buf, size_t len)
{
	snprintf(buf, len, "%.*f", decimals, x);
	char *dot = strchr(buf, '.');
	if (dot) {
		char *end = buf + strlen(buf) - 1;
		while (end > dot && *end == '0')
			*end-- = '\0';
		if (end == dot)
			*end = '\0';
	}
	if (strcmp(buf, "-0") == 0)
		strcpy(buf, "0");
	return buf;
}

/* A real at s up to the next ':' or the end, into *out: the position after it, or NULL. */
static const char *course_real(const char *s, double *out)
{
	char *end;

	*out = strtod(s, &end);
	/* no margin or range is larger than the largest board's points with any komi a record holds */
	if (end == s || !isfinite(*out) || fabs(*out) > COURSE_MAX_POINTS || (*end != ':' && *end != '\0'))
		return NULL;
	return end;
}

static bool course_tge_read(const char *raw, struct course_point *out)
{
	const char *s = raw;
	double v[3];

	for (int i = 0; i < 3; i++) {
		if (!s || (i > 0 && *s++ != ':'))
			return false;
		s = course_real(s, &v[i]);
	}
	if (!s || *s != '\0' || v[1] > v[0] || v[0] > v[2])
		return false;
	out->margin = v[0];
	out->lower = v[1];
	out->upper = v[2];
	return true;
}

static bool course_sbkv_read(const char *raw, double *winrate)
{
	double v;
	const char *end = raw ? course_real(raw, &v) : NULL;

	if (!end || *end != '\0' || v < 0 || v > 100)
		return false;
	*winrate = v / 100;
	return true;
}

bool course_node_read(const struct sgf_node *node, struct course_point *out)
{
	struct course_point p = { .source = COURSE_RECORD, .margin = NAN, .lower = NAN, .upper = NAN,
				  .winrate = -1 };
	bool tge = course_tge_read(sgf_value(node, "TGE"), &p);
	bool sbkv = course_sbkv_read(sgf_value(node, "SBKV"), &p.winrate);

	if (!tge && !sbkv)
		return false;
	if (tge && !sbkv)
		p.winrate = course_winrate(p.margin, p.lower, p.upper);
	*out = p;
	return true;
}

void course_node_write(struct sgf_node *node, const struct course_point *p)
{
	char m[32], lo[32], hi[32], raw[100];
	bool margin = p->source != COURSE_NONE && course_known(p);
	double winrate = p->source == COURSE_NONE ? -1 : p->winrate;

	if (winrate < 0 && margin)
		winrate = course_winrate(p->margin, p->lower, p->upper);
	if (margin) {
		snprintf(raw, sizeof raw, "%s:%s:%s", course_number_str(p->margin, 3, m, sizeof m),
			 course_number_str(p->lower, 3, lo, sizeof lo), course_number_str(p->upper, 3, hi, sizeof hi));
		sgf_prop_set(node, "TGE", raw);
	} else {
		sgf_prop_remove(node, "TGE");
	}
	if (winrate >= 0 && winrate <= 1)
		sgf_prop_set(node, "SBKV", course_number_str(winrate * 100, 2, raw, sizeof raw));
	else
		sgf_prop_remove(node, "SBKV");
}

/* --- words --------------------------------------------------------------------------------------- */

const char *course_whole_str(double margin, char *buf, size_t len)
{
	long m = lrint(fabs(margin));

	if (m == 0)
		snprintf(buf, len, "0");
	else
		snprintf(buf, len, "%c+%ld", margin > 0 ? 'B' : 'W', m);
	return buf;
}

const char *course_point_str(const struct course_point *p, char *buf, size_t len)
{
	char m[24], lo[24], hi[24];

	if (p->source == COURSE_NONE)
		snprintf(buf, len, "-");
	else if (!isfinite(p->margin))
		snprintf(buf, len, p->winrate >= 0 ? "Black %.0f%%" : "-", p->winrate * 100);
	else if (p->upper - p->lower > 1)
		snprintf(buf, len, "%s (%s to %s)", judge_margin_str(p->margin, m, sizeof m),
			 course_whole_str(p->lower, lo, sizeof lo), course_whole_str(p->upper, hi, sizeof hi));
	else
		snprintf(buf, len, "%s", judge_margin_str(p->margin, m, sizeof m));
	return buf;
}

/* "point" or "points" after a number rounded to the whole. */
static const char *course_points_word(double x)
{
	return lrint(x) == 1 ? "point" : "points";
}

/* The sentence of a decisive move (see course.h) into buf. */
static void course_sentence(const struct course_swing *s, const struct course_choice *ch,
			    const struct course_point *before, const struct course_point *after,
			    const struct board *b, char *buf, size_t len)
{
	char v[8], pv[8], m0[24], m1[24];
	/* the loss is against the tempo (3.), so the sentence gives both: what the move did to the
	 * estimate, and what a usual move of that stage does */
	double gain = (after->margin - before->margin) * (s->color == BLACK ? 1 : -1);
	int used = snprintf(buf, len, "Move %d (%c %s) lost about %ld %s by the estimate (%s to %s, a %s of %ld "
			    "where a usual move of that stage gains about %ld; give or take %ld)", s->move,
			    s->color == BLACK ? 'B' : 'W', board_vertex_str(b, s->point, v), lrint(s->loss),
			    course_points_word(s->loss), course_whole_str(before->margin, m0, sizeof m0),
			    course_whole_str(after->margin, m1, sizeof m1), gain < 0 ? "loss" : "gain",
			    lrint(fabs(gain)), lrint(s->loss + gain), lrint(s->doubt));
	if (used < 0 || (size_t)used >= len)
		return;
	if (ch && ch->point != s->point && lrint(ch->gain) >= 1)
		snprintf(buf + used, len - (size_t)used, "; %s was better by about %ld.",
			 board_vertex_str(b, ch->point, pv), lrint(ch->gain));
	else
		snprintf(buf + used, len - (size_t)used, ".");
}

/* The node's comment with the line that begins with prefix (an earlier review's) left out and
 * sentence added at the end. */
static void course_comment_add(struct sgf_node *node, const char *prefix, const char *sentence)
{
	const char *raw = sgf_value(node, "C");
	char *old = raw ? sgf_text(raw) : xstrdup("");
	size_t cap = strlen(old) + strlen(sentence) + 3, used = 0;
	char *text = xmalloc(cap);

	for (char *line = old, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (strncmp(line, prefix, strlen(prefix)) != 0)
			used += (size_t)snprintf(text + used, cap - used, "%s\n", line);
	}
	while (used > 0 && text[used - 1] == '\n')
		used--;
	snprintf(text + used, cap - used, "%s%s", used ? "\n\n" : "", sentence);
	sgf_prop_set_text(node, "C", text);
	free(text);
	free(old);
}

void course_annotate(struct sgf_node *const *nodes, int n, const struct course_point *pts,
		     const struct course_swing *sw, const struct course_choice *ch, int nsw, int size)
{
	struct board *b = xmalloc(sizeof *b);
	char sentence[512], prefix[64], v[8];

	board_init(b, size);
	for (int k = 0; k <= n; k++)
		if (nodes[k] && pts[k].source != COURSE_NONE)
			course_node_write(nodes[k], &pts[k]);
	for (int i = 0; i < nsw; i++) {
		int k = sw[i].move;
		if (k < 1 || k > n || !nodes[k])
			continue;
		course_sentence(&sw[i], ch ? &ch[i] : NULL, &pts[k - 1], &pts[k], b, sentence, sizeof sentence);
		snprintf(prefix, sizeof prefix, "Move %d (%c %s) lost about ", k, sw[i].color == BLACK ? 'B' : 'W',
			 board_vertex_str(b, sw[i].point, v));
		course_comment_add(nodes[k], prefix, sentence);
	}
	free(b);
}
