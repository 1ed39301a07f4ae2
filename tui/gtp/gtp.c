/*
 * gtp.c: `tengen gtp`, a GTP version 2 engine over struct game, with one table of commands.
 *
 * How a line becomes an answer:
 *   1. gtp_preprocess cleans it (tabs, control characters, comments); a blank line gets no answer.
 *   2. gtp_split cuts it into words; a leading number is the id, echoed as "=5" or "?5".
 *   3. The command's exec writes its result, or its failure message, to a memory stream and returns
 *      0 or -1; gtp_answer sends "=id result" or "?id message" and the empty line that ends it.
 * Syntax messages follow Gomill's engine ("invalid colour: 'X'"), the standard failures the
 * standard's own words ("illegal move", "cannot undo", "board not empty").
 *
 * The marking behind final_score, final_status_list, tengen-score-all and printsgf's RE (DESIGN.md
 * 5.2) is one marking session (rules/marking.h) for the game: the analysis' own unless tengen-dead
 * or tengen-seki set one since the last change to the board, or, after loadsgf, the record's own
 * where it marks the position loaded (TB/TW: rules/record.h says when), until such a change.  An explicit marking starts as a copy
 * of the analysis' and each of the two commands then replaces one status: tengen-dead the set of
 * dead chains, tengen-seki the set of chains in seki (marking_set_exactly).  A command whose table
 * entry says .changes_board drops it when it succeeds, even when the colouring stays the same (a
 * pass, an undone pass).  The session keeps the analysis of the last few positions, so the commands
 * that count one position read it once.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/board.h"
#include "rules/count.h"
#include "rules/finish.h"
#include "rules/game.h"
#include "rules/life.h"
#include "rules/marking.h"
#include "rules/record.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "rules/sgf.h"
#include "rules/text.h"
#include "rules/xalloc.h"
#include "tui/gtp/gtp.h"
#include "tui/gtp/gtp_command.h"
#include "tui/shared/cli.h"

#define GTP_DEFAULT_RULES "tromp-taylor"
#define GTP_DEFAULT_SIZE 19
#define GTP_DEFAULT_SEED 1

/* --- administrative commands ----------------------------------------------------------------- */

/* These three read the command table, so they follow it. */
static int gtp_known_command(struct gtp *e, int argc, char **argv, FILE *reply);
static int gtp_list_commands(struct gtp *e, int argc, char **argv, FILE *reply);
static int gtp_help(struct gtp *e, int argc, char **argv, FILE *reply);

static int gtp_protocol_version(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	fputs("2", reply);
	return 0;
}

const struct gtp_command gtp_protocol_version_entry = {
	.name = "protocol_version", .usage = "", .exec = gtp_protocol_version,
};

static int gtp_name(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	fputs(PACKAGE_NAME, reply);
	return 0;
}

const struct gtp_command gtp_name_entry = {
	.name = "name", .usage = "", .exec = gtp_name,
};

static int gtp_version(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	fputs(PACKAGE_VERSION, reply);
	return 0;
}

const struct gtp_command gtp_version_entry = {
	.name = "version", .usage = "", .exec = gtp_version,
};

static int gtp_quit(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)argc, (void)argv, (void)reply;
	e->quit = true;
	return 0;
}

const struct gtp_command gtp_quit_entry = {
	.name = "quit", .usage = "", .exec = gtp_quit,
};

/* --- the table -------------------------------------------------------------------------------- */

/*
 * Every command, in the order list_commands gives them, one line each.  A command is its entry,
 * `const struct gtp_command gtp_NAME_entry` (NAME with '-' as '_'), beside its exec in the file of
 * its family: gtp_setup.c, gtp_play.c, gtp_view.c, gtp_count.c, gtp_file.c; the administrative
 * ones are here.
 */
