# Named tuples (typing spec, "Named Tuples"): class and functional definitions, the
# constructor, the tuple a named tuple is, and the definition rules.

# case: a-named-tuple-is-indexed-and-unpacked-as-its-fields
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
    label: str = ""
s = Span(1, 2)
reveal_type(s[0])  # N: reveal-type: Revealed type is "int"
reveal_type(s[-1])  # N: reveal-type: Revealed type is "str"
reveal_type(s[0:2])  # N: reveal-type: Revealed type is "tuple[int, int]"
a, b, c = s
reveal_type(c)  # N: reveal-type: Revealed type is "str"
print(s[3])  # E: misc: Tuple index out of range
a, b = s  # E: misc: Too many values to unpack (2 expected, 3 provided)

# case: named-tuple-fields-cannot-be-written-or-deleted
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
s = Span(1, 2)
s.start = 3  # E: misc
s[0] = 3  # E: index: Unsupported target for indexed assignment ("Span")
del s.start  # E: misc: Property "start" defined in "Span" has no deleter
del s[0]  # E: attr-defined: "Span" has no attribute "__delitem__"

# case: lists-and-dicts-take-item-writes
items = [1, 2]
items[0] = 3
del items[0]
table = {"a": 1}
table["b"] = 2
del table["a"]
text = "abc"
text[0] = "x"  # E: index: Unsupported target for indexed assignment ("str")

# case: a-named-tuple-is-a-tuple-of-its-field-types
from typing import Any, NamedTuple, Sequence
class Span(NamedTuple):
    start: int
    end: int
    label: str
s = Span(1, 2, "x")
exact: tuple[int, int, str] = s
wider: tuple[float, float, str] = s
anything: tuple[Any, ...] = s
seq: Sequence[int | str] = s
short: tuple[int, int] = s  # E: assignment # N: assignment
wrong: tuple[int, str, str] = s  # E: assignment # N: assignment
ints: Sequence[int] = s  # E: assignment # N: assignment

# case: the-class-syntax-constructor
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
    label: str = ""
    def width(self) -> int:
        return self.end - self.start
    unit = "chars"
Span(1, 2)
Span(start=1, end=2, label="x")
Span(1)  # E: call-arg
Span(1, 2, "x", "y")  # E: call-arg
Span(1, "2")  # E: arg-type

# case: a-subclass-of-a-named-tuple-is-built-by-its-fields
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
class Named(Span):
    name: str = ""
n = Named(1, 2)
reveal_type(n)  # N: reveal-type: Revealed type is "case.Named"
pair: tuple[int, int] = n
Named(1, 2, "x")  # E: call-arg

# case: a-subclass-may-not-redefine-a-field
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
class Named(Span):
    name: str = ""
    end: int = 0  # E: misc: Cannot overwrite NamedTuple attribute "end"

# case: named-tuple-class-definition-rules
from typing import NamedTuple
class Bad(NamedTuple):
    _hidden: int  # E: misc: NamedTuple field name cannot start with an underscore: _hidden
class Order(NamedTuple):
    first: int = 0
    second: int  # E: misc: Non-default NamedTuple fields cannot follow default fields
class Mixed(NamedTuple, object):  # E: misc: NamedTuple should be a single base
    x: int

# case: a-generic-named-tuple
from typing import Generic, NamedTuple, TypeVar
T = TypeVar("T")
class Box(NamedTuple, Generic[T]):
    label: str
    value: T
b = Box("x", 1.5)
reveal_type(b)  # N: reveal-type: Revealed type is "case.Box[float]"
reveal_type(b[1])  # N: reveal-type: Revealed type is "float"
reveal_type(b.value)  # N: reveal-type: Revealed type is "float"
Box[str]("x", 1.5)  # E: arg-type

# case: fields-under-a-static-condition
import sys
from typing import NamedTuple
class Version(NamedTuple):
    major: int
    if sys.version_info >= (3, 0):
        minor: int
    if sys.version_info >= (4, 0):
        patch: int
