/*
 * frames.c: a move resolved step by step by rule 7 (see frames.h).
 *
 * The frames replay what board_play does, on a copy of the board, one step at a time: the point is
 * coloured with board_set (no clearing yet), each opponent chain next to it is looked at in the
 * order board_play looks at them and cleared with board_set when it has no liberty, then the
 * mover's chain.  The board after the last clearing is board_play's; the repetition check asks the
 * game for the earliest position with that colouring (game_find_position), and the verdicts come
 * from game_check_as, so the words on the screen and the rules engine cannot disagree.
 */
#include "config.h"

#include "tui/frames.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/ruleset.h"
#include "rules/xalloc.h"

static const char *color_word(enum color c) { return c == BLACK ? "black" : "white"; }
static const char *player_word(enum color c) { return c == BLACK ? "Black" : "White"; }

static struct frame *frame_add(struct frames *fs, int rule, const struct board *b)
{
	fs->frame = xreallocarray(fs->frame, (size_t)fs->n + 1, sizeof *fs->frame);
	struct frame *f = &fs->frame[fs->n++];
	memset(f, 0, sizeof *f);
	f->rule = rule;
	f->board = *b;
	f->earlier = -1;
	return f;
}

static int point_order(const void *x, const void *y)
{
	return (int)*(const uint16_t *)x - (int)*(const uint16_t *)y;
}

/* "D4", "D4 and E4", "C3, D4 and E4" (up to eight, then "and N more"), in board order. */
static const char *points_words(const struct board *b, uint16_t *pts, int n, char *buf, size_t len)
{
	size_t k = 0;
	char v[8];

	qsort(pts, (size_t)n, sizeof *pts, point_order);
	buf[0] = '\0';
	for (int i = 0; i < n && i < 8 && k < len; i++)
		k += (size_t)snprintf(buf + k, len - k, "%s%s", i == 0 ? "" : i == n - 1 ? " and " : ", ",
				      board_vertex_str(b, pts[i], v));
	if (n > 8 && k < len)
		snprintf(buf + k, len - k, " and %d more", n - 8);
	return buf;
}

/* "the white stone at D5" or "the white chain at D5 (3 stones)", named by its first stone in
 * board order. */
static const char *chain_words(const struct board *b, int p, char *buf, size_t len)
{
	uint16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(b, p, stones);
	char v[8];

	qsort(stones, (size_t)n, sizeof *stones, point_order);
	if (n == 1)
		snprintf(buf, len, "the %s stone at %s", color_word((enum color)b->color[p]),
			 board_vertex_str(b, stones[0], v));
	else
		snprintf(buf, len, "the %s chain at %s (%d stones)", color_word((enum color)b->color[p]),
			 board_vertex_str(b, stones[0], v), n);
	return buf;
}

/* Keep the new stone marked in a frame that does not mark it otherwise. */
static void mark_new(const struct frames *fs, struct frame *f)
{
	if (f->mark[fs->point] == FRAME_NONE && f->board.color[fs->point] == fs->color)
		f->mark[fs->point] = FRAME_NEW;
}

/* Mark the chain through p and the empty points it reaches. */
static void mark_reach(struct frame *f, int p)
{
	uint16_t pts[BOARD_MAX_POINTS];
	int n = board_chain_stones(&f->board, p, pts);

	for (int i = 0; i < n; i++)
		f->mark[pts[i]] = FRAME_CHAIN;
	n = board_chain_liberties(&f->board, p, pts);
	for (int i = 0; i < n; i++)
		f->mark[pts[i]] = FRAME_REACH;
}

/* One chain looked at by rule 3: a frame of its reach; when it reaches no empty point, a second
 * frame with it cleared from *cur.  `step` names the clearing step.  Returns the stones cleared. */
