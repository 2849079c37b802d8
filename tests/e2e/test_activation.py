"""``HINTLOADER=1`` activates the hook in any process, through the installed .pth line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

BAD = """\
def double(x: int) -> int:
    return x * 2

VALUE = double("a")
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "__init__.py").write_text("")
    (tmp_path / "lib" / "calc.py").write_text(BAD)
    return tmp_path


def test_off_without_the_variable(project: Path) -> None:
    result = run_python("-c", "import lib.calc", cwd=project)
    assert result.returncode == 0 and result.stderr == ""


def test_variable_turns_checking_on(project: Path) -> None:
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="lib", HINTLOADER_CACHE_DIR="off")
    result = run_python("-c", "import lib.calc", cwd=project, env=env)
    assert result.returncode == 0
    assert "calc.py:4:" in result.stderr and "[arg-type]" in result.stderr
    assert result.stderr.count("[arg-type]") == 1  # the .pth may be seen twice; runs once


def test_default_selection_is_first_party(project: Path) -> None:
    env = clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR="off")
    result = run_python("-c", "import lib.calc, json, typing", cwd=project, env=env)
    assert "[arg-type]" in result.stderr
    assert "json" not in result.stderr


def test_mode_variable(project: Path) -> None:
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="lib", HINTLOADER_MODE="error",
                    HINTLOADER_CACHE_DIR="off")
    result = run_python("-c", "import lib.calc", cwd=project, env=env)
    assert result.returncode == 1
    assert "HintError" in result.stderr


def test_warnings_filters_apply(project: Path) -> None:
    # -W is read before site-packages are importable, so it names HintWarning's base class
    # or the module; inside a program, filterwarnings(category=HintWarning) works too.
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="lib", HINTLOADER_CACHE_DIR="off")
    quiet = run_python("-W", "ignore:::lib.calc", "-c", "import lib.calc",
                       cwd=project, env=env)
    assert quiet.returncode == 0 and "[arg-type]" not in quiet.stderr
    strict = run_python("-W", "error::UserWarning", "-c", "import lib.calc",
                        cwd=project, env=env)
    assert strict.returncode == 1 and "HintWarning" in strict.stderr
    in_code = run_python(
        "-c",
        "import warnings, hintloader\n"
        "warnings.filterwarnings('ignore', category=hintloader.HintWarning)\n"
        "import lib.calc",
        cwd=project, env=env,
    )
    assert in_code.returncode == 0 and "[arg-type]" not in in_code.stderr


def test_bad_configuration_warns_and_the_program_still_runs(project: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.hintloader]\nmode = "loud"\n')
    env = clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR="off")
    result = run_python("-c", "import lib.calc; print('ran')", cwd=project, env=env)
    assert result.returncode == 0
    assert result.stdout == "ran\n"
    assert "hintloader is not active" in result.stderr and "mode" in result.stderr


def test_sitecustomize_example_activates_and_chains(project: Path) -> None:
    from tests.conftest import REPO

    other = project / "other_site"
    other.mkdir()
    (other / "sitecustomize.py").write_text("import os\nos.environ['CHAINED'] = 'yes'\n")
    env = clean_env(
        PYTHONPATH=f"{REPO / 'sitecustomize_example'}:{other}",
        HINTLOADER_PACKAGES="lib",
        HINTLOADER_CACHE_DIR="off",
    )
    code = "import os, lib.calc; print(os.environ.get('CHAINED'))"
    result = run_python("-c", code, cwd=project, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "yes\n"
    assert "[arg-type]" in result.stderr


def test_the_hook_reports_only_findings_missing_from_the_baseline(project: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["lib"]\n')
    env = clean_env(HINTLOADER_CACHE_DIR="off")
    recorded = run_python("-m", "hintloader", "baseline", "lib", cwd=project, env=env)
    assert recorded.returncode == 0, recorded.stderr
    assert (project / "hintloader-baseline.json").is_file()

    hooked = clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR="off")
    quiet = run_python("-c", "import lib.calc", cwd=project, env=hooked)
    assert quiet.returncode == 0 and "[arg-type]" not in quiet.stderr

    # A new finding elsewhere in the module is reported; the baselined one stays hidden.
    (project / "lib" / "calc.py").write_text(BAD + "OTHER: int = 'x'\n")
    loud = run_python("-c", "import lib.calc", cwd=project, env=hooked)
    assert "[assignment]" in loud.stderr
    assert "[arg-type]" not in loud.stderr
