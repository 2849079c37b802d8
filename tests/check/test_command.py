"""`hintloader check` end to end: discovery, formats, exit codes, workers, progress, colour."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hintloader.check.discover import discover, in_namespace_packages
from hintloader.check.gitignore import gitignored, parse_gitignore
from tests.conftest import clean_env

# The real checker is being built in parallel; these tests are about the command, so a fake
# checker (installed through sitecustomize in the child) reports exactly what a comment says:
# `# fake: CODE: MESSAGE`, or `# fake[strict]: ...` only under strictness "strict".
FAKE_CHECKER = '''
import os, re, time
import hintloader.checker as _checker
from hintloader.checker import CheckResult
from hintloader.diagnostics import Diagnostic

_RX = re.compile(r"#\\s*fake(?:\\[(\\w+)\\])?:\\s*([\\w-]+):\\s*(.*)$")

def check_module(tree, source, *, path, module, options, search_path=(), fingerprints=True, type_comments=True):
    log = os.environ.get("FAKE_CHECK_LOG")
    if log:
        with open(log, "a") as f:
            f.write(f"{os.getpid()} {path}\\n")
    time.sleep(float(os.environ.get("FAKE_CHECK_DELAY") or 0))
    found = []
    for number, line in enumerate(source.splitlines(), 1):
        m = _RX.search(line)
        if m is None:
            continue
        level, code, message = m.groups()
        if code == "crash":
            raise RuntimeError(message)
        if code == "die":
            import multiprocessing
            if multiprocessing.parent_process() is not None:
                os._exit(3)  # a worker killed mid-check (out of memory, a signal)
            continue
        if level and options.strictness != level:
            continue
        column = len(line) - len(line.lstrip()) + 1
        end = column + len(line.split("#")[0].strip())
        found.append(Diagnostic(path, number, column, "error", code, message.strip(),
                                end_line=number, end_column=end))
    return CheckResult(tuple(found), "fake", ())

def interface_fingerprint(tree, *, path, module, search_path=()):
    return "fake"

_checker.check_module = check_module
_checker.interface_fingerprint = interface_fingerprint
'''

ARG_TYPE = 'Argument 1 to "double" has incompatible type "str"; expected "int"'


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A git-rooted project (config discovery stops at .git) and the fake checker."""
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "sitecustomize.py").write_text(FAKE_CHECKER)
    write(root, {
        "app/__init__.py": "",
        "app/core.py": f"""\
            def double(x: int) -> int:
                return x * 2

            double("a")  # fake: arg-type: {ARG_TYPE}
            """,
        "app/clean.py": "VALUE = 1\n",
    })
    return root


def env_for(project: Path, **extra: str) -> dict[str, str]:
    env = clean_env(PYTHONPATH=str(project.parent / "fake"), **extra)
    for name in ("NO_COLOR", "FORCE_COLOR"):
        if name not in extra:
            env.pop(name, None)
    return env


def hintloader(project: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hintloader", *args], cwd=project, env=env_for(project, **env),
        capture_output=True, text=True, timeout=120,
    )


# -- formats ------------------------------------------------------------------------------------

def test_text_format_is_mypy_style_with_a_summary(project: Path) -> None:
    result = hintloader(project, "check", "app")
    assert result.returncode == 1, result.stderr
    assert result.stdout == (
        f"app/core.py:4:1: error: {ARG_TYPE}  [arg-type]\n"
        "Found 1 error in 1 file (checked 3 source files)\n"
    )
    assert "\x1b[" not in result.stdout  # piped: no colour, no excerpt
    assert result.stderr == ""


def test_no_errors_exit_0(project: Path) -> None:
    result = hintloader(project, "check", "app/clean.py")
    assert (result.returncode, result.stdout) == (
        0, "Success: no issues found in 1 source file\n"), result.stderr


