/*
 * score.c: counting a final board under the fields of a ruleset.
 *
 * One count goes through these steps (score_compute):
 *
 * 1. The board counted.  Under dead = agreement the marked-dead stones are taken off and each becomes
 *    a prisoner of the other colour (the DEAD term); their points are empty from then on.  Under
 *    dead = play-out they stay and are counted like any stone (Tromp-Taylor rule 9); the score then
 *    also holds the margin the same count gives with them captured (captured_margin2).
 *
 * 2. Regions.  The empty points of the counted board fall into connected regions, each touching
 *    black stones, white stones, both or none.  A region touching one colour only is that colour's
 *    territory (area points, roads: the same points under every system).  A region touching both
 *    holds dame.
 *
 * 3. Areas.  Chains of one colour that surround a region together are linked, and the linked sets
 *    are areas: a group with its eyes, or groups that share eyes.  They are found by union-find over
 *    the chain heads, one union per (region, chain) contact.
 *
 * 4. Seki.  A chain is in seki when it is marked so, and, by the reading of open dame chosen
 *    (enum score_reading, J89.md): (eyes) nothing more; (dame chains) when it touches a dame point;
 *    (dame areas) when any chain of its area is in seki by the previous reading.
 *
 * 5. Points.  A stone counts for its colour where stones count (area, Tang), otherwise for nobody.
 *    An empty point of a one-colour region counts for that colour, except that a seki tax gives it
 *    to nobody when the region touches a chain in seki: Art. 8 makes territory only of eye points
 *    surrounded by live stones not in seki, and a seki's own eye points are therefore not territory.
 *    Dame count for nobody; those touching a chain in seki are called seki points ("beside seki").
 *
 * 6. Group tax (tax = all, the Tang rules).  Counting without completion must give what completion
 *    without overflow would: each player fills his roads until filling one more would make a chain of
 *    his capturable, and the roads still empty then are the tax.  An area needs two one-point eyes
 *    and no more: chains that share a region can be joined by filling it, and chains that both touch
 *    the two eyes kept need no joining.  So an independent living area leaves exactly two roads: two
 *    chains sharing two eyes pay 2 together, not 4; two groups with two eyes each pay 4.  An area in
 *    seki keeps only its one eye (filling it would let it be captured), and an area with fewer roads
 *    than that pays what it has:
 *        tax(area) = min(roads of the area, 1 if a chain of it is in seki else 2).
 *    The roads inside sekis are therefore taxed (the seed's comment says so) and the shared liberties
 *    of a seki, which touch both colours, are nobody's roads and pay nothing.  The taxed points shown
 *    are where completion could leave its eyes: the first road of each region of the area in board
 *    order, then further roads of the first regions that touch no taxed road (two empty points side
 *    by side are one eye), and only then any road, as many as the tax.
 *
 * 7. Terms and totals.  Each side gets every term whatever the ruleset; a table per scoring method
 *    says which ones are added.
 *
 * 8. Equal Stones (seed 004): "the last play is undone if it creates an odd difference of numbers of
 *    black and white plays".  The input names the last play (score_input.last_point, from the game's
 *    history or the play-out's last move), so the play is undone on a copy of the board, its stone
 *    taken off, and that board counted by steps 1-7 again.  A last play that captured is a yose
 *    play, for which the seed leaves Equal Stones undefined; tengen takes its stone off and leaves
 *    what it captured captured (putting stones back would revive stones a legal play took, which the
 *    marking, made for the final board, cannot judge).  The EQUAL_STONES term of each side is what the
 *    undo changed: nothing when the play filled the player's own road (the point is a road again: one
 *    stone less, one road more), one point less when it filled a dame, more when the empty point
 *    joins a road of the player's to the dame, and for the opponent one point less when the stone
 *    was dead (a prisoner taken back).  The group tax stays the counted position's: it is what
 *    completion would leave of that position's roads, and taking one filling stone off can split or
 *    join areas in the count without completion (a chain cut in two, an eye that is shared no more)
 *    and change the tax by more than the point undone.  One area goes with its tax: an area whose
 *    only stone is the last play's (a lone stone, no other chain linked to it by its roads), which
 *    the undo takes off the board whole.  Nothing is left of it to fill or to tax, and the seed's
 *    two methods then agree on the board the undo leaves: a lone stone on an empty board, undone,
 *    leaves an empty board, Jigo by counting without completion and by completion alike (keeping
 *    the tax of the stone undone made White win an empty board).  An undo takes away; it never
 *    gives a side points: at completion a stone that is all an area touches of its colour is dead and the area
 *    already its surrounder's, but on a board counted far from completion (as it stands) the stone
 *    taken off may be a lone stone in open space, whose undo would hand the whole space to the other
 *    side.  So a side's change is never above zero.  The player charged is the one who made the last play, which
 *    need not be the one with more plays (passes make the numbers differ).  When the input does not
 *    know the last play (a board without a history), the player with more plays made it (play
 *    alternates) and it is taken to have filled a dame: one point less.
 */
