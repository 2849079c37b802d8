"""What a lambda sees around it: the names of the function it is written in with their types
where the lambda stands (narrowing kept, as mypy checks a lambda in place: ``if isinstance(obj,
Commit): return lambda x: decode(obj, x)`` reads a Commit), their declared types otherwise, and
the callable its context gives its parameters. Narrowing does not carry over to an attribute
(``lambda: self.cache.size`` after ``if self.cache is not None`` may run when it is None again:
mypy reports it)."""

from __future__ import annotations

from collections.abc import Set
from typing import TYPE_CHECKING

from hintloader.typesystem.model import AnyType, CallableType, Type, union_items

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker, FuncCtx


def outer_declarations(enclosing: FuncCtx, outer: Set[str]) -> dict[str, Type]:
    """The declared types of the enclosing scopes' names the lambda reads (``outer``)."""
    own = enclosing.declared if enclosing.kind == "function" else {}
    return {k: v for k, v in {**enclosing.outer_declared, **own}.items() if k in outer}


def narrowed_names(ck: ExpressionChecker, outer: Set[str]) -> dict[str, Type]:
    """The enclosing names the lambda reads (``outer``) with their types here: what the
    enclosing function narrowed them to, and what the scopes around it passed on; a declared
    local not narrowed here has its declared type (mypy checks a lambda in place, so later
    bindings do not matter)."""
    ctx = ck.ctx
    kept = {k: v for k, v in ctx.outer_narrowed.items() if k in outer}
    for name in outer:
        t = ck.env.get(name)
        if t is None and not ctx.lenient:
            t = ctx.declared.get(name)
        if t is not None and type(t) is not AnyType:
            kept[name] = t
    return kept


def callable_context(expected: Type | None) -> CallableType | None:
    """The callable that types a lambda's parameters: the expected type, or the one callable
    member of an expected union (several: none, as mypy, which cannot tell which one)."""
    if expected is None:
        return None
    callables = [i for i in union_items(expected) if type(i) is CallableType]
    return callables[0] if len(callables) == 1 else None
