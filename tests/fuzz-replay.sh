#!/bin/sh
# fuzz-replay.sh: every fuzz harness, without the fuzzer, on its seeds and on each input that once
# crashed it (tests/fuzz/crashes/NAME/): a failed invariant or a crash fails.  TAP, one test a
# harness; the seeds are those `make fuzz` starts from (tests/fuzz/seeds.sh).
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
replay=${FUZZ_REPLAY:-tests/fuzz/fuzz_replay}
t=$top_srcdir/tests
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
set -- sgf gtp command script ruleset diagram sensei
echo "1..$#"
n=0
for name in "$@"; do
	n=$((n + 1))
	top_srcdir=$top_srcdir sh "$t/fuzz/seeds.sh" "$name" "$work/$name"
	dirs=$work/$name
	[ -d "$t/fuzz/crashes/$name" ] && dirs="$dirs $t/fuzz/crashes/$name"
	# shellcheck disable=SC2086 # the directories are words
	if "$replay" "$name" $dirs >"$work/out" 2>&1 && ! grep -q '^not ok' "$work/out"; then
		echo "ok $n - $name: $(grep -c '^ok' "$work/out") inputs"
	else
		echo "not ok $n - $name"
		grep -v '^ok' "$work/out" | tail -n 30 | sed 's/^/# /'
		tail -n 1 "$work/out" | sed 's/^/# last: /'
	fi
done
