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

#include "tui/shared/frames.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/count.h"
#include "rules/finish.h"
#include "rules/ruleset.h"
#include "rules/xalloc.h"


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
		snprintf(buf, len, "the %s stone at %s", color_str((enum color)b->color[p]),
			 board_vertex_str(b, stones[0], v));
	else
		snprintf(buf, len, "the %s chain at %s (%d stones)", color_str((enum color)b->color[p]),
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
		snprintf(f->caption, sizeof f->caption, "Rule 3: from %s an empty point can be reached (it has a "
			 "liberty), so it keeps its colour.", chain);
		snprintf(f->detail, sizeof f->detail, "%s. Its stones: %s. The empty points it reaches (its "
			 "liberties): %s.", step, list, points_words(cur, libs, nlibs, reach, sizeof reach));
		return 0;
	}
	snprintf(f->caption, sizeof f->caption, "Rule 3: from %s no empty point can be reached (it has no "
		 "liberty): every point next to it is the other colour or the edge.", chain);
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
		 n == 1 ? "it" : "the chain", n, color_str(c), n == 1 ? "" : "s");
	snprintf(f->detail, sizeof f->detail, "Cleared: %s. %s", list,
		 c == fs->color ? "The mover's own stones: the move is a suicide."
		 : n == 1 ? "It is the mover's prisoner." : "They are the mover's prisoners.");
	fs->cleared[c] += n;
	return n;
}

/*
 * The chains of colour c anywhere on the board that reach no empty point, other than the ones next
 * to p (only a setup leaves such chains: rule 7 clears them with the rest), each cleared in a frame
 * of its own.  Returns how many there were.
 */
static int frames_elsewhere(struct frames *fs, struct board *cur, int p, enum color c, const char *whose)
{
	int n = 0;

	if (!cur->breathless)
		return 0;
	BOARD_FOREACH(cur, q) {
		bool next_to_p = false;
		BOARD_NEIGHBOURS(cur, p, r)
			next_to_p |= cur->color[r] == c && cur->head[r] == cur->head[q];
		if (cur->color[q] != c || cur->head[q] != q || cur->libs[q] != 0 || next_to_p)
			continue;
		frames_chain(fs, cur, q, whose, true);
		n++;
	}
	return n;
}

/* Step 2: the opponent's chains next to p, each once, then any other that reaches no empty point. */
static void frames_opponent(struct frames *fs, struct board *cur, int p)
{
	enum color o = color_other(fs->color);
	int seen[4], nseen = 0;
	char whose[64];

	snprintf(whose, sizeof whose, "Rule 7, second step: clearing %s's colour", color_name(o));
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
	nseen += frames_elsewhere(fs, cur, p, o, whose);
	if (nseen == 0) {
		struct frame *f = frame_add(fs, 7, cur);
		f->mark[p] = FRAME_NEW;
		snprintf(f->caption, sizeof f->caption, "Rule 7, second step: clear %s's colour where no empty "
			 "point can be reached. No %s stone touches the new stone: nothing to clear.",
			 color_name(o), color_str(o));
	}
}

/* Step 3: the mover's chain.  False when the rules refuse the suicide: the frames end. */
static bool frames_own(struct frames *fs, const struct game *g, struct board *cur, int p)
{
	const struct ruleset *r = game_rules(g);
	/* A lone stone's suicide under Tromp-Taylor is refused by rule 6 (a superko verdict), shown
	 * after clearing. */
	bool refused = fs->verdict.verdict == VERDICT_SUICIDE;
	char whose[64];

	snprintf(whose, sizeof whose, "Rule 7, third step: clearing %s's own colour", color_name(fs->color));
	frames_chain(fs, cur, p, whose, !refused);
	if (!refused) {
		frames_elsewhere(fs, cur, p, fs->color, whose);
		return true;
	}
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
	struct frame *j = frame_add(fs, 6, after);   /* it moves the frames: f is stale, the frame before j */
	memcpy(j->mark, j[-1].mark, sizeof j->mark);
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
	snprintf(fs->title, sizeof fs->title, "%s %s", color_name(c), board_vertex_str(b, p, v));
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
	snprintf(f->caption, sizeof f->caption, "Rule 7, first step: %s colours the point %s %s.", color_name(c),
		 board_vertex_str(b, p, v), color_str(c));
	frames_opponent(fs, &cur, p);
	if (frames_own(fs, g, &cur, p))
		frames_repetition(fs, g, &cur);
}

