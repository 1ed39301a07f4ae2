#!/bin/sh
# life-compare.sh: tengen's end-of-game marking and count against GNU Go's and the recorded results.
#
# usage: life-compare.sh [-q] [-e EVERY] [-j JOBS] [-k KEEP] [TENGEN [GNUGO [DIR]]]
#
# The games: every EVERY-th record of DIR (default /usr/share/goban, the goban-original-games
# collection) whose result is a count (RE[B+n] or RE[W+n], not a resignation) and whose final
# position is finished: at most 20 neutral points.  Neutral points are counted on the position as
# loaded, with GNU Go's dead stones (its `final_status_list dead`) taken off: every empty point of a
# region of empty points (joined orthogonally) that touches stones of both colours.  Open boundaries
# of an unfinished game make large such regions, and the game is left out.
#
# The komi: the record's KM; a record without KM takes its series' komi: the KM most records of the
# same series and year carry (Hon-63-4.mgt: the Hon records of 63), else of the nearest year of that
# series that has one, looking at the earlier year first; only komi whose half point agrees with the
# recorded result's count (a result of n.5 needs a komi of n.5, a whole result a whole komi).  A
# record whose series has no KM at all (the two Nih records) is left out.
#
# Each program answers in one GTP session: `loadsgf`, `komi`, `final_status_list dead`,
# `final_score` (GNU Go also `showboard`, for the neutral points).  tengen runs as
# `tengen gtp --rules japanese $TENGEN_ARGS`, GNU Go as `gnugo --mode gtp` (its default Japanese
# rules); a third session gives tengen GNU Go's dead stones exactly (`tengen-dead`) before its
# `final_score`, which separates marking errors from counting errors.  The time of a program is the
# wall clock of its whole session, per game; the table gives the median.
#
# The report: one line per game (unless -q), then for each program how many results equal the
# recorded one, how many are within one point of it, the median time; how many games both dead
# lists are equal; and the games tengen counts wrong where GNU Go counts right.  JOBS games run at a
# time (default 2), each with both programs, so the comparison stays side by side.  A report, not a
# test: it asserts nothing.  GNU Go takes about two seconds a game, some records much longer.
#
# The development set and the report set, apart: the records whose name matches the regular
# expression LC_DEV (default ^[Hh]on, the Hon series, what the marking was developed on) and the
# others (the M and T series, kept for the report); for each, both programs' results equal to the
# record, within one point, and the median and maximum time.
#
# -k KEEP keeps GNU Go's answers and times in the directory KEEP and takes them from there on the
# next run (GNU Go's do not change): a quick way to measure a new tengen against the same figures.
# Without -k (or LC_KEEP in the environment) both programs run every time.

every=1 jobs=2 quiet=
usage() {
	echo "usage: $0 [-q] [-e EVERY] [-j JOBS] [-k KEEP] [TENGEN [GNUGO [DIR]]]" >&2
	exit 1
}

# The clock in milliseconds.
now_ms() {
	date +%s%3N
}

# The answer of the GTP command numbered ID in the session's output FILE, on one line.
answer() {
	awk -v id="$1" '
		/^[=?][0-9]+/ { k = substr($1, 2); ok = substr($1, 1, 1) == "="; sub(/^[=?][0-9]+ ?/, "") }
		/^$/ { k = "" }
		k == id { out = out (out == "" ? "" : " ") $0; got = 1 }
		END { if (got) print (ok ? out : "? " out) }' "$2"
}

# A result as a number, Black's point of view (B+3.5 is 3.5, W+2 is -2, 0 is 0); else empty.  A
# jigo written W+0 or B+0 is 0 (not -0: the numbers are compared as text).
points() {
	echo "$1" | awk '/^B\+[0-9.]+$/ { print substr($0, 3) + 0 } /^W\+[0-9.]+$/ { print 0 - substr($0, 3) }
		/^0(\.0)?$/ { print 0 }'
}

