# Protocols (typing spec, "Protocols"): structural member types, callback protocols, generic and
# recursive protocols, modules and class objects as implementations, runtime_checkable.

# case: method-return-type-conflicts
from typing import Protocol
class SupportsClose(Protocol):
    def close(self, force: bool) -> int: ...
class A:
    def close(self, force: bool) -> str:
        return ""
def use(c: SupportsClose) -> None: ...
use(A())  # E: arg-type: Argument 1 to "use" has incompatible type "A"; expected "SupportsClose"  # N: arg-type: Protocol member SupportsClose.close: expected "def close(self, force: bool) -> int", got "def close(self, force: bool) -> str"

# case: method-parameter-too-narrow
from typing import Protocol
class Writer(Protocol):
    def write(self, data: object) -> None: ...
class StrWriter:
    def write(self, data: str) -> None: ...
w: Writer = StrWriter()  # E: assignment: Incompatible types in assignment (expression has type "StrWriter", variable has type "Writer")  # N: assignment: Protocol member Writer.write: expected "def write(self, data: object) -> None", got "def write(self, data: str) -> None"

# case: compatible-implementations-wider-params-narrower-returns
from typing import Protocol
class SupportsClose(Protocol):
    def close(self, force: bool) -> object: ...
class Wide:
    def close(self, force: object = None, *rest: int, **kw: str) -> bool:
        return True
def use(c: SupportsClose) -> None: ...
use(Wide())

# case: protocol-method-parameter-renamed
# A caller may pass a protocol method's parameter by keyword, so its name is part of the
# member (typing spec); positional-only parameters and dunders (operators) carry none.
from typing import Protocol
class SupportsClose(Protocol):
    def close(self, force: bool) -> object: ...
    def __eq__(self, other: object) -> bool: ...
class Renamed:
    def close(self, f: int) -> int:
        return 0
def use(c: SupportsClose) -> None: ...
use(Renamed())  # E: arg-type # N: arg-type

# case: attribute-type-conflicts
from typing import Protocol
class HasX(Protocol):
    x: int
class B:
    x: str = ""
def usex(h: HasX) -> None: ...
usex(B())  # E: arg-type: Argument 1 to "usex" has incompatible type "B"; expected "HasX"  # N: arg-type: Protocol member HasX.x: expected "int", got "str"

# case: settable-attribute-is-invariant
from typing import Protocol
class HasX(Protocol):
    x: float
class Narrow:
    x: int = 0
def usex(h: HasX) -> None: ...
usex(Narrow())  # E: arg-type: Argument 1 to "usex" has incompatible type "Narrow"; expected "HasX"  # N: arg-type: Protocol member HasX.x: expected "float", got "int"

# case: settable-attribute-not-by-read-only-property
from typing import Protocol
class HasX(Protocol):
    x: int
class C:
    @property
    def x(self) -> int:
        return 1
def usex(h: HasX) -> None: ...
usex(C())  # E: arg-type: Argument 1 to "usex" has incompatible type "C"; expected "HasX"  # N: arg-type: Protocol member HasX.x expected settable variable, got read-only attribute

# case: read-only-members-by-properties-and-attributes
from typing import Protocol
class HasX(Protocol):
    @property
    def x(self) -> float: ...
class Prop:
    @property
    def x(self) -> int:
        return 1
class Attr:
    x: bool = True
class Settable:
    def __init__(self) -> None:
        self._x = 0
    @property
    def x(self) -> int:
        return self._x
    @x.setter
    def x(self, value: int) -> None:
        self._x = value
class Inferred:
    def __init__(self) -> None:
        self.x = 1.5
def usex(h: HasX) -> None: ...
usex(Prop())
usex(Attr())
usex(Settable())
usex(Inferred())

# case: settable-property-and-matching-attributes
from typing import Protocol
class HasX(Protocol):
    x: int
class Settable:
    @property
    def x(self) -> int:
        return 0
    @x.setter
    def x(self, value: int) -> None: ...
class Plain:
    x: int = 0
class Init:
    def __init__(self, x: int) -> None:
        self.x = x
def usex(h: HasX) -> None: ...
usex(Settable())
usex(Plain())
usex(Init(1))

# case: callback-protocol-mismatch
from typing import Protocol
class CBP(Protocol):
    def __call__(self, x: int, *, k: str) -> int: ...
def usecb(c: CBP) -> None: ...
def g3(x: int) -> int:
    return 1
def g4(x: int, *, k: str) -> str:
    return k
usecb(g3)  # E: arg-type: Argument 1 to "usecb" has incompatible type "Callable[[int], int]"; expected "CBP"  # N: arg-type: "CBP.__call__" has type "def __call__(self, x: int, *, k: str) -> int"
usecb(g4)  # E: arg-type: Argument 1 to "usecb" has incompatible type "def g4(x: int, *, k: str) -> str"; expected "CBP"  # N: arg-type: "CBP.__call__" has type "def __call__(self, x: int, *, k: str) -> int"

# case: callback-protocol-parameter-names
# A parameter the protocol lets callers pass by keyword must keep its name and place.
from typing import Callable, Protocol
class OnEvent(Protocol):
    def __call__(self, event: int) -> None: ...
def renamed(evt: int) -> None: ...
def positional_only(event: int, /) -> None: ...
def star_args(*events: int) -> None: ...
def moved(first: int, event: int = 0) -> None: ...
class Listener:
    def __call__(self, evt: int) -> None: ...
def subscribe(cb: OnEvent) -> None: ...
subscribe(renamed)  # E: arg-type: Argument 1 to "subscribe" has incompatible type "Callable[[int], None]"; expected "OnEvent"  # N: arg-type: "OnEvent.__call__" has type "def __call__(self, event: int) -> None"
subscribe(positional_only)  # E: arg-type: Argument 1 to "subscribe" has incompatible type "Callable[[int], None]"; expected "OnEvent"  # N: arg-type: "OnEvent.__call__" has type "def __call__(self, event: int) -> None"
subscribe(star_args)  # E: arg-type: Argument 1 to "subscribe" has incompatible type "def star_args(*events: int) -> None"; expected "OnEvent"  # N: arg-type: "OnEvent.__call__" has type "def __call__(self, event: int) -> None"
subscribe(moved)  # E: arg-type: Argument 1 to "subscribe" has incompatible type "Callable[[int, int], None]"; expected "OnEvent"  # N: arg-type: "OnEvent.__call__" has type "def __call__(self, event: int) -> None"
handler: OnEvent = Listener()  # E: assignment: Incompatible types in assignment (expression has type "Listener", variable has type "OnEvent")  # N: assignment: Protocol member OnEvent.__call__: expected "def __call__(self, event: int) -> None", got "def __call__(self, evt: int) -> None"

