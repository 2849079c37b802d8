# Type aliases, forward references, future annotations, bad annotations.

# case: simple-alias
from typing import Tuple
Point = Tuple[float, float]
def norm(p: Point) -> float:
    return p[0] + p[1]
norm((1.0, 2.0))
norm("x")  # E: arg-type

# case: typealias-explicit
from typing import TypeAlias, Union
Number: TypeAlias = Union[int, float]
def f(n: Number) -> Number:
    return n
f(1)
f(2.5)
f("x")  # E: arg-type

# case: alias-of-class
from collections import OrderedDict
OD = OrderedDict
def f(d: OD[str, int]) -> None: ...

# case: forward-ref-string
class Node:
    def __init__(self, parent: "Node | None" = None) -> None:
        self.parent = parent
    def child(self) -> "Node":
        return Node(self)
    def kids(self) -> "list[Node]":
        return []
def use(n: "Node") -> None:
    n.child().kids()
use(Node())
use(1)  # E: arg-type

# case: forward-ref-nested-in-generic
from typing import List, Optional
def f(xs: List["Item"]) -> Optional["Item"]:
    return xs[0] if xs else None
class Item:
    pass
f([Item()])

# case: future-annotations
from __future__ import annotations
def f(x: Later) -> list[Later]:
    return [x]
class Later:
    pass
f(Later())

# case: undefined-annotation
def f(x: Undefined) -> None:  # E: name-defined: Name "Undefined" is not defined
    pass

# case: undefined-in-string
def f(x: "Missing") -> None:  # E: name-defined: Name "Missing" is not defined
    pass

# case: a-misspelt-name-in-an-annotation-gets-a-suggestion
# As in expressions (and mypy): the enclosing functions', the class body's, the module's and the
# builtins' names; none for a dotted name or when nothing is close.
from typing import Sequence
x: Sequnce[int]  # E: name-defined: Name "Sequnce" is not defined; did you mean "Sequence"?
y: lst[int]  # E: name-defined: Name "lst" is not defined; did you mean "list"?
def f(a: "Sequnce[int]") -> Lisst[int]: ...  # E: name-defined: Name "Sequnce" is not defined; did you mean "Sequence"? # E: name-defined: Name "Lisst" is not defined
class Shop:
    counter: int = 0
    def buy(self) -> Countr: ...  # E: name-defined: Name "Countr" is not defined; did you mean "counter"?
def outer() -> None:
    class Inner: ...
    item: Innr  # E: name-defined: Name "Innr" is not defined; did you mean "Inner"?
z = []  # type: Sequnce[int]  # E: name-defined: Name "Sequnce" is not defined; did you mean "Sequence"?

# case: a-suggestion-names-only-what-is-bound
# A stub's parameter lines inside an `if` block (`cls:` and `closure:` in builtins) bind nothing:
# neither is offered for `cl`, in an annotation or an expression; a real binding still is.
def k(cl: type) -> cl: ...  # E: name-defined: Name "cl" is not defined
y = cl  # E: name-defined: Name "cl" is not defined
closur = 1
z = closure  # E: name-defined: Name "closure" is not defined; did you mean "closur"?

# case: an-undefined-name-that-typing-exports-gets-mypys-reminder
# As mypy: the reminder names typing's spelling (the name is matched ignoring case).
def f(x: Dict[str, int], y: "optional[int]") -> None:  # E: name-defined: Name "Dict" is not defined # N: name-defined: Did you forget to import it from "typing"? (Suggestion: "from typing import Dict") # E: name-defined: Name "optional" is not defined # N: name-defined: Did you forget to import it from "typing"? (Suggestion: "from typing import Optional")
    cast(int, x)  # E: name-defined: Name "cast" is not defined # N: name-defined: Did you forget to import it from "typing"? (Suggestion: "from typing import cast")

# case: variable-not-a-type
value = 3
def f(x: value) -> None:  # E: valid-type: Variable "case.value" is not valid as a type
    pass