#include "rules/score.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"

#define BIT(t) (1u << (t))

/* Which terms each scoring method adds up; the bonus always, the seki points never. */
static const unsigned score_counted[] = {
	[SCORING_AREA] = BIT(SCORE_TERM_STONES) | BIT(SCORE_TERM_TERRITORY) | BIT(SCORE_TERM_TAX) |
			 BIT(SCORE_TERM_EQUAL_STONES) | BIT(SCORE_TERM_BONUS),
	[SCORING_TERRITORY] = BIT(SCORE_TERM_TERRITORY) | BIT(SCORE_TERM_PRISONERS) | BIT(SCORE_TERM_DEAD) |
			      BIT(SCORE_TERM_PASS_STONES) | BIT(SCORE_TERM_TAX) | BIT(SCORE_TERM_BONUS),
	[SCORING_STONES] = BIT(SCORE_TERM_STONES) | BIT(SCORE_TERM_TERRITORY) | BIT(SCORE_TERM_TAX) |
			   BIT(SCORE_TERM_EQUAL_STONES) | BIT(SCORE_TERM_BONUS),
};

/* --- the marking ---------------------------------------------------------------------------------- */

void score_marking_init(struct score_marking *m)
{
	memset(m->status, SCORE_ALIVE, sizeof m->status);
}

void score_marking_set(struct score_marking *m, const struct board *b, int p, enum score_status s)
{
	uint16_t stones[BOARD_MAX_POINTS];

	if (!board_on(b, p) || b->color[p] == EMPTY)
		return;
	int n = board_chain_stones(b, p, stones);
	for (int i = 0; i < n; i++)
		m->status[stones[i]] = (uint8_t)s;
}

int score_marking_set_vertex(struct score_marking *m, const struct board *b, const char *vertex,
			     enum score_status s)
{
	int p = board_vertex_parse(b, vertex);

	if (p == BOARD_NONE || p == BOARD_PASS || b->color[p] == EMPTY)
		return -1;
	score_marking_set(m, b, p, s);
	return 0;
}

void score_marking_regions(const struct board *b, const struct score_marking *m, struct board *taken,
			   uint16_t *region, uint8_t *reach)
{
	*taken = *b;
	BOARD_FOREACH(b, p)
		if (m && b->color[p] != EMPTY && score_marking_get(m, p) == SCORE_DEAD)
			board_set(taken, p, EMPTY);
	int n = board_regions(taken, REACH_EMPTY, region);
	memset(reach, 0, (size_t)n * sizeof *reach);
	BOARD_FOREACH(taken, p)
		if (taken->color[p] == EMPTY)
			BOARD_NEIGHBOURS(taken, p, q)
				if (taken->color[q] == BLACK || taken->color[q] == WHITE)
					reach[region[p]] |= (uint8_t)(1u << taken->color[q]);
}

const char *score_status_str(enum score_status s)
{
	static const char *const names[] = { [SCORE_ALIVE] = "alive", [SCORE_DEAD] = "dead",
					     [SCORE_SEKI] = "seki" };
	return names[s];
}

/* --- the input ------------------------------------------------------------------------------------ */

void score_input_init(struct score_input *in, const struct board *b, const struct score_marking *m)
{
	memset(in, 0, sizeof *in);
	in->board = b;
	in->marking = m;
	in->end = END_PASSES;
	in->resigned = EMPTY;
	in->reading = SCORE_READING_EYES;
	in->last_point = BOARD_NONE;
	in->last_color = EMPTY;
}

