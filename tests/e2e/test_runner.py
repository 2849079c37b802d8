"""``python -m hintloader app.py`` behaves like ``python app.py``, and checks the program."""

from __future__ import annotations

import json
import signal
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

PROBE = """\
import json, os, sys
print(json.dumps({
    "argv": sys.argv,
    "path0": sys.path[0],
    "name": __name__,
    "file": __file__,
    "main_is_me": sys.modules["__main__"].__dict__ is globals(),
    "spec": repr(__spec__),
    "package": __package__,
    "loader": type(__loader__).__name__,
}))
sys.exit(int(os.environ.get("PROBE_EXIT", "0")))
"""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()  # a repository root: config discovery stops here
    return tmp_path


def hl(*args: str, cwd: Path, **env: str):  # type: ignore[no-untyped-def]
    return run_python("-m", "hintloader", *args, cwd=cwd, env=clean_env(**env))


def test_script_sees_the_same_process_state_as_plain_python(project: Path) -> None:
    write(project / "app" / "probe.py", PROBE)
    plain = run_python("app/probe.py", "a", "--b", cwd=project, env=clean_env(PROBE_EXIT="3"))
    ours = hl("app/probe.py", "a", "--b", cwd=project, PROBE_EXIT="3")
    assert plain.returncode == ours.returncode == 3, ours.stderr
    assert json.loads(ours.stdout) == json.loads(plain.stdout)
    assert json.loads(ours.stdout)["main_is_me"] is True


def test_options_after_the_script_belong_to_the_program(project: Path) -> None:
    write(project / "probe.py", PROBE)
    ours = hl("--mode", "warn", "probe.py", "--mode", "error", "-m", "x", cwd=project)
    assert json.loads(ours.stdout)["argv"] == ["probe.py", "--mode", "error", "-m", "x"]


def test_double_dash_runs_a_script_named_check(project: Path) -> None:
    write(project / "check", "print('ran check script')\n")
    ours = hl("--", "check", cwd=project)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == "ran check script\n"


def test_module_mode_matches_python_dash_m(project: Path) -> None:
    write(project / "pkg" / "__init__.py", "")
    write(project / "pkg" / "probe.py", PROBE)
    plain = run_python("-m", "pkg.probe", "x", cwd=project)
    ours = hl("-m", "pkg.probe", "x", cwd=project)
    assert ours.returncode == plain.returncode == 0, ours.stderr
    mine, theirs = json.loads(ours.stdout), json.loads(plain.stdout)
    assert mine["argv"] == theirs["argv"]
    assert mine["path0"] == theirs["path0"]
    assert mine["name"] == "__main__" and mine["main_is_me"] is True
    assert mine["package"] == theirs["package"] == "pkg"
    assert mine["file"] == theirs["file"]


def test_package_main_module(project: Path) -> None:
    write(project / "tool" / "__init__.py", "")
    write(project / "tool" / "__main__.py", "import sys\nprint('tool', sys.argv[1:])\n")
    ours = hl("-m", "tool", "go", cwd=project)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == "tool ['go']\n"


def test_uncaught_exception_traceback_has_no_hintloader_frames(project: Path) -> None:
    write(project / "boom.py", """\
        def f() -> None:
            raise ValueError("boom")

        f()
        """)
    plain = run_python("boom.py", cwd=project)
    ours = hl("boom.py", cwd=project)
    assert ours.returncode == plain.returncode == 1
    assert "hintloader" not in ours.stderr
    assert ours.stderr == plain.stderr


def test_system_exit_with_message(project: Path) -> None:
    write(project / "bye.py", "import sys\nsys.exit('bye now')\n")
    ours = hl("bye.py", cwd=project)
    assert ours.returncode == 1
    assert ours.stderr == "bye now\n"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signal status")
def test_keyboard_interrupt_ends_with_sigint_status(project: Path) -> None:
    write(project / "intr.py", "raise KeyboardInterrupt\n")
    plain = run_python("intr.py", cwd=project)
    ours = hl("intr.py", cwd=project)
    assert plain.returncode == ours.returncode == -signal.SIGINT
    assert "KeyboardInterrupt" in ours.stderr and "hintloader" not in ours.stderr


