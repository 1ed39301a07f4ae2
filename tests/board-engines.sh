#!/bin/sh
# board-engines.sh: GTP engines at the board (tengen --script, which waits for an engine's answer
# before its next line), as TAP.
#
# First scripted engines (tests/match-fake.sh) that break the rules and the protocol: each is ruled
# on as `tengen match` rules, said in words, and leaves its seat while the game stays and the people
# go on; undo takes back an engine's reply with the move before it.  Then GNU Go at level 1: a
# whole 9x9 game under Japanese rules between two of them, to the count with GNU Go's dead stones
# beside the marking; a hint; a free handicap GNU Go places itself; GNU Go under a clock.  GNU Go is
# found as tests/match.sh finds it; without it those cases are skipped.

: "${TENGEN:?TENGEN must name the tengen program}"
srcdir=${top_srcdir:-$(dirname "$0")/..}
fake="sh $srcdir/tests/match-fake.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/engines.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out
want=$tmp/want
. "$srcdir/tests/tap-lib.sh"
cd "$tmp" || exit 99

gnugo=${GNUGO:-}
if [ -z "$gnugo" ]; then
	gnugo=$(command -v gnugo || true)
	[ -z "$gnugo" ] && [ -x /usr/games/gnugo ] && gnugo=/usr/games/gnugo
fi

# moves NAME MOVE...: a file of moves for a scripted engine.
moves() {
	name=$1
	shift
	printf '%s\n' "$@" > "$tmp/$name"
}

# board: run the script on stdin; the screens in $tmp/screens, stderr in $out, the status in $status.
board() {
	cat > "$tmp/script.txt"
	env LC_ALL=C.UTF-8 NO_COLOR=1 XDG_STATE_HOME="$tmp/state" "$TENGEN" --script "$tmp/script.txt" \
		> "$tmp/screens" 2> "$out"
	status=$?
}

# The last screen's message rows (the two after the board), for the messages that follow a move.
last_screen() {
	awk '/^-- screen/ { n = 0; delete s } { s[n++] = $0 } END { for (i = 0; i < n; i++) print s[i] }' \
		"$tmp/screens"
}

moves occupied C3 C3
board <<EOF
size 9
engine white $fake $tmp/occupied
play E5
play G5
play D4
EOF
last_screen | grep -q 'White D4\.' && grep -v '^tengen: .*lines\? failed' "$out" > "$out.1" && mv "$out.1" "$out"
same <<EOF
tengen: $tmp/script.txt:4: White (fake 1) is stopped: C3 at move 4 is illegal: occupied: C3 already holds a white stone. The game stays as it was; White is played at the board now (engine white CMD seats an engine again).
EOF
ok $? "an engine's move the rules refuse is said in words; it leaves its seat, the game stays"

moves garbage GARBAGE
board <<EOF
size 9
engine black $fake $tmp/garbage
EOF
sed -n 1p "$out" > "$out.1" && mv "$out.1" "$out"
same <<EOF
tengen: $tmp/script.txt:2: Black (fake 1) is stopped: it answered genmove black with garbage: 'I think C3'. The game stays as it was; Black is played at the board now (engine black CMD seats an engine again).
EOF
ok $? "an answer that is no GTP answer stops the engine"

moves crash CRASH
board <<EOF
size 9
engine black $fake $tmp/crash
play E5
EOF
last_screen | grep -q 'Black E5\.' && grep -q 'it crashed or closed its pipe at genmove black (exit status 3)' "$out"
ok $? "an engine that crashes is said so, with its exit status; the people go on"

moves refuse REFUSE
board <<EOF
size 9
engine white $fake $tmp/refuse
play E5
play C3
EOF
grep -q "it refused play black C3, a move the game's rules allow ('illegal move'): it cannot follow this game" "$out"
ok $? "an engine that refuses a legal move cannot follow the game"

board <<EOF
size 9
engine white ls $tmp
engine black no-such-engine --mode gtp
engine
EOF
grep -q "White (ls $tmp) is stopped: it is no GTP engine, or did not start: it answered name with garbage: '" "$out" &&
grep -q 'Black (no-such-engine --mode gtp) is stopped: it is no GTP engine, or did not start: it crashed or closed its pipe at name (exit status 127: the command was not found)' "$out" &&
last_screen | grep -q 'Engines: black: a person; white: a person; hints: none.'
ok $? "a command that is no GTP engine, or none at all, is refused in words"

moves legal C3 G7 C7
board <<EOF
size 9
engine white $fake $tmp/legal
play E5
play G3
undo
capture
play G3
EOF
grep -q 'Took back move 4 (White G7) and move 3 (Black G3). r plays it again.' "$tmp/screens" &&
last_screen | grep -q 'Last move White C7' && last_screen | grep -q 'White fake 1' && [ ! -s "$out" ]
ok $? "undo takes back the engine's reply with the move before it; its name is the player's"

