/*
 * mode_score.c: the end-of-game dialogue: mark dead stones and seki, and see the count under several
 * rulesets side by side.  Pushed by the two passes that end play (and by `score` for a look, when
 * nothing is recorded).
 *
 * How it works:
 *   1. The marking is the app's marking session (rules/marking.h): the analysis's marking of the
 *      board, with the players' changes on top.  A chain the analysis left unsettled carries its
 *      estimate as its mark; only one without an estimate (whoever moves first decides it) has a ?
 *      on the board.  `mark` (Enter on a stone, a click) toggles a chain dead or alive in one press,
 *      `seki` (S) in seki or alive, each together with the chains the marking marks with it
 *      (marking_area_chains: every chain of its colour in the same enclosed area), as CGoban, Sabaki
 *      and OGS mark a group.
 *   2. After every change the game is counted under every column by the one count (rules/count.h)
 *      with the game's komi in each (`columns own-komi` gives each its own), and under the game's
 *      rules: the panel shows the terms side by side, the board the owners of one column (Tab cycles
 *      it) with the points its play-out filled, and `diff` marks the points two columns count
 *      differently.  Japanese-style and Tromp-Taylor are the first two columns always; more are
 *      shown where the terminal is wide enough.  Tromp-Taylor counts the board as it stands, so no
 *      mark ever moves its result.
 *   3. Warnings compare the marking with the analysis (marking_warnings): a chain marked dead that
 *      the analysis reads alive or in seki, or dead but saved by its owner moving first, one marked
 *      alive that it reads dead or in seki, one marked otherwise than its estimate says, a chain
 *      whoever moves first decides.
 *   4. `accept` records the result of the game's rules in RE, the count's territory and dead stones
 *      as TB and TW (rules/record.h) and the comparison as a comment on the node.  Where a record
 *      marks the position itself (TB or TW on a node that ends its line: record.h's rule, the same
 *      in every front end), the dialogue counts with that marking (marking_accept), and at the end
 *      of a game says it is accepted.
 *   5. The count runs beside the board: rules/marking_count.h makes it (the analysis, the columns,
 *      the warnings) as plain data, in a child process (tui/shared/job.h), so that the dialogue
 *      opens at once on any board and keys keep working.  Until the count is in (a few hundredths
 *      of a second on most boards, up to about a second on a large board far from its end) the
 *      dialogue shows its provisional count, what is proven, counted as the board stands: Benson's
 *      pass-alive chains before the analysis is in, the marking in force once it is, with a
 *      progress mark; a count that comes within 40 ms is shown at once.  `accept` waits for the
 *      count.
 *   6. Two views of it (`panel`, t).  The player's: the results of the first two columns in one line
 *      and whether they agree, the count by the game's rules term by term, and the marks and keys in
 *      words.  The teacher's: the table of terms per ruleset, the notes (the reading of Art. 8, the
 *      play-out), the warnings; where the panel is short (80x24 and less) the notes least needed
 *      go first, "t: the player's view" last of all never.  The player's opens first on a game
 *      played; the teacher's when teaching (`teach on`) or on a case of the library.
 *   7. A look while the game goes on (not at the end of a record that gives a result) is no
 *      count: the dialogue says it is an estimate, and above the results or the table (the board
 *      as it stands, with the estimate's dead stones marked) it gives the judgement's score with its
 *      range (tui/term/estimate.h, made beside the board too).
 * The count is made when something changes, never at a redraw.  The dialogue leaves once the
 * position it counts is gone (a move taken back, play resumed, another game).
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

#define SCORE_COLUMNS "japanese,tromp-taylor,chinese,tang,aga,new-zealand,korean"


/* --- the count ------------------------------------------------------------------------------------- */

/* The warning of chain i for the message line, with the key that lists them all. */
static const char *score_warning_short(const struct app *a, const struct score_mode *m, int i, char *buf,
				       size_t len)
{
	size_t n;

	marking_warning_str(game_board(app_game(a)), &m->shown->warnings[i], true, buf, len);
	n = strlen(buf);
	if ((m->shown->warnings[i].kind == MARKING_UNSETTLED || m->shown->warnings[i].kind == MARKING_NOT_ESTIMATE) &&
	    n < len)
		snprintf(buf + n, len - n, " (w lists why)");
	return buf;
}

/* The stones' marks on the board: dead and seki by the marking counted, and the ? of a chain the
 * analysis left unsettled without an estimate, which whoever moves first decides (once the analysis
 * is in); a chain with an estimate is marked as the estimate says, its reason one key away. */
