"""A runtime check never runs the checked value's code: no dunder, no ``__getattr__``, no
property or descriptor, no iteration of anything but a builtin container."""

from __future__ import annotations

import collections
import collections.abc as cabc
import io
import typing
from collections.abc import Callable, Iterator
from typing import IO, Any, BinaryIO, Literal, NamedTuple, NewType, Optional, Protocol, TextIO, TypeVar, Union

import pytest
from typing_extensions import Unpack

from hintloader.errors import HintTypeError
from hintloader.runtime import check_type, checked
from tests.runtime.conftest import Loader

CALLS: list[str] = []
ARMED = [False]


def _record(name: str) -> Callable[..., Any]:
    def hook(self: object, *args: object, **kwargs: object) -> Any:
        if ARMED[0]:
            CALLS.append(f"{type(self).__name__}.{name}")
            raise RuntimeError(f"user code ran: {name}")
        return getattr(super(type(self), self), name)(*args, **kwargs)  # type: ignore[misc]

    return hook


_HOOKED = [
    "__getattr__", "__getattribute__", "__setattr__", "__delattr__", "__dir__",
    "__len__", "__length_hint__", "__iter__", "__reversed__", "__next__", "__contains__",
    "__getitem__", "__missing__", "__bool__", "__eq__", "__ne__", "__hash__", "__lt__",
    "__repr__", "__str__", "__format__", "__bytes__", "__int__", "__index__", "__float__",
    "__call__", "__enter__", "__exit__", "__instancecheck__", "__subclasscheck__",
    "__fspath__", "__sizeof__", "__reduce__", "__reduce_ex__", "__copy__", "__deepcopy__",
    "__await__", "__aiter__", "__anext__",
    "keys", "items", "values", "get", "count", "index", "copy",
    "read", "write", "close", "readline", "__next__", "name", "mode", "x", "y", "title",
]


def _hostile_class(base: type, name: str) -> type:
    namespace: dict[str, Any] = {name_: _record(name_) for name_ in _HOOKED}

    def recorded_property(self: object) -> Any:
        if ARMED[0]:
            CALLS.append(f"{name}.__class__")
            raise RuntimeError("user code ran: __class__")
        return type(self)

    namespace["__class__"] = property(recorded_property)
    for attribute in ("__dict__", "__module__", "__doc__", "__weakref__"):
        namespace.pop(attribute, None)
    return type(name, (base,), namespace)


Hostile = _hostile_class(object, "Hostile")
HostileDict = _hostile_class(dict, "HostileDict")
HostileList = _hostile_class(list, "HostileList")
HostileTuple = _hostile_class(tuple, "HostileTuple")
HostileSet = _hostile_class(set, "HostileSet")
HostileStr = _hostile_class(str, "HostileStr")
HostileInt = _hostile_class(int, "HostileInt")


class Doc(cabc.MutableMapping, dict):  # type: ignore[type-arg]  # tomlkit's documents
    """A mapping implemented by its own methods on top of a dict it also is."""

    def __init__(self, data: dict[str, object]) -> None:
        dict.__init__(self, data)
        self._data = data

    def __getitem__(self, key: str) -> object:
        return self._data[key]

    def __setitem__(self, key: str, value: object) -> None:
        self._data[key] = value

    def __delitem__(self, key: str) -> None:
        del self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


class Closer(Protocol):
    def close(self) -> None: ...


class Named(Protocol):
    name: str


class Point(NamedTuple):
    x: int
    y: int


class Movie(typing.TypedDict):
    title: str


UserId = NewType("UserId", int)
Constrained = TypeVar("Constrained", int, str)
Bounded = TypeVar("Bounded", bound=int)


def _values() -> list[object]:
    hostile = Hostile()
    return [
        hostile,
        HostileDict({"a": 1, "b": "x"}),
        HostileList([1, "x"]),
        HostileTuple((1, "x")),
        HostileSet({1, "x"}),
        HostileStr("text"),
        HostileInt(3),
        [hostile, 1],
        (hostile, 1),
        (1, hostile),
        {"a": hostile},
        {1: hostile},
        {hostile: 1},
        {hostile},
        frozenset({hostile, 2}),
        [[hostile]],
        {"k": [hostile]},
        Doc({"a": 1}),
    ]


