/*
 * marking.h: the marking session: what is said about every chain of the board being counted, shared
 * by the GTP engine, the subcommands and the terminal board's marking dialogue (DESIGN.md 3.4a).
 *
 * The marking in force is the life-and-death analysis's own (life_marking, rules/life.h) with the
 * players' overrides on top: marking_set gives one chain a status, marking_set_exactly gives one
 * status to exactly a set of chains (GTP's tengen-dead and tengen-seki), marking_reset takes every
 * override back.  Where a record marks the position itself (TB and TW: rules/record.h says when),
 * marking_accept makes its marking the one in force instead of the analysis's.  Overrides belong to the board they were made on: once the session is given a board
 * of another size or colouring they are gone for good, and coming back to the first board brings back
 * the analysis's marking, not them.
 *
 * The analysis is run when something first needs it (marking_analysis, marking_get, an override) and
 * kept for the last MARKING_CACHE boards analysed, the least recently used making way for a new one.
 * An entry is found by the board's size and hash and confirmed with board_equal, so a hash collision
 * costs an analysis, never a wrong one.  The analysis reads the colouring only (not whose turn it is,
 * nor a ko), so a redraw, a toggle, a pass or a final_score never reads the same position twice.
 *
 * Life cycle and call order:
 *   m = marking_new(opt);           the analysis's options, copied (NULL: the defaults)
 *   marking_sync(m, board);         first, and again whenever the board may have changed
 *   marking_get(m), marking_set(m, p, s), marking_analysis(m), ...   questions about that board
 *   marking_free(m);
 * Points are those of the board last given to marking_sync.  The pointers the session returns point
 * into it: they stay valid until the next marking_sync or marking_free, and what they show follows the
 * overrides.
 */
#ifndef TENGEN_MARKING_H
#define TENGEN_MARKING_H

#include <stdbool.h>

#include "board/board.h"
#include "rules/life.h"
#include "rules/score.h"

/* Boards whose analysis a session keeps. */
#define MARKING_CACHE 4

struct marking;

/* A session analysing with the options *opt (copied; NULL for life_options_init's).  Caller frees
 * with marking_free. */
struct marking *marking_new(const struct life_options *opt);
/* Free m with every analysis it holds (m may be NULL). */
void marking_free(struct marking *m);

/*
 * Follow board b (copied).  When b differs in size or colouring from the board followed so far, the
 * overrides are dropped; an equal board keeps them.  Nothing is analysed here.
 */
void marking_sync(struct marking *m, const struct board *b);

/* The analysis of the board followed, run on first need and then taken from the cache. */
const struct life_analysis *marking_analysis(struct marking *m);

/* True if the analysis of the board followed is in the cache: marking_analysis and marking_get
 * answer without analysing. */
bool marking_ready(struct marking *m);

/*
 * Put analysis a of board b into the cache, as if the session had run it (b's analysis must have
 * been made with the session's options: a front end that analyses elsewhere, so as not to wait,
 * hands it in here).  The overrides of the board followed stay.
 */
void marking_install(struct marking *m, const struct board *b, const struct life_analysis *a);

/* The options the session analyses with. */
const struct life_options *marking_options(const struct marking *m);

/* The marking in force: the analysis's with the overrides applied. */
const struct score_marking *marking_get(struct marking *m);

/* Give status s to the whole chain through the stone at p.  Returns 0, or -1 (and changes nothing)
 * if p holds no stone. */
int marking_set(struct marking *m, int p, enum score_status s);

/*
 * Give status s to the chains through the stones at points[0..n-1] and to no other chain: a chain
 * that had s and is not named becomes alive, every other status stays.  So tengen-dead A B replaces
 * the set of dead chains and leaves the chains in seki as they were.  Returns 0, or -1 (and changes
 * nothing) if some point holds no stone.
 */
int marking_set_exactly(struct marking *m, enum score_status s, const int *points, int n);

/*
 * The chains of board b to which marking m gives status s: the first stone of each (in board order)
 * into first, which has room for BOARD_MAX_POINTS, in board order.  Returns how many.  (GTP's
 * final_status_list, `tengen score`, the referee and the tests list chains by status with it.)
 */
int marking_chains(const struct board *b, const struct score_marking *m, enum score_status s, int *first);
/*
 * The same chains as text into buf, as GTP's final_status_list and `tengen score` give them: each
 * chain as its stones in board order apart by spaces (whole), or as its first stone alone; the
 * chains apart by sep.  A chain that does not fit is left out with all after it (BOARD_MAX_POINTS
 * * 5 bytes always do).  Returns how many chains have status s.
 */
