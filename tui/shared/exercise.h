/*
 * exercise.h: a case of the library as an exercise (no curses; the exercise mode shows it).
 *
 * The questions are the case's own lines (assets/README.md), read from its root comment, about the
 * position at the end of its main line (the one `tengen classify` analyses):
 *   EXPECT: VERTEX COLOUR STATUS [type N]; ...    the chain through VERTEX: alive, seki or dead, and
 *                                                 its type (1-7) when the line gives one
 *   SCORE: RULESET RESULT; ...                    the count under each ruleset (the first SCORE line
 *                                                 without options: the position as it stands, the
 *                                                 analysis's marking, the file's komi)
 *   VERDICT: RULESET COLOUR VERTEX VERDICT; ...   what the ruleset says of that move: legal, suicide,
 *                                                 ko, superko, occupied (lines "after N" are about
 *                                                 another position and are not asked)
 *   MOVE: COLOUR VERTEX [VERTEX ...]              the vital move: any of these points
 * The answers are kept here, never in the document.  The check compares each answer with its line
 * and explains each miss with what rules/ answer: a chain's status and type with the analysis's
 * reason and proof (rules/life.h, life_chain.proof), a count with the one count's terms
 * (rules/count.h), a verdict with game_verdict_str's reason, a move with the proof that starts there;
 * then with the case's own words on that chain or count, where its comment has them as the library's
 * cases write them: a paragraph that starts "- E9 black:" or "- japanese:".
 */
#ifndef TENGEN_EXERCISE_H
#define TENGEN_EXERCISE_H

#include <stdbool.h>
#include <stddef.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/score.h"
#include "rules/sgf.h"

#define EXERCISE_MAX_QUESTIONS 48
#define EXERCISE_MAX_MOVES 8
#define EXERCISE_NOTE 400
#define EXERCISE_WHY 1500

enum exercise_kind { EXERCISE_CHAIN, EXERCISE_COUNT, EXERCISE_VERDICT, EXERCISE_MOVE };

/* Where an answer stands after exercise_check: a question, or one part of it.  A chain's question
 * whose line gives a type has two parts, its status and its type, each marked on its own; the
 * question is EXERCISE_PART when some of its parts are right and the others not answered. */
enum exercise_mark { EXERCISE_OPEN, EXERCISE_RIGHT, EXERCISE_WRONG, EXERCISE_UNANSWERED, EXERCISE_PART };

struct exercise_question {
	enum exercise_kind kind;
	int point;                           /* the chain's stone; the verdict's point; for a move, -1 */
	enum color color;                    /* the chain's colour; who plays the verdict's or the move */
	enum life_status status;             /* a chain: the expected status */
	int type;                            /* a chain: the expected type 1-7, 0 when the line gives none */
	char rules[32];                      /* a count or a verdict: the ruleset, as the line names it */
	char want[32];                       /* a count: the result ("B+3"); a verdict: its name */
	int moves[EXERCISE_MAX_MOVES];       /* a move: the vital points */
	int nmoves;
	/* the student's answer */
	bool answered;
	enum life_status got_status;         /* a chain */
	int got_type;                        /* a chain: 0 when not given */
	char got[32];                        /* a count's result, a verdict's name */
	int got_point;                       /* a move */
	/* the check */
	enum exercise_mark mark;             /* the question's */
	enum exercise_mark status_mark;      /* a chain: its status's; EXERCISE_OPEN for other kinds */
	enum exercise_mark type_mark;        /* a chain: its type's; EXERCISE_OPEN when the type is not asked */
	char note[EXERCISE_NOTE];            /* the case's own words on it ("- E9 black: ..." in the
						comment), or "" */
	char why[EXERCISE_WHY];              /* what the case says, and for a miss why */
};

struct exercise {
	char name[160];                      /* the case's GN */
	int n;
	struct exercise_question q[EXERCISE_MAX_QUESTIONS];
	int parts;                           /* after exercise_check: the parts asked (a chain with its
						type two, any other question one) */
	int right, wrong, unanswered;        /* and how many of them are right, wrong, not answered */
};

/* The questions of a case whose root is root, about board b.  0, or -1 with why in err: a line that
 * cannot be read, or no question at all. */
int exercise_read(struct exercise *e, const struct sgf_node *root, const struct board *b, char *err, size_t errlen);

/* The student's answers; each returns -1 when the case asks nothing of the kind there (and changes
 * nothing), else the number of questions answered. */
/* The chain through p is s, of that type (0: not given). */
int exercise_answer_chain(struct exercise *e, const struct board *b, int p, enum life_status s, int type);
/* The count under rules (a name as the SCORE line writes it) is result ("B+3", "Jigo"). */
int exercise_answer_count(struct exercise *e, const char *rules, const char *result);
/* A move at p is verdict (legal, suicide, ko, superko, occupied) under rules (NULL: every ruleset a
 * VERDICT asks about at p). */
int exercise_answer_verdict(struct exercise *e, int p, const char *rules, const char *verdict);
/* The vital move is at p. */
int exercise_answer_move(struct exercise *e, int p);

/* Check every question of e in game g (the case's position), life being its analysis and m the
 * marking the counts use: each question's mark (and each part's) and why, and the tally of the
 * parts.  A miss says which part was missed: "B8 black: alive, right; the type was not answered". */
void exercise_check(struct exercise *e, const struct game *g, const struct life_analysis *life,
		    const struct score_marking *m);
/* The question's answer in words ("seki, type 4", "B+3", "legal", "D8", "?" when not answered;
 * "alive, type ?" for a chain whose type is asked and not yet answered). */
/* Does e ask a question of that kind?  With chain_types, only a chain's question that wants its
 * type too. */
bool exercise_asks(const struct exercise *e, enum exercise_kind kind, bool chain_types);
const char *exercise_answer_str(const struct exercise_question *q, const struct board *b, char *buf, size_t len);
/* The question in words ("B9 black", "count by japanese", "B at C9 by chinese", "the vital move"). */
const char *exercise_question_str(const struct exercise_question *q, const struct board *b, char *buf, size_t len);

#endif
