#!/usr/bin/python3
"""End-to-end test of counter-timer, driven as a person would: through the accessibility
tree (AT-SPI) and real pointer clicks (xdotool), under Xvfb in a private D-Bus session.

Run it through scripts/with-display:
    scripts/with-display /usr/bin/python3 Tests/EndToEnd/e2e.py .build/debug/counter-timer Resources/screenshot.png
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

APP_ID = "io.github.combinegtk.CounterTimer"
DEADLINE = 10.0


def fail(message):
    print(f"e2e: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def poll(what, condition, timeout=DEADLINE, interval=0.05):
    """Returns condition()'s first truthy value, or fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            fail(f"timed out waiting for {what}")
        time.sleep(interval)


def find_app(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            pass
    return None


def find(node, name):
    """The first descendant whose accessible name is `name`."""
    if node is None:
        return None
    try:
        if node.name == name:
            return node
        for child in node:
            found = find(child, name)
            if found is not None:
                return found
    except Exception:
        return None
    return None


def text_of(accessible):
    text = accessible.queryText()
    return text.getText(0, text.characterCount)  # getText(0, -1) is empty in GTK 4.8


def do_action(accessible, action_name):
    actions = accessible.queryAction()
    for index in range(actions.nActions):
        if actions.getName(index) == action_name:
            actions.doAction(index)
            return
    fail(f"{accessible.name} has no action {action_name}")


def is_sensitive(accessible):
    return accessible.getState().contains(pyatspi.STATE_SENSITIVE)


def window_id(pid):
    out = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", "Counter Timer"],
                         capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def pointer_click(accessible, window):
    extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x = extents.x + extents.width // 2
    y = extents.y + extents.height // 2
    # No --sync: it hangs when the pointer is already there.
    subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y), "click", "1"], check=True)


def expect_text(label, expected, timeout=DEADLINE):
    poll(f"{label.name} to read {expected!r} (reads {text_of(label)!r})", lambda: text_of(label) == expected, timeout)


