# Callables: annotation forms, assignability of signatures, **kwargs: Unpack[TD]

# case: callable-annotation-forms
from typing import Callable
a: Callable[int, str]  # E: valid-type: The first argument to Callable must be a list of types, parameter specification, or "..."
b: Callable[[], [int]]  # E: valid-type: Bracketed expression "[...]" is not valid as a type
c: Callable[[...], int]  # E: misc: Unexpected "..."
d: Callable[[int, str], None]
e: Callable[..., None]
f: Callable[[], None]

# case: callable-keyword-names-and-kinds
from typing import Protocol
class Named(Protocol):
    def __call__(self, a: int, b: int) -> None: ...
class ByPosition(Protocol):
    def __call__(self, a: int, b: int, /) -> None: ...
class ByKeyword(Protocol):
    def __call__(self, *, a: int, b: int) -> None: ...
def named(a: int, b: int) -> None: ...
def positional(a: int, b: int, /) -> None: ...
def keywords(*, a: int, b: int) -> None: ...
def renamed(x: int, y: int) -> None: ...
n1: Named = named
n2: Named = positional  # E: assignment # N: assignment
n3: Named = keywords  # E: assignment # N: assignment
n4: Named = renamed  # E: assignment # N: assignment
p1: ByPosition = named
p2: ByPosition = renamed
p3: ByPosition = keywords  # E: assignment # N: assignment
k1: ByKeyword = named
k2: ByKeyword = positional  # E: assignment # N: assignment

# case: callable-star-parameters-and-defaults
from typing import Protocol
class IntArgs(Protocol):
    def __call__(self, *args: int) -> None: ...
class IntKwargs(Protocol):
    def __call__(self, **kwargs: int) -> None: ...
class Optional(Protocol):
    def __call__(self, x: int = 0) -> None: ...
def none() -> None: ...
def floats(*args: float) -> None: ...
def strs(*args: str) -> None: ...
def kw_floats(**kwargs: float) -> None: ...
def required(x: int) -> None: ...
def defaulted(x: int = 1) -> None: ...
a1: IntArgs = floats
a2: IntArgs = none  # E: assignment # N: assignment
a3: IntArgs = strs  # E: assignment # N: assignment
k1: IntKwargs = kw_floats
k2: IntKwargs = none  # E: assignment # N: assignment
o1: Optional = defaulted
o2: Optional = required  # E: assignment # N: assignment

# case: callable-any-tail-is-gradual
from typing import Any, Callable, Concatenate, Protocol
class Anything(Protocol):
    def __call__(self, *args: Any, **kwargs: Any) -> None: ...
class IntFirst(Protocol):
    def __call__(self, a: int, /, *args: Any, **kwargs: Any) -> None: ...
def none() -> None: ...
def one(a: int) -> None: ...
def kw_only(*, a: int) -> None: ...
x1: Anything = none
x2: Anything = kw_only
y1: IntFirst = one
y2: Callable[Concatenate[int, ...], None] = one
y3: Callable[Concatenate[int, ...], None] = none  # E: assignment # N: assignment
y4: Callable[Concatenate[int, ...], None] = kw_only  # E: assignment # N: assignment

# case: a-star-args-any-target-wants-positional-only-callables
from typing import Any, Callable, Protocol
class TakesAnyPositional(Protocol):
    def __call__(self, *args: Any) -> Any: ...
def needs_keyword(*, key: str) -> int: return 0
def keywords_only(**options: None) -> None: ...
def first_then_keyword(a: int, *, key: str = "") -> None: ...
k1: TakesAnyPositional = needs_keyword  # E: assignment # N: assignment
k2: TakesAnyPositional = keywords_only  # E: assignment # N: assignment
k3: Callable[[int, *tuple[Any, ...]], None] = needs_keyword  # E: assignment # N: assignment
def run(f: Callable[[*tuple[Any, ...]], Any]) -> None: ...
run(keywords_only)  # E: arg-type: Argument 1 to "run" has incompatible type "def keywords_only(**options: None) -> None"; expected "def (*Any) -> Any" # N: arg-type

# case: a-star-args-any-target-takes-positional-callables-silent
from typing import Any, Callable, Protocol
class TakesAnyPositional(Protocol):
    def __call__(self, *args: Any) -> Any: ...
def two(a: str, b: int, /) -> None: ...
def none() -> None: ...
def named(a: int, b: str = "") -> None: ...
def star(first: bytes, *rest: int) -> str: return ""
def star_and_default_keyword(*args: int, key: str = "") -> int: return 0
ok1: TakesAnyPositional = two
ok2: TakesAnyPositional = none
ok3: TakesAnyPositional = named
ok4: TakesAnyPositional = star
ok5: TakesAnyPositional = star_and_default_keyword
ok6: Callable[[*tuple[Any, ...]], Any] = star

# case: a-class-whose-keyword-parameters-have-defaults-fits-a-variadic-overload-silent
# (anyio's ``portal.call(CancelScope)``: ``*Ts`` of no arguments takes a call of none)
from typing import Awaitable, Callable, TypeVar, overload
from typing_extensions import TypeVarTuple, Unpack
T = TypeVar("T")
Ts = TypeVarTuple("Ts")
class Scope:
    def __init__(self, *, deadline: float = 0.0, shield: bool = False) -> None: ...
