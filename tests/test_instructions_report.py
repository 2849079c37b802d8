"""benchmarks/instructions_report.py: how it exports a commit and reads callgrind's count."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from tests.conftest import load_benchmark


@pytest.fixture(scope="module")
def report() -> types.ModuleType:
    return load_benchmark("instructions_report")


def test_export_writes_the_package_of_the_commit_with_its_bytecode(report: types.ModuleType, tmp_path: Path) -> None:
    full = report.export("HEAD", tmp_path)
    assert len(full) == 40
    assert (tmp_path / "hintloader" / "__init__.py").is_file()
    assert list((tmp_path / "hintloader" / "__pycache__").glob("__init__.*.pyc"))
    assert not (tmp_path / "tests").exists()  # only the package is measured


def test_reads_callgrinds_count_with_thousands_separators(report: types.ModuleType) -> None:
    found = report._COLLECTED.search("==4411== Events    : Ir\n==4411== Collected : 14,434,154,767\n")
    assert found is not None and int(found.group(1).replace(",", "")) == 14434154767


def test_without_valgrind_it_says_so_and_measures_nothing(report: types.ModuleType, monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(report.shutil, "which", lambda name: None)
    monkeypatch.setattr(report, "measure", lambda *a: pytest.fail("measured without valgrind"))
    assert report.main(["--base", "HEAD"]) == 2
    assert "valgrind is not installed" in capsys.readouterr().err
