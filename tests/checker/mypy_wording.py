"""Which checker messages are worded differently from mypy's (a development aid, not a test).

Run from the repository root (mypy is in the ``bench`` extra)::

    .venv/bin/python tests/checker/mypy_wording.py [CASE-FILE-STEM ...]

Every case section of ``tests/checker/cases`` (standard strictness, parseable here) is checked by
hintloader and by ``mypy --no-incremental``; an error that both report on the same line with the
same code but in other words is printed as one JSON line: case file, section, line, code,
hintloader's message, mypy's message. Nothing is printed for sections where the two agree.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from casefile import Case, all_cases  # noqa: E402

from hintloader.checker import check_source  # noqa: E402
from hintloader.config.options import PackageOptions  # noqa: E402

_MYPY_LINE = re.compile(r"case\.py:(\d+): error: (.*)  \[([\w-]+)\]$")


def mypy_errors(case: Case, folder: Path) -> dict[tuple[int, str], list[str]]:
    """mypy's errors for the section, by (line, code)."""
    for relative, text in case.extra_files.items():
        target = folder / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    (folder / "case.py").write_text(case.source, encoding="utf-8")
    output = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", os.devnull,
         "--no-error-summary", "--show-error-codes", "case.py"],
        cwd=folder, capture_output=True, text=True,
    ).stdout
    found: dict[tuple[int, str], list[str]] = {}
    for line in output.splitlines():
        match = _MYPY_LINE.match(line)
        if match:
            found.setdefault((int(match.group(1)), match.group(3)), []).append(match.group(2))
    return found


def differences(case: Case, folder: Path) -> list[tuple[int, str, str, str]]:
    theirs = mypy_errors(case, folder)
    ours = check_source(case.source, path="case.py", module=case.options.get("module", "case"),
                        options=PackageOptions(), search_path=(str(folder),) if case.extra_files else ())
    out = []
    for d in ours:
        wording = theirs.get((d.line, d.code))
        if d.severity == "error" and wording and d.message not in wording:
            out.append((d.line, d.code, d.message, wording[0]))
    return out


def main(stems: list[str]) -> int:
    for case in all_cases():
        if stems and case.path.stem not in stems:
            continue
        if case.options.get("min_python") or case.options.get("strictness", "standard") != "standard":
            continue
        with tempfile.TemporaryDirectory() as folder:
            for line, code, ours, theirs in differences(case, Path(folder)):
                print(json.dumps([case.path.stem, case.name, line, code, ours, theirs]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
