# Unions kept as declared or inferred, member by member (issue 23: find what mypy finds).

# case: any-in-one-member-does-not-excuse-a-member-that-cannot-fit
from typing import Any, Dict, Optional, TypeVar
T = TypeVar("T")
def record(kept: Dict[Any, Any]) -> None: ...
class Command:
    def __init__(self, args) -> None:
        self.replies: Optional[Dict[Any, Any]] = None
def merge(command: Command, claims: Dict[str, Any]) -> str:
    record(command.replies)  # E: arg-type: Argument 1 to "record" has incompatible type "dict[Any, Any] | None"; expected "dict[Any, Any]"  # N: arg-type
    kept: Dict[Any, Any] = command.replies  # E: assignment: Incompatible types in assignment (expression has type "dict[Any, Any] | None", variable has type "dict[Any, Any]")  # N: assignment
    return claims.get("sub")  # E: return-value: Incompatible return value type (got "Any | None", expected "str")  # N: return-value
def first(default: Any, which: T) -> T:
    return default if which else None  # E: return-value: Incompatible return value type (got "Any | None", expected "T")  # N: return-value

# case: a-union-whose-members-each-fit-or-are-narrowed-is-silent
from typing import Any, Dict, Optional
def record(kept: Dict[Any, Any]) -> None: ...
def takes_optional(kept: Optional[Dict[str, int]]) -> None: ...
class Command:
    def __init__(self) -> None:
        self.replies: Optional[Dict[Any, Any]] = None
def merge(command: Command, claims: Dict[str, Any], bare: Any) -> str:
    takes_optional(command.replies)
    if command.replies is not None:
        record(command.replies)
    record(command.replies or {})
    maybe: Optional[Any] = bare
    takes_optional(maybe)
    found: str = claims.get("sub", "")
    return claims.get("sub") or ""

# case: kwargs-that-only-reach-an-any-kwargs-parameter-choose-no-overload-item
from typing import Any, overload
@overload
def scan(cursor: int, /, **kwargs: Any) -> tuple[int, list[str]]: ...
@overload
def scan(cursor: object, /, **kwargs: Any) -> tuple[object, list[str]]: ...
def scan(cursor: object, /, **kwargs: Any) -> Any: ...
def scan_all(**kwargs: Any) -> None:
    cursors, data = scan(0, **kwargs)
    reveal_type(cursors)  # N: reveal-type: Revealed type is "int"
    cursors = {name: c for name, c in kwargs.items()}  # E: assignment: Incompatible types in assignment (expression has type "dict[str, Any]", variable has type "int")

# case: kwargs-that-may-fill-parameters-of-other-types-leave-the-result-open-silent
from typing import Any, Awaitable, overload
@overload
def scan(cursor: int, count: int = ..., *, sync: bool = ..., **kwargs: Any) -> tuple[int, list[str]]: ...
@overload
def scan(cursor: int, count: int = ..., *, sync: None = ..., **kwargs: Any) -> Awaitable[tuple[int, list[str]]]: ...
def scan(cursor: int, count: int = 0, *, sync: object = None, **kwargs: Any) -> Any: ...
def scan_all(count: int, **kwargs: Any) -> None:
    cursors, data = scan(cursor=0, count=count, **kwargs)  # sync may come from kwargs
    reveal_type(cursors)  # N: reveal-type: Revealed type is "Any"
    cursors = {name: c for name, c in kwargs.items()}

# case: the-class-object-of-a-union-needs-the-attribute-in-each-class
from abc import ABCMeta
from typing import Protocol, Type, Union
class Single:
    @classmethod
    def from_pool(cls) -> "Single":
        return cls()
class Cluster(metaclass=ABCMeta):
    pass
class Plain:
    pass
class Commands(Protocol):
    def run(self) -> None: ...
class Implemented(Commands):
    def run(self) -> None: ...
