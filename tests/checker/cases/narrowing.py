# Narrowing that real packages rely on: len() of tuple unions, isinstance on protocols and
# tuple items, comparisons with literals, sentinels and classes.

# case: len-eq-selects-the-fixed-tuple
def f(addr: tuple[str, int, int, int] | tuple[str, int]) -> tuple[str, int]:
    if len(addr) == 4:
        host, port, _flow, _scope = addr
        return host.upper(), port
    return addr

# case: len-eq-after-isinstance-both-branches
def f(addr: tuple[str, int, int, int] | tuple[str, int] | str) -> tuple[str, int] | str:
    if isinstance(addr, tuple) and len(addr) == 4:
        host, port, _flow, scope = addr
        return f"{host.split('%')[0]}%{scope}", port
    else:
        return addr

# case: len-reveal-each-branch
def f(t: tuple[int] | tuple[int, str] | tuple[int, str, bytes]) -> None:
    if len(t) != 2:
        reveal_type(t)  # N: reveal-type: Revealed type is "tuple[int] | tuple[int, str, bytes]"
    else:
        reveal_type(t)  # N: reveal-type: Revealed type is "tuple[int, str]"
    if 2 <= len(t):
        reveal_type(t)  # N: reveal-type: Revealed type is "tuple[int, str, bytes] | tuple[int, str]"
    if len(t) > 2:
        reveal_type(t)  # N: reveal-type: Revealed type is "tuple[int, str, bytes]"

# case: type-of-a-value-compared-with-eq-narrows-like-is
class A: ...
class B: ...
def pick(x: A | B) -> None:
    if type(x) == A:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.A"
    else:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.A | case.B"
    if type(x) != B:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.A | case.B"
    else:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.B"

# case: len-eq-spells-out-a-variadic-tuple
def f(t: tuple[int, ...] | None) -> int:
    if t is not None and len(t) == 2:
        reveal_type(t)  # N: reveal-type: Revealed type is "tuple[int, int]"
        a, b = t
        return a + b
    return 0

# case: len-narrowed-wrong-use-still-reported
def f(addr: tuple[str, int, int, int] | tuple[str, int]) -> tuple[str, int]:
    if len(addr) == 4:
        return addr  # E: return-value # N: return-value
    host, port = addr
    return port, host  # E: return-value # N: return-value

# case: len-of-non-tuples-narrows-nothing
def f(x: list[int] | str) -> None:
    if len(x) == 2:
        reveal_type(x)  # N: reveal-type: Revealed type is "list[int] | str"
    len(3)  # E: arg-type # N: arg-type

# case: len-shadowed-is-not-the-builtin
def len(x: object) -> int:
    return 1
def f(t: tuple[int] | tuple[int, int]) -> None:
    if len(t) == 2:
        reveal_type(t)  # N: reveal-type: Revealed type is "tuple[int] | tuple[int, int]"

# case: tuple-item-isinstance-in-comprehension
def f(xs: list[tuple[str, int] | tuple[int, bytes]]) -> list[tuple[str, int]]:
    return [x for x in xs if not isinstance(x[0], int)]

# case: tuple-item-tests-narrow-the-tuple-union
def f(x: tuple[str, int] | tuple[int, bytes] | tuple[None, str]) -> None:
    if isinstance(x[0], str):
        reveal_type(x)  # N: reveal-type: Revealed type is "tuple[str, int]"
    if x[0] is None:
        reveal_type(x)  # N: reveal-type: Revealed type is "tuple[None, str]"
    else:
        reveal_type(x)  # N: reveal-type: Revealed type is "tuple[str, int] | tuple[int, bytes]"

# case: tuple-item-narrowed-wrong-use-still-reported
def f(x: tuple[str, int] | tuple[int, bytes]) -> bytes:
    if isinstance(x[0], int):
        return x[1]
    return x[1]  # E: return-value

# case: tuple-item-test-on-any-item-keeps-the-union
from typing import Any
def f(x: tuple[Any, int] | tuple[int, bytes]) -> None:
    if isinstance(x[0], str):
        reveal_type(x)  # N: reveal-type: Revealed type is "tuple[Any, int] | tuple[int, bytes]"

# case: async-comprehension-iterates-asynchronously
from collections.abc import AsyncIterable, AsyncIterator
async def g() -> AsyncIterator[bytes]:
    yield b""
async def take(it: AsyncIterable[bytes]) -> None: ...
async def f() -> list[bytes]:
    reveal_type({p: 1 async for p in g()})  # N: reveal-type: Revealed type is "dict[bytes, int]"
    reveal_type((p async for p in g()))  # N: reveal-type: Revealed type is "typing.AsyncGenerator[bytes, None]"
    await take(p async for p in g())
    return [p async for p in g()]

# case: async-comprehension-wrong-item-still-reported
from collections.abc import AsyncIterator
async def g() -> AsyncIterator[bytes]:
    yield b""
async def f() -> list[str]:
    return [p async for p in g()]  # E: misc

# case: isinstance-keeps-the-protocols-member-types
from typing import Protocol
class P(Protocol):
    def get(self) -> int: ...
class M:
    extra: str = ""
    def get(self) -> object:
        return 1
def f(x: P) -> int:
    assert isinstance(x, M)
    reveal_type(x.extra)  # N: reveal-type: Revealed type is "str"
    return x.get()

# case: isinstance-keeps-a-generic-protocols-arguments
from typing import Protocol, TypeVar
T = TypeVar("T", covariant=True)
class Q(Protocol[T]):
    def get(self) -> T: ...
class M:
    def get(self) -> object:
        return 1
def f(x: Q[bytes]) -> bytes:
    if isinstance(x, M):
        return x.get()
    return b""

# case: isinstance-from-protocol-wrong-use-still-reported
from typing import Protocol
class P(Protocol):
    def get(self) -> int: ...
class M:
    def get(self) -> object:
        return 1
def f(x: P) -> str:
    if isinstance(x, M):
        return x.get()  # E: return-value
    return ""

# case: isinstance-from-protocol-forgotten-on-reassignment
from typing import Protocol
class P(Protocol):
    def get(self) -> int: ...
class M:
    def get(self) -> object:
        return 1
class Fits:  # fits P structurally (get's types are compared since the Protocols chapter)
    def get(self) -> bool:
        return True
def f(x: P) -> None:
    if isinstance(x, M):
        x = Fits()
        reveal_type(x.get())  # N: reveal-type: Revealed type is "bool"

# case: is-final-enum-sentinel-from-bare-final
import enum
from typing import Final
class NotSetType(enum.Enum):
    token = 0
NOTSET: Final = NotSetType.token
def f(name: str | NotSetType = NOTSET) -> str:
    if name is NOTSET:
        return ""
    return name

# case: is-sentinel-wrong-use-still-reported
import enum
from typing import Final
class NotSetType(enum.Enum):
    token = 0
NOTSET: Final = NotSetType.token
def f(name: str | NotSetType = NOTSET) -> str:
    if name is not NOTSET:
        return ""
    return name  # E: return-value

# case: bare-final-is-typed-by-its-value
from typing import Final
LIMIT: Final = 10
def f() -> str:
    return LIMIT  # E: return-value

# case: is-final-class-object
from typing import final
@final
class NotChecked: ...
def f(res: str | type[NotChecked] | None) -> str | None:
    assert res is not NotChecked
    return res
def g(res: str | type[NotChecked]) -> None:
    if res is NotChecked:
        reveal_type(res)  # N: reveal-type: Revealed type is "type[case.NotChecked]"

# case: is-non-final-class-keeps-type-in-negative-branch
class Base: ...
def f(res: str | type[Base]) -> str:
    if res is Base:
        return ""
    return res  # E: return-value # N: return-value

# case: typeis-leaves-any-unknown-in-negative-branch
import inspect
from types import ModuleType
from typing import Any
def describe(m: ModuleType) -> str:
    return ""
def f(x: Any) -> str:
    if inspect.isclass(x):
        kind = "class"
    else:
        kind = "attribute"
        reveal_type(x)  # N: reveal-type: Revealed type is "Any"
    return kind + describe(x)

# case: typeis-still-removes-known-types
import inspect
from typing import Awaitable, TypeVar
V = TypeVar("V")
async def f(value: Awaitable[V] | V) -> V:
    if inspect.isawaitable(value):
        return await value
    return value

# case: unannotated-star-params-may-be-rebound
from typing import Sequence
def g() -> Sequence[object]:
    return []
def f(*arguments, **kwargs):
    reveal_type(arguments)  # N: reveal-type: Revealed type is "tuple[Any, ...]"
    arguments = g()
    kwargs = 1
def h(*arguments: int) -> None:
    arguments = g()  # E: assignment

# case: unannotated-params-of-an-annotated-def-stay-any-when-rebound-silent
def f(a: int, b, c=None, *, d=1) -> None:
    b = 1
    b.foo
    c = "x"
    c.bar
    d = None
    d.baz
    reveal_type(b)  # N: reveal-type: Revealed type is "Any"
    reveal_type(d)  # N: reveal-type: Revealed type is "Any"

# case: unannotated-params-of-an-annotated-def-are-still-narrowed-by-isinstance
def g(a: int, e) -> None:
    e = 1
    if isinstance(e, int):
        reveal_type(e)  # N: reveal-type: Revealed type is "int"
        e.qux  # E: attr-defined: "int" has no attribute "qux"

# case: isinstance-against-a-function-narrows-nothing
from typing import Any, overload
@overload
def Factory(make: int) -> int: ...
@overload
def Factory(make: str) -> str: ...
def Factory(make: Any) -> Any: ...
def plain(x: int) -> int: raise NotImplementedError
def check(d: Any | None, e: int | None) -> None:
    if isinstance(d, Factory):  # E: arg-type
        reveal_type(d)  # N: reveal-type: Revealed type is "Any | None"
        d.factory  # E: union-attr: Item "None" of "Any | None" has no attribute "factory"
    if isinstance(e, plain):  # E: arg-type
        reveal_type(e)  # N: reveal-type: Revealed type is "int | None"

# case: isinstance-against-an-unknown-class-narrows-to-it-silent
from typing import Any
def check(d: int | None, cls: Any) -> None:
    if isinstance(d, cls):
        d.anything

# case: c3-order-finds-a-later-bases-init
from ctypes import py_object
obj = py_object(1)
class A:
    def m(self) -> int:
        return 1
class B(A): ...
class C(A):
    def m(self) -> bool:
        return True
class D(B, C): ...
reveal_type(D().m())  # N: reveal-type: Revealed type is "bool"

# case: constrained-typevar-body-per-constraint
from typing import AnyStr
def to_match(v: str, m: AnyStr) -> AnyStr:
    return v if isinstance(m, str) else v.encode()
def join(a: AnyStr, b: AnyStr) -> AnyStr:
    return a + b
def upper(m: AnyStr) -> AnyStr:
    if isinstance(m, str):
        return m.upper()
    return m.upper()

# case: constrained-typevar-body-wrong-constraint-reported
from typing import AnyStr
def text(m: AnyStr) -> AnyStr:
    return "x"  # E: return-value: Incompatible return value type (got "str", expected "bytes")
def only_str(m: AnyStr) -> AnyStr:  # E: return
    if isinstance(m, str):
        return m

# case: instances-without-bool-or-len-are-always-true
from typing import Protocol, Sized
class Info:
    typename: str = ""
class Bag:
    def __len__(self) -> int:
        return 0
def f(info: Info | None, bag: Bag | None, sized: Sized | None) -> None:
    message: str = (info and info.typename) or ""
    reveal_type(bag and 1)  # N: reveal-type: Revealed type is "case.Bag | None | Literal[1]"
    reveal_type(sized and 1)  # N: reveal-type: Revealed type is "typing.Sized | None | Literal[1]"
    if not info:
        reveal_type(info)  # N: reveal-type: Revealed type is "None"

# case: always-true-instance-wrong-use-still-reported
class Info:
    typename: str = ""
def f(info: Info | None) -> int:
    return (info and info.typename) or 0  # E: return-value # N: return-value

# case: hasattr-else-branch-drops-members-that-have-it
from typing import AsyncIterable, Iterable, TypeVar
V = TypeVar("V")
def f(it: AsyncIterable[V] | Iterable[V]) -> None:
    if hasattr(it, "__aiter__"):
        pass
    else:
        reveal_type(it)  # N: reveal-type: Revealed type is "typing.Iterable[V]"

# case: match-or-of-class-patterns-and-none
from types import TracebackType
class Info: ...
class Group: ...
def f(x: Info | tuple[type[BaseException], BaseException, TracebackType] | None) -> Info | None:
    match x:
        case tuple():
            return None
        case Info() | None:
            return x
def g(x: Info | Group | int) -> Info | Group:
    match x:
        case Info() | Group():
            return x
        case _:
            return Info()

# case: match-or-narrowed-wrong-use-still-reported
from typing import final
class Info: ...
@final
class Group: ...
def f(x: Info | Group | None) -> Info:
    match x:
        case Info() | None:
            return x  # E: return-value # N: return-value
    return Info()

# case: match-or-with-a-value-pattern-narrows-to-the-literal
class Info: ...
def f(x: Info | int) -> None:
    match x:
        case Info() | 3:
            reveal_type(x)  # N: reveal-type: Revealed type is "case.Info | Literal[3]"

# case: match-or-alternative-sees-what-earlier-ones-left
class A: ...
class B(A): ...
def f(x: A | int, y: int | str | None) -> None:
    match x:
        case A() | B():
            reveal_type(x)  # N: reveal-type: Revealed type is "case.A"
        case _:
            reveal_type(x)  # N: reveal-type: Revealed type is "int"
    match y:
        case int() | str():
            reveal_type(y)  # N: reveal-type: Revealed type is "int | str"
        case None:
            reveal_type(y)  # N: reveal-type: Revealed type is "None"

