/*
 * engine.c: a GTP engine on two pipes (see engine.h).
 *
 * How an answer is read:
 *   1. What the engine writes is read into a buffer whenever the descriptor has something; whole
 *      lines are taken from it one by one (a carriage return before the line feed is dropped).
 *   2. Before an answer, empty lines are skipped.  A first line that starts with '=' or '?' (then
 *      an optional id, then a blank or the end) opens the answer; any other is garbage, and is the
 *      whole answer.  The lines after an opening line belong to it up to an empty line.
 *   3. A buffer filled with one line and no line feed is garbage too, quoted by its start (escaped
 *      and cut, as any garbage); the rest of that line, up to its line feed, is dropped as it comes.
 *      A read that gives nothing (end of file, an error) means the engine is gone.
 *   4. The "=" answer to a command sent as a stream hands over each of its lines as it comes (a line
 *      that fills the buffer is dropped, and said so in its place); its empty line ends it.
 */
#include "config.h"

#include "tui/gtp/engine.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rules/game.h"
#include "rules/mono.h"
#include "rules/ruleset.h"
#include "rules/text.h"
#include "rules/xalloc.h"

#define ENGINE_BUF 65536       /* what it wrote and was not read yet; and one answer's text */
#define ENGINE_COMMAND_MAX 512 /* one command line */

struct engine_sent {
	int tag;
	char *command;
	bool stream;     /* its answer streams (engine.h) */
	bool ended;      /* a stream told to end (an empty line sent after it) */
};

struct engine {
	char *command;            /* the shell command that started it */
	pid_t pid;                /* 0 once reaped */
	pid_t group;              /* its process group: the engine and every process it started */
	int exit_status;          /* once reaped by engine_exit_status: its exit status (128 + a signal) */
	int to, from;             /* its standard input and output; -1 when closed */
	bool gone;                /* it closed its output or a write failed */
	char buf[ENGINE_BUF];     /* what it wrote and has not been taken yet */
	size_t len;
	bool open;                /* an answer's first line was taken, its end not yet */
	bool skip;                /* the rest of a line too long for the buffer is dropped (3.) */
	char status;              /* '=' or '?' of the open answer */
	char answer[ENGINE_BUF];  /* the text of the last (or the open) answer, without "= " */
	char line[ENGINE_BUF];    /* the line being taken from buf */
	char asked[ENGINE_COMMAND_MAX];       /* the command the last answer answered */
	struct engine_sent *queue;           /* sent, not answered: the oldest first */
	int nqueue, cap;
};

/* --- the process ------------------------------------------------------------------------------------ */

/*
 * Each engine runs in a process group of its own (setpgid), so that stopping it reaches what it
 * started too: `sh -c COMMAND` itself, a wrapper script's engine, a helper it forked.  Signalling
 * the shell alone left those running, holding the referee's standard error (a `tengen match ... |
 * cat` waited for them).  The groups of the engines running are kept here for engine_signal_all,
 * which a signal handler may call.
 */
#define ENGINE_GROUPS 16
static volatile sig_atomic_t engine_groups[ENGINE_GROUPS];   /* 0: a free slot */

static void engine_group_keep(pid_t group, bool keep)
{
	for (int i = 0; i < ENGINE_GROUPS; i++)
		if (engine_groups[i] == (keep ? 0 : group)) {
			engine_groups[i] = keep ? group : 0;
			return;
		}
}

void engine_signal_all(int sig)
{
	for (int i = 0; i < ENGINE_GROUPS; i++)
		if (engine_groups[i] > 0)
			kill(-(pid_t)engine_groups[i], sig);
}

struct engine *engine_start(const char *command, bool quiet, char *err, size_t errlen)
{
	int in[2], out[2];

