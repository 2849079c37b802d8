"""``obj.attr = value`` where ``obj`` is a union (``except (A, B) as e: e.connection = ...``,
``node: Lock | None``): each item must have the attribute, as mypy checks a write item by item
and reports the items that lack it (union-attr), with the wording of a read."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, NoneType, Type, TypeVarType, UnionType
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo


def check_union_write(ck: ExpressionChecker, target: ast.Attribute, receiver: UnionType, var: TypeVarType | None = None) -> None:
    """(``var``: the type variable whose upper bound ``receiver`` is, as the message names it)"""
    if not ck.reports("union-attr"):
        return
    name = target.attr
    whole = f'the upper bound "{format_type(receiver)}" of type variable "{var.name}"' if var is not None else f'"{format_type(receiver)}"'
    for item in receiver.items:
        if _lacks(ck, item, name):
            ck.error(target, "union-attr", f'Item "{format_type(item)}" of {whole} has no attribute "{name}"')


def _lacks(ck: ExpressionChecker, item: Type, name: str) -> bool:
    """Whether writing ``name`` on a value of ``item`` certainly fails the type check: None, or
    an instance of a fully known class that neither declares the attribute nor takes any write."""
    if type(item) is NoneType:
        from hintloader.checker.members import NEVER_MISSING  # (members imports the writes)

        return ck._member_of(item, name) is NEVER_MISSING
    if type(item) is not Instance:
        return False
    info = ck.prog.class_by_name(item.name)
    if info is None or info.unknown_base or info.dynamic:
        return False
    if defines_own(info, "__setattr__"):
        return False  # a class that intercepts writes may store anything
    return not ck.prog.has_member(info.fullname, name)


def defines_own(info: ClassInfo, dunder: str) -> bool:
    """A class of ``info``'s MRO other than object defines ``dunder`` (``__setattr__``: writes
    go through it)."""
    return any(dunder in c.body for c in info.mro if c.fullname != "builtins.object")
