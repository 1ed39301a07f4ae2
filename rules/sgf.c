/*
 * sgf.c: the SGF syntax tree: read, walk, compare, write; the value types.
 *
 * How a file is read (sgf_parse):
 *   1. Outside game trees, everything up to a '(' followed (after white space) by ';' is skipped, with
 *      a warning when it is more than white space and a byte-order mark: mail headers, a trailing
 *      ')' or padding do not stop a file from loading.  No game tree at all is an error.
 *   2. Inside a game tree the grammar is strict.  One loop reads tokens; the open '(' are an explicit
 *      stack (struct open), never the C stack, so nesting depth is bounded by memory alone.  Each
 *      stack entry knows the last node of its sequence (where the next ';' attaches) and the last
 *      variation hanging from that node (where the next '(' attaches), so linking is O(1).
 *   3. A property is its letters (upper case kept, lower case dropped: FF[3]'s "AddBlack" is AB)
 *      and one or more values.  A value is copied raw, escapes and all, up to the first ']' that no
 *      backslash escapes; a NUL byte becomes U+FFFD.  A repeated identifier in a node is merged
 *      into the first (a small hash of the node's identifiers finds it), an identifier with no
 *      upper-case letter is dropped; both with a warning.  "()" is dropped with a warning.
 *   4. When a game tree closes, its values are converted to UTF-8 from the charset of its root's CA
 *      (see charset_choose), and that CA is rewritten as UTF-8.  A tree without CA that is not valid
 *      UTF-8 is read as Latin-1: files from before UTF-8 was common are Latin-1 far more often than
 *      anything else, and Latin-1 never fails to decode.  Latin-1 is decoded as Windows-1252, as web
 *      browsers do, so that the curly quotes Windows put in 0x80..0x9F come out as quotes.
 *   5. The first error stops the reading: one message, "NAME:LINE:COL: expected X, found Y".
 *
 * How a collection is written (sgf_write): a preorder walk over the parent links.  A node opens a
 * '(' when it is a game root or one of several children; the walk climbs back up from each leaf,
 * closing a ')' for each such node passed, until it finds a next sibling to visit.
 */
#include "rules/sgf.h"

#include <errno.h>
#include <iconv.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/atomic.h"
#include "rules/file.h"
#include "rules/xalloc.h"

#define SGF_MAX_WARNINGS 100  /* warnings kept per collection; one more says that others followed */
#define SGF_ID_SHOWN 32       /* at most this much of an identifier is quoted in a message */

/* ---- growable byte buffer ---- */

struct sgf_buf {
	char *s;
	size_t len, cap;
};

static void buf_room(struct sgf_buf *b, size_t more)
{
	if (b->len + more + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + more + 1)
		cap *= 2;
	b->s = xreallocarray(b->s, cap, 1);
	b->cap = cap;
}

static void buf_put(struct sgf_buf *b, const char *s, size_t n)
{
	buf_room(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static void buf_putc(struct sgf_buf *b, char c)
{
	buf_room(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = '\0';
}

static void buf_puts(struct sgf_buf *b, const char *s)
{
	buf_put(b, s, strlen(s));
}

/* Append the UTF-8 encoding of code point u. */
static void buf_put_utf8(struct sgf_buf *b, unsigned u)
{
	char e[4];
	size_t n;

	if (u < 0x80) {
		e[0] = (char)u;
		n = 1;
	} else if (u < 0x800) {
		e[0] = (char)(0xC0 | u >> 6);
		e[1] = (char)(0x80 | (u & 0x3F));
		n = 2;
	} else {
		e[0] = (char)(0xE0 | u >> 12);
		e[1] = (char)(0x80 | (u >> 6 & 0x3F));
		e[2] = (char)(0x80 | (u & 0x3F));
		n = 3;
	}
	buf_put(b, e, n);
}

/* The contents as a new string (the buffer is left empty).  Caller frees. */
static char *buf_take(struct sgf_buf *b)
{
	char *s = b->s ? b->s : xstrdup("");

	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

/* ---- nodes and properties ---- */

static void prop_free(struct sgf_prop *p)
{
	for (int i = 0; i < p->nvalues; i++)
		free(p->values[i]);
	free(p->values);
	free(p->id);
	free(p);
}

static void node_free(struct sgf_node *n)
{
	struct sgf_prop *p = n->props, *next;

	for (; p; p = next) {
		next = p->next;
		prop_free(p);
	}
	free(n);
}

/* Free top and its subtree (not its siblings): free a leaf, go to its sibling or back up. */
static void tree_free(struct sgf_node *top)
{
	struct sgf_node *n = top;

	for (;;) {
		while (n->child)
			n = n->child;
		struct sgf_node *parent = n->parent, *next = n->next;
		bool done = n == top;
		node_free(n);
		if (done)
			return;
		parent->child = next;
		n = next ? next : parent;
	}
}

/* Append a value.  The array holds the smallest power of two >= nvalues, so it grows when
 * nvalues is 0 or a power of two. */
static void prop_push(struct sgf_prop *p, char *value)
{
	int n = p->nvalues;

	if ((n & (n - 1)) == 0)
		p->values = xreallocarray(p->values, n ? 2 * (size_t)n : 1, sizeof *p->values);
	p->values[p->nvalues++] = value;
}

static struct sgf_prop *prop_new(const char *id, int line, int col)
{
	struct sgf_prop *p = xcalloc(1, sizeof *p);

	p->id = xstrdup(id);
	p->line = line;
	p->col = col;
	return p;
}

static void node_append_prop(struct sgf_node *n, struct sgf_prop *p)
{
	struct sgf_prop **tail = &n->props;

	while (*tail)
		tail = &(*tail)->next;
	*tail = p;
}

/* ---- warnings ---- */

static void collection_vwarn(struct sgf_collection *c, int line, int col, const char *fmt, va_list ap)
{
	char msg[512], full[640];

	if (c->nwarnings > SGF_MAX_WARNINGS)
		return;
	if (c->nwarnings == SGF_MAX_WARNINGS)
		snprintf(full, sizeof full, "%s: further warnings not shown", c->name);
	else {
		vsnprintf(msg, sizeof msg, fmt, ap);
		snprintf(full, sizeof full, "%s:%d:%d: %s", c->name, line, col, msg);
	}
	c->warnings = xreallocarray(c->warnings, (size_t)c->nwarnings + 1, sizeof *c->warnings);
	c->warnings[c->nwarnings++] = xstrdup(full);
}

static void collection_warn(struct sgf_collection *c, int line, int col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	collection_vwarn(c, line, col, fmt, ap);
	va_end(ap);
}

/* ---- raw values ---- */

/* True if raw has an unescaped ']' or ends in a lone backslash. */
static bool raw_broken(const char *s)
{
	for (; *s; s++) {
		if (*s == ']')
			return true;
		if (*s == '\\' && *++s == '\0')
			return true;
	}
	return false;
}

/* A copy of raw that is a well-formed raw value: ']' escaped where it was not, and a trailing lone
 * backslash doubled.  Caller frees. */
static char *raw_repair(const char *s)
{
	struct sgf_buf b = { 0 };

	if (!raw_broken(s))
		return xstrdup(s);
	for (; *s; s++) {
		if (*s == ']' || (*s == '\\' && s[1] == '\0'))
			buf_putc(&b, '\\');
		else if (*s == '\\')
			buf_putc(&b, *s++);
		buf_putc(&b, *s);
	}
	return buf_take(&b);
}

/* ---- UTF-8 and charsets ---- */

/* The length of the valid UTF-8 sequence at s (at least 1 byte available), or 0 if invalid. */
static int utf8_seq(const unsigned char *s)
{
	unsigned c = s[0];
	int n;
	unsigned min, u;

	if (c < 0x80)
		return 1;
	if (c >= 0xC2 && c <= 0xDF)
		n = 2, min = 0x80, u = c & 0x1F;
	else if (c >= 0xE0 && c <= 0xEF)
		n = 3, min = 0x800, u = c & 0x0F;
	else if (c >= 0xF0 && c <= 0xF4)
		n = 4, min = 0x10000, u = c & 0x07;
	else
		return 0;
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		u = u << 6 | (s[i] & 0x3F);
	}
	if (u < min || u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF))
		return 0;
	return n;
}

static bool utf8_valid(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		int n = utf8_seq(p);
		if (n == 0)
			return false;
		p += n;
	}
	return true;
}

/* s with each byte that is not part of valid UTF-8 replaced by U+FFFD.  Caller frees. */
static char *utf8_repair(const char *s)
{
	struct sgf_buf b = { 0 };
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		int n = utf8_seq(p);
		if (n == 0) {
			buf_put_utf8(&b, 0xFFFD);
			p++;
		} else {
			buf_put(&b, (const char *)p, (size_t)n);
			p += (size_t)n;
		}
	}
	return buf_take(&b);
}

