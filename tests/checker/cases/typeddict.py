# TypedDict: class and functional syntax, totality, Required / NotRequired / ReadOnly,
# construction, item access and assignment, structural assignability, **kwargs: Unpack[TD].

# case: display-with-every-key-is-the-typeddict
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "Blade Runner", "year": 1982}
reveal_type(m)  # N: reveal-type: Revealed type is "case.Movie"
reveal_type(m["title"])  # N: reveal-type: Revealed type is "str"
reveal_type(m["year"])  # N: reveal-type: Revealed type is "int"

# case: display-missing-a-key
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
a: Movie = {"title": "Blade Runner"}  # E: typeddict-item: Missing key "year" for TypedDict "Movie"
b: Movie = {}  # E: typeddict-item: Missing keys ("title", "year") for TypedDict "Movie"

# case: display-with-an-unknown-key
from typing import TypedDict
class Movie(TypedDict):
    title: str
m: Movie = {"title": "x", "titel": "y"}  # E: typeddict-unknown-key: Extra key "titel" for TypedDict "Movie"

# case: display-value-of-the-wrong-type
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "x", "year": "1982"}  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "year" has type "int")

# case: display-context-from-returns-arguments-and-containers
from typing import Optional, TypedDict
class Point(TypedDict):
    x: int
    y: int
def origin() -> Point:
    return {"x": 0, "y": 0}
def maybe() -> Optional[Point]:
    return {"x": 1, "y": 2}
def draw(p: Point) -> None: ...
draw({"x": 1, "y": 2})
points: list[Point] = [{"x": 1, "y": 2}, {"x": 3, "y": 4}]
by_name: dict[str, Point] = {"a": {"x": 1, "y": 2}}

# case: display-context-errors-in-returns-and-arguments
from typing import TypedDict
class Point(TypedDict):
    x: int
    y: int
def origin() -> Point:
    return {"x": 0}  # E: typeddict-item: Missing key "y" for TypedDict "Point"
def draw(p: Point) -> None: ...
draw({"x": 1, "y": "2"})  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "y" has type "int")

# case: nested-typeddicts-get-their-own-context
from typing import TypedDict
class Inner(TypedDict):
    n: int
class Outer(TypedDict):
    inner: Inner
    inners: list[Inner]
ok: Outer = {"inner": {"n": 1}, "inners": [{"n": 2}]}
bad: Outer = {"inner": {"n": "1"}, "inners": []}  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "n" has type "int")

# case: total-false-and-required
from typing import TypedDict
from typing_extensions import Required
class Options(TypedDict, total=False):
    verbose: bool
    name: Required[str]
a: Options = {"name": "x"}
b: Options = {"name": "x", "verbose": True}
reveal_type(a.get("verbose"))  # N: reveal-type: Revealed type is "bool | None"

# case: not-required-missing-is-fine-required-is-not
from typing import TypedDict
from typing_extensions import NotRequired, Required
class Options(TypedDict, total=False):
    name: Required[str]
class Config(TypedDict):
    path: str
    debug: NotRequired[bool]
a: Options = {}  # E: typeddict-item: Missing key "name" for TypedDict "Options"
b: Config = {"path": "/"}
c: Config = {"debug": True}  # E: typeddict-item: Missing key "path" for TypedDict "Config"

# case: functional-syntax
from typing import TypedDict
from typing_extensions import NotRequired
Point = TypedDict("Point", {"x": int, "y": int, "label": NotRequired[str]})
Flags = TypedDict("Flags", {"on": bool}, total=False)
p: Point = {"x": 1, "y": 2}
f: Flags = {}
reveal_type(p["label"])  # N: reveal-type: Revealed type is "str"
q = Point(x=1, y=2, label="a")
reveal_type(q)  # N: reveal-type: Revealed type is "case.Point"

# case: functional-syntax-errors
from typing import TypedDict
Point = TypedDict("Point", {"x": int, "y": int})
p: Point = {"x": 1}  # E: typeddict-item: Missing key "y" for TypedDict "Point"
p2 = Point(x=1, y="2")  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "y" has type "int")

# case: functional-syntax-with-unknown-fields-stays-silent
from typing import Any, TypedDict
fields: Any = {}
Loose = TypedDict("Loose", fields)  # E: misc: TypedDict() expects a dictionary literal as the second argument
x: Loose = {"anything": 1}
Loose(whatever=2)

# case: keyword-construction
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
m = Movie(title="Alien", year=1979)
reveal_type(m)  # N: reveal-type: Revealed type is "case.Movie"
n = Movie({"title": "Alien", "year": 1979})
o = Movie(**m)

