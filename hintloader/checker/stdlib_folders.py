"""Where this interpreter's standard library lies, for the checker's questions about a file
or a search-path entry (is it the stdlib's own source? does the stdlib hold a module?)."""

from __future__ import annotations

import os
import sysconfig

# (normalised; a virtual environment's ``platstdlib`` may be its own ``lib/python3.X``)
STDLIB_DIRS: tuple[str, ...] = tuple(dict.fromkeys(
    os.path.normcase(os.path.abspath(p))
    for key in ("stdlib", "platstdlib")
    if (p := sysconfig.get_paths().get(key))
))


def is_stdlib_dir(path: str) -> bool:
    """Whether ``path`` (a folder) is one of the stdlib's folders themselves."""
    return os.path.normcase(os.path.abspath(path or ".")) in STDLIB_DIRS


def in_stdlib_folder(path: str) -> bool:
    """Whether a file lies in the stdlib's folder, and not in the site-packages folder inside it
    (a virtual environment's ``platstdlib`` is ``<venv>/lib/python3.X``, which holds it)."""
    path = os.path.normcase(os.path.abspath(path))
    parts = path.split(os.sep)
    if "site-packages" in parts or "dist-packages" in parts:
        return False
    return any(path.startswith(d + os.sep) for d in STDLIB_DIRS)
