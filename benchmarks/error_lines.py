"""Error lines of mypy's and hintloader's outputs, keyed by (path, line), and their comparison.

Shared by the two yardsticks against mypy: ``mypy_cases_report.py`` (mypy's test programs, one
flat folder, so a file's name is its key) and ``mypy_packages_report.py`` (installed packages,
keyed by the path below the install folder). Both run mypy with its defaults and hintloader from
a chosen checkout, and count lines, not messages: two checkers often word one finding
differently, or report it twice on one line.
"""

from __future__ import annotations

import collections
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

Where = tuple[str, int]
Lines = dict[Where, list[str]]
PathKey = Callable[[str], str]

MYPY_LINE = re.compile(r"(.*?\.pyi?):(\d+): error: (.*)")
THIS_CHECKOUT = Path(__file__).resolve().parent.parent


def file_name(path: str) -> str:
    return os.path.basename(path)


def below(root: Path) -> PathKey:
    """A key that is the path below ``root``, whichever way a checker wrote it (relative to its
    working folder ``root``, or absolute)."""
    def key(path: str) -> str:
        return os.path.relpath(os.path.normpath(os.path.join(root, path)), root).replace(os.sep, "/")
    return key


def mypy_command(config: Path) -> list[str]:
    """mypy with its default options: an empty configuration (not the one of a project it starts
    in), no incremental cache, imports followed silently, one error per line of output."""
    config.write_text("[mypy]\n", encoding="utf-8")
    return [sys.executable, "-m", "mypy", "--config-file", str(config), "--no-incremental", "--follow-imports=silent",
            "--no-error-summary", "--show-error-codes", "--hide-error-context", "--cache-dir", os.devnull]


def read_mypy(text: str, key: PathKey = file_name) -> Lines:
    lines: Lines = collections.defaultdict(list)
    for line in text.splitlines():
        if (m := MYPY_LINE.fullmatch(line)) is not None:
            lines[(key(m.group(1)), int(m.group(2)))].append(m.group(3))
    return lines


def hintloader_env(tree: Path = THIS_CHECKOUT) -> dict[str, str]:
    """The environment, with the checkout ``tree``'s hintloader first on the path (the run
    starts in a scratch folder, where an editable install of another checkout would otherwise
    win)."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tree), os.environ.get("PYTHONPATH")]))}


def run_hintloader(targets: Iterable[str], cwd: Path, output: Path, tree: Path = THIS_CHECKOUT) -> str:
    """``hintloader check`` over ``targets`` from ``cwd``, with no cache and no baseline, on one
    process; its JSON lines are kept in ``output`` and returned."""
    done = subprocess.run([sys.executable, "-m", "hintloader", "check", *targets, "--format", "json",
                           "--cache-dir", "off", "--no-baseline", "-j", "1"], capture_output=True, text=True,
                          cwd=cwd, env=hintloader_env(tree))
    if done.returncode not in (0, 1):  # (1: errors found)
        sys.stderr.write(f"hintloader stopped on {' '.join(targets)} (status {done.returncode}):\n{done.stderr[-2000:]}\n")
    output.write_text(done.stdout, encoding="utf-8")
    return done.stdout


def read_hintloader(text: str, key: PathKey = file_name) -> Lines:
    lines: Lines = collections.defaultdict(list)
    for line in text.splitlines():
        if line.startswith("{") and (found := json.loads(line))["severity"] == "error":
            lines[(key(found["path"]), found["line"])].append(f"{found['message']}  [{found['code']}]")
    return lines


def compare(ours: set[Where], mypy: set[Where], pyright: set[Where] | None) -> dict[str, set[Where]]:
    """The four sets of lines; without pyright, mypy alone is the oracle (then "agree" is the
    lines both report, "missed" mypy's alone, "false" ours alone)."""
    oracle = mypy & pyright if pyright is not None else mypy
    either = mypy | (pyright or set())
    return {
        "agree": ours & either,
        "missed": oracle - ours,
        "false": ours - either,
        "mypy-only": (mypy - (pyright or set())) - ours if pyright is not None else set(),
    }
