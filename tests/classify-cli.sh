#!/bin/sh
# classify-cli.sh: `tengen classify` on files of the case library (assets/): exact output where the
# answer needs no reading, the verdict lines where it does, and bad input.  TAP output.
# Environment: TENGEN (the program), top_srcdir.

: "${TENGEN:?TENGEN must name the tengen program}"
assets=${top_srcdir:-.}/assets
out=$(mktemp)
want=$(mktemp)
trap 'rm -f "$out" "$want" "$out.sgf"' EXIT
. "${top_srcdir:-.}/tests/tap-lib.sh"

# Paths relative to assets/, so that the file names in the output do not depend on the tree.
cd "$assets" || exit 1

# Seed 003, type 1: both chains are pass-alive, so the answer comes from Benson's layer alone.
"$TENGEN" classify seed/type1-a.sgf >"$out" 2>&1
status=$?
same <<'END'
seed/type1-a.sgf: 9x9, after move 0, Black to play; 2 chains, 0 unsettled
   A B C D E F G H J
 9 . X . X O O O O O 9
 8 X X X X O O . O O 8
 7 O O O O O O O O O 7
 6 O O O O O O O O O 6
 5 O . O O . O O . O 5
 4 O O O O O O O O O 4
 3 O O O O O O O O O 3
 2 O . O O . O O . O 2
 1 O O O O O O O O O 1
   A B C D E F G H J
B9 black 6 stones: alive, type 1; eyes A9 C9; proof -
E9 white 66 stones: alive, type 1; eyes G8 B5 E5 H5 B2 E2 H2; proof -
territory: black 2, white 7; dead stones taken as prisoners: by black 0, by white 0
   A B C D E F G H J
 9 x X x X O O O O O 9
 8 X X X X O O o O O 8
 7 O O O O O O O O O 7
 6 O O O O O O O O O 6
 5 O o O O o O O o O 5
 4 O O O O O O O O O 4
 3 O O O O O O O O O 3
 2 O o O O o O O o O 2
 1 O O O O O O O O O 1
   A B C D E F G H J
END
ok $(( $? + status )) "classify: seed type 1, exact text"

# Seed 003, type 3, last diagram, as JSON: the end of the snap-back exception, static again.
"$TENGEN" classify --json seed/type3-i.sgf >"$out" 2>&1
status=$?
same <<'END'
{"file": "seed/type3-i.sgf", "size": 9, "moves": 0, "to_move": "white", "unsettled": 0, "estimated": 0,
 "chains": [
  {"vertex": "A9", "colour": "black", "stones": 15, "status": "alive", "type": 1, "eyes": ["B9", "F9"], "proof": [], "second": [], "assumed": false, "estimate": null, "nodes": 0, "reason": "two eyes: pass-alive with 2 forbidden points"},
  {"vertex": "H9", "colour": "white", "stones": 58, "status": "alive", "type": 1, "eyes": ["B5", "E5", "H5", "B2", "E2", "H2"], "proof": [], "second": [], "assumed": false, "estimate": null, "nodes": 0, "reason": "two eyes: pass-alive with 6 forbidden points"}],
 "territory": {"black": 2, "white": 6}, "prisoners": {"black": 0, "white": 0},
 "map": ["XxXXXxXOO", "XXXXXXXOO", "XXXOOOOOO", "OOOOOOOOO", "OoOOoOOoO", "OOOOOOOOO", "OOOOOOOOO", "OoOOoOOoO", "OOOOOOOOO"]}
END
ok $(( $? + status )) "classify --json: seed type 3, last diagram, exact"

# Seed 003, type 4: the seki needs reading; the verdicts and the territory, whatever the proofs (the
# position set up, which the case is about: AT 0, its moves after it show the seki).
"$TENGEN" classify --move 0 seed/type4-a.sgf >"$out" 2>&1
status=$?
grep -q '^C9 white 5 stones: seki, type 4; eyes -; proof B ' "$out" &&
	grep -q '^E9 black 2 stones: seki, type 4; eyes -; proof W ' "$out"
