/*
 * exercise.c: a case's lines as questions, the answers, and the check (see exercise.h).
 *
 * How a case is read: every line of the root comment that starts with EXPECT:, SCORE: (the first
 * without options), VERDICT: (without "after") or MOVE: is cut at its semicolons, and each entry is
 * one question.  How an answer is checked: it is compared with the line; a miss is explained by
 * asking rules/ the same question (the analysis, the one count, the legality of the move) and
 * quoting its answer.
 */
#include "config.h"

#include "tui/shared/exercise.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/count.h"
#include "rules/ruleset.h"
#include "rules/xalloc.h"

/* --- reading the lines -------------------------------------------------------------------------------- */

static int bad(char *err, size_t errlen, const char *line, const char *entry, const char *want)
{
	snprintf(err, errlen, "%s entry '%s': expected %s", line, entry, want);
	return -1;
}

static struct exercise_question *question_new(struct exercise *e, enum exercise_kind kind)
{
	if (e->n == EXERCISE_MAX_QUESTIONS)
		return NULL;
	struct exercise_question *q = &e->q[e->n++];
	memset(q, 0, sizeof *q);
	q->kind = kind;
	q->point = -1;
	return q;
}

static enum color colour_word(const char *w)
{
	if (!strcasecmp(w, "black") || !strcmp(w, "B"))
		return BLACK;
	if (!strcasecmp(w, "white") || !strcmp(w, "W"))
		return WHITE;
	return EMPTY;
}

static int status_word(const char *w)
{
	for (int s = LIFE_ALIVE; s <= LIFE_DEAD; s++)
		if (!strcasecmp(w, life_status_str((enum life_status)s)))
			return s;
	return -1;
}

/* EXPECT entry: VERTEX COLOUR STATUS [type N] */
static int read_expect(struct exercise *e, const char *entry, const struct board *b, char *err, size_t errlen)
{
	char v[8], c[8], s[16], word[8];
	int type = 0, k = sscanf(entry, "%7s %7s %15s %7s %d", v, c, s, word, &type);
	struct exercise_question *q;

	if (k < 3 || (k > 3 && (strcmp(word, "type") || k != 5 || type < 1 || type > 7)))
		return bad(err, errlen, "EXPECT", entry, "VERTEX COLOUR STATUS [type N]");
	int p = board_vertex_parse(b, v), status = status_word(s);
	if (p == BOARD_NONE || p == BOARD_PASS || colour_word(c) == EMPTY || status < 0 || b->color[p] != colour_word(c))
		return bad(err, errlen, "EXPECT", entry, "a stone of that colour at VERTEX, alive, seki or dead");
	if (!(q = question_new(e, EXERCISE_CHAIN)))
		return 0;
	q->point = p;
	q->color = colour_word(c);
	q->status = (enum life_status)status;
	q->type = type;
	return 0;
}

/* SCORE entry: RULESET RESULT */
static int read_score(struct exercise *e, const char *entry, char *err, size_t errlen)
{
	char r[32], result[32];
	struct ruleset rules;
	struct exercise_question *q;

	if (sscanf(entry, "%31s %31s", r, result) != 2 || ruleset_parse(&rules, r, NULL, 0) != 0)
		return bad(err, errlen, "SCORE", entry, "RULESET RESULT");
	if (!(q = question_new(e, EXERCISE_COUNT)))
		return 0;
	snprintf(q->rules, sizeof q->rules, "%s", r);
	snprintf(q->want, sizeof q->want, "%s", result);
	return 0;
}

static bool verdict_word(const char *w)
{
	static const char *const words[] = { "legal", "suicide", "ko", "superko", "occupied", NULL };

	for (int i = 0; words[i]; i++)
		if (!strcmp(w, words[i]))
			return true;
	return false;
}