def screenshot_environment(prefix):
    """A new GTK configuration folder (remove it when done) and the environment that makes
    screenshots the same on every machine: the cairo renderer, scale 1, no animations or
    cursor blink, a fixed font, GLib's memory settings backend, English."""
    config = tempfile.mkdtemp(prefix=prefix)
    os.makedirs(os.path.join(config, "gtk-4.0"))
    shutil.copy(os.path.join(os.path.dirname(__file__), "settings.ini"), os.path.join(config, "gtk-4.0", "settings.ini"))
    env = dict(os.environ, GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory", GDK_SCALE="1", XDG_CONFIG_HOME=config)
    env.pop("GTK_A11Y", None)
    # English, whatever the desktop speaks: translations.py is the German run.
    env.pop("LANGUAGE", None)
    env["LC_ALL"] = "C.UTF-8"
    return config, env


def main():
    if len(sys.argv) != 3:
        fail("usage: e2e.py PATH/TO/counter-timer SCREENSHOT.png")
    binary, screenshot = sys.argv[1], sys.argv[2]

    config, env = screenshot_environment("counter-timer-e2e-")

    started = time.monotonic()
    # Its own process group, so "nothing left behind" looks at what this run started only.
    app_process = subprocess.Popen([binary], env=env, start_new_session=True)
    try:
        app = poll("the app on the accessibility bus", lambda: find_app(app_process.pid))
        names = ["Increment", "Count", "Start", "Pause", "Reset", "Elapsed time", "Timer status", "Feature switch", "Switch state"]
        widgets = {name: poll(f"a widget named {name!r}", lambda name=name: find(app, name)) for name in names}
        window = poll("the window on X", lambda: window_id(app_process.pid))

        # Counter: one real pointer click, two through the accessible action.
        expect_text(widgets["Count"], "0")
        pointer_click(widgets["Increment"], window)
        expect_text(widgets["Count"], "1")
        # A button's "click" action ends its press animation before "clicked": one at a time.
        do_action(widgets["Increment"], "click")
        expect_text(widgets["Count"], "2")
        do_action(widgets["Increment"], "click")
        expect_text(widgets["Count"], "3")

        # Timer: start, reach 00:02, pause, stays, reset.
        expect_text(widgets["Elapsed time"], "00:00")
        if is_sensitive(widgets["Pause"]):
            fail("Pause is enabled before the timer started")
        pointer_click(widgets["Start"], window)
        expect_text(widgets["Timer status"], "Running")
        expect_text(widgets["Elapsed time"], "00:02", timeout=6)
        do_action(widgets["Pause"], "click")
        poll("Start to be enabled again (paused)", lambda: is_sensitive(widgets["Start"]))
        if is_sensitive(widgets["Pause"]):
            fail("Pause is still enabled while paused")
        paused = text_of(widgets["Elapsed time"])
        if paused not in ("00:02", "00:03"):
            fail(f"paused at {paused}, expected 00:02")
        expect_text(widgets["Timer status"], f"Paused at {paused}")
        time.sleep(1.5)  # the one wait that is the assertion: a paused timer must not move
        if text_of(widgets["Elapsed time"]) != paused:
            fail(f"timer moved while paused: {paused} -> {text_of(widgets['Elapsed time'])}")
        do_action(widgets["Reset"], "click")
        expect_text(widgets["Elapsed time"], "00:00")
        # The click shows "Reset" and starts a main-actor task that sleeps for a second, then
        # shows "Ready": Swift concurrency runs on the GTK main loop. ("Reset" may be gone
        # before a poll sees it on a loaded machine; "Ready" is the task's work.)
        poll("the status line to leave 'Paused at …'",
             lambda: text_of(widgets["Timer status"]) in ("Reset", "Ready"))
        expect_text(widgets["Timer status"], "Ready", timeout=5)

        # Keyboard: Space starts and pauses, Ctrl+R resets (focus the window: no window manager).
        subprocess.run(["xdotool", "windowfocus", window], check=True)
        subprocess.run(["xdotool", "key", "space"], check=True)
        poll("Space to start the timer", lambda: is_sensitive(widgets["Pause"]))
        subprocess.run(["xdotool", "key", "space"], check=True)
        poll("Space to pause the timer", lambda: is_sensitive(widgets["Start"]))
        subprocess.run(["xdotool", "key", "ctrl+r"], check=True)
        poll("Ctrl+R to reset the timer", lambda: not is_sensitive(widgets["Reset"]))
        expect_text(widgets["Elapsed time"], "00:00")

        # Switch: on, then off.
        expect_text(widgets["Switch state"], "Off")
        do_action(widgets["Feature switch"], "toggle")
        expect_text(widgets["Switch state"], "On")
        poll("the switch to be checked",
             lambda: widgets["Feature switch"].getState().contains(pyatspi.STATE_CHECKED))
        screenshot_tmp = screenshot + ".tmp.png"
        subprocess.run(["import", "-window", window, screenshot_tmp], check=True)
        os.replace(screenshot_tmp, screenshot)
        do_action(widgets["Feature switch"], "toggle")
        expect_text(widgets["Switch state"], "Off")

        # Quit through the application's quit action, over D-Bus.
        subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID,
                        "--object-path", "/" + APP_ID.replace(".", "/"),
                        "--method", "org.gtk.Actions.Activate", "quit", "[]", "{}"],
                       check=True, capture_output=True)
        try:
            status = app_process.wait(timeout=DEADLINE)
        except subprocess.TimeoutExpired:
            fail("the app did not exit after the quit action")
        if status != 0:
            fail(f"the app exited with status {status}")
        leftover = subprocess.run(["pgrep", "-g", str(app_process.pid)], capture_output=True, text=True).stdout.split()
        if leftover:
            fail(f"processes left behind: {leftover}")
        print(f"e2e: PASS in {time.monotonic() - started:.1f} s "
              f"(3 increments, timer 00:02/pause/reset, a main-actor task's status line, Space/Ctrl+R, switch on/off, screenshot {screenshot})")
    finally:
        if app_process.poll() is None:
            app_process.kill()
            app_process.wait()
        shutil.rmtree(config, ignore_errors=True)


if __name__ == "__main__":
    main()
