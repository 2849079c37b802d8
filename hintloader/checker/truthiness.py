"""What is left of a value when a test found it false, where the narrowing rules of the
expression checker say nothing is: an instance of a class without ``__bool__`` and ``__len__``
is true, but a subclass may define either unless the class is final (or an enum), so a branch
taken when such a value is false can run (mypy keeps it, with the value's type)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, Type, make_union, union_items

if TYPE_CHECKING:
    from hintloader.checker.program import Program

__all__ = ["false_by_subclass"]


def false_by_subclass(current: Type, prog: Program) -> Type:
    """The members of ``current`` a subclass could make false (Never when there are none)."""
    kept: list[Type] = []
    for item in union_items(current):
        if not isinstance(item, Instance):
            continue
        info = prog.class_by_name(item.name)
        if info is None or info.is_final or info.is_enum or prog.has_member(item.name, "__bool__"):
            continue  # (a ``__bool__`` that returns ``Literal[True]``: every subclass's is true)
        kept.append(item)
    return make_union(kept)
