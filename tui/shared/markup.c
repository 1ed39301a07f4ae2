/* markup.c: the marks of an SGF node, read for the board (see markup.h). */
#include "config.h"

#include "tui/shared/markup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const mark_ids[] = { [MARKUP_TRIANGLE] = "TR", [MARKUP_SQUARE] = "SQ",
					[MARKUP_CIRCLE] = "CR", [MARKUP_CROSS] = "MA" };
static const char *const mark_names[] = { [MARKUP_NONE] = "none", [MARKUP_TRIANGLE] = "triangle",
					  [MARKUP_SQUARE] = "square", [MARKUP_CIRCLE] = "circle",
					  [MARKUP_CROSS] = "cross" };

const char *markup_id(enum markup_mark m) { return m > MARKUP_NONE && m <= MARKUP_CROSS ? mark_ids[m] : ""; }
const char *markup_name(enum markup_mark m) { return m <= MARKUP_CROSS ? mark_names[m] : "none"; }

static struct sgf_point list_points[SGF_MAX_SIZE * SGF_MAX_SIZE];

/* The points of list property id into on[] (true), counting bad values. */
static void read_points(const struct sgf_node *n, const char *id, const struct board *b, bool *on, int *skipped)
{
	const struct sgf_prop *p = sgf_prop_get(n, id);
	int bad, k = p ? sgf_point_list(p, b->size, list_points, &bad) : 0;

	if (p && bad >= 0)
		(*skipped)++;
	for (int i = 0; i < k; i++)
		on[board_point(b, list_points[i].x, list_points[i].y)] = true;
}

int markup_point(const char *raw, size_t n, const struct board *b)
{
	char at[8];
	struct sgf_point pt;

	if (n >= sizeof at)
		return BOARD_NONE;
	snprintf(at, sizeof at, "%.*s", (int)n, raw);
	return sgf_point(at, b->size, &pt) == 0 ? board_point(b, pt.x, pt.y) : BOARD_NONE;
}

/* A label's text cut to MARKUP_LABEL_MAX - 1 bytes at a character's start. */
static void label_copy(char *out, const char *text)
{
	size_t n = strlen(text);

	if (n >= MARKUP_LABEL_MAX) {
		n = MARKUP_LABEL_MAX - 1;
		while (n > 0 && ((unsigned char)text[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(out, text, n);
	out[n] = '\0';
}

static void read_labels(const struct sgf_node *n, const struct board *b, struct markup *m)
{
	const struct sgf_prop *lb = sgf_prop_get(n, "LB");

	for (int i = 0; lb && i < lb->nvalues; i++) {
		const char *colon = sgf_compose_split(lb->values[i]);
		int p = colon ? markup_point(lb->values[i], (size_t)(colon - lb->values[i]), b) : BOARD_NONE;
		char *text = colon ? sgf_simpletext(colon + 1) : NULL;
		if (p == BOARD_NONE || !text[0])
			m->skipped++;
		else
			label_copy(m->label[p], text);
		free(text);
	}
}

static void read_lines(const struct sgf_node *n, const struct board *b, struct markup *m)
{
	for (int k = 0; k < 2; k++) {
		const struct sgf_prop *p = sgf_prop_get(n, k == 0 ? "AR" : "LN");
		for (int i = 0; p && i < p->nvalues; i++) {
			const char *colon = sgf_compose_split(p->values[i]);
			int from = colon ? markup_point(p->values[i], (size_t)(colon - p->values[i]), b) : BOARD_NONE;
			int to = colon ? markup_point(colon + 1, strlen(colon + 1), b) : BOARD_NONE;
			if (from == BOARD_NONE || to == BOARD_NONE || from == to || m->nlines == MARKUP_MAX_LINES)
				m->skipped++;
			else
				m->lines[m->nlines++] = (struct markup_line){ from, to, k == 0 };
		}
	}
}

void markup_read(const struct sgf_node *n, const struct board *b, struct markup *m)
{
	bool on[BOARD_MAX_POINTS] = { 0 };

	memset(m, 0, sizeof *m);
	for (int mark = MARKUP_TRIANGLE; mark <= MARKUP_CROSS; mark++) {
		memset(on, 0, sizeof on);
		read_points(n, mark_ids[mark], b, on, &m->skipped);
		BOARD_FOREACH(b, p)
			if (on[p])
				m->mark[p] = (uint8_t)mark;
	}
	read_points(n, "DD", b, m->dim, &m->skipped);
	read_points(n, "SL", b, m->selected, &m->skipped);
	read_labels(n, b, m);
	read_lines(n, b, m);
}

bool markup_empty(const struct markup *m)
{
	if (m->nlines)
		return false;
	for (int p = 0; p < BOARD_MAX_POINTS; p++)
		if (m->mark[p] || m->label[p][0] || m->dim[p] || m->selected[p])
			return false;
	return true;
}

const char *markup_lines_str(const struct markup *m, const struct board *b, char *buf, size_t len)
{
	size_t at = 0;

	buf[0] = '\0';
	for (int i = 0; i < m->nlines && at < len; i++) {
		char v0[8], v1[8];
		at += (size_t)snprintf(buf + at, len - at, "%s%s %s-%s", i ? ", " : "", m->lines[i].arrow ? "arrow" : "line",
				       board_vertex_str(b, m->lines[i].from, v0), board_vertex_str(b, m->lines[i].to, v1));
	}
	return buf;
}