#define GTP_TABLE(X) \
	X(protocol_version) \
	X(name) \
	X(version) \
	X(known_command) \
	X(list_commands) \
	X(help) \
	X(quit) \
	X(boardsize) \
	X(clear_board) \
	X(komi) \
	X(play) \
	X(genmove) \
	X(reg_genmove) \
	X(kgs_genmove_cleanup) \
	X(undo) \
	X(showboard) \
	X(list_stones) \
	X(fixed_handicap) \
	X(place_free_handicap) \
	X(set_free_handicap) \
	X(time_settings) \
	X(time_left) \
	X(kgs_time_settings) \
	X(loadsgf) \
	X(printsgf) \
	X(final_score) \
	X(estimate_score) \
	X(tengen_finish) \
	X(final_status_list) \
	X(is_legal) \
	X(kgs_rules) \
	X(tengen_rules) \
	X(tengen_explain) \
	X(tengen_trace) \
	X(tengen_dead) \
	X(tengen_seki) \
	X(tengen_auto) \
	X(tengen_score_all) \
	X(tengen_classify)

#define GTP_DECLARE(name) extern const struct gtp_command gtp_##name##_entry;
GTP_TABLE(GTP_DECLARE)
#define GTP_ENTRY(name) &gtp_##name##_entry,
static const struct gtp_command *const gtp_commands[] = { GTP_TABLE(GTP_ENTRY) };

static const size_t gtp_ncommands = sizeof gtp_commands / sizeof gtp_commands[0];

static const struct gtp_command *gtp_find(const char *name)
{
	for (size_t i = 0; i < gtp_ncommands; i++)
		if (strcmp(gtp_commands[i]->name, name) == 0)
			return gtp_commands[i];
	return NULL;
}

static int gtp_known_command(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e;
	fputs(argc > 0 && gtp_find(argv[0]) ? "true" : "false", reply);
	return 0;
}

const struct gtp_command gtp_known_command_entry = {
	.name = "known_command", .usage = "COMMAND", .exec = gtp_known_command,
};

static int gtp_list_commands(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	for (size_t i = 0; i < gtp_ncommands; i++)
		fprintf(reply, "%s%s", i ? "\n" : "", gtp_commands[i]->name);
	return 0;
}

const struct gtp_command gtp_list_commands_entry = {
	.name = "list_commands", .usage = "", .exec = gtp_list_commands,
};

static int gtp_help(struct gtp *e, int argc, char **argv, FILE *reply)
{
	(void)e, (void)argc, (void)argv;
	for (size_t i = 0; i < gtp_ncommands; i++)
		fprintf(reply, "%s%s%s%s", i ? "\n" : "", gtp_commands[i]->name,
			*gtp_commands[i]->usage ? " " : "", gtp_commands[i]->usage);
	return 0;
}

const struct gtp_command gtp_help_entry = {
	.name = "help", .usage = "", .exec = gtp_help,
};

/* --- the loop --------------------------------------------------------------------------------- */

size_t gtp_preprocess(char *line, size_t len)
{
	size_t n = 0;
	bool blank = true;

	for (size_t i = 0; i < len && line[i] != '#'; i++) {
		unsigned char ch = (unsigned char)line[i];
		if (ch == '\t')
			ch = ' ';
		if (ch < ' ' || ch == 127)
			continue;
		blank = blank && ch == ' ';
		line[n++] = (char)ch;
	}
	line[n] = '\0';
	return blank ? 0 : n;
}

/* Cut line into words at spaces; words is big enough for every word.  Returns the count. */
static int gtp_split(char *line, char **words)
{
	char *save;
	int n = 0;

	for (char *w = strtok_r(line, " ", &save); w; w = strtok_r(NULL, " ", &save))
		words[n++] = w;
	return n;
}

static bool gtp_is_id(const char *w)
{
	return *w && strspn(w, "0123456789") == strlen(w);
}

/*
 * Send one answer: the status, the id, then the text, on the same line unless it starts a new one.
 * An empty line ends an answer, so the text's own empty lines are dropped.
 */
