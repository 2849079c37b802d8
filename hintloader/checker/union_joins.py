"""Where mypy joins the types several values give one name or type variable: a member that is a
proper subtype of another is absorbed (``two(1, True)`` solves T to ``int``, ``BytesIO |
IOBase`` at a branch merge is ``IOBase``). A declared union is left as written: only branch
merges and solutions from several constraints are joined. At a merge promotions do not count
(``int | float`` stays: mypy's ``make_simplified_union``); a solution joins ``int`` into
``float`` (mypy's join)."""

from __future__ import annotations

from collections.abc import Sequence

from hintloader.typesystem.model import AnyType, CallableType, Instance, LiteralType, NoneType, Overloaded, TupleType, Type, TypeType, UnionType, make_union
from hintloader.typesystem.relations import PROMOTIONS, ClassHierarchy, is_subtype, map_to_supertype

# Unions longer than this are left as they are (the pairwise test is quadratic).
_MAX_MEMBERS = 30


def joined_at_merge(union: Type, hierarchy: ClassHierarchy) -> Type:
    """A name's types on the paths that meet (already a union of them), as mypy's binder
    joins them (``Literal[True] | Literal[False]`` is ``bool`` again, mypy's contraction)."""
    return _absorbed(_bools_contracted(union), hierarchy, _NO_PROMOTIONS)


_BOOL_LITERALS = (LiteralType(True, "builtins.bool"), LiteralType(False, "builtins.bool"))


def _bools_contracted(union: Type) -> Type:
    if type(union) is not UnionType or not all(b in union.items for b in _BOOL_LITERALS):
        return union
    return make_union([Instance("builtins.bool") if m in _BOOL_LITERALS else m for m in union.items])


def joined_solution(constraints: Sequence[Type], lower: Type, hierarchy: ClassHierarchy) -> Type:
    """A type variable's solution ``lower`` (the union of its widened ``constraints``). Several
    constraints are joined, ``int`` into ``float`` too; the members of one union constraint
    only by subclassing (``int | bool`` is ``int``, ``int | float`` stays)."""
    if len(set(constraints)) < 2 or any(type(c) is UnionType for c in constraints):
        return _absorbed(lower, hierarchy, _NO_PROMOTIONS)
    return _absorbed(lower, hierarchy, frozenset())


_NO_PROMOTIONS = frozenset(target for targets in PROMOTIONS.values() for target in targets)


def _absorbed(t: Type, hierarchy: ClassHierarchy, ignored: frozenset[str]) -> Type:
    if type(t) is not UnionType or len(t.items) > _MAX_MEMBERS:
        return t
    kept: list[Type] = []
    for i, item in enumerate(t.items):
        if not any(_absorbs(other, item, j < i, hierarchy, ignored) for j, other in enumerate(t.items) if j != i):
            kept.append(item)
    return make_union(kept)


# Members that are never a subtype of None (but the class of None's instances itself).
_NEVER_UNDER_NONE = frozenset({Instance, LiteralType, TupleType, CallableType, Overloaded, TypeType})
_NONE_CLASSES = ("types.NoneType", "_typeshed.NoneType")


def _absorbs(other: Type, item: Type, earlier: bool, hierarchy: ClassHierarchy, ignored: frozenset[str]) -> bool:
    """Whether ``other`` makes ``item`` redundant: ``item`` is its subtype, not by an
    ``ignored`` promotion; of two equivalent members the earlier one stays. An Any member
    stays (typing spec: ``T | Any`` is not reduced)."""
    if type(other) is NoneType and type(item) in _NEVER_UNDER_NONE and not (type(item) is Instance and item.name in _NONE_CLASSES):
        return False  # (the common ``X | None``: no question to ask for X under None)
    if type(other) is AnyType or type(item) is AnyType or _promoted(item, other, hierarchy, ignored) or not is_subtype(item, other, hierarchy):
        return False
    if type(item) is TypeType and isinstance(other, (CallableType, Overloaded)):
        return False  # mypy keeps ``type[A] | Callable[[], A]``
    return earlier or not is_subtype(other, item, hierarchy)


def _promoted(item: Type, other: Type, hierarchy: ClassHierarchy, ignored: frozenset[str]) -> bool:
    """``int`` in ``float``: a subtype by a promotion to one of ``ignored``, no subclass."""
    name = item.name if type(item) is Instance else item.fallback if type(item) is LiteralType else None
    if name is None or type(other) is not Instance or other.name not in ignored or other.name not in PROMOTIONS.get(name, ()):
        return False
    return map_to_supertype(Instance(name), other.name, hierarchy) is None
