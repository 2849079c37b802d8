"""``x[i] = v`` and ``del x[i]`` on a value whose class cannot take them (a tuple, a named
tuple, a str): mypy's codes and wording."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.delitem_keys import check_delitem_key
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.typeddict_keys import check_removal_key
from hintloader.typesystem.model import Instance, TupleType, Type, widen_literal
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def check_setitem(ck: ExpressionChecker, target: ast.Subscript) -> None:
    container = ck.infer(target.value)
    if _lacks(ck, container, "__setitem__"):
        ck.error(target, "index", f'Unsupported target for indexed assignment ("{format_type(widen_literal(container))}")')


def check_delitem(ck: ExpressionChecker, target: ast.Subscript, container: Type) -> None:
    if type(container) is Instance and ck.prog.typeddict_items(container) is not None:
        check_removal_key(ck, container, ck.infer(target.slice), target.slice)
        return
    if _lacks(ck, container, "__delitem__"):
        ck.error(target, "attr-defined", f'"{format_type(widen_literal(container))}" has no attribute "__delitem__"')
        return
    check_delitem_key(ck, target, container, ck.infer(target.slice))


def _lacks(ck: ExpressionChecker, t: Type, method: str) -> bool:
    """Whether a fully known value certainly has no such method (TypedDicts, whose items are
    checked by key, and classes with unknown parts are left alone)."""
    if not isinstance(t, (Instance, TupleType)) or not ck._certain(t):
        return False
    if type(t) is Instance and ck.prog.typeddict_items(t) is not None:
        return False
    return ck._member_of(t, method) is NEVER_MISSING
