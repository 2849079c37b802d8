# Types: builtins, generics, unions, Any, classes, promotions, Callable, Literal, NewType ...

# case: any-consistent-both-ways
from typing import Any
def f(x: int) -> None: ...
def g(a: Any) -> Any:
    f(a)
    y: str = a
    return 1
z: int = g(1)

# case: object-accepts-everything
def f(x: object) -> None: ...
f(1)
f(None)
f([1])
f(f)
f(int)

# case: object-is-not-int
def f(x: int) -> None: ...
def g(o: object) -> None:
    f(o)  # E: arg-type: Argument 1 to "f" has incompatible type "object"; expected "int"

# case: numeric-promotions
def fl(x: float) -> None: ...
def cx(x: complex) -> None: ...
fl(1)
cx(1)
cx(1.5)
fl(True)

# case: numeric-promotions-of-subclasses
class ByteSize(int):
    def to(self, divisor: float) -> float:
        return self / divisor
class Ratio(float): ...
def fl(x: float) -> None: ...
def cx(x: complex) -> None: ...
fl(ByteSize(3))
cx(ByteSize(3))
cx(Ratio(0.5))

# case: float-is-not-int
def f(x: int) -> None: ...
f(1.5)  # E: arg-type: Argument 1 to "f" has incompatible type "float"; expected "int"
class Ratio(float): ...
class Name(str): ...
def fl(x: float) -> None: ...
f(Ratio(0.5))  # E: arg-type: Argument 1 to "f" has incompatible type "Ratio"; expected "int"
fl(Name("x"))  # E: arg-type: Argument 1 to "fl" has incompatible type "Name"; expected "float"

# case: union-and-optional
from typing import Optional, Union
def f(x: Union[int, str]) -> None: ...
def g(x: Optional[int]) -> None: ...
def h(x: int | None) -> None: ...
f(1)
f("a")
g(None)
g(1)
h(None)
f(None)  # E: arg-type: Argument 1 to "f" has incompatible type "None"; expected "int | str"

# case: user-classes-and-inheritance
class Animal:
    def speak(self) -> str:
        return ""
class Dog(Animal):
    pass
class Car:
    pass
def talk(a: Animal) -> str:
    return a.speak()
talk(Dog())
talk(Animal())
talk(Car())  # E: arg-type: Argument 1 to "talk" has incompatible type "Car"; expected "Animal"

# case: generic-builtins
from typing import Dict, FrozenSet, List, Set, Tuple, Type
def f(a: List[int], b: Dict[str, int], c: Tuple[float, float], d: tuple[int, ...], e: Set[str], g: FrozenSet[int], t: Type[int]) -> None:
    reveal_type(a)  # N: reveal-type: Revealed type is "list[int]"
    reveal_type(b)  # N: reveal-type: Revealed type is "dict[str, int]"
    reveal_type(c)  # N: reveal-type: Revealed type is "tuple[float, float]"
    reveal_type(d)  # N: reveal-type: Revealed type is "tuple[int, ...]"
    reveal_type(e)  # N: reveal-type: Revealed type is "set[str]"
    reveal_type(g)  # N: reveal-type: Revealed type is "frozenset[int]"
    reveal_type(t)  # N: reveal-type: Revealed type is "type[int]"
f([1], {"a": 1}, (1, 2.0), (1, 2, 3), {"x"}, frozenset({1}), int)

# case: list-invariance
def f(x: list[float]) -> None: ...
def g(ints: list[int]) -> None:
    f(ints)  # E: arg-type: Argument 1 to "f" has incompatible type "list[int]"; expected "list[float]"  # N: arg-type: Type argument 1 "int" does not fit "float"; "list" is invariant, consider "Sequence"

# case: sequence-covariance-ok
from typing import Iterable, Mapping, Sequence
def f(x: Sequence[float]) -> None: ...
def g(x: Iterable[object]) -> None: ...
def h(x: Mapping[str, float]) -> None: ...
def k(ints: list[int], d: dict[str, int]) -> None:
    f(ints)
    g(ints)
    g(d)
    h(d)
    f((1, 2))

# case: type-of-class
class Base: ...
class Sub(Base): ...
def make(cls: type[Base]) -> Base:
    return cls()
