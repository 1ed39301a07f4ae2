/* library.c: the case library, read from assets/ (see library.h). */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/sgf.h"
#include "rules/xalloc.h"
#include "tui/shared/document.h"
#include "tui/shared/library.h"

#ifndef TENGEN_PKGDATADIR
#define TENGEN_PKGDATADIR "/usr/local/share/tengen"
#endif
#ifndef TENGEN_SRCDIR
#define TENGEN_SRCDIR "."
#endif
#ifndef TENGEN_BUILDDIR
#define TENGEN_BUILDDIR "."
#endif

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* This program was built in TENGEN_BUILDDIR (it is there, or in its tests/). */
static bool built_here(void)
{
	char exe[PATH_MAX], build[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n <= 0 || !realpath(TENGEN_BUILDDIR, build))
		return false;
	exe[n] = '\0';
	char *slash = strrchr(exe, '/');
	if (!slash)
		return false;
	*slash = '\0';
	size_t len = strlen(build);
	return !strcmp(exe, build) || (!strncmp(exe, build, len) && !strcmp(exe + len, "/tests"));
}

int library_dir(char *buf, size_t len)
{
	const char *env = getenv("TENGEN_LIBRARY");

	if (env && *env)
		snprintf(buf, len, "%s", env);
	else if (built_here() && is_dir(TENGEN_SRCDIR "/assets"))
		snprintf(buf, len, "%s", TENGEN_SRCDIR "/assets");
	else
		snprintf(buf, len, "%s", TENGEN_PKGDATADIR "/assets");
	return is_dir(buf) ? 0 : -1;
}

/* The real path of path's directory, then its last part, into buf; false if the directory is not
 * there.  (The file itself may not exist yet.) */
static bool real_file_path(const char *path, char *buf, size_t len)
{
	char dir[PATH_MAX], real[PATH_MAX];
	const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;

	snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) + (slash == path) : 1, slash ? path : ".");
	if (!realpath(dir, real))
		return false;
	snprintf(buf, len, "%s/%s", real, base);
	return true;
}

/* True if the real path file lies under the directory dir (when there is one). */
static bool under(const char *file, const char *dir)
{
	char real[PATH_MAX];

	if (!realpath(dir, real))
		return false;
	size_t n = strlen(real);
	return strncmp(file, real, n) == 0 && (file[n] == '/' || (n == 1 && real[0] == '/'));
}

bool library_holds(const char *path)
{
	char file[PATH_MAX + 256], dir[LIBRARY_PATH_MAX];

	if (!real_file_path(path, file, sizeof file))
		return false;
	library_dir(dir, sizeof dir);
	return under(file, dir) || under(file, TENGEN_SRCDIR "/assets") || under(file, TENGEN_PKGDATADIR "/assets");
}

const char *library_save_name(const char *file, char *buf, size_t len)
{
	const char *slash = strrchr(file, '/'), *base = slash ? slash + 1 : file;
	const char *dot = strrchr(base, '.');
	int stem = dot ? (int)(dot - base) : (int)strlen(base);
	struct stat st;

	snprintf(buf, len, "%s", base);
	for (int i = 2; stat(buf, &st) == 0 && i < 10000; i++)
		snprintf(buf, len, "%.*s-%d%s", stem, base, i, dot ? dot : "");
	return buf;
}

/* --- one case -------------------------------------------------------------------------------------- */

/* "NAME: rest" at the start of a line: the rest into out. */
static bool machine_line(const char *line, size_t len, const char *name, char *out, size_t outlen)
{
	size_t n = strlen(name);

	if (len <= n || strncmp(line, name, n) || (line[n] != ':' && line[n] != ' ' && line[n] != '('))
		return false;
	const char *colon = memchr(line, ':', len);
	if (!colon)
		return false;
	const char *v = colon + 1;
	while (v < line + len && *v == ' ')
		v++;
	snprintf(out, outlen, "%.*s", (int)(line + len - v), v);
	return true;
}

/* A line of upper-case letters before a colon: one of the machine-readable lines. */
static bool is_machine(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len && ((line[i] >= 'A' && line[i] <= 'Z') || line[i] == '-'))
		i++;
	if (i < 2)
		return false;
	while (i < len && line[i] != ':' && line[i] != '\n' && i < 40)
		i++;
	return i < len && line[i] == ':';
}

/* The keywords of a case's machine-readable lines (assets/README.md). */
static const char *const machine_words[] = { "EXPECT", "TERRITORY", "SCORE", "VERDICT", "TOPIC", "READING",
					     "MOVE", "REACHES", "AT", NULL };

/* One of the case's lines: a keyword, then ':' or " (" (SCORE (dead A9): ...). */
static bool is_case_line(const char *line, size_t len)
{
	for (int i = 0; machine_words[i]; i++) {
		size_t n = strlen(machine_words[i]);
		if (len > n && !strncmp(line, machine_words[i], n) && (line[n] == ':' || (line[n] == ' ' && line[n + 1] == '(')))
			return true;
	}
	return false;
}

