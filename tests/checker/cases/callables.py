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
