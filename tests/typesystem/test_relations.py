"""The relation engine over a small hand-written class hierarchy."""

from __future__ import annotations

import pytest

from hintloader.typesystem.relations import (
    SupertypeMemo,
    collect_constraints,
    is_assignable,
    is_subtype,
    join,
    map_to_supertype,
    simplify_union,
)
from hintloader.typesystem.model import (
    ANY,
    NONE,
    CallableType,
    Instance,
    LiteralType,
    NeverType,
    Param,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypedDictItem,
    TypeVarType,
    Variance,
    make_union,
)

T = TypeVarType("T", "m.T")
T_CO = TypeVarType("T_co", "m.T_co", variance=Variance.COVARIANT)
INT = Instance("builtins.int")
FLOAT = Instance("builtins.float")
BOOL = Instance("builtins.bool")
STR = Instance("builtins.str")
OBJECT = Instance("builtins.object")


class Hierarchy:
    """bool < int < object; list[T] < Seq[T_co] < object; Animal > Dog; Sized protocol."""

    BASES: dict[str, tuple[Instance, ...]] = {
        "builtins.object": (),
        "builtins.int": (OBJECT,),
        "builtins.bool": (INT,),
        "builtins.float": (OBJECT,),
        "builtins.str": (OBJECT,),
        "m.Seq": (OBJECT,),
        "builtins.list": (Instance("m.Seq", (T,)),),
        "m.Animal": (OBJECT,),
        "m.Dog": (Instance("m.Animal"),),
        "m.Sized": (OBJECT,),
        "m.Box": (OBJECT,),
        "builtins.tuple": (Instance("m.Seq", (T_CO,)),),
        "builtins.function": (OBJECT,),
        "builtins.type": (OBJECT,),
        "m.Meta": (Instance("builtins.type"),),
        "types.NoneType": (OBJECT,),
    }
    PARAMS: dict[str, tuple[TypeVarType, ...]] = {"builtins.list": (T,), "m.Seq": (T_CO,), "builtins.tuple": (T_CO,)}
    MEMBERS: dict[str, set[str]] = {"m.Box": {"__len__"}, "builtins.list": {"__len__"}}

    def bases(self, name: str) -> tuple[Instance, ...]:
        return self.BASES.get(name, ())

    def type_params(self, name: str) -> tuple[TypeVarType, ...]:
        return self.PARAMS.get(name, ())

    def inferred_variance(self, name: str, index: int) -> Variance:
        return Variance.INVARIANT

    def has_unknown_base(self, name: str) -> bool:
        return name == "m.Untyped"

    def is_protocol(self, name: str) -> bool:
        return name == "m.Sized"

    def protocol_members(self, name: str) -> tuple[str, ...]:
        return ("__len__",) if name == "m.Sized" else ()

    def has_member(self, name: str, member: str) -> bool:
        return member in self.MEMBERS.get(name, set())

    def call_signature(self, t: Type) -> Type | None:
        return None

    def member_view(self, receiver: Type, member: str, via: Instance | None = None) -> None:
        return None  # member types unknown: presence only

    def typeddict_items(self, t: Instance) -> dict[str, TypedDictItem] | None:
        return TYPEDDICTS.get(t.name)

    def typeddict_extra(self, t: Instance) -> TypedDictItem | None:
        return EXTRAS.get(t.name)

    def metaclass(self, name: str) -> Instance | None:
        return Instance("m.Meta") if name == "m.WithMeta" else None

    def is_newtype(self, name: str) -> bool:
        return name == "m.UserId"

    def enum_literals(self, name: str) -> tuple[LiteralType, ...] | None:
        return (LiteralType("A", "m.Ab"), LiteralType("B", "m.Ab")) if name == "m.Ab" else None

    def namedtuple_items(self, t: Instance) -> TupleType | None:
        return TupleType((INT, STR)) if t.name == "m.Pair" else None


