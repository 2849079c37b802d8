# Function definitions: overload groups as the spec defines them, @final and @override on defs

# case: overload-single-item
from typing import overload
@overload  # E: misc: Single overload definition, multiple required
def one(x: int) -> int: ...
def one(x: int) -> int:
    return x

# case: overload-without-implementation
from abc import ABC, abstractmethod
from typing import Protocol, overload
@overload  # E: no-overload-impl: An overloaded function outside a stub file must have an implementation
def scale(x: int) -> int: ...
@overload
def scale(x: str) -> str: ...
class Shape(Protocol):
    @overload
    def area(self, x: int) -> int: ...
    @overload
    def area(self, x: str) -> str: ...
class Base(ABC):
    @overload
    @abstractmethod
    def size(self, x: int) -> int: ...
    @overload
    @abstractmethod
    def size(self, x: str) -> str: ...
    @overload  # E: no-overload-impl
    def other(self, x: int) -> int: ...
    @overload
    def other(self, x: str) -> str: ...

# case: overload-stub-needs-no-implementation min_python=3.8
# file: shapes.pyi
from typing import overload
@overload
def scale(x: int) -> int: ...
@overload
def scale(x: str) -> str: ...
# file: main.py
from shapes import scale
scale(1)

# case: overload-static-and-class-consistency
from typing import overload
class C:
    @overload  # E: misc: Overload does not consistently use the "@staticmethod" decorator on all function signatures.
    @staticmethod
    def a(x: int) -> int: ...
    @overload
    @staticmethod
    def a(x: str) -> str: ...
    def a(x: object) -> object:
        return x
    @overload  # E: misc: Overload does not consistently use the "@classmethod" decorator on all function signatures.
    @classmethod
    def b(cls, x: int) -> int: ...
    @overload
    def b(self, x: str) -> str: ...
    @classmethod
    def b(cls, x: object) -> object:
        return x
    @overload
    @classmethod
    def c(cls, x: int) -> int: ...
    @overload
    @classmethod
    def c(cls, x: str) -> str: ...
    @classmethod
    def c(cls, x: object) -> object:
        return x

# case: overload-final-placement
from typing import final, overload
class A:
    @overload
    @final  # E: misc: @final should be applied only to overload implementation
    def m(self, x: int) -> int: ...
    @overload
    def m(self, x: str) -> str: ...
    def m(self, x: object) -> object:
        return x
    @overload
    def good(self, x: int) -> int: ...
    @overload
    def good(self, x: str) -> str: ...
    @final
    def good(self, x: object) -> object:
        return x
class B(A):
    @overload  # E: misc: Cannot override final attribute "good" (previously declared in base class "A")
    def good(self, x: int) -> int: ...
    @overload
    def good(self, x: str) -> str: ...
    def good(self, x: object) -> object:
        return x

# case: overload-final-in-stub
# file: lib.pyi
from typing import final, overload
class A:
    @overload
    @final
    def ok(self, x: int) -> int: ...
    @overload
    def ok(self, x: str) -> str: ...
    @overload
    def bad(self, x: int) -> int: ...
    @overload
    @final
    def bad(self, x: str) -> str: ...
# file: main.py
from typing import overload
from lib import A
class B(A):
    @overload  # E: misc: Cannot override final attribute "ok" (previously declared in base class "A")
    def ok(self, x: int) -> int: ...
    @overload
    def ok(self, x: str) -> str: ...
    def ok(self, x: object) -> object:
        return x

# case: final-on-plain-function
from typing import final
@final  # E: misc: @final cannot be used with non-method functions
def helper() -> None: ...
class K:
    @final
    def method(self) -> None: ...

# case: override-without-base
from typing import Any, overload
from typing_extensions import override
class Parent:
    def known(self) -> int:
        return 1
class Child(Parent):
    @override
    def known(self) -> int:
        return 2
    @override
    def unknown(self) -> int:  # E: misc: Method "unknown" is marked as an override, but no base method was found with this name
        return 3
    @staticmethod
    @override
    def helper() -> None: ...  # E: misc: Method "helper" is marked as an override, but no base method was found with this name
    @override
    def __eq__(self, other: object) -> bool:
        return True
    @overload  # E: misc: Method "many" is marked as an override, but no base method was found with this name
    def many(self, x: int) -> int: ...
    @overload
    def many(self, x: str) -> str: ...
    @override
    def many(self, x: object) -> object:
        return x
