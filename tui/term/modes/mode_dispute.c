/*
 * mode_dispute.c: the dispute sandbox (`dispute [VERTEX]`).  When the players disagree over a chain
 * at the end of the game, the 1989 rules settle it by hypothetical play (Art. 7 and 7-2); this mode
 * is that play on a copy of the board at the current node: the chain's opponent moves first, either
 * side may pass, a ko may be retaken only after the player has passed once, and nothing is recorded
 * (the document, the game and the marking stay as they were).  The play is rules/reading.h's struct
 * reading_state, the one the analysis reads with, so the sandbox and the reader obey the same rules.
 *
 * Keys: Enter, Space or a click play at the cursor, p passes, u takes back the last sandbox move, n
 * plays the next move of the reading's line, Escape leaves; the cursor keys are the board's.  Each
 * runs a word of the mode's command, `sandbox play [VERTEX]|pass|undo|next|leave`.
 *
 * n follows the line of reading_ask's capture question (can the chain be captured, its opponent
 * first), not the proof of the marking session's analysis, which the panel shows beside it.  The
 * capture line is read from exactly this position under exactly the sandbox's rules, so each of its
 * moves is one the sandbox accepts; and once the players leave it, the same question is asked again
 * from where they stand, with the ko bans and the pass in force (reading_ask_state).  The analysis's
 * proof depends on the chain's type (for a live chain it is the way to two eyes, for a snap-back the
 * capture and the re-occupation), and may have been read on a copy of the board with a large
 * territory filled in (rules/life_assume.c 9.), where its moves need not be possible.
 *
 * The panel: what is disputed, who moves, the ko bans in force, the moves so far, the chain as it
 * stands, what the analysis says of it (status, type, reason, proof) and the reading n follows.
 * Leaving, by Escape or because the game moved to another node under it, the message line says the
 * chain's fate: captured (after which moves) or standing (its liberties, and whether Benson's
 * algorithm finds it pass-alive now), and that nothing was recorded.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/benson.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/reading.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/frames.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/screen.h"
#include "tui/term/view.h"

#define DISPUTE_TEXT_MAX 512

struct dispute {
	const struct sgf_node *node;        /* the node whose position is disputed */
	int point;                          /* the stone that names the chain */
	enum color defender;                /* the chain's colour; the other attacks, and moves first */
	int stones;                         /* the chain's stones at the start */
	uint8_t chain[BOARD_MAX_POINTS];    /* 1 on the chain's stones at the start */
	struct reading_state *line;         /* line[0]: the start; line[i]: after sandbox move i */
	int16_t *moves;                     /* moves[i]: the move from line[i] to line[i + 1] (BOARD_PASS) */
	int n, cap;                         /* sandbox moves played, and room for them */
	struct life_chain verdict;          /* the analysis's entry for the chain */
	struct reading_result reading;      /* the capture question, asked from line[reading_from] */
	int reading_from;
	struct reading_result first;        /* the same, asked from the start (line[0]) */
	struct benson_scratch *benson;      /* dispute_owned's scratch, kept from call to call */
};


static const struct reading_state *dispute_now(const struct dispute *d) { return &d->line[d->n]; }
static const struct board *dispute_start(const struct dispute *d) { return &d->line[0].b; }

/* "the white chain at D4" */
static const char *dispute_name(const struct dispute *d, char *buf, size_t len)
{
	char at[8];

	snprintf(buf, len, "the %s chain at %s", color_str(d->defender),
		 board_vertex_str(dispute_start(d), d->point, at));
	return buf;
}

/* The sandbox move after which the chain was first off the board, or 0 while it never was. */
static int dispute_captured_at(const struct dispute *d)
{
	for (int i = 1; i <= d->n; i++)
		if (d->line[i].b.color[d->point] != d->defender)
			return i;
	return 0;
}

/* The sandbox moves from..to as a line of play ("B C3, W D4, B pass"); beyond `keep` moves (at most
 * READING_MAX_LINE), only the last ones. */
static const char *dispute_moves_str(const struct dispute *d, int from, int to, int keep, char *buf, size_t len)
{
	struct reading_line l;
	size_t skip = 0;

	if (to - from > keep) {
		from = to - keep;
		skip = (size_t)snprintf(buf, len, "..., ");
	}
	l = (struct reading_line){ .first = d->line[from].to_move };
	for (int i = from; i < to; i++)
		l.moves[l.n++] = d->moves[i];
	if (skip < len)
		reading_line_str(dispute_start(d), &l, buf + skip, len - skip);
	return buf;
}

