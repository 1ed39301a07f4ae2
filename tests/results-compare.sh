#!/bin/bash
# results-compare.sh: tengen's count of finished server games against the result each record gives,
# beside GNU Go's.
#
# usage: results-compare.sh [-q] [-k KEEP] [-s SET=REGEX]... TENGEN GNUGO FILE...
#
# The games: every record among FILE whose result is a count (RE[B+n] or RE[W+n], not a
# resignation or a time-out): games played to their end on a server, whose players marked the dead
# stones there and whose result the server counted (the collection of finished 9x9 and 19x19
# games of online-go.com in github.com/lemonsqueeze/score-estimator, its sgf folder, benchmark
# branch: 729 games of kyu and dan players, Japanese or Chinese rules, results put right by hand
# where the players' marking was wrong).  The records hold no marking, so the result is the truth:
# a marking that takes a living group off, or leaves a dead one standing, misses it by twice the
# group's points or more.
#
# Each program loads the record over GTP (`loadsgf FILE`, which takes the record's rules and komi)
# and answers `final_score`: tengen as `tengen gtp $TENGEN_ARGS` (its marking, then one count under
# the record's rules), GNU Go as `gnugo --mode gtp`, with --chinese-rules where the record says
# RU[Chinese] (its `final_score` plays the game out to find the dead stones).
#
# The report: one line per game that either program misses (unless -q), then for each set (-s
# NAME=REGEX: the records whose file name matches REGEX; without -s one set, "all") and each
# program the games, how many it counts exactly, within one point, with the recorded winner, the
# median and largest error in points, the failures (no score), and the median and largest time of
# a game's session.  -k KEEP keeps GNU Go's answers and times in the directory KEEP and takes them
# from there on the next run (they do not change).  A report, not a test: it asserts nothing.
# About two seconds a game for GNU Go, a tenth of that for tengen.

quiet= keep= sets=()
while getopts qk:s: opt; do
	case $opt in
	q) quiet=1 ;;
	k) keep=$OPTARG ;;
	s) sets+=("$OPTARG") ;;
	*) echo "usage: $0 [-q] [-k KEEP] [-s SET=REGEX]... TENGEN GNUGO FILE..." >&2; exit 1 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 3 ] || { echo "usage: $0 [-q] [-k KEEP] [-s SET=REGEX]... TENGEN GNUGO FILE..." >&2; exit 1; }
TENGEN=$1 GNUGO=$2
shift 2
[ ${#sets[@]} -gt 0 ] || sets=("all=.")
[ -n "$keep" ] && mkdir -p "$keep"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=tests/score-lib.sh
. "$(dirname "$0")/score-lib.sh"

rows=$tmp/rows
: >"$rows"
for f in "$@"; do
	re=$(grep -o 'RE\[[^]]*\]' "$f" | head -1 | sed 's/RE\[\(.*\)\]/\1/')
	known=$(points "$re")
	[ -n "$known" ] || continue
	name=$(basename "$f")
	printf '1 loadsgf %s\n2 final_score\n9 quit\n' "$f" >"$tmp/in"
	t0=$(now_ms)
	# shellcheck disable=SC2086 # TENGEN_ARGS is words
	"$TENGEN" gtp $TENGEN_ARGS <"$tmp/in" >"$tmp/t" 2>/dev/null
	t1=$(now_ms)
	ta=$(answer2 "$tmp/t")
	key=$keep/$name
	if [ -n "$keep" ] && [ -f "$key" ]; then
		ga=$(sed -n 1p "$key")
		gt=$(sed -n 2p "$key")
	else
		rules=
		grep -qi 'RU\[chinese\]' "$f" && rules=--chinese-rules
		t2=$(now_ms)
		"$GNUGO" --mode gtp $rules <"$tmp/in" >"$tmp/g" 2>/dev/null
		t3=$(now_ms)
		ga=$(answer2 "$tmp/g")
		gt=$((t3 - t2))
		[ -n "$keep" ] && printf '%s\n%s\n' "$ga" "$gt" >"$key"
	fi
	tp=$(points "$ta") gp=$(points "$ga")
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$known" "${tp:-x}" "${gp:-x}" $((t1 - t0)) "$gt" "$re" >>"$rows"
	if [ -z "$quiet" ] && { [ "$tp" != "$known" ] || [ "$gp" != "$known" ]; }; then
		awk -v n="$name" -v re="$re" -v t="$ta" -v g="$ga" -v k="$known" -v tp="$tp" -v gp="$gp" 'BEGIN {
			printf "%-14s %-8s tengen %-8s %-6s GNU Go %-8s %s\n", n, re, t, (tp == k ? "right" : "wrong"),
				g, (gp == k ? "right" : "wrong") }'
	fi
done

echo
echo "finished games counted against their recorded result; tengen gtp, GNU Go $GNUGO --mode gtp"
echo
echo "| set | program | games | exact | within 1 | winner right | median error | max error | failed | median time | max time |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for s in "${sets[@]}"; do
	name=${s%%=*} re=${s#*=}
	for prog in tengen gnugo; do
		col=3 tcol=5 label=tengen
		[ $prog = gnugo ] && col=4 tcol=6 label="GNU Go"
		awk -F'\t' -v re="$re" -v col=$col -v tcol=$tcol -v set="$name" -v label="$label" '
			function median(a, n,   i, j, t) {
				for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
				return n == 0 ? 0 : n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
			}
			$1 ~ re {
				n++
				times[n] = $tcol
				if ($col == "x") { failed++; next }
				e = $col - $2; if (e < 0) e = -e
				errs[++m] = e
				if (e > maxe) maxe = e
				exact += e == 0
				within += e <= 1
				win += ($col > 0 && $2 > 0) || ($col < 0 && $2 < 0) || ($col == 0 && $2 == 0)
			}
			END {
				mt = 0; for (i = 1; i <= n; i++) if (times[i] > mt) mt = times[i]
				printf "| %s | %s | %d | %d | %d | %d | %.1f | %.1f | %d | %d ms | %d ms |\n", set, label, n,
					exact, within, win, median(errs, m), maxe, failed, median(times, n), mt
			}' "$rows"
	done
done
