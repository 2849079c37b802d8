"""What a ``**mapping`` entry of a TypedDict display or constructor call supplies (mypy's rules)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from hintloader.typesystem.model import AnyOrigin, AnyType, Instance, Type, TypedDictItem, make_union, union_items
from hintloader.typesystem.relations import map_to_supertype

if TYPE_CHECKING:
    from hintloader.checker.program import Program

# An Any that stands for a value we could not follow (an import we did not resolve, error
# recovery): what it supplies stays unknown, so no key is reported missing because of it.
_UNFOLLOWED = (AnyOrigin.UNRESOLVED_IMPORT, AnyOrigin.ERROR, AnyOrigin.PARAM_LIST)


@dataclass(frozen=True, slots=True)
class Spread:
    """The items a ``**`` entry surely or possibly supplies; ``unsupported`` names the type mypy
    rejects there (``Unsupported type "dict[str, int]" for ** expansion in TypedDict``)."""

    items: dict[str, TypedDictItem] | None  # None: which keys it supplies is unknown
    unsupported: Type | None = None


def spread_of(prog: Program, t: Type, *, keyword: bool = False) -> Spread:
    """A TypedDict supplies its items; a union of them each key any member has (required when
    every member requires it, of the members' types joined); Any and ``Mapping[Any, Any]``
    supply no known key; any other type (``dict[str, int]``, ``None``, a type variable) is
    unsupported, as mypy rules. As keyword arguments of a constructor call (``keyword``:
    ``TD(**json.loads(s))``), a value of unknown keys whose values are Any may hold any key
    (pyright's reading, and the common idiom), so it is neither questioned nor counted."""
    found: list[dict[str, TypedDictItem]] = []
    for member in union_items(t):
        if type(member) is AnyType:
            if keyword or member.origin in _UNFOLLOWED:
                return Spread(None)
            continue
        items = prog.typeddict_items(member) if type(member) is Instance else None
        if items is not None:
            found.append(items)
        elif keyword and _mapping_of_any_values(prog, member):
            return Spread(None)
        elif not _any_mapping(prog, member):
            return Spread(None, unsupported=member)
    return Spread(_merged(found))


def _any_mapping(prog: Program, t: Type) -> bool:
    """``Mapping[Any, Any]`` (a ``dict[Any, Any]`` too): mypy lets it fill a TypedDict, supplying no key."""
    if type(t) is not Instance:
        return False
    mapped = map_to_supertype(t, "typing.Mapping", prog)
    return mapped is not None and all(type(a) is AnyType for a in mapped.args)


def _mapping_of_any_values(prog: Program, t: Type) -> bool:
    """A mapping whose values are Any (``dict[str, Any]``)."""
    if type(t) is not Instance:
        return False
    mapped = map_to_supertype(t, "typing.Mapping", prog)
    return mapped is not None and len(mapped.args) == 2 and type(mapped.args[1]) is AnyType


def _merged(found: list[dict[str, TypedDictItem]]) -> dict[str, TypedDictItem]:
    if len(found) == 1:
        return found[0]
    keys = dict.fromkeys(key for items in found for key in items)
    return {
        key: TypedDictItem(
            make_union([items[key].type for items in found if key in items]),
            required=all(key in items and items[key].required for items in found),
        )
        for key in keys
    }
