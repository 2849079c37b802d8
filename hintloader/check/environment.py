"""Another Python's import path: where `--python-executable` resolves the imports of checked code."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

# Run by the other interpreter: its import path without the standard library (typeshed's stubs
# describe that) and without the folder it was started in.
_SCRIPT = """\
import json, os, sys, sysconfig
std = {os.path.normcase(os.path.realpath(p)) for p in
       (sysconfig.get_path("stdlib"), sysconfig.get_path("platstdlib")) if p}
keep = [p for p in sys.path[1:]
        if p and os.path.isdir(p) and os.path.normcase(os.path.realpath(p)) not in std]
print(json.dumps(keep))
"""


class EnvironmentProblem(Exception):
    """The interpreter cannot be run or does not answer."""


def import_path_of(executable: str) -> list[str]:
    """The folders ``executable`` imports third-party code from (site-packages, .pth entries)."""
    found = executable
    if os.sep not in executable and not (os.altsep and os.altsep in executable):
        found = shutil.which(executable) or executable
    if not os.path.isfile(found):
        raise EnvironmentProblem(f"no such interpreter: {executable}")
    try:
        result = subprocess.run([found, "-c", _SCRIPT], capture_output=True, text=True,
                                timeout=60, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        raise EnvironmentProblem(f"cannot run {found}: {exc}") from None
    if result.returncode != 0:
        last = (result.stderr.strip().splitlines() or ["no output"])[-1]
        raise EnvironmentProblem(f"{found} failed: {last}")
    try:
        paths = json.loads(result.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise EnvironmentProblem(f"{found} did not print its import path") from None
    return [str(p) for p in paths if isinstance(p, str)]


def use_environment_of(executable: str) -> list[str]:
    """Make this process's checks resolve imports in ``executable``'s environment too: its
    folders go after our own on sys.path, so hintloader keeps its own dependencies while the
    checked code's imports, and the cache key (which lists the distributions on sys.path),
    follow the other environment. Returns the folders added."""
    added = [p for p in import_path_of(executable) if p not in sys.path]
    sys.path.extend(added)
    return added
