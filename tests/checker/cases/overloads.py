# @overload (typing spec, "Overloads"): calls pick the first item that accepts the arguments and
# get its return type; union arguments are tried member by member; Any arguments that make items
# with different returns fit give Any; a call no item accepts is call-overload, or arg-type against
# the first item its arguments are close to (as mypy, E | None for E); implementations
# must accept every item's arguments and be able to return every item's type (misc).

# case: overload-first-matching-item-gives-the-type
from typing import Union, overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
@overload
def parse(x: object) -> object: ...
def parse(x: object) -> Union[int, str, object]:
    return None
reveal_type(parse(1))  # N: reveal-type: Revealed type is "int"
reveal_type(parse("a"))  # N: reveal-type: Revealed type is "str"
reveal_type(parse(True))  # N: reveal-type: Revealed type is "int"
reveal_type(parse(b""))  # N: reveal-type: Revealed type is "object"

# case: overload-no-item-matches
from typing import Union, overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]:
    return x
parse(b"x")  # E: call-overload: No overload variant of "parse" matches argument type "bytes" # N: call-overload: Possible overload variants: def parse(x: int) -> int; def parse(x: str) -> str
parse(1, 2)  # E: call-overload: No overload variant of "parse" matches argument types "int", "int" # N: call-overload
parse()  # E: call-overload: All overload variants of "parse" require at least one argument # N: call-overload

# case: overload-union-argument-tries-each-member
from typing import Union, overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]:
    return x
def use(v: Union[int, str], w: Union[int, str, None]) -> None:
    reveal_type(parse(v))  # N: reveal-type: Revealed type is "int | str"
    if w is not None:
        reveal_type(parse(w))  # N: reveal-type: Revealed type is "int | str"

# case: overload-close-item-reported-as-arg-type
from typing import Union, overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]:
    return x
def use(v: Union[int, bytes]) -> None:
    parse(v)  # E: arg-type: Argument 1 to "parse" has incompatible type "int | bytes"; expected "int" # N: arg-type: Item "bytes" does not fit

# case: overload-optional-key-for-dict-get
from typing import Optional
def lookup(d: dict[str, int], key: Optional[str]) -> None:
    d.get(key)  # E: arg-type: Argument 1 to "get" of "dict" has incompatible type "str | None"; expected "str" # N: arg-type: Item "None" does not fit

# case: overload-after-hasattr-else-branch
from typing import AsyncIterable, Iterable, Iterator, TypeVar, Union
V = TypeVar("V")
def to_iter(items: Union[AsyncIterable[V], Iterable[V]]) -> Iterator[V]:
    if hasattr(items, "__aiter__"):
        raise TypeError("async")
    return iter(items)

# case: overload-any-arguments-are-ambiguous
from typing import Any, Union, overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]:
    return x
@overload
def pick(x: int, y: int) -> int: ...
@overload
def pick(x: str, y: int) -> int: ...
def pick(x: Union[int, str], y: int) -> int:
    return y
def use(a: Any, items: list[Any]) -> None:
    reveal_type(parse(a))  # N: reveal-type: Revealed type is "Any"
    reveal_type(parse(items[0]))  # N: reveal-type: Revealed type is "Any"
    reveal_type(pick(a, 1))  # N: reveal-type: Revealed type is "int"

# case: overload-any-argument-to-one-parameter-type-chooses-nothing
from typing import Any, Literal, NoReturn, Optional, overload
class Keys:
    @overload
    def fallback(self, key: Any, err: Optional[Exception], raiseerr: Literal[True] = ...) -> NoReturn: ...
    @overload
    def fallback(self, key: Any, err: Optional[Exception], raiseerr: bool = ...) -> None: ...
    def fallback(self, key: Any, err: Optional[Exception], raiseerr: bool = True) -> None:
        raise KeyError(key)
    def missing(self, key: Any) -> NoReturn:
        self.fallback(key, None)

# case: overload-any-argument-to-one-parameter-type-gives-the-first-items-return
from typing import Any, overload
@overload
def get(key: Any, default: None = ...) -> int: ...
@overload
def get(key: Any, default: str = ...) -> str: ...
def get(key: Any, default: str | None = None) -> int | str:
    return 1
def use(k: Any, d: Any) -> None:
    reveal_type(get(k))  # N: reveal-type: Revealed type is "int"
    s: str = get(k)  # E: assignment
    reveal_type(get(k, d))  # N: reveal-type: Revealed type is "Any"

# case: overload-methods-and-constructors
from typing import Union, overload
class Reader:
    @overload
    def __init__(self, source: str) -> None: ...
    @overload
    def __init__(self, source: bytes, encoding: str) -> None: ...
    def __init__(self, source: Union[str, bytes], encoding: str = "utf-8") -> None:
        self.source = source
    @overload
    def read(self, n: int) -> bytes: ...
    @overload
    def read(self, n: None = None) -> str: ...
    def read(self, n: Union[int, None] = None) -> Union[bytes, str]:
        return ""
r = Reader("a")
Reader(b"a", "latin-1")
reveal_type(r.read(3))  # N: reveal-type: Revealed type is "bytes"
reveal_type(r.read())  # N: reveal-type: Revealed type is "str"

# case: overload-methods-and-constructors-mismatch
from typing import Union, overload
class Reader:
    @overload
    def __init__(self, source: str) -> None: ...
    @overload
    def __init__(self, source: bytes, encoding: str) -> None: ...
    def __init__(self, source: Union[str, bytes], encoding: str = "utf-8") -> None:
        self.source = source
    @overload
    def read(self, n: int) -> bytes: ...
    @overload
    def read(self, n: None = None) -> str: ...
    def read(self, n: Union[int, None] = None) -> Union[bytes, str]:
        return ""
Reader(b"a")  # E: call-overload: No overload variant of "Reader" matches argument type "bytes" # N: call-overload
Reader("a").read("x")  # E: call-overload: No overload variant of "read" of "Reader" matches argument type "str" # N: call-overload

# case: overload-arguments-that-need-context
from typing import Callable, Union, overload
@overload
def apply(f: Callable[[int], int]) -> int: ...
@overload
def apply(f: list[int]) -> str: ...
def apply(f: Union[Callable[[int], int], list[int]]) -> Union[int, str]:
    return 0
reveal_type(apply(lambda x: x + 1))  # N: reveal-type: Revealed type is "int"
reveal_type(apply([]))  # N: reveal-type: Revealed type is "str"

# case: overload-star-arguments-and-unannotated-callers-stay-silent
from typing import Union, overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]:
    return x
def use(args: tuple[bytes, ...], kwargs: dict[str, bytes]) -> None:
    parse(*args)
    parse(**kwargs)
def legacy(v):
    parse(b"x")

# case: overload-constrained-type-variable
import re
from typing import AnyStr, BinaryIO
def clean(pattern: AnyStr, text: AnyStr) -> AnyStr:
    return re.sub(pattern, pattern[:0], text)
def write(stream: BinaryIO, data: AnyStr) -> None:
    if isinstance(data, str):
        return
    stream.write(data)  # IO.write is overloaded; AnyStr is not narrowed here (not per constraint)

