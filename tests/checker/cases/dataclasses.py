# Dataclasses (typing spec, "Dataclasses"): the members the decorator writes, what it rejects
# when the class is built, and dataclass_transform field specifiers and converters.

# case: an-eq-dataclass-that-is-not-frozen-is-unhashable
from dataclasses import dataclass
from typing import Hashable
@dataclass
class Point:
    x: int
reveal_type(Point.__hash__)  # N: reveal-type: Revealed type is "None"
key: Hashable = Point(0)  # E: assignment # N: assignment

# case: frozen-unsafe-hash-and-own-hash-keep-instances-hashable
from dataclasses import dataclass
from typing import Hashable
@dataclass(frozen=True)
class Frozen:
    x: int
@dataclass(unsafe_hash=True)
class Unsafe:
    x: int
@dataclass
class Own:
    x: int
    def __hash__(self) -> int:
        return self.x
@dataclass(eq=False)
class Identity:
    x: int
keys: list[Hashable] = [Frozen(0), Unsafe(0), Own(0), Identity(0)]
Frozen(0).__hash__()

# case: match-args-lists-the-positional-fields
from dataclasses import KW_ONLY, dataclass, field
@dataclass
class Move:
    x: int
    y: int = field(kw_only=True, default=0)
    _: KW_ONLY
    z: int = 0
reveal_type(Move.__match_args__)  # N: reveal-type: Revealed type is "tuple[Literal['x']]"
@dataclass(match_args=False)
class Quiet:
    x: int
Quiet.__match_args__  # E: attr-defined

# case: order-methods-compare-the-same-class
from dataclasses import dataclass
@dataclass(order=True)
class Version:
    major: int
@dataclass(order=True)
class Other:
    major: int
@dataclass
class Plain:
    major: int
Version(1) < Version(2)
Version(1) >= Version(2)
Version(1) < Other(2)  # E: operator: Unsupported operand types for < ("Version" and "Other")
Plain(1) < Plain(2)  # E: operator: Unsupported left operand type for < ("Plain")

# case: ordering-of-builtins-and-total-ordering-stays-silent
import functools
@functools.total_ordering
class Ranked:
    def __init__(self, n: int) -> None:
        self.n = n
    def __lt__(self, other: "Ranked") -> bool:
        return self.n < other.n
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ranked) and self.n == other.n
def f(a: int, b: float, s: str, r: Ranked) -> bool:
    return a < b and s >= "x" and r > r and (1, "a") < (2, "b")

# case: the-generated-init-read-through-an-instance
from dataclasses import dataclass
from typing import Protocol
class Builds(Protocol):
    def __call__(self, name: str, price: float = ...) -> None: ...
@dataclass
class Item:
    name: str
    price: float = 0.0
init: Builds = Item("soap").__init__

# case: the-generated-init-read-through-the-class-is-silent
from dataclasses import dataclass
from typing import Protocol
@dataclass
class Item:
    name: str
    price: float = 0.0
class Makes(Protocol):
    def __call__(self, name: str, price: float = ...) -> Item: ...
make: Makes = Item
init = Item.__init__
init(Item("a"), "soap", 1.0)

# case: initvars-are-init-parameters-not-attributes
from dataclasses import InitVar, dataclass
@dataclass
class Account:
    owner: str
    secret: InitVar[str]
    def __post_init__(self, secret: str) -> None:
        self.digest = hash(secret)
a = Account("ada", "pw")
print(a.owner, a.digest)
print(a.secret)  # E: attr-defined

# case: frozen-and-non-frozen-dataclasses-do-not-mix
from dataclasses import dataclass
@dataclass(frozen=True)
class Base:
    x: int
@dataclass
class Thawed(Base):  # E: misc: Non-frozen dataclass cannot inherit from a frozen dataclass
    y: int = 0
@dataclass
class Loose:
    x: int
@dataclass(frozen=True)
class Hard(Loose):  # E: misc: Frozen dataclass cannot inherit from a non-frozen dataclass
    y: int = 0

# case: frozen-below-frozen-and-plain-below-plain
from dataclasses import dataclass
@dataclass(frozen=True)
class Base:
    x: int
@dataclass(frozen=True)
class Child(Base):
    y: int = 0
class Mixin:
    pass
@dataclass
class Plain(Mixin):
    x: int

# case: fields-without-defaults-after-defaults
from dataclasses import InitVar, dataclass, field
@dataclass
class A:
    a: int = 0
    b: int  # E: misc: Attributes without a default cannot follow attributes with one
@dataclass
class B:
    a: int = field(default=1)
    b: int  # E: misc
@dataclass
class C:
    a: InitVar[int] = 0
    b: int  # E: misc

# case: field-order-allowing-keyword-only-and-init-false
from dataclasses import KW_ONLY, dataclass, field
@dataclass
class A:
    a: int = field(init=False)
    b: int
