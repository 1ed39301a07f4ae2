/*
 * edit.c: setup, marks and the game's information in the document (see edit.h).
 *
 * How an edit is made:
 *   1. edit_begin chooses the node (edit.h: setup after a move goes to a new node) and, for the log,
 *      keeps a copy of the node's properties as they were.
 *   2. The properties are changed in place: a point is added to a list property as a value of its
 *      own; a point taken out of a list rewrites that one property (its rectangles become points);
 *      every other property keeps its raw values.
 *   3. document_edited loads the game again; edit_end drops a log step that changed nothing.
 */
#include "config.h"

#include "tui/shared/edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"

/* --- a node's properties, kept and put back ----------------------------------------------------------- */

struct snapshot {
	int n;
	char **ids;
	int *nvalues;
	char ***values;
};

static void snapshot_take(struct snapshot *s, const struct sgf_node *node)
{
	memset(s, 0, sizeof *s);
	for (const struct sgf_prop *p = node->props; p; p = p->next)
		s->n++;
	s->ids = xcalloc((size_t)s->n + 1, sizeof *s->ids);
	s->nvalues = xcalloc((size_t)s->n + 1, sizeof *s->nvalues);
	s->values = xcalloc((size_t)s->n + 1, sizeof *s->values);
	int i = 0;
	for (const struct sgf_prop *p = node->props; p; p = p->next, i++) {
		s->ids[i] = xstrdup(p->id);
		s->nvalues[i] = p->nvalues;
		s->values[i] = xcalloc((size_t)p->nvalues, sizeof *s->values[i]);
		for (int k = 0; k < p->nvalues; k++)
			s->values[i][k] = xstrdup(p->values[k]);
	}
}

static void snapshot_free(struct snapshot *s)
{
	for (int i = 0; i < s->n; i++) {
		for (int k = 0; k < s->nvalues[i]; k++)
			free(s->values[i][k]);
		free(s->values[i]);
		free(s->ids[i]);
	}
	free(s->ids);
	free(s->nvalues);
	free(s->values);
	memset(s, 0, sizeof *s);
}

static void snapshot_put(const struct snapshot *s, struct sgf_node *node)
{
	while (node->props)
		sgf_prop_remove(node, node->props->id);
	for (int i = 0; i < s->n; i++)
		for (int k = 0; k < s->nvalues[i]; k++)
			sgf_prop_add(node, s->ids[i], s->values[i][k]);
}

static bool snapshot_same(const struct snapshot *s, const struct sgf_node *node)
{
	int i = 0;

	for (const struct sgf_prop *p = node->props; p; p = p->next, i++) {
		if (i == s->n || strcmp(p->id, s->ids[i]) || p->nvalues != s->nvalues[i])
			return false;
		for (int k = 0; k < p->nvalues; k++)
			if (strcmp(p->values[k], s->values[i][k]))
				return false;
	}
	return i == s->n;
}

/* --- the log -------------------------------------------------------------------------------------------- */

struct edit_step {
	struct sgf_node *node;        /* the node edited */
	bool created;                 /* the edit made it (undo deletes it) */
	struct snapshot props;        /* its properties before the edit (on the redo stack: after it) */
};

struct edit_stack {
	struct edit_step *steps;
	int n, cap;
};

struct edit_log {
	struct edit_stack undo, redo;
	const struct sgf_node *at;    /* the current node the last edit left */
};

static void stack_push(struct edit_stack *s, const struct edit_step *step)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->steps = xreallocarray(s->steps, (size_t)s->cap, sizeof *s->steps);
	}
	s->steps[s->n++] = *step;
}

static void stack_clear(struct edit_stack *s)
{
	for (int i = 0; i < s->n; i++)
		snapshot_free(&s->steps[i].props);
	s->n = 0;
}

struct edit_log *edit_log_new(void) { return xcalloc(1, sizeof(struct edit_log)); }

void edit_log_free(struct edit_log *l)
{
	if (!l)
		return;
	stack_clear(&l->undo);
	stack_clear(&l->redo);
	free(l->undo.steps);
	free(l->redo.steps);
	free(l);
}