board <<EOF
size 9
engine white $fake $tmp/legal
play E5
engine off white
capture
play G3
hint
clock pause
clock resume
EOF
grep -q 'The engine is stopped: White is played at the board.' "$tmp/screens" &&
grep -q 'hint: no engine to ask (--hint CMD, or engine hint|black|white CMD)' "$out" &&
grep -q 'clock pause: this game has no clock' "$out"
ok $? "engine off gives the seat back; hint and the clock's pause say why not"

# A finished game whose two dead white stones the scripted engine does not see: marked on the board.
board <<EOF
load $srcdir/tests/script/seki-dead.sgf
engine hint $fake $tmp/legal
capture
goto end
capture
EOF
tr '\n' ' ' < "$tmp/screens" | tr -s ' ' | grep -qF "The hint engine is $fake $tmp/legal; H asks it for a move." &&
last_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'fake 1 marks 0 stones dead; it and the marking disagree on the 2 stones marked ≠.' &&
last_screen | grep -q 'o≠' && [ ! -s "$out" ]
ok $? "engine hint names the key that asks it (H); in the count, the stones an engine's dead list and the marking disagree on are marked"

if [ -z "$gnugo" ]; then
	for i in 1 2 3 4; do
		n=$((n + 1))
		echo "ok $n # SKIP GNU Go not found"
	done
	echo "1..$n"
	exit 0
fi
gg="$gnugo --mode gtp --level 1"

board <<EOF
new size=9 rules=japanese
engine black $gg --seed 1
engine white $gg --seed 2
capture
accept!
save gnugo.sgf
EOF
last_screen > "$tmp/last"
grep -q 'GNU Go [0-9.]* marks .* dead' "$tmp/screens" && grep -q 'Marking: Enter toggles' "$tmp/screens" &&
grep -q 'PB\[GNU Go' gnugo.sgf && grep -q 'PW\[GNU Go' gnugo.sgf && grep -q 'RE\[[BW]+[0-9]' gnugo.sgf &&
grep -q ';B\[\]' gnugo.sgf && grep -q ';W\[\]' gnugo.sgf && [ ! -s "$out" ]
ok $? "GNU Go against GNU Go, 9x9 Japanese, to the count: its dead stones beside the marking, the result recorded"

board <<EOF
size 9
engine hint $gg
play E5
play C3
hint
capture
EOF
last_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'The hint engine (GNU Go [0-9.]*) suggests [A-J][1-9] for Black: marked, and the cursor is there (Enter plays it).' &&
last_screen | grep -q '◯' && [ ! -s "$out" ]
ok $? "hint asks the hint engine for a move, marks it and moves the cursor there"

board <<EOF
new size=9 rules=chinese handicap=3 placement=free
engine black $gg
capture
EOF
last_screen | grep -q 'Black has placed 3 handicap stones: White plays first.' &&
last_screen | grep -q 'Handicap  3 stones' && [ ! -s "$out" ]
ok $? "an engine at Black places a free handicap itself"

board <<EOF
new size=9 clock="byoyomi 0:30 3x10"
engine white $gg --seed 3
play E5
pass
capture
EOF
last_screen | grep -q 'Clock ▶B 0:30   W 0:30' && last_screen | grep -q 'Move      4' && [ ! -s "$out" ]
ok $? "GNU Go under a clock: told the time, its moves take nothing of a script's virtual time"

# The engine's view from GNU Go, which lists estimate_score and top_moves_black: the score and the
# value of its first move as GNU Go itself gives them for the same position (which of the moves of
# equal value comes first varies).
printf 'boardsize 9\nkomi 6.5\nplay black E5\nplay white C3\nestimate_score\ntop_moves_black\nquit\n' | $gg |
	sed -n 's/^= //p' > "$tmp/direct"
score=$(sed -n '/^[BW]+/s/ .*//p' "$tmp/direct")
first=$(awk '$2 ~ /^[0-9.]+$/ { printf "1 [A-J][1-9] value %.1f", $2; exit }' "$tmp/direct")
board <<EOF
size 9
engine hint $gg
play E5
play C3
analyse
capture
EOF
[ -n "$score" ] && [ -n "$first" ] && last_screen | grep -q "Score $score" && last_screen | grep -q "^ *$first\$" &&
last_screen | tr '\n' ' ' | tr -s ' ' | grep -q "GNU Go [0-9.]* estimates $score" && [ ! -s "$out" ]
ok $? "analyse asks GNU Go for estimate_score and top_moves_black: its score and moves' values as it gives them itself"

echo "1..$n"
