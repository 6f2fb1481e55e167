#!/usr/bin/python3
"""Soak test of counter-timer: the timer runs for COMBINEGTK_SOAK_SECONDS (default 600) while
COMBINEGTK_SOAK_CLICKS (default 10,000) clicks reach the "+1" button, driven as a person
would under Xvfb.

- Clicks, spread evenly over the run and each verified (the Count label must read the new
  number before the next click): 98% real pointer clicks sent through XTest at the button's
  centre (what xdotool does, without a process per click), 1% through xdotool itself, and 1%
  through the accessible "click" action (AT-SPI; GTK runs the button's activate animation
  first). Bursts are not used: GTK 4.8 itself drops some clicks that arrive in quick
  succession while the window relayouts (seen with a plain C GtkButton and label as well).
- Checks: Count equals the clicks after every click and at the end; the timer label stays
  within 1 s of the wall time since Start at every sample (every 100 clicks: no second lost
  or gained) and at the end; resident memory (VmRSS) grows by less than 1 MB (1024 kB) from
  the end of the warm-up (the first 10% of the clicks) to the end.

Run it through scripts/with-display:
    scripts/with-display /usr/bin/python3 Tests/EndToEnd/soak.py .build/debug/counter-timer
"""
import ctypes
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pyatspi  # noqa: E402,F401
from e2e import APP_ID, do_action, find, find_app, is_sensitive, poll, text_of, window_id  # noqa: E402

RSS_LIMIT_KB = 1024
DRIFT_LIMIT = 1.0


def fail(message):
    print(f"soak: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    fail("no VmRSS in /proc/PID/status")


def seconds_of(text):
    """'07:05' -> 425, '1:02:03' -> 3723."""
    total = 0
    for part in text.split(":"):
        total = total * 60 + int(part)
    return total


def centre(accessible):
    extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return extents.x + extents.width // 2, extents.y + extents.height // 2


def wait_for_count(label, expected, kind, timeout=10.0):
    """Polls the Count label until it reads `expected`; a click that never arrives fails."""
    deadline = time.monotonic() + timeout
    while True:
        text = text_of(label)
        if text == str(expected):
            return
        if time.monotonic() > deadline:
            fail(f"click {expected} ({kind}) was lost: Count reads {text!r}")
        time.sleep(0.001)


class XTestPointer:
    """Real pointer clicks through the X server's XTest extension (what xdotool uses), without
    starting a process per click."""

    def __init__(self, origin_x, origin_y):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            fail("cannot open the X display for XTest")
        self.origin = (origin_x, origin_y)

    def click(self, x, y):
        """A left click at window coordinates (x, y)."""
        self.xtst.XTestFakeMotionEvent(self.display, -1, self.origin[0] + x, self.origin[1] + y, 0)
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1, 0)
        self.xtst.XTestFakeButtonEvent(self.display, 1, 0, 0)
        self.x11.XFlush(self.display)


