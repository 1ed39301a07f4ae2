#!/bin/sh
# The estimate in a real terminal (tmux, 80x24, a private server): O and `estimate` lay the judgement
# of the position over the board at any move (each point's owner, the stones taken as dead, a ? only
# after a chain whoever moves first decides), with the score and its range in the panel; in ASCII
# too; review's Tab shows it at every move; the count dialogue of an unfinished game says that it is
# an estimate, not the count, while the dialogue after two passes stays the count.  The score the
# board shows is the one `tengen score --estimate` gives for the same position.  TAP output.  With
# CAPTURE_DIR set, the screens are kept there.
set -u
TMUX_NAME=tengen-est
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

corpus="$top_srcdir/tests/corpus"

# The first MOVES moves of FILE's main line, as GTP's loadsgf takes them, written to OUT.
cut() {
	printf 'loadsgf %s %d\nprintsgf %s\nquit\n' "$1" $(($2 + 1)) "$3" | "$TENGEN" gtp >/dev/null
}

# `tengen score --estimate FILE` in the board's words: "W+16.5 (between W+4 and W+29)" (".0" left
# off, a margin of 0 said "even", Black's bound first where the range spans both sides, else the
# nearer).
estimate_words() {
	"$TENGEN" score --estimate "$1" | sed -n '1s/.*: \([^ ]*\) (from \([^ ]*\) to \([^)]*\)).*/\1 \2 \3/p' |
	sed 's/\.0\( \|$\)/\1/g; s/\(^\| \)0\( \|$\)/\1even\2/g; s/\(^\| \)0\( \|$\)/\1even\2/g' | {
		read -r m lo hi
		case $lo in
		"$hi") echo "$m" ;;
		B+*) echo "$m (between $lo and $hi)" ;;
		*) echo "$m (between $hi and $lo)" ;;
		esac
	}
}

echo "1..37"

# --- on the board: a 9x9 game after ten moves, where White's B9 is left to whoever moves first ------
cut "$corpus/g10.sgf" 10 "$work/g10-10.sgf"
words=$(estimate_words "$work/g10-10.sgf")
start g10-10.sgf
check "the record opens in review" "Move 0 of 10"
tm send-keys -t t End
check "End: its last move" "Move 10 of 10"
tm send-keys -t t Escape
check "back to play" "State     playing"
tm send-keys -t t O
check "O lays the estimate over the board: owned points, a ? after B9 alone" " 9 ▫─○?┬─┬─┬─●─▪─┬─┐ 9"
check "the points each side owns or leans to" " 4 ▪─▪─▪─●─┼─┼─∙─▪─▪ 4"
check "the panel gives the score of tengen score --estimate" "Estimate  ${words%% *}, Black to play"
check "with its range" "${words#* (}"
check "the chain whoever moves first decides, with its legend" "? whoever moves first decides"
check "it says it is not the count" "Not the count: the game goes on."
keep estimate-play.txt
cmd "ascii on"
check "in ASCII: b w owned, + - leaning, O? at B9" " 9 w O?. . . X b . . 9"
check "the ASCII legend, which sign leans to whom" "b w owned  + - leaning (B W)"
keep estimate-ascii.txt
cmd "ascii off"
tm send-keys -t t O
check "O again hides it" " 9 ┌─○─┬─┬─┬─●─┬─┬─┐ 9"
check_not "no estimate left in the panel" "Estimate  "
cmd "estimate on"
check "the estimate command shows it too" " 9 ▫─○?┬─┬─┬─●─▪─┬─┐ 9"
tm send-keys -t t Escape
check "Escape hides it" "The estimate is hidden."

# The count dialogue while the game goes on: an estimate, never the count; F9 (taken as alive by its
# estimate) has no ?, B9 (whoever moves first) has one.
tm send-keys -t t =
check "the dialogue of an unfinished game says it is an estimate" "An estimate: the game goes on"
check "with the estimate's score and range" "estimate $words"
check "the message says it is not the count" "this is an estimate, not the count"
check "? only after the chain whoever moves first decides" " 9 ┌─○?┬─┬─┬─●─┬─┬─┐ 9"
check_not "it is never called a look at the count" "A look at the count"
check "what ? means, and where to read why, at 80x24 too" "? after a chain: whoever moves first decides it"
keep estimate-dialogue.txt
tm send-keys -t t t
check "the teacher's view says it too" "An estimate: the game goes on · owners"
check "the estimate above the table" "estimate $words"
tm send-keys -t t Escape

# After two passes the dialogue is the count, with no estimate line.
tm send-keys -t t p p
check "two passes open the count" "Marking: Enter toggles"
check_not "the count of a finished game is no estimate" "estimate W"

# --- review: move 120 of a 19x19 game, the estimate at every move ------------------------------------
cut "$corpus/g104.sgf" 121 "$work/g104-121.sgf"
words=$(estimate_words "$work/g104-121.sgf")
state="$work/state-review"   # the first game is in the autosave: no question about it here
mkdir -p "$state"
start "$corpus/g104.sgf"
check "the 19x19 record opens in review" "g104.sgf"
cmd "goto 121"
tm send-keys -t t Tab
check "Tab: the estimate overlay, the score of tengen score --estimate" "review: estimate"
check "its words in the panel" "Estimate, White to play: $words"
tm send-keys -t t Left
cut "$corpus/g104.sgf" 120 "$work/g104-120.sgf"
words=$(estimate_words "$work/g104-120.sgf")
check "a step back: the estimate follows, that of move 120" "Estimate, Black to play: ${words%% *}"
cmd "estimate on"
check "estimate says it, with its range" "Estimate, Black to play: $words"
keep estimate-review.txt
tm send-keys -t t Escape
check "Escape hides the overlay and stays in review" "No overlay."
check "still reviewing at move 120, the board as it was" "Move 120 of 231"
check_not "the estimate is gone from the panel" "Estimate, Black to play"
tm send-keys -t t Escape
check "a second Escape goes back to play" "Play: the arrows move the cursor."

# Too narrow for a panel (60 columns beside a 19x19 board): the score stays beside the board, at the
# foot of the column of the game's items, whatever the message line says.
tm send-keys -t t O
tm resize-window -t t -x 60 -y 24
check "60 columns: the word beside the board" "   Estimate"
tm send-keys -t t p
check "after a pass the message changes" "Black passed."
check "and the score stays beside row 4 of the board" " 4   ${words%% *}"
