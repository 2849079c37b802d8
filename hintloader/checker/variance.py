"""Declared variance against use: no covariant parameter, no contravariant return type."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typemodel import CallableType, TypeVarType, Variance

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

# A constructor stores its arguments before anyone can read the object as a wider type.
_CONSTRUCTORS = frozenset({"__init__", "__new__", "__post_init__"})


def check_signature(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: CallableType,
                    is_method: bool) -> None:
    """mypy's rule, on the bare type variable only (``list[T_co]`` in a parameter is left to
    the relation engine): a covariant one may not type a parameter, a contravariant one may not
    be the return type."""
    ret = sig.ret
    if isinstance(ret, TypeVarType) and ret.variance == Variance.CONTRAVARIANT and node.returns is not None:
        ck.error(node.returns, "misc", "Cannot use a contravariant type variable as return type")
    if node.name in _CONSTRUCTORS or node.name.startswith("__") and not node.name.endswith("__"):
        return  # private names are not inherited: no subclass can widen them
    a = node.args
    positional = a.posonlyargs + a.args
    if is_method and positional:
        positional = positional[1:]  # self / cls
    annotated = {arg.arg: arg.annotation for arg in [*positional, *a.kwonlyargs, a.vararg, a.kwarg]
                 if arg is not None and arg.annotation is not None}
    for p in sig.params:
        t = p.type
        where = annotated.get(p.name or "")
        if where is not None and isinstance(t, TypeVarType) and t.variance == Variance.COVARIANT:
            ck.error(where, "misc", "Cannot use a covariant type variable as a parameter")
