/*
 * mode_exercise.c: a library case as an exercise (`exercise CASE`, `exercise topic NAME`), the
 * questions its lines ask (tui/shared/exercise.h), the student's answers and the check.
 *
 * The board shows the case's position (the end of its main line, or the move its AT line names) with
 * the case's own marks, and
 * nothing of its answer: no comment, no analysis, no count; the commands that would show them (the
 * review overlays, score, the library) do not apply here, nor does walking the main line.  The panel
 * lists the questions with the answers given, and after `check` whether each is right.
 *
 * The cursor's chain is answered with a (alive), d (dead), s (seki) and 1-7 (its type); Enter (a
 * click) plays the vital move where the case asks one; = answers a count at the prompt (`answer
 * count RULESET RESULT`), v a move's legality (`answer VERTEX legal|suicide|ko|superko|occupied
 * [RULESET]`); c checks: a box lists every question, each miss explained with the analysis's proof,
 * the one count's terms or the move's verdict.  In a topic, n and p go to the next and the previous
 * case, and the panel keeps the tally of the cases checked.  Escape leaves.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/exercise.h"
#include "tui/shared/library.h"
#include "tui/shared/markup.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

#define TOPIC_MAX 256   /* cases of one topic */

struct exercise_state {
	struct exercise ex;
	char error[256];                     /* why the case asks nothing, or "" */
	const struct sgf_node *root, *node;  /* the case's position the questions are about */
	bool checked;
	/* a topic: its cases in the library, where we are, and each case's tally once checked */
	struct library lib;
	char topic[64];
	int cases[TOPIC_MAX], ncases, at;
	int right[TOPIC_MAX], asked[TOPIC_MAX];
	bool done[TOPIC_MAX];
	/* the board */
	struct view_node marks;              /* the case's marks, and the answers' */
	uint8_t status[BOARD_MAX_POINTS];
};

static struct exercise_state *state(const struct app *a) { return app_mode_data(a, &mode_exercise); }

/* --- the case ---------------------------------------------------------------------------------------- */

/* The answers on the board: dead x o, seki ◆ ◇ (the status overlay), the type beside the chain. */
static void exercise_marks(struct app *a, struct exercise_state *e)
{
	const struct board *b = game_board(app_game(a));
	struct markup m = { 0 };

	markup_read(document_node(app_document(a)), b, &m);
	view_markup(b, &m, &e->marks);
	memset(e->status, 0, sizeof e->status);
	for (int i = 0; i < e->ex.n; i++) {
		const struct exercise_question *q = &e->ex.q[i];
		if (q->kind == EXERCISE_MOVE && q->answered)
			e->marks.markup[q->got_point] = VIEW_MARK_CR;
		if (q->kind != EXERCISE_CHAIN || !q->answered)
			continue;
		uint16_t stones[BOARD_MAX_POINTS];
		int n = board_chain_stones(b, q->point, stones);
		for (int k = 0; k < n; k++)
			e->status[stones[k]] = q->got_status == LIFE_DEAD ? VIEW_DEAD : q->got_status == LIFE_SEKI ? VIEW_SEKI : 0;
		if (q->got_type)
			e->marks.label[q->point] = (uint32_t)('0' + q->got_type);
	}
}

/* The questions of the position now, when it is another than the one read. */
static void exercise_make(struct app *a, struct exercise_state *e)
{
	const struct document *d = app_document(a);

	if (document_root(d) != e->root || document_node(d) != e->node) {
		e->root = document_root(d);
		e->node = document_node(d);
		e->checked = false;
		e->error[0] = '\0';
		if (exercise_read(&e->ex, e->root, game_board(app_game(a)), e->error, sizeof e->error) != 0)
			e->ex.n = 0;
	}
	exercise_marks(a, e);
}

static void *exercise_enter(struct app *a, const void *arg)
{
	struct exercise_state *e = xcalloc(1, sizeof *e);

	(void)arg;
	e->at = -1;
	exercise_make(a, e);
	return e;
}

static void exercise_leave(struct app *a, void *data)
{
	struct exercise_state *e = data;

	(void)a;
	library_free(&e->lib);
	free(e);
}

static bool exercise_changed(struct app *a, void *data)
{
	exercise_make(a, data);
	return true;
}

/* --- the panel --------------------------------------------------------------------------------------- */

