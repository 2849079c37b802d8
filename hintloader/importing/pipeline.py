"""One module's way through hintloader: cache lookup, parse once, check, instrument, report."""

from __future__ import annotations

import os
import sys

from hintloader.errors import HintError
from hintloader.record import Record

# A warm import (cache hit, nothing to report) needs none of the checker, ast, logging or
# the reporting code: they are imported where a miss or a finding needs them.
TYPE_CHECKING = False
if TYPE_CHECKING:
    import ast
    import types
    from collections.abc import Callable
    from typing import Protocol, TypeAlias

    from hintloader.report.baseline import Baseline
    from hintloader.importing.background import Background
    from hintloader.checker import CheckResult
    from hintloader.diagnostics import Diagnostic
    from hintloader.config.options import Options, PackageOptions

    #: Receives each processed module's findings (possibly none) instead of warnings.warn.
    Sink: TypeAlias = Callable[[str, tuple[Diagnostic, ...]], None]

    class CachedModuleLike(Protocol):
        @property
        def diagnostics(self) -> tuple[Diagnostic, ...]: ...
        @property
        def code(self) -> types.CodeType | None: ...

    class CacheLike(Protocol):
        """What the pipeline needs of hintloader.cache.store.Cache."""

        def load(
            self,
            source: bytes,
            *,
            path: str,
            module: str,
            options: PackageOptions,
            instrument: bool,
            stamp: os.stat_result | None = None,
        ) -> CachedModuleLike | None: ...

        def load_known(
            self,
            *,
            path: str,
            module: str,
            options: PackageOptions,
            instrument: bool,
            stamp: os.stat_result,
        ) -> CachedModuleLike | None: ...

        def store(
            self,
            source: bytes,
            *,
            path: str,
            module: str,
            options: PackageOptions,
            instrument: bool,
            result: CheckResult,
            code: types.CodeType | None,
        ) -> None: ...

        def load_stub(self, key: str) -> bytes | None: ...

        def store_stub(self, key: str, payload: bytes) -> None: ...

INTERNAL_ERROR = "internal-error"  # hintloader.codes.INTERNAL_ERROR.name, without the import


class Outcome(Record):
    """What the pipeline made of one module."""

    __slots__ = ("diagnostics", "code", "tree", "unparsable", "behind_compile_error")
    diagnostics: tuple[Diagnostic, ...]
    code: types.CodeType | None  # instrumented code; None: compile the source as Python would
    tree: ast.Module | None  # the tree when this run parsed the source, for plain compilation
    # Why the source did not parse (SyntaxError, or ValueError for null bytes). The loader
    # leaves reporting it to Python's own compile; the check command turns it into a finding.
    unparsable: SyntaxError | ValueError | None
    # The checker's findings in a module that parses but does not compile: the check command
    # reports them where they name the compiler's error (as mypy names every such place).
    behind_compile_error: tuple[Diagnostic, ...]

    def __init__(
        self,
        diagnostics: tuple[Diagnostic, ...],
        code: types.CodeType | None,
        tree: ast.Module | None,
        unparsable: SyntaxError | ValueError | None = None,
        behind_compile_error: tuple[Diagnostic, ...] = (),
    ) -> None:
        self._init(diagnostics=diagnostics, code=code, tree=tree, unparsable=unparsable,
                   behind_compile_error=behind_compile_error)


def search_path() -> tuple[str, ...]:
    """Where the checker looks for first-party modules: the import path as it is now."""
    return tuple(p if p else os.getcwd() for p in sys.path if isinstance(p, str))


