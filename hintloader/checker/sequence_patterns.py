"""Sequence patterns: ``case [x, *rest]:`` narrows the subject and types the names it binds.

A sequence pattern matches a ``collections.abc.Sequence`` that is not ``str``, ``bytes`` or
``bytearray`` (PEP 634), of a length the pattern allows. Each member of the subject is read
on its own: a tuple by its items at each position, another sequence by its element type, a
supertype of ``Sequence`` (``object``, ``Iterable[T]``) as the ``Sequence`` it would have to be.
The names bound at a position take that position's type across the members that can match;
a star takes ``list`` of the items it swallows, as mypy infers.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass

from hintloader.typesystem.model import (
    ANY,
    NEVER,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    NeverType,
    NoneType,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    make_tuple,
    make_union,
    union_items,
)
from hintloader.typesystem.relations import ClassHierarchy, map_to_supertype
from hintloader.typesystem.tuples import at_least, element_type, is_bounded, item_at, length_bounds, tuple_items, with_length

# Sequences by their classes, which a sequence pattern still never matches (PEP 634).
_NOT_MATCHED = frozenset({"builtins.str", "builtins.bytes", "builtins.bytearray"})
# Supertypes of Sequence whose one argument is the element type: the pattern narrows them to
# ``Sequence[T]``.
_WIDER_THAN_SEQUENCE = frozenset({
    "typing.Iterable", "typing.Collection", "typing.Reversible", "typing.Container",
})

# How a sub-pattern narrows a position's type: (inside, rest), either None when not told.
Splitter = Callable[[Type, ast.pattern], "tuple[Type | None, Type | None]"]


@dataclass(frozen=True)
class SequenceMatch:
    """What ``case [...]`` tells of a subject: its type inside the case, what the later cases
    see, and the type at each sub-pattern's place (a star's: the lists it may bind, one per
    member of the subject, as mypy infers ``list[int] | list[str]``)."""

    inside: Type
    rest: Type
    positions: tuple[Type, ...]


def split(subject: Type, pattern: ast.MatchSequence, hierarchy: ClassHierarchy, narrow: Splitter) -> SequenceMatch | None:
    """None when the subject is of a kind this does not read (a type variable, a callable)."""
    patterns = pattern.patterns
    star = next((i for i, p in enumerate(patterns) if type(p) is ast.MatchStar), None)
    inside: list[Type] = []
    rest: list[Type] = []
    columns: list[list[Type]] = [[] for _ in patterns]
    for member in union_items(subject):
        shape = _shape(member, len(patterns), star, hierarchy)
        if shape is None:
            return None
        if shape is _NO_MATCH:
            rest.append(member)
            continue
        kind, narrowed, positions, surely = shape
        narrowed_positions: list[Type] = []
        for sub, position in zip(patterns, positions):
            if type(sub) is ast.MatchStar:
                narrowed_positions.append(position)
                continue
            part, left = narrow(position, sub)
            if type(part) is NeverType:
                break  # no value at this place fits: the member cannot match
            narrowed_positions.append(position if part is None else part)
            if not (type(left) is NeverType or _captures_all(sub)):
                surely = False
        else:
            if kind == _TUPLE and star is None:
                narrowed = TupleType(tuple(narrowed_positions))  # ``case (int(), str()):``
            inside.append(narrowed)
            for column, sub, position in zip(columns, patterns, narrowed_positions):
                column.append(_star_type(position) if type(sub) is ast.MatchStar else position)
            if not surely:
                rest.append(member)
            continue
        rest.append(member)
    # (an empty union is Never: nothing matches, nothing is left, no value at a place)
    return SequenceMatch(make_union(inside), make_union(rest), tuple(make_union(c) for c in columns))


def _star_type(items: Type) -> Type:
    """What a star binds: the list of the items it swallows."""
    return Instance("builtins.list", (ANY if type(items) is NeverType else items,))


_TUPLE, _SEQUENCE = "tuple", "sequence"
# (kind, the member's type inside the case, each place's type, whether its every value has a
# length the pattern takes)
_Shape = tuple[str, Type, tuple[Type, ...], bool]
_NO_MATCH: _Shape = ("no-match", NEVER, (), False)
# Types no sequence pattern matches, whatever their arguments.
_NEVER_SEQUENCES = (NoneType, LiteralType, CallableType, Overloaded, TypeType, ModuleType)


def _shape(member: Type, count: int, star: int | None, hierarchy: ClassHierarchy) -> _Shape | None:
    """How one member of the subject meets a pattern of ``count`` places (``star``: the star's
    place): ``_NO_MATCH``, its shape, or None when it is of a kind not read here."""
    any_length = star is not None and count == 1  # ``[*rest]``
    if type(member) is AnyType:
        return _SEQUENCE, member, (member,) * count, False
    items = tuple_items(member)
    if items is not None:
        return _tuple_shape(items, count, star)
    if isinstance(member, _NEVER_SEQUENCES):
        return _NO_MATCH
    if type(member) is not Instance:
        return None
    if member.name in _NOT_MATCHED:
        return _NO_MATCH
    seen = map_to_supertype(member, "typing.Sequence", hierarchy)
    if seen is not None:
        element = seen.args[0] if seen.args else ANY
        return _SEQUENCE, member, (element,) * count, any_length
    if member.name == "builtins.object":
        element = member
    elif member.name in _WIDER_THAN_SEQUENCE and len(member.args) == 1:
        element = member.args[0]
    elif hierarchy.has_unknown_base(member.name):
        return _SEQUENCE, member, (ANY,) * count, False
    else:
        return _NO_MATCH
    return _SEQUENCE, Instance("typing.Sequence", (element,)), (element,) * count, False


def _tuple_shape(items: tuple[Type, ...], count: int, star: int | None) -> _Shape:
    least, most = length_bounds(items)
    if star is None:
        exact = with_length(items, count)
        return _NO_MATCH if exact is None else (_TUPLE, TupleType(exact), exact, least == most == count)
    longer = at_least(items, count - 1)
    if longer is None:
        return _NO_MATCH
    after = count - 1 - star
    if is_bounded(longer):
        swallowed = longer[star:len(longer) - after]
        middle: Type = make_union(list(swallowed)) if swallowed else NEVER
    else:
        middle = element_type(longer)  # the unbounded part: any of the items may fall in it
    places = [item_at(longer, i) or ANY for i in range(star)]
    places.append(middle)
    places.extend(item_at(longer, i - after) or ANY for i in range(after))
    return _TUPLE, make_tuple(longer), tuple(places), least >= count - 1


def _captures_all(pattern: ast.pattern) -> bool:
    """A capture or the wildcard: it matches whatever stands at its place."""
    while type(pattern) is ast.MatchAs and pattern.pattern is not None:
        pattern = pattern.pattern
    return isinstance(pattern, (ast.MatchAs, ast.MatchStar))