static void exercise_tally(const struct exercise_state *e, char *buf, size_t len)
{
	int cases = 0, right = 0, asked = 0;

	for (int i = 0; i < e->ncases; i++)
		if (e->done[i]) {
			cases++;
			right += e->right[i];
			asked += e->asked[i];
		}
	snprintf(buf, len, "Topic %s: case %d of %d; %d checked, %d of %d answers right", e->topic, e->at + 1, e->ncases,
		 cases, right, asked);
}

static const char *exercise_mark_glyph(enum exercise_mark m, bool ascii)
{
	switch (m) {
	case EXERCISE_RIGHT: return ascii ? "ok" : "✓";
	case EXERCISE_WRONG: return ascii ? "no" : "✗";
	case EXERCISE_PART: return ascii ? "~" : "½";   /* some parts right, the others not answered */
	case EXERCISE_UNANSWERED: return "-";
	default: return "";
	}
}

/* The answer in words; once checked, a chain asked with its type whose parts are marked apart marks
 * each ("alive ✓, type -"). */
static const char *answer_parts(const struct exercise_question *q, const struct board *b, bool ascii, char *buf,
				size_t len)
{
	if (q->kind != EXERCISE_CHAIN || q->type_mark == EXERCISE_OPEN || q->status_mark == EXERCISE_UNANSWERED ||
	    q->status_mark == q->type_mark)
		return exercise_answer_str(q, b, buf, len);
	char type[8] = "";
	if (q->got_type)
		snprintf(type, sizeof type, " %d", q->got_type);
	snprintf(buf, len, "%s %s, type%s %s", life_status_str(q->got_status), exercise_mark_glyph(q->status_mark, ascii),
		 type, exercise_mark_glyph(q->type_mark, ascii));
	return buf;
}

static void exercise_panel(const struct app *a, const struct exercise_state *e, struct screen *s, const struct layout *l)
{
	int x = l->panel_x, w = l->panel_w, y = l->panel_y, bottom = l->msg_y;
	const struct board *b = game_board(app_game(a));
	char line[600], q[96], ans[48];
	bool ascii = app_look_const(a)->ascii;

	char title[160];
	view_fit_words(e->ex.name[0] ? e->ex.name : "Exercise", w - 10, ascii, title, sizeof title);
	screen_put(s, y, x, title, STYLE_BOLD, w - 10);
	screen_put(s, y, x + w - 8, "exercise", STYLE_DIM, 8);
	snprintf(line, sizeof line, "%s to play%s", color_name(game_to_move(app_game(a))),
		 !exercise_asks(&e->ex, EXERCISE_CHAIN, false) ? ""
		 : exercise_asks(&e->ex, EXERCISE_CHAIN, true) ? "; chains: a d s + type 1-7" : "; chains: a d s");
	int row = y + 1 + view_text(s, y + 1, x, w, 2, line, STYLE_PLAIN);
	if (e->ncases > 0) {
		exercise_tally(e, line, sizeof line);
		row += view_text(s, row, x, w, 2, line, STYLE_DIM);
	}
	if (e->ex.n == 0)
		view_text(s, row, x, w, bottom - row, e->error, STYLE_ERROR);
	for (int i = 0; i < e->ex.n && row < bottom; i++, row++) {
		const struct exercise_question *qq = &e->ex.q[i];
		const char *mark = exercise_mark_glyph(qq->mark, ascii);
		if (row == bottom - 1 && i < e->ex.n - 1) {
			snprintf(line, sizeof line, "... %d more (c checks them all)", e->ex.n - i);
			screen_put(s, row, x, line, STYLE_DIM, w);
			break;
		}
		/* the mark first, in a column of its own: aligned whatever the answer's length, and never
		 * the part a narrow panel cuts */
		enum style st = qq->mark == EXERCISE_WRONG ? STYLE_ERROR : qq->answered ? STYLE_BOLD : STYLE_PLAIN;
		screen_put(s, row, x, mark, st, 2);
		snprintf(line, sizeof line, "%-22s %s", exercise_question_str(qq, b, q, sizeof q),
			 answer_parts(qq, b, ascii, ans, sizeof ans));
		screen_put(s, row, x + 3, line, st, w - 3);
	}
}

static void exercise_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct exercise_state *e = data;
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;

	(void)react;
	app_view(a, &v, &h);
	view_show_node(&v, &e->marks);
	v.marks.status = e->status;
	v.marks.numbers = NULL;   /* the main line's numbers would show the answer's sequence */
	v.marks.last = BOARD_NONE;
	if (view_draw_for_panel(s, &v, &l))
		exercise_panel(a, e, s, &l);
}

