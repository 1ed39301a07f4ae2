/*
 * ruleset.c: the preset table, and the one field table that parsing, printing and describing share.
 *
 * Text forms, tried in this order by ruleset_parse:
 *   1. A preset name or alias, compared without case and without '-', '_' or ' ' (so "Tromp-Taylor",
 *      "tromp taylor", "trompTaylor" and "TT" are one name), optionally followed by ":komi=K".
 *   2. A KataGo-style string: key+VALUE tokens run together ("koPOSITIONALscoreAREAtaxNONEsui1komi7.5").
 *      It is recognised by starting with a known key followed by something other than a lower-case
 *      letter, so that a misspelt name such as "kor" gets the list of names rather than a complaint
 *      about the ko value.  Keys and values match without case; the longest matching key or value
 *      wins, so "komi" beats "ko" and "N-1" beats "N".
 * The long form that ruleset_long_str prints gives every field, so it never depends on the defaults
 * that a partial KataGo-style string takes (see katago_defaults).
 */
#include "rules/ruleset.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define KOMI_LIMIT 1000.0 /* larger komi are typing mistakes, and would not fit the result strings */
#define QUOTE_MAX 40      /* at most this much of the user's text is quoted back in a message */

struct ruleset_preset {
	const char *name;        /* as printed */
	const char *title;       /* as a player reads it */
	const char *aliases[6];  /* other names, normalised (see normalise), NULL-terminated */
	struct ruleset rules;    /* the fields, komi included */
	int handicap_komi2;      /* the komi of a handicap game (half-points), as the servers give it */
};

/* A handicap game's komi under every preset but Tang (whose komi is 0 anyway): half a point, as the
 * go servers give it under Japanese, AGA and Chinese rules alike, so that no game is a jigo. */
#define HANDICAP_KOMI 1

/* DESIGN.md 3.1.  Korean is Japanese with the same komi, so a Korean ruleset prints as "japanese". */
static const struct ruleset_preset ruleset_presets[] = {
	{ .name = "tromp-taylor", .title = "Tromp-Taylor", .aliases = { "tt", "tromptaylor" },
	  .rules = { .ko = KO_POSITIONAL, .suicide = SUICIDE_MULTI, .scoring = SCORING_AREA,
		     .tax = TAX_NONE, .dead = DEAD_PLAYOUT, .bonus = BONUS_NONE, .komi2 = 15 },
	  .handicap_komi2 = HANDICAP_KOMI },
	{ .name = "japanese", .title = "Japanese-style", .aliases = { "jp", "japan" },
	  .rules = { .ko = KO_SIMPLE, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_TERRITORY,
		     .tax = TAX_SEKI, .dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 13,
		     .cycle = CYCLE_NO_RESULT },
	  .handicap_komi2 = HANDICAP_KOMI },
	{ .name = "korean", .title = "Korean", .aliases = { "ko", "korea" },
	  .rules = { .ko = KO_SIMPLE, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_TERRITORY,
		     .tax = TAX_SEKI, .dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 13,
		     .cycle = CYCLE_NO_RESULT },
	  .handicap_komi2 = HANDICAP_KOMI },
	{ .name = "chinese", .title = "Chinese", .aliases = { "cn", "china" },
	  .rules = { .ko = KO_POSITIONAL, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_AREA,
		     .tax = TAX_NONE, .dead = DEAD_AGREEMENT, .bonus = BONUS_N, .komi2 = 15 },
	  .handicap_komi2 = HANDICAP_KOMI },
	{ .name = "aga", .title = "AGA", .aliases = { "americangoassociation" },
	  .rules = { .ko = KO_SITUATIONAL, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_AREA,
		     .tax = TAX_NONE, .dead = DEAD_AGREEMENT, .bonus = BONUS_N_MINUS_1, .komi2 = 15,
		     .pass_stones = true },
	  .handicap_komi2 = HANDICAP_KOMI },
	{ .name = "new-zealand", .title = "New Zealand", .aliases = { "nz", "newzealand" },
	  .rules = { .ko = KO_SITUATIONAL, .suicide = SUICIDE_MULTI, .scoring = SCORING_AREA,
		     .tax = TAX_NONE, .dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 14 },
	  .handicap_komi2 = HANDICAP_KOMI },
	{ .name = "tang", .title = "Tang", .aliases = { NULL },
	  .rules = { .ko = KO_SIMPLE, .suicide = SUICIDE_FORBIDDEN, .scoring = SCORING_STONES,
		     .tax = TAX_ALL, .dead = DEAD_AGREEMENT, .bonus = BONUS_NONE, .komi2 = 0,
		     .equal_stones = true },
	  .handicap_komi2 = 0 },
};

