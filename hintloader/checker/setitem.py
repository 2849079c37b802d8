"""Indexed assignment (``x[i] = v``): a call of the target's ``__setitem__``, as mypy checks it."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import typeddicts
from hintloader.checker.calls import Arg, _method_name, call_type
from hintloader.checker.naming import CalleeName
from hintloader.typesystem.model import (
    POSITIONAL_KINDS,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    TupleType,
    NoneType,
    ParamKind,
    Type,
    TypeVarType,
    has_type_vars,
    union_items,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker



def _setitem_of(ck: ExpressionChecker, member: Type) -> Type | None:
    from hintloader.checker.expressions import NEVER_MISSING

    method = ck._member_of(member, "__setitem__")
    return None if method is NEVER_MISSING else method


def value_context(ck: ExpressionChecker, base: Type) -> Type | None:
    """What ``base[i] = value`` expects of the value (the second parameter of a plain
    ``__setitem__``), as mypy infers the value in that context; None when it is not one type."""
    found: Type | None = None
    for member in union_items(base):
        if type(member) is AnyType or typeddicts.typeddict_of(ck, member) is not None:
            return None
        method = _setitem_of(ck, member)
        if type(method) is not CallableType or method.type_vars:
            return None
        params = [p for p in method.params if p.kind in POSITIONAL_KINDS]
        if len(params) != 2 or isinstance(params[1].type, TypeVarType) or has_type_vars(params[1].type):
            return None
        if found is not None and found != params[1].type:
            return None
        found = params[1].type
    return found


def check_setitem(ck: ExpressionChecker, target: ast.Subscript, base: Type, index: Type, value: Type, value_node: ast.AST) -> None:
    """``base[index] = value``: each member of ``base`` is called through its ``__setitem__``;
    a member without one (``None``, a tuple, a ``Mapping``) is mypy's ``Unsupported target
    for indexed assignment`` (``index``)."""
    members = union_items(base)
    if ck.ctx.lenient or any(type(m) is AnyType for m in members):
        return  # an unannotated body's locals are inferred, not declared: mypy checks nothing there
    methods = [(m, _setitem_of(ck, m)) for m in members]
    if any(method is None and _certain_target(ck, m) for m, method in methods):
        ck.error(target, "index", f'Unsupported target for indexed assignment ("{format_type(base)}")')
        return
    value_expr = value_node if isinstance(value_node, ast.expr) else None
    for member, method in methods:
        if method is None or type(method) is AnyType:
            continue
        args = [Arg("pos", None, target.slice, index, 1), Arg("pos", None, value_expr, value, 2)]
        name = _method_name(ck, member, "__setitem__", CalleeName("__setitem__"))
        if name is not None and not name.owner:
            name = None  # ``__setitem__ = set``, a callable stored in the class: unnamed (mypy)
        call_type(ck, method, args, target, name, None)


def _certain_target(ck: ExpressionChecker, member: Type) -> bool:
    """A value surely without ``__setitem__`` (a class of unknown bases may have one)."""
    if type(member) is Instance:
        info = ck.prog.class_by_name(member.name)
        return info is not None and not info.unknown_base and not info.dynamic
    return isinstance(member, (NoneType, TupleType, LiteralType))