/* VERDICT entry: RULESET COLOUR VERTEX VERDICT */
static int read_verdict(struct exercise *e, const char *entry, const struct board *b, char *err, size_t errlen)
{
	char r[32], c[8], v[8], verdict[16];
	struct exercise_question *q;

	if (sscanf(entry, "%31s %7s %7s %15s", r, c, v, verdict) != 4 || ruleset_parse(&(struct ruleset){ 0 }, r, NULL, 0) ||
	    colour_word(c) == EMPTY || !verdict_word(verdict))
		return bad(err, errlen, "VERDICT", entry, "RULESET COLOUR VERTEX legal|suicide|ko|superko|occupied");
	int p = board_vertex_parse(b, v);
	if (p == BOARD_NONE || p == BOARD_PASS)
		return bad(err, errlen, "VERDICT", entry, "a point of the board");
	if (!(q = question_new(e, EXERCISE_VERDICT)))
		return 0;
	snprintf(q->rules, sizeof q->rules, "%s", r);
	snprintf(q->want, sizeof q->want, "%s", verdict);
	q->color = colour_word(c);
	q->point = p;
	return 0;
}

/* MOVE: COLOUR VERTEX [VERTEX ...] (the whole line) */
static int read_move(struct exercise *e, const char *line, const struct board *b, char *err, size_t errlen)
{
	char words[EXERCISE_MAX_MOVES + 1][8];
	int k = sscanf(line, "%7s %7s %7s %7s %7s %7s %7s %7s %7s", words[0], words[1], words[2], words[3], words[4],
		       words[5], words[6], words[7], words[8]);
	struct exercise_question *q;

	if (k < 2 || colour_word(words[0]) == EMPTY)
		return bad(err, errlen, "MOVE", line, "COLOUR VERTEX [VERTEX ...]");
	if (!(q = question_new(e, EXERCISE_MOVE)))
		return 0;
	q->color = colour_word(words[0]);
	for (int i = 1; i < k; i++) {
		int p = board_vertex_parse(b, words[i]);
		if (p == BOARD_NONE || p == BOARD_PASS || b->color[p] != EMPTY) {
			e->n--;
			return bad(err, errlen, "MOVE", line, "empty points of the board");
		}
		q->moves[q->nmoves++] = p;
	}
	return 0;
}

/* The entries of a line (after "NAME:"), separated by semicolons, each to fn. */
static int read_entries(struct exercise *e, const char *rest, const struct board *b, char *err, size_t errlen,
			int (*fn)(struct exercise *, const char *, const struct board *, char *, size_t))
{
	char entry[256];

	for (const char *s = rest; *s;) {
		size_t n = strcspn(s, ";");
		snprintf(entry, sizeof entry, "%.*s", (int)n, s);
		char *t = entry;
		while (*t == ' ')
			t++;
		if (*t && fn(e, t, b, err, errlen) != 0)
			return -1;
		s += n + (s[n] == ';');
	}
	return 0;
}

static int score_entry(struct exercise *e, const char *entry, const struct board *b, char *err, size_t errlen)
{
	(void)b;
	return read_score(e, entry, err, errlen);
}

/* One line of the comment. */
static int read_line(struct exercise *e, const char *line, const struct board *b, bool *scored, char *err,
		     size_t errlen)
{
	if (!strncmp(line, "EXPECT:", 7))
		return read_entries(e, line + 7, b, err, errlen, read_expect);
	if (!strncmp(line, "SCORE:", 6) && !*scored) {
		*scored = true;
		return read_entries(e, line + 6, b, err, errlen, score_entry);
	}
	if (!strncmp(line, "VERDICT:", 8))
		return read_entries(e, line + 8, b, err, errlen, read_verdict);
	if (!strncmp(line, "MOVE:", 5))
		return read_move(e, line + 5, b, err, errlen);
	return 0;
}

/* The case's own words about KEY ("E9 black", "japanese"): the paragraph of the comment text that
 * starts "- KEY:", its lines joined, up to a blank line or the next "- "; "" when there is none. */
static void case_note(const char *text, const char *key, char *out, size_t len)
{
	size_t k = strlen(key), at = 0;

	out[0] = '\0';
	for (const char *line = text; *line;) {
		size_t n = strcspn(line, "\n");
		if (n > k + 3 && !strncmp(line, "- ", 2) && !strncasecmp(line + 2, key, k) && line[2 + k] == ':') {
			for (const char *s = line + 3 + k;;) {
				while (*s == ' ')
					s++;
				size_t m = strcspn(s, "\n");
				if (at + 1 < len)
					at += (size_t)snprintf(out + at, len - at, "%s%.*s", at ? " " : "", (int)m, s);
				s += m;
				if (!*s || !s[1] || s[1] == '\n' || !strncmp(s + 1, "- ", 2))
					break;
				s++;
			}
			if (at >= len - 1 && len > 4)   /* cut short: say so */
				memcpy(out + len - 4, "...", 4);
			return;
		}
		line += n + (line[n] != '\0');
	}
}

