"""The type variables a method binds, seen from outside it (typing spec, "Scoping rules for type
variables": a type variable the class does not bind is bound anew by each method that uses it).

An attribute typed by what a method stores (``self.callback = callback`` with ``callback:
Callable[[T], R]``) holds that method's ``T``: read in another method, whose own ``T`` is another
variable, a value of that ``T`` does not fit it (mypy: ``Argument 1 has incompatible type
"T@__call__"; expected "T@__init__"``). The stored type's variables are renamed to the defining
method's (their scope gets ``@Class.method``); the defining method reads them back as its own.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import SELF_SCOPE, Type, TypeVarKind, TypeVarType, collect_type_vars, has_type_vars, substitute

if TYPE_CHECKING:
    from hintloader.checker.expressions import FuncCtx
    from hintloader.checker.symbols import ClassInfo

_MARK = "@"  # no declared type variable's full name holds it


def binder(info: ClassInfo, method: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
    return f"{info.fullname}.{method.name}"


def stored_by_method(t: Type, info: ClassInfo, method: ast.FunctionDef | ast.AsyncFunctionDef) -> Type:
    """``t``, a type written in ``method`` of ``info``, with the variables the method binds made
    its own. Unchanged in a class defined inside a function (that function may bind them); a
    ParamSpec or TypeVarTuple is kept as it was (the variables beside it are renamed all the same:
    ``Callable[P, R]`` stored beside a ``Future[R]`` holds the same R)."""
    if not has_type_vars(t) or info.scope.local_defs:
        return t
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    owner = binder(info, method)
    mine = {tv for tv in found
            if tv not in info.type_params and tv.scope != SELF_SCOPE and _MARK not in tv.scope and tv.scope != owner
            and tv.kind == TypeVarKind.TYPEVAR}
    if not mine:
        return t
    renamed: dict[TypeVarType, Type] = {tv: _renamed(tv, f"{tv.scope}{_MARK}{owner}") for tv in mine}
    return substitute(t, renamed)


def read_in(t: Type, ctx: FuncCtx) -> Type:
    """``t`` as the function of ``ctx`` sees it: its own variables given back their plain scope;
    all of them outside a method (a function nested in the defining method binds nothing anew,
    and which method encloses one is not known here: the variables stay one)."""
    if not has_type_vars(t):
        return t
    info = ctx.method_of
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    suffix = _MARK if info is None else f"{_MARK}{info.fullname}.{ctx.name}"
    own: dict[TypeVarType, Type] = {tv: _renamed(tv, tv.scope.partition(_MARK)[0]) for tv in found
           if (_MARK in tv.scope if info is None else tv.scope.endswith(suffix))}
    return substitute(t, own) if own else t


def distinct_names(a: Type, b: Type, here: str) -> tuple[Type, Type]:
    """Two types for one message, where a type variable's name would stand for two variables
    (one the current function ``here`` binds, one another method's stored one): each shown as
    ``T@method``, as mypy does. Other variables keep their names."""
    if not (has_type_vars(a) and has_type_vars(b)):
        return a, b
    found: list[TypeVarType] = []
    collect_type_vars(a, found)
    collect_type_vars(b, found)
    scopes: dict[str, set[str]] = {}
    for tv in found:
        scopes.setdefault(tv.name, set()).add(tv.scope)
    leaked = {tv.name for tv in found if _MARK in tv.scope}
    clashing = {tv for tv in found if tv.name in leaked and len(scopes[tv.name]) > 1}
    if not clashing:
        return a, b
    named: dict[TypeVarType, Type] = {tv: _renamed(tv, tv.scope, f"{tv.name}@{_binder_name(tv, here)}") for tv in clashing}
    return substitute(a, named), substitute(b, named)


def _binder_name(tv: TypeVarType, here: str) -> str:
    _, mark, owner = tv.scope.partition(_MARK)
    return owner.rpartition(".")[2] if mark else here


def _renamed(tv: TypeVarType, scope: str, name: str | None = None) -> TypeVarType:
    return TypeVarType(tv.name if name is None else name, scope, tv.bound, tv.values, tv.variance, tv.default, tv.kind)
