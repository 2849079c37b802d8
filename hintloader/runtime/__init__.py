"""Runtime checks: the entry point of instrumented modules, plus check_type and checked."""

from __future__ import annotations

import sys
from typing import Any

from hintloader.errors import HintTypeError
from hintloader.runtime.decorator import checked
from hintloader.runtime.compiler import CollectionMode, Compiled, Context, compile_hint
from hintloader.runtime.sites import register
from hintloader.runtime.text import type_repr

__all__ = ["bind", "check_type", "checked", "register"]

def bind(*pairs: tuple[object, object]) -> dict[object, object]:
    """The TypeVar bindings that the arguments of a call of a generic function make, derived
    again at a return or yield (so that no memo has to live among the function's locals).
    ``pairs`` are (check site, argument value); nothing is reported from here."""
    memo: dict[object, object] = {}
    for slot, value in pairs:
        check = getattr(slot, "hl_check", None)
        if check is not None:
            check(value, memo)
    return memo


_check_type_cache: dict[tuple[object, int], Compiled] = {}


def check_type(value: object, hint: object, *, collection_check: CollectionMode = "all") -> Any:
    """Return ``value`` if it fits ``hint``, else raise HintTypeError.

    String hints resolve in the caller's globals. Containers are checked completely unless
    ``collection_check`` says "sample" or "first".
    """
    caller = sys._getframe(1).f_globals
    key = (hint, collection_check)
    try:
        compiled = _check_type_cache.get((key, id(caller)))
    except TypeError:  # unhashable hint
        compiled = None
        key = None  # type: ignore[assignment]
    if compiled is None:
        ctx = Context(caller, None, None, collection_check, None)
        compiled = compile_hint(hint, ctx)
        if key is not None and len(_check_type_cache) < 1024:
            _check_type_cache[(key, id(caller))] = compiled
    problem = compiled.check(value, None)
    if problem is None:
        return value
    steps = " of ".join(problem.steps)
    expected = type_repr(hint)
    where = f"{steps} of value" if steps else "value"
    message = f"{where} ({expected}) is {problem.describe()}"
    if problem.steps:
        message += f", expected {problem.expected}"
    raise HintTypeError(message, expected=expected, value=problem.value,
                        path=tuple(reversed(problem.steps)))