# case: literal-number-not-a-type
def f(x: 3) -> None:  # E: valid-type
    pass

# case: wrong-type-arg-count
from typing import Dict
def f(x: Dict[str]) -> None:  # E: type-arg: "dict" expects 2 type arguments, but 1 given
    pass
def g(x: list[int, str]) -> None:  # E: type-arg: "list" expects 1 type argument, but 2 given
    pass
def h(x: int[str]) -> None:  # E: type-arg: "int" expects no type arguments, but 1 given
    pass

# case: annotations-all-valid
import collections.abc
import typing as t
from typing import Any, Callable, Iterator, Literal, Optional
def f(a: t.List[int], b: collections.abc.Mapping[str, int], c: Callable[[], None], d: Literal[1, "a", True, None],
      e: "Optional[t.Dict[str, Any]]", g: type, h: tuple[()], i: Iterator[int], j: None, k: "int | None") -> None:
    pass

# case: pep604-and-builtin-generics
def f(x: int | str | None, y: dict[str, list[int]] | None) -> list[int | str]:
    return []

# case: recursive-aliases-end
from typing import TypeAlias, Union
Value: TypeAlias = None | int | float | str | bool
JsonValue: TypeAlias = (
    Value | list["JsonValue"] | dict[str, "JsonValue"] | tuple["JsonValue", ...]
)
Tree = Union[int, list["Tree"], dict[str, "Tree"]]
def f(j: JsonValue, t: Tree) -> None:
    x: JsonValue = {"a": [1, "b", None]}
    y: Tree = [1, [2, {"k": 3}]]
    z: JsonValue = object()  # E: assignment

# case: a-bare-generic-alias-is-applied-to-any
from typing import Callable, Generic, TypeVar
from typing_extensions import TypeAlias
T = TypeVar("T")
D = TypeVar("D", default=int)
Callback = Callable[[T], None]
Handler: TypeAlias = Callable[[T], None]
Box = list[D]
def feed(callback: Callback, handler: Handler) -> None:
    callback(1)
    handler("x")
class Parser(Generic[T]):
    def parse(self, callback: Callback) -> None:
        callback(1)

# case: a-generic-alias-given-arguments-or-defaults-still-checks
from typing import Callable, TypeVar
T = TypeVar("T")
D = TypeVar("D", default=int)
Callback = Callable[[T], None]
Box = list[D]
def feed(typed: Callback[int], box: Box) -> None:
    typed("x")  # E: arg-type: Argument 1 has incompatible type "str"; expected "int"
    box.append("x")  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "str"; expected "int"

# case: a-generic-callable-alias-takes-its-parameters-in-order-of-appearance
# ``Callable[[T], S]`` lists T before S (its parameters before its return), so ``Conv[int, str]``
# takes an int and gives a str, as in mypy (the arguments were applied the other way round).
from typing import Callable, TypeVar
T = TypeVar("T")
S = TypeVar("S")
Conv = Callable[[T], S]
def use(f: Conv[int, str]) -> str:
    return f(1)

# case: a-generic-callable-alias-applied-in-order-is-still-checked
from typing import Callable, TypeVar
T = TypeVar("T")
S = TypeVar("S")
Conv = Callable[[T], S]
def use(f: Conv[int, str]) -> int:
    f("1")  # E: arg-type: Argument 1 has incompatible type "str"; expected "int"
    return f(1)  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: alias-wrong-number-of-type-arguments
from typing import Callable, TypeVar
K = TypeVar("K")
Pairs = list[tuple[K, K]]
Plain = dict[str, int]
Handler = Callable[[K], None]
def f(a: Pairs[int, str], b: Plain[int], c: Handler[int, int]) -> None:  # E: type-arg: Bad number of arguments for type alias, expected 1, given 2  # E: type-arg: Bad number of arguments for type alias, expected 0, given 1  # E: type-arg: Bad number of arguments for type alias, expected 1, given 2
    pass