# case: overload-standard-library-calls
import os
from typing import Optional
def use(path: str, env: dict[str, str], xs: list[int], key: Optional[str]) -> None:
    with open(path, "rb") as f:
        reveal_type(f.read())  # N: reveal-type: Revealed type is "bytes"
    reveal_type(env.get("HOME"))  # N: reveal-type: Revealed type is "str | None"
    reveal_type(env.get("HOME", ""))  # N: reveal-type: Revealed type is "str"
    reveal_type(max(xs, key=lambda x: -x))  # N: reveal-type: Revealed type is "int"
    reveal_type(sorted(xs, reverse=True))  # N: reveal-type: Revealed type is "list[int]"
    int("3")
    int(3.5)
    str(b"a", "utf-8")
    dict(a=1)
    os.environ.get("X")
    if key is not None:
        env.get(key)

# case: overload-standard-library-mismatch
def use(xs: list[int]) -> None:
    max()  # E: call-overload # N: call-overload
    int([1])  # E: call-overload # N: call-overload

# case: overload-implementation-consistent
from typing import Optional, Union, overload
@overload
def first(x: list[int]) -> int: ...
@overload
def first(x: list[str], default: str) -> str: ...
def first(x: Union[list[int], list[str]], default: Optional[str] = None) -> Union[int, str]:
    return x[0]
@overload
def loose(x: int) -> int: ...
@overload
def loose(x: str) -> str: ...
def loose(x):
    return x
class C:
    @overload
    def get(self, key: int) -> int: ...
    @overload
    def get(self, key: str) -> str: ...
    def get(self, key: Union[int, str]) -> Union[int, str]:
        return key

# case: overload-implementation-with-self-typed-items
from typing import AnyStr, Generic, Optional, TypeVar, Union, overload
T = TypeVar("T")
class File(Generic[AnyStr]):
    @overload
    def write(self: "File[bytes]", b: bytes) -> int: ...
    @overload
    def write(self: "File[str]", b: str) -> int: ...
    def write(self, b: Union[bytes, str]) -> int:
        return 0
class Status(Generic[T]):
    @overload
    def started(self: "Status[None]") -> None: ...
    @overload
    def started(self, value: T) -> None: ...
    def started(self, value: Optional[T] = None) -> None: ...

# case: overload-implementation-inconsistent
from typing import Union, overload
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x: int) -> Union[int, str]:  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 2
    return x
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x: Union[int, str]) -> int:  # E: misc: Overloaded function implementation cannot produce return type of signature 2
    return 1
class C:
    @overload
    def m(self, x: int) -> int: ...
    @overload
    def m(self, x: str, y: int) -> str: ...
    def m(self, x: Union[int, str]) -> Union[int, str]:  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 2
        return x

# case: overlapping-items-are-reported
from typing import overload
@overload
def describe(value: int) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def describe(value: object) -> str: ...
def describe(value: object) -> "int | str":
    return 0
@overload
def parse(text: object) -> object: ...
@overload
def parse(text: str) -> str: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader
def parse(text: object) -> object:
    return text
class Reader:
    @overload
    def read(self, size: int) -> bytes: ...
    @overload
    def read(self, size: int) -> str: ...  # E: overload-cannot-match
    def read(self, size: int) -> "bytes | str":
        return b""

# case: items-told-apart-by-their-declared-self-are-not-reported
# mypy compares whole signatures: a ``self`` type that only some receivers have chooses the item.
from typing import Awaitable, Literal, Protocol, overload
class AsyncClient(Protocol):
    _is_async: Literal[True]
class SyncClient(Protocol):
    _is_async: Literal[False]
class Commands:
    @overload
    def count(self: SyncClient, slot: int) -> int: ...
    @overload
    def count(self: AsyncClient, slot: int) -> Awaitable[int]: ...
    def count(self, slot: int) -> "int | Awaitable[int]":
        return slot

# case: items-told-apart-by-their-declared-self-are-reported-when-one-accepts-all
from typing import overload
class Base:
    @overload
    def size(self, unit: int) -> int: ...
    @overload
    def size(self: "Sub", unit: int) -> str: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader  # E: misc: The erased type of self "case.Sub" is not a supertype of its class "case.Base"
    def size(self, unit: int) -> "int | str":
        return unit
class Sub(Base):
    pass

# case: items-that-overlap-safely-or-uncertainly-are-not-reported
from typing import Any, Literal, TypeVar, overload
T = TypeVar("T")
@overload
def open_(mode: Literal["r"]) -> str: ...
@overload
def open_(mode: Literal["rb"]) -> bytes: ...
@overload
def open_(mode: str) -> "str | bytes": ...
def open_(mode: str) -> "str | bytes":
    return ""
@overload
def get(key: str) -> "str | None": ...
@overload
def get(key: str, default: T) -> "str | T": ...
def get(key: str, default: object = None) -> object:
    return default
@overload
def load(data: Any) -> int: ...
@overload
def load(data: str) -> str: ...
def load(data: object) -> object:
    return data
@overload
def first(x: int) -> bool: ...
@overload
def first(x: object) -> int: ...
def first(x: object) -> int:
    return 0

# case: partially-overlapping-items-are-reported
# Typing spec, "Overlapping overloads": items that accept some arguments in common must agree.
from typing import Literal, overload
@overload
def encode(value: int | str) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def encode(value: int | bytes) -> str: ...
def encode(value: object) -> object:
    return value
@overload
def scale(x: int, y: int | str) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def scale(x: int | str, y: int) -> str: ...
def scale(x: object, y: object) -> object:
    return x
@overload
def pick(key: Literal["a", "b"]) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def pick(key: Literal["b", "c"]) -> str: ...
def pick(key: str) -> object:
    return key
@overload
def maybe(x: int | None) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def maybe(x: str | None) -> str: ...
def maybe(x: object) -> object:
    return x

# case: partially-overlapping-items-that-agree-or-may-not-meet-stay-silent
from typing import Literal, overload
class A: ...
class B: ...
@overload
def encode(value: int | str) -> int: ...
@overload
def encode(value: int | bytes) -> "int | str": ...
def encode(value: object) -> object:
    return value
@overload
def unrelated(x: A | int) -> int: ...
@overload
def unrelated(x: B | str) -> str: ...
def unrelated(x: object) -> object:
    return x
@overload
def promoted(x: int | str) -> int: ...
@overload
def promoted(x: float | bytes) -> str: ...
def promoted(x: object) -> object:
    return x
@overload
def apart(x: int, y: str) -> int: ...
@overload
def apart(x: int | str, y: int) -> str: ...
def apart(x: object, y: object) -> object:
    return x
@overload
def pick(key: Literal["a", "b"]) -> int: ...
@overload
def pick(key: Literal["c", "d"]) -> str: ...
def pick(key: str) -> object:
    return key
# Returns compared covariantly (mypy's "subset"); None before object spells a default.
@overload
def proper(types: tuple[int, ...]) -> list[int]: ...
@overload
def proper(types: tuple[int | None, ...]) -> list[int | None]: ...
def proper(types: object) -> object:
    return types
@overload
def default(x: None) -> None: ...
@overload
def default(x: object) -> int: ...
def default(x: object) -> object:
    return x
@overload
def widen(x: int) -> int: ...
@overload
def widen(x: float) -> str: ...
def widen(x: float) -> object:
    return x