@dataclass
class B:
    a: int = field(default=0, kw_only=True)
    b: int
@dataclass
class C:
    a: int = 0
    _: KW_ONLY
    b: int
@dataclass(kw_only=True)
class D:
    a: int = 0
    b: int
@dataclass
class E(D):
    c: int

# case: a-default-factory-must-make-the-field-type
from dataclasses import dataclass, field
@dataclass
class Bag:
    items: list[int] = field(default_factory=list)
    name: str = field(default_factory=str)
    count: int = field(default_factory=str)  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: class-variables-and-fields-may-not-replace-each-other
from dataclasses import dataclass
from typing import ClassVar
@dataclass
class Base:
    x: int
    y: ClassVar[int] = 1
@dataclass
class Child(Base):
    x: ClassVar[int]  # E: misc: Cannot override instance variable (previously declared on base class "Base") with class variable
    y: int  # E: misc: Cannot override class variable (previously declared on base class "Base") with instance variable

# case: redeclared-fields-and-class-variables-keep-their-kind
from dataclasses import dataclass
from typing import ClassVar
@dataclass
class Base:
    x: int
    y: ClassVar[int] = 1
@dataclass
class Child(Base):
    x: int = 0
    y: ClassVar[int] = 2

# case: slots-true-makes-the-fields-the-slots
from dataclasses import dataclass
@dataclass(slots=True)
class Slim:
    x: int
    def __init__(self) -> None:
        self.x = 1
        self.y = 2  # E: misc
@dataclass(slots=True)
class Twice:  # E: misc: "Twice" both defines "__slots__" and is used with "slots=True"
    x: int
    __slots__ = ()
Slim.__slots__
@dataclass
class Roomy:
    x: int
Roomy.__slots__  # E: attr-defined

# case: init-false-uses-the-inherited-init
from dataclasses import dataclass
@dataclass(init=False)
class Bare:
    x: int
@dataclass
class Full:
    x: int
@dataclass(init=False)
class Below(Full):
    y: int = 0
Bare()
Below(1)
Bare(1)  # E: call-arg

# case: fields-under-a-static-condition
import sys
from dataclasses import dataclass
@dataclass
class Version:
    major: int
    if sys.version_info >= (3, 0):
        minor: int
    if sys.version_info >= (4, 0):
        patch: int
Version(1, 2)
Version(1, 2, 3)  # E: call-arg

# case: a-classvar-final-cannot-be-assigned
from dataclasses import dataclass
from typing import ClassVar, Final
@dataclass
class Config:
    limit: ClassVar[Final[int]] = 4
Config.limit = 5  # E: misc: Cannot assign to final attribute "limit"

# case: field-specifier-defaults-decide-init
from typing import Any, Callable, Literal, TypeVar, overload
from typing_extensions import dataclass_transform
T = TypeVar("T")
@overload
def attr(*, default: str | None = None, compute: Callable[[], Any], init: Literal[False] = False) -> Any: ...
@overload
def attr(*, default: str | None = None, compute: None = None, init: Literal[True] = True) -> Any: ...
def attr(*, default: str | None = None, compute: Callable[[], Any] | None = None, init: bool = True) -> Any: ...
def hidden(*, init: bool = False, kw_only: bool = False) -> Any: ...
@dataclass_transform(kw_only_default=True, field_specifiers=(attr, hidden))
def model(cls: type[T]) -> type[T]:
    return cls
@model
class Row:
    key: int = attr(compute=lambda: 0)
    name: str = attr(default="x")
    note: str = hidden(init=True)
Row(name="a", note="b")
Row(key=1, note="b")  # E: call-arg
Row("a", note="b")  # E: call-arg

# case: converters-decide-what-init-and-assignments-take
from typing import Any, Callable, TypeVar
from typing_extensions import dataclass_transform
S = TypeVar("S")
T = TypeVar("T")
def conv_field(*, converter: Callable[[S], T], default: S | None = None) -> T: raise NotImplementedError
@dataclass_transform(field_specifiers=(conv_field,))
class Model: ...
def to_int(text: str) -> int:
    return int(text)
class Wrapped:
    def __init__(self, raw: bytes) -> None: ...
class Record(Model):
    count: int = conv_field(converter=to_int)
    blob: Wrapped = conv_field(converter=Wrapped)
    other: int = conv_field(converter=to_int, default="0")
r = Record("1", b"x")
r.count = "2"
reveal_type(r.count)  # N: reveal-type: Revealed type is "int"
Record(1, b"x")  # E: arg-type
r.blob = "raw"  # E: assignment
class Bad(Model):
    n: int = conv_field(converter=to_int, default=0)  # E: arg-type: Argument "converter" to "conv_field" has incompatible type "Callable[[str], int]"; expected "Callable[[int], int]" # N: arg-type: Parameter 1 "str" does not accept "int" # E: arg-type: Argument "default" to "conv_field" has incompatible type "int"; expected "str"