# case: callback-protocol-parameter-names-satisfied
# Positional-only protocol parameters carry no name; lambdas and **kwargs accept any name.
from typing import Any, Protocol
class ByPosition(Protocol):
    def __call__(self, event: int, /) -> None: ...
class ByKeyword(Protocol):
    def __call__(self, event: int, *, retries: int) -> None: ...
class HasMethod(Protocol):
    def handle(self, event: int) -> None: ...
def renamed(evt: int) -> None: ...
def exact(event: int, *, retries: int) -> None: ...
def keyword_too(event: int, retries: int = 0) -> None: ...
def untyped(evt): ...
def catch_all(event: int, **kwargs: Any) -> None: ...
class Handler:
    def handle(self, event: int) -> None: ...
positional: ByPosition = renamed
keyword: ByKeyword = exact
keyword = keyword_too
lenient: ByPosition = untyped
method: HasMethod = Handler()
def on(cb: ByKeyword) -> None: ...
on(lambda e, *, retries: None)
on(catch_all)

# case: callback-protocols-satisfied
from typing import Any, Callable, Protocol, overload
class Handler(Protocol):
    def __call__(self, x: int, /) -> object: ...
class Keyed(Protocol):
    def __call__(self, x: int, *, k: str = ...) -> int: ...
def use(h: Handler) -> None: ...
def usek(h: Keyed) -> None: ...
def f1(x: float, y: int = 0) -> bool:
    return True
def f2(*args: Any, **kwargs: Any) -> int:
    return 0
def f3(x: int, *, k: str = "") -> int:
    return 0
@overload
def ov(x: int) -> int: ...
@overload
def ov(x: str) -> str: ...
def ov(x: Any) -> Any:
    return x
class Callme:
    def __call__(self, x: int) -> int:
        return x
use(lambda x: x)
use(f1)
use(f2)
use(print)
use(ov)
use(Callme())
usek(f2)
usek(f3)
cb: Callable[[int], int] = f3
use(cb)

# case: generic-protocol-arguments-compared
from typing import Generic, Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Box(Generic[T]):
    def __init__(self, v: T) -> None:
        self.v = v
    def get(self) -> T:
        return self.v
class SupportsGet(Protocol[T_co]):
    def get(self) -> T_co: ...
def sg(x: SupportsGet[int]) -> None: ...
sg(Box(1))
sg(Box(True))
b = Box("a")
sg(b)  # E: arg-type: Argument 1 to "sg" has incompatible type "Box[str]"; expected "SupportsGet[int]"  # N: arg-type: Protocol member SupportsGet.get: expected "def get(self) -> int", got "def get(self) -> str"

# case: generic-protocol-type-parameters-solved
from typing import Iterable, Iterator, Protocol, SupportsAbs, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Nums:
    def __iter__(self) -> Iterator[int]:
        return iter([1])
    def __abs__(self) -> "Nums":
        return self
class SupportsGet(Protocol[T_co]):
    def get(self) -> T_co: ...
class Getter:
    def get(self) -> bytes:
        return b""
def first(x: Iterable[T]) -> T: raise NotImplementedError
def absolute(x: SupportsAbs[T]) -> T: raise NotImplementedError
def got(x: SupportsGet[T]) -> T: raise NotImplementedError
reveal_type(first(Nums()))  # N: reveal-type: Revealed type is "int"
reveal_type(absolute(Nums()))  # N: reveal-type: Revealed type is "case.Nums"
reveal_type(got(Getter()))  # N: reveal-type: Revealed type is "bytes"
for n in Nums():
    reveal_type(n)  # N: reveal-type: Revealed type is "int"

# case: self-type-in-protocol-methods
from typing import Protocol, TypeVar
from typing_extensions import Self
class Comparable(Protocol):
    def __lt__(self, other: Self) -> bool: ...
class Money:
    def __lt__(self, other: "Money") -> bool:
        return True
class Weird:
    def __lt__(self, other: int) -> bool:
        return True
C = TypeVar("C", bound=Comparable)
def smallest(a: C, b: C) -> C:
    return a if a < b else b
def use(x: Comparable) -> None: ...
use(Money())
reveal_type(smallest(Money(), Money()))  # N: reveal-type: Revealed type is "case.Money"
use(Weird())  # E: arg-type: Argument 1 to "use" has incompatible type "Weird"; expected "Comparable"  # N: arg-type: Protocol member Comparable.__lt__: expected "def __lt__(self, other: Weird) -> bool", got "def __lt__(self, other: int) -> bool"

# case: recursive-protocols
from typing import Iterator, Optional, Protocol, Sequence
class Node(Protocol):
    def children(self) -> Sequence["Node"]: ...
class Tree:
    def children(self) -> list["Tree"]:
        return []
class Linked(Protocol):
    @property
    def next(self) -> Optional["Linked"]: ...
class L:
    next: Optional["L"] = None
class Walker(Protocol):
    def walk(self, other: "Walker") -> Iterator["Walker"]: ...
class W:
    def walk(self, other: "W | Walker") -> Iterator["W"]:
        yield self
def walk(n: Node) -> None: ...
def link(x: Linked) -> None: ...
def wk(x: Walker) -> None: ...
walk(Tree())
link(L())
wk(W())

# case: recursive-protocol-conflict
from typing import Protocol, Sequence
class Node(Protocol):
    def children(self) -> Sequence["Node"]: ...
class Leaf:
    def children(self) -> Sequence[int]:
        return []
def walk(n: Node) -> None: ...
walk(Leaf())  # E: arg-type: Argument 1 to "walk" has incompatible type "Leaf"; expected "Node"  # N: arg-type: Protocol member Node.children: expected "def children(self) -> Sequence[Node]", got "def children(self) -> Sequence[int]"

# case: typeshed-protocols-satisfied-by-user-classes
from typing import Hashable, Iterable, Iterator, Sized, SupportsAbs, SupportsFloat, SupportsIndex, SupportsInt
class Everything:
    def __iter__(self) -> Iterator[int]:
        return iter([])
    def __len__(self) -> int:
        return 0
    def __abs__(self) -> float:
        return 0.0
    def __index__(self) -> int:
        return 0
    def __int__(self) -> int:
        return 0
    def __float__(self) -> float:
        return 0.0
