"""``super()`` in a method whose first parameter is annotated with a type that is no instance
(or subclass) of the method's class: mypy's ``Argument 2 for "super" not an instance of
argument 1`` (a metaclass's ``def __call__(cls: type[T])`` of a bound T that is no metaclass)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import is_bare_super
from hintloader.typesystem.model import Instance, Type, TypeType, TypeVarType

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo

__all__ = ["check_explicit_arguments", "check_super_self", "is_method_super", "names_own_class"]


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
    if isinstance(item, Instance):
        _check_instance_of(ck, node, info, item)


def is_method_super(ck: ExpressionChecker, node: ast.expr) -> bool:
    """``super()``, or the old spelling of the same, ``super(C, self)`` in a method of C
    (``super(C, cls)`` in a classmethod): the next class after C, bound to this object."""
    return is_bare_super(node) or names_own_class(ck, node)


def names_own_class(ck: ExpressionChecker, node: ast.expr) -> bool:
    """``super(C, self)`` whose C is the class of the method it stands in and whose second
    argument is that method's own object (``self``, or ``cls`` in a classmethod)."""
    ctx = ck.ctx
    info = ctx.method_of or ctx.classmethod_of
    if info is None or not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or node.func.id != "super":
        return False
    if len(node.args) != 2 or node.keywords or not isinstance(node.args[0], ast.Name) or not isinstance(node.args[1], ast.Name):
        return False
    sym = ck.symbol_of(node.args[0])
    if sym is None or sym.kind != "class" or ck.prog.class_of(sym) is not info:
        return False
    obj = ck.infer(node.args[1])
    if info is ctx.classmethod_of:
        obj = obj.item if isinstance(obj, TypeType) else obj
    elif isinstance(obj, TypeType):
        return False
    if isinstance(obj, TypeVarType):
        obj = obj.bound if obj.bound is not None else obj
    return isinstance(obj, Instance) and obj.name == info.fullname


def check_explicit_arguments(ck: ExpressionChecker, node: ast.Call) -> None:
    """``super(C, obj)``: obj must be an instance of C or of a subclass (or such a class)."""
    if len(node.args) != 2 or node.keywords or ck.quiet or not isinstance(node.args[0], (ast.Name, ast.Attribute)):
        return
    sym = ck.symbol_of(node.args[0])
    info = ck.prog.class_of(sym) if sym is not None and sym.kind == "class" else None
    if info is None or info.unknown_base or info.dynamic:
        return
    obj: Type | None = ck.infer(node.args[1])
    if isinstance(obj, TypeType):
        obj = obj.item
    if isinstance(obj, TypeVarType):
        obj = obj.bound
    if isinstance(obj, Instance):
        _check_instance_of(ck, node, info, obj)


def _check_instance_of(ck: ExpressionChecker, node: ast.expr, info: ClassInfo, obj: Instance) -> None:
    """super's second argument, an ``obj`` of a class whose MRO lacks ``info``: mypy's misc
    (only where both classes' lines of bases are known)."""
    other = ck.prog.class_by_name(obj.name)
    if other is None or other.unknown_base or other.dynamic or info.unknown_base or info.dynamic:
        return
    if info not in other.mro:
        ck.error(node, "misc", 'Argument 2 for "super" not an instance of argument 1')
