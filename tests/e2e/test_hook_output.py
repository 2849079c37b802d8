"""What a running program prints for its findings: relative paths, a label, a summary at exit,
and on a terminal the check command's colour and source excerpt (NO_COLOR / FORCE_COLOR)."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

CALC = """\
def double(x: int) -> int:
    return x * 2

VALUE = double("a")
"""
OTHER = """\
def label(n: int) -> str:
    return n

COUNT: int = "3"
"""
ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "__init__.py").write_text("")
    (tmp_path / "lib" / "calc.py").write_text(CALC)
    (tmp_path / "lib" / "other.py").write_text(OTHER)
    return tmp_path


def env(**extra: str) -> dict[str, str]:
    values = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="lib", HINTLOADER_CACHE_DIR="off",
                       **extra)
    values.pop("NO_COLOR", None)
    values.pop("FORCE_COLOR", None)
    values.update(extra)
    return values


def test_lines_are_labelled_relative_and_summed_up_at_exit(project: Path) -> None:
    result = run_python("-c", "import lib.calc, lib.other; print('ran')", cwd=project,
                        env=env())
    assert result.returncode == 0 and result.stdout == "ran\n"
    lines = result.stderr.splitlines()
    assert lines == [
        'hintloader: lib/calc.py:4:16: error: Argument 1 to "double" has incompatible type '
        '"str"; expected "int"  [arg-type]',
        'hintloader: lib/other.py:2:12: error: Incompatible return value type (got "int", '
        'expected "str")  [return-value]',
        'hintloader: lib/other.py:4:14: error: Incompatible types in assignment (expression '
        'has type "str", variable has type "int")  [assignment]',
        "hintloader: 3 errors in 2 modules (warn mode)",
    ]
    assert str(project) not in result.stderr  # relative to the working folder


def test_paths_outside_the_working_folder_stay_absolute(project: Path) -> None:
    elsewhere = project / "elsewhere"
    elsewhere.mkdir()
    result = run_python("-c", f"import sys; sys.path.insert(0, {str(project)!r}); "
                              "import lib.calc", cwd=elsewhere,
                        env=env())
    assert f"hintloader: {project / 'lib' / 'calc.py'}:4:16: error:" in result.stderr


def test_no_summary_when_the_findings_are_filtered_out(project: Path) -> None:
    result = run_python("-W", "ignore::UserWarning", "-c", "import lib.calc", cwd=project,
                        env=env())
    assert result.stderr == ""


def test_filtered_to_errors_the_summary_is_not_printed(project: Path) -> None:
    result = run_python("-W", "error::UserWarning", "-c", "import lib.calc", cwd=project,
                        env=env())
    assert result.returncode == 1 and "warn mode)" not in result.stderr


def run_in_terminal(project: Path, variables: dict[str, str]) -> str:
    """Run a program whose stderr is a real terminal (a pty); everything it wrote."""
    pty = pytest.importorskip("pty")
    master, slave = pty.openpty()
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", "import lib.calc"], cwd=project, env=variables,
            stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
        os.close(slave)
        chunks: list[bytes] = []
        while True:
            ready, _, _ = select.select([master], [], [], 120)
            if not ready:
                break
            try:
                data = os.read(master, 4096)
            except OSError:  # EIO: the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
        process.wait(timeout=120)
    finally:
        os.close(master)
    return b"".join(chunks).decode().replace("\r\n", "\n")


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_a_terminal_gets_colour_and_the_source_excerpt(project: Path) -> None:
    output = run_in_terminal(project, env())
    assert "\x1b[" in output
    plain = ANSI.sub("", output)
    assert plain.splitlines() == [
        'hintloader: lib/calc.py:4:16: error: Argument 1 to "double" has incompatible type '
        '"str"; expected "int"  [arg-type]',
        '    VALUE = double("a")',
        "                   ^",
        "hintloader: 1 error in 1 module (warn mode)",
    ]


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_no_color_keeps_the_excerpt_without_colour(project: Path) -> None:
    output = run_in_terminal(project, env(NO_COLOR="1"))
    assert "\x1b[" not in output
    assert '    VALUE = double("a")\n                   ^\n' in output


def test_force_color_colours_a_pipe(project: Path) -> None:
    result = run_python("-c", "import lib.calc", cwd=project, env=env(FORCE_COLOR="1"))
    assert "\x1b[" in result.stderr
    assert ANSI.sub("", result.stderr).splitlines()[1] == '    VALUE = double("a")'


def test_runner_output_is_the_same(project: Path) -> None:
    (project / "main.py").write_text(textwrap.dedent("""\
        import lib.calc
        print("ran")
    """))
    result = run_python("-m", "hintloader", "--packages", "lib", "main.py", cwd=project,
                        env=clean_env(HINTLOADER_CACHE_DIR="off"))
    assert result.stdout == "ran\n"
    assert result.stderr.splitlines()[0].startswith("hintloader: lib/calc.py:4:16: error:")
    assert result.stderr.splitlines()[-1] == "hintloader: 1 error in 1 module (warn mode)"