# case: comprehension-keeps-declared-literal-items
from typing import Literal
Tag = Literal["a", "b"]
def show(t: Tag) -> str:
    return t
def f(tags: tuple[Tag, ...]) -> list[str]:
    reveal_type([n for n in (1, 2)])  # N: reveal-type: Revealed type is "list[int]"
    return [show(t) for t in tags]

# case: hasattr-that-always-holds-leaves-no-else
from typing import IO
def dump(fp: IO[bytes], items: list[str]) -> None:
    if hasattr(fp, "writelines"):
        fp.writelines([])
    else:
        for item in items:
            fp.write(item)

# case: hasattr-of-a-missing-attribute-keeps-the-else
from typing import IO
def dump(fp: IO[bytes], item: str) -> None:
    if hasattr(fp, "flush_all"):
        pass
    else:
        fp.write(item)  # E: call-overload # N: call-overload

# case: dynamic-module-keeps-the-builtins
from collections.abc import Sequence
class Call:
    def __init__(self, kwargs: dict[str, object]) -> None:
        self.__dict__.update(kwargs)
def take(entries: Sequence[tuple[str, str]]) -> None:
    entries = list(entries)
    while entries:
        name, check = entries.pop(0)
reveal_type(list)  # N: reveal-type: Revealed type is "Overload(def [_T] () -> list[_T], def [_T] (typing.Iterable[_T]) -> list[_T])"
undefined_here  # dynamic: unknown names stay unknown

# case: star-import-follows-all-extended-under-a-version-test
import collections.abc
from collections.abc import ByteString, Sized
def f(x: object) -> None:
    if isinstance(x, collections.abc.ByteString):
        pass
collections.abc.NotThere  # E: attr-defined

# case: match-later-cases-see-what-earlier-ones-did-not-match
from typing import final
class Group: ...
class Single: ...
@final
class Alias: ...
def parse(x: type[BaseException] | Alias) -> int:
    return 1
def f(exc: type[BaseException] | Alias | Group | Single | tuple[int, ...]) -> int:
    match exc:
        case Group() | Single():
            return 1
        case tuple():
            raise TypeError
        case _:
            reveal_type(exc)  # N: reveal-type: Revealed type is "type[BaseException] | case.Alias"
            return parse(exc)

# case: match-remaining-wrong-use-still-reported
class Group: ...
def f(x: Group | int | None) -> str:
    match x:
        case Group():
            return ""
        case None:
            return ""
        case _:
            return x  # E: return-value

# case: generic-new-returning-self-solves-the-class-parameters
from typing import Collection
def run(excs: tuple[type[BaseException], ...]) -> None: ...
def f(excs: Collection[type[BaseException]], xs: list[int]) -> list[int]:
    excs = tuple(excs)
    run(excs)
    reveal_type(tuple(xs))  # N: reveal-type: Revealed type is "tuple[int, ...]"
    return tuple(xs)  # E: return-value: Incompatible return value type (got "tuple[int, ...]", expected "list[int]")

# case: is-a-sentinel-keeps-a-type-variable
from typing import TypeVar
T = TypeVar("T")
def check(retval: T, expected: type) -> T:
    if retval is NotImplemented and expected is bool:
        return retval
    return retval
def none_or(value: "int | None") -> int:
    if value is None:
        reveal_type(value)  # N: reveal-type: Revealed type is "None"
        return 0
    return value

# case: hasattr-on-a-module-that-has-the-name-keeps-its-else
# mypy keeps a module in the else branch (its stubs may name what the runtime lacks); an
# unannotated def, which mypy skips, leaves no else.
import base64
def decode(value: bytes) -> bytes:
    if hasattr(base64, "decodebytes"):
        return base64.decodebytes(value)
    else:
        return base64.decodestring(value)  # E: attr-defined: Module has no attribute "decodestring"
def decode_unannotated(value):
    if hasattr(base64, "decodebytes"):
        return base64.decodebytes(value)
    else:
        return base64.decodestring(value)
def encode(value: bytes) -> bytes:
    if hasattr(base64, "encodestring"):
        return base64.encodestring(value)
    return base64.encodestring(value)  # E: attr-defined: Module has no attribute "encodestring"


# case: in-a-builtin-container-keeps-the-members-that-may-be-items
# ``x in c`` is true: x equals an item. A function or a plain object equals only itself, a str
# no int, so those members go (hypothesis' remove_observability_callback), as with mypy.
from typing import Callable
One = Callable[[int], None]
Two = Callable[[int, int], None]
twos: list[Two] = []
def remove(f: One | Two) -> None:
    if f in twos:
        reveal_type(f)  # N: reveal-type: Revealed type is "def (int, int)"
        twos.remove(f)
def drop(x: int | str, xs: list[int], y: float | str, found: dict[int, str]) -> None:
    if x in xs:
        xs.remove(x)
    if y in found:
        reveal_type(y)  # N: reveal-type: Revealed type is "float"

# case: in-a-container-of-another-class-narrows-nothing
# Only a builtin container's ``in`` is known to compare items with ``==`` (mypy's
# builtin_item_type): in a Sequence or a Mapping, x keeps its type, None included (libcst's
# gather.py, scope_provider.py).
from typing import KeysView, Mapping, Optional, Sequence
def use(node: object, kinds: Sequence[type[int]], usage: dict[type[int], str], name: Optional[str],
        names: Mapping[str, int], keys: KeysView[str]) -> None:
    if node in kinds:
        usage[node]  # E: index: Invalid index type "object" for "dict[type[int], str]"; expected type "type[int]"
    if name in names:
        names[name]  # E: index: Invalid index type "str | None" for "Mapping[str, int]"; expected type "str"
    if name in keys:
        names[name]

# case: in-a-builtin-container-narrows-silent
from typing import Optional
def use(node: object, kinds: list[type[int]], usage: dict[type[int], str], name: Optional[str],
        names: dict[str, int]) -> None:
    if node in kinds:
        usage[node]
    if name in names:
        names[name]
    if name in names.keys():
        names[name]

# case: in-a-container-narrowing-wrong-use-still-reported
# The other branch, or values that may equal an item without being one, keep their types.
from decimal import Decimal
from typing import Callable
One = Callable[[int], None]
Two = Callable[[int, int], None]
twos: list[Two] = []
def remove(f: One | Two, x: int | str, decimals: list[Decimal]) -> None:
    if f not in twos:
        twos.remove(f)  # E: arg-type  # N: arg-type: Too many positional parameters: accepts 1
    if x in decimals:
        reveal_type(x)  # N: reveal-type: Revealed type is "int | str"

# case: a-name-deleted-in-a-loop-keeps-its-narrowed-attributes
from typing import Optional
class Rec:
    fresh: bool
class Fairy:
    rec: Optional[Rec]
def checkout(fairy: Fairy, attempts: int) -> Fairy:
    assert fairy.rec is not None
    while attempts > 0:
        fresh = fairy.rec.fresh
        try:
            attempts -= 1
        except BaseException:
            del fairy
            raise
    return fairy

# case: a-name-rebound-in-a-loop-forgets-its-narrowed-attributes
from typing import Optional
class Rec:
    fresh: bool
class Fairy:
    rec: Optional[Rec]
def checkout(fairy: Fairy, attempts: int, other: Fairy) -> None:
    assert fairy.rec is not None
    while attempts > 0:
        fresh = fairy.rec.fresh  # E: union-attr
        fairy = other
        attempts -= 1

# case: an-overloaded-type-guard-narrows-by-the-item-the-call-resolves-to
from typing import Any, ForwardRef, Literal, Union, overload
from typing_extensions import TypeGuard
@overload
def is_fwd_ref(type_: object, check_generic: bool = ..., check_for_plain_string: Literal[False] = ...) -> TypeGuard[ForwardRef]: ...
@overload
def is_fwd_ref(type_: object, check_generic: bool = ..., check_for_plain_string: bool = ...) -> TypeGuard[Union[str, ForwardRef]]: ...
def is_fwd_ref(type_: object, check_generic: bool = False, check_for_plain_string: bool = False) -> TypeGuard[Union[str, ForwardRef]]:
    return isinstance(type_, ForwardRef)
def scan(annotation: Union[type[Any], str, ForwardRef]) -> str:
    if is_fwd_ref(annotation):
        return annotation.__forward_arg__
    if is_fwd_ref(annotation, False, True):
        return annotation.__forward_arg__  # E: union-attr: Item "str" of "str | ForwardRef" has no attribute "__forward_arg__"
    return ""

# case: an-overloaded-typeis-keeps-the-argument-type
import inspect
from dataclasses import is_dataclass
from typing import Any, Callable, Type, TypeVar, Union
_CC = TypeVar("_CC")
def init_accessor(composite_class: Union[Type[_CC], Callable[..., _CC]]) -> None:
    if is_dataclass(composite_class):
        inspect.signature(composite_class)

# case: not-in-none-and-final-enum-members-removes-them
import enum
from typing import Final, Literal, Optional, Union
class SchemaConst(enum.Enum):
    RETAIN_SCHEMA = 1
    BLANK_SCHEMA = 2
RETAIN_SCHEMA: Final[Literal[SchemaConst.RETAIN_SCHEMA]] = SchemaConst.RETAIN_SCHEMA
BLANK_SCHEMA: Final[Literal[SchemaConst.BLANK_SCHEMA]] = SchemaConst.BLANK_SCHEMA
def target(schema: Optional[str]) -> None: ...
def copy(schema: Optional[Union[str, Literal[SchemaConst.RETAIN_SCHEMA, SchemaConst.BLANK_SCHEMA]]]) -> None:
    if schema not in (None, RETAIN_SCHEMA):
        target(None if schema is BLANK_SCHEMA else schema)
    if schema in (None, SchemaConst.BLANK_SCHEMA):
        reveal_type(schema)  # N: reveal-type: Revealed type is "None | Literal[case.SchemaConst.BLANK_SCHEMA]"

# case: not-in-none-and-an-enum-member-keeps-the-others
import enum
from typing import Final, Literal, Optional, Union
class SchemaConst(enum.Enum):
    RETAIN_SCHEMA = 1
    BLANK_SCHEMA = 2
RETAIN_SCHEMA: Final[Literal[SchemaConst.RETAIN_SCHEMA]] = SchemaConst.RETAIN_SCHEMA
def target(schema: Optional[str]) -> None: ...
def copy(schema: Optional[Union[str, Literal[SchemaConst.RETAIN_SCHEMA, SchemaConst.BLANK_SCHEMA]]]) -> None:
    if schema not in (None, RETAIN_SCHEMA):
        target(schema)  # E: arg-type  # N: arg-type: Item "Literal[SchemaConst.BLANK_SCHEMA]" does not fit

# case: not-in-none-and-other-values-removes-none
# urllib3 util/ssl_.py: ``ssl_version not in (None, PROTOCOL_TLS, PROTOCOL_TLS_CLIENT)``; only the
# singleton is known to differ from what x is where the test holds (mypy).
versions: dict[int, int] = {}
TLS = 2
def create(ssl_version: int | None, other: int | None) -> None:
    if ssl_version not in (None, TLS, 16):
        versions.get(ssl_version, 0)
    else:
        reveal_type(ssl_version)  # N: reveal-type: Revealed type is "None | int"
    if ssl_version in (None, TLS):
        return
    reveal_type(ssl_version)  # N: reveal-type: Revealed type is "int"

# case: not-in-none-and-other-values-keeps-the-others
versions: dict[int, int] = {}
TLS = 2
def create(ssl_version: int | str | None, other: int | None) -> None:
    if ssl_version not in (None, TLS):
        versions.get(ssl_version, 0)  # E: arg-type  # N: arg-type
    if ssl_version in (TLS, 16):
        versions.get(ssl_version, 0)
    if ssl_version not in (TLS, 16):
        versions.get(ssl_version, 0)  # E: arg-type  # N: arg-type
    if ssl_version in (None, TLS):
        versions.get(ssl_version, 0)  # E: arg-type  # N: arg-type
    if ssl_version in (other, "x"):
        versions.get(ssl_version, 0)  # E: arg-type  # N: arg-type

# case: an-overloaded-generic-type-guard-on-self-types-stays-unknown min_python=3.11
from typing import Generic, Sequence, TypeVar, overload
from typing_extensions import TypeGuard
BaseExcT_co = TypeVar("BaseExcT_co", bound=BaseException, covariant=True)
BaseExcT_1 = TypeVar("BaseExcT_1", bound=BaseException)
ExcT_1 = TypeVar("ExcT_1", bound=Exception)
class AbstractRaises(Generic[BaseExcT_co]):
    def _check_check(self: "AbstractRaises[BaseExcT_1]", exception: BaseExcT_1) -> bool:
        return True
class RaisesGroup(AbstractRaises[BaseExceptionGroup[BaseExcT_co]]):
    @overload
    def _check_exceptions(self: "RaisesGroup[ExcT_1]", exc: Exception, actual: Sequence[Exception]) -> TypeGuard[ExceptionGroup[ExcT_1]]: ...
    @overload
    def _check_exceptions(self: "RaisesGroup[BaseExcT_1]", exc: BaseException, actual: Sequence[BaseException]) -> TypeGuard[BaseExceptionGroup[BaseExcT_1]]: ...
    def _check_exceptions(self, exc: BaseException, actual: Sequence[BaseException]) -> bool:
        return True
    def matches(self, exception: BaseException | None) -> bool:
        if not isinstance(exception, BaseExceptionGroup):
            return False
        if not self._check_exceptions(exception, exception.exceptions):
            return False
        return self._check_check(exception)

