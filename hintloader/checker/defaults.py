"""Parameter defaults: a default must fit its parameter's declared type (mypy's ``assignment``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import AnyType, CallableType, NoneType, format_type, has_any, shown

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def check_defaults(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: CallableType) -> None:
    """``def f(x: int = "a")`` is an error where the def stands; ``= ...`` is any default (a
    stub's, a protocol's or an overload's placeholder, which mypy accepts anywhere)."""
    a = node.args
    positional = a.posonlyargs + a.args
    pairs = list(zip(positional[len(positional) - len(a.defaults):], a.defaults))
    pairs += [(arg, d) for arg, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None]
    if not pairs:
        return
    declared_by_name = {p.name: p.type for p in sig.params if p.name}
    for arg, default in pairs:
        declared = declared_by_name.get(arg.arg)
        if declared is None or isinstance(declared, AnyType) or (isinstance(default, ast.Constant) and default.value is Ellipsis):
            continue
        value = ck.infer_again(default, declared)
        if has_any(value) or is_assignable(value, declared, ck.prog):
            continue
        ck.error(default, "assignment", f'Incompatible default for parameter "{arg.arg}" (default has type '
                                        f'"{format_type(shown(value, declared))}", parameter has type "{format_type(declared)}")')
        if isinstance(value, NoneType):
            ck.explain(default, "assignment", f'PEP 484 prohibits implicit Optional: write "{format_type(declared)} | None"')