/* Windows-1252 in 0x80..0x9F; the five bytes it leaves undefined keep their Latin-1 meaning. */
static const uint16_t cp1252_high[32] = {
	0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
	0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
};

/* s read as Latin-1 (Windows-1252), in UTF-8.  Caller frees. */
static char *latin1_to_utf8(const char *s)
{
	struct sgf_buf b = { 0 };

	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		buf_put_utf8(&b, *p >= 0x80 && *p < 0xA0 ? cp1252_high[*p - 0x80] : *p);
	return buf_take(&b);
}

/* s converted by cd; bytes cd cannot convert become U+FFFD.  Caller frees. */
static char *iconv_to_utf8(iconv_t cd, const char *s)
{
	struct sgf_buf b = { 0 };
	char *in = (char *)s;
	size_t inleft = strlen(s);

	iconv(cd, NULL, NULL, NULL, NULL);
	buf_room(&b, inleft * 2 + 16);
	for (;;) {
		char *out = b.s + b.len;
		size_t outleft = b.cap - b.len - 1, before = outleft;
		size_t rc = inleft ? iconv(cd, &in, &inleft, &out, &outleft)
				   : iconv(cd, NULL, NULL, &out, &outleft);
		b.len += before - outleft;
		b.s[b.len] = '\0';
		if (rc != (size_t)-1 && inleft == 0)
			break;
		if (rc == (size_t)-1 && errno == E2BIG)
			buf_room(&b, b.cap);
		else if (rc == (size_t)-1) {
			buf_put_utf8(&b, 0xFFFD);
			in++;
			inleft--;
		}
	}
	char *res = buf_take(&b);
	char *fixed = utf8_repair(res);
	free(res);
	res = raw_repair(fixed);
	free(fixed);
	return res;
}

enum charset { CS_AUTO, CS_UTF8, CS_LATIN1, CS_ICONV };

/* Charset names compared without case, '-', '_' and spaces. */
struct charset_alias {
	const char *name;
	enum charset cs;
	const char *iconv_name;   /* for CS_ICONV: the superset iconv is asked for */
};

static const struct charset_alias charset_aliases[] = {
	{ "utf8", CS_UTF8, NULL }, { "usascii", CS_AUTO, NULL }, { "ascii", CS_AUTO, NULL },
	{ "iso88591", CS_LATIN1, NULL }, { "iso885911987", CS_LATIN1, NULL },
	{ "latin1", CS_LATIN1, NULL }, { "l1", CS_LATIN1, NULL }, { "cp819", CS_LATIN1, NULL },
	{ "windows1252", CS_LATIN1, NULL }, { "cp1252", CS_LATIN1, NULL },
	{ "gb2312", CS_ICONV, "GB18030" }, { "gbk", CS_ICONV, "GB18030" },
	{ "euccn", CS_ICONV, "GB18030" }, { "cp936", CS_ICONV, "GB18030" },
	{ "shiftjis", CS_ICONV, "CP932" }, { "sjis", CS_ICONV, "CP932" },
	{ "windows31j", CS_ICONV, "CP932" }, { "euckr", CS_ICONV, "CP949" },
	{ "ksc56011987", CS_ICONV, "CP949" },
};

static void charset_normalise(const char *name, char *out, size_t len)
{
	size_t n = 0;

	for (; *name && n + 1 < len; name++)
		if (*name != '-' && *name != '_' && *name != ' ')
			out[n++] = (char)(*name >= 'A' && *name <= 'Z' ? *name + 32 : *name);
	out[n] = '\0';
}

