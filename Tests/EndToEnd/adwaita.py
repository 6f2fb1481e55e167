#!/usr/bin/python3
"""The libadwaita showcase (Examples/Adwaita, `adwaita-example`) used through AT-SPI: a window
with header bars, a leaflet, boxed lists of action rows; removing a task shows a toast whose
Undo brings it back; "New list" opens a message dialog whose response adds a list. Saves the
screenshot the README shows (the window with its toast and the dialog over it).

    scripts/with-display /usr/bin/python3 Tests/EndToEnd/adwaita.py .build/debug/adwaita-example Resources/adwaita.png
"""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from e2e import do_action, fail, find, find_app, poll, screenshot_environment  # noqa: E402
from examples import descendants, label_reading  # noqa: E402


def button(app, label):
    """The push button showing `label`. libadwaita 1.2 names some by their labels: a message
    dialog's response button has two (for its wide and narrow layouts), so its name is the
    label twice."""
    for node in descendants(app):
        try:
            if node.getRoleName() == "push button" and node.name.split(" ")[0] == label:
                return node
        except Exception:
            pass
    return None


def x_windows(pid, name=None):
    """The visible X windows of process `pid` (named `name`, if given)."""
    command = ["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible"] + (["--name", name] if name else [])
    return subprocess.run(command, capture_output=True, text=True).stdout.split()


def x_window(pid, name):
    found = x_windows(pid, name)
    return found[0] if found else None


def main():
    if len(sys.argv) != 3:
        fail("usage: adwaita.py PATH/TO/adwaita-example SCREENSHOT.png")
    binary, screenshot = sys.argv[1], sys.argv[2]
    config, env = screenshot_environment("adwaita-e2e-")

    started = time.monotonic()
    process = subprocess.Popen([binary], env=env, start_new_session=True)
    try:
        app = poll("adwaita-example on the accessibility bus", lambda: find_app(process.pid))
        for name in ("Inbox", "Groceries", "Work", "Buy milk", "Renew the passport", "4 tasks"):
            poll(f"the label {name!r}", lambda name=name: label_reading(app, lambda text: text == name))

        # A removal's toast, whose Undo brings the task back; then another for the screenshot
        # (a toast stays 5 s: the Undo comes first, before the dialog).
        do_action(poll("the remove button of Buy milk", lambda: find(app, "Remove Buy milk")), "click")
        poll("Buy milk's row gone", lambda: label_reading(app, lambda text: text == "Buy milk") is None)
        poll("the toast", lambda: label_reading(app, lambda text: text == "“Buy milk” removed"))
        poll("the task count", lambda: label_reading(app, lambda text: text == "3 tasks"))
        do_action(poll("the toast's Undo button", lambda: button(app, "Undo")), "click")
        poll("Undo to bring Buy milk back", lambda: label_reading(app, lambda text: text == "Buy milk"))
        poll("the task count", lambda: label_reading(app, lambda text: text == "4 tasks"))
        do_action(poll("the remove button of Buy milk", lambda: find(app, "Remove Buy milk")), "click")
        poll("the second toast", lambda: label_reading(app, lambda text: text == "“Buy milk” removed"))

        do_action(poll("the New list button", lambda: find(app, "New list")), "click")
        poll("the message dialog", lambda: label_reading(app, lambda text: text == "New Collection"))
        # No window manager places the dialog: put it over the middle of the window, as one would.
        window = poll("the window on X", lambda: x_window(process.pid, "Tasks"))
        dialog = poll("the dialog on X", lambda: next((w for w in x_windows(process.pid) if w != window), None))
        subprocess.run(["xdotool", "windowmove", dialog, "190", "150"], check=True)
        poll("the dialog moved", lambda: "Position: 190,150" in subprocess.run(
            ["xdotool", "getwindowgeometry", dialog], capture_output=True, text=True).stdout)
        if label_reading(app, lambda text: text == "“Buy milk” removed") is None:
            fail("the toast timed out before the screenshot (a loaded machine?)")
        screenshot_tmp = screenshot + ".tmp.png"
        subprocess.run(["import", "-window", "root", "-crop", "720x460+0+0", screenshot_tmp], check=True)
        os.replace(screenshot_tmp, screenshot)

        do_action(poll("the dialog's Create button", lambda: button(app, "Create")), "click")
        poll("the list the dialog's response added", lambda: label_reading(app, lambda text: text == "List 4"))
        os.killpg(process.pid, 15)
        process.wait(timeout=10)
        print(f"adwaita: PASS in {time.monotonic() - started:.1f} s (boxed lists of action rows in a leaflet, "
              f"a removal's toast and its Undo, the message dialog's response, screenshot {screenshot})")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        shutil.rmtree(config, ignore_errors=True)


if __name__ == "__main__":
    main()
