"""pytest plugin: check the selected packages while the tests import them, then report once.

PYTEST_DONT_REWRITE (hintloader's own code never goes through assertion rewriting).
"""

from __future__ import annotations

import os
import sys
import types
import warnings
from collections.abc import Generator, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import pytest

# Everything from hintloader is imported inside the hooks, and only once the plugin is
# configured: this module is imported by every pytest run in an environment with hintloader.
if TYPE_CHECKING:
    from _pytest._code.code import TracebackEntry

    from hintloader.diagnostics import Diagnostic
    from hintloader.errors import HintError
    from hintloader.importing.finder import FirstParty, HintFinder
    from hintloader.importing.hook import InstallHandle
    from hintloader.config.options import Options

_KEYS = ("packages", "mode", "strictness", "instrument")
# Setting any of these (or HINTLOADER=1) turns the plugin on, as it turns the hook on elsewhere.
_ENV_VARS = (
    "HINTLOADER_PACKAGES", "HINTLOADER_MODE", "HINTLOADER_STRICTNESS", "HINTLOADER_INSTRUMENT",
    "HINTLOADER_CONFIG",
)
_FALSE = ("", "0", "false", "no", "off")
_HINTLOADER_DIR = os.path.dirname(os.path.abspath(__file__))
# The key of xdist's workeroutput under which a worker sends its findings to the controller.
WORKEROUTPUT_KEY = "hintloader"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("hintloader", "type checks at import time (hintloader)")
    group.addoption("--hintloader-packages", default=None, metavar="PKG,...",
                    help="packages hintloader checks while the tests import them "
                         "(default: [tool.hintloader] packages, else the project's own code)")
    group.addoption("--hintloader-mode", default=None, choices=("off", "warn", "error"),
                    help="what a finding does; 'error' refuses the import and fails the session")
    group.addoption("--hintloader-strictness", default=None,
                    choices=("basic", "standard", "strict"), help="what counts as a finding")
    group.addoption("--hintloader-instrument", action="store_true", default=None,
                    help="also add runtime argument and return checks")
    parser.addini("hintloader_packages", "packages hintloader checks (comma or space separated)",
                  type="args")
    parser.addini("hintloader_mode", "hintloader mode: off | warn | error", default=None)
    parser.addini("hintloader_strictness", "hintloader strictness: basic | standard | strict",
                  default=None)
    parser.addini("hintloader_instrument", "hintloader: add runtime checks", type="bool",
                  default=None)


# -- configuration -------------------------------------------------------------------------

def _settings(config: pytest.Config) -> tuple[dict[str, object], dict[str, str]]:
    """The values for load_options' command-line layer (ini < command line), and where each
    one came from, so that a bad value is reported under the name the user wrote."""
    # known_args_namespace: config.option is not filled in yet when the hook is installed.
    namespace = config.known_args_namespace
    settings: dict[str, object] = {}
    origins: dict[str, str] = {}
    for key in _KEYS:
        name = f"hintloader_{key}"
        value: object = getattr(namespace, name, None)
        origin = f"--hintloader-{key}"
        if value is None:
            value = config.getini(name)
            origin = f"ini option {name}"
            if isinstance(value, list):
                value = [p.strip() for item in value for p in str(item).split(",") if p.strip()] or None
            elif value == "":
                value = None
        elif key == "packages" and isinstance(value, str):
            value = [p.strip() for p in value.split(",") if p.strip()]
        if value is not None:
            settings[key] = value
            origins[key] = origin
    return settings, origins


def _requested_by_environment(environ: Mapping[str, str]) -> bool:
    if environ.get("HINTLOADER", "").strip().lower() not in _FALSE:
        return True
    return any(environ.get(name, "").strip() for name in _ENV_VARS)


