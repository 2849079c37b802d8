"""The type classes that write their own ``__init__``, ``__eq__`` and ``__hash__`` (for speed)
behave as the dataclass-generated ones did: every field set, equality and hash over the
compared fields only, the same hash values, each hash computed once."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

import pytest

from hintloader.typesystem.model import (
    NONE,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    Param,
    ParamKind,
    TypeVarKind,
    TypeVarType,
    UnionType,
    Variance,
)

INT = Instance("builtins.int")
T = TypeVarType("T", "m.f", INT, (), Variance.COVARIANT, NONE, TypeVarKind.TYPEVAR)

# One value of each class with hand-written methods, every field given a value of its own.
SAMPLES: list[Any] = [
    AnyType(AnyOrigin.UNANNOTATED),
    Instance("m.Box", (INT, T), True, 1),
    LiteralType("a", "builtins.str"),
    UnionType((INT, NONE)),
    T,
    Param("x", INT, ParamKind.KEYWORD_ONLY, True),
    CallableType((Param("x", INT),), T, "f", True, (T,), INT, True, True, True),
]


def _compared(value: Any) -> tuple[Any, ...]:
    return tuple(getattr(value, f.name) for f in fields(value) if f.compare)


def _rebuilt(value: Any) -> Any:
    """An equal value, not the same object."""
    return type(value)(*(getattr(value, f.name) for f in fields(value) if f.init))


@pytest.mark.parametrize("value", SAMPLES, ids=lambda v: type(v).__name__)
def test_every_field_is_set_and_kept_by_replace(value: Any) -> None:
    for f in fields(value):
        getattr(value, f.name)  # a field the hand-written __init__ forgot would raise here
    copy = replace(value)
    assert copy == value and copy is not value
    assert all(getattr(copy, f.name) == getattr(value, f.name) for f in fields(value) if f.init)


@pytest.mark.parametrize("value", SAMPLES, ids=lambda v: type(v).__name__)
def test_hash_and_equality_are_those_of_the_compared_fields(value: Any) -> None:
    twin = _rebuilt(value)
    assert twin == value and not twin != value
    assert hash(twin) == hash(value) == hash(_compared(value))  # the generated __hash__'s value
    assert value != object() and value != _compared(value)
    different = replace(value, **{f.name: None for f in fields(value)[:1]})
    assert different != value


def test_fields_left_out_of_equality_stay_out() -> None:
    assert Instance("m.A", (), False, 0) == Instance("m.A", (), False, -1)
    assert TypeVarType("T", "m.f", default=INT) == TypeVarType("T", "m.f", default=None)
    assert "hash_memo" not in repr(INT) and Instance.__match_args__ == ("name", "args", "literal_string", "variadic")


def test_a_hash_is_computed_once() -> None:
    class Counted:
        hashed = 0

        def __hash__(self) -> int:
            Counted.hashed += 1
            return 7

    inner = Counted()
    for outer in (Instance("m.A", (inner,)), UnionType((inner, NONE))):  # type: ignore[arg-type]
        Counted.hashed = 0
        assert hash(outer) == hash(outer) == hash(outer)
        assert Counted.hashed == 1


def test_with_params_is_replace_of_params() -> None:
    c = SAMPLES[-1]
    params = (Param("y", NONE, ParamKind.POSITIONAL_ONLY),)
    made = c.with_params(params)
    assert made == replace(c, params=params)
    assert all(getattr(made, f.name) == getattr(c, f.name) for f in fields(c) if f.name not in ("params", "hash_memo"))
