#!/bin/sh
# seeds.sh NAME DIR: the seeds of fuzz harness NAME, taken from the tests, copied into DIR (made
# afresh), for `make fuzz` (tests/fuzz/fuzz.mk) and `make check` (tests/fuzz-replay.sh):
#   sgf       the SGF files of the tests and of the case library
#   gtp       the input of every case of tests/test_gtp.sh, and tests/fuzz/seeds/gtp/
#   command   the scripts of tests/script (each line a command, the directives refused as such)
#   script    the same scripts
#   ruleset   tests/fuzz/seeds/ruleset/: names, RU values and KataGo-style strings
#   diagram   tests/fuzz/seeds/diagram/: diagrams of the unit tests
#   sensei    tests/sensei/ (the seed 003 text) and tests/fuzz/seeds/sensei/: Sensei's Library diagrams
set -eu
name=$1
dir=$2
t=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}/tests
rm -rf "$dir"
mkdir -p "$dir"
case $name in
sgf)
	n=0
	for f in "$t"/sgf/*.sgf "$t"/sgf/*/*.sgf "$t"/gtp/*.sgf "$t"/script/*.sgf "$t"/../assets/*/*.sgf; do
		n=$((n + 1))
		cp "$f" "$dir/$n.sgf"
	done ;;
gtp)
	cp "$t"/fuzz/seeds/gtp/* "$dir/"
	awk -v dir="$dir" '/^input <<.?EOF.?$/ { n++; on = 1; next } /^EOF$/ { on = 0 }
		on { print > (dir "/test-" n ".gtp") }' "$t/test_gtp.sh" ;;
command | script)
	cp "$t"/script/*.txt "$dir/" ;;
ruleset | diagram)
	cp "$t/fuzz/seeds/$name"/* "$dir/" ;;
sensei)
	cp "$t"/sensei/*.txt "$t"/fuzz/seeds/sensei/* "$dir/" ;;
*)
	echo "seeds.sh: no harness $name" >&2
	exit 1 ;;
esac
