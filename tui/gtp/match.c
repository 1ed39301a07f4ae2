/*
 * match.c: `tengen match`, a referee between two GTP engines.
 *
 * The referee plays each game on its own struct game under the match's rules and trusts neither
 * engine:
 *   1. Both engines are started once (sh -c COMMAND, on two pipes) and told the size, the rules (by
 *      tengen-rules or kgs-rules when they know them) and the komi before each game; the first
 *      engine takes Black in odd games, the second in even ones.  One that died is started again.
 *   2. The player to move is asked genmove.  Its answer is checked as a tournament director would:
 *      an engine that crashes, times out, fails or answers garbage, names no vertex, or plays a move
 *      the referee's rules refuse (occupied, suicide, ko, superko over the whole game) loses the
 *      game by forfeit, with the verdict in words.  A legal move is played and told to the
 *      opponent; an opponent that refuses it cannot follow the game and loses by forfeit too.
 *   3. Two passes end play.  Under rules where every stone left counts (play-out: Tromp-Taylor), a
 *      stone marked dead by the referee or by either engine would count as alive, so play resumes
 *      once, as KGS does, with kgs-genmove_cleanup (or genmove) until two passes again.
 *   4. The referee counts with the one count (rules/count.h), as tengen's own final_score does, and
 *      asks each engine final_score, final_status_list dead and (when it knows it) list_stones.
 *      Any difference between the three is named in the record's comment and in the summary.
 *   5. Each game may be written as SGF: RE, the referee's marking (TB/TW territory, MA dead stones)
 *      and the comment.  The summary follows the last game.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/game.h"
#include "rules/marking.h"
#include "rules/record.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sgf.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/gtp/gtp.h"
#include "tui/gtp/match.h"
#include "tui/shared/cli.h"

#define MATCH_DEFAULT_SIZE 19
#define MATCH_DEFAULT_GAMES 2
#define MATCH_DEFAULT_TIMEOUT 60   /* seconds an engine may take over one answer */
#define MATCH_MAX_MOVES_PER_POINT 8 /* a game longer than this many moves a point has no result */
#define MATCH_NOTES 4096           /* room for one game's comment */

/* --- an engine on two pipes --------------------------------------------------------------------- */

/* How one exchange with an engine went. */
enum match_answer {
	MATCH_OK,       /* "= ..." */
	MATCH_FAILED,   /* "? ...": the engine refused */
	MATCH_GARBAGE,  /* an answer that is no GTP answer */
	MATCH_GONE,     /* the engine closed its pipe or died */
	MATCH_TIMEOUT,  /* no answer in time */
};

struct match_engine {
	const char *command;   /* the shell command that starts it */
	char label[8];         /* "1" or "2": which of the two, whatever its name */
	char name[128];        /* its name and version, as it gives them */
	pid_t pid;             /* 0 when not running */
	int to, from;          /* its standard input and output */
	char buf[65536];       /* what it wrote and has not been read yet */
	size_t len;
	char answer[65536];    /* the text of the last answer, without "= " */
	bool knows_rules;      /* tengen-rules */
	bool knows_kgs_rules;  /* kgs-rules */
	bool knows_cleanup;    /* kgs-genmove_cleanup */
	bool knows_stones;     /* list_stones */
	int wins, wins_black, wins_white, forfeits;
	int moves;             /* genmove answers, for the time per move */
	double seconds;        /* time spent over them */
};