void edit_log_follow(struct edit_log *l, const struct document *d)
{
	if (l->at != document_node(d)) {
		stack_clear(&l->undo);
		stack_clear(&l->redo);
		l->at = document_node(d);
	}
}

int edit_log_undos(const struct edit_log *l) { return l->undo.n; }
int edit_log_redos(const struct edit_log *l) { return l->redo.n; }

/* Take a step off one stack, do it to the document, and put its opposite on the other. */
static int log_move(struct edit_log *l, struct document *d, struct edit_stack *from, struct edit_stack *to,
		    bool undoing)
{
	edit_log_follow(l, d);
	if (from->n == 0)
		return -1;
	struct edit_step step = from->steps[--from->n], back = { step.node, step.created, { 0 } };
	if (undoing && step.created) {   /* the node goes; redo makes it again from its properties */
		snapshot_take(&back.props, step.node);
		document_delete(d);
	} else if (!undoing && step.created) {
		back.node = document_add_node(d);
		snapshot_put(&step.props, back.node);
		document_edited(d);
	} else {
		snapshot_take(&back.props, step.node);
		snapshot_put(&step.props, document_edit_node(d));
		document_edited(d);
	}
	for (int i = 0; i < from->n; i++)   /* a node made again is another node: the steps follow it */
		if (from->steps[i].node == step.node)
			from->steps[i].node = back.node;
	snapshot_free(&step.props);
	stack_push(to, &back);
	l->at = document_node(d);
	return 0;
}

int edit_undo(struct edit_log *l, struct document *d) { return log_move(l, d, &l->undo, &l->redo, true); }
int edit_redo(struct edit_log *l, struct document *d) { return log_move(l, d, &l->redo, &l->undo, false); }

/* --- 1. and 3. an edit's node ---------------------------------------------------------------------------- */

static bool node_has_move(const struct sgf_node *n)
{
	return sgf_prop_get(n, "B") || sgf_prop_get(n, "W");
}

/* One edit under way: its node, and the node's properties before it. */
struct edit_op {
	struct document *d;
	struct edit_log *log;         /* NULL: not logged */
	struct edit_step step;
};

/* The node an edit goes to (a new one for setup after a move), its properties kept. */
static struct sgf_node *edit_begin(struct edit_op *op, struct document *d, struct edit_log *log, bool setup)
{
	struct sgf_node *node = document_edit_node(d);

	*op = (struct edit_op){ d, log, { node, false, { 0 } } };
	if (log)
		edit_log_follow(log, d);
	if (setup && node_has_move(node)) {
		node = op->step.node = document_add_node(d);
		op->step.created = true;
	}
	snapshot_take(&op->step.props, node);
	return node;
}

/* After the edit: the game loaded again and the step logged, when it changed something (a node made
 * for nothing goes again).  Returns whether it did. */
static bool edit_end(struct edit_op *op)
{
	struct edit_step *step = &op->step;
	bool changed = step->created ? step->node->props != NULL : !snapshot_same(&step->props, step->node);

	if (changed)
		document_edited(op->d);
	else if (step->created)
		document_delete(op->d);
	if (changed && op->log) {
		stack_push(&op->log->undo, step);
		stack_clear(&op->log->redo);
	} else {
		snapshot_free(&step->props);
	}
	if (op->log)
		op->log->at = document_node(op->d);
	return changed;
}

/* --- 2. list properties ------------------------------------------------------------------------------- */

static struct sgf_point points[SGF_MAX_SIZE * SGF_MAX_SIZE];

static struct sgf_point point_of(const struct board *b, int p)
{
	return (struct sgf_point){ board_x(b, p), board_y(b, p) };
}

static bool list_has(const struct sgf_node *n, const char *id, const struct board *b, int p)
{
	const struct sgf_prop *prop = sgf_prop_get(n, id);
	int bad, k = prop ? sgf_point_list(prop, b->size, points, &bad) : 0;
	struct sgf_point pt = point_of(b, p);

	for (int i = 0; i < k; i++)
		if (points[i].x == pt.x && points[i].y == pt.y)
			return true;
	return false;
}