def f(a: Iterable[int], b: Sized, c: SupportsAbs[float], d: SupportsIndex, e: SupportsInt, g: SupportsFloat, h: Hashable) -> None: ...
x = Everything()
f(x, x, x, x, x, x, x)
f([1], "ab", -1, True, 1.5, 2, "key")
[1, 2][x]
range(x)
len(x)
sorted(x)
max(x)
int(x)
abs(x)
sum(x)
list(x)
dict.fromkeys(x)
set(x)
enumerate(x)
zip(x, x)

# case: typeshed-protocol-conflicts
from typing import SupportsIndex
class Bad:
    def __index__(self) -> str:
        return ""
def ix(x: SupportsIndex) -> None: ...
ix(Bad())  # E: arg-type: Argument 1 to "ix" has incompatible type "Bad"; expected "SupportsIndex"  # N: arg-type: Protocol member SupportsIndex.__index__: expected "def __index__(self) -> int", got "def __index__(self) -> str"

# case: comparison-protocols-of-builtins
from dataclasses import dataclass
from functools import total_ordering
@total_ordering
class Version:
    def __init__(self, n: int) -> None:
        self.n = n
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Version) and other.n == self.n
    def __lt__(self, other: "Version") -> bool:
        return self.n < other.n
@dataclass(order=True)
class Point:
    x: int
sorted([Version(1), Version(2)])
max(Version(1), Version(2))
min([Point(1)])
sorted(["a", "b"], key=lambda s: (len(s), s))
sorted({1: "a"}.items())
max([1.5, 2], key=abs)

# case: overloaded-implementations
from typing import Any, Protocol, overload
class Getter(Protocol):
    def get(self, k: int) -> int: ...
class Over:
    @overload
    def get(self, k: int) -> int: ...
    @overload
    def get(self, k: str) -> str: ...
    def get(self, k: Any) -> Any:
        return k
class OverProto(Protocol):
    @overload
    def pick(self, k: int) -> int: ...
    @overload
    def pick(self, k: str) -> str: ...
class Picker:
    def pick(self, k: Any) -> Any:
        return k
def gt(g: Getter) -> None: ...
def pk(p: OverProto) -> None: ...
gt(Over())
pk(Picker())

# case: unknown-and-unannotated-members-stay-silent
from typing import Any, Protocol, TypeVar
from somewhere_unknown import Base  # type: ignore
T = TypeVar("T")
class SupportsClose(Protocol):
    def close(self, force: bool) -> int: ...
class Untyped:
    def close(self, force):
        return ""
class AnyTyped:
    close: Any = None
class FromUnknown(Base):
    def other(self) -> None: ...
class GenericMethod:
    def close(self, force: T) -> T:
        return force
def use(c: SupportsClose) -> None: ...
use(Untyped())
use(AnyTyped())
use(FromUnknown())
use(GenericMethod())

# case: classmethods-staticmethods-and-classvars
from typing import ClassVar, Protocol
class Factory(Protocol):
    kind: ClassVar[str]
    @classmethod
    def make(cls, n: int) -> object: ...
    @staticmethod
    def check(n: int) -> bool: ...
class Impl:
    kind: ClassVar[str] = "impl"
    @classmethod
    def make(cls, n: int) -> "Impl":
        return cls()
    @staticmethod
    def check(n: object) -> bool:
        return True
def use(f: Factory) -> None: ...
use(Impl())

# case: nominal-subclasses-of-protocols
from typing import Protocol
class Shape(Protocol):
    def area(self) -> float: ...
    def name(self) -> str:
        return "shape"
class Square(Shape):
    def area(self) -> int:
        return 4
def draw(s: Shape) -> None: ...
draw(Square())

# case: modules-as-implementations
from typing import Protocol
import settings
import broken
class Settings(Protocol):
    debug: bool
    def render(self, template: str) -> object: ...
class Missing(Protocol):
    def not_there(self) -> None: ...
def configure(s: Settings) -> None: ...
def other(s: Missing) -> None: ...
configure(settings)
configure(broken)  # E: arg-type: Argument 1 to "configure" has incompatible type "Module "broken""; expected "Settings"  # N: arg-type: Protocol member Settings.debug: expected "bool", got "str"  # N: arg-type: Protocol member Settings.render: expected "def render(self, template: str) -> object", got "def render(self, template: int) -> str"
other(settings)  # E: arg-type  # N: arg-type: "Module "settings"" is missing protocol member "not_there"
# file: settings.py
debug: bool = False
def render(template: str) -> str:
    return template
# file: broken.py
debug: str = ""
def render(template: int) -> str:
    return ""

# case: class-objects-as-implementations
from typing import Protocol
class Maker(Protocol):
    def __call__(self, n: int) -> object: ...
class HasName(Protocol):
    @property
    def __name__(self) -> str: ...
class Thing:
    def __init__(self, n: int) -> None: ...
def build(m: Maker) -> None: ...
def named(x: HasName) -> None: ...
build(Thing)
named(Thing)

# case: instantiating-a-protocol
from typing import Protocol
class P(Protocol):
    def m(self) -> int: ...
class Concrete(P):
    def m(self) -> int:
        return 1
P()  # E: misc: Cannot instantiate protocol class "P"
Concrete()
def make(cls: type[P]) -> P:
    return cls()

# case: isinstance-needs-runtime-checkable
from typing import Protocol, runtime_checkable
class NR(Protocol):
    def m(self) -> int: ...
@runtime_checkable
class RC(Protocol):
    def m(self) -> int: ...
@runtime_checkable
class HasX(Protocol):
    x: int
def chk(o: object, c: type) -> None:
    isinstance(o, NR)  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
    isinstance(o, (int, NR))  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
    issubclass(c, NR)  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
    issubclass(c, HasX)  # E: misc: Only protocols that don't have non-method members can be used with issubclass()  # N: misc: Protocol "HasX" has non-method member(s): x

# case: a-protocol-or-abstract-class-held-in-a-module-name-bound-once-is-that-class
# ``proto = P`` at module level is an alias of the class: isinstance and type[P] see P itself.
import abc
from typing import Protocol, runtime_checkable
class Sink(Protocol):
    def write(self, data: bytes) -> int: ...
class Job(abc.ABC):
    @abc.abstractmethod
    def run(self) -> None: ...
sink_protocol = Sink
job_base = Job
def open_sink(kind: type[Sink]) -> None: ...
def start(kind: type[Job]) -> None: ...
def probe(o: object) -> None:
    isinstance(o, sink_protocol)  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
open_sink(sink_protocol)  # E: type-abstract: Only concrete class can be given where "type[Sink]" is expected
start(job_base)  # E: type-abstract: Only concrete class can be given where "type[Job]" is expected

