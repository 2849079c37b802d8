# Inference that keeps types where mypy keeps them (no fallback to Any), and what it finds.

# case: a-none-default-makes-no-implicit-optional
def threshold(gt: float = None) -> None: ...  # E: assignment: Incompatible default for parameter "gt" (default has type "None", parameter has type "float")  # N: assignment
def count(n: int = "one", *, label: str = 1) -> None: ...  # E: assignment: Incompatible default for parameter "n" (default has type "str", parameter has type "int")  # E: assignment: Incompatible default for parameter "label" (default has type "int", parameter has type "str")
def ellipsis_in_a_body(x: int = ...) -> None:  # E: assignment: Incompatible default for parameter "x" (default has type "EllipsisType", parameter has type "int")
    print(x)

# case: defaults-that-fit-their-parameters-are-silent
from typing import Optional, Protocol
def threshold(gt: Optional[float] = None, lt: "float | None" = None, n: float = 1, unknown=None) -> None: ...
def stub_like(x: int = ...) -> None: ...
class Source(Protocol):
    def read(self, size: int = ...) -> bytes: ...

# case: a-bare-return-in-a-function-returning-an-optional-value
def lookup(found: bool) -> "str | None":
    if found:
        return  # E: return-value: Return value expected
    return "s"
def anything(found: bool) -> object:
    if found:
        return  # E: return-value: Return value expected
    return 1

# case: a-bare-return-where-none-is-the-declared-result-is-silent
from typing import Any
def nothing(found: bool) -> None:
    if found:
        return
    print("x")
def unknown(found: bool) -> Any:
    if found:
        return
    return 1

# case: an-indexed-assignment-calls-setitem
from typing import Mapping
def fill(d: dict[str, int], maybe: "dict[str, int] | None", m: Mapping[str, int], t: tuple[int, int], items: list[int]) -> None:
    d["a"] = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", target has type "int")
    d[1] = 1  # E: index: Invalid index type "int" for "dict[str, int]"; expected type "str"
    maybe["a"] = 1  # E: index: Unsupported target for indexed assignment ("dict[str, int] | None")
    m["a"] = 1  # E: index: Unsupported target for indexed assignment ("Mapping[str, int]")
    t[0] = 1  # E: index: Unsupported target for indexed assignment ("tuple[int, int]")
    items["x"] = 1  # E: call-overload  # N: call-overload
    nested: dict[int, list[int]] = {}
    nested[1] = ["s"]  # E: list-item: List item 0 has incompatible type "str"; expected "int"
parts = {"cl": int}
parts["note"] = str  # E: assignment: Incompatible types in assignment (expression has type "type[str]", target has type "type[int]")

# case: an-indexed-assignment-that-fits-is-silent
from typing import Any
def fill(d: dict[str, int], a: Any, items: list[int], nested: dict[int, list[int]]) -> None:
    d["a"] = 1
    a[0] = "anything"
    items[0] = 2
    items[0:1] = [3, 4]
    nested[1] = []  # the value is inferred against what __setitem__ takes
    mapping = {"cl": int}
    mapping["other"] = bool
class Cache:
    def set(self, key: int, value: str) -> None: ...
    __setitem__ = set  # a method bound under another name in the class body
    def get(self, key: int) -> str: raise NotImplementedError
    __getitem__ = get
cache = Cache()
cache[1] = "a"
reveal_type(cache[1])  # N: reveal-type: Revealed type is "str"

# case: an-indexed-assignment-through-a-method-alias-checks-the-method
class Cache:
    def set(self, key: int, value: str) -> None: ...
    __setitem__ = set
Cache()[1] = 2  # E: arg-type: Argument 2 has incompatible type "int"; expected "str"