/* The charset named by text: a known alias, else whatever iconv is asked for by that name. */
static enum charset charset_lookup(const char *text, const char **iconv_name)
{
	char key[64];

	charset_normalise(text, key, sizeof key);
	*iconv_name = text;
	for (size_t i = 0; i < sizeof charset_aliases / sizeof *charset_aliases; i++)
		if (strcmp(key, charset_aliases[i].name) == 0) {
			if (charset_aliases[i].iconv_name)
				*iconv_name = charset_aliases[i].iconv_name;
			return charset_aliases[i].cs;
		}
	return key[0] ? CS_ICONV : CS_AUTO;
}

/* The first value of the tree under root that is not valid UTF-8, or NULL. */
static const struct sgf_prop *tree_first_invalid(const struct sgf_node *root)
{
	for (const struct sgf_node *n = root; n; n = sgf_next(n, root))
		for (const struct sgf_prop *p = n->props; p; p = p->next)
			for (int i = 0; i < p->nvalues; i++)
				if (!utf8_valid(p->values[i]))
					return p;
	return NULL;
}

/* The first value of the tree under root holding a byte 0x80-0x9F that Windows-1252 reads as a
 * character (not one of the five it leaves undefined), or NULL. */
static const struct sgf_prop *tree_first_c1(const struct sgf_node *root)
{
	for (const struct sgf_node *n = root; n; n = sgf_next(n, root))
		for (const struct sgf_prop *p = n->props; p; p = p->next)
			for (int i = 0; i < p->nvalues; i++)
				for (const unsigned char *b = (const unsigned char *)p->values[i]; *b; b++)
					if (*b >= 0x80 && *b < 0xA0 && cp1252_high[*b - 0x80] != *b)
						return p;
	return NULL;
}

/* Replace every value v of the tree by conv(v, arg) (a new string). */
static void tree_convert(struct sgf_node *root, char *(*conv)(const char *, void *), void *arg)
{
	for (struct sgf_node *n = root; n; n = sgf_next(n, root))
		for (struct sgf_prop *p = n->props; p; p = p->next)
			for (int i = 0; i < p->nvalues; i++) {
				char *v = conv(p->values[i], arg);
				free(p->values[i]);
				p->values[i] = v;
			}
}

static char *conv_latin1(const char *s, void *arg) { (void)arg; return latin1_to_utf8(s); }
static char *conv_utf8(const char *s, void *arg) { (void)arg; return utf8_repair(s); }
static char *conv_iconv(const char *s, void *arg) { return iconv_to_utf8(*(iconv_t *)arg, s); }

/* Convert a tree whose root declares no usable charset: UTF-8 if valid, else Latin-1. */
static void charset_auto(struct sgf_collection *c, struct sgf_node *root, bool bom)
{
	const struct sgf_prop *bad = tree_first_invalid(root);

	if (!bad)
		return;
	if (bom) {
		collection_warn(c, bad->line, bad->col, "the value of %s is not valid UTF-8 although the "
				"file starts with a UTF-8 mark: invalid bytes replaced by U+FFFD", bad->id);
		tree_convert(root, conv_utf8, NULL);
		return;
	}
	const struct sgf_prop *c1 = tree_first_c1(root);
	if (c1)
		collection_warn(c, bad->line, bad->col, "the value of %s is not valid UTF-8 and the game has "
				"no CA: the game is read as Windows-1252 (ISO-8859-1 but for 0x80-0x9F, which "
				"the value of %s at %d:%d holds)", bad->id, c1->id, c1->line, c1->col);
	else
		collection_warn(c, bad->line, bad->col, "the value of %s is not valid UTF-8 and the game has "
				"no CA: the game is read as ISO-8859-1 (Latin-1)", bad->id);
	tree_convert(root, conv_latin1, NULL);
}

/* Convert a tree declared UTF-8: invalid bytes become U+FFFD. */
static void charset_utf8(struct sgf_collection *c, struct sgf_node *root)
{
	const struct sgf_prop *bad = tree_first_invalid(root);

	if (!bad)
		return;
	collection_warn(c, bad->line, bad->col, "the value of %s is not valid UTF-8 although CA says "
			"so: invalid bytes replaced by U+FFFD", bad->id);
	tree_convert(root, conv_utf8, NULL);
}

/* Step 4 of the top comment: convert the tree under root to UTF-8 and say so in its CA. */
static void charset_convert(struct sgf_collection *c, struct sgf_node *root, bool bom)
{
	struct sgf_prop *ca = sgf_prop_get(root, "CA");
	char *name = ca ? sgf_simpletext(ca->values[0]) : NULL;
	const char *iconv_name = NULL;
	enum charset cs = name ? charset_lookup(name, &iconv_name) : bom ? CS_UTF8 : CS_AUTO;
	iconv_t cd = (iconv_t)-1;

	if (cs == CS_ICONV && (cd = iconv_open("UTF-8", iconv_name)) == (iconv_t)-1) {
		collection_warn(c, ca->line, ca->col, "CA[%.40s]: unknown charset: read as UTF-8 "
				"where valid, else as ISO-8859-1", name);
		cs = CS_AUTO;
	}
	if (cs == CS_AUTO)
		charset_auto(c, root, bom);
	else if (cs == CS_UTF8)
		charset_utf8(c, root);
	else if (cs == CS_LATIN1)   /* a label of Windows-1252 too, as the WHATWG Encoding standard has it */
		tree_convert(root, conv_latin1, NULL);
	else {
		tree_convert(root, conv_iconv, &cd);
		iconv_close(cd);
	}
	if (ca && cs != CS_UTF8)
		sgf_prop_set(root, "CA", "UTF-8");
	free(name);
}

/* ---- the reader ---- */

/* One open '(' (step 2 of the top comment). */
struct open {
	struct sgf_node *last;    /* the last node of this tree's sequence, NULL before its first ';' */
	struct sgf_node *vtail;   /* the last variation hanging from last */
	bool after_variations;    /* a variation of last has closed: only '(' or ')' may follow */
	int line, col;            /* where the '(' is */
};

/* The identifiers of the node being read, hashed, to merge a repeated property in O(1).  The slots
 * filled are listed, so that clearing never breaks a probe chain. */