make(Sub)
make(Base)
make(int)  # E: arg-type

# case: callable-types
from typing import Callable
def run(cb: Callable[[int, str], bool]) -> bool:
    return cb(1, "a")
def good(a: int, b: str) -> bool:
    return True
def wrong_ret(a: int, b: str) -> str:
    return b
run(good)
run(lambda a, b: True)
run(wrong_ret)  # E: arg-type  # N: arg-type: Return type "str" does not fit "bool"

# case: callable-any-args
from typing import Callable, Any
def run(cb: Callable[..., Any]) -> None: ...
run(print)
run(len)
run(lambda: None)
run(int)

# case: literal-types
from typing import Literal
def mode(m: Literal["r", "w"]) -> None: ...
mode("r")
mode("w")
mode("x")  # E: arg-type: Argument 1 to "mode" has incompatible type "Literal['x']"; expected "Literal['r', 'w']"
def any_str(s: str) -> None:
    mode(s)  # E: arg-type

# case: literal-signed-ints
from typing import Literal
def step(direction: Literal[-1, +1] = +1) -> None: ...
step(+1)
step(-1)

# case: literal-signed-ints-only-ints
from typing import Literal
def step(direction: Literal[-1, +1] = +1) -> None: ...
step(2)  # E: arg-type: Argument 1 to "step" has incompatible type "Literal[2]"; expected "Literal[-1, 1]"
def negated_bool(flag: Literal[-True]) -> None: ...  # E: valid-type
def signed_float(x: Literal[+1.5]) -> None: ...  # E: valid-type

# case: newtype
from typing import NewType
UserId = NewType("UserId", int)
def get(u: UserId) -> int:
    return u + 1
get(UserId(5))
get(5)  # E: arg-type: Argument 1 to "get" has incompatible type "int"; expected "UserId"

# case: cast-and-assert-type
from typing import cast, assert_type
x = cast(int, "not really")
reveal_type(x)  # N: reveal-type: Revealed type is "int"
assert_type(x, int)
assert_type(x, str)  # E: assert-type: Expression is of type "int", not "str"

# case: type-checking-block
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from collections.abc import Sequence
def f(x: "Sequence[int]") -> int:
    return len(x)

# case: no-type-check
from typing import no_type_check
@no_type_check
def f(x: int) -> int:
    return "not checked"

# case: none-is-not-str
def f(x: str) -> None: ...
f(None)  # E: arg-type: Argument 1 to "f" has incompatible type "None"; expected "str"

# case: tuple-shapes
def f(p: tuple[int, int]) -> None: ...
f((1, 2))
f((1, 2, 3))  # E: arg-type  # N: arg-type: Expected 2 items, got 3
f((1, "a"))  # E: arg-type  # N: arg-type: Item 2 "str" does not fit "int"

# case: bool-is-int
def f(x: int) -> None: ...
f(True)
def g(x: bool) -> None: ...
g(1)  # E: arg-type

# case: dataclass-init
from dataclasses import dataclass, field
@dataclass
class Point:
    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
Point(1)
Point(1, 2)
Point(x=1, y=2, tags=["a"])
Point("a")  # E: arg-type: Argument 1 to "Point" has incompatible type "str"; expected "int"
Point()  # E: call-arg: Missing positional argument "x" in call to "Point"
Point(1, 2, [], 4)  # E: call-arg: Too many arguments for "Point"

# case: dataclass-init-ok-variants
from dataclasses import dataclass, field, KW_ONLY
from typing import ClassVar
@dataclass(frozen=True)
class Base:
    a: int
    count: ClassVar[int] = 0
@dataclass(frozen=True)
class Child(Base):
    b: str = "x"
    hidden: int = field(default=0, init=False)
@dataclass
class Opts:
    name: str
    _: KW_ONLY
    verbose: bool = False
Child(1)
Child(1, "y")
Child(a=1, b="z")
Opts("n", verbose=True)
@dataclass
class Custom:
    v: int
    def __init__(self, raw: str) -> None:
        self.v = int(raw)
Custom("3")

