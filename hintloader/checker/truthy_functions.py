"""A function tested for truth (mypy's truthy-function): ``if self.transaction:`` where
``transaction`` is a method is always true; the call was meant. (mypy reports a class object
too; not here: ``list or set`` is a common way to pick a class, and a type expression's test.)

What is tested for truth: the condition of ``if`` / ``while`` / ``assert`` / ``a if c else b`` /
a comprehension's ``if``, the operand of ``not``, and every operand of ``and`` / ``or`` but the
last, which is only tested when the whole operation is. A callable that may be None
(``Callable[[], int] | None``) is a real test and stays silent."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import CallableType, Overloaded, Type
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def check_tested(ck: ExpressionChecker, expr: ast.expr, t: Type) -> None:
    """``expr`` (of type ``t``) is tested for truth."""
    if isinstance(t, (CallableType, Overloaded)) and not isinstance(expr, (ast.BoolOp, ast.UnaryOp)):
        _report(ck, expr, t)


def check_condition(ck: ExpressionChecker, test: ast.expr, t: Type) -> None:
    """A statement's (or conditional expression's) condition ``test`` of type ``t``: besides
    ``test`` itself, the last operand of an ``and`` / ``or`` there is tested (the others are
    checked where the operation is inferred)."""
    while type(test) is ast.BoolOp:
        test = test.values[-1]
        if isinstance(test, (ast.Name, ast.Attribute)):
            t = ck.infer_again(test)
        elif type(test) is not ast.BoolOp:
            return
    check_tested(ck, test, t)


def _report(ck: ExpressionChecker, expr: ast.expr, t: Type) -> None:
    if not ck.reports("truthy-function"):  # (mypy reports it in unannotated defs too)
        return
    if type(t) is CallableType and not t.name and not isinstance(expr, (ast.Name, ast.Attribute)):
        return
    name = f'"{expr.attr}"' if type(expr) is ast.Attribute else f'"{expr.id}"' if type(expr) is ast.Name else format_type(t)
    ck.error(expr, "truthy-function", f"Function {name} could always be true in boolean context")
