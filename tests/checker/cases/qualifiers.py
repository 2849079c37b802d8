# Type qualifiers: where Final, ClassVar and Annotated may stand; Final rebinding; @final and @override on defs

# case: final-needs-value-or-type
from typing import Final
LIMIT: Final  # E: misc: Type in Final[...] can only be omitted if there is an initializer
PAIR: Final[int, str] = 1  # E: misc: Final[...] takes at most one type argument
WIDTH: Final[int]  # E: misc: Final name must be initialized with a value
class Panel:
    depth: Final[int]  # E: misc: Final name must be initialized with a value
    height: Final[int]
    def __init__(self) -> None:
        self.height = 3

# case: final-declared-well
from dataclasses import dataclass
from typing import Final, Protocol
SPEED: Final = 3
RATIO: Final[float] = 0.5
class Sized(Protocol):
    size: Final[int]
@dataclass
class Point:
    x: Final[int]
class Holder:
    def __init__(self) -> None:
        self.kind: Final = "holder"

# case: a-final-attribute-set-by-init-only-in-another-method-needs-a-value
from typing import Final
class Grid:
    rows: Final[int]  # E: misc: Final name must be initialized with a value
    cols: Final[int]  # E: misc: Final name must be initialized with a value
    def __init__(self) -> None:
        rows, cols = 1, 2
    def reset(self) -> None:
        self.rows, self.cols = 0, 0  # E: misc: Cannot assign to final attribute "rows" # E: misc: Cannot assign to final attribute "cols"

# case: a-final-attribute-set-by-init-through-a-tuple-or-chained-target-silent
from typing import Final
class Grid:
    rows: Final[int]
    cols: Final[int]
    depth: Final[int]
    width: Final[int]
    height: Final[int]
    def __init__(self, size: tuple[int, int]) -> None:
        self.rows, self.cols = size
        [self.depth, *rest] = [1, 2]
        self.width = self.height = 3

# case: final-attribute-outside-init
from typing import Final
class Job:
    def start(self) -> None:
        self.started: Final = True  # E: misc: Can only declare a final attribute in class body or __init__

# case: final-literal-value
from typing import Final, Literal
MODE: Final = "fast"
def pick(m: Literal["fast", "slow"]) -> None: ...
pick(MODE)
reveal_type(MODE)  # N: reveal-type: Revealed type is "Literal['fast']"

# case: final-rebound-by-loops-with-walrus
from typing import Final
def run(items: list[int]) -> None:
    total: Final = 0
    for total in items:  # E: misc: Cannot assign to final name "total"
        pass
    with open("f") as total:  # E: misc: Cannot assign to final name "total"
        pass
    if (total := 5) > 3:  # E: misc: Cannot assign to final name "total"
        pass
    for other, (total, _) in []:  # E: misc: Cannot assign to final name "total"
        pass

# case: loop-targets-not-final
def run(items: list[int]) -> None:
    total = 0
    for total in items:
        pass
    if (total := 5) > 3:
        pass

# case: final-imported-by-name-or-star
# file: consts.py
from typing import Final
TIMEOUT: Final = 30
RETRIES: Final = 3
PLAIN = 1
# file: main.py
from consts import TIMEOUT
from consts import *
TIMEOUT = 10  # E: misc: Cannot assign to final name "TIMEOUT"
RETRIES = 5  # E: misc: Cannot assign to final name "RETRIES"
PLAIN = 2

# case: final-private-name-is-mangled
from typing import Final
class Base:
    __secret: Final = 1
    PUBLIC: Final = 2
class Child(Base):
    __secret = 2
    PUBLIC = 3  # E: misc: Cannot assign to final name "PUBLIC"

# case: final-and-classvar-together
from dataclasses import dataclass
from typing import ClassVar, Final
class Config:
    a: ClassVar[Final[int]] = 1  # E: valid-type: Final can be only used as an outermost qualifier in a variable annotation
    b: Final[ClassVar[int]] = 1  # E: misc: Variable should not be annotated with both ClassVar and Final