# case: alias-right-number-of-type-arguments
from typing import Callable, TypeVar, assert_type
K = TypeVar("K")
V = TypeVar("V")
Pairs = list[tuple[K, V]]
Handler = Callable[[K], V]
def f(a: Pairs[int, str], c: Handler[int, str]) -> None:
    assert_type(a, list[tuple[int, str]])
    assert_type(c(1), str)

# case: alias-type-argument-outside-bound
from typing import TypeVar
N = TypeVar("N", bound=float)
Numbers = list[N]
def f(a: Numbers[str]) -> None:  # E: type-var: Type argument "str" of "Numbers" must be a subtype of "float"
    pass

# case: alias-type-argument-within-bound
from typing import TypeVar, assert_type
N = TypeVar("N", bound=float)
Numbers = list[N]
def f(a: Numbers[bool]) -> None:
    assert_type(a, list[bool])

# case: alias-paramspec-argument-must-be-a-list
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
Hook = Callable[P, None]
def f(h: Hook[int, str], g: Hook[[int, str]], k: Hook[...]) -> None:
    pass
R = TypeVar("R")
Wrapped = list[Callable[P, R]]
def g(w: Wrapped[int, int]) -> None:  # E: valid-type: Can only replace ParamSpec with a parameter types list or another ParamSpec, got "int"
    pass

# case: explicit-alias-value-must-be-a-type
from typing import TypeAlias
size = 3
A: TypeAlias = [int, str]  # E: valid-type: Bracketed expression "[...]" is not valid as a type
B: TypeAlias = int if size else str  # E: valid-type: Invalid type alias: expression is not a valid type
C: TypeAlias = size  # E: valid-type: Variable "case.size" is not valid as a type
D: TypeAlias = 2  # E: valid-type: Invalid type: try using Literal[2] instead?
E: TypeAlias = dict(a=int)  # E: valid-type: Invalid type alias: expression is not a valid type

# case: explicit-alias-values-that-are-types
from typing import Literal, Optional, TypeAlias, Union, assert_type
A: TypeAlias = "int | None"
B: TypeAlias = Literal[1, 2] | None
C: TypeAlias = Union[int, "list[C]"]
D: TypeAlias = Optional[list[A]]
def f(a: A, b: B, c: C, d: D) -> None:
    assert_type(a, int | None)
    assert_type(b, Literal[1, 2] | None)
    assert_type(d, list[int | None] | None)

# case: explicit-alias-of-generic-class-is-specialised
from typing import TypeAlias
Seq: TypeAlias = list
x: Seq[int]  # E: type-arg: Bad number of arguments for type alias, expected 0, given 1

# case: implicit-alias-of-class-is-the-class
from typing import assert_type
Seq = list
x: Seq[int] = []
assert_type(x, list[int])
y: list[str] = Seq()
assert_type(y, list[str])

# case: a-nested-class-through-an-alias-chain-is-that-class
# ``O = Out``, ``OI = O.In``, ``B = A`` after ``A = Out``: each names the class, and a dotted
# name reaches the class's nested classes through it, in annotations and in expressions.
from typing import assert_type
class Out:
    class In:
        class Inner:
            pass
O = Out
OI = O.In
A = Out
B = A
def f(w: O.In, y: OI.Inner, z: B.In) -> None:
    assert_type(w, Out.In)
    assert_type(y, Out.In.Inner)
    assert_type(z, Out.In)
    assert_type(OI.Inner(), Out.In.Inner)
v: OI.Missing  # E: name-defined: Name "OI.Missing" is not defined
u: B.In.Inner = Out.In()  # E: assignment: Incompatible types in assignment (expression has type "In", variable has type "Inner")

# case: a-nested-class-through-an-alias-chain-silent
class Out:
    class In:
        class Inner:
            pass
O = Out
OI = O.In
B = O
def make() -> B.In.Inner:
    return OI.Inner()
x: OI.Inner = Out.In.Inner()

# case: variable-is-not-a-type
def make() -> type:
    return int
