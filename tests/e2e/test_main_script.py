"""``HINTLOADER=1 python app.py`` checks app.py itself, as ``python -m hintloader app.py`` does."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

BAD = """\
def double(x: int) -> int:
    return x * 2

print("ran", double("a"))
"""
SHOW = ("import sys; print(sorted(m for m in sys.modules "
        "if m.startswith('hintloader') and m != 'hintloader._version'))")
SETTLE = 2.6  # the cache and the record of a run trust no stat younger than 2.5 s


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    (root / "app.py").write_text(BAD)
    (root / "pkg").mkdir()
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "mod.py").write_text(BAD)
    return root


def _env(root: Path, **extra: str) -> dict[str, str]:
    return clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR="off", HINTLOADER_STARTUP_CACHE="off",
                     **extra)


def _runner(root: Path, *args: str, **extra: str) -> str:
    """The runner's standard error for the same program (no HINTLOADER: its own activation)."""
    env = clean_env(**{k: v for k, v in _env(root, **extra).items() if k.startswith("HINTLOADER_")})
    return run_python("-m", "hintloader", *args, cwd=root, env=env).stderr


def test_warn_mode_reports_the_script_and_runs_it(project: Path) -> None:
    result = run_python("app.py", cwd=project, env=_env(project, HINTLOADER_BACKGROUND="0"))
    assert (result.returncode, result.stdout) == (0, "ran aa\n")
    assert result.stderr.count("app.py:4:21: error: Argument 1 to \"double\"") == 1
    assert "[arg-type]" in result.stderr


def test_warn_mode_output_is_the_runners(project: Path) -> None:
    (project / "app.py").write_text("VALUE: int = 'text'\nprint('ran')\n")
    result = run_python("app.py", cwd=project, env=_env(project, HINTLOADER_BACKGROUND="0"))
    assert result.returncode == 0 and result.stdout == "ran\n"
    assert result.stderr == _runner(project, "app.py", HINTLOADER_BACKGROUND="0")
    assert "app.py:1:14: error: Incompatible types in assignment" in result.stderr


def test_error_mode_refuses_the_script_as_the_runner_does(project: Path) -> None:
    result = run_python("app.py", cwd=project, env=_env(project, HINTLOADER_MODE="error"))
    assert result.returncode == 1
    assert result.stdout == ""  # not one line of the script ran
    assert "Traceback" not in result.stderr
    assert result.stderr == _runner(project, "app.py", HINTLOADER_MODE="error")
    assert result.stderr.endswith("1 error in 1 file; not running (mode 'error')\n")


def test_a_clean_script_runs_silently(project: Path) -> None:
    (project / "app.py").write_text("print('ran', 2 * 2)\n")
    for mode in ("warn", "error"):
        result = run_python("app.py", "x", cwd=project, env=_env(project, HINTLOADER_MODE=mode))
        assert (result.returncode, result.stdout, result.stderr) == (0, "ran 4\n", "")


def test_a_script_the_configuration_does_not_claim_is_not_checked(project: Path) -> None:
    # Installed code (a folder named site-packages) is never first-party, and __main__ can be
    # switched off by an override like any module.
    installed = project / "venvlike" / "site-packages"
    installed.mkdir(parents=True)
    (installed / "tool.py").write_text(BAD)
    env = _env(project, HINTLOADER_MODE="error")
    result = run_python(str(installed / "tool.py"), cwd=project, env=env)
    assert "[arg-type]" not in result.stderr and result.stdout.startswith("ran aa")
    (project / "pyproject.toml").write_text(
        '[tool.hintloader]\n[[tool.hintloader.overrides]]\nmodule = "__main__"\nmode = "off"\n')
    result = run_python("app.py", cwd=project, env=_env(project))  # (the variable beats overrides)
    assert "[arg-type]" not in result.stderr and result.stdout.startswith("ran aa")


def test_python_c_and_stdin_have_no_script_to_check(project: Path) -> None:
    env = _env(project, HINTLOADER_MODE="error")
    result = run_python("-c", BAD + SHOW, cwd=project, env=env)
    assert "[arg-type]" not in result.stderr and result.stdout.startswith("ran aa")
    result = run_python("-c", SHOW, cwd=project, env=env)
    assert result.returncode == 0 and "hintloader.mainscript" not in result.stdout


def test_dash_m_is_checked_and_refused_as_the_runner_refuses_it(project: Path) -> None:
    warn = run_python("-m", "pkg.mod", cwd=project, env=_env(project, HINTLOADER_BACKGROUND="0"))
    assert warn.stderr.count("[arg-type]") == 1
    error = run_python("-m", "pkg.mod", cwd=project, env=_env(project, HINTLOADER_MODE="error"))
    assert error.returncode == 1 and error.stdout == ""
    assert "Traceback" not in error.stderr
    assert error.stderr == _runner(project, "-m", "pkg.mod", HINTLOADER_MODE="error")


