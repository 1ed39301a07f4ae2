#!/bin/sh
# files.sh: the files a hostile user or a hostile machine hands tengen: FIFOs, devices, files too
# large to be records, a limit on a file's size, names longer than any buffer, directories that
# cannot be written.  Nothing may hang, nothing may be lost in silence, no file but a regular one
# may be read or replaced, and every refusal names the file and the cause.  TAP output.
# Environment: TENGEN (the program).

: "${TENGEN:?TENGEN must name the tengen program}"
work=$(mktemp -d)
out=$work/out
want=$work/want
trap 'rm -rf "$work"' EXIT
. "${top_srcdir:-.}/tests/tap-lib.sh"
cd "$work" || exit 1
export LC_ALL=C.UTF-8 XDG_STATE_HOME="$work/state" NO_COLOR=1

# Run tengen ARGS with at most 20 s (120 under valgrind): a reader blocked on a FIFO fails the test
# instead of hanging the suite.
limit=20
[ -n "${UNDER_VALGRIND:-}" ] && limit=120
tengen() { timeout $limit "$TENGEN" "$@"; }
# The output holds this text, spaces and line ends aside (the board's message line wraps, and
# breaks a word longer than a line anywhere).
says() { tr -d ' \n' <"$out" | grep -qF -- "$(printf '%s' "$1" | tr -d ' ')"; }

printf '(;GM[1]FF[4]SZ[9];B[cc];W[dd])\n' >game.sgf

# --- only regular files are read, and none larger than a record can be (64 MiB) ---

mkfifo fifo.sgf
tengen score fifo.sgf >/dev/null 2>"$out"
status=$?
contains <<'END'
tengen score: fifo.sgf: cannot open: it is a FIFO (named pipe), not a regular file; games are read only from regular files
END
ok $(( $? + (status != 2) )) "score: a FIFO is refused at once, exit 2"

printf 'loadsgf fifo.sgf\nloadsgf /dev/zero\n' | tengen gtp >"$out" 2>&1
status=$?
contains <<'END'
? cannot load file
tengen gtp: fifo.sgf: cannot open: it is a FIFO (named pipe), not a regular file; games are read only from regular files
tengen gtp: /dev/zero: cannot open: it is a character device, not a regular file; games are read only from regular files
END
ok $(( $? + status )) "gtp loadsgf: a FIFO and /dev/zero are refused at once"

printf 'play D4\nload! fifo.sgf\ncapture\n' >load-fifo.txt
tengen --script load-fifo.txt >"$out" 2>&1
says " load: fifo.sgf: cannot open: it is a FIFO (named pipe), not a regular file; games are read only from regular files " &&
	grep -q 'Last move Black D4$' "$out"
ok $? "board: load! FIFO is refused with a message, the board goes on"

tengen classify /dev/zero >/dev/null 2>"$out"
status=$?
contains <<'END'
tengen classify: /dev/zero: cannot open: it is a character device, not a regular file; games are read only from regular files
END
ok $(( $? + (status != 2) )) "classify /dev/zero: refused before a byte is read, exit 2"

truncate -s 65M big.sgf
tengen score big.sgf >/dev/null 2>"$out"
status=$?
contains <<'END'
tengen score: big.sgf: cannot open: it holds 68157440 bytes, more than the 64 MiB a game record may have
END
ok $(( $? + (status != 2) )) "score: a file over 64 MiB is refused with the limit, exit 2"

# --- a limit on a file's size (ulimit -f): the write fails, the old file stays whole ---

# SIGXFSZ used to kill the program (exit 153) with its temporary left beside the file.
long=$(head -c 20000 /dev/zero | tr '\0' y)
printf '(;GM[1]FF[4]SZ[9]C[%s];B[cc])\n' "$long" >long.sgf
cp game.sgf kept.sgf
printf 'load long.sgf\nsave kept.sgf\nsend-keys y\ncapture\n' >fsize.txt
(ulimit -f 8; tengen --script fsize.txt >"$out" 2>&1)
status=$?
says " save: kept.sgf: cannot write: File too large (beyond the limit on the size of a file, ulimit -f); the game is not saved " &&
	cmp -s kept.sgf game.sgf && [ -z "$(ls | grep tengen-)" ]
ok $(( $? + (status != 2) )) "board: a save past ulimit -f says so (exit 2); the file is whole and no temporary is left"

printf 'loadsgf long.sgf\nprintsgf kept.sgf\nprintsgf\n' >fsize.gtp
(ulimit -f 8; tengen gtp <fsize.gtp >"$out" 2>&1)
status=$?
contains <<'END' && grep -q '^= (;FF\[4\]' "$out" && cmp -s kept.sgf game.sgf && [ -z "$(ls | grep tengen-)" ]
? cannot write file
tengen gtp: kept.sgf: cannot write: File too large (beyond the limit on the size of a file, ulimit -f)
END
ok $(( $? + status )) "gtp printsgf past ulimit -f: a failure reply, and the engine goes on"

# --- only regular files are written (or created) ---

printf 'play black C3\nprintsgf fifo.sgf\n' | tengen gtp >"$out" 2>&1
status=$?
contains <<'END' && [ -p fifo.sgf ]
? cannot write file
tengen gtp: fifo.sgf: cannot write: it is a FIFO (named pipe), not a regular file; games are saved only to regular files
END
ok $(( $? + status )) "gtp printsgf FIFO: refused, the FIFO stays a FIFO"

# A character device reached through a .sgf link, as a saved game could be: as root a private one
# (the null device's numbers), so that /dev/null itself is never risked; otherwise /dev/null, which
# only root could replace.
if [ "$(id -u)" = 0 ]; then
	mknod null-device c 1 3 2>/dev/null
else
	ln -s /dev/null null-device
