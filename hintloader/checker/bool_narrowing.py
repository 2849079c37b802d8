"""``x is True`` / ``case False:``: what a bool singleton leaves of a value on each side."""

from __future__ import annotations

from hintloader.typesystem.model import Instance, LiteralType, Type, make_union, union_items


def split_by_bool(current: Type, flag: bool) -> tuple[Type, Type]:
    """The part of ``current`` that is the singleton ``flag`` and the part that is not: a
    ``bool`` splits into its two literals, an ``int`` or ``object`` may be it and stays on the
    other side too; every other member is not it (as mypy narrows)."""
    same: list[Type] = []
    other: list[Type] = []
    for item in union_items(current):
        if type(item) is LiteralType and isinstance(item.value, bool):
            (same if item.value is flag else other).append(item)
        elif type(item) is Instance and item.name == "builtins.bool":
            same.append(LiteralType(flag, "builtins.bool"))
            other.append(LiteralType(not flag, "builtins.bool"))
        elif type(item) is Instance and item.name in ("builtins.object", "builtins.int"):
            same.append(LiteralType(flag, "builtins.bool"))
            other.append(item)
        else:
            other.append(item)
    return make_union(same), make_union(other)