/* Each question's note (case_note). */
static void read_notes(struct exercise *e, const char *text, const struct board *b)
{
	char key[48], v[8];

	for (int i = 0; i < e->n; i++) {
		struct exercise_question *q = &e->q[i];
		if (q->kind == EXERCISE_CHAIN)
			snprintf(key, sizeof key, "%s %s", board_vertex_str(b, q->point, v), color_str(q->color));
		else if (q->kind == EXERCISE_COUNT)
			snprintf(key, sizeof key, "%s", q->rules);
		else
			snprintf(key, sizeof key, "the vital move");
		case_note(text, key, q->note, sizeof q->note);
	}
}

int exercise_read(struct exercise *e, const struct sgf_node *root, const struct board *b, char *err, size_t errlen)
{
	const char *raw = sgf_value(root, "C"), *gn = sgf_value(root, "GN");
	char *text = raw ? sgf_text(raw) : xstrdup(""), *name = gn ? sgf_simpletext(gn) : xstrdup("");
	bool scored = false;
	int rc = 0;

	memset(e, 0, sizeof *e);
	snprintf(e->name, sizeof e->name, "%s", name);
	for (char *line = text; rc == 0 && *line;) {
		size_t n = strcspn(line, "\n");
		char keep = line[n];
		line[n] = '\0';
		rc = read_line(e, line, b, &scored, err, errlen);
		line[n] = keep;
		line += n + (keep != '\0');
	}
	if (rc == 0)
		read_notes(e, text, b);
	free(text);
	free(name);
	if (rc == 0 && e->n == 0) {
		snprintf(err, errlen, "the case asks nothing: its comment has no EXPECT, SCORE, VERDICT or MOVE line");
		rc = -1;
	}
	return rc;
}

/* --- answers ------------------------------------------------------------------------------------------ */

int exercise_answer_chain(struct exercise *e, const struct board *b, int p, enum life_status s, int type)
{
	int n = 0;

	if (!board_on(b, p) || b->color[p] == EMPTY)
		return -1;
	for (int i = 0; i < e->n; i++) {
		struct exercise_question *q = &e->q[i];
		if (q->kind != EXERCISE_CHAIN || !board_same_chain(b, p, q->point))
			continue;
		q->answered = true;
		q->got_status = s;
		q->got_type = type;
		q->mark = EXERCISE_OPEN;
		n++;
	}
	return n ? n : -1;
}

int exercise_answer_count(struct exercise *e, const char *rules, const char *result)
{
	int n = 0;

	for (int i = 0; i < e->n; i++) {
		struct exercise_question *q = &e->q[i];
		if (q->kind != EXERCISE_COUNT || strcasecmp(q->rules, rules))
			continue;
		q->answered = true;
		snprintf(q->got, sizeof q->got, "%s", result);
		q->mark = EXERCISE_OPEN;
		n++;
	}
	return n ? n : -1;
}

int exercise_answer_verdict(struct exercise *e, int p, const char *rules, const char *verdict)
{
	int n = 0;

	for (int i = 0; i < e->n; i++) {
		struct exercise_question *q = &e->q[i];
		if (q->kind != EXERCISE_VERDICT || q->point != p || (rules && strcasecmp(q->rules, rules)))
			continue;
		q->answered = true;
		snprintf(q->got, sizeof q->got, "%s", verdict);
		q->mark = EXERCISE_OPEN;
		n++;
	}
	return n ? n : -1;
}

int exercise_answer_move(struct exercise *e, int p)
{
	int n = 0;

	for (int i = 0; i < e->n; i++)
		if (e->q[i].kind == EXERCISE_MOVE) {
			e->q[i].answered = true;
			e->q[i].got_point = p;
			e->q[i].mark = EXERCISE_OPEN;
			n++;
		}
	return n ? n : -1;
}

/* --- the check ----------------------------------------------------------------------------------------- */

/* A result as the SCORE lines write it, for comparing: "B+3" (not "b+3.0"), "Jigo", "Void". */
static void result_norm(const char *in, char *out, size_t len)
{
	snprintf(out, len, "%s", in);
	if (!strcasecmp(out, "jigo") || !strcmp(out, "0") || !strcasecmp(out, "draw"))
		snprintf(out, len, "Jigo");
	else if (!strcasecmp(out, "void"))
		snprintf(out, len, "Void");
	out[0] = (char)toupper((unsigned char)out[0]);
	size_t n = strlen(out);
	if (n > 2 && !strcmp(out + n - 2, ".0"))
		out[n - 2] = '\0';
}

