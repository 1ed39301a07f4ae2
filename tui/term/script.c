/* script.c: headless runs of the command table (see script.h). */
#include "config.h"

#include "tui/term/script.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules/file.h"
#include "rules/mono.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/engines.h"
#include "tui/term/key.h"
#include "tui/term/screen.h"

#define SCRIPT_MAX_SIZE 1000   /* rows or columns of a resize */
#define SCRIPT_ENGINE_WAIT 60  /* seconds an engine may take over what a line awaits */
#define SCRIPT_MAX_WAIT 86400  /* seconds of one `wait` */

static int64_t script_ms;      /* the virtual time: moved only by `wait` */

int64_t script_time(void *arg)
{
	(void)arg;
	return script_ms;
}

/* Wait for what the engines owe (their moves, a hint, a handshake), as the board would have, so that
 * a script goes on from the same position on every run; an engine silent for SCRIPT_ENGINE_WAIT
 * seconds is stopped. */
static void script_settle(struct app *a, int *react)
{
	double start = mono_seconds();

	*react |= app_tick(a, 0);
	while (app_busy(a)) {
		if (mono_seconds() - start > SCRIPT_ENGINE_WAIT) {
			*react |= engines_give_up(a, SCRIPT_ENGINE_WAIT);
			break;
		}
		int r = app_tick(a, 100);
		if (r != REACT_NONE)   /* an answer came: the next one has its own time */
			start = mono_seconds();
		*react |= r;
	}
}

static void script_capture(const struct app *a, struct screen *s, FILE *out)
{
	if (s->rows != app_rows(a) || s->cols != app_cols(a))
		screen_resize(s, app_rows(a), app_cols(a));
	app_draw(a, s, REACT_ALL);
	char *text = screen_text(s);
	fprintf(out, "-- screen %dx%d --\n%s", app_cols(a), app_rows(a), text);
	free(text);
}

/* A line that is not a command; returns 1 when it was one of them, 0 if not, -1 if malformed (why
 * in err), and adds what it did to *react. */
static int script_directive(struct app *a, struct screen *s, int argc, char **argv, FILE *out,
			    int *react, char *err, size_t errlen)
{
	if (!strcmp(argv[0], "send-keys")) {
		for (int i = 1; i < argc && !(*react & REACT_QUIT); i++) {
			int key = key_from_name(argv[i]);
			if (key == KEYC_NONE) {
				char *shown = text_escape_new(argv[i], TEXT_QUOTE_MAX);
				snprintf(err, errlen, "send-keys: %s is no key", shown);
				free(shown);
				return -1;
			}
			*react |= app_key(a, key);
		}
		return 1;
	}
	if (!strcmp(argv[0], "capture") && argc == 1) {
		script_capture(a, s, out);
		return 1;
	}
	if (!strcmp(argv[0], "wait") && argc == 2) {
		char *end;
		double sec = strtod(argv[1], &end);
		if (end == argv[1] || *end || !(sec >= 0 && sec <= SCRIPT_MAX_WAIT))
			return snprintf(err, errlen, "wait: seconds from 0 to %d", SCRIPT_MAX_WAIT), -1;
		script_ms += (int64_t)(sec * 1000 + 0.5);
		*react |= app_tick(a, 0);
		return 1;
	}
	if ((!strcmp(argv[0], "resize") || !strcmp(argv[0], "click")) && argc == 3) {
		int y = atoi(argv[1]), x = atoi(argv[2]);
		if (argv[0][0] == 'r' && (y < 1 || x < 1 || y > SCRIPT_MAX_SIZE || x > SCRIPT_MAX_SIZE))
			return snprintf(err, errlen, "resize: rows and columns from 1 to %d", SCRIPT_MAX_SIZE), -1;
			/* a screen of that size would not fit in memory */
		*react |= argv[0][0] == 'r' ? app_resize(a, y, x) : app_click(a, y, x);
		return 1;
	}
	return 0;
}

/*
 * One line: a directive or a command.  The words are split here only to find a directive, with
 * room for as many as the line can hold (send-keys takes any number of keys); a command is then run
 * from the line as typed, and says itself what it cannot take (more words than any command has).
 * 0, or -1 with why the line cannot be read in err (a quote not closed, a directive's bad word).
 */
static int script_line(struct app *a, struct screen *s, const char *line, FILE *out, int *react,
		       char *err, size_t errlen)
{
	size_t len = strlen(line) + 1;
	char *buf = xmalloc(len);
	char **argv = xreallocarray(NULL, len / 2 + 1, sizeof *argv);   /* words are 1 byte and a blank */

	int argc = command_split(line, buf, len, argv, (int)(len / 2 + 1), err, errlen);
	int rc = argc <= 0 ? argc : script_directive(a, s, argc, argv, out, react, err, errlen);
	free(argv);
	free(buf);
	if (argc <= 0)
		return argc;
	if (rc != 0)
		return rc < 0 ? -1 : 0;
	*react |= app_run(a, line);
	return 0;
}