	signal(SIGPIPE, SIG_IGN);
	if (pipe(in) != 0) {
		snprintf(err, errlen, "no pipe: %s", strerror(errno));
		return NULL;
	}
	if (pipe(out) != 0) {
		snprintf(err, errlen, "no pipe: %s", strerror(errno));
		close(in[0]), close(in[1]);
		return NULL;
	}
	pid_t pid = fork();
	if (pid < 0) {
		snprintf(err, errlen, "no process: %s", strerror(errno));
		close(in[0]), close(in[1]), close(out[0]), close(out[1]);
		return NULL;
	}
	if (pid == 0) {
		setpgid(0, 0);             /* a group of its own (and again by the parent: whichever is first) */
		dup2(in[0], STDIN_FILENO);
		dup2(out[1], STDOUT_FILENO);
		close(in[0]), close(in[1]), close(out[0]), close(out[1]);
		int null = quiet ? open("/dev/null", O_WRONLY) : -1;
		if (null >= 0)
			dup2(null, STDERR_FILENO);
		signal(SIGPIPE, SIG_DFL);  /* the referee ignores these; the engine should not inherit that */
		signal(SIGXFSZ, SIG_DFL);
		signal(SIGINT, SIG_IGN);   /* Ctrl-C at the board is the board's, not the engine's */
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		_exit(127);
	}
	setpgid(pid, pid);
	engine_group_keep(pid, true);
	close(in[0]);
	close(out[1]);
	fcntl(in[1], F_SETFD, FD_CLOEXEC);
	fcntl(out[0], F_SETFD, FD_CLOEXEC);
	struct engine *e = xcalloc(1, sizeof *e);
	e->command = xstrdup(command);
	e->pid = pid;
	e->group = pid;
	e->to = in[1];
	e->from = out[0];
	return e;
}

/* Has the engine's first process ended (reaped, or a zombie still holding its group's number)?
 * Waits up to ms for it. */
