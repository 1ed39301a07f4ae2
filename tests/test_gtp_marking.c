/*
 * test_gtp_marking.c: the GTP engine reads each position once, however many commands count it.
 *
 * final_score, final_status_list, tengen-score-all, printsgf's RE, tengen-classify and the marking
 * commands all go through the engine's marking session (rules/marking.h).  The engine runs here on a
 * script of commands, and the analyses are counted by linking with -Wl,--wrap=life_analyse: every
 * call of life_analyse reaches __wrap_life_analyse below.  The script is read through a stream that
 * hands out one command per read, so the count can be taken after each answer.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "rules/game.h"
#include "rules/life.h"
#include "rules/ruleset.h"
#include "tui/gtp/gtp.h"

int __real_life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out);
int __wrap_life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out);

static int analyses; /* calls of life_analyse so far */

int __wrap_life_analyse(const struct board *b, const struct life_options *opt, struct life_analysis *out)
{
	analyses++;
	return __real_life_analyse(b, opt, out);
}

/* A command and the analyses run in all once it has been answered. */
struct step {
	const char *command;
	int analyses;
};

/* The script as a stream: each read gives one command, and notes the count the previous one left. */
struct script {
	const struct step *steps;
	int n;
	int next;      /* the step the next read gives */
	int seen[64];  /* seen[i]: the analyses once step i was answered */
};

static ssize_t script_read(void *cookie, char *buf, size_t size)
{
	struct script *s = cookie;

	if (s->next > 0)
		s->seen[s->next - 1] = analyses;
	if (s->next == s->n)
		return 0;
	int len = snprintf(buf, size, "%s\n", s->steps[s->next++].command);
	return len < (int)size ? len : (ssize_t)size;
}

/* Run the steps in one engine and check the count after each, and that no command failed. */
static void run_steps(const struct step *steps, int n)
{
	struct script s = { .steps = steps, .n = n };
	cookie_io_functions_t io = { .read = script_read };
	struct ruleset rules;
	struct gtp_options opt = { .seed = 1 };
	char *answers = NULL;
	size_t size = 0;

	assert_true(n <= (int)(sizeof s.seen / sizeof s.seen[0]));
	ruleset_parse(&rules, "japanese", NULL, 0);
	struct game *g = game_new(19, &rules);
	FILE *in = fopencookie(&s, "r", io), *out = open_memstream(&answers, &size);
	analyses = 0;
	gtp_run(in, out, &g, &opt);
	fclose(in);
	fclose(out);
	game_free(g);
	for (int i = 0; i < n; i++)
		if (s.seen[i] != steps[i].analyses)
			fail_msg("after '%s': %d analyses, expected %d\nanswers:\n%s", steps[i].command, s.seen[i],
				 steps[i].analyses, answers);
	if (answers[0] == '?' || strstr(answers, "\n?"))
		fail_msg("a command failed:\n%s", answers);
	free(answers);
}

/* owned.sgf: a finished 5x5 game with one dead stone (D5).  Every question about it reads it once;
 * the explicit marking starts from that same analysis. */
static void test_one_analysis_per_position(void **state)
{
	(void)state;
	static const struct step steps[] = {
		{ "loadsgf owned.sgf", 0 },
		{ "final_score", 1 },
		{ "final_status_list dead", 1 },
		{ "final_status_list seki", 1 },
		{ "final_status_list alive", 1 },
		{ "tengen-score-all", 1 },
		{ "tengen-score-all all", 1 },
		{ "printsgf", 1 },
		{ "tengen-classify", 1 },
		{ "tengen-dead", 1 },
		{ "final_score", 1 },
		{ "tengen-seki D5", 1 },
		{ "tengen-score-all", 1 },
		{ "tengen-auto", 1 },
		{ "final_status_list dead", 1 },
		{ "komi 7.5", 1 },
		{ "tengen-rules chinese", 1 },
		{ "final_score", 1 },
	};
	run_steps(steps, sizeof steps / sizeof steps[0]);
}

/* A move is a new position, read when it is first counted (not when it is played); undoing it comes
 * back to a position the session still holds, and a pass leaves the colouring as it was. */
static void test_new_position_read_once(void **state)
{
	(void)state;
	static const struct step steps[] = {
		{ "loadsgf owned.sgf", 0 },
		{ "final_score", 1 },
		{ "play b a5", 1 },
		{ "play w pass", 1 },
		{ "final_score", 2 },
		{ "final_status_list dead", 2 },
		{ "undo", 2 },
		{ "undo", 2 },
		{ "final_status_list dead", 2 },
		{ "play b pass", 2 },
		{ "final_score", 2 },
		{ "clear_board", 2 },
		{ "final_score", 3 },
	};
	run_steps(steps, sizeof steps / sizeof steps[0]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_analysis_per_position),
		cmocka_unit_test(test_new_position_read_once),
	};
	if (chdir(GTP_TEST_DIR) != 0) {
		perror(GTP_TEST_DIR);
		return 1;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
