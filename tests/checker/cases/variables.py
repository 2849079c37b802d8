# Variable annotations, assignments, attributes, type comments.

# case: annotated-assignment-mismatch
x: int = "a"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: annotated-assignment-ok
x: int = 1
y: float = 1
z: complex = 1.5
s: str = "a"
b: bytes = b"x"
o: object = [1]
n: None = None

# case: reassign-annotated-name
x: int = 1
x = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
x = 2

# case: a-module-variable-is-declared-by-its-first-binding
x = 1
x = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
x = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "int")

# case: a-global-or-nonlocal-write-is-checked-against-the-first-binding
# A function's ``global X; X = ...`` must fit what the module's first binding declared, and a
# ``nonlocal`` write what the enclosing function's binding or annotation did (dns name.py:349,
# ``set_default_idna_codec``).
from typing import Optional
class Codec: ...
class Strict(Codec): ...
DEFAULT = Strict()
LIMIT = 0
PAIR = (1, "a")
def set_default(codec: Codec) -> None:
    global DEFAULT, LIMIT, PAIR
    DEFAULT = codec  # E: assignment: Incompatible types in assignment (expression has type "Codec", variable has type "Strict")
    DEFAULT = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "Strict")
    LIMIT = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
def outer(codec: Codec) -> None:
    current = Strict()
    chosen: Optional[int] = None
    def inner() -> None:
        nonlocal current, chosen
        current = codec  # E: assignment: Incompatible types in assignment (expression has type "Codec", variable has type "Strict")
        chosen = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int | None")
    inner()

# case: a-global-or-nonlocal-write-that-fits-or-has-no-declaration-is-silent
import os
from typing import Optional
class Codec: ...
LIMIT = 0
NAME = "a"
FOUND = os.environ.get("A")
PENDING = None
ITEMS: list[int] = []
Alias = int
for CURSOR in range(3):
    pass
def update() -> None:
    global LIMIT, NAME, FOUND, PENDING, ITEMS, Alias, CURSOR
    LIMIT = 5
    LIMIT += 1
    NAME = "b"
    FOUND = "c"
    FOUND = None
    PENDING = 3  # a None placeholder declares nothing
    ITEMS = [1]
    CURSOR = 4
def untyped(codec):
    global LIMIT
    LIMIT = codec
def outer(codec: Codec) -> None:
    later = None
    def inner() -> None:
        nonlocal later
        later = codec
    inner()
def lenient(codec):
    current = 1
    def inner(value: str) -> None:
        nonlocal current
        current = value  # the enclosing body is unannotated: nothing declared there
    inner(codec)

# case: module-variables-updated-in-loops-keep-their-type
total = 0.0
for step in [1.0, 2.5]:
    total += step
reveal_type(total)  # N: reveal-type: Revealed type is "float"
count = 0
while count < 3:
    count = count + 1
try:
    import json as codec
except ImportError:
    codec = None  # type: ignore[assignment]

# case: module-variables-rebound-within-their-type-are-free
from typing import Optional
handler = None
handler = print  # a None first binding declares nothing yet
limit = 1.5
limit = 2
annotated: Optional[int] = None
annotated = 3
def helper() -> None: ...
helper = lambda: None  # a def declares its own type, not this rule's
names = ["a"]
names = []

# case: local-annotated
def f() -> None:
    v: str
    v = "a"
    v = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: container-annotations-with-context
from typing import Dict, List, Optional, Sequence
a: List[float] = [1, 2]
b: Dict[str, object] = {"k": 1, "j": "v"}
c: Optional[List[int]] = []
d: Sequence[float] = [1, 2.5]
e: list[int | None] = [1, None]
f: dict[str, list[int]] = {"a": [], "b": [1]}
g: set[float] = {1, 2}

# case: container-mismatch
from typing import List
a: List[int] = ["x"]  # E: list-item: List item 0 has incompatible type "str"; expected "int"
b: List[int] = [*"xy"]  # E: assignment: Incompatible types in assignment (expression has type "list[str]", variable has type "list[int]")  # N: assignment

# case: class-attributes
class C:
    count: int = 0
    name: str
    def __init__(self) -> None:
        self.name = "x"
        self.size: int = 3
    def bump(self) -> None:
        self.count = "many"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
        self.size = 4
        self.size = "big"  # E: assignment
c = C()
c.name = "y"
c.name = 1  # E: assignment

