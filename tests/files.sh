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

# Run tengen ARGS with at most 20 s, standard input from /dev/null unless redirected: a reader
# blocked on a FIFO fails the test instead of hanging the suite.
tengen() { timeout 20 "$TENGEN" "$@"; }

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
grep -q '^ load: fifo.sgf: cannot open: it is a FIFO (named pipe), not a regular file;$' "$out" &&
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

echo "1..$n"