/* The last stone played in g, unless a setup came after it: the play Equal Stones undoes. */
static void input_last_play(struct score_input *in, const struct game *g)
{
	for (int n = game_moves(g); n >= 1; n--) {
		const struct move *mv = game_move(g, n);
		if (mv->action == ACTION_SETUP)
			return;
		if (mv->action == ACTION_PLAY) {
			in->last_point = mv->point;
			in->last_color = mv->color;
			return;
		}
	}
}

void score_input_from_game(struct score_input *in, const struct game *g, const struct score_marking *m)
{
	score_input_init(in, game_board(g), m);
	for (int n = 1; n <= game_moves(g); n++) {
		const struct move *mv = game_move(g, n);
		if (mv->action == ACTION_PLAY) {
			in->plays[mv->color]++;
			in->captures[mv->color] += mv->captured;
		} else if (mv->action == ACTION_PASS) {
			in->passes[mv->color]++;
		}
	}
	input_last_play(in, g);
	in->handicap = game_handicap(g);
	in->end = game_end_reason(g);
	in->resigned = in->end == END_RESIGN ? game_resigned(g) : EMPTY;
}

/* --- one count ------------------------------------------------------------------------------------ */

/* The working state of one count. */
struct tally {
	const struct score_input *in;
	const struct ruleset *rules;
	struct score *out;
	struct board board;                 /* the board counted (step 1) */
	bool removed[BOARD_MAX_POINTS];     /* the point held a dead stone that was taken off */
	bool marked_seki[BOARD_MAX_POINTS]; /* the stone is marked seki */
	int nregions;
	uint16_t region[BOARD_MAX_POINTS];  /* the region of every empty point (step 2) */
	uint8_t reach[BOARD_MAX_POINTS];    /* per region: REACH_BLACK | REACH_WHITE it touches */
	int anchor[BOARD_MAX_POINTS];       /* per region: the head of a chain it touches, or -1 */
	bool region_seki[BOARD_MAX_POINTS]; /* per region: it touches a chain in seki */
	uint16_t parent[BOARD_MAX_POINTS];  /* union-find over chain heads: the areas (step 3) */
	bool seki[BOARD_MAX_POINTS];        /* per chain head: in seki (step 4) */
	bool area_seki[BOARD_MAX_POINTS];   /* per area root: some chain of it is in seki */
};

static bool is_stone(unsigned c) { return c == BLACK || c == WHITE; }

static enum score_status marked(const struct tally *k, int p)
{
	return k->in->marking ? score_marking_get(k->in->marking, p) : SCORE_ALIVE;
}

/* Step 1. */
static void tally_board(struct tally *k)
{
	const struct board *b = k->in->board;

	k->board = *b;
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		k->marked_seki[p] = marked(k, p) == SCORE_SEKI;
		if (marked(k, p) != SCORE_DEAD)
			continue;
		if (k->rules->dead == DEAD_PLAYOUT) {
			k->out->kept_dead++;
			continue;
		}
		board_set(&k->board, p, EMPTY);
		k->removed[p] = true;
		k->out->side[color_other((enum color)b->color[p])].term[SCORE_TERM_DEAD]++;
	}
}

/* Step 2. */
static void tally_regions(struct tally *k)
{
	const struct board *b = &k->board;

	k->nregions = board_regions(b, REACH_EMPTY, k->region);
	for (int r = 0; r < k->nregions; r++) {
		k->reach[r] = 0;
		k->anchor[r] = -1;
	}
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		int r = k->region[p];
		BOARD_NEIGHBOURS(b, p, q)
			if (is_stone(b->color[q])) {
				k->reach[r] |= (uint8_t)(1u << b->color[q]);
				if (k->anchor[r] < 0)
					k->anchor[r] = b->head[q];
			}
	}
}

static bool one_colour(unsigned reach) { return reach == REACH_BLACK || reach == REACH_WHITE; }

static int area_find(struct tally *k, int h)
{
	while (k->parent[h] != h) {
		k->parent[h] = k->parent[k->parent[h]];
		h = k->parent[h];
	}
	return h;
}

