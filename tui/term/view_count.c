/*
 * view_count.c: a comparison of counts drawn as a table (view_count.h).
 */
#include "config.h"

#include "tui/term/view_count.h"

#include <stdio.h>
#include <string.h>

#include "rules/count.h"
#include "rules/ruleset.h"
#include "tui/term/screen.h"

static const char *const term_labels[SCORE_TERMS] = {
	[SCORE_TERM_STONES] = "stones", [SCORE_TERM_TERRITORY] = "territory",
	[SCORE_TERM_PRISONERS] = "prisoners", [SCORE_TERM_DEAD] = "dead", [SCORE_TERM_PASS_STONES] = "pass st.",
	[SCORE_TERM_SEKI] = "seki pts", [SCORE_TERM_TAX] = "tax", [SCORE_TERM_EQUAL_STONES] = "equal st.",
	[SCORE_TERM_BONUS] = "bonus",
};

int view_count_columns(int w)
{
	int n = (w - VIEW_COUNT_LABEL_W) / VIEW_COUNT_CELL_W;

	return n < 1 ? 1 : n;
}

const char *view_count_name(const char *name, char *buf, size_t len)
{
	snprintf(buf, len, "%.*s", (int)strcspn(name, "="), name);
	return buf;
}

/* "12/10": Black's and White's value of term t, "-" when the ruleset does not add it. */
static void view_count_cell(const struct score *s, enum score_term t, char *buf, size_t len)
{
	if (!score_counts(s, t) && s->side[BLACK].term[t] == 0 && s->side[WHITE].term[t] == 0)
		snprintf(buf, len, "-");
	else if (!score_counts(s, t))
		snprintf(buf, len, "(%d/%d)", s->side[BLACK].term[t], s->side[WHITE].term[t]);
	else
		snprintf(buf, len, "%d/%d", s->side[BLACK].term[t], s->side[WHITE].term[t]);
}

/* A term has a row when some shown column has it; stones and territory always. */
static bool view_count_term_shown(const struct score_comparison *cmp, enum score_term t, int shown)
{
	for (int i = 0; i < shown; i++)
		if (cmp->scores[i].side[BLACK].term[t] || cmp->scores[i].side[WHITE].term[t])
			return true;
	return t == SCORE_TERM_STONES || t == SCORE_TERM_TERRITORY;
}

/* One row of the table: a label and a cell per shown column. */
static void view_count_row(struct screen *s, int y, int x, const char *label, char cells[][24], int shown,
			   enum style st)
{
	screen_put(s, y, x, label, STYLE_DIM, VIEW_COUNT_LABEL_W);
	for (int i = 0; i < shown; i++)
		screen_put(s, y, x + VIEW_COUNT_LABEL_W + i * VIEW_COUNT_CELL_W, cells[i], st, VIEW_COUNT_CELL_W - 1);
}

/* A column's name over two header rows when it does not fit a cell: "tromp-" above "taylor"; the
 * upper part is "" for a name that fits. */
static void view_count_name_rows(const char *name, char *upper, char *lower, size_t len)
{
	char full[SCORE_NAME_LEN];
	size_t n = strlen(view_count_name(name, full, sizeof full)), cut = n;

	upper[0] = '\0';
	if (n < VIEW_COUNT_CELL_W) {
		snprintf(lower, len, "%s", full);
		return;
	}
	while (cut > 0 && (full[cut - 1] != '-' || cut >= VIEW_COUNT_CELL_W))
		cut--;
	if (cut == 0)
		cut = VIEW_COUNT_CELL_W - 1;
	snprintf(upper, len, "%.*s", (int)cut, full);
	snprintf(lower, len, "%.*s", VIEW_COUNT_CELL_W - 1, full + cut);
}

/* The header: the columns' names, on two rows where one does not fit. */
static int view_count_header(struct screen *s, int y, int x, const char (*names)[SCORE_NAME_LEN], int shown)
{
	char cells[SCORE_MAX_RULESETS][24], upper[SCORE_MAX_RULESETS][24];
	bool two = false;

	for (int i = 0; i < shown; i++) {
		view_count_name_rows(names[i], upper[i], cells[i], sizeof cells[i]);
		two |= upper[i][0] != '\0';
	}
	if (two)
		view_count_row(s, y++, x, "", upper, shown, STYLE_BOLD);
	view_count_row(s, y++, x, "B/W", cells, shown, STYLE_BOLD);
	return y;
}

