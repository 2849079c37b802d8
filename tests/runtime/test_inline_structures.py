"""Inline tests of TypedDict and Callable sites: after the first call the function itself
accepts what fits, and everything else still reaches the slot with its message."""

from __future__ import annotations

import ast
import sys

import pytest

from hintloader.errors import HintTypeError
from hintloader.runtime.shapes import site_shape, typeddict_shapes
from tests.runtime.conftest import Loader

TYPEDDICTS = """
from typing import Any, Callable, NotRequired, Required, TypedDict

class Movie(TypedDict):
    title: str
    year: int

class Draft(TypedDict, total=False):
    title: str
    year: Required[int]

class Tagged(TypedDict):
    name: str
    note: NotRequired[str]
    extra: Any

def movie(m: Movie) -> int:
    return 1

def draft(m: Draft) -> int:
    return 1

def tagged(m: Tagged) -> int:
    return 1

def returns(m) -> Movie:
    return m
"""

CALLABLES = """
from typing import Callable

def one(f: Callable[[int], str]) -> int:
    return 1

def anything(f: Callable[..., str]) -> int:
    return 1

def takes_one(x):
    return str(x)

def takes_two(x, y):
    return str(x)

class Holder:
    def takes_none(self):
        return ""

    def takes_one(self, x):
        return ""
"""


def _calls(func: object, *args: object) -> tuple[list[str], list[str]]:
    """The Python functions and the builtins one call of ``func`` calls."""
    python: list[str] = []
    builtins: list[str] = []

    def profile(frame: object, event: str, arg: object) -> None:
        if event == "call":
            python.append(frame.f_code.co_name)  # type: ignore[attr-defined]
        elif event == "c_call":
            builtins.append(getattr(arg, "__name__", "?"))

    sys.setprofile(profile)
    try:
        func(*args)  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    return python, [b for b in builtins if b != "setprofile"]


def _warm(func: object, *args: object) -> None:
    for _ in range(3):
        func(*args)  # type: ignore[operator]


def test_typeddict_shapes_from_the_module_syntax() -> None:
    tree = ast.parse(TYPEDDICTS)
    shapes = typeddict_shapes(tree, set())
    assert shapes == {
        "Movie": ("td", (("title", True), ("year", True)), ("leaf",), ("leaf",)),
        "Draft": ("td", (("title", False), ("year", True)), ("leaf",), ("leaf",)),
        "Tagged": ("td", (("name", True), ("note", False), ("extra", True)),
                   ("leaf",), ("leaf",), ("any",)),
    }
    assert site_shape(ast.parse("Movie", mode="eval").body, set(), shapes) == shapes["Movie"]
    assert site_shape(ast.parse("'Draft'", mode="eval").body, set(), shapes) == shapes["Draft"]
    assert site_shape(ast.parse("Other", mode="eval").body, set(), shapes) is None


@pytest.mark.parametrize("source", [
    "class T(TypedDict):\n    x: list[int]\n",  # a container value: the slot
    "class T(TypedDict):\n    x: int = 3\n",
    "class T(TypedDict):\n    def f(self): ...\n",
    "class T(TypedDict, metaclass=M):\n    x: int\n",
    "class T(Base):\n    x: int\n",
    "class T(TypedDict, Base):\n    x: int\n",
    "@decorate\nclass T(TypedDict):\n    x: int\n",
    "class T(TypedDict):\n    pass\n",
])
def test_typeddicts_without_an_inline_test(source: str) -> None:
    assert typeddict_shapes(ast.parse(source), set()) == {}


def test_the_keys_of_typeddict_bases_come_first() -> None:
    source = (
        "class A(TypedDict):\n    a: int\n    b: str\n"
        "class B(A, total=False):\n    c: int\n    a: NotRequired[int]\n"
    )
    assert typeddict_shapes(ast.parse(source), set())["B"] == (
        "td", (("a", False), ("b", True), ("c", False)), ("leaf",), ("leaf",), ("leaf",))


def test_an_inherited_typeddict_is_read_inline(load: Loader) -> None:
    module = load("""
        from typing import NotRequired, TypedDict
        class A(TypedDict):
            a: int
            b: str
        class B(A, total=False):
            c: int
            a: NotRequired[int]
        def f(m: B) -> int:
            return 1
    """)
    _warm(module.f, {"b": "x", "c": 1})
    assert _calls(module.f, {"b": "x", "a": 1}) == (["f"], [])
    with pytest.raises(HintTypeError, match="value for key 'b'"):
        module.f({"b": 1})
    with pytest.raises(HintTypeError, match="value for key 'a'"):
        module.f({"b": "x", "a": "1"})


def test_a_typeddict_that_fits_calls_nothing(load: Loader) -> None:
    module = load(TYPEDDICTS)
    value = {"title": "Alien", "year": 1979}
    _warm(module.movie, value)
    _warm(module.returns, value)
    assert _calls(module.movie, value) == (["movie"], [])
    assert _calls(module.returns, value) == (["returns"], [])
    draft = {"year": 1979}
    _warm(module.draft, draft)
    assert _calls(module.draft, draft) == (["draft"], [])


