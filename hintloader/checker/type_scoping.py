"""Which traditional type variables a body may use (typing spec, "Scoping rules for type
variables"): those its enclosing generic functions and class bind. The scopes built here carry
them (``Scope.bound``); the type converter reports any other as unbound."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import type_params
from hintloader.checker.symbols import ClassInfo, Scope, class_scope
from hintloader.typesystem.model import SELF_SCOPE, CallableType, Instance, Type, TypeVarKind, TypeVarType, collect_type_vars

if TYPE_CHECKING:  # the statement checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def body_bound(outer: Scope, sig: Type) -> frozenset[TypeVarType] | None:
    """What a function body may use: what its definition's scope may, and its signature's."""
    if outer.bound is None or type(sig) is not CallableType:
        return None
    found: list[TypeVarType] = []
    collect_type_vars(sig, found)
    return outer.bound | frozenset(tv for tv in found if tv.scope != SELF_SCOPE)


def declares_params(node: ast.AST) -> bool:
    """A def with its own type parameter list (PEP 695): it binds no traditional type variable
    (a method without one may still use them, in a class with a list or without)."""
    return bool(getattr(node, "type_params", None))


def enter_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> Scope:
    """The scope of the class body (the class's own type variables bound, with those of the
    functions around it), after checking the class's parameters against the scope the class
    statement stands in: a class nested in a generic class or function may not take a type
    variable the enclosing one binds."""
    outer = ck.ctx.scope
    scope = class_scope(info)
    if not ck.quiet:
        type_params.check_list(ck, node, outer, info.scope)
        if getattr(node, "type_params", None):
            for base in info.bases:
                type_params.check_undeclared(ck, node, base, info.scope)
        elif outer.bound:
            taken = next((tv for tv in info.type_params if tv in outer.bound), None)
            if taken is not None:
                where = "class" if ck.ctx.kind == "class" else "function"
                ck.error(node, "valid-type", f'Type variable "{taken.name}" is bound by an outer {where}')
    if outer.bound is not None:
        inherited = outer.bound if ck.ctx.kind == "function" else frozenset()
        scope.bound = inherited | frozenset(info.type_params)
    return scope


def check_value_expression(ck: ExpressionChecker, node: ast.expr, t: Type) -> None:
    """A type written as a value (``list[T]()``) where nothing binds its type variable."""
    bound = ck.ctx.scope.bound
    if bound is None or ck.quiet:
        return
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    declared = set(ck.ctx.scope.type_vars.values())
    for tv in found:
        if tv not in bound and tv not in declared and tv.scope != SELF_SCOPE:
            what = f'TypeVarTuple "{tv.name}"' if tv.kind == TypeVarKind.TYPEVARTUPLE else f'Type variable "{tv.scope}"'
            ck.error(node, "valid-type", f"{what} is unbound")
            return


_PARAM_CLASSES = {TypeVarKind.TYPEVAR: "typing.TypeVar", TypeVarKind.PARAMSPEC: "typing.ParamSpec", TypeVarKind.TYPEVARTUPLE: "typing.TypeVarTuple"}


def type_param_value(ck: ExpressionChecker, name: str) -> Type | None:
    """A PEP 695 type parameter read as a value (``print(T)`` in the body of ``def f[T]``): the
    ``TypeVar`` (``ParamSpec``, ``TypeVarTuple``) object its annotation scope binds. A class
    body's own binding of the name comes first; names of functions are the caller's to check."""
    ctx = ck.ctx
    tv = ctx.scope.type_vars.get(name)
    if tv is None or name in ctx.globals_decl:
        return None
    if ctx.kind == "class" and ctx.scope.cls is not None and ck.prog.class_body_symbol(ctx.scope.cls, name) is not None:
        return None
    return Instance(_PARAM_CLASSES[tv.kind])


def outer_bound_type_vars(outer: Scope) -> set[TypeVarType]:
    """The type variables a def in ``outer`` uses as its enclosing scopes bind them: those of
    the class whose method it is nested in, and of the generic functions around it."""
    found: set[TypeVarType] = set(outer.bound or ())
    if outer.cls is None and outer.self_class is not None:
        found.update(outer.self_class.type_params)
    return found