# case: class-attributes-ok
class C:
    limit: float = 1
    tags: list[str] = []
    def __init__(self, owner: str) -> None:
        self.owner = owner
        self.items: dict[str, int] = {}
    def add(self, k: str) -> None:
        self.items[k] = 1
        self.limit = 2
c = C("me")
c.owner.upper()
c.items.get("a")

# case: type-comment-assignment
from typing import Dict
x = {}  # type: Dict[str, str]
x["a"] = "b"
y = 1  # type: str  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: type-comment-assignment-ok
from typing import List, Optional
items = []  # type: List[int]
items.append(1)
maybe = None  # type: Optional[str]
reveal_type(items)  # N: reveal-type: Revealed type is "list[int]"

# case: type-comment-for-and-with
from typing import Any
def f(rows: list[Any]) -> None:
    for row in rows:  # type: int
        reveal_type(row)  # N: reveal-type: Revealed type is "int"
    with open("f") as fh:  # type: Any
        pass

# case: tuple-unpacking-ok
def f() -> tuple[int, str]:
    return 1, "a"
a, b = f()
reveal_type(a)  # N: reveal-type: Revealed type is "int"
reveal_type(b)  # N: reveal-type: Revealed type is "str"
first, *rest = [1, 2, 3]
x, y = 1, 2
x, y = y, x

# case: augmented-assignment
x: int = 1
x += 1
x += 1.5  # E: assignment
s: str = ""
s += "a"
items: list[int] = []
items += [1]

# case: final-and-classvar-ok
from typing import ClassVar, Final
MAX: Final = 10
LIMIT: Final[int] = 3
class C:
    registry: ClassVar[dict[str, int]] = {}
    VERSION: Final = "1"
C.registry["a"] = 1
reveal_type(MAX)  # N: reveal-type: Revealed type is "Literal[10]"

# case: walrus-binds
import re
def f(s: str) -> str:
    if (m := re.match("a", s)) is not None:
        return m.group(0)
    return ""

# case: final-names-keep-their-literal-type
from typing import Final, Literal
NAME: Final = "__attrs_init__"
LIMIT: Final = 3
def add(method_name: Literal["__init__", "__attrs_init__"], n: Literal[1, 2, 3]) -> None: ...
def f(init: bool) -> None:
    add("__init__" if init else NAME, LIMIT)
    names: list[str] = [NAME, "x"]
    total: int = LIMIT + 1
    text = NAME
    text = text + "!"

# case: final-names-are-still-checked
from typing import Final, Literal
NAME: Final = "other"
def add(method_name: Literal["__init__", "__attrs_init__"]) -> None: ...
add(NAME)  # E: arg-type

# case: assignment-narrows-a-declaration-with-any-to-a-subclass
import configparser
from collections.abc import MutableMapping
from typing import Any
def load(path: str, toml: bool) -> None:
    parser: MutableMapping[str, Any]
    if toml:
        parser = {}
    else:
        parser = configparser.RawConfigParser()
        parser.read(path)
    items: list[Any] = [1]
    items.append("x")

# case: a-parameter-declared-any-stays-any-when-rebound
from typing import Any
def absorb(x: Any) -> None: ...
class Meta(type):
    def __init__(cls, classname: Any, bases: Any, dict_: Any, **kw: Any) -> None:
        dict_ = cls.__dict__
        type.__init__(cls, classname, bases, dict_)
        dict_.anything()

# case: a-parameter-of-another-type-or-a-new-local-keeps-its-checks
from typing import Any
class Meta(type):
    def __init__(cls, classname: Any, bases: Any, size: int) -> None:
        members = cls.__dict__
        members.anything()  # E: attr-defined
        size = "big"  # E: assignment

# case: a-later-binding-keeps-literals-that-fit-the-first
# mypy types an unannotated local by its first binding and infers later ones against it
# (pydantic json_schema.py: a Literal attribute, then ``'seconds' if ... else 'iso8601'``).
from typing import Literal
Temporal = Literal['iso8601', 'seconds', 'milliseconds']
def use(t: Temporal) -> None: ...
def pick(configured: Temporal, explicit: bool, legacy: str) -> None:
    if explicit:
        fmt = configured
    else:
        fmt = 'seconds' if legacy == 'float' else 'iso8601'
    use(fmt)

