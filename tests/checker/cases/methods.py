# Binding methods to their receivers and overriding them (mypy's checkmember / override rules).

# case: a-receiver-that-no-explicit-self-accepts-is-reported
from typing import Awaitable, Literal, Protocol, overload
class SyncClient(Protocol):
    _is_async: Literal[False]
class AsyncClient(Protocol):
    _is_async: Literal[True]
class Commands:
    @overload
    def delete(self: SyncClient, *names: str) -> int: ...
    @overload
    def delete(self: AsyncClient, *names: str) -> Awaitable[int]: ...
    def delete(self, *names: str) -> "int | Awaitable[int]":
        return 1
    def ping(self: SyncClient) -> int:
        return 1
    def __delitem__(self, name: str) -> None:
        self.delete(name)  # E: misc: Invalid self argument "Commands" to attribute function "delete" with type "def delete(self: SyncClient, *names: str) -> int"
    def check(self) -> None:
        self.ping()  # E: misc: Invalid self argument "Commands" to attribute function "ping" with type "Callable[[SyncClient], int]"
def use(c: Commands) -> None:
    c.ping()  # E: misc: Invalid self argument "Commands" to attribute function "ping" with type "Callable[[SyncClient], int]"

# case: a-receiver-that-an-explicit-self-accepts-is-silent
from typing import Awaitable, Generic, Literal, Protocol, TypeVar, overload
T = TypeVar("T")
class SyncClient(Protocol):
    _is_async: Literal[False]
class AsyncClient(Protocol):
    _is_async: Literal[True]
def decorate(f: T) -> T:
    return f
class Commands:
    @overload
    def delete(self: SyncClient, *names: str) -> int: ...
    @overload
    def delete(self: AsyncClient, *names: str) -> Awaitable[int]: ...
    @decorate
    def delete(self, *names: str) -> "int | Awaitable[int]":
        return 1
    def ping(self: SyncClient) -> int:
        return 1
    def untyped(self):
        self.ping()  # unannotated code: mypy checks nothing there
class Client(Commands):
    _is_async: Literal[False] = False
    def use(self) -> int:
        reveal_type(self.delete("a"))  # N: reveal-type: Revealed type is "int"
        return self.ping()
class Box(Generic[T]):
    def first(self: "Box[int]") -> int:
        return 0
def boxes(b: Box[int], a: "Box[T]") -> None:
    b.first()

# case: a-generic-receiver-its-self-type-does-not-take-is-reported
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def total(self: "Box[int]") -> int:
        return 0
def use(b: Box[str]) -> None:
    b.total()  # E: misc: Invalid self argument "Box[str]" to attribute function "total" with type "Callable[[Box[int]], int]"

# case: a-receiver-generic-in-a-constrained-type-variable-is-silent
# mypy checks the body once per constraint; one of the items takes each.
from typing import AnyStr, Generic, overload
class File(Generic[AnyStr]):
    @overload
    def write(self: "File[bytes]", data: bytes) -> int: ...
    @overload
    def write(self: "File[str]", data: str) -> int: ...
    def write(self, data: object) -> int:
        return 0
    def copy(self, data: AnyStr) -> None:
        self.write(data)

# case: an-override-of-an-abstract-method-is-checked
from abc import ABC, abstractmethod
class Listener(ABC):
    @abstractmethod
    def listen(self, event: object):
        pass
class Reauth(Listener):
    def listen(self, event: int):  # E: override: Argument 1 of "listen" is incompatible with supertype "Listener"; supertype defines the argument type as "object"
        pass

# case: an-override-that-fits-an-abstract-method-is-silent
from abc import ABC, abstractmethod
class Listener(ABC):
    @abstractmethod
    def listen(self, event: int) -> object:
        pass
class Logger(Listener):
    @abstractmethod
    def listen(self, event: object) -> None:
        pass
class Printer(Logger):
    def listen(self, event: object, *rest: int) -> None:
        pass

# case: an-override-is-checked-against-every-base
class Sync:
    def merge(self, n: int) -> list[int]:
        return []
class Async:
    async def merge(self, n: int) -> list[int]:
        return []