struct idset {
	struct sgf_prop **slot;
	unsigned cap;             /* a power of two */
	unsigned *filled;         /* the slots in use */
	unsigned used;
};

struct reader {
	const unsigned char *p, *end;
	int line, col;            /* of *p */
	struct sgf_collection *c;
	char *err;
	size_t errlen;
	struct sgf_buf value;     /* the raw value being read */
	struct sgf_buf id;        /* the identifier being read (upper case) */
	struct sgf_buf spelling;  /* and as written, for messages */
	struct open *stack;
	int depth, cap;
	struct sgf_node *root;    /* the root of the game tree being read */
	struct sgf_node *last_root;
	struct idset ids;
	bool bom;                 /* the data starts with a UTF-8 byte-order mark */
	bool warned_nul;
};

static bool is_space(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f';
}

static bool is_letter(int ch)
{
	return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
}

static int rd_peek(const struct reader *r)
{
	return r->p < r->end ? *r->p : -1;
}

/* Step over one byte, counting lines: LF, CRLF and a lone CR each end one. */
static void rd_advance(struct reader *r)
{
	unsigned char ch = *r->p++;

	if (ch == '\n' || (ch == '\r' && (r->p == r->end || *r->p != '\n'))) {
		r->line++;
		r->col = 1;
	} else
		r->col++;
}

static void rd_skip_space(struct reader *r)
{
	while (r->p < r->end && is_space(*r->p))
		rd_advance(r);
}

/* Set the error message at the current position; returns -1. */
static int rd_error(struct reader *r, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (r->err && r->errlen)
		snprintf(r->err, r->errlen, "%s:%d:%d: %s", r->c->name, r->line, r->col, msg);
	return -1;
}

static void rd_warn(struct reader *r, int line, int col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	collection_vwarn(r->c, line, col, fmt, ap);
	va_end(ap);
}

/* What is at the current position, for "found ..." (buf: at least 16 bytes). */
static const char *rd_found(const struct reader *r, char *buf)
{
	int ch = rd_peek(r);

	if (ch < 0)
		return "the end of the file";
	if (ch > ' ' && ch < 127)
		snprintf(buf, 16, "'%c'", ch);
	else
		snprintf(buf, 16, "byte 0x%02X", (unsigned)ch);
	return buf;
}

/* True if a '(' at p starts a game tree: white space, then ';'. */
static bool rd_tree_follows(const struct reader *r, const unsigned char *p)
{
	while (p < r->end && is_space(*p))
		p++;
	return p < r->end && *p == ';';
}

/* Step 1: skip to the next game tree.  False at the end of the data. */
static bool rd_find_tree(struct reader *r)
{
	int line = 0, col = 0;

	while (r->p < r->end) {
		if (*r->p == '(' && rd_tree_follows(r, r->p + 1))
			break;
		if (!is_space(*r->p) && line == 0) {
			line = r->line;
			col = r->col;
		}
		rd_advance(r);
	}
	if (line)
		rd_warn(r, line, col, "text outside a game tree ignored");
	return r->p < r->end;
}

static struct open *rd_top(struct reader *r)
{
	return &r->stack[r->depth - 1];
}

static void rd_push(struct reader *r, int line, int col)
{
	if (r->depth == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 64;
		r->stack = xreallocarray(r->stack, (size_t)r->cap, sizeof *r->stack);
	}
	r->stack[r->depth++] = (struct open){ .line = line, .col = col };
}

/* Attach a new node where the sequence being read goes on. */
static void rd_link(struct reader *r, struct sgf_node *n)
{
	struct open *top = rd_top(r);

	if (top->last) {
		n->parent = top->last;
		top->last->child = n;
	} else if (r->depth == 1) {
		if (r->last_root)
			r->last_root->next = n;
		else
			r->c->games = n;
		r->last_root = r->root = r->c->last_game = n;
		r->c->ngames++;
	} else {
		struct open *up = &r->stack[r->depth - 2];
		n->parent = up->last;
		if (up->vtail)
			up->vtail->next = n;
		else
			up->last->child = n;
		up->vtail = n;
	}
	top->last = n;
}