static double match_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Start the engine's command with its standard input and output on pipes.  0, or -1. */
static int match_engine_start(struct match_engine *e)
{
	int in[2], out[2];

	if (pipe(in) != 0)
		return -1;
	if (pipe(out) != 0) {
		close(in[0]), close(in[1]);
		return -1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		close(in[0]), close(in[1]), close(out[0]), close(out[1]);
		return -1;
	}
	if (pid == 0) {
		dup2(in[0], STDIN_FILENO);
		dup2(out[1], STDOUT_FILENO);
		close(in[0]), close(in[1]), close(out[0]), close(out[1]);
		signal(SIGPIPE, SIG_DFL);  /* the referee ignores these; the engine should not inherit that */
		signal(SIGXFSZ, SIG_DFL);
		execl("/bin/sh", "sh", "-c", e->command, (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	fcntl(in[1], F_SETFD, FD_CLOEXEC);
	fcntl(out[0], F_SETFD, FD_CLOEXEC);
	e->pid = pid;
	e->to = in[1];
	e->from = out[0];
	e->len = 0;
	return 0;
}

/* Close the pipes and reap the process, killing it if it does not go by itself. */
static void match_engine_stop(struct match_engine *e)
{
	if (!e->pid)
		return;
	close(e->to);
	close(e->from);
	for (int i = 0; i < 50 && waitpid(e->pid, NULL, WNOHANG) == 0; i++) {
		if (i == 20)
			kill(e->pid, SIGTERM);
		usleep(20000);
	}
	if (waitpid(e->pid, NULL, WNOHANG) == 0) {
		kill(e->pid, SIGKILL);
		waitpid(e->pid, NULL, 0);
	}
	e->pid = 0;
}

/* An engine that died or hangs is stopped, to be started again for the next game.  Returns r. */
static enum match_answer match_lost(struct match_engine *e, enum match_answer r)
{
	if (r == MATCH_GONE || r == MATCH_TIMEOUT)
		match_engine_stop(e);
	return r;
}

/* Read one line (without its newline) into line, waiting up to `timeout` seconds in all. */
static enum match_answer match_read_line(struct match_engine *e, char *line, size_t cap, double deadline)
{
	for (;;) {
		char *nl = memchr(e->buf, '\n', e->len);
		if (nl) {
			size_t n = (size_t)(nl - e->buf);
			size_t keep = n < cap - 1 ? n : cap - 1;
			memcpy(line, e->buf, keep);
			line[keep] = '\0';
			if (keep > 0 && line[keep - 1] == '\r')
				line[keep - 1] = '\0';
			e->len -= n + 1;
			memmove(e->buf, nl + 1, e->len);
			return MATCH_OK;
		}
		if (e->len == sizeof e->buf)
			return MATCH_GARBAGE;
		int wait_ms = (int)((deadline - match_now()) * 1000);
		if (wait_ms <= 0)
			return MATCH_TIMEOUT;
		struct pollfd p = { .fd = e->from, .events = POLLIN };
		int r = poll(&p, 1, wait_ms);
		if (r < 0 && errno == EINTR)
			continue;
		if (r == 0)
			return MATCH_TIMEOUT;
		ssize_t got = read(e->from, e->buf + e->len, sizeof e->buf - e->len);
		if (got <= 0)
			return MATCH_GONE;
		e->len += (size_t)got;
	}
}

/* The answer's first line: '=' or '?', an optional id, then the text; false if it is none. */
static bool match_answer_head(const char *line, char *status, const char **text)
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

/* Append a line to the engine's answer, with a newline before it when it is not the first.  The
 * line is escaped (rules/text.h): an engine's garbage is quoted in the report, its name printed, and
 * neither may reach the terminal raw; a well-formed answer is printable and stays as it is. */
static void match_answer_add(struct match_engine *e, const char *text, bool first)
{
	size_t used = strlen(e->answer);

	if (sizeof e->answer - used < 8)   /* full: the rest is cut, as it was by snprintf */
		return;
	if (!first)
		e->answer[used++] = '\n';
	char *spaced = xstrdup(text);   /* a tab separates words, as GTP says (and is not escaped) */
	for (char *t = spaced; (t = strchr(t, '\t')); )
		*t = ' ';
	text_escape(e->answer + used, sizeof e->answer - used, spaced, 0);
	free(spaced);
}

/*
 * Send one command (printf-style) and read its answer into e->answer.  Empty lines before an
 * answer are skipped; the answer runs to the empty line that ends it.
 */
static enum match_answer match_ask(struct match_engine *e, double timeout, const char *fmt, ...)
{
	char command[512], line[4096], status;
	const char *text;
	va_list ap;

	e->answer[0] = '\0';
	if (!e->pid)
		return MATCH_GONE;
	va_start(ap, fmt);
	vsnprintf(command, sizeof command - 1, fmt, ap);
	va_end(ap);
	strcat(command, "\n");
	size_t n = strlen(command);
	if (write(e->to, command, n) != (ssize_t)n)
		return match_lost(e, MATCH_GONE);
	double deadline = match_now() + timeout;
	enum match_answer r;
	do
		r = match_read_line(e, line, sizeof line, deadline);
	while (r == MATCH_OK && line[0] == '\0');
	if (r != MATCH_OK)
		return match_lost(e, r);
	if (!match_answer_head(line, &status, &text)) {
		match_answer_add(e, line, true);
		return MATCH_GARBAGE;
	}
	match_answer_add(e, text, true);
	while ((r = match_read_line(e, line, sizeof line, deadline)) == MATCH_OK && line[0])
		match_answer_add(e, line, false);
	if (r != MATCH_OK)
		return match_lost(e, r);
	return status == '=' ? MATCH_OK : MATCH_FAILED;
}

/* True when the engine answers known_command NAME with true. */
static bool match_knows(struct match_engine *e, double timeout, const char *name)
{
	return match_ask(e, timeout, "known_command %s", name) == MATCH_OK && strcmp(e->answer, "true") == 0;
}

/* Start the engine if it is not running and learn its name and what it knows.  0, or -1. */
static int match_engine_ready(struct match_engine *e, double timeout)
{
	char name[64];

	if (e->pid)
		return 0;
	if (match_engine_start(e) != 0)
		return -1;
	if (match_ask(e, timeout, "name") != MATCH_OK) {
		match_engine_stop(e);
		return -1;
	}
	snprintf(name, sizeof name, "%.60s", e->answer);
	if (match_ask(e, timeout, "version") == MATCH_OK && e->answer[0])
		snprintf(e->name, sizeof e->name, "%s %.60s", name, e->answer);
	else
		snprintf(e->name, sizeof e->name, "%s", name);
	e->knows_rules = match_knows(e, timeout, "tengen-rules");
	e->knows_kgs_rules = match_knows(e, timeout, "kgs-rules");
	e->knows_cleanup = match_knows(e, timeout, "kgs-genmove_cleanup");
	e->knows_stones = match_knows(e, timeout, "list_stones");
	return 0;
}

/* --- the match ---------------------------------------------------------------------------------- */

struct match_options {
	struct ruleset rules;   /* the referee's rules, komi included */
	int size;
	int games;
	double timeout;         /* seconds for one answer */
	const char *sgf;        /* PREFIX of the records, or NULL */
};

/* How a game ended. */
enum match_end {
	MATCH_END_COUNT,    /* two passes and a count */
	MATCH_END_RESIGN,   /* an engine resigned */
	MATCH_END_FORFEIT,  /* an engine broke the rules or the protocol */
	MATCH_END_VOID,     /* no result: a no-result cycle or too many moves */
};

/* One game being played. */
struct match_game {
	const struct match_options *opt;
	struct match_engine *player[3];   /* index BLACK, WHITE */
	struct game *game;
	struct marking *session;          /* the referee's marking */
	enum match_end end;
	enum color loser;                 /* for a forfeit or a resignation */
	char result[32];                  /* RE */
	char notes[MATCH_NOTES];          /* the comment: verdicts and disagreements */
	int disagreements;
	bool other_winner;                /* an engine's count names another winner than the referee's */
	int number;                       /* from 1 */
};

/* Append a sentence to the game's notes. */
static void match_note(struct match_game *m, const char *fmt, ...)
{
	size_t used = strlen(m->notes);
	va_list ap;

	if (used && used + 1 < sizeof m->notes)
		m->notes[used++] = '\n', m->notes[used] = '\0';
	va_start(ap, fmt);
	vsnprintf(m->notes + used, sizeof m->notes - used, fmt, ap);
	va_end(ap);
}

/* "engine 2 (GNU Go 3.8)". */
static const char *match_who(const struct match_engine *e, char *buf, size_t len)
{
	snprintf(buf, len, "engine %s (%s)", e->label, e->name[0] ? e->name : e->command);
	return buf;
}

/* c loses by forfeit: the verdict is the note, the result "B+F" or "W+F". */
static void match_forfeit(struct match_game *m, enum color c, const char *fmt, ...)
{
	char who[192], why[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	match_note(m, "%s, %s, loses by forfeit: %s.", color_name(c),
		   match_who(m->player[c], who, sizeof who), why);
	m->end = MATCH_END_FORFEIT;
	m->loser = c;
	snprintf(m->result, sizeof m->result, "%c+F", c == BLACK ? 'W' : 'B');
	m->player[c]->forfeits++;
}

/* What went wrong in an exchange, in words. */
static const char *match_trouble(const struct match_engine *e, enum match_answer r, const char *command,
				 char *buf, size_t len)
{
	switch (r) {
	case MATCH_OK:
		snprintf(buf, len, "%s answered", command);
		break;
	case MATCH_FAILED:
		snprintf(buf, len, "it refused %s: '%.200s'", command, e->answer);
		break;
	case MATCH_GARBAGE:
		snprintf(buf, len, "it answered %s with garbage: '%.80s'", command, e->answer);
		break;
	case MATCH_GONE:
		snprintf(buf, len, "it crashed or closed its pipe at %s", command);
		break;
	case MATCH_TIMEOUT:
		snprintf(buf, len, "it gave no answer to %s in time", command);
		break;
	}
	return buf;
}

/* The KGS name of a preset kgs-rules knows, or NULL. */
static const char *match_kgs_name(const struct ruleset *r)
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

/* Tell an engine the game: size, an empty board, the rules where it takes them, the komi.  0 or -1
 * (a forfeit). */
static int match_setup_engine(struct match_game *m, enum color c)
{
	struct match_engine *e = m->player[c];
	const struct ruleset *r = &m->opt->rules;
	char rules[256], komi[16], why[512];
	enum match_answer a;

	if (match_engine_ready(e, m->opt->timeout) != 0) {
		match_forfeit(m, c, "it did not start, or did not answer name");
		return -1;
	}
	if ((a = match_ask(e, m->opt->timeout, "boardsize %d", m->opt->size)) != MATCH_OK
	    || (a = match_ask(e, m->opt->timeout, "clear_board")) != MATCH_OK) {
		match_forfeit(m, c, "%s", match_trouble(e, a, "the board size or clear_board", why, sizeof why));
		return -1;
	}
	a = MATCH_FAILED;
	if (e->knows_rules)
		a = match_ask(e, m->opt->timeout, "tengen-rules %s", ruleset_str(r, rules, sizeof rules));
	else if (e->knows_kgs_rules && match_kgs_name(r))
		a = match_ask(e, m->opt->timeout, "kgs-rules %s", match_kgs_name(r));
	if (a != MATCH_OK && m->number == 1) {
		fprintf(stderr, "tengen match: engine %s takes no rules %s: it plays by its own\n", e->label,
			ruleset_str(r, rules, sizeof rules));
	}
	if ((a = match_ask(e, m->opt->timeout, "komi %s", ruleset_komi_str(r->komi2, komi))) != MATCH_OK) {
		match_forfeit(m, c, "%s", match_trouble(e, a, "komi", why, sizeof why));
		return -1;
	}
	return 0;
}

/* The engine named a point that is no vertex of this board: why, in words. */
static const char *match_bad_vertex(const struct board *b, const char *text, char *buf, size_t len)
{
	struct board largest;

	board_init(&largest, BOARD_MAX_SIZE);
	if (board_vertex_parse(&largest, text) != BOARD_NONE)
		snprintf(buf, len, "it played '%.40s', off the %dx%d board", text, b->size, b->size);
	else
		snprintf(buf, len, "it played '%.40s', which is no vertex", text);
	return buf;
}

/* Tell c's opponent the move c made.  0, or -1 (the opponent forfeits). */
static int match_tell(struct match_game *m, enum color c, const char *vertex)
{
	enum color o = color_other(c);
	struct match_engine *e = m->player[o];
	char command[64], why[512];

	snprintf(command, sizeof command, "play %s %s", c == BLACK ? "b" : "w", vertex);
	enum match_answer a = match_ask(e, m->opt->timeout, "%s", command);
	if (a == MATCH_OK)
		return 0;
	if (a == MATCH_FAILED)
		match_forfeit(m, o, "it refused %s, a legal move under the match's rules ('%.200s')", command,
			      e->answer);
	else
		match_forfeit(m, o, "%s", match_trouble(e, a, command, why, sizeof why));
	return -1;
}

/* A copy of the first word of text. */
static void match_first_word(const char *text, char *out, size_t len)
{
	size_t n = 0;

	text += strspn(text, " \t");
	while (text[n] && !isspace((unsigned char)text[n]) && n + 1 < len) {
		out[n] = text[n];
		n++;
	}
	out[n] = '\0';
}

/*
 * Ask c for a move (genmove, or the cleanup command in the cleanup phase), check it and play it.
 * Returns 0 to go on, -1 when the game ended here (forfeit or resignation).
 */
static int match_turn(struct match_game *m, enum color c, bool cleanup)
{
	struct match_engine *e = m->player[c];
	const char *verb = cleanup && e->knows_cleanup ? "kgs-genmove_cleanup" : "genmove";
	char word[64], why[512], command[64];

	snprintf(command, sizeof command, "%s %s", verb, c == BLACK ? "b" : "w");
	double start = match_now();
	enum match_answer a = match_ask(e, m->opt->timeout, "%s", command);
	e->seconds += match_now() - start;
	e->moves++;
	if (a != MATCH_OK) {
		match_forfeit(m, c, "%s", match_trouble(e, a, command, why, sizeof why));
		return -1;
	}
	match_first_word(e->answer, word, sizeof word);
	if (strcasecmp(word, "resign") == 0) {
		game_resign(m->game, c);
		m->end = MATCH_END_RESIGN;
		m->loser = c;
		snprintf(m->result, sizeof m->result, "%c+R", c == BLACK ? 'W' : 'B');
		return -1;
	}
	int p = board_vertex_parse(game_board(m->game), word);
	if (p == BOARD_NONE) {
		match_forfeit(m, c, "%s", match_bad_vertex(game_board(m->game), word, why, sizeof why));
		return -1;
	}
	if (p == BOARD_PASS) {
		game_pass(m->game, c);
		return match_tell(m, c, "pass");
	}
	struct verdict_info v = game_check(m->game, c, p);
	board_vertex_str(game_board(m->game), p, word);
	if (v.verdict != VERDICT_LEGAL) {
		match_forfeit(m, c, "%s at move %d is %s", word, game_moves(m->game) + 1,
			      game_verdict_str(m->game, &v, why, sizeof why));
		return -1;
	}
	game_play(m->game, c, p);
	return match_tell(m, c, word);
}

/* The progress line on stderr: rewritten in place on a terminal, else one line per game. */
static void match_progress(const struct match_game *m, bool done)
{
	bool tty = isatty(STDERR_FILENO);

	if (tty)
		fprintf(stderr, "\rgame %d of %d, move %d%s", m->number, m->opt->games, game_moves(m->game),
			done ? ": " : "   ");
	else if (done)
		fprintf(stderr, "game %d of %d, %d move%s: ", m->number, m->opt->games, game_moves(m->game),
			game_moves(m->game) == 1 ? "" : "s");
	if (done)
		fprintf(stderr, "%s%s\n", m->result, m->disagreements ? " (disagreement)" : "");
}

/* Play until two passes (or the end by forfeit, resignation, cycle or length).  Returns true when
 * two passes ended it. */
static bool match_play(struct match_game *m, bool cleanup)
{
	int limit = MATCH_MAX_MOVES_PER_POINT * m->opt->size * m->opt->size;

	while (game_phase(m->game) == PHASE_PLAY) {
		if (game_moves(m->game) >= limit) {
			match_note(m, "No result: %d moves without an end.", limit);
			m->end = MATCH_END_VOID;
			snprintf(m->result, sizeof m->result, "Void");
			return false;
		}
		if (match_turn(m, game_to_move(m->game), cleanup) != 0)
			return false;
		if (isatty(STDERR_FILENO) && game_moves(m->game) % 10 == 0)
			match_progress(m, false);
	}
	if (game_end_reason(m->game) == END_CYCLE) {
		match_note(m, "No result: a whole-board repetition.");
		m->end = MATCH_END_VOID;
		snprintf(m->result, sizeof m->result, "Void");
		return false;
	}
	return true;
}

/* --- the end: the referee's count and the engines' ---------------------------------------------- */

/* Points in board order, for qsort. */
static int match_point_order(const void *x, const void *y)
{
	return (int)*(const uint16_t *)x - (int)*(const uint16_t *)y;
}

/* The points of stones the referee marks dead, in board order, into out.  Their number. */
static int match_referee_dead(struct match_game *m, uint16_t *out)
{
	const struct board *b = game_board(m->game);
	int first[BOARD_MAX_POINTS], n = 0;

	marking_sync(m->session, b);
	int chains = marking_chains(b, marking_get(m->session), SCORE_DEAD, first);
	for (int i = 0; i < chains; i++)
		n += board_chain_stones(b, first[i], out + n);
	qsort(out, (size_t)n, sizeof *out, match_point_order);
	return n;
}

/* The vertices in text as a set of points of b (flags indexed by point).  -1 if one is no vertex. */
static int match_point_set(const struct board *b, const char *text, bool *set)
{
	char word[32];
	int bad = 0;

	memset(set, 0, BOARD_MAX_POINTS * sizeof *set);
	while (*(text += strspn(text, " \t\n\r"))) {
		size_t n = strcspn(text, " \t\n\r");
		snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word ? n : sizeof word - 1), text);
		int p = board_vertex_parse(b, word);
		if (p == BOARD_NONE || p == BOARD_PASS)
			bad = -1;
		else
			set[p] = true;
		text += n;
	}
	return bad;
}

/* The points of a set as vertices in board order, into buf ("none" for an empty set). */
static const char *match_set_str(const struct board *b, const bool *set, char *buf, size_t len)
{
	char v[8];
	size_t used = 0;

	buf[0] = '\0';
	BOARD_FOREACH(b, p)
		if (set[p] && used + 6 < len)
			used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? " " : "",
						 board_vertex_str(b, p, v));
	if (!used)
		snprintf(buf, len, "none");
	return buf;
}

/* Did the two point sets hold the same points? */
static bool match_same_set(const struct board *b, const bool *x, const bool *y)
{
	BOARD_FOREACH(b, p)
		if (x[p] != y[p])
			return false;
	return true;
}

/*
 * A result as a number to compare: Black's margin in half-points, with jigo 0.  Accepts "B+3.5",
 * "W+12", "0", "Jigo", "Draw".  Returns 0, or -1 for any other text (a resignation included).
 */
static int match_result_margin(const char *text, int *margin2)
{
	char word[32];
	int m;

	match_first_word(text, word, sizeof word);
	if (strcmp(word, "0") == 0 || strcasecmp(word, "jigo") == 0 || strcasecmp(word, "draw") == 0) {
		*margin2 = 0;
		return 0;
	}
	char winner = (char)toupper((unsigned char)word[0]);
	if ((winner != 'B' && winner != 'W') || word[1] != '+' || ruleset_parse_komi(word + 2, &m) != 0)
		return -1;
	*margin2 = winner == 'B' ? m : -m;
	return 0;
}

/* The referee's count: the one count (rules/count.h) under the match's rules and the referee's
 * marking, as tengen's own final_score counts. */
static void match_score(struct match_game *m, struct score *s)
{
	marking_sync(m->session, game_board(m->game));
	count_game(m->game, marking_get(m->session), NULL, game_rules(m->game), s, NULL);
}

/* The referee's count, and the result as final_score writes it. */
static void match_count(struct match_game *m, struct score *s)
{
	match_score(m, s);
	gtp_result_str(s, m->result, sizeof m->result);
}

/* Append text to the line being built in buf. */
static void match_append(char *buf, size_t len, const char *fmt, ...)
{
	size_t used = strlen(buf);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf + used, len - used, fmt, ap);
	va_end(ap);
}

