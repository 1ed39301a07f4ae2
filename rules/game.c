/*
 * game.c: history, legality verdicts, passes, the end of the game, undo and redo.
 *
 * How superko is decided, exactly and over the whole game:
 *   1. Every position reached by a stone move or a pass (and the start position, index 0) is entered
 *      in a hash set keyed by the Zobrist hash of its colouring, with the number of the move after
 *      which it arose.  A pass repeats the colouring, so it matters only to situational superko: it
 *      hands the turn over, and the position with the other player to move is a new situation
 *      (as the New Zealand and AGA rules count a pass as a move).
 *   2. A candidate move's hash is computed without playing it (board_hash_after).  Only the entries
 *      with that hash are candidates; for situational superko only those after which the same player
 *      was to move as would be after the candidate.
 *   3. A candidate is confirmed by rebuilding that earlier board (a replay from the start) and
 *      comparing it with the board the move would make, so a hash collision can never forbid a move.
 * Replays start from the nearest snapshot of the board, kept every SNAP_EVERY moves, so a confirmation
 * costs at most that many moves whatever the length of the game.
 * Entries leave the set only in the reverse order of their arrival (undo), which lets the set use
 * linear probing with plain slot clearing: every entry that probed past a slot arrived later and has
 * therefore left already.  Growing the set re-enters the entries in move order to keep that true.
 *
 * How an action is taken back, in time proportional to what it changed (never by a replay):
 *   1. Applying an action keeps, beside it, the running state before it (ko, counts of plays and
 *      passes, the run of passes, the end; before a resumption when it resumed the game) and the
 *      words of the board it changed with their old values: the board is a value type without
 *      pointers, so the difference of its bytes before and after is the whole of what happened.
 *   2. Undo writes those words back, last first, and restores the state: the board is again the
 *      one before the action to the last bit (the same chains, listed in the same order, which the
 *      traces and chain lists of later moves read), as if the action had never been applied.
 *   3. Redo applies the stored action again, which keeps its record anew.
 * The log costs a copy and a comparison of the board per action, which the history's users can
 * afford (a person's moves, a record's line); a benchmark's playouts that never undo turn it off
 * (game_set_undoable).
 */
#include "rules/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"

#define SNAP_EVERY 64 /* moves between two snapshots of the board */

/* A multiset of position hashes, each with the move number after which the position arose. */
struct posset {
	uint64_t *keys;    /* the hashes */
	int32_t *vals;     /* move numbers; -1 marks an empty slot */
	int cap;           /* a power of two */
	int used;
};

/* What the rules track as the game goes on, besides the board: all of it is put back by an undo. */
struct game_state {
	int ko_point;              /* the point ko_color may not retake at once, or BOARD_NONE */
	enum color ko_color;       /* the player barred from ko_point */
	int plays[3];              /* stones and passes per colour */
	int passes[3];             /* passes per colour (AGA pass stones) */
	int run_of_passes;         /* consecutive passes at the end of the history since a resume */
	enum end_reason end;
	enum color resigned;
	bool resume_pending;       /* the game was resumed; the next move records it */
};

/* What taking back action n needs (see the top of this file). */
struct action_undo {
	struct game_state before;  /* the state before the action (and before the resumption it made) */
	int first_word, nwords;    /* its changes of the board: words[first_word .. + nwords) */
};

/* One word of the board that an action changed: its byte offset and its value before. */
struct board_word {
	uint32_t at;
	uint64_t old;
};

struct game {
	struct ruleset rules;
	struct board start;        /* the position before the first move, after setup */
	enum color first;          /* the player to move in the start position */
	int handicap;              /* handicap stones placed */
	struct board board;        /* the position now */
	struct move *moves;        /* moves[1..n] are played, moves[n+1..stored] can be redone */
	int n, stored, cap;
	struct game_change *changes; /* the changes of every ACTION_SETUP in moves[1..stored], in order */
	int nchanges, changes_cap;
	struct action_undo *undo;  /* undo[1..n]: how to take each played action back (cap entries) */
	struct board_word *words;  /* the board's changes of actions 1..n, in order */
	int nwords, words_cap;
	bool undoable;             /* the changes are kept (game_set_undoable) */
	long applied;              /* actions applied to the board since game_new (game_applied) */
	struct posset seen;        /* positions reached, see the top of this file */
	struct board *snaps;       /* snaps[k - 1]: the board after move k * SNAP_EVERY */
	int nsnaps, snaps_cap;     /* snapshots that match the history, and room */
	struct game_state st;      /* the state now */
	struct game_state resumed_from; /* the state before game_resume, while st.resume_pending */
};

