"""Type values: normalising constructors, formatting, substitution."""

from __future__ import annotations

import pytest

from hintloader.typesystem.model import (
    ANY,
    NEVER,
    NONE,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    Param,
    ParamKind,
    TupleType,
    TypeType,
    TypeVarType,
    UnionType,
    bind_self_type,
    has_any,
    join_gradual,
    make_optional,
    make_union,
    remove_none,
    self_type_var,
    substitute,
    widen_literal,
)
from hintloader.typesystem.formatting import format_signature, format_type

INT = Instance("builtins.int")
STR = Instance("builtins.str")


def test_one_member_union_is_that_member() -> None:
    assert make_union([INT]) == INT
    assert make_union([INT, INT]) == INT


def test_nested_unions_flatten_and_deduplicate() -> None:
    inner = make_union([INT, STR])
    outer = make_union([inner, NONE, INT])
    assert isinstance(outer, UnionType)
    assert outer.items == (INT, STR, NONE)


def test_never_vanishes_and_empty_union_is_never() -> None:
    assert make_union([NEVER, INT]) == INT
    assert make_union([]) == NEVER


def test_any_stays_a_member_of_a_union_where_it_first_stood() -> None:
    unannotated, explicit = AnyType(AnyOrigin.UNANNOTATED), AnyType(AnyOrigin.EXPLICIT)
    assert make_union([INT, unannotated]) == UnionType((INT, unannotated))
    assert make_union([unannotated, make_union([explicit, NONE])]) == UnionType((unannotated, NONE))
    assert make_union([NONE, explicit, INT]) == UnionType((NONE, explicit, INT))
    assert make_union([unannotated, explicit]) is unannotated
    assert make_union([unannotated, NEVER]) is unannotated


def test_join_gradual_lets_any_absorb_all_but_none() -> None:
    explicit = AnyType(AnyOrigin.EXPLICIT)
    assert join_gradual([INT, explicit]) is explicit
    assert join_gradual([explicit, NONE, INT]) is explicit
    assert join_gradual([NONE, explicit]) == UnionType((explicit, NONE))
    assert join_gradual([INT, NONE]) == UnionType((INT, NONE))


def test_types_are_frozen_and_hashable() -> None:
    with pytest.raises(AttributeError):
        INT.name = "x"  # type: ignore[misc]
    assert len({Instance("builtins.int"), INT}) == 1


def test_any_remembers_origin() -> None:
    assert AnyType(AnyOrigin.UNRESOLVED_IMPORT).origin is AnyOrigin.UNRESOLVED_IMPORT
    assert ANY.origin is AnyOrigin.EXPLICIT


def test_optional_and_remove_none() -> None:
    opt = make_optional(INT)
    assert format_type(opt) == "int | None"
    assert remove_none(opt) == INT


def test_widen_literal() -> None:
    assert widen_literal(LiteralType(1, "builtins.int")) == INT
    assert widen_literal(make_union([LiteralType("a", "builtins.str"), NONE])) == make_union([STR, NONE])


@pytest.mark.parametrize(
    ("t", "short", "full"),
    [
        (Instance("collections.OrderedDict", (INT, STR)), "OrderedDict[int, str]", "collections.OrderedDict[int, str]"),
        (Instance("builtins.list", (INT,)), "list[int]", "list[int]"),
        (Instance("builtins.tuple", (INT,)), "tuple[int, ...]", "tuple[int, ...]"),
        (TupleType((INT, STR)), "tuple[int, str]", "tuple[int, str]"),
        (make_union([LiteralType("r", "builtins.str"), LiteralType("w", "builtins.str")]), "Literal['r', 'w']", "Literal['r', 'w']"),
        (TypeType(INT), "type[int]", "type[int]"),
        (CallableType((Param(None, INT, ParamKind.POSITIONAL_ONLY),), STR), "Callable[[int], str]", "def (int) -> str"),
        (CallableType((), INT, ellipsis=True), "Callable[..., int]", "def (*Any, **Any) -> int"),
    ],
)
def test_format(t: object, short: str, full: str) -> None:
    assert format_type(t, full=False) == short  # type: ignore[arg-type]
    assert format_type(t, full=True) == full  # type: ignore[arg-type]


def test_substitute_type_variables() -> None:
    t_var = TypeVarType("T", "m.T")
    generic = Instance("builtins.list", (t_var,))
    assert substitute(generic, {t_var: INT}) == Instance("builtins.list", (INT,))
    assert substitute(generic, {}) is generic


def test_bind_self_type() -> None:
    cls = Instance("m.C")
    method = CallableType((Param("x", INT),), self_type_var(cls))
    bound = bind_self_type(method, Instance("m.D"))
    assert isinstance(bound, CallableType) and bound.ret == Instance("m.D")


def test_has_any() -> None:
    assert has_any(Instance("builtins.list", (ANY,)))
    assert not has_any(Instance("builtins.list", (INT,)))


def test_format_signature_lists_a_variant_as_mypy_does() -> None:
    int_, str_ = Instance("builtins.int"), Instance("builtins.str")
    sig = CallableType((
        Param("a", int_, ParamKind.POSITIONAL_ONLY),
        Param("b", str_, ParamKind.POSITIONAL_OR_KEYWORD, has_default=True),
        Param("c", int_, ParamKind.KEYWORD_ONLY),
    ), str_)
    assert format_signature(sig, "f") == "def f(int, /, b: str = ..., *, c: int) -> str"
    star = CallableType((Param("args", int_, ParamKind.VAR_POSITIONAL), Param("kw", str_, ParamKind.VAR_KEYWORD)), NONE)
    assert format_signature(star, "g") == "def g(*args: int, **kw: str) -> None"
    assert format_signature(CallableType((), int_, ellipsis=True), "h") == "def h(...) -> int"