# TypedDicts by name: "m.<keys>" with ? for not required, ! for read-only, f for a float value.
TYPEDDICTS: dict[str, dict[str, TypedDictItem]] = {
    "m.x": {"x": TypedDictItem(INT)},
    "m.xy": {"x": TypedDictItem(INT), "y": TypedDictItem(STR)},
    "m.x?": {"x": TypedDictItem(INT, required=False)},
    "m.x!": {"x": TypedDictItem(INT, readonly=True)},
    "m.xf": {"x": TypedDictItem(FLOAT)},
    "m.xf!": {"x": TypedDictItem(FLOAT, readonly=True)},
    "m.x?!": {"x": TypedDictItem(INT, required=False, readonly=True)},
    "m.o?!": {"o": TypedDictItem(OBJECT, required=False, readonly=True)},
    "m.x#": {"x": TypedDictItem(INT)},
    "m.x+i": {"x": TypedDictItem(INT)},
    "m.x+i!": {"x": TypedDictItem(INT)},
}
# PEP 728 extra items: "#" closed (extra items Never), "+i" extra int, "+i!" read-only extra int.
EXTRAS: dict[str, TypedDictItem] = {
    "m.x#": TypedDictItem(NeverType(), required=False),
    "m.x+i": TypedDictItem(INT, required=False),
    "m.x+i!": TypedDictItem(INT, required=False, readonly=True),
}

H = Hierarchy()


def lst(t: Type) -> Instance:
    return Instance("builtins.list", (t,))


def seq(t: Type) -> Instance:
    return Instance("m.Seq", (t,))


def test_nominal_subclass() -> None:
    assert is_assignable(Instance("m.Dog"), Instance("m.Animal"), H)
    verdict = is_assignable(Instance("m.Animal"), Instance("m.Dog"), H)
    assert not verdict


def test_any_is_consistent_both_ways_but_not_a_subtype() -> None:
    assert is_assignable(ANY, INT, H)
    assert is_assignable(INT, ANY, H)
    assert not is_subtype(ANY, INT, H)
    assert is_subtype(ANY, OBJECT, H)


def test_numeric_promotion() -> None:
    assert is_assignable(INT, FLOAT, H)
    assert is_assignable(BOOL, INT, H)
    assert not is_assignable(FLOAT, INT, H)


def test_invariant_list_says_why() -> None:
    verdict = is_assignable(lst(BOOL), lst(INT), H)
    assert not verdict
    assert "invariant" in verdict.reason and "Sequence" in verdict.reason


def test_covariant_sequence() -> None:
    assert is_assignable(lst(BOOL), seq(INT), H)
    assert not is_assignable(lst(STR), seq(INT), H)


def test_unions() -> None:
    assert is_assignable(INT, make_union([INT, NONE]), H)
    assert is_assignable(NONE, make_union([INT, NONE]), H)
    assert not is_assignable(make_union([INT, NONE]), INT, H)
    assert is_assignable(make_union([BOOL, INT]), INT, H)


def test_literals() -> None:
    one = LiteralType(1, "builtins.int")
    assert is_assignable(one, INT, H)
    assert not is_assignable(INT, one, H)
    assert is_assignable(one, make_union([one, LiteralType(2, "builtins.int")]), H)


def test_an_enum_is_the_union_of_its_member_literals() -> None:
    a, b = LiteralType("A", "m.Ab"), LiteralType("B", "m.Ab")
    enum = Instance("m.Ab")
    assert is_subtype(enum, make_union([a, b]), H)
    assert is_subtype(make_union([a, b]), enum, H)
    assert not is_subtype(enum, make_union([a, NONE]), H)


def test_tuples() -> None:
    assert is_assignable(TupleType((INT, INT)), TupleType((INT, FLOAT)), H)
    assert not is_assignable(TupleType((INT,)), TupleType((INT, INT)), H)
    assert is_assignable(TupleType((INT, BOOL)), Instance("builtins.tuple", (INT,)), H)


def test_protocol_by_members() -> None:
    assert is_assignable(Instance("m.Box"), Instance("m.Sized"), H)
    assert not is_assignable(Instance("m.Dog"), Instance("m.Sized"), H)


