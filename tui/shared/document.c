/*
 * document.c: the SGF collection, one game tree of it and a current node (see document.h).
 *
 * How it works:
 *   1. The record (rules/record.h) owns the collection and the one game, which it moves to the node
 *      of the path from the root to a node (record_goto) by the difference: the actions after the
 *      common ancestor taken back, the new ones applied once.  The game is always what the tree
 *      says, never a second copy of it, and never replayed from the root to find where we are.
 *   2. The document keeps a line of nodes, root first, and the index of the current node in it.
 *      Navigation moves the index, or rebuilds the line through another node; each time the game
 *      is moved to the new current node.  When loading stops early (a move the rules forbid), the
 *      current node becomes the last node reached.  A change of a node's properties on the path
 *      (an edit, RU and KM, the stones of a handicap) is told to the record (record_changed), which
 *      applies that node again, or the whole line when the start position or the rules changed.
 *   3. A move adds a child only when no child holds that move; the new child goes last, after the
 *      variations already there.
 *   4. What SGF cannot hold as a node (a resignation, the permission to play on after two passes)
 *      is state of the document: the node the resignation was made at, and a resume flag that the
 *      next navigation drops.
 */
#include "config.h"

#include "tui/shared/document.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/record.h"
#include "rules/xalloc.h"

struct document {
	struct record *rec;            /* the collection, its game tree, the game at line[at] */
	struct ruleset defaults;       /* the rules when the tree names none */
	struct sgf_node **line;        /* root .. current node .. the line's end */
	int nline, cap, at;
	struct sgf_node *resigned_at;  /* the node the recorded resignation was made at, or NULL */
	enum color resigned;           /* who resigned there */
	char resigned_how;             /* 'R' resigned, 'T' lost on time (RE W+R, W+T) */
	bool resume;                   /* play may go on after the end at the current node */
	bool changed;                  /* changed since read or saved */
	unsigned generation;           /* increased by every change */
	unsigned edits;                /* increased by every edit of a node's stones or settings */
	bool fresh;                    /* a new game, not read from a file */
	bool worked;                   /* it holds work of the user's (document_unsaved): a move, setup,
					  a mark, a comment, game information; not a setting */
	bool komi_given;               /* KM read, or the komi set */
};

/* --- the line ------------------------------------------------------------------------------------- */

static void line_push(struct document *d, struct sgf_node *n)
{
	if (d->nline == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 64;
		d->line = xreallocarray(d->line, (size_t)d->cap, sizeof *d->line);
	}
	d->line[d->nline++] = n;
}

/* The line becomes root .. node, then node's first children; node is current. */
static void line_through(struct document *d, struct sgf_node *node)
{
	int depth = 0;

	for (const struct sgf_node *n = node; n; n = n->parent)
		depth++;
	d->nline = 0;
	for (int i = 0; i < depth; i++)
		line_push(d, NULL);
	struct sgf_node *n = node;
	for (int i = depth - 1; i >= 0; i--, n = n->parent)
		d->line[i] = n;
	for (n = node->child; n; n = n->child)
		line_push(d, n);
	d->at = depth - 1;
}

/* Make node, a child of the current node, the next one of the line (keeping the line when it is). */
static void line_follow(struct document *d, struct sgf_node *node)
{
	if (d->at + 1 < d->nline && d->line[d->at + 1] == node)
		return;
	d->nline = d->at + 1;
	for (struct sgf_node *n = node; n; n = n->child)
		line_push(d, n);
}

/* --- loading the current node --------------------------------------------------------------------- */

static int line_index(const struct document *d, const struct sgf_node *n)
{
	for (int i = 0; i < d->nline; i++)
		if (d->line[i] == n)
			return i;
	return 0;
}