# case: dataclasses-with-inherited-fields-and-defaults
from dataclasses import dataclass, field
@dataclass
class Base:
    x: int
    tags: list[str] = field(default_factory=list)
@dataclass
class Child(Base):
    y: str = ""
c = Child(1, ["a"], "b")
Child(x=1)
print(c.x, c.tags, c.y, c == Child(2))

# case: a-dataclass-with-its-own-eq-and-order-written-by-hand
from dataclasses import dataclass
@dataclass(eq=False)
class Node:
    key: int
    def __lt__(self, other: "Node") -> bool:
        return self.key < other.key
nodes = sorted([Node(2), Node(1)])
print(Node(1) < Node(2), {Node(1): 1})

# case: a-dataclass-subclass-written-without-the-decorator
from dataclasses import dataclass
@dataclass
class Base:
    x: int
class Plain(Base):
    extra = 3
    def show(self) -> str:
        return str(self.x + self.extra)
Plain(1).show()
print(Plain.__match_args__, Plain(1).__init__)

# case: dataclass-transform-models-with-inherited-keywords
from typing import Any
from typing_extensions import dataclass_transform
@dataclass_transform(kw_only_default=True)
class ModelBase:
    def __init_subclass__(cls, *, frozen: bool = False, order: bool = False) -> None: ...
class Frozen(ModelBase, frozen=True):
    id: int
class FrozenToo(Frozen, frozen=True):
    name: str = ""
class Ordered(ModelBase, order=True):
    rank: int
FrozenToo(id=1, name="x")
print(Ordered(rank=1) < Ordered(rank=2))

# case: converters-with-overloads-and-star-args
from typing import Any, Callable, TypeVar, overload
from typing_extensions import dataclass_transform
S = TypeVar("S")
T = TypeVar("T")
def conv_field(*, converter: Callable[[S], T]) -> T: raise NotImplementedError
@dataclass_transform(field_specifiers=(conv_field,))
class Model: ...
@overload
def parse(raw: str) -> int: ...
@overload
def parse(raw: bytes) -> int: ...
def parse(raw: "str | bytes") -> int:
    return 0
def join(*parts: str) -> int:
    return 0
class Row(Model):
    a: int = conv_field(converter=parse)
    b: int = conv_field(converter=join)
    c: dict[str, str] = conv_field(converter=dict)
r = Row("1", "2", [("k", "v")])
Row(b"1", "2", {})
r.a = b"3"

# case: dataclass-subclass-init-fills-base-type-parameters
from dataclasses import dataclass
from typing import Generic, Self, TypeVar
V = TypeVar("V")
@dataclass
class Chain(Generic[V]):
    payload: V
    after: Self | None = None
@dataclass
class TextChain(Chain[str]):
    tag: int = 0
head = TextChain("a", TextChain("b"), tag=2)
reveal_type(TextChain)  # N: reveal-type: Revealed type is "def (payload: str, after: case.TextChain | None =, tag: int =) -> case.TextChain"
plain = Chain(1.5, Chain(2.5))
if head.after is not None:
    head.after = TextChain("c")

# case: dataclass-subclass-init-checks-base-fields
from dataclasses import dataclass
from typing import Generic, Self, TypeVar
V = TypeVar("V")
@dataclass
class Chain(Generic[V]):
    payload: V
    after: Self | None = None
@dataclass
class TextChain(Chain[str]):
    tag: int = 0
TextChain(3)  # E: arg-type: Argument 1 to "TextChain" has incompatible type "int"; expected "str"
TextChain("a", Chain[str]("b"))  # E: arg-type: Argument 2 to "TextChain" has incompatible type "Chain[str]"; expected "TextChain | None"

# case: a-plain-base-gives-a-dataclass-no-fields
# Python's dataclass takes fields only from bases that are dataclasses: an ABC, a mixin with
# annotations or a base with its own __init__ adds none, and the generated __init__ is checked.
from abc import ABC, abstractmethod
from dataclasses import dataclass
class Animation(ABC):
    on_complete: int | None = None
    @abstractmethod
    def run(self) -> None: ...
class Named:
    def __init__(self, name: str) -> None:
        self.name = name
@dataclass
class Fade(Animation):
    duration: float
    level: str = "full"
    def run(self) -> None: ...
@dataclass
class Label(Named):
    text: str
reveal_type(Fade)  # N: reveal-type: Revealed type is "def (duration: float, level: str =) -> case.Fade"
Fade(1.0, "low", 3)  # E: call-arg: Too many arguments for "Fade"
Fade("slow")  # E: arg-type: Argument 1 to "Fade" has incompatible type "str"; expected "float"
Fade(on_complete=1)  # E: call-arg: Unexpected keyword argument "on_complete" for "Fade"
Label("x", "y")  # E: call-arg: Too many arguments for "Label"