/* A row of a board drawn in text ("X O . O", " 9 . . O X 9", "   A B C"): three tokens or more,
 * each of one or two characters; or a line that starts with a blank. */
static bool is_board_row(const char *line, size_t len)
{
	int tokens = 0;
	size_t i = 0;

	if (len > 0 && line[0] == ' ')
		return true;
	while (i < len) {
		while (i < len && line[i] == ' ')
			i++;
		size_t start = i;
		while (i < len && line[i] != ' ')
			i++;
		if (i > start && i - start > 2)
			return false;
		tokens += i > start;
	}
	return tokens >= 3;
}

/* Does the line that follows a line of words go on its paragraph? */
static bool joins(const char *line, size_t len)
{
	return len > 0 && !is_board_row(line, len) && !is_case_line(line, len) && strncmp(line, "- ", 2) != 0 &&
	       line[0] != '$';
}

int library_comment_split(const char *text, char **lines, char **prose)
{
	size_t n = strlen(text);
	char *l = xmalloc(n + 1), *p = xmalloc(n + 1);
	size_t li = 0, pi = 0;
	int count = 0;
	bool words = false;   /* the last line kept in prose was a line of words */

	for (const char *line = text; *line;) {
		size_t len = strcspn(line, "\n");
		bool last = line[len] == '\0';
		if (is_case_line(line, len)) {
			memcpy(l + li, line, len);
			li += len;
			l[li++] = '\n';
			count++;
		} else if (!(pi == 0 && len == 0)) {   /* no blank lines before the words */
			if (pi > 0)
				p[pi++] = words && joins(line, len) ? ' ' : '\n';
			memcpy(p + pi, line, len);
			pi += len;
			words = len > 0 && !is_board_row(line, len) && line[0] != '$';
		}
		line += len + !last;
	}
	while (li > 0 && l[li - 1] == '\n')
		li--;
	while (pi > 0 && p[pi - 1] == '\n')
		pi--;
	l[li] = '\0';
	p[pi] = '\0';
	*lines = l;
	*prose = p;
	return count;
}

int library_comment_at(const char *text)
{
	for (const char *line = text; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] == '\n')) {
		int at;
		if (!strncmp(line, "AT:", 3) && sscanf(line + 3, " %d", &at) == 1 && at >= 0)
			return at;
	}
	return -1;
}

/* The machine-readable lines at the top of the comment, then its words up to the first diagram (a
 * paragraph or two; not one that only repeats the name). */
static void read_comment(struct library_case *c, const char *text)
{
	char topic[160] = "";
	size_t at = 0, para = 0;
	bool machine = true;

	for (const char *line = text; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] == '\n')) {
		size_t len = strcspn(line, "\n");
		if (machine && (len == 0 || is_machine(line, len))) {
			if (!c->expect[0])
				machine_line(line, len, "EXPECT", c->expect, sizeof c->expect);
			if (!c->score[0])
				machine_line(line, len, "SCORE", c->score, sizeof c->score);
			if (!topic[0])
				machine_line(line, len, "TOPIC", topic, sizeof topic);
			continue;
		}
		machine = false;
		if (line[0] == ' ' || line[0] == '$')
			break;   /* a diagram: the words are over */
		if (len == 0) {
			if (at >= 240)
				break;   /* enough: a paragraph or two */
			para = at;
			continue;
		}
		if (at < sizeof c->about - 1)
			at += (size_t)snprintf(c->about + at, sizeof c->about - at, "%s%.*s", at ? " " : "", (int)len, line);
		if (para == 0 && at > 0 && !strncmp(c->about, c->name, strlen(c->name)) &&
		    strlen(c->about) <= strlen(c->name) + 1) {
			at = 0;   /* a first paragraph that only repeats the name */
			c->about[0] = '\0';
		}
	}
	if (topic[0])
		snprintf(c->topics, sizeof c->topics, "%s", topic);
}

static int read_case(struct library_case *c, const char *path, const char *dir, const char *file, char *err,
		     size_t errlen)
{
	struct sgf_collection *sgf = sgf_read_file(path, err, errlen);

	if (!sgf)
		return -1;
	memset(c, 0, sizeof *c);
	snprintf(c->path, sizeof c->path, "%s", path);
	snprintf(c->dir, sizeof c->dir, "%s", dir);
	snprintf(c->file, sizeof c->file, "%s", file);
	snprintf(c->topics, sizeof c->topics, "%s", dir[0] ? dir : "other");
	const struct sgf_node *root = sgf->games;
	const char *gn = sgf_value(root, "GN"), *comment = sgf_value(root, "C");
	if (gn) {
		char *t = sgf_simpletext(gn);
		snprintf(c->name, sizeof c->name, "%s", t);
		free(t);
	}
	if (!c->name[0]) {
		size_t n = strlen(file);
		snprintf(c->name, sizeof c->name, "%.*s", (int)(n > 4 ? n - 4 : n), file);
	}
	c->at = -1;
	if (comment) {
		char *t = sgf_text(comment);
		read_comment(c, t);
		c->at = library_comment_at(t);
		free(t);
	}
	for (const struct sgf_node *n = root->child; n; n = n->child)   /* the main line */
		c->moves += sgf_prop_get(n, "B") || sgf_prop_get(n, "W");
	for (const struct sgf_node *n = root; n; n = sgf_next(n, root))   /* every line ends at a leaf */
		c->lines += !n->child && n != root;
	int w, h;
	c->size = sgf_size(root, &w, &h) == 0 ? w : 19;
	sgf_free(sgf);
	return 0;
}

