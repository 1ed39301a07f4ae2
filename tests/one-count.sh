#!/bin/sh
# one-count.sh: one count everywhere.  The same finished games are counted by every front end that
# shows a result, under the same rules and the analysis's marking, and all must give one answer:
#   score     `tengen score --auto --rules R FILE`
#   gtp       `tengen gtp`: loadsgf FILE, tengen-rules R, final_score ("0" read as Jigo)
#   dialogue  the end-of-game dialogue of the board (`tengen --script`): `columns R` names each
#             column's result on the message line
#   review    the review overlay of the count: `overlay count R`, "Count: RESULT by R rules"
#   match     the referee (`tengen match`) between two scripted engines that replay the record's
#             moves (tests/match-fake.sh), the result it writes in RE (games without set-up stones),
#             against `tengen score` of the game it wrote (a record that stops before its end ends
#             there with the engines' passes: a game the players ended, counted as they left it)
# The games: a 9x9 game with dead stones and dame left open (tests/corpus), a 9x9 position with a
# seki and dead stones (tests/script/seki-dead.sgf), a 19x19 professional record that stops before
# its last dame (goban collection), and the triple ko of the case library, which a long cycle ends
# without result under the Japanese rules.  TAP output.  Environment: TENGEN, top_srcdir.

: "${TENGEN:?TENGEN must name the tengen program}"
srcdir=${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/one-count.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out
. "$srcdir/tests/tap-lib.sh"
games=/usr/share/goban

# The moves of a record's main line for each colour, as GTP vertices, into $tmp/B and $tmp/W.
split_moves() {
	size=$1 file=$2
	tr -d '\n\r' < "$file" | grep -o ';[BW]\[[a-z]*\]' | awk -v size="$size" -v dir="$tmp" '
		BEGIN { letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; printf "" > (dir "/B"); printf "" > (dir "/W") }
		{
			c = substr($0, 2, 1); v = substr($0, 4, length($0) - 4)
			if (v == "" || (size <= 19 && v == "tt")) m = "pass"
			else m = substr(letters, index("abcdefghijklmnopqrstuvwxy", substr(v, 1, 1)), 1) \
				  (size - index("abcdefghijklmnopqrstuvwxy", substr(v, 2, 1)) + 1)
			print m >> (dir "/" c)
		}'
}

# one_count NAME FILE RULES SIZE KOMI MATCH: every front end's result; ok when they are one.
one_count() {
	name=$1 file=$2 rules=$3 size=$4 komi=$5 match=$6
	score=$("$TENGEN" score --auto --rules "$rules" "$file" 2>&1 | sed -n 's/^result  *//p')
	gtp=$(printf 'loadsgf %s\ntengen-rules %s\nfinal_score\n' "$file" "$rules" | "$TENGEN" gtp 2>&1 |
	      sed -n 's/^= \(.\)/\1/p' | tail -n 1)
	[ "$gtp" = 0 ] && gtp=Jigo
	cat > "$tmp/script" <<EOF
resize 40 250
load $file
goto end
score
columns $rules
capture
send-keys Escape
overlay count $rules
capture
EOF
	"$TENGEN" --script "$tmp/script" > "$tmp/screen" 2>&1
	dialogue=$(grep -o "Columns: .*" "$tmp/screen" | sed 's/^Columns: //; s/\. *$//' | tr ',' '\n' |
		   sed -n "s/^ *\([a-z-]*=\)*$rules\(=[a-z-]*\)* \([^ ]*\)$/\3/p" | head -n 1)
	review=$(grep -o "Count: [^ ]* by $rules rules" "$tmp/screen" | head -n 1 | sed 's/Count: \([^ ]*\) .*/\1/')
	said="score $score, gtp $gtp, dialogue $dialogue, review $review"
	same=0
	for r in "$gtp" "$dialogue" "$review"; do
		[ -n "$score" ] && [ "$r" = "$score" ] || same=1
	done
	if [ "$match" = match ]; then
		split_moves "$size" "$file"
		"$TENGEN" match --size "$size" --komi "$komi" --rules "$rules" --games 1 --sgf "$tmp/m" \
			-- "sh $srcdir/tests/match-fake.sh $tmp/B" -- "sh $srcdir/tests/match-fake.sh $tmp/W" \
			> "$tmp/match" 2>&1
		referee=$(tr -d '\n' < "$tmp/m-1.sgf" 2>/dev/null | sed -n 's/.*RE\[\([^]]*\)\].*/\1/p')
		[ "$referee" = 0 ] && referee=Jigo
		# the referee's game ends with the engines' passes: the same game is its record, scored
		replayed=$("$TENGEN" score --auto --rules "$rules" "$tmp/m-1.sgf" 2>&1 | sed -n 's/^result  *//p')
		said="$said, match $referee (its record scored: $replayed)"
		[ -n "$referee" ] && [ "$referee" = "$replayed" ] || same=1
	fi
	: > "$out"
	[ $same = 0 ] || { grep -E "Columns|Count:" "$tmp/screen"; tail -n 5 "$tmp/match" 2>/dev/null; } > "$out"
	ok $same "one count: $name under $rules ($said)"
}

one_count "9x9, dead stones, dame open" "$srcdir/tests/corpus/g5.sgf" chinese 9 7.5 match
one_count "9x9, dead stones, dame open" "$srcdir/tests/corpus/g5.sgf" japanese 9 7.5 match
one_count "9x9, dead stones, dame open" "$srcdir/tests/corpus/g5.sgf" tromp-taylor 9 7.5 match
one_count "9x9, a seki and dead stones" "$srcdir/tests/script/seki-dead.sgf" japanese 9 6.5 no
one_count "9x9, a seki and dead stones" "$srcdir/tests/script/seki-dead.sgf" chinese 9 6.5 no
one_count "9x9, a seki and dead stones" "$srcdir/tests/script/seki-dead.sgf" tang 9 6.5 no
one_count "19x19, stopped before the last dame" "$games/Hon-61-3.mgt" japanese 19 4.5 match
one_count "19x19, stopped before the last dame" "$games/Hon-61-3.mgt" chinese 19 4.5 no
one_count "triple ko, ended by a long cycle" "$srcdir/assets/classic/triple-ko.sgf" japanese 9 0 no
one_count "triple ko, ended by a long cycle" "$srcdir/assets/classic/triple-ko.sgf" chinese 9 0 no

echo "1..$n"
