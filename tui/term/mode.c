/* mode.c: the registry of the terminal board's modes (see mode.h): one line per mode. */
#include "config.h"

#include <string.h>

#include "tui/term/mode.h"

static const struct mode *const mode_registry[] = {
	&mode_play,
	&mode_score,
	&mode_help,
	&mode_confirm,
	&mode_prompt,
	&mode_dialog,
	&mode_frames,
	&mode_notice,
	&mode_reach,
	&mode_rulesdiff,
	&mode_dispute,
	&mode_review,
	&mode_library,
	&mode_edit,
	&mode_infoedit,
	&mode_exercise,
	&mode_handicap,
};

#define MODE_COUNT ((int)(sizeof mode_registry / sizeof mode_registry[0]))

int mode_count(void) { return MODE_COUNT; }
const struct mode *mode_at(int i) { return i >= 0 && i < MODE_COUNT ? mode_registry[i] : NULL; }

const struct mode *mode_named(const char *name)
{
	for (int i = 0; i < MODE_COUNT; i++)
		if (!strcmp(mode_registry[i]->name, name))
			return mode_registry[i];
	return NULL;
}
