#!/usr/bin/python3
"""counter-timer in German (LANGUAGE=de): its labels, buttons, status line, switch state,
accessible names and window title come from po/de.po, compiled by the build next to the
executable (.build/debug/locale) and, installed, under the prefix (share/locale). English is
e2e.py's run; this one reads the translations through AT-SPI.

    make translations   (make build-tests does it)
    scripts/with-display /usr/bin/python3 Tests/EndToEnd/translations.py .build/debug/counter-timer
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
from e2e import do_action, expect_text, fail, find, find_app, is_sensitive, poll, text_of  # noqa: E402
from examples import descendants  # noqa: E402

DOMAIN = "counter-timer"
# The accessible names DESIGN.md lists, and the timer's status line, in German.
NAMES = {"Increment": "Erhöhen", "Count": "Zählerstand", "Start": "Starten", "Pause": "Anhalten",
         "Reset": "Zurücksetzen", "Elapsed time": "Vergangene Zeit", "Timer status": "Stoppuhr-Status",
         "Feature switch": "Funktionsschalter", "Switch state": "Schalterstellung"}


def german_environment():
    # C.UTF-8 is the locale every glibc system has; the C library ignores LANGUAGE in plain C.
    env = dict(os.environ, GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory", GDK_SCALE="1",
               LANGUAGE="de", LC_ALL="C.UTF-8")
    env.pop("GTK_A11Y", None)
    env.pop("COMBINEGTK_LOCALE_DIR", None)
    return env


def window_titled(pid, title):
    out = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", title],
                         capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def run_in_german(binary, body):
    process = subprocess.Popen([binary], env=german_environment(), start_new_session=True)
    try:
        app = poll(f"{binary} on the accessibility bus", lambda: find_app(process.pid))
        body(app, process.pid)
    finally:
        process.kill()
        process.wait()


def whole_window(app, pid):
    widgets = {english: poll(f"a widget named {german!r} ({english})", lambda german=german: find(app, german))
               for english, german in NAMES.items()}
    poll("the window titled 'Zähler und Stoppuhr'", lambda: window_titled(pid, "Zähler und Stoppuhr"))
    labels = {text_of(node) for node in descendants(app) if node.getRoleName() == "label"}
    for text in ("Zähler", "Funktion"):
        if text not in labels:
            fail(f"no label reads {text!r}; the labels read {sorted(labels)}")
    expect_text(widgets["Timer status"], "Bereit")
    expect_text(widgets["Switch state"], "Aus")
    do_action(widgets["Feature switch"], "toggle")
    expect_text(widgets["Switch state"], "An")

    do_action(widgets["Start"], "click")
    expect_text(widgets["Timer status"], "Läuft")
    poll("Pause to be enabled", lambda: is_sensitive(widgets["Pause"]))
    do_action(widgets["Pause"], "click")
    poll("the status line to say where it paused",
         lambda: text_of(widgets["Timer status"]).startswith("Angehalten bei 00:0"))
    do_action(widgets["Reset"], "click")
    poll("the status line to read 'Zurückgesetzt', then 'Bereit'",
         lambda: text_of(widgets["Timer status"]) in ("Zurückgesetzt", "Bereit"))
    expect_text(widgets["Timer status"], "Bereit", timeout=5)


def installed(app, pid):
    expect_text(poll("the status line", lambda: find(app, NAMES["Timer status"])), "Bereit")


def main():
    if len(sys.argv) != 2:
        fail("usage: translations.py PATH/TO/counter-timer")
    binary = os.path.abspath(sys.argv[1])
    catalog = os.path.join(os.path.dirname(binary), "locale", "de", "LC_MESSAGES", DOMAIN + ".mo")
    if not os.path.exists(catalog):
        fail(f"{catalog} is missing: make translations compiles po/de.po")
    started = time.monotonic()
    run_in_german(binary, whole_window)

    # Installed: bin/counter-timer reads ../share/locale. A hard link (same file system, under
    # .build) keeps /proc/self/exe in the prefix; a symbolic link would resolve back here.
    prefix = tempfile.mkdtemp(prefix="translations-prefix-", dir=os.path.dirname(os.path.dirname(binary)))
    try:
        os.makedirs(os.path.join(prefix, "bin"))
        installed_binary = os.path.join(prefix, "bin", "counter-timer")
        os.link(binary, installed_binary)
        messages = os.path.join(prefix, "share", "locale", "de", "LC_MESSAGES")
        os.makedirs(messages)
        shutil.copy(catalog, messages)
        run_in_german(installed_binary, installed)
    finally:
        shutil.rmtree(prefix, ignore_errors=True)
    print(f"translations: PASS in {time.monotonic() - started:.1f} s (counter-timer in German from the build "
          f"folder: 9 accessible names, title, labels, status line, switch state; installed: share/locale)")


if __name__ == "__main__":
    main()
