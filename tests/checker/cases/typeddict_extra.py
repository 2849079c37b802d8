# TypedDict with closed=True / extra_items= (PEP 728), match statements on TypedDict keys,
# isinstance(td, dict).

# case: extra-items-admit-unknown-keys-of-their-type
from typing_extensions import TypedDict
class Movie(TypedDict, extra_items=bool):
    name: str
a: Movie = {"name": "Blade Runner", "novel_adaptation": True}
b = Movie(name="Blade Runner", novel_adaptation=False)
def show(m: Movie) -> None: ...
show({"name": "Alien", "sequel": True})

# case: extra-items-check-unknown-keys-against-their-type
from typing_extensions import TypedDict
class Movie(TypedDict, extra_items=bool):
    name: str
a: Movie = {"name": "Blade Runner", "year": 1982}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "year" has type "bool")
b = Movie(name="Blade Runner", language="English")  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "language" has type "bool")
c: Movie = {"year": True}  # E: typeddict-item: Missing key "name" for TypedDict "Movie"

# case: functional-syntax-with-extra-items-and-closed
from typing_extensions import TypedDict
Movie = TypedDict("Movie", {"name": str}, extra_items=bool)
Closed = TypedDict("Closed", {"name": str}, closed=True)
a: Movie = {"name": "x", "sequel": True}
b: Movie = {"name": "x", "year": 1982}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "year" has type "bool")
c: Closed = {"name": "x"}
d: Closed = {"name": "x", "year": 1982}  # E: typeddict-unknown-key: Extra key "year" for TypedDict "Closed"

# case: closed-typeddicts-reject-unknown-keys
from typing_extensions import TypedDict
class Movie(TypedDict, closed=True):
    name: str
a: Movie = {"name": "Alien", "year": 1979}  # E: typeddict-unknown-key: Extra key "year" for TypedDict "Movie"
b = Movie(name="Alien", year=1979)  # E: typeddict-unknown-key: Extra key "year" for TypedDict "Movie"
def f(m: Movie) -> None:
    m["year"] = 1979  # E: typeddict-unknown-key: TypedDict "Movie" has no key "year"
    m["year"]  # E: typeddict-item: TypedDict "Movie" has no key "year"

# case: reading-writing-and-deleting-extra-items
from typing_extensions import TypedDict
class Movie(TypedDict, extra_items=int):
    name: str
def f(m: Movie, key: str) -> None:
    reveal_type(m["year"])  # N: reveal-type: Revealed type is "int"
    reveal_type(m[key])  # N: reveal-type: Revealed type is "str | int"
    reveal_type(m.get("year"))  # N: reveal-type: Revealed type is "int | None"
    reveal_type(m.get("year", 0))  # N: reveal-type: Revealed type is "int"
    reveal_type(m.pop("year"))  # N: reveal-type: Revealed type is "int"
    m["year"] = 1982
    m.setdefault("runtime", 117)
    m.update({"year": 1982})
    del m["year"]

# case: extra-items-are-not-required-and-keep-their-type-when-written
from typing_extensions import TypedDict
class Movie(TypedDict, extra_items=int):
    name: str
def f(m: Movie) -> None:
    m["year"] = "1982"  # E: typeddict-item: Value of "year" has incompatible type "str"; expected "int"
    del m["name"]  # E: misc: Key "name" of TypedDict "Movie" cannot be deleted
    m.update({"year": "1982"})  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "year" has type "int")

# case: read-only-extra-items
from typing_extensions import ReadOnly, TypedDict
class Tags(TypedDict, extra_items=ReadOnly[str]):
    id: int
def f(t: Tags) -> str:
    t["colour"] = "red"  # E: typeddict-readonly-mutated: Key "colour" of TypedDict "Tags" is read-only
    del t["colour"]  # E: misc: Key "colour" of TypedDict "Tags" cannot be deleted
    return t["colour"]

# case: items-and-values-of-closed-and-extra-items-typeddicts
from typing_extensions import TypedDict
class Point(TypedDict, closed=True):
    x: int
    y: int
class Movie(TypedDict, extra_items=int):
    name: str
class Open(TypedDict):
    name: str
def f(p: Point, m: Movie, o: Open) -> None:
    reveal_type(p.values())  # N: reveal-type: Revealed type is "_collections_abc.dict_values[str, int]"
    reveal_type(m.items())  # N: reveal-type: Revealed type is "_collections_abc.dict_items[str, str | int]"
    reveal_type(o.values())  # N: reveal-type: Revealed type is "_collections_abc.dict_values[str, object]"
    total = sum(p.values())