def test_unknown_base_is_compatible() -> None:
    assert is_assignable(Instance("m.Untyped"), Instance("m.Dog"), H)


def test_callables_contravariant_params_covariant_return() -> None:
    takes_int = CallableType((Param(None, INT, ParamKind.POSITIONAL_ONLY),), BOOL)
    takes_bool = CallableType((Param(None, BOOL, ParamKind.POSITIONAL_ONLY),), INT)
    assert is_assignable(takes_int, takes_bool, H)
    assert not is_assignable(takes_bool, takes_int, H)


def test_type_objects() -> None:
    assert is_assignable(TypeType(Instance("m.Dog")), TypeType(Instance("m.Animal")), H)
    assert not is_assignable(TypeType(Instance("m.Animal")), TypeType(Instance("m.Dog")), H)


def test_map_to_supertype_substitutes() -> None:
    assert map_to_supertype(lst(INT), "m.Seq", H) == seq(INT)
    assert map_to_supertype(Instance("m.Dog"), "m.Seq", H) is None


class _MemoHierarchy(Hierarchy):
    """Offers a supertype memo, as the checker's Program does, and counts the bases asked."""

    def __init__(self) -> None:
        self.supertype_memo = SupertypeMemo()
        self.asked = 0

    def bases(self, name: str) -> tuple[Instance, ...]:
        self.asked += 1
        return super().bases(name)


def test_map_to_supertype_answers_a_repeat_from_the_hierarchys_memo() -> None:
    h = _MemoHierarchy()
    ints = lst(INT)
    assert map_to_supertype(ints, "m.Seq", h) == seq(INT)
    first = h.asked
    assert first > 0
    assert map_to_supertype(ints, "m.Seq", h) == seq(INT)
    assert h.asked == first
    dog = Instance("m.Dog")
    assert map_to_supertype(dog, "m.Seq", h) is None
    after_miss = h.asked
    assert map_to_supertype(dog, "m.Seq", h) is None  # a None answer is kept too
    assert h.asked == after_miss and after_miss > first
    # By identity: an equal instance may differ in what only messages show (``variadic``).
    assert map_to_supertype(lst(INT), "m.Seq", h) == seq(INT)
    assert h.asked > after_miss


class _CyclicHierarchy(_MemoHierarchy):
    """m.A's base is m.B and m.B's is m.A (an error in the checked code, the walk must end)."""

    CYCLE = {"m.A": (Instance("m.B"),), "m.B": (Instance("m.A"),)}

    def bases(self, name: str) -> tuple[Instance, ...]:
        if name in self.CYCLE:
            self.asked += 1
            return self.CYCLE[name]
        return super().bases(name)


def test_map_to_supertype_keeps_no_answer_a_cycle_cut_short() -> None:
    h = _CyclicHierarchy()
    a = Instance("m.A")
    assert map_to_supertype(a, "m.Z", h) is None
    assert h.supertype_memo.walks_cut_short == 1
    assert h.supertype_memo.answers == {}  # found at the depth guard: asked again, walked again
    asked = h.asked
    assert map_to_supertype(a, "m.Z", h) is None
    assert h.asked > asked
    ints = lst(INT)
    assert map_to_supertype(ints, "m.Seq", h) == seq(INT)
    assert (id(ints), "m.Seq") in h.supertype_memo.answers  # a walk that ends is kept


def test_recursion_guard() -> None:
    # The same pair visited again while relating it is assumed to hold (no infinite loop).
    assert is_assignable(lst(lst(INT)), lst(lst(INT)), H)


def test_join_and_simplify() -> None:
    assert join(BOOL, INT, H) == INT
    assert join(INT, STR, H) == make_union([INT, STR])
    assert simplify_union(make_union([BOOL, INT, STR]), H) == make_union([INT, STR])


def test_constraints_for_generic_calls() -> None:
    out: dict[TypeVarType, list[Type]] = {}
    collect_constraints(seq(T_CO), lst(INT), H, out)
    assert out == {T_CO: [INT]}


def td(keys: str) -> Instance:
    return Instance("m." + keys)


