/*
 * engines_internal.h: the engines' state, shared by their two files: engines.c (the seats, the game
 * told, the questions of the board, every answer taken and routed) and engines_view.c (what a view
 * asks through: the seat to ask, what an engine lists, a view's questions sent).  engines_view.c
 * uses engines.c and not the other way round.  Nothing else includes it: everyone else reaches the
 * engines through engines.h.
 */
#ifndef TENGEN_ENGINES_INTERNAL_H
#define TENGEN_ENGINES_INTERNAL_H

#include <stdbool.h>

#include "board/board.h"
#include "rules/ruleset.h"
#include "tui/gtp/engine.h"
#include "tui/shared/clock.h"
#include "tui/term/app.h"
#include "tui/term/engines.h"

struct game;
struct sgf_node;

#define ENGINES_ANSWER_MAX 1024

/* What an answer is to (the tag it was sent with). */
enum engines_tag {
	TAG_NAME,          /* the handshake (1.) */
	TAG_VERSION,
	TAG_KNOWS,         /* known_command: the name is in the command */
	TAG_SETUP,         /* the game told (2.): a refusal means it cannot follow the game */
	TAG_SOFT,          /* the rules, the clock: a refusal is no matter */
	TAG_UNDO,          /* a refusal: start again (2.) */
	TAG_GENMOVE,       /* its move (3.) */
	TAG_HINT,
	TAG_DEAD,          /* its dead stones (4.) */
	TAG_PLACE,         /* its free handicap */
	TAG_LIST,          /* list_commands, for its view of a position (engine_view.c) */
	TAG_VIEW,          /* a question of its view: TAG_VIEW + the question's number */
};

/* A move as an engine was told it. */
struct engines_move {
	enum color c;
	int p;             /* a point, or BOARD_PASS */
};

struct engines_slot {
	struct engine *proc;            /* NULL: the seat is empty */
	char name[128];                 /* its name and version, or its command until it told them */
	int hello;                      /* handshake answers still awaited */
	bool knows_undo, knows_reg, knows_kgs_rules, knows_tengen_rules, knows_kgs_time;
	bool told_valid;                /* what it was told (2.) is below */
	int told_size, told_komi2;
	struct ruleset told_rules;
	struct clock_spec told_clock;
	struct board told_start;
	struct engines_move *told;
	int ntold, cap;
	bool genmove, hint, dead, place;  /* questions awaited */
	bool placed;                    /* its free handicap came, for the handicap mode to place */
	bool listing, listed;           /* list_commands asked, and answered */
	unsigned can;                   /* ENGINES_CAN_*, once listed */
	char placed_text[ENGINES_ANSWER_MAX];
	bool replied;                   /* its move came, and waits for the board to wait for it */
	char reply[256];
	const struct sgf_node *asked_node;  /* where its move was asked */
	int asked_moves;
	int streaming;                  /* the view question whose stream was sent last, or 0 */
};

#define ENGINES_ROUTES 8   /* the views' questions whose answers may still come, by number */

struct engines {
	struct engines_slot slot[3];    /* by seat: ENGINES_HINT, BLACK, WHITE */
	unsigned serial[3];             /* by seat: changes whenever its engine starts or stops */
	struct { int question; engines_view_fn fn; int owed; } route[ENGINES_ROUTES];   /* where views'
						   answers go, and how many are owed */
	int questions;                  /* views' questions numbered so far (from 1) */
	bool moving;                    /* an engine's move is being played */
	int hint;                       /* the hint's point, or BOARD_NONE */
	const struct sgf_node *hint_node;   /* where it was given */
	bool dead[BOARD_MAX_POINTS];    /* an engine's dead stones */
	const struct sgf_node *dead_node;   /* where they were given, or NULL */
	const struct sgf_node *dead_asked;  /* where they were asked */
	char dead_name[128];
};

static inline struct engines *engines_of(const struct app *a) { return app_service(a, &engines_service); }

static inline struct engines_slot *slot_of(const struct app *a, enum color seat)
{
	return &engines_of(a)->slot[seat];
}

/* --- engines.c, for engines_view.c (which engines.c does not use) ------------------------------- */

/* Bring the engine of seat to game g as it stands (2.): the game at the board, or a view's position
 * of its line.  0, or -1 when it cannot be (said, and the engine is stopped). */
int engines_tell_game_of(struct app *a, enum color seat, const struct game *g);
/* The engine to ask about the end or a hint: the hint engine, else the one at the other side of the
 * player to move, else the other; ENGINES_HINT when it is the hint engine, -1 when there is none. */
int engines_slot_adviser(struct app *a, enum color to_move);
/* A route for view question q to fn, one answer more owed: its own, else one no answer is owed to
 * (the oldest such), else the oldest (its answers then go nowhere). */
void engines_view_route_add(struct app *a, int q, engines_view_fn fn);

#endif