found=$?
contains <<'END'
seed/type4-a.sgf: 9x9, after move 0, White to play; 5 chains, 0 unsettled
B9 black 34 stones: alive, type 1; eyes A9 A7 E5 G5 H4 G2; proof -
F9 white 11 stones: alive, type 1; eyes G9 H8; proof -
A5 white 15 stones: alive, type 1; eyes B2 C1; proof -
territory: black 6, white 6; dead stones taken as prisoners: by black 0, by white 0
 9 x X O . X O o O O 9
END
ok $(( $? + found + status )) "classify: seed type 4, seki with its proof lines"

# A record with moves: the last position of the main line is classified.
"$TENGEN" classify --json seed/type2-b.sgf >"$out" 2>&1
status=$?
grep -q '^{"file": "seed/type2-b.sgf", "size": 9, "moves": 2, "to_move": "white", "unsettled": 0, "estimated": 0,$' "$out" &&
	grep -q '"vertex": "B9", "colour": "black", "stones": 8, "status": "alive", "type": 1, "eyes": \["A9", "C8"\]' "$out"
ok $(( $? + status )) "classify --json: the position after the main line's moves"

# --bench: one line with the median.
"$TENGEN" classify --bench 3 --move 0 seed/type2-a.sgf >"$out" 2>&1
status=$?
grep -Eq '^seed/type2-a\.sgf: 9x9, 3 chains, 0 unsettled, [0-9]+ nodes: median [0-9.]+ ms over 3 runs \(min [0-9.]+, max [0-9.]+\)$' "$out"
ok $(( $? + status )) "classify --bench: the median of the runs"

# Bad input: exit 2 with the file named; usage errors: exit 1.
"$TENGEN" classify no-such-file.sgf >"$out" 2>&1
status=$?
grep -q "^tengen classify: no-such-file.sgf" "$out"
ok $(( $? + (status != 2) )) "classify on a missing file: exit 2 naming it"

printf '(;GM[1]SZ[9]\nAB[aa][bb' >"$out.sgf"
"$TENGEN" classify "$out.sgf" >"$out" 2>&1
status=$?
grep -q "^tengen classify: $out.sgf:2:[0-9]*: " "$out"
ok $(( $? + (status != 2) )) "classify on a truncated file: exit 2 with file:line:col"

printf '(;GM[1]SZ[30])' >"$out.sgf"
"$TENGEN" classify "$out.sgf" >"$out" 2>&1
status=$?
grep -q "^tengen classify: $out.sgf:1:[0-9]*: " "$out"
ok $(( $? + (status != 2) )) "classify on a board tengen cannot play: exit 2 with file:line:col"

"$TENGEN" classify >"$out" 2>&1
status=$?
grep -q "^tengen classify: no game record given" "$out"
ok $(( $? + (status != 1) )) "classify without a file: exit 1"

"$TENGEN" classify --bench 0 seed/type1-a.sgf >"$out" 2>&1
status=$?
grep -q "^tengen classify: --bench: '0' is not a number of runs" "$out"
ok $(( $? + (status != 1) )) "classify --bench 0: exit 1"

"$TENGEN" classify seed/type1-a.sgf seed/type2-a.sgf >"$out" 2>&1
status=$?
grep -q "^tengen classify: one file only" "$out"
ok $(( $? + (status != 1) )) "classify with two files: exit 1"

"$TENGEN" classify --budget -5 seed/type1-a.sgf >"$out" 2>&1
status=$?
grep -q "^tengen classify: --budget: '-5' is not a number of nodes" "$out"
ok $(( $? + (status != 1) )) "classify --budget -5: exit 1"

# Whole games of the collection CI installs (goban-original-games; see sgf-collection.sh).
games=${SGF_COLLECTION:-/usr/share/goban}

# Hon-73-4: Black's throw-in at K2 does not kill White's bottom group, because White can take
# Black's H1 J1 at G1, a liberty in Black's large area that the reading must let White play.
"$TENGEN" classify "$games/Hon-73-4.sgf" >"$out" 2>&1
status=$?
grep -q '^K3 white 2 stones: alive, type 2;' "$out" && grep -q '^N3 white 6 stones: ' "$out" &&
! grep -q '^N3 white 6 stones: dead' "$out"
ok $(( $? + status )) "classify Hon-73-4: White's bottom group lives (the liberty G1 of Black's H1 is read)"

