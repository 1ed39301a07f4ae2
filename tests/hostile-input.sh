#!/bin/sh
# hostile-input.sh: files, scripts and GTP lines written to break tengen: control bytes, broken
# UTF-8, huge lines, directories, games cut short.  Nothing may reach the terminal raw, nothing may
# be lost in silence, and every refusal says where and what.  TAP output.
# Environment: TENGEN (the program).

: "${TENGEN:?TENGEN must name the tengen program}"
work=$(mktemp -d)
out=$work/out
want=$work/want
trap 'rm -rf "$work"' EXIT
. "${top_srcdir:-.}/tests/tap-lib.sh"
cd "$work" || exit 1
export LC_ALL=C.UTF-8 XDG_STATE_HOME="$work/state" NO_COLOR=1

# No control byte but the line feed, and no DEL, in the output under test.
clean() {
	if LC_ALL=C grep -q "$(printf '[\001-\011\013-\037\177]')" "$out"; then
		echo "#   a control byte reached the output"
		return 1
	fi
}

# --- control bytes and broken UTF-8 are escaped in every message (rules/text.h) ---

# An SGF file whose values hold ESC [2J (clear the screen) and ESC [31m, where the loader's warnings
# quote them.  (Bytes that are not UTF-8 the SGF reader itself replaces or reads as Latin-1.)
printf '(;GM[1]FF[4]SZ[9]KM[\033[2J]RU[x\033[31m];B[cc];W[dd])' >esc.sgf
for cmd in score classify; do
	"$TENGEN" $cmd esc.sgf >/dev/null 2>"$out"
	clean && contains <<END
tengen $cmd: warning: esc.sgf:1:18: KM[\x1b[2J]: expected a komi from -1000 to 1000, such as 6.5: komi 6.5 kept
tengen $cmd: warning: esc.sgf:1:26: RU[x\x1b[31m]: unknown ruleset 'x\x1b[31m' (known: tromp-taylor, japanese, korean, chinese, aga, new-zealand, tang, or KataGo-style such as koPOSITIONALscoreAREAtaxNONEsui1komi7.5): playing under japanese
END
	ok $? "$cmd: warnings show ESC as \\x1b"
done

# The script runner quotes the line it cannot read.
printf 'play D4\nsend-keys \033[2J\n' >bad-line.txt
"$TENGEN" --script bad-line.txt >/dev/null 2>"$out"
status=$?
clean && contains <<'END'
tengen: bad-line.txt:2: cannot read this line (send-keys: \x1b[2J is no key): send-keys \x1b[2J
END
ok $(( $? + (status != 2) )) "script: the line it cannot read is escaped, exit 2"

# The message line on the board: a command quoting what was typed.
printf 'play Z\033[2J\377\ncapture\n' >message.txt
"$TENGEN" --script message.txt >"$out" 2>&1
clean && grep -q '^ play: Z\\x1b\[2J\\xff is not a point of this 19x19 board' "$out"
ok $? "message line: a refused vertex holding ESC is shown escaped"

# Everything else on the screen too: a player's name and a comment holding ESC, in the review panel.
printf '(;GM[1]FF[4]CA[UTF-8]SZ[9]PB[Bob\033[2J]C[line\033[31m one];B[cc])' >names.sgf
printf 'load names.sgf\ncapture\n' >names.txt
"$TENGEN" --script names.txt >"$out" 2>&1
clean && grep -q ' Black Bob\\x1b\[2J ' "$out" && grep -q '^ *line\\x1b\[31m one$' "$out"
ok $? "screen: a name and a comment holding ESC are drawn escaped"

# GTP: a failure reply quotes the argument escaped, and at most 64 bytes of it.
printf 'play black \377\376\n' | "$TENGEN" gtp >"$out" 2>&1
clean && contains <<'END'
? invalid vertex: '\xff\xfe'
END
ok $? "gtp: a broken byte in a vertex is quoted as \\xff"

awk 'BEGIN { s = "1x"; for (i = 0; i < 19; i++) s = s s; print "boardsize " s }' >big.gtp
"$TENGEN" gtp <big.gtp >"$out" 2>&1
awk 'length($0) > 100 { bad = 1 } END { exit bad }' "$out" && contains <<'END'
? invalid int: '1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x...'
END
ok $? "gtp: a 1 MB argument is echoed as 64 bytes and ..."

printf 'loadsgf esc.sgf\n' | "$TENGEN" gtp >/dev/null 2>"$out"
clean && grep -qF 'KM[\x1b[2J]' "$out"
ok $? "gtp: the loader's warnings on stderr are escaped"

# The referee quotes an engine's garbage and prints its name: both escaped.
cat >evil-engine.sh <<'END'
while read -r cmd rest; do
	case "$cmd" in
	name) printf '= evil\033[2Jbot\n\n' ;;
	genmove) printf '\033[2J\033[31mboom\n\n' ;;
	quit) printf '=\n\n'; exit 0 ;;
	*) printf '=\n\n' ;;
	esac
