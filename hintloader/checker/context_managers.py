"""``with cm:`` / ``async with cm:`` needs ``__enter__`` / ``__exit__`` (``__aenter__`` /
``__aexit__``) on ``cm``. mypy reports each missing method: attr-defined for None itself and
for an instance of a class without it (with a hint at the other protocol's method when the
class has that one: ``with`` on an asynchronous context manager), union-attr for a union's
None item."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.members import NEVER_MISSING
from hintloader.typesystem.model import Instance, NoneType, Type, UnionType
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def check_none_context(ck: ExpressionChecker, expr: ast.expr, cm: Type, is_async: bool) -> None:
    methods = ("__aenter__", "__aexit__") if is_async else ("__enter__", "__exit__")
    if type(cm) is NoneType:
        if ck.reports("attr-defined"):
            for name in methods:
                ck.error(expr, "attr-defined", f'"None" has no attribute "{name}"')
    elif type(cm) is UnionType and any(type(i) is NoneType for i in cm.items) and ck.reports("union-attr"):
        for name in methods:
            ck.error(expr, "union-attr", f'Item "None" of "{format_type(cm)}" has no attribute "{name}"')


def check_instance_context(ck: ExpressionChecker, expr: ast.expr, cm: Instance, is_async: bool) -> None:
    """An instance of a fully known class that lacks the statement's methods."""
    if not ck.reports("attr-defined") or not ck._certain(cm):
        return
    methods = ("__aenter__", "__aexit__") if is_async else ("__enter__", "__exit__")
    others = ("__enter__", "__exit__") if is_async else ("__aenter__", "__aexit__")
    for name, other in zip(methods, others):
        if ck._member_of(cm, name) is not NEVER_MISSING:
            continue
        hint = f'; maybe "{other}"?' if ck._member_of(cm, other) is not NEVER_MISSING else ""
        ck.error(expr, "attr-defined", f'"{format_type(cm)}" has no attribute "{name}"{hint}')
