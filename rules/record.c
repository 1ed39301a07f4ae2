/*
 * record.c: game <-> SGF.
 *
 * How a line is loaded (record_load):
 *   1. The line: the ancestors of the chosen node, root first, then (record_select) its first
 *      children, or (record_goto) nothing more.
 *   2. The board: the root's GM and SZ, checked; an unplayable board is an error.
 *   3. The rules: the caller's defaults, then RU, KM and HA from the first node of the line that has
 *      each (game-info sits where games become distinguishable, not always at the root).
 *   4. The start position: the setup of the nodes before the first move (and of that move's own
 *      node) is applied in order to a scratch board, so that AE and later AB/AW act as in the file;
 *      the result becomes the game's free handicap or its setup stones, then the first player is
 *      chosen.
 *   5. The moves, node by node, property by property, until the line ends, `before` is reached, or
 *      a move cannot be played (the reason is kept and the game stays as it was).  The setup of a
 *      later node (AB/AW/AE, and PL in a node without a move) is one ACTION_SETUP of the game.
 *
 * How the game is moved to another node (record_goto), by the difference:
 *   1. The common ancestor: the deepest node that the path to the new node shares with the nodes
 *      applied whole (a step forward or back is known at once, from the line's last nodes).
 *   2. The whole load above is kept for two cases: an ancestor before the first node with a move
 *      (the start position is made of the setup up to that node, and it holds no action to keep)
 *      and a game-info property (RU, KM, HA) whose first node on the line is not the same: the rules
 *      the moves were played under differ.  record_changed marks the start position changed too.
 *   3. Otherwise the actions of the nodes after the ancestor are taken back, last first (game_undo:
 *      each as cheap as the action), with the warnings about those nodes; then step 5 applies the
 *      new nodes, each once.  Each warning remembers the node it is about (warn_at), the stop reason
 *      is dropped before each move, and the game ends as a whole load of the new line leaves it.
 */
#include "rules/record.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/sensei.h"
#include "rules/xalloc.h"

/* The game-info properties the loader reads from the first node of the line that has them. */
enum record_info_id { INFO_RU, INFO_KM, INFO_HA, INFO_IDS };
static const char *const info_ids[INFO_IDS] = { "RU", "KM", "HA" };

struct record {
	struct sgf_collection *sgf;   /* the collection read */
	struct sgf_node *root;        /* the game tree loaded */
	struct ruleset defaults;      /* the rules when the file gives none */
	struct game *game;            /* the game of the line, NULL once taken */
	struct sgf_node **line;       /* the line: root first */
	int *acts;                    /* acts[i]: the actions line[i] brings (record_count_actions) */
	int nline, line_cap;
	int *move_at;                 /* move_at[n]: the index in the line of the node of action n */
	int moves_cap;
	int nmoves, line_moves;
	int setup_end;                /* the index of the last node of the setup (move_node[0]) */
	int first_move;               /* the index of the first node with a move (nline when none):
					 the start position is made of line[0..first_move] */
	int info_at[INFO_IDS];        /* the index of the first node holding RU, KM, HA, or -1 */
	int reached;                  /* line[0..reached] were applied whole (loading did not stop in
					 them); the game holds their actions, and those of the next
					 node up to where loading stopped */
	bool restart;                 /* the start position changed (record_changed): load anew */
	long loads;                   /* times the line was loaded from its start (record_loads) */
	bool komi_given;
	char *stop;                   /* why loading stopped early, or NULL */
	char **warnings;              /* the parser's, then the loader's */
	int *warn_at;                 /* warn_at[i]: the index of the node warning i is about (-1:
					 the parser's, which stay) */
	int nwarnings, parse_warnings;
	int loading;                  /* the index of the node being loaded, for its warnings */
};

/* ---- messages ---- */

#define RECORD_MAX_WARNINGS 100  /* the loader's warnings kept, besides the stop reason */

/* "NAME:LINE:COL: what" for property at (the file alone when at is NULL or made in memory). */
static void record_vformat(const struct record *r, const struct sgf_prop *at, char *out, size_t len,
			   const char *fmt, va_list ap)
{
	char msg[512];

	vsnprintf(msg, sizeof msg, fmt, ap);
	if (at && at->line > 0)
		snprintf(out, len, "%s:%d:%d: %s", r->sgf->name, at->line, at->col, msg);
	else
		snprintf(out, len, "%s: %s", r->sgf->name, msg);
}

static void record_keep(struct record *r, const char *msg)
{
	r->warnings = xreallocarray(r->warnings, (size_t)r->nwarnings + 1, sizeof *r->warnings);
	r->warn_at = xreallocarray(r->warn_at, (size_t)r->nwarnings + 1, sizeof *r->warn_at);
	r->warn_at[r->nwarnings] = r->loading;
	r->warnings[r->nwarnings++] = xstrdup(msg);
}

static void record_warn(struct record *r, const struct sgf_prop *at, const char *fmt, ...)
{
	char msg[700];
	va_list ap;

	if (r->nwarnings - r->parse_warnings > RECORD_MAX_WARNINGS)
		return;
	if (r->nwarnings - r->parse_warnings == RECORD_MAX_WARNINGS) {
		snprintf(msg, sizeof msg, "%s: further warnings not shown", r->sgf->name);
		record_keep(r, msg);
		return;
	}
	va_start(ap, fmt);
	record_vformat(r, at, msg, sizeof msg, fmt, ap);
	va_end(ap);
	record_keep(r, msg);
}

/* Stop loading: keep the reason, which is also always the last warning. */
static void record_stop(struct record *r, const struct sgf_prop *at, const char *fmt, ...)
{
	char msg[700];
	va_list ap;

	va_start(ap, fmt);
	record_vformat(r, at, msg, sizeof msg, fmt, ap);
	va_end(ap);
	record_keep(r, msg);
	free(r->stop);
	r->stop = xstrdup(msg);
}

