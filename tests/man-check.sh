#!/bin/sh
# man-check.sh: the manual page, tengen.6, against the program.  Its KEYS and COMMANDS lists are
# what the tables make of them now (`make man` writes them when they are not); groff reads it
# without a warning, and so does mandoc's lint where mandoc is installed; man-db finds its NAME;
# its SYNOPSIS names every subcommand and option that `tengen --help` names, and its title the
# version that `tengen --version` prints.  TAP output.
# Environment: TENGEN (the program), MAN_TABLES (tests/man_tables), top_srcdir.  groff and
# lexgrog (Debian: groff-base, man-db) missing are failures, not skips: build.sh installs them.

: "${TENGEN:?TENGEN must name the tengen program}"
: "${MAN_TABLES:?MAN_TABLES must name tests/man_tables}"
srcdir=${top_srcdir:-.}
page=$srcdir/tengen.6
out=$(mktemp)
want=$(mktemp)
trap 'rm -f "$out" "$want" "$want.synopsis"' EXIT
. "$srcdir/tests/tap-lib.sh"

# 1. The generated lists are the tables' own.
if $SHELL "$srcdir/tests/man-update.sh" "$MAN_TABLES" "$page" >"$want" 2>"$out"; then
	diff -u "$page" "$want" >"$out" && status=0 || status=1
	[ $status = 0 ] || echo "the tables changed: \`make man\` writes tengen.6's KEYS and COMMANDS again" >>"$out"
else
	status=1
fi
ok $status "tengen.6: KEYS and COMMANDS are what the tables make of them"

# 2. groff, with every warning on, has nothing to say, on a UTF-8 terminal and on a plain ASCII one
# (man under LC_ALL=C): a glyph only UTF-8 has is a warning there.
if command -v groff >/dev/null; then
	{ groff -man -ww -z -Tutf8 "$page"; groff -man -ww -z -Tascii "$page"; } >"$out" 2>&1
	[ -s "$out" ] && status=1 || status=0
else
	echo "groff not found (Debian: groff-base)" >"$out"
	status=1
fi
ok $status "tengen.6: groff -man -ww reads it without a warning, in UTF-8 and in ASCII"

# 3. man-db's parser finds the NAME line that whatis and apropos show.
if command -v lexgrog >/dev/null; then
	lexgrog "$page" >"$out" 2>&1 && grep -q 'tengen - a Go board' "$out" && status=0 || status=1
else
	echo "lexgrog not found (Debian: man-db)" >"$out"
	status=1
fi
ok $status "tengen.6: lexgrog parses its NAME section"

# mandoc's lint too, where mandoc is installed (nothing else needs it).
if command -v mandoc >/dev/null; then
	mandoc -Tlint "$page" >"$out" 2>&1
	ok $? "tengen.6: mandoc -Tlint has nothing to say"
else
	echo "# mandoc not found: its lint is not run"
fi

# 4. Every subcommand and option of `tengen --help` is in the SYNOPSIS, escapes and fonts aside.
sed -n '/^\.SH SYNOPSIS/,/^\.SH /p' "$page" | sed 's/\\-/-/g; s/\\f[BIRP]//g' >"$want.synopsis"
"$TENGEN" --help | grep -E '^(usage: | +)tengen' | sed 's/^usage://' | {
	missing=0
	while read -r tengen first rest; do
		case $first in
		-* | "[" | "[-"*) ;;
		*) grep -q "tengen $first" "$want.synopsis" || { echo "no subcommand $first"; missing=1; } ;;
		esac
		for opt in $(echo "$first $rest" | grep -oE -- '--[a-z][a-z-]*'); do
			grep -qE -- "$opt([^a-z-]|\$)" "$want.synopsis" || { echo "no option $opt"; missing=1; }
		done
	done
	exit $missing
} >"$out"
ok $? "tengen.6: the SYNOPSIS names every subcommand and option of tengen --help"

# 5. The title names this version.
version=$("$TENGEN" --version | sed 's/^tengen //')
grep "^\.TH " "$page" >"$out"
grep -qF "\"tengen $version\"" "$out"
ok $? "tengen.6: the title names tengen $version"

echo "1..$n"
