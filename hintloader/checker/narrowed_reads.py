"""A narrowed attribute read still reads the attribute (mypy's rule).

``if hasattr(self.client, "pool") and self.client.pool`` or ``if self.x is not None: self.x.y``:
the narrowed type replaces what ``self.client`` reads, yet the read is checked as any other, so
an attribute the receiver's class does not have is reported again on every line that reads it,
as mypy does. Only a missing attribute is reported here; the narrowed type stands."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.members import NEVER_MISSING
from hintloader.typesystem.model import Instance, ModuleType, Type, UnionType

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["report_missing"]


def report_missing(ck: ExpressionChecker, receiver: Type, node: ast.Attribute) -> None:
    """Report ``node.attr`` when ``receiver`` (a class instance or a module) has no such member;
    a union when one of its instances lacks it (union-attr, as the first read)."""
    if type(receiver) is UnionType:
        if any(type(i) is Instance and ck._member_of(i, node.attr) is NEVER_MISSING for i in receiver.items):
            ck.member(receiver, node.attr, node)
        return
    if not isinstance(receiver, (Instance, ModuleType)):
        return
    if ck._member_of(receiver, node.attr) is NEVER_MISSING:
        ck.member(receiver, node.attr, node)
