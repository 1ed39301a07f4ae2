/*
 * cmd_count.c: the commands of the count: the count of the board frame by frame, a look at the
 * count, a dispute settled by hypothetical play, and two rulesets side by side.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "rules/game.h"
#include "rules/marking.h"
#include "rules/ruleset.h"
#include "tui/shared/frames.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/mode.h"

static int cmd_rules_diff(struct app *a, int argc, char **argv, bool force)
{
	struct ruleset r;
	char why[256];

	(void)force;
	app_pop(a, &mode_rulesdiff);
	if (argc == 1 && !strcmp(argv[0], "off"))
		return app_message(a, "Back to the board.") | REACT_ALL;
	if (argc != 2)
		return app_error(a, "usage: rules-diff A B (two rulesets: japanese, chinese, tromp-taylor, ...)");
	for (int i = 0; i < 2; i++)
		if (ruleset_parse(&r, argv[i], why, sizeof why) != 0)
			return app_error(a, "rules-diff: %s", why);
	const char *names[2] = { argv[0], argv[1] };
	return app_push(a, &mode_rulesdiff, names);
}

const struct command cmd_rules_diff_entry = {
	.name = "rules-diff", .usage = "A B|off", .min_args = 1, .max_args = 2, .exec = cmd_rules_diff,
	.modes = "play review rules-diff", .complete = COMMAND_ARG_RULES,
	.help = "how two rulesets differ: their fields, where a move is legal under one only, the count",
};

/* count [RULESET]: the count of the board walked frame by frame, with the marking in force. */
static int cmd_count(struct app *a, int argc, char **argv, bool force)
{
	const struct game *g = app_game(a);
	struct ruleset r = *game_rules(g);
	char why[256], name[64];
	struct frames fs;

	(void)force;
	if (argc && ruleset_parse(&r, argv[0], why, sizeof why) != 0)
		return app_error(a, "count: %s", why);
	r.komi2 = game_rules(g)->komi2;
	const char *preset = ruleset_preset_of(&r);
	snprintf(name, sizeof name, "%s", argc ? argv[0] : preset ? preset : "these rules");
	frames_count(&fs, g, marking_get(app_marking(a)), &r, name);
	cmd_frames_open(a, &fs, false);
	return app_message(a, "The count by %s, step by step (Right steps, Escape leaves).", name) | REACT_ALL;
}

const struct command cmd_count_entry = {
	.name = "count", .usage = "[RULESET]", .max_args = 1, .exec = cmd_count, .modes = MODES_WALK,
	.complete = COMMAND_ARG_RULES,
	.help = "the count of this board by RULESET (the game's), step by step, with the dead stones marked",
};

/* dispute [VERTEX]: the chain there (the cursor's) settled by hypothetical play in the sandbox. */
static int cmd_dispute(struct app *a, int argc, char **argv, bool force)
{
	const struct board *b = game_board(app_game(a));
	int p = cmd_point(a, "dispute", argc, argv);
	char at[8];

	(void)force;
	if (p == BOARD_NONE)
		return REACT_MESSAGE;
	if (b->color[p] != BLACK && b->color[p] != WHITE)
		return app_error(a, "dispute: %s is empty: a dispute is over a chain of stones", board_vertex_str(b, p, at));
	app_set_cursor(a, p);
	return app_push(a, &mode_dispute, &p);
}

const struct command cmd_dispute_entry = {
	.name = "dispute", .usage = "[VERTEX]", .max_args = 1, .exec = cmd_dispute, .modes = MODES_WALK,
	.help = "settle the chain at VERTEX (or the cursor) by hypothetical play in a sandbox; nothing is "
		"recorded",
};

static int cmd_score(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	if (app_has_mode(a, &mode_score))
		return app_error(a, "score: the count is open already");
	app_push(a, &mode_score, NULL);
	if (mode_score_estimating(a))
		return app_message(a, "The game goes on: this is an estimate, not the count; the table counts the "
				   "board as it stands (f says whether it is played out first, F switches; Enter "
				   "changes a chain). Escape goes back.") | REACT_ALL;
	return app_message(a, "A look at the count of the game as it is now, marked by the analysis (f says "
			   "whether it is played out first, F switches; Enter changes a chain; nothing is "
			   "recorded). Escape goes back.") | REACT_ALL;
}

/* --- the game's setup ----------------------------------------------------------------------------- */

const struct command cmd_score_entry = {
	.name = "score", .usage = "", .exec = cmd_score, .modes = MODES_BOARD,
	.help = "the count of the game as it is now, marked by the analysis (while it goes on, an estimate "
		"beside the count of the board as it stands); nothing is recorded",
};