Made = make()
Text = "int"
maybe = int if Made else str
def f(a: Made, b: Text, c: maybe) -> None:  # E: valid-type: Variable "case.Made" is not valid as a type  # E: valid-type: Variable "case.Text" is not valid as a type  # E: valid-type: Variable "case.maybe" is not valid as a type
    pass

# case: names-that-are-types-are-aliases
import collections
from typing import Optional
Counter = collections.Counter
mapping = dict
Maybe = Optional
def f(a: Counter[str], b: mapping[str, int], c: Maybe[int]) -> None:
    pass

# case: union-alias-is-not-callable
from typing import TypeAlias
Either = list | set
Both: TypeAlias = int | str
Either()  # E: not-callable: "UnionType" not callable
Both()  # E: not-callable: "UnionType" not callable

# case: a-generic-alias-called-with-its-arguments-is-checked-against-them
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Link(Generic[K, V]):
    def __init__(self, key: K, value: V) -> None: ...
Same = Link[K, K]
Same[int](1, "b")  # E: arg-type: Argument 2 to "Link" has incompatible type "str"; expected "int"
reveal_type(Same[str]("a", "b"))  # N: reveal-type: Revealed type is "case.Link[str, str]"

# case: a-generic-alias-called-bare-takes-any-for-its-parameters-silent
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Link(Generic[K, V]):
    def __init__(self, key: K, value: V) -> None: ...
Same = Link[K, K]
ByName = Link[str, V]
made = Same(1, "b")
reveal_type(made)  # N: reveal-type: Revealed type is "case.Link[Any, Any]"
reveal_type(ByName("a", 2))  # N: reveal-type: Revealed type is "case.Link[str, Any]"
def build() -> None:
    reveal_type(Same(1, "b"))  # N: reveal-type: Revealed type is "case.Link[Any, Any]"

# case: union-alias-in-isinstance
Either = int | str
def f(x: object) -> None:
    if isinstance(x, Either):
        pass

# case: recursive-alias-checks-nested-values
from typing import Mapping, Union
Json = Union[None, int, str, list["Json"], dict[str, "Json"]]
Tree = int | tuple["Tree", ...]
Nested = str | Mapping[str, "Nested"]
a: Json = [1, {"a": [None, "x"]}]
b: Json = [1, {"a": [None, 2.5]}]  # E: list-item
c: Tree = (1, (2, (3, 4)))
d: Tree = (1, (2, (3, "4")))  # E: assignment
e: Nested = {"a": {"b": {"c": "d"}}}
f: Nested = {"a": {"b": {"c": 1}}}  # E: dict-item

# case: recursive-alias-equivalent-to-its-twin
from typing import Union
Json = Union[None, int, str, list["Json"], dict[str, "Json"]]
Json2 = Union[None, int, str, list["Json2"], dict[str, "Json2"]]
def f(j: Json) -> Json2:
    return j

# case: recursive-alias-that-is-a-union-of-itself
from typing import TypeAlias, Union
Loop: TypeAlias = Union["Loop", int]  # E: misc: Invalid recursive alias: a union item of itself
Ping: TypeAlias = Union["Pong", int]; Pong: TypeAlias = Union["Ping", str]  # E: misc: Invalid recursive alias: a union item of itself  # E: misc: Invalid recursive alias: a union item of itself

# case: alias-bare-generic-takes-any
from typing import TypeVar
K = TypeVar("K")
Pairs = list[tuple[K, K]]
def f(p: Pairs) -> None:
    p.append(("a", 1))

# case: alias-of-unknown-import-takes-arguments
from somewhere_unknown import Thing
Alias = Thing
def f(x: Alias[int]) -> None:
    pass

# case: alias-of-generic-class-takes-its-defaults
from typing import Generic, TypeVar, assert_type
from typing_extensions import TypeVar as TypeVarX
T = TypeVar("T")
D = TypeVarX("D", default=str)
class Box(Generic[T, D]): ...
Boxes = list[Box[T, D]]
def f(b: Boxes[int]) -> None:
    assert_type(b, list[Box[int, str]])

