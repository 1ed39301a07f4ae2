#!/bin/sh
# finish-compare.sh: how `tengen score` counts the professional records that stop before their end
# (rules/finish.c plays them out first), against the result each record gives.
#
# usage: finish-compare.sh [-q] [-j JOBS] [TENGEN [DIR]]
#
# The games: every record of DIR (default /usr/share/goban, the goban-original-games collection, 596
# records, none of which ends with two passes) whose result is a count (RE[B+n] or RE[W+n], not a
# resignation) and that gives its komi (KM); a record without KM is left out (`make life-compare`
# takes its series' komi instead; `tengen score` takes the record's as it is).
#
# Each game is counted twice, under the record's own rules (the first column: Japanese for every
# record of the collection, which gives none) with the life-and-death analysis's marking:
#   `tengen score --auto FILE`          as a user counts it: a game close to its end is played out
#                                       (dame filled, protective moves made) before it is counted; a
#                                       game with more points between the colours than the count's
#                                       limit (rules/count.c) is counted as it stands
#   `tengen score --auto --as-is FILE`  the same board counted as it stands, never played out: what
#                                       the play-out changes
# The time is that of the first (wall clock and CPU, GNU time), the analysis included.
#
# The report: one line per game (unless -q), then for the games played out, the games counted as
# they stand, and all: how many give the recorded winner (a jigo is its own winner), how many the
# recorded margin exactly, how many within one point and within five, the median and largest error
# in points, and the median and largest time; the same for --as-is on the games played out.  The
# development set and the report set apart, as for life-compare: the records whose name matches
# FC_DEV (default ^[Hh]on, the Hon series) and the others (the M and T series).  A report, not
# a test: it asserts nothing.  About a minute with two jobs.

jobs=2 quiet=
usage() {
	echo "usage: $0 [-q] [-j JOBS] [TENGEN [DIR]]" >&2
	exit 1
}

# A result as a number, Black's point of view (B+3.5 is 3.5, W+2 is -2, 0 or Jigo is 0); else empty.
points() {
	echo "$1" | awk '/^B\+[0-9.]+$/ { print substr($0, 3) + 0; next } /^W\+[0-9.]+$/ { print 0 - substr($0, 3); next }
		/^(0(\.0)?|Jigo|jigo|Draw|draw)$/ { print 0 }'
}

# One game: FILE RESULT KOMI; writes one tab-separated line to $FC_OUT/FILE's name.
one_game() {
	f=$1 re=$2 km=$3
	name=$(basename "$f")
	t=$FC_OUT/$name.t
	/usr/bin/time -f '%e %U %S' -o "$t.time" "$TENGEN" score --auto "$f" >"$t" 2>/dev/null
	rc=$?
	"$TENGEN" score --auto --as-is "$f" >"$t.asis" 2>/dev/null
	# the first column of the result row: the record's own rules
	own=$(awk '$1 == "result" { print $2; exit }' "$t")
	asis=$(awk '$1 == "result" { print $2; exit }' "$t.asis")
	rules=$(awk '/^ +[a-z]/ && !done { print $1; done = 1 }' "$t")
	if grep -q '^not played out: the game is not finished' "$t"; then
		how=standing
		moves=0
	else
		how=played
		# the moves played out for the record's rules: the one line, or the line naming them
		moves=$(awk -v r="$rules" '
			/^played out before counting \(/ { n = $0 }
			/^played out before counting by / && index($0, "(" r) + index($0, " " r ",") + index($0, " " r ")") { n = $0 }
			END { sub(/ moves?:.*/, "", n); sub(/.*: /, "", n); print n + 0 }' "$t")
	fi
	set -- $(cat "$t.time" 2>/dev/null) x x x
	wall=$(echo "$1" | awk '{ printf "%d", $1 * 1000 }')
	cpu=$(echo "$2 $3" | awk '{ printf "%d", ($1 + $2) * 1000 }')
	[ "$rc" -eq 0 ] || how=error
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$re" "$km" "$how" "${own:-none}" \
		"${asis:-none}" "$moves" "$wall" "$cpu" \
		"$(points "$re")|$(points "$own")|$(points "$asis")" "$rules" >"$FC_OUT/$name"
	rm -f "$t" "$t.asis" "$t.time"
}

if [ "$1" = "--game" ]; then
	shift
	one_game "$@"
	exit 0
fi

while getopts qj: opt; do
	case $opt in
	q) quiet=1 ;;
	j) jobs=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
