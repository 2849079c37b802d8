"""structural.member_conflicts over hand-written member views (no checker involved)."""

from __future__ import annotations

from hintloader.typesystem.structural import MISSING, MemberView, member_conflicts
from hintloader.typesystem.model import CallableType, Instance, Param, Type

INT = Instance("builtins.int")
BOOL = Instance("builtins.bool")
OBJECT = Instance("builtins.object")
PROTO = Instance("m.Proto")
IMPL = Instance("m.Impl")


def subtype(a: Type, b: Type) -> bool:
    """bool < int < object, nothing else."""
    order = [BOOL, INT, OBJECT]
    return a == b or (a in order and b in order and order.index(a) <= order.index(b))


class Views:
    def __init__(self, impl: dict[str, MemberView | None], proto: dict[str, MemberView | None]) -> None:
        self.impl, self.proto = impl, proto

    def member_view(self, receiver: Type, member: str, via: Instance | None = None) -> MemberView | None:
        return (self.proto if via is not None else self.impl).get(member)


def conflicts(impl: dict[str, MemberView | None], proto: dict[str, MemberView | None]) -> tuple[str, ...]:
    return member_conflicts(IMPL, PROTO, tuple(proto), Views(impl, proto), subtype)


def method(ret: Type, arg: Type = INT) -> MemberView:
    return MemberView(CallableType((Param("x", arg),), ret), method=True)


def test_methods_compare_as_callables_by_the_relation_given() -> None:
    # The relation decides; here a plain subtype test on the whole callable stands in for it.
    assert conflicts({"m": method(INT)}, {"m": method(INT)}) == ()
    (note,) = conflicts({"m": method(OBJECT)}, {"m": method(INT)})
    assert note.startswith('Protocol member Proto.m: expected "def m(self, x: int) -> int"')


def test_settable_attributes_are_invariant_read_only_ones_covariant() -> None:
    settable, read_only = MemberView(INT), MemberView(INT, settable=False)
    assert conflicts({"x": MemberView(BOOL)}, {"x": read_only}) == ()
    assert conflicts({"x": MemberView(BOOL)}, {"x": settable}) == ('Protocol member Proto.x: expected "int", got "bool"',)


def test_an_inferred_attribute_is_only_compared_covariantly() -> None:
    assert conflicts({"x": MemberView(BOOL, declared=False)}, {"x": MemberView(INT)}) == ()


def test_a_read_only_implementation_of_a_settable_member() -> None:
    assert conflicts({"x": MemberView(INT, settable=False)}, {"x": MemberView(INT)}) == (
        "Protocol member Proto.x expected settable variable, got read-only attribute",
    )


def test_unknown_members_are_not_held_against_the_implementation() -> None:
    assert conflicts({"x": None}, {"x": MemberView(INT)}) == ()
    assert conflicts({"x": MemberView(OBJECT)}, {"x": None}) == ()


def test_a_missing_module_attribute_is_named() -> None:
    assert conflicts({"x": MISSING}, {"x": MemberView(INT)}) == ('"Impl" is missing protocol member "x"',)