@dataclass
class Record:
    c: ClassVar[Final[int]] = 1

# case: final-not-outermost
from typing import Final
items: list[Final[int]] = []  # E: valid-type: Final can be only used as an outermost qualifier in a variable annotation
def f(x: Final[int]) -> None: ...  # E: valid-type: Final can be only used as an outermost qualifier in a variable annotation

# case: qualifiers-in-typeddict-and-namedtuple
from typing import ClassVar, Final, NamedTuple, TypedDict
class Movie(TypedDict):
    year: Final[int]  # E: valid-type: Final[...] can't be used inside a TypedDict
    rank: ClassVar[int]  # E: valid-type: ClassVar[...] can't be used inside a TypedDict
class Pair(NamedTuple):
    left: Final[int]  # E: valid-type: Final[...] can't be used inside a NamedTuple
    right: int

# case: classvar-placement
from typing import Any, ClassVar, Generic, TypeAlias, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    a: ClassVar[int, str] = 1  # E: valid-type: ClassVar[...] must have at most one type argument
    b: ClassVar[T]  # E: misc: ClassVar cannot contain type variables
    c: ClassVar[list[T]] = []  # E: misc: ClassVar cannot contain type variables
    d: list[ClassVar[int]] = []  # E: valid-type: Invalid type: ClassVar nested inside other type
    def m(self, x: ClassVar[int]) -> None:  # E: misc: ClassVar can only be used for assignments in class body
        y: ClassVar[int] = 1  # E: misc: ClassVar can only be used for assignments in class body
        self.z: ClassVar[int] = 1  # E: misc: ClassVar can only be used for assignments in class body
top: ClassVar[int] = 1  # E: misc: ClassVar can only be used for assignments in class body
Alias: TypeAlias = ClassVar[int]  # E: valid-type: ClassVar[...] can't be used inside a type alias

# case: classvar-placed-well
from typing import Annotated, Any, ClassVar
from typing import ClassVar as CV
class Registry:
    names: ClassVar[list[str]] = []
    count: CV[int] = 0
    extra: Annotated[ClassVar[dict[str, int]], "meta"] = {}
    loose: ClassVar = 3.0
    anything: ClassVar[Any] = None
Registry.names = ["a"]

# case: classvar-set-through-instance
from typing import ClassVar
class Counter:
    hits: ClassVar[int] = 0
    name: str = "c"
c = Counter()
c.hits = 1  # E: misc: Cannot assign to class variable "hits" via instance
c.name = "d"
Counter.hits = 2

# case: empty-display-that-cannot-fit
from typing import ClassVar
class Cache:
    table: ClassVar[list[str]] = {}  # E: assignment: Incompatible types in assignment (expression has type "dict[Never, Never]", variable has type "list[str]")
    index: ClassVar[dict[str, int]] = {}
    order: list[str] = []

# case: annotated-validity
from typing import Annotated
Good: Annotated[int, "unit"]
Bad1: Annotated[int]  # E: valid-type: Annotated[...] must have exactly one type argument and at least one annotation
Bad2: Annotated[[int][0], ""]  # E: valid-type: Invalid type comment or annotation
Nested: list[Annotated[int, ""]]

# case: annotated-is-no-class
from typing import Annotated, Any, TypeAlias, TypeVar
T = TypeVar("T")
Meters: TypeAlias = Annotated[float, "m"]
def make(cls: type[T]) -> T:
    return cls()
kind: type[Any] = Annotated[int, ""]  # E: assignment
alias_kind: type[Any] = Meters  # E: assignment
make(Meters)  # E: arg-type
make(float)
Annotated[int, ""]()  # E: not-callable: "<typing special form>" not callable
Meters(1.0)  # E: not-callable: "<typing special form>" not callable
x: Meters = 1.0

# case: final-reassigned-nowhere
from typing import Final
RATE: Final = 3000
class Limits:
    TOP: Final[int] = 10
    def __init__(self) -> None:
        self.bottom: Final = 0