static void list_add(struct sgf_node *n, const char *id, const struct board *b, int p)
{
	char s[3];

	if (!list_has(n, id, b, p))
		sgf_prop_add(n, id, sgf_point_str(point_of(b, p), s));
}

/* Take p out of list property id: the property is written again as its other points. */
static bool list_remove(struct sgf_node *n, const char *id, const struct board *b, int p)
{
	if (!list_has(n, id, b, p))
		return false;
	const struct sgf_prop *prop = sgf_prop_get(n, id);
	int bad, k = sgf_point_list(prop, b->size, points, &bad);
	struct sgf_point pt = point_of(b, p);
	sgf_prop_remove(n, id);
	for (int i = 0; i < k; i++) {
		char s[3];
		if (points[i].x != pt.x || points[i].y != pt.y)
			sgf_prop_add(n, id, sgf_point_str(points[i], s));
	}
	return true;
}

/* The values of property id that keep(value, arg) says to keep; true when one went. */
static bool values_filter(struct sgf_node *n, const char *id, bool (*keep)(const char *raw, const void *arg),
			  const void *arg)
{
	struct sgf_prop *prop = sgf_prop_get(n, id);
	int kept = 0;

	if (!prop)
		return false;
	char **values = xcalloc((size_t)prop->nvalues, sizeof *values);
	int total = prop->nvalues;
	for (int i = 0; i < total; i++)
		if (keep(prop->values[i], arg))
			values[kept++] = xstrdup(prop->values[i]);
	if (kept < total) {
		sgf_prop_remove(n, id);
		for (int i = 0; i < kept; i++)
			sgf_prop_add(n, id, values[i]);
	}
	for (int i = 0; i < kept; i++)
		free(values[i]);
	free(values);
	return kept < total;
}

/* A composed value's two halves' points ("ab:cd" or a label's "ab:text"). */
struct composed {
	const struct board *b;
	int p;                       /* for keep_not_at: the point whose values go */
	int from, to;                /* for keep_not_line: the line that goes */
};

static bool keep_label_not_at(const char *raw, const void *arg)
{
	const struct composed *c = arg;
	const char *colon = sgf_compose_split(raw);

	return !colon || markup_point(raw, (size_t)(colon - raw), c->b) != c->p;
}

static bool keep_line_not_touching(const char *raw, const void *arg)
{
	const struct composed *c = arg;
	const char *colon = sgf_compose_split(raw);

	return !colon || (markup_point(raw, (size_t)(colon - raw), c->b) != c->p &&
			  markup_point(colon + 1, strlen(colon + 1), c->b) != c->p);
}

static bool keep_line_not(const char *raw, const void *arg)
{
	const struct composed *c = arg;
	const char *colon = sgf_compose_split(raw);

	return !colon || markup_point(raw, (size_t)(colon - raw), c->b) != c->from ||
	       markup_point(colon + 1, strlen(colon + 1), c->b) != c->to;
}

/* --- setup ------------------------------------------------------------------------------------------- */

static const char *setup_id(enum color c)
{
	return c == BLACK ? "AB" : c == WHITE ? "AW" : "AE";
}

static const struct board *board_now(const struct document *d)
{
	return game_board(document_game(d));
}

int edit_setup(struct document *d, struct edit_log *log, enum color c, const int *pts, int n, char *err,
	       size_t errlen)
{
	const struct board *b = board_now(d);
	int todo = 0;

	for (int i = 0; i < n; i++) {
		if (!board_on(b, pts[i])) {
			snprintf(err, errlen, "not a point of this %dx%d board", b->size, b->size);
			return -1;
		}
		todo += b->color[pts[i]] != c;
	}
	if (todo == 0)
		return 0;
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, true);
	int changed = 0;
	for (int i = 0; i < n; i++) {
		int p = pts[i];
		if (board_now(d)->color[p] == (int)c)
			continue;
		changed++;
		bool was = false;
		for (enum color k = EMPTY; k <= WHITE; k++)
			was |= list_remove(node, setup_id(k), board_now(d), p);
		if (was)
			document_edited(d);   /* the colour the position before this node gives p */
		if (board_now(d)->color[p] != (int)c)
			list_add(node, setup_id(c), board_now(d), p);
	}
	edit_end(&op);
	return changed;
}