# case: keyword-construction-errors
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
Movie(title="Alien")  # E: typeddict-item: Missing key "year" for TypedDict "Movie"
Movie(title="Alien", year=1979, rating=5)  # E: typeddict-unknown-key: Extra key "rating" for TypedDict "Movie"
Movie(title=1979, year=1979)  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "title" has type "str")

# case: construction-from-an-unknown-mapping-is-not-questioned
from typing import Any, TypedDict
class Movie(TypedDict):
    title: str
    year: int
def load(raw: Any, extra: dict[str, Any]) -> None:
    a = Movie(**raw)
    b = Movie(title="x", **extra)
    e: Movie = raw

# case: reading-items
from typing import TypedDict
from typing_extensions import NotRequired
class Movie(TypedDict):
    title: str
    year: NotRequired[int]
def show(m: Movie, key: str) -> None:
    reveal_type(m["title"])  # N: reveal-type: Revealed type is "str"
    reveal_type(m["year"])  # N: reveal-type: Revealed type is "int"
    reveal_type(m[key])  # N: reveal-type: Revealed type is "Any" # E: literal-required: TypedDict key must be a string literal; expected one of ("title", "year")
    print(m["title"].upper(), m["year"] + 1)

# case: reading-an-unknown-key
from typing import TypedDict
class Movie(TypedDict):
    title: str
def show(m: Movie) -> None:
    print(m["titel"])  # E: typeddict-item: TypedDict "Movie" has no key "titel"

# case: literal-key-unions
from typing import Literal, TypedDict
class Size(TypedDict):
    width: int
    height: float
def side(s: Size, which: Literal["width", "height"]) -> None:
    reveal_type(s[which])  # N: reveal-type: Revealed type is "int | float"

# case: literal-key-union-with-an-unknown-key
from typing import Literal, TypedDict
class Size(TypedDict):
    width: int
def side(s: Size, which: Literal["width", "depth"]) -> None:
    print(s[which])  # E: typeddict-item: TypedDict "Size" has no key "depth"

# case: writing-items
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
def fix(m: Movie, key: str) -> None:
    m["title"] = "Alien"
    m["year"] += 1
    m[key] = 3  # E: literal-required: TypedDict key must be a string literal; expected one of ("title", "year")

# case: writing-wrong-values-and-unknown-keys
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
def fix(m: Movie) -> None:
    m["year"] = "1979"  # E: typeddict-item: Value of "year" has incompatible type "str"; expected "int"
    m["rating"] = 5  # E: typeddict-unknown-key: TypedDict "Movie" has no key "rating"

# case: nested-writes-get-the-item-as-context
from typing import TypedDict
class Inner(TypedDict):
    n: int
class Outer(TypedDict):
    inner: Inner
def reset(o: Outer) -> None:
    o["inner"] = {"n": 0}
    o["inner"]["n"] = 1

# case: read-only-items
from typing import TypedDict
from typing_extensions import ReadOnly
class Account(TypedDict):
    id: ReadOnly[int]
    owner: str
def rename(a: Account) -> None:
    a["owner"] = "x"
    print(a["id"] + 1)
    new: Account = {"id": 1, "owner": "y"}
    copy = Account(id=a["id"], owner="z")

# case: writing-read-only-items
from typing import TypedDict
from typing_extensions import ReadOnly
class Account(TypedDict):
    id: ReadOnly[int]
    owner: str
def rename(a: Account) -> None:
    a["id"] = 0  # E: typeddict-readonly-mutated: Key "id" of TypedDict "Account" is read-only
    a.update({"id": 2})  # E: typeddict-readonly-mutated: Key "id" of TypedDict "Account" is read-only

# case: deleting-keys
from typing import TypedDict
from typing_extensions import NotRequired
class Movie(TypedDict):
    title: str
    year: NotRequired[int]
def trim(m: Movie) -> None:
    del m["year"]
    m.pop("year", None)

# case: deleting-required-or-unknown-keys
from typing import TypedDict
class Movie(TypedDict):
    title: str
def trim(m: Movie) -> None:
    del m["title"]  # E: misc: Key "title" of TypedDict "Movie" cannot be deleted
    del m["plot"]  # E: typeddict-item: TypedDict "Movie" has no key "plot"
    m.pop("title")  # E: misc: Key "title" of TypedDict "Movie" cannot be deleted