/* An error "NAME:LINE:COL: what" at property at (or the file when at is NULL); returns -1. */
static int record_error(const struct record *r, const struct sgf_prop *at, char *err, size_t errlen,
			const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	record_vformat(r, at, err, errlen, fmt, ap);
	va_end(ap);
	return -1;
}

/* Drop the reason loading stopped, which is also the last warning. */
static void record_unstop(struct record *r)
{
	if (!r->stop)
		return;
	free(r->stop);
	r->stop = NULL;
	free(r->warnings[--r->nwarnings]);
}

/* Drop the loader's warnings about line[from..] (all of them for from = 0), keeping the order of
 * the others. */
static void record_drop_warnings(struct record *r, int from)
{
	int k = r->parse_warnings;

	for (int i = r->parse_warnings; i < r->nwarnings; i++) {
		if (r->warn_at[i] >= from) {
			free(r->warnings[i]);
			continue;
		}
		r->warn_at[k] = r->warn_at[i];
		r->warnings[k++] = r->warnings[i];
	}
	r->nwarnings = k;
}

/* Drop what the last load left: its line, moves and warnings (not the parser's).  The game stays,
 * to be loaded again in place: a pointer to it stays good across record_select and record_goto. */
static void record_reset(struct record *r)
{
	r->nline = r->nmoves = r->line_moves = r->reached = 0;
	r->komi_given = false;
	r->restart = false;
	record_unstop(r);
	record_drop_warnings(r, 0);
}

/* ---- step 1: the line ---- */

static bool is_move(const struct sgf_prop *p)
{
	return strcmp(p->id, "B") == 0 || strcmp(p->id, "W") == 0;
}

static bool is_setup(const struct sgf_prop *p)
{
	return strcmp(p->id, "AB") == 0 || strcmp(p->id, "AW") == 0 || strcmp(p->id, "AE") == 0;
}

static int node_moves(const struct sgf_node *n)
{
	int k = 0;

	for (const struct sgf_prop *p = n->props; p; p = p->next)
		k += is_move(p);
	return k;
}

static int node_depth(const struct sgf_node *n)
{
	int depth = 0;

	for (; n; n = n->parent)
		depth++;
	return depth;
}

/* A node that would be a setup action once the game has moves: setup, or PL without a move. */
static bool node_is_setup(const struct sgf_node *n)
{
	bool pl = false;

	for (const struct sgf_prop *p = n->props; p; p = p->next) {
		if (is_setup(p))
			return true;
		pl |= strcmp(p->id, "PL") == 0;
	}
	return pl && node_moves(n) == 0;
}

/* record_count_actions for line[from..n), `moved` saying whether line[0..from) holds a move. */
static void count_actions_from(struct sgf_node *const *line, int from, int n, int *out, bool moved)
{
	for (int i = from; i < n; i++) {
		/* setup is an action only after the first move (record_moves_play) */
		out[i] = node_moves(line[i]) + (moved && node_is_setup(line[i]));
		moved |= node_moves(line[i]) > 0;
	}
}

void record_count_actions(struct sgf_node *const *line, int n, int *out)
{
	count_actions_from(line, 0, n, out, false);
}

/* Room for a line of n nodes, keeping line[0..nline). */
static void line_room(struct record *r, int n)
{
	if (n <= r->line_cap)
		return;
	r->line_cap = n > 2 * r->line_cap ? n : 2 * r->line_cap;
	r->line = xreallocarray(r->line, (size_t)r->line_cap, sizeof *r->line);
	r->acts = xreallocarray(r->acts, (size_t)r->line_cap, sizeof *r->acts);
}

/* Room for actions 0..n in move_at. */
static void moves_room(struct record *r, int n)
{
	if (n < r->moves_cap)
		return;
	r->moves_cap = n + 1 > 2 * r->moves_cap ? n + 1 : 2 * r->moves_cap;
	r->move_at = xreallocarray(r->move_at, (size_t)r->moves_cap, sizeof *r->move_at);
}

/* The line becomes line[0..from) and then the nodes from `node` (at depth `depth`, counting the
 * root as 1) up to line[from - 1]; with `through`, then node's first children.  Their actions are
 * counted into acts and line_moves. */
static void line_extend(struct record *r, int from, const struct sgf_node *node, int depth, bool through)
{
	int len = depth, i;
	const struct sgf_node *n;

	for (n = through ? node->child : NULL; n; n = n->child)
		len++;
	line_room(r, len);
	for (n = node, i = depth; i > from; n = n->parent)
		r->line[--i] = (struct sgf_node *)n;
	for (n = through ? node->child : NULL, i = depth; n; n = n->child)
		r->line[i++] = (struct sgf_node *)n;
	r->nline = len;
	count_actions_from(r->line, from, len, r->acts, from > r->first_move);
	for (i = from; i < len; i++)
		r->line_moves += r->acts[i];
	moves_room(r, r->line_moves);
}

/* Step 1 of a whole load: the line through node. */
static void line_build(struct record *r, const struct sgf_node *node, bool through)
{
	line_extend(r, 0, node, node_depth(node), through);
	r->setup_end = 0;
}

/* ---- step 2: the board ---- */