class Portal:
    @overload
    def call(self, func: Callable[[Unpack[Ts]], Awaitable[T]], *args: Unpack[Ts]) -> T: ...
    @overload
    def call(self, func: Callable[[Unpack[Ts]], T], *args: Unpack[Ts]) -> T: ...
    def call(self, func: Callable[..., object], *args: object) -> object:
        return func(*args)
def enter(p: Portal) -> Scope:
    return p.call(Scope)

# case: a-target-with-parameters-after-star-args-checks-every-source-kind
from typing import Any, Callable
Handler = Callable[[int, *tuple[Any, ...], str], None]
def by_name(first: bytes, *rest: int) -> None: ...
def keyword(*, key: str) -> None: ...
def keywords(**options: None) -> None: ...
h1: Handler = by_name  # E: assignment # N: assignment
h2: Handler = keyword  # E: assignment # N: assignment
h3: Handler = keywords  # E: assignment # N: assignment

# case: a-target-with-parameters-after-star-args-takes-fitting-sources-silent
from typing import Any, Callable
Handler = Callable[[int, *tuple[Any, ...], str], None]
def by_name(first: int, *rest: Any) -> None: ...
def with_options(first: int, *rest: Any, key: str = "", **options: int) -> None: ...
def exact(first: int, /, *middle: Any) -> None: ...
h1: Handler = by_name
h2: Handler = with_options
h3: Handler = exact

# case: unpacked-kwargs-calls
from typing import TypedDict
from typing_extensions import NotRequired, Unpack
class Opts(TypedDict):
    size: int
    name: NotRequired[str]
def draw(**kwargs: Unpack[Opts]) -> None: ...
def use(opts: Opts, texts: dict[str, str], anything: dict[str, object]) -> None:
    draw(**opts)
    draw(size=1, **opts)  # E: misc: "draw" gets multiple values for keyword argument "size"
    draw(**texts)  # E: arg-type: Argument 1 to "draw" has incompatible type "**dict[str, str]"; expected "int"

# case: unpacked-kwargs-definitions
from typing import TypeVar, TypedDict
from typing_extensions import Unpack
class Opts(TypedDict):
    size: int
T = TypeVar("T", bound=Opts)
def a(size: int, **kwargs: Unpack[Opts]) -> None: ...  # E: misc: Overlap between parameter names and ** TypedDict items: "size"
def b(size: int, /, **kwargs: Unpack[Opts]) -> None: ...
def c(**kwargs: Unpack[T]) -> None: ...  # E: misc: Unpack item in ** parameter must be a TypedDict

# case: unpacked-kwargs-need-kwargs-in-implementations
from typing import Protocol, TypedDict
from typing_extensions import Unpack
class Opts(TypedDict):
    size: int
class Drawer(Protocol):
    def __call__(self, **kwargs: Unpack[Opts]) -> None: ...
def with_kwargs(**kwargs: Unpack[Opts]) -> None: ...
def plain(*, size: int) -> None: ...
d1: Drawer = with_kwargs
d2: Drawer = plain  # E: assignment # N: assignment

# case: callables-that-fit
from typing import Any, Callable, Protocol
class Handler(Protocol):
    def __call__(self, event: str, *, retries: int = 0) -> bool: ...
def handle(event: str, *, retries: int = 0, verbose: bool = False) -> bool:
    return True
def everything(*args: Any, **kwargs: Any) -> bool:
    return True
def wider(event: object, retries: int = 3, **extra: object) -> bool:
    return True
h1: Handler = handle
h2: Handler = everything
h3: Handler = wider
cb: Callable[[str], bool] = handle
gen: Callable[..., bool] = handle

# case: mapping-arguments-that-fit
from typing import Any
def connect(host: str, port: int = 0) -> None: ...
def use(opts: dict[str, Any], names: dict[str, str]) -> None:
    connect(**opts)
    connect("h", **{"port": 1})

# case: callback-defaults-and-kinds-that-fit
from typing import Protocol
class Loader(Protocol):
    def __call__(self, path: str, *, strict: bool) -> bytes: ...
def load(path: str, *, strict: bool = True) -> bytes:
    return b""
def load_any(path: str, strict: bool = False) -> bytes:
    return b""
l1: Loader = load
l2: Loader = load_any

# case: lambdas-fit-callback-protocols
from typing import Protocol
class OnEvent(Protocol):
    def __call__(self, event: str, count: int) -> None: ...
def register(cb: OnEvent) -> None: ...
register(lambda e, c: None)

# case: typeddict-argument-fills-named-parameters
from typing import TypedDict
class Conn(TypedDict):
    host: str
    port: int
def connect(host: str, port: int, timeout: float = 1.0) -> None: ...
def use(c: Conn) -> None:
    connect(**c)
    connect(timeout=2.0, **c)

# case: unpacked-kwargs-from-subclass-typeddict
from typing import TypedDict
from typing_extensions import Unpack
class Base(TypedDict):
    size: int
class More(Base):
    name: str
def draw(**kwargs: Unpack[Base]) -> None: ...
def use(m: Base) -> None:
    draw(**m)
    draw(size=3)