class Pipeline:
    def __init__(
        self,
        options: Options,
        cache: CacheLike | None = None,
        *,
        search_roots: tuple[str, ...] = (),
        sink: Sink | None = None,
        background: bool = False,
    ) -> None:
        self.options = options
        self.cache = cache
        # Folders searched for first-party modules before sys.path (the check command's roots).
        self.search_roots = search_roots
        # A collector (the pytest plugin's summary) that replaces warn-mode warnings.
        self.sink = sink
        self._baseline: Baseline | None = None
        self._baseline_loaded = False
        self._stubs_kept = False
        # Warn-mode cache misses checked beside the program (importing.background), claimed
        # at the first miss: a warm run never starts a worker.
        self._may_defer = background and options.background
        self.background: Background | None = None
        # Modules whose cached outcome was acted on without a read, and what was reported
        # (hintloader.replay records them at exit); None once something rules a replay out.
        self._replayable: dict[str, tuple[str, tuple[Diagnostic, ...]]] | None = {}
        self._baseline_absent: str | None = None  # the baseline file looked for, not found

    def analyse_known(self, *, path: str, module: str, stamp: os.stat_result,
                      runtime: bool = True) -> Outcome | None:
        """The cached outcome of the file whose stat the cache knows with its digest, without
        reading it; None when that cannot be proven (then the source is read and analysed)."""
        if self.cache is None:
            return None
        package_options = self.options.for_module(module)
        hit = self.cache.load_known(path=path, module=module, options=package_options,
                                    instrument=package_options.instrument and runtime,
                                    stamp=stamp)
        return None if hit is None else Outcome(hit.diagnostics, hit.code, None)

    def analyse(self, source: bytes, *, path: str, module: str, runtime: bool = True,
                stamp: os.stat_result | None = None) -> Outcome:
        """Check (and maybe instrument) one module without reporting. Never raises
        for a checker failure; a syntax error yields no diagnostics so that Python's own
        compile step reports it exactly as it would without hintloader. Without ``runtime``
        (another hook compiles the module) nothing is instrumented. ``stamp``: the file's
        stat taken before ``source`` was read, so the cache can know it by its stat later."""
        package_options = self.options.for_module(module)
        instrument = package_options.instrument and runtime
        if self.cache is not None:
            hit = self.cache.load(
                source, path=path, module=module, options=package_options, instrument=instrument,
                stamp=stamp,
            )
            # An instrumented entry without code records that instrumentation failed (its
            # internal-error diagnostic says why): the module loads plain, without a new try.
            if hit is not None:
                return Outcome(hit.diagnostics, hit.code, None)
        if self._may_defer and package_options.mode == "warn" and self.sink is None:
            deferred = self._deferred(source, path=path, module=module, runtime=runtime,
                                      package_options=package_options, instrument=instrument)
            if deferred is not None:
                return deferred
        from hintloader.gcpause import paused_gc  # a miss only: a warm import needs no pause

        with paused_gc():
            return self._analyse_fresh(source, path=path, module=module,
                                       package_options=package_options, instrument=instrument)

    def _deferred(self, source: bytes, *, path: str, module: str, runtime: bool,
                  package_options: PackageOptions, instrument: bool) -> Outcome | None:
        """The module handed to the background worker, loaded now: plain, or instrumented (the
        runtime checks need the annotations, not the check). None when there is no worker."""
        if self.background is None:
            from hintloader.importing.background import claim

            self.background = claim(self.options, self._report_deferred)
            if self.background is None:
                self._may_defer = False
                return None
        if not self.background.submit(source, path=path, module=module, runtime=runtime):
            return None
        if not instrument:
            return Outcome((), None, None)
        import ast

        try:
            tree = ast.parse(source, path)
        except (SyntaxError, ValueError) as exc:
            return Outcome((), None, None, exc)
        # An instrumentation failure is the worker's finding to report (it instruments too).
        code, _failure = _instrumented_code(tree, source, module=module, path=path,
                                            options=package_options)
        return Outcome((), code, None)

    def _report_deferred(self, module: str, path: str,
                         diagnostics: tuple[Diagnostic, ...]) -> None:
        """The worker's findings for a module loaded earlier: reported as at its import."""
        self.act(Outcome(diagnostics, None, None), path=path, module=module)

    def _analyse_fresh(self, source: bytes, *, path: str, module: str,
                       package_options: PackageOptions, instrument: bool) -> Outcome:
        """The cache-miss path: parse once, check, instrument, store."""
        import ast

        from hintloader.checker import CheckResult, check_module, decode_source
        from hintloader.checker.stubs import (
            has_type_comments,
            parse_for_check,
            parsed_dependency,
            remember_tree,
            use_stub_store,
        )

        if self.cache is not None and not self._stubs_kept:
            # Typeshed stubs prepared once are kept beside the entries for later processes.
            use_stub_store(self.cache)
            self._stubs_kept = True

        text = decode_source(source)
        # A module already parsed as a dependency of an earlier check is not parsed again;
        # instrumenting rewrites the tree, so it gets its own (plain: the instrumenter's output
        # is unparsed, and a type comment would come back in it).
        shared = None if instrument else parsed_dependency(path, source)
        if shared is not None:
            tree, type_comments = shared.tree, shared.type_comments
        else:
            try:
                tree = ast.parse(source, path) if instrument else parse_for_check(source, path, text)
            except (SyntaxError, ValueError) as exc:
                return Outcome((), None, None, exc)
            type_comments = not instrument
            if not instrument:
                remember_tree(path, source, tree, type_comments=True)
        if package_options.static:
            result = check_module(
                tree, text, path=path, module=module, options=package_options,
                search_path=self.search_roots + search_path(), fingerprints=self.cache is not None,
                type_comments=type_comments,
            )
        else:  # mode "off" with instrument: runtime checks only, no static check
            from hintloader.checker import interface_fingerprint

            result = CheckResult((), interface_fingerprint(tree, path=path, module=module)
                                 if self.cache is not None else "", ())
        if any(d.severity == "error" for d in result.diagnostics):
            # A finding may be an error only the compiler sees ("return" outside function):
            # then the module's own SyntaxError is all there is to say, as Python says it.
            error = _compile_error(source, path)
            if error is not None:
                return Outcome((), None, None, error, result.diagnostics)
        code = None
        if instrument:
            code, extra = _instrumented_code(tree, source, module=module, path=path,
                                             options=package_options)
            if extra is not None:
                result = CheckResult(result.diagnostics + (extra,), result.interface_fingerprint,
                                     result.dependencies)
        # hintloader's own failure (a crash, a timeout, an instrumenter bug) is never cached:
        # the next run tries again rather than replaying it.
        if self.cache is not None and not any(d.code == INTERNAL_ERROR for d in result.diagnostics):
            self.cache.store(
                source, path=path, module=module, options=package_options,
                instrument=instrument, result=result, code=code,
            )
        # A tree that kept type comments ends its statements after them: compiled, its column
        # positions would differ from Python's own, so the loader compiles the source then.
        plain = not (type_comments and has_type_comments(text))
        return Outcome(result.diagnostics, code, tree if plain and not instrument else None)

    def process(self, source: bytes, *, path: str, module: str, runtime: bool = True,
                stamp: os.stat_result | None = None) -> Outcome:
        """Analyse, then act on the findings per the module's mode (warn or raise)."""
        outcome = self.analyse(source, path=path, module=module, runtime=runtime, stamp=stamp)
        return self.act(outcome, path=path, module=module)

    def act(self, outcome: Outcome, *, path: str, module: str) -> Outcome:
        """Report or refuse per the module's mode. Findings recorded in the project's baseline
        are neither reported nor refused."""
        mode = self.options.for_module(module).mode
        if outcome.diagnostics:
            outcome = outcome.replace(diagnostics=self._not_baselined(outcome.diagnostics, path))
        if mode != "off" and self.sink is not None:
            # Before a refusal, so that the collector still sees an error-mode module's findings.
            self.sink(module, outcome.diagnostics)
        if mode == "error" and any(refuses(d) for d in outcome.diagnostics):
            raise HintError(module, outcome.diagnostics)
        if mode != "off" and outcome.diagnostics and self.sink is None:
            from hintloader.report import render

            render.warn(outcome.diagnostics, module=module)
        return outcome


    def note_replayable(self, *, module: str, path: str, outcome: Outcome,
                        key: str | None = None) -> None:
        """A module known to the cache by its stat, acted on: what it reported (nothing when
        its mode is off) is what a replay of this run reports for it. ``key``: its name in the
        record when not ``module`` (each main script has its own)."""
        if self._replayable is not None:
            reported = outcome.diagnostics if self.options.for_module(module).mode != "off" else ()
            self._replayable[key or module] = (path, reported)

    def replayable(self) -> tuple[dict[str, tuple[object, ...]], str, list[tuple[str, str, object]]] | None:
        """What the next start may replay of this process: module -> (path, its stat, its
        dependencies' stats, findings), the cache folder, and the checks of anything else the
        findings depend on (the baseline file's absence); None when nothing may be replayed."""
        cache = self.cache
        proofs_of = getattr(cache, "replay_proofs", None)
        directory = getattr(cache, "directory", None)
        if (self._replayable is None or not self._replayable or self.sink is not None
                or proofs_of is None or not isinstance(directory, str)):
            return None
        from hintloader.report.render import sorted_diagnostics

        modules: dict[str, tuple[object, ...]] = {}
        for module, (path, findings) in self._replayable.items():
            proofs = proofs_of(path)
            if proofs is not None:
                # As render.warn prints them: sorted, without repeats, as plain tuples.
                modules[module] = (path, proofs[0], proofs[1], tuple(
                    (d.path, d.line, d.column, d.severity, d.code, d.message, d.end_line,
                     d.end_column) for d in sorted_diagnostics(findings)))
        extra: list[tuple[str, str, object]] = []
        if self._baseline_absent is not None:
            extra.append(("lexists", self._baseline_absent, False))
        return modules, directory, extra

    def _not_baselined(
        self, diagnostics: tuple[Diagnostic, ...], path: str
    ) -> tuple[Diagnostic, ...]:
        if not self._baseline_loaded:
            # Read once per process, and only when there is a finding to compare.
            self._baseline_loaded = True
            from hintloader.report import BASELINE_FILE

            root = self.options.project_root or os.getcwd()
            if not os.path.lexists(os.path.join(root, BASELINE_FILE)):
                self._baseline_absent = os.path.join(root, BASELINE_FILE)
                return diagnostics  # no baseline (the common case): its reader is not needed
            self._replayable = None  # the findings depend on the baseline's content
            from hintloader.report.baseline import BaselineError, find_baseline

            try:
                self._baseline = find_baseline(self.options.project_root)
            except BaselineError as exc:
                from hintloader.report.notices import notice

                notice(f"hintloader ignores the baseline: {exc}")
                self._baseline = None
        if self._baseline is None:
            return diagnostics
        new, _fixed = self._baseline.filter(diagnostics, checked=[path])
        return tuple(new)


