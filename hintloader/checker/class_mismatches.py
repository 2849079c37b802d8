"""A value whose class is none of the declared classes: Any in its type arguments cannot be why
it does not fit (``list[Any]`` is never a ``tuple[...]``), so the mismatch is reported (mypy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.checker.any_excuses import each_misfit_excused
from hintloader.checker.any_positions import any_explains
from hintloader.typesystem.model import CallableType, Instance, LiteralType, NoneType, Type, UnionType, excuses_mismatch, union_items

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def excused(value: Type, declared: Type, prog: Program) -> bool:
    """Whether Any in ``value`` may be why it does not fit ``declared`` (then stay silent)."""
    if type(value) is UnionType:
        return each_misfit_excused(value, declared, prog, lambda m: excused(m, declared, prog))
    return excuses_mismatch(value) and not _other_class(value, declared, prog) and any_explains(value, declared, prog)


def _other_class(value: Type, declared: Type, prog: Program) -> bool:
    """``value`` is an instance of a known class that is no subclass of any declared member,
    each of them a known, non-protocol class (a literal's class, None, or a callable type
    where the value's class has no ``__call__``)."""
    if type(value) is not Instance:
        return False
    info = prog.class_by_name(value.name)
    if info is None or info.unknown_base or info.dynamic or not info.mro:
        return False
    own = {c.fullname for c in info.mro}
    for member in union_items(declared):
        if type(member) is NoneType:
            continue
        if type(member) is CallableType and not prog.has_member(info.fullname, "__call__"):
            continue  # no Any in its type arguments gives a ``set[Any]`` a ``__call__``
        if type(member) is LiteralType:
            member = Instance(member.fallback)  # (a ``list[Any]`` is no ``Literal["x"]``, as it is no str)
        if type(member) is not Instance or member.name in own or member.name == "builtins.object":
            return False
        target = prog.class_by_name(member.name)
        if target is None or target.is_protocol or target.unknown_base:
            return False
    return True