# case: an-instance-whose-base-answers-every-attribute-is-still-not-callable
import weakref
from types import ModuleType
class Templates(ModuleType): ...
def load(mod: Templates) -> None:
    mod()  # E: not-callable: "Templates" not callable
    reveal_type(weakref.proxy(mod, lambda ref: None))  # N: reveal-type: Revealed type is "Any"

# case: an-instance-with-a-call-method-is-callable-silent
from types import ModuleType
from typing import Any
class Hooked(ModuleType):
    def __call__(self, value: int) -> str:
        return str(value)
def run(mod: Hooked, other: Any) -> str:
    other()
    return mod(1)

# case: an-unannotated-defs-parameter-names-carry-no-promise
# mypy compares a def without annotations (an implicit signature) by position only, either
# side; two annotated defs still need the same names.
def meta_inline(f, data, children, meta):
    return f
def tree(f, _data, children, _meta):
    return f
def named(f: int, meta: int) -> int:
    return 1
def renamed(f: int, _meta: int) -> int:
    return 1
def loose(f, _meta):
    return 1
def pick(x: int) -> None:
    func = None
    if x:
        func = meta_inline
    else:
        func = tree
    h = named
    h = loose
    g = named
    g = renamed  # E: assignment # N: assignment: Parameter 2 is not named "meta"

# case: a-decorator-is-called-with-the-def-it-decorates
from typing import Any, Awaitable, Callable
def sync_only(f: Callable[..., int]) -> Callable[..., int]:
    return f
def route(path: str) -> Callable[[Callable[..., Awaitable[Any]]], Callable[..., Awaitable[Any]]]:
    raise NotImplementedError
@sync_only  # E: arg-type: Argument 1 to "sync_only" has incompatible type "Callable[[], str]"; expected "Callable[..., int]" # N: arg-type: Return type "str" does not fit "int"
def label() -> str:
    return ""
@route("/health")  # E: arg-type: Argument 1 has incompatible type "Callable[[], int]"; expected "Callable[..., Awaitable[Any]]" # N: arg-type: Return type "int" does not fit "Awaitable[Any]"
def health() -> int:
    return 1

# case: decorators-that-take-the-def-as-it-is-are-silent
import abc
import contextlib
import functools
from typing import Any, Awaitable, Callable, Iterator, TypeVar
F = TypeVar("F", bound=Callable[..., Any])
def tag(f: F) -> F:
    return f
def route(path: str) -> Callable[[Callable[..., Awaitable[Any]]], Callable[..., Awaitable[Any]]]:
    raise NotImplementedError
class Service:
    @tag
    def m(self, x: int) -> int:
        return x
    @abc.abstractmethod
    def a(self) -> None: ...
    @staticmethod
    @tag
    def s() -> None: ...
@route("/health")
async def health() -> dict[str, int]:
    return {}
@contextlib.contextmanager
def opened() -> Iterator[int]:
    yield 1
@functools.lru_cache(maxsize=3)
def cached(x: int) -> int:
    return x