Version(1, 2)
Version(1, 2, 3)  # E: call-arg

# case: functional-named-tuples
from collections import namedtuple
from typing import NamedTuple
Point = namedtuple("Point", "x y")
Pair = namedtuple("Pair", ["a", "b"], defaults=(0,))
Typed = NamedTuple("Typed", [("x", int), ("y", str)])
Point(1, 2)
Point(x=1, y="a")
Pair(1)
Typed(1, "a")
Point(1)  # E: call-arg
Pair()  # E: call-arg
Typed(1, 2)  # E: arg-type
Typed(1, "a", 3)  # E: call-arg
reveal_type(Typed(1, "a")[1])  # N: reveal-type: Revealed type is "str"

# case: functional-named-tuple-field-names
from collections import namedtuple
Dup = namedtuple("Dup", ["a", "a"])  # E: misc: "namedtuple()" has duplicate field name "a"
Kw = namedtuple("Kw", ["a", "def"])  # E: misc: "namedtuple()" field name "def" is a keyword
Under = namedtuple("Under", "a _b")  # E: misc: "namedtuple()" field name "_b" starts with an underscore
Renamed = namedtuple("Renamed", ["a", "def", "_c"], rename=True)
Renamed(a=1, _1=2, _2=3)

# case: the-arguments-of-namedtuple-fit-its-signature
# ``collections.namedtuple`` is a function: what it is given is checked against typeshed's
# signature (mypy, pyright); a type name in bytes is no string literal (mypy's misc).
from collections import namedtuple
from typing import NamedTuple
Flag = namedtuple("Flag", "a b", rename="yes")  # E: arg-type: Argument "rename" to "namedtuple" has incompatible type "str"; expected "bool"
Extra = namedtuple("Extra", "a b", verbose=True)  # E: call-arg: Unexpected keyword argument "verbose" for "namedtuple"
Third = namedtuple("Third", "a b", False)  # E: call-arg: Too many positional arguments for "namedtuple"
Raw = NamedTuple(b"Raw", [("a", int)])  # E: misc: "NamedTuple()" expects a string literal as the first argument

# case: namedtuple-given-what-its-signature-takes-is-silent
from collections import namedtuple
Loose = namedtuple("Loose", ["a", "b"], rename=False, defaults=(1,), module=__name__)
Plain = namedtuple("Plain", ("a", "b"), rename=True)

# case: a-named-tuple-used-as-a-tuple-stays-silent
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
def total(values: tuple[int, ...]) -> int:
    return sum(values)
s = Span(1, 2)
total(s)
first, *rest = s
for part in s:
    print(part + 1)
print(len(s), s.start + s[1], s._replace(end=3), s._asdict())

# case: a-named-tuple-with-methods-and-class-attributes
from typing import ClassVar, NamedTuple
class Money(NamedTuple):
    amount: int
    currency: str = "EUR"
    zero: ClassVar[int] = 0  # E: valid-type: ClassVar[...] can't be used inside a NamedTuple
    symbol = "€"
    def double(self) -> "Money":
        return Money(self.amount * 2, self.currency)
m = Money(3).double()
print(m.amount, Money.symbol, m.symbol)

# case: a-subclass-of-a-named-tuple-with-its-own-methods
from typing import NamedTuple
class Span(NamedTuple):
    start: int
    end: int
class Labelled(Span):
    label: str = ""
    def width(self) -> int:
        return self.end - self.start
w: int = Labelled(1, 3).width()
pair: tuple[int, int] = Labelled(1, 3)

# case: functional-named-tuples-with-computed-fields-stay-gradual
from collections import namedtuple
FIELDS = ["a", "b"]
Dynamic = namedtuple("Dynamic", FIELDS)
Dynamic(1, 2, 3, 4)
Dynamic()

# case: item-writes-on-mutable-and-unknown-containers-stay-silent
from typing import Any, MutableMapping, MutableSequence
def f(buf: bytearray, seq: MutableSequence[int], mapping: MutableMapping[str, int], anything: Any) -> None:
    buf[0] = 1
    seq[0] = 2
    del seq[0]
    mapping["a"] = 3
    del mapping["a"]
    anything[0] = 4
    del anything[0]

