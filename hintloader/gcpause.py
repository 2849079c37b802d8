"""Pause the cyclic garbage collector around allocation-heavy analysis."""

from __future__ import annotations

import gc
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import TracebackType


class paused_gc:
    """Context manager: no cyclic collection inside, the previous state restored after.

    Parsing and checking allocate hundreds of thousands of AST nodes and type values that live
    until the module is done, and hardly any cycles. With the collector on, each burst of
    allocations triggers collections that walk the whole heap (the stub caches included) and
    find nothing to free; that was about a fifth of a cold check. Reference counting still frees
    everything acyclic, and whatever cyclic garbage is left is collected after the pause.
    Nesting is safe: only the outermost pause turns the collector back on.
    """

    __slots__ = ("_was_enabled",)

    def __enter__(self) -> paused_gc:
        self._was_enabled = gc.isenabled()
        gc.disable()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._was_enabled:
            gc.enable()


def at_exit_without_collection(action: Callable[[], None]) -> None:
    """Run ``action`` at exit with the collector paused. A short program ends close to a full
    collection; the few objects an exit handler of hintloader's allocates (reading the run
    statistics, printing the summary) must not be what starts one: the interpreter's teardown
    collects anyway, a moment later."""
    import atexit

    def paused() -> None:
        with paused_gc():
            action()

    atexit.register(paused)


class ModuleBatch(paused_gc):
    """Collector policy for one process that checks many modules in a row (``hintloader check``).

    The collector stays off for the whole batch. Before each module after the first, what the
    previous modules left behind is collected once and the survivors (the stub caches and the
    shared trees, which live for the run) are frozen: later collections never walk them again.
    Each object is then examined about once, instead of at every full collection of a heap that
    only grows. On leaving, objects this batch froze are unfrozen (unless something had frozen
    objects before: that is not ours to undo) and the collector's previous state comes back.
    """

    __slots__ = ("_froze_before", "_pending")

    def __enter__(self) -> ModuleBatch:
        self._froze_before = gc.get_freeze_count() > 0
        self._pending = False
        super().__enter__()
        return self

    def next_module(self) -> None:
        """Call before each module: settles the garbage of the modules checked before it."""
        if self._pending:
            gc.collect()
            gc.freeze()
        self._pending = True

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if not self._froze_before:
            gc.unfreeze()
        super().__exit__(exc_type, exc, tb)


def skip_final_collection() -> None:
    """At the end of a process that ran no user code: freeze everything, so the interpreter's
    last collection does not walk all that the checker built (about a fifth of a cold check's
    process). Only the flushed output matters by then; nothing with a finaliser is left."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    gc.freeze()