static int record_board_size(const struct record *r, int *size, char *err, size_t errlen)
{
	const struct sgf_prop *gm = sgf_prop_get(r->root, "GM");
	const struct sgf_prop *sz = sgf_prop_get(r->root, "SZ");
	int w, h;

	if (gm && strcmp(gm->values[0], "1") != 0)
		return record_error(r, gm, err, errlen, "GM[%.20s]: not a game of Go (GM[1])",
				    gm->values[0]);
	/* One message for every size that is no size or not one tengen plays, with the range. */
	if (sgf_size(r->root, &w, &h) != 0 || (w == h && (w < BOARD_MIN_SIZE || w > BOARD_MAX_SIZE)))
		return record_error(r, sz, err, errlen, "SZ[%.20s]: expected a board size from %d to %d",
				    sz->values[0], BOARD_MIN_SIZE, BOARD_MAX_SIZE);
	if (w != h)
		return record_error(r, sz, err, errlen, "SZ[%.20s]: rectangular boards (%dx%d) are "
				    "not supported", sz->values[0], w, h);
	*size = w;
	return 0;
}

/* ---- step 3: the rules ---- */

/* The first node of the line holding each game-info property, into info_at. */
static void record_find_info(struct record *r)
{
	for (int k = 0; k < INFO_IDS; k++) {
		r->info_at[k] = -1;
		for (int i = 0; i < r->nline && r->info_at[k] < 0; i++)
			if (sgf_prop_get(r->line[i], info_ids[k]))
				r->info_at[k] = i;
	}
}

/* Game-info property k of the line, or NULL; a warning that follows is about its node. */
static const struct sgf_prop *line_info(struct record *r, enum record_info_id k)
{
	if (r->info_at[k] < 0)
		return NULL;
	r->loading = r->info_at[k];
	return sgf_prop_get(r->line[r->info_at[k]], info_ids[k]);
}

/*
 * The rules of the line: RU (else the defaults), and KM.  Without KM, a handicap game (HA 2 or more)
 * takes its rules' handicap komi (0.5, Tang 0; ruleset_handicap_komi), as GNU Go and the servers
 * read such a record, unless the defaults carry a komi of their own choosing (not their preset's).
 */
static void record_rules(struct record *r, struct ruleset *rules, int handicap)
{
	const struct sgf_prop *ru = line_info(r, INFO_RU);
	char msg[256], name[128];

	*rules = r->defaults;
	if (ru) {
		char *text = sgf_simpletext(ru->values[0]);
		if (ruleset_parse(rules, text, msg, sizeof msg) != 0)
			record_warn(r, ru, "RU[%.60s]: %s: playing under %s", text, msg,
				    ruleset_str(&r->defaults, name, sizeof name));
		free(text);
	}
	const struct sgf_prop *km = line_info(r, INFO_KM);
	if (km) {
		char *text = sgf_simpletext(km->values[0]);
		int komi2;
		if (ruleset_parse_komi(text, &komi2) == 0) {
			rules->komi2 = komi2;
			r->komi_given = true;
		} else
			record_warn(r, km, "KM[%.40s]: expected a komi from -1000 to 1000, such as 6.5: komi %s kept", text,
				    ruleset_komi_str(rules->komi2, name));
		free(text);
	}
	if (!r->komi_given && handicap >= 2 && (ru || r->defaults.komi2 == ruleset_handicap_komi(&r->defaults, 0)))
		rules->komi2 = ruleset_handicap_komi(rules, handicap);
}

/* True if p, a TM of line[i], is the line's first TM: game-info, the one the clock reads. */
static bool record_first_tm(const struct record *r, int i, const struct sgf_prop *p)
{
	for (int j = 0; j < i; j++)
		if (sgf_prop_get(r->line[j], "TM"))
			return false;
	return sgf_prop_get(r->line[i], "TM") == p;
}

/*
 * The clock's values on line[from..], which tui/shared/clock.h reads: TM (the main time) and BL/WL
 * (the time left) are SGF reals of seconds, OB/OW (periods or moves left) SGF numbers.  Anything
 * else ("nan", "inf", "0x1p3", "1e3", a negative time) is a warning here, with its place in the
 * file, and the clock leaves it out: without a TM it reads, the game has no clock.
 */
static void record_clock_values(struct record *r, int from)
{
	static const struct { const char *id, *what; bool real; } props[] = {
		{ "TM", "a main time in seconds, such as 600 or 2.5: no clock", true },
		{ "BL", "Black's time left in seconds, such as 41.5: ignored", true },
		{ "WL", "White's time left in seconds, such as 41.5: ignored", true },
		{ "OB", "the periods or moves Black has left, such as 3: ignored", false },
		{ "OW", "the periods or moves White has left, such as 3: ignored", false },
	};
	double seconds;
	long n;

	for (int i = from; i < r->nline; i++)
		for (const struct sgf_prop *p = r->line[i]->props; p; p = p->next)
			for (size_t k = 0; k < sizeof props / sizeof props[0]; k++) {
				if (strcmp(p->id, props[k].id) != 0 || (k == 0 && !record_first_tm(r, i, p)))
					continue;
				r->loading = i;
				bool ok = props[k].real ? sgf_real(p->values[0], &seconds) == 0 && (k > 0 || seconds >= 0)
					: sgf_number(p->values[0], 0, LONG_MAX, &n) == 0;
				if (!ok)
					record_warn(r, p, "%s[%.20s]: expected %s", p->id, p->values[0], props[k].what);
			}
}

/* HA[n] as a number (0 when absent or not a number, with a warning then). */
static int record_handicap_value(struct record *r)
{
	const struct sgf_prop *ha = line_info(r, INFO_HA);
	char *end;

	if (!ha)
		return 0;
	long n = strtol(ha->values[0], &end, 10);
	if (end == ha->values[0] || *end != '\0' || n < 0 || n > BOARD_MAX_SIZE * BOARD_MAX_SIZE) {
		record_warn(r, ha, "HA[%.20s]: expected a number of handicap stones: ignored",
			    ha->values[0]);
		return 0;
	}
	return (int)n;
}

/* ---- step 4: the start position ---- */

