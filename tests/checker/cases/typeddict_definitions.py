# TypedDict definitions: what a class body and the functional form may hold, the bases,
# Required / NotRequired / ReadOnly placement, items redeclared in subclasses or inherited from
# bases that disagree, class tests, non-literal keys, update() with read-only keys.

# case: class-body-holds-items-only
from typing import TypedDict
class Order(TypedDict):
    """An order."""
    number: int
    note: str = ""  # E: misc: Right hand side values are not supported in TypedDict
    def total(self) -> int:  # E: misc: Invalid statement in TypedDict definition; expected "field_name: field_type"
        return 0
    @staticmethod  # E: misc: Invalid statement in TypedDict definition; expected "field_name: field_type"
    def make() -> None:
        pass
    count = 3  # E: misc: Invalid statement in TypedDict definition; expected "field_name: field_type"

# case: a-decorated-method-in-a-typeddict-body-is-reported-at-its-decorator
from typing import TypedDict
class Order(TypedDict):
    number: int
    @classmethod  # E: misc: Invalid statement in TypedDict definition; expected "field_name: field_type"
    def parse(cls, text: str) -> "Order": ...

# case: a-decorated-method-in-a-typeddict-body-is-not-reported-at-its-def-silent
from typing import TypedDict
class Order(TypedDict):
    number: int
    @classmethod  # type: ignore[misc]
    def parse(cls, text: str) -> "Order": ...

# case: class-body-with-docstring-pass-and-conditions-is-fine
import sys
from typing import TypedDict
class Order(TypedDict):
    """An order."""
    number: int
    if sys.version_info >= (3, 8):
        placed: str
    else:
        placed: bytes
class Empty(TypedDict):
    pass
class Dots(TypedDict):
    ...

# case: class-keywords-are-typeddicts-own
from typing import TypedDict
class Meta(type): ...
class A(TypedDict, metaclass=Meta):  # E: call-arg: Unexpected keyword argument "metaclass" for "__init_subclass__" of "TypedDict"
    x: int
class B(TypedDict, frozen=True):  # E: call-arg: Unexpected keyword argument "frozen" for "__init_subclass__" of "TypedDict"
    x: int
class C(TypedDict, total=False):
    x: int

# case: bases-are-typeddicts-or-generic
from typing import Generic, TypedDict, TypeVar
T = TypeVar("T")
class Plain: ...
class Base(TypedDict):
    x: int
class Mixed(Base, Plain):  # E: misc: All bases of a new TypedDict must be TypedDict types
    y: int
class Boxed(TypedDict, Generic[T]):
    item: T
class More(Base, Boxed[int]):
    z: int

# case: redeclared-writable-item-keeps-type-and-requiredness
from typing import TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Base(TypedDict):
    name: str
    size: NotRequired[int]
    code: int
class Retyped(Base):
    name: bytes  # E: misc: Definition of field "name" incompatible with base class "Base"
class Optional_(Base):
    name: NotRequired[str]  # E: misc: Field "name" is required in base class "Base"
class Mandatory(Base):
    size: Required[int]  # E: misc: Field "size" can be deleted in base class "Base"
class Frozen(Base):
    code: ReadOnly[int]  # E: misc: Definition of field "code" incompatible with base class "Base"
class Same(Base):
    name: str
    size: NotRequired[int]

# case: redeclared-read-only-item-may-narrow
from typing import Sequence, TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Base(TypedDict):
    tags: ReadOnly[Sequence[str]]
    owner: ReadOnly[NotRequired[str | None]]
    size: ReadOnly[Required[int]]
class Narrow(Base):
    tags: ReadOnly[list[str]]
    owner: str
class Wider(Base):
    tags: ReadOnly[Sequence[object]]  # E: misc: Definition of field "tags" incompatible with base class "Base"
class Loosened(Base):
    size: ReadOnly[NotRequired[int]]  # E: misc: Field "size" is required in base class "Base"
n: Narrow = {"tags": [], "size": 1}  # E: typeddict-item: Missing key "owner" for TypedDict "Narrow"

# case: bases-that-disagree-on-an-item
from typing import TypedDict
from typing_extensions import NotRequired, ReadOnly
class Left(TypedDict):
    x: int
    y: ReadOnly[int]
    z: ReadOnly[NotRequired[int]]
class Right(TypedDict):
    x: float
    y: ReadOnly[float]
class Agree(TypedDict):
    y: ReadOnly[int]
    z: ReadOnly[int]
class Both(Left, Right): ...  # E: misc: Incompatible definitions of field "x" in base classes "Right" and "Left"
class Fine(Left, Agree): ...  # E: misc: Incompatible definitions of field "z" in base classes "Agree" and "Left"
class AlsoFine(Agree, Left): ...

