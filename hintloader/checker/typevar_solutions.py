"""Solving a type variable where the lower bounds of a call alone do not settle it: the upper
bounds callables give, the constraints it must pick from."""

from __future__ import annotations

from collections.abc import Sequence

from typing import TYPE_CHECKING

from hintloader.checker.joins import join_items
from hintloader.typesystem.model import ANY, CallableType, Instance, Type, TypeVarType, Variance, has_any, has_literal, has_type_vars, make_union, union_items, widen_literal
from hintloader.typesystem.relations import ClassHierarchy, is_assignable, is_same_type, is_subtype, map_to_supertype

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def lowest_upper_bound(tv: TypeVarType, uppers: Sequence[Type], prog: ClassHierarchy) -> Type:
    """``def f(cb: Callable[[T], None]) -> T`` given ``(int) -> None``: T is int, the bound that
    every other bound contains (mypy solves from upper bounds when no lower one exists). Any
    when there is none, the bounds disagree, or the variable is constrained or bounded apart."""
    if not uppers or tv.values:
        return ANY
    for candidate in uppers:
        if has_type_vars(candidate) or has_any(candidate):
            continue
        if not all(is_subtype(candidate, other, prog) for other in uppers):
            continue
        if tv.bound is not None and (has_type_vars(tv.bound) or not is_assignable(candidate, tv.bound, prog)):
            return ANY
        return candidate
    return ANY


def constraint_conflict(tv: TypeVarType, found: Sequence[Type], prog: Program) -> Type | None:
    """``concat(s, b)`` for ``AnyStr = TypeVar("AnyStr", str, bytes)``: each argument fits one
    constraint, but no constraint takes them all; so for one ``str | bytes`` argument (a union
    is not split against a constraint: typing spec, "constrained type variables"). The join of
    the arguments, which mypy names in its error; None when one constraint fits or an argument
    is unknown or generic (an argument that fits no constraint is reported on its own)."""
    if not tv.values or not found:
        return None
    items = [widen_literal(f) for f in found]
    if any(has_any(i) or has_type_vars(i) for i in items):
        return None
    members = [m for i in items for m in union_items(i)]
    if not all(any(is_assignable(m, v, prog) for v in tv.values) for m in members):
        return None
    if any(all(is_assignable(i, v, prog) for i in items) for v in tv.values):
        return None
    return join_items(prog, list(dict.fromkeys(items))) or make_union(items)


def unfit_value(tv: TypeVarType, found: Sequence[Type], prog: Program) -> Type | None:
    """``g(floats)`` for ``def g(x: Iterable[T])`` with ``T = TypeVar("T", int, str)``: no
    value fits any constraint; the join of the values, which mypy names. None where a value is
    unknown or generic, or one fits a constraint (constraint_conflict's case)."""
    items = [widen_literal(f) for f in found]
    if not tv.values or not items or any(has_any(i) or has_type_vars(i) for i in items):
        return None
    if any(is_assignable(m, v, prog) for i in items for m in union_items(i) for v in tv.values):
        return None
    return join_items(prog, list(dict.fromkeys(items))) or make_union(items)


def invariant_conflict(t: CallableType, checks: Sequence[tuple[Type | None, Type]], prog: Program) -> TypeVarType | None:
    """``takes_two(xs, ys)`` for ``def takes_two(x: list[T], y: list[T])`` with a ``list[int]``
    and a ``list[str]``: where T is an invariant type argument, the argument's own type
    argument is T's only value, and two different ones leave no value for T (mypy: "Cannot infer
    value of type parameter"). Only arguments whose types are known, without Any, literals or
    type variables, count."""
    exact: dict[TypeVarType, list[Type]] = {}
    spoilt: set[TypeVarType] = set()
    for actual, formal in checks:
        if not isinstance(formal, Instance) or not formal.args or not isinstance(actual, Instance):
            continue
        info = prog.class_by_name(formal.name)
        mapped = map_to_supertype(actual, formal.name, prog)
        if info is None or mapped is None or len(mapped.args) != len(formal.args) or len(info.type_params) != len(formal.args):
            continue
        for declared, f_arg, a_arg in zip(info.type_params, formal.args, mapped.args):
            if not isinstance(f_arg, TypeVarType) or f_arg not in t.type_vars or declared.variance != Variance.INVARIANT:
                continue
            if has_any(a_arg) or has_type_vars(a_arg) or has_literal(a_arg):
                spoilt.add(f_arg)
            exact.setdefault(f_arg, []).append(a_arg)
    for tv, values in exact.items():
        if tv not in spoilt and any(not is_same_type(values[0], v, prog) for v in values[1:]):
            return tv
    return None
