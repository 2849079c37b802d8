"""Whether two types share a value, as the overload checks ask it (mypy's is_overlapping_types for overloads).

Stricter than "either is assignable to the other": Any overlaps only ``object``, ``None`` does not
overlap ``object`` (an item for None before one for anything is how a default is spelled), no
numeric promotion counts (an int is no float at run time), and two unrelated classes do not
overlap (their common subclass may not exist). Generic instances of one class overlap where each
pair of type arguments does, whatever the variance: a ``list[A | B]`` and a ``list[B | C]`` may
both hold only Bs."""

from __future__ import annotations

from hintloader.typesystem.model import (
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NeverType,
    NoneType,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    UnboundedItems,
    UnionType,
)
from hintloader.typesystem.tuples import split
from hintloader.typesystem.relations import PROMOTIONS, ClassHierarchy, is_subtype, map_to_supertype

# Nesting beyond this is taken as overlapping no further (recursive types).
_MAX_DEPTH = 12


def overlapping(a: Type, b: Type, hierarchy: ClassHierarchy, _depth: int = 0) -> bool:
    """Whether some value is of both types (mypy's overlap for overloads)."""
    if _depth > _MAX_DEPTH:
        return False
    if type(a) is AnyType or type(b) is AnyType:
        return _is_object(a) or _is_object(b)
    if type(a) is NeverType or type(b) is NeverType:
        return False
    if _none_and_object(a, b) or _none_and_object(b, a):
        return False
    if _related(a, b, hierarchy) or _related(b, a, hierarchy):
        return True
    if isinstance(a, (UnionType, TypeVarType)) or isinstance(b, (UnionType, TypeVarType)):
        return any(overlapping(x, y, hierarchy, _depth + 1) for x in _variants(a) for y in _variants(b))
    if type(a) is NoneType or type(b) is NoneType:
        return False
    if type(a) is TupleType or type(b) is TupleType:
        left, right = _as_tuple(a), _as_tuple(b)
        if left is not None and right is not None:
            return _tuples_overlap(left, right, hierarchy, _depth)
    if type(a) is TypeType and type(b) is TypeType:
        return overlapping(a.item, b.item, hierarchy, _depth + 1)
    if type(a) is TypeType or type(b) is TypeType:
        return _class_object_overlap(a, b, hierarchy, _depth) or _class_object_overlap(b, a, hierarchy, _depth)
    if type(a) is CallableType and type(b) is CallableType:
        return _callables_overlap(a, b, hierarchy, _depth)
    if type(a) is LiteralType and type(b) is LiteralType:
        return a.value == b.value and a.fallback == b.fallback
    if type(a) is Instance and type(b) is Instance:
        return _instances_overlap(a, b, hierarchy, _depth)
    return False


def _as_tuple(t: Type) -> TupleType | None:
    """A tuple type as its items: ``tuple[X, ...]`` is one unbounded item."""
    if type(t) is TupleType:
        return t
    if type(t) is Instance and t.name == "builtins.tuple" and len(t.args) == 1:
        return TupleType((UnboundedItems(t.args[0]),))
    return None


def _is_object(t: Type) -> bool:
    return type(t) is Instance and t.name == "builtins.object"


def _none_and_object(a: Type, b: Type) -> bool:
    return type(a) is NoneType and _is_object(b)


def _related(a: Type, b: Type, hierarchy: ClassHierarchy) -> bool:
    """``a`` is a proper subtype of ``b``, not through a numeric promotion."""
    if type(a) is Instance and type(b) is Instance and b.name in PROMOTIONS.get(a.name, ()):
        return False
    return bool(is_subtype(a, b, hierarchy))


def _variants(t: Type) -> tuple[Type, ...]:
    """The types a union or a type variable may stand for: members, constraints or the bound."""
    if type(t) is UnionType:
        return t.items
    if type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVAR:
        return stand_ins(t)
    return (t,)


def stand_ins(tv: TypeVarType) -> tuple[Type, ...]:
    """What a type variable may stand for, as the overload checks read it: its constraints,
    else its bound, else ``object``."""
    return tv.values or (tv.bound if tv.bound is not None else Instance("builtins.object"),)


