#!/bin/sh
# bench-inputs.sh [TENGEN]: the CPU time and memory of two inputs that once took time quadratic in
# their length, as a report (never a test: the times depend on the machine).
#   1. `tengen score` of a text of N Sensei's Library diagrams (23 bytes each), N = 15,000 to 60,000:
#      CPU seconds, the most memory (resident), and that memory per MB of input.
#   2. A paste of N characters at the board's : prompt, in tmux (skipped without it), N = 4,096 to
#      100,000: the CPU seconds tengen spends until the prompt shows the end of the paste.
# The CPU time of a process is read from /proc (utime + stime), its memory from VmHWM.
set -u
tengen=${1:-./tengen}
case $tengen in /*) ;; *) tengen=$(pwd)/$tengen ;; esac
work=$(mktemp -d)
sock=tengen-bench-$$
cleanup() { tmux -L "$sock" -f /dev/null kill-server >/dev/null 2>&1; rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 1' INT TERM HUP PIPE
ticks=$(getconf CLK_TCK)

# The CPU seconds of process PID so far.
cpu() { awk -v t="$ticks" '{ printf "%.2f", ($14 + $15) / t }' "/proc/$1/stat"; }
# Seconds between two readings of cpu.
spent() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

echo "Sensei's Library diagrams in one text, tengen score:"
printf '%10s %10s %10s %10s %12s\n' diagrams bytes "CPU s" "memory" "MB per MB"
for n in 15000 30000 60000; do
	awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "$$ | X O |\n$$ | . . |\n\n" }' >"$work/d.txt"
	"$tengen" score "$work/d.txt" >/dev/null 2>&1 &
	pid=$!
	peak=0 used=0
	while kill -0 "$pid" 2>/dev/null; do   # read /proc until the process is gone
		m=$(awk '/^VmHWM/ { print $2 }' "/proc/$pid/status" 2>/dev/null)
		c=$(cpu "$pid" 2>/dev/null)
		[ -n "$m" ] && peak=$m
		[ -n "$c" ] && used=$c
		sleep 0.01
	done
	wait "$pid"
	bytes=$(wc -c <"$work/d.txt")
	printf '%10s %10s %10s %9s%s %12s\n' "$n" "$bytes" "$used" "$((peak / 1024))" M \
		"$(awk -v m="$peak" -v b="$bytes" 'BEGIN { printf "%.1f", m * 1024 / b }')"
done
echo "(the CPU time is the last reading before the end: a run shorter than 10 ms reads 0.00)"

echo
echo "A paste at the : prompt, in tmux at 80x24:"
if ! command -v tmux >/dev/null 2>&1; then
	echo "  skipped: tmux is not installed"
	exit 0
fi
printf '%10s %10s\n' characters "CPU s"
for n in 4096 16384 100000; do
	tm() { tmux -L "$sock" -f /dev/null "$@"; }
	tm kill-server >/dev/null 2>&1
	mkdir -p "$work/state"
	tm new-session -d -s t -x 80 -y 24 "env TERM=screen LC_ALL=C.UTF-8 XDG_STATE_HOME='$work/state' '$tengen' --size 9; sleep 60"
	i=0
	while ! tm capture-pane -p -t t 2>/dev/null | grep -q "A B C D E F G H J" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	shell=$(tm display-message -p -t t '#{pane_pid}')
	pid=$(awk -v p="$shell" '$4 == p { print $1 }' /proc/[0-9]*/stat 2>/dev/null | head -n 1)
	awk -v n="$n" 'BEGIN { printf "comment "; for (i = 0; i < n; i++) printf "%c", 97 + i % 26; printf " END" }' >"$work/paste.txt"
	tm send-keys -t t :
	sleep 0.3
	before=$(cpu "$pid")
	tm load-buffer "$work/paste.txt"
	tm paste-buffer -t t
	i=0
	while ! tm capture-pane -p -t t | grep -q "[a-z] END" && [ $i -lt 6000 ]; do sleep 0.05; i=$((i + 1)); done
	printf '%10s %10s\n' "$n" "$(spent "$before" "$(cpu "$pid")")"
done
