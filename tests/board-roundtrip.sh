#!/bin/sh
# Nothing a file holds is lost by the terminal board: each SGF file is loaded and saved again by
# `tengen --script` (load FILE, save OUT), and tests/tree_same compares the two collections node by
# node.  The files: the SGF specification's examples, the test records, the case library, and the
# 596 professional games of the Debian package goban-original-games (a missing collection is a
# failure, not a skip: CI installs it).  TAP, one test per file.
set -u
: "${TENGEN:?the path of the tengen program}"
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
collection=${SGF_COLLECTION:-/usr/share/goban}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/state"

set -- "$top_srcdir"/tests/sgf/spec/*.sgf "$top_srcdir"/tests/sgf/*.sgf "$top_srcdir"/tests/script/variations.sgf \
	"$top_srcdir"/assets/*/*.sgf
for f in "$collection"/*.sgf "$collection"/*.mgt; do
	[ -f "$f" ] && set -- "$@" "$f"
done
echo "1..$(($# + 1))"
n=0
games=0
for f in "$@"; do
	n=$((n + 1))
	printf 'load "%s"\nsave! "%s/out.sgf"\n' "$f" "$work" >"$work/script"
	rm -f "$work/out.sgf"
	env XDG_STATE_HOME="$work/state" "$TENGEN" --script "$work/script" >/dev/null 2>"$work/err"
	if [ ! -s "$work/out.sgf" ]; then
		echo "not ok $n - $f: not saved"
		sed 's/^/# /' "$work/err"
	elif why=$(./tests/tree_same "$f" "$work/out.sgf"); then
		echo "ok $n - $f"
		case $f in "$collection"/*) games=$((games + 1)) ;; esac
	else
		echo "not ok $n - $f: $why"
	fi
done
n=$((n + 1))
if [ "$games" -ge 596 ]; then
	echo "ok $n - all $games games of the collection keep their trees"
else
	echo "not ok $n - $games of the collection's games kept their trees (596 expected: install goban-original-games)"
fi
