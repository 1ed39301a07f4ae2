#!/bin/sh
# Headless golden runs: `tengen --script tests/script/NAME.txt` must print tests/script/NAME.out.
# Each script runs in a fresh directory (holding copies of tests/script/*.sgf) with its own
# XDG_STATE_HOME, so that saves and loads stay there.  TAP output, one test per script.
# UPDATE=1 rewrites the .out files from the current program instead of comparing.
set -u
: "${TENGEN:?the path of the tengen program}"
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
dir="$top_srcdir/tests/script"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

scripts=$(ls "$dir"/*.txt)
echo "1..$(echo "$scripts" | wc -l)"
n=0
for script in $scripts; do
	n=$((n + 1))
	name=$(basename "$script" .txt)
	run="$work/$name"
	mkdir -p "$run/state"
	cp "$dir"/*.sgf "$run/" 2>/dev/null
	(cd "$run" && env LC_ALL=C.UTF-8 XDG_STATE_HOME="$run/state" NO_COLOR=1 \
		"$TENGEN" --script "$script" >"$run/out" 2>"$run/err")
	status=$?
	if [ "${UPDATE:-}" = 1 ]; then
		cp "$run/out" "$dir/$name.out"
	fi
	if [ $status -eq 0 ] && cmp -s "$run/out" "$dir/$name.out"; then
		echo "ok $n - $name"
	else
		echo "not ok $n - $name (exit $status)"
		diff -u "$dir/$name.out" "$run/out" | sed 's/^/# /' | head -n 80
		sed 's/^/# stderr: /' "$run/err"
	fi
done