/* --- the count ------------------------------------------------------------------------------------- */

/* What a ruleset counts, in words. */
static const char *counting_words(const struct ruleset *r)
{
	switch (r->scoring) {
	case SCORING_AREA:
		return "area counting: each player's stones on the board, and the empty points that reach "
		       "his colour only (rule 9)";
	case SCORING_TERRITORY:
		return "territory counting: the empty points each player surrounds, and the prisoners he has "
		       "taken (the dead stones among them)";
	default:
		return "stones and roads, counted without completion (seed 004, the Tang rules written out in full): each player's stones on the "
		       "board and the empty points (roads) he surrounds, less the roads completion would have "
		       "to leave empty (the group tax)";
	}
}

/* 2.: the dead stones of the marking; *b loses them where they are removed. */
static void count_dead(struct frames *fs, const struct score_marking *m, const struct ruleset *r,
		       struct board *b)
{
	uint16_t dead[BOARD_MAX_POINTS];
	int n = 0, by[3] = { 0 };
	char list[256];

	BOARD_FOREACH(b, p)
		if (m && b->color[p] != EMPTY && score_marking_get(m, p) == SCORE_DEAD) {
			dead[n++] = (uint16_t)p;
			by[b->color[p]]++;
		}
	if (n == 0)
		return;
	points_words(b, dead, n, list, sizeof list);
	struct frame *f = frame_add(fs, r->dead == DEAD_PLAYOUT ? 9 : 0, b);
	if (r->dead == DEAD_PLAYOUT) {
		for (int i = 0; i < n; i++)
			f->mark[dead[i]] = FRAME_CHAIN;
		snprintf(f->caption, sizeof f->caption, "Marked dead: %d black and %d white stones. These rules "
			 "keep every stone on the board alive: they count where they stand.", by[BLACK], by[WHITE]);
		snprintf(f->detail, sizeof f->detail, "They are %s. Under these rules they would have to be "
			 "captured before both players pass.", list);
		return;
	}
	for (int i = 0; i < n; i++)
		board_set(b, dead[i], EMPTY);
	f->board = *b;
	for (int i = 0; i < n; i++)
		f->mark[dead[i]] = FRAME_REMOVED;
	snprintf(f->caption, sizeof f->caption, "The dead stones are taken off: %d black and %d white%s.",
		 by[BLACK], by[WHITE], r->scoring == SCORING_TERRITORY ? ", prisoners of the other side" : "");
	snprintf(f->detail, sizeof f->detail, "Taken off: %s. Their points count like empty points now.", list);
}

/* The words for a territory region owned by c. */
static void count_region_words(struct frame *f, const struct ruleset *r, enum color c, int n, int dead,
			       int at, const struct board *b)
{
	char v[8];

	const char *what = r->scoring == SCORING_STONES ? "roads" : r->scoring == SCORING_AREA ? "area" : "territory";

	board_vertex_str(b, at, v);
	if (r->scoring == SCORING_TERRITORY) {
		/* Art. 8's words: territory is surrounded by living stones (not in seki, under a seki tax) */
		const char *how = r->tax == TAX_SEKI ? " not in seki (Art. 8)" : "";
		if (n == 1)
			snprintf(f->caption, sizeof f->caption, "%s's territory: the point %s is surrounded by living "
				 "%s stones%s.", color_name(c), v, color_str(c), how);
		else
			snprintf(f->caption, sizeof f->caption, "%s's territory: the %d points from %s are surrounded "
				 "by living %s stones%s.", color_name(c), n, v, color_str(c), how);
	} else if (n == 1) {
		snprintf(f->caption, sizeof f->caption, "%s's %s: the point %s reaches %s stones only.",
			 color_name(c), what, v, color_str(c));
	} else {
		snprintf(f->caption, sizeof f->caption, "%s's %s: the %d points from %s reach %s stones only.",
			 color_name(c), what, n, v, color_str(c));
	}
	if (dead)
		snprintf(f->detail, sizeof f->detail, "%d of them held dead stones.", dead);
}

/* The points of nobody, grouped by why: each reason's words for one point and for several.  Seki's
 * points come in two kinds (count_nobody_kind): the eyes of a group in seki, and the dame a seki's
 * two sides share; %s is the list of the points. */
