/* command_complete.c: Tab completion of a command line at the prompt (see command.h). */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rules/ruleset.h"
#include "rules/xalloc.h"
#include "tui/term/app.h"
#include "tui/term/command.h"

struct candidates {
	char **items;
	int count, cap;
};

static void candidates_add(struct candidates *c, const char *word, const char *prefix)
{
	if (strncmp(word, prefix, strlen(prefix)) != 0)
		return;
	if (c->count == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->items = xreallocarray(c->items, (size_t)c->cap, sizeof *c->items);
	}
	c->items[c->count++] = xstrdup(word);
}

static void candidates_files(struct candidates *c, const char *word)
{
	const char *slash = strrchr(word, '/');
	char dir[APP_MESSAGE_MAX], path[APP_MESSAGE_MAX * 2];
	const char *home = getenv("HOME");

	if (slash)
		snprintf(dir, sizeof dir, "%.*s", (int)(slash - word + 1), word);
	else
		dir[0] = '\0';
	const char *base = slash ? slash + 1 : word;
	if (dir[0] == '~' && dir[1] == '/' && home)
		snprintf(path, sizeof path, "%s/%s", home, dir + 2);
	else
		snprintf(path, sizeof path, "%s", dir[0] ? dir : ".");
	DIR *d = opendir(path);
	if (!d)
		return;
	for (struct dirent *e; (e = readdir(d));) {
		if (e->d_name[0] == '.' && base[0] != '.')
			continue;
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		char full[APP_MESSAGE_MAX * 3], cand[APP_MESSAGE_MAX * 2];
		struct stat st;
		snprintf(full, sizeof full, "%s/%s", path, e->d_name);
		bool is_dir = stat(full, &st) == 0 && S_ISDIR(st.st_mode);
		snprintf(cand, sizeof cand, "%s%s%s", dir, e->d_name, is_dir ? "/" : "");
		candidates_add(c, cand, word);
	}
	closedir(d);
}

struct candidate_walk {
	struct candidates *c;
	const char *word;
};

static bool candidate_command(const struct command *cmd, void *arg)
{
	struct candidate_walk *w = arg;

	candidates_add(w->c, cmd->name, w->word);
	return false;
}

static void candidates_for(const struct app_registry *r, struct candidates *c, const struct command *cmd,
			   const char *word)
{
	switch (cmd ? cmd->complete : COMMAND_ARG_NONE) {
	case COMMAND_ARG_WORDS:
		for (int i = 0; cmd->words[i]; i++)
			candidates_add(c, cmd->words[i], word);
		break;
	case COMMAND_ARG_RULES:
		for (int i = 0; i < ruleset_preset_count(); i++)
			candidates_add(c, ruleset_preset_name(i), word);
		break;
	case COMMAND_ARG_FILE:
		candidates_files(c, word);
		break;
	case COMMAND_ARG_COMMAND:
		command_each(r, candidate_command, &(struct candidate_walk){ c, word });
		break;
	default:
		break;
	}
}

static int compare_strings(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The longest common prefix of the candidates. */
static size_t candidates_common(const struct candidates *c)
{
	size_t n = strlen(c->items[0]);

	for (int i = 1; i < c->count; i++) {
		size_t k = 0;
		while (k < n && c->items[i][k] == c->items[0][k])
			k++;
		n = k;
	}
	return n;
}

static void candidates_hint(const struct candidates *c, char *hint, size_t len)
{
	size_t n = 0;

	hint[0] = '\0';
	for (int i = 0; i < c->count && n + 1 < len; i++) {
		const char *item = c->items[i], *slash = strrchr(item, '/');
		if (slash && slash[1])
			item = slash + 1;
		else if (slash && slash != item) {
			const char *prev = slash - 1;
			while (prev > c->items[i] && prev[-1] != '/')
				prev--;
			item = prev;
		}
		n += (size_t)snprintf(hint + n, len - n, "%s%s", i ? "  " : "", item);
	}
}

/* n bytes of text with blanks, quotes and backslashes escaped for command_split. */
static void complete_escape(const char *text, size_t n, char *out, size_t len)
{
	size_t k = 0;

	for (size_t i = 0; i < n && k + 3 < len; i++) {
		if (strchr(" \t\"\\#", text[i]))
			out[k++] = '\\';
		out[k++] = text[i];
	}
	out[k] = '\0';
}

void command_complete(const struct app_registry *r, const char *before, char *insert, size_t insert_len,
		      char *hint, size_t hint_len)
{
	char buf[APP_MESSAGE_MAX * 2], err[64];
	char *argv[COMMAND_MAX_ARGS];
	struct candidates c = { 0 };

	insert[0] = hint[0] = '\0';
	while (*before == ' ' || *before == ':')
		before++;
	int argc = command_split(before, buf, sizeof buf, argv, COMMAND_MAX_ARGS, err, sizeof err);
	size_t blen = strlen(before);
	bool fresh = blen == 0 || before[blen - 1] == ' ';
	if (argc < 0)
		return;
	const char *word = fresh ? "" : argv[argc - 1];
	int index = fresh ? argc : argc - 1;
	if (index == 0) {
		command_each(r, candidate_command, &(struct candidate_walk){ &c, word });
	} else {
		char name[64];
		snprintf(name, sizeof name, "%s", argv[0]);
		if (name[0] && name[strlen(name) - 1] == '!')
			name[strlen(name) - 1] = '\0';
		candidates_for(r, &c, command_find(r, name), word);
	}
	if (c.count == 0) {
		snprintf(hint, hint_len, "no completion for \"%s\"", word);
		return;
	}
	qsort(c.items, (size_t)c.count, sizeof *c.items, compare_strings);
	size_t common = candidates_common(&c), have = strlen(word);
	complete_escape(c.items[0] + have, common - have, insert, insert_len);
	if (c.count == 1) {
		size_t n = strlen(c.items[0]);
		bool open = n && (c.items[0][n - 1] == '/' || c.items[0][n - 1] == '=');
		if (!open)
			strncat(insert, " ", insert_len - strlen(insert) - 1);
	} else {
		candidates_hint(&c, hint, hint_len);
	}
	for (int i = 0; i < c.count; i++)
		free(c.items[i]);
	free(c.items);
}