#define PRESET_COUNT ((int)(sizeof ruleset_presets / sizeof ruleset_presets[0]))
#define TROMP_TAYLOR (&ruleset_presets[0].rules)

/* One value of a field: its token in the long form, its name in words, and what it means. */
struct ruleset_value {
	const char *token;   /* "POSITIONAL" */
	const char *name;    /* "positional superko" */
	const char *meaning; /* one line for ruleset_describe */
	bool refused;        /* KataGo has it, tengen does not: parsing it is an error */
};

/*
 * One key of the KataGo-style form.  values[] is indexed by the field's enum (or bool) value; a key
 * with no values is the komi.  A key with no label is read but never printed (KataGo's own spellings
 * and the keys that mean nothing here); a key with no set function is checked, then ignored.
 */
struct ruleset_field {
	const char *key;                     /* "ko" */
	const char *label;                   /* "ko", for ruleset_describe; NULL: parse only */
	const struct ruleset_value *values;  /* NULL for the komi */
	int nvalues;
	int (*get)(const struct ruleset *r);
	void (*set)(struct ruleset *r, int v);
};

#define VALUE(t, n, m) { .token = (t), .name = (n), .meaning = (m) }

static const struct ruleset_value ko_values[] = {
	[KO_SIMPLE] = VALUE("SIMPLE", "simple ko",
			"a move may not recreate the position before the opponent's last move"),
	[KO_POSITIONAL] = VALUE("POSITIONAL", "positional superko",
			    "no move may repeat an earlier board position"),
	[KO_SITUATIONAL] = VALUE("SITUATIONAL", "situational superko",
			     "no move may repeat an earlier board position with the same player to move"),
};
static const struct ruleset_value suicide_values[] = {
	[SUICIDE_FORBIDDEN] = VALUE("0", "forbidden", "a move may not leave its own chain without liberties"),
	[SUICIDE_MULTI] = VALUE("1", "multi-stone",
			    "a move may remove its own chain of two or more stones, not a lone stone"),
	[SUICIDE_ALL] = VALUE("2", "all", "a move may remove its own chain, even a lone stone"),
};
static const struct ruleset_value scoring_values[] = {
	[SCORING_AREA] = VALUE("AREA", "area", "stones on the board plus the empty points they surround"),
	[SCORING_TERRITORY] = VALUE("TERRITORY", "territory", "surrounded empty points plus prisoners"),
	[SCORING_STONES] = VALUE("STONES", "stones", "stones on the board plus roads, less the group tax"),
};
static const struct ruleset_value tax_values[] = {
	[TAX_NONE] = VALUE("NONE", "none", "every surrounded empty point counts"),
	[TAX_SEKI] = VALUE("SEKI", "seki", "empty points in seki count for nobody"),
	[TAX_ALL] = VALUE("ALL", "all", "each living group pays for its eyes (group tax), seki counts for nobody"),
};
static const struct ruleset_value dead_values[] = {
	[DEAD_PLAYOUT] = VALUE("PLAYOUT", "play-out",
			   "every stone on the board at the end is alive; dead stones must be captured"),
	[DEAD_AGREEMENT] = VALUE("AGREEMENT", "agreement", "the players mark the dead stones at the end"),
};
static const struct ruleset_value bonus_values[] = {
	[BONUS_NONE] = VALUE("0", "0", "White gets nothing for Black's handicap stones"),
	[BONUS_N] = VALUE("N", "N", "White gets a point for each handicap stone"),
	[BONUS_N_MINUS_1] = VALUE("N-1", "N-1", "White gets a point for each handicap stone after the first"),
};
static const struct ruleset_value equal_values[] = {
	VALUE("0", "no", "the plays are counted as they stand"),
	VALUE("1", "yes", "the last play is undone if the numbers of plays differ by an odd number"),
};
static const struct ruleset_value pass_values[] = {
	VALUE("0", "no", "a pass costs nothing"),
	VALUE("1", "yes", "a pass hands the opponent a prisoner; White passes last"),
};
static const struct ruleset_value cycle_values[] = {
	[CYCLE_FORBID] = VALUE("FORBID", "forbid",
			   "only the ko rule limits repetition; a long cycle does not end the game"),
	[CYCLE_NO_RESULT] = VALUE("VOID", "no-result",
			      "a whole-board repetition (triple ko and the like) ends the game without result"),
};
/* KataGo's button and friendly-pass flags: neither changes anything tengen does with button off. */
static const struct ruleset_value button_values[] = {
	{ .token = "0", .name = "no" },
	{ .token = "1", .name = "yes", .refused = true },
};
static const struct ruleset_value flag_values[] = {
	{ .token = "0", .name = "no" },
	{ .token = "1", .name = "yes" },
};

