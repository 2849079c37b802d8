"""Runtime checks without the static check (mode = "off", instrument = true), as typeguard and
beartype users expect, and the runtime messages such a user reads."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

CALC = """\
VALUE: int = "a static finding"


def double(x: int) -> int:
    return x * 2
"""

PROGRAM = """\
import app.calc
try:
    app.calc.double("a")
except TypeError as exc:
    print("raised:", exc)
else:
    print("no runtime check")
"""


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    write(tmp_path / "app" / "__init__.py", "")
    write(tmp_path / "app" / "calc.py", CALC)
    write(tmp_path / "main.py", PROGRAM)
    return tmp_path


@pytest.mark.parametrize("how", ["pyproject", "environment", "command line"])
def test_mode_off_with_instrument_keeps_the_runtime_checks_only(project: Path, how: str) -> None:
    env = clean_env(HINTLOADER_CACHE_DIR="off")
    if how == "pyproject":
        write(project / "pyproject.toml",
              '[tool.hintloader]\npackages = ["app"]\nmode = "off"\ninstrument = true\n')
        result = run_python("-m", "hintloader", "main.py", cwd=project, env=env)
    elif how == "environment":
        env.update(HINTLOADER="1", HINTLOADER_PACKAGES="app", HINTLOADER_MODE="off",
                   HINTLOADER_INSTRUMENT="yes")
        result = run_python("main.py", cwd=project, env=env)
    else:
        result = run_python("-m", "hintloader", "--packages", "app", "--mode", "off",
                            "--instrument", "main.py", cwd=project, env=env)
    assert result.returncode == 0, result.stderr
    assert "raised: double(): argument 'x' (int) is str 'a'" in result.stdout
    assert "[assignment]" not in result.stderr  # no static check at all
    assert result.stderr == ""


def test_mode_off_alone_claims_nothing(project: Path) -> None:
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="app", HINTLOADER_MODE="off",
                    HINTLOADER_CACHE_DIR="off")
    result = run_python("main.py", cwd=project, env=env)
    assert "no runtime check" in result.stdout and result.stderr == ""


def test_a_runtime_only_override_inside_a_checked_package(project: Path) -> None:
    write(project / "app" / "other.py", 'WRONG: int = "x"\n')
    write(project / "pyproject.toml", """\
        [tool.hintloader]
        packages = ["app"]

        [[tool.hintloader.overrides]]
        module = "app.calc"
        mode = "off"
        instrument = true
        on-violation = "warn"
    """)
    write(project / "main.py", PROGRAM + "import app.other\n")
    result = run_python("main.py", cwd=project,
                        env=clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR="off"))
    assert "no runtime check" in result.stdout  # on-violation = "warn": the call goes on
    assert "double(): argument 'x' (int) is str 'a'" in result.stderr
    assert "app/other.py:1:" in result.stderr  # the rest of the package: checked statically
    assert "app/calc.py:1:" not in result.stderr  # no static check of app.calc


def test_config_says_what_happens(project: Path) -> None:
    result = run_python("-m", "hintloader", "config", "--mode", "off", "--instrument", "app",
                        cwd=project, env=clean_env())
    assert result.returncode == 0
    assert 'mode = "off"' in result.stdout and "instrument = true" in result.stdout
    effect = result.stdout.split("# what happens on import:", 1)[1]
    assert 'no static check (mode = "off")' in effect
    assert "runtime checks of arguments and return values; a violation raises HintTypeError" \
        in effect
    off = run_python("-m", "hintloader", "config", "--mode", "off", cwd=project,
                     env=clean_env())
    assert "not checked at all" in off.stdout


QUOTED = """\
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction


def half(x: "Fraction") -> "Fraction":
    return x / 2


def total(xs: "list[Fraction]") -> int:
    return len(xs)
"""


@pytest.mark.parametrize("future", [False, True])
def test_quoted_type_checking_names_resolve_with_or_without_the_future_import(
        project: Path, future: bool) -> None:
    write(project / "app" / "frac.py",
          ("from __future__ import annotations\n" if future else "") + QUOTED)
    write(project / "main.py", """\
        from fractions import Fraction
        import app.frac
        print(app.frac.half(Fraction(1)))
        for call in (lambda: app.frac.half(0.5), lambda: app.frac.total([0.5])):
            try:
                call()
            except TypeError as exc:
                print("raised:", exc)
        print("Fraction" in vars(app.frac))
    """)
    result = run_python("-m", "hintloader", "--packages", "app", "--mode", "off",
                        "--instrument", "main.py", cwd=project,
                        env=clean_env(HINTLOADER_CACHE_DIR="off"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "1/2",
        "raised: half(): argument 'x' (Fraction) is float 0.5",
        "raised: total(): item 0 of argument 'xs' (list[Fraction]) is float 0.5, "
        "expected Fraction",
        "False",
    ]
    assert "cannot resolve" not in result.stderr


def test_two_classes_of_one_name_are_qualified(project: Path) -> None:
    write(project / "app" / "first.py", "class retry_any:\n    pass\n")
    write(project / "app" / "second.py", "class retry_any:\n    pass\n")
    write(project / "app" / "use.py", """\
        from app.first import retry_any
        import app.second


        def make() -> retry_any:
            return app.second.retry_any()  # type: ignore[return-value]
    """)
    write(project / "main.py", """\
        import app.use
        try:
            app.use.make()
        except TypeError as exc:
            print(exc)
    """)
    result = run_python("-m", "hintloader", "--packages", "app", "--instrument", "main.py",
                        cwd=project, env=clean_env(HINTLOADER_CACHE_DIR="off"))
    assert result.stdout.strip() == ("make(): return value (retry_any) is app.second.retry_any "
                                     "object, expected app.first.retry_any")
