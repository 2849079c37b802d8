"""What ``reveal_type`` shows: the inferred type, with class objects written as mypy writes them.

A class used as a value (``C``, ``list[int]``, an alias of a class) is shown as its constructor
(``def (x: int) -> C``), wherever it sits in the type (``dict[str, def () -> C]``); a value
declared ``type[C]`` stays ``type[C]``. Messages other than the reveal keep ``type[C]``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.typesystem.model import (
    CallableType,
    Instance,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    TypeVarType,
    UnboundedItems,
    UnionType,
    substitute,
)

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def revealed(ck: ExpressionChecker, t: Type) -> Type:
    """``t`` with each class object replaced by its constructor's signature."""
    if type(t) is TypeType:
        if not t.class_object:
            return t
        from hintloader.checker.calls import signature_of_callable

        sig = signature_of_callable(ck, t)
        if not isinstance(sig, (CallableType, Overloaded)):
            return t
        return _applied(ck, sig, t.item)
    if type(t) is Instance and t.args:
        return replace(t, args=tuple(revealed(ck, a) for a in t.args))
    if type(t) is UnionType:
        return replace(t, items=tuple(revealed(ck, i) for i in t.items))
    if type(t) is TupleType:
        return replace(t, items=tuple(revealed(ck, i) for i in t.items))
    if type(t) is UnboundedItems:
        return replace(t, item=revealed(ck, t.item))
    return t


def _applied(ck: ExpressionChecker, sig: CallableType | Overloaded, made: Type) -> CallableType | Overloaded:
    """The constructor of ``Box[int]``: the class's parameters replaced by the arguments
    written (``def (item: int) -> Box[int]``, not ``def [T] (item: T) -> Box[T]``)."""
    info = ck.prog.class_by_name(made.name) if type(made) is Instance and made.args else None
    if info is None or type(made) is not Instance or len(info.type_params) != len(made.args):
        return sig
    mapping: dict[TypeVarType, Type] = dict(zip(info.type_params, made.args))
    if type(sig) is Overloaded:
        return Overloaded(tuple(_applied_item(item, mapping) for item in sig.items))
    return _applied_item(sig, mapping)


def _applied_item(item: CallableType, mapping: dict[TypeVarType, Type]) -> CallableType:
    bound = {tv: t for tv, t in mapping.items() if tv in item.type_vars}
    if not bound:
        return item
    own = tuple(tv for tv in item.type_vars if tv not in bound)
    applied = substitute(replace(item, type_vars=()), bound)
    return replace(applied, type_vars=own) if type(applied) is CallableType else item