# case: a-bool-argument-tries-true-and-false-items
from typing import Literal, overload
@overload
def read(binary: Literal[True]) -> bytes: ...
@overload
def read(binary: Literal[False]) -> str: ...
def read(binary: bool) -> "bytes | str":
    return b"" if binary else ""
def use(flag: bool) -> None:
    reveal_type(read(flag))  # N: reveal-type: Revealed type is "bytes | str"
    x: str = read(flag)  # E: assignment # N: assignment: Item "bytes" does not fit


# case: an-enum-argument-tries-each-member
# Typing spec, "Overloads: call evaluation": an enum expands to its members' literals.
import enum
from typing import Literal, overload
class Mode(enum.Enum):
    TEXT = 1
    BINARY = 2
    RAW = 3
@overload
def opener(mode: Literal[Mode.TEXT]) -> str: ...
@overload
def opener(mode: Literal[Mode.BINARY, Mode.RAW]) -> bytes: ...
def opener(mode: Mode) -> "str | bytes":
    return "" if mode is Mode.TEXT else b""
@overload
def partial(mode: Literal[Mode.TEXT]) -> str: ...
@overload
def partial(mode: Literal[Mode.BINARY]) -> bytes: ...
def partial(mode: Mode) -> "str | bytes":
    return ""
# A flag's values also combine members (READ | WRITE): it is not expanded.
class Perm(enum.Flag):
    READ = 1
    WRITE = 2
@overload
def access(p: Literal[Perm.READ]) -> int: ...
@overload
def access(p: Literal[Perm.WRITE]) -> str: ...
def access(p: Perm) -> "int | str":
    return 0
def use(mode: Mode, p: Perm) -> None:
    x: str = opener(mode)  # E: assignment # N: assignment: Item "bytes" does not fit
    partial(mode)  # E: call-overload: No overload variant of "partial" matches argument type "Mode"  # N: call-overload
    access(p)  # E: call-overload: No overload variant of "access" matches argument type "Perm"  # N: call-overload

# case: enum-arguments-covered-by-their-members-stay-silent
import enum
from typing import Literal, overload
class Mode(enum.Enum):
    TEXT = 1
    BINARY = 2
@overload
def opener(mode: Literal[Mode.TEXT]) -> str: ...
@overload
def opener(mode: Literal[Mode.BINARY]) -> bytes: ...
def opener(mode: Mode) -> "str | bytes":
    return "" if mode is Mode.TEXT else b""
@overload
def label(mode: Literal[Mode.TEXT]) -> str: ...
@overload
def label(mode: Literal[Mode.BINARY]) -> bytes: ...
@overload
def label(mode: None) -> None: ...
def label(mode: "Mode | None") -> "str | bytes | None":
    return None
@overload
def flag(on: Literal[True]) -> int: ...
@overload
def flag(on: Literal[False]) -> str: ...
@overload
def flag(on: None) -> None: ...
def flag(on: "bool | None") -> "int | str | None":
    return None
def use(mode: Mode, maybe: "Mode | None", on: "bool | None") -> None:
    reveal_type(opener(mode))  # N: reveal-type: Revealed type is "str | bytes"
    data: "str | bytes" = opener(mode)
    if maybe is not None:
        opener(maybe)
    # A union member expands in turn.
    reveal_type(label(maybe))  # N: reveal-type: Revealed type is "str | bytes | None"
    reveal_type(flag(on))  # N: reveal-type: Revealed type is "int | str | None"

# case: an-item-with-a-bounded-type-variable-wants-the-bound
# An argument outside the bound does not make the item fit (typeshed's ast.parse is written so).
import ast
from typing import TypeVar, overload
class Node: ...
class Leaf(Node): ...
N = TypeVar("N", bound=Node)
@overload
def parse(source: N) -> N: ...
@overload
def parse(source: str) -> Node: ...
def parse(source: object) -> object:
    return source
reveal_type(parse("x"))  # N: reveal-type: Revealed type is "case.Node"
reveal_type(parse(Leaf()))  # N: reveal-type: Revealed type is "case.Leaf"
reveal_type(ast.parse("x = 1"))  # N: reveal-type: Revealed type is "ast.Module"
parse(3)  # E: call-overload: No overload variant of "parse" matches argument type "int"  # N: call-overload

# case: a-class-object-argument-is-close-to-a-class-object-parameter
# SQLAlchemy sql/_annotated_cols.py: ``_type_map_get(x)  # type: ignore[arg-type]`` with x a
# union holding type[Any]: the item taking a class object is close (mypy's similarity), so its
# argument error is reported as for a plain call (arg-type), as the author's ignore says.
from typing import Any, TypeVar, overload
_T = TypeVar("_T")
@overload
def get(key: type[Any], default: None = ..., /) -> int | None: ...
@overload
def get(key: type[Any], default: int, /) -> int: ...
@overload
def get(key: type[Any], default: _T, /) -> int | _T: ...
def get(key: Any, default: Any = None, /) -> Any: ...
def lookup(annotation: type[Any] | str, name: type[int] | str) -> None:
    get(annotation)  # type: ignore[arg-type]
    get(name)  # E: arg-type # N: arg-type

# case: an-argument-close-to-no-item-is-still-no-match
from typing import overload
@overload
def get(key: type[int], default: None = ..., /) -> int: ...
@overload
def get(key: type[int], default: int, /) -> int: ...
def get(key: object, default: object = None, /) -> object: ...
get("name")  # E: call-overload # N: call-overload
int([1])  # E: call-overload # N: call-overload

# case: overload-variants-of-a-method-show-its-bound-first-parameter
# As mypy: a bound method's variants name self (cls) untyped, as its def does; called through the
# class, self is an argument and shown with its type; a constructor's are named after the class,
# and a generic variant lists its own type variables first.
from typing import Generic, TypeVar, overload
T = TypeVar("T")
class Store:
    @overload
    def get(self, key: str) -> int: ...
    @overload
    def get(self, key: int) -> str: ...
    def get(self, key: object) -> object:
        return 0
    @overload
    @classmethod
    def make(cls, x: int) -> int: ...
    @overload
    @classmethod
    def make(cls, x: str) -> str: ...
    @classmethod
    def make(cls, x: object) -> object:
        return 0
    @overload
    @staticmethod
    def check(x: int) -> int: ...
    @overload
    @staticmethod
    def check(x: str) -> str: ...
    @staticmethod
    def check(x: object) -> object:
        return 0
class Box(Generic[T]):
    @overload
    def __init__(self, x: int) -> None: ...
    @overload
    def __init__(self, x: str, y: int) -> None: ...
    def __init__(self, x: object, y: int = 0) -> None: ...
s = Store()
s.get(b"x")  # E: call-overload: No overload variant of "get" of "Store" matches argument type "bytes" # N: call-overload: Possible overload variants: def get(self, key: str) -> int; def get(self, key: int) -> str
Store.make(b"x")  # E: call-overload: No overload variant of "make" of "Store" matches argument type "bytes" # N: call-overload: Possible overload variants: def make(cls, x: int) -> int; def make(cls, x: str) -> str
Store.check(b"x")  # E: call-overload: No overload variant of "check" of "Store" matches argument type "bytes" # N: call-overload: Possible overload variants: def check(x: int) -> int; def check(x: str) -> str
Store.get(s, b"x")  # E: call-overload: No overload variant of "get" of "Store" matches argument types "Store", "bytes" # N: call-overload: Possible overload variants: def get(self: Store, key: str) -> int; def get(self: Store, key: int) -> str
Box(b"x")  # E: call-overload: No overload variant of "Box" matches argument type "bytes" # N: call-overload: Possible overload variants: def [T] Box(x: int) -> Box[T]; def [T] Box(x: str, y: int) -> Box[T]
d: dict[str, int] = {}
d.get(1, 2, 3)  # E: call-overload: No overload variant of "get" of "dict" matches argument types "int", "int", "int" # N: call-overload: Possible overload variants: def get(self, str, None = ..., /) -> int | None; def get(self, str, int, /) -> int; def [_T] get(self, str, _T, /) -> int | _T

