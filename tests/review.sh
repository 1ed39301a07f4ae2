#!/bin/sh
# review.sh: `tengen review`: the course of a game as text (each point what `tengen score --estimate
# --move K` says of that move), as JSON (the same figures), the record written with --sgf (TGE and
# SBKV on every move, a comment on each decisive one, read back to the same course), and bad input.
# TAP output.  Environment: TENGEN (the program), top_srcdir.

: "${TENGEN:?TENGEN must name the tengen program}"
dir=$(mktemp -d)
out=$dir/out
want=$dir/want
trap 'rm -rf "$dir"' EXIT
. "${top_srcdir:-.}/tests/tap-lib.sh"
cd "$dir" || exit 1

# A 9x9 game of 24 moves (with a pass), its main line.
cat >game.sgf <<'END'
(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Black]PW[White]
;B[ee];W[cc];B[gc];W[cg];B[gg];W[ec];B[fd];W[eg];B[fg];W[dd]
;B[ed];W[de];B[ef];W[df];B[eh];W[dh];B[ei];W[gb];B[hb];W[fb]
;B[hc];W[bb];B[];W[di])
END

# The table: a row for the position set up and one for each move, each row's estimate and range as
# `tengen score --estimate --move K` gives them.
"$TENGEN" review --moves game.sgf >"$out" 2>&1
status=$?
rows=$(grep -cE '^ *[0-9]+ +(-|B|W) +[A-Z0-9a-z-]+ +(0|[BW]\+[0-9]+\.[05]) +(0|[BW]\+[0-9]+) to (0|[BW]\+[0-9]+)$' "$out")
head -1 "$out" | grep -q '^game\.sgf: 9x9, 24 moves, komi 6\.5, japanese rules: the estimate at the end ' &&
	grep -qx 'move colour point estimate range' "$out" &&
	grep -qE '^ +23 B +pass ' "$out" && grep -qE '^ +1 B +E5 ' "$out" && grep -qE '^ +0 - +- ' "$out"
shape=$?
same_as_score=0
for k in 0 1 12 23 24; do
	row=$(awk -v k="$k" '$1 == k && NF >= 7 { print $4; exit }' "$out")
	est=$("$TENGEN" score --estimate --move "$k" game.sgf | sed -n '1s/.*to play: \([^ ]*\) .*/\1/p')
	[ -n "$row" ] && [ "$row" = "$est" ] || { echo "#   move $k: review $row, score --estimate $est"; same_as_score=1; }
done
[ "$rows" = 25 ] || echo "#   $rows rows"
ok $(( status + shape + same_as_score )) "review --moves: a row a move, each the estimate of score --estimate --move K"
cp "$out" table.txt

# Decisive moves: at most 5 by default, each with its loss and its doubt, largest first.
"$TENGEN" review game.sgf >"$out" 2>&1
status=$?
n_dec=$(grep -cE '^move [0-9]+ [BW] ([A-HJ][1-9]|pass): lost about [0-9]+ points? \(give or take [0-9]+\)$' "$out")
losses=$(sed -n 's/^move .*: lost about \([0-9]*\) point.*/\1/p' "$out" | tr '\n' ' ')
sorted=$(sed -n 's/^move .*: lost about \([0-9]*\) point.*/\1/p' "$out" | sort -rn | tr '\n' ' ')
grep -qx 'Decisive moves:' "$out" && [ "$n_dec" -ge 1 ] && [ "$n_dec" -le 5 ] && [ "$losses" = "$sorted" ] &&
	[ "$(wc -l <"$out")" = $((n_dec + 2)) ]
ok $(( $? + status )) "review: the decisive moves, largest loss first"
cp "$out" plain.txt

