#!/bin/sh
# valgrind-check.sh DIR: after `make check-valgrind`, the verdict on the logs valgrind wrote in DIR
# (one a process, empty when it found nothing: it runs with --quiet).  Prints each log that is not
# empty and a summary line; exits 1 when any is.
dir=$1
runs=$(ls "$dir"/*.log 2>/dev/null | wc -l)
bad=0
for log in "$dir"/*.log; do
	[ -s "$log" ] || continue
	bad=$((bad + 1))
	echo "---- $log"
	head -n 60 "$log"
done
echo "valgrind: $runs processes, $bad with errors or leaks"
[ "$bad" -eq 0 ] && [ "$runs" -gt 0 ]
