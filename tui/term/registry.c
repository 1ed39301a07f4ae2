/*
 * registry.c: what registers with the terminal board's app (see registry.h): one line a mode, one
 * line a command, one line a service.
 */
#include "config.h"

#include "tui/term/registry.h"

#include <string.h>

#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/commands/cmd.h"
#include "tui/term/course_graph.h"
#include "tui/term/engine_course.h"
#include "tui/term/engine_view.h"
#include "tui/term/engines.h"
#include "tui/term/mode.h"
#include "tui/term/timer.h"

/*
 * Every mode (tui/term/modes/mode_NAME.c), one line each; the first is the bottom of the stack, the
 * board itself.  The ? screen and the manual list their keys in this order.
 */
#define MODE_TABLE(X) \
	X(play) \
	X(score) \
	X(help) \
	X(confirm) \
	X(prompt) \
	X(dialog) \
	X(frames) \
	X(notice) \
	X(reach) \
	X(rulesdiff) \
	X(dispute) \
	X(review) \
	X(library) \
	X(edit) \
	X(infoedit) \
	X(exercise) \
	X(handicap)
#define MODE_DECLARE(name) extern const struct mode mode_##name;
MODE_TABLE(MODE_DECLARE)
#define MODE_ENTRY(name) &mode_##name,
static const struct mode *const registry_modes[] = { MODE_TABLE(MODE_ENTRY) };

/*
 * The command table: every command, in the order help lists them, one line each.  A command is its
 * entry, `const struct command cmd_NAME_entry` (NAME with '-' as '_'), beside its exec in the file of
 * its family (tui/term/commands/cmd_play.c, cmd_view.c, cmd_edit.c, cmd_count.c, cmd_engines.c,
 * cmd_file.c) or of the mode it opens (library, exercise).  A mode's own commands, which apply
 * while it is on the stack, come with the mode.
 */
#define COMMAND_TABLE(X) \
	X(play) \
	X(pass) \
	X(undo) \
	X(redo) \
	X(resign) \
	X(continue) \
	X(goto) \
	X(back) \
	X(forward) \
	X(variation) \
	X(review) \
	X(comment) \
	X(library) \
	X(info) \
	X(teach) \
	X(trace) \
	X(reach) \
	X(explain) \
	X(rules_diff) \
	X(count) \
	X(estimate) \
	X(dispute) \
	X(score) \
	X(new) \
	X(size) \
	X(rules) \
	X(komi) \
	X(handicap) \
	X(clock) \
	X(engine) \
	X(hint) \
	X(analyse) \
	X(player) \
	X(load) \
	X(save) \
	X(help) \
	X(quit) \
	X(cursor) \
	X(numbers) \
	X(ascii) \
	X(command_prompt) \
	X(new_dialog) \
	X(edit) \
	X(setup) \
	X(to_play) \
	X(markup) \
	X(label) \
	X(export) \
	X(game) \
	X(exercise) \
	X(autosave)
#define COMMAND_DECLARE(name) extern const struct command cmd_##name##_entry;
COMMAND_TABLE(COMMAND_DECLARE)
#define COMMAND_ENTRY(name) &cmd_##name##_entry,
static const struct command *const registry_commands[] = { COMMAND_TABLE(COMMAND_ENTRY) };

/* The services, in the order the app tells them: the engines' answers come before the clock. */
static const struct app_service *const registry_services[] = {
	&engines_service,
	&engine_view_service,
	&engine_course_service,
	&timer_service,
	&course_service,
};

#define REGISTRY_COUNT(a) ((int)(sizeof (a) / sizeof (a)[0]))

static const struct app_registry registry = {
	.modes = registry_modes,
	.nmodes = REGISTRY_COUNT(registry_modes),
	.question = &mode_confirm,
	.commands = registry_commands,
	.ncommands = REGISTRY_COUNT(registry_commands),
	.services = registry_services,
	.nservices = REGISTRY_COUNT(registry_services),
	.execute = command_execute,
	.applies = command_applies_line,
	.complete = command_complete,
	.started = cmd_started,
	.loaded = cmd_loaded,
};

const struct app_registry *registry_board(void)
{
	return &registry;
}

const struct mode *registry_mode(const struct app_registry *r, const char *name)
{
	for (int i = 0; i < r->nmodes; i++)
		if (!strcmp(r->modes[i]->name, name))
			return r->modes[i];
	return NULL;
}
