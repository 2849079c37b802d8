"""What `hintloader check` and `baseline` check without PATH, and which given folders hold no source."""

from __future__ import annotations

import os
from collections.abc import Sequence

from hintloader.check.discover import SKIPPED_DIRS, discover
from hintloader.config.options import Options


def default_paths(options: Options) -> list[str]:
    """The ``files`` key, else the configured ``packages``, else the project's packages (the
    import packages in its ``src`` folder, or in its root), else the project root itself."""
    root = options.project_root or os.getcwd()
    if options.files is not None:
        return [_shown(path) for path in options.files]
    if options.packages is not None:
        found = [_locate(name, root) for name in options.packages]
        return [_shown(path) for path in found if path is not None]
    src = os.path.join(root, "src")
    for folder in (src, root) if os.path.isdir(src) else (root,):
        packages = _packages_in(folder)
        if packages:
            return [_shown(path) for path in packages]
    return [_shown(root)]


def _shown(path: str) -> str:
    relative = os.path.relpath(path)
    return path if relative.startswith(os.pardir) else relative


def _locate(name: str, root: str) -> str | None:
    """The folder (or file) of a dotted package name, under the project or on sys.path."""
    import sys

    parts = name.split(".")
    for base in (root, os.path.join(root, "src"), *sys.path):
        if not isinstance(base, str) or not base or not os.path.isdir(base):
            continue
        candidate = os.path.join(base, *parts)
        if os.path.isdir(candidate):
            return candidate
        if os.path.isfile(candidate + ".py"):
            return candidate + ".py"
    return None


def _packages_in(folder: str) -> list[str]:
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    return [
        os.path.join(folder, name) for name in names
        if name.isidentifier() and name not in SKIPPED_DIRS
        and os.path.isfile(os.path.join(folder, name, "__init__.py"))
    ]


def folders_without_sources(paths: Sequence[str], options: Options) -> list[str]:
    """The given folders in which discovery finds no file to check (mypy refuses those)."""
    empty = []
    for path in paths:
        if os.path.isdir(path) and next(iter(discover([path], options.exclude,
                                                      options.project_root)), None) is None:
            empty.append(path)
    return empty
