# Any in a value's type excuses a mismatch only where the Any sits: type arguments of related
# classes and union members are followed to it (mypy's gradual relation lets an Any through, never
# the class or the other arguments around it).

# case: a-callable-with-any-is-no-str
from typing import Any, Callable
def wants_names(data: dict[str, str]) -> None: ...
def callbacks() -> dict[str, Callable[..., Any]]: raise NotImplementedError
def use() -> None:
    wants_names(callbacks())  # E: arg-type: Argument 1 to "wants_names" has incompatible type "dict[str, Callable[..., Any]]"; expected "dict[str, str]"  # N: arg-type


# case: keys-differ-whatever-the-values
from typing import Any
def wants(d: dict[str, Any]) -> None: ...
def use(slots: dict[int, Any]) -> dict[str, Any]:
    wants(slots)  # E: arg-type: Argument 1 to "wants" has incompatible type "dict[int, Any]"; expected "dict[str, Any]"  # N: arg-type
    return slots  # E: return-value: Incompatible return value type (got "dict[int, Any]", expected "dict[str, Any]")  # N: return-value


# case: a-base-class-value-for-a-subclass-without-arguments
from typing import Any
class Table(dict):
    pass
class Client:
    def __init__(self, table: Table, given: dict[str, Any]) -> None:
        self.table = table
        self.table = given  # E: assignment: Incompatible types in assignment (expression has type "dict[str, Any]", variable has type "Table")
        local: Table = given  # E: assignment: Incompatible types in assignment (expression has type "dict[str, Any]", variable has type "Table")


# case: union-members-are-excused-one-by-one
from typing import Any
def wants(d: dict[str, int] | None) -> None: ...
def use(a: dict[str, Any], b: dict[bytes, Any] | None, c: dict[str, Any] | list[Any]) -> None:
    wants(a)
    wants(b)  # E: arg-type: Argument 1 to "wants" has incompatible type "dict[bytes, Any] | None"; expected "dict[str, int] | None"  # N: arg-type
    wants(c)  # E: arg-type: Argument 1 to "wants" has incompatible type "dict[str, Any] | list[Any]"; expected "dict[str, int] | None"  # N: arg-type


# case: any-where-the-mismatch-is-stays-silent
from typing import Any, Callable, IO, TextIO
def wants(d: dict[str, str]) -> None: ...
def wants_text(f: TextIO) -> None: ...
def wants_call(c: Callable[[int], str]) -> None: ...
def use(a: dict[str, Any], b: dict[Any, str], stream: IO[Any], loose: list[Any], call: Callable[..., Any]) -> None:
    wants(a)
    wants(b)
    wants_text(stream)
    wants_call(call)
    items: list[int] = loose
    nested: dict[str, list[int]] = {"a": loose}


# case: any-inside-a-related-argument-stays-silent
from typing import Any, Mapping, Sequence
def wants(d: dict[str, list[int]]) -> None: ...
def wants_seq(s: Sequence[Sequence[int]]) -> None: ...
def use(a: dict[str, list[Any]], b: list[tuple[Any, ...]], c: Mapping[str, Any]) -> dict[str, list[int]]:
    wants(a)
    wants_seq(b)
    return a


# case: a-display-with-an-unknown-item-still-checks-the-known-ones
from typing import Any, Callable
class Connection:
    def __init__(self, host=None, **kw): ...
def connect(db: int, name: str | None, ctx: Any | None, flags: list[int] | None, hook: Callable[[], None]) -> None:
    kwargs = {"db": db, "name": name, "hook": hook}
    kwargs.update({"cls": Connection, "ctx": ctx, "flags": flags})  # E: dict-item: Dict entry 0 has incompatible type "str": "type[Connection]"; expected "str": "Callable[[], None] | int | str | None"  # E: dict-item: Dict entry 2 has incompatible type "str": "list[int] | None"; expected "str": "Callable[[], None] | int | str | None"
    hooks: list[Callable[[], None]] = [Connection, hook]  # E: list-item: List item 0 has incompatible type "type[Connection]"; expected "Callable[[], None]"


# case: a-display-whose-unknown-items-are-where-it-misfits-stays-silent
from typing import Any, Callable
def connect(db: int, name: str | None, ctx: Any, wrapped: Callable[..., Any], loose: list[Any]) -> None:
    kwargs = {"db": db, "name": name}
    kwargs.update({"ctx": ctx, "db": 2})
    hooks: list[Callable[[int], str]] = [wrapped, wrapped]
    table: dict[str, list[int]] = {"a": loose, "b": [1]}


