"""What scripts/docs and scripts/warm-module-cache read of a debug build SwiftPM made: the
options it compiled a module with that make the module and its imports loadable (the C
modules GTK's pkg-config flags describe), from .build/debug.yaml, the build manifest."""
import json
import re

MANIFEST = ".build/debug.yaml"
# Options taking a value, kept with it; the compile command's other options (its inputs and
# outputs, optimization, language mode) do not concern a tool that only loads the module.
PAIRED = {"-I", "-F", "-Xcc", "-target", "-sdk", "-module-cache-path"}


def read_manifest():
    with open(MANIFEST) as file:
        return file.read()


def module_flags(manifest, module):
    """The search paths, C options, target and module cache of `module`'s compile command in
    `manifest`, or None when the manifest has no such command (the module is not built)."""
    key = f'"C.{module}-'
    start = next((m.start() for m in re.finditer(re.escape(key) + r'[^"]*-debug\.module"', manifest)), None)
    if start is None:
        return None
    args = json.loads(re.search(r"args: (\[.*?\])\n", manifest[start:]).group(1))
    flags, index = [], 0
    while index < len(args):
        arg = args[index]
        if arg in PAIRED:
            flags += args[index:index + 2]
            index += 2
            continue
        if arg.startswith(("-I", "-F")):
            flags.append(arg)
        index += 1
    return flags
