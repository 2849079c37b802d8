"""``T = TypeVar("T", ...)`` (and ParamSpec, TypeVarTuple) definitions, checked as mypy's
semantic analysis checks them."""

from __future__ import annotations

import ast

from hintloader.checker.astutil import walk
from hintloader.checker.program import Program
from hintloader.checker.symbols import Reporter, Scope

__all__ = ["check_typevar_definition"]

_KEYWORDS = {
    "TypeVar": frozenset({"bound", "covariant", "contravariant", "default", "infer_variance"}),
    "ParamSpec": frozenset({"bound", "covariant", "contravariant", "default", "infer_variance"}),
    "TypeVarTuple": frozenset({"default"}),
}


def check_typevar_definition(prog: Program, reporter: Reporter, scope: Scope, target: str, call: ast.Call,
                             in_class: bool) -> None:
    """Report what is wrong with ``target = maker(...)`` when ``maker`` is typing's TypeVar,
    ParamSpec or TypeVarTuple (followed through imports)."""
    maker = prog.typevar_maker(call, scope, target)
    if maker is None:
        return
    if not call.args:
        reporter.error(call, "misc", f"Too few arguments for {maker}()")
        return
    first = call.args[0]
    if not (type(first) is ast.Constant and isinstance(first.value, str)):
        reporter.error(call, "misc", f"{maker}() expects a string literal as first argument")
        return
    if first.value != target:
        reporter.error(call, "misc", f'String argument 1 "{first.value}" to {maker}(...) does not match variable name "{target}"')
        return
    if maker != "TypeVar":
        return
    values = call.args[1:]
    flags: dict[str, bool] = {}
    for kw in call.keywords:
        if kw.arg is None:
            return  # **kwargs: unknown
        if kw.arg not in _KEYWORDS[maker]:
            reporter.error(call, "misc", f'Unexpected argument to "TypeVar()": "{kw.arg}"')
            return
        if kw.arg in ("covariant", "contravariant"):
            if not (type(kw.value) is ast.Constant and isinstance(kw.value.value, bool)):
                reporter.error(call, "misc", f'TypeVar "{kw.arg}" may only be a literal bool')
                return
            flags[kw.arg] = kw.value.value
        if kw.arg == "bound" and values:
            reporter.error(call, "misc", "TypeVar cannot have both values and an upper bound")
            return
    if flags.get("covariant") and flags.get("contravariant"):
        reporter.error(call, "misc", "TypeVar cannot be both covariant and contravariant")
    elif len(values) == 1:
        reporter.error(call, "misc", "Type variable must have at least two constrained types")
    elif in_class and any(_mentions_typevar(prog, scope, v) for v in values):
        # In a class the class's own type variables are bound: a constraint may not use them.
        reporter.error(call, "misc", "TypeVar constraint type cannot be parametrized by type variables")


def _mentions_typevar(prog: Program, scope: Scope, expr: ast.expr) -> bool:
    for node in walk(expr):
        if type(node) is ast.Name and type(node.ctx) is ast.Load:
            sym = prog.lookup(scope, node.id)
            if sym is not None and sym.kind == "typevar":
                return True
    return False
