"""An isinstance test against a class whose own type arguments rule a generic member out.

``x: Iterable[bytes]`` is never a ``bytearray`` (an ``Iterable[int]``), nor a subclass of one:
the class is not a narrowing of that member (mypy: the branch does not see it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, Type, has_any
from hintloader.typesystem.relations import is_subtype

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def args_rule_out(prog: Program, cls: Instance, member: Type) -> bool:
    """Whether a non-generic ``cls`` derives from ``member``'s generic class with type
    arguments that do not fit ``member``'s (so no instance of ``cls`` is a ``member``)."""
    if type(member) is not Instance or not member.args or has_any(member) or cls.args:
        return False
    info = prog.class_by_name(cls.name)
    if info is None or info.type_params or info.unknown_base or info.dynamic or info.is_protocol:
        return False
    if not any(c.fullname == member.name for c in info.mro):
        return False
    return not is_subtype(cls, member, prog)