class Findings:
    """Diagnostics of the modules checked in this process (or, on the xdist controller, in
    every worker), de-duplicated; each remembers the mode of its module."""

    # Plain class, not a dataclass: this module is imported by every pytest run.
    def __init__(self) -> None:
        self.modes: dict[Diagnostic, str] = {}
        self.modules: set[str] = set()

    def add(self, module: str, mode: str, diagnostics: Iterable[Diagnostic]) -> None:
        self.modules.add(module)
        for d in diagnostics:
            # A file reached under two modes (rare) counts under the stricter one.
            if self.modes.get(d) != "error":
                self.modes[d] = mode

    def failing(self) -> list[Diagnostic]:
        """Errors of modules in error mode: these fail the session."""
        return [d for d, mode in self.modes.items() if mode == "error" and d.severity == "error"]

    def to_json(self) -> dict[str, object]:
        return {
            "modules": sorted(self.modules),
            "findings": [{"mode": mode, "diagnostic": d.to_json()} for d, mode in self.modes.items()],
        }

    def merge_json(self, data: object) -> None:
        from hintloader.diagnostics import Diagnostic

        if not isinstance(data, dict):
            return
        self.modules.update(str(m) for m in data.get("modules", ()))
        for item in data.get("findings", ()):
            d = Diagnostic.from_json(item["diagnostic"])
            if self.modes.get(d) != "error":
                self.modes[d] = str(item["mode"])


class _State:
    def __init__(self, options: Options, handle: InstallHandle, first_party: FirstParty,
                 displaced: list[HintFinder]) -> None:
        self.options = options
        self.handle = handle
        self.first_party = first_party
        # Finders that install() took off sys.meta_path (HINTLOADER=1 activation); put back at the end.
        self.displaced = displaced
        self.findings = Findings()

    def collect(self, module: str, diagnostics: tuple[Diagnostic, ...]) -> None:
        self.findings.add(module, self.options.for_module(module).mode, diagnostics)


_STATE = pytest.StashKey[_State]()


def _stop_rewriting_hintloader() -> None:
    """pytest marks every module of a distribution with a pytest11 entry point for assertion
    rewriting; hintloader's modules must load as they are, so take that mark off again."""
    for finder in sys.meta_path:
        marks = getattr(finder, "_must_rewrite", None)
        if not isinstance(marks, set):
            continue
        ours = {m for m in marks if isinstance(m, str) and m.partition(".")[0] == "hintloader"}
        if ours:
            marks.difference_update(ours)
            cache = getattr(finder, "_marked_for_rewrite_cache", None)
            if isinstance(cache, dict):
                cache.clear()


def _may_have_table(start: str) -> bool:
    """Whether a pyproject.toml from ``start`` up to the repository root mentions hintloader:
    a quick filter, so that runs of projects without hintloader do not import its config."""
    folder = os.path.abspath(start)
    while True:
        try:
            with open(os.path.join(folder, "pyproject.toml"), "rb") as f:
                if b"hintloader" in f.read():
                    return True
        except OSError:
            pass
        parent = os.path.dirname(folder)
        if parent == folder or any(os.path.exists(os.path.join(folder, m)) for m in (".git", ".hg")):
            return False
        folder = parent


def _config_start(config: pytest.Config) -> str | None:
    """Where [tool.hintloader] is looked up from: the current folder, as everywhere else, or
    else pytest's rootdir (``pytest path/to/project`` run from outside it); None if neither
    finds a table."""
    folders = dict.fromkeys((str(config.invocation_params.dir), str(config.rootpath)))
    candidates = [folder for folder in folders if _may_have_table(folder)]
    if not candidates:
        return None
    from hintloader.config.load import find_pyproject

    return next((folder for folder in candidates if find_pyproject(folder) is not None), None)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config) -> Generator[None, None, None]:
    # Before pytest imports the root conftest, so that what it imports is claimed; a wrapper,
    # so that an import refused there reads like one refused in a test module.
    _install(early_config)
    try:
        return (yield)
    except Exception as exc:
        namespace = early_config.known_args_namespace
        if _STATE not in early_config.stash or namespace.help or namespace.version:
            raise
        from hintloader.errors import HintError

        refused = _hintloader_exception(exc)
        if not isinstance(refused, HintError):
            raise
        excinfo = pytest.ExceptionInfo.from_exception(refused)
        text = _refusal(refused, excinfo, str(early_config.invocation_params.dir))
        raise pytest.UsageError(text) from exc


