/*
 * score.h: the same final board counted under any ruleset, point by point and term by term.
 *
 * Scoring is a pure function of (final board, marking, ruleset, prisoners, passes, plays, handicap):
 * score_compute() reads a struct score_input and a ruleset and fills a struct score with, for every
 * point, whom it counts for and why, each side's terms, the totals and the result.  Nothing in it
 * asks which preset the ruleset is: the fields decide (DESIGN.md 3.1 and 3.3).
 *
 * What the fields mean here:
 *   dead     agreement: marked-dead stones are removed before counting (prisoners of the opponent);
 *            play-out: they stay and count as alive (Tromp-Taylor rule 9), and the score also says
 *            what area counting gives once they are captured (kept_dead, captured_margin2).
 *   scoring  area: stones + territory.  territory: territory + prisoners (captured, dead, and pass
 *            stones).  stones (Tang): stones + roads - group tax, after Equal Stones.
 *            "Territory" is always the empty points (and points of removed dead stones) whose region
 *            touches stones of one colour only; area and Tang call them roads or area points.
 *   tax      none: every such point counts.  seki: points in or beside seki count for nobody (the
 *            1989 Japanese Art. 8), where "in seki" is decided by the marking and the reading of
 *            open dame (enum score_reading).  all: the group tax of the Tang rules, see score.c.
 *   bonus    White gets 0, N or N-1 points for N handicap stones (never below 0).
 *   equal_stones  if the numbers of plays differ by an odd number, the last play is undone: its
 *            stone comes off and the board is counted again (score.c step 8): nothing changes
 *            when it filled its player's own road, one point less when it filled a dame.
 *   pass_stones   each pass hands the opponent a prisoner; prisoners count only where the scoring
 *            counts them, so under area counting they are shown and not added (AGA: they make a
 *            territory count come out as the area count).
 *
 * Call order: score_marking_init, then score_marking_set for each chain that is dead or in seki;
 * score_input_init (or score_input_from_game) and any field changes; then score_compute, or
 * score_compare for several rulesets at once.  All storage is the caller's.
 */
#ifndef TENGEN_SCORE_H
#define TENGEN_SCORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/ruleset.h"

/* --- the marking ---------------------------------------------------------------------------------- */

/* What the players (or the analysis) say about a chain. */
enum score_status {
	SCORE_ALIVE,  /* alive, and not in seki */
	SCORE_DEAD,   /* dead: removed at the end under agreement */
	SCORE_SEKI,   /* alive in seki */
};

/* A status per point, set a whole chain at a time; empty points stay SCORE_ALIVE and mean nothing. */
struct score_marking {
	uint8_t status[BOARD_MAX_POINTS];  /* enum score_status of every stone */
};

/* Every chain alive. */
void score_marking_init(struct score_marking *m);
/* Give status s to the whole chain through the stone at p (nothing if p is empty). */
void score_marking_set(struct score_marking *m, const struct board *b, int p, enum score_status s);
/* The same from a GTP vertex ("D4").  Returns 0, or -1 if it is not a point of b holding a stone. */
int score_marking_set_vertex(struct score_marking *m, const struct board *b, const char *vertex,
			     enum score_status s);
/* The status of the stone at p. */
static inline enum score_status score_marking_get(const struct score_marking *m, int p)
{
	return (enum score_status)m->status[p];
}
/* "alive", "dead", "seki". */
const char *score_status_str(enum score_status s);
/*
 * The regions of empty points of b once the stones m marks dead are taken off (m NULL: none):
 * *taken gets that board, region[p] the region of each of its empty points (board_regions), and
 * reach[r] the colours region r touches (REACH_BLACK, REACH_WHITE).  region and reach have room for
 * BOARD_MAX_POINTS.  The count's points between the colours and the marking's enclosed areas are
 * read from them.
 */
void score_marking_regions(const struct board *b, const struct score_marking *m, struct board *taken,
			   uint16_t *region, uint8_t *reach);

/* --- the input ------------------------------------------------------------------------------------ */

/*
 * "Live stones that possess dame are in seki" (1989 Art. 8) read three ways (see J89.md); it decides
 * which chains are in seki, and so which points a seki tax takes.
 */
enum score_reading {
	SCORE_READING_EYES,         /* only the chains marked seki: every other living group's eye points
				       count (tengen's reading; as players count once dame are filled) */
	SCORE_READING_DAME_CHAINS,  /* also every living chain that touches a dame point */
	SCORE_READING_DAME_AREAS,   /* also every chain of an area (chains of one colour linked by the
				       regions they alone surround) in which some chain is in seki by
				       the reading above */
};

