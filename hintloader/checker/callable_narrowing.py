"""``callable(x)`` on a union: what each branch keeps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import (
    AnyType, CallableType, Instance, LiteralType, NoneType, Overloaded, TupleType, Type, TypeType, make_union, union_items,
)

if TYPE_CHECKING:  # the narrowing code passes the expression checker in
    from hintloader.checker.expressions import ExpressionChecker

_CALLABLE = (CallableType, Overloaded, TypeType)
_NEVER_CALLED = (NoneType, LiteralType, TupleType)


def partition(ck: ExpressionChecker, current: Type) -> tuple[Type, Type] | None:
    """The members of ``current`` (a union or one type) a true ``callable(x)`` leaves, and those a false one leaves,
    as mypy partitions a union: callables and class objects on the true side, None, tuples and
    literals on the false side, an instance by whether its class defines ``__call__`` (a
    callback protocol is callable), an unknown member on both. None when no member is known
    to be callable, or one member is of a kind not told apart here: then the true branch stays
    unknown and only the callable types leave the false one."""
    from hintloader.checker.members import NEVER_MISSING  # (members imports the narrowing code)

    kept: list[Type] = []
    rest: list[Type] = []
    for item in union_items(current):
        if isinstance(item, _CALLABLE):
            kept.append(item)
        elif type(item) is AnyType:
            kept.append(item)
            rest.append(item)
        elif type(item) is Instance:
            info = ck.prog.class_by_name(item.name)
            if info is None or info.unknown_base or info.dynamic:
                return None
            call = ck._member_of(item, "__call__")
            if call is not NEVER_MISSING and type(call) is AnyType:
                kept.append(item)  # (a ``__call__`` of unknown type may be anything: both sides)
                rest.append(item)
            else:
                (kept if call is not NEVER_MISSING else rest).append(item)
        elif isinstance(item, _NEVER_CALLED):
            rest.append(item)
        else:
            return None
    if not any(type(i) is not AnyType for i in kept):
        return None
    return make_union(kept), make_union(rest)