# case: a-narrower-argument-only-invariance-rejects-stays-silent
from collections import defaultdict
from typing import Any, Callable
class Event: ...
Handler = Callable[[Event], object]
class Handlers:
    def __init__(self) -> None:
        def fallback(event: Event) -> object:
            return NotImplemented
        self.table: defaultdict[int, defaultdict[int, Handler]] = defaultdict(lambda: defaultdict(lambda: fallback))


# case: a-tuple-item-that-does-not-fit-is-not-excused-by-another-item
from typing import Any, Optional
class RowKey: ...
class ColumnKey: ...
CacheKey = tuple[RowKey, ColumnKey, Any]
def column(i: int) -> Optional[ColumnKey]: ...
def render(row: RowKey, i: int, style: Any) -> None:
    key: CacheKey = (row, column(i), style)  # E: assignment: Incompatible types in assignment (expression has type "tuple[RowKey, ColumnKey | None, Any]", variable has type "tuple[RowKey, ColumnKey, Any]")  # N: assignment


# case: a-tuple-whose-unknown-items-are-where-it-misfits-stays-silent
from typing import Any
def render(style: Any, rest: tuple[Any, ...]) -> None:
    key: tuple[int, list[int]] = (style, [style])
    pair: tuple[int, str] = rest


# case: a-callable-returning-a-type-variable-stays-excused
from typing import Any, Awaitable, Callable, Coroutine, TypeVar
T = TypeVar("T")
def wrap(f: Callable[..., Awaitable[Any]]) -> None: ...
def cache(f: Callable[..., Coroutine[Any, Any, T]] | Callable[..., T]) -> None:
    wrap(f)


# case: a-tuple-is-never-the-none-of-an-optional-whatever-its-any
from typing import Any
def measure(width: Any, overflow: object, cache: tuple[tuple[int, str, bool] | None, int]) -> None:
    key = (width, overflow, True)
    cache = (key, 1)  # E: assignment: Incompatible types in assignment (expression has type "tuple[tuple[Any, object, bool], int]", variable has type "tuple[tuple[int, str, bool] | None, int]")  # N: assignment


# case: a-tuple-whose-any-item-misfits-the-optional-tuple-stays-silent
from typing import Any
def measure(width: Any, cache: tuple[tuple[int, str, bool] | None, int]) -> None:
    key = (width, width, True)
    cache = (key, 1)
    cache = (None, 2)


# case: a-tuple-display-takes-the-optional-tuples-context
class B: ...
class C(B): ...
def pick(x: bool) -> tuple[list[B], list[B]] | None:
    if x:
        return ([C()], [])
    return ([C()], []) if x else ([], [C()])

# case: any-among-known-parameters-of-a-callable-does-not-make-it-a-class
import sqlite3
from typing import Any, Callable, Optional
def factory(conn: sqlite3.Connection) -> Optional[type]:
    return conn.row_factory  # E: return-value: Incompatible return value type (got "type[Row] | Callable[[Cursor, tuple[Any, ...]], object] | None", expected "type | None") # N: return-value: Item "Callable[[Cursor, tuple[Any, ...]], object]" does not fit
def made(c: Callable[[int, tuple[Any, ...]], object]) -> type:
    return c  # E: return-value: Incompatible return value type (got "Callable[[int, tuple[Any, ...]], object]", expected "type")

# case: a-callable-of-unknown-result-may-be-a-class-silent
from typing import Any, Callable
def made(c: Callable[..., Any], d: Callable[[int], Any], first: bool) -> type:
    if first:
        return c
    return d

# case: any-in-type-arguments-does-not-excuse-a-missing-protocol-member
from typing import Any, Iterable
def count(items: Iterable[Any], pairs: Iterable[tuple[Any, int]]) -> int:
    return len(items) + len(pairs)  # E: arg-type: Argument 1 to "len" has incompatible type "Iterable[Any]"; expected "Sized" # N: arg-type: "Iterable[Any]" is missing protocol member "__len__" # E: arg-type: Argument 1 to "len" has incompatible type "Iterable[tuple[Any, int]]"; expected "Sized" # N: arg-type: "Iterable[tuple[Any, int]]" is missing protocol member "__len__"

