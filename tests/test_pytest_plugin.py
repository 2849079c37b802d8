"""The pytest plugin: configuration, claiming, assertion rewriting, reporting, xdist."""

from __future__ import annotations

import ast
import json
import os
import re
import sys
import warnings
from pathlib import Path

import pytest

from hintloader.diagnostics import Diagnostic
from hintloader.config.options import Options, PackageOptions
from hintloader.pytest_plugin import Findings, summary_title

pytest_plugins = ["pytester"]

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent

MYLIB = """\
def double(x: int) -> int:
    return 2 * x


def broken() -> int:
    return double("a")
"""
ERROR_LINE = re.compile(r"^mylib\.py:6:\d+: error: .*\[arg-type\]$", re.M)


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A project with one module that has a type error, and a passing test that imports it."""
    for name in list(os.environ):
        if name.startswith("HINTLOADER") or name in ("GITHUB_ACTIONS", "GITHUB_WORKSPACE"):
            if name != "HINTLOADER_STARTUP_CACHE":  # tests/conftest.py: never the user's cache
                monkeypatch.delenv(name)
    # Helper plugins (-p plugin_*) live outside the project, so they never count as first-party.
    monkeypatch.setenv("PYTHONPATH", str(TESTS))
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    pytester.makepyfile(mylib=MYLIB)
    pytester.makepyfile(test_mylib="""
        import mylib

        def test_double():
            assert mylib.double(2) == 4
    """)
    return pytester


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", *args, timeout=300)


def section(result: pytest.RunResult) -> list[str]:
    """The hintloader summary section: its title and lines, up to the next separator."""
    lines = result.stdout.lines
    start = next(i for i, line in enumerate(lines) if re.match(r"^=+ hintloader: ", line))
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("====")), len(lines))
    return lines[start:end]


# -- in-process units ----------------------------------------------------------------------

def _diag(path: str = "m.py", line: int = 1, severity: str = "error") -> Diagnostic:
    return Diagnostic(path, line, 2, severity, "arg-type", "bad")  # type: ignore[arg-type]


def test_findings_travel_as_json_and_deduplicate() -> None:
    worker1, worker2, controller = Findings(), Findings(), Findings()
    worker1.add("m", "warn", [_diag(line=1)])
    worker2.add("m", "warn", [_diag(line=1)])
    worker2.add("n", "error", [_diag("n.py", 3)])
    worker2.add("clean", "warn", [])
    for worker in (worker1, worker2):
        controller.merge_json(json.loads(json.dumps(worker.to_json())))
    assert sorted(controller.modules) == ["clean", "m", "n"]
    assert sorted(d.line for d in controller.modes) == [1, 3]
    assert controller.failing() == [_diag("n.py", 3)]


def test_summary_title_counts_errors_and_modules() -> None:
    assert summary_title([_diag(), _diag(line=2), _diag("n.py")], 5) == "hintloader: 3 errors in 2 modules"
    assert summary_title([_diag()], 1) == "hintloader: 1 error in 1 module"
    assert summary_title([_diag(severity="warning")], 1) == "hintloader: 0 errors, 1 warning in 1 module"
    assert summary_title([], 4) == "hintloader: no issues found in 4 modules"


def test_pipeline_sink_replaces_warnings_and_still_refuses_in_error_mode(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import hintloader.importing.pipeline as pipeline_module
    from hintloader.checker import CheckResult
    from hintloader.errors import HintError

    def fake(tree: ast.Module, source: str, **kwargs: object) -> CheckResult:
        return CheckResult((_diag("x.py", 2),), "fp")

    import hintloader.checker as checker_module

    monkeypatch.setattr(checker_module, "check_module", fake)
    received: list[tuple[str, tuple[Diagnostic, ...]]] = []
    pipeline = pipeline_module.Pipeline(Options(), None, sink=lambda m, ds: received.append((m, ds)))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning would fail the test
        pipeline.process(b"x = 1\n", path="x.py", module="x")
    assert received == [("x", (_diag("x.py", 2),))]

    strict = Options(defaults=PackageOptions(mode="error"))
    received.clear()
    refusing = pipeline_module.Pipeline(strict, None, sink=lambda m, ds: received.append((m, ds)))
    with pytest.raises(HintError):
        refusing.process(b"x = 1\n", path="x.py", module="x")
    assert received == [("x", (_diag("x.py", 2),))]


# -- configuration -------------------------------------------------------------------------

def test_nothing_configured_means_nothing_happens(project: pytest.Pytester) -> None:
    project.makepyfile(test_untouched="""
        import sys
        import mylib

        def test_plain_loader():
            assert type(mylib.__loader__).__name__ == "SourceFileLoader"
            assert "hintloader.importing.hook" not in sys.modules
    """)
    result = run(project)
    result.assert_outcomes(passed=2)
    assert "hintloader:" not in result.stdout.str()


def test_command_line_options(project: pytest.Pytester) -> None:
    result = run(project, "--hintloader-packages=mylib", "--hintloader-strictness=strict")
    result.assert_outcomes(passed=1)
    assert result.ret == 0
    result.stdout.fnmatch_lines(["hintloader: packages=mylib, mode=warn, strictness=strict, instrument=off"])
    lines = section(result)
    assert re.match(r"^=+ hintloader: 1 error in 1 module =+$", lines[0])
    assert ERROR_LINE.match(lines[1])
    assert lines[2:] == ["(checked 1 module)"]
    # Collected, not warned: no HintWarning anywhere in the run.
    assert "HintWarning" not in result.stdout.str() + result.stderr.str()


def test_ini_keys_and_command_line_precedence(project: pytest.Pytester) -> None:
    project.makeini("""
        [pytest]
        hintloader_packages = mylib, otherlib
        hintloader_mode = error
        hintloader_strictness = basic
        hintloader_instrument = false
    """)
    result = run(project)
    result.stdout.fnmatch_lines(
        ["hintloader: packages=mylib,otherlib, mode=error, strictness=basic, instrument=off"])
    assert result.ret != 0
    # The command line beats the ini file.
    result = run(project, "--hintloader-mode=warn")
    assert result.ret == 0
    assert re.match(r"^=+ hintloader: 1 error in 1 module", section(result)[0])


def test_bad_ini_value_is_a_usage_error_naming_the_ini_key(project: pytest.Pytester) -> None:
    project.makeini("""
        [pytest]
        hintloader_packages = mylib
        hintloader_mode = loud
    """)
    result = run(project)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*hintloader: ini option hintloader_mode: 'loud' is not one of off, warn, error*"])


def test_pyproject_table_then_environment_then_ini(project: pytest.Pytester,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    project.makepyprojecttoml("""
        [tool.hintloader]
        packages = ["mylib"]
        mode = "warn"
    """)
    result = run(project)
    assert result.ret == 0
    result.stdout.fnmatch_lines(["hintloader: packages=mylib, mode=warn, *"])
    monkeypatch.setenv("HINTLOADER_MODE", "error")
    result = run(project)
    result.stdout.fnmatch_lines(["hintloader: packages=mylib, mode=error, *"])
    assert result.ret != 0
    project.makeini("[pytest]\nhintloader_mode = warn\n")
    result = run(project)
    result.stdout.fnmatch_lines(["hintloader: packages=mylib, mode=warn, *"])
    assert result.ret == 0


def test_disabled_with_p_no_hintloader(project: pytest.Pytester) -> None:
    project.makeini("[pytest]\nhintloader_packages = mylib\n")
    project.makepyfile(test_loader="""
        import mylib

        def test_not_claimed():
            assert type(mylib.__loader__).__name__ == "SourceFileLoader"
    """)
    result = run(project, "-p", "no:hintloader")
    result.assert_outcomes(passed=2)
    assert "hintloader:" not in result.stdout.str()


def test_loaded_by_name_when_plugin_autoload_is_disabled(project: pytest.Pytester,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    project.makeini("[pytest]\nhintloader_packages = mylib\n")
    assert "hintloader:" not in run(project).stdout.str()
    result = run(project, "-p", "hintloader")
    result.assert_outcomes(passed=1)
    assert ERROR_LINE.search("\n".join(section(result)))


def test_mode_off_checks_nothing_and_says_nothing(project: pytest.Pytester) -> None:
    project.makepyfile(test_loader="""
        import mylib

        def test_not_claimed():
            assert type(mylib.__loader__).__name__ == "SourceFileLoader"
    """)
    result = run(project, "--hintloader-packages=mylib", "--hintloader-mode=off")
    result.assert_outcomes(passed=2)
    assert not any(line.startswith("=") and "hintloader:" in line for line in result.stdout.lines)


# -- claiming ------------------------------------------------------------------------------

def test_modules_imported_by_the_root_conftest_are_claimed(project: pytest.Pytester) -> None:
    project.makeconftest("import mylib\n")
    project.makepyfile(test_claimed="""
        import mylib

        def test_claimed():
            assert type(mylib.__loader__).__name__ == "HintLoader"
    """)
    result = run(project, "--hintloader-packages=mylib")
    result.assert_outcomes(passed=2)
    assert ERROR_LINE.search("\n".join(section(result)))


def test_warns_about_a_selected_module_imported_before_the_hook(project: pytest.Pytester) -> None:
    project.makepyfile(early_plugin="import mylib\n")
    result = run(project, "-p", "early_plugin", "--hintloader-packages=mylib")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines([
        "*warnings summary*",
        "*HintWarning: hintloader was installed after these selected modules were imported, "
        "so they are not checked: mylib",
    ])


def test_no_warning_for_modules_the_environment_hook_already_claimed(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # HINTLOADER=1 installs the hook at start-up, so mylib (imported by a plugin before the
    # pytest plugin takes over) was checked: warning that it is not would be wrong, and an
    # error under filterwarnings = error.
    monkeypatch.setenv("HINTLOADER", "1")
    monkeypatch.setenv("HINTLOADER_PACKAGES", "mylib")
    project.makepyfile(early_plugin="import mylib\n")
    project.makepyfile(test_early="""
        import mylib

        def test_claimed_at_start_up():
            assert type(mylib.__loader__).__name__ == "HintLoader"
    """)
    result = run(project, "-p", "early_plugin")
    result.assert_outcomes(passed=2)
    assert "installed after" not in result.stdout.str() + result.stderr.str()


def test_test_modules_keep_rewritten_asserts_and_are_checked_statically(
    project: pytest.Pytester,
) -> None:
    # No packages: first-party mode, so the test module itself is selected too.
    project.makepyprojecttoml("[tool.hintloader]\nmode = \"warn\"\n")
    project.makepyfile(test_rich="""
        import sys

        from mylib import double


        def never_called() -> int:
            return double("b")


        def test_rich_assert():
            assert [1, 2, 3] == [1, 2, 4]


        def test_owners():
            me = sys.modules[__name__]
            assert type(me.__loader__).__name__ == "AssertionRewritingHook"
            assert type(sys.modules["mylib"].__loader__).__name__ == "HintLoader"
            for name in ("hintloader.importing.hook", "hintloader.importing.pipeline", "hintloader.importing.loader"):
                assert type(sys.modules[name].__loader__).__name__ == "SourceFileLoader", name
    """)
    # plugin_mark_rewrite marks hintloader for rewriting, as a wheel install of it would.
    result = run(project, "-p", "plugin_mark_rewrite")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*At index 2 diff: 3 != 4*"])
    text = "\n".join(section(result))
    assert re.search(r"^test_rich\.py:7:\d+: error: .*\[arg-type\]$", text, re.M)
    assert ERROR_LINE.search(text)


# -- error mode ----------------------------------------------------------------------------

def test_error_mode_refused_import_is_a_readable_collection_error(project: pytest.Pytester) -> None:
    result = run(project, "--hintloader-packages=mylib", "--hintloader-mode=error")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    out = result.stdout.str()
    result.stdout.fnmatch_lines([
        "*ERROR collecting test_mylib.py*",
        "hintloader refused to import 'mylib' (mode 'error'): 1 type error",
        "mylib.py:6:*: error: *arg-type*",
        "imported at test_mylib.py:1: import mylib",
    ])
    assert "hintloader/importing/loader.py" not in out and "Traceback" not in out
    assert re.match(r"^=+ hintloader: 1 error in 1 module", section(result)[0])


_PASSING_TESTS_WITH_A_STATIC_ERROR = """
    def double(x: int) -> int:
        return x

    def unused() -> int:
        return double("c")

    def test_fine():
        assert double(1) == 1