# case: a-later-binding-with-other-literals-does-not-fit-the-first
from typing import Literal
Temporal = Literal['iso8601', 'seconds', 'milliseconds']
def use(t: Temporal) -> None: ...
def pick(configured: Temporal, explicit: bool, legacy: str) -> None:
    if explicit:
        fmt = configured
    else:
        fmt = 'weekly' if legacy == 'float' else 'iso8601'  # E: assignment: Incompatible types in assignment (expression has type "Literal['weekly', 'iso8601']", variable has type "Literal['iso8601', 'seconds', 'milliseconds']")  # N: assignment
    use(fmt)  # the local keeps its declared literal type (mypy)

# case: a-later-display-binding-is-inferred-against-the-first
# prompt_toolkit layout/processors.py: ``new = [filtered, highlight]``, else ``new = [highlight]``;
# mypy infers the second list against the first binding's list[Processor].
class Processor: ...
class Highlight(Processor): ...
def control(processors: list[Processor] | None) -> None: ...
def search(found: Processor | None) -> None:
    highlight = Highlight()
    if found:
        new = [found, highlight]
    else:
        new = [highlight]
    control(new)
    if found:
        by_name = {"a": found}
    else:
        by_name = {"b": highlight}
    reveal_type(by_name)  # N: reveal-type: Revealed type is "dict[str, case.Processor]"
    kept = [found]
    kept = [p for p in kept if p is not None]  # the first binding declared list[Processor | None]
    reveal_type(kept)  # N: reveal-type: Revealed type is "list[case.Processor | None]"

# case: a-later-display-binding-that-does-not-fit-the-first-is-its-own
class Processor: ...
class Highlight(Processor): ...
def control(processors: list[Processor] | None) -> None: ...
def search(found: Processor | None) -> None:
    highlight = Highlight()
    new = [highlight]  # declares list[Highlight] (mypy)
    if found:
        new = [found, highlight]  # E: list-item: List item 0 has incompatible type "Processor"; expected "Highlight"
    control(new)  # E: arg-type
    other = [highlight]
    if found:
        other = ["x"]  # E: list-item: List item 0 has incompatible type "str"; expected "Highlight"
    reveal_type(other)  # N: reveal-type: Revealed type is "list[case.Highlight]"

# case: an-unknown-later-binding-keeps-the-first-type
# pydantic v1/mypy.py: ``tvd = TypeVarType(...)`` or ``tvd = TypeVarDef(...)`` (an import that may
# fail, so Any); mypy keeps the first binding's type, and the else of an isinstance test that
# always holds is unreachable.
from typing import Any
class TypeVarType:
    def __init__(self, name: str, fullname: str) -> None: ...
def make(new: bool, TypeVarDef: Any) -> TypeVarType:
    if new:
        tvd = TypeVarType("T", "m.T")
    else:
        tvd = TypeVarDef("T", "m.T", -1)
    reveal_type(tvd)  # N: reveal-type: Revealed type is "case.TypeVarType"
    if isinstance(tvd, TypeVarType):
        self_type = tvd
    else:
        self_type = TypeVarType(tvd)
    return self_type

# case: an-unknown-first-binding-stays-unknown
from typing import Any
class TypeVarType:
    def __init__(self, name: str, fullname: str) -> None: ...
def make(new: bool, TypeVarDef: Any) -> TypeVarType:
    if new:
        tvd = TypeVarDef("T", "m.T", -1)
    else:
        tvd = TypeVarType("T", "m.T")
    if isinstance(tvd, TypeVarType):
        return tvd
    TypeVarType(tvd)  # E: call-arg
    empty = None
    empty = TypeVarDef()
    reveal_type(empty)  # N: reveal-type: Revealed type is "Any"
    return TypeVarType(tvd, 1)  # E: arg-type

# case: a-bare-generic-declaration-forgets-the-value-type-arguments
# SQLAlchemy sql/_util_cy.py: ``self_dict: dict = self`` in a dict[str, str] subclass is a
# dict[Any, Any] from there on (mypy: the declared type), not the subclass again.
from typing import Any, MutableMapping
class prefix_map(dict[str, str]):
    def __missing__(self, key: str, /) -> str:
        self_dict: dict = self  # type: ignore[type-arg]
        reveal_type(self_dict)  # N: reveal-type: Revealed type is "dict[Any, Any]"
        counter: int = self_dict.get(key, 1)
        return str(counter)