/* One engine's count after the referee's on the line: "; engine 2 (GNU Go 3.8) B+6.5 (differs)". */
static void match_compare_score(struct match_game *m, enum color c, const struct score *s, char *line,
				size_t len)
{
	struct match_engine *e = m->player[c];
	char who[192], why[512];
	int margin2;

	match_append(line, len, "; %s ", match_who(e, who, sizeof who));
	enum match_answer a = match_ask(e, m->opt->timeout, "final_score");
	if (a != MATCH_OK) {
		match_append(line, len, "none (%s)", match_trouble(e, a, "final_score", why, sizeof why));
		return;
	}
	bool read = match_result_margin(e->answer, &margin2) == 0;
	bool same = read && margin2 == s->margin2;
	match_append(line, len, "%.40s%s", e->answer, same ? "" : " (differs)");
	m->disagreements += !same;
	if (!read || (margin2 > 0) != (s->margin2 > 0) || (margin2 < 0) != (s->margin2 < 0))
		m->other_winner = true;
}

/* One engine's dead stones after the referee's on the line: "the same", or its own list. */
static void match_compare_dead(struct match_game *m, enum color c, const bool *referee, char *line,
			       size_t len)
{
	struct match_engine *e = m->player[c];
	const struct board *b = game_board(m->game);
	bool *dead = xmalloc(BOARD_MAX_POINTS * sizeof *dead);
	char list[1024], why[512];

	match_append(line, len, "; engine %s ", e->label);
	enum match_answer a = match_ask(e, m->opt->timeout, "final_status_list dead");
	if (a != MATCH_OK)
		match_append(line, len, "none given (%s)",
			     match_trouble(e, a, "final_status_list dead", why, sizeof why));
	else if (match_point_set(b, e->answer, dead) != 0)
		match_append(line, len, "no vertices: '%.80s'", e->answer);
	else if (match_same_set(b, dead, referee))
		match_append(line, len, "the same");
	else {
		match_append(line, len, "%s (differs)", match_set_str(b, dead, list, sizeof list));
		m->disagreements++;
	}
	free(dead);
}