static int frames_chain(struct frames *fs, struct board *cur, int p, const char *step, bool clear)
{
	uint16_t libs[BOARD_MAX_POINTS], stones[BOARD_MAX_POINTS];
	int nlibs = board_chain_liberties(cur, p, libs), n = board_chain_stones(cur, p, stones);
	char chain[128], list[256], reach[256];
	struct frame *f = frame_add(fs, 3, cur);
	enum color c = (enum color)cur->color[p];

	mark_reach(f, p);
	mark_new(fs, f);
	chain_words(cur, p, chain, sizeof chain);
	points_words(cur, stones, n, list, sizeof list);
	if (nlibs > 0) {
		snprintf(f->caption, sizeof f->caption, "Rule 3: from %s an empty point can be reached, so it "
			 "keeps its colour.", chain);
		snprintf(f->detail, sizeof f->detail, "%s. Its stones: %s. The empty points it reaches: %s.",
			 step, list, points_words(cur, libs, nlibs, reach, sizeof reach));
		return 0;
	}
	snprintf(f->caption, sizeof f->caption, "Rule 3: from %s no empty point can be reached: every point "
		 "next to it is the other colour or the edge.", chain);
	snprintf(f->detail, sizeof f->detail, "%s. Its stones: %s.", step, list);
	if (!clear)
		return 0;
	for (int i = 0; i < n; i++)
		board_set(cur, stones[i], EMPTY);
	f = frame_add(fs, 4, cur);
	for (int i = 0; i < n; i++)
		f->mark[stones[i]] = FRAME_REMOVED;
	mark_new(fs, f);
	snprintf(f->caption, sizeof f->caption, "Rule 4: %s loses its colour: %d %s stone%s cleared.",
		 n == 1 ? "it" : "the chain", n, color_word(c), n == 1 ? "" : "s");
	snprintf(f->detail, sizeof f->detail, "Cleared: %s. %s", list,
		 c == fs->color ? "The mover's own stones: the move is a suicide."
		 : n == 1 ? "It is the mover's prisoner." : "They are the mover's prisoners.");
	fs->cleared[c] += n;
	return n;
}

/* Step 2: the opponent's chains next to p, each once. */
static void frames_opponent(struct frames *fs, struct board *cur, int p)
{
	enum color o = color_other(fs->color);
	int seen[4], nseen = 0;
	char whose[64];

	snprintf(whose, sizeof whose, "Rule 7, second step: clearing %s's colour", player_word(o));
	BOARD_NEIGHBOURS(cur, p, q) {
		if (cur->color[q] != o)
			continue;
		bool again = false;
		for (int i = 0; i < nseen; i++)
			again |= seen[i] == cur->head[q];
		if (again)
			continue;
		seen[nseen++] = cur->head[q];
		frames_chain(fs, cur, q, whose, true);
	}
	if (nseen == 0) {
		struct frame *f = frame_add(fs, 7, cur);
		f->mark[p] = FRAME_NEW;
		snprintf(f->caption, sizeof f->caption, "Rule 7, second step: clear %s's colour where no empty "
			 "point can be reached. No %s stone touches the new stone: nothing to clear.",
			 player_word(o), color_word(o));
	}
}

/* Step 3: the mover's chain.  False when the rules refuse the suicide: the frames end. */
static bool frames_own(struct frames *fs, const struct game *g, struct board *cur, int p)
{
	const struct ruleset *r = game_rules(g);
	bool lone = board_chain_size(cur, p) == 1;
	/* A lone stone's suicide under multi-stone rules is refused by rule 6, shown after clearing. */
	bool refused = fs->verdict.verdict == VERDICT_SUICIDE && !(lone && r->suicide == SUICIDE_MULTI);
	char whose[64];

	snprintf(whose, sizeof whose, "Rule 7, third step: clearing %s's own colour", player_word(fs->color));
	frames_chain(fs, cur, p, whose, !refused);
	if (!refused)
		return true;
	struct frame *f = &fs->frame[fs->n - 1];
	const char *preset = ruleset_preset_of(r);
	snprintf(f->detail, sizeof f->detail, "Its own stones would be cleared: the move is suicide. Under "
		 "%s rules suicide is %s, so the move is refused and not played. (Tromp-Taylor would "
		 "clear the stones and play on.)", preset ? preset : "these",
		 r->suicide == SUICIDE_FORBIDDEN ? "forbidden" : "allowed only for more than one stone");
	return false;
}

/* "move 12", or "the start of the game" for 0. */
static const char *position_words(int n, char *buf, size_t len)
{
	if (n == 0)
		snprintf(buf, len, "the start of the game");
	else
		snprintf(buf, len, "move %d", n);
	return buf;
}

