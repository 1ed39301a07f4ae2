/* gtp_file.c: the GTP commands of records: loadsgf and printsgf. */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>

#include "board/board.h"
#include "rules/game.h"
#include "rules/marking.h"
#include "rules/record.h"
#include "rules/sgf.h"
#include "tui/gtp/gtp.h"
#include "tui/gtp/gtp_command.h"
#include "tui/shared/cli.h"

/* A new game, not the one loadsgf read: its record no longer describes it. */
void gtp_forget_record(struct gtp *e)
{
	record_free(e->loaded);
	e->loaded = NULL;
}

/* The number of the first move of r's main line at VERTEX (as GNU Go reads `loadsgf FILE VERTEX`);
 * 0 when no move is played there (the whole line loads); -1 when VERTEX is not a point of its board. */
static int first_move_at(const struct record *r, const char *vertex)
{
	const struct game *g = record_game(r);
	int p = board_vertex_parse(game_board(g), vertex);

	if (p == BOARD_NONE || p == BOARD_PASS)
		return -1;
	for (int n = 1; n <= game_moves(g); n++) {
		const struct move *m = game_move(g, n);
		if (m->action == ACTION_PLAY && m->point == p)
			return n;
	}
	return 0;
}

/*
 * The main line of a file, up to the position before move N when N is given, replaces the game.
 * In place of N a vertex (GNU Go's form, which its regression files use): the position before the
 * first move there, the whole line when none is.  The file's RU and KM win; without them the
 * engine's rules stay, and without KM an explicit komi stays too (as `tengen-rules` keeps it).
 */
static int gtp_loadsgf(struct gtp *e, int argc, char **argv, FILE *reply)
{
	int before = 0, komi2 = game_rules(e->game)->komi2;
	char q[GTP_QUOTE_LEN];

	if (gtp_need(argc, 1, reply))
		return -1;
	bool vertex = argc > 1 && isalpha((unsigned char)argv[1][0]);
	if (argc > 1 && !vertex && gtp_int(argv[1], &before, reply))
		return -1;
	/* The record's warnings, an illegal move that stopped loading among them, go to stderr. */
	struct record *r = cli_read_record("gtp", argv[0], game_rules(e->game), before, true);
	if (!r)
		return gtp_fail(reply, "cannot load file");
	if (vertex) {
		before = first_move_at(r, argv[1]);
		if (before < 0) {
			record_free(r);
			return gtp_fail(reply, "invalid move number or vertex: '%s'", gtp_quote(argv[1], q));
		}
		char err[512];
		if (before > 0 && record_select(r, record_root(r), before, err, sizeof err) != 0) {
			/* the same line again, up to that move, from the tree already read */
			cli_say("gtp", "%s", err);
			record_free(r);
			return gtp_fail(reply, "cannot load file");
		}
	}
	game_free(e->game);
	e->game = record_take_game(r);
	gtp_forget_record(e);
	e->loaded = r;
	if (record_komi_given(r))
		e->komi_set = true;
	else if (e->komi_set)
		game_set_komi(e->game, komi2);
	gtp_board_changed(e);   /* then the record's own marking, where it has one */
	int dead[BOARD_MAX_POINTS], n = record_marking_read(record_reached(r), game_board(e->game), dead);
	if (n >= 0)
		marking_accept(gtp_session(e), dead, n);
	return 0;
}

const struct gtp_command gtp_loadsgf_entry = {
	.name = "loadsgf", .usage = "FILE [MOVE_NUMBER|VERTEX]", .exec = gtp_loadsgf,   /* changes it itself */
};

/*
 * RE for printsgf: the count when play has ended with two passes or final_score has answered since
 * the last change to the board; else NULL, and record_to_sgf writes W+R or Void where they apply.
 */
static const char *gtp_sgf_result(struct gtp *e, char *buf, size_t len)
{
	enum end_reason end = game_end_reason(e->game);
	struct score s;

	if (end != END_PASSES && !(end == END_NONE && e->scored))
		return NULL;
	gtp_score(e, &s);
	return gtp_result_str(&s, buf, len);
}

/*
 * Without a file name the record is the answer; GTP forbids empty lines inside an answer, so a
 * comment's empty lines are lost there (not in a file).  With one, the file is written atomically.
 */
static int gtp_printsgf(struct gtp *e, int argc, char **argv, FILE *reply)
{
	char result[32], err[1024];
	struct record_info info = { .version = PACKAGE_VERSION };

	info.base = e->loaded ? record_root(e->loaded) : NULL;
	info.result = gtp_sgf_result(e, result, sizeof result);
	if (argc > 0) {
		if (record_write_file(e->game, &info, argv[0], err, sizeof err) == 0)
			return 0;
		cli_say("gtp", "%s", err);
		return gtp_fail(reply, "cannot write file");
	}
	struct sgf_collection *c = record_to_sgf(e->game, &info);
	char *text = sgf_write(c, NULL);
	fputs(text, reply);
	free(text);
	sgf_free(c);
	return 0;
}

const struct gtp_command gtp_printsgf_entry = {
	.name = "printsgf", .usage = "[FILE]", .exec = gtp_printsgf,
};