static unsigned idset_hash(const char *s)
{
	unsigned h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The slot of id: where it is, or the empty slot where it would go. */
static unsigned idset_find(const struct idset *s, const char *id)
{
	unsigned i = idset_hash(id) & (s->cap - 1);

	while (s->slot[i] && strcmp(s->slot[i]->id, id) != 0)
		i = (i + 1) & (s->cap - 1);
	return i;
}

static void idset_add(struct idset *s, struct sgf_prop *p);

static void idset_grow(struct idset *s)
{
	struct sgf_prop **old = s->slot;
	unsigned oldcap = s->cap;

	s->cap = oldcap ? oldcap * 2 : 16;
	s->slot = xcalloc(s->cap, sizeof *s->slot);
	s->filled = xreallocarray(s->filled, s->cap / 2, sizeof *s->filled);
	s->used = 0;
	for (unsigned i = 0; i < oldcap; i++)
		if (old[i])
			idset_add(s, old[i]);
	free(old);
}

static void idset_add(struct idset *s, struct sgf_prop *p)
{
	if (2 * (s->used + 1) > s->cap)
		idset_grow(s);
	unsigned i = idset_find(s, p->id);
	s->slot[i] = p;
	s->filled[s->used++] = i;
}

/* Forget every identifier. */
static void idset_clear(struct idset *s)
{
	while (s->used > 0)
		s->slot[s->filled[--s->used]] = NULL;
}

/* Read one value from its '['.  *out: the raw value (caller frees). */
static int rd_value(struct reader *r, const char *idname, char **out)
{
	int line = r->line, col = r->col;

	rd_advance(r);
	r->value.len = 0;
	buf_room(&r->value, 0);
	r->value.s[0] = '\0';
	for (;;) {
		if (r->p == r->end)
			return rd_error(r, "expected ']' to close the value of %s started at %d:%d, found "
					"the end of the file", idname, line, col);
		unsigned char ch = *r->p;
		if (ch == ']')
			break;
		if (ch == '\\') {
			buf_putc(&r->value, '\\');
			rd_advance(r);
			if (r->p == r->end)
				continue;
			ch = *r->p;
		}
		if (ch == '\0') {
			if (!r->warned_nul)
				rd_warn(r, r->line, r->col, "NUL byte in the value of %s replaced by U+FFFD",
					idname);
			r->warned_nul = true;
			buf_put_utf8(&r->value, 0xFFFD);
		} else
			buf_putc(&r->value, (char)ch);
		rd_advance(r);
	}
	rd_advance(r);
	*out = xstrdup(r->value.s);
	return 0;
}

/* Read the letters of an identifier: upper case into r->id, all into r->spelling (shortened). */
static void rd_identifier(struct reader *r)
{
	r->id.len = r->spelling.len = 0;
	buf_puts(&r->id, "");
	buf_puts(&r->spelling, "");
	while (r->p < r->end && is_letter(*r->p)) {
		if (*r->p <= 'Z')
			buf_putc(&r->id, (char)*r->p);
		if (r->spelling.len < SGF_ID_SHOWN)
			buf_putc(&r->spelling, (char)*r->p);
		rd_advance(r);
	}
}

/* Keep a property just read: merge it into an earlier one of the same node, or append it. */
static void rd_keep(struct reader *r, struct sgf_node *n, struct sgf_prop *p, struct sgf_prop **tail)
{
	if (!r->ids.slot)
		idset_grow(&r->ids);
	struct sgf_prop *old = r->ids.slot[idset_find(&r->ids, p->id)];
	if (old) {
		rd_warn(r, p->line, p->col, "property %s repeated in one node: values merged", p->id);
		for (int i = 0; i < p->nvalues; i++)
			prop_push(old, p->values[i]);
		p->nvalues = 0;
		prop_free(p);
		return;
	}
	if (*tail)
		(*tail)->next = p;
	else
		n->props = p;
	*tail = p;
	idset_add(&r->ids, p);
}

/* Read one property (identifier and values) into node n. */
static int rd_property(struct reader *r, struct sgf_node *n, struct sgf_prop **tail)
{
	int line = r->line, col = r->col;
	char found[16];

	rd_identifier(r);
	const char *name = r->id.len ? r->id.s : r->spelling.s;
	rd_skip_space(r);
	if (rd_peek(r) != '[')
		return rd_error(r, "expected '[' to start the value of property %s, found %s", name,
				rd_found(r, found));
	struct sgf_prop *p = prop_new(r->id.s, line, col);
	while (rd_peek(r) == '[') {
		char *v = NULL;
		if (rd_value(r, name, &v) != 0) {
			prop_free(p);
			return -1;
		}
		prop_push(p, v);
		rd_skip_space(r);
	}
	if (r->id.len == 0) {
		rd_warn(r, line, col, "property %s has no upper-case letter: ignored", r->spelling.s);
		prop_free(p);
		return 0;
	}
	rd_keep(r, n, p, tail);
	return 0;
}

/* Read a node from its ';'. */
static int rd_node(struct reader *r)
{
	struct open *top = rd_top(r);
	char found[16];

	if (top->after_variations)
		return rd_error(r, "expected '(' or ')' after the variations of the %s started at %d:%d, "
				"found %s: a node cannot follow variations",
				r->depth == 1 ? "game tree" : "variation", top->line, top->col,
				rd_found(r, found));
	struct sgf_node *n = xcalloc(1, sizeof *n);
	struct sgf_prop *tail = NULL;
	n->line = r->line;
	n->col = r->col;
	rd_link(r, n);
	rd_advance(r);
	int rc = 0;
	for (;;) {
		rd_skip_space(r);
		if (rd_peek(r) < 0 || !is_letter(rd_peek(r)))
			break;
		if ((rc = rd_property(r, n, &tail)) != 0)
			break;
	}
	idset_clear(&r->ids);
	return rc;
}

/* A '(' inside a game tree: open a variation, or drop "()". */
static int rd_open(struct reader *r)
{
	int line = r->line, col = r->col;
	char found[16];

	rd_advance(r);
	rd_skip_space(r);
	if (rd_peek(r) == ')') {
		rd_advance(r);
		rd_warn(r, line, col, "empty variation '()' ignored");
		return 0;
	}
	if (rd_peek(r) != ';')
		return rd_error(r, "expected ';' to start the first node of the variation started at "
				"%d:%d, found %s", line, col, rd_found(r, found));
	rd_push(r, line, col);
	return 0;
}

/* Anything else inside a game tree is an error; say what was expected there. */
static int rd_unexpected(struct reader *r)
{
	struct open *top = rd_top(r);
	const char *what = r->depth == 1 ? "game tree" : "variation";
	char found[16];

	if (rd_peek(r) < 0)
		return rd_error(r, "expected ')' to close the %s started at %d:%d, found the end of the "
				"file", what, top->line, top->col);
	if (top->after_variations)
		return rd_error(r, "expected '(' or ')' after the variations of the %s started at %d:%d, "
				"found %s", what, top->line, top->col, rd_found(r, found));
	if (rd_peek(r) == '[')
		return rd_error(r, "expected a property identifier before the value, found '['");
	return rd_error(r, "expected a property identifier, ';', '(' or ')', found %s",
			rd_found(r, found));
}

/* Read one game tree from its '(' (step 2). */
static int rd_tree(struct reader *r)
{
	rd_push(r, r->line, r->col);
	rd_advance(r);
	for (;;) {
		rd_skip_space(r);
		int ch = rd_peek(r), rc;
		if (ch == ';')
			rc = rd_node(r);
		else if (ch == '(')
			rc = rd_open(r);
		else if (ch == ')') {
			rd_advance(r);
			if (--r->depth == 0)
				break;
			rd_top(r)->after_variations = true;
			rc = 0;
		} else
			rc = rd_unexpected(r);
		if (rc != 0)
			return rc;
	}
	charset_convert(r->c, r->root, r->bom);
	return 0;
}

static void rd_start(struct reader *r)
{
	if (r->end - r->p >= 3 && memcmp(r->p, "\xEF\xBB\xBF", 3) == 0) {
		r->bom = true;
		r->p += 3;
	}
}

struct sgf_collection *sgf_parse(const char *data, size_t len, const char *name, char *err,
				 size_t errlen)
{
	struct reader r = { .p = (const unsigned char *)data, .end = (const unsigned char *)data + len,
			    .line = 1, .col = 1, .c = sgf_new(name), .err = err, .errlen = errlen };
	int rc = 0;

	rd_start(&r);
	while (rc == 0 && rd_find_tree(&r))
		rc = rd_tree(&r);
	if (rc == 0 && r.c->ngames == 0) {
		r.line = r.col = 1;
		rc = rd_error(&r, "expected '(;' to start a game tree, found %s",
			      len == 0 ? "an empty file" : "no game tree in the file");
	}
	free(r.value.s);
	free(r.id.s);
	free(r.spelling.s);
	free(r.stack);
	free(r.ids.slot);
	free(r.ids.filled);
	if (rc != 0) {
		sgf_free(r.c);
		return NULL;
	}
	return r.c;
}

struct sgf_collection *sgf_read_file(const char *path, char *err, size_t errlen)
{
	size_t len;
	char *data = file_read(path, &len, err, errlen);

	if (!data)
		return NULL;
	struct sgf_collection *c = sgf_parse(data, len, path, err, errlen);
	free(data);
	return c;
}

/* ---- building ---- */

struct sgf_collection *sgf_new(const char *name)
{
	struct sgf_collection *c = xcalloc(1, sizeof *c);

	c->name = xstrdup(name ? name : "<sgf>");
	return c;
}

void sgf_free(struct sgf_collection *c)
{
	if (!c)
		return;
	for (struct sgf_node *g = c->games, *next; g; g = next) {
		next = g->next;
		tree_free(g);
	}
	for (int i = 0; i < c->nwarnings; i++)
		free(c->warnings[i]);
	free(c->warnings);
	free(c->name);
	free(c);
}

struct sgf_node *sgf_add_game(struct sgf_collection *c)
{
	struct sgf_node *n = xcalloc(1, sizeof *n);
	struct sgf_node **tail = c->last_game ? &c->last_game->next : &c->games;

	while (*tail)   /* from the last game: a file of 60,000 diagrams walked the list for each */
		tail = &(*tail)->next;
	*tail = c->last_game = n;
	c->ngames++;
	return n;
}

struct sgf_node *sgf_add_child(struct sgf_node *parent)
{
	struct sgf_node *n = xcalloc(1, sizeof *n), **tail = &parent->child;

	while (*tail)
		tail = &(*tail)->next;
	*tail = n;
	n->parent = parent;
	return n;
}

void sgf_delete(struct sgf_node *node)
{
	struct sgf_node **at = &node->parent->child;

	while (*at != node)
		at = &(*at)->next;
	*at = node->next;
	node->next = NULL;
	tree_free(node);
}

struct sgf_node *sgf_game(const struct sgf_collection *c, int i)
{
	struct sgf_node *g = i >= 0 ? c->games : NULL;

	for (; g && i > 0; i--)
		g = g->next;
	return g;
}

struct sgf_prop *sgf_prop_get(const struct sgf_node *n, const char *id)
{
	for (struct sgf_prop *p = n->props; p; p = p->next)
		if (strcmp(p->id, id) == 0)
			return p;
	return NULL;
}

const char *sgf_value(const struct sgf_node *n, const char *id)
{
	const struct sgf_prop *p = sgf_prop_get(n, id);

	return p ? p->values[0] : NULL;
}

void sgf_prop_add(struct sgf_node *n, const char *id, const char *raw)
{
	struct sgf_prop *p = sgf_prop_get(n, id);

	if (!p) {
		p = prop_new(id, 0, 0);
		node_append_prop(n, p);
	}
	prop_push(p, raw_repair(raw));
}

void sgf_prop_set(struct sgf_node *n, const char *id, const char *raw)
{
	struct sgf_prop *p = sgf_prop_get(n, id);

	if (!p) {
		sgf_prop_add(n, id, raw);
		return;
	}
	for (int i = 0; i < p->nvalues; i++)
		free(p->values[i]);
	p->nvalues = 0;
	prop_push(p, raw_repair(raw));
}

void sgf_prop_set_text(struct sgf_node *n, const char *id, const char *text)
{
	char *raw = sgf_escape(text);

	sgf_prop_set(n, id, raw);
	free(raw);
}

void sgf_prop_remove(struct sgf_node *n, const char *id)
{
	for (struct sgf_prop **pp = &n->props; *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->id, id) == 0) {
			struct sgf_prop *p = *pp;
			*pp = p->next;
			prop_free(p);
			return;
		}
}

