"""A named function passed where a generic callable is expected: its parameters must take what
the call solved the type variables to (``sorted(rows, key=f)``: f must accept a row).

The other arguments are checked against formals whose plain type variables are left open (the
solver speaks for them); a callback's parameters are contravariant, so a solution from the other
arguments that the callback cannot take is a mismatch mypy reports (``Argument "key" to "sorted"
has incompatible type "Callable[[tuple[RowKey, dict[ColumnKey | str, CellType]]], Any]"``). Only
fully known solutions are used: an unknown part leaves the formal open as before. A formal that
returns a type variable (``converter: Callable[[S], T]``) is inferred by mypy in a second pass,
after the others, so its mismatch is reported elsewhere; it stays open here."""

from __future__ import annotations

import ast

from hintloader.typesystem.model import CallableType, Type, TypeVarKind, TypeVarType, collect_type_vars, has_any, has_type_vars


def solved_for_callback(node: ast.AST | None, actual: Type | None, formal: Type, solution: dict[TypeVarType, Type],
                        known: dict[TypeVarType, Type], own: tuple[TypeVarType, ...]) -> dict[TypeVarType, Type]:
    """``known`` with the solution of the type variables the formal's parameters name, when the
    argument is a named function (no lambda, which was inferred in the formal's context) and
    the formal a callable. A solution may hold the caller's type variables (fixed types there),
    not the callee's ``own``."""
    if type(formal) is not CallableType or type(actual) is not CallableType or type(node) is ast.Lambda:
        return known
    found: list[TypeVarType] = []
    for p in formal.params:
        collect_type_vars(p.type, found)
    collect_type_vars(formal.ret, found)
    extra = {tv: solution[tv] for tv in found
             if tv.kind == TypeVarKind.TYPEVAR and tv not in known and tv in solution
             and not has_any(solution[tv]) and not _mentions(solution[tv], own)}
    return {**known, **extra} if extra else known


def _mentions(t: Type, own: tuple[TypeVarType, ...]) -> bool:
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return any(tv in own for tv in found)
