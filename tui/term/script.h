/*
 * script.h: `tengen --script FILE`: the board without a terminal, for tests and for trying things.
 *
 * Each line of the file is a command, exactly as typed at the `:` prompt (a leading `:` is
 * allowed), or one of these lines that stand for what a person at a terminal would do:
 *   send-keys KEY...    press keys, named as tmux names them (Up, Enter, Space, Escape, C-c, q)
 *   capture             print the screen as text
 *   resize ROWS COLS    the terminal changes size (1 to 1000 rows and columns)
 *   click ROW COL       a mouse click on that cell
 *   wait SECONDS        time passes (a decimal number, up to a day): a script's clock is virtual,
 *                       it starts at 0 and moves only so, so that a script runs the same every time
 * Blank lines and lines starting with # are skipped.  The screen is printed once more at the end.
 * After every line, the script waits for what an engine at the board owes (its move, a hint, its
 * name), as long as it takes (60 seconds at most for one line; an engine silent longer is stopped).
 * Curses is never started.  A line may be of any length up to FILE_READ_MAX (64 MiB); a longer one,
 * or a NUL byte, stops the script as malformed (so /dev/zero is refused at once).
 *
 * A line whose command fails (an error on the message line: a refused move, a failed load or save,
 * an unknown command or key) is named on stderr with that message, "tengen: FILE:LINE: MESSAGE", and
 * the script goes on, as the board would; at the end a failed script says how many lines failed
 * and exits with 2.
 */
#ifndef TENGEN_SCRIPT_H
#define TENGEN_SCRIPT_H

#include <stdint.h>
#include <stdio.h>

struct app;

/* The time source of a script's clock (app_options.now): milliseconds, moved only by `wait`. */
int64_t script_time(void *arg);

/* Run the script in path (or standard input for "-"), printing screens to out.  Returns the exit
 * status: 0, or 2 when the file cannot be read, a line is malformed or a line's command failed. */
int script_run(struct app *a, const char *path, FILE *out);

#endif
