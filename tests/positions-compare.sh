#!/bin/sh
# positions-compare.sh: tengen's and GNU Go's dead stones on end positions whose dead stones a person
# marked, side by side.
#
# usage: positions-compare.sh [-q] DIR [TENGEN [GNUGO]]
#
# DIR holds the positions, one a file, NAME.game, in the text format of the test positions of the
# score estimator of online-go.com (github.com/online-go/score-estimator, its test_games folder; its
# subfolders are read too): a comment line, `height H`, `width W`, `player_to_move 1|-1`, then two
# grids of H rows of W numbers, top row first: the position (1 Black, -1 White, 0 empty) and the
# marking (1 on a stone: dead; 1 on an empty point: neutral).  A position with no second grid, or
# with sizes that do not fit, is reported and left out.
#
# Each position becomes a record (AB, AW, PL, komi 6.5, Japanese rules) that both programs load
# over GTP (`loadsgf`, `final_status_list dead`): tengen as `tengen gtp $TENGEN_ARGS`, GNU Go as
# `gnugo --mode gtp`.  The report: a line per position where either program is wrong (unless -q):
# its stones wrong, dead left standing (+) or alive taken off (-); then for each program the
# positions with every stone right, the stones wrong in all, the positions where it gave no dead
# stones (an error, or it did not start: "failed"), and the median and maximum time of a position's
# session; and the same per subfolder.  A report, not a test: it asserts nothing.
quiet=
[ "$1" = -q ] && { quiet=1; shift; }
DIR=${1%/}
[ -z "$DIR" ] && [ -n "$1" ] && DIR=/
TENGEN=${2:-${TENGEN:-./tengen}}
GNUGO=${3:-${GNUGO:-gnugo}}
if [ -z "$DIR" ] || [ ! -d "$DIR" ]; then
	echo "usage: positions-compare.sh [-q] DIR [TENGEN [GNUGO]]" >&2
	exit 2
fi
if ! command -v "$GNUGO" >/dev/null 2>&1 && [ ! -x "$GNUGO" ]; then
	[ -x /usr/games/gnugo ] && GNUGO=/usr/games/gnugo || { echo "positions-compare: GNU Go ($GNUGO) not found" >&2; exit 1; }
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The position of FILE as a record on standard output, and its known dead stones as GTP vertices in
# tmp/known; exit 1 (with a message) if the file does not read.
convert() {
	awk -v known="$tmp/known" '
		{ sub(/\r$/, "") }
		/^#/ { next }
		$1 == "height" { h = $2; next }
		$1 == "width" { w = $2; next }
		$1 == "player_to_move" { pl = $2; next }
		{ for (i = 1; i <= NF; i++) v[n++] = $i }
		END {
			if (h < 1 || w != h || h > 25 || n != 2 * h * w) {
				printf "bad position: height %d, width %d, %d numbers\n", h, w, n > "/dev/stderr"
				exit 1
			}
			letters = "abcdefghijklmnopqrstuvwxy"; cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
			ab = aw = dead = ""
			for (y = 0; y < h; y++) for (x = 0; x < w; x++) {
				s = v[y * w + x]; p = "[" substr(letters, x + 1, 1) substr(letters, y + 1, 1) "]"
				if (s == 1) ab = ab p
				if (s == -1) aw = aw p
				if (s != 0 && v[h * w + y * w + x] == 1)
					dead = dead " " substr(cols, x + 1, 1) (h - y)
			}
			printf "(;FF[4]GM[1]SZ[%d]KM[6.5]RU[Japanese]%s%sPL[%s])\n", h,
				ab == "" ? "" : "AB" ab, aw == "" ? "" : "AW" aw, pl == -1 ? "W" : "B"
			print dead > known
		}' "$1"
}

# The dead stones a program's session FILE answered, sorted, one line; exit 1 if it answered no
# dead stones (an error, or nothing at all: a program that did not start).
dead_of() {
	grep -q '^=2' "$1" || return 1
	awk '/^=2/ { sub(/^=2 ?/, ""); got = 1 } got && /^$/ { exit } got { print }' "$1" |
		tr ' ' '\n' | sed '/^$/d' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//'
}

