#!/bin/sh
# The clock and an engine in a real terminal: tengen in tmux on a private server, keys by send-keys,
# the screen by capture-pane, polling for the text expected.  TAP output.
#   - Two people play 9x9 under byo-yomi of 3 periods of 2 seconds until Black's time runs out:
#     the last seconds are marked, the game ends W+T, and the saved file says RE[W+T].
#   - An engine that takes 3 seconds over its move: the board answers keys meanwhile and says who
#     is thinking; then the move comes.
#   - A board stopped by a signal with a clock running: the next start resumes the autosave with the
#     clocks as they stood.
set -u
TMUX_NAME=tengen-clock
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

# Run tengen ARGS in session t of a new server.

echo "1..10"

# Byo-yomi: no main time, 3 periods of 2 seconds; White answers at once, Black waits too long.
start --size 9 --clock "'byoyomi 0 3x2'"
check "both clocks on the screen, the running one marked" "Clock ▶B 0:02 (3)"
tm send-keys -t t : "play E5" Enter : "play C3" Enter
check "a move keeps the period whole; the last seconds are marked" "▶B 0:0"
check "the periods go one by one" "(1)!"
check "the time runs out: the game ends on time" "Black's time ran out: White wins on time (W+T)."
tm send-keys -t t : "save byoyomi.sgf" Enter
check "saved" "Saved byoyomi.sgf"
if grep -q 'RE\[W+T\]' byoyomi.sgf && grep -q 'OT\[3x2 byo-yomi\]' byoyomi.sgf; then
	ok "the saved file says RE[W+T], with TM and OT"
else
	not_ok "the saved file: $(cat byoyomi.sgf)"
fi
tm send-keys -t t q

# An engine that answers after 3 seconds: keys work while it thinks.
printf 'SLEEP\n' > slow.moves   # 3 seconds, then a pass
start --size 9 --white "'sh $top_srcdir/tests/match-fake.sh $work/slow.moves'"
tm send-keys -t t Enter
check "who is thinking is on the screen" "thinking: fake 1"
tm send-keys -t t Left Left
i=0   # one screen with the cursor moved and the engine still thinking
while [ $i -lt 20 ] && ! screen | tr '\n' ' ' | grep -q "├─┼\[┼\]┼(●).*thinking: fake 1"; do
	sleep 0.1
	i=$((i + 1))
done
if [ $i -lt 20 ]; then ok "the board answers keys while the engine thinks"; else not_ok "keys while the engine thinks"; fi
check "then the engine's move comes" "White passed. If Black passes too, play ends."
tm send-keys -t t q y
# The board writes its autosave as it quits: the state directory goes only once it has exited, or
# the next board resumes this game instead of the one the next case leaves.
wait_for "[tengen exited" || echo "# the board did not exit after q y"

# Stopped by a signal with the clock running: resumed with the clocks as they stood.
rm -rf "$state/tengen"
start --size 9 --clock "'absolute 5:00'"
tm send-keys -t t : "play E5" Enter
# White's clock has run two seconds or more (a slow machine, or valgrind, starts late: wait for the
# screen, not for the wall clock).
i=0
while [ $i -lt 300 ] && ! screen | grep -q '▶W 4:5[0-7]'; do
	sleep 0.1
	i=$((i + 1))
done
kill -TERM "$(tengen_pid)"
wait_for "[tengen exited 143]"
start --size 9
tm send-keys -t t y
if wait_for "Resumed the autosaved game" && screen | grep -q 'Clock  B 5:00  ▶W 4:5[0-8]'; then
	ok "an autosave resumes with the clocks as they stood"
else
	not_ok "the clocks after a resumed autosave"
fi
tm send-keys -t t q y
exit 0