def _tuples_overlap(a: TupleType, b: TupleType, hierarchy: ClassHierarchy, depth: int) -> bool:
    """Tuples of one length whose items overlap pairwise, a variable part spelled out to the
    other's length first (mypy: ``tuple[int, *tuple[int, ...]]`` meets ``tuple[int, int, int]``,
    not ``tuple[int, *tuple[str, ...]]``; both variable, each is taken at the other's length)."""
    left = _spelled_out(a.items, len(b.items))
    right = _spelled_out(b.items, len(left)) if left is not None else None
    if left is None or right is None or len(left) != len(right):
        return False
    return all(overlapping(x, y, hierarchy, depth + 1) for x, y in zip(left, right))


def _spelled_out(items: tuple[Type, ...], target: int) -> tuple[Type, ...] | None:
    """The items with a ``*tuple[X, ...]`` part repeated to make ``target`` items where it can
    (as mypy's expand_tuple_if_possible); None for a TypeVarTuple, whose items are unknown."""
    prefix, middle, suffix = split(items)
    if middle is None or len(items) > target + 1:
        return items
    if type(middle) is not UnboundedItems:
        return None
    return prefix + (middle.item,) * (target + 1 - len(items)) + suffix


def _class_object_overlap(a: Type, b: Type, hierarchy: ClassHierarchy, depth: int) -> bool:
    """``type[C]`` beside a callable returning C, or beside ``type`` (or a metaclass)."""
    if type(a) is not TypeType:
        return False
    if type(b) is CallableType:
        return overlapping(a.item, b.ret, hierarchy, depth + 1)
    if type(b) is Instance:
        meta = hierarchy.metaclass(a.item.name) if type(a.item) is Instance else None
        if meta is not None:
            return overlapping(meta, b, hierarchy, depth + 1)
        return map_to_supertype(b, "builtins.type", hierarchy) is not None
    return False


def _callables_overlap(a: CallableType, b: CallableType, hierarchy: ClassHierarchy, depth: int) -> bool:
    """Callables of one shape whose parameters and returns overlap pairwise (``...`` fits any)."""
    if a.ellipsis or b.ellipsis or a.any_tail or b.any_tail:
        return overlapping(a.ret, b.ret, hierarchy, depth + 1)
    pairs = paired_params(a, b, required_only=True)
    return pairs is not None and overlapping(a.ret, b.ret, hierarchy, depth + 1) and all(
        overlapping(x, y, hierarchy, depth + 1) for x, y in pairs)


def _instances_overlap(a: Instance, b: Instance, hierarchy: ClassHierarchy, depth: int) -> bool:
    """Instances of related classes whose type arguments overlap pairwise, the subclass's seen
    as the base (variance aside: an invariant list of either may hold only common values)."""
    up = map_to_supertype(a, b.name, hierarchy)
    if up is not None:
        a = up
    else:
        down = map_to_supertype(b, a.name, hierarchy)
        if down is None:
            return False  # unrelated classes: disjoint
        b = down
    return len(a.args) == len(b.args) and all(overlapping(x, y, hierarchy, depth + 1) for x, y in zip(a.args, b.args))


def paired_params(a: CallableType, b: CallableType, *, required_only: bool = False) -> list[tuple[Type, Type]] | None:
    """The parameter types two signatures of one shape give the same argument: positional ones
    in order, keyword-only ones by name (their order is not part of the signature), ``*args``
    and ``**kwargs`` with their like; None when the shapes differ (kinds, names, defaults).
    ``required_only``: without the pairs both of which have a default (for the partial overlap
    mypy asks about, a call may leave them out, so their types tell nothing)."""
    if len(a.params) != len(b.params):
        return None
    keywords_b = {p.name: p for p in b.params if p.kind == ParamKind.KEYWORD_ONLY}
    pairs: list[tuple[Type, Type]] = []
    for x, y in zip(a.params, b.params):
        if x.kind == ParamKind.KEYWORD_ONLY:
            found = keywords_b.get(x.name)
            if found is None or found.has_default != x.has_default:
                return None
            if not (required_only and x.has_default):
                pairs.append((x.type, found.type))
            continue
        if x.kind != y.kind or x.has_default != y.has_default:
            return None
        if x.kind == ParamKind.POSITIONAL_OR_KEYWORD and x.name != y.name:
            return None
        if not (required_only and x.has_default):
            pairs.append((x.type, y.type))
    return pairs