# case: a-concrete-or-checkable-class-held-in-a-module-name-is-silent
import abc
from typing import Protocol, runtime_checkable
@runtime_checkable
class Sink(Protocol):
    def write(self, data: bytes) -> int: ...
class Job(abc.ABC):
    @abc.abstractmethod
    def run(self) -> None: ...
class Nightly(Job):
    def run(self) -> None: ...
class File:
    def write(self, data: bytes) -> int:
        return len(data)
sink_protocol = Sink
nightly = Nightly
def open_sink(kind: type[Sink]) -> None: ...
def start(kind: type[Job]) -> None: ...
def probe(o: object) -> bool:
    return isinstance(o, sink_protocol)
open_sink(File)
start(nightly)

# case: runtime-checkable-protocols-in-isinstance
from typing import Iterable, Protocol, Sized, SupportsInt, runtime_checkable
import typing_extensions
@runtime_checkable
class RC(Protocol):
    def m(self) -> int: ...
@runtime_checkable
class HasX(Protocol):
    x: int
@typing_extensions.runtime_checkable
class RC2(Protocol):
    def n(self) -> int: ...
class Derived(RC, Protocol):  # Python 3.11 inherits runtime-checkability (mypy asks for the decorator)
    def k(self) -> int: ...
def chk(o: object, c: type) -> None:
    isinstance(o, RC)
    isinstance(o, HasX)
    isinstance(o, (RC2, Sized, Iterable))
    isinstance(o, Derived)
    issubclass(c, RC)
    issubclass(c, SupportsInt)

# case: hashable-and-object-members
from typing import Hashable, Protocol
class Eq(Protocol):
    def __eq__(self, other: object) -> bool: ...
class Plain:
    pass
class Hashes:
    def __hash__(self) -> int:
        return 1
def h(x: Hashable) -> None: ...
def e(x: Eq) -> None: ...
h(Plain())
h(Hashes())
h((1, "a"))
h(None)
e(Plain())
e(1)
h([1])  # E: arg-type: Argument 1 to "h" has incompatible type "list[int]"; expected "Hashable"  # N: arg-type: Protocol member Hashable.__hash__: expected "def __hash__(self) -> int", got "None"

# case: final-attribute-is-read-only
from typing import Final, Protocol
class HasX(Protocol):
    x: int
class ReadsX(Protocol):
    @property
    def x(self) -> int: ...
class Frozen:
    x: Final[int] = 1
def usex(h: HasX) -> None: ...
def readx(h: ReadsX) -> None: ...
readx(Frozen())
usex(Frozen())  # E: arg-type: Argument 1 to "usex" has incompatible type "Frozen"; expected "HasX"  # N: arg-type: Protocol member HasX.x expected settable variable, got read-only attribute

# case: union-and-protocol-values-as-implementations
from typing import Protocol, Union
class Reader(Protocol):
    def read(self) -> bytes: ...
class Source(Protocol):
    def read(self) -> bytes: ...
    def name(self) -> str: ...
class File:
    def read(self) -> bytes:
        return b""
class Text:
    def read(self) -> str:
        return ""
def consume(r: Reader) -> None: ...
def both(x: Union[File, Source], s: Source, t: Union[File, Text]) -> None:
    consume(x)
    consume(s)
    consume(t)  # E: arg-type: Argument 1 to "consume" has incompatible type "File | Text"; expected "Reader"  # N: arg-type: Protocol member Reader.read: expected "def read(self) -> bytes", got "def read(self) -> str"

# case: protocol-return-and-assignment-contexts
from typing import Iterator, Protocol
class Stream(Protocol):
    def __iter__(self) -> Iterator[bytes]: ...
class Lines:
    def __iter__(self) -> Iterator[str]:
        return iter([])
class Chunks:
    def __iter__(self) -> Iterator[bytes]:
        return iter([])
def open_stream(raw: bool) -> Stream:
    if raw:
        return Chunks()
    return Lines()  # E: return-value: Incompatible return value type (got "Lines", expected "Stream")  # N: return-value: Protocol member Stream.__iter__: expected "def __iter__(self) -> Iterator[bytes]", got "def __iter__(self) -> Iterator[str]"
streams: list[Stream] = [Chunks(), Chunks()]

# case: stdlib-protocols-of-files-paths-and-context-managers
import contextlib
import csv
import io
import json
import os
import pickle
import shutil
import sys
import types
from typing import Iterator, Optional
from typing_extensions import Self
class Managed:
    def __enter__(self) -> Self:
        return self
    def __exit__(self, exc_type: Optional[type[BaseException]], exc: Optional[BaseException], tb: Optional[types.TracebackType]) -> None: ...
class Closer:
    def close(self) -> None: ...
class StrPath:
    def __fspath__(self) -> str:
        return "x"
class Reader:
    def read(self, n: int = -1) -> bytes:
        return b""
    def readline(self) -> bytes:
        return b""
class Writer:
    def write(self, s: str) -> int:
        return 0
with contextlib.ExitStack() as stack:
    m = stack.enter_context(Managed())
    f = stack.enter_context(open(StrPath()))
with contextlib.closing(Closer()):
    pass
print("x", file=sys.stderr)
print("x", file=Writer())
json.dump({}, Writer())
csv.writer(Writer())
pickle.load(Reader())
shutil.copyfileobj(io.BytesIO(), io.BytesIO())
os.path.join(StrPath(), "a")

# case: generic-classes-implementing-typeshed-protocols
from typing import Collection, Generic, Iterator, TypeVar
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []
    def __iter__(self) -> Iterator[T]:
        return iter(self.items)
    def __len__(self) -> int:
        return len(self.items)
    def __contains__(self, x: object) -> bool:
        return x in self.items
def total(c: Collection[int]) -> int:
    return sum(c)
def use(s: Stack[int]) -> None:
    total(s)
    reveal_type(sorted(s))  # N: reveal-type: Revealed type is "list[int]"
    reveal_type(max(s))  # N: reveal-type: Revealed type is "int"
    reveal_type(set(s))  # N: reveal-type: Revealed type is "set[int]"

# case: protocol-values-fit-smaller-protocols
from typing import Iterable, Iterator, Protocol, Sized
class Sink(Protocol):
    def write(self, data: bytes) -> int: ...
    def flush(self) -> None: ...
class Writes(Protocol):
    def write(self, data: bytes) -> object: ...
class SizedIterable(Protocol):
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[int]: ...
def emit(w: Writes) -> None: ...
def count(s: Sized) -> int:
    return len(s)
def each(i: Iterable[int]) -> None: ...
def run(sink: Sink, items: SizedIterable) -> None:
    emit(sink)
    count(items)
    each(items)

