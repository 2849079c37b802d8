"""The context a lambda argument of a generic call is inferred in: the callable's formal with
the type variables the other arguments have solved so far put in, and Any for the rest.

mypy infers such a lambda in a second pass for the same reason: without the solution its
parameters would be Any and its body unchecked (``sorted(pairs, key=lambda p: p[0].key)``
with ``pairs: list[tuple[Key | None, int]]`` reads ``.key`` of a possible None)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set

from hintloader.typesystem.model import ANY, AnyType, Type, TypeVarType, make_union, substitute, widen_literal


def context_so_far(formal: Type, type_vars: Sequence[TypeVarType], constraints: Mapping[TypeVarType, list[Type]],
                   literal: Set[TypeVarType]) -> Type:
    """``formal`` with each type variable replaced by what its constraints give so far, its
    literals widened unless it is in ``literal`` (solved only from declared literals).

    A variable nothing has constrained yet, or that an Any constrains, is Any: the lambda's
    own types may still solve it (``map(lambda x: str(x), xs)`` solves the result from the body).
    """
    solved: dict[TypeVarType, Type] = {}
    for tv in type_vars:
        found = constraints.get(tv)
        if not found or any(isinstance(f, AnyType) for f in found):
            solved[tv] = ANY
        else:
            solved[tv] = make_union(found) if tv in literal else widen_literal(make_union(found))
    return substitute(formal, solved)
