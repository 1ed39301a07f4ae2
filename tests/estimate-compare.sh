#!/bin/bash
# estimate-compare.sh: tengen's estimate of a game in progress against GNU Go's, both held to the
# game's final result.
#
# usage: estimate-compare.sh [-q] [-e EVERY] [-j JOBS] [-k KEEP] [-s SET=REGEX]... TENGEN GNUGO FILE...
#
# The positions: every record among FILE (every EVERY-th, default 1) whose result is a count
# (RE[B+n] or RE[W+n]) and that names its komi (KM), cut after 60% and 80% of its moves, and after
# move 150 when it has more: the three places the score of a game in progress is asked most.
# Each program loads the record over GTP up to that move (`loadsgf FILE N`, which takes the record's
# komi and rules) and answers `estimate_score` (GNU Go's form: `W+8.2 (upper bound: 11.1, lower:
# 5.4)`); tengen as `tengen gtp $TENGEN_ARGS`, GNU Go as `gnugo --mode gtp` (its default rules: the
# komi is the record's).  The error of an estimate is its distance in points from the final result
# (B+n counting n, W+n counting -n); an answer that is no score counts as failed.
#
# The report: one line per position (unless -q), then for each set (-s NAME=REGEX: the records whose
# file name matches REGEX; without -s one set, "all") and each program the positions, the median
# and the mean error, how many are within 5 and 10 points, how many have the final result's winner,
# the failures, and the median and maximum time of an answer (the whole GTP session, so loading is
# in it; GNU Go's is mostly its estimate).  JOBS positions run at a time (default 1), each with both
# programs, so that both see the same load.  -k KEEP keeps GNU Go's answers and times in the
# directory KEEP and takes them from there on the next run (they do not change): a quick way to
# measure a new tengen against the same figures.  A report, not a test: it asserts nothing.

quiet= every=1 jobs=1 keep= sets=()
while getopts qe:j:k:s: opt; do
	case $opt in
	q) quiet=1 ;;
	e) every=$OPTARG ;;
	j) jobs=$OPTARG ;;
	k) keep=$OPTARG ;;
	s) sets+=("$OPTARG") ;;
	*) echo "usage: $0 [-q] [-e EVERY] [-j JOBS] [-k KEEP] [-s SET=REGEX]... TENGEN GNUGO FILE..." >&2; exit 1 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 3 ] || { echo "usage: $0 [-q] [-e EVERY] [-j JOBS] [-k KEEP] [-s SET=REGEX]... TENGEN GNUGO FILE..." >&2; exit 1; }