struct score_input {
	const struct board *board;            /* the final position */
	const struct score_marking *marking;  /* per chain; NULL: every chain alive */
	int captures[3];   /* opponent stones each colour captured during play, without pass stones */
	int passes[3];     /* passes each colour made (pass stones for the opponent where they apply) */
	int plays[3];      /* stones each colour placed, for Equal Stones (a pass is not a play) */
	int handicap;      /* N, the number of handicap stones; 0 for an even game */
	enum end_reason end;        /* END_RESIGN gives B+R / W+R, END_CYCLE gives Void, else a count */
	enum color resigned;        /* for END_RESIGN: who resigned */
	enum score_reading reading; /* which chains are in seki beyond the marked ones */
	int last_point;    /* the last stone played, which Equal Stones may undo (BOARD_NONE: not known) */
	enum color last_color;  /* and who played it */
};

/* An input for board b with the given marking (may be NULL), no prisoners, passes or plays, no
 * handicap, ended by passes, read the tengen way. */
void score_input_init(struct score_input *in, const struct board *b, const struct score_marking *m);
/* The input for the current position of game g: prisoners, passes and plays from its history,
 * its handicap and the way it ended. */
void score_input_from_game(struct score_input *in, const struct game *g, const struct score_marking *m);

/* --- the output ----------------------------------------------------------------------------------- */

/* Why a point counts for someone, or for nobody. */
enum score_reason {
	SCORE_BY_NONE,       /* an empty point that reaches no stone at all */
	SCORE_BY_STONE,      /* a stone on the board (counts only where stones count) */
	SCORE_BY_TERRITORY,  /* an empty point surrounded by one colour: territory, area point or road */
	SCORE_BY_DEAD,       /* the point of a dead stone removed at the end (its stone a prisoner) */
	SCORE_BY_SEKI,       /* a point in or beside seki that a seki tax gives nobody, or a seki stone
				under territory counting */
	SCORE_BY_DAME,       /* an empty point that reaches both colours */
	SCORE_BY_TAX,        /* a road that the group tax takes back */
};

/* The terms of one side's score.  Each is kept whether or not the ruleset adds it up. */
enum score_term {
	SCORE_TERM_STONES,        /* stones on the board (after dead stones are removed) */
	SCORE_TERM_TERRITORY,     /* territory, area points or roads, points of removed dead stones included */
	SCORE_TERM_PRISONERS,     /* opponent stones captured during play */
	SCORE_TERM_DEAD,          /* opponent stones removed as dead at the end */
	SCORE_TERM_PASS_STONES,   /* prisoners handed over by the opponent's passes */
	SCORE_TERM_SEKI,          /* own eye points that a seki tax gives nobody (shown, never added) */
	SCORE_TERM_TAX,           /* minus the group tax */
	SCORE_TERM_EQUAL_STONES,  /* what undoing the last play changed (Equal Stones): 0 or -1 mostly */
	SCORE_TERM_BONUS,         /* handicap bonus (White only) */
	SCORE_TERMS
};

struct score_side {
	int term[SCORE_TERMS];  /* enum score_term, in points, signed as added */
	int komi2;              /* komi in half-points (White only) */
	int total2;             /* the counted terms plus komi, in half-points */
};

struct score {
	struct ruleset rules;              /* the ruleset counted under */
	unsigned counted;                  /* bit (1u << term) for every term this ruleset adds up */
	uint8_t owner[BOARD_MAX_POINTS];   /* enum color: BLACK, WHITE, or EMPTY when it counts for nobody */
	uint8_t reason[BOARD_MAX_POINTS];  /* enum score_reason */
	struct score_side side[3];         /* index BLACK, WHITE */
	int neutral;           /* empty points (removed dead points included) that count for nobody */
	int kept_dead;         /* marked-dead stones left on the board and counted alive (play-out) */
	int captured_margin2;  /* when kept_dead > 0: the margin once they are captured (area counting) */
	int margin2;           /* Black's total minus White's, in half-points */
	int undone_point;      /* Equal Stones: the point of the play it undid, or BOARD_NONE */
	enum color undone_color; /* and who made that play */
	int lone_tax;          /* the tax of the last play's area when its stone is all of it (Tang) */
	enum end_reason end;   /* copied from the input, for the result */
	enum color resigned;
};

/* Count in->board under rules. */
void score_compute(const struct score_input *in, const struct ruleset *rules, struct score *out);

/* True if the ruleset behind s adds term t up. */
static inline bool score_counts(const struct score *s, enum score_term t) { return s->counted & (1u << t); }