/* Does the chain stand pass-alive on b (Benson: it cannot be captured even if it never answers)? */
static bool dispute_pass_alive(const struct dispute *d, const struct board *b)
{
	struct benson bn;

	benson_pass_alive(b, d->defender, &bn);
	return benson_status_at(&bn, d->point) == BENSON_ALIVE;
}

/* The chain standing: its liberties and Benson's word on it. */
static void dispute_standing(const struct dispute *d, char *buf, size_t len)
{
	const struct board *b = &dispute_now(d)->b;
	int libs = board_libs(b, d->point), stones = board_chain_size(b, d->point);
	char name[64], more[32] = "";

	if (stones != d->stones)
		snprintf(more, sizeof more, "%d stones, ", stones);
	snprintf(buf, len, "%s still stands (%s%d libert%s), %spass-alive by Benson's algorithm",
		 dispute_name(d, name, sizeof name), more, libs, libs == 1 ? "y" : "ies",
		 dispute_pass_alive(d, b) ? "" : "not ");
}

/* The chain's fate, as a sentence without its full stop. */
static const char *dispute_fate(const struct dispute *d, char *buf, size_t len)
{
	int k = dispute_captured_at(d);
	char name[64], list[DISPUTE_TEXT_MAX], moves[DISPUTE_TEXT_MAX + 4] = "";

	if (!k) {
		dispute_standing(d, buf, len);
		return buf;
	}
	/* The moves that captured it, unless they are too many for the message line. */
	if (strlen(dispute_moves_str(d, 0, k, READING_MAX_LINE, list, sizeof list)) <= 60)
		snprintf(moves, sizeof moves, " (%s)", list);
	size_t n = (size_t)snprintf(buf, len, "%s was captured after %d move%s%s", dispute_name(d, name,
				    sizeof name), k, k == 1 ? "" : "s", moves);
	if (dispute_now(d)->b.color[d->point] == d->defender && n < len)
		snprintf(buf + n, len - n, ", and %s has played there again", color_name(d->defender));
	return buf;
}

/* --- reading ---------------------------------------------------------------------------------------- */

/* Ask the capture question from where the sandbox stands. */
static void dispute_read(struct dispute *d)
{
	struct life_options opt;

	life_options_init(&opt);
	reading_ask_state(dispute_now(d), d->point, READING_CAPTURE, &opt.limits, &d->reading);
	d->reading_from = d->n;
}

/* Back to the reading from the start, once the sandbox is taken back to before the one read later. */
static void dispute_reading_back(struct dispute *d)
{
	if (d->n < d->reading_from) {
		d->reading = d->first;
		d->reading_from = 0;
	}
}

/* The move of the reading's line that comes next, or BOARD_NONE once the sandbox has left the line or
 * come to its end. */
static int dispute_line_next(const struct dispute *d)
{
	int k = d->n - d->reading_from;

	if (k < 0 || k >= d->reading.line.n)
		return BOARD_NONE;
	for (int i = 0; i < k; i++)
		if (d->moves[d->reading_from + i] != d->reading.line.moves[i])
			return BOARD_NONE;
	return d->reading.line.moves[k];
}

/* True when the capture needs no reading any more: the attacker owns the chain's points for good
 * (Benson's algorithm), the shortcut after which the reading's line ends with its answer yes. */
static bool dispute_owned(const struct dispute *d)
{
	const struct board *b = &dispute_now(d)->b;

	return b->color[d->point] == d->defender &&
	       benson_point_owned(b, color_other(d->defender), d->point, d->benson);
}

/*
 * Where the line has nothing more to say because the capture is plain on the board (dispute_owned):
 * a move that goes on toward it, for the side to move, a liberty of the chain the sandbox accepts,
 * the attacker's keeping two liberties where one does; BOARD_PASS when none.
 */
