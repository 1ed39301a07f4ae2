/*
 * mode_score_draw.c: what the end-of-game dialogue shows (mode_score.c says how it works): the
 * board with the marks of the column shown, and the panel in its two views (6.): the player's (the
 * results in one line, the count by the game's rules term by term, the marks and keys in words) and
 * the teacher's (the table of terms per ruleset, the notes, the warnings), its notes dropped least
 * needed first where the panel is short.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/count.h"
#include "rules/finish.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/marking_count.h"
#include "rules/record.h"
#include "rules/score.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/job.h"
#include "tui/shared/library.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/engines.h"
#include "tui/term/estimate.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"
#include "tui/term/view_count.h"
#include "tui/term/modes/mode_score.h"

/* --- drawing ---------------------------------------------------------------------------------------- */

/* One note, wrapped into the rows left before bottom.  Returns the row after it. */
static int score_note(struct screen *s, int y, int x, int w, int bottom, const char *text, int style)
{
	return y < bottom ? y + view_text(s, y, x, w, bottom - y, text, style) : y;
}

/* Why column i counts fewer prisoners than the game's tally, when a suicide took stones off
 * (count_suicide_note), named by the column: "" when it does not. */
static const char *score_suicide(const struct app *a, const struct score_mode *m, int i, char *buf, size_t len)
{
	char note[320], title[SCORE_NAME_LEN];

	buf[0] = '\0';
	if (*count_suicide_note(app_game(a), &m->cols.rules[i], note, sizeof note))
		snprintf(buf, len, "%s: %s", view_count_title(&m->shown->count.cmp, m->cols.names, i, title,
			 sizeof title), note);
	return buf;
}

/* One note under the teacher's table: its text (and a second part on the same row, or ""), and how
 * much it is needed: when the panel is short the notes of the highest rank go first (the legend's
 * rank is SCORE_RANK_LEGEND), and "t: the player's view" (rank 0) stays always. */
struct score_note {
	char text[512], tail[512];
	const char *sep;   /* between them */
	int style, tail_style;
	int rank;
};

enum {
	SCORE_RANK_LEGEND = 4,   /* the legend of the marks, under the notes */
	SCORE_RANKS = 7,
};

/* The rows note n takes at width w. */
static int score_note_rows(const struct score_note *n, int w)
{
	int starts[64], lens[64];
	bool cut;

	return w < 1 ? 1 : screen_wrap_ellipsis(n->text, w, 64, starts, lens, &cut);
}

/* Note n from row y, as score_note draws it; the tail after it on the same row.  Returns the row
 * after it. */
static int score_note_draw(struct screen *s, int y, int x, int w, int bottom, const struct score_note *n)
{
	if (n->tail[0] && y < bottom) {
		int at = screen_put(s, y, x, n->text, n->style, w);
		at += screen_put(s, y, x + at, n->sep, STYLE_DIM, w - at);
		screen_put(s, y, x + at, n->tail, n->tail_style, w - at);
		return y + 1;
	}
	return score_note(s, y, x, w, bottom, n->text, n->style);
}

static struct score_note *score_note_add(struct score_note *notes, int *n, int rank, int style, const char *text)
{
	struct score_note *note = &notes[*n];

	*n += 1;
	snprintf(note->text, sizeof note->text, "%s", text);
	note->tail[0] = '\0';
	note->style = style;
	note->rank = rank;
	return note;
}

/* The notes under the table, most needed first by rank: the game's own result and the warnings
 * (on one row where both fit), marked-dead stones left standing, prisoners a suicide took off, the
 * play-out, the reading of Art. 8, the other view.  Returns how many. */
