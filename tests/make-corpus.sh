#!/bin/bash
# make-corpus.sh: games with known dead stones, played by GNU Go against itself (tests/corpus/).
#
# usage: make-corpus.sh [-o DIR] [-n FIRST-LAST] [GNUGO]
#
# Game number K (1-100: 40 games on 9x9, 14 on 13x13, 6 on 19x19, then 30 on 9x9 and 10 on 13x13
# where a few moves of the game proper are random too, stones dropped into the other side's area;
# 101-180: 40 games on 19x19, 20 on 13x13 and 20 on 9x9 at every level from 1 to 10, with random
# stones dropped during the game as well; 181-220: 20 games on 19x19 and 20 on 13x13 between a weak
# side (level 1 to 3) and a strong one (level 8 to 10), where the weak side's groups die as an
# amateur's do, large and without a closed wall around them; 301-420: lopsided endings, see
# below; default 1-220, -n 3-7 for some) is
# fixed by K alone: its board size, GNU Go's levels, the number of random moves and the seed of both
# GNU Go and the random moves come from game_params below, so the same GNU Go makes the same files.
# About an hour of one core for games 1-100, three more for 101-180, as many for 181-220.
#
# A game: GNU Go (`gnugo --mode gtp --never-resign --seed S --level L`) first plays R random
# legal moves for both sides (scattered stones that later die without closed walls around them, as
# in amateur games), then `genmove` for both sides until two passes in a row.  That position is the
# record.  Then GNU Go plays on with `kgs-genmove_cleanup` for both sides, which captures every dead
# stone before passing, until two passes in a row again: the stones of the record's position that
# were taken off during that play-out are the dead ones, all others alive.  Only finished games are
# kept: with the dead stones off, at most SIZE neutral points (empty points of regions that touch
# both colours), live stones of both colours (else a side gave up: a resignation, not a count),
# and a play-out that ends within a bound.  Else the game is played again with the
# next seed (K + 1000 * attempt, three attempts).
#
# Games 301-420, lopsided endings (tests/lopsided/), on 19x19 and 13x13: GNU Go at level 10 against a much weaker
# player, GNU Go at level 0 whose move is replaced by a random one (a random empty point that is
# not its own one-point eye) with a share of 50% to 95% set by K; the weak side is Black in odd
# games.  The first 20 games of each forty are on 19x19, stopped by two passes at a move between 150
# and 250 set by K, the next 20 on 13x13, stopped between moves 80 and 150, whether or not the
# borders are closed, as games between players of very different strength end on a server:
# the weak side's stones lie scattered inside the strong side's area and some of its big groups
# have no two eyes.  So no game is refused for its neutral points; both sides must keep ten living
# stones.  The dead stones come from the same play-out at level 10.  Games 301-340 and 401-420
# (13x13 all: the second twenty of the forty from 381) are the development set
# (tests/lopsided/dev), 341-380 the set kept for the report (tests/lopsided/report).  The tree
# holds the games made so far (each takes GNU Go minutes at level 10): 54 of the development set
# (36 of 301-340, 18 of 401-420), 35 of the report's; the marking and the estimate are
# measured on both apart.
#
# The file: tests/corpus/gK.sgf, the record to its two passes, with
#   RU[Chinese] KM[7.5]   area scoring, so the result below does not depend on prisoners
#   RE[B+n] / RE[W+n]     the area count of the record's last position with the dead stones taken
#                         off: stones plus empty regions that touch one colour only, komi included
#   C[dead: A1 B2 ...]    on the last node: the dead stones, GTP vertices in the order of
#                         `final_status_list` sorting (sort), or `dead: none`
# The root's C[] says how the game was made.  tests/corpus-compare.sh reads these files.

GNUGO=${GNUGO:-gnugo}
out=tests/corpus
first=1 last=220
while getopts o:n: opt; do
	case $opt in
	o) out=$OPTARG ;;
	n) first=${OPTARG%-*} last=${OPTARG#*-} ;;
	*) echo "usage: $0 [-o DIR] [-n FIRST-LAST] [GNUGO]" >&2; exit 1 ;;
	esac
done
shift $((OPTIND - 1))
GNUGO=${1:-$GNUGO}
mkdir -p "$out" || exit 1