static int dispute_plain_next(const struct dispute *d)
{
	const struct reading_state *s = dispute_now(d);
	uint16_t libs[BOARD_MAX_POINTS];
	int n = board_chain_liberties(&s->b, d->point, libs), best = BOARD_PASS;

	for (int i = 0; i < n; i++) {
		if (reading_state_check(s, libs[i]) != READING_LEGAL)
			continue;
		struct board after = s->b;
		board_play(&after, s->to_move, libs[i], NULL);
		if (best == BOARD_PASS)
			best = libs[i];
		if (after.color[libs[i]] == s->to_move && board_libs(&after, libs[i]) >= 2)
			return libs[i];
	}
	return best;
}

/* --- the mode's state ------------------------------------------------------------------------------ */

static void *dispute_enter(struct app *a, const void *arg)
{
	const struct board *b = game_board(app_game(a));
	struct dispute *d = xcalloc(1, sizeof *d);
	uint16_t stones[BOARD_MAX_POINTS];
	char name[64];

	d->benson = xcalloc(1, sizeof *d->benson);   /* zeroed once, as benson.h asks */
	d->point = *(const int *)arg;
	d->node = document_node(app_document(a));
	d->defender = (enum color)b->color[d->point];
	d->stones = board_chain_stones(b, d->point, stones);
	for (int i = 0; i < d->stones; i++)
		d->chain[stones[i]] = 1;
	d->cap = 16;
	d->line = xreallocarray(NULL, (size_t)d->cap + 1, sizeof *d->line);
	d->moves = xreallocarray(NULL, (size_t)d->cap, sizeof *d->moves);
	reading_state_init(&d->line[0], b, color_other(d->defender));
	const struct life_chain *c = life_chain_at(marking_analysis(app_marking(a)), d->point);
	if (c)
		d->verdict = *c;
	dispute_read(d);
	d->first = d->reading;
	app_message(a, "Disputing %s: %s moves first; a ko may be retaken only after a pass; n plays the "
		    "reading's next move. Nothing here is recorded.", dispute_name(d, name, sizeof name),
		    color_name(color_other(d->defender)));
	return d;
}

static void dispute_leave(struct app *a, void *data)
{
	struct dispute *d = data;
	char fate[DISPUTE_TEXT_MAX];

	app_message(a, "Left the dispute: %s. Nothing was recorded.", dispute_fate(d, fate, sizeof fate));
	free(d->line);
	free(d->moves);
	free(d->benson);
	free(d);
}

/* The sandbox is about the position at one node: another node, and it leaves. */
static bool dispute_changed(struct app *a, void *data)
{
	const struct dispute *d = data;

	return document_node(app_document(a)) == d->node;
}

/* Add move p (checked) after the last. */
static void dispute_push(struct dispute *d, int p)
{
	if (d->n == d->cap) {
		d->cap *= 2;
		d->line = xreallocarray(d->line, (size_t)d->cap + 1, sizeof *d->line);
		d->moves = xreallocarray(d->moves, (size_t)d->cap, sizeof *d->moves);
	}
	d->line[d->n + 1] = d->line[d->n];
	reading_state_play(&d->line[d->n + 1], p);
	d->moves[d->n++] = (int16_t)p;
}

/* --- what a move did, in words ---------------------------------------------------------------------- */

/* The kos whose bans on c were in before and not in after ("B8 and C2"), or "". */
static const char *dispute_lifted(const struct reading_state *before, const struct reading_state *after,
				  enum color c, char *buf, size_t len)
{
	size_t n = 0;
	char at[8];

	buf[0] = '\0';
	for (int i = 0; i < before->nbans; i++) {
		const struct reading_ban *k = &before->bans[i];
		if (k->color != c || reading_state_ban(after, k->point) || n >= len)
			continue;
		n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? " and " : "", board_vertex_str(&after->b, k->point, at));
	}
	return buf;
}

/* What the pass that led to the last state did. */
static int dispute_said_pass(struct app *a, const struct dispute *d, const char *how)
{
	const struct reading_state *after = dispute_now(d), *before = after - 1;
	enum color c = before->to_move;
	char lifted[64], fate[DISPUTE_TEXT_MAX], ban[96] = "";

	if (after->over)
		return app_message(a, "%s passed%s too: the hypothetical play is over; %s.", color_name(c), how,
				   dispute_fate(d, fate, sizeof fate));
	if (dispute_lifted(before, after, c, lifted, sizeof lifted)[0])
		snprintf(ban, sizeof ban, " %s may now retake the ko at %s.", color_name(c), lifted);
	return app_message(a, "%s passed%s.%s If %s passes too, the hypothetical play ends.", color_name(c), how,
			   ban, color_name(after->to_move));
}

