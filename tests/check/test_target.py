"""`hintloader check` for a target Python version and platform, with the real checker."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env

# A module that needs Python 3.11: asyncio.TaskGroup came with it.
USES_311 = textwrap.dedent("""\
    import asyncio


    async def main() -> None:
        async with asyncio.TaskGroup() as group:
            group.create_task(asyncio.sleep(1))
    """)
MISSING_311 = 'app.py:5:16: error: Module has no attribute "TaskGroup"  [attr-defined]'


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    (root / "app.py").write_text(USES_311)
    return root


def check(project: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hintloader", "check", *args, "app.py"], cwd=project,
        env=clean_env(**env), capture_output=True, text=True, timeout=120,
    )


def test_a_name_newer_than_the_target_version_is_reported(project: Path) -> None:
    result = check(project, "--cache-dir", "off", "--python-version", "3.10")
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines()[0] == MISSING_311


def test_the_same_module_is_clean_for_the_version_that_has_the_name(project: Path) -> None:
    result = check(project, "--cache-dir", "off", "--python-version", "3.11")
    assert (result.returncode, result.stdout) == (0, "Success: no issues found in 1 source file\n"), result.stderr


def test_pyproject_and_environment_set_the_target_and_the_command_line_wins(project: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.hintloader]\npython-version = "3.10"\n')
    assert MISSING_311 in check(project, "--cache-dir", "off").stdout
    assert check(project, "--cache-dir", "off", "--python-version", "3.12").returncode == 0
    (project / "pyproject.toml").write_text("[tool.hintloader]\n")
    assert MISSING_311 in check(project, "--cache-dir", "off", HINTLOADER_PYTHON_VERSION="3.10").stdout


def test_the_cache_keeps_results_per_target(project: Path) -> None:
    cache = ["--cache-dir", str(project / "cache")]
    assert check(project, *cache, "--python-version", "3.10").returncode == 1
    assert check(project, *cache, "--python-version", "3.11").returncode == 0
    assert MISSING_311 in check(project, *cache, "--python-version", "3.10").stdout


def test_the_platform_decides_platform_branches(project: Path) -> None:
    (project / "app.py").write_text(textwrap.dedent("""\
        import sys

        if sys.platform == "win32":
            value: int = "only wrong on Windows"
        """))
    assert check(project, "--cache-dir", "off", "--platform", "linux").returncode == 0
    windows = check(project, "--cache-dir", "off", "--platform", "win32")
    assert "app.py:4:18: error: Incompatible types in assignment" in windows.stdout


@pytest.mark.parametrize(("args", "expected"), [
    (("--python-version", "3.1"), "python-version: Python 3.1 is older than the oldest version"),
    (("--python-version", "3.10.2"), "python-version: '3.10.2' is not a major.minor Python version (write major.minor, e.g. \"3.10\")"),
    (("--platform", "windows"), "platform: 'windows' is not a sys.platform value (did you mean 'win32'?"),
])
def test_bad_values_are_configuration_errors(project: Path, args: tuple[str, str], expected: str) -> None:
    result = check(project, *args)
    assert result.returncode == 2
    assert f"hintloader: configuration error: command line: {expected}" in result.stderr
