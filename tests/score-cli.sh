#!/bin/sh
# score-cli.sh: `tengen score` on small records whose counts are worked out by hand.  TAP output.
# Environment: TENGEN (the program), top_srcdir.

: "${TENGEN:?TENGEN must name the tengen program}"
dir=${top_srcdir:-.}/tests/score
out=$(mktemp)
trap 'rm -f "$out"' EXIT
. "${top_srcdir:-.}/tests/tap-lib.sh"

# dead-stone.sgf (5x5, komi 0.5):      A B C D E
#                                   5 . X O . X     Black 7 stones (B5 A4 B4 B3 A2 B2 B1) and the
#                                   4 X X O . .     dead stone E5; White 7 stones (C5 C4 D3 E3 C2
#                                   3 . X . O O     E2 C1).  C3 is dame.  Black's eyes A5 A3 A1;
#                                   2 X X O . O     White's area D5 E5 D4 E4 and D2 D1 E1.
#                                   1 . X O . .
# As it stands (--as-is):
# japanese: B 3 territory; W 7 territory (E5 included) + 1 dead = 8 + 0.5            -> W+5.5
# chinese:  B 7 + 3 = 10; W 7 + 7 = 14 + 0.5                                           -> W+4.5
# tromp-taylor: E5 stays and is alive: D5 D4 E4 reach both colours (dame); B 8 + 3 = 11;
#           W 7 + 3 (D2 D1 E1) + 0.5 = 10.5                                            -> B+0.5
# tang:     one black group with 3 roads, one white area with 7 roads, each taxed 2:
#           B 7 + 3 - 2 = 8; W 7 + 7 - 2 + 0.5 = 12.5                                  -> W+4.5
"$TENGEN" score --as-is --dead E5 "$dir/dead-stone.sgf" >"$out" 2>&1
status=$?
contains <<'END'
result                           W+5.5            B+0.5            W+4.5            W+4.5
       total                         3               11               10                8
       total                       8.5             10.5             14.5             12.5
tromp-taylor: 1 stone marked dead stays on the board and counts as alive until captured; captured, area counting gives W+4.5
7 points where they disagree:
  E5: japanese W dead stone; tromp-taylor B stone; chinese W dead stone; tang W dead stone
  D5: japanese W territory; tromp-taylor nobody (dame); chinese W territory; tang nobody (group tax)
END
ok $(( $? + status )) "score --as-is: dead stone under four rulesets"

# Played out first (the default) under the rules that take dead stones off: Black fills the dame
# C3; White's C5 C4 is then left with D5 and D4, and Black at D4 would take it (D5 is no escape next
# to the dead E5), so White must add the protective move D4 inside its own area.
# japanese: B 3; W 6 (D5 E5 E4, D2 D1 E1) + 1 dead = 7 + 0.5                          -> W+4.5
# chinese:  B 8 + 3 = 11; W 8 + 6 = 14 + 0.5                                           -> W+3.5
# Tromp-Taylor counts the board as the players left it, never played out: as above, B+0.5 with
# totals 11 and 10.5.
"$TENGEN" score --dead E5 "$dir/dead-stone.sgf" >"$out" 2>&1
status=$?
contains <<'END'
played out before counting (--as-is counts the board as it stands): 2 moves: B C3 (forcing), W D4 (protective move)
not played out: tromp-taylor counts the board as the players left it
result                           W+4.5            B+0.5            W+3.5            W+3.5
       total                         3               11               11                9
       total                       7.5             10.5             14.5             12.5
  C3: japanese nobody (dame filled by B); tromp-taylor nobody (dame); chinese B stone, dame filled; tang B stone, dame filled
  D4: japanese nobody (W protective move); tromp-taylor nobody (dame); chinese W stone, protective move; tang W stone, protective move
END
ok $(( $? + status )) "score: the dame filled and the protective move it forces, then counted; Tromp-Taylor as it stands"

# Nothing marked: E5 is alive, so D5 D4 E4 reach both colours and are dame.
#   japanese: B 3 territory (A5 A3 A1) against W 3 (D2 D1 E1) + 0.5                  -> W+0.5
"$TENGEN" score --rules japanese "$dir/dead-stone.sgf" >"$out" 2>&1
status=$?
contains <<'END'
result                           W+0.5
Every point counts for the same player under all of them.
END
ok $(( $? + status )) "score with nothing marked: E5 alive"