# case: unpacking-generic-named-tuples
from typing import Generic, NamedTuple, TypeVar
T = TypeVar("T")
class Pair(NamedTuple, Generic[T]):
    left: T
    right: T
def swap(p: Pair[int]) -> Pair[int]:
    a, b = p
    return Pair(b, a)

# case: functional-namedtuple-field-names-from-final-strings
from typing import Final, NamedTuple
LEFT: Final = "left"
RIGHT: Final[str] = "right"
Span = NamedTuple("Span", [(LEFT, int), (RIGHT, int)])
s = Span(left=1, right=2)
n: int = s.left + s.right

# case: functional-namedtuple-final-field-names-checked
from typing import Final, NamedTuple
LEFT: Final = "left"
RIGHT: Final[str] = "right"
Span = NamedTuple("Span", [(LEFT, int), (RIGHT, int)])
Span(top=1)  # E: call-arg: Unexpected keyword argument "top" for "Span"
Span(left="a", right=2)  # E: arg-type: Argument "left" to "Span" has incompatible type "str"; expected "int"

# case: functional-named-tuple-fields-read-by-name
from collections import namedtuple
from typing import NamedTuple
Point = namedtuple("Point", "x y")
Typed = NamedTuple("Typed", [("x", int), ("label", str)])
class Sub(Typed):
    def show(self) -> str:
        return self.label
reveal_type(Typed(1, "a").label)  # N: reveal-type: Revealed type is "str"
reveal_type(Sub(1, "a").x)  # N: reveal-type: Revealed type is "int"
p = Point(1, 2)
total = p.x + p.y

# case: functional-named-tuple-unknown-field-read
from typing import NamedTuple
Typed = NamedTuple("Typed", [("x", int), ("label", str)])
Typed(1, "a").z  # E: attr-defined: "Typed" has no attribute "z"
n: int = Typed(1, "a").label  # E: assignment

# case: a-typeshed-named-tuple-has-its-fields-and-iterates-over-them
from typing import Iterable, NamedTuple
from urllib.parse import urlparse
class Pair(NamedTuple):
    a: int
    b: str
def f(url: str, pair: Pair) -> None:
    parsed = urlparse(url)
    scheme, netloc, path, params, query, fragment = parsed
    reveal_type(scheme)  # N: reveal-type: Revealed type is "str"
    nothing: Iterable[None] = parsed  # E: assignment: Incompatible types in assignment (expression has type "ParseResult", variable has type "Iterable[None]") # N: assignment: Type argument 1 "str" does not fit "None"
    for item in pair:
        reveal_type(item)  # N: reveal-type: Revealed type is "int | str"

# case: a-typeshed-named-tuple-is-not-an-iterable-of-none-silent
from urllib.parse import urlparse, urlunparse
def f(url: str) -> None:
    parsed = urlparse(url)
    rebuilt: str | None = None
    rebuilt = urlunparse(parsed)
    for part in parsed:
        part.upper()

# case: a-union-of-named-tuples-unpacks-position-by-position
from typing import NamedTuple, Sequence
class A: ...
class B: ...
class Deferred(NamedTuple):
    node: A
    info: int | None
class FineGrained(NamedTuple):
    node: B
    info: int | None
def check(todo: Sequence[Deferred | FineGrained]) -> None:
    for node, info in todo:
        reveal_type(node)  # N: reveal-type: Revealed type is "case.A | case.B"
        reveal_type(info)  # N: reveal-type: Revealed type is "int | None"

# case: a-union-of-named-tuples-unpacked-fits-its-fields-silent
from typing import NamedTuple, Sequence
class A: ...
class Deferred(NamedTuple):
    node: A
    info: int | None
class FineGrained(NamedTuple):
    node: A
    info: int | None
