/* gtp_args.c: the arguments of a GTP command and its answer (see gtp_command.h). */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/board.h"
#include "rules/text.h"
#include "tui/gtp/gtp_command.h"

/* Write a failure message and return -1, so that an exec can `return gtp_fail(...)`. */
int gtp_fail(FILE *reply, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(reply, fmt, ap);
	va_end(ap);
	return -1;
}

/* --- argument parsers: each writes Gomill's message and returns -1 on failure ------------------- */

const char *gtp_quote(const char *arg, char buf[GTP_QUOTE_LEN])
{
	return text_escape(buf, GTP_QUOTE_LEN, arg, TEXT_QUOTE_MAX);
}

int gtp_need(int argc, int n, FILE *reply)
{
	return argc < n ? gtp_fail(reply, "invalid arguments") : 0;
}

int gtp_int(const char *arg, int *out, FILE *reply)
{
	char *end, q[GTP_QUOTE_LEN];

	errno = 0;
	long v = strtol(arg, &end, 10);
	if (end == arg || *end || errno == ERANGE || v < INT_MIN || v > INT_MAX)
		return gtp_fail(reply, "invalid int: '%s'", gtp_quote(arg, q));
	*out = (int)v;
	return 0;
}

static const struct {
	const char *name;
	enum color color;
} gtp_colors[] = {
	{ "b", BLACK }, { "black", BLACK }, { "w", WHITE }, { "white", WHITE },
};

int gtp_color(const char *arg, enum color *out, FILE *reply)
{
	char q[GTP_QUOTE_LEN];

	for (size_t i = 0; i < sizeof gtp_colors / sizeof gtp_colors[0]; i++)
		if (strcasecmp(arg, gtp_colors[i].name) == 0) {
			*out = gtp_colors[i].color;
			return 0;
		}
	return gtp_fail(reply, "invalid colour: '%s'", gtp_quote(arg, q));
}

/* "message: 'arg'" with arg in lower case, as Gomill quotes vertices. */
int gtp_fail_lower(FILE *reply, const char *message, const char *arg)
{
	char q[GTP_QUOTE_LEN];

	gtp_quote(arg, q);
	for (char *s = q; *s; s++)
		if (*s == '\\' && s[1] == 'x')   /* an escape keeps its form: \xff, not \XFF */
			s += 3;
		else
			*s = (char)tolower((unsigned char)*s);
	return gtp_fail(reply, "%s: '%s'", message, q);
}

/* A vertex or "pass".  A name that would be a vertex of the largest board is "off board". */
int gtp_vertex(const struct gtp *e, const char *arg, int *out, FILE *reply)
{
	struct board largest;

	*out = board_vertex_parse(game_board(e->game), arg);
	if (*out != BOARD_NONE)
		return 0;
	board_init(&largest, BOARD_MAX_SIZE);
	if (board_vertex_parse(&largest, arg) != BOARD_NONE)
		return gtp_fail_lower(reply, "vertex is off board", arg);
	return gtp_fail_lower(reply, "invalid vertex", arg);
}

/* COLOUR VERTEX; further arguments are ignored, as GNU Go does. */
int gtp_move(const struct gtp *e, int argc, char **argv, enum color *c, int *p, FILE *reply)
{
	if (gtp_need(argc, 2, reply) || gtp_color(argv[0], c, reply) || gtp_vertex(e, argv[1], p, reply))
		return -1;
	return 0;
}

/* Vertices in board order (top row first), separated by spaces. */
void gtp_print_points(const struct board *b, const uint16_t *points, int n, FILE *reply)
{
	char v[8];

	for (int i = 0; i < n; i++)
		fprintf(reply, "%s%s", i ? " " : "", board_vertex_str(b, points[i], v));
}

int gtp_point_order(const void *a, const void *b)
{
	return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}
