#!/bin/sh
# Hostile terminals: TERM=dumb, TERM unset, a locale that is not UTF-8, a 20x10 window, rapid
# resizes, SIGHUP and a closed terminal.  tengen runs in tmux on a private server; each case must
# end with a message, the game kept, and a sane terminal (icanon and echo back on) afterwards.
# TAP output.
set -u
TMUX_NAME=tengen-term
. "${top_srcdir:-$(dirname "$0")/..}/tests/tmux-lib.sh"

# After tengen, the pane prints its exit status and whether the terminal is sane again.
after='echo "[tengen exited $?]"; echo "[stty $(stty -a | tr " ;" "\n\n" | grep -x -e icanon -e -icanon -e echo -e -echo | tr "\n" " ")]"; sleep 60'
sane="[stty icanon echo ]"
# A new server running "VAR=VALUE... tengen ARGS" in session t, COLSxROWS, with TERM, LANG and
# LC_ALL unset unless given.
start() {
	size=$1
	shift
	new_server
	rm -rf "$state/tengen"   # no game of an earlier case to offer
	tm new-session -d -s t -x "${size%x*}" -y "${size#*x}" \
		"env -u TERM -u LANG -u LC_ALL NO_COLOR=1 XDG_STATE_HOME='$state' $*; $after"
}

echo "1..36"

# TERM=dumb has no cursor addressing: refused with what is needed, before curses starts.
start 80x24 "TERM=dumb LC_ALL=C.UTF-8 '$TENGEN' --size 9"
check "TERM=dumb: refused, naming what the board needs" "needs a terminal with cursor addressing, at least 23x14"
check "TERM=dumb: exit status 1" "[tengen exited 1]"
check "TERM=dumb: the terminal is sane afterwards" "$sane"

# No TERM at all: curses would exit with "Error opening terminal"; tengen says what to do.
start 80x24 "LC_ALL=C.UTF-8 '$TENGEN'"
check "TERM unset: refused with the reason" "but TERM is not set. Set TERM to the terminal's type"
check "TERM unset: exit status 1, terminal sane" "[tengen exited 1]"

# An unknown TERM with a long name: the whole name is quoted (it was cut at 40 bytes), and the
# refusal is wrapped between words to the terminal's width (the terminal used to break its words).
long_term=xterm-with-a-rather-long-name-that-no-terminal-database-has
start 80x24 "TERM=$long_term LC_ALL=C.UTF-8 '$TENGEN'"
check "a long unknown TERM: quoted whole" "TERM=$long_term is"
wait_for "[tengen exited 1]" >/dev/null
if screen | tr '\n' ' ' | tr -s ' ' | grep -qF "database, or a generic type without cursor addressing. Set TERM to the terminal's type (such as xterm-256color or screen), or use \`tengen --script FILE\` or \`tengen gtp\`."; then
	ok "a long unknown TERM: the refusal wrapped between words"
else
	not_ok "a long unknown TERM: the refusal wrapped between words"
fi

# A locale that is not UTF-8 (LANG=C): the board is drawn in ASCII, and it plays.
start 80x24 "TERM=screen LANG=C '$TENGEN' --size 9"
check "LANG=C: an ASCII board" " 5 . . . .[,]. . . . 5"
tm send-keys -t t Enter
check "LANG=C: a stone played shows as X" " 5 . . . .[X]. . . . 5"
check_not "LANG=C: nothing undecodable on the screen" "??"
tm send-keys -t t q y
check "LANG=C: quits, terminal sane" "$sane"

# A 20x10 window is too small for any board: it says how large it must be, and q still quits.
start 20x10 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
check "20x10: says the size it needs" "23x14; this one"
tm send-keys -t t q
check "20x10: q quits at once (nothing played), terminal sane" "$sane"