def connect(kind: Type[Union[Single, Cluster]], other: "type[Single | Plain]", third: "type[Single | Implemented]") -> None:
    third.from_pool()  # E: union-attr: Item "ABCMeta" of "type[Single] | type[Implemented]" has no attribute "from_pool"
    reveal_type(kind)  # N: reveal-type: Revealed type is "type[case.Single] | type[case.Cluster]"
    kind.from_pool()  # E: union-attr: Item "ABCMeta" of "type[Single] | type[Cluster]" has no attribute "from_pool"
    other.from_pool()  # E: union-attr: Item "type" of "type[Single] | type[Plain]" has no attribute "from_pool"

# case: the-class-object-of-a-union-with-the-attribute-in-each-class-is-silent
from typing import Type, Union
class Single:
    @classmethod
    def from_pool(cls) -> "Single":
        return cls()
class Cluster:
    @classmethod
    def from_pool(cls) -> "Cluster":
        return cls()
def connect(kind: Type[Union[Single, Cluster]]) -> Union[Single, Cluster]:
    print(kind.__name__)
    if issubclass(kind, Single):
        return kind.from_pool()
    return kind.from_pool()

# case: an-unknown-value-assigned-to-a-declared-union-keeps-the-declaration
from typing import Optional, Union
def safe_str(value):
    return str(value)
def parse(channel: str, data: str) -> None: ...
def try_parse(channel: Union[str, bytes], data: Union[str, bytes], limit: Optional[int]) -> None:
    channel = safe_str(channel)
    data = safe_str(data)
    parse(channel, data)  # E: arg-type: Argument 1 to "parse" has incompatible type "str | bytes"; expected "str"  # N: arg-type  # E: arg-type: Argument 2 to "parse" has incompatible type "str | bytes"; expected "str"  # N: arg-type
    limit = safe_str(limit)
    reveal_type(limit)  # N: reveal-type: Revealed type is "int | Any"

# case: an-unknown-value-assigned-where-any-is-declared-or-nothing-is-stays-unknown-silent
from typing import Any, Union
def safe_str(value):
    return str(value)
def parse(channel: str) -> None: ...
def try_parse(channel: Union[str, Any], plain: str) -> None:
    channel = safe_str(channel)
    parse(channel)
    loose = plain.encode()
    loose = safe_str(loose)
    parse(loose)

# case: a-module-variable-bound-twice-is-declared-by-its-first-binding
ACCEPT_ENCODING = "gzip,deflate"
try:
    import zlib
except ImportError:
    pass
else:
    ACCEPT_ENCODING += ",br"
RETRIES = 1
RETRIES = 2
def headers() -> None:
    reveal_type(ACCEPT_ENCODING)  # N: reveal-type: Revealed type is "str"
    RETRIES.upper()  # E: attr-defined: "int" has no attribute "upper"

# case: a-module-variable-rebound-to-values-of-its-first-type-is-silent
LIMIT = 1
LIMIT = 2
NAMES = ["a"]
NAMES += ["b"]
if LIMIT:
    SEPARATOR = ","
else:
    SEPARATOR = ";"
def use() -> str:
    return SEPARATOR.join(NAMES) * (LIMIT + len(NAMES))

# case: a-try-that-catches-import-errors-still-finds-missing-attributes
from typing import Optional
class Provider:
    def meter(self) -> str:
        return "m"
class Manager:
    def provider(self) -> Optional[Provider]:
        return None
def collector(manager: Manager) -> Optional[str]:
    try:
        import json
        return manager.provider().meter()  # E: union-attr: Item "None" of "Provider | None" has no attribute "meter"
    except ImportError:
        return None

# case: a-missing-attribute-is-reported-where-a-try-catches-attribute-errors
# (as mypy and pyright: the handler is the fallback the types ask for, not a proof)
from typing import Union
class Single:
    pool: int = 1
class Cluster:
    def encoder(self) -> int:
        return 2
def encoding(client: Union[Single, Cluster]) -> int:
    try:
        return client.pool  # E: union-attr: Item "Cluster" of "Single | Cluster" has no attribute "pool"
    except AttributeError:
        return 2

