/*
 * play.c: `tengen` with no subcommand: the interactive board, or a headless --script run.
 *
 * The main loop is the only place that draws: it waits for a key (a quarter of a second at most,
 * so that a signal is noticed), hands it to the app, and shows what the reaction flags name.
 * Long work (the analysis and the count of a position) runs beside the board (app_options.
 * background, tui/shared/job.h): between keys the loop lets the modes look at it (app_tick), and
 * while it runs it looks every 30 ms, so its answer shows at once and a key or a signal is never
 * kept waiting by it.
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT only set a flag; the loop then writes the autosave, restores
 * the terminal and exits with 128 + the signal's number (130, 143, 129, 131), so that a wrapper can
 * tell a signal from a quit.  Every other way out restores the terminal too (term.c).
 */
#include "config.h"

#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rules/mono.h"
#include "rules/ruleset.h"
#include "tui/shared/autosave.h"
#include "tui/shared/cli.h"
#include "tui/term/app.h"
#include "tui/term/command.h"
#include "tui/term/engines.h"
#include "tui/term/key.h"
#include "tui/term/timer.h"
#include "tui/term/play.h"
#include "tui/term/screen.h"
#include "tui/term/script.h"
#include "tui/term/term.h"
#include "tui/term/view.h"
#include "tui/term/registry.h"

struct play_args {
	struct app_setup setup;
	const char *engine[3];    /* --hint, --black, --white: the engines' commands (by seat) */
	bool ascii;
	const char *script;
	const char *file;
	bool library;             /* --library: start in the case library */
	bool rules_set;
	bool komi_given;
	int komi2;
};

static volatile sig_atomic_t play_signal;

static void play_on_signal(int sig)
{
	play_signal = sig;
}

static int play_usage(const char *why)
{
	cli_say(NULL, "%s", why);
	fputs("usage: tengen [--rules NAME] [--komi K] [--size N] [--handicap N] [--free-handicap] [--clock SPEC]\n"
		"              [--black CMD] [--white CMD] [--hint CMD] [--ascii] [FILE.sgf]\n"
		"       tengen --library [same options]       (start in the case library)\n"
		"       tengen --script FILE [same options]   (run commands without a terminal)\n"
		"  SPEC: absolute 30:00, byoyomi 10:00 5x30, canadian 10:00 25/5:00, fischer 5:00 +10 or none\n"
		"  CMD: a GTP engine's shell command, such as 'gnugo --mode gtp --level 1'\n", stderr);
	return EXIT_USAGE;
}

/* The value of option name at argv[*i] ("--name V" or "--name=V"), or NULL. */
static const char *play_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);

	if (strncmp(argv[*i], name, n) != 0)
		return NULL;
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (argv[*i][n] != '\0' || *i + 1 >= argc)
		return NULL;
	return argv[++*i];
}

/* --black, --white or --hint CMD: true when argv[*i] is one of them, the command in *v (NULL when
 * missing) and in p. */
static bool play_engine_option(struct play_args *p, int argc, char **argv, int *i, const char **v)
{
	static const char *const names[3] = { [EMPTY] = "--hint", [BLACK] = "--black", [WHITE] = "--white" };

	for (enum color seat = EMPTY; seat <= WHITE; seat++) {
		size_t n = strlen(names[seat]);
		if (strncmp(argv[*i], names[seat], n) || (argv[*i][n] && argv[*i][n] != '='))
			continue;
		*v = play_value(argc, argv, i, names[seat]);
		p->engine[seat] = *v;
		return true;
	}
	return false;
}

