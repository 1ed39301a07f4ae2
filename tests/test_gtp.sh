#!/bin/sh
# test_gtp.sh: feed GTP sessions to `tengen gtp` and compare the answers, byte for byte, with the
# expected text.  Prints TAP.  Needs TENGEN (the built program).  A case is a transcript, each
# expected answer under the command that asks it, as GNU Go's regression files put them:
#
#   gtp NAME [OPTIONS] <<'EOF'     run `tengen gtp OPTIONS` on the transcript's commands
#   > COMMAND                      a line sent, as it is (">" alone: an empty line)
#   >> COMMAND                     a line sent once printf %b has read its escapes (\r, \t, \0177)
#   = ANSWER ...                   what the engine says after that line: its answer, which ends
#                                  with an empty line, after what it wrote on stderr
#   EOF
#
# A line that gets no answer (blank, a comment, anything after quit) has nothing under it.  The
# exact messages for syntax errors and handicap validation are Gomill's (see gtp-facts.md in the
# design notes); the standard failures are the GTP specification's own words.  Every case runs in
# tests/gtp, where the records it loads live, so that messages name them without a directory.

: "${TENGEN:?TENGEN must name the tengen program}"
case $TENGEN in
*/*) TENGEN=$(cd "$(dirname "$TENGEN")" && pwd)/$(basename "$TENGEN") ;;
esac
gtpdir=${top_srcdir:-$(dirname "$0")/..}/tests/gtp
tmp=$(mktemp -d "${TMPDIR:-/tmp}/test_gtp.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

# Run `tengen gtp OPTIONS` on $tmp/in and compare what it writes with $tmp/want.
check() {
	name=$1
	shift
	n=$((n + 1))
	(cd "$gtpdir" && exec "$TENGEN" gtp "$@") < "$tmp/in" > "$tmp/got" 2>&1
	if cmp -s "$tmp/want" "$tmp/got"; then
		echo "ok $n - $name"
	else
		failed=$((failed + 1))
		echo "not ok $n - $name"
		diff -u "$tmp/want" "$tmp/got" | sed 's/^/# /'
	fi
}

# The transcript on stdin split into the commands ($tmp/in) and the answers ($tmp/want), then check.
gtp() {
	: > "$tmp/in"
	: > "$tmp/want"
	while IFS= read -r line; do
		case $line in
		'>> '*) printf '%b\n' "${line#>> }" >> "$tmp/in" ;;
		'> '*) printf '%s\n' "${line#> }" >> "$tmp/in" ;;
		'>') printf '\n' >> "$tmp/in" ;;
		*) printf '%s\n' "$line" >> "$tmp/want" ;;
		esac
	done
	check "$@"
}

# The number of cases, counted from the script itself so that it never goes stale.
echo "1..$(grep -c '^\(gtp\|check\) "' "$0")"

version=$("$TENGEN" --version | sed 's/^[^ ]* //')

# --- the wire format -------------------------------------------------------------------------------

# Tabs become spaces, CR, other control characters and DEL vanish, '#' starts a comment, a blank
# line gets no answer, a leading number is the id.
gtp "preprocessing, ids and unknown commands" <<EOF
>> 1 name\r
=1 tengen

>> \t2\tprotocol_version\0177
=2 2

>
>>   \t\0040
> # only a comment
>> 3 known_\0001command play # x
=3 true

> 4
?4 unknown command

>>  5   nonsense \0040
?5 unknown command

> 6 known_command frobnicate
=6 false

> version
= $version

EOF

gtp "list_commands" <<'EOF'
> list_commands
= protocol_version
name
version
known_command
list_commands
help
quit
boardsize
clear_board
komi
play
genmove
reg_genmove
kgs-genmove_cleanup
undo
showboard
list_stones
fixed_handicap
place_free_handicap
set_free_handicap
time_settings
time_left
kgs-time_settings
loadsgf
printsgf
final_score
estimate_score
tengen-finish
final_status_list
is_legal
kgs-rules
tengen-rules
tengen-explain
tengen-trace
tengen-dead
tengen-seki
tengen-auto
tengen-score-all
tengen-classify

EOF

gtp "quit answers, then the session ends" <<'EOF'
> 10 quit
=10

> name
EOF

# --- setup -------------------------------------------------------------------------------------------
gtp "boardsize: refusals leave the board alone" <<'EOF'
> boardsize 9
=

> play W A4
=

> boardsize 1
? unacceptable size

> boardsize 26
? unacceptable size

> boardsize nine
? invalid int: 'nine'

> boardsize
? invalid arguments

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . . . . . . 5
 4 O . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: black

> boardsize 2
=

> showboard
=
   A B
 2 . . 2
 1 . . 1
   A B
captures: black 0, white 0
to move: black

EOF

# Gomill's engine test, step by step; the final board is E5 X, F5 O, E4 O, F4 X.
gtp "play: syntax errors, occupied points, passes" <<'EOF'
> boardsize 9
=

> play B E5
=

> play w e4
=

> play
? invalid arguments

> play B
? invalid arguments

> play B F4 E5
=

> play white f5
=

> play W K3
? vertex is off board: 'k3'

> play X A4
? invalid colour: 'X'

> play BLACK e4
? illegal move

> play B pass
=

> play W PASS
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . X O . . . 5
 4 . . . . O X . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: black (play has ended: two passes)

EOF

gtp "komi: any finite number, nothing else" <<'EOF'
> komi 1
=

> komi 1.0
=

> komi 7.5
=

> komi -3.5
=

> komi 20000
=

> komi nonsense
? invalid float: 'nonsense'

> komi NaN
? invalid float: 'NaN'

> komi inf
? invalid float: 'inf'

> komi -1e400
? invalid float: '-1e400'

> komi
? invalid arguments

EOF

gtp "undo back to the start, and no further" <<'EOF'
> undo
? cannot undo

> boardsize 5
=

> play b C3
=

> play w D4
=

> undo
=

> showboard
=
   A B C D E
 5 . . . . . 5
 4 . . . . . 4
 3 . . X . . 3
 2 . . . . . 2
 1 . . . . . 1
   A B C D E
captures: black 0, white 0
to move: white

> undo
=

> undo
? cannot undo

EOF

# --- handicap ----------------------------------------------------------------------------------------
gtp "fixed_handicap: GTP order, validation, not undoable" <<'EOF'
> boardsize 9
=

> fixed_handicap 3
= C3 G7 C7

> fixed_handicap 3
? board not empty

> clear_board
=

> fixed_handicap 0
? invalid number of stones

> fixed_handicap 1
? invalid number of stones

> fixed_handicap 10
? invalid number of stones

> fixed_handicap 2.5
? invalid int: '2.5'

> fixed_handicap
? invalid arguments

> boardsize 19
=

> fixed_handicap 7
= D4 Q16 D16 Q4 D10 Q10 K10

> undo
? cannot undo

> clear_board
=

> fixed_handicap 9
= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10

> showboard
=
   A B C D E F G H J K L M N O P Q R S T
19 . . . . . . . . . . . . . . . . . . . 19
18 . . . . . . . . . . . . . . . . . . . 18
17 . . . . . . . . . . . . . . . . . . . 17
16 . . . X . . . . . X . . . . . X . . . 16
15 . . . . . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . . . . . 11
10 . . . X . . . . . X . . . . . X . . . 10
 9 . . . . . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . . . . . 8
 7 . . . . . . . . . . . . . . . . . . . 7
 6 . . . . . . . . . . . . . . . . . . . 6
 5 . . . . . . . . . . . . . . . . . . . 5
 4 . . . X . . . . . X . . . . . X . . . 4
 3 . . . . . . . . . . . . . . . . . . . 3
 2 . . . . . . . . . . . . . . . . . . . 2
 1 . . . . . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P Q R S T
captures: black 0, white 0
to move: white

EOF

# GNU Go's reading: a handicap game takes komi 0.5 (Tang 0) unless komi was set; clear_board gives
# the even game its rules' komi again.
gtp "handicap komi: 0.5 without komi, the even komi after clear_board, a komi set stays" --rules japanese <<EOF
> boardsize 9
=

> fixed_handicap 2
= C3 G7

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]RU[Japanese]KM[0.5]HA[2]AB[gc][cg])

> clear_board
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]RU[Japanese]KM[6.5])

> set_free_handicap C3 G7
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]RU[Japanese]KM[0.5]HA[2]AB[gc][cg])

> clear_board
=

> komi 6.5
=

> fixed_handicap 2
= C3 G7

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]RU[Japanese]KM[6.5]HA[2]AB[gc][cg])

EOF

gtp "set_free_handicap: validation leaves the board empty" <<'EOF'
> boardsize 9
=

> set_free_handicap C3 E5 C7
=

> set_free_handicap C3 E5
? board not empty

> clear_board
=

> set_free_handicap C3
? invalid number of stones

> set_free_handicap
? invalid number of stones

> set_free_handicap C3 asdasd
? invalid vertex: 'asdasd'

> set_free_handicap C3 pass
? 'pass' not permitted

> set_free_handicap C3 E5 C3
? engine error: C3 is occupied

> set_free_handicap C3 K3
? vertex is off board: 'k3'

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . . . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: black

> boardsize 2
=

> set_free_handicap A1 A2 B1 B2
? invalid number of stones

> set_free_handicap A1 A2 B2
=

EOF

gtp "place_free_handicap: the fixed points, at most nine" <<'EOF'
> boardsize 19
=

> place_free_handicap 12
= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10

> clear_board
=

> place_free_handicap 4
= D4 Q16 D16 Q4

> clear_board
=

> place_free_handicap 1
? invalid number of stones

> boardsize 5
=

> place_free_handicap 2
? invalid number of stones

EOF

# --- ko, superko and suicide -------------------------------------------------------------------------

# Black takes the ko at C2 (move 9); White may not take back at B2 at once.
gtp "japanese: the ko may be retaken only after an exchange" --rules japanese <<EOF
> boardsize 5
=

> play b B3
=

> play w C3
=

> play b A2
=

> play w D2
=

> play b B1
=

> play w C1
=

> play b E5
=

> play w B2
=

> play b C2
=

> is_legal w B2
= 0

> play w B2
? illegal move

> tengen-explain w B2
= illegal: ko: the stone just captured at B2 may not be retaken at once (it would repeat the position after move 8); play elsewhere first

> play w E1
=

> play b E2
=

> is_legal w B2
= 1

> play w B2
=

> showboard
=
   A B C D E
 5 . . . . X 5
 4 . . . . . 4
 3 . X O . . 3
 2 X O . O X 2
 1 . X O . O 1
   A B C D E
captures: black 1, white 1
to move: black

EOF

gtp "tromp-taylor: the ko retake as positional superko" --rules tromp-taylor <<EOF
> boardsize 5
=

> play b B3
=

> play w C3
=

> play b A2
=

> play w D2
=

> play b B1
=

> play w C1
=

> play b E5
=

> play w B2
=

> play b C2
=

> tengen-explain w B2
= illegal: positional superko: this would repeat the position after move 8

> tengen-trace w B2
= colour B2 white
clear black chain C2 (no longer reaches empty)
clear own white chains: none
verdict: illegal: positional superko: this would repeat the position after move 8

EOF

# Black A1 then B1 is a two-stone suicide that restores the position after move 3 (White C1).
gtp "tromp-taylor: a suicide that repeats a position is superko" --rules tromp-taylor <<EOF
> boardsize 5
=

> play w A2
=

> play w B2
=

> play w C1
=

> play b A1
=

> play w pass
=

> is_legal b B1
= 0

> tengen-explain b B1
= illegal: positional superko: this would repeat the position after move 3

EOF

# Under situational superko the same board is new: after move 3 Black was to move, now White is.
gtp "new-zealand: the same suicide is legal with the other player to move" --rules new-zealand <<EOF
> boardsize 5
=

> play w A2
=

> play w B2
=

> play w C1
=

> play b A1
=

> play w pass
=

> is_legal b B1
= 1

> tengen-trace b B1
= colour B1 black
clear white chains: none
clear own black chain A1 B1 (no longer reaches empty)
verdict: legal

> play b B1
=

> showboard
=
   A B C D E
 5 . . . . . 5
 4 . . . . . 4
 3 . . . . . 3
 2 O O . . . 2
 1 . . O . . 1
   A B C D E
captures: black 0, white 2
to move: white

EOF

# Black passes, White retakes the ko, Black may not retake at once: the position after Black's pass
# had White to move, and so would the retake.  (A pass is a move under situational superko.)
gtp "new-zealand: a pass counts for situational superko" --rules new-zealand <<EOF
> boardsize 5
=

> play b B3
=

> play w C3
=

> play b A2
=

> play w D2
=

> play b B1
=

> play w C1
=

> play b E5
=

> play w B2
=

> play b C2
=

> play w D5
=

> play b pass
=

> play w B2
=

> is_legal b C2
= 0

> tengen-explain b C2
= illegal: situational superko: this would repeat the position after move 11 with the same player to move

EOF


gtp "tromp-taylor: multi-stone suicide is legal" --rules tromp-taylor <<EOF
> boardsize 5
=

> play b A3
=

> play w A2
=

> play b B2
=

> play w E5
=

> play b B1
=

> is_legal w A1
= 1

> tengen-explain w A1
= legal

> tengen-trace w A1
= colour A1 white
clear black chains: none
clear own white chain A2 A1 (no longer reaches empty)
verdict: legal

> play w A1
=

> showboard
=
   A B C D E
 5 . . . . O 5
 4 . . . . . 4
 3 X . . . . 3
 2 . X . . . 2
 1 . X . . . 1
   A B C D E
captures: black 2, white 0
to move: black

EOF

gtp "japanese: every suicide is illegal" --rules japanese <<EOF
> boardsize 5
=

> play b A3
=

> play w A2
=

> play b B2
=

> play w E5
=

> play b B1
=

> is_legal w A1
= 0

> tengen-explain w A1
= illegal: suicide: A1 would clear 2 of white's own stones and capture nothing; these rules forbid suicide

> play w A1
? illegal move

> play w D5
=

> play b D1
=

> play w C5
=

> play b E2
=

> is_legal w E1
= 0

> tengen-explain w E1
= illegal: suicide: a white stone at E1 would have no liberty and capture nothing

> tengen-trace w E1
= colour E1 white
clear black chains: none
clear own white chain E1 (no longer reaches empty)
verdict: illegal: suicide: a white stone at E1 would have no liberty and capture nothing

EOF

# --- views and the rest ------------------------------------------------------------------------------
gtp "tengen-explain and tengen-trace" <<'EOF'
> boardsize 5
=

> play b D4
=

> tengen-explain w D4
= illegal: occupied: D4 already holds a black stone

> tengen-explain b pass
= legal: a pass is always allowed

> tengen-trace w D4
= verdict: illegal: occupied: D4 already holds a black stone

> play b B2
=

> play w A2
=

> play b A1
=

> tengen-trace w B1
= colour B1 white
clear black chain A1 (no longer reaches empty)
clear own white chains: none
verdict: legal

> showboard
=
   A B C D E
 5 . . . . . 5
 4 . . . X . 4
 3 . . . . . 3
 2 O X . . . 2
 1 X . . . . 1
   A B C D E
captures: black 0, white 0
to move: white

EOF

gtp "final_score and final_status_list: every stone alive" <<'EOF'
> boardsize 5
=

> komi 0.5
=

> play b C1
=

> play w D1
=

> play b C2
=

> play w D2
=

> play b C3
=

> play w D3
=

> play b C4
=

> play w D4
=

> play b C5
=

> play w D5
=

> final_score
= B+4.5

> komi 7.5
=

> final_score
= W+2.5

> komi 5
=

> final_score
= 0

> final_status_list alive
= C5 C4 C3 C2 C1
D5 D4 D3 D2 D1

> final_status_list dead
=

> final_status_list seki
=

> final_status_list foo
? invalid status: 'foo'

EOF

gtp "play after two passes resumes the game" <<'EOF'
> boardsize 3
=

> play b B2
=

> play w pass
=

> play b pass
=

> is_legal w A1
= 1

> play w C2
=

> showboard
=
   A B C
 3 . . . 3
 2 . X O 2
 1 . . . 1
   A B C
captures: black 0, white 0
to move: black

EOF

# Seven black stones leave Black only its own eyes A1 and C3, and White only suicide there.
gtp "genmove passes rather than fill its own eyes" --rules japanese <<'EOF'
> boardsize 3
=

> set_free_handicap A3 B3 A2 B2 C2 B1 C1
=

> reg_genmove b
= pass

> genmove w
= pass

> genmove b
= pass

> showboard
=
   A B C
 3 X X . 3
 2 X X X 2
 1 . X X 1
   A B C
captures: black 0, white 0
to move: white (play has ended: two passes)

EOF

# White's only move left, C1, removes its own A1 B1: legal under Tromp-Taylor, refused by most rules
# (and by GNU Go), so genmove passes rather than play it.
gtp "genmove plays no suicide, even where the rules allow it" <<'EOF'
> boardsize 3
=

> play w A1
=

> play w B1
=

> play b A2
=

> play b B2
=

> play b C2
=

> play b B3
=

> tengen-explain w C1
= legal

> genmove w
= pass

EOF

# A1 has Black's stones all round but White holds its diagonal B2: a false eye, filled.  A4 is a
# true eye and stays empty.
gtp "genmove fills a false eye, not a true one" --rules japanese <<'EOF'
> boardsize 4
=

> set_free_handicap B4 A3 B3 A2 B1
=

> play w C4
=

> play w C3
=

> play w D3
=

> play w B2
=

> play w C2
=

> play w C1
=

> play w D1
=

> genmove b
= A1

> genmove b
= pass

EOF

# White's A1 is dead in Black's area: the cleanup takes its last liberty, where genmove would play
# anywhere.
gtp "kgs-genmove_cleanup captures the dead stones first; list_stones" --rules japanese <<'EOF'
> boardsize 5
=

> set_free_handicap C1 C2 C3 C4 C5 B1
=

> play w D1
=

> play w D2
=

> play w D3
=

> play w D4
=

> play w D5
=

> play w A1
=

> final_status_list dead
= A1

> kgs-genmove_cleanup b
= A2

> list_stones white
= D5 D4 D3 D2 D1

> list_stones b
= C5 C4 C3 A2 C2 B1 C1

> kgs-genmove_cleanup x
? invalid colour: 'x'

EOF

genmoves='boardsize 9
genmove b
genmove w
genmove b
genmove w
genmove b
genmove w
reg_genmove b
showboard'
printf '%s\n' "$genmoves" > "$tmp/in"
"$TENGEN" gtp --seed 7 < "$tmp/in" > "$tmp/want"
check "genmove: one seed, one game" --seed 7

gtp "rules: presets keep an explicit komi; the clock commands" <<'EOF'
> tengen-rules
= tromp-taylor
ko: positional superko: no move may repeat an earlier board position
scoring: area: stones on the board plus the empty points they surround
tax: none: every surrounded empty point counts
suicide: multi-stone: a move may remove its own chain of two or more stones, not a lone stone
handicap bonus: 0: White gets nothing for Black's handicap stones
komi: 7.5: White gets 7.5 points for moving second
dead stones: play-out: every stone on the board at the end is alive; dead stones must be captured
equal stones: no: the plays are counted as they stand
pass stones: no: a pass costs nothing
long cycle: forbid: only the ko rule limits repetition; a long cycle does not end the game

> kgs-rules japanese
=

> tengen-rules
= japanese
ko: simple ko: a move may not recreate the position before the opponent's last move
scoring: territory: surrounded empty points plus prisoners
tax: seki: empty points in seki count for nobody
suicide: forbidden: a move may not leave its own chain without liberties
handicap bonus: 0: White gets nothing for Black's handicap stones
komi: 6.5: White gets 6.5 points for moving second
dead stones: agreement: the players mark the dead stones at the end
equal stones: no: the plays are counted as they stand
pass stones: no: a pass costs nothing
long cycle: no-result: a whole-board repetition (triple ko and the like) ends the game without result

> komi 0.5
=

> kgs-rules chinese
=

> tengen-rules
= chinese:komi=0.5
ko: positional superko: no move may repeat an earlier board position
scoring: area: stones on the board plus the empty points they surround
tax: none: every surrounded empty point counts
suicide: forbidden: a move may not leave its own chain without liberties
handicap bonus: N: White gets a point for each handicap stone
komi: 0.5: White gets 0.5 points for moving second
dead stones: agreement: the players mark the dead stones at the end
equal stones: no: the plays are counted as they stand
pass stones: no: a pass costs nothing
long cycle: forbid: only the ko rule limits repetition; a long cycle does not end the game

> kgs-rules new_zealand
=

> tengen-rules
= new-zealand:komi=0.5
ko: situational superko: no move may repeat an earlier board position with the same player to move
scoring: area: stones on the board plus the empty points they surround
tax: none: every surrounded empty point counts
suicide: multi-stone: a move may remove its own chain of two or more stones, not a lone stone
handicap bonus: 0: White gets nothing for Black's handicap stones
komi: 0.5: White gets 0.5 points for moving second
dead stones: agreement: the players mark the dead stones at the end
equal stones: no: the plays are counted as they stand
pass stones: no: a pass costs nothing
long cycle: forbid: only the ko rule limits repetition; a long cycle does not end the game

> tengen-rules tt:komi=5
=

> komi 3
=

> tengen-rules japanese
=

> tengen-rules
= japanese:komi=3
ko: simple ko: a move may not recreate the position before the opponent's last move
scoring: territory: surrounded empty points plus prisoners
tax: seki: empty points in seki count for nobody
suicide: forbidden: a move may not leave its own chain without liberties
handicap bonus: 0: White gets nothing for Black's handicap stones
komi: 3: White gets 3 points for moving second
dead stones: agreement: the players mark the dead stones at the end
equal stones: no: the plays are counted as they stand
pass stones: no: a pass costs nothing
long cycle: no-result: a whole-board repetition (triple ko and the like) ends the game without result

> kgs-rules foo
? unknown rules: 'foo'

> time_settings 300 30 5
=

> time_left b 290 0
=

> time_left b 290
? invalid arguments

> time_settings 300 x 5
? invalid int: 'x'

> kgs-time_settings none
=

> kgs-time_settings absolute 600
=

> kgs-time_settings byoyomi 600 30 5
=

> kgs-time_settings canadian 600 300 25
=

> kgs-time_settings byoyomi 600 30
? invalid arguments

> kgs-time_settings fischer 600 10
? unknown time system: 'fischer'

EOF

# --- records -----------------------------------------------------------------------------------------

# capture.sgf (9x9, Japanese, komi 5.5): Black surrounds White's D5 and takes it with D4 at move 7,
# White plays C3, then both pass.  `loadsgf FILE N` stops before move N, with its player to move.
gtp "loadsgf: the main line, and the position before a move" <<'EOF'
> loadsgf capture.sgf
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . X . . . . . 6
 5 . . X . X . . . . 5
 4 . . . X . . O . . 4
 3 . . O . . . O . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 1, white 0
to move: black (play has ended: two passes)

> loadsgf capture.sgf 7
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . X . . . . . 6
 5 . . X O X . . . . 5
 4 . . . . . . O . . 4
 3 . . . . . . O . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: black

> undo
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . X . . . . . 6
 5 . . X O X . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . O . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: white

> loadsgf capture.sgf 1
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . . . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: black

EOF

# GNU Go's form, which its regression files use: a vertex for the move number, the position before
# the first move there (D4 is move 7), the whole line when no move is there (J9); Z9 is off the board.
gtp "loadsgf: a vertex for the move number (GNU Go's form)" <<'EOF'
> loadsgf capture.sgf D4
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . X . . . . . 6
 5 . . X O X . . . . 5
 4 . . . . . . O . . 4
 3 . . . . . . O . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 0, white 0
to move: black

> loadsgf capture.sgf J9
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . X . . . . . 6
 5 . . X . X . . . . 5
 4 . . . X . . O . . 4
 3 . . O . . . O . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 1, white 0
to move: black (play has ended: two passes)

> loadsgf capture.sgf Z9
? invalid move number or vertex: 'Z9'

EOF

# The reason goes to stderr (here in the same stream, before the answer); the game stays.
gtp "loadsgf: a missing or broken file is refused and the game stays" <<'EOF'
> boardsize 5
=

> play b C3
=

> loadsgf missing.sgf
tengen gtp: missing.sgf: cannot open: No such file or directory
? cannot load file

> loadsgf broken.sgf
tengen gtp: broken.sgf:3:1: expected ']' to close the value of W started at 2:9, found the end of the file
? cannot load file

> loadsgf
? invalid arguments

> loadsgf capture.sgf x
? invalid move number or vertex: 'x'

> showboard
=
   A B C D E
 5 . . . . . 5
 4 . . . . . 4
 3 . . X . . 3
 2 . . . . . 2
 1 . . . . . 1
   A B C D E
captures: black 0, white 0
to move: white

EOF

# illegal.sgf (RU[Chinese], no KM) replays B on White's B3 as move 3: loading stops after move 2,
# with a warning.  Without KM the komi is the file's ruleset's, unless the komi was set explicitly;
# owned.sgf has KM but no RU, so the rules in force stay.
gtp "loadsgf: an illegal move stops loading; RU and KM, else the rules in force" --rules japanese <<EOF
> loadsgf illegal.sgf
tengen gtp: warning: illegal.sgf:2:14: move 3 (black B3) is illegal: occupied: B3 already holds a white stone; the game is loaded up to move 2
=

> showboard
=
   A B C D E
 5 . . . . . 5
 4 . . . . . 4
 3 . O X . . 3
 2 . . . . . 2
 1 . . . . . 1
   A B C D E
captures: black 0, white 0
to move: black

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[5]RU[Chinese]KM[7.5]
;B[cc];W[bc])

> komi 3
=

> loadsgf illegal.sgf
tengen gtp: warning: illegal.sgf:2:14: move 3 (black B3) is illegal: occupied: B3 already holds a white stone; the game is loaded up to move 2
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[5]RU[Chinese]KM[3]
;B[cc];W[bc])

> loadsgf owned.sgf
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[5]RU[Chinese]KM[0.5]RE[B+4.5]
AB[da][ac][bc][cc][dc][ec][bd][dd][be][de]AW[ca][ab][bb][cb][db][eb]
;B[];W[])

EOF

# The file printsgf writes loads back to the same board and prints back to the same text, the
# players and the comment of the first file included.  RE is the count under the rules and the
# marking in force: Black 1 territory (D5) + 1 prisoner = 2, White 5.5 komi: W+3.5.
gtp "printsgf: the text, and a file that loads back the same" <<EOF
> loadsgf capture.sgf
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]PB[Black player]PW[White player]
DT[2024-05-01]
C[A short game: White's D5 is captured at move 7, then both pass.]RU[Japanese]
KM[5.5]RE[W+3.5]
;B[ee];W[de];B[ce];W[gg];B[dd];W[gf];B[df];W[cg];B[];W[])

> printsgf $tmp/round.sgf
=

> clear_board
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]RU[Japanese]KM[5.5])

> loadsgf $tmp/round.sgf
=

> showboard
=
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . X . . . . . 6
 5 . . X . X . . . . 5
 4 . . . X . . O . . 4
 3 . . O . . . O . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
captures: black 1, white 0
to move: black (play has ended: two passes)

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]PB[Black player]PW[White player]
DT[2024-05-01]
C[A short game: White's D5 is captured at move 7, then both pass.]RU[Japanese]
KM[5.5]RE[W+3.5]
;B[ee];W[de];B[ce];W[gg];B[dd];W[gf];B[df];W[cg];B[];W[])

> printsgf $tmp/no/such/directory/x.sgf
tengen gtp: $tmp/no/such/directory/x.sgf: cannot write: there is no directory $tmp/no/such/directory
? cannot write file

EOF

# Without the last pass play goes on and there is no RE, until final_score counts the board.
# Marking D4 dead: Black 1 prisoner, White 1 dead stone + 5.5 komi: W+5.5.  A play forgets both.
gtp "printsgf: RE once play has ended or final_score has counted" <<EOF
> loadsgf capture.sgf
=

> undo
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]PB[Black player]PW[White player]
DT[2024-05-01]
C[A short game: White's D5 is captured at move 7, then both pass.]RU[Japanese]
KM[5.5]
;B[ee];W[de];B[ce];W[gg];B[dd];W[gf];B[df];W[cg];B[])

> final_score
= W+3.5

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]PB[Black player]PW[White player]
DT[2024-05-01]
C[A short game: White's D5 is captured at move 7, then both pass.]RU[Japanese]
KM[5.5]RE[W+3.5]
;B[ee];W[de];B[ce];W[gg];B[dd];W[gf];B[df];W[cg];B[])

> tengen-dead D4
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]PB[Black player]PW[White player]
DT[2024-05-01]
C[A short game: White's D5 is captured at move 7, then both pass.]RU[Japanese]
KM[5.5]RE[W+5.5]
;B[ee];W[de];B[ce];W[gg];B[dd];W[gf];B[df];W[cg];B[])

> play w J9
=

> printsgf
= (;FF[4]CA[UTF-8]GM[1]AP[tengen:$version]SZ[9]PB[Black player]PW[White player]
DT[2024-05-01]
C[A short game: White's D5 is captured at move 7, then both pass.]RU[Japanese]
KM[5.5]
;B[ee];W[de];B[ce];W[gg];B[dd];W[gf];B[df];W[cg];B[];W[ia])

EOF

# --- the marking and the score -----------------------------------------------------------------------

# lone.sgf (9x9, Japanese, komi 6.5): White's wall with two eyes closes the right of the board and
# Black's lone G5 stands in it.  estimate_score answers as GNU Go does, the bounds counted for
# White; nothing is unsure, so both bounds are the score; final_status_list agrees with it.
gtp "estimate_score: the judgement's score and range, and final_status_list with it" <<'EOF'
> loadsgf lone.sgf
=

> estimate_score
= W+16.5 (upper bound: 16.5, lower: 16.5)

> final_status_list dead
= G5

> final_score
= W+16.5

EOF


# GNU Go's form to the letter: the score to a tenth of a point (not rounded to a half, which could put
# it outside its own bounds), and an even position W+0.0, never a bare 0.  The empty board with no
# komi is even, its bounds one the mirror of the other; with Black's E5 and White's C3 the score is
# a fraction, the middle of its bounds.
gtp "estimate_score: the score to a tenth, W+0.0 when even, between its bounds" <<'EOF'
> boardsize 9
=

> komi 0
=

> estimate_score
= W+0.0 (upper bound: 40.5, lower: -40.5)

> play black E5
=

> play white C3
=

> estimate_score
= B+2.7 (upper bound: 24.5, lower: -29.8)

EOF

# teire.sgf (tests/score/dead-stone.sgf): Black E5 is dead in White's area, C3 is dame.  Played
# out, Black fills C3 and White must then add D4 (else Black at D4 takes C5 C4): W+4.5, where the
# board as it stands (--as-is) gives W+5.5.  The points the count gives nobody are C3 and D4.
gtp "final_score plays the position out: the dame, then the protective move it forces" <<'EOF'
> loadsgf teire.sgf
=

> tengen-dead E5
=

> tengen-finish
= B C3 forcing
W D4 protective move

> final_score
= W+4.5

> final_status_list black_territory
= A5 A3 A1

> final_status_list white_territory
= D5 E4 D2 D1 E1

> final_status_list dame
= D4 C3

EOF
gtp "final_score --as-is: the board as it stands" --as-is <<'EOF'
> loadsgf teire.sgf
=

> tengen-dead E5
=

> tengen-finish
= B C3 forcing
W D4 protective move

> final_score
= W+5.5

> final_status_list black_territory
= A5 A3 A1

> final_status_list white_territory
= D5 D4 E4 D2 D1 E1

> final_status_list dame
= C3

EOF

# owned.sgf (5x5, komi 0.5, ended by two passes):     A B C D E
#                                                    5 . . O X .    White's chain (C5 and row 4) and
#   Black's chain (row 3, B2 B1, D2 D1) has the      4 O O O O O    Black's chain are pass-alive;
#   eyes A2 A1, C2 C1, E2 E1: 6 points.  White owns  3 X X X X X    D5 lies in a region White owns,
#   A5 B5, and E5 with D5 once D5 is removed.        2 . X . X .    so the analysis marks it dead.
#                                                    1 . X . X .
# tromp-taylor (play-out: D5 stays and is alive, E5 dame): B 10 + 6 = 16, W 6 + 2 + 0.5 -> B+7.5.
# japanese, D5 dead: B 6 territory; W 4 territory (A5 B5 D5 E5) + 1 dead + 0.5 = 5.5 -> B+0.5;
#   with komi 1 both have 6 -> 0.  Nothing dead: E5 is dame, W 2 + 0.5 -> B+3.5.
# japanese, D5 dead and White's chain in seki: its eyes and E5 D5 beside it count for nobody:
#   B 6, W 1 dead + 0.5 -> B+4.5.  chinese, the same marking: B 9 + 6 = 15, W 6 + 4 + 0.5 -> B+4.5.
gtp "final_score and final_status_list: the analysis' marking, then an explicit one" <<'EOF'
> loadsgf owned.sgf
=

> final_status_list alive
= C5 A4 B4 C4 D4 E4
A3 B3 C3 D3 E3 B2 D2 B1 D1

> final_status_list dead
= D5

> final_status_list seki
=

> final_score
= B+7.5

> kgs-rules japanese
=

> final_score
= B+0.5

> komi 1
=

> final_score
= 0

> komi 0.5
=

> tengen-dead
=

> final_status_list dead
=

> final_score
= B+3.5

> tengen-dead d5
=

> final_score
= B+0.5

> tengen-seki C5
=

> final_status_list seki
= C5 A4 B4 C4 D4 E4

> final_status_list dead
= D5

> final_score
= B+4.5

> tengen-rules chinese
=

> final_score
= B+4.5

EOF

# tengen-dead and tengen-seki each replace one status of the explicit marking, which starts as a
# copy of the analysis'; a bad vertex changes nothing; a play, an undo or a load forgets the
# marking, a refused move, a komi or a change of rules does not.
gtp "tengen-dead, tengen-seki, tengen-auto: what they replace and what forgets them" <<'EOF'
> loadsgf owned.sgf
=

> tengen-dead A5
? A5 holds no stone

> tengen-dead foo
? invalid vertex: 'foo'

> tengen-seki pass
? 'pass' not permitted

> tengen-dead C5 K5
? vertex is off board: 'k5'

> final_status_list dead
= D5

> tengen-seki B3
=

> final_status_list seki
= A3 B3 C3 D3 E3 B2 D2 B1 D1

> final_status_list dead
= D5

> tengen-dead B3 C5
=

> final_status_list dead
= C5 A4 B4 C4 D4 E4
A3 B3 C3 D3 E3 B2 D2 B1 D1

> final_status_list seki
=

> final_status_list alive
= D5

> tengen-dead C5 A4
=

> final_status_list dead
= C5 A4 B4 C4 D4 E4

> tengen-auto
=

> final_status_list dead
= D5

> final_status_list seki
=

> tengen-dead
=

> play b D5
? illegal move

> komi 3
=

> tengen-rules japanese
=

> final_status_list dead
=

> play b A1
=

> final_status_list dead
= D5

> tengen-dead
=

> undo
=

> final_status_list dead
= D5

> tengen-dead
=

> loadsgf owned.sgf
=

> final_status_list dead
= D5

EOF

# The comparison table with the analysis' marking (D5 dead; the numbers as above; Tang takes two
# roads from each living group), then with nothing dead, then chosen rulesets: a list or several
# arguments, an equal ruleset once ("korean" is "japanese" but for komi, and every row has the
# game's komi), "all" for every preset (six distinct rulesets: three more are too many).
gtp "tengen-score-all: totals and disagreements under several rulesets" <<'EOF'
> loadsgf owned.sgf
=

> tengen-score-all
= japanese B+0.5 (Black: 6 territory = 6; White: 4 territory + 1 dead + 0.5 komi = 5.5)
tromp-taylor B+7.5 (Black: 10 stones + 6 territory = 16; White: 6 stones + 2 territory + 0.5 komi = 8.5)
chinese B+4.5 (Black: 9 stones + 6 territory = 15; White: 6 stones + 4 territory + 0.5 komi = 10.5)
tang B+4.5 (Black: 9 stones + 6 territory - 2 tax = 13; White: 6 stones + 4 territory - 2 tax + 0.5 komi = 8.5)
tromp-taylor: 1 stone marked dead stays on the board and counts as alive until captured; captured, area counting gives B+4.5
A5: japanese W territory; tromp-taylor W territory; chinese W territory; tang nobody (group tax)
D5: japanese W dead stone; tromp-taylor B stone; chinese W dead stone; tang nobody (group tax)
E5: japanese W territory; tromp-taylor nobody (dame); chinese W territory; tang W territory
A2: japanese B territory; tromp-taylor B territory; chinese B territory; tang nobody (group tax)
C2: japanese B territory; tromp-taylor B territory; chinese B territory; tang nobody (group tax)

> tengen-dead
=

> tengen-score-all japanese,korean chinese
= japanese B+3.5 (Black: 6 territory = 6; White: 2 territory + 0.5 komi = 2.5)
chinese B+7.5 (Black: 10 stones + 6 territory = 16; White: 6 stones + 2 territory + 0.5 komi = 8.5)

> tengen-score-all all
= tromp-taylor B+7.5 (Black: 10 stones + 6 territory = 16; White: 6 stones + 2 territory + 0.5 komi = 8.5)
japanese B+3.5 (Black: 6 territory = 6; White: 2 territory + 0.5 komi = 2.5)
chinese B+7.5 (Black: 10 stones + 6 territory = 16; White: 6 stones + 2 territory + 0.5 komi = 8.5)
aga B+7.5 (Black: 10 stones + 6 territory = 16; White: 6 stones + 2 territory + 0.5 komi = 8.5)
new-zealand B+7.5 (Black: 10 stones + 6 territory = 16; White: 6 stones + 2 territory + 0.5 komi = 8.5)
tang B+7.5 (Black: 10 stones + 6 territory - 2 tax = 14; White: 6 stones + 2 territory - 2 tax + 0.5 komi = 6.5)
A5: tromp-taylor W territory; japanese W territory; chinese W territory; aga W territory; new-zealand W territory; tang nobody (group tax)
B5: tromp-taylor W territory; japanese W territory; chinese W territory; aga W territory; new-zealand W territory; tang nobody (group tax)
A2: tromp-taylor B territory; japanese B territory; chinese B territory; aga B territory; new-zealand B territory; tang nobody (group tax)
C2: tromp-taylor B territory; japanese B territory; chinese B territory; aga B territory; new-zealand B territory; tang nobody (group tax)

> tengen-score-all foo
? unknown ruleset 'foo' (known: tromp-taylor, japanese, korean, chinese, aga, new-zealand, tang, or KataGo-style such as koPOSITIONALscoreAREAtaxNONEsui1komi7.5)

> tengen-score-all all koSIMPLEscoreAREAtaxNONEsui0 koSIMPLEscoreAREAtaxNONEsui1 koSITUATIONALscoreTERRITORYtaxSEKIsui0
? at most 8 rulesets

> tengen-score-all ,
? no rulesets

EOF

# The seed's snap-back (type 3): the life-and-death analysis of every chain, with its proof line, in
# the position set up (before move 1: the moves after it are the snap-back played out).
gtp "tengen-classify: the seed's snap-back, each chain with its type and proof" <<EOF
> loadsgf $top_srcdir/assets/seed/type3-a.sgf 1
=

> tengen-classify
= A9 white (2 stones): dead, type 6: dead: Black captures it for good, inside an area surrounded by Black's two-eye groups; proof B A8
C9 black (10 stones): alive, type 1: two eyes: pass-alive with 3 forbidden points
B8 black (1 stone): alive, type 3: White can capture it, but Black then re-occupies its points with two eyes (snap-back); proof W A8, B B8, W A8, B B9
C8 white (47 stones): alive, type 1: two eyes: pass-alive with 4 forbidden points
A7 black (10 stones): alive, type 1: two eyes: pass-alive with 3 forbidden points

EOF

exit 0
