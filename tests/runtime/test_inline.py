"""Inline tests of check sites: shapes read from the syntax, globals filled at the first call,
and a slot that decides whenever the hint is not what the syntax promised."""

from __future__ import annotations

import ast
import gc
import sys

import pytest

from hintloader.errors import HintTypeError
from hintloader.runtime import static
from hintloader.runtime.shapes import site_shape
from tests.runtime.conftest import Loader


@pytest.mark.parametrize(("annotation", "shape"), [
    ("list[int]", ("seq", ("leaf",))),
    ("'list[int]'", ("seq", ("leaf",))),
    ("typing.Sequence[Foo]", ("seq", ("leaf",))),
    ("list[list[int]]", ("seq", ("seq", ("leaf",)))),
    ("dict[str, int]", ("map", ("leaf",), ("leaf",))),
    ("dict[str, Any]", ("map", ("leaf",), ("any",))),
    ("dict[str, list[int]]", ("map", ("leaf",), ("seq", ("leaf",)))),
    ("dict[str, list[Any]]", ("map", ("leaf",), ("leaf",))),
    ("list[dict[str, int]]", ("seq", ("map", ("leaf",), ("leaf",)))),
    # A Callable: a plain function that passed before.
    ("Callable[[int], str]", ("call",)), ("typing.Callable[..., int]", ("call",)), ("Callable", ("call",)),
    # Left to the slot: no container, or one whose test would bind locals left unbound.
    ("int", None), ("list[Any]", None), ("list", None), ("Optional[list[int]]", None),
    ("list[int] | None", None), ("tuple[int, ...]", None),
    ("dict[Any, int]", None), ("dict[str, dict[str, int]]", None), ("list[list[list[int]]]", None),
    ("Literal['a']", None), ("type[int]", None), ("dict[str, int | None]", None),
])
def test_site_shape(annotation: str, shape: object) -> None:
    assert site_shape(ast.parse(annotation, mode="eval").body, set()) == shape


def test_an_imported_any_is_read_inline(load: Loader) -> None:
    module = load("""
        from typing import Any
        def f(d: dict[str, Any]) -> int:
            return 1
    """)
    d = {"a": object()}
    module.f(d)
    called: list[str] = []

    def profile(frame: object, event: str, arg: object) -> None:
        if event == "call":
            called.append(frame.f_code.co_name)  # type: ignore[attr-defined]

    sys.setprofile(profile)
    try:
        module.f(d)
    finally:
        sys.setprofile(None)
    assert called == ["f"]
    with pytest.raises(HintTypeError, match="key 1 of argument 'd'"):
        module.f({1: 2})


def test_a_name_any_that_is_not_typing_any_is_checked_by_the_slot(load: Loader) -> None:
    module = load("""
        class Any:
            pass
        def f(d: dict[str, Any]) -> int:
            return 1
    """)
    for _ in range(3):
        assert module.f({"a": module.Any()}) == 1
    with pytest.raises(HintTypeError, match="value for key 'a'"):
        module.f({"a": 1})


@pytest.mark.parametrize("hint", [
    "list[T]", "Annotated[int, 'x']", "Box[int]", "MyList[int]", "dict[Key, int]", "list[Closer]",
    "dict[str, Closer]", "Sequence[float]", "Mapping[str, list[float]]",
])
def test_a_hint_without_the_promised_shape_is_checked_by_its_slot(load: Loader, hint: str) -> None:
    module = load(f"""
        from __future__ import annotations
        from typing import Annotated, Generic, Protocol, Sequence, Mapping, TypeVar
        T = TypeVar("T")
        MyList = list
        class Box(Generic[T]):
            pass
        class Key:
            pass
        class Closer(Protocol):
            def close(self) -> None: ...
        class Closes:
            def close(self) -> None: ...
        def f(v: {hint}) -> int:
            return 1
    """)
    good = {
        "list[T]": ["x"], "Annotated[int, 'x']": 3, "Box[int]": module.Box(), "MyList[int]": [1],
        "dict[Key, int]": {module.Key(): 1}, "list[Closer]": [module.Closes()],
        "dict[str, Closer]": {"a": module.Closes()}, "Sequence[float]": [1, 2.5],
        "Mapping[str, list[float]]": {"a": [1, 2.5]},
    }[hint]
    for _ in range(4):
        assert module.f(good) == 1
    with pytest.raises(HintTypeError):
        module.f(object())