static enum color setup_color(const char *id)
{
	return strcmp(id, "AB") == 0 ? BLACK : strcmp(id, "AW") == 0 ? WHITE : EMPTY;
}

/*
 * A point that two setup properties of one node set (AB[cc]AW[cc]): SGF FF[4] allows a point to be
 * set once per node.  It is a warning, not an error: the position is still well defined, since the
 * properties apply in file order and the later one wins (files in the wild do this), but the
 * warning says which one that is.
 */
static void setup_check_twice(struct record *r, const struct sgf_node *node, const struct board *b)
{
	const struct sgf_prop *set_by[SGF_MAX_SIZE * SGF_MAX_SIZE] = { 0 };
	struct sgf_point pts[SGF_MAX_SIZE * SGF_MAX_SIZE];
	char v[8];
	int bad;

	for (const struct sgf_prop *p = node->props; p; p = p->next) {
		if (!is_setup(p))
			continue;
		int n = sgf_point_list(p, b->size, pts, &bad);
		for (int i = 0; i < n; i++) {
			const struct sgf_prop **at = &set_by[pts[i].y * b->size + pts[i].x];
			if (*at)
				record_warn(r, p, "%s sets %s, which %s of the same node already set (SGF sets a "
					    "point once per node): %s, the later, is used", p->id,
					    board_vertex_str(b, board_point(b, pts[i].x, pts[i].y), v), (*at)->id,
					    p->id);
			*at = p;
		}
	}
}

/* Apply one AB/AW/AE property to the scratch board b. */
static void setup_apply(struct record *r, const struct sgf_prop *p, struct board *b)
{
	struct sgf_point pts[SGF_MAX_SIZE * SGF_MAX_SIZE];
	int bad, n = sgf_point_list(p, b->size, pts, &bad);

	if (bad >= 0)
		record_warn(r, p, "%s[%.20s] is not a point of a %dx%d board: ignored", p->id,
			    p->values[bad], b->size, b->size);
	for (int i = 0; i < n; i++)
		board_set(b, board_point(b, pts[i].x, pts[i].y), setup_color(p->id));
}

/* PL's colour, or EMPTY (with a warning) when it is not one. */
static enum color player_color(struct record *r, const struct sgf_prop *p)
{
	const char *v = p->values[0];

	if (strcasecmp(v, "b") == 0 || strcasecmp(v, "black") == 0)
		return BLACK;
	if (strcasecmp(v, "w") == 0 || strcasecmp(v, "white") == 0)
		return WHITE;
	record_warn(r, p, "PL[%.20s]: expected B or W: ignored", v);
	return EMPTY;
}

/* The index of the first node of the line holding a move (nline when none). */
static int first_move_node(const struct record *r)
{
	int i = 0;

	while (i < r->nline && node_moves(r->line[i]) == 0)
		i++;
	return i;
}

/* The colour of the first move of the line, or EMPTY. */
static enum color first_move_color(const struct record *r, int i)
{
	if (i == r->nline)
		return EMPTY;
	for (const struct sgf_prop *p = r->line[i]->props; p; p = p->next)
		if (is_move(p))
			return p->id[0] == 'B' ? BLACK : WHITE;
	return EMPTY;
}

/* Give the game the scratch position: as a free handicap when HA says so, else as setup stones. */
static void setup_place(struct record *r, const struct board *b, int handicap)
{
	int black[BOARD_MAX_POINTS], nblack = 0;
	const struct sgf_prop *ha = line_info(r, INFO_HA);

	BOARD_FOREACH(b, p)
		if (b->color[p] == BLACK)
			black[nblack++] = p;
	if (handicap >= 1 && nblack == handicap && b->stones[WHITE] == 0 &&
	    game_free_handicap(r->game, black, nblack) == 0)
		return;
	if (handicap >= 2 || (handicap == 1 && nblack + b->stones[WHITE] > 0))
		record_warn(r, ha, "HA[%d] but %d black and %d white setup stones: loaded as setup, "
			    "not as a handicap", handicap, nblack, b->stones[WHITE]);
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY)
			game_setup_stone(r->game, p, (enum color)b->color[p]);
}

/* Step 4.  Returns the index of the first node with a move. */
static int record_setup(struct record *r, int handicap)
{
	struct board b;
	enum color first = EMPTY;
	int start = first_move_node(r), last = start < r->nline ? start : r->nline - 1;

	board_init(&b, game_board(r->game)->size);
	for (int i = 0; i <= last; i++) {
		r->loading = i;
		setup_check_twice(r, r->line[i], &b);
		for (const struct sgf_prop *p = r->line[i]->props; p; p = p->next) {
			if (is_setup(p))
				setup_apply(r, p, &b);
			else if (strcmp(p->id, "PL") == 0 && i < start)
				first = player_color(r, p);
		}
	}
	setup_place(r, &b, handicap);
	if (first == EMPTY)
		first = first_move_color(r, start);
	if (first != EMPTY)
		game_set_first_player(r->game, first);
	r->setup_end = start > 0 ? start - 1 : 0;
	r->first_move = start;
	return start;
}

/* ---- step 5: the moves ---- */

