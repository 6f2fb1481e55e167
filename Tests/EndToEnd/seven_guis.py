#!/usr/bin/python3
"""Runs each 7GUIs task of Examples/SevenGUIs as built and uses it as a person would: real
pointer clicks and key presses (xdotool), reading the widgets through AT-SPI; saves a
screenshot of each task's window to SCREENSHOT_DIR/<task>.png for the README.

    scripts/with-display /usr/bin/python3 Tests/EndToEnd/seven_guis.py .build/debug/seven-guis Resources/seven-guis
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from e2e import do_action, fail, find, find_app, is_sensitive, poll, text_of  # noqa: E402
from examples import find_role, label_reading  # noqa: E402

import pyatspi  # noqa: E402


def window_of(pid, title):
    def search():
        out = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", title],
                             capture_output=True, text=True).stdout.split()
        return out[0] if out else None
    return poll(f"the {title} window", search)


def click(accessible, window):
    extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    subprocess.run(["xdotool", "mousemove", "--window", window, str(extents.x + extents.width // 2),
                    str(extents.y + extents.height // 2), "click", "1"], check=True)


def type_into(entry, window, text):
    """Focuses `entry` with a real click, selects what it holds and types `text` over it."""
    click(entry, window)
    subprocess.run(["xdotool", "key", "--window", window, "ctrl+a"], check=True)
    subprocess.run(["xdotool", "type", "--window", window, "--delay", "20", "--", text], check=True)


def run_task(binary, task, title, body, screenshots):
    process = subprocess.Popen([binary, task], env=dict(os.environ, GSETTINGS_BACKEND="memory"), start_new_session=True)
    try:
        app = poll(f"seven-guis {task} on the accessibility bus", lambda: find_app(process.pid))
        window = window_of(process.pid, title)
        body(app, window)
        shot = os.path.join(screenshots, f"{task}.png")
        subprocess.run(["import", "-window", window, shot + ".tmp.png"], check=True)
        os.replace(shot + ".tmp.png", shot)
        os.killpg(process.pid, 15)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def counter(app, window):
    # A GTK label's accessible name is its text: found by its text, then held.
    value = poll("the count reading 0", lambda: label_reading(app, lambda text: text == "0"))
    button = poll("the Count button", lambda: find_role(app, "push button", "Count"))
    click(button, window)
    poll("the count to read 1 after a click", lambda: text_of(value) == "1")
    do_action(button, "click")
    poll("the count to read 2", lambda: text_of(value) == "2")


def temperature(app, window):
    celsius = poll("the Celsius field", lambda: find(app, "Celsius"))
    fahrenheit = poll("the Fahrenheit field", lambda: find(app, "Fahrenheit"))
    type_into(celsius, window, "100")
    poll("212 °F for 100 °C", lambda: text_of(fahrenheit) == "212")
    type_into(fahrenheit, window, "-40")
    poll("-40 °C for -40 °F", lambda: text_of(celsius) == "-40")
    type_into(celsius, window, "5x")
    time.sleep(0.3)  # nothing is expected to happen; give a wrong conversion time to show
    if text_of(fahrenheit) != "41":
        fail(f"typing '5x' should leave the conversion of '5' (41), Fahrenheit reads {text_of(fahrenheit)!r}")


def flight(app, window):
    start = poll("the start date", lambda: find(app, "Start date"))
    back = poll("the return date", lambda: find(app, "Return date"))
    book = poll("the Book button", lambda: find_role(app, "push button", "Book"))
    if is_sensitive(back):
        fail("the return date is editable for a one-way flight")
    type_into(start, window, "31.04.2014")
    poll("Book disabled for 31.04.2014", lambda: not is_sensitive(book))
    type_into(start, window, "01.04.2014")
    poll("Book enabled again", lambda: is_sensitive(book))
    click(book, window)
    poll("the booking message", lambda: label_reading(app, lambda text: text == "You have booked a one-way flight on 01.04.2014."))


def timer(app, window):
    elapsed = poll("the elapsed time", lambda: label_reading(app, lambda text: text.endswith(" s")))
    seconds = lambda: float(text_of(elapsed).split()[0])  # noqa: E731
    poll("the timer to pass 1 s", lambda: seconds() >= 1, timeout=10)
    duration = poll("the duration slider", lambda: find(app, "Duration"))
    duration.queryValue().currentValue = 1.5
    poll("the timer to stop at 1.5 s", lambda: text_of(elapsed) == "1.5 s", timeout=10)
    reset = poll("the Reset button", lambda: find_role(app, "push button", "Reset"))
    click(reset, window)
    poll("the timer back under 1 s", lambda: seconds() < 1)


def circle(app, window):
    canvas = poll("the canvas", lambda: find(app, "Canvas"))
    undo = poll("the Undo button", lambda: find_role(app, "push button", "Undo"))
    redo = poll("the Redo button", lambda: find_role(app, "push button", "Redo"))
    origin = canvas.queryComponent().getExtents(pyatspi.WINDOW_COORDS)

    def shows(*expected):
        """Polls the canvas's text alternative (its accessible description, "Circles: 2; at 100,
        100, diameter 30, selected; …") for circles of these (diameter, selected) in order."""
        def circles():
            found = re.findall(r"at (\d+), (\d+), diameter (\d+)(, selected)?", canvas.description)
            return [(int(d), bool(s)) for _, _, d, s in found]
        poll(f"circles {expected} (the canvas reads {canvas.description!r})", lambda: circles() == list(expected))

    def at(x, y, *actions):
        subprocess.run(["xdotool", "mousemove", "--window", window, str(origin.x + x), str(origin.y + y), *actions], check=True)

    at(100, 100, "click", "1")
    shows((30, True))  # a new circle is selected
    centre = re.search(r"at (\d+), (\d+)", canvas.description).groups()
    if any(abs(int(c) - 100) > 2 for c in centre):
        fail(f"the circle is centred at {centre}, not where clicked (100, 100)")
    at(200, 150, "click", "1")
    shows((30, False), (30, True))
    click(undo, window)
    shows((30, False))
    click(redo, window)
    shows((30, False), (30, False))
    at(105, 95, "click", "3")  # the pointer selects the first circle; a right click opens its menu
    item = poll("the Adjust diameter.. entry", lambda: find_role(app, "push button", "Adjust diameter.."))
    do_action(item, "click")
    window_of(app.get_process_id(), "Adjust diameter")
    poll("the dialog's text", lambda: label_reading(app, lambda text: text.startswith("Adjust diameter of circle at (")))
    slider = poll("the diameter slider", lambda: find(app, "Diameter"))
    poll("the slider to have the focus", lambda: slider.getState().contains(pyatspi.STATE_FOCUSED))
    # To the focused window: keys sent to a given window (XSendEvent) do not reach GTK's slider.
    subprocess.run(["xdotool", "key", "Right", "Right", "Right", "Right", "Right"], check=True)
    shows((35, True), (30, False))  # live, from the focused slider
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    poll("the dialog to close", lambda: not subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Adjust diameter"],
                                                           capture_output=True).stdout)
    click(undo, window)
    shows((30, True), (30, False))  # the whole adjustment was one step
    click(redo, window)
    shows((35, True), (30, False))
    at(205, 155)
    shows((35, False), (30, True))  # selection follows the pointer; the screenshot shows it filled


