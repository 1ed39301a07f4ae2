#!/bin/sh
# valgrind-check.sh DIR: after `make check-valgrind`, the verdict on the logs valgrind wrote in DIR
# (one a process).  Each error or leak valgrind reports is between its error markers
# (--error-markers=valgrind-error-begin,...); a log with one is printed.  Ends with a summary line;
# exits 1 when any log has an error.
dir=$1
runs=$(ls "$dir"/*.log 2>/dev/null | wc -l)
bad=0
for log in "$dir"/*.log; do
	grep -q '^==[0-9]*== valgrind-error-begin' "$log" || continue
	bad=$((bad + 1))
	echo "---- $log"
	head -n 60 "$log"
done
echo "valgrind: $runs processes, $bad with errors or leaks"
[ "$bad" -eq 0 ] && [ "$runs" -gt 0 ]
