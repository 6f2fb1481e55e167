#!/usr/bin/env python3
"""Prints the benchmark summary: each CombineGTK path against the raw GLib/GTK path.

    summary.py EXPORT_DIR BASELINE_DIR [INSTRUCTIONS.json]

EXPORT_DIR holds ordo-one/benchmark's `--format histogram` export of a baseline (one
`<baseline>.<target>.<name>.<metric>.histogram.txt` per benchmark and metric: HdrHistogram's
percentile distribution of the raw per-sample values); BASELINE_DIR holds that baseline's
results.json, read for each benchmark's scaling factor (operations per sample).

Times are per operation at the median (p50) of the samples; the ratio is CombineGTK's p50
over raw's p50. "ratio p10" compares the 10th percentiles instead: on a shared machine,
interference only adds time, so the low percentiles show the undisturbed cost. Mallocs are
per operation at the median sample (the malloc interposer counts the whole process).
INSTRUCTIONS.json (Benchmarks/callgrind.sh) adds instructions per operation and their ratio.
"""
import glob
import json
import os
import sys

TARGET = "CombineGTKBenchmarks"

# (row, raw benchmark, CombineGTK benchmark, ratio target or None, mallocs/op target or
# None[, what the ratio target is judged on: WALL, the default, or INSTRUCTIONS]). The targets:
# the overhead allowed over the raw call, a generated publisher's cost against the
# hand-written entry it is made from, and a list diff's against the splices alone.
WALL, INSTRUCTIONS = "wall", "instr"
ROWS = [
    ("Event delivery: clickedPublisher + sink",
     "Event delivery: raw g_signal_connect_data closure",
     "Event delivery: CombineGTK clickedPublisher + sink", 1.3, 0),
    ("Event delivery: publisher(for:) + sink",
     "Event delivery: raw g_signal_connect_data closure",
     "Event delivery: CombineGTK publisher(for: \"clicked\") + sink", 1.5, 0),
    ("Subscribe + cancel (clickedPublisher.sink)",
     "Subscribe + cancel: raw g_signal_connect_data + g_signal_handler_disconnect",
     "Subscribe + cancel: CombineGTK clickedPublisher.sink + cancel", 3.0, 8),
    ("Property delivery: notify::active",
     "Property delivery: raw notify::active handler + gtk_switch_get_active",
     "Property delivery: CombineGTK activePublisher + sink", None, None),
    ("Label.text: textBinder.on",
     "Label text: raw gtk_label_set_text",
     "Label text: CombineGTK textBinder.on", 1.1, None),
    ("Label.text: subject.bind(to: textBinder)",
     "Label text: raw gtk_label_set_text",
     "Label text: CombineGTK subject.bind(to: textBinder) + send", 1.3, None),
    ("Label.text: OpenCombine subject.sink (floor)",
     "Label text: raw gtk_label_set_text",
     "Label text: OpenCombine subject.sink { gtk_label_set_text } + send", None, None),
    ("MainContextScheduler: N immediate actions",
     "Scheduler: raw g_idle_add x N, then run",
     "Scheduler: CombineGTK MainContextScheduler.schedule x N, then run", None, None),
    # The generated surface's budget: a generated publisher costs what the hand-written entry it is made
    # from costs ("raw" here is the hand-written path, not GLib).
    ("Generated vs hand-written: clickedPublisher delivery",
     "Event delivery: CombineGTK signalPublisher(\"clicked\") + sink (hand-written)",
     "Event delivery: CombineGTK clickedPublisher + sink", 1.05, 0),
    ("Generated vs hand-written: clickedPublisher subscribe + cancel",
     "Subscribe + cancel: CombineGTK signalPublisher(\"clicked\").sink + cancel (hand-written)",
     "Subscribe + cancel: CombineGTK clickedPublisher.sink + cancel", 1.05, None),
    ("Generated vs hand-written: activePublisher delivery",
     "Property delivery: CombineGTK propertyPublisher(\"active\") + sink (hand-written)",
     "Property delivery: CombineGTK activePublisher + sink", 1.05, None),
    # The list's target: diffing the whole collection costs at most twice the splices alone.
    ("ListStore.update: 1% of 10,000 changed",
     "List update: raw g_list_store_splice of a 1% change (10,000 items)",
     "List update: CombineGTK ListStore.update of a 1% change (10,000 elements)", 2.0, None),
    # The platform layer (issue 27): each hot path against the C calls it stands for.
    ("Generated property get + set: Switch.isActive",
     "Property get + set: raw gtk_switch_set_active + gtk_switch_get_active",
     "Property get + set: CombineGTK Switch.isActive", 1.05, None, INSTRUCTIONS),
    ("Generated property get + set: Label.label",
     "Property get + set: raw gtk_label_set_label + gtk_label_get_label",
     "Property get + set: CombineGTK Label.label", 1.05, None, INSTRUCTIONS),
    ("Generated property get + set: Widget.marginStart",
     "Property get + set: raw gtk_widget_set_margin_start + gtk_widget_get_margin_start",
     "Property get + set: CombineGTK Widget.marginStart", 1.05, None, INSTRUCTIONS),
    ("Variant round trip: String",
     "Variant round trip (String): raw g_variant_new_string + g_variant_get_string",
     "Variant round trip (String): CombineGTK String(variant: Variant(_:))", 1.3, None),
    ("Variant round trip: Int",
     "Variant round trip (Int): raw g_variant_new_int64 + g_variant_get_int64",
     "Variant round trip (Int): CombineGTK Int(variant: Variant(_:))", 1.3, None),
    ("Variant round trip: Int, held by a Swift class (the floor)",
     "Variant round trip (Int): raw g_variant_new_int64 + g_variant_get_int64",
     "Variant round trip (Int): Swift class owning g_variant_new_int64, g_variant_get_int64", None, None),
    ("Variant round trip: [String]",
     "Variant round trip ([String]): raw g_variant_new_array of g_variant_new_string + g_variant_get_strv",
     "Variant round trip ([String]): CombineGTK [String](variant: Variant(_:))", 1.3, None),
    ("Settings key change -> sink: int",
     "Settings key change (int): raw changed::count handler + g_settings_get_int",
     "Settings key change (int): CombineGTK publisher(for: \"count\", as: Int.self) + sink", 1.3, None),
    ("Settings key change -> sink: string",
     "Settings key change (string): raw changed::sort handler + g_settings_get_string",
     "Settings key change (string): CombineGTK publisher(for: \"sort\", as: String.self) + sink", 1.3, None),
    ("Action state change -> sink",
     "Action state change: raw notify::state handler + g_action_get_state",
     "Action state change: CombineGTK statePublisher(as: String.self) + sink", 1.3, None),
    ("Action state change: held by a Swift class (the floor)",
     "Action state change: raw notify::state handler + g_action_get_state",
     "Action state change: raw notify::state handler, the state held by a Swift class", None, None),
    ("try await File.loadContents() (1 KiB)",
     "File load (1 KiB, awaited one by one): raw g_file_load_contents_async + C callback",
     "File load (1 KiB, awaited one by one): CombineGTK try await File.loadContents()", 1.2, None),
    ("File load: a GCancellable per load",
     "File load (1 KiB, awaited one by one): raw g_file_load_contents_async + C callback",
     "File load (1 KiB, awaited one by one): raw g_file_load_contents_async with a GCancellable + C callback", None, None),
    # The floor of an awaited load in Swift: the C call in a continuation, a GCancellable per
    # load, awaited in a main-actor task, no CombineGTK.
    ("File load: Swift await of the C call (the floor)",
     "File load (1 KiB, awaited one by one): raw g_file_load_contents_async + C callback",
     "File load (1 KiB, awaited one by one): Swift await of g_file_load_contents_async in a continuation", None, None),
    ("Subclass property set, label bound",
     "Subclass property set, label bound: raw C GObject subclass (cbench_item_set_title)",
     "Subclass property set, label bound: CombineGTK ObjectSubclass @Notifying var title", 1.3, None),
    ("TypedListView 100,000: fill (and clear)",
     "List view fill (100,000, then cleared): raw g_list_store_splice of new GObjects",
     "List view fill (100,000, then cleared): CombineGTK TypedListView, ListStore.update", 1.5, None),
    ("TypedListView 100,000: 1% change",
     "List view change (1% of 100,000): raw g_list_store_splice of the change",
     "List view change (1% of 100,000): CombineGTK TypedListView, ListStore.update", 1.5, None),
]