def test_dash_m_tracebacks_show_no_hintloader_frame(project: Path) -> None:
    (project / "pkg" / "mod.py").write_text("raise ValueError('boom')\n")
    result = run_python("-m", "pkg.mod", cwd=project, env=_env(project))
    assert result.returncode == 1
    assert "ValueError: boom" in result.stderr and "hintloader" not in result.stderr


def test_a_syntax_error_is_pythons_own(project: Path) -> None:
    (project / "app.py").write_text("x = (\nprint(1)\n")
    plain = run_python("app.py", cwd=project, env=clean_env())
    for mode in ("warn", "error"):
        result = run_python("app.py", cwd=project, env=_env(project, HINTLOADER_MODE=mode))
        assert (result.returncode, result.stderr) == (plain.returncode, plain.stderr)
    assert "SyntaxError" in plain.stderr and "Traceback" not in plain.stderr


def test_an_instrumented_script_runs_its_runtime_checks(project: Path) -> None:
    env = _env(project, HINTLOADER_MODE="off", HINTLOADER_INSTRUMENT="1")
    (project / "app.py").write_text(BAD + "import sys; print(sys.argv)\n")
    result = run_python("app.py", cwd=project, env=env)
    assert result.returncode == 1 and result.stdout == ""
    assert "HintTypeError" in result.stderr and "argument 'x'" in result.stderr
    assert "hintloader/" not in result.stderr  # no frame of ours
    (project / "app.py").write_text(
        "def double(x: int) -> int:\n    return x * 2\n\n"
        "import sys\nprint(double(2), sys.argv, __file__ == sys.modules['__main__'].__file__)\n")
    result = run_python("app.py", "a", cwd=project, env=env)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "4 ['app.py', 'a'] True\n"


def test_python_i_reaches_the_prompt_after_an_instrumented_script(project: Path) -> None:
    # The prompt sees the script's names; an uncaught exception or SystemExit of the script
    # prints as Python prints it under -i, and the exit that ends our run prints nothing.
    env = _env(project, HINTLOADER_MODE="off", HINTLOADER_INSTRUMENT="1")
    prompt = "print('prompt sees', answer)\n"
    scripts = {
        "answer = 6 * 7\n": "",
        "answer = 1\nimport sys; sys.exit(3)\n": "SystemExit: 3",
        BAD.replace('print("ran", double("a"))', "answer = 2\ndouble('a')"): "HintTypeError",
    }
    for script, shown in scripts.items():
        (project / "app.py").write_text(script)
        plain = subprocess.run([sys.executable, "-i", "app.py"], input=prompt, cwd=project,
                               env=env, capture_output=True, text=True, timeout=120)
        assert plain.returncode == 0
        assert plain.stdout.startswith("prompt sees "), (script, plain.stdout, plain.stderr)
        assert "hintloader/" not in plain.stderr and "SystemExit: 0" not in plain.stderr
        assert (shown in plain.stderr) if shown else ("Traceback" not in plain.stderr)


def test_a_warm_run_finds_the_script_in_the_cache_then_replays_it(
    project: Path, tmp_path: Path
) -> None:
    (project / "app.py").write_text("VALUE: int = 'text'\n" + SHOW + "\n")
    env = clean_env(HINTLOADER="1", HINTLOADER_CACHE_DIR=str(tmp_path / "cache"),
                    HINTLOADER_STARTUP_CACHE=str(tmp_path / "starts"), HINTLOADER_BACKGROUND="0")
    env.pop("PYTHONDONTWRITEBYTECODE")
    time.sleep(SETTLE)
    cold = run_python("app.py", cwd=project, env=env)
    assert "hintloader.checker" in cold.stdout  # checked
    warm = run_python("app.py", cwd=project, env=env)
    assert "hintloader.checker" not in warm.stdout  # a cache hit: nothing checked
    assert warm.stderr == cold.stderr and "[assignment]" in warm.stderr
    time.sleep(SETTLE)
    run_python("app.py", cwd=project, env=env)  # a warm run: recorded at exit
    replayed = run_python("app.py", cwd=project, env=env)
    assert replayed.stdout.strip() == (
        "['hintloader', 'hintloader.mainscript', 'hintloader.replay', 'hintloader.startup']")
    assert replayed.stderr == cold.stderr
    (project / "app.py").write_text("VALUE: str = 'text'\n" + SHOW + "\n")
    changed = run_python("app.py", cwd=project, env=env)
    assert changed.stderr == "" and "hintloader.checker" in changed.stdout