/* ---- walking and comparing ---- */

struct sgf_node *sgf_next(const struct sgf_node *n, const struct sgf_node *top)
{
	if (n->child)
		return n->child;
	for (; n != top; n = n->parent)
		if (n->next)
			return n->next;
	return NULL;
}

struct sgf_node *sgf_main_line_end(const struct sgf_node *n)
{
	while (n->child)
		n = n->child;
	return (struct sgf_node *)n;
}

long sgf_count_nodes(const struct sgf_node *top)
{
	long count = 0;

	for (const struct sgf_node *n = top; n; n = sgf_next(n, top))
		count++;
	return count;
}

static bool prop_equal(const struct sgf_prop *a, const struct sgf_prop *b)
{
	if (strcmp(a->id, b->id) != 0 || a->nvalues != b->nvalues)
		return false;
	for (int i = 0; i < a->nvalues; i++)
		if (strcmp(a->values[i], b->values[i]) != 0)
			return false;
	return true;
}

static bool node_equal(const struct sgf_node *a, const struct sgf_node *b)
{
	const struct sgf_prop *p = a->props, *q = b->props;

	for (; p && q; p = p->next, q = q->next)
		if (!prop_equal(p, q))
			return false;
	return !p && !q;
}

/* Preorder with "has a child" and "has a next sibling" at each node determines a tree's shape. */
static bool tree_equal(const struct sgf_node *a, const struct sgf_node *b)
{
	const struct sgf_node *ta = a, *tb = b;

	while (a && b) {
		if (!node_equal(a, b) || !a->child != !b->child)
			return false;
		if (a != ta && !a->next != !b->next)
			return false;
		a = sgf_next(a, ta);
		b = sgf_next(b, tb);
	}
	return !a && !b;
}