int edit_to_play(struct document *d, struct edit_log *log, enum color c)
{
	if (game_to_move(document_game(d)) == c && game_phase(document_game(d)) == PHASE_PLAY)
		return 0;
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, true);
	sgf_prop_set(node, "PL", c == BLACK ? "B" : "W");
	return edit_end(&op);
}

/* --- marks ------------------------------------------------------------------------------------------------ */

/* Every mark of p off the node: TR SQ CR MA, LB, DD, and the lines from or to p. */
static bool clear_point(struct sgf_node *node, const struct board *b, int p)
{
	struct composed c = { .b = b, .p = p };
	bool was = false;

	for (int m = MARKUP_TRIANGLE; m <= MARKUP_CROSS; m++)
		was |= list_remove(node, markup_id((enum markup_mark)m), b, p);
	was |= list_remove(node, "DD", b, p);
	was |= values_filter(node, "LB", keep_label_not_at, &c);
	was |= values_filter(node, "AR", keep_line_not_touching, &c);
	was |= values_filter(node, "LN", keep_line_not_touching, &c);
	return was;
}

int edit_mark(struct document *d, struct edit_log *log, enum markup_mark m, const int *pts, int n)
{
	const struct board *b = board_now(d);
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, false);
	int changed = 0;

	for (int i = 0; i < n; i++) {
		if (!board_on(b, pts[i]))
			continue;
		if (m == MARKUP_NONE) {
			changed += clear_point(node, b, pts[i]);
			continue;
		}
		if (list_has(node, markup_id(m), b, pts[i]))
			continue;
		for (int k = MARKUP_TRIANGLE; k <= MARKUP_CROSS; k++)
			list_remove(node, markup_id((enum markup_mark)k), b, pts[i]);
		list_add(node, markup_id(m), b, pts[i]);
		changed++;
	}
	edit_end(&op);
	return changed;
}

int edit_unmark(struct document *d, struct edit_log *log, const int *pts, int n)
{
	const struct board *b = board_now(d);
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, false);
	int changed = 0;

	for (int i = 0; i < n; i++) {
		bool was = false;
		for (int k = MARKUP_TRIANGLE; board_on(b, pts[i]) && k <= MARKUP_CROSS; k++)
			was |= list_remove(node, markup_id((enum markup_mark)k), b, pts[i]);
		changed += was;
	}
	edit_end(&op);
	return changed;
}

int edit_dim(struct document *d, struct edit_log *log, const int *pts, int n, bool on)
{
	const struct board *b = board_now(d);
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, false);
	int changed = 0;

	for (int i = 0; i < n; i++) {
		if (!board_on(b, pts[i]) || list_has(node, "DD", b, pts[i]) == on)
			continue;
		if (on)
			list_add(node, "DD", b, pts[i]);
		else
			list_remove(node, "DD", b, pts[i]);
		changed++;
	}
	edit_end(&op);
	return changed;
}

int edit_label(struct document *d, struct edit_log *log, int p, const char *text)
{
	const struct board *b = board_now(d);
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, false);
	struct composed c = { .b = b, .p = p };
	char s[3];

	values_filter(node, "LB", keep_label_not_at, &c);
	if (text[0]) {
		char *raw = sgf_escape(text), *value = xmalloc(strlen(raw) + 4);
		sprintf(value, "%s:%s", sgf_point_str(point_of(b, p), s), raw);
		sgf_prop_add(node, "LB", value);
		free(value);
		free(raw);
	}
	return edit_end(&op);
}