static void posset_init(struct posset *s, int cap)
{
	s->cap = cap;
	s->used = 0;
	s->keys = xcalloc((size_t)cap, sizeof *s->keys);
	s->vals = xmalloc((size_t)cap * sizeof *s->vals);
	memset(s->vals, 0xff, (size_t)cap * sizeof *s->vals);
}

static void posset_free(struct posset *s)
{
	free(s->keys);
	free(s->vals);
}

static int posset_slot(const struct posset *s, uint64_t key)
{
	return (int)((key ^ (key >> 29)) & (uint64_t)(s->cap - 1));
}

static void posset_put(struct posset *s, uint64_t key, int val)
{
	int i = posset_slot(s, key);

	while (s->vals[i] >= 0)
		i = (i + 1) & (s->cap - 1);
	s->keys[i] = key;
	s->vals[i] = val;
	s->used++;
}

/* Remove the entry (key, val), which must be the latest one entered. */
static void posset_remove(struct posset *s, uint64_t key, int val)
{
	for (int i = posset_slot(s, key); s->vals[i] >= 0; i = (i + 1) & (s->cap - 1))
		if (s->keys[i] == key && s->vals[i] == val) {
			s->vals[i] = -1;
			s->used--;
			return;
		}
}


/* Call fn(val, arg) for every entry with this key, in no order; stop early when fn returns true. */
static bool posset_any(const struct posset *s, uint64_t key, bool (*fn)(int val, void *arg), void *arg)
{
	for (int i = posset_slot(s, key); s->vals[i] >= 0; i = (i + 1) & (s->cap - 1))
		if (s->keys[i] == key && fn(s->vals[i], arg))
			return true;
	return false;
}

static enum color game_to_move_after(const struct game *g, int n)
{
	return n == 0 ? g->first : color_other(g->moves[n].color);
}

/*
 * True if the position after move i has an entry in the set (see the top of this file).  A pass
 * that follows a pass adds nothing when one of the two positions before it (the same colouring)
 * already stood with the same player to move: a long run of passes adds at most two entries.
 */
static bool game_move_has_entry(const struct game *g, int i)
{
	const struct move *m = &g->moves[i];

	if (m->action != ACTION_PASS)
		return m->action == ACTION_PLAY || m->action == ACTION_SETUP;
	if (i < 2 || g->moves[i - 1].action != ACTION_PASS)
		return true;
	enum color next = color_other(m->color);
	return game_to_move_after(g, i - 1) != next && game_to_move_after(g, i - 2) != next;
}

/* Remove the entries of moves n..from+1, latest first. */
static void game_seen_unwind(struct game *g, int n, int from)
{
	for (int i = n; i > from; i--)
		if (game_move_has_entry(g, i))
			posset_remove(&g->seen, g->moves[i].hash, i);
}

static void game_posset_grow(struct game *g)
{
	posset_free(&g->seen);
	posset_init(&g->seen, g->seen.cap * 2);
	posset_put(&g->seen, g->start.hash, 0);
	for (int i = 1; i <= g->n; i++)
		if (game_move_has_entry(g, i))
			posset_put(&g->seen, g->moves[i].hash, i);
}

static void game_seen_add(struct game *g, uint64_t key, int val)
{
	if (2 * (g->seen.used + 1) > g->seen.cap)
		game_posset_grow(g);
	posset_put(&g->seen, key, val);
}

struct game *game_new(int size, const struct ruleset *rules)
{
	struct game *g = xcalloc(1, sizeof *g);

	g->rules = *rules;
	g->cap = 64;
	g->moves = xmalloc((size_t)g->cap * sizeof *g->moves);
	g->undo = xmalloc((size_t)g->cap * sizeof *g->undo);
	g->undoable = true;
	posset_init(&g->seen, 1024);
	game_resize(g, size);
	return g;
}

void game_free(struct game *g)
{
	if (!g)
		return;
	posset_free(&g->seen);
	free(g->moves);
	free(g->undo);
	free(g->words);
	free(g->changes);
	free(g->snaps);
	free(g);
}

/* The board and the running state of the start position, before any move. */
static void game_reset_state(struct game *g)
{
	g->board = g->start;
	g->st = (struct game_state){ .ko_point = BOARD_NONE, .ko_color = EMPTY, .end = END_NONE,
				     .resigned = EMPTY };
}

