/* autosave.c: the state directory and atomic file writes. */
#include "config.h"

#include "tui/autosave.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules/xalloc.h"

int autosave_mkdirs(const char *dir)
{
	char *path = xstrdup(dir);
	int rc = 0;

	for (char *p = path + 1; rc == 0; p++) {
		bool end = *p == '\0';
		if (*p != '/' && !end)
			continue;
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST)
			rc = -1;
		if (end)
			break;
		*p = '/';
	}
	free(path);
	return rc;
}

char *autosave_path(const char *name)
{
	const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	char *dir;
	size_t len;

	if (state && *state) {
		len = strlen(state) + 8;
		dir = xmalloc(len);
		snprintf(dir, len, "%s/tengen", state);
	} else if (home && *home) {
		len = strlen(home) + 22;
		dir = xmalloc(len);
		snprintf(dir, len, "%s/.local/state/tengen", home);
	} else {
		errno = ENOENT;
		return NULL;
	}
	if (autosave_mkdirs(dir) != 0) {
		free(dir);
		return NULL;
	}
	len = strlen(dir) + strlen(name) + 2;
	char *path = xmalloc(len);
	snprintf(path, len, "%s/%s", dir, name);
	free(dir);
	return path;
}