static int get_ko(const struct ruleset *r) { return r->ko; }
static int get_suicide(const struct ruleset *r) { return r->suicide; }
static int get_scoring(const struct ruleset *r) { return r->scoring; }
static int get_tax(const struct ruleset *r) { return r->tax; }
static int get_dead(const struct ruleset *r) { return r->dead; }
static int get_bonus(const struct ruleset *r) { return r->bonus; }
static int get_equal(const struct ruleset *r) { return r->equal_stones; }
static int get_pass(const struct ruleset *r) { return r->pass_stones; }
static int get_cycle(const struct ruleset *r) { return r->cycle; }
static void set_ko(struct ruleset *r, int v) { r->ko = (enum ko_rule)v; }
static void set_suicide(struct ruleset *r, int v) { r->suicide = (enum suicide_rule)v; }
static void set_scoring(struct ruleset *r, int v) { r->scoring = (enum scoring_rule)v; }
static void set_tax(struct ruleset *r, int v) { r->tax = (enum tax_rule)v; }
static void set_dead(struct ruleset *r, int v) { r->dead = (enum dead_rule)v; }
static void set_bonus(struct ruleset *r, int v) { r->bonus = (enum bonus_rule)v; }
static void set_equal(struct ruleset *r, int v) { r->equal_stones = v; }
static void set_pass(struct ruleset *r, int v) { r->pass_stones = v; }
static void set_cycle(struct ruleset *r, int v) { r->cycle = (enum cycle_rule)v; }

#define VALUES(a) (a), (int)(sizeof(a) / sizeof((a)[0]))

/* The printed fields come first, in the order of the long form: KataGo's order, then ours. */
enum field_index { F_KO, F_SCORE, F_TAX, F_SUI, F_WHB, F_KOMI, F_DEAD, F_EQST, F_PSTONE, F_CYCLE };
static const struct ruleset_field ruleset_fields[] = {
	[F_KO] = { "ko", "ko", VALUES(ko_values), get_ko, set_ko },
	[F_SCORE] = { "score", "scoring", VALUES(scoring_values), get_scoring, set_scoring },
	[F_TAX] = { "tax", "tax", VALUES(tax_values), get_tax, set_tax },
	[F_SUI] = { "sui", "suicide", VALUES(suicide_values), get_suicide, set_suicide },
	[F_WHB] = { "whb", "handicap bonus", VALUES(bonus_values), get_bonus, set_bonus },
	[F_KOMI] = { "komi", "komi", NULL, 0, NULL, NULL },
	[F_DEAD] = { "dead", "dead stones", VALUES(dead_values), get_dead, set_dead },
	[F_EQST] = { "eqst", "equal stones", VALUES(equal_values), get_equal, set_equal },
	[F_PSTONE] = { "pstone", "pass stones", VALUES(pass_values), get_pass, set_pass },
	[F_CYCLE] = { "cycle", "long cycle", VALUES(cycle_values), get_cycle, set_cycle },
	{ "scoring", NULL, VALUES(scoring_values), get_scoring, set_scoring },
	{ "hasButton", NULL, VALUES(button_values), NULL, NULL },
	{ "button", NULL, VALUES(button_values), NULL, NULL },
	{ "fpok", NULL, VALUES(flag_values), NULL, NULL },
};