# case: a-plain-base-between-dataclasses-passes-their-fields-on
# The fields of a dataclass ancestor reach a dataclass through a plain class between them;
# an unknown base leaves the __init__ unknown.
from dataclasses import dataclass
from unknown_module import Mystery  # type: ignore[import-not-found]
@dataclass
class Point:
    x: int
class Plain(Point):
    label: str = ""
@dataclass
class Point3(Plain):
    z: int = 0
Point3(1, 2)
Point3(x=1, z=2)
@dataclass
class Odd(Mystery):
    y: int
Odd(1, 2, 3)

# case: order-methods-a-dataclass-writes-are-members
from dataclasses import dataclass
from typing import Any, Protocol
class LessThan(Protocol):
    def __lt__(self, other: Any) -> bool: ...
def smallest(x: LessThan) -> None: ...
@dataclass(order=True)
class Point:
    x: int
smallest(Point(1))
min([Point(1), Point(2)])
sorted([Point(2), Point(1)])
reveal_type(Point.__lt__)  # N: reveal-type: Revealed type is "def (case.Point, case.Point) -> bool"
reveal_type(Point(1) <= Point(2))  # N: reveal-type: Revealed type is "bool"

# case: a-dataclass-without-order-has-no-order-methods
from dataclasses import dataclass
from typing import Any, Protocol
class LessThan(Protocol):
    def __lt__(self, other: Any) -> bool: ...
def smallest(x: LessThan) -> None: ...
@dataclass
class Point:
    x: int
smallest(Point(1))  # E: arg-type: Argument 1 to "smallest" has incompatible type "Point"; expected "LessThan" # N: arg-type: "Point" is missing protocol member "__lt__"
min([Point(1), Point(2)])  # E: type-var
Point(1) < Point(2)  # E: operator

# case: only-dataclasses-field-makes-a-field-specifier
# A node class's own ``field`` helper, or another module's function named ``field``, is an
# ordinary default: the field is optional and may come before one without a default.
from dataclasses import dataclass
from typing import Any
import helpers
from helpers import field
class Node:
    @classmethod
    def field(cls, *args: object) -> Any: ...
@dataclass
class Leaf(Node):
    value: int = 0
    space: str = Node.field()
    body: str = helpers.field()
    tail: str = field()
Leaf()
Leaf(1, "a", "b", "c")
reveal_type(Leaf)  # N: reveal-type: Revealed type is "def (value: int =, space: str =, body: str =, tail: str =) -> case.Leaf"
@dataclass
class Branch(Node):
    value: int = 0
    label: str = helpers.field(kw_only=True)
    left: str = Node.field()
reveal_type(Branch.__match_args__)  # N: reveal-type: Revealed type is "tuple[Literal['value'], Literal['label'], Literal['left']]"
# file: helpers.py
from typing import Any
def field(*args: object, kw_only: bool = False) -> Any: ...

# case: dataclasses-field-without-a-default-stays-required
import dataclasses
from dataclasses import dataclass, field
@dataclass
class Point:
    x: int = dataclasses.field()
    y: int = field(default=0)
    z: int = field()  # E: misc: Attributes without a default cannot follow attributes with one
@dataclass
class Pair:
    x: int = dataclasses.field()
    y: int = field(kw_only=True)
Pair()  # E: call-arg: Missing positional argument "x" in call to "Pair"
reveal_type(Pair.__match_args__)  # N: reveal-type: Revealed type is "tuple[Literal['x']]"

# case: a-redefined-field-keeps-its-base-place-in-the-field-order-silent
# Python and mypy keep a redefined field where its base put it: one that loses its default
# there follows no defaulted field.
from dataclasses import dataclass, field
@dataclass
class Base:
    a: str
    b: object = None
    c: list[int] = field(default_factory=list)
@dataclass
class Sub(Base):
    a: str
    b: object
    d: int = 0
reveal_type(Sub)  # N: reveal-type: Revealed type is "def (a: str, b: object, c: list[int] =, d: int =) -> case.Sub"

# case: a-new-field-without-a-default-after-a-bases-defaults-is-reported
from dataclasses import dataclass, field
@dataclass
class Base:
    a: str
    b: object = None
    c: list[int] = field(default_factory=list)
@dataclass
class Bad(Base):
    e: int  # E: misc: Attributes without a default cannot follow attributes with one
@dataclass
class Bad2(Base):
    a: str = ""
    c: list[int]  # E: misc: Attributes without a default cannot follow attributes with one

# case: total-ordering-writes-the-missing-order-methods
# ``@functools.total_ordering`` over a class with one order method writes the others (mypy's
# plugin): they can be read as attributes; a class without the decorator lacks them.
import functools
@functools.total_ordering
class Version:
    def __eq__(self, other: object) -> bool:
        return True
    def __lt__(self, other: "Version") -> bool:
        return True
class Plain:
    def __lt__(self, other: "Plain") -> bool:
        return True