# case: dataclass-init-var
# An InitVar is an __init__ parameter of its item type (passed on to __post_init__).
import dataclasses
from dataclasses import dataclass, field, InitVar
@dataclass
class Account:
    owner: str
    seed: InitVar[int]
    scale: InitVar["float"] = 1.0
    balance: float = field(init=False)
    def __post_init__(self, seed: int, scale: float) -> None:
        self.balance = seed * scale
Account("ada", 10)
Account("ada", 10, 2.5)
Account(owner="ada", seed=1, scale=2)
Account("ada", "10")  # E: arg-type: Argument 2 to "Account" has incompatible type "str"; expected "int"
Account("ada")  # E: call-arg: Missing positional argument "seed" in call to "Account"
@dataclass
class Qualified:
    raw: dataclasses.InitVar[bytes]
    def __post_init__(self, raw: bytes) -> None: ...
Qualified(b"x")
Qualified("x")  # E: arg-type: Argument 1 to "Qualified" has incompatible type "str"; expected "bytes"

# case: dataclass-redefined-field-keeps-its-place
# A subclass that redefines a dataclass field keeps the field where the base put it.
from dataclasses import dataclass
@dataclass
class Base:
    x: float = 15.0
    y: int = 0
@dataclass
class Child(Base):
    z: str = "a"
    x: float = 15
Child(1.5, 2, "s")
Child(1.5, "2", "s")  # E: arg-type: Argument 2 to "Child" has incompatible type "str"; expected "int"

# case: dataclass-post-init-takes-the-init-vars
from dataclasses import dataclass, InitVar
@dataclass
class Wrong:
    x: InitVar[int]
    y: int = 0
    def __post_init__(self, x: str) -> None: ...  # E: override: Argument 2 of "__post_init__" is incompatible with supertype "dataclass"; supertype defines the argument type as "int"
@dataclass
class Missing:
    x: InitVar[int]
    z: InitVar[str]
    def __post_init__(self, x: int) -> None: ...  # E: override: Signature of "__post_init__" incompatible with supertype "dataclass"
@dataclass
class Wider:
    x: InitVar[int]
    def __post_init__(self, x: object) -> None: ...
@dataclass
class Star:
    x: InitVar[int]
    def __post_init__(self, *args: object) -> None: ...
@dataclass
class Inherited(Wider):
    w: InitVar[bytes]
    def __post_init__(self, x: int, w: bytes) -> None: ...
@dataclass
class NoInitVars:
    n: int
    def __post_init__(self) -> None: ...

# case: dataclass-subclass-inherits-the-generated-init
from dataclasses import dataclass, field
from typing import Generic, TypeVar
T = TypeVar("T")
@dataclass
class Event:
    src: str
    dest: str = ""
    kind: str = field(default="", init=False)
    synthetic: bool = False
class Moved(Event):
    kind = "moved"
class DirMoved(Moved):
    is_dir = True
DirMoved("a", "b", synthetic=True)
DirMoved("a", 1)  # E: arg-type: Argument 2 to "DirMoved" has incompatible type "int"; expected "str"
DirMoved()  # E: call-arg
@dataclass
class Box(Generic[T]):
    item: T
class IntBox(Box[int]):
    pass
IntBox(1)
IntBox("x")  # E: arg-type

# case: dataclass-subclass-with-its-own-init
from dataclasses import dataclass
@dataclass
class Base:
    a: int
class Custom(Base):
    def __init__(self, text: str) -> None:
        super().__init__(len(text))
class Later(Custom):
    tag = "x"
Custom("abc")
Later("abc")
m = Later("abc").a + 1

# case: generic-dataclass
from dataclasses import dataclass
from typing import Generic, TypeVar
T = TypeVar("T")
@dataclass
class Box(Generic[T]):
    item: T
    label: str = ""
b = Box(3)
reveal_type(b)  # N: reveal-type: Revealed type is "case.Box[int]"
Box("x", label=1)  # E: arg-type

# case: abstract-instantiation
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
    @abstractmethod
    def name(self) -> str: ...
class Square(Shape):
    def area(self) -> float:
        return 1.0
    def name(self) -> str:
        return "square"
class Half(Shape):
    def area(self) -> float:
        return 0.5