def use(l: Limits) -> int:
    local: Final = RATE + l.TOP + l.bottom
    return local

# case: classvar-read-through-instances
from typing import ClassVar
class Counter:
    hits: ClassVar[int] = 0
def total(c: Counter) -> int:
    Counter.hits += 1
    return c.hits

# case: annotated-used-as-annotation
from typing import Annotated, TypeAlias
Meters: TypeAlias = Annotated[float, "m"]
def walk(d: Meters, n: Annotated[int, "count"]) -> list[Annotated[str, ""]]:
    return [str(d * n)]

# case: final-in-dataclass-and-protocol-need-no-value
from dataclasses import dataclass
from typing import Final, Protocol
@dataclass
class Item:
    sku: Final[str]
class HasId(Protocol):
    ident: Final[int]

# case: empty-displays-fit-their-declarations
from typing import Mapping, Optional, Sequence
a: list[str] = []
b: Optional[dict[str, int]] = {}
c: Mapping[str, int] = {}
d: Sequence[int] = []
e: object = {}

# case: final-names-read-and-shadowed-in-functions
from typing import Final
LIMIT: Final = 10
def f() -> int:
    limit = LIMIT
    limit += 1
    return limit
def g(LIMIT: int) -> int:
    LIMIT = 3
    return LIMIT

# case: classvar-in-protocols-and-generics
from typing import ClassVar, Generic, Protocol, TypeVar
T = TypeVar("T")
class Registry(Protocol):
    names: ClassVar[list[str]]
class Box(Generic[T]):
    count: ClassVar[int] = 0
    item: T

# case: annotated-metadata-is-not-a-type
from typing import Annotated
def check(value: int) -> bool:
    return value > 0
Positive = Annotated[int, check, "positive", 3]
score: Positive = 5

# case: final-attributes-set-once-in-init
from typing import Final
class Conn:
    host: Final[str]
    def __init__(self, host: str) -> None:
        self.host = host
        self.port: Final = 80

# case: a-final-inside-classvar-declares-no-final
# urllib3 connection.py: ``default_socket_options: ClassVar[Final[...]] = [...]`` outside a
# dataclass is an invalid type to mypy (reported once), neither final nor read-only: the class
# still fits a protocol that wants the variable settable (``ConnectionCls: type[BaseHTTPConnection]``).
from typing import ClassVar, Final, Protocol
class Conn(Protocol):
    opts: ClassVar[list[int]]
class HTTPConnection:
    opts: ClassVar[Final[list[int]]] = [1]  # E: valid-type: Final can be only used as an outermost qualifier in a variable annotation
    known: list[int | bytes] | None = [1]
    def __init__(self, options: None | list[int | bytes] = opts, other: None | list[int | bytes] = known) -> None: ...
cls: type[Conn] = HTTPConnection
HTTPConnection.opts = [2]

# case: final-inside-a-loop-body
from typing import Final
def f(xs: list[int]) -> int:
    for x in xs:
        limit: Final[int] = 16  # E: misc: Cannot use Final inside a loop
        if x > limit:
            return x
    while xs:
        cap: Final = 2  # E: misc: Cannot use Final inside a loop
        xs.pop()
    return 0
for y in range(3):
    top: Final = y  # E: misc: Cannot use Final inside a loop

# case: final-in-a-loops-else-or-a-def-in-a-loop-is-silent
from typing import Final
def f(xs: list[int]) -> None:
    for x in xs:
        def inner() -> None:
            inside: Final = 3
    else:
        after: Final = 1

# case: a-class-variable-may-not-replace-a-bases-instance-variable
# mypy checks a class-body variable against every base that has one of the name: an
# unannotated one is a class variable where the base it overrides has one; ``self.x = ...``
# binds an instance variable.
from typing import Any, ClassVar
class Base:
    a: ClassVar[int] = 1
    b: ClassVar[int] = 1
    c = 0
    def __init__(self) -> None:
        self.d = 1
