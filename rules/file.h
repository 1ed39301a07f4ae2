/*
 * file.h: which files tengen reads, and how it tells that a file changed under it.
 *
 * Reading.  A game record (and anything else read whole) comes only from a regular file of at most
 * FILE_READ_MAX bytes: a FIFO would block the reader for ever, a device like /dev/zero or
 * /dev/urandom never ends, and a file of gigabytes would take all the memory before it could be
 * refused as a record.  Anything else is refused before a byte is read, with the reason in words.
 * Writing is atomic.h's (it writes only regular files too).
 *
 * Identity.  A file's identity is its device, inode, modification time and size: an editor's save,
 * another board's atomic save (a new inode) or an append all change it, so that a board can ask
 * before saving over a file that changed on disk since it was loaded or saved.
 */
#ifndef TENGEN_FILE_H
#define TENGEN_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#define FILE_READ_MAX ((size_t)64 << 20)   /* 64 MiB: far above any real record (the longest are
					       a few hundred kB) */
#define FILE_READ_MAX_WORDS "64 MiB"

/* What a file of mode st_mode is, in words: "a regular file", "a directory", "a FIFO (named
 * pipe)", "a character device", "a block device", "a socket", "a symbolic link". */
const char *file_kind(mode_t mode);

/*
 * The whole of the file at path (through symbolic links), NUL-terminated, its length in *len.
 * NULL with "PATH: cannot open: WHY" in err when it cannot be opened or read, is not a regular
 * file, or holds more than FILE_READ_MAX bytes.  Caller frees.
 */
char *file_read(const char *path, size_t *len, char *err, size_t errlen);

struct file_id {
	bool exists;            /* false: no file (the other fields are 0) */
	dev_t dev;
	ino_t ino;
	long long mtime_sec;
	long mtime_nsec;
	long long size;
};

/* The identity of the file at path now (through symbolic links). */
struct file_id file_id_of(const char *path);
/* True when a and b are the same file, unchanged. */
bool file_id_same(const struct file_id *a, const struct file_id *b);

#endif