/* --- answers and the check ---------------------------------------------------------------------------- */

/* The message after an answer (what: the answer in words): what was answered, or, n < 0, that the
 * case asks no such question. */
static int answer_said(struct app *a, int n, const char *what)
{
	struct exercise_state *e = state(a);

	if (n < 0)
		return app_error(a, "answer: the case asks nothing of the kind (you answered: %s); the panel lists "
				 "what it asks", what);
	exercise_marks(a, e);
	return app_message(a, "Answered: %s. c checks.", what) | REACT_ALL;
}

static bool is_type(const char *w) { return w[0] >= '1' && w[0] <= '7' && !w[1]; }

/* answer [VERTEX] alive|dead|seki [TYPE] | [VERTEX] TYPE */
static int answer_chain(struct app *a, struct exercise_state *e, int p, int argc, char **argv)
{
	const struct board *b = game_board(app_game(a));
	enum life_status s;
	int type = 0;
	char what[64], v[8];

	if (b->color[p] == EMPTY)
		return app_error(a, "answer: %s is empty: the cursor goes on a chain", board_vertex_str(b, p, v));
	if (is_type(argv[0])) {   /* a type: the status already given stays */
		for (int i = 0; i < e->ex.n; i++)
			if (e->ex.q[i].kind == EXERCISE_CHAIN && e->ex.q[i].answered && board_same_chain(b, p, e->ex.q[i].point))
				return answer_said(a, exercise_answer_chain(&e->ex, b, p, e->ex.q[i].got_status, argv[0][0] - '0'),
						   "the chain's type");
		return app_error(a, "answer: alive, dead or seki first (a, d, s), then the type");
	}
	s = !strcmp(argv[0], "alive") ? LIFE_ALIVE : !strcmp(argv[0], "dead") ? LIFE_DEAD : LIFE_SEKI;
	if (argc > 1 && is_type(argv[1]))
		type = argv[1][0] - '0';
	for (int i = 0; !type && i < e->ex.n; i++)   /* a type given before stays */
		if (e->ex.q[i].kind == EXERCISE_CHAIN && e->ex.q[i].answered && board_same_chain(b, p, e->ex.q[i].point))
			type = e->ex.q[i].got_type;
	snprintf(what, sizeof what, "the chain at %s is %s", board_vertex_str(b, p, v), argv[0]);
	return answer_said(a, exercise_answer_chain(&e->ex, b, p, s, type), what);
}

static bool is_status(const char *w) { return !strcmp(w, "alive") || !strcmp(w, "dead") || !strcmp(w, "seki"); }
static bool is_verdict(const char *w)
{
	return !strcmp(w, "legal") || !strcmp(w, "suicide") || !strcmp(w, "ko") || !strcmp(w, "superko") ||
	       !strcmp(w, "occupied");
}

static int cmd_answer(struct app *a, int argc, char **argv, bool force)
{
	struct exercise_state *e = state(a);
	const struct board *b = game_board(app_game(a));
	char what[96];

	(void)force;
	if (!strcmp(argv[0], "count")) {
		if (argc != 3)
			return app_error(a, "answer count RULESET RESULT (B+3, W+0.5, Jigo)");
		snprintf(what, sizeof what, "the count by %s is %s", argv[1], argv[2]);
		return answer_said(a, exercise_answer_count(&e->ex, argv[1], argv[2]), what);
	}
	int p = app_cursor(a);
	bool move = !strcmp(argv[0], "move");
	if (move)
		argc--, argv++;
	if (argc > 0) {   /* a point first: the answer is about it, not the cursor's */
		int q = board_vertex_parse(b, argv[0]);
		if (q != BOARD_NONE && q != BOARD_PASS)
			p = q, argc--, argv++;
	}
	if (move) {
		char v[8];
		if (argc > 0)
			return app_error(a, "answer move: %s is not a point of this board", argv[0]);
		app_set_cursor(a, p);
		snprintf(what, sizeof what, "the vital move is %s", board_vertex_str(b, p, v));
		return answer_said(a, exercise_answer_move(&e->ex, p), what);
	}
	if (argc == 0)
		return app_error(a, "answer: what of it? alive, dead, seki, a type 1-7, or legal, suicide, ko, superko, occupied");
	if (is_status(argv[0]) || is_type(argv[0]))
		return answer_chain(a, e, p, argc, argv);
	if (is_verdict(argv[0])) {
		char v[8];
		snprintf(what, sizeof what, "a move at %s is %s%s%s", board_vertex_str(b, p, v), argv[0], argc > 1 ? " by " : "",
			 argc > 1 ? argv[1] : "");
		return answer_said(a, exercise_answer_verdict(&e->ex, p, argc > 1 ? argv[1] : NULL, argv[0]), what);
	}
	return app_error(a, "answer: [VERTEX] alive|dead|seki [TYPE], [VERTEX] TYPE, [VERTEX] legal|suicide|ko|superko|"
			 "occupied [RULESET], count RULESET RESULT, or move [VERTEX]");
}

