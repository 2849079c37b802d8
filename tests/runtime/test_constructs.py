"""One test per supported hint: an instrumented function accepts a fitting value and rejects
a misfit with HintTypeError."""

from __future__ import annotations

import pytest

from hintloader.errors import HintTypeError

PRELUDE = """
import collections.abc as cabc
import typing
from typing import (Annotated, Any, AnyStr, Callable, Iterable, Literal, Mapping, NamedTuple,
    NewType, NoReturn, Optional, Protocol, Sequence, Type, TypedDict, TypeVar, Union)
try:
    from typing import NotRequired, LiteralString, Never, Self
except ImportError:  # Python 3.10: TypedDict too, so that it knows NotRequired
    from typing_extensions import NotRequired, LiteralString, Never, Self, TypedDict

class Animal: ...
class Dog(Animal): ...

class Point(NamedTuple):
    x: int
    y: int

UserId = NewType("UserId", int)
Bounded = TypeVar("Bounded", bound=Animal)
Constrained = TypeVar("Constrained", int, str)

class Movie(TypedDict):
    title: str
    year: NotRequired[int]

class Closer(Protocol):
    def close(self, force: bool) -> None: ...

class Named(Protocol):
    name: str

class GoodCloser:
    def close(self, force: bool) -> None: ...

class BadArityCloser:
    def close(self) -> None: ...

class HasName:
    def __init__(self) -> None:
        self.name = "n"

def one_arg(x: int) -> str:
    return str(x)

def two_args(x: int, y: int) -> str:
    return ""

Json = Union[int, str, list["Json"], dict[str, "Json"]]
"""

# (construct, annotation, fitting value, misfit) - values are Python expressions.
CASES = [
    ("builtin", "int", "3", "'3'"),
    ("bool-is-int", "int", "True", "3.0"),
    ("str", "str", "'a'", "b'a'"),
    ("none", "None", "None", "0"),
    ("user-class", "Animal", "Dog()", "object()"),
    ("any", "Any", "object()", None),
    ("object", "object", "1", None),
    ("optional", "Optional[int]", "None", "'x'"),
    ("union", "Union[int, str]", "'x'", "1.5"),
    ("pep604-union", "int | str | None", "None", "1.5"),
    ("literal", "Literal['a', 1]", "1", "'b'"),
    ("literal-bool-vs-int", "Literal[1]", "1", "True"),
    ("list", "list[int]", "[1, 2]", "[1, 'x']"),
    ("typing-list", "typing.List[int]", "[1]", "(1,)"),
    ("dict", "dict[str, int]", "{'a': 1}", "{'a': 'b'}"),
    ("dict-key", "dict[str, int]", "{'a': 1}", "{1: 1}"),
    ("set", "set[int]", "{1, 2}", "{'a'}"),
    ("frozenset", "frozenset[str]", "frozenset({'a'})", "{'a'}"),
    ("tuple-fixed", "tuple[int, str]", "(1, 'a')", "(1, 2)"),
    ("tuple-length", "tuple[int, str]", "(1, 'a')", "(1, 'a', 3)"),
    ("tuple-empty", "tuple[()]", "()", "(1,)"),
    ("tuple-variadic", "tuple[int, ...]", "(1, 2, 3)", "(1, 'a')"),
    ("sequence", "Sequence[int]", "(1, 2)", "['a']"),
    ("sequence-str", "Sequence[str]", "'abc'", "[1]"),
    ("mapping", "Mapping[str, int]", "{'a': 1}", "{'a': None}"),
    ("iterable-list", "Iterable[int]", "[1, 2]", "[1, 'x']"),
    ("iterable-not-iterable", "Iterable[int]", "iter([1])", "3"),
    ("abc-sequence", "cabc.Sequence[int]", "[1]", "{1}"),
    ("nested", "dict[str, list[tuple[int, str]]]", "{'a': [(1, 'x')]}", "{'a': [(1, 2)]}"),
    ("callable", "Callable[[int], str]", "one_arg", "3"),
    ("callable-arity", "Callable[[int], str]", "lambda x: ''", "two_args"),
    ("callable-ellipsis", "Callable[..., Any]", "two_args", "'f'"),
    ("protocol", "Closer", "GoodCloser()", "object()"),
    ("protocol-signature", "Closer", "GoodCloser()", "BadArityCloser()"),
    ("protocol-data", "Named", "HasName()", "GoodCloser()"),
    ("typeddict", "Movie", "{'title': 'x'}", "{'year': 1}"),
    ("typeddict-value", "Movie", "{'title': 'x', 'year': 2000}", "{'title': 'x', 'year': '2000'}"),
    ("namedtuple", "Point", "Point(1, 2)", "(1, 2)"),
    ("typevar-bound", "Bounded", "Dog()", "1"),
    ("typevar-constraints", "Constrained", "'a'", "1.5"),
    ("type-of", "Type[Animal]", "Dog", "int"),
    ("type-of-lowercase", "type[Animal]", "Animal", "Dog()"),
    ("newtype", "UserId", "UserId(3)", "'3'"),
    ("annotated", "Annotated[int, 'meta']", "1", "'x'"),
    ("literalstring", "LiteralString", "'a'", "1"),
    ("never", "Never", None, "1"),
    ("noreturn", "NoReturn", None, "None"),
    ("float-promotion", "float", "1", "'1.0'"),
    ("complex-promotion", "complex", "1.5", "'1j'"),
    ("string-forward-ref", "'Animal'", "Animal()", "1"),
    ("nested-forward-ref", "list['Animal']", "[Animal()]", "[1]"),
    ("recursive-alias", "Json", "{'a': [1, 'x', {'b': 2}]}", "{'a': [1.5]}"),
    ("type-any", "type", "int", "1"),
    ("io", "typing.IO[bytes]", "__import__('io').BytesIO()", "b''"),
    ("binaryio", "typing.BinaryIO", "__import__('io').BufferedReader(__import__('io').BytesIO())", "1"),
]