class Pipeline(Async, Sync):
    def merge(self, n: int) -> "Pipeline":  # E: override: Return type "Pipeline" of "merge" incompatible with return type "Coroutine[Any, Any, list[int]]" in supertype "Async" # E: override: Return type "Pipeline" of "merge" incompatible with return type "list[int]" in supertype "Sync"
        return self

# case: an-override-that-fits-every-base-is-silent
from typing import Any
class Sync:
    def merge(self, n: int) -> "list[int] | None":
        return []
class Async:
    def merge(self, n: int) -> Any:
        return []
class Pipeline(Async, Sync):
    def merge(self, n: object) -> list[int]:
        return []

# case: an-override-of-a-stub-classes-method-is-checked
import datetime
import zipfile
from typing import IO
class Fixed(datetime.tzinfo):
    def utcoffset(self, dt: datetime.datetime) -> datetime.timedelta:  # E: override: Argument 1 of "utcoffset" is incompatible with supertype "datetime.tzinfo"; supertype defines the argument type as "datetime | None"
        return datetime.timedelta(0)
class Archive(zipfile.ZipFile):
    def open(self, name: str, mode: str = "r") -> IO[bytes]:  # E: override: Signature of "open" incompatible with supertype "zipfile.ZipFile"
        return super().open(name)
class Frozen(dict[str, int]):
    def __hash__(self) -> int:  # E: override: Signature of "__hash__" incompatible with supertype "dict"
        return 1

# case: an-override-of-objects-methods-is-checked
class Point:
    def __eq__(self, other: "Point") -> bool:  # E: override: Argument 1 of "__eq__" is incompatible with supertype "builtins.object"; supertype defines the argument type as "object"
        return True
    def __hash__(self) -> str:  # E: override: Return type "str" of "__hash__" incompatible with return type "int" in supertype "builtins.object"
        return ""
    def __repr__(self, width: int) -> str:  # E: override: Signature of "__repr__" incompatible with supertype "builtins.object"
        return ""

# case: an-override-of-a-generic-bases-method-sees-the-bases-arguments
from typing import Generic, Iterator, Mapping, TypeVar
V = TypeVar("V")
class Registry(Mapping[str, V]):
    def __getitem__(self, key: int) -> V:  # E: override: Argument 1 of "__getitem__" is incompatible with supertype "typing.Mapping"; supertype defines the argument type as "str"
        raise KeyError(key)
    def __len__(self) -> int:
        return 0
    def __iter__(self) -> Iterator[int]:  # E: override: Return type "Iterator[int]" of "__iter__" incompatible with return type "Iterator[str]" in supertype "typing.Iterable"
        return iter([])
class Box(Generic[V]):
    def get(self) -> V:
        raise NotImplementedError
class IntBox(Box[int]):
    def get(self) -> str:  # E: override: Return type "str" of "get" incompatible with return type "int" in supertype "Box"
        return ""
class Counts(dict[str, int]):
    def keys(self, prefix: str) -> list[str]:  # E: override: Signature of "keys" incompatible with supertype "builtins.dict"  # E: override: Signature of "keys" incompatible with supertype "typing.Mapping"
        return []

# case: an-override-that-fits-a-generic-bases-method-is-silent
from typing import Generic, Iterator, Mapping, TypeVar
from typing_extensions import override
V = TypeVar("V")
class Registry(Mapping[str, V]):
    def __getitem__(self, key: str) -> V:
        raise KeyError(key)
    def __len__(self) -> int:
        return 0
    def __iter__(self) -> Iterator[str]:
        return iter([])
class Box(Generic[V]):
    def get(self) -> V:
        raise NotImplementedError
class IntBox(Box[int]):
    def get(self) -> int:
        return 1
class Plain:
    @override
    def __init__(self, x: str) -> None: ...
    def __init_subclass__(cls, flag: bool = False) -> None: ...

# case: an-override-that-fits-a-stub-classes-method-is-silent
import datetime
from typing import Any
class Fixed(datetime.tzinfo):
    def utcoffset(self, dt: datetime.datetime | None) -> datetime.timedelta:
        return datetime.timedelta(0)
    def tzname(self, dt: object) -> str:
        return "UTC"
class Counts(dict[str, int]):
    def get(self, key: Any, default: Any = None) -> Any:
        return 1
    def __repr__(self) -> str:
        return "counts"
    def __eq__(self, other: object) -> bool:
        return True