done
END
"$TENGEN" match --games 1 --size 5 -- "sh $work/evil-engine.sh" -- "$TENGEN gtp" >"$out" 2>&1
clean && contains <<'END'
  Black, engine 1 (evil\x1b[2Jbot), loses by forfeit: it answered genmove b with garbage: '\x1b[2J\x1b[31mboom'.
END
ok $? "match: an engine's garbage and name are escaped"

# An answer of 10 MB without a line feed before its end fills the referee's buffer: garbage, quoted
# by its start, escaped and cut (it was quoted as ''); the rest of the line is dropped as it comes.
cat >flood-engine.sh <<'END'
while read -r cmd rest; do
	case "$cmd" in
	name) printf '= flood\n\n' ;;
	genmove) printf '\033[31m'; head -c 10000000 /dev/zero | tr '\0' x; printf '\n\n' ;;
	quit) printf '=\n\n'; exit 0 ;;
	*) printf '=\n\n' ;;
	esac
done
END
"$TENGEN" match --games 1 --size 5 -- "sh $work/flood-engine.sh" -- "$TENGEN gtp" >"$out" 2>&1
clean && contains <<'END'
  Black, engine 1 (flood), loses by forfeit: it answered genmove b with garbage: '\x1b[31mxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'.
END
ok $? "match: a garbage answer of 10 MB is quoted by its start, escaped and cut"

# --- a game cut short by a move that cannot be played is bad input (exit 2), unless --partial ---

# 9x9: B C7, then W plays on C7 (occupied); a third move follows that is never reached.
printf '(;GM[1]FF[4]SZ[9]KM[0.5]\n;B[cc]\n;W[cc]\n;B[dd])\n' >illegal.sgf
printf '(;GM[1]FF[4]SZ[9]KM[0.5]\n;B[cc]\n;W[zz])\n' >offboard.sgf
for cmd in score classify; do
	"$TENGEN" $cmd illegal.sgf >/dev/null 2>"$out"
	status=$?
	contains <<END
tengen $cmd: illegal.sgf:3:2: move 2 (white C7) is illegal: occupied: C7 already holds a black stone; the game is loaded up to move 1; --partial takes the game up to there
END
	ok $(( $? + (status != 2) )) "$cmd: an illegal move is bad input, exit 2, naming file:line:col and the move"

	"$TENGEN" $cmd offboard.sgf >/dev/null 2>"$out"
	status=$?
	contains <<END
tengen $cmd: offboard.sgf:3:2: move 2: W[zz] is not a point of a 9x9 board; the game is loaded up to move 1; --partial takes the game up to there
END
	ok $(( $? + (status != 2) )) "$cmd: an off-board move is bad input, exit 2"

	"$TENGEN" $cmd --partial illegal.sgf >"$out" 2>&1
	status=$?
	contains <<END
tengen $cmd: warning: illegal.sgf:3:2: move 2 (white C7) is illegal: occupied: C7 already holds a black stone; the game is loaded up to move 1
END
	ok $(( $? + status )) "$cmd --partial: the game up to the bad move, with a warning, exit 0"
done
"$TENGEN" score --partial --rules tromp-taylor illegal.sgf >"$out" 2>&1
contains <<'END'
result                          B+80.5
END
ok $? "score --partial: one black stone owns the 9x9 board: B+80.5"

# --- board sizes and komi out of range: one clear message each, with the range ---

printf '(;SZ[0])' >sz0.sgf
printf '(;SZ[1])' >sz1.sgf
"$TENGEN" score sz0.sgf >"$out" 2>&1
s0=$?
"$TENGEN" score sz1.sgf >>"$out" 2>&1
s1=$?
same <<'END'
tengen score: sz0.sgf:1:3: SZ[0]: expected a board size from 2 to 25
tengen score: sz1.sgf:1:3: SZ[1]: expected a board size from 2 to 25
END
ok $(( $? + (s0 != 2) + (s1 != 2) )) "SZ[0] and SZ[1]: the same message with the valid range, exit 2"