/* One engine's board beside the referee's, by list_stones when it knows it. */
static void match_compare_board(struct match_game *m, enum color c)
{
	struct match_engine *e = m->player[c];
	const struct board *b = game_board(m->game);
	bool *stones = xmalloc(BOARD_MAX_POINTS * sizeof *stones);
	bool *mine = xmalloc(BOARD_MAX_POINTS * sizeof *mine);
	char who[192], list[1024];

	for (enum color k = BLACK; e->knows_stones && k <= WHITE; k++) {
		if (match_ask(e, m->opt->timeout, "list_stones %s", color_str(k)) != MATCH_OK
		    || match_point_set(b, e->answer, stones) != 0)
			continue;
		BOARD_FOREACH(b, p)
			mine[p] = b->color[p] == k;
		if (!match_same_set(b, stones, mine)) {
			match_note(m, "%s has %s stones at %s; the referee's board differs.",
				   match_who(e, who, sizeof who), color_str(k),
				   match_set_str(b, stones, list, sizeof list));
			m->disagreements++;
		}
	}
	free(stones);
	free(mine);
}

/* True when the referee or an engine marks some stone dead: under play-out rules it would count
 * as alive, so the game goes to a cleanup phase. */
static bool match_needs_cleanup(struct match_game *m)
{
	uint16_t dead[BOARD_MAX_POINTS];

	if (m->opt->rules.dead != DEAD_PLAYOUT)
		return false;
	if (match_referee_dead(m, dead) > 0)
		return true;
	for (enum color c = BLACK; c <= WHITE; c++)
		if (match_ask(m->player[c], m->opt->timeout, "final_status_list dead") == MATCH_OK
		    && m->player[c]->answer[0])
			return true;
	return false;
}

