"""PEP 695 type parameter lists (``class C[T: int]``, ``def f[**P]``, ``type A[*Ts] = ...``):
valid bounds and constraints, no name an enclosing list already binds, and no traditional
type variable in a definition that declares its parameters."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import Scope
from hintloader.checker.typevar_decls import check_default
from hintloader.typesystem.model import SELF_SCOPE, Type, TypeVarKind, TypeVarType, collect_type_vars

if TYPE_CHECKING:  # the statement checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def check_list(ck: ExpressionChecker, node: ast.AST, outer: Scope, inner: Scope) -> None:
    """``node``'s own type parameters: ``outer`` is the scope the definition stands in,
    ``inner`` the scope its parameters are read in (the list itself included)."""
    params = getattr(node, "type_params", None) or []
    if not params or ck.quiet:
        return
    conv = TypeConverter(ck.prog, inner, ck.reporter)
    for p in params:
        name = getattr(p, "name", "")
        if name in outer.type_vars:
            ck.error(p, "misc", f'"{name}" already defined as a type parameter')
        bound = getattr(p, "bound", None)
        upper: Type | None = None
        constraints: list[Type] = []
        if type(bound) is ast.List:
            ck.error(bound, "valid-type", 'Bracketed expression "[...]" is not valid as a type')
        elif type(bound) is ast.Tuple:
            if len(bound.elts) < 2:
                ck.error(bound, "misc", "Type variable must have at least two constrained types")
            for elt in bound.elts:
                constraints.append(conv.convert(elt, top=False))
                _not_generic(ck, elt, constraints[-1], "constraint")
        elif bound is not None:
            upper = conv.convert(bound, top=False)
            _not_generic(ck, bound, upper, "bound")
        default = getattr(p, "default_value", None)  # (3.13: ``class C[T: int = bool]``)
        if default is not None:
            # The default fits the bound or is one of the constraints, as TypeVar(default=...).
            check_default(ck, conv, _MAKERS.get(type(p).__name__, "TypeVar"), default, upper, constraints if len(constraints) > 1 else [])


def check_defaults_order(ck: ExpressionChecker, node: ast.AST, params: list[TypeVarType] | tuple[TypeVarType, ...]) -> None:
    """A generic class's or alias's parameters, in order (PEP 696): after a default only
    defaults, no defaulted TypeVar after a TypeVarTuple, and a default names only the
    parameters before it."""
    with_default: TypeVarType | None = None
    after_tuple = False
    for i, p in enumerate(params):
        if p.default is not None:
            with_default = with_default or p
            if after_tuple and p.kind == TypeVarKind.TYPEVAR:
                ck.error(node, "type-var", "A type variable with default cannot follow TypeVarTuple")
            earlier: list[TypeVarType] = []
            collect_type_vars(p.default, earlier)
            if any(all(e.name != q.name for q in params[:i]) for e in earlier):
                ck.error(node, "misc", f'Type parameter "{p.name}" has a default type that refers to one or more type variables that are out of scope')
        elif with_default is not None and p.kind != TypeVarKind.TYPEVARTUPLE:
            ck.error(node, "misc", f'"{p.name}" cannot appear after "{with_default.name}" in type parameter list because it has no default type')
        after_tuple = after_tuple or p.kind == TypeVarKind.TYPEVARTUPLE


_MAKERS = {"TypeVar": "TypeVar", "ParamSpec": "ParamSpec", "TypeVarTuple": "TypeVarTuple"}


def _not_generic(ck: ExpressionChecker, node: ast.expr, t: Type, what: str) -> None:
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    if found:
        ck.error(node, "valid-type", f'TypeVar {what} cannot be generic: type variable "{found[0].name}" is unbound here')


def check_undeclared(ck: ExpressionChecker, where: ast.AST, t: Type, scope: Scope) -> None:
    """A definition with a type parameter list (or inside a class with one) binds only those:
    a traditional ``TypeVar`` in it is bound by nothing (PEP 695, "Compatibility with
    traditional TypeVars")."""
    if ck.quiet:
        return
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    declared = set(scope.type_vars.values()) | set(scope.cls.type_params if scope.cls is not None else ())
    for tv in found:
        if tv not in declared and tv.scope != SELF_SCOPE:
            ck.error(where, "valid-type", f'All type parameters should be declared ("{tv.name}" not declared)')
            return