# case: get-setdefault-pop-are-typed-by-the-key
from typing import TypedDict
from typing_extensions import NotRequired
class Movie(TypedDict):
    title: str
    year: NotRequired[int]
def use(m: Movie, key: str) -> None:
    reveal_type(m.get("title"))  # N: reveal-type: Revealed type is "str | None"
    reveal_type(m.get("year", 0))  # N: reveal-type: Revealed type is "int"
    reveal_type(m.get("year", "?"))  # N: reveal-type: Revealed type is "int | str"
    reveal_type(m.get("other"))  # N: reveal-type: Revealed type is "Any"
    reveal_type(m.get(key))  # N: reveal-type: Revealed type is "object"
    reveal_type(m.setdefault("year", 1))  # N: reveal-type: Revealed type is "int"
    reveal_type(m.pop("year"))  # N: reveal-type: Revealed type is "int"

# case: setdefault-with-a-wrong-value
from typing import TypedDict
from typing_extensions import NotRequired
class Movie(TypedDict):
    year: NotRequired[int]
def use(m: Movie) -> None:
    m.setdefault("year", "1979")  # E: typeddict-item: Argument 2 to "setdefault" of "Movie" has incompatible type "str"; expected "int"

# case: update-takes-a-partial-typeddict
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
def bump(m: Movie, other: Movie) -> None:
    m.update({"year": 2000})
    m.update(year=2001)
    m.update(other)
    m |= {"title": "x"}
    newer = m | {"year": 2002}
    reveal_type(newer)  # N: reveal-type: Revealed type is "case.Movie"

# case: update-with-wrong-keys-or-values
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
def bump(m: Movie) -> None:
    m.update({"year": "2000"})  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "year" has type "int")
    m.update(rating=3)  # E: typeddict-unknown-key: Extra key "rating" for TypedDict "Movie"

# case: mapping-methods-still-work
from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
def walk(m: Movie) -> None:
    for key in m:
        reveal_type(key)  # N: reveal-type: Revealed type is "str"
    for k, v in m.items():
        print(k.upper(), v)
    reveal_type(m.copy())  # N: reveal-type: Revealed type is "case.Movie"
    print(len(m), "title" in m, list(m.keys()), m == {"title": "x"})
    merged = {**m, "extra": 1}

# case: keys-are-not-attributes
from typing import TypedDict
class Movie(TypedDict):
    title: str
def show(m: Movie) -> None:
    print(m.title)  # E: attr-defined: "Movie" has no attribute "title"

# case: inheritance-adds-keys
from typing import TypedDict
from typing_extensions import NotRequired
class Movie(TypedDict):
    title: str
class Film(Movie):
    year: int
    rating: NotRequired[float]
f: Film = {"title": "Alien", "year": 1979}
reveal_type(f["title"])  # N: reveal-type: Revealed type is "str"
m: Movie = f

# case: inheritance-requires-the-base-keys
from typing import TypedDict
class Movie(TypedDict):
    title: str
class Film(Movie):
    year: int
f: Film = {"year": 1979}  # E: typeddict-item: Missing key "title" for TypedDict "Film"

# case: structural-assignability
from typing import TypedDict
from typing_extensions import NotRequired
class A(TypedDict):
    x: int
class B(TypedDict):
    x: int
    y: str
class C(TypedDict):
    x: NotRequired[int]
class D(TypedDict):
    x: NotRequired[int]
    z: bytes
def f(b: B, d: D) -> None:
    a: A = b
    c: C = d

# case: structural-assignability-errors
from typing import TypedDict
from typing_extensions import NotRequired
class A(TypedDict):
    x: int
class B(TypedDict):
    y: str
class C(TypedDict):
    x: NotRequired[int]
class F(TypedDict):
    x: float
def f(a: A, b: B, c: C) -> None:
    a1: A = b  # E: assignment # N: assignment: Missing key "x"
    a2: A = c  # E: assignment # N: assignment: Key "x" is required in the target but not in the value
    c1: C = a  # E: assignment # N: assignment: Key "x" is not required in the target but required in the value
    f1: F = a  # E: assignment # N: assignment: Key "x" has type "int", expected "float" (a writable key must have the same type)

# case: read-only-targets-accept-narrower-and-required-values
from typing import TypedDict
from typing_extensions import NotRequired, ReadOnly
class Wide(TypedDict):
    x: ReadOnly[float]
    y: ReadOnly[NotRequired[str]]
class Narrow(TypedDict):
    x: int
    y: str
def f(n: Narrow) -> None:
    w: Wide = n