/* Load the game of line[at] (1.); the current node is then the last node reached. */
static void document_load(struct document *d)
{
	char err[256];

	d->resume = false;
	if (record_goto(d->rec, d->line[d->at], err, sizeof err) != 0)
		return; /* cannot happen: every node of the line is in the record's tree */
	const struct sgf_node *reached = record_reached(d->rec);
	if (reached != d->line[d->at])
		d->at = reached ? line_index(d, reached) : 0;
	struct game *g = record_game(d->rec);
	if (d->line[d->at] == d->resigned_at && game_phase(g) == PHASE_PLAY)
		game_resign(g, d->resigned);
}

/* --- making and reading ---------------------------------------------------------------------------- */

/* The first node of the current path holding property id, or NULL. */
static struct sgf_node *path_prop(const struct document *d, const char *id)
{
	for (int i = 0; i <= d->at; i++)
		if (sgf_prop_get(d->line[i], id))
			return d->line[i];
	return NULL;
}

/* Where game-info property id goes: where the path has it, else the root. */
static struct sgf_node *info_node(const struct document *d, const char *id)
{
	struct sgf_node *n = path_prop(d, id);

	return n ? n : d->line[0];
}

/* RE[B+R] / RE[W+R] (or "+Resign"), or a loss on time RE[B+T] / RE[W+T] (or "+Time") on the path:
 * the player who lost that way, else EMPTY; *how is 'R' or 'T'. */
static enum color recorded_resignation(const struct document *d, char *how)
{
	const struct sgf_node *n = path_prop(d, "RE");
	char *re = n ? sgf_simpletext(sgf_value(n, "RE")) : NULL;
	enum color who = EMPTY;

	if (re && (re[0] == 'B' || re[0] == 'W') && re[1] == '+' && strchr("RrTt", re[2]) && re[2]) {
		who = re[0] == 'B' ? WHITE : BLACK;
		*how = re[2] == 'T' || re[2] == 't' ? 'T' : 'R';
	}
	free(re);
	return who;
}

/* Take the record: stamp its roots, go to the end of the main line, note a resignation there. */
static struct document *document_adopt(struct record *r, const struct ruleset *defaults,
				       const char *version)
{
	struct document *d = xcalloc(1, sizeof *d);

	d->rec = r;
	d->defaults = *defaults;
	for (struct sgf_node *g = record_sgf(r)->games; g; g = g->next)
		sgf_stamp(g, version);
	d->komi_given = record_komi_given(r);
	line_through(d, record_root(r));
	d->at = d->nline - 1;
	document_load(d);
	d->resigned = d->at == d->nline - 1 ? recorded_resignation(d, &d->resigned_how) : EMPTY;
	if (d->resigned != EMPTY) {
		d->resigned_at = d->line[d->at];
		document_load(d);
	}
	return d;
}

struct document *document_parse(const char *text, size_t len, const char *name,
				const struct ruleset *defaults, const char *version, char *err, size_t errlen)
{
	struct record *r = record_parse(text, len, name, defaults, 0, err, errlen);

	return r ? document_adopt(r, defaults, version) : NULL;
}

struct document *document_read(const char *path, const struct ruleset *defaults, const char *version,
			       char *err, size_t errlen)
{
	struct record *r = record_read_file(path, defaults, 0, err, errlen);

	return r ? document_adopt(r, defaults, version) : NULL;
}

static void add_point(struct sgf_node *n, const char *id, const struct board *b, int p)
{
	char s[3];

	sgf_prop_add(n, id, sgf_point_str((struct sgf_point){ board_x(b, p), board_y(b, p) }, s));
}

