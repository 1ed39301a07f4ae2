/* newgame.c: the options of `new` (see newgame.h). */
#include "config.h"

#include "tui/term/commands/newgame.h"

#include <stdio.h>
#include <string.h>

#include "board/board.h"
#include "rules/ruleset.h"
#include "tui/shared/clock.h"
#include "tui/term/app.h"
#include "tui/term/commands/cmd.h"

/* Fixed handicap goes on the star points (2-9 on odd sizes from 7, 2-4 on even sizes from 8); free
 * handicap anywhere, 2 to 9 stones on a board of 3x3 or more. */
bool newgame_handicap_possible(int size, int n, bool free)
{
	int max = free ? (size >= 3 ? 9 : 0) : size < 7 ? 0 : size % 2 == 0 ? 4 : 9;
	return n == 0 || (n >= 2 && n <= max);
}

/* Report a bad option of `new`; returns -1. */
static int newgame_fail(struct app *a, const char *fmt, const char *v)
{
	app_error(a, fmt, v);
	return -1;
}

int newgame_option(struct app *a, struct app_setup *s, const char *opt)
{
	const char *eq = strchr(opt, '=');
	char why[256];

	if (!eq)
		return newgame_fail(a, "new: %s: options are size=N rules=NAME komi=K|auto handicap=N placement=fixed|free "
				"clock=SPEC black=NAME white=NAME", opt);
	size_t k = (size_t)(eq - opt);
	const char *v = eq + 1;
	if (!strncmp(opt, "size", k) && k == 4) {
		if (cmd_int(v, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s->size) == 0)
			return 0;
		return newgame_fail(a, "new: size=%s: boards have 2 to 25 lines", v);
	}
	if (!strncmp(opt, "rules", k) && k == 5) {
		int komi2 = s->rules.komi2;
		if (ruleset_parse(&s->rules, v, why, sizeof why) != 0)
			return newgame_fail(a, "new: rules: %s", why);
		if (s->komi_set && !strstr(v, "komi"))
			s->rules.komi2 = komi2;
		return 0;
	}
	if (!strncmp(opt, "komi", k) && k == 4 && !strcmp(v, "auto")) {
		struct ruleset preset;
		const char *name = ruleset_preset_of(&s->rules);
		if (name && ruleset_parse(&preset, name, NULL, 0) == 0)
			s->rules.komi2 = preset.komi2;
		s->komi_set = false;   /* the rules' komi, or their handicap komi */
		return 0;
	}
	if (!strncmp(opt, "komi", k) && k == 4) {
		if (ruleset_parse_komi(v, &s->rules.komi2) != 0)
			return newgame_fail(a, "new: komi=%s is not a komi (6.5, 7, 0.5, -3)", v);
		s->komi_set = true;
		return 0;
	}
	if (!strncmp(opt, "handicap", k) && k == 8) {
		if (cmd_int(v, 0, 9, &s->handicap) == 0)
			return 0;
		return newgame_fail(a, "new: handicap=%s: 0 for none, or 2 to 9 stones", v);
	}
	if ((!strncmp(opt, "black", k) && k == 5) || (!strncmp(opt, "white", k) && k == 5)) {
		snprintf(s->names[opt[0] == 'b' ? BLACK : WHITE], APP_NAME_MAX, "%s", v);
		return 0;
	}
	if (!strncmp(opt, "placement", k) && k == 9) {
		if (strcmp(v, "fixed") && strcmp(v, "free"))
			return newgame_fail(a, "new: placement=%s: fixed (the star points) or free (Black places them)", v);
		s->free_handicap = !strcmp(v, "free");
		return 0;
	}
	if (!strncmp(opt, "clock", k) && k == 5) {
		if (clock_parse(v, &s->clock, why, sizeof why) != 0) {
			app_error(a, "new: clock=%s", why);
			return -1;
		}
		return 0;
	}
	return newgame_fail(a, "new: unknown option %s (size, rules, komi, handicap, placement, clock, black, white)",
			opt);
}
