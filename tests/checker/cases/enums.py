# Enums (typing spec, "Enumerations"): members and non-members, aliases, behaviours, the
# definition rules, and an enum as the union of its members.

# case: annotated-attributes-without-a-value-are-attributes-of-the-members
from enum import Enum
class Planet(Enum):
    mass: float
    EARTH = (5.97, 6371)
    MARS = (0.642, 3389)
    def __init__(self, mass: float, radius: int) -> None:
        self.mass = mass
def weigh(p: Planet) -> None:
    reveal_type(p.mass)  # N: reveal-type: Revealed type is "float"
reveal_type(Planet.EARTH)  # N: reveal-type: Revealed type is "Literal[case.Planet.EARTH]"

# case: methods-lambdas-descriptors-and-nonmembers-are-not-members
from enum import Enum, member, nonmember
def helper(x: int) -> int:
    return x
class Op(Enum):
    ADD = "+"
    SUB = "-"
    fmt = lambda x: str(x)
    apply = helper
    limit = nonmember(10)
    @member
    def custom(self) -> None: ...
    @property
    def symbol(self) -> str:
        return "?"
reveal_type(Op.custom)  # N: reveal-type: Revealed type is "Literal[case.Op.custom]"
a: "Literal[Op.ADD]"
b: "Literal[Op.symbol]"  # E: valid-type: Parameter 1 of Literal[...] is invalid
c: "Literal[Op.apply]"  # E: valid-type: Parameter 1 of Literal[...] is invalid
from typing import Literal

# case: members-of-an-enum-are-its-literals-and-nothing-more
from enum import Enum
from typing import Literal
from typing_extensions import assert_never
def helper(x: int) -> int:
    return x
class Op(Enum):
    ADD = "+"
    SUB = "-"
    fmt = lambda x: str(x)
    apply = helper
def name(op: Op) -> str:
    if op is Op.ADD:
        return "add"
    if op is Op.SUB:
        return "sub"
    assert_never(op)

# case: an-enum-member-is-final-through-its-class
# The typing spec: members are implicitly final; their name and value are read-only properties.
from enum import Enum, IntEnum
class Color(Enum):
    RED = 1
    GREEN = 2
    AMBER = RED
Color.RED = Color.GREEN  # E: misc: Cannot assign to final attribute "RED"
Color.AMBER = Color.GREEN  # E: misc: Cannot assign to final attribute "AMBER"
def paint(c: Color, kind: type[Color]) -> None:
    kind.GREEN = Color.RED  # E: misc: Cannot assign to final attribute "GREEN"
    c.value = 3  # E: misc: Property "value" defined in "Enum" is read-only
    c.name = "RED"  # E: misc: Property "name" defined in "Enum" is read-only
Color.RED.value = 5  # E: misc: Property "value" defined in "Enum" is read-only
class Level(IntEnum):
    LOW = 1
    @classmethod
    def reset(cls) -> None:
        cls.LOW = cls.LOW  # E: misc: Cannot assign to final attribute "LOW"

# case: an-enums-non-members-and-declared-attributes-may-be-written-silent
from enum import Enum
class Color(Enum):
    RED = 1
    label: str
    def method(self) -> None: ...
    def relabel(self) -> None:
        self.label = "red"
Color.RED.label = "x"
def paint(c: Color) -> None:
    c.label = "y"
    c._value_ = 2

# case: a-stub-property-with-a-setter-may-be-written-silent
import threading
def rename(t: threading.Thread, e: ValueError) -> None:
    t.name = "worker"
    t.daemon = True
    e.args = ("x",)

# case: an-alias-is-the-member-it-names
from enum import Enum
class Light(Enum):
    RED = 1
    YELLOW = 2
    AMBER = YELLOW
reveal_type(Light.AMBER)  # N: reveal-type: Revealed type is "Literal[case.Light.YELLOW]"
def stop(light: Light) -> bool:
    if light is Light.AMBER:
        return True
    reveal_type(light)  # N: reveal-type: Revealed type is "Literal[case.Light.RED]"
    return False

# case: ignore-removes-members-and-private-names-are-not-members
from enum import Enum
from typing_extensions import assert_never
class Pet(Enum):
    _ignore_ = "TEMP SCRATCH"
    CAT = 1
    TEMP = 2
    SCRATCH = 3
    __secret = 4
