"""attrs' functions that take an attrs instance (``attrs.evolve``): what mypy's attrs plugin checks."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.classes import is_generated_member
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import AnyType, Instance, Type, TypeVarType, UnionType

if TYPE_CHECKING:  # called with the expression checker of the call
    from hintloader.checker.expressions import ExpressionChecker

_EVOLVE = frozenset({"attr.evolve", "attrs.evolve", "attr.assoc", "attrs.assoc"})


def check_evolve(ck: ExpressionChecker, node: ast.Call) -> None:
    """``attrs.evolve(inst, ...)``: ``inst`` must be an attrs instance (mypy: ``Argument 1 to
    "evolve" has incompatible type "C"; expected an attrs class``); Any passes."""
    sym = ck.symbol_of(node.func)
    if sym is None or sym.fullname not in _EVOLVE or len(node.args) < 1 or type(node.args[0]) is ast.Starred:
        return
    inst = ck.infer(node.args[0])
    _check(ck, node, inst, inst, inst)


def _check(ck: ExpressionChecker, node: ast.Call, t: Type, display: Type, parent: Type) -> None:
    if type(t) is AnyType:
        return
    if type(t) is UnionType:
        for item in t.items:
            _check(ck, node, item, item, parent)
        return
    if type(t) is TypeVarType:
        if t.bound is not None:
            _check(ck, node, t.bound, display, parent)
            return
        t = Instance("builtins.object")
    if type(t) is Instance:
        info = ck.prog.class_by_name(t.name)
        if info is None or info.unknown_base or info.dynamic or is_generated_member(info, "__attrs_attrs__"):
            return
    name = format_type(display)
    if parent is display:
        if type(display) is TypeVarType:
            message = f'Argument 1 to "evolve" has a variable type "{name}" not bound to an attrs class'
        else:
            message = f'Argument 1 to "evolve" has incompatible type "{name}"; expected an attrs class'
    elif type(display) is TypeVarType:
        message = f'Argument 1 to "evolve" has type "{format_type(parent)}" whose item "{name}" is not bound to an attrs class'
    else:
        message = f'Argument 1 to "evolve" has incompatible type "{format_type(parent)}" whose item "{name}" is not an attrs class'
    ck.error(node, "misc", message)
