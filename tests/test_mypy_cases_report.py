"""benchmarks/mypy_cases_report.py: which of mypy's test cases it keeps, how it reads the
checkers' outputs and how it counts lines. The test data here is written for these tests."""

from __future__ import annotations

import json
import types
from pathlib import Path

import pytest

from tests.conftest import load_benchmark

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def report() -> types.ModuleType:
    return load_benchmark("mypy_cases_report")


TEST_FILE = """\
[case testKept]
x: int = "a"  # E: wrong
[out]

[case testSeveralFiles]
import m
[file m.py]
y = 1

[case testWithFlags]
# flags: --strict-optional
z = 1

[case testBroken-xfail]
w = 1

[case testNotPython]
def f(:
"""


def test_only_lone_programs_without_flags_are_kept(report: types.ModuleType, tmp_path: Path) -> None:
    (tmp_path / "check-sample.test").write_text(TEST_FILE)
    (tmp_path / "check-incremental.test").write_text("[case testSkippedFile]\nx = 1\n")
    cases = report.standalone_cases(tmp_path)
    assert list(cases) == ["check_sample__testKept.py"]
    assert cases["check_sample__testKept.py"].startswith('x: int = "a"')


def test_blocking_errors_are_syntax_errors_and_errors_without_a_code(report: types.ModuleType) -> None:
    assert report.BLOCKING.search('Syntax error in type comment "a : b"  [syntax]')
    assert report.BLOCKING.search("can't use starred expression here")
    assert not report.BLOCKING.search('Incompatible types in assignment  [assignment]')


def test_outputs_are_read_by_file_name_and_line(report: types.ModuleType) -> None:
    mypy = report.read_mypy("cases/a.py:3: error: Bad  [misc]\ncases/a.py:4: note: See\n")
    assert dict(mypy) == {("a.py", 3): ["Bad  [misc]"]}
    pyright = report.read_pyright(json.dumps({"generalDiagnostics": [
        {"file": "/w/cases/a.py", "severity": "error", "message": "Bad\nmore", "range": {"start": {"line": 2}}},
        {"file": "/w/cases/a.py", "severity": "warning", "message": "Meh", "range": {"start": {"line": 5}}},
    ]}))
    assert dict(pyright) == {("a.py", 3): ["Bad"]}
    ours = report.read_hintloader(
        '{"path": "cases/a.py", "line": 3, "column": 1, "severity": "error", "code": "misc", "message": "Bad"}\n'
        '{"path": "cases/a.py", "line": 7, "column": 1, "severity": "note", "code": "misc", "message": "n"}\n')
    assert dict(ours) == {("a.py", 3): ["Bad  [misc]"]}


def test_lines_are_counted_against_both_oracles(report: types.ModuleType) -> None:
    ours = {("a.py", 1), ("a.py", 2), ("a.py", 9)}
    mypy = {("a.py", 1), ("a.py", 3), ("a.py", 4), ("a.py", 5)}
    pyright = {("a.py", 2), ("a.py", 3), ("a.py", 6)}
    sets = report.compare(ours, mypy, pyright)
    assert sets == {
        "agree": {("a.py", 1), ("a.py", 2)},
        "missed": {("a.py", 3)},
        "false": {("a.py", 9)},
        "mypy-only": {("a.py", 4), ("a.py", 5)},
    }
    alone = report.compare(ours, mypy, None)
    assert alone["missed"] == {("a.py", 3), ("a.py", 4), ("a.py", 5)} and alone["mypy-only"] == set()