/* What the stone that led to the last state did: its captures, a ko it took, the chain's fall. */
static int dispute_said_stone(struct app *a, const struct dispute *d, int p, const char *how)
{
	const struct reading_state *after = dispute_now(d), *before = after - 1;
	enum color c = before->to_move, o = color_other(c);
	int took = after->b.removed[o] - before->b.removed[o];
	bool fell = dispute_captured_at(d) == d->n;
	char at[8], ko[8], name[64], extra[200] = "";
	size_t n = 0;

	board_vertex_str(&after->b, p, at);
	for (int i = 0; i < after->nbans; i++)
		if (after->bans[i].stone == p)
			n = (size_t)snprintf(extra, sizeof extra, fell ? " in a ko (%s may retake at %s only after "
					     "passing)" : " in a ko: %s may retake at %s only after passing",
					     color_name(o), board_vertex_str(&after->b, after->bans[i].point, ko));
	if (fell && n < sizeof extra)
		snprintf(extra + n, sizeof extra - n, ": %s is captured, after %d move%s",
			 dispute_name(d, name, sizeof name), d->n, d->n == 1 ? "" : "s");
	if (!took)
		return app_message(a, "%s %s%s.", color_name(c), at, how);
	return app_message(a, "%s %s%s took %d stone%s%s.", color_name(c), at, how, took, took == 1 ? "" : "s",
			   extra);
}

/* Play p (a point or BOARD_PASS) in the sandbox, or say why not. */
static int dispute_play(struct app *a, struct dispute *d, int p, const char *how)
{
	char why[256];
	enum reading_verdict v = reading_state_check(dispute_now(d), p);

	if (v != READING_LEGAL)
		return app_error(a, "sandbox: %s%s", reading_verdict_str(dispute_now(d), p, v, why, sizeof why),
				 v == READING_OVER ? "; u takes back the last pass" : "") | REACT_ALL;
	dispute_push(d, p);
	if (p == BOARD_PASS)
		return dispute_said_pass(a, d, how) | REACT_ALL;
	return dispute_said_stone(a, d, p, how) | REACT_ALL;
}

/* --- the words of `sandbox` ------------------------------------------------------------------------- */

static int sandbox_play(struct app *a, struct dispute *d, int argc, char **argv)
{
	const struct board *b = &dispute_now(d)->b;
	int p = argc > 1 ? board_vertex_parse(b, argv[1]) : app_cursor(a);

	if (p == BOARD_NONE)
		return app_error(a, "sandbox play: %s is not a point of this %dx%d board", argv[1], b->size, b->size);
	return dispute_play(a, d, p, "");
}

static int sandbox_pass(struct app *a, struct dispute *d, int argc, char **argv)
{
	(void)argc, (void)argv;
	return dispute_play(a, d, BOARD_PASS, "");
}

static int sandbox_undo(struct app *a, struct dispute *d, int argc, char **argv)
{
	char at[8];

	(void)argc, (void)argv;
	if (d->n == 0)
		return app_error(a, "sandbox undo: nothing to take back: this is the position disputed");
	d->n--;
	dispute_reading_back(d);
	enum color c = dispute_now(d)->to_move;
	if (d->moves[d->n] == BOARD_PASS)
		return app_message(a, "Took back %s's pass (sandbox move %d).", color_name(c), d->n + 1) | REACT_ALL;
	return app_message(a, "Took back %s %s (sandbox move %d).", color_name(c),
			   board_vertex_str(dispute_start(d), d->moves[d->n], at), d->n + 1) | REACT_ALL;
}