# case: type-variable-in-own-scope-alias
# The class's own T in an alias of its body, even in a forward reference, is its bound variable
# (mypy, pyright report it; it used to pass unnoticed here).
from typing import TypeVar, Generic
T = TypeVar("T")
class Node(Generic[T]):
    Children = list["Node[T]"]  # E: valid-type: Can't use bound type variable "T" to define generic alias

# case: newtype-is-no-class-at-run-time
from typing import NewType
Meters = NewType("Meters", float)
m = Meters(2.0)
isinstance(m, Meters)  # E: misc: Cannot use isinstance() with NewType type
issubclass(float, (int, Meters))  # E: misc: Cannot use issubclass() with NewType type
kind: type = Meters  # E: assignment
def make(factory: type) -> None: ...
make(Meters)  # E: arg-type

# case: newtype-used-as-a-function-and-a-type
from typing import Callable, NewType, cast
Meters = NewType("Meters", float)
m = Meters(2.0)
isinstance(m, float)
convert: Callable[[float], Meters] = Meters
also = cast(Meters, 3.0)
anything: object = Meters
total: float = m + 1.0

# case: a-parameter-or-loop-variable-written-as-a-type-is-reported
from typing import Any, Iterable, TypeVar
T = TypeVar("T")
def structure_list(type: type, classes: list[Any]) -> None:
    def structure(obj: Iterable[T], _: type = type) -> list[T]:  # E: valid-type: Variable "type" is not valid as a type
        return list(obj)
    for cl in classes:
        def member(val: dict) -> cl:  # E: valid-type: Variable "cl" is not valid as a type
            return val
def rebound(t: int) -> None:
    t = 1
    def g() -> t: ...  # E: valid-type: Variable "t" is not valid as a type
def loops(first: list[Any], second: dict[Any, int]) -> None:
    for cl in first:
        pass
    for cl, hook in second.items():
        def h(payload: dict) -> cl:  # E: valid-type: Variable "cl" is not valid as a type
            return payload

# case: a-name-declared-any-or-an-unannotated-parameter-written-as-a-type-is-any-silent
from typing import Any
def tagged(union: Any, loose, declared: Any) -> None:
    union = union.__value__
    def structure(val: dict) -> union: ...
    def unstructure(val: union) -> dict: return {}
    def either(val: loose) -> declared: ...
imported: Any = object
def f() -> imported: ...

# case: another-modules-variable-whose-value-is-any-is-any-as-a-type-silent
# mypy has inferred another module's variables when it reads an annotation here: one whose
# value is Any is Any.
import config
from config import ParserConfig
def parse(a: ParserConfig, b: config.ParserConfig, c: config.made) -> None:
    reveal_type(a)  # N: reveal-type: Revealed type is "Any"
    reveal_type(c)  # N: reveal-type: Revealed type is "Any"
# file: config.py
from typing import Any
import missing_native  # type: ignore[import-not-found]
def make() -> Any: ...
ParserConfig = missing_native.ParserConfig
made = make()

# case: another-modules-variable-with-a-value-or-this-modules-own-is-reported
# One with another value, or this module's own whose value is Any, is reported (mypy).
import config
import missing_native  # type: ignore[import-not-found]
Local = missing_native.ParserConfig
def parse(d: config.Count, e: Local) -> None:  # E: valid-type: Variable "config.Count" is not valid as a type  # E: valid-type: Variable "case.Local" is not valid as a type
    pass
# file: config.py
from typing import Any
import missing_native  # type: ignore[import-not-found]
def make() -> Any: ...
ParserConfig = missing_native.ParserConfig
made = make()
Count = len("abc")

# case: a-variable-first-bound-by-assignment-stays-a-variable-when-an-import-rebinds-it
# mypy binds a module's name where it is first defined: an assignment that is no alias makes
# it a variable, and the fallback import only rebinds it (libcst's parso token.py).
try:
    import missing_native  # type: ignore[import-not-found]
    TokenType = missing_native.TokenType
    class Tokens:
        NAME: TokenType = missing_native.NAME  # E: valid-type: Variable "case.TokenType" is not valid as a type
