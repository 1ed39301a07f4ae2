#!/bin/sh
# The board in a real terminal: tengen runs in tmux on a private server; the test types keys with
# send-keys and reads the screen with capture-pane, polling for the text it expects.  TAP output.
set -u
TMUX_NAME=tengen-test
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

# The pane's command prints tengen's exit status when it ends (tmux-lib.sh's session).
wait_dead() { wait_for "[tengen exited"; }
# A new server with tengen ARGS in session t.

echo "1..128"

# Start on a 9x9 board; the cursor moves with the arrow keys and hjkl.
start --size 9
check "starts with the board and its coordinates" "A B C D E F G H J"
tm send-keys -t t Left k
check "the cursor moves" "6 ├─┼─┼[┼]┼─┼─┼─┼─┤ 6"

# A capture: Black surrounds White's D5; the prisoner count changes.
tm send-keys -t t Enter                                  # B D6
for line in "play D5" "play C5" "play J1" "play E5" "play J2" "play D4"; do
	tm send-keys -t t : "$line" Enter
done
check "a capture is announced" "Black D4 took 1 stone."
check "the prisoner count changes" "1 prisoner"

# A ko retake refused in words (Japanese rules: simple ko).  Black's H7 takes G7.
for line in "play G7" "play F7" "play H8" "play G8" "play H6" "play G6" "play J7" "play H7"; do
	tm send-keys -t t : "$line" Enter
done
check "ko shown in the panel" "G7: White may not take back"
tm send-keys -t t : "play G7" Enter
check "a ko retake is refused with its reason" "illegal: ko: the stone just captured at G7"

# The prompt recalls the last line with Up (the history file is tested in test_command).
tm send-keys -t t :
check "the prompt opens" "
:"
tm send-keys -t t Up
check "Up recalls the last line" ":play G7"
tm send-keys -t t Escape

# Resizing: narrow drops the side panel for a status row; too small says how large it must be;
# large enough draws the board again.
tm resize-window -t t -x 40 -y 16
check "a narrow terminal: a message longer than its rows is shown whole, over the board" "14); play elsewhere first"
tm send-keys -t t Escape
check "a narrow terminal shows the board with a status row" " to play  move "
tm resize-window -t t -x 30 -y 12
check "a small terminal says how large it must be" "board needs a"
tm resize-window -t t -x 80 -y 24
check "the board comes back after a resize" "A B C D E F G H J"

# Quit with unsaved moves: asked first, then the game is in the autosave.
tm send-keys -t t q
check "quit asks first" "Quit? This game is not saved to a file"
tm send-keys -t t y
if wait_dead && [ "$(exit_status)" = 0 ]; then ok "quits with status 0"; else not_ok "quits"; fi
if grep -q "^(;" "$state/tengen/autosave.sgf" 2>/dev/null; then ok "the autosave is SGF"; else not_ok "autosave"; fi
check "tells where the game is kept" "the next \`tengen\` offers to resume it."

# The next start offers to resume; yes brings the game back.
start
check "the next start offers to resume" "Resume it?"
tm send-keys -t t y
check "the resumed game is back" "Resumed the autosaved game: 9x9, 15 moves"

# Save to a file like a newcomer (s, a name, Enter), quit without a question, reopen.
tm send-keys -t t s
check "s asks for a file name" ":save"
tm send-keys -t t first Enter
check "the game is saved" "Saved first.sgf (15 moves)."
tm send-keys -t t q
if wait_dead && [ ! -e "$state/tengen/autosave.sgf" ]; then ok "a saved game quits at once, no autosave"; else not_ok "quit after save"; fi
start first.sgf
check "tengen FILE.sgf reopens it" "Loaded first.sgf: 9x9, 15 moves"
check "at its first node" "Move 0 of 15"
tm send-keys -t t End
check "End: its last move" "Move 15 of 15"