def safe(name):
    # ordo-one's cleanupStringForShellSafety
    return name.replace("/", "_").replace(" ", "_")


def percentile(path, fraction):
    """The value at `fraction` (0...1) of an HdrHistogram percentile distribution."""
    with open(path) as lines:
        for line in lines:
            fields = line.split()
            if len(fields) < 3 or fields[0].startswith("#"):
                continue
            try:
                value, at = float(fields[0]), float(fields[1])
            except ValueError:
                continue
            if at >= fraction:
                return value
    raise ValueError(f"no percentile {fraction} in {path}")


def scaling_factors(baseline_dir):
    factors = {}
    try:
        with open(os.path.join(baseline_dir, "results.json")) as file:
            results = json.load(file)["results"]
        for key, metrics in zip(results[0::2], results[1::2]):
            for metric in metrics:
                factors[key["name"]] = metric.get("scalingFactor", 1)
    except (OSError, KeyError, ValueError):
        pass
    return factors


def measure(export_dir, name, factors):
    scale = factors.get(name, 1000)
    found = {}
    for metric in ("wallClock", "mallocCountTotal"):
        pattern = os.path.join(export_dir, f"*.{TARGET}.{glob.escape(safe(name))}.{metric}.histogram.txt")
        files = glob.glob(pattern)
        if not files:
            return None
        found[metric] = files[0]
    return {
        "p50": percentile(found["wallClock"], 0.5) / scale,
        "p10": percentile(found["wallClock"], 0.1) / scale,
        "mallocs": percentile(found["mallocCountTotal"], 0.5) / scale,
    }