# case: in-narrows-a-union-of-closed-typeddicts
from typing import Literal
from typing_extensions import TypedDict
class Movie(TypedDict, closed=True):
    name: str
    director: str
class Book(TypedDict, closed=True):
    name: str
    author: str
class Extra(TypedDict, extra_items=str):
    name: str
def f(entry: Movie | Book, other: Movie | Extra) -> None:
    if "author" in entry:
        reveal_type(entry)  # N: reveal-type: Revealed type is "case.Book"
    else:
        reveal_type(entry)  # N: reveal-type: Revealed type is "case.Movie"
    if "author" in other:
        reveal_type(other)  # N: reveal-type: Revealed type is "case.Extra"

# case: assignability-with-extra-items
from typing_extensions import NotRequired, ReadOnly, TypedDict
class MovieExtraInt(TypedDict, extra_items=int):
    name: str
class NotClosed(TypedDict):
    name: str
class MovieSI(TypedDict, extra_items=ReadOnly[str | int]):
    name: str
class Details(TypedDict, extra_items=int):
    name: str
    year: NotRequired[int]
class Closed(TypedDict, closed=True):
    name: str
class ReadOnlyClosedTarget(TypedDict, extra_items=ReadOnly[int]):
    name: str
def f(e: MovieExtraInt, d: Details, c: Closed) -> None:
    a: NotClosed = e
    b: MovieSI = d
    g: MovieSI = e
    h: ReadOnlyClosedTarget = c
    i: NotClosed = c

# case: assignability-errors-with-extra-items
from typing_extensions import NotRequired, TypedDict
class MovieExtraInt(TypedDict, extra_items=int):
    name: str
class MovieExtraStr(TypedDict, extra_items=str):
    name: str
class NotClosed(TypedDict):
    name: str
class Base(TypedDict, extra_items=int | None):
    name: str
class Details(TypedDict, extra_items=int | None):
    name: str
    year: NotRequired[int]
class WithYear(TypedDict, extra_items=int | None):
    name: str
    year: int | None
class Closed(TypedDict, closed=True):
    name: str
def f(i: MovieExtraInt, s: MovieExtraStr, n: NotClosed, d: Details, w: WithYear, c: Closed) -> None:
    a: MovieExtraInt = s  # E: assignment: Incompatible types in assignment (expression has type "MovieExtraStr", variable has type "MovieExtraInt")  # N: assignment: Extra items have type "str", expected "int"
    b: MovieExtraInt = n  # E: assignment  # N: assignment: Extra items are read-only in the value but writable in the target
    g: Base = d  # E: assignment  # N: assignment: Key "year" has type "int", the target's extra items have type "int | None" (a writable key must have the same type)
    h: Base = w  # E: assignment  # N: assignment: Key "year" is not required in the target's extra items but required in the value
    k: Closed = n  # E: assignment  # N: assignment: Extra items are read-only in the value but writable in the target
    m: MovieExtraInt = c  # E: assignment  # N: assignment: Extra items have type "Never", expected "int" (a writable key must have the same type)

# case: typeddicts-with-extra-items-as-mappings-and-dicts
from collections.abc import Mapping
from typing_extensions import NotRequired, TypedDict
class MovieExtraStr(TypedDict, extra_items=str):
    name: str
class MovieExtraInt(TypedDict, extra_items=int):
    name: str
class IntDict(TypedDict, extra_items=int):
    pass
class IntDictWithNum(IntDict):
    num: NotRequired[int]
def f(s: MovieExtraStr, i: MovieExtraInt, d: IntDictWithNum) -> None:
    a: Mapping[str, str] = s
    b: Mapping[str, int | str] = i
    c: dict[str, int] = d
    d.clear()
    reveal_type(d.popitem())  # N: reveal-type: Revealed type is "tuple[str, int]"

# case: typeddicts-with-extra-items-that-are-not-such-mappings-or-dicts
from collections.abc import Mapping
from typing_extensions import TypedDict
class MovieExtraInt(TypedDict, extra_items=int):
    name: str
class Closed(TypedDict, closed=True, total=False):
    n: int
class Open(TypedDict, total=False):
    n: int