/* "type 4 (neither side can capture; no two eyes)": a type as a message names it the first time,
 * its meaning beside it; "type 4" after that.  Returns buf. */
static const char *type_words(int type, bool meaning, char *buf, size_t len)
{
	if (meaning)
		snprintf(buf, len, "type %d (%s)", type, life_type_meaning((enum life_type)type));
	else
		snprintf(buf, len, "type %d", type);
	return buf;
}

/* "seki, type 4", the type's meaning beside it when meaning. */
static const char *status_words(enum life_status s, int type, bool meaning, char *buf, size_t len)
{
	char t[96];

	if (type)
		snprintf(buf, len, "%s, %s", life_status_str(s), type_words(type, meaning, t, sizeof t));
	else
		snprintf(buf, len, "%s", life_status_str(s));
	return buf;
}

/* The analysis's words for the chain through p: its reason and its proof; its type's meaning beside
 * it unless the message named that type already (named, or 0). */
static void chain_proof(const struct board *b, const struct life_analysis *life, int p, const int named[2], char *buf,
			size_t len)
{
	const struct life_chain *c = life ? life_chain_at(life, p) : NULL;
	char words[600], proof[280];

	if (!c) {
		snprintf(buf, len, "(no analysis)");
		return;
	}
	if (c->type && ((int)c->type == named[0] || (int)c->type == named[1]))
		life_chain_str(b, c, words, sizeof words);
	else
		life_chain_words(b, c, words, sizeof words);
	if (c->proof.n)
		snprintf(buf, len, "%s; proof %s", words, reading_line_str(b, &c->proof, proof, sizeof proof));
	else
		snprintf(buf, len, "%s", words);
}

/* After the why of a miss (n characters): the case's own words, where it has them. */
static void why_note(struct exercise_question *q, int n)
{
	if (q->note[0] && n > 0 && (size_t)n < sizeof q->why)
		snprintf(q->why + n, sizeof q->why - (size_t)n, "%s The case: %s", q->why[n - 1] == '.' ? "" : ".", q->note);
}

/* A chain's question from its parts: wrong when a part is, right when all are, part when some are
 * right and the others not answered. */
static enum exercise_mark chain_mark(const struct exercise_question *q)
{
	enum exercise_mark s = q->status_mark, t = q->type ? q->type_mark : EXERCISE_RIGHT;

	if (s == EXERCISE_WRONG || t == EXERCISE_WRONG)
		return EXERCISE_WRONG;
	if (s == EXERCISE_RIGHT && t == EXERCISE_RIGHT)
		return EXERCISE_RIGHT;
	return s == EXERCISE_RIGHT ? EXERCISE_PART : EXERCISE_UNANSWERED;
}

static void check_chain(struct exercise_question *q, const struct board *b, const struct life_analysis *life)
{
	char want[128], got[128], tw[96], tg[96], v[8], proof[900];

	board_vertex_str(b, q->point, v);
	status_words(q->status, q->type, true, want, sizeof want);
	q->type_mark = q->type ? EXERCISE_UNANSWERED : EXERCISE_OPEN;
	q->status_mark = EXERCISE_UNANSWERED;
	if (!q->answered) {
		snprintf(q->why, sizeof q->why, "%s %s: not answered.", v, color_str(q->color));
		return;
	}
	q->status_mark = q->got_status == q->status ? EXERCISE_RIGHT : EXERCISE_WRONG;
	if (q->type && q->got_type)
		q->type_mark = q->got_type == q->type ? EXERCISE_RIGHT : EXERCISE_WRONG;
	q->mark = chain_mark(q);
	if (q->mark == EXERCISE_RIGHT) {
		snprintf(q->why, sizeof q->why, "%s %s: %s, right.", v, color_str(q->color), want);
		return;
	}
	/* each type named with its meaning the first time the message names it */
	const int named[2] = { q->type, q->got_type };
	chain_proof(b, life, q->point, named, proof, sizeof proof);
	int n;
	if (q->status_mark == EXERCISE_RIGHT && q->type_mark == EXERCISE_UNANSWERED)
		n = snprintf(q->why, sizeof q->why, "%s %s: %s, right; the type was not answered: the case says %s. %s",
			     v, color_str(q->color), life_status_str(q->status), type_words(q->type, true, tw, sizeof tw),
			     proof);
	else if (q->status_mark == EXERCISE_RIGHT)
		n = snprintf(q->why, sizeof q->why, "%s %s: %s, right; %s is wrong: the case says %s. %s", v,
			     color_str(q->color), life_status_str(q->status), type_words(q->got_type, true, tg, sizeof tg),
			     type_words(q->type, true, tw, sizeof tw), proof);
	else
		n = snprintf(q->why, sizeof q->why, "%s %s: you said %s, the case says %s. %s", v, color_str(q->color),
			     status_words(q->got_status, q->got_type, true, got, sizeof got),
			     status_words(q->status, q->type, q->type != q->got_type, want, sizeof want), proof);
	why_note(q, n);
}

