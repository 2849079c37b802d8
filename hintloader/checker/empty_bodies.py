"""A def whose body is only a placeholder but whose declared type asks for a value (mypy's
``empty-body``).

mypy calls a body trivial when it is, after an optional docstring, one ``pass``, one ``...`` or
one ``raise NotImplementedError``. Falling off such a body is reported as "Missing return
statement" under its own code, unless the def may be left empty: an abstract method (also
one of a protocol), an overload item, a stub, a def under ``if TYPE_CHECKING:`` (it never
runs), or a declared type that None fits (``-> int | None``, ``-> object``: mypy keeps those
quiet to limit the fallout of the check).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.conditions import Target, eval_condition, is_type_checking_test
from hintloader.typesystem.model import NONE, NeverType, Type
from hintloader.typesystem.relations import is_subtype

if TYPE_CHECKING:
    from hintloader.checker.statements import StatementChecker


def is_trivial_body(body: list[ast.stmt]) -> bool:
    """mypy's trivial body: an optional docstring, then nothing or one pass / ... / raise
    NotImplementedError."""
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
        body = body[1:]
    if not body:
        return True
    if len(body) > 1:
        return False
    stmt = body[0]
    if isinstance(stmt, ast.Raise):
        exc = stmt.exc.func if isinstance(stmt.exc, ast.Call) else stmt.exc
        return isinstance(exc, ast.Name) and exc.id == "NotImplementedError"
    return isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and stmt.value.value is Ellipsis)


def check_empty_body(ck: StatementChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, owed: Type, in_class: bool) -> None:
    """``node`` falls off its trivial body while ``owed`` is what it must return (neither None nor
    Any), and it is not abstract (the caller has asked)."""
    module = ck.ctx.scope.module
    if module.is_stub or not is_trivial_body(node.body) or is_subtype(NONE, owed, ck.prog) or _under_type_checking(module.tree, node, ck.prog.target):
        return
    if isinstance(owed, NeverType):
        ck.error(node, "empty-body", "Implicit return in function which does not return")
    else:
        ck.error(node, "empty-body", "Missing return statement")
    cls = ck.ctx.scope.cls
    meta = ck.prog.metaclass(cls.fullname) if in_class and cls is not None else None
    meta_info = ck.prog.class_by_name(meta.name) if meta is not None else None
    if meta_info is not None and any(c.fullname == "abc.ABCMeta" for c in meta_info.mro):
        ck.explain(node, "empty-body", "If the method is meant to be abstract, use @abc.abstractmethod")


def _mypy_only(test: ast.expr, target: Target) -> bool:
    """``TYPE_CHECKING``, also and-ed with tests true for the target (``sys.version_info >=
    (3, 11) and TYPE_CHECKING``), as mypy's reachability marks a block only type checkers see."""
    if is_type_checking_test(test):
        return True
    return (isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) and any(is_type_checking_test(v) for v in test.values)
            and all(eval_condition(v, target) is True for v in test.values))


def _under_type_checking(tree: ast.Module | None, node: ast.stmt, target: Target) -> bool:
    """Whether ``node`` is in the body of an ``if TYPE_CHECKING:`` (mypy checks what is there
    but never runs it)."""
    if tree is None:
        return False
    stack: list[ast.stmt] = list(tree.body)
    while stack:
        stmt = stack.pop()
        end = getattr(stmt, "end_lineno", None) or stmt.lineno
        if not stmt.lineno <= node.lineno <= end:
            continue
        if isinstance(stmt, ast.If) and _mypy_only(stmt.test, target) and stmt.body and stmt.body[0].lineno <= node.lineno <= (stmt.body[-1].end_lineno or 0):
            return True
        for field in ("body", "orelse", "finalbody", "handlers"):
            stack.extend(s for s in getattr(stmt, field, ()) if isinstance(s, ast.stmt))
        for handler in getattr(stmt, "handlers", ()):
            stack.extend(handler.body)
    return False