def _install(early_config: pytest.Config) -> None:
    _stop_rewriting_hintloader()
    settings, origins = _settings(early_config)
    start = _config_start(early_config)
    if start is None and not settings and not _requested_by_environment(os.environ):
        return  # nothing asks for hintloader: this run is left exactly as it was
    start = start or str(early_config.invocation_params.dir)
    from hintloader.config.load import load_options
    from hintloader.errors import ConfigError
    from hintloader.importing.finder import FirstParty, HintFinder, default_roots, warn_already_imported
    from hintloader.importing.hook import install

    try:
        options = load_options(start=start, environ=os.environ, cli=settings)
    except ConfigError as exc:
        where = origins.get(exc.key, exc.source)
        raise pytest.UsageError(f"hintloader: {where}: {exc.problem}"
                                + (f" ({exc.suggestion})" if exc.suggestion else "")) from exc
    if options.project_root is None:
        options = options.replace(project_root=start)
    displaced = [f for f in sys.meta_path if isinstance(f, HintFinder)]
    # The pipeline (and the checker with it) is built at the first claimed import.
    handle = install(options, warn_late=False, sink=lambda module, found: state.collect(module, found))
    first_party = FirstParty(default_roots(options))
    state = _State(options, handle, first_party, displaced)
    early_config.stash[_STATE] = state
    # Through pytest's warning machinery, so -W / filterwarnings apply and the warnings
    # summary shows it, instead of a bare line on stderr.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        warn_already_imported(options, None if options.packages is not None else first_party)
    for item in caught:
        early_config.issue_config_time_warning(item.message, stacklevel=2)  # type: ignore[arg-type]


def pytest_report_header(config: pytest.Config) -> list[str] | None:
    state = config.stash.get(_STATE, None)
    if state is None:
        return None
    o = state.options
    packages = ",".join(o.packages) if o.packages is not None else f"first-party code in {o.project_root}"
    d = o.defaults
    return [f"hintloader: packages={packages}, mode={d.mode}, strictness={d.strictness}, "
            f"instrument={'on' if d.instrument else 'off'}"]


def pytest_unconfigure(config: pytest.Config) -> None:
    state = config.stash.get(_STATE, None)
    if state is None:
        return
    del config.stash[_STATE]
    state.handle.stop_reporting()
    state.handle.uninstall()
    for finder in reversed(state.displaced):
        if finder not in sys.meta_path:
            sys.meta_path.insert(0, finder)


# -- modules that pytest's assertion rewriter owns -----------------------------------------

def _selected(state: _State, module: str, path: str) -> bool:
    """The finder's own selection rule, for modules that it never gets to claim."""
    from hintloader.importing.finder import NEVER_CLAIMED
    from hintloader.config.options import module_in_packages

    options = state.options
    if module_in_packages(module, NEVER_CLAIMED) or options.for_module(module).mode == "off":
        return False
    if options.packages is not None:
        return module_in_packages(module, options.packages)
    return state.first_party.contains(path)


