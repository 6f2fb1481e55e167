#!/usr/bin/python3
"""Notes as installed: `make install-notes-files` into a temporary DESTDIR (the debug build
make build-tests made: an optimized build of the libraries costs minutes, and what is tested
here is where the files go, not the code), then the installed program started from there
with XDG_DATA_DIRS pointing at the temporary share/ and GSETTINGS_SCHEMA_DIR and
COMBINEGTK_LOCALE_DIR unset, so its schema can only come from the installed, compiled
schemas folder (which gsettings must find through XDG_DATA_DIRS too, as the desktop does) and
its German from the installed share/locale. Its window must appear, in German (LANGUAGE=de).

    scripts/with-display /usr/bin/python3 Tests/EndToEnd/notes_install.py
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the checkout by the imports below
sys.path.insert(0, os.path.dirname(__file__))
from e2e import fail, find_app, poll, text_of  # noqa: E402
from examples import descendants  # noqa: E402

APP_ID = "io.github.combinegtk.Notes"
PREFIX = "/usr"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PO = os.path.join(ROOT, "Examples", "Notes", "po", "de.po")


def po_translations(path):
    """msgid → msgstr of a .po file's translated, non-fuzzy messages (first plural form)."""
    translations, entry, field, fuzzy = {}, {}, None, False

    def flush():
        msgid, msgstr = entry.get("msgid", ""), entry.get("msgstr", entry.get("msgstr[0]", ""))
        if msgid and msgstr and not fuzzy:
            translations[msgid] = msgstr

    with open(path, encoding="utf-8") as po:
        for line in po:
            line = line.strip()
            if not line:
                flush()
                entry, field, fuzzy = {}, None, False
            elif line.startswith("#,"):
                fuzzy = "fuzzy" in line
            elif line.startswith("#"):
                continue
            elif line.startswith('"') and field:
                entry[field] += unquote(line)
            else:
                match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$', line)
                if match:
                    field = match.group(1)
                    entry[field] = unquote(match.group(2))
    flush()
    return translations


def unquote(quoted):
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r'\\(.)', lambda match: escapes.get(match.group(1), match.group(0)), quoted[1:-1])


def install(destdir):
    make = os.environ.get("MAKE", "make")
    # A make of its own, not a part of the `make test` that may run this: no jobserver to share.
    env = {name: value for name, value in os.environ.items() if name not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    result = subprocess.run([make, "--no-print-directory", "-s", "install-notes-files", "NOTES_CONFIG=debug",
                             f"DESTDIR={destdir}", f"PREFIX={PREFIX}"], cwd=ROOT, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"make install-notes-files failed:\n{result.stdout}{result.stderr}")


def expect_installed(share):
    """The files GNOME looks for, each where it looks; the schemas folder compiled."""
    expected = [f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
                f"icons/hicolor/scalable/apps/{APP_ID}.svg", f"icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
                f"glib-2.0/schemas/{APP_ID}.gschema.xml", "glib-2.0/schemas/gschemas.compiled",
                "locale/de/LC_MESSAGES/notes.mo"]
    # The GResources plugin's bundle, when the app has one: share/notes/, where
    # CompiledResource looks first for an installed program.
    for folder, _, files in os.walk(os.path.join(ROOT, "Examples", "Notes")):
        expected += [f"notes/{name[:-len('.xml')]}" for name in files if name.endswith(".gresource.xml")]
    missing = [path for path in expected if not os.path.isfile(os.path.join(share, path))]
    if missing:
        fail(f"make install-notes-files did not install {', '.join(missing)} under {share}")
    return len(expected)


def installed_environment(share, home):
    env = dict(os.environ, XDG_DATA_DIRS=f"{share}:/usr/local/share:/usr/share", LANGUAGE="de", LC_ALL="C.UTF-8",
               GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory",
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_CACHE_HOME=os.path.join(home, "cache"))
    for variable in ("GSETTINGS_SCHEMA_DIR", "COMBINEGTK_LOCALE_DIR", "GTK_A11Y"):
        env.pop(variable, None)
    return env


def expect_schema_found(env):
    """GIO's own lookup finds the schema through XDG_DATA_DIRS alone."""
    result = subprocess.run(["gsettings", "list-keys", APP_ID], env=env, capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout.split():
        fail(f"gsettings does not find the installed schema {APP_ID}: {result.stderr.strip()}")


def run_installed(binary, env, german):
    title = german.get("Notes", "Notes")
    log = tempfile.TemporaryFile(mode="w+")
    process = subprocess.Popen([binary], env=env, stderr=log, start_new_session=True)
    try:
        app = poll("the installed notes on the accessibility bus", lambda: find_app(process.pid) or exited(process, log),
                   timeout=20)
        poll(f"its window titled {title!r} on X", lambda: window_titled(process.pid, title) or exited(process, log),
             timeout=20)
        found = poll("a German text from the installed share/locale in a widget of the window",
                     lambda: german_text(app, set(german.values())) or exited(process, log))
        complaints = [line for line in read(log).splitlines() if APP_ID in line or "schema" in line.lower()]
        if complaints:
            fail("the installed notes complained about its schema:\n" + "\n".join(complaints))
        return title, found
    finally:
        process.kill()
        process.wait()


def window_titled(pid, title):
    """The visible X window of `pid` named `title`. `--all`: xdotool's default, `--any`, would
    take any window of the process, whatever its name."""
    out = subprocess.run(["xdotool", "search", "--all", "--pid", str(pid), "--onlyvisible", "--name", f"^{re.escape(title)}$"],
                         capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def exited(process, log):
    if process.poll() is not None:
        fail(f"the installed notes exited with status {process.returncode}:\n{read(log)}")
    return None


def read(log):
    log.seek(0)
    return log.read()


def german_text(app, german):
    """A German name or label text of a widget in the window (the window's own name, its
    title, is checked on X)."""
    for node in descendants(app):
        try:
            role = node.getRoleName()
            if role != "frame" and node.name in german:
                return node.name
            if role == "label" and text_of(node) in german:
                return text_of(node)
        except Exception:
            pass
    return None


def main():
    started = time.monotonic()
    german = po_translations(PO)
    german = {english: text for english, text in german.items() if text != english}
    if not german:
        fail(f"{PO} translates nothing into something else: nothing to tell German from English by")
    temporary = tempfile.mkdtemp(prefix="notes-install-")
    try:
        destdir = os.path.join(temporary, "destdir")
        install(destdir)
        share = destdir + PREFIX + "/share"
        count = expect_installed(share)
        env = installed_environment(share, os.path.join(temporary, "home"))
        expect_schema_found(env)
        title, found = run_installed(destdir + PREFIX + "/bin/notes", env, german)
    finally:
        shutil.rmtree(temporary, ignore_errors=True)
    print(f"notes_install: PASS in {time.monotonic() - started:.1f} s (make install-notes-files into a DESTDIR: "
          f"{count} files where GNOME looks, schema found by gsettings through XDG_DATA_DIRS; the installed notes "
          f"opened its window {title!r} and read {found!r} from share/locale)")


if __name__ == "__main__":
    main()