/* Play one B or W property as move number n.  0, or -1 when loading must stop. */
static int record_play(struct record *r, const struct sgf_prop *p, int n)
{
	enum color c = p->id[0] == 'B' ? BLACK : WHITE;
	const struct board *b = game_board(r->game);
	struct sgf_point pt;
	int kind = sgf_move(p->values[0], b->size, &pt);
	char why[256], at[8];

	if (kind < 0) {
		record_stop(r, p, "move %d: %s[%.20s] is not a point of a %dx%d board; the game is "
			    "loaded up to move %d", n, p->id, p->values[0], b->size, b->size, n - 1);
		return -1;
	}
	if (p->nvalues > 1)
		record_warn(r, p, "move %d: %s has %d values: only the first is played", n, p->id,
			    p->nvalues);
	if (game_phase(r->game) == PHASE_OVER)
		game_resume(r->game);
	if (kind == 0)
		return game_pass(r->game, c) == 0 ? 0 : -1;
	int point = board_point(b, pt.x, pt.y);
	struct verdict_info v = game_play(r->game, c, point);
	if (v.verdict == VERDICT_LEGAL)
		return 0;
	record_stop(r, p, "move %d (%s %s) is %s; the game is loaded up to move %d", n,
		    color_str(c), board_vertex_str(b, point, at),
		    game_verdict_str(r->game, &v, why, sizeof why), n - 1);
	return -1;
}

/* The changes of a later node's AB/AW/AE in file order, in a new array *out (caller frees); a point
 * named twice is changed twice.  Returns their number. */
static int setup_changes(struct record *r, const struct sgf_node *node, struct game_change **out)
{
	const struct board *b = game_board(r->game);
	struct sgf_point pts[SGF_MAX_SIZE * SGF_MAX_SIZE];
	int n = 0, cap = 0, bad;

	*out = NULL;
	setup_check_twice(r, node, b);
	for (const struct sgf_prop *p = node->props; p; p = p->next) {
		if (!is_setup(p))
			continue;
		int k = sgf_point_list(p, b->size, pts, &bad);
		if (bad >= 0)
			record_warn(r, p, "%s[%.20s] is not a point of a %dx%d board: ignored", p->id,
				    p->values[bad], b->size, b->size);
		if (n + k > cap) {
			cap = 2 * (n + k);
			*out = xreallocarray(*out, (size_t)cap, sizeof **out);
		}
		for (int i = 0; i < k; i++)
			(*out)[n++] = (struct game_change){ board_point(b, pts[i].x, pts[i].y),
							    setup_color(p->id) };
	}
	return n;
}

/* The setup of a node after the first move: one setup action.  0, or -1 when loading must stop. */
static int record_setup_action(struct record *r, const struct sgf_node *node)
{
	const struct sgf_prop *pl = sgf_prop_get(node, "PL");
	enum color next = pl && node_moves(node) == 0 ? player_color(r, pl) : EMPTY;
	struct game_change *changes;
	int n = setup_changes(r, node, &changes);

	if (game_phase(r->game) == PHASE_OVER)
		game_resume(r->game);
	int rc = game_setup(r->game, changes, n, next);
	free(changes);
	if (rc != 0)
		record_stop(r, node->props, "setup after move %d cannot be applied; the game is loaded up to "
			    "move %d", r->nmoves, r->nmoves);
	return rc;
}

/* Step 5: the actions of line[from..], node by node, each once (from > 0: the first node with a
 * move or a later one). */
static void record_moves_play(struct record *r, int from, int before)
{
	r->reached = from - 1;
	for (int i = from; i < r->nline; i++) {
		const struct sgf_node *node = r->line[i];
		r->loading = i;
		if (i > r->first_move && node_is_setup(node)) {
			if (before > 0 && r->nmoves + 1 >= before)
				return;
			if (record_setup_action(r, node) != 0)
				return;
			r->move_at[++r->nmoves] = i;
		}
		for (const struct sgf_prop *p = node->props; p; p = p->next) {
			if (!is_move(p))
				continue;
			if (before > 0 && r->nmoves + 1 >= before)
				return;
			if (record_play(r, p, r->nmoves + 1) != 0)
				return;
			r->move_at[++r->nmoves] = i;
		}
		r->reached = i;
	}
}

/* Steps 1 to 5: the line through node loaded from its start. */
static int record_load(struct record *r, const struct sgf_node *node, bool through, int before,
		       char *err, size_t errlen)
{
	struct ruleset rules;
	int size = 0;

	record_reset(r);
	r->loads++;
	line_build(r, node, through);
	record_find_info(r);
	if (record_board_size(r, &size, err, errlen) != 0)
		return -1;
	int handicap = record_handicap_value(r);
	record_rules(r, &rules, handicap);
	record_clock_values(r, 0);
	if (r->game) {
		game_resize(r->game, size);
		game_set_rules(r->game, &rules);
	} else {
		r->game = game_new(size, &rules);
	}
	int start = record_setup(r, handicap);
	record_moves_play(r, start, before);
	return 0;
}

/* ---- the record ---- */

struct record *record_from_sgf(struct sgf_collection *c, int game, const struct ruleset *defaults,
			       int before, char *err, size_t errlen)
{
	struct record *r = xcalloc(1, sizeof *r);

	r->sgf = c;
	r->defaults = *defaults;
	r->loading = -1;
	for (int i = 0; i < c->nwarnings; i++)
		record_keep(r, c->warnings[i]);
	r->parse_warnings = r->nwarnings;
	r->root = sgf_game(c, game);
	if (!r->root) {
		record_error(r, NULL, err, errlen, "there is no game %d: the file holds %d", game + 1,
			     c->ngames);
		record_free(r);
		return NULL;
	}
	if (record_load(r, r->root, true, before, err, errlen) != 0) {
		record_free(r);
		return NULL;
	}
	return r;
}

struct record *record_parse(const char *data, size_t len, const char *name,
			    const struct ruleset *defaults, int before, char *err, size_t errlen)
{
	struct sgf_collection *c = sgf_parse(data, len, name, err, errlen);

	return c ? record_from_sgf(c, 0, defaults, before, err, errlen) : NULL;
}

struct record *record_read_file(const char *path, const struct ruleset *defaults, int before,
				char *err, size_t errlen)
{
	struct sgf_collection *c = sensei_read_file(path, err, errlen);   /* Sensei's Library diagrams */

	if (!c && err[0])
		return NULL;
	if (!c)
		c = sgf_read_file(path, err, errlen);

	return c ? record_from_sgf(c, 0, defaults, before, err, errlen) : NULL;
}