# case: an-optional-modules-attribute-is-silent-where-a-try-catches-import-errors
# (mypy reports it: here the failure is expected and handled, as docs/checker.md says)
import os
def forks() -> None:
    try:
        import json
        os.no_such_function_here()
    except ImportError:
        pass

# case: a-first-binding-to-a-union-with-a-container-of-any-declares-the-local
from typing import Any, Dict, Union
def untyped(x):
    return x
def keys(commands: Dict[str, Union[int, Dict[str, Any]]], name: str, subs: list) -> None:
    command = commands.get(name)
    for sub in subs:
        if sub:
            command = untyped(sub)
    command["first"]  # E: index: Value of type "int | dict[str, Any] | None" is not indexable
    command = "none"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int | dict[str, Any] | None")

# case: a-first-binding-to-a-union-with-a-container-of-any-takes-its-members-silent
from typing import Any, Dict, Union
def untyped(x):
    return x
def keys(commands: Dict[str, Union[int, Dict[str, Any]]], name: str, subs: list) -> int:
    command = commands.get(name)
    if command is None or isinstance(command, int):
        return 0
    for sub in subs:
        command = untyped(sub)
        command = {"first": 1}
    command = None
    command = 3
    return command

# case: items-unpacked-from-an-iterable-are-checked-against-the-targets-declared-types
class Binding: ...
def keys(bindings: list[tuple[Binding, bool, str]], rows: list[tuple[Binding, bool, str]]) -> None:
    for binding, enabled, tooltip in bindings:
        pass
    binding, enabled, tooltip = rows  # E: assignment: Incompatible types in assignment (expression has type "tuple[Binding, bool, str]", variable has type "Binding")  # E: assignment: Incompatible types in assignment (expression has type "tuple[Binding, bool, str]", variable has type "bool")  # E: assignment: Incompatible types in assignment (expression has type "tuple[Binding, bool, str]", variable has type "str")
    first, second = [1, 2]
    first, second = ["x", "y"]  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: items-unpacked-from-an-iterable-that-fit-the-targets-are-silent
from typing import Any
class Binding: ...
def keys(bindings: list[tuple[Binding, bool, str]], rows: list[tuple[Binding, bool, str]], loose: list[Any]) -> None:
    for binding, enabled, tooltip in bindings:
        pass
    binding, enabled, tooltip = rows[0]
    first, second = [1, 2]
    first, second = [3, True]
    first, second = loose
    head, *rest = [1, 2, 3]
    head, *rest = [4, 5]

# case: an-attribute-written-through-another-instance-is-the-base-classes-property
from __future__ import annotations
class Pump:
    @property
    def parent(self) -> Pump | None:
        return None
    @parent.setter
    def parent(self, value: Pump | None) -> None:
        pass
    @property
    def styles(self) -> str:
        return ""
class Widget(Pump):
    def mount(self, widget: Widget) -> None:
        widget.parent = self
    def width(self) -> str:
        parent = self.parent
        return parent.styles  # E: union-attr: Item "None" of "Pump | None" has no attribute "styles"

# case: an-attribute-written-through-another-instance-keeps-the-bases-declaration-silent
from __future__ import annotations
class Pump:
    parent: Pump | None = None
class Widget(Pump):
    def mount(self, widget: Widget) -> None:
        widget.parent = self
def use(w: Widget) -> None:
    if w.parent is not None:
        print(w.parent.parent)

# case: a-class-body-import-types-the-attributes-bound-after-it
class Pump:
    from helpers import Queue as Kind
    queue = Kind()
def use(p: Pump) -> None:
    p.queue.missing()  # E: attr-defined: "Queue" has no attribute "missing"
# file: helpers.py
"""Defined below the lines of the class body that import them."""


class Queue:
    size: int = 0


def make() -> Queue:
    return Queue()

# case: a-class-body-import-is-visible-to-the-statements-after-it-silent
from typing import TYPE_CHECKING
class Pump:
    if TYPE_CHECKING:
        from collections import OrderedDict as Ordered
        queue = Ordered[str, int]()
    import json
    decoder = json.JSONDecoder()