#define FIELD_COUNT ((int)(sizeof ruleset_fields / sizeof ruleset_fields[0]))

/* --- small helpers ----------------------------------------------------------------------------- */

/* Text appended to a fixed buffer, truncated safely when it does not fit. */
struct out {
	char *buf;
	size_t len, used;
};

static void out_init(struct out *o, char *buf, size_t len)
{
	o->buf = buf;
	o->len = len;
	o->used = 0;
	if (len > 0)
		buf[0] = '\0';
}

static void out_printf(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void out_printf(struct out *o, const char *fmt, ...)
{
	va_list ap;

	if (o->used + 1 >= o->len)
		return;
	va_start(ap, fmt);
	int n = vsnprintf(o->buf + o->used, o->len - o->used, fmt, ap);
	va_end(ap);
	if (n > 0)
		o->used = o->used + (size_t)n < o->len ? o->used + (size_t)n : o->len - 1;
}

static int set_error(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Write the message (if the caller gave room for one) and return -1. */
static int set_error(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err && errlen > 0) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* Lower case without '-', '_' or ' ', so that the spellings of a name seen in the wild compare equal.
 * False if the text does not fit, which no name does. */
static bool normalise(const char *s, size_t n, char *out, size_t outlen)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		if (s[i] == '-' || s[i] == '_' || s[i] == ' ')
			continue;
		if (k + 1 >= outlen)
			return false;
		out[k++] = (char)tolower((unsigned char)s[i]);
	}
	out[k] = '\0';
	return true;
}

/* The preset named by s[0..n) in any spelling, or -1. */
static int preset_find(const char *s, size_t n)
{
	char want[48], name[48];

	if (!normalise(s, n, want, sizeof want) || want[0] == '\0')
		return -1;
	for (int i = 0; i < PRESET_COUNT; i++) {
		const struct ruleset_preset *p = &ruleset_presets[i];

		normalise(p->name, strlen(p->name), name, sizeof name);
		if (strcmp(want, name) == 0)
			return i;
		for (int a = 0; p->aliases[a]; a++)
			if (strcmp(want, p->aliases[a]) == 0)
				return i;
	}
	return -1;
}

/* "tromp-taylor, japanese, ..." for messages. */
static const char *preset_list(char *buf, size_t len)
{
	struct out o;

	out_init(&o, buf, len);
	for (int i = 0; i < PRESET_COUNT; i++)
		out_printf(&o, "%s%s", i ? ", " : "", ruleset_presets[i].name);
	return buf;
}

/* --- presets, equality, field names -------------------------------------------------------------- */

int ruleset_preset_count(void)
{
	return PRESET_COUNT;
}

const char *ruleset_preset_name(int i)
{
	return i >= 0 && i < PRESET_COUNT ? ruleset_presets[i].name : NULL;
}

/* Every field but the komi. */
static bool equal_but_komi(const struct ruleset *a, const struct ruleset *b)
{
	return a->ko == b->ko && a->suicide == b->suicide && a->scoring == b->scoring && a->tax == b->tax &&
	       a->dead == b->dead && a->bonus == b->bonus && a->equal_stones == b->equal_stones &&
	       a->pass_stones == b->pass_stones && a->cycle == b->cycle;
}

bool ruleset_equal(const struct ruleset *a, const struct ruleset *b)
{
	return equal_but_komi(a, b) && a->komi2 == b->komi2;
}

/* The first preset r matches in every field but komi, or -1. */
static int preset_index_of(const struct ruleset *r)
{
	for (int i = 0; i < PRESET_COUNT; i++)
		if (equal_but_komi(r, &ruleset_presets[i].rules))
			return i;
	return -1;
}