# Rapid resizes, smaller and larger than the board, then back: the board is whole again and answers.
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
wait_for "A B C D E F G H J" >/dev/null
for s in 20x10 100x40 30x12 81x25 10x5 60x20 23x14 200x60 40x16 80x24 21x11 80x24; do
	tm resize-window -t t -x "${s%x*}" -y "${s#*x}"
done
check "rapid resizes: the board is drawn whole at 80x24" " 1 └─┴─┴─┴─┴─┴─┴─┴─┘ 1"
tm send-keys -t t : "play E5" Enter
check "rapid resizes: and still plays" "Black E5."

# SIGHUP (the terminal hung up) with the prompt open and a line half typed: the game is autosaved,
# the exit status is 129 (128 + 1).
tm send-keys -t t : "play C"
wait_for ":play C" >/dev/null
pid=$(tengen_pid t)
kill -HUP "$pid"
check "SIGHUP: exit status 129" "[tengen exited 129]"
check "SIGHUP: says so" "tengen: stopped by a signal (SIGHUP: the terminal closed)."
check "SIGHUP: the terminal is sane afterwards" "$sane"
if grep -q ';B\[ee\]' "$state/tengen/autosave.sgf" 2>/dev/null; then
	ok "SIGHUP: the game is in the autosave"
else
	not_ok "SIGHUP: autosave: $(ls "$state/tengen" 2>&1)"
fi

# Closing the terminal itself (the pane is killed): tengen goes, the game is kept.
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
tm new-session -d -s keep "sleep 60"     # the server outlives the pane
wait_for "A B C D E F G H J" >/dev/null
# Keys typed while a busy machine is still starting tengen have been seen to go missing (the board
# drawn, the move never made): up to three tries, each after Escape has closed whatever was open.
tries=0
played=false
while [ $tries -lt 3 ] && ! $played; do
	tries=$((tries + 1))
	if [ $tries -gt 1 ]; then
		tm send-keys -t t Escape
		sleep 0.2
	fi
	tm send-keys -t t : "play C3" Enter
	j=0
	while [ $j -lt 50 ]; do
		if screen 2>/dev/null | grep -qF "Black C3."; then played=true; break; fi
		sleep 0.2
		j=$((j + 1))
	done
done
if ! $played; then
	not_ok "closed terminal: the move C3 was not played after $tries tries"
	exit 1
fi
pid=$(tengen_pid t)
tm kill-pane -t t
i=0
while kill -0 "$pid" 2>/dev/null && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
# the game may be in any slot of the state directory (autosave.sgf, autosave-1.sgf, ...)
if kill -0 "$pid" 2>/dev/null; then
	not_ok "closed terminal: tengen (pid $pid) still runs 10 s after its pane was killed"
elif grep -q ';B\[cg\]' "$state"/tengen/autosave*.sgf 2>/dev/null; then
	ok "a closed terminal: tengen exits and the game is in the autosave"
else
	not_ok "closed terminal: no autosave holds the game: $(ls -l "$state/tengen" 2>&1 | tr '\n' ' ')"
fi

# Memory running out (loading a record of 60 MB typed at the prompt) ends tengen with exit 3 and its
# message, and the terminal restored: the fatal allocation path leaves curses first.  The memory
# runs out under ulimit -v; a build with AddressSanitizer reserves terabytes of address space and
# cannot run under ulimit -v at all, so there the sanitizer's allocator is told to refuse any block
# over 16 MB instead (allocator_may_return_null): the same failed allocation, the same way out.
if nm "$TENGEN" 2>/dev/null | grep -q __asan_init; then
	limit="ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1:max_allocation_size_mb=16\""
else
	limit="ulimit -v 100000;"
fi
{ printf '(;GM[1]FF[4]SZ[9]C['; head -c 60000000 /dev/zero | tr '\0' x; printf '])\n'; } >huge.sgf
start 80x24 "TERM=screen LC_ALL=C.UTF-8 sh -c '$limit exec \"$TENGEN\" --size 9'"
wait_for "A B C D E F G H J" >/dev/null
tm send-keys -t t : "load huge.sgf" Enter
check "out of memory: exit 3" "[tengen exited 3]"
check "out of memory: the message is seen" "tengen: out of memory"
check "out of memory: the terminal is sane afterwards" "$sane"
rm -f huge.sgf

