#!/bin/sh
# gtp-load.sh: `tengen gtp` under load, its memory watched.  One engine plays GAMES games against
# itself on 9x9 and 13x13 boards (genmove), with undo, printsgf and loadsgf of the game so far,
# final_score and the marking commands (final_status_list, tengen-dead, tengen-seki, tengen-auto,
# tengen-score-all, tengen-classify), showboard and changes of rules; after each game the
# engine's resident memory (VmRSS, /proc/PID/status) is read.  TAP:
#   1. every command got an answer, and the engine exits 0 at quit;
#   2. no command the loop sends fails but those meant to (tengen-dead/-seki on an empty point);
#   3. the memory is flat: after the first quarter of the games (the engine's caches filling), it
#      grows by no more than FLAT_KB.
# The figures (first, after warm-up, last and peak VmRSS; commands; seconds) are printed as comments.
# Under `make check-valgrind` (UNDER_VALGRIND set) the resident memory is valgrind's own: the loop is
# shorter (8 games) and valgrind's leak check judges the memory instead of 3.  Built with
# AddressSanitizer, the resident memory holds its quarantine of freed blocks and grows by design: its
# leak check at exit judges the memory instead.
set -u
: "${TENGEN:?TENGEN must name the tengen program}"
if [ -n "${UNDER_VALGRIND:-}" ]; then GAMES=${GAMES:-8}; else GAMES=${GAMES:-40}; fi
FLAT_KB=${FLAT_KB:-512}
work=$(mktemp -d "${TMPDIR:-/tmp}/gtp-load.XXXXXX") || exit 99
trap 'exec 3>&- 4<&-; rm -rf "$work"' EXIT
mkfifo "$work/in" "$work/out"
"$TENGEN" gtp --seed 7 <"$work/in" >"$work/out" 2>"$work/err" &
pid=$!
exec 3>"$work/in" 4<"$work/out"
echo "1..3"

sent=0
# Send one command.
cmd() {
	printf '%s\n' "$1" >&3
	printf '%s\n' "$1" >>"$work/sent"
	sent=$((sent + 1))
}
answered=0
bad=0
refused=0
# Read answers until the one to `name` that the caller sent last; count them and the failures.
sync_answers() {
	while IFS= read -r line <&4; do
		case $line in
		"= tengen") answered=$((answered + 1)); IFS= read -r line <&4; return 0 ;;
		"="*) answered=$((answered + 1)) ;;
		"?"*)
			answered=$((answered + 1))
			what=$(sed -n "${answered}p" "$work/sent")
			case $what in
			"tengen-dead "*) refused=$((refused + 1)) ;;
			*) bad=$((bad + 1)); echo "# $what: $line" ;;
			esac ;;
		esac
	done
	return 1
}
rss() {
	awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null
}

start=$(date +%s)
vertices="C3 D4 E5 F6 G7 C7 G3 D6 F4 E3"
g=0
first=$(rss)
warm=
peak=0
last=
while [ $g -lt "$GAMES" ]; do
	g=$((g + 1))
	size=9
	[ $((g % 4)) -eq 0 ] && size=13
	case $((g % 3)) in
	0) cmd "tengen-rules japanese" ;;
	1) cmd "kgs-rules chinese" ;;
	2) cmd "tengen-rules tromp-taylor" ;;
	esac
	cmd "boardsize $size"
	cmd "clear_board"
	i=0
	while [ $i -lt 70 ]; do
		i=$((i + 1))
		if [ $((i % 2)) -eq 1 ]; then cmd "genmove b"; else cmd "genmove w"; fi
		if [ $((i % 9)) -eq 0 ]; then
			cmd "undo"
			cmd "undo"
		fi
		if [ $((i % 20)) -eq 0 ]; then
			cmd "printsgf $work/game.sgf"
			cmd "loadsgf $work/game.sgf"
			cmd "final_score"
			cmd "final_status_list dead"
			cmd "final_status_list seki"
			cmd "tengen-auto"
			cmd "showboard"
		fi
	done
	cmd "final_score"
	cmd "final_status_list alive"
	cmd "tengen-dead $(echo $vertices | cut -d' ' -f$((g % 10 + 1)))"   # refused on an empty point
	cmd "tengen-seki"
	cmd "final_score"
	cmd "tengen-score-all"
	cmd "tengen-classify"
	cmd "printsgf"
	cmd "name"
	sync_answers || break
	last=$(rss)
	[ "$last" -gt "$peak" ] && peak=$last
	[ $g -eq $((GAMES / 4)) ] && warm=$peak
done
cmd "quit"
exec 3>&-
cat <&4 >/dev/null
wait $pid
status=$?
seconds=$(($(date +%s) - start))

if [ "$answered" -eq $((sent - 1)) ] && [ $status -eq 0 ]; then
	echo "ok 1 - $sent commands in $GAMES games, every one answered, exit 0"
else
	echo "not ok 1 - $answered answers to $((sent - 1)) commands before quit, exit $status"
	sed 's/^/# stderr: /' "$work/err" | head -n 20
fi
# tengen-dead on an empty point is refused; nothing else may be.
if [ "$bad" -eq 0 ]; then
	echo "ok 2 - no command failed but $refused tengen-dead on an empty point"
else
	echo "not ok 2 - $bad commands failed (listed above)"
fi
echo "# VmRSS: first ${first:-?} kB, after $((GAMES / 4)) games ${warm:-?} kB, last ${last:-?} kB," \
	"peak $peak kB, in $seconds s"
if [ -n "${UNDER_VALGRIND:-}" ]; then
	echo "ok 3 - memory judged by valgrind's leak check, not by VmRSS (valgrind's own)"
elif grep -qa __asan_init "$TENGEN"; then
	echo "ok 3 - memory judged by AddressSanitizer's leak check at exit, not by VmRSS (its quarantine)"
elif [ -n "$warm" ] && [ -n "$last" ] && [ "$peak" -le $((warm + FLAT_KB)) ]; then
	echo "ok 3 - memory flat: peak $peak kB within $FLAT_KB kB of $warm kB after warm-up"
else
	echo "not ok 3 - memory grows: ${warm:-?} kB after warm-up, peak $peak kB (limit +$FLAT_KB kB)"
fi