except ImportError:
    from tokens import TokenType
def kind(t: TokenType) -> None:  # E: valid-type: Variable "case.TokenType" is not valid as a type
    pass
# file: tokens.py
class TokenType: ...

# case: a-name-first-bound-by-an-import-or-an-alias-is-a-type-silent
import sys
try:
    from tokens import TokenType
except ImportError:
    TokenType = object  # type: ignore[misc, assignment]
if sys.version_info < (3, 8):
    Ordered = None
else:
    from collections import OrderedDict as Ordered
if sys.platform == "win32":
    Text = bytes
else:
    Text = str
def kind(t: TokenType, o: Ordered[str, int], s: Text) -> None:
    pass
# file: tokens.py
class TokenType: ...

# case: nonetype-in-a-type-expression-is-reported
import types
from types import NoneType
from typing import Union
Maybe = int | NoneType  # E: nonetype-type: NoneType should not be used as a type, please use None instead
Either = Union[int, types.NoneType]  # E: nonetype-type: NoneType should not be used as a type, please use None instead
def first(items: list[int]) -> int | NoneType:  # E: nonetype-type: NoneType should not be used as a type, please use None instead
    return items[0] if items else None
cls: type[NoneType] = type(None)  # E: nonetype-type: NoneType should not be used as a type, please use None instead

# case: nonetype-as-a-value-is-silent
import types
from types import NoneType
def is_none(x: object) -> bool:
    kinds = [NoneType]
    return isinstance(x, (int, NoneType)) or type(x) is types.NoneType or x.__class__ in kinds
Pair = (int, NoneType)
Maybe = int | None

# case: declared-alias-bound-again
from typing import TypeAlias
from typing_extensions import TypeAliasType
Key: TypeAlias = int
Key = str  # E: misc: Cannot assign multiple types to name "Key" without an explicit "type[...]" annotation
k: Key = "s"  # E: assignment
Row = TypeAliasType("Row", list[int])
Row = 4  # E: misc: Cannot assign multiple types to name "Row" without an explicit "type[...]" annotation  # E: assignment
r: Row = ["s"]  # E: list-item

# case: declared-alias-bound-once
from typing import TypeAlias
from typing_extensions import TypeAliasType
Key: TypeAlias = int
k: Key = 1
Row = TypeAliasType("Row", list[int])
r: Row = [1]
class Table:
    Cell: TypeAlias = str
    def fill(self) -> None:
        Cell = 3
def build() -> None:
    Key = "a local of its own"
Plain = int
Plain = str  # E: assignment

# case: type-alias-type-name-differs
from typing_extensions import TypeAliasType
import typing_extensions
Cells = TypeAliasType("Grid", list[int])  # E: misc: String argument 1 "Grid" to TypeAliasType(...) does not match variable name "Cells"
Rows = typing_extensions.TypeAliasType("rows", int)  # E: misc: String argument 1 "rows" to TypeAliasType(...) does not match variable name "Rows"
Cols = TypeAliasType(name="Columns", value=int)  # E: misc: String argument 1 "Columns" to TypeAliasType(...) does not match variable name "Cols"

# case: type-alias-type-name-same
from typing import TypeVar
from typing_extensions import TypeAliasType
T = TypeVar("T")
Cells = TypeAliasType("Cells", list[int])
Pairs = TypeAliasType("Pairs", tuple[T, T], type_params=(T,))
Cols = TypeAliasType(name="Cols", value=int)
c: Pairs[int] = (1, 2)

# case: declared-alias-imported-then-bound-at-run-time
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from _typeshed import ReadableBuffer, StrPath
else:
    ReadableBuffer = StrPath = object
def read(b: ReadableBuffer, p: StrPath) -> None: ...

