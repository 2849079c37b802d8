# Descriptors: reading and writing a class-body descriptor calls its __get__ / __set__, checked as calls.

# case: a-get-that-does-not-take-the-instance-is-reported
from typing import Any
class OnlyInts:
    def __get__(self, inst: int, owner: Any) -> str: return ""
class Holder:
    field = OnlyInts()
Holder().field  # E: arg-type: Argument 1 to "__get__" of "OnlyInts" has incompatible type "Holder"; expected "int"
Holder.field  # E: arg-type: Argument 1 to "__get__" of "OnlyInts" has incompatible type "None"; expected "int"

# case: a-get-with-the-wrong-owner-type-is-reported
from typing import Any
class Named:
    def __get__(self, inst: Any, owner: str) -> int: return 0
class Holder:
    field = Named()
Holder().field  # E: arg-type: Argument 2 to "__get__" of "Named" has incompatible type "type[Holder]"; expected "str"

# case: a-get-with-too-few-or-too-many-parameters-is-reported
from typing import Any
class Short:
    def __get__(self, inst: Any) -> int: return 0
class Long:
    def __get__(self, inst: Any, owner: Any, extra: int) -> int: return 0
class Untyped:
    def __get__(self, inst): pass
class Holder:
    short = Short()
    long = Long()
    untyped = Untyped()
h = Holder()
h.short  # E: call-arg: Too many arguments for "__get__" of "Short"
h.long  # E: call-arg: Too few arguments for "__get__" of "Long"
h.untyped  # E: call-arg: Too many arguments for "__get__"

# case: a-get-or-set-that-is-a-variable-is-not-callable
from typing import Any, Callable
class Odd:
    __get__ = "text"
class Stored:
    __get__: Callable[[Any, Any, Any], int]
class Frozen:
    def __get__(self, inst: Any, owner: Any) -> int: return 0
    __set__ = 3
class Holder:
    odd = Odd()
    stored = Stored()
    frozen = Frozen()
h = Holder()
h.odd  # E: misc: case.Odd.__get__ is not callable
h.stored  # E: misc: case.Stored.__get__ is not callable
h.frozen = 1  # E: misc: case.Frozen.__set__ is not callable

# case: a-set-that-does-not-take-the-instance-or-the-value-is-reported
from typing import Any
class Typed:
    def __get__(self, inst: Any, owner: Any) -> str: return ""
    def __set__(self, inst: int, value: str) -> None: ...
class Short:
    def __set__(self, inst: Any) -> None: ...
class Long:
    def __set__(self, inst, value, extra): pass
class Holder:
    typed = Typed()
    short = Short()
    long = Long()
h = Holder()
h.typed = "x"  # E: arg-type: Argument 1 to "__set__" of "Typed" has incompatible type "Holder"; expected "int"
h.typed = 1  # E: arg-type: Argument 1 to "__set__" of "Typed" has incompatible type "Holder"; expected "int" # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
h.short = 1  # E: call-arg: Too many arguments for "__set__" of "Short"
h.long = 1  # E: call-arg: Too few arguments for "__set__"

# case: an-overloaded-set-needs-an-item-for-the-value
from typing import Any, overload
class Either:
    @overload
    def __set__(self, inst: Any, value: str) -> None: ...
    @overload
    def __set__(self, inst: Any, value: int) -> None: ...
    def __set__(self, inst: Any, value: str | int) -> None: ...
class Holder:
    field = Either()
h = Holder()
h.field = 1.5  # E: call-overload: No overload variant of "__set__" of "Either" matches argument types "Holder", "float" # N: call-overload: Possible overload variants: def __set__(self, inst: Any, value: str) -> None; def __set__(self, inst: Any, value: int) -> None

# case: a-generic-or-decorated-set-is-solved-before-the-value-is-checked
from typing import Any, Callable, TypeVar
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])
def keep(f: F) -> F:
    return f
class Value: ...
class Generic_:
    def __set__(self, inst: T, value: Value) -> None: ...
class Kept:
    @keep
    def __set__(self, inst: T, value: Value) -> None: ...