def use(node: A, info: int | None) -> None: ...
def check(todo: Sequence[Deferred | FineGrained]) -> None:
    for node, info in todo:
        use(node, info)

# case: a-stub-named-tuple-takes-its-fields
import difflib
from concurrent.futures import Future, wait
def blocks(futures: list[Future[int]]) -> None:
    match = difflib.Match(0, 0, 3)
    reveal_type(match.size)  # N: reveal-type: Revealed type is "int"
    done, _ = wait(futures, timeout=1)
    difflib.Match(0, 0)  # E: call-arg: Missing positional argument "size" in call to "Match"

# case: a-named-tuple-splices-its-fields-into-a-tuple-display
from typing import NamedTuple
class FileData(NamedTuple):
    st_mtime: float
    st_size: int
    hash: str
def store(file_data: dict[str, FileData], n: int) -> None:
    data: dict[str, tuple[float, int, str]] = {k: (*v,) for k, v in file_data.items()}
    reveal_type((*file_data["a"], n))  # N: reveal-type: Revealed type is "tuple[float, int, str, int]"

# case: a-class-of-a-fixed-tuple-base-is-that-tuple-when-indexed-sliced-or-unpacked
import time
def f(t: float) -> tuple[int, int, int, int, int]:
    x = time.gmtime(t)
    year, month, day, *rest = x
    print(year + "s")  # E: operator: Unsupported operand types for + ("int" and "str")
    return x[0:6]  # E: return-value: Incompatible return value type (got "tuple[int, int, int, int, int, int]", expected "tuple[int, int, int, int, int]") # N: return-value: Expected 5 items, got 6
class Pair(tuple[int, str]):
    pass
def g(p: Pair) -> str:
    return p[0]  # E: return-value: Incompatible return value type (got "int", expected "str")

# case: a-class-of-a-fixed-tuple-base-rebinding-that-tuple-keeps-its-members
import time
def g(stamp: float) -> bool:
    tt = (1, 2, 3, 4, 5, 6, 7, 0, -1)
    stamp = time.mktime(tt)
    tt = time.localtime(stamp)
    day: int = time.gmtime(stamp)[2]
    return tt.tm_isdst > 0 and day > 0

# case: a-class-of-a-generic-tuple-base-takes-the-type-variables-of-its-items
from typing import Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
K = TypeVar("K")
V = TypeVar("V")
Ts = TypeVarTuple("Ts")
class Entry(Tuple[K, V]):
    pass
class Row(Tuple[Unpack[Ts]]):
    pass
def read(e: Entry[str, int], r: Row[bytes, float]) -> None:
    key, value = e
    print(key + 1)  # E: operator: Unsupported operand types for + ("str" and "int")
    bad: tuple[int, int] = e  # E: assignment # N: assignment
    print(r[0] + 1)  # E: operator: Unsupported operand types for + ("bytes" and "int")
wrong: Entry[str, int, int]  # E: type-arg: "Entry" expects 2 type arguments, but 3 given

# case: a-class-of-a-generic-tuple-base-takes-the-type-variables-of-its-items-silent
from typing import Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
K = TypeVar("K")
V = TypeVar("V")
Ts = TypeVarTuple("Ts")
class Entry(Tuple[K, V]):
    def swap(self) -> tuple[V, K]:
        return self[1], self[0]
class Row(Tuple[Unpack[Ts]]):
    pass
def read(e: Entry[str, int], r: Row[bytes, float], one: Row[int]) -> None:
    key, value = e
    print(key + "s", value + 1)
    plain: tuple[str, int] = e
    swapped: tuple[int, str] = e.swap()
    print(r[0] + b"x", r[1] + 1.0, one[0] + 1)

# case: replace-takes-the-fields-by-keyword
from collections import namedtuple
from typing import Generic, NamedTuple, TypeVar
T = TypeVar("T")
class Point(NamedTuple):
    x: int
    label: str = ""
class Box(NamedTuple, Generic[T]):
    item: T
