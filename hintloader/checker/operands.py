"""How operators see operands that are no plain instances: a type variable through its upper
bound, a function as ``builtins.function`` (mypy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import CallableType, Instance, Overloaded, Type, TypeVarKind, TypeVarType

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def plain_operand(ck: ExpressionChecker, t: Type) -> bool:
    """Whether an operator may check ``t`` as it checks its class: anything but a type
    variable, or a plain one (no value restriction) bounded by nothing or by a class that is
    not a protocol. Its values have what the bound has, and nothing more is certain (``a < b``
    of an unbounded ``T`` is an error, as in mypy); a value-restricted variable, a union or a
    protocol bound stays gradual here."""
    if type(t) is not TypeVarType:
        return True
    if t.kind != TypeVarKind.TYPEVAR or t.values:
        return False
    bound = t.bound
    return bound is None or (type(bound) is Instance and not ck.prog.is_protocol(bound.name))


def operator_receiver(t: Type) -> Type:
    """Where an operator method of ``t`` is looked up: a function's class for a function (an
    operator is looked up on the type, so no attribute given to a def provides one)."""
    return Instance("builtins.function") if isinstance(t, (CallableType, Overloaded)) else t
