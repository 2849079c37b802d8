# PEP 747 TypeForm: the value of a type expression, typed by the type it stands for.

# case: type-expressions-are-type-forms-where-one-is-expected
from typing import Any, Literal, Optional
from typing_extensions import TypeForm
a: TypeForm[int | None] = int | None
b: TypeForm[int | None] = int
c: TypeForm[int | None] = None
d: TypeForm[int | None] = Optional[int]
e: TypeForm[int | None] = "int | None"
f: TypeForm[int | None] = Any
g: TypeForm[Literal[1, 2]] = Literal[1]

# case: a-type-form-of-another-type-does-not-fit
from typing_extensions import TypeForm
a: TypeForm[int | None] = int | str  # E: assignment # N: assignment: Item "str" does not fit
b: TypeForm[int] = list[int]  # E: assignment

# case: what-is-no-type-expression-is-no-type-form
from typing import ClassVar, Final, Self
from typing_extensions import TypeForm
def take(t: TypeForm) -> None: ...
n = 1
take(1)  # E: arg-type
take("not a type")  # E: arg-type
take(ClassVar[int])  # E: valid-type: Invalid type form: "ClassVar[int]" is not a valid type expression
take(Final[int])  # E: valid-type
take(Self)  # E: valid-type
take(n)  # E: arg-type
take((int, str))  # E: arg-type

# case: type-form-is-covariant-and-type-is-a-type-form
from typing_extensions import TypeForm
def form() -> TypeForm[int]:
    return int
def cls() -> type[int]:
    return int
a: TypeForm[int | str] = form()
b: TypeForm[int | str] = cls()
c: TypeForm[str] = form()  # E: assignment
d: TypeForm[str] = cls()  # E: assignment

# case: bare-type-form-is-type-form-of-any
from typing import Any
from typing_extensions import TypeForm, assert_type
def f(t: TypeForm, u: TypeForm[int]) -> None:
    assert_type(t, TypeForm[Any])
    t = u
    u = t

# case: the-type-form-call
from typing_extensions import TypeForm, assert_type
x = TypeForm(int | None)
assert_type(x, TypeForm[int | None])
y = TypeForm("list[int]")
assert_type(y, TypeForm[list[int]])
z = TypeForm(len("a"))  # E: valid-type: Invalid type form: "len('a')" is not a valid type expression

# case: a-generic-alias-is-a-value
import types
u: types.UnionType = int | None
g: types.GenericAlias = list[int]

# case: type-forms-pass-where-type-forms-are-taken
from typing import Annotated
from typing_extensions import TypeForm
def take(t: TypeForm) -> None: ...
take(int)
take("int")
take(list[int] | None)
take(Annotated[int, "meta"])
form: TypeForm[int] = int
take(form)

# case: a-generic-type-form-parameter-solves-from-the-type-expression
from typing import Annotated, Generic, TypeVar
from typing_extensions import TypeForm
T = TypeVar("T")
class Adapter(Generic[T]):
    def __init__(self, type: TypeForm[T]) -> None: ...
def read(t: TypeForm[T]) -> T: raise NotImplementedError
reveal_type(read(Annotated[int, "meta"]))  # N: reveal-type: Revealed type is "int"
reveal_type(Adapter(list[str] | None))  # N: reveal-type: Revealed type is "case.Adapter[list[str] | None]"
read(Annotated[int, "meta"]).upper()  # E: attr-defined: "int" has no attribute "upper"

# case: a-generic-type-form-parameter-takes-annotated-silent
from typing import Annotated, Any, Generic, TypeVar
from typing_extensions import TypeForm
T = TypeVar("T")
class Adapter(Generic[T]):
    def __init__(self, type: TypeForm[T]) -> None: ...
class Validator:
    def __init__(self, f: object) -> None: ...
def build() -> Adapter[Any]:
    def parse(v: Any) -> Any: ...
    Adapter(Annotated[int, 3])
    return Adapter(Annotated[list[Any], Validator(parse)])

# case: a-union-with-a-type-form-member-takes-a-type-expression
from typing import Literal
from typing_extensions import TypeForm
def addini(name: str, type: Literal["string", "int"] | TypeForm[bool | int | str] | None = None) -> None: ...
addini("a", type=int | str)
addini("b", type=int | None)  # E: arg-type: Argument "type" to "addini" has incompatible type "UnionType"; expected "Literal['string', 'int'] | TypeForm[bool | int | str] | None"
addini("c", type=bytes)  # E: arg-type: Argument "type" to "addini" has incompatible type "type[bytes]"; expected "Literal['string', 'int'] | TypeForm[bool | int | str] | None"
addini("d", type="list")  # E: arg-type: Argument "type" to "addini" has incompatible type "Literal['list']"; expected "Literal['string', 'int'] | TypeForm[bool | int | str] | None"

# case: a-union-with-a-type-form-member-keeps-values-that-fit
from typing import Literal
from typing_extensions import TypeForm
def addini(name: str, type: Literal["string", "int"] | TypeForm[bool | int | str] | None = None) -> None: ...
addini("a", type="int")
addini("b", type=None)
addini("c", type=bool)
addini("d", type=int | bool)
x: Literal["int"] | TypeForm[int] = "int"

# case: a-bare-type-is-a-type-form-of-anything
from typing import Any
from typing_extensions import TypeForm
def annotations_of(typ: TypeForm) -> list[Any]:
    return list(getattr(typ, "__metadata__", []))
def only_int(typ: TypeForm[int]) -> None: ...
def f(t: type) -> None:
    annotations_of(t)
    only_int(t)

# case: a-value-that-is-no-class-is-no-type-form
from typing_extensions import TypeForm
def only_int(typ: TypeForm[int]) -> None: ...
def f(o: object, s: str) -> None:
    only_int(o)  # E: arg-type: Argument 1 to "only_int" has incompatible type "object"; expected "TypeForm[int]"
    only_int(s)  # E: arg-type: Argument 1 to "only_int" has incompatible type "str"; expected "TypeForm[int]"