/* Step 3. */
static void tally_areas(struct tally *k)
{
	const struct board *b = &k->board;

	BOARD_FOREACH(b, p)
		k->parent[p] = (uint16_t)p;
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY || !one_colour(k->reach[k->region[p]]))
			continue;
		int root = area_find(k, k->anchor[k->region[p]]);
		BOARD_NEIGHBOURS(b, p, q)
			if (is_stone(b->color[q])) {
				int other = area_find(k, b->head[q]);
				k->parent[other] = (uint16_t)root;
			}
	}
}

/* Step 4: the chains marked seki. */
static void seki_marked(struct tally *k)
{
	const struct board *b = &k->board;

	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && k->marked_seki[p])
			k->seki[b->head[p]] = true;
}

/* Step 4, from the reading "dame chains" on: every chain that touches a dame point. */
static void seki_touching_dame(struct tally *k)
{
	const struct board *b = &k->board;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY || k->reach[k->region[p]] != (REACH_BLACK | REACH_WHITE))
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (is_stone(b->color[q]))
				k->seki[b->head[q]] = true;
	}
}

/* Step 4: the areas holding a chain in seki; under the reading "dame areas" all their chains are. */
static void seki_areas(struct tally *k)
{
	const struct board *b = &k->board;

	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && k->seki[b->head[p]])
			k->area_seki[area_find(k, b->head[p])] = true;
	if (k->in->reading != SCORE_READING_DAME_AREAS)
		return;
	BOARD_FOREACH(b, p)
		if (b->color[p] != EMPTY && b->head[p] == p && k->area_seki[area_find(k, p)])
			k->seki[p] = true;
}

/* Step 4: the regions that touch a chain in seki. */
static void seki_regions(struct tally *k)
{
	const struct board *b = &k->board;

	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		BOARD_NEIGHBOURS(b, p, q)
			if (is_stone(b->color[q]) && k->seki[b->head[q]])
				k->region_seki[k->region[p]] = true;
	}
}

/* Step 4. */
static void tally_seki(struct tally *k)
{
	seki_marked(k);
	if (k->in->reading != SCORE_READING_EYES)
		seki_touching_dame(k);
	seki_areas(k);
	seki_regions(k);
}

static void put(struct tally *k, int p, enum color owner, enum score_reason why)
{
	k->out->owner[p] = (uint8_t)owner;
	k->out->reason[p] = (uint8_t)why;
	if (owner == EMPTY && k->board.color[p] == EMPTY)
		k->out->neutral++;
}

/* Step 5 for a stone. */
static void tally_stone(struct tally *k, int p)
{
	enum color c = (enum color)k->board.color[p];
	bool seki = k->seki[k->board.head[p]];

	k->out->side[c].term[SCORE_TERM_STONES]++;
	if (score_counts(k->out, SCORE_TERM_STONES))
		put(k, p, c, SCORE_BY_STONE);
	else
		put(k, p, EMPTY, seki ? SCORE_BY_SEKI : SCORE_BY_STONE);
}

/* Step 5 for an empty point (or the point of a removed dead stone). */
static void tally_empty(struct tally *k, int p)
{
	int r = k->region[p];
	enum score_reason own = k->removed[p] ? SCORE_BY_DEAD : SCORE_BY_TERRITORY;

	if (one_colour(k->reach[r])) {
		enum color c = k->reach[r] == REACH_BLACK ? BLACK : WHITE;
		if (k->rules->tax == TAX_SEKI && k->region_seki[r]) {
			k->out->side[c].term[SCORE_TERM_SEKI]++;
			put(k, p, EMPTY, SCORE_BY_SEKI);
		} else {
			k->out->side[c].term[SCORE_TERM_TERRITORY]++;
			put(k, p, c, own);
		}
	} else if (k->reach[r] == 0) {
		put(k, p, EMPTY, SCORE_BY_NONE);
	} else {
		put(k, p, EMPTY, k->region_seki[r] ? SCORE_BY_SEKI : k->removed[p] ? SCORE_BY_DEAD : SCORE_BY_DAME);
	}
}

/* Step 6: what each area owes, in owe[] at the area's root. */
static void tax_owed(struct tally *k, int *owe)
{
	const struct board *b = &k->board;

	BOARD_FOREACH(b, p)
		owe[p] = 0;
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY && k->out->owner[p] != EMPTY)
			owe[area_find(k, k->anchor[k->region[p]])]++;
	BOARD_FOREACH(b, p) {
		int cap = k->area_seki[p] ? 1 : 2;
		if (owe[p] > cap)
			owe[p] = cap;
	}
}