# case: any-in-type-arguments-excuses-a-protocol-members-type
from typing import Any, Iterator, Protocol
class Reader(Protocol):
    def read(self, n: int) -> bytes: ...
class Loose:
    def read(self, n: Any) -> Any: ...
def use(r: Reader) -> None: ...
def count(items: list[Any], it: Iterator[Any]) -> int:
    use(Loose())
    return len(items) + len(list(it))

# case: any-in-a-functions-signature-does-not-make-it-a-class
from typing import Any, Callable, Literal, TypeVar, overload
T = TypeVar("T")
@overload
def factory(make: Callable[[], T]) -> T: ...
@overload
def factory(make: Callable[[Any], T], takes_self: Literal[True]) -> T: ...
def factory(make: Any, takes_self: bool = False) -> Any:
    return make
def check(value: object, sink: Callable[..., Any]) -> bool:
    sink(factory)
    return isinstance(value, factory)  # E: arg-type

# case: any-in-type-arguments-does-not-make-an-instance-callable
from typing import Any, Callable, Protocol
class Hook(Protocol):
    def __call__(self, value: Any, cl: Any) -> Any: ...
def take(f: Callable[[int], int]) -> None: ...
def as_function(seen: set[Any], items: list[Any]) -> Callable[..., Any]:
    take(items)  # E: arg-type: Argument 1 to "take" has incompatible type "list[Any]"; expected "Callable[[int], int]" # N: arg-type: "list[Any]" is not callable
    return seen  # E: return-value: Incompatible return value type (got "set[Any]", expected "Callable[..., Any]") # N: return-value: "set[Any]" is not callable
def as_hook(seen: set[Any]) -> Hook:
    return seen  # E: return-value: Incompatible return value type (got "set[Any]", expected "Hook") # N: return-value: "set[Any]" is missing protocol member "__call__"

# case: any-in-type-arguments-of-a-callable-class-stays-excused
from typing import Any, Callable, Generic, TypeVar
T = TypeVar("T")
class Caller(Generic[T]):
    def __call__(self, value: T) -> T: raise NotImplementedError
def as_function(c: Caller[Any], d: "dict[str, Any] | Caller[Any]") -> Callable[[int], str]:
    if d:
        return d  # E: return-value: Incompatible return value type (got "dict[str, Any] | Caller[Any]", expected "Callable[[int], str]") # N: return-value: "dict[str, Any]" is not callable
    return c

# case: any-in-type-arguments-does-not-make-an-instance-a-literal-or-a-callable
from typing import Any, Callable, Literal
def rebind(o: "dict[str, int] | Literal['x']", n: "int | Literal['x']", items: list[Any], seen: set[Any]) -> None:
    if o == "x":
        o = [getattr(v, "a", {}) for v in items]  # E: assignment: Incompatible types in assignment (expression has type "list[Any | dict[Any, Any]]", variable has type "dict[str, int] | Literal['x']")
    n = [items[0]]  # E: assignment: Incompatible types in assignment (expression has type "list[Any]", variable has type "int | Literal['x']")
    call: Callable[[int], int] = seen  # E: assignment: Incompatible types in assignment (expression has type "set[Any]", variable has type "Callable[[int], int]") # N: assignment: "set[Any]" is not callable
    maybe: "Callable[[int], int] | None" = None
    maybe = seen  # E: assignment: Incompatible types in assignment (expression has type "set[Any]", variable has type "Callable[[int], int] | None")

# case: any-in-type-arguments-of-a-str-subclass-or-a-callable-class-stays-excused
from typing import Any, Callable, Generic, Literal, TypeVar
T = TypeVar("T")
class Caller(Generic[T]):
    def __call__(self, value: int) -> int: raise NotImplementedError
def rebind(n: "int | Literal['x']", c: Caller[Any], unknown: Any) -> None:
    n = unknown
    call: Callable[[int], int] = c

# case: any-beside-none-in-a-callables-return-does-not-excuse-the-none
from typing import Any, Callable, Mapping
def finder() -> Callable[[Mapping[Any, Any]], "type[Any] | None"]: raise NotImplementedError
def maybe() -> Callable[[Any], "Any | None"]: raise NotImplementedError
def as_class() -> Callable[[Any], type]:
    return finder()  # E: return-value: Incompatible return value type (got "Callable[[Mapping[Any, Any]], type[Any] | None]", expected "Callable[[Any], type]") # N: return-value: Return type "type[Any] | None" does not fit "type"