def call(p: Pet) -> str:
    if p is Pet.CAT:
        return "cat"
    assert_never(p)

# case: members-under-a-static-condition
import sys
from enum import Enum
class Feature(Enum):
    BASE = 1
    if sys.version_info >= (3, 0):
        NEW = 2
    if sys.version_info >= (4, 0):
        FUTURE = 3
reveal_type(Feature.NEW)  # N: reveal-type: Revealed type is "Literal[case.Feature.NEW]"
Feature.FUTURE  # E: attr-defined

# case: iterating-and-indexing-an-enum-class
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
for c in Color:
    reveal_type(c)  # N: reveal-type: Revealed type is "case.Color"
reveal_type(Color["RED"])  # N: reveal-type: Revealed type is "case.Color"
reveal_type(Color(1))  # N: reveal-type: Revealed type is "case.Color"

# case: an-enum-with-members-is-final
from enum import Enum
class Base(Enum):
    def describe(self) -> str:
        return self.name
class Shape(Base):
    SQUARE = 1
class Solid(Shape):  # E: misc: Cannot extend enum with existing members: "Shape"
    CUBE = 2

# case: an-enum-without-members-may-be-extended
from enum import Enum
class Base(Enum):
    def describe(self) -> str:
        return self.name
class Shape(Base):
    SQUARE = 1
reveal_type(Shape.SQUARE)  # N: reveal-type: Revealed type is "Literal[case.Shape.SQUARE]"

# case: enum-bases-in-the-order-enumtype-accepts
# (EnumType raises TypeError for a plain mixin after an enum base and for two data types)
import enum
from typing import Generic, TypeVar
class Money:
    def __new__(cls, value: int) -> "Money":
        return object.__new__(cls)
class Name:
    def __new__(cls, value: int) -> "Name":
        return object.__new__(cls)
class Loud:
    def shout(self) -> str:
        return "!"
class Cents(Money, enum.Enum):
    ONE = 1
class Tagged(Loud, enum.Enum):
    A = 1
class Late(enum.Enum, Loud):  # E: misc: No non-enum mixin classes are allowed after "enum.Enum"
    A = 1
class Later(enum.Enum, Loud, Money):  # E: misc: No non-enum mixin classes are allowed after "enum.Enum"
    A = 1
class Both(Money, Name, enum.Enum):  # E: misc: Only a single data type mixin is allowed for Enum subtypes, found extra "case.Name"
    A = 1
class Base(Money, enum.Enum): ...
class Again(Name, Base):  # E: misc: Only a single data type mixin is allowed for Enum subtypes, found extra "case.Base"
    A = 1
class Plain(enum.Enum):
    def __new__(cls, value: int) -> "Plain":
        return object.__new__(cls)
class Other(enum.Enum):
    def __new__(cls, value: int) -> "Other":
        return object.__new__(cls)
class Merged(Loud, Plain, Other): ...
T = TypeVar("T")
class Boxed(Generic[T], enum.Enum):  # E: misc: Enum class cannot be generic
    A = 1
class Table(enum.Enum):
    __members__: dict[str, "Table"] = {}  # E: misc: Assigned "__members__" will be overridden by "Enum" internally
    A = 1
class Declared(enum.Enum):
    __members__: dict[str, "Declared"]
    A = 1

# case: enum-bases-enumtype-accepts-are-silent
# (mixins first, one data type, any number of enum bases with their own __new__)
import enum
class Loud:
    def shout(self) -> str:
        return "!"
class Code(int, enum.Enum):
    OK = 200
class Named(Loud, str, enum.Enum):
    A = "a"
class Plain(enum.Enum):
    def __new__(cls, value: int) -> "Plain":
        return object.__new__(cls)
class Other(enum.Enum):
    def __new__(cls, value: int) -> "Other":
        return object.__new__(cls)
class Merged(Loud, Plain, Other): ...
class Flags(enum.IntFlag):
    READ = 1
    __members_doc__ = "not the members"

# case: enum-members-must-be-left-unannotated
from enum import Enum
class Level(Enum):
    LOW = 1
    HIGH: int = 2  # E: misc: Enum members must be left unannotated # N: misc
    label: str