# case: dataclass-namedtuple-and-descriptor-implementations
import functools
from dataclasses import dataclass
from typing import NamedTuple, Protocol
class Point(Protocol):
    @property
    def x(self) -> float: ...
    @property
    def y(self) -> float: ...
class Named(Protocol):
    @property
    def name(self) -> str: ...
@dataclass(frozen=True)
class DC:
    x: int
    y: float
class NT(NamedTuple):
    x: float
    y: float
class Cached:
    @functools.cached_property
    def name(self) -> str:
        return "n"
def plot(p: Point) -> None: ...
def show(n: Named) -> None: ...
plot(DC(1, 2.0))
plot(NT(1.0, 2.0))
show(Cached())

# case: isinstance-with-runtime-protocols-narrows
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...
class Resource:
    def close(self) -> None: ...
def tidy(x: object) -> None:
    if isinstance(x, Closeable):
        x.close()
def tidy_all(xs: list[object]) -> list[Closeable]:
    return [x for x in xs if isinstance(x, Closeable)]
tidy(Resource())

# case: functions-fit-empty-protocols-and-function-attributes
from typing import Protocol
class Empty(Protocol):
    pass
class Named(Protocol):
    __name__: str
    def __call__(self, x: int) -> int: ...
def f(x: int) -> int:
    return x
def e(x: Empty) -> None: ...
def n(x: Named) -> None: ...
e(f)
e(lambda: 1)
n(f)

# case: class-objects-as-factory-protocols
import enum
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Base: ...
class Sub(Base):
    def __init__(self, n: int = 0) -> None: ...
class Other: ...
class Bag(Generic[T]): ...
class Meta(type):
    def __call__(cls, *a: Any) -> Any: ...
class WithMeta(metaclass=Meta): ...
class Color(enum.Enum):
    RED = 1
class Factory(Protocol):
    def __call__(self) -> Base: ...
class MakesA(Protocol[T_co]):
    def __call__(self) -> T_co: ...
def register(f: Factory) -> None: ...
def build(f: MakesA[Bag[int]]) -> None: ...
def anything(f: MakesA[Any]) -> None: ...
@dataclass
class Registry:
    items: list[int] = field(default_factory=list)
    bags: Bag[str] = field(default_factory=Bag)
def generic(cls: type[T], loose: type) -> None:
    register(cls)
    register(loose)
register(Sub)
register(Base)
register(WithMeta)
build(Bag)
anything(Color)
register(Other)  # E: arg-type: Argument 1 to "register" has incompatible type "type[Other]"; expected "Factory"  # N: arg-type: "Factory.__call__" has type "def __call__(self) -> Base"

# case: protocol-class-objects-for-type-parameters
from typing import Any, Protocol, TypeVar, cast
T = TypeVar("T")
class Plugin(Protocol):
    def run(self) -> None: ...
class Hello:
    def run(self) -> None: ...
def load(cls: type[Plugin]) -> Plugin:
    return cls()
def anything(cls: type[T]) -> None: ...
def loose(a: type[object], b: type[Any], c: type) -> None: ...
load(Hello)
cast(Plugin, Hello())
anything(Plugin)  # E: type-abstract: Only concrete class can be given where "type[Plugin]" is expected
loose(Plugin, Plugin, Plugin)
load(Plugin)  # E: type-abstract: Only concrete class can be given where "type[Plugin]" is expected

# case: missing-members-are-named
from typing import Protocol
class Stream(Protocol):
    def read(self) -> bytes: ...
    def close(self) -> None: ...
    def seek(self, n: int) -> int: ...
class OnlyClose:
    def close(self) -> None: ...
class Nothing:
    pass
def use(s: Stream) -> None: ...
use(OnlyClose())  # E: arg-type  # N: arg-type: "OnlyClose" is missing protocol members "read", "seek"
use(Nothing())  # E: arg-type  # N: arg-type: "Nothing" is missing protocol members "read", "close", "seek"

# case: generic-protocols-inside-generic-functions
from typing import Generic, Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class SupportsGet(Protocol[T_co]):
    def get(self) -> T_co: ...
class Box(Generic[T]):
    def __init__(self, v: T) -> None:
        self.v = v
    def get(self) -> T:
        return self.v
def wrap(v: T) -> SupportsGet[T]:
    return Box(v)
def rebox(b: Box[T]) -> SupportsGet[T]:
    return b
def unwrap(g: SupportsGet[T]) -> T:
    return g.get()
reveal_type(unwrap(Box("a")))  # N: reveal-type: Revealed type is "str"

# case: a-classvar-member-needs-a-class-variable
from typing import ClassVar, Final, Protocol
class HasLimit(Protocol):
    limit: ClassVar[int]
class Declared:
    limit: ClassVar[int] = 3
class Plain:
    limit = 3  # without ClassVar, a variable of its instances too (mypy and pyright 1.1.414 agree)
class Constant:
    limit: Final = 3
class InstanceOnly:
    limit: int
class SetInInit:
    def __init__(self) -> None:
        self.limit = 3
ok: list[HasLimit] = [Declared()]
p: HasLimit = Plain()  # E: assignment: Incompatible types in assignment (expression has type "Plain", variable has type "HasLimit")  # N: assignment: Protocol member HasLimit.limit expected class variable, got instance variable
c: HasLimit = Constant()  # E: assignment: Incompatible types in assignment (expression has type "Constant", variable has type "HasLimit")  # N: assignment: Protocol member HasLimit.limit expected settable variable, got read-only attribute
a: HasLimit = InstanceOnly()  # E: assignment: Incompatible types in assignment (expression has type "InstanceOnly", variable has type "HasLimit")  # N: assignment: Protocol member HasLimit.limit expected class variable, got instance variable
b: HasLimit = SetInInit()  # E: assignment: Incompatible types in assignment (expression has type "SetInInit", variable has type "HasLimit")  # N: assignment: Protocol member HasLimit.limit expected class variable, got instance variable

# case: an-instance-variable-member-is-not-a-classvar
from typing import ClassVar, Protocol
class HasSize(Protocol):
    size: int
class Shared:
    size: ClassVar[int] = 0
class Own:
    size: int = 0
s: HasSize = Own()
t: HasSize = Shared()  # E: assignment: Incompatible types in assignment (expression has type "Shared", variable has type "HasSize")  # N: assignment: Protocol member HasSize.size expected instance variable, got class variable

# case: a-private-member-belongs-to-the-protocol
# mypy and pyright count ``_name`` members too: a marker attribute tells protocols apart.
from typing import Literal, Protocol
class AsyncMarked(Protocol):
    _is_async: Literal[True]