/* "B+3.5", "W+0.5", "B+7", "Jigo", "B+R", "W+R" or "Void".  Returns buf (at least 16 bytes). */
const char *score_result_str(const struct score *s, char *buf, size_t len);
/* One side's counted terms in words: "Black: 12 stones + 9 territory = 21".  Returns buf. */
const char *score_side_str(const struct score *s, enum color c, char *buf, size_t len);
/* What point p is under s: "B territory", "nobody (dame)".  Returns buf (at least 32 bytes). */
const char *score_point_str(const struct score *s, int p, char *buf, size_t len);
/* Under dead = play-out with stones marked dead: "1 stone marked dead stays on the board and counts
 * as alive until captured; captured, area counting gives W+2.5"; otherwise "".  Returns buf. */
const char *score_note_str(const struct score *s, char *buf, size_t len);
/* Names in words: "territory", "dead stone"; "stones", "pass stones"; "eye points", ... */
const char *score_reason_str(enum score_reason r);
const char *score_term_str(enum score_term t);
const char *score_reading_str(enum score_reading r);

/* --- comparison ----------------------------------------------------------------------------------- */

#define SCORE_MAX_RULESETS 8

/* One board under several rulesets, and the points on which they disagree. */
struct score_comparison {
	int n;                                     /* rulesets compared */
	struct score scores[SCORE_MAX_RULESETS];   /* one per ruleset, in the order given */
	int ndiffs;                                /* points whose owner is not the same under all
						      (a living stone is its colour's everywhere,
						      counted or not) */
	uint16_t diffs[BOARD_MAX_POINTS];          /* those points, in board order */
};

/*
 * Count the input under each of rules[0..n-1] (n at most SCORE_MAX_RULESETS; the komi is each
 * ruleset's own, so give them the game's komi to compare counting alone) and list the points on which
 * the owners differ.  Each score's owner and reason at such a point say who and why.
 */
void score_compare(const struct score_input *in, const struct ruleset *rules, int n,
		   struct score_comparison *out);
/* Whose point p of board b is under s: a living stone is its colour's under every ruleset (whether
 * stones are added up is a difference of terms), any other point its owner in s (EMPTY: nobody). */
int score_point_owner(const struct score *s, const struct board *b, int p);
/* One line for disagreement i: "F9: japanese nobody (seki); chinese W territory".  Returns buf. */
const char *score_diff_str(const struct score_comparison *c, const struct board *b, int i, char *buf,
			   size_t len);

/* --- the rulesets compared ------------------------------------------------------------------------ */

/* What `tengen score` and tengen-score-all compare when no ruleset is named. */
#define SCORE_DEFAULT_RULESETS "japanese,tromp-taylor,chinese,tang"
#define SCORE_NAME_LEN 64

/*
 * The rulesets of one comparison, each with the name it was asked for: the columns of `tengen score`,
 * the rows of tengen-score-all.  Names that give equal rulesets (komi included) share one column,
 * named "japanese=korean".  Komi: by default every column counts with the game's, so that the
 * differences come from counting alone (DESIGN.md 3.3); or each ruleset with its own.
 *
 * Call order: score_columns_init, then score_columns_add (and score_columns_add_game) as often as
 * needed, then score_columns_compare.
 */
struct score_columns {
	int n;                                           /* columns */
	struct ruleset rules[SCORE_MAX_RULESETS];        /* each column's ruleset, its komi applied */
	char names[SCORE_MAX_RULESETS][SCORE_NAME_LEN];  /* each column's names as asked (truncated) */
	struct ruleset game;                             /* the ruleset the game was played under */
	bool game_komi;                                  /* every column counts with game's komi */
};

/* No columns yet, for a game played under *game; game_komi: every column takes the game's komi, else
 * each ruleset its own. */
void score_columns_init(struct score_columns *c, const struct ruleset *game, bool game_komi);
/*
 * Add the rulesets of a comma-separated list of names (anything ruleset_parse reads), or of "all"
 * (every preset).  Returns 0, or -1 with the reason in err (if not NULL): ruleset_parse's message for
 * an unknown name, "at most 8 rulesets" (SCORE_MAX_RULESETS), or "no rulesets" for a list that
 * names none.  The columns added before a failure stay.
 */
int score_columns_add(struct score_columns *c, const char *list, char *err, size_t errlen);
/* Add the game's own ruleset, named as its preset (whatever the komi) or else in the long form.
 * Returns as score_columns_add. */
int score_columns_add_game(struct score_columns *c, char *err, size_t errlen);
/* Count the input under every column, in order. */
void score_columns_compare(const struct score_columns *c, const struct score_input *in,
			   struct score_comparison *out);

#endif
