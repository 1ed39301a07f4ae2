/*
 * clock.c: the game clock (see clock.h).
 *
 * How time is taken off a player (clock_charge):
 *   1. What is left of the current stretch (the main time, or the current period or block) pays
 *      first.
 *   2. When it is used up: from the main time, byo-yomi and Canadian go into overtime (the first
 *      period, or the first block with all its moves to make), absolute and Fischer lose on time;
 *      in overtime, byo-yomi loses a period and starts the next (after the last: lost on time), and
 *      a Canadian block used up before its moves are made loses on time.
 *   3. Then the rest of the elapsed time pays again, from 1.
 * Running out exactly at zero is running out: a clock that shows 0:00 has lost.
 */
#include "config.h"

#include "tui/shared/clock.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/sgf.h"

#define CLOCK_MAX_MS (1000LL * 3600 * 1000)   /* 1000 hours: far beyond any game */
#define CLOCK_COUNTDOWN 10                    /* the last seconds announced */

/* --- times -------------------------------------------------------------------------------------- */

/* Digits (and, when last, a fraction) of one part of a time, below limit when limit > 0. */
static int clock_part(const char *s, size_t n, bool last, long limit, double *out)
{
	char buf[32];

	if (n == 0 || n >= sizeof buf || !isdigit((unsigned char)s[0]))
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)buf[i]) && !(last && buf[i] == '.'))
			return -1;
	double v;
	if (sgf_real(buf, &v) != 0 || (limit > 0 && v >= (double)limit))
		return -1;
	*out = v;
	return 0;
}

int clock_parse_time(const char *text, int64_t *ms)
{
	double parts[3], total = 0;
	int n = 0;
	const char *p = text;

	for (;;) {
		size_t len = strcspn(p, ":");
		if (n == 3)
			return -1;
		bool last = p[len] == '\0';
		if (clock_part(p, len, last, 0, &parts[n++]) != 0)
			return -1;
		if (last)
			break;
		p += len + 1;
	}
	for (int i = 1; i < n; i++)   /* minutes and seconds after the first part: below 60 */
		if (parts[i] >= 60)
			return -1;
	for (int i = 0; i < n; i++)
		total = total * 60 + parts[i];
	if (total * 1000 > (double)CLOCK_MAX_MS)
		return -1;
	*ms = (int64_t)(total * 1000 + 0.5);
	return 0;
}

const char *clock_time_str(int64_t ms, char *buf, size_t len)
{
	int64_t s = ms <= 0 ? 0 : (ms + 999) / 1000;

	if (s >= 3600)
		snprintf(buf, len, "%lld:%02lld:%02lld", (long long)(s / 3600), (long long)(s / 60 % 60),
			 (long long)(s % 60));
	else
		snprintf(buf, len, "%lld:%02lld", (long long)(s / 60), (long long)(s % 60));
	return buf;
}

/* A length of time in seconds, with up to 3 decimals and no trailing zeros ("90", "2.5"), as SGF
 * writes it. */
static const char *clock_seconds_str(int64_t ms, char *buf, size_t len)
{
	snprintf(buf, len, "%lld.%03lld", (long long)(ms / 1000), (long long)(ms % 1000));
	char *dot = strchr(buf, '.'), *end = buf + strlen(buf);
	while (end > dot + 1 && end[-1] == '0')
		*--end = '\0';
	if (end == dot + 1)
		*dot = '\0';
	return buf;
}

/* A time for SPEC: M:SS when whole seconds, else seconds. */
static const char *clock_spec_time(int64_t ms, char *buf, size_t len)
{
	return ms % 1000 ? clock_seconds_str(ms, buf, len) : clock_time_str(ms, buf, len);
}

/* --- the SPEC ----------------------------------------------------------------------------------- */

static const char *const clock_names[] = {
	[CLOCK_NONE] = "none", [CLOCK_ABSOLUTE] = "absolute", [CLOCK_BYOYOMI] = "byoyomi",
	[CLOCK_CANADIAN] = "canadian", [CLOCK_FISCHER] = "fischer",
};

