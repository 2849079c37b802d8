"""``python -m hintloader --instrument app.py`` in a real subprocess: violations in the main
script and in imported modules, tracebacks without hintloader frames."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

APP = '''
import json
import inventory

def main(raw: str) -> int:
    data = json.loads(raw)  # Any: only a runtime check can catch a bad item
    return inventory.total(data)

print(main('[1, 2, 3]'))
print(main('[1, "two", 3]'))
'''

INVENTORY = '''
def total(counts: list[int]) -> int:
    return sum(counts)
'''


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "app.py").write_text(textwrap.dedent(APP))
    (tmp_path / "inventory.py").write_text(textwrap.dedent(INVENTORY))
    (tmp_path / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["inventory"]\n')
    return tmp_path


def test_instrument_flag_checks_imported_module(project: Path) -> None:
    result = run_python("-m", "hintloader", "--instrument", "app.py", cwd=project,
                        env=clean_env(HINTLOADER_CACHE_DIR="off"))
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines() == ["6"]
    assert ("HintTypeError: total(): item 1 of argument 'counts' (list[int]) is str 'two', "
            "expected int") in result.stderr
    traceback = result.stderr[result.stderr.index("Traceback"):]
    assert 'app.py", line 10, in <module>' in traceback
    assert 'inventory.py", line 2, in total' in traceback
    assert "hintloader" not in traceback.replace("hintloader.errors.HintTypeError", "")


def test_environment_variable_turns_instrumentation_on(project: Path) -> None:
    result = run_python("-m", "hintloader", "app.py", cwd=project,
                        env=clean_env(HINTLOADER_INSTRUMENT="1", HINTLOADER_CACHE_DIR="off"))
    assert result.returncode == 1
    assert "item 1 of argument 'counts'" in result.stderr


def test_without_instrumentation_nothing_is_checked_at_run_time(project: Path) -> None:
    result = run_python("-m", "hintloader", "app.py", cwd=project,
                        env=clean_env(HINTLOADER_CACHE_DIR="off"))
    assert "HintTypeError" not in result.stderr
    assert result.stdout.splitlines()[0] == "6"


def test_main_script_is_instrumented(project: Path) -> None:
    (project / "app.py").write_text("def f(x: int) -> int:\n    return x\n\nf(1)\nf('a')\n")
    result = run_python("-m", "hintloader", "--instrument", "app.py", cwd=project,
                        env=clean_env(HINTLOADER_CACHE_DIR="off"))
    assert result.returncode == 1
    assert "f(): argument 'x' (int) is str 'a'" in result.stderr
    assert 'app.py", line 5, in <module>' in result.stderr


def test_cached_instrumented_code_still_checks(project: Path) -> None:
    env = clean_env(HINTLOADER_CACHE_DIR=str(project / "cache"))
    first = run_python("-m", "hintloader", "--instrument", "app.py", cwd=project, env=env)
    second = run_python("-m", "hintloader", "--instrument", "app.py", cwd=project, env=env)
    assert first.returncode == second.returncode == 1
    assert "item 1 of argument 'counts'" in second.stderr
