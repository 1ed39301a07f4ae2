# tmux-lib.sh: what the tests in a real terminal share, sourced by tests/tmux-*.sh after they set
# TMUX_NAME (the start of their private servers' socket names).  tengen runs in tmux on a private
# server of its own; the test types with send-keys and reads the screen with capture-pane, polling
# for the text it expects.  It gives:
#   - $work, a fresh directory the test runs in; $state, the XDG_STATE_HOME for tengen there;
#     $top_srcdir, absolute;
#   - tm ARGS: tmux on the current server; new_server: a new one (each start of tengen gets its own
#     socket, and the trap kills every one of them on the way out);
#   - ok TEXT, not_ok TEXT (which prints the screen as TAP comments), check TEXT EXPECTED,
#     check_not TEXT UNEXPECTED;
#   - screen (the pane looked at: session t unless on_pane NAME names another), wait_for TEXT;
#   - session NAME ARGS: tengen ARGS at 80x24 in session NAME, the pane printing
#     "[tengen exited N]" when it ends; exit_status reads N; tengen_pid [NAME].
# A test without tmux is skipped.
: "${TENGEN:?the path of the tengen program}"
: "${TMUX_NAME:?the name of the test's tmux servers}"
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
command -v tmux >/dev/null 2>&1 || { echo "1..0 # SKIP tmux is not installed"; exit 0; }

work=$(mktemp -d)
runs=0
sock="$TMUX_NAME-$$-0"
tm() { tmux -L "$sock" -f /dev/null "$@"; }
cleanup() {
	i=0
	while [ $i -le $runs ]; do
		tmux -L "$TMUX_NAME-$$-$i" -f /dev/null kill-server >/dev/null 2>&1
		rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$TMUX_NAME-$$-$i"
		i=$((i + 1))
	done
	rm -rf "$work"
}
trap cleanup EXIT INT TERM
state="$work/state"
mkdir -p "$state"
cd "$work" || exit 1

# A new private server (the old one killed); the pane looked at is session t's again.
new_server() {
	tm kill-server >/dev/null 2>&1
	runs=$((runs + 1))
	sock="$TMUX_NAME-$$-$runs"
	pane=t
}

pane=t
on_pane() { pane=$1; }
screen() { tm capture-pane -p -t "$pane"; }

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
	n=$((n + 1)); echo "not ok $n - $1"
	screen 2>/dev/null | sed 's/^/# /'
}
# Poll the screen for a fixed string, up to 30 s (a loaded machine can be slow to draw; a pass is
# quick): as the screen shows it, or with its rows joined into one line and runs of spaces squeezed
# (a message wrapped between words, a panel's aligned columns).
wait_for() {
	i=0
	while [ $i -lt 300 ]; do
		shown=$(screen 2>/dev/null)
		printf '%s\n' "$shown" | grep -qF -- "$1" && return 0
		printf '%s\n' "$shown" | tr '\n' ' ' | tr -s ' ' | grep -qF -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
# Poll the screen until a fixed string is gone from it, up to 30 s (a change the program has yet to draw).
wait_gone() {
	i=0
	while [ $i -lt 300 ]; do
		screen 2>/dev/null | grep -qF -- "$1" || return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
check() { if wait_for "$2"; then ok "$1"; else not_ok "$1 (expected: $2)"; fi; }
check_not() { if screen | grep -qF -- "$2"; then not_ok "$1 (unexpected: $2)"; else ok "$1"; fi; }

# tengen ARGS in a new session NAME of the current server, 80x24, in UTF-8 without colour.
session() {
	name=$1
	shift
	tm new-session -d -s "$name" -x 80 -y 24 \
		"env LC_ALL=C.UTF-8 NO_COLOR=1 TERM=screen XDG_STATE_HOME='$state' '$TENGEN' $*;
		 echo \"[tengen exited \$?]\"; sleep 60"
}
# A new server with one board, session t: tengen ARGS.
start() {
	new_server
	session t "$@"
}
# A command typed at the : prompt of session t.
cmd() { tm send-keys -t t : "$1" Enter; }
# The screen shown, kept as $CAPTURE_DIR/NAME when CAPTURE_DIR is set.
keep() { [ -n "${CAPTURE_DIR:-}" ] && screen >"$CAPTURE_DIR/$1"; return 0; }
exit_status() { screen | sed -n 's/.*\[tengen exited \([0-9]*\)\].*/\1/p'; }
# The pid of the tengen running in session NAME (default t; the pane runs a shell, tengen is its
# child).  "=NAME:" is that session exactly: a bare NAME is matched against the current session's
# window names first, and "t" is the beginning of a window named after the tengen running there.
# Asked again for up to five seconds: on a loaded machine tmux may not answer at once, and an empty
# pid would send the signal nowhere.
tengen_pid() {
	n=0
	while [ $n -lt 50 ]; do
		shell=$(tm display-message -p -t "=${1:-t}:" '#{pane_pid}' 2>/dev/null)
		found=$([ -n "$shell" ] && awk -v p="$shell" '$4 == p { print $1 }' /proc/[0-9]*/stat 2>/dev/null | head -n 1)
		[ -n "$found" ] && { echo "$found"; return 0; }
		sleep 0.1
		n=$((n + 1))
	done
	return 1
}
