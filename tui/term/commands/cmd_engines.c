/* cmd_engines.c: the commands of the GTP engines at the board (tui/term/engines.h): engine, hint. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/engine_view.h"
#include "tui/term/engines.h"

/* The seat a word names: black, white, hint; -1 for none. */
static int engine_seat(const char *w)
{
	return !strcmp(w, "black") ? BLACK : !strcmp(w, "white") ? WHITE : !strcmp(w, "hint") ? ENGINES_HINT : -1;
}

/* engine [black|white|hint CMD...|off [black|white|hint]|dead] */
static int cmd_engine(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	if (argc == 0)
		return engines_describe(a);
	if (!strcmp(argv[0], "dead") && argc == 1)
		return engines_ask_dead(a);
	if (!strcmp(argv[0], "off")) {
		int seat = argc > 1 ? engine_seat(argv[1]) : EDGE;
		if (seat < 0 || argc > 2)
			return app_error(a, "engine off: black, white, hint, or nothing for every engine");
		return engines_detach(a, (enum color)seat);
	}
	int seat = engine_seat(argv[0]);
	if (seat < 0)
		return app_error(a, "engine: %s: black, white or hint, then the engine's command (engine white "
				 "gnugo --mode gtp), or off, or dead", argv[0]);
	if (argc < 2)
		return app_error(a, "engine %s: the engine's command is missing (such as gnugo --mode gtp)", argv[0]);
	char *command = cmd_join(argc, argv, 1);
	int react = engines_attach(a, (enum color)seat, command);
	free(command);
	return react;
}

static const char *const words_engine[] = { "black", "white", "hint", "off", "dead", NULL };
const struct command cmd_engine_entry = {
	.name = "engine", .usage = "[black|white|hint CMD...|off [black|white|hint]|dead]",
	.max_args = COMMAND_MAX_ARGS - 1, .exec = cmd_engine, .complete = COMMAND_ARG_WORDS, .words = words_engine,
	.help = "a GTP engine (a shell command) plays Black or White, or gives hints; off stops it; dead: its "
		"dead stones beside the marking in the count",
};

static int cmd_hint(struct app *a, int argc, char **argv, bool force)
{
	(void)argc, (void)argv, (void)force;
	return engines_hint(a);
}

const struct command cmd_hint_entry = {
	.name = "hint", .usage = "", .exec = cmd_hint, .modes = "play",
	.help = "ask an engine (--hint CMD, or one at the board) for a move for the player to move, and mark it",
};

/* analyse [on|off|toggle] [SECONDS [VISITS]] */
static int cmd_analyse(struct app *a, int argc, char **argv, bool force)
{
	(void)force;
	return engine_view_command(a, argc, argv);
}

static const char *const words_analyse[] = { "on", "off", "toggle", NULL };
const struct command cmd_analyse_entry = {
	.name = "analyse", .usage = "[on|off|toggle] [SECONDS [VISITS]]", .max_args = 3, .exec = cmd_analyse,
	.complete = COMMAND_ARG_WORDS, .words = words_analyse,
	.help = "the engine's view of the position beside tengen's (--hint CMD, or one at the board): its candidate "
		"moves numbered on the board with their figures in the panel, its ownership over the board (KataGo), "
		"its estimate of the score (GNU Go); it follows every step, asked for SECONDS (10) or VISITS (10000) "
		"a position",
};
