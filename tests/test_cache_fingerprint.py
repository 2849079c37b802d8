"""A checker changed in a source checkout does not serve findings cached by the old one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hintloader import cache_files


def fake_package(root: Path) -> Path:
    package = root / "hintloader"
    (package / "checker").mkdir(parents=True)
    (package / "cache_files.py").write_text("")
    (package / "checker" / "expressions.py").write_text("x = 1\n")
    return package


def test_editing_a_checker_module_changes_the_fingerprint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = fake_package(tmp_path / "src")
    monkeypatch.setattr(cache_files, "__file__", str(package / "cache_files.py"))
    before = cache_files.checker_source_fingerprint()
    module = package / "checker" / "expressions.py"
    module.write_text("x = 22\n")
    os.utime(module, ns=(1, 1))
    assert before and cache_files.checker_source_fingerprint() != before


def test_an_installed_release_is_identified_by_its_version_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = fake_package(tmp_path / "lib" / "site-packages")
    monkeypatch.setattr(cache_files, "__file__", str(package / "cache_files.py"))
    assert cache_files.checker_source_fingerprint() == ""
