"""Two narrowing rules mypy has that the narrowing module's own would lose: a branch taken when
a value is false, and what an isinstance test leaves of a value of an unrelated class.

An instance of a class without ``__bool__`` and ``__len__`` is true, but a subclass may define
either unless the class is final (or an enum), so a branch taken when such a value is false can
run (mypy keeps it, with the value's type)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import ANY, AnyOrigin, AnyType, Instance, Type, make_union, union_items

if TYPE_CHECKING:
    from hintloader.checker.program import Program

__all__ = ["false_by_subclass", "met_only"]


def false_by_subclass(current: Type, prog: Program) -> Type:
    """The members of ``current`` a subclass could make false (Never when there are none)."""
    kept: list[Type] = []
    for item in union_items(current):
        if type(item) is not Instance:
            continue
        info = prog.class_by_name(item.name)
        if info is None or info.is_final or info.is_enum or prog.has_member(item.name, "__bool__"):
            continue  # (a ``__bool__`` that returns ``Literal[True]``: every subclass's is true)
        kept.append(item)
    return make_union(kept)


def met_only(yes: list[Type]) -> Type:
    """What an isinstance test leaves where it holds. The Any of a value met in a common
    subclass (``AnyOrigin.MET``) steps aside where paths merge, which is right only while it
    stands for that value alone: joined with what the test kept of other members, it is a
    plain Any."""
    t = make_union(yes)
    if type(t) is AnyType and t.origin is AnyOrigin.MET and any(
            not (type(y) is AnyType and y.origin is AnyOrigin.MET) for y in yes):
        return ANY
    return t