class SyncMarked(Protocol):
    _is_async: Literal[False]
class SyncClient:
    _is_async: Literal[False] = False
class Unmarked:
    pass
ok: SyncMarked = SyncClient()
def swap(a: AsyncMarked) -> SyncMarked:
    return a  # E: return-value: Incompatible return value type (got "AsyncMarked", expected "SyncMarked")  # N: return-value: Protocol member SyncMarked._is_async: expected "Literal[False]", got "Literal[True]"
bad: SyncMarked = Unmarked()  # E: assignment: Incompatible types in assignment (expression has type "Unmarked", variable has type "SyncMarked")  # N: assignment: "Unmarked" is missing protocol member "_is_async"

# case: class-object-fits-protocol-by-class-members
from typing import ClassVar, Protocol
class HasCount(Protocol):
    count: int
class HasMake(Protocol):
    def make(self, n: int) -> int: ...
class Registry:
    count: ClassVar[int] = 0
    @classmethod
    def make(cls, n: int) -> int:
        return n
a: HasCount = Registry
b: HasMake = Registry

# case: class-object-missing-protocol-members
from typing import ClassVar, Protocol
class HasCount(Protocol):
    count: int
class HasMake(Protocol):
    def make(self, n: int) -> int: ...
class HasTotal(Protocol):
    total: ClassVar[int]
class Plain:
    count: int = 0
    total: ClassVar[int] = 0
    def make(self, n: int) -> int:
        return n
a: HasCount = Plain  # E: assignment # N: assignment
b: HasMake = Plain  # E: assignment # N: assignment
c: HasTotal = Plain  # E: assignment # N: assignment

# case: protocol-class-for-type-of-protocol
from typing import Protocol
class Runner(Protocol):
    def run(self) -> None: ...
class Job:
    def run(self) -> None: ...
kind: type[Runner] = Job
kind = Runner  # E: type-abstract: Can only assign concrete classes to a variable of type "type[Runner]"

# case: class-object-dunders-come-from-the-metaclass
from enum import Enum
from typing import Iterable
class Color(Enum):
    RED = 1
def names(items: Iterable[Color]) -> list[str]:
    return [c.name for c in items]
names(Color)

# case: attribute-set-that-nothing-declares
from typing import Protocol
class Named(Protocol):
    name: str
class Box:
    size: int = 0
    def __init__(self) -> None:
        self.label = ""
def fill(n: Named, b: Box) -> None:
    n.name = "x"
    n.nick = "y"  # E: attr-defined: "Named" has no attribute "nick"
    b.size = 1
    b.label = "z"
    b.colour = "red"  # E: attr-defined: "Box" has no attribute "colour"
def loose(b):
    b.colour = "red"
def untyped(b=Box()):
    b.colour = "red"

# case: attributes-set-on-open-classes
class Dyn:
    def __getattr__(self, name: str) -> int:
        return 0
class Slots:
    def __setattr__(self, name: str, value: object) -> None: ...
def fill(d: Dyn, s: Slots) -> None:
    print(d.anything)  # (a write is reported: __getattr__ serves reads only, classes.py)
    s.anything = 1

# case: explicit-protocol-subclass-implements-everything
from typing import ClassVar, Protocol
class Shape(Protocol):
    sides: int
    kind: ClassVar[str]
    def area(self) -> float: ...
    def name(self) -> str:
        return "shape"
class Square(Shape):
    kind = "square"
    def __init__(self) -> None:
        self.sides = 4
    def area(self) -> float:
        return 1.0
    def name(self) -> str:
        return super().name()
Square()

# case: explicit-protocol-subclass-leaves-members-abstract
from typing import Protocol
class Shape(Protocol):
    sides: int
    def area(self) -> float: ...
class Blob(Shape):
    pass
class Half(Shape):
    def area(self) -> float:
        return super().area()  # E: safe-super: Call to abstract method "area" of "Shape" with trivial body via super() is unsafe
Blob()  # E: abstract
Half()  # E: abstract

# case: an-abstract-property-with-a-trivial-body-read-through-super-is-unsafe
# mypy's safe-super is on any read through super(), a property's too (not only a call); a
# property with a setter, a concrete one and a non-trivial abstract body are not questioned.
from abc import ABC, abstractmethod
class Dirs(ABC):
    @property
    @abstractmethod
    def data_dir(self) -> str:
        """The data directory."""
    @property
    @abstractmethod
    def cache_dir(self) -> str:
        return "/tmp"
    @property
    def log_dir(self) -> str:
        return "/var/log"
    @property
    @abstractmethod
    def home(self) -> str: ...
    @home.setter
    @abstractmethod
    def home(self, value: str) -> None: ...
class Unix(Dirs):
    @property
    def data_dir(self) -> str:
        return super().data_dir  # E: safe-super: Call to abstract method "data_dir" of "Dirs" with trivial body via super() is unsafe
    @property
    def cache_dir(self) -> str:
        return super().cache_dir
    @property
    def log_dir(self) -> str:
        return super().log_dir
    @property
    def home(self) -> str:
        return super().home
    @home.setter
    def home(self, value: str) -> None: ...

# case: a-concrete-or-non-trivial-member-read-through-super-is-silent
from abc import ABC, abstractmethod
class Dirs(ABC):
    @property
    @abstractmethod
    def cache_dir(self) -> str:
        return "/tmp"
    @property
    def log_dir(self) -> str:
        return "/var/log"
    @abstractmethod
    def run(self) -> int:
        return 0
    label = "dirs"
class Unix(Dirs):
    @property
    def cache_dir(self) -> str:
        return super().cache_dir
    @property
    def log_dir(self) -> str:
        return super().log_dir + super().label
    def run(self) -> int:
        return super().run()

# case: explicit-protocol-attribute-types
from typing import Protocol
class Point(Protocol):
    x: int
class P(Point):
    def __init__(self) -> None:
        self.x = "0"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Point" defined the type as "int")
class Q(Point):
    def __init__(self) -> None:
        self.x = 0

# case: protocol-members-declared-in-the-body
from typing import Protocol
class Template(Protocol):
    name: str
    def setup(self) -> None:
        self.name = "n"
        self.extra: int = 0  # E: misc: Protocol members cannot be defined via assignment to self

# case: read-only-fields-do-not-fit-settable-members
from dataclasses import dataclass
from typing import NamedTuple, Protocol
class HasX(Protocol):
    x: int
class Pair(NamedTuple):
    x: int
@dataclass(frozen=True)
class Frozen:
    x: int
@dataclass
class Thawed:
    x: int
