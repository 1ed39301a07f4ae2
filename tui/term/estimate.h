/*
 * estimate.h: the estimate on the board: the judgement of the position at the current node
 * (rules/judge.h) as the board and review show it: who owns each point and how surely, the stones
 * taken as dead, the chains whoever moves first decides, and the score with its range in words.
 *
 * The judgement (the life-and-death analysis under it, then judge_position) is made beside the board
 * (tui/shared/job.h), so that the board never waits for it: estimate_start starts it for the position
 * now, estimate_tick takes it when it is in, and meanwhile the marks of the last estimate stay on the
 * board (for the points whose stones are still as they were) while the panel turns a progress mark.
 * Where long work may not run beside the board (a --script run, the tests) it is made at once.
 *
 * Call order: estimate_new, then estimate_start whenever the position changes (the mode's changed
 * hook), estimate_tick between keys (its tick), the marks and words at every draw; estimate_free.
 */
#ifndef TENGEN_ESTIMATE_H
#define TENGEN_ESTIMATE_H

#include <stdbool.h>
#include <stddef.h>

struct app;
struct board;
struct estimate;
struct layout;
struct life_chain;
struct screen;
struct view;

/* An estimate with nothing judged yet.  Caller frees with estimate_free. */
struct estimate *estimate_new(void);
/* Stop its work if it runs, and free it (e may be NULL). */
void estimate_free(struct estimate *e);

/* Judge the position at the app's current node, beside the board; taken at once when it comes within
 * 40 ms.  Returns REACT_* flags. */
int estimate_start(struct app *a, struct estimate *e);
/* Between keys: the judgement taken when it is in (REACT_ALL), the progress mark turned while it runs
 * (REACT_PANEL), REACT_NONE when nothing runs. */
int estimate_tick(struct app *a, struct estimate *e);
/* True while the judgement runs beside the board. */
bool estimate_busy(const struct estimate *e);
/* True when the estimate shown is of the position at the current node (in, not running). */
bool estimate_current(const struct estimate *e);

/* The estimate's marks on v's board: every point's owner, the stones taken as dead (and in seki), a ?
 * after the first stone of each chain whoever moves first decides.  v keeps pointers into e. */
void estimate_marks(const struct estimate *e, struct view *v);

/* The analysis's answer for the chain through the stone at p (its estimate, its reason) when the
 * estimate marks it (dead, in seki, or with a ?: whoever moves first decides it), or NULL: p holds no
 * such stone, or the estimate is not of the position of b. */
const struct life_chain *estimate_chain_at(const struct estimate *e, const struct board *b, int p);

/* The estimate in one sentence: "Estimate, Black to play: W+4.5 (between B+2 and W+11); 6 black
 * stones taken as dead; not the count: the game goes on.", with open the number of chains whoever
 * moves first decides too ("; 2 chains (?) whoever moves first decides").  While it runs: that it is
 * being read.  Returns buf. */
const char *estimate_sentence(const struct app *a, const struct estimate *e, bool open, char *buf, size_t len);
/* The score and its range in words: "W+4.5 (between B+2 and W+11)", "B+3" when the range is one
 * point; "reading" while the first judgement runs.  Returns buf. */
const char *estimate_score_str(const struct estimate *e, char *buf, size_t len);
/* The legend of the marks the estimate puts on the board now, as the look draws them: its items
 * ("▪ ▫ owned", "x o dead", ...) into items (room for ESTIMATE_LEGEND_MAX), returning how many; or
 * joined by "; " into buf (which is returned). */
#define ESTIMATE_LEGEND_MAX 6
int estimate_legend_items(const struct app *a, const struct estimate *e, const char **items);
const char *estimate_legend(const struct app *a, const struct estimate *e, char *buf, size_t len);

/* The estimate as the side panel shows it, in the rectangle from row y to bottom (exclusive), w
 * columns from x: the score and its range, the dead stones, the chains whoever moves first decides,
 * the legend, the progress mark while it runs.  Returns the first row left. */
int estimate_panel(const struct app *a, const struct estimate *e, struct screen *s, int y, int x, int w, int bottom);
/* The estimate where no panel fits: on the compact layout's status row (estimate_status), else
 * beside the board at the foot of the column of the game's items: the word, the score and its range. */
void estimate_compact(const struct app *a, const struct estimate *e, struct screen *s, const struct layout *l);
/* The estimate in one row for the compact layout's status row (whose turn, the score, its range). */
void estimate_status(const struct app *a, const struct estimate *e, struct screen *s, int y, int w);

#endif