def _check_rewritten_modules(state: _State) -> None:
    """Test modules, conftests and register_assert_rewrite() modules are loaded by pytest's
    rewriter, which hintloader must not replace: check their source without transforming it."""
    try:
        from _pytest.assertion.rewrite import AssertionRewritingHook
    except ImportError:  # pragma: no cover - layout of a future pytest
        return
    from hintloader.codes import INTERNAL_ERROR
    from hintloader.diagnostics import Diagnostic

    for name, module in list(sys.modules.items()):
        spec = getattr(module, "__spec__", None)
        path = getattr(spec, "origin", None)
        if (
            spec is None
            or not isinstance(spec.loader, AssertionRewritingHook)
            or not isinstance(path, str)
            or not path.endswith(".py")
            or name in state.findings.modules
            or not _selected(state, name, path)
        ):
            continue
        try:
            with open(path, "rb") as f:
                source = f.read()
            found = state.handle.pipeline.analyse(source, path=path, module=name).diagnostics
        except Exception as exc:  # fail open: a checker failure never fails the test run
            found = (Diagnostic(path, 1, None, "warning", INTERNAL_ERROR.name,
                                f"hintloader could not check this module: {type(exc).__name__}: {exc}"),)
        state.collect(name, found)


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    state = config.stash.get(_STATE, None)
    if state is None:
        return
    _check_rewritten_modules(state)
    workeroutput = getattr(config, "workeroutput", None)
    if isinstance(workeroutput, dict):
        # An xdist worker: the controller reports (and decides the exit status) for everyone.
        workeroutput[WORKEROUTPUT_KEY] = state.findings.to_json()
        return
    if state.findings.failing() and session.exitstatus in (
        pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED
    ):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """xdist controller: a worker finished; take its findings."""
    state = node.config.stash.get(_STATE, None)
    output = getattr(node, "workeroutput", None)
    if state is not None and isinstance(output, dict):
        state.findings.merge_json(output.get(WORKEROUTPUT_KEY))


# -- the summary ---------------------------------------------------------------------------

def _shown_path(path: str, base: str) -> str:
    """Relative to ``base`` when inside it, as mypy shows paths; else as it is."""
    full = os.path.abspath(path)
    if full.startswith(base.rstrip(os.sep) + os.sep):
        return os.path.relpath(full, base)
    return path


def _relative(d: Diagnostic, base: str) -> Diagnostic:
    shown = _shown_path(d.path, base)
    return d if shown == d.path else d.replace(path=shown)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def summary_title(diagnostics: Iterable[Diagnostic], checked: int) -> str:
    ds = list(diagnostics)
    if not ds:
        return f"hintloader: no issues found in {_plural(checked, 'module')}"
    errors = sum(1 for d in ds if d.severity == "error")
    warns = sum(1 for d in ds if d.severity == "warning")
    counts = _plural(errors, "error") + (f", {_plural(warns, 'warning')}" if warns else "")
    return f"hintloader: {counts} in {_plural(len({d.path for d in ds}), 'module')}"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    state = config.stash.get(_STATE, None)
    if state is None or _is_worker(config):
        return
    from hintloader.report.render import github_line, sorted_diagnostics, text_line

    base = str(config.invocation_params.dir)
    shown = sorted_diagnostics(_relative(d, base) for d in state.findings.modes)
    checked = len(state.findings.modules)
    if not checked and state.options.defaults.mode == "off":
        return  # --hintloader-mode=off: nothing to say
    failing = state.findings.failing()
    colour = {"red": True} if failing else {"yellow": True} if shown else {"green": True}
    terminalreporter.write_sep("=", summary_title(shown, checked), **colour)
    for d in shown:
        terminalreporter.write_line(text_line(d))
    if shown:
        terminalreporter.write_line(f"(checked {_plural(checked, 'module')})")
    if failing:
        terminalreporter.write_line(
            f"hintloader: the session fails: {_plural(len(failing), 'error')} "
            "in modules with mode 'error'", red=True)
    if os.environ.get("GITHUB_ACTIONS") == "true":
        # Annotation paths are relative to the checkout, which GitHub names GITHUB_WORKSPACE.
        workspace = os.environ.get("GITHUB_WORKSPACE") or base
        for d in sorted_diagnostics(_relative(d, workspace) for d in state.findings.modes):
            terminalreporter.write_line(github_line(d))


# -- readable failures ---------------------------------------------------------------------

def _is_user_path(path: str) -> bool:
    """False for hintloader's own files and the import system's, which say nothing to a user."""
    return not (path.startswith(_HINTLOADER_DIR + os.sep) or path.startswith("<frozen importlib"))


def _user_frame(entry: TracebackEntry) -> bool:
    return _is_user_path(str(entry.path))