def test_classes_that_fit_inline_and_their_subclasses(load: Loader) -> None:
    module = load("""
        def f(xs: list[int], d: dict[str, list[float]]) -> int:
            return 1
    """)
    class Numbers(list):  # type: ignore[type-arg]
        pass
    for _ in range(3):
        assert module.f([1, True], {"a": [1.5, 2]}) == 1
        assert module.f(Numbers([1]), {}) == 1
    with pytest.raises(HintTypeError, match=r"item 0 of argument 'xs'"):
        module.f(Numbers(["x"]), {})
    with pytest.raises(HintTypeError, match=r"item 0 of value for key 'a' of argument 'd'"):
        module.f([1], {"a": ["x"]})


def test_an_implicitly_optional_container_accepts_none(load: Loader) -> None:
    module = load("""
        def f(xs: list[int] = None, d: dict[str, int] = None) -> int:
            return 1
    """)
    for _ in range(3):
        assert module.f() == 1
        assert module.f([1], {"a": 1}) == 1
    with pytest.raises(HintTypeError, match="argument 'd'"):
        module.f([1], {"a": "x"})


def test_returns_are_tested_inline_too(load: Loader) -> None:
    module = load("""
        def f(n: int) -> list[str]:
            return [str(i) for i in range(n)] + ([n] if n == 5 else [])
    """)
    assert module.f(3) == ["0", "1", "2"]
    assert module.f(0) == []
    with pytest.raises(HintTypeError, match="item 5 of return value"):
        for _ in range(6):
            module.f(5)


def test_no_local_is_left_behind(load: Loader) -> None:
    module = load("""
        def f(d: dict[str, list[int]], xs: list[list[int]]) -> list:
            return sorted(locals())
    """)
    for value in ({}, {"a": []}, {"a": [1]}):
        assert module.f(value, [[1], []]) == ["d", "xs"]
        assert module.f(value, []) == ["d", "xs"]


def test_a_module_that_rebinds_a_builtin_the_tests_call_gets_none(load: Loader) -> None:
    module = load("""
        def len(x):
            raise AssertionError("the program's own len")
        def f(xs: list[int]) -> int:
            return 1
    """)
    for _ in range(3):
        assert module.f([1, 2]) == 1
    with pytest.raises(HintTypeError):
        module.f(["x"])


def test_a_remembered_protocol_class_is_forgotten_when_it_goes(load: Loader) -> None:
    module = load("""
        from typing import Protocol
        class Closer(Protocol):
            def close(self) -> None: ...
        def f(c: Closer) -> int:
            return 1
    """)
    cls = type("Temporary", (), {"close": lambda self: None})
    for _ in range(3):
        assert module.f(cls()) == 1
    assert module.__dict__["__hl_w1__"]() is cls
    del cls
    static._proxies.clear()  # static.py's bounded per-class memos hold classes strongly
    static._plain.clear()
    gc.collect()
    assert module.__dict__["__hl_w1__"]() is None  # a weak reference: the test misses again
    with pytest.raises(HintTypeError):
        module.f(type("Other", (), {})())


def test_a_protocol_site_calls_nothing_for_a_class_that_fitted(load: Loader) -> None:
    module = load("""
        from typing import Protocol
        class Closer(Protocol):
            def close(self) -> None: ...
        class Closes:
            def close(self) -> None: ...
        def f(c: Closer) -> int:
            return 1
    """)
    value = module.Closes()
    module.f(value)
    called: list[str] = []

    def profile(frame: object, event: str, arg: object) -> None:
        if event == "call":
            called.append(frame.f_code.co_name)  # type: ignore[attr-defined]

    sys.setprofile(profile)
    try:
        module.f(value)
    finally:
        sys.setprofile(None)
    assert called == ["f"]


def test_the_generated_code_compiles_without_warnings(tmp_path: object) -> None:
    import warnings

    from hintloader.config.options import PackageOptions
    from hintloader.runtime.instrument import instrument_module

    source = (
        "from typing import Iterator\n"
        "def f(flag: bool) -> list[str]:\n    if flag:\n        return []\n"
        "def g(flag: bool) -> dict[str, list[int]]:\n    if flag:\n        return {}\n"
        "def h(flag: bool) -> Iterator[str]:\n    if flag:\n        return iter([])\n"
    )
    tree = instrument_module(ast.parse(source), module="m", path="m.py", options=PackageOptions())
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # packaging's test suite runs with -W error
        compile(tree, "m.py", "exec", dont_inherit=True)