static void score_status_marks(struct app *a, struct score_mode *m)
{
	const struct board *b = game_board(app_game(a));
	const struct score_marking *sm = &m->shown->marking;
	const struct life_analysis *an = m->shown->proven_only ? NULL : marking_analysis(app_marking(a));

	memset(m->status, 0, sizeof m->status);
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		enum score_status s = score_marking_get(sm, p);
		m->status[p] = s == SCORE_DEAD ? VIEW_DEAD : s == SCORE_SEKI ? VIEW_SEKI : 0;
	}
	for (int i = 0; an && i < an->nchains; i++)
		if (an->chains[i].status == LIFE_UNSETTLED && an->chains[i].estimate == LIFE_UNSETTLED)
			m->status[an->chains[i].point] |= VIEW_UNSETTLED;
}

/*
 * The points the two compared columns count differently, marked *; without the diff overlay, the
 * points the shown column's play-out filled: + filled, ! a protective move.
 */
static void score_diff_marks(struct score_mode *m, const struct game *g)
{
	const struct board *b = game_board(g);
	const struct count *c = &m->shown->count;
	const struct finish *f = count_finish(c, m->view);

	memset(m->label, 0, sizeof m->label);
	if (!m->diff) {
		for (int i = 0; f && i < f->n; i++)
			m->label[f->moves[i].point] = f->moves[i].kind == FINISH_PROTECT ? '!' : '+';
		return;
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY && count_point_owner(c, g, m->diff_a, p) != count_point_owner(c, g, m->diff_b, p))
			m->label[p] = '*';
}

/* The columns asked for, under the game's ruleset. */
static void score_columns(struct app *a, struct score_mode *m)
{
	char err[256];

	score_columns_init(&m->cols, game_rules(app_game(a)), !m->own_komi);
	if (score_columns_add(&m->cols, m->list, err, sizeof err) != 0)
		score_columns_add(&m->cols, SCORE_COLUMNS, err, sizeof err);
	if (m->view >= m->cols.n)
		m->view = 0;
}

/* 2. and 5.: what the count counts (rules/marking_count.h). */
static struct marking_count_ask score_ask(struct app *a, struct score_mode *m)
{
	return (struct marking_count_ask){ .session = app_marking(a), .game = app_game(a), .columns = &m->cols,
					   .options = { .playout = m->playout, .reading = m->reading } };
}

/* 5.: the count is in: the analysis to the session, the count to the screen. */
static void score_take(struct app *a, struct score_mode *m)
{
	memcpy(m->shown, job_result(m->job), sizeof *m->shown);
	job_free(m->job);
	m->job = NULL;
	marking_count_take(app_marking(a), app_game(a), m->shown);
	score_status_marks(a, m);
	score_diff_marks(m, app_game(a));
}

/* 5.: a count beside the board that failed (its process died): made here instead. */
static void score_failed(struct app *a, struct score_mode *m)
{
	struct marking_count_ask ask = score_ask(a, m);

	job_free(m->job);
	m->job = job_start(marking_count_run, &ask, sizeof(struct marking_count), true);
	score_take(a, m);
}

/* 2. and 5.: count everything again, beside the board; shown at once when it is quick, else the
 * provisional count until it is in. */
static void score_count(struct app *a, struct score_mode *m)
{
	job_free(m->job);
	score_columns(a, m);
	struct marking_count_ask ask = score_ask(a, m);
	m->job = job_start(marking_count_run, &ask, sizeof(struct marking_count), !app_background(a));
	if (job_poll(m->job, 40) == JOB_DONE) {
		score_take(a, m);
	} else if (m->job && job_poll(m->job, 0) == JOB_RUNNING) {
		marking_count_provisional(&ask, m->shown);
		score_status_marks(a, m);
		score_diff_marks(m, app_game(a));
	} else {
		score_failed(a, m);
	}
}

/* 5.: wait for the count running beside the board (accept records only a whole count). */
static void score_settle(struct app *a, struct score_mode *m)
{
	while (m->job && job_poll(m->job, 1000) == JOB_RUNNING)
		;
	if (m->job && job_result(m->job))
		score_take(a, m);
	else if (m->job)
		score_failed(a, m);
}

/* --- the marking ------------------------------------------------------------------------------------ */

/* The status word a player typed, or -1. */
static int score_status_word(const char *w)
{
	for (enum score_status s = SCORE_ALIVE; s <= SCORE_SEKI; s++)
		if (!strcmp(w, score_status_str(s)))
			return (int)s;
	return -1;
}

/* The result of each shown column, in one line: "Japanese-style B+6.5, Tromp-Taylor B+3.5" (each
 * named by its title; by its name as `columns` takes it when names: "japanese=korean B+6.5").  While
 * the count still runs beside the board (5.) the results are not known: it says so, and the count
 * tells them when it is in (m->tell), never the provisional count of the board as it stands. */
