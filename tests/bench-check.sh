#!/bin/sh
# bench-check.sh: `tengen bench` must give exactly the counters and checksum of the independent
# reference (tests/bench_ref) for every size, seed and ko rule, and GOBENCH-1's reference line, with
# the board as the referee (the default) and with the game (--referee game: every verdict game_play's).
# TAP output.  Environment: TENGEN (the program), BENCH_REF (default: tests/bench_ref beside it).

TENGEN=${TENGEN:-./tengen}
BENCH_REF=${BENCH_REF:-$(dirname "$TENGEN")/tests/bench_ref}
n=0
failed=0

ok() {
	n=$((n + 1))
	echo "ok $n - $1"
}

not_ok() {
	n=$((n + 1))
	failed=$((failed + 1))
	echo "not ok $n - $1"
	shift
	for line in "$@"; do
		echo "#   $line"
	done
}

# The deterministic part of an output line: everything from size= up to (not including) sec=.
counters() {
	sed -n 's/^impl=[a-z]* \(size=.*\) sec=.*/\1/p'
}

# GOBENCH-1's reference line, from both implementations and from tengen's defaults.
expect='size=9 psk=0 seed=1 playouts=1000 plies=112809 passes=3226 captured=41436 bwins=429 capped=0 fnv=0bef9c2fa1337cac'
for cmd in "$TENGEN bench --size 9 --psk 0 --seed 1 --playouts 1000" "$TENGEN bench" \
	   "$TENGEN bench --referee game" \
	   "$TENGEN bench --rules koSIMPLEscoreAREAtaxNONEsui0komi7.5" \
	   "$BENCH_REF --size 9 --psk 0 --seed 1 --playouts 1000"; do
	got=$($cmd | counters)
	if [ "$got" = "$expect" ]; then
		ok "reference line: $cmd"
	else
		not_ok "reference line: $cmd" "expected: $expect" "got:      $got"
	fi
done

# Side by side: playouts kept small so the whole check takes a few seconds.
for size in 2 5 9 13 19 25; do
	playouts=$((40000 / (size * size)))
	for seed in 1 2 987654321987654321; do
		for psk in 0 1; do
			args="--size $size --seed $seed --psk $psk --playouts $playouts"
			r=$($BENCH_REF $args | counters)
			for referee in board game; do
				t=$($TENGEN bench $args --referee $referee | counters)
				if [ -n "$t" ] && [ "$t" = "$r" ]; then
					ok "same counters: $args --referee $referee"
				else
					not_ok "same counters: $args --referee $referee" "tengen: $t" "ref:    $r"
				fi
			done
		done
	done
done

# Usage errors exit 1 with a message.
for args in "--size 1" "--size 26" "--psk 2" "--playouts 0" "--seed x" "--size" "--frobnicate 3" \
	    "--rules no-such-rules" "--rules koPOSITIONALscoreAREAtaxNONEsui0komi7.5 --psk 0" \
	    "--rules koSIMPLEscoreAREAtaxNONEsui1komi7.5" "--referee" "--referee gtp"; do
	msg=$($TENGEN bench $args 2>&1 >/dev/null)
	status=$?
	if [ $status -eq 1 ] && [ -n "$msg" ]; then
		ok "usage error: bench $args"
	else
		not_ok "usage error: bench $args" "exit status $status, message: $msg"
	fi
done

echo "1..$n"
[ $failed -eq 0 ]