static int score_notes_list(const struct app *a, const struct score_mode *m, int w, struct score_note *notes)
{
	char line[512], r[32], name[SCORE_NAME_LEN], k[16], est[96];
	int n = 0;

	if (m->estimate) {   /* 7.: the estimate first, then the board as it stands */
		snprintf(line, sizeof line, "estimate %s", estimate_score_str(m->estimate, est, sizeof est));
		score_note_add(notes, &n, 1, STYLE_BOLD, line);
	}
	for (int i = 0; i < m->cols.n && n < 2 * SCORE_MAX_RULESETS; i++) {
		const struct score *sc = &m->shown->count.cmp.scores[i];
		if (sc->kept_dead <= 0)
			continue;
		int c2 = sc->captured_margin2;
		snprintf(line, sizeof line, "%s: the %d marked dead count; captured %s%s",
			 view_count_name(m->cols.names[i], name, sizeof name), sc->kept_dead,
			 c2 == 0 ? "Jigo" : c2 > 0 ? "B+" : "W+", c2 ? ruleset_komi_str(abs(c2), k) : "");
		score_note_add(notes, &n, 3, STYLE_PLAIN, line);
	}
	for (int i = 0; i < m->cols.n && n < 2 * SCORE_MAX_RULESETS; i++)
		if (*score_suicide(a, m, i, line, sizeof line))
			score_note_add(notes, &n, 3, STYLE_PLAIN, line);
	const char *preset = ruleset_preset_of(game_rules(app_game(a)));
	snprintf(line, sizeof line, "%s by %s rules%s", score_result_str(&m->shown->game, r, sizeof r),
		 preset ? preset : "the game's", m->accepted ? ": accepted" : m->estimate ?
		 ", the board as it stands" : m->look ? " (a look)" : "");
	struct score_note *result = score_note_add(notes, &n, 1, STYLE_BOLD, line);
	if (m->shown->nwarnings) {
		snprintf(line, sizeof line, "%d warning%s (w lists them)", m->shown->nwarnings,
			 m->shown->nwarnings == 1 ? "" : "s");
		const char *dot = app_look_const(a)->ascii ? "; " : " · ";
		if (screen_width(result->text) + screen_width(dot) + screen_width(line) <= w) {
			snprintf(result->tail, sizeof result->tail, "%s", line);
			result->sep = dot;
			result->tail_style = STYLE_ERROR;
		} else {
			score_note_add(notes, &n, 2, STYLE_ERROR, line);
		}
	}
	if (m->playout == COUNT_PLAYOUT_NEVER) {
		score_note_add(notes, &n, 5, STYLE_DIM, "counted as it stands (F)");
	} else if (m->shown->count.unfinished && m->playout != COUNT_PLAYOUT_ALWAYS && !m->shown->provisional) {
		score_note_add(notes, &n, 5, STYLE_DIM, "not finished: as it stands (f)");
	} else if (count_finish(&m->shown->count, m->view) && count_finish(&m->shown->count, m->view)->n) {
		const struct finish *f = count_finish(&m->shown->count, m->view);
		snprintf(line, sizeof line, "played out (f): %d + filled, %d ! protective",
			 f->n - f->kinds[FINISH_PROTECT], f->kinds[FINISH_PROTECT]);
		score_note_add(notes, &n, 5, STYLE_DIM, line);
	}
	static const char *const names[] = { "eyes", "dame-chains", "dame-areas" };
	snprintf(line, sizeof line, "Art. 8 (1989, on seki) read as %s%s (r)", names[m->reading],
		 m->reading == SCORE_READING_EYES ? ", tengen's" : "");
	score_note_add(notes, &n, 6, STYLE_DIM, line);
	score_note_add(notes, &n, 0, STYLE_DIM, "t: the player's view");
	return n;
}

/* The notes from row y and the legend of legend rows under them, in the rows left before bottom:
 * where they do not all fit, the least needed go first (struct score_note), the legend at its rank.
 * Returns whether the legend stays. */