/* Forget the moves (played and redoable) and return to the start position. */
static void game_forget_moves(struct game *g)
{
	game_seen_unwind(g, g->n, 0);
	posset_remove(&g->seen, g->start.hash, 0);
	g->n = g->stored = 0;
	g->nchanges = 0;
	g->nwords = 0;
	g->nsnaps = 0;
	game_reset_state(g);
	posset_put(&g->seen, g->start.hash, 0);
}

void game_resize(struct game *g, int size)
{
	game_forget_moves(g);
	posset_remove(&g->seen, g->start.hash, 0);
	board_init(&g->start, size);
	g->first = BLACK;
	g->handicap = 0;
	g->board = g->start;
	posset_put(&g->seen, g->start.hash, 0);
}

void game_clear(struct game *g)
{
	game_resize(g, g->start.size);
}

const struct board *game_board(const struct game *g) { return &g->board; }
const struct ruleset *game_rules(const struct game *g) { return &g->rules; }
void game_set_rules(struct game *g, const struct ruleset *rules) { g->rules = *rules; }
void game_set_komi(struct game *g, int komi2) { g->rules.komi2 = komi2; }
int game_handicap(const struct game *g) { return g->handicap; }
enum phase game_phase(const struct game *g) { return g->st.end == END_NONE ? PHASE_PLAY : PHASE_OVER; }
enum end_reason game_end_reason(const struct game *g) { return g->st.end; }
enum color game_resigned(const struct game *g) { return g->st.resigned; }
int game_moves(const struct game *g) { return g->n; }
int game_redo_count(const struct game *g) { return g->stored - g->n; }
int game_plays(const struct game *g, enum color c) { return g->st.plays[c]; }
long game_applied(const struct game *g) { return g->applied; }

const struct move *game_move(const struct game *g, int n)
{
	return n >= 1 && n <= g->n ? &g->moves[n] : NULL;
}

enum color game_to_move(const struct game *g)
{
	return g->n == 0 ? g->first : color_other(g->moves[g->n].color);
}

int game_prisoners(const struct game *g, enum color c)
{
	enum color o = color_other(c);
	return g->board.removed[o] + (g->rules.pass_stones ? g->st.passes[o] : 0);
}

int game_suicided(const struct game *g, enum color c)
{
	int n = 0;

	for (int k = 1; k <= g->n; k++)
		if (g->moves[k].color == c && g->moves[k].action == ACTION_PLAY)
			n += g->moves[k].suicided;
	return n;
}

int game_ko_point(const struct game *g, enum color c)
{
	return g->st.ko_color == c ? g->st.ko_point : BOARD_NONE;
}

/* Setup changes the start position, so the moves to redo and the start's entry go. */
static int game_setup_begin(struct game *g)
{
	if (g->n > 0)
		return -1;
	game_forget_moves(g);
	posset_remove(&g->seen, g->start.hash, 0);
	return 0;
}

static void game_setup_end(struct game *g)
{
	g->board = g->start;
	posset_put(&g->seen, g->start.hash, 0);
}

int game_setup_stone(struct game *g, int p, enum color c)
{
	if (!board_on(&g->start, p) || game_setup_begin(g) != 0)
		return -1;
	board_set(&g->start, p, c);
	game_setup_end(g);
	return 0;
}

int game_set_first_player(struct game *g, enum color c)
{
	if (g->n > 0)
		return -1;
	g->first = c;
	return 0;
}

/*
 * The fixed handicap points in the order of the GTP specification, as (column, row) on the lines
 * counted from the lower left: L is the star line nearest the edge, H the far one, M the centre.
 */
enum { L, M, H };
static const int handicap_order[9][2] = {
	{ L, L }, { H, H }, { L, H }, { H, L }, /* the corners */
	{ L, M }, { H, M },                     /* the sides, from 6 stones */
	{ M, L }, { M, H },                     /* top and bottom, from 8 stones */
};

static int handicap_line(int size, int which)
{
	int edge = size >= 13 ? 4 : 3;
	return which == L ? edge : which == H ? size + 1 - edge : (size + 1) / 2;
}

static int handicap_point(const struct board *b, int col, int row)
{
	return board_point(b, handicap_line(b->size, col) - 1, b->size - handicap_line(b->size, row));
}

int game_fixed_handicap(struct game *g, int n, int *out)
{
	const struct board *b = &g->start;
	int points[9], k = 0;
	/* GTP's table: none below 7x7; four at most on 7x7 and even sizes (no centre line to use). */
	int max = b->size < 7 ? 0 : b->size % 2 == 0 || b->size == 7 ? 4 : 9;

	if (n < 2 || n > max)
		return -1;
	/* From five stones on, an odd count puts its last stone on the centre. */
	bool centre = n >= 5 && n % 2 == 1;
	while (k < n - centre) {
		points[k] = handicap_point(b, handicap_order[k][0], handicap_order[k][1]);
		k++;
	}
	if (centre)
		points[k++] = handicap_point(b, M, M);
	if (game_free_handicap(g, points, k) != 0)
		return -1;
	if (out)
		memcpy(out, points, (size_t)k * sizeof *points);
	return 0;
}

