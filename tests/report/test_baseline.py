"""The baseline: matching by file, code and normalised message; the CLI round trip."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hintloader.report.baseline import (
    Baseline,
    BaselineError,
    find_baseline,
    load_baseline,
    normalise_message,
    write_baseline,
)
from hintloader.diagnostics import Diagnostic
from tests.conftest import clean_env
from tests.check.test_command import hintloader, project, real_checker_ready  # noqa: F401


def diag(path: str, line: int, code: str, message: str, severity: str = "error") -> Diagnostic:
    return Diagnostic(path, line, 1, severity, code, message)  # type: ignore[arg-type]


# -- normalisation ------------------------------------------------------------------------------

@pytest.mark.parametrize(("message", "expected"), [
    ('Name "x" is not defined', 'Name "x" is not defined'),
    ('"f" defined on line 12 is redefined', '"f" defined on line N is redefined'),
    ("Overloads at lines 3-9 overlap", "Overloads at lines N overlap"),
    ('Incompatible types (expression has type "Literal[3]", variable has type "str")',
     'Incompatible types (expression has type "Literal[...]", variable has type "str")'),
    ("Key 'name' is not in TypedDict", "Key '...' is not in TypedDict"),
    ('Argument 2 to "f" has incompatible type', 'Argument 2 to "f" has incompatible type'),
    ("Literal['a', 'b'] is not   Literal[1]", "Literal[...] is not Literal[...]"),
])
def test_normalise_message(message: str, expected: str) -> None:
    assert normalise_message(message) == expected
    assert normalise_message(expected) == expected  # idempotent: reloading changes nothing


# -- the API --------------------------------------------------------------------------------

def test_filter_counts_duplicates_and_ignores_line_numbers(tmp_path: Path) -> None:
    a = str(tmp_path / "a.py")
    recorded = [diag(a, 3, "arg-type", "bad"), diag(a, 9, "arg-type", "bad"),
                diag(a, 5, "misc", "other")]
    baseline = Baseline.from_diagnostics(recorded, root=str(tmp_path))
    assert len(baseline) == 3
    moved = [diag(a, 30, "arg-type", "bad"), diag(a, 90, "arg-type", "bad"),
             diag(a, 50, "misc", "other")]
    assert baseline.filter(moved) == ([], 0)
    # A third copy of a known diagnostic is new; the last one in file order is reported.
    third = diag(a, 95, "arg-type", "bad")
    assert baseline.filter([*moved, third]) == ([third], 0)
    # One fixed.
    assert baseline.filter(moved[1:]) == ([], 1)
    # A different code or file is new even with the same message.
    other_code = diag(a, 3, "return-value", "bad")
    other_file = diag(str(tmp_path / "b.py"), 3, "arg-type", "bad")
    new, fixed = baseline.filter([other_code, other_file])
    assert new == [other_code, other_file] and fixed == 3


def test_notes_are_never_baselined(tmp_path: Path) -> None:
    note = diag(str(tmp_path / "a.py"), 1, "reveal-type", 'Revealed type is "int"', "note")
    baseline = Baseline.from_diagnostics([note], root=str(tmp_path))
    assert len(baseline) == 0
    assert baseline.filter([note]) == ([note], 0)


def test_fixed_counts_only_checked_files(tmp_path: Path) -> None:
    a, b = str(tmp_path / "a.py"), str(tmp_path / "b.py")
    baseline = Baseline.from_diagnostics([diag(a, 1, "misc", "x"), diag(b, 1, "misc", "y")],
                                         root=str(tmp_path))
    # Only a.py was looked at (one import, or pre-commit naming one file): b.py is not fixed.
    assert baseline.filter([], checked=[a]) == ([], 1)
    shrunk = baseline.shrunk([], checked=[a])
    assert [k[0] for k in shrunk.counts] == ["b.py"]


def test_shrunk_never_grows(tmp_path: Path) -> None:
    a = str(tmp_path / "a.py")
    baseline = Baseline.from_diagnostics([diag(a, 1, "misc", "x")] * 2, root=str(tmp_path))
    grown = baseline.shrunk([diag(a, 1, "misc", "x")] * 5 + [diag(a, 2, "misc", "new")])
    assert dict(grown.counts) == {("a.py", "misc", "x"): 2}
    assert dict(baseline.shrunk([diag(a, 1, "misc", "x")]).counts) == {("a.py", "misc", "x"): 1}
    assert len(baseline.shrunk([])) == 0


def test_write_and_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "hintloader-baseline.json"
    sub = tmp_path / "pkg" / "m.py"
    diagnostics = [diag(str(sub), 4, "arg-type", "Literal[4] bad"),
                   diag(str(sub), 8, "arg-type", "Literal[5] bad")]
    write_baseline(Baseline.from_diagnostics(diagnostics, root=str(tmp_path)), str(path))
    data = json.loads(path.read_text())
    assert data == {"hintloader-baseline": 1, "entries": [
        {"path": "pkg/m.py", "code": "arg-type", "message": "Literal[...] bad", "count": 2}]}
    loaded = load_baseline(str(path))
    assert loaded.filter(diagnostics) == ([], 0)
    # Relative paths in the diagnostics resolve against the current folder, not the file's.
    cwd = os.getcwd()
    try:
        os.chdir(tmp_path)
        assert loaded.filter([diag("pkg/m.py", 1, "arg-type", "Literal[9] bad")]) == ([], 1)
    finally:
        os.chdir(cwd)


def test_write_to_another_folder_rekeys_paths(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    baseline = Baseline.from_diagnostics([diag(str(tmp_path / "a.py"), 1, "misc", "x")],
                                         root=str(tmp_path))
    target = tmp_path / "sub" / "b.json"
    write_baseline(baseline, str(target))
    assert json.loads(target.read_text())["entries"][0]["path"] == "../a.py"
    assert load_baseline(str(target)).filter([diag(str(tmp_path / "a.py"), 7, "misc", "x")]) \
        == ([], 0)


@pytest.mark.parametrize("text", [
    "not json", "[]", '{"entries": []}', '{"hintloader-baseline": 1, "entries": {}}',
    '{"hintloader-baseline": 1, "entries": [{"path": "a.py"}]}',
    '{"hintloader-baseline": 1, "entries": [{"path": "a", "code": "c", "message": "m", '
    '"count": 0}]}',
])
def test_bad_files_raise_baseline_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "b.json"
    path.write_text(text)
    with pytest.raises(BaselineError) as info:
        load_baseline(str(path))
    assert isinstance(info.value, ValueError) and str(path) in str(info.value)


def test_missing_file_is_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_baseline(str(tmp_path / "nope.json"))


def test_find_baseline(tmp_path: Path) -> None:
    assert find_baseline(str(tmp_path)) is None
    a = str(tmp_path / "a.py")
    write_baseline(Baseline.from_diagnostics([diag(a, 1, "misc", "x")], root=str(tmp_path)),
                   str(tmp_path / "hintloader-baseline.json"))
    found = find_baseline(str(tmp_path))
    assert found is not None and found.filter([diag(a, 5, "misc", "x")], checked=[a]) == ([], 0)
    (tmp_path / "other.json").write_text("[]")
    with pytest.raises(BaselineError):
        find_baseline(str(tmp_path), str(tmp_path / "other.json"))


# -- the command line ---------------------------------------------------------------------------

def lines_of(n: int) -> str:
    return "".join(f"v{i} = {i}  # fake: name-defined: Name \"w{i}\" is not defined\n"
                   for i in range(n))


def test_round_trip_add_fix_move(project: Path) -> None:  # noqa: F811
    core = project / "app" / "core.py"
    core.write_text(lines_of(3))
    (project / "app" / "dup.py").write_text("x = 1  # fake: misc: same\n" * 2)

    recorded = hintloader(project, "baseline")
    assert recorded.returncode == 0, recorded.stderr
    assert "recorded 5 diagnostics in 2 files to hintloader-baseline.json" in recorded.stdout
    baseline_file = project / "hintloader-baseline.json"
    entries = json.loads(baseline_file.read_text())["entries"]
    assert {(e["path"], e["code"], e["count"]) for e in entries} == {
        ("app/core.py", "name-defined", 1), ("app/dup.py", "misc", 2)}

    quiet = hintloader(project, "check", "app")
    assert quiet.returncode == 0, quiet.stdout
    assert quiet.stdout.splitlines() == [
        "Success: no issues found in 4 source files", "5 baselined diagnostics not shown"]

    # Move everything down, fix w1, add a new error and a third copy of a duplicate.
    core.write_text("\n\n\n" + lines_of(3).replace('# fake: name-defined: Name "w1" is not '
                                                    'defined', "") + "z = 0  # fake: misc: new\n")
    (project / "app" / "dup.py").write_text("\n" + "x = 1  # fake: misc: same\n" * 3)
    result = hintloader(project, "check", "app")
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        "app/core.py:7:1: error: new  [misc]",
        "app/dup.py:4:1: error: same  [misc]",
        "Found 2 errors in 2 files (checked 4 source files)",
        "4 baselined diagnostics not shown; 1 baselined diagnostic fixed (run with "
        "--update-baseline to shrink the baseline)",
    ]

    everything = hintloader(project, "check", "--no-baseline", "app")
    assert everything.stdout.count(": error: ") == 6

    json_run = hintloader(project, "check", "--format", "json", "app")
    assert len(json_run.stdout.splitlines()) == 2
    assert "1 baselined diagnostic fixed" in json_run.stderr

    updated = hintloader(project, "check", "--update-baseline", "app")
    assert updated.returncode == 1
    assert "1 baselined diagnostic fixed and removed from the baseline" in updated.stdout
    after = json.loads(baseline_file.read_text())["entries"]
    assert sum(e["count"] for e in after) == 4  # shrunk by the fix, the new ones not added
    assert all(e["message"] != "new" for e in after)


def test_checking_some_files_leaves_the_others_alone(project: Path) -> None:  # noqa: F811
    (project / "app" / "other.py").write_text("x = 1  # fake: misc: elsewhere\n")
    assert hintloader(project, "baseline").returncode == 0
    result = hintloader(project, "check", "--update-baseline", "app/clean.py")
    assert result.returncode == 0
    assert "fixed" not in result.stdout
    entries = json.loads((project / "hintloader-baseline.json").read_text())["entries"]
    assert {e["path"] for e in entries} == {"app/core.py", "app/other.py"}


def test_baseline_of_some_paths_keeps_other_entries(project: Path) -> None:  # noqa: F811
    (project / "app" / "other.py").write_text("x = 1  # fake: misc: elsewhere\n")
    assert hintloader(project, "baseline").returncode == 0
    (project / "app" / "other.py").write_text("x = 1\n")
    (project / "app" / "core.py").unlink()
    assert hintloader(project, "baseline", "app/other.py").returncode == 0
    entries = json.loads((project / "hintloader-baseline.json").read_text())["entries"]
    assert entries == []  # other.py re-recorded clean; core.py is gone


def test_explicit_baseline_option_and_errors(project: Path) -> None:  # noqa: F811
    assert hintloader(project, "baseline", "--baseline", "ci/base.json", "app").returncode == 2
    (project / "ci").mkdir()
    assert hintloader(project, "baseline", "--baseline", "ci/base.json", "app").returncode == 0
    assert json.loads((project / "ci" / "base.json").read_text())["entries"][0]["path"] == \
        "../app/core.py"
    assert hintloader(project, "check", "--baseline", "ci/base.json", "app").returncode == 0
    # The default file does not exist: the check reports everything.
    assert hintloader(project, "check", "app").returncode == 1
    missing = hintloader(project, "check", "--baseline", "ci/nope.json", "app")
    assert missing.returncode == 2 and "no baseline file" in missing.stderr
    assert hintloader(project, "check", "--update-baseline", "app").returncode == 2
    (project / "hintloader-baseline.json").write_text("{broken")
    bad = hintloader(project, "check", "app")
    assert bad.returncode == 2 and "bad baseline" in bad.stderr
    assert hintloader(project, "check", "--no-baseline", "app").returncode == 1


@pytest.mark.skipif(not real_checker_ready(), reason="the static checker has not landed yet")
def test_round_trip_with_the_real_checker(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "__init__.py").write_text("")
    util = tmp_path / "app" / "util.py"
    util.write_text(
        "def double(x: int) -> int:\n    return x * 2\n\n\n"
        "def label(n: int) -> str:\n    return n\n\n\n"
        "double('a')\n")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "hintloader", *args], cwd=tmp_path,
                              env=clean_env(), capture_output=True, text=True, timeout=120)

    assert run("baseline").returncode == 0
    assert run("check", "app").returncode == 0
    # Move everything down two lines, fix label(), add a new mistake.
    util.write_text(
        "import os\nimport sys\n"
        "def double(x: int) -> int:\n    return x * 2\n\n\n"
        "def label(n: int) -> str:\n    return str(n)\n\n\n"
        "double('a')\ndouble(b'b')\n")
    result = run("check", "app")
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("app/util.py:12:") and "[arg-type]" in lines[0]
    assert '"bytes"' in lines[0]
    assert lines[-1] == ("1 baselined diagnostic not shown; 1 baselined diagnostic fixed "
                         "(run with --update-baseline to shrink the baseline)")