# Hon-61-5: most chains lie in areas too large to read; the reading leaves them unsettled and the
# playouts (with Black first and with White first) or the tactical reading estimate them, in the
# text (each shown as its estimate), the JSON and the marking score --auto suggests.
"$TENGEN" classify "$games/Hon-61-5.sgf" >"$out" 2>&1
status=$?
grep -q '^L11 black 2 stones: estimated dead;.* estimate: dead (the tactical reading captures it even if it moves first, and the chains around it stand)$' "$out" &&
grep -q '^K11 white 17 stones: estimated alive;.* estimate: alive (standing in [0-9]*% of the random playouts with Black first, [0-9]*% with White first)$' "$out" &&
grep -q '^[^ ]*: 19x19, after move 252, White to play; 37 chains, [0-9]* unsettled[ (a-z)]*, [0-9]* estimated (not proven)$' "$out"
ok $(( $? + status )) "classify Hon-61-5: unsettled chains with their estimates"

"$TENGEN" classify --json "$games/Hon-61-5.sgf" >"$out" 2>&1
status=$?
grep -q '"vertex": "L11", "colour": "black", "stones": 2, "status": "unsettled", .*"estimate": {"status": "dead", "percent": [0-9]*}' "$out"
ok $(( $? + status )) "classify --json Hon-61-5: the estimate of L11"

"$TENGEN" score --auto --rules japanese "$games/Hon-61-5.sgf" >"$out" 2>&1
status=$?
grep -q '^marking (life-and-death analysis, then the options): [0-9]* dead chains: .*L11' "$out" &&
grep -q 'unsettled ([0-9]* marked by their random-playout estimate, the rest alive)' "$out"
ok $(( $? + status )) "score --auto Hon-61-5: L11 M11 marked dead by its estimate"

# --long: ten times the playouts; the estimates stay estimates, with both shares.
"$TENGEN" classify --long "$games/Hon-61-5.sgf" >"$out" 2>&1
status=$?
grep -q '^L11 black 2 stones: estimated dead;.* estimate: dead' "$out" &&
grep -q '^K11 white 17 stones: estimated alive;.* estimate: alive (standing in [0-9]*% of the random playouts with Black first, [0-9]*% with White first)$' "$out"
ok $(( $? + status )) "classify --long Hon-61-5: the same estimates with ten times the playouts"

# One answer everywhere: classify's territory is that of the marking score --auto uses, estimates
# counted, as the board stands (score --auto --as-is): on Hon-61-5 both count the same points.
"$TENGEN" classify "$games/Hon-61-5.sgf" >"$out" 2>&1
status=$?
classified=$(sed -n 's/^territory: black \([0-9]*\), white \([0-9]*\);.*/\1 \2/p' "$out")
"$TENGEN" score --auto --as-is --rules japanese --json "$games/Hon-61-5.sgf" >"$out" 2>&1
status=$((status + $?))
scored="$(sed -n 's/.*"black": {"stones": [0-9]*, "territory": \([0-9]*\),.*/\1/p' "$out" | head -1) $(sed -n 's/.*"white": {"stones": [0-9]*, "territory": \([0-9]*\),.*/\1/p' "$out" | head -1)"
[ -n "$classified" ] && [ "$classified" = "$scored" ]
ok $(( $? + status )) "classify Hon-61-5: the territory score --auto --as-is counts ($classified against $scored)"

# --move N: the chains of the position after move N of the main line.
printf '(;GM[1]FF[4]SZ[5]KM[0]AB[da][db][ac][bc][cc][dc]AW[ca][ab][bb][cb];B[aa];W[ba];B[aa])' >"$out.sgf"
"$TENGEN" classify --move 0 "$out.sgf" >"$out.0" 2>&1
status=$?
"$TENGEN" classify "$out.sgf" >"$out" 2>&1
status=$((status + $?))
grep -q '^C5 white 4 stones: ' "$out.0" && grep -q 'after move 0,' "$out.0" && ! grep -q '^C5 white' "$out"
ok $(( $? + status )) "classify --move 0: the position before the snap-back, its white chain there"
rm -f "$out.sgf" "$out.0"

echo "1..$n"
