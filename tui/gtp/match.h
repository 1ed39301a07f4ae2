/*
 * match.h: `tengen match`, a referee between two GTP engines (match.c says how it referees).
 */
#ifndef TENGEN_MATCH_H
#define TENGEN_MATCH_H

/* Run the match that argv describes (argv[0] is "match"); returns an exit status (tui/shared/cli.h):
 * 2 when an engine's count, dead stones or board differed from the referee's. */
int match_main(int argc, char **argv);

#endif
