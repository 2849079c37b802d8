# ParamSpec and Concatenate (typing spec, "Generics: ParamSpec"): classes generic in a ParamSpec,
# Callable[P, R] solved from call arguments, P.args / P.kwargs, Concatenate prefixes.

# case: paramspec-counts-as-class-type-parameter
from typing import Any, Callable, Generic, Optional, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
class Wrapper(Generic[P, T]): ...
a: Optional[Wrapper[Any, Any]] = None
b: Optional[Wrapper[[int, str], bool]] = None
c: Optional[Wrapper[..., int]] = None
def f(w: Wrapper[P, T]) -> Wrapper[P, T]:
    return w

# case: paramspec-class-arity-still-checked
from typing import Generic, Optional, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
class Wrapper(Generic[P, T]): ...
x: Optional[Wrapper[int, str, bytes]] = None  # E: type-arg: "Wrapper" expects 2 type arguments, but 3 given

# case: paramspec-only-parameter-takes-a-flat-list
from typing import Generic, Optional, ParamSpec
P = ParamSpec("P")
class Signal(Generic[P]):
    def emit(self, *args: P.args, **kwargs: P.kwargs) -> None: ...
def use(s: Signal[int, str], t: Signal[[int, str]]) -> None:
    s.emit(1, "a")
    t.emit(1, "a")

# case: paramspec-decorator-keeps-the-signature
from typing import Awaitable, Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def to_async(f: Callable[P, R]) -> Callable[P, Awaitable[R]]:
    async def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return f(*args, **kwargs)
    return inner
@to_async
def add(a: int, b: str) -> int:
    return a
reveal_type(add)  # N: reveal-type: Revealed type is "def (a: int, b: str) -> typing.Awaitable[int]"
add(1, "x")
add(a=1, b="x")
async def main() -> int:
    return await add(1, "x")

# case: paramspec-decorated-function-arguments-checked
from typing import Awaitable, Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def to_async(f: Callable[P, R]) -> Callable[P, Awaitable[R]]: raise NotImplementedError
@to_async
def add(a: int, b: str) -> int:
    return a
add("x", "y")  # E: arg-type: Argument 1 to "add" has incompatible type "str"; expected "int"
add(1)  # E: call-arg: Missing positional argument "b" in call to "add"
x: int = add(1, "y")  # E: assignment

# case: paramspec-decorated-method-binds-self
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def logged(f: Callable[P, R]) -> Callable[P, R]: raise NotImplementedError
class Repo:
    @logged
    def get(self, key: str) -> int:
        return 1
n: int = Repo().get("k")
Repo().get(1)  # E: arg-type: Argument 1 to "get" of "Repo" has incompatible type "int"; expected "str"