int ruleset_handicap_komi(const struct ruleset *r, int handicap)
{
	int i = preset_index_of(r);

	if (i < 0)
		return r->komi2;
	return handicap < 2 ? ruleset_presets[i].rules.komi2 : ruleset_presets[i].handicap_komi2;
}

const char *ruleset_title(const struct ruleset *r)
{
	int i = preset_index_of(r);

	return i < 0 ? NULL : ruleset_presets[i].title;
}

const char *ruleset_preset_of(const struct ruleset *r)
{
	int i = preset_index_of(r);

	return i < 0 ? NULL : ruleset_presets[i].name;
}

/* Value v of a field; a placeholder for a value outside the enum, so a bad struct prints as "?". */
static const struct ruleset_value *field_value(const struct ruleset_field *fd, int v)
{
	static const struct ruleset_value unknown = { "?", "?", "not a value of this field", false };

	return v >= 0 && v < fd->nvalues ? &fd->values[v] : &unknown;
}

static const char *value_name(enum field_index f, int v)
{
	return field_value(&ruleset_fields[f], v)->name;
}

const char *ruleset_ko_str(enum ko_rule k)
{
	return value_name(F_KO, (int)k);
}

const char *ruleset_suicide_str(enum suicide_rule s)
{
	return value_name(F_SUI, (int)s);
}

const char *ruleset_scoring_str(enum scoring_rule s)
{
	return value_name(F_SCORE, (int)s);
}

/* --- komi ---------------------------------------------------------------------------------------- */

/* Only decimal notation: strtod alone would also take "inf", "nan", hex floats and leading spaces. */
static bool komi_chars_ok(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s) && !strchr("+-.eE", *s))
			return false;
	return true;
}

/*
 * Any decimal komi is accepted, rounded to the nearest half point with ties away from zero
 * ("7.25" is 7.5, "-0.25" is -0.5, "7.2" is 7), so that whatever float a GTP controller sends is
 * taken rather than refused.
 */
int ruleset_parse_komi(const char *text, int *komi2)
{
	char *end;

	if (!text || !komi_chars_ok(text))
		return -1;
	errno = 0;
	double v = strtod(text, &end);
	if (end == text || *end != '\0' || errno == ERANGE || !isfinite(v))
		return -1;
	if (v > KOMI_LIMIT || v < -KOMI_LIMIT)
		return -1;
	double twice = v * 2;
	*komi2 = (int)(twice >= 0 ? twice + 0.5 : twice - 0.5);
	return 0;
}

const char *ruleset_komi_str(int komi2, char *buf)
{
	int whole = abs(komi2) / 2;
	const char *sign = komi2 < 0 ? "-" : "";

	if (komi2 % 2 == 0)
		snprintf(buf, 16, "%s%d", sign, whole);
	else
		snprintf(buf, 16, "%s%d.5", sign, whole);
	return buf;
}

/* --- printing ------------------------------------------------------------------------------------ */

const char *ruleset_long_str(const struct ruleset *r, char *buf, size_t len)
{
	struct out o;
	char komi[16];

	out_init(&o, buf, len);
	for (int f = 0; f < FIELD_COUNT && ruleset_fields[f].label; f++) {
		const struct ruleset_field *fd = &ruleset_fields[f];

		if (!fd->values)
			out_printf(&o, "%s%s", fd->key, ruleset_komi_str(r->komi2, komi));
		else
			out_printf(&o, "%s%s", fd->key, field_value(fd, fd->get(r))->token);
	}
	return buf;
}

const char *ruleset_str(const struct ruleset *r, char *buf, size_t len)
{
	struct out o;
	char komi[16];
	int i = preset_index_of(r);

	if (i < 0)
		return ruleset_long_str(r, buf, len);
	out_init(&o, buf, len);
	out_printf(&o, "%s", ruleset_presets[i].name);
	if (r->komi2 != ruleset_presets[i].rules.komi2)
		out_printf(&o, ":komi=%s", ruleset_komi_str(r->komi2, komi));
	return buf;
}

