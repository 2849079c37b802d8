"""``with cm:`` / ``async with cm:`` where ``cm`` may be None: the statement needs
``__enter__`` / ``__exit__`` (``__aenter__`` / ``__aexit__``), which None lacks. mypy reports
each missing method (attr-defined for None itself, union-attr for a union's None item); the
items that are instances are checked as before (statements.visit_With)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import NoneType, Type, UnionType
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def check_none_context(ck: ExpressionChecker, expr: ast.expr, cm: Type, is_async: bool) -> None:
    methods = ("__aenter__", "__aexit__") if is_async else ("__enter__", "__exit__")
    if isinstance(cm, NoneType):
        if ck.reports("attr-defined"):
            for name in methods:
                ck.error(expr, "attr-defined", f'"None" has no attribute "{name}"')
    elif isinstance(cm, UnionType) and any(isinstance(i, NoneType) for i in cm.items) and ck.reports("union-attr"):
        for name in methods:
            ck.error(expr, "union-attr", f'Item "None" of "{format_type(cm)}" has no attribute "{name}"')