a: HasX = Pair(1)  # E: assignment # N: assignment
b: HasX = Frozen(1)  # E: assignment # N: assignment
c: HasX = Thawed(1)

# case: protocol-variance-declared-as-used
from typing import Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Source(Protocol[T_co]):
    def read(self) -> T_co: ...
class Sink(Protocol[T_contra]):
    def write(self, item: T_contra) -> None: ...
class Cell(Protocol[T]):
    value: T
    def __init__(self, value: T) -> None: ...

# case: protocol-variance-against-the-members
from typing import Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Reader(Protocol[T]):  # E: misc: Invariant type variable "T" used in protocol where covariant one is expected
    def read(self) -> T: ...
class Writer(Protocol[T_co]):  # E: misc: Covariant type variable "T_co" used in protocol where contravariant one is expected
    def write(self, item: T_co) -> None: ...  # E: misc
class Plain: ...
class Mixed(Plain, Protocol):  # E: misc: All bases of a protocol must be protocols
    def run(self) -> None: ...

# case: isinstance-with-protocols-that-fit
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class File:
    def close(self) -> None: ...
def shut(x: object, f: File) -> None:
    if isinstance(x, Closable):
        x.close()
    if isinstance(f, Closable):
        f.close()

# case: isinstance-with-an-unsafe-overlap
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class Door:
    def close(self, force: bool) -> None: ...
def shut(d: Door) -> None:
    if isinstance(d, Closable):  # E: misc
        pass

# case: solve-from-a-contravariant-protocol-member
from typing import Callable, Protocol, TypeVar
T = TypeVar("T")
In = TypeVar("In", contravariant=True)
class Sink(Protocol[In]):
    def send(self, item: In) -> None: ...
class ByteSink:
    def send(self, item: bytes) -> None: ...
def accepted(s: Sink[T]) -> T: raise NotImplementedError
def first_arg(cb: Callable[[T], None]) -> list[T]: raise NotImplementedError
def takes_float(x: float) -> None: ...
reveal_type(accepted(ByteSink()))  # N: reveal-type: Revealed type is "bytes"
reveal_type(first_arg(takes_float))  # N: reveal-type: Revealed type is "list[float]"
ok: bytes = accepted(ByteSink())

# case: solved-from-a-contravariant-member-is-checked
from typing import Callable, Protocol, TypeVar
T = TypeVar("T")
In = TypeVar("In", contravariant=True)
class Sink(Protocol[In]):
    def send(self, item: In) -> None: ...
class ByteSink:
    def send(self, item: bytes) -> None: ...
def accepted(s: Sink[T]) -> T: raise NotImplementedError
def first_arg(cb: Callable[[T], None]) -> list[T]: raise NotImplementedError
def takes_float(x: float) -> None: ...
bad: str = accepted(ByteSink())  # E: assignment
names: list[str] = first_arg(takes_float)  # E: arg-type: Argument 1 to "first_arg" has incompatible type "Callable[[float], None]"; expected "Callable[[str], None]" # N: arg-type: Parameter 1 "float" does not accept "str"

# case: self-annotation-through-a-protocol-solved-from-members
from typing import Protocol, TypeVar
T = TypeVar("T")
In = TypeVar("In", contravariant=True)
class Sink(Protocol[In]):
    def send(self, item: In) -> None: ...
class Batcher:
    def send(self, item: str) -> None: ...
    def send_all(self: Sink[T], items: list[T]) -> None: ...
    @classmethod
    def check_all(cls: type[Sink[T]], items: list[T]) -> None: ...
Batcher().send_all(["a"])
Batcher.check_all(["b"])
reveal_type(Batcher().send_all)  # N: reveal-type: Revealed type is "def (items: list[str])"

# case: self-annotation-through-a-protocol-checks-arguments
from typing import Protocol, TypeVar
T = TypeVar("T")
In = TypeVar("In", contravariant=True)
class Sink(Protocol[In]):
    def send(self, item: In) -> None: ...
class Batcher:
    def send(self, item: str) -> None: ...
    def send_all(self: Sink[T], items: list[T]) -> None: ...
Batcher().send_all([1])  # E: list-item

# case: metaclass-member-not-on-instances
from typing import ClassVar, Protocol
class HasCode(Protocol):
    code: ClassVar[int]
class CodedMeta(type):
    code: int = 7
class Coded(metaclass=CodedMeta):
    pass
x: HasCode = Coded()  # E: assignment  # N: assignment: "Coded" is missing protocol member "code"

# case: metaclass-member-on-class-object-and-own-member
from enum import Enum
from typing import ClassVar, Iterable, Protocol
class HasCode(Protocol):
    code: ClassVar[int]
class CodedMeta(type):
    code: int = 7
class Coded(metaclass=CodedMeta):
    code: ClassVar[int] = 3
x: HasCode = Coded()
class Color(Enum):
    RED = 1
colors: Iterable[Color] = Color

# case: protocol-in-a-union-or-nested-tuple-of-an-instance-check
# isinstance and issubclass test each member of an ``A | B`` union and of nested tuples
# alike: a protocol there must be runtime-checkable (and, for issubclass, have only methods).
from typing import Protocol, runtime_checkable
class Plain(Protocol):
    def m(self) -> None: ...
@runtime_checkable
class Data(Protocol):
    x: int
def f(v: object, t: type) -> None:
    isinstance(v, int | Plain)  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
    isinstance(v, (int, (str, Plain)))  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
    issubclass(t, str | Data)  # E: misc: Only protocols that don't have non-method members can be used with issubclass()  # N: misc: Protocol "Data" has non-method member(s): x
    if isinstance(v, Plain | None):  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
        pass

# case: runtime-checkable-protocol-in-a-union-or-nested-tuple-is-silent
from typing import Protocol, runtime_checkable
@runtime_checkable
class Meth(Protocol):
    def m(self) -> None: ...
def f(v: object, t: type) -> None:
    isinstance(v, int | Meth)
    isinstance(v, (int, (str, Meth)))
    issubclass(t, Meth | None)
    isinstance(v, int | str)
    checks = [isinstance(x, (bytes, (int, Meth))) for x in [v]]

# case: generic-protocol-method-and-generic-implementation-compared-as-generic-callables
# A protocol's generic method takes only an implementation that works for every T; an
# implementation's generic method is solved against the protocol's signature first.
from typing import Protocol, Sequence, TypeVar
T = TypeVar("T")
class FirstOf(Protocol):
    def first(self, xs: Sequence[T]) -> T: ...
class Converts(Protocol):
    def conv(self, x: int) -> str: ...
