# score-lib.sh: what the reports that hold a program's score to a record's result share
# (tests/estimate-compare.sh, tests/results-compare.sh); sourced, not run.

now_ms() { date +%s%3N; }

# The answer of GTP command 2 in the session output FILE, on one line ("? ..." for a failure).
answer2() {
	awk '/^[=?]2/ { ok = substr($1, 1, 1) == "="; sub(/^[=?]2 ?/, ""); got = 1; out = $0; next }
		got && /^$/ { exit } got { out = out " " $0 }
		END { if (got) print (ok ? out : "? " out) }' "$1"
}

# A score "B+3.5", "W+8.2 (upper ...)", "0" or "Jigo" as a number for Black; empty if not a score.
points() {
	echo "$1" | awk '{ s = $1 }
		s ~ /^B\+[0-9.]+$/ { print substr(s, 3) + 0; exit }
		s ~ /^W\+[0-9.]+$/ { print -substr(s, 3); exit }
		s == "0" || s == "Jigo" || s == "jigo" { print 0; exit }'
}
