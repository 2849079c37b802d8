# Type expressions (typing spec, "Type annotations"): what may stand in an annotation, how names
# in it are found (forward references, class bodies), and what is invalid.

# case: expressions-that-are-no-types
limit = 3
def f(
    a: [int, str],  # E: valid-type
    b: {"k": int},  # E: valid-type
    c: (lambda: int)(),  # E: valid-type
    d: [int][0],  # E: valid-type: Invalid type comment or annotation
    e: int if limit else str,  # E: valid-type
    g: limit,  # E: valid-type: Variable "case.limit" is not valid as a type
    h: 3,  # E: valid-type: Invalid type: try using Literal[3] instead?
    i: int or str,  # E: valid-type
) -> None: ...

# case: the-same-expressions-quoted-are-no-types-either
limit = 3
def f(
    a: "[int, str]",  # E: valid-type
    d: "[int][0]",  # E: valid-type
    g: "limit",  # E: valid-type
    h: "3",  # E: valid-type
    i: "int or str",  # E: valid-type
) -> None: ...

# case: valid-type-expressions-written-and-quoted
from typing import Optional
class Node: ...
def f(a: "Node", b: "list[Node]", c: list["Node"], d: "int | Node", e: Optional["Node"], g: None) -> "Node | None":
    return None
text: """
    int |
    str
"""
text = "a triple-quoted annotation may span lines"

# case: a-string-operand-of-union-fails-at-run-time
class Node: ...
left: "Node" | int  # E: valid-type: Union syntax cannot be used with a string operand: put quotes around the whole annotation
right: int | "Node"  # E: valid-type
def f(x: "Node" | None) -> None: ...  # E: valid-type

# case: a-string-operand-of-a-union-of-builtin-generics-fails-at-run-time
from typing import Any
class Node: ...
def f(x: list[int] | "Node", y: int | str | "Node") -> None: ...  # E: valid-type # E: valid-type
def g(x: "Node" | Any) -> None: ...  # E: valid-type

# case: a-string-operand-of-a-union-with-a-typing-object-works-at-run-time-silent
from io import BufferedIOBase
from typing import IO, Generic, Optional, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
def read(f: BufferedIOBase | IO[bytes] | "Node") -> None: ...
def keep(b: Box[int] | "Node", o: Optional[int] | "Node") -> None: ...
class Node: ...

# case: a-string-operand-of-union-where-annotations-are-not-evaluated
from __future__ import annotations
class Node: ...
left: "Node" | int
def f(x: "Node" | None) -> int | "Node":
    return 1
whole: "Node | int"

# case: a-variable-annotated-with-its-own-name
class Holder:
    Other: "Other"  # E: name-defined
    Holder: "Holder"
    str: "str" = ""
    count: "int" = 0
reveal_type(Holder.str)  # N: reveal-type: Revealed type is "str"

# case: a-class-name-bound-above-the-annotation-is-what-it-means
class Record:
    def int(self) -> None: ...
    total: int = 0  # E: valid-type: Function "case.Record.int" is not valid as a type # N: valid-type: Perhaps you need "Callable[...]" or a callback protocol?
    def get(self) -> int:  # E: valid-type # N: valid-type
        return 0

# case: a-class-name-bound-below-or-quoted-is-not-what-it-means
class Record:
    total: int = 0
    quoted: "int" = 0
    def int(self) -> None: ...
    def str(self) -> "str":
        return ""
class Tree:
    def children(self) -> "list[Leaf]":
        return []
    class Leaf: ...

# case: class-names-with-postponed-annotations-are-looked-up-as-get-type-hints-does
from __future__ import annotations
class Record:
    def int(self) -> None: ...
    total: int = 0
    def get(self) -> int:
        return 0

# case: literal-parameters-that-are-no-values
from typing import Any, Literal, TypeVar
T = TypeVar("T")
limit = 3
def handler() -> None: ...
a: Literal[1 + 2]  # E: valid-type: Invalid type: Literal[...] cannot contain arbitrary expressions
b: Literal[(1, "x")]  # E: valid-type: Invalid type: Literal[...] cannot contain arbitrary expressions
c: Literal[{"k": 1}]  # E: valid-type: Parameter 1 of Literal[...] is invalid
d: Literal[int]  # E: valid-type: Parameter 1 of Literal[...] is invalid
e: Literal["ok", limit]  # E: valid-type: Parameter 2 of Literal[...] is invalid
f: Literal[T]  # E: valid-type
g: Literal[2.5]  # E: valid-type: Invalid type: Literal[...] cannot contain arbitrary expressions
h: Literal[Any]  # E: valid-type: Parameter 1 of Literal[...] cannot be of type "Any"
i: Literal[...]  # E: valid-type
j: Literal  # E: valid-type: Literal[...] must have at least one parameter
k: Literal[handler]  # E: valid-type

# case: literal-parameters-that-are-values
import enum
from typing import Literal, Optional
class Color(enum.Enum):
    RED = 1
Mode = Literal["r", "w"]
Both = Literal[Mode, "a"]
a: Literal[1, -2, +3, "x", b"y", True, None]
b: Literal[Literal[1, 2], "three"]
c: Literal[Mode, Color.RED]
d: Optional[Literal["x"]]
e: "Literal[Color.RED]"
def read(mode: Both) -> None: ...
read("a")
read("r")

# case: forward-references-to-classes-defined-later
def make() -> "Later":
    return Later()
def many(items: "list[Later] | None" = None) -> list["Later"]:
    return items or []
class Later: ...
reveal_type(make())  # N: reveal-type: Revealed type is "case.Later"

# case: type-comments-are-never-evaluated
class Node: ...
first = None  # type: "Node" | None
def f(a):  # type: (int | "Node") -> None
    pass

