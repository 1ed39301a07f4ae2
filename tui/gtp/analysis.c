/*
 * analysis.c: reading what an engine says of a position (see analysis.h for the formats).
 *
 * How an info line is read:
 *   1. The line is cut into words at blanks.  "info" opens a candidate, "ownership" the ownership's
 *      numbers; any other word there is a key, whose value is the next word (a key this reader does
 *      not know is skipped with its one value, as KataGo asks of its readers), except pv (moves up
 *      to the first word that is no vertex) and pvVisits, pvEdgeVisits (numbers).  A section that
 *      is neither (rootInfo, in later KataGo) is skipped up to the next info or ownership.
 *   2. Every candidate needs a move of this board; visits, winrate, prior, order and the ownership's
 *      numbers must be numbers in their range.  The first fault ends the reading with an error.
 *   3. The figures are turned to Black's (analysis.h 3.), and the candidates sorted by the engine's
 *      order, the first ANALYSIS_MAX kept.
 */
#include "config.h"

#include "tui/gtp/analysis.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/text.h"
#include "rules/xalloc.h"

#define WORD_MAX 64

/* A reading under way: the text, where it is, and the error when one came. */
struct reader {
	const char *s;
	char word[WORD_MAX];
	char *err;
	size_t errlen;
	bool failed;
};

/* The next word into r->word; false at the end.  A word too long for the buffer is kept cut (it is
 * no vertex and no number, and is said so). */
static bool reader_next(struct reader *r)
{
	r->s += strspn(r->s, " \t\r\n");
	size_t n = strcspn(r->s, " \t\r\n");
	if (n == 0)
		return false;
	size_t keep = n < WORD_MAX - 1 ? n : WORD_MAX - 1;
	memcpy(r->word, r->s, keep);
	r->word[keep] = '\0';
	r->s += n;
	return true;
}

/* The next word without taking it (into r->word); false at the end. */
static bool reader_peek(struct reader *r)
{
	const char *at = r->s;
	bool got = reader_next(r);

	r->s = at;
	return got;
}

