/*
 * count.h: THE count of a game, under one ruleset or several side by side.  Every front end that
 * shows a result asks here and nowhere else: the end-of-game dialogue, the review overlays, the count
 * frames, rules-diff, GTP final_score and tengen-score-all, `tengen score` and the match referee.
 * They format the answer; they never set a count up themselves.
 *
 * What each ruleset counts, decided here once:
 *   1. A ruleset under which every stone left on the board counts (dead = play-out: Tromp-Taylor)
 *      counts the board as the players left it.  Nothing is ever played out for it, and the marking
 *      never moves its result: a stone marked dead stays and counts as alive, and the score says what
 *      area counting would give once those stones were captured (score.h: kept_dead,
 *      captured_margin2, score_note_str).
 *   2. A ruleset that removes dead stones by agreement counts the board as the players left it when
 *      they ended the game by passing (or one resigned): the dame they left are nobody's, and a
 *      protective move they did not make costs nothing, as the rules and every server count a game
 *      the players have ended.  A record that stops before its end, as professional records do (the
 *      last dame and protective moves are not written down: the players agreed on the result), is
 *      counted played out first (rules/finish.h) with the marking in force, the player to move
 *      first: the dame filled and the protective moves made, as the players did before they counted;
 *      the marked-dead stones are then removed as prisoners.  The play-out depends only on whether
 *      the ruleset counts territory or area (stones counting as area): the rulesets of one comparison
 *      share at most two play-outs, and one ruleset gives the same count whoever asks, alone or
 *      beside others.  count_options.playout asks for the play-out always (`finish on`, --play-out)
 *      or never (`finish off`, --as-is) instead.
 *   3. Nothing is played out under a ruleset of 2. under a seki tax when Art. 8 of the 1989 rules is
 *      read about the dame left open (count_options.reading other than SCORE_READING_EYES: the open
 *      dame are what that reading reads), nor at all, unless asked always, when the position is not
 *      the end of a game: more than COUNT_UNFINISHED points a line of the board lie between the
 *      colours (empty points whose region touches both, once the stones marked dead are taken off).
 *      Players stop with a few dame left (at most 20 on 19x19 in the goban collection's finished
 *      games); a position in the middle of the game has a hundred or more, and playing it out would
 *      be neither the players' count nor quick.  Such a count is of the board as it stands, and
 *      count.unfinished says so.
 *   4. How the game ended decides the result, never the terms: a resignation is B+R or W+R under
 *      every ruleset; a game that a whole-board cycle ended (END_CYCLE: its rules end long cycles
 *      without result) has no result, "Void", under every ruleset, since under the others the game
 *      could not have come there (a superko refuses the move that repeats); a game still in play is
 *      counted as if both players had passed (a look at the count).
 *   The prisoners, passes, plays and handicap are the game's (score_input_from_game), with what the
 *   play-out captured and played added; the komi is each ruleset's own (give the game's to compare
 *   counting alone: score_columns does).
 *
 * Storage: struct count is large (tens of kilobytes): allocate it on the heap or statically.
 */
#ifndef TENGEN_COUNT_H
#define TENGEN_COUNT_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/finish.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "rules/score.h"

/* When the rulesets that take dead stones off count the position played out (2.). */
enum count_playout {
	COUNT_PLAYOUT_END,     /* when the record stops before its end (the default) */
	COUNT_PLAYOUT_ALWAYS,  /* however the game ended */
	COUNT_PLAYOUT_NEVER,   /* never: the board as it stands */
};

struct count_options {
	enum count_playout playout;  /* when to play out (2.) */
	enum score_reading reading;  /* how Art. 8 is read under a seki tax (score.h) */
	long finish_budget;          /* the reading one play-out may do (finish.h); 0: FINISH_BUDGET */
};

/* Points between the colours, per line of the board, beyond which a position is not the end of a
 * game (3.). */
#define COUNT_UNFINISHED 4

/* Played out when the record stops before its end (2.), Art. 8 read the tengen way
 * (SCORE_READING_EYES), the play-out's reading FINISH_BUDGET. */
void count_options_init(struct count_options *o);

/* Whether a ruleset plays the position out (2.), and why not, the first reason that holds in this
 * order. */
enum count_basis {
	COUNT_BASIS_PLAYED_OUT,   /* played out first (2.) */
	COUNT_BASIS_ASKED,        /* as it stands: count_options.playout asked never */
	COUNT_BASIS_ENDED,        /* as the players left it: they ended the game (2.) */
	COUNT_BASIS_UNFINISHED,   /* as it stands: not the end of a game (3.) */
	COUNT_BASIS_EVERY_STONE,  /* as the players left it: every stone left counts (1.) */
	COUNT_BASIS_OPEN_DAME,    /* as it stands: Art. 8 read about the dame left open (3.) */
};

/* A play-out per way of counting that plays out: territory, and area (with stones). */
#define COUNT_MAX_FINISHES 2

