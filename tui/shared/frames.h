/*
 * frames.h: one move as the Tromp-Taylor rules resolve it, step by step, for a teacher to show.
 *
 * The frames of a move of c at p (from the game's current position, whether or not it is then
 * played), each a board with marks and a caption in words naming the rule it applies (the numbers
 * of the Tromp-Taylor text):
 *   1. rule 7: the point is coloured (the new stone marked);
 *   2. rule 7 then rule 4: the opponent's colour is cleared: for each opponent chain next to the
 *      point, in the order rule 7 looks at them (up, left, right, down), its reach by rule 3 (the
 *      chain and the empty points it reaches); a chain that reaches none is marked, and the next
 *      frame shows it removed with the number of stones;
 *   3. the same for the mover's own chain; where the ruleset forbids that suicide the frame says so
 *      and the frames end there: the move is refused, not played;
 *   4. rule 6: the colouring after the move against the game's history: the earlier position it
 *      repeats, if any (with its move number), and how simple ko, positional superko and situational
 *      superko would each judge it; then the verdict under the ruleset in force.
 * A single-stone suicide is shown as the text explains it: the stone is cleared, the colouring is
 * the one before the move, and rule 6 forbids the repetition.
 *
 * No curses: the frames are data; tui/term/modes/mode_frames.c draws them.  Storage: frames_build fills the
 * caller's struct frames (heap storage inside); frames_free releases it.
 */
#ifndef TENGEN_FRAMES_H
#define TENGEN_FRAMES_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/score.h"

/* What a point of a frame is marked as. */
enum frame_mark {
	FRAME_NONE,
	FRAME_NEW,       /* the stone just placed */
	FRAME_CHAIN,     /* a stone of the chain being looked at */
	FRAME_REACH,     /* an empty point that chain reaches (rule 3) */
	FRAME_REMOVED,   /* a point whose stone was just cleared */
};

#define FRAME_TEXT_MAX 640

struct frame {
	int rule;                          /* the Tromp-Taylor rule it shows: 3, 4, 6 or 7 */
	struct board board;                /* the colouring shown */
	uint8_t mark[BOARD_MAX_POINTS];    /* enum frame_mark per point */
	char caption[FRAME_TEXT_MAX];      /* one or two sentences: what happens, by which rule */
	char detail[FRAME_TEXT_MAX];       /* more, for the side panel (may be "") */
	int earlier;                       /* rule 6: the move whose position this repeats, or -1 */
	struct board then;                 /* that position, when earlier >= 0 */
};

struct frames {
	char title[96];              /* what the frames show: "Black D4", "The count by japanese" */
	int n;                       /* frames */
	struct frame *frame;         /* frame[0..n) */
	enum color color;            /* the move: c at point */
	int point;
	struct verdict_info verdict; /* under the game's rules */
	int cleared[3];              /* stones cleared, by colour */
};

/* What the frames mode (tui/term/modes/mode_frames.c) is opened with: it takes over fs. */
struct frames_open {
	struct frames fs;
	bool played;                 /* the move was played (teaching), not only traced */
};

/* The frames of c playing at p from g's current position (see the top of this file).  An occupied
 * or off-board point gets one frame that says why nothing is coloured. */
void frames_build(struct frames *fs, const struct game *g, enum color c, int p);
/*
 * The count of g's current board under r (named name), as that ruleset defines it, one step per
 * frame: what counts; the dead stones of the marking m (NULL: none), removed, or left standing where
 * play-out rules keep every stone alive; each region of empty points with whom it counts for and
 * why (a territory per frame; the dame, the points beside seki and the group tax's roads each
 * together); the stones, the prisoners, Equal Stones and the komi where the ruleset counts them;
 * and the totals, with the result under every preset beside them (the game's komi in each).
 */
void frames_count(struct frames *fs, const struct game *g, const struct score_marking *m,
		  const struct ruleset *r, const char *name);
void frames_free(struct frames *fs);

#endif
