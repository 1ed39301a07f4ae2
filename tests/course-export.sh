#!/bin/sh
# `export review FILE` in a --script run, on a professional record of 136 moves: the file is the game
# with the estimate on every node of its line (TGE, and SBKV as Sabaki reads it) and a comment on
# each move that decided it; the record's moves and properties are kept; the document itself is not
# changed (quit asks nothing); a file that exists is replaced only when asked (export!); the file
# read back shows its course at once, with the same decisive moves.  TAP output.  Environment:
# TENGEN, top_srcdir.
: "${TENGEN:?TENGEN must name the tengen program}"
srcdir=${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/course-export.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
cp "$srcdir/tests/script/pro-1951.sgf" .

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; }
expect() { if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1 (expected $3, got $2)"; fi; }
run() {
	printf '%s\n' "$@" > script.txt
	env LC_ALL=C.UTF-8 NO_COLOR=1 XDG_STATE_HOME="$tmp/state" "$TENGEN" --script script.txt > out.txt 2> err.txt
}
count() { grep -o "$1" "$2" | wc -l | tr -d ' '; }

echo "1..11"

run "load pro-1951.sgf" "export review review.sgf" "quit"
expect "the run ends well" "$?" 0
expect "nothing on stderr" "$(cat err.txt)" ""
if grep -q "Wrote review.sgf: the game with the estimate at each of its 136 moves" out.txt; then ok "the message says what was written"; else not_ok "the message says what was written"; fi
if grep -q "not saved" out.txt; then not_ok "the document is not changed: quit asks nothing"; else ok "the document is not changed: quit asks nothing"; fi
expect "a point on every node of the line, the start's included" "$(count 'TGE\[' review.sgf)" 137
expect "each as Sabaki reads it too" "$(count 'SBKV\[' review.sgf)" 137
expect "the moves kept" "$(count ';[BW]\[' review.sgf)" "$(count ';[BW]\[' pro-1951.sgf)"
if grep -q 'PB\[Hashimoto Utaro\]' review.sgf && grep -q 'RE\[W+R\]' review.sgf; then ok "the game's information kept"; else not_ok "the game's information kept"; fi
decided=$(count 'lost about' review.sgf)
if [ "$decided" -ge 1 ]; then ok "the moves that decided it carry a comment ($decided)"; else not_ok "the moves that decided it carry a comment"; fi

cp review.sgf kept.sgf
run "load pro-1951.sgf" "export review review.sgf"
if grep -q "review.sgf already exists. Replace it?" out.txt && cmp -s review.sgf kept.sgf; then
	ok "a file that exists is replaced only when asked"
else
	not_ok "a file that exists is replaced only when asked"
fi

# Read back: the course is the file's (the decisive moves it names are the ones listed).
run "load review.sgf" "course on" "capture"
first=$(grep -o 'Move [0-9]*[^.]*lost about' review.sgf | sed 's/Move \([0-9]*\).*/\1/' | sort -n | head -n 1)
if grep -q "Decisive (d next, D before)" out.txt && grep -q " $first [BW] [A-T][0-9]*: lost" out.txt; then
	ok "read back, the course and its decisive moves at once (move $first first)"
else
	not_ok "read back, the course and its decisive moves at once (move $first first)"
fi