int marking_chains_str(const struct board *b, const struct score_marking *m, enum score_status s, bool whole,
		       const char *sep, char *buf, size_t len);

/*
 * Which chains are marked together, as CGoban, Sabaki and OGS mark them: the chain through the stone
 * at p and every chain of its colour in the same enclosed area, those reached from it through stones
 * of its colour and through empty points that, with the stones marked dead in force taken off, reach
 * only the other colour.  So dead stones scattered in one territory go together, while the walk
 * never leaks out through the dame and open borders of a game that stops before they are filled.
 * The first stone of each chain goes into heads (room for BOARD_MAX_POINTS); returns how many (0 if
 * p holds no stone).
 */
int marking_area_chains(struct marking *m, int p, int *heads);

/* The status one press gives a chain of status s, as CGoban, Sabaki and OGS toggle it: dead becomes
 * alive, anything else (alive, seki) dead.  Seki, rare, has a toggle of its own (marking_seki_status). */
enum score_status marking_next_status(enum score_status s);
/* The status the seki toggle gives a chain of status s: seki becomes alive, anything else seki. */
enum score_status marking_seki_status(enum score_status s);

/*
 * Give status s to the chain through p and the chains marked with it (marking_area_chains).
 * Returns how many chains, or 0 (nothing changes) when p holds no stone.
 */
int marking_set_area(struct marking *m, int p, enum score_status s);

/* --- warnings: where the marking in force and the analysis part ----------------------------------- */

enum marking_warning_kind {
	MARKING_UNSETTLED,       /* the analysis left the chain unsettled without an estimate: whoever
				    moves first decides it (its reason says why) */
	MARKING_NOT_ESTIMATE,    /* the analysis left the chain unsettled, and the marking parts from its
				    estimate (a chain marked as its estimate has no warning) */
	MARKING_SAVED,           /* marked dead, the analysis reads it dead, but with its owner to move
				    it cannot be captured: the game may not be over */
	MARKING_DEAD_NOT_DEAD,   /* marked dead, the analysis reads it alive or in seki */
	MARKING_ALIVE_NOT_ALIVE, /* marked alive, the analysis reads it dead or in seki */
	MARKING_SEKI_NOT_SEKI,   /* marked seki, the analysis reads it alive or dead */
};

#define MARKING_LINE_LEN 160

struct marking_warning {
	enum marking_warning_kind kind;
	int point;                       /* the chain's first stone */
	enum score_status marked;        /* its status in force */
	struct life_chain chain;         /* the analysis's answer for it (a copy: a warning is plain
					    data, valid however long it is kept) */
	char line[MARKING_LINE_LEN];     /* MARKING_SAVED: the owner's saving line in words ("it stands
					    as it is" when it needs no move) */
};

/*
 * The warnings for the board followed, one per chain at most, in board order, at most max into out;
 * returns how many.  Whether a chain the analysis reads dead can be saved by its owner moving first
 * (MARKING_SAVED) is read once per board, with a small budget (a look, not a proof: an answer not
 * found quickly is no warning), and kept while the session holds the board.
 */
int marking_warnings(struct marking *m, struct marking_warning *out, int max);
/* A warning in one sentence with the reason ("D4: marked dead, but the analysis reads it seki (type
 * 4): ..."), or, when brief, for a message line ("D4 is marked dead; the analysis reads it seki").
 * Returns buf. */
const char *marking_warning_str(const struct board *b, const struct marking_warning *w, bool brief, char *buf,
				size_t len);

/*
 * Take a record's marking as the accepted one (rules/record.h: record_marking_read gives dead): the
 * chains through dead[0..n-1] dead and no other, every other chain with the analysis's status
 * (alive or seki), as marking_set_exactly gives it.  It waits for the analysis of the board followed
 * (so that a front end that analyses elsewhere, and hands the analysis in with marking_install, does
 * not wait here), then it is the marking in force, overrides going on top of it, until marking_reset
 * or another board.  Returns 0, or -1 (and changes nothing) if some point holds no stone.
 */
int marking_accept(struct marking *m, const int *dead, int n);

/* Drop every override, and a record's marking taken with marking_accept: the marking in force is
 * the analysis's again. */
void marking_reset(struct marking *m);

/* True if some chain's status in force is not the analysis's. */
bool marking_overridden(const struct marking *m);
/* True if the status in force of the chain through the stone at p is an override, not the
 * analysis's own; false for an empty point. */
bool marking_is_override(const struct marking *m, int p);

#endif
