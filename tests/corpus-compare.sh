#!/bin/sh
# corpus-compare.sh: tengen's and GNU Go's end-of-game marking on games whose dead stones are known.
#
# usage: corpus-compare.sh [-q] [-k KEEP] [TENGEN [GNUGO [DIR]]]
#
# DIR (default tests/corpus) holds the games of tests/make-corpus.sh: each played to two passes,
# its last node's comment `dead: A1 B2 ...` (or `dead: none`) the stones a capturing play-out took
# off, its RE the area count with those stones off.  Each program loads every game over GTP
# (`loadsgf`, `final_status_list dead`, `final_score`): tengen as `tengen gtp $TENGEN_ARGS` (the
# file's RU[Chinese] and KM), GNU Go as `gnugo --mode gtp --chinese-rules`.  The report: one line
# per game where either program is wrong (unless -q), then for each program the games whose dead
# stones are exactly the known ones, the chains it marks dead that are alive and those it leaves
# alive that are dead (a chain: the stones of one colour joined orthogonally), the games whose
# count equals the known result, the games where its dead stones, counted by one count (`tengen
# score --rules chinese --dead`), give the known result (GNU Go's own count plays the game out and
# can differ from its marking), and the median and maximum time of a game's GTP session.  A report, not a
# test (tests/corpus-marking.sh is the test); GNU Go takes about a second a game on the corpus, and
# minutes on some games of tests/lopsided, where the play-out behind its Chinese count is long.
# -k KEEP keeps GNU Go's session and time per game in the directory KEEP and takes them from there on
# the next run (they do not change): a quick way to measure a new tengen against the same figures.

quiet= keep=
[ "$1" = -q ] && { quiet=1; shift; }
[ "$1" = -k ] && { keep=$2; shift 2; mkdir -p "$keep" || exit 1; }
[ "$1" = -q ] && { quiet=1; shift; }
TENGEN=${1:-${TENGEN:-./tengen}}
GNUGO=${2:-${GNUGO:-gnugo}}
DIR=${3:-${top_srcdir:-.}/tests/corpus}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

if ! command -v "$GNUGO" >/dev/null 2>&1 && [ ! -x "$GNUGO" ]; then
	echo "corpus-compare: GNU Go ($GNUGO) not found" >&2
	exit 1
fi

# The answer of the GTP command numbered ID in the session's output FILE, on one line.
answer() {
	awk -v id="$1" '
		/^[=?][0-9]+/ { k = substr($1, 2); ok = substr($1, 1, 1) == "="; sub(/^[=?][0-9]+ ?/, "") }
		/^$/ { k = "" }
		k == id { out = out (out == "" ? "" : " ") $0; got = 1 }
		END { if (got) print (ok ? out : "? " out) }' "$2"
}

# Words, sorted, one line.
sorted() {
	echo "$1" | tr ' ' '\n' | sed '/^$/d' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//'
}

# The chains wrongly marked, "DEAD ALIVE": those marked dead that are alive, those left alive that
# are dead, on the board shown in FILE (a showboard answer), known dead KNOWN, marked dead MARKED.
wrong_chains() {
	awk -v known="$2" -v marked="$3" '
		/^ *[0-9]+ [.+XO]/ {
			n = split($0, t, " "); row = ""
			for (i = 2; i < n && t[i] ~ /^[.+XO]$/; i++) row = row (t[i] == "+" ? "." : t[i])
			rows[++h] = row
		}
		/^ +A B C/ && !cols { cols = $0; gsub(/ /, "", cols) }
		function mark(list, into,  m, d, i, x, y) {
			m = split(list, d, " ")
			for (i = 1; i <= m; i++) {
				x = index(cols, substr(d[i], 1, 1)); y = size + 1 - substr(d[i], 2)
				into[x, y] = 1
			}
		}
		END {
			size = h
			for (y = 1; y <= size; y++) for (x = 1; x <= size; x++) c[x, y] = substr(rows[y], x, 1)
			mark(known, kd); mark(marked, md)
			for (y = 1; y <= size; y++) for (x = 1; x <= size; x++) {
				if (c[x, y] == "." || seen[x, y]) continue
				sp = 0; stx[++sp] = x; sty[sp] = y; seen[x, y] = 1; isk = 0; ism = 0
				while (sp > 0) {
					px = stx[sp]; py = sty[sp]; sp--
					isk = isk || ((px, py) in kd); ism = ism || ((px, py) in md)
					for (k = 0; k < 4; k++) {
						qx = px + (k == 0) - (k == 1); qy = py + (k == 2) - (k == 3)
						if (qx < 1 || qy < 1 || qx > size || qy > size) continue
						if (c[qx, qy] == c[x, y] && !seen[qx, qy]) {
							seen[qx, qy] = 1; stx[++sp] = qx; sty[sp] = qy
						}
					}
				}
				if (ism && !isk) falsedead++
				if (isk && !ism) falsealive++
			}
			print falsedead + 0, falsealive + 0
		}' "$1"
}

