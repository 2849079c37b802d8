"""Violation messages, structured fields, and on-violation = "warn"."""

from __future__ import annotations

import warnings

import pytest

from hintloader.errors import HintTypeError, HintWarning

SOURCE = '''
from typing import Callable, Protocol, TypedDict

class Closer(Protocol):
    def close(self) -> None: ...

class Movie(TypedDict):
    title: str

def f(xs: list[int], d: dict[str, list[int]], *, c: Callable[[int], int] = abs) -> None:
    pass

def g(p: Closer) -> None:
    pass

def h(m: Movie) -> None:
    pass

def long(x: int) -> None:
    pass
'''

CASES = [
    ("f([1, 'x'], {})", "f(): item 1 of argument 'xs' (list[int]) is str 'x', expected int"),
    ("f([], {'a': ['x', 1]})",
     "f(): item 0 of value for key 'a' of argument 'd' (dict[str, list[int]]) is str 'x', expected int"),
    ("f([], {}, c=lambda: 0)",
     "f(): argument 'c' (Callable[[int], int]) is function <lambda>: cannot be called with 1 positional argument"),
    ("g(object())", "g(): argument 'p' (Closer) is object object: missing method 'close'"),
    ("h({})", "h(): argument 'm' (Movie) is dict {}: missing key 'title'"),
    ("h({'title': 1})", "h(): value for key 'title' of argument 'm' (Movie) is int 1, expected str"),
    ("long('x' * 100)", "long(): argument 'x' (int) is str '" + "x" * 36 + "..."),
]


@pytest.mark.parametrize(("call", "message"), CASES)
def test_message(load, call: str, message: str) -> None:
    module = load(SOURCE)
    with pytest.raises(HintTypeError) as info:
        eval(call, vars(module))
    assert str(info.value) == message


def test_structured_fields(load) -> None:
    module = load(SOURCE)
    with pytest.raises(HintTypeError) as info:
        module.f([], {"a": ["x", 1]})
    exc = info.value
    assert (exc.function, exc.parameter, exc.expected) == ("f", "d", "dict[str, list[int]]")
    assert exc.value == "x"
    assert exc.path == ("value for key 'a'", "item 0")


def test_warn_mode_warns_and_continues(load) -> None:
    module = load(SOURCE + "\ndef r(x: int) -> int:\n    return str(x)\n", on_violation="warn")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module.f(["x"], {})
        assert module.r(3) == "3"
    assert [str(w.message) for w in caught] == [
        "f(): item 0 of argument 'xs' (list[int]) is str 'x', expected int",
        "r(): return value (int) is str '3'",
    ]
    assert all(w.category is HintWarning for w in caught)
    assert all(w.filename == module.__file__ for w in caught)


def test_annotated_assignments(load) -> None:
    module = load('''
LIMIT: int = 3

def f(v: object) -> None:
    x: int = v
''', check_assignments=True)
    module.f(1)
    with pytest.raises(HintTypeError, match=r"f\(\): variable 'x' \(int\) is str 'a'"):
        module.f("a")
    with pytest.raises(HintTypeError, match="variable 'LIMIT'"):
        load("LIMIT: int = 'x'\n", check_assignments=True)


def test_sentinel_default_is_not_checked(load) -> None:
    module = load('''
from typing import Any
_UNSET: Any = object()

def replace(*, epoch: int | None = _UNSET, pos: str = _UNSET) -> None:
    pass

def positional(a: int, b: str = _UNSET) -> None:
    pass
''')
    module.replace()
    module.replace(epoch=None)
    module.positional(1)
    with pytest.raises(HintTypeError):
        module.replace(epoch="x")
    with pytest.raises(HintTypeError):
        module.positional(1, object())


def test_not_implemented_may_be_returned(load) -> None:
    module = load('''
class V:
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, V):
            return NotImplemented
        return True
''')
    assert module.V() == module.V()
    assert module.V() != 1


def test_operator_methods_take_any_operand(load) -> None:
    module = load('''
class V:
    def __gt__(self, other: "V") -> bool:
        if not isinstance(other, V):
            return NotImplemented
        return False

    def __add__(self, other: int) -> int:
        return 1
''')
    assert (module.V() > module.V()) is False
    with pytest.raises(TypeError, match="not supported"):
        module.V() > 1
    assert module.V() + "x" == 1  # the operand is not checked, the result is


def test_warn_mode_for_yields_keeps_the_value(load) -> None:
    module = load('''
from typing import Iterator
def gen() -> Iterator[int]:
    yield "a"
''', on_violation="warn")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert list(module.gen()) == ["a"]
    assert [str(w.message) for w in caught] == ["gen(): yielded value (int) is str 'a'"]