# Ctrl-C and SIGTERM leave the terminal and save the game.
tm send-keys -t t : "play A9" Enter
check "a move after loading" "Move 16 of 16"
tm send-keys -t t C-c
if wait_dead && [ "$(exit_status)" = 130 ] && [ -s "$state/tengen/autosave.sgf" ]; then ok "Ctrl-C quits with status 130 and autosaves"; else not_ok "Ctrl-C"; fi
check "Ctrl-C leaves the terminal sane and says so" "tengen: stopped by a signal (SIGINT)."
start
wait_for "Resume it?"
tm send-keys -t t y
wait_for "16 moves"
pid=$(tengen_pid t)
tm send-keys -t t : "play B9" Enter
wait_for "Move      17"
kill -TERM "$pid" 2>/dev/null
if wait_dead && [ "$(exit_status)" = 143 ] && [ -s "$state/tengen/autosave.sgf" ]; then
	ok "SIGTERM quits with status 143 (128 + 15) and autosaves"
else
	not_ok "SIGTERM"
fi
start
check "the game from before SIGTERM is offered" "17 moves"
tm send-keys -t t n
check "put aside when declined" "put aside as"

# The game's tree: a file with variations and comments; walking it changes nothing.
cp "${top_srcdir:-$(dirname "$0")/..}/tests/script/variations.sgf" "$work/"
start variations.sgf
check "a file with variations loads at its first node" "4 moves, with variations"
check "a file opens in review: the game tree in the panel" "   [◇]●─○─●─○"
check "with the variation on a row of its own" "     └─○─●"
tm send-keys -t t End
check "End: the last node of the line" "   ◇─●─○─●[○]"
tm send-keys -t t Left Left
check "Left steps back; the panel shows the comment" "The main line: White takes a corner."
check "and where the node is" "Move 2 of 4, variation 1 of 2"
tm send-keys -t t Down
check "Down shows the next variation" "Variation 2 of 2 at move 2."
check "with its comment" "A variation"
check "and the tree follows it" "     └[○]●"
tm send-keys -t t Home
check "Home: the start, the next move named" "Next   B E5"
tm send-keys -t t End u r
check "r plays the line on again" "Played again move 3 (Black C3)."
tm send-keys -t t Tab
check "Tab: the estimate of the position over the board" "review: estimate"
tm send-keys -t t Tab
check "Tab again: the analysis's life and death over the board" "review: life"
tm send-keys -t t Tab Tab i
check "i: the game's information" "Black      Alice"
tm send-keys -t t Escape x
check "x asks before deleting a move" "Delete move 3 and all that follows it (1 move)?"
tm send-keys -t t n Escape Right
check "Escape: back to play, the arrows move the cursor" "Move      3"
check_not "the review panel is gone" "review"
tm send-keys -t t q
if wait_dead && [ "$(exit_status)" = 0 ]; then ok "quitting after only walking asks nothing"; else not_ok "quit after walking"; fi
if [ ! -e "$state/tengen/autosave.sgf" ]; then ok "walking writes no autosave"; else not_ok "an autosave after walking"; fi

# A new variation, played with the keys, saved into the file, found again with every comment.
start variations.sgf
tm send-keys -t t : "goto 1" Enter : "cursor E7" Enter Enter
check "a move at an earlier position starts a variation" "White E7."
tm send-keys -t t : "cursor D4" Enter Space
check "and goes on there" "Black D4."
tm send-keys -t t s
check "s saves into its own file, the whole tree" "Saved variations.sgf (8 moves in 3 lines)."
if grep -qF "C[White extends.]" variations.sgf && grep -qF "XQ[an unknown property, kept]" variations.sgf \
   && grep -qF "(;W[ec];B[df])" variations.sgf && grep -qF "LB[cg:A]" variations.sgf; then
	ok "the file keeps the old lines, comments, markup and unknown properties, and the new line"
else
	not_ok "the saved file: $(cat variations.sgf)"