below = Version().__ge__
reveal_type(Version().__ge__(Version()))  # N: reveal-type: Revealed type is "bool"
Version.__le__(Version(), Version())
Plain().__ge__  # E: attr-defined

# case: total-ordering-methods-take-the-root-methods-operand
# The written methods take the other operand the root method (``__lt__`` first, then ``__le__``,
# ``__gt__``, ``__ge__``) declares, and give bool when it does (mypy's plugin, pyright alike).
import functools
from typing import Any, Callable
@functools.total_ordering
class Grade:
    def __eq__(self, other: object) -> bool:
        return True
    def __le__(self, other: "Grade") -> bool:
        return True
Grade() > 3  # E: operator: Unsupported operand types for > ("Grade" and "int")
Grade() >= "a"  # E: operator: Unsupported operand types for >= ("Grade" and "str")
Grade() < 3  # E: operator: Unsupported operand types for < ("Grade" and "int")
Grade() <= 3  # E: operator: Unsupported operand types for <= ("Grade" and "int")
@functools.total_ordering
class Rank:
    __lt__: Callable[[Any, "Rank"], bool] = lambda self, other: True
Rank() >= 3  # E: operator: Unsupported operand types for >= ("Rank" and "int")

# case: total-ordering-methods-accept-what-the-root-accepts
import functools
from typing import Union
@functools.total_ordering
class Level:
    def __eq__(self, other: object) -> bool:
        return True
    def __lt__(self, other: Union["Level", int]) -> str:
        return ""
class Base:
    def __ge__(self, other: object) -> bool:
        return True
@functools.total_ordering
class Derived(Base):
    pass
Level() > 3
Level() >= Level()
reveal_type(Level() >= 3)  # N: reveal-type: Revealed type is "Any"
Derived() < 3
reveal_type(Derived() <= "a")  # N: reveal-type: Revealed type is "bool"

# case: replace-takes-the-fields-by-keyword
import dataclasses
from dataclasses import dataclass, field, replace
@dataclass(frozen=True)
class Config:
    port: int
    host: str = ""
    tags: list[str] = field(default_factory=list)
base = Config(80)
dataclasses.replace(base, port="443")  # E: arg-type: Argument "port" to "replace" of "Config" has incompatible type "str"; expected "int"
replace(base, timeout=1)  # E: call-arg: Unexpected keyword argument "timeout" for "replace" of "Config"

# case: replace-with-the-fields-is-silent
from dataclasses import dataclass, field, replace
@dataclass(frozen=True)
class Config:
    port: int
    host: str = ""
    tags: list[str] = field(default_factory=list)
base = Config(80)
moved = replace(base, port=443, tags=["a"])
reveal_type(moved)  # N: reveal-type: Revealed type is "case.Config"
replace(moved)

# case: replace-on-a-generic-dataclass-takes-the-instances-type-arguments
from dataclasses import dataclass, replace
from typing import Generic, TypeVar
T = TypeVar("T")
@dataclass
class Box(Generic[T]):
    item: T
    count: int = 0
@dataclass
class Labelled(Box[T]):
    label: str = ""
replace(Box(1), item="a")  # E: arg-type: Argument "item" to "replace" of "Box[int]" has incompatible type "str"; expected "int"
replace(Labelled(b""), item=2)  # E: arg-type: Argument "item" to "replace" of "Labelled[bytes]" has incompatible type "int"; expected "bytes"
replace(Box(1), count="a")  # E: arg-type: Argument "count" to "replace" of "Box[int]" has incompatible type "str"; expected "int"

# case: replace-on-a-generic-dataclass-is-silent
from dataclasses import dataclass, replace
from typing import Generic, TypeVar
T = TypeVar("T")
@dataclass
class Box(Generic[T]):
    item: T
    count: int = 0
reveal_type(replace(Box(1), item=2))  # N: reveal-type: Revealed type is "case.Box[int]"
def refill(b: Box[T], item: T) -> Box[T]:
    return replace(b, item=item, count=1)

# case: replace-on-dataclass-transform-classes
# A dataclass transform's classes are dataclasses to ``replace`` (mypy gives them
# ``__dataclass_fields__``); attrs' own classes and plain classes are not.
from dataclasses import replace
from typing import dataclass_transform
@dataclass_transform()
def model(cls: type) -> type:
    return cls
@dataclass_transform()
class ModelBase: ...
@model
class Person:
    name: str
class Account(ModelBase):
    number: int
class Plain: ...
replace(Person("a"), name="b")
replace(Account(number=1))
replace(Person("a"), name=1)  # E: arg-type: Argument "name" to "replace" of "Person" has incompatible type "int"; expected "str"
replace(Account(number=1), number="2")  # E: arg-type: Argument "number" to "replace" of "Account" has incompatible type "str"; expected "int"
replace(Plain())  # E: type-var: Value of type variable "_DataclassT" of "replace" cannot be "Plain"