int view_count_table(struct screen *s, int y, int x, const struct score_comparison *cmp,
		     const char (*names)[SCORE_NAME_LEN], int shown)
{
	char cells[SCORE_MAX_RULESETS][24], a[16], b[16];

	y = view_count_header(s, y, x, names, shown);
	for (enum score_term t = 0; t < SCORE_TERMS; t++) {
		if (!view_count_term_shown(cmp, t, shown))
			continue;
		for (int i = 0; i < shown; i++)
			view_count_cell(&cmp->scores[i], t, cells[i], sizeof cells[i]);
		view_count_row(s, y++, x, term_labels[t], cells, shown, STYLE_PLAIN);
	}
	for (int i = 0; i < shown; i++)
		snprintf(cells[i], sizeof cells[i], "%s", ruleset_komi_str(cmp->scores[i].side[WHITE].komi2, a));
	view_count_row(s, y++, x, "komi", cells, shown, STYLE_PLAIN);
	for (int i = 0; i < shown; i++)
		snprintf(cells[i], sizeof cells[i], "%s/%s", ruleset_komi_str(cmp->scores[i].side[BLACK].total2, a),
			 ruleset_komi_str(cmp->scores[i].side[WHITE].total2, b));
	view_count_row(s, y++, x, "total", cells, shown, STYLE_PLAIN);
	for (int i = 0; i < shown; i++)
		score_result_str(&cmp->scores[i], cells[i], sizeof cells[i]);
	view_count_row(s, y++, x, "result", cells, shown, STYLE_BOLD);
	return y;
}

bool view_count_unadded(const struct score_comparison *cmp, int shown)
{
	for (int i = 0; i < shown; i++)
		for (enum score_term t = 0; t < SCORE_TERMS; t++) {
			const struct score *sc = &cmp->scores[i];
			if (!score_counts(sc, t) && (sc->side[BLACK].term[t] || sc->side[WHITE].term[t]))
				return true;
		}
	return false;
}

const char *view_count_title(const struct score_comparison *cmp, const char (*names)[SCORE_NAME_LEN], int i,
			     char *buf, size_t len)
{
	const char *title = ruleset_title(&cmp->scores[i].rules);

	return title ? snprintf(buf, len, "%s", title), buf : view_count_name(names[i], buf, len);
}

/* The terms that add up differently under scores x and y (each side's term where it counts, Black's
 * less White's; the komi), named in words: "stones, handicap bonus".  Returns buf. */
static const char *view_count_terms_apart(const struct score *x, const struct score *y, char *buf, size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	for (enum score_term t = 0; t < SCORE_TERMS && n < len; t++) {
		int dx = score_counts(x, t) ? x->side[BLACK].term[t] - x->side[WHITE].term[t] : 0;
		int dy = score_counts(y, t) ? y->side[BLACK].term[t] - y->side[WHITE].term[t] : 0;
		if (dx != dy)
			n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? ", " : "", score_term_str(t));
	}
	if (x->side[WHITE].komi2 != y->side[WHITE].komi2 && n < len)
		snprintf(buf + n, len - n, "%skomi", n ? ", " : "");
	return buf;
}

const char *view_count_verdict(const struct count *c, const struct game *g, const char (*names)[SCORE_NAME_LEN],
			       int a, int b, bool ascii, char *buf, size_t len)
{
	const char *dot = ascii ? "; " : " · ";
	char ta[SCORE_NAME_LEN], tb[SCORE_NAME_LEN], ra[32], rb[32], terms[160], why[200];
	int points = count_differ(c, g, a, b);

	score_result_str(&c->cmp.scores[a], ra, sizeof ra);
	score_result_str(&c->cmp.scores[b], rb, sizeof rb);
	if (!strcmp(ra, rb))
		snprintf(why, sizeof why, "they agree");
	else if (points)
		snprintf(why, sizeof why, "they differ on %d point%s (d shows them)", points, points == 1 ? "" : "s");
	else if (*view_count_terms_apart(&c->cmp.scores[a], &c->cmp.scores[b], terms, sizeof terms))
		snprintf(why, sizeof why, "every point alike, but they add up %s differently (d)", terms);
	else
		snprintf(why, sizeof why, "they differ (d)");
	snprintf(buf, len, "%s %s%s%s %s%s%s", view_count_title(&c->cmp, names, a, ta, sizeof ta), ra, dot,
		 view_count_title(&c->cmp, names, b, tb, sizeof tb), rb, dot, why);
	return buf;
}