# case: functional-form-rules
from typing import TypedDict
fields = {"x": int}
A = TypedDict("A", fields)  # E: misc: TypedDict() expects a dictionary literal as the second argument
B = TypedDict("B", {1: int})  # E: misc: Invalid TypedDict() field name
C = TypedDict("Other", {"x": int})  # E: name-match: First argument "Other" to TypedDict() does not match variable name "C"
D = TypedDict("D", {"x": int}, total=False, frozen=True)  # E: misc: Unexpected keyword argument "frozen" for "TypedDict"
E = TypedDict("E", x=int)  # E: misc: Unexpected arguments to TypedDict()
F = TypedDict("F", {"x": int, "y-z": str}, total=False)
f: F = {"y-z": ""}

# case: functional-form-keys-once-and-qualifiers-at-the-top
# The dict display of ``TypedDict("TD", {...})`` names each key once (mypy's misc, pyright
# alike), and its values are item annotations: ``Required[...]`` nested in another type is
# misplaced there as in a class body (mypy's valid-type).
from typing import List, TypedDict, Union
from typing_extensions import NotRequired, Required
Twice = TypedDict("Twice", {"x": int, "y": str, "x": str})  # E: misc: Duplicate TypedDict key "x"
Nested = TypedDict("Nested", {"a": Union[Required[int], str], "b": NotRequired[List[NotRequired[int]]]}, total=False)  # E: valid-type: Required[] can be only used in a TypedDict definition  # E: valid-type: NotRequired[] can be only used in a TypedDict definition

# case: item-qualifiers-only-in-typeddict-items
from typing import Annotated, TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Plain:
    x: Required[int]  # E: valid-type: Required[] can be only used in a TypedDict definition
def f(a: NotRequired[int], b: ReadOnly[str]) -> None: ...  # E: valid-type: NotRequired[] can be only used in a TypedDict definition # E: valid-type: ReadOnly[] can be only used in a TypedDict definition
class Item(TypedDict):
    a: Required[Required[int]]  # E: valid-type: "Required[]" type cannot be nested
    b: Required[NotRequired[int]]  # E: valid-type: "NotRequired[]" type cannot be nested
    c: ReadOnly[ReadOnly[int]]  # E: valid-type: "ReadOnly[]" type cannot be nested
    d: list[Required[int]]  # E: valid-type: Required[] can be only used in a TypedDict definition
    e: ReadOnly[NotRequired[int]]
    g: Annotated[Required[ReadOnly[int]], "doc"]
    h: "NotRequired[str]"

# case: item-qualifiers-take-exactly-one-type
from typing import TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Row(TypedDict, total=False):
    a: Required[int, str]  # E: valid-type: Required[] must have exactly one type argument
    b: NotRequired  # E: valid-type: NotRequired[] must have exactly one type argument
    c: ReadOnly[bytes, int]  # E: valid-type: "ReadOnly[]" must have exactly one type argument

# case: item-qualifiers-of-one-type-are-silent
from typing import Optional, TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Row(TypedDict, total=False):
    a: Required[tuple[int, str]]
    b: NotRequired[Optional[int]]
    c: ReadOnly[Required[bytes]]

# case: class-tests-with-a-typeddict
from typing import TypedDict
class Point(TypedDict):
    x: int
def f(value: object, cls: type) -> None:
    isinstance(value, Point)  # E: misc: Cannot use isinstance() with TypedDict type
    issubclass(cls, (int, Point))  # E: misc: Cannot use issubclass() with TypedDict type
    isinstance(value, dict)

# case: typeddict-itself-is-no-type
from typing import TypedDict
def f(x: TypedDict) -> None: ...  # E: valid-type: Variable "typing.TypedDict" is not valid as a type
class Good(TypedDict):
    x: int

# case: display-keys-must-be-literal
from typing import Final, Literal, TypedDict
class Point(TypedDict):
    x: int
    y: int
X: Final = "x"
def f(key: str, y_key: Literal["y"]) -> None:
    a: Point = {key: 1, "y": 2}  # E: misc: Expected TypedDict key to be string literal
    b: Point = {X: 1, y_key: 2}
    c: Point = {X: 1}  # E: typeddict-item: Missing key "y" for TypedDict "Point"

# case: update-with-a-typeddict-that-may-carry-read-only-keys
from typing import TypedDict
from typing_extensions import Never, NotRequired, ReadOnly
class Settings(TypedDict):
    id: ReadOnly[int]
    name: str
class Rename(TypedDict):
    id: NotRequired[Never]
    name: ReadOnly[str]
class Wrong(TypedDict):
    name: int