def refuses(diagnostic: Diagnostic) -> bool:
    """Whether a finding refuses an import in error mode. hintloader's own failures never
    do: the module then loads as Python would load it (fail open)."""
    return diagnostic.severity == "error" and diagnostic.code != INTERNAL_ERROR


def _instrumented_code(
    tree: ast.Module, source: bytes, *, module: str, path: str, options: PackageOptions
) -> tuple[types.CodeType | None, Diagnostic | None]:
    """Instrument and compile; a failure falls back to plain code with an internal-error."""
    import ast

    from hintloader.diagnostics import Diagnostic
    from hintloader.runtime.instrument import instrument_module

    def instrumented() -> types.CodeType:
        new_tree = instrument_module(tree, module=module, path=path, options=options)
        return compile(new_tree, path, "exec", dont_inherit=True)

    try:
        try:
            return instrumented(), None
        except RecursionError:
            # A chain Python compiles (1,000 terms of `+`, of `.attr`, of `if else`) is deeper
            # than the tree walkers' and the AST converter's default limit: retry with room.
            from hintloader.checker.deepstack import run_with_deep_stack

            tree = ast.parse(source, path)  # the first try may have rewritten part of it
            return run_with_deep_stack(instrumented), None
    except Exception as exc:  # fail open: the module still loads uninstrumented
        if isinstance(exc, SyntaxError) and not _compiles(source, path):
            # The module's own error, one that only the compiler sees (a late __future__
            # import, a duplicate parameter): Python reports it when it compiles the plain code.
            return None, None
        import logging

        logging.getLogger("hintloader").debug("instrumenting %s failed", module, exc_info=True)
        return None, Diagnostic(
            path, 1, None, "warning", INTERNAL_ERROR,
            f"runtime checks were not added to this module: {type(exc).__name__}: {exc}",
        )


def _compiles(source: bytes, path: str) -> bool:
    return _compile_error(source, path) is None


def _compile_error(source: bytes, path: str) -> SyntaxError | ValueError | None:
    try:
        compile(source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        return exc
    return None


__all__ = ["Outcome", "Pipeline", "refuses", "search_path"]
