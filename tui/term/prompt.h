/*
 * prompt.h: the `:` command line, edited by libedit behind this small interface.
 *
 * libedit draws straight to its terminal, so it gets a private pseudo-terminal whose output is
 * read and thrown away; keys reach it one at a time through EL_GETCFN in unbuffered mode, and the
 * caller draws the line (prompt_text, prompt_cursor) where it likes.  Line editing is emacs-style
 * (C-a, C-e, C-w, C-u, C-k, C-y, arrows); Up and Down walk the history, C-r finds the last line
 * that starts with what is typed; Tab calls the completer.
 *
 * Call order: prompt_new; for each line prompt_begin, then prompt_key until it says DONE or
 * CANCEL; prompt_free at the end.  The history is saved to its file after every line.
 */
#ifndef TENGEN_PROMPT_H
#define TENGEN_PROMPT_H

#include <stddef.h>

struct prompt;

enum prompt_status { PROMPT_EDITING, PROMPT_DONE, PROMPT_CANCEL };

/*
 * Tab completion: given the line before the cursor (UTF-8), the text to insert at the cursor and a
 * hint to show (the candidates), both possibly empty.  arg is prompt_new's.
 */
typedef void (*prompt_complete_fn)(const void *arg, const char *before, char *insert, size_t insert_len,
				   char *hint, size_t hint_len);

/* A prompt whose history lives in history_path (NULL: none), completing with complete(arg, ...).
 * Caller frees with prompt_free. */
struct prompt *prompt_new(const char *history_path, prompt_complete_fn complete, const void *arg);
void prompt_free(struct prompt *p);

/* Start a new, empty line, then type text (may be NULL) into it. */
void prompt_begin(struct prompt *p, const char *text);
/* Feed one key (key.h).  Escape, and Backspace on an empty line, cancel. */
enum prompt_status prompt_key(struct prompt *p, int key);
/* The line as edited so far (UTF-8), or when DONE the line entered. */
const char *prompt_text(const struct prompt *p);
/* The display column of the cursor within prompt_text. */
int prompt_cursor(const struct prompt *p);
/* What the last Tab found (the candidates), or "". */
const char *prompt_hint(const struct prompt *p);

#endif