# case: overload-items-whose-self-does-not-fit-the-receiver-are-not-candidates
# As mypy (_pytest logging.py): StreamHandler's first __init__ item takes ``self:
# StreamHandler[TextIO]``; on a StreamHandler[StringIO] only the second is left, called and
# reported as a plain method.
import logging
from io import StringIO
class Reporter: ...
class Handler(logging.StreamHandler[StringIO]):
    def __init__(self, reporter: Reporter) -> None:
        super().__init__(stream=reporter)  # E: arg-type: Argument "stream" to "__init__" of "StreamHandler" has incompatible type "Reporter"; expected "StringIO"
class Fine(logging.StreamHandler[StringIO]):
    def __init__(self) -> None:
        super().__init__(stream=StringIO())

# case: a-default-stream-handler-is-used-as-a-text-handler
import logging
import sys
from typing import TextIO
def console(level: int) -> logging.StreamHandler[TextIO]:
    handler = logging.StreamHandler()
    handler.setLevel(level)
    handler.stream.write("ready\n")
    errors = logging.StreamHandler(sys.stderr)
    errors.setFormatter(logging.Formatter("%(message)s"))
    return handler

# case: an-init-self-annotation-says-what-a-bare-class-call-makes
# typeshed's logging.StreamHandler: ``def __init__(self: StreamHandler[TextIO], stream: None =
# None)``. Calling the bare class through that item makes a StreamHandler[TextIO] (as mypy);
# the other item's ``self: StreamHandler[_StreamT]`` is solved from the argument.
import logging
from io import StringIO
from typing import Generic, TextIO, TypeVar, overload
T = TypeVar("T")
class Box(Generic[T]):
    @overload
    def __init__(self: "Box[int]") -> None: ...
    @overload
    def __init__(self: "Box[T]", item: T) -> None: ...
    def __init__(self, item: object = 0) -> None: ...
reveal_type(logging.StreamHandler())  # N: reveal-type: Revealed type is "logging.StreamHandler[typing.TextIO]"
reveal_type(logging.StreamHandler(StringIO()))  # N: reveal-type: Revealed type is "logging.StreamHandler[_io.StringIO]"
reveal_type(Box())  # N: reveal-type: Revealed type is "case.Box[int]"
reveal_type(Box("s"))  # N: reveal-type: Revealed type is "case.Box[str]"
default: logging.StreamHandler[TextIO] = logging.StreamHandler()
explicit = Box[str]("s")
reveal_type(explicit)  # N: reveal-type: Revealed type is "case.Box[str]"
wrong: logging.StreamHandler[StringIO] = logging.StreamHandler()  # E: assignment # N: assignment
ints: Box[str] = Box()  # E: assignment # N: assignment

# case: an-items-generic-self-is-solved-from-the-receiver-before-it-is-fitted
# werkzeug datastructures/mixins.py: MutableMapping.setdefault's first item takes ``self:
# MutableMapping[_KT, _T | None]``; a dict[K, V] is not one (invariant), so only the second item
# is left (mypy): the call is reported there, by the author's ignore, and gives a V.
from typing import TypeVar
K = TypeVar("K")
V = TypeVar("V")
class UpdateDict(dict[K, V]):
    def setdefault(self, key: K, default: V | None = None) -> V:
        rv = super().setdefault(key, default)  # type: ignore[arg-type]
        return rv
def use(counts: dict[str, int], maybe: dict[str, int | None]) -> None:
    reveal_type(maybe.setdefault("a"))  # N: reveal-type: Revealed type is "int | None"
    reveal_type(counts.setdefault("a", 1))  # N: reveal-type: Revealed type is "int"

# case: an-items-generic-self-is-solved-from-a-self-typed-receivers-class
# werkzeug datastructures/mixins.py:263 (``def setdefault(self: te.Self, ...)``).
from typing import TypeVar
from typing_extensions import Self
K = TypeVar("K")
V = TypeVar("V")
class UpdateDict(dict[K, V]):
    def setdefault(self: Self, key: K, default: V | None = None) -> V:
        rv = super().setdefault(key, default)  # type: ignore[arg-type]
        reveal_type(rv)  # N: reveal-type: Revealed type is "V"
        return rv

# case: an-items-generic-self-that-does-not-fit-still-reports-the-call
from typing import TypeVar
K = TypeVar("K")
V = TypeVar("V")
class UpdateDict(dict[K, V]):
    def setdefault(self, key: K, default: V | None = None) -> V:
        return super().setdefault(key, default)  # E: arg-type: Argument 2 to "setdefault" of "MutableMapping" has incompatible type "V | None"; expected "V" # N: arg-type
def use(counts: dict[str, int]) -> None:
    counts.setdefault("a")  # E: call-arg: Too few arguments for "setdefault" of "MutableMapping"

# case: a-constructor-call-keeps-every-init-item
# mkdocs SubConfig: calling the class, an __init__ item's self annotation says what the call
# makes, not who may call it: ``Sub[Value]()`` takes the second item (as mypy).
from typing import Generic, TypeVar, overload
T = TypeVar("T")
class Legacy: ...
class Value: ...
class Sub(Generic[T]):
    @overload
    def __init__(self: "Sub[T]", cls: type[T], /) -> None: ...
    @overload
    def __init__(self: "Sub[Legacy]", *options: str) -> None: ...
    def __init__(self, *a: object) -> None: ...
x = Sub[Value]()
z = Sub(Value)
reveal_type(z)  # N: reveal-type: Revealed type is "case.Sub[case.Value]"
Sub(1)  # E: call-overload # N: call-overload

# case: a-literal-argument-is-close-to-an-item-taking-that-literal
# arrow parser.py: a token of a Literal union, some of whose values no item takes, is reported
# against the first item that takes one of them (mypy's erased similarity), by the author's
# ``# type: ignore[arg-type]``.
from typing import Any, Literal, overload
Token = Literal["a", "b", "c", "Do"]
class Parser:
    @overload
    def token(self, token: Literal["a", "b"], value: str) -> None: ...
    @overload
    def token(self, token: Literal["c"], value: int) -> None: ...
    def token(self, token: Any, value: Any) -> None: ...
    def run(self, tokens: list[Token], value: str) -> None:
        for token in tokens:
            self.token(token, value)  # type: ignore[arg-type]