/* Count, then set each engine's count, dead stones and board beside the referee's. */
static void match_judge(struct match_game *m)
{
	struct score *s = xmalloc(sizeof *s);
	bool *referee = xmalloc(BOARD_MAX_POINTS * sizeof *referee);
	uint16_t dead[BOARD_MAX_POINTS];
	const struct board *b = game_board(m->game);
	char count[1024], marking[4096], list[1024];

	match_count(m, s);
	memset(referee, 0, BOARD_MAX_POINTS * sizeof *referee);
	int n = match_referee_dead(m, dead);
	for (int i = 0; i < n; i++)
		referee[dead[i]] = true;
	snprintf(count, sizeof count, "Count: the referee %s", m->result);
	snprintf(marking, sizeof marking, "Dead: the referee %s", match_set_str(b, referee, list, sizeof list));
	for (enum color c = BLACK; c <= WHITE; c++) {
		match_compare_score(m, c, s, count, sizeof count);
		match_compare_dead(m, c, referee, marking, sizeof marking);
	}
	match_note(m, "%s.", count);
	match_note(m, "%s.", marking);
	for (enum color c = BLACK; c <= WHITE; c++)
		match_compare_board(m, c);
	free(referee);
	free(s);
}

/* --- the record --------------------------------------------------------------------------------- */