# The parameters of game K at its ATTEMPT (1, 2, 3): size, level, random moves, seed.
game_params() {
	local k=$1 attempt=$2
	late=0 wlevel=
	stop=0 share=0
	if [ "$k" -gt 300 ]; then
		level=0 wlevel=10 random=0 late=0 span=0 share=$((50 + (k * 13) % 46))
		if [ $(((k - 301) % 40)) -lt 20 ]; then
			size=19 stop=$((150 + (k * 37) % 101))
		else
			size=13 stop=$((80 + (k * 37) % 71))
		fi
		if [ $((k % 2)) -eq 0 ]; then
			level=10 wlevel=0
		fi
	elif [ "$k" -le 40 ]; then
		size=9 level=$((3 + (k * 7) % 8)) random=$(((k * 5) % 13))
	elif [ "$k" -le 54 ]; then
		size=13 level=$((2 + (k * 3) % 7)) random=$(((k * 7) % 21))
	elif [ "$k" -le 60 ]; then
		size=19 level=$((1 + (k * 5) % 3)) random=$((8 + (k * 11) % 31))
	elif [ "$k" -le 90 ]; then
		size=9 level=$((3 + (k * 7) % 8)) random=$(((k * 5) % 7)) late=$((2 + k % 5)) span=30
	elif [ "$k" -le 100 ]; then
		size=13 level=$((2 + (k * 3) % 7)) random=$(((k * 7) % 11)) late=$((3 + k % 6)) span=60
	elif [ "$k" -le 140 ]; then
		size=19 level=$((1 + (k * 7) % 10)) random=$(((k * 3) % 15)) late=$((2 + k % 6)) span=150
	elif [ "$k" -le 160 ]; then
		size=13 level=$((1 + (k * 3) % 10)) random=$(((k * 7) % 11)) late=$((2 + k % 5)) span=80
	elif [ "$k" -le 180 ]; then
		size=9 level=$((1 + (k * 7) % 10)) random=$(((k * 5) % 7)) late=$((1 + k % 4)) span=30
	else
		[ "$k" -le 200 ] && size=19 || size=13
		level=$((1 + k % 3)) wlevel=$((8 + (k / 3) % 3)) random=$(((k * 3) % 5)) late=$((k % 3)) span=100
		if [ $((k % 2)) -eq 0 ]; then
			local l=$level
			level=$wlevel wlevel=$l
		fi
	fi
	wlevel=${wlevel:-$level}
	seed=$((1000 * attempt + k))
}