/* True if a road next to p is taxed already. */
static bool tax_beside(const struct tally *k, int p)
{
	BOARD_NEIGHBOURS(&k->board, p, q)
		if (k->out->reason[q] == SCORE_BY_TAX)
			return true;
	return false;
}

/* Step 6: take road p for the tax if its area still owes; on the first pass only if its region has
 * given nothing yet, on the second only if no road beside it is taxed (two eyes side by side are one
 * eye: completion could not leave them). */
static void tax_take(struct tally *k, int p, int *owe, bool *region_taxed, int pass)
{
	int r = k->region[p];
	int root = area_find(k, k->anchor[r]);

	if (owe[root] == 0 || (pass == 0 && region_taxed[r]) || (pass == 1 && tax_beside(k, p)))
		return;
	k->out->side[k->out->owner[p]].term[SCORE_TERM_TAX]--;
	put(k, p, EMPTY, SCORE_BY_TAX);
	owe[root]--;
	region_taxed[r] = true;
}

static void tally_tax(struct tally *k)
{
	const struct board *b = &k->board;
	int owe[BOARD_MAX_POINTS];
	bool region_taxed[BOARD_MAX_POINTS] = { false };

	tax_owed(k, owe);
	for (int pass = 0; pass < 3; pass++)
		BOARD_FOREACH(b, p)
			if (b->color[p] == EMPTY && k->out->owner[p] != EMPTY)
				tax_take(k, p, owe, region_taxed, pass);
}

static int handicap_bonus(enum bonus_rule bonus, int n)
{
	switch (bonus) {
	case BONUS_N: return n;
	case BONUS_N_MINUS_1: return n > 0 ? n - 1 : 0;
	case BONUS_NONE: break;
	}
	return 0;
}

static void score_totals(struct score *s);

/* Step 7. */
static void tally_terms(struct tally *k)
{
	const struct score_input *in = k->in;
	const struct ruleset *r = k->rules;
	struct score *s = k->out;

	for (enum color c = BLACK; c <= WHITE; c++) {
		struct score_side *side = &s->side[c];
		side->term[SCORE_TERM_PRISONERS] = in->captures[c];
		side->term[SCORE_TERM_PASS_STONES] = r->pass_stones ? in->passes[color_other(c)] : 0;
	}
	s->side[WHITE].term[SCORE_TERM_BONUS] = handicap_bonus(r->bonus, in->handicap);
	s->side[WHITE].komi2 = r->komi2;
	score_totals(s);
}

/* The totals and the margin from the terms counted and the komi. */
static void score_totals(struct score *s)
{
	for (enum color c = BLACK; c <= WHITE; c++) {
		struct score_side *side = &s->side[c];
		side->total2 = side->komi2;
		for (int t = 0; t < SCORE_TERMS; t++)
			if (score_counts(s, (enum score_term)t))
				side->total2 += 2 * side->term[t];
	}
	s->margin2 = s->side[BLACK].total2 - s->side[WHITE].total2;
}

/* Step 1's other half: the margin with the kept dead stones captured. */
static void tally_captured(struct tally *k)
{
	struct ruleset captured = *k->rules;
	struct score alt;

	k->out->captured_margin2 = k->out->margin2;
	if (k->out->kept_dead == 0)
		return;
	captured.dead = DEAD_AGREEMENT;
	score_compute(k->in, &captured, &alt);
	k->out->captured_margin2 = alt.margin2;
}

/* Step 8's case of the tax: the tax the counted position charges the area of the last play when that
 * play's stone is all the area holds (a lone stone, no other chain linked to it by its roads). */
static void tally_lone_area(struct tally *k)
{
	const struct board *b = &k->board;
	int p = k->in->last_point;

	if (!board_on(b, p) || b->color[p] != k->in->last_color || b->count[b->head[p]] != 1)
		return;
	int root = area_find(k, p);
	BOARD_FOREACH(b, q)
		if (is_stone(b->color[q]) && q != p && area_find(k, b->head[q]) == root)
			return;
	BOARD_FOREACH(b, q)
		if (b->color[q] == EMPTY && k->out->reason[q] == SCORE_BY_TAX && k->anchor[k->region[q]] >= 0 &&
		    area_find(k, k->anchor[k->region[q]]) == root)
			k->out->lone_tax++;
}