/* The root of a new game (see document_new).  -1 when the handicap is not possible. */
static int document_root_of(const struct document_setup *s, struct sgf_node *root)
{
	char buf[256];
	time_t now = time(NULL);
	struct game *g = game_new(s->size, &s->rules);
	int points[9];

	if (s->handicap > 0 && game_fixed_handicap(g, s->handicap, points) != 0) {
		game_free(g);
		return -1;
	}
	snprintf(buf, sizeof buf, "%d", s->size);
	sgf_prop_set(root, "SZ", buf);
	sgf_prop_set_text(root, "RU", record_ru_str(&s->rules, buf, sizeof buf));
	sgf_prop_set(root, "KM", ruleset_komi_str(s->rules.komi2, buf));
	strftime(buf, sizeof buf, "%Y-%m-%d", localtime(&now));
	sgf_prop_set(root, "DT", buf);
	if (s->handicap > 0) {
		snprintf(buf, sizeof buf, "%d", s->handicap);
		sgf_prop_set(root, "HA", buf);
		for (int i = 0; i < s->handicap; i++)
			add_point(root, "AB", game_board(g), points[i]);
	}
	for (enum color c = BLACK; c <= WHITE; c++)
		if (s->names[c] && s->names[c][0])
			sgf_prop_set_text(root, c == BLACK ? "PB" : "PW", s->names[c]);
	game_free(g);
	return 0;
}

struct document *document_new(const struct document_setup *s, char *err, size_t errlen)
{
	struct sgf_collection *c = sgf_new(NULL);
	struct sgf_node *root = sgf_add_game(c);

	sgf_stamp(root, s->version);
	if (document_root_of(s, root) != 0) {
		snprintf(err, errlen, "a %dx%d board takes no handicap of %d stones", s->size, s->size,
			 s->handicap);
		sgf_free(c);
		return NULL;
	}
	struct record *r = record_from_sgf(c, 0, &s->rules, 0, err, errlen);
	if (!r)
		return NULL;
	struct document *d = document_adopt(r, &s->rules, s->version);
	d->fresh = true;
	d->komi_given = false;
	return d;
}

void document_free(struct document *d)
{
	if (!d)
		return;
	record_free(d->rec);
	free(d->line);
	free(d);
}

/* --- what is shown -------------------------------------------------------------------------------- */

const struct game *document_game(const struct document *d) { return record_game(d->rec); }
const struct sgf_node *document_node(const struct document *d) { return d->line[d->at]; }
const struct sgf_node *document_root(const struct document *d) { return d->line[0]; }
const struct sgf_collection *document_sgf(const struct document *d) { return record_sgf(d->rec); }
int document_ahead(const struct document *d) { return d->nline - 1 - d->at; }

const struct sgf_node *const *document_line(const struct document *d, int *n, int *at)
{
	*n = d->nline;
	*at = d->at;
	return (const struct sgf_node *const *)d->line;
}
const char *document_stop_reason(const struct document *d) { return record_stop_reason(d->rec); }
bool document_komi_given(const struct document *d) { return d->komi_given; }
bool document_changed(const struct document *d) { return d->changed; }

/* A setting of the game changed (rules, komi, the clock, an engine's name): a change, but nothing
 * of the user's own that a new game would lose. */
static void document_set(struct document *d)
{
	d->changed = true;
	d->generation++;
}

void document_touch(struct document *d)
{
	document_set(d);
	d->worked = true;
}

unsigned document_generation(const struct document *d) { return d->generation; }
unsigned document_edits(const struct document *d) { return d->edits; }

int document_line_moves(const struct document *d)
{
	int *actions = xmalloc((size_t)d->nline * sizeof *actions), n = 0;

	record_count_actions(d->line, d->nline, actions);
	for (int i = 0; i < d->nline; i++)
		n += actions[i];
	free(actions);
	return n;
}

int document_variation(const struct document *d, int *count)
{
	const struct sgf_node *n = d->line[d->at];
	int index = 0;

	*count = 1;
	if (!n->parent)
		return 0;
	*count = 0;
	for (const struct sgf_node *s = n->parent->child; s; s = s->next, ++*count)
		if (s == n)
			index = *count;
	return index;
}

char *document_comment(const struct document *d)
{
	const char *raw = sgf_value(d->line[d->at], "C");

	return raw ? sgf_text(raw) : NULL;
}