Shape()  # E: abstract: Cannot instantiate abstract class "Shape" with abstract attributes "area" and "name"
Half()  # E: abstract: Cannot instantiate abstract class "Half" with abstract attribute "name"
Square()

# case: abstract-not-enforced-cases
from abc import ABC, abstractmethod
class Plain:
    @abstractmethod
    def f(self) -> None: ...
Plain()
class Base(ABC):
    @abstractmethod
    def f(self) -> None: ...
def make(cls: type[Base]) -> Base:
    return cls()

# case: override-incompatible
class Base:
    def area(self, scale: float) -> float:
        return scale
    def name(self) -> str:
        return ""
    def fit(self, a: int, b: int = 0) -> None: ...
class Bad(Base):
    def area(self, scale: int) -> float:  # E: override: Argument 1 of "area" is incompatible with supertype "Base"; supertype defines the argument type as "float"
        return scale
    def name(self) -> int:  # E: override: Return type "int" of "name" incompatible with return type "str" in supertype "Base"
        return 1
    def fit(self, a: int) -> None: ...  # E: override: Signature of "fit" incompatible with supertype "Base"

# case: an-override-of-star-args-any-may-require-positional-parameters
from typing import Any
class Hook:
    def execute(self, *args: Any) -> Any: ...
    def run(self, name: str, *args: Any) -> Any: ...
    def call(self, *args: Any, **kwargs: Any) -> Any: ...
class Sub(Hook):
    def execute(self, path: str) -> None: ...
    def run(self, name: str, first: int, second: bytes = b"") -> None: ...
    def call(self, path: str, *, strict: bool) -> None: ...

# case: an-override-callers-of-the-supertype-cannot-call
from typing import Any
class Hook:
    def execute(self, *args: int) -> Any: ...
    def named(self, **kwargs: Any) -> Any: ...
    def mixed(self, *args: Any) -> Any: ...
class Sub(Hook):
    def execute(self, path: int) -> None: ...  # E: override: Signature of "execute" incompatible with supertype "Hook"
    def named(self, *, strict: bool) -> None: ...  # E: override: Signature of "named" incompatible with supertype "Hook"
    def mixed(self, path: str, *, strict: bool) -> None: ...  # E: override: Signature of "mixed" incompatible with supertype "Hook"

# case: override-argument-errors-are-on-the-parameter-line
class Base:
    def send(self, target: str, data: bytes) -> None: ...
    def recv(self, source: str) -> None: ...
class Child(Base):
    def send(
        self,
        target: int,  # E: override: Argument 1 of "send" is incompatible with supertype "Base"; supertype defines the argument type as "str"
        data: bytes,
    ) -> None: ...
    def recv(
        self,
        source: int,  # type: ignore[override]
    ) -> None: ...

# case: override-compatible
from typing import Optional
class Base:
    def area(self, scale: int) -> float:
        return 1.0
    def find(self, key: str) -> Optional[str]:
        return None
    def run(self, a: int) -> None: ...
    def untyped(self, x):
        return x
    def __eq__(self, other: object) -> bool:
        return True
class Good(Base):
    def area(self, scale: float, extra: int = 0) -> int:
        return 1
    def find(self, key: str) -> str:
        return key
    def run(self, a: int, *args: int, **kwargs: int) -> None: ...
    def untyped(self, x: int) -> int:
        return x
    def __eq__(self, other: object) -> bool:
        return False

# case: namedtuple-class
from typing import NamedTuple
class Point(NamedTuple):
    x: int
    y: int = 0
p = Point(1)
reveal_type(p.x)  # N: reveal-type: Revealed type is "int"
a, b = p
p._replace(x=2)
Point("a")  # E: arg-type: Argument 1 to "Point" has incompatible type "str"; expected "int"
Point(1, 2, 3)  # E: call-arg
len(p)
p[0]

# case: enum-members-read-through-an-instance
import enum
class Level(enum.Enum):
    EXCLUDED = -3
    DRAFT = -2
    INCLUDED = 1
    def is_included(self) -> bool:
        return self.value > self.DRAFT.value
    def draft_name(self) -> str:
        return self.DRAFT.name