# One GTP command to the running GNU Go; its answer (without the "= ") in $reply, its status in $?.
gtp() {
	local line status=1
	reply=
	echo "$*" >&"${G[1]}"
	IFS= read -r line <&"${G[0]}" || return 2
	case $line in
	=*) status=0 ;;
	esac
	reply=${line#?}
	reply=${reply# }
	while IFS= read -r line <&"${G[0]}" && [ -n "$line" ]; do
		reply="$reply $line"
	done
	return $status
}

# GTP vertex D4 to SGF point dd on a board of $size.
sgf_point() {
	local v=$1 letters=ABCDEFGHJKLMNOPQRST sgfl=abcdefghijklmnopqrs x y
	x=${letters%%"${v:0:1}"*}
	x=${#x}
	y=$((size - ${v:1}))
	echo "${sgfl:x:1}${sgfl:y:1}"
}

# The stones on the board, "b D4" and "w Q16" one a line.
stones() {
	gtp list_stones black && for v in $reply; do echo "b $v"; done
	gtp list_stones white && for v in $reply; do echo "w $v"; done
}

# The area result of the position in file $1 ("b D4" lines) without the stones of file $2, and its
# neutral points (those of the empty regions that touch both colours).
area_result() {
	awk -v size="$size" -v komi=7.5 '
		BEGIN { cols = "ABCDEFGHJKLMNOPQRST" }
		FILENAME == ARGV[1] { dead[$2] = 1; next }
		!($2 in dead) { c[index(cols, substr($2, 1, 1)), substr($2, 2) + 0] = $1 }
		END {
			for (y = 1; y <= size; y++) for (x = 1; x <= size; x++) {
				if (c[x, y] == "b") s++
				else if (c[x, y] == "w") s--
				else if (!seen[x, y]) {
					sp = 0; stx[++sp] = x; sty[sp] = y; seen[x, y] = 1; n = 0; bb = 0; ww = 0
					while (sp > 0) {
						px = stx[sp]; py = sty[sp]; sp--; n++
						for (k = 0; k < 4; k++) {
							qx = px + (k == 0) - (k == 1); qy = py + (k == 2) - (k == 3)
							if (qx < 1 || qy < 1 || qx > size || qy > size) continue
							if (c[qx, qy] == "b") bb = 1
							else if (c[qx, qy] == "w") ww = 1
							else if (!seen[qx, qy]) { seen[qx, qy] = 1; stx[++sp] = qx; sty[sp] = qy }
						}
					}
					if (bb && !ww) s += n
					else if (ww && !bb) s -= n
					else if (bb && ww) neutral += n
				}
			}
			s -= komi
			print (s > 0 ? "B+" s : "W+" (-s)), neutral + 0
		}' "$2" "$1"
}

# A random legal move for colour $1 on a random empty point that is not its own one-point eye
# (every neighbour its colour or the edge), in $reply; 1 when 40 tries find none.
random_move() {
	local c=$1 tries x y v letters=ABCDEFGHJKLMNOPQRST
	gtp list_stones black
	local blacks=" $reply "
	gtp list_stones white
	local whites=" $reply " own
	[ "$c" = b ] && own=$blacks || own=$whites
	for ((tries = 0; tries < 40; tries++)); do
		x=$((RANDOM % size)) y=$((RANDOM % size + 1))
		v=${letters:x:1}$y
		case "$blacks$whites" in *" $v "*) continue ;; esac
		if eye_of "$own" "$x" "$y"; then continue; fi
		gtp play "$c" "$v" && { reply=$v; return 0; }
	done
	return 1
}

# True when every neighbour of column x (from 0), row y (from 1) is in the list $1 or off the board.
eye_of() {
	local own=$1 x=$2 y=$3 dx dy nx ny letters=ABCDEFGHJKLMNOPQRST
	for d in "1 0" "-1 0" "0 1" "0 -1"; do
		set -- $d
		nx=$((x + $1)) ny=$((y + $2))
		[ $nx -lt 0 ] || [ $ny -lt 1 ] || [ $nx -ge "$size" ] || [ $ny -gt "$size" ] && continue
		case "$own" in *" ${letters:nx:1}$ny "*) ;; *) return 1 ;; esac
	done
	return 0
}