static int reader_fail(struct reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int reader_fail(struct reader *r, const char *fmt, ...)
{
	va_list ap;

	if (r->failed)
		return -1;
	va_start(ap, fmt);
	vsnprintf(r->err, r->errlen, fmt, ap);
	va_end(ap);
	r->failed = true;
	return -1;
}

/* The word as a finite number: true, or false when it is none. */
static bool word_number(const char *w, double *out)
{
	char *end;

	if (!*w)
		return false;
	double v = strtod(w, &end);
	if (*end || !isfinite(v))
		return false;
	*out = v;
	return true;
}

/* The next word as a number in [lo, hi] for key. */
static int reader_number(struct reader *r, const char *key, double lo, double hi, double *out)
{
	char quoted[TEXT_QUOTE_MAX + 8];

	if (!reader_next(r))
		return reader_fail(r, "%s has no value at the end of the line", key);
	if (!word_number(r->word, out) || *out < lo || *out > hi)
		return reader_fail(r, "%s '%s' is no number from %g to %g", key,
				   text_escape(quoted, sizeof quoted, r->word, TEXT_QUOTE_MAX), lo, hi);
	return 0;
}

/* The word as a point of b or a pass, or BOARD_NONE. */
static int word_point(const struct board *b, const char *w)
{
	return board_vertex_parse(b, w);
}

/* --- info lines ------------------------------------------------------------------------------------ */

/* A candidate being read: its figures as the engine gives them, before they are turned (3.). */
struct raw_candidate {
	struct analysis_candidate c;
	bool has_move, has_order;
	double winrate, lead;          /* the engine's, for the side it analysed */
	bool has_winrate, has_lead, has_mean;
	double mean;                   /* scoreMean: scoreLead's older name */
};

struct info_reading {
	struct reader r;
	const struct board *b;
	enum analysis_format f;
	struct raw_candidate *cands;   /* every candidate read (the line may hold more than kept) */
	int n, cap;
	bool has_ownership;
	double ownership[BOARD_MAX_POINTS];
};

/* pv: moves up to the first word that is none (left for the next key). */
static void info_pv(struct info_reading *ir, struct analysis_candidate *c)
{
	c->npv = 0;
	while (reader_peek(&ir->r)) {
		int p = word_point(ir->b, ir->r.word);
		if (p == BOARD_NONE)
			return;
		reader_next(&ir->r);
		if (c->npv < ANALYSIS_PV_MAX)
			c->pv[c->npv++] = p;
	}
}

/* pvVisits and the like: numbers up to the first word that is none. */
static void info_numbers(struct info_reading *ir)
{
	double v;

	while (reader_peek(&ir->r) && word_number(ir->r.word, &v))
		reader_next(&ir->r);
}

/* The scale of winrate, prior and lcb in this format (analysis.h 1., 2.). */
static double info_scale(const struct info_reading *ir) { return ir->f == ANALYSIS_LZ ? 10000.0 : 1.0; }

/* One key of a candidate and its value (1.). */
static int info_key(struct info_reading *ir, struct raw_candidate *rc, const char *key)
{
	struct reader *r = &ir->r;
	double v, scale = info_scale(ir);
	char quoted[TEXT_QUOTE_MAX + 8];

	if (!strcmp(key, "move")) {
		if (!reader_next(r))
			return reader_fail(r, "move has no value at the end of the line");
		rc->c.point = word_point(ir->b, r->word);
		if (rc->c.point == BOARD_NONE)
			return reader_fail(r, "move '%s' is no vertex of the %dx%d board",
					   text_escape(quoted, sizeof quoted, r->word, TEXT_QUOTE_MAX), ir->b->size, ir->b->size);
		rc->has_move = true;
	} else if (!strcmp(key, "visits")) {
		if (reader_number(r, key, 0, 2e9, &v) == 0)
			rc->c.visits = (int)v;
	} else if (!strcmp(key, "winrate")) {
		rc->has_winrate = reader_number(r, key, 0, scale, &rc->winrate) == 0;
		rc->winrate /= scale;
	} else if (!strcmp(key, "prior")) {
		if (reader_number(r, key, 0, scale, &v) == 0)
			rc->c.prior = v / scale;
	} else if (!strcmp(key, "scoreLead")) {
		rc->has_lead = reader_number(r, key, -1e4, 1e4, &rc->lead) == 0;
	} else if (!strcmp(key, "scoreMean")) {
		rc->has_mean = reader_number(r, key, -1e4, 1e4, &rc->mean) == 0;
	} else if (!strcmp(key, "order")) {
		if (reader_number(r, key, 0, 1e6, &v) == 0)
			rc->c.order = (int)v;
		rc->has_order = true;
	} else if (!strcmp(key, "pv")) {
		info_pv(ir, &rc->c);
	} else if (!strcmp(key, "pvVisits") || !strcmp(key, "pvEdgeVisits")) {
		info_numbers(ir);
	} else if (!reader_next(r)) {   /* another key: its one value */
		return reader_fail(r, "%s has no value at the end of the line",
				   text_escape(quoted, sizeof quoted, key, TEXT_QUOTE_MAX));
	}
	return r->failed ? -1 : 0;
}

/* ownership: one number in [-1,1] a point, row by row from the top left (1.). */
static int info_ownership(struct info_reading *ir)
{
	double v;
	char quoted[TEXT_QUOTE_MAX + 8];
	int k = 0;

	BOARD_FOREACH(ir->b, p) {
		if (!reader_next(&ir->r))
			return reader_fail(&ir->r, "ownership has %d numbers; the %dx%d board has %d points", k,
					   ir->b->size, ir->b->size, ir->b->size * ir->b->size);
		if (!word_number(ir->r.word, &v) || v < -1.0001 || v > 1.0001)
			return reader_fail(&ir->r, "ownership's number %d, '%s', is no number from -1 to 1", k + 1,
					   text_escape(quoted, sizeof quoted, ir->r.word, TEXT_QUOTE_MAX));
		ir->ownership[p] = v < -1 ? -1 : v > 1 ? 1 : v;
		k++;
	}
	if (reader_peek(&ir->r) && word_number(ir->r.word, &v))
		return reader_fail(&ir->r, "ownership has more numbers than the %dx%d board has points", ir->b->size,
				   ir->b->size);
	ir->has_ownership = true;
	return 0;
}

static struct raw_candidate *info_new(struct info_reading *ir)
{
	if (ir->n == ir->cap) {
		ir->cap = ir->cap ? 2 * ir->cap : 32;
		ir->cands = xreallocarray(ir->cands, (size_t)ir->cap, sizeof *ir->cands);
	}
	struct raw_candidate *rc = &ir->cands[ir->n];
	memset(rc, 0, sizeof *rc);
	rc->c.visits = -1;
	rc->c.prior = -1;
	rc->c.order = ir->n;   /* where the engine gives none: its place on the line */
	ir->n++;
	return rc;
}

/* Read the words of the line (1., 2.). */
static int info_read(struct info_reading *ir)
{
	struct raw_candidate *rc = NULL;
	bool section = false;   /* within info or ownership, or a section skipped */
	char key[WORD_MAX], quoted[TEXT_QUOTE_MAX + 8];

	while (!ir->r.failed && reader_next(&ir->r)) {
		snprintf(key, sizeof key, "%s", ir->r.word);
		if (!strcmp(key, "info")) {
			if (rc && !rc->has_move)
				return reader_fail(&ir->r, "a candidate (info) has no move");
			rc = info_new(ir);
			section = true;
		} else if (!strcmp(key, "ownership")) {
			if (rc && !rc->has_move)
				return reader_fail(&ir->r, "a candidate (info) has no move");
			rc = NULL;
			section = true;
			info_ownership(ir);
		} else if (rc) {
			info_key(ir, rc, key);
		} else if (!section) {
			return reader_fail(&ir->r, "it starts with '%s', not info", text_escape(quoted, sizeof quoted,
					   key, TEXT_QUOTE_MAX));
		}   /* else: a section this reader does not read (rootInfo, ownershipStdev): skipped */
		if (!strcmp(key, "rootInfo") || !strcmp(key, "ownershipStdev") || !strcmp(key, "movesOwnership"))
			rc = NULL;
	}
	if (!ir->r.failed && rc && !rc->has_move)
		return reader_fail(&ir->r, "a candidate (info) has no move");
	if (!ir->r.failed && ir->n == 0 && !ir->has_ownership)
		return reader_fail(&ir->r, "it is empty");
	return ir->r.failed ? -1 : 0;
}

static int raw_by_order(const void *x, const void *y)
{
	const struct raw_candidate *a = x, *b = y;

	if (a->c.order != b->c.order)
		return (a->c.order > b->c.order) - (a->c.order < b->c.order);
	return (a->c.value > b->c.value) - (a->c.value < b->c.value);   /* where they came on the line */
}

int analysis_parse_info(const struct board *b, enum color to_move, enum analysis_format f, const char *line,
			struct analysis *out, char *err, size_t errlen)
{
	struct info_reading *ir = xcalloc(1, sizeof *ir);
	double side = to_move == WHITE ? -1 : 1;   /* 3.: the figures are the player's who moves */

	ir->r = (struct reader){ .s = line ? line : "", .err = err, .errlen = errlen };
	ir->b = b;
	ir->f = f;
	int rc = info_read(ir);
	if (rc == 0) {
		for (int i = 0; i < ir->n; i++)   /* a stable sort: the engine's own order breaks ties */
			ir->cands[i].c.value = i;
		qsort(ir->cands, (size_t)ir->n, sizeof *ir->cands, raw_by_order);
		out->n = 0;
		for (int i = 0; i < ir->n && out->n < ANALYSIS_MAX; i++) {
			struct raw_candidate *raw = &ir->cands[i];
			struct analysis_candidate *c = &out->c[out->n++];
			*c = raw->c;
			c->value = 0;
			c->winrate = !raw->has_winrate ? -1 : side > 0 ? raw->winrate : 1 - raw->winrate;
			c->has_lead = raw->has_lead || raw->has_mean;
			c->lead = side * (raw->has_lead ? raw->lead : raw->mean);
		}
		out->has_ownership = ir->has_ownership;
		if (ir->has_ownership)
			BOARD_FOREACH(b, p)
				out->ownership[p] = side * ir->ownership[p];
	}
	free(ir->cands);
	free(ir);
	return rc;
}

/* --- GNU Go's answers ------------------------------------------------------------------------------ */

/* "W+8.2" or "B+3.0" (or "0"): the score counted for White (4.), true; false when it is none. */
static bool estimate_head(const char *w, double *white)
{
	double v;

	if (!strcmp(w, "0")) {
		*white = 0;
		return true;
	}
	if ((w[0] != 'W' && w[0] != 'B') || w[1] != '+' || !word_number(w + 2, &v) || v < 0 || v > 1e4)
		return false;
	*white = w[0] == 'W' ? v : -v;
	return true;
}

int analysis_parse_estimate(const char *text, struct analysis *out, char *err, size_t errlen)
{
	char quoted[TEXT_QUOTE_MAX + 8], head[WORD_MAX];
	double white, up, low;
	int used = 0;

	text = text ? text : "";
	text += strspn(text, " \t\n");
	if (sscanf(text, "%63s%n", head, &used) != 1 || !estimate_head(head, &white)) {
		snprintf(err, errlen, "'%s' is no score such as W+8.2 or B+3.0",
			 text_escape(quoted, sizeof quoted, text, TEXT_QUOTE_MAX));
		return -1;
	}
	const char *rest = text + used;
	rest += strspn(rest, " \t\n");
	up = low = white;
	if (*rest) {   /* the bounds, counted for White as the score is (4.) */
		int end = 0;
		if (sscanf(rest, "(upper bound: %lf, lower: %lf)%n", &up, &low, &end) != 2 || end == 0 ||
		    !isfinite(up) || !isfinite(low) || fabs(up) > 1e4 || fabs(low) > 1e4 || rest[end + (int)strspn(rest + end, " \t\n")]) {
			snprintf(err, errlen, "'%s' is no range such as (upper bound: 11.1, lower: 5.4)",
				 text_escape(quoted, sizeof quoted, rest, TEXT_QUOTE_MAX));
			return -1;
		}
	}
	out->has_estimate = true;
	out->margin = -white;
	out->lower = -(up > low ? up : low);
	out->upper = -(up > low ? low : up);
	if (out->margin < out->lower)   /* a score outside its own range: the range grows to hold it */
		out->lower = out->margin;
	if (out->margin > out->upper)
		out->upper = out->margin;
	return 0;
}

int analysis_parse_top_moves(const struct board *b, const char *text, struct analysis *out, char *err,
			     size_t errlen)
{
	struct reader r = { .s = text ? text : "", .err = err, .errlen = errlen };
	struct analysis_candidate c[ANALYSIS_MAX];
	char quoted[TEXT_QUOTE_MAX + 8];
	int n = 0;
	double v;

	while (reader_next(&r)) {
		int p = word_point(b, r.word);
		if (p == BOARD_NONE)
			return reader_fail(&r, "'%s' is no vertex of the %dx%d board",
					   text_escape(quoted, sizeof quoted, r.word, TEXT_QUOTE_MAX), b->size, b->size);
		if (reader_number(&r, "a move's value", -1e4, 1e4, &v) != 0)
			return -1;
		if (n == ANALYSIS_MAX)
			continue;
		c[n] = (struct analysis_candidate){ .point = p, .visits = -1, .winrate = -1, .prior = -1, .order = n,
						    .value = v, .npv = 1 };
		c[n].pv[0] = p;
		n++;
	}
	out->n = n;
	memcpy(out->c, c, (size_t)n * sizeof *c);
	return 0;
}

/* --- in words ------------------------------------------------------------------------------------ */

bool analysis_course_point(const struct analysis *a, struct course_point *out)
{
	const struct analysis_candidate *best = a->n > 0 ? &a->c[0] : NULL;

	if (best && best->has_lead) {
		*out = (struct course_point){ .source = COURSE_ENGINE, .margin = best->lead, .lower = best->lead,
					      .upper = best->lead, .winrate = best->winrate, .in_hand = true };
		return true;
	}
	if (a->has_estimate) {
		*out = (struct course_point){ .source = COURSE_ENGINE, .margin = a->margin, .lower = a->lower,
					      .upper = a->upper, .winrate = best ? best->winrate : -1 };
		return true;
	}
	return false;
}

const char *analysis_margin_str(double margin, char *buf, size_t len)
{
	if (fabs(margin) < 0.05)
		snprintf(buf, len, "even");
	else
		snprintf(buf, len, "%c+%.1f", margin > 0 ? 'B' : 'W', fabs(margin));
	return buf;
}

const char *analysis_candidate_str(const struct board *b, const struct analysis_candidate *c, char *buf,
				   size_t len)
{
	char v[8], m[24];
	size_t n = (size_t)snprintf(buf, len, "%s", c->point == BOARD_PASS ? "pass" : board_vertex_str(b, c->point, v));

	if (c->visits >= 0 && n < len)
		n += (size_t)snprintf(buf + n, len - n, " visits %d", c->visits);
	if (c->winrate >= 0 && n < len)
		n += (size_t)snprintf(buf + n, len - n, " B %.0f%%", 100 * c->winrate);
	if (c->has_lead && n < len)
		n += (size_t)snprintf(buf + n, len - n, " %s", analysis_margin_str(c->lead, m, sizeof m));
	if (c->visits < 0 && c->winrate < 0 && !c->has_lead && n < len)
		snprintf(buf + n, len - n, " value %.1f", c->value);
	return buf;
}