def f(i: MovieExtraInt, c: Closed, o: Open) -> None:
    a: Mapping[str, int] = i  # E: assignment: Incompatible types in assignment (expression has type "MovieExtraInt", variable has type "Mapping[str, int]")  # N: assignment: Type argument 2 "str | int" does not fit "int"
    b: dict[str, str | int] = i  # E: assignment  # N: assignment: Key "name" is not required in the target but required in the value
    d: dict[str, int] = c  # E: assignment  # N: assignment: Extra items have type "Never", expected "int" (a writable key must have the same type)
    e: Mapping[str, int] = o  # E: assignment  # N: assignment: Type argument 2 "object" does not fit "int"
    c.clear()  # E: attr-defined: "Closed" has no attribute "clear"

# case: unpacked-kwargs-with-extra-items
from typing_extensions import TypedDict, Unpack
class Movie(TypedDict, extra_items=int):
    name: str
class Plain(TypedDict):
    name: str
def unpack_extra(**kwargs: Unpack[Movie]) -> None: ...
def unpack_plain(**kwargs: Unpack[Plain]) -> None: ...
unpack_extra(name="No Country for Old Men", year=2007)
unpack_extra(name="No Country for Old Men", language="English")  # E: arg-type
unpack_plain(name="No Country for Old Men", year=2007)  # E: call-arg

# case: class-arguments-closed-and-extra-items
from typing_extensions import NotRequired, Required, TypedDict
class A(TypedDict, closed=42 == 42):  # E: misc: "closed" argument must be a True or False literal
    name: str
class B(TypedDict, closed=True, extra_items=int):  # E: misc: "closed=True" cannot be combined with "extra_items"
    name: str
class C(TypedDict, extra_items=Required[int]):  # E: misc: "Required[]" is not allowed for "extra_items"
    name: str
class D(TypedDict, extra_items=NotRequired[int]):  # E: misc: "NotRequired[]" is not allowed for "extra_items"
    name: str
E = TypedDict("E", {"name": str}, closed=1 == 1)  # E: misc: "closed" argument must be a True or False literal
F = TypedDict("F", {"name": str}, closed=True, extra_items=int)  # E: misc: "closed=True" cannot be combined with "extra_items"
G = TypedDict("G", {"name": str}, extra_items=Required[int])  # E: misc: "Required[]" is not allowed for "extra_items"

# case: subclasses-of-closed-typeddicts
from typing_extensions import TypedDict
class Base(TypedDict, closed=True):
    name: str
class Still(Base):
    pass
class Again(Base, closed=True):
    pass
class AddsKey(Still):  # E: misc: Cannot extend closed base class "Still" with new field "age"
    age: int
class Reopened(Base, closed=False):  # E: misc: Open TypedDict class cannot subclass closed TypedDict class "Base"
    pass
x: Still = {"name": "x", "age": 1}  # E: typeddict-unknown-key: Extra key "age" for TypedDict "Still"

# case: subclasses-of-typeddicts-with-extra-items
from typing_extensions import NotRequired, ReadOnly, TypedDict
class Base(TypedDict, extra_items=int | None):
    name: str
class RequiredYear(Base):  # E: misc: Cannot extend base class "Base" with required field "year" (its extra items are not required)
    year: int | None
class NarrowYear(Base):  # E: misc: Cannot extend base class "Base" with field "year" of type "int" (its extra items have type "int | None")
    year: NotRequired[int]
class Changed(Base, extra_items=int):  # E: misc: Cannot change extra items type "int | None" of base class "Base" (it is not read-only)
    pass
class ClosedChild(Base, closed=True):  # E: misc: Closed TypedDict class cannot subclass TypedDict class "Base" with non-read-only extra items
    pass
class OpenChild(Base, closed=False):  # E: misc: Open TypedDict class cannot subclass TypedDict class "Base" with extra items
    pass
class ReadOnlyBase(TypedDict, extra_items=ReadOnly[int | None]):
    name: str
class Publisher(ReadOnlyBase):  # E: misc: Cannot extend base class "ReadOnlyBase" with field "publisher" of type "str" (its extra items have type "int | None")
    publisher: str
class Narrower(ReadOnlyBase, extra_items=str):  # E: misc: Extra items type "str" is not assignable to the read-only extra items type "int | None" of base class "ReadOnlyBase"
    pass

# case: subclasses-that-keep-to-their-bases-extra-items
from typing_extensions import Never, NotRequired, ReadOnly, TypedDict
class Base(TypedDict, extra_items=int | None):
    name: str
