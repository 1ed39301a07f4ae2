/*
 * count.c: the count of a game (see count.h).
 *
 * How one comparison is counted (count_compare):
 *   1. The game's input: its board, the marking, and from its history the prisoners, passes, plays
 *      and handicap (score_input_from_game).  A game still in play is counted as if ended by passes.
 *   2. Each ruleset that plays out (count_plays_out: a record that stops before its end, a ruleset
 *      that takes dead stones off, a position near its end) is given the play-out of its way of counting,
 *      made the first time a ruleset of that way asks for it (finish_game, then finish_input for
 *      the input of the position played out); the others count the game's own input.
 *   3. Each ruleset counts its input (score_compute), whose end gives the result (a resignation,
 *      or Void after a cycle).
 *   4. The disagreements: the points of the game's board whose owner (count_point_owner) is not the
 *      same under every ruleset.
 */
#include "config.h"

#include "rules/count.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"

void count_options_init(struct count_options *o)
{
	o->playout = COUNT_PLAYOUT_END;
	o->reading = SCORE_READING_EYES;
	o->finish_budget = 0;
}

int count_between(const struct board *b, const struct score_marking *m)
{
	struct board t;
	uint16_t region[BOARD_MAX_POINTS];
	uint8_t reach[BOARD_MAX_POINTS];
	int n = 0;

	score_marking_regions(b, m, &t, region, reach);
	BOARD_FOREACH(&t, p)
		n += t.color[p] == EMPTY && reach[region[p]] == (REACH_BLACK | REACH_WHITE);
	return n;
}

enum count_basis count_basis(const struct game *g, const struct ruleset *r, const struct count_options *o,
			     bool unfinished)
{
	bool agreement = r->dead == DEAD_AGREEMENT;

	if (o->playout == COUNT_PLAYOUT_NEVER)
		return COUNT_BASIS_ASKED;
	if (agreement && o->playout == COUNT_PLAYOUT_END && game_end_reason(g) != END_NONE)
		return COUNT_BASIS_ENDED;
	if (unfinished && o->playout != COUNT_PLAYOUT_ALWAYS)
		return COUNT_BASIS_UNFINISHED;
	if (!agreement)
		return COUNT_BASIS_EVERY_STONE;
	if (r->tax == TAX_SEKI && o->reading != SCORE_READING_EYES)
		return COUNT_BASIS_OPEN_DAME;
	return COUNT_BASIS_PLAYED_OUT;
}

bool count_plays_out(const struct game *g, const struct ruleset *r, const struct count_options *o)
{
	return count_basis(g, r, o, false) == COUNT_BASIS_PLAYED_OUT;
}

/* The way of counting a play-out depends on: territory, or area (stones count as area does). */
static bool count_by_territory(const struct ruleset *r) { return r->scoring == SCORING_TERRITORY; }

/* 1.: the game's own input. */
static void count_input(const struct game *g, const struct score_marking *m, const struct count_options *o,
			struct score_input *in)
{
	score_input_from_game(in, g, m);
	if (in->end == END_NONE)
		in->end = END_PASSES;
	in->reading = o->reading;
}

static const struct count_options *count_defaults(const struct count_options *o)
{
	static const struct count_options defaults = { .playout = COUNT_PLAYOUT_END,
							.reading = SCORE_READING_EYES, .finish_budget = 0 };

	return o ? o : &defaults;
}

void count_game(const struct game *g, const struct score_marking *m, const struct count_options *o,
		const struct ruleset *r, struct score *out, struct finish *finish)
{
	struct count *c = xmalloc(sizeof *c);

	count_compare(g, m, o, r, 1, c);
	*out = c->cmp.scores[0];
	if (finish && count_finish(c, 0))
		*finish = *count_finish(c, 0);
	else if (finish)
		finish_none(game_board(g), m, finish);
	free(c);
}