# case: decorators-that-make-objects-or-wrap-are-silent
import functools
from typing import Any, Callable
def traced(f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def inner(*args: Any, **kwargs: Any) -> Any:
        return f(*args, **kwargs)
    return inner
class Registry:
    def __call__(self, f: Callable[[int], str]) -> Callable[[int], str]:
        return f
registry = Registry()
@traced
@registry
def show(x: int) -> str:
    return str(x)
show(1)

# case: an-overloaded-decorator-or-a-callable-object-is-called-with-the-def
# mypy checks the decoration as a call: an overload item is picked, ``__call__`` is named.
from typing import Callable, overload
@overload
def deco(f: Callable[[], int]) -> int: ...
@overload
def deco(f: None = None) -> str: ...
def deco(f: Callable[[], int] | None = None) -> int | str: return 0
class Deco:
    def __call__(self, f: Callable[[], int]) -> int: return 0
hook = Deco()
@deco  # E: arg-type: Argument 1 to "deco" has incompatible type "Callable[[], str]"; expected "Callable[[], int]" # N: arg-type: Return type "str" does not fit "int"
def label() -> str: return ""
@hook  # E: arg-type: Argument 1 to "__call__" of "Deco" has incompatible type "Callable[[], str]"; expected "Callable[[], int]" # N: arg-type: Return type "str" does not fit "int"
def other() -> str: return ""

# case: an-overloaded-decorator-or-a-callable-object-that-takes-the-def-is-silent
import functools
from typing import Any, Callable, TypeVar, overload
F = TypeVar("F", bound=Callable[..., Any])
@overload
def deco(f: F) -> F: ...
@overload
def deco(f: None = None) -> Callable[[F], F]: ...
def deco(f: Any = None) -> Any: return f
class Deco:
    def __call__(self, f: Callable[[], int]) -> Callable[[], int]: return f
hook = Deco()
@deco
def label() -> str: return ""
@hook
def other() -> int: return 0
@functools.lru_cache
def cached(x: int) -> int: return x
@functools.cache
def cached2(x: int) -> int: return x
def base(x: int) -> int: return x
@functools.wraps(base)
def wrapper(x: int) -> int: return x

# case: a-callee-without-a-name-missing-an-argument-is-too-few-arguments
# mypy names the missing parameters only for a callee that has a name: a lambda bound to a
# variable or a callable a ParamSpec was solved to is called with "Too few arguments".
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def keep(f: Callable[P, R]) -> Callable[P, R]: raise NotImplementedError
def count(s: str, n: int) -> int: return n
f = lambda a, b: 0
f(1)  # E: call-arg: Too few arguments
keep(count)("a")  # E: call-arg: Too few arguments
count("a")  # E: call-arg: Missing positional argument "n" in call to "count"

# case: a-callee-without-a-name-given-all-its-arguments-is-silent
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def keep(f: Callable[P, R]) -> Callable[P, R]: raise NotImplementedError
def count(s: str, n: int = 0) -> int: return n
f = lambda a, b=1: 0
f(1)
keep(count)("a")
keep(count)("a", n=1)
count("a")

# case: generic-function-assigned-to-a-callable-is-solved-first
# A generic function where a callable is wanted is solved against it first (T from what the
# callable's callers pass, else from the result it promises), and must fit as solved; a
# generic callback protocol takes only a function that works for every T.
from typing import Callable, Protocol, TypeVar
T = TypeVar("T")
S = TypeVar("S", bound=str)
def ident(x: T) -> T: return x
def pair(a: T, b: T) -> list[T]: return [a, b]
def text(x: S) -> S: return x
def to_int(x: int) -> int: return x
class Same(Protocol):
    def __call__(self, x: T) -> T: ...
a: Callable[[int], str] = ident  # E: assignment: Incompatible types in assignment (expression has type "Callable[[T], T]", variable has type "Callable[[int], str]")  # N: assignment
b: Callable[[int], str] = text  # E: assignment: Incompatible types in assignment (expression has type "Callable[[S], S]", variable has type "Callable[[int], str]")  # N: assignment
c: Same = to_int  # E: assignment: Incompatible types in assignment (expression has type "Callable[[int], int]", variable has type "Same")  # N: assignment
def inside() -> Callable[[int, str], list[int]]:
    d: Callable[[], list[int]] = ident  # E: assignment: Incompatible types in assignment (expression has type "Callable[[T], T]", variable has type "Callable[[], list[int]]")  # N: assignment
    return pair  # E: return-value: Incompatible return value type (got "Callable[[T, T], list[T]]", expected "Callable[[int, str], list[int]]")  # N: return-value
def takes(f: Callable[[str], int]) -> None: ...
takes(ident)  # E: arg-type: Argument 1 to "takes" has incompatible type "Callable[[T], T]"; expected "Callable[[str], int]"  # N: arg-type

# case: generic-function-assigned-to-a-callable-it-fits-is-silent
from typing import Any, Awaitable, Callable, Iterable, Protocol, TypeVar
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
S = TypeVar("S", bound=str)
def ident(x: T) -> T: return x
def first(xs: Iterable[T]) -> T: raise NotImplementedError
def pair(a: T, b: T) -> list[T]: return [a, b]
def text(x: S) -> S: return x
def kv(k: K, v: V) -> dict[K, V]: return {k: v}
def key(x: tuple[K, V]) -> K: return x[0]
async def later(x: T) -> T: return x
class Same(Protocol):
    def __call__(self, x: T) -> T: ...
class IntToInt(Protocol):
    def __call__(self, x: int) -> int: ...
a: Callable[[int], int] = ident
b: Callable[[list[int]], int] = first
c: Callable[[int, int], list[int]] = pair
e: Callable[[str], str] = text
g: Callable[[str, int], dict[str, int]] = kv
h: Callable[[int], object] = ident
i: Callable[[Any], int] = ident
k: Same = ident
m: IntToInt = ident
n: Callable[[int], Awaitable[int]] = later
o: Callable[[tuple[str, int]], str] = key
sorted({"a": 1}.items(), key=key)
def inside(x: K) -> K:
    p: Callable[[K], K] = ident
    return p(x)

# case: generic-class-object-where-a-callable-is-wanted-is-solved-first
# A generic class where a callable is wanted makes what its constructor makes once its type
# parameters are solved from the callable's parameters (else from the result it promises).
from dataclasses import dataclass
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
class Cls(Generic[T]):
    def __init__(self, x: T) -> None: ...
@dataclass
class Rec(Generic[T]):
    x: T
a: Callable[[int], Cls[str]] = Cls  # E: assignment  # N: assignment
b: Callable[[str], Rec[int]] = Rec  # E: assignment  # N: assignment
def inside() -> Callable[[bytes], Cls[int]]:
    return Cls  # E: return-value  # N: return-value

# case: generic-class-object-where-a-callable-it-fits-is-wanted-is-silent
from collections import deque
from dataclasses import dataclass
from typing import Callable, Generic, Iterable, TypeVar
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
class Cls(Generic[T]):
    def __init__(self, x: T) -> None: ...
class Two(Generic[K, V]):
    def __init__(self, k: K, v: V) -> None: ...
class Empty(Generic[T]):
    def __init__(self) -> None: ...
@dataclass
class Rec(Generic[T]):
    x: T
a: Callable[[int], Cls[int]] = Cls
b: Callable[[int, str], Two[int, str]] = Two
c: Callable[[], Empty[int]] = Empty
d: Callable[[int], Rec[int]] = Rec
e: Callable[[], deque[int]] = deque
f: Callable[[Iterable[int]], set[int]] = set
def inside() -> Callable[[bytes], Cls[bytes]]:
    return Cls

# case: a-class-object-for-a-callable-is-compared-by-its-constructors-parameters
# (cattrs preconf/orjson.py: ``key_handler=str`` for ``Callable[[Any, Any | None], Any] | None``:
# str's two-argument form takes no None; mypy and pyright compare the constructor, not only
# what it makes)
from typing import Any, Callable
class C:
    def __init__(self, a: int, b: str = "") -> None: raise NotImplementedError
def take(key_handler: Callable[[Any, Any | None], Any] | None = None) -> None: raise NotImplementedError
def call2(f: Callable[[str, int], Any]) -> None: raise NotImplementedError
take(key_handler=str)  # E: arg-type: Argument "key_handler" to "take" has incompatible type "type[str]"; expected "Callable[[Any, Any | None], Any] | None"
take(int)  # E: arg-type: Argument 1 to "take" has incompatible type "type[int]"; expected "Callable[[Any, Any | None], Any] | None"
call2(C)  # E: arg-type: Argument 1 to "call2" has incompatible type "type[C]"; expected "Callable[[str, int], Any]"  # N: arg-type: Parameter 1 "int" does not accept "str"
z: Callable[[], C] = C  # E: assignment: Incompatible types in assignment (expression has type "type[C]", variable has type "Callable[[], C]")  # N: assignment: Parameter "a" would never receive a value

# case: a-class-object-whose-constructor-takes-the-arguments-fits-a-callable-silent
import collections, dataclasses, decimal, enum, pathlib
from typing import Any, Callable, NamedTuple, TypeVar
T = TypeVar("T")
class E(enum.Enum):
    A = 1
class NT(NamedTuple):
    x: int
@dataclasses.dataclass
class D:
    x: int
    y: str = ""
class C:
    def __init__(self, a: int, b: str = "") -> None: raise NotImplementedError
def call0(f: Callable[[], Any]) -> None: raise NotImplementedError
def call1(f: Callable[[Any], Any]) -> None: raise NotImplementedError
def call1i(f: Callable[[int], object]) -> None: raise NotImplementedError
def conv(f: Callable[[str], T]) -> T: raise NotImplementedError
call0(list); call0(dict); call0(set); call0(object)
call1(E); call1(NT); call1(D); call1(C); call1(str); call1(int); call1(float); call1(bytes); call1(tuple)
call1(decimal.Decimal); call1(pathlib.Path)
call1i(E); call1i(NT); call1i(D); call1i(C)
conv(int); conv(float); conv(pathlib.Path)
collections.defaultdict(list)
dataclasses.field(default_factory=list)
x: Callable[[str], int] = int
y: Callable[..., C] = C

# case: a-generic-callable-is-unified-with-the-callable-it-is-given-for
# (cattrs converters.py: a bound generic method ``(tuple[Any, ...], type[T]) -> T`` for a
# ``Callable[[Mapping[str, Any], type[T]], T]``; gen/typeddicts.py: ``identity`` returned for a
# ``Callable[[T], dict[str, Any]]``: the target's variables stand for any type, the source's are
# solved from the target's parameters, as mypy's unify_generic_callable)
from typing import Any, Callable, Mapping, TypeVar
T = TypeVar("T")
S = TypeVar("S")
def identity(obj: T) -> T: raise NotImplementedError
def from_tuple(obj: tuple[Any, ...], cl: type[T]) -> T: raise NotImplementedError
def bad() -> Callable[[int], str]:
    return identity  # E: return-value: Incompatible return value type (got "Callable[[T], T]", expected "Callable[[int], str]")  # N: return-value: Return type "int" does not fit "str"
def make() -> Callable[[S], dict[str, Any]]:
    return identity  # E: return-value: Incompatible return value type (got "Callable[[T], T]", expected "Callable[[S], dict[str, Any]]")  # N: return-value: Return type "S" does not fit "dict[str, Any]"
hook: Callable[[Mapping[str, Any], type[S]], S] = from_tuple  # E: assignment: Incompatible types in assignment (expression has type "Callable[[tuple[Any, ...], type[T]], T]", variable has type "Callable[[Mapping[str, Any], type[S]], S]")  # N: assignment: Parameter 1 "tuple[Any, ...]" does not accept "Mapping[str, Any]"

# case: a-generic-callable-that-fits-once-unified-is-silent
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar
T = TypeVar("T")
S = TypeVar("S")
def identity(obj: T) -> T: raise NotImplementedError
def first(xs: Sequence[T]) -> T: raise NotImplementedError
def from_dict(obj: Mapping[str, Any], cl: type[T]) -> T: raise NotImplementedError
def to_list(xs: Iterable[T]) -> list[T]: raise NotImplementedError
def ok() -> Callable[[int], int]:
    return identity
def ok2() -> Callable[[S], S]:
    return identity
def ok3() -> Callable[[list[str]], str]:
    return first
def ok4() -> Callable[[dict[str, Any], type[S]], S]:
    return from_dict
def ok5() -> Callable[[Sequence[S]], Iterable[S]]:
    return to_list
f: Callable[[int], object] = identity
g: Callable[[Any], Any] = first

# case: a-singledispatch-call-and-registration-are-checked-against-the-fallback
# mypy's singledispatch plugin: typeshed's ``__call__`` takes anything, mypy checks the fallback
# def's parameters, and an implementation's dispatch type (its first annotation, or the class
# given to register) must be a subtype of the fallback's first parameter, reported at the def
# (exceptiongroup _formatting.py:415-477).
import functools
from functools import singledispatch
from typing import Any, List, Optional
@singledispatch
def fmt(exc: BaseException, limit: Optional[int] = None, **kwargs: Any) -> List[str]:
    return []
@fmt.register
def _(exc: type, value: BaseException) -> List[str]:  # E: misc: Dispatch type "type" must be subtype of fallback function first argument "BaseException"
    return []
@fmt.register(int)
def _i(exc: Any) -> List[str]:  # E: misc: Dispatch type "int" must be subtype of fallback function first argument "BaseException"
    return []
@functools.singledispatch
def show(value: object, width: int) -> str:
    return ""
def use(e: Optional[BaseException]) -> None:
    fmt(e)  # E: arg-type: Argument 1 to "fmt" has incompatible type "BaseException | None"; expected "BaseException"  # N: arg-type: Item "None" does not fit
    fmt(ValueError(), "x")  # E: arg-type: Argument 2 to "fmt" has incompatible type "str"; expected "int | None"
    fmt()  # E: call-arg: Missing positional argument "exc" in call to "fmt"
    show(1)  # E: call-arg: Missing positional argument "width" in call to "show"

# case: a-singledispatch-call-and-registration-that-fit-the-fallback-are-silent
import functools
from functools import singledispatch
from typing import Any, List, Optional, assert_type
@singledispatch
def fmt(exc: BaseException, limit: Optional[int] = None, **kwargs: Any) -> List[str]:
    return []
@fmt.register
def _v(exc: ValueError, value: int = 0) -> List[str]:
    return []
@fmt.register(KeyError)
def _k(exc: Any) -> List[str]:
    return []
@fmt.register
def _u(exc) -> List[str]:  # no annotation: no dispatch type to check
    return []
@functools.singledispatch
def show(value: object, width: int = 0) -> str:
    return ""
@show.register
def _s(value: int, width: int = 0) -> str:
    return ""
def use(e: BaseException, anything: Any) -> None:
    assert_type(fmt(e), List[str])
    fmt(ValueError(), 1, extra=2)
    fmt(anything)
    show("a", width=3)
    fmt.register(OSError, _k)

# case: the-arguments-given-to-partial-are-checked-against-the-function
# mypy's partial plugin and pyright: typeshed's ``partial(func, *args, **kwargs)`` takes
# anything; the arguments are the function's, numbered as its own (exceptiongroup
# _exceptions.py:47, a ``tuple[X, ...]`` for a one-item tuple).
from functools import partial
from typing import Tuple, Type
def check(exc: BaseException, parents: Tuple[Type[BaseException]], n: int = 0) -> bool:
    return True
class Filter:
    def match(self, name: str, strict: bool = False) -> bool:
        return True
def build(c: Tuple[Type[BaseException], ...], f: Filter) -> None:
    partial(check, parents=c)  # E: arg-type: Argument "parents" to "check" has incompatible type "tuple[type[BaseException], ...]"; expected "tuple[type[BaseException]]"  # N: arg-type: Expected 1 items, got a tuple of unknown length
    partial(check, n="s")  # E: arg-type: Argument "n" to "check" has incompatible type "str"; expected "int"
    partial(check, ValueError(), (KeyError,), 1, 2)  # E: call-arg: Too many arguments for "check"
    partial(check, 1)  # E: arg-type: Argument 1 to "check" has incompatible type "int"; expected "BaseException"
    partial(f.match, 3)  # E: arg-type: Argument 1 to "match" of "Filter" has incompatible type "int"; expected "str"
    partial(check, bad=1)  # E: call-arg: Unexpected keyword argument "bad" for "check"

# case: arguments-given-to-partial-that-fit-are-silent
from functools import partial
from typing import Any, Callable, Tuple, Type, TypeVar
T = TypeVar("T")
def check(exc: BaseException, parents: Tuple[Type[BaseException]], n: int = 0) -> bool:
    return True
def first(items: list[T], default: T) -> T:
    return default
def build(c: Tuple[Type[BaseException]], anything: Any, cb: Callable[..., int], args: list[Any]) -> None:
    partial(check, parents=c)
    partial(check, ValueError())
    partial(check, n=anything)
    partial(check, *args)
    partial(first, [1], 2)
    partial(cb, 1, 2, x=3)
    partial(lambda x, y: x, 1)
    partial(check)

# case: a-partial-of-a-generic-function-is-its-solved-result
# (textual dom.py:530: ``creator = partial(self.app.call_from_thread, self.workers._new_worker)``
# is a ``partial[Worker[Any]]`` (mypy's partial plugin: the result the given arguments solve),
# so a plain function assigned to it in another branch is reported; was ``partial[Any]``)
from functools import partial
from typing import Any, Callable, TypeVar
R = TypeVar("R")
T = TypeVar("T")
def call_from_thread(cb: Callable[..., R], *args: Any) -> R:
    return cb(*args)
def ident(x: T) -> T:
    return x
def work(x: int) -> str:
    return ""
def choose(flag: bool) -> None:
    if flag:
        creator = partial(call_from_thread, work)
    else:
        creator = work  # E: assignment: Incompatible types in assignment (expression has type "Callable[[int], str]", variable has type "partial[str]")
reveal_type(partial(ident, 1))  # N: reveal-type: Revealed type is "functools.partial[int]"

# case: a-partial-of-a-generic-function-takes-what-fits-its-result
from functools import partial
from typing import Any, Callable, TypeVar
R = TypeVar("R")
def call_from_thread(cb: Callable[..., R], *args: Any) -> R:
    return cb(*args)
def work(x: int) -> str:
    return ""
def other(x: int) -> str:
    return ""
def choose(flag: bool) -> None:
    if flag:
        creator = partial(call_from_thread, work)
    else:
        creator = partial(call_from_thread, other)
    text: str = creator(1)
    given: partial[str] = partial(call_from_thread, work)

# case: a-module-partial-called-is-checked-against-what-is-left
# ``safe_get = partial(get, strings=True)`` at module level, then ``safe_get(...)``: the call
# takes what get leaves (mypy's partial plugin; griffe docstrings/utils.py:96).
from functools import partial
from typing import Optional
class M: ...
def get(node: int, parent: M, *, member: Optional[str] = None, strings: bool = False) -> str:
    return ""
safe_get = partial(get, strings=True)
first = partial(get, 1)
by_name = partial(get, parent=M())
def use(p: Optional[M], m: M) -> None:
    safe_get(1, parent=p)  # E: arg-type: Argument "parent" to "get" has incompatible type "M | None"; expected "M"  # N: arg-type: Item "None" does not fit
    safe_get(1, m, member=3)  # E: arg-type: Argument "member" to "get" has incompatible type "int"; expected "str | None"
    first(p)  # E: arg-type: Argument 1 to "get" has incompatible type "M | None"; expected "M"  # N: arg-type: Item "None" does not fit
    first()  # E: call-arg: Missing positional argument "parent" in call to "get"
    by_name(1, m)  # E: call-arg: Too many positional arguments for "get"

# case: a-module-partial-called-with-what-is-left-is-silent
from functools import partial
from typing import Any, Optional, assert_type
class M: ...
def get(node: int, parent: M, *, member: Optional[str] = None, strings: bool = False) -> str:
    return ""
safe_get = partial(get, strings=True)
first = partial(get, 1)
by_name = partial(get, parent=M())
def use(m: M, anything: Any) -> None:
    assert_type(safe_get(1, m), str)
    safe_get(1, m, strings=False)
    first(m, member="x")
    first(anything)
    by_name(1)
    by_name(1, parent=m)

# case: a-local-partial-called-is-checked-against-what-is-left
# ``tax = partial(cat.price_with_tax, rate=0.1)`` in a function, bound there once: the call
# takes what the method leaves, named after its class (mypy's partial plugin).
from functools import partial
class Catalog:
    def price_with_tax(self, name: str, rate: float = 0.2) -> float:
        return 1.0
def total(name: str) -> float:
    return 1.0
cat = Catalog()
module_tax = partial(cat.price_with_tax, rate=0.1)
def use() -> None:
    tax = partial(cat.price_with_tax, rate=0.1)
    first = partial(total, "tea")
    tax("coffee", 1)  # E: call-arg: Too many positional arguments for "price_with_tax" of "Catalog"
    print(tax(1))  # E: arg-type: Argument 1 to "price_with_tax" of "Catalog" has incompatible type "int"; expected "str"
    first("x")  # E: call-arg: Too many arguments for "total"
    module_tax("coffee", 1)  # E: call-arg: Too many positional arguments for "price_with_tax" of "Catalog"

# case: a-local-partial-called-with-what-is-left-is-silent
from functools import partial
class Catalog:
    def price_with_tax(self, name: str, rate: float = 0.2) -> float:
        return 1.0
def total(name: str, count: int = 1) -> float:
    return 1.0
def use(cat: Catalog, flag: bool) -> float:
    tax = partial(cat.price_with_tax, rate=0.1)
    first = partial(total, "tea")
    return tax("coffee") + tax("tea", rate=0.3) + tax(name="x") + first(count=2) + first(3)

# case: a-partial-of-a-class-or-a-callable-object-is-checked-against-what-it-calls
# ``partial(Point, 1)``, ``partial(point_type, 1)`` and ``partial(obj, ...)`` of an object with
# ``__call__``: the arguments, given and later, are checked against the constructor or the
# ``__call__`` (mypy's partial plugin, pyright alike).
from functools import partial
from typing import Generic, TypeVar
T = TypeVar("T")
class Point:
    def __init__(self, x: int, label: str) -> None: ...
class Box(Generic[T]):
    def __init__(self, item: T, size: int) -> None: ...
class Formatter:
    def __call__(self, width: int, text: str) -> str:
        return text
def use(point_type: type[Point], box_type: type[Box[str]], fmt: Formatter) -> None:
    at_one = partial(Point, 1)
    at_one(2)  # E: arg-type: Argument 1 to "Point" has incompatible type "int"; expected "str"
    partial(point_type, "a")  # E: arg-type: Argument 1 to "Point" has incompatible type "str"; expected "int"
    partial(box_type, 1)  # E: arg-type: Argument 1 to "Box" has incompatible type "int"; expected "str"
    wide = partial(fmt, text="a")
    wide("b")  # E: arg-type: Argument 1 to "__call__" of "Formatter" has incompatible type "str"; expected "int"

# case: a-partial-of-a-class-or-a-callable-object-with-fitting-arguments-is-silent
from functools import partial
from typing import Generic, TypeVar
T = TypeVar("T")
class Point:
    def __init__(self, x: int, label: str) -> None: ...
class Box(Generic[T]):
    def __init__(self, item: T, size: int) -> None: ...
class Formatter:
    def __call__(self, width: int, text: str) -> str:
        return text
def use(point_type: type[Point], box_type: type[Box[str]], fmt: Formatter) -> None:
    at_one = partial(Point, 1)
    at_one("a")
    at_one(label="a")
    partial(point_type, 1, "a")
    partial(box_type, "x")
    partial(Box, 1)
    wide = partial(fmt, text="a")
    wide(3)

# case: a-partial-of-a-generic-function-fixes-what-the-given-arguments-solve
# ``partial(pair, 1)`` of ``def pair(a: T, b: T)``: T is int for what is left (mypy's partial
# plugin, pyright alike); a variable only the rest use stays open.
from functools import partial
from typing import TypeVar
T = TypeVar("T")
U = TypeVar("U")
def pair(a: T, b: T) -> T:
    return a
def use() -> None:
    ints = partial(pair, 1)
    ints("a")  # E: arg-type: Argument 1 to "pair" has incompatible type "str"; expected "int"
    texts = partial(pair, b="a")
    texts(2)  # E: arg-type: Argument 1 to "pair" has incompatible type "int"; expected "str"

# case: a-partial-of-a-generic-function-leaves-the-other-variables-open
from functools import partial
from typing import TypeVar
T = TypeVar("T")
U = TypeVar("U")
def pair(a: T, b: T) -> T:
    return a
def second(a: T, b: U) -> U:
    return b
ints = partial(pair, 1)
reveal_type(ints(2))  # N: reveal-type: Revealed type is "int"
later = partial(second, 1)
reveal_type(later("a"))  # N: reveal-type: Revealed type is "str"
reveal_type(later(2))  # N: reveal-type: Revealed type is "int"

# case: a-variable-typed-by-a-lambda-takes-callables-of-any-parameter-names
from typing import Callable
class Entry:
    def hidden(self) -> bool:
        return False
def keep(e: Callable[[Entry], bool], c: bool) -> None:
    if c:
        fn = lambda x: not x.hidden()
    else:
        fn = e
    def named(entry: Entry) -> bool:
        return True
    g = lambda x: True
    g = named

# case: a-variable-typed-by-a-def-still-holds-its-parameter-names
from typing import Callable
def first(x: int) -> bool:
    return True
def keep(e: Callable[[int], bool]) -> None:
    fn = first
    fn = e  # E: assignment: Incompatible types in assignment (expression has type "Callable[[int], bool]", variable has type "Callable[[int], bool]") # N: assignment: Parameter 1 is not named "x"
    g = lambda x: True
    g = 1  # E: assignment # N: assignment: "int" is not callable

# case: a-def-given-to-a-decorator-that-takes-no-callable-is-reported-at-the-decorator
# ``@retry`` written for ``@retry(3)``: the decoration is a call of retry with the def (mypy),
# also for an unannotated def.
from typing import Any, Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
F = TypeVar("F", bound=Callable[..., Any])
def retry(times: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    raise NotImplementedError
def route(path: str) -> Callable[[F], F]:
    raise NotImplementedError
def setup() -> Callable[[F], F]:
    raise NotImplementedError
@retry  # E: arg-type: Argument 1 to "retry" has incompatible type "Callable[[int], int]"; expected "int"
def download(x: int) -> int:
    return x
@route  # E: arg-type: Argument 1 to "route" has incompatible type "Callable[[Any], Any]"; expected "str"
def home(request):
    return request
@setup  # E: call-arg: Too many arguments for "setup"
def init() -> None: ...

# case: a-def-given-to-a-decorator-that-takes-anything-is-silent
from typing import Any, Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
F = TypeVar("F", bound=Callable[..., Any])
def retry(times: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    raise NotImplementedError
def register(obj: object) -> object:
    return obj
def loose(fn: Any) -> Any:
    return fn
def named(fn: Callable[[int], int] | str) -> Callable[[int], int]:
    raise NotImplementedError
@retry(3)
def download(x: int) -> int:
    return x
@register
def hook() -> None: ...
@loose
def anything(x: int) -> int:
    return x
@named
def double(x: int) -> int:
    return x * 2
class Service:
    @staticmethod
    @loose
    def build() -> "Service":
        return Service()