class Sub(Base):
    b: int = 2  # E: misc: Cannot override class variable (previously declared on base class "Base") with instance variable
    c: ClassVar[int] = 1  # E: misc: Cannot override instance variable (previously declared on base class "Base") with class variable
    d: ClassVar[int] = 1  # E: misc: Cannot override instance variable (previously declared on base class "Base") with class variable
class Deeper(Sub):
    c = 5  # E: misc: Cannot override instance variable (previously declared on base class "Base") with class variable

# case: class-variables-over-class-variables-and-methods-are-fine-silent
from typing import Any, ClassVar, Final
class Base:
    a: ClassVar[int] = 1
    c = 0
    limit: Final = 3
    def m(self) -> None: ...
    @property
    def p(self) -> int:
        return 0
class Sub(Base):
    a = 2
    c = 1
    m: ClassVar[Any] = None
    p: ClassVar[Any] = None
class Deeper(Sub):
    a: ClassVar[int] = 3

# case: a-final-class-attribute-stays-final-past-a-base-that-rebinds-it
# (mypy looks at every base: the middle class's own binding is reported, and so is the leaf's)
from typing import Final
class Writer:
    config_section: Final = "writers"
class XMLWriter(Writer):
    config_section = "xml writer"  # E: misc: Cannot assign to final name "config_section"
class PseudoXMLWriter(XMLWriter):
    config_section = "pseudoxml writer"  # E: misc: Cannot assign to final name "config_section"

# case: a-class-attribute-no-base-declares-final-may-be-rebound-silent
from typing import Final
class Writer:
    config_section = "writers"
    component: Final = "writer"
class XMLWriter(Writer):
    config_section = "xml writer"
    def kind(self) -> str:
        component = "local"
        return component
class PseudoXMLWriter(XMLWriter):
    config_section = "pseudoxml writer"

# case: a-bare-final-constants-branches-are-both-checked
# ``DEBUG: Final = False`` infers the literal as the value's type, yet the test is no static
# condition: mypy and pyright check the branch it would skip.
from typing import Final
DEBUG: Final = False
LIMIT: Final = 3
if DEBUG:
    a: int = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
def run() -> None:
    if not LIMIT:
        b: int = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
    either = 1 if LIMIT else "s"
    reveal_type(either)  # N: reveal-type: Revealed type is "int | str"

# case: a-literal-annotated-constant-is-a-static-condition-silent
from typing import Final, Literal
OFF: Literal[False] = False
ALSO_OFF: Final[Literal[0]] = 0
if OFF:
    a: int = "s"
def run() -> None:
    if ALSO_OFF:
        b: int = "s"
    other = 1 if OFF else "s"
    reveal_type(other)  # N: reveal-type: Revealed type is "str"

# case: a-quoted-final-in-a-class-body-is-final
from typing import Final
class Settings:
    name: "Final[str]" = "app"
    level: "Final" = 3
Settings.name = "other"  # E: misc: Cannot assign to final attribute "name"
Settings().level = 4  # E: misc: Cannot assign to final attribute "level"

# case: a-quoted-final-in-a-class-body-is-final-silent
from typing import Final
class Settings:
    name: "Final[str]" = "app"
    title: "str" = "t"
Settings.title = "other"
shown: str = Settings.name.upper()

# case: a-classvar-in-a-type-comment-is-a-class-variable
from typing import ClassVar
class Counter:
    total = 0  # type: ClassVar[int]
    label = ""  # type: str
    def bump(self) -> None:
        self.total = 1  # E: misc: Cannot assign to class variable "total" via instance
class Named(Counter):
    label = "x"  # type: ClassVar[str]  # E: misc: Cannot override instance variable (previously declared on base class "Counter") with class variable
class Reset(Counter):
    total = 2  # type: int  # E: misc: Cannot override class variable (previously declared on base class "Counter") with instance variable
Counter().total = 3  # E: misc: Cannot assign to class variable "total" via instance

