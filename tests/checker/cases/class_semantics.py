# Classes: abstract classes instantiated, and class-level assignments against a base's declared type.

# case: abstract-class-with-abcmeta
from abc import ABCMeta, abstractmethod
class Base(metaclass=ABCMeta):
    @abstractmethod
    def x(self) -> int: ...
class Sub(Base): pass
Sub()  # E: abstract: Cannot instantiate abstract class "Sub" with abstract attribute "x"

# case: abstract-attributes-listed-as-mypy-lists-them
from abc import ABC, abstractmethod
class Two(ABC):
    @abstractmethod
    def a(self) -> None: ...
    @property
    @abstractmethod
    def b(self) -> int: ...
class Many(Two):
    @abstractmethod
    def c(self) -> None: ...
Two()  # E: abstract: Cannot instantiate abstract class "Two" with abstract attributes "a" and "b"
Many()  # E: abstract: Cannot instantiate abstract class "Many" with abstract attributes "a", "b" and "c"

# case: partly-implemented-abstract-class
from abc import ABC, abstractmethod
class Two(ABC):
    @abstractmethod
    def a(self) -> None: ...
    @property
    @abstractmethod
    def b(self) -> int: ...
class Half(Two):
    def a(self) -> None: ...
Half()  # E: abstract: Cannot instantiate abstract class "Half" with abstract attribute "b"

# case: abstract-methods-of-a-typeshed-base-left-unimplemented
from collections.abc import Iterable, Mapping, Sequence, Sized
from typing import Container
class Bare(Sized): ...
class Rows(Sequence[int]): ...
class Table(Mapping[str, int]):
    def __len__(self) -> int: return 0
class Stream(Iterable[bytes]): ...
class Box(Container[int]): ...
Bare()  # E: abstract: Cannot instantiate abstract class "Bare" with abstract attribute "__len__"
Rows()  # E: abstract: Cannot instantiate abstract class "Rows" with abstract attributes "__getitem__" and "__len__"
Table()  # E: abstract: Cannot instantiate abstract class "Table" with abstract attributes "__getitem__" and "__iter__"
Stream()  # E: abstract: Cannot instantiate abstract class "Stream" with abstract attribute "__iter__"
Box()  # E: abstract: Cannot instantiate abstract class "Box" with abstract attribute "__contains__"

# case: typeshed-bases-whose-abstract-methods-are-implemented-are-silent
from collections.abc import Iterator, Mapping, Sequence, Sized
from contextlib import AbstractContextManager
from typing import overload
class Bare(Sized):
    def __len__(self) -> int: return 0
class Rows(Sequence[int]):
    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, i: slice) -> "Rows": ...
    def __getitem__(self, i: int | slice) -> "int | Rows":
        return 0 if isinstance(i, int) else self
    def __len__(self) -> int: return 0
class Table(Mapping[str, int]):
    def __getitem__(self, key: str) -> int: return 0
    def __iter__(self) -> Iterator[str]: return iter(())
    def __len__(self) -> int: return 0
class Resource(AbstractContextManager["Resource"]):
    def __exit__(self, *args: object) -> None: ...
Bare(); Rows(); Table(); Resource()

# case: typeddict-and-newtype-of-an-abstract-base-are-instantiable-silent
from collections.abc import Mapping
from typing import NewType, TypedDict
class Point(TypedDict):
    x: int
Settings = NewType("Settings", Mapping[str, str])
Point(x=1)
Settings({"a": "b"})

# case: concrete-subclasses-and-class-objects-are-fine
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
    @classmethod
    def make(cls) -> "Shape":
        return cls()
class Square(Shape):
    def area(self) -> float:
        return 1.0
def build(kind: type[Shape]) -> Shape:
    return kind()
Square()

# case: class-attribute-against-a-base-declaration
class A:
    a = 1  # type: int
class B(A):
    a = "a"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "A" defined the type as "int")

# case: class-attribute-against-an-annotated-base-further-up
from typing import ClassVar
class A:
    limit: int = 10
    tags: ClassVar[list[str]] = []
class B(A):
    pass
class C(B):
    limit = 2.5  # E: assignment: Incompatible types in assignment (expression has type "float", base class "A" defined the type as "int")
    tags = {"x": 1}  # E: assignment: Incompatible types in assignment (expression has type "dict[str, int]", base class "A" defined the type as "list[str]")

# case: class-attributes-that-fit-their-base
from typing import ClassVar, Optional
class A:
    name: Optional[str] = None
    ratio: float = 1.0
    items: ClassVar[list[int]] = []
    plain = 1
    def run(self) -> None: ...
class B(A):
    name = "b"
    ratio = 2
    items = []
    plain = 2
    __private = "x"

# case: class-attribute-against-a-constant-a-base-binds-it-to
# An unannotated ``name = <constant>`` is the base's declaration of the name (mypy): None by None.
class Reducer:
    NAME = None
    LIMIT = 1
    LABEL = "x"
    STATE = None
    def reset(self) -> None:
        self.STATE = 3
class Count(Reducer):
    NAME = "COUNT"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Reducer" defined the type as "None")
    LIMIT = "a"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Reducer" defined the type as "int")
    LABEL = None  # E: assignment: Incompatible types in assignment (expression has type "None", base class "Reducer" defined the type as "str")

# case: class-attributes-that-fit-the-constant-a-base-binds-them-to
class Reducer:
    NAME = None
    LIMIT = 1.0
    LABEL = "x"
    STATE = None
    def reset(self) -> None:
        self.STATE = 3
class Sum(Reducer):
    NAME = None
    LIMIT = 1
    LABEL = "sum"
    STATE = 4  # the base assigns it in a method as well: mypy's partial None types, left alone

# case: nearest-base-decides
class A:
    mode: int = 0
class B(A):
    mode = 1
class C(B):
    mode = 2

# case: abstract-class-held-in-a-name-bound-once
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
held = Shape
held()  # E: abstract: Cannot instantiate abstract class "Shape" with abstract attribute "area"
def build() -> None:
    kind = Shape
    kind()  # E: abstract: Cannot instantiate abstract class "Shape" with abstract attribute "area"
    again = held
    again()  # E: abstract: Cannot instantiate abstract class "Shape" with abstract attribute "area"

# case: concrete-class-or-type-value-held-in-a-name
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
class Square(Shape):
    def area(self) -> float:
        return 1.0
held = Square
held()
def build(cls: type[Shape]) -> None:
    kind = cls
    kind()
    square = Square
    square()