class Holder:
    plain = Generic_()
    kept = Kept()
h = Holder()
h.plain = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "Value")
h.kept = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "Value")

# case: a-get-is-checked-when-a-descriptor-without-set-is-written
from typing import Any
class ReadOnly:
    def __get__(self, inst: int, owner: Any) -> str: return ""
class Both:
    def __get__(self, inst: int, owner: Any) -> str: return ""
    def __set__(self, inst: Any, value: str) -> None: ...
class Holder:
    read_only = ReadOnly()
    both = Both()
h = Holder()
h.read_only = "x"  # E: arg-type: Argument 1 to "__get__" of "ReadOnly" has incompatible type "Holder"; expected "int"
h.both = "x"

# case: a-descriptor-written-through-the-class-is-replaced-and-checked-as-one
from typing import Any, Generic, TypeVar
V = TypeVar("V")
class Box(Generic[V]):
    def __init__(self, v: V) -> None: self.v = v
    def __get__(self, inst: Any, owner: Any) -> V: return self.v
    def __set__(self, inst: Any, v: V) -> None: pass
class Holder:
    field = Box(10)
Holder.field = Box("text")  # E: arg-type: Argument 1 to "Box" has incompatible type "str"; expected "int"
Holder.field = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "Box[int]")

# case: descriptors-whose-calls-fit-stay-silent
from typing import Any, Generic, TypeVar, overload
T = TypeVar("T")
class Field(Generic[T]):
    @overload
    def __get__(self, inst: None, owner: Any) -> "Field[T]": ...
    @overload
    def __get__(self, inst: object, owner: Any) -> T: ...
    def __get__(self, inst: object, owner: Any) -> Any: ...
    def __set__(self, inst: object, value: T) -> None: ...
class Loose:
    def __get__(self, *args: Any) -> int: return 0
    def __set__(self, *args: Any) -> None: ...
class Model:
    name: Field[str] = Field()
    loose = Loose()
m = Model()
reveal_type(m.name)  # N: reveal-type: Revealed type is "str"
reveal_type(Model.name)  # N: reveal-type: Revealed type is "case.Field[str]"
m.name = "x"
m.loose = object()
m.loose + 1
def untyped(h):
    h.name = 1

# case: an-overloaded-set-with-an-item-for-the-value-is-silent
from typing import Any, overload
class Either:
    @overload
    def __set__(self, inst: Any, value: str) -> None: ...
    @overload
    def __set__(self, inst: Any, value: int) -> None: ...
    def __set__(self, inst: Any, value: str | int) -> None: ...
class Holder:
    field = Either()
h = Holder()
h.field = ""
h.field = 1

# case: a-generic-or-decorated-set-given-its-value-is-silent
from typing import Any, Callable, TypeVar
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])
def keep(f: F) -> F:
    return f
class Value: ...
class Generic_:
    def __set__(self, inst: T, value: Value) -> None: ...
class Kept:
    @keep
    def __set__(self, inst: T, value: Value) -> None: ...
class Holder:
    plain = Generic_()
    kept = Kept()
h = Holder()
h.plain = Value()
h.kept = Value()

# case: a-descriptor-replaced-through-the-class-by-one-of-its-type-is-silent
from typing import Any, Generic, TypeVar
V = TypeVar("V")
class Box(Generic[V]):
    def __init__(self, v: V) -> None: self.v = v
    def __get__(self, inst: Any, owner: Any) -> V: return self.v
    def __set__(self, inst: Any, v: V) -> None: pass
class Holder:
    field = Box(10)
Holder.field = Box(20)
reveal_type(Holder().field)  # N: reveal-type: Revealed type is "int"

# case: a-descriptor-read-through-instances-it-takes-is-silent
from typing import Any
class ForHolders:
    def __get__(self, inst: "Holder | None", owner: "type[Holder]") -> int:
        return 0
class Holder:
    field = ForHolders()
class Sub(Holder): ...
reveal_type(Holder().field)  # N: reveal-type: Revealed type is "int"
Sub().field
Sub.field