# case: an-argument-close-to-no-item-is-no-overload-variant
from typing import Any, Literal, overload
Token = Literal["a", "b", "c", "Do"]
class Parser:
    @overload
    def token(self, token: Literal["a", "b"], value: str) -> None: ...
    @overload
    def token(self, token: Literal["c"], value: int) -> None: ...
    def token(self, token: Any, value: Any) -> None: ...
    def run(self, tokens: list[Token], value: str, text: str) -> None:
        for token in tokens:
            self.token(token, value)  # E: arg-type: Argument 1 to "token" of "Parser" has incompatible type "Literal['a', 'b', 'c', 'Do']"; expected "Literal['a', 'b']" # N: arg-type
        self.token(text, value)  # E: call-overload # N: call-overload
        self.token("Do", value)  # E: call-overload # N: call-overload

# case: overload-expands-class-object-unions-and-tuples
from typing import overload
@overload
def kind(x: type[int]) -> int: ...
@overload
def kind(x: type[str]) -> str: ...
def kind(x: type) -> object:
    return x
@overload
def pair(x: tuple[int, int]) -> int: ...
@overload
def pair(x: tuple[int, str]) -> str: ...
def pair(x: tuple[int, object]) -> object:
    return x
def use(c: type[int | str], v: int | str, w: int | bytes) -> None:
    reveal_type(kind(c))  # N: reveal-type: Revealed type is "int | str"
    reveal_type(pair((1, v)))  # N: reveal-type: Revealed type is "int | str"
    pair((1, w))  # E: arg-type # N: arg-type

# case: overload-star-arguments-prefer-variadic-items
from typing import overload
@overload
def sizes(x: int, /) -> str: ...
@overload
def sizes(x: int, y: int, /, *rest: int) -> int: ...
def sizes(*args: int) -> object:
    return args
def use(values: list[int]) -> None:
    reveal_type(sizes(*values))  # N: reveal-type: Revealed type is "int"
    reveal_type(sizes(1))  # N: reveal-type: Revealed type is "str"

# case: overload-any-argument-taken-whole-by-an-item
from typing import Any, TypeVar, overload
T = TypeVar("T")
@overload
def pick(a: int, b: Any) -> float: ...
@overload
def pick(a: float, b: T) -> T: ...
def pick(a: float, b: object) -> object:
    return b
@overload
def choose(x: list[int]) -> list[int]: ...
@overload
def choose(x: list[str]) -> list[str]: ...
def choose(x: object) -> object:
    return x
def use(items: list[Any], anything: Any) -> None:
    reveal_type(pick(1, items))  # N: reveal-type: Revealed type is "float"
    reveal_type(pick(1, anything))  # N: reveal-type: Revealed type is "float"
    reveal_type(choose(items))  # N: reveal-type: Revealed type is "Any"

# case: overloaded-getitem-no-item-fits
from typing import overload
class Row:
    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, s: slice) -> "Row": ...
    def __getitem__(self, i: "int | slice") -> "int | Row":
        return 0
r = Row()
n: int = r[0]
part: Row = r[1:2]
r["name"]  # E: call-overload: No overload variant of "__getitem__" of "Row" matches argument type "str" # N: call-overload

# case: overload-union-arguments-all-covered
from typing import overload
@overload
def norm(x: int) -> int: ...
@overload
def norm(x: str) -> str: ...
def norm(x: "int | str") -> "int | str":
    return x
def use(v: "int | str", c: "type[int] | type[str]") -> None:
    r: "int | str" = norm(v)

# case: overload-star-arguments-without-variadic-items
from typing import overload
@overload
def pick(x: int) -> int: ...
@overload
def pick(x: str) -> str: ...
def pick(x: "int | str") -> "int | str":
    return x
def use(values: list[int]) -> None:
    r: int = pick(*values)

# case: overloads-in-a-type-checking-block-continue-after-it
from typing import TYPE_CHECKING, Union, overload
if TYPE_CHECKING:
    @overload
    def walk(x: int) -> int: ...
    @overload
    def walk(x: str) -> str: ...
def walk(x: Union[int, str]) -> Union[int, str]:
    return x
class Node:
    if TYPE_CHECKING:
        @overload
        def get(self, x: int) -> int: ...
        @overload
        def get(self, x: str) -> str: ...
    def get(self, x: Union[int, str]) -> Union[int, str]:
        return x
reveal_type(walk(1))  # N: reveal-type: Revealed type is "int"
reveal_type(Node().get("a"))  # N: reveal-type: Revealed type is "str"

# case: overloads-in-a-block-followed-by-another-statement-have-no-implementation
from typing import TYPE_CHECKING, Union, overload
if TYPE_CHECKING:
    @overload  # E: no-overload-impl: An overloaded function outside a stub file must have an implementation
    def lone(x: int) -> int: ...
    @overload
    def lone(x: str) -> str: ...
marker = 1
def lone(x: Union[int, str]) -> Union[int, str]:  # E: no-redef: Name "lone" already defined on line 3
    return x

# case: an-implementation-between-the-items-must-come-last
from typing import Any, Callable, TypeVar, overload
F = TypeVar("F", bound=Callable[..., Any])
def traced(fn: F) -> F: return fn
@overload
def scale(x: int) -> int: ...
def scale(x: Any) -> Any:  # E: misc: The implementation for an overloaded function must come last
    return x
@overload
def scale(x: str) -> str: ...
class Box:
    @overload
    def get(self, i: int) -> int: ...
    @traced  # E: misc: The implementation for an overloaded function must come last
    def get(self, i: Any) -> Any:
        return i
    @overload
    def get(self, i: str) -> str: ...

# case: an-implementation-after-all-items-or-after-another-statement-is-not-misplaced-silent
from typing import Any, overload
@overload
def scale(x: int) -> int: ...
@overload
def scale(x: str) -> str: ...
def scale(x: Any) -> Any:
    return x
class Box:
    @overload
    def get(self, i: int) -> int: ...
    @overload
    def get(self, i: str) -> str: ...
    def get(self, i: Any) -> Any:
        return i

# case: an-any-argument-to-literal-string-twins-gives-str
from typing import Any
def script(pre_init_args: list[Any], names: list[int]) -> None:
    joined = ", ".join(pre_init_args)
    reveal_type(joined)  # N: reveal-type: Revealed type is "str"
    pre_init_args = ", ".join(pre_init_args)  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "list[Any]")
    names = ", ".join(names)  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "list[int]") # E: arg-type: Argument 1 to "join" of "str" has incompatible type "list[int]"; expected "Iterable[str]" # N: arg-type: Type argument 1 "int" does not fit "str"

# case: an-any-argument-to-items-with-unrelated-results-stays-unknown
from typing import Any, overload
@overload
def pick(x: int) -> int: ...
@overload
def pick(x: str) -> str: ...
def pick(x: Any) -> Any:
    return x
def use(value: Any, parts: list[Any]) -> None:
    reveal_type(pick(value))  # N: reveal-type: Revealed type is "Any"
    text: str = "-".join(parts)
    number: int = pick(value)

# case: results-that-differ-only-where-one-holds-any-are-that-one
from typing import Any
class Attribute: ...
def build(base: list[Attribute], own: list[Any], transform: Any) -> None:
    attrs = base + own
    reveal_type(attrs)  # N: reveal-type: Revealed type is "list[Any]"
    attrs = tuple(transform(attrs))  # E: assignment: Incompatible types in assignment (expression has type "tuple[Any, ...]", variable has type "list[Any]")
    for a in attrs:
        a.anything

