"""The loader hintloader puts on the specs it claims: a SourceFileLoader that checks first."""

from __future__ import annotations

import os
import sys

# importlib.machinery's class, without importing importlib (and warnings with it).
from _frozen_importlib_external import SourceFileLoader

from hintloader.errors import HintError
from hintloader.importing.pipeline import Pipeline

TYPE_CHECKING = False
if TYPE_CHECKING:  # the warm path imports neither: a cache hit needs no tree
    import ast
    import types
    from collections.abc import Mapping
    from typing import Any

    from hintloader.importing.pipeline import Outcome

_EXEC_MODULE = ("exec_module", "<frozen importlib._bootstrap_external>")


class _SourceNeeded(Exception):
    """Python's bytecode path wants the source: its .pyc is missing or stale."""


def _called_by_import(depth: int = 2) -> bool:
    """Is get_code running for importlib's exec_module (an import statement)? Then an error
    is better raised by the code it returns, where the import system trims its frames. Other
    callers (runpy, the runner) get it raised by get_code, as SourceLoader.get_code does.
    ``depth``: frames from here to get_code's caller."""
    caller = sys._getframe(depth).f_code
    return (caller.co_name, caller.co_filename) == _EXEC_MODULE


def _raising(exc: BaseException) -> types.CodeType:
    # A code object that only raises ``exc``. It carries importlib's file name and the name of
    # importlib's frame-trimming helper, so that the import system removes it from the
    # traceback together with importlib's own frames: an error of the imported module then
    # shows exactly as without hintloader (the import line, nothing else).
    raiser = compile("raise 0", "<frozen importlib._bootstrap>", "exec",
                     dont_inherit=True).replace(co_name="_call_with_frames_removed")
    return raiser.replace(
        co_consts=tuple(exc if type(c) is int and c == 0 else c for c in raiser.co_consts))


def _stat(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None


class HintLoader(SourceFileLoader):
    """Exactly a SourceFileLoader (resources, get_source, reload, __cached__ all inherited),
    except that the source is checked before its code object is handed to the import system.

    The source file is read once: the bytes that were checked are the bytes compiled. Without
    instrumentation the standard ``__pycache__`` path runs unchanged, so the program executes
    the same bytecode as without hintloader. A source whose stat the cache has seen with a
    known digest is not read at all when its result is cached and its ``.pyc`` is valid.
    """

    def __init__(self, fullname: str, path: str, pipeline: Pipeline) -> None:
        super().__init__(fullname, path)
        self._pipeline = pipeline
        self._checked_source: bytes | None = None
        self._checked_tree: ast.Module | None = None
        self._compile_error: BaseException | None = None
        self._unread: os.stat_result | None = None  # known by its stat: no read expected

    def get_code(self, fullname: str) -> types.CodeType:
        stamp = _stat(self.path)
        if stamp is not None:
            known = self._pipeline.analyse_known(path=self.path, module=fullname, stamp=stamp)
            if known is not None:
                code = self._code_unread(fullname, known, stamp)
                if code is not None:
                    return code
        source = super().get_data(self.path)
        try:
            outcome = self._pipeline.process(source, path=self.path, module=fullname, stamp=stamp)
        except HintError as refusal:
            if _called_by_import():
                return _raising(refusal.with_traceback(None))
            raise
        if outcome.code is not None:
            return outcome.code
        self._checked_source, self._checked_tree = source, outcome.tree
        try:
            code = super().get_code(fullname)
        except (SyntaxError, ValueError) as exc:
            if exc is self._compile_error and _called_by_import():
                return _raising(exc.with_traceback(None))
            raise
        finally:
            self._checked_source = self._checked_tree = self._compile_error = None
        assert code is not None
        return code

    def _code_unread(self, fullname: str, known: Outcome,
                     stamp: os.stat_result) -> types.CodeType | None:
        """The code of a module whose cached result was found by its stat alone; None when
        Python needs the source after all (no valid .pyc): then it is read and checked."""
        code = known.code
        if code is None:
            self._unread = stamp
            try:
                code = super().get_code(fullname)
            except _SourceNeeded:
                return None
            finally:
                self._unread = None
        try:
            acted = self._pipeline.act(known, path=self.path, module=fullname)
        except HintError as refusal:
            if _called_by_import(depth=3):
                return _raising(refusal.with_traceback(None))
            raise
        if known.code is None:  # plain code: the next start may replay this (hintloader.replay)
            self._pipeline.note_replayable(module=fullname, path=self.path, outcome=acted)
        return code

    def path_stats(self, path: str) -> Mapping[str, Any]:
        stamp = self._unread
        if stamp is not None and path == self.path:  # stat'ed a moment ago
            return {"mtime": stamp.st_mtime, "size": stamp.st_size}
        return super().path_stats(path)

    def get_data(self, path: str) -> bytes:
        # During get_code, SourceLoader re-reads the source on a bytecode miss: serve the
        # bytes that were checked, so a concurrent edit cannot slip in unchecked.
        if self._checked_source is not None and path == self.path:
            return self._checked_source
        if self._unread is not None and path == self.path:
            raise _SourceNeeded(path)
        return super().get_data(path)

    def source_to_code(  # type: ignore[override]
        self, data: Any, path: Any, *, _optimize: int = -1
    ) -> types.CodeType:
        if self._checked_tree is not None and data is self._checked_source:
            try:
                return compile(self._checked_tree, path, "exec", dont_inherit=True, optimize=_optimize)
            except (RecursionError, SyntaxError, ValueError):
                # Deeper than the AST converter allows (Python 3.11 stops at ~1,000 levels where
                # its parser goes to ~3,000), or an error only the compiler sees: the bytes,
                # compiled as Python compiles them, say what Python says.
                pass
        try:
            return super().source_to_code(data, path, _optimize=_optimize)
        except (SyntaxError, ValueError) as exc:
            self._compile_error = exc
            raise

    def __eq__(self, other: object) -> bool:
        # FileLoader compares by class and __dict__; the pipeline and scratch fields are not
        # part of a loader's identity.
        return (
            isinstance(other, SourceFileLoader)
            and self.name == other.name
            and self.path == other.path
        )

    def __hash__(self) -> int:
        return hash((self.name, self.path))


class DelegatingHintLoader(HintLoader):
    """Another import hook's loader wrapped (beartype.claw's, typeguard's): hintloader checks
    the source statically, then that loader compiles and runs the module as it would alone.
    A class of its own, so that the plain loader keeps importlib's exec_module (and with it
    the tracebacks Python shows)."""

    def __init__(self, fullname: str, path: str, pipeline: Pipeline,
                 inner: SourceFileLoader) -> None:
        super().__init__(fullname, path, pipeline)
        self._inner = inner

    def exec_module(self, module: types.ModuleType) -> None:
        self._check_only(module.__name__)
        self._inner.exec_module(module)

    def get_code(self, fullname: str) -> types.CodeType:
        self._check_only(fullname)
        code = self._inner.get_code(fullname)
        assert code is not None
        return code

    def _check_only(self, fullname: str) -> None:
        stamp = _stat(self.path)
        try:
            known = None if stamp is None else self._pipeline.analyse_known(
                path=self.path, module=fullname, stamp=stamp, runtime=False)
            if known is not None:
                self._pipeline.act(known, path=self.path, module=fullname)
                return
            source = SourceFileLoader.get_data(self, self.path)
            self._pipeline.process(source, path=self.path, module=fullname, runtime=False,
                                   stamp=stamp)
        except HintError as refusal:
            raise refusal.with_traceback(None) from None