# case: member-values-must-fit-the-declared-value-type
from enum import Enum, auto
class Code(Enum):
    _value_: int
    OK = 200
    MISSING = "404"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
    LATER = auto()

# case: a-constructor-decides-what-the-value-is
from enum import Enum
class Code(Enum):
    _value_: int
    def __init__(self, value: int, text: str) -> None:
        self._value_ = value
    OK = (200, "ok")
    MISSING = (404, "missing")

# case: a-custom-enum-metaclass-makes-an-enum
from enum import EnumMeta
class Registry(EnumMeta):
    pass
class Base(metaclass=Registry):
    pass
class Kind(Base):
    A = 1
    B = 2
reveal_type(Kind.A)  # N: reveal-type: Revealed type is "Literal[case.Kind.A]"

# case: an-enum-is-the-union-of-its-members
from enum import Enum
from typing import Literal
class Answer(Enum):
    YES = 1
    NO = 2
def f(a: Answer) -> None:
    both: Literal[Answer.YES, Answer.NO] = a
    one: Literal[Answer.YES] = a  # E: assignment

# case: a-flag-is-not-the-union-of-its-members
from enum import Flag
class Perm(Flag):
    R = 1
    W = 2
def f(p: Perm) -> None:
    if p is Perm.R:
        reveal_type(p)  # N: reveal-type: Revealed type is "Literal[case.Perm.R]"
    elif p is Perm.W:
        pass
    else:
        reveal_type(p)  # N: reveal-type: Revealed type is "case.Perm"

# case: enum-attributes-and-methods-read-through-members
from enum import Enum
class Planet(Enum):
    EARTH = (5.97, 6371)
    def __init__(self, mass: float, radius: int) -> None:
        self.mass = mass
        self.radius = radius
    @property
    def density(self) -> float:
        return self.mass / self.radius
    def describe(self) -> str:
        return f"{self.name}: {self.value}"
print(Planet.EARTH.mass, Planet.EARTH.density, Planet.EARTH.describe(), Planet.EARTH.radius + 1)

# case: enums-with-auto-and-intenum-stay-silent
from enum import Enum, IntEnum, auto
class Level(IntEnum):
    LOW = 1
    HIGH = 2
class Mode(Enum):
    READ = auto()
    WRITE = auto()
def f(level: Level, mode: Mode) -> int:
    for m in Mode:
        print(m.name)
    return level + 1 if mode is Mode.READ else int(level)
print(Level(1), Mode["READ"], Level.LOW < Level.HIGH, len(Mode))

# case: an-enum-member-literal-union-is-the-enum
from enum import Enum
from typing import Literal
class Answer(Enum):
    YES = 1
    NO = 2
def flip(a: Literal[Answer.YES, Answer.NO]) -> Answer:
    return a
def take(a: Answer) -> Literal[Answer.YES, Answer.NO]:
    return a

# case: enum-members-in-a-stub-style-body
from enum import Enum
class Kind(Enum):
    label: str
    A = ...
    B = ...
def f(k: Kind) -> str:
    if k is Kind.A:
        return "a"
    reveal_type(k)  # N: reveal-type: Revealed type is "Literal[case.Kind.B]"
    return k.label

# case: the-functional-enum-api-under-another-name-makes-a-class
from enum import Enum as _Enum
_State = _Enum("_State", ["OK", "BROKEN"])
class Stream:
    def __init__(self) -> None:
        self.state = _State.OK
    def broken(self) -> bool:
        return self.state is _State.BROKEN

# case: a-look-alike-of-the-enum-api-is-a-plain-call
def make_states(name: str, members: list[str]) -> object: ...
_State = make_states("_State", ["OK"])
_State.OK  # E: attr-defined: "object" has no attribute "OK"

# case: members-defined-by-a-tuple-assignment-are-members
import enum
from typing_extensions import assert_never
class Opcode(enum.IntEnum):
    CONT, TEXT = 0x00, 0x01
    CLOSE = 0x08