# case: an-any-argument-that-solves-each-items-variables-alike-chooses-nothing
import asyncio
from typing import Any, Awaitable, Coroutine, TypeVar, overload
T = TypeVar("T")
T1 = TypeVar("T1")
@overload
def collect(first: Awaitable[T1], /) -> tuple[T1]: ...
@overload
def collect(*each: Awaitable[T]) -> list[T]: ...
def collect(*each: Any) -> Any: ...
async def fetch() -> bytes:
    return b""
async def main(job: Coroutine[Any, Any, bytes]) -> None:
    reveal_type(collect(job))  # N: reveal-type: Revealed type is "tuple[bytes]"
    both = await asyncio.gather(fetch(), asyncio.sleep(1, "done"))
    reveal_type(both)  # N: reveal-type: Revealed type is "tuple[bytes, str]"
    both[1].decode()  # E: attr-defined: "str" has no attribute "decode"; maybe "encode"?

# case: an-any-argument-for-parameters-of-different-types-still-chooses-nothing
from typing import Any, overload
@overload
def parse(raw: bytes) -> int: ...
@overload
def parse(raw: str) -> str: ...
def parse(raw: Any) -> Any: ...
def use(raw: Any, items: list[Any]) -> None:
    reveal_type(parse(raw))  # N: reveal-type: Revealed type is "Any"
    parse(raw).anything()

# case: a-call-no-item-fits-goes-on-with-the-plausible-items-result
# (mypy checks the call against the first item its arguments roughly fit, reports the argument
# there, and the call is what that item returns)
def f(d: dict[str, str], key: str | None) -> str:
    value = d.get(key)  # E: arg-type: Argument 1 to "get" of "dict" has incompatible type "str | None"; expected "str" # N: arg-type
    reveal_type(value)  # N: reveal-type: Revealed type is "str | None"
    return "c:" + d.get(key)  # E: operator: Unsupported operand types for + ("str" and "None") # E: arg-type: Argument 1 to "get" of "dict" has incompatible type "str | None"; expected "str" # N: arg-type

# case: a-call-no-item-fits-roughly-leaves-the-result-unknown
from typing import overload
@overload
def pick(x: int) -> int: ...
@overload
def pick(x: str, y: str) -> str: ...
def pick(x: object, y: object = None) -> object:
    return x
def f(b: bytes) -> None:
    r = pick(b)  # E: call-overload: No overload variant of "pick" matches argument type "bytes" # N: call-overload
    r.anything()

# case: generic-overload-items-the-implementation-does-not-accept
# An item's type variable stands for any type: an implementation taking only ints does not
# accept what the item accepts (typing spec, implementation consistency).
from typing import Any, Generic, TypeVar, overload
T = TypeVar("T")
@overload
def wrap(x: T) -> T: ...
@overload
def wrap(x: T, times: int) -> list[T]: ...
def wrap(x: int, times: int = 0) -> Any: return x  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 1  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 2
class Box(Generic[T]):
    @overload
    def put(self, item: T) -> None: ...
    @overload
    def put(self, item: T, key: str) -> None: ...
    def put(self, item: int, key: str = "") -> None: ...  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 1  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 2
def outer() -> None:
    @overload
    def inner(x: T) -> T: ...
    @overload
    def inner(x: T, y: str) -> T: ...
    def inner(x: str, y: str = "") -> Any: return x  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 1  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 2

# case: generic-overload-items-the-implementation-accepts-are-silent
from typing import Any, Generic, Sequence, TypeVar, overload
T = TypeVar("T")
S = TypeVar("S")
@overload
def wrap(x: T) -> T: ...
@overload
def wrap(x: T, times: int) -> list[T]: ...
def wrap(x: T, times: int = 0) -> T | list[T]: return x
@overload
def pick(x: Sequence[T]) -> T: ...
@overload
def pick(x: Sequence[T], default: S) -> T | S: ...
def pick(x: Sequence[Any], default: object = None) -> Any: return default
@overload
def first(x: int) -> int: ...
@overload
def first(x: str) -> str: ...
def first(x: S) -> S: return x
class Box(Generic[T]):
    @overload
    def put(self, item: T) -> None: ...
    @overload
    def put(self, item: T, key: str) -> None: ...
    def put(self, item: T, key: str = "") -> None: ...
    @overload
    def get(self, i: int) -> T: ...
    @overload
    def get(self, i: slice) -> list[T]: ...
    def get(self, i: int | slice) -> T | list[T]: raise NotImplementedError

# case: an-implementation-that-cannot-return-a-generic-items-type-variable-is-reported
# (cattrs converters.py: ``register_structure_hook(self, cl: StructureHookT) -> StructureHookT``
# over an implementation returning None; the item's variable stands for every type its bound allows)
from typing import Any, Callable, Optional, TypeVar, Union, overload
H = TypeVar("H", bound=Callable[[Any, Any], Any])
T = TypeVar("T")
class C:
    @overload
    def reg(self, cl: H) -> H: ...
    @overload
    def reg(self, cl: Any, func: Callable[[Any], Any]) -> None: ...
    def reg(self, cl: Any, func: Optional[Callable[[Any], Any]] = None) -> None:  # E: misc: Overloaded function implementation cannot produce return type of signature 1
        return None
@overload
def opt(key: str) -> Optional[str]: ...
@overload
def opt(key: str, default: T) -> Union[str, T]: ...
def opt(key: str, default: Optional[str] = None) -> Optional[str]:  # E: misc: Overloaded function implementation cannot produce return type of signature 2  # E: misc: Overloaded function implementation does not accept all possible parameters of signature 2
    return default

# case: an-implementation-that-takes-and-returns-what-generic-items-do-is-silent
# (a return related either way to the item's is enough, as mypy's is_subtype in either direction)
from typing import Any, Callable, Optional, Sequence, TypeVar, Union, overload
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])
@overload
def get(key: str) -> Optional[str]: ...
@overload
def get(key: str, default: T) -> Union[str, T]: ...
def get(key: str, default: object = None) -> object:
    return default
@overload
def deco(fn: F) -> F: ...
@overload
def deco(*, name: str) -> Callable[[F], F]: ...
def deco(fn: Optional[Callable[..., Any]] = None, *, name: str = "") -> Any:
    return fn
@overload
def conv(x: int) -> int: ...
@overload
def conv(x: T) -> T: ...
def conv(x: object) -> object:
    return x
@overload
def narrow(x: int) -> object: ...
@overload
def narrow(x: str) -> Union[int, str]: ...
def narrow(x: Union[int, str]) -> int:
    return 1

# case: a-generic-implementation-whose-solved-return-misses-an-items-is-reported
# (exceptiongroup _exceptions.py:326: the implementation's own variables are solved to stand
# for the item, from its parameters and its result, as mypy's unify_generic_callable; the
# result then must be related to the item's)
from typing import Callable, Generic, TypeVar, overload
E = TypeVar("E", bound=Exception)
C = TypeVar("C", covariant=True, bound=Exception)
class Group(Generic[C]):
    @overload
    def split(self, cond: type[E]) -> tuple[list[E], list[C]]: ...
    @overload
    def split(self, cond: Callable[[C], bool]) -> tuple[list[C], list[C]]: ...
    def split(self, cond: type[E] | Callable[[C], bool]) -> tuple[list[C], list[C]]:  # E: misc: Overloaded function implementation cannot produce return type of signature 1
        raise NotImplementedError
