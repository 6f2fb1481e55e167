#!/usr/bin/env bash
# Runs the benchmarks (ordo-one/benchmark, target CombineGTKBenchmarks) and prints the summary
# table. `make bench` runs it under scripts/with-display: the benchmarks use real GTK widgets.
#   Benchmarks/run.sh [extra `swift package benchmark` options, e.g. --filter 'Event.*']
# When valgrind is installed the table also gets each path's instructions per operation from
# callgrind (Benchmarks/callgrind.sh, about 2 more minutes; COMBINEGTK_BENCH_CALLGRIND=0 skips it):
# unlike wall-clock time, that count does not move with the load of a shared machine.
# Then the hop latency (Support/bench-hop), the big list (Support/bench-big-list) and the
# start-up pairs (Support/startup), whose programs are built as they ship
# (scripts/release-flags; the Swift ones of this package in .build/shipping, apart from the
# ordo-one build, which has no such options).
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
mapfile -t release_flags < <(../scripts/release-flags)
"$swift" build -c release --package-path .. --product counter-timer "${release_flags[@]}" >/dev/null
for product in minimal-window minimal-adw-window startup-floor; do
    "$swift" build -c release --scratch-path .build/shipping --product "$product" "${release_flags[@]}" >/dev/null
done
mkdir -p .build
gtk_flags=$(pkg-config --cflags --libs gtk4)
cc -O2 -o .build/minimal-window-c Support/startup/minimal-window.c $gtk_flags
cc -O2 -o .build/minimal-adw-window-c Support/startup/minimal-adw-window.c $(pkg-config --cflags --libs libadwaita-1)
cc -O2 -o .build/counter-timer-window-c Support/startup/counter-timer-window.c \
    -DCOUNTER_TIMER_CSS="\"$PWD/../Resources/counter-timer.css\"" $gtk_flags
# GTK's default renderer under Xvfb is GL on Mesa's llvmpipe, which alone takes some 60 MiB of
# every program's memory; the cairo renderer shows the programs' own memory undiluted.
python3 Support/startup/startup.py --renderer default --renderer cairo \
    counter-timer=../.build/release/counter-timer minimal-window=.build/shipping/release/minimal-window \
    minimal-adw-window=.build/shipping/release/minimal-adw-window floor=.build/shipping/release/startup-floor \
    minimal-window-c=.build/minimal-window-c counter-timer-c=.build/counter-timer-window-c \
    minimal-adw-window-c=.build/minimal-adw-window-c \
    --compare counter-timer:minimal-window-c --compare counter-timer:counter-timer-c \
    --compare minimal-window:minimal-window-c --compare minimal-adw-window:minimal-adw-window-c \
    --compare floor:minimal-window-c
