"""Work a module check does once, however often the module asks (counts, not timings): a
type alias is expanded once, a method bound to one receiver once, a class's constructor
signature made once, and the findings are unchanged."""

from __future__ import annotations

import pytest

from hintloader.checker import calls, check_source, program
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import AliasDef
from hintloader.typesystem.model import CallableType, Instance, Type, TypeVarType

SOURCE = """\
from typing import Literal, Union
Justify = Literal["left", "center", "right"]
Pair = Union[int, "Justify"]
def a(j: Justify, p: Pair) -> Justify: raise NotImplementedError
def b(j: Justify = "left") -> Pair: raise NotImplementedError
def c(js: list[Justify], p: Pair) -> None: ...
class K:
    def m(self, j: Justify, p: Pair) -> Justify: raise NotImplementedError
reveal_type(a)
reveal_type(K().m)
b("middle")
"""


def test_an_alias_is_expanded_once_per_module(monkeypatch: pytest.MonkeyPatch) -> None:
    expanded: list[tuple[int, int, tuple[str, ...]]] = []
    original = TypeConverter._alias_params

    def counting(sub: TypeConverter, alias: AliasDef, target: Type) -> tuple[TypeVarType, ...]:
        expanded.append((id(alias), sub._depth, sub._expanding))
        return original(sub, alias, target)

    monkeypatch.setattr(TypeConverter, "_alias_params", staticmethod(counting))
    found = [f"{d.line} {d.code} {d.message}" for d in check_source(SOURCE, path="m.py", module="m")]
    justify = "Literal['left', 'center', 'right']"
    assert found == [
        f'9 reveal-type Revealed type is "def (j: {justify}, p: int | {justify}) -> {justify}"',
        f'10 reveal-type Revealed type is "def (j: {justify}, p: int | {justify}) -> {justify}"',
        f'11 arg-type Argument 1 to "b" has incompatible type "Literal[\'middle\']"; expected "{justify}"',
    ]
    # Once per alias, nesting depth and alias chain (they bound a recursive alias): 27
    # expansions before the memo, for the 21 times the module's annotations name an alias.
    assert len(expanded) == len(set(expanded))
    assert len(expanded) <= 6


METHODS = """\
class Box:
    def get(self) -> int: raise NotImplementedError
def use(box: Box) -> int:
    return box.get() + box.get() + box.get() + box.get() + box.get()
"""


def test_a_method_is_bound_once_per_receiver(monkeypatch: pytest.MonkeyPatch) -> None:
    bound: list[str | None] = []
    original = program._bind_self

    def counting(t: Type, receiver: Type, prog: program.Program, *, drop: bool, constructing: bool) -> Type:
        bound.append(t.name if isinstance(t, CallableType) else None)
        return original(t, receiver, prog, drop=drop, constructing=constructing)

    monkeypatch.setattr(program, "_bind_self", counting)
    assert check_source(METHODS, path="m.py", module="m") == []
    assert bound.count("get") == 1  # five calls of box.get, one binding (five before the memo)


CONSTRUCTORS = """\
class Box:
    def __init__(self, size: int) -> None: ...
boxes = [Box(1), Box(2), Box(3), Box(4)]
Box("big")
"""


def test_a_constructor_signature_is_made_once_per_class(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    original = calls._constructor_sig_of

    def counting(prog: program.Program, inst: Instance) -> Type | None:
        made.append(inst.name)
        return original(prog, inst)

    monkeypatch.setattr(calls, "_constructor_sig_of", counting)
    found = [f"{d.line} {d.code} {d.message}" for d in check_source(CONSTRUCTORS, path="m.py", module="m")]
    assert found == ['4 arg-type Argument 1 to "Box" has incompatible type "str"; expected "int"']
    assert made.count("m.Box") == 1  # five calls of Box, one signature (five before the memo)