# case: display-items-join-as-mypy-joins-them
from typing import Any
def lipsum(n: int = 5) -> str: raise NotImplementedError
class Base: ...
class Left(Base): ...
class Right(Base): ...
def show(a: Any) -> None:
    reveal_type({"range": range, "lipsum": lipsum})  # N: reveal-type: Revealed type is "dict[str, object]"
    reveal_type([[1], ["a"]])  # N: reveal-type: Revealed type is "list[object]"
    reveal_type([Left(), Right()])  # N: reveal-type: Revealed type is "list[case.Base]"
    reveal_type([1, None])  # N: reveal-type: Revealed type is "list[int | None]"
    reveal_type([1, "a", None])  # N: reveal-type: Revealed type is "list[object]"
    reveal_type([(1, "a"), (2, 3)])  # N: reveal-type: Revealed type is "list[tuple[int, object]]"
    reveal_type([1, a])  # N: reveal-type: Revealed type is "list[Any]"
    reveal_type([1, 1.5])  # N: reveal-type: Revealed type is "list[float]"
NAMESPACE = {"range": range, "lipsum": lipsum}
NAMESPACE["upper"] = str.upper  # a join to object takes anything
NAMESPACE.update(count=1)

# case: display-items-passed-to-a-generic-parameter-keep-their-union
from typing import Generic, Iterable, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Multi(Generic[K, V]):
    def __init__(self, items: dict[K, V]) -> None: ...
class Files(Multi[str, bytes]): ...
class Combined(Generic[K, V]):
    def __init__(self, dicts: Iterable[Multi[K, V]], other: "dict[K, V]") -> None: ...
def combine(form: Multi[str, str], files: Files) -> None:
    Combined([form, files], {})
def first(xs: list[V]) -> V: raise NotImplementedError
def pick(form: Multi[str, str], files: Files) -> None:
    reveal_type(first([form, files]))  # N: reveal-type: Revealed type is "case.Multi[str, str] | case.Files"
def same(xs: list[V]) -> list[V]:
    return [xs[0], xs[-1]]  # a function's own type variables are fixed in its body

# case: an-enum-name-with-one-leading-underscore-is-a-member
from enum import Enum
class Shape(Enum):
    _NEVER = "never"
    BLOCK = "block"
def configure(shape: Shape = Shape._NEVER) -> None: ...
reveal_type(Shape._NEVER)  # N: reveal-type: Revealed type is "Literal[case.Shape._NEVER]"

# case: an-enum-sunder-or-private-name-is-no-member
from enum import Enum
class Shape(Enum):
    BLOCK = "block"
    __hidden = "x"
def configure(shape: Shape = "block") -> None: ...  # E: assignment: Incompatible default for parameter "shape" (default has type "str", parameter has type "Shape")

# case: a-local-is-declared-by-its-first-binding
def count(xs: list[float]) -> int:
    total = 0.0
    for x in xs:
        total += x  # a loop keeps the declared float, not Any
    reveal_type(total)  # N: reveal-type: Revealed type is "float"
    return total  # E: return-value: Incompatible return value type (got "float", expected "int")
def rebind(flag: bool) -> None:
    found = [3]
    found = 3  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "list[int]")
    name = "a"
    if flag:
        name = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "str")
    for item in ["a"]:
        pass
    for item in [1]:  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
        pass

# case: a-local-rebound-within-its-first-bound-type-is-silent
class Animal: ...
class Dog(Animal): ...
def pick(flag: bool, pets: list[Dog]) -> Animal:
    pet = Animal()
    if flag:
        pet = Dog()
    for pet in pets:  # a loop target of a subtype fits the declared type
        pass
    names = ["a"]
    names = []  # an empty list fits list[str]
    return pet

# case: a-first-binding-widens-where-mypy-widens
from typing import Any, Literal
def choose(flag: bool, mode: Literal["r", "w"], unknown: Any, text: str) -> None:
    if flag:
        label = text.upper()
    else:
        label = None  # None in another branch of the same if: Optional
    reveal_type(label)  # N: reveal-type: Revealed type is "str | None"
    try:
        number = int(text)
    except ValueError:
        number = None
    reveal_type(number)  # N: reveal-type: Revealed type is "int | None"
    pending = None
    pending = 1  # a None first binding is completed by the next one
    reveal_type(pending)  # N: reveal-type: Revealed type is "int"
    m = mode
    reveal_type(m)  # N: reveal-type: Revealed type is "Literal['r', 'w']"
    value = 1
    value = unknown  # an unknown value makes the local unknown
    reveal_type(value)  # N: reveal-type: Revealed type is "Any"
    for _ in range(3):
        _ = "throwaway"
    ratio = 1.5
    ratio = 2  # int narrows the declared float
    reveal_type(ratio)  # N: reveal-type: Revealed type is "int"