def cells(app, window):
    """Edits cells as a person would: a double click opens the editor on a cell, typing and
    Enter commit; a cell whose formula reads another follows it."""
    sheet = poll("the sheet's rows", lambda: find_role(app, "list"))

    def cell(name):
        """The cell `name` (`B1`): the list's row 1, after the row number, column B."""
        row = sheet[int(name[1:])]
        if text_of(row[0][0]) != name[1:]:
            fail(f"row {name[1:]} of the sheet is numbered {text_of(row[0][0])!r}")
        return row[ord(name[0]) - ord("A") + 1][0]

    def open_editor(name):
        extents = cell(name).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        subprocess.run(["xdotool", "mousemove", "--window", window, str(extents.x + extents.width // 2),
                        str(extents.y + extents.height // 2), "click", "--repeat", "2", "--delay", "80", "1"], check=True)
        editor = poll(f"the editor on {name}", lambda: find_role(cell(name), "text", "Formula"))
        poll(f"the editor on {name} focused", lambda: editor.getState().contains(pyatspi.STATE_FOCUSED))
        return editor

    def edit(name, text):
        open_editor(name)
        subprocess.run(["xdotool", "type", "--window", window, "--delay", "20", "--", text], check=True)
        subprocess.run(["xdotool", "key", "--window", window, "Return"], check=True)
        return cell(name)[0]

    a0 = edit("A0", "5")
    poll(f"A0 to show 5 (shows {text_of(a0)!r})", lambda: text_of(a0) == "5")
    b1 = edit("B1", "=A0*2")
    poll(f"B1 (=A0*2) to show 10 (shows {text_of(b1)!r})", lambda: text_of(b1) == "10")
    edit("A0", "7")
    poll(f"B1 to follow A0 = 7 with 14 (shows {text_of(b1)!r})", lambda: text_of(b1) == "14")
    editor = open_editor("B1")
    poll(f"the editor to show B1's formula (shows {text_of(editor)!r})", lambda: text_of(editor) == "=A0*2")

def crud(app, window):
    prefix, name, surname = (poll(f"the {what} field", lambda: find(app, what)) for what in ("Filter prefix", "Name", "Surname"))
    create, update, delete = (poll(f"the {what} button", lambda: find_role(app, "push button", what))
                              for what in ("Create", "Update", "Delete"))
    row = lambda text: label_reading(app, lambda label: label == text)  # noqa: E731
    if is_sensitive(update) or is_sensitive(delete):
        fail("Update and Delete are enabled with nothing selected")
    for first, last in (("Hans", "Emil"), ("Max", "Mus")):
        type_into(name, window, first)
        type_into(surname, window, last)
        click(create, window)
        poll(f"the row {last}, {first}", lambda: row(f"{last}, {first}"))
    type_into(prefix, window, "M")
    poll("the filter hiding Emil, Hans", lambda: row("Emil, Hans") is None and row("Mus, Max"))
    click(row("Mus, Max"), window)
    poll("Update and Delete enabled by the selection", lambda: is_sensitive(update) and is_sensitive(delete))
    type_into(name, window, "Maxi")
    type_into(surname, window, "Mut")
    click(update, window)
    poll("the row updated", lambda: row("Mut, Maxi") and row("Mus, Max") is None)
    click(delete, window)
    poll("the row deleted, nothing selected",
         lambda: row("Mut, Maxi") is None and not is_sensitive(update) and not is_sensitive(delete))
    click(prefix, window)
    subprocess.run(["xdotool", "key", "--window", window, "ctrl+a", "BackSpace"], check=True)
    poll("Emil, Hans back without the filter", lambda: row("Emil, Hans"))
    click(row("Emil, Hans"), window)
    poll("Update enabled by selecting Emil, Hans", lambda: is_sensitive(update))


def main():
    if len(sys.argv) != 3:
        fail("usage: seven_guis.py SEVEN_GUIS_BINARY SCREENSHOT_DIR")
    binary, screenshots = sys.argv[1], sys.argv[2]
    os.makedirs(screenshots, exist_ok=True)
    started = time.monotonic()
    run_task(binary, "counter", "Counter", counter, screenshots)
    run_task(binary, "temperature", "TempConv", temperature, screenshots)
    run_task(binary, "flight", "Book Flight", flight, screenshots)
    run_task(binary, "timer", "Timer", timer, screenshots)
    run_task(binary, "crud", "CRUD", crud, screenshots)
    run_task(binary, "circle", "Circle Drawer", circle, screenshots)
    run_task(binary, "cells", "Cells", cells, screenshots)
    print(f"seven-guis: PASS in {time.monotonic() - started:.1f} s (counter, temperature converter, flight booker, "
          f"timer, crud, circle drawer, cells; screenshots in {screenshots})")


if __name__ == "__main__":
    main()
