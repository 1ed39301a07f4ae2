/*
 * shell.h: the subcommands that answer one question about a file or the machine and exit, for the
 * shell and for scripts: `tengen score` (shell_score.c), `tengen classify` (shell_classify.c),
 * `tengen review` (shell_review.c) and `tengen bench` (shell_bench.c).  Each takes its own argv (argv[0] is the subcommand's name) and
 * returns an exit status (tui/shared/cli.h).  None of them draws on a terminal.
 */
#ifndef TENGEN_SHELL_H
#define TENGEN_SHELL_H

/* tengen score: a record's last position counted under several rulesets, side by side. */
int shell_score(int argc, char **argv);
/* tengen classify: the life and death of every chain of a record's last position. */
int shell_classify(int argc, char **argv);
/* tengen review: the course of a record's game, its decisive moves, the record annotated. */
int shell_review(int argc, char **argv);
/* tengen bench: the GOBENCH-1 workload on tengen's board. */
int shell_bench(int argc, char **argv);

#endif