static const char *score_results_in(struct score_mode *m, int shown, bool names, char *buf, size_t len)
{
	size_t n = 0;
	char r[32], title[SCORE_NAME_LEN];

	m->tell = m->shown->provisional;
	if (m->shown->provisional) {
		snprintf(buf, len, "counting (the results follow)");
		return buf;
	}
	buf[0] = '\0';
	for (int i = 0; i < m->cols.n && i < shown && n < len; i++)
		n += (size_t)snprintf(buf + n, len - n, "%s%s %s", i ? ", " : "", names ? m->cols.names[i] :
				      view_count_title(&m->shown->count.cmp, m->cols.names, i, title, sizeof title),
				      score_result_str(&m->shown->count.cmp.scores[i], r, sizeof r));
	return buf;
}

/* The results of the first two columns, by their titles, for a message. */
static const char *score_results_line(struct score_mode *m, char *buf, size_t len)
{
	return score_results_in(m, 2, false, buf, len);
}

/* A change of the marking after `accept`: the count on screen is no longer the one accepted, whose
 * result stays in the game until accept records the new one.  The words to add to the message. */
static const char *score_reopen(struct score_mode *m)
{
	if (!m->accepted)
		return "";
	m->accepted = false;
	return " The result accepted before stays in the game until a accepts this count.";
}

/* The point a marking command names (its argument, else the cursor) that holds a stone, or -1 after
 * saying why not. */
static int score_stone(struct app *a, const char *name, const char *vertex)
{
	const struct board *b = game_board(app_game(a));
	int p = vertex ? board_vertex_parse(b, vertex) : app_cursor(a);
	char v[8];

	if (p == BOARD_NONE || p == BOARD_PASS) {
		app_error(a, "%s: %s is not a point of this board", name, vertex);
		return -1;
	}
	if (b->color[p] == EMPTY) {
		app_error(a, "%s: %s holds no stone; the marking is of chains", name, board_vertex_str(b, p, v));
		return -1;
	}
	return p;
}

/* The warning about the chain at p in words for the message, or the number of warnings elsewhere. */
static const char *score_mark_warning(const struct app *a, const struct score_mode *m, int p, char *buf,
				      size_t len)
{
	const struct board *b = game_board(app_game(a));
	char said[160];

	for (int k = 0; k < m->shown->nwarnings; k++)
		if (board_same_chain(b, m->shown->warnings[k].point, p)) {
			snprintf(buf, len, " Warning: %s.", score_warning_short(a, m, k, said, sizeof said));
			return buf;
		}
	if (m->shown->nwarnings)
		snprintf(buf, len, " %d warning%s elsewhere (w lists them).", m->shown->nwarnings,
			 m->shown->nwarnings == 1 ? "" : "s");
	else
		buf[0] = '\0';
	return buf;
}

/* 1.: the chain at p and those with it get status s (next: the status it gives the chain at p, when
 * s is not given); the count again, and a message with its results and the chain's warning. */
static int score_mark(struct app *a, struct score_mode *m, int p, int s,
		      enum score_status (*next)(enum score_status))
{
	struct marking *mk = app_marking(a);
	const struct board *b = game_board(app_game(a));
	char v[8], line[256], warning[200];

	if (!marking_ready(mk))
		score_settle(a, m);   /* 5.: a mark changes the analysis's marking: wait for it */
	enum score_status to = s >= 0 ? (enum score_status)s : next(score_marking_get(marking_get(mk), p));
	int n = marking_set_area(mk, p, to);
	score_count(a, m);
	app_set_cursor(a, p);
	return app_message(a, "%s%s: %s. %s.%s%s", board_vertex_str(b, p, v), n > 1 ? " and the chains with it" : "",
			   score_status_str(to), score_results_line(m, line, sizeof line),
			   score_mark_warning(a, m, p, warning, sizeof warning), score_reopen(m)) | REACT_ALL;
}

/* mark [VERTEX] [alive|dead|seki], mark reset: no status toggles dead and alive */
static int cmd_mark(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	int status = -1, i = 0;
	char line[256];

	(void)force;
	if (argc == 1 && !strcmp(argv[0], "reset")) {
		marking_reset(app_marking(a));
		score_count(a, m);
		return app_message(a, "Back to the analysis's marking: %s.%s",
				   score_results_line(m, line, sizeof line), score_reopen(m)) | REACT_ALL;
	}
	const char *vertex = argc > i && score_status_word(argv[i]) < 0 ? argv[i++] : NULL;
	if (argc > i && (status = score_status_word(argv[i])) < 0)
		return app_error(a, "mark: %s: alive, dead or seki", argv[i]);
	int p = score_stone(a, "mark", vertex);
	return p < 0 ? REACT_MESSAGE : score_mark(a, m, p, status, marking_next_status);
}