const char *ruleset_describe(const struct ruleset *r, char *buf, size_t len)
{
	struct out o;
	char komi[16];

	out_init(&o, buf, len);
	for (int f = 0; f < FIELD_COUNT && ruleset_fields[f].label; f++) {
		const struct ruleset_field *fd = &ruleset_fields[f];

		if (!fd->values) {
			ruleset_komi_str(r->komi2, komi);
			out_printf(&o, "komi: %s: White gets %s points for moving second\n", komi, komi);
			continue;
		}
		const struct ruleset_value *v = field_value(fd, fd->get(r));
		out_printf(&o, "%s: %s: %s\n", fd->label, v->name, v->meaning);
	}
	return buf;
}

const char *ruleset_diff(const struct ruleset *a, const char *an, const struct ruleset *b, const char *bn,
			 bool brief, char *buf, size_t len)
{
	struct out o;
	char ka[16], kb[16];
	int n = 0;

	out_init(&o, buf, len);
	for (int f = 0; f < FIELD_COUNT && ruleset_fields[f].label; f++) {
		const struct ruleset_field *fd = &ruleset_fields[f];
		if (!fd->values) {
			if (a->komi2 != b->komi2)
				out_printf(&o, "%s: %s %s, %s %s\n", fd->label, an, ruleset_komi_str(a->komi2, ka), bn,
					   ruleset_komi_str(b->komi2, kb)), n++;
			continue;
		}
		if (fd->get(a) == fd->get(b))
			continue;
		const struct ruleset_value *va = field_value(fd, fd->get(a)), *vb = field_value(fd, fd->get(b));
		if (brief)
			out_printf(&o, "%s: %s %s, %s %s\n", fd->label, an, va->name, bn, vb->name);
		else
			out_printf(&o, "%s: %s %s (%s); %s %s (%s)\n", fd->label, an, va->name, va->meaning, bn,
				   vb->name, vb->meaning);
		n++;
	}
	if (n == 0)
		out_printf(&o, "%s and %s are the same rules\n", an, bn);
	return buf;
}

/* --- parsing ------------------------------------------------------------------------------------- */

/* The longest key that s starts with, without case: its length, and its index in *field; 0 if none. */
static size_t key_at(const char *s, int *field)
{
	size_t best = 0;

	for (int f = 0; f < FIELD_COUNT; f++) {
		size_t len = strlen(ruleset_fields[f].key);

		if (len > best && strncasecmp(s, ruleset_fields[f].key, len) == 0) {
			best = len;
			*field = f;
		}
	}
	return best;
}

/* The longest value of fd that s starts with, without case, as key_at. */
static size_t value_at(const char *s, const struct ruleset_field *fd, int *value)
{
	size_t best = 0;

	for (int v = 0; v < fd->nvalues; v++) {
		size_t len = strlen(fd->values[v].token);

		if (len > best && strncasecmp(s, fd->values[v].token, len) == 0) {
			best = len;
			*value = v;
		}
	}
	return best;
}

/*
 * The length of the komi at s.  KataGo ends it at the next letter or space; but an exponent (e or E
 * before a digit or a sign) and inf, infinity or nan belong to the value, so that "komi1e999" is a
 * bad komi rather than a komi of 1 and an unknown key 'e'.
 */
static size_t katago_komi_len(const char *s)
{
	static const char *const words[] = { "infinity", "inf", "nan" };
	size_t n = *s == '+' || *s == '-';

	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strncasecmp(s + n, words[i], strlen(words[i])) == 0)
			return n + strlen(words[i]);
	for (n = 0; s[n] && !isspace((unsigned char)s[n]); n++) {
		bool exponent = n > 0 && (s[n] == 'e' || s[n] == 'E') &&
				(isdigit((unsigned char)s[n + 1]) || s[n + 1] == '+' || s[n + 1] == '-');
		if (isalpha((unsigned char)s[n]) && !exponent)
			break;
	}
	return n;
}

/* A KataGo-style string starts with a key followed by its value, which never begins in lower case
 * (but for a komi of inf or nan, which is read to be refused as a komi). */
