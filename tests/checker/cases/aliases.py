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