static int play_option(struct play_args *p, int argc, char **argv, int *i)
{
	const char *v;
	char why[256], msg[320];

	if ((v = play_value(argc, argv, i, "--rules"))) {
		if (ruleset_parse(&p->setup.rules, v, why, sizeof why) != 0) {
			snprintf(msg, sizeof msg, "--rules %s: %s", v, why);
			return play_usage(msg);
		}
	} else if ((v = play_value(argc, argv, i, "--komi"))) {
		if (ruleset_parse_komi(v, &p->komi2) != 0)
			return play_usage("--komi: a number from -1000 to 1000, such as 6.5, 7 or 0");
		p->komi_given = true;
	} else if ((v = play_value(argc, argv, i, "--size"))) {
		p->setup.size = atoi(v);
		if (p->setup.size < 2 || p->setup.size > 25)
			return play_usage("--size: boards have 2 to 25 lines");
	} else if ((v = play_value(argc, argv, i, "--handicap"))) {
		p->setup.handicap = atoi(v);
		if (p->setup.handicap < 0 || p->setup.handicap == 1 || p->setup.handicap > 9)
			return play_usage("--handicap: 0 for none, or 2 to 9 stones");
	} else if ((v = play_value(argc, argv, i, "--script"))) {
		p->script = v;
	} else if ((v = play_value(argc, argv, i, "--clock"))) {
		if (clock_parse(v, &p->setup.clock, why, sizeof why) != 0) {
			snprintf(msg, sizeof msg, "--clock %s", why);
			return play_usage(msg);
		}
	} else if (play_engine_option(p, argc, argv, i, &v)) {
		if (!v || !*v)
			return play_usage("--black, --white and --hint take an engine's command, such as "
					  "'gnugo --mode gtp'");
	} else if (!strcmp(argv[*i], "--free-handicap")) {
		p->setup.free_handicap = true;
	} else if (!strcmp(argv[*i], "--ascii")) {
		p->ascii = true;
	} else if (!strcmp(argv[*i], "--library")) {
		p->library = true;
	} else if (argv[*i][0] == '-' && argv[*i][1] != '\0') {
		snprintf(msg, sizeof msg, "unknown option %s", argv[*i]);
		return play_usage(msg);
	} else if (p->file) {
		return play_usage("only one FILE.sgf at a time");
	} else {
		p->file = argv[*i];
	}
	return 0;
}

static int play_parse(struct play_args *p, int argc, char **argv)
{
	memset(p, 0, sizeof *p);
	p->setup.size = 19;
	ruleset_parse(&p->setup.rules, "japanese", NULL, 0);
	for (int i = 1; i < argc; i++) {
		int rc = play_option(p, argc, argv, &i);
		if (rc != 0)
			return rc;
	}
	if (p->komi_given) {
		p->setup.rules.komi2 = p->komi2;
		p->setup.komi_set = true;
	}
	int max = p->setup.free_handicap ? 9 : p->setup.size < 7 ? 0 : p->setup.size % 2 == 0 ? 4 : 9;
	if (p->setup.handicap > max)
		return play_usage("--handicap: too many stones for this board (2-9 on odd sizes from 7, 2-4 "
				  "on even sizes from 8; with --free-handicap 2-9 anywhere)");
	return 0;
}

static bool play_utf8(void)
{
	const char *cs = nl_langinfo(CODESET);
	return cs && (!strcmp(cs, "UTF-8") || !strcmp(cs, "utf8"));
}

/* Seat the engines the command line names (their handshakes go on in the background). */
static void play_engines(struct app *a, const struct play_args *p)
{
	for (enum color seat = EMPTY; seat <= WHITE; seat++)
		if (p->engine[seat])
			engines_attach(a, seat, p->engine[seat]);
}

static int play_script(const struct play_args *p, struct app_options *opt)
{
	opt->now = script_time;   /* the clock moves only by `wait` lines */
	opt->look.color = false;
	opt->rows = 24;
	opt->cols = 80;
	struct app *a = app_new(opt);
	int status = 0;
	if (p->file && app_load(a, p->file) != 0) {
		cli_say(NULL, "%s", app_message_text(a, NULL) + strlen("load: "));
		status = EXIT_BAD_INPUT;
	}
	if (status == 0 && p->library)
		app_run(a, "library");
	play_engines(a, p);
	if (status == 0)
		status = script_run(a, p->script, stdout);
	app_free(a);
	return status;
}

static void play_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = play_on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);   /* Ctrl-\ would leave a core and the terminal raw */
}

/* One key (a click, a resize) to the app: what to redraw. */
static int play_take(struct app *a, struct screen *s, int key, int y, int x)
{
	int rows, cols;

	if (key == KEYC_RESIZE) {
		term_size(&rows, &cols);
		screen_resize(s, rows, cols);
		return app_resize(a, rows, cols);
	}
	return key == TERM_CLICK ? app_click(a, y, x) : app_key(a, key);
}

/*
 * The main loop: draw what changed, let time pass (the clock, the engines' answers), take the keys.
 * It waits a quarter of a second at most for a key, a fiftieth while an engine's answer is awaited.
 * Keys that came together (a paste: thousands at once) are all taken before the screen is drawn
 * again, for up to PLAY_BATCH_MS: drawing after each one made a paste of N characters cost N
 * screens, each as long as the line.
 */