static void check_count(struct exercise_question *q, const struct game *g, const struct score_marking *m)
{
	char want[32], got[32], black[160], white[160], result[32];
	struct ruleset rules;
	struct count_options o;
	struct score *sc = xmalloc(sizeof *sc);

	if (!q->answered) {
		snprintf(q->why, sizeof q->why, "The count by %s: not answered.", q->rules);
		free(sc);
		return;
	}
	result_norm(q->want, want, sizeof want);
	result_norm(q->got, got, sizeof got);
	q->mark = !strcmp(want, got) ? EXERCISE_RIGHT : EXERCISE_WRONG;
	ruleset_parse(&rules, q->rules, NULL, 0);
	rules.komi2 = game_rules(g)->komi2;   /* the file's komi, as the SCORE lines count */
	count_options_init(&o);
	o.playout = COUNT_PLAYOUT_NEVER;      /* a case is counted as it stands, as test_assets counts it */
	count_game(g, m, &o, &rules, sc, NULL);
	score_result_str(sc, result, sizeof result);
	score_side_str(sc, BLACK, black, sizeof black);
	score_side_str(sc, WHITE, white, sizeof white);
	if (q->mark == EXERCISE_RIGHT)
		snprintf(q->why, sizeof q->why, "The count by %s: %s, right.", q->rules, want);
	else
		why_note(q, snprintf(q->why, sizeof q->why, "The count by %s: you said %s, the case says %s. %s; %s%s%s%s.",
				     q->rules, got, want, black, white, strcmp(result, want) ? " (tengen counts " : "",
				     strcmp(result, want) ? result : "", strcmp(result, want) ? ")" : ""));
	free(sc);
}

static void check_verdict(struct exercise_question *q, const struct game *g)
{
	const struct board *b = game_board(g);
	char v[8], why[256];
	struct ruleset rules;

	board_vertex_str(b, q->point, v);
	if (!q->answered) {
		snprintf(q->why, sizeof q->why, "%c %s by %s: not answered.", q->color == BLACK ? 'B' : 'W', v, q->rules);
		return;
	}
	q->mark = !strcasecmp(q->got, q->want) ? EXERCISE_RIGHT : EXERCISE_WRONG;
	ruleset_parse(&rules, q->rules, NULL, 0);
	struct verdict_info vi = game_check_as(g, &rules, q->color, q->point);
	game_verdict_str(g, &vi, why, sizeof why);
	if (q->mark == EXERCISE_RIGHT)
		snprintf(q->why, sizeof q->why, "%c %s by %s: %s, right.", q->color == BLACK ? 'B' : 'W', v, q->rules, q->want);
	else
		snprintf(q->why, sizeof q->why, "%c %s by %s: you said %s, the case says %s: %s", q->color == BLACK ? 'B' : 'W',
			 v, q->rules, q->got, q->want, why);
}

