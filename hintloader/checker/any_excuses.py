"""Whether Any in a value's type may be why it does not fit the declared type (then the checker
stays silent, as mypy's gradual relation would let it through)."""

from __future__ import annotations

from hintloader.typesystem.model import AnyType, Type, TypeVarKind, TypeVarType, has_any, union_items


def excused_by_any(value: Type, declared: Type) -> bool:
    """Any anywhere in the value excuses a mismatch, except against a bare type variable: only
    that variable, or Any itself, fits one, so a ``def (*args: Any, **kwargs: Any) -> Any``
    wrapper returned for ``C`` does not fit whatever its Any parameters are."""
    if isinstance(declared, TypeVarType) and declared.kind == TypeVarKind.TYPEVAR:
        return any(isinstance(item, AnyType) for item in union_items(value))
    return has_any(value)