static bool engine_ended(const struct engine *e, int ms)
{
	siginfo_t info;

	for (int waited = 0; e->pid; waited += 20) {
		info.si_pid = 0;
		if (waitid(P_PID, (id_t)e->pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == e->pid)
			return true;
		if (waited >= ms)
			return false;
		usleep(20000);
	}
	return true;
}

/*
 * Stop the process group, its first process not reaped yet (so that the group's number cannot be
 * another's): a second for it to end by itself once its input is closed, then SIGTERM to the group,
 * a second more, then SIGKILL.  Whatever is left of the group once the first process has ended
 * gets SIGTERM too, then SIGKILL after half a second.  How it went.
 */
static enum engine_end engine_reap(struct engine *e)
{
	enum engine_end how = ENGINE_END_EXITED;

	if (!engine_ended(e, 400)) {
		kill(-e->group, SIGTERM);
		kill(-e->group, SIGCONT);   /* one stopped (SIGTTOU, SIGSTOP) acts on it only once continued */
		how = ENGINE_END_TERM;
		if (!engine_ended(e, 1000)) {
			kill(-e->group, SIGKILL);
			how = ENGINE_END_KILL;
		}
	} else if (e->pid) {
		kill(-e->group, SIGTERM);   /* what it started and left behind */
	}
	engine_group_keep(e->group, false);
	if (e->pid)
		waitpid(e->pid, NULL, 0);
	e->pid = 0;
	for (int i = 0; kill(-e->group, 0) == 0; i++) {   /* the group lives on without its first process */
		if (i == 0)
			kill(-e->group, SIGTERM);
		if (i == 25) {
			kill(-e->group, SIGKILL);
			break;
		}
		usleep(20000);
	}
	return how;
}

enum engine_end engine_stop(struct engine *e)
{
	if (!e)
		return ENGINE_END_EXITED;
	if (e->to >= 0)
		close(e->to);
	if (e->from >= 0)
		close(e->from);
	enum engine_end how = engine_reap(e);
	for (int i = 0; i < e->nqueue; i++)
		free(e->queue[i].command);
	free(e->queue);
	free(e->command);
	free(e);
	return how;
}

const char *engine_end_str(enum engine_end how)
{
	switch (how) {
	case ENGINE_END_TERM:
		return "SIGTERM to its process group (the engine and every process it started) ended it";
	case ENGINE_END_KILL:
		return "it outlived SIGTERM by a second: SIGKILL to its process group (the engine and every process "
		       "it started) ended it";
	default:
		return "it ended by itself";
	}
}

int engine_exit_status(struct engine *e)
{
	int status;

	for (int i = 0; e->pid && i < 25; i++) {
		pid_t r = waitpid(e->pid, &status, WNOHANG);
		if (r == e->pid) {
			e->pid = 0;
			e->exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
			break;
		}
		usleep(10000);
	}
	return e->pid ? -1 : e->exit_status;
}

const char *engine_command(const struct engine *e) { return e->command; }
bool engine_alive(const struct engine *e) { return !e->gone; }
int engine_pending(const struct engine *e) { return e->nqueue; }
int engine_fd(const struct engine *e) { return e->gone ? -1 : e->from; }
const char *engine_answer_text(const struct engine *e) { return e->answer; }
const char *engine_asked(const struct engine *e) { return e->asked; }

/* The engine is gone: nothing more is written to it or read from it. */
static void engine_lose(struct engine *e)
{
	e->gone = true;
	if (e->to >= 0)
		close(e->to);
	e->to = -1;
}

/* --- sending ---------------------------------------------------------------------------------------- */

/* Write raw text to the engine: 0, or -1 when it is gone. */
static int engine_write(struct engine *e, const char *text, size_t n)
{
	if (e->gone || write(e->to, text, n) != (ssize_t)n) {
		engine_lose(e);
		return -1;
	}
	return 0;
}

void engine_stream_end(struct engine *e)
{
	bool running = false;

	for (int i = 0; i < e->nqueue; i++)
		if (e->queue[i].stream && !e->queue[i].ended) {
			e->queue[i].ended = true;
			running = true;
		}
	if (running)
		engine_write(e, "\n", 1);
}

static int engine_vsend(struct engine *e, int tag, bool stream, const char *fmt, va_list ap)
{
	char line[ENGINE_COMMAND_MAX];

	engine_stream_end(e);   /* a stream runs until the engine reads a line: this one's, or an empty one */
	vsnprintf(line, sizeof line - 1, fmt, ap);   /* room for the newline */
	if (e->nqueue == e->cap) {
		e->cap = e->cap ? 2 * e->cap : 16;
		e->queue = xreallocarray(e->queue, (size_t)e->cap, sizeof *e->queue);
	}
	struct engine_sent *s = &e->queue[e->nqueue++];
	s->tag = tag;
	s->command = xstrdup(line);
	s->stream = stream;
	s->ended = false;
	size_t n = strlen(line);
	line[n++] = '\n';
	return engine_write(e, line, n);
}

int engine_send(struct engine *e, int tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	int rc = engine_vsend(e, tag, false, fmt, ap);
	va_end(ap);
	return rc;
}

int engine_send_stream(struct engine *e, int tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	int rc = engine_vsend(e, tag, true, fmt, ap);
	va_end(ap);
	return rc;
}

/* --- reading ---------------------------------------------------------------------------------------- */

/* Take one whole line (without its newline) from the buffer: 1, or 0 when there is none. */
static int engine_take_line(struct engine *e, char *line, size_t cap)
{
	char *nl = memchr(e->buf, '\n', e->len);

	if (!nl)
		return 0;
	size_t n = (size_t)(nl - e->buf);
	size_t keep = n < cap - 1 ? n : cap - 1;
	memcpy(line, e->buf, keep);
	line[keep] = '\0';
	if (keep > 0 && line[keep - 1] == '\r')
		line[keep - 1] = '\0';
	e->len -= n + 1;
	memmove(e->buf, nl + 1, e->len);
	return 1;
}

/* The answer's first line: '=' or '?', an optional id, then the text; false if it is none. */
static bool engine_answer_head(const char *line, char *status, const char **text)
{
	if (line[0] != '=' && line[0] != '?')
		return false;
	*status = line[0];
	line++;
	line += strspn(line, "0123456789");
	if (*line && *line != ' ' && *line != '\t')
		return false;
	*text = line + strspn(line, " \t");
	return true;
}

/* Append a line to the answer, with a newline before it when it is not the first.  The line is
 * escaped (rules/text.h); a tab separates words, as GTP says, and becomes a space. */
static void engine_answer_add(struct engine *e, const char *text, bool first)
{
	size_t used = first ? 0 : strlen(e->answer);

	if (first)
		e->answer[0] = '\0';
	if (sizeof e->answer - used < 8)   /* full: the rest is cut */
		return;
	if (!first)
		e->answer[used++] = '\n';
	char *spaced = xstrdup(text);
	for (char *t = spaced; (t = strchr(t, '\t')); )
		*t = ' ';
	text_escape(e->answer + used, sizeof e->answer - used, spaced, 0);
	free(spaced);
}

/* The oldest command is answered: take it off the queue.  Returns r. */
static enum engine_answer engine_answered(struct engine *e, enum engine_answer r, int *tag)
{
	if (tag)
		*tag = e->queue[0].tag;
	snprintf(e->asked, sizeof e->asked, "%s", e->queue[0].command);
	free(e->queue[0].command);
	e->nqueue--;
	memmove(e->queue, e->queue + 1, (size_t)e->nqueue * sizeof *e->queue);
	e->open = false;
	return r;
}

/* The open answer is a stream's "=" answer: its lines are handed over one by one. */
static bool engine_streaming(const struct engine *e)
{
	return e->open && e->nqueue > 0 && e->queue[0].stream && e->status == '=';
}

/* A line of a stream (4.), in the answer's text: ENGINE_LINE, the command still waiting. */
static enum engine_answer engine_stream_line(struct engine *e, const char *line, int *tag)
{
	engine_answer_add(e, line, true);
	if (tag)
		*tag = e->queue[0].tag;
	return ENGINE_LINE;
}

/* An answer made of the lines in the buffer (2.), a line of a stream (4.), or ENGINE_PENDING. */
static enum engine_answer engine_parse(struct engine *e, int *tag)
{
	const char *text;

	while (engine_take_line(e, e->line, sizeof e->line)) {
		if (!e->open && e->line[0] == '\0')
			continue;
		if (e->open && e->line[0] == '\0') {
			if (engine_streaming(e))   /* its end: the last line was handed over already */
				e->answer[0] = '\0';
			return engine_answered(e, e->status == '=' ? ENGINE_OK : ENGINE_FAILED, tag);
		}
		if (engine_streaming(e)) {
			return engine_stream_line(e, e->line, tag);
		} else if (e->open) {
			engine_answer_add(e, e->line, false);
		} else if (engine_answer_head(e->line, &e->status, &text)) {
			engine_answer_add(e, text, true);
			e->open = true;
			if (engine_streaming(e) && text[0])   /* "= info ...": its first line */
				return engine_stream_line(e, text, tag);
		} else {
			engine_answer_add(e, e->line, true);
			return engine_answered(e, ENGINE_GARBAGE, tag);
		}
	}
	if (e->len == sizeof e->buf) {   /* 3.: one line fills the buffer */
		char head[TEXT_QUOTE_MAX + 1];
		memcpy(head, e->buf, TEXT_QUOTE_MAX);
		head[TEXT_QUOTE_MAX] = '\0';
		e->len = 0;
		e->skip = true;
		if (engine_streaming(e)) {   /* 4.: that line alone is lost, and said so */
			snprintf(e->answer, sizeof e->answer, "(a line of more than %d bytes, not read)", ENGINE_BUF);
			if (tag)
				*tag = e->queue[0].tag;
			return ENGINE_LINE;
		}
		if (!e->open)   /* its start, and "..." (the text_escape of a text cut short) */
			text_escape(e->answer, sizeof e->answer, head, TEXT_QUOTE_MAX - 1);
		return engine_answered(e, ENGINE_GARBAGE, tag);
	}
	return ENGINE_PENDING;
}

/* Read what the engine wrote, waiting up to wait_ms: 1 read, 0 nothing in time, -1 gone (3.). */
static int engine_read(struct engine *e, int wait_ms)
{
	struct pollfd p = { .fd = e->from, .events = POLLIN };
	int r = poll(&p, 1, wait_ms);

	if (r < 0 && errno == EINTR)
		return 0;
	if (r <= 0)
		return r < 0 ? -1 : 0;
	ssize_t got = read(e->from, e->buf + e->len, sizeof e->buf - e->len);
	if (got < 0 && errno == EINTR)
		return 0;
	if (got <= 0)
		return -1;
	e->len += (size_t)got;
	if (e->skip) {   /* 3.: the rest of a line that filled the buffer */
		char *nl = memchr(e->buf, '\n', e->len);
		size_t drop = nl ? (size_t)(nl - e->buf) + 1 : e->len;
		e->skip = !nl;
		e->len -= drop;
		memmove(e->buf, e->buf + drop, e->len);
	}
	return 1;
}

enum engine_answer engine_poll(struct engine *e, int wait_ms, int *tag)
{
	double deadline = mono_seconds() + wait_ms / 1000.0;

	if (e->nqueue == 0)
		return ENGINE_PENDING;
	for (;;) {
		enum engine_answer r = engine_parse(e, tag);
		if (r != ENGINE_PENDING)
			return r;
		if (e->gone) {
			e->answer[0] = '\0';
			return engine_answered(e, ENGINE_GONE, tag);
		}
		int left = (int)((deadline - mono_seconds()) * 1000);
		int got = engine_read(e, left > 0 ? left : 0);
		if (got < 0)
			engine_lose(e);
		else if (got == 0 && left <= 0)
			return ENGINE_PENDING;
	}
}

enum engine_answer engine_ask(struct engine *e, double timeout, const char *fmt, ...)
{
	va_list ap;
	int tag = 0, mine = -1;

	va_start(ap, fmt);
	engine_vsend(e, mine, false, fmt, ap);
	va_end(ap);
	double deadline = mono_seconds() + timeout;
	for (;;) {
		int left = (int)((deadline - mono_seconds()) * 1000);
		int pending = e->nqueue;
		enum engine_answer r = engine_poll(e, left > 0 ? left : 0, &tag);
		if (r == ENGINE_PENDING) {
			snprintf(e->asked, sizeof e->asked, "%s", e->queue[pending - 1].command);
			e->answer[0] = '\0';
			return ENGINE_TIMEOUT;
		}
		if (pending == 1)   /* the answer to this command, not to one sent before it */
			return r;
	}
}

bool engine_knows(struct engine *e, double timeout, const char *name)
{
	return engine_ask(e, timeout, "known_command %s", name) == ENGINE_OK && strcmp(e->answer, "true") == 0;
}

/* --- rulings ------------------------------------------------------------------------------------------ */

const char *engine_trouble(const struct engine *e, enum engine_answer r, const char *command, char *buf,
			   size_t len)
{
	if (!e)
		r = r == ENGINE_TIMEOUT ? ENGINE_TIMEOUT : ENGINE_GONE;
	switch (r) {
	case ENGINE_OK:
	case ENGINE_PENDING:
	case ENGINE_LINE:
		snprintf(buf, len, "%s answered", command);
		break;
	case ENGINE_FAILED:
		snprintf(buf, len, "it refused %s: '%.200s'", command, e->answer);
		break;
	case ENGINE_GARBAGE:
		snprintf(buf, len, "it answered %s with garbage: '%.80s'", command, e->answer);
		break;
	case ENGINE_GONE:
		snprintf(buf, len, "it crashed or closed its pipe at %s", command);
		break;
	case ENGINE_TIMEOUT:
		snprintf(buf, len, "it gave no answer to %s in time", command);
		break;
	}
	return buf;
}

void engine_first_word(const char *text, char *out, size_t len)
{
	size_t n = 0;

	text += strspn(text, " \t");
	while (text[n] && !isspace((unsigned char)text[n]) && n + 1 < len) {
		out[n] = text[n];
		n++;
	}
	out[n] = '\0';
}

/* The engine named a point that is no vertex of this board: why, in words. */
static const char *engine_bad_vertex(const struct board *b, const char *text, char *buf, size_t len)
{
	struct board largest;

	board_init(&largest, BOARD_MAX_SIZE);
	if (board_vertex_parse(&largest, text) != BOARD_NONE)
		snprintf(buf, len, "it played '%.40s', off the %dx%d board", text, b->size, b->size);
	else
		snprintf(buf, len, "it played '%.40s', which is no vertex", text);
	return buf;
}

enum engine_move engine_move_judge(const struct game *g, enum color c, const char *text, int *point,
				   char *why, size_t len)
{
	char word[64], reason[512];

	engine_first_word(text, word, sizeof word);
	if (strcasecmp(word, "resign") == 0)
		return ENGINE_MOVE_RESIGN;
	int p = board_vertex_parse(game_board(g), word);
	if (p == BOARD_NONE) {
		engine_bad_vertex(game_board(g), word, why, len);
		return ENGINE_MOVE_BAD;
	}
	*point = p;
	if (p == BOARD_PASS)
		return ENGINE_MOVE_PASS;
	struct verdict_info v = game_check(g, c, p);
	if (v.verdict != VERDICT_LEGAL) {
		board_vertex_str(game_board(g), p, word);
		snprintf(why, len, "%s at move %d is %s", word, game_moves(g) + 1,
			 game_verdict_str(g, &v, reason, sizeof reason));
		return ENGINE_MOVE_BAD;
	}
	return ENGINE_MOVE_PLAY;
}

const char *engine_kgs_rules(const struct ruleset *r)
{
	static const char *const names[][2] = {
		{ "japanese", "japanese" }, { "chinese", "chinese" }, { "aga", "aga" }, { "new-zealand", "new_zealand" },
	};
	const char *preset = ruleset_preset_of(r);

	for (size_t i = 0; preset && i < sizeof names / sizeof names[0]; i++)
		if (strcmp(preset, names[i][0]) == 0)
			return names[i][1];
	return NULL;
}