def untyped(flag):
    x = 1
    x = "s"  # an unannotated function declares nothing (mypy does not check it)

# case: an-empty-collection-takes-its-type-from-what-fills-it
def fill(flag: bool) -> list[int]:
    seen = set()
    seen.add(1)
    seen.add("")  # E: arg-type: Argument 1 to "add" of "set" has incompatible type "str"; expected "int"
    reveal_type(seen)  # N: reveal-type: Revealed type is "set[int]"
    parts = []
    if flag:
        parts.append(1.5)
    reveal_type(parts)  # N: reveal-type: Revealed type is "list[float]"
    table = {}
    table["k"] = 1
    table[2] = 3  # E: index: Invalid index type "int" for "dict[str, int]"; expected type "str"
    never = []  # E: var-annotated: Need type annotation for "never" (hint: "never: list[<type>] = ...")
    later = []
    later = [1]
    later = ["s"]  # E: list-item: List item 0 has incompatible type "str"; expected "int"
    return never

# case: an-empty-collection-filled-or-annotated-is-silent
def fill() -> list[str]:
    names: list[str] = []
    found = []
    for n in range(3):
        found.append(str(n))
    merged = {}
    merged.update({"a": 1})
    grown = []
    grown += [1]
    def inner() -> None:
        later.append(1)
    later = []
    return found

# case: implicit-module-attributes-have-their-types
reveal_type(__name__)  # N: reveal-type: Revealed type is "str"
reveal_type(__file__)  # N: reveal-type: Revealed type is "str"
reveal_type(__spec__)  # N: reveal-type: Revealed type is "_frozen_importlib.ModuleSpec"
x: dict[str, tuple[str, str]] = {"a": (__spec__.parent, ".m")}  # E: dict-item: Dict entry 0 has incompatible type "str": "tuple[str | None, str]"; expected "str": "tuple[str, str]"

# case: a-main-modules-spec-may-be-none
from tool.__main__ import spec, parent
reveal_type(spec)  # N: reveal-type: Revealed type is "_frozen_importlib.ModuleSpec | None"
reveal_type(parent)  # N: reveal-type: Revealed type is "str | None"
# file: tool/__init__.py
# file: tool/__main__.py
spec = __spec__
parent = __spec__.parent if __spec__ is not None else ""

# case: implicit-module-attributes-used-as-declared-are-silent
name: str = __name__
where: str = __file__
parent: "str | None" = __spec__.parent

# case: a-declared-callable-has-only-function-attributes
from typing import Callable
def clear(cb: Callable[[], None]) -> None:
    cb.cache_clear()  # E: attr-defined: "Callable[[], None]" has no attribute "cache_clear"
    print(cb.__name__, cb.__qualname__)

# case: sum-resolves-through-its-overloads
def total(xs: list[float], ints: list[int]) -> int:
    reveal_type(sum(xs))  # N: reveal-type: Revealed type is "float | Literal[0]"
    reveal_type(sum(ints))  # N: reveal-type: Revealed type is "int"
    return sum(xs)  # E: arg-type  # N: arg-type

# case: sum-of-ints-fits-an-int
def total(ints: list[int], flags: list[bool]) -> int:
    return sum(ints) + sum(flags)

# case: an-empty-value-fills-no-empty-dict
def options(flag: bool, args: tuple[str, ...]) -> dict[str, object]:
    opts = {}  # E: var-annotated: Need type annotation for "opts" (hint: "opts: dict[<type>, <type>] = ...")
    if flag:
        opts["empty"] = []
    opts["keys"] = args
    return opts

# case: an-attribute-stored-from-a-cast-parameter-has-the-cast-type
from typing import cast
class Transport:
    def close(self) -> None: ...
class WriteTransport(Transport):
    def write(self, data: bytes) -> None: ...
class Protocol:
    def connection_made(self, transport: Transport) -> None:
        transport = cast(WriteTransport, transport)
        self.transport = transport
    def send(self) -> None:
        self.transport.write(b"x")
        self.transport.close()

