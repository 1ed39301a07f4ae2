/* export.c: the document as a diagram and as a picture (see export.h). */
#include "config.h"

#include "tui/shared/export.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/count.h"
#include "rules/game.h"
#include "rules/record.h"
#include "rules/xalloc.h"
#include "tui/shared/markup.h"
#include "tui/shared/svg.h"

void export_numbers(const struct game *g, int from, int *numbers)
{
	const struct board *b = game_board(g);

	memset(numbers, 0, sizeof(int) * BOARD_MAX_POINTS);
	for (int i = from + 1; i <= game_moves(g); i++) {
		const struct move *m = game_move(g, i);
		if (m->action == ACTION_PLAY && b->color[m->point] == m->color)
			numbers[m->point] = i;
	}
	BOARD_FOREACH(b, p)
		if (b->color[p] == EMPTY)
			numbers[p] = 0;
}

/* "21, 27" into buf at *at: the moves of list[0..n). */
static void note_numbers(const int *list, int n, char *buf, size_t len, size_t *at)
{
	for (int k = 0; k < n && *at < len; k++)
		*at += (size_t)snprintf(buf + *at, len - *at, "%s%d", k ? ", " : "", list[k]);
}

int export_numbers_note(const struct game *g, int from, const int *numbers, char *buf, size_t len)
{
	const struct board *b = game_board(g);
	int last = game_moves(g), named = 0, n, *list = xmalloc(sizeof(int) * (size_t)(last + 1));
	bool *done = xcalloc((size_t)last + 1, sizeof *done);
	size_t at = 0;
	char v[8];

	buf[0] = '\0';
	for (int i = from + 1; i <= last && at < len; i++) {
		const struct move *m = game_move(g, i);
		if (done[i] || m->action != ACTION_PLAY || numbers[m->point] == i)
			continue;
		n = 0;   /* every move at this point not drawn, in order */
		for (int j = i; j <= last; j++)
			if (!done[j] && game_move(g, j)->action == ACTION_PLAY && game_move(g, j)->point == m->point &&
			    numbers[m->point] != j)
				done[j] = true, list[n++] = j;
		at += (size_t)snprintf(buf + at, len - at, "%s", at ? "; " : "");
		note_numbers(list, n, buf, len, &at);
		if (numbers[m->point] && at < len)
			at += (size_t)snprintf(buf + at, len - at, " at %d", numbers[m->point]);
		else if (at < len)
			at += (size_t)snprintf(buf + at, len - at, " at %s%s", board_vertex_str(b, m->point, v),
					       b->color[m->point] == EMPTY ? " (taken)" : "");
		named += n;
	}
	n = 0;
	for (int i = from + 1; i <= last; i++)
		if (game_move(g, i)->action == ACTION_PASS)
			list[n++] = i;
	if (n && at < len) {
		at += (size_t)snprintf(buf + at, len - at, "%s", at ? "; " : "");
		note_numbers(list, n, buf, len, &at);
		if (at < len)
			snprintf(buf + at, len - at, " pass");
	}
	free(done);
	free(list);
	return named + n;
}

/* The node of the line (up to the current one) after which the game stands at move n: the last one
 * whose actions add up to n. */
static const struct sgf_node *node_of_move(const struct document *d, int n)
{
	int count, at, moves = 0;
	const struct sgf_node *const *line = document_line(d, &count, &at);
	int *actions = xmalloc((size_t)count * sizeof *actions);
	const struct sgf_node *node = line[0];

	record_count_actions((struct sgf_node *const *)line, count, actions);
	for (int i = 0; i <= at; i++) {
		moves += actions[i];
		if (moves == n)
			node = line[i];
	}
	free(actions);
	return node;
}

/* --- the diagram --------------------------------------------------------------------------------------- */