/* Add the point p of b to property id of node n. */
static void match_sgf_point(struct sgf_node *n, const char *id, const struct board *b, int p)
{
	struct sgf_point pt = { .x = board_x(b, p), .y = board_y(b, p) };
	char raw[4];

	sgf_prop_add(n, id, sgf_point_str(pt, raw));
}

/* The referee's marking on the last node: TB/TW territory (points of dead stones included), MA the
 * dead stones. */
static void match_sgf_marking(struct match_game *m, struct sgf_node *last)
{
	const struct board *b = game_board(m->game);
	struct score *s = xmalloc(sizeof *s);
	uint16_t dead[BOARD_MAX_POINTS];

	match_score(m, s);
	BOARD_FOREACH(b, p)
		if ((s->reason[p] == SCORE_BY_TERRITORY || s->reason[p] == SCORE_BY_DEAD) && s->owner[p] != EMPTY)
			match_sgf_point(last, s->owner[p] == BLACK ? "TB" : "TW", b, p);
	int n = match_referee_dead(m, dead);
	for (int i = 0; i < n; i++)
		match_sgf_point(last, "MA", b, dead[i]);
	free(s);
}

static void match_write_sgf(struct match_game *m)
{
	struct record_info info = { .version = PACKAGE_VERSION, .result = m->result };
	char path[4096], err[1024];

	struct sgf_collection *c = record_to_sgf(m->game, &info);
	struct sgf_node *root = sgf_game(c, 0);
	struct sgf_node *last = sgf_main_line_end(root);
	sgf_prop_set_text(root, "PB", m->player[BLACK]->name);
	sgf_prop_set_text(root, "PW", m->player[WHITE]->name);
	snprintf(path, sizeof path, "tengen match, game %d", m->number);
	sgf_prop_set_text(root, "GN", path);
	if (m->end == MATCH_END_COUNT)
		match_sgf_marking(m, last);
	sgf_prop_set_text(last, "C", m->notes);
	snprintf(path, sizeof path, "%s-%d.sgf", m->opt->sgf, m->number);
	if (sgf_write_file(c, path, err, sizeof err) != 0)
		cli_say("match", "%s", err);
	sgf_free(c);
}