# One game: FILE KOMI RESULT; writes one tab-separated line to $LC_OUT/FILE's name, or nothing when
# the game is left out.
one_game() {
	f=$1 km=$2 re=$3
	w=$LC_OUT/$(basename "$f").d
	mkdir "$w" || return
	printf '1 loadsgf %s\n2 komi %s\n3 final_status_list dead\n4 final_score\n5 showboard\n9 quit\n' \
		"$f" "$km" >"$w/g.in"
	keep=${LC_KEEP:+$LC_KEEP/$(basename "$f")-$km}
	if [ -n "$keep" ] && [ -f "$keep" ]; then
		sed 1d "$keep" >"$w/g"
		t0=0 t1=$(head -1 "$keep")
	else
		t0=$(now_ms)
		"$GNUGO" --mode gtp <"$w/g.in" >"$w/g" 2>/dev/null
		t1=$(now_ms)
		[ -n "$keep" ] && { echo $((t1 - t0)); cat "$w/g"; } >"$keep"
	fi
	gdead=$(answer 3 "$w/g")
	# The board as rows of . X O, top first, GNU Go's dead stones taken off.
	neutral=$(awk -v dead="$gdead" '
		/^ *[0-9]+ [.+XO]/ {
			n = split($0, t, " "); row = ""
			for (i = 2; i < n && t[i] ~ /^[.+XO]$/; i++) row = row (t[i] == "+" ? "." : t[i])
			rows[++h] = row
		}
		/^ +A B C/ && !cols { cols = $0; gsub(/ /, "", cols) }
		END {
			size = h
			for (y = 1; y <= size; y++) for (x = 1; x <= size; x++) c[x, y] = substr(rows[y], x, 1)
			m = split(dead, d, " ")
			for (i = 1; i <= m; i++) {
				x = index(cols, substr(d[i], 1, 1)); y = size + 1 - substr(d[i], 2)
				if (x > 0 && y >= 1 && y <= size) c[x, y] = "."
			}
			total = 0
			for (y = 1; y <= size; y++) for (x = 1; x <= size; x++) {
				if (c[x, y] != "." || seen[x, y]) continue
				# A flood fill of the region from (x, y), by a stack.
				sp = 0; stx[++sp] = x; sty[sp] = y; seen[x, y] = 1; count = 0; b = 0; w = 0
				while (sp > 0) {
					px = stx[sp]; py = sty[sp]; sp--; count++
					for (k = 0; k < 4; k++) {
						qx = px + (k == 0) - (k == 1); qy = py + (k == 2) - (k == 3)
						if (qx < 1 || qy < 1 || qx > size || qy > size) continue
						if (c[qx, qy] == "X") b = 1
						else if (c[qx, qy] == "O") w = 1
						else if (!seen[qx, qy]) { seen[qx, qy] = 1; stx[++sp] = qx; sty[sp] = qy }
					}
				}
				if (b && w) total += count
			}
			print (size > 0 ? total : "?")
		}' "$w/g")
	case $neutral in
	''|'?') neutral=999 ;;
	esac
	if [ "$neutral" -gt 20 ]; then
		printf '%s\tout\t%s\n' "$(basename "$f")" "$neutral" >"$LC_OUT/$(basename "$f")"
		rm -rf "$w"
		return
	fi
	sed '/^5 /d' "$w/g.in" >"$w/t.in"
	t2=$(now_ms)
	# shellcheck disable=SC2086 # TENGEN_ARGS is words
	"$TENGEN" gtp --rules japanese $TENGEN_ARGS <"$w/t.in" >"$w/t" 2>/dev/null
	t3=$(now_ms)
	case $gdead in
	'?'*) dset='? ' ;;
	*) dset=$gdead ;;
	esac
	printf '1 loadsgf %s\n2 komi %s\n3 tengen-dead %s\n4 final_score\n9 quit\n' "$f" "$km" "$dset" \
		>"$w/d.in"
	# shellcheck disable=SC2086
	"$TENGEN" gtp --rules japanese $TENGEN_ARGS <"$w/d.in" >"$w/d" 2>/dev/null
	tdead=$(answer 3 "$w/t")
	gscore=$(answer 4 "$w/g" | sed 's/\.0$//')
	tscore=$(answer 4 "$w/t" | sed 's/\.0$//')
	case $(answer 3 "$w/d") in
	'?'*) dscore='error' ;;
	*) dscore=$(answer 4 "$w/d" | sed 's/\.0$//') ;;
	esac
	gs=$(echo "$gdead" | tr ' ' '\n' | sed '/^$/d' | sort | tr '\n' ' ')
	ts=$(echo "$tdead" | tr ' ' '\n' | sed '/^$/d' | sort | tr '\n' ' ')
	same=0
	[ "$gs" = "$ts" ] && same=1
	printf '%s\tin\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$f")" "$neutral" \
		"$re" "$km" "${gscore:-none}" $((t1 - t0)) "${tscore:-none}" $((t3 - t2)) "${dscore:-none}" \
		"$same" "$(echo "$gs" | wc -w)" "$(echo "$ts" | wc -w)" \
		"$(points "$re")|$(points "$gscore")|$(points "$tscore")|$(points "$dscore")" \
		>"$LC_OUT/$(basename "$f")"
	rm -rf "$w"
}