static int cmd_check(struct app *a, int argc, char **argv, bool force)
{
	struct exercise_state *e = state(a);
	struct marking *m = app_marking(a);
	char text[EXERCISE_MAX_QUESTIONS * (EXERCISE_WHY + 8)] = { 0 };
	char title[160];
	size_t at = 0;

	(void)argc, (void)argv, (void)force;
	if (e->ex.n == 0)
		return app_error(a, "check: %s", e->error[0] ? e->error : "no exercise here");
	exercise_check(&e->ex, app_game(a), marking_analysis(m), marking_get(m));
	e->checked = true;
	if (e->at >= 0 && e->at < e->ncases) {
		e->done[e->at] = true;
		e->right[e->at] = e->ex.right;
		e->asked[e->at] = e->ex.parts;
	}
	static const enum exercise_mark order[] = { EXERCISE_WRONG, EXERCISE_PART, EXERCISE_UNANSWERED, EXERCISE_RIGHT };
	for (int pass = 0; pass < 4; pass++)   /* the misses first, then what is left to answer */
		for (int i = 0; i < e->ex.n && at < sizeof text; i++)
			if (e->ex.q[i].mark == order[pass])
				at += (size_t)snprintf(text + at, sizeof text - at, "%s%s", at ? "\n" : "", e->ex.q[i].why);
	snprintf(title, sizeof title, "Checked: %d of %d right, %d wrong, %d not answered", e->ex.right, e->ex.parts,
		 e->ex.wrong, e->ex.unanswered);
	exercise_marks(a, e);
	const char *args[2] = { title, text };
	app_push(a, &mode_notice, args);
	if (e->ncases > 0) {
		char tally[256];
		exercise_tally(e, tally, sizeof tally);
		return app_message(a, "%s. %s; n the next case.", title, tally) | REACT_ALL;
	}
	return app_message(a, "%s.", title) | REACT_ALL;
}

static const char *const words_answer[] = { "alive", "dead", "seki", "count", "move", "legal", "suicide", "ko",
					    "superko", "occupied", NULL };

static const struct command exercise_commands[] = {
	{ .name = "answer", .usage = "[VERTEX] alive|dead|seki [TYPE] | [VERTEX] TYPE | [VERTEX] legal|suicide|ko|"
		  "superko|occupied [RULESET] | count RULESET RESULT | move [VERTEX]",
	  .min_args = 1, .max_args = 3, .exec = cmd_answer, .complete = COMMAND_ARG_WORDS, .words = words_answer,
	  .help = "answer a question of the exercise: the chain at VERTEX (the cursor), a move's legality, a count, "
		  "the vital move" },
	{ .name = "check", .usage = "", .exec = cmd_check,
	  .help = "check the answers against the case's lines; each miss explained with the analysis's proof" },
};