void record_free(struct record *r)
{
	if (!r)
		return;
	record_reset(r);
	game_free(r->game);
	for (int i = 0; i < r->nwarnings; i++)
		free(r->warnings[i]);
	free(r->warnings);
	free(r->warn_at);
	free(r->line);
	free(r->acts);
	free(r->move_at);
	sgf_free(r->sgf);
	free(r);
}

static bool record_holds(const struct record *r, const struct sgf_node *node)
{
	while (node->parent)
		node = node->parent;
	return node == r->root;
}

int record_select(struct record *r, const struct sgf_node *node, int before, char *err, size_t errlen)
{
	if (!record_holds(r, node))
		return record_error(r, NULL, err, errlen, "the node chosen is not in this game tree");
	return record_load(r, node, true, before, err, errlen);
}

/* ---- moving the game by the difference ---- */

/*
 * Step 1: the number of nodes that the path from the root to node shares with line[0..reached] (the
 * index of the node after their common ancestor), and node's depth in *depth (the root's is 1); -1
 * when node is not in this game tree.  A step forward or back is answered at once; a jump walks the
 * parents from node to the root (its depth, and its tree), then from node up to the line.
 */
static int record_common(const struct record *r, const struct sgf_node *node, int *depth)
{
	int m = r->reached + 1;

	if (m > 0 && node->parent == r->line[m - 1]) {
		*depth = m + 1;
		return m;
	}
	for (int k = m - 1; k >= 0 && k >= m - 2; k--)
		if (r->line[k] == node) {
			*depth = k + 1;
			return k + 1;
		}
	const struct sgf_node *top = node;
	*depth = 1;
	for (; top->parent; top = top->parent)
		++*depth;
	if (top != r->root)
		return -1;
	int i = *depth - 1;   /* the index node would have on a line */
	const struct sgf_node *a = node;
	for (; i >= m; i--)
		a = a->parent;
	while (i >= 0 && r->line[i] != a) {
		a = a->parent;
		i--;
	}
	return i + 1;
}

/* Take back the actions others added to the game after the line's (the board's resignation at
 * the end of a line).  False when the game is not the line's game and more. */
static bool record_take_extra(struct record *r)
{
	if (game_moves(r->game) < r->nmoves)
		return false;
	while (game_moves(r->game) > r->nmoves)
		if (game_undo(r->game) != 0)
			return false;
	return true;
}

/* The line becomes line[0..c): the actions of the later nodes (the partial one where loading
 * stopped included) are taken back, last first, and their warnings dropped.  False when an action
 * cannot be taken back. */
static bool record_truncate(struct record *r, int c)
{
	for (; r->nmoves > 0 && r->move_at[r->nmoves] >= c; r->nmoves--)
		if (game_undo(r->game) != 0)
			return false;
	record_drop_warnings(r, c);
	for (int i = c; i < r->nline; i++)
		r->line_moves -= r->acts[i];
	r->nline = c;
	if (r->reached >= c)
		r->reached = c - 1;
	return true;
}

/* True if the game-info of the line (RU, KM, HA from their first node) may differ from what the
 * game was loaded with, now that line[c..] are new nodes. */
static bool record_info_moved(const struct record *r, int c)
{
	for (int k = 0; k < INFO_IDS; k++) {
		if (r->info_at[k] >= c)
			return true;
		for (int i = c; r->info_at[k] < 0 && i < r->nline; i++)
			if (sgf_prop_get(r->line[i], info_ids[k]))
				return true;
	}
	return false;
}

int record_goto(struct record *r, const struct sgf_node *node, char *err, size_t errlen)
{
	int depth, c = record_common(r, node, &depth);

	if (c < 0)
		return record_error(r, NULL, err, errlen, "the node chosen is not in this game tree");
	record_unstop(r);
	/* The start position is not shared (or is new): the whole line is loaded, which takes no
	 * action back and applies each of the new line's once. */
	if (!r->game || r->restart || c <= r->first_move || !record_take_extra(r) || !record_truncate(r, c))
		return record_load(r, node, false, 0, err, errlen);
	line_extend(r, c, node, depth, false);
	if (record_info_moved(r, c))
		return record_load(r, node, false, 0, err, errlen);   /* other rules: all again */
	record_clock_values(r, c);
	record_moves_play(r, c, 0);
	return 0;
}

void record_changed(struct record *r, const struct sgf_node *node)
{
	int i = node_depth(node) - 1;

	if (i >= r->nline || r->line[i] != node)
		return;   /* nothing of the line came from it */
	record_unstop(r);
	if (i > r->first_move && r->game && record_take_extra(r) && record_truncate(r, i))
		return;
	/* It made the start position (or its actions cannot be taken back): the next record_goto
	 * loads the line from its start.  Until then the line stops before it. */
	r->restart = true;
	record_drop_warnings(r, i);
	r->nline = i;
	r->reached = r->reached < i ? r->reached : i - 1;
}

long record_loads(const struct record *r) { return r->loads; }

bool record_reads(const char *id)
{
	static const char *const ids[] = { "B", "W", "AB", "AW", "AE", "PL", "RU", "KM", "HA", "SZ", "GM" };

	for (size_t i = 0; i < sizeof ids / sizeof *ids; i++)
		if (strcmp(id, ids[i]) == 0)
			return true;
	return false;
}