# case: read-only-source-does-not-fit-a-writable-target
from typing import TypedDict
from typing_extensions import ReadOnly
class Frozen(TypedDict):
    x: ReadOnly[int]
class Mutable(TypedDict):
    x: int
def f(fr: Frozen) -> None:
    m: Mutable = fr  # E: assignment # N: assignment: Key "x" is read-only in the value but writable in the target

# case: typeddicts-are-mappings-of-str-to-object
from typing import Any, Mapping, TypedDict
class Movie(TypedDict):
    title: str
def read(m: Mapping[str, object]) -> None: ...
def read_any(m: Mapping[str, Any]) -> None: ...
def f(m: Movie) -> None:
    read(m)
    read_any(m)

# case: typeddicts-are-not-dicts
from typing import Mapping, TypedDict
class Movie(TypedDict):
    title: str
def write(d: dict[str, object]) -> None: ...
def read_str(m: Mapping[str, str]) -> None: ...
def f(m: Movie) -> None:
    write(m)  # E: arg-type: Argument 1 to "write" has incompatible type "Movie"; expected "dict[str, object]"
    read_str(m)  # E: arg-type # N: arg-type

# case: plain-dicts-do-not-fit-a-typeddict
from typing import TypedDict
class Movie(TypedDict):
    title: str
def show(m: Movie) -> None: ...
def f(d: dict[str, str]) -> None:
    show(d)  # E: arg-type: Argument 1 to "show" has incompatible type "dict[str, str]"; expected "Movie"

# case: union-of-typeddicts-picks-the-one-that-fits
from typing import TypedDict, Union
class Cat(TypedDict):
    meows: bool
class Dog(TypedDict):
    barks: bool
pet: Union[Cat, Dog] = {"barks": True}
reveal_type(pet)  # N: reveal-type: Revealed type is "case.Cat | case.Dog"
pet = {"barks": True}
reveal_type(pet)  # N: reveal-type: Revealed type is "case.Dog"
loose: Cat | dict[str, int] = {"x": 1}

# case: optional-typeddict-or-an-empty-display
from typing import Optional, TypedDict
class Env(TypedDict):
    name: str
    version: str
def f(env: Optional[Env]) -> None:
    merged = dict(env or {}, extra="x")
    chosen = env or {}
    reveal_type(chosen)  # N: reveal-type: Revealed type is "case.Env | dict[Any, Any]"

# case: optional-typeddict-context-takes-a-display-with-its-keys
from typing import Optional, TypedDict
class Env(TypedDict):
    name: str
    version: str
a: Optional[Env] = {"name": "a", "version": "1"}
b: Optional[Env] = {"name": "a", "version": 1}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "version" has type "str")
c: Optional[Env] = {"name": "a"}  # E: assignment: Incompatible types in assignment (expression has type "dict[str, str]", variable has type "Env | None")

# case: in-narrows-a-union-of-final-typeddicts
from typing import TypedDict, final
@final
class General(TypedDict):
    payload: str
    signatures: list[str]
@final
class Flat(TypedDict, total=False):
    payload: str
    signature: str
def general(g: General) -> None: ...
def flat(f: Flat) -> None: ...
def verify(value: General | Flat) -> None:
    if "signatures" in value:
        general(value)
    else:
        flat(value)
    if "signatures" not in value:
        flat(value)

# case: in-keeps-open-typeddicts-that-may-carry-the-key
from typing import TypedDict
class A(TypedDict):
    a: int
class B(TypedDict):
    b: int
def only_a(x: A) -> None: ...
def f(v: A | B) -> None:
    if "a" in v:
        only_a(v)  # E: arg-type # N: arg-type

# case: in-on-one-typeddict-keeps-it-where-it-may-hold
from typing import TypedDict, final
class Open(TypedDict):
    name: str
@final
class Closed(TypedDict, total=False):
    name: str
def f(o: Open, c: Closed) -> None:
    if "size" in o:
        o["size"]  # E: typeddict-item: TypedDict "Open" has no key "size"
    if "name" not in c:
        reveal_type(c)  # N: reveal-type: Revealed type is "case.Closed"
    if "name" in c:
        reveal_type(c)  # N: reveal-type: Revealed type is "case.Closed"

# case: in-on-one-typeddict-leaves-no-branch-it-cannot-take-silent
from typing import TypeVar, TypedDict, final
@final
class Left(TypedDict):
    left: int
@final
class Right(TypedDict):
    right: int
class Open(TypedDict):
    name: str