def f(x: Level) -> int:
    reveal_type(x.DRAFT)  # N: reveal-type: Revealed type is "case.Level"
    return x.INCLUDED.value

# case: enum-member-through-an-instance-is-not-its-value
import enum
class Color(enum.Enum):
    RED = 1
    def bad(self) -> int:
        return self.RED  # E: return-value: Incompatible return value type (got "Color", expected "int")

# case: super-calls-the-next-class-member
from typing import Generic, Self, TypeVar
T = TypeVar("T")
class Base(Generic[T]):
    def __init__(self, default: T | None = None, *, required: bool = False) -> None:
        self.default = default
    def run(self, value: object) -> T:
        raise NotImplementedError
    def copy(self) -> Self:
        return self
class Typed(Base[T]):
    def run(self, value: object) -> T:
        return super().run(value)
class Paths(Typed[str]):
    def __init__(self, default: str | None = None) -> None:
        super().__init__(default, required=True)
    def run(self, value: object) -> str:
        v = super().run(value)
        reveal_type(v)  # N: reveal-type: Revealed type is "str"
        return v + "x"
    def copy(self) -> Self:
        return super().copy()
    def bad(self) -> int:
        super().__init__(1)  # E: arg-type
        return super().run(1)  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: super-binds-the-base-with-an-annotated-self
# ``self: Group[A]`` fixes the class's type argument in that method; super() maps it to the base
# (pytest's RaisesGroup.__init__), as mypy does.
from typing import Callable, Generic, TypeVar
T_co = TypeVar("T_co", covariant=True)
A = TypeVar("A", bound=Exception)
class Box(Generic[T_co]): ...
class Base(Generic[T_co]):
    def __init__(self, *, check: Callable[[T_co], bool] | None) -> None: ...
class Group(Base[Box[T_co]]):
    def __init__(self: "Group[A]", check: Callable[[Box[A]], bool] | None = None) -> None:
        super().__init__(check=check)
class Wrong(Base[Box[T_co]]):
    def __init__(self: "Wrong[A]", check: Callable[[Box[int]], bool] | None = None) -> None:
        super().__init__(check=check)  # E: arg-type: Argument "check" to "__init__" of "Base" has incompatible type "Callable[[Box[int]], bool] | None"; expected "Callable[[Box[A]], bool] | None"  # N: arg-type: Item "Callable[[Box[int]], bool]" does not fit

# case: super-in-a-classmethod-is-the-next-class-object
from typing import Any, NoReturn, Self
class Connection:
    @classmethod
    def handle(cls, dbapi: Any, error: Exception) -> NoReturn:
        raise error
    @classmethod
    def make(cls) -> Self:
        return cls()
    @classmethod
    def count(cls) -> int:
        return 1
class AsyncConnection(Connection):
    @classmethod
    def handle(cls, dbapi: Any, error: Exception) -> NoReturn:
        if isinstance(error, KeyError):
            raise error
        super().handle(dbapi, error)
    @classmethod
    def make(cls) -> Self:
        return super().make()
    @classmethod
    def count(cls) -> int:
        return super().count() + 1

# case: super-in-a-classmethod-is-checked
class Connection:
    @classmethod
    def count(cls, start: int) -> int:
        return start
class AsyncConnection(Connection):
    @classmethod
    def count(cls, start: int) -> int:
        return super().count("x")  # E: arg-type
    @classmethod
    def label(cls) -> str:
        return super().count(1)  # E: return-value

# case: super-stays-unknown-where-the-next-class-is-not-certain
from dataclasses import dataclass
class M1:
    def hello(self) -> int: return 1
class M2:
    def hello(self) -> str: return ""
class Both(M1, M2):
    def hello(self) -> int:  # E: override: Return type "int" of "hello" incompatible with return type "str" in supertype "M2"
        return super().hello()
@dataclass
class D:
    a: int
class E(D):
    def __init__(self) -> None:
        super().__init__(1)
class F:
    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
    @classmethod
    def make(cls) -> "F":
        return super().__new__(cls)

