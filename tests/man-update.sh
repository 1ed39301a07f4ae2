#!/bin/sh
# man-update.sh MAN_TABLES PAGE: the manual page PAGE on stdout with its generated lists made again
# from the tables: the lines between `.\" BEGIN KEYS` and `.\" END KEYS` are what `MAN_TABLES keys`
# prints, and likewise for COMMANDS.  `make man` writes this over tengen.6; tests/man-check.sh
# compares it with tengen.6.  Fails when a list cannot be made or PAGE lacks its markers.
set -e
tables=$1
page=$2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/man-update.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
"$tables" keys >"$tmp/KEYS"
"$tables" commands >"$tmp/COMMANDS"
awk -v dir="$tmp" '
	/^\.\\" BEGIN (KEYS|COMMANDS)$/ {
		print
		list = $3
		while ((getline line < (dir "/" list)) > 0)
			print line
		close(dir "/" list)
		found[list] = 1
		skipping = 1
		next
	}
	/^\.\\" END (KEYS|COMMANDS)$/ {
		if ($3 != list) {
			print FILENAME ": " $0 " does not close BEGIN " list > "/dev/stderr"
			exit 1
		}
		skipping = 0
	}
	!skipping { print }
	END {
		if (skipping || !found["KEYS"] || !found["COMMANDS"]) {
			print FILENAME ": the KEYS and COMMANDS lists need their BEGIN and END lines" > "/dev/stderr"
			exit 1
		}
	}
' "$page"