"$TENGEN" review --decisive 2 --prefer game.sgf >"$out" 2>&1
status=$?
n2=$(grep -cE '^move [0-9]+ [BW] ([A-HJ][1-9]|pass): lost about [0-9]+ points? \(give or take [0-9]+\); the judgement (preferred [A-HJ][1-9]|pass), about [0-9]+ better$|; the judgement found nothing better$' "$out")
# the same moves as without --prefer, the first two
head -4 plain.txt | tail -2 | sed 's/)$/);/' >"$want"
sed -n '3,4p' "$out" | sed 's/); the judgement .*/);/' | diff - "$want" >/dev/null
ok $(( $? + status )) "review --decisive 2 --prefer: two moves, each with the judgement's preferred move"
[ "$n2" = 2 ] || echo "#   $n2 lines with a preferred move"

# --json: the same course and the same decisive moves.
"$TENGEN" review --json game.sgf >"$out" 2>&1
status=$?
json_rows=$(grep -c '^  {"move": [0-9]*, "color": "[-BW]", "vertex": "[^"]*", "estimate": "[^"]*", "margin": -*[0-9.]*, "lower": -*[0-9.]*, "upper": -*[0-9.]*, "winrate": [01]\.[0-9]*, "source": "judge"}' "$out")
json_est=$(sed -n 's/^  {"move": [0-9]*, "color": "[-BW]", "vertex": "[^"]*", "estimate": "\([^"]*\)".*/\1/p' "$out" | tr '\n' ' ')
table_est=$(awk '$1 ~ /^[0-9]+$/ && NF == 7 { print $4 }' table.txt | tr '\n' ' ')
json_dec=$(sed -n 's/^  {"move": \([0-9]*\), "color": "\([BW]\)", "vertex": "\([^"]*\)", "loss".*/move \1 \2 \3/p' "$out" | tr '\n' ' ')
text_dec=$(sed -n 's/^\(move [0-9]* [BW] [^:]*\):.*/\1/p' plain.txt | tr '\n' ' ')
head -1 "$out" | grep -q '^{"file": "game.sgf", "size": 9, "moves": 24, "komi": 6.5, "rules": "japanese",$' &&
	[ "$json_rows" = 25 ] && [ "$json_est" = "$table_est" ] && [ "$json_dec" = "$text_dec" ] && tail -1 "$out" | grep -q ']}$'
ok $(( $? + status )) "review --json: the course and the decisive moves of the text"

# --sgf: every move's node gets TGE and SBKV, each decisive move a comment; the file read back gives
# the same course, from the record.
"$TENGEN" review --prefer --sgf reviewed.sgf game.sgf >"$out" 2>&1
status=$?
tge=$(grep -o 'TGE\[-*[0-9.]*:-*[0-9.]*:-*[0-9.]*\]' reviewed.sgf | wc -l)
sbkv=$(grep -o 'SBKV\[[0-9.]*\]' reviewed.sgf | wc -l)
comments=$(grep -o 'C\[Move [0-9]* ([BW] [A-Z0-9a-z]*) lost about [0-9]* points* by the estimate ([^]]*give or take [0-9]*)[^]]*\]' reviewed.sgf | wc -l)
decisive=$(grep -c '^move ' "$out")
[ "$tge" = 25 ] && [ "$sbkv" = 25 ] && [ "$comments" = "$decisive" ] && [ "$decisive" -ge 1 ]
found=$?
[ $found = 0 ] || echo "#   TGE $tge, SBKV $sbkv, comments $comments, decisive moves $decisive"
ok $(( found + status )) "review --sgf: TGE and SBKV on every move, a comment on each decisive one"

"$TENGEN" review --moves reviewed.sgf >"$out" 2>&1
status=$?
sed 's/^reviewed\.sgf:/game.sgf:/' "$out" | diff - table.txt >/dev/null && \
	"$TENGEN" review --json reviewed.sgf | grep -c '"source": "record"' | grep -qx 25
ok $(( $? + status )) "review of the written record: the same course, read from its nodes"

# Sabaki's graph: SBKV is Black's chance of winning in percent, at most two decimals, above 50 where
# Black leads by the estimate and below where White does.
tr -d '\n' <reviewed.sgf | grep -o 'TGE\[-*[0-9.]*:[^]]*\]SBKV\[[0-9.]*\]' |
	sed 's/TGE\[\(-*[0-9.]*\):[^]]*\]SBKV\[\([0-9.]*\)\]/\1 \2/' >"$out"