def test_typeddict_extra_keys_fit_missing_keys_do_not() -> None:
    assert is_assignable(td("xy"), td("x"), H)
    verdict = is_assignable(td("x"), td("xy"), H)
    assert not verdict and verdict.reason == 'Missing key "y"'


def test_typeddict_required_keys_must_agree_unless_read_only() -> None:
    assert not is_assignable(td("x?"), td("x"), H)  # the target may rely on the key
    assert not is_assignable(td("x"), td("x?"), H)  # the target may delete the key
    assert is_assignable(td("x"), td("x?!"), H)  # ... unless it may not write it


def test_typeddict_writable_keys_are_invariant_read_only_keys_covariant() -> None:
    verdict = is_assignable(td("x"), td("xf"), H)
    assert not verdict and "same type" in verdict.reason
    assert is_assignable(td("x"), td("xf!"), H)
    assert not is_assignable(td("x!"), td("x"), H)  # a read-only key cannot become writable


def test_typeddict_read_only_not_required_object_admits_a_missing_key() -> None:
    assert is_assignable(td("x"), td("o?!"), H)


def test_typeddict_extra_items_are_one_more_not_required_item() -> None:
    assert is_assignable(td("x#"), td("x"), H)  # a closed value fits an open target
    verdict = is_assignable(td("x"), td("x#"), H)  # an open one may carry anything
    assert not verdict and verdict.reason == "Extra items are read-only in the value but writable in the target"
    assert not is_assignable(td("xy"), td("x#"), H)  # "y" is beyond what the closed target admits
    assert is_assignable(td("x+i"), td("x+i!"), H)
    verdict = is_assignable(td("xy"), td("x+i!"), H)
    assert not verdict and verdict.reason == 'Key "y" has type "str", the target\'s extra items have type "int"'
    assert not is_assignable(td("x#"), td("x+i"), H)  # the target may add int items
    assert is_assignable(td("x#"), td("x+i!"), H)  # ... unless they are read-only


def test_typeddict_and_plain_classes_do_not_mix() -> None:
    assert not is_assignable(INT, td("x"), H)
    assert not is_subtype(td("x"), td("xy"), H)


def test_a_class_object_is_an_instance_of_its_metaclass() -> None:
    meta = Instance("m.Meta")
    assert is_assignable(TypeType(Instance("m.WithMeta")), meta, H)
    assert is_assignable(TypeType(Instance("m.WithMeta")), Instance("builtins.type"), H)
    assert not is_assignable(TypeType(Instance("m.Dog")), meta, H)



def _literals(*values: str) -> list[Type]:
    return [LiteralType(v, "builtins.str") for v in values]


def test_a_union_of_listed_members_fits_a_wider_union_with_one_question_at_most(monkeypatch: pytest.MonkeyPatch) -> None:
    import hintloader.typesystem.relations as relations

    wide = make_union(_literals(*(f"m{i}" for i in range(300))) + [NONE])
    narrow = make_union(_literals(*(f"m{i}" for i in range(1, 300))))
    asked: list[tuple[Type, Type]] = []
    real = relations._relate

    def counting(s: Type, t: Type, ctx: object) -> object:
        asked.append((s, t))
        return real(s, t, ctx)  # type: ignore[arg-type]

    monkeypatch.setattr(relations, "_relate", counting)
    assert is_assignable(narrow, wide, H) and is_subtype(narrow, wide, H)
    assert len(asked) <= 2  # the union question itself, once per relation: no member asked


def test_members_a_union_does_not_list_are_still_related_one_by_one() -> None:
    target = make_union([*_literals("a", "b"), STR])
    assert is_assignable(make_union([*_literals("a", "c"), NONE]), make_union([*_literals("a", "b"), NONE, STR]), H)
    verdict = is_assignable(make_union([*_literals("a"), INT]), target, H)
    assert not verdict and verdict.reason == 'Item "int" does not fit'
    assert not is_assignable(make_union(_literals("a", "c")), make_union(_literals("a", "b")), H)
