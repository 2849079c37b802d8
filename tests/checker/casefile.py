"""Parse checker case files: sections of Python source with expected diagnostics inline."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

CASES = Path(__file__).parent / "cases"
_EXPECT = re.compile(r"#\s*([ENW]):\s*([a-z][a-z0-9-]*)(?::\s*(.*?))?\s*(?=#\s*[ENW]:|$)")
_SEVERITY = {"E": "error", "N": "note", "W": "warning"}


@dataclass
class Case:
    name: str
    path: Path
    line: int  # where the case starts in its file
    source: str
    options: dict[str, str] = field(default_factory=dict)
    extra_files: dict[str, str] = field(default_factory=dict)
    expected: list[tuple[int, str, str, str | None]] = field(default_factory=list)


def parse_expectations(source: str) -> list[tuple[int, str, str, str | None]]:
    out: list[tuple[int, str, str, str | None]] = []
    for lineno, line in enumerate(source.splitlines(), start=1):
        hash_at = line.find("# E:")
        for marker in ("# N:", "# W:"):
            pos = line.find(marker)
            if pos != -1 and (hash_at == -1 or pos < hash_at):
                hash_at = pos
        if hash_at == -1:
            continue
        for m in _EXPECT.finditer(line[hash_at:]):
            message = m.group(3)
            out.append((lineno, _SEVERITY[m.group(1)], m.group(2), message.strip() if message else None))
    return out


def load_cases(path: Path) -> list[Case]:
    text = path.read_text(encoding="utf-8")
    cases: list[Case] = []
    current: list[str] | None = None
    name = ""
    start = 0
    options: dict[str, str] = {}

    def finish() -> None:
        if current is None:
            return
        main: list[str] = []
        extra: dict[str, list[str]] = {}
        target = main
        for line in current:
            m = re.match(r"#\s*file:\s*(\S+)", line)
            if m:
                target = extra.setdefault(m.group(1), [])
                continue
            target.append(line)
        source = "\n".join(main) + "\n"
        cases.append(
            Case(name, path, start, source, dict(options), {k: "\n".join(v) + "\n" for k, v in extra.items()},
                 parse_expectations(source))
        )

    for lineno, line in enumerate(text.splitlines(), start=1):
        m = re.match(r"#\s*case:\s*([\w\-]+)(.*)", line)
        if m:
            finish()
            name = m.group(1)
            start = lineno
            options = dict(kv.split("=", 1) for kv in m.group(2).split() if "=" in kv)
            current = []
            continue
        if current is not None:
            current.append(line)
    finish()
    return cases


def all_cases() -> list[Case]:
    out: list[Case] = []
    # *.case files hold syntax newer than the oldest supported Python (they say min_python=3.x).
    for path in sorted([*CASES.glob("*.py"), *CASES.glob("*.case")]):
        out.extend(load_cases(path))
    return out