/* 2.: the play-out of r's way of counting in c, made when first asked for; its index. */
static int count_played(struct count *c, const struct game *g, const struct score_marking *m,
			const struct ruleset *r, long budget)
{
	for (int k = 0; k < c->nfinishes; k++)
		if (c->territory[k] == count_by_territory(r))
			return k;
	int k = c->nfinishes++;
	c->territory[k] = count_by_territory(r);
	finish_game(game_board(g), m, game_to_move(g), r, budget ? budget : FINISH_BUDGET, &c->finishes[k]);
	return k;
}

void count_compare(const struct game *g, const struct score_marking *m, const struct count_options *o,
		   const struct ruleset *rules, int n, struct count *out)
{
	struct score_input in, played;

	o = count_defaults(o);
	count_input(g, m, o, &in);
	out->cmp.n = n < SCORE_MAX_RULESETS ? n : SCORE_MAX_RULESETS;
	out->nfinishes = 0;
	out->between = count_between(game_board(g), m);
	out->unfinished = out->between > COUNT_UNFINISHED * game_board(g)->size;
	for (int i = 0; i < out->cmp.n; i++) {
		out->played[i] = -1;
		out->basis[i] = (uint8_t)count_basis(g, &rules[i], o, out->unfinished);
		if (out->basis[i] != COUNT_BASIS_PLAYED_OUT) {
			score_compute(&in, &rules[i], &out->cmp.scores[i]);
			continue;
		}
		int k = count_played(out, g, m, &rules[i], o->finish_budget);
		out->played[i] = (int8_t)k;
		finish_input(&out->finishes[k], &in, &played);
		score_compute(&played, &rules[i], &out->cmp.scores[i]);
	}
	out->cmp.ndiffs = 0;
	const struct board *b = game_board(g);
	BOARD_FOREACH(b, p)
		for (int i = 1; i < out->cmp.n; i++)
			if (count_point_owner(out, g, i, p) != count_point_owner(out, g, 0, p)) {
				out->cmp.diffs[out->cmp.ndiffs++] = (uint16_t)p;
				break;
			}
}

void count_columns(const struct game *g, const struct score_marking *m, const struct count_options *o,
		   const struct score_columns *c, struct count *out)
{
	count_compare(g, m, o, c->rules, c->n, out);
}

const struct finish *count_finish(const struct count *c, int i)
{
	return c->played[i] >= 0 ? &c->finishes[c->played[i]] : NULL;
}

const struct board *count_board(const struct count *c, const struct game *g, int i)
{
	const struct finish *f = count_finish(c, i);

	return f ? &f->board : game_board(g);
}

int count_find(const struct count *c, const struct ruleset *r)
{
	for (int i = 0; i < c->cmp.n; i++)
		if (ruleset_equal(&c->cmp.scores[i].rules, r))
			return i;
	return -1;
}

/* True if the play-out of ruleset i put a stone on p, which the game's board has empty. */
static bool count_filled(const struct count *c, const struct game *g, int i, int p)
{
	return game_board(g)->color[p] == EMPTY && count_board(c, g, i)->color[p] != EMPTY;
}

int count_point_owner(const struct count *c, const struct game *g, int i, int p)
{
	const struct score *s = &c->cmp.scores[i];
	const struct board *b = count_board(c, g, i);

	if (b->color[p] == EMPTY || s->reason[p] == SCORE_BY_DEAD)
		return s->owner[p];
	if (count_filled(c, g, i, p) && !score_counts(s, SCORE_TERM_STONES))
		return EMPTY;
	return b->color[p];
}

/* The kind of the last play-out move of ruleset i at p. */
static enum finish_kind count_kind_at(const struct count *c, int i, int p)
{
	const struct finish *f = count_finish(c, i);
	enum finish_kind k = FINISH_DAME;

	for (int j = 0; f && j < f->n; j++)
		if (f->moves[j].point == p)
			k = (enum finish_kind)f->moves[j].kind;
	return k;
}