"""


@pytest.mark.parametrize("workers", [(), ("-n", "2")], ids=["in-process", "xdist"])
def test_error_mode_fails_the_session_even_when_all_tests_pass(
    project: pytest.Pytester, workers: tuple[str, ...]
) -> None:
    project.makepyprojecttoml("[tool.hintloader]\nmode = \"error\"\n")
    (project.path / "test_mylib.py").unlink()
    project.makepyfile(test_fine=_PASSING_TESTS_WITH_A_STATIC_ERROR)
    result = run(project, *workers)
    result.assert_outcomes(passed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert re.match(r"^=+ hintloader: 1 error in 1 module =+$", section(result)[0])
    result.stdout.fnmatch_lines([
        "test_fine.py:5:*: error: *arg-type*",
        "*hintloader: the session fails: 1 error in modules with mode 'error'",
    ])


# -- runtime checks ------------------------------------------------------------------------

def _instrumentation_works() -> bool:
    try:
        import hintloader.runtime.instrument  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.xfail(not _instrumentation_works(), strict=False,
                   reason="hintloader.runtime.instrument has not landed in this checkout")
def test_runtime_check_fails_the_test_that_triggered_it(project: pytest.Pytester) -> None:
    project.makepyfile(test_runtime="""
        import mylib

        def test_ok():
            assert mylib.double(3) == 6

        def test_bad_call():
            mylib.double(mylib.double.__name__)
    """)
    result = run(project, "--hintloader-packages=mylib", "--hintloader-instrument", "--tb=long")
    result.assert_outcomes(passed=2, failed=1)
    out = result.stdout.str()
    result.stdout.fnmatch_lines([
        "*_ test_bad_call _*",
        ">       mylib.double(mylib.double.__name__)",
        "test_runtime.py:7: *",
        "E   hintloader.errors.HintTypeError: *",
    ])
    assert "hintloader/" not in out.split("short test summary")[0].split("test_bad_call")[1]


# -- xdist ---------------------------------------------------------------------------------

def _xdist_project(project: pytest.Pytester) -> None:
    project.makepyfile(otherlib="""
        from mylib import double

        def triple(x: int) -> int:
            return double("x") + x
    """)
    for n in range(4):
        project.makepyfile(**{f"test_other{n}": f"""
            import otherlib

            def test_{n}():
                assert otherlib.triple.__name__ == "triple"
        """})


def test_xdist_gives_the_same_summary(project: pytest.Pytester) -> None:
    _xdist_project(project)
    args = ("--hintloader-packages=mylib,otherlib",)
    plain = run(project, *args)
    distributed = run(project, *args, "-n", "2")
    plain.assert_outcomes(passed=5)
    distributed.assert_outcomes(passed=5)
    assert section(plain) == section(distributed)
    assert re.match(r"^=+ hintloader: 2 errors in 2 modules =+$", section(plain)[0])
    assert section(plain)[-1] == "(checked 2 modules)"


def test_github_annotations_printed_once_under_xdist(project: pytest.Pytester,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    _xdist_project(project)
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    monkeypatch.setenv("GITHUB_WORKSPACE", str(project.path))
    result = run(project, "--hintloader-packages=mylib,otherlib", "-n", "2")
    result.assert_outcomes(passed=5)
    annotations = [line for line in result.stdout.lines if line.startswith("::")]
    assert len(annotations) == 2, annotations
    assert annotations[0].startswith("::error file=mylib.py,line=6,col=")
    assert annotations[1].startswith("::error file=otherlib.py,line=4,col=")
    assert all("title=hintloader arg-type" in a for a in annotations)


def test_hintloader_frames_are_trimmed_from_a_failed_check(project: pytest.Pytester) -> None:
    project.makepyfile(test_check_type="""
        from hintloader import check_type

        def test_check():
            check_type("seven", int)
    """)
    result = run(project, "--hintloader-packages=mylib", "--tb=long")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([
        '>       check_type("seven", int)',
        "E*hintloader.errors.HintTypeError: value (int) is str 'seven'",
        "test_check_type.py:4: HintTypeError",
    ])
    assert "hintloader/runtime/" not in result.stdout.str()


def test_import_refused_inside_a_test_fails_that_test_only(project: pytest.Pytester) -> None:
    (project.path / "test_mylib.py").unlink()
    project.makepyfile(test_lazy="""
        def test_lazy_import():
            import mylib

        def test_other():
            pass
    """)
    result = run(project, "--hintloader-packages=mylib", "--hintloader-mode=error")
    result.assert_outcomes(passed=1, failed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    result.stdout.fnmatch_lines([">       import mylib", "E*hintloader.errors.HintError: mylib: 1 type error*"])
    assert "hintloader/importing/loader.py" not in out and "<frozen importlib" not in out


def test_plugin_import_is_cheap(pytester: pytest.Pytester) -> None:
    code = ("import sys, hintloader.pytest_plugin; "
            "print(sorted(m for m in sys.modules if m.startswith('hintloader')))")
    result = pytester.run(sys.executable, "-c", code)
    assert result.ret == 0
    assert result.stdout.lines[-1] == "['hintloader', 'hintloader.pytest_plugin']"


def test_xdist_workers_share_one_cache_directory(project: pytest.Pytester) -> None:
    _xdist_project(project)
    (project.path / "sub").mkdir()
    result = run(project, "--hintloader-packages=mylib,otherlib", "-n", "2")
    result.assert_outcomes(passed=5)
    caches = sorted(p.relative_to(project.path) for p in project.path.rglob(".hintloader_cache"))
    assert caches == [Path(".hintloader_cache")]
    assert any((project.path / ".hintloader_cache").iterdir())


def test_refused_import_in_the_root_conftest_is_a_short_usage_error(project: pytest.Pytester) -> None:
    project.makeconftest("import mylib\n")
    result = run(project, "--hintloader-packages=mylib", "--hintloader-mode=error")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([
        "ERROR: hintloader refused to import 'mylib' (mode 'error'): 1 type error",
        "mylib.py:6:*: error: *arg-type*",
        "imported at conftest.py:1: import mylib",
    ])
    assert "Traceback" not in result.stderr.str() and "hintloader/" not in result.stderr.str()
    # --help still works with a conftest that cannot be imported.
    assert run(project, "--hintloader-packages=mylib", "--hintloader-mode=error", "--help").ret == 0


def test_environment_activation_turns_the_plugin_on(project: pytest.Pytester,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HINTLOADER", "1")
    monkeypatch.setenv("HINTLOADER_PACKAGES", "mylib")
    result = run(project, "-W", "ignore::pytest.PytestAssertRewriteWarning")
    result.assert_outcomes(passed=1)
    assert ERROR_LINE.search("\n".join(section(result)))
    # The plugin's hook replaced the one HINTLOADER=1 installed at start-up: no stray warnings.
    assert "HintWarning" not in result.stdout.str() + result.stderr.str()
    assert "arg-type" not in result.stderr.str()


# -- the documentation's example -----------------------------------------------------------

def test_the_example_of_docs_pytest_md_prints_what_the_page_shows(project: pytest.Pytester) -> None:
    page = (REPO / "docs" / "pytest.md").read_text()
    for _lang, body in re.findall(r"^```(toml|python)\n(.*?)^```", page, re.M | re.S):
        first, _, rest = body.partition("\n")
        if first.startswith("# ") and "/" in first or first.strip() == "# pyproject.toml":
            if first.strip() == "# pyproject.toml" and "[project]" not in rest:
                continue  # the short snippet of the setup section
            target = project.path / "shapes" / first[2:].strip()
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(rest)
    (project.path / "shapes" / "src" / "shapes" / "__init__.py").write_text("")
    result = project.runpytest_subprocess("-p", "no:cacheprovider", str(project.path / "shapes"),
                                          "--rootdir", str(project.path / "shapes"), timeout=300)
    result.assert_outcomes(passed=1, failed=1)
    shown = re.search(r"^```text\n(=+ hintloader: .*?)^```", page, re.M | re.S)
    assert shown is not None
    expected = [line.replace("src/", "shapes/src/") for line in shown.group(1).splitlines()]
    assert section(result) == expected