static bool score_notes(const struct app *a, const struct score_mode *m, struct screen *s, int y, int x, int w,
			int bottom, int legend)
{
	struct score_note notes[2 * SCORE_MAX_RULESETS + 6];
	int n = score_notes_list(a, m, w, notes), rows = legend, top = y;
	bool kept[2 * SCORE_MAX_RULESETS + 6], keep_legend = true;

	for (int i = 0; i < n; i++) {
		kept[i] = true;
		rows += score_note_rows(&notes[i], w);
	}
	for (int rank = SCORE_RANKS - 1; rank > 0 && rows > bottom - y; rank--) {
		if (rank == SCORE_RANK_LEGEND && keep_legend) {
			keep_legend = false;
			rows -= legend;
		}
		for (int i = n - 1; i >= 0 && rows > bottom - y; i--)
			if (kept[i] && notes[i].rank == rank) {
				kept[i] = false;
				rows -= score_note_rows(&notes[i], w);
			}
	}
	/* then what went and fits in the rows left after all (a short note where a long one went), the
	 * most needed first */
	for (int rank = 1; rank < SCORE_RANKS; rank++) {
		if (rank == SCORE_RANK_LEGEND && !keep_legend && rows + legend <= bottom - y) {
			keep_legend = true;
			rows += legend;
		}
		for (int i = 0; i < n; i++)
			if (!kept[i] && notes[i].rank == rank && rows + score_note_rows(&notes[i], w) <= bottom - y) {
				kept[i] = true;
				rows += score_note_rows(&notes[i], w);
			}
	}
	int last = bottom - (keep_legend ? legend : 0) - score_note_rows(&notes[n - 1], w);
	for (int i = 0; i < n - 1; i++)
		if (kept[i])
			y = score_note_draw(s, y, x, w, last, &notes[i]);
	score_note_draw(s, y < last ? y : last > top ? last : top, x, w, bottom, &notes[n - 1]);
	return keep_legend;
}

/* Does the board carry a ? (a chain whoever moves first decides)? */
static bool score_unsettled_shown(const struct score_mode *m)
{
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		if (m->status[i] & VIEW_UNSETTLED)
			return true;
	return false;
}

/* The legend of every mark in sight, its items flowed into rows of w columns; drawn from row y when
 * draw, and its rows counted either way. */
static int score_legend(const struct app *a, const struct score_mode *m, int shown, struct screen *s, int y,
			int x, int w, bool draw)
{
	bool ascii = app_look_const(a)->ascii, filled = false;
	const char *items[8];
	int n = 0;

	for (int i = 0; i < BOARD_MAX_POINTS && !m->diff; i++)
		filled |= m->label[i] == '+' || m->label[i] == '!';
	items[n++] = "x o dead";
	items[n++] = ascii ? "# @ seki" : "◆ ◇ seki";
	/* as view.c draws them: in colour both sides' points are ▪, in the colour of their stones */
	items[n++] = ascii ? "b w owner" : app_look_const(a)->color ? "▪ owner, by colour" : "▪ ▫ owner";
	/* the short items before the long one, to share the rows of the marks */
	if (view_count_unadded(&m->shown->count.cmp, shown))
		items[n++] = "(n/n) shown, not added";
	if (m->diff)
		items[n++] = "* counted differently";
	if (filled)
		items[n++] = "+ filled  ! protective";
	if (score_unsettled_shown(m))   /* only where one is on the board */
		items[n++] = "? unsettled: whoever moves first decides";
	return view_legend(s, y, x, w, items, n, draw);
}

/* 6.: a marked-dead stone left standing by column i (Tromp-Taylor), in words for a player: what it
 * counts as, and what the count gives once those stones are captured.  "" when none. */
static const char *score_kept_dead(const struct score_mode *m, int i, char *buf, size_t len)
{
	const struct score *sc = &m->shown->count.cmp.scores[i];
	char title[SCORE_NAME_LEN], k[16];
	int c2 = sc->captured_margin2;

	buf[0] = '\0';
	if (sc->kept_dead > 0)
		snprintf(buf, len, "%s counts the %d stone%s marked dead as alive until captured (captured: %s%s)",
			 view_count_title(&m->shown->count.cmp, m->cols.names, i, title, sizeof title), sc->kept_dead,
			 sc->kept_dead == 1 ? "" : "s", c2 == 0 ? "Jigo" : c2 > 0 ? "B+" : "W+",
			 c2 ? ruleset_komi_str(abs(c2), k) : "");
	return buf;
}

/* The panel's title: an estimate while the game goes on (7.), a look, the count accepted, or marking's. */
static const char *score_title(const struct score_mode *m, const char *marking)
{
	return m->estimate ? "An estimate: the game goes on" : m->look ? "A look at the count" :
	       m->accepted ? "The count, accepted" : marking;
}

