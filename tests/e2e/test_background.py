"""Warn mode on a cold cache: modules load at once and are checked in one background worker.

Real programs in real processes: the findings arrive on stderr, the worker fills the cache so
the next run reports them at import from the cache, the program's stdout and exit status are
plain Python's, the worker ends with the program (bounded by ``background-wait``), and neither
a forked nor a multiprocessing child starts a second one.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO, clean_env, run_python

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="reads a process's children from /proc")

MOD = """\
def double(x: int) -> int:
    return x * 2

VALUE = double("a")
"""
OTHER = """\
COUNT: int = "3"
"""
THIRD = """\
def label(n: int) -> str:
    return n
"""
MOD_FINDING = 'lib/mod.py:4:16: error: Argument 1 to "double" has incompatible type "str"'
OTHER_FINDING = "lib/other.py:1:14: error: Incompatible types in assignment"
THIRD_FINDING = "lib/third.py:2:12: error: Incompatible return value type"
CHILDREN = """
def children():
    with open(f"/proc/{os.getpid()}/task/{os.getpid()}/children") as f:
        return f.read().split()
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "__init__.py").write_text("")
    (lib / "mod.py").write_text(MOD)
    (lib / "other.py").write_text(OTHER)
    (lib / "third.py").write_text(THIRD)
    return tmp_path


def hint_env(project: Path, **extra: str) -> dict[str, str]:
    """This checkout's hintloader, warn mode, a cache in the project; the wait is generous so
    that the findings of these small modules arrive before the program's exit gives up."""
    values = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="lib", HINTLOADER_MODE="warn",
                       HINTLOADER_CACHE_DIR=str(project / "cache"), PYTHONPATH=str(REPO),
                       HINTLOADER_BACKGROUND_WAIT="60", NO_COLOR="1")
    values.update(extra)
    return values


def cache_entries(project: Path) -> int:
    return len(list((project / "cache").glob("??/*.hlc")))


def gone(pid: int) -> bool:
    """No such process, or only its zombie (a container's init may not reap it at once)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_until_gone(pid: int, limit: float = 30.0) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if gone(pid):
            return True
        time.sleep(0.05)
    return gone(pid)


PROGRAM = """\
import sys
import lib.mod
sys.stderr.write("imported\\n")
print("value", lib.mod.VALUE)
sys.exit(3)
"""


def test_findings_arrive_and_fill_the_cache_and_the_program_is_plain_python(project: Path) -> None:
    (project / "app.py").write_text(PROGRAM)
    plain = run_python("app.py", cwd=project, env=clean_env(PYTHONPATH=str(REPO)))
    assert (plain.returncode, plain.stdout) == (3, "value aa\n")

    cold = run_python("app.py", cwd=project, env=hint_env(project))
    assert (cold.returncode, cold.stdout) == (plain.returncode, plain.stdout)
    lines = cold.stderr.splitlines()
    finding = next(i for i, line in enumerate(lines) if MOD_FINDING in line)
    # The import did not wait: the program went on before the finding was printed.
    assert lines.index("imported") < finding
    assert lines[-1] == "hintloader: 1 error in 1 module (warn mode)"
    assert "still being checked" not in cold.stderr
    assert cache_entries(project) >= 1  # written by the worker

    warm = run_python("app.py", cwd=project, env=hint_env(project))
    assert (warm.returncode, warm.stdout) == (plain.returncode, plain.stdout)
    # From the cache, at the import: before the program's next line, the same finding.
    assert warm.stderr.splitlines() == [lines[finding], "imported", lines[-1]]


def test_a_warm_run_starts_no_worker(project: Path) -> None:
    program = "import os, lib.mod" + CHILDREN + "print(len(children()))\n"
    (project / "app.py").write_text(program)
    cold = run_python("app.py", cwd=project, env=hint_env(project))
    assert cold.stdout == "1\n", cold.stderr
    warm = run_python("app.py", cwd=project, env=hint_env(project))
    assert warm.stdout == "0\n", warm.stderr
    assert MOD_FINDING in warm.stderr


def test_with_background_off_the_import_waits(project: Path) -> None:
    (project / "app.py").write_text(PROGRAM)
    result = run_python("app.py", cwd=project, env=hint_env(project, HINTLOADER_BACKGROUND="0"))
    lines = result.stderr.splitlines()
    assert MOD_FINDING in lines[0] and lines[1] == "imported"


def big_module(functions: int = 6000) -> str:
    """Seconds of checking: far more than the half-second bound below."""
    return "\n".join(
        f"def f{i}(x: int, y: str) -> list[int]:\n"
        f"    z = [x + len(y)] * 3\n"
        f"    return [v * 2 for v in z if v > {i}]\n"
        for i in range(functions))


@pytest.mark.parametrize("ending", ["exit", "os._exit"])
def test_the_worker_ends_with_the_program_when_checking_is_slow(project: Path,
                                                               ending: str) -> None:
    (project / "lib" / "big.py").write_text(big_module())
    # os._exit skips the exit handler: the worker ends by itself, the bound after its input
    # closed. A normal exit stops it when the bound has passed.
    last = "sys.stdout.flush(); os._exit(0)" if ending == "os._exit" else "sys.exit(0)"
    program = "import os, sys, lib.big" + CHILDREN + f"print(*children())\n{last}\n"
    (project / "app.py").write_text(program)
    result = run_python("app.py", cwd=project,
                        env=hint_env(project, HINTLOADER_BACKGROUND_WAIT="0.5"))
    assert result.returncode == 0, result.stderr
    workers = [int(pid) for pid in result.stdout.split()]
    assert len(workers) == 1
    assert wait_until_gone(workers[0])
    if ending == "exit":  # lib.big at least (lib/__init__.py too on a busy machine)
        assert re.search(r"^hintloader: \d+ modules? (was|were) still being checked at exit "
                         r"\(background-wait 0.5s\); the next run checks (it|them) again$",
                         result.stderr, re.M), result.stderr


FORKING = """\
import os, sys
import lib.mod
{children}
before = children()
pid = os.fork()
if pid == 0:
    import lib.other
    sys.stderr.write("child imported\\n")
    print("child", len(children()), flush=True)
    sys.exit(0)
