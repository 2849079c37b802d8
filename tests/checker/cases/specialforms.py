# Special forms are known by what a name refers to, never by how it is spelled: an ``as``
# name, ``import typing as t``, typing_extensions and a re-export through another module.

# case: typealias-imported-under-another-name
from typing import TypeAlias as TA, Union, assert_type
Pair: TA = Union[int, str]
def f(p: Pair) -> None:
    assert_type(p, int | str)
    assert_type(p, int)  # E: assert-type: Expression is of type "int | str", not "int"

# case: typealias-imported-under-another-name-fits
from typing import TypeAlias as TA, Union
Pair: TA = Union[int, str]
def f(p: Pair) -> Pair:
    return p
f(1)
f("a")

# case: typealias-lookalike-is-not-typealias
TypeAlias = int
from typing import assert_type
Alias: TypeAlias = 3
def f(p: Alias) -> None:  # E: valid-type
    pass

# case: typing-module-under-another-name
import typing as t
Opt: t.TypeAlias = t.Optional[int]
def f(p: Opt, q: t.Union[int, str]) -> None:
    t.assert_type(p, int | None)
    t.assert_type(q, int | str)
    t.assert_type(q, int)  # E: assert-type: Expression is of type "int | str", not "int"
    t.reveal_type(p)  # N: reveal-type: Revealed type is "int | None"

# case: typing-module-under-another-name-fits
import typing as t
Opt: t.TypeAlias = t.Optional[int]
def f(p: Opt, q: t.Union[int, str]) -> t.Optional[int]:
    return p if q else None
f(None, 1)
f(2, "a")

# case: typing-extensions-forms
import typing_extensions as te
from typing_extensions import Unpack as U, TypeVarTuple as TVT
Ts = TVT("Ts")
def f(*args: U[Ts]) -> tuple[U[Ts]]:
    return args
te.assert_type(f(1, "a"), tuple[int, str])
x: te.Final = 3
x = 4  # E: misc

# case: typing-extensions-forms-fit
import typing_extensions as te
from typing_extensions import Unpack as U, TypeVarTuple as TVT
Ts = TVT("Ts")
def f(*args: U[Ts]) -> tuple[U[Ts]]:
    return args
te.assert_type(f(), tuple[()])
y: te.Final = 3
te.assert_type(y, te.Literal[3])  # a bare Final keeps the literal (typing spec, literals)

# case: typevar-made-under-another-name
from typing import TypeVar as TV, assert_type
T = TV("T", bound=int)
def first(x: T) -> T:
    return x
assert_type(first(True), bool)
first("a")  # E: type-var

# case: typevar-made-under-another-name-solves
from typing import TypeVar as TV, assert_type
T = TV("T", int, str)
def same(x: T, y: T) -> T:
    return x
assert_type(same(1, 2), int)
assert_type(same("a", "b"), str)

# case: reexported-through-a-module
# file: forms.py
from typing import Optional as Maybe, TypeAlias as TypeAlias
# file: main
from forms import Maybe, TypeAlias
from typing import assert_type
IntOrNone: TypeAlias = Maybe[int]
def f(p: IntOrNone) -> None:
    assert_type(p, int | None)
    assert_type(p, int)  # E: assert-type

# case: reexported-through-a-module-fits
# file: forms.py
from typing import Optional as Maybe, TypeAlias as TypeAlias
# file: main
from forms import Maybe, TypeAlias
IntOrNone: TypeAlias = Maybe[int]
def f(p: IntOrNone) -> IntOrNone:
    return p
f(None)
f(3)

# case: cast-under-another-name
from typing import cast as as_type, assert_type
v = as_type(int, "x")
assert_type(v, int)

# case: own-function-named-cast-is-not-cast
def cast(kind: object, value: object) -> str:
    return ""
from typing import assert_type
assert_type(cast(int, 1), str)

# case: newtype-under-another-name
from typing import NewType as NT
UserId = NT("UserId", int)
def lookup(u: UserId) -> None: ...
lookup(UserId(3))
lookup(3)  # E: arg-type

# case: newtype-under-another-name-fits
from typing import NewType as NT
UserId = NT("UserId", int)
def lookup(u: UserId) -> int:
    return u + 1
lookup(UserId(3))

# case: typeshed-self-is-a-type-variable-in-metaclass-stubs
# ``_typeshed.Self`` is a plain TypeVar (typeshed writes it where ``typing.Self`` may not stand:
# a metaclass's ``__or__``, ``type.__new__``, ctypes' class methods), solved like any other.
import ctypes
import types
from typing import Any
class Meta(type):
    def __or__(self, node: type) -> int:  # E: override: Return type "int" of "__or__" incompatible with return type "UnionType | Meta" in supertype "builtins.type"
        return 1
def make() -> None:
    s: str = ctypes.c_int.from_address(5)  # E: assignment: Incompatible types in assignment (expression has type "c_int", variable has type "str")
    m: str = type.__new__(Meta, "x", (), {})  # E: assignment: Incompatible types in assignment (expression has type "Meta", variable has type "str")

# case: typeshed-self-solved-from-the-receiver-fits
import ctypes
import types
from typing import Any
class Meta(type):
    def __or__(self, value: Any) -> "types.UnionType | Meta":
        return self
    def __ror__(self, value: Any) -> "Meta":
        return self
