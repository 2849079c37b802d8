# Generic classes and aliases subscripted in expressions (``Box[int]()``, ``Pair[str]``) and
# type-variable defaults (PEP 696) where a class object or alias is used with fewer arguments.

# case: type-application-class-argument-count
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Pair(Generic[K, V]): ...
Pair[int]  # E: misc: Type application has too few types (2 expected)
Pair[int, str, bytes]()  # E: misc: Type application has too many types (2 expected)
list[int, str]  # E: misc: Type application has too many types (1 expected)

# case: type-application-class-argument-count-fits
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Pair(Generic[K, V]): ...
made = Pair[int, str]()
kinds = (list[int], dict[str, int], tuple[int, ...], type[int], tuple[()])
pair_type = Pair[int, str]

# case: type-application-with-defaults
from typing import Generic
from typing_extensions import TypeVar
K = TypeVar("K")
V = TypeVar("V", default=str)
class Pair(Generic[K, V]): ...
Pair[int]()
Pair[int, bytes]()
Pair[int, bytes, str]()  # E: misc: Type application has too many types (expected between 1 and 2)

# case: type-application-of-a-class-that-takes-none
class Plain: ...
class Subscriptable:
    def __class_getitem__(cls, item: object) -> str:
        return "x"
Plain[int]  # E: misc: The type "type[Plain]" is not generic and not indexable
Subscriptable[int]

# case: type-application-of-a-generic-alias
from typing import TypeVar
from typing_extensions import TypeAlias
T = TypeVar("T")
Pairs: TypeAlias = dict[str, T]
Pairs[int]
Pairs[int, str]  # E: type-arg: Bad number of arguments for type alias, expected 1, given 2

# case: type-application-alias-with-a-default
from typing import Generic, TypeVar
from typing_extensions import TypeAlias, TypeVar as TypeVarX
A = TypeVar("A")
B = TypeVar("B")
D = TypeVarX("D", default=int)
class Two(Generic[A, B]): ...
Partial: TypeAlias = Two[str, D]
Partial[bytes]
Partial[bytes, int]  # E: type-arg: Bad number of arguments for type alias, expected between 0 and 1, given 2

# case: class-object-takes-its-defaults
from typing import Generic
from typing_extensions import TypeVar
T = TypeVar("T")
D = TypeVar("D", default=str)
class Base(Generic[T, D]): ...
class Child(Base[int, D]): ...
ok: type[Child[str]] = Child
bad: type[Child[bytes]] = Child  # E: assignment  # N: assignment: Type argument 1 "str" does not fit "bytes"

# case: class-object-without-defaults-stays-open
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
a: type[Box[int]] = Box
b: type[Box[str]] = Box
def make(cls: type[Box[bytes]]) -> Box[bytes]:
    return cls()
make(Box)

# case: type-application-through-a-module-attribute
import collections
import typing
counter = collections.Counter[str]()
ordered = collections.OrderedDict[str, int]()
alias = typing.List[int]

# case: type-application-of-defaults-referring-back
from typing import Generic
from typing_extensions import TypeVar
T = TypeVar("T")
U = TypeVar("U", default=T)
class Pair(Generic[T, U]): ...
p = Pair[int]()
q: Pair[int, int] = p
cls: type[Pair[int, int]] = Pair[int]

# case: type-application-in-a-call-with-paramspec-class
from typing import Callable, Generic, ParamSpec
P = ParamSpec("P")
class Hook(Generic[P]): ...
flat = Hook[int, str]()
listed = Hook[[int, str]]()
anything = Hook[...]()

# case: class-object-defaults-and-subclass-arguments
from typing import Generic
from typing_extensions import TypeVar
D = TypeVar("D", default=int)
class Base(Generic[D]): ...
class Fixed(Base[str]): ...
class Open(Base[D]): ...
f: type[Base[str]] = Fixed
o: type[Open[int]] = Open

# case: type-application-assigned-to-a-name-is-an-alias
from typing import Generic, TypeVar
T = TypeVar("T")
class Plain: ...
class Box(Generic[T]): ...
PlainOf = Plain[int]  # E: type-arg: "Plain" expects no type arguments, but 1 given
Boxes = Box[int, str]  # E: type-arg: "Box" expects 1 type argument, but 2 given
def local() -> None:
    made = Box[int, str]()  # E: misc: Type application has too many types (1 expected)

# case: type-application-assigned-to-a-name-that-fits
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
IntBox = Box[int]
made = IntBox()
items = [Box[str]()]

# case: generic-alias-called-bare-takes-its-defaults
from typing import Generic, TypeVar
from typing_extensions import TypeAlias, TypeVar as TypeVarX, assert_type
A = TypeVar("A")
B = TypeVar("B")
D = TypeVarX("D", default=str)
class Two(Generic[A, B]): ...
Partial: TypeAlias = Two[int, D]
assert_type(Partial(), Two[int, str])
assert_type(Partial[bytes](), Two[int, bytes])
wrong: Two[int, bytes] = Partial()  # E: assignment  # N: assignment