Pair = namedtuple("Pair", ["left", "right"])
def move(p: Point, b: Box[int], pair: Pair) -> None:
    p._replace(x="far")  # E: arg-type: Argument "x" to "_replace" of "Point" has incompatible type "str"; expected "int"
    p._replace(z=1)  # E: call-arg: Unexpected keyword argument "z" for "_replace" of "Point"
    b._replace(item="s")  # E: arg-type: Argument "item" to "_replace" of "Box" has incompatible type "str"; expected "int"
    pair._replace(left=1, middle=2)  # E: call-arg: Unexpected keyword argument "middle" for "_replace" of "Pair"

# case: replace-with-the-fields-is-silent
from typing import NamedTuple
class Point(NamedTuple):
    x: int
    label: str = ""
def move(p: Point) -> Point:
    moved = p._replace(x=2)
    reveal_type(moved)  # N: reveal-type: Revealed type is "case.Point"
    return moved._replace(label="b", x=3)._replace()

# case: functional-definitions-in-a-function-body-are-checked-as-classes
from collections import namedtuple
from typing import NamedTuple, NewType, TypedDict
def f() -> None:
    P = namedtuple("P", ["x", "y"])
    p = P(1)  # E: call-arg: Missing positional argument "y" in call to "P"
    p.z  # E: attr-defined: "P" has no attribute "z"
    N = NamedTuple("N", [("a", int)])
    n = N("a")  # E: arg-type: Argument 1 to "N" has incompatible type "str"; expected "int"
    n.b  # E: attr-defined: "N" has no attribute "b"
    UserId = NewType("UserId", int)
    UserId("x")  # E: arg-type: Argument 1 to "UserId" has incompatible type "str"; expected "int"
    TD = TypedDict("TD", {"k": int})
    t: TD = {"k": "s"}  # E: typeddict-item

# case: functional-definitions-in-a-function-body-silent-where-used-as-defined
from collections import namedtuple
from enum import Enum
from typing import NamedTuple, NewType, TypedDict
def f(flag: bool) -> None:
    P = namedtuple("P", ["x", "y"])
    p = P(1, "a")
    p.x
    N = NamedTuple("N", [("a", int)])
    reveal_type(N(1).a)  # N: reveal-type: Revealed type is "int"
    UserId = NewType("UserId", int)
    UserId(5)
    TD = TypedDict("TD", {"k": int})
    t: TD = {"k": 1}
    E = Enum("E", "A B")
    E.A
    E.B
    Q = namedtuple("Q", "a")
    Q(flag)

# case: a-class-derived-from-a-namedtuple-call-has-its-fields
from collections import namedtuple
from typing import NamedTuple
class Point(NamedTuple("Point", [("x", int), ("y", str)])):
    def shown(self) -> str:
        return self.y
Point("a", "b")  # E: arg-type: Argument 1 to "Point" has incompatible type "str"; expected "int"
def first(p: Point) -> str:
    return p.x  # E: return-value: Incompatible return value type (got "int", expected "str")
reveal_type(Point(1, "b")[1])  # N: reveal-type: Revealed type is "str"
class Loose(namedtuple("Loose", ["a", "b"])): ...
reveal_type(Loose(1, 2).a)  # N: reveal-type: Revealed type is "Any"

# case: a-class-derived-from-a-namedtuple-call-used-as-its-fields-say-is-silent
from typing import NamedTuple
class Point(NamedTuple("Point", [("x", int), ("y", str)])):
    def shown(self) -> str:
        return self.y
p = Point(1, "b")
x: int = p.x
y: str = p[1]
a, b = p

# case: a-functional-named-tuple-is-generic-in-the-type-variables-of-its-fields
# Its type parameters are the type variables its field types name, in order (as in mypy).
from typing import NamedTuple, TypeVar, assert_type
K = TypeVar("K")
V = TypeVar("V")
Entry = NamedTuple("Entry", [("key", K), ("count", int), ("value", list[V])])
e = Entry(key="a", count=1, value=[2])
assert_type(e, Entry[str, int])
assert_type(e.value, list[int])
Entry[str, int](key=1, count=1, value=[2])  # E: arg-type: Argument "key" to "Entry" has incompatible type "int"; expected "str"
bad: Entry[str, int, bytes]  # E: type-arg: "Entry" expects 2 type arguments, but 3 given

