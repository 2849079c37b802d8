"""A display given to an overloaded callable, checked against the item the call chose.

Overload items are chosen from the arguments inferred on their own, where a display with an
unknown (Any) item joins to ``dict[str, Any]`` and fits anything. mypy then infers each
argument again in the context of the chosen item, so ``kwargs.update({"a": Other, "b": x})``
on a ``dict[str, int]`` reports the entry that does not fit; so does this module."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from hintloader.checker.display_items import report_display_items
from hintloader.typesystem.model import AnyType, Instance, Type, has_type_vars, union_items
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


class _Arg(Protocol):
    kind: str
    node: ast.expr | None
    type: Type | None


_DISPLAYS = (ast.Dict, ast.List, ast.Set)


def displays_with_any(args: Sequence[_Arg]) -> bool:
    """Some argument is a display whose item type came out as Any from an item that is Any."""
    return any(_unknown_display(a) for a in args)


def recheck(ck: ExpressionChecker, args: Sequence[_Arg], candidates: Sequence[Sequence[Type | None]]) -> None:
    """``candidates``: the parameter types each argument meets in the items the arguments fit,
    in order. mypy takes the first item where such displays, inferred in its context, fit too
    (``"".join([s, x])`` passes ``str.join``'s LiteralString item for its ``str`` one); where
    none does, the items that do not fit the first are reported."""
    if not candidates:
        return
    for formals in candidates:
        if all(_fits_in_context(ck, a, formal) for a, formal in zip(args, formals)):
            return
    for a, formal in zip(args, candidates[0]):
        if not _fits_in_context(ck, a, formal):
            assert a.node is not None and formal is not None
            report_display_items(ck, a.node, ck.infer_again(a.node, formal), formal)


def _fits_in_context(ck: ExpressionChecker, a: _Arg, formal: Type | None) -> bool:
    if formal is None or a.node is None or not _unknown_display(a) or has_type_vars(formal):
        return True
    return bool(is_assignable(ck.infer_again(a.node, formal), formal, ck.prog))


def _unknown_display(a: _Arg) -> bool:
    return (a.kind in ("pos", "kw") and isinstance(a.node, _DISPLAYS) and type(a.type) is Instance
            and any(type(m) is AnyType for arg in a.type.args for m in union_items(arg)))
