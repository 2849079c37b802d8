"""A function stored in a class body (``alg = hashlib.sha256``) read through an instance.

mypy (checkmember ``analyze_var``, ``check_self_arg``) and pyright bind it like a method: every
item needs a positional first parameter without a default (or ``*args``), else "Attribute
function ... does not accept self argument"; one item at least must take the instance there,
else "Invalid self argument". Whether the stored object binds at run time (a builtin does not)
is not known from its type, so the checkers go by the type.
"""

from __future__ import annotations

import ast
import dataclasses
from typing import TYPE_CHECKING

from hintloader.checker.self_arguments import report_invalid_self
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import (
    POSITIONAL_KINDS,
    CallableType, Instance, Overloaded, ParamKind, Type, TypeVarType, collect_type_vars, substitute, ANY,
)
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program



def _formal_self(item: CallableType) -> bool:
    """mypy's test: the first parameter is positional without a default, or ``*args``."""
    if not item.params:
        return False
    first = item.params[0]
    return first.kind == ParamKind.VAR_POSITIONAL or (first.kind in POSITIONAL_KINDS and not first.has_default)


def _takes(item: CallableType, receiver: Instance, prog: Program) -> bool:
    first = item.params[0].type
    if item.params[0].kind == ParamKind.VAR_POSITIONAL:
        return True
    if type(first) is TypeVarType:
        first = first.bound if first.bound is not None else Instance("builtins.object")
    found: list[TypeVarType] = []
    collect_type_vars(first, found)
    if found:
        first = substitute(first, {tv: ANY for tv in found})
    return bool(is_assignable(receiver, first, prog))


def fitting(t: CallableType | Overloaded, receiver: Instance, prog: Program) -> CallableType | Overloaded | None:
    """The items that bind to ``receiver``, or None when the access is an error (reported by
    ``check``)."""
    items = t.items if type(t) is Overloaded else (t,)
    if not items or not all(_formal_self(i) for i in items):
        return None
    fits = tuple(i for i in items if _takes(i, receiver, prog))
    if not fits:
        return None
    return fits[0] if len(fits) == 1 else Overloaded(fits)


def check(ck: ExpressionChecker, t: CallableType | Overloaded, receiver: Instance, name: str, node: ast.AST) -> None:
    """Report the access ``fitting`` refused, in mypy's words."""
    if not ck.reports("misc") or constrained(receiver):
        return
    items = t.items if type(t) is Overloaded else (t,)
    for item in items:
        if not _formal_self(item):
            ck.error(node, "misc", f'Attribute function "{name}" with type "{format_type(item)}" does not accept self argument')
            return
    if not any(_takes(i, receiver, ck.prog) for i in items):
        report_invalid_self(ck, node, format_type(receiver), name, format_type(items[0]))


def unnamed(t: Type) -> Type:
    """The bound signature without its def's name: mypy's messages on calls of it name no
    function (``Too many positional arguments``)."""
    if type(t) is CallableType:
        return dataclasses.replace(t, name=None)
    if type(t) is Overloaded:
        return Overloaded(tuple(dataclasses.replace(i, name=None) for i in t.items))
    return t


def constrained(receiver: Instance) -> bool:
    """A receiver over a constrained type variable: mypy checks such a body once per
    constraint, not with the variable."""
    found: list[TypeVarType] = []
    collect_type_vars(receiver, found)
    return any(tv.values for tv in found)