if [ "$1" = "--game" ]; then
	shift
	one_game "$@"
	exit 0
fi

while getopts qe:j:k: opt; do
	case $opt in
	q) quiet=1 ;;
	k) LC_KEEP=$OPTARG ;;
	e) every=$OPTARG ;;
	j) jobs=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
TENGEN=${1:-${TENGEN:-./tengen}}
GNUGO=${2:-${GNUGO:-gnugo}}
DIR=${3:-/usr/share/goban}
case $TENGEN in
/*) ;;
*) TENGEN=$PWD/$TENGEN ;;
esac
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

# Every record: its name, series, year, KM (or -) and counted result (or -).
for f in "$DIR"/*; do
	re=$(grep -o 'RE\[[BW]+[0-9][0-9.]*\]' "$f" | head -1 | sed 's/RE\[\(.*\)\]/\1/')
	km=$(grep -o 'KM\[[-0-9.]*\]' "$f" | head -1 | sed 's/KM\[\(.*\)\]/\1/')
	printf '%s %s %s\n' "$f" "${km:--}" "${re:--}"
done >"$tmp/records"

# The games of the sample with their komi: the record's, else the series'.
awk -v every="$every" '
	function series(f,  b) { b = f; sub(/.*\//, "", b); sub(/-.*/, "", b); return b }
	function year(f,  b) { b = f; sub(/.*\//, "", b); sub(/^[^-]*-/, "", b); sub(/-.*/, "", b); return b + 0 }
	function half(v) { return (v * 2) % 2 != 0 }
	{ f[NR] = $1; km[NR] = $2; re[NR] = $3 }
	$2 != "-" { n[series($1), year($1), $2 + 0]++ }
	END {
		for (i = 1; i <= NR; i++) {
			if (i % every != 0 || re[i] == "-") continue
			k = km[i]
			if (k == "-") {
				s = series(f[i]); y = year(f[i]); h = half(substr(re[i], 3))
				for (dist = 0; dist < 100 && k == "-"; dist++)
					for (side = -1; side <= 1 && k == "-"; side += 2) {
						best = 0
						for (key in n) {
							split(key, p, SUBSEP)
							if (p[1] == s && p[2] == y + side * dist && half(p[3]) == h && n[key] > best) {
								best = n[key]; k = p[3]
							}
						}
					}
				if (k == "-") continue
			}
			print f[i], k + 0, re[i]
		}
	}' "$tmp/records" >"$tmp/games"

mkdir "$tmp/out"
LC_OUT=$tmp/out
if [ -n "$LC_KEEP" ]; then
	mkdir -p "$LC_KEEP" || exit 1
	LC_KEEP=$(cd "$LC_KEEP" && pwd)
fi
export TENGEN GNUGO LC_OUT TENGEN_ARGS LC_KEEP
xargs -P "$jobs" -L 1 "${SHELL:-/bin/sh}" "$0" --game <"$tmp/games"
cat "$tmp"/out/* 2>/dev/null | sort >"$tmp/all"

awk -F '\t' -v quiet="$quiet" -v args="$TENGEN_ARGS" -v keep="$LC_KEEP" -v total="$(wc -l <"$tmp/games")" \
	-v dev="${LC_DEV-^[Hh]on}" '
	function median(a, n,  i, j, t) {
		if (n == 0) return "-"
		for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	function near(x, r) { return x != "" && (x - r <= 1 && r - x <= 1) }
	function equal(x, r) { return x != "" && r != "" && x + 0 == r + 0 }   # W+0 and 0 are one jigo
	function row(name, eq, nr, t) {
		printf "| %-26s | %3d (%5.1f%%)     | %3d (%5.1f%%)   | %-11s |\n", name, eq, 100 * eq / games, nr,
			100 * nr / games, t
	}
	function maxof(a, n,  i, m) { m = 0; for (i = 1; i <= n; i++) if (a[i] + 0 > m) m = a[i] + 0; return m }
	function setrow(k, name, eq, nr, t,  i, n) {
		n = sn[k]
		delete ts
		for (i = 1; i <= n; i++) ts[i] = t[k, i]
		printf "| %-11s | %-6s | %3d | %-15s | %-15s | %6d ms | %6d ms |\n", k, name, n,
			sprintf("%3d (%5.1f%%)", eq, n ? 100 * eq / n : 0), sprintf("%3d (%5.1f%%)", nr, n ? 100 * nr / n : 0),
			median(ts, n), maxof(ts, n)
	}
	$2 == "out" { out++; next }
	{
		games++
		k = $1 ~ dev ? "development" : "report"
		sn[k]++
		sgt[k, sn[k]] = $7; stt[k, sn[k]] = $9
		split($14, p, "|")
		if (!quiet)
			printf "%-16s recorded %-7s komi %-4s neutral %2d  GNU Go %-7s tengen %-7s on GNU Go'"'"'s dead %-7s%s\n",
				$1, $4, $5, $3, $6, $8, $10, $11 ? "" : "  (dead lists differ)"
		g_ok = equal(p[2], p[1]); t_ok = equal(p[3], p[1])
		if (g_ok) { g_eq++; sg_eq[k]++ }
		if (t_ok) { t_eq++; st_eq[k]++ }
		if (near(p[2], p[1])) sg_near[k]++
		if (near(p[3], p[1])) st_near[k]++
		if (equal(p[4], p[1])) d_eq++
		if (near(p[2], p[1])) g_near++
		if (near(p[3], p[1])) t_near++
		if (near(p[4], p[1])) d_near++
		gt[games] = $7; tt[games] = $9
		same += $11
		if (t_ok && !g_ok) rev++
		if (!t_ok && g_ok)
			wrong[++nw] = sprintf("  %-16s recorded %-7s GNU Go %-7s tengen %-7s (on GNU Go'"'"'s dead %s)", $1, $4, $6, $8, $10)
	}
	END {
		if (!quiet) print ""
		printf "%d games: records with a counted result and at most 20 neutral points (%d of %d left out)\n",
			games, out, total
		if (games == 0) exit
		print "tengen gtp --rules japanese" (args != "" ? " " args : "") ", GNU Go gnugo --mode gtp" \
			(keep != "" ? " (its answers and times kept in " keep ")" : "")
		print ""
		print "| program                    | result = record  | within 1 point | median time |"
		print "|----------------------------|------------------|----------------|-------------|"
		row("tengen", t_eq, t_near, sprintf("%d ms", median(tt, games)))
		row("GNU Go", g_eq, g_near, sprintf("%d ms", median(gt, games)))
		row("tengen on GNU Go'"'"'s dead", d_eq, d_near, "-")
		print ""
		print "The development set (records matching LC_DEV, default ^[Hh]on: what the marking is tuned on)"
		print "and the report set (the others), apart:"
		print ""
		print "| set         | prog   | n   | result = record | within 1 point  | median    | max       |"
		print "|-------------|--------|-----|-----------------|-----------------|-----------|-----------|"
		for (k in sn) {
			setrow(k, "tengen", st_eq[k], st_near[k], stt)
			setrow(k, "GNU Go", sg_eq[k], sg_near[k], sgt)
		}
		print ""
		printf "dead stones: both lists equal in %d of %d games\n", same, games
		printf "tengen right, GNU Go wrong: %d games\n", rev
		printf "tengen wrong, GNU Go right: %d games\n", nw
		for (i = 1; i <= nw; i++) print wrong[i]
	}' "$tmp/all"
