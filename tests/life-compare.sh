#!/bin/sh
# life-compare.sh: tengen's end-of-game marking and count against GNU Go's and the recorded results.
#
# usage: life-compare.sh [-e EVERY] [TENGEN [GNUGO [DIR]]]
#
# For every EVERY-th record of DIR (default /usr/share/goban, the goban-original-games collection)
# whose result is a count (RE[B+n] or RE[W+n], not a resignation), both programs load the record
# over GTP with its komi and answer `final_status_list dead` and `final_score`.  The report gives,
# over all those games: the dead stones both list, those only GNU Go lists and those only tengen
# lists; and how many final scores equal the recorded result, for each program.  tengen counts the
# position as recorded, by the 1989 Japanese rules (gtp --rules japanese); GNU Go first plays out the
# unfinished boundaries itself, so it also matches records that stop before the last moves.
# A report, not a test: it asserts nothing, and takes about two seconds a game (GNU Go's time).

every=1
while getopts e: opt; do
	case $opt in
	e) every=$OPTARG ;;
	*) echo "usage: $0 [-e EVERY] [TENGEN [GNUGO [DIR]]]" >&2; exit 1 ;;
	esac
done
shift $((OPTIND - 1))
TENGEN=${1:-${TENGEN:-./tengen}}
GNUGO=${2:-${GNUGO:-gnugo}}
DIR=${3:-/usr/share/goban}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

if ! command -v "$GNUGO" >/dev/null 2>&1 && [ ! -x "$GNUGO" ]; then
	echo "life-compare: GNU Go ($GNUGO) not found" >&2
	exit 1
fi
if [ ! -d "$DIR" ]; then
	echo "life-compare: no records in $DIR (Debian package goban-original-games)" >&2
	exit 1
fi

# The answers of one program: the dead stones (sorted, one per line), and the score (B+3.0 as B+3).
answers() {
	awk '/^=/ { k++; sub(/^= ?/, "") } k == 3 || k == 4 { print k, $0 }' "$1" >"$1.a"
	awk '$1 == 3 { for (i = 2; i <= NF; i++) print $i }' "$1.a" | sort >"$1.dead"
	awk '$1 == 4 { print $2 }' "$1.a" | head -1 | sed 's/\.0$//' >"$1.score"
}

games=0 both=0 only_g=0 only_t=0 right_g=0 right_t=0 n=0
for f in "$DIR"/*; do
	n=$((n + 1))
	[ $((n % every)) -eq 0 ] || continue
	re=$(grep -o 'RE\[[BW]+[0-9][0-9.]*\]' "$f" | head -1 | sed 's/RE\[\(.*\)\]/\1/')
	[ -n "$re" ] || continue
	km=$(grep -o 'KM\[[-0-9.]*\]' "$f" | head -1 | sed 's/KM\[\(.*\)\]/\1/')
	# Both under Japanese rules (GNU Go's default) with the record's komi; a record without KM is
	# counted with 6.5, tengen's Japanese default (as `tengen score` does).
	printf 'loadsgf %s\nkomi %s\nfinal_status_list dead\nfinal_score\nquit\n' "$f" "${km:-6.5}" >"$tmp/in"
	"$GNUGO" --mode gtp <"$tmp/in" >"$tmp/g" 2>/dev/null
	"$TENGEN" gtp --rules japanese <"$tmp/in" >"$tmp/t" 2>/dev/null
	answers "$tmp/g"
	answers "$tmp/t"
	games=$((games + 1))
	both=$((both + $(comm -12 "$tmp/g.dead" "$tmp/t.dead" | wc -l)))
	only_g=$((only_g + $(comm -23 "$tmp/g.dead" "$tmp/t.dead" | wc -l)))
	only_t=$((only_t + $(comm -13 "$tmp/g.dead" "$tmp/t.dead" | wc -l)))
	[ "$(cat "$tmp/g.score")" = "$re" ] && right_g=$((right_g + 1))
	[ "$(cat "$tmp/t.score")" = "$re" ] && right_t=$((right_t + 1))
	printf '%s: recorded %s, GNU Go %s, tengen %s\n' "$(basename "$f")" "$re" "$(cat "$tmp/g.score")" \
		"$(cat "$tmp/t.score")"
done
echo
echo "$games games with a counted result"
echo "dead stones: both $both, only GNU Go $only_g, only tengen $only_t"
echo "final_score equal to the recorded result: GNU Go $right_g, tengen $right_t"
