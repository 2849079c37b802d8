"""Attributes of ``type[A | B]``: a class object of a union is a union of class objects (mypy
normalises ``type[A | B]`` to ``type[A] | type[B]``), and each must have the attribute."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import CallableType, Instance, Overloaded, Type, TypeType, UnionType, make_union
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def spread(t: TypeType) -> Type:
    """``type[A | B]`` as ``type[A] | type[B]`` when each member is a class; else ``t`` itself."""
    if type(t.item) is not UnionType or not all(type(i) is Instance for i in t.item.items):
        return t
    return make_union([TypeType(i) for i in t.item.items])


def shown_item(prog: Program, item: Type) -> str:
    """How mypy names a union member that lacks an attribute: a class object by its metaclass
    (the attribute was looked up there last: ``Item "ABCMeta" of "type[A] | type[B]"``)."""
    if type(item) is TypeType and type(item.item) is Instance:
        meta = prog.metaclass(item.item.name)
        if meta is not None:
            return format_type(meta)
        info = prog.class_by_name(item.item.name)
        # A protocol's metaclass is typing._ProtocolMeta, an ABCMeta (mypy names that).
        return "ABCMeta" if info is not None and any(c.is_protocol for c in info.mro) else "type"
    if isinstance(item, (CallableType, Overloaded)):
        return "function"  # (looked up on its class, builtins.function, as mypy words it)
    return format_type(item)