def as_int() -> Callable[[Any], int]:
    return maybe()  # E: return-value: Incompatible return value type (got "Callable[[Any], Any | None]", expected "Callable[[Any], int]") # N: return-value: Return type "Any | None" does not fit "int"

# case: any-in-a-callables-return-still-excuses-its-items
from typing import Any, Callable
def loose() -> Callable[[Any], list[Any]]: raise NotImplementedError
def as_ints() -> Callable[[Any], list[int]]:
    return loose()

# case: any-among-a-callables-parameters-does-not-excuse-their-number
from typing import Any, Callable, Mapping
def pair() -> Callable[[Any, "Any | None"], Any]: raise NotImplementedError
def as_one() -> Callable[[Mapping[Any, Any]], Any]:
    return pair()  # E: return-value: Incompatible return value type (got "Callable[[Any, Any | None], Any]", expected "Callable[[Mapping[Any, Any]], Any]") # N: return-value: Too few parameters accepted
def as_two(one: Callable[[Any], Any]) -> Callable[[Any, Any], Any]:
    return one  # E: return-value: Incompatible return value type (got "Callable[[Any], Any]", expected "Callable[[Any, Any], Any]") # N: return-value: Too many positional parameters: accepts 1

# case: any-among-a-callables-parameters-with-defaults-or-stars-stays-excused
from typing import Any, Callable
def optional() -> Callable[..., Any]: raise NotImplementedError
def as_one(two: Callable[[Any, Any], Any]) -> Callable[[int], Any]:
    return optional()

# case: a-plain-functions-result-narrower-than-declared-is-not-excused-by-invariance
from typing import Any, Generic, TypeVar, Union
T = TypeVar("T")
class A(Generic[T]): ...
class B(Generic[T]): ...
def fields() -> dict[str, A[Any]]: raise NotImplementedError
def mixed() -> dict[str, Union[A[Any], B[Any]]]:
    return fields()  # E: return-value: Incompatible return value type (got "dict[str, A[Any]]", expected "dict[str, A[Any] | B[Any]]") # N: return-value: Type argument 2 "A[Any]" does not fit "A[Any] | B[Any]"; "dict" is invariant, consider "Mapping"

# case: a-plain-functions-result-passed-narrower-than-the-parameter-is-not-excused-by-invariance
# (babel localedata.py: ``LocaleDataDict(load(name))``, a ``dict[str, Any]`` for a
# ``MutableMapping[str | int | None, Any]``: the Any of the values is no reason the keys differ)
from typing import Any, MutableMapping
class Wrapper:
    def __init__(self, data: MutableMapping[str | int | None, Any]) -> None: raise NotImplementedError
def load(name: str) -> dict[str, Any]: raise NotImplementedError
def take(data: dict[str | int, Any]) -> None: raise NotImplementedError
Wrapper(load("x"))  # E: arg-type: Argument 1 to "Wrapper" has incompatible type "dict[str, Any]"; expected "MutableMapping[str | int | None, Any]"  # N: arg-type: Type argument 1 "str" does not fit "str | int | None"
take(load("x"))  # E: arg-type: Argument 1 to "take" has incompatible type "dict[str, Any]"; expected "dict[str | int, Any]"  # N: arg-type: Type argument 1 "str" does not fit "str | int"; "dict" is invariant, consider "Mapping"

# case: an-argument-whose-type-its-context-decides-stays-excused
from typing import Any, MutableMapping, TypeVar
K = TypeVar("K")
T = TypeVar("T")
def take(data: MutableMapping[str | int | None, Any]) -> None: raise NotImplementedError
def keyed(key: K, value: T) -> dict[K, T]: raise NotImplementedError
def untyped(x):
    return {"a": x}
def f(raw: Any) -> None:
    take(keyed("a", raw))
    take({"a": raw})
    take(dict(a=raw))
    take(untyped(raw))

# case: a-generic-functions-result-narrower-than-declared-stays-excused
from typing import Any, Generic, TypeVar, Union
T = TypeVar("T")
class A(Generic[T]): ...
class B(Generic[T]): ...
def keyed(value: T) -> dict[str, T]: raise NotImplementedError
def mixed(a: A[Any]) -> dict[str, Union[A[Any], B[Any]]]:
    return keyed(a)

# case: a-callable-with-any-parameters-for-a-callback-protocol-it-does-not-fit-is-reported
from typing import Any, Protocol
class Build(Protocol):
    def __call__(self, node: Any, parent: int, **kwargs: Any) -> str: ...