/* n: the reading's next move; once the sandbox has left the line, the question is read again. */
static int sandbox_next(struct app *a, struct dispute *d, int argc, char **argv)
{
	char name[64], why[256];

	(void)argc, (void)argv;
	if (dispute_now(d)->b.color[d->point] != d->defender)
		return app_error(a, "sandbox next: %s is captured; there is nothing left to read (u takes "
				 "moves back)", dispute_name(d, name, sizeof name));
	if (dispute_now(d)->over)
		return app_error(a, "sandbox next: %s", reading_verdict_str(dispute_now(d), BOARD_PASS, READING_OVER,
									  why, sizeof why));
	if (dispute_line_next(d) == BOARD_NONE && d->reading_from != d->n)
		dispute_read(d);
	int p = dispute_line_next(d);
	if (p == BOARD_NONE && d->reading.answer == READING_YES && dispute_owned(d)) {
		int react = dispute_play(a, d, dispute_plain_next(d), " (no reading needed: the capture is plain "
					 "on the board, Benson's algorithm)");
		if (dispute_now(d)->b.color[d->point] == d->defender && !dispute_now(d)->over)
			dispute_read(d);   /* the panel's question, from where the sandbox now stands */
		return react;
	}
	if (p == BOARD_NONE)
		return app_error(a, "sandbox next: the reading has no move to play here: %s", d->reading.reason) |
		       REACT_ALL;
	return dispute_play(a, d, p, " (the reading's move)");
}

static int sandbox_leave(struct app *a, struct dispute *d, int argc, char **argv)
{
	(void)d, (void)argc, (void)argv;
	return app_pop(a, &mode_dispute);   /* the leave hook says the fate */
}

static const struct {
	const char *word;
	int (*fn)(struct app *a, struct dispute *d, int argc, char **argv);
} sandbox_words[] = {
	{ "play", sandbox_play }, { "pass", sandbox_pass }, { "undo", sandbox_undo },
	{ "next", sandbox_next }, { "leave", sandbox_leave },
};

static int cmd_sandbox(struct app *a, int argc, char **argv, bool force)
{
	struct dispute *d = app_mode_data(a, &mode_dispute);

	(void)force;
	for (size_t i = 0; i < sizeof sandbox_words / sizeof sandbox_words[0]; i++) {
		if (strcmp(argv[0], sandbox_words[i].word) != 0)
			continue;
		if (argc > 1 && sandbox_words[i].fn != sandbox_play)
			return app_error(a, "usage: sandbox %s (nothing after it)", argv[0]);
		return sandbox_words[i].fn(a, d, argc, argv);
	}
	return app_error(a, "sandbox: play [VERTEX], pass, undo, next or leave");
}

static const char *const words_sandbox[] = { "play", "pass", "undo", "next", "leave", NULL };

static const struct command dispute_commands[] = {
	{ .name = "sandbox", .usage = "play [VERTEX]|pass|undo|next|leave", .min_args = 1, .max_args = 2,
	  .exec = cmd_sandbox, .complete = COMMAND_ARG_WORDS, .words = words_sandbox,
	  .help = "play (at VERTEX or the cursor), pass, take back, follow the reading, or leave" },
};

