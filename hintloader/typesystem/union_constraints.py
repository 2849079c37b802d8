"""Constraints from an argument for a union parameter of non-variable members (mypy's
``any_constraints``): the one member the argument gives constraints against decides."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hintloader.typesystem.model import Type, TypeVarType

# collect(formal, actual, out): what relations.collect_constraints does for one member.
Collect = Callable[[Type, Type, "dict[TypeVarType, list[Type]]"], None]


def single_member_constraints(members: Sequence[Type], actual: Type, collect: Collect) -> dict[TypeVarType, list[Type]] | None:
    """The constraints ``actual`` gives against the only member of ``members`` it gives any
    against (``type[T] | Callable[[], type[T]]`` for a class: its ``type[T]``); None when none
    or several do (then nothing is certain)."""
    found: list[dict[TypeVarType, list[Type]]] = []
    for member in members:
        trial: dict[TypeVarType, list[Type]] = {}
        collect(member, actual, trial)
        if trial:
            found.append(trial)
    return found[0] if len(found) == 1 else None