# case: an-assignment-with-some-known-arguments-keeps-the-subclass
from typing import Any, MutableMapping
class prefix_map(dict[str, str]):
    def count(self) -> None:
        as_mapping: MutableMapping[str, Any]
        as_mapping = self
        reveal_type(as_mapping)  # N: reveal-type: Revealed type is "case.prefix_map"
        counter: int = as_mapping.get("k", 1)  # E: assignment # N: assignment

# case: list-displays-report-their-items-as-mypy-does
# SQLAlchemy sql/base.py and dialects/mysql/_mariadb_shim.py: the authors' ignores name mypy's
# codes for a list that does not fit its context, at the item: list-item, and misc for a
# comprehension's element.
from typing import Optional, Sequence
class Clause: ...
class Extension:
    def apply(self, existing: Sequence[Clause]) -> Sequence[Clause]:
        cls = type(self)
        return [*(e for e in existing if not isinstance(e, cls)), self]  # type: ignore[list-item]
def fetch(description: Optional[Sequence[tuple[str, int]]]) -> None: ...
def shim(keys: list[str]) -> None:
    fetch(
        [
            (key, None)  # type: ignore[misc]
            for key in keys
        ]
    )

# case: list-displays-that-do-not-fit-are-still-reported
from typing import Optional, Sequence
class Clause: ...
class Extension:
    def apply(self, existing: Sequence[Clause]) -> Sequence[Clause]:
        return [*existing, self]  # E: list-item: List item 1 has incompatible type "Extension"; expected "Clause"
def fetch(description: Optional[Sequence[tuple[str, int]]]) -> None: ...
def shim(keys: list[str]) -> None:
    fetch([(key, None) for key in keys])  # E: misc
    fetch([("a", 1), ("b", None)])  # E: list-item

# case: dict-displays-report-their-entries-as-mypy-does
# urllib3 contrib/pyopenssl.py: the authors' ignore names mypy's code for a dict entry that does
# not fit the returned union's dict member, at the entry's key.
from typing import Any, Mapping
def names() -> list[tuple[str, str]]: raise NotImplementedError
def peer_cert(binary: bool) -> dict[str, list[Any]] | bytes | None:
    if binary:
        return b""
    return {
        "subject": ((("commonName", "x"),),),  # type: ignore[dict-item]
        "subjectAltName": names(),
    }

# case: dict-displays-that-do-not-fit-are-still-reported
from typing import Any, Mapping
def names() -> list[tuple[str, str]]: raise NotImplementedError
def peer_cert(binary: bool) -> dict[str, list[Any]] | bytes | None:
    return {
        "subject": ((("commonName", "x"),),),  # type: ignore[return-value]  # E: dict-item: Dict entry 0 has incompatible type "str": "tuple[tuple[tuple[str, str]]]"; expected "str": "list[Any]" # N: dict-item: Error code "dict-item" not covered by "type: ignore[return-value]" comment
        "subjectAltName": names(),
    }
ports: dict[str, int] = {"http": 80, 443: 443}  # E: dict-item: Dict entry 1 has incompatible type "int": "int"; expected "str": "int"
limits: Mapping[str, int] = {**{"a": "b"}, "c": 1}  # E: dict-item: Dict entry 0 has incompatible type "str": "str"; expected "str": "int"
def merged(extra: dict[str, str]) -> dict[str, int]:
    return {"a": 1, **extra}  # E: dict-item: Unpacked dict entry 1 has incompatible type "dict[str, str]"; expected "SupportsKeysAndGetItem[str, int]"
nested: dict[str, list[int]] = {"a": [1, "x"]}  # E: list-item: List item 1 has incompatible type "str"; expected "int"
grid: list[list[int]] = [[1, "a"]]  # E: list-item: List item 1 has incompatible type "str"; expected "int"
either: dict[str, int] | dict[str, str] = {"a": 1.5}  # E: assignment

# case: dict-display-entries-are-reported-where-they-do-not-fit
# mypy infers a dict display against the expected type: each entry that does not fit is a
# dict-item at the entry (authors' ignore comments say so), a list value's items list-items.
from typing import MutableMapping
class Listener: ...
class Other: ...
ports: dict[str, int] = {
    "http": 8080,
    "https": "8443",  # E: dict-item: Dict entry 1 has incompatible type "str": "str"; expected "str": "int"
}
def configure(kwargs: MutableMapping[str, "str | int | None"]) -> None:
    kwargs.update(
        {
            "path": "x",
            "class": Listener,  # E: dict-item: Dict entry 1 has incompatible type "str": "type[Listener]"; expected "str": "str | int | None"
        }
    )
