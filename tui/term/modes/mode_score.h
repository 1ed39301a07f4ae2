/*
 * mode_score.h: the end-of-game dialogue's state, shared by its two files: mode_score.c (the
 * marking, the count beside the board, the commands, the mode) and mode_score_draw.c (the board's
 * marks, the two views of the panel and their notes).  Private to the mode.
 */
#ifndef TENGEN_MODE_SCORE_H
#define TENGEN_MODE_SCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/marking_count.h"
#include "tui/term/screen.h"
#include "tui/term/view_count.h"

struct app;
struct estimate;
struct job;
struct sgf_node;

struct score_mode {
	bool look;                         /* opened by `score` for a look: nothing is recorded */
	struct estimate *estimate;         /* a look while the game goes on: the estimate it shows (7.) */
	bool accepted;                     /* `accept` recorded the result here */
	bool teacher;                      /* 6.: the teacher's view, else the player's */
	const struct sgf_node *node;       /* the node counted */
	bool own_komi;                     /* each column with its ruleset's komi */
	char list[512];                    /* the columns asked for */
	struct score_columns cols;
	struct marking_count *shown;       /* the count shown (on the heap): whole, or provisional (5.) */
	int view;                          /* the column whose owners the board shows */
	bool diff;                         /* the difference overlay is on */
	int diff_a, diff_b;                /* the columns it compares */
	enum score_reading reading;        /* how Art. 8 is read (which chains are in seki): r cycles it */
	uint8_t status[BOARD_MAX_POINTS];  /* VIEW_* per stone */
	uint32_t label[BOARD_MAX_POINTS];  /* the diff overlay, or the points the shown play-out filled */
	enum count_playout playout;        /* `finish on|off`: when the count plays the position out */
	struct job *job;                   /* the count running beside the board (5.), or NULL */
	bool tell;                         /* 5.: a message waits for the count's results */
	int spin;                          /* the progress mark's step */
};

/* The mode's draw (struct mode.draw): the board with its marks and the panel of the view shown. */
void score_draw(const struct app *a, const void *data, struct screen *s, int react);

#endif
