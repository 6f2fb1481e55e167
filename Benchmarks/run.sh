#!/usr/bin/env bash
# Runs the benchmarks (ordo-one/benchmark, target CombineGTKBenchmarks) and prints the summary
# table. `make bench` runs it under scripts/with-display: the benchmarks use real GTK widgets.
#   Benchmarks/run.sh [extra `swift package benchmark` options, e.g. --filter 'Event.*']
# When valgrind is installed the table also gets each path's instructions per operation from
# callgrind (Benchmarks/callgrind.sh, about 2 more minutes; COMBINEGTK_BENCH_CALLGRIND=0 skips it):
# unlike wall-clock time, that count does not move with the load of a shared machine.
# Then the hop latency (Support/bench-hop), the big list (Support/bench-big-list) and the
# start-up pair (Support/startup).
set -euo pipefail
cd "$(dirname "$0")"
swift=${SWIFT:-swift}
baseline=bench
results=.benchmarkBaselines/CombineGTKBenchmarks/$baseline
export_dir=.benchmarkBaselines/export
plugin=("$swift" package --disable-sandbox --allow-writing-to-package-directory benchmark)

rm -rf "$results" "$export_dir"
mkdir -p "$export_dir"
# Builds in release mode, runs every benchmark, stores the results as the baseline "bench".
"${plugin[@]}" baseline update "$baseline" --target CombineGTKBenchmarks --no-progress "$@"
# ordo-one's own tables (percentiles of each metric, per operation).
"${plugin[@]}" baseline read "$baseline" --target CombineGTKBenchmarks
# The raw distributions, for the summary.
"${plugin[@]}" baseline read "$baseline" --target CombineGTKBenchmarks --format histogram --path "$export_dir" >/dev/null
instructions=()
default_callgrind=0
command -v valgrind >/dev/null && default_callgrind=1
if [ "${COMBINEGTK_BENCH_CALLGRIND:-$default_callgrind}" = 1 ]; then
    echo
    echo "Counting instructions with callgrind..."
    ./callgrind.sh "$export_dir/instructions.json"
    instructions=("$export_dir/instructions.json")
fi
echo
echo "CombineGTK vs raw GLib/GTK: what each path costs over the raw call, on the same widget"
echo
python3 summary.py "$export_dir" "$results" "${instructions[@]}"
echo
echo "Swift concurrency on the GLib loop: a hop from another thread to the main loop, and idle wake-ups (Support/bench-hop)"
echo
"$swift" build -c release --product bench-hop >/dev/null
.build/release/bench-hop
echo
echo "A 100,000-element list view against 1,000: memory, row widgets and full replacements (Support/bench-big-list)"
echo
"$swift" build -c release --product bench-big-list >/dev/null
.build/release/bench-big-list
echo
echo "Start-up to first paint: wall time, CPU, peak RSS and libraries, against the same window in C (Support/startup)"
echo
"$swift" build -c release --package-path .. --product counter-timer >/dev/null
"$swift" build -c release --product minimal-window >/dev/null
mkdir -p .build
gtk_flags=$(pkg-config --cflags --libs gtk4)
cc -O2 -o .build/minimal-window-c Support/startup/minimal-window.c $gtk_flags
cc -O2 -o .build/counter-timer-window-c Support/startup/counter-timer-window.c \
    -DCOUNTER_TIMER_CSS="\"$PWD/../Resources/counter-timer.css\"" $gtk_flags
python3 Support/startup/startup.py \
    counter-timer=../.build/release/counter-timer minimal-window=.build/release/minimal-window \
    minimal-window-c=.build/minimal-window-c counter-timer-c=.build/counter-timer-window-c \
    --compare counter-timer:minimal-window-c --compare counter-timer:counter-timer-c \
    --compare minimal-window:minimal-window-c