def mallocs(value):
    return "0" if value == 0 else f"{value:.3f}".rstrip("0").rstrip(".")


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    export_dir, baseline_dir = sys.argv[1], sys.argv[2]
    instructions = None
    if len(sys.argv) == 4:
        with open(sys.argv[3]) as file:
            instructions = json.load(file)
    factors = scaling_factors(baseline_dir)
    header = ["benchmark", "raw ns/op", "CombineGTK ns/op", "ratio", "ratio p10",
              "mallocs/op raw", "mallocs/op CombineGTK", "target", "result"]
    if instructions is not None:
        header[5:5] = ["instr/op raw", "instr/op CombineGTK", "instr ratio"]
    rows, missing = [], []
    for label, raw_name, ours_name, ratio_target, malloc_target, *basis in ROWS:
        basis = basis[0] if basis else WALL
        raw, ours = measure(export_dir, raw_name, factors), measure(export_dir, ours_name, factors)
        if raw is None or ours is None:
            missing.append(label)
            continue
        ratio, ratio10 = ours["p50"] / raw["p50"], ours["p10"] / raw["p10"]
        raw_i = instructions.get(raw_name) if instructions is not None else None
        ours_i = instructions.get(ours_name) if instructions is not None else None
        targets, verdicts = [], []
        if ratio_target is not None and basis == INSTRUCTIONS:
            targets.append(f"<= {ratio_target:g}x instr")
            # Not judged without the counts (COMBINEGTK_BENCH_CALLGRIND=0): "?".
            verdicts.append(ours_i / raw_i <= ratio_target if raw_i and ours_i else None)
        elif ratio_target is not None:
            targets.append(f"<= {ratio_target:g}x")
            verdicts.append(ratio <= ratio_target)
        if malloc_target is not None:
            targets.append(f"<= {malloc_target} mallocs/op")
            # The interposer counts the whole process: a median of 8.023 is 8 of ours.
            verdicts.append(round(ours["mallocs"], 1) <= malloc_target)
        if not verdicts:
            result = "-"
        elif False in verdicts:
            result = "MISSED"
        else:
            result = "met" if all(verdicts) else "?"
        row = [label, f"{raw['p50']:.1f}", f"{ours['p50']:.1f}", f"{ratio:.2f}x", f"{ratio10:.2f}x",
               mallocs(raw["mallocs"]), mallocs(ours["mallocs"]), ", ".join(targets) or "(reported)", result]
        if instructions is not None:
            row[5:5] = [f"{raw_i:.0f}" if raw_i else "?", f"{ours_i:.0f}" if ours_i else "?",
                        f"{ours_i / raw_i:.2f}x" if raw_i and ours_i else "?"]
        rows.append(row)
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]

    def line(cells):
        return "| " + " | ".join(str(cell).ljust(widths[i]) if i == 0 else str(cell).rjust(widths[i])
                                 for i, cell in enumerate(cells)) + " |"

    print(line(header))
    print("|" + "|".join(("-" * (w + 2)) if i == 0 else ("-" * (w + 1) + ":") for i, w in enumerate(widths)) + "|")
    for row in rows:
        print(line(row))
    print()
    print("Per operation, median of the samples (ordo-one/benchmark, wall clock; mallocs from its")
    print("malloc interposer). ratio = CombineGTK / raw at p50; ratio p10 = the same at the 10th")
    print("percentile, the least disturbed samples on a shared machine.")
    if instructions is not None:
        print("instr/op: instructions per operation counted by callgrind (bench-profile, no harness);")
        print("the targets are judged on wall-clock time (ratio) except those marked \"instr\", judged on these.")
    else:
        print("Targets marked \"instr\" are judged on callgrind's instruction counts: \"?\" without them.")
    if missing:
        print(f"No results for: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
