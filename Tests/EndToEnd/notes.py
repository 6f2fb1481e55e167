#!/usr/bin/python3
"""The Notes app (Examples/Notes, `notes`) used as a person would, through AT-SPI and real key
presses and clicks (xdotool), with its data, settings (GSettings' keyfile backend) and GTK
configuration in a temporary folder:

1. create a notebook, add two notes, type, search, change the sort order from the menu,
   delete a note and undo, change the color scheme, resize the window, quit;
2. start again and find everything as it was (notes, sort order, window size, color scheme);
3. import a text file and export a note (FileChooserNative, driven by the keyboard); kill
   the app with SIGKILL while it autosaves and find the last saved text whole;
4. start with LANGUAGE=de and read German labels.

Saves the README's screenshots (light and dark, wide and folded) into the folder given.

    scripts/with-display /usr/bin/python3 Tests/EndToEnd/notes.py .build/debug/notes Resources/notes
"""
import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from e2e import do_action, fail, find, find_app, is_sensitive, poll, text_of  # noqa: E402
from examples import descendants, label_reading  # noqa: E402

import pyatspi  # noqa: E402

APP_ID = "io.github.combinegtk.Notes"
WIDE = (900, 600)
NARROW = (400, 600)
SAVED_SIZE = (820, 560)
UNREADABLE_BYTES = b"Latin-1, not UTF-8: caf\xe9\n"


class Run:
    """One start of the app, in the test's folders; `env` adds or overrides variables."""

    def __init__(self, binary, home, **env):
        self.home = home
        environment = dict(os.environ, GSK_RENDERER="cairo", GSETTINGS_BACKEND="keyfile", GDK_SCALE="1",
                           XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
                           LC_ALL="C.UTF-8")
        for name in ("GTK_A11Y", "LANGUAGE", "COMBINEGTK_LOCALE_DIR", "GSETTINGS_SCHEMA_DIR"):
            environment.pop(name, None)
        environment.update(env)
        self.process = subprocess.Popen([binary], env=environment, start_new_session=True)
        self.app = poll("notes on the accessibility bus", lambda: find_app(self.process.pid))
        german = env.get("LANGUAGE") == "de"
        self.notes_list = "Notizen des Notizbuchs" if german else "Notes of the notebook"
        title = "Notizen" if german else "Notes"
        self.window = poll("the window on X", lambda: x_window(self.process.pid, title))

    def named(self, name, timeout=10.0):
        return poll(f"a control named {name!r}", lambda: find(self.app, name), timeout)

    def focus(self, window=None):
        subprocess.run(["xdotool", "windowfocus", window or self.window], check=True)

    def keys(self, *keys):
        """Real key presses, in the window that has the focus."""
        subprocess.run(["xdotool", "key", "--delay", "20", *keys], check=True)

    def type(self, text):
        """Real key presses typing `text` (xdotool's type drops newlines: Return for each)."""
        for number, line in enumerate(text.split("\n")):
            if number:
                self.keys("Return")
            if line:
                subprocess.run(["xdotool", "type", "--delay", "5", line], check=True)

    def click(self, accessible, window=None):
        """A real pointer click at the middle of `accessible`."""
        extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
        subprocess.run(["xdotool", "mousemove", "--window", window or self.window, str(x), str(y), "click", "1"],
                       check=True)

    def label(self, text):
        return label_reading(self.app, lambda reading: reading == text)

    def labels(self):
        found = []
        for node in descendants(self.app):
            try:
                if node.getRoleName() == "label":
                    found.append(text_of(node))
            except Exception:
                pass
        return found

    def quit(self):
        self.focus()
        self.keys("ctrl+q")
        try:
            status = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            fail("the app did not exit after Ctrl+Q")
        if status != 0:
            fail(f"the app exited with status {status}")

    def kill(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


def x_window(pid, name):
    found = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", f"^{name}$"],
                           capture_output=True, text=True).stdout.split()
    return found[0] if found else None


