"""``x[i]`` where no ``__getitem__`` of a fully known value takes the index: mypy's findings."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.naming import CalleeName
from hintloader.checker.overloads import report_no_match, roughly_fits
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.formatting import format_type, short_name
from hintloader.typesystem.model import (
    ERROR_ANY,
    POSITIONAL_KINDS,
    CallableType,
    Instance,
    Overloaded,
    ParamKind,
    TupleType,
    Type,
    TypeVarType,
    has_any,
)

if TYPE_CHECKING:  # the expression checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def report_misfit(ck: ExpressionChecker, base: Type, method: Type, index: Type, node: ast.AST, shown: Type) -> Type | None:
    """Report an index that no ``__getitem__`` of ``base`` takes; ERROR_ANY when reported, None
    when the value or the index is not known well enough to say (Any, a type variable). A tuple
    of known items is indexed by ``tuple.__getitem__`` here (``t[""]``, ``t[x:]`` of a str ``x``).
    Of an overloaded ``__getitem__``, mypy reports the one item close to the index (a slice for a
    slice) as an invalid index, else that no item matches (for a tuple, at the index). ``shown``:
    the value as messages name it (a named tuple by its class)."""
    if not (isinstance(base, (Instance, TupleType)) and ck._certain(base)) or has_any(index):
        return None
    if type(method) is Overloaded and type(index) is not TypeVarType and ck.reports("call-overload"):
        close = [f for f in map(_index_param, method.items) if f is not None and roughly_fits(index, f, ck.prog)]
        if len(close) == 1:
            return _invalid_index(ck, shown, index, close[0], node)
        owner = "tuple" if type(base) is TupleType else short_name(base.name)
        at = node.slice if type(base) is TupleType and type(node) is ast.Subscript else node
        report_no_match(ck, at, CalleeName("__getitem__", owner, "self"), method.items, [index])
        return ERROR_ANY
    if type(method) is CallableType and not method.type_vars and (expected := _index_param(method)) is not None:
        return _invalid_index(ck, shown, index, expected, node)
    return None


def _index_param(method: CallableType) -> Type | None:
    return next((p.type for p in method.params if p.kind in POSITIONAL_KINDS), None)


def _invalid_index(ck: ExpressionChecker, base: Type, index: Type, expected: Type, node: ast.AST) -> Type:
    at = node.slice if type(node) is ast.Subscript else node
    got = shown_value(ck, at, index, expected) if type(node) is ast.Subscript else index
    ck.error(at, "index", f'Invalid index type "{format_type(got)}" for "{format_type(base)}"; expected type "{format_type(expected)}"')
    return ERROR_ANY