# case: an-alias-of-a-stub-alias-of-a-generic-class-takes-its-arguments
from types import CodeType
from weakref import ref
Ref = ref
Maybe = Ref[CodeType] | None
def f(x: Maybe, y: Ref[int]) -> None:
    reveal_type(x)  # N: reveal-type: Revealed type is "weakref.ReferenceType[types.CodeType] | None"

# case: an-alias-of-a-stub-alias-of-a-generic-class-checks-its-arguments
from weakref import ref
Ref = ref
def f(y: Ref[int, str]) -> None: ...  # E: type-arg: "ReferenceType" expects 1 type argument, but 2 given

# case: a-declared-or-class-level-name-rebound-later-is-a-variable
# An annotated first binding declares a variable, and in a class or function a bare class
# bound to a name that is bound again is one too: neither is a type (mypy, pyright).
class Shape: ...
class Square(Shape): ...
Kind: type[Shape] = Shape
if int():
    Kind = Square
def area(s: Kind) -> None:  # E: valid-type: Variable "case.Kind" is not valid as a type
    pass
class Drawer:
    default = Shape
    factory: type[object] = Shape
    if int():
        default = Square
        factory = Square
    def draw(self, s: default) -> None:  # E: valid-type: Variable "case.Drawer.default" is not valid as a type
        pass
    def make(self, s: factory) -> None:  # E: valid-type: Variable "case.Drawer.factory" is not valid as a type
        pass

# case: a-declared-or-class-level-name-rebound-later-is-a-variable-silent
# An explicit TypeAlias, and a subscripted alias in a class, stay types; so does a module's
# name that a declared variable is not.
from typing import TypeAlias, Union
class Shape: ...
class Square(Shape): ...
Kind: TypeAlias = Shape
Plain = Square
class Drawer:
    Either = Union[int, str]
    def draw(self, s: Kind, p: Plain, e: Either) -> None:
        pass

# case: an-alias-in-a-function-that-names-itself
# A function's aliases are not recursive: unquoted the name is not bound yet, quoted it is not
# looked up (mypy: "Recursive types are not allowed at function scope").
from typing import Callable, Dict, List, Union
def build() -> None:
    Tree = Union[int, List[Tree]]  # E: misc: Cannot resolve name "Tree" (possible cyclic definition)
    Node = Dict[str, "Node"]  # E: misc: Cannot resolve name "Node" (possible cyclic definition)
    Hook = Callable[[Hook], int]  # E: misc: Cannot resolve name "Hook" (possible cyclic definition)

# case: an-alias-in-a-function-that-names-itself-silent
# Another name, a module-level recursive alias, a value that is no alias and a string that does
# not name the alias are fine.
from typing import Dict, List, Union
Json = Union[int, List["Json"]]
def build(items: List[int]) -> None:
    Pairs = Dict[str, "Json"]
    Table = Union[int, List[int]]
    Label = Dict["str", int]
    items = items[0:1]
    t: Table = 1
    p: Pairs = {}
    l: Label = {}

# case: an-index-in-a-function-named-as-its-key-is-no-alias-silent
# ``column = data["column"]`` indexes a value with a string: not an alias naming itself.
from typing import Any, Dict, List
def read(data: Dict[str, Any], rows: List[Dict[str, int]]) -> None:
    column = data["column"]
    count = rows[0]["count"]
    pid = data["pid"] | 0

# case: a-module-recursive-alias-used-in-a-function-silent
# At module level an alias may name itself in quotes; a function uses it as any other type.
from typing import Dict, List, Union
Json = Union[None, int, str, List["Json"], Dict[str, "Json"]]
def depth(value: Json) -> int:
    inner: List[Json] = []
    if isinstance(value, list):
        inner = value
    return 1 + max((depth(v) for v in inner), default=0)

# case: a-class-level-explicit-alias-holds-its-class
# ``X: TypeAlias = Foo`` in a class body is an attribute holding that class, as ``X = Foo`` is:
# writing another value to it is checked against type[Foo] (mypy, pyright).
from typing import Union
from typing_extensions import TypeAlias
class Engine: ...
class Car:
    Part: TypeAlias = Engine
    Spec: TypeAlias = Union[int, str]