static void note_add(char *note, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void note_add(char *note, size_t len, const char *fmt, ...)
{
	size_t at = strlen(note);
	va_list ap;

	if (at + 3 >= len)
		return;
	if (at)
		at += (size_t)snprintf(note + at, len - at, "; ");
	va_start(ap, fmt);
	vsnprintf(note + at, len - at, fmt, ap);
	va_end(ap);
}

/* The moves from+1 .. the current one as numbers.  -1 with err for what a diagram cannot show. */
static int diagram_moves(const struct game *g, int from, const struct board *start, struct sensei_diagram *out,
			 char *note, size_t notelen, char *err, size_t errlen)
{
	int last = game_moves(g), played = 0;
	char v[8];

	if (last - from > SENSEI_MAX_MOVES) {
		snprintf(err, errlen, "%d moves from move %d: a diagram numbers at most %d (1-9 and 0); export from move %d "
			 "or later", last - from, from, SENSEI_MAX_MOVES, last - SENSEI_MAX_MOVES);
		return -1;
	}
	for (int i = from + 1; i <= last; i++) {
		const struct move *m = game_move(g, i);
		int k = i - from;
		enum color want = k % 2 ? out->first : color_other(out->first);
		if (m->action == ACTION_RESIGN)
			break;
		if (m->action == ACTION_SETUP) {
			snprintf(err, errlen, "move %d sets up stones: a diagram shows moves only; export from move %d", i, i);
			return -1;
		}
		if (m->color != want) {
			snprintf(err, errlen, "moves %d and %d are both %s's: the numbers of a diagram alternate", i - 1, i,
				 color_name(m->color));
			return -1;
		}
		if (m->action != ACTION_PLAY)
			continue;
		int x = board_x(start, m->point), y = board_y(start, m->point);
		if (start->color[m->point] != EMPTY) {
			snprintf(err, errlen, "move %d at %s is played where a stone of the diagram stands: a diagram cannot "
				 "show it; export from move %d", i, board_vertex_str(start, m->point, v), i - 1);
			return -1;
		}
		if (out->number[y][x])   /* where a move of the diagram is drawn: "7 at 1" in its title */
			out->at[k] = out->number[y][x];
		else
			out->number[y][x] = (unsigned char)k;
		played = k;
	}
	if (played < last - from && game_move(g, last)->action != ACTION_RESIGN)
		note_add(note, notelen, "the pass%s at the end (a diagram shows a pass only before a numbered move)",
			 last - from - played == 1 ? "" : "es");
	return 0;
}

/* A label the format can hold: one letter, written lower case. */
static char diagram_letter(const char *label)
{
	return label[0] && !label[1] && isalpha((unsigned char)label[0]) ? (char)tolower((unsigned char)label[0]) : 0;
}

/* The marks of the node into the diagram, what it cannot hold into note. */
static void diagram_marks(const struct sgf_node *node, const struct board *start, struct sensei_diagram *out,
			  char *note, size_t notelen)
{
	struct markup m = { 0 };
	int numbered = 0, stone_labels = 0, words = 0, dim = 0;

	markup_read(node, start, &m);
	BOARD_FOREACH(start, p) {
		int x = board_x(start, p), y = board_y(start, p);
		bool number = out->number[y][x] != 0;
		numbered += number && (m.mark[p] || m.label[p][0]);
		dim += m.dim[p] || m.selected[p];
		if (m.mark[p] && !number)
			out->mark[y][x] = (unsigned char)(m.mark[p] == MARKUP_TRIANGLE ? SENSEI_MARK_TRIANGLE :
							  m.mark[p] == MARKUP_SQUARE ? SENSEI_MARK_SQUARE :
							  m.mark[p] == MARKUP_CIRCLE ? SENSEI_MARK_CIRCLE : SENSEI_MARK_CROSS);
		if (!m.label[p][0] || number)
			continue;
		if (start->color[p] != EMPTY || m.mark[p])
			stone_labels++;
		else if (diagram_letter(m.label[p]))
			out->label[y][x] = diagram_letter(m.label[p]);
		else
			words++;
	}
	for (int i = 0; i < m.nlines && out->nlines < SENSEI_MAX_LINES; i++)
		out->lines[out->nlines++] = (struct sensei_line){ board_x(start, m.lines[i].from), board_y(start, m.lines[i].from),
								 board_x(start, m.lines[i].to), board_y(start, m.lines[i].to),
								 m.lines[i].arrow };
	if (numbered)
		note_add(note, notelen, "%d mark%s on numbered points", numbered, numbered == 1 ? "" : "s");
	if (stone_labels)
		note_add(note, notelen, "%d label%s on stones or marks", stone_labels, stone_labels == 1 ? "" : "s");
	if (words)
		note_add(note, notelen, "%d label%s of more than one letter", words, words == 1 ? "" : "s");
	if (dim)
		note_add(note, notelen, "%d dimmed or selected point%s", dim, dim == 1 ? "" : "s");
}

int export_diagram(const struct document *d, int from, struct sensei_diagram *out, char *note, size_t notelen,
		   char *err, size_t errlen)
{
	const struct game *g = document_game(d);
	int last = game_moves(g);
	struct board start;

	note[0] = '\0';
	if (from < 0)
		from = last;
	if (from > last) {
		snprintf(err, errlen, "move %d is after this one (move %d)", from, last);
		return -1;
	}
	game_board_at(g, from, &start);
	sensei_init(out, start.size);
	BOARD_FOREACH(&start, p)
		out->stone[board_y(&start, p)][board_x(&start, p)] = start.color[p];
	const struct move *first = game_move(g, from + 1);
	out->first = first && first->action != ACTION_RESIGN ? first->color : game_to_move(g);
	const char *mn = first ? sgf_value(node_of_move(d, from + 1), "MN") : NULL;
	out->first_number = mn && atoi(mn) > 0 && atoi(mn) <= 100000 ? atoi(mn) : from + 1;
	const char *gn = sgf_value(document_root(d), "GN");
	if (gn) {
		char *t = sgf_simpletext(gn);
		snprintf(out->title, sizeof out->title, "%s", t);
		free(t);
	}
	if (diagram_moves(g, from, &start, out, note, notelen, err, errlen) != 0)
		return -1;
	if (sensei_moves(out) == 0)
		out->first_number = 1;   /* no move to number: m would say nothing */
	diagram_marks(node_of_move(d, from), &start, out, note, notelen);
	return 0;
}

/* --- the picture --------------------------------------------------------------------------------------- */

/* The count of ruleset k over board sb: territory and dead stones, and the caption. */
static void svg_count(const struct count *cnt, const struct game *g, int k, const char *name, uint8_t *owner,
		      bool *dead, char (*lines)[160], struct svg_board *sb)
{
	const struct board *b = game_board(g);
	const struct score *sc = &cnt->cmp.scores[k];
	char result[32];

	BOARD_FOREACH(b, p) {
		int o = count_point_owner(cnt, g, k, p);
		owner[p] = (uint8_t)o;
		dead[p] = b->color[p] != EMPTY && o != b->color[p];
	}
	snprintf(lines[0], 160, "%s: %s", name, score_result_str(sc, result, sizeof result));
	score_side_str(sc, BLACK, lines[1], 160);
	score_side_str(sc, WHITE, lines[2], 160);
	score_note_str(sc, lines[3], 160);
	sb->owner = owner;
	sb->dead = dead;
	for (int i = 0; i < SVG_CAPTION_LINES; i++)
		sb->caption[i] = lines[i][0] ? lines[i] : NULL;
}

char *export_svg(const struct document *d, int from, const struct export_count *c)
{
	const struct game *g = document_game(d);
	struct markup m;
	int numbers[BOARD_MAX_POINTS] = { 0 };
	uint8_t owner[2][BOARD_MAX_POINTS] = { 0 };
	bool dead[2][BOARD_MAX_POINTS] = { 0 };
	char lines[2][SVG_CAPTION_LINES][160] = { 0 };
	struct svg_board boards[2];
	int n = c && c->n > 0 ? c->n : 1;
	char to_play[32], moves[2048] = "";

	markup_read(document_node(d), game_board(g), &m);
	if (from >= 0) {
		export_numbers(g, from, numbers);
		export_numbers_note(g, from, numbers, moves, sizeof moves);
	}
	memset(boards, 0, sizeof boards);
	snprintf(to_play, sizeof to_play, "%s to play", color_name(game_to_move(g)));
	for (int k = 0; k < n; k++)
		boards[k] = (struct svg_board){ game_board(g), &m, from >= 0 ? numbers : NULL, NULL, NULL,
						moves[0] ? moves : NULL, { to_play } };
	if (c && c->n > 0) {
		struct count *cnt = xmalloc(sizeof *cnt);
		struct ruleset rules[2] = { c->rules[0], c->rules[1] };
		for (int k = 0; k < n; k++)
			rules[k].komi2 = game_rules(g)->komi2;
		count_compare(g, c->marking, NULL, rules, n, cnt);
		for (int k = 0; k < n; k++)
			svg_count(cnt, g, k, c->names[k], owner[k], dead[k], lines[k], &boards[k]);
		free(cnt);
	}
	const char *gn = sgf_value(document_root(d), "GN");
	char *title = gn ? sgf_simpletext(gn) : NULL;
	char *svg = svg_write(boards, n, title);
	free(title);
	return svg;
}
