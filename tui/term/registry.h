/*
 * registry.h: what registers with the terminal board's app (app.h's struct app_registry): every mode,
 * the command table, the services that go on beside the modes (the engines, the clock), the command
 * machinery (command.h), and what the board does when a game starts (a new game is played, not
 * reviewed; its clock is set; its free handicap is placed) or a file is loaded (it opens in review).
 *
 * This is the top of the terminal board: it names everything, and nothing below names it.  The
 * front ends (play.c, script.c), the manual and the tests make their app with registry_board().
 *
 * Adding a command is one line here (COMMAND_TABLE, command.h says where its code goes); a mode, one
 * line (MODE_TABLE, mode.h); a service, one line (registry_services, app.h's struct app_service).
 */
#ifndef TENGEN_REGISTRY_H
#define TENGEN_REGISTRY_H

struct app_registry;
struct mode;

/* The terminal board's registry. */
const struct app_registry *registry_board(void);
/* The mode of that name in r, or NULL. */
const struct mode *registry_mode(const struct app_registry *r, const char *name);

#endif