const char *document_player(const struct document *d, enum color c, char *buf, size_t len)
{
	const struct sgf_node *n = path_prop(d, c == BLACK ? "PB" : "PW");
	char *text = n ? sgf_simpletext(sgf_value(n, c == BLACK ? "PB" : "PW")) : NULL;

	snprintf(buf, len, "%s", text ? text : "");
	free(text);
	return buf;
}

bool document_unsaved(const struct document *d)
{
	return d->changed && (!d->fresh || d->worked || d->line[0]->child);
}

/* --- navigation ----------------------------------------------------------------------------------- */

int document_back(struct document *d, int n)
{
	int from = d->at;

	d->at = n < d->at ? d->at - n : 0;
	document_load(d);
	return from - d->at;
}

int document_forward(struct document *d, int n)
{
	int from = d->at;

	d->at = n < d->nline - 1 - d->at ? d->at + n : d->nline - 1;
	document_load(d);
	return d->at - from;
}

void document_goto_move(struct document *d, int n)
{
	int *actions = xmalloc((size_t)d->nline * sizeof *actions), i = 0, count = 0;

	record_count_actions(d->line, d->nline, actions);
	while (n > 0 && i + 1 < d->nline && count < n)
		count += actions[++i];
	free(actions);
	d->at = i;
	document_load(d);
}

void document_goto_start(struct document *d)
{
	d->at = 0;
	document_load(d);
}

void document_goto_end(struct document *d)
{
	d->at = d->nline - 1;
	document_load(d);
}

int document_goto_variation(struct document *d, int i)
{
	struct sgf_node *n = d->line[d->at], *s = n->parent && i >= 0 ? n->parent->child : NULL;

	for (; s && i > 0; i--)
		s = s->next;
	if (!s)
		return -1;
	d->at--;
	line_follow(d, s);
	d->at++;
	document_load(d);
	return 0;
}

void document_goto_node(struct document *d, const struct sgf_node *node)
{
	line_through(d, (struct sgf_node *)node);
	document_load(d);
}

int document_next_choice(const struct document *d, int *count)
{
	const struct sgf_node *n = d->line[d->at], *ahead = d->at + 1 < d->nline ? d->line[d->at + 1] : NULL;
	int i = 0, at = -1;

	for (const struct sgf_node *c = n->child; c; c = c->next, i++)
		if (c == ahead)
			at = i;
	*count = i;
	return at;
}

int document_choose_next(struct document *d, int i)
{
	struct sgf_node *c = d->line[d->at]->child;

	for (int k = 0; c && k < i; k++)
		c = c->next;
	if (i < 0 || !c)
		return -1;
	line_follow(d, c);
	return 0;
}

/* --- changes -------------------------------------------------------------------------------------- */

/* The SGF value of a stone at p, or of a pass (BOARD_PASS). */
static const char *move_value(const struct board *b, int p, char *buf)
{
	if (p == BOARD_PASS)
		return "";
	return sgf_point_str((struct sgf_point){ board_x(b, p), board_y(b, p) }, buf);
}

/* True if node holds exactly one move, c's at p (or a pass), and no setup. */
static bool node_is_move(const struct sgf_node *n, enum color c, int p, const struct board *b)
{
	const char *id = c == BLACK ? "B" : "W";
	int moves = 0;
	bool same = false;

	for (const struct sgf_prop *q = n->props; q; q = q->next) {
		if (!strcmp(q->id, "AB") || !strcmp(q->id, "AW") || !strcmp(q->id, "AE"))
			return false;
		if (strcmp(q->id, "B") && strcmp(q->id, "W"))
			continue;
		moves++;
		struct sgf_point pt;
		int kind = sgf_move(q->values[0], b->size, &pt);
		same = !strcmp(q->id, id) &&
		       (p == BOARD_PASS ? kind == 0 : kind == 1 && board_point(b, pt.x, pt.y) == p);
	}
	return moves == 1 && same;
}

