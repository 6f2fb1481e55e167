#!/usr/bin/python3
"""Runs the README's examples as built programs and uses them through AT-SPI, so the README's
code is known to work as pasted (Tests/CombineGTKTests/ReadmeTests.swift checks the README
shows these files as they are).

    scripts/with-display /usr/bin/python3 Tests/EndToEnd/examples.py .build/debug
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from e2e import do_action, fail, find_app, poll, pointer_click, text_of  # noqa: E402

import pyatspi  # noqa: E402


def descendants(node):
    try:
        for child in node:
            yield child
            yield from descendants(child)
    except Exception:
        return


def find_role(app, role, name=None):
    for node in descendants(app):
        try:
            if node.getRoleName() == role and (name is None or node.name == name):
                return node
        except Exception:
            pass
    return None


def label_reading(app, condition):
    """The first label whose text satisfies `condition`, or None."""
    for node in descendants(app):
        try:
            if node.getRoleName() == "label" and condition(text_of(node)):
                return node
        except Exception:
            pass
    return None


def run_example(binary, body):
    process = subprocess.Popen([binary], env=dict(os.environ, GSETTINGS_BACKEND="memory"), start_new_session=True)
    try:
        app = poll(f"{os.path.basename(binary)} on the accessibility bus", lambda: find_app(process.pid))
        body(app, process.pid) if body.__code__.co_argcount == 2 else body(app)
        os.killpg(process.pid, 15)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def counter(app):
    button = poll("the +1 button", lambda: find_role(app, "push button", "+1"))
    poll("the count to read 0", lambda: label_reading(app, lambda text: text == "0"))
    do_action(button, "click")
    poll("the count to read 1", lambda: label_reading(app, lambda text: text == "1"))
    do_action(button, "click")
    poll("the count to read 2", lambda: label_reading(app, lambda text: text == "2"))


def dice(app):
    poll("the title set from DispatchQueue.main", lambda: find_role(app, "frame", "Dice: ready"))
    button = poll("the Roll button", lambda: find_role(app, "push button", "Roll"))
    poll("the result label", lambda: label_reading(app, lambda text: text == "Not rolled yet"))
    do_action(button, "click")
    rolled = poll("a roll's result (a main-actor task awaiting off the main actor)",
                  lambda: label_reading(app, lambda text: text.startswith("Rolled ")))
    value = text_of(rolled).removeprefix("Rolled ")
    if value not in {"1", "2", "3", "4", "5", "6"}:
        fail(f"the die rolled {value!r}")


def greeter(app):
    poll("the greeting from the async startup",
         lambda: label_reading(app, lambda text: text == "Hello from an async startup"))


def names(app, pid):
    """A ListView bound to a publisher of arrays: rows appear as the array grows, a click
    selects a row (the selection reaches the model), a rename updates the row in place and
    keeps the selection, and removing the selected element clears the selection."""
    status = poll("the selection label", lambda: find_role(app, "label", "Selection"))
    for name in ("Ada", "Alan", "Grace"):
        poll(f"the row {name}", lambda: label_reading(app, lambda text: text == name))
    do_action(poll("the Add button", lambda: find_role(app, "push button", "Add")), "click")
    poll("the added row", lambda: label_reading(app, lambda text: text == "Person 4"))
    window = poll("the Names window", lambda: window_of(pid, "Names"))
    pointer_click(label_reading(app, lambda text: text == "Alan"), window)
    poll("Alan selected (reads {text_of(status)!r})", lambda: text_of(status) == "Selected: Alan")
    do_action(find_role(app, "push button", "Shout"), "click")
    poll("the row renamed in place, still selected",
         lambda: label_reading(app, lambda text: text == "ALAN") and text_of(status) == "Selected: ALAN")
    do_action(find_role(app, "push button", "Remove"), "click")
    poll("the row removed and nothing selected",
         lambda: label_reading(app, lambda text: text == "ALAN") is None and text_of(status) == "Nothing selected")


def builder(app):
    """window.ui and greeting.blp from the GResources plugin's bundle; the button's .ui
    handler is a Swift closure."""
    button = poll("the Greet button from window.ui", lambda: find_role(app, "push button", "Greet"))
    poll("the label from greeting.blp", lambda: label_reading(app, lambda text: text == "Not greeted yet"))
    do_action(button, "click")
    poll("the .ui handler's greeting", lambda: label_reading(app, lambda text: text == "Hello from a .ui handler"))


def window_of(pid, title):
    out = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", title],
                         capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def exits_after_first_paint(binary):
    """COMBINEGTK_EXIT_AFTER_FIRST_PAINT (make bench's start-up timing) ends a program with
    status 0 once its window is painted; without a window it would never end."""
    env = dict(os.environ, GSETTINGS_BACKEND="memory", COMBINEGTK_EXIT_AFTER_FIRST_PAINT="1")
    try:
        status = subprocess.run([binary], env=env, timeout=30).returncode
    except subprocess.TimeoutExpired:
        fail(f"{os.path.basename(binary)} did not exit after its first paint within 30 s")
    if status != 0:
        fail(f"{os.path.basename(binary)} exited with status {status} after its first paint")


def main():
    if len(sys.argv) != 2:
        fail("usage: examples.py BUILD_DIR")
    build = sys.argv[1]
    started = time.monotonic()
    run_example(os.path.join(build, "counter-example"), counter)
    run_example(os.path.join(build, "dice-example"), dice)
    run_example(os.path.join(build, "greeter-example"), greeter)
    run_example(os.path.join(build, "names-example"), names)
    run_example(os.path.join(build, "builder-example"), builder)
    exits_after_first_paint(os.path.join(build, "counter-example"))
    print(f"examples: PASS in {time.monotonic() - started:.1f} s (counter 0→2, dice rolled through a main-actor task "
          f"and DispatchQueue.main, greeter's async startup, names list added to, clicked, renamed in place and "
          f"removed from, builder's .ui handler clicked, exit after first paint)")


if __name__ == "__main__":
    main()