listeners: dict[type[object], list[Listener]] = {
    int: [Listener()],
    str: [
        Other(),  # E: list-item: List item 0 has incompatible type "Other"; expected "Listener"
    ],
}

# case: dict-display-entries-that-fit-are-silent
from typing import MutableMapping
class Listener: ...
class Special(Listener): ...
ports: dict[str, float] = {"http": 8080, **{"https": 8443.0}}
def configure(kwargs: MutableMapping[str, "str | int | None"]) -> None:
    kwargs.update({"path": "x", "port": 1, "user": None})
listeners: dict[type[object], list[Listener]] = {int: [Listener()], str: [Special()]}

# case: a-bare-final-keeps-its-literal-type
from typing import Final, Literal, assert_type
RETRIES: Final = 3
DEBUG: Final = True
def f() -> None:
    mode: Final = "r"
    assert_type(mode, Literal["r"])
assert_type(RETRIES, Literal[3])
assert_type(DEBUG, Literal[True])
count = 3
reveal_type(count)  # N: reveal-type: Revealed type is "int"

# case: a-module-name-bound-to-a-class-or-module-bound-again-is-reported
try:
    import ssl
    from ssl import TLSVersion
except ImportError:
    ssl = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type Module)
    TLSVersion = None  # E: misc: Cannot assign to a type # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "type[TLSVersion]")
class A: ...
A = None  # E: misc: Cannot assign to a type # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "type[A]")
class B: ...
class C(B): ...
B = C  # E: misc: Cannot assign to a type

# case: a-module-name-bound-again-where-mypy-does-not-look-is-silent
import sys
from typing import TYPE_CHECKING, Any
if TYPE_CHECKING:
    from ssl import SSLContext
else:
    SSLContext = object
if sys.version_info >= (3, 8):
    from typing import Protocol
else:
    Protocol = object
def load() -> Any: ...
try:
    import json
except ImportError:
    json = load()
def f() -> None:
    global C
class C: ...

# case: a-value-of-another-class-with-any-arguments-is-reported
from typing import Any, List
def list_or_args(keys: Any, args: Any) -> List: raise NotImplementedError
def sdiff(keys: List, *args: List) -> None:
    args = list_or_args(keys, args)  # E: assignment: Incompatible types in assignment (expression has type "list[Any]", variable has type "tuple[list[Any], ...]")
class Pool:
    def __init__(self) -> None:
        self.used: set[int] = set()
    def reset(self, items: Any) -> None:
        self.used = list(items)  # E: assignment: Incompatible types in assignment (expression has type "list[Any]", variable has type "set[int]")

# case: a-value-whose-any-arguments-may-be-why-it-does-not-fit-is-silent
from typing import Any, Iterable, Sequence
def load() -> list[Any]: raise NotImplementedError
def pairs() -> dict[str, Any]: raise NotImplementedError
def use(xs: Sequence[int], ys: "Iterable[str] | None", d: dict[str, int]) -> None:
    xs = load()
    ys = load()
    d = pairs()

# case: a-walrus-assigns-as-an-assignment-does
# textual dom.py: ``while isinstance((node := node._parent), DOMNode)`` with ``node: DOMNode``;
# mypy checks the value against the declaration, and narrows the name from the value.
class A:
    parent: "A | None"
class B(A): ...
def ancestors(b: B) -> None:
    node: B = b
    while isinstance((node := node.parent), B):  # E: assignment: Incompatible types in assignment (expression has type "A | None", variable has type "B")  # N: assignment
        pass
    reveal_type(node)  # N: reveal-type: Revealed type is "case.B"
def count(s: str) -> None:
    x: int = 0
    if (x := s):  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
        pass
def first_bound(b: B | None) -> None:
    node = b
    while node is not None and (node := node.parent) is not None:  # E: assignment: Incompatible types in assignment (expression has type "A | None", variable has type "B | None")  # N: assignment
        pass

# case: an-annotated-name-is-not-narrowed-by-its-declaration
# mypy narrows a name on later assignments only (textual dom.py: ``node: MessagePump | None =
# self`` then ``node._parent``); an attribute's annotated assignment does narrow.
class M:
    parent: "M | None"
    def __init__(self, other: "M") -> None:
        self.pool: M | None = other
        reveal_type(self.pool)  # N: reveal-type: Revealed type is "case.M"