const char *count_point_str(const struct count *c, const struct game *g, int i, int p, char *buf,
			    size_t len)
{
	const struct board *b = count_board(c, g, i);

	if (!count_filled(c, g, i, p))
		return score_point_str(&c->cmp.scores[i], p, buf, len);
	char who = b->color[p] == BLACK ? 'B' : 'W';
	bool protect = count_kind_at(c, i, p) == FINISH_PROTECT;
	if (count_point_owner(c, g, i, p) == EMPTY)
		snprintf(buf, len, protect ? "nobody (%c protective move)" : "nobody (dame filled by %c)", who);
	else
		snprintf(buf, len, "%c stone, %s", who, protect ? "protective move" : "dame filled");
	return buf;
}

const char *count_diff_str(const struct count *c, const struct game *g, const struct score_columns *cols,
			   int k, char *buf, size_t len)
{
	int p = c->cmp.diffs[k];
	char v[8], name[256], what[48];
	size_t pos = (size_t)snprintf(buf, len, "%s:", board_vertex_str(game_board(g), p, v));

	for (int i = 0; i < c->cmp.n && pos < len; i++) {
		const struct ruleset *r = &c->cmp.scores[i].rules;
		const char *preset = ruleset_preset_of(r);
		const char *named = cols ? cols->names[i] : preset ? preset : ruleset_str(r, name, sizeof name);
		pos += (size_t)snprintf(buf + pos, len - pos, "%s %s %s", i ? ";" : "", named,
					count_point_str(c, g, i, p, what, sizeof what));
	}
	return buf;
}

/* --- two rulesets' counts compared, in words ------------------------------------------------------ */

/* Append to the text in buf, *n bytes long so far; nothing once it is full. */
static void count_put(char *buf, size_t len, size_t *n, const char *fmt, ...)
{
	va_list ap;

	if (*n >= len)
		return;
	va_start(ap, fmt);
	*n += (size_t)vsnprintf(buf + *n, len - *n, fmt, ap);
	va_end(ap);
}

/* Why point p counts differently under rulesets a and b of c, in words. */
static const char *count_diff_why(const struct count *c, const struct game *g, int a, int b, int p)
{
	int ra = c->cmp.scores[a].reason[p], rb = c->cmp.scores[b].reason[p];
	const struct board *bd = game_board(g);

	if (bd->color[p] == EMPTY && (count_board(c, g, a)->color[p] != EMPTY || count_board(c, g, b)->color[p] != EMPTY))
		return "filled before the count where the position is played out (a dame, or a protective move): "
		       "a point where stones count, nothing where territory does";
	if (bd->color[p] != EMPTY && (ra == SCORE_BY_DEAD || rb == SCORE_BY_DEAD))
		return "a dead stone: a prisoner where dead stones are taken off, alive where every stone stays";
	if (ra == SCORE_BY_SEKI || rb == SCORE_BY_SEKI)
		return "an eye of a seki, or a point beside one: nobody's where seki points do not count";
	if (ra == SCORE_BY_TAX || rb == SCORE_BY_TAX)
		return "a road the group tax takes back";
	if (ra == SCORE_BY_DAME || rb == SCORE_BY_DAME)
		return "dame where it reaches both colours (a dead stone left standing reaches it)";
	if (ra == SCORE_BY_DEAD || rb == SCORE_BY_DEAD)
		return "the point of a dead stone";
	return "";
}