/* seki [VERTEX]: the chain in seki, or alive again when it is */
static int cmd_seki(struct app *a, int argc, char **argv, bool force)
{
	int p = score_stone(a, "seki", argc ? argv[0] : NULL);

	(void)force;
	return p < 0 ? REACT_MESSAGE : score_mark(a, app_mode_data(a, &mode_score), p, -1, marking_seki_status);
}

/* panel [player|teacher|toggle]: which view of the count the panel shows (6.); no word: the other */
static int cmd_panel(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);

	(void)force;
	if (argc && strcmp(argv[0], "player") && strcmp(argv[0], "teacher") && strcmp(argv[0], "toggle"))
		return app_error(a, "panel: player, teacher or toggle");
	m->teacher = argc && strcmp(argv[0], "toggle") ? !strcmp(argv[0], "teacher") : !m->teacher;
	if (m->teacher)
		return app_message(a, "The teacher's view: every ruleset's terms side by side, the notes and the "
				   "warnings (t: the player's view).") | REACT_ALL;
	return app_message(a, "The player's view: the results first, and the count by the game's rules "
			   "(t: the teacher's table).") | REACT_ALL;
}

/* --- the columns ------------------------------------------------------------------------------------- */

/* columns LIST | own-komi | game-komi | komi (the other of the two) */
static int cmd_columns(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	struct score_columns test;
	char err[256], line[512];

	(void)argc, (void)force;
	if (!strcmp(argv[0], "own-komi") || !strcmp(argv[0], "game-komi") || !strcmp(argv[0], "komi")) {
		m->own_komi = !strcmp(argv[0], "komi") ? !m->own_komi : argv[0][0] == 'o';
		score_count(a, m);
		return app_message(a, "%s komi in every column: %s.", m->own_komi ? "Each ruleset's own" : "The game's",
				   score_results_line(m, line, sizeof line)) | REACT_ALL;
	}
	/* Japanese-style and Tromp-Taylor come first whatever else is asked for. */
	snprintf(line, sizeof line, "japanese,tromp-taylor,%s", argv[0]);
	score_columns_init(&test, game_rules(app_game(a)), true);
	if (score_columns_add(&test, line, err, sizeof err) != 0)
		return app_error(a, "columns: %s", err);
	snprintf(m->list, sizeof m->list, "%s", line);
	score_count(a, m);
	return app_message(a, "Columns: %s.", score_results_in(m, m->cols.n, true, line, sizeof line)) | REACT_ALL;
}

/* owners [next|RULESET]: whose owners the board shows */
static int cmd_owners(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);

	(void)force;
	if (argc == 0 || !strcmp(argv[0], "next")) {
		m->view = (m->view + 1) % m->cols.n;
	} else {
		int i = 0;
		while (i < m->cols.n && !strstr(m->cols.names[i], argv[0]))
			i++;
		if (i == m->cols.n)
			return app_error(a, "owners: %s is not one of the columns", argv[0]);
		m->view = i;
	}
	bool was_diff = m->diff;   /* the differences' marks would hide the owners */
	m->diff = false;
	score_diff_marks(m, app_game(a));   /* the shown column's play-out marks */
	return app_message(a, "The board shows each point's owner by %s%s.", m->cols.names[m->view],
			   was_diff ? " (the differences no longer marked: d marks them again)" : "") | REACT_ALL;
}

/* diff [A B|off]: mark the points two columns count differently, and list them with their reasons. */
static int cmd_diff(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	char text[16384] = { 0 };
	char title[160];

	(void)force;
	if (argc == 1 && !strcmp(argv[0], "off")) {
		m->diff = false;
		score_count(a, m);
		return app_message(a, "The differences are no longer marked.") | REACT_ALL;
	}
	if (argc == 1)
		return app_error(a, "usage: diff [A B|off]");
	int ab[2] = { 0, 1 };
	for (int k = 0; k < argc && k < 2; k++) {
		int i = 0;
		while (i < m->cols.n && !strstr(m->cols.names[i], argv[k]))
			i++;
		if (i == m->cols.n)
			return app_error(a, "diff: %s is not one of the columns (columns LIST adds it)", argv[k]);
		ab[k] = i;
	}
	m->diff = true;
	m->diff_a = ab[0];
	m->diff_b = ab[1];
	score_count(a, m);
	score_settle(a, m);   /* 5.: the differences of the count itself, not of the board as it stands */
	/* the columns named as the results' line names them ("Japanese-style", not "japanese=korean") */
	struct score_columns *titled = xmalloc(sizeof *titled);
	*titled = m->cols;
	for (int k = 0; k < 2; k++)
		view_count_title(&m->shown->count.cmp, m->cols.names, ab[k], titled->names[ab[k]], sizeof titled->names[0]);
	size_t head = (size_t)snprintf(text, sizeof text, "* marks these points on the board.\n");
	count_diff_text(&m->shown->count, app_game(a), titled, ab[0], ab[1], text + head, sizeof text - head);
	snprintf(title, sizeof title, "Where %s and %s count differently", titled->names[ab[0]], titled->names[ab[1]]);
	free(titled);
	const char *args[2] = { title, text };
	return app_push(a, &mode_notice, args);
}