enum { NOBODY_DAME, NOBODY_SEKI_EYE, NOBODY_SEKI_DAME, NOBODY_TAX, NOBODY_NONE, NOBODY_KINDS };
static const struct {
	const char *one, *many;
} count_nobody[NOBODY_KINDS] = {
	[NOBODY_DAME] = { "Dame: this point reaches both colours; it counts for nobody.",
			  "Dame: these %d points reach both colours; they count for nobody." },
	[NOBODY_SEKI_EYE] = { "Seki: %s is the eye of a group in seki; eye points surrounded by stones in seki "
			      "are not territory (Art. 8): nobody's.",
			      "Seki: %s are eyes of groups in seki; eye points surrounded by stones in seki "
			      "are not territory (Art. 8): nobody's." },
	[NOBODY_SEKI_DAME] = { "Seki: %s is a dame the two sides of a seki share (a liberty neither can fill): "
			       "nobody's.",
			       "Seki: %s are dame the two sides of a seki share (liberties neither can fill): "
			       "nobody's." },
	[NOBODY_TAX] = { "The group tax: this road stays empty in completion, an eye its group must keep: "
			"two for an independent living group (groups that share eyes pay two together), one "
			"for a group in seki, and never more roads than it has. It does not count.",
	  "The group tax: these %d roads stay empty in completion, the eyes their groups must keep: two for "
	  "an independent living group (groups that share eyes pay two together), one for a group in seki, "
	  "and never more roads than it has. They do not count." },
	[NOBODY_NONE] = { "This point reaches no stone at all: nobody's.",
			  "These %d points reach no stone at all: nobody's." },
};

/* Which kind of nobody's point p is under sc, or -1 when it counts for somebody (or is a stone). */
static int count_nobody_kind(const struct score *sc, const struct ruleset *r, const struct board *b, int p)
{
	enum score_reason why = (enum score_reason)sc->reason[p];

	if (b->color[p] != EMPTY || sc->owner[p] != EMPTY)
		return -1;
	if (why == SCORE_BY_SEKI && r->tax == TAX_NONE)
		why = SCORE_BY_DAME;   /* no seki rule here: a point that reaches both is dame */
	switch (why) {
	case SCORE_BY_DAME: return NOBODY_DAME;
	case SCORE_BY_TAX: return NOBODY_TAX;
	case SCORE_BY_NONE: return NOBODY_NONE;
	case SCORE_BY_SEKI: {
		unsigned reach = board_reach(b, p) & (REACH_BLACK | REACH_WHITE);
		return reach == (REACH_BLACK | REACH_WHITE) ? NOBODY_SEKI_DAME : NOBODY_SEKI_EYE;
	}
	default: return -1;
	}
}

/* 3.: each territory region. */
static void count_territories(struct frames *fs, const struct score *sc, const struct ruleset *r,
			      const struct board *b)
{
	uint16_t id[BOARD_MAX_POINTS];
	int n = board_regions(b, REACH_EMPTY, id);

	for (int k = 0; k < n; k++) {
		struct frame *f = NULL;
		int size = 0, dead = 0, at = 0;
		enum color owner = EMPTY;
		BOARD_FOREACH(b, p) {
			if (id[p] != k || sc->owner[p] == EMPTY)
				continue;
			if (!f) {
				f = frame_add(fs, r->scoring == SCORING_AREA ? 9 : 0, b);
				owner = (enum color)sc->owner[p];
				at = p;
			}
			f->mark[p] = FRAME_REACH;
			size++;
			dead += sc->reason[p] == SCORE_BY_DEAD;
		}
		if (f)
			count_region_words(f, r, owner, size, dead, at, b);
	}
}

/* 3.: each territory region, then the points of nobody grouped by why. */
static void count_regions(struct frames *fs, const struct score *sc, const struct ruleset *r,
			  const struct board *b)
{
	count_territories(fs, sc, r, b);
	for (int i = 0; i < NOBODY_KINDS; i++) {
		struct frame *f = NULL;
		uint16_t pts[BOARD_MAX_POINTS];
		int size = 0;
		char list[256];
		BOARD_FOREACH(b, p) {
			if (count_nobody_kind(sc, r, b, p) != i)
				continue;
			if (!f)
				f = frame_add(fs, 0, b);
			f->mark[p] = FRAME_REMOVED;
			pts[size++] = (uint16_t)p;
		}
		bool named = i == NOBODY_SEKI_EYE || i == NOBODY_SEKI_DAME;
		if (f && named)
			snprintf(f->caption, sizeof f->caption, size == 1 ? count_nobody[i].one : count_nobody[i].many,
				 points_words(b, pts, size, list, sizeof list));
		else if (f && size == 1)
			snprintf(f->caption, sizeof f->caption, "%s", count_nobody[i].one);
		else if (f)
			snprintf(f->caption, sizeof f->caption, count_nobody[i].many, size);
	}
}