reveal_type(Opcode.TEXT)  # N: reveal-type: Revealed type is "Literal[case.Opcode.TEXT]"
def f(o: Opcode) -> None:
    if o == Opcode.CONT:
        pass
    else:
        assert_never(o)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Literal[Opcode.TEXT, Opcode.CLOSE]"; expected "Never" # N: arg-type: Item "Literal[Opcode.TEXT]" does not fit

# case: members-defined-by-a-tuple-assignment-are-exhausted-silent
import enum
from typing_extensions import assert_never
class Opcode(enum.IntEnum):
    CONT, TEXT = 0x00, 0x01
    CLOSE = 0x08
def f(o: Opcode) -> None:
    if o == Opcode.CONT:
        pass
    elif o == Opcode.TEXT:
        pass
    elif o == Opcode.CLOSE:
        pass
    else:
        assert_never(o)

# case: a-members-value-and-name-are-what-the-body-wrote
from enum import Enum, IntEnum, StrEnum, auto
class Color(Enum):
    RED = 1
    GREEN = 2
class Mode(StrEnum):
    READ = auto()
class Step(IntEnum):
    ONE = auto()
def show(c: Color, m: Mode, s: Step) -> None:
    reveal_type(Color.RED.value)  # N: reveal-type: Revealed type is "Literal[1]"
    reveal_type(c.value)  # N: reveal-type: Revealed type is "int"
    reveal_type(c._value_)  # N: reveal-type: Revealed type is "int"
    reveal_type(m.value)  # N: reveal-type: Revealed type is "str"
    reveal_type(s.value)  # N: reveal-type: Revealed type is "int"
    reveal_type(c.name)  # N: reveal-type: Revealed type is "str"
    reveal_type(Color.GREEN.name)  # N: reveal-type: Revealed type is "Literal['GREEN']"
    c.value.upper()  # E: attr-defined: "int" has no attribute "upper"
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass: float, radius: float) -> None:
        self.mass = mass
def weigh(p: Planet) -> None:
    reveal_type(p.value)  # N: reveal-type: Revealed type is "tuple[float, float]"
    reveal_type(Planet.EARTH.mass)  # N: reveal-type: Revealed type is "float"

# case: values-the-body-does-not-decide-stay-open
from enum import Enum
class Mixed(Enum):
    A = 1
    B = "b"
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __new__(cls, mass: float, radius: float) -> "Planet":
        member = object.__new__(cls)
        member._value_ = mass
        return member
class Declared(Enum):
    _value_: int
    X = 1
def show(m: Mixed, p: Planet, d: Declared) -> None:
    m.value.anything()
    p.value.anything()
    reveal_type(d.value)  # N: reveal-type: Revealed type is "int"

# case: a-members-value-used-as-its-class-is-silent
from enum import Enum, IntEnum
class Port(Enum):
    HTTP = 80
    HTTPS = 443
class Level(IntEnum):
    LOW = 1
def connect(p: Port, level: Level) -> int:
    number: int = p.value
    limit = Port.HTTP.value + 1
    return number + limit + level.value + len(p.name)

# case: an-enum-member-cannot-be-assigned
import enum
class Color(enum.Enum):
    RED = "r"
    GREEN = "g"
Color.RED = Color.GREEN  # E: misc: Cannot assign to final attribute "RED"
def paint(kind: type[Color], chosen: Color) -> None:
    kind.GREEN = Color.RED  # E: misc: Cannot assign to final attribute "GREEN"
    chosen.RED = Color.GREEN  # E: misc: Cannot assign to final attribute "RED"

# case: writes-beside-enum-members-are-silent
import enum
class Color(enum.Enum):
    RED = "r"
    GREEN = "g"
    def shade(self) -> str:
        return self.value
class Palette:
    RED = Color.RED
Palette.RED = Color.GREEN
def paint(chosen: Color) -> None:
    chosen.shade()
    current = Color.RED
    current = Color.GREEN

# case: an-enum-values-literals-fit-a-literal-type-that-takes-them-all
from enum import Enum
from typing import Literal
ScopeName = Literal["function", "class"]
class Scope(Enum):
    Function = "function"
    Class = "class"
class Level(Enum):
    LOW = 1
    HIGH = 2
def name_of(s: Scope) -> ScopeName:
    return s.value