# case: reassigning-a-name-forgets-its-attributes-and-items-but-not-its-neighbours
from typing import Optional
class Node:
    value: Optional[int] = None
    items: list[Optional[int]] = []
def reset(a: Node, ab: Node, d: dict[str, Optional[int]]) -> None:
    assert a.value is not None and ab.value is not None
    assert a.items[0] is not None and d["k"] is not None
    for _ in range(3):
        a.value + 1
        a.items[0] + 1
        ab.value + 1
    a = Node()
    a.value + 1  # E: operator
    a.items[0] + 1  # E: operator
    ab.value + 1
    d["k"] + 1
    d = {}
    d["k"] + 1  # E: operator

# case: isinstance-of-unrelated-disjoint-bases-never-holds
# PEP 800: type and types.GenericAlias are both @disjoint_base, so no value is both and the
# branch is not checked (pydantic v1/typing.py: hasattr keeps type[Any], as with mypy).
from typing import Any, Type
from types import GenericAlias
def convert(tp: Type[Any], origin: Any, args: Any) -> Type[Any]:
    if not hasattr(tp, "__args__"):
        return tp
    reveal_type(tp)  # N: reveal-type: Revealed type is "type[Any]"
    if isinstance(tp, GenericAlias):
        return GenericAlias(origin, args)
    return tp

# case: isinstance-of-classes-that-may-meet-is-still-checked
from typing import Any, Type
from types import GenericAlias
class Plain: ...
def convert(tp: Plain, origin: Any, args: Any, t: Type[Any]) -> Type[Any]:
    if isinstance(tp, GenericAlias):
        return GenericAlias(origin, args)  # E: return-value
    if isinstance(t, type):
        return GenericAlias(origin, args)  # E: return-value
    return t

# case: an-item-indexed-by-a-constant-name-is-narrowed
# SQLAlchemy engine/cursor.py: ``value[MD_INDEX]`` with ``MD_INDEX: Final[Literal[0]]``.
from typing import Final, Literal, Optional
MD_INDEX: Final[Literal[0]] = 0
def shift(value: tuple[Optional[int], str], offset: int) -> int:
    if value[MD_INDEX] is not None:
        return value[MD_INDEX] + offset
    return offset

# case: an-item-indexed-by-a-rebound-or-lowercase-name-is-not-narrowed
from typing import Optional
MD_INDEX = 0
def shift(value: list[Optional[int]], offset: int, i: int) -> int:
    if value[MD_INDEX] is not None:
        MD_INDEX = 1
        return value[MD_INDEX] + offset  # E: operator
    if value[i] is not None:
        return value[i] + offset  # E: operator
    return offset

# case: rebinding-the-container-forgets-an-item-indexed-by-a-constant-name
from typing import Optional
IDX = 0
def f(value: list[Optional[int]], other: list[Optional[int]]) -> None:
    if value[IDX] is not None:
        value[IDX] + 1
        value = other
        value[IDX] + 1  # E: operator

# case: an-empty-tuple-is-never-true
# SQLAlchemy orm/strategy_options.py: ``path: tuple[()] | tuple[str]``, ``assert self.path``.
from typing import Tuple, Union
class WildcardLoad:
    path: Union[Tuple[()], Tuple[str]]
    def first(self) -> str:
        assert self.path
        return self.path[0]

# case: a-possibly-empty-tuple-is-still-checked
from typing import Tuple, Union
class WildcardLoad:
    path: Union[Tuple[()], Tuple[str]]
    def first(self) -> str:
        if not self.path:
            return self.path[0]  # E: misc: Tuple index out of range
        return self.path[1]  # E: misc: Tuple index out of range

# case: assigning-to-an-optional-declared-with-any-arguments-narrows-away-none
# typer _click/utils.py: ``file = auto_wrap_for_ansi(file, color)`` gives a TextIO to a
# ``file: IO[Any] | None`` parameter: the name is no longer None (mypy narrows the declaration).
from typing import IO, Any, TextIO
def wrap(stream: TextIO) -> TextIO: raise NotImplementedError
def echo(file: IO[Any] | None, flag: bool, text: TextIO) -> None:
    if file is None:
        return
    if flag:
        file = wrap(text)
    file.write("x")
    file.flush()

# case: assigning-to-an-optional-declared-with-any-arguments-keeps-what-may-be-none
from typing import IO, Any, TextIO
def wrap(stream: TextIO) -> TextIO | None: ...
def echo(file: IO[Any] | None, flag: bool, text: TextIO) -> None:
    if file is None:
        return
    if flag:
        file = wrap(text)
    file.write("x")  # E: union-attr: Item "None" of "IO[Any] | None" has no attribute "write"

# case: the-other-side-of-a-platform-test-that-fails-does-not-run
# filelock _soft/_strict/_lock.py: ``sys.platform == "win32" and all(map(oplock_wait_cancelled,
# errors))`` with the name imported only on Windows; mypy skips the right operand elsewhere.
import sys
if sys.platform == "win32":
    from os import startfile as only_windows
def cancelled(errors: list[str]) -> bool:
    if sys.platform == "win32" and all(map(only_windows, errors)):
        return True
    return sys.platform != "win32" or only_windows("a") is None

# case: the-other-side-of-a-platform-test-that-holds-is-still-checked
import sys
if sys.platform == "win32":
    from os import startfile as only_windows
def cancelled(errors: list[str]) -> bool:
    if sys.platform != "win32" and all(map(only_windows, errors)):  # E: name-defined
        return True
    return sys.version_info >= (3, 8) and undefined_name  # E: name-defined

# case: an-assignment-that-does-not-fit-keeps-the-narrowed-type
# arrow arrow.py: ``granularity = cast(TimeFrame, granularity)  # type: ignore[assignment]``
# inside ``isinstance(granularity, str)``: a value that does not fit the declaration narrows
# nothing (mypy's binder), so ``granularity += "s"`` is still on a str.
from typing import List, Literal, Union, cast
Granularity = Literal["auto", "second", "minute"]
TimeFrame = Literal["second", "seconds", "minute", "minutes"]
def humanize(granularity: Union[Granularity, List[Granularity]] = "auto") -> None:
    if isinstance(granularity, str):
        granularity = cast(TimeFrame, granularity)  # type: ignore[assignment]
        granularity += "s"  # type: ignore[assignment]

# case: an-assignment-that-does-not-fit-is-still-reported
from typing import List, Literal, Union, cast
Granularity = Literal["auto", "second", "minute"]
TimeFrame = Literal["second", "seconds", "minute", "minutes"]
def humanize(granularity: Union[Granularity, List[Granularity]], count: int | None) -> None:
    if isinstance(granularity, str):
        granularity = cast(TimeFrame, granularity)  # E: assignment # N: assignment
        granularity += "s"  # E: assignment
    granularity += "s"  # E: operator  # E: assignment
    count = "many"  # E: assignment
    reveal_type(count)  # N: reveal-type: Revealed type is "int | None"

# case: identity-with-another-value-narrows-both-sides
# mypy: after ``a is b`` each side is what it shares with the other.
class Task: ...
class Sub(Task): ...
class Runner:
    init_task: Task | None = None
def current() -> Task: raise NotImplementedError
def needs(task: Task) -> None: ...
def run(runner: Runner, sub: Sub | None, other: "Task | str") -> None:
    assert current() is runner.init_task
    needs(runner.init_task)
    if other is sub:
        reveal_type(other)  # N: reveal-type: Revealed type is "case.Sub"
        reveal_type(sub)  # N: reveal-type: Revealed type is "case.Sub"
    else:
        needs(sub)  # E: arg-type: Argument 1 to "needs" has incompatible type "Sub | None"; expected "Task"  # N: arg-type: Item "None" does not fit
    if sub is not runner.init_task:
        needs(sub)  # E: arg-type: Argument 1 to "needs" has incompatible type "Sub | None"; expected "Task"  # N: arg-type: Item "None" does not fit

# case: assigning-a-module-attribute-narrows-it
import sys
def report(error: BaseException) -> None:
    sys.last_type, sys.last_value = type(error), error
    sys.excepthook(sys.last_type, sys.last_value, error.__traceback__)

# case: assigning-a-module-attribute-is-checked-against-its-declaration
import sys
def report(error: BaseException) -> None:
    sys.last_type = error  # E: assignment: Incompatible types in assignment (expression has type "BaseException", variable has type "type[BaseException] | None")
    sys.excepthook(sys.last_type, error, None)  # E: arg-type: Argument 1 has incompatible type "type[BaseException] | None"; expected "type[BaseException]"  # N: arg-type: Item "None" does not fit

# case: assigning-a-function-attribute-narrows-it
def make(extra: bool) -> None:
    def wrapper() -> None: ...
    wrapper.__doc__ = "Like the original, but async."
    if extra:
        wrapper.__doc__ += " Only on some platforms."

# case: assigning-a-function-attribute-is-checked
def make(extra: bool) -> None:
    def wrapper() -> None: ...
    wrapper.__name__ = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
    if extra:
        wrapper.__doc__ += " Only on some platforms."  # E: operator: Unsupported left operand type for + ("None")

# case: a-type-variable-found-in-a-builtin-container-is-also-an-item
from typing import Generic, TypeVar
E = TypeVar("E")
class Loose:
    def __eq__(self, other: object) -> bool: return True
def take(v: str | None) -> None: ...
def take_loose(v: Loose) -> None: ...
class Prop(Generic[E]):
    def __init__(self, valid: set[str], loose: list[Loose]) -> None:
        self.valid = valid
        self.loose = loose
    def set(self, value: E | None = None) -> None:
        if value is None:
            return
        if value not in self.valid:
            raise ValueError
        take(value)

# case: a-type-variable-stays-itself-outside-or-beside-a-loose-container
from typing import Generic, TypeVar
E = TypeVar("E")
class Loose:
    def __eq__(self, other: object) -> bool: return True
def take(v: str | None) -> None: ...
def take_loose(v: Loose) -> None: ...
class Prop(Generic[E]):
    def __init__(self, valid: set[str], loose: list[Loose]) -> None:
        self.valid = valid
        self.loose = loose
    def set(self, value: E) -> None:
        take(value)  # E: arg-type: Argument 1 to "take" has incompatible type "E"; expected "str | None"
    def set_loose(self, value: E) -> None:
        if value in self.loose:
            take_loose(value)  # E: arg-type: Argument 1 to "take_loose" has incompatible type "E"; expected "Loose"

# case: an-assignment-that-fits-a-member-through-its-any-rules-out-the-others
from typing import Any, Generic, TypeVar
T_co = TypeVar("T_co", covariant=True)
class Task(Generic[T_co]):
    def add_done_callback(self) -> None: ...
def create_task() -> Task[None]:
    return Task()
class Worker:
    def __init__(self) -> None:
        self._task: Task[Any] | None = None
    def start(self) -> None:
        self._task = create_task()
        self._task.add_done_callback()

# case: an-assignment-through-any-narrows-to-the-fitting-member-only
from typing import Any, Generic, TypeVar
T_co = TypeVar("T_co", covariant=True)
class Task(Generic[T_co]):
    def add_done_callback(self) -> None: ...
def create_task() -> Task[None]:
    return Task()
class Worker:
    def __init__(self) -> None:
        self._task: Task[Any] | None = None
    def start(self) -> None:
        self._task = create_task()
        self._task.cancel()  # E: attr-defined: "Task[Any]" has no attribute "cancel"
    def restart(self, fresh: bool) -> None:
        if fresh:
            self._task = create_task()
        self._task.add_done_callback()  # E: union-attr: Item "None" of "Task[Any] | None" has no attribute "add_done_callback"

# case: a-walrus-in-a-condition-binds-once
from typing import Optional
class Block:
    previous: Optional["Block"]
    is_comment: bool
def only_comments_before(block: Optional[Block]) -> bool:
    if not block:
        return False
    while block := block.previous:
        if not block.is_comment:
            return False
    return True
def parent_of(block: Optional[Block]) -> Optional[Block]:
    if not block:
        return None
    if block := block.previous:
        return block
    return None
def grandparent(block: Block) -> Block:
    current: Optional[Block] = block
    assert (current := current.previous)  # E: union-attr: Item "None" of "Block | None" has no attribute "previous"
    return current

# case: a-walrus-in-a-condition-still-sees-the-declared-type
from typing import Optional
class Block:
    previous: Optional["Block"]
def unchecked(block: Optional[Block]) -> None:
    if block := block.previous:  # E: union-attr: Item "None" of "Block | None" has no attribute "previous"
        pass

# case: x-is-y-makes-x-also-of-ys-type
from typing import Union
class Base:
    parent: "Node | None"
    def remove(self) -> None:
        if self.parent:
            for i in range(3):
                if self.parent.children[i] is self:
                    self.parent.take(self)
    def replace(self) -> None:
        assert self.parent is not None
        for ch in self.parent.children:
            if ch is self:
                break
        else:
            raise AssertionError
        self.parent.take(self)
class Node(Base):
    children: list["Child"]
    def take(self, child: "Child") -> None: ...
class Leaf(Base): ...
Child = Union[Node, Leaf]
def pick(a: int | None, b: int) -> int:
    if a is b:
        return a
    return 0

# case: x-is-not-y-or-x-is-unrelated-y-keeps-xs-type
from typing import Union
class Base:
    parent: "Node | None"
    def remove(self) -> None:
        if self.parent and self is not self.parent.children[0]:
            self.parent.take(self)  # E: arg-type: Argument 1 to "take" of "Node" has incompatible type "Base"; expected "Node | Leaf"
class Node(Base):
    children: list["Child"]
    def take(self, child: "Child") -> None: ...