/* Equal Stones: the play undone (named by the score), and what undoing it changed. */
static void count_equal_stones(struct frames *fs, const struct score *sc, const struct board *b)
{
	struct frame *f = frame_add(fs, 0, b);
	const int *bt = sc->side[BLACK].term, *wt = sc->side[WHITE].term;
	int own = bt[SCORE_TERM_EQUAL_STONES] + wt[SCORE_TERM_EQUAL_STONES];
	char v[8];

	if (sc->undone_point == BOARD_NONE && own == 0) {
		snprintf(f->caption, sizeof f->caption, "Equal Stones: the numbers of plays do not differ by an "
			 "odd number: nothing is undone.");
		return;
	}
	if (sc->undone_point == BOARD_NONE) {
		snprintf(f->caption, sizeof f->caption, "Equal Stones: the numbers of plays differ by an odd "
			 "number, so the last play is undone: one point less for %s, who made more plays.",
			 bt[SCORE_TERM_EQUAL_STONES] ? "Black" : "White");
		return;
	}
	f->mark[sc->undone_point] = FRAME_REMOVED;
	enum color c = sc->undone_color;
	const char *who = color_name(c);
	int mine = sc->side[c].term[SCORE_TERM_EQUAL_STONES], theirs = sc->side[color_other(c)].term[SCORE_TERM_EQUAL_STONES];
	size_t n = (size_t)snprintf(f->caption, sizeof f->caption, "Equal Stones: the numbers of plays differ by "
				    "an odd number, so the last play, %s %s, is undone: ", who,
				    board_vertex_str(b, sc->undone_point, v));
	if (mine == 0 && theirs == 0)
		snprintf(f->caption + n, sizeof f->caption - n, "it filled a road of %s's own, a road again: the "
			 "count does not change.", who);
	else if (mine == -1 && theirs == 0)
		snprintf(f->caption + n, sizeof f->caption - n, "the point is nobody's again: one point less for "
			 "%s.", who);
	else
		snprintf(f->caption + n, sizeof f->caption - n, "the count changes by %d for Black and %d for "
			 "White.", bt[SCORE_TERM_EQUAL_STONES], wt[SCORE_TERM_EQUAL_STONES]);
}

/* 4. and on: the terms the ruleset adds besides the regions. */
static void count_terms_frames(struct frames *fs, const struct score *sc, const struct game *g,
			       const struct ruleset *r, const struct board *b)
{
	const int *bt = sc->side[BLACK].term, *wt = sc->side[WHITE].term;

	if (score_counts(sc, SCORE_TERM_STONES)) {
		struct frame *f = frame_add(fs, r->scoring == SCORING_AREA ? 9 : 0, b);
		BOARD_FOREACH(b, p)
			if (b->color[p] != EMPTY)
				f->mark[p] = FRAME_CHAIN;
		snprintf(f->caption, sizeof f->caption, "The stones on the board count too: Black %d, White %d.",
			 bt[SCORE_TERM_STONES], wt[SCORE_TERM_STONES]);
	}
	if (score_counts(sc, SCORE_TERM_PRISONERS)) {
		struct frame *f = frame_add(fs, 0, b);
		snprintf(f->caption, sizeof f->caption, "Prisoners: Black has taken %d during play and %d dead, "
			 "White %d and %d.", bt[SCORE_TERM_PRISONERS], bt[SCORE_TERM_DEAD], wt[SCORE_TERM_PRISONERS],
			 wt[SCORE_TERM_DEAD]);
		char suicide[FRAME_TEXT_MAX - 16];
		if (*count_suicide_note(g, r, suicide, sizeof suicide))   /* why the panel's prisoners differ */
			snprintf(f->detail, sizeof f->detail, "%s.", suicide);
		else if (bt[SCORE_TERM_PASS_STONES] || wt[SCORE_TERM_PASS_STONES])
			snprintf(f->detail, sizeof f->detail, "Pass stones (one for each of the opponent's passes): "
				 "Black %d, White %d.", bt[SCORE_TERM_PASS_STONES], wt[SCORE_TERM_PASS_STONES]);
	}
	if (r->equal_stones)
		count_equal_stones(fs, sc, b);
	if (r->tax == TAX_ALL) {
		struct frame *f = frame_add(fs, 0, b);
		snprintf(f->caption, sizeof f->caption, "The group tax in all: Black %d, White %d. Imagine each "
			 "side filling its own roads until one more would let a group of it be captured "
			 "(overflow): the roads left empty are the tax.", -bt[SCORE_TERM_TAX], -wt[SCORE_TERM_TAX]);
		snprintf(f->detail, sizeof f->detail, "tengen counts without completion, as seed 004 (the Tang rules written out in full) allows. "
			 "Completion (filling the roads and the dame, then counting the stones) gives the "
			 "same unless the two sides' fills differ by an odd number: then its Equal Stones "
			 "undoes one more fill, one point less for the side that fills last.");
	}
}

