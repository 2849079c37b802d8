"""What an undeclared local bound again in a loop body is at the top of the loop, as mypy reads it.

Two kinds of first binding declare nothing yet when the loop starts, and mypy still does not
take them as unknown there: ``x = None`` (a partial None type, declared ``T | None`` by the
loop's own binding, so the next iteration starts with ``T | None``) and an empty collection
(a partial type, which the body fills and reads in the order of its source).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import NONE, AnyType, NeverType, NoneType, Type, make_union, union_items, widen_literal

if TYPE_CHECKING:
    from hintloader.checker.env import Env
    from hintloader.checker.expressions import FuncCtx


def partial_nones(ctx: FuncCtx, env: Env, assigned: set[str]) -> list[str]:
    """The locals first bound to ``None`` (still ``None`` here) that the loop body binds again."""
    if ctx.lenient:
        return []
    return sorted(name for name in assigned
                  if name in ctx.locals and name not in ctx.declared and isinstance(ctx.first_bound.get(name), NoneType)
                  and isinstance(env.get(name), NoneType))


def unfilled_partial(ctx: FuncCtx, env: Env, name: str) -> bool:
    """An empty collection nothing filled yet: its reads and fills in the body come in the
    order of the source (the first fill declares it), not as an unknown value."""
    return not ctx.lenient and name in ctx.partials and name not in env


def top_of_loop(before: Type, last: Type | None) -> Type | None:
    """A partial None local at the top of the next iteration, from its type at the top of
    this one and at the end of the body: ``T | None``; None (unknown) when the trial pass
    could not tell it."""
    if last is None or any(type(i) is AnyType for i in union_items(last)):
        return None
    if isinstance(last, (NeverType, NoneType)):
        return before
    # (``T | None``, None last, as mypy shows the type the loop's binding declared)
    items = [i for i in (*union_items(widen_literal(last)), *union_items(before)) if type(i) is not NoneType]
    return make_union([*items, NONE])