class Van(Car): ...
Car.Part = 4  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "type[Engine]")
Van.Part = 4  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "type[Engine]")
Car().Part = 4  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "type[Engine]")
Car.Spec = 4  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "<typing special form>")
reveal_type(Car.Part)  # N: reveal-type: Revealed type is "def () -> case.Engine"

# case: a-class-level-explicit-alias-holds-its-class-silent
# Its own class or a subclass fits; the alias is still a type in annotations.
from typing_extensions import TypeAlias
class Engine: ...
class Turbo(Engine): ...
class Car:
    Part: TypeAlias = Engine
    def fit(self, p: Part) -> Engine:
        return p
Car.Part = Turbo
Car.Part = Engine

# case: an-implicit-or-called-alias-reusing-a-bound-type-variable
# ``A = List[T]`` or ``TypeAliasType(..., type_params=(T,))`` where the enclosing class or
# function binds T: an alias is generic in its own variables (mypy; pyright for the class).
# TypeAliasType takes one TypeVarTuple at most.
from typing import Dict, Generic, List, Tuple, TypeVar
from typing_extensions import TypeAliasType, TypeVarTuple, Unpack
T = TypeVar("T")
Ts = TypeVarTuple("Ts")
Us = TypeVarTuple("Us")
class Store(Generic[T]):
    Rows = List[T]  # E: valid-type: Can't use bound type variable "T" to define generic alias
    Index = TypeAliasType("Index", Dict[str, T], type_params=(T,))  # E: valid-type: Can't use bound type variable "T" to define generic alias
def pick(x: T) -> T:
    Many = List[T]  # E: valid-type: Can't use bound type variable "T" to define generic alias
    return x
Both = TypeAliasType("Both", Tuple[Unpack[Ts]], type_params=(Ts, Us))  # E: type-var: Can only use one TypeVarTuple in type_params argument to TypeAliasType

# case: an-implicit-or-called-alias-reusing-a-bound-type-variable-silent
# Variables of its own, an alias with none, and a module-level generic alias are fine.
from typing import Dict, Generic, List, Tuple, TypeVar
from typing_extensions import TypeAliasType, TypeVarTuple, Unpack
T = TypeVar("T")
S = TypeVar("S")
Ts = TypeVarTuple("Ts")
Rows = List[T]
class Store(Generic[T]):
    Names = List[str]
    Index = TypeAliasType("Index", Dict[str, S], type_params=(S,))
def pick(x: T) -> T:
    Plain = Dict[str, int]
    return x
Spread = TypeAliasType("Spread", Tuple[T, Unpack[Ts]], type_params=(T, Ts))

# case: an-implicit-alias-of-callable-without-a-parameter-list
# ``Callable[T]`` fails at run time and is no type: the alias's definition is reported (mypy).
from typing import Callable, TypeVar
T = TypeVar("T")
Handler = Callable[T]  # E: valid-type: Please use "Callable[[<parameters>], <return type>]" or "Callable"

# case: an-implicit-alias-of-callable-without-a-parameter-list-silent
# A parameter list or ``...`` is fine.
from typing import Callable, TypeVar
T = TypeVar("T")
Handler = Callable[[T], None]
Anything = Callable[..., T]
def run(h: Handler[int], a: Anything[str]) -> None: ...

# case: a-parameter-rebound-to-a-subscript-naming-itself-is-no-alias-silent
# dnspython's ``algorithm = Algorithm[algorithm.upper()]`` and typeguard's
# ``expected_type = Union[expected_type]``: a parameter bound again is a variable (mypy).
from enum import Enum
from typing import Union
class Algorithm(Enum):
    RSA = 1
def digest(algorithm: "Algorithm | str", expected_type: object) -> None:
    if isinstance(algorithm, str):
        algorithm = Algorithm[algorithm.upper()]
    if type(expected_type) is tuple:
        expected_type = Union[expected_type]