def test_json_lines_have_exactly_the_documented_keys(project: Path) -> None:
    (project / "app/more.py").write_text('x: int = "s"  # fake: assignment: Incompatible\n')
    (project / "app/broken.py").write_text("def f(:\n")
    result = hintloader(project, "check", "--format", "json", "app")
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 3
    types = {"path": str, "line": int, "severity": str, "code": str, "message": str}
    for line in lines:
        data = json.loads(line)
        assert set(data) == {"path", "line", "column", "severity", "code", "message"}
        for key, kind in types.items():
            assert type(data[key]) is kind, (key, data)
        assert data["column"] is None or (type(data["column"]) is int and data["column"] >= 1)
        assert data["line"] >= 1
        assert data["severity"] in ("error", "warning", "note")
    records = [json.loads(line) for line in lines]
    assert [(r["path"], r["code"]) for r in records] == [
        ("app/broken.py", "syntax"), ("app/core.py", "arg-type"), ("app/more.py", "assignment")]
    assert records[1] == {"path": "app/core.py", "line": 4, "column": 1, "severity": "error",
                          "code": "arg-type", "message": ARG_TYPE}


def _checked_in_process(tmp_path: Path, text: str) -> list[tuple[int, str, str]]:
    from hintloader.check.discover import SourceFile
    from hintloader.check.run import check_file
    from hintloader.config.options import Options
    from hintloader.importing.pipeline import Pipeline

    (tmp_path / "mod.py").write_text(text)
    found = check_file(SourceFile(str(tmp_path / "mod.py"), "mod", str(tmp_path)), Pipeline(Options(), None))
    return [(d.line, d.code, d.message) for d in found]


def compile_error(text: str) -> str:
    try:
        compile(text, "mod.py", "exec")
    except SyntaxError as exc:
        return exc.msg
    raise AssertionError("compiles")


def test_a_compile_only_error_the_checker_names_is_reported_at_each_place(tmp_path: Path) -> None:
    # The source parses; the compiler stops at its first async comprehension, reported in
    # Python's words. The checker's findings name that one and the next (as mypy does): the
    # next is reported too.
    found = _checked_in_process(tmp_path, "async def g():\n    yield 0\n[x async for x in g()]\n[y async for y in g()]\n")
    assert [(line, code) for line, code, _ in found] == [(3, "syntax"), (4, "syntax")]
    assert found[0][2] == compile_error("[x async for x in g()]\n")
    assert found[1][2] == '"async for" outside async function'


def test_a_compile_only_error_the_checker_does_not_name_is_pythons(tmp_path: Path) -> None:
    found = _checked_in_process(tmp_path, 'x: int = "s"\nfrom __future__ import annotations\n')
    assert [(line, code) for line, code, _ in found] == [(2, "syntax")]
    assert "from __future__ imports must occur at the beginning of the file" in found[0][2]


def test_github_format_is_workflow_annotations(project: Path) -> None:
    result = hintloader(project, "check", "--format", "github", "app")
    assert result.returncode == 1
    assert result.stdout == (
        f"::error file=app/core.py,line=4,col=1,title=hintloader arg-type::{ARG_TYPE}"
        "  [arg-type]\n"
    )


def test_output_file(project: Path) -> None:
    result = hintloader(project, "check", "--format", "json", "--output", "out.jsonl", "app")
    assert result.returncode == 1
    assert result.stdout == ""
    record = json.loads((project / "out.jsonl").read_text())
    assert record["code"] == "arg-type"


def test_a_checker_crash_is_an_internal_error_diagnostic(project: Path) -> None:
    (project / "app/boom.py").write_text("x = 1  # fake: crash: kaboom\n")
    result = hintloader(project, "check", "app/boom.py")
    assert result.returncode == 1
    assert "app/boom.py:1: error: RuntimeError: kaboom  [internal-error]" in result.stdout
    assert "Traceback" not in result.stderr


# -- exit code 2 ------------------------------------------------------------------------------

def test_bad_option_exits_2(project: Path) -> None:
    result = hintloader(project, "check", "--format", "xml", "app")
    assert result.returncode == 2
    assert "invalid choice" in result.stderr


def test_bad_jobs_exits_2(project: Path) -> None:
    assert hintloader(project, "check", "-j", "-3", "app").returncode == 2


