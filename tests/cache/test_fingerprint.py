"""A checker changed in a source checkout does not serve findings cached by the old one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hintloader.cache import files


def fake_package(root: Path) -> Path:
    package = root / "hintloader"
    for folder in ("cache", "checker", "checker/semantic", "typesystem", "runtime"):
        (package / folder).mkdir(parents=True)
    (package / "cache" / "files.py").write_text("")
    (package / "checker" / "expressions.py").write_text("x = 1\n")
    (package / "checker" / "semantic" / "walker.py").write_text("x = 1\n")
    (package / "typesystem" / "relations.py").write_text("x = 1\n")
    (package / "runtime" / "instrument.py").write_text("x = 1\n")
    return package


@pytest.mark.parametrize("module", ["checker/expressions.py", "checker/semantic/walker.py",
                                    "typesystem/relations.py", "runtime/instrument.py"])
def test_editing_a_module_that_decides_results_changes_the_fingerprint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: str
) -> None:
    package = fake_package(tmp_path / "src")
    monkeypatch.setattr(files, "__file__", str(package / "cache" / "files.py"))
    before = files.checker_source_fingerprint()
    edited = package / module
    edited.write_text("x = 22\n")
    os.utime(edited, ns=(1, 1))
    assert before and files.checker_source_fingerprint() != before


def test_an_installed_release_is_identified_by_its_version_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = fake_package(tmp_path / "lib" / "site-packages")
    monkeypatch.setattr(files, "__file__", str(package / "cache" / "files.py"))
    assert files.checker_source_fingerprint() == ""


def test_a_module_added_or_removed_changes_the_fingerprint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = fake_package(tmp_path / "src")
    monkeypatch.setattr(files, "__file__", str(package / "cache" / "files.py"))
    before = files.checker_source_fingerprint()
    added = package / "checker" / "added.py"
    added.write_text("x = 1\n")
    with_added = files.checker_source_fingerprint()
    added.unlink()
    assert with_added != before and files.checker_source_fingerprint() == before


def test_one_stat_per_module_and_none_for_other_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every warm start in a source checkout pays this: each module once, nothing else."""
    package = fake_package(tmp_path / "src")
    (package / "checker" / "notes.txt").write_text("not a module\n")
    monkeypatch.setattr(files, "__file__", str(package / "cache" / "files.py"))
    stat_calls: list[str] = []
    real_stat = os.stat

    def counting_stat(path: str, *args: object, **kwargs: object) -> os.stat_result:
        stat_calls.append(str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", counting_stat)
    files.checker_source_fingerprint()
    assert sorted(os.path.relpath(p, package) for p in stat_calls) == [
        "checker/expressions.py", "checker/semantic/walker.py", "runtime/instrument.py",
        "typesystem/relations.py"]
