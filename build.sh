#!/bin/sh
# Build tengen from a fresh checkout: install what the build and the tests need (Debian packages,
# through apt-get, only when missing), generate the build system, configure and make.
set -e
cd "$(dirname "$0")"

packages="build-essential autoconf automake pkg-config libncurses-dev libedit-dev libcmocka-dev gnugo tmux goban-original-games groff-base man-db"
missing=""
for p in $packages; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "build.sh: installing$missing"
	sudo_cmd=""
	[ "$(id -u)" -eq 0 ] || sudo_cmd=sudo
	$sudo_cmd apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends $missing
fi
[ -x configure ] || ./autogen.sh
[ -f Makefile ] || ./configure
make -j"$(nproc)"
