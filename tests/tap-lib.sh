# tap-lib.sh: what the shell tests share, sourced after they set $out (the output under test) and,
# for `same`, $want (a scratch file).  Each test ends by calling ok with its status and its name;
# the script prints its plan "1..$n" at the end.
n=0

# Report one test; on failure the output under test follows as TAP diagnostics.
ok() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		sed 's/^/#   /' "$out"
	fi
}

# The output is exactly the text on stdin.
same() {
	cat >"$want"
	diff -u "$want" "$out" >"$out.diff" || { sed 's/^/#   /' "$out.diff"; rm -f "$out.diff"; return 1; }
	rm -f "$out.diff"
}

# Every line on stdin appears in the output, in any order.
contains() {
	missing=0
	while IFS= read -r line; do
		grep -qxF -- "$line" "$out" || { echo "#   missing: $line"; missing=1; }
	done
	return $missing
}