def level_of(l: Level) -> None:
    x: Literal[1, 2, 3] = l.value
    y = l.value
    y = 5

# case: an-enum-values-literals-are-their-class-where-one-is-missing
from enum import Enum
from typing import Literal
class Scope(Enum):
    Function = "function"
    Class = "class"
def name_of(s: Scope) -> Literal["function"]:
    return s.value  # E: return-value: Incompatible return value type (got "str", expected "Literal['function']")
def count(s: Scope) -> int:
    return s.value  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: a-stdlib-enum-from-a-lazily-read-stub-has-its-members-and-values
# typeshed's top-level enum classes (HTTPStatus, signal.Signals) are read member by member; their
# members are literals and their values typed all the same, as mypy.
from http import HTTPStatus
import signal
reveal_type(HTTPStatus.OK)  # N: reveal-type: Revealed type is "Literal[http.HTTPStatus.OK]"
reveal_type(HTTPStatus.OK.value)  # N: reveal-type: Revealed type is "Literal[200]"
reveal_type(signal.Signals.SIGINT)  # N: reveal-type: Revealed type is "Literal[signal.Signals.SIGINT]"
def reply(status: HTTPStatus) -> None:
    again: HTTPStatus = status.value  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "HTTPStatus")
    text: str = status.value  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: a-stdlib-enum-member-and-value-used-as-declared-are-silent
from http import HTTPStatus
from typing import Literal
import signal
def reply(status: HTTPStatus) -> int:
    code: int = status.value
    name: str = status.name
    phrase: str = status.phrase
    ok: Literal[200] = HTTPStatus.OK.value
    if status is HTTPStatus.OK:
        return 0
    return code
def stop(sig: signal.Signals) -> str:
    first: Literal["SIGINT"] = signal.Signals.SIGINT.name
    return sig.name + first

# case: a-flag-member-joined-from-others-has-an-int-value
# ``ADMIN = READ | WRITE`` in a Flag: the value is an int like the others (mypy), so a misuse
# of ``perms.value`` is reported.
from enum import Flag, IntFlag, auto
class Perm(Flag):
    READ = auto()
    WRITE = auto()
    ADMIN = READ | WRITE
class Mode(IntFlag):
    R = 4
    W = 2
    RW = R | W
def can(perms: Perm, needed: Perm, mode: Mode) -> None:
    reveal_type(perms.value)  # N: reveal-type: Revealed type is "int"
    reveal_type(mode.value)  # N: reveal-type: Revealed type is "int"
    needed in perms.value  # E: operator: Unsupported right operand type for in ("int")

# case: a-flag-value-used-as-an-int-is-silent
from enum import Flag, auto
class Perm(Flag):
    READ = auto()
    WRITE = auto()
    ADMIN = READ | WRITE
    ALL = ADMIN | 8
def bits(perms: Perm) -> int:
    mask: int = Perm.ADMIN.value
    return perms.value & mask | Perm.ALL.value

# case: a-stub-constant-naming-an-enum-member-narrows-by-is
from dataclasses import MISSING, Field
from typing import Any
def factory_of(f: Field[Any]) -> None:
    reveal_type(MISSING)  # N: reveal-type: Revealed type is "Literal[dataclasses._MISSING_TYPE.MISSING]"
    if f.default_factory is not MISSING:
        reveal_type(f.default_factory)  # N: reveal-type: Revealed type is "dataclasses._DefaultFactory[Any]"
    else:
        f.default_factory()  # E: not-callable

# case: a-stub-constant-naming-an-enum-member-narrows-by-is-silent
from dataclasses import MISSING, Field
from typing import Any
def factory_of(f: Field[Any]) -> object:
    if f.default_factory is not MISSING:
        return f.default_factory()
    return f.default if f.default is not MISSING else None

# case: a-nonmember-is-its-value-through-the-class-and-the-members
from enum import Enum, nonmember
class Unit(Enum):
    METRE = 1
    factor = nonmember(100)
    label = nonmember("unit")
bad: Unit = Unit.factor  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "Unit")
reveal_type(Unit.METRE.label)  # N: reveal-type: Revealed type is "str"

# case: a-nonmember-is-its-value-through-the-class-and-the-members-silent
from enum import Enum, nonmember
class Unit(Enum):
    METRE = 1
    factor = nonmember(100)
    label = nonmember("unit")