class Failure(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
    def __str__(self) -> str:
        return "failure"

# case: an-override-of-an-overloaded-method-takes-the-items-its-class-fits
from typing import Any, Awaitable, Literal, Protocol, overload
class SyncClient(Protocol):
    _is_async: Literal[False]
class AsyncClient(Protocol):
    _is_async: Literal[True]
def logged(f: Any) -> Any:
    return f
class Commands:
    @overload
    def reset(self: SyncClient) -> str: ...
    @overload
    def reset(self: AsyncClient) -> Awaitable[str]: ...
    @logged
    def reset(self) -> "str | Awaitable[str]":
        return ""
    @overload
    def start(self: SyncClient, n: int, **kwargs) -> str: ...
    @overload
    def start(self: AsyncClient, n: int, **kwargs) -> Awaitable[str]: ...
    def start(self, n: int, **kwargs) -> "str | Awaitable[str]":
        return ""
class Client(Commands):
    _is_async: Literal[False] = False
    def reset(self) -> None:  # E: override: Return type "None" of "reset" incompatible with return type "str" in supertype "Commands"
        pass
class ClusterCommands(Commands):
    def start(self, n: int, **kwargs) -> str:  # E: override: Signature of "start" incompatible with supertype "Commands"
        return ""

# case: an-override-that-fits-the-overloaded-items-its-class-fits-is-silent
from typing import Any, Awaitable, Literal, Protocol, overload
class SyncClient(Protocol):
    _is_async: Literal[False]
class AsyncClient(Protocol):
    _is_async: Literal[True]
class Commands:
    @overload
    def reset(self: SyncClient) -> str: ...
    @overload
    def reset(self: AsyncClient) -> Awaitable[str]: ...
    def reset(self) -> "str | Awaitable[str]":
        return ""
    @overload
    def start(self: SyncClient, n: int, **kwargs) -> str: ...
    @overload
    def start(self: AsyncClient, n: int, **kwargs) -> Awaitable[str]: ...
    def start(self, n: int, **kwargs) -> "str | Awaitable[str]":
        return ""
class Client(Commands):
    _is_async: Literal[False] = False
    def reset(self) -> str:
        return ""
    def start(self, n: int, **kwargs) -> str:
        return ""
class AsyncClientImpl(Commands):
    _is_async: Literal[True] = True
    async def reset(self) -> str:
        return ""
class Gradual(Commands):
    def start(self, n: int, **kwargs) -> Any:
        return ""

# case: assigning-an-attribute-the-class-defines-as-a-method-is-reported
from typing import Iterator
class Sharded:
    def pubsubs(self) -> Iterator[int]:
        yield 1
    def ping(self) -> int:
        return 1
    def prime(self) -> None:
        self.pubsubs = self.pubsubs()  # E: method-assign: Cannot assign to a method # E: assignment: Incompatible types in assignment (expression has type "Iterator[int]", variable has type "Callable[[], Iterator[int]]")
def patch(s: Sharded) -> None:
    s.ping = lambda: 2  # E: method-assign: Cannot assign to a method
    Sharded.ping = lambda self: 3  # E: method-assign: Cannot assign to a method

# case: assigning-a-dunder-or-a-stub-classs-method-is-reported-too
# mypy reports a method of any class, a stub's or a dunder, also through ``type[T]`` (libcst's
# __init_subclass__ and _add_slots.py).
import threading
from typing import Any, TypeVar
T = TypeVar("T")
def fn(*args: Any) -> Any: ...
def getstate(self: object) -> object: ...
class Node:
    def __repr__(self) -> str:
        return ""
    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "__repr__" not in cls.__dict__:
            cls.__repr__ = Node.__repr__  # E: method-assign: Cannot assign to a method
def patch(t: threading.Thread, made: type[T]) -> type[T]:
    t.run = fn  # E: method-assign: Cannot assign to a method
    made.__getstate__ = getstate  # E: method-assign: Cannot assign to a method
    return made

# case: a-method-assigned-through-the-class-object-or-a-stub-is-checked-against-its-def
# The value must fit the method as read there: through the class object the unbound def
# (``self`` typed by the class), a stub's method too (exceptiongroup patches
# ``traceback.TracebackException.format``); when only names of positional parameters keep it
# from fitting, both are shown as defs (mypy's format_type_distinctly).
import traceback
from typing import Any, TypeVar
T = TypeVar("T")
class Patched(traceback.TracebackException):
    def format(self, *, chain: Any = True, **kw: Any) -> Any:
        raise NotImplementedError
class C:
    def f(self, a: int) -> int:
        return 0
def anyf(*args: Any) -> Any: ...
def bad(self: C) -> int:
    return 0
traceback.TracebackException.format = Patched.format  # E: method-assign: Cannot assign to a method # E: assignment: Incompatible types in assignment (expression has type "def format(self: Patched, *, chain: Any = ..., **kw: Any) -> Any", variable has type "def format(self: TracebackException, *, chain: bool = ..., _ctx: _ExceptionPrintContext | None = ...) -> Generator[str, None, None]")
C.f = bad  # E: method-assign: Cannot assign to a method # E: assignment: Incompatible types in assignment (expression has type "Callable[[C], int]", variable has type "Callable[[C, int], int]")
C.f = anyf  # E: method-assign: Cannot assign to a method # E: assignment: Incompatible types in assignment (expression has type "def anyf(*args: Any) -> Any", variable has type "def f(self: C, a: int) -> int")
def patch(mc: type[C], made: type[T]) -> None:
    mc.f = bad  # E: method-assign: Cannot assign to a method # E: assignment: Incompatible types in assignment (expression has type "Callable[[C], int]", variable has type "Callable[[C, int], int]")
    made.__getstate__ = bad  # E: method-assign: Cannot assign to a method # E: assignment: Incompatible types in assignment (expression has type "Callable[[C], int]", variable has type "Callable[[object], object]")
    traceback.TracebackException.format = (  # type: ignore[method-assign]
        Patched.format  # E: assignment: Incompatible types in assignment (expression has type "def format(self: Patched, *, chain: Any = ..., **kw: Any) -> Any", variable has type "def format(self: TracebackException, *, chain: bool = ..., _ctx: _ExceptionPrintContext | None = ...) -> Generator[str, None, None]")
    )

# case: a-method-assigned-a-fitting-value-through-the-class-object-has-only-method-assign
# (the method-assign findings are ignored by code: no assignment finding is left)
import traceback
from typing import Any, Callable, Generator
class C:
    def f(self, a: int) -> int:
        return 0
def good(self: C, a: int) -> int:
    return 0
def loose(self: object, a: object) -> bool:
    return True
def fmt(self: traceback.TracebackException, **kw: Any) -> Generator[str, None, None]:
    yield ""
def patch(mc: type[C], cb: Callable[..., Any], anything: Any) -> None:
    C.f = good  # type: ignore[method-assign]
    C.f = loose  # type: ignore[method-assign]
    mc.f = cb  # type: ignore[method-assign]
    mc.f = anything  # type: ignore[method-assign]
    traceback.TracebackException.format = fmt  # type: ignore[method-assign]
    traceback.TracebackException.format = (  # type: ignore[assignment]
        fmt
    )

# case: assigning-attributes-that-are-no-plain-methods-is-silent
from typing import Any, Callable
def wrap(f: Any) -> Any:
    return f
class Sharded:
    handler: Callable[[], int]
    @property
    def size(self) -> int:
        return 1
    @size.setter
    def size(self, value: int) -> None: ...
    @wrap
    def hook(self) -> int:
        return 1
    def ping(self) -> int:
        return 1
    def prime(self) -> None:
        self.handler = lambda: 1
        self.size = 2
        self.hook = 3
    def untyped(self):
        self.ping = 4  # mypy checks no unannotated body

# case: assigning-a-dunder-method-is-reported-too
# (mypy's method-assign covers every def of the class, dunders and __class_getitem__ as well)
class Formatter:
    def __class_getitem__(cls, name):
        return cls
    def __repr__(self) -> str:
        return "f"
Formatter.__class_getitem__ = lambda name: Formatter  # type: ignore[attr-defined]  # E: method-assign: Cannot assign to a method # N: method-assign: Error code "method-assign" not covered by "type: ignore[attr-defined]" comment
def patch(f: Formatter) -> None:
    Formatter.__repr__ = lambda self: "x"  # E: method-assign: Cannot assign to a method

# case: assigning-dunder-attributes-that-are-no-methods-is-silent
class Formatter:
    def __init__(self) -> None:
        self.name = "f"
    def untyped(self):
        self.__init__ = None  # mypy checks no unannotated body
def patch(f: Formatter) -> None:
    f.__doc__ = "x"
    Formatter.__module__ = "elsewhere"

# case: a-callable-attribute-declared-in-the-class-is-no-method-to-assign
from typing import Callable, Protocol
class Job:
    handler: Callable[[], None]
    def run(self) -> None: ...
    def rebind(self, other: Callable[[], None]) -> None:
        self.handler = other
def setup(job: Job) -> None:
    job.handler = lambda: None

# case: a-self-annotation-by-a-protocol-the-class-fits-is-silent
from typing import Protocol
class HasName(Protocol):
    name: str
class Named:
    name: str = "n"
    def greet(self: HasName) -> str:
        return self.name
class Sub(Named): ...
def use(n: Named, s: Sub) -> None:
    n.greet()
    s.greet()

# case: super-binds-the-next-classs-method-to-this-instance
# As mypy does: `super().name` binds the next class's method to self, so an explicit `self`
# annotation there must accept this class (one overload item is enough).
from typing import Protocol, overload
class SyncClient(Protocol):
    def execute(self) -> int: ...
class AsyncClient(Protocol):
    async def execute(self) -> int: ...
class Commands:
    @overload
    def stralgo(self: SyncClient, algo: str) -> int: ...
    @overload
    def stralgo(self: AsyncClient, algo: str) -> str: ...
    def stralgo(self, algo: str) -> int | str: return 1
class ClusterCommands(Commands):
    def stralgo(self, algo: str) -> int | str:  # E: override
        return super().stralgo(algo)  # E: misc: Invalid self argument "ClusterCommands" to attribute function "stralgo" with type "Callable[[SyncClient, str], int]"

# case: super-of-a-method-whose-self-fits-is-fine
# A subclass that is what the explicit `self` asks for, a plain `self`, and a classmethod pass.
from typing import Protocol, overload
class SyncClient(Protocol):
    def execute(self) -> int: ...
class Commands:
    def stralgo(self: SyncClient, algo: str) -> int: return 1
    def plain(self) -> None: ...
    @classmethod
    def make(cls) -> None: ...
class Client(Commands):
    def execute(self) -> int: return 1
    def stralgo(self, algo: str) -> int:
        return super().stralgo(algo)
    def plain(self) -> None:
        super().plain()
    @classmethod
    def make(cls) -> None:
        super().make()

# case: a-decorated-override-taking-any-arguments-is-compared-by-its-result
# A decorator that gives back ``Callable[..., R]`` leaves a method that takes any arguments:
# it overrides the base's when R fits the base's result (mypy).
from typing import Callable, Union
class Small: ...
class Imp(Small): ...
class Sentinel: ...
def keeps(method: Callable[..., Imp]) -> Callable[..., Imp]:
    return method
def counts(method: Callable[..., int]) -> Callable[..., int]:
    return method
class Base:
    def leave(self, original: Imp, updated: Imp) -> Union[Small, Sentinel]:
        return updated
    def other(self, x: int) -> str:
        return ""
class Sub(Base):
    @keeps
    def leave(self, original: Imp, updated: Imp) -> Imp:
        return updated
    @counts
    def other(self, x: int) -> int:  # E: override: Signature of "other" incompatible with supertype "Base"
        return 1

# case: overrides-of-objects-methods-that-keep-their-promises-are-silent
from typing import Any
class Money:
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money)
    def __hash__(self) -> int:
        return 0
    def __repr__(self) -> str:
        return "Money()"
    def __format__(self, spec: str) -> str:
        return spec
    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
    def __reduce__(self) -> tuple[Any, ...]:
        return (Money, ())
    def __init_subclass__(cls, **options: Any) -> None: ...

