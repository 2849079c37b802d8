"""Names of values written as types: which of them mypy reports (``Variable "x" is not valid as
a type``) and which it takes as Any, by what declares the name."""

from __future__ import annotations

import ast
from dataclasses import replace

from hintloader.checker.symbols import ENCLOSING_DEF, Scope, Symbol


def enclosing_parameter(scope: Scope, name: str) -> tuple[ast.arg, Scope] | None:
    """The parameter ``name`` is, when the innermost function that binds it takes it as one
    (rebound in the body or not), with the scope its annotation is read in (the function's
    own locals left out: ``type: type`` names the builtin); None for other names."""
    for depth, defs in enumerate(scope.local_defs):
        if name not in defs:
            continue
        owner = defs.get(ENCLOSING_DEF)
        func = owner[0] if owner else None
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return None
        args = func.args
        every = [*args.posonlyargs, *args.args, *args.kwonlyargs, *(a for a in (args.vararg, args.kwarg) if a is not None)]
        found = next((a for a in every if a.arg == name), None)
        return None if found is None else (found, replace(scope, local_defs=scope.local_defs[depth + 1:]))
    return None


def annotated_nodes(sym: Symbol) -> list[ast.expr]:
    """The annotations a variable is declared with (``x: Any = ...``)."""
    return [n.annotation for n in sym.nodes if type(n) is ast.AnnAssign]