static const char *const words_reading[] = { "eyes", "dame-chains", "dame-areas", "next", NULL };

static const char *const words_finish[] = { "on", "off", "toggle", NULL };

/* finish [on|off|toggle]: whether the count is of the position played out first (on), or as it stands
 * (off); by default a game the players ended is counted as they left it and a record that stops
 * before its end is played out (rules/count.h); no word: what was played. */
static int cmd_finish(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	char moves[4096] = { 0 };

	(void)force;
	if (argc) {
		if (strcmp(argv[0], "toggle") == 0)
			m->playout = count_finish(&m->shown->count, m->view) ? COUNT_PLAYOUT_NEVER : COUNT_PLAYOUT_ALWAYS;
		else if (strcmp(argv[0], "on") == 0 || strcmp(argv[0], "off") == 0)
			m->playout = strcmp(argv[0], "off") == 0 ? COUNT_PLAYOUT_NEVER : COUNT_PLAYOUT_ALWAYS;
		else
			return app_error(a, "finish: on, off or toggle");
		score_count(a, m);
		score_settle(a, m);
		if (m->playout == COUNT_PLAYOUT_NEVER)
			return app_message(a, "The count is of the board as it stands (finish on plays it out first).") |
			       REACT_ALL;
	}
	score_settle(a, m);   /* 5.: what the count played out, not the provisional count */
	const struct finish *f = count_finish(&m->shown->count, m->view);
	int react = argc ? REACT_ALL : 0;
	switch ((enum count_basis)m->shown->count.basis[m->view]) {
	case COUNT_BASIS_ASKED:
		return app_message(a, "Not played out: the count is of the board as it stands (finish on).");
	case COUNT_BASIS_ENDED:
		return app_message(a, "Not played out: the players ended the game, and it is counted as they left "
				   "it: the dame are nobody's (finish on plays it out first).") | react;
	case COUNT_BASIS_UNFINISHED:
		return app_message(a, "Not played out: the game is not finished (%d points between the colours), so "
				   "the count is of the board as it stands.", m->shown->count.between) | react;
	case COUNT_BASIS_EVERY_STONE:
		return app_message(a, "Not played out: %s counts the board as the players left it, every stone "
				   "on it alive (Tab shows another column).", m->cols.names[m->view]) | react;
	case COUNT_BASIS_OPEN_DAME:
		return app_message(a, "Not played out: Art. 8 (the 1989 rules' article on which groups are in seki) "
				   "read as %s is about the dame left open.",
				   words_reading[m->reading]) | react;
	case COUNT_BASIS_PLAYED_OUT:
		break;
	}
	if (f->n == 0)
		return app_message(a, "Nothing to play out: the count is of the board as it stands.") | react;
	return app_message(a, "Played out before the %s count, as players do (dame, then the protective moves "
			   "they expose): %s.", m->cols.names[m->view], finish_moves_str(f, moves, sizeof moves)) | react;
}

/* The chains the analysis left unsettled that are marked as their estimate (no warning), each with its
 * reason, after "Marked as estimated, not proven:"; into text from n, returning the new end. */
static size_t score_estimated(struct app *a, const struct score_mode *m, char *text, size_t len, size_t n)
{
	const struct board *b = game_board(app_game(a));
	const struct life_analysis *an = m->shown->provisional ? NULL : marking_analysis(app_marking(a));
	bool first = true;

	for (int i = 0; an && i < an->nchains && n < len; i++) {
		const struct life_chain *c = &an->chains[i];
		bool warned = false;
		for (int k = 0; k < m->shown->nwarnings; k++)
			warned |= m->shown->warnings[k].point == c->point;
		if (c->status != LIFE_UNSETTLED || c->estimate == LIFE_UNSETTLED || warned)
			continue;
		char w[900];
		n += (size_t)snprintf(text + n, len - n, "%s%s\n", first ? "Marked as estimated, not proven:\n" : "",
				      life_chain_str(b, c, w, sizeof w));
		first = false;
	}
	return n;
}

