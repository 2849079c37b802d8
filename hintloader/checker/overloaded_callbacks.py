"""An overloaded function passed for a generic callable parameter: the item the call uses."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from hintloader.checker.star_arguments import Argument
from hintloader.typesystem.model import (
    ANY,
    POSITIONAL_KINDS,
    CallableType,
    Instance,
    Overloaded,
    ParamKind,
    Type,
    TypeVarKind,
    TypeVarType,
    TypeType,
    UnionType,
    has_any,
    has_type_vars,
    make_union,
    substitute,
    widen_literal,
)
from hintloader.typesystem.paramlists import paramspec_tail
from hintloader.typesystem.relations import ClassHierarchy, collect_constraints, is_assignable

if TYPE_CHECKING:  # the call checker passes itself and its arguments in
    from hintloader.checker.expressions import ExpressionChecker



A = TypeVar("A", bound=Argument)


def choose_items(ck: ExpressionChecker, t: CallableType, mapping: dict[int, list[A]], checks: Sequence[tuple[A, Type]],
                 constraints: dict[TypeVarType, list[Type]], fresh: set[TypeVarType], uppers: dict[TypeVarType, list[Type]],
                 fits: Callable[[CallableType, list[A]], Type | None], fits_types: Callable[[CallableType, list[Type]], Type | None],
                 erase: Callable[[Type, tuple[TypeVarType, ...]], Type]) -> set[TypeVarType]:
    """Each overloaded argument given for a generic callable parameter becomes the item the
    call uses, and solves the variables as that item would (mypy): with ``Callable[P, R]`` and
    ``*args: P.args, **kwargs: P.kwargs`` the first item those arguments fit, called with them
    (``executor.submit(pow, 2, 3)`` is a ``Future[int]``); otherwise the first item that fits
    the parameter as the other arguments solved it (``map(str.upper, names)`` is a ``map[str]``).
    The variables so solved to a value its own call left partly open (``list()`` is a
    ``list[Any]``) are returned: a context solves them better (mypy's ``list[Never]``)."""
    spec, passed = _spec_arguments(t, mapping)
    prog = ck.prog
    open_values: set[TypeVarType] = set()
    for a, given_for in checks:
        formal = _callable_part(given_for)
        if formal is None or not has_type_vars(formal):
            continue
        over = a.type if type(a.type) is Overloaded else _generic_constructor(prog, a.type)
        if over is None:
            continue
        chosen: CallableType | None = None
        tail = paramspec_tail(formal)
        if tail is not None and tail == spec and passed is not None:
            chosen = _called_item(ck, over, len(formal.params) - 2, passed, fits)
        elif tail is None and not formal.ellipsis:
            known = {tv: widen_literal(make_union(values)) for tv, values in constraints.items()
                     if tv.kind == TypeVarKind.TYPEVAR and values and tv in t.type_vars}
            target = substitute(formal, known)
            # (only where the other arguments solved what the item's parameters take)
            if type(target) is CallableType and not any(has_type_vars(p.type) for p in target.params):
                chosen = fitting_item(ck, over, erase(target, t.type_vars), fits_types)
        if chosen is None:
            continue
        found_here: dict[TypeVarType, list[Type]] = {}
        collect_constraints(formal, chosen, prog, found_here, upper=uppers)
        for tv, values in found_here.items():
            have = constraints.setdefault(tv, [])
            have.extend(v for v in values if v not in have)
        fresh.update(found_here)
        if any(i.type_vars for i in over.items) and has_any(chosen.ret):
            open_values.update(found_here)
    return open_values


def _callable_part(formal: Type) -> CallableType | None:
    """The formal's callable, also the one of an Optional (``Callable[[], V] | None``)."""
    if type(formal) is UnionType:
        found = [i for i in formal.items if type(i) is CallableType]
        rest = [i for i in formal.items if type(i) is not CallableType]
        return found[0] if len(found) == 1 and not any(has_type_vars(i) for i in rest) else None
    return formal if type(formal) is CallableType else None


def _generic_constructor(prog: ClassHierarchy, t: Type | None) -> Overloaded | None:
    """A generic class object's constructors (``defaultdict(list)``: ``list()`` makes the values),
    as the overloaded function they are to a call."""
    if type(t) is not TypeType or type(t.item) is not Instance:
        return None
    sig = prog.call_signature(t)
    if type(sig) is Overloaded:
        return sig
    return Overloaded((sig,)) if type(sig) is CallableType and sig.type_vars else None


def _spec_arguments(t: CallableType, mapping: dict[int, list[A]]) -> tuple[TypeVarType | None, list[A] | None]:
    """The ParamSpec of ``*args: P.args, **kwargs: P.kwargs`` and the arguments given there
    (None when a ``*xs`` or ``**kw`` is among them: what they hold is not known)."""
    spec = paramspec_tail(t) if t.type_vars else None
    if spec is None:
        return None, None
    star, kwstar = len(t.params) - 2, len(t.params) - 1
    passed = sorted(mapping.get(star, []) + mapping.get(kwstar, []), key=lambda a: a.index)
    if any(a.kind in ("star", "dstar") or a.type is None for a in passed):
        return spec, None
    return spec, passed


def _called_item(ck: ExpressionChecker, over: Overloaded, prefix: int, passed: list[A],
                 fits: Callable[[CallableType, list[A]], Type | None]) -> CallableType | None:
    """The first item the arguments fit after its ``prefix`` positional parameters, with the
    result of that call (its own type variables solved by it, Any in its parameters)."""
    for item in over.items:
        if len(item.params) < prefix or any(p.kind not in POSITIONAL_KINDS for p in item.params[:prefix]):
            continue
        ret = fits(replace(item, params=item.params[prefix:]), passed)
        if ret is None:
            continue
        return item if not item.type_vars else _solved(item, ret)
    return None


def fitting_item(ck: ExpressionChecker, over: Overloaded, target: Type,
                 fits_types: Callable[[CallableType, list[Type]], Type | None]) -> CallableType | None:
    """The first item assignable to ``target`` (a generic item: called with the target's
    positional parameter types, its result fitting the target's)."""
    for item in over.items:
        if not item.type_vars:
            if is_assignable(item, target, ck.prog):
                return item
            continue
        if type(target) is not CallableType or target.ellipsis or not all(p.kind in POSITIONAL_KINDS for p in target.params):
            continue
        ret = fits_types(item, [p.type for p in target.params])
        if ret is not None and is_assignable(ret, target.ret, ck.prog):
            return _solved(item, ret)
    return None


def _solved(item: CallableType, ret: Type) -> CallableType:
    """A generic item as one call solved it: that call's result, Any for its variables elsewhere."""
    erased = substitute(replace(item, ret=ANY, type_vars=()), dict.fromkeys(item.type_vars, ANY))
    assert type(erased) is CallableType
    return replace(erased, ret=ret)