/* Make n the first child of its parent: the main line goes on through it. */
static void node_to_front(struct document *d, struct sgf_node *n)
{
	struct sgf_node *parent = n->parent, **at = &parent->child;

	if (parent->child == n)
		return;
	while (*at != n)
		at = &(*at)->next;
	*at = n->next;
	n->next = parent->child;
	parent->child = n;
	document_touch(d);
}

/* Go to the child of the current node holding c's move at p, made as the last child if none does;
 * with main, that child becomes the first (the line played is the main line). */
static void document_move(struct document *d, enum color c, int p, bool main)
{
	const struct board *b = game_board(record_game(d->rec));
	struct sgf_node *cur = d->line[d->at], *n = cur->child;
	char v[3];

	while (n && !node_is_move(n, c, p, b))
		n = n->next;
	if (!n) {
		n = sgf_add_child(cur);
		sgf_prop_add(n, c == BLACK ? "B" : "W", move_value(b, p, v));
		document_touch(d);
	}
	if (main)
		node_to_front(d, n);
	line_follow(d, n);
	d->at++;
	document_load(d);
}

/* May the game at the current node take a move?  (Only the end by passes or a cycle can be
 * resumed, and only after document_resume.) */
static bool document_open(struct document *d)
{
	struct game *g = record_game(d->rec);

	if (game_phase(g) == PHASE_PLAY)
		return true;
	if (!d->resume || game_end_reason(g) == END_RESIGN)
		return false;
	game_resume(g);
	return true;
}

static struct verdict_info document_stone(struct document *d, enum color c, int p, bool main)
{
	struct game *g = record_game(d->rec);
	struct verdict_info v = game_check(g, c, p);

	if (v.verdict == VERDICT_LEGAL && !document_open(d))
		v.verdict = VERDICT_GAME_OVER;
	if (v.verdict == VERDICT_LEGAL)
		document_move(d, c, p, main);
	return v;
}

static int document_pass_as(struct document *d, enum color c, bool main)
{
	if (!document_open(d))
		return -1;
	document_move(d, c, BOARD_PASS, main);
	return 0;
}

struct verdict_info document_play(struct document *d, enum color c, int p) { return document_stone(d, c, p, false); }
struct verdict_info document_play_main(struct document *d, enum color c, int p) { return document_stone(d, c, p, true); }
int document_pass(struct document *d, enum color c) { return document_pass_as(d, c, false); }
int document_pass_main(struct document *d, enum color c) { return document_pass_as(d, c, true); }

void document_resume(struct document *d)
{
	d->resume = true;
}

int document_resign(struct document *d, enum color c)
{
	return document_resign_as(d, c, 'R');
}

int document_resign_as(struct document *d, enum color c, char how)
{
	char re[4] = { c == BLACK ? 'W' : 'B', '+', how == 'T' ? 'T' : 'R', '\0' };

	/* Time runs out wherever play is, a variation's start included (a resignation is made at the
	 * end of the line). */
	if (game_phase(record_game(d->rec)) != PHASE_PLAY || (how != 'T' && d->line[d->at]->child))
		return -1;
	sgf_prop_set(info_node(d, "RE"), "RE", re);
	d->resigned_at = d->line[d->at];
	d->resigned = c;
	d->resigned_how = re[2];
	document_touch(d);
	document_load(d);
	return 0;
}

bool document_resigned_here(const struct document *d)
{
	return d->resigned_at == d->line[d->at] && game_end_reason(record_game(d->rec)) == END_RESIGN;
}

char document_resigned_how(const struct document *d)
{
	return document_resigned_here(d) ? d->resigned_how : 0;
}

void document_unresign(struct document *d)
{
	if (!document_resigned_here(d))
		return;
	sgf_prop_remove(info_node(d, "RE"), "RE");
	d->resigned_at = NULL;
	document_touch(d);
	document_load(d);
}

