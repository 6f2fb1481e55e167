#!/usr/bin/python3
"""Leak check: the end-to-end scenario with counter-timer running under valgrind's memcheck.

Drives the app as e2e.py does (AT-SPI actions, real pointer clicks, keys, the switch, quit
over D-Bus), with deadlines long enough for valgrind, then reads valgrind's XML report and
splits the bytes "definitely lost" into:
  - ours: a block whose allocation stack passes through the counter-timer binary (our
    CombineGTK, CounterTimer and app code, and the packages linked into it: OpenCombine,
    combine-schedulers, swift-log);
  - elsewhere: GLib, GTK, fontconfig, Mesa and the other system libraries' own.
Fails (exit 1) when ours is not 0.

Run it through scripts/with-display:
    scripts/with-display /usr/bin/python3 Tests/EndToEnd/leak_check.py .build/debug/counter-timer
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pyatspi  # noqa: E402
from e2e import APP_ID, do_action, find, find_app, is_sensitive, pointer_click, poll, text_of, window_id  # noqa: E402

SLOW = 120.0  # valgrind runs the app 20-50 times slower


def fail(message):
    print(f"leak-check: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def expect_text(label, expected, timeout=SLOW):
    poll(f"{label.name} to read {expected!r}", lambda: text_of(label) == expected, timeout)


def suppressions():
    files = ["/usr/share/glib-2.0/valgrind/glib.supp", "/usr/share/gtk-4.0/valgrind/gtk.supp"]
    return [f"--suppressions={path}" for path in files if os.path.exists(path)]


def drive(app_process):
    """The end-to-end scenario, with valgrind-sized deadlines."""
    app = poll("the app on the accessibility bus", lambda: find_app(app_process.pid), SLOW)
    names = ["Increment", "Count", "Start", "Pause", "Reset", "Elapsed time", "Feature switch", "Switch state"]
    widgets = {name: poll(f"a widget named {name!r}", lambda name=name: find(app, name), SLOW) for name in names}
    window = poll("the window on X", lambda: window_id(app_process.pid), SLOW)

    expect_text(widgets["Count"], "0")
    pointer_click(widgets["Increment"], window)
    expect_text(widgets["Count"], "1")
    for expected in ("2", "3"):
        do_action(widgets["Increment"], "click")
        expect_text(widgets["Count"], expected)

    pointer_click(widgets["Start"], window)
    expect_text(widgets["Elapsed time"], "00:02")
    do_action(widgets["Pause"], "click")
    poll("Start to be enabled again (paused)", lambda: is_sensitive(widgets["Start"]), SLOW)
    do_action(widgets["Reset"], "click")
    expect_text(widgets["Elapsed time"], "00:00")

    subprocess.run(["xdotool", "windowfocus", window], check=True)
    subprocess.run(["xdotool", "key", "space"], check=True)
    poll("Space to start the timer", lambda: is_sensitive(widgets["Pause"]), SLOW)
    subprocess.run(["xdotool", "key", "space"], check=True)
    poll("Space to pause the timer", lambda: is_sensitive(widgets["Start"]), SLOW)
    subprocess.run(["xdotool", "key", "ctrl+r"], check=True)
    poll("Ctrl+R to reset the timer", lambda: not is_sensitive(widgets["Reset"]), SLOW)

    do_action(widgets["Feature switch"], "toggle")
    expect_text(widgets["Switch state"], "On")
    do_action(widgets["Feature switch"], "toggle")
    expect_text(widgets["Switch state"], "Off")

    subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID,
                    "--object-path", "/" + APP_ID.replace(".", "/"),
                    "--method", "org.gtk.Actions.Activate", "quit", "[]", "{}"],
                   check=True, capture_output=True, timeout=SLOW)


def frames(error):
    stack = error.find("stack")
    return [] if stack is None else stack.findall("frame")


def describe(frame):
    fn = frame.findtext("fn") or "???"
    where = frame.findtext("file")
    if where:
        return f"{fn} ({where}:{frame.findtext('line')})"
    return f"{fn} ({os.path.basename(frame.findtext('obj') or '?')})"


def demangle(text):
    try:
        return subprocess.run(["swift", "demangle", "--simplified"], input=text, capture_output=True,
                              text=True, timeout=60).stdout or text
    except Exception:
        return text


ALLOCATORS = ("malloc", "calloc", "realloc", "memalign", "posix_memalign", "aligned_alloc", "operator new",
              "g_malloc", "g_malloc0", "g_realloc", "g_try_malloc", "g_try_malloc0", "g_try_realloc", "g_slice_alloc",
              "g_slice_alloc0", "g_malloc_n", "g_malloc0_n", "g_realloc_n", "g_memdup", "g_memdup2", "g_strdup",
              "g_strndup", "g_new", "g_type_create_instance")
# Libraries that only allocate on a caller's behalf: the Swift runtime and standard library
# (no GTK code allocates Swift objects), Foundation, Dispatch.
RUNTIME_LIBRARIES = ("vgpreload_", "libswiftCore", "libswift_", "libFoundation", "libdispatch", "libBlocksRuntime")
# GLib frames that mean "GLib called somebody", not "somebody called GLib to make this".
DISPATCH = ("g_closure_invoke", "g_signal_emit", "g_main_", "g_application_run", "g_cclosure_", "g_idle_",
            "g_timeout_", "g_source_", "g_object_notify", "g_object_set", "g_object_unref", "g_object_run_dispose",
            "signal_emit", "g_task_", "g_bus_", "g_dbus_")


def whose(stack, binary):
    """'ours' when the allocation was made by the counter-timer binary: walking out from the
    allocator, only allocators, the Swift runtime and GLib creation helpers called directly
    come before a frame of ours. 'elsewhere' when a frame of another library (GTK, Pango,
    fontconfig, Mesa, libc, ...) or a GLib dispatch frame (a signal emission, the main loop)
    comes first: that library allocated the block for its own purposes."""
    for frame in stack:
        fn = frame.findtext("fn") or "???"
        obj = frame.findtext("obj") or ""
        name = os.path.basename(obj)
        if os.path.realpath(obj) == binary:
            return "ours"
        if fn.startswith(ALLOCATORS) or name.startswith(RUNTIME_LIBRARIES):
            continue
        if name.startswith(("libglib-2.0", "libgobject-2.0", "libgio-2.0")) and fn != "???" and not fn.startswith(DISPATCH):
            continue
        return "elsewhere", describe(frame)
    return "elsewhere", "?"


def analyse(report, binary):
    """(ours_bytes, ours_blocks, elsewhere_bytes, elsewhere_blocks, ours_stacks, elsewhere_culprits)."""
    ours_bytes = ours_blocks = elsewhere_bytes = elsewhere_blocks = 0
    ours, elsewhere = [], []
    binary = os.path.realpath(binary)
    for error in ElementTree.parse(report).getroot().iter("error"):
        if error.findtext("kind") != "Leak_DefinitelyLost":
            continue
        leaked = int(error.findtext("xwhat/leakedbytes") or 0)
        blocks = int(error.findtext("xwhat/leakedblocks") or 0)
        stack = frames(error)
        verdict = whose(stack, binary)
        if verdict == "ours":
            ours_bytes += leaked
            ours_blocks += blocks
            ours.append((leaked, "\n".join("      " + describe(frame) for frame in stack[:25])))
        else:
            elsewhere_bytes += leaked
            elsewhere_blocks += blocks
            elsewhere.append((leaked, verdict[1]))
    return ours_bytes, ours_blocks, elsewhere_bytes, elsewhere_blocks, ours, elsewhere


def main():
    if len(sys.argv) != 2:
        fail("usage: leak_check.py PATH/TO/counter-timer")
    binary = sys.argv[1]
    if shutil.which("valgrind") is None:
        fail("valgrind is not installed (apt-get install valgrind)")

    work = tempfile.mkdtemp(prefix="counter-timer-leaks-")
    os.makedirs(os.path.join(work, "gtk-4.0"))
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.ini"),
                os.path.join(work, "gtk-4.0", "settings.ini"))
    report = os.path.join(work, "memcheck.xml")
    env = dict(os.environ, GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory", GDK_SCALE="1", XDG_CONFIG_HOME=work,
               G_SLICE="always-malloc", G_DEBUG="gc-friendly", SWIFT_BACKTRACE="enable=no")
    env.pop("GTK_A11Y", None)
    command = ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite",
               "--errors-for-leak-kinds=definite", "--num-callers=40", "--xml=yes", f"--xml-file={report}",
               *suppressions(), binary]

    started = time.monotonic()
    app_process = subprocess.Popen(command, env=env)
    try:
        drive(app_process)
        try:
            status = app_process.wait(timeout=600)  # the leak search at exit takes a while
        except subprocess.TimeoutExpired:
            fail("the app did not exit under valgrind after the quit action")
        if status != 0:
            fail(f"the app exited with status {status} under valgrind")
        ours_bytes, ours_blocks, other_bytes, other_blocks, ours, elsewhere = analyse(report, binary)
        print(f"leak-check: definitely lost in our code: {ours_bytes} bytes in {ours_blocks} blocks; "
              f"elsewhere (GLib/GTK/system libraries): {other_bytes} bytes in {other_blocks} blocks; "
              f"total {ours_bytes + other_bytes} bytes (valgrind {time.monotonic() - started:.0f} s)")
        if elsewhere:
            by_culprit = {}
            for leaked, culprit in elsewhere:
                by_culprit[culprit] = by_culprit.get(culprit, 0) + leaked
            top = sorted(by_culprit.items(), key=lambda item: -item[1])[:5]
            print("leak-check: largest elsewhere: " + "; ".join(f"{leaked} B from {culprit}" for culprit, leaked in top))
        if ours_bytes:
            for leaked, stack in sorted(ours, key=lambda item: -item[0]):
                print(f"leak-check: {leaked} bytes definitely lost, allocated at:\n{demangle(stack)}", file=sys.stderr)
            fail(f"{ours_bytes} bytes definitely lost in our code (target 0); valgrind's report: {report}")
        shutil.rmtree(work, ignore_errors=True)
    finally:
        if app_process.poll() is None:
            app_process.kill()
            app_process.wait()


if __name__ == "__main__":
    main()
