/*
 * sgf.h: the SGF syntax tree (FF[1] to FF[4]): read a collection of game trees, walk it, change it,
 * write it back.
 *
 * Shape.  A collection holds game trees.  A tree is nodes linked by parent, first child and next
 * sibling: the main line of a game is the chain of first children from its root, and the other
 * children of a node are its variations.  The roots of the game trees are siblings of each other.
 * Each node holds its properties in file order; each property has an upper-case identifier and at
 * least one value.  FF[3]'s mixed-case identifiers are read by dropping the lower-case letters
 * ("AddBlack" is AB); a property repeated in one node is merged into one.
 *
 * Values are kept RAW: the bytes between '[' and ']' with their escapes as they were in the file, so
 * that a value of any type, known to tengen or not, is written back unchanged.  They are UTF-8:
 * reading converts each game tree from its CA charset (UTF-8, ISO-8859-1 and anything iconv knows),
 * rewrites that CA to UTF-8, and reads a tree without CA that is not valid UTF-8 as Latin-1.
 * sgf_text / sgf_simpletext / sgf_point / sgf_move / sgf_point_list interpret raw values;
 * sgf_escape makes a raw value of a text.  A raw value never holds an unescaped ']' nor ends in a
 * lone backslash: values added through this interface are repaired to keep that true.
 *
 * Errors.  A file that is not SGF gives no collection and one message "NAME:LINE:COL: expected ...";
 * lines and columns count from 1, columns in bytes.  What is read with a guess (text outside the game
 * trees, a merged property, a charset) is a warning kept in the collection, in the same format.
 *
 * Ownership.  sgf_parse, sgf_read_file and sgf_new return a collection that the caller frees with
 * sgf_free; every node, property and string in it belongs to it.  Functions that return char *
 * return a new string: caller frees.
 *
 * Nothing here recurses: a game of 100,000 moves or variations nested 100,000 deep are read,
 * walked, compared, written and freed with loops over the parent links.
 */
#ifndef TENGEN_SGF_H
#define TENGEN_SGF_H

#include <stdbool.h>
#include <stddef.h>

#define SGF_MAX_SIZE 52       /* SGF coordinates: a..z then A..Z */
#define SGF_WRAP 78           /* sgf_write keeps lines to this many bytes where the values allow */

struct sgf_prop {
	char *id;                 /* identifier: upper-case letters only */
	char **values;            /* raw values, UTF-8, NUL-terminated */
	int nvalues;              /* at least 1 */
	int line, col;            /* where the identifier starts in the file; 0 when made in memory */
	struct sgf_prop *next;    /* the next property of the node */
};

struct sgf_node {
	struct sgf_prop *props;   /* the first property, NULL for an empty node */
	struct sgf_node *parent;  /* NULL for the root of a game tree */
	struct sgf_node *child;   /* the first child: the main line goes on here */
	struct sgf_node *next;    /* the next sibling: another variation, or the next game's root */
	int line, col;            /* where the node's ';' is in the file; 0 when made in memory */
};

struct sgf_collection {
	struct sgf_node *games;   /* the root of the first game tree; the others follow through next */
	struct sgf_node *last_game;  /* the root of the last one (sgf_add_game appends there at once) */
	int ngames;
	char *name;               /* the name used in messages, usually the file's */
	char **warnings;          /* "NAME:LINE:COL: what was guessed" */
	int nwarnings;
};

struct sgf_point {
	int x, y;                 /* column from the left and row from the top, from 0 */
};

/* Reading. */
/* Parse len bytes of SGF.  Returns the collection, or NULL with "NAME:LINE:COL: expected ..." in err. */
struct sgf_collection *sgf_parse(const char *data, size_t len, const char *name, char *err,
				 size_t errlen);
/* Read and parse the file at path (named path in messages): a regular file of at most FILE_READ_MAX
 * bytes (rules/file.h).  NULL with a message in err. */
struct sgf_collection *sgf_read_file(const char *path, char *err, size_t errlen);
void sgf_free(struct sgf_collection *c);

/* Building. */
/* An empty collection named name (may be NULL). */
struct sgf_collection *sgf_new(const char *name);
/* Append a new game tree with an empty root; returns the root. */
struct sgf_node *sgf_add_game(struct sgf_collection *c);
/* Append an empty node as the last child of parent; returns it. */
struct sgf_node *sgf_add_child(struct sgf_node *parent);
/* Take node and its subtree out of its parent's children and free them (node must not be a root). */
void sgf_delete(struct sgf_node *node);
/* The root of game i (from 0), or NULL. */
struct sgf_node *sgf_game(const struct sgf_collection *c, int i);

