"""``x in c`` / ``x not in c``: ``c`` must be a container (``__contains__``) or an iterable;
what is unpacked (``a, b = value``) must be iterable.

mypy tries each item of a union ``c``; an item that is neither (None, an int) makes the test
fail at run time, and mypy reports the whole right operand: ``Unsupported right operand type
for in ("dict[str, Any] | None")``. Only items whose class is fully known are judged."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import AnyType, CallableType, Instance, LiteralType, NoneType, Type, TypeType, TypeVarType, union_items, widen_literal
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.formatting import format_type
from hintloader.checker.operands import plain_operand

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

# What makes a value testable with ``in``: a container or an iterable. Python also falls back
# to an old-style sequence's ``__getitem__``, but that is no Iterable, and mypy reports it.
_TESTABLE = ("__contains__", "__iter__")


def check_containment(ck: ExpressionChecker, right: Type, node: ast.Compare, left: Type | None = None) -> None:
    if not ck.reports("operator"):
        return
    if any(_never_contains(ck, item) for item in union_items(right)):
        ck.error(node, "operator", f'Unsupported right operand type for in ("{format_type(right)}")')
    elif left is not None and _rejects(ck, left, right):
        ck.error(node, "operator", f'Unsupported operand types for in ("{format_type(widen_literal(left))}" '
                                   f'and "{format_type(widen_literal(right))}")')


def _rejects(ck: ExpressionChecker, left: Type, right: Type) -> bool:
    """``x in c`` with ``c`` of one fully known class: its ``__contains__`` does not accept
    ``x``, or (no ``__contains__``, or one that does not accept it, on an iterable) ``x`` is
    not of the item type the iteration gives, mypy's rule. Any on either side fits."""
    from hintloader.checker.calls import iterated_type, try_call
    from hintloader.checker.members import NEVER_MISSING

    if type(right) is LiteralType:
        right = Instance(right.fallback)
    if type(right) is not Instance or not ck._certain(left):
        return False
    info = ck.prog.class_by_name(right.name)
    if info is None or info.unknown_base or info.dynamic or info.is_protocol:
        return False
    contains = ck._member_of(right, "__contains__")
    if contains is not NEVER_MISSING:
        if type(contains) is not CallableType or try_call(ck, contains, [left]) is not None:
            return False
    if ck._member_of(right, "__iter__") is NEVER_MISSING:
        return contains is not NEVER_MISSING
    item = iterated_type(ck, right, None)
    if type(item) is AnyType or not ck._certain(item):
        return False
    return not is_assignable(left, item, ck.prog)


def _never_contains(ck: ExpressionChecker, item: Type) -> bool:
    if type(item) is LiteralType:
        item = Instance(item.fallback)
    # Type objects (a metaclass may contain), type variables, callables, Any: unknown.
    return isinstance(item, (Instance, NoneType)) and _lacks_all(ck, item, _TESTABLE)


def check_unpackable(ck: ExpressionChecker, target: ast.AST, value: Type) -> None:
    """``a, b = value`` / ``for i, e in errors``: a value of a fully known class that cannot be
    iterated (mypy: ``"ResponseError" object is not iterable``), None, a literal, a function
    named directly, or a class object whose metaclass has no ``__iter__`` (``a, b = Foo``;
    an Enum class iterates); each member of a union is unpacked on its own, so each such member
    is reported (``"None" object is not iterable`` for an ``Optional[tuple[int, int]]``)."""
    if not ck.reports("misc"):
        return
    if type(value) is CallableType and isinstance(target, (ast.Name, ast.Attribute)):
        sym = ck.symbol_of(target)
        if sym is not None and sym.kind == "func":
            ck.error(target, "misc", f'"{format_type(value)}" object is not iterable')
        return
    for item in dict.fromkeys(union_items(value)):
        if type(item) is TypeVarType and plain_operand(ck, item):
            item = item.bound or Instance("builtins.object")  # unpacked as its bound (mypy names the bound)
        if type(item) is LiteralType:
            item = Instance(item.fallback)
        if type(item) is TypeType and type(item.item) is Instance and _class_lacks_iter(ck, item.item.name):
            ck.error(target, "misc", f'"{format_type(item)}" object is not iterable')
        if isinstance(item, (Instance, NoneType)) and _lacks_all(ck, item, ("__iter__",)):
            ck.error(target, "misc", f'"{format_type(item)}" object is not iterable')


def _class_lacks_iter(ck: ExpressionChecker, name: str) -> bool:
    """A fully known class whose metaclass (also fully known) has no ``__iter__``."""
    info = ck.prog.class_by_name(name)
    if info is None or info.unknown_base or info.dynamic:
        return False
    meta = ck.prog.metaclass(name)
    if meta is None:
        return True  # ``type`` itself has no ``__iter__``
    meta_info = ck.prog.class_by_name(meta.name)
    if meta_info is None or meta_info.unknown_base or meta_info.dynamic:
        return False
    return not ck.prog.has_member(meta.name, "__iter__")


def _lacks_all(ck: ExpressionChecker, item: Instance | NoneType, names: tuple[str, ...]) -> bool:
    """None, or an instance of a fully known class, that has none of ``names``."""
    from hintloader.checker.members import NEVER_MISSING  # (members imports this module's users)

    if type(item) is Instance:
        info = ck.prog.class_by_name(item.name)
        if info is None or info.unknown_base or info.dynamic or info.is_protocol:
            return False
    return all(ck._member_of(item, name) is NEVER_MISSING for name in names)
