"""The public helpers: check_type(value, hint) and the @checked decorator."""

from __future__ import annotations

import inspect
import sys
import textwrap
import traceback
import types
from pathlib import Path
from typing import Any, Optional

import pytest

import hintloader.runtime as runtime
from hintloader.errors import HintTypeError


def test_check_type_returns_value_or_raises() -> None:
    assert runtime.check_type([1, 2], list[int]) == [1, 2]
    with pytest.raises(HintTypeError) as info:
        runtime.check_type([1, "x"], list[int])
    assert str(info.value) == "item 1 of value (list[int]) is str 'x', expected int"
    assert info.value.path == ("item 1",)
    assert info.value.value == "x"
    assert isinstance(info.value, TypeError)


def test_check_type_checks_every_item_by_default() -> None:
    xs = [0] * 1000
    xs[500] = "x"
    with pytest.raises(HintTypeError, match="item 500"):
        runtime.check_type(xs, list[int])
    runtime.check_type(xs, list[int], collection_check="first")


def test_check_type_string_hints_resolve_in_caller_globals() -> None:
    assert runtime.check_type(None, "Optional[int]") is None
    with pytest.raises(HintTypeError):
        runtime.check_type("a", "Optional[int]")


def _write_module(tmp_path: Path, source: str, name: str) -> types.ModuleType:
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(source))
    module = types.ModuleType(name)
    module.__file__ = str(path)
    sys.modules[name] = module
    exec(compile(path.read_text(), str(path), "exec", dont_inherit=True), module.__dict__)
    return module


def test_checked_recompiles_without_wrapper(tmp_path: Path, import_state: None) -> None:
    module = _write_module(tmp_path, '''
        from hintloader.runtime import checked

        calls = []

        def default() -> list[int]:
            calls.append(1)
            return []

        class Box:
            @checked
            def put(self, item: int, into: list[int] = default()) -> int:
                """Put an item."""
                into.append(item)
                return len(into)

            @staticmethod
            @checked
            def make(size: int) -> "Box":
                return Box()

        @checked
        def greet(name: str) -> str:
            return 42
        ''', "hl_checked_mod")
    box = module.Box()
    assert box.put(1) == 1
    assert module.calls == [1]
    assert not hasattr(module.Box.put, "__wrapped__")
    assert module.Box.put.__doc__ == "Put an item."
    assert str(inspect.signature(module.Box.put)).startswith("(self, item: int")
    with pytest.raises(HintTypeError, match=r"Box.put\(\): argument 'item' \(int\) is str 'x'"):
        box.put("x")
    with pytest.raises(HintTypeError):
        module.Box.make("big")
    with pytest.raises(HintTypeError) as info:
        module.greet("bob")
    last = traceback.extract_tb(info.value.__traceback__)[-1]
    assert last.filename == module.__file__
    assert last.line == "return 42"


def test_checked_falls_back_to_wrapper_without_source() -> None:
    namespace: dict[str, Any] = {}
    exec("def f(x: int) -> str:\n    return str(x)\n", namespace)
    checked_f = runtime.checked(namespace["f"])
    assert checked_f.__wrapped__ is namespace["f"]
    assert checked_f(3) == "3"
    with pytest.raises(HintTypeError, match="argument 'x'"):
        checked_f("3")


def test_checked_closure_uses_wrapper() -> None:
    def outer() -> Any:
        local = 1

        @runtime.checked
        def inner(x: int) -> int:
            return x + local

        return inner

    inner = outer()
    assert inner(1) == 2
    with pytest.raises(HintTypeError):
        inner("1")


def test_check_type_sample_is_bounded() -> None:
    class Counting(list):  # type: ignore[type-arg]
        reads = 0

        def __getitem__(self, index):  # type: ignore[no-untyped-def]
            Counting.reads += 1
            return super().__getitem__(index)

        def __iter__(self):  # type: ignore[no-untyped-def]
            Counting.reads += len(self)
            return super().__iter__()

    xs = Counting(range(100_000))
    runtime.check_type(xs, list[int], collection_check="sample")
    assert Counting.reads <= 3


def test_checked_generator_and_coroutine(tmp_path: Path, import_state: None) -> None:
    import asyncio

    module = _write_module(tmp_path, '''
        from typing import Iterator
        from hintloader.runtime import checked

        @checked
        def numbers(n: int) -> Iterator[int]:
            yield n
            yield "x"

        @checked
        async def double(x: int) -> int:
            return x * 2
        ''', "hl_checked_gen")
    gen = module.numbers(1)
    assert next(gen) == 1
    with pytest.raises(HintTypeError, match="yielded value"):
        next(gen)
    assert asyncio.run(module.double(2)) == 4
    with pytest.raises(HintTypeError, match="argument 'x'"):
        asyncio.run(module.double("2"))


class _FakeAnnotationlib(types.ModuleType):
    """Stands in for Python 3.14's annotationlib (PEP 649/749), which this Python lacks: its
    VALUE format raises NameError for a name defined later, FORWARDREF gives a ForwardRef.
    Functions carry their simulated deferred annotations in ``__deferred__``."""

    class Format:
        VALUE = 1
        FORWARDREF = 3

    def __init__(self) -> None:
        super().__init__("annotationlib")
        self.formats: list[int] = []

    def get_annotations(self, obj: object, *, format: int = 1) -> dict[str, object]:
        self.formats.append(format)
        deferred: dict[str, str] = getattr(obj, "__deferred__", {})
        if deferred and format != self.Format.FORWARDREF:
            raise NameError(f"name {next(iter(deferred.values()))!r} is not defined")
        from typing import ForwardRef

        return {name: ForwardRef(text) for name, text in deferred.items()} or dict(
            getattr(obj, "__annotations__", {}))


def test_checked_reads_deferred_annotations_through_annotationlib(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Simulated: no Python 3.14 here. The function has no annotations Python can see; only the
    # (fake) annotationlib knows `x: Later`, and Later is defined after the decoration.
    fake = _FakeAnnotationlib()
    monkeypatch.setitem(sys.modules, "annotationlib", fake)
    namespace: dict[str, Any] = {}
    exec("def f(x):\n    return x\n", namespace)  # no source file: the wrapper path
    func = namespace["f"]
    func.__deferred__ = {"x": "Later", "return": "Later"}
    wrapped = runtime.checked(func)
    namespace["Later"] = type("Later", (), {})
    later = namespace["Later"]()
    assert wrapped(later) is later
    assert fake.formats and set(fake.formats) == {fake.Format.FORWARDREF}
    with pytest.raises(HintTypeError, match="argument 'x' \\(Later\\) is int 1"):
        wrapped(1)


def test_checked_without_annotationlib_reads_dunder_annotations(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "annotationlib", raising=False)
    if sys.version_info >= (3, 14):
        pytest.skip("annotationlib is part of this Python")
    namespace: dict[str, Any] = {}
    exec("def f(x: int) -> int:\n    return x\n", namespace)
    wrapped = runtime.checked(namespace["f"])
    assert wrapped(1) == 1
    with pytest.raises(HintTypeError, match="argument 'x'"):
        wrapped("1")