static bool looks_katago(const char *s)
{
	int f;
	size_t n = key_at(s, &f);

	if (n > 0 && f == F_KOMI && isalpha((unsigned char)s[n]) && katago_komi_len(s + n) > 0)
		return true;
	return n > 0 && s[n] != '\0' && !islower((unsigned char)s[n]) && !isspace((unsigned char)s[n]);
}

/* How long the offending word at s is, for quoting it back: a key is a run of lower-case letters
 * (its value would start at the next capital or digit), a value runs to the next lower-case letter
 * (where the next key would begin). */
static int word_len(const char *s, bool value)
{
	int n = 0;

	if (!value)
		while (n < QUOTE_MAX && islower((unsigned char)s[n]))
			n++;
	if (n == 0)
		while (n < QUOTE_MAX && s[n] && !isspace((unsigned char)s[n]) && !islower((unsigned char)s[n]))
			n++;
	return n ? n : 1;
}

/* The state of one KataGo-style parse: where we are, and which keys were given. */
struct katago_parse {
	const char *text; /* the whole text, for columns */
	int offset;       /* columns before text: the caller's leading spaces */
	const char *s;    /* the next token */
	unsigned given;   /* bit f: field f was given */
	char *err;
	size_t errlen;
};

static int katago_column(const struct katago_parse *p, const char *at)
{
	return p->offset + (int)(at - p->text) + 1;
}

/* The komi after "komi". */
static int katago_komi(struct katago_parse *p, struct ruleset *r)
{
	char num[32];
	size_t n = katago_komi_len(p->s);

	if (n == 0)
		return set_error(p->err, p->errlen, "KataGo-style rules: missing value for komi at column %d",
				 katago_column(p, p->s));
	if (n >= sizeof num)
		return set_error(p->err, p->errlen, "KataGo-style rules: bad komi '%.*s...' at column %d",
				 QUOTE_MAX, p->s, katago_column(p, p->s));
	memcpy(num, p->s, n);
	num[n] = '\0';
	if (ruleset_parse_komi(num, &r->komi2) != 0)
		return set_error(p->err, p->errlen,
				 "KataGo-style rules: bad komi '%s' at column %d (a number from -1000 to 1000)",
				 num, katago_column(p, p->s));
	p->s += n;
	return 0;
}

/* The value of field fd at p->s. */
static int katago_value(struct katago_parse *p, const struct ruleset_field *fd, struct ruleset *r)
{
	int v = 0;

	if (*p->s == '\0')
		return set_error(p->err, p->errlen, "KataGo-style rules: missing value for %s at column %d",
				 fd->key, katago_column(p, p->s));
	size_t n = value_at(p->s, fd, &v);
	if (n == 0)
		return set_error(p->err, p->errlen, "KataGo-style rules: unknown value '%.*s' for %s at column %d",
				 word_len(p->s, true), p->s, fd->key, katago_column(p, p->s));
	if (fd->values[v].refused)
		return set_error(p->err, p->errlen, "KataGo-style rules: %s%s at column %d is not supported",
				 fd->key, fd->values[v].token, katago_column(p, p->s - strlen(fd->key)));
	if (fd->set)
		fd->set(r, v);
	p->s += n;
	return 0;
}

/* One key and its value. */
static int katago_token(struct katago_parse *p, struct ruleset *r)
{
	int f = 0;
	size_t n = key_at(p->s, &f);

	if (n == 0)
		return set_error(p->err, p->errlen,
				 "KataGo-style rules: unknown key '%.*s' at column %d (known: ko, score, tax, sui, "
				 "whb, komi, dead, eqst, pstone, cycle)",
				 word_len(p->s, false), p->s, katago_column(p, p->s));
	p->given |= 1u << f;
	p->s += n;
	return ruleset_fields[f].values ? katago_value(p, &ruleset_fields[f], r) : katago_komi(p, r);
}