int record_select_game(struct record *r, int game, char *err, size_t errlen)
{
	struct sgf_node *root = sgf_game(r->sgf, game);

	if (!root)
		return record_error(r, NULL, err, errlen, "there is no game %d: the file holds %d", game + 1,
				    r->sgf->ngames);
	struct sgf_node *was = r->root;
	r->root = root;
	if (record_load(r, root, true, 0, err, errlen) == 0)
		return 0;
	char scratch[256];   /* the game it was: loaded before, so it loads again */
	r->root = was;
	record_load(r, was, true, 0, scratch, sizeof scratch);
	return -1;
}

struct sgf_node *record_reached(const struct record *r)
{
	return r->reached >= 0 ? r->line[r->reached] : NULL;
}

struct game *record_game(const struct record *r) { return r->game; }
struct sgf_collection *record_sgf(const struct record *r) { return r->sgf; }
struct sgf_node *record_root(const struct record *r) { return r->root; }
int record_line_length(const struct record *r) { return r->nline; }
int record_moves(const struct record *r) { return r->nmoves; }
int record_line_moves(const struct record *r) { return r->line_moves; }
bool record_komi_given(const struct record *r) { return r->komi_given; }
const char *record_stop_reason(const struct record *r) { return r->stop; }
int record_nwarnings(const struct record *r) { return r->nwarnings; }

struct game *record_take_game(struct record *r)
{
	struct game *g = r->game;

	r->game = NULL;
	return g;
}

struct sgf_node *record_line_node(const struct record *r, int i)
{
	return i >= 0 && i < r->nline ? r->line[i] : NULL;
}

struct sgf_node *record_move_node(const struct record *r, int n)
{
	if (n < 0 || n > r->nmoves)
		return NULL;
	return r->line[n == 0 ? r->setup_end : r->move_at[n]];
}

const char *record_warning(const struct record *r, int i)
{
	return i >= 0 && i < r->nwarnings ? r->warnings[i] : NULL;
}

/* ---- writing ---- */

/* The usual SGF spelling of each preset (ruleset_parse reads them all back). */
static const struct { const char *preset, *sgf; } ru_names[] = {
	{ "tromp-taylor", "Tromp-Taylor" }, { "japanese", "Japanese" }, { "korean", "Korean" },
	{ "chinese", "Chinese" }, { "aga", "AGA" }, { "new-zealand", "NZ" }, { "tang", "Tang" },
};

const char *record_ru_str(const struct ruleset *rules, char *buf, size_t len)
{
	const char *preset = ruleset_preset_of(rules);

	for (size_t i = 0; preset && i < sizeof ru_names / sizeof *ru_names; i++)
		if (strcmp(preset, ru_names[i].preset) == 0)
			return ru_names[i].sgf;
	return ruleset_long_str(rules, buf, len);
}

static void add_point(struct sgf_node *n, const char *id, const struct board *b, int p)
{
	char s[3];

	sgf_prop_add(n, id, sgf_point_str((struct sgf_point){ board_x(b, p), board_y(b, p) }, s));
}

/* The properties a written root gets from the game, which base's own copies may not override. */
static bool generated(const char *id)
{
	static const char *const ids[] = { "FF", "CA", "GM", "AP", "SZ", "RU", "KM", "HA", "RE", "AB",
					   "AW", "AE", "PL", "B", "W" };

	for (size_t i = 0; i < sizeof ids / sizeof *ids; i++)
		if (strcmp(id, ids[i]) == 0)
			return true;
	return false;
}

static void copy_base(struct sgf_node *root, const struct sgf_node *base)
{
	for (const struct sgf_prop *p = base ? base->props : NULL; p; p = p->next)
		if (!generated(p->id))
			for (int i = 0; i < p->nvalues; i++)
				sgf_prop_add(root, p->id, p->values[i]);
}

static void write_result(struct sgf_node *root, const struct game *g, const char *result)
{
	if (result)
		sgf_prop_set_text(root, "RE", result);
	else if (game_end_reason(g) == END_RESIGN)
		sgf_prop_set(root, "RE", game_resigned(g) == BLACK ? "W+R" : "B+R");
	else if (game_end_reason(g) == END_CYCLE)
		sgf_prop_set(root, "RE", "Void");
}

/* The start position, and PL when the first player is not the one a reader assumes (see
 * record_setup): without moves, White after a handicap and Black otherwise. */
static void write_setup(struct sgf_node *root, const struct game *g)
{
	struct board b;
	enum color assumed = game_handicap(g) >= 1 ? WHITE : BLACK;

	game_board_at(g, 0, &b);
	BOARD_FOREACH(&b, p)
		if (b.color[p] == BLACK)
			add_point(root, "AB", &b, p);
	BOARD_FOREACH(&b, p)
		if (b.color[p] == WHITE)
			add_point(root, "AW", &b, p);
	if (game_moves(g) == 0 && game_to_move(g) != assumed)
		sgf_prop_set(root, "PL", game_to_move(g) == BLACK ? "B" : "W");
}

/* A setup action as a node: the last colour each point was given, as AE, AB and AW, and PL. */
static void write_setup_action(struct sgf_node *n, const struct game *g, int i)
{
	const struct board *b = game_board(g);
	const struct game_change *ch;
	int k = game_setup_changes(g, i, &ch);
	uint8_t last[BOARD_MAX_POINTS];
	static const char *const ids[] = { [EMPTY] = "AE", [BLACK] = "AB", [WHITE] = "AW" };

	memset(last, EDGE, sizeof last);
	for (int j = 0; j < k; j++)
		last[ch[j].point] = (uint8_t)ch[j].color;
	for (enum color c = EMPTY; c <= WHITE; c++)
		BOARD_FOREACH(b, p)
			if (last[p] == c)
				add_point(n, ids[c], b, p);
	sgf_prop_set(n, "PL", color_other(game_move(g, i)->color) == BLACK ? "B" : "W");
}

