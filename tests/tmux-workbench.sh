#!/bin/sh
# The teacher's workbench in a real terminal (tmux, 80x24, a private server): a teacher sets up a seki
# with the edit mode's keys and the setup commands, marks and labels it, writes its exercise lines,
# saves it, exports an SVG picture with two counts and a diagram; a student opens the seki topic as
# exercises, answers a chain wrong and gets the mistake explained, then a chain's status alone where
# its type is asked too, which is marked part by part.  TAP output.  With CAPTURE_DIR
# set, the screens of both sessions are kept there (teacher.txt, student.txt).
set -u
TMUX_NAME=tengen-wb
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

echo "1..28"

# --- the teacher -------------------------------------------------------------------------------------
start --size 7 --komi 0
check "the board" "A B C D E F G"
tm send-keys -t t E
check "E opens the edit mode" "Set up and mark up"
cmd "cursor B7"
tm send-keys -t t Enter                       # the black tool first
check "Enter sets up a black stone" "Black stone set up at B7."
cmd "setup black G7 A6 B6 C6 G6 D5 E5 F5 G5 D4 F4 G4"
cmd "setup black D3 E3 F3 G3 D2 F2 D1 E1 F1 G1"
cmd "setup white D7 F7 D6 E6 F6 A5 B5 C5 A4 B4 C4"
cmd "setup white B3 C3 A2 B2 C2 B1 C1"
tm send-keys -t t t
cmd "cursor B6"
tm send-keys -t t Enter
cmd "cursor D6"
tm send-keys -t t Enter
tm send-keys -t t L
cmd "cursor A7"
tm send-keys -t t Enter
cmd "cursor E7"
tm send-keys -t t Enter
check "marked and labelled" " 7 A─●─┬─○[B]○─● 7"
cmd "info GN \"Seki with one eye each\""
cmd "comment \"EXPECT: B7 black seki type 4; D7 white seki type 4\""
cmd "comment \"SCORE: japanese B+1; tromp-taylor B+6\""
cmd "comment \"TOPIC: seki\""
check "the exercise's lines in the comment" "Added to the comment of move 0."
keep teacher-edit.txt
tm send-keys -t t Escape
cmd "save seki.sgf"
check "saved" "seki.sgf"
cmd "export svg seki.svg count japanese tromp-taylor"
check "the SVG picture written" "Wrote seki.svg: the board counted by japanese and by tromp-taylor"
cmd "export diagram seki.txt"
check "the diagram written" "Wrote seki.txt: a diagram of move 0"
keep teacher.txt
if grep -q 'class="stone black"' seki.svg 2>/dev/null && grep -q '^\$\$Bc7 Seki with one eye each' seki.txt 2>/dev/null &&
   grep -q 'C\[EXPECT: B7 black seki type 4' seki.sgf 2>/dev/null; then
	ok "the files hold the seki"
else
	not_ok "the files hold the seki"
fi
[ -n "${CAPTURE_DIR:-}" ] && cp seki.svg seki.txt seki.sgf "$CAPTURE_DIR/"
tm send-keys -t t q

# --- the student ------------------------------------------------------------------------------------
start
check "a new board" "A B C D E F G H J"
cmd "exercise topic seki"
check "the seki topic as exercises" "Topic seki: case 1 of 18"
cmd "cursor E9"
tm send-keys -t t a 1
check "the chain answered" "alive, type 1"
tm send-keys -t t c
check "the mistake explained with the analysis's proof" "E9 black: you said alive, type 1 (two eyes already), the case says"
check "each type with its meaning the first time it is named" "seki, type 4 (neither side can capture; no two eyes). E9"
check "with its proof" "proof"
check "and the case's own words on that chain" "The case: seki"
# The status alone where the type is asked too: that part right, the type said to be missing.
tm send-keys -t t Escape
cmd "cursor C9"
tm send-keys -t t s
check "the type still to answer" "seki, type ?"
tm send-keys -t t c
check "a part right is not a wrong answer: the part missed is named" "C9 white: seki, right; the type was not answered: the case says type 4"
check "with the type's meaning" "(neither side can capture; no two eyes)."
tm send-keys -t t Escape
check "and the panel marks each part" "½  C9 white               seki ✓, type -"
keep student.txt
tm send-keys -t t Escape Escape q

# --- nothing lost at the workbench --------------------------------------------------------------------
# A position set up and marked, no move played: q asks first, the autosave holds it, and SIGTERM
# keeps it (it quit at once, and no autosave was written).  The game's information stays open after a
# value is entered, and letters typed then go to the list, not to the board as keys (t chose a tool,
# u took back an edit, n started a new game).
rm -rf "$state/tengen"
start --size 9
check "a new board for the workbench" "A B C D E F G H J"
cmd "setup black C3 D4 E3"
cmd "markup triangle D3"
tm send-keys -t t q
check "q asks before a set-up position is lost" "Quit? This game is not saved to a file"
tm send-keys -t t n
tm send-keys -t t E
cmd "cursor G7"
tm send-keys -t t Enter                       # a black stone, the edit mode's first edit
check "a stone set up in the edit mode" "Black stone set up at G7."
tm send-keys -t t i Enter
wait_for "Enter keeps it" >/dev/null
tm send-keys -t t -l "My game"
tm send-keys -t t Enter
check "the game's information stays open after a value" "GN game name            My game"
tm send-keys -t t t u n
check "letters typed in the list go to it, not to the board" "GN game name            tun"
tm send-keys -t t Escape Escape
check "the board after the list: its name kept, no tool chosen" "Tool   black: black stones"
check "no edit taken back: the stone set up stays" " 7 ├─┼─╋─┼─┼─┼[●]┼─┤ 7"
pid=$(tengen_pid t)
kill -TERM "$pid"
wait_for "[tengen exited 143]" >/dev/null
if grep -q 'GN\[My game\]' "$state"/tengen/autosave*.sgf 2>/dev/null && grep -q 'AB\[cg\]\[df\]\[eg\]' "$state"/tengen/autosave*.sgf &&
   grep -q 'TR\[dg\]' "$state"/tengen/autosave*.sgf; then
	ok "SIGTERM: exit 143, the set-up position, its mark and its name in the autosave"
else
	not_ok "SIGTERM: the autosave does not hold the position: $(cat "$state"/tengen/autosave*.sgf 2>&1)"
fi
