#!/bin/sh
# match-fake.sh: a GTP engine for tests/match.sh that plays the moves of the file $1, one a line, in
# turn, and passes when they run out.  Words it takes as moves: CRASH (exits), GARBAGE (answers
# without a status), SLEEP (answers late), REFUSE (passes, then refuses every play), HANG (starts a
# child that sleeps for five minutes, writes the pids of both to FILE.pids, and waits for it: it
# never answers, and the child holds the referee's standard error).  It counts
# every game B+3, marks nothing dead and sees a black stone at A1, whatever the board.
moves=$1
k=0
refuse=0
while IFS= read -r line; do
	set -- $line
	case $1 in
	name) printf '= fake\n\n' ;;
	version) printf '= 1\n\n' ;;
	known_command) if [ "$2" = list_stones ]; then printf '= true\n\n'; else printf '= false\n\n'; fi ;;
	list_stones) if [ "$2" = black ]; then printf '= A1\n\n'; else printf '=\n\n'; fi ;;
	final_score) printf '= B+3\n\n' ;;
	quit) printf '=\n\n'; exit 0 ;;
	play) if [ $refuse = 1 ]; then printf '? illegal move\n\n'; else printf '=\n\n'; fi ;;
	genmove)
		k=$((k + 1))
		move=$(sed -n "${k}p" "$moves")
		case $move in
		CRASH) exit 3 ;;
		GARBAGE) printf 'I think C3\n\n' ;;
		SLEEP) sleep 3; printf '= pass\n\n' ;;
		HANG) sleep 300 & echo "$$ $!" > "$moves.pids"; wait ;;
		REFUSE) refuse=1; printf '= pass\n\n' ;;
		'') printf '= pass\n\n' ;;
		*) printf '= %s\n\n' "$move" ;;
		esac ;;
	*) printf '=\n\n' ;;
	esac
done