# case: paramspec-args-kwargs-follow-the-callable
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def call(f: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R: raise NotImplementedError
def h(a: int, b: str) -> int:
    return a
reveal_type(call(h, 1, "x"))  # N: reveal-type: Revealed type is "int"
call(h, 1, b="x")
call(h, a=1, b="x")

# case: paramspec-args-kwargs-mismatch
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def call(f: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R: raise NotImplementedError
def h(a: int, b: str) -> int:
    return a
call(h, 1, 2)  # E: arg-type: Argument 3 to "call" has incompatible type "int"; expected "str"
call(h, 1)  # E: call-arg: Missing positional argument "b" in call to "call"
call(h, 1, "x", c=2)  # E: call-arg: Unexpected keyword argument "c" for "call"

# case: paramspec-unknown-callables-stay-gradual
from typing import Any, Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")
def call(f: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R: raise NotImplementedError
def ident(x: T) -> T:
    return x
def untyped(*args: Any, **kwargs: Any) -> None: ...
def run(anything: Any, args: tuple[int, ...]) -> None:
    call(anything, 1, 2, 3)
    call(ident, 1)
    call(untyped, 1, "a", k=2)
    call(lambda x: x, 1)
    call(ident, *args)

# case: paramspec-decorator-keeps-a-generic-function-generic
# mypy: a generic def through ``Callable[P, R] -> Callable[P, R]`` keeps its type variables.
from collections.abc import Awaitable
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")
def logged(f: Callable[P, R]) -> Callable[P, R]: raise NotImplementedError
def to_async(f: Callable[P, R]) -> Callable[P, Awaitable[R]]: raise NotImplementedError
@logged
def generic(x: T) -> T:
    return x
reveal_type(generic)  # N: reveal-type: Revealed type is "def [T] (x: T) -> T"
reveal_type(generic(1))  # N: reveal-type: Revealed type is "int"
generic(1, 2, 3)  # E: call-arg: Too many arguments for "generic"
def ident(x: T) -> T:
    return x
reveal_type(to_async(ident)("a"))  # N: reveal-type: Revealed type is "typing.Awaitable[str]"
to_async(ident)("a", "b")  # E: call-arg: Too many arguments

# case: paramspec-wrapper-bodies-are-silent
import functools
from typing import Callable, Concatenate, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def retry(f: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(f)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print(len(args), kwargs.get("x"))
        return f(*args, **kwargs)
    return inner
def with_conn(f: Callable[Concatenate[int, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return f(1, *args, **kwargs)
    return inner
def takes(cb: Callable[[int], int]) -> None: ...
def generic(g: Callable[Concatenate[int, P], int]) -> None:
    takes(g)

# case: paramspec-concatenate-removes-the-prefix
from typing import Callable, Concatenate, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def with_conn(f: Callable[Concatenate[int, P], R]) -> Callable[P, R]: raise NotImplementedError
@with_conn
def query(conn: int, sql: str, limit: int = 10) -> list[str]:
    return []
reveal_type(query)  # N: reveal-type: Revealed type is "def (sql: str, limit: int =) -> list[str]"
query("select")
query("select", limit=3)

# case: paramspec-concatenate-mismatch
from typing import Callable, Concatenate, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def with_conn(f: Callable[Concatenate[int, P], R]) -> Callable[P, R]: raise NotImplementedError
@with_conn
def query(conn: int, sql: str) -> list[str]:
    return []
query(1)  # E: arg-type: Argument 1 to "query" has incompatible type "int"; expected "str"
def no_conn(sql: str) -> None: ...
with_conn(no_conn)  # E: arg-type # N: arg-type: Parameter 1 "str" does not accept "int"

# case: paramspec-generic-class-call
from typing import Callable, Generic, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
class Cached(Generic[P, T]):
    def __init__(self, f: Callable[P, T]) -> None:
        self.f = f
    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> T:
        return self.f(*args, **kwargs)
def h(a: int, b: str) -> int:
    return a
c = Cached(h)
n: int = c(1, "x")
c("x", "x")  # E: arg-type: Argument 1 to "__call__" of "Cached" has incompatible type "str"; expected "int"

# case: paramspec-contextmanager-keeps-the-signature
from contextlib import asynccontextmanager, contextmanager
from typing import AsyncIterator, Generator, Iterator
@contextmanager
def opened(path: str) -> Iterator[int]:
    yield 1
@contextmanager
def session(name: str, retries: int = 3) -> Generator[str, None, None]:
    yield name
@asynccontextmanager
async def connected(host: str) -> AsyncIterator[bytes]:
    yield b""
with opened("x") as f, session("s") as s:
    reveal_type(f)  # N: reveal-type: Revealed type is "int"
    reveal_type(s)  # N: reveal-type: Revealed type is "str"
async def main() -> None:
    async with connected("h") as c:
        reveal_type(c)  # N: reveal-type: Revealed type is "bytes"

# case: paramspec-contextmanager-arguments-checked
import contextlib
from contextlib import contextmanager
from typing import Iterator
@contextmanager
def opened(path: str) -> Iterator[int]:
    yield 1
@contextlib.contextmanager
def locked(name: str) -> Iterator[None]:
    yield
opened(1)  # E: arg-type: Argument 1 to "opened" has incompatible type "int"; expected "str"
locked(b"x")  # E: arg-type: Argument 1 to "locked" has incompatible type "bytes"; expected "str"
with opened("x") as f:
    name: str = f  # E: assignment

# case: paramspec-decorated-static-and-class-methods
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def logged(f: Callable[P, R]) -> Callable[P, R]: raise NotImplementedError
class Repo:
    @staticmethod
    @logged
    def parse(text: str) -> int:
        return 0
    @classmethod
    @logged
    def load(cls, path: str) -> "Repo":
        return cls()
n: int = Repo.parse("1") + Repo().parse("2")
r: Repo = Repo.load("p")
Repo.parse(1)  # E: arg-type: Argument 1 to "parse" of "Repo" has incompatible type "int"; expected "str"
Repo.load(b"p")  # E: arg-type: Argument 1 to "load" of "Repo" has incompatible type "bytes"; expected "str"

# case: paramspec-decorator-factory-result-is-generic-in-p
# ``wraps_async(original)`` returns ``Callable[[Callable[P, T]], Callable[P, Awaitable[T]]]``:
# P and T stay the returned callable's own, solved by the def it decorates (mypy).
from collections.abc import Awaitable
from typing import Callable, ParamSpec, TypeVar
from typing_extensions import Self
P = ParamSpec("P")
T = TypeVar("T")
def wraps_async(original: Callable[..., object]) -> Callable[[Callable[P, T]], Callable[P, Awaitable[T]]]: raise NotImplementedError
def original() -> None: ...
@wraps_async(original)
def fetch(url: str, *, retries: int = 3) -> bytes: raise NotImplementedError
reveal_type(fetch)  # N: reveal-type: Revealed type is "def (url: str, *, retries: int =) -> typing.Awaitable[bytes]"
fetch("u", retries="3")  # E: arg-type: Argument "retries" to "fetch" has incompatible type "str"; expected "int"
class Path:
    @classmethod
    @wraps_async(original)
    def cwd(cls) -> Self: raise NotImplementedError
    @wraps_async(original)
    def resolved(self) -> Self: raise NotImplementedError
class Sub(Path):
    pass
async def use(sub: Sub) -> None:
    reveal_type(await Sub.cwd())  # N: reveal-type: Revealed type is "case.Sub"
    reveal_type(await sub.resolved())  # N: reveal-type: Revealed type is "case.Sub"
    sub.resolved(1)  # E: call-arg: Too many arguments for "resolved" of "Path"

# case: paramspec-in-invalid-locations
from typing import Callable, Concatenate, TypeAlias
from typing_extensions import ParamSpec
P = ParamSpec("P")
Spec: TypeAlias = P  # E: valid-type: Invalid location for ParamSpec "P"
def plain(x: P) -> None: ...  # E: valid-type: Invalid location for ParamSpec "P"
def listed(x: list[P]) -> None: ...  # E: valid-type: Invalid location for ParamSpec "P"
def returned(x: Callable[[int], P]) -> None: ...  # E: valid-type: Invalid location for ParamSpec "P"
def joined(x: Concatenate[int, P]) -> None: ...  # E: valid-type: Invalid location for Concatenate
def wrap(f: Callable[P, int]) -> None:
    saved: P.args  # E: valid-type: ParamSpec components are not allowed here

# case: paramspec-in-valid-locations
from typing import Callable, Concatenate, Generic
from typing_extensions import ParamSpec
P = ParamSpec("P")
class Job(Generic[P]):
    run: Callable[P, None]
def wrap(f: Callable[Concatenate[int, P], int], j: Job[P]) -> Callable[P, int]: raise NotImplementedError
def call(f: Callable[P, int], *args: P.args, **kwargs: P.kwargs) -> int:
    return f(*args, **kwargs)

# case: paramspec-components-misplaced
from typing import Any, Callable
from typing_extensions import ParamSpec
P = ParamSpec("P")
def outside(*args: P.args, **kwargs: P.kwargs) -> None: ...  # E: valid-type: ParamSpec "P" is unbound
def wrap(f: Callable[P, int]) -> None:
    def swapped(*args: P.kwargs, **kwargs: P.kwargs) -> None: ...  # E: valid-type: Use "P.args" for variadic "*" parameter
    def half(*args: P.args, **kwargs: Any) -> None: ...  # E: valid-type: ParamSpec must have "*args" typed as "P.args" and "**kwargs" typed as "P.kwargs"
    def between(*args: P.args, flag: bool, **kwargs: P.kwargs) -> None: ...  # E: valid-type: Arguments not allowed after ParamSpec.args

# case: paramspec-other-attributes-are-no-components
# A ParamSpec has only ``args`` and ``kwargs``: ``P.spec`` names nothing (mypy's name-defined,
# pyright alike), and typing ``*args`` or ``**kwargs`` with it asks for the component.
from typing import Callable
from typing_extensions import ParamSpec
P = ParamSpec("P")
def wrap(f: Callable[P, int]) -> Callable[P, int]:
    def inner(*args: P.spec, **kwargs: P.kwargs) -> int:  # E: name-defined: Name "P.spec" is not defined  # E: valid-type: Use "P.args" for variadic "*" parameter
        return 0
    def other(*args: P.args, **kwargs: P.__name__) -> int:  # E: name-defined: Name "P.__name__" is not defined  # E: valid-type: Use "P.kwargs" for variadic "**" parameter
        return 0
    return f

# case: paramspec-components-by-their-names-stay-silent
from typing import Callable, TypeVar
from typing_extensions import ParamSpec
P = ParamSpec("P")
R = TypeVar("R")
def logged(f: Callable[P, R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return f(*args, **kwargs)
    return inner
def quoted(f: Callable[P, R]) -> Callable[P, R]:
    def inner(*args: "P.args", **kwargs: "P.kwargs") -> R:
        return f(*args, **kwargs)
    return inner

# case: paramspec-components-in-place
from typing import Callable, Generic
from typing_extensions import ParamSpec
P = ParamSpec("P")
def wrap(f: Callable[P, int]) -> Callable[P, int]:
    def inner(first: int, *args: P.args, **kwargs: P.kwargs) -> int:
        return f(*args, **kwargs)
    return f
class Task(Generic[P]):
    def run(self, *args: P.args, **kwargs: P.kwargs) -> None: ...
def forward(f: Callable[P, int], *args: P.args, **kwargs: "P.kwargs") -> int:
    return f(*args, **kwargs)

# case: paramspec-declared-variance-relates-parameter-lists
from typing import Callable, Generic, ParamSpec
In = ParamSpec("In", contravariant=True)
Out = ParamSpec("Out", covariant=True)
class Caller(Generic[In]):
    def call(self, *args: In.args, **kwargs: In.kwargs) -> None: ...
class Taker(Generic[Out]):
    def take(self, fn: Callable[Out, None]) -> None: ...
def use(c: Caller[[object]], t: Taker[[bool]]) -> None:
    c1: Caller[[int]] = c
    t1: Taker[[int]] = t
    c2: Caller[[object]] = Caller[[int]]()  # E: assignment  # N: assignment: Type argument 1 "[int]" does not fit "[object]"
    t2: Taker[[bool]] = Taker[[int]]()  # E: assignment  # N: assignment

# case: paramspec-declared-variance-checked-against-members
from typing import Callable, Generic, ParamSpec
In = ParamSpec("In", contravariant=True)
Out = ParamSpec("Out", covariant=True)
class Caller(Generic[In]):
    def call(self, *args: In.args, **kwargs: In.kwargs) -> None: ...
    def make(self) -> Callable[In, None]: raise NotImplementedError
    def take(self, fn: Callable[In, None]) -> None: ...  # E: misc: Contravariant ParamSpec "In" used in "take" where a covariant one is expected
class Taker(Generic[Out]):
    def __init__(self, fn: Callable[Out, None]) -> None: ...
    def take(self, fn: Callable[Out, None]) -> None: ...
    def give(self) -> Callable[Out, None]: raise NotImplementedError  # E: misc: Covariant ParamSpec "Out" used in "give" where a contravariant one is expected
    handler: Callable[Out, None]  # E: misc: Covariant ParamSpec "Out" used in "handler" where an invariant one is expected

# case: paramspec-infer-variance-keyword
from typing import Callable, Generic
from typing_extensions import ParamSpec
Sig = ParamSpec("Sig", infer_variance=True)
class Caller(Generic[Sig]):
    def call(self, *args: Sig.args, **kwargs: Sig.kwargs) -> None: ...
def use(c: Caller[[object]], d: Caller[[int]]) -> None:
    c1: Caller[[int]] = c
    d1: Caller[[object]] = d  # E: assignment  # N: assignment

# case: paramspec-forwarded-components-must-stay-together
from typing import Callable, ParamSpec
P = ParamSpec("P")
def logged(fn: Callable[P, str]) -> Callable[P, str]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> str:
        fn(*kwargs, **args)  # E: arg-type: Argument 1 has incompatible type "*P.kwargs"; expected "P.args"  # E: arg-type: Argument 2 has incompatible type "**P.args"; expected "P.kwargs"
        fn(0, *args, **kwargs)  # E: arg-type: Argument 1 has incompatible type "int"; expected "P.args"
        fn(*args)  # E: call-arg: Too few arguments
        fn(*args, **kwargs, extra=1)  # E: arg-type: Argument "extra" has incompatible type "int"; expected "P.kwargs"
        return fn(*args, **kwargs)
    return inner

# case: paramspec-forwarded-components-silent-when-well-formed
from typing import Callable, Concatenate, ParamSpec
P = ParamSpec("P")
def with_retries(fn: Callable[Concatenate[int, P], str]) -> Callable[P, str]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> str:
        first = fn(3, *args, **kwargs)
        items = [*args]
        named = {**kwargs}
        return first + fn(len(items) + len(named), *args, **kwargs)
    return inner
def plain(fn: Callable[..., str], *args: object, **kwargs: object) -> str:
    return fn(1, *args, **kwargs)

# case: paramspec-forwarded-prefix-comes-first
from typing import Callable, Concatenate, ParamSpec
P = ParamSpec("P")
def with_retries(fn: Callable[Concatenate[int, P], str]) -> Callable[P, str]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> str:
        fn(*args, 3, **kwargs)  # E: arg-type: Argument 1 has incompatible type "*P.args"; expected "int"  # E: arg-type: Argument 2 has incompatible type "int"; expected "P.args"
        fn(*args, **kwargs)  # E: arg-type: Argument 1 has incompatible type "*P.args"; expected "int"
        return fn("3", *args, **kwargs)  # E: arg-type: Argument 1 has incompatible type "str"; expected "int"
    return inner

# case: paramspec-forwarded-to-a-nested-def-sharing-p
from typing import Callable, ParamSpec
P = ParamSpec("P")
def outer(fn: Callable[P, None]) -> Callable[P, None]:
    def tagged(tag: str, *args: P.args, **kwargs: P.kwargs) -> None:
        fn(*args, **kwargs)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        tagged("t", *args, **kwargs)
        tagged(tag="t", *args, **kwargs)  # E: misc: "tagged" gets multiple values for keyword argument "tag"  # E: arg-type
    return run

# case: paramspec-declared-variance-members-that-fit
from typing import Callable, Generic, ParamSpec
In = ParamSpec("In", contravariant=True)
Out = ParamSpec("Out", covariant=True)
class Caller(Generic[In]):
    def __init__(self, fn: Callable[In, None]) -> None:
        self._fn = fn
    def call(self, *args: In.args, **kwargs: In.kwargs) -> None:
        self._fn(*args, **kwargs)
    def make(self) -> Callable[In, None]:
        return self._fn
class Taker(Generic[Out]):
    def take(self, fn: Callable[Out, None]) -> None: ...
    def take_many(self, *fns: Callable[Out, None]) -> None: ...
def use(c: Caller[[object]], t: Taker[[bool]]) -> None:
    narrower: Caller[[int]] = c
    wider: Taker[[int]] = t

# case: paramspec-invariant-class-keeps-equal-lists
from typing import Callable, Generic, ParamSpec
P = ParamSpec("P")
class Hook(Generic[P]):
    def __init__(self, fn: Callable[P, None]) -> None:
        self.fn = fn
def on_int(a: int) -> None: ...
def use(h: Hook[[int]]) -> Hook[[int]]:
    same: Hook[[int]] = h
    return Hook(on_int) if same else h

# case: paramspec-two-callables-agree
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def first_of(a: Callable[P, R], b: Callable[P, R]) -> Callable[P, R]:
    return a
def one(x: int, y: str) -> int:
    return x
def other(x: int, y: str, z: bytes = b"") -> int:
    return x
def positional(p: int, q: str, /) -> int:
    return p
chosen = first_of(one, other)
chosen(1, "a")
chosen(x=1, y="a")
either = first_of(positional, one)
either(1, "a")

# case: paramspec-two-callables-disagree
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def first_of(a: Callable[P, R], b: Callable[P, R]) -> Callable[P, R]:
    return a
def named_a(*, a: int) -> int:
    return a
def named_b(*, b: int) -> int:
    return b
first_of(named_a, named_b)  # E: arg-type  # N: arg-type

# case: paramspec-decorator-prefix-checked-at-the-decorator
from typing import Callable, Concatenate, ParamSpec
P = ParamSpec("P")
def takes_request(fn: Callable[Concatenate[int, P], str]) -> Callable[P, str]: raise NotImplementedError
@takes_request  # E: arg-type: Argument 1 to "takes_request" has incompatible type "Callable[[str], str]"; expected "Callable[[int], str]"  # N: arg-type
def wrong_first(request: str) -> str: raise NotImplementedError
@takes_request  # E: arg-type  # N: arg-type
def keyword_only(*, request: int) -> str: raise NotImplementedError

# case: paramspec-decorator-prefix-that-fits
from typing import Callable, Concatenate, ParamSpec
P = ParamSpec("P")
def takes_request(fn: Callable[Concatenate[int, P], str]) -> Callable[P, str]: raise NotImplementedError
@takes_request
def handler(request: int, name: str, *, verbose: bool = False) -> str: raise NotImplementedError
@takes_request
def wide(request: object, *rest: int) -> str: raise NotImplementedError
handler("n", verbose=True)
wide(1, 2)
class View:
    @takes_request
    def method(self: int, name: str) -> str: raise NotImplementedError  # E: misc: The erased type of self "builtins.int" is not a supertype of its class "case.View"

# case: paramspec-solved-from-the-declared-type
from typing import Callable, Generic, ParamSpec
P = ParamSpec("P")
class Hook(Generic[P]):
    def __init__(self, fn: Callable[P, None]) -> None:
        self.fn = fn
def on_int(a: int) -> None: ...
declared: Hook[[int]] = Hook(on_int)
named = Hook(on_int)
again: Hook[[int]] = named

# case: paramspec-invariant-class-other-types
from typing import Callable, Generic, ParamSpec
P = ParamSpec("P")
class Hook(Generic[P]):
    def __init__(self, fn: Callable[P, None]) -> None:
        self.fn = fn
def on_int(a: int) -> None: ...
def on_object(a: object) -> None: ...
wider: Hook[[object]] = Hook[[int]](on_int)  # E: assignment  # N: assignment
keyword: Hook[[int]] = Hook(on_object)

# case: paramspec-forwarding-through-a-method
from typing import Callable, Generic, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
class Task(Generic[P, R]):
    def __init__(self, fn: Callable[P, R]) -> None:
        self.fn = fn
    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        return self.fn(*args, **kwargs)
    def delay(self, *args: P.args, **kwargs: P.kwargs) -> None:
        self(*args, **kwargs)
        self.fn(*args, **kwargs)
def add(a: int, b: int) -> int:
    return a + b
Task(add).delay(1, 2)
Task(add)(a=1, b=2)

# case: paramspec-forwarding-unpacks-other-sequences
from typing import Any, Callable, ParamSpec
P = ParamSpec("P")
def call_later(fn: Callable[P, None], *args: P.args, **kwargs: P.kwargs) -> None:
    fn(*args, **kwargs)
def runner(fn: Callable[..., None], items: list[Any], opts: dict[str, Any]) -> None:
    fn(*items, **opts)
def spawn(fn: Callable[P, None]) -> Callable[P, None]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> None:
        call_later(fn, *args, **kwargs)
    return inner

# case: paramspec-decorator-factory-with-concatenate
from typing import Callable, Concatenate, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
class Request: ...
def with_request(fn: Callable[Concatenate[Request, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return fn(Request(), *args, **kwargs)
    return inner
@with_request
def view(request: Request, slug: str, page: int = 1) -> str:
    return slug
view("x")
view("x", page=2)

# case: paramspec-two-callables-same-shape
from typing import Callable, ParamSpec
P = ParamSpec("P")
def both(a: Callable[P, None], b: Callable[P, None]) -> Callable[P, None]:
    return a
def f(x: int) -> None: ...
def g(x: int) -> None: ...
both(f, g)(1)
both(f, g)(x=1)

# case: paramspec-class-argument-spelled-with-ellipsis
from typing import Any, Callable, Generic, ParamSpec
P = ParamSpec("P")
class Hook(Generic[P]):
    def fire(self, *args: P.args, **kwargs: P.kwargs) -> None: ...
def use(any_hook: Hook[...], int_hook: Hook[[int]]) -> None:
    a: Hook[[int]] = any_hook
    b: Hook[...] = int_hook
    any_hook.fire(1, "x", k=2)

# case: paramspec-bound-callable-called-with-plain-arguments
from typing import Callable, Concatenate, Generic, ParamSpec
P = ParamSpec("P")
def deco(fn: Callable[P, int]) -> Callable[P, int]:
    fn(1)  # E: call-arg: Too few arguments  # E: arg-type: Argument 1 has incompatible type "int"; expected "P.args"
    return fn
def prefixed(fn: Callable[Concatenate[str, P], int]) -> None:
    fn("a")  # E: call-arg: Too few arguments
class Job(Generic[P]):
    target: Callable[P, int]
    def start(self) -> None:
        self.target()  # E: call-arg: Too few arguments

# case: paramspec-bound-callable-called-through-closures-and-solved-instances
import functools
from typing import Callable, Generic, ParamSpec
P = ParamSpec("P")
def deco(fn: Callable[P, int]) -> Callable[P, int]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> int:
        def later() -> int:
            return fn(*args, **kwargs)
        run = lambda: fn(*args, **kwargs)
        return later() + run() + functools.partial(fn, *args, **kwargs)()
    return inner
class Job(Generic[P]):
    def __init__(self, target: Callable[P, int]) -> None:
        self.target = target
def work(n: int) -> int:
    return n
job = Job(work)
job.target(3)

# case: paramspec-declared-variance-against-the-bases
from typing import Callable, Generic, ParamSpec
In = ParamSpec("In", contravariant=True)
Out = ParamSpec("Out", covariant=True)
P = ParamSpec("P")
class Invariant(Generic[P]):
    slot: Callable[P, None]
class Caller(Generic[In]):
    def call(self, *args: In.args, **kwargs: In.kwargs) -> None: ...
class Sub(Invariant[Out]): ...  # E: type-var: Variance of ParamSpec "Out" incompatible with variance in parent type
class Wrong(Caller[Out]): ...  # E: type-var: Variance of ParamSpec "Out" incompatible with variance in parent type

# case: paramspec-declared-variance-bases-that-fit
from typing import Generic, ParamSpec
In = ParamSpec("In", contravariant=True)
class Caller(Generic[In]):
    def call(self, *args: In.args, **kwargs: In.kwargs) -> None: ...
class Named(Caller[In]):
    def again(self, *args: In.args, **kwargs: In.kwargs) -> None:
        self.call(*args, **kwargs)
class Fixed(Caller[[int, str]]): ...

# case: paramspec-components-passed-to-another-generic-function
from typing import Callable, Concatenate, ParamSpec
P = ParamSpec("P")
Q = ParamSpec("Q")
def run(fn: Callable[Q, int], *args: Q.args, **kwargs: Q.kwargs) -> int:
    return fn(*args, **kwargs)
def takes_int(a: int) -> int:
    return a
def wrap(fn: Callable[P, int]) -> Callable[P, int]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> int:
        return run(takes_int, *args, **kwargs)  # E: arg-type: Argument 2 to "run" has incompatible type "*P.args"; expected "int"  # E: arg-type: Argument 3 to "run" has incompatible type "**P.kwargs"; expected "int"
    return inner
def wrap_prefixed(fn: Callable[Concatenate[int, P], int]) -> Callable[P, int]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> int:
        return run(fn, *args, **kwargs)  # E: arg-type: Argument 2 to "run" has incompatible type "*P.args"; expected "int"
    return inner

# case: paramspec-components-passed-to-another-generic-function-that-fits
from typing import Callable, Concatenate, ParamSpec
P = ParamSpec("P")
Q = ParamSpec("Q")
def run(fn: Callable[Q, int], *args: Q.args, **kwargs: Q.kwargs) -> int:
    return fn(*args, **kwargs)
def wrap(fn: Callable[P, int]) -> Callable[P, int]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> int:
        return run(fn, *args, **kwargs)
    return inner
def wrap_prefixed(fn: Callable[Concatenate[int, P], int]) -> Callable[P, int]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> int:
        return run(fn, 1, *args, **kwargs)
    return inner
def with_default(fn: Callable[P, int]) -> Callable[P, int]:
    def tagged(tag: str = "", *args: P.args, **kwargs: P.kwargs) -> int:
        return fn(*args, **kwargs)
    def inner(*args: P.args, **kwargs: P.kwargs) -> int:
        return tagged("t", *args, **kwargs)
    return inner

# case: paramspec-callable-of-the-callers-paramspec-is-no-written-list
from typing import Callable, ParamSpec
P = ParamSpec("P")
def takes(cb: Callable[[int], int]) -> None: ...
def takes_any(cb: Callable[..., int]) -> None: ...
def generic(f: Callable[P, int]) -> Callable[[int], int]:
    takes(f)  # E: arg-type: Argument 1 to "takes" has incompatible type "Callable[P, int]"; expected "Callable[[int], int]"  # N: arg-type
    takes_any(f)
    return f  # E: return-value  # N: return-value

# case: a-callable-of-another-paramspec-solves-a-paramspec-to-it
from typing import Callable, Generic, ParamSpec, TypeVar
P = ParamSpec("P")
Q = ParamSpec("Q")
R = TypeVar("R")
class Wrapped(Generic[P, R]): ...
def wraps(f: Callable[P, R]) -> Wrapped[P, R]: raise NotImplementedError
def rewrap(f: Callable[Q, R]) -> Wrapped[[int], R]:
    reveal_type(wraps(f))  # N: reveal-type: Revealed type is "case.Wrapped[Q, R]"
    return wraps(f)  # E: arg-type: Argument 1 to "wraps" has incompatible type "Callable[Q, R]"; expected "Callable[[int], R]" # N: arg-type: "Callable[Q, R]" takes only its ParamSpec's own arguments

# case: a-callable-of-another-paramspec-passed-on-keeps-its-paramspec-silent
from typing import Callable, Generic, ParamSpec, TypeVar
P = ParamSpec("P")
Q = ParamSpec("Q")
R = TypeVar("R")
class Wrapped(Generic[P, R]): ...
def wraps(f: Callable[P, R]) -> Wrapped[P, R]: raise NotImplementedError
def rewrap(f: Callable[Q, R]) -> Wrapped[Q, R]:
    return wraps(f)
def nested(f: Callable[Q, R]) -> Wrapped[Q, R]:
    def again() -> Wrapped[Q, R]:
        return wraps(f)
    return again()

# case: paramspec-solved-through-an-optional-callable
# ``Callable[P, None] | None`` given a function solves P from it (the None item does not
# take a function, the callable item does whatever P is).
from typing import Callable, Optional, ParamSpec, Union
P = ParamSpec("P")
def register(f: Callable[P, None] | None = None) -> Callable[P, None]: raise NotImplementedError
def maybe(f: Optional[Callable[P, int]]) -> Callable[P, int]: raise NotImplementedError
def either(f: Union[Callable[P, None], str]) -> Callable[P, None]: raise NotImplementedError
def on_bytes(b: bytes) -> None: ...
def count(s: str, n: int) -> int: return n
register(on_bytes)(1)  # E: arg-type: Argument 1 has incompatible type "int"; expected "bytes"
maybe(count)("a", "b")  # E: arg-type: Argument 2 has incompatible type "str"; expected "int"
either(on_bytes)(b"", 2)  # E: call-arg: Too many arguments
class C:
    def m(self) -> None:
        register(on_bytes)(x=b"")  # E: call-arg: Unexpected keyword argument "x"
        maybe(count)("a")  # E: call-arg: Too few arguments

# case: paramspec-solved-through-an-optional-callable-fits
from typing import Callable, Optional, ParamSpec, TypeVar, Union
P = ParamSpec("P")
T = TypeVar("T")
def register(f: Callable[P, None] | None = None) -> Callable[P, None]: raise NotImplementedError
def maybe(f: Optional[Callable[P, int]]) -> Callable[P, int]: raise NotImplementedError
def either(f: Union[Callable[P, None], str]) -> Callable[P, None]: raise NotImplementedError
def items(f: list[T] | None) -> T: raise NotImplementedError
def on_bytes(b: bytes) -> None: ...
def count(s: str, n: int) -> int: return n
register(on_bytes)(b"")
register(on_bytes)(b=b"")
maybe(count)("a", n=2)
either(on_bytes)(b"")
either("x")
reveal_type(items([1]))  # N: reveal-type: Revealed type is "int"
def outer() -> None:
    register(lambda: None)()
    register()(1, "anything")

# case: a-member-generic-in-a-paramspec-is-not-met-by-a-method-that-drops-its-arguments
# The protocol's P stands for whatever parameters its caller picks: an implementation generic
# in plain variables at most must take them (``*args`` and ``**kwargs``), as mypy unifies.
from typing import Any, Callable, ParamSpec, Protocol, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
class Scheduler(Protocol):
    def submit(self, f: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T: ...
class NoArgs:
    def submit(self, f: Callable[[], T]) -> T: return f()
class NoRest:
    def submit(self, f: Callable[..., Any]) -> Any: ...
def use(s: Scheduler) -> None: ...
use(NoArgs())  # E: arg-type # N: arg-type
use(NoRest())  # E: arg-type # N: arg-type

# case: a-member-generic-in-a-paramspec-is-met-by-its-own-paramspec-or-any-arguments
from typing import Any, Callable, ParamSpec, Protocol, TypeVar
P = ParamSpec("P")
Q = ParamSpec("Q")
T = TypeVar("T")
class Scheduler(Protocol):
    def submit(self, f: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T: ...
class Same:
    def submit(self, f: Callable[Q, T], *args: Q.args, **kwargs: Q.kwargs) -> T: return f(*args, **kwargs)
class Loose:
    def submit(self, f: Callable[..., T], *args: Any, **kwargs: Any) -> T: return f(*args, **kwargs)
def use(s: Scheduler) -> None: ...
use(Same())
use(Loose())

# case: an-overloaded-function-for-callable-p-calls-the-item-its-arguments-fit
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, ParamSpec, TypeVar, overload
P = ParamSpec("P")
T = TypeVar("T")
def submit(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> list[T]: raise NotImplementedError
@overload
def conv(x: int) -> int: ...
@overload
def conv(x: str) -> str: ...
def conv(x: "int | str") -> "int | str":
    return x
def use(ex: ThreadPoolExecutor) -> None:
    a: list[str] = submit(conv, 1)  # E: arg-type # N: arg-type
    b: str = ex.submit(pow, 2, 3).result()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
    c: str = ex.submit(max, 1, 2).result()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
    reveal_type(submit(conv, "a"))  # N: reveal-type: Revealed type is "list[str]"

# case: an-overloaded-function-for-callable-p-silent-where-the-item-fits
import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, ParamSpec, TypeVar, overload
P = ParamSpec("P")
T = TypeVar("T")
def submit(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> list[T]: raise NotImplementedError
@overload
def conv(x: int) -> int: ...
@overload
def conv(x: str) -> str: ...
def conv(x: "int | str") -> "int | str":
    return x
def use(ex: ThreadPoolExecutor, args: list[int]) -> None:
    a: list[int] = submit(conv, 1)
    b: list[str] = submit(conv, "a")
    c: int = ex.submit(pow, 2, 3).result()
    d: list[str] = submit(conv, *args)  # (what *args holds is not known: the item is not chosen)
async def run() -> None:
    e: int = await asyncio.to_thread(max, 1, 2)
    f: int = await asyncio.get_running_loop().run_in_executor(None, max, 1, 2)

# case: paramspec-quoted-components-type-star-parameters
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
def delay(func: Callable[P, T], wait: int, *args: "P.args", **kwargs: "P.kwargs") -> T:
    return func(*args, **kwargs)
def takes(a: int, b: str) -> bool:
    return True
reveal_type(delay(takes, 1, 2, "x"))  # N: reveal-type: Revealed type is "bool"
delay(takes, 1, "x", "y")  # E: arg-type: Argument 3 to "delay" has incompatible type "str"; expected "int"

# case: paramspec-quoted-components-keep-their-rules
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
def swapped(f: Callable[P, T], *args: "P.kwargs", **kwargs: "P.args") -> T: ...  # E: valid-type: Use "P.args" for variadic "*" parameter  # E: valid-type: Use "P.kwargs" for variadic "**" parameter  # E: empty-body
def alone(f: Callable[P, T], *args: "P.args") -> T: ...  # E: valid-type: ParamSpec must have "*args" typed as "P.args" and "**kwargs" typed as "P.kwargs"  # E: empty-body
def unbound(*args: "P.args", **kwargs: "P.kwargs") -> None: ...  # E: valid-type: ParamSpec "P" is unbound

# case: a-class-paramspec-list-takes-no-unpacked-items
from typing import Generic, Tuple
from typing_extensions import ParamSpec, Unpack
P = ParamSpec("P")
class Hook(Generic[P]): ...
a: Hook[[int, Unpack[Tuple[int, ...]]]]  # E: valid-type: Unpack is only valid in a variadic position
b: Hook[[Unpack[Tuple[int, str]], int]]  # E: valid-type: Unpack is only valid in a variadic position

# case: a-class-paramspec-list-of-types-and-a-callable-with-unpacked-items-are-silent
from typing import Callable, Generic, Tuple
from typing_extensions import ParamSpec, Unpack
P = ParamSpec("P")
class Hook(Generic[P]): ...
a: Hook[[int, Tuple[int, ...]]]
b: Hook[int, str]
c: Callable[[int, Unpack[Tuple[int, ...]], str], None]

# case: callables-of-two-paramspecs-are-not-assignable
from typing import Callable, ParamSpec
P = ParamSpec("P")
Q = ParamSpec("Q")
def swap(f: Callable[P, None], g: Callable[Q, None], h: Callable[P, None]) -> None:
    f = g  # E: assignment: Incompatible types in assignment (expression has type "Callable[Q, None]", variable has type "Callable[P, None]")  # N: assignment
    g = h  # E: assignment: Incompatible types in assignment (expression has type "Callable[P, None]", variable has type "Callable[Q, None]")  # N: assignment
    f = h

# case: paramspec-declarations-with-a-name-and-a-default-only-are-silent
from typing import Callable, Generic
from typing_extensions import ParamSpec
Plain = ParamSpec("Plain")
Listed = ParamSpec("Listed", default=[int, str])
Open = ParamSpec("Open", default=...)
class Task(Generic[Listed]):
    def run(self, *args: Listed.args, **kwargs: Listed.kwargs) -> None: ...
def call(f: Callable[Plain, int], *args: Plain.args, **kwargs: Plain.kwargs) -> int:
    return f(*args, **kwargs)

# case: a-typeddict-spread-into-a-paramspec-call-fills-the-solved-parameters
# ``run(f, **options)``: the TypedDict's items are keyword arguments of what P was solved to (mypy).
from typing import Callable, ParamSpec, TypedDict, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def run(func: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R: raise NotImplementedError
class Options(TypedDict):
    temperature: float
def exact(temperature: int) -> None: ...
def wider(temperature: float, label: str) -> None: ...
def go(options: Options) -> None:
    run(exact, **options)  # E: arg-type: Argument "temperature" to "run" has incompatible type "float"; expected "int"
    run(wider, label=0, **options)  # E: arg-type: Argument "label" to "run" has incompatible type "int"; expected "str"
    exact(**options)  # E: arg-type: Argument "temperature" to "exact" has incompatible type "float"; expected "int"

# case: a-typeddict-spread-into-a-paramspec-call-that-fits-is-silent
from typing import Callable, ParamSpec, TypedDict, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def run(func: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R: raise NotImplementedError
class Options(TypedDict):
    temperature: float
def wider(temperature: float, label: str) -> None: ...
def go(options: Options) -> None:
    run(wider, label="x", **options)
    wider(label="y", **options)

# case: a-parameter-list-for-a-regular-type-variable
from typing import Generic, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
class Task(Generic[P, R]): ...
def run(a: Task[[int], [int, str]], b: Task[..., ...]) -> None: ...  # E: valid-type: Cannot use "[int, str]" for regular type variable, only for ParamSpec  # E: valid-type: Cannot use "[VarArg(Any), KwArg(Any)]" for regular type variable, only for ParamSpec

# case: a-parameter-list-for-a-paramspec-is-silent
from typing import Generic, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
class Task(Generic[P, R]): ...
def run(a: Task[[int, str], int], b: Task[..., list[int]]) -> None: ...