# case: a-type-application-outside-its-variables-values-is-reported
# mypy's words in expressions: the value a class's variable would take.
from typing import Generic, TypeVar
T = TypeVar("T", int, str)
B = TypeVar("B", bound=int)
class Parser(Generic[T]): ...
class Quota(Generic[B]): ...
Parser[float]()  # E: type-var: Value of type variable "T" of "Parser" cannot be "float"
Quota[str]()  # E: type-var: Value of type variable "B" of "Quota" cannot be "str"
Alias = Parser[bytes]  # E: type-var: Value of type variable "T" of "Parser" cannot be "bytes"
made = [Quota[str]]  # E: type-var: Value of type variable "B" of "Quota" cannot be "str"

# case: a-type-application-within-its-variables-values-is-silent
from typing import Any, Generic, TypeVar
T = TypeVar("T", int, str)
B = TypeVar("B", bound=int)
class Parser(Generic[T]): ...
class Quota(Generic[B]): ...
Parser[int]()
Parser[bool]()
Quota[bool]()
Quota[Any]()
Alias = Quota[int]
def make(x: B) -> Quota[B]:
    return Quota[B]()

# case: a-union-alias-subscripted-in-an-expression
# An alias of a union or Optional is a special form at run time; subscripting it checks the
# alias's parameters as a class alias's are (mypy).
from typing import Optional, Union
MaybeInt = Optional[int]
IntOrStr = Union[int, str]
MaybeInt[int]  # E: type-arg: Bad number of arguments for type alias, expected 0, given 1
IntOrStr[str]  # E: type-arg: Bad number of arguments for type alias, expected 0, given 1

# case: a-union-alias-subscripted-in-an-expression-silent
# A generic union alias takes its parameter; the special forms themselves are subscripted freely.
from typing import Optional, TypeVar, Union
T = TypeVar("T")
Maybe = Optional[T]
Either = Union[T, str]
m = Maybe[int]
e = Either[bytes]
u = Union[int, str]
o = Optional[u]

# case: a-function-subscripted-with-type-arguments
# A def, generic or not, takes no type arguments at run time (mypy's words; pyright: not
# subscriptable).
from typing import TypeVar
T = TypeVar("T")
def same(x: T) -> T:
    return x
def double(x: int) -> int:
    return 2 * x
same[int]  # E: misc: Type application is only supported for generic classes
double[int]  # E: misc: Type application is only supported for generic classes

# case: a-function-subscripted-with-type-arguments-silent
# A generic class, a call's result and a decorated def that gives a subscriptable object are fine.
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
class Table:
    def __getitem__(self, key: int) -> str:
        return ""
def tabled(f: Callable[[], None]) -> Table:
    return Table()
@tabled
def rows() -> None: ...
def make() -> list[int]:
    return [1]
b = Box[int]()
first = make()[0]
cell = rows[0]

# case: an-undefined-name-in-type-arguments-of-an-expression
# ``A[S]`` as a value (a base class, a call, an alias) reads S as a name: one bound nowhere is
# reported (mypy, pyright).
from typing import Generic, List, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
class Crate(Box[Missing]): ...  # E: name-defined: Name "Missing" is not defined
items = List[Nowhere]()  # E: name-defined: Name "Nowhere" is not defined
Alias = Box[Absent]  # E: name-defined: Name "Absent" is not defined

# case: an-undefined-name-in-type-arguments-of-an-expression-silent
# Names bound in the module, later in it, or quoted are fine.
from typing import Generic, List, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
class Crate(Box[int]): ...
def make() -> object:
    return list[Later]()
items = Box["Later"]()
class Later: ...

# case: type-application-arguments-keep-their-own-type-variables-rules
from typing import Generic, TypeVar
Num = TypeVar("Num", int, float)
Small = TypeVar("Small", bound=int)
class Cell(Generic[Num]): ...
class Bounded(Generic[Small]): ...
Cells = list[Num]
list[Cell[str]]()  # E: type-var: Value of type variable "Num" of "Cell" cannot be "str"
dict[str, Cells[bytes]]()  # E: type-var: Value of type variable "Num" of "Cells" cannot be "bytes"
list[Cell[None]]()  # E: type-var: Invalid type argument value for "Cell"
list[Bounded[str]]()  # E: type-var: Type argument "str" of "Bounded" must be a subtype of "int"
tuple[Cell[str], ...]()  # E: type-var: Value of type variable "Num" of "Cell" cannot be "str"

# case: type-application-arguments-that-fit-their-type-variables-are-silent
from typing import Generic, TypeVar
Num = TypeVar("Num", int, float)
Small = TypeVar("Small", bound=int)
class Cell(Generic[Num]): ...
class Bounded(Generic[Small]): ...
Cells = list[Num]
list[Cell[int]]()
dict[str, Cells[float]]()
list[Bounded[bool]]()
list[Cell[Num]]