def make() -> None:
    c: ctypes.c_int = ctypes.c_int.from_address(5)
    m: Meta = type.__new__(Meta, "x", (), {})
    u: types.UnionType | type = int | str

# case: decorators-under-another-name-fit
# ``@overload``, ``@final``, ``@override``, ``@dataclass``, ``@runtime_checkable`` and the
# NamedTuple / TypedDict / Protocol bases mean what they are, under an ``as`` name too.
from typing import overload as variant, NamedTuple as Record, TypedDict as Table, Protocol as Shape, runtime_checkable as checkable
from dataclasses import dataclass as plain_data
from typing import assert_type
@variant
def parse(x: int) -> str: ...
@variant
def parse(x: str) -> int: ...
def parse(x: object) -> object:
    return x
assert_type(parse(1), str)
assert_type(parse("1"), int)
class Point(Record):
    x: int
class Row(Table):
    key: int
@checkable
class Sized(Shape):
    def size(self) -> int: ...
@plain_data
class Item:
    name: str
Point(x=1)
r: Row = {"key": 1}
isinstance(r, Sized)
Item(name="a")

# case: decorators-under-another-name-report
from typing import overload as variant, final as sealed, NamedTuple as Record, TypedDict as Table
from typing_extensions import override as replaces
from dataclasses import dataclass as plain_data
@variant
def parse(x: int) -> str: ...
@variant
def parse(x: int) -> int: ...  # E: overload-cannot-match
def parse(x: object) -> object:
    return x
@sealed
class Leaf: ...
class Branch(Leaf): ...  # E: misc: Cannot inherit from final class "Leaf"
class Base:
    @sealed
    def fixed(self) -> None: ...
class Derived(Base):
    def fixed(self) -> None: ...  # E: misc: Cannot override final attribute "fixed" (previously declared in base class "Base")
    @replaces
    def extra(self) -> None: ...  # E: misc: Method "extra" is marked as an override, but no base method was found with this name
class Point(Record):
    x: int
Point(x="a")  # E: arg-type: Argument "x" to "Point" has incompatible type "str"; expected "int"
class Row(Table):
    key: int
r: Row = {"key": "a"}  # E: typeddict-item: Incompatible types (expression has type "str", TypedDict item "key" has type "int")
@plain_data
class Item:
    name: str
Item(name=1)  # E: arg-type: Argument "name" to "Item" has incompatible type "int"; expected "str"

# case: decorators-reexported-through-a-module
# file: marks.py
from typing import overload as variant, final as sealed
def helper(f: object) -> object:
    return f
# file: main
from marks import variant, sealed, helper as overload
from typing import assert_type
@variant
def parse(x: int) -> str: ...
@variant
def parse(x: str) -> int: ...
def parse(x: object) -> object:
    return x
assert_type(parse(1), str)
@sealed
class Leaf: ...
class Branch(Leaf): ...  # E: misc: Cannot inherit from final class "Leaf"
@overload
def single(x: int) -> int:  # a helper named like the form is no overload
    return x

# case: an-imported-module-whose-overloads-are-renamed
# (the module a check imports has its renamed decorators resolved too, not only the checked one)
# file: parsing.py
from typing import overload as variant
@variant
def parse(x: int) -> str: ...
@variant
def parse(x: str) -> int: ...
def parse(x: object) -> object:
    return x
# file: main
import parsing
from typing import assert_type
assert_type(parsing.parse("a"), int)
parsing.parse(b"")  # E: call-overload: No overload variant of "parse" matches argument type "bytes"  # N: call-overload  # N: call-overload  # N: call-overload

# case: qualifiers-and-type-checking-under-other-names
from typing import Final as Fixed, TYPE_CHECKING as CHECKING
class Limits:
    MAX: Fixed = 10
Limits.MAX = 11  # E: misc: Cannot assign to final attribute "MAX"
class Stricter(Limits):
    MAX = 12  # E: misc: Cannot assign to final name "MAX"
if not CHECKING:
    size: int = "never checked"
if CHECKING:
    shape: list[int] = [1]
else:
    shape: list[str] = ["a"]

# case: qualifiers-and-type-checking-under-other-names-fit
from typing import Final as Fixed, TYPE_CHECKING as CHECKING
class Limits:
    MAX: Fixed = 10
print(Limits.MAX + 1)
if CHECKING:
    from collections.abc import Sequence
def first(items: "Sequence[int]") -> int:
    return items[0]

# case: an-imported-module-whose-overloads-are-renamed-fits
# file: parsing.py
from typing import overload as variant
@variant
def parse(x: int) -> str: ...
@variant
def parse(x: str) -> int: ...
def parse(x: object) -> object:
    return x
# file: main
import parsing
size: int = parsing.parse("a")
text: str = parsing.parse(1)

# case: type-checking-read-through-the-typing-module-is-silent
import typing as t
if t.TYPE_CHECKING:
    from collections.abc import Sequence
else:
    Sequence = list
def first(items: "Sequence[int]") -> int:
    return items[0]
if not t.TYPE_CHECKING:
    never: int = "not checked"
