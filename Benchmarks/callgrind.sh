#!/usr/bin/env bash
# Instructions per operation of every scenario, counted by valgrind's callgrind: the same
# count for the same binary whatever else the machine is doing, unlike wall-clock time.
#   Benchmarks/callgrind.sh OUTPUT.json [OPERATIONS]
# Runs bench-profile (release) once per scenario under a display (scripts/with-display), and
# counts only `profiledLoop`, the operations themselves.
set -euo pipefail
cd "$(dirname "$0")"
output=$1
operations=${2:-5000}
swift=${SWIFT:-swift}

"$swift" build -c release --product bench-profile >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 that Swift emits: profile a copy without it.
strip --strip-debug -o "$work/bench-profile" .build/release/bench-profile

echo "{" >"$work/json"
first=1
while IFS= read -r name; do
    valgrind --tool=callgrind --callgrind-out-file="$work/out" --collect-atstart=no \
        --toggle-collect='*profiledLoop*' "$work/bench-profile" "$name" "$operations" >"$work/log" 2>&1 || {
        cat "$work/log" >&2
        exit 1
    }
    collected=$(grep -o 'Collected : [0-9]*' "$work/log" | grep -o '[0-9]*$')
    # bench-profile runs fewer of the long operations (a list update): it says how many.
    performed=$(grep -o ': [0-9]* operations,' "$work/log" | grep -o '[0-9]*')
    [ $first = 1 ] || echo "," >>"$work/json"
    first=0
    python3 -c 'import json,sys; print(json.dumps(sys.argv[1]) + ": " + str(int(sys.argv[2]) / int(sys.argv[3])), end="")' \
        "$name" "$collected" "$performed" >>"$work/json"
    echo "  $((collected / performed)) instructions per operation: $name" >&2
done < <("$work/bench-profile" | sed -n 's/^  //p')
echo "}" >>"$work/json"
mv "$work/json" "$output"