# case: a-type-comment-without-classvar-is-an-instance-variable-silent
from typing import ClassVar
class Counter:
    total = 0  # type: ClassVar[int]
    label = ""  # type: str
    def rename(self) -> None:
        self.label = "y"
class Sub(Counter):
    total = 5  # type: ClassVar[int]
    label = "z"  # type: str
Counter.total = 4
Counter().label = "w"

# case: a-final-local-rebound-through-nonlocal
from typing import Final
def outer() -> None:
    limit: Final = 1
    def bump() -> None:
        nonlocal limit
        limit = 2  # E: misc: Cannot assign to final name "limit"
    def deeper() -> None:
        def inner() -> None:
            nonlocal limit
            limit += 1  # E: misc: Cannot assign to final name "limit"

# case: a-final-local-rebound-through-nonlocal-silent
from typing import Final
def outer() -> None:
    limit: Final = 1
    count = 0
    def bump() -> None:
        nonlocal count
        count = limit + 1
    def shadow() -> None:
        limit = 2
        print(limit)

# case: a-declaration-through-self-over-a-base-final-is-reported
from typing import Any, Final, final
class Base:
    limit: Final = 10
    def __init__(self) -> None:
        self.name: Final = "base"
    @final
    def run(self) -> None: ...
class Child(Base):
    def __init__(self) -> None:
        super().__init__()
        self.limit: Final = 20  # E: misc: Cannot override final attribute "limit" (previously declared in base class "Base")
        self.run: Final = print  # E: misc: Cannot override final attribute "run" (previously declared in base class "Base")
    def rename(self) -> None:
        self.name: str = "child"  # E: misc: Cannot assign to final attribute "name"
def patch(c: Child, f: Any) -> None:
    c.run = f  # E: misc: Cannot assign to final attribute "run"

# case: a-declaration-through-self-over-a-base-non-final-is-silent
from typing import Final
class Base:
    limit = 10
    def __init__(self) -> None:
        self.name = "base"
    def run(self) -> None: ...
class Child(Base):
    def __init__(self) -> None:
        super().__init__()
        self.name: str = "child"
        self.__hidden: Final = 1
class Other:
    def __init__(self) -> None:
        self.mode: Final = "r"

# case: a-final-over-a-base-writable-attribute-is-reported
from typing import Any, Final
class Base:
    size = 1
    label: str = ""
    def __init__(self) -> None:
        self.mode = "r"
    @property
    def path(self) -> str: return ""
    @path.setter
    def path(self, value: str) -> None: ...
class Child(Base):
    size: Final = 2  # E: misc: Cannot override writable attribute "size" with a final one
    path: Final = "/"  # E: misc: Cannot override writable attribute "path" with a final one
    def __init__(self) -> None:
        super().__init__()
        self.label: Final = "child"  # E: misc: Cannot override writable attribute "label" with a final one
        self.mode: Final = "w"  # E: misc: Cannot override writable attribute "mode" with a final one

# case: a-final-over-a-base-read-only-attribute-or-nothing-is-silent
from typing import Final
class Base:
    @property
    def path(self) -> str: return ""
    def run(self) -> None: ...
class Child(Base):
    path: Final = "/"
    run: Final = print
    fresh: Final = 1
    def __init__(self) -> None:
        self.other: Final = 2

# case: a-final-name-as-a-starred-target-is-reported
from typing import Final
RESERVED: Final = ["a"]
head, *RESERVED = ["b", "c"]  # E: misc: Cannot assign to final name "RESERVED"
def split() -> None:
    LIMITS: Final = [1]
    [*LIMITS, last] = [2, 3]  # E: misc: Cannot assign to final name "LIMITS"

# case: a-starred-target-that-is-no-final-name-is-silent
from typing import Final
RESERVED: Final = ["a"]
head, *rest = ["b", "c"]
def split() -> list[int]:
    *firsts, last = [2, 3]
    return firsts

# case: only-a-name-or-an-attribute-on-self-is-declared
from typing import Any, Final
class Other:
    x: Any
    y: Any
