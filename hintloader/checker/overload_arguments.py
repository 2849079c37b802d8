"""A generic decorator applied to an overloaded callable: applied to each of its items."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from hintloader.typesystem.model import CallableType, Instance, Overloaded, Type, TypeType, has_type_vars, substitute, ANY
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    import ast

    from hintloader.checker.expressions import ExpressionChecker


class _Arg(Protocol):
    kind: str
    node: ast.expr | None
    type: Type | None


def overloaded_argument(ck: ExpressionChecker, t: CallableType, args: Sequence[_Arg]) -> Overloaded | None:
    """The overloaded callable (a function, or a class whose constructor is overloaded) given
    as the one argument of a generic function that takes and returns a callable
    (``deco(Box)`` with ``def deco(f: Callable[P, R]) -> Callable[P, R]``); None otherwise."""
    if len(t.params) != 1 or len(args) != 1 or args[0].kind != "pos":
        return None
    if not isinstance(t.params[0].type, CallableType) or type(t.ret) is not CallableType:
        return None
    a = args[0]
    if a.type is None:
        if a.node is None:
            return None
        a.type = ck.infer(a.node)
    actual = a.type
    if isinstance(actual, (Instance, TypeType)):
        actual = ck.prog.call_signature(actual) or actual
    return actual if type(actual) is Overloaded else None


def apply_to_items(ck: ExpressionChecker, t: CallableType, overloaded: Overloaded, call: Callable[[Type], Type]) -> Type | None:
    """The decorator's result for each item that fits its parameter, as one overload (mypy);
    None when no item fits."""
    formal = t.params[0].type
    target = substitute(formal, {tv: ANY for tv in t.type_vars}) if has_type_vars(formal) else formal
    results: list[CallableType] = []
    for item in overloaded.items:
        if not is_assignable(item, target, ck.prog):
            continue
        made = call(item)
        if type(made) is CallableType:
            results.append(made)
    if not results:
        return None
    return results[0] if len(results) == 1 else Overloaded(tuple(results))