static int cmd_warnings(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	char text[MARKING_COUNT_WARNINGS * 164 + 16384] = { 0 };
	size_t n = 0;

	(void)argc, (void)argv, (void)force;
	for (int i = 0; i < m->shown->nwarnings && n < sizeof text; i++) {
		char w[480];
		marking_warning_str(game_board(app_game(a)), &m->shown->warnings[i], false, w, sizeof w);
		n += (size_t)snprintf(text + n, sizeof text - n, "%s%s\n", w,
				      m->shown->warnings[i].kind == MARKING_SAVED ? " (c resumes play)" : "");
	}
	size_t warned = n;
	if (n < sizeof text)   /* after a blank line */
		n = score_estimated(a, m, text, sizeof text, n + (n > 0));
	if (n <= warned + 1 && !m->shown->nwarnings)
		return app_message(a, "No warnings: the marking agrees with the analysis everywhere.");
	if (warned > 0 && n > warned + 1)
		text[warned] = '\n';
	const char *args[2] = { m->shown->nwarnings ? "Where the marking and the analysis disagree" :
				"No warnings; the chains marked by the estimate", text };
	return app_push(a, &mode_notice, args);
}

/* --- the end ---------------------------------------------------------------------------------------- */

/* 4.: RE, TB and TW (rules/record.h), and the comparison as a comment. */
static void score_record(struct app *a, struct score_mode *m)
{
	struct document *d = app_document(a);
	char result[32], table[4096];

	document_set_result(d, score_result_str(&m->shown->game, result, sizeof result));
	document_set_marking(d, &m->shown->game, &m->shown->marking);
	document_add_comment(d, marking_count_comment(m->shown, &m->cols, table, sizeof table));
}

static int cmd_accept(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	char result[32], question[256];
	const char *preset = ruleset_preset_of(game_rules(app_game(a)));

	(void)argc, (void)argv;
	if (m->estimate)
		return app_error(a, "accept: the game goes on and this is an estimate, not the count: two passes "
				 "end it (nothing is recorded here)");
	if (m->look || game_end_reason(app_game(a)) != END_PASSES)
		return app_error(a, "accept: this is a look at the count, not the end of the game: two passes end "
				 "it (nothing is recorded here)");
	score_settle(a, m);   /* 5.: only a whole count is recorded */
	score_result_str(&m->shown->game, result, sizeof result);
	if (!force) {
		snprintf(question, sizeof question, "Accept %s by %s rules, and record it in the game?", result,
			 preset ? preset : "the game's");
		return app_confirm(a, question, "accept!", NULL);
	}
	score_record(a, m);
	m->accepted = true;
	m->node = document_node(app_document(a));
	app_edited(a);
	return app_message(a, "Accepted: %s. The result, the territory and the count are in the game (s saves).",
			   result) | REACT_ALL;
}

static int cmd_resume(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	return app_run(a, "continue");
}

/* --- the mode --------------------------------------------------------------------------------------- */

/* 6.: true if the game shown is a case of the library. */
static bool score_case(const struct app *a)
{
	char *path = app_file(a) ? app_path(app_file(a)) : NULL;
	bool held = path && library_holds(path);

	free(path);
	return held;
}

/* 7.: the game goes on at the node shown: play has not ended there, and it is not the end of a
 * record that gives a result (a record's last move with RE is a finished game). */
static bool score_game_goes_on(struct app *a)
{
	const struct document *d = app_document(a);

	if (game_phase(app_game(a)) != PHASE_PLAY)
		return false;
	return document_node(d)->child || !sgf_prop_get(document_root(d), "RE");
}

bool mode_score_estimating(const struct app *a)
{
	const struct score_mode *m = app_mode_data(a, &mode_score);

	return m && m->estimate;
}

static void *score_enter(struct app *a, const void *arg)
{
	struct score_mode *m = xcalloc(1, sizeof *m);
	const struct game *g = app_game(a);
	const struct sgf_node *node = document_node(app_document(a));

	(void)arg;
	m->look = game_end_reason(g) != END_PASSES;
	m->node = node;
	/* 6.: a teacher's board, or a case of the library, opens on the table; a game played, the player's */
	m->teacher = app_teaching(a) || score_case(a);
	snprintf(m->list, sizeof m->list, "%s", SCORE_COLUMNS);
	m->diff_b = 1;
	m->shown = xcalloc(1, sizeof *m->shown);
	int dead[BOARD_MAX_POINTS], n = record_marking_read(node, game_board(g), dead);
	if (n >= 0)   /* 4.: the record's own marking, as every front end takes it */
		marking_accept(app_marking(a), dead, n);
	/* a game taken up again and ended by passes once more is the players' to accept again */
	m->accepted = !m->look && n >= 0 && !record_marking_reopened(node, game_board(g)->size);
	if (score_game_goes_on(a)) {   /* 7. */
		m->estimate = estimate_new();
		estimate_start(a, m->estimate);
	}
	score_count(a, m);
	return m;
}

