#!/bin/sh
# fuzz-run.sh NAME FUZZER OPTION... -- CORPUS DIR...: run one libFuzzer harness (fuzz.mk's run-NAME).
#
# The fuzzer grows CORPUS (made if missing) from it and the DIRs that exist (the seeds, the inputs
# that once crashed it), with the OPTIONs (-max_total_time=...), and keeps an input that crashes,
# leaks or times out as tests/fuzz/run/artifacts/NAME-*.  Prints one line: how many inputs in how many
# seconds, how many a second, the peak memory, and ok or FAILED; after a failure, the fuzzer's log.
# Exits 0 if the fuzzer found nothing.
name=$1
fuzzer=$2
shift 2
opts=
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
	opts="$opts $1"
	shift
done
shift
corpus=$1
shift
dirs=
for d in "$@"; do
	[ -d "$d" ] && dirs="$dirs $d"
done
mkdir -p "$corpus" tests/fuzz/run/artifacts
log=tests/fuzz/run/$name.log
start=$(date +%s)
# shellcheck disable=SC2086 # the options and directories are words
LSAN_OPTIONS=suppressions=$(dirname "$0")/lsan.supp:print_suppressions=0 \
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 UBSAN_OPTIONS=print_stacktrace=1 \
	"$fuzzer" $opts -print_final_stats=1 -artifact_prefix="tests/fuzz/run/artifacts/$name-" \
	"$corpus" $dirs >"$log" 2>&1
status=$?
seconds=$(($(date +%s) - start))
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
verdict=ok
[ $status -eq 0 ] || verdict=FAILED
echo "fuzz-$name: ${runs:-?} inputs in $seconds s, ${rate:-?} a second, peak ${rss:-?} MB," \
	"corpus $(ls "$corpus" | wc -l) inputs: $verdict"
if [ $status -ne 0 ]; then
	grep -v '^#[0-9]' "$log" | tail -n 60
	ls tests/fuzz/run/artifacts/"$name"-* 2>/dev/null | sed 's/^/kept: /'
fi
exit $status