def main():
    if len(sys.argv) != 2:
        fail("usage: soak.py PATH/TO/counter-timer")
    binary = sys.argv[1]
    duration = float(os.environ.get("COMBINEGTK_SOAK_SECONDS", "600"))
    total_clicks = int(os.environ.get("COMBINEGTK_SOAK_CLICKS", "10000"))

    config = tempfile.mkdtemp(prefix="counter-timer-soak-")
    os.makedirs(os.path.join(config, "gtk-4.0"))
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.ini"),
                os.path.join(config, "gtk-4.0", "settings.ini"))
    env = dict(os.environ, GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory", GDK_SCALE="1", XDG_CONFIG_HOME=config)
    env.pop("GTK_A11Y", None)

    app_process = subprocess.Popen([binary], env=env)
    try:
        pid = app_process.pid
        app = poll("the app on the accessibility bus", lambda: find_app(pid))
        names = ["Increment", "Count", "Start", "Pause", "Elapsed time"]
        widgets = {name: poll(f"a widget named {name!r}", lambda name=name: find(app, name)) for name in names}
        window = poll("the window on X", lambda: window_id(pid))
        count_label, time_label = widgets["Count"], widgets["Elapsed time"]

        # Start the timer with a real click; the start happened between these two instants.
        x, y = centre(widgets["Start"])
        before_start = time.monotonic()
        subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y), "click", "1"], check=True)
        poll("the timer to start", lambda: is_sensitive(widgets["Pause"]))
        after_start = time.monotonic()
        started = (before_start + after_start) / 2

        def timer_offset():
            """(shown - elapsed, uncertainty): the timer label minus the wall time since Start,
            both taken at the middle of the windows in which they happened."""
            read_before = time.monotonic()
            shown = seconds_of(text_of(time_label))
            read_after = time.monotonic()
            elapsed = (read_before + read_after) / 2 - started
            uncertainty = (after_start - before_start + read_after - read_before) / 2
            return shown - elapsed, uncertainty

        def check_timer(when):
            offset, uncertainty = timer_offset()
            offsets.append(offset)
            if abs(offset) > DRIFT_LIMIT + uncertainty:
                fail(f"{when}: the timer is {offset:+.2f} s off the wall time since Start "
                     f"(limit {DRIFT_LIMIT:.0f} s, reading uncertainty {uncertainty:.2f} s)")

        geometry = dict(line.split("=", 1) for line in subprocess.run(
            ["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True, check=True).stdout.split())
        pointer = XTestPointer(int(geometry["X"]), int(geometry["Y"]))
        increment = widgets["Increment"]
        target, target_digits = centre(increment), 1
        counts = {"xtest": 0, "xdotool": 0, "atspi": 0}
        clicks = 0
        offsets = []
        rss_samples = []
        rss_warm = None
        while clicks < total_clicks:
            # Spread the clicks evenly over the run; the timer runs meanwhile.
            pause = started + duration * clicks / total_clicks - time.monotonic()
            if pause > 0:
                time.sleep(pause)

            # The Count label widens at 10, 100, 1000, ... and the button moves right.
            digits = len(str(clicks))
            if digits != target_digits:
                old = target
                poll("the Increment button to move after Count widened", lambda: centre(increment) != old, timeout=5)
                target, target_digits = centre(increment), digits

            number = clicks + 1
            if number % 100 == 50:
                kind = "atspi"
                do_action(increment, "click")  # runs the activate animation (~250 ms) first
            elif number % 100 == 0:
                kind = "xdotool"
                subprocess.run(["xdotool", "mousemove", "--window", window, str(target[0]), str(target[1]), "click", "1"],
                               check=True)
            else:
                kind = "xtest"
                pointer.click(*target)
            clicks = number
            counts[kind] += 1
            # Each click is verified before the next: GTK 4.8 itself drops some clicks that
            # arrive in quick succession while the window relayouts (seen with a plain C
            # GtkButton and label too), so a burst would not tell a lost click of ours.
            wait_for_count(count_label, clicks, kind)

            if clicks % 100 == 0:
                check_timer(f"after {clicks} clicks")
                rss_samples.append(rss_kb(pid))
                if rss_warm is None and clicks >= total_clicks / 10:
                    rss_warm = rss_samples[-1]

        # Let the timer run to the end of the soak, then the final checks.
        remaining_time = started + duration - time.monotonic()
        if remaining_time > 0:
            time.sleep(remaining_time)
        if text_of(count_label) != str(total_clicks):
            fail(f"Count reads {text_of(count_label)!r} after {clicks} clicks, expected {total_clicks}")
        check_timer("at the end")
        final_offset = offsets[-1]
        elapsed = time.monotonic() - started
        shown = text_of(time_label)
        rss_end = rss_kb(pid)
        if rss_warm is None:
            rss_warm = rss_samples[0] if rss_samples else rss_end
        growth = rss_end - rss_warm

        subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID,
                        "--object-path", "/" + APP_ID.replace(".", "/"),
                        "--method", "org.gtk.Actions.Activate", "quit", "[]", "{}"],
                       check=True, capture_output=True)
        status = app_process.wait(timeout=30)
        print(f"soak: {clicks} clicks, each verified ({counts['xtest']} real pointer clicks through XTest, "
              f"{counts['xdotool']} through xdotool, {counts['atspi']} AT-SPI click actions), Count reads "
              f"{total_clicks}; timer {shown} after {elapsed:.1f} s of wall time since Start "
              f"(final offset {final_offset:+.2f} s; over {len(offsets)} samples the offset stayed within "
              f"[{min(offsets):+.2f}, {max(offsets):+.2f}] s, limit ±{DRIFT_LIMIT:.0f} s); "
              f"VmRSS {rss_warm} kB after warm-up ({total_clicks // 10} clicks) -> {rss_end} kB at the end "
              f"({growth:+d} kB, limit +{RSS_LIMIT_KB} kB; samples min {min(rss_samples + [rss_end])} kB, "
              f"max {max(rss_samples + [rss_end])} kB); app exit status {status}")
        if growth >= RSS_LIMIT_KB:
            fail(f"resident memory grew by {growth} kB after warm-up (limit {RSS_LIMIT_KB} kB)")
        if status != 0:
            fail(f"the app exited with status {status}")
    finally:
        if app_process.poll() is None:
            app_process.kill()
            app_process.wait()
        shutil.rmtree(config, ignore_errors=True)


if __name__ == "__main__":
    main()
