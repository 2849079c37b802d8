"""``isinstance(x, cls)`` where ``cls`` is a ``type[T]`` of a bounded type variable: where the
test holds, ``x`` is a T (mypy), and where it fails nothing is ruled out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, NoneType, Type, TypeType, TypeVarType, union_items
from hintloader.typesystem.relations import is_subtype

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def narrowed(prog: Program, current: Type, classinfo: Type) -> tuple[Type, Type] | None:
    """(where the test holds, where it fails) for a ``type[T]`` class argument whose bound is
    a class related to each member of ``current`` but None (a T may be an instance of it, or
    it of T's bound); None for any other test."""
    if type(classinfo) is not TypeType or type(classinfo.item) is not TypeVarType:
        return None
    tv = classinfo.item
    bound = tv.bound
    if type(bound) is not Instance or tv.values:
        return None
    members = [m for m in union_items(current) if type(m) is not NoneType]
    if not members or not all(type(m) is Instance and (is_subtype(bound, m, prog) or is_subtype(m, bound, prog)) for m in members):
        return None
    return tv, current