class Leaf(Base): ...
Child = Union[Node, Leaf]
def pick(a: int | None, c: str) -> int:
    if a is c:
        return a  # E: return-value: Incompatible return value type (got "int | None", expected "int")  # N: return-value: Item "None" does not fit
    return 0

# case: a-bool-returning-literal-true-is-never-false
from typing import Literal, Optional
class Handler:
    upgraded: bool
class Connection:
    def __bool__(self) -> Literal[True]:
        return True
    @property
    def protocol(self) -> Optional[Handler]: ...
class MaybeEmpty:
    def __bool__(self) -> bool:
        return True
    @property
    def protocol(self) -> Optional[Handler]: ...
def response_eof(connection: Optional[Connection], other: Optional[MaybeEmpty]) -> None:
    protocol = connection and connection.protocol
    if protocol is not None and protocol.upgraded:
        return

# case: a-bool-returning-bool-may-be-false
from typing import Optional
class Handler:
    upgraded: bool
class MaybeEmpty:
    def __bool__(self) -> bool:
        return True
    @property
    def protocol(self) -> Optional[Handler]: ...
def response_eof(other: Optional[MaybeEmpty]) -> None:
    maybe = other and other.protocol
    if maybe is not None and maybe.upgraded:  # E: union-attr: Item "MaybeEmpty" of "MaybeEmpty | Handler" has no attribute "upgraded"
        return

# case: not-in-a-display-of-none-and-false-leaves-them-out
def parse(args: list[str] | tuple[str, ...] | bool) -> None: ...
def settings(cli_parse_args: bool | list[str] | tuple[str, ...] | None, count: int | None) -> None:
    if cli_parse_args not in (None, False):
        parse(args=cli_parse_args)
    if count not in (None, False):
        count + 1

# case: not-in-a-display-without-none-keeps-none
def parse(args: list[str] | tuple[str, ...] | bool) -> None: ...
def settings(cli_parse_args: bool | list[str] | tuple[str, ...] | None) -> None:
    if cli_parse_args not in (False,):
        parse(args=cli_parse_args)  # E: arg-type  # N: arg-type: Item "None" does not fit
    if cli_parse_args in (None, False):
        parse(args=cli_parse_args)  # E: arg-type  # N: arg-type: Item "None" does not fit

# case: a-test-on-an-item-narrows-a-union-of-sequences
def aliases(v_alias: str | list[str | int] | list[list[str | int]] | None) -> None:
    if isinstance(v_alias, list):
        if isinstance(v_alias[0], list):
            for alias in v_alias:
                first = alias[0]
                len(alias) > 1

# case: a-test-on-an-item-keeps-the-sequences-whose-item-may-pass
def aliases(v_alias: list[int | list[str]] | list[list[str]]) -> None:
    if isinstance(v_alias[0], list):
        for alias in v_alias:
            alias.append("x")  # E: union-attr: Item "int" of "int | list[str]" has no attribute "append"

# case: an-instance-whose-bool-returns-literal-true-is-never-false
from typing import Literal, Optional
class Node:
    parent: Optional["Node"]
    def __bool__(self) -> Literal[True]:
        return True
    def __len__(self) -> int:
        return 0
def docname(node: Node) -> str:
    while node:
        node = node.parent  # type: ignore[assignment]
    return node["source"]  # unreachable: the loop ends only by raising
def maybe(node: Optional[Node]) -> None:
    if not node:
        reveal_type(node)  # N: reveal-type: Revealed type is "None"

# case: an-instance-whose-bool-returns-bool-may-be-false
from typing import Optional
class Node:
    parent: Optional["Node"]
    def __bool__(self) -> bool:
        return True
def docname(node: Node) -> str:
    while node:
        node = node.parent  # type: ignore[assignment]
    return node["source"]  # E: index: Value of type "Node" is not indexable
def maybe(node: Optional[Node]) -> None:
    if not node:
        reveal_type(node)  # N: reveal-type: Revealed type is "case.Node | None"

# case: a-literal-attribute-test-narrows-a-union-of-classes
from typing import Literal, Optional, Sequence
class Module:
    obj_type: Literal["module"] = "module"
    all: Optional[Sequence[str]] = None
class ClassDef:
    obj_type: Literal["class", "exception"]
    bases: Sequence[str]
def wanted(props: Module | ClassDef, ignore_all: bool) -> Sequence[str]:
    if props.obj_type == "module" and not ignore_all and props.all is not None:
        return props.all
    if props.obj_type != "module":
        return props.bases
    reveal_type(props)  # N: reveal-type: Revealed type is "case.Module"
    return []

# case: a-literal-attribute-test-keeps-a-member-without-the-attribute
from typing import Literal
class Module:
    obj_type: Literal["module"] = "module"
class Missing:
    pass
def other(props: Module | Missing) -> None:
    if props.obj_type == "module":  # E: union-attr
        reveal_type(props)  # N: reveal-type: Revealed type is "case.Module | case.Missing"

# case: an-attribute-test-that-every-member-can-pass-narrows-nothing
from typing import Literal, Optional, Sequence
class Module:
    obj_type: str = "module"
    all: Optional[Sequence[str]] = None
class ClassDef:
    obj_type: Literal["class", "exception"]
def wanted(props: Module | ClassDef) -> None:
    if props.obj_type == "class":
        props.all  # E: union-attr: Item "ClassDef" of "Module | ClassDef" has no attribute "all"

# case: in-a-tuple-of-literals-narrows-a-value-that-may-be-a-literal
from typing import Literal, Union
Predefined = Literal["full", "long", "medium", "short"]
def get_format(format: Predefined = "medium") -> str:
    return format
def parse(format: Union[Predefined, str] = "medium") -> str:
    if format in ("full", "long", "medium", "short"):
        return get_format(format=format)
    return format

# case: in-a-tuple-of-literals-leaves-a-plain-str-a-str
from typing import Literal
Predefined = Literal["full", "long", "medium", "short"]
def get_format(format: Predefined = "medium") -> str:
    return format
def parse(format: str = "medium") -> str:
    if format in ("full", "long", "medium", "short"):
        reveal_type(format)  # N: reveal-type: Revealed type is "str"
        return get_format(format=format)  # E: arg-type
    return format

# case: isinstance-looks-at-runtime-classes-not-promotions
from typing import Union
Buffer = Union[bytes, bytearray, memoryview]
def parse_row(data: Buffer) -> list[bytes]:
    if not isinstance(data, bytes):
        reveal_type(data)  # N: reveal-type: Revealed type is "bytearray | memoryview[int]"
        data = bytes(data)
    if not data.endswith(b"\n"):
        raise ValueError("no newline")
    return data.split(b"\t")

# case: isinstance-of-a-promoted-class-keeps-the-other-members
from typing import Union
def parse_row(data: Union[bytes, bytearray, memoryview]) -> None:
    if isinstance(data, bytes):
        return
    data.endswith(b"\n")  # E: union-attr: Item "memoryview[int]" of "bytearray | memoryview[int]" has no attribute "endswith"

# case: x-is-a-class-keeps-a-generic-class-object-and-drops-what-cannot-be-it
from types import UnionType
from typing import TypeVar
V = TypeVar("V")
def to(raw: object, of_type: type[V] | UnionType) -> str:
    if isinstance(raw, str) and (of_type is int or of_type is float):
        reveal_type(of_type)  # N: reveal-type: Revealed type is "type[V]"
        return of_type.__name__
    return of_type.__name__  # E: union-attr: Item "UnionType" of "type[V] | UnionType" has no attribute "__name__"

# case: isinstance-of-a-pep604-union-alias-narrows-by-its-classes
from typing import TypedDict
class Match: ...
Value = str | Match
class Entry(TypedDict, total=False):
    value: str
def parse(raw: list[tuple[str, Value | Entry]]) -> None:
    for key, value in raw:
        if not isinstance(value, Value):
            if "value" in value:
                print(value.get("marker"))
        else:
            reveal_type(value)  # N: reveal-type: Revealed type is "str | case.Match"
        if isinstance(value, str | Match):
            reveal_type(value)  # N: reveal-type: Revealed type is "str | case.Match"

# case: isinstance-of-a-pep604-union-alias-keeps-what-it-does-not-name
from typing import TypedDict
class Match: ...
Value = str | Match
class Entry(TypedDict, total=False):
    value: str
def parse(value: Value | Entry | int) -> None:
    if not isinstance(value, Value):
        value.get("marker")  # E: union-attr: Item "int" of "Entry | int" has no attribute "get"

# case: a-type-guard-needs-a-positional-parameter-after-self
from typing_extensions import TypeGuard, TypeIs
class Checks:
    def bad(self) -> TypeGuard[int]:  # E: valid-type: TypeGuard functions must have a positional argument
        return False
    @classmethod
    def worse(cls, *, value: object) -> TypeIs[int]:  # E: valid-type: "TypeIs" functions must have a positional argument
        return False
    def good(self, value: object) -> TypeIs[int]:
        return isinstance(value, int)
    @staticmethod
    def plain(value: object) -> TypeGuard[int]:
        return isinstance(value, int)
def nothing() -> TypeIs[str]:  # E: valid-type: "TypeIs" functions must have a positional argument
    return False

# case: typeis-must-narrow-within-its-parameter-type
from typing import Any, Sequence
from typing_extensions import TypeGuard, TypeIs
def is_name(value: int) -> TypeIs[str]:  # E: narrowed-type-not-subtype: Narrowed type "str" is not a subtype of input type "int"
    return False
def all_ints(values: list[object]) -> TypeIs[list[int]]:  # E: narrowed-type-not-subtype: Narrowed type "list[int]" is not a subtype of input type "list[object]"
    return False
def ints(values: Sequence[object]) -> TypeIs[Sequence[int]]:
    return False
def anything(value: Any) -> TypeIs[str]:
    return False
def loose(value: int) -> TypeGuard[str]:
    return False

# case: a-generic-type-guard-narrows-to-its-solved-guard
from typing import TypeVar
from typing_extensions import TypeGuard, TypeIs
T = TypeVar("T")
def is_pair(val: tuple[T, ...]) -> TypeGuard[tuple[T, T]]:
    return len(val) == 2
def is_pair_exactly(val: tuple[T, ...]) -> TypeIs[tuple[T, T]]:
    return len(val) == 2
def f(names: tuple[str, ...], mixed: tuple[int, int] | tuple[int, int, int]) -> None:
    if is_pair(names):
        reveal_type(names)  # N: reveal-type: Revealed type is "tuple[str, str]"
    else:
        reveal_type(names)  # N: reveal-type: Revealed type is "tuple[str, ...]"
    if is_pair_exactly(mixed):
        reveal_type(mixed)  # N: reveal-type: Revealed type is "tuple[int, int]"
    else:
        reveal_type(mixed)  # N: reveal-type: Revealed type is "tuple[int, int, int]"

# case: a-self-type-guard-narrows-to-the-receiver
from typing_extensions import Self, TypeGuard
class Node:
    def same_kind(self, other: object) -> TypeGuard[Self]:
        return isinstance(other, type(self))
class Leaf(Node): ...
def f(leaf: Leaf, thing: object) -> None:
    if leaf.same_kind(thing):
        reveal_type(thing)  # N: reveal-type: Revealed type is "case.Leaf"

# case: typeis-keeps-the-members-of-the-argument-that-fit
from typing import Any, Awaitable
from typing_extensions import TypeIs
def is_awaitable(val: object) -> TypeIs[Awaitable[Any]]:
    return False
async def f(val: int | Awaitable[int]) -> int:
    if is_awaitable(val):
        reveal_type(val)  # N: reveal-type: Revealed type is "typing.Awaitable[int]"
        return await val
    reveal_type(val)  # N: reveal-type: Revealed type is "int"
    return val

# case: guard-callables-are-bools-typeis-invariant-typeguard-covariant
from typing import Callable
from typing_extensions import TypeGuard, TypeIs
def wants_bool(f: Callable[[object], bool]) -> None: ...
def wants_guard(f: Callable[[object], TypeGuard[int]]) -> None: ...
def wants_is(f: Callable[[object], TypeIs[int]]) -> None: ...
def guard_int(v: object) -> TypeGuard[int]:
    return False
def guard_bool(v: object) -> TypeGuard[bool]:
    return False
def is_int(v: object) -> TypeIs[int]:
    return False
def is_bool(v: object) -> TypeIs[bool]:
    return False
wants_bool(guard_int)
wants_bool(is_int)
wants_guard(guard_int)
wants_guard(guard_bool)
wants_is(is_int)
wants_guard(is_int)  # E: arg-type: Argument 1 to "wants_guard" has incompatible type "Callable[[object], TypeIs[int]]"; expected "Callable[[object], TypeGuard[int]]" # N: arg-type
wants_is(guard_int)  # E: arg-type # N: arg-type
wants_is(is_bool)  # E: arg-type: Argument 1 to "wants_is" has incompatible type "Callable[[object], TypeIs[bool]]"; expected "Callable[[object], TypeIs[int]]" # N: arg-type

# case: a-typeguard-narrows-only-where-it-holds
from typing_extensions import TypeGuard
def is_str_list(values: list[object]) -> TypeGuard[list[str]]:
    return all(isinstance(v, str) for v in values)
def f(values: list[object]) -> None:
    if is_str_list(values):
        print(", ".join(values))
    else:
        reveal_type(values)  # N: reveal-type: Revealed type is "list[object]"

# case: typeis-methods-and-static-guards-narrow-the-first-argument
from typing_extensions import TypeIs
class Checks:
    def is_int(self, value: object) -> TypeIs[int]:
        return isinstance(value, int)
    @staticmethod
    def is_str(value: object) -> TypeIs[str]:
        return isinstance(value, str)
