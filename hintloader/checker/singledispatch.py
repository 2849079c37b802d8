"""``functools.singledispatch`` as mypy's plugin reads it: calls are checked against the fallback
def, and an implementation's dispatch type must be a subtype of the fallback's first parameter."""

from __future__ import annotations

import ast
import copy
from typing import TYPE_CHECKING

from hintloader.checker.classes import decorator_name
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import POSITIONAL_KINDS, CallableType, Instance, ParamKind, Type, TypeType
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

_CALLABLE = "functools._SingleDispatchCallable"


def fallback_of(ck: ExpressionChecker, func: ast.expr, callee: Type) -> CallableType | None:
    """The fallback def's own signature, when ``func`` names a def that ``@singledispatch``
    alone decorates (typeshed's ``__call__`` takes anything: mypy checks the def's parameters)."""
    if type(callee) is not Instance or callee.name != _CALLABLE or not isinstance(func, (ast.Name, ast.Attribute)):
        return None
    sym = ck.symbol_of(func)
    if sym is None or sym.kind != "func" or len(sym.nodes) != 1:
        return None
    node = sym.nodes[0]
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or len(node.decorator_list) != 1:
        return None
    if decorator_name(node.decorator_list[0]) != "singledispatch":
        return None
    plain = copy.copy(node)
    plain.decorator_list = []
    sig = ck.prog.function_type(plain, sym.scope)
    return sig if type(sig) is CallableType else None


def check_registration(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: Type) -> None:
    """``@f.register`` (the dispatch type is the def's first annotation) or ``@f.register(cls)``
    on a def: the type must fit the fallback's first parameter (reported at the def, as mypy)."""
    if ck.quiet:
        return
    for deco in node.decorator_list:
        call = deco if type(deco) is ast.Call else None
        attr = call.func if call is not None else deco
        if type(attr) is not ast.Attribute or attr.attr != "register":
            continue
        fallback = fallback_of(ck, attr.value, ck.infer_again(attr.value))
        first = _first_param(fallback) if fallback is not None else None
        if first is None:
            continue
        dispatch: Type | None = None
        if call is None:
            own = _first_param(sig) if type(sig) is CallableType and node.args.args[:1] and node.args.args[0].annotation is not None else None
            dispatch = own
        elif len(call.args) == 1 and not call.keywords:
            given = ck.infer_again(call.args[0])
            dispatch = given.item if type(given) is TypeType and type(given.item) is Instance else None
        if dispatch is not None and not is_assignable(dispatch, first, ck.prog):
            ck.error(node, "misc", f'Dispatch type "{format_type(dispatch)}" must be subtype of fallback function first argument "{format_type(first)}"')


def _first_param(sig: CallableType) -> Type | None:
    first = sig.params[0] if sig.params else None
    if first is None or first.kind not in POSITIONAL_KINDS:
        return None
    return first.type
