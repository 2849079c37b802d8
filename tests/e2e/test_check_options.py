"""The check command as a mypy user drives it: error-code switches, unused ignores, paths from the
configuration, empty folders, and the smaller command-line details."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

APP = """\
def double(x: int) -> int:
    return x * 2


def first(s: str | None) -> str:
    return s.upper()


def untyped(x):
    return x


VALUE = double("a")
"""


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))


def hl(*args: str, cwd: Path, **variables: str) -> subprocess.CompletedProcess[str]:
    return run_python("-m", "hintloader", *args, cwd=cwd,
                      env=clean_env(HINTLOADER_CACHE_DIR="off", **variables))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    write(tmp_path / "app" / "__init__.py", "")
    write(tmp_path / "app" / "calc.py", APP)
    return tmp_path


def codes(output: str) -> list[str]:
    return [line.rsplit("[", 1)[1].rstrip("]") for line in output.splitlines()
            if line.endswith("]") and ": " in line]


# -- item 3: error codes one by one --------------------------------------------------------------

def test_codes_from_the_command_line(project: Path) -> None:
    assert codes(hl("check", "app", cwd=project).stdout) == ["union-attr", "arg-type"]
    result = hl("check", "--disable-error-code", "arg-type", "--enable-error-code",
                "no-untyped-def", "app", cwd=project)
    assert codes(result.stdout) == ["union-attr", "no-untyped-def"]
    both = hl("check", "--disable-error-code", "arg-type,union-attr", "app", cwd=project)
    assert both.returncode == 0 and codes(both.stdout) == []


def test_codes_per_package_and_per_override(project: Path) -> None:
    write(project / "app" / "legacy.py", APP)
    write(project / "pyproject.toml", """\
        [tool.hintloader]
        disable-error-codes = ["union-attr"]
        enable-error-codes = ["no-untyped-def"]

        [[tool.hintloader.overrides]]
        module = "app.legacy"
        disable-error-codes = ["arg-type", "no-untyped-def"]
        enable-error-codes = ["union-attr"]
    """)
    result = hl("check", "app", cwd=project)
    found = [(line.split(":", 1)[0], code) for line, code in
             zip(result.stdout.splitlines(), codes(result.stdout))]
    assert found == [
        ("app/calc.py", "no-untyped-def"), ("app/calc.py", "arg-type"),
        ("app/legacy.py", "union-attr"),
    ]
    shown = hl("config", "app.legacy", cwd=project).stdout
    assert 'disable-error-codes = ["arg-type", "no-untyped-def"]' in shown
    assert 'enable-error-codes = ["union-attr"]' in shown


def test_an_unknown_code_is_a_configuration_error(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.hintloader]\ndisable-error-codes = ["arg-typ"]\n')
    result = hl("check", "app", cwd=project)
    assert result.returncode == 2
    assert "disable-error-codes: unknown error code 'arg-typ' (did you mean 'arg-type'?)" \
        in result.stderr


def test_mypys_note_for_a_code_the_ignore_does_not_cover(project: Path) -> None:
    write(project / "app" / "calc.py", 'x: int = "a"  # type: ignore[arg-type]\n')
    result = hl("check", "app", cwd=project)
    assert result.stdout.splitlines()[:2] == [
        'app/calc.py:1:10: error: Incompatible types in assignment (expression has type "str", '
        'variable has type "int")  [assignment]',
        'app/calc.py:1:10: note: Error code "assignment" not covered by '
        '"type: ignore[arg-type]" comment  [assignment]',
    ]


# -- item 4: unused ignores ----------------------------------------------------------------------

def test_unused_ignores_only_where_no_checker_could_need_them(project: Path) -> None:
    write(project / "app" / "calc.py", """\
        import os


        def size(path: str, items: list[int]) -> int:
            fd = os.open(path, os.O_BINARY)  # type: ignore[attr-defined]
            n = len(items)  # type: ignore[arg-type]
            count = n  # type: ignore[call-arg]
            return count + fd  # type: ignore[no-any-return]
    """)
    result = hl("check", "--strictness", "strict", "app", cwd=project)
    assert result.stdout.splitlines()[0] == \
        'app/calc.py:7: warning: Unused "type: ignore" comment  [unused-ignore]'
    assert codes(result.stdout) == ["unused-ignore"]


@pytest.mark.parametrize("package", ["click", "packaging"])
def test_no_more_unused_ignores_than_mypy_on_a_mypy_strict_project(
        tmp_path: Path, package: str) -> None:
    """click and packaging run mypy --strict with warn_unused_ignores in their CI: every ignore
    they keep is one mypy needs. hintloader must not call any of them unused."""
    module = pytest.importorskip(package)
    assert module.__file__ is not None
    copy = tmp_path / package
    shutil.copytree(os.path.dirname(module.__file__), copy,
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / ".git").mkdir()
    result = hl("check", "--strictness", "strict", "--enable-error-code", "unused-ignore",
                "-j", "2", package, cwd=tmp_path)
    unused = [line for line in result.stdout.splitlines() if "[unused-ignore]" in line]
    assert unused == []
    if os.environ.get("HINTLOADER_COMPARE_MYPY"):  # slow: minutes under load
        mypy = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--warn-unused-ignores",
                               "--no-incremental", package], cwd=tmp_path,
                              capture_output=True, text=True)
        assert len(unused) <= mypy.stdout.count("[unused-ignore]")


# -- item 5: paths -------------------------------------------------------------------------------

def test_an_empty_folder_is_an_error_as_in_mypy(project: Path) -> None:
    (project / "empty_dir").mkdir()
    result = hl("check", "empty_dir", cwd=project)
    assert result.returncode == 2
    assert result.stderr == "There are no .py[i] files in directory 'empty_dir'\n"
    assert result.stdout == ""


def test_without_path_the_files_key(project: Path) -> None:
    write(project / "scripts" / "tool.py", 'X: int = "a"\n')
    write(project / "pyproject.toml", '[tool.hintloader]\nfiles = ["scripts"]\n')
    result = hl("check", cwd=project)
    assert result.returncode == 1
    assert result.stdout.startswith("scripts/tool.py:1:10: error:")
    assert "app/" not in result.stdout


def test_without_path_the_configured_packages(project: Path) -> None:
    write(project / "scripts" / "tool.py", 'X: int = "a"\n')
    write(project / "pyproject.toml", '[tool.hintloader]\npackages = ["app"]\n')
    result = hl("check", cwd=project)
    assert codes(result.stdout) == ["union-attr", "arg-type"]
    assert "(checked 2 source files)" in result.stdout


def test_without_path_the_projects_packages(project: Path) -> None:
    write(project / "scripts" / "tool.py", 'X: int = "a"\n')  # not a package
    result = hl("check", cwd=project)
    assert codes(result.stdout) == ["union-attr", "arg-type"]
    src = project / "src"
    (project / "app").rename(project / "moved")
    write(src / "pkg" / "__init__.py", 'Y: str = 1\n')
    in_src = hl("check", cwd=project)
    assert in_src.stdout.startswith("src/pkg/__init__.py:1:10: error:")
    assert "(checked 1 source file)" in in_src.stdout


def test_baseline_uses_the_same_default(project: Path) -> None:
    write(project / "pyproject.toml", '[tool.hintloader]\npackages = ["app"]\n')
    result = hl("baseline", cwd=project)
    assert result.returncode == 0
    assert "recorded 2 diagnostics in 1 file" in result.stdout


# -- item 8: smaller details ---------------------------------------------------------------------

def test_explain_an_unknown_code_lists_the_codes(project: Path) -> None:
    result = hl("explain", "retrun-value", cwd=project)
    assert result.returncode == 2
    assert "did you mean return-value" in result.stderr
    assert "error codes:" in result.stderr and "arg-type" in result.stderr
    assert "union-attr" in hl("explain", "--help", cwd=project).stdout


@pytest.mark.parametrize(("variables", "message"), [
    ({"HINTLOADER_PACKAGES": ","}, "HINTLOADER_PACKAGES: packages: no package names in ','"),
    ({"HINTLOADER_INSTRUMENT": "maybe"},
     "HINTLOADER_INSTRUMENT: instrument: expected 1/0, true/false, yes/no or on/off, "
     "got 'maybe'"),
    ({"HINTLOADER": "maybe"}, "HINTLOADER: expected 1/0, true/false, yes/no or on/off, "
                              "got 'maybe'"),
])
def test_environment_values_that_mean_nothing_are_errors(
        project: Path, variables: dict[str, str], message: str) -> None:
    run = {"HINTLOADER": "1", **variables}
    result = run_python("-c", "import app.calc; print('ran')", cwd=project,
                        env=clean_env(HINTLOADER_CACHE_DIR="off", **run))
    assert result.stdout == "ran\n"  # the program runs, without the hook
    assert f"hintloader is not active: {message}" in result.stderr
    assert "[arg-type]" not in result.stderr


@pytest.mark.parametrize("word", ["1", "true", "YES", "On"])
def test_boolean_spellings(project: Path, word: str) -> None:
    result = run_python("-c", "import app.calc", cwd=project,
                        env=clean_env(HINTLOADER=word, HINTLOADER_CACHE_DIR="off"))
    assert "[arg-type]" in result.stderr


def test_every_configuration_error_is_reported(project: Path) -> None:
    write(project / "pyproject.toml", """\
        [tool.hintloader]
        mode = "strict"
        strictnes = "basic"

        [[tool.hintloader.overrides]]
        module = "app.*"
        instrument = "yes"
    """)
    result = hl("check", "app", cwd=project, HINTLOADER_MODE="loud")
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 4, lines
    assert all(line.startswith("hintloader: configuration error: ") for line in lines)
    text = result.stderr
    assert "mode: 'strict' is not one of off, warn, error ('strict' is a value of " \
           "`strictness`: write strictness = \"strict\")" in text
    assert "strictnes: unknown key (did you mean 'strictness'?)" in text
    assert "instrument: expected true or false, got 'yes'" in text
    assert "HINTLOADER_MODE: mode: 'loud' is not one of off, warn, error" in text


def test_python_dash_c_runs_as_python_does(project: Path) -> None:
    code = "import sys; print(sys.argv, repr(sys.path[0]), __name__); import app.calc"
    plain = run_python("-c", code.replace("; import app.calc", ""), "a", "b", cwd=project)
    ours = hl("--packages", "app", "-c", code, "a", "b", cwd=project)
    assert ours.returncode == 0
    assert ours.stdout == plain.stdout == "['-c', 'a', 'b'] '' __main__\n"
    assert "hintloader: app/calc.py:13:16: error:" in ours.stderr
    refused = hl("--mode", "error", "-c", 'x: int = "a"', cwd=project)
    assert refused.returncode == 1 and "<string>:1:10: error:" in refused.stderr


def test_check_help_says_what_run_time_options_mean(project: Path) -> None:
    text = " ".join(hl("check", "--help", cwd=project).stdout.split())
    assert "warn and error report alike" in text
    assert "no effect on the findings (nothing runs)" in text
    assert "what to check when no PATH is given" in text


def test_code_switches_from_the_environment_and_in_child_processes(project: Path) -> None:
    env_run = hl("check", "app", cwd=project, HINTLOADER_DISABLE_ERROR_CODES="arg-type",
                 HINTLOADER_ENABLE_ERROR_CODES="no-untyped-def")
    assert codes(env_run.stdout) == ["union-attr", "no-untyped-def"]
    write(project / "main.py", """\
        import subprocess, sys
        subprocess.run([sys.executable, "-c", "import app.calc"], check=True)
    """)
    child = hl("--packages", "app", "--disable-error-code", "arg-type", "main.py", cwd=project)
    assert child.returncode == 0, child.stderr
    assert "[union-attr]" in child.stderr and "[arg-type]" not in child.stderr
