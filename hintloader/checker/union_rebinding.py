"""What a name declared as a union holds after an unknown (Any) value is assigned to it.

mypy's binder keeps a union without None or Any what it declares, so a later misuse is still
caught (``q: str | Query``, then ``args, q = untyped(q)``: q is still a ``str | Query``). An
optional union (mypy replaces its None by the unknown value) or one with an Any member becomes
the unknown value here: our inference leaves some values unknown that mypy knows (a module
constant built by ``+=`` in a try), and an unknown member would then be a reason to report."""

from __future__ import annotations

from hintloader.typesystem.model import AnyType, NoneType, Type, UnionType


def unknown_in_union(declared: UnionType, value: AnyType) -> Type:
    if any(isinstance(m, (AnyType, NoneType)) for m in declared.items):
        return value
    return declared
