/* manual.c: the keys and commands of the terminal board, from their tables (see manual.h). */
#include "config.h"

#include "tui/manual.h"

#include <string.h>

#include "tui/command.h"
#include "tui/key.h"
#include "tui/mode.h"

/* Keys that no mode's table holds: the terminal's own, read in every mode. */
static const struct manual_key {
	const char *name;
	const char *help;
} manual_any_mode_keys[] = {
	{ "C-c", "quit at once; the game stays in the autosave" },
};
#define MANUAL_ANY_MODE_KEYS (sizeof manual_any_mode_keys / sizeof manual_any_mode_keys[0])

/* --- keys ----------------------------------------------------------------------------------------- */

static void manual_text_key(FILE *f, const struct mode_key *k)
{
	char names[64] = "", name[16];
	size_t n = 0;

	for (int i = 0; i < 3 && k->keys[i]; i++)
		n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", i ? " " : "",
				      key_to_name(k->keys[i], name));
	fprintf(f, "  %-18s %s\n", names, k->help);
}

void manual_keys(FILE *f)
{
	for (int i = 0; i < mode_count(); i++) {
		const struct mode *m = mode_at(i);
		if (!m->keys)
			continue;
		fprintf(f, "%sKeys %s (%s)\n", i ? "\n" : "", m == &mode_play ? "on the board" : m->while_text,
			m->name);
		for (const struct mode_key *k = m->keys; k->keys[0]; k++)
			manual_text_key(f, k);
	}
	fputs("\nKeys in every mode\n", f);
	for (size_t i = 0; i < MANUAL_ANY_MODE_KEYS; i++)
		fprintf(f, "  %-18s %s\n", manual_any_mode_keys[i].name, manual_any_mode_keys[i].help);
}

/* --- commands ------------------------------------------------------------------------------------- */

/* One command as the ? screen lists it: name and usage, its help and where it applies. */
static void manual_text_command(FILE *f, const struct command *c)
{
	char head[96], where[96];

	snprintf(head, sizeof head, "%s%s%s", c->name, *c->usage ? " " : "", c->usage);
	command_where(c, where, sizeof where);
	if (strlen(head) > 22)
		fprintf(f, "  %s\n  %-22s %s%s\n", head, "", c->help, where);
	else
		fprintf(f, "  %-22s %s%s\n", head, c->help, where);
}

void manual_commands(FILE *f)
{
	fputs("Commands: on the board, type : then the command (Tab completes, Up recalls); a file of\n"
	      "them runs without a terminal with `tengen --script FILE`\n", f);
	for (int i = 0; i < command_count(); i++)
		manual_text_command(f, command_at(i));
	for (int i = 0; i < mode_count(); i++)
		for (int j = 0; j < mode_at(i)->ncommands; j++)
			manual_text_command(f, &mode_at(i)->commands[j]);
}