int game_free_handicap(struct game *g, const int *points, int n)
{
	if (n < 1 || g->n > 0 || g->start.stones[BLACK] + g->start.stones[WHITE] > 0)
		return -1;
	for (int i = 0; i < n; i++) {
		if (!board_on(&g->start, points[i]))
			return -1;
		for (int j = 0; j < i; j++)
			if (points[j] == points[i])
				return -1;
	}
	game_setup_begin(g);
	for (int i = 0; i < n; i++)
		board_set(&g->start, points[i], BLACK);
	g->handicap = n;
	g->first = WHITE;
	game_setup_end(g);
	return 0;
}

/* What action m does to the stones of b: a stone by rule 7, or a setup's changes. */
static void game_board_apply(const struct game *g, const struct move *m, struct board *b)
{
	if (m->action == ACTION_PLAY)
		board_play(b, m->color, m->point, NULL);
	for (int i = 0; m->action == ACTION_SETUP && i < m->changes; i++)
		board_set(b, g->changes[m->first_change + i].point, g->changes[m->first_change + i].color);
}

void game_board_at(const struct game *g, int n, struct board *out)
{
	int k = n / SNAP_EVERY < g->nsnaps ? n / SNAP_EVERY : g->nsnaps;

	*out = k > 0 ? g->snaps[k - 1] : g->start;
	for (int i = k * SNAP_EVERY + 1; i <= n && i <= g->stored; i++)
		game_board_apply(g, &g->moves[i], out);
}

/* What a superko lookup needs to confirm a candidate entry. */
struct repeat_query {
	const struct game *g;
	const struct board *after;  /* the board the move would make */
	bool situational;
	enum color next;            /* the player to move after the candidate move */
	int found;                  /* the earliest confirmed move number, or -1 */
};

static bool repeat_confirm(int val, void *arg)
{
	struct repeat_query *q = arg;
	struct board then;

	if (q->situational && game_to_move_after(q->g, val) != q->next)
		return false;
	if (q->found >= 0 && q->found <= val)
		return false;
	game_board_at(q->g, val, &then);
	if (board_equal(&then, q->after))
		q->found = val;
	return false; /* keep looking for an earlier one */
}

/* The earliest move after which the board `after` (hash h) stood with `next` to move, or -1. */
static int game_find_repeat(const struct game *g, uint64_t h, const struct board *after,
			    bool situational, enum color next)
{
	struct repeat_query q = { g, after, situational, next, -1 };

	posset_any(&g->seen, h, repeat_confirm, &q);
	return q.found;
}

static bool game_any_entry(int val, void *arg)
{
	(void)val;
	(void)arg;
	return true;
}

/*
 * Suicide: which self-captures the rules allow (the size is asked only when it matters).  Multi-stone
 * suicide under positional superko is Tromp-Taylor's: it has no suicide rule, and a lone stone that
 * clears itself is refused because the colouring repeats (rule 6), which the superko check says.
 */
static bool game_suicide_allowed(const struct game *g, const struct ruleset *r, enum color c, int p)
{
	switch (r->suicide) {
	case SUICIDE_ALL: return true;
	case SUICIDE_MULTI: return r->ko == KO_POSITIONAL || board_chain_size_after(&g->board, c, p) > 1;
	default: return false;
	}
}

int game_find_position(const struct game *g, const struct board *b, bool situational, enum color next)
{
	if (!posset_any(&g->seen, b->hash, game_any_entry, NULL))
		return -1;
	return game_find_repeat(g, b->hash, b, situational, next);
}

struct verdict_info game_check(const struct game *g, enum color c, int p)
{
	return game_check_as(g, &g->rules, c, p);
}

struct verdict_info game_check_as(const struct game *g, const struct ruleset *r, enum color c, int p)
{
	struct verdict_info v = { .verdict = VERDICT_LEGAL, .color = c, .point = p,
				  .ko = r->ko, .suicide = r->suicide, .repeats = -1, .ko_point = BOARD_NONE };
	const struct board *b = &g->board;

