#!/bin/sh
# bench-compare.sh: time `tengen bench` against the reference implementation, side by side.
#
# usage: bench-compare.sh [-r REPS] [-w WORK] [TENGEN [BENCH_REF]]
#
# For 9x9 and 19x19, each with psk 0 and 1, the two programs run alternately REPS times each (default
# 5) on about WORK / (N*N) playouts (default WORK 1000000, a few tenths of a second a run).  Every run
# must give the same counters and checksum; the table shows the median ns/ply of each and their ratio.
# Exit status 1 if any checksum differs.

reps=5
work=1000000
while getopts r:w: opt; do
	case $opt in
	r) reps=$OPTARG ;;
	w) work=$OPTARG ;;
	*) echo "usage: $0 [-r REPS] [-w WORK] [TENGEN [BENCH_REF]]" >&2; exit 1 ;;
	esac
done
shift $((OPTIND - 1))
TENGEN=${1:-${TENGEN:-./tengen}}
BENCH_REF=${2:-${BENCH_REF:-$(dirname "$TENGEN")/tests/bench_ref}}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0

# The value of field $1 in an output line.
field() {
	sed -n "s/.* $1=\([^ ]*\).*/\1/p"
}

median() {
	sort -n | awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The deterministic part of an output line: size= up to sec=.
counters() {
	sed -n 's/^impl=[a-z]* \(size=.*\) sec=.*/\1/p'
}

printf '%-6s %-4s %9s %14s %11s %11s  %s\n' board psk playouts "tengen ns/ply" "ref ns/ply" tengen/ref fnv
for size in 9 19; do
	for psk in 0 1; do
		args="--size $size --psk $psk --playouts $((work / (size * size)))"
		: >"$tmp/t"
		: >"$tmp/r"
		for i in $(seq "$reps"); do
			"$TENGEN" bench $args >>"$tmp/t" || exit 1
			"$BENCH_REF" $args >>"$tmp/r" || exit 1
		done
		sums=$(cat "$tmp/t" "$tmp/r" | counters | sort -u | wc -l)
		fnv=$(head -n 1 "$tmp/t" | field fnv)
		if [ "$sums" -ne 1 ]; then
			fnv="$fnv MISMATCH"
			status=1
			cat "$tmp/t" "$tmp/r" >&2
		fi
		t=$(field ns_per_ply <"$tmp/t" | median)
		r=$(field ns_per_ply <"$tmp/r" | median)
		printf '%-6s %-4s %9s %14s %11s %11s  %s\n' "${size}x$size" "$psk" \
			$((work / (size * size))) "$t" "$r" "$(echo "$t $r" | awk '{ printf "%.3f", $1 / $2 }')" \
			"$fnv"
	done
done
exit $status
