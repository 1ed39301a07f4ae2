/*
 * library.h: the case library: the SGF positions under assets/ (the seed's diagrams, the classic
 * cases of life, death, seki and ko, the rules at work), each with what it is about and the answer
 * it expects, as their root comments give them (assets/README.md: the GN, and the TOPIC, EXPECT and
 * SCORE lines).  No curses: the library mode (tui/term/modes/mode_library.c) browses it.
 */
#ifndef TENGEN_LIBRARY_H
#define TENGEN_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>


#define LIBRARY_PATH_MAX 1024

struct library_case {
	char path[LIBRARY_PATH_MAX];
	char dir[64];              /* its folder under the library: "seed", "classic", ... */
	char file[128];            /* its file name */
	char name[160];            /* GN, else the file name without .sgf */
	char topics[160];          /* the TOPIC line's words, ", " between them; else the folder */
	char expect[512];          /* the EXPECT line, or "" */
	char score[512];           /* the first SCORE line, or "" */
	char about[1024];          /* the first paragraph of the comment after those lines, or "" */
	int size;                  /* the board's size */
	int at;                    /* the move of the main line its lines are about (AT), -1: the end */
	int moves;                 /* the moves of its main line */
	int lines;                 /* its lines of play: the main line and each variation */
};

struct library {
	struct library_case *cases;
	int n;
	char dir[LIBRARY_PATH_MAX];
	int unreadable;            /* .sgf files that could not be read (skipped) */
	char first_error[256];     /* why the first of them could not */
};

/*
 * Where the library is, into buf: $TENGEN_LIBRARY when set; the source tree's assets/ when this
 * program is the one built there (so that a build works before it is installed); else the
 * installed one ($(pkgdatadir)/assets).  -1 when that directory does not exist (buf still names it).
 */
int library_dir(char *buf, size_t len);
/*
 * True if the file at path (existing or not) is in the case library: under the directory
 * library_dir names, the source tree's assets/ or the installed $(pkgdatadir)/assets.  Nothing is
 * ever written there; a case is saved under a new name (library_save_name).
 */
bool library_holds(const char *path);
/* A name for saving case file `file` in the current directory: its file name, or with -2, -3, ...
 * before .sgf when that exists.  Returns buf. */
const char *library_save_name(const char *file, char *buf, size_t len);
/*
 * Read every .sgf file of dir and of its folders, one level down: their root's GN and comment.
 * The cases are in the order of their folders (seed, classic, j89, tromp-taylor, tang, then the
 * others by name, the files at the top last), then by file name.  0, or -1 with the reason in err
 * when dir cannot be read (a file that cannot be read is counted in unreadable and skipped).
 */
int library_read(struct library *l, const char *dir, char *err, size_t errlen);
void library_free(struct library *l);
/*
 * A case's comment (any node's) taken apart: its machine-readable lines (EXPECT:, SCORE (...):,
 * TOPIC:, AT: ..., assets/README.md) into *lines, one a line, and the rest, its words, into *prose
 * with the line breaks of a paragraph joined (the files break their lines at about 100 columns; a
 * board, a list item and a blank line keep theirs), so that a panel of any width wraps it.  Returns
 * the number of machine lines: 0 for a comment that has none (then *prose is the comment as it is).
 * Caller frees both.
 */
int library_comment_split(const char *text, char **lines, char **prose);
/* The move of the main line a case's lines are about: its AT line's, else -1 (the end of the main
 * line).  text is the root's comment. */
int library_comment_at(const char *text);

struct document;
/* Go to the case's position in d (a case file loaded): the move its AT line names, else the end of
 * its main line. */
void library_case_goto(struct document *d);

/* The case is about topic (one of its TOPIC words, or its folder). */
bool library_has_topic(const struct library_case *c, const char *topic);
/* Every topic of the cases (their folders and their TOPIC words), each once, in order of first
 * appearance, into topics (max at most): returns their number. */
int library_topics(const struct library *l, char (*topics)[32], int max);


#endif
