#!/bin/sh
# The game's course in review, in a real terminal (tmux, 80x24, a private server), on a professional
# record of 136 moves: g shows the graph in the side panel (braille in colour, X O | in ASCII), filled
# beside the board while the keys go on; the current move's cursor moves with the moves; g hides it
# and the choice is remembered when review is left and opened again; the decisive moves are listed
# in the order of the game, d goes to the first and the judgement's preferred move is marked on the
# board where the panel names it; a terminal without a panel says the graph has no room there.  TAP
# output.  With CAPTURE_DIR set, the screens are kept there.
set -u
TMUX_NAME=tengen-course
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

cp "$top_srcdir/tests/script/pro-1951.sgf" "$work/"
LC_ALL=C.UTF-8   # the graph's characters are counted and matched as characters
export LC_ALL

# tengen ARGS in session t of a new server, 80x24, in colour.
start_color() {
	new_server
	tm new-session -d -s t -x 80 -y 24 \
		"env LC_ALL=C.UTF-8 TERM=xterm-256color XDG_STATE_HOME='$state' '$TENGEN' $*;
		 echo \"[tengen exited \$?]\"; sleep 60"
}
# A braille character (U+2801 to U+28FF: E2 A0 81 to E2 A3 BF), matched byte by byte.
braille=$(printf '\342[\240-\243]')
has_braille() { LC_ALL=C grep -q "$braille"; }
# The panel's part of a board row: what follows the row's number on the right.
panel() { sed -E 's/^ *([0-9]+) .* \1 +//'; }
# Rows 8 to 11 of the screen: the graph in the panel.
graph() { screen | sed -n '8,11p' | panel; }
# The column of the current move's cursor in the graph: the characters before the first │ or | on
# the first graph row that has one.
cursor_col() {
	graph | grep -m1 "[$1]" | sed "s/[$1].*//" | wc -m
}

echo "1..20"

start_color pro-1951.sgf
check "the record opens in review" "Move 0 of 136"
tm send-keys -t t g
check "g shows the course in the panel" "Course  move 0"
check "the decisive moves follow once every move is estimated" "Decisive (d next, D before)"
if graph | has_braille; then ok "the graph is drawn in braille"; else not_ok "the graph is drawn in braille"; fi
if tm capture-pane -e -p -t t | sed -n '8,11p' | LC_ALL=C grep -q "$(printf '\033')\[[0-9;]*m$braille"; then
	ok "in colour"
else
	not_ok "in colour"
fi
keep course-color.txt
at0=$(cursor_col '│')
tm send-keys -t t NPage NPage NPage NPage NPage NPage
check "six pages on" "Move 60 of 136"
at60=$(cursor_col '│')
if [ "$at0" -lt "$at60" ]; then ok "the cursor moves right with the moves ($at0, then $at60)"; else not_ok "the cursor moves right with the moves ($at0, then $at60)"; fi
check "the caption gives the estimate at this move" "Course  move 60: "

# The first decisive move in the order of the game; d goes there.
first=$(screen | sed -n '/Decisive (d next/{n;p;}' | panel | awk '{ print $1 }')
tm send-keys -t t Home d
check "d goes to the first decisive move" "Move $first of 136"
keep course-decisive.txt
# From there on, the first decisive move where the judgement names a better move shows it on the
# board, at the point the panel names.
found=
i=0
while [ $i -lt 8 ] && [ -z "$found" ]; do
	wait_for "Better" >/dev/null
	found=$(screen | sed -n 's/.*Better \([A-T][0-9]*\) ◯.*/\1/p' | head -n 1)
	[ -z "$found" ] && tm send-keys -t t d && sleep 0.5
	i=$((i + 1))
done
if [ -n "$found" ]; then
	row=$(printf '%s' "$found" | cut -c2-)
	if screen | grep -q "^ *$row .*◯.* $row "; then ok "the preferred move $found is marked on the board"; else not_ok "the preferred move $found is marked on the board"; fi
else
	not_ok "a decisive move with a preferred move"
fi
keep course-preferred.txt

tm send-keys -t t g
check "g hides it" "The course is hidden"
check_not "no graph in the panel" "Course  move"
tm send-keys -t t Escape
cmd "review"
check "review again" "Move"
check_not "still hidden" "Course  move"
tm send-keys -t t g
check "shown again, at once: nothing is estimated twice" "Decisive (d next, D before)"
tm send-keys -t t Escape
cmd "review"
check "kept shown when review opens again" "Course  move"

# A terminal whose board has no panel beside it.
tm resize-window -t t -x 60 -y 24
wait_gone "Course  move"   # drawn again at 60 columns, without the panel
tm send-keys -t t g g
check "no room: said in words" "The course needs a larger terminal"

# ASCII: X above the zero line for Black's lead, O below for White's, | the current move.
start pro-1951.sgf --ascii
check "in ASCII" "Move 0 of 136"
tm send-keys -t t g
check "the course in ASCII" "Decisive (d next, D before)"
if graph | grep -q '[XO]' && graph | grep -q '|' && ! graph | has_braille; then
	ok "the graph is drawn with X, O and |"
else
	not_ok "the graph is drawn with X, O and |"
fi
keep course-ascii.txt
