/*
 * mode_reach.c: rule 3 on the board: from the point under the cursor, the points of its own colour
 * that a path passes through and the colours it reaches (a stone: its chain, and the empty points
 * and stones of the other colour next to it; an empty point: its empty region and the stones around
 * it).  The cursor moves as on the board and the overlay follows it.  `reach VERTEX` opens it there;
 * `reach` with no point shows rule 9 for the whole board instead: every empty point marked with the
 * colour it reaches alone, and each side's points.  Escape (`reach off`) leaves.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/xalloc.h"
#include "tui/shared/frames.h"
#include "tui/term/app.h"
#include "tui/term/key.h"
#include "tui/term/mode.h"
#include "tui/term/view.h"

struct reach_mode {
	bool whole;          /* rule 9 for the whole board, not rule 3 from the cursor */
};

static void *reach_enter(struct app *a, const void *arg)
{
	struct reach_mode *m = xcalloc(1, sizeof *m);

	(void)a;
	m->whole = arg != NULL;
	return m;
}

static void reach_leave(struct app *a, void *data)
{
	(void)a;
	free(data);
}

/* The colours in a reach mask, in words: "black and white", "only black", "no other colour". */
static const char *mask_words(unsigned mask, int own, char *buf, size_t len)
{
	const char *names[3];
	int n = 0;

	for (int c = EMPTY; c <= WHITE; c++)
		if (c != own && (mask & (1u << c)))
			names[n++] = color_str((enum color)c);
	if (n == 0)
		snprintf(buf, len, "no other colour");
	else if (n == 1)
		snprintf(buf, len, "%s only", names[0]);
	else
		snprintf(buf, len, "%s and %s", names[0], names[1]);
	return buf;
}

/* Rule 3 from p: marks and a caption. */
static void reach_from(const struct board *b, int p, uint8_t *mark, char *caption, size_t len)
{
	uint16_t id[BOARD_MAX_POINTS];
	enum color own = (enum color)b->color[p];
	int n = 0;
	unsigned mask = 0;
	char v[8], words[64];

	board_regions(b, 1u << own, id);
	BOARD_FOREACH(b, q) {
		if (id[q] != id[p])
			continue;
		n++;
		mark[q] = own == EMPTY ? FRAME_REACH : FRAME_CHAIN;
		BOARD_NEIGHBOURS(b, q, r) {
			if (b->color[r] == EDGE || b->color[r] == own)
				continue;
			mask |= 1u << b->color[r];
			mark[r] = b->color[r] == EMPTY ? FRAME_REACH : FRAME_CHAIN;
		}
	}
	board_vertex_str(b, p, v);
	mask_words(mask, own, words, sizeof words);
	if (own == EMPTY)
		snprintf(caption, len, "Rule 3 from %s (empty): through %d empty point%s it reaches %s%s", v, n,
			 n == 1 ? "" : "s", words,
			 mask == (1u << BLACK) ? ": Black's point by rule 9." :
			 mask == (1u << WHITE) ? ": White's point by rule 9." :
			 mask ? ": nobody's point by rule 9." : ".");
	else
		snprintf(caption, len, "Rule 3 from %s (%s): through %d %s stone%s it reaches %s%s", v, color_str((enum color)own),
			 n, color_str((enum color)own), n == 1 ? "" : "s", words,
			 mask & REACH_EMPTY ? "; it keeps its colour (rule 4)." :
			 "; no empty point: rule 4 would clear it.");
}

/* Rule 9 for the whole board: owners and a caption. */
static void reach_whole(const struct board *b, uint8_t *owner, char *caption, size_t len)
{
	uint8_t mask[BOARD_MAX_POINTS];
	int area[3];

	board_reach_all(b, mask);
	board_area(b, area);
	memset(owner, EMPTY, BOARD_MAX_POINTS);
	BOARD_FOREACH(b, p) {
		if (b->color[p] != EMPTY)
			continue;
		unsigned m = mask[p] & (REACH_BLACK | REACH_WHITE);
		owner[p] = m == REACH_BLACK ? BLACK : m == REACH_WHITE ? WHITE : EMPTY;
	}
	snprintf(caption, len, "Rule 9: each player's points are the stones of his colour and the empty points "
		 "that reach his colour only: Black %d (%d stones), White %d (%d stones).", area[BLACK],
		 b->stones[BLACK], area[WHITE], b->stones[WHITE]);
}

static void reach_draw(const struct app *a, const void *data, struct screen *s, int react)
{
	const struct reach_mode *m = data;
	struct view v = { 0 };
	struct app_hints h;
	char caption[512] = { 0 };

	app_view(a, &v, &h);
	memset(v.frame, FRAME_NONE, sizeof v.frame);
	if (m->whole) {
		reach_whole(v.board, v.owner, caption, sizeof caption);
		v.marks.owner = v.owner;
	} else {
		reach_from(v.board, app_cursor(a), v.frame, caption, sizeof caption);
		v.marks.frame = v.frame;
	}
	v.marks.last = BOARD_NONE;
	v.message = caption;
	v.error = false;
	view_draw(s, &v, react | REACT_ALL);
}

static const struct mode_key reach_keys[] = {
	{ { KEYC_ESCAPE }, "reach off", "back to the board", "leave" },
	{ { 0 }, NULL, NULL, NULL },
};

const struct mode mode_reach = {
	.name = "reach",
	.while_text = "while showing what each point reaches",
	.leave_text = "Escape goes back to the board",
	.keys = reach_keys,
	.enter = reach_enter,
	.leave = reach_leave,
	.draw = reach_draw,
};