static void score_leave(struct app *a, void *data)
{
	struct score_mode *m = data;

	(void)a;
	job_free(m->job);
	estimate_free(m->estimate);
	free(m->shown);
	free(m);
}

/* 5.: the results a message promised while the count ran, now that it is in. */
static int score_told(struct app *a, struct score_mode *m)
{
	char line[512];

	if (!m->tell || m->shown->provisional)
		return REACT_ALL;
	return app_message(a, "The count is in: %s.", score_results_line(m, line, sizeof line)) | REACT_ALL;
}

/* 5.: the count beside the board: take it when it is in; the progress mark turns meanwhile. */
static int score_count_tick(struct app *a, struct score_mode *m)
{
	if (!m->job)
		return REACT_NONE;
	switch (job_poll(m->job, 0)) {
	case JOB_RUNNING:
		m->spin++;
		return REACT_PANEL;
	case JOB_DONE:
		score_take(a, m);
		return score_told(a, m);
	case JOB_FAILED:
		break;
	}
	score_failed(a, m);
	return score_told(a, m);
}

/* The count's work and the estimate's (7.), each beside the board. */
static int score_tick(struct app *a, void *data)
{
	struct score_mode *m = data;

	return score_count_tick(a, m) | (m->estimate ? estimate_tick(a, m->estimate) : REACT_NONE);
}

static bool score_busy(const void *data)
{
	const struct score_mode *m = data;

	return m->job != NULL || (m->estimate && estimate_busy(m->estimate));
}

/* Stay while the position counted is the one shown; count again when the rules or komi changed. */
static bool score_changed(struct app *a, void *data)
{
	struct score_mode *m = data;
	const struct game *g = app_game(a);

	if (document_node(app_document(a)) != m->node)
		return false;
	if (!m->look && game_end_reason(g) != END_PASSES)
		return false;
	if (m->estimate)
		estimate_start(a, m->estimate);
	score_count(a, m);
	return true;
}

static int score_key(struct app *a, void *data, int key)
{
	bool look = ((const struct score_mode *)data)->look;

	if (key != KEYC_ESCAPE)
		return MODE_KEY_PASS;
	app_pop(a, &mode_score);
	if (look)
		return app_message(a, "Back to the board.") | REACT_ALL;
	return app_message(a, "Back to the board; the game stays over (u takes back the last pass, c "
			   "continues play).") | REACT_ALL;
}

/* --- the tables ------------------------------------------------------------------------------------- */

static const char *const words_mark[] = { "reset", "alive", "dead", "seki", NULL };
static const char *const words_panel[] = { "player", "teacher", "toggle", NULL };
static const char *const words_columns[] = { "own-komi", "game-komi", "komi", "all", NULL };

/* reading [eyes|dame-chains|dame-areas|next]: how "live stones that possess dame are in seki" (1989
 * Art. 8) is read; no word: the next. */
static int cmd_reading(struct app *a, int argc, char **argv, bool force)
{
	struct score_mode *m = app_mode_data(a, &mode_score);
	int to = (m->reading + 1) % 3;

	(void)force;
	if (argc && strcmp(argv[0], "next")) {
		for (to = 0; to < 3 && strcmp(argv[0], words_reading[to]); to++)
			;
		if (to == 3)
			return app_error(a, "reading: eyes (tengen's), dame-chains or dame-areas");
	}
	m->reading = (enum score_reading)to;
	score_count(a, m);
	static const char *const what[] = {
		"only the chains marked seki are in seki; every other living group's eyes count (tengen's reading)",
		"every living chain that touches a dame point is in seki too",
		"every chain of an area in which some chain is in seki is in seki too",
	};
	return app_message(a, "Art. 8 (the 1989 rules' article on which groups are in seki) read as %s: %s.",
			   words_reading[to], what[to]) | REACT_ALL;
}