# case: a-functional-named-tuple-is-generic-silent
from typing import NamedTuple, TypeVar
K = TypeVar("K")
Entry = NamedTuple("Entry", [("key", K), ("count", int)])
a = Entry(key=1, count=2)
b = Entry(key="x", count=2)
c = Entry[bytes](key=b"", count=0)
def first(e: Entry[str]) -> str:
    return e.key + e[0]
first(b)

# case: self-in-a-named-tuple-or-typeddict-item-type-is-reported
# An item's type is fixed by the class that declares it; no subclass solves Self there (mypy).
from typing import NamedTuple, Optional, TypedDict
from typing_extensions import Self
class Node(NamedTuple):
    value: int
    parent: Optional[Self]  # E: misc: Self type cannot be used in NamedTuple item type
class Tree(TypedDict):
    value: int
    children: "list[Self]"  # E: misc: Self type cannot be used in TypedDict item type
Link = NamedTuple("Link", [("value", int), ("next", Optional[Self])])  # E: misc: Self type cannot be used in NamedTuple item type
Leaf = TypedDict("Leaf", {"value": int, "up": Self})  # E: misc: Self type cannot be used in TypedDict item type

# case: self-in-a-named-tuple-method-is-silent
from typing import NamedTuple, Optional
from typing_extensions import Self
class Node(NamedTuple):
    value: int
    parent: Optional["Node"] = None
    def with_value(self, value: int) -> Self:
        copy: Self = self._replace(value=value)
        return copy
    def chain(self, other: Self) -> list[Self]:
        return [self, other]

# case: a-named-tuple-made-in-a-base-list-is-the-base
# ``class P(NamedTuple("P", [...]))`` / ``class P(namedtuple("P", ...))``: the call's class is
# the base, with its fields and its other bases' relations (mypy).
from collections import namedtuple
from typing import NamedTuple, TypeVar
T = TypeVar("T")
class Shape: ...
class Pair(NamedTuple("Pair", [("left", int), ("right", str)]), Shape):
    def show(self) -> str:
        return f"{self.left}{self.right}"
class Loose(namedtuple("Loose", "a b")): ...
def draw(s: Shape) -> None: ...
def count(n: int) -> None: ...
Pair(1, 2)  # E: arg-type: Argument 2 to "Pair" has incompatible type "int"; expected "str"
count(Pair(1, "x").right)  # E: arg-type: Argument 1 to "count" has incompatible type "str"; expected "int"
draw(Loose(1, 2))  # E: arg-type: Argument 1 to "draw" has incompatible type "Loose"; expected "Shape"
Loose(1)  # E: call-arg: Missing positional argument "b" in call to "Loose"
class Boxed(NamedTuple("Boxed", [("item", T)])): ...  # E: misc: Generic named tuples are not supported for legacy class syntax # N: misc: Use either Python 3 class syntax, or the assignment syntax

# case: a-named-tuple-made-in-a-base-list-used-as-it-is-is-silent
from collections import namedtuple
from typing import NamedTuple
class Shape: ...
class Pair(NamedTuple("Pair", [("left", int), ("right", str)]), Shape):
    def show(self) -> str:
        return f"{self.left}{self.right}"
class Version(namedtuple("Version", ["major", "minor"])):
    def __new__(cls, major: int, minor: int = 0) -> "Version":
        return super().__new__(cls, major, minor)
    def bump(self) -> "Version":
        return self._replace(minor=self.minor + 1)
def draw(s: Shape) -> None: ...
p = Pair(1, "x")
draw(p)
left, right = p
size: int = p.left + len(p.show())
v = Version(1).bump()
major = v[0]

