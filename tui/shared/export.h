/*
 * export.h: the document for a handout: a Sensei's Library diagram (rules/sensei.h) and an SVG picture
 * (tui/shared/svg.h), with the count of one or two rulesets laid over it.  No curses.
 *
 * The diagram of move N of the line (export_diagram): the position after move N as stones, the moves
 * from there to the current node numbered 1, 2, ... (the header's m says which move 1 is: N + 1, or
 * the MN of its node), the marks and the name of that node.  It reads back (load) to the same
 * position, moves and marks.  What the format cannot hold is refused, or left out and named:
 *   - a move where a move of the diagram is drawn (its stone was taken and the point played again) is
 *     captioned in the title as printed diagrams do ("7 at 1": rules/sensei.h), the first move there
 *     drawn;
 *   - refused: more than ten moves (a diagram numbers 1-9 and 0), a move where a stone of the position
 *     before them stands (taken and played again: the format has no number for a stone of the
 *     position), setup among the moves, two moves of one colour in a row (the numbers alternate);
 *   - left out, with a note: passes at the end of the moves (a missing number is a pass only below
 *     the highest drawn), a mark or label on a numbered point, a label on a stone, a label other than
 *     one letter (letters are written lower case, as the format has them), dimmed and selected points.
 *
 * The picture (export_svg): the current position, its marks, the numbers of the moves after move N
 * (from >= 0) on their stones and, under the board, the moves no stone shows (export_numbers_note), and with a count the territory and dead stones of each ruleset asked,
 * from the one count (rules/count.h, count_compare) with the marking given; under each board the
 * result and each side's terms.  Two rulesets are two boards side by side.
 */
#ifndef TENGEN_EXPORT_H
#define TENGEN_EXPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sensei.h"
#include "tui/shared/document.h"

/* The count laid over a picture. */
struct export_count {
	int n;                                 /* rulesets: 0 (no count), 1 or 2 */
	struct ruleset rules[2];               /* counted with the game's komi, so that only the counting
						  differs */
	char names[2][32];                     /* as the caption names them */
	const struct score_marking *marking;   /* the dead stones and seki counted (NULL: all alive) */
};

/* The diagram of move `from` of the line (from < 0: the current node, no moves), see above.  0, or
 * -1 with why in err; what was left out in note ("" when nothing). */
int export_diagram(const struct document *d, int from, struct sensei_diagram *out, char *note, size_t notelen,
		   char *err, size_t errlen);
/* The SVG picture of the current node, see above (from < 0: no numbers; c NULL or c->n == 0: no
 * count).  Caller frees. */
char *export_svg(const struct document *d, int from, const struct export_count *c);
/* Per point, the number of the move after move `from` that put the stone standing there (0 for
 * none): what printed records number. */
void export_numbers(const struct game *g, int from, int *numbers);
/* The moves after move `from` that numbers (export_numbers) cannot show, as printed diagrams caption
 * them, into buf ("" when none): a move whose point holds a later numbered stone "24 at 30", one whose
 * stone was taken and its point left empty "21, 27 at C8 (taken)", passes "25 pass"; groups in the
 * order of their first move, "; " between them.  Returns the number of moves named. */
int export_numbers_note(const struct game *g, int from, const int *numbers, char *buf, size_t len);

#endif