int edit_line(struct document *d, struct edit_log *log, int from, int to, bool arrow)
{
	const struct board *b = board_now(d);
	struct edit_op op;
	struct sgf_node *node = edit_begin(&op, d, log, false);
	struct composed c = { .b = b, .from = from, .to = to };
	const char *id = arrow ? "AR" : "LN";
	char v[8], s0[3], s1[3];

	bool removed = values_filter(node, id, keep_line_not, &c);
	if (!removed) {
		snprintf(v, sizeof v, "%s:%s", sgf_point_str(point_of(b, from), s0), sgf_point_str(point_of(b, to), s1));
		sgf_prop_add(node, id, v);
	}
	edit_end(&op);
	return !removed;
}

/* The label text of the n-th letter label: A..Z, then AA, AB, ... */
static void letter_label(int n, char *buf, size_t len)
{
	if (n < 26)
		snprintf(buf, len, "%c", 'A' + n);
	else
		snprintf(buf, len, "%c%c", 'A' + (n / 26 - 1) % 26, 'A' + n % 26);
}

const char *edit_next_label(const struct document *d, bool number, char *buf, size_t len)
{
	struct markup m = { 0 };
	const struct board *b = board_now(d);

	markup_read(document_node(d), b, &m);
	for (int n = 0; n < 26 * 27; n++) {
		bool used = false;
		if (number)
			snprintf(buf, len, "%d", n + 1);
		else
			letter_label(n, buf, len);
		BOARD_FOREACH(b, p)
			used |= !strcmp(m.label[p], buf);
		if (!used)
			return buf;
	}
	return buf;
}

/* --- the game's information --------------------------------------------------------------------------- */

const char *const edit_info_props[] = {
	"GN", "game name", "EV", "event", "RO", "round", "DT", "date", "PC", "place", "PB", "Black",
	"BR", "Black's rank", "PW", "White", "WR", "White's rank", "KM", "komi", "RU", "rules",
	"HA", "handicap", "RE", "result", "SO", "source", "GC", "about the game", "US", "entered by",
	"AN", "annotated by", "CP", "copyright", "ON", "opening", "TM", "time", "OT", "overtime",
	NULL,
};

static bool info_known(const char *prop)
{
	for (int i = 0; edit_info_props[i]; i += 2)
		if (!strcmp(edit_info_props[i], prop))
			return true;
	return false;
}

static int edit_info_set(struct document *d, const char *prop, const char *value, char *err, size_t errlen);

/* Any property edited here is the user's work, rules and komi too (document_unsaved). */
int edit_info(struct document *d, const char *prop, const char *value, char *err, size_t errlen)
{
	int rc = edit_info_set(d, prop, value, err, errlen);

	if (rc == 0)
		document_touch(d);
	return rc;
}

static int edit_info_set(struct document *d, const char *prop, const char *value, char *err, size_t errlen)
{
	if (!strcmp(prop, "C")) {
		document_set_comment(d, value);
		return 0;
	}
	if (!info_known(prop)) {
		snprintf(err, errlen, "%s is not a property of the game's information (GN EV RO DT PC PB BR PW WR KM "
			 "RU HA RE SO GC US AN CP ON TM OT, or C for the comment)", prop);
		return -1;
	}
	if (!strcmp(prop, "KM") && value[0]) {
		int komi2;
		if (ruleset_parse_komi(value, &komi2) != 0) {
			snprintf(err, errlen, "KM: %s is not a komi (6.5, 7, 0.5, -3)", value);
			return -1;
		}
		document_set_komi(d, komi2);
		return 0;
	}
	if (!strcmp(prop, "RU") && value[0]) {
		struct ruleset r;
		char why[256];
		if (ruleset_parse(&r, value, why, sizeof why) != 0) {
			snprintf(err, errlen, "RU: %s", why);
			return -1;
		}
		if (document_komi_given(d))
			r.komi2 = game_rules(document_game(d))->komi2;
		document_set_rules(d, &r);
		return 0;
	}
	if (!strcmp(prop, "HA") && value[0]) {
		char *end;
		long n = strtol(value, &end, 10);
		if (end == value || *end || n < 0 || n > 9) {
			snprintf(err, errlen, "HA: %s is not a handicap (0, or 2 to 9 stones)", value);
			return -1;
		}
	}
	document_set_info(d, prop, value);
	document_edited(d);   /* KM, HA and the rest are read again into the game */
	return 0;
}
