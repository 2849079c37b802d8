"""``functools.partial(f, ...)``: the arguments given are checked against ``f``'s parameters, as
mypy's partial plugin and pyright do (typeshed's constructor takes anything); the ones left out
are the partial's to take later, so none is missing."""

from __future__ import annotations

from dataclasses import replace

from hintloader.typesystem.model import POSITIONAL_KINDS, CallableType, Instance, Param, ParamKind, Type, TypeType, TypeVarKind, TypeVarType

_VARIADIC = (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD)


def is_partial_class(callee: Type) -> bool:
    return type(callee) is TypeType and type(callee.item) is Instance and callee.item.name == "functools.partial"


def bound_now(fn: Type) -> CallableType | None:
    """What the arguments given to ``partial`` are checked against: ``fn`` with every parameter
    optional. None for what is left to other rules (overloads, classes, ``...`` or ParamSpec
    and TypeVarTuple signatures)."""
    if type(fn) is not CallableType or fn.ellipsis or any(v.kind != TypeVarKind.TYPEVAR for v in fn.type_vars):
        return None
    if any(p.kind in _VARIADIC and type(p.type) is TypeVarType and p.type.kind != TypeVarKind.TYPEVAR for p in fn.params):
        return None  # ``*args: P.args``, ``*args: *Ts``
    return replace(fn, params=tuple(p if p.kind in _VARIADIC else Param(p.name, p.type, p.kind, True) for p in fn.params))


def left_to_call(fn: CallableType, positional: int, keywords: set[str]) -> CallableType | None:
    """What calling ``partial(fn, <positional args>, <keywords>=...)`` takes: ``fn`` without its
    first ``positional`` parameters, the ones given by keyword optional; from the first of those
    that could be passed by position on, parameters are keyword-only (a positional argument
    would fill it twice). None for shapes left to run time."""
    params = list(fn.params)
    kept: list[Param] = []
    for p in params:
        if positional and p.kind in POSITIONAL_KINDS:
            positional -= 1
            continue
        kept.append(p)
    if positional and not any(p.kind == ParamKind.VAR_POSITIONAL for p in kept):
        return None  # more given than it takes: reported where the partial is made
    named = {p.name for p in kept if p.name}
    if not keywords <= named and not any(p.kind == ParamKind.VAR_KEYWORD for p in kept):
        return None
    first = next((i for i, p in enumerate(kept) if p.name in keywords and p.kind == ParamKind.POSITIONAL_OR_KEYWORD), len(kept))
    if any(p.kind in (ParamKind.POSITIONAL_ONLY, ParamKind.VAR_POSITIONAL) for p in kept[first:]):
        return None
    return replace(fn, params=tuple(
        Param(p.name, p.type, ParamKind.KEYWORD_ONLY if i >= first and p.kind == ParamKind.POSITIONAL_OR_KEYWORD else p.kind,
              p.has_default or p.name in keywords)
        for i, p in enumerate(kept)))


def filled_params(fn: CallableType, positional: int, keywords: set[str]) -> list[Param]:
    """The parameters of ``fn`` that ``positional`` arguments and ``keywords`` given fill."""
    filled: list[Param] = []
    for p in fn.params:
        if positional and p.kind in (ParamKind.POSITIONAL_ONLY, ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.VAR_POSITIONAL):
            filled.append(p)
            if p.kind != ParamKind.VAR_POSITIONAL:
                positional -= 1
            continue
        if p.name in keywords and p.kind != ParamKind.POSITIONAL_ONLY or p.kind == ParamKind.VAR_KEYWORD and keywords:
            filled.append(p)
    return filled