# --json: one object per ruleset with its terms and per-point owners as rows.
"$TENGEN" score --as-is --json --dead E5 --rules chinese,japanese "$dir/dead-stone.sgf" >"$out" 2>&1
status=$?
contains <<'END'
  {"name": "chinese", "rules": "koPOSITIONALscoreAREAtaxNONEsui0whbNkomi0.5deadAGREEMENTeqst0pstone0cycleFORBID", "result": "W+4.5", "counted": ["stones", "territory", "tax", "equal stones", "handicap bonus"],
   "black": {"stones": 7, "territory": 3, "prisoners": 0, "dead": 0, "pass_stones": 0, "seki_points": 0, "tax": 0, "equal_stones": 0, "handicap_bonus": 0, "komi": 0, "total": 10},
   "white": {"stones": 7, "territory": 7, "prisoners": 0, "dead": 1, "pass_stones": 0, "seki_points": 0, "tax": 0, "equal_stones": 0, "handicap_bonus": 0, "komi": 0.5, "total": 14.5},
   "neutral": 1, "owners": ["BBWWW", "BBWWW", "BB.WW", "BBWWW", "BBWWW"],
END
ok $(( $? + status )) "score --json: terms and owner rows"

# --auto: the marking comes from the life-and-death analysis.  In the seed's type 6 diagram the
# two white stones in the corner (A9 B8) are dead inside Black's two-eye group.
"$TENGEN" score --auto --rules japanese "${top_srcdir:-.}/assets/seed/type6-a.sgf" >"$out" 2>&1
status=$?
contains <<'END'
marking (life-and-death analysis, then the options): 2 dead chains: A9 B8, 0 chains in seki
END
ok $(( $? + status )) "score --auto: dead chains from the analysis"

# Bad input: a vertex that is not a stone, an unknown ruleset, a missing file, a broken file.
"$TENGEN" score --dead D4 "$dir/dead-stone.sgf" >"$out" 2>&1
status=$?
grep -qxF "tengen score: --dead: 'D4' is not a stone of the final position" "$out"
ok $(( $? + (status != 2) )) "score --dead on an empty point: exit 2 with a message"

"$TENGEN" score --rules japanese,fischer "$dir/dead-stone.sgf" >"$out" 2>&1
status=$?
grep -q "tengen score: --rules: unknown ruleset 'fischer'" "$out"
ok $(( $? + (status != 1) )) "score --rules with an unknown name: exit 1"

"$TENGEN" score "$dir/no-such-file.sgf" >"$out" 2>&1
status=$?
grep -q "no-such-file.sgf" "$out"
ok $(( $? + (status != 2) )) "score on a missing file: exit 2 naming it"

printf '(;GM[1]SZ[5]AB[aa' >"$out.sgf"
"$TENGEN" score "$out.sgf" >"$out" 2>&1
status=$?
rm -f "$out.sgf"
grep -q "$out.sgf:1:" "$out"
ok $(( $? + (status != 2) )) "score on a truncated file: exit 2 with file:line:col"

# --move N: the position after move N of the main line (a case whose answer comes before its
# sequence); a line too short for it is bad input.
printf '(;GM[1]FF[4]SZ[5]KM[0]AB[da][db][ac][bc][cc][dc]AW[ca][ab][bb][cb];B[aa];W[ba];B[aa])' >"$out.sgf"
"$TENGEN" score --as-is --rules japanese --move 0 "$out.sgf" >"$out" 2>&1
status=$?
grep -q "after move 0," "$out" && grep -q '^result  *B+11$' "$out"
ok $(( $? + status )) "score --move 0: the position set up, before the snap-back"
"$TENGEN" score --as-is --rules japanese --move 3 "$out.sgf" >"$out" 2>&1
status=$?
grep -q "after move 3," "$out" && grep -q '^result  *B+22$' "$out"
ok $(( $? + status )) "score --move 3: after it"
"$TENGEN" score --move 4 "$out.sgf" >"$out" 2>&1
status=$?
grep -q "tengen score: --move 4: the main line of $out.sgf has 3 moves" "$out"
ok $(( $? + (status != 2) )) "score --move past the end of the line: exit 2"
rm -f "$out.sgf"

# unfinished.sgf: a 9x9 game sixty moves in, far from its end.  The number heading the list of the
# points where the rulesets disagree is the number of points listed, with the record's marking (none)
# and with the analysis's.
for opt in "" --auto; do
	"$TENGEN" score $opt --rules japanese,tromp-taylor,chinese,tang "$dir/unfinished.sgf" >"$out" 2>&1
	said=$(sed -n 's/^\([0-9]*\) points* where they disagree:$/\1/p' "$out")
	listed=$(sed -n '/where they disagree:$/,$p' "$out" | grep -c '^  [A-HJ-T][0-9]*: ')
	[ -n "$said" ] && [ "$said" -gt 0 ] && [ "$said" = "$listed" ]
	ok $? "score ${opt:-(the record's marking)} on an unfinished game: it says $said points disagree and lists $listed"
done

# --estimate: the judgement's score with its range and the map of owners; Black's lone G5 in
# White's walled area is taken as dead (x), its point counted for White.
"$TENGEN" score --estimate "${top_srcdir:-.}/tests/gtp/lone.sgf" >"$out" 2>&1
status=$?
grep -q ': the estimate after move 0, White to play: W+16.5 (from W+16.5 to W+16.5)$' "$out" &&
	grep -q '^taken as dead: 1 black stone, 0 white;' "$out" &&
	grep -q '^ 5 b b b X O w x w w$' "$out" && grep -q '^ 1 b b b X O w O w O$' "$out"
ok $(( $? + status )) "score --estimate: the score, its range, the dead stone and the owners"
"$TENGEN" score --estimate --json "${top_srcdir:-.}/tests/gtp/lone.sgf" >"$out" 2>&1
status=$?
grep -q '"estimate": "W+16.5", "margin": -16.5, "lower": -16.5, "upper": -16.5,' "$out" &&
	grep -q '"dead": {"black": 1, "white": 0}' "$out"
ok $(( $? + status )) "score --estimate --json"

echo "1..$n"