/* 6.: the player's view: the results of the first two columns in one line, the count by the game's
 * rules side by side, the keys of the marking and the marks in sight in words.  While the count runs
 * beside the board (5.) no result is given: the provisional count is not one. */
static void score_player(const struct app *a, const struct score_mode *m, struct screen *s, int y, int x, int w,
			 int bottom)
{
	static const char *const keys[][2] = {
		{ "Enter, click", "dead or alive, the whole group" },
		{ "S", "seki (neither can capture) or alive" },
		{ "t", "every ruleset's terms, for the teacher" },
	};
	const struct game *g = app_game(a);
	const char *title = ruleset_title(game_rules(g));
	char line[512], r[32], est[96];
	int key_w = 14;

	if (m->estimate) {   /* 7.: the estimate first, then the board as it stands */
		snprintf(line, sizeof line, "estimate %s", estimate_score_str(m->estimate, est, sizeof est));
		y = score_note(s, y, x, w, bottom, line, STYLE_BOLD);
	}
	if (m->shown->provisional) {
		y = score_note(s, y, x, w, bottom, "The results follow when the count is in.", STYLE_PLAIN);
	} else {
		y = score_note(s, y, x, w, bottom, view_count_verdict(&m->shown->count, g, m->cols.names, 0, 1,
			       app_look_const(a)->ascii, line, sizeof line), STYLE_BOLD);
		for (int i = 0; i < 2 && i < m->cols.n; i++) {
			if (*score_kept_dead(m, i, line, sizeof line))
				y = score_note(s, y, x, w, bottom, line, STYLE_DIM);
			if (*score_suicide(a, m, i, line, sizeof line))
				y = score_note(s, y, x, w, bottom, line, STYLE_DIM);
		}
		y++;
		snprintf(line, sizeof line, "By the game's rules%s%s%s: %s", title ? ", " : "", title ? title : "",
			 m->estimate ? ", the board as it stands" : "", score_result_str(&m->shown->game, r, sizeof r));
		y = score_note(s, y, x, w, bottom, line, STYLE_BOLD);
		for (enum color c = BLACK; c <= WHITE; c++)
			y = score_note(s, y, x + 2, w - 2, bottom, score_side_str(&m->shown->game, c, line, sizeof line),
				       STYLE_PLAIN);
	}
	if (score_unsettled_shown(m))   /* before the keys: the legend may not fit below them */
		y = score_note(s, y + 1, x, w, bottom, "? after a chain: whoever moves first decides it (w says why)",
			       STYLE_PLAIN);
	y++;
	for (size_t i = 0; i < sizeof keys / sizeof keys[0] && y < bottom; i++) {
		screen_put(s, y, x, keys[i][0], STYLE_BOLD, key_w - 1);
		y = score_note(s, y, x + key_w, w - key_w, bottom, keys[i][1], STYLE_DIM);
	}
	if (y + score_legend(a, m, 0, s, 0, x, w, false) <= bottom)
		score_legend(a, m, 0, s, y, x, w, true);
}