struct count {
	struct score_comparison cmp;           /* a score per ruleset asked, in order; its diffs are the
						  points of the game's board whose owner differs
						  (count_point_owner) */
	int8_t played[SCORE_MAX_RULESETS];     /* per ruleset: its play-out in finishes[], or -1 when
						  it counted the board as it stands */
	uint8_t basis[SCORE_MAX_RULESETS];     /* per ruleset: enum count_basis, why */
	int nfinishes;
	struct finish finishes[COUNT_MAX_FINISHES];
	bool territory[COUNT_MAX_FINISHES];    /* the play-out was made for territory counting (else
						  for area counting) */
	int between;                           /* points between the colours (3.) */
	bool unfinished;                       /* more than COUNT_UNFINISHED a line: nothing was
						  played out (3.) */
};

/* The points between the colours of b (empty points whose region touches both colours) once the
 * stones m marks dead are taken off (m NULL: none). */
int count_between(const struct board *b, const struct score_marking *m);

/* Whether ruleset r counts the position of g played out under o, and why not (2. and 3.); unfinished:
 * the position is not the end of a game (count.unfinished). */
enum count_basis count_basis(const struct game *g, const struct ruleset *r, const struct count_options *o,
			     bool unfinished);
/* True if ruleset r counts the position of g played out under o, the position being the end of a
 * game: count_basis says COUNT_BASIS_PLAYED_OUT. */
bool count_plays_out(const struct game *g, const struct ruleset *r, const struct count_options *o);

/*
 * Count game g with marking m (stones of game_board(g); NULL: every chain alive) under o (NULL: the
 * defaults) and each of rules[0..n-1] (n at most SCORE_MAX_RULESETS), into *out.
 */
void count_compare(const struct game *g, const struct score_marking *m, const struct count_options *o,
		   const struct ruleset *rules, int n, struct count *out);
/* The same under the rulesets of a comparison's columns (score.h), in their order. */
void count_columns(const struct game *g, const struct score_marking *m, const struct count_options *o,
		   const struct score_columns *c, struct count *out);

/*
 * Count g under one ruleset r, into *out; when finish is not NULL, the play-out counted goes there
 * (finish->n == 0 and the board unchanged when nothing was played).
 */
void count_game(const struct game *g, const struct score_marking *m, const struct count_options *o,
		const struct ruleset *r, struct score *out, struct finish *finish);

/* The play-out ruleset i of c counted, or NULL when it counted the board as it stands. */
const struct finish *count_finish(const struct count *c, int i);
/* The board ruleset i of c counted: its play-out's, or the game's as it stands. */
const struct board *count_board(const struct count *c, const struct game *g, int i);
/* The index of the ruleset of c equal to r (ruleset_equal, komi included), or -1. */
int count_find(const struct count *c, const struct ruleset *r);

/*
 * Whose point p of the game's board is under ruleset i of c: a stone standing in the position
 * counted (not taken off as dead) is its colour's, in seki or not (whether stones are added up is a
 * difference of terms), except a stone the play-out put on a point that was empty, which is its
 * colour's only where stones count (under territory counting a filled dame is worth nothing to
 * anyone); any other point, its owner in the score (EMPTY: nobody).
 */
int count_point_owner(const struct count *c, const struct game *g, int i, int p);
/* What point p is under ruleset i, in words: "B territory", "nobody (dame)", and for a point the
 * play-out filled "nobody (dame filled by B)", "nobody (W protective move)" where stones do not
 * count, "B stone, dame filled" where they do.  Returns buf (at least 40 bytes). */
const char *count_point_str(const struct count *c, const struct game *g, int i, int p, char *buf,
			    size_t len);
/*
 * Why a count under r gives fewer prisoners than the game's own tally (game_prisoners), in words
 * ("Black's own suicide took off 4 of his stones: White's prisoners on the board's tally, nobody's
 * here (...)"): the stones a player's own suicide took off are the opponent's on the board's tally,
 * but a count that adds prisoners (territory counting) gives them to nobody, since they were not
 * captured and no ruleset that counts prisoners allows suicide.  "" when no suicide took a stone
 * off, or r does not add prisoners.  Returns buf.
 */
const char *count_suicide_note(const struct game *g, const struct ruleset *r, char *buf, size_t len);
/* How many points of the game's board rulesets a and b of c count for different sides
 * (count_point_owner): the points count_diff_text lists. */
int count_differ(const struct count *c, const struct game *g, int a, int b);
/* One line for disagreement k of c->cmp.diffs, each ruleset named as in cols when it is not NULL
 * (the columns c was counted under), else by its preset or long name: "F9: japanese nobody (seki);
 * chinese W territory".  Returns buf. */
const char *count_diff_str(const struct count *c, const struct game *g, const struct score_columns *cols,
			   int k, char *buf, size_t len);
/*
 * The points rulesets a and b of c count for different sides, for a reader, as lines: the two
 * counts side by side ("japanese: B+6.5. Black ...; White ...."), what counting stones adds when
 * one counts them and the other does not, an empty line, then a line per point with each count of
 * it and why (a point filled by the play-out, a dead stone, seki, the group tax, dame), then the
 * other terms that differ ("White's prisoners: japanese 2, tromp-taylor 0"), or a line saying that
 * every point counts the same.  The rulesets are named as in cols.  Returns buf.
 */
const char *count_diff_text(const struct count *c, const struct game *g, const struct score_columns *cols,
			    int a, int b, char *buf, size_t len);

#endif