void document_set_rules(struct document *d, const struct ruleset *rules)
{
	char buf[256];

	record_changed(d->rec, info_node(d, "RU"));   /* the line is loaded again under them */
	record_changed(d->rec, info_node(d, "KM"));
	sgf_prop_set_text(info_node(d, "RU"), "RU", record_ru_str(rules, buf, sizeof buf));
	sgf_prop_set(info_node(d, "KM"), "KM", ruleset_komi_str(rules->komi2, buf));
	document_set(d);
	document_load(d);
}

void document_set_komi(struct document *d, int komi2)
{
	char buf[16];

	record_changed(d->rec, info_node(d, "KM"));
	sgf_prop_set(info_node(d, "KM"), "KM", ruleset_komi_str(komi2, buf));
	d->komi_given = true;
	document_set(d);
	document_load(d);
}

void document_set_player(struct document *d, enum color c, const char *name)
{
	const char *id = c == BLACK ? "PB" : "PW";

	if (name[0])
		sgf_prop_set_text(info_node(d, id), id, name);
	else
		sgf_prop_remove(info_node(d, id), id);
	document_set(d);
}

void document_set_result(struct document *d, const char *result)
{
	if (result)
		sgf_prop_set_text(info_node(d, "RE"), "RE", result);
	else
		sgf_prop_remove(info_node(d, "RE"), "RE");
	document_touch(d);
}

int document_delete(struct document *d)
{
	struct sgf_node *node = d->line[d->at], *parent = node->parent;

	if (!parent)
		return -1;
	for (struct sgf_node *n = d->resigned_at; n; n = n->parent)
		if (n == node)
			d->resigned_at = NULL;   /* the resignation goes with its node; RE stays as it was */
	record_changed(d->rec, node);   /* the record forgets it before it goes */
	sgf_delete(node);
	document_touch(d);
	line_through(d, parent);
	document_load(d);
	return 0;
}

void document_set_marking(struct document *d, const struct score *s, const struct score_marking *m)
{
	record_marking_write(d->line[d->at], game_board(record_game(d->rec)), s, m);
	document_touch(d);
}

void document_add_comment(struct document *d, const char *text)
{
	struct sgf_node *node = d->line[d->at];
	const char *raw = sgf_value(node, "C");
	char *old = raw ? sgf_text(raw) : NULL;
	size_t len = (old ? strlen(old) : 0) + strlen(text) + 3;
	char *both = xmalloc(len);

	snprintf(both, len, "%s%s%s", old ? old : "", old && *old ? "\n\n" : "", text);
	sgf_prop_set_text(node, "C", both);
	free(both);
	free(old);
	document_touch(d);
}

void document_set_comment(struct document *d, const char *text)
{
	struct sgf_node *node = d->line[d->at];

	if (text && *text)
		sgf_prop_set_text(node, "C", text);
	else
		sgf_prop_remove(node, "C");
	document_touch(d);
}

/* --- setup, markup and game information ----------------------------------------------------------- */

struct sgf_node *document_edit_node(struct document *d)
{
	return d->line[d->at];
}

struct sgf_node *document_add_node(struct document *d)
{
	struct sgf_node *n = sgf_add_child(d->line[d->at]);

	line_follow(d, n);
	d->at++;
	return n;
}

void document_edited(struct document *d)
{
	d->edits++;
	record_changed(d->rec, d->line[d->at]);
	document_touch(d);
	document_load(d);
}

int document_game_index(const struct document *d, int *count)
{
	int i = 0, at = 0;

	for (const struct sgf_node *g = record_sgf(d->rec)->games; g; g = g->next, i++)
		if (g == d->line[0])
			at = i;
	*count = i;
	return at;
}

int document_goto_game(struct document *d, int i)
{
	char err[256];

	if (record_select_game(d->rec, i, err, sizeof err) != 0)
		return -1;
	d->resigned_at = NULL;
	d->komi_given = record_komi_given(d->rec);
	line_through(d, record_root(d->rec));
	document_load(d);
	return 0;
}