@pytest.mark.parametrize(("annotation", "good", "bad"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_argument(load, annotation: str, good: str | None, bad: str | None) -> None:
    module = load(PRELUDE + f"\ndef f(x: {annotation}) -> None:\n    pass\n"
                  f"GOOD = {good}\nBAD = {bad}\n", collection_check="all")
    if good is not None:
        module.f(module.GOOD)
    if bad is not None:
        with pytest.raises(HintTypeError) as info:
            module.f(module.BAD)
        assert info.value.function == "f"
        assert info.value.parameter == "x"


@pytest.mark.parametrize(("annotation", "good", "bad"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_return(load, annotation: str, good: str | None, bad: str | None) -> None:
    module = load(PRELUDE + f"\ndef f(x: Any) -> {annotation}:\n    return x\n"
                  f"GOOD = {good}\nBAD = {bad}\n", collection_check="all")
    if good is not None:
        assert module.f(module.GOOD) is module.GOOD
    if bad is not None and annotation != "None":  # `-> None` is left to the static checker
        with pytest.raises(HintTypeError) as info:
            module.f(module.BAD)
        assert info.value.parameter is None


def test_self(load) -> None:
    module = load(PRELUDE + """
class Node:
    def clone(self) -> Self:
        return self
    def wrong(self) -> Self:
        return 1  # type: ignore
    def link(self, other: Self) -> None:
        pass
""")
    node = module.Node()
    assert node.clone() is node
    node.link(module.Node())
    with pytest.raises(HintTypeError, match="return value"):
        node.wrong()
    with pytest.raises(HintTypeError, match="argument 'other'"):
        node.link(3)


def test_constrained_typevar_is_bound_consistently_within_one_call(load) -> None:
    module = load(PRELUDE + """
def f(a: AnyStr, b: AnyStr) -> AnyStr:
    return a

def g(a: Constrained, b: list[Constrained]) -> Constrained:
    return b[0]

def gen(a: Constrained) -> typing.Iterator[Constrained]:
    yield a
    yield "s"
""")
    assert module.f("a", "b") == "a"
    assert module.f(b"a", b"b") == b"a"
    with pytest.raises(HintTypeError):
        module.f(1, "b")
    with pytest.raises(HintTypeError, match="AnyStr is already str"):
        module.f("a", b"b")
    assert module.g(1, [2]) == 2
    with pytest.raises(HintTypeError, match="item 0 of argument 'b'"):
        module.g(1, ["x"])
    assert list(module.gen("a")) == ["a", "s"]
    with pytest.raises(HintTypeError, match="yielded value"):
        list(module.gen(1))


def test_unconstrained_typevar_accepts_different_types(load) -> None:
    module = load(PRELUDE + "T = TypeVar('T')\ndef f(a: T, b: T) -> T:\n    return a\n")
    assert module.f(1, "b") == 1


@pytest.mark.filterwarnings("ignore::hintloader.errors.HintWarning")  # 3.10: no typing.Unpack
def test_unsupported_hint_is_skipped(load) -> None:
    module = load(PRELUDE + """
P = typing.ParamSpec("P")
def f(x: "typing.Callable[P, int]", y: "typing.Unpack[tuple[int]]" = 0) -> None:
    pass
""")
    module.f(lambda: 1)


def test_generic_user_class_checks_origin(load) -> None:
    module = load(PRELUDE + """
T = TypeVar("T")
class Box(typing.Generic[T]):
    pass
def f(x: Box[int]) -> None:
    pass
""")
    module.f(module.Box())
    with pytest.raises(HintTypeError):
        module.f([])


def test_method_kinds(load) -> None:
    module = load('''
class Account:
    def __init__(self, balance: int) -> None:
        self._balance = balance

    def deposit(self, amount: int) -> int:
        self._balance += amount
        return self._balance

    @classmethod
    def empty(cls, currency: str) -> "Account":
        return cls(0)

    @staticmethod
    def fee(amount: float) -> float:
        return amount * 0.01

    @property
    def balance(self) -> int:
        return self._balance

    @balance.setter
    def balance(self, value: int) -> None:
        self._balance = value

    def broken(self) -> str:
        def helper(x: int) -> int:
            return x
        return helper("oops")
''')
    account = module.Account(1)
    assert account.deposit(2) == 3
    assert module.Account.empty("EUR").balance == 0
    assert module.Account.fee(100) == 1.0
    account.balance = 5
    with pytest.raises(HintTypeError, match=r"Account.__init__\(\): argument 'balance'"):
        module.Account("1")
    with pytest.raises(HintTypeError, match=r"Account.deposit\(\)"):
        account.deposit(1.5)
    with pytest.raises(HintTypeError, match=r"Account.empty\(\)"):
        module.Account.empty(1)
    with pytest.raises(HintTypeError, match=r"Account.fee\(\)"):
        module.Account.fee("x")
    with pytest.raises(HintTypeError, match="argument 'value'"):
        account.balance = "x"
    with pytest.raises(HintTypeError, match=r"Account.broken.<locals>.helper\(\)"):
        account.broken()


def test_lambdas_and_no_type_check_are_left_alone(load) -> None:
    module = load('''
from typing import no_type_check
square = lambda x: x * x

@no_type_check
def loose(x: int) -> int:
    return x
''')
    assert module.square(3) == 9
    assert module.loose("a") == "a"


def test_no_type_check_imported_under_another_name_is_left_alone(load) -> None:
    module = load('''
from typing import no_type_check as unchecked, overload as variant

@unchecked
def loose(x: int) -> int:
    return x

@variant
def shape(x: int) -> int: ...
@variant
def shape(x: str) -> str: ...
def shape(x):
    return x

def strict(x: int) -> int:
    return x
''')
    assert module.loose("a") == "a"
    assert module.shape("a") == "a"
    with pytest.raises(HintTypeError):
        module.strict("a")


def test_union_fast_path_and_shadowed_builtins(load) -> None:
    module = load('''
def f(x: int | str | None, y: "float", z: "Optional[bytes]" = None) -> float | None:
    return x if isinstance(x, int) else None

def g(type: str | None, isinstance: int | None) -> None:  # parameters shadow builtins
    pass

from typing import Optional
''')
    assert module.f(1, 1) == 1
    assert module.f(True, 1.5, b"") is True
    assert module.f(None, 1, bytearray()) is None
    with pytest.raises(HintTypeError):
        module.f(1.5, 1)
    with pytest.raises(HintTypeError):
        module.f(1, "1")
    module.g("a", None)
    with pytest.raises(HintTypeError):
        module.g(1, None)


VARIADIC = PRELUDE + """
try:
    from typing import ParamSpec, TypeVarTuple, Unpack
except ImportError:  # Python 3.10
    from typing_extensions import ParamSpec, TypeVarTuple, Unpack
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")
"""


def test_namedtuple_fields_are_checked(load) -> None:
    module = load(PRELUDE + """
class Labelled(NamedTuple):
    point: Point
    tags: list[str] = []
def f(p: Point, q: Optional[Labelled] = None) -> None:
    pass
def g(q: Labelled) -> None:
    pass
""")
    module.f(module.Point(1, 2), module.Labelled(module.Point(3, 4), ["a"]))
    with pytest.raises(HintTypeError, match=r"field 'x' of argument 'p' \(Point\) is str 'a', "
                                            "expected int"):
        module.f(module.Point("a", 2))
    with pytest.raises(HintTypeError, match="field 'y' of field 'point' of argument 'q'"):
        module.g(module.Labelled(module.Point(1, None)))
    with pytest.raises(HintTypeError, match="item 0 of field 'tags' of argument 'q'"):
        module.g(module.Labelled(module.Point(1, 2), [1]))
    with pytest.raises(HintTypeError, match="argument 'q'"):
        module.f(module.Point(1, 2), module.Labelled(module.Point(1, 2), [1]))


def test_paramspec_callable_is_checked_and_its_args_skipped(load) -> None:
    module = load(VARIADIC + """
def call(f: Callable[P, int], *args: P.args, **kwargs: P.kwargs) -> int:
    return f(*args, **kwargs)
def wrap(f: "Callable[typing.Concatenate[str, P], int]") -> None:
    pass
""")
    assert module.call(len, [1, 2]) == 2
    assert module.call(int, "7", base=8) == 7
    module.wrap(lambda s, *a: 0)
    with pytest.raises(HintTypeError, match=r"argument 'f' \(Callable\[P, int\]\) is int 3: not callable"):
        module.call(3)
    with pytest.raises(HintTypeError, match="argument 'f'"):
        module.wrap("not callable")


def test_typevartuple_and_unpack(load) -> None:
    module = load(VARIADIC + """
def head(t: tuple[int, Unpack[Ts]]) -> None:
    pass
def ends(t: tuple[int, Unpack[Ts], str]) -> None:
    pass
def spread(*args: Unpack[Ts]) -> None:
    pass
def exact(*args: Unpack[tuple[int, str]]) -> None:
    pass
def movie(**kwargs: Unpack[Movie]) -> None:
    pass
""")
    module.head((1,))
    module.head((1, "a", 2.0))
    module.ends((1, None, b"", "z"))
    module.spread(1, "a", None)
    module.exact(1, "a")
    module.movie(title="x", year=2000)
    with pytest.raises(HintTypeError, match="item 0 of argument 't'"):
        module.head(("a",))
    with pytest.raises(HintTypeError, match="has 1 items, expected at least 2"):
        module.ends((1,))
    with pytest.raises(HintTypeError, match="item 2 of argument 't'"):
        module.ends((1, 2, 3))
    with pytest.raises(HintTypeError, match="argument '\\*args'"):
        module.exact(1, 2)
    with pytest.raises(HintTypeError, match="missing key 'title'"):
        module.movie(year=2000)
    with pytest.raises(HintTypeError, match="value for key 'year' of argument '\\*\\*kwargs'"):
        module.movie(title="x", year="2000")


def test_namedtuple_string_annotations_resolve_in_the_module(load) -> None:
    module = load('''
from __future__ import annotations
from typing import NamedTuple

class Column(NamedTuple):
    str: str
    next: Column | None = None

def f(c: Column) -> None:
    pass
''')
    module.f(module.Column("a", module.Column("b")))
    with pytest.raises(HintTypeError, match="field 'str' of argument 'c'"):
        module.f(module.Column(1))
