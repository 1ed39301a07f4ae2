/*
 * atomic.h: replacing a file so that a crash or a signal never leaves half of it: the data goes to
 * a new temporary file in the same directory, is flushed to the disk (fsync), then renamed over
 * the old file, and the directory entry is flushed too.  A file that is replaced keeps its
 * permission bits (and its owner where the system allows it); a new file gets the usual permissions
 * (0666 less the umask).  A path that is a symbolic link writes the file the link points to (the
 * link stays a link), so a game saved through a link to another directory lands there.  Only a
 * regular file is replaced: a directory, a FIFO, a device or a socket (reached by its name or through
 * links) is refused, never turned into a regular file.
 *
 * Failures come with errno and, where asked, a message in words that names the file and the cause:
 * a directory that does not let a new file be made in it (not the file itself: it is never opened
 * for writing), a full disk, the limit on a file's size (ulimit -f; the caller's program ignores
 * SIGXFSZ, so that the write fails instead of killing it).  A failed write removes its temporary.
 *
 * The temporary file is named FILE.tengen-PID.XXXXXX (PID the writer's process, XXXXXX random) and
 * its writer holds a lock on it (flock) until it is renamed or removed.  A process killed while
 * writing (SIGKILL, a power cut) leaves it behind; it is stale once no process of that pid runs and
 * nobody holds its lock, and then the next write to the same file, or atomic_clean, removes it.  A
 * temporary that another running process is writing is never touched, nor any other name.
 */
#ifndef TENGEN_ATOMIC_H
#define TENGEN_ATOMIC_H

#include <stddef.h>

/* Replace the file at path with len bytes of data.  Returns 0, or -1 with errno set and, when err
 * is not NULL, "PATH: cannot write: WHY" in err. */
int atomic_write(const char *path, const char *data, size_t len, char *err, size_t errlen);
/* May atomic_write write path: absent, or a regular file (through links), in a directory that lets
 * a new file be made in it (the temporary is made there, then removed)?  0, or -1 with errno set
 * and "PATH: cannot write: WHY" in err (not NULL): a directory, a FIFO, a device, a socket, a
 * directory that lets nothing be made in it (read-only, /proc) or none. */
int atomic_writable(const char *path, char *err, size_t errlen);

/* Remove the stale temporaries of path (through its symbolic links, as atomic_write writes).
 * Returns how many were removed. */
int atomic_clean(const char *path);
/* Remove the stale temporaries of every file of the directory dir.  Returns how many. */
int atomic_clean_dir(const char *dir);

#endif
