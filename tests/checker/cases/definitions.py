# Definitions checked before inference: TypeVar, ParamSpec and TypeVarTuple; TypedDict and NamedTuple.

# case: typevar-name-must-match
from typing import ParamSpec, TypeVar
from typing_extensions import TypeVarTuple
T = TypeVar("U")  # E: misc: String argument 1 "U" to TypeVar(...) does not match variable name "T"
P = ParamSpec("Q")  # E: misc: String argument 1 "Q" to ParamSpec(...) does not match variable name "P"
Ts = TypeVarTuple("Us")  # E: misc: String argument 1 "Us" to TypeVarTuple(...) does not match variable name "Ts"
def f() -> None:
    L = TypeVar("M")  # E: misc: String argument 1 "M" to TypeVar(...) does not match variable name "L"

# case: typevar-arguments
from typing import TypeVar
A = TypeVar("A", str)  # E: misc: Type variable must have at least two constrained types
B = TypeVar("B", int, str, bound=int)  # E: misc: TypeVar cannot have both values and an upper bound
C = TypeVar("C", covariant=True, contravariant=True)  # E: misc: TypeVar cannot be both covariant and contravariant
E = TypeVar("E", foo=1)  # E: misc: Unexpected argument to "TypeVar()": "foo"

# case: typevar-name-argument
from typing import TypeVar
name = "F"
F = TypeVar(name)  # E: misc: TypeVar() expects a string literal as first argument

# case: typevar-constraint-with-the-class-type-variable
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    Inner = TypeVar("Inner", str, list[T])  # E: misc: TypeVar constraint type cannot be parametrized by type variables

# case: typevar-definitions-that-are-fine
import typing as t
from typing import ParamSpec, TypeVar
from typing_extensions import TypeVarTuple
T = TypeVar("T")
N = TypeVar("N", int, float)
B = TypeVar("B", bound="Base", covariant=True)
D = TypeVar("D", default=int)
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")
S = t.TypeVar("S", contravariant=False)
class Base: ...
def TypeVar2(name: str) -> str: return name
X = TypeVar2("Y")

# case: typeddict-call-definitions
from typing import TypedDict
TD = TypedDict("TD", {1: int})  # E: misc: Invalid TypedDict() field name
TD2 = TypedDict("TDX", {"a": int})  # E: name-match: First argument "TDX" to TypedDict() does not match variable name "TD2"
TD3 = TypedDict("TD3", {"a": int}, extra=1)  # E: misc: Unexpected keyword argument "extra" for "TypedDict"

# case: typeddict-class-body
from typing import TypedDict
class Movie(TypedDict):
    title: str
    def describe(self) -> str: ...  # E: misc: Invalid statement in TypedDict definition; expected "field_name: field_type"
    year = 1999  # E: misc: Invalid statement in TypedDict definition; expected "field_name: field_type"
    rating: int = 5  # E: misc: Right hand side values are not supported in TypedDict

# case: typeddict-definitions-that-are-fine
from typing import TypedDict
from typing_extensions import NotRequired
class Movie(TypedDict, total=False):
    """A film."""
    title: str
    year: NotRequired[int]
Point = TypedDict("Point", {"x": int, "y": int}, total=False)

# case: namedtuple-class-fields
from typing import NamedTuple
class Row(NamedTuple):
    key: int = 0
    value: str  # E: misc: Non-default NamedTuple fields cannot follow default fields
class Hidden(NamedTuple):
    _secret: int  # E: misc: NamedTuple field name cannot start with an underscore: _secret
class Replacing(NamedTuple):
    x: int
    def _replace(self) -> None: ...  # E: misc: Cannot overwrite NamedTuple attribute "_replace"

# case: namedtuple-call-definitions
from collections import namedtuple
from typing import NamedTuple
NT3 = NamedTuple("NT4", [("a", int)])  # E: name-match: First argument to namedtuple() should be "NT3", not "NT4"
NT5 = namedtuple("NT5", ["a", "a"])  # E: misc: "namedtuple()" has duplicate field name "a"
NT6 = namedtuple("NT6", ["_a", "def"])  # E: misc: "namedtuple()" field name "_a" starts with an underscore # E: misc: "namedtuple()" field name "def" is a keyword
NT7 = NamedTuple("NT7", [("a", int), ("a", str)])  # E: misc: "NamedTuple()" has duplicate field name "a"

# case: namedtuple-definitions-that-are-fine
from collections import namedtuple
from typing import NamedTuple
class Row(NamedTuple):
    key: int
    value: str = ""
    def describe(self) -> str:
        return f"{self.key}={self.value}"
Pair = namedtuple("Pair", "left right")
Loose = namedtuple("Loose", ["a", "a", "def"], rename=True)
Typed = NamedTuple("Typed", [("x", int), ("y", str)])

# case: typeddict-items-under-version-tests
import sys
from typing import TypedDict
class Conditional(TypedDict):
    x: int
    if sys.version_info >= (3, 0):
        y: int
    else:
        def bad(self) -> None: ...
    if sys.version_info >= (99, 0):
        z: int