class IntFirst:
    def first(self, xs: Sequence[int]) -> int: return xs[0]
class Same:
    def conv(self, x: T) -> T: return x
def use(p: FirstOf) -> None: ...
use(IntFirst())  # E: arg-type  # N: arg-type
c: Converts = Same()  # E: assignment  # N: assignment
def inside() -> None:
    v: FirstOf = IntFirst()  # E: assignment  # N: assignment

# case: generic-protocol-method-and-generic-implementation-that-fit-are-silent
from typing import Any, Protocol, Sequence, TypeVar
T = TypeVar("T")
class FirstOf(Protocol):
    def first(self, xs: Sequence[T]) -> T: ...
class Converts(Protocol):
    def conv(self, x: int) -> int: ...
class GenFirst:
    def first(self, xs: Sequence[T]) -> T: return xs[0]
class AnyFirst:
    def first(self, xs: Sequence[Any]) -> Any: return xs[0]
class Same:
    def conv(self, x: T) -> T: return x
def use(p: FirstOf) -> None: ...
use(GenFirst())
use(AnyFirst())
c: Converts = Same()
def inside() -> None:
    v: FirstOf = GenFirst()

# case: a-protocol-defined-in-a-function-in-an-instance-check
# A protocol class statement inside a function is checked in isinstance / issubclass as a
# module-level one: runtime-checkable, and only methods for issubclass.
from typing import Protocol, runtime_checkable
def f(o: object) -> None:
    class Plain(Protocol):
        def m(self) -> int: ...
    @runtime_checkable
    class Data(Protocol):
        x: int
    isinstance(o, Plain)  # E: misc: Only @runtime_checkable protocols can be used with instance and class checks
    issubclass(type(o), Data)  # E: misc: Only protocols that don't have non-method members can be used with issubclass()  # N: misc: Protocol "Data" has non-method member(s): x

# case: a-runtime-checkable-protocol-defined-in-a-function-in-an-instance-check-is-silent
from typing import Protocol, runtime_checkable
def f(o: object) -> None:
    @runtime_checkable
    class Meth(Protocol):
        def m(self) -> int: ...
    @runtime_checkable
    class Data(Protocol):
        x: int
    class Plain:
        pass
    isinstance(o, Meth)
    issubclass(type(o), Meth)
    isinstance(o, Data)
    isinstance(o, Plain)

# case: a-protocol-of-the-functions-own-type-variable-is-matched-member-by-member
# Inside a generic function its type variables are fixed types: a class that fits Iterator[T]
# only structurally is compared member by member (mypy; libcst _parser/custom_itertools.py:17).
from itertools import zip_longest
from typing import Generic, Iterable, Iterator, Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Getter(Protocol[T_co]):
    def get(self) -> T_co: ...
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def get(self) -> T:
        return self.item
def grouper(iterable: Iterable[T], n: int, fillvalue: T) -> Iterator[T]:
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)  # E: return-value: Incompatible return value type (got "zip_longest[tuple[T, ...]]", expected "Iterator[T]")  # N: return-value: Protocol member Iterator.__next__: expected "def __next__(self) -> T", got "def __next__(self) -> tuple[T, ...]"
def boxed(b: Box[list[T]]) -> Getter[T]:
    return b  # E: return-value: Incompatible return value type (got "Box[list[T]]", expected "Getter[T]")  # N: return-value: Protocol member Getter.get: expected "def get(self) -> T", got "def get(self) -> list[T]"

# case: a-protocol-of-the-functions-own-type-variable-met-member-by-member-is-silent
from itertools import zip_longest
from typing import Generic, Iterable, Iterator, Protocol, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Getter(Protocol[T_co]):
    def get(self) -> T_co: ...
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def get(self) -> T:
        return self.item
def grouper(iterable: Iterable[T], n: int, fillvalue: T) -> Iterator[tuple[T, ...]]:
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)
def boxed(x: T) -> Getter[T]:
    return Box(x)
def read(g: Getter[T]) -> T:
    return g.get()
def use(items: list[int]) -> int:
    first: Iterator[tuple[int, ...]] = zip_longest(items, items, fillvalue=0)
    return read(Box(1)) + read(boxed(2))

# case: a-classvar-member-is-not-matched-by-a-plain-class-body-assignment
# ``name = "p"`` in a class body is a variable of its instances too (mypy: instance variable).
from typing import ClassVar, Protocol
class Plugin(Protocol):
    name: ClassVar[str]
class Plain:
    name = "plain"
def use(p: Plugin) -> None: ...
use(Plain())  # E: arg-type: Argument 1 to "use" has incompatible type "Plain"; expected "Plugin" # N: arg-type: Protocol member Plugin.name expected class variable, got instance variable

# case: a-plain-class-body-assignment-matches-an-instance-or-read-only-member
from typing import ClassVar, Protocol
class Named(Protocol):
    name: str
class Labelled(Protocol):
    @property
    def label(self) -> str: ...
class Kinded(Protocol):
    kind: ClassVar[str]
class Plain:
    name = "plain"
    label = "l"
class Declared:
    kind: ClassVar[str] = "k"
def use(n: Named, l: Labelled, k: Kinded) -> None: ...
use(Plain(), Plain(), Declared())

# case: a-plain-assignment-over-a-base-classvar-is-a-classvar
# urllib3's connections: ``default_port = 443`` over a base's ``default_port: ClassVar[int]``
# stays a class variable (mypy), so it meets a ClassVar protocol member.
from typing import ClassVar, Protocol
class Connection(Protocol):
    default_port: ClassVar[int]
class HTTP:
    default_port: ClassVar[int] = 80
class HTTPS(HTTP):
    default_port = 443
class Loose:
    default_port: int = 8080
class LooseChild(Loose):
    default_port = 8443
def use(c: type[Connection]) -> None: ...
use(HTTPS)
use(LooseChild)  # E: arg-type: Argument 1 to "use" has incompatible type "type[LooseChild]"; expected "type[Connection]" # N: arg-type: Protocol member Connection.default_port expected class variable, got instance variable

# case: a-plain-assignment-over-a-base-classvar-meets-a-classvar-member-silent
from typing import ClassVar, Protocol
class Connection(Protocol):
    default_port: ClassVar[int]
    scheme: ClassVar[str]
class HTTP:
    default_port: ClassVar[int] = 80
    scheme: ClassVar[str] = "http"
class HTTPS(HTTP):
    default_port = 443
    scheme = "https"
class Proxy(HTTPS):
    default_port = 3128
def use(c: type[Connection], d: Connection) -> None: ...
use(HTTPS, HTTPS())
use(Proxy, Proxy())