Side = TypeVar("Side", Left, Right)
def size(side: Side) -> int:
    if "left" in side:
        return side["left"]
    else:
        return side["right"]
def name(o: Open) -> str:
    if "name" not in o:
        return o["missing"]
    return o["name"]

# case: a-literal-tag-narrows-a-union-of-typeddicts
from typing import Literal, TypedDict
class Model(TypedDict):
    type: Literal["model"]
    schema: str
class Computed(TypedDict):
    type: Literal["computed"]
    return_schema: str
class Plain(TypedDict):
    type: Literal["plain", "wrap"]
def inner(s: Model | Computed | Plain) -> str:
    if s["type"] == "model":
        return s["schema"]
    if s["type"] != "computed":
        reveal_type(s)  # N: reveal-type: Revealed type is "case.Plain"
        return ""
    return s["return_schema"]

# case: a-literal-tag-still-checks-the-narrowed-member
from typing import Literal, TypedDict
class Model(TypedDict):
    type: Literal["model"]
    schema: str
class Computed(TypedDict):
    type: Literal["computed"]
    return_schema: str
def inner(s: Model | Computed) -> str:
    if s["type"] == "model":
        return s["return_schema"]  # E: typeddict-item: TypedDict "Model" has no key "return_schema"
    return ""

# case: methods-on-a-union-of-typeddicts
from typing import Optional, TypedDict
class Header(TypedDict, total=False):
    alg: str
class Flat(TypedDict, total=False):
    header: Header
    payload: str
class Recipient(TypedDict, total=False):
    header: Header
def use(h: Optional[Header]) -> None: ...
def f(data: Flat | Recipient) -> None:
    use(data.get("header"))
    reveal_type(data.get("header"))  # N: reveal-type: Revealed type is "case.Header | None"

# case: annotated-string-and-recursive-keys
from typing import Annotated, TypedDict
from typing_extensions import NotRequired
class Node(TypedDict):
    name: Annotated[str, "label"]
    note: "NotRequired[str]"
    children: list["Node"]
tree: Node = {"name": "root", "children": [{"name": "leaf", "children": []}]}
reveal_type(tree["children"][0]["name"])  # N: reveal-type: Revealed type is "str"

# case: typeddicts-flow-into-ordinary-mapping-code
import json
from typing import Any, Callable, TypedDict
class Movie(TypedDict):
    title: str
def save(m: Movie) -> str:
    plain = dict(m)
    copied = {**m}
    make: Callable[..., Movie] = Movie
    return json.dumps(m) + str(sorted(m)) + str(plain) + str(copied)

# case: typeddict-defined-in-a-function
from typing import TypedDict
def build() -> None:
    class Row(TypedDict):
        id: int
    r: Row = {"id": 1}
    print(r["id"] + 1)

# case: generic-typeddict
from typing import Generic, TypedDict, TypeVar
T = TypeVar("T")
class Box(TypedDict, Generic[T]):
    item: T
b: Box[int] = {"item": 1}
reveal_type(b["item"])  # N: reveal-type: Revealed type is "int"
c = Box(item="s")
reveal_type(c)  # N: reveal-type: Revealed type is "case.Box[str]"

# case: generic-typeddict-wrong-item
from typing import Generic, TypedDict, TypeVar
T = TypeVar("T")
class Box(TypedDict, Generic[T]):
    item: T
b: Box[int] = {"item": "one"}  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "item" has type "int")

# case: unpacked-kwargs
from typing import TypedDict
from typing_extensions import NotRequired, Unpack
class Opts(TypedDict):
    name: str
    retries: NotRequired[int]
def run(**kwargs: Unpack[Opts]) -> None:
    reveal_type(kwargs)  # N: reveal-type: Revealed type is "case.Opts"
    print(kwargs["name"].upper())
    name = 3
run(name="x")
run(name="x", retries=3)
opts: Opts = {"name": "y"}
run(**opts)

# case: unpacked-kwargs-calls-are-checked
from typing import TypedDict
from typing_extensions import Unpack
class Opts(TypedDict):
    name: str
def run(**kwargs: Unpack[Opts]) -> None: ...
run()  # E: call-arg: Missing named argument "name" for "run"
run(name="x", color="red")  # E: call-arg: Unexpected keyword argument "color" for "run"
run(name=1)  # E: arg-type: Argument "name" to "run" has incompatible type "int"; expected "str"

# case: typeddict-in-a-stub-of-an-unresolved-base-is-permissive
from typing import TypedDict
from unknown_package import BaseDict  # type: ignore
class Child(BaseDict):
    own: int