TENGEN=${1:-${TENGEN:-./tengen}}
DIR=${2:-/usr/share/goban}
case $TENGEN in
/*) ;;
*) TENGEN=$PWD/$TENGEN ;;
esac
if [ ! -d "$DIR" ]; then
	echo "finish-compare: no records in $DIR (Debian package goban-original-games)" >&2
	exit 1
fi
if [ ! -x /usr/bin/time ]; then
	echo "finish-compare: GNU time (/usr/bin/time) not found" >&2
	exit 1
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The games: FILE RESULT KOMI, for the records with a counted result and a KM.
for f in "$DIR"/*; do
	re=$(grep -o 'RE\[[BW]+[0-9][0-9.]*\]' "$f" | head -1 | sed 's/RE\[\(.*\)\]/\1/')
	km=$(grep -o 'KM\[[-0-9.]*\]' "$f" | head -1 | sed 's/KM\[\(.*\)\]/\1/')
	[ -n "$re" ] && printf '%s %s %s\n' "$f" "$re" "${km:--}"
done >"$tmp/records"
awk '$3 != "-"' "$tmp/records" >"$tmp/games"

mkdir "$tmp/out"
FC_OUT=$tmp/out
export TENGEN FC_OUT
xargs -P "$jobs" -L 1 "${SHELL:-/bin/sh}" "$0" --game <"$tmp/games"
cat "$tmp"/out/* 2>/dev/null | sort >"$tmp/all"

awk -F '\t' -v quiet="$quiet" -v dev="${FC_DEV-^[Hh]on}" -v records="$(wc -l <"$tmp/records")" \
	-v games="$(wc -l <"$tmp/games")" -v tengen="$TENGEN" -v dir="$DIR" '
	function median(a, n,  i, j, t) {
		if (n == 0) return "-"
		for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	function sign(x) { return x > 0 ? 1 : x < 0 ? -1 : 0 }
	function abs(x) { return x < 0 ? -x : x }
	# one game into the set k: its recorded result r, tengen x, its times
	function add(k, r, x, wall, cpu,  e) {
		n[k]++
		if (x == "") { bad[k]++; return }
		e = abs(x - r)
		win[k] += sign(x) == sign(r); exact[k] += e == 0; one[k] += e <= 1; five[k] += e <= 5
		err[k, ++ne[k]] = e; if (e > emax[k]) emax[k] = e
		if (wall != "") { tw[k, ++nt[k]] = wall; if (wall > twmax[k]) twmax[k] = wall; tc[k, nt[k]] = cpu
			if (cpu > tcmax[k]) tcmax[k] = cpu }
	}
	function row(k, name,  i, m, e, w, c) {
		if (!n[k]) { printf "| %-40s |   0 |\n", name; return }
		m = ne[k]; delete e; for (i = 1; i <= m; i++) e[i] = err[k, i]
		delete w; delete c; for (i = 1; i <= nt[k]; i++) { w[i] = tw[k, i]; c[i] = tc[k, i] }
		printf "| %-40s | %3d | %3d (%3.0f%%) | %3d (%3.0f%%) | %3d (%3.0f%%) | %3d (%3.0f%%) | %6s / %-4s | %s |\n",
			name, n[k], win[k], 100 * win[k] / n[k], exact[k], 100 * exact[k] / n[k], one[k], 100 * one[k] / n[k],
			five[k], 100 * five[k] / n[k], median(e, m), emax[k] + 0,
			nt[k] ? sprintf("%d / %d ms (CPU %d / %d ms)", median(w, nt[k]), twmax[k], median(c, nt[k]), tcmax[k]) : "-"
	}
	{
		split($10, p, "|"); r = p[1]; x = p[2]; a = p[3]
		set = $1 ~ dev ? "dev" : "rep"
		if (!quiet)
			printf "%-16s RE %-7s KM %-4s %-8s tengen %-7s as it stands %-7s moves %3d  %5d ms\n",
				$1, $2, $3, $4, $5, $6, $7, $8
		if ($4 == "error") { errors++; next }
		add($4, r, x, $8, $9); add("all", r, x, $8, $9); add($4 "-" set, r, x, $8, $9)
		if ($4 == "played") { add("asis", r, a); add("asis-" set, r, a); mv[++nm] = $7 }
	}
	END {
		printf "\nrecords of %s: %d with a counted result, %d of them with a komi (KM); rules: the record'\''s own\n",
			dir, records, games
		printf "tengen: %s score --auto FILE (and --as-is)%s\n\n", tengen,
			errors ? sprintf("; %d refused (bad input: an illegal move), left out", errors) : ""
		print "| games                                    |   n | winner      | margin      | within 1    | within 5    | error: median / max | time: median / max |"
		print "|------------------------------------------|-----|-------------|-------------|-------------|-------------|---------------------|--------------------|"
		row("played", "played out (rules/finish.c), then counted")
		row("asis", "  the same, counted as they stand")
		row("standing", "not finished: counted as they stand")
		row("all", "all: what tengen score gives")
		print ""
		row("played-dev", "played out, development set (" dev ")")
		row("asis-dev", "  the same, counted as they stand")
		row("played-rep", "played out, the others (report set)")
		row("asis-rep", "  the same, counted as they stand")
		row("standing-dev", "not finished, development set")
		row("standing-rep", "not finished, the others")
		if (nm) printf "\nmoves played out: median %s\n", median(mv, nm)
	}' "$tmp/all"
