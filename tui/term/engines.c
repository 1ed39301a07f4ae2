/*
 * engines.c: GTP engines at the board, a service of the app (see engines.h): the seats (an engine
 * started and stopped, its handshake), the game told, its moves, hints, dead stones and handicap,
 * every answer taken at each tick (a view's taken to its route), and what the board shows of them.
 * What a view asks through (engine_view.c, engine_course.c) is in engines_view.c, which uses this
 * file; this file uses nothing of it.
 */
#include "config.h"

#include "tui/term/engines.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/marking.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/xalloc.h"
#include "tui/gtp/engine.h"
#include "tui/shared/clock.h"
#include "tui/shared/document.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/engines_internal.h"
#include "tui/term/mode.h"
#include "tui/term/timer.h"
#include "tui/term/view.h"

static void *engines_create(const struct app_options *opt)
{
	struct engines *es = xcalloc(1, sizeof *es);

	(void)opt;
	es->hint = BOARD_NONE;
	return es;
}

static void slot_stop(struct engines_slot *s)
{
	if (s->proc && engine_alive(s->proc) && engine_pending(s->proc) == 0)
		engine_ask(s->proc, 0.5, "quit");
	engine_stop(s->proc);
	free(s->told);
	memset(s, 0, sizeof *s);
}

/* Say quit to every engine and stop it. */
static void engines_destroy(void *data)
{
	struct engines *es = data;

	if (!es)
		return;
	for (int i = 0; i < 3; i++)
		slot_stop(&es->slot[i]);
	free(es);
}

/* The app took another document: hints, dead stones and questions about the last one are
 * forgotten (an answer still to come is thrown away). */
static void engines_adopted(struct app *a, void *data)
{
	struct engines *es = data;

	(void)a;
	es->hint_node = es->dead_node = es->dead_asked = NULL;
	for (int i = 0; i < 3; i++) {
		es->slot[i].asked_node = NULL;
		es->slot[i].replied = false;
		es->slot[i].placed = false;
	}
}

bool engines_plays(const struct app *a, enum color c)
{
	return (c == BLACK || c == WHITE) && slot_of(a, c)->proc;
}

const char *engines_name(const struct app *a, enum color seat)
{
	struct engines_slot *s = slot_of(a, seat);

	return s->proc ? s->name : NULL;
}

bool engines_moving(const struct app *a) { return engines_of(a)->moving; }

const char *engines_thinking(const struct app *a)
{
	for (enum color c = BLACK; c <= WHITE; c++) {
		struct engines_slot *s = slot_of(a, c);
		if (s->proc && (s->genmove || s->place))
			return s->name;
	}
	return NULL;
}

/* --- seats -------------------------------------------------------------------------------------- */

/* The words for who sits at seat: "White (GNU Go 3.8)". */
static const char *slot_who(const struct app *a, enum color seat, char *buf, size_t len)
{
	snprintf(buf, len, "%s (%s)", seat == ENGINES_HINT ? "The hint engine" : color_name(seat),
		 slot_of(a, seat)->name);
	return buf;
}