class Child2(TypedDict):
    x: int
c: Child = {"own": 1, "from_base": 2}
Child(own=1, whatever=3)

# case: typeddict-from-another-module
from shapes import Size
s: Size = {"width": 1, "height": 2}
t: Size = {"width": 1}  # E: typeddict-item: Missing key "height" for TypedDict "Size"
# file: shapes.py
from typing import TypedDict
class Size(TypedDict):
    width: int
    height: int

# case: a-parameter-default-display-is-checked-against-the-typeddict
# The parameter's type is the default's context, as for an assignment: the items are checked.
from typing import Optional, TypedDict
class Opts(TypedDict):
    depth: int
def walk(opts: Opts = {"depth": "deep"}) -> None: ...  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "depth" has type "int")
def walk_all(opts: list[Opts] = [{"depth": "deep"}]) -> None: ...  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "depth" has type "int")
def walk_some(opts: Opts = {}) -> None: ...  # E: typeddict-item: Missing key "depth" for TypedDict "Opts"
class Walker:
    def walk(self, opts: Opts = {"depth": 1, "width": 2}) -> None: ...  # E: typeddict-unknown-key: Extra key "width" for TypedDict "Opts"
def maybe(opts: Optional[Opts] = {"depth": "deep"}) -> None: ...  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "depth" has type "int")

# case: a-parameter-default-display-that-fits-the-typeddict-is-silent
from typing import Optional, TypedDict
class Opts(TypedDict):
    depth: int
def walk(opts: Opts = {"depth": 1}) -> None: ...
def walk_all(opts: list[Opts] = [{"depth": 1}], more: tuple[Opts, ...] = ()) -> None: ...
def maybe(opts: Optional[Opts] = {"depth": 2}, other: Opts | None = None) -> None: ...
class Walker:
    def walk(self, opts: Opts = Opts(depth=3), by_name: dict[str, Opts] = {"a": {"depth": 4}}) -> None: ...
def outer() -> None:
    def inner(opts: Opts = {"depth": 5}) -> None: ...

# case: or-with-a-display-that-is-no-partial-typeddict-is-a-plain-dict
# TypedDict's __or__ has a second overload for any dict[str, Any]: a plain dict[str, object].
from typing import TypedDict
class Movie(TypedDict):
    title: str
def merge(m: Movie) -> None:
    wrong = m | {"title": 1982}
    reveal_type(wrong)  # N: reveal-type: Revealed type is "dict[str, object]"
    more = m | {"year": 1982}
    reveal_type(more)  # N: reveal-type: Revealed type is "dict[str, object]"
    reveal_type(m | {"title": "x"})  # N: reveal-type: Revealed type is "case.Movie"

# case: or-with-a-display-still-checks-against-the-declared-typeddict
from typing import TypedDict
class Movie(TypedDict):
    title: str
def merge(m: Movie) -> Movie:
    m |= {"title": 1982}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "title" has type "str")
    kept: Movie = m | {"year": 1982}  # E: assignment: Incompatible types in assignment (expression has type "dict[str, object]", variable has type "Movie")
    return m | {"title": 1}  # E: return-value: Incompatible return value type (got "dict[str, object]", expected "Movie")

# case: a-spread-typeddicts-items-are-checked-against-the-display-target
from typing import TypedDict
class Point(TypedDict):
    x: int
class Label(TypedDict):
    x: str
class Point3(TypedDict):
    x: int
    z: int
def build(p: Point, p3: Point3) -> None:
    a: Label = {**p}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "x" has type "str")
    b: Label = {"x": "s", **p}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "x" has type "str")
    c: Point = {**p3}  # E: typeddict-unknown-key: Extra key "z" for TypedDict "Point"
    d = Label(**p)  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "x" has type "str")

# case: a-spread-typeddict-that-fits-or-is-overridden-is-silent
from typing import Any, TypedDict
class Point(TypedDict):
    x: int
class Label(TypedDict):
    x: str
class Point3(TypedDict):
    x: int
    z: int
def build(p: Point, p3: Point3) -> None:
    a: Label = {**p, "x": "s"}
    b: Point = {**p}
    c: Point3 = {**p, "z": 1}
    d: Point3 = {**p, **p3}
    f = Point(**p)

# case: a-display-for-a-called-functions-generic-typeddict-solves-its-type-variables
# The called function's T is solved from the display's values (TD[int]), as mypy does.
from typing import Generic, TypeVar, TypedDict
T = TypeVar("T")
class Box(TypedDict, Generic[T]):
    value: T
