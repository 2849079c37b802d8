"""One test per case section of tests/checker/cases/*.py: expected diagnostics, nothing else."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hintloader.checker import check_source
from hintloader.config.options import PackageOptions
from casefile import Case, all_cases

CASES = all_cases()


@pytest.mark.parametrize("case", CASES, ids=[f"{c.path.stem}::{c.name}" for c in CASES])
def test_case(case: Case, tmp_path: Path) -> None:
    minimum = case.options.get("min_python")
    if minimum and sys.version_info < tuple(int(x) for x in minimum.split(".")):
        pytest.skip(f"needs Python {minimum} to parse")
    search_path: tuple[str, ...] = ()
    # A case with files of its own, or ``search=on``, has a search path: the environment is
    # known, so imports it cannot follow are reported. Files under ``site-packages/`` are
    # installed packages there.
    if case.extra_files or case.options.get("search") == "on":
        for rel, text in case.extra_files.items():
            target = tmp_path / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        search_path = (str(tmp_path),)
        if (tmp_path / "site-packages").is_dir():
            search_path += (str(tmp_path / "site-packages"),)
    target = {key: case.options[key] for key in ("python_version", "platform") if key in case.options}
    options = PackageOptions(
        strictness=case.options.get("strictness", "standard"),  # type: ignore[arg-type]
        disable_error_codes=tuple(filter(None, case.options.get("disable", "").split(","))),
        enable_error_codes=tuple(filter(None, case.options.get("enable", "").split(","))),
        **target,  # type: ignore[arg-type]
    )
    # ``path=case.pyi`` checks the section as a stub file.
    diagnostics = check_source(case.source, path=case.options.get("path", "case.py"), module=case.options.get("module", "case"),
                               options=options, search_path=search_path)
    actual = sorted((d.line, d.severity, d.code, d.message) for d in diagnostics)
    expected = sorted(case.expected, key=lambda e: (e[0], e[1], e[2], e[3] or ""))
    problems: list[str] = []
    remaining = list(actual)
    for line, severity, code, message in expected:
        match = next(
            (a for a in remaining if a[0] == line and a[1] == severity and a[2] == code and (message is None or a[3] == message)),
            None,
        )
        if match is None:
            problems.append(f"missing  line {line}: {severity} {code}: {message or '*'}")
        else:
            remaining.remove(match)
    for line, severity, code, message in remaining:
        problems.append(f"unexpected line {line}: {severity} {code}: {message}")
    if problems:
        pytest.fail(f"{case.path.name}:{case.line} case {case.name}\n" + "\n".join(problems), pytrace=False)


def test_case_counts() -> None:
    """Negative cases (must stay silent) are at least as many as positive ones."""
    positive = sum(1 for c in CASES if any(e[1] != "note" for e in c.expected))
    negative = sum(1 for c in CASES if not any(e[1] != "note" for e in c.expected))
    assert negative >= positive, (positive, negative)
