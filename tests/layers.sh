#!/bin/sh
# layers.sh: the layers hold at link level, read from the symbols of the built libraries (nm), and
# the state is where the design puts it, read from the sources:
#   1. Between rooms, dependencies point down: board/ and rules/ (libtengen.a) use nothing of tui/;
#      tui/shared/ uses no other room; tui/gtp/ uses tui/shared/ only; tui/term/ uses tui/gtp/'s
#      engine client (engine.c) and nothing else of it.
#   2. No circle of files in tui/term/ or tui/gtp/: following who calls whom (an undefined symbol of
#      one object file defined by another) never comes back to where it started.
#   3. tui/term/app.c names no mode, command or service: it knows them through the registry only.
#   4. No function of tui/ keeps a mutable static: state lives in the app, its modes and services
#      (a const table is no state).
#   5. The life-and-death analysis depends one way: life.c calls life_assume.c, life_estimate.c and
#      judge.c, which return what they find and use no symbol of life.c (life.c alone writes verdicts
#      and estimates).
# Run from the build directory (make check does); TAP output.
out=/dev/null   # the failing edges are in the test names
. "${top_srcdir:-.}/tests/tap-lib.sh"

NM=${NM:-nm}
LIBS="libtengen.a tui/shared/libshared.a tui/gtp/libgtp.a tui/term/libterm.a"
for lib in $LIBS; do
	if [ ! -f "$lib" ]; then
		echo "Bail out! $lib is not built (run from the build directory after make)"
		exit 1
	fi
done

# One line per symbol: kind (D for defined, U for undefined), room, object file, symbol.
table=$(mktemp)
trap 'rm -f "$table"' EXIT
for lib in $LIBS; do
	room=$(dirname "$lib")
	[ "$room" = . ] && room=lib
	$NM -A "$lib" | awk -v room="$room" '
		{ n = split($1, f, ":"); obj = f[n - 1]; sub(/^lib[a-z]*_a-/, "", obj); sub(/\.o$/, "", obj) }
		NF == 3 && $2 == "U" { print "U", room, obj, $3; next }
		NF == 3 && $2 ~ /^[TDRBC]$/ { print "D", room, obj, $3 }'
done >"$table"

# The edges between object files, "room/obj room/obj", once each.
edges() {
	awk '$1 == "D" { def[$4] = $2 "/" $3 }
	     $1 == "U" { use[++n] = $2 "/" $3 " " $4 }
	     END { for (i = 1; i <= n; i++) { split(use[i], u, " "); if ((u[2] in def) && def[u[2]] != u[1]) print u[1], def[u[2]] } }' \
		"$table" | sort -u
}

# 1.
bad=$(edges | awk '
	function room(x) { sub(/\/.*/, "", x); return x }
	{ from = room($1); to = room($2) }
	from == to { next }
	from == "lib" { print; next }
	from == "tui/shared" && to != "lib" { print; next }
	from == "tui/gtp" && to != "lib" && to != "tui/shared" { print; next }
	from == "tui/term" && to == "tui/gtp" && $2 != "tui/gtp/engine" { print }')
[ -z "$bad" ]
ok $? "every room uses only the rooms below it${bad:+: $(echo $bad | tr '\n' ' ')}"

# 2.: repeatedly drop the files that call no other file of the room; what is left lies on a circle.
circle() {
	edges | awk -v room="$1" '
		index($1, room "/") == 1 && index($2, room "/") == 1 { out[$1] = out[$1] " " $2; node[$1]; node[$2] }
		END {
			do {
				changed = 0
				for (v in node) {
					split(out[v], w, " "); left = 0
					for (i in w) if (w[i] in node) left = 1
					if (!left) { delete node[v]; changed = 1 }
				}
			} while (changed)
			for (v in node) printf "%s ", v
		}'
}
for room in tui/term tui/gtp; do
	left=$(circle $room)
	[ -z "$left" ]
	ok $? "no circle of files in $room${left:+: $left}"
done

# 3.
named=$(awk '$1 == "D" && $2 == "tui/term" && ($3 ~ /^(mode_|cmd|registry|timer|engines)/) { def[$4] = $3 }
	     $1 == "U" && $2 == "tui/term" && $3 == "app" { use[$4] }
	     END { for (s in use) if (s in def) printf "%s (%s) ", s, def[s] }' "$table")
[ -z "$named" ]
ok $? "app.c names no mode, command or service${named:+: $named}"

# 4.
statics=$(find "${top_srcdir:-.}/tui" -name '*.c' -exec grep -Hn '^[[:space:]][[:space:]]*static ' {} + |
	grep -v 'static const ' | sed "s|^${top_srcdir:-.}/||")
[ -z "$statics" ]
ok $? "no mutable function-local static in tui/${statics:+: $(printf '%s' "$statics" | tr '\n' ' ')}"

# 5.
back=$(edges | awk '$2 == "lib/life" && ($1 == "lib/life_assume" || $1 == "lib/life_estimate" || $1 == "lib/judge") { printf "%s ", $1 }')
[ -z "$back" ]
ok $? "life_assume.c, life_estimate.c and judge.c use nothing of life.c${back:+: $back}"

echo "1..$n"