# case: an-attrs-class-has-attrs-attrs
# attrs' own decorators write ``__attrs_attrs__`` (mypy's attrs plugin declares it): an attrs
# instance, a subclass's too, is an AttrsInstance; a plain class is not.
import attrs
@attrs.define
class Point:
    x: int
class Sub(Point):
    pass
class Plain:
    x: int
attrs.astuple(Point(1))
attrs.astuple(Sub(1))
reveal_type(Point.__attrs_attrs__)  # N: reveal-type: Revealed type is "tuple[attrs.Attribute[Any], ...]"
attrs.astuple(Plain())  # E: arg-type: Argument 1 to "astuple" has incompatible type "Plain"; expected "AttrsInstance" # N: arg-type
# file: attrs/__init__.pyi
from typing import Any, ClassVar, Generic, Protocol, TypeVar
from typing_extensions import dataclass_transform
_T = TypeVar("_T")
class Attribute(Generic[_T]):
    name: str
class AttrsInstance(Protocol):
    __attrs_attrs__: ClassVar[Any]
def astuple(inst: AttrsInstance) -> tuple[Any, ...]: ...
@dataclass_transform()
def define(cls: type[_T]) -> type[_T]: ...

# case: attrs-evolve-takes-an-attrs-instance
# mypy's attrs plugin: evolve's first argument must be an attrs instance; each member of a
# union, a type variable by its bound; Any passes.
from typing import Any, TypeVar
import attrs
@attrs.define
class Point:
    x: int
class Plain:
    x: int
T = TypeVar("T")
P = TypeVar("P", bound=Point)
def f(p: Point, plain: Plain, either: Point | Plain, t: T, bound: P, unknown: Any) -> None:
    attrs.evolve(p, x=1)
    attrs.evolve(bound)
    attrs.evolve(unknown)
    attrs.evolve(plain)  # E: misc: Argument 1 to "evolve" has incompatible type "Plain"; expected an attrs class
    attrs.evolve(either)  # E: misc: Argument 1 to "evolve" has incompatible type "Point | Plain" whose item "Plain" is not an attrs class
    attrs.evolve(t)  # E: misc: Argument 1 to "evolve" has a variable type "T" not bound to an attrs class
# file: attrs/__init__.pyi
from typing import Any, TypeVar
from typing_extensions import dataclass_transform
_T = TypeVar("_T")
def evolve(inst: _T, **changes: Any) -> _T: ...
@dataclass_transform()
def define(cls: type[_T]) -> type[_T]: ...

# case: attrs-evolve-of-an-attrs-instance-is-silent
# The instance's class is made by attrs (or below one), a type variable bound to one, Any.
from typing import Any, TypeVar
import attrs
@attrs.define
class Point:
    x: int
class Sub(Point):
    pass
P = TypeVar("P", bound=Point)
def f(p: Point, s: Sub, either: Point | Sub, bound: P, unknown: Any) -> None:
    attrs.evolve(p, x=1)
    attrs.evolve(s)
    attrs.evolve(either)
    attrs.evolve(bound)
    attrs.evolve(unknown)
    attrs.astuple(s)
# file: attrs/__init__.pyi
from typing import Any, ClassVar, Protocol, TypeVar
from typing_extensions import dataclass_transform
_T = TypeVar("_T")
class AttrsInstance(Protocol):
    __attrs_attrs__: ClassVar[Any]
def astuple(inst: AttrsInstance) -> tuple[Any, ...]: ...
def evolve(inst: _T, **changes: Any) -> _T: ...
@dataclass_transform()
def define(cls: type[_T]) -> type[_T]: ...

# case: a-dataclass-with-double-star-options-still-generates-its-init
from dataclasses import dataclass
options = {"kw_only": True}
@dataclass(**options)
class Window:
    stream_id: int
    delta: int = 0
Window("0")  # E: arg-type
Window()  # E: call-arg
reveal_type(Window)  # N: reveal-type: Revealed type is "def (stream_id: int, delta: int =) -> case.Window"

# case: double-star-and-computed-dataclass-options-leave-the-defaults
from dataclasses import dataclass
options = {"kw_only": True}
@dataclass(**options)
class Window:
    stream_id: int
    delta: int = 0
Window(stream_id=0, delta=1)
Window(0, 1)

# case: a-computed-dataclass-option-is-literal-required-and-keeps-its-default
from dataclasses import dataclass
flag = bool(len("x"))
@dataclass(eq=True, order=flag, kw_only=flag)  # E: literal-required # E: literal-required
class Ping:
    data: bytes
Ping(b"")
Ping(data=b"").data = b"x"
Ping(b"") < Ping(b"")  # E: operator

# case: a-transform-models-field-order-is-checked-like-a-dataclasses
# PEP 681: a model's __init__ is made as a dataclass's, so a field without a default may not
# follow one with a default; a specifier call without default= gives none.
from typing import Any, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
def model_field(*, default: Any = ..., init: bool = True, kw_only: bool = False, alias: str | None = None) -> Any: ...
@dataclass_transform(field_specifiers=(model_field,))
def model(cls: type[T]) -> type[T]:
    return cls
