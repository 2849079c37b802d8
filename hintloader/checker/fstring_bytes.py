"""Bytes formatted into an f-string (mypy's str-bytes-safe): ``f"{key}"`` of a ``bytes`` value
gives ``"b'abc'"``, rarely what was meant. ``!r`` says it was; ``.decode()`` gives the text."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, LiteralType, Type, union_items

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

BYTES_FORMATTING = ('If x = b\'abc\' then f"{x}" or "{}".format(x) produces "b\'abc\'", not "abc". If this is '
                    'desired behavior, use f"{x!r}" or "{!r}".format(x). Otherwise, decode the bytes')


def check_formatted_value(ck: ExpressionChecker, joined: ast.JoinedStr, value: ast.FormattedValue, t: Type) -> None:
    if value.conversion != -1 or not ck.reports("str-bytes-safe"):  # ``!s`` says str() was meant (mypy)
        return
    if any(_is_bytes(item) for item in union_items(t)):
        ck.error(joined, "str-bytes-safe", BYTES_FORMATTING)


def _is_bytes(t: Type) -> bool:
    """Exactly bytes: a subclass may define its own ``__str__``."""
    return (isinstance(t, Instance) and t.name == "builtins.bytes") or (isinstance(t, LiteralType) and t.fallback == "builtins.bytes")