/* Steps 1-7. */
static void score_tally(const struct score_input *in, const struct ruleset *rules, struct score *out)
{
	struct tally k = { .in = in, .rules = rules, .out = out };

	memset(out, 0, sizeof *out);
	out->rules = *rules;
	out->counted = score_counted[rules->scoring];
	out->end = in->end;
	out->resigned = in->resigned;
	out->undone_point = BOARD_NONE;
	tally_board(&k);
	tally_regions(&k);
	tally_areas(&k);
	tally_seki(&k);
	BOARD_FOREACH(&k.board, p) {
		if (k.board.color[p] == EMPTY)
			tally_empty(&k, p);
		else
			tally_stone(&k, p);
	}
	if (rules->tax == TAX_ALL) {
		tally_tax(&k);
		tally_lone_area(&k);
	}
	tally_terms(&k);
	tally_captured(&k);
}

/* Step 8: the input with the last play's stone taken off, on *b (the caller's storage); false when
 * that stone is not on the board (a setup changed the point since). */
static bool undo_input(const struct score_input *in, struct board *b, struct score_input *out)
{
	if (!board_on(in->board, in->last_point) || in->board->color[in->last_point] != in->last_color)
		return false;
	*out = *in;
	*b = *in->board;
	board_set(b, in->last_point, EMPTY);
	out->plays[in->last_color]--;
	out->board = b;
	out->last_point = BOARD_NONE;
	return true;
}

/* Step 8: the EQUAL_STONES terms, when the numbers of plays differ by an odd number. */
static void equal_stones(const struct score_input *in, const struct ruleset *rules, struct score *out)
{
	int diff = in->plays[BLACK] - in->plays[WHITE];

	if (!rules->equal_stones || diff % 2 == 0)
		return;
	struct { struct board b; struct score_input in; struct score s; } *u = xmalloc(sizeof *u);
	if (!undo_input(in, &u->b, &u->in)) {
		out->side[diff > 0 ? BLACK : WHITE].term[SCORE_TERM_EQUAL_STONES] = -1;
	} else {
		score_tally(&u->in, rules, &u->s);
		for (enum color c = BLACK; c <= WHITE; c++) {
			/* the tax is the counted position's but for an area the undo takes off whole;
			 * taken away only (see 8.) */
			int change = (u->s.side[c].total2 - out->side[c].total2) / 2;
			if (score_counts(out, SCORE_TERM_TAX))
				change -= u->s.side[c].term[SCORE_TERM_TAX] - out->side[c].term[SCORE_TERM_TAX] -
					  (c == in->last_color ? out->lone_tax : 0);
			out->side[c].term[SCORE_TERM_EQUAL_STONES] = change > 0 ? 0 : change;
		}
		out->undone_point = in->last_point;
		out->undone_color = in->last_color;
	}
	free(u);
	score_totals(out);
}

void score_compute(const struct score_input *in, const struct ruleset *rules, struct score *out)
{
	score_tally(in, rules, out);
	equal_stones(in, rules, out);
}

/* --- words ---------------------------------------------------------------------------------------- */

const char *score_reason_str(enum score_reason r)
{
	static const char *const names[] = {
		[SCORE_BY_NONE] = "nothing", [SCORE_BY_STONE] = "stone", [SCORE_BY_TERRITORY] = "territory",
		[SCORE_BY_DEAD] = "dead stone", [SCORE_BY_SEKI] = "seki", [SCORE_BY_DAME] = "dame",
		[SCORE_BY_TAX] = "group tax",
	};
	return names[r];
}

const char *score_term_str(enum score_term t)
{
	static const char *const names[] = {
		[SCORE_TERM_STONES] = "stones", [SCORE_TERM_TERRITORY] = "territory",
		[SCORE_TERM_PRISONERS] = "prisoners", [SCORE_TERM_DEAD] = "dead",
		[SCORE_TERM_PASS_STONES] = "pass stones", [SCORE_TERM_SEKI] = "seki points",
		[SCORE_TERM_TAX] = "tax", [SCORE_TERM_EQUAL_STONES] = "equal stones",
		[SCORE_TERM_BONUS] = "handicap bonus",
	};
	return names[t];
}