@dataclass_transform()
class ModelBase:
    def __init_subclass__(cls, *, frozen: bool = False) -> None: ...
@model
class Decorated:
    a: int
    b: str = model_field(default="")
    c: int = model_field(alias="see")  # E: misc: Attributes without a default cannot follow attributes with one
class Based(ModelBase):
    a: int
    b: str = ""
class Below(Based):
    c: int  # E: misc: Attributes without a default cannot follow attributes with one

# case: a-transform-models-keyword-only-and-init-false-fields-may-follow-defaults-silent
from typing import Any, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
def model_field(*, default: Any = ..., init: bool = True, kw_only: bool = False) -> Any: ...
def hidden(*, default: Any = ..., init: bool = False) -> Any: ...
@dataclass_transform(field_specifiers=(model_field, hidden))
def model(cls: type[T]) -> type[T]:
    return cls
@dataclass_transform(kw_only_default=True)
class KeywordBase:
    pass
@model
class Decorated:
    a: int
    b: str = model_field(default="")
    c: int = model_field(init=False)
    d: int = model_field(kw_only=True)
    e: int = hidden()
    f: int = model_field(default=0)
class Keywords(KeywordBase):
    a: int = 0
    b: str
class MoreKeywords(Keywords):
    c: int

# case: a-dataclass-init-read-through-the-class-takes-self-and-the-fields
from dataclasses import dataclass
@dataclass
class Base:
    x: int
    label: str = ""
class Sub(Base):
    def __init__(self) -> None:
        Base.__init__(self, "1")  # E: arg-type
        Base.__init__(self, 1, "a", 2)  # E: call-arg

# case: a-dataclass-init-read-through-the-class-takes-self-and-the-fields-silent
from dataclasses import dataclass, field
@dataclass
class Base:
    x: int
    tags: list[str] = field(default_factory=list)
class Sub(Base):
    def __init__(self, n: int) -> None:
        Base.__init__(self, n)
        Base.__init__(self, n, tags=["a"])

# case: an-initvar-with-a-default-is-no-attribute
from dataclasses import InitVar, dataclass
@dataclass
class Scaled:
    base: int
    factor: InitVar[float] = 1.0
    def __post_init__(self, factor: float) -> None:
        self.total = self.base * factor
s = Scaled(2)
s.factor  # E: attr-defined: "Scaled" has no attribute "factor"
Scaled.factor  # E: attr-defined: "type[Scaled]" has no attribute "factor"

# case: an-initvar-with-a-default-is-no-attribute-silent
from dataclasses import InitVar, dataclass
@dataclass
class Scaled:
    base: int
    factor: InitVar[float] = 1.0
    def __post_init__(self, factor: float) -> None:
        self.total = self.base * factor
@dataclass
class Twice(Scaled):
    def __post_init__(self, factor: float) -> None:
        super().__post_init__(factor * 2)
t = Twice(2, 3.0)
shown: float = t.total + t.base

# case: an-initvar-written-through-self-is-still-no-attribute
# ``x: InitVar[int]`` is an __init__ parameter: ``self.x = ...`` in a method does not make it an
# attribute, and is itself reported (mypy's attr-defined, pyright alike).
from dataclasses import InitVar, dataclass
@dataclass
class Scaled:
    factor: InitVar[int] = 1
    def __post_init__(self, factor: int) -> None:
        self.factor = factor  # E: attr-defined: "Scaled" has no attribute "factor"
    def double(self) -> int:
        return self.factor * 2  # E: attr-defined: "Scaled" has no attribute "factor"
Scaled(2).factor  # E: attr-defined: "Scaled" has no attribute "factor"

# case: an-initvar-kept-under-another-name-stays-silent
from dataclasses import InitVar, dataclass, field
@dataclass
class Scaled:
    factor: InitVar[int] = 1
    size: int = field(init=False, default=0)
    def __post_init__(self, factor: int) -> None:
        self.size = factor * 2
        self._factor = factor
    def double(self) -> int:
        return self._factor * 2 + self.size
Scaled(2).size

# case: a-post-init-is-checked-against-the-initvars-by-place-and-as-written
# The generated __init__ passes the InitVar values by position, so names do not matter; the
# def is checked as written, whatever its decorators make of it (mypy).
from dataclasses import InitVar, dataclass
from typing import Any, Callable, TypeVar
F = TypeVar("F", bound=Callable[..., Any])
def logged(f: F) -> F: return f
@dataclass
class Scaled:
    factor: InitVar[float]
    def __post_init__(self, scale: str) -> None: ...  # E: override: Argument 2 of "__post_init__" is incompatible with supertype "dataclass"; supertype defines the argument type as "float"