/* --- the folders ------------------------------------------------------------------------------------- */

static int folder_rank(const char *dir)
{
	static const char *const order[] = { "seed", "classic", "j89", "tromp-taylor", "tang" };

	if (!dir[0])
		return 1000;   /* the files at the top */
	for (int i = 0; i < (int)(sizeof order / sizeof order[0]); i++)
		if (!strcmp(dir, order[i]))
			return i;
	return 100;
}

static int case_cmp(const void *pa, const void *pb)
{
	const struct library_case *a = pa, *b = pb;
	int ra = folder_rank(a->dir), rb = folder_rank(b->dir);

	if (ra != rb)
		return ra - rb;
	int d = strcmp(a->dir, b->dir);
	return d ? d : strcmp(a->file, b->file);
}

static bool is_sgf(const char *name)
{
	size_t n = strlen(name);

	return n > 4 && !strcmp(name + n - 4, ".sgf") && name[0] != '.';
}

static void read_folder(struct library *l, int *cap, const char *path, const char *dir, int depth)
{
	DIR *d = opendir(path);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		char full[LIBRARY_PATH_MAX], err[256];
		if (e->d_name[0] == '.')
			continue;
		if (snprintf(full, sizeof full, "%s/%s", path, e->d_name) >= (int)sizeof full)
			continue;
		if (depth == 0 && is_dir(full)) {
			read_folder(l, cap, full, e->d_name, 1);
			continue;
		}
		if (!is_sgf(e->d_name))
			continue;
		if (l->n == *cap) {
			*cap = *cap ? 2 * *cap : 64;
			l->cases = xreallocarray(l->cases, (size_t)*cap, sizeof *l->cases);
		}
		if (read_case(&l->cases[l->n], full, dir, e->d_name, err, sizeof err) == 0) {
			l->n++;
		} else if (!l->unreadable++) {
			snprintf(l->first_error, sizeof l->first_error, "%s", err);
		}
	}
	closedir(d);
}

int library_read(struct library *l, const char *dir, char *err, size_t errlen)
{
	int cap = 0;

	memset(l, 0, sizeof *l);
	snprintf(l->dir, sizeof l->dir, "%s", dir);
	if (!is_dir(dir)) {
		snprintf(err, errlen, "%s: %s", dir, strerror(errno ? errno : ENOENT));
		return -1;
	}
	read_folder(l, &cap, dir, "", 0);
	qsort(l->cases, (size_t)l->n, sizeof *l->cases, case_cmp);
	return 0;
}

void library_free(struct library *l)
{
	free(l->cases);
	memset(l, 0, sizeof *l);
}

/* The i-th word of a ", "-separated list into word; false past the last. */
static bool list_word(const char *list, int i, char *word, size_t len)
{
	const char *s = list;

	for (int k = 0; k < i && s; k++) {
		s = strchr(s, ',');
		s = s ? s + 1 : NULL;
	}
	if (!s)
		return false;
	while (*s == ' ')
		s++;
	size_t n = strcspn(s, ",");
	while (n > 0 && s[n - 1] == ' ')
		n--;
	snprintf(word, len, "%.*s", (int)n, s);
	return n > 0;
}

bool library_has_topic(const struct library_case *c, const char *topic)
{
	char word[64];

	if (!strcmp(c->dir, topic))
		return true;
	for (int i = 0; list_word(c->topics, i, word, sizeof word); i++)
		if (!strcmp(word, topic))
			return true;
	return false;
}

int library_topics(const struct library *l, char (*topics)[32], int max)
{
	int n = 0;

	for (int i = 0; i < l->n; i++) {
		char word[64];
		for (int k = -1; k < 0 || list_word(l->cases[i].topics, k, word, sizeof word); k++) {
			if (k < 0 && !l->cases[i].dir[0])
				continue;
			if (k < 0)
				snprintf(word, sizeof word, "%s", l->cases[i].dir);   /* its folder first */
			int j = 0;
			while (j < n && strcmp(topics[j], word))
				j++;
			if (j == n && n < max && strlen(word) < 32)
				memcpy(topics[n++], word, strlen(word) + 1);
		}
	}
	return n;
}

void library_case_goto(struct document *d)
{
	const char *raw = sgf_value(document_root(d), "C");
	char *comment = raw ? sgf_text(raw) : NULL;
	int at = comment ? library_comment_at(comment) : -1;

	free(comment);
	if (at < 0 || at > document_line_moves(d))
		document_goto_end(d);
	else
		document_goto_move(d, at);
}