class Label(TypedDict):
    value: int
def unbox(b: Box[T]) -> T:
    return b["value"]
def pair(x: T, b: Box[T]) -> T:
    return x
def either(b: Label | Box[T]) -> T:
    raise NotImplementedError
reveal_type(unbox({"value": 1}))  # N: reveal-type: Revealed type is "int"
reveal_type(pair(1, {"value": 2}))  # N: reveal-type: Revealed type is "int"
reveal_type(either({"value": 1.5}))  # N: reveal-type: Revealed type is "float"

# case: a-display-for-the-enclosing-functions-generic-typeddict-keeps-its-type-variable
from typing import Generic, TypeVar, TypedDict
T = TypeVar("T")
class Box(TypedDict, Generic[T]):
    value: T
def box(x: T) -> Box[T]:
    if x:
        return {"value": 1}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "value" has type "T")
    return {"value": x}
class Holder(Generic[T]):
    def box(self, x: T) -> Box[T]:
        if x:
            return {"value": "s"}  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "value" has type "T")
        return {"value": x}

# case: augmented-writes-and-plain-mapping-updates-of-a-typeddict-are-checked
from typing import Any, Mapping, TypedDict
from typing_extensions import ReadOnly
class Counter(TypedDict):
    fixed: ReadOnly[int]
    count: int
def bump(c: Counter, d: dict[str, int], m: Mapping[str, Any], pairs: list[tuple[str, int]]) -> None:
    c["fixed"] += 1  # E: typeddict-readonly-mutated: Key "fixed" of TypedDict "Counter" is read-only
    c.update(d)  # E: typeddict-item: Argument 1 to "update" of "Counter" has incompatible type "dict[str, int]"; expected a partial "Counter"
    c.update(m)  # E: typeddict-item: Argument 1 to "update" of "Counter" has incompatible type "Mapping[str, Any]"; expected a partial "Counter"
    c.update(pairs)  # E: typeddict-item: Argument 1 to "update" of "Counter" has incompatible type "list[tuple[str, int]]"; expected a partial "Counter"

# case: augmented-writes-and-typeddict-updates-that-fit-are-silent
from typing import Any, TypedDict
from typing_extensions import ReadOnly
class Counter(TypedDict):
    fixed: ReadOnly[int]
    count: int
class Part(TypedDict, total=False):
    count: int
def bump(c: Counter, p: Part, loose: Any) -> None:
    c["count"] += 1
    c.update(p)
    c.update(loose)
    c.update({"count": 2})
    c.update(count=3)

# case: a-generic-call-takes-a-typeddict-display-whose-item-misfits-the-context-from-the-item
from typing import Generic, TypedDict, TypeVar
T = TypeVar("T")
class Slot(TypedDict, Generic[T]):
    content: T
def take(slot: Slot[T]) -> T:
    return slot["content"]
count: int = take({"content": "three"})  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: a-generic-call-takes-a-typeddict-display-whose-item-misfits-the-context-from-the-item-silent
from typing import Generic, TypedDict, TypeVar
T = TypeVar("T")
class Slot(TypedDict, Generic[T]):
    content: T
def take(slot: Slot[T]) -> T:
    return slot["content"]
count: int = take({"content": 3})
ratio: float = take({"content": 3})
label: str | None = take({"content": "three"})

# case: a-not-required-key-unpacked-beside-its-keyword-is-given-twice
from typing import NotRequired, TypedDict
class Style(TypedDict):
    bold: NotRequired[bool]
    size: NotRequired[int]
def render(text: str, bold: bool = False, size: int = 10) -> None: ...
style: Style = {}
render("a", bold=True, **style)  # E: misc: "render" gets multiple values for keyword argument "bold"
render("a", False, **style)  # E: misc: "render" gets multiple values for keyword argument "bold"

# case: a-not-required-key-unpacked-beside-its-keyword-is-given-twice-silent
from typing import NotRequired, TypedDict
class Style(TypedDict):
    bold: NotRequired[bool]
    size: NotRequired[int]
def render(text: str, bold: bool = False, size: int = 10) -> None: ...
style: Style = {}
render("a", **style)
render(text="a", **style)

# case: a-dict-with-any-values-is-no-typeddict
from typing import Any, Mapping, TypedDict
class Row(TypedDict):
    id: int
def load(raw: dict[str, Any], view: Mapping[str, Any]) -> Row:
    first: Row = view  # E: assignment: Incompatible types in assignment (expression has type "Mapping[str, Any]", variable has type "Row")
    return raw  # E: return-value: Incompatible return value type (got "dict[str, Any]", expected "Row")

