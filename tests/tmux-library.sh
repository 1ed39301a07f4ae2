#!/bin/sh
# The case library in a real terminal (tmux, a private server): a case whose point is a sequence is
# stepped through in review, move by move and, with teach on, frame by frame (rule 7 at each move, the
# capture and the recapture seen happening); the panel gives a case's words first and its machine
# lines on a key, and takes the rows a tall terminal gives; the library opens a case at its position
# and says what there is to step through.  TAP output.
set -u
TMUX_NAME=tengen-lib
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

snap="$top_srcdir/assets/classic/snapback-corner.sgf"

echo "1..17"

# --- a case stepped through, at 80x24 ---------------------------------------------------------------
start "'$snap'"
check "the snap-back case has its moves" "Move 0 of 3"
check "its words first" "White's corner chain C9 A8 B8 C8 has two liberties"
check_not "its machine lines not in front of them" "EXPECT: C9 white dead"
check "a key offers them" "a answers"
tm send-keys -t t a
check "a shows them" "EXPECT: C9 white dead type 6"
tm send-keys -t t a t Right
check "with teach on, Right steps to the throw-in and its frames" "Black A9: frame 1 of 4"
check "the frames give the move's comment" "Black 1 throws a stone in at A9"
tm send-keys -t t Right Right Right Right
check "past the last frame, the next move's frames" "White B9: frame 1 of 5"
tm send-keys -t t Right Right
check "the capture seen happening" "it loses its colour: 1 black stone cleared"
tm send-keys -t t Right Right Right Right Right
check "the recapture, where the stone was" "Black A9: frame 3 of"
check "takes five: the snap-back" "5 white stones cleared"
tm send-keys -t t Escape Left Left Left Down Right
check "the variation, the other throw-in, with its frames" "Black B9: frame 1 of 4"
tm send-keys -t t q

# --- the same case at 120x40: the panel takes the rows ----------------------------------------------
start "'$snap'"
tm resize-window -t t -x 120 -y 40
check "at 120x40 the comment runs on down the panel to the board it shows" " 9 . . O X X X X X X 9"
tm send-keys -t t q

# --- the library opens a case at its position --------------------------------------------------------
start --library
check "the library" "Case library: "
tm send-keys -t t : "library topic snap-back" Enter
i=0   # down the list to the snap-back in the corner
while [ $i -lt 40 ] && ! screen | grep -qF "▶ Snap-back in the corner"; do
	tm send-keys -t t Down
	sleep 0.1
	i=$((i + 1))
done
check "the case says what there is to step through" "3 moves after it, 2 variations"
tm send-keys -t t : "library topic all" Enter : "library first" Enter : "library next 5" Enter
tm send-keys -t t Enter
check "a case whose lines are about move 1 opens there" "Move 1 of 2"
check "and says how to step" "Left and Right step, Down the variations, t each move's frames"
tm send-keys -t t Escape Escape q
exit 0