def f(s: Settings, other: Settings, r: Rename, w: Wrong) -> None:
    s.update(other)  # E: typeddict-readonly-mutated: Key "id" of TypedDict "Settings" is read-only
    s.update(r)
    s.update(w)  # E: typeddict-item: Argument 1 to "update" of "Settings" has incompatible type "Wrong"; expected a partial "Settings" # N: typeddict-item

# case: functional-named-tuples-are-named-after-their-variable
from collections import namedtuple
from typing import NamedTuple
P = NamedTuple("Q", [("x", int)])  # E: name-match: First argument to namedtuple() should be "P", not "Q"
R = namedtuple("S", "x y")  # E: name-match: First argument to namedtuple() should be "R", not "S"
T = namedtuple("T", "x y")

# case: subclass-redeclaring-items-compatibly-stays-silent
from typing import Sequence, TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Base(TypedDict):
    name: str
    tags: ReadOnly[Sequence[str]]
    note: ReadOnly[NotRequired[str]]
class Sub(Base):
    name: str
    tags: list[str]
    note: ReadOnly[Required[str]]

# case: several-typeddict-bases-that-agree-stay-silent
from typing import TypedDict
from typing_extensions import ReadOnly
class A(TypedDict):
    x: int
    y: ReadOnly[int]
class B(TypedDict):
    x: int
    y: ReadOnly[float]
class C(A, B):
    z: str

# case: functional-form-keys-each-once-with-qualifiers-on-top-stay-silent
from typing import Annotated, List, TypedDict, Union
from typing_extensions import NotRequired, ReadOnly, Required
Entry = TypedDict("Entry", {"id": int, "name": Required[Union[str, bytes]], "tags": NotRequired[List[str]],
                            "note": Annotated[ReadOnly[str], "free"]}, total=False)
Other = TypedDict("Other", {"id": int, "Id": str, "ID": bytes})
e: Entry = {"name": "x"}
o: Other = {"id": 1, "Id": "a", "ID": b""}

# case: functional-form-written-right-stays-silent
from typing import TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
Movie = TypedDict("Movie", {"title": str, "year": NotRequired[int], "id": ReadOnly[int]}, total=True)
m: Movie = {"title": "Heat", "id": 1}
Draft = TypedDict("Draft", {"title": Required[str], "tags": NotRequired[ReadOnly[list[str]]]}, total=False)
d: Draft = {"title": "x"}

# case: item-qualifiers-in-typeddict-items-stay-silent
from typing import Annotated, TypedDict
from typing_extensions import NotRequired, ReadOnly, Required
class Movie(TypedDict, total=False):
    title: Required[str]
    year: NotRequired[int]
    id: ReadOnly[Required[int]]
    note: Annotated[ReadOnly[NotRequired[str]], "free text"]
m: Movie = {"title": "Heat", "id": 1}

# case: literal-keys-of-every-spelling-stay-silent
from typing import Final, Literal, TypedDict
class Point(TypedDict):
    x: int
    y: int
Y: Final = "y"
def f(x_key: Literal["x"]) -> Point:
    return {x_key: 1, Y: 2}

# case: update-with-fitting-values-stays-silent
from typing import TypedDict
from typing_extensions import ReadOnly
class Settings(TypedDict):
    id: ReadOnly[int]
    name: str
class Name(TypedDict, total=False):
    name: str
def f(s: Settings, n: Name) -> None:
    s.update(n)
    s.update({"name": "x"})
    s.update(name="y")

# case: isinstance-with-ordinary-classes-stays-silent
from typing import TypedDict
class Point(TypedDict):
    x: int
def f(value: object) -> None:
    if isinstance(value, dict):
        pass
    p: Point = {"x": 1}
    isinstance(p, dict)

# case: a-functional-typeddict-is-generic-in-the-type-variables-of-its-items
from typing import TypedDict, TypeVar, assert_type
K = TypeVar("K")
V = TypeVar("V")
Pair = TypedDict("Pair", {"key": K, "values": list[V], "n": int})
p = Pair(key="a", values=[1], n=0)
assert_type(p["values"], list[int])
Pair[str, int](key=1, values=[1], n=0)  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "key" has type "str")
q: Pair[str, int] = {"key": 1, "values": [2], "n": 0}  # E: typeddict-item: Incompatible types (expression has type "int", TypedDict item "key" has type "str")
bad: Pair[str]  # E: type-arg: "Pair" expects 2 type arguments, but 1 given

# case: a-functional-typeddict-is-generic-silent
from typing import TypedDict, TypeVar
K = TypeVar("K")
Pair = TypedDict("Pair", {"key": K, "n": int})
a = Pair(key=1, n=2)
b = Pair[str](key="x", n=2)
c: Pair[bytes] = {"key": b"", "n": 0}
def first(p: Pair[str]) -> str:
    return p["key"]
first(b)