/* The last frame: the totals, and every preset's result beside them (rules/count.h, the game's komi
 * in each, as the count compares rulesets). */
static void count_totals(struct frames *fs, const struct score *sc, const struct game *g,
			 const struct score_marking *m, const struct board *b)
{
	struct frame *f = frame_add(fs, 0, b);
	char result[32], komi[16], black[16], white[16];
	struct ruleset presets[SCORE_MAX_RULESETS];
	struct count *all = xmalloc(sizeof *all);
	int n = ruleset_preset_count() < SCORE_MAX_RULESETS ? ruleset_preset_count() : SCORE_MAX_RULESETS;
	size_t used = 0;

	snprintf(f->caption, sizeof f->caption, "In all: Black %s, White %s (komi %s included): %s.",
		 ruleset_komi_str(sc->side[BLACK].total2, black), ruleset_komi_str(sc->side[WHITE].total2, white),
		 ruleset_komi_str(sc->side[WHITE].komi2, komi), score_result_str(sc, result, sizeof result));
	for (int i = 0; i < n; i++) {
		ruleset_parse(&presets[i], ruleset_preset_name(i), NULL, 0);
		presets[i].komi2 = game_rules(g)->komi2;
	}
	count_compare(g, m, NULL, presets, n, all);
	used += (size_t)snprintf(f->detail, sizeof f->detail, "Every ruleset, the same komi:");
	for (int i = 0; i < n && used < sizeof f->detail; i++)
		used += (size_t)snprintf(f->detail + used, sizeof f->detail - used, "\n%-13s %s", ruleset_preset_name(i),
					 score_result_str(&all->cmp.scores[i], result, sizeof result));
	free(all);
}

/* 1a.: the position played out before the count (rules/count.h), when anything was played. */
static void count_played(struct frames *fs, const struct finish *played)
{
	char moves[FRAME_TEXT_MAX - 64];

	if (played->n == 0)
		return;
	struct frame *f = frame_add(fs, 0, &played->board);
	for (int i = 0; i < played->n; i++)
		f->mark[played->moves[i].point] = FRAME_NEW;
	snprintf(f->caption, sizeof f->caption, "First the position is played out, as players do before they "
		 "count: %d move%s fill the dame and make the protective moves the filled points expose.",
		 played->n, played->n == 1 ? "" : "s");
	snprintf(f->detail, sizeof f->detail, "Played: %s.", finish_moves_str(played, moves, sizeof moves));
}

void frames_count(struct frames *fs, const struct game *g, const struct score_marking *m,
		  const struct ruleset *r, const char *name)
{
	struct finish *played = xmalloc(sizeof *played);
	struct score *sc = xmalloc(sizeof *sc);

	memset(fs, 0, sizeof *fs);
	snprintf(fs->title, sizeof fs->title, "The count by %s", name);
	fs->point = BOARD_NONE;
	count_game(g, m, NULL, r, sc, played);
	struct board b = played->board;
	struct frame *f = frame_add(fs, r->scoring == SCORING_AREA ? 9 : 0, game_board(g));
	snprintf(f->caption, sizeof f->caption, "Counting by %s: %s.", name, counting_words(r));
	count_played(fs, played);
	count_dead(fs, &played->marking, r, &b);
	count_regions(fs, sc, r, &b);
	count_terms_frames(fs, sc, g, r, &b);
	count_totals(fs, sc, g, m, &b);
	free(sc);
	free(played);
}

void frames_free(struct frames *fs)
{
	free(fs->frame);
	memset(fs, 0, sizeof *fs);
}