class Loose(Any):
    @override
    def whatever(self) -> None: ...

# case: override-on-constructor-is-checked
from typing_extensions import override
class Parent:
    def __init__(self, x: int) -> None: ...
class Checked(Parent):
    @override
    def __init__(self, x: str) -> None: ...  # E: override
class Free(Parent):
    def __init__(self, x: str) -> None: ...
class Same(Parent):
    @override
    def __init__(self, x: int) -> None: ...

# case: stub-values-left-unsaid path=case.pyi
class Shape:
    sides: int = ...
    name: str = ...
    def area(self, scale: float = ...) -> float: ...
LIMIT: int = ...

# case: stub-overload-rules path=case.pyi
from typing import final, overload
from typing_extensions import override
@overload  # E: misc: Single overload definition, multiple required
def one(x: int) -> int: ...
@overload
def two(x: int) -> int: ...
@overload
def two(x: str) -> str: ...
class Base:
    @overload
    @final
    def ok(self, x: int) -> int: ...
    @overload
    def ok(self, x: str) -> str: ...
    @overload
    def bad(self, x: int) -> int: ...
    @overload
    @final  # E: misc: In a stub file @final must be applied only to the first overload
    def bad(self, x: str) -> str: ...
class Child(Base):
    @overload  # E: misc: Cannot override final attribute "ok" (previously declared in base class "Base")
    def ok(self, x: int) -> int: ...
    @overload
    def ok(self, x: str) -> str: ...
    @overload
    def ok2(self, x: int) -> int: ...
    @overload
    @override  # E: misc: In a stub file @override must be applied only to the first overload
    def ok2(self, x: str) -> str: ...

# case: overloads-defined-well
from typing import final, overload
from typing_extensions import override
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: object) -> object:
    return x
class Reader:
    @overload
    def read(self, n: int) -> bytes: ...
    @overload
    def read(self) -> bytes: ...
    @final
    def read(self, n: int = -1) -> bytes:
        return b""

# case: overrides-marked-well
from typing_extensions import override
class Shape:
    def area(self) -> float:
        return 0.0
    @property
    def name(self) -> str:
        return "shape"
    @classmethod
    def make(cls) -> "Shape":
        return cls()
class Square(Shape):
    @override
    def area(self) -> float:
        return 1.0
    @property
    @override
    def name(self) -> str:
        return "square"
    @classmethod
    @override
    def make(cls) -> "Square":
        return cls()

# case: final-methods-not-overridden
from typing import final
class Base:
    @final
    def run(self) -> None: ...
class Child(Base):
    def walk(self) -> None:
        self.run()

# case: final-decorator-on-methods-of-all-kinds
from typing import final
class Service:
    @final
    def run(self) -> None: ...
    @final
    @classmethod
    def make(cls) -> "Service":
        return cls()
    @final
    @staticmethod
    def helper() -> int:
        return 1
    @property
    @final
    def name(self) -> str:
        return "s"

# case: overloads-in-stub-protocol-and-abstract-classes path=case.pyi
from typing import overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...

# case: an-initialiser-must-return-none
from typing import Any
class Counter:
    def __init__(self) -> int:  # E: misc: The return type of "__init__" must be None
        return 1
class Loose:
    def __init__(self) -> Any: ...  # E: misc: The return type of "__init__" must be None
class Waiting:
    async def __init__(self) -> None: ...  # E: misc: The return type of "__init__" must be None
class Family:
    def __init_subclass__(cls) -> bool:  # E: misc: The return type of "__init_subclass__" must be None
        return True

# case: an-initialiser-that-returns-none-or-never-is-silent
from typing import NoReturn
class Counter:
    def __init__(self) -> None:
        return None
class Refused:
    def __init__(self) -> NoReturn:
        raise TypeError("not constructible")
class Untyped:
    def __init__(self):
        self.n = 1
def __init__() -> int:
    return 1
