/*
 * match.c: `tengen match`, a referee between two GTP engines.
 *
 * The referee plays each game on its own struct game under the match's rules and trusts neither
 * engine:
 *   1. Both engines are started once (sh -c COMMAND, on two pipes, each in a process group of its
 *      own) and told the size, the rules (by tengen-rules or kgs-rules when they know them) and the
 *      komi before each game; the first engine takes Black in odd games, the second in even ones.
 *      One that died, or hung and was stopped (its whole process group: engine.h), is started again;
 *      the record says how it was stopped.  A signal that ends the referee ends the engines too.
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
 *   5. Each game may be written as SGF: RE, the referee's marking (TB/TW as rules/record.h writes
 *      them, which tengen reads back as the accepted marking; MA crosses on the dead stones) and the
 *      comment.  The summary follows the last game.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/game.h"
#include "rules/marking.h"
#include "rules/mono.h"
#include "rules/record.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sgf.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/gtp/engine.h"
#include "tui/gtp/gtp.h"
#include "tui/gtp/match.h"
#include "tui/shared/cli.h"

#define MATCH_DEFAULT_SIZE 19
#define MATCH_DEFAULT_GAMES 2
#define MATCH_DEFAULT_TIMEOUT 60   /* seconds an engine may take over one answer */
#define MATCH_MAX_MOVES_PER_POINT 8 /* a game longer than this many moves a point has no result */
#define MATCH_NOTES 4096           /* room for one game's comment */

/* --- an engine on two pipes (tui/gtp/engine.h) ----------------------------------------------------- */

/* One of the two engines, over the whole match. */
struct match_engine {
	const char *command;   /* the shell command that starts it */
	char label[8];         /* "1" or "2": which of the two, whatever its name */
	char name[128];        /* its name and version, as it gives them */
	struct engine *proc;   /* the running process, or NULL */
	bool knows_rules;      /* tengen-rules */
	bool knows_kgs_rules;  /* kgs-rules */
	bool knows_cleanup;    /* kgs-genmove_cleanup */
	bool knows_stones;     /* list_stones */
	int wins, wins_black, wins_white, forfeits;
	int moves;             /* genmove answers, for the time per move */
	double seconds;        /* time spent over them */
	char stopped[256];     /* how the referee last had to stop it (for the record), or "" */
};

/* An engine that died or hangs is stopped, to be started again for the next game.  How, when it
 * had to be signalled, goes into e->stopped. */
static enum engine_end match_engine_stop(struct match_engine *e)
{
	enum engine_end how = engine_stop(e->proc);

	e->proc = NULL;
	if (how != ENGINE_END_EXITED)
		snprintf(e->stopped, sizeof e->stopped, "%s", engine_end_str(how));
	return how;
}

/* The text of the engine's last answer ("" when it is not running). */
static const char *match_text(const struct match_engine *e)
{
	return e->proc ? engine_answer_text(e->proc) : "";
}

/* Send one command (printf-style) and wait for its answer (match_text).  An engine that died or
 * did not answer in time is stopped. */
static enum engine_answer match_ask(struct match_engine *e, double timeout, const char *fmt, ...)
{
	char command[512];
	va_list ap;

	if (!e->proc)
		return ENGINE_GONE;
	va_start(ap, fmt);
	vsnprintf(command, sizeof command, fmt, ap);
	va_end(ap);
	enum engine_answer r = engine_ask(e->proc, timeout, "%s", command);
	if (r == ENGINE_GONE || r == ENGINE_TIMEOUT)
		match_engine_stop(e);
	return r;
}

/* True when the engine answers known_command NAME with true. */
static bool match_knows(struct match_engine *e, double timeout, const char *name)
{
	return match_ask(e, timeout, "known_command %s", name) == ENGINE_OK && strcmp(match_text(e), "true") == 0;
}

