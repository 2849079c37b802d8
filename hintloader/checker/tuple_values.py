"""Tuple values by their items: indexing and slicing with constants, concatenation."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import ERROR_ANY, LiteralType, TupleType, Type, TypeVarKind, TypeVarType, UnionType, make_union
from hintloader.typesystem.tuples import concatenate, item_at, slice_items

if TYPE_CHECKING:  # the expression checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def _int_literal(t: Type | None) -> int | None:
    if type(t) is LiteralType and type(t.value) is int:
        return t.value
    return None


def subscript(ck: ExpressionChecker, base: TupleType, index: Type, node: ast.AST) -> Type | None:
    """``t[i]`` with a constant ``i`` and ``t[i:j:k]`` with constant bounds, item by item;
    None when the index is not such a constant (``tuple.__getitem__`` answers then)."""
    i = _int_literal(index)
    if i is not None:
        found = item_at(base.items, i)
        if found is None:
            ck.error(node, "misc", "Tuple index out of range")  # mypy's code
            return ERROR_ANY
        return found
    if type(index) is UnionType and all(_int_literal(m) is not None for m in index.items):
        # ``t[i]`` with ``i: Literal[0, 1]``: the items at those places (mypy)
        items = [item_at(base.items, _int_literal(m) or 0) for m in index.items]
        if any(item is None for item in items):
            ck.error(node, "misc", "Tuple index out of range")
            return ERROR_ANY
        return make_union([item for item in items if item is not None])
    if type(node) is not ast.Subscript or type(node.slice) is not ast.Slice:
        return None
    bounds: list[int | None] = []
    for part in (node.slice.lower, node.slice.upper, node.slice.step):
        if part is None:
            bounds.append(None)
            continue
        value = _int_literal(ck.infer(part))
        if value is None:
            return None
        bounds.append(value)
    if bounds[2] == 0:
        return None
    return slice_items(base.items, bounds[0], bounds[1], bounds[2])  # also t[::-1]


def concatenated(left: Type, right: Type) -> Type | None:
    """``a + b`` of two tuples known by their items: the items in order (``tuple[int, str] +
    tuple[bytes]`` is ``tuple[int, str, bytes]``), as mypy; None for other operands."""
    if type(left) is not TupleType or type(right) is not TupleType:
        return None
    if any(type(i) is TypeVarType and i.kind == TypeVarKind.TYPEVARTUPLE for i in left.items + right.items):
        return None
    return concatenate(left.items, right.items)
