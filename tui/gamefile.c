/* gamefile.c: SGF files through the record module (see gamefile.h). */
#include "config.h"

#include "tui/gamefile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/record.h"
#include "rules/sgf.h"
#include "rules/xalloc.h"

struct gamefile {
	struct sgf_collection *sgf;   /* holds the root alone */
	struct sgf_node *root;
};

struct gamefile *gamefile_new(void)
{
	struct gamefile *f = xcalloc(1, sizeof *f);

	f->sgf = sgf_new(NULL);
	f->root = sgf_add_game(f->sgf);
	return f;
}

void gamefile_free(struct gamefile *f)
{
	if (!f)
		return;
	sgf_free(f->sgf);
	free(f);
}

/* A copy of the root's properties. */
static struct gamefile *gamefile_from_root(const struct sgf_node *root)
{
	struct gamefile *f = gamefile_new();

	for (const struct sgf_prop *p = root->props; p; p = p->next)
		for (int i = 0; i < p->nvalues; i++)
			sgf_prop_add(f->root, p->id, p->values[i]);
	return f;
}

/* RE[B+R] / RE[W+R] (or +Resign): the player who resigned, else EMPTY. */
static enum color gamefile_resigned(const struct sgf_node *root)
{
	const char *re = sgf_value(root, "RE");

	if (!re || (re[0] != 'B' && re[0] != 'W') || re[1] != '+' || (re[2] != 'R' && re[2] != 'r'))
		return EMPTY;
	return re[0] == 'B' ? WHITE : BLACK;
}

struct game *gamefile_load(const char *path, const struct ruleset *defaults, struct gamefile **file,
			   char *err, size_t errlen, char *note, size_t notelen)
{
	struct record *r = record_read_file(path, defaults, 0, err, errlen);

	note[0] = '\0';
	if (!r)
		return NULL;
	struct game *g = record_take_game(r);
	const char *stop = record_stop_reason(r);
	enum color resigned = gamefile_resigned(record_root(r));
	if (stop)
		snprintf(note, notelen, "%s", stop);
	else if (resigned != EMPTY && game_phase(g) == PHASE_PLAY)
		game_resign(g, resigned);
	*file = gamefile_from_root(record_root(r));
	record_free(r);
	return g;
}

const char *gamefile_player(const struct gamefile *f, enum color c, char *buf, size_t len)
{
	const char *raw = sgf_value(f->root, c == BLACK ? "PB" : "PW");
	char *text = raw ? sgf_simpletext(raw) : NULL;

	snprintf(buf, len, "%s", text ? text : "");
	free(text);
	return buf;
}

void gamefile_set_player(struct gamefile *f, enum color c, const char *name)
{
	const char *id = c == BLACK ? "PB" : "PW";

	if (name[0])
		sgf_prop_set_text(f->root, id, name);
	else
		sgf_prop_remove(f->root, id);
}

char *gamefile_sgf(const struct game *g, const struct gamefile *f)
{
	struct record_info info = { .version = PACKAGE_VERSION, .base = f->root };
	struct sgf_collection *c = record_to_sgf(g, &info);
	char *text = sgf_write(c, NULL);

	sgf_free(c);
	return text;
}

int gamefile_save(const char *path, const struct game *g, const struct gamefile *f, char *err,
		  size_t errlen)
{
	struct record_info info = { .version = PACKAGE_VERSION, .base = f->root };

	return record_write_file(g, &info, path, err, errlen);
}