/* Start the engine if it is not running and learn its name and what it knows.  0, or -1. */
static int match_engine_ready(struct match_engine *e, double timeout)
{
	char name[64], err[256];

	if (e->proc)
		return 0;
	if (!(e->proc = engine_start(e->command, false, err, sizeof err)))
		return -1;
	if (match_ask(e, timeout, "name") != ENGINE_OK) {
		match_engine_stop(e);
		return -1;
	}
	snprintf(name, sizeof name, "%.60s", match_text(e));
	if (match_ask(e, timeout, "version") == ENGINE_OK && match_text(e)[0])
		snprintf(e->name, sizeof e->name, "%s %.60s", name, match_text(e));
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

/* The referee had to stop engine e (it hung): which, and how, in the notes, once. */
static void match_note_stop(struct match_game *m, struct match_engine *e)
{
	if (!e->stopped[0])
		return;
	match_note(m, "The referee stopped engine %s: %s.", e->label, e->stopped);
	e->stopped[0] = '\0';
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
	match_note_stop(m, m->player[c]);
	m->end = MATCH_END_FORFEIT;
	m->loser = c;
	snprintf(m->result, sizeof m->result, "%c+F", c == BLACK ? 'W' : 'B');
	m->player[c]->forfeits++;
}

/* Tell an engine the game: size, an empty board, the rules where it takes them, the komi.  0 or -1
 * (a forfeit). */
static int match_setup_engine(struct match_game *m, enum color c)
{
	struct match_engine *e = m->player[c];
	const struct ruleset *r = &m->opt->rules;
	char rules[256], komi[16], why[512];
	enum engine_answer a;

	if (match_engine_ready(e, m->opt->timeout) != 0) {
		match_forfeit(m, c, "it did not start, or did not answer name");
		return -1;
	}
	if ((a = match_ask(e, m->opt->timeout, "boardsize %d", m->opt->size)) != ENGINE_OK
	    || (a = match_ask(e, m->opt->timeout, "clear_board")) != ENGINE_OK) {
		match_forfeit(m, c, "%s", engine_trouble(e->proc, a, "the board size or clear_board", why,
							 sizeof why));
		return -1;
	}
	a = ENGINE_FAILED;
	if (e->knows_rules)
		a = match_ask(e, m->opt->timeout, "tengen-rules %s", ruleset_str(r, rules, sizeof rules));
	else if (e->knows_kgs_rules && engine_kgs_rules(r))
		a = match_ask(e, m->opt->timeout, "kgs-rules %s", engine_kgs_rules(r));
	if (a != ENGINE_OK && m->number == 1) {
		fprintf(stderr, "tengen match: engine %s takes no rules %s: it plays by its own\n", e->label,
			ruleset_str(r, rules, sizeof rules));
	}
	if ((a = match_ask(e, m->opt->timeout, "komi %s", ruleset_komi_str(r->komi2, komi))) != ENGINE_OK) {
		match_forfeit(m, c, "%s", engine_trouble(e->proc, a, "komi", why, sizeof why));
		return -1;
	}
	return 0;
}

/* Tell c's opponent the move c made.  0, or -1 (the opponent forfeits). */
static int match_tell(struct match_game *m, enum color c, const char *vertex)
{
	enum color o = color_other(c);
	struct match_engine *e = m->player[o];
	char command[64], why[512];

	snprintf(command, sizeof command, "play %s %s", c == BLACK ? "b" : "w", vertex);
	enum engine_answer a = match_ask(e, m->opt->timeout, "%s", command);
	if (a == ENGINE_OK)
		return 0;
	if (a == ENGINE_FAILED)
		match_forfeit(m, o, "it refused %s, a legal move under the match's rules ('%.200s')", command,
			      match_text(e));
	else
		match_forfeit(m, o, "%s", engine_trouble(e->proc, a, command, why, sizeof why));
	return -1;
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
	double start = mono_seconds();
	enum engine_answer a = match_ask(e, m->opt->timeout, "%s", command);
	e->seconds += mono_seconds() - start;
	e->moves++;
	if (a != ENGINE_OK) {
		match_forfeit(m, c, "%s", engine_trouble(e->proc, a, command, why, sizeof why));
		return -1;
	}
	int p = BOARD_NONE;
	switch (engine_move_judge(m->game, c, match_text(e), &p, why, sizeof why)) {
	case ENGINE_MOVE_RESIGN:
		game_resign(m->game, c);
		m->end = MATCH_END_RESIGN;
		m->loser = c;
		snprintf(m->result, sizeof m->result, "%c+R", c == BLACK ? 'W' : 'B');
		return -1;
	case ENGINE_MOVE_BAD:
		match_forfeit(m, c, "%s", why);
		return -1;
	case ENGINE_MOVE_PASS:
		game_pass(m->game, c);
		return match_tell(m, c, "pass");
	case ENGINE_MOVE_PLAY:
		break;
	}
	board_vertex_str(game_board(m->game), p, word);
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

	engine_first_word(text, word, sizeof word);
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
	enum engine_answer a = match_ask(e, m->opt->timeout, "final_score");
	if (a != ENGINE_OK) {
		match_append(line, len, "none (%s)", engine_trouble(e->proc, a, "final_score", why, sizeof why));
		return;
	}
	bool read = match_result_margin(match_text(e), &margin2) == 0;
	bool same = read && margin2 == s->margin2;
	match_append(line, len, "%.40s%s", match_text(e), same ? "" : " (differs)");
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
	enum engine_answer a = match_ask(e, m->opt->timeout, "final_status_list dead");
	if (a != ENGINE_OK)
		match_append(line, len, "none given (%s)",
			     engine_trouble(e->proc, a, "final_status_list dead", why, sizeof why));
	else if (match_point_set(b, match_text(e), dead) != 0)
		match_append(line, len, "no vertices: '%.80s'", match_text(e));
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
		if (match_ask(e, m->opt->timeout, "list_stones %s", color_str(k)) != ENGINE_OK
		    || match_point_set(b, match_text(e), stones) != 0)
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
		if (match_ask(m->player[c], m->opt->timeout, "final_status_list dead") == ENGINE_OK
		    && match_text(m->player[c])[0])
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

/* The referee's marking on the last node: TB/TW (rules/record.h: the territory and the dead
 * stones' points, which every front end reads back as the accepted marking), and MA crosses on the
 * dead stones for a reader's eye. */
static void match_sgf_marking(struct match_game *m, struct sgf_node *last)
{
	const struct board *b = game_board(m->game);
	struct score *s = xmalloc(sizeof *s);
	uint16_t dead[BOARD_MAX_POINTS];

	match_score(m, s);
	record_marking_write(last, b, s, marking_get(m->session));
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
	for (enum color c = BLACK; c <= WHITE; c++)   /* stopped at the count, say (final_score) */
		match_note_stop(&m, m.player[c]);
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

/* The referee stopped by a signal (Ctrl-C, SIGTERM, its terminal closed): the engines go with it,
 * their whole process groups (SIGTERM, a fifth of a second, SIGKILL), then the signal does what it
 * would have done.  Only async-signal-safe calls. */
static void match_on_signal(int sig)
{
	struct timespec grace = { 0, 200000000 };

	engine_signal_all(SIGTERM);
	engine_signal_all(SIGCONT);
	nanosleep(&grace, NULL);
	engine_signal_all(SIGKILL);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* SIGINT, SIGTERM, SIGHUP and SIGQUIT end the engines too; a signal ignored when the referee
 * started (nohup, a background job) stays ignored. */
static void match_signals(void)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	struct sigaction sa, old;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = match_on_signal;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
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
	match_signals();
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
		char who[192];
		if (engines[i].proc)
			match_ask(&engines[i], 2, "quit");
		if (match_engine_stop(&engines[i]) != ENGINE_END_EXITED)
			fprintf(stderr, "tengen match: %s did not end after quit: %s\n",
				match_who(&engines[i], who, sizeof who), engines[i].stopped);
		free(commands[i]);
	}
	free(engines);
	return stats.disagreements > 0 ? EXIT_BAD_INPUT : 0;
}
