"""benchmarks/mypy_packages_report.py: how it reads its package list and the checkers' outputs,
and how it counts and prints the lines. No install, no mypy run: the inputs are written here."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from tests.conftest import load_benchmark

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def report() -> types.ModuleType:
    return load_benchmark("mypy_packages_report")


PACKAGES = """\
[small]
alpha = { install = ["alpha==1.0", "beta==2.0"], check = ["alpha"] }
one_file = { install = ["one-file==0.1"], check = ["one_file"] }

[large]
gamma = { install = ["gamma==3.0"], check = ["gamma.core"], apart = true }
"""


def test_the_package_list_is_read_by_group(report: types.ModuleType) -> None:
    packages = report.read_packages(PACKAGES)
    assert [(p.group, p.name) for p in packages] == [("small", "alpha"), ("small", "one_file"), ("large", "gamma")]
    assert packages[0].install == ("alpha==1.0", "beta==2.0") and packages[2].check == ("gamma.core",)
    assert [p.name for p in report.chosen(packages, ["small"], [])] == ["alpha", "one_file"]
    assert [p.name for p in report.chosen(packages, [], ["gamma"])] == ["gamma"]
    assert len(report.chosen(packages, [], [])) == 3
    assert [report.install_folder(Path("w"), p) for p in packages] == [Path("w/ext"), Path("w/ext"), Path("w/ext-gamma")]
    with pytest.raises(SystemExit):
        report.chosen(packages, ["none"], [])
    with pytest.raises(SystemExit):
        report.chosen(packages, ["small"], ["gamma"])


def test_the_committed_list_pins_every_package(report: types.ModuleType) -> None:
    packages = report.read_packages((REPO / "benchmarks" / "mypy_packages.toml").read_text(encoding="utf-8"))
    assert {p.group for p in packages} == {"review", "fresh"}
    assert len([p for p in packages if p.group == "review"]) == 27
    unpinned = [r for p in packages for r in p.install if "==" not in r]
    assert not unpinned
    names = [p.name for p in packages]
    assert len(names) == len(set(names))


def test_a_package_is_checked_as_a_folder_or_a_module_file(report: types.ModuleType, tmp_path: Path) -> None:
    (tmp_path / "alpha" / "sub").mkdir(parents=True)
    (tmp_path / "alpha" / "__init__.py").write_text("x = 1\ny = 2\n")
    (tmp_path / "alpha" / "sub" / "__init__.py").write_text("z = 3\n")
    (tmp_path / "one_file.py").write_text("a = 1\n")
    (tmp_path / "gamma" / "core").mkdir(parents=True)
    alpha, one_file, gamma = report.read_packages(PACKAGES)
    assert report.targets(tmp_path, alpha) == [("-p", "alpha")]
    assert report.targets(tmp_path, one_file) == [("-m", "one_file.py")]
    assert report.targets(tmp_path, gamma) == [("-p", "gamma/core")]
    assert report.count_lines(tmp_path, alpha) == 3 and report.count_lines(tmp_path, one_file) == 1
    (tmp_path / "one_file.py").unlink()
    with pytest.raises(SystemExit):
        report.targets(tmp_path, one_file)


def test_both_outputs_are_keyed_by_the_path_below_the_install_folder(report: types.ModuleType, tmp_path: Path) -> None:
    key = report.below(tmp_path)
    mypy = report.read_mypy(
        "alpha/a.py:3: error: Bad  [misc]\n"
        "alpha/a.py:3: note: See\n"
        "alpha/sub/b.py:7: error: Worse  [arg-type]\n"
        "rpds/__init__.pyi:2: error: Stub  [misc]\n", key)
    assert dict(mypy) == {("alpha/a.py", 3): ["Bad  [misc]"], ("alpha/sub/b.py", 7): ["Worse  [arg-type]"],
                          ("rpds/__init__.pyi", 2): ["Stub  [misc]"]}
    ours = report.read_hintloader(
        f'{{"path": "{tmp_path}/alpha/a.py", "line": 3, "column": 1, "severity": "error", "code": "misc", "message": "Bad"}}\n'
        '{"path": "alpha/./sub/b.py", "line": 8, "column": 1, "severity": "error", "code": "x", "message": "Other"}\n'
        '{"path": "alpha/a.py", "line": 9, "column": 1, "severity": "note", "code": "misc", "message": "n"}\n', key)
    assert dict(ours) == {("alpha/a.py", 3): ["Bad  [misc]"], ("alpha/sub/b.py", 8): ["Other  [x]"]}


def test_lines_are_both_mypy_only_or_ours_only(report: types.ModuleType) -> None:
    ours = {("a.py", 1), ("a.py", 2), ("b.py", 9)}
    mypy = {("a.py", 1), ("a.py", 3), ("b.py", 2)}
    sets = report.line_sets(ours, mypy)
    assert sets == {"both": {("a.py", 1)}, "mypy-only": {("a.py", 3), ("b.py", 2)}, "ours-only": {("a.py", 2), ("b.py", 9)}}
    assert report.row("pkg", 10, sets) == report.Row("pkg", 10, 1, 2, 2)


def test_the_table_has_a_row_per_package_and_the_totals(report: types.ModuleType) -> None:
    text = report.table([report.Row("alpha", 1200, 3, 1, 0), report.Row("beta", 50, 0, 2, 5)])
    assert text.splitlines() == [
        "| package | lines | both | mypy-only | ours-only |",
        "|---|---:|---:|---:|---:|",
        "| alpha | 1,200 | 3 | 1 | 0 |",
        "| beta | 50 | 0 | 2 | 5 |",
        "| total | 1,250 | 3 | 3 | 5 |",
    ]


def test_a_listing_names_each_line_with_both_checkers_messages(report: types.ModuleType) -> None:
    sets = {"both": set(), "mypy-only": {("a.py", 3)}, "ours-only": set()}
    lines = report.listing("alpha", "mypy-only", sets, {("a.py", 3): ["Bad  [misc]"]}, {})
    assert lines == ["alpha a.py:3  mypy=['Bad  [misc]']  hintloader=None"]