def f(c: Checks, v: int | str | None) -> int:
    if c.is_int(v):
        return v + 1
    if Checks.is_str(v):
        return len(v)
    reveal_type(v)  # N: reveal-type: Revealed type is "None"
    return 0

# case: isinstance-with-a-type-variable-bounded-by-the-class
from typing import TypeVar
class Base: ...
T = TypeVar("T", bound=Base)
def open_path(p: "str | None") -> Base: raise NotImplementedError
def pick(p: "str | T | None") -> Base:
    if isinstance(p, Base):
        reveal_type(p)  # N: reveal-type: Revealed type is "T"
        return p
    return open_path(p)  # T is gone where the test fails

# case: isinstance-with-a-type-variable-the-class-does-not-bound
from typing import TypeVar
class Base: ...
T = TypeVar("T", bound=Base)
U = TypeVar("U")
def keep(p: "str | T") -> T:
    if isinstance(p, str):
        return Base()  # E: return-value: Incompatible return value type (got "Base", expected "T")
    return p
def unbounded(p: "str | U") -> "str | U":
    if isinstance(p, Base):
        return p
    reveal_type(p)  # N: reveal-type: Revealed type is "str | U"
    return p

# case: a-class-pattern-no-member-of-the-subject-can-match-is-unreachable
class Blob:
    def chunks(self) -> list[bytes]: raise NotImplementedError
def raw(obj: "list[bytes] | tuple[int, list[bytes]]") -> list[bytes]:
    match obj:
        case Blob():
            return obj.chunks()
        case list():
            return obj
    return []

# case: a-class-pattern-narrows-to-the-members-it-matches
class Blob:
    def chunks(self) -> list[bytes]: raise NotImplementedError
class Tree: ...
def raw(obj: "Blob | Tree | list[bytes]") -> list[bytes]:
    match obj:
        case Blob():
            return obj.chunks()
        case Tree():
            return obj.chunks()  # E: attr-defined: "Tree" has no attribute "chunks"
    reveal_type(obj)  # N: reveal-type: Revealed type is "list[bytes]"
    return obj

# case: membership-in-a-collection-narrows-a-wider-value-to-its-items
from typing import Protocol
class Finder(Protocol):
    def find(self) -> None: ...
def replace(finders: list[Finder], old: object) -> None:
    if old in finders:
        reveal_type(old)  # N: reveal-type: Revealed type is "case.Finder"
        finders.remove(old)

# case: an-object-has-only-the-attributes-object-declares
def describe(value: object, finders: list[int]) -> str:
    value.__class__
    if value in finders:
        return str(value + 1)
    return value.name  # E: attr-defined: "object" has no attribute "name"

# case: a-union-attribute-error-keeps-the-other-items-types
# mypy's result is ``M | None | Any``: the M part is still checked downstream (textual
# message_pump.py: ``while (node := node._parent) is not None`` reported at every use).
class M:
    parent: "M | None"
def up(m: M | None) -> None:
    if (m := m.parent) is not None:  # E: union-attr: Item "None" of "M | None" has no attribute "parent"
        pass
    reveal_type(m)  # N: reveal-type: Revealed type is "case.M | None"
    m.parent  # E: union-attr: Item "None" of "M | None" has no attribute "parent"

# case: a-union-attribute-error-stands-as-any-beside-the-other-items
# anyio ``process._stdin._stream._transport.close()  # type: ignore[union-attr]``: ``_stdin``
# is Optional, so the chain is ``W | Any`` after the first error and the next miss is
# union-attr again (mypy), which the comment covers.
class W:
    def write(self) -> None: ...
class Wrap:
    stream: W
class P:
    stdin: Wrap | None
def f(p: P) -> None:
    p.stdin.stream._transport.close()  # type: ignore[union-attr]
    reveal_type(p.stdin.stream)  # type: ignore[union-attr]  # N: reveal-type: Revealed type is "case.W | Any"
    x: int = p.stdin.stream  # type: ignore[union-attr]  # E: assignment: Incompatible types in assignment (expression has type "W | Any", variable has type "int")  # N: assignment: Error code "assignment" not covered by "type: ignore[union-attr]" comment  # N: assignment: Item "W" does not fit

# case: a-union-attribute-error-chain-under-its-ignore-stays-silent
# anyio's shutdown of worker processes: every miss after the Optional one is union-attr.
class Stream:
    def close(self) -> None: ...
class Wrapper:
    stream: Stream
class Process:
    stdin: Wrapper | None
    stdout: Wrapper | None
def shut(workers: set[Process]) -> None:
    for process in workers:
        process.stdin.stream._transport.close()  # type: ignore[union-attr]
        process.stdout.stream._protocol._paused  # type: ignore[union-attr]
        process.stdout.stream.close()  # type: ignore[union-attr]

# case: a-declared-local-given-a-union-with-an-unknown-part-stays-silent
import sys
from typing import Any, TextIO
def unknown_or_int() -> "int | Any": ...
def f(flag: bool) -> None:
    out: TextIO | None = None
    out = sys.stdout
    out.write("x")
    n: int | None = None
    n = unknown_or_int()
    n.bit_length()

# case: a-loop-variable-made-unknown-by-an-error-keeps-its-type-at-the-loop-top
class M:
    parent: "M | None"
def d(m: M) -> None:
    node: M | None = m
    while True:
        reveal_type(node)  # N: reveal-type: Revealed type is "case.M | None"
        node = node.parent  # E: union-attr: Item "None" of "M | None" has no attribute "parent"
        if node is None:
            break

# case: none-has-no-private-attributes
class M:
    _cache: int
def f(x: None, y: M | None) -> None:
    x._parent  # E: attr-defined: "None" has no attribute "_parent"
    y._cache  # E: union-attr: Item "None" of "M | None" has no attribute "_cache"

# case: isinstance-takes-the-members-that-fit-before-guessing-a-common-subclass
class E: ...
def use(item: "E | tuple[E, str]", other: "E | int") -> None:
    if isinstance(item, tuple):
        reveal_type(item)  # N: reveal-type: Revealed type is "tuple[case.E, str]"
        first, second = item
        reveal_type(first)  # N: reveal-type: Revealed type is "case.E"
    if isinstance(other, str):
        reveal_type(other)  # N: reveal-type: Revealed type is "Any"

# case: isinstance-of-a-class-no-member-fits-stays-gradual
class E: ...
class F: ...
def use(item: "E | F") -> None:
    if isinstance(item, tuple):
        item.count(1)
        item.anything

# case: isinstance-narrows-an-unknown-value-to-the-classes-tested
from typing import Any
class Pipe: ...
class AsyncPipe: ...
PIPES = (Pipe, AsyncPipe)
def config_set(raw: Any) -> bool:
    if isinstance(raw, PIPES):
        reveal_type(raw)  # N: reveal-type: Revealed type is "case.Pipe | case.AsyncPipe"
        return raw  # E: return-value: Incompatible return value type (got "Pipe | AsyncPipe", expected "bool")  # N: return-value: Item "Pipe" does not fit
    if isinstance(raw, list):
        reveal_type(raw)  # N: reveal-type: Revealed type is "list[Any]"
    return raw == "OK"

# case: isinstance-on-an-unknown-value-leaves-the-other-branch-unknown
from typing import Any
class Pipe: ...
def config_get(raw: Any) -> bool:
    if isinstance(raw, Pipe):
        return True
    reveal_type(raw)  # N: reveal-type: Revealed type is "Any"
    return raw
def untyped(raw):
    if isinstance(raw, Pipe):
        return raw.missing
    return raw

# case: isinstance-on-a-known-local-that-went-unknown-stays-unknown
# A local declared with a known type that holds Any only where the checker lost track of it.
from typing import Any
def load(value: str | int, unknown: Any) -> str:
    current = value
    current = unknown
    if isinstance(current, (str, bytes)):
        reveal_type(current)  # N: reveal-type: Revealed type is "Any"
        return current
    return ""

# case: match-guard-narrows-the-case-body
class Call:
    func: str
class Node:
    value: Call | int
def first(node: Node) -> str:
    match node:
        case Node() if isinstance(node.value, Call):
            reveal_type(node.value)  # N: reveal-type: Revealed type is "case.Call"
            return node.value.func
    return ""

# case: isinstance-with-a-class-that-may-be-any-keeps-the-value-unknown
import sys
from typing import Any
if sys.version_info >= (3, 99):
    Missing = int
else:
    Missing = Any
def names(params: list[Any]) -> None:
    for p in params:
        if isinstance(p, Missing):  # type: ignore[misc]
            reveal_type(p)  # N: reveal-type: Revealed type is "Any"
            print(p.name)

# case: isinstance-narrows-an-unknown-comprehension-variable
# A comprehension's variable is declared by the item it is bound to; where that is Any, an
# isinstance condition narrows it as it narrows a local (mypy): the result is checked.
from typing import Any
class Plugin: ...
def load(module: object, items: Any) -> list[Plugin]:
    found = getattr(module, "PLUGINS", [])
    reveal_type([p for p in items if isinstance(p, int)])  # N: reveal-type: Revealed type is "list[int]"
    reveal_type({k: 1 for k in items if isinstance(k, str)})  # N: reveal-type: Revealed type is "dict[str, int]"
    return [p for p in found if isinstance(p, type) and issubclass(p, Plugin)]  # E: misc: List comprehension has incompatible type List[type[Plugin]]; expected List[Plugin]

# case: a-narrowed-unknown-comprehension-variable-that-fits-is-silent
from typing import Any
class Plugin: ...
def load(found: Any, names: list[Any]) -> list[type[Plugin]]:
    ints: set[int] = {n for n in names if isinstance(n, int)}
    pairs: dict[str, int] = {k: len(k) for k in names if isinstance(k, str)}
    total = sum(x for x in found if isinstance(x, int))
    mixed = [p.upper() if isinstance(p, str) else p for p in found]
    return [p for p in found if isinstance(p, type) and issubclass(p, Plugin)]

# case: isinstance-narrows-an-attribute-read-from-an-unknown-local
# An attribute chain read from a local whose declared type is unknown is an instance of the
# class tested where `isinstance` holds (mypy), so the calls on it are checked there.
from typing import Any
class Provider:
    def on_next(self, callback: int) -> None: ...
def register(event: Any) -> None:
    if isinstance(event.connection.provider, Provider):
        reveal_type(event.connection.provider)  # N: reveal-type: Revealed type is "case.Provider"
        event.connection.provider.on_next("s")  # E: arg-type: Argument 1 to "on_next" of "Provider" has incompatible type "str"; expected "int"
    reveal_type(event.connection.provider)  # N: reveal-type: Revealed type is "Any"

# case: isinstance-narrowing-of-an-attribute-chain-ends-when-a-link-is-rebound
# Binding a link of the chain again forgets the narrowing (mypy too): the chain is unknown.
from typing import Any
class Provider:
    def on_next(self, callback: int) -> None: ...
def register(event: Any, other: Any) -> None:
    if isinstance(event.connection.provider, Provider):
        event.connection = other
        event.connection.provider.on_next("s")

# case: isinstance-narrows-an-any-that-unannotated-code-or-an-any-annotation-gives
from typing import Any, Callable
class Provider:
    def on_next(self, callback: Callable[[Any], None]) -> None: ...
class Connection:
    provider: Any
class Event:
    def __init__(self, connection: Connection) -> None:
        self._connection = connection
    @property
    def connection(self):
        return self._connection
class Listener:
    def listen(self, event: Event, conn: Connection) -> None:
        if isinstance(event.connection.provider, Provider):
            event.connection.provider.on_next(self.reauth)  # E: arg-type: Argument 1 to "on_next" of "Provider" has incompatible type "Callable[[Any], Coroutine[Any, Any, Any]]"; expected "Callable[[Any], None]" # N: arg-type: Return type "Coroutine[Any, Any, Any]" does not fit "None"
        if isinstance(conn.provider, Provider):
            reveal_type(conn.provider)  # N: reveal-type: Revealed type is "case.Provider"
    async def reauth(self, token):
        pass

# case: isinstance-of-a-declared-any-narrows-to-what-fits
from typing import Any
class Provider:
    def on_next(self, callback: int) -> None: ...
class Connection:
    provider: Any
def listen(conn: Connection) -> None:
    if isinstance(conn.provider, Provider):
        conn.provider.on_next(1)
    elif isinstance(conn.provider, (int, str)):
        conn.provider.bit_length() if isinstance(conn.provider, int) else conn.provider.upper()

# case: an-overloaded-type-guard-generic-in-its-parameter-narrows
from typing import Any, AsyncGenerator, Callable, ParamSpec, TypeGuard, overload
P = ParamSpec("P")
@overload
def is_agen(obj: Callable[..., AsyncGenerator[Any, Any]]) -> bool: ...
@overload
def is_agen(obj: Callable[P, Any]) -> TypeGuard[Callable[P, AsyncGenerator[Any, Any]]]: ...
@overload
def is_agen(obj: object) -> TypeGuard[Callable[..., AsyncGenerator[Any, Any]]]: ...
def is_agen(obj: object) -> bool: raise NotImplementedError
def f(factory: Callable[[Any], int], o: object) -> None:
    if is_agen(factory):
        reveal_type(factory)  # N: reveal-type: Revealed type is "def (Any) -> typing.AsyncGenerator[Any, Any]"
    if is_agen(o):
        reveal_type(o)  # N: reveal-type: Revealed type is "def (*Any, **Any) -> typing.AsyncGenerator[Any, Any]"

# case: a-callable-narrowed-by-isasyncgenfunction-is-an-async-generator-function-silent
import inspect
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Callable, Mapping
Lifespan = Callable[[Any], AbstractAsyncContextManager[None]] | Callable[[Any], AbstractAsyncContextManager[Mapping[str, Any]]]
def f(lifespan: Lifespan, one: Callable[[Any], AbstractAsyncContextManager[None]]) -> None:
    if inspect.isasyncgenfunction(lifespan):
        asynccontextmanager(lifespan)
    if inspect.isasyncgenfunction(one):
        asynccontextmanager(one)

