#!/bin/sh
# The end of the game as a player and as a teacher meet it, in a real terminal (tmux, 80x24, a
# private server): the count opens on the player's view of a game played (the results first, in
# one line, the count by the game's rules, the keys and marks in words) and on the teacher's table
# when teaching or on a case of the library; one press marks a group dead or alive again, S seki;
# t switches the views; the teacher's notes fit at 80x24 and at 60x20, the way back to the
# player's view always among them; a game taken up again and ended once more is the players' to
# accept again; a point typed alone as a command; why a suicide's stones are prisoners on the panel
# and nobody's in a count that adds prisoners.  In UTF-8 without colour, in colour, and in ASCII.
# TAP output.  With CAPTURE_DIR set, the dialogue's screens are kept there (player.txt,
# teacher.txt, and the colour and ASCII ones).
set -u
TMUX_NAME=tengen-end
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

keep_colour() { [ -n "${CAPTURE_DIR:-}" ] && tm capture-pane -p -e -t "$pane" >"$CAPTURE_DIR/$1"; return 0; }
# Each start with a state directory of its own: a board killed with its server autosaves on the
# signal, and the next start would offer that game.
fresh_state() {
	state="$work/state-$runs"
	mkdir -p "$state"
}
start() {
	new_server
	fresh_state
	session t "$@"
}
# tengen ARGS at 80x24 with the environment ENV (as session does, but the locale and colour chosen).
start_with() {
	env=$1
	shift
	new_server
	fresh_state
	tm new-session -d -s t -x 80 -y 24 \
		"env $env TERM=screen-256color XDG_STATE_HOME='$state' '$TENGEN' $*;
		 echo \"[tengen exited \$?]\"; sleep 60"
}
# A command typed at the prompt, its text sent literally (tmux would read "f9" as the key F9).
cmd() { tm send-keys -t t :; tm send-keys -t t -l "$1"; tm send-keys -t t Enter; }
# The panel beside the board as one line (each row without the board's part: the coordinates, and a
# row's number, points and number again), runs of spaces squeezed: a text the panel wraps reads whole
# there.  check_panel NAME TEXT waits for TEXT in it.
panel() {
	screen | sed -E 's/^ +A B C D E F G H J( |$)//; s/^ ?[0-9]+ [^0-9]* [0-9]+( |$)//' | tr '\n' ' ' | tr -s ' '
}
check_panel() {
	i=0
	while [ $i -lt 100 ]; do
		panel | grep -qF -- "$2" && { ok "$1"; return; }
		sleep 0.1
		i=$((i + 1))
	done
	not_ok "$1 (expected in the panel: $2)"
}
# check_note NAME TEXT: a row of the panel under the board is TEXT and nothing else (the panel from
# column 26, as at 80x24 and 60x20), waiting for it: a note is told apart from the message under
# the panel, which may say the same words.
check_note() {
	i=0
	while [ $i -lt 100 ]; do
		screen | awk -v t="$2" 'substr($0, 1, 25) ~ /^ *$/ { s = substr($0, 26); sub(/ +$/, "", s); if (s == t) f = 1 }
			END { exit !f }' && { ok "$1"; return; }
		sleep 0.1
		i=$((i + 1))
	done
	not_ok "$1 (expected a row of the panel: $2)"
}
# The row of the board that starts " N " (its number), as the screen shows it now.
row() { screen | grep -m 1 "^ $1 "; }
# check_row NAME N WANT: the board's row N starts with WANT (the board part of the row), waiting for it.
check_row() {
	i=0
	while [ $i -lt 100 ]; do
		case "$(row "$2")" in "$3"*) ok "$1"; return ;; esac
		sleep 0.1
		i=$((i + 1))
	done
	not_ok "$1 (row $2 should start: $3)"
}

cp "$top_srcdir/tests/script/seki-dead.sgf" "$top_srcdir/tests/script/suicide.sgf" "$work/"