class WithYear(Base):
    year: NotRequired[int | None]
class ReadOnlyBase(TypedDict, extra_items=ReadOnly[int | None]):
    name: str
class InheritedMovie(ReadOnlyBase):
    year: int
class ReadOnlyChild(ReadOnlyBase, extra_items=ReadOnly[bool]):
    pass
class MutableChild(ReadOnlyBase, extra_items=int):
    pass
class ClosedChild(ReadOnlyBase, closed=True):
    pass
class NeverChild(ReadOnlyBase, extra_items=Never):
    pass
class OpenBase(TypedDict):
    name: str
class Specific(OpenBase, extra_items=bytes):
    year: int
class ExplicitlyOpen(TypedDict, closed=False):
    name: str
class Child(ExplicitlyOpen):
    age: int
f: InheritedMovie = {"name": "Blade Runner", "year": 1982, "other_extra_key": None}
g: WithYear = {"name": "x", "year": None, "rating": 5}

# case: generic-typeddict-with-extra-items
from typing import Generic, TypeVar
from typing_extensions import TypedDict
T = TypeVar("T")
class Bag(TypedDict, Generic[T], extra_items=T):
    label: str
def f(b: Bag[int]) -> None:
    reveal_type(b["count"])  # N: reveal-type: Revealed type is "int"
    b["count"] = "x"  # E: typeddict-item: Value of "count" has incompatible type "str"; expected "int"

# case: ordinary-typeddicts-are-unchanged
from collections.abc import Mapping
from typing_extensions import TypedDict
class Movie(TypedDict):
    name: str
class Sub(Movie):
    year: int
def f(m: Movie, key: str) -> None:
    reveal_type(m[key])  # N: reveal-type: Revealed type is "Any" # E: literal-required: TypedDict key must be a string literal; expected one of ("name")
    reveal_type(m.get("other"))  # N: reveal-type: Revealed type is "Any"
    x: Mapping[str, object] = m
    y: Movie = Sub(name="x", year=1)
    if "year" in m:
        pass
a: Movie = {"name": "x", "year": 1}  # E: typeddict-unknown-key: Extra key "year" for TypedDict "Movie"

# case: match-mapping-patterns-narrow-a-tagged-union
from typing import Literal, TypedDict
class Circle(TypedDict):
    kind: Literal["circle"]
    radius: float
class Square(TypedDict):
    kind: Literal["square"]
    side: float
def area(s: Circle | Square) -> float:
    match s:
        case {"kind": "circle", "radius": r}:
            reveal_type(s)  # N: reveal-type: Revealed type is "case.Circle"
            reveal_type(r)  # N: reveal-type: Revealed type is "float"
            return 3.14 * r * r
        case {"kind": "square"}:
            reveal_type(s)  # N: reveal-type: Revealed type is "case.Square"
            return s["side"] ** 2

# case: match-later-cases-see-the-remaining-members
from typing import Literal, TypedDict
class Circle(TypedDict):
    kind: Literal["circle"]
    radius: float
class Square(TypedDict):
    kind: Literal["square"]
    side: float
class Triangle(TypedDict):
    kind: Literal["triangle"]
    base: float
def describe(s: Circle | Square | Triangle) -> str:
    match s:
        case {"kind": "circle"}:
            return "round"
        case {"side": side}:
            reveal_type(s)  # N: reveal-type: Revealed type is "case.Square | case.Triangle"
            reveal_type(side)  # N: reveal-type: Revealed type is "Any"
            return "maybe square"
        case _:
            reveal_type(s)  # N: reveal-type: Revealed type is "case.Triangle"
            return s["kind"]

# case: match-on-a-typeddict-still-checks-the-narrowed-member
from typing import Literal, TypedDict
class Circle(TypedDict):
    kind: Literal["circle"]
    radius: float
class Square(TypedDict):
    kind: Literal["square"]
    side: float
def area(s: Circle | Square) -> float:
    match s:
        case {"kind": "circle"}:
            return s["side"]  # E: typeddict-item: TypedDict "Circle" has no key "side"
        case _:
            return 0.0

# case: match-mapping-patterns-on-other-types-stay-gradual
from typing import Any, Literal, TypedDict
class Circle(TypedDict):
    kind: Literal["circle"]
    radius: float
