"""Unsafely overlapping overload items: shared arguments, a later item wider, an earlier return outside the later's (mypy's rule)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from hintloader.typesystem.model import CallableType, Instance, Param, Type, TypeVarKind, TypeVarType, UnionType, collect_type_vars, make_union, substitute
from hintloader.typesystem.overlaps import overlapping, paired_params, stand_ins
from hintloader.typesystem.relations import PROMOTIONS, ClassHierarchy, Verdict, is_assignable, is_subtype, map_to_supertype

Relation = Callable[[Type, Type, ClassHierarchy], Verdict]

# A generic item is compared as each combination of its variables' constraints up to this many.
_MAX_VARIANTS = 16


def unsafe_overlap(earlier: CallableType, later: CallableType, hierarchy: ClassHierarchy) -> bool:
    """Whether some arguments fit both items, the later one takes more besides, and the earlier
    one's return type is no subset of the later one's: a value declared as the later item's
    parameter type picks the later item statically, yet may run the earlier one.

    Whole signatures are compared (a method's ``self`` too: ``self: A[int]`` and ``self: A[str]``
    share no receiver); a type variable stands for each of its constraints, else its bound, the
    class's variables of a method included (mypy's expand_callable_variants)."""
    for mine in _variants(earlier):
        for theirs in _variants(later):
            if _subset(mine.ret, theirs.ret, hierarchy, is_assignable):
                continue
            pairs = paired_params(mine, theirs, required_only=True)
            if pairs is None or not all(overlapping(a, b, hierarchy) for a, b in pairs):
                continue
            if all(_subset(b, a, hierarchy, is_subtype) for a, b in pairs):
                continue  # the later item takes nothing the earlier does not (never chosen, reported apart)
            return True
    return False


def flipping_fixes(earlier: CallableType, later: CallableType, hierarchy: ClassHierarchy) -> bool:
    """Whether the two items in the other order overlap safely, the first still reachable (mypy's
    "Flipping the order of overloads will fix this error")."""
    return not unsafe_overlap(later, earlier, hierarchy) and not _shadows(later, earlier, hierarchy)


def _shadows(broad: CallableType, narrow: CallableType, hierarchy: ClassHierarchy) -> bool:
    """Whether ``broad`` placed first takes every argument ``narrow`` does (mypy's
    overload_can_never_match): its own type variables stand for their constraints or bound,
    ``narrow``'s stay variables (all they may stand for must fit)."""
    erased: dict[TypeVarType, Type] = {tv: make_union(list(stand_ins(tv))) for tv in broad.type_vars}
    params = tuple(Param(p.name, substitute(p.type, erased), p.kind, p.has_default) for p in broad.params)
    pairs = paired_params(CallableType(params, broad.ret), narrow)
    return pairs is not None and all(is_subtype(b, a, hierarchy) for a, b in pairs)


def _variants(item: CallableType) -> list[CallableType]:
    """The item with each combination of its type variables' constraints (or bound) in place;
    none for a signature no combination can stand for (``...``, a ParamSpec, a TypeVarTuple)."""
    if item.ellipsis or item.any_tail:
        return []
    found: list[TypeVarType] = []
    for p in item.params:
        collect_type_vars(p.type, found)
    collect_type_vars(item.ret, found)
    variables = list(dict.fromkeys(found))
    if not variables:
        return [item]
    if any(v.kind != TypeVarKind.TYPEVAR for v in variables):
        return []
    choices = [stand_ins(v) for v in variables]
    out: list[CallableType] = []
    for combination in itertools.islice(itertools.product(*choices), _MAX_VARIANTS):
        mapping: dict[TypeVarType, Type] = dict(zip(variables, combination))
        params = tuple(Param(p.name, substitute(p.type, mapping), p.kind, p.has_default) for p in item.params)
        out.append(CallableType(params, substitute(item.ret, mapping), item.name))
    return out


def _subset(a: Type, b: Type, hierarchy: ClassHierarchy, relate: Relation) -> bool:
    """Whether every value of ``a`` is a value of ``b``, type arguments compared covariantly
    (mypy's is_subset_no_promote): what one call returns is not written through the other's type,
    so ``list[int]`` counts as within ``list[int | None]``."""
    if type(a) is Instance and type(b) is Instance and b.name in PROMOTIONS.get(a.name, ()):
        return False  # (an int is no float at run time)
    if relate(a, b, hierarchy):
        return True
    if type(a) is UnionType:
        return all(_subset(i, b, hierarchy, relate) for i in a.items)
    if type(b) is UnionType:
        return any(_subset(a, i, hierarchy, relate) for i in b.items)
    if type(a) is Instance and type(b) is Instance:
        mapped = map_to_supertype(a, b.name, hierarchy)
        return mapped is not None and len(mapped.args) == len(b.args) and all(
            _subset(x, y, hierarchy, relate) for x, y in zip(mapped.args, b.args))
    return False