	if (!board_on(b, p)) {
		v.verdict = VERDICT_OFF_BOARD;
		return v;
	}
	if (b->color[p] != EMPTY) {
		v.verdict = VERDICT_OCCUPIED;
		return v;
	}
	if (board_is_suicide(b, c, p) && !game_suicide_allowed(g, r, c, p)) {
		v.verdict = VERDICT_SUICIDE;
		return v;
	}
	if (r->ko == KO_SIMPLE) {
		if (p == g->st.ko_point && c == g->st.ko_color) {
			v.verdict = VERDICT_KO;
			v.ko_point = p;
			v.repeats = g->n - 1;
		}
		return v;
	}
	if (r->ko == KO_POSITIONAL && p == g->st.ko_point && c == g->st.ko_color) {
		/*
		 * Retaking a ko at once always recreates the colouring before the capture: no replay.
		 * (Not for situational superko: after two moves in a row by one player the player to
		 * move differs.)
		 */
		v.verdict = VERDICT_SUPERKO;
		v.repeats = g->n - 1;
		return v;
	}
	uint64_t h = board_hash_after(b, c, p);
	if (!posset_any(&g->seen, h, game_any_entry, NULL))
		return v;
	struct board after = *b;
	board_play(&after, c, p, NULL);
	v.repeats = game_find_repeat(g, h, &after, r->ko == KO_SITUATIONAL, color_other(c));
	if (v.repeats >= 0)
		v.verdict = VERDICT_SUPERKO;
	return v;
}

/* Append a move record, dropping whatever could have been redone. */
static struct move *game_append(struct game *g)
{
	if (g->n + 1 >= g->cap) {
		g->cap *= 2;
		g->moves = xreallocarray(g->moves, (size_t)g->cap, sizeof *g->moves);
		g->undo = xreallocarray(g->undo, (size_t)g->cap, sizeof *g->undo);
	}
	g->stored = ++g->n;
	if (g->nsnaps > (g->n - 1) / SNAP_EVERY)
		g->nsnaps = (g->n - 1) / SNAP_EVERY; /* later snapshots belonged to the dropped line */
	struct move *m = &g->moves[g->n];
	const struct move *prev = g->n > 1 ? &g->moves[g->n - 1] : NULL;
	g->nchanges = prev ? prev->first_change + prev->changes : 0; /* the dropped line's go too */
	m->flags = g->st.resume_pending ? MOVE_RESUMES : 0;
	m->changes = 0;
	m->first_change = g->nchanges;
	/* The move resumes the game itself (game_apply), from the state before game_resume: its undo
	 * then ends the game again, as a replay of the moves before it would. */
	if (g->st.resume_pending)
		g->st = g->resumed_from;
	return m;
}

/* Keep a snapshot of the board after move n when n is a multiple of SNAP_EVERY. */
static void game_snapshot(struct game *g, int n)
{
	int k = n / SNAP_EVERY;

	if (n % SNAP_EVERY != 0 || k > g->nsnaps + 1)
		return;
	if (k > g->snaps_cap) {
		g->snaps_cap = g->snaps_cap ? 2 * g->snaps_cap : 8;
		g->snaps = xreallocarray(g->snaps, (size_t)g->snaps_cap, sizeof *g->snaps);
	}
	g->snaps[k - 1] = g->board;
	if (k > g->nsnaps)
		g->nsnaps = k;
}

/* Keep the word of the board at byte `at` when it differs from `was`'s. */
static void game_log_word(struct game *g, const unsigned char *was, const unsigned char *now, size_t at)
{
	uint64_t a, b;

	memcpy(&a, was + at, sizeof a);
	memcpy(&b, now + at, sizeof b);
	if (a == b)
		return;
	if (g->nwords == g->words_cap) {
		g->words_cap = g->words_cap ? 2 * g->words_cap : 1024;
		g->words = xreallocarray(g->words, (size_t)g->words_cap, sizeof *g->words);
	}
	g->words[g->nwords++] = (struct board_word){ (uint32_t)at, a };
}

/*
 * Step 1 at the top of this file: keep the words of the board that differ from `before`.  The bytes
 * are compared by blocks with memcmp, which the C library does with vector instructions: an action
 * changes a few dozen words of the board's 800, in a few blocks.  (Bytes, not values: the board has
 * no padding, and a byte restored is a byte as it was.)
 */
static void game_log_changes(struct game *g, const struct board *before, struct action_undo *u)
{
	const unsigned char *was = (const unsigned char *)before, *now = (const unsigned char *)&g->board;
	const size_t word = sizeof(uint64_t), block = 8 * word;
	size_t at = 0;

	/* struct board holds a uint64_t, so its size is a whole number of such words */
	for (; at + block <= sizeof *before; at += block)
		if (memcmp(was + at, now + at, block) != 0)
			for (size_t k = at; k < at + block; k += word)
				game_log_word(g, was, now, k);
	for (; at < sizeof *before; at += word)
		game_log_word(g, was, now, at);
	u->nwords = g->nwords - u->first_word;
}

