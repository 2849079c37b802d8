"""Ordering comparisons (``<``, ``<=``, ``>``, ``>=``): the left operand's method or the right
operand's reflected one must accept the other side (mypy's codes and wording)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.classes import decorator_name
from hintloader.checker.members import NEVER_MISSING
from hintloader.typesystem.model import Instance, LiteralType, Type, format_type, widen_literal

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

_ORDERING: dict[type[ast.cmpop], tuple[str, str, str]] = {
    ast.Lt: ("__lt__", "__gt__", "<"), ast.Gt: ("__gt__", "__lt__", ">"),
    ast.LtE: ("__le__", "__ge__", "<="), ast.GtE: ("__ge__", "__le__", ">="),
}


def check_order(ck: ExpressionChecker, node: ast.Compare, op: ast.cmpop, left: Type, right: Type) -> None:
    """Report ``a < b`` when neither ``a.__lt__(b)`` nor ``b.__gt__(a)`` exists and accepts the
    other operand; only between fully known instances (no unions, Any or unknown classes), and
    not for classes whose comparisons ``functools.total_ordering`` completes."""
    names = _ORDERING.get(type(op))
    if names is None or not ck.reports("operator"):
        return
    if not (_plain(ck, left) and _plain(ck, right)):
        return
    if ck._binop_one(left, right, names) is not None:
        return
    shown_left, shown_right = format_type(widen_literal(left)), format_type(widen_literal(right))
    if ck._member_of(left, names[0]) is NEVER_MISSING:
        ck.error(node, "operator", f'Unsupported left operand type for {names[2]} ("{shown_left}")')
    else:
        ck.error(node, "operator", f'Unsupported operand types for {names[2]} ("{shown_left}" and "{shown_right}")')


def _plain(ck: ExpressionChecker, t: Type) -> bool:
    if not isinstance(t, (Instance, LiteralType)) or not ck._certain(t):
        return False
    info = ck.prog.class_by_name(t.name if isinstance(t, Instance) else t.fallback)
    return info is not None and not any(
        c.node is not None and any(decorator_name(d) == "total_ordering" for d in c.node.decorator_list) for c in info.mro)