# --- the player's view of a finished game --------------------------------------------------------------
# seki-dead.sgf: a seki at the top left, the dead white chain F6 F5 in Black's area; ended by passes.
start seki-dead.sgf
wait_for "Loaded seki-dead.sgf" >/dev/null
tm send-keys -t t End
check_panel "the count opens with the results first, in one line" \
	"Japanese-style B+4.5 · Tromp-Taylor W+17.5 · they differ on 17 points (d shows them)"
check_panel "Tromp-Taylor's dead stones said in words" \
	"Tromp-Taylor counts the 2 stones marked dead as alive until captured (captured: W+0.5)"
check "the count by the game's rules, each player's terms" "By the game's rules, Japanese-style: B+4.5"
check "Black's side" "Black: 16 territory + 2 dead = 18"
check "White's side" "White: 7 territory + 6.5 komi = 13.5"
check "the keys of the marking in words" "Enter, click  dead or alive, the whole group"
check "seki on a key of its own" "S             seki (neither can capture) or alive"
check_not "no ? in words: no chain here is one whoever moves first decides" "? unsettled"
check_not "no table in front of the player" "B/W "
check_not "no reading of Art. 8 in front of the player" "Art. 8"
check_not "no warnings in front of the player" "warnings"
check_row "the dead chain marked on the board as estimated, no ?" 6 " 6 ▫─○─●─▪─▪─o─▪─▪─● 6"
check "the hints name the marking's keys" "Enter dead/alive  S seki  t table  a accept"
keep player.txt

# d: the points where the two differ, the columns named as the results' line names them.
tm send-keys -t t d
check "d: the differences, titled in the results' words" "Where Japanese-style and Tromp-Taylor count differently"
check "each point in those words" "A9: Japanese-style nobody (seki), Tromp-Taylor B territory"
check_not "not by the columns' command names" "japanese=korean"
tm send-keys -t t Escape
cmd "diff off"
wait_for "no longer marked" >/dev/null

# One press marks the group alive; the next dead again; S seki, then alive.
cmd "cursor F6"
tm send-keys -t t Enter
check "one press: alive" "F6: alive."
check_row "F6 F5 stand alive on the board, Black's area no longer his" 6 " 6 ▫─○─●─┼─┼[○]┼─┼─● 6"
check_panel "and the results' line follows" "Japanese-style W+12.5 · Tromp-Taylor W+17.5"
tm send-keys -t t Enter
check "the next press: dead again" "F6: dead."
check_row "marked dead on the board again" 6 " 6 ▫─○─●─▪─▪[o]▪─▪─● 6"
tm send-keys -t t S
check "S: seki" "F6: seki."
check_row "the seki's mark on the board" 5 " 5 ○─○─●─┼─╋─◇─┼─┼─● 5"
tm send-keys -t t S
check "S again: alive" "F6: alive."
check_row "alive on the board" 5 " 5 ○─○─●─┼─╋─○─┼─┼─● 5"
cmd "mark reset"

# t: the teacher's table, with the warnings and the reading of Art. 8; t again: the player's view.
tm send-keys -t t t
check "t: the teacher's table" "result    B+4.5      W+17.5     W+0.5      W+0.5"
check "no warnings: every chain is marked as the analysis estimates it" "owners: japanese (Tab) · no warnings"
# At 80x24 with the note on the stones marked dead, every note fits, the legend's short items on the
# row of the marks.
check_note "the game's result" "B+4.5 by japanese rules"
check_note "the reading of Art. 8 under the notes" "Art. 8 (1989, on seki) read as eyes, tengen's (r)"
check_note "the way back to the player's view, in the panel" "t: the player's view"
check_note "the legend's short items share the row of the marks" "x o dead  ◆ ◇ seki  ▪ ▫ owner  (n/n) shown, not added"
check_not "no ? in words: no chain here is one whoever moves first decides" "? unsettled"
check "the hints say what t does here" " t player's view "
check_not "and not what it does in the player's view" " t table "
keep teacher.txt
cmd "cursor B9"
tm send-keys -t t S w
check "a type named with its meaning" "seki (type 4: neither side"
tm send-keys -t t q t
check_not "t again: the player's view, no table" "B/W "