/* --- a game and the summary ----------------------------------------------------------------------- */

/* Who won, by the result: BLACK, WHITE or EMPTY (jigo, no result). */
static enum color match_winner(const struct match_game *m)
{
	if (m->result[0] == 'B' && m->result[1] == '+')
		return BLACK;
	if (m->result[0] == 'W' && m->result[1] == '+')
		return WHITE;
	return EMPTY;
}

/* What the summary adds up over the games. */
struct match_stats {
	int black_wins, white_wins, jigo, void_games;
	int disagreements;   /* games with any disagreement */
	int other_winner;    /* games where an engine's count names another winner */
};

/* Play game number n (from 1), print its line and notes, write its record. */
static void match_game_play(const struct match_options *opt, int n, struct match_engine *black,
			    struct match_engine *white, struct match_stats *stats)
{
	struct match_game m = { .opt = opt, .player = { NULL, black, white }, .number = n,
				.end = MATCH_END_COUNT, .loser = EMPTY };

	m.game = game_new(opt->size, &opt->rules);
	m.session = marking_new(NULL);
	if (match_setup_engine(&m, BLACK) == 0 && match_setup_engine(&m, WHITE) == 0 && match_play(&m, false)) {
		if (match_needs_cleanup(&m)) {
			match_note(&m, "Stones marked dead after two passes at move %d; play went on to capture "
				   "them (cleanup).", game_moves(m.game));
			game_resume(m.game);
			match_play(&m, true);
		}
		if (m.end == MATCH_END_COUNT)
			match_judge(&m);
	}
	match_progress(&m, true);
	enum color w = match_winner(&m);
	if (w != EMPTY) {
		m.player[w]->wins++;
		*(w == BLACK ? &m.player[w]->wins_black : &m.player[w]->wins_white) += 1;
		*(w == BLACK ? &stats->black_wins : &stats->white_wins) += 1;
	} else if (m.end == MATCH_END_VOID) {
		stats->void_games++;
	} else {
		stats->jigo++;
	}
	stats->disagreements += m.disagreements > 0;
	stats->other_winner += m.other_winner;
	printf("game %d: Black engine %s, White engine %s: %s%s\n", n, black->label, white->label, m.result,
	       m.disagreements ? " (disagreement)" : "");
	for (char *line = m.notes, *next; *line; line = next) {
		next = line + strcspn(line, "\n");
		printf("  %.*s\n", (int)(next - line), line);
		next += *next == '\n';
	}
	if (opt->sgf)
		match_write_sgf(&m);
	marking_free(m.session);
	game_free(m.game);
}

static void match_summary(const struct match_options *opt, struct match_engine *engines,
			  const struct match_stats *st)
{
	char rules[256];

	printf("\n%d game%s, %dx%d, %s\n", opt->games, opt->games == 1 ? "" : "s", opt->size, opt->size,
	       ruleset_str(&opt->rules, rules, sizeof rules));
	for (int i = 0; i < 2; i++) {
		const struct match_engine *e = &engines[i];
		printf("engine %s (%s): won %d (%d with Black, %d with White), lost %d by forfeit, "
		       "%.3f s a move over %d moves\n",
		       e->label, e->name[0] ? e->name : e->command, e->wins, e->wins_black, e->wins_white,
		       e->forfeits, e->moves ? e->seconds / e->moves : 0.0, e->moves);
	}
	printf("Black won %d, White %d, jigo %d, no result %d; "
	       "games with a disagreement: %d (on the winner: %d)\n",
	       st->black_wins, st->white_wins, st->jigo, st->void_games, st->disagreements, st->other_winner);
}