# case: an-attribute-stored-from-a-cast-parameter-is-checked-as-that-type
from typing import cast
class Transport: ...
class WriteTransport(Transport):
    def write(self, data: bytes) -> None: ...
class Protocol:
    def connection_made(self, transport: Transport) -> None:
        transport = cast("WriteTransport", transport)
        self.transport = transport
    def send(self) -> None:
        self.transport.write("x")  # E: arg-type: Argument 1 to "write" of "WriteTransport" has incompatible type "str"; expected "bytes"

# case: attributes-bound-by-nested-tuple-targets-are-attributes
class Commit:
    def __init__(self, info: tuple[str, tuple[int, bool]], rest: list[int]) -> None:
        (self._author, (self._tz, self._neg)) = info
        self.first, *self.others = rest
    def describe(self) -> str:
        return f"{self._author} {self._tz} {self._neg} {self.first} {self.others}"

# case: an-attribute-no-method-binds-is-missing
class Commit:
    def __init__(self, info: tuple[str, tuple[int, bool]]) -> None:
        (self._author, (self._tz, self._neg)) = info
    def describe(self) -> int:
        return self._offset  # E: attr-defined: "Commit" has no attribute "_offset"


# case: a-generic-class-constructed-from-nothing-needs-an-annotation
from collections import OrderedDict, deque
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self) -> None: ...
def fill() -> None:
    queue = deque()  # E: var-annotated: Need type annotation for "queue"
    box = Box()  # E: var-annotated: Need type annotation for "box"
    order = OrderedDict()  # E: var-annotated: Need type annotation for "order"
    print(queue, box, order)
pending = deque()  # E: var-annotated: Need type annotation for "pending"

# case: a-generic-class-constructed-with-what-solves-it-is-silent
from collections import defaultdict, deque
from typing import Generic, TypeVar
T = TypeVar("T", default=int)
class Box(Generic[T]):
    def __init__(self) -> None: ...
class Plain:
    pass
def fill(items: list[int]) -> None:
    queue: deque[int] = deque()
    known = deque(items)
    groups = defaultdict(list)  # mypy completes it from its uses
    groups["a"].append(1)
    box = Box()  # a default solves it
    plain = Plain()
    print(queue, known, groups, box, plain)
def untyped():
    queue = deque()  # an unannotated function is not checked

# case: a-generic-class-constructed-with-nothing-that-solves-it-declares-the-class-over-any
from collections import deque
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self) -> None: ...
    def put(self, value: T) -> None: ...
class Other:
    pass
def fill() -> None:
    box = Box()  # E: var-annotated: Need type annotation for "box"
    reveal_type(box)  # N: reveal-type: Revealed type is "case.Box[Any]"
    box = Other()  # E: assignment: Incompatible types in assignment (expression has type "Other", variable has type "Box[Any]")
    queue = deque()  # E: var-annotated: Need type annotation for "queue"
    queue = [1]  # E: assignment: Incompatible types in assignment (expression has type "list[int]", variable has type "deque[Any]")

# case: a-generic-class-constructed-with-nothing-that-solves-it-takes-any-items-silent
from collections import deque
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self) -> None: ...
    def put(self, value: T) -> None: ...
def fill() -> None:
    box = Box()  # E: var-annotated: Need type annotation for "box"
    box.put(1)
    box.put("s")
    box = Box[int]()
    queue = deque()  # E: var-annotated: Need type annotation for "queue"
    queue = deque([1])
    queue.append("s")

# case: a-generic-functions-result-nothing-solves-declares-its-class-over-any
from typing import Any, Callable, Generic, TypeVar
T = TypeVar("T")
class Hook(Generic[T]):
    def __call__(self, value: Any) -> T: raise NotImplementedError
def make_hook(cl: type[T]) -> Hook[T]: raise NotImplementedError
def plain_hook() -> Callable[[Any], Any]: raise NotImplementedError
def build(cl: type, flag: bool) -> None:
    if flag:
        hook = make_hook(cl)  # (mypy also asks for an annotation here: not reported yet)
    else:
        hook = plain_hook()  # E: assignment: Incompatible types in assignment (expression has type "Callable[[Any], Any]", variable has type "Hook[Any]")

# case: a-generic-functions-result-nothing-solves-takes-its-class-silent
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Hook(Generic[T]):
    def __call__(self, value: Any) -> T: raise NotImplementedError