one_game() {
	local k=$1 attempt=$2 moves=() colour=b passes=0 n tries v i x y letters=ABCDEFGHJKLMNOPQRST
	game_params "$k" "$attempt"
	coproc G { exec "$GNUGO" --mode gtp --never-resign --seed "$seed" --level "$level" 2>/dev/null; }
	gtp version
	version=$reply
	gtp boardsize "$size"
	gtp clear_board
	gtp komi 7.5
	RANDOM=$seed
	# $RANDOM in the shell itself: a subshell would draw from a seed of its own.
	for ((n = 0, tries = 0; n < random && tries < 20 * random; tries++)); do
		x=$((RANDOM % size)) y=$((RANDOM % size + 1))
		v=${letters:x:1}$y
		gtp play "$colour" "$v" || continue
		moves+=("$colour:$v")
		[ $colour = b ] && colour=w || colour=b
		n=$((n + 1))
	done
	# The moves of the game proper that are random instead of GNU Go's (games 61-100).
	local at=" "
	for ((i = 0; i < late; i++)); do
		at="$at$((8 + RANDOM % span)) "
	done
	n=0
	local weak=
	[ "$share" -gt 0 ] && { [ "$level" -lt "$wlevel" ] && weak=b || weak=w; }
	while [ $passes -lt 2 ] && [ $n -lt $((size * size * 3)) ]; do
		v=
		if [ "$stop" -gt 0 ] && [ $n -ge "$stop" ]; then
			moves+=("$colour:PASS")
			[ $colour = b ] && colour=w || colour=b
			passes=$((passes + 1)) n=$((n + 1))
			continue
		fi
		if [ "$colour" = "$weak" ] && [ $((RANDOM % 100)) -lt "$share" ]; then
			random_move "$colour" && v=$reply
		elif [ $passes -eq 0 ] && [ "${at#* $n }" != "$at" ]; then
			for ((tries = 0; tries < 20; tries++)); do
				x=$((RANDOM % size)) y=$((RANDOM % size + 1))
				gtp play "$colour" "${letters:x:1}$y" && { v=${letters:x:1}$y; break; }
			done
		fi
		if [ -z "$v" ]; then
			# the mover's level, when the two sides play at different ones
			[ "$level" != "$wlevel" ] && { [ $colour = b ] && gtp level "$level" || gtp level "$wlevel"; }
			gtp genmove $colour || break
			v=$(echo "$reply" | tr a-z A-Z)
		fi
		moves+=("$colour:$v")
		if [ "$v" = PASS ]; then passes=$((passes + 1)); else passes=0; fi
		[ $colour = b ] && colour=w || colour=b
		n=$((n + 1))
	done
	if [ $passes -lt 2 ]; then
		gtp quit
		echo "make-corpus: game $k: no two passes" >&2
		return 1
	fi
	stones >"$tmpd/before"
	# The play-out, by the stronger side's level: a stone of the record's position that leaves the
	# board even once was dead.
	[ "$level" != "$wlevel" ] && gtp level $((level > wlevel ? level : wlevel))
	: >"$tmpd/dead"
	passes=0 n=0
	while [ $passes -lt 2 ] && [ $n -lt $((size * size * 2)) ]; do
		gtp kgs-genmove_cleanup $colour || break
		v=$(echo "$reply" | tr a-z A-Z)
		if [ "$v" = PASS ]; then passes=$((passes + 1)); else passes=0; fi
		[ $colour = b ] && colour=w || colour=b
		n=$((n + 1))
		stones >"$tmpd/now"
		grep -vxF -f "$tmpd/now" "$tmpd/before" >>"$tmpd/dead"
	done
	gtp quit
	if [ $passes -lt 2 ]; then
		echo "make-corpus: game $k: the play-out does not end" >&2
		return 1
	fi
	sort -u "$tmpd/dead" -o "$tmpd/dead"
	local dead result neutral
	dead=$(awk '{ print $2 }' "$tmpd/dead" | sort | tr '\n' ' ' | sed 's/ $//')
	read -r result neutral <<<"$(area_result "$tmpd/before" "$tmpd/dead")"
	if [ "$stop" -eq 0 ] && [ "$neutral" -gt "$size" ]; then
		echo "make-corpus: game $k (seed $seed): not finished, $neutral neutral points" >&2
		return 1
	fi
	for c in b w; do
		if [ "$(grep -vxF -f "$tmpd/dead" "$tmpd/before" | grep -c "^$c ")" -lt $((stop > 0 ? 10 : 1)) ]; then
			echo "make-corpus: game $k (seed $seed): no live $c stone, a resignation" >&2
			return 1
		fi
	done
	{
		printf '(;FF[4]GM[1]SZ[%d]KM[7.5]RU[Chinese]RE[%s]PB[GNU Go]PW[GNU Go]\n' "$size" "$result"
		if [ "$stop" -gt 0 ]; then
			printf 'C[tests/make-corpus.sh game %d: GNU Go %s level %d (White %d), seed %d, the weaker side random in %d%% of its moves, stopped at move %d]\n' \
				"$k" "$version" "$level" "$wlevel" "$seed" "$share" "$stop"
		else
		printf 'C[tests/make-corpus.sh game %d: GNU Go %s level %d (White %d), seed %d, %d random opening moves, %d random later]\n' \
			"$k" "$version" "$level" "$wlevel" "$seed" "$random" "$late"
		fi
		i=0
		for v in "${moves[@]}"; do
			local c=${v%%:*} p=${v#*:}
			[ "$p" = PASS ] && p= || p=$(sgf_point "$p")
			printf ';%s[%s]' "$(echo "$c" | tr bw BW)" "$p"
			i=$((i + 1))
			[ $((i % 12)) -eq 0 ] && printf '\n'
		done
		printf 'C[dead: %s])\n' "${dead:-none}"
	} >"$out/g$k.sgf"
	echo "g$k: ${size}x$size level $level seed $seed, ${#moves[@]} moves, $(wc -l <"$tmpd/dead") dead," \
		"$neutral neutral, $result"
}

tmpd=$(mktemp -d) || exit 1
trap 'rm -rf "$tmpd"' EXIT
for ((k = first; k <= last; k++)); do
	one_game "$k" 1 || one_game "$k" 2 || one_game "$k" 3 || echo "make-corpus: no game $k" >&2
done