# case: a-named-tuple-field-over-a-tuple-method-is-reported
# A field is a class attribute over tuple's ``count`` / ``index`` (mypy, pyright); the same
# for any class over a base's method, and a def over object's ``__doc__`` attribute.
from typing import NamedTuple
class Tally(NamedTuple):
    count: int  # E: assignment: Incompatible types in assignment (expression has type "int", base class "tuple" defined the type as "Callable[[Any], int]")
class Row(tuple[int, ...]):
    index: str  # E: assignment: Incompatible types in assignment (expression has type "str", base class "tuple" defined the type as "Callable[[Any, SupportsIndex, SupportsIndex], int]")
class Documented(NamedTuple):
    x: int
    def __doc__(self) -> str:  # E: override: Signature of "__doc__" incompatible with supertype "object"
        return ""

# case: a-named-tuple-body-statement-that-is-no-field-is-reported
import typing
class Point(typing.NamedTuple):
    x: int
    x.real: int  # E: misc: Invalid statement in NamedTuple definition; expected "field_name: field_type [= default]"
    for _ in range(2):  # E: misc: Invalid statement in NamedTuple definition; expected "field_name: field_type [= default]"
        pass

# case: a-named-tuple-body-of-fields-methods-and-plain-attributes-is-silent
from typing import NamedTuple
class Point(NamedTuple):
    """A point."""
    x: int
    total: int = 0
    def norm(self) -> int:
        return self.x + self.total
    @property
    def double(self) -> int:
        return self.x * 2
    ...
    pass

# case: a-functional-named-tuple-or-typeddict-with-type-variables-is-generic
# The call syntax makes a class generic in its item types' type variables (mypy).
from typing import NamedTuple, TypedDict, TypeVar
T = TypeVar("T")
Pair = NamedTuple("Pair", [("key", int), ("value", T)])
Entry = TypedDict("Entry", {"key": int, "value": T})
def read(p: Pair[str], e: Entry[bytes]) -> None:
    reveal_type(p.value)  # N: reveal-type: Revealed type is "str"
    reveal_type(e["value"])  # N: reveal-type: Revealed type is "bytes"
Pair[str](key=0, value=0)  # E: arg-type: Argument "value" to "Pair" has incompatible type "int"; expected "str"
Entry[str](key=0, value=0)  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "value" has type "str")

# case: a-functional-generic-named-tuple-or-typeddict-solved-by-its-values-is-silent
from typing import NamedTuple, TypedDict, TypeVar
T = TypeVar("T")
Pair = NamedTuple("Pair", [("key", int), ("value", T)])
Entry = TypedDict("Entry", {"key": int, "value": T})
p = Pair(key=0, value="x")
reveal_type(p)  # N: reveal-type: Revealed type is "case.Pair[str]"
e = Entry(key=0, value=b"x")
reveal_type(e)  # N: reveal-type: Revealed type is "case.Entry[bytes]"
size: int = p.key + e["key"]

# case: named-tuples-of-a-function-that-name-each-other-are-reported
# Recursive types are not allowed at function scope: the later one cannot be resolved (mypy).
from typing import NamedTuple, Tuple
def build() -> None:
    class Branch(NamedTuple):
        leaf: Tuple["Leaf", int]  # E: misc: Cannot resolve name "Leaf" (possible cyclic definition) # N: misc: Recursive types are not allowed at function scope
    class Leaf(NamedTuple):
        parent: "Branch"
    Head = NamedTuple("Head", [("tail", "Tail")])  # E: misc: Cannot resolve name "Tail" (possible cyclic definition) # N: misc: Recursive types are not allowed at function scope
    Tail = NamedTuple("Tail", [("head", Head)])

# case: named-tuples-naming-each-other-at-module-level-or-one-way-in-a-function-are-silent
from typing import NamedTuple
class Branch(NamedTuple):
    leaf: "Leaf"
class Leaf(NamedTuple):
    parent: Branch
def build() -> None:
    class Outer(NamedTuple):
        inner: "Inner"
    class Inner(NamedTuple):
        value: int