def make_hook(cl: type[T]) -> Hook[T]: raise NotImplementedError
def build(cl: type, other: type[int]) -> None:
    hook = make_hook(cl)
    hook = make_hook(other)
    hook = make_hook(str)

# case: a-tuple-display-bound-to-a-variable-is-widened-as-mypy-widens-it
COMMANDS = ("BG SAVE", "PING")
for command in COMMANDS:
    command = command.replace(" ", "_").lower()
def run(flag: bool) -> None:
    pair = ("a", 1)
    reveal_type(pair)  # N: reveal-type: Revealed type is "tuple[str, int]"
    for name in ("x", "y"):
        name = name.upper()

# case: a-tuple-declared-with-literals-keeps-them
from typing import Literal
MODES: tuple[Literal["r"], Literal["w"]] = ("r", "w")
for mode in MODES:
    mode = "a"  # E: assignment: Incompatible types in assignment (expression has type "Literal['a']", variable has type "Literal['r', 'w']")

# case: an-attribute-bound-to-an-empty-display-is-filled-by-its-method
class Registry:
    def __init__(self) -> None:
        self.cache = {}  # E: var-annotated: Need type annotation for "cache" (hint: "cache: dict[<type>, <type>] = ...")
        self.pending = []  # E: var-annotated: Need type annotation for "pending" (hint: "pending: list[<type>] = ...")
        self.later = set()  # E: var-annotated: Need type annotation for "later" (hint: "later: set[<type>] = ...")
    def use(self) -> None:
        self.later.add(1)  # another method's fill comes too late (mypy)

# case: an-attribute-filled-annotated-or-declared-elsewhere-is-silent
class Base:
    shared: dict[str, int]
    def __init__(self) -> None:
        self.inherited: list[int] = []
class Registry(Base):
    names: list[str]
    def __init__(self, first: int) -> None:
        super().__init__()
        self.cache = {}
        self.cache["a"] = first
        self.items = []
        if first:
            self.items.append(first)
        self.seen = set()
        self.seen.update([first])
        self.rows = []
        self.rows += [first]
        self.names = []
        self.shared = {}
        self.inherited = []
        self.typed: list[int] = []
    def reset(self) -> None:
        self.cache = {}  # not the binding that defines it
def untyped(self):
    self.cache = {}

# case: an-attribute-first-bound-to-a-filled-value-may-be-emptied-later
class Rule:
    def __init__(self, defaults: "dict[str, int] | None") -> None:
        if defaults:
            self.arguments = set(map(str, defaults))
        else:
            self.arguments = set()

# case: any-or-none-is-kept-and-none-is-checked
from typing import Any, Optional
def need(s: str) -> None: ...
def use(t: object, d: dict[str, Any], o: Optional[Any]) -> None:
    host = getattr(t, "host", None)
    reveal_type(host)  # N: reveal-type: Revealed type is "Any | None"
    need(host)  # E: arg-type: Argument 1 to "need" has incompatible type "Any | None"; expected "str"  # N: arg-type: Item "None" does not fit
    need(d.get("k"))  # E: arg-type: Argument 1 to "need" has incompatible type "Any | None"; expected "str"  # N: arg-type: Item "None" does not fit
    o.strip()  # E: union-attr: Item "None" of "Any | None" has no attribute "strip"
    s: str = o  # E: assignment: Incompatible types in assignment (expression has type "Any | None", variable has type "str")  # N: assignment: Item "None" does not fit

# case: any-or-none-narrowed-to-any-is-silent
from typing import Any, Optional
def need(s: str) -> None: ...
def use(t: object, d: dict[str, Any], o: Optional[Any]) -> None:
    if o is not None:
        reveal_type(o)  # N: reveal-type: Revealed type is "Any"
        need(o)
    value = d.get("k") or "default"
    need(value)
    host = getattr(t, "host", None)
    if host:
        need(host)

# case: a-union-of-any-and-a-fitting-type-is-silent
from typing import Any, Union
def need(s: str) -> None: ...
def use(c: Union[Any, str], flag: bool, value: Any) -> None:
    need(c)
    c.upper()
    either = value if flag else "text"
    need(either)
    either.upper()

