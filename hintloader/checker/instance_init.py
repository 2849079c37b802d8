"""``obj.__init__`` read through an instance (mypy: "Accessing "__init__" on an instance is unsound,
since instance.__init__ could be from an incompatible subclass"): a subclass may give ``__init__``
another signature, which the instance's declared class cannot promise; ``self`` is no exception
(mypy). Through ``super()`` or the class (``A.__init__(self)``) the method is the class's own."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import is_bare_super

from hintloader.typesystem.model import Instance

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def check_read(ck: ExpressionChecker, receiver: Instance, node: ast.AST) -> None:
    """``node`` is ``obj.__init__`` with ``obj`` a ``receiver`` (an instance, not a class object).
    A final class has no subclass to differ (mypy)."""
    if not isinstance(node, ast.Attribute) or not ck.reports("misc"):
        return
    info = ck.prog.class_by_name(receiver.name)
    if info is None or info.is_final:
        return
    value = node.value
    if isinstance(value, ast.Call) and (is_bare_super(value) or isinstance(value.func, ast.Name) and value.func.id == "super"):
        return
    ck.error(node, "misc", 'Accessing "__init__" on an instance is unsound, since instance.__init__ could be from an incompatible subclass')