def test_missing_path_exits_2(project: Path) -> None:
    result = hintloader(project, "check", "app", "nowhere")
    assert result.returncode == 2
    assert "no such file or folder: nowhere" in result.stderr


def test_config_error_exits_2(project: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.hintloader]\nmode = "loud"\n')
    result = hintloader(project, "check", "app")
    assert result.returncode == 2
    assert "configuration error" in result.stderr and "mode" in result.stderr


# -- selection ------------------------------------------------------------------------------

def test_mode_off_modules_are_skipped(project: Path) -> None:
    (project / "pyproject.toml").write_text(textwrap.dedent("""\
        [tool.hintloader]
        [[tool.hintloader.overrides]]
        module = ["app.core"]
        mode = "off"
        """))
    result = hintloader(project, "check", "app")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "checked" not in result.stdout and "in 2 source files" in result.stdout


def test_strictness_per_package(project: Path) -> None:
    write(project, {
        "strictpkg/__init__.py": "",
        "strictpkg/m.py": "def f(x): ...  # fake[strict]: no-untyped-def: untyped\n",
        "loose/__init__.py": "",
        "loose/m.py": "def f(x): ...  # fake[strict]: no-untyped-def: untyped\n",
        "pyproject.toml": """\
            [tool.hintloader]
            [[tool.hintloader.overrides]]
            module = ["strictpkg.*"]
            strictness = "strict"
            """,
    })
    result = hintloader(project, "check", "strictpkg", "loose")
    assert result.returncode == 1
    assert "strictpkg/m.py:1:1: error: untyped  [no-untyped-def]" in result.stdout
    assert "loose/m.py" not in result.stdout


def test_exclude_and_gitignore_and_hidden_folders(project: Path) -> None:
    bad = "x = 1  # fake: misc: should not be checked\n"
    write(project, {
        "app/generated/gen.py": bad,
        "app/vendored/v.py": bad,
        "app/notes_tmp.py": bad,
        "app/.hidden/h.py": bad,
        "app/sub/.gitignore": "!keep_tmp.py\n",
        "app/sub/keep_tmp.py": "x = 1  # fake: misc: re-included by a negation\n",
        ".gitignore": "# comment\n/app/generated/\n*_tmp.py\n",
        "pyproject.toml": '[tool.hintloader]\nexclude = ["app/vendored"]\n',
    })
    result = hintloader(project, "check", ".")
    assert "should not be checked" not in result.stdout, result.stdout
    assert "app/sub/keep_tmp.py:1:1: error: re-included by a negation  [misc]" in result.stdout
    # A file named explicitly is checked even when .gitignore covers it.
    explicit = hintloader(project, "check", "app/notes_tmp.py")
    assert "should not be checked" in explicit.stdout


def test_gitignore_patterns(tmp_path: Path) -> None:
    base = str(tmp_path)
    rules = parse_gitignore(
        "build/\n/top.py\ndocs/*.py\n**/gen/**\n*.tmp.py\n!keep.tmp.py\n[ab]x.py\n", base)

    def ignored(rel: str, is_dir: bool = False) -> bool:
        return gitignored(os.path.join(base, rel), is_dir, rules)

    assert ignored("build", True) and ignored("src/build", True)
    assert not ignored("build")  # "build/" is for folders only
    assert ignored("top.py") and not ignored("src/top.py")
    assert ignored("docs/conf.py") and not ignored("docs/api/conf.py")
    assert ignored("a/gen/b/c.py") and ignored("gen/x.py")
    assert ignored("src/x.tmp.py") and not ignored("src/keep.tmp.py")
    assert ignored("ax.py") and ignored("bx.py") and not ignored("cx.py")


