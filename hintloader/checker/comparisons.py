"""Ordering comparisons (``<``, ``>``, ``<=``, ``>=``): the operand methods Python tries, as mypy
checks them (``None < 1``, ``"a" < 1``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import calls, deprecations
from hintloader.checker.classes import decorator_name
from hintloader.checker.members import NEVER_MISSING
from hintloader.typesystem.model import Instance, Type, TypeVarType, UnionType, union_items, widen_literal
from hintloader.typesystem.formatting import format_type
from hintloader.checker.operands import operator_receiver

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["ORDERING", "check_ordering"]

# The comparison, its method, the reflected method Python tries next, and their symbols.
ORDERING: dict[type[ast.cmpop], tuple[str, str, str, str]] = {
    ast.Lt: ("__lt__", "__gt__", "<", ">"),
    ast.Gt: ("__gt__", "__lt__", ">", "<"),
    ast.LtE: ("__le__", "__ge__", "<=", ">="),
    ast.GtE: ("__ge__", "__le__", ">=", "<="),
}


def check_ordering(ck: ExpressionChecker, left: Type, right: Type, op: type[ast.cmpop],
                   node: ast.AST) -> tuple[bool, Type | None]:
    """Report an ordering no operand method accepts. (done, result): done when the operands
    were judged (reported, or a method accepted them: its result type)."""
    names = ORDERING[op]
    if type(left) is not UnionType and type(right) is not UnionType:
        if not (_known(ck, left) and _known(ck, right)):
            return False, None
        result, message = _compare(ck, left, right, names, node)
        if message is not None:
            ck.error(node, "operator", message)
        return True, result
    messages: list[str] = []
    for li in union_items(left):
        for ri in union_items(right):
            if not (_known(ck, li) and _known(ck, ri)):
                continue
            message = _compare(ck, li, ri, names, node)[1]
            if message is not None and message not in messages:
                messages.append(message)
    for message in messages:
        ck.error(node, "operator", message)
    if messages:
        side, shown = ("Left", left) if type(left) is UnionType else ("Right", right)
        ck.explain(node, "operator", f'{side} operand is of type "{format_type(shown)}"')
    return bool(messages), None


def _known(ck: ExpressionChecker, t: Type) -> bool:
    """A fully known operand whose comparison methods the checker knows: not a class that a
    decorator completes unseen (``@functools.total_ordering``, classic ``@attr.s``, whose
    ``order`` is on by default), itself or through a base. (``@dataclass(order=True)`` and
    dataclass_transform models write theirs: dataclass_members.py.)"""
    if not ck.certain_operand(t):
        return False
    if type(t) is TypeVarType:
        t = t.bound or Instance("builtins.object")  # (its values are the bound's classes)
    if type(t) is Instance:
        info = ck.prog.class_by_name(t.name)
        if info is None:
            return False
        for cls in info.mro or [info]:
            if cls.node is not None and not cls.is_stub and any(
                    decorator_name(d) in _COMPLETING_DECORATORS for d in cls.node.decorator_list):
                return False
    return True


_COMPLETING_DECORATORS = frozenset({"s", "attrs", "attributes"})


def _compare(ck: ExpressionChecker, left: Type, right: Type, names: tuple[str, str, str, str],
             node: ast.AST) -> tuple[Type | None, str | None]:
    """Try ``left.__op__(right)``, then ``right.__rop__(left)``; mypy's message names the first
    method that exists (in its own operator), or the left operand when neither does. The
    method that accepts is used: a deprecated one is reported."""
    variants: list[tuple[Type, Type, Type, str, str]] = []
    method = ck._member_of(operator_receiver(left), names[0])
    if method is not NEVER_MISSING:
        variants.append((method, left, right, names[2], names[0]))
    reflected = ck._member_of(operator_receiver(right), names[1])
    if reflected is not NEVER_MISSING:
        variants.append((reflected, right, left, names[3], names[1]))
    if not variants:
        return None, f'Unsupported left operand type for {names[2]} ("{format_type(widen_literal(left))}")'
    for callee, obj, arg, _, dunder in variants:
        result = calls.try_call(ck, callee, [arg])
        if result is not None:
            deprecations.report_member(ck, node, obj, dunder)
            return result, None
    _, obj, arg, symbol, _ = variants[0]
    shown_obj, shown_arg = format_type(widen_literal(obj)), format_type(widen_literal(arg))
    return None, f'Unsupported operand types for {symbol} ("{shown_obj}" and "{shown_arg}")'