# Stones of vertex list A not in B.
minus() {
	for v in $1; do
		case " $2 " in *" $v "*) ;; *) printf '%s ' "$v" ;; esac
	done
}

# The clock in milliseconds (whole seconds where date has no %N).
now_ms() {
	t=$(date +%s%N 2>/dev/null)
	case $t in
	*[!0-9]* | "") echo $(($(date +%s) * 1000)) ;;
	*) echo $((t / 1000000)) ;;
	esac
}

: >"$tmp/results"
find "$DIR" -name '*.game' | LC_ALL=C sort >"$tmp/files"
while IFS= read -r f; do
	name=${f#"$DIR"/}
	name=${name%.game}
	set=$(dirname "$name")
	[ "$set" = . ] && set=top
	if ! convert "$f" >"$tmp/pos.sgf" 2>"$tmp/err"; then
		echo "$name: left out: $(cat "$tmp/err")"
		continue
	fi
	known=$(tr ' ' '\n' <"$tmp/known" | sed '/^$/d' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//')
	line="$name"
	wrong_any=
	for prog in tengen gnugo; do
		if [ $prog = tengen ]; then
			cmd="$TENGEN gtp $TENGEN_ARGS"
		else
			cmd="$GNUGO --mode gtp"
		fi
		t0=$(now_ms)
		printf '1 loadsgf %s\n2 final_status_list dead\n3 quit\n' "$tmp/pos.sgf" | $cmd >"$tmp/out" 2>/dev/null
		t1=$(now_ms)
		if ! got=$(dead_of "$tmp/out"); then
			line="$line  $prog failed: $(grep -m 1 '^?' "$tmp/out" || echo 'no answer')"
			wrong_any=1
			echo "$prog $set failed $((t1 - t0))" >>"$tmp/results"
			continue
		fi
		standing=$(minus "$known" "$got")
		taken=$(minus "$got" "$known")
		nwrong=$(echo $standing $taken | wc -w)
		[ "$nwrong" -gt 0 ] && wrong_any=1
		echo "$prog $set $nwrong $((t1 - t0))" >>"$tmp/results"
		line="$line  $prog $nwrong wrong"
		if [ "$nwrong" -gt 0 ]; then
			marks=
			for v in $standing; do marks="$marks $v+"; done
			for v in $taken; do marks="$marks $v-"; done
			line="$line (${marks# })"
		fi
	done
	[ -z "$quiet" ] && [ -n "$wrong_any" ] && echo "$line"
done <"$tmp/files"

# The table: per program, over all positions and per set.
awk '
	function median(list, n,  a, i, j, t) {
		n = split(list, a, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
		return n ? a[int((n + 1) / 2)] : 0
	}
	function maxof(list,  a, i, n, m) { n = split(list, a, " "); m = 0; for (i = 1; i <= n; i++) if (a[i] + 0 > m) m = a[i] + 0; return m }
	{
		for (k = 0; k < 2; k++) {
			key = $1 SUBSEP (k ? $2 : "all"); sets[k ? $2 : "all"] = 1
			n[key]++; times[key] = times[key] " " $4
			if ($3 == "failed") { failed[key]++; continue }
			right[key] += $3 == 0; wrong[key] += $3
		}
	}
	END {
		printf "%-14s %-7s %10s %13s %10s %7s %9s\n", "set", "program", "positions", "all right", "wrong", "failed", "median"
		for (s in sets) order[++ns] = s
		for (i = 1; i <= ns; i++) for (j = i + 1; j <= ns; j++) if ((order[j] == "all") || (order[i] != "all" && order[j] < order[i])) { t = order[i]; order[i] = order[j]; order[j] = t }
		for (i = 1; i <= ns; i++) for (p = 0; p < 2; p++) {
			prog = p ? "gnugo" : "tengen"; key = prog SUBSEP order[i]
			if (!(key in n)) continue
			printf "%-14s %-7s %10d %13d %10d %7d %7d ms (max %d ms)\n", order[i], prog, n[key], right[key],
				wrong[key], failed[key], median(times[key]), maxof(times[key])
		}
	}' "$tmp/results"