@pytest.mark.parametrize(("value", "message"), [
    ({"title": 1979, "year": 1979}, r"value for key 'title' of argument 'm' \(Movie\) is int"),
    ({"title": "Alien", "year": "1979"}, r"value for key 'year' of argument 'm' \(Movie\) is str"),
    ({"title": "Alien"}, r"argument 'm' \(Movie\) is dict .*missing key 'year'"),
    ({"year": 1979}, r"missing key 'title'"),
    (["title", "year"], r"argument 'm' \(Movie\) is list"),
])
def test_every_misfit_of_a_typeddict_is_reported_after_the_inline_test_is_filled(
        load: Loader, value: object, message: str) -> None:
    module = load(TYPEDDICTS)
    _warm(module.movie, {"title": "Alien", "year": 1979})
    for _ in range(3):  # each call, not only the first
        with pytest.raises(HintTypeError, match=message):
            module.movie(value)
    with pytest.raises(HintTypeError, match=message.replace("argument 'm'", "return value")):
        module.returns(value)


def test_optional_keys_are_checked_when_present(load: Loader) -> None:
    module = load(TYPEDDICTS)
    _warm(module.draft, {"year": 1})
    _warm(module.tagged, {"name": "a", "extra": object()})
    assert module.draft({"year": 1, "title": "x"}) == 1
    with pytest.raises(HintTypeError, match="value for key 'title'"):
        module.draft({"year": 1, "title": 2})
    with pytest.raises(HintTypeError, match="missing key 'year'"):
        module.draft({"title": "x"})
    with pytest.raises(HintTypeError, match="value for key 'note'"):
        module.tagged({"name": "a", "note": 1, "extra": None})
    # A key of any class must still be there.
    with pytest.raises(HintTypeError, match="missing key 'extra'"):
        module.tagged({"name": "a"})


def test_values_the_inline_test_cannot_settle_go_to_the_slot(load: Loader) -> None:
    module = load(TYPEDDICTS)
    _warm(module.movie, {"title": "Alien", "year": 1979})

    class Record(dict):  # type: ignore[type-arg]
        pass

    assert module.movie({"title": "Alien", "year": True}) == 1  # a bool is an int
    assert module.movie(Record(title="Alien", year=1979)) == 1
    with pytest.raises(HintTypeError, match="value for key 'year'"):
        module.movie(Record(title="Alien", year="1979"))
    python, _ = _calls(module.movie, Record(title="Alien", year=1979))
    assert python[0] == "movie" and len(python) > 1


def test_a_name_that_is_not_the_typeddict_its_syntax_promised_is_checked_by_the_slot(load: Loader) -> None:
    module = load("""
        from typing import TypedDict
        class Movie(TypedDict):
            title: str
        class Book(TypedDict):
            pages: int
        Movie = Book
        def f(m: Movie) -> int:
            return 1
    """)
    for _ in range(3):
        assert module.f({"pages": 3}) == 1
    with pytest.raises(HintTypeError, match="missing key 'pages'"):
        module.f({"title": "x"})
    assert module.__dict__["__hl_a1_0__"] is not dict  # the inline test never accepts


def test_a_function_that_fits_a_callable_calls_nothing(load: Loader) -> None:
    module = load(CALLABLES)
    _warm(module.one, module.takes_one)
    assert _calls(module.one, module.takes_one) == (["one"], [])
    _warm(module.anything, module.takes_two)
    assert _calls(module.anything, module.takes_two) == (["anything"], [])


def test_a_function_of_the_wrong_arity_is_reported_on_every_call(load: Loader) -> None:
    module = load(CALLABLES)
    _warm(module.one, module.takes_one)
    for _ in range(3):
        with pytest.raises(HintTypeError, match="cannot be called with 1 positional argument"):
            module.one(module.takes_two)
    assert module.takes_two not in module.__dict__["__hl_k1__"]
    assert module.one(module.takes_one) == 1


def test_callables_that_are_not_plain_functions_go_to_the_slot(load: Loader) -> None:
    module = load(CALLABLES)
    _warm(module.one, module.takes_one)
    holder = module.Holder()
    assert module.one(holder.takes_one) == 1
    assert module.one(str) == 1
    with pytest.raises(HintTypeError, match="cannot be called with 1 positional argument"):
        module.one(holder.takes_none)
    for value in (3, None, "f"):
        with pytest.raises(HintTypeError, match="not callable"):
            module.one(value)
        with pytest.raises(HintTypeError, match="not callable"):
            module.anything(value)


def test_the_functions_a_callable_site_remembers_are_bounded(load: Loader) -> None:
    module = load(CALLABLES)
    namespace: dict[str, object] = {}
    for i in range(600):
        exec(f"def f{i}(x):\n    return ''", namespace)
        module.one(namespace[f"f{i}"])
        module.anything(namespace[f"f{i}"])
    assert 0 < len(module.__dict__["__hl_k1__"]) <= 512
    assert 0 < len(module.__dict__["__hl_k3__"]) <= 512


def test_a_name_callable_that_is_not_typing_callable_is_checked_by_the_slot(load: Loader) -> None:
    module = load("""
        class Callable:
            pass
        def f(c: Callable) -> int:
            return 1
        def g():
            pass
    """)
    for _ in range(3):
        assert module.f(module.Callable()) == 1
    with pytest.raises(HintTypeError):
        module.f(module.g)


@pytest.mark.parametrize(("size", "bad"), [(1, 0), (7, 6), (1000, 0), (1000, 999), (10_000, 5_000)])
def test_a_bad_item_of_a_list_is_found_within_as_many_calls_as_it_has_items(
        load: Loader, size: int, bad: int) -> None:
    module = load("""
        def f(xs: list[int]) -> int:
            return 1
    """)
    module.f([1, 2, 3])  # the inline test is filled
    items: list[object] = list(range(size))
    items[bad] = "x"
    found = 0
    for _ in range(size):
        try:
            module.f(items)
        except HintTypeError as exc:
            assert f"item {bad} of argument 'xs'" in str(exc)
            found += 1
    assert found == 1
