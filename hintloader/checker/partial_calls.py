"""``functools.partial(f, ...)``: the arguments given are checked against ``f``'s parameters, as
mypy's partial plugin and pyright do (typeshed's constructor takes anything); the ones left out
are the partial's to take later, so none is missing."""

from __future__ import annotations

from dataclasses import replace

from hintloader.typesystem.model import CallableType, Instance, Param, ParamKind, Type, TypeType, TypeVarKind, TypeVarType

_VARIADIC = (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD)


def is_partial_class(callee: Type) -> bool:
    return isinstance(callee, TypeType) and isinstance(callee.item, Instance) and callee.item.name == "functools.partial"


def bound_now(fn: Type) -> CallableType | None:
    """What the arguments given to ``partial`` are checked against: ``fn`` with every parameter
    optional. None for what is left to other rules (overloads, classes, ``...`` or ParamSpec
    and TypeVarTuple signatures)."""
    if not isinstance(fn, CallableType) or fn.ellipsis or any(v.kind != TypeVarKind.TYPEVAR for v in fn.type_vars):
        return None
    if any(p.kind in _VARIADIC and isinstance(p.type, TypeVarType) and p.type.kind != TypeVarKind.TYPEVAR for p in fn.params):
        return None  # ``*args: P.args``, ``*args: *Ts``
    return replace(fn, params=tuple(p if p.kind in _VARIADIC else Param(p.name, p.type, p.kind, True) for p in fn.params))