def use(p: Pump) -> int:
    p.queue["a"] = 1
    return len(p.decoder.decode("[]"))

# case: a-type-variable-is-solved-from-the-one-union-member-an-argument-fits
from typing import Callable, Generic, TypeVar
R = TypeVar("R")
T = TypeVar("T")
class App(Generic[R]): ...
class Holder(Generic[T]):
    def __init__(self, factory: type[T] | Callable[[], type[T]]) -> None: ...
    def get(self) -> T: raise NotImplementedError
Holder(App).get().missing  # E: attr-defined

# case: an-argument-that-fits-several-union-members-solves-nothing-certain-silent
from typing import Callable, TypeVar, Union
T = TypeVar("T")
def first(source: Union[list[T], Callable[[], list[T]]]) -> T: raise NotImplementedError
def make() -> list[int]:
    return [1]
reveal_type(first([1]))  # N: reveal-type: Revealed type is "int"
reveal_type(first(make))  # N: reveal-type: Revealed type is "int"

# case: a-type-variable-solved-from-a-class-and-its-subclass-is-the-class
from typing import TypeVar
T = TypeVar("T")
def two(a: T, b: T) -> T: raise NotImplementedError
class Base: ...
class Derived(Base): ...
reveal_type(two(1, True))  # N: reveal-type: Revealed type is "int"
reveal_type(two(Derived(), Base()))  # N: reveal-type: Revealed type is "case.Base"
two(Derived(), Base()).missing  # E: attr-defined: "Base" has no attribute "missing"

# case: a-type-variable-solved-from-one-union-joins-only-subclasses-silent
from typing import TypeVar, Union
T = TypeVar("T")
def one(a: T) -> T: raise NotImplementedError
def two(a: T, b: T) -> T: raise NotImplementedError
def use(value: Union[int, bool], number: Union[int, float]) -> None:
    reveal_type(one(value))  # N: reveal-type: Revealed type is "int"
    reveal_type(two(number, number))  # N: reveal-type: Revealed type is "int | float"
    reveal_type(two(1, 1.5))  # N: reveal-type: Revealed type is "float"

# case: a-branch-merge-joins-a-class-with-its-subclass-and-a-bounded-type-variable
from io import BytesIO, IOBase
from typing import Optional, Type, TypeVar, Union
class DOMNode: ...
class Widget(DOMNode): ...
QueryType = TypeVar("QueryType", bound=Widget)
def find() -> Optional[DOMNode]: ...
def query(expect_type: Optional[Type[QueryType]]) -> Union[QueryType, Widget]:
    node = find()
    if node is not None:
        if expect_type is not None and not isinstance(node, expect_type):
            raise ValueError
        reveal_type(node)  # N: reveal-type: Revealed type is "case.DOMNode"
        return node  # E: return-value: Incompatible return value type (got "DOMNode", expected "QueryType | Widget")
    raise ValueError
def body(raw: Union[bytes, IOBase]) -> None:
    if not isinstance(raw, IOBase):
        raw = BytesIO(raw)
    reveal_type(raw)  # N: reveal-type: Revealed type is "io.IOBase"

# case: a-declared-union-and-promotions-are-not-joined-silent
from typing import Any, Union
def pick(flag: bool, number: Union[int, bool], size: Union[int, float]) -> None:
    reveal_type(number)  # N: reveal-type: Revealed type is "int | bool"
    if flag:
        size = 1
    else:
        size = 2.5
    reveal_type(size)  # N: reveal-type: Revealed type is "int | float"
def keep(flag: bool, loose: Union[object, Any]) -> None:
    value = loose
    if flag:
        value = 1
    reveal_type(value)  # N: reveal-type: Revealed type is "object | Any"

# case: a-bytearray-or-memoryview-is-no-bytes
from typing import Union
def str_if_bytes(value: Union[str, bytes]) -> str: raise NotImplementedError
def publish(channel: Union[bytes, str, memoryview], raw: bytearray) -> None:
    str_if_bytes(channel)  # E: arg-type: Argument 1 to "str_if_bytes" has incompatible type "bytes | str | memoryview[int]"; expected "str | bytes"  # N: arg-type
    str_if_bytes(raw)  # E: arg-type: Argument 1 to "str_if_bytes" has incompatible type "bytearray"; expected "str | bytes"

