"""Pause the cyclic garbage collector around allocation-heavy analysis."""

from __future__ import annotations

import gc

TYPE_CHECKING = False
if TYPE_CHECKING:
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

    def __enter__(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._was_enabled:
            gc.enable()