#define PLAY_BATCH_MS 40
static void play_loop(struct app *a)
{
	int rows, cols, react = REACT_ALL, y = 0, x = 0;

	term_size(&rows, &cols);
	app_resize(a, rows, cols);
	struct screen *s = screen_new(rows, cols);
	while (!play_signal && !(react & REACT_QUIT)) {
		react |= app_tick(a, 0);
		if (react & REACT_BELL)
			term_bell();
		if (react & REACT_ALL) {
			app_draw(a, s, react);
			term_show(s);
		}
		/* while work runs beside the board (a count, an engine), look at it often, so that its answer
		 * shows at once */
		int key = term_key(app_busy(a) ? 20 : 250, &y, &x);
		double until = mono_seconds() + PLAY_BATCH_MS / 1000.0;
		react = REACT_NONE;   /* with no key, the loop's next turn ticks */
		while (key != KEYC_NONE && !play_signal && !(react & REACT_QUIT)) {
			react |= play_take(a, s, key, y, x);
			key = mono_seconds() < until ? term_key(0, &y, &x) : KEYC_NONE;
		}
	}
	screen_free(s);
}

static const char *play_signal_name(int sig)
{
	return sig == SIGHUP ? "SIGHUP: the terminal closed" : sig == SIGTERM ? "SIGTERM" : sig == SIGQUIT ? "SIGQUIT"
	     : "SIGINT";
}

/* What the player is told on the way out about a game not saved to a file (the running clock
 * stamped into it first, so that the autosave resumes it as it stood). */
static void play_farewell(struct app *a)
{
	if (app_unsaved(a))
		timer_stamp(a);
	const char *kept = app_autosave_finish(a);

	if (play_signal)
		fprintf(stderr, "tengen: stopped by a signal (%s).\n", play_signal_name(play_signal));
	if (kept)
		cli_say(NULL, "the game is not saved to a file; it is kept in %s, and the next `tengen` "
			"offers to resume it.", kept);
	else if (app_unsaved(a) && app_autosave_error(a))
		cli_say(NULL, "the game is not saved to a file, and the autosave failed (%s): it is lost.",
			strerror(app_autosave_error(a)));
}

static int play_terminal(const struct play_args *p, struct app_options *opt)
{
	char *history = autosave_path("history");
	const char *no_color = getenv("NO_COLOR");

	opt->autosave = true;
	opt->background = true;
	opt->history = history;
	opt->look.color = !(no_color && *no_color);
	opt->rows = 24;
	opt->cols = 80;
	struct app *a = app_new(opt);
	if (p->file && app_load(a, p->file) != 0) {
		cli_say(NULL, "%s", app_message_text(a, NULL) + strlen("load: "));
		app_free(a);
		free(history);
		return EXIT_BAD_INPUT;
	}
	if (p->library)
		app_run(a, "library");
	play_engines(a, p);
	app_offer_resume(a);
	play_signals();
	app_look(a)->color = term_init(opt->look.color);
	play_loop(a);
	term_end();
	play_farewell(a);
	app_free(a);
	free(history);
	return play_signal ? 128 + play_signal : 0;   /* as a shell reports a signal: a wrapper can tell */
}

/* Refuse a terminal the board cannot be drawn on, naming what it needs: cursor addressing, and the
 * smallest size the board fits (view_layout's compact layout).  0 when it will do. */
static int play_check_terminal(const struct play_args *p)
{
	char *why;
	struct layout l;

	if (term_usable(&why))
		return 0;
	view_layout(0, 0, p->setup.size, false, &l);
	cli_say(NULL, "the board needs a terminal with cursor addressing, at least %dx%d for a %dx%d "
		"board, but %s. Set TERM to the terminal's type (such as xterm-256color or screen), or "
		"use `tengen --script FILE` or `tengen gtp`.", l.need_cols, l.need_rows, p->setup.size,
		p->setup.size, why ? why : "this terminal cannot be used");
	free(why);
	return -1;
}

int play_main(int argc, char **argv)
{
	struct play_args p;

	setlocale(LC_ALL, "");
	int rc = play_parse(&p, argc, argv);
	if (rc != 0)
		return rc;
	struct app_options opt = { .registry = registry_board(), .setup = p.setup, .look = { .ascii = p.ascii || !play_utf8() } };
	if (p.script)
		return play_script(&p, &opt);
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fputs("tengen: the board needs a terminal. Without one, try `tengen --script FILE` or "
		      "`tengen gtp`.\n", stderr);
		return EXIT_USAGE;
	}
	if (play_check_terminal(&p) != 0)
		return EXIT_USAGE;
	return play_terminal(&p, &opt);
}
