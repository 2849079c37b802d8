"""The values a call gives the ParamSpecs and TypeVarTuples of the function it calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.checker import paramspec_calls
from hintloader.checker.star_arguments import spread_item_type
from hintloader.typesystem.model import (
    ANY,
    NEVER,
    POSITIONAL_KINDS,
    CallableType,
    ParamKind,
    TupleType,
    Type,
    TypeVarKind,
    TypeVarType,
    UnboundedItems,
    has_type_vars,
    substitute,
    widen_literal,
)
from hintloader.typesystem.relations import ClassHierarchy, join
from hintloader.typesystem.tuples import is_bounded, tuple_items, tuple_var_value

if TYPE_CHECKING:  # calls.py passes its arguments in
    from hintloader.checker.calls import Arg


def solve_variadic(t: CallableType, mapping: dict[int, list[Arg]], args: list[Arg], constraints: dict[TypeVarType, list[Type]],
                   prog: ClassHierarchy) -> dict[TypeVarType, Type]:
    """Values of the ParamSpecs and TypeVarTuples of a call: ``*args: *Ts`` takes the types of
    the extra positional arguments (none given: ``()``; ``*xs`` of a tuple of known length
    gives its items); otherwise a value found for a callable or tuple argument, one for all
    (see ``tuple_var_value``); otherwise Any."""
    out: dict[TypeVarType, Type] = {}
    for tv in t.type_vars:
        if tv.kind == TypeVarKind.TYPEVAR:
            continue
        star = next((i for i, p in enumerate(t.params) if p.kind == ParamKind.VAR_POSITIONAL and p.type == tv), None)
        if tv.kind == TypeVarKind.TYPEVARTUPLE and star is not None:
            if any(a.kind == "star" for a in args):
                out[tv] = _spread_value(t, star, mapping, args, prog)
            else:
                out[tv] = TupleType(tuple(widen_literal(a.type or ANY) for a in mapping.get(star, [])))
            continue
        found = constraints.get(tv)
        if found and tv.kind == TypeVarKind.TYPEVARTUPLE:
            out[tv] = tuple_var_value([widen_literal(f) for f in found], lambda a, b: join(a, b, prog))
            continue
        if found and tv.kind == TypeVarKind.PARAMSPEC:
            out[tv] = paramspec_calls.common_list(found, prog)
            continue
        if not found and tv.default is not None and not has_type_vars(tv.default):
            out[tv] = tv.default  # nothing solves it: its PEP 696 default
            continue
        out[tv] = widen_literal(found[0]) if found and all(f == found[0] for f in found) else ANY
    return out


def _spread_value(t: CallableType, star: int, mapping: dict[int, list[Arg]], args: list[Arg], prog: ClassHierarchy) -> Type:
    """``*args: *Ts`` given ``f(1, *pair)``: the items spread, in order, when none may fill a
    parameter before ``*args``. A tuple of known length gives its items; one of unknown length,
    or a generic iterable, its ``*tuple[X, ...]`` among the others (mypy and pyright: ``f(cb,
    loop, *rest)`` with ``rest: tuple[Any, ...]`` solves ``(AbstractEventLoop, *tuple[Any,
    ...])``, whose known items the callback must still take). A second spread of unknown length
    cannot be written as one tuple: Any then, as for a spread value of unknown type."""
    for i, p in enumerate(t.params[:star]):
        if p.kind in POSITIONAL_KINDS and not mapping.get(i):
            return ANY  # a spread tuple may fill it: where its items go is not known
    if any(p.kind == ParamKind.POSITIONAL_ONLY for p in t.params[star + 1:]):
        return ANY
    extra = {id(a) for a in mapping.get(star, [])}
    items: list[Type] = []
    unbounded = False
    for a in args:
        if a.kind == "pos" and id(a) in extra:
            items.append(widen_literal(a.type or ANY))
        elif a.kind == "star":
            spread = _spread_items(a.type, prog) if a.type is not None else None
            if spread is None or (unbounded and not is_bounded(spread)):
                return ANY
            unbounded = unbounded or not is_bounded(spread)
            items.extend(widen_literal(i) for i in spread)
    return TupleType(tuple(items))


def _spread_items(spread: Type, prog: ClassHierarchy) -> tuple[Type, ...] | None:
    """The items ``*spread`` gives: a tuple's, or any number of a generic iterable's items
    (star_arguments.spread_item_type); None when that is not known."""
    found = tuple_items(spread)
    if found is not None:
        return found
    item = spread_item_type(spread, prog)
    return None if item is None else (UnboundedItems(item),)


def disputed_tuple_var(formal: Type, variadic: dict[TypeVarType, Type], constraints: dict[TypeVarType, list[Type]]) -> TypeVarType | None:
    """The TypeVarTuple in ``formal`` that the arguments constrain to different values."""
    for tv in variadic:
        found = constraints.get(tv) if tv.kind == TypeVarKind.TYPEVARTUPLE else None
        if found and len({widen_literal(f) for f in found}) > 1 and substitute(formal, {tv: NEVER}) != formal:
            return tv
    return None