TENGEN=$1 GNUGO=$2
shift 2
[ ${#sets[@]} -gt 0 ] || sets=("all=.")
[ -n "$keep" ] && mkdir -p "$keep"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=tests/score-lib.sh
. "$(dirname "$0")/score-lib.sh"

# The moves of the main line of FILE (nodes with B or W before the first variation ends it): an
# approximation by the count of B[ and W[ properties up to the first "(" after the root, the
# comments taken out first (a comment may hold a parenthesis).
moves_of() {
	tr -d '\n\r' <"$1" | sed -E 's/C\[([^]\\]|\\.)*\]//g; s/^[^(]*\(//; s/\(.*//' |
		grep -o ';[^;]*' | grep -c '[^A-Z][BW]\['
}

# One position: FILE, MOVE (the position after it), its set; a tab-separated line in $tmp/rows.N.
one() {
	local f=$1 n=$2 set=$3 out=$4 final t0 t1 t2 te ge tt gt key
	final=$(points "$(grep -o 'RE\[[^]]*\]' "$f" | head -1 | sed 's/RE\[\(.*\)\]/\1/')")
	printf '1 loadsgf %s %d\n2 estimate_score\n9 quit\n' "$f" $((n + 1)) >"$out.in"
	t0=$(now_ms)
	# shellcheck disable=SC2086 # TENGEN_ARGS is words
	"$TENGEN" gtp $TENGEN_ARGS <"$out.in" >"$out.t" 2>/dev/null
	t1=$(now_ms)
	key=$keep/$(basename "$f").$n
	if [ -n "$keep" ] && [ -f "$key" ]; then
		read -r gt ge <"$key"
	else
		"$GNUGO" --mode gtp <"$out.in" >"$out.g" 2>/dev/null
		t2=$(now_ms)
		gt=$((t2 - t1)) ge=$(answer2 "$out.g")
		[ -n "$keep" ] && printf '%s %s\n' "$gt" "$ge" >"$key"
	fi
	te=$(answer2 "$out.t") tt=$((t1 - t0))
	printf '%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$f")" "$n" "$set" "$final" \
		"$(points "$te")" "$tt" "$(points "$ge")" "$gt" "$te" >"$out"
}

k=0 i=0
for f in "$@"; do
	[ -f "$f" ] || continue
	grep -q 'KM\[' "$f" || continue
	grep -qE 'RE\[[BW]\+[0-9]' "$f" || continue
	k=$((k + 1))
	[ $((k % every)) -eq 0 ] || [ "$every" -eq 1 ] || continue
	set=
	for s in "${sets[@]}"; do
		echo "$(basename "$f")" | grep -qE "${s#*=}" && { set=${s%%=*}; break; }
	done
	[ -n "$set" ] || continue
	m=$(moves_of "$f")
	# move 150 only where it is not within ten moves of another cut
	for n in $((m * 6 / 10)) $((m * 8 / 10)) $([ "$m" -gt 150 ] && [ $((m * 6 / 10 - 150)) -gt 10 -o $((150 - m * 6 / 10)) -gt 10 ] &&
		[ $((m * 8 / 10 - 150)) -gt 10 -o $((150 - m * 8 / 10)) -gt 10 ] && echo 150); do
		[ "$n" -gt 0 ] || continue
		i=$((i + 1))
		one "$f" "$n" "$set" "$tmp/$i.row" &
		[ $((i % jobs)) -eq 0 ] && wait
	done
done
wait
[ "$i" -gt 0 ] || { echo "estimate-compare: no positions" >&2; exit 1; }
cat "$tmp"/*.row | sort -t '	' -k3,3 -k1,1 -k2,2n >"$tmp/all"

awk -F '\t' -v quiet="$quiet" -v args="$TENGEN_ARGS" '
	function abs(x) { return x < 0 ? -x : x }
	function median(a, n,  i, j, t) {
		if (n == 0) return 0
		for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	function maxof(a, n,  i, m) { m = 0; for (i = 1; i <= n; i++) if (a[i] + 0 > m) m = a[i] + 0; return m }
	function add(p, s, est, t, final,  e) {
		key = p SUBSEP s
		cnt[key]++; tm[key, cnt[key]] = t
		if (est == "") { fail[key]++; return }
		e = abs(est - final); ok[key]++; err[key, ok[key]] = e; sum[key] += e
		if (e <= 5) w5[key]++
		if (e <= 10) w10[key]++
		if ((est > 0) == (final > 0) && (est < 0) == (final < 0)) win[key]++
	}
	{
		if (!quiet) printf "%-16s move %3d  final %6s   tengen %7s (%5d ms)   GNU Go %7s (%5d ms)\n", $1, $2, $4, $5 == "" ? "failed" : $5, $6, $7 == "" ? "failed" : $7, $8
		if (!($3 in seen)) { seen[$3] = 1; order[++ns] = $3 }
		add("tengen", $3, $5, $6, $4); add("GNU Go", $3, $7, $8, $4)
	}
	END {
		printf "\nestimates of games in progress against their final result; tengen gtp%s, GNU Go gnugo --mode gtp\n\n", args != "" ? " " args : ""
		print "| set | program | positions | median error | mean error | within 5 | within 10 | winner right | failed | median time | max time |"
		print "|---|---|---|---|---|---|---|---|---|---|---|"
		for (k = 1; k <= ns; k++) for (q = 1; q <= 2; q++) {
			p = q == 1 ? "tengen" : "GNU Go"; key = p SUBSEP order[k]
			for (j = 1; j <= ok[key]; j++) e[j] = err[key, j]
			for (j = 1; j <= cnt[key]; j++) t[j] = tm[key, j]
			printf "| %s | %s | %d | %.1f | %.1f | %d | %d | %d | %d | %d ms | %d ms |\n", order[k], p, cnt[key],
				median(e, ok[key]), ok[key] ? sum[key] / ok[key] : 0, w5[key], w10[key], win[key], fail[key],
				median(t, cnt[key]), maxof(t, cnt[key])
			delete e; delete t
		}
	}' "$tmp/all"