def walk(m: M) -> None:
    node: M | None = m
    reveal_type(node)  # N: reveal-type: Revealed type is "case.M | None"
    node.parent  # E: union-attr: Item "None" of "M | None" has no attribute "parent"
    node = m
    reveal_type(node)  # N: reveal-type: Revealed type is "case.M"
y: int | None = 1
reveal_type(y)  # N: reveal-type: Revealed type is "int | None"
z: float = 1
reveal_type(z)  # N: reveal-type: Revealed type is "float"

# case: a-walrus-within-the-declared-type-is-silent
class M:
    parent: "M | None"
def up(m: M) -> list[M]:
    found: list[M] = []
    node: M | None = m
    while node is not None and (node := node.parent) is not None:
        found.append(node)
    if (first := found[0] if found else None) is not None:
        found.append(first)
    return found

# case: an-annotated-attribute-is-narrowed-by-its-declaration
# urllib3 connectionpool.py: ``self.pool: LifoQueue[Any] | None = self._new_pool_queue(n)`` then
# ``self.pool.put(None)`` (mypy narrows a member's annotated assignment, not a name's).
from queue import LifoQueue
from typing import Any
class Pool:
    def __init__(self, n: int) -> None:
        self.pool: LifoQueue[Any] | None = LifoQueue(n)
        for _ in range(n):
            self.pool.put(None)

# case: unpacking-a-string-is-disallowed
# textual color.py: ``r, g, b = rgb_hex_triple  # type: ignore[misc]`` (mypy's code is str-unpack).
def rgb(triple: str, pair: tuple[str, str]) -> str:
    r, g, b = triple  # E: str-unpack: Unpacking a string is disallowed
    first, *rest = triple  # E: str-unpack: Unpacking a string is disallowed
    x, y = pair
    return r + g + b + x + y

# case: a-string-may-fill-a-starred-target-or-one-name
def split(text: str, items: list[str]) -> list[str]:
    first, *rest = "ab"
    (only,) = items
    whole = text
    for a, b in [("x", "y")]:
        rest.append(a + b)
    return [first, only, whole, *rest]

# case: a-union-attribute-of-a-narrowed-union-is-silent
class M:
    parent: "M | None"
def depth(m: M | None) -> int:
    n = 0
    while m is not None and (m := m.parent) is not None:
        n += 1
    return n

# case: a-first-binding-of-a-callable-or-tuple-of-any-declares-it
from typing import Any, Callable
def dispatch(handlers: list[tuple[Callable, int]], lookup: dict[str, Any], x: Any) -> None:
    for method, count in handlers:
        pass
    method = lookup.get("a") or lookup.get("b")  # E: assignment: Incompatible types in assignment (expression has type "Any | None", variable has type "Callable[..., Any]") # N: assignment: Item "None" does not fit
    pair = (x, 1)
    pair = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "tuple[Any, int]")

# case: a-first-binding-of-a-callable-of-any-takes-other-callables
from typing import Any, Callable
def dispatch(handlers: list[tuple[Callable, int]], other: Callable[[int], str], x: Any) -> None:
    for method, count in handlers:
        pass
    method = other
    method = print
    pair = (x, 1)
    pair = ("s", 2)
    pair = (x, x)

# case: a-walrus-first-binding-declares-the-local
from typing import Optional
class Key: ...
def extended(seq: str) -> Optional[list[Key]]: ...
TABLE: dict[str, tuple[int, ...] | str | None] = {}
def parse(seq: str, flag: bool):
    if flag and (keys := extended(seq)) is not None:
        return keys
    keys = TABLE.get(seq)  # E: assignment: Incompatible types in assignment (expression has type "tuple[int, ...] | str | None", variable has type "list[Key] | None") # N: assignment: Item "tuple[int, ...]" does not fit
    reveal_type(keys)  # N: reveal-type: Revealed type is "list[case.Key] | None"

# case: a-walrus-first-binding-takes-values-that-fit
from typing import Optional
def extended(seq: str) -> Optional[list[int]]: ...
def parse(seq: str, flag: bool) -> int:
    if (n := len(seq)) > 3:
        n = 0
    if flag and (keys := extended(seq)) is not None:
        return n + len(keys)
    keys = None
    keys = [1]
    return n