def f(s: Circle | dict[str, Any], t: Any, k: str) -> None:
    match s:
        case {"kind": "square", "side": side}:
            reveal_type(s)  # N: reveal-type: Revealed type is "dict[str, Any]"
            reveal_type(side)  # N: reveal-type: Revealed type is "Any"
        case {"kind": "circle", "radius": r}:
            reveal_type(s)  # N: reveal-type: Revealed type is "case.Circle | dict[str, Any]"
        case {**rest}:
            pass
    match t:
        case {"kind": kind}:
            reveal_type(kind)  # N: reveal-type: Revealed type is "Any"

# case: isinstance-dict-keeps-the-typeddict
from typing import Any, TypedDict
class Movie(TypedDict):
    name: str
def f(m: Movie, x: Movie | int, y: Movie | list[int]) -> None:
    if isinstance(m, dict):
        reveal_type(m)  # N: reveal-type: Revealed type is "case.Movie"
        reveal_type(m["name"])  # N: reveal-type: Revealed type is "str"
    if isinstance(x, dict):
        reveal_type(x)  # N: reveal-type: Revealed type is "case.Movie"
    else:
        reveal_type(x)  # N: reveal-type: Revealed type is "int"
    if not isinstance(y, dict):
        reveal_type(y)  # N: reveal-type: Revealed type is "list[int]"

# case: functional-syntax-with-extra-items-used-correctly
from typing_extensions import ReadOnly, TypedDict
Movie = TypedDict("Movie", {"name": str}, extra_items=bool)
Closed = TypedDict("Closed", {"name": str}, closed=True, total=False)
Tags = TypedDict("Tags", {"id": int}, extra_items=ReadOnly[str])
a: Movie = {"name": "x", "sequel": True, "remake": False}
b: Closed = {}
c: Tags = {"id": 1, "colour": "red"}
def f(m: Movie, t: Tags) -> None:
    reveal_type(m["sequel"])  # N: reveal-type: Revealed type is "bool"
    reveal_type(t["colour"])  # N: reveal-type: Revealed type is "str"

# case: closed-typeddicts-used-correctly
from collections.abc import Mapping
from typing_extensions import NotRequired, TypedDict
class Point(TypedDict, closed=True):
    x: int
    y: int
    label: NotRequired[int]
class OpenPoint(TypedDict):
    x: int
    y: int
p: Point = {"x": 1, "y": 2}
q = Point(x=1, y=2, label=3)
def f(p: Point) -> int:
    o: OpenPoint = {"x": p["x"], "y": p["y"]}
    m: Mapping[str, int] = p
    if "label" in p:
        del p["label"]
    p.update({"label": 4})
    return p.get("label", 0) + sum(p.values()) + len(m) + o["x"]

# case: class-arguments-used-correctly
from typing_extensions import ReadOnly, TypedDict
class A(TypedDict, closed=False):
    name: str
class B(TypedDict, closed=True, total=False):
    name: str
class C(TypedDict, extra_items=ReadOnly[int]):
    name: str
class D(TypedDict, extra_items="list[Node]"):
    name: str
class Node(TypedDict):
    value: int
class E(A):
    age: int
def f(d: D) -> None:
    reveal_type(d["children"])  # N: reveal-type: Revealed type is "list[case.Node]"

# case: unpacked-kwargs-with-extra-items-in-the-body
from typing_extensions import TypedDict, Unpack
class Options(TypedDict, extra_items=int):
    name: str
def configure(**kwargs: Unpack[Options]) -> int:
    reveal_type(kwargs["name"])  # N: reveal-type: Revealed type is "str"
    return kwargs["retries"] + kwargs.get("timeout", 30)
configure(name="x")
configure(name="x", retries=3, timeout=10)

# case: match-on-typeddicts-with-extra-items-and-rest
from typing import Literal
from typing_extensions import TypedDict
class Event(TypedDict, extra_items=str):
    kind: Literal["click", "key"]
class Closed(TypedDict, closed=True):
    kind: Literal["tick"]
def handle(e: Event | Closed) -> str:
    match e:
        case {"kind": "tick"}:
            reveal_type(e)  # N: reveal-type: Revealed type is "case.Closed"
            return "tick"
        case {"kind": "click", "button": button, **rest}:
            reveal_type(e)  # N: reveal-type: Revealed type is "case.Event"
            reveal_type(button)  # N: reveal-type: Revealed type is "str"
            return button
        case _:
            return e["kind"]