fi
tm send-keys -t t q
wait_dead
start variations.sgf
check "reopened, at the file's main line" "Loaded variations.sgf: 9x9, 4 moves, with variations"
tm send-keys -t t : "goto 2" Enter : "variation 3" Enter End
check "the new line is found again" "Move 3 of 3"
check "with its move" "Black D4"
tm send-keys -t t : "goto 2" Enter Up
check "and the old ones" "Variation 2 of 3 at move 2."
check "with their comments" "A variation"
tm send-keys -t t q

# Two boards at once, each with its own autosave; one that died is offered once at the next start.
rm -rf "$state/tengen"
start --size 9
tm send-keys -t t : "play E5" Enter : "play C3" Enter
check "a first board plays" "White C3."
first_sum=$(cksum < "$state/tengen/autosave.sgf")
session u --size 9
on_pane u
check "a second board starts" "A B C D E F G H J"
check_not "it does not offer the game being played" "Resume it?"
tm send-keys -t u : "play D4" Enter
check "the second board plays" "Black D4."
if [ -s "$state/tengen/autosave-1.sgf" ] && [ "$(cksum < "$state/tengen/autosave.sgf")" = "$first_sum" ]; then
	ok "each board has its own autosave; the second never touched the first's"
else
	not_ok "autosaves: $(ls "$state/tengen")"
fi
pid=$(tengen_pid t)
kill -KILL "$pid"
i=0   # the lock goes with the process: wait until it is gone
while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
session v --size 9
on_pane v
check "a board that died has its game offered" "Resume it?"
check "the dead board's game, not the live one's" "2 moves"
tm send-keys -t v y
check "resumed" "Resumed the autosaved game: 9x9, 2 moves"
session w --size 9
on_pane w
check "a further board starts" "A B C D E F G H J"
check_not "and offers nothing: both games are being played" "Resume it?"

# An autosave that cannot be written is said at once, and nobody is told the game is kept.
on_pane v
rm -rf "$state/tengen"
touch "$state/tengen"
tm send-keys -t v : "play G7" Enter
check "a failed autosave is on the screen at once" "Autosave failed"
check "the panel says the game is not safe" "NOT SAVED; autosave failed"
tm send-keys -t v q
check "quit warns that the game would be lost" "will be lost"
tm send-keys -t v y
check "and says so on the way out" "the autosave failed"
check_not "never that it is kept in a file" "it is kept in"
rm -f "$state/tengen"

# Teaching: a ko taken with teach on, frame by frame, and its retake traced: the board of each frame.
cp "${top_srcdir:-$(dirname "$0")/..}/tests/script/ko-snapback.sgf" "$work/"
start ko-snapback.sgf
on_pane t
tm send-keys -t t t
check "teach on says what it does" "Teaching on: every move played now opens its frames"
tm send-keys -t t : "cursor C8" Enter Enter
check "a move with teach on opens its first frame" "Rule 7, first step: Black colours the point C8 black."
check "the new stone is marked on the board" " 8 ●─○(●)○"
tm send-keys -t t Right Right
check "the captured chain is looked at, its reach on the board" " 8 ●─◎(●)○"
check "with rule 3 in the caption" "Rule 3: from the white stone at B8 no empty point can be reached"
tm send-keys -t t Right
check "the next frame clears it" " 8 ●─⊗(●)○"
tm send-keys -t t Escape : "cursor B8" Enter T End
check "the retake, traced: how each repetition rule judges it" "simple ko: refused (it retakes the ko at"
tm send-keys -t t Left
check "the position it repeats is drawn beside the board" "at the start of the game:"
tm send-keys -t t Escape : "ascii on" Enter T Right
check "in ASCII the chain looked at is B (black) and its reach :" " 9 : B O . ."

