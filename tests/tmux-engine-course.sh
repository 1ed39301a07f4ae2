#!/bin/sh
# The engine's course in review, in a real terminal (tmux, 80x24, a private server), with the fake
# engines of tests/analysis-fake.sh whose lead follows the moves (Black's lead 1 after move 4, 9
# behind after move 5): g shows tengen's graph and G the engine's instead, its caption naming the
# engine; every position of the line is asked once, one after another (KataGo's kata-analyze, ended
# by an empty line at its budget; GNU Go's estimate_score, and top_moves_black in the position before
# the decisive move alone); the decisive move is move 5 and the engine's best move there is marked on
# the board; G again shows tengen's own; positions past stones set up after the first move, which
# GTP cannot tell, get no point and the engine stays; an engine that dies is said in words and review
# goes on;
# no engine is sent what it does not list.  TAP output.  With CAPTURE_DIR set, the screens are kept.
set -u
TMUX_NAME=tengen-ecourse
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

fake="$top_srcdir/tests/analysis-fake.sh"
cat > game.sgf <<'SGF'
(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+2.5];B[ee];W[cc];B[dd];W[fd];B[gc];W[ge];B[cg];W[eg])
SGF

# listed KIND LOG: every line the engine read is empty or a command it lists.
listed() {
	printf 'list_commands\nquit\n' | sh "$fake" "$1" /dev/null | sed -n 's/^= //; /^[a-z]/p' > "$work/list.$1"
	awk 'NR == FNR { ok[$1] = 1; next } NF && !ok[$1] { print "unlisted: " $0; bad = 1 } END { exit bad }' \
		"$work/list.$1" "$2"
}
# engine_ready NAME: the hint engine's handshake is over, its name known (asked with :engine, for up to
# 30 s on a loaded machine).
engine_ready() {
	i=0
	while [ $i -lt 150 ]; do
		cmd "engine"
		sleep 0.2
		screen | tr '\n' ' ' | tr -s ' ' | grep -qF "hints: $1." && return 0
		i=$((i + 1))
	done
	return 1
}
# asked LOG COMMAND: how many times the engine read COMMAND.
asked() { grep -c "^$2\$" "$1"; }

# --- KataGo's kata-analyze ---------------------------------------------------------------------------
start game.sgf --hint "'sh $fake kata-course $work/kata.log'"
check "the record opens in review" "Move 0 of 8"
# the engine's name is known once its handshake is over (G pressed before it waits for it: below)
engine_ready "fake kata-course 1"
tm send-keys -t t g
check "g: tengen's course" "Course  move 0"
tm send-keys -t t G
check "G: the engine's course, its name in the caption" "The course by fake kata-course 1"
check "the engine's course complete: its decisive move" "move 5 B G7: lost about 10"
check_not "one decisive move only (no other move lost 2 points by the engine)" "move 3 B"
keep engine-course-kata.txt
tm send-keys -t t d
check "d goes to the decisive move" "Move 5 of 8"
check "the engine's estimate there, from its score lead" "Engine  move 5: W+9"
check "the engine's best move before it named" "Better C3 ◯: about 10 more"
check "and marked on the board" " 3 ├─┼─◯─┼─┼─┼─╋─┼─┤ 3"
keep engine-course-decisive.txt
tm send-keys -t t G
check "G again: tengen's own course" "The course by tengen's own estimate"
check "its caption" "Course  move 5"
check_not "the engine's circle is gone with its course" " 3 ├─┼─◯─┼"
if [ "$(asked "$work/kata.log" 'kata-analyze black 10')" = 5 ] && [ "$(asked "$work/kata.log" 'kata-analyze white 10')" = 4 ]; then
	ok "each of the 9 positions asked once, for the player to move"
else
	not_ok "each of the 9 positions asked once, for the player to move ($(grep -c '^kata-analyze' "$work/kata.log") asked)"
fi
if awk '/^kata-analyze/ { getline; if ($0 != "") bad = 1 } END { exit bad }' "$work/kata.log"; then
	ok "every stream ended by an empty line"
else
	not_ok "every stream ended by an empty line"
fi
if listed kata-course "$work/kata.log"; then ok "KataGo's fake was sent only what it lists"; else not_ok "KataGo's fake was sent only what it lists"; fi

# --- GNU Go: estimate_score, and top_moves where a move decided -------------------------------------
start game.sgf --hint "'sh $fake gnugo-course $work/gnugo.log'"
check "the record opens in review" "Move 0 of 8"
tm send-keys -t t g G
check "the engine's course by estimate_score: the decisive move" "move 5 B G7: lost about 10"
tm send-keys -t t d
check "the engine's best move from top_moves_black before it" "Better C3 ◯: about 10 more"
keep engine-course-gnugo.txt
if [ "$(asked "$work/gnugo.log" estimate_score)" = 9 ] && [ "$(asked "$work/gnugo.log" top_moves_black)" = 1 ] &&
   [ "$(asked "$work/gnugo.log" top_moves_white)" = 0 ]; then
	ok "estimate_score at each position once, top_moves_black at the decisive move's alone"
else
	not_ok "estimate_score at each position once, top_moves_black at the decisive move's alone"
fi
if listed gnugo-course "$work/gnugo.log"; then ok "GNU Go's fake was sent only what it lists"; else not_ok "GNU Go's fake was sent only what it lists"; fi

# --- stones set up after the first move, which GTP cannot tell: no point there, the engine stays ----------
cat > setup.sgf <<'SGF'
(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+2.5];B[ee];W[cc];AB[gg];B[dd];W[fd])
SGF
start setup.sgf --hint "'sh $fake kata-course $work/setup.log'"
check "the record opens in review" "Move 0 of"
tm send-keys -t t g G
check "the engine's course of the part that can be told, G pressed at once" "Engine  move 0: B+"
check "complete, with no decisive move among the moves told" "No move lost 2 points or more"
cmd "engine"
check "the engine is still at the board" "hints: fake kata-course 1."
check_not "and was not stopped" "is stopped"

# --- without an engine; an engine that dies ------------------------------------------------------------
start game.sgf
check "the record opens in review" "Move 0 of 8"
tm send-keys -t t g G
check "G without an engine says what it needs" "The engine's course needs an engine at the board"
start game.sgf --hint "'sh $fake die $work/die.log'"
check "the record opens in review" "Move 0 of 8"
tm send-keys -t t g G
check "the engine's death is said in words" "(exit status 3)"
tm send-keys -t t Right Right
check "review goes on" "Move 2 of 8"
check "the graph shows tengen's own course again" "Course  move 2"

echo "1..$n"
