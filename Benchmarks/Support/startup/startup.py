#!/usr/bin/env python3
"""Start-up: programs timed from exec to first paint, under the display this runs
on (make bench: scripts/with-display), and compared in pairs.

    startup.py [--rounds N] [--renderer NAME]... [--json] NAME=PROGRAM... --compare NAME:REFERENCE...

make bench compares counter-timer with the minimal C window (minimal-window.c, the smallest
window a start can show) and with the same window as counter-timer's written in C
(counter-timer-window.c), the minimal window written with CombineGTK (Support/minimal-window)
with the C one, the libadwaita pair (Support/minimal-adw-window with minimal-adw-window.c),
and the floor (Support/startup-floor: the C window started from a Swift program that loads the
libraries CombineGTK programs load) with the C window.

All programs quit after their first frame (COMBINEGTK_EXIT_AFTER_FIRST_PAINT=1). Rounds
alternate the programs so that load on the machine falls on both alike; each figure is the median
over the rounds. Libraries are those the dynamic loader maps (LD_DEBUG=files), GTK's
run-time modules included.

Each --renderer runs the whole measurement with GTK's renderer set (GSK_RENDERER); "default"
leaves GTK's choice, GL (under Xvfb, Mesa's llvmpipe: a software rasterizer whose LLVM takes
some 60 MiB of every program's resident memory). With none, the default only.

Prints a table of each pair (the targets: wall time and peak RSS within 1.1x of the
reference), or with --json the figures as one object."""
import json
import os
import re
import statistics
import subprocess
import sys
import time


def environment(renderer, **extra):
    env = dict(os.environ, COMBINEGTK_EXIT_AFTER_FIRST_PAINT="1", **extra)
    if renderer != "default":
        env["GSK_RENDERER"] = renderer
    else:
        # GTK's own choice, not the one scripts/with-display makes for tests.
        env.pop("GSK_RENDERER", None)
    return env


def run_once(program, renderer):
    env = environment(renderer)
    start = time.perf_counter()
    process = subprocess.Popen([program], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"startup.py: {program} exited with status {status}")
    return {"wall_ms": wall * 1000, "cpu_ms": (usage.ru_utime + usage.ru_stime) * 1000, "rss_mib": usage.ru_maxrss / 1024}


def libraries(program, renderer):
    env = environment(renderer, LD_DEBUG="files")
    log = subprocess.run([program], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True).stderr
    return len(set(re.findall(r"file=(\S+) \[0\];\s+(?:needed|dynamically loaded)", log)))


def main():
    arguments = sys.argv[1:]
    rounds, as_json, programs, pairs, renderers = 15, False, {}, [], []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--json":
            as_json = True
        elif argument == "--rounds":
            rounds = int(arguments.pop(0))
        elif argument == "--renderer":
            renderers.append(arguments.pop(0))
        elif argument == "--compare":
            pairs.append(tuple(arguments.pop(0).split(":", 1)))
        elif "=" in argument:
            name, program = argument.split("=", 1)
            programs[name] = program
        else:
            sys.exit(__doc__)
    if not pairs or any(name not in programs for pair in pairs for name in pair):
        sys.exit(__doc__)
    result = {"rounds": rounds, "renderers": {}}
    for renderer in renderers or ["default"]:
        result["renderers"][renderer] = measure(programs, rounds, renderer)
    if as_json:
        print(json.dumps(result))
    else:
        print_table(result, pairs)


def measure(programs, rounds, renderer):
    for program in programs.values():  # warm the page cache and GTK's caches
        run_once(program, renderer)
    samples = {name: [] for name in programs}
    for _ in range(rounds):
        for name, program in programs.items():
            samples[name].append(run_once(program, renderer))
    figures_by_name = {}
    for name, program in programs.items():
        figures = {key: statistics.median(s[key] for s in samples[name]) for key in samples[name][0]}
        figures["libraries"] = libraries(program, renderer)
        figures_by_name[name] = figures
    return figures_by_name


TARGET = 1.1
METRICS = [("wall_ms", "wall time (ms)", True), ("cpu_ms", "CPU time (ms)", False),
           ("rss_mib", "peak RSS (MiB)", True), ("libraries", "libraries loaded", False)]


def print_table(result, pairs):
    rows = [["renderer", "program", "against", "measure", "reference", "program's", "ratio", "target", "result"]]
    for renderer, figures in result["renderers"].items():
        for name, reference in pairs:
            for key, label, judged in METRICS:
                ours, theirs = figures[name][key], figures[reference][key]
                ratio = ours / theirs
                figure = (lambda value: f"{value:.0f}") if key == "libraries" else (lambda value: f"{value:.1f}")
                verdict = ("met" if ratio <= TARGET else "MISSED") if judged else "-"
                rows.append([renderer, name, reference, label, figure(theirs), figure(ours), f"{ratio:.2f}x",
                             f"<= {TARGET:g}x" if judged else "(reported)", verdict])
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for index, row in enumerate(rows):
        print("| " + " | ".join(cell.ljust(widths[i]) if i < 4 else cell.rjust(widths[i]) for i, cell in enumerate(row)) + " |")
        if index == 0:
            print("|" + "|".join("-" * (w + 2) if i < 4 else "-" * (w + 1) + ":" for i, w in enumerate(widths)) + "|")
    print()
    print(f"Exec to first paint, median of {result['rounds']} alternating rounds under the same display, "
          "for each renderer (default: GTK's choice).")


if __name__ == "__main__":
    main()