# case: an-assert-message-sees-what-a-failed-test-leaves
def check(items: list[int] | None, name: str | int) -> None:
    assert items is not None, items[0]  # E: index: Value of type "None" is not indexable
    assert isinstance(name, str), name.upper()  # E: attr-defined: "int" has no attribute "upper"
    assert 1, 1 + "s"  # E: operator: Unsupported operand types for + ("int" and "str")

# case: an-assert-message-sees-what-a-failed-test-leaves-silent
def check(items: list[int] | None, name: str | int) -> None:
    assert items is None, items[0]
    assert not isinstance(name, str), name.upper()
    assert False, f"{items} {name}"

# case: callable-keeps-the-callable-members-of-a-union
from typing import Callable, Mapping
def g(h: Mapping[str, str] | Callable[[str], int] | None) -> None:
    if callable(h):
        reveal_type(h)  # N: reveal-type: Revealed type is "def (str) -> int"
        h(1)  # E: arg-type: Argument 1 has incompatible type "int"; expected "str"

# case: callable-parts-a-union-of-a-callback-protocol-and-a-string
# (mistune plugins/__init__.py:40-49: ``if callable(name): return name`` leaves the ``str`` of a
# ``str | Plugin``, a protocol with ``__call__``; the false branch keeps the instances without it)
from typing import Protocol
class Plugin(Protocol):
    def __call__(self, md: int) -> None: ...
class Handler:
    def __call__(self) -> int: return 0
def f(name: str | Plugin, h: Handler | int | None) -> None:
    if callable(name):
        reveal_type(name)  # N: reveal-type: Revealed type is "case.Plugin"
    else:
        reveal_type(name)  # N: reveal-type: Revealed type is "str"
        name.missing  # E: attr-defined: "str" has no attribute "missing"
    if not callable(h):
        reveal_type(h)  # N: reveal-type: Revealed type is "int | None"
        h.real  # E: union-attr: Item "None" of "int | None" has no attribute "real"

# case: callable-of-one-type-that-may-not-be-callable-keeps-the-false-branch
from typing import Any, TypeVar
class Plain:
    pass
T = TypeVar("T")
def f(p: Plain, o: object, t: T, a: Any) -> None:
    if not callable(p):
        print(p + 1)  # E: operator: Unsupported operand types for + ("Plain" and "int")
    if not callable(o):
        print(o + 1)  # E: operator: Unsupported operand types for + ("object" and "int")
    if not callable(t):
        t.missing  # E: attr-defined: "T" has no attribute "missing"
    if not callable(a):
        print(a + 1)
class Loose:
    __call__: Any
def g(loose: Loose, either: Loose | None) -> None:
    if not callable(loose):
        print(loose + 1)  # E: operator: Unsupported operand types for + ("Loose" and "int")
    if not callable(either):
        reveal_type(either)  # N: reveal-type: Revealed type is "case.Loose | None"

# case: callable-of-one-type-that-is-always-callable-leaves-no-false-branch-silent
from typing import Callable, TypeVar
class Handler:
    def __call__(self) -> int: return 0
class Plain:
    pass
H = TypeVar("H", bound=Handler)
def f(h: Handler, cls: type[Plain], fn: Callable[[], int], bound: H) -> int:
    if not callable(h):
        return h + 1
    if not callable(cls):
        return "class"
    if not callable(fn):
        return fn.missing
    if callable(bound):
        return bound()
    else:
        return "bound"

# case: callable-leaves-the-non-callable-members-for-the-false-branch-silent
from typing import Callable, Protocol
class Plugin(Protocol):
    def __call__(self, md: int) -> None: ...
def f(name: str | Plugin, cache: dict[str, Plugin], load: Callable[[str], Plugin]) -> Plugin:
    if callable(name):
        return name
    if name in cache:
        return cache[name]
    module, _, attr = name.rpartition(".")
    return load(attr)

# case: a-union-member-called-after-callable-is-replaced-by-its-result-silent
from typing import Callable, Iterable, Mapping, Protocol
class KeysAndItems(Protocol):
    def keys(self) -> Iterable[str]: ...
    def __getitem__(self, key: str) -> str: ...
HeadersLike = Mapping[str, str] | Iterable[tuple[str, str]] | KeysAndItems
class Handler:
    def __call__(self) -> int: return 0
def update(headers: HeadersLike) -> None: ...
def f(extra: HeadersLike | Callable[[str], HeadersLike] | None, h: Handler | Callable[[], int] | None) -> None:
    if callable(extra):
        extra = extra("path")
    if extra is not None:
        update(extra)
    if callable(h):
        h()

# case: the-class-attribute-of-a-value-narrows-as-type-of-it-does
class Note(str): ...
def f(x: object, notes: list[str]) -> None:
    if x.__class__ is Note:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.Note"
    for note in notes:
        if note.__class__ is not Note:
            continue
        note.missing  # E: attr-defined: "Note" has no attribute "missing"

# case: the-class-of-a-value-is-not-a-final-class-narrows-that-class-away
# mypy and pyright: where ``type(x)`` is not a final class, x is none of its instances (no
# subclass can have that class); a class that may have subclasses leaves x as it was.
from typing import final
@final
class Final: ...
class Open: ...
@final
class Other: ...
def f(x: Final | Open, y: Open | Other, z: bool | str, w: Final) -> None:
    if type(x) is Final:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.Final"
    else:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.Open"
    if type(y) is not Other:
        reveal_type(y)  # N: reveal-type: Revealed type is "case.Open"
    else:
        reveal_type(y)  # N: reveal-type: Revealed type is "case.Other"
    if type(z) == bool:
        reveal_type(z)  # N: reveal-type: Revealed type is "bool"
    else:
        reveal_type(z)  # N: reveal-type: Revealed type is "str"
    if type(x) is Open:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.Open"
    else:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.Final | case.Open"
    if type(w) is not Final:
        w.missing

# case: the-class-of-one-value-is-the-class-of-another-narrows-both-sides
# mypy: ``type(a) is type(b)`` narrows either side to the other's class (an upper bound): what
# already fits stays (``self`` is not widened to object), an object becomes the class.
class A:
    def __eq__(self, other: object) -> bool:
        if self.__class__ is not other.__class__:
            return NotImplemented
        reveal_type(other)  # N: reveal-type: Revealed type is "case.A"
        reveal_type(self)  # N: reveal-type: Revealed type is "case.A"
        return True
def f(a: A, other: object) -> None:
    if type(other) is type(a):
        reveal_type(other)  # N: reveal-type: Revealed type is "case.A"
        other.missing  # E: attr-defined: "A" has no attribute "missing"
    if type(a) is type(other):
        reveal_type(a)  # N: reveal-type: Revealed type is "case.A"

# case: the-class-of-one-value-is-the-class-of-another-keeps-what-fits-silent
class A:
    def total(self) -> int:
        return 0
class B(A): ...
def f(a: A, b: B, other: object) -> int:
    if type(b) is type(a):
        return b.total()
    if a.__class__ is other.__class__:
        return a.total()
    return 0

# case: a-value-narrowed-by-its-class-attribute-fits-its-class-silent min_python=3.11
class Note(str): ...
def f(e: ExceptionGroup[Exception]) -> list[tuple[Exception, Note]]:
    found = []
    for sub in e.exceptions:
        for note in getattr(sub, "__notes__", []):
            if note.__class__ is Note:
                found.append((sub, note))
    return found
def g(x: object) -> Note | None:
    return x if x.__class__ is Note else None

# case: bool-singleton-patterns-narrow-a-bool-away
def f(value: bytes | bool | None) -> bytes:
    match value:
        case True:
            reveal_type(value)  # N: reveal-type: Revealed type is "Literal[True]"
            return value  # E: return-value: Incompatible return value type (got "Literal[True]", expected "bytes")
        case False:
            return b"-"
        case _:
            reveal_type(value)  # N: reveal-type: Revealed type is "bytes | None"
            return b""

# case: bool-singleton-patterns-exhaust-a-bool-silent
def f(name: bytes, value: bytes | bool | None) -> bytes:
    match value:
        case True:
            return name
        case False:
            return b"-" + name
        case None:
            return b"!" + name
        case _:
            return name + b"=" + value

# case: a-lambda-sees-the-narrowed-type-of-a-name-where-it-stands
from typing import Callable
class ShaFile: ...
class Commit(ShaFile):
    def decode(self, x: bytes) -> str: return ""
def decoder(obj: ShaFile) -> Callable[[bytes], str]:
    if isinstance(obj, Commit):
        return lambda x: obj.decode(x)
    return lambda x: obj.decode(x)  # E: attr-defined: "ShaFile" has no attribute "decode"

# case: a-lambda-keeps-the-narrowing-of-a-name-even-if-bound-again-silent
from typing import Callable
def commit_decode(c: int, x: bytes) -> str: return ""
def decoder(obj: int | None) -> Callable[[bytes], str]:
    if obj is not None:
        made = lambda x: commit_decode(obj, x)
        return made
    obj = None
    return lambda x: ""

# case: a-lambda-reads-an-optional-local-as-optional
class Config: ...
class Conn:
    config: Config | None
    def handle(self, c: Config) -> None: ...
    def run(self, reads: list) -> None:
        config = self.config
        reads.append(lambda: self.handle(config))  # E: arg-type: Argument 1 to "handle" of "Conn" has incompatible type "Config | None"; expected "Config" # N: arg-type: Item "None" does not fit

# case: a-lambda-in-unannotated-code-is-lenient-as-its-function-silent
class Config: ...
class Conn:
    config: Config | None
    def handle(self, c: Config) -> None: ...
    def run(self, reads):
        config = self.config
        reads.append(lambda: self.handle(config))

# case: isinstance-of-a-final-class-unrelated-to-the-value-is-unreachable
from typing import Any, Callable, TypeVar, final
@final
class Sealed: ...
class Open: ...
def hook(t: type, o: Open, unstructure: Callable[[Any, Any], Any]) -> None:
    handler = None
    if isinstance(t, TypeVar):
        handler = unstructure
    if isinstance(o, Sealed):
        o.missing
    handler = len

# case: is-not-the-one-member-of-an-enum-removes-its-literal
import enum
from typing import Any, Literal, Union
class _Nothing(enum.Enum):
    NOTHING = enum.auto()
NOTHING = _Nothing.NOTHING
def base(t: Any) -> Union[Any, Literal[_Nothing.NOTHING]]: ...
def use(t: type | None) -> None:
    nrb = base(t)
    if nrb is not NOTHING:
        reveal_type(nrb)  # N: reveal-type: Revealed type is "Any"
        t = nrb

# case: an-optional-declaration-given-an-unknown-value-is-itself-again-where-paths-meet
from typing import Any, Callable, TypeVar
def base(t: Any) -> Any: ...
def hooks(attrs: list[Any], unstructure: Callable[[Any, Any], Any], get_hook: Callable[[Any], Callable[[Any], Any]]) -> None:
    for a in attrs:
        t: type | None = a.type
        nrb = base(t)
        if nrb is not None:
            t = nrb
        reveal_type(t)  # N: reveal-type: Revealed type is "type | None"
        handler = None
        if isinstance(t, TypeVar):
            handler = unstructure
        if handler is None:
            handler = get_hook(a)
        reveal_type(handler)  # N: reveal-type: Revealed type is "def (Any) -> Any"
        kind = a.kind
        kind = "x" if kind else 3

# case: callable-of-a-walrus-narrows-its-target
from typing import Callable
def normalize(action: object, hook: Callable[[int], int] | None) -> None:
    if callable(f := getattr(action, "normalize_default", None)):
        reveal_type(f)  # N: reveal-type: Revealed type is "Any"
        f(1)
    if callable(h := hook):
        h(1)

# case: callable-of-a-walrus-keeps-the-rest-in-the-negative-branch
from typing import Callable
def normalize(hook: Callable[[int], int] | None, alt: Callable[[], None] | int) -> None:
    if not callable(h := hook):
        reveal_type(h)  # N: reveal-type: Revealed type is "None"
        h(1)  # E: not-callable: "None" not callable
    if callable(a := alt):
        a()
    else:
        a()  # E: not-callable: "int" not callable

# case: isinstance-leaves-out-a-class-whose-type-arguments-rule-the-member-out
from typing import Iterable
def set_data(value: bytes | str) -> None: ...
def respond(response: Iterable[bytes] | bytes | Iterable[str] | str | None) -> None:
    if isinstance(response, (str, bytes, bytearray)):
        reveal_type(response)  # N: reveal-type: Revealed type is "bytes | str"
        set_data(response)
def chunks(x: Iterable[bytes]) -> None:
    if isinstance(x, bytearray):
        x.nothing_here()

# case: isinstance-keeps-a-class-whose-type-arguments-fit-the-member
from typing import Iterable
def set_data(value: bytes | str) -> None: ...
def respond(response: Iterable[int] | str) -> None:
    if isinstance(response, (str, bytearray)):
        reveal_type(response)  # N: reveal-type: Revealed type is "bytearray | str"
        set_data(response)  # E: arg-type: Argument 1 to "set_data" has incompatible type "bytearray | str"; expected "bytes | str" # N: arg-type