scale: int = Unit.factor * 2
text: str = Unit.METRE.label.upper()

# case: a-member-name-assigned-twice-is-reused
from enum import Enum
class Suit(Enum):
    HEARTS = 1
    SPADES = 2
    HEARTS = 3  # E: misc: Attempted to reuse member name "HEARTS" in Enum definition "Suit"
    _cache = {}
    _cache = {}  # E: misc: Attempted to reuse member name "_cache" in Enum definition "Suit"

# case: a-private-name-assigned-twice-is-no-reused-member-silent
# (``__cache`` is mangled to ``_Suit__cache``, which enum leaves a plain attribute)
from enum import Enum
class Suit(Enum):
    HEARTS = 1
    __cache = {}
    __cache = {"a": 1}

# case: a-declared-attribute-then-assigned-is-no-annotated-member-silent
from enum import Enum
class Suit(Enum):
    HEARTS = 1
    SPADES = 2
    def score(self) -> int:
        return 1
    rank: int
    rank = 5

# case: an-operator-on-a-member-is-checked-as-on-its-enum
from enum import Enum
class Level(Enum):
    LOW = 1
    HIGH = 2
    def __lt__(self, other: "Level") -> bool:
        return self.value < other.value
Level.LOW < 3  # E: operator: Unsupported operand types for < ("Level" and "int")
Level.LOW + 1  # E: operator: Unsupported operand types for + ("Level" and "int")
-Level.HIGH  # E: operator: Unsupported operand type for unary - ("Level")

# case: an-operator-on-a-member-is-checked-as-on-its-enum-silent
from enum import Enum, IntEnum
class Level(Enum):
    LOW = 1
    HIGH = 2
    def __lt__(self, other: "Level") -> bool:
        return self.value < other.value
class Code(IntEnum):
    OK = 200
ordered: bool = Level.LOW < Level.HIGH
same: bool = Level.LOW == 3
total: int = Code.OK + 1 + Level.LOW.value
below: bool = Code.OK < 300

# case: the-functional-api-of-int-and-flag-enums-makes-a-class
from enum import IntEnum, IntFlag
Level = IntEnum("Level", "LOW HIGH")
Perm = IntFlag("Perm", ["R", "W"])
def build() -> None:
    Local = IntEnum("Local", "A B")
    Local.A.upper()  # E: attr-defined: "Local" has no attribute "upper"
class Size(IntEnum):
    SMALL = 1
Size(1, 2)  # E: call-arg: Too many arguments for "Size"

# case: the-functional-api-of-int-and-flag-enums-makes-a-class-silent
from enum import Enum, Flag, IntEnum, IntFlag
Level = IntEnum("Level", "LOW HIGH")
Mode = Flag("Mode", "READ WRITE")
Perm = IntFlag("Perm", names=[("R", 4), ("W", 2)])
Plain = Enum("Plain", {"X": 1}, module=__name__)
def build() -> None:
    Local = IntEnum("Local", "A B")
    Local.A
class Size(IntEnum):
    SMALL = 1
Size(1)

# case: a-builtin-data-type-mixed-in-keeps-the-written-values
from enum import Enum
class Mode(str, Enum):
    READ = "r"
    WRITE = "w"
class Code(int, Enum):
    OK = 0
    ERR = 1
def show(m: Mode, c: Code) -> None:
    reveal_type(Mode.READ.value)  # N: reveal-type: Revealed type is "Literal['r']"
    reveal_type(m.value)  # N: reveal-type: Revealed type is "str"
    reveal_type(c._value_)  # N: reveal-type: Revealed type is "int"
    m.value.bogus()  # E: attr-defined: "str" has no attribute "bogus"
    n: int = Mode.WRITE.value  # E: assignment

# case: a-builtin-data-type-mixed-in-keeps-the-written-values-silent
from enum import Enum
from typing import Literal
class Mode(str, Enum):
    READ = "r"
    WRITE = "w"
class Coded(str, Enum):
    A = "a"
    def __new__(cls, value: str) -> "Coded":
        member = str.__new__(cls, value)
        member._value_ = len(value)
        return member