static void check_move(struct exercise_question *q, const struct board *b, const struct life_analysis *life)
{
	char v[8], vital[64] = "", proof[400];
	size_t at = 0;

	for (int i = 0; i < q->nmoves; i++)
		at += (size_t)snprintf(vital + at, sizeof vital - at, "%s%s", i ? " or " : "", board_vertex_str(b, q->moves[i], v));
	if (!q->answered) {
		snprintf(q->why, sizeof q->why, "The vital move (%s): not answered.", color_name(q->color));
		return;
	}
	q->mark = EXERCISE_WRONG;
	for (int i = 0; i < q->nmoves; i++)
		if (q->moves[i] == q->got_point)
			q->mark = EXERCISE_RIGHT;
	board_vertex_str(b, q->got_point, v);
	if (q->mark == EXERCISE_RIGHT) {
		snprintf(q->why, sizeof q->why, "The vital move: %s, right.", v);
		return;
	}
	int n = snprintf(q->why, sizeof q->why, "The vital move: you played %s, the case says %s %s.", v,
			 color_name(q->color), vital);
	/* The analysis's line that starts at the vital point, by either side: the point that makes a
	 * chain live is, as often as not, the one its opponent would kill it at. */
	for (int i = 0; life && i < life->nchains && n > 0 && (size_t)n < sizeof q->why; i++) {
		const struct life_chain *c = &life->chains[i];
		if (c->proof.n && c->proof.moves[0] == q->moves[0]) {
			n += snprintf(q->why + n, sizeof q->why - (size_t)n, " The analysis of %s%s: %s.",
				      board_vertex_str(b, c->point, v), c->proof.first == q->color ? "" : ", the other side first",
				      reading_line_str(b, &c->proof, proof, sizeof proof));
			break;
		}
	}
	why_note(q, n);
}

void exercise_check(struct exercise *e, const struct game *g, const struct life_analysis *life,
		    const struct score_marking *m)
{
	const struct board *b = game_board(g);

	e->parts = e->right = e->wrong = e->unanswered = 0;
	for (int i = 0; i < e->n; i++) {
		struct exercise_question *q = &e->q[i];
		q->mark = EXERCISE_UNANSWERED;
		q->status_mark = q->type_mark = EXERCISE_OPEN;
		switch (q->kind) {
		case EXERCISE_CHAIN: check_chain(q, b, life); break;
		case EXERCISE_COUNT: check_count(q, g, m); break;
		case EXERCISE_VERDICT: check_verdict(q, g); break;
		case EXERCISE_MOVE: check_move(q, b, life); break;
		}
		/* the parts: a chain's status and type, or the question itself */
		enum exercise_mark parts[2] = { q->kind == EXERCISE_CHAIN ? q->status_mark : q->mark, q->type_mark };
		for (int k = 0; k < 2; k++) {
			e->parts += parts[k] != EXERCISE_OPEN;
			e->right += parts[k] == EXERCISE_RIGHT;
			e->wrong += parts[k] == EXERCISE_WRONG;
			e->unanswered += parts[k] == EXERCISE_UNANSWERED;
		}
	}
}

bool exercise_asks(const struct exercise *e, enum exercise_kind kind, bool chain_types)
{
	for (int i = 0; i < e->n; i++)
		if (e->q[i].kind == kind && (!chain_types || (kind == EXERCISE_CHAIN && e->q[i].type)))
			return true;
	return false;
}

const char *exercise_answer_str(const struct exercise_question *q, const struct board *b, char *buf, size_t len)
{
	if (!q->answered)
		snprintf(buf, len, "?");
	else if (q->kind == EXERCISE_CHAIN && q->type && !q->got_type)
		snprintf(buf, len, "%s, type ?", life_status_str(q->got_status));
	else if (q->kind == EXERCISE_CHAIN)
		status_words(q->got_status, q->got_type, false, buf, len);
	else if (q->kind == EXERCISE_MOVE)
		board_vertex_str(b, q->got_point, buf);
	else
		snprintf(buf, len, "%s", q->got);
	return buf;
}

const char *exercise_question_str(const struct exercise_question *q, const struct board *b, char *buf, size_t len)
{
	char v[8];

	switch (q->kind) {
	case EXERCISE_CHAIN:
		snprintf(buf, len, "%s %s", board_vertex_str(b, q->point, v), color_str(q->color));
		break;
	case EXERCISE_COUNT:
		snprintf(buf, len, "count by %s", q->rules);
		break;
	case EXERCISE_VERDICT:
		snprintf(buf, len, "%c %s by %s", q->color == BLACK ? 'B' : 'W', board_vertex_str(b, q->point, v), q->rules);
		break;
	case EXERCISE_MOVE:
		snprintf(buf, len, "the vital move (%s)", color_name(q->color));
		break;
	}
	return buf;
}
