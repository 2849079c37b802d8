# Constructors: metaclass __call__, __new__ results, explicit self/cls, type[T](), classes as callables

# case: metaclass-call-decides-the-constructor
from typing import NoReturn, TypeVar
T = TypeVar("T")
class Forbid(type):
    def __call__(cls, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError
class Counted(type):
    def __call__(cls: type[T], *args: object, **kwargs: object) -> T:
        return type.__call__(cls, *args, **kwargs)
class A(metaclass=Forbid):
    def __init__(self, x: int) -> None: ...
class B(metaclass=Counted):
    def __init__(self, x: int) -> None: ...
def use() -> None:
    reveal_type(A())  # N: reveal-type: Revealed type is "Never"
def build() -> None:
    B()  # E: call-arg
    reveal_type(B(1))  # N: reveal-type: Revealed type is "case.B"

# case: new-returning-something-else
from typing import Any, NoReturn
class Proxy: ...
class Wrapped:
    def __new__(cls) -> Proxy:
        return Proxy()
    def __init__(self, x: int) -> None: ...
class Loose:
    def __new__(cls) -> Any:
        return 0
    def __init__(self, x: int) -> None: ...
class Never:
    def __new__(cls) -> NoReturn:
        raise TypeError
    def __init__(self, x: int) -> None: ...
reveal_type(Wrapped())  # N: reveal-type: Revealed type is "case.Proxy"
reveal_type(Loose())  # N: reveal-type: Revealed type is "Any"
def f() -> None:
    reveal_type(Never())  # N: reveal-type: Revealed type is "Never"

# case: explicit-self-of-a-specialised-class
from typing import Generic, TypeVar
T = TypeVar("T")
class Ints(Generic[T]):
    def __init__(self: "Ints[int]") -> None: ...
Ints()
Ints[int]()
Ints[str]()  # E: misc
class Swapped(Generic[T]):
    def __init__(self: "Swapped[list[T]]") -> None: ...  # E: misc

# case: type-of-type-variable-called-as-its-bound
from typing import TypeVar
class Point:
    def __init__(self, x: int) -> None: ...
P = TypeVar("P", bound=Point)
T = TypeVar("T")
def make(cls: type[P]) -> P:
    cls()  # E: call-arg
    return cls(1)
def anything(cls: type[T]) -> T:
    cls(1)  # E: call-arg: Too many arguments for "object"
    return cls()

# case: class-converted-to-callable-keeps-its-type-parameters
from typing import Callable, Generic, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")
def as_callable(cb: Callable[P, R]) -> Callable[P, R]:
    return cb
class Box(Generic[T]):
    def __init__(self, item: T) -> None: ...
class Pair:
    def __init__(self, a: list[T], b: list[T]) -> None: ...
make_box = as_callable(Box)
make_pair = as_callable(Pair)
reveal_type(make_box(1))  # N: reveal-type: Revealed type is "case.Box[int]"
make_pair([""], [""])

# case: constructors-called-well
from typing import Generic, Self, TypeVar
T = TypeVar("T")
class Node(Generic[T]):
    def __new__(cls, value: T) -> Self:
        return super().__new__(cls)
class Leaf:
    def __init__(self, name: str = "") -> None: ...
n: Node[int] = Node(1)
Leaf()
Leaf("a")
def clone(cls: type[Leaf]) -> Leaf:
    return cls("b")

# case: metaclass-without-call-keeps-constructors
class Registry(type):
    def describe(cls) -> str:
        return cls.__name__
class Plugin(metaclass=Registry):
    def __init__(self, name: str) -> None:
        self.name = name
p = Plugin("x")
label: str = Plugin.describe()

# case: new-returning-the-class-runs-init
from typing import Self
class Cached:
    def __new__(cls, key: str) -> Self:
        return super().__new__(cls)
    def __init__(self, key: str) -> None:
        self.key = key
c: Cached = Cached("k")

# case: generic-decorator-of-overloaded-class-is-overloaded
from typing import Callable, Generic, ParamSpec, TypeVar, overload
P = ParamSpec("P")
R = TypeVar("R")
K = TypeVar("K")
def as_factory(make: Callable[P, R]) -> Callable[P, R]:
    return make
class Cell(Generic[K]):
    @overload
    def __init__(self: "Cell[bytes]", raw: bytes) -> None: ...
    @overload
    def __init__(self: "Cell[float]", raw: float) -> None: ...
    def __init__(self, raw: bytes | float) -> None:
        self.raw = raw
make_cell = as_factory(Cell)
reveal_type(make_cell(b"x"))  # N: reveal-type: Revealed type is "case.Cell[bytes]"
reveal_type(make_cell(2.5))  # N: reveal-type: Revealed type is "case.Cell[float]"
def takes_bytes(make: Callable[[bytes], R]) -> Callable[[bytes], R]:
    return make
reveal_type(takes_bytes(Cell))  # N: reveal-type: Revealed type is "def (bytes) -> case.Cell[bytes]"
b: Cell[bytes] = make_cell(b"y")
f: Cell[float] = make_cell(1.5)

# case: generic-decorator-of-overloaded-class-checks-each-item
from typing import Callable, Generic, ParamSpec, TypeVar, overload
P = ParamSpec("P")
R = TypeVar("R")
K = TypeVar("K")
def as_factory(make: Callable[P, R]) -> Callable[P, R]:
    return make
class Cell(Generic[K]):
    @overload
    def __init__(self: "Cell[bytes]", raw: bytes) -> None: ...
    @overload
    def __init__(self: "Cell[float]", raw: float) -> None: ...
    def __init__(self, raw: bytes | float) -> None:
        self.raw = raw
make_cell = as_factory(Cell)
make_cell("text")  # E: call-overload  # N: call-overload
wrong: Cell[float] = make_cell(b"z")  # E: assignment  # N: assignment

# case: generic-decorator-of-overloaded-function-keeps-items
from typing import Callable, ParamSpec, TypeVar, overload
P = ParamSpec("P")
R = TypeVar("R")
def logged(fn: Callable[P, R]) -> Callable[P, R]:
    return fn
def on_text(fn: Callable[[str], R]) -> Callable[[str], R]:
    return fn
@overload
def double(v: int) -> int: ...
@overload
def double(v: str) -> str: ...
def double(v: int | str) -> int | str:
    return v * 2
n: int = logged(double)(3)
s: str = logged(double)("ab")
t: str = on_text(double)("ab")

# case: generic-decorator-of-overloaded-function-drops-unfit-items
from typing import Callable, TypeVar, overload
R = TypeVar("R")
def on_text(fn: Callable[[str], R]) -> Callable[[str], R]:
    return fn
def on_bytes(fn: Callable[[bytes], R]) -> Callable[[bytes], R]:
    return fn
@overload
def double(v: int) -> int: ...
@overload
def double(v: str) -> str: ...
def double(v: int | str) -> int | str:
    return v * 2
on_text(double)(3)  # E: arg-type
on_bytes(double)  # E: arg-type

# case: a-display-argument-takes-the-constructors-solved-context
# textual _markup_playground.py: ``variables: reactive[dict[str, object]] = reactive({})``; mypy
# solves the class's type variable from the declaration first, then infers ``{}`` in it.
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    def __init__(self, default: T | Callable[[], T]) -> None: ...
def make(x: T) -> S[T]:
    return S(x)
class W:
    variables: S[dict[str, object]] = S({})
a: S[dict[str, object]] = make({})
b: S[list[int]] = S([])
items: list[S[list[int]]] = [S([])]
def f() -> S[set[str]]:
    return S(set())

# case: a-new-item-returning-its-own-type-variable-makes-that-type
# typeshed's ``reversed.__new__(cls, sequence: _SupportsReversed[_T]) -> _T``: the call is
# ``list.__reversed__``'s iterator (typing spec: a __new__ result that is no instance of the class).
def f(xs: list[int], names: set[str]) -> None:
    reveal_type(reversed(xs))  # N: reveal-type: Revealed type is "typing.Iterator[int]"
    kept = list(filter(names.__contains__, reversed(xs)))
    reveal_type(kept)  # N: reveal-type: Revealed type is "list[int]"

# case: a-self-annotation-may-keep-a-class-type-variable-in-its-own-place
# ``self: Client[R, None]`` fixes one parameter and leaves the other as it is: nothing is
# re-mapped (mypy is silent); ``Swapped[T2, T1]`` below re-maps both (typing spec).
from typing import Generic, TypeVar, overload
R = TypeVar("R")
A = TypeVar("A")
class Client(Generic[R, A]):
    @overload
    def __init__(self: "Client[R, None]", request: R) -> None: ...
    @overload
    def __init__(self, request: R, app: A) -> None: ...
    def __init__(self, request: object, app: object = None) -> None: ...

# case: a-self-annotation-re-mapping-class-type-variables-is-reported
from typing import Generic, TypeVar
T1 = TypeVar("T1")
T2 = TypeVar("T2")
class Swapped(Generic[T1, T2]):
    def __init__(self: "Swapped[T2, T1]") -> None:  # E: misc: The "self" annotation of "__init__" cannot use the class's own type variables
        pass

# case: calling-a-type-of-a-union-calls-each-class
# (``type[A | B]`` and ``type[A] | type[B]``: each class's constructor is checked, as mypy)
from typing import Self
class Text(str):
    def __new__(cls, data: str, rawsource: None = None) -> Self:
        return str.__new__(cls, data)
class TextElement:
    def __init__(self, rawsource: str = "", text: str = "") -> None: ...
def make(inner: type[Text | TextElement], other: type[Text] | type[TextElement], t: str) -> None:
    inner(t, t)  # E: arg-type: Argument 2 to "Text" has incompatible type "str"; expected "None"
    other(t, t)  # E: arg-type: Argument 2 to "Text" has incompatible type "str"; expected "None"

# case: calling-a-type-of-a-union-each-class-accepts-is-silent
from typing import Self
class Text(str):
    def __new__(cls, data: str, rawsource: None = None) -> Self:
        return str.__new__(cls, data)
class TextElement:
    def __init__(self, rawsource: str = "", text: str = "") -> None: ...
def make(inner: type[Text | TextElement], t: str) -> None:
    node = inner(t)
    reveal_type(node)  # N: reveal-type: Revealed type is "case.Text | case.TextElement"

# case: a-metaclass-new-that-returns-no-class-is-reported
# A metaclass's __new__ makes a class: it must return a subtype of type (mypy; libcst's
# BaseTestMeta.__new__ -> object).
from typing import Any, Dict, Tuple
class Meta(type):
    def __new__(mcs, name: str, bases: Tuple[type, ...], dct: Dict[str, Any]) -> object:  # E: misc: Incompatible return type for "__new__" (returns "object", but must return a subtype of "type")
        return super().__new__(mcs, name, bases, dict(dct))

# case: a-new-that-returns-its-class-or-another-is-silent
# Another class's __new__ may return another type (typing spec: __init__ is then skipped).
from typing import Any, Dict, Generic, Optional, Tuple, TypeVar
from typing_extensions import Self
T = TypeVar("T")
class Meta(type):
    def __new__(mcs, name: str, bases: Tuple[type, ...], dct: Dict[str, Any]) -> "Meta":
        return super().__new__(mcs, name, bases, dict(dct))
class Own:
    def __new__(cls) -> Self:
        return super().__new__(cls)
class Box(Generic[T]):
    def __new__(cls, item: T) -> "Box[T]":
        return super().__new__(cls)
class Loose:
    def __new__(cls) -> Any:
        return super().__new__(cls)
class Sub(Own):
    def __new__(cls) -> "Sub":
        return super().__new__(cls)
class Count:
    def __new__(cls) -> int:
        return 1
class Maybe:
    def __new__(cls) -> Optional["Maybe"]:
        return None

# case: a-class-with-an-unknown-base-is-built-by-its-known-bases-init
# (starlette testclient.py: ``class WebSocketDenialResponse(httpx.Response, WebSocketDisconnect)``
# with httpx not installed; mypy's type_object_type and pyright skip the unknown base)
from unknown_module import Response  # type: ignore[import-not-found]
class Disconnect(Exception):
    def __init__(self, code: int = 1000, reason: str | None = None) -> None: raise NotImplementedError
    def known(self) -> int: raise NotImplementedError
class Denial(Response, Disconnect):
    pass
class Later(Disconnect, Response):
    pass
class Made:
    def __new__(cls, n: int) -> "Made": raise NotImplementedError
class FromNew(Response, Made):
    pass
Denial(status_code=3)  # E: call-arg: Unexpected keyword argument "status_code" for "Denial"
Later(1, "x", 3)  # E: call-arg: Too many arguments for "Later"
FromNew("x")  # E: arg-type: Argument 1 to "FromNew" has incompatible type "str"; expected "int"
reveal_type(Denial(1).known())  # N: reveal-type: Revealed type is "int"

# case: a-class-with-an-unknown-base-and-no-known-init-takes-any-arguments-silent
from dataclasses import dataclass
from unknown_module import Response  # type: ignore[import-not-found]
class Plain:
    def method(self) -> None: raise NotImplementedError
class OnlyUnknown(Response):
    pass
class WithPlain(Response, Plain):
    pass
class Disconnect(Exception):
    def __init__(self, code: int = 1000) -> None: raise NotImplementedError
class Denial(Response, Disconnect):
    pass
@dataclass
class Data(Response):
    x: int
OnlyUnknown(1, status_code=3)
WithPlain("a", b=2)
Denial(code=2)
Denial()
Data(1, 2, y=3)
reveal_type(Denial(1).anything)  # N: reveal-type: Revealed type is "Any"

# case: type-of-a-union-value-is-the-union-of-its-classes
from typing import Callable
handlers = {type(...): lambda _: "..."}
def f(x: int | str, y: int | None) -> None:
    reveal_type(type(x))  # N: reveal-type: Revealed type is "type[int] | type[str]"
    reveal_type(type(y))  # N: reveal-type: Revealed type is "type[int] | type[None]"
    handlers.get(type(x), repr)  # E: arg-type: Argument 1 to "get" of "dict" has incompatible type "type[int] | type[str]"; expected "type[EllipsisType]"  # N: arg-type: Item "type[int]" does not fit

# case: type-of-a-union-value-used-as-its-classes-is-silent
from typing import Any, Callable
class A:
    def __init__(self, v: int = 0) -> None: ...
class B:
    def __init__(self, v: int = 0) -> None: ...
handlers: dict[type, Callable[[Any], str]] = {}
def g(x: A | B, y: int | str, z: A | None, w: object) -> str:
    c = type(x)(1)
    reveal_type(c)  # N: reveal-type: Revealed type is "case.A | case.B"
    if isinstance(w, type(x)):
        reveal_type(w)  # N: reveal-type: Revealed type is "case.A | case.B"
    h = handlers[type(y)]
    t: type = type(y)
    t2: type[object] = type(z)
    return type(y).__name__ + h(y)

# case: super-new-in-a-new-that-says-self-makes-a-self
from typing import Generic, Self, Sequence, TypeVar
T = TypeVar("T")
class Group(BaseException, Generic[T]):
    def __new__(cls, message: str, items: Sequence[T]) -> Self:
        instance = super().__new__(cls, message, items)
        reveal_type(instance)  # N: reveal-type: Revealed type is "Self"
        instance._items = tuple(items)  # E: attr-defined: "Self" has no attribute "_items"
        return instance
class Plain:
    def __new__(cls) -> Self:
        made = super().__new__(cls)
        made.other = 1  # E: attr-defined: "Self" has no attribute "other"
        return made

# case: super-new-in-a-new-that-says-self-writing-declared-attributes-is-silent
from typing import Generic, Self, Sequence, TypeVar
T = TypeVar("T")
class Group(BaseException, Generic[T]):
    _items: tuple[T, ...]
    def __new__(cls, message: str, items: Sequence[T]) -> Self:
        instance = super().__new__(cls, message, items)
        instance._items = tuple(items)
        return instance
class Number(int):
    def __new__(cls, v: int) -> Self:
        return super().__new__(cls, v)
class Plain:
    def __new__(cls) -> Self:
        made = super().__new__(cls)
        made.other = 1
        return made
    def __init__(self) -> None:
        self.other = 0

# case: an-overloaded-constructor-reports-the-argument-a-declared-target-rules-out
from typing import Any
def f(s: str, b: bytes) -> None:
    g: list[str] = list(  # (mypy: the argument, on its own line)
        range(3))  # E: arg-type: Argument 1 to "list" has incompatible type "range"; expected "Iterable[str]" # N: arg-type
    j: list[str] = list((1, 2))  # E: arg-type: Argument 1 to "list" has incompatible type "tuple[int, int]"; expected "Iterable[str]" # N: arg-type
    m: frozenset[str] = frozenset(b)  # E: arg-type # N: arg-type

# case: an-overloaded-constructor-silent-where-the-declared-target-takes-its-argument
from typing import Any
def f(s: str, n: Any) -> None:
    g: list[int] = list(range(3))
    h: list[float] = list(range(3))
    j: list[object] = list((1, "a"))
    k: tuple[int, ...] = tuple((1, 2))
    m: list[Any] = list(range(n))
    p: set[str] = set((s, s.upper()))