fi
if [ -c null-device ]; then
	ln -s null-device device.sgf
	printf 'play black C3\nprintsgf device.sgf\n' | tengen gtp >"$out" 2>&1
	printf 'play D4\nsave! device.sgf\ncapture\n' >device.txt
	tengen --script device.txt >>"$out" 2>&1
	contains <<'END' && says " save: device.sgf: cannot write: it is a character device, not a regular file; games are saved only to regular files; the game is not saved " && [ -c null-device ] && [ -L device.sgf ]
tengen gtp: device.sgf: cannot write: it is a character device, not a regular file; games are saved only to regular files
END
	ok $? "a .sgf link to a character device: gtp and the board refuse, the device stays"
else
	n=$((n + 1)); echo "ok $n - a .sgf link to a character device # SKIP root, and mknod is not allowed"
fi

# A device or a FIFO named without .sgf is refused as named: .sgf used to be added first, so that
# `save /dev/null` wrote a new file /dev/null.sgf, and `save FIFO` wrote FIFO.sgf.  (The private
# null device, or the link to /dev/null, made above, stands for /dev/null.)
mkfifo pipe
printf 'play D4\nsave pipe\ncapture\n' >savepipe.txt
[ -c null-device ] && printf 'save null-device\ncapture\n' >>savepipe.txt
tengen --script savepipe.txt >"$out" 2>&1
says " save: pipe: cannot write: it is a FIFO (named pipe), not a regular file; games are saved only to regular files; the game is not saved " &&
	{ [ ! -c null-device ] || says " save: null-device: cannot write: it is a character device, not a regular file; games are saved only to regular files; the game is not saved "; } &&
	[ -p pipe ] && [ ! -e pipe.sgf ] && [ ! -e null-device.sgf ]
ok $? "save FIFO, save DEVICE: refused as named, before .sgf is added; no FIFO.sgf written"

# save DIR/ asked to replace the directory, then failed "Not a directory".
mkdir games
printf 'play D4\nsave games/\ncapture\n' >savedir.txt
tengen --script savedir.txt >"$out" 2>&1
says " save: games/: cannot write: it is a directory; name a file in it, such as games/game.sgf; the game is not saved " &&
	! grep -q 'Replace it' "$out" && [ -d games ]
ok $? "save DIR/: refused at once, no question, naming what to do"

# A file that may be written in a directory that may not: the directory is named as the cause.
# (Root passes every permission: as root the board runs without its capabilities, when setpriv can
# take them away.)
as_user=
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	as_user="setpriv --bounding-set=-all --inh-caps=-all"
fi
if [ "$(id -u)" != 0 ] || [ -n "$as_user" ]; then
	mkdir ro
	cp game.sgf ro/game.sgf
	printf 'load ro/game.sgf\nplay D4\nsave\ncapture\n' >ro.txt
	chmod 555 ro
	$as_user timeout $limit "$TENGEN" --script ro.txt >"$out" 2>&1
	says " save: ro/game.sgf: cannot write: the directory ro does not let a new file be made in it (Permission denied); a game is saved as a new file beside the old one, then put in its place" &&
		cmp -s ro/game.sgf game.sgf
	ok $? "a writable file in a read-only directory: the directory is named as the cause"
	chmod 755 ro
else
	n=$((n + 1)); echo "ok $n - a writable file in a read-only directory # SKIP root without setpriv"
fi

# --- names of any length the system accepts ---

# A name of 556 bytes used to be cut to its first 511 (the board's buffers): "Saved NAME" was said
# while a file of the cut name was written, over whatever had that name.
a=$(head -c 200 /dev/zero | tr '\0' a)
b=$(head -c 200 /dev/zero | tr '\0' b)
g=$(head -c 150 /dev/zero | tr '\0' g)
mkdir -p "$a/$b"
long="$a/$b/$g.sgf"
cut=$(printf '%s' "$long" | head -c 511)
echo precious >"$cut"
printf 'resize 50 200\nplay D4\nsave %s\nplay E5\nsave\nsave %s\nsend-keys y\ncapture\n' "$long" "$cut.sgf" >longname.txt
cp game.sgf "$cut.sgf"
tengen --script longname.txt >"$out" 2>&1
grep -q ';B\[dp\];W\[eo\]' "$long" && [ "$(cat "$cut")" = precious ] && grep -q ';W\[eo\]' "$cut.sgf" &&
	says " Saved $cut.sgf (2 moves). "
ok $? "save to a name of 556 bytes: that file is written, not the one its first 511 bytes name"

# Longer than the system takes (PATH_MAX): the system's refusal, in words; the message, too long
# for the screen, keeps its start and its end (the cause) around "...".
huge=$(head -c 5000 /dev/zero | tr '\0' h)
printf 'play D4\nsave %s.sgf\ncapture\n' "$huge" >hugename.txt
tengen --script hugename.txt >"$out" 2>&1
says " save: hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh" &&
	says "hhhhhhhhhh ... hhhhhhhhhh" &&
	says "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh.sgf: cannot write: File name too long; the game is not saved "
ok $? "save to a name of 5000 bytes: File name too long, the message's start and end on the screen"

# A file that exists in a directory that lets nothing be made in it (/proc): one message, naming the
# directory, and no question first (it asked whether to replace /proc/version, then said "there is no
# directory /proc").
printf 'export svg /proc/version\ncapture\n' >proc.txt
tengen --script proc.txt >"$out" 2>&1
says " export: /proc/version: cannot write: the directory /proc does not let a new file be made in it (No such file or directory)" &&
	! grep -q "Replace it" "$out" && ! grep -q "there is no directory" "$out"
ok $? "export svg /proc/version: refused at once, the directory named as the cause"

echo "1..$n"