# The end-of-game dialogue on a finished 9x9 game: marked by the analysis, toggled, compared, accepted.
cp "${top_srcdir:-$(dirname "$0")/..}/tests/script/seki-dead.sgf" "$work/"
state="$work/state-dialog"    # the boards killed above autosave into the old one as they go
mkdir -p "$state"
start seki-dead.sgf
check "a finished game opens at its start" "Move 0 of 2"
tm send-keys -t t End
wait_for "Japanese-style B+4.5" >/dev/null   # the player's view first (tests/tmux-endgame.sh); t: the table
tm send-keys -t t t
check "at its end the dialogue opens, Japanese-style and Tromp-Taylor side by side" "result    B+4.5      W+17.5"
check "the dead stones are marked on the board (F6 as its estimate: no ?), the seki too" " 6 ▫─○─●─▪─▪─o─▪─▪─● 6"
check "the seki's stones" " 8 ◆─◆─◇─◇─◇─◇─◇─●─● 8"
tm send-keys -t t : "cursor F6" Enter Enter
# F6 alive leaves White's chain standing in Black's area.  The players ended this game by passing,
# so the count is of the board as they left it; F plays the points between the colours out first
# (+ filled, ! the protective moves the fills force), and F again counts it as it stands.
check "toggled alive: counted as the players left it" "total     1/13.5     28/45.5"
tm send-keys -t t F
check "F: the area is played out first, the points marked" " 5 ○─○─●─+─!─○─!─!─● 5"
check "and counted: Japanese-style loses the territory and the prisoners" "played out (f): 6 + filled, 3 ! protective"
tm send-keys -t t F Enter
check "F again: as it stands, and dead again" "total     18/13.5    28/45.5"
tm send-keys -t t d
check "the differences listed with why" "F6: Japanese-style B dead stone, Tromp-Taylor W stone"
tm send-keys -t t q a
check "accept asks first" "Accept B+4.5 by japanese rules"
tm send-keys -t t y
check "accepted" "Accepted: B+4.5."
tm send-keys -t t s
wait_for "Saved seki-dead.sgf"
if grep -qF "RE[B+4.5]" seki-dead.sgf && grep -qF "TB[" seki-dead.sgf && grep -qF "tromp-taylor: W+17.5" seki-dead.sgf; then
	ok "the file holds RE, TB/TW and the count"
else
	not_ok "the accepted file: $(cat seki-dead.sgf)"
fi
tm send-keys -t t q
wait_dead
start seki-dead.sgf
check "reopened: the result in the panel" "result B+4.5"
tm send-keys -t t End
wait_for "The count, accepted" >/dev/null
tm send-keys -t t t
check "and at the end the accepted count" "B+4.5 by japanese rules: accepted"

# The count frame by frame under Tang: the dead stones off, the roads, the group tax.
tm send-keys -t t Escape : "count tang" Enter Right
check "count opens the frames of the count" "The count by tang: frame 2 of"
check "the dead stones taken off, marked where they stood" " 6 ├─○─●─┼─┼─⊗─┼─┼─● 6"
tm send-keys -t t End
check "the last frame: every ruleset beside" "tromp-taylor  W+17.5"
tm send-keys -t t Escape

# A professional 19x19 game at 80x24: both columns fit beside the board.
start /usr/share/goban/Hon-70-3.sgf
tm send-keys -t t End : score Enter
wait_for "A look at the count" >/dev/null
tm send-keys -t t : "panel teacher" Enter
check "a 19x19 game's dialogue at 80x24" "result    W+6.5"
check "with Tromp-Taylor beside Japanese-style" "B/W       japanese   taylor"
check "the board whole beside it (N1 as its estimate: no ?)" "  1 ▪─▪─▪─▪─▪─▪─▪─●─●─○─▫─▫─○─●─●─▪─▪─●─▪ 1"

# The dispute sandbox: the dead stone captured along the reading's line, nothing recorded.
cp "${top_srcdir:-$(dirname "$0")/..}/tests/script/dispute.sgf" "$work/"
rm -rf "$state/tengen"    # no autosave left by the boards above to offer
start dispute.sgf
wait_for "Loaded dispute.sgf"
tm send-keys -t t : "dispute B8" Enter
check "dispute opens the sandbox on the chain" "Dispute: the white chain at B8, 1 stone"
check "the disputed chain is marked on the board" " 8 ├[◎]┼─●─●─●─○─○─┤ 8"
tm send-keys -t t n n n n n n n n n
check "n plays the reading's line, then the plain capture, until the chain is captured" \
	"the white chain at B8 is captured, after 9 moves"