class Owner:
    def __init__(self, other: Other) -> None:
        other.x: int = 1  # E: misc: Type cannot be declared in assignment to non-self attribute
        other.y: Final = 1  # E: misc: Final can be only applied to a name or an attribute on self
        other.x: Final[int] = 1  # E: misc: Type cannot be declared in assignment to non-self attribute # E: misc: Final can be only applied to a name or an attribute on self
table: Any
table[0]: int  # E: misc: Unexpected type declaration
table[1]: Final[int] = 1  # E: misc: Invalid final declaration # E: misc: Unexpected type declaration
def free(o: Other) -> None:
    o.x: str = ""  # E: misc: Type cannot be declared in assignment to non-self attribute

# case: a-final-type-comment-binds-one-target
from typing import Final, Tuple
first = second = 1  # type: Final[int]  # E: misc: Invalid final declaration
left, right = 1, 2  # type: Final[Tuple[int, int]]  # E: misc: Invalid final declaration

# case: a-final-type-comment-on-one-name-is-silent
from typing import Final, Tuple
alone = 1  # type: Final[int]
pair = 1, 2  # type: Tuple[int, int]
left, right = 1, 2  # type: Tuple[int, int]

# case: a-final-in-a-generic-class-body-cannot-hold-its-type-variables
from typing import Any, Final, Generic, List, Tuple, TypeVar
T = TypeVar("T")
value: Any
class Box(Generic[T]):
    pair: Final[Tuple[T, T]] = value  # E: misc: Final name declared in class body cannot depend on type variables
    items: Final[List[T]] = value  # E: misc: Final name declared in class body cannot depend on type variables

# case: finals-in-a-generic-class-that-hold-none-of-its-type-variables-are-silent
from typing import Final, Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    first: Final[T]
    size: Final[int] = 1
    inferred: Final = 1
    def __init__(self, item: T) -> None:
        self.first = item
        self.item: Final[T] = item

# case: declarations-on-self-and-on-names-are-silent
from typing import Final
class Owner:
    count: int
    limit: Final = 3
    def __init__(self) -> None:
        self.kept: int = 1
        self.fixed: Final = 2
        local: int = 0
        def nested() -> None:
            self.later: int = 3

# case: a-final-set-in-init-is-set-once
from typing import Final
class Base:
    size: Final[int]
    def __init__(self, size: int) -> None:
        self.size = size
        self.size = 2  # E: misc: Cannot assign to final attribute "size"
class Sub(Base):
    size = 4  # E: misc: Cannot assign to final name "size"
s = Sub(1)
s.size = 5  # E: misc: Cannot assign to final attribute "size"
Sub.size = 6  # E: misc: Cannot assign to final attribute "size"

# case: a-final-set-in-init-on-each-branch-is-silent
from typing import Final
class Base:
    size: Final[int]
    def __init__(self, size: int | None) -> None:
        if size is None:
            self.size = 0
        else:
            self.size = size
class Other:
    size: Final[int]
    def __init__(self) -> None:
        self.size = 1

# case: a-final-declared-on-self-in-init-and-read-is-silent
from typing import Final
class Config:
    def __init__(self, name: str) -> None:
        self.name: Final = name
        self.size: Final[int] = len(name)
    def describe(self) -> str:
        return f"{self.name}:{self.size}"

# case: final-imported-under-another-name-still-guards-the-class
from typing_extensions import Final as Fixed, final as sealed
class Settings:
    limit: Fixed = 1
    @sealed
    def save(self) -> None: ...
Settings.limit = 2  # E: misc: Cannot assign to final attribute "limit"
Settings().limit = 3  # E: misc: Cannot assign to final attribute "limit"
class Local(Settings):
    def save(self) -> None: ...  # E: misc: Cannot override final attribute "save" (previously declared in base class "Settings")

# case: names-imported-under-another-name-that-are-not-final-are-silent
from typing import Final as Fixed, Optional as Fixed2
class Settings:
    limit: Fixed2[int] = 1
    count: int = 0
Settings.limit = None
Settings().count = 3
