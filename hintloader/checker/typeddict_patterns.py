"""Mapping patterns: ``case {"kind": "circle", "radius": r}`` narrows and binds, on TypedDicts
by their items and on other mappings (``dict[str, int]``) by their value type."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from hintloader.checker.typeddicts import extra_keys, is_closed, is_final, literal_tags, same_literal, typeddict_of
from hintloader.typesystem.model import (
    ANY,
    AnyType,
    Instance,
    LiteralType,
    NoneType,
    TupleType,
    Type,
    TypedDictItem,
    make_union,
    union_items,
)
from hintloader.typesystem.relations import map_to_supertype

if TYPE_CHECKING:  # typing-only: called with the expression checker
    from hintloader.checker.expressions import ExpressionChecker

_Keys = list[tuple[str, ast.pattern]]
_NO_VALUE = object()


def split_mapping(ck: ExpressionChecker, current: Type, pattern: ast.MatchMapping) -> tuple[Type, Type] | None:
    """Inside the case, the TypedDicts that can have the pattern's keys with its literal values
    (a tagged union keeps the members whose tag fits) and the other mappings; after it, the
    members it did not surely match (every key required, each value pattern a capture or the
    item's one literal; a mapping other than a TypedDict only by ``{**rest}`` or ``{}``).
    Values that are no mapping (``int``, ``None``, a tuple) are left after it. None when no
    mapping is involved."""
    keys = _keys(pattern)
    members = union_items(current)
    if keys is None or not any(typeddict_of(ck, m) is not None or _mapping(ck, m) is not None for m in members):
        return None
    inside: list[Type] = []
    rest: list[Type] = []
    for m in members:
        if typeddict_of(ck, m) is not None or _mapping(ck, m) is None:
            if not _no_mapping(m) and _may_match(ck, m, keys):
                inside.append(m)
            if not _surely_matches(ck, m, keys):
                rest.append(m)
        else:
            inside.append(m)
            if keys:  # (a key may be missing; ``{**rest}`` matches every mapping)
                rest.append(m)
    return make_union(inside), make_union(rest)


def mapping_captures(ck: ExpressionChecker, subject: Type, pattern: ast.MatchMapping,
                     capture: Callable[[Type, ast.pattern], dict[str, Type]]) -> dict[str, Type]:
    """``{"radius": r}``: what stands at each key is the item's type in every member the
    subject can be (a TypedDict's item, another mapping's value type; else Any), and the
    sub-pattern there binds from it (``capture``); ``**rest`` is a dict of what is left."""
    keys = _keys(pattern)
    if keys is None:
        return {}
    found: dict[str, Type] = {}
    for key, sub in keys:
        # (an unknown value is Any, which a class pattern there still narrows: ``int(px)``)
        types = [_value_at(ck, member, key) or ANY for member in union_items(subject)]
        found.update(capture(ANY if any(type(t) is AnyType for t in types) else make_union(types), sub))
    if pattern.rest:
        rests: list[Type] = []
        for member in union_items(subject):
            if typeddict_of(ck, member) is not None:
                rests.append(Instance("builtins.dict", (Instance("builtins.str"), Instance("builtins.object"))))
            elif (seen := _mapping(ck, member)) is not None and len(seen.args) == 2:
                rests.append(Instance("builtins.dict", seen.args))
            else:
                break
        else:
            if rests:
                found[pattern.rest] = make_union(rests)
    return found


def _value_at(ck: ExpressionChecker, member: Type, key: str) -> Type | None:
    if typeddict_of(ck, member) is not None:
        item = _item(ck, member, key)
        return item.type if item is not None else None
    seen = _mapping(ck, member)
    return seen.args[1] if seen is not None and len(seen.args) == 2 else None


def _mapping(ck: ExpressionChecker, member: Type) -> Instance | None:
    """``member`` seen as the ``Mapping[K, V]`` it is (not a TypedDict's fallback); None for
    what is no mapping."""
    if type(member) is not Instance or typeddict_of(ck, member) is not None:
        return None
    return map_to_supertype(member, "typing.Mapping", ck.prog)


def _no_mapping(member: Type) -> bool:
    """A value no mapping pattern matches: None, a literal, a tuple, or an instance of a
    builtin class that is no mapping (``int``, ``str``, ``list``)."""
    if isinstance(member, (NoneType, LiteralType, TupleType)):
        return True
    return type(member) is Instance and member.name.startswith("builtins.") and member.name != "builtins.object"


def _keys(pattern: ast.MatchMapping) -> _Keys | None:
    keys: _Keys = []
    for key, sub in zip(pattern.keys, pattern.patterns):
        if not (type(key) is ast.Constant and isinstance(key.value, str)):
            return None  # a key we cannot read: say nothing
        keys.append((key.value, sub))
    return keys


def _item(ck: ExpressionChecker, member: Type, key: str) -> TypedDictItem | None:
    """The item ``key`` reads in ``member``: declared or extra; None when unknown."""
    items = typeddict_of(ck, member)
    if items is None or type(member) is not Instance:
        return None
    return items.get(key) or extra_keys(ck, member)


def _value(sub: ast.pattern) -> object:
    if type(sub) is ast.MatchValue and type(sub.value) is ast.Constant:
        value = sub.value.value
        if isinstance(value, (str, bytes, int)) and not isinstance(value, bool):
            return value
    return _NO_VALUE


def _may_match(ck: ExpressionChecker, member: Type, keys: _Keys) -> bool:
    items = typeddict_of(ck, member)
    if items is None or type(member) is not Instance:
        return True  # not a TypedDict: whether it is a mapping with those keys is not ours to say
    for key, sub in keys:
        item = items.get(key) or extra_keys(ck, member)
        if item is None:
            if is_closed(ck, member) or is_final(ck, member):
                return False  # it cannot have the key
            continue
        value = _value(sub)
        tags = literal_tags(item.type) if value is not _NO_VALUE else None
        if tags is not None and not any(same_literal(tag, value) for tag in tags):
            return False
    return True


def _surely_matches(ck: ExpressionChecker, member: Type, keys: _Keys) -> bool:
    items = typeddict_of(ck, member)
    if items is None or type(member) is not Instance:
        return False
    for key, sub in keys:
        item = items.get(key)
        if item is None or not item.required:
            return False
        if type(sub) is ast.MatchAs and sub.pattern is None:
            continue  # a capture or _ matches any value
        value = _value(sub)
        tags = literal_tags(item.type) if value is not _NO_VALUE else None
        if tags is None or len(tags) != 1 or not same_literal(tags[0], value):
            return False
    return True


__all__ = ["mapping_captures", "split_mapping"]
