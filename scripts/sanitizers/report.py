#!/usr/bin/env python3
"""Counts what `make sanitize` found and prints its closing line.

    report.py ASAN_DIR TSAN_DIR THIRD_PARTY_LEAKS

Each directory holds the sanitizer's logs (asan.PID / tsan.PID, one per process, children
included) and, per suite, NAME.out (the test output) and NAME.status (its exit status).

- AddressSanitizer: every error report counts, and every leak, except a leak that a frame listed
  in THIRD_PARTY_LEAKS allocated: walking its stack from the allocator, a listed frame comes
  before any frame of ours. Those are set aside and counted apart. A log asan-RUN.PID is the
  run RUN's: entries marked [RUN] apply to it alone. An XCTest run must show
  "leak-check: done" (LeakCheck ran).
- ThreadSanitizer: every warning counts.
Exits 1 when anything counts, a suite failed, or a leak check did not run.
"""
import glob
import os
import re
import sys

FRAME = re.compile(r"^\s*#(\d+) 0x[0-9a-f]+")
MODULE = re.compile(r"\((/[^()+]+)\+0x[0-9a-f]+\)")


def read(path):
    with open(path, errors="replace") as handle:
        return handle.read()


ENTRY = re.compile(r"^(?P<name>[^:\[]+?)\s*(?:\[(?P<run>[a-z-]+)\])?:\s+(?P<pattern>\S.*)$")


def third_party_entries(path):
    """(name, run or None, pattern) for each entry: `name [run]: regular expression`."""
    entries = []
    for line in read(path).splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        entry = ENTRY.match(line)
        if entry is None:
            sys.exit(f"report.py: {path}: not `name [run]: pattern`: {line}")
        entries.append((entry["name"], entry["run"], re.compile(entry["pattern"])))
    return entries


def leak_blocks(text):
    """Each leak report's frame lines."""
    blocks, current = [], None
    for line in text.splitlines():
        if line.startswith(("Direct leak of", "Indirect leak of")):
            current = []
            blocks.append(current)
        elif current is not None:
            if FRAME.match(line):
                current.append(line)
            elif not line.strip():
                current = None
    return blocks


# What shows a frame is not ours: a module of the system's (a library under /lib or /usr/lib);
# the C library's or the sanitizer's own sources (glibc's debug information names its files
# from its source tree: nptl/…, libio/…); or a module no longer loaded (our code is linked
# into the test executable, which is never unloaded). Any other frame counts as ours: the
# test executable's, Swift's and Foundation's, or a source file of this package.
SYSTEM_MODULE = re.compile(r"^/(?:usr/)?lib/")
SYSTEM_SOURCE = re.compile(r" (?:nptl|libio|misc|sysdeps|stdlib|string|malloc|elf|csu|posix|dlfcn)/\S*:\d+|/compiler-rt/")


def ours(frame):
    module = MODULE.search(frame)
    if module is not None:
        return not SYSTEM_MODULE.match(module.group(1))
    if "(<unknown module>)" in frame:
        return False
    return not SYSTEM_SOURCE.search(frame)


def third_party(frames, entries):
    """The name of the entry whose frame comes first from the allocator, before any frame of
    ours, or None. Frames between the allocator and that frame (GLib's allocators, GIO's
    constructors, the C library) are the listed code's helpers; a frame of ours among them
    would make the allocation ours. A leak whose allocator's caller (the first frame, which
    even the fast unwinder reads right) is in a module unloaded since is set aside too: our code
    is never unloaded. That is Mesa's DRI driver, which GDK unloads when it closes its display
    before the leak check; frames past the first may be an unwinder's garbage, never taken so."""
    if len(frames) > 1 and "(<unknown module>)" in frames[1]:
        return "an unloaded library"
    for frame in frames[1:]:
        if ours(frame):
            return None
        name = next((name for name, pattern in entries if pattern.search(frame)), None)
        if name is not None:
            return name
    return None