static void gtp_answer(FILE *out, int status, const char *id, const char *text)
{
	char *safe = status != 0 ? text_escape_new(text, 0) : NULL;   /* a failure can quote a file */

	if (safe)
		text = safe;
	size_t len = strlen(text);

	while (len > 0 && text[len - 1] == '\n')
		len--;
	fprintf(out, "%c%s%s", status == 0 ? '=' : '?', id, len > 0 && text[0] != '\n' ? " " : "");
	for (size_t i = 0; i < len; i++)
		if (text[i] != '\n' || i == 0 || text[i - 1] != '\n')
			fputc(text[i], out);
	fputs("\n\n", out);
	fflush(out);
	free(safe);
}

/* Run one cleaned, non-blank line. */
static void gtp_execute(struct gtp *e, char *line, size_t len, FILE *out)
{
	char **words = xmalloc((len / 2 + 2) * sizeof *words);
	int n = gtp_split(line, words);
	const char *id = n > 0 && gtp_is_id(words[0]) ? words[0] : "";
	int first = *id ? 1 : 0;
	char *text = NULL;
	size_t size = 0;
	FILE *reply = open_memstream(&text, &size);
	int status;

	if (!reply) {
		perror("tengen gtp");
		exit(EXIT_INTERNAL);
	}
	const struct gtp_command *cmd = first < n ? gtp_find(words[first]) : NULL;
	if (cmd)
		status = cmd->exec(e, n - first - 1, words + first + 1, reply);
	else
		status = gtp_fail(reply, "unknown command");
	if (cmd && status == 0 && cmd->changes_board)
		gtp_board_changed(e);
	fclose(reply);
	gtp_answer(out, status, id, text);
	free(text);
	free(words);
}

int gtp_run(FILE *in, FILE *out, struct game **g, const struct gtp_options *opt)
{
	struct life_options lopt;

	life_options_long(&lopt);
	struct gtp e = { .game = *g, .marking = marking_new(opt->long_budget ? &lopt : NULL), .rng = opt->seed,
			 .komi_set = opt->komi_set, .playout = opt->playout };
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	while (!e.quit && (n = getline(&line, &cap, in)) != -1) {
		size_t len = gtp_preprocess(line, (size_t)n);
		if (len > 0)
			gtp_execute(&e, line, len, out);
	}
	free(line);
	gtp_forget_record(&e);
	marking_free(e.marking);
	*g = e.game;
	return 0;
}

/* --- the command line ------------------------------------------------------------------------- */

static int gtp_usage(const char *message)
{
	if (message)
		cli_say("gtp", "%s", message);
	fputs("usage: tengen gtp [--rules NAME] [--seed S] [--as-is|--play-out] [--long]\n", stderr);
	return EXIT_USAGE;
}

int gtp_main(int argc, char **argv)
{
	struct ruleset rules;
	struct gtp_options opt = { .seed = GTP_DEFAULT_SEED };
	const char *rules_text = GTP_DEFAULT_RULES;
	char err[256], *end;

	for (int i = 1; i < argc; i += 2) {
		if (strcmp(argv[i], "--as-is") == 0 || strcmp(argv[i], "--play-out") == 0) {
			opt.playout = argv[i][2] == 'a' ? COUNT_PLAYOUT_NEVER : COUNT_PLAYOUT_ALWAYS;
			i--;
			continue;
		}
		if (strcmp(argv[i], "--long") == 0) {
			opt.long_budget = true;
			i--;
			continue;
		}
		if (i + 1 >= argc)
			return gtp_usage("an option needs a value");
		if (strcmp(argv[i], "--rules") == 0) {
			rules_text = argv[i + 1];
			opt.komi_set = strcasestr(rules_text, "komi") != NULL;
		} else if (strcmp(argv[i], "--seed") == 0) {
			errno = 0;
			opt.seed = strtoull(argv[i + 1], &end, 10);
			if (end == argv[i + 1] || *end || errno == ERANGE)
				return gtp_usage("--seed takes a number");
		} else {
			return gtp_usage(NULL);
		}
	}
	if (ruleset_parse(&rules, rules_text, err, sizeof err) != 0)
		return gtp_usage(err);
	struct game *g = game_new(GTP_DEFAULT_SIZE, &rules);
	gtp_run(stdin, stdout, &g, &opt);
	game_free(g);
	return 0;
}
