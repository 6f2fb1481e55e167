#!/usr/bin/env bash
# The command line as a user meets it: --version, --help, a usage error, no display.
set -u
binary=$1
# English (the German run is the last check), whatever the desktop speaks.
export LC_ALL=C.UTF-8
unset LANGUAGE
failures=0

check() { # description, expected status, actual status, output, expected text
    if [ "$3" != "$2" ] || ! grep -q -- "$5" <<<"$4"; then
        echo "cli: FAIL: $1: status $3 (expected $2), output: $4" >&2
        failures=$((failures + 1))
    fi
}

out=$("$binary" --version 2>&1); check "--version" 0 $? "$out" "^counter-timer [0-9]"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$binary" --help 2>&1); check "--help without a display" 0 $? "$out" "Usage:"
# Translated before GTK starts: the summary is marked, and the text domain bound first.
out=$(env -u DISPLAY -u WAYLAND_DISPLAY LANGUAGE=de "$binary" --help 2>&1); check "--help in German" 0 $? "$out" "ein Zähler, eine Stoppuhr"
out=$("$binary" --frobnicate 2>&1); check "unknown option" 2 $? "$out" "unknown option --frobnicate"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$binary" 2>&1); check "no display" 1 $? "$out" "cannot open a display.*xvfb-run"
[ "$(env -u DISPLAY -u WAYLAND_DISPLAY "$binary" 2>&1 | wc -l)" = 1 ] || { echo "cli: FAIL: no-display message is not one line" >&2; failures=$((failures + 1)); }

[ "$failures" = 0 ] && echo "cli: PASS (--version, --help, --help in German, usage error exits 2, no display exits 1)"
exit "$failures"