# case: class-attributes-assigned-through-cls
import threading
from typing import ClassVar
class FD:
    _instance: ClassVar["FD | None"] = None
    _lock = threading.Lock()
    count: int = 0
    def start(self) -> None: ...
    @classmethod
    def get(cls) -> "FD":
        with cls._lock:
            if cls._instance is None:
                cls._instance = FD()
                cls._instance.start()
            return cls._instance
    @classmethod
    def bump(cls) -> None:
        cls.count = "x"  # E: assignment

# case: version-info-item-comparisons-are-static
import sys
def f(x: str) -> None:
    if sys.version_info[0] < 3:
        x.decode("utf-8")
    if sys.version_info[0] >= 3:
        pass
    else:
        x.decode("utf-8")
    if sys.version_info[0] == 2:
        x.decode()

# case: a-class-object-is-an-instance-of-its-metaclass
from typing import Iterator
class Registry(type):
    def names(cls) -> list[str]:
        return []
class Plugin(metaclass=Registry): ...
class Special(Plugin): ...
class Plain: ...
def plugin_classes() -> Iterator[Registry]:
    yield Plugin
    yield Special
def first(kind: Registry) -> list[str]:
    return kind.names()
first(Special)
first(Plain)  # E: arg-type

# case: enum-members-are-literal-types
import enum
from typing import Literal
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
Warm = Literal[Color.RED]
def paint(c: Literal[Color.RED, Color.GREEN]) -> None: ...
def heat(c: Warm) -> None: ...
paint(Color.RED)
paint(Color.BLUE)  # E: arg-type: Argument 1 to "paint" has incompatible type "Literal[Color.BLUE]"; expected "Literal[Color.RED, Color.GREEN]"
heat(Color.RED)
reveal_type(Color.RED)  # N: reveal-type: Revealed type is "Literal[case.Color.RED]"
def any_color(c: Color) -> None:
    paint(c)  # E: arg-type

# case: enum-member-literals-widen-where-written-and-stay-where-declared
import enum
from typing import Final, Literal, TypeVar
T = TypeVar("T")
class Flag(enum.Enum):
    NO_VALUE = enum.auto()
class Var:
    NO_VALUE: Literal[Flag.NO_VALUE] = Flag.NO_VALUE
def keep(value: "T | Literal[Flag.NO_VALUE]") -> list[T]: raise NotImplementedError
def wrap(value: T) -> list[T]: raise NotImplementedError
def get(d: dict[str, int]) -> list[int]:
    return keep(d.get("k", Var.NO_VALUE))
state = Flag.NO_VALUE
flags = wrap(Flag.NO_VALUE)
flags.append(Flag.NO_VALUE)
def cycle() -> None:
    current = Flag.NO_VALUE
    current = Flag.NO_VALUE


# case: super-through-several-bases-takes-the-next-class-in-the-mro
# SQLAlchemy dialects/sqlite/aiosqlite.py: a NoReturn classmethod ends in super()'s NoReturn
# method, found after a mixin base (mypy takes the class's own MRO).
from typing import Any, NoReturn
class Terminate:
    async def close(self) -> None: ...
class Connection:
    @classmethod
    def handle(cls, dbapi: Any, error: Exception) -> NoReturn:
        raise error
class Both(Terminate, Connection):
    @classmethod
    def handle(cls, dbapi: Any, error: Exception) -> NoReturn:
        if isinstance(error, ValueError):
            raise error
        super().handle(dbapi, error)

# case: super-through-several-bases-is-checked
from typing import Any, NoReturn
class Terminate:
    async def close(self) -> None: ...
class Connection:
    def handle(self, error: Exception) -> int:
        raise error
class Both(Terminate, Connection):
    def handle(self, error: Exception) -> int:
        super().handle("not an exception")  # E: arg-type
        return super().handle(error).upper()  # E: attr-defined

# case: setitem-called-through-super-reports-an-assignment
# SQLAlchemy ext/orderinglist.py: the value given to __setitem__ is an assignment to mypy (its
# code and wording), which the author's ``# type: ignore[assignment]`` names.
from typing import Iterable, List, SupportsIndex, TypeVar, Union
_T = TypeVar("_T")
class Ordering(List[_T]):
    def put(self, index: SupportsIndex, entity: Union[_T, Iterable[_T]]) -> None:
        super().__setitem__(index, entity)  # type: ignore[assignment]
        super().__setitem__(index, entity)  # E: assignment # N: assignment
        super().__setitem__("first", entity)  # type: ignore[assignment]  # E: call-overload # N: call-overload: Possible overload variants: def __setitem__(self, SupportsIndex, _T, /) -> None; def __setitem__(self, slice[SupportsIndex | None, SupportsIndex | None, SupportsIndex | None], Iterable[_T], /) -> None # N: call-overload: Error code "call-overload" not covered by "type: ignore[assignment]" comment

