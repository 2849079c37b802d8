"""hintloader's own warnings are labelled as hintloader's and shown at the user's code (or at
no line), never at hintloader's internals."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

import hintloader
from hintloader.errors import HintWarning
from tests.conftest import clean_env, run_python


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("x: int = 1\n")
    (tmp_path / "main.py").write_text("import os\nimport pkg\n")
    return tmp_path


def _internals(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines()
            if any(name in line for name in ("startup.py", "hook.py", "store.py", "finder.py",
                                             "notices.py", "activate()", "Cache.open"))]


def test_a_bad_configuration_at_start_up_is_shown_at_no_line(project: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.hintloader]\nmode = "loud"\n')
    result = run_python("main.py", cwd=project, env=clean_env(HINTLOADER="1"))
    assert result.returncode == 0, result.stderr
    # Rendered as hintloader's own label (no file:line of ours, no "HintWarning:" prefix).
    assert result.stderr.startswith("hintloader is not active: ")
    assert "'loud' is not one of off, warn, error" in result.stderr
    assert _internals(result.stderr) == []


def test_a_refused_cache_folder_is_shown_at_the_import_that_opened_it(project: Path) -> None:
    (project / "foreign").mkdir()
    (project / "foreign" / "notes.txt").write_text("keep")
    # The main script itself is not checked here: its check would open the cache before it runs.
    (project / "pyproject.toml").write_text(
        '[tool.hintloader]\n[[tool.hintloader.overrides]]\nmodule = "__main__"\nmode = "off"\n')
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="pkg",
                    HINTLOADER_CACHE_DIR=str(project / "foreign"))
    result = run_python("main.py", cwd=project, env=env)
    assert result.returncode == 0, result.stderr
    first, source = result.stderr.splitlines()[:2]
    assert first.startswith(f"{project / 'main.py'}:2: HintWarning: hintloader: not using cache "
                            f"directory {project / 'foreign'}: ")
    assert source.strip() == "import pkg"
    assert _internals(result.stderr) == []


def test_a_late_installation_is_shown_at_the_call_that_installed(
    project: Path, monkeypatch: pytest.MonkeyPatch, import_state: None
) -> None:
    monkeypatch.syspath_prepend(str(project))
    import pkg  # noqa: F401

    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        hintloader.install(packages=["pkg"]).uninstall()  # the public API: one frame more
    [warning] = [w for w in record if issubclass(w.category, HintWarning)]
    assert warning.filename == __file__
    assert "hintloader was installed after these selected modules were imported" in str(warning.message)
