#!/bin/sh
# An engine's view of the position in a real terminal (tmux, 80x24, a private server), with the fake
# engines of tests/analysis-fake.sh: A (analyse) asks the hint engine; KataGo's kata-analyze gives
# candidates numbered on the board with their figures in the panel, turned to Black's, and its
# ownership over the board; the view follows each move and review's steps, and its stream is ended by
# an empty line once the budget is spent; GNU Go's estimate_score and top_moves give the score in
# words and the moves; an engine that dies while it streams, or says nothing for a while, is said so
# in words and the board goes on.  No engine is sent a command it did not list.  TAP output.  With
# CAPTURE_DIR set, the screens are kept there.
set -u
TMUX_NAME=tengen-ana
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

fake="$top_srcdir/tests/analysis-fake.sh"

# listed KIND LOG: every line the engine read is empty or a command it lists.
listed() {
	printf 'list_commands\nquit\n' | sh "$fake" "$1" /dev/null | sed -n 's/^= //; /^[a-z]/p' > "$work/list.$1"
	awk 'NR == FNR { ok[$1] = 1; next } NF && !ok[$1] { print "unlisted: " $0; bad = 1 } END { exit bad }' \
		"$work/list.$1" "$2"
}

# Each start with a state directory of its own: a board killed with its server autosaves on the
# signal, and the next start would offer that game.
start() {
	new_server
	state="$work/state-$runs"
	mkdir -p "$state"
	session t "$@"
}

# --- KataGo's kata-analyze on 9x9, White to play --------------------------------------------------
start --size 9 --hint "'sh $fake kata $work/kata.log'"
check "the hint engine is named" "H asks it for a move"
cmd "play E5"
check "Black's move" "Last move Black E5"
tm send-keys -t t A
check "A asks the hint engine for its view" "Asking fake kata 1 for its view of the position"
check "the best move, White's figures turned to Black's, in the panel" "1 C3 visits 812 B 40% W+2.5"
check "the other candidates" "3 D7 visits 203 B 50% W+0.5"
check "the candidates numbered on the board" " 7 ├─┼─╋─3─┼─┼─2─┼─┤ 7"
check "the first on its point" " 3 ├─┼─1─┼─┼─┼─╋─┼─┤ 3"
check "its ownership is the overlay: White's at the top, Black's at the bottom" " 1 ▪─▪─▪─▪─▪─▪─▪─▪─▪ 1"
check "White owns the top rows" " 9 ▫─▫─▫─▫─▫─▫─▫─▫─▫ 9"
check "the budget spent, the figures in words" "its best move for White: C3 visits 812 B 40% W+2.5"
keep analysis-kata.txt
if awk '/^kata-analyze white 50 ownership true$/ { getline; exit $0 != "" } END { }' "$work/kata.log" &&
   grep -q '^kata-analyze white 50 ownership true$' "$work/kata.log"; then
	ok "the stream was asked for White, with the ownership, and ended by an empty line"
else
	not_ok "the stream was asked for White, with the ownership, and ended by an empty line"
fi
cmd "play G7"
check "the view follows the move: Black's figures now" "1 C3 visits 812 B 60% B+2.5"
check_not "a candidate on a stone is not numbered" " 7 ├─┼─╋─3─┼─┼─2─┼─┤ 7"
cmd "review"
check "review" "Move 2 of 2"
tm send-keys -t t Left
check "a step back in review: the view asks again, White to play" "1 C3 visits 812 B 40% W+2.5"
check "its figures in the review panel" "Engine fake kata 1 (kata-analyze"
keep analysis-review.txt
tm send-keys -t t A
check "A again: off" "The engine's view is off."
check_not "the candidates are gone" " 3 ├─┼─1─┼"
cmd "analyse on 60 1000"
check "a budget of visits ends the stream long before its 60 seconds" "(kata-analyze, done,"
if listed kata "$work/kata.log"; then ok "KataGo's fake was sent only what it lists"; else not_ok "KataGo's fake was sent only what it lists"; fi

# --- GNU Go: estimate_score and top_moves_black, no analysis command -------------------------------
start --size 9 --hint "'sh $fake gnugo $work/gnugo.log'"
check "the hint engine is named" "H asks it for a move"
cmd "play E5"
cmd "play D4"
cmd "analyse"
check "GNU Go's estimate in words, its range counted for Black" "estimates W+3.5 (between W+5.0 and W+2.0)"
check "its moves with their values in the panel" "2 G7 value 10.1"
check "numbered on the board" " 3 ├─┼─1─┼─┼─┼─╋─┼─┤ 3"
keep analysis-gnugo.txt
if grep -q '^top_moves_black$' "$work/gnugo.log" && listed gnugo "$work/gnugo.log"; then
	ok "top_moves_black for Black to play, and nothing it does not list (no kata-analyze)"
else
	not_ok "top_moves_black for Black to play, and nothing it does not list (no kata-analyze)"
fi

# --- an engine that dies while it streams, and one that is slow ------------------------------------
start --size 9 --hint "'sh $fake die $work/die.log'"
check "the hint engine is named" "H asks it for a move"
tm send-keys -t t A
check "its death is said in words" "it crashed or closed its pipe at kata-analyze black 50 ownership true (exit status 3)"
cmd "play D4"
check "the board goes on" "Last move Black D4"
start --size 9 --hint "'sh $fake slow $work/slow.log'"
check "the hint engine is named" "H asks it for a move"
tm send-keys -t t A
check "a slow engine is said so in words" "has said nothing of this position for 5 seconds"
cmd "play D4"
check "the board goes on meanwhile" "Last move Black D4"

echo "1..$n"