/* Properties of a node. */
/* The property id of node n, or NULL. */
struct sgf_prop *sgf_prop_get(const struct sgf_node *n, const char *id);
/* The first raw value of property id, or NULL. */
const char *sgf_value(const struct sgf_node *n, const char *id);
/* Append the raw value to property id, creating the property at the end of the node. */
void sgf_prop_add(struct sgf_node *n, const char *id, const char *raw);
/* Make raw the only value of property id (keeping its place in the node when it exists). */
void sgf_prop_set(struct sgf_node *n, const char *id, const char *raw);
/* sgf_prop_set with the escaped form of a text. */
void sgf_prop_set_text(struct sgf_node *n, const char *id, const char *text);
/* Remove property id if present. */
void sgf_prop_remove(struct sgf_node *n, const char *id);

/* Walking. */
/* The node after n in preorder within the subtree of top (n's own siblings excluded when n is top),
 * or NULL at the end. */
struct sgf_node *sgf_next(const struct sgf_node *n, const struct sgf_node *top);
/* The last node of the main line from n (following first children). */
struct sgf_node *sgf_main_line_end(const struct sgf_node *n);
/* Number of nodes in the subtree of n, n included. */
long sgf_count_nodes(const struct sgf_node *n);
/* True if a and b hold the same trees: shape, identifiers and raw values (not positions, names or
 * warnings). */
bool sgf_equal(const struct sgf_collection *a, const struct sgf_collection *b);

/* Writing. */
/*
 * Make root the root of a file tengen writes: FF[4] CA[UTF-8] GM[1] AP[tengen:VERSION] first, in
 * that order, replacing any earlier values of these four.
 */
void sgf_stamp(struct sgf_node *root, const char *version);
/* The collection as SGF text, NUL-terminated; its length in *len if len is not NULL.  Deterministic:
 * nodes wrap at SGF_WRAP, each variation starts a line.  Caller frees. */
char *sgf_write(const struct sgf_collection *c, size_t *len);
/* Write the collection to path atomically (a temporary file, fsync, rename).  0, or -1 with err. */
int sgf_write_file(const struct sgf_collection *c, const char *path, char *err, size_t errlen);

/* Values. */
/* A Text value: escapes and soft line breaks removed, each line break (LF, CR, CRLF, LFCR) one LF,
 * other white space a space.  Caller frees. */
char *sgf_text(const char *raw);
/* A SimpleText value: as sgf_text, but line breaks become spaces too.  Caller frees. */
char *sgf_simpletext(const char *raw);
/* The raw value of a text: '\' and ']' escaped.  Caller frees. */
char *sgf_escape(const char *text);
/* The first unescaped ':' of a composed value, or NULL. */
const char *sgf_compose_split(const char *raw);
/* A point on a size x size board ("dd"; white space around the letters is ignored, since files
 * break lines inside brackets).  0, or -1 when raw is not one. */
int sgf_point(const char *raw, int size, struct sgf_point *out);
/* A move: 1 and the point, 0 for a pass ("" always; "tt" when size <= 19), -1 when not a move. */
int sgf_move(const char *raw, int size, struct sgf_point *out);
/*
 * The points of a list property (single points and "ul:lr" rectangles; corners in any order),
 * merged and sorted by row then column, into out (room for size * size).  Returns their number.
 * *bad is set to the index of the first value that is not a point or rectangle (skipped), or -1.
 */
int sgf_point_list(const struct sgf_prop *p, int size, struct sgf_point *out, int *bad);
/* The two letters of a point, into buf (at least 3 bytes).  Returns buf. */
const char *sgf_point_str(struct sgf_point pt, char *buf);
/*
 * An SGF Number, as FF[4] defines it: an optional sign and digits ("600", "+3", "-12"), white space
 * around it ignored, from min to max.  0, or -1 (anything else, or out of range).
 */
int sgf_number(const char *raw, long min, long max, long *out);
/*
 * An SGF Real, as FF[4] defines it: a Number, then optionally one point and digits ("600", "-2.5",
 * "41.25"), white space around it ignored; its whole part at most SGF_REAL_MAX.  0, or -1 for
 * anything else: "nan", "inf", "1e3", "0x1p3", ".5", "5.", "1,5".  The value is always finite.
 * (Read by hand, not with strtod, which takes all of those and follows the locale's decimal point.)
 */
#define SGF_REAL_MAX 1000000000000L   /* 10^12: far beyond any time, komi or value in a record */
int sgf_real(const char *raw, double *out);
/* The board size of a root: SZ[n] or SZ[w:h] (19 without SZ).  0, or -1 when SZ is not a size. */
int sgf_size(const struct sgf_node *root, int *width, int *height);

#endif