/* Step 1: the state before action n, and where its changes of the board will go. */
static void game_keep_before(struct game *g, int n)
{
	struct action_undo *u = &g->undo[n];

	if (!g->undoable) {
		u->nwords = -1;   /* not kept: this action cannot be taken back */
		return;
	}
	u->before = g->st;
	u->first_word = g->nwords;
	u->nwords = 0;
}

/* Action n's stones on the board (game_board_apply) with their changes kept, for an undoable game.
 * Apart, so that the board copy it holds costs nothing to a game that keeps no changes. */
static void __attribute__((noinline)) game_change_board_kept(struct game *g, int n)
{
	struct board before = g->board;

	game_board_apply(g, &g->moves[n], &g->board);
	game_log_changes(g, &before, &g->undo[n]);
}

static inline void game_change_board(struct game *g, int n)
{
	const struct move *m = &g->moves[n];

	if (g->undoable)
		game_change_board_kept(g, n);
	else if (m->action == ACTION_PLAY)
		board_play(&g->board, m->color, m->point, NULL);
	else
		game_board_apply(g, m, &g->board);
}

/* Apply action n (already recorded) to the board and the running state, keeping what takes it
 * back (the top of this file). */
static void game_apply(struct game *g, int n)
{
	struct move *m = &g->moves[n];
	enum color o = color_other(m->color);

	g->applied++;
	game_keep_before(g, n);
	if (m->flags & MOVE_RESUMES) {
		g->st.end = END_NONE;
		g->st.run_of_passes = 0;
	}
	g->st.ko_point = BOARD_NONE;
	g->st.ko_color = EMPTY;
	switch (m->action) {
	case ACTION_PLAY: {
		int before_o = g->board.removed[o], before_c = g->board.removed[m->color];
		game_change_board(g, n);
		m->captured = g->board.removed[o] - before_o;
		m->suicided = g->board.removed[m->color] - before_c;
		m->hash = g->board.hash;
		/* A lone stone that took one stone and has one liberty left: that liberty is the stone
		 * just taken, which o may not retake at once. */
		if (m->captured == 1 && board_chain_size(&g->board, m->point) == 1 &&
		    board_libs(&g->board, m->point) == 1) {
			g->st.ko_point = board_last_liberty(&g->board, m->point);
			g->st.ko_color = o;
		}
		g->st.plays[m->color]++;
		g->st.run_of_passes = 0;
		if (m->flags & MOVE_ENDS_CYCLE)
			g->st.end = END_CYCLE;
		game_snapshot(g, n);
		break;
	}
	case ACTION_PASS:
		m->hash = g->board.hash;
		game_snapshot(g, n);
		g->st.plays[m->color]++;
		g->st.passes[m->color]++;
		g->st.run_of_passes++;
		/* Two passes in a row end play; with AGA pass stones White must pass last. */
		if (g->st.run_of_passes >= 2 && (!g->rules.pass_stones || m->color == WHITE))
			g->st.end = END_PASSES;
		break;
	case ACTION_RESIGN:
		m->hash = g->board.hash;
		game_snapshot(g, n);
		g->st.end = END_RESIGN;
		g->st.resigned = m->color;
		break;
	case ACTION_SETUP:
		game_change_board(g, n);
		m->hash = g->board.hash;
		g->st.run_of_passes = 0;
		game_snapshot(g, n);
		break;
	}
}

/* Step 2: the board and the state as they were before action n, the last one applied. */
static void game_take_back(struct game *g, int n)
{
	const struct action_undo *u = &g->undo[n];
	unsigned char *now = (unsigned char *)&g->board;

	for (int i = u->first_word + u->nwords - 1; i >= u->first_word; i--)
		memcpy(now + g->words[i].at, &g->words[i].old, sizeof g->words[i].old);
	g->nwords = u->first_word;
	g->st = u->before;
}

/* What counting the earlier occurrences of a position needs (see game_is_cycle). */
struct cycle_query {
	const struct game *g;
	const struct board *now;  /* the position after the last move */
	enum color next;          /* the player to move in it */
	int since;                /* only positions after this move number count */
	int found;                /* earlier occurrences confirmed */
};

