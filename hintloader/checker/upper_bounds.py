"""Solving a type variable that only the parameters of callables passed for it bound."""

from __future__ import annotations

from collections.abc import Sequence

from hintloader.typesystem.model import ANY, Type, TypeVarType, has_any, has_type_vars
from hintloader.typesystem.relations import ClassHierarchy, is_assignable, is_subtype


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