static const struct command score_commands[] = {
	{ .name = "mark", .usage = "[VERTEX] [alive|dead|seki]|reset", .max_args = 2, .exec = cmd_mark,
	  .complete = COMMAND_ARG_WORDS, .words = words_mark,
	  .help = "mark the chain at VERTEX (the cursor) and those with it in its area (no word: dead, or alive "
		  "again); reset: the analysis's" },
	{ .name = "seki", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_seki,
	  .help = "the chain at VERTEX (the cursor) and those with it in its area in seki, or alive again" },
	{ .name = "panel", .usage = "[player|teacher|toggle]", .max_args = 1, .exec = cmd_panel,
	  .complete = COMMAND_ARG_WORDS, .words = words_panel,
	  .help = "the player's view of the count (the results first) or the teacher's (every ruleset's terms, "
		  "the notes, the warnings); no word: the other" },
	{ .name = "columns", .usage = "LIST|own-komi|game-komi|komi", .min_args = 1, .max_args = 1, .exec = cmd_columns,
	  .complete = COMMAND_ARG_WORDS, .words = words_columns,
	  .help = "the rulesets compared (after japanese and tromp-taylor), or whose komi each column uses (komi: the other)" },
	{ .name = "owners", .usage = "[next|RULESET]", .max_args = 1, .exec = cmd_owners,
	  .help = "whose owners the board shows: the next column, or a column by name" },
	{ .name = "diff", .usage = "[A B|off]", .max_args = 2, .exec = cmd_diff, .complete = COMMAND_ARG_RULES,
	  .help = "the points two columns count differently, marked and listed with why (the first two)" },
	{ .name = "finish", .usage = "[on|off|toggle]", .max_args = 1, .exec = cmd_finish,
	  .complete = COMMAND_ARG_WORDS, .words = words_finish,
	  .help = "count the position played out first (on, the default) or as it stands; no word: the moves played" },
	{ .name = "warnings", .usage = "", .exec = cmd_warnings,
	  .help = "list where the marking and the analysis disagree, and the unsettled chains" },
	{ .name = "reading", .usage = "[eyes|dame-chains|dame-areas|next]", .max_args = 1, .exec = cmd_reading,
	  .complete = COMMAND_ARG_WORDS, .words = words_reading,
	  .help = "how Art. 8 of the 1989 rules is read: which living chains are in seki (no word: the next)" },
	{ .name = "accept", .usage = "", .exec = cmd_accept,
	  .help = "end the game: record the result, the territory and the count (asks first)" },
	{ .name = "resume", .usage = "", .exec = cmd_resume,
	  .help = "the game is not over: go back to play, the other player first" },
};

static const struct mode_key score_keys[] = {
	{ { KEYC_ENTER, ' ', KEYC_CLICK }, "mark", "mark the group at the cursor dead, or alive again", "dead/alive" },
	{ { 'S' }, "seki", "mark the group at the cursor in seki, or alive again", "seki" },
	{ { 't' }, "panel", "the player's view of the count, or the teacher's table of every ruleset", "table" },
	{ { KEYC_TAB }, "owners next", "show the owners by the next column", NULL },
	{ { 'd' }, "diff", "mark and list where the first two columns differ", NULL },
	/* k is left to the cursor, as on every board (hjkl). */
	{ { 'K' }, "columns komi", "each column with its ruleset's own komi, or every one with the game's", NULL },
	{ { 'w' }, "warnings", "where the marking and the analysis disagree, and the chains marked by the "
	  "estimate, each with its reason", NULL },
	{ { 'f' }, "finish", "the moves played out before the count (dame, protective moves)", NULL },
	{ { 'F' }, "finish toggle", "count the board played out first, or as it stands", NULL },
	{ { 'r' }, "reading", "read Art. 8 (seki with dame) the next way: eyes, dame-chains, dame-areas", NULL },
	{ { 'D' }, "dispute", "dispute the chain at the cursor in a sandbox of hypothetical play", NULL },
	{ { 'a' }, "accept", "accept the count and end the game", "accept" },
	{ { 'u' }, "undo", "take back the last pass, and leave the count", "undo" },
	{ { 'c' }, "resume", "go on playing, the other player first", "resume" },
	{ { 0 }, NULL, NULL, NULL },
};

/* A look at the count (score, =) records nothing and ends no game: no accept, undo or resume; an
 * accepted count offers no accept again until the marking changes. */
static bool score_offers(const void *data, const char *command)
{
	const struct score_mode *m = data;

	if (m->look)
		return strcmp(command, "accept") && strcmp(command, "undo") && strcmp(command, "resume");
	return !m->accepted || strcmp(command, "accept");
}

const struct mode mode_score = {
	.name = "score",
	.while_text = "while counting the board",
	.leave_text = "the game is over: u takes back the last pass, c continues play, Escape leaves the count",
	.flags = MODE_COUNT,
	.keys = score_keys,
	.commands = score_commands,
	.ncommands = (int)(sizeof score_commands / sizeof score_commands[0]),
	.enter = score_enter,
	.leave = score_leave,
	.draw = score_draw,
	.key = score_key,
	.changed = score_changed,
	.tick = score_tick,
	.busy = score_busy,
	.offers = score_offers,
};
