#!/bin/sh
# match-fake.sh: a GTP engine for tests/match.sh that plays the moves of the file $1, one a line, in
# turn, and passes when they run out.  Words it takes as moves: CRASH (exits), GARBAGE (answers
# without a status), SLEEP (answers late), REFUSE (passes, then refuses every play).  It counts
# every game B+3 and marks nothing dead.
moves=$1
k=0
refuse=0
while IFS= read -r line; do
	set -- $line
	case $1 in
	name) printf '= fake\n\n' ;;
	version) printf '= 1\n\n' ;;
	known_command) printf '= false\n\n' ;;
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
		REFUSE) refuse=1; printf '= pass\n\n' ;;
		'') printf '= pass\n\n' ;;
		*) printf '= %s\n\n' "$move" ;;
		esac ;;
	*) printf '=\n\n' ;;
	esac
done