def show(m: Mode, c: Coded) -> Literal["r", "w"]:
    print(m.value.upper(), Mode.READ.value.startswith("r"))
    c.value.anything()
    return m.value

# case: enum-class-index-must-be-a-string
import enum
class Level(enum.Enum):
    LOW = 1
def pick(n: int, b: bytes) -> None:
    Level[n]  # E: misc: Enum index should be a string (actual index type "int")
    chosen = Level[b"LOW"]  # E: misc: Enum index should be a string (actual index type "bytes")

# case: enum-class-index-by-name-silent
import enum
from typing import Any, Literal
class Level(enum.IntEnum):
    LOW = 1
def pick(name: str, key: Literal["LOW"], raw: Any) -> None:
    print(Level[name], Level[key], Level["LOW"], Level[raw])
    reveal_type(Level[name])  # N: reveal-type: Revealed type is "case.Level"

# case: members-mapping-of-an-enum-class
# typeshed declares ``EnumMeta.__members__`` under ``@_builtins_property`` (``from builtins
# import property as _builtins_property``): a property, generic in its ``self: type[...]``.
from enum import Enum
from typing import assert_type
import types
class Color(Enum):
    RED = 1
    BLUE = 2
assert_type(Color.__members__, types.MappingProxyType[str, Color])
for key, member in Color.__members__.items():
    assert_type(member, Color)
first: int = Color.__members__["RED"]  # E: assignment: Incompatible types in assignment (expression has type "Color", variable has type "int")

# case: members-mapping-of-an-enum-class-silent
from enum import Enum
class Color(Enum):
    RED = 1
def by_name(name: str) -> Color:
    return Color.__members__[name]
names: list[str] = list(Color.__members__)

# case: functional-enum-members-are-literal-types
from enum import Enum, IntFlag
from typing import Literal
Pair = Enum("Pair", [("LEFT", 1), ("RIGHT", 2)])
Words = Enum("Words", "UP, DOWN")
Keyed = Enum("Keyed", {"ON": 1, "OFF": 0})
Bits = IntFlag("Bits", names=("R", "W"))
def wants_left(p: Literal[Pair.LEFT]) -> None: ...
def wants_up_name(n: Literal["UP"]) -> None: ...
wants_left(Pair.RIGHT)  # E: arg-type: Argument 1 to "wants_left" has incompatible type "Literal[Pair.RIGHT]"; expected "Literal[Pair.LEFT]"
wants_up_name(Words.DOWN.name)  # E: arg-type: Argument 1 to "wants_up_name" has incompatible type "Literal['DOWN']"; expected "Literal['UP']"
Keyed.DIM  # E: attr-defined: "type[Keyed]" has no attribute "DIM"
Bits.X  # E: attr-defined: "type[Bits]" has no attribute "X"
def local() -> None:
    Inner = Enum("Inner", "A B")
    Inner.C  # E: attr-defined: "type[Inner]" has no attribute "C"
def exhaustive(p: Pair) -> int:
    if p is Pair.LEFT:
        return 1
    reveal_type(p)  # N: reveal-type: Revealed type is "Literal[case.Pair.RIGHT]"
    return 2

# case: functional-enum-members-are-literal-types-silent
from enum import Enum
from typing import Literal
Pair = Enum("Pair", [("LEFT", 1), ("RIGHT", 2)])
Words = Enum("Words", "UP DOWN")
def wants_left(p: Literal[Pair.LEFT]) -> None: ...
def wants_up_name(n: Literal["UP"]) -> None: ...
wants_left(Pair.LEFT)
wants_up_name(Words.UP.name)
every: list[Pair] = list(Pair)
by_name: Pair = Pair["LEFT"]
names = "A B"
Dynamic = Enum("Dynamic", names)
Dynamic.ANYTHING

# case: a-chained-assignment-may-reuse-an-enum-member-name
from enum import Enum
class Side(Enum):
    LEFT = 1
    RIGHT = LEFT = 2  # E: misc: Attempted to reuse member name "LEFT" in Enum definition "Side"

# case: a-chained-assignment-may-reuse-an-enum-member-name-silent
from enum import Enum
class Side(Enum):
    LEFT = 1
    RIGHT = UP = 2