/* --- the command line ----------------------------------------------------------------------------- */

static int match_usage(const char *message)
{
	if (message)
		cli_say("match", "%s", message);
	fputs("usage: tengen match [--rules NAME] [--size N] [--komi K] [--games N] [--sgf PREFIX]\n"
	      "                    [--timeout S] -- 'ENGINE ...' -- 'ENGINE ...'\n",
	      stderr);
	return EXIT_USAGE;
}

/* A positive whole number no larger than max.  0, or -1. */
static int match_number(const char *text, int max, int *out)
{
	char *end;

	errno = 0;
	long v = strtol(text, &end, 10);
	if (end == text || *end || errno == ERANGE || v < 1 || v > max)
		return -1;
	*out = (int)v;
	return 0;
}

/* The words after one "--" up to the next, joined by spaces into a command (caller frees). */
static char *match_engine_command(int argc, char **argv, int *i)
{
	size_t len = 1;
	int first = *i;

	while (*i < argc && strcmp(argv[*i], "--") != 0)
		len += strlen(argv[(*i)++]) + 1;
	char *command = xmalloc(len);
	command[0] = '\0';
	for (int k = first; k < *i; k++) {
		if (k > first)
			strcat(command, " ");
		strcat(command, argv[k]);
	}
	return command;
}

/* Parse the options; the two engine commands into commands.  0, or an exit status. */
static int match_parse(int argc, char **argv, struct match_options *opt, char **commands)
{
	const char *rules = "tromp-taylor", *komi = NULL;
	char err[256];
	int n = 0, i = 1;

	for (; i < argc && strcmp(argv[i], "--") != 0; i += 2) {
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!v)
			return match_usage("an option needs a value");
		if (strcmp(argv[i], "--rules") == 0)
			rules = v;
		else if (strcmp(argv[i], "--komi") == 0)
			komi = v;
		else if (strcmp(argv[i], "--sgf") == 0)
			opt->sgf = v;
		else if (strcmp(argv[i], "--size") == 0) {
			if (match_number(v, BOARD_MAX_SIZE, &opt->size) != 0 || opt->size < BOARD_MIN_SIZE)
				return match_usage("--size takes a board size");
		} else if (strcmp(argv[i], "--games") == 0) {
			if (match_number(v, 100000, &opt->games) != 0)
				return match_usage("--games takes a positive number");
		} else if (strcmp(argv[i], "--timeout") == 0) {
			int t;
			if (match_number(v, 86400, &t) != 0)
				return match_usage("--timeout takes seconds");
			opt->timeout = t;
		} else
			return match_usage(NULL);
	}
	while (i < argc && strcmp(argv[i], "--") == 0 && n < 2) {
		i++;
		commands[n] = match_engine_command(argc, argv, &i);
		if (!*commands[n])
			return free(commands[n]), match_usage("an engine's command is empty");
		n++;
	}
	if (n != 2 || i < argc) {
		for (int k = 0; k < n; k++)
			free(commands[k]);
		return match_usage("two engines are needed, each after --");
	}
	if (ruleset_parse(&opt->rules, rules, err, sizeof err) != 0
	    || (komi && ruleset_parse_komi(komi, &opt->rules.komi2) != 0)) {
		free(commands[0]), free(commands[1]);
		return match_usage(komi ? "--komi takes a number such as 6.5" : err);
	}
	return 0;
}

int match_main(int argc, char **argv)
{
	struct match_options opt = { .size = MATCH_DEFAULT_SIZE, .games = MATCH_DEFAULT_GAMES,
				     .timeout = MATCH_DEFAULT_TIMEOUT };
	struct match_engine *engines = xcalloc(2, sizeof *engines);
	struct match_stats stats = { 0 };
	char *commands[2];
	int status = match_parse(argc, argv, &opt, commands);

	if (status != 0) {
		free(engines);
		return status;
	}
	signal(SIGPIPE, SIG_IGN);
	for (int i = 0; i < 2; i++) {
		engines[i].command = commands[i];
		snprintf(engines[i].label, sizeof engines[i].label, "%d", i + 1);
	}
	for (int n = 1; n <= opt.games; n++) {
		struct match_engine *black = &engines[(n - 1) % 2], *white = &engines[n % 2];
		match_game_play(&opt, n, black, white, &stats);
		fflush(stdout);
	}
	match_summary(&opt, engines, &stats);
	for (int i = 0; i < 2; i++) {
		if (engines[i].pid)
			match_ask(&engines[i], 2, "quit");
		match_engine_stop(&engines[i]);
		free(commands[i]);
	}
	free(engines);
	return stats.disagreements > 0 ? EXIT_BAD_INPUT : 0;
}