# case: the-classes-of-two-values-compared-narrow-the-wider-one
# ``self.__class__ is other.__class__`` (or ``type(self) is type(other)``): ``other: object``
# is then of self's class, and self keeps its own (mypy).
class Version:
    key: int = 0
    def __eq__(self, other: object) -> bool:
        if self.__class__ is other.__class__:
            reveal_type(self)  # N: reveal-type: Revealed type is "case.Version"
            return self.key == other.key
        if type(self) is type(other):
            reveal_type(other)  # N: reveal-type: Revealed type is "case.Version"
        return other.key == 0  # E: attr-defined

# case: isinstance-with-an-unknown-class-gives-way-where-paths-meet
# (the value is Any under the test; after it, the other path's type stands, as mypy)
from typing import Any, Iterator
class Element:
    parent: "Element | None"
def traverse_parent(node: Element, cls: Any = None) -> Iterator[Element]:
    while node:
        if cls is None or isinstance(node, cls):
            yield node
        node = node.parent  # E: assignment: Incompatible types in assignment (expression has type "Element | None", variable has type "Element") # N: assignment
def nested(node: Element | None, cls: Any) -> None:
    if node is not None:
        if isinstance(node, cls):
            reveal_type(node)  # N: reveal-type: Revealed type is "Any"
        reveal_type(node)  # N: reveal-type: Revealed type is "case.Element"

# case: isinstance-with-an-unknown-class-stays-unknown-where-no-path-meets-silent
from typing import Any
class Element:
    parent: "Element | None"
def only(node: Element | None, cls: Any) -> None:
    if isinstance(node, cls):
        pass
    else:
        return
    node.anything()
def walk(node: Element, cls: Any) -> None:
    while node is not None:
        if isinstance(node, cls):
            node.anything()
        parent = node.parent
        if parent is None:
            break
        node = parent

# case: a-narrowed-item-read-is-still-checked-as-an-index
def f(items: list[str] | None) -> None:
    if items[0]:  # E: index: Value of type "list[str] | None" is not indexable
        print(items[0])  # E: index: Value of type "list[str] | None" is not indexable

# case: a-narrowed-item-read-of-an-indexable-value-is-silent
from typing import TypedDict
class Row(TypedDict, total=False):
    k: int | None
def f(items: list[str | None], d: dict[str, int | None], row: Row) -> str:
    if items[0] is not None and d["k"] is not None:
        return items[0] + str(d["k"] + 1)
    if row["k"] is not None:
        return str(row["k"] + 1)
    return ""

# case: a-narrowed-attribute-read-through-a-union-is-still-checked-for-each-item
# ``if m.is_alias and m.wildcard: m.wildcard.split(".")`` with ``m: Obj | Alias``: a plain bool
# narrows nothing, and each read of the narrowed attribute reports the item without it again
# (griffe loader.py:392, agents/visitor.py:729).
from __future__ import annotations
class Obj:
    is_alias: bool = False
class Alias:
    is_alias: bool = True
    wildcard: str | None = None
def f(m: Obj | Alias) -> None:
    if m.is_alias and m.wildcard:  # E: union-attr: Item "Obj" of "Obj | Alias" has no attribute "wildcard"
        m.wildcard.split(".")  # E: union-attr: Item "Obj" of "Obj | Alias" has no attribute "wildcard"

# case: a-narrowed-attribute-read-through-a-union-whose-items-have-it-is-silent
from __future__ import annotations
class Obj:
    wildcard: str | None = None
class Alias:
    wildcard: str | None = None
def f(m: Obj | Alias, n: Obj | None) -> None:
    if m.wildcard:
        m.wildcard.split(".")
    if n is not None and n.wildcard:
        n.wildcard.split(".")

# case: a-hasattr-narrowing-joins-back-to-the-class-where-paths-merge
import datetime
def get() -> tuple[int, datetime.tzinfo]: raise NotImplementedError
def name() -> str:
    _, tz = get()
    if hasattr(tz, "key") and tz.key is not None:
        return tz.key
    reveal_type(tz)  # N: reveal-type: Revealed type is "datetime.tzinfo"
    return tz.tzname(None)  # E: return-value: Incompatible return value type (got "str | None", expected "str")  # N: return-value: Item "None" does not fit

# case: a-hasattr-narrowing-keeps-the-attribute-unknown-in-its-branch-silent
import datetime
def get() -> tuple[int, datetime.tzinfo]: raise NotImplementedError
def name() -> str:
    _, tz = get()
    if hasattr(tz, "zone"):
        return tz.zone
    if hasattr(tz, "key") and tz.key is not None:
        label: str = tz.key
        return label + tz.key.upper()
    return tz.tzname(None) or ""

# case: a-declared-local-not-narrowed-keeps-its-declaration-in-a-nested-scope
def need(s: str) -> str: raise NotImplementedError
def f(label: str | None, count: int | None = None) -> None:
    h = lambda: need(label)  # E: arg-type: Argument 1 to "need" has incompatible type "str | None"; expected "str"  # N: arg-type: Item "None" does not fit
    def inner() -> int:
        return count + 1  # E: operator: Unsupported operand types for + ("None" and "int")
    print(h, inner)

# case: a-declared-local-narrowed-where-a-nested-scope-stands-silent
# (a lambda is checked in place: a later binding does not undo the narrowing there)
def need(s: str) -> str: raise NotImplementedError
def f(label: str | None, other: str | None, items: list[str | None]) -> None:
    if label is not None:
        h = lambda: need(label)
        def inner() -> str:
            return need(label)
        print(h, inner)
    if other is not None:
        print(lambda: other.upper())
    other = None
    for item in items:
        if item is not None:
            print(lambda: item.upper())

# case: a-local-first-bound-after-a-nested-def-has-its-declaration-there
# (wheel wheelfile.py: ``def _update_crc(...): eof = ef._eof`` above ``ef = ZipFile.open(...)``;
# mypy defers the function until the local is inferred)
from typing import IO
def opener() -> IO[bytes]: raise NotImplementedError
def outer() -> None:
    def inner() -> None:
        ef._eof  # E: attr-defined: "IO[bytes]" has no attribute "_eof"
        n.upper()  # E: attr-defined: "int" has no attribute "upper"
        m.bit_length()  # E: union-attr: Item "None" of "int | None" has no attribute "bit_length"
        def deeper() -> str:
            return k  # E: return-value: Incompatible return value type (got "int", expected "str")
    ef = opener()
    n = 1
    m = None
    m = 3
    k = 5
    inner()
class C:
    def method(self) -> None:
        def cb() -> str:
            return data  # E: return-value: Incompatible return value type (got "bytes", expected "str")
        data = "x".encode()
        print(cb)

# case: a-local-first-bound-after-a-nested-def-silent
from typing import IO
def opener() -> IO[bytes]: raise NotImplementedError
def outer(flag: bool) -> None:
    def inner() -> int:
        ef.read()
        return n + len(s) + (m or 0)
    ef = opener()
    n = 1
    s = "x" if flag else "yy"
    m = None
    if flag:
        m = 2
    print(inner())

# case: a-local-declared-any-is-any-again-where-paths-hold-different-types
# sphinx html builder: ``if indices := config.html_domain_indices:`` (Any), a frozenset in one
# branch, a bool (isinstance) in the other; after them mypy's binder has the declaration, Any.
from typing import Any
class Config:
    def __getattr__(self, name: str) -> Any: ...
def f(config: Config, names: list[str]) -> None:
    if indices := config.indices:
        if not isinstance(indices, bool):
            check = True
            indices = frozenset(indices)
        else:
            check = False
        reveal_type(indices)  # N: reveal-type: Revealed type is "Any"
        for n in names:
            if check and n not in indices:
                continue
def g(value: Any, flag: bool) -> None:
    if flag:
        value = 1
    reveal_type(value)  # N: reveal-type: Revealed type is "Any"
    same = value
    if flag:
        same = "a"
    else:
        same = "b"
    reveal_type(same)  # N: reveal-type: Revealed type is "str"

# case: issubclass-narrows-a-bare-type-and-unions-of-class-objects
from typing import Any
class Left:
    x: int
class Right:
    y: str
def f(c: type, pair: type[Left] | type[Right], e: type[Any]) -> None:
    if issubclass(c, int):
        reveal_type(c)  # N: reveal-type: Revealed type is "type[int]"
        c.no_such_classmethod()  # E: attr-defined: "type[int]" has no attribute "no_such_classmethod"
    reveal_type(c)  # N: reveal-type: Revealed type is "type"
    if issubclass(pair, Left):
        pair.y  # E: attr-defined: "type[Left]" has no attribute "y"
    else:
        pair.x  # E: attr-defined: "type[Right]" has no attribute "x"
    if issubclass(e, Left):
        e.z  # E: attr-defined: "type[Left]" has no attribute "z"
    reveal_type(e)  # N: reveal-type: Revealed type is "type[Any]"

# case: issubclass-keeps-what-fits-and-any-stays-any
from typing import Any
class Left:
    x: int
class Right:
    y: str
def f(c: type, pair: type[Left] | type[Right], d: Any) -> None:
    if issubclass(c, int):
        c.bit_length(1)
        c(3).bit_length()
    if issubclass(pair, Left):
        pair.x
    else:
        pair.y
    if issubclass(d, Left):
        reveal_type(d)  # N: reveal-type: Revealed type is "Any"
        d.anything

# case: a-local-no-branch-of-an-if-binds-has-its-type-from-before-the-if
# (babel messages/checkers.py: ``name`` from ``match.groups()`` is ``str | Any``; ``if name is
# None: ...`` narrows its Any to None there, and after the ``if`` mypy's binder synthesizes no
# new type for a block without assignments: ``str | Any`` again, not ``None | str | Any``)
import re
def f(m: "re.Match[str]") -> None:
    name, kind = m.groups()
    if name is None:
        print("none")
    reveal_type(name)  # N: reveal-type: Revealed type is "str | Any"
    name + 1  # E: operator: Unsupported operand types for + ("str" and "int")

# case: a-local-no-branch-of-an-if-binds-keeps-its-type-silent
import re
def f(m: "re.Match[str]", x: int | None, flag: bool) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    name, kind = m.groups()
    if name is None:
        out.extend(("?", "d") for _ in range(2))
    out.append((name, "d"))
    if x is None:
        return out
    if flag:
        print(x)
    x.bit_length()
    return out

# case: a-callable-member-stays-where-inspect-isfunction-fails
# A Callable is no types.FunctionType (its class is builtins.function): where
# ``inspect.isfunction`` fails it is still there, and a union member that is a callable lacks an
# attribute as "function" (mypy; libcst matchers/_matcher_base.py:1803).
import inspect
from typing import Callable, Union
class Node:
    def deep_clone(self) -> "Node":
        return self
class Sentinel:
    pass
def f(replacement: Union[Sentinel, Node, Callable[[Node], Node]]) -> None:
    if inspect.isfunction(replacement):
        pass
    elif isinstance(replacement, Sentinel):
        pass
    else:
        k = lambda node: replacement.deep_clone()  # E: union-attr: Item "function" of "Node | Callable[[Node], Node]" has no attribute "deep_clone"
        replacement.deep_clone()  # E: union-attr: Item "function" of "Node | Callable[[Node], Node]" has no attribute "deep_clone"
def g(c: Union[Node, Callable[[], Node]]) -> None:
    c.deep_clone()  # E: union-attr: Item "function" of "Node | Callable[[], Node]" has no attribute "deep_clone"

# case: a-callable-member-that-inspect-isfunction-or-callable-narrows-away-is-silent
import inspect
import types
from typing import Callable, Union
class Node:
    def deep_clone(self) -> "Node":
        return self
def f(replacement: Union[Node, Callable[[Node], Node]], fn: Union[Node, types.FunctionType]) -> None:
    if callable(replacement):
        pass
    else:
        replacement.deep_clone()
    if inspect.isfunction(fn):
        pass
    else:
        fn.deep_clone()
    if isinstance(replacement, Node):
        replacement.deep_clone()

# case: an-overloaded-typeis-narrows-an-object-to-the-item-it-resolves-to
import dataclasses
isdatacls = dataclasses.is_dataclass
def fields_of(left: object) -> list[str]:
    if isdatacls(left):
        reveal_type(left)  # N: reveal-type: Revealed type is "_typeshed.DataclassInstance | type[_typeshed.DataclassInstance]"
        return [f.name for f in dataclasses.fields(left)]
    if dataclasses.is_dataclass(left) and not isinstance(left, type):
        return list(dataclasses.asdict(left))
    return []

# case: an-overloaded-typeis-keeps-a-dataclass-and-drops-none
import dataclasses
@dataclasses.dataclass
class Point:
    x: int
def fields_of(p: Point | None, c: type[Point]) -> None:
    if dataclasses.is_dataclass(p):
        p.x
    else:
        p.x  # E: attr-defined: "None" has no attribute "x"
    if dataclasses.is_dataclass(c):
        c.__dataclass_fields__

# case: the-class-of-a-value-is-cls-narrows-it-to-self
from typing import Any
from typing_extensions import Self
def escape(s: Any) -> "Markup":
    return Markup(s)
class Markup(str):
    @classmethod
    def escape(cls, s: Any, /) -> Self:
        rv = escape(s)
        if rv.__class__ is not cls:
            return cls(rv)
        return rv
    def same(self, other: "Markup") -> Self:
        if type(other) is type(self):
            return other
        return self

# case: the-class-of-a-value-is-not-cls-keeps-its-type
from typing import Any
from typing_extensions import Self
def escape(s: Any) -> "Markup":
    return Markup(s)
class Markup(str):
    @classmethod
    def escape(cls, s: Any, /) -> Self:
        rv = escape(s)
        if rv.__class__ is not cls:
            return rv  # E: return-value: Incompatible return value type (got "Markup", expected "Self")
        return cls(rv)