os.waitpid(pid, 0)
import lib.third
print("parent", len(before), len(children()), flush=True)
"""


def test_a_forked_child_does_not_start_or_share_the_worker(project: Path) -> None:
    (project / "app.py").write_text(FORKING.format(children=CHILDREN))
    result = run_python("-W", "always::DeprecationWarning", "app.py", cwd=project,
                        env=hint_env(project))
    assert result.returncode == 0, result.stderr
    # Python 3.12+ warns about a fork in a multi-threaded process: the reader thread of the
    # worker's results is out of the way while the program forks.
    assert "multi-threaded" not in result.stderr
    # One worker in the parent, before the fork and after the child's exit; none in the child.
    assert result.stdout.splitlines() == ["child 0", "parent 1 1"]
    lines = result.stderr.splitlines()
    # The child checked its import itself, before going on.
    other = next(i for i, line in enumerate(lines) if OTHER_FINDING in line)
    assert other < lines.index("child imported")
    # The parent's worker outlived the child and still answers.
    assert any(MOD_FINDING in line for line in lines)
    assert any(THIRD_FINDING in line for line in lines)


SPAWNING = """\
import multiprocessing, os, sys
import lib.mod
{children}

def work():
    import lib.other
    print("child", len(children()), flush=True)

if __name__ == "__main__":
    process = multiprocessing.get_context("spawn").Process(target=work)
    process.start()
    process.join()
    print("parent", len(children()), flush=True)
"""


def test_a_multiprocessing_child_starts_no_worker(project: Path) -> None:
    (project / "app.py").write_text(SPAWNING.format(children=CHILDREN))
    result = run_python("app.py", cwd=project, env=hint_env(project))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "child 0"
    assert lines[-1].startswith("parent ")
    assert OTHER_FINDING in result.stderr and MOD_FINDING in result.stderr


def test_runner_defers_too_and_keeps_the_exit_status(project: Path) -> None:
    (project / "app.py").write_text(PROGRAM)
    env = hint_env(project)
    del env["HINTLOADER"]
    result = run_python("-m", "hintloader", "app.py", cwd=project, env=env)
    assert (result.returncode, result.stdout) == (3, "value aa\n")
    lines = result.stderr.splitlines()
    assert lines.index("imported") < next(i for i, l in enumerate(lines) if MOD_FINDING in l)


def test_worker_environment_is_not_the_programs(project: Path) -> None:
    # The program's environment is left as it was: nothing is added for the worker.
    program = "import os, lib.mod; print(sorted(k for k in os.environ if 'HINT' in k))\n"
    (project / "app.py").write_text(program)
    result = run_python("app.py", cwd=project, env=hint_env(project))
    expected = sorted(k for k in hint_env(project) if "HINT" in k)
    assert result.stdout == f"{expected}\n"