# SIGQUIT (Ctrl-\ in a terminal) left a core and the terminal raw: now it ends the board as SIGTERM
# does, exit 131 (128 + 3), the terminal sane.
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
wait_for "A B C D E F G H J" >/dev/null
kill -QUIT "$(tengen_pid t)"
check "SIGQUIT: exit status 131" "[tengen exited 131]"
check "SIGQUIT: the terminal is sane afterwards" "$sane"

# A paste of 100,000 characters at the : prompt arrives whole, and at once (each character used to
# read the whole line back from the line editor and draw the screen again: 8 s of CPU for 16,384,
# minutes for 100,000).  The line is a comment; the file saved holds it, every letter in its place.
awk 'BEGIN { printf "comment "; for (i = 0; i < 100000; i++) printf "%c", 97 + i % 26; printf " END" }' >paste.txt
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
wait_for "A B C D E F G H J" >/dev/null
tm send-keys -t t :
wait_for "Enter runs it" >/dev/null
tm load-buffer paste.txt
tm paste-buffer -t t
check "a paste of 100,000 characters: the prompt shows its end" "stuvwxyzabcd END"
tm send-keys -t t Enter
check "a paste of 100,000 characters: run as one command" "Added to the comment of move 0."
tm send-keys -t t : "save! pasted.sgf" Enter
wait_for "Saved pasted.sgf" >/dev/null
tr -d '\n' <pasted.sgf | sed -n 's/.*C\[\([A-Za-z ]*\)\].*/\1/p' >pasted.txt
if [ -s pasted.txt ] && [ "comment $(cat pasted.txt)" = "$(cat paste.txt)" ]; then ok "a paste of 100,000 characters: every letter kept, in order"
else not_ok "a paste of 100,000 characters: the comment saved holds $(wc -c <pasted.txt) bytes"; fi
tm send-keys -t t q
rm -f paste.txt pasted.txt pasted.sgf

# A crash gives the terminal back whole, as endwin would: its modes (icanon, echo), and the normal
# screen, the cursor, the keypad and no mouse reports (the handlers only put the modes back: the
# board's screen stayed, the cursor hidden and every click typed into the shell).  SIGSEGV, then
# SIGABRT (an assertion); under AddressSanitizer, the sanitizer's own report instead of SIGABRT
# (an allocation larger than it allows), which ends the program with _exit and no signal at all.
restored="[alt 0 cursor 1 keypad 0 mouse 0]"
after_crash() {
	pid=$1
	i=0
	while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	wait_for "[tengen exited" >/dev/null
	echo "[alt $(tm display-message -p -t t '#{alternate_on}') cursor $(tm display-message -p -t t '#{cursor_flag}')" \
		"keypad $(tm display-message -p -t t '#{keypad_cursor_flag}') mouse $(tm display-message -p -t t '#{mouse_any_flag}')]"
}
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
wait_for "A B C D E F G H J" >/dev/null
pid=$(tengen_pid t)
kill -SEGV "$pid"
given=$(after_crash "$pid")
check "SIGSEGV: the terminal's modes are restored" "$sane"
if [ "$given" = "$restored" ]; then ok "SIGSEGV: the screen, the cursor, the keypad and the mouse given back"
else not_ok "SIGSEGV: the terminal is left as curses had it: $given (expected $restored)"; fi
if nm "$TENGEN" 2>/dev/null | grep -q __asan_init; then
	{ printf '(;GM[1]FF[4]SZ[9]C['; head -c 40000000 /dev/zero | tr '\0' x; printf '])\n'; } >big.sgf
	start 80x24 "TERM=screen LC_ALL=C.UTF-8 sh -c 'ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=0:max_allocation_size_mb=16\" exec \"$TENGEN\" --size 9'"
	wait_for "A B C D E F G H J" >/dev/null
	pid=$(tengen_pid t)
	tm send-keys -t t : "load big.sgf" Enter
	how="the sanitizer's report"
