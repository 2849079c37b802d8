"""What ``raise`` and ``except`` take: exceptions, as mypy and pyright check them.

``raise X`` (and ``from Y``) must give an exception instance or class (``from`` also None);
``except X`` a class of exceptions, or a tuple of such classes (a tuple inside the tuple is
not taken, as neither checker takes it); ``except* X`` a class that is no exception group.
What is not known (Any, a class with an unknown base) is taken on trust.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import (
    ANY,
    AnyType,
    Instance,
    NeverType,
    NoneType,
    TupleType,
    Type,
    TypeType,
    TypeVarType,
    UnboundedItems,
    UnionType,
    is_variadic_item,
    make_union,
    union_items,
)
from hintloader.typesystem.relations import map_to_supertype

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

_NOT_AN_EXCEPTION = "Exception must be derived from BaseException"
_NOT_AN_EXCEPTION_TYPE = "Exception type must be derived from BaseException (or be a tuple of exception classes)"
_GROUP_IN_STAR = "Exception type in except* cannot derive from BaseExceptionGroup"


def check_raise(ck: ExpressionChecker, node: ast.Raise, exc: Type | None, cause: Type | None) -> None:
    """``raise exc from cause``, their types inferred (None: not written)."""
    if ck.ctx.lenient:
        return
    if exc is not None and node.exc is not None and not _raisable(ck, exc):
        ck.error(node.exc, "misc", _NOT_AN_EXCEPTION)
    if cause is not None and node.cause is not None and not _raisable(ck, cause, none_ok=True):
        ck.error(node.cause, "misc", _NOT_AN_EXCEPTION)


def check_handler(ck: ExpressionChecker, node: ast.expr, caught: Type, *, star: bool) -> None:
    """``except caught:`` (``except*`` when ``star``)."""
    if ck.ctx.lenient:
        return
    classes = _caught_classes(caught)
    if classes is None or not all(_exception_class(ck, c) for c in classes):
        ck.error(node, "misc", _NOT_AN_EXCEPTION_TYPE)
    elif star and any(_derives(ck, c, "builtins.BaseExceptionGroup", unknown=False) for c in classes):
        ck.error(node, "misc", _GROUP_IN_STAR)


def caught_instance(caught: Type) -> Type:
    """What ``except caught as e`` binds ``e`` to: an instance of the classes (Any where one is
    not known)."""
    classes = _caught_classes(caught)
    if not classes or not all(type(c) is TypeType for c in classes):
        return ANY
    return make_union([c.item for c in classes if type(c) is TypeType])


def _caught_classes(t: Type) -> list[Type] | None:
    """The classes ``except t`` names: its own, a tuple's items; None where a tuple holds a
    tuple."""
    out: list[Type] = []
    for member in union_items(t):
        if type(member) is TupleType:
            # (``*tuple[type[E], ...]`` stands for its items; ``*Ts`` for what is not known)
            items = [i.item if type(i) is UnboundedItems else ANY if is_variadic_item(i) else i for i in member.items]
        elif type(member) is Instance and member.name == "builtins.tuple" and member.args:
            items = [member.args[0]]
        else:
            out.append(member)
            continue
        for item in items:
            if isinstance(item, (TupleType,)) or (type(item) is Instance and item.name == "builtins.tuple"):
                return None
            out.extend(union_items(item))
    return out


def _exception_class(ck: ExpressionChecker, t: Type) -> bool:
    if isinstance(t, (AnyType, NeverType)):
        return True
    if type(t) is Instance and t.name == "builtins.type" and not t.args:
        return True  # a bare ``type`` is ``type[Any]``
    if type(t) is not TypeType:
        return False
    return _exception(ck, t.item)


def _raisable(ck: ExpressionChecker, t: Type, *, none_ok: bool = False) -> bool:
    for member in union_items(t):
        if type(member) is NoneType:
            if not none_ok:
                return False
        elif type(member) is TypeType or (type(member) is Instance and member.name == "builtins.type"):
            if not _exception_class(ck, member):
                return False
        elif not _exception(ck, member):
            return False
    return True


def _exception(ck: ExpressionChecker, t: Type) -> bool:
    """An instance of an exception class (what is not known counts as one)."""
    if isinstance(t, (AnyType, NeverType)):
        return True
    if type(t) is TypeVarType:
        return t.bound is not None and _exception(ck, t.bound) if not t.values else all(_exception(ck, v) for v in t.values)
    if type(t) is UnionType:
        return all(_exception(ck, i) for i in t.items)
    if type(t) is Instance:
        return _derives(ck, t, "builtins.BaseException", unknown=True)
    return False


def _derives(ck: ExpressionChecker, t: Type, base: str, *, unknown: bool) -> bool:
    """Whether ``t`` (an instance, or a class object's instance) derives from ``base``;
    ``unknown`` where its class has a base we cannot see."""
    if type(t) is TypeType:
        t = t.item
    if type(t) is not Instance:
        return False
    info = ck.prog.class_by_name(t.name)
    if info is None or info.unknown_base or any(c.unknown_base for c in info.mro):
        return unknown
    return map_to_supertype(t, base, ck.prog) is not None
