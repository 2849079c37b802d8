"""Run a function with room for deep recursion: a thread with a large stack, a higher limit."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

# The checker recurses along the syntax tree, a few frames per level, and Python compiles
# chains far deeper than the default limit of 1,000 frames allows: an elif chain is a nested
# If, ``a + b + ...`` a nested BinOp, ``x.m().m()...`` a nested Call. Python's own compiler
# accepts about 3,000 levels.
DEEP_RECURSION_LIMIT = 20_000
# Address space only: the pages are committed as the recursion reaches them. A 3.11 frame
# that re-enters the interpreter from C takes a few hundred bytes of C stack.
DEEP_STACK_BYTES = 256 * 1024 * 1024


def run_with_deep_stack(run: Callable[[], T]) -> T:
    """``run()`` on a fresh thread with a large stack and a raised recursion limit.

    Only for the rare input that needs it (after a RecursionError): a thread costs far more
    than a check of a small module, and the recursion limit is process-wide while it is raised."""
    results: list[T] = []
    failures: list[BaseException] = []

    def target() -> None:
        try:
            results.append(run())
        except BaseException as exc:  # re-raised on the calling thread
            failures.append(exc)

    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, DEEP_RECURSION_LIMIT))
    try:
        old_stack_size = threading.stack_size(DEEP_STACK_BYTES)
        try:
            thread = threading.Thread(target=target, name="hintloader-deep-check", daemon=True)
            thread.start()
        finally:
            threading.stack_size(old_stack_size)
        thread.join()
    finally:
        sys.setrecursionlimit(old_limit)
    if failures:
        raise failures[0]
    return results[0]
