"""``super()`` in a method whose first parameter is annotated with a type that is no instance
(or subclass) of the method's class: mypy's ``Argument 2 for "super" not an instance of
argument 1`` (a metaclass's ``def __call__(cls: type[T])`` of a bound T that is no metaclass)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, Type, TypeType, TypeVarType

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_super_self"]


def check_super_self(ck: ExpressionChecker, node: ast.expr) -> None:
    """``super()`` with no arguments: its implicit second argument (the method's first
    parameter, where annotated) must be an instance of its class (a subclass of it, in a
    classmethod). Only a class whose line of bases is known is judged."""
    ctx = ck.ctx
    info = ctx.method_of or ctx.classmethod_of
    first = ctx.annotated_first
    if info is None or first is None or not isinstance(node, ast.Call) or node.args or node.keywords or ck.quiet:
        return
    on_class = info is ctx.classmethod_of
    item: Type | None
    if isinstance(first, TypeType) and not on_class:
        # A method of a metaclass: the class object ``cls: type[T]`` is no instance of it.
        item = first.item.bound if isinstance(first.item, TypeVarType) else first.item
    elif on_class:
        item = first.item if isinstance(first, TypeType) else None
    else:
        item = first
    # (a self type variable, ``self: T`` or ``cls: type[T]``, is no Instance: mypy takes it
    # as the class)
    if not isinstance(item, Instance):
        return
    other = ck.prog.class_by_name(item.name)
    if other is None or other.unknown_base or other.dynamic or info.unknown_base or info.dynamic:
        return
    if info not in other.mro:
        ck.error(node, "misc", 'Argument 2 for "super" not an instance of argument 1')
