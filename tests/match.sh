#!/bin/sh
# match.sh: `tengen match`, the referee between two GTP engines, as TAP.
#
# First the referee's verdicts, with scripted engines (tests/match-fake.sh) that break the rules and
# the protocol in every way a director must rule on; then tengen's own engine against GNU Go through
# the referee, under Tromp-Taylor (tengen's default; GNU Go told --chinese-rules, so that both count
# area) and under Japanese rules (GNU Go's default), where every game must end with both engines'
# counts, dead stones and boards the same as the referee's.  GNU Go is given a seed, so that the
# games are the same on every run.  Needs TENGEN; GNUGO names GNU Go, else it is looked for on PATH
# and in /usr/games.  Without GNU Go those cases are skipped.

: "${TENGEN:?TENGEN must name the tengen program}"
srcdir=${top_srcdir:-$(dirname "$0")/..}
fake="sh $srcdir/tests/match-fake.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/match.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out
want=$tmp/want
. "$srcdir/tests/tap-lib.sh"

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

# referee BLACK-MOVES WHITE-MOVES [OPTIONS]: one game between two scripted engines; its report in $out.
referee() {
	b=$1 w=$2
	shift 2
	"$TENGEN" match --size 9 --games 1 "$@" -- "$fake $tmp/$b" -- "$fake $tmp/$w" > "$out" 2> "$tmp/err"
}

# verdict BLACK-MOVES OPPONENT NAME: Black, scripted, against tengen's engine; the game's two lines.
verdict() {
	"$TENGEN" match --size 9 --games 1 --timeout 1 -- "$fake $tmp/$1" -- "$2" > "$out" 2> "$tmp/err"
	sed -n 1,2p "$out" > "$tmp/lines"
	mv "$tmp/lines" "$out"
}

moves occupied C3 C3
verdict occupied "$TENGEN gtp"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: C3 at move 3 is illegal: occupied: C3 already holds a black stone.
EOF
ok $? "a stone on an occupied point loses by forfeit"

moves novertex Z99
verdict novertex "$TENGEN gtp"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: it played 'Z99', which is no vertex.
EOF
ok $? "a move that is no vertex loses by forfeit"

moves offboard K10
verdict offboard "$TENGEN gtp"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: it played 'K10', off the 9x9 board.
EOF
ok $? "a vertex off the board loses by forfeit"

moves garbage GARBAGE
verdict garbage "$TENGEN gtp"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: it answered genmove b with garbage: 'I think C3'.
EOF
ok $? "an answer that is no GTP answer loses by forfeit"

# The engine is started again for the second game, and crashes at its first move again.
moves crash CRASH
"$TENGEN" match --size 9 --games 2 -- "$fake $tmp/crash" -- "$TENGEN gtp" 2> "$tmp/err" | sed -n 1,4p > "$out"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: it crashed or closed its pipe at genmove b.
game 2: Black engine 2, White engine 1: B+F
  White, engine 1 (fake 1), loses by forfeit: it crashed or closed its pipe at genmove w.
EOF
ok $? "an engine that crashes loses by forfeit, and is started again for the next game"

# Off a terminal, the progress is one line a game on stderr.
grep -v '^tengen match: ' "$tmp/err" > "$out"
same <<'EOF'
game 1 of 2, 0 moves: W+F
game 2 of 2, 1 move: B+F
EOF
ok $? "a line of progress a game on stderr"

moves slow SLEEP
verdict slow "$TENGEN gtp"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: it gave no answer to genmove b in time.
EOF
ok $? "an engine that gives no answer in time loses by forfeit"

# An engine that never answers and has started a child of its own: on the timeout the referee ends
# its whole process group, engine and child, and the record says so; nothing is left holding the
# referee's standard error, so a pipe through it ends with the match (it waited five minutes for the
# child, which the signal to the shell alone left running).
# A process that runs: not a zombie (one that died is one until its parent, perhaps init, reaps it).
running() {
	state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1)
	[ -n "$state" ] && [ "$state" != Z ]
}
moves hang HANG
( "$TENGEN" match --size 9 --games 1 --timeout 1 -- "$fake $tmp/hang" -- "$TENGEN gtp" 2>&1 | cat >"$tmp/piped" ) &
piped=$!
i=0
while kill -0 "$piped" 2>/dev/null && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
{
	if kill -0 "$piped" 2>/dev/null; then echo "the pipe through the match still open 20 s on"; fi
	for pid in $(cat "$tmp/hang.pids" 2>/dev/null); do
		if running "$pid"; then echo "process $pid of the engine still runs"; kill "$pid" 2>/dev/null; fi
	done
	grep '^  ' "$tmp/piped"
} >"$out"
same <<'EOF'
  Black, engine 1 (fake 1), loses by forfeit: it gave no answer to genmove b in time.
  The referee stopped engine 1: SIGTERM to its process group (the engine and every process it started) ended it.
EOF
ok $? "an engine that hangs is stopped with every process it started, and the record says how"