# case: a-union-with-any-keeps-its-other-members
from typing import Any, Union
def need(s: str) -> None: ...
def use(c: Union[int, Any], flag: bool, value: Any) -> None:
    reveal_type(c)  # N: reveal-type: Revealed type is "int | Any"
    need(c)  # E: arg-type: Argument 1 to "need" has incompatible type "int | Any"; expected "str"  # N: arg-type: Item "int" does not fit
    c.upper()  # E: union-attr: Item "int" of "int | Any" has no attribute "upper"
    either = value if flag else 1
    reveal_type(either)  # N: reveal-type: Revealed type is "Any | int"
    need(either)  # E: arg-type: Argument 1 to "need" has incompatible type "Any | int"; expected "str"  # N: arg-type: Item "int" does not fit

# case: a-union-with-any-whose-members-fit-is-silent
from typing import Any, Union
def need(s: str) -> None: ...
def count(n: int) -> None: ...
def use(c: Union[str, Any], n: "int | Any", flag: bool, value: Any) -> None:
    need(c)
    c.upper()
    count(n)
    total: int = n + 1
    either = value if flag else "text"
    need(either)
    if isinstance(n, int):
        count(n)

# case: a-type-variable-solved-from-an-any-is-any
from typing import Any, TypeVar
T = TypeVar("T")
def two(a: T, b: T) -> T: raise NotImplementedError
def use(p: Any, o: int) -> None:
    reveal_type(two(p, o))  # N: reveal-type: Revealed type is "Any"
    reveal_type(two(o, p))  # N: reveal-type: Revealed type is "Any"
    reveal_type(min(p, o))  # N: reveal-type: Revealed type is "Any"
    c = min(p, o)
    c = None

# case: a-type-variable-solved-from-known-arguments-is-checked
from typing import TypeVar
T = TypeVar("T")
def two(a: T, b: T) -> T: raise NotImplementedError
def use(o: int, b: bool) -> None:
    reveal_type(two(o, o))  # N: reveal-type: Revealed type is "int"
    c = min(o, 2)
    c = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "int")

# case: a-union-with-any-unpacks-member-by-member
from typing import Any
class E: ...
def use(t: "tuple[E, str] | Any") -> None:
    a, b = t
    reveal_type(a)  # N: reveal-type: Revealed type is "case.E | Any"
    reveal_type(b)  # N: reveal-type: Revealed type is "str | Any"

# case: a-module-level-empty-collection-takes-its-type-from-what-fills-it
seen = set()
seen.add(1)
seen.add("")  # E: arg-type: Argument 1 to "add" of "set" has incompatible type "str"; expected "int"
reveal_type(seen)  # N: reveal-type: Revealed type is "set[int]"
ports = {}
ports["http"] = 80
reveal_type(ports)  # N: reveal-type: Revealed type is "dict[str, int]"
ports["https"] = "443"  # E: assignment: Incompatible types in assignment (expression has type "str", target has type "int")
items = []
items.append(1)
items = ["a"]  # E: list-item: List item 0 has incompatible type "str"; expected "int"

# case: a-module-level-empty-collection-declared-elsewhere-or-filled-later-is-silent
names: "list[str]"
names = []
names.append("a")

# case: a-loop-local-is-its-first-bindings-type-where-a-path-binds-nothing
# A local first bound inside a loop, on some paths of an iteration only, has its first
# binding's type after them (mypy), not Any: the path that binds nothing this iteration holds
# what an earlier iteration bound.
def make() -> list[int]: raise NotImplementedError
def run(flag: bool, items: list[str]) -> None:
    for x in items:
        if flag:
            nodes = make()
        elif x:
            nodes = [1]
        reveal_type(nodes)  # N: reveal-type: Revealed type is "list[int]"
        nodes.append("s")  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "str"; expected "int"

# case: a-loop-local-read-before-its-binding-stays-unknown
# At the top of an iteration nothing says what the local holds yet: read there, it is unknown,
# and so is a local the loop binds to unknown values only.
from typing import Any
def source() -> Any: ...
def run(items: list[str]) -> None:
    for x in items:
        if x:
            print(last.upper())  # (bound by an earlier iteration, if any)
        last = x
    for y in items:
        value = source()
        value.anything()