check "where it stood is marked" " 8 ●[⊗]●─●─●─●─○─○─┤ 8"
check "the last sandbox move is in ( )" " 7 ●─┼(●)●─●─●─○─○─┤ 7"
tm send-keys -t t Escape
check "leaving says the chain's fate and that nothing was recorded" "Nothing was recorded."
check "the board is the game's again" " 8 ├[○]┼─●─●─●─○─○─┤ 8"
# The ko, from the count: White's retake waits for a pass (Art. 7-2).
tm send-keys -t t : "score" Enter : "dispute F1" Enter Right Enter
check "Black takes the ko in the sandbox" " 1 ●─●─●─●─●─⊗[●]○─○ 1"
tm send-keys -t t : "sandbox play F1" Enter
check "the retake is refused until White has passed" "the ko at F1 may be retaken only after White has passed"
tm send-keys -t t p : "sandbox play C9" Enter : "sandbox play F1" Enter
check "after a pass it is allowed" "White F1 took 1 stone in a ko"
tm send-keys -t t Escape
check "back to the count with the fate" "Left the dispute: the white chain at F1 was captured"
tm send-keys -t t Escape q
if wait_dead && [ "$(exit_status)" = 0 ]; then ok "the sandbox left the game unchanged: quit asks nothing"; else not_ok "quit after the sandbox"; fi
# The case library: tengen --library lists the cases; Enter opens one in review, classified.
start --library
check "tengen --library opens the case library" "Case library: "
check "the selected case beside the list" "Expect: "
tm send-keys -t t Down Enter
check "Enter opens the case with its life and death over the board" "review: life"
tm send-keys -t t Escape
check "Escape comes back to the list" "Back to the library"
tm send-keys -t t Escape q
if wait_dead && [ "$(exit_status)" = 0 ]; then ok "the library leaves nothing to save"; else not_ok "quit after the library"; fi
# Keys curses leaves undecoded when the terminal's terminfo is not the one that sends them (tmux's
# ESC [ 1 ~ for Home under TERM=xterm-256color, say), and a click in the X10 mouse encoding: tengen
# decodes them itself.
tm kill-server >/dev/null 2>&1
runs=$((runs + 1))
sock="tengen-test-$$-$runs"
pane=t
tm new-session -d -s t -x 80 -y 24 \
	"env LC_ALL=C.UTF-8 NO_COLOR=1 TERM=xterm-256color XDG_STATE_HOME='$state' '$TENGEN' variations.sgf;
	 echo \"[tengen exited \$?]\"; sleep 60"
check "a record opens in review" "Move 0 of 4"
tm send-keys -t t -H 1b 5b 34 7e
check "ESC [ 4 ~ is End" "Move 4 of 4"
tm send-keys -t t -H 1b 5b 31 7e
check "ESC [ 1 ~ is Home" "Move 0 of 4"
tm send-keys -t t -H 1b 4f 46
check "ESC O F is End" "Move 4 of 4"
tm send-keys -t t -H 1b 5b 48
check "ESC [ H is Home" "Move 0 of 4"
check_not "no key was read as Escape then ~" "no such key"
tm send-keys -t t Escape
check "Escape alone still leaves review" "Play: the arrows move the cursor"
# E5 is column 11, row 5 of the screen: X10 sends 32 + 1 + each, after ESC [ M and the button
tm send-keys -t t -H 1b 5b 4d 20 2c 26
check "a click in the X10 mouse encoding plays there" "Black E5"
tm send-keys -t t -H 1b 5b 3c 30 3b 31 34 3b 36 4d
check "a click in SGR's encoding too" "White F5"
tm send-keys -t t q n
tm send-keys -t t : "quit!" Enter
wait_dead
exit 0