static void write_moves(struct sgf_node *root, const struct game *g)
{
	const struct board *b = game_board(g);
	struct sgf_node *n = root;

	for (int i = 1; i <= game_moves(g); i++) {
		const struct move *m = game_move(g, i);
		if (m->action == ACTION_RESIGN)
			continue;
		n = sgf_add_child(n);
		if (m->action == ACTION_SETUP)
			write_setup_action(n, g, i);
		else if (m->action == ACTION_PASS)
			sgf_prop_add(n, m->color == BLACK ? "B" : "W", "");
		else
			add_point(n, m->color == BLACK ? "B" : "W", b, m->point);
	}
}

struct sgf_collection *record_to_sgf(const struct game *g, const struct record_info *info)
{
	struct sgf_collection *c = sgf_new(NULL);
	struct sgf_node *root = sgf_add_game(c);
	const struct ruleset *rules = game_rules(g);
	char buf[256];

	sgf_stamp(root, info ? info->version : NULL);
	snprintf(buf, sizeof buf, "%d", game_board(g)->size);
	sgf_prop_set(root, "SZ", buf);
	copy_base(root, info ? info->base : NULL);
	sgf_prop_set_text(root, "RU", record_ru_str(rules, buf, sizeof buf));
	sgf_prop_set(root, "KM", ruleset_komi_str(rules->komi2, buf));
	if (game_handicap(g) > 0) {
		snprintf(buf, sizeof buf, "%d", game_handicap(g));
		sgf_prop_set(root, "HA", buf);
	}
	write_result(root, g, info ? info->result : NULL);
	write_setup(root, g);
	write_moves(root, g);
	return c;
}

int record_write_file(const struct game *g, const struct record_info *info, const char *path,
		      char *err, size_t errlen)
{
	struct sgf_collection *c = record_to_sgf(g, info);
	int rc = sgf_write_file(c, path, err, errlen);

	sgf_free(c);
	return rc;
}

/* --- a record's own marking ------------------------------------------------------------------------ */

/* True if node n plays or sets up no stone: what it holds at most is a pass. */
static bool record_passes_only(const struct sgf_node *n, int size)
{
	static const char *const setup[] = { "AB", "AW", "AE" };
	struct sgf_point pt;

	for (int i = 0; i < 3; i++)
		if (sgf_prop_get(n, setup[i]))
			return false;
	for (int c = 0; c < 2; c++) {
		const char *raw = sgf_value(n, c ? "W" : "B");
		if (raw && sgf_move(raw, size, &pt) != 0)
			return false;
	}
	return true;
}

/* 1.: the node whose TB and TW mark the position of the line's last node, or NULL. */
static const struct sgf_node *record_marking_node(const struct sgf_node *last, int size)
{
	if (!last || last->child)
		return NULL;
	for (const struct sgf_node *n = last; n; n = n->parent) {
		if (sgf_prop_get(n, "TB") || sgf_prop_get(n, "TW"))
			return n;
		if (!record_passes_only(n, size))
			return NULL;
	}
	return NULL;
}

int record_marking_read(const struct sgf_node *last, const struct board *b, int *dead)
{
	static const char *const ids[] = { [BLACK] = "TB", [WHITE] = "TW" };
	struct sgf_point pts[SGF_MAX_SIZE * SGF_MAX_SIZE];
	uint8_t in[BOARD_MAX_POINTS] = { 0 };
	bool seen[BOARD_MAX_POINTS] = { false };
	const struct sgf_node *node = record_marking_node(last, b->size);
	int bad, n = 0;

	if (!node)
		return -1;
	for (enum color c = BLACK; c <= WHITE; c++) {
		const struct sgf_prop *p = sgf_prop_get(node, ids[c]);
		int k = p ? sgf_point_list(p, b->size, pts, &bad) : 0;
		for (int i = 0; i < k; i++)
			if (pts[i].x < b->size && pts[i].y < b->size)
				in[board_point(b, pts[i].x, pts[i].y)] = (uint8_t)c;
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && in[p] == color_other((enum color)b->color[p]) && !seen[b->head[p]]) {
			seen[b->head[p]] = true;
			dead[n++] = p;
		}
	return n;
}

/* True if node n is a pass. */
static bool record_is_pass(const struct sgf_node *n, int size)
{
	struct sgf_point pt;

	for (int c = 0; c < 2; c++) {
		const char *raw = sgf_value(n, c ? "W" : "B");
		if (raw && sgf_move(raw, size, &pt) == 0)
			return true;
	}
	return false;
}

bool record_marking_reopened(const struct sgf_node *last, int size)
{
	const struct sgf_node *n = record_marking_node(last, size);

	return n && n != last && n->parent && record_is_pass(n, size) && record_is_pass(n->parent, size);
}

/* Whose TB or TW point p goes to (EMPTY: neither). */
static enum color record_marking_owner(const struct board *b, const struct score *s,
				       const struct score_marking *m, int p)
{
	if (b->color[p] != EMPTY && score_marking_get(m, p) == SCORE_DEAD)
		return color_other((enum color)b->color[p]);
	if (s->reason[p] == SCORE_BY_TERRITORY || s->reason[p] == SCORE_BY_DEAD)
		return (enum color)s->owner[p];
	return EMPTY;
}

void record_marking_write(struct sgf_node *node, const struct board *b, const struct score *s,
			  const struct score_marking *m)
{
	char raw[3];

	sgf_prop_remove(node, "TB");
	sgf_prop_remove(node, "TW");
	BOARD_FOREACH(b, p) {
		enum color o = record_marking_owner(b, s, m, p);
		if (o == BLACK || o == WHITE)
			sgf_prop_add(node, o == BLACK ? "TB" : "TW",
				     sgf_point_str((struct sgf_point){ board_x(b, p), board_y(b, p) }, raw));
	}
}