# case: bytes-likes-where-a-buffer-or-their-union-is-expected-are-silent
from typing import Union
from typing_extensions import Buffer
def digest(data: Buffer) -> bytes: raise NotImplementedError
def send(data: Union[bytes, bytearray, memoryview]) -> None: ...
def scale(x: float) -> float: raise NotImplementedError
def publish(raw: bytearray, view: memoryview, blob: bytes) -> None:
    digest(raw)
    digest(view)
    send(raw)
    send(blob)
    scale(1)
    bytes(raw).decode()

# case: a-lambda-reads-an-attribute-as-declared-not-as-narrowed
from typing import Callable, Optional
class Cache:
    size: int = 0
class Pool:
    def __init__(self, cache: Optional[Cache]) -> None:
        self.cache = cache
    def register(self, callback: Callable[[Callable[[], int]], None]) -> None:
        if self.cache is not None:
            callback(lambda: self.cache.size)  # E: union-attr: Item "None" of "Cache | None" has no attribute "size"

# case: a-lambda-given-a-union-of-callables-has-unknown-parameters-silent
from typing import Any, Callable, Optional, Union
class RedisError(Exception): ...
class Cache:
    size: int = 0
def mock(error: RedisError) -> None: ...
def retry(fail: Union[Callable[[Exception], Any], Callable[[Exception, int], Any]]) -> None: ...
def register(callback: Callable[[Callable[[], int]], None], local: Optional[Cache]) -> None:
    retry(lambda error: mock(error))
    if local is not None:
        callback(lambda: local.size)

# case: an-unknown-call-result-assigned-to-a-declared-union-takes-the-value-silent
# A value that is unknown for another reason than unannotated code (here an overloaded call
# given a union, which mypy splits member by member) may be narrower than the whole
# declaration: the union takes it, and nothing downstream is reported (anyio's open_process).
import os
from collections.abc import Sequence
from os import PathLike
from typing import Union
StrOrBytesPath = Union[str, bytes, "PathLike[str]", "PathLike[bytes]"]
def spread(*args: object) -> None: ...
def run(command: StrOrBytesPath | Sequence[StrOrBytesPath]) -> None:
    if isinstance(command, PathLike):
        command = os.fspath(command)
    if isinstance(command, (str, bytes)):
        pass
    else:
        spread(*command)

# case: a-type-variable-bounded-by-a-union-has-what-every-item-has
from typing import TypeVar, Union
class Circle:
    radius: float
    name: str
class Square:
    side: float
    name: str
S = TypeVar("S", bound=Union[Circle, Square])
def grow(shape: S) -> S:
    shape.radius  # E: union-attr: Item "Square" of the upper bound "Circle | Square" of type variable "S" has no attribute "radius"
    shape.side = 2.0  # E: union-attr: Item "Circle" of the upper bound "Circle | Square" of type variable "S" has no attribute "side"
    reveal_type(shape.name)  # N: reveal-type: Revealed type is "str"
    shape.name = "bigger"
    return shape

# case: a-union-bounded-type-variable-narrowed-by-isinstance-is-silent
from typing import TypeVar, Union
class Circle:
    radius: float
class Square:
    side: float
S = TypeVar("S", bound=Union[Circle, Square])
def grow(shape: S) -> S:
    if isinstance(shape, Circle):
        shape.radius = 2.0
    else:
        shape.side = 2.0
    return shape

# case: a-union-bounded-type-variable-reading-a-shared-method-keeps-itself-silent
# (each item of the bound is read with the variable as its receiver: a Self result is the variable)
from typing import Self, TypeVar, Union
class Circle:
    def copy(self) -> Self:
        return self
class Square:
    def copy(self) -> Self:
        return self
S = TypeVar("S", bound=Union[Circle, Square])
def twin(shape: S) -> S:
    return shape.copy()
