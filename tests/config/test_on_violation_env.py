"""HINTLOADER_ON_VIOLATION softens (or hardens) runtime violations from the environment."""

from __future__ import annotations

from pathlib import Path

import pytest

from hintloader.config.load import load_options
from hintloader.errors import ConfigError
from tests.conftest import clean_env, run_python

PYPROJECT = '''[tool.hintloader]
on-violation = "raise"

[[tool.hintloader.overrides]]
module = ["app.strict"]
on-violation = "raise"
'''


def test_the_variable_beats_pyproject_and_its_overrides(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(PYPROJECT)
    options = load_options(start=str(tmp_path), environ={"HINTLOADER_ON_VIOLATION": "warn"})
    assert options.defaults.on_violation == "warn"
    assert options.for_module("app.strict").on_violation == "warn"
    assert load_options(start=str(tmp_path), environ={}).for_module("app.strict").on_violation == "raise"


def test_a_bad_value_names_the_variable(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        load_options(start=str(tmp_path), environ={"HINTLOADER_ON_VIOLATION": "warning"})
    assert caught.value.source == "HINTLOADER_ON_VIOLATION"
    assert caught.value.key == "on-violation"
    assert "did you mean 'warn'?" in str(caught.value)


def test_a_running_program_warns_instead_of_raising(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["app"]\ninstrument = true\n')
    (tmp_path / "app.py").write_text("def f(x: int) -> int:\n    return 1\n")
    code = "import app; print(app.f('no'))"
    env = clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR="off", HINTLOADER_ON_VIOLATION="warn")
    softened = run_python("-c", code, cwd=tmp_path, env=env)
    assert softened.returncode == 0, softened.stderr
    assert softened.stdout == "1\n"
    assert "HintWarning" in softened.stderr and "argument 'x' (int)" in softened.stderr
    env["HINTLOADER_ON_VIOLATION"] = "raise"
    strict = run_python("-c", code, cwd=tmp_path, env=env)
    assert strict.returncode == 1 and "HintTypeError" in strict.stderr