printf '(;SZ[9])' >empty.sgf
"$TENGEN" score --rules komi1e999 empty.sgf >"$out" 2>&1
s0=$?
"$TENGEN" --rules koSIMPLEkomiinf --script /dev/null >>"$out" 2>&1
s1=$?
contains <<'END'
tengen score: --rules: KataGo-style rules: bad komi '1e999' at column 5 (a number from -1000 to 1000)
tengen: --rules koSIMPLEkomiinf: KataGo-style rules: bad komi 'inf' at column 13 (a number from -1000 to 1000)
END
ok $(( $? + (s0 != 1) + (s1 != 1) )) "a komi of 1e999 or inf in a ruleset string is a bad komi, not an unknown key"

printf '(;SZ[9]KM[1e999])' >km.sgf
"$TENGEN" score --rules japanese km.sgf >"$out" 2>&1
"$TENGEN" --komi nan --script /dev/null >>"$out" 2>&1
contains <<'END'
tengen score: warning: km.sgf:1:8: KM[1e999]: expected a komi from -1000 to 1000, such as 6.5: komi 6.5 kept
tengen: --komi: a number from -1000 to 1000, such as 6.5, 7 or 0
END
ok $? "KM[1e999] and --komi nan are refused with the range"

# --- the script runner reads lines of any length, and refuses a directory ---

# A 3000-byte comment line is one command: it used to be cut at 2047 bytes, the rest run as a
# command of its own.
awk 'BEGIN { s = ""; for (i = 0; i < 3000; i++) s = s "x"; print "comment " s " tail"; print "save long.sgf" }' >long.txt
"$TENGEN" --script long.txt >/dev/null 2>"$out"
status=$?
[ ! -s "$out" ] && grep -q "C\[x\{3000\} tail\]" long.sgf
ok $(( $? + status )) "script: a 3000-byte line is one command"

# A NUL byte cut the line short without a word (the rest never ran): now the line is refused.
printf 'play D4\000 junk\nplay E5\n' >nul.txt
"$TENGEN" --script nul.txt >/dev/null 2>"$out"
status=$?
contains <<'END'
tengen: nul.txt:1: a NUL byte: this line is not text: play D4
END
ok $(( $? + (status != 2) )) "script: a line holding a NUL byte is refused, exit 2"

mkdir scripts
"$TENGEN" --script scripts >/dev/null 2>"$out"
status=$?
contains <<'END'
tengen: scripts: is a directory, not a script of commands
END
ok $(( $? + (status != 2) )) "script: a directory is refused with a message, exit 2"

# --- a script whose command fails exits non-zero, naming the line ---

# A failed load, move or save used to leave the exit status 0: a script driving the board could not
# tell that its game was never saved.  Every line still runs, as at the board.
printf 'play D4\nload! no-such.sgf\nplay D4\nplay E5\nsave games/\ncapture\n' >fails.txt
mkdir games
"$TENGEN" --script fails.txt >"$out.screen" 2>"$out"
status=$?
same <<'END' && grep -q 'Last move White E5$' "$out.screen"
tengen: fails.txt:2: load: no-such.sgf: cannot open: No such file or directory
tengen: fails.txt:3: illegal: occupied: D4 already holds a black stone
tengen: fails.txt:5: save: games/: cannot write: it is a directory; name a file in it, such as games/game.sgf; the game is not saved
tengen: fails.txt: 3 lines failed, the first at line 2
END
ok $(( $? + (status != 2) )) "script: each failed line is named on stderr, the rest runs, exit 2"

# A line of more words than a command takes is a command that fails with the board's reason, and the
# script goes on; a line that cannot be read at all says why (it said "cannot read this line" and
# nothing more; a line of more than 64 words was one of those).  send-keys takes any number of keys.
{
	printf 'setup black'; i=0; while [ $i -lt 70 ]; do printf ' A1'; i=$((i + 1)); done; printf '\n'
	printf 'send-keys'; i=0; while [ $i -lt 80 ]; do printf ' Right'; i=$((i + 1)); done; printf ' Enter\n'
	printf 'play "C3\n'
} >words.txt
"$TENGEN" --script words.txt --size 9 >"$out.screen" 2>"$out"
status=$?
same <<'END' && grep -q 'Last move Black J5$' "$out.screen"
tengen: words.txt:1: too many words (at most 16)
tengen: words.txt:3: cannot read this line (a quote " is not closed): play "C3
END
ok $(( $? + (status != 2) )) "script: a line of 70 words fails with its reason and the script goes on; an unreadable line says why"

# A device or a line without end as a script: /dev/zero was read as one line until memory ran out.
timeout 20 "$TENGEN" --script /dev/zero >/dev/null 2>"$out"
status=$?
contains <<'END'
tengen: /dev/zero:1: a NUL byte: this line is not text: 
END
ok $(( $? + (status != 2) )) "script /dev/zero: refused at its first NUL byte, exit 2"

echo "1..$n"