@dataclass
class Forgot:
    factor: InitVar[float]
    @logged
    def __post_init__(self) -> None: ...  # E: override: Signature of "__post_init__" incompatible with supertype "dataclass"

# case: a-post-init-taking-the-initvars-by-place-is-silent
from dataclasses import InitVar, dataclass
from typing import Any, Callable, TypeVar
F = TypeVar("F", bound=Callable[..., Any])
def logged(f: F) -> F: return f
@dataclass
class Scaled:
    factor: InitVar[float]
    def __post_init__(self, scale: float) -> None: ...
@dataclass
class Kept:
    factor: InitVar[int]
    @logged
    def __post_init__(self, factor: float) -> None: ...

# case: an-initvar-declared-through-self-is-no-attribute
from dataclasses import InitVar, dataclass
@dataclass
class Scaled:
    factor: InitVar[int] = 1
    def reset(self) -> None:
        self.factor: int = 2  # E: attr-defined: "Scaled" has no attribute "factor"

# case: a-field-declared-through-self-under-another-name-is-silent
from dataclasses import InitVar, dataclass
@dataclass
class Scaled:
    factor: InitVar[int] = 1
    size: int = 0
    def reset(self) -> None:
        self.size: int = 2
        self.scale: int = 3

# case: a-base-dataclass-field-overridden-by-a-def-or-class-is-reported
from dataclasses import dataclass
@dataclass
class Base:
    size: int
    label: str
    kind: str
@dataclass
class ByMethod(Base):
    def size(self) -> int:  # E: misc: Dataclass attribute may only be overridden by another attribute # E: override: Signature of "size" incompatible with supertype "Base"
        return 1
@dataclass
class ByProperty(Base):
    @property  # E: misc: Dataclass attribute may only be overridden by another attribute
    def label(self) -> str:  # E: override: Cannot override writeable attribute with read-only property
        return ""
@dataclass
class ByClass(Base):
    class kind: ...  # E: misc: Dataclass attribute may only be overridden by another attribute

# case: a-base-dataclass-field-overridden-by-a-field-is-silent
from dataclasses import dataclass, field
@dataclass
class Base:
    size: int
    label: str = ""
@dataclass
class Sized(Base):
    size: int = 3
    label: str = field(default="x")
    def describe(self) -> str:
        return f"{self.size}{self.label}"

# case: replace-of-a-generic-dataclass-or-a-union-checks-every-member
# A change must fit the field of every member (mypy meets their signatures: Never where a
# member has no such field), and an InitVar without a default must be given.
from dataclasses import InitVar, dataclass, replace
from typing import Generic, TypeVar
T = TypeVar("T")
@dataclass
class Box(Generic[T]):
    item: T
    flag: bool
    seed: InitVar[int]
    def __post_init__(self, seed: int) -> None: ...
@dataclass
class Tag:
    item: int
    flag: int
    seed: int
    name: str = ""
def edit(box: Box[int], either: Box[int] | Tag) -> None:
    replace(box, item="x", seed=1)  # E: arg-type: Argument "item" to "replace" of "Box[int]" has incompatible type "str"; expected "int"
    replace(box, item=2)  # E: call-arg: Missing named argument "seed" for "replace" of "Box[int]"
    replace(either, flag=3, seed=1)  # E: arg-type: Argument "flag" to "replace" of "Box[int] | Tag" has incompatible type "int"; expected "bool"
    replace(either, name="n", seed=1)  # E: arg-type: Argument "name" to "replace" of "Box[int] | Tag" has incompatible type "str"; expected "Never"

# case: replace-of-a-generic-dataclass-or-a-union-with-fitting-changes-is-silent
from dataclasses import InitVar, dataclass, replace
from typing import Generic, TypeVar
T = TypeVar("T")
@dataclass
class Box(Generic[T]):
    item: T
    flag: bool
    seed: InitVar[int] = 0
@dataclass
class Tag:
    item: int
    flag: int
def edit(box: Box[int], either: Box[int] | Tag) -> None:
    a: Box[int] = replace(box, item=2)
    b = replace(either, item=3, flag=True)
    replace(box, seed=4)

# case: replace-of-a-plain-class-instance-is-reported
from dataclasses import replace
class Person:
    name: str = ""
replace(Person(), name="Bob")  # E: type-var: Value of type variable "_DataclassT" of "replace" cannot be "Person"

# case: a-dataclass-transform-class-is-a-dataclass-instance-to-replace
# Its decorator writes ``__dataclass_fields__`` as @dataclass does (mypy: dict[str, Any]).
from dataclasses import replace
from typing import dataclass_transform
@dataclass_transform()
def model(cls: type) -> type:
    return cls
@model
class Person:
    name: str
renamed = replace(Person("John"), name="Bob")
reveal_type(renamed)  # N: reveal-type: Revealed type is "case.Person"
reveal_type(Person.__dataclass_fields__)  # N: reveal-type: Revealed type is "dict[str, Any]"