# case: a-dict-with-any-values-is-no-typeddict-silent
import json
from typing import Any, TypedDict, cast
class Row(TypedDict):
    id: int
def load(raw: dict[str, Any], text: str) -> Row:
    parsed: Row = json.loads(text)
    built: Row = {"id": raw["id"]}
    return cast(Row, raw) if raw else built or parsed

# case: a-spread-that-is-not-a-typeddict-or-an-any-mapping-is-unsupported
# As mypy rules, a ``**`` entry must be a TypedDict (or a union of them), Any or Mapping[Any, Any];
# the first other one is the display's only finding.
from typing import Mapping, TypeVar, TypedDict
class Order(TypedDict):
    id: int
    note: str
S = TypeVar("S", bound=Order)
def merge(counts: dict[str, int], named: Mapping[str, object], o: Order | None, s: S) -> None:
    a: Order = {**counts}  # E: typeddict-item: Unsupported type "dict[str, int]" for ** expansion in TypedDict
    b: Order = {"id": "not checked", **named}  # E: typeddict-item: Unsupported type "Mapping[str, object]" for ** expansion in TypedDict
    c: Order = {**o}  # E: typeddict-item: Unsupported type "None" for ** expansion in TypedDict
    d: Order = {**s}  # E: typeddict-item: Unsupported type "S" for ** expansion in TypedDict
    e = Order(id=1, **counts)  # E: typeddict-item: Unsupported type "dict[str, int]" for ** expansion in TypedDict
    f = Order(**named)  # E: typeddict-item: Unsupported type "Mapping[str, object]" for ** expansion in TypedDict

# case: a-spread-of-a-mapping-with-any-values-into-a-display-is-unsupported
from typing import Any, TypedDict
class Order(TypedDict):
    id: int
    note: str
def merge(extra: dict[str, Any]) -> None:
    a: Order = {**extra}  # E: typeddict-item: Unsupported type "dict[str, Any]" for ** expansion in TypedDict
    b: Order = {"id": 1, **extra}  # E: typeddict-item: Unsupported type "dict[str, Any]" for ** expansion in TypedDict

# case: an-any-spread-supplies-no-key-and-a-union-spread-the-keys-all-members-require
from typing import Any, TypedDict
from typing_extensions import NotRequired
class Order(TypedDict):
    id: int
    note: str
class Draft(TypedDict):
    id: int
    note: NotRequired[str]
def fill(raw: Any, loose: dict[Any, Any], either: Order | Draft, ok: Order | Any) -> None:
    a: Order = {**raw}  # E: typeddict-item: Missing keys ("id", "note") for TypedDict "Order"
    b: Order = {**loose, "id": 1}  # E: typeddict-item: Missing key "note" for TypedDict "Order"
    c: Order = {**either}  # E: typeddict-item: Missing key "note" for TypedDict "Order"

# case: a-spread-of-any-or-of-typeddicts-that-supply-every-key-is-silent
from typing import Any, TypedDict
from typing_extensions import NotRequired
class Order(TypedDict):
    id: int
    note: str
class Draft(TypedDict):
    id: int
    note: NotRequired[str]
def fill(raw: Any, either: Order | Draft, ok: Order | Any) -> None:
    d: Order = {**raw, "id": 1, "note": ""}
    e: Order = {**either, "note": ""}
    f: Order = {**ok}
    g = Order(**raw)  # keyword arguments of unknown keys may hold any key
    h = Order(id=1, **dict[str, Any]())

# case: a-typeddict-constructor-takes-keywords-or-one-mapping
from typing import TypedDict
class Point(TypedDict, total=False):
    x: int
    y: int
def make(cls: type[Point]) -> None:
    cls(1, 2)  # E: call-arg: Too many positional arguments
Point(1, 2)  # E: misc: Expected keyword arguments, {...}, or dict(...) in TypedDict constructor
Point(1)  # E: misc: Expected keyword arguments, {...}, or dict(...) in TypedDict constructor
Point({"x": 1}, {"y": 2})  # E: misc: Expected keyword arguments, {...}, or dict(...) in TypedDict constructor

# case: a-typeddict-constructor-with-keywords-a-display-or-a-mapping-is-silent
from typing import TypedDict
class Point(TypedDict, total=False):
    x: int
    y: int
def make(cls: type[Point], p: Point) -> None:
    cls(x=1, y=2)
    Point({"x": 1})
    Point(x=1)
    Point()
