/*
 * marking_count.c: the count of a marking session's board (marking_count.h).
 */
#include "config.h"

#include "rules/marking_count.h"

#include <stdio.h>

#include "rules/benson.h"

/* 2.: the columns and the game's own rules, with marking mk under options o. */
static void marking_count_columns(const struct marking_count_ask *ask, const struct score_marking *mk,
				  const struct count_options *o, struct marking_count *out)
{
	const struct game *g = ask->game;
	int own;

	out->marking = *mk;
	count_columns(g, mk, o, ask->columns, &out->count);
	own = count_find(&out->count, game_rules(g));
	if (own >= 0)
		out->game = out->count.cmp.scores[own];
	else
		count_game(g, mk, o, game_rules(g), &out->game, NULL);
}

void marking_count_make(const struct marking_count_ask *ask, struct marking_count *out)
{
	struct marking *m = ask->session;

	marking_sync(m, game_board(ask->game));
	out->provisional = out->proven_only = false;
	out->analysis = *marking_analysis(m);
	marking_count_columns(ask, marking_get(m), &ask->options, out);
	out->nwarnings = marking_warnings(m, out->warnings, MARKING_COUNT_WARNINGS);
}

void marking_count_run(void *out, const void *arg)
{
	marking_count_make(arg, out);
}

void marking_count_provisional(const struct marking_count_ask *ask, struct marking_count *out)
{
	struct marking *m = ask->session;
	struct count_options o = ask->options;
	struct score_marking proven;

	marking_sync(m, game_board(ask->game));
	o.playout = COUNT_PLAYOUT_NEVER;
	out->provisional = true;
	out->proven_only = !marking_ready(m);
	if (out->proven_only)
		benson_marking(game_board(ask->game), &proven);
	marking_count_columns(ask, out->proven_only ? &proven : marking_get(m), &o, out);
	out->nwarnings = 0;
}

void marking_count_take(struct marking *m, const struct game *g, const struct marking_count *c)
{
	if (!c->provisional)
		marking_install(m, game_board(g), &c->analysis);
}

const char *marking_count_comment(const struct marking_count *c, const struct score_columns *cols, char *buf,
				  size_t len)
{
	size_t n = (size_t)snprintf(buf, len, "The count, as accepted in tengen:");
	char r[32], bt[16], wt[16];

	for (int i = 0; i < cols->n && n < len; i++) {
		const struct score *s = &c->count.cmp.scores[i];
		n += (size_t)snprintf(buf + n, len - n, "\n%s: %s (Black %s, White %s)", cols->names[i],
				      score_result_str(s, r, sizeof r), ruleset_komi_str(s->side[BLACK].total2, bt),
				      ruleset_komi_str(s->side[WHITE].total2, wt));
	}
	return buf;
}