def x_windows(pid):
    return subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", ".*"],
                          capture_output=True, text=True).stdout.split()


def geometry(window):
    out = subprocess.run(["xdotool", "getwindowgeometry", window], capture_output=True, text=True).stdout
    size = out.split("Geometry:")[1].split()[0]
    width, height = size.split("x")
    return int(width), int(height)


def resize(run, size):
    subprocess.run(["xdotool", "windowsize", run.window, str(size[0]), str(size[1])], check=True)
    poll(f"the window at {size[0]}x{size[1]}", lambda: geometry(run.window) == size)


def button(run, label):
    """The push button labelled `label` (a message dialog's or a toast's: libadwaita 1.2
    names a dialog's response button by its label twice, for its two layouts)."""
    for node in descendants(run.app):
        try:
            if node.getRoleName() == "push button" and node.name.split(" ")[-1] == label:
                return node
        except Exception:
            pass
    return None


def note_titles(run):
    """The titles the notes list shows, top to bottom."""
    notes_list = run.named(run.notes_list)
    rows = []
    for node in descendants(notes_list):
        try:
            # A row is a box named after the note, holding its title and a preview.
            if node.getRoleName() == "label" and text_of(node) == node.parent.name:
                extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                rows.append((extents.y, text_of(node)))
        except Exception:
            pass
    return [text for _, text in sorted(rows)]


def titles_are(run, expected):
    return lambda: [title for title in note_titles(run) if title in expected] == expected