static void score_panel(const struct app *a, const struct score_mode *m, struct screen *s, const struct layout *l)
{
	int x = l->panel_x, w = s->cols - x - 1, y = l->panel_y, bottom = l->msg_y;
	int shown = view_count_columns(w);

	if (shown > m->cols.n)
		shown = m->cols.n;
	if (m->shown->provisional) {
		/* 5.: the count runs beside the board; what is shown is the board as it stands */
		static const char spin[] = "|/-\\";
		char line[96];
		snprintf(line, sizeof line, "Counting %c %s", spin[m->spin % 4],
			 m->shown->proven_only ? "(reading; pass-alive shown)" : "(as it stands so far)");
		screen_put(s, y++, x, line, STYLE_BOLD, w);
	} else if (!m->teacher) {
		screen_put(s, y++, x, score_title(m, "Marking: Enter toggles dead and alive"), STYLE_BOLD, w);
	} else {
		/* the teacher's: which column's owners the board shows, and whether there are warnings */
		char line[160], owners[96], name[SCORE_NAME_LEN];
		const char *dot = app_look_const(a)->ascii ? " - " : " · ";
		snprintf(owners, sizeof owners, "owners: %s (Tab)", view_count_name(m->cols.names[m->view], name,
											sizeof name));
		/* whole parts only, as many as fit: never a separator left at the end */
		const char *parts[] = { owners, m->shown->nwarnings ? NULL : "no warnings" };
		snprintf(line, sizeof line, "%s", score_title(m, "Marking"));
		for (size_t i = 0; i < sizeof parts / sizeof parts[0] && parts[i]; i++) {
			size_t n = strlen(line);
			snprintf(line + n, sizeof line - n, "%s%s", dot, parts[i]);
			if (screen_width(line) > w) {
				line[n] = '\0';
				break;
			}
		}
		screen_put(s, y, x, line, STYLE_DIM, w);
		screen_put(s, y++, x, score_title(m, "Marking"), STYLE_BOLD, w);
	}
	if (!m->teacher) {
		score_player(a, m, s, y, x, w, bottom);
		return;
	}
	y = view_count_table(s, y, x, &m->shown->count.cmp, m->cols.names, shown);
	int legend = score_legend(a, m, shown, s, 0, x, w, false);
	if (score_notes(a, m, s, y, x, w, bottom, legend) && y + legend <= bottom)
		score_legend(a, m, shown, s, bottom - legend, x, w, true);
}

/* The compact layout, with no panel: the results of the first two columns in the status row under
 * the board (or beside it), in place of the game's state: "Japanese-style B+4.5 · Tromp-Taylor B+4.5". */
static void score_compact(const struct score_mode *m, bool ascii, struct screen *s, const struct layout *l)
{
	char line[256], r[32], name[SCORE_NAME_LEN], score[96];
	size_t n = 0;

	if (m->estimate)   /* 7.: the estimate first, then the board as it stands */
		n = (size_t)snprintf(line, sizeof line, "Estimate %s; ", estimate_score_str(m->estimate, score,
											  sizeof score));
	if (m->shown->provisional)
		snprintf(line + n, sizeof line - n, "Counting %c", "|/-\\"[m->spin % 4]);
	else
		for (int i = 0; i < m->cols.n && i < 2 && n < sizeof line; i++)
			n += (size_t)snprintf(line + n, sizeof line - n, "%s%s %s", i ? ascii ? "; " : " · " :
					      m->estimate ? "as it stands: " : "",
					      view_count_title(&m->shown->count.cmp, m->cols.names, i, name, sizeof name),
					      score_result_str(&m->shown->count.cmp.scores[i], r, sizeof r));
	if (l->status_y >= 0) {
		screen_blank(s, l->status_y, 0, l->cols, STYLE_PLAIN);
		screen_put(s, l->status_y, 1, line, STYLE_BOLD, l->cols - 2);
		return;
	}
	int x = view_beside_x(l), w = l->cols - x - 1;
	if (w >= 6) {
		for (int y = l->board_y + 1; y < l->msg_y; y++)
			screen_blank(s, y, x, w, STYLE_PLAIN);
		view_text(s, l->board_y + 1, x, w, l->msg_y - l->board_y - 1, line, STYLE_BOLD);
	}
}

void score_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct score_mode *m = data;
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;
	const struct board *b;

	(void)react;
	app_view(a, &v, &h);
	/* 6.: the hint says what t does in the view shown: the table from the player's, back from it */
	for (int i = 0; i < h.n && m->teacher; i++)
		if (!strcmp(h.keys[i], "t") && !strcmp(h.pairs[2 * i + 1], "table"))
			h.pairs[2 * i + 1] = "player's view";
	b = v.board;
	memset(v.owner, EMPTY, sizeof v.owner);
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY)
			v.owner[p] = m->shown->count.cmp.scores[m->view].owner[p];
	v.marks.owner = v.owner;
	v.marks.status = m->status;
	memcpy(v.label, m->label, sizeof v.label);
	engines_marks((struct app *)a, v.label);   /* where an engine's dead stones differ (engines.h) */
	v.marks.label = v.label;
	if (view_draw_for_panel(s, &v, &l))
		score_panel(a, m, s, &l);
	else if (l.fits)
		score_compact(m, app_look_const(a)->ascii, s, &l);
}