# The area count of FILE with the dead stones DEAD (words) off, by tengen's one count.
one_count() {
	# shellcheck disable=SC2046 # the list is one word or none
	"$TENGEN" score --rules chinese $([ -n "$2" ] && echo "--dead $(echo "$2" | tr ' ' ',')") "$1" 2>/dev/null |
		awk '/^result/ { print $2; exit }'
}

now_ms() {
	date +%s%3N
}

n=0
for f in "$DIR"/*.sgf; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	known=$(sorted "$(grep -o 'dead: [^]]*' "$f" | tail -1 | sed 's/^dead: //; s/^none$//')")
	re=$(grep -o 'RE\[[^]]*\]' "$f" | head -1 | sed 's/RE\[\(.*\)\]/\1/')
	printf '1 loadsgf %s\n2 final_status_list dead\n3 final_score\n4 showboard\n9 quit\n' "$f" >"$tmp/in"
	t0=$(now_ms)
	# shellcheck disable=SC2086 # TENGEN_ARGS is words
	"$TENGEN" gtp $TENGEN_ARGS <"$tmp/in" >"$tmp/t" 2>/dev/null
	t1=$(now_ms)
	sed '/^4 /d' "$tmp/in" >"$tmp/gin"
	if [ -n "$keep" ] && [ -f "$keep/$(basename "$f").g" ]; then
		cp "$keep/$(basename "$f").g" "$tmp/g"
		t2=$((t1 + $(cat "$keep/$(basename "$f").ms")))
	else
		"$GNUGO" --mode gtp --chinese-rules <"$tmp/gin" >"$tmp/g" 2>/dev/null
		t2=$(now_ms)
		[ -n "$keep" ] && cp "$tmp/g" "$keep/$(basename "$f").g" && echo $((t2 - t1)) >"$keep/$(basename "$f").ms"
	fi
	td=$(sorted "$(answer 2 "$tmp/t")")
	gd=$(sorted "$(answer 2 "$tmp/g")")
	ts=$(answer 3 "$tmp/t" | sed 's/\.0$//')
	gs=$(answer 3 "$tmp/g" | sed 's/\.0$//')
	tr=$(one_count "$f" "$td")
	gr=$(one_count "$f" "$gd")
	set -- $(wrong_chains "$tmp/t" "$known" "$td")
	tfd=$1 tfa=$2
	set -- $(wrong_chains "$tmp/t" "$known" "$gd")
	gfd=$1 gfa=$2
	printf '%s\t%d\t%d\t%d\t%s\t%d\t%d\t%d\t%s\t%s\t%d\t%d\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$f")" \
		"$([ "$td" = "$known" ] && echo 1 || echo 0)" "$tfd" "$tfa" "$ts" $((t1 - t0)) \
		"$([ "$gd" = "$known" ] && echo 1 || echo 0)" "$gfd" "$gfa" "$gs" $((t2 - t1)) \
		"$(echo "$known" | wc -w)" "$re" "$td" "$gd" "$tr" "$gr" >>"$tmp/all"
done
if [ "$n" -eq 0 ]; then
	echo "corpus-compare: no games in $DIR" >&2
	exit 1
fi

awk -F '\t' -v quiet="$quiet" -v args="$TENGEN_ARGS" '
	function median(a, n,  i, j, t) {
		for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	function maxof(a, n,  i, m) { m = 0; for (i = 1; i <= n; i++) if (a[i] + 0 > m) m = a[i] + 0; return m }
	function row(name, ex, fd, fa, sc, oc, t, mx) {
		printf "| %-7s | %3d (%5.1f%%)   | %17d | %16d | %3d (%5.1f%%) | %3d (%5.1f%%)     | %6d ms   | %6d ms |\n",
			name, ex, 100 * ex / n, fd, fa, sc, 100 * sc / n, oc, 100 * oc / n, t, mx
	}
	{
		n++
		t_ex += $2; t_fd += $3; t_fa += $4; t_sc += ($5 == $13); tt[n] = $6; t_oc += ($16 == $13)
		g_ex += $7; g_fd += $8; g_fa += $9; g_sc += ($10 == $13); gt[n] = $11; g_oc += ($17 == $13)
		if (!quiet && (!$2 || !$7 || $5 != $13))
			printf "%-8s known %2d dead, %-7s tengen %s (%d dead marked alive, %d alive marked dead) %-7s  GNU Go %s (%d, %d) %s\n",
				$1, $12, $13, $2 ? "right" : "wrong", $4, $3, $5, $7 ? "right" : "wrong", $9, $8, $10
	}
	END {
		if (!quiet) print ""
		printf "%d games with known dead stones; tengen gtp%s, GNU Go gnugo --mode gtp --chinese-rules\n\n", n,
			args != "" ? " " args : ""
		print "| program | dead set exact  | alive marked dead | dead left alive  | count = known | one count = known | median time | max time  |"
		print "|---------|-----------------|-------------------|------------------|---------------|-------------------|-------------|-----------|"
		row("tengen", t_ex, t_fd, t_fa, t_sc, t_oc, median(tt, n), maxof(tt, n))
		row("GNU Go", g_ex, g_fd, g_fa, g_sc, g_oc, median(gt, n), maxof(gt, n))
		print "(the two chain columns count chains, over all games)"
	}' "$tmp/all"
