/* cli.c: what the subcommands share. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "rules/record.h"
#include "rules/text.h"
#include "tui/shared/cli.h"

/* The width of the terminal stderr writes to, or 0 when it is not a terminal. */
static int cli_tty_width(void)
{
	struct winsize ws;

	if (!isatty(STDERR_FILENO) || ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_col < 20)
		return 0;
	return ws.ws_col;
}

/* Columns of UTF-8 text of n bytes (a character a column: the text is escaped, so no controls). */
static int cli_columns(const char *s, size_t n)
{
	int cols = 0;

	for (size_t i = 0; i < n; i++)
		cols += ((unsigned char)s[i] & 0xc0) != 0x80;
	return cols;
}

/* Write text and a line feed, broken between words so that no line takes more than width - 1
 * columns (a terminal breaks a longer line anywhere, mid-word); width 0: as it is, one line. */
static void cli_wrap(FILE *f, const char *text, int width)
{
	int col = 0;

	for (const char *s = text; width > 0 && *s;) {
		size_t spaces = strspn(s, " "), len = strcspn(s + spaces, " ");
		int cols = cli_columns(s + spaces, len);
		if (col > 0 && col + (int)spaces + cols > width - 1) {
			fputc('\n', f);   /* the spaces become the line break */
			col = 0;
		} else {
			fwrite(s, 1, spaces, f);
			col += (int)spaces;
		}
		fwrite(s + spaces, 1, len, f);
		col += cols;
		s += spaces + len;
	}
	if (width == 0)
		fputs(text, f);
	fputc('\n', f);
}

void cli_say(const char *who, const char *fmt, ...)
{
	char *raw = NULL, *line = NULL;
	va_list ap;

	va_start(ap, fmt);
	int n = vasprintf(&raw, fmt, ap);
	va_end(ap);
	if (n < 0) {
		fputs("tengen: out of memory\n", stderr);
		exit(EXIT_INTERNAL);
	}
	char *safe = text_escape_new(raw, 0);
	if (asprintf(&line, "tengen%s%s: %s", who ? " " : "", who ? who : "", safe) < 0)
		exit(EXIT_INTERNAL);
	cli_wrap(stderr, line, cli_tty_width());
	free(line);
	free(safe);
	free(raw);
}

void cli_json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			printf("\\%c", ch);
		else if (ch < 0x20)
			printf("\\u%04x", ch);
		else
			putchar(ch);
	}
	putchar('"');
}

struct record *cli_read_record(const char *who, const char *path, const struct ruleset *defaults,
			       int before, bool partial)
{
	char err[1024];
	struct record *r = record_read_file(path, defaults, before, err, sizeof err);

	if (!r) {
		cli_say(who, "%s", err);
		return NULL;
	}
	const char *stop = record_stop_reason(r);
	int n = record_nwarnings(r) - (stop && !partial);   /* the stop reason is the last warning */
	for (int i = 0; i < n; i++)
		cli_say(who, "warning: %s", record_warning(r, i));
	if (stop && !partial) {
		cli_say(who, "%s; --partial takes the game up to there", stop);
		record_free(r);
		return NULL;
	}
	return r;
}

int cli_move_arg(const char *who, const char *arg, int *move)
{
	char *end;
	long n = strtol(arg, &end, 10);

	if (*end || end == arg || n < 0 || n > 100000) {
		cli_say(who, "--move: '%s' is not a move number (0 for the position set up)", arg);
		return -1;
	}
	*move = (int)n;
	return 0;
}

struct record *cli_read_record_at(const char *who, const char *path, const struct ruleset *defaults, int move,
				  bool partial)
{
	struct record *r = cli_read_record(who, path, defaults, move >= 0 ? move + 1 : 0, partial);

	if (r && move >= 0 && game_moves(record_game(r)) < move) {
		cli_say(who, "--move %d: the main line of %s has %d moves", move, path, game_moves(record_game(r)));
		record_free(r);
		return NULL;
	}
	return r;
}