/* What each system's SPEC looks like, for the errors. */
static const char *const clock_forms[] = {
	[CLOCK_NONE] = "none",
	[CLOCK_ABSOLUTE] = "absolute MAIN, such as absolute 30:00",
	[CLOCK_BYOYOMI] = "byoyomi MAIN PERIODSxSECONDS, such as byoyomi 10:00 5x30",
	[CLOCK_CANADIAN] = "canadian MAIN MOVES/TIME, such as canadian 10:00 25/5:00",
	[CLOCK_FISCHER] = "fischer MAIN +INCREMENT, such as fischer 5:00 +10",
};

static int clock_system_of(const char *word)
{
	if (!strcasecmp(word, "byo-yomi") || !strcasecmp(word, "japanese"))
		return CLOCK_BYOYOMI;
	if (!strcasecmp(word, "off"))
		return CLOCK_NONE;
	for (int i = 0; i < (int)(sizeof clock_names / sizeof clock_names[0]); i++)
		if (!strcasecmp(word, clock_names[i]))
			return i;
	return -1;
}

/* Split text into at most max words (copies in buf). */
static int clock_words(const char *text, char *buf, size_t len, char **words, int max)
{
	int n = 0;

	snprintf(buf, len, "%s", text);
	for (char *save = NULL, *w = strtok_r(buf, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
		if (n == max)
			return max + 1;
		words[n++] = w;
	}
	return n;
}

/* "NxS" or "N/S": a count, the separator, a time. */
static int clock_pair(const char *word, char sep, int *count, int64_t *ms)
{
	const char *at = strchr(word, sep);
	char num[16];

	if (!at || at == word || (size_t)(at - word) >= sizeof num)
		return -1;
	snprintf(num, sizeof num, "%.*s", (int)(at - word), word);
	char *end;
	long n = strtol(num, &end, 10);
	if (*end || n < 1 || n > 1000 || !isdigit((unsigned char)num[0]))
		return -1;
	if (clock_parse_time(at + 1, ms) != 0 || *ms <= 0)
		return -1;
	*count = (int)n;
	return 0;
}

/* The part after the main time, by system.  0, or -1. */
static int clock_overtime(struct clock_spec *s, const char *word)
{
	switch (s->system) {
	case CLOCK_BYOYOMI:
		return clock_pair(word, strchr(word, 'x') ? 'x' : '*', &s->periods, &s->period_ms);
	case CLOCK_CANADIAN:
		return clock_pair(word, '/', &s->stones, &s->period_ms);
	case CLOCK_FISCHER:
		return clock_parse_time(word + (word[0] == '+'), &s->increment_ms) != 0 || s->increment_ms <= 0 ? -1 : 0;
	default:
		return -1;
	}
}

static int clock_fail(char *err, size_t len, const char *text, const char *why, int system)
{
	snprintf(err, len, "'%s': %s; a clock reads %s", text, why,
		 system >= 0 ? clock_forms[system] : "absolute 30:00, byoyomi 10:00 5x30, canadian 10:00 25/5:00, "
		 "fischer 5:00 +10 or none (times as seconds, M:SS or H:MM:SS)");
	return -1;
}

int clock_parse(const char *text, struct clock_spec *out, char *err, size_t errlen)
{
	char buf[256], *w[4];
	int n = clock_words(text, buf, sizeof buf, w, 3);
	struct clock_spec s = { 0 };

	if (n == 0)
		return clock_fail(err, errlen, text, "no clock named", -1);
	int system = clock_system_of(w[0]);
	if (system < 0)
		return clock_fail(err, errlen, text, "no such clock", -1);
	s.system = (enum clock_system)system;
	int want = system == CLOCK_NONE ? 1 : system == CLOCK_ABSOLUTE ? 2 : 3;
	if (n != want)
		return clock_fail(err, errlen, text, n < want ? "a part is missing" : "too many parts", system);
	if (system == CLOCK_NONE) {
		*out = s;
		return 0;
	}
	if (clock_parse_time(w[1], &s.main_ms) != 0)
		return clock_fail(err, errlen, text, "the main time is no time", system);
	if (s.main_ms == 0 && (system == CLOCK_ABSOLUTE || system == CLOCK_FISCHER))
		return clock_fail(err, errlen, text, "no main time", system);
	if (n == 3 && clock_overtime(&s, w[2]) != 0)
		return clock_fail(err, errlen, text, system == CLOCK_FISCHER ? "the increment is no time"
				  : system == CLOCK_BYOYOMI ? "the periods are not PERIODSxSECONDS"
				  : "the overtime is not MOVES/TIME", system);
	*out = s;
	return 0;
}

bool clock_spec_equal(const struct clock_spec *a, const struct clock_spec *b)
{
	return a->system == b->system && a->main_ms == b->main_ms && a->periods == b->periods &&
	       a->stones == b->stones && a->period_ms == b->period_ms && a->increment_ms == b->increment_ms;
}

const char *clock_spec_str(const struct clock_spec *s, char *buf, size_t len)
{
	char main[32], over[32];

	clock_spec_time(s->main_ms, main, sizeof main);
	clock_spec_time(s->period_ms, over, sizeof over);
	switch (s->system) {
	case CLOCK_ABSOLUTE:
		snprintf(buf, len, "absolute %s", main);
		break;
	case CLOCK_BYOYOMI:
		snprintf(buf, len, "byoyomi %s %dx%s", main, s->periods, clock_seconds_str(s->period_ms, over, sizeof over));
		break;
	case CLOCK_CANADIAN:
		snprintf(buf, len, "canadian %s %d/%s", main, s->stones, over);
		break;
	case CLOCK_FISCHER:
		snprintf(buf, len, "fischer %s +%s", main, clock_seconds_str(s->increment_ms, over, sizeof over));
		break;
	default:
		snprintf(buf, len, "none");
	}
	return buf;
}

const char *clock_spec_words(const struct clock_spec *s, char *buf, size_t len)
{
	char main[32], over[32];

	clock_time_str(s->main_ms, main, sizeof main);
	clock_time_str(s->system == CLOCK_FISCHER ? s->increment_ms : s->period_ms, over, sizeof over);
	switch (s->system) {
	case CLOCK_ABSOLUTE:
		snprintf(buf, len, "absolute: %s each for the game", main);
		break;
	case CLOCK_BYOYOMI:
		snprintf(buf, len, "byo-yomi: %s, then %d period%s of %s", main, s->periods,
			 s->periods == 1 ? "" : "s", over);
		break;
	case CLOCK_CANADIAN:
		snprintf(buf, len, "Canadian: %s, then %d moves in each %s", main, s->stones, over);
		break;
	case CLOCK_FISCHER:
		snprintf(buf, len, "Fischer: %s, and %s more a move", main, over);
		break;
	default:
		snprintf(buf, len, "no clock");
	}
	return buf;
}

/* --- SGF ---------------------------------------------------------------------------------------- */

void clock_sgf_values(const struct clock_spec *s, char *tm, size_t tmlen, char *ot, size_t otlen)
{
	char a[32];

	clock_seconds_str(s->main_ms, tm, tmlen);
	clock_seconds_str(s->system == CLOCK_FISCHER ? s->increment_ms : s->period_ms, a, sizeof a);
	if (s->system == CLOCK_BYOYOMI)
		snprintf(ot, otlen, "%dx%s byo-yomi", s->periods, a);
	else if (s->system == CLOCK_CANADIAN)
		snprintf(ot, otlen, "%d/%s Canadian", s->stones, a);
	else if (s->system == CLOCK_FISCHER)
		snprintf(ot, otlen, "fischer +%s", a);
	else
		snprintf(ot, otlen, "%s", "");
}

/* The system OT names by a word in it, and the word that holds its numbers. */
static int clock_ot_system(char **w, int n, const char **numbers)
{
	for (int i = 0; i < n; i++) {
		int sys = clock_system_of(w[i]);
		if (sys != CLOCK_BYOYOMI && sys != CLOCK_CANADIAN && sys != CLOCK_FISCHER)
			continue;
		*numbers = n == 2 ? w[1 - i] : NULL;
		return sys;
	}
	return -1;
}

/* Seconds (an SGF real) as milliseconds, from 0 (a negative time: 0) to CLOCK_MAX_MS.  0, or -1 when
 * text is no SGF real ("nan", "inf", "0x1p3": rules/sgf.h). */
static int clock_sgf_ms(const char *text, int64_t *ms)
{
	double s;

	if (!text || sgf_real(text, &s) != 0)
		return -1;
	*ms = s <= 0 ? 0 : s * 1000 >= (double)CLOCK_MAX_MS ? CLOCK_MAX_MS : (int64_t)(s * 1000 + 0.5);
	return 0;
}

int clock_from_sgf(const char *tm, const char *ot, struct clock_spec *out, char *err, size_t errlen)
{
	struct clock_spec s = { .system = CLOCK_ABSOLUTE };
	char buf[128], *w[3];
	const char *numbers = NULL;
	double main;

	if (!tm || sgf_real(tm, &main) != 0 || main < 0 || main * 1000 > (double)CLOCK_MAX_MS) {
		snprintf(err, errlen, "TM[%s] is no number of seconds from 0 to %lld", tm ? tm : "",
			 (long long)(CLOCK_MAX_MS / 1000));
		return -1;
	}
	clock_sgf_ms(tm, &s.main_ms);
	int n = ot ? clock_words(ot, buf, sizeof buf, w, 2) : 0;
	int sys = n > 0 && n <= 2 ? clock_ot_system(w, n, &numbers) : -1;
	if (sys >= 0) {
		s.system = (enum clock_system)sys;
		if (numbers && clock_overtime(&s, numbers) == 0) {
			*out = s;
			return 0;
		}
	}
	s = (struct clock_spec){ .system = CLOCK_ABSOLUTE, .main_ms = s.main_ms };
	*out = s;
	if (n == 0)
		return s.main_ms > 0 ? 0 : (snprintf(err, errlen, "TM[0] without OT: no time at all"), -1);
	snprintf(err, errlen, "OT[%s] is not understood: absolute time is kept", ot);
	return -1;
}

int clock_side_from_sgf(const struct clock_spec *s, const char *left, const char *o, struct clock_side *out)
{
	int64_t ms;
	long n = 1;

	if (clock_sgf_ms(left, &ms) != 0)
		return -1;
	memset(out, 0, sizeof *out);
	out->left_ms = ms;
	out->overtime = o && (s->system == CLOCK_BYOYOMI || s->system == CLOCK_CANADIAN);
	if (out->overtime && sgf_number(o, 0, 1000000, &n) != 0)
		n = 1;   /* a count that is no number: the last period or move */
	if (out->overtime && s->system == CLOCK_BYOYOMI)
		out->periods = n < 1 ? 1 : n > s->periods ? s->periods : (int)n;
	if (out->overtime && s->system == CLOCK_CANADIAN)
		out->stones = n < 1 ? 1 : n > s->stones ? s->stones : (int)n;
	out->flagged = ms == 0;
	return 0;
}

void clock_side_to_sgf(const struct clock_spec *s, const struct clock_side *side, char *left, size_t len,
		       int *o, bool *has_o)
{
	clock_seconds_str(side->left_ms > 0 ? side->left_ms : 0, left, len);
	*has_o = side->overtime;
	*o = s->system == CLOCK_BYOYOMI ? side->periods : side->stones;
}

/* --- the clock ---------------------------------------------------------------------------------- */

/* A player with the whole time of the spec. */
static struct clock_side clock_full(const struct clock_spec *s)
{
	struct clock_side side = { .left_ms = s->main_ms };

	if (s->main_ms == 0 && s->system == CLOCK_BYOYOMI)
		side = (struct clock_side){ .left_ms = s->period_ms, .overtime = true, .periods = s->periods };
	else if (s->main_ms == 0 && s->system == CLOCK_CANADIAN)
		side = (struct clock_side){ .left_ms = s->period_ms, .overtime = true, .stones = s->stones };
	return side;
}

void clock_init(struct clock *c, const struct clock_spec *s, clock_now_fn now, void *arg)
{
	memset(c, 0, sizeof *c);
	c->spec = *s;
	c->now = now;
	c->now_arg = arg;
	c->running = EMPTY;
	c->side[BLACK] = c->side[WHITE] = clock_full(s);
}

void clock_set(struct clock *c, enum color who, const struct clock_side *side)
{
	struct clock_side *to = &c->side[who];

	clock_stop(c);
	*to = *side;
	to->left_ms = to->left_ms < 0 ? 0 : to->left_ms > CLOCK_MAX_MS ? CLOCK_MAX_MS : to->left_ms;
	to->overtime = to->overtime && (c->spec.system == CLOCK_BYOYOMI || c->spec.system == CLOCK_CANADIAN);
	if (to->overtime && c->spec.system == CLOCK_BYOYOMI)
		to->periods = to->periods < 1 ? 1 : to->periods > c->spec.periods ? c->spec.periods : to->periods;
	if (to->overtime && c->spec.system == CLOCK_CANADIAN)
		to->stones = to->stones < 1 ? 1 : to->stones > c->spec.stones ? c->spec.stones : to->stones;
}

/* Take elapsed ms off a player (see the top of this file). */
static void clock_charge(const struct clock_spec *s, struct clock_side *side, int64_t elapsed)
{
	while (elapsed > 0 && !side->flagged) {
		if (elapsed < side->left_ms) {   /* 1. */
			side->left_ms -= elapsed;
			return;
		}
		elapsed -= side->left_ms;
		side->left_ms = 0;
		if (!side->overtime && s->system == CLOCK_BYOYOMI) {   /* 2. */
			*side = (struct clock_side){ .left_ms = s->period_ms, .overtime = true, .periods = s->periods };
		} else if (!side->overtime && s->system == CLOCK_CANADIAN) {
			*side = (struct clock_side){ .left_ms = s->period_ms, .overtime = true, .stones = s->stones };
		} else if (side->overtime && s->system == CLOCK_BYOYOMI && side->periods > 1) {
			side->periods--;
			side->left_ms = s->period_ms;
		} else {
			side->flagged = true;
		}
	}
}

struct clock_side clock_side(const struct clock *c, enum color who)
{
	struct clock_side side = c->side[who];

	if (c->running == who && c->spec.system != CLOCK_NONE)
		clock_charge(&c->spec, &side, c->now(c->now_arg) - c->since);
	return side;
}

void clock_stop(struct clock *c)
{
	if (c->running == EMPTY)
		return;
	c->side[c->running] = clock_side(c, c->running);
	c->running = EMPTY;
}

void clock_start(struct clock *c, enum color who)
{
	if (c->running == who)
		return;
	clock_stop(c);
	if (c->spec.system == CLOCK_NONE || c->side[who].flagged)
		return;
	c->running = who;
	c->since = c->now(c->now_arg);
}

void clock_moved(struct clock *c, enum color who)
{
	const struct clock_spec *s = &c->spec;
	struct clock_side *side = &c->side[who];

	if (c->running == who)
		clock_stop(c);
	if (side->flagged || s->system == CLOCK_NONE)
		return;
	if (s->system == CLOCK_BYOYOMI && side->overtime)
		side->left_ms = s->period_ms;
	if (s->system == CLOCK_CANADIAN && side->overtime && --side->stones == 0) {
		side->stones = s->stones;
		side->left_ms = s->period_ms;
	}
	if (s->system == CLOCK_FISCHER)
		side->left_ms = side->left_ms + s->increment_ms > CLOCK_MAX_MS ? CLOCK_MAX_MS
			      : side->left_ms + s->increment_ms;
}

enum color clock_flagged(const struct clock *c)
{
	if (c->running == EMPTY)
		return EMPTY;
	return clock_side(c, c->running).flagged ? c->running : EMPTY;
}

int clock_countdown(const struct clock *c)
{
	if (c->running == EMPTY)
		return 0;
	struct clock_side side = clock_side(c, c->running);
	bool loses = side.overtime || c->spec.system == CLOCK_ABSOLUTE || c->spec.system == CLOCK_FISCHER;
	int64_t s = (side.left_ms + 999) / 1000;
	return loses && !side.flagged && s <= CLOCK_COUNTDOWN ? (int)s : 0;
}

const char *clock_side_str(const struct clock_spec *s, const struct clock_side *side, char *buf, size_t len)
{
	char t[32];

	if (side->flagged)
		snprintf(buf, len, "time");
	else if (side->overtime && s->system == CLOCK_BYOYOMI)
		snprintf(buf, len, "%s (%d)", clock_time_str(side->left_ms, t, sizeof t), side->periods);
	else if (side->overtime && s->system == CLOCK_CANADIAN)
		snprintf(buf, len, "%s /%d", clock_time_str(side->left_ms, t, sizeof t), side->stones);
	else
		snprintf(buf, len, "%s", clock_time_str(side->left_ms, t, sizeof t));
	return buf;
}