/* The two counts in words, side by side, and what counting stones adds when only one counts them. */
static void count_diff_totals(const struct count *c, const struct score_columns *cols, int a, int b, char *buf,
			      size_t len, size_t *n)
{
	const struct score *x = &c->cmp.scores[a], *y = &c->cmp.scores[b];

	for (int k = 0; k < 2; k++) {
		const struct score *sc = k ? y : x;
		char r[32], bw[2][128];
		count_put(buf, len, n, "%s: %s. %s; %s.\n", cols->names[k ? b : a], score_result_str(sc, r, sizeof r),
			  score_side_str(sc, BLACK, bw[0], sizeof bw[0]), score_side_str(sc, WHITE, bw[1], sizeof bw[1]));
	}
	if (score_counts(x, SCORE_TERM_STONES) == score_counts(y, SCORE_TERM_STONES))
		return;
	bool xa = score_counts(x, SCORE_TERM_STONES);
	const struct score *area = xa ? x : y;
	int sb = area->side[BLACK].term[SCORE_TERM_STONES], sw = area->side[WHITE].term[SCORE_TERM_STONES];
	char more[48] = "as many each";
	if (sb != sw)
		snprintf(more, sizeof more, "%s has %d more", sb > sw ? "Black" : "White", sb > sw ? sb - sw : sw - sb);
	count_put(buf, len, n, "The stones on the board count as points under %s (area counting), not under %s: "
		  "Black %d, White %d; %s.\n", cols->names[xa ? a : b], cols->names[xa ? b : a], sb, sw, more);
}

const char *count_suicide_note(const struct game *g, const struct ruleset *r, char *buf, size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	for (enum color c = BLACK; c <= WHITE && r->scoring == SCORING_TERRITORY; c++) {
		int k = game_suicided(g, c);
		if (k)
			count_put(buf, len, &n, "%s%s's own suicide took off %d of his stones: %s's prisoners on the "
				  "board's tally, nobody's here", n ? "; " : "", color_name(c), k, color_name(color_other(c)));
	}
	if (n)
		count_put(buf, len, &n, " (no ruleset that counts prisoners allows suicide)");
	return buf;
}

int count_differ(const struct count *c, const struct game *g, int a, int b)
{
	const struct board *bd = game_board(g);
	int points = 0;

	BOARD_FOREACH(bd, p)
		points += count_point_owner(c, g, a, p) != count_point_owner(c, g, b, p);
	return points;
}

/* A line per point counted for different sides (those count_differ counts); how many. */
static int count_diff_points(const struct count *c, const struct game *g, const struct score_columns *cols, int a,
			     int b, char *buf, size_t len, size_t *n)
{
	const struct board *bd = game_board(g);
	int points = 0;

	BOARD_FOREACH(bd, p) {
		if (count_point_owner(c, g, a, p) == count_point_owner(c, g, b, p))
			continue;
		char pa[48], pb[48], v[8];
		points++;
		count_put(buf, len, n, "%s: %s %s, %s %s: %s\n", board_vertex_str(bd, p, v), cols->names[a],
			  count_point_str(c, g, a, p, pa, sizeof pa), cols->names[b], count_point_str(c, g, b, p, pb, sizeof pb),
			  count_diff_why(c, g, a, b, p));
	}
	return points;
}

/* A line per term (but stones and territory) that differs. */
static void count_diff_terms(const struct count *c, const struct score_columns *cols, int a, int b, char *buf,
			     size_t len, size_t *n)
{
	const struct score *x = &c->cmp.scores[a], *y = &c->cmp.scores[b];

	for (enum score_term t = 0; t < SCORE_TERMS; t++)
		for (enum color k = BLACK; k <= WHITE; k++) {
			int vx = score_counts(x, t) ? x->side[k].term[t] : 0, vy = score_counts(y, t) ? y->side[k].term[t] : 0;
			if (vx != vy && t != SCORE_TERM_STONES && t != SCORE_TERM_TERRITORY)
				count_put(buf, len, n, "%s's %s: %s %d, %s %d\n", color_name(k), score_term_str(t),
					  cols->names[a], vx, cols->names[b], vy);
		}
}

const char *count_diff_text(const struct count *c, const struct game *g, const struct score_columns *cols,
			    int a, int b, char *buf, size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	count_diff_totals(c, cols, a, b, buf, len, &n);
	count_put(buf, len, &n, "\n");
	size_t head = n;
	int points = count_diff_points(c, g, cols, a, b, buf, len, &n);
	count_diff_terms(c, cols, a, b, buf, len, &n);
	if (points == 0 && n == head)
		count_put(buf, len, &n, "Every point counts for the same side under both.");
	return buf;
}