# GLib's quark table: g_quark_new allocates a bigger block each time the quarks pass a
# multiple of 2,048 and keeps the old one (2,048 pointers, 16 KiB) on purpose, for readers
# that hold no lock. Its stack shows only g_malloc (GLib has no frame pointers; a full unwind
# shows the first block coming from GLib's constructor in _dl_init). Set aside only in
# exactly that shape: one 16,384-byte block whose only frame past the allocator is g_malloc.
QUARK_BLOCK = re.compile(
    r"Direct leak of 16384 byte\(s\) in 1 object\(s\) allocated from:\n"
    r"\s+#0 [^\n]*\bmalloc\b[^\n]*\n"
    r"\s+#1 [^\n]* in g_malloc \([^)\n]*libglib-2\.0\.so[^\n]*\n(?=\s*\n)")


def tests_run(directory):
    total, failures = 0, []
    for out in sorted(glob.glob(os.path.join(directory, "*.out"))):
        text = read(out)
        executed = [int(n) for n in re.findall(r"Executed (\d+) tests?, with", text)]
        testing = [int(n) for n in re.findall(r"Test run with (\d+) tests?", text)]
        total += (max(executed) if executed else 0) + sum(testing)
        status_file = out[:-4] + ".status"
        status = read(status_file).strip() if os.path.exists(status_file) else "?"
        if status != "0":
            failures.append(f"{os.path.basename(out)[:-4]} (exit {status})")
    return total, failures


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    asan_dir, tsan_dir, allowlist = sys.argv[1:]
    entries = third_party_entries(allowlist)
    problems = []

    asan_reports, set_aside = 0, {}
    for log in sorted(glob.glob(os.path.join(asan_dir, "asan*.*"))):
        text = read(log)
        run = re.match(r"asan(?:-([a-z-]+))?\.\d+$", os.path.basename(log))
        run = run.group(1) if run else None
        log_entries = [(name, pattern) for name, only, pattern in entries if only is None or only == run]
        quark_blocks = len(QUARK_BLOCK.findall(text))
        if quark_blocks:
            text = QUARK_BLOCK.sub("", text)
            set_aside["GLib's quark table"] = set_aside.get("GLib's quark table", 0) + quark_blocks
        counted = len(re.findall(r"ERROR: AddressSanitizer:", text))
        for frames in leak_blocks(text):
            name = third_party(frames, log_entries)
            if name is None:
                counted += 1
            else:
                set_aside[name] = set_aside.get(name, 0) + 1
        asan_reports += counted
        if counted:
            print(f"sanitize: {counted} AddressSanitizer report(s) in {log}")
    for name in ("headless-xctest", "widgets", "widgets-file-chooser"):
        out = os.path.join(asan_dir, f"{name}.out")
        if not os.path.exists(out) or "leak-check: done" not in read(out):
            problems.append(f"the leak check did not run in the ASan {name} suite")

    tsan_reports = 0
    for log in sorted(glob.glob(os.path.join(tsan_dir, "tsan.*"))):
        count = len(re.findall(r"WARNING: ThreadSanitizer:", read(log)))
        tsan_reports += count
        if count:
            print(f"sanitize: {count} ThreadSanitizer report(s) in {log}")

    asan_tests, asan_failed = tests_run(asan_dir)
    tsan_tests, tsan_failed = tests_run(tsan_dir)
    problems += [f"ASan suite failed: {name}" for name in asan_failed]
    problems += [f"TSan suite failed: {name}" for name in tsan_failed]
    sequences = re.findall(r"contract-pbt: (\d+) sequences", read(os.path.join(tsan_dir, "headless.out"))) \
        if os.path.exists(os.path.join(tsan_dir, "headless.out")) else []

    aside = ", ".join(f"{name} {count}" for name, count in sorted(set_aside.items())) or "none"
    for problem in problems:
        print(f"sanitize: {problem}", file=sys.stderr)
    print(f"sanitize: AddressSanitizer {asan_reports} reports (leak detection on; third-party leaks set aside: {aside}), "
          f"ThreadSanitizer {tsan_reports} reports; tests run: {asan_tests} under ASan, {tsan_tests} under TSan "
          f"({sequences[0] if sequences else '?'} contract sequences under TSan)")
    return 1 if asan_reports or tsan_reports or problems else 0


if __name__ == "__main__":
    sys.exit(main())
