"""A def whose body is only a placeholder but whose declared type asks for a value (mypy's
``empty-body``).

mypy calls a body trivial when it is, after an optional docstring, one ``pass``, one ``...`` or
one ``raise NotImplementedError``. Falling off such a body is reported as "Missing return
statement" under its own code, unless the def may be left empty: an abstract method (also
one of a protocol), an overload item, a stub, a def under ``if TYPE_CHECKING:`` (it never
runs) or in a branch mypy never checks, a def in a TypedDict body (mypy drops it), or a
declared type that None fits, Any counting as fitting (``-> int | None``, ``-> object``, ``->
int | Any``: mypy keeps those quiet to limit the fallout of the check).
"""

from __future__ import annotations

import ast
from enum import Enum
from typing import TYPE_CHECKING

from hintloader.checker.conditions import Target, eval_condition, is_type_checking_test
from hintloader.typesystem.model import NONE, NeverType, Type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.statements import StatementChecker


def check_empty_body(ck: StatementChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, owed: Type, in_class: bool) -> None:
    """``node`` falls off its trivial body while ``owed`` is what it must return (neither None nor
    Any), and it is not abstract (the caller has asked)."""
    module = ck.ctx.scope.module
    cls = ck.ctx.scope.cls if in_class else None
    # mypy asks whether None is a subtype with Any compatible both ways (``-> int | Any`` is
    # silent); a def in a TypedDict body is dropped as an invalid statement, never checked.
    if (module.is_stub or is_assignable(NONE, owed, ck.prog) or (cls is not None and cls.is_typeddict)
            or _unchecked_at_run_time(module.tree, node, ck.prog.target)):
        return
    if type(owed) is NeverType:
        ck.error(node, "empty-body", "Implicit return in function which does not return")
    else:
        ck.error(node, "empty-body", "Missing return statement")
    if cls is None:
        return
    meta = ck.prog.metaclass(cls.fullname)
    if meta is not None and any(c.fullname == "abc.ABCMeta" for c in (ck.prog.class_by_name(meta.name) or cls).mro):
        ck.explain(node, "empty-body", "If the method is meant to be abstract, use @abc.abstractmethod")


class _Truth(Enum):
    """mypy's truth values of a static test (mypy/reachability.py)."""

    TRUE = "always true"
    FALSE = "always false"
    MYPY_TRUE = "true while type checking, false at run time"
    MYPY_FALSE = "false while type checking, true at run time"
    UNKNOWN = "unknown"


_NOT = {_Truth.TRUE: _Truth.FALSE, _Truth.FALSE: _Truth.TRUE, _Truth.MYPY_TRUE: _Truth.MYPY_FALSE,
        _Truth.MYPY_FALSE: _Truth.MYPY_TRUE, _Truth.UNKNOWN: _Truth.UNKNOWN}


def _truth(test: ast.expr, target: Target) -> _Truth:
    if is_type_checking_test(test):
        return _Truth.MYPY_TRUE
    if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
        return _NOT[_truth(test.operand, target)]
    if type(test) is ast.BoolOp:
        # mypy's ``a and b and c`` is ``(a and b) and c``.
        result = _truth(test.values[0], target)
        for value in test.values[1:]:
            result = _combine(result, _truth(value, target), type(test.op) is ast.And)
        return result
    holds = eval_condition(test, target)
    return _Truth.UNKNOWN if holds is None else _Truth.TRUE if holds else _Truth.FALSE


def _combine(left: _Truth, right: _Truth, conjunction: bool) -> _Truth:
    both = {left, right}
    if conjunction:
        if _Truth.FALSE in both:
            return _Truth.FALSE
        if _Truth.MYPY_FALSE in both:
            return _Truth.MYPY_FALSE
        if both == {_Truth.TRUE}:
            return _Truth.TRUE
        return _Truth.MYPY_TRUE if both <= {_Truth.TRUE, _Truth.MYPY_TRUE} else _Truth.UNKNOWN
    if _Truth.TRUE in both:
        return _Truth.TRUE
    if _Truth.MYPY_TRUE in both:
        return _Truth.MYPY_TRUE
    if both == {_Truth.MYPY_FALSE}:
        return _Truth.MYPY_FALSE
    return _Truth.FALSE if both <= {_Truth.FALSE, _Truth.MYPY_FALSE} else _Truth.UNKNOWN


def _contains(stmts: list[ast.stmt], node: ast.stmt) -> bool:
    return bool(stmts) and stmts[0].lineno <= node.lineno <= (stmts[-1].end_lineno or stmts[-1].lineno)


def _unchecked_at_run_time(tree: ast.Module | None, node: ast.stmt, target: Target) -> bool:
    """Whether mypy leaves ``node`` unchecked for an empty body: a def directly under ``if
    TYPE_CHECKING:`` (through classes, not through an enclosing def: mypy's
    MarkImportsMypyOnlyVisitor), or one in a branch mypy never reaches (the ``else`` of that
    test)."""
    if tree is None:
        return False
    stmts: list[ast.stmt] = tree.body
    mypy_only = False
    while True:
        stmt = next((s for s in stmts if s.lineno <= node.lineno <= (s.end_lineno or s.lineno)), None)
        if stmt is None or stmt is node:
            return mypy_only
        if type(stmt) is ast.If:
            truth = _truth(stmt.test, target)
            if _contains(stmt.body, node):
                if truth in (_Truth.FALSE, _Truth.MYPY_FALSE):
                    return True
                mypy_only = mypy_only or truth is _Truth.MYPY_TRUE
                stmts = stmt.body
            else:
                if truth in (_Truth.TRUE, _Truth.MYPY_TRUE):
                    return True
                stmts = stmt.orelse
            continue
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mypy_only = False
        if type(stmt) is ast.Try or type(stmt).__name__ == "TryStar":
            handlers = [h for h in getattr(stmt, "handlers", ()) if h.lineno <= node.lineno <= (h.end_lineno or h.lineno)]
            if handlers:
                stmts = handlers[0].body
                continue
        stmts = [s for field in ("body", "orelse", "finalbody") for s in getattr(stmt, field, ())
                 if isinstance(s, ast.stmt)]
        if type(stmt) is ast.Match:
            stmts = [s for case in stmt.cases for s in case.body]