def build_int(node: int, parent: int, *, flag: bool = False, **kwargs: Any) -> str | bytes: return ""
table: dict[str, Build] = {"int": build_int}  # E: dict-item: Dict entry 0 has incompatible type "str": "def build_int(node: int, parent: int, *, flag: bool = ..., **kwargs: Any) -> str | bytes"; expected "str": "Build"
items: list[Build] = [build_int]  # E: list-item: List item 0 has incompatible type "def build_int(node: int, parent: int, *, flag: bool = ..., **kwargs: Any) -> str | bytes"; expected "Build"

# case: a-callable-with-any-parts-that-fits-a-callback-protocol-is-silent
from typing import Any, Protocol
class Build(Protocol):
    def __call__(self, node: Any, parent: int, **kwargs: Any) -> str: ...
def build_int(node: int, parent: int, *, flag: bool = False, **kwargs: Any) -> str: return ""
def build_any(node: Any, parent: Any, **kwargs: Any) -> Any: ...
def build_loose(*args: Any, **kwargs: Any) -> Any: ...
table: dict[str, Build] = {"int": build_int, "any": build_any, "loose": build_loose}
items: list[Build] = [build_int, build_any, build_loose]

# case: any-items-do-not-excuse-a-tuple-of-another-length
from typing import Any
def pair(p: tuple[str, str]) -> None: ...
def single(p: tuple[Any]) -> None: ...
def f(one: tuple[Any], three: tuple[Any, Any, Any], two: tuple[Any, Any]) -> None:
    pair(one)  # E: arg-type: Argument 1 to "pair" has incompatible type "tuple[Any]"; expected "tuple[str, str]"  # N: arg-type: Expected 2 items, got 1
    single(two)  # E: arg-type: Argument 1 to "single" has incompatible type "tuple[Any, Any]"; expected "tuple[Any]"  # N: arg-type: Expected 1 items, got 2
    kept: tuple[str, str] = three  # E: assignment: Incompatible types in assignment (expression has type "tuple[Any, Any, Any]", variable has type "tuple[str, str]")  # N: assignment: Expected 2 items, got 3

# case: any-items-of-a-tuple-of-the-same-length-excuse-silent
from typing import Any
def pair(p: tuple[str, str]) -> None: ...
def either(p: tuple[str, str] | tuple[str]) -> None: ...
def f(one: tuple[Any], two: tuple[Any, Any], many: tuple[Any, ...], bare: tuple) -> None:
    pair(two)
    pair(many)
    pair(bare)
    either(one)
    kept: tuple[str, str] = two

# case: any-items-do-not-excuse-another-length-when-a-declared-name-is-bound-again
from typing import Any
kept: tuple[str, str]
loose: tuple[Any, Any]
def rebind(d: Any, three: tuple[Any, Any, Any]) -> None:
    global kept, loose
    kept = (d, d, d)  # E: assignment: Incompatible types in assignment (expression has type "tuple[Any, Any, Any]", variable has type "tuple[str, str]")  # N: assignment: Expected 2 items, got 3
    loose = three  # E: assignment: Incompatible types in assignment (expression has type "tuple[Any, Any, Any]", variable has type "tuple[Any, Any]")  # N: assignment: Expected 2 items, got 3
    kept = (d, d)
    loose = (d, 1)

# case: a-type-comment-declaration-excuses-any-only-where-it-sits
from typing import Any, Dict
def build(**options) -> None:
    named = options  # type: Dict[str, int]
    loose = options  # type: Dict[Any, Any]
    numbered = options  # type: Dict[int, Any]  # E: assignment: Incompatible types in assignment (expression has type "dict[str, Any]", variable has type "dict[int, Any]")
    nothing = options  # type: None  # E: assignment: Incompatible types in assignment (expression has type "dict[str, Any]", variable has type "None")
def rest(*args) -> None:
    items = args  # type: tuple[int, ...]
    two = args  # type: tuple[int, int]
    one = args  # type: int  # E: assignment: Incompatible types in assignment (expression has type "tuple[Any, ...]", variable has type "int")

# case: a-type-comment-declaration-that-the-value-fits-is-silent
from typing import Any, Dict, List, Tuple
def build(d: Any, **options) -> None:
    named = options  # type: Dict[str, int]
    pair = (d, d)  # type: Tuple[int, str]
    items = [d]  # type: List[str]
    loose = options  # type: Any
