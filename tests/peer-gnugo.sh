#!/bin/sh
# peer-gnugo.sh: the differential legality test against GNU Go (tests/peer_gnugo.c), as TAP.
# Needs TENGEN; GNUGO names GNU Go, else it is looked for on PATH and in /usr/games, where Debian
# installs it.  Without GNU Go the whole test is skipped, which CI counts as a failure.

: "${TENGEN:?TENGEN must name the tengen program}"
peer=${PEER_GNUGO:-./tests/peer_gnugo}
gnugo=${GNUGO:-}
if [ -z "$gnugo" ]; then
	gnugo=$(command -v gnugo || true)
	[ -z "$gnugo" ] && [ -x /usr/games/gnugo ] && gnugo=/usr/games/gnugo
fi
if [ -z "$gnugo" ]; then
	echo "1..0 # SKIP GNU Go not found (set GNUGO)"
	exit 0
fi
exec "$peer" --tengen "$TENGEN" --gnugo "$gnugo" "$@"
