#!/bin/sh
# record-marking.sh: a record that marks its own end (TB and TW, rules/record.h) is counted with that
# marking by every front end, which give one result:
#   score     `tengen score FILE` (its default marking; no --auto)
#   gtp       `tengen gtp`: loadsgf FILE, final_score, final_status_list dead
#   dialogue  the end-of-game dialogue of the board (`tengen --script`: load FILE, goto end), the
#             line "RESULT by japanese rules: accepted" of its panel
#   match     `tengen match` between two scripted engines (tests/match-fake.sh): the RE it writes,
#             whose record's TB and TW the three others read back
# and asking for the analysis's own marking (--auto, tengen-auto, mark reset) leaves it.  TAP output.
# Environment: TENGEN, top_srcdir.

: "${TENGEN:?TENGEN must name the tengen program}"
srcdir=${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/record-marking.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out
. "$srcdir/tests/tap-lib.sh"

# The japanese result of FILE by `tengen score`, and its dead chains ("none" for none).
score_of() {
	"$TENGEN" score --rules japanese $2 "$1" > "$tmp/score" 2>&1
	sed -n 's/^result  *\([^ ]*\).*/\1/p' "$tmp/score"
}
score_dead() {
	sed -n 's/^marking[^:]*: [0-9]* dead chains*: \(.*\), [0-9]* chains* in seki.*/\1/p;
		s/^marking[^:]*: 0 dead chains, .*/none/p' "$tmp/score"
}

# final_score and final_status_list dead of FILE by GTP, after the commands in $2, as "RESULT|DEAD"
# (the dead stones on one line, "none" for none).
gtp_of() {
	printf 'loadsgf %s\n%bfinal_score\nfinal_status_list dead\n' "$1" "$2" | "$TENGEN" gtp 2>/dev/null |
	awk 'BEGIN { RS = "" } { sub(/^= ?/, ""); gsub(/\n/, " "); answer[NR] = $0 }
	     END { printf "%s|%s\n", answer[NR - 1], answer[NR] == "" ? "none" : answer[NR] }'
}

# The dialogue's result by the game's (japanese) rules on FILE at the end of its line (its teacher's
# view), after the script lines in $2; "accepted" is part of it when the count is the record's.
dialogue_of() {
	printf 'resize 40 200\nload %s\ngoto end\npanel teacher\n%bcapture\n' "$1" "$2" > "$tmp/script"
	"$TENGEN" --script "$tmp/script" > "$tmp/screen" 2>&1
	grep -o '[^ ]* by japanese rules\(: accepted\)\{0,1\}' "$tmp/screen" | tail -n 1
}

# The answers of score, gtp and the dialogue on FILE: "SCORE|SCORE'S DEAD|GTP|GTP'S DEAD|DIALOGUE".
answers() {
	s=$(score_of "$1")
	echo "$s|$(score_dead)|$(gtp_of "$1")|$(dialogue_of "$1")"
}

# check NAME WANT GOT...: ok when every GOT is WANT.
check() {
	name=$1 want=$2
	shift 2
	status=0
	: > "$out"
	for got in "$@"; do
		[ "$got" = "$want" ] || { status=1; echo "want '$want', got '$got'" >> "$out"; }
	done
	ok $status "$name"
}

# 1. owned.sgf (tests/gtp: 5x5, komi 0.5, ended by two passes) with TB[ce][ad][ae] in its root, from
#    which only the two passes lead to the end: the record's marking.     A B C D E
#    TB and TW put no stone in the other colour's: nothing is dead, D5  5 . . O X .
#    too, though the analysis reads it dead.  Japanese: B 6 (A2 A1 C2    4 O O O O O
#    C1 E2 E1); W 2 (A5 B5), E5 dame beside the living D5, + 0.5:       3 X X X X X
#    B+3.5.  With the analysis's marking (D5 dead): W A5 B5 D5 E5 + 1   2 . X . X .
#    dead + 0.5 = 5.5: B+0.5.                                           1 . X . X .
sed 's/KM\[0.5\]/KM[0.5]RU[Japanese]TB[ce][ad][ae]/' "$srcdir/tests/gtp/owned.sgf" > "$tmp/owned.sgf"
check "TB in the root, then passes: score, gtp and the dialogue count the record's marking" \
	"B+3.5|none|B+3.5|none|B+3.5 by japanese rules: accepted" "$(answers "$tmp/owned.sgf")"

s=$(score_of "$tmp/owned.sgf" --auto)
g=$(gtp_of "$tmp/owned.sgf" 'tengen-auto\n')
d=$(dialogue_of "$tmp/owned.sgf" 'mark reset\n')
check "the analysis's marking asked for: --auto, tengen-auto, mark reset (D5 dead)" \
	"B+0.5|B+0.5|D5|B+0.5 by japanese rules" "$s|$g|$d"

# loadsgf FILE 2: the position before the last pass, which a pass follows: not the end of the line,
# so the analysis's marking.
printf 'loadsgf %s 2\nfinal_status_list dead\n' "$tmp/owned.sgf" | "$TENGEN" gtp > "$out" 2>&1
grep -qx '= D5' "$out"
ok $? "a position that play goes on from: TB and TW are not its marking (gtp loadsgf FILE 2)"

# A stone played after the node with TB and TW (Black A1, then two passes): a picture of the game
# then, not the marking.
sed 's/KM\[0.5\]/KM[0.5]RU[Japanese]TB[ce][ad][ae]/; s/;B\[\];W\[\])/;B[ae];W[];B[];W[])/' \
	"$srcdir/tests/gtp/owned.sgf" > "$tmp/later.sgf"
s=$(score_of "$tmp/later.sgf")
sd=$(score_dead)
g=$(gtp_of "$tmp/later.sgf")
check "TB and TW before a stone played: no marking (score: none dead; gtp: the analysis's)" \
	"none|D5" "$sd|${g#*|}"

# 2. The dialogue's accept, read back.  seki-dead.sgf (tests/script): a seki at the top left and the
#    dead white chain F6 F5 inside Black's area.  Marked alive, F6 F5 make the empty points of that
#    area dame: Black's territory is J9 alone, White keeps A6 A4 A2 B1 D1 F1 H1, and the seki's eyes
#    B9 and D9 count for nobody: B 1, W 7 + 6.5 = 13.5, W+12.5 (the analysis's marking gives
#    B+4.5).  The record accepted so says so everywhere.
printf 'resize 40 200\nload %s\ngoto end\nmark F5 alive\naccept!\ncapture\nsave %s\n' \
	"$srcdir/tests/script/seki-dead.sgf" "$tmp/accepted.sgf" > "$tmp/script"
"$TENGEN" --script "$tmp/script" > "$tmp/screen" 2>&1
accepted=$(grep -o 'Accepted: [^ ]*' "$tmp/screen" | head -n 1 | sed 's/Accepted: //; s/\.$//')
check "a marking accepted in the dialogue and saved: score, gtp and the dialogue read it back" \
	"W+12.5|W+12.5|none|W+12.5|none|W+12.5 by japanese rules: accepted" "$accepted|$(answers "$tmp/accepted.sgf")"

# 3. tengen match, japanese, 5x5, komi 0.5: the engines play Black's wall C3 B3 D3 A3 E3 and D5,
#    White's C4 B4 D4 A4 E4, then both pass.  The referee reads D5 dead:
#    B 10 territory; W A5 B5 C5 E5 D5 = 5 + 1 dead + 0.5 = 6.5: B+3.5.           5 . . . X .
#    (Nothing dead, C5 and E5 would be dame beside D5: B+9.5.)  Its record's     4 O O O O O
#    TB and TW (D5 in TW) give the same count and dead stones everywhere.       3 X X X X X
printf 'C3\nB3\nD3\nA3\nE3\nD5\n' > "$tmp/B"
printf 'C4\nB4\nD4\nA4\nE4\n' > "$tmp/W"
"$TENGEN" match --size 5 --komi 0.5 --rules japanese --games 1 --sgf "$tmp/m" \
	-- "sh $srcdir/tests/match-fake.sh $tmp/B" -- "sh $srcdir/tests/match-fake.sh $tmp/W" > "$tmp/match" 2>&1
referee=$(tr -d '\n' < "$tmp/m-1.sgf" 2>/dev/null | sed -n 's/.*RE\[\([^]]*\)\].*/\1/p')
check "tengen match's record: score, gtp and the dialogue give the referee's count and dead stones" \
	"B+3.5|B+3.5|D5|B+3.5|D5|B+3.5 by japanese rules: accepted" "$referee|$(answers "$tmp/m-1.sgf")"

echo "1..$n"