def _without_hintloader_frames(
    excinfo: pytest.ExceptionInfo[BaseException],
) -> pytest.ExceptionInfo[BaseException] | None:
    """The same exception with a traceback of the user's frames only; None if nothing to trim.

    A new traceback chain, not a filtered pytest Traceback: pytest re-cuts tracebacks from
    the raw chain, which would bring the frames back. The exception itself is left as it was.
    """
    kept: list[types.TracebackType] = []
    total = 0
    tb: types.TracebackType | None = excinfo.tb
    while tb is not None:
        total += 1
        if _is_user_path(tb.tb_frame.f_code.co_filename):
            kept.append(tb)
        tb = tb.tb_next
    if not kept or len(kept) == total:
        return None
    chain: types.TracebackType | None = None
    for tb in reversed(kept):
        chain = types.TracebackType(chain, tb.tb_frame, tb.tb_lasti, tb.tb_lineno)
    assert chain is not None
    return pytest.ExceptionInfo.from_exc_info((type(excinfo.value), excinfo.value, chain))


def _hintloader_exception(exc: BaseException | None) -> BaseException | None:
    """A HintError or HintTypeError, also behind the wrappers (conftest import failures)."""
    from hintloader.errors import HintError, HintTypeError

    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, (HintError, HintTypeError)):
            return exc
        cause = getattr(exc, "cause", None)
        exc = cause if isinstance(cause, BaseException) else exc.__cause__ or exc.__context__
    return None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    excinfo = call.excinfo
    if (
        report.failed
        and excinfo is not None
        and _STATE in item.config.stash
        and _hintloader_exception(excinfo.value) is not None
    ):
        # A failed runtime check (or a refused import) ends in hintloader's frames; the user
        # needs the frames of their own call.
        trimmed = _without_hintloader_frames(excinfo)
        if trimmed is not None:
            report.longrepr = item.repr_failure(trimmed)
    return report


def _import_site(entry: TracebackEntry) -> bool:
    """A frame of the user's import statement, not importlib.import_module, pytest or pluggy."""
    import importlib

    import pluggy

    machinery = tuple(os.path.dirname(m.__file__ or "") + os.sep for m in (importlib, pluggy))
    pytest_dir = os.path.join(os.path.dirname(os.path.dirname(pytest.__file__)), "_pytest")
    return not str(entry.path).startswith((*machinery, pytest_dir + os.sep))


def _refusal(error: HintError, excinfo: pytest.ExceptionInfo[BaseException], base: str) -> str:
    from hintloader.report.render import sorted_diagnostics, text_line

    errors = sum(1 for d in error.diagnostics if d.severity == "error")
    lines = [f"hintloader refused to import {error.module!r} (mode 'error'): "
             f"{_plural(errors, 'type error')}"]
    lines += [text_line(_relative(d, base)) for d in sorted_diagnostics(error.diagnostics)]
    entries = list(excinfo.traceback)
    first_ours = next((i for i, e in enumerate(entries)
                       if str(e.path).startswith(_HINTLOADER_DIR + os.sep)), len(entries))
    site = next((e for e in reversed(entries[:first_ours])
                 if _import_site(e) and _user_frame(e)), None)
    if site is not None:
        where = _shown_path(str(site.path), base)
        statement = str(site.statement).strip()
        lines.append(f"imported at {where}:{site.lineno + 1}" + (f": {statement}" if statement else ""))
    return "\n".join(lines)


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(
    collector: pytest.Collector,
) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
    report = yield
    # runner.pytest_make_collect_report leaves the CallInfo on the report for collect_one_node.
    call = report.__dict__.get("call")
    excinfo = getattr(call, "excinfo", None)
    if report.failed and isinstance(excinfo, pytest.ExceptionInfo) and _STATE in collector.config.stash:
        from hintloader.errors import HintError

        refused = _hintloader_exception(excinfo.value)
        if isinstance(refused, HintError):
            report.longrepr = _refusal(refused, excinfo, str(collector.config.invocation_params.dir))
    return report