# case: a-special-form-subscripted-at-runtime-is-a-special-form
from __future__ import annotations
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from typing import _SpecialForm
class Sentinel:
    def __or__(self, other: object) -> _SpecialForm:
        from typing import Union
        return Union[self, other]

# case: a-special-form-subscripted-at-runtime-is-no-other-type
class Sentinel:
    def __ror__(self, other: object) -> int:
        from typing import Union
        return Union[other, self]  # E: return-value: Incompatible return value type (got "<typing special form>", expected "int")

# case: plain-type-is-type-of-any
from typing import Any, Type, assert_type
def f(a: type, b: type[Any], c: Type) -> None:
    assert_type(a, type[Any])
    assert_type(b, type)
    a = b
    b = a
    reveal_type(a.__mro__)  # N: reveal-type: Revealed type is "tuple[type, ...]"
    reveal_type(b.__name__)  # N: reveal-type: Revealed type is "str"
    a.anything
    b.anything()
    c(1, 2)

# case: type-of-object-has-only-what-type-has
class Plain: ...
def f(a: type[object], b: type[Plain]) -> None:
    reveal_type(a.__name__)  # N: reveal-type: Revealed type is "str"
    a.anything  # E: attr-defined: "type[object]" has no attribute "anything"
    b.anything  # E: attr-defined: "type[Plain]" has no attribute "anything"

# case: type-of-none-and-none-differ
from typing import Optional
def needs_none(x: None) -> None: ...
def needs_class(x: type[None]) -> None: ...
needs_none(type(None))  # E: arg-type: Argument 1 to "needs_none" has incompatible type "type[None]"; expected "None"
needs_class(None)  # E: arg-type: Argument 1 to "needs_class" has incompatible type "None"; expected "type[None]"

# case: type-of-none-is-none-s-class
from typing import Optional
def needs_class(x: type[None]) -> None: ...
needs_class(type(None))
needs_class(None.__class__)
def f(x: Optional[int]) -> int:
    if isinstance(x, type(None)):
        return 0
    return x

# case: explicit-aliases-of-type-are-values-too
from typing import Any, Type, TypeAlias
Bare: TypeAlias = Type
Plain: TypeAlias = type
Bare.anything  # E: attr-defined: "<typing special form>" has no attribute "anything"
Plain.anything  # E: attr-defined: "type[type]" has no attribute "anything"
def make(factory: Plain, other: Bare) -> None:
    factory.anything
    other(1)

# case: a-type-of-a-bare-type-variable-has-types-members-only
from typing import TypeVar
T = TypeVar("T")
def structure(cl: type[T]) -> None:
    cl.__args__  # E: attr-defined: "type[T]" has no attribute "__args__"

# case: a-plain-type-takes-any-attribute-as-the-spec-says-silent
import types
from typing import Any, TypeVar
T = TypeVar("T")
def structure(t: type, cl: type[T], anything: type[Any]) -> str:
    anything.__args__
    t.__args__
    return t.__name__ + cl.__qualname__
def make(name, body):
    made = types.new_class(name, (object,), {})
    made._requirements.append(body)
    return made

# case: type-of-a-union-is-a-union-of-types
class Animal: ...
class Dog(Animal): ...
def pick(either: type[int | str], pet: type[Dog | int]) -> None:
    a: type[int] | type[str] = either
    b: type[Animal] | type[int] = pet
    c: type[int] | type[str] | None = either

# case: type-of-a-union-needs-every-member-to-fit
class Animal: ...
class Dog(Animal): ...
def pick(either: type[int | str], pet: type[Dog | int]) -> None:
    a: type[int] | type[bytes] = either  # E: assignment  # N: assignment: Item "type[str]" does not fit
    b: type[Animal] | type[str] = pet  # E: assignment  # N: assignment: Item "type[int]" does not fit