# case: a-declared-literal-in-a-call-result-stays-in-the-first-binding
from typing import Literal, Optional
State = Literal["intent", "held"]
def parse(name: str) -> tuple[State, str]: raise NotImplementedError
def parse_maybe(name: str) -> Optional[tuple[State, str]]: ...
def claims(names: list[str]) -> None:
    parts_of: dict[str, tuple[State, str]] = {}
    for name in names:
        if (parts := parse_maybe(name)) is None:
            raise ValueError(name)
        parts_of[name] = parts
    first = parse(names[0])
    first = ("held", "x")
    written = ("intent", "x")
    written = ("other", "y")

# case: a-local-first-bound-to-a-type-variable-is-declared-so
# mypy declares a local by its first binding also when that holds a type variable: a later
# value of the bound does not fit it (libcst's on_leave retval, _nodes/tests/base.py).
from typing import Callable, Generic, TypeVar, Union
class Node: ...
class Removal: ...
N = TypeVar("N", bound=Node)
class Flatten(Generic[N]): ...
def leave(a: N) -> Union[N, Removal, Flatten[N]]:
    return a
def visit(a: N, node: Node, hook: Callable[[Node], Union[Node, Removal]]) -> None:
    retval = leave(a)
    if isinstance(retval, Node):
        retval = hook(retval)  # E: assignment: Incompatible types in assignment (expression has type "Node | Removal", variable has type "N | Removal | Flatten[N]") # N: assignment: Item "Node" does not fit
    unwrapped = a
    unwrapped = node  # E: assignment: Incompatible types in assignment (expression has type "Node", variable has type "N")

# case: a-local-first-bound-to-a-type-variable-takes-what-fits-silent
from typing import TypeVar
T = TypeVar("T")
S = TypeVar("S", int, str)
def keep(a: T, b: T, s: S) -> T:
    current = a
    current = b
    value = s
    value = s
    return current
class Chain:
    def walk(self) -> "Chain":
        node = self
        node = Chain()
        return node

# case: a-name-bound-by-import-takes-a-module-object
import importlib
import types
def load(name: str, given: types.ModuleType) -> None:
    if "." not in name:
        import builtins as m
    else:
        m = importlib.import_module(name)
    import os as n
    n = given
    getattr(m, name)

# case: a-name-bound-by-import-takes-no-other-value
import importlib
def load(name: str) -> None:
    import builtins as m
    if name:
        m = name  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type Module)
def unload(name: str) -> None:
    import builtins as m
    if name:
        m = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type Module)

# case: loop-and-comprehension-targets-unpack-fixed-tuples
from typing import NamedTuple
class Point(NamedTuple):
    x: int
    y: int
def walk(rows: list[tuple[int, int, int]], points: list[Point], single: list[tuple[str]]) -> None:
    for a, b in rows:  # E: misc: Too many values to unpack (2 expected, 3 provided)
        pass
    for x, y, z in points:  # E: misc: Need more than 2 values to unpack (3 expected)
        pass
    names = [n for n, m in single]  # E: misc: Need more than 1 value to unpack (2 expected)
    table = {k: v for k, v in rows}  # E: misc: Too many values to unpack (2 expected, 3 provided)
    for (p, q), r in [((1, 2, 3), "x")]:  # E: misc: Too many values to unpack (2 expected, 3 provided)
        pass

# case: loop-and-comprehension-targets-unpack-fixed-tuples-silent
from typing import Any
def walk(rows: list[tuple[int, int, int]], loose: list[tuple[int, ...]], a: list[Any], d: dict[str, int]) -> None:
    for first, *rest in rows:
        pass
    for x, y in loose:
        pass
    for u, v in a:
        pass
    for key, value in d.items():
        pass
    for i, (k, n) in enumerate(d.items()):
        pass
    pairs = [(s, t) for s, t, _ in rows]

# case: a-class-body-declaration-types-its-later-bindings-there
class Settings:
    retries: int = 3
    label = "none"  # type: str
    retries = "many"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
    if int():
        label = 4  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: a-class-body-declaration-types-its-later-bindings-there-silent
from enum import Enum
from typing import Any
class Settings:
    retries: int = 3
    loose: Any = None
    retries = 5
    loose = "x"
    if int():
        retries = 7
class Mode(Enum):
    fast: int
    fast = 1