def test_missing_script_reports_like_python(project: Path) -> None:
    ours = hl("nope.py", cwd=project)
    assert ours.returncode == 2
    assert "can't open file" in ours.stderr and "nope.py" in ours.stderr


def test_syntax_error_in_script_is_reported_as_python_does(project: Path) -> None:
    write(project / "bad.py", "x = (\n")
    plain = run_python("bad.py", cwd=project)
    ours = hl("bad.py", cwd=project)
    assert ours.returncode == plain.returncode == 1
    assert ours.stderr == plain.stderr


def test_pickling_and_spawned_children_find_the_main_module(project: Path) -> None:
    write(project / "mp.py", """\
        import multiprocessing as mp
        import pickle


        class Point:
            def __init__(self, x: int) -> None:
                self.x = x


        def double(p: Point) -> int:
            return p.x * 2


        if __name__ == "__main__":
            assert pickle.loads(pickle.dumps(Point(3))).x == 3
            with mp.get_context("spawn").Pool(1) as pool:
                print(pool.map(double, [Point(1), Point(2)]))
        """)
    ours = hl("mp.py", cwd=project)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == "[2, 4]\n"


# -- checking ----------------------------------------------------------------------------

BAD_SCRIPT = """\
def double(x: int) -> int:
    return x * 2

print(double("a"))
"""


def test_warn_mode_reports_the_script_and_runs_it(project: Path) -> None:
    write(project / "app.py", BAD_SCRIPT)
    ours = hl("app.py", cwd=project)
    assert ours.returncode == 0
    assert ours.stdout == "aa\n"
    assert "hintloader: app.py:4:" in ours.stderr  # relative to the working folder, labelled
    assert "[arg-type]" in ours.stderr


def test_error_mode_does_not_run_a_script_with_errors(project: Path) -> None:
    write(project / "app.py", BAD_SCRIPT)
    ours = hl("--mode", "error", "app.py", cwd=project)
    assert ours.returncode == 1
    assert ours.stdout == ""
    assert "[arg-type]" in ours.stderr
    assert "not running" in ours.stderr


def test_error_mode_refuses_a_selected_import(project: Path) -> None:
    write(project / "lib" / "__init__.py", "")
    write(project / "lib" / "calc.py", BAD_SCRIPT)
    write(project / "app.py", """\
        try:
            import lib.calc
        except ImportError:
            print("swallowed")
        """)
    ours = hl("--mode", "error", "app.py", cwd=project)
    assert ours.returncode == 1
    assert "swallowed" not in ours.stdout
    assert "HintError" in ours.stderr and "[arg-type]" in ours.stderr


def test_subprocesses_inherit_the_activation(project: Path) -> None:
    write(project / "lib" / "__init__.py", "")
    write(project / "lib" / "calc.py", BAD_SCRIPT)
    write(project / "parent.py", """\
        import subprocess, sys
        subprocess.run([sys.executable, "-c", "import lib.calc"], check=True)
        """)
    ours = hl("--packages", "lib", "parent.py", cwd=project)
    assert ours.returncode == 0, ours.stderr
    assert "calc.py:4:" in ours.stderr and "[arg-type]" in ours.stderr


def test_the_shipped_example_reports_its_deliberate_error() -> None:
    from tests.conftest import REPO

    example = REPO / "examples" / "shop"
    ours = hl("main.py", cwd=example, HINTLOADER_CACHE_DIR="off")
    assert ours.returncode == 0, ours.stderr
    assert "Green tea" in ours.stdout
    assert "pricing.py:24:" in ours.stderr and "[arg-type]" in ours.stderr
    # legacy is mode "off": never reported
    assert "legacy" not in ours.stderr


def test_help_lists_the_run_options_once(project: Path) -> None:
    ours = hl("--help", cwd=project)
    assert ours.returncode == 0
    assert "--instrument" in ours.stdout and "--packages" in ours.stdout
    assert "usage: usage" not in ours.stdout
    assert ours.stdout.count("usage:") == 1