/* How one repetition rule judges the move (suicide allowed, to judge repetition alone). */
static const char *judge(const struct game *g, enum ko_rule ko, enum color c, int p, char *buf, size_t len)
{
	struct ruleset r = *game_rules(g);
	static const char *const names[] = { [KO_SIMPLE] = "simple ko", [KO_POSITIONAL] = "positional superko",
					     [KO_SITUATIONAL] = "situational superko" };

	r.ko = ko;
	r.suicide = SUICIDE_ALL;
	struct verdict_info v = game_check_as(g, &r, c, p);
	char at[32];
	if (v.verdict == VERDICT_LEGAL && ko == KO_SIMPLE)
		snprintf(buf, len, "%s: legal (it does not retake a ko at once)", names[ko]);
	else if (v.verdict == VERDICT_LEGAL)
		snprintf(buf, len, "%s: legal%s", names[ko],
			 ko == KO_SITUATIONAL ? " (that colouring never stood with the same player to move)" : "");
	else if (v.verdict == VERDICT_KO)
		snprintf(buf, len, "%s: refused (it retakes the ko at once)", names[ko]);
	else
		snprintf(buf, len, "%s: refused (it repeats %s%s)", names[ko],
			 position_words(v.repeats, at, sizeof at),
			 ko == KO_SITUATIONAL ? " with the same player to move" : "");
	return buf;
}

/* Step 4: rule 6 on the colouring after the move; when it repeats, a first frame shows the earlier
 * position beside the board and a second how each repetition rule judges it.  Then the verdict. */
static void frames_repetition(struct frames *fs, const struct game *g, const struct board *after)
{
	struct frame *f = frame_add(fs, 6, after);
	char verdict[256], s[160], p[160], t[160], at[32];
	enum color c = fs->color;
	int earlier = game_find_position(g, after, false, EMPTY);

	f->mark[fs->point] = after->color[fs->point] == c ? FRAME_NEW : FRAME_REMOVED;
	game_verdict_str(g, &fs->verdict, verdict, sizeof verdict);
	const char *preset = ruleset_preset_of(game_rules(g));
	if (earlier < 0) {
		snprintf(f->caption, sizeof f->caption, "Rule 6: this colouring of the board has not been seen "
			 "before in the game: no repetition.");
		snprintf(f->detail, sizeof f->detail, "Under %s rules: %s.", preset ? preset : "these", verdict);
		return;
	}
	f->earlier = earlier;
	game_board_at(g, earlier, &f->then);
	position_words(earlier, at, sizeof at);
	if (earlier == game_moves(g))
		snprintf(f->caption, sizeof f->caption, "Rule 6: the colouring is the one before the move (%s, "
			 "beside the board): the move would repeat it, and rule 6 forbids that.", at);
	else
		snprintf(f->caption, sizeof f->caption, "Rule 6: this colouring stood at %s (beside the board): "
			 "a repetition.", at);
	struct frame *j = frame_add(fs, 6, after);
	memcpy(j->mark, f->mark, sizeof j->mark);
	snprintf(j->caption, sizeof j->caption, "Rule 6 and the rules of repetition: how each judges this "
		 "move, and the verdict under %s rules.", preset ? preset : "these");
	snprintf(j->detail, sizeof j->detail, "%s; %s; %s.  Under %s rules: %s.",
		 judge(g, KO_SIMPLE, c, fs->point, s, sizeof s), judge(g, KO_POSITIONAL, c, fs->point, p, sizeof p),
		 judge(g, KO_SITUATIONAL, c, fs->point, t, sizeof t), preset ? preset : "these", verdict);
}

void frames_build(struct frames *fs, const struct game *g, enum color c, int p)
{
	const struct board *b = game_board(g);
	struct board cur = *b;
	char v[8], why[256];

	memset(fs, 0, sizeof *fs);
	fs->color = c;
	fs->point = p;
	fs->verdict = game_check(g, c, p);
	if (fs->verdict.verdict == VERDICT_OFF_BOARD || fs->verdict.verdict == VERDICT_OCCUPIED) {
		struct frame *f = frame_add(fs, 7, b);
		snprintf(f->caption, sizeof f->caption, "Rule 7 colours an empty point only: %s.",
			 game_verdict_str(g, &fs->verdict, why, sizeof why));
		return;
	}
	board_set(&cur, p, c);
	struct frame *f = frame_add(fs, 7, &cur);
	f->mark[p] = FRAME_NEW;
	snprintf(f->caption, sizeof f->caption, "Rule 7, first step: %s colours the point %s %s.", player_word(c),
		 board_vertex_str(b, p, v), color_word(c));
	frames_opponent(fs, &cur, p);
	if (frames_own(fs, g, &cur, p))
		frames_repetition(fs, g, &cur);
}

void frames_free(struct frames *fs)
{
	free(fs->frame);
	memset(fs, 0, sizeof *fs);
}