# case: literal-of-an-enum-attribute-that-is-no-member
import enum
from typing import Literal
class Pet(enum.Enum):
    CAT = 1
    convert = staticmethod(str)
    def speak(self) -> None: ...
a: Literal[Pet.CAT]
b: Literal[Pet.speak]  # E: valid-type: Parameter 1 of Literal[...] is invalid
c: Literal[Pet.convert]  # E: valid-type

# case: a-subscript-of-a-subscripted-type-and-a-stub-variable-are-no-types
from typing import List, Literal
def twice(a: list[int][0], b: Literal["a", "b"][0], c: List[int][int]) -> None: ...  # E: valid-type: Invalid type comment or annotation # E: valid-type: Invalid type comment or annotation # E: valid-type: Invalid type comment or annotation
def stub_value(a: Ellipsis) -> None: ...  # E: valid-type: Variable "builtins.Ellipsis" is not valid as a type

# case: an-attribute-of-a-subscript-or-a-call-is-no-type
from typing import Dict, Callable
def make() -> type: return int
x: Dict[str, int].items  # E: valid-type: Invalid type comment or annotation
y = None  # type: Callable[[], int].name  # E: valid-type: Invalid type comment or annotation
def g(a: make().Inner, b: "list[int].copy") -> None: ...  # E: valid-type: Invalid type comment or annotation # E: valid-type: Invalid type comment or annotation

# case: an-attribute-of-a-dotted-name-is-a-type-silent
import collections.abc
import typing as t
class Outer:
    class Inner: ...
def g(a: collections.abc.Sequence[int], b: Outer.Inner, c: "t.Dict[str, Outer.Inner]") -> None: ...

# case: subscripts-of-plain-names-and-stub-aliases-and-classes-are-types
from typing import List, Literal, Text, AnyStr
import types
Pair = dict[str, AnyStr]
def once(a: list[int], b: Literal["a", "b"], c: List[int], d: Text, e: Pair[bytes], f: types.EllipsisType, g: "List[int]") -> None: ...

# case: dotted-names-that-reach-no-type
import typing
import collections
class Box:
    size: int = 0
limit = 10
a: typing.Sequance[int]  # E: name-defined: Name "typing.Sequance" is not defined
b: collections.Nope  # E: name-defined: Name "collections.Nope" is not defined
c: Box.Missing  # E: name-defined: Name "Box.Missing" is not defined
d: limit.real  # E: name-defined: Name "limit.real" is not defined
def f(x: "typing.Nothing") -> None: ...  # E: name-defined: Name "typing.Nothing" is not defined

# case: dotted-names-that-reach-a-type
import typing
import collections
import os.path
from enum import Enum
class Box:
    class Inner: ...
    Alias = int
class Colour(Enum):
    RED = 1
Other = Box
a: typing.Sequence[int]
b: collections.OrderedDict[str, int]
c: Box.Inner
d: Box.Alias = 1
e: Other.Inner
f: typing.Literal[Colour.RED]
g: os.PathLike[str]

# case: overloaded-functions-are-no-types
from typing import overload
@overload
def pick(x: int) -> int: ...
@overload
def pick(x: str) -> str: ...
def pick(x: object) -> object:
    return x
a: print  # E: valid-type: Function "builtins.print" is not valid as a type  # N: valid-type: Perhaps you need "Callable[...]" or a callback protocol?
b: pick  # E: valid-type: Function "case.pick" is not valid as a type  # N: valid-type: Perhaps you need "Callable[...]" or a callback protocol?

# case: a-bracketed-list-is-no-type-argument
# ``[int]`` where a type stands is mypy's "Bracketed expression" (a hint for one item); for a
# class generic in one ParamSpec, ``C[int, [str]]`` nests a list in its parameter list (mypy,
# pyright alike).
from typing import Generic, List, TypeVar, Union
from typing_extensions import ParamSpec
T = TypeVar("T")
P = ParamSpec("P")
Pair = List[T]
class Task(Generic[P]): ...
def f(a: list[[int]]) -> None: ...  # E: valid-type: Bracketed expression "[...]" is not valid as a type  # N: valid-type: Did you mean "List[...]"?
def g(b: Pair[[int, str]]) -> None: ...  # E: valid-type: Bracketed expression "[...]" is not valid as a type
c: Union[[int], str]  # E: valid-type: Bracketed expression "[...]" is not valid as a type  # N: valid-type: Did you mean "List[...]"?
t: Task[int, [str], bytes]  # E: valid-type: Nested parameter specifications are not allowed

# case: parameter-lists-where-a-paramspec-takes-them-stay-silent
from typing import Callable, Generic, List, TypeVar
from typing_extensions import ParamSpec
T = TypeVar("T")
P = ParamSpec("P")
class Task(Generic[P]): ...
class Pair(Generic[T, P]): ...
Handler = Callable[P, T]
a: Task[[int, str]]
b: Task[int, str]
c: Pair[int, [str]]
d: Handler[[int], str]
e: Callable[[List[int]], None]


# case: a-bytes-string-is-no-type
from typing import Generic, TypeVar
T = TypeVar("T")
K = TypeVar("K")
class Box(Generic[T]): ...
class Pair(Generic[T, K]): ...
Boxed = Box[b"int"]  # E: valid-type: Invalid type comment or annotation
Paired = Pair[int, b"str"]  # E: valid-type: Invalid type comment or annotation
held: Box[b"int"]  # E: valid-type: Invalid type comment or annotation

# case: a-bytes-string-is-no-type-silent
from typing import Annotated, Generic, Literal, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
Boxed = Box[Literal[b"int"]]
Tagged = Annotated[int, b"meta"]
held: Box["int"]