static const struct mode_key dispute_keys[] = {
	{ { KEYC_ENTER, ' ', KEYC_CLICK }, "sandbox play", "play at the cursor in the sandbox (or click "
	  "the point)", "play" },
	{ { 'p' }, "sandbox pass", "pass in the sandbox: it lifts the passer's ko bans", "pass" },
	{ { 'u' }, "sandbox undo", "take back the last sandbox move", "undo" },
	{ { 'n' }, "sandbox next", "play the next move of the reading's line for the chain", "next" },
	{ { KEYC_ESCAPE }, "sandbox leave", "leave the sandbox: the chain's fate; nothing is recorded", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

/* --- drawing --------------------------------------------------------------------------------------- */

/* The chain on the board as it stands (◆ or ◇), or, once captured, where its stones were (×). */
static void dispute_marks(const struct dispute *d, uint8_t *mark)
{
	const struct board *b = &dispute_now(d)->b;

	memset(mark, FRAME_NONE, BOARD_MAX_POINTS);
	BOARD_FOREACH(b, p) {
		if (b->color[d->point] == d->defender && b->color[p] == d->defender &&
		    board_same_chain(b, p, d->point))
			mark[p] = FRAME_CHAIN;
		else if (d->chain[p] && b->color[p] == EMPTY)
			mark[p] = FRAME_REMOVED;
	}
}

struct panel {
	struct screen *s;
	int y, x, w, bottom;
};

/* A row "Label     value", the value wrapped into at most rows rows. */
static void panel_row(struct panel *pn, const char *label, const char *value, int style, int rows)
{
	if (pn->y >= pn->bottom)
		return;
	screen_put(pn->s, pn->y, pn->x, label, STYLE_DIM, pn->w);
	if (rows > pn->bottom - pn->y)
		rows = pn->bottom - pn->y;
	pn->y += view_text(pn->s, pn->y, pn->x + 10, pn->w - 10, rows, value, style);
}

/* Who moves, in words. */
static const char *panel_to_move(const struct dispute *d, char *buf, size_t len)
{
	const struct reading_state *s = dispute_now(d);

	if (s->over)
		return "nobody: both have passed";
	snprintf(buf, len, "%s, the %s%s", color_name(s->to_move), s->to_move == d->defender ? "defender" :
		 "attacker", s->passed ? "; a pass ends the play" : "");
	return buf;
}

/* The ko bans in force: "B8: White only after a pass". */
static const char *panel_bans(const struct dispute *d, char *buf, size_t len)
{
	const struct reading_state *s = dispute_now(d);
	size_t n = 0;
	char at[8];

	snprintf(buf, len, "none");
	for (int i = 0; i < s->nbans && n < len; i++)
		n += (size_t)snprintf(buf + n, len - n, "%s%s: %s only after a pass", i ? "; " : "",
				      board_vertex_str(&s->b, s->bans[i].point, at),
				      color_name((enum color)s->bans[i].color));
	return buf;
}

/* The chain as it stands: "standing: 5 stones, 2 liberties" or "captured at move 3". */
static const char *panel_chain(const struct dispute *d, char *buf, size_t len)
{
	const struct board *b = &dispute_now(d)->b;
	int k = dispute_captured_at(d);
	char at[8];

	if (k && b->color[d->point] == d->defender)
		snprintf(buf, len, "captured at move %d; %s played %s again", k, color_name(d->defender),
			 board_vertex_str(b, d->point, at));
	else if (k)
		snprintf(buf, len, "captured at move %d", k);
	else
		snprintf(buf, len, "standing: %d stone%s, %d libert%s%s", board_chain_size(b, d->point),
			 board_chain_size(b, d->point) == 1 ? "" : "s", board_libs(b, d->point),
			 board_libs(b, d->point) == 1 ? "y" : "ies", dispute_pass_alive(d, b) ? ", pass-alive" : "");
	return buf;
}

/* What the analysis says of the chain: status and type, its reason, its proof. */
static void panel_analysis(struct panel *pn, const struct dispute *d)
{
	const struct life_chain *c = &d->verdict;
	char text[DISPUTE_TEXT_MAX];

	if (c->type == LIFE_TYPE_NONE && c->estimate != LIFE_UNSETTLED)   /* unsettled, as its estimate */
		snprintf(text, sizeof text, "estimated %s, not proven", life_status_str(c->estimate));
	else if (c->type == LIFE_TYPE_NONE)
		snprintf(text, sizeof text, "%s: whoever moves first decides", life_status_str(c->status));
	else
		snprintf(text, sizeof text, "%s, %s (%s)%s", life_status_str(c->status), life_type_str(c->type),
			 life_type_meaning(c->type), c->assumed ? " (assumed)" : "");
	panel_row(pn, "Analysis", text, STYLE_BOLD, 2);
	if (pn->y < pn->bottom)
		pn->y += view_text(pn->s, pn->y, pn->x, pn->w, pn->bottom - pn->y < 3 ? pn->bottom - pn->y : 3,
				   c->reason, STYLE_DIM);
	panel_row(pn, "Proof", c->proof.n ? reading_line_str(dispute_start(d), &c->proof, text, sizeof text) :
		  "none: decided without reading", STYLE_PLAIN, 2);
}

static bool dispute_same_line(const struct reading_line *x, const struct reading_line *y)
{
	if (x->first != y->first || x->n != y->n)
		return false;
	for (int i = 0; i < x->n; i++)
		if (x->moves[i] != y->moves[i])
			return false;
	return true;
}

/* The reading n follows: the capture question's answer, its line, and the move n plays next. */
static void panel_reading(struct panel *pn, const struct dispute *d)
{
	const struct reading_result *r = &d->reading;
	char text[DISPUTE_TEXT_MAX + 32], line[DISPUTE_TEXT_MAX], from[24] = "from the start", at[8];
	int next = dispute_line_next(d);

	snprintf(text, sizeof text, "%s, %s first", reading_answer_str(r->answer), color_name(r->line.first));
	panel_row(pn, "Capture?", text, STYLE_PLAIN, 1);
	if (d->reading_from)
		snprintf(from, sizeof from, "from move %d", d->reading_from);
	if (!r->line.n && r->answer == READING_YES && d->reading_from == d->n && dispute_owned(d))
		snprintf(line, sizeof line, "no reading needed (Benson): %s owns the area",
			 color_name(color_other(d->defender)));
	else if (!r->line.n)
		snprintf(line, sizeof line, "no line: nothing to read");
	else if (!d->reading_from && dispute_same_line(&r->line, &d->verdict.proof))
		snprintf(line, sizeof line, "the proof's line");
	else
		reading_line_str(&d->line[d->reading_from].b, &r->line, line, sizeof line);
	snprintf(text, sizeof text, "%s: %s", from, line);
	panel_row(pn, "", text, STYLE_DIM, 2);
	if (next == BOARD_NONE && r->answer == READING_YES && !r->line.n && d->reading_from == d->n &&
	    dispute_owned(d))
		next = dispute_plain_next(d);
	if (next == BOARD_PASS)
		snprintf(text, sizeof text, "%s passes", color_name(dispute_now(d)->to_move));
	else if (next != BOARD_NONE)
		snprintf(text, sizeof text, "%s %s", color_name(dispute_now(d)->to_move),
			 board_vertex_str(&dispute_now(d)->b, next, at));
	else if (dispute_now(d)->b.color[d->point] != d->defender)
		snprintf(text, sizeof text, "nothing: the chain is captured");
	else if (dispute_now(d)->over)
		snprintf(text, sizeof text, "nothing: both have passed");
	else
		snprintf(text, sizeof text, "%s", d->reading_from == d->n ? "nothing: the reading ends here" :
			 "reads again from here");
	panel_row(pn, "n plays", text, STYLE_PLAIN, 1);
}

static void dispute_panel(const struct dispute *d, struct screen *s, const struct layout *l)
{
	struct panel pn = { s, l->panel_y, l->panel_x, l->panel_w, l->msg_y };
	char text[DISPUTE_TEXT_MAX], name[64];

	snprintf(text, sizeof text, "Dispute: %s, %d stone%s", dispute_name(d, name, sizeof name), d->stones,
		 d->stones == 1 ? "" : "s");
	pn.y += view_text(s, pn.y, pn.x, pn.w, 2, text, STYLE_BOLD);
	pn.y += view_text(s, pn.y, pn.x, pn.w, 1, "hypothetical play: not recorded", STYLE_DIM);
	panel_row(&pn, "To move", panel_to_move(d, text, sizeof text), STYLE_BOLD, 2);
	panel_row(&pn, "Ko", panel_bans(d, text, sizeof text), dispute_now(d)->nbans ? STYLE_BOLD : STYLE_DIM, 2);
	if (d->n)
		snprintf(name, sizeof name, "Moves %d", d->n);
	panel_row(&pn, d->n ? name : "Moves", d->n ? dispute_moves_str(d, 0, d->n, 8, text, sizeof text) :
		  "none yet", STYLE_PLAIN, 2);
	panel_row(&pn, "Chain", panel_chain(d, text, sizeof text), STYLE_PLAIN, 2);
	panel_analysis(&pn, d);
	panel_reading(&pn, d);
}

static void dispute_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct dispute *d = data;
	const struct reading_state *now = dispute_now(d);
	struct view v = { 0 };
	struct app_hints h;
	struct layout l;

	(void)react;
	app_view(a, &v, &h);
	dispute_marks(d, v.frame);
	v.board = &now->b;
	v.marks.frame = v.frame;
	v.marks.numbers = NULL;   /* the game's move numbers belong to the game's board */
	v.marks.last = d->n && d->moves[d->n - 1] != BOARD_PASS ? d->moves[d->n - 1] : BOARD_NONE;
	if (view_draw_for_panel(s, &v, &l))
		dispute_panel(d, s, &l);
}

const struct mode mode_dispute = {
	.name = "dispute",
	.while_text = "while disputing a chain in the sandbox",
	.leave_text = "Escape leaves the sandbox",
	.flags = MODE_OWN_BOARD,
	.keys = dispute_keys,
	.commands = dispute_commands,
	.ncommands = 1,
	.enter = dispute_enter,
	.leave = dispute_leave,
	.draw = dispute_draw,
	.changed = dispute_changed,
};