static bool cycle_count(int val, void *arg)
{
	struct cycle_query *q = arg;
	struct board then;

	if (val < q->since || game_to_move_after(q->g, val) != q->next)
		return false;
	game_board_at(q->g, val, &then);
	q->found += board_equal(&then, q->now);
	return false;
}

/*
 * Under a no-result cycle rule, does the last move (a stone) end the game?  It does when its
 * position, with the same player to move, has stood twice before since the last pass: the third time
 * round a cycle with no pass in it (KataGo's rule for J89 Art. 12).  A pass lifts the count, so a
 * cycle that holds a pass never ends the game: a player cannot void a game alone by repeating it.
 */
static bool game_is_cycle(const struct game *g)
{
	const struct move *m = &g->moves[g->n];
	struct cycle_query q = { g, &g->board, color_other(m->color), 0, 0 };

	if (g->rules.cycle != CYCLE_NO_RESULT || m->action != ACTION_PLAY)
		return false;
	for (int i = g->n; i >= 1 && q.since == 0; i--)
		if (g->moves[i].action == ACTION_PASS)
			q.since = i;
	posset_any(&g->seen, m->hash, cycle_count, &q);
	return q.found >= 2;
}

struct verdict_info game_play(struct game *g, enum color c, int p)
{
	struct verdict_info v = game_check(g, c, p);

	if (v.verdict == VERDICT_LEGAL && g->st.end != END_NONE)
		v.verdict = VERDICT_GAME_OVER;
	if (v.verdict != VERDICT_LEGAL)
		return v;
	struct move *m = game_append(g);
	m->action = ACTION_PLAY;
	m->color = c;
	m->point = p;
	game_apply(g, g->n);
	if (game_is_cycle(g)) {
		g->moves[g->n].flags |= MOVE_ENDS_CYCLE;
		g->st.end = END_CYCLE;
	}
	game_seen_add(g, g->moves[g->n].hash, g->n);
	return v;
}

static int game_act(struct game *g, enum color c, enum action a)
{
	if (g->st.end != END_NONE)
		return -1;
	struct move *m = game_append(g);
	m->action = a;
	m->color = c;
	m->point = BOARD_PASS;
	m->captured = m->suicided = 0;
	game_apply(g, g->n);
	if (game_move_has_entry(g, g->n))
		game_seen_add(g, m->hash, g->n);
	return 0;
}

int game_pass(struct game *g, enum color c) { return game_act(g, c, ACTION_PASS); }
int game_resign(struct game *g, enum color c) { return game_act(g, c, ACTION_RESIGN); }

int game_setup(struct game *g, const struct game_change *changes, int n, enum color next)
{
	if (g->n == 0 || g->st.end != END_NONE)
		return -1;
	for (int i = 0; i < n; i++)
		if (!board_on(&g->board, changes[i].point))
			return -1;
	if (next != BLACK && next != WHITE)
		next = game_to_move(g);
	struct move *m = game_append(g);
	if (g->nchanges + n > g->changes_cap) {
		g->changes_cap = 2 * (g->nchanges + n) + 16;
		g->changes = xreallocarray(g->changes, (size_t)g->changes_cap, sizeof *g->changes);
	}
	if (n > 0)
		memcpy(&g->changes[g->nchanges], changes, (size_t)n * sizeof *changes);
	g->nchanges += n;
	m->action = ACTION_SETUP;
	m->color = color_other(next);
	m->point = BOARD_NONE;
	m->captured = m->suicided = 0;
	m->changes = n;
	game_apply(g, g->n);
	game_seen_add(g, m->hash, g->n);
	return 0;
}

int game_setup_changes(const struct game *g, int n, const struct game_change **out)
{
	if (n < 1 || n > g->stored || g->moves[n].action != ACTION_SETUP || g->moves[n].changes == 0) {
		*out = NULL;
		return 0;
	}
	*out = &g->changes[g->moves[n].first_change];
	return g->moves[n].changes;
}

void game_resume(struct game *g)
{
	if (g->st.end == END_NONE || g->st.end == END_RESIGN)
		return;
	g->resumed_from = g->st;
	g->st.end = END_NONE;
	g->st.run_of_passes = 0;
	g->st.resume_pending = true;
}

void game_set_undoable(struct game *g, bool undoable) { g->undoable = undoable; }

/* True if actions n+1..g->n can all be taken back. */
static bool game_can_undo_to(const struct game *g, int n)
{
	if (n < 0 || n >= g->n)
		return false;
	for (int i = g->n; i > n; i--)
		if (g->undo[i].nwords < 0)
			return false;
	return true;
}

