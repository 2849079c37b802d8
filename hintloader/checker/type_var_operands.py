"""Which type variables an operator checks through their upper bound (mypy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, Type, TypeVarKind, TypeVarType

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def plain_operand(ck: ExpressionChecker, t: Type) -> bool:
    """Whether an operator may check ``t`` as it checks its class: anything but a type
    variable, or a plain one (no value restriction) bounded by nothing or by a class that is
    not a protocol. Its values have what the bound has, and nothing more is certain (``a < b``
    of an unbounded ``T`` is an error, as in mypy); a value-restricted variable, a union or a
    protocol bound stays gradual here."""
    if not isinstance(t, TypeVarType):
        return True
    if t.kind != TypeVarKind.TYPEVAR or t.values:
        return False
    bound = t.bound
    return bound is None or (isinstance(bound, Instance) and not ck.prog.is_protocol(bound.name))