/*
 * The fields a KataGo-style string leaves out.  It starts from tromp-taylor, as KataGo does; then:
 *   - tax: seki under territory scoring and none under area scoring, as KataGo; all under stone
 *     scoring (our own value), since stone scoring without a group tax is not played anywhere;
 *   - komi: 6.5 under territory scoring, as KataGo; otherwise tromp-taylor's 7.5;
 *   - dead: play-out only when every other field is tromp-taylor's, agreement otherwise, since
 *     Tromp-Taylor is the one ruleset that has players capture everything; so the example string
 *     "koPOSITIONALscoreAREAtaxNONEsui1komi7.5" is exactly tromp-taylor;
 *   - equal stones, pass stones: off; long cycle: forbid (tromp-taylor's values).
 */
static void katago_defaults(const struct katago_parse *p, struct ruleset *r)
{
	static const enum tax_rule tax_for[] = {
		[SCORING_AREA] = TAX_NONE, [SCORING_TERRITORY] = TAX_SEKI, [SCORING_STONES] = TAX_ALL,
	};

	if (!(p->given & (1u << F_TAX)))
		r->tax = tax_for[r->scoring];
	if (!(p->given & (1u << F_KOMI)) && r->scoring == SCORING_TERRITORY)
		r->komi2 = 13;
	if (!(p->given & (1u << F_DEAD))) {
		r->dead = DEAD_PLAYOUT;
		if (!equal_but_komi(r, TROMP_TAYLOR))
			r->dead = DEAD_AGREEMENT;
	}
}

static int katago_parse(struct ruleset *r, const char *text, int offset, char *err, size_t errlen)
{
	struct katago_parse p = { .text = text, .offset = offset, .s = text, .err = err, .errlen = errlen };

	*r = *TROMP_TAYLOR;
	while (*p.s) {
		if (isspace((unsigned char)*p.s)) {
			p.s++;
			continue;
		}
		if (katago_token(&p, r) != 0)
			return -1;
	}
	katago_defaults(&p, r);
	return 0;
}

/* Preset i, then nothing (suffix NULL) or ":komi=K" in suffix. */
static int preset_parse(struct ruleset *r, int i, const char *suffix, char *err, size_t errlen)
{
	*r = ruleset_presets[i].rules;
	if (!suffix)
		return 0;
	if (strncasecmp(suffix, ":komi=", 6) != 0)
		return set_error(err, errlen, "after ruleset '%s': expected ':komi=K', got '%.*s'",
				 ruleset_presets[i].name, QUOTE_MAX, suffix);
	if (ruleset_parse_komi(suffix + 6, &r->komi2) != 0)
		return set_error(err, errlen, "ruleset '%s': bad komi '%.*s' (a number from -1000 to 1000)",
				 ruleset_presets[i].name, QUOTE_MAX, suffix + 6);
	return 0;
}

/* The text from s to its last non-space, in a buffer of our own; false if too long for one. */
static bool trim_copy(const char *s, char *buf, size_t len)
{
	size_t n = strlen(s);

	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	if (n >= len)
		return false;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return true;
}

static int unknown_ruleset(const char *s, char *err, size_t errlen)
{
	char names[160];

	return set_error(err, errlen,
			 "unknown ruleset '%.*s' (known: %s, or KataGo-style such as "
			 "koPOSITIONALscoreAREAtaxNONEsui1komi7.5)",
			 QUOTE_MAX, s, preset_list(names, sizeof names));
}

int ruleset_parse(struct ruleset *r, const char *text, char *err, size_t errlen)
{
	char buf[512];
	struct ruleset parsed;
	const char *s = text ? text : "";

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '\0')
		return unknown_ruleset(s, err, errlen);
	if (!trim_copy(s, buf, sizeof buf))
		return set_error(err, errlen, "ruleset '%.*s...' is too long", QUOTE_MAX, s);
	const char *colon = strchr(buf, ':');
	int i = preset_find(buf, colon ? (size_t)(colon - buf) : strlen(buf));
	int rc;
	if (i >= 0)
		rc = preset_parse(&parsed, i, colon, err, errlen);
	else if (!colon && looks_katago(buf))
		/* Columns count from the start of the caller's text, leading spaces included. */
		rc = katago_parse(&parsed, buf, (int)(s - text), err, errlen);
	else
		rc = unknown_ruleset(buf, err, errlen);
	if (rc == 0)
		*r = parsed;
	return rc;
}