bool sgf_equal(const struct sgf_collection *a, const struct sgf_collection *b)
{
	const struct sgf_node *x = a->games, *y = b->games;

	if (a->ngames != b->ngames)
		return false;
	for (; x && y; x = x->next, y = y->next)
		if (!tree_equal(x, y))
			return false;
	return !x && !y;
}

/* ---- writing ---- */

/* Move property id (created empty when missing) to *at in the list, and give it the one value. */
static void stamp_one(struct sgf_node *root, struct sgf_prop ***at, const char *id, const char *raw)
{
	sgf_prop_remove(root, id);
	struct sgf_prop *p = prop_new(id, 0, 0);
	prop_push(p, raw_repair(raw));
	p->next = **at;
	**at = p;
	*at = &p->next;
}

void sgf_stamp(struct sgf_node *root, const char *version)
{
	struct sgf_prop **at = &root->props;
	char ap[128];

	snprintf(ap, sizeof ap, "tengen:%s", version ? version : "");
	stamp_one(root, &at, "FF", "4");
	stamp_one(root, &at, "CA", "UTF-8");
	stamp_one(root, &at, "GM", "1");
	char *raw = sgf_escape(ap);
	stamp_one(root, &at, "AP", raw);
	free(raw);
}

struct out {
	struct sgf_buf b;
	size_t col;               /* bytes since the last line break */
};

static void out_put(struct out *o, const char *s, size_t n)
{
	size_t i = n;

	buf_put(&o->b, s, n);
	while (i > 0 && s[i - 1] != '\n')
		i--;
	o->col = i > 0 ? n - i : o->col + n;
}

static void out_newline(struct out *o)
{
	if (o->col > 0)
		out_put(o, "\n", 1);
}

static size_t prop_width(const struct sgf_prop *p)
{
	size_t w = strlen(p->id);

	for (int i = 0; i < p->nvalues; i++)
		w += strlen(p->values[i]) + 2;
	return w;
}

/* A property (a node's first stays by its ';'); a long list breaks between its values. */
static void write_prop(struct out *o, const struct sgf_prop *p, bool first)
{
	if (!first && o->col + prop_width(p) > SGF_WRAP)
		out_newline(o);
	out_put(o, p->id, strlen(p->id));
	for (int i = 0; i < p->nvalues; i++) {
		size_t n = strlen(p->values[i]);
		if (i > 0 && o->col + n + 2 > SGF_WRAP)
			out_newline(o);
		out_put(o, "[", 1);
		out_put(o, p->values[i], n);
		out_put(o, "]", 1);
	}
}

static void write_node(struct out *o, const struct sgf_node *n)
{
	size_t w = 1;

	for (const struct sgf_prop *p = n->props; p; p = p->next)
		w += prop_width(p);
	if (o->col > 1 && o->col + w > SGF_WRAP)
		out_newline(o);
	out_put(o, ";", 1);
	for (const struct sgf_prop *p = n->props; p; p = p->next)
		write_prop(o, p, p == n->props);
}

/* Does n start a '(': a game root, or one of several children? */
static bool opens(const struct sgf_node *n)
{
	return !n->parent || n->parent->child->next;
}

static void write_open(struct out *o)
{
	out_newline(o);
	out_put(o, "(", 1);
}

static void write_tree(struct out *o, const struct sgf_node *root)
{
	const struct sgf_node *n = root;

	write_open(o);
	for (;;) {
		write_node(o, n);
		if (n == root && n->child)
			out_newline(o);
		if (n->child) {
			n = n->child;
			if (n->next)
				write_open(o);
			continue;
		}
		for (;; n = n->parent) {
			if (!opens(n))
				continue;
			out_put(o, ")", 1);
			if (n == root) {
				out_put(o, "\n", 1);
				return;
			}
			if (n->next)
				break;
		}
		n = n->next;
		write_open(o);
	}
}

char *sgf_write(const struct sgf_collection *c, size_t *len)
{
	struct out o = { { 0 }, 0 };

	for (const struct sgf_node *g = c->games; g; g = g->next)
		write_tree(&o, g);
	if (len)
		*len = o.b.len;
	return buf_take(&o.b);
}

int sgf_write_file(const struct sgf_collection *c, const char *path, char *err, size_t errlen)
{
	size_t len;
	char *text = sgf_write(c, &len);
	int rc = atomic_write(path, text, len, err, errlen);

	free(text);
	return rc;
}

/* ---- value types ---- */

/* The length of the line break at s (LF, CR, CRLF or LFCR), or 0. */
static size_t line_break(const char *s)
{
	if (*s != '\n' && *s != '\r')
		return 0;
	return (s[1] == '\n' || s[1] == '\r') && s[1] != s[0] ? 2 : 1;
}

/* Text and SimpleText: see sgf_text. */
static char *decode_text(const char *raw, bool simple)
{
	struct sgf_buf b = { 0 };

	buf_puts(&b, "");
	while (*raw) {
		size_t nl;
		if (*raw == '\\') {
			raw++;
			if ((nl = line_break(raw)) > 0) {
				raw += nl;          /* a soft line break */
				continue;
			}
			if (*raw == '\0')
				break;
		} else if ((nl = line_break(raw)) > 0) {
			buf_putc(&b, simple ? ' ' : '\n');
			raw += nl;
			continue;
		}
		buf_putc(&b, *raw == '\t' || *raw == '\v' || *raw == '\f' ? ' ' : *raw);
		raw++;
	}
	return buf_take(&b);
}

char *sgf_text(const char *raw) { return decode_text(raw, false); }
char *sgf_simpletext(const char *raw) { return decode_text(raw, true); }

char *sgf_escape(const char *text)
{
	struct sgf_buf b = { 0 };

	buf_puts(&b, "");
	for (; *text; text++) {
		if (*text == '\\' || *text == ']')
			buf_putc(&b, '\\');
		buf_putc(&b, *text);
	}
	return buf_take(&b);
}

const char *sgf_compose_split(const char *raw)
{
	for (; *raw; raw++) {
		if (*raw == ':')
			return raw;
		if (*raw == '\\' && *++raw == '\0')
			break;
	}
	return NULL;
}