const char *score_reading_str(enum score_reading r)
{
	static const char *const names[] = {
		[SCORE_READING_EYES] = "eye points of every living group",
		[SCORE_READING_DAME_CHAINS] = "chains touching dame are in seki",
		[SCORE_READING_DAME_AREAS] = "areas touching dame are in seki",
	};
	return names[r];
}

const char *score_result_str(const struct score *s, char *buf, size_t len)
{
	char margin[16];

	if (s->end == END_CYCLE)
		snprintf(buf, len, "Void");
	else if (s->end == END_RESIGN)
		snprintf(buf, len, "%s", s->resigned == BLACK ? "W+R" : "B+R");
	else if (s->margin2 == 0)
		snprintf(buf, len, "Jigo");
	else
		snprintf(buf, len, "%c+%s", s->margin2 > 0 ? 'B' : 'W', ruleset_komi_str(abs(s->margin2), margin));
	return buf;
}

/* Append " + 3 name" (or the first term without the sign) to buf at *pos. */
static void side_append(char *buf, size_t len, size_t *pos, bool first, int value2, const char *name)
{
	char num[16];
	const char *sign = value2 < 0 ? " - " : first ? " " : " + ";

	if (*pos < len)
		*pos += (size_t)snprintf(buf + *pos, len - *pos, "%s%s %s", sign,
					 ruleset_komi_str(abs(value2), num), name);
}

const char *score_side_str(const struct score *s, enum color c, char *buf, size_t len)
{
	const struct score_side *side = &s->side[c];
	size_t pos = (size_t)snprintf(buf, len, "%s:", color_name(c));
	char num[16];
	bool first = true;

	for (int t = 0; t < SCORE_TERMS; t++) {
		bool always = t == SCORE_TERM_STONES || t == SCORE_TERM_TERRITORY;
		if (!score_counts(s, (enum score_term)t) || (side->term[t] == 0 && !always))
			continue;
		side_append(buf, len, &pos, first, 2 * side->term[t], score_term_str((enum score_term)t));
		first = false;
	}
	if (side->komi2 != 0)
		side_append(buf, len, &pos, first, side->komi2, "komi");
	if (pos < len)
		snprintf(buf + pos, len - pos, " = %s%s", side->total2 < 0 ? "-" : "",
			 ruleset_komi_str(abs(side->total2), num));
	return buf;
}

const char *score_point_str(const struct score *s, int p, char *buf, size_t len)
{
	const char *why = score_reason_str((enum score_reason)s->reason[p]);

	if (s->owner[p] == EMPTY)
		snprintf(buf, len, "nobody (%s)", why);
	else
		snprintf(buf, len, "%c %s", s->owner[p] == BLACK ? 'B' : 'W', why);
	return buf;
}

const char *score_note_str(const struct score *s, char *buf, size_t len)
{
	struct score captured = { .margin2 = s->captured_margin2, .end = END_PASSES };
	char result[16];

	if (s->kept_dead == 0) {
		if (len > 0)
			buf[0] = '\0';
		return buf;
	}
	snprintf(buf, len, "%d %s marked dead %s on the board and %s as alive until captured; "
		 "captured, area counting gives %s",
		 s->kept_dead, s->kept_dead == 1 ? "stone" : "stones", s->kept_dead == 1 ? "stays" : "stay",
		 s->kept_dead == 1 ? "counts" : "count", score_result_str(&captured, result, sizeof result));
	return buf;
}

/* --- comparison ----------------------------------------------------------------------------------- */

/*
 * Whose point p is under s.  A living stone is its colour's under every ruleset: whether stones are
 * added up is a difference of terms (the table shows it), not a disagreement about the point.
 */
int score_point_owner(const struct score *s, const struct board *b, int p)
{
	return s->reason[p] == SCORE_BY_STONE ? b->color[p] : s->owner[p];
}

static bool owners_differ(const struct score_comparison *c, const struct board *b, int p)
{
	for (int i = 1; i < c->n; i++)
		if (score_point_owner(&c->scores[i], b, p) != score_point_owner(&c->scores[0], b, p))
			return true;
	return false;
}