# The referee stopped by SIGTERM (Ctrl-C, its terminal closed) while an engine hangs: the engine and
# its child go with it, and the referee ends as the signal says.
moves hang2 HANG
"$TENGEN" match --size 9 --games 1 --timeout 60 -- "$fake $tmp/hang2" -- "$TENGEN gtp" >/dev/null 2>&1 &
referee=$!
i=0
while [ ! -s "$tmp/hang2.pids" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
kill -TERM "$referee"
wait "$referee"
status=$?
sleep 0.5
{
	echo "exit $status"
	for pid in $(cat "$tmp/hang2.pids" 2>/dev/null); do
		if running "$pid"; then echo "process $pid of the engine still runs"; kill "$pid" 2>/dev/null; fi
	done
} >"$out"
same <<'EOF'
exit 143
EOF
ok $? "the referee stopped by SIGTERM ends the engines' whole process groups"

# Black passes and from then on refuses every move; tengen's first move is legal.
moves refuse REFUSE
verdict refuse "$TENGEN gtp --seed 3"
sed -i 's/play w [A-J][1-9]/play w V/' "$out"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+F
  Black, engine 1 (fake 1), loses by forfeit: it refused play w V, a legal move under the match's rules ('illegal move').
EOF
ok $? "an engine that refuses a legal move cannot follow the game and loses by forfeit"

# Black takes the ko at C1 (capturing B1); White retakes at once.
moves kob A1 B2 J9 C1
moves kow B1 C2 D1 B1
referee kob kow
sed -i -n 2p "$out"
same <<'EOF'
  White, engine 2 (fake 1), loses by forfeit: B1 at move 8 is illegal: positional superko: this would repeat the position after move 6.
EOF
ok $? "a ko retaken at once is superko under Tromp-Taylor"

referee kob kow --rules japanese
sed -i -n 2p "$out"
same <<'EOF'
  White, engine 2 (fake 1), loses by forfeit: B1 at move 8 is illegal: ko: the stone just captured at B1 may not be retaken at once (it would repeat the position after move 6); play elsewhere first.
EOF
ok $? "the same retake is ko under Japanese rules"

moves sub J9 J8 A1
moves suw A2 B1
referee sub suw
sed -i -n 2p "$out"
same <<'EOF'
  Black, engine 1 (fake 1), loses by forfeit: A1 at move 5 is illegal: positional superko: a black stone at A1 reaches no empty point and is cleared at once (rule 7), so the board would repeat the position after move 4 (rule 6).
EOF
ok $? "a lone stone's suicide loses by forfeit, as the repetition Tromp-Taylor rule 6 forbids"

# Both scripted engines pass at once, count B+3 where the empty board is W+7.5 and see a stone on
# it; each game has a record with the result, the count and the disagreements.
moves none
referee none none --games 2 --sgf "$tmp/game"
status=$?
{
	sed -n 1,5p "$out"
	tail -1 "$out"
	echo "exit $status"
	grep -h -c "RE\[W+7.5\]" "$tmp/game-1.sgf" "$tmp/game-2.sgf"
	tr -d '\n' < "$tmp/game-2.sgf" | grep -o 'PB\[fake 1\]PW\[fake 1\]GN\[tengen match, game 2\]'
} > "$tmp/report"
mv "$tmp/report" "$out"
same <<'EOF'
game 1: Black engine 1, White engine 2: W+7.5 (disagreement)
  Count: the referee W+7.5; engine 1 (fake 1) B+3 (differs); engine 2 (fake 1) B+3 (differs).
  Dead: the referee none; engine 1 the same; engine 2 the same.
  engine 1 (fake 1) has black stones at A1; the referee's board differs.
  engine 2 (fake 1) has black stones at A1; the referee's board differs.
Black won 0, White 2, jigo 0, no result 0; games with a disagreement: 2 (on the winner: 2)
exit 2
1
1
PB[fake 1]PW[fake 1]GN[tengen match, game 2]
EOF
ok $? "counts and boards unlike the referee's are disagreements, in the report, the record and the exit status"

# --- tengen against GNU Go ------------------------------------------------------------------------

# gnugo_match NAME OPTIONS -- GNUGO-OPTIONS: two games of tengen against GNU Go on 9x9; every game
# must be agreed, counted, and its record must carry the referee's marking.
gnugo_match() {
	name=$1 rules=$2 gnugo_options=$3
	if [ -z "$gnugo" ]; then
		echo "ok $((n + 1)) # SKIP GNU Go not found (set GNUGO)"
		n=$((n + 1))
		return
	fi
	"$TENGEN" match --size 9 --games 2 $rules --sgf "$tmp/$name" \
		-- "$TENGEN gtp" -- "$gnugo --mode gtp --level 1 --seed 1 $gnugo_options" > "$out" 2> "$tmp/err"
	status=$?
	games=$(grep -c '^game [0-9]: Black engine [12], White engine [12]: [BW]+[0-9.]*$' "$out")
	agreed=$(grep -c '^  Count: the referee \([BW]+[0-9.]*\); engine [12] ([^)]*) \1; engine [12] ([^)]*) \1\.$' "$out")
	marked=$(grep -c '^  Dead: the referee .*; engine [12] the same; engine [12] the same\.$' "$out")
	records=$(cat "$tmp/$name-1.sgf" "$tmp/$name-2.sgf" | tr -d '\n' | grep -o 'T[BW]\[..\]' | head -1)
	[ "$status" = 0 ] && [ "$games" = 2 ] && [ "$agreed" = 2 ] && [ "$marked" = 2 ] && [ -n "$records" ] \
		&& ! grep -q "(differs)\|loses by forfeit\|differs\.$" "$out"
	ok $? "tengen against GNU Go, $name: both engines and the referee agree on every result and board"
}

gnugo_match tromp-taylor "" --chinese-rules
gnugo_match japanese "--rules japanese" ""

echo "1..$n"