HINTS: list[object] = [
    int, float, complex, bytes, str, bool, type(None), object, Any,
    Optional[int], Union[int, str], Union[int, list[int]], Literal[1, "a"], UserId,
    list[int], list[str], cabc.Sequence[int], cabc.MutableSequence[str], collections.deque[int],
    set[int], frozenset[str], cabc.Set[int], cabc.MutableSet[int],
    dict[str, int], cabc.Mapping[str, int], cabc.MutableMapping[str, str], dict[int, list[int]],
    tuple[int, str], tuple[int, ...], tuple[str, ...], tuple[int, Unpack[tuple[str, ...]]],
    cabc.Iterable[int], cabc.Collection[str], cabc.Container[int], cabc.Reversible[int],
    cabc.Iterator[int], cabc.Callable[[int], int], cabc.Callable[..., int], type[int],
    IO[str], TextIO, BinaryIO, Closer, Named, typing.SupportsInt, typing.Hashable, typing.Sized,
    Point, Movie, Constrained, Bounded, typing.Annotated[int, "meta"],
    list[Closer], dict[str, Named], Union[Closer, int],
]


@pytest.fixture(autouse=True)
def _recording() -> Iterator[None]:
    CALLS.clear()
    yield
    ARMED[0] = False


def _check_without_user_code(run: Callable[[], object]) -> None:
    ARMED[0] = True
    try:
        run()
    except HintTypeError as exc:
        str(exc)  # the message is built without the value's code too
    finally:
        ARMED[0] = False
    assert CALLS == []


@pytest.mark.parametrize("hint", HINTS, ids=repr)
@pytest.mark.parametrize("mode", ["sample", "all"])
def test_check_type_runs_no_code_of_the_value(hint: object, mode: str) -> None:
    for value in _values():
        _check_without_user_code(lambda: check_type(value, hint, collection_check=mode))  # type: ignore[arg-type]
        assert CALLS == [], (hint, type(value).__name__)


@pytest.mark.parametrize("mode", ["sample", "all", "first"])
def test_instrumented_functions_run_no_code_of_their_arguments(load: Loader, mode: str) -> None:
    names = [f"h{i}" for i in range(len(HINTS))]
    source = "from __future__ import annotations\n" + "\n".join(
        f"def f{i}(v: {name}) -> {name}:\n    return v\n" for i, name in enumerate(names))
    module = load(source, collection_check=mode, on_violation="raise", check_assignments=True)
    for i, hint in enumerate(HINTS):
        setattr(module, names[i], hint)
    for i in range(len(HINTS)):
        function = getattr(module, f"f{i}")
        for value in _values():
            for _ in range(3):  # samples rotate: each call looks at other items
                _check_without_user_code(lambda: function(value))
            assert CALLS == [], (HINTS[i], type(value).__name__)


def test_checked_functions_run_no_code_of_their_arguments() -> None:
    @checked
    def f(a: list[int], b: dict[str, int], c: IO[str], d: Closer) -> Optional[int]:
        return None

    for value in _values():
        _check_without_user_code(lambda: f(value, value, value, value))
        _check_without_user_code(lambda: f([1], {"a": 1}, io.StringIO(), value))


def test_a_lazy_file_object_is_not_opened_by_an_io_check(tmp_path: Any) -> None:
    """click's LazyFile: opening (and truncating) the file happens in __getattr__."""
    target = tmp_path / "data.txt"
    target.write_text("keep")

    class LazyFile:
        def __init__(self, name: str) -> None:
            self.name = name
            self._f: IO[str] | None = None

        def __getattr__(self, attribute: str) -> object:
            if self._f is None:
                self._f = open(self.name, "w")  # noqa: SIM115
            return getattr(self._f, attribute)

    lazy = LazyFile(str(target))
    for hint in (IO[str], TextIO, Optional[IO[str]]):
        check_type(lazy, hint)
    assert target.read_text() == "keep"


