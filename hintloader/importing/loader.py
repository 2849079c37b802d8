"""The loader hintloader puts on the specs it claims: a SourceFileLoader that checks first."""

from __future__ import annotations

import types
from importlib.machinery import SourceFileLoader

from hintloader.errors import HintError
from hintloader.importing.pipeline import Pipeline

TYPE_CHECKING = False
if TYPE_CHECKING:  # the warm path imports neither: a cache hit needs no tree
    import ast
    from typing import Any


class HintLoader(SourceFileLoader):
    """Exactly a SourceFileLoader (resources, get_source, reload, __cached__ all inherited),
    except that the source is checked before its code object is handed to the import system.

    The source file is read once: the bytes that were checked are the bytes compiled. Without
    instrumentation the standard ``__pycache__`` path runs unchanged, so the program executes
    the same bytecode as without hintloader.
    """

    def __init__(self, fullname: str, path: str, pipeline: Pipeline,
                 inner: SourceFileLoader | None = None) -> None:
        super().__init__(fullname, path)
        self._pipeline = pipeline
        self._checked_source: bytes | None = None
        self._checked_tree: ast.Module | None = None
        # Another import hook's loader (beartype.claw's, typeguard's): hintloader checks the
        # source statically, then that loader compiles and runs the module as it would alone.
        self._inner = inner

    def exec_module(self, module: types.ModuleType) -> None:
        if self._inner is None:
            super().exec_module(module)
            return
        self._check_only(module.__name__)
        self._inner.exec_module(module)

    def _check_only(self, fullname: str) -> None:
        source = super().get_data(self.path)
        try:
            self._pipeline.process(source, path=self.path, module=fullname, runtime=False)
        except HintError as refusal:
            raise refusal.with_traceback(None) from None

    def get_code(self, fullname: str) -> types.CodeType:
        if self._inner is not None:
            self._check_only(fullname)
            code = self._inner.get_code(fullname)
            assert code is not None
            return code
        source = super().get_data(self.path)
        try:
            outcome = self._pipeline.process(source, path=self.path, module=fullname)
        except HintError as refusal:
            # The user's import line is the interesting frame, not hintloader's internals.
            raise refusal.with_traceback(None) from None
        if outcome.code is not None:
            return outcome.code
        self._checked_source, self._checked_tree = source, outcome.tree
        try:
            code = super().get_code(fullname)
        finally:
            self._checked_source = self._checked_tree = None
        assert code is not None
        return code

    def get_data(self, path: str) -> bytes:
        # During get_code, SourceLoader re-reads the source on a bytecode miss: serve the
        # bytes that were checked, so a concurrent edit cannot slip in unchecked.
        if self._checked_source is not None and path == self.path:
            return self._checked_source
        return super().get_data(path)

    def source_to_code(  # type: ignore[override]
        self, data: Any, path: Any, *, _optimize: int = -1
    ) -> types.CodeType:
        if self._checked_tree is not None and data is self._checked_source:
            return compile(self._checked_tree, path, "exec", dont_inherit=True, optimize=_optimize)
        return super().source_to_code(data, path, _optimize=_optimize)

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