/* --- the file ------------------------------------------------------------------------------------- */

char *document_text(const struct document *d, size_t *len)
{
	return sgf_write(record_sgf(d->rec), len);
}

int document_save(struct document *d, const char *path, char *err, size_t errlen)
{
	if (sgf_write_file(record_sgf(d->rec), path, err, errlen) != 0)
		return -1;
	d->changed = false;
	d->fresh = false;
	d->worked = false;
	return 0;
}

/*
 * The path as "DEPTH" then " D=I" for each depth D (from 1) at which the line takes child I other
 * than the first: short for the long main lines of real games.
 */
const char *document_path(const struct document *d, char *buf, size_t len)
{
	size_t n = (size_t)snprintf(buf, len, "%d", d->at);

	for (int i = 1; i <= d->at && n + 16 < len; i++) {
		int k = 0;
		for (const struct sgf_node *s = d->line[i]->parent->child; s != d->line[i]; s = s->next)
			k++;
		if (k > 0)
			n += (size_t)snprintf(buf + n, len - n, " %d=%d", i, k);
	}
	return buf;
}

int document_goto_path(struct document *d, const char *path)
{
	char *end;
	long depth = strtol(path, &end, 10);
	struct sgf_node *n = d->line[0];
	bool ok = end != path && depth >= 0;

	for (long i = 1; ok && i <= depth; i++) {
		long k = 0;
		char *next;
		long at = strtol(end, &next, 10);
		if (next != end && at == i && *next == '=')
			k = strtol(next + 1, &end, 10);
		struct sgf_node *c = n->child;
		while (c && k-- > 0)
			c = c->next;
		ok = c != NULL;
		n = c ? c : n;
	}
	if (!ok) {
		document_goto_node(d, d->line[0]);
		document_goto_end(d);
		return -1;
	}
	document_goto_node(d, n);
	return 0;
}

/* --- the clock's and the handicap's properties ------------------------------------------------------ */

const char *document_prop_above(const struct document *d, const char *id, const struct sgf_node **at)
{
	for (int i = d->at; i >= 0; i--) {
		const char *v = sgf_value(d->line[i], id);
		if (v) {
			if (at)
				*at = d->line[i];
			return v;
		}
	}
	return NULL;
}

/* Property id of node n was changed: when the game is read from it, the game is moved again. */
static void document_reread(struct document *d, const struct sgf_node *n, const char *id)
{
	if (!record_reads(id))
		return;
	record_changed(d->rec, n);
	document_load(d);
}

void document_set_prop(struct document *d, const char *id, const char *value)
{
	if (value)
		sgf_prop_set_text(d->line[d->at], id, value);
	else
		sgf_prop_remove(d->line[d->at], id);
	document_touch(d);
	document_reread(d, d->line[d->at], id);
}

void document_set_info(struct document *d, const char *id, const char *value)
{
	struct sgf_node *n = info_node(d, id);

	if (value && value[0])
		sgf_prop_set_text(n, id, value);
	else
		sgf_prop_remove(n, id);
	document_set(d);
	document_reread(d, n, id);
}

int document_place_stones(struct document *d, const int *pts, int n, int handicap)
{
	struct sgf_node *root = d->line[0];
	const struct board *b = game_board(record_game(d->rec));
	char buf[16];

	if (d->at != 0 || root->child)
		return -1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++)
			if (pts[i] == pts[j])
				return -1;
	sgf_prop_remove(root, "AB");
	for (int i = 0; i < n; i++)
		add_point(root, "AB", b, pts[i]);
	snprintf(buf, sizeof buf, "%d", handicap);
	if (handicap > 0)
		sgf_prop_set(root, "HA", buf);
	else
		sgf_prop_remove(root, "HA");
	d->edits++;
	record_changed(d->rec, root);
	document_touch(d);
	document_load(d);
	return 0;
}