def mean_brightness(window):
    """The window's mean brightness, 0 (black) to 1 (white), from a screenshot."""
    out = subprocess.run(["import", "-window", window, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"],
                         capture_output=True, text=True, check=True).stdout
    return float(out)


def window_image(window):
    return subprocess.run(["import", "-window", window, "ppm:-"], capture_output=True, check=True).stdout


def screenshot(window, path):
    temporary = path + ".tmp.png"
    subprocess.run(["import", "-window", window, temporary], check=True)
    os.replace(temporary, path)


def keyfile(home):
    path = os.path.join(home, "config", "glib-2.0", "settings", "keyfile")
    return open(path).read() if os.path.exists(path) else ""


def note_files(home, notebook):
    return sorted(glob.glob(os.path.join(home, "data", APP_ID, notebook, "*.txt")))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def dialog_window(run, title):
    """The X window of the dialog (or other window) titled `title`."""
    return poll(f"the window {title!r} on X", lambda: x_window(run.process.pid, title))


def radio(run, name):
    """The radio button of the preferences' row `name`."""
    for node in descendants(run.app):
        try:
            if node.name == name and node.getRoleName() == "list item":
                return next((child for child in descendants(node)
                             if child.getRoleName() in ("radio button", "check box")), None)
        except Exception:
            pass
    return None


def note_label(run, title):
    """The title label of the notes list's row of `title`."""
    notes_list = run.named(run.notes_list)
    for node in descendants(notes_list):
        try:
            if node.getRoleName() == "label" and node.parent.name == title and text_of(node) == title:
                return node
        except Exception:
            pass
    return None


def second_run(run, shots):
    """Everything as it was: the notebook, the notes in title order, the dark style, the size."""
    poll("the notebook", lambda: run.label("Work"))
    poll("the notes, by title as chosen", titles_are(run, ["Apples", "Zebra crossing"]))
    poll("the window's size as it was", lambda: geometry(run.window) == SAVED_SIZE)
    poll("the dark style kept", lambda: mean_brightness(run.window) < 0.5)
    if "sort-order='title'" not in keyfile(run.home):
        fail("the sort order is not in the settings")

    # Dark, wide and folded, for the README.
    resize(run, WIDE)
    run.click(poll("the row of Apples", lambda: note_label(run, "Apples")))
    editor = run.named("Note text")
    poll("Apples in the editor", lambda: text_of(editor) == "Apples\nred and green\n")
    screenshot(run.window, os.path.join(shots, "dark-wide.png"))
    resize(run, NARROW)
    poll("the editor, folded", lambda: run.named("Back to notes").getState().contains(pyatspi.STATE_VISIBLE))
    screenshot(run.window, os.path.join(shots, "dark-folded.png"))
    resize(run, WIDE)


def killed_while_saving(run):
    """Imports a 2 MB text file (Ctrl+O), exports the note (Ctrl+E), then types in it: saved a
    second after the typing pauses, and SIGKILL as that save runs leaves either the text saved
    before or the new one, whole, never a truncated note. Returns what was seen."""
    imported = os.path.join(run.home, "big.txt")
    text = "Big import\n" + "0123456789 abcdefghij klmnopqrst uvwxyz\n" * 50000
    with open(imported, "w", encoding="utf-8") as f:
        f.write(text)
    run.focus()
    run.keys("ctrl+o")
    chooser = dialog_window(run, "Import Text File")
    run.focus(chooser)
    run.keys("ctrl+l")
    run.type(imported)
    run.keys("Return")
    poll("the imported note in the list", lambda: "Big import" in note_titles(run), timeout=20)
    [path] = poll("the imported note's file", lambda: [p for p in note_files(run.home, "Work") if read(p) == text] or None)

    exported = os.path.join(run.home, "exported.txt")
    run.focus()
    run.keys("ctrl+e")
    chooser = dialog_window(run, "Export Note")
    run.focus(chooser)
    run.keys("ctrl+a")
    run.type(exported)
    run.keys("Return")
    poll("the exported file", lambda: os.path.exists(exported) and read(exported) == text, timeout=20)

    editor = run.named("Note text")
    run.click(editor)
    run.keys("ctrl+Home")
    run.type("Big ")
    longer = "Big " + text
    folder = os.path.dirname(path)
    # GIO writes a temporary file beside the note, then renames it over the note: kill at
    # the first sign of the save.
    deadline = time.monotonic() + 10
    caught = None
    while time.monotonic() < deadline:
        if any(name.startswith(".") for name in os.listdir(folder)):
            caught = "while the temporary file was being written"
            break
        if os.path.getsize(path) != len(text.encode()):
            caught = "just after the rename"
            break
        time.sleep(0.001)
    run.kill()
    if caught is None:
        fail("the autosave never started")
    saved = read(path)
    if saved not in (text, longer):
        fail(f"the note was damaged by the kill ({caught}): {len(saved)} characters")
    return caught, "the text saved before" if saved == text else "the new text, whole"


def in_german(run, unreadable, titles):
    """LANGUAGE=de: the window, its controls and the notes list speak German. A note that is
    not UTF-8 text is named in the window's error message, and kept as it was."""
    for name in ("Neue Notiz", "Neues Notizbuch", "Notizbuch umbenennen", "Suchen", "Hauptmenü",
                 "Notizen durchsuchen", "Notiztext", "Notiz löschen", "Notizbücher"):
        run.named(name)
    poll("the notebook list's title", lambda: run.label("Notizbücher"))
    poll("the notes pane's subtitle", lambda: run.label("3 Notizen"))
    poll("the notes, still there", titles_are(run, titles))
    # (GTK 4.8 names a label by its text once it has one: the message is found by what it says.)
    poll("the error message naming the unreadable note",
         lambda: label_reading(run.app, lambda text: unreadable in text))
    run.click(run.named("Fehlermeldung schließen"))
    run.kill()
    with open(unreadable, "rb") as f:
        if f.read() != UNREADABLE_BYTES:
            fail("the unreadable note was changed")


def focused_menu_item(run):
    for node in descendants(run.app):
        try:
            if node.getRoleName() == "menu item" and node.getState().contains(pyatspi.STATE_FOCUSED):
                return node.name
        except Exception:
            pass
    return None


def choose_from_menu(run, name):
    """Moves the open menu's focus down to the item `name` with the arrow keys, and presses
    Return. (GTK 4.8 reports wrong positions for a popover's items: no pointer clicks there.)"""
    poll(f"the menu item {name!r}", lambda: find(run.app, name))
    for _ in range(12):
        if poll("a focused menu item", lambda: focused_menu_item(run)) == name:
            run.keys("Return")
            return
        before = focused_menu_item(run)
        run.keys("Down")
        poll("the focus to move down the menu", lambda: focused_menu_item(run) != before)
    fail(f"the menu item {name!r} never had the focus")


def first_run(run, shots):
    """Notebook, notes, typing, search, sort order, delete and undo, color scheme, size."""
    run.focus()
    # A new notebook: Create stays disabled until the name is valid; Enter creates it.
    run.keys("ctrl+shift+n")
    entry = run.named("Notebook name")
    create = poll("the dialog's Create button", lambda: button(run, "Create"))
    if is_sensitive(create):
        fail("Create is enabled while the name is empty")
    dialog = dialog_window(run, "New Notebook")
    run.focus(dialog)
    run.click(entry, dialog)
    poll("the name entry to have the keyboard", lambda: entry.getState().contains(pyatspi.STATE_FOCUSED))
    run.type("Work")
    poll("Create to be enabled by a valid name", lambda: is_sensitive(create))
    run.keys("Return")
    poll("the notebook in the sidebar", lambda: run.label("Work"))
    poll("the dialog to close", lambda: x_window(run.process.pid, "New Notebook") is None)
    poll("the notes pane titled after the notebook", lambda: label_reading(run.app, lambda t: t == "Work") and
         run.label("0 notes"))

    # Two notes, typed: the first line is the title.
    run.focus()
    run.keys("ctrl+n")
    editor = run.named("Note text")
    poll("the editor to have the keyboard", lambda: editor.getState().contains(pyatspi.STATE_FOCUSED))
    run.type("Apples\nred and green\n")
    poll("the first note in the list", lambda: "Apples" in note_titles(run))
    run.keys("ctrl+n")
    poll("a new, empty note", lambda: text_of(editor) == "")
    run.type("Zebra crossing\nblack and white\n")
    poll("both notes, the newest first (sorted by date modified)", titles_are(run, ["Zebra crossing", "Apples"]))
    run.label("2 notes") or fail("the subtitle does not read '2 notes'")

    # Search, as one types; Escape ends it.
    run.keys("ctrl+f")
    search = run.named("Search notes")
    poll("the search entry to have the keyboard", lambda: search.getState().contains(pyatspi.STATE_FOCUSED))
    run.type("green")
    poll("only the matching note", lambda: note_titles(run) == ["Apples"])
    run.keys("Escape")
    poll("both notes again", titles_are(run, ["Zebra crossing", "Apples"]))

    # The sort order, from the primary menu's submenu (F10), by title.
    run.keys("F10")
    choose_from_menu(run, "Sort Notes By")
    choose_from_menu(run, "Title")
    poll("the notes by title", titles_are(run, ["Apples", "Zebra crossing"]))
    poll("the sort order saved", lambda: "sort-order='title'" in keyfile(run.home))

    # Delete a note, then Undo in the toast brings it back, file and all.
    run.click(poll("the row of Zebra crossing", lambda: note_label(run, "Zebra crossing")))
    poll("the note in the editor", lambda: text_of(run.named("Note text")).startswith("Zebra crossing"))
    run.keys("ctrl+Delete")
    poll("the note gone from the list", titles_are(run, ["Apples"]))
    poll("its file deleted", lambda: len(note_files(run.home, "Work")) == 1)
    toast = poll("the toast", lambda: run.label("“Zebra crossing” deleted"))
    run.click(poll("the toast's Undo button", lambda: button(run, "Undo")))
    poll("Undo to bring the note back", titles_are(run, ["Apples", "Zebra crossing"]))
    poll("its file written again", lambda: len(note_files(run.home, "Work")) == 2)
    del toast

    # Light, wide and folded, for the README.
    run.click(poll("the row of Apples", lambda: note_label(run, "Apples")))
    poll("Apples in the editor", lambda: text_of(run.named("Note text")).startswith("Apples"))
    screenshot(run.window, os.path.join(shots, "light-wide.png"))
    resize(run, NARROW)
    poll("the folded window's back button", lambda: run.named("Back to notes").getState().contains(pyatspi.STATE_VISIBLE))
    folded_editor = window_image(run.window)
    run.click(run.named("Back to notes"))
    poll("the notes pane, folded", lambda: window_image(run.window) != folded_editor)
    screenshot(run.window, os.path.join(shots, "light-folded.png"))
    resize(run, WIDE)

    # The color scheme, in the preferences (Ctrl+,): dark, at once, and kept.
    light = mean_brightness(run.window)
    run.focus()
    run.keys("ctrl+comma")
    preferences = dialog_window(run, "Preferences")
    # Shown and bound once the radio of the scheme in use is checked.
    poll("the preferences to show the scheme in use", lambda: radio(run, "Follow System") and
         radio(run, "Follow System").getState().contains(pyatspi.STATE_CHECKED))
    dark = radio(run, "Dark")
    run.click(dark, preferences)
    poll("the Dark radio checked", lambda: dark.getState().contains(pyatspi.STATE_CHECKED))
    poll("the color scheme saved", lambda: "color-scheme='dark'" in keyfile(run.home))
    poll(f"the dark style (light was {light:.2f})", lambda: mean_brightness(run.window) < light - 0.3)
    run.focus(preferences)
    run.keys("Escape")
    poll("the preferences closed", lambda: x_window(run.process.pid, "Preferences") is None)

    # The shortcuts window, from the app's resources, at Ctrl+?.
    run.focus()
    run.keys("ctrl+question")
    shortcuts = poll("the shortcuts window", lambda: next((w for w in run.app if w.name == "GtkShortcutsWindow"), None))
    poll("its shortcut for New note", lambda: label_reading(shortcuts, lambda text: text == "New note"))
    run.keys("Escape")
    poll("the shortcuts window closed", lambda: not any(w.name == "GtkShortcutsWindow" for w in run.app))

    # A size to find again.
    resize(run, SAVED_SIZE)


def main():
    if len(sys.argv) != 3:
        fail("usage: notes.py PATH/TO/notes SCREENSHOT-FOLDER")
    binary, shots = sys.argv[1], sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    home = tempfile.mkdtemp(prefix="notes-e2e-")
    os.makedirs(os.path.join(home, "config", "gtk-4.0"))
    shutil.copy(os.path.join(os.path.dirname(__file__), "settings.ini"), os.path.join(home, "config", "gtk-4.0"))
    started = time.monotonic()
    run = None
    try:
        run = Run(binary, home)
        first_run(run, shots)
        run.quit()
        run = Run(binary, home)
        second_run(run, shots)
        caught, kept = killed_while_saving(run)
        expected_titles = ["Apples", "Big Big import" if kept == "the new text, whole" else "Big import", "Zebra crossing"]
        unreadable = os.path.join(home, "data", APP_ID, "Work", "1000.txt")
        with open(unreadable, "wb") as f:
            f.write(UNREADABLE_BYTES)
        run = Run(binary, home, LANGUAGE="de")
        in_german(run, unreadable, expected_titles)
        print(f"notes: PASS in {time.monotonic() - started:.1f} s (a notebook, two notes, search, sort order from "
              f"the menu, delete and Undo, dark style, the shortcuts window; all found again after quitting; import and export; SIGKILL {caught} kept "
              f"{kept}; German, an unreadable note reported and kept; screenshots in {shots})")
    finally:
        if run is not None:
            run.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