# case: an-override-of-a-stubs-overloaded-method-must-take-every-item
from typing import Iterator, Sequence, TypeVar, overload
T_co = TypeVar("T_co", covariant=True)
class Nodes(Sequence[T_co]):
    def __getitem__(self, index: int) -> T_co:  # E: override: Signature of "__getitem__" incompatible with supertype "typing.Sequence"
        raise IndexError(index)
    def __len__(self) -> int:
        return 0

# case: an-override-that-takes-every-item-of-a-stubs-overloaded-method-is-silent
from typing import Sequence, TypeVar, overload
T_co = TypeVar("T_co", covariant=True)
class Nodes(Sequence[T_co]):
    @overload
    def __getitem__(self, index: int) -> T_co: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T_co]: ...
    def __getitem__(self, index: int | slice) -> "T_co | Sequence[T_co]":
        raise IndexError(index)
    def __len__(self) -> int:
        return 0

# case: an-override-of-literal-string-twins-with-str-is-silent
import string
from typing import Any, Mapping, Sequence
class Deep(string.Formatter):
    def vformat(self, format_string: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
        return format_string

# case: an-override-of-a-generic-method-is-compared-with-its-type-variables-unified
# The base method's own type variables stand for every type they may be; the override's are
# solved from the base's parameters (mypy's unify_generic_callable; libcst's on_leave).
from typing import Generic, TypeVar, Union
class Node: ...
class Removal: ...
N = TypeVar("N", bound=Node)
S = TypeVar("S")
class Flatten(Generic[N]): ...
class Leaf(Node): ...
class Base:
    def on_leave(self, a: N, b: N) -> Union[N, Removal, Flatten[N]]:
        return b
    def ident(self, x: S) -> S:
        return x
class Plain(Base):
    def on_leave(self, a: Node, b: Node) -> Union[Node, Removal]:  # E: override: Return type "Node | Removal" of "on_leave" incompatible with return type "N | Removal | Flatten[N]" in supertype "Base"
        return b
    def ident(self, x: object) -> object:  # E: override: Return type "object" of "ident" incompatible with return type "S" in supertype "Base"
        return x
class Generic2(Base):
    def on_leave(self, a: N, b: N) -> Union[N, Removal, Flatten[Leaf]]:  # E: override: Return type "N | Removal | Flatten[Leaf]" of "on_leave" incompatible with return type "N | Removal | Flatten[N]" in supertype "Base"
        return b

# case: an-override-of-a-generic-method-that-fits-it-is-silent
from typing import Generic, TypeVar, Union
class Node: ...
class Removal: ...
N = TypeVar("N", bound=Node)
S = TypeVar("S")
T = TypeVar("T")
class Flatten(Generic[N]): ...
class Base:
    def on_leave(self, a: N, b: N) -> Union[N, Removal, Flatten[N]]:
        return b
    def ident(self, x: S) -> S:
        return x
    def pair(self, x: S) -> list[S]:
        return [x]
    def copy(self: T) -> T:
        return self
class Same(Base):
    def on_leave(self, a: N, b: N) -> Union[N, Removal]:
        return b
    def ident(self, x: T) -> T:
        return x
    def pair(self, x: object) -> list[S]:
        return []
    def copy(self) -> "Same":
        return self
class Loose(Base):
    def on_leave(self, a: Node, b: N) -> N:
        return b

# case: an-override-of-a-method-whose-self-is-a-type-variable-is-compared-with-self-bound
# The base's ``self: SelfT`` is solved from the subclass's instance before the two are compared,
# as mypy binds both (bind_and_map_method); a solution outside the override's own bound makes
# the whole signature differ (libcst's matchers: ``OneOf.__or__``, ``TypeOf.__and__``).
from typing import Generic, NoReturn, TypeVar, Union
SelfT = TypeVar("SelfT", bound="Base")
O = TypeVar("O")
M = TypeVar("M")
B = TypeVar("B", bound=type)
class Base:
    def __or__(self: SelfT, other: O) -> "OneOf[Union[SelfT, O]]":
        raise NotImplementedError
    def __and__(self: SelfT, other: O) -> "OneOf[Union[SelfT, O]]":
        raise NotImplementedError
    def __invert__(self: SelfT) -> SelfT:
        return self
class OneOf(Generic[M], Base):
    def __or__(self, other: O) -> "OneOf[Union[M, O]]":  # E: override: Return type "OneOf[M | O]" of "__or__" incompatible with return type "OneOf[OneOf[M] | O]" in supertype "Base"
        raise NotImplementedError
    def __and__(self, other: B) -> NoReturn:  # E: override: Signature of "__and__" incompatible with supertype "Base"
        raise NotImplementedError
    def __invert__(self) -> "AllOf[M]":  # E: override: Return type "AllOf[M]" of "__invert__" incompatible with return type "OneOf[M]" in supertype "Base"
        raise NotImplementedError
class AllOf(Generic[M], Base):
    pass
class Leaf(Base):
    def __invert__(self) -> Base:  # E: override: Return type "Base" of "__invert__" incompatible with return type "Leaf" in supertype "Base"
        return self
K = TypeVar("K", bytes, str)
V = TypeVar("V", bytes, int)
class Keyed:
    def mset(self, mapping: dict[K, int]) -> int:
        return 1
class Narrow(Keyed):
    def mset(self, mapping: dict[V, int]) -> int:  # E: override: Signature of "mset" incompatible with supertype "Keyed"
        return 1

# case: an-override-that-fits-a-method-whose-self-is-a-type-variable-is-silent
from typing import Generic, NoReturn, TypeVar, Union
SelfT = TypeVar("SelfT", bound="Base")
O = TypeVar("O")
M = TypeVar("M")
B = TypeVar("B", bound=object)
class Base:
    def __or__(self: SelfT, other: O) -> "OneOf[Union[SelfT, O]]":
        raise NotImplementedError
    def __and__(self: SelfT, other: O) -> "OneOf[Union[SelfT, O]]":
        raise NotImplementedError
    def __invert__(self: SelfT) -> SelfT:
        return self
    def copy(self: SelfT, deep: bool) -> list[SelfT]:
        return [self]
class OneOf(Generic[M], Base):
    def __or__(self, other: O) -> "OneOf[Union[OneOf[M], O]]":
        raise NotImplementedError
    def __and__(self, other: B) -> NoReturn:
        raise NotImplementedError
    def __invert__(self) -> "OneOf[M]":
        return self
class Leaf(Base):
    def __invert__(self) -> "Leaf":
        return self
    def copy(self, deep: bool) -> "list[Leaf]":
        return [self]
class Other(Base):
    def __invert__(self: SelfT) -> SelfT:
        return self
    def copy(self: SelfT, deep: bool) -> list[SelfT]:
        return [self]
K = TypeVar("K", bytes, str)
W = TypeVar("W", bytes, str, int)
class Keyed:
    def mset(self, mapping: dict[K, int]) -> int:
        return 1
class Same(Keyed):
    def mset(self, mapping: dict[K, int]) -> int:
        return 1
class Wider(Keyed):
    def mset(self, mapping: dict[W, int]) -> int:
        return 1

# case: an-init-written-through-a-bare-type-is-silent
# pyee's ``@evented``: ``Cls = TypeVar("Cls", bound=Type)`` and ``cls.__init__ = init`` (mypy
# reads a bare ``Type`` as ``type[Any]``: nothing there is known to be a method).
from typing import Any, Type, TypeVar
Cls = TypeVar("Cls", bound=Type)
def evented(cls: Cls) -> Cls:
    og_init = cls.__init__
    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        og_init(self, *args, **kwargs)
    cls.__init__ = init
    return cls

# case: the-old-two-argument-super-is-checked-as-super
import abc
class Shape(abc.ABC):
    def __init__(self, name: str) -> None:
        self.name = name
    @abc.abstractmethod
    def area(self) -> float: ...
    @classmethod
    def make(cls, size: int) -> "Shape":
        raise NotImplementedError
class Disc(Shape):
    def __init__(self) -> None:
        super(Disc, self).__init__(3)  # E: arg-type: Argument 1 to "__init__" of "Shape" has incompatible type "int"; expected "str"
    def area(self) -> float:
        return super(Disc, self).area()  # E: safe-super: Call to abstract method "area" of "Shape" with trivial body via super() is unsafe
    @classmethod
    def make(cls, size: int) -> "Disc":
        super(Disc, cls).make("big")  # E: arg-type: Argument 1 to "make" of "Shape" has incompatible type "str"; expected "int"
        return cls()
class Square(Shape):
    def area(self) -> float:
        return super(Disc, self).area()  # E: misc: Argument 2 for "super" not an instance of argument 1
    def other(self) -> None:
        super(Square, self).nothing  # E: misc: "nothing" undefined in superclass

# case: the-old-two-argument-super-used-rightly-is-silent
class Shape:
    def __init__(self, name: str) -> None:
        self.name = name
    def area(self) -> float:
        return 0.0
    @classmethod
    def make(cls, size: int) -> "Shape":
        return cls(str(size))
class Disc(Shape):
    def __init__(self) -> None:
        super(Disc, self).__init__("disc")
    def area(self) -> float:
        return super(Disc, self).area() + 1
    @classmethod
    def make(cls, size: int) -> "Shape":
        return super(Disc, cls).make(size)
class Ring(Disc):
    def area(self) -> float:
        return super(Disc, self).area() + super(Ring, self).area()
def outside(d: Disc) -> float:
    return super(Disc, d).area()

# case: override-keyword-only-parameters-compared-by-name
from typing import TypedDict, Unpack
class Options(TypedDict):
    name: str
    size: int
class Other(TypedDict):
    name: str
    size: str
class Base:
    def f(self, *, a: int, b: str) -> None: pass
    def g(self, x: int, *, a: int) -> None: pass
    def h(self, **kwargs: Unpack[Options]) -> None: pass
    def k(self, **kwargs: Unpack[Options]) -> None: pass
class Swapped(Base):
    def f(self, *, b: int, a: str) -> None: pass  # E: override: Argument 1 of "f" is incompatible with supertype "Base"; supertype defines the argument type as "str"  # E: override: Argument 2 of "f" is incompatible with supertype "Base"; supertype defines the argument type as "int"
    def g(self, x: int, *, a: str) -> None: pass  # E: override: Argument 2 of "g" is incompatible with supertype "Base"; supertype defines the argument type as "int"
    def h(self, *, name: str, size: str) -> None: pass  # E: override: Argument 2 of "h" is incompatible with supertype "Base"; supertype defines the argument type as "int"
    def k(self, **kwargs: Unpack[Other]) -> None: pass  # E: override: Signature of "k" incompatible with supertype "Base"

# case: override-keyword-only-parameters-in-another-order-that-fit-are-silent
from typing import TypedDict, Unpack
class Options(TypedDict):
    name: str
    size: int
class Base:
    def f(self, *, a: int, b: str) -> None: pass
    def h(self, **kwargs: Unpack[Options]) -> None: pass
class Swapped(Base):
    def f(self, *, b: object, a: int) -> None: pass
    def h(self, *, size: int, name: str, extra: bool = False) -> None: pass

# case: a-metaclass-method-whose-cls-does-not-take-the-class-object-is-reported
from typing import Type, TypeVar
TA = TypeVar("TA", bound="Accepted")
TTA = TypeVar("TTA", bound="Type[Accepted]")
class Meta(type):
    def make(cls: "Type[Accepted]") -> "Accepted":  # E: misc: The erased type of self "type[case.Accepted]" is not a supertype of its class "case.Meta"
        return cls()
    def build(cls: Type[TA]) -> TA:  # E: misc: The erased type of self "type[case.Accepted]" is not a supertype of its class "case.Meta"
        return cls()
    def same(cls: TTA) -> TTA:  # E: misc: The erased type of self "type[case.Accepted]" is not a supertype of its class "case.Meta"
        return cls
class Accepted(metaclass=Meta): ...
class Refused(metaclass=Meta): ...
class Sub(Accepted): ...
Accepted.make
Sub.make
Refused.make  # E: misc: Invalid self argument "type[Refused]" to attribute function "make" with type "Callable[[type[Accepted]], Accepted]"
Refused.build  # E: misc: Invalid self argument "type[Refused]" to attribute function "build" with type "Callable[[type[TA]], TA]"
Refused.same  # E: misc: Invalid self argument "type[Refused]" to attribute function "same" with type "Callable[[TTA], TTA]"

# case: a-metaclass-method-whose-cls-takes-the-class-object-is-silent
from typing import Type, TypeVar
TM = TypeVar("TM", bound="Meta")
class Meta(type):
    def plain(cls) -> int:
        return 0
    def own(cls: TM) -> TM:
        return cls
class Accepted(metaclass=Meta): ...
class Sub(Accepted): ...
Sub.plain()
Sub.own