int game_undo(struct game *g)
{
	if (!game_can_undo_to(g, g->n - 1))
		return -1;
	game_seen_unwind(g, g->n, g->n - 1);
	game_take_back(g, g->n);
	g->n--;
	return 0;
}

int game_redo(struct game *g)
{
	if (g->n >= g->stored)
		return -1;
	game_apply(g, ++g->n);
	if (game_move_has_entry(g, g->n))
		game_seen_add(g, g->moves[g->n].hash, g->n);
	return 0;
}

int game_goto(struct game *g, int n)
{
	if (n < 0 || n > g->stored || (n < g->n && !game_can_undo_to(g, n)))
		return -1;
	while (g->n > n)
		game_undo(g);
	while (g->n < n)
		game_redo(g);
	return 0;
}

int game_trace(const struct game *g, int n, struct trace *out)
{
	struct board b;

	if (n < 1 || n > g->stored || g->moves[n].action != ACTION_PLAY)
		return -1;
	game_board_at(g, n - 1, &b);
	board_play(&b, g->moves[n].color, g->moves[n].point, out);
	return 0;
}

void game_trace_try(const struct game *g, enum color c, int p, struct trace *out)
{
	struct board b = g->board;

	board_play(&b, c, p, out);
}

static const char *const verdict_names[] = {
	[VERDICT_LEGAL] = "legal",
	[VERDICT_OFF_BOARD] = "off board",
	[VERDICT_OCCUPIED] = "occupied",
	[VERDICT_SUICIDE] = "suicide",
	[VERDICT_KO] = "ko",
	[VERDICT_SUPERKO] = "superko",
	[VERDICT_GAME_OVER] = "game over",
};

const char *verdict_name(enum verdict v)
{
	return verdict_names[v];
}

static const char *end_words(enum end_reason e)
{
	switch (e) {
	case END_PASSES: return "both players passed";
	case END_RESIGN: return "a player resigned";
	case END_CYCLE: return "a whole-board repetition ended it without result";
	default: return "it has ended";
	}
}

/* "the position after move 57" or "the starting position". */
static void position_words(int n, char *buf, size_t len)
{
	if (n == 0)
		snprintf(buf, len, "the starting position");
	else
		snprintf(buf, len, "the position after move %d", n);
}

const char *game_verdict_str(const struct game *g, const struct verdict_info *v, char *buf, size_t len)
{
	char at[8], pos[48];
	const struct board *b = &g->board;

	board_vertex_str(b, v->point, at);
	position_words(v->repeats, pos, sizeof pos);
	switch (v->verdict) {
	case VERDICT_LEGAL:
		snprintf(buf, len, "legal");
		break;
	case VERDICT_OFF_BOARD:
		snprintf(buf, len, "illegal: not a point of this %dx%d board", b->size, b->size);
		break;
	case VERDICT_OCCUPIED:
		snprintf(buf, len, "illegal: occupied: %s already holds a %s stone", at,
			 color_str((enum color)b->color[v->point]));
		break;
	case VERDICT_SUICIDE: {
		int cleared = board_chain_size_after(b, v->color, v->point);
		if (cleared > 1)
			snprintf(buf, len, "illegal: suicide: %s would clear %d of %s's own stones "
				 "and capture nothing; these rules forbid suicide", at, cleared,
				 color_str(v->color));
		else
			snprintf(buf, len, "illegal: suicide: a %s stone at %s would have no liberty "
				 "and capture nothing%s", color_str(v->color), at,
				 v->suicide == SUICIDE_MULTI ? "; these rules allow the suicide of two "
				 "stones or more, not of a lone stone" : "");
		break;
	}
	case VERDICT_KO:
		snprintf(buf, len, "illegal: ko: the stone just captured at %s may not be retaken at "
			 "once (it would repeat %s); play elsewhere first", at, pos);
		break;
	case VERDICT_SUPERKO:
		if (v->ko == KO_POSITIONAL && board_chain_size_after(b, v->color, v->point) == 1 &&
		    board_is_suicide(b, v->color, v->point))
			snprintf(buf, len, "illegal: positional superko: a %s stone at %s reaches no empty "
				 "point and is cleared at once (rule 7), so the board would repeat %s (rule 6)",
				 color_str(v->color), at, pos);
		else
			snprintf(buf, len, "illegal: %s superko: this would repeat %s%s",
				 v->ko == KO_SITUATIONAL ? "situational" : "positional",
				 pos, v->ko == KO_SITUATIONAL ? " with the same player to move" : "");
		break;
	case VERDICT_GAME_OVER:
		snprintf(buf, len, "illegal: the game is over (%s)", end_words(g->st.end));
		break;
	}
	return buf;
}
