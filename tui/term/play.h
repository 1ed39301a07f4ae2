/*
 * play.h: `tengen` with no subcommand: the terminal board, or a headless --script run of the same
 * commands and keys (play.c says how the main loop draws and meets signals).
 */
#ifndef TENGEN_PLAY_H
#define TENGEN_PLAY_H

/* Run the board with the options of argv (argv[0] is the program); returns an exit status
 * (tui/shared/cli.h), or 128 + a signal's number when a signal stopped it. */
int play_main(int argc, char **argv);

#endif
