#!/bin/sh
# Load, replay and round-trip every game of a collection of professional game records: the 596
# games (Honinbo, Meijin and other title matches, 1941-1980s) of the Debian package
# goban-original-games, as .sgf and .mgt (the same format).  TAP, one test per file.
#
# Five files of the collection hold a move onto an occupied point (GNU Go 3.8 warns "Move off board
# or on occupied position found in sgf-file" at the same moves); loading them must stop at exactly
# that move, with the game up to it intact.
#
# A missing collection is a failure, not a skip: CI installs the package.
dir=${SGF_COLLECTION:-/usr/share/goban}
set --
for f in "$dir"/*.sgf "$dir"/*.mgt; do
	[ -f "$f" ] && set -- "$@" "$f"
done
if [ $# -eq 0 ]; then
	echo "1..1"
	echo "not ok 1 - no SGF game collection in $dir: install the Debian package goban-original-games" \
		"(apt-get install --no-install-recommends goban-original-games)"
	exit 1
fi
exec ./tests/sgf_roundtrip --rules japanese \
	--stop M-65-5.sgf:228 --stop M-77-1.mgt:177 --stop M-77-2.mgt:138 \
	--stop M-77-4.mgt:150 --stop T-22-4.mgt:278 "$@"