T = TypeVar("T")
@overload
def pair(x: int) -> tuple[int, int]: ...
@overload
def pair(x: str) -> tuple[str, str]: ...
def pair(x: T) -> tuple[T, str]:  # E: misc: Overloaded function implementation cannot produce return type of signature 1
    return (x, "")

# case: a-generic-implementation-whose-solved-return-fits-the-items-is-silent
# (each variable the join of what the item passes and what its result asks: ``conv``'s T is
# ``object`` for ``(int) -> str``, as mypy)
from typing import Callable, Generic, TypeVar, overload
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
E = TypeVar("E", bound=Exception)
C = TypeVar("C", covariant=True, bound=Exception)
class Group(Generic[C]):
    @overload
    def pick(self, cond: type[E]) -> list[E]: ...
    @overload
    def pick(self, cond: Callable[[C], bool]) -> list[C]: ...
    def pick(self, cond: type[E] | Callable[[C], bool]) -> list[E] | list[C]:
        raise NotImplementedError
@overload
def first(x: list[T]) -> T: ...
@overload
def first(x: None) -> None: ...
def first(x: list[T] | None) -> T | None:
    return x[0] if x else None
@overload
def conv(x: int) -> str: ...
@overload
def conv(x: str) -> int: ...
def conv(x: T) -> T:
    return x
@overload
def wrap(x: int) -> list[int]: ...
@overload
def wrap(x: str) -> list[str]: ...
def wrap(x: T) -> list[T]:
    return [x]
@overload
def get(d: dict[K, V], k: K) -> V | None: ...
@overload
def get(d: dict[K, V], k: K, default: T) -> V | T: ...
def get(d: dict[K, V], k: K, default: T | None = None) -> V | T | None:
    return d.get(k, default)

# case: implementations-generic-in-the-items-own-variables-are-silent
# An implementation whose constrained variable stands for an item's (``AnyStr`` for ``AnyStr``)
# takes it (mypy).
from typing import AnyStr, Callable, Iterable, Union, overload
class Spec:
    @overload
    @classmethod
    def from_lines(cls, factory: str, lines: Iterable[AnyStr]) -> "Spec": ...
    @overload
    @classmethod
    def from_lines(cls, factory: Callable[[AnyStr], int], lines: Iterable[AnyStr]) -> "Spec": ...
    @classmethod
    def from_lines(cls, factory: Union[str, Callable[[AnyStr], int]], lines: Iterable[AnyStr]) -> "Spec":
        return cls()

# case: a-decorated-implementations-misfit-stands-at-its-first-decorator
from typing import Any, Callable, Generic, TypeVar, overload
T = TypeVar("T")
V = TypeVar("V")
F = TypeVar("F", bound=Callable[..., Any])
def locked(f: F) -> F:
    return f
class Table(Generic[V]):
    @overload
    def setdefault(self: "Table[T | None]", key: str, default: None = None) -> "T | None": ...
    @overload
    def setdefault(self, key: str, default: V) -> V: ...
    @locked  # E: misc: Overloaded function implementation cannot produce return type of signature 1
    def setdefault(self, key: str, default: "V | None" = None) -> "V | None":
        return default

# case: an-overloaded-override-of-one-shape-fits-as-the-union-of-its-items
# mypy's edge case of the overloaded subtype rule: ``(int) -> int`` and ``(str) -> str``
# together fit ``(int | str) -> int | str``; an item that fits alone is not needed.
from typing import overload
class Base:
    def m(self, x: int | str) -> int | str: return x
    def n(self, x: int | str, y: bytes = b"") -> object: return x
class Kid(Base):
    @overload
    def m(self, x: int) -> int: ...
    @overload
    def m(self, x: str) -> str: ...
    def m(self, x: int | str) -> int | str: return x
    @overload
    def n(self, x: int, y: bytes = b"") -> int: ...
    @overload
    def n(self, x: str, y: bytes = b"") -> str: ...
    def n(self, x: int | str, y: bytes = b"") -> int | str: return x
def take(f: "Callable[[int | str], int | str]") -> None: ...
from typing import Callable
take(Kid().m)

# case: an-overloaded-override-whose-union-still-misses-is-reported
from typing import overload
class Base:
    def m(self, x: int | str | bytes) -> int | str: return 0
    def k(self, x: int) -> int: return x
class Kid(Base):
    @overload  # E: override: Signature of "m" incompatible with supertype "Base"
    def m(self, x: int) -> int: ...
    @overload
    def m(self, x: str) -> str: ...
    def m(self, x: int | str | bytes) -> int | str: return 0
    @overload  # E: override: Signature of "k" incompatible with supertype "Base"
    def k(self, x: int) -> str: ...
    @overload
    def k(self, x: str) -> str: ...
    def k(self, x: int | str) -> int | str: return x

# case: an-overload-item-whose-invariant-variable-no-value-solves-does-not-fit
# ``list[int]`` and ``"x"`` give T two values: the item fits not, and mypy reports its
# variable as a plain call would.
from typing import TypeVar, overload
T = TypeVar("T")
@overload
def first(xs: list[T]) -> T: ...
@overload
def first(xs: list[T], default: T) -> T: ...
def first(xs: list[T], default: T | None = None) -> T | None: ...
def use(a: list[int]) -> None:
    first(a, "x")  # E: misc: Cannot infer value of type parameter "T" of "first"
first([1], "x")  # E: misc: Cannot infer value of type parameter "T" of "first"

# case: an-overload-item-whose-variable-takes-a-join-still-fits
from typing import Sequence, TypeVar, overload
T = TypeVar("T")
@overload
def first(xs: Sequence[T]) -> T: ...
@overload
def first(xs: Sequence[T], default: T) -> T: ...
def first(xs: Sequence[T], default: T | None = None) -> T | None: ...
def use(a: list[int], b: list[bool]) -> None:
    first(a, "x")
    n: int = first(b, 1)
    first(a, 2)

# case: a-generic-item-that-takes-whatever-a-later-one-does-makes-it-unreachable
# The earlier item's variables solved from the later item's parameters (mypy unifies).
from typing import Any, Sequence, TypeVar, overload
T = TypeVar("T")
@overload
def a(x: T) -> T: ...
@overload
def a(x: int) -> str: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader
def a(x: Any) -> Any: return x
@overload
def g(x: T) -> T: ...
@overload
def g(x: list[T]) -> T: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader
def g(x: Any) -> Any: return x
@overload
def e(x: T, y: T) -> T: ...
@overload
def e(x: int, y: str) -> str: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader
def e(x: Any, y: Any) -> Any: return x
class C:
    @overload
    def m(self, x: Sequence[T]) -> T: ...
    @overload
    def m(self, x: list[int]) -> int: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader
    def m(self, x: Any) -> Any: return x