static const struct mode_key exercise_keys[] = {
	{ { 'a' }, "answer alive", "the chain at the cursor is alive", "alive" },
	{ { 'd' }, "answer dead", "the chain at the cursor is dead", "dead" },
	{ { 's' }, "answer seki", "the chain at the cursor is in seki", "seki" },
	{ { '1' }, "answer 1", "its type is 1 (two eyes now)", "type" },
	{ { '2' }, "answer 2", "its type is 2", NULL },
	{ { '3' }, "answer 3", "its type is 3", NULL },
	{ { '4' }, "answer 4", "its type is 4", NULL },
	{ { '5' }, "answer 5", "its type is 5", NULL },
	{ { '6' }, "answer 6", "its type is 6", NULL },
	{ { '7' }, "answer 7", "its type is 7", NULL },
	{ { KEYC_ENTER, ' ', KEYC_CLICK }, "answer move", "the vital move is at the cursor (or click it)", "move" },
	{ { '=' }, "command-prompt \"answer count \"", "answer a count: RULESET RESULT", NULL },
	{ { 'v' }, "command-prompt \"answer \"", "answer a move's legality: VERTEX legal|suicide|ko|superko|occupied", NULL },
	{ { 'c' }, "check", "check the answers; each miss explained", "check" },
	{ { 'n' }, "exercise next", "the next case of the topic", "next" },
	{ { 'p' }, "exercise prev", "the previous case of the topic", NULL },
	{ { KEYC_ESCAPE }, "exercise off", "leave the exercises", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

/* The hint row offers what the case asks: the chain keys where it asks of chains, the next and the
 * previous case in a topic only. */
static bool exercise_offers(const void *data, const char *command)
{
	const struct exercise_state *e = data;

	if (!strncmp(command, "exercise next", 13) || !strncmp(command, "exercise prev", 13))
		return e->ncases > 0;
	if (!strcmp(command, "answer move"))
		return exercise_asks(&e->ex, EXERCISE_MOVE, false);
	if (!strncmp(command, "answer ", 7))
		return exercise_asks(&e->ex, EXERCISE_CHAIN, false);
	return true;
}

const struct mode mode_exercise = {
	.name = "exercise",
	.while_text = "while doing an exercise",
	.leave_text = "Escape leaves the exercise",
	.keys = exercise_keys,
	.commands = exercise_commands,
	.ncommands = (int)(sizeof exercise_commands / sizeof exercise_commands[0]),
	.enter = exercise_enter,
	.leave = exercise_leave,
	.draw = exercise_draw,
	.changed = exercise_changed,
	.offers = exercise_offers,
};

/* --- exercise [CASE|topic NAME|next|prev|off] ------------------------------------------------------- */

/* Open the case at path: its position (at the end of the main line, or at the move its AT line
 * names, the moves after it showing the answer), the exercise over it. */
static int exercise_open(struct app *a, const char *path)
{
	if (app_load(a, path) != 0)
		return REACT_MESSAGE;
	library_case_goto(app_document(a));
	app_navigated(a);
	app_pop(a, &mode_review);   /* neither the comment nor the analysis */
	if (!app_has_mode(a, &mode_exercise))
		app_push(a, &mode_exercise, NULL);
	struct exercise_state *e = state(a);
	exercise_make(a, e);
	if (e->ex.n == 0)
		return app_error(a, "exercise: %s: %s", path, e->error);
	int chains = 0;
	for (int i = 0; i < e->ex.n; i++)
		chains += e->ex.q[i].kind == EXERCISE_CHAIN;
	return app_message(a, "Exercise%s%s: %d question%s%s. a d s and 1-7 answer the chain at the cursor, = a count, "
			   "c checks.", e->ex.name[0] ? ": " : "", e->ex.name, e->ex.n, e->ex.n == 1 ? "" : "s",
			   chains ? "" : " (no chain asked)") | REACT_ALL;
}

/* The library case a name stands for: a file, "DIR/FILE" or "FILE" (with or without .sgf). */
static int case_path(const struct library *l, const char *name, char *out, size_t len)
{
	struct stat st;
	char want[256];

	if (stat(name, &st) == 0 && S_ISREG(st.st_mode)) {
		snprintf(out, len, "%s", name);
		return 0;
	}
	snprintf(want, sizeof want, "%s%s", name, strstr(name, ".sgf") ? "" : ".sgf");
	for (int i = 0; i < l->n; i++) {
		char both[256];
		snprintf(both, sizeof both, "%s/%s", l->cases[i].dir, l->cases[i].file);
		if (!strcmp(want, l->cases[i].file) || !strcmp(want, both)) {
			snprintf(out, len, "%s", l->cases[i].path);
			return 0;
		}
	}
	return -1;
}

static int exercise_topic(struct app *a, const char *topic)
{
	char dir[LIBRARY_PATH_MAX], err[256];
	struct library lib = { 0 };

	if (library_dir(dir, sizeof dir) != 0 || library_read(&lib, dir, err, sizeof err) != 0)
		return app_error(a, "exercise: no case library at %s", dir);
	int n = 0;
	int cases[TOPIC_MAX] = { 0 };
	for (int i = 0; i < lib.n && n < TOPIC_MAX; i++)
		if (library_has_topic(&lib.cases[i], topic))
			cases[n++] = i;
	if (n == 0) {
		library_free(&lib);
		return app_error(a, "exercise: no case of the library is about %s (library topic lists the topics)", topic);
	}
	int react = exercise_open(a, lib.cases[cases[0]].path);
	struct exercise_state *e = state(a);
	if (!e) {
		library_free(&lib);
		return react;
	}
	library_free(&e->lib);
	e->lib = lib;   /* the state keeps it */
	memset(&lib, 0, sizeof lib);
	memcpy(e->cases, cases, sizeof(int) * (size_t)n);
	e->ncases = n;
	e->at = 0;
	memset(e->done, 0, sizeof e->done);
	snprintf(e->topic, sizeof e->topic, "%s", topic);
	return react;
}

static int exercise_step(struct app *a, int step)
{
	struct exercise_state *e = state(a);

	if (!e || e->ncases == 0)
		return app_error(a, "exercise: next and prev walk a topic: exercise topic NAME");
	int to = e->at + step;
	if (to < 0 || to >= e->ncases)
		return app_error(a, "exercise: this is the %s case of %s", step > 0 ? "last" : "first", e->topic);
	char path[LIBRARY_PATH_MAX];   /* the load may take the mode and its library with it */
	snprintf(path, sizeof path, "%s", e->lib.cases[e->cases[to]].path);
	e->at = to;
	return exercise_open(a, path);
}

int mode_exercise_command(struct app *a, int argc, char **argv, bool force)
{
	char dir[LIBRARY_PATH_MAX], err[256], path[LIBRARY_PATH_MAX], question[600], line[400], quoted[300];

	if (argc == 1 && !strcmp(argv[0], "off")) {
		app_pop(a, &mode_exercise);
		return app_message(a, "No more exercises.") | REACT_ALL;
	}
	if (argc == 1 && (!strcmp(argv[0], "next") || !strcmp(argv[0], "prev")))
		return exercise_step(a, argv[0][0] == 'n' ? 1 : -1);
	if (!force && app_unsaved(a) && argc > 0) {   /* a case replaces the game: as load asks */
		size_t n = (size_t)snprintf(line, sizeof line, "exercise!");
		for (int i = 0; i < argc; i++)
			n += (size_t)snprintf(line + n, sizeof line - n, " %s", command_quote(argv[i], quoted, sizeof quoted));
		snprintf(question, sizeof question, "Open the exercise? The current game is not saved to a file, and it "
			 "will be lost.");
		return app_confirm(a, question, line, NULL);
	}
	if (argc == 2 && !strcmp(argv[0], "topic"))
		return exercise_topic(a, argv[1]);
	if (argc == 0) {   /* the game shown, as an exercise (a teacher trying one) */
		if (!app_has_mode(a, &mode_exercise))
			app_push(a, &mode_exercise, NULL);
		struct exercise_state *e = state(a);
		if (e->ex.n == 0) {
			char why[sizeof e->error];
			snprintf(why, sizeof why, "%s", e->error);   /* the mode's state goes with the mode */
			app_pop(a, &mode_exercise);
			return app_error(a, "exercise: %s (exercise CASE or exercise topic NAME opens one of the library)", why);
		}
		return app_message(a, "Exercise: %d question%s about this position; c checks.", e->ex.n,
				   e->ex.n == 1 ? "" : "s") | REACT_ALL;
	}
	if (argc != 1)
		return app_error(a, "usage: exercise [CASE|topic NAME|next|prev|off]");
	struct library lib = { 0 };
	if (library_dir(dir, sizeof dir) == 0)
		library_read(&lib, dir, err, sizeof err);
	int found = case_path(&lib, argv[0], path, sizeof path);
	library_free(&lib);
	if (found != 0)
		return app_error(a, "exercise: %s is neither a file nor a case of the library (seki-one-eye, seed/type4-a)",
				 argv[0]);
	struct exercise_state *e = state(a);
	if (e)
		e->ncases = 0;   /* one case, no topic */
	return exercise_open(a, path);
}

static const char *const words_exercise[] = { "topic", "next", "prev", "off", NULL };
const struct command cmd_exercise_entry = {
	.name = "exercise", .usage = "[CASE|topic NAME|next|prev|off]", .max_args = 2, .exec = mode_exercise_command,
	.modes = "play review library exercise", .complete = COMMAND_ARG_WORDS, .words = words_exercise,
	.help = "a case of the library (or every case of a topic) as an exercise: the position without its "
		"answer; answer each chain, a count, a move; check; no CASE: the game shown",
};
