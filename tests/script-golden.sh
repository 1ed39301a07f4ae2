#!/bin/sh
# Headless golden runs: `tengen --script tests/script/NAME.txt` must print tests/script/NAME.out.
# Each script runs in a fresh directory (holding copies of the script and of tests/script/*.sgf)
# with its own XDG_STATE_HOME, so that saves and loads stay there.  What is compared is the screens
# printed, then what went to stderr (each line whose command failed) and the exit status (2 when a
# line failed), so a golden run records its failures too.  TAP output, one test per script.
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
	cp "$dir"/*.sgf "$script" "$run/" 2>/dev/null
	(cd "$run" && env LC_ALL=C.UTF-8 XDG_STATE_HOME="$run/state" NO_COLOR=1 \
		"$TENGEN" --script "$name.txt" >"$run/out" 2>"$run/err")
	status=$?
	if [ -s "$run/err" ]; then
		echo "-- stderr --" >>"$run/out"
		cat "$run/err" >>"$run/out"
	fi
	echo "-- exit $status --" >>"$run/out"
	if [ "${UPDATE:-}" = 1 ]; then
		cp "$run/out" "$dir/$name.out"
	fi
	if cmp -s "$run/out" "$dir/$name.out"; then
		echo "ok $n - $name"
	else
		echo "not ok $n - $name (exit $status)"
		diff -u "$dir/$name.out" "$run/out" | sed 's/^/# /' | head -n 80
	fi
done