# case: a-generic-item-whose-variable-cannot-take-a-later-items-types-leaves-it-reachable
from typing import Any, Sequence, TypeVar, overload
T = TypeVar("T")
N = TypeVar("N", bound=int)
S = TypeVar("S", int, bytes)
@overload
def b(x: N) -> N: ...
@overload
def b(x: str) -> str: ...
def b(x: Any) -> Any: return x
@overload
def c(x: list[T]) -> T: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types  # N: overload-overlap: Flipping the order of overloads will fix this error
@overload
def c(x: Sequence[int]) -> int: ...
def c(x: Any) -> Any: return x
@overload
def d(x: type[T]) -> T: ...
@overload
def d(x: str) -> str: ...
def d(x: Any) -> Any: return x
@overload
def k(x: S) -> S: ...
@overload
def k(x: str) -> str: ...
def k(x: Any) -> Any: return x
@overload
def n(x: int) -> int: ...
@overload
def n(x: T) -> T: ...
def n(x: Any) -> Any: return x

# case: an-overloaded-method-for-a-generic-callable-solves-as-the-item-that-fits
def use(names: list[str], d: dict[str, int]) -> None:
    reveal_type(map(str.upper, names))  # N: reveal-type: Revealed type is "map[str]"
    reveal_type(map(d.get, names))  # N: reveal-type: Revealed type is "map[int | None]"
    bad: list[int] = list(map(str.upper, names))  # E: assignment # N: assignment

# case: an-overloaded-method-for-a-generic-callable-silent
from typing import Any
def use(names: list[str], d: dict[str, int], anything: list[Any]) -> None:
    a: list[str] = list(map(str.upper, names))
    b: list[int | None] = list(map(d.get, names))
    c: list[str] = list(map(str.upper, anything))

# case: overload-any-argument-items-whose-results-are-equivalent-give-the-first
# The spec's step 5: results equivalent under Any (``list[tuple[Any, Any]]`` and
# ``list[tuple[Any, ...]]``) give the first item's (pyright alike; mypy erases them to
# ``list[Any]``); results that truly differ give Any, as the conformance suite asks.
import typing as t
T = t.TypeVar("T")
T2 = t.TypeVar("T2")
@t.overload
def unzip(array: t.Iterable[t.Tuple[T, T2]]) -> t.List[t.Tuple[T, T2]]: ...
@t.overload
def unzip(array: t.Iterable[t.Iterable[t.Any]]) -> t.List[t.Tuple[t.Any, ...]]: ...
def unzip(array: t.Any) -> t.Any:
    return list(zip(*array))
def f(keys: t.Iterable[t.Any], values: t.Union[t.List[t.Any], None]) -> None:
    reveal_type(unzip(keys))  # N: reveal-type: Revealed type is "list[tuple[Any, Any]]"
    keys, values = unzip(keys)

# case: overload-any-argument-items-of-other-classes-give-any
import typing as t
@t.overload
def conv(x: int) -> t.List[int]: ...
@t.overload
def conv(x: str) -> t.Set[str]: ...
def conv(x: t.Any) -> t.Any:
    return x
def f(a: t.Any, b: int) -> None:
    reveal_type(conv(a))  # N: reveal-type: Revealed type is "Any"
    s: str = conv(b)  # E: assignment: Incompatible types in assignment (expression has type "list[int]", variable has type "str")

# case: overload-overlap-where-a-type-variable-stands-for-its-constraints-or-bound
from typing import Any, TypeVar, Union, overload
T = TypeVar("T")
S = TypeVar("S", int, bytes)
@overload
def pick(key: T, other: T, mode: Union[int, str]) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def pick(key: T, other: T, mode: Union[str, bytes]) -> str: ...
def pick(key: Any, other: Any, mode: Any) -> Any: return mode
@overload
def code(x: S) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types  # N: overload-overlap: Flipping the order of overloads will fix this error
@overload
def code(x: Union[bytes, str]) -> str: ...
def code(x: Any) -> Any: return x
@overload
def wrap(items: list[T], x: T) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def wrap(items: T, x: T) -> str: ...
def wrap(items: Any, x: Any) -> Any: return x

# case: overload-items-whose-type-variables-share-no-value-or-return-within-are-silent
from typing import Any, TypeVar, Union, overload
T = TypeVar("T")
S = TypeVar("S", int, bytes)
@overload
def code(x: Union[bytes, str]) -> int: ...
@overload
def code(x: S) -> str: ...
def code(x: Any) -> Any: return x
@overload
def ident(x: int) -> int: ...
@overload
def ident(x: T) -> T: ...
def ident(x: Any) -> Any: return x
@overload
def maybe(x: None) -> None: ...
@overload
def maybe(x: T) -> list[T]: ...
def maybe(x: Any) -> Any: return x

# case: overload-overlap-of-nested-unions-callables-and-keyword-order
from typing import Any, Callable, Union, overload
class A: ...
class B: ...
class C: ...
@overload
def f(x: list[Union[A, B]]) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def f(x: list[Union[B, C]]) -> str: ...
def f(x: Any) -> Any: return x
@overload
def g(x: Callable[[Union[A, B]], int]) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def g(x: Callable[[Union[B, C]], int]) -> str: ...
def g(x: Any) -> Any: return x
@overload
def h(*, first: A, second: Union[A, B]) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def h(*, second: Union[B, C], first: A) -> str: ...
def h(*, first: Any, second: Any) -> Any: return first
@overload
def k(*, first: A, second: Union[A, B]) -> int: ...
@overload
def k(*, second: B, first: A) -> str: ...  # E: overload-cannot-match: Overloaded function signature 2 will never be matched: signature 1's parameter type(s) are the same or broader
def k(*, first: Any, second: Any) -> Any: return first
@overload
def t(x: tuple[int, int, int]) -> int: ...  # E: overload-overlap: Overloaded function signatures 1 and 2 overlap with incompatible return types
@overload
def t(x: tuple[int, *tuple[int, ...]]) -> str: ...
def t(x: Any) -> Any: return x

# case: overload-items-of-disjoint-nested-types-or-only-optional-shared-parameters-are-silent
from typing import Any, Callable, Union, overload
class A: ...
class B: ...
class C: ...
class D: ...
@overload
def f(x: list[Union[A, B]]) -> int: ...
@overload
def f(x: list[Union[C, D]]) -> str: ...
def f(x: Any) -> Any: return x
@overload
def g(x: Callable[[A], int]) -> int: ...
@overload
def g(x: Callable[[B], int]) -> str: ...
def g(x: Any) -> Any: return x
@overload
def h(suffix: Union[str, None] = None, text: bool = False) -> tuple[int, str]: ...
@overload
def h(suffix: Union[bytes, None] = None, text: bool = False) -> tuple[int, bytes]: ...
def h(suffix: Any = None, text: bool = False) -> Any: return suffix
@overload
def t(x: tuple[int, *tuple[int, ...]]) -> int: ...
@overload
def t(x: tuple[int, *tuple[str, ...]]) -> str: ...
def t(x: Any) -> Any: return x

# case: overload-items-with-any-or-a-wider-later-return-are-silent
from typing import Any, Sequence, TypeVar, overload
T = TypeVar("T")
@overload
def first(xs: list[int]) -> int: ...
@overload
def first(xs: Sequence[T]) -> T: ...
def first(xs: Any) -> Any: return xs[0]
@overload
def load(x: int) -> int: ...
@overload
def load(x: Any) -> object: ...
def load(x: Any) -> Any: return x
@overload
def conv(x: int, *, strict: bool = False) -> int: ...
@overload
def conv(x: str, *, strict: bool = False) -> str: ...
def conv(x: Any, *, strict: bool = False) -> Any: return x
