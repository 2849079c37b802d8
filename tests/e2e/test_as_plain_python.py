"""Where the program fails, it fails as under plain Python: the same traceback, the same words;
and what plain Python imports, the hook imports."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(textwrap.dedent(text))
    return path


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()  # config discovery stops here
    write(tmp_path / "pkg" / "__init__.py", "")
    return tmp_path


def hooked(**env: str) -> dict[str, str]:
    # A generous wait at exit: a slow background check never adds its exit line to stderr.
    return clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="pkg", HINTLOADER_CACHE_DIR="off",
                     HINTLOADER_BACKGROUND_WAIT="300", **env)


@pytest.mark.parametrize("source", [
    "x = (\n",  # found by the parser
    "def f():\n    pass\nreturn 1\n",  # found by the compiler only
    "x = 1\n\0\n",  # a null byte
])
def test_a_syntax_error_in_a_claimed_module_shows_as_python_shows_it(project: Path, source: str) -> None:
    write(project / "pkg" / "bad.py", source)
    plain = run_python("-c", "import pkg.bad", cwd=project)
    for instrument in ("0", "1"):
        ours = run_python("-c", "import pkg.bad", cwd=project, env=hooked(HINTLOADER_INSTRUMENT=instrument))
        assert (ours.returncode, ours.stderr) == (plain.returncode, plain.stderr)
        assert "hintloader" not in ours.stderr


def test_a_refused_import_shows_only_the_import_line(project: Path) -> None:
    write(project / "pkg" / "typed.py", "x: int = 'a'\n")
    write(project / "main.py", "import os\nimport pkg.typed\n")
    ours = run_python("main.py", cwd=project, env=hooked(HINTLOADER_MODE="error"))
    assert ours.returncode == 1
    lines = ours.stderr.splitlines()
    assert lines[:4] == [
        "Traceback (most recent call last):",
        f'  File "{project / "main.py"}", line 2, in <module>',
        "    import pkg.typed",
        "hintloader.errors.HintError: pkg.typed: 1 type error (hintloader mode 'error')",
    ]
    assert "[assignment]" in lines[4]
    assert "loader.py" not in ours.stderr and "frozen importlib" not in ours.stderr


@pytest.mark.parametrize("error", ["ImportError", "RuntimeError"])
def test_runner_module_mode_reports_a_failing_package_init_as_python_does(project: Path, error: str) -> None:
    write(project / "app" / "__init__.py", f"raise {error}('init failed')\n")
    write(project / "app" / "mod.py", "print('ran')\n")
    plain = run_python("-m", "app.mod", cwd=project, env=clean_env())
    ours = run_python("-m", "hintloader", "-m", "app.mod", cwd=project, env=clean_env())
    assert (ours.returncode, ours.stdout, ours.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert f"{error}: init failed" in ours.stderr


def test_runner_module_mode_reports_a_missing_module_as_python_does(project: Path) -> None:
    plain = run_python("-m", "nowhere.mod", cwd=project, env=clean_env())
    ours = run_python("-m", "hintloader", "-m", "nowhere.mod", cwd=project, env=clean_env())
    assert ours.returncode == plain.returncode
    assert ours.stderr.partition(": ")[2] == plain.stderr.partition(": ")[2]  # after the executable


@pytest.mark.parametrize("source", [
    b'x = "\xff"\n',
    b'a = 1\n# caf\xc3\xa9 is fine\nb = "\xe9t\xe9"\n',
    b'# -*- coding: utf-8 -*-\nx = "\xff"\n',
    b'\xef\xbb\xbfx = "\xff"\n',
])
def test_runner_script_mode_words_a_decoding_error_as_python_does(project: Path, source: bytes) -> None:
    write(project / "app.py", source)
    plain = run_python("app.py", cwd=project, env=clean_env())
    ours = run_python("-m", "hintloader", "app.py", cwd=project, env=clean_env())
    assert (ours.returncode, ours.stderr) == (plain.returncode, plain.stderr)


DEEP = {
    "terms": "x = " + " + ".join(["1"] * 1000) + "\nassert x == 1000\n",
    "attributes": "s = ''" + ".strip()" * 1000 + "\n",
    "conditionals": "c = " + " if 0 else ".join(["1"] * 1000) + "\n",
}


@pytest.mark.parametrize("kind", sorted(DEEP))
def test_what_python_imports_the_hook_imports(project: Path, kind: str) -> None:
    """Python 3.11's AST converter stops at about 1,000 levels where its parser goes to
    about 3,000: the hook must not compile a tree where the bytes compile."""
    write(project / "pkg" / "deep.py", DEEP[kind])
    plain = run_python("-c", "import pkg.deep; print('ok')", cwd=project)
    assert plain.stdout == "ok\n", plain.stderr
    for instrument in ("0", "1"):
        ours = run_python("-c", "import pkg.deep; print('ok')", cwd=project,
                          env=hooked(HINTLOADER_INSTRUMENT=instrument), timeout=300)
        assert (ours.returncode, ours.stdout) == (0, "ok\n"), ours.stderr
        if instrument == "1" and sys.version_info[:2] == (3, 12) and ours.stderr:
            # 3.12's AST converter has a fixed C limit (~1,500 levels) that no deeper stack
            # lifts: the instrumented tree of a 2,000-level chain cannot be compiled, so the
            # module loads plain and says so (fail open; the import still succeeds).
            assert "RecursionError" in ours.stderr and "[internal-error]" in ours.stderr
        else:
            assert ours.stderr == ""
    write(project / "script.py", DEEP[kind] + "print('ok')\n")
    ours = run_python("-m", "hintloader", "script.py", cwd=project, env=clean_env(), timeout=300)
    assert (ours.returncode, ours.stdout) == (0, "ok\n"), ours.stderr