# case: a-subscripted-union-as-a-value-is-a-special-form
from typing import Optional, Union
def union_of(classes: tuple[type, ...]) -> type | None:
    return Union[classes] if len(classes) >= 2 else None  # E: return-value: Incompatible return value type (got "<typing special form> | None", expected "type | None")  # N: return-value: Item "<typing special form>" does not fit
def optional_int() -> type:
    return Optional[int]  # E: return-value: Incompatible return value type (got "<typing special form>", expected "type")

# case: a-subscripted-union-as-a-value-where-objects-are-taken-is-silent
from typing import Any, Optional, Union, cast
def describe(t: object) -> str: return repr(t)
def use(x: object) -> None:
    describe(Union[int, str])
    describe(Optional[int])
    hint: Any = Optional[str]
    y = cast(Optional[int], x)
    print(hint, y, int | str)

# case: a-bare-final-name-solves-a-type-variable-as-its-literal-would
from typing import Final, Generic, Literal, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
def same(x: T) -> T:
    return x
def wants_seven(x: Literal[7]) -> None: ...
SEVEN: Final = 7
wants_seven(Box(SEVEN).item)  # E: arg-type: Argument 1 to "wants_seven" has incompatible type "int"; expected "Literal[7]"
boxed = Box(SEVEN)
wants_seven(boxed.item)  # E: arg-type: Argument 1 to "wants_seven" has incompatible type "int"; expected "Literal[7]"

# case: a-bare-final-name-solves-a-type-variable-as-its-literal-would-silent
from typing import Final, Generic, Literal, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
def same(x: T) -> T:
    return x
def wants_seven(x: Literal[7]) -> None: ...
SEVEN: Final = 7
DECLARED: Literal[7] = 7
wants_seven(same(SEVEN))
wants_seven(reveal_type(same(7)))  # N: reveal-type: Revealed type is "Literal[7]"
wants_seven(Box(DECLARED).item)
wants_seven(SEVEN)

# case: a-literal-names-a-member-of-an-enum-nested-in-a-class
from enum import Enum
from typing import Literal
class Palette:
    class Shade(Enum):
        DARK = 1
        LIGHT = 2
def wants_dark(s: Literal[Palette.Shade.DARK]) -> None: ...
wants_dark(Palette.Shade.LIGHT)  # E: arg-type: Argument 1 to "wants_dark" has incompatible type "Literal[Shade.LIGHT]"; expected "Literal[Shade.DARK]"

# case: a-literal-names-a-member-of-an-enum-nested-in-a-class-silent
from enum import Enum
from typing import Literal
class Palette:
    class Shade(Enum):
        DARK = 1
        LIGHT = 2
def wants_dark(s: Literal[Palette.Shade.DARK]) -> None: ...
wants_dark(Palette.Shade.DARK)

# case: a-literal-of-a-name-from-a-missing-module-is-any
from typing import Literal
from nowhere_to_be_found import Mode  # type: ignore[import-not-found]
chosen: Literal[Mode]  # E: valid-type: Parameter 1 of Literal[...] cannot be of type "Any"

# case: a-literal-of-a-name-from-a-missing-module-is-any-silent
from typing import Literal
from nowhere_to_be_found import Mode  # type: ignore[import-not-found]
chosen: Literal["Mode"]
other: Mode

# case: a-newtype-of-a-tuple-is-a-tuple-of-that-shape
from typing import NewType
Span = NewType("Span", tuple[int, str])
wrong = Span(("a", 3))  # E: arg-type: Argument 1 to "Span" has incompatible type "tuple[str, int]"; expected "tuple[int, str]" # N: arg-type: Item 1 "str" does not fit "int"
right = Span((3, "a"))
reveal_type(right[0])  # N: reveal-type: Revealed type is "int"

# case: a-newtype-of-a-tuple-is-a-tuple-of-that-shape-silent
from typing import NewType
Span = NewType("Span", tuple[int, str])
right = Span((3, "a"))
start: int = right[0]
label: str = right[1]
plain: tuple[int, str] = right