/* Say why path cannot be read (escaped: the name is the user's); returns 2. */
static int script_fail(const char *path, const char *why)
{
	char *shown = text_escape_new(path, 0);

	fprintf(stderr, "tengen: %s: %s\n", shown, why);
	free(shown);
	return 2;
}

/* Open the script: a regular file, a pipe or a terminal, not a directory.  NULL after saying why. */
static FILE *script_open(const char *path)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
	struct stat st;

	if (!f) {
		script_fail(path, strerror(errno));
		return NULL;
	}
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		script_fail(path, "is a directory, not a script of commands");
		if (f != stdin)
			fclose(f);
		return NULL;
	}
	return f;
}

enum { SCRIPT_NUL = -2, SCRIPT_TOO_LONG = -3 };

/*
 * The next line of f into *line (its line feed kept): its length, -1 at the end, SCRIPT_NUL at a NUL
 * byte (the line up to it in *line) or SCRIPT_TOO_LONG beyond FILE_READ_MAX bytes, read no further:
 * a device such as /dev/zero given as a script would otherwise be one line read until memory ran
 * out.
 */
static ssize_t script_getline(char **line, size_t *cap, FILE *f)
{
	size_t n = 0;
	int c;

	while ((c = getc(f)) != EOF) {
		if (n + 2 > *cap)
			*line = xreallocarray(*line, *cap = *cap ? 2 * *cap : 256, 1);
		if (c == '\0' || n >= FILE_READ_MAX) {
			(*line)[n] = '\0';
			return c == '\0' ? SCRIPT_NUL : SCRIPT_TOO_LONG;
		}
		(*line)[n++] = (char)c;
		if (c == '\n')
			break;
	}
	if (n == 0)
		return -1;
	(*line)[n] = '\0';
	return (ssize_t)n;
}

/* "tengen: PATH:NUMBER: what: LINE", the name and the line escaped; returns 2. */
static int script_refuse(const char *path, int number, const char *what, const char *line)
{
	char *name = text_escape_new(path, 0), *shown = text_escape_new(line, 0);

	fprintf(stderr, "tengen: %s:%d: %s: %s\n", name, number, what, shown);
	free(shown);
	free(name);
	return 2;
}

/* "tengen: PATH:NUMBER: MESSAGE" for a line whose command failed (the message is escaped already). */
static void script_failed(const struct app *a, const char *path, int number)
{
	char *name = text_escape_new(path, 0);

	fprintf(stderr, "tengen: %s:%d: %s\n", name, number, app_message_text(a, NULL));
	free(name);
}

/* After the last line: how many failed, and the first; returns the exit status (2 if any did). */
static int script_summary(const char *path, int failed, int first)
{
	char *name = text_escape_new(path, 0);

	if (failed > 0)
		fprintf(stderr, "tengen: %s: %d line%s failed, the first at line %d\n", name, failed,
			failed == 1 ? "" : "s", first);
	free(name);
	return failed > 0 ? 2 : 0;
}

int script_run(struct app *a, const char *path, FILE *out)
{
	FILE *f = script_open(path);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int number = 0, status = 0, react = 0, failed = 0, first = 0;

	if (!f)
		return 2;
	struct screen *s = screen_new(app_rows(a), app_cols(a));
	script_settle(a, &react);
	while (!(react & REACT_QUIT) && (len = script_getline(&line, &cap, f)) != -1) {
		number++;
		if (len == SCRIPT_NUL) {   /* the rest of the line would be lost unseen */
			status = script_refuse(path, number, "a NUL byte: this line is not text", line);
			break;
		}
		if (len == SCRIPT_TOO_LONG) {
			status = script_refuse(path, number, "a line longer than " FILE_READ_MAX_WORDS, "");
			break;
		}
		line[strcspn(line, "\r\n")] = '\0';
		unsigned errors = app_errors(a);
		char why[256], what[300];
		if (script_line(a, s, line, out, &react, why, sizeof why) != 0) {
			snprintf(what, sizeof what, "cannot read this line (%s)", why);
			status = script_refuse(path, number, what, line);
			break;
		}
		script_settle(a, &react);
		if (app_errors(a) != errors) {   /* the line's command (or key) failed: say so, go on */
			script_failed(a, path, number);
			first = failed++ ? first : number;
		}
	}
	if (status == 0 && ferror(f))
		status = script_fail(path, strerror(errno));
	if (status == 0)
		status = script_summary(path, failed, first);
	free(line);
	script_capture(a, s, out);
	screen_free(s);
	if (f != stdin)
		fclose(f);
	return status;
}
