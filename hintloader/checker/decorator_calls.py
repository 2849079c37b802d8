"""A def passed to a decorator that takes a callable (``Callable[P, R]``, ``Concatenate[X, P]``,
``Callable[[int], str]``): the decoration is a call, checked as one, as mypy reports a def the
decorator cannot take at the decorator (the typing spec's ParamSpec semantics among them)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import calls
from hintloader.checker.naming import CalleeName
from hintloader.typesystem.model import POSITIONAL_KINDS, CallableType, Instance, Overloaded, ParamKind, Type, TypeVarType

if TYPE_CHECKING:  # the statement checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def check(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: Type) -> None:
    """``sig`` is the def's own signature; decorators apply from the nearest outwards, and the
    first one not of this kind ends the check (what it makes is not known here)."""
    if ck.quiet or not node.decorator_list or type(sig) is not CallableType:
        return
    current: Type = sig
    for deco in reversed(node.decorator_list):
        callee = ck.infer_again(deco)
        if type(callee) is Overloaded or type(callee) is Instance and calls.signature_of_callable(ck, callee) is not None:
            # An overloaded decorator, or an object with ``__call__``: the call picks an item or
            # names ``"__call__" of "C"`` (mypy); what it makes ends the check.
            name = CalleeName(callee.items[0].name) if type(callee) is Overloaded and callee.items[0].name else None
            calls.call_type(ck, callee, [calls.Arg("pos", None, None, current, 1)], deco, name, None)
            return
        if type(callee) is not CallableType:
            return
        name = CalleeName(callee.name) if callee.name and callee.name != "lambda" else None
        made = calls.check_args(ck, callee, [calls.Arg("pos", None, None, current, 1)], deco, name, report=True)
        if not _takes_a_callable(callee):
            # ``@retry`` for ``@retry(3)``: a function that takes no callable, given the def
            # (reported if it does not fit); what it returns is no decorated function to go on with
            return
        current = made
        if type(current) is not CallableType:
            return  # what the decorator made is no plain function: the next one is not checked


def _takes_a_callable(callee: CallableType) -> bool:
    """A decorator whose first parameter is written as a callable type (``Callable[P, R]``,
    ``Callable[[int], str]``) or a type variable bounded by one: the def is its argument."""
    first = next((p for p in callee.params if p.kind in POSITIONAL_KINDS), None)
    if first is None:
        return False
    formal = first.type
    if type(formal) is TypeVarType and formal in callee.type_vars:
        formal = formal.bound if formal.bound is not None else formal
    return type(formal) is CallableType