[ "$(wc -l <"$out")" = 25 ] &&
	awk '$2 < 0 || $2 > 100 || $2 ~ /\.[0-9][0-9][0-9]/ || ($1 > 0) != ($2 > 50) || ($1 < 0) != ($2 < 50) { bad = 1 }
	     END { exit bad }' "$out"
ok $? "review --sgf: SBKV a percentage on Black's side where Black leads"

# Bad input, as the other subcommands answer it.
"$TENGEN" review >"$out" 2>&1
[ $? = 1 ] && grep -q '^tengen review: no game record given' "$out"
ok $? "review without a file: usage error"
"$TENGEN" review --decisive many game.sgf >"$out" 2>&1
[ $? = 1 ] && grep -q "^tengen review: --decisive: a number of moves from 0 to 1000, not 'many'" "$out"
ok $? "review --decisive with a bad number: usage error"
"$TENGEN" review --bogus game.sgf >"$out" 2>&1
[ $? = 1 ] && grep -q '^usage: tengen review' "$out"
ok $? "review with an unknown option: usage error"
"$TENGEN" review no-such-file.sgf >"$out" 2>&1
[ $? = 2 ] && grep -q '^tengen review: no-such-file.sgf' "$out"
ok $? "review of a missing file: bad input"
printf 'not a game record' >junk.sgf
"$TENGEN" review junk.sgf >"$out" 2>&1
[ $? = 2 ] && grep -q '^tengen review: junk.sgf:1:' "$out"
ok $? "review of a file that is not SGF: bad input, with its place"
printf '(;FF[4]GM[1]SZ[9];B[ee];W[cc];B[cc];W[gg])' >illegal.sgf
"$TENGEN" review illegal.sgf >"$out" 2>&1
status=$?
"$TENGEN" review --partial illegal.sgf >"$want" 2>&1
[ $status = 2 ] && [ $? = 0 ] && grep -q '^illegal\.sgf: 9x9, 2 moves' "$want"
ok $? "review of a record cut short by an illegal move: bad input, and its first moves with --partial"
"$TENGEN" review --sgf "$dir/no/such/dir/x.sgf" game.sgf >"$out" 2>&1
[ $? = 2 ] && grep -q '^tengen review: ' "$out"
ok $? "review --sgf into a directory that does not exist: bad input"

# A node that holds two moves is the second one's: the first move's figure is neither written there
# nor read from there, so reading the written record gives the same course.
printf '(;GM[1]FF[4]SZ[9]KM[6.5];B[ee]W[cc];B[gg];W[gc])' >two.sgf
"$TENGEN" review --moves two.sgf >two-table.txt 2>&1 &&
	"$TENGEN" review --sgf two-out.sgf two.sgf >/dev/null 2>&1 &&
	"$TENGEN" review --moves two-out.sgf >"$out" 2>&1
status=$?
sed 's/^two-out\.sgf:/two.sgf:/' "$out" | diff - two-table.txt >/dev/null &&
	[ "$(grep -o 'TGE\[' two-out.sgf | wc -l)" = 4 ]
ok $(( $? + status )) "review --sgf of a node with two moves: the same course read back"

# A figure beyond any score in a record is not taken: that move is estimated instead.
printf '(;GM[1]FF[4]SZ[9]KM[6.5];B[ee]TGE[1e300:-1e300:1e300];W[cc]TGE[2.5:1:4])' >huge.sgf
"$TENGEN" review --json huge.sgf >"$out" 2>&1
status=$?
[ "$(grep -c '"source": "record"' "$out")" = 1 ] && [ "$(grep -c '"source": "judge"' "$out")" = 2 ] &&
	! grep -q 'e+\|[0-9]\{6\}' "$out"
ok $(( $? + status )) "review of a record with a figure beyond any score: estimated instead"

echo "1..$n"