# --- the teacher's view first: teaching, or a case of the library ------------------------------------------
start seki-dead.sgf
wait_for "Loaded seki-dead.sgf" >/dev/null
cmd "teach on"
tm send-keys -t t End
check "teaching: the count opens on the table" "result    B+4.5      W+17.5"
start "$top_srcdir/assets/j89/open-dame.sgf"
wait_for "Loaded" >/dev/null
tm send-keys -t t End =
check "a case of the library: the count opens on the table" "B/W       japanese"

# --- a game taken up again after its count was accepted ----------------------------------------------------
start seki-dead.sgf
wait_for "Loaded seki-dead.sgf" >/dev/null
tm send-keys -t t End a
wait_for "Accept B+4.5" >/dev/null
tm send-keys -t t y
check "accepted" "The count, accepted"
tm send-keys -t t c
wait_for "Play goes on" >/dev/null
tm send-keys -t t p p
check "passed again: the count is to be accepted again" "Marking: Enter toggles dead and alive"
check "the message asks for it" "then a accepts the count"
check_not "and the header does not say it is accepted" "The count, accepted"

# --- a point typed alone -------------------------------------------------------------------------------
start --size 9
wait_for "Arrows move, Enter plays" >/dev/null
cmd "f9"
check "a point typed as a command: what to type" "f9: no such command; to play there, type: play f9"

# --- a multi-stone suicide under Tromp-Taylor: the panel's prisoners and the count's, and why -------------------
start suicide.sgf
wait_for "Loaded suicide.sgf" >/dev/null
tm send-keys -t t Escape
cmd "play A9"
check "the panel: White holds Black's 4 stones" "White                        4 prisoners"
cmd "count japanese"
tm send-keys -t t End Left
check "the Japanese-style count gives them to nobody" "Prisoners: Black has taken 0 during play and 0 dead, White 0 and 0."
check_panel "and says why the numbers differ, in words" \
	"Black's own suicide took off 4 of his stones: White's prisoners on the board's tally, nobody's here (no ruleset that counts prisoners allows suicide)."

# --- in colour and in ASCII --------------------------------------------------------------------------------
start_with "LC_ALL=C.UTF-8" seki-dead.sgf
wait_for "Loaded seki-dead.sgf" >/dev/null
tm send-keys -t t End
check_panel "in colour: the results first" "Japanese-style B+4.5 · Tromp-Taylor W+17.5"
check "in colour the owners' mark is told apart by colour" "▪ owner, by colour"
keep_colour player-colour.txt
tm send-keys -t t t
wait_for "B/W" >/dev/null
# In colour the owner's item is longer and the legend takes three rows: the reading of Art. 8, the
# note least needed, goes; the way back to the player's view stays.
check_note "in colour: the way back to the player's view stays" "t: the player's view"
check_note "in colour: the legend whole" "(n/n) shown, not added"
keep_colour teacher-colour.txt
start --ascii seki-dead.sgf
wait_for "Loaded seki-dead.sgf" >/dev/null
tm send-keys -t t End
check_panel "in ASCII: the results first, ; between them" "Japanese-style B+4.5; Tromp-Taylor W+17.5; they differ on 17 points"
check "the marks in ASCII" "x o dead  # @ seki  b w owner"
keep player-ascii.txt
tm send-keys -t t t
wait_for "B/W" >/dev/null
cmd "mark F6"   # alive, against its estimate: a warning
check "in ASCII: the result and the warnings on one row, ; between them" \
	"W+12.5 by japanese rules; 1 warning (w lists them)"
check_note "in ASCII: the reading of Art. 8" "Art. 8 (1989, on seki) read as eyes, tengen's (r)"
check_note "in ASCII: the way back to the player's view" "t: the player's view"
keep teacher-ascii.txt
# At 60x20, the smallest size, the notes least needed go (the legend, four rows at this width) and
# the way back to the player's view stays, on the panel's last rows.
tm resize-window -t t -x 60 -y 20
check_panel "at 60x20: the game's result" "W+12.5 by japanese rules"
check_panel "at 60x20: the warnings" "1 warning (w lists them)"
check_note "at 60x20: the way back to the player's view" "t: the player's view"
keep teacher-ascii-60x20.txt

echo "1..$n"