else
	start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' --size 9"
	wait_for "A B C D E F G H J" >/dev/null
	pid=$(tengen_pid t)
	kill -ABRT "$pid"
	how="SIGABRT"
fi
given=$(after_crash "$pid")
check "$how: the terminal's modes are restored" "$sane"
if [ "$given" = "$restored" ]; then ok "$how: the screen, the cursor, the keypad and the mouse given back"
else not_ok "$how: the terminal is left as curses had it: $given (expected $restored)"; fi
rm -f big.sgf

# A signal while the board counts: the count of a 19x19 game (hundreds of milliseconds) runs beside
# the board, so SIGTERM sent just after = is acted on at once, not when the count is done.
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' '$top_srcdir/tests/corpus/g181.sgf'"
wait_for "Loaded" >/dev/null
tm send-keys -t t End =
sleep 0.05
pid=$(tengen_pid)
kill -TERM "$pid"
i=0   # gone within a second
while kill -0 "$pid" 2>/dev/null && [ $i -lt 20 ]; do sleep 0.05; i=$((i + 1)); done
if kill -0 "$pid" 2>/dev/null; then
	not_ok "SIGTERM during the count: tengen still runs a second later"
else
	check "SIGTERM during the count: gone within a second, exit 143" "[tengen exited 143]"
fi
check "SIGTERM during the count: the terminal is sane afterwards" "$sane"

# A mark changed while the count runs beside the board: the message does not give the provisional
# count of the board as it stands; it says the results follow, and gives them, the table's own, once
# the count is in.
# (A record of the goban collection whose count plays out a few hundred milliseconds; K10 marked
# dead and then alive again.)
start 80x24 "TERM=screen LC_ALL=C.UTF-8 '$TENGEN' /usr/share/goban/Hon-61-5.sgf"
wait_for "Loaded" >/dev/null
tm send-keys -t t End =
wait_for "A look at the count" >/dev/null
tm send-keys -t t : "panel teacher" Enter   # the table, whose result the message's is compared with
tm send-keys -t t : "mark K10 dead" Enter
wait_for "K10: dead" >/dev/null
wait_for "Japanese-style" >/dev/null   # its count in (said at once, or when it is in)
tm send-keys -t t : "mark K10 alive" Enter
wait_for "K10: alive" >/dev/null
i=0   # the count in: the panel no longer says it is counting
while screen | grep -q "Counting" && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
if wait_for "Japanese-style"; then
	said=$(screen | tr '\n' ' ' | sed -n 's/.*Japanese-style \([BW]+[0-9.]*\).*/\1/p')
	table=$(screen | sed -n 's/.* result  *\([BW]+[0-9.]*\).*/\1/p')
	if [ -n "$said" ] && [ "$said" = "$table" ]; then
		ok "a mark during the count: the message's result is the table's ($said)"
	else
		not_ok "a mark during the count: the message says ${said:-nothing}, the table $table"
	fi
else
	not_ok "a mark during the count: no result in the message"
fi

# The count overlay of review (Tab three times: the estimate, life and death, then the count), its
# work beside the board: the message gives the count's result, when it is in, not an empty one.
tm send-keys -t t Escape Escape
tm send-keys -t t : "review" Enter
wait_for "review" >/dev/null
tm send-keys -t t End Tab
wait_for "review: estimate" >/dev/null
tm send-keys -t t Tab
wait_for "Life and death by the analysis" >/dev/null
tm send-keys -t t Tab
check "review's count overlay: the message gives the count's result" "by japanese rules, with the analysis's marking"