# case: an-ellipsis-default-needs-a-body-that-implements-nothing
def raises_another(x: int = ...) -> None:  # E: assignment: Incompatible default for parameter "x" (default has type "EllipsisType", parameter has type "int")
    raise ValueError(x)
def passes_twice(x: int = ...) -> None:  # E: assignment: Incompatible default for parameter "x" (default has type "EllipsisType", parameter has type "int")
    pass
    pass
def does_something_first(x: int = ...) -> None:  # E: assignment: Incompatible default for parameter "x" (default has type "EllipsisType", parameter has type "int")
    print(x)
    raise NotImplementedError

# case: an-ellipsis-default-with-a-body-that-implements-nothing-is-silent
import builtins
def documented(x: int = ...) -> None:
    "Left to subclasses."
    raise NotImplementedError
def called(x: int = ...) -> None:
    raise NotImplementedError("subclasses")
def qualified(x: int = ...) -> None:
    raise builtins.NotImplementedError
def passing(x: int = ...) -> None:
    pass

# case: a-loop-tuple-target-rebinding-a-declared-local-is-checked-name-by-name
# ``for key, visit_funcs in visit_funcs.items()`` over the parameter ``visit_funcs``: each name
# of the target takes its part of the item and must fit its declaration (mypy; libcst
# matchers/_visitors.py:433, tool.py:617).
from typing import Dict, Iterator, NamedTuple, Optional, Sequence, Tuple
class Pair(NamedTuple):
    name: str
    size: int
def rf(p: str) -> Iterator[Tuple[str, object]]:
    yield ("a", 1)
def f(visit_funcs: Dict[str, Sequence[int]]) -> None:
    for key, visit_funcs in visit_funcs.items():  # E: assignment: Incompatible types in assignment (expression has type "Sequence[int]", variable has type "dict[str, Sequence[int]]")
        pass
def g(m: str, pairs: list[Pair], grid: list[list[str]]) -> None:
    z = None if m else 1
    for n, z in rf(m):  # E: assignment: Incompatible types in assignment (expression has type "object", variable has type "int | None")
        pass
    count = 0
    for (label, count), extra in [(("a", "b"), 1)]:  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
        pass
    for m, count in pairs:
        pass
    size: float = 0
    for m, size in "ab":  # E: str-unpack: Unpacking a string is disallowed  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "float")
        pass
    for count, cell in grid:  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
        pass

# case: a-loop-tuple-target-whose-names-fit-their-declarations-is-silent
from typing import Any, Dict, NamedTuple, Sequence, Union
class Pair(NamedTuple):
    name: str
    size: int
def f(visit_funcs: Dict[str, Sequence[int]], pairs: list[Pair], anys: list[Any]) -> None:
    for key, seq in visit_funcs.items():
        pass
    name = ""
    size: float = 0
    for name, size in pairs:
        pass
    for name, size in anys:
        pass
    for _, visit_funcs in [(1, visit_funcs)]:
        pass
    first: object = None
    for first, *rest in [(1, 2, 3)]:
        pass

# case: a-conditional-value-keeps-the-declared-literals-it-passes-on
from typing import Literal
Mode = Literal['all', 'no_enums']
def takes(k: bool | Mode | None) -> None: ...
class S:
    def __init__(self, kebab: bool | Mode | None, default: bool | Mode) -> None:
        self.kebab = kebab if kebab is not None else default
        self.other = kebab or None
    def use(self) -> None:
        takes(self.kebab)
        takes(self.other)
def f(kebab: bool | Mode | None) -> None:
    y = kebab if kebab is not None else None
    takes(y)
    w = kebab if kebab is not None else False
    reveal_type(w)  # N: reveal-type: Revealed type is "bool | Literal['all', 'no_enums']"

# case: a-conditional-value-widens-the-literals-written-in-it
def f(flag: bool) -> None:
    z = "all" if flag else None
    reveal_type(z)  # N: reveal-type: Revealed type is "str | None"
    z = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str | None")
class S:
    def __init__(self, flag: bool) -> None:
        self.mode = "r" if flag else "w"
    def use(self) -> None:
        self.mode = "x"
        self.mode = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