def test_a_mapping_that_is_also_a_dict_is_checked_without_a_crash(load: Loader) -> None:
    doc = Doc({"a": 1})
    check_type(doc, cabc.Mapping[str, int])
    check_type(doc, dict[str, int])
    module = load("from collections.abc import Mapping\n"
                  "def f(v: Mapping[str, int]) -> dict[str, int]:\n    return dict(v)\n")
    for _ in range(3):
        assert module.f(doc) == {"a": 1}
    with pytest.raises(HintTypeError):
        check_type(42, cabc.Mapping[str, int])


def test_the_thin_wrapper_runs_no_code_of_arguments_or_results() -> None:
    namespace: dict[str, Any] = {"Closer": Closer, "Optional": Optional}
    exec("def f(a: list[int], b: Closer) -> Optional[int]:\n    return a\n", namespace)  # no source
    f = checked(namespace["f"])
    for value in _values():
        _check_without_user_code(lambda: f(value, value))


def test_builtin_containers_and_their_plain_subclasses_are_still_looked_into() -> None:
    class Plain(list):  # type: ignore[type-arg]  # reads its items with list's own methods
        pass

    for value, hint in [
        ("123", cabc.Sequence[int]),
        (Plain(["x"]), list[int]),
        (collections.OrderedDict(a="x"), cabc.Mapping[str, int]),
        (collections.defaultdict(list, a="x"), dict[str, int]),
        (collections.deque(["x"]), collections.deque[int]),
        (frozenset({"x"}), cabc.Set[int]),
    ]:
        with pytest.raises(HintTypeError):
            check_type(value, hint)
    check_type(range(3), cabc.Sequence[int])
    check_type(Doc({"a": "x"}), cabc.Mapping[str, int])  # its own code's to give: class only


# Annotations written out, so that the instrumenter tests their containers inline.
INLINE = [
    "list[int]", "list[str]", "Sequence[int]", "MutableSequence[str]", "dict[str, int]",
    "Mapping[str, int]", "MutableMapping[str, str]", "dict[int, list[int]]",
    "dict[str, list[int]]", "dict[str, Any]", "dict[str, object]", "list[list[int]]",
    "list[dict[str, int]]", "list[Closer]", "dict[str, Named]", "Closer", "Named",
    "list[Any]", "Optional[list[int]]",
]


class _Meta(type):
    def __getattribute__(cls, name: str) -> Any:
        if ARMED[0]:
            CALLS.append(f"_Meta.__getattribute__({name})")
            raise RuntimeError("user code ran: the metaclass")
        return super().__getattribute__(name)


class _ClosesByMeta(metaclass=_Meta):
    def close(self) -> None: ...


@pytest.mark.parametrize("mode", ["sample", "first"])
def test_inline_container_tests_run_no_code_of_the_value(load: Loader, mode: str) -> None:
    source = ("from __future__ import annotations\n"
              "from typing import Any, Optional, Protocol\n"
              "from collections.abc import Mapping, MutableMapping, MutableSequence, Sequence\n"
              "from tests.runtime.test_no_user_code import Closer, Named\n"
              + "\n".join(f"def f{i}(v: {hint}) -> {hint}:\n    return v\n"
                          for i, hint in enumerate(INLINE)))
    module = load(source, collection_check=mode)
    closes = _ClosesByMeta()
    for i, hint in enumerate(INLINE):
        function = getattr(module, f"f{i}")
        # (Data members of protocols are looked up with inspect.getattr_static, which reads a
        # class's __dict__ through its metaclass: the metaclass case is left out there.)
        extra = [] if "Named" in hint else [closes, [closes], {"a": closes}]
        for value in [*_values(), *extra]:
            for _ in range(3):
                _check_without_user_code(lambda: function(value))
            assert CALLS == [], (hint, type(value).__name__)


def test_a_protocol_fit_is_remembered_only_for_a_metaclass_that_reads_like_type(load: Loader) -> None:
    module = load("from tests.runtime.test_no_user_code import Closer\n"
                  "def f(c: Closer) -> int:\n    return 1\n")
    closes = _ClosesByMeta()
    for _ in range(3):
        _check_without_user_code(lambda: module.f(closes))
    assert module.__dict__["__hl_w1__"]() is not _ClosesByMeta