def test_a_folder_named_inside_an_ignored_folder_is_checked_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Python 3.13's venvs hold a .gitignore of "*"; the repository's ignores the venv too.
    write(tmp_path, {
        ".git/HEAD": "",
        ".gitignore": ".venv/\nsrc/app/gen_*.py\n",
        ".venv/.gitignore": "*\n",
        ".venv/lib/site-packages/pkg/__init__.py": "",
        ".venv/lib/site-packages/pkg/core.py": "",
        "src/app/__init__.py": "",
        "src/app/gen_a.py": "",
    })
    monkeypatch.chdir(tmp_path)
    named = [f.path for f in discover([".venv/lib/site-packages/pkg"])]
    assert named == [".venv/lib/site-packages/pkg/__init__.py", ".venv/lib/site-packages/pkg/core.py"]
    # Outside ignored folders the rules from above still apply.
    assert [f.path for f in discover(["src/app"])] == ["src/app/__init__.py"]


def test_discover_is_sorted_and_deduplicated(project: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(project)
    files = [f.path for f in discover(["app", "app/core.py"])]
    assert files == ["app/__init__.py", "app/clean.py", "app/core.py"]
    assert [f.module for f in discover(["app/core.py"])] == ["app.core"]


def test_discover_takes_stubs_without_a_source_beside_them(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("lib/__init__.py", "lib/fast.pyi", "lib/both.py", "lib/both.pyi", "lib/stubs/builtins.pyi"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("")
    monkeypatch.chdir(tmp_path)
    files = [(f.path, f.module) for f in discover(["lib"])]
    # A folder of stubs alone (vendored typeshed) is not checked: its modules would shadow others.
    assert files == [("lib/__init__.py", "lib"), ("lib/both.py", "lib.both"), ("lib/fast.pyi", "lib.fast")]


# A package inside a namespace package (poetry-core: ``poetry/core``, no ``poetry/__init__.py``)
# whose modules import each other as ``poetry.core.x`` and build each other's classes.
NAMESPACE_PACKAGE = {
    "ns/core/__init__.py": "from ns.core.shapes import Shape\n",
    "ns/core/shapes.py": """\
        from __future__ import annotations

        class Shape:
            def twice(self) -> object:
                from ns.core.pairs import Pair
                return Pair(self, self)
        """,
    "ns/core/pairs.py": """\
        from __future__ import annotations
        from ns.core.shapes import Shape

        class Pair:
            def __init__(self, first: Shape, second: Shape) -> None:
                self.items = (first, second)
        """,
}


def test_a_package_that_imports_itself_through_a_namespace_is_named_in_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, {**NAMESPACE_PACKAGE, "src/mypkg/__init__.py": "import mypkg.tools\n",
                     "src/mypkg/tools.py": "from mypkg import tools\n"})
    monkeypatch.chdir(tmp_path)
    files = in_namespace_packages(list(discover(["ns", "src"])))
    assert {f.path: (f.module, f.search_root) for f in files} == {
        os.path.join("ns", "core", "__init__.py"): ("ns.core", str(tmp_path)),
        os.path.join("ns", "core", "pairs.py"): ("ns.core.pairs", str(tmp_path)),
        os.path.join("ns", "core", "shapes.py"): ("ns.core.shapes", str(tmp_path)),
        # Nothing imports ``src.mypkg``: a source folder, not a namespace.
        os.path.join("src", "mypkg", "__init__.py"): ("mypkg", str(tmp_path / "src")),
        os.path.join("src", "mypkg", "tools.py"): ("mypkg.tools", str(tmp_path / "src")),
    }


def test_a_namespace_package_checks_without_foreign_copies_of_its_classes(tmp_path: Path) -> None:
    # Named ``core.shapes``, the module met itself again as ``ns.core.shapes`` through pairs.py:
    # 'Argument 1 to "Pair" has incompatible type "Shape"; expected "Shape"'.
    write(tmp_path, NAMESPACE_PACKAGE)
    for target in ("ns", os.path.join("ns", "core", "shapes.py")):
        result = subprocess.run(
            [sys.executable, "-m", "hintloader", "check", target, "--cache-dir", "off", "--no-baseline"],
            cwd=tmp_path, env=clean_env(), capture_output=True, text=True, timeout=120)
        assert (result.returncode, result.stderr) == (0, ""), result.stdout


# -- parallel -----------------------------------------------------------------------------------

def many_files(project: Path, count: int = 12) -> None:
    for n in range(count):
        write(project, {f"app/m{n:02}.py": f"""\
            a = {n}  # fake: assignment: Incompatible types in assignment {n}
            b = {n}
            c = {n}  # fake: name-defined: Name "v{n}" is not defined
            """})


def checked_log(log: Path) -> list[tuple[str, str]]:
    """(pid, path) of every fake check, without the parent's warm-up before forking."""
    pairs = [tuple(line.split(" ", 1)) for line in log.read_text().splitlines()]
    return [(pid, path) for pid, path in pairs if path != "<prewarm>"]


def test_jobs_2_output_equals_jobs_1_byte_for_byte(project: Path, tmp_path: Path) -> None:
    many_files(project)
    log1, log2 = tmp_path / "serial.log", tmp_path / "parallel.log"
    serial = hintloader(project, "check", "-j", "1", "--cache-dir", "off", "app",
                        FAKE_CHECK_LOG=str(log1))
    # Each check takes a moment, so that one worker cannot finish every chunk before the other
    # has started, however loaded the machine.
    parallel = hintloader(project, "check", "-j", "2", "--cache-dir", "off", "app",
                          FAKE_CHECK_LOG=str(log2), FAKE_CHECK_DELAY="0.1")
    assert serial.returncode == parallel.returncode == 1
    assert serial.stdout == parallel.stdout
    assert serial.stdout.count("\n") == 12 * 2 + 1 + 1
    for flavour in ("json", "github"):
        a = hintloader(project, "check", "-j", "1", "--format", flavour, "app")
        b = hintloader(project, "check", "-j", "2", "--format", flavour, "app")
        assert a.stdout == b.stdout
    # -j 1 checks in the command's own process; -j 2 in two worker processes.
    assert len({pid for pid, _ in checked_log(log1)}) == 1
    assert len({pid for pid, _ in checked_log(log2)}) == 2


def test_a_dead_worker_s_files_are_checked_in_the_main_process(project: Path) -> None:
    many_files(project, 6)
    (project / "app/m03.py").write_text("x = 1  # fake: die: only in a worker\n" +
                                        (project / "app/m03.py").read_text())
    serial = hintloader(project, "check", "-j", "1", "--cache-dir", "off", "app")
    parallel = hintloader(project, "check", "-j", "2", "--cache-dir", "off", "app")
    assert parallel.returncode == serial.returncode == 1
    assert parallel.stdout == serial.stdout
    assert parallel.stdout.count(": error: ") == 6 * 2 + 1


def test_workers_share_the_cache(project: Path, tmp_path: Path) -> None:
    many_files(project, 6)
    log = tmp_path / "check.log"
    cold = hintloader(project, "check", "-j", "2", "app", FAKE_CHECK_LOG=str(log))
    checked_cold = len(checked_log(log))
    assert checked_cold == 9, (log.read_text(), cold.stderr)  # each module once
    warm = hintloader(project, "check", "-j", "2", "app", FAKE_CHECK_LOG=str(log))
    assert cold.stdout == warm.stdout and cold.returncode == 1
    assert len(log.read_text().splitlines()) == len(checked_log(log)) + 1  # one warm-up
    assert len(checked_log(log)) == checked_cold  # nothing checked again, no workers
    serial_warm = hintloader(project, "check", "-j", "1", "app", FAKE_CHECK_LOG=str(log))
    assert serial_warm.stdout == cold.stdout
    assert len(checked_log(log)) == checked_cold


def test_cached_results_show_the_path_as_given(project: Path, tmp_path: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.hintloader]\n")  # one root, one cache
    log = tmp_path / "check.log"
    first = hintloader(project, "check", "app", FAKE_CHECK_LOG=str(log))
    assert first.stdout.startswith("app/core.py:4:1: error:")
    checked = len(checked_log(log))
    inside = subprocess.run(
        [sys.executable, "-m", "hintloader", "check", "."], cwd=project / "app",
        env=env_for(project, FAKE_CHECK_LOG=str(log)), capture_output=True, text=True,
        timeout=120)
    assert inside.stdout.startswith("core.py:4:1: error:"), inside.stdout + inside.stderr
    assert len(checked_log(log)) == checked  # answered from the cache, under the new name


# -- terminals ----------------------------------------------------------------------------------

def run_with_pty(project: Path, args: list[str], *, stream: str, **env: str) -> tuple[int, str, str]:
    """Run with ``stream`` ("stdout" or "stderr") on a pseudo-terminal; the other piped."""
    master, slave = pty.openpty()
    piped = subprocess.PIPE
    proc = subprocess.Popen(
        [sys.executable, "-m", "hintloader", *args], cwd=project, env=env_for(project, **env),
        stdout=slave if stream == "stdout" else piped,
        stderr=slave if stream == "stderr" else piped,
        text=False,
    )
    os.close(slave)
    chunks: list[bytes] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
        elif proc.poll() is not None:
            break
    other = proc.stdout if stream == "stderr" else proc.stderr
    assert other is not None
    piped_text = other.read().decode()
    rc = proc.wait(timeout=60)
    os.close(master)
    return rc, b"".join(chunks).decode(errors="replace"), piped_text


def test_progress_bar_only_on_a_terminal(project: Path) -> None:
    many_files(project, 5)
    args = ["check", "-j", "1", "--cache-dir", "off", "app"]
    rc, terminal, stdout = run_with_pty(project, args, stream="stderr", FAKE_CHECK_DELAY="0.3")
    assert rc == 1
    assert "checking [" in terminal and "/8 files" in terminal, terminal
    assert terminal.endswith("\r\x1b[K")  # the bar erases itself
    assert "checking [" not in stdout
    piped = hintloader(project, *args, FAKE_CHECK_DELAY="0.3")
    assert piped.stderr == ""
    assert piped.stdout == stdout


def test_no_progress_bar_for_a_quick_run(project: Path) -> None:
    rc, terminal, _ = run_with_pty(project, ["check", "app"], stream="stderr")
    assert rc == 1 and terminal == ""


def test_colour_and_excerpt_on_a_terminal(project: Path) -> None:
    rc, out, _ = run_with_pty(project, ["check", "app"], stream="stdout")
    assert rc == 1
    assert "\x1b[31m" in out  # red "error:"
    lines = re.sub(r"\x1b\[[0-9;]*m", "", out.replace("\r\n", "\n")).splitlines()
    index = next(i for i, line in enumerate(lines) if "[arg-type]" in line)
    assert lines[index + 1] == '    double("a")  # fake: arg-type: ' + ARG_TYPE
    assert lines[index + 2] == "    ^~~~~~~~~~~"


def test_no_color_wins_on_a_terminal(project: Path) -> None:
    rc, out, _ = run_with_pty(project, ["check", "app"], stream="stdout", NO_COLOR="1",
                              FORCE_COLOR="1")
    assert rc == 1 and "\x1b[" not in out
    assert "    ^~~~~~~~~~~" in out  # still a terminal: the excerpt stays


def test_force_color_when_piped(project: Path) -> None:
    forced = hintloader(project, "check", "app", FORCE_COLOR="1")
    assert "\x1b[1mapp/core.py:4:1:\x1b[0m \x1b[1m\x1b[31merror:\x1b[0m" in forced.stdout
    no_colour = hintloader(project, "check", "app", FORCE_COLOR="1", NO_COLOR="1")
    assert "\x1b[" not in no_colour.stdout
    json_out = hintloader(project, "check", "--format", "json", "app", FORCE_COLOR="1")
    assert "\x1b[" not in json_out.stdout


# -- explain and config ----------------------------------------------------------------------

def test_explain_prints_the_code_section(project: Path) -> None:
    result = hintloader(project, "explain", "arg-type")
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("## ") and "arg-type" in first
    assert len(result.stdout.splitlines()) > 1
    assert "## return-value" not in result.stdout  # only the one section


def test_explain_unknown_code_exits_2_with_close_matches(project: Path) -> None:
    result = hintloader(project, "explain", "arg-typo")
    assert result.returncode == 2
    assert "unknown error code 'arg-typo'" in result.stderr
    assert "arg-type" in result.stderr


def test_config_shows_values_and_origins(project: Path) -> None:
    (project / "pyproject.toml").write_text(textwrap.dedent("""\
        [tool.hintloader]
        mode = "error"
        [[tool.hintloader.overrides]]
        module = ["app.core"]
        strictness = "strict"
        """))
    result = hintloader(project, "config", "app.core", HINTLOADER_INSTRUMENT="1")
    assert result.returncode == 0, result.stderr
    lines = {line.split("=")[0].strip(): line for line in result.stdout.splitlines()
             if not line.startswith("#")}
    assert lines["mode"].startswith('mode = "error"') and "pyproject.toml" in lines["mode"]
    assert lines["strictness"].startswith('strictness = "strict"')
    assert "overrides" in lines["strictness"] or "app.core" in lines["strictness"]
    assert lines["instrument"].startswith("instrument = true")
    assert "HINTLOADER_INSTRUMENT" in lines["instrument"]
    assert "# default" in lines["on-violation"]
    assert str(project / "pyproject.toml") in result.stdout.splitlines()[0]


def test_pre_commit_hook_definition() -> None:
    text = (Path(__file__).resolve().parents[2] / ".pre-commit-hooks.yaml").read_text()
    yaml = pytest.importorskip("yaml")
    hooks = yaml.safe_load(text)
    hook = next(h for h in hooks if h["id"] == "hintloader")
    assert hook["entry"].split()[:2] == ["hintloader", "check"]
    assert hook["language"] == "python" and hook["types"] == ["python"]


# -- with the real checker, once it exists ---------------------------------------------------

def real_checker_ready() -> bool:
    import ast

    from hintloader.checker import check_module
    from hintloader.config.options import PackageOptions

    try:
        check_module(ast.parse("x = 1\n"), "x = 1\n", path="x.py", module="x",
                     options=PackageOptions())
    except NotImplementedError:
        return False
    return True


@pytest.mark.skipif(not real_checker_ready(), reason="the static checker has not landed yet")
def test_real_checker_reports_arg_type(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "m.py").write_text(
        "def double(x: int) -> int:\n    return x * 2\n\ndouble('a')\n")
    result = subprocess.run(
        [sys.executable, "-m", "hintloader", "check", "-j", "1", "m.py"], cwd=tmp_path,
        env=clean_env(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.startswith("m.py:4:")
    assert "[arg-type]" in result.stdout


def test_an_imported_modules_renamed_overloads_are_overloads(tmp_path: Path) -> None:
    # The imported module is loaded from disk and shared between checks: its own renamed
    # imports (``overload as variant``) are resolved as the checked module's are.
    (tmp_path / ".git").mkdir()
    (tmp_path / "parsing.py").write_text(
        "from typing import overload as variant\n"
        "@variant\ndef parse(x: int) -> str: ...\n"
        "@variant\ndef parse(x: str) -> int: ...\n"
        "def parse(x: object) -> object:\n    return x\n")
    (tmp_path / "m.py").write_text("import parsing\nreveal_type(parsing.parse('a'))\n")
    result = subprocess.run(
        [sys.executable, "-m", "hintloader", "check", "-j", "1", "--cache-dir", "off", "m.py"],
        cwd=tmp_path, env=clean_env(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert 'm.py:2:1: note: Revealed type is "int"' in result.stdout


def test_parallel_runs_schedule_the_biggest_files_first(tmp_path: Path) -> None:
    from hintloader.check.discover import SourceFile
    from hintloader.check.run import _largest_first

    sizes = {"small.py": 10, "big.py": 5000, "gone.py": None, "medium.py": 300}
    files = []
    for name, size in sizes.items():
        if size is not None:
            (tmp_path / name).write_text("x" * size)
        files.append(SourceFile(str(tmp_path / name), name[:-3], str(tmp_path)))
    assert [files[i].module for i in _largest_first(files)] == ["big", "medium", "small", "gone"]