void score_compare(const struct score_input *in, const struct ruleset *rules, int n,
		   struct score_comparison *out)
{
	out->n = n < SCORE_MAX_RULESETS ? n : SCORE_MAX_RULESETS;
	for (int i = 0; i < out->n; i++)
		score_compute(in, &rules[i], &out->scores[i]);
	out->ndiffs = 0;
	BOARD_FOREACH(in->board, p)
		if (owners_differ(out, in->board, p))
			out->diffs[out->ndiffs++] = (uint16_t)p;
}

const char *score_diff_str(const struct score_comparison *c, const struct board *b, int i, char *buf,
			   size_t len)
{
	int p = c->diffs[i];
	char v[8], name[256], what[32];
	size_t pos = (size_t)snprintf(buf, len, "%s:", board_vertex_str(b, p, v));

	for (int j = 0; j < c->n && pos < len; j++) {
		const struct ruleset *r = &c->scores[j].rules;
		const char *preset = ruleset_preset_of(r);
		pos += (size_t)snprintf(buf + pos, len - pos, "%s %s %s", j ? ";" : "",
					preset ? preset : ruleset_str(r, name, sizeof name),
					score_point_str(&c->scores[j], p, what, sizeof what));
	}
	return buf;
}

/* --- the rulesets compared ------------------------------------------------------------------------ */

void score_columns_init(struct score_columns *c, const struct ruleset *game, bool game_komi)
{
	c->n = 0;
	c->game = *game;
	c->game_komi = game_komi;
}

/* Write the reason into err (when there is one) and return -1. */
static int columns_fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* True if name is one of the '='-separated names of a column already. */
static bool columns_named(const char *names, const char *name)
{
	size_t len = strlen(name);

	for (const char *s = names; s; s = strchr(s, '=') ? strchr(s, '=') + 1 : NULL)
		if (strncmp(s, name, len) == 0 && (s[len] == '=' || s[len] == '\0'))
			return true;
	return false;
}

/* Add the ruleset a name gives, or the name to the column of an equal ruleset. */
static int columns_add_name(struct score_columns *c, const char *name, char *err, size_t errlen)
{
	struct ruleset r;

	if (ruleset_parse(&r, name, err, errlen) != 0)
		return -1;
	if (c->game_komi)
		r.komi2 = c->game.komi2;
	for (int i = 0; i < c->n; i++)
		if (ruleset_equal(&c->rules[i], &r)) {
			size_t used = strlen(c->names[i]);
			if (!columns_named(c->names[i], name))
				snprintf(c->names[i] + used, sizeof c->names[i] - used, "=%s", name);
			return 0;
		}
	if (c->n == SCORE_MAX_RULESETS)
		return columns_fail(err, errlen, "at most %d rulesets", SCORE_MAX_RULESETS);
	c->rules[c->n] = r;
	snprintf(c->names[c->n], sizeof c->names[c->n], "%s", name);
	c->n++;
	return 0;
}

static int columns_add_presets(struct score_columns *c, char *err, size_t errlen)
{
	for (int i = 0; i < ruleset_preset_count(); i++)
		if (columns_add_name(c, ruleset_preset_name(i), err, errlen) != 0)
			return -1;
	return 0;
}

/* Each name of a comma-separated list, up to the first that fails. */
static int columns_add_list(struct score_columns *c, const char *list, char *err, size_t errlen)
{
	char *copy = xstrdup(list), *save = NULL;
	int status = 0, named = 0;

	for (char *name = strtok_r(copy, ",", &save); name && status == 0; name = strtok_r(NULL, ",", &save)) {
		status = columns_add_name(c, name, err, errlen);
		named++;
	}
	free(copy);
	return status == 0 && named == 0 ? columns_fail(err, errlen, "no rulesets") : status;
}

int score_columns_add(struct score_columns *c, const char *list, char *err, size_t errlen)
{
	if (strcmp(list, "all") == 0)
		return columns_add_presets(c, err, errlen);
	return columns_add_list(c, list, err, errlen);
}

int score_columns_add_game(struct score_columns *c, char *err, size_t errlen)
{
	const char *preset = ruleset_preset_of(&c->game);
	char name[256];

	return columns_add_name(c, preset ? preset : ruleset_long_str(&c->game, name, sizeof name), err, errlen);
}

void score_columns_compare(const struct score_columns *c, const struct score_input *in,
			   struct score_comparison *out)
{
	score_compare(in, c->rules, c->n, out);
}
