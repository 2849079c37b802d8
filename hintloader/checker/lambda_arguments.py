"""The context a lambda argument of a generic call is inferred in: the callable's formal with
the type variables the other arguments have solved so far put in, and Any for the rest.

mypy infers such a lambda in a second pass for the same reason: without the solution its
parameters would be Any and its body unchecked (``sorted(pairs, key=lambda p: p[0].key)``
with ``pairs: list[tuple[Key | None, int]]`` reads ``.key`` of a possible None). And where a
lambda's parameters do not fit its context at all, which mypy reports."""

from __future__ import annotations

import ast
from collections.abc import Mapping, Sequence, Set

from hintloader.typesystem.model import (ANY, POSITIONAL_KINDS, AnyType, CallableType, ParamKind, Type, TypeVarType, UnionType, is_variadic,
                                         make_union, substitute, union_items, widen_literal)


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
        if not found or any(type(f) is AnyType for f in found):
            solved[tv] = ANY
        else:
            solved[tv] = make_union(found) if tv in literal else widen_literal(make_union(found))
    return substitute(formal, solved)


def context_misfits(node: ast.Lambda, context: Type) -> bool:
    """Whether a lambda's parameters differ in number or kind from those of the callable it is
    written for (``lambda v, _, b=base: ...`` returned for a ``Callable[[Any, Any], Any]``):
    mypy cannot use the context then, and says it cannot infer the lambda's type. A context of
    ``...`` or a ParamSpec, or a lambda with ``*args`` / ``**kwargs``, is no misfit (mypy)."""
    items = [t for t in union_items(context) if type(t) is CallableType]
    if len(items) != 1 or not isinstance(context, (CallableType, UnionType)):
        return False
    ctx = items[0]
    a = node.args
    if ctx.ellipsis or ctx.any_tail or a.vararg is not None or a.kwarg is not None:
        return False
    if any(p.kind in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD) or is_variadic(p.type) for p in ctx.params):
        return False
    positional = [*a.posonlyargs, *a.args]
    first_default = len(positional) - len(a.defaults)
    mine = [("pos", i >= first_default) for i in range(len(positional))]
    mine += [("named", d is not None) for d in a.kw_defaults]
    theirs = [("pos" if p.kind in POSITIONAL_KINDS else "named", p.has_default)
              for p in ctx.params]
    return mine != theirs
