"""Bytes formatted into text (mypy's str-bytes-safe): ``f"{key}"``, ``"{}".format(key)`` and
``"%s" % key`` of a ``bytes`` value give ``"b'abc'"``, rarely what was meant. ``!r`` says it was;
``.decode()`` gives the text."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, LiteralType, Type, TypeVarType, UnionType, union_items, widen_literal

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

BYTES_FORMATTING = ('If x = b\'abc\' then f"{x}" or "{}".format(x) produces "b\'abc\'", not "abc". If this is '
                    'desired behavior, use f"{x!r}" or "{!r}".format(x). Otherwise, decode the bytes')


def check_formatted_value(ck: ExpressionChecker, joined: ast.JoinedStr, value: ast.FormattedValue, t: Type) -> None:
    if value.conversion != -1 or not ck.reports("str-bytes-safe"):  # ``!s`` says str() was meant (mypy)
        return
    if any(shows_as_bytes(ck, item) for item in union_items(t)):
        ck.error(joined, "str-bytes-safe", BYTES_FORMATTING)


def shows_as_bytes(ck: ExpressionChecker, t: Type) -> bool:
    """Bytes, or a subclass that keeps bytes' ``__str__`` (one of its own says how it shows)."""
    if not has_component(ck, t, "builtins.bytes"):
        return False
    if type(t) is Instance and t.name != "builtins.bytes":
        info = ck.prog.class_by_name(t.name)
        for cls in info.mro if info is not None else ():
            if cls.fullname == "builtins.bytes":
                break
            if "__str__" in cls.body:
                return False
    return True


def has_component(ck: ExpressionChecker, t: Type, fullname: str) -> bool:
    """``t`` is, holds in a union or is bounded by an instance of ``fullname`` or of a subclass
    (mypy's has_type_component)."""
    if type(t) is LiteralType:
        t = widen_literal(t)
    if type(t) is Instance:
        info = ck.prog.class_by_name(t.name)
        return t.name == fullname or (info is not None and any(c.fullname == fullname for c in info.mro))
    if type(t) is TypeVarType:
        return ((t.bound is not None and has_component(ck, t.bound, fullname))
                or any(has_component(ck, v, fullname) for v in t.values))
    if type(t) is UnionType:
        return any(has_component(ck, item, fullname) for item in t.items)
    return False
