/*
 * ruleset.h: the rules of a game as plain data, with orthogonal fields and named presets.
 *
 * A preset is a row in a table (ruleset.c), never an `if (japanese)` in the code that applies it.
 * Rulesets parse from preset names, from the RU values found in SGF files, and from KataGo-style
 * strings ("koPOSITIONALscoreAREAtaxNONEsui1komi7.5"), and print back without loss.
 */
#ifndef TENGEN_RULESET_H
#define TENGEN_RULESET_H

#include <stdbool.h>
#include <stddef.h>

enum ko_rule { KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL };
enum suicide_rule { SUICIDE_FORBIDDEN, SUICIDE_MULTI, SUICIDE_ALL };
enum scoring_rule { SCORING_AREA, SCORING_TERRITORY, SCORING_STONES };
enum tax_rule { TAX_NONE, TAX_SEKI, TAX_ALL };
enum dead_rule { DEAD_PLAYOUT, DEAD_AGREEMENT };
enum bonus_rule { BONUS_NONE, BONUS_N, BONUS_N_MINUS_1 };
enum cycle_rule { CYCLE_FORBID, CYCLE_NO_RESULT };

struct ruleset {
	enum ko_rule ko;           /* repetition rule; superko compares with the whole game */
	enum suicide_rule suicide; /* which self-captures are legal */
	enum scoring_rule scoring; /* what counts: area, territory or stones */
	enum tax_rule tax;         /* seki: no territory in seki; all: group tax on every living group */
	enum dead_rule dead;       /* play-out: every stone left is alive; agreement: dead stones marked */
	enum bonus_rule bonus;     /* points White gets for N handicap stones */
	int komi2;                 /* komi in half-points: 6.5 is 13 */
	bool equal_stones;         /* Tang: the numbers of plays are made equal before counting */
	bool pass_stones;          /* AGA: a pass hands the opponent a prisoner; White passes last */
	enum cycle_rule cycle;     /* what a whole-board repetition allowed by the ko rule does */
};

/* The number of presets, and the name of preset i (0 <= i < ruleset_preset_count()). */
int ruleset_preset_count(void);
const char *ruleset_preset_name(int i);

/*
 * Parse a preset name (case-insensitive, with aliases such as "tt" or "nz"), an SGF RU value
 * ("Japanese", "Chinese", "AGA", "NZ", "TT", ...) or a KataGo-style string.  A preset name may be
 * followed by ":komi=K" (as ruleset_str prints).  Returns 0, or -1 with a message in err.
 */
int ruleset_parse(struct ruleset *r, const char *text, char *err, size_t errlen);

/* Print r losslessly into buf: a preset name when r is a preset (with ":komi=K" when the komi is not
 * the preset's), the long KataGo-style form otherwise.  Returns buf. */
const char *ruleset_str(const struct ruleset *r, char *buf, size_t len);
/* The long KataGo-style form of every field, whatever r is.  Returns buf. */
const char *ruleset_long_str(const struct ruleset *r, char *buf, size_t len);
/* The name of the preset r equals in every field but komi, or NULL. */
const char *ruleset_preset_of(const struct ruleset *r);
/* That preset's name as a player reads it ("Japanese-style", "Tromp-Taylor", "New Zealand"), or
 * NULL.  Japanese-style: tengen's Japanese rules are the 1989 rules as seed 003 formalises them. */
const char *ruleset_title(const struct ruleset *r);
/* The komi a game of `handicap` stones starts with under r when nobody chose one: its preset's
 * handicap komi (0.5, Tang 0) for 2 stones or more, the preset's own komi for an even game; r's own
 * komi for rules that are no preset. */
int ruleset_handicap_komi(const struct ruleset *r, int handicap);
/* A multi-line description of each field in words, for help screens and `tengen-rules`. */
const char *ruleset_describe(const struct ruleset *r, char *buf, size_t len);
/* How two rulesets differ, one line per field that differs ("ko: chinese positional superko (...);
 * japanese simple ko (...)", without the meanings when brief), each named as given; one line saying
 * so when they are the same.  Returns buf. */
const char *ruleset_diff(const struct ruleset *a, const char *an, const struct ruleset *b, const char *bn,
			 bool brief, char *buf, size_t len);

/* True if a and b agree in every field. */
bool ruleset_equal(const struct ruleset *a, const struct ruleset *b);

/* Parse a komi ("6.5", "-3", "7.0"): rounded to the nearest half point.  Returns 0 or -1. */
int ruleset_parse_komi(const char *text, int *komi2);
/* Print a komi in half-points as "6.5" or "7".  Returns buf (at least 16 bytes). */
const char *ruleset_komi_str(int komi2, char *buf);

/* Names of single field values, for messages and the long form. */
const char *ruleset_ko_str(enum ko_rule k);
const char *ruleset_suicide_str(enum suicide_rule s);
const char *ruleset_scoring_str(enum scoring_rule s);

#endif