# case: a-class-object-in-a-tuple-of-classes-is-one-of-them
from typing import Any, Sequence
class Approx:
    def __init__(self, expected: Sequence[Any]) -> None:
        self.expected = expected
    def __repr__(self) -> str:
        seq_type = type(self.expected)
        if seq_type not in (tuple, list):
            seq_type = list
        return f"approx({seq_type(x for x in self.expected)!r})"

# case: a-class-object-outside-a-tuple-of-classes-keeps-its-type
from typing import Any, Sequence
def make(t: type[Sequence[Any]], items: list[int]) -> None:
    if t not in (tuple, list):
        t(items)  # E: call-arg: Too many arguments for "Sequence"
    k = tuple
    if t in (k, list):
        t(items)  # E: call-arg: Too many arguments for "Sequence"

# case: a-narrowing-both-paths-of-an-if-agree-on-is-kept-after-it
class Info:
    name = ""
def describe(info: Info | None, flag: bool) -> str:
    if info is not None and flag:
        pass
    elif info is None or not flag:
        return ""
    return info.name
def pick(node: int | str | None, flag: bool) -> int | str:
    if isinstance(node, int):
        pass
    elif not isinstance(node, str):
        return 0
    return node

class C:
    n: int
def g(info: C | None, flag: bool) -> int:
    # (a narrowing inside a branch, by the early return of the elif, is a new type there)
    if info is not None and flag:
        print(info)
    elif info is None:
        return 0
    return info.n

# case: a-parameterized-generic-in-an-instance-check-is-reported
# isinstance/issubclass raise TypeError for a generic class given type arguments (mypy's misc),
# also as an item of a tuple or through an alias of one.
from typing import Generic, List, Sequence, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
IntList = list[int]
def check(x: object, c: type) -> None:
    isinstance(x, list[int])  # E: misc: Parameterized generics cannot be used with class or instance checks
    issubclass(c, dict[str, int])  # E: misc: Parameterized generics cannot be used with class or instance checks
    isinstance(x, (int, Box[str]))  # E: misc: Parameterized generics cannot be used with class or instance checks
    isinstance(x, List[int])  # E: misc: Parameterized generics cannot be used with class or instance checks
    isinstance(x, Sequence[int])  # E: misc: Parameterized generics cannot be used with class or instance checks
    isinstance(x, tuple[int, ...])  # E: misc: Parameterized generics cannot be used with class or instance checks
    isinstance(x, IntList)  # E: misc: Parameterized generics cannot be used with class or instance checks
def untyped(x):
    isinstance(x, list[int])  # E: misc: Parameterized generics cannot be used with class or instance checks

# case: bare-generic-classes-and-aliases-in-instance-checks-are-silent
from typing import Generic, List, Sequence, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
Plain = list
Classes = (int, str)
def check(x: object, c: type) -> None:
    isinstance(x, list)
    issubclass(c, dict)
    isinstance(x, (int, Box))
    isinstance(x, List)
    isinstance(x, Sequence)
    isinstance(x, Plain)
    isinstance(x, Classes)
    isinstance(x, int | str)

# case: a-literal-in-an-instance-check-is-reported
# Literal[...] is no class: isinstance/issubclass raise TypeError (mypy's misc), also as an item
# of a tuple, through an alias, or spelt through the typing module.
import typing
from typing import Literal
Mode = Literal["r", "w"]
def check(x: object, c: type) -> None:
    isinstance(x, Literal[0])  # E: misc: Cannot use isinstance() with Literal type
    isinstance(x, (bytes, Mode))  # E: misc: Cannot use isinstance() with Literal type
    issubclass(c, typing.Literal[True])  # E: misc: Cannot use issubclass() with Literal type

# case: a-literal-beside-an-instance-check-is-silent
from typing import Literal
Mode = Literal["r", "w"]
Kinds = (str, bytes)
def check(x: object, mode: Mode) -> None:
    isinstance(x, Kinds)
    isinstance(mode, str)
    if isinstance(x, str) and x in ("r", "w"):
        pass

# case: an-any-that-is-a-class-is-narrowed-to-the-class-object
from typing import Any, NewType, Optional
class C:
    def m(self) -> int: return 0
def supertype(typ: Any) -> Optional[type]:
    if typ is NewType or isinstance(typ, NewType):
        return typ.__supertype__  # E: return-value: Incompatible return value type (got "type | NewType", expected "type | None")  # N: return-value: Item "NewType" does not fit
    return None
def klass(x: Any) -> int:
    if x is C:
        reveal_type(x)  # N: reveal-type: Revealed type is "type[case.C]"
        return x.m(1)  # E: arg-type: Argument 1 to "m" of "C" has incompatible type "int"; expected "C"
    if x is not C:
        return 0
    return x  # E: return-value: Incompatible return value type (got "type[C]", expected "int")

# case: an-any-that-is-not-a-class-stays-any-silent
from typing import Any
class C: ...
def other(x: Any) -> str:
    if x is not C:
        return x.anything
    return x.mro()[0].__name__
def used_as_the_class(x: Any) -> C:
    if x is C:
        print(x.__name__, x.mro())
        return x()
    return x.whatever

# case: an-or-keeps-an-unknown-value-one-operand-leaves-unknown
# (werkzeug test.py:393: ``isinstance(value, (tuple, dict)) or hasattr(value, "read")`` on an
# Any: mypy keeps only what every operand narrows, so the true branch reads the value as Any;
# a known value still takes the union of what the operands narrow)
from typing import Any
def add(v: bytes | tuple[bytes, str]) -> None: ...
def f(value: Any, known: int | str | bytes) -> None:
    if isinstance(value, (tuple, dict)) or hasattr(value, "read"):
        reveal_type(value)  # N: reveal-type: Revealed type is "Any"
        add(value)
    if isinstance(known, int) or isinstance(known, str):
        reveal_type(known)  # N: reveal-type: Revealed type is "int | str"
        add(known)  # E: arg-type: Argument 1 to "add" has incompatible type "int | str"; expected "bytes | tuple[bytes, str]" # N: arg-type: Item "int" does not fit

# case: an-or-keeps-an-unknown-value-silent
from typing import Any, IO
def add(v: IO[bytes] | tuple[IO[bytes], str]) -> None: ...
def f(items: list[tuple[str, Any]]) -> None:
    for key, value in items:
        if isinstance(value, (tuple, dict)) or hasattr(value, "read"):
            add(value)

# case: a-guard-function-solves-the-type-variable-of-a-guard-callable
from typing import Callable, TypeVar
from typing_extensions import TypeGuard, TypeIs
T = TypeVar("T")
def keep(pred: Callable[[object], TypeGuard[T]], items: list[object]) -> list[T]:
    return [i for i in items if pred(i)]
def split(pred: Callable[[object], TypeIs[list[T]]]) -> T:
    raise NotImplementedError
def is_text(o: object) -> TypeGuard[str]:
    return isinstance(o, str)
def is_int_list(o: object) -> TypeIs[list[int]]:
    return isinstance(o, list)
reveal_type(keep(is_text, []))  # N: reveal-type: Revealed type is "list[str]"
reveal_type(split(is_int_list))  # N: reveal-type: Revealed type is "int"
keep(is_text, [])[0] + 1  # E: operator: Unsupported operand types for + ("str" and "int")

# case: a-guard-function-solves-the-type-variable-of-a-guard-callable-silent
from typing import Callable, TypeVar
from typing_extensions import TypeGuard, TypeIs
T = TypeVar("T")
Check = Callable[[object], TypeIs[list[T]]]
def keep(pred: Callable[[object], TypeGuard[T]], items: list[object]) -> list[T]:
    return [i for i in items if pred(i)]
def first(pred: Check[T]) -> T:
    raise NotImplementedError
def is_text(o: object) -> TypeGuard[str]:
    return isinstance(o, str)
def is_bytes_list(o: object) -> TypeIs[list[bytes]]:
    return isinstance(o, list)
keep(is_text, [1, "a"])[0].upper()
first(is_bytes_list).hex()

# case: a-walrus-under-an-attribute-or-in-a-comprehension-condition-binds-the-name
class Job:
    done: bool = False
    size: int = 0
jobs = [Job()]
if (job := Job()).done:
    job.size.upper()  # E: attr-defined: "int" has no attribute "upper"
sizes = [n for j in jobs if (n := j.size) > 0]
n.upper()  # E: attr-defined: "int" has no attribute "upper"

# case: a-walrus-under-an-attribute-or-in-a-comprehension-condition-binds-the-name-silent
class Job:
    done: bool = False
    size: int = 0
jobs = [Job()]
if (job := Job()).done:
    print(job.size)
table = {j.size: last for j in jobs if (last := j) is not None}
print(table, last.done, job.size)

# case: isinstance-with-a-bare-generic-class-narrows-to-the-class-over-any
from typing import Mapping, Sequence
def f(x: Sequence[int] | None, m: Mapping[str, int]) -> None:
    if isinstance(x, list):
        reveal_type(x)  # N: reveal-type: Revealed type is "list[Any]"
        x.bogus  # E: attr-defined: "list[Any]" has no attribute "bogus"
    if isinstance(m, dict):
        m.bogus  # E: attr-defined: "dict[Any, Any]" has no attribute "bogus"
    if isinstance(x, (list, tuple)):
        reveal_type(x)  # N: reveal-type: Revealed type is "list[Any] | tuple[Any, ...]"

# case: isinstance-with-a-bare-generic-class-narrows-to-the-class-over-any-silent
from typing import Iterable, Mapping, Sequence
def f(x: Sequence[int], m: Mapping[str, int] | Sequence[str], it: Iterable[int]) -> list[int]:
    if isinstance(x, list):
        x.append(1)
        x.sort()
    if isinstance(m, dict):
        m.setdefault("k", 0)
    elif isinstance(m, list):
        m.append("s")
    if isinstance(it, list):
        return it
    return list(it)

# case: a-value-pattern-narrows-the-subject-to-the-literal
from typing import Literal
def f(x: Literal["a", "b"] | int, y: str | int, z: int | None, o: object) -> None:
    match x:
        case "a":
            reveal_type(x)  # N: reveal-type: Revealed type is "Literal['a']"
        case "b" | 1:
            reveal_type(x)  # N: reveal-type: Revealed type is "Literal['b', 1]"
    match y:
        case "q":
            y + 1  # E: operator
    match z:
        case 1:
            reveal_type(z)  # N: reveal-type: Revealed type is "Literal[1]"
    match o:
        case b"x":
            o.decode().bogus  # E: attr-defined
from enum import Enum
class Color(Enum):
    RED = "x"
class Mode(str, Enum):
    READ = "x"
def g(c: Color | Mode | str) -> None:
    match c:
        case "x":
            reveal_type(c)  # N: reveal-type: Revealed type is "case.Mode | Literal['x']"

# case: a-value-pattern-narrows-the-subject-to-the-literal-silent
def f(y: str | int, z: int | None, o: object, fl: float) -> str:
    match y:
        case "q":
            return y.upper()
    match z:
        case 1:
            print(z + 1)
    match o:
        case "k":
            return o.strip()
    match fl:
        case 1:
            print(fl.is_integer())
    return ""

# case: in-a-container-declared-with-literal-items-narrows-a-plain-str
from typing import Literal
Kind = Literal["x", "y"]
KINDS: tuple[Kind, ...] = ("x", "y")
NUMS: frozenset[Literal[1, 2]] = frozenset({1, 2})
def f(k: str, n: int | None) -> Kind:
    if n in NUMS:
        reveal_type(n)  # N: reveal-type: Revealed type is "Literal[1, 2]"
    if k not in KINDS:
        return k  # E: return-value
    return k

# case: in-a-container-declared-with-literal-items-narrows-a-plain-str-silent
from typing import Literal
Kind = Literal["x", "y"]
KINDS: tuple[Kind, ...] = ("x", "y")
def f(k: str) -> Kind | None:
    if k in KINDS:
        return k
    if k in ("x", "z"):
        reveal_type(k)  # N: reveal-type: Revealed type is "str"
    return None

# case: isinstance-with-an-alias-given-type-arguments
from typing import Sequence, TypeVar
T = TypeVar("T")
Seq = Sequence
Pairs = Sequence[tuple[T, T]]
def f(x: object) -> None:
    isinstance(x, Seq[int])  # E: misc: Parameterized generics cannot be used with class or instance checks
    isinstance(x, Pairs[int])  # E: misc: Parameterized generics cannot be used with class or instance checks

# case: isinstance-with-a-bare-alias-silent
from typing import Sequence
Seq = Sequence
def f(x: object) -> None:
    print(isinstance(x, Seq), isinstance(x, (Seq, int)), issubclass(type(x), Seq))

# case: a-type-variable-bounded-by-a-union-narrows-its-bound
from typing import TypeVar, Union
class Cat:
    meow: int
class Dog:
    bark: int
Pet = TypeVar("Pet", bound=Union[Cat, Dog])
def groom(pet: Pet) -> Pet:
    if isinstance(pet, Cat):
        reveal_type(pet)  # N: reveal-type: Revealed type is "Pet"
        pet.bark  # E: attr-defined: "Pet" has no attribute "bark"
    else:
        pet.meow  # E: attr-defined: "Pet" has no attribute "meow"
    pet.meow  # E: union-attr: Item "Dog" of the upper bound "Cat | Dog" of type variable "Pet" has no attribute "meow"
    return pet

# case: a-type-variable-bounded-by-a-union-narrows-its-bound-silent
from typing import TypeVar, Union
class Cat:
    meow: int
    name: str
class Dog:
    bark: int
    name: str
Pet = TypeVar("Pet", bound=Union[Cat, Dog])
def groom(pet: Pet) -> Pet:
    if isinstance(pet, Cat):
        pet.meow
        kept: Pet = pet
    else:
        pet.bark
    pet.name
    return pet
