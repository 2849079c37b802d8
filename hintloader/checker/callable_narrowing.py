"""``callable(x)`` on a union that names callables: what the positive branch keeps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import (
    AnyType, CallableType, Instance, LiteralType, NoneType, Overloaded, TupleType, Type, TypeType, UnionType, make_union,
)

if TYPE_CHECKING:  # the narrowing code passes the expression checker in
    from hintloader.checker.expressions import ExpressionChecker

_CALLABLE = (CallableType, Overloaded, TypeType)
_NEVER_CALLED = (NoneType, LiteralType, TupleType)


def callable_members(ck: ExpressionChecker, current: UnionType) -> Type | None:
    """The members of ``current`` a true ``callable(x)`` leaves, as mypy narrows: callables,
    class objects, unknown members, instances whose class defines ``__call__``; not None, a
    tuple, or an instance of a fully known class without ``__call__`` (``Mapping[str, str] |
    Callable[[str], int]`` is the callable). None when no member is a callable type, or one
    member is of a kind not told apart here: then the narrowed value stays unknown."""
    from hintloader.checker.members import NEVER_MISSING  # (members imports the narrowing code)

    if not any(isinstance(i, _CALLABLE) for i in current.items):
        return None
    kept: list[Type] = []
    for item in current.items:
        if isinstance(item, _CALLABLE) or isinstance(item, AnyType):
            kept.append(item)
        elif isinstance(item, Instance):
            info = ck.prog.class_by_name(item.name)
            if info is None or info.unknown_base or info.dynamic:
                return None
            if ck._member_of(item, "__call__") is not NEVER_MISSING:
                kept.append(item)
        elif not isinstance(item, _NEVER_CALLED):
            return None
    return make_union(kept)
