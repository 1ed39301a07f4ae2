#!/bin/sh
# analysis-fake.sh KIND LOG: a GTP engine for tests/tmux-analysis.sh that answers a position's
# analysis in the formats of real engines, and writes every line it reads to the file LOG.  KIND:
#   kata   lists kata-analyze: streams KataGo's info lines with ownership (its figures for the player
#          it is asked about: 60% and 2.5 points ahead for that player; the ownership that player's on
#          the top rows, the other's on the bottom rows, nobody's between) until it reads a line;
#   gnugo  lists estimate_score, top_moves_black and top_moves_white and no analysis command, as GNU
#          Go does: W+3.5 with its range, and three moves with their values;
#   die    lists kata-analyze, sends one line of it and exits with status 3;
#   slow   lists kata-analyze, and says nothing of the position for seven seconds;
#   kata-course, gnugo-course: as kata and gnugo, but Black's lead (kata: the best move's scoreLead,
#          turned to the player asked about; gnugo: estimate_score) follows the moves told: the n-th
#          word of LEADS after n moves (the last word beyond them), so that a course has its swings.
# Anything it does not list it refuses.  Its moves are C3, G7 and D7, wherever they may be.
kind=$1
log=$2
size=19
moves=0
LEADS=${LEADS:-0.5 1 0.5 1 1 -9 -8.5 -9 -8.5}
basic="protocol_version name version known_command list_commands quit boardsize clear_board komi play undo"
case $kind in
kata|die|slow|kata-course) list="$basic kata-analyze" ;;
gnugo|gnugo-course) list="$basic estimate_score top_moves_black top_moves_white" ;;
esac

# ownership: size x size numbers, row by row from the top.
ownership() {
	row=0
	printf ' ownership'
	while [ $row -lt $size ]; do
		if [ $row -lt 2 ]; then v=0.8; elif [ $row -ge $((size - 2)) ]; then v=-0.8; else v=0; fi
		col=0
		while [ $col -lt $size ]; do printf ' %s' $v; col=$((col + 1)); done
		row=$((row + 1))
	done
}

# lead [COLOR]: Black's lead after the moves told (kata-course, gnugo-course), or COLOR's.
lead() {
	echo "$LEADS" | awk -v n=$moves -v c="${1:-black}" '{ v = n < NF ? $(n + 1) : $NF; if (c == "white") v = -v; print v }'
}

# info VISITS [COLOR]: one line of kata-analyze (for COLOR, with kata-course)
info() {
	best=2.5
	[ "$kind" = kata-course ] && best=$(lead "$2")
	printf 'info move C3 visits %d utility 0.1 winrate 0.6 scoreMean 2.5 scoreStdev 20 scoreLead %s ' $1 $best
	printf 'scoreSelfplay 2.4 prior 0.3 lcb 0.58 utilityLcb 0.05 order 0 pv C3 G7 D7 '
	printf 'info move G7 visits %d winrate 0.55 scoreLead 1.5 prior 0.2 order 1 pv G7 C3 ' $(($1 / 2))
	printf 'info move D7 visits %d winrate 0.5 scoreLead 0.5 prior 0.1 order 2 pv D7' $(($1 / 4))
	ownership
	printf '\n'
}

while IFS= read -r line; do
	printf '%s\n' "$line" >> "$log"
	set -- $line
	[ $# -eq 0 ] && continue
	listed=0
	for c in $list; do [ "$c" = "$1" ] && listed=1; done
	if [ $listed = 0 ]; then printf '? unknown command\n\n'; continue; fi
	case $1 in
	name) printf '= fake %s\n\n' "$kind" ;;
	version) printf '= 1\n\n' ;;
	protocol_version) printf '= 2\n\n' ;;
	known_command)
		known=false
		for c in $list; do [ "$c" = "$2" ] && known=true; done
		printf '= %s\n\n' $known ;;
	list_commands) printf '='; for c in $list; do printf ' %s\n' "$c"; done | sed '1!s/^ //'; printf '\n' ;;
	boardsize) size=$2; printf '=\n\n' ;;
	clear_board) moves=0; printf '=\n\n' ;;
	play) moves=$((moves + 1)); printf '=\n\n' ;;
	undo) moves=$((moves - 1)); printf '=\n\n' ;;
	quit) printf '=\n\n'; exit 0 ;;
	kata-analyze)
		printf '=\n'
		[ "$kind" = slow ] && sleep 7
		info 100 $2
		if [ "$kind" = die ]; then exit 3; fi
		sleep 0.2
		info 400 $2
		sleep 0.2
		info 812 $2
		IFS= read -r stop   # the stream runs until a line comes
		printf '%s\n' "$stop" >> "$log"
		printf '\n' ;;
	estimate_score)
		if [ "$kind" = gnugo-course ]; then   # the bounds are White's whatever the sign (analysis.h 4.)
			lead | awk '{ w = -$1; printf "= %s+%.1f (upper bound: %.1f, lower: %.1f)\n\n", w < 0 ? "B" : "W", w < 0 ? -w : w, w + 1, w - 1 }'
		else
			printf '= W+3.5 (upper bound: 5.0, lower: 2.0)\n\n'
		fi ;;
	top_moves_black|top_moves_white) printf '= C3 12.50 G7 10.10 D7 4.00 \n\n' ;;
	*) printf '=\n\n' ;;
	esac
done