/* The engine at seat is off the board for why: said as an error; the seat is the people's again. */
static int slot_fail(struct app *a, enum color seat, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int slot_fail(struct app *a, enum color seat, const char *fmt, ...)
{
	char who[192], why[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	slot_who(a, seat, who, sizeof who);
	slot_stop(slot_of(a, seat));
	engines_of(a)->serial[seat]++;
	if (seat == ENGINES_HINT)
		return app_error(a, "%s is stopped: %s.", who, why) | REACT_ALL;
	return app_error(a, "%s is stopped: %s. The game stays as it was; %s is played at the board now "
			 "(engine %s CMD seats an engine again).", who, why, color_name(seat),
			 color_str(seat)) | REACT_ALL;
}

/* What went wrong, with the exit status of an engine that is gone. */
static const char *slot_trouble(struct engines_slot *s, enum engine_answer r, char *buf, size_t len)
{
	engine_trouble(s->proc, r, engine_asked(s->proc), buf, len);
	int status = r == ENGINE_GONE ? engine_exit_status(s->proc) : -1;
	size_t n = strlen(buf);
	if (status == 127)
		snprintf(buf + n, len - n, " (exit status 127: the command was not found)");
	else if (status >= 0)
		snprintf(buf + n, len - n, " (exit status %d)", status);
	return buf;
}

int engines_attach(struct app *a, enum color seat, const char *command)
{
	struct engines_slot *s = slot_of(a, seat);
	char err[256];

	slot_stop(s);
	engines_of(a)->serial[seat]++;
	s->proc = engine_start(command, true, err, sizeof err);
	if (!s->proc)
		return app_error(a, "engine: %s cannot be started: %s", command, err);
	snprintf(s->name, sizeof s->name, "%s", command);
	engine_send(s->proc, TAG_NAME, "name");
	engine_send(s->proc, TAG_VERSION, "version");
	static const char *const knows[] = { "undo", "reg_genmove", "kgs-rules", "tengen-rules", "kgs-time_settings" };
	for (size_t i = 0; i < sizeof knows / sizeof knows[0]; i++)
		engine_send(s->proc, TAG_KNOWS, "known_command %s", knows[i]);
	s->hello = 2 + (int)(sizeof knows / sizeof knows[0]);
	if (seat == ENGINES_HINT)   /* H: play's key for hint (mode_play.c) */
		return app_message(a, "The hint engine is %s; H asks it for a move.", command) | REACT_ALL;
	return app_message(a, "%s is played by %s.", color_name(seat), command) | REACT_ALL;
}

int engines_detach(struct app *a, enum color seat)
{
	int n = 0;

	for (enum color c = EMPTY; c <= WHITE; c++) {
		if ((seat != EDGE && c != seat) || !slot_of(a, c)->proc)
			continue;
		if (c != ENGINES_HINT && !strcmp(app_setup(a)->names[c], slot_of(a, c)->name))
			app_setup(a)->names[c][0] = '\0';   /* the next games are the people's */
		slot_stop(slot_of(a, c));
		engines_of(a)->serial[c]++;
		n++;
	}
	if (n == 0)
		return app_error(a, "engine off: no engine %s", seat == EDGE ? "is at the board" :
				 seat == ENGINES_HINT ? "gives hints" : seat == BLACK ? "plays Black" : "plays White");
	if (seat == EDGE)
		return app_message(a, "Every engine is stopped: people play both sides.") | REACT_ALL;
	if (seat == ENGINES_HINT)
		return app_message(a, "The hint engine is stopped.") | REACT_ALL;
	return app_message(a, "The engine is stopped: %s is played at the board.", color_name(seat)) | REACT_ALL;
}

int engines_describe(struct app *a)
{
	char line[3][200];

	for (enum color c = EMPTY; c <= WHITE; c++) {
		struct engines_slot *s = slot_of(a, c);
		snprintf(line[c], sizeof line[c], "%s: %s", c == EMPTY ? "hints" : color_str(c),
			 s->proc ? s->name : c == EMPTY ? "none" : "a person");
	}
	return app_message(a, "Engines: %s; %s; %s.", line[BLACK], line[WHITE], line[EMPTY]);
}

/* --- telling it the game (2.) ------------------------------------------------------------------- */

static void told_add(struct engines_slot *s, enum color c, int p)
{
	if (s->ntold == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->told = xreallocarray(s->told, (size_t)s->cap, sizeof *s->told);
	}
	s->told[s->ntold++] = (struct engines_move){ c, p };
}

/* The vertex of p (or pass) on b. */
static const char *vertex(const struct board *b, int p, char *buf)
{
	return p == BOARD_PASS ? "pass" : board_vertex_str(b, p, buf);
}

/* The game's moves as the engine is told them, into out (room for game_moves; NULL: only counted);
 * their number, or -1 at setup made after the first move, which GTP cannot tell. */
static int game_moves_told(const struct game *g, struct engines_move *out)
{
	int n = 0;

	for (int i = 1; i <= game_moves(g); i++) {
		const struct move *m = game_move(g, i);
		if (m->action == ACTION_SETUP)
			return -1;
		if (m->action != ACTION_PLAY && m->action != ACTION_PASS)
			continue;
		if (out)
			out[n] = (struct engines_move){ m->color, m->action == ACTION_PASS ? BOARD_PASS : m->point };
		n++;
	}
	return n;
}

bool engines_can_tell(const struct game *g)
{
	return game_moves_told(g, NULL) >= 0;
}

/* The clock told: time_settings (kgs-time_settings byoyomi where it knows it). */
static void tell_clock(struct engines_slot *s, const struct clock_spec *k)
{
	long main = (long)(k->main_ms / 1000), period = (long)(k->period_ms / 1000);

	switch (k->system) {
	case CLOCK_NONE:
		engine_send(s->proc, TAG_SOFT, "time_settings 0 1 0");
		break;
	case CLOCK_BYOYOMI:
		if (s->knows_kgs_time)
			engine_send(s->proc, TAG_SOFT, "kgs-time_settings byoyomi %ld %ld %d", main, period, k->periods);
		else
			engine_send(s->proc, TAG_SOFT, "time_settings %ld %ld 1", main, period);
		break;
	case CLOCK_CANADIAN:
		engine_send(s->proc, TAG_SOFT, "time_settings %ld %ld %d", main, period, k->stones);
		break;
	default:
		engine_send(s->proc, TAG_SOFT, "time_settings %ld 0 0", main);
	}
}

/* The start position told: the handicap as set_free_handicap, other setup stone by stone. */
static void tell_start(struct engines_slot *s, const struct game *g, const struct board *start)
{
	char list[2048], v[8];
	size_t n = 0;
	int black = 0, white = 0;

	BOARD_FOREACH(start, p) {
		black += start->color[p] == BLACK;
		white += start->color[p] == WHITE;
	}
	if (game_handicap(g) >= 2 && white == 0 && black == game_handicap(g)) {
		BOARD_FOREACH(start, p)
			if (start->color[p] == BLACK && n + 8 < sizeof list)
				n += (size_t)snprintf(list + n, sizeof list - n, " %s", board_vertex_str(start, p, v));
		engine_send(s->proc, TAG_SETUP, "set_free_handicap%s", list);
		return;
	}
	BOARD_FOREACH(start, p)
		if (start->color[p] == BLACK || start->color[p] == WHITE)
			engine_send(s->proc, TAG_SETUP, "play %s %s", color_str(start->color[p]),
				    board_vertex_str(start, p, v));
}

/* Start again from an empty board: size, rules, komi, clock, the start position. */
static void tell_new_game(struct app *a, struct engines_slot *s, const struct game *g, const struct board *start)
{
	const struct ruleset *r = game_rules(g);
	char buf[256];

	engine_send(s->proc, TAG_SETUP, "boardsize %d", start->size);
	engine_send(s->proc, TAG_SETUP, "clear_board");
	if (s->knows_tengen_rules)
		engine_send(s->proc, TAG_SOFT, "tengen-rules %s", ruleset_str(r, buf, sizeof buf));
	else if (s->knows_kgs_rules && engine_kgs_rules(r))
		engine_send(s->proc, TAG_SOFT, "kgs-rules %s", engine_kgs_rules(r));
	engine_send(s->proc, TAG_SETUP, "komi %s", ruleset_komi_str(r->komi2, buf));
	const struct clock_spec *k = &timer_clock(a)->spec;
	if (k->system != CLOCK_NONE)
		tell_clock(s, k);
	tell_start(s, g, start);
	s->told_valid = true;
	s->told_size = start->size;
	s->told_komi2 = r->komi2;
	s->told_rules = *r;
	s->told_clock = *k;
	s->told_start = *start;
	s->ntold = 0;
}

/* Does what the engine was told still start the game (size, rules, komi, clock, start position)? */
static bool told_same_start(struct app *a, const struct engines_slot *s, const struct game *g,
			    const struct board *start)
{
	const struct clock_spec *k = &timer_clock(a)->spec;

	return s->told_valid && s->told_size == start->size && s->told_komi2 == game_rules(g)->komi2 &&
	       ruleset_equal(&s->told_rules, game_rules(g)) && board_equal(&s->told_start, start) &&
	       clock_spec_equal(&s->told_clock, k);
}

int engines_tell_game_of(struct app *a, enum color seat, const struct game *g)
{
	struct engines_slot *s = slot_of(a, seat);
	struct board *start = xmalloc(sizeof *start);
	struct engines_move *moves = xmalloc(((size_t)game_moves(g) + 1) * sizeof *moves);
	char v[8];

	game_board_at(g, 0, start);
	int n = game_moves_told(g, moves), k = 0;
	if (n < 0) {
		free(start), free(moves);
		slot_fail(a, seat, "stones are set up after the first move of this game, which GTP cannot tell "
			  "an engine");
		return -1;
	}
	if (!told_same_start(a, s, g, start))
		tell_new_game(a, s, g, start);
	while (k < s->ntold && k < n && s->told[k].c == moves[k].c && s->told[k].p == moves[k].p)
		k++;
	if (k < s->ntold && !s->knows_undo) {
		tell_new_game(a, s, g, start);
		k = 0;
	}
	for (; s->ntold > k; s->ntold--)
		engine_send(s->proc, TAG_UNDO, "undo");
	for (; k < n; k++) {
		engine_send(s->proc, TAG_SETUP, "play %s %s", color_str(moves[k].c), vertex(game_board(g), moves[k].p, v));
		told_add(s, moves[k].c, moves[k].p);
	}
	free(start);
	free(moves);
	return 0;
}

/* Bring the engine to the game at the current node (2.). */
static int tell_game(struct app *a, enum color seat)
{
	return engines_tell_game_of(a, seat, app_game(a));
}

/* time_left for c, before c's move is asked. */
static void tell_time(struct app *a, struct engines_slot *s, enum color c)
{
	const struct clock *k = timer_clock(a);

	if (k->spec.system == CLOCK_NONE)
		return;
	struct clock_side side = clock_side(k, c);
	int stones = !side.overtime ? 0 : k->spec.system == CLOCK_CANADIAN ? side.stones
		   : k->spec.system == CLOCK_BYOYOMI && s->knows_kgs_time ? side.periods : 1;
	engine_send(s->proc, TAG_SOFT, "time_left %s %lld %d", color_str(c), (long long)(side.left_ms / 1000), stones);
}

/* --- its answers ------------------------------------------------------------------------------------- */

/* The handshake (1.): name, version, what it knows; at the end its name goes to the record. */
static int answer_hello(struct app *a, enum color seat, int tag, enum engine_answer r)
{
	struct engines_slot *s = slot_of(a, seat);
	const char *text = engine_answer_text(s->proc), *asked = engine_asked(s->proc);
	char why[512];

	s->hello--;
	if (tag == TAG_NAME && r != ENGINE_OK)
		return slot_fail(a, seat, "it is no GTP engine, or did not start: %s", slot_trouble(s, r, why, sizeof why));
	if (tag == TAG_NAME)
		snprintf(s->name, sizeof s->name, "%.60s", text[0] ? text : "an engine");
	else if (tag == TAG_VERSION && r == ENGINE_OK && text[0])
		snprintf(s->name + strlen(s->name), sizeof s->name - strlen(s->name), " %.60s", text);
	else if (tag == TAG_KNOWS && r == ENGINE_OK && !strcmp(text, "true")) {
		const char *what = asked + strlen("known_command ");
		s->knows_undo |= !strcmp(what, "undo");
		s->knows_reg |= !strcmp(what, "reg_genmove");
		s->knows_kgs_rules |= !strcmp(what, "kgs-rules");
		s->knows_tengen_rules |= !strcmp(what, "tengen-rules");
		s->knows_kgs_time |= !strcmp(what, "kgs-time_settings");
	} else if (r == ENGINE_GONE || r == ENGINE_GARBAGE) {
		return slot_fail(a, seat, "%s", slot_trouble(s, r, why, sizeof why));
	}
	if (s->hello > 0 || seat == ENGINES_HINT)
		return REACT_NONE;
	document_set_player(app_document(a), seat, s->name);
	snprintf(app_setup(a)->names[seat], APP_NAME_MAX, "%s", s->name);   /* and in the next games */
	app_edited(a);
	return REACT_PANEL;
}

/* Play the engine's move through the command table, as a person's is played. */
static int play_as_engine(struct app *a, const char *name, const char *word)
{
	struct engines *es = engines_of(a);
	const struct command *c = command_find(app_registry(a), name);
	char arg[16];
	char *argv[1] = { arg };

	snprintf(arg, sizeof arg, "%s", word);
	es->moving = true;
	int react = c->exec(a, word ? 1 : 0, argv, !strcmp(name, "resign"));
	es->moving = false;
	return react;
}

/* Play the engine's reply (3.) once the board waits for a move (a question or the help may be
 * open when it comes); a reply to a position that is gone is thrown away. */
static int reply_apply(struct app *a, enum color seat)
{
	struct engines_slot *s = slot_of(a, seat);
	const struct game *g = app_game(a);
	char why[1024], v[8];
	int p = BOARD_NONE;

	if (!s->replied)
		return REACT_NONE;
	if (s->asked_node != document_node(app_document_const(a)) || s->asked_moves != game_moves(g) ||
	    game_phase(g) != PHASE_PLAY) {
		s->replied = false;
		return REACT_NONE;
	}
	if (!app_waiting(a))
		return REACT_NONE;
	s->replied = false;
	switch (engine_move_judge(g, seat, s->reply, &p, why, sizeof why)) {
	case ENGINE_MOVE_BAD:
		return slot_fail(a, seat, "%s", why);
	case ENGINE_MOVE_RESIGN:
		return play_as_engine(a, "resign", NULL);
	case ENGINE_MOVE_PASS:
		return play_as_engine(a, "pass", NULL);
	default:
		return play_as_engine(a, "play", board_vertex_str(game_board(g), p, v));
	}
}

/* Its move (3.): what it says it played is on its board, whatever becomes of it here. */
static int answer_genmove(struct app *a, enum color seat, enum engine_answer r)
{
	struct engines_slot *s = slot_of(a, seat);
	char why[1024], word[64];

	s->genmove = false;
	if (r != ENGINE_OK)
		return slot_fail(a, seat, "%s", slot_trouble(s, r, why, sizeof why));
	engine_first_word(engine_answer_text(s->proc), word, sizeof word);
	int p = board_vertex_parse(game_board(app_game(a)), word);
	if (p != BOARD_NONE)
		told_add(s, seat, p);
	snprintf(s->reply, sizeof s->reply, "%s", engine_answer_text(s->proc));
	s->replied = true;
	return reply_apply(a, seat);
}

/* A hint (engines_hint): marked at its point, and the cursor goes there. */
static int answer_hint(struct app *a, enum color seat, enum engine_answer r)
{
	struct engines *es = engines_of(a);
	struct engines_slot *s = &es->slot[seat];
	const struct game *g = app_game(a);
	enum color c = game_to_move(g);
	char why[1024], v[8], who[192];
	int p = BOARD_NONE;

	s->hint = false;
	if (r != ENGINE_OK)
		return app_error(a, "hint: %s %s", slot_who(a, seat, who, sizeof who), slot_trouble(s, r, why, sizeof why));
	enum engine_move m = engine_move_judge(g, c, engine_answer_text(s->proc), &p, why, sizeof why);
	if (!s->knows_reg && (m == ENGINE_MOVE_PLAY || m == ENGINE_MOVE_PASS))
		told_add(s, c, p);   /* genmove played it there: taken back before the next question */
	slot_who(a, seat, who, sizeof who);
	if (m == ENGINE_MOVE_BAD)
		return app_error(a, "hint: %s suggests what the rules refuse: %s", who, why);
	if (m != ENGINE_MOVE_PLAY)
		return app_message(a, "%s would %s here, for %s.", who, m == ENGINE_MOVE_PASS ? "pass" : "resign",
				   color_name(c));
	es->hint = p;
	es->hint_node = document_node(app_document_const(a));
	app_set_cursor(a, p);
	return app_message(a, "%s suggests %s for %s: marked, and the cursor is there (Enter plays it).", who,
			   board_vertex_str(game_board(g), p, v), color_name(c)) | REACT_ALL;
}

/* Its dead stones at the end (4.). */
static int answer_dead(struct app *a, enum color seat, enum engine_answer r)
{
	struct engines *es = engines_of(a);
	struct engines_slot *s = &es->slot[seat];
	const struct board *b = game_board(app_game(a));
	char why[1024], word[16], who[192];
	int stones = 0;

	s->dead = false;
	if (r != ENGINE_OK)
		return app_error(a, "%s gives no dead stones: %s", slot_who(a, seat, who, sizeof who),
				 slot_trouble(s, r, why, sizeof why));
	if (es->dead_asked != document_node(app_document_const(a)))
		return REACT_NONE;
	memset(es->dead, 0, sizeof es->dead);
	for (const char *t = engine_answer_text(s->proc); *(t += strspn(t, " \n")); t += strcspn(t, " \n")) {
		snprintf(word, sizeof word, "%.*s", (int)strcspn(t, " \n"), t);
		int p = board_vertex_parse(b, word);
		if (p == BOARD_NONE || p == BOARD_PASS || b->color[p] == EMPTY)
			return app_error(a, "%s marks dead what is no stone: '%s'", slot_who(a, seat, who, sizeof who),
					 word);
		stones += !es->dead[p];
		es->dead[p] = true;
	}
	es->dead_node = es->dead_asked;
	snprintf(es->dead_name, sizeof es->dead_name, "%s", s->name);
	uint32_t label[BOARD_MAX_POINTS] = { 0 };
	engines_marks(a, label);
	int differ = 0;
	BOARD_FOREACH(b, p)
		differ += label[p] != 0;
	if (differ == 0)
		return app_message(a, "%s marks the same %d stone%s dead as the marking.", s->name, stones,
				   stones == 1 ? "" : "s") | REACT_ALL;
	return app_message(a, "%s marks %d stone%s dead; it and the marking disagree on the %d stone%s marked %s.",
			   s->name, stones, stones == 1 ? "" : "s", differ, differ == 1 ? "" : "s",
			   app_look_const(a)->ascii ? "!" : "≠") | REACT_ALL;
}

/* Its free handicap: kept for the handicap mode, which places it (engines_handicap). */
static int answer_place(struct app *a, enum color seat, enum engine_answer r)
{
	struct engines_slot *s = slot_of(a, seat);
	char why[1024];

	s->place = false;
	if (r != ENGINE_OK)
		return slot_fail(a, seat, "%s", slot_trouble(s, r, why, sizeof why));
	snprintf(s->placed_text, sizeof s->placed_text, "%s", engine_answer_text(s->proc));
	s->placed = true;
	s->told_valid = false;   /* it placed them on its board: start it again with the game's */
	return REACT_NONE;
}

/* Its commands (list_commands), one a line: those its view may be asked by (engine_view.c). */
static int answer_list(struct app *a, enum color seat, enum engine_answer r)
{
	struct engines_slot *s = slot_of(a, seat);
	static const struct { const char *name; unsigned can; } known[] = {
		{ "kata-analyze", ENGINES_CAN_KATA }, { "lz-analyze", ENGINES_CAN_LZ },
		{ "estimate_score", ENGINES_CAN_ESTIMATE }, { "top_moves_black", ENGINES_CAN_TOP_BLACK },
		{ "top_moves_white", ENGINES_CAN_TOP_WHITE },
	};
	char word[64];

	s->listing = false;
	s->listed = true;
	s->can = 0;
	if (r != ENGINE_OK)   /* GTP asks every engine for list_commands: one that refuses it lists nothing */
		return r == ENGINE_FAILED ? REACT_NONE : slot_fail(a, seat, "it answered list_commands with garbage");
	for (const char *t = engine_answer_text(s->proc); *t; t += strcspn(t, "\n"), t += *t == '\n') {
		snprintf(word, sizeof word, "%.*s", (int)strcspn(t, "\n"), t);
		for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
			if (!strcmp(word, known[i].name))
				s->can |= known[i].can;
	}
	return REACT_PANEL;
}

/* The route of view question q, or -1. */
static int view_route(const struct engines *e, int q)
{
	for (int i = 0; i < ENGINES_ROUTES; i++)
		if (e->route[i].fn && e->route[i].question == q)
			return i;
	return -1;
}

void engines_view_route_add(struct app *a, int q, engines_view_fn fn)
{
	struct engines *e = engines_of(a);
	int i = view_route(e, q);

	if (i < 0) {
		i = 0;
		for (int j = ENGINES_ROUTES - 1; j >= 0; j--)
			if (e->route[j].owed == 0)
				i = j;
		memmove(e->route + i, e->route + i + 1, (size_t)(ENGINES_ROUTES - 1 - i) * sizeof e->route[0]);
		i = ENGINES_ROUTES - 1;
		e->route[i].question = q;
		e->route[i].fn = fn;
		e->route[i].owed = 0;
	}
	e->route[i].owed++;
}

static int answer(struct app *a, enum color seat, int tag, enum engine_answer r)
{
	struct engines_slot *s = slot_of(a, seat);
	char why[1024];

	if (tag >= TAG_VIEW) {   /* its view: a refusal is said there; garbage or its end stops it */
		struct engines *e = engines_of(a);
		int i = view_route(e, tag - TAG_VIEW);
		engines_view_fn to = i >= 0 ? e->route[i].fn : NULL;
		if (i >= 0 && r != ENGINE_LINE && e->route[i].owed > 0)
			e->route[i].owed--;
		int react = to ? to(a, tag - TAG_VIEW, r, engine_answer_text(s->proc), engine_asked(s->proc)) : REACT_NONE;
		if (r == ENGINE_GONE || r == ENGINE_GARBAGE)
			react |= slot_fail(a, seat, "%s", slot_trouble(s, r, why, sizeof why));
		return react;
	}
	switch (tag) {
	case TAG_NAME:
	case TAG_VERSION:
	case TAG_KNOWS:
		return answer_hello(a, seat, tag, r);
	case TAG_GENMOVE:
		return answer_genmove(a, seat, r);
	case TAG_HINT:
		return answer_hint(a, seat, r);
	case TAG_DEAD:
		return answer_dead(a, seat, r);
	case TAG_PLACE:
		return answer_place(a, seat, r);
	case TAG_LIST:
		return answer_list(a, seat, r);
	case TAG_UNDO:
		if (r == ENGINE_FAILED) {   /* start it again, and ask again what was asked after the undo */
			s->told_valid = false;
			s->asked_node = NULL;
			return REACT_NONE;
		}
		break;
	case TAG_SOFT:
		if (r == ENGINE_FAILED)
			return REACT_NONE;
		break;
	default:
		break;
	}
	if (r == ENGINE_OK)
		return REACT_NONE;
	if (r == ENGINE_FAILED && !strncmp(engine_asked(s->proc), "play ", 5))
		return slot_fail(a, seat, "it refused %s, a move the game's rules allow ('%.200s'): it cannot follow "
				 "this game", engine_asked(s->proc), engine_answer_text(s->proc));
	return slot_fail(a, seat, "%s", slot_trouble(s, r, why, sizeof why));
}

/* --- questions ------------------------------------------------------------------------------------ */

/* Is it c's engine's turn to move, now that the board waits for one? */
static bool slot_due(const struct app *a, enum color c)
{
	struct engines_slot *s = slot_of(a, c);
	const struct game *g = app_game(a);

	return s->proc && s->hello == 0 && !s->genmove && !s->replied && app_waiting(a) && !timer_paused(a) &&
	       game_phase(g) == PHASE_PLAY && game_to_move(g) == c;
}

static void ask_move(struct app *a, enum color c)
{
	struct engines_slot *s = slot_of(a, c);

	if (tell_game(a, c) != 0)
		return;
	tell_time(a, s, c);
	engine_send(s->proc, TAG_GENMOVE, "genmove %s", color_str(c));
	s->genmove = true;
	s->asked_node = document_node(app_document_const(a));
	s->asked_moves = game_moves(app_game(a));
}

int engines_slot_adviser(struct app *a, enum color to_move)
{
	enum color order[3] = { ENGINES_HINT, color_other(to_move), to_move };

	for (int i = 0; i < 3; i++)
		if (slot_of(a, order[i])->proc && slot_of(a, order[i])->hello == 0)
			return order[i];
	return -1;
}

/* The count after two passes is open: ask an engine for its dead stones once for this node. */
static void ask_dead(struct app *a, bool again)
{
	struct engines *es = engines_of(a);
	const struct game *g = app_game(a);
	int seat = engines_slot_adviser(a, BLACK);

	if (seat < 0 || !app_has_flag(a, MODE_COUNT) || game_end_reason(g) != END_PASSES)
		return;
	if (!again && es->dead_asked == document_node(app_document_const(a)))
		return;
	if (slot_of(a, (enum color)seat)->dead || tell_game(a, (enum color)seat) != 0)
		return;
	es->dead_asked = document_node(app_document_const(a));
	engine_send(slot_of(a, (enum color)seat)->proc, TAG_DEAD, "final_status_list dead");
	slot_of(a, (enum color)seat)->dead = true;
}

int engines_ask_dead(struct app *a)
{
	if (engines_slot_adviser(a, BLACK) < 0)
		return app_error(a, "engine dead: no engine is at the board (engine black|white CMD, --hint CMD)");
	if (!app_has_flag(a, MODE_COUNT) || game_end_reason(app_game(a)) != END_PASSES)
		return app_error(a, "engine dead: only in the count after two passes");
	ask_dead(a, true);
	return app_message(a, "Asking the engine for its dead stones...");
}

bool engines_handicap(struct app *a, int n, char *line, size_t len)
{
	struct engines_slot *s = slot_of(a, BLACK);

	if (!s->proc || s->hello > 0 || n == 0)
		return false;
	if (s->placed) {
		s->placed = false;
		snprintf(line, len, "put %s", s->placed_text);
		for (char *nl = line; (nl = strchr(nl, '\n')); )
			*nl = ' ';
		return true;
	}
	if (s->place)
		return false;
	s->told_valid = false;
	engine_send(s->proc, TAG_SETUP, "boardsize %d", game_board(app_game(a))->size);
	engine_send(s->proc, TAG_SETUP, "clear_board");
	engine_send(s->proc, TAG_PLACE, "place_free_handicap %d", n);
	s->place = true;
	return false;
}

int engines_run(struct app *a, const char *line)
{
	struct engines *es = engines_of(a);

	es->moving = true;
	int react = app_run(a, line);
	es->moving = false;
	return react;
}

int engines_handicap_failed(struct app *a)
{
	return slot_fail(a, BLACK, "it placed '%.200s' as its handicap", slot_of(a, BLACK)->placed_text);
}

int engines_hint(struct app *a)
{
	const struct game *g = app_game(a);
	enum color c = game_to_move(g);
	int seat = engines_slot_adviser(a, c);
	char who[192];

	if (game_phase(g) != PHASE_PLAY)
		return app_error(a, "hint: the game is over");
	if (engines_plays(a, c))
		return app_error(a, "hint: %s is played by %s: it is its move", color_name(c), slot_of(a, c)->name);
	if (seat < 0)
		return app_error(a, "hint: no engine to ask (--hint CMD, or engine hint|black|white CMD)");
	struct engines_slot *s = slot_of(a, (enum color)seat);
	if (s->hint)
		return app_message(a, "hint: %s is thinking about it already.", s->name);
	if (tell_game(a, (enum color)seat) != 0)
		return REACT_ALL;
	engine_send(s->proc, TAG_HINT, "%s %s", s->knows_reg ? "reg_genmove" : "genmove", color_str(c));
	s->hint = true;
	slot_who(a, (enum color)seat, who, sizeof who);
	if (seat == ENGINES_HINT)
		who[0] = 't';   /* "the hint engine", within the sentence */
	return app_message(a, "Asking %s for a move for %s...", who, color_name(c)) | REACT_PANEL;
}

int engines_hint_point(const struct app *a)
{
	const struct engines *es = engines_of(a);

	return es->hint_node == document_node(app_document_const(a)) ? es->hint : BOARD_NONE;
}

void engines_marks(struct app *a, uint32_t *label)
{
	struct engines *es = engines_of(a);
	const struct board *b = game_board(app_game(a));

	if (es->dead_node != document_node(app_document_const(a)))
		return;
	const struct score_marking *m = marking_get(app_marking(a));
	BOARD_FOREACH(b, p) {
		if (b->color[p] == EMPTY)
			continue;
		bool ours = score_marking_get(m, p) == SCORE_DEAD;
		if (ours != es->dead[p])
			label[p] = app_look_const(a)->ascii ? '!' : 0x2260;   /* ≠ */
	}
}

/* --- the tick ------------------------------------------------------------------------------------- */

/* Take every answer of seat that has come (waiting up to wait_ms for the first). */
static int slot_take(struct app *a, enum color seat, int wait_ms)
{
	int react = REACT_NONE, tag;

	while (slot_of(a, seat)->proc && engine_pending(slot_of(a, seat)->proc) > 0) {
		enum engine_answer r = engine_poll(slot_of(a, seat)->proc, wait_ms, &tag);
		if (r == ENGINE_PENDING)
			break;
		react |= answer(a, seat, tag, r);
		wait_ms = 0;
	}
	return react;
}

/* Take the answers that came (waiting up to wait_ms for one when something is awaited), then ask for
 * a move or the dead stones where one is due. */
static int engines_tick(struct app *a, void *data, int wait_ms)
{
	int react = REACT_NONE;

	(void)data;
	for (enum color seat = EMPTY; seat <= WHITE; seat++) {
		struct engines_slot *s = slot_of(a, seat);
		react |= slot_take(a, seat, s->proc && engine_pending(s->proc) ? wait_ms : 0);
		if (s->proc && engine_pending(s->proc))
			wait_ms = 0;
	}
	for (enum color c = BLACK; c <= WHITE; c++)
		react |= reply_apply(a, c);
	for (enum color c = BLACK; c <= WHITE; c++)
		if (slot_due(a, c)) {
			ask_move(a, c);
			react |= REACT_PANEL;
		}
	ask_dead(a, false);
	return react;
}

int engines_give_up(struct app *a, int seconds)
{
	int react = REACT_NONE;

	for (enum color seat = EMPTY; seat <= WHITE; seat++) {
		struct engines_slot *s = slot_of(a, seat);
		if (s->proc && engine_pending(s->proc) > 0)
			react |= slot_fail(a, seat, "it gave no answer in %d seconds", seconds);
	}
	return react;
}

/* Something is awaited from an engine, or about to be asked (--script waits for it). */
static bool engines_busy(const struct app *a, const void *data)
{
	(void)data;
	for (enum color seat = EMPTY; seat <= WHITE; seat++) {
		struct engines_slot *s = slot_of(a, seat);
		if (s->proc && engine_pending(s->proc) > 0)
			return true;
		if ((seat == BLACK || seat == WHITE) && (slot_due(a, seat) || (s->replied && app_waiting(a))))
			return true;
	}
	return false;
}

/* What the board shows of the engines: the one thinking, and the hint given here (a circle, over no
 * mark of the node). */
static void engines_view(const struct app *a, const void *data, struct view *v)
{
	int hint = engines_hint_point(a);

	(void)data;
	v->panel.thinking = engines_thinking(a);
	if (hint != BOARD_NONE && !v->marks.markup) {
		memset(v->markup, 0, sizeof v->markup);
		v->markup[hint] = VIEW_MARK_CR;
		v->marks.markup = v->markup;
	}
}

const struct app_service engines_service = {
	.name = "engines",
	.create = engines_create,
	.destroy = engines_destroy,
	.adopted = engines_adopted,
	.tick = engines_tick,
	.busy = engines_busy,
	.view = engines_view,
};
