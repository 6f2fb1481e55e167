#!/usr/bin/python3
"""The widget declared in Swift that draws itself (Examples/CustomWidget, `custom-widget`): a
progress ring driven by a slider. Moves the slider with real key presses and a pointer click,
reads the ring through AT-SPI (its role, name and description) and counts the pixels of its
blue arc in screenshots: none at 0 %, more at 75 % than at 25 %. Saves the screenshot the
README shows.

    scripts/with-display /usr/bin/python3 Tests/EndToEnd/custom_widget.py .build/debug/custom-widget Resources/custom-widget.png
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from e2e import DEADLINE, fail, find, find_app, poll, screenshot_environment  # noqa: E402

import pyatspi  # noqa: E402

ARC = (0x35, 0x84, 0xE4)  # the ring's blue (ProgressRing.snapshot)


def x_window(pid):
    found = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", "Progress ring"],
                           capture_output=True, text=True).stdout.split()
    return found[0] if found else None


def arc_pixels(window, ring, path):
    """Screenshots `window` into `path` and counts the pixels of the ring's area that are its
    arc's blue (the slider's blue track is outside that area)."""
    subprocess.run(["import", "-window", window, path], check=True)
    box = ring.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    histogram = subprocess.run(["convert", path, "-crop", f"{box.width}x{box.height}+{box.x}+{box.y}", "+repage",
                                "-depth", "8", "-format", "%c", "histogram:info:-"],
                               capture_output=True, text=True, check=True).stdout
    count = 0
    for line in histogram.splitlines():
        # "   1234: ( 53,132,228) #3584E4 srgb(53,132,228)"
        pixels, _, rest = line.partition(":")
        colour = rest.strip().split(")")[0].lstrip("(").split(",")
        if len(colour) >= 3 and all(abs(int(c) - a) <= 8 for c, a in zip(colour[:3], ARC)):
            count += int(pixels)
    return count


def main():
    if len(sys.argv) != 3:
        fail("usage: custom_widget.py PATH/TO/custom-widget SCREENSHOT.png")
    binary, screenshot = sys.argv[1], sys.argv[2]
    config, env = screenshot_environment("custom-widget-e2e-")
    shots = tempfile.mkdtemp(prefix="custom-widget-shots-")

    started = time.monotonic()
    process = subprocess.Popen([binary], env=env, start_new_session=True)
    try:
        app = poll("custom-widget on the accessibility bus", lambda: find_app(process.pid))
        ring = poll("the ring, named Progress", lambda: find(app, "Progress"))
        if ring.getRoleName() != "progress bar":
            fail(f"the ring's role is {ring.getRoleName()!r}, not 'progress bar'")
        slider = poll("the slider, named Fraction", lambda: find(app, "Fraction"))
        window = poll("the window on X", lambda: x_window(process.pid))
        poll("the ring to read 25 %", lambda: ring.description == "25 %")

        def shows(what, condition):
            """Takes screenshots until the arc's pixel count satisfies `condition`; returns it."""
            deadline = time.monotonic() + DEADLINE
            counts = []
            while True:
                counts.append(arc_pixels(window, ring, os.path.join(shots, "shot.png")))
                if condition(counts[-1]):
                    return counts[-1]
                if time.monotonic() > deadline:
                    fail(f"timed out waiting for {what} (arc pixels, the last screenshots: {counts[-3:]})")
                time.sleep(0.05)

        quarter = shows("a quarter of the ring drawn", lambda count: count > 200)

        # Keys go to the focused widget: focus the slider with a click (at about 25 %), then Home.
        subprocess.run(["xdotool", "windowfocus", window], check=True)
        trough = slider.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        subprocess.run(["xdotool", "mousemove", "--window", window, str(trough.x + trough.width // 4),
                        str(trough.y + trough.height // 2), "click", "1"], check=True)
        poll("the slider to have the focus", lambda: slider.getState().contains(pyatspi.STATE_FOCUSED))
        subprocess.run(["xdotool", "key", "Home"], check=True)
        poll(f"Home to empty the ring (it reads {ring.description!r})", lambda: ring.description == "0 %")
        shows("no arc at 0 %", lambda count: count == 0)

        # A click on the trough moves the knob there (GTK's primary button warps the slider).
        subprocess.run(["xdotool", "mousemove", "--window", window, str(trough.x + trough.width * 3 // 4),
                        str(trough.y + trough.height // 2), "click", "1"], check=True)
        poll(f"the click to fill about three quarters (the ring reads {ring.description!r})",
             lambda: ring.description.endswith(" %") and 60 <= int(ring.description[:-2]) <= 90)
        value = slider.queryValue().currentValue
        if ring.description != f"{round(value * 100)} %":
            fail(f"the ring reads {ring.description!r}, the slider {value}")
        more = shows(f"more arc at {ring.description} than at 25 % ({quarter} pixels)",
                     lambda count: count > 2 * quarter)
        os.replace(os.path.join(shots, "shot.png"), screenshot)
        filled = ring.description

        os.killpg(process.pid, 15)
        process.wait(timeout=10)
        print(f"custom-widget: PASS in {time.monotonic() - started:.1f} s (a progress ring declared in Swift, "
              f"role and description through AT-SPI, its arc redrawn as the slider moves by key and click: "
              f"25 % {quarter} px, 0 % none, {filled} {more} px; screenshot {screenshot})")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        shutil.rmtree(config, ignore_errors=True)
        shutil.rmtree(shots, ignore_errors=True)


if __name__ == "__main__":
    main()