/* The coordinate of an SGF letter: a..z are 0..25, A..Z are 26..51; -1 otherwise. */
static int coord(char ch)
{
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a';
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A' + 26;
	return -1;
}

/* A point spelt by the n bytes at s.  White space around it is allowed: some files break their
 * lines inside the brackets. */
static int point_n(const char *s, size_t n, int size, struct sgf_point *out)
{
	while (n > 0 && is_space(*s))
		s++, n--;
	while (n > 0 && is_space(s[n - 1]))
		n--;
	if (n != 2)
		return -1;
	int x = coord(s[0]), y = coord(s[1]);
	if (x < 0 || y < 0 || x >= size || y >= size)
		return -1;
	out->x = x;
	out->y = y;
	return 0;
}

int sgf_point(const char *raw, int size, struct sgf_point *out)
{
	return point_n(raw, strlen(raw), size, out);
}

int sgf_move(const char *raw, int size, struct sgf_point *out)
{
	struct sgf_point tt;

	while (is_space(*raw))
		raw++;
	if (raw[0] == '\0' || (size <= 19 && point_n(raw, strlen(raw), 20, &tt) == 0 && tt.x == 19 &&
				tt.y == 19))
		return 0;
	return sgf_point(raw, size, out) == 0 ? 1 : -1;
}

/* Mark the points of one value (a point or a rectangle); -1 if it is neither. */
static int mark_value(const char *v, int size, bool *mark)
{
	const char *colon = strchr(v, ':');
	struct sgf_point a, b;

	if (!colon) {
		if (sgf_point(v, size, &a) != 0)
			return -1;
		b = a;
	} else if (point_n(v, (size_t)(colon - v), size, &a) != 0 || sgf_point(colon + 1, size, &b) != 0)
		return -1;
	int x0 = a.x < b.x ? a.x : b.x, x1 = a.x < b.x ? b.x : a.x;
	int y0 = a.y < b.y ? a.y : b.y, y1 = a.y < b.y ? b.y : a.y;
	for (int y = y0; y <= y1; y++)
		for (int x = x0; x <= x1; x++)
			mark[y * size + x] = true;
	return 0;
}

int sgf_point_list(const struct sgf_prop *p, int size, struct sgf_point *out, int *bad)
{
	bool mark[SGF_MAX_SIZE * SGF_MAX_SIZE] = { false };
	int n = 0;

	*bad = -1;
	if (size < 1 || size > SGF_MAX_SIZE)
		return 0;
	for (int i = 0; i < p->nvalues; i++)
		if (mark_value(p->values[i], size, mark) != 0 && *bad < 0 && p->values[i][0] != '\0')
			*bad = i;
	for (int y = 0; y < size; y++)
		for (int x = 0; x < size; x++)
			if (mark[y * size + x])
				out[n++] = (struct sgf_point){ x, y };
	return n;
}

const char *sgf_point_str(struct sgf_point pt, char *buf)
{
	buf[0] = (char)(pt.x < 26 ? 'a' + pt.x : 'A' + pt.x - 26);
	buf[1] = (char)(pt.y < 26 ? 'a' + pt.y : 'A' + pt.y - 26);
	buf[2] = '\0';
	return buf;
}

/* A whole number of at most three digits, with nothing else around it but spaces. */
static int size_number(const char *s, const char *end)
{
	int n = 0, digits = 0;

	while (s < end && *s == ' ')
		s++;
	while (s < end && *s >= '0' && *s <= '9' && digits < 4)
		n = n * 10 + (*s++ - '0'), digits++;
	while (s < end && *s == ' ')
		s++;
	return digits == 0 || digits > 3 || s != end ? -1 : n;
}

int sgf_size(const struct sgf_node *root, int *width, int *height)
{
	const char *v = sgf_value(root, "SZ");

	*width = *height = 19;
	if (!v)
		return 0;
	const char *colon = sgf_compose_split(v), *end = v + strlen(v);
	int w = size_number(v, colon ? colon : end);
	int h = colon ? size_number(colon + 1, end) : w;
	if (w < 1 || h < 1)
		return -1;
	*width = w;
	*height = h;
	return 0;
}

/* --- numbers ------------------------------------------------------------------------------------- */

/* White space around a value: files break lines inside brackets. */
static bool number_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/*
 * The digits at *s, as a number no larger than limit (larger: limit, and *over set); the number of
 * digits read.  Every digit is read, so that "9999999999999999999999" is one number, too large,
 * rather than an overflow.
 */
static int number_digits(const char **s, long limit, long *out, bool *over)
{
	int n = 0;
	long v = 0;

	for (; **s >= '0' && **s <= '9'; ++*s, n++) {
		int d = **s - '0';
		if (v > (limit - d) / 10) {
			v = limit;
			*over = true;
		} else if (!*over) {
			v = v * 10 + d;
		}
	}
	*out = v;
	return n;
}

int sgf_number(const char *raw, long min, long max, long *out)
{
	const char *s = raw;
	long v;
	bool over = false;

	while (number_space(*s))
		s++;
	bool minus = *s == '-';
	s += *s == '-' || *s == '+';
	if (number_digits(&s, LONG_MAX, &v, &over) == 0)
		return -1;
	while (number_space(*s))
		s++;
	if (*s || over)
		return -1;
	v = minus ? -v : v;
	if (v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

int sgf_real(const char *raw, double *out)
{
	const char *s = raw;
	long whole, part = 0;
	bool over = false;
	int places = 0;

	while (number_space(*s))
		s++;
	bool minus = *s == '-';
	s += *s == '-' || *s == '+';
	if (number_digits(&s, SGF_REAL_MAX, &whole, &over) == 0)
		return -1;
	if (*s == '.') {
		s++;
		const char *from = s;
		while (*s >= '0' && *s <= '9') {   /* the first 9 places count; the rest are below 1e-9 */
			if (places < 9)
				part = part * 10 + (*s - '0'), places++;
			s++;
		}
		if (s == from)
			return -1;
	}
	while (number_space(*s))
		s++;
	if (*s || over)
		return -1;
	double v = (double)whole;
	if (places > 0) {
		long scale = 1;
		for (int i = 0; i < places; i++)
			scale *= 10;
		v += (double)part / (double)scale;
	}
	*out = minus ? -v : v;
	return 0;
}
