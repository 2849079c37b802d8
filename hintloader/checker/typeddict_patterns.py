"""Mapping patterns on TypedDicts: ``case {"kind": "circle", "radius": r}`` narrows and binds."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.typeddicts import extra_keys, is_closed, is_final, literal_tags, same_literal, typeddict_of
from hintloader.typesystem.model import AnyType, Instance, Type, TypedDictItem, make_union, union_items

if TYPE_CHECKING:  # typing-only: called with the expression checker
    from hintloader.checker.expressions import ExpressionChecker

_Keys = list[tuple[str, ast.pattern]]
_NO_VALUE = object()


def split_mapping(ck: ExpressionChecker, current: Type, pattern: ast.MatchMapping) -> tuple[Type, Type] | None:
    """Inside the case, the TypedDicts that can have the pattern's keys with its literal values
    (a tagged union keeps the members whose tag fits); after it, the members it did not surely
    match (every key required, each value pattern a capture or the item's one literal). None
    when no TypedDict is involved."""
    keys = _keys(pattern)
    members = union_items(current)
    if keys is None or not any(typeddict_of(ck, m) is not None for m in members):
        return None
    inside = make_union([m for m in members if _may_match(ck, m, keys)])
    return inside, make_union([m for m in members if not _surely_matches(ck, m, keys)])


def mapping_captures(ck: ExpressionChecker, subject: Type, pattern: ast.MatchMapping) -> dict[str, Type]:
    """``{"radius": r}``: ``r`` is the item's type in every member the subject can be (else Any)."""
    keys = _keys(pattern)
    if keys is None:
        return {}
    found: dict[str, Type] = {}
    for key, sub in keys:
        if not (isinstance(sub, ast.MatchAs) and sub.pattern is None and sub.name):
            continue
        types: list[Type] = []
        for member in union_items(subject):
            item = _item(ck, member, key)
            if item is None or isinstance(item.type, AnyType):
                break
            types.append(item.type)
        else:
            if types:
                found[sub.name] = make_union(types)
    return found


def _keys(pattern: ast.MatchMapping) -> _Keys | None:
    keys: _Keys = []
    for key, sub in zip(pattern.keys, pattern.patterns):
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
            return None  # a key we cannot read: say nothing
        keys.append((key.value, sub))
    return keys


def _item(ck: ExpressionChecker, member: Type, key: str) -> TypedDictItem | None:
    """The item ``key`` reads in ``member``: declared or extra; None when unknown."""
    items = typeddict_of(ck, member)
    if items is None or not isinstance(member, Instance):
        return None
    return items.get(key) or extra_keys(ck, member)


def _value(sub: ast.pattern) -> object:
    if isinstance(sub, ast.MatchValue) and isinstance(sub.value, ast.Constant):
        value = sub.value.value
        if isinstance(value, (str, bytes, int)) and not isinstance(value, bool):
            return value
    return _NO_VALUE


def _may_match(ck: ExpressionChecker, member: Type, keys: _Keys) -> bool:
    items = typeddict_of(ck, member)
    if items is None or not isinstance(member, Instance):
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
    if items is None or not isinstance(member, Instance):
        return False
    for key, sub in keys:
        item = items.get(key)
        if item is None or not item.required:
            return False
        if isinstance(sub, ast.MatchAs) and sub.pattern is None:
            continue  # a capture or _ matches any value
        value = _value(sub)
        tags = literal_tags(item.type) if value is not _NO_VALUE else None
        if tags is None or len(tags) != 1 or not same_literal(tags[0], value):
            return False
    return True


__all__ = ["mapping_captures", "split_mapping"]
