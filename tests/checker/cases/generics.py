# Generics: type variables (bounds, constraints, defaults), generic functions and classes,
# variance, Self. (Generic protocols are in the protocols chapter.)

# case: generic-function-infers-from-arguments
from typing import Sequence, TypeVar
T = TypeVar("T")
def first(xs: Sequence[T]) -> T:
    return xs[0]
def pair(a: T, b: T) -> list[T]:
    return [a, b]
reveal_type(first([1, 2]))  # N: reveal-type: Revealed type is "int"
reveal_type(first("abc"))  # N: reveal-type: Revealed type is "str"
reveal_type(pair(1, 2))  # N: reveal-type: Revealed type is "list[int]"
n: int = first([1, 2])

# case: generic-function-result-misused
from typing import Sequence, TypeVar
T = TypeVar("T")
def first(xs: Sequence[T]) -> T:
    return xs[0]
s: str = first([1, 2])  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
first(3)  # E: arg-type

# case: typevar-bound-ok
from typing import TypeVar, Sized
N = TypeVar("N", bound=float)
S = TypeVar("S", bound=Sized)
def biggest(a: N, b: N) -> N:
    return a if a > b else b
def longest(a: S, b: S) -> S:
    return a if len(a) >= len(b) else b
reveal_type(biggest(1, 2))  # N: reveal-type: Revealed type is "int"
reveal_type(biggest(1.5, 2.5))  # N: reveal-type: Revealed type is "float"
reveal_type(longest("a", "bc"))  # N: reveal-type: Revealed type is "str"
longest([1], [2, 3])

# case: typevar-bound-and-constraint-violated
from typing import TypeVar
N = TypeVar("N", bound=float)
S = TypeVar("S", str, bytes)
def biggest(a: N, b: N) -> N:
    return a if a > b else b
def concat(a: S, b: S) -> S:
    return a + b
biggest("a", "b")  # E: type-var: Value of type variable "N" of "biggest" cannot be "str"
concat(1, 2)  # E: type-var: Value of type variable "S" of "concat" cannot be "int"

# case: type-arguments-outside-bound-or-constraints
from typing import Generic, TypeVar
N = TypeVar("N", bound=float)
S = TypeVar("S", str, bytes)
class Meter(Generic[N]): ...
class Text(Generic[S]): ...
m: Meter[str]  # E: type-var: Type argument "str" of "Meter" must be a subtype of "float"
t: Text[int]  # E: type-var: Value of type variable "S" of "Text" cannot be "int"
def f(x: Meter[bytes]) -> None: ...  # E: type-var: Type argument "bytes" of "Meter" must be a subtype of "float"

# case: a-constrained-type-argument-is-one-of-the-constraints-exactly
# mypy: not a subclass of a constraint, not a literal, and not a generic constraint with other
# type arguments (``Res[D]`` or ``Res[int]`` for the constraint ``Res[Any]``).
from typing import Any, Generic, Literal, TypeVar
D = TypeVar("D")
class Res(Generic[D]): ...
class Anc(Generic[D]): ...
AR = TypeVar("AR", Anc[Any], Res[Any])
S = TypeVar("S", str, bytes)
class Ret(Generic[D, AR]): ...
class Box(Generic[S]): ...
class MyStr(str): ...
def f(x: Ret[D, Res[D]]) -> None: ...  # E: type-var: Value of type variable "AR" of "Ret" cannot be "Res"
def g(x: Ret[int, Res[int]]) -> None: ...  # E: type-var: Value of type variable "AR" of "Ret" cannot be "Res"
def h(x: Box[MyStr]) -> None: ...  # E: type-var: Value of type variable "S" of "Box" cannot be "MyStr"
def i(x: Box[Literal["a"]]) -> None: ...  # E: type-var: Invalid type argument value for "Box"
def j(x: Ret[int, Res[Any]], y: Ret[int, Any], z: Box[str], w: Box[Any], v: Ret[int, AR]) -> None: ...

# case: type-arguments-within-bound-or-constraints
import re
from os import PathLike
from typing import Any, Generic, TypeVar
N = TypeVar("N", bound=float)
S = TypeVar("S", str, bytes)
M = TypeVar("M", bound=int)
class Meter(Generic[N]): ...
class Text(Generic[S]): ...
a: Meter[int]
b: Meter[bool]
c: Meter[Any]
d: Text[str]
def f(x: Meter[M], p: "PathLike[str]", r: re.Pattern[bytes]) -> Meter[M]:
    return x

# case: returned-typevar-not-bound-by-arguments
from typing import TypeVar
T = TypeVar("T")
N = TypeVar("N", bound=int)
def make() -> T: raise NotImplementedError  # E: type-var: A function returning TypeVar should receive at least one argument containing the same TypeVar
def parse(text: str) -> N: raise NotImplementedError  # E: type-var: A function returning TypeVar should receive at least one argument containing the same TypeVar  # N: type-var: Consider using the upper bound "int" instead

# case: returned-typevar-bound-by-arguments-ok
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
def first(xs: list[T]) -> T: raise NotImplementedError
def call(f: Callable[[], T]) -> T: raise NotImplementedError
def pick(*options: T) -> T: raise NotImplementedError
class Box(Generic[T]):
    def get(self) -> T: raise NotImplementedError
    @staticmethod
    def empty() -> T: raise NotImplementedError

# case: typevar-bound-body-uses-bound-members
from typing import TypeVar
class Animal:
    def speak(self) -> str:
        return ""
A = TypeVar("A", bound=Animal)
def loudest(a: A) -> A:
    a.speak().upper()
    return a
def wrong(a: A) -> A:
    a.fly()  # E: attr-defined: "A" has no attribute "fly"
    return a

# case: typevar-constraints-ok
from typing import AnyStr, TypeVar
S = TypeVar("S", str, bytes)
def concat(a: S, b: S) -> S:
    return a + b
reveal_type(concat("a", "b"))  # N: reveal-type: Revealed type is "str"
reveal_type(concat(b"a", b"b"))  # N: reveal-type: Revealed type is "bytes"
def upper(s: AnyStr) -> AnyStr:
    return s.upper()

# case: generic-class-explicit-and-inferred
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def get(self) -> T:
        return self.item
    def put(self, item: T) -> None:
        self.item = item
b = Box(1)
reveal_type(b)  # N: reveal-type: Revealed type is "case.Box[int]"
reveal_type(b.get())  # N: reveal-type: Revealed type is "int"
reveal_type(Box[str]("a").get())  # N: reveal-type: Revealed type is "str"
def use(bs: Box[str]) -> str:
    bs.put("x")
    return bs.get().upper()

# case: generic-class-misuse
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def put(self, item: T) -> None:
        self.item = item
b = Box(1)
b.put("x")  # E: arg-type
def use(bs: Box[str]) -> int:
    return bs.item  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: subscripted-builtin-base
class IntList(list[int]):
    def total(self) -> int:
        return sum(self)
il = IntList()
reveal_type(il[0])  # N: reveal-type: Revealed type is "int"
for x in il:
    reveal_type(x)  # N: reveal-type: Revealed type is "int"
il.append(3)
class Registry(dict[str, int]):
    pass
reveal_type(Registry()["a"])  # N: reveal-type: Revealed type is "int"

# case: subscripted-builtin-base-misuse
class IntList(list[int]):
    pass
il = IntList()
il.append("s")  # E: arg-type

# case: inheritance-substitutes-parameters
from typing import Generic, TypeVar
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
class Pair(Generic[K, V]):
    def key(self) -> K: raise NotImplementedError
    def value(self) -> V: raise NotImplementedError
class Named(Pair[str, T]):
    def other(self) -> T: raise NotImplementedError
class NamedInt(Named[int]):
    pass
reveal_type(NamedInt().key())  # N: reveal-type: Revealed type is "str"
reveal_type(NamedInt().value())  # N: reveal-type: Revealed type is "int"
reveal_type(NamedInt().other())  # N: reveal-type: Revealed type is "int"
def takes(p: Pair[str, int]) -> None: ...
takes(NamedInt())

# case: inheritance-substitution-misuse
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Pair(Generic[K, V]):
    def key(self) -> K: raise NotImplementedError
class Named(Pair[str, V]):
    pass
def takes(p: Pair[int, int]) -> None: ...
takes(Named[int]())  # E: arg-type  # N: arg-type: Type argument 1 "str" does not fit "int"
n: int = Named[int]().key()  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: declared-variance-ok
from typing import Generic, TypeVar
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Source(Generic[T_co]):
    def __init__(self, item: T_co) -> None:
        self._item = item
    def get(self) -> T_co:
        return self._item
class Sink(Generic[T_contra]):
    def put(self, item: T_contra) -> None: ...
def read(s: Source[float]) -> float:
    return s.get()
def write(s: Sink[int]) -> None:
    s.put(1)
def use(si: Source[int], sf: Sink[float]) -> None:
    read(si)
    write(sf)

# case: declared-variance-misuse
from typing import Generic, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Box(Generic[T]): ...
class Source(Generic[T_co]): ...
class Sink(Generic[T_contra]): ...
def read(s: Source[int]) -> None: ...
def write(s: Sink[float]) -> None: ...
def keep(b: Box[float]) -> None: ...
def use(sf: Source[float], si: Sink[int], bi: Box[int]) -> None:
    read(sf)  # E: arg-type: Argument 1 to "read" has incompatible type "Source[float]"; expected "Source[int]"  # N: arg-type: Type argument 1 "float" does not fit "int"
    write(si)  # E: arg-type: Argument 1 to "write" has incompatible type "Sink[int]"; expected "Sink[float]"  # N: arg-type: Type argument 1 "int" does not fit "float"
    keep(bi)  # E: arg-type: Argument 1 to "keep" has incompatible type "Box[int]"; expected "Box[float]"  # N: arg-type: Type argument 1 "int" does not fit "float"

# case: variance-used-in-wrong-position
from typing import Generic, TypeVar
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Source(Generic[T_co]):
    def __init__(self, item: T_co) -> None: ...
    def set(self, item: T_co) -> None: ...  # E: misc: Cannot use a covariant type variable as a parameter
    def _set(self, *, item: T_co) -> None: ...  # E: misc: Cannot use a covariant type variable as a parameter
class Sink(Generic[T_contra]):
    def get(self) -> T_contra: raise NotImplementedError  # E: misc: Cannot use a contravariant type variable as return type

# case: variance-positions-allowed
from typing import Callable, Generic, Iterator, Sequence, TypeVar
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Source(Generic[T_co]):
    def __init__(self, item: T_co) -> None: ...
    def __private(self, item: T_co) -> None: ...
    def __iter__(self) -> Iterator[T_co]: raise NotImplementedError
    def each(self, f: Callable[[T_co], None]) -> None: ...
    def __contains__(self, item: object) -> bool: raise NotImplementedError
class Sink(Generic[T_contra]):
    def put(self, item: T_contra) -> None: ...
    def put_all(self, items: Sequence[T_contra]) -> None: ...

# case: typevar-default
from typing import Generic
from typing_extensions import TypeVar
T = TypeVar("T")
D = TypeVar("D", default=int)
U = TypeVar("U", default=str)
class Box(Generic[D]):
    def get(self) -> D: raise NotImplementedError
class Two(Generic[T, U]):
    def __init__(self, t: T) -> None: ...
    def u(self) -> U: raise NotImplementedError
reveal_type(Box().get())  # N: reveal-type: Revealed type is "int"
reveal_type(Box[str]().get())  # N: reveal-type: Revealed type is "str"
reveal_type(Two(1))  # N: reveal-type: Revealed type is "case.Two[int, str]"
def f(b: Box, t: Two[bytes]) -> None:
    reveal_type(b.get())  # N: reveal-type: Revealed type is "int"
    reveal_type(t)  # N: reveal-type: Revealed type is "case.Two[bytes, str]"

# case: typevar-default-misuse
from typing import Generic
from typing_extensions import TypeVar
D = TypeVar("D", default=int)
class Box(Generic[D]):
    def get(self) -> D: raise NotImplementedError
def f(b: Box) -> None:
    s: str = b.get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
t: str = Box().get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: self-returning-generic-methods
from typing import Generic, TypeVar
from typing_extensions import Self
T = TypeVar("T")
class Node(Generic[T]):
    def __init__(self, value: T) -> None:
        self.value = value
    def copy(self) -> Self:
        return self
    @classmethod
    def make(cls, value: T) -> Self:
        return cls(value)
class IntNode(Node[int]):
    def double(self) -> int:
        return self.value * 2
reveal_type(IntNode(1).copy())  # N: reveal-type: Revealed type is "case.IntNode"
reveal_type(Node("a").copy())  # N: reveal-type: Revealed type is "case.Node[str]"
reveal_type(IntNode.make(2))  # N: reveal-type: Revealed type is "case.IntNode"
IntNode(1).copy().double()

# case: self-returning-misuse
from typing import Generic, TypeVar
from typing_extensions import Self
T = TypeVar("T")
class Node(Generic[T]):
    def copy(self) -> Self:
        return self
class IntNode(Node[int]):
    pass
n: IntNode = Node[int]().copy()  # E: assignment: Incompatible types in assignment (expression has type "Node[int]", variable has type "IntNode")

# case: generic-any-and-unsolved-stay-silent
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def get(self) -> T: raise NotImplementedError
def f(b: Box[Any], c: Box) -> None:
    b.get().anything()
    c.get().anything()
e: Box = Box()
e.get().anything()

# case: typevar-makers-imported-under-another-name
# The maker is followed through the imports, whatever name it is bound to.
import typing as t
from typing import Generic, ParamSpec as PS, TypeVar as TV
from typing import Callable
from compat import Var
T = TV("T")
N = t.TypeVar("N", bound=float)
P = PS("P")
K = Var("K")
def first(xs: list[T]) -> T:
    return xs[0]
def biggest(a: N, b: N) -> N:
    return a if a > b else b
def same(k: K) -> K:
    return k
class Box(Generic[T]):
    def __init__(self, v: T) -> None:
        self.v = v
def stringify(f: Callable[P, int]) -> Callable[P, str]:
    raise NotImplementedError
@stringify
def count(x: int) -> int:
    return x
s: str = first([1, 2])  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
biggest("a", "b")  # E: type-var: Value of type variable "N" of "biggest" cannot be "str"
reveal_type(Box(1).v)  # N: reveal-type: Revealed type is "int"
reveal_type(same(b""))  # N: reveal-type: Revealed type is "bytes"
count("1")  # E: arg-type: Argument 1 to "count" has incompatible type "str"; expected "int"
# file: compat.py
from typing import TypeVar as Var

# case: typevar-look-alikes-are-plain-calls
# A function of one's own that happens to be called TypeVar makes values, not type variables.
def TypeVar(name: str) -> str:
    return name
def make(name: str) -> str:
    return name
T = TypeVar("T")
M = make("M")
print(T.upper(), M.upper())

# case: type-variables-in-an-unknown-base-bind-to-the-class
# SQLAlchemy util/langhelpers.py: ``class memoized_attribute(memoized_property[_T])`` where
# memoized_property is an alias we cannot read: the class is still generic in _T.
from typing import Any, Callable, Generic, TypeVar
_T = TypeVar("_T")
class generic_fn_descriptor(Generic[_T]):
    def __init__(self, fget: Callable[..., _T]) -> None: ...
memoized_property = generic_fn_descriptor
class Holder:
    class memoized_attribute(memoized_property[_T]):
        def get(self, obj: Any) -> _T:
            raise NotImplementedError

# case: a-type-variable-only-in-a-method-of-such-a-class-is-still-reported
from typing import Any, Callable, Generic, TypeVar
_T = TypeVar("_T")
_U = TypeVar("_U")
class generic_fn_descriptor(Generic[_T]):
    def __init__(self, fget: Callable[..., _T]) -> None: ...
memoized_property = generic_fn_descriptor
class memoized_attribute(memoized_property[_T]):
    def get(self, obj: Any) -> _U:  # E: type-var
        raise NotImplementedError

# case: a-generic-subclass-call-is-solved-from-the-context-of-its-base
# werkzeug datastructures/auth.py: ``self._parameters = CallbackDict(value, ...)`` with value a
# dict[str, str] and _parameters a dict[str, str | None]: mypy solves V from the declared dict.
from typing import Generic, Mapping, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class CallbackDict(dict[K, V]):
    def __init__(self, initial: Mapping[K, V] | None = None) -> None:
        super().__init__()
class Header:
    def __init__(self, value: dict[str, str]) -> None:
        self.parameters: dict[str, str | None] = {}
        self.maybe: dict[str, str | None] | None = CallbackDict(value)
    def set(self, value: dict[str, str]) -> None:
        self.parameters = CallbackDict(value)

# case: a-generic-subclass-call-that-does-not-fit-the-context-is-still-reported
from typing import Generic, Mapping, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class CallbackDict(dict[K, V]):
    def __init__(self, initial: Mapping[K, V] | None = None) -> None:
        super().__init__()
class Header:
    def __init__(self, value: dict[str, str]) -> None:
        self.parameters: dict[str, int] = CallbackDict(value)  # E: arg-type: Argument 1 to "CallbackDict" has incompatible type "dict[str, str]"; expected "Mapping[str, int] | None"
        self.maybe: list[str] | None = CallbackDict(value)  # E: assignment

# case: a-class-object-of-a-type-variable-is-callable
# ``self.__class__`` of ``self: T`` is ``type[T]``: calling it makes a T (mypy).
from typing import Callable, Iterable, TypeVar
class Path:
    def __init__(self, text: str) -> None: ...
PathT = TypeVar("PathT", bound=Path)
def children(self: PathT, names: list[str]) -> Iterable[PathT]:
    make: Callable[[str], PathT] = self.__class__
    return map(self.__class__, names)

# case: a-class-object-of-a-type-variable-makes-that-type
from typing import Callable, TypeVar
class Path:
    def __init__(self, text: str) -> None: ...
PathT = TypeVar("PathT", bound=Path)
def child(self: PathT) -> None:
    make: Callable[[str], int] = self.__class__  # E: assignment: Incompatible types in assignment (expression has type "type[PathT]", variable has type "Callable[[str], int]")

# case: a-constrained-type-variable-in-a-cast-is-the-constraint-of-the-pass
from typing import AnyStr, cast
def run(code: AnyStr) -> AnyStr:
    return cast(AnyStr, code)
def wrapped(code: AnyStr) -> list[AnyStr]:
    return [cast(AnyStr, code)]

# case: a-cast-to-one-constraint-fails-the-other-pass
from typing import AnyStr, cast
def as_text(code: AnyStr) -> AnyStr:
    return cast(str, code)  # E: return-value: Incompatible return value type (got "str", expected "bytes")

# case: a-bare-generic-context-solves-a-bounded-variable-to-any
# hatchling metadata/core.py: ``self._hatch: HatchMetadata | None`` (bare, so HatchMetadata[Any])
# takes ``HatchMetadata(root, config, self.plugin_manager)`` with a ``B | None`` manager: mypy
# solves B from the declared target first, to Any, and reports nothing.
from typing import Generic, TypeVar
class Manager: ...
B = TypeVar("B", bound=Manager)
class Hatch(Generic[B]):
    def __init__(self, manager: B) -> None: ...
class Project(Generic[B]):
    def __init__(self, manager: B | None) -> None:
        self.manager = manager
        self.hatch: Hatch | None = None
    def load(self) -> None:
        self.hatch = Hatch(self.manager)

# case: a-bounded-variable-without-an-open-context-is-still-checked
from typing import Generic, TypeVar
class Manager: ...
B = TypeVar("B", bound=Manager)
class Hatch(Generic[B]):
    def __init__(self, manager: B) -> None: ...
class Project(Generic[B]):
    def __init__(self, manager: B | None) -> None:
        self.manager = manager
        self.typed: Hatch[Manager] | None = None
    def load(self) -> None:
        hatch = Hatch(self.manager)  # E: type-var: Value of type variable "B" of "Hatch" cannot be "B | None"
        self.typed = Hatch(Manager())

# case: self-in-a-method-body-is-a-type-variable
from typing import Self
class Shape:
    def scaled(self) -> Self:
        return Shape()  # E: return-value: Incompatible return value type (got "Shape", expected "Self")
    @classmethod
    def make(cls) -> Self:
        return Shape()  # E: return-value: Incompatible return value type (got "Shape", expected "Self")

# case: self-in-a-method-body-fits-self
from typing import Self, assert_type
class Shape:
    items: list[Self]
    def scaled(self) -> Self:
        assert_type(self, Self)
        return self
    @classmethod
    def make(cls) -> Self:
        assert_type(cls, type[Self])
        return cls()
    def peek(self) -> None:
        assert_type(self.items[0], Self)
        assert_type(self.make(), Self)
class Square(Shape):
    def peek_class(self) -> None:
        assert_type(type(self).make(), Square)
assert_type(Square().scaled(), Square)

# case: self-spelled-through-the-typing-module-is-self
# (``t.Self`` and ``"t.Self"`` are the form too: the body's self is Self, a base naming it is refused)
import typing as t
class Shape:
    def peek(self) -> None:
        t.assert_type(self, t.Self)
        made: "t.Self" = self
        t.assert_type(made, t.Self)
T = t.TypeVar("T")
class Box(t.Generic[T]): ...
class Bad(Box[t.Self]): ...  # E: misc: Self type is only allowed in annotations within class definition
class Worse(t.Self): ...  # E: misc: Self type is only allowed in annotations within class definition

# case: self-spelled-through-the-typing-module-fits-silent
import typing as t
class Node:
    parent: "t.Self | None" = None
    def root(self) -> t.Self:
        node = self
        while node.parent is not None:
            node = node.parent
        return node
    @classmethod
    def make(cls) -> "t.Self":
        return cls()
class Leaf(Node): ...
leaf: Leaf = Leaf.make().root()

# case: a-method-whose-strings-only-contain-the-letters-of-self-has-a-plain-self
# (``'matchSelf: '`` is no annotation: self is the class, and a local bound to it is declared so)
from __future__ import annotations
from typing import Self
class Symbol:
    sibling: Symbol | None
    def clone(self) -> Self:
        return self
    def find(self, matchSelf: bool) -> Symbol | None:
        print('matchSelf:       ', matchSelf)
        current = self
        reveal_type(current)  # N: reveal-type: Revealed type is "case.Symbol"
        while current is not None:
            current = current.sibling  # E: assignment: Incompatible types in assignment (expression has type "Symbol | None", variable has type "Symbol") # N: assignment
        return None

# case: a-method-whose-string-annotation-names-self-has-self-silent
from typing import Self, cast
class Symbol:
    def clone(self) -> Self:
        return self
    def copy(self, other: object) -> Self:
        made = cast("Self", other)
        current = self
        current = made
        return current

# case: self-outside-a-class-or-misused
from typing import Any, Self, TypeVar
def free(x: Self) -> None:  # E: misc: Self type is only allowed in annotations within class definition
    pass
class Meta(type):
    def __new__(mcs, *args: Any) -> Self:  # E: misc: Self type cannot be used in a metaclass
        raise NotImplementedError
S = TypeVar("S", bound="Node")
class Node:
    def link(self, other: Self[int]) -> None:  # E: misc: Self type cannot have type arguments
        pass
    @staticmethod
    def make() -> Self:  # E: misc: Static methods cannot use Self type
        raise NotImplementedError
    def tagged(self: S) -> Self:  # E: misc: Method cannot have explicit self annotation and Self type
        raise NotImplementedError

# case: self-in-nested-function-and-explicit-self-annotation
from typing import Self
class Node:
    x: int = 0
    def explicit(self: Self) -> Self:
        return self
    def outer(self) -> None:
        def inner(other: Self) -> Self:
            return other
        inner(self)

# case: base-class-variance-must-fit
from typing import Generic, TypeAlias, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Box(Generic[T]): ...
BoxOf: TypeAlias = Box[T_co]
class Covariant(Box[T_co]): ...  # E: type-var: Variance of TypeVar "T_co" incompatible with variance in parent type
class ThroughAlias(BoxOf[T_contra]): ...  # E: type-var: Variance of TypeVar "T_contra" incompatible with variance in parent type

# case: base-class-variance-fits
from typing import Generic, Iterator, TypeVar
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
class Box(Generic[T]): ...
class Reader(Iterator[T_co]):
    def __next__(self) -> T_co:
        raise StopIteration
class Plain(Box[T]): ...

# case: newtype-is-not-a-base-class
from typing import NewType
UserId = NewType("UserId", int)
class Admin(UserId): ...  # E: misc: Cannot subclass "NewType"

# case: class-derived-from-newtype-base-is-fine
from typing import NewType
UserId = NewType("UserId", int)
class Counter(int): ...
Other = NewType("Other", UserId)

# case: typevar-declarations-misused
from typing import Any, Hashable, Literal, NewType, TypedDict, TypeVar
from typing_extensions import ParamSpec, TypeVarTuple
Key = TypeVar("Id")  # E: misc: String argument 1 "Id" to TypeVar(...) does not match variable name "Key"
Both = TypeVar("Both", covariant=True, contravariant=True)  # E: misc: TypeVar cannot be both covariant and contravariant
One = TypeVar("One", str)  # E: misc: Type variable must have at least two constrained types
Mixed = TypeVar("Mixed", str, bytes, bound=str)  # E: misc: TypeVar cannot have both values and an upper bound
Shape = TypeVarTuple("Shape", int, str)  # E: misc: Too many positional arguments for "TypeVarTuple"
Dims = TypeVarTuple("Dims", bound=int)  # E: misc: Unexpected keyword argument "bound" for "TypeVarTuple"
Spec = ParamSpec("Spec", default=int)  # E: misc: The default argument to ParamSpec must be a list expression, ellipsis, or a ParamSpec
Listed = ParamSpec("Listed", default=[int, 3, str])  # E: misc: Argument 1 of ParamSpec default must be a type
Small = TypeVar("Small", bound=str, default=int)  # E: misc: TypeVar default must be a subtype of the bound type
Pick = TypeVar("Pick", float, str, default=int)  # E: misc: TypeVar default must be one of the constraint types
Narrow = TypeVar("Narrow", bound=int)
Wrong = TypeVar("Wrong", bound=str, default=Narrow)  # E: misc: TypeVar default must be a subtype of the bound type

# case: typevar-declarations-ok
from typing import TypeVar
from typing_extensions import ParamSpec, TypeVarTuple, Unpack
Key = TypeVar("Key")
Out = TypeVar("Out", covariant=True)
Num = TypeVar("Num", int, float, default=float)
Narrow = TypeVar("Narrow", bound=int)
Wide = TypeVar("Wide", bound=float, default=Narrow)
Pair = TypeVar("Pair", int, str)
Super = TypeVar("Super", int, str, bytes, default=Pair)
Spec = ParamSpec("Spec", default=[int, str, "bytes", None, list[int], int | None])
Chained = ParamSpec("Chained", default=Spec)
Shape = TypeVarTuple("Shape", default=Unpack[tuple[int, ...]])

# case: newtype-declarations-misused
from typing import Any, Literal, NewType, Protocol, TypedDict
class Named(Protocol):
    name: str
class Row(TypedDict):
    id: int
UserId = NewType("Uid", int)  # E: misc: String argument 1 "Uid" to NewType(...) does not match variable name "UserId"
Either = NewType("Either", int | str)  # E: valid-newtype: Argument 2 to NewType(...) must be subclassable (got "int | str")
Seven = NewType("Seven", Literal[7])  # E: valid-newtype
Whatever = NewType("Whatever", Any)  # E: valid-newtype
RowId = NewType("RowId", Row)  # E: valid-newtype
HasName = NewType("HasName", Named)  # E: misc: NewType cannot be used with protocol classes
Twice = NewType("Twice", int, int)  # E: misc: NewType(...) expects exactly two positional arguments

# case: newtype-declarations-ok
from typing import NewType
UserId = NewType("UserId", int)
Names = NewType("Names", list[str])
Admin = NewType("Admin", UserId)

# case: newtype-of-an-unresolved-import-is-reported search=on
from typing import NewType, TypeAlias
import absent_ffi  # type: ignore
from absent_ffi import Handle  # type: ignore
Data: TypeAlias = absent_ffi.CData
Ptr = NewType("Ptr", Data)  # E: valid-newtype: Argument 2 to NewType(...) must be subclassable (got "Any")
Raw = NewType("Raw", absent_ffi.CData)  # E: valid-newtype: Argument 2 to NewType(...) must be subclassable (got "Any")
Own = NewType("Own", Handle)  # E: valid-newtype: Argument 2 to NewType(...) must be subclassable (got "Any")
Pair = NewType("Pair", absent_ffi.Thing[int, str])  # E: valid-newtype: Argument 2 to NewType(...) must be subclassable (got "Any")

# case: newtype-of-a-resolved-class-or-an-error-is-silent search=on
from typing import NewType
import absent_ffi  # type: ignore
class Handle: ...
Ptr = NewType("Ptr", Handle)
Ids = NewType("Ids", list[int])
Unknown = NewType("Unknown", Nowhere)  # E: name-defined
Num = NewType("Num", 3)  # E: valid-type

# case: generic-base-lists-misused
from typing import Generic, Iterable, Protocol, TypeVar
from typing_extensions import TypeVarTuple, Unpack
K = TypeVar("K")
V = TypeVar("V")
Ts = TypeVarTuple("Ts")
Us = TypeVarTuple("Us")
class Twice(Generic[K, K]): ...  # E: misc: Duplicate type variables in Generic[...] or Protocol[...]
class NotVar(Generic[int]): ...  # E: misc: Free type variable expected in Generic[...]
class NotVarP(Protocol[str]): ...  # E: misc: Free type variable expected in Protocol[...]
class Packed(Generic[Ts]): ...  # E: misc: Free type variable expected in Generic[...]
class Partial(Iterable[K], Generic[V]): ...  # E: misc: If Generic[...] or Protocol[...] is present it should list all type variables
class TwoTuples(Generic[Unpack[Ts], Unpack[Us]]): ...  # E: misc: Can only use one type var tuple in a class def

# case: generic-base-lists-ok
from typing import Generic, Iterable, Protocol, TypeVar
from typing_extensions import TypeVarTuple, Unpack
K = TypeVar("K")
V = TypeVar("V")
Ts = TypeVarTuple("Ts")
class Both(Iterable[K], Generic[K, V]): ...
class Proto(Iterable[K], Protocol): ...  # E: misc: Invariant type variable "K" used in protocol where covariant one is expected
class Shaped(Generic[K, Unpack[Ts]]): ...

# case: generic-base-defaults-order-misused
from typing import Generic, TypeVar
from typing_extensions import TypeVarTuple, Unpack
A = TypeVar("A", default=int)
B = TypeVar("B")
C = TypeVar("C", default=A)
Ts = TypeVarTuple("Ts")
class Late(Generic[A, B]): ...  # E: misc: "B" cannot appear after "A" in type parameter list because it has no default type
class Early(Generic[C, A]): ...  # E: misc: Type parameter "C" has a default type that refers to one or more type variables that are out of scope
class AfterTuple(Generic[Unpack[Ts], A]): ...  # E: type-var: A type variable with default cannot follow TypeVarTuple

# case: generic-base-defaults-order-ok
from typing import Generic, TypeVar
A = TypeVar("A", default=int)
B = TypeVar("B")
C = TypeVar("C", default=A)
class Fine(Generic[B, A, C]): ...

# case: old-style-alias-parameters-keep-the-defaults-order
from typing import Callable, Dict, TypeVar
from typing_extensions import TypeAlias, TypeAliasType
Plain = TypeVar("Plain")
Given = TypeVar("Given", default=str)
Derived = TypeVar("Derived", default=Given)
Late = Dict[Given, Plain]  # E: misc: "Plain" cannot appear after "Given" in type parameter list because it has no default type
Early = Dict[Derived, Given]  # E: misc: Type parameter "Derived" has a default type that refers to one or more type variables that are out of scope
Declared: TypeAlias = Callable[[Given], Plain]  # E: misc: "Plain" cannot appear after "Given" in type parameter list because it has no default type
Called = TypeAliasType("Called", Dict[Given, Plain], type_params=(Given, Plain))  # E: misc: "Plain" cannot appear after "Given" in type parameter list because it has no default type

# case: old-style-alias-parameters-in-defaults-order-are-silent
from typing import Callable, Dict, TypeVar
from typing_extensions import TypeAlias, TypeAliasType
Plain = TypeVar("Plain")
Given = TypeVar("Given", default=str)
Derived = TypeVar("Derived", default=Given)
Ordered = Dict[Plain, Given]
Chained = Dict[Given, Derived]
Declared: TypeAlias = Callable[[Plain, Given], Derived]
Called = TypeAliasType("Called", Dict[Given, Plain], type_params=(Plain, Given))
x: Ordered[int]
y: Chained[int, bytes]

# case: bases-disagree-on-an-ancestor
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Root(Generic[K, V]): ...
class Mid(Root[K, V]): ...
class Crossed(Mid[K, V], Root[V, K]): ...  # E: misc
class Agreed(Mid[K, V], Root[K, V]): ...

# case: generic-metaclass
from typing import Generic, TypeVar
T = TypeVar("T")
class Meta(type, Generic[T]): ...
class Made(metaclass=Meta[T]): ...  # E: misc: Metaclass cannot be generic
class Plain(metaclass=Meta): ...

# case: nested-base-variance
from typing import Generic, TypeVar
T_co = TypeVar("T_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
class Co(Generic[T_co]): ...
class Contra(Generic[T_contra]): ...
class Flipped(Contra[Co[T_co]]): ...  # E: type-var: Variance of TypeVar "T_co" incompatible with variance in parent type
class Twice(Contra[Contra[T_co]]): ...
class Kept(Co[Co[T_co]]): ...
class Back(Contra[Co[T_contra]]): ...

# case: bare-generic-class-takes-its-defaults
from typing import Any, Callable, Generic
from typing_extensions import ParamSpec, TypeVar, TypeVarTuple, Unpack
A = TypeVar("A")
B = TypeVar("B", default=str)
C = TypeVar("C", default=list[A])
Start = TypeVar("Start", default=int)
Stop = TypeVar("Stop", default=Start)
P = ParamSpec("P", default=[int, str])
Ts = TypeVarTuple("Ts", default=Unpack[tuple[int, bytes]])
class Holder(Generic[A, B, C]):
    a: A
    b: B
    c: C
class Span(Generic[Start, Stop]): ...
class Hook(Generic[P]):
    f: Callable[P, None]
class Shape(Generic[Unpack[Ts]]):
    dims: tuple[Unpack[Ts]]
def use(h: Holder, k: Hook, s: Shape) -> None:
    reveal_type(h.a)  # N: reveal-type: Revealed type is "Any"
    reveal_type(h.b)  # N: reveal-type: Revealed type is "str"
    reveal_type(h.c)  # N: reveal-type: Revealed type is "list[Any]"
    reveal_type(k.f)  # N: reveal-type: Revealed type is "def (int, str)"
    reveal_type(s.dims)  # N: reveal-type: Revealed type is "tuple[int, bytes]"
reveal_type(Span())  # N: reveal-type: Revealed type is "case.Span[int, int]"

# case: paramspec-default-after-typevartuple
from typing import Callable, Generic
from typing_extensions import ParamSpec, TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
P = ParamSpec("P", default=[float])
class Job(Generic[Unpack[Ts], P]):
    args: tuple[Unpack[Ts]]
    run: Callable[P, None]
def use(a: Job[int, str], b: Job[int, [bytes]]) -> None:
    reveal_type(a.args)  # N: reveal-type: Revealed type is "tuple[int, str]"
    reveal_type(a.run)  # N: reveal-type: Revealed type is "def (float)"
    reveal_type(b.run)  # N: reveal-type: Revealed type is "def (bytes)"

# case: method-through-the-class-is-generic-in-the-class-parameters
from typing import Generic, TypeVar
from typing_extensions import Self
T = TypeVar("T")
class Box(Generic[T]):
    def get(self) -> T: raise NotImplementedError
    def me(self) -> Self: raise NotImplementedError
class Sub(Box[int]): ...
def use(b: Box[str], s: Sub) -> None:
    reveal_type(Box.get(b))  # N: reveal-type: Revealed type is "str"
    reveal_type(Box.me(s))  # N: reveal-type: Revealed type is "case.Sub"
    reveal_type(Box[str].get(b))  # N: reveal-type: Revealed type is "str"
    n: int = Box.get(b)  # E: assignment

# case: unbound-type-variables-reported
from typing import Generic, Iterable, TypeAlias, TypeVar
T = TypeVar("T")
S = TypeVar("S")
top: T  # E: valid-type: Type variable "case.T" is unbound
made = list[T]()  # E: valid-type: Type variable "case.T" is unbound
def keep(x: T) -> T:
    other: list[S] = []  # E: valid-type: Type variable "case.S" is unbound
    class Local(Generic[T]): ...  # E: valid-type: Type variable "T" is bound by an outer function
    return x
class Holder(Generic[T]):
    stray: list[S]  # E: valid-type: Type variable "case.S" is unbound
    Pairs: TypeAlias = list[T]  # E: valid-type: Can't use bound type variable "T" to define generic alias
    class Inner(Iterable[T]): ...  # E: valid-type: Type variable "T" is bound by an outer class
    class Plain:
        item: T  # E: valid-type: Type variable "case.T" is unbound

# case: bound-type-variables-stay-silent
from typing import Generic, Iterable, TypeAlias, TypeVar
T = TypeVar("T")
S = TypeVar("S")
Pairs: TypeAlias = list[tuple[T, T]]
Items = list[T] | set[T]
def keep(x: T) -> T:
    kept: list[T] = [x]
    made = list[T]()
    def inner(y: S) -> tuple[T, S]:
        both: tuple[T, S] = (x, y)
        return both
    class Local:
        item: T
    return x
class Holder(Generic[T]):
    item: list[T]
    def put(self, x: S) -> S:
        seen: list[S] = [x]
        mine: list[T] = []
        return x
    class Inner(Iterable[S]): ...
    inner: "Holder.Inner[T]"

# case: variance-keywords-alone-are-fine
from typing import Generic, TypeVar
from typing_extensions import ParamSpec, TypeVarTuple
T_co = TypeVar("T_co", covariant=True)
T_in = TypeVar("T_in", infer_variance=True)
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")
class Reader(Generic[T_co]):
    def get(self) -> T_co: raise NotImplementedError

# case: generic-class-defined-inside-a-generic-function-with-its-own-variable
from typing import Generic, TypeVar
T = TypeVar("T")
S = TypeVar("S")
def make(x: T) -> T:
    class Box(Generic[S]):
        def __init__(self, item: S) -> None:
            self.item = item
    Box(x)
    return x

# case: method-through-a-non-generic-class-is-a-plain-function
class Counter:
    def bump(self, by: int) -> int:
        return by
c = Counter()
n: int = Counter.bump(c, 2)
class Made:
    @classmethod
    def make(cls) -> "Made":
        new = cls.__new__(cls)
        return new

# case: bases-agreeing-through-a-shared-ancestor
from typing import Generic, TypeVar
K = TypeVar("K")
class Root(Generic[K]): ...
class Left(Root[K]): ...
class Right(Root[K]): ...
class Both(Left[int], Right[int]): ...

# case: generic-instance-variable-through-the-class
from typing import ClassVar, Generic, TypeVar
T = TypeVar("T")
class Node(Generic[T]):
    label: T
    count: int = 0
    kinds: ClassVar[list[str]] = []
Node[int].label = 1  # E: misc: Access to generic instance variables via class is ambiguous
print(Node.label)  # E: misc: Access to generic instance variables via class is ambiguous
Node.count = 2
print(Node.kinds, Node[int]().label)

# case: typing-aliases-of-classes-construct-their-class
from typing import DefaultDict, Dict, List, FrozenSet
counts = DefaultDict[str, int](int)
reveal_type(counts)  # N: reveal-type: Revealed type is "collections.defaultdict[str, int]"
names = List[str]()
names.append("a")
table: Dict[int, bytes] = Dict[int, bytes]()
frozen = FrozenSet[int]([1])

# case: typing-aliases-of-classes-check-their-arguments
from typing import DefaultDict, List
counts = DefaultDict[str, int](int)
counts["a"] = "many"  # E: assignment
names = List[str]()
names.append(3)  # E: arg-type

# case: generic-instance-variable-through-class-after-assignment
from typing import Generic, TypeVar
V = TypeVar("V")
class Slot(Generic[V]):
    content: V
Slot.content = 1  # E: misc: Access to generic instance variables via class is ambiguous
Slot.content  # E: misc: Access to generic instance variables via class is ambiguous

# case: generic-instance-variable-through-instance-after-assignment
from typing import Generic, TypeVar
V = TypeVar("V")
class Slot(Generic[V]):
    content: V
s = Slot[int]()
s.content = 1
n: int = s.content

# case: constrained-typevar-arguments-fitting-different-constraints
from typing import TypeVar
Text = TypeVar("Text", str, bytes)
def join_two(a: Text, b: Text) -> Text:
    return a + b
class Name(str): ...
def use(s: str, raw: bytes, n: Name) -> None:
    join_two(s, raw)  # E: type-var: Value of type variable "Text" of "join_two" cannot be "Sequence[object]"
    join_two(n, raw)  # E: type-var
    join_two(3, 4)  # E: type-var

# case: constrained-typevar-arguments-fitting-one-constraint
from typing import Any, TypeVar
Text = TypeVar("Text", str, bytes)
def join_two(a: Text, b: Text) -> Text:
    return a + b
class Name(str): ...
def use(s: str, raw: bytes, n: Name, x: Any) -> None:
    t: str = join_two(s, n)
    r: bytes = join_two(raw, raw)
    join_two(x, raw)
    join_two(s, x)

# case: invariant-arguments-leave-no-value-for-a-typevar
from typing import TypeVar
T = TypeVar("T")
N = TypeVar("N", bound=float)
def pair_up(a: list[T], b: list[T]) -> None: ...
def merge(a: dict[str, N], b: dict[str, N]) -> None: ...
def use(ints: list[int], texts: list[str], flags: list[bool]) -> None:
    pair_up(ints, texts)  # E: misc: Cannot infer value of type parameter "T" of "pair_up"
    pair_up(ints, flags)  # E: misc
    merge({"a": 1}, {"b": 2.5})  # E: misc

# case: invariant-arguments-that-agree-solve-the-typevar
from typing import Any, Sequence, TypeVar
T = TypeVar("T")
def pair_up(a: list[T], b: list[T]) -> T: raise NotImplementedError
def mixed(a: list[T], b: Sequence[T]) -> T: raise NotImplementedError
def use(ints: list[int], more: list[int], floats: list[float], nums: tuple[int, ...], anys: list[Any]) -> None:
    n: int = pair_up(ints, more)
    f: float = mixed(floats, nums)
    pair_up(ints, anys)
    pair_up(ints, [])

# case: mapping-subclass-index-checked
from typing import Generic, Iterator, Mapping, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Table(Mapping[K, V], Generic[V, K]):
    def __getitem__(self, key: K) -> V: raise KeyError(key)
    def __iter__(self) -> Iterator[K]: return iter([])
    def __len__(self) -> int: return 0
def read(t: Table[int, str], m: Mapping[str, bytes]) -> None:
    t[0]  # E: index: Invalid index type "int" for "Table[int, str]"; expected type "str"
    m[b"k"]  # E: index: Invalid index type "bytes" for "Mapping[str, bytes]"; expected type "str"

# case: mapping-subclass-index-that-fits
from typing import Generic, Iterator, Mapping, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Table(Mapping[K, V], Generic[V, K]):
    def __getitem__(self, key: K) -> V: raise KeyError(key)
    def __iter__(self) -> Iterator[K]: return iter([])
    def __len__(self) -> int: return 0
def read(t: Table[int, str], m: Mapping[str, bytes]) -> None:
    n: int = t["a"]
    b: bytes = m["k"]

# case: generic-class-without-constructor-takes-declared-arguments
from typing import Generic, TypeVar
T = TypeVar("T")
class Holder(Generic[T]):
    def put(self, x: T) -> T:
        return x
h: Holder[int] = Holder()
h.put("text")  # E: arg-type: Argument 1 to "put" of "Holder" has incompatible type "str"; expected "int"

# case: generic-class-without-constructor-in-context-silent
from typing import Generic, TypeVar
T = TypeVar("T")
class Holder(Generic[T]):
    def put(self, x: T) -> T:
        return x
h: Holder[int] = Holder()
n: int = h.put(3)
loose = Holder()
loose.put("anything")
reveal_type(h)  # N: reveal-type: Revealed type is "case.Holder[int]"

# case: a-callable-annotation-binds-the-type-variables-nothing-else-binds
from typing import Callable, TypeVar
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., object])
identity: Callable[[T], T] = lambda x: x
reveal_type(identity(1))  # N: reveal-type: Revealed type is "int"
class Wrapper:
    def __call__(self) -> None: ...
mark: Callable[[F], F]
mark(Wrapper())
def local() -> None:
    wrap: Callable[[T], list[T]]
    reveal_type(wrap("a"))  # N: reveal-type: Revealed type is "list[str]"

# case: a-generic-callable-variable-is-checked-per-call
from typing import Callable, TypeVar
T = TypeVar("T")
identity: Callable[[T], T]
text: str = identity(1)  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
items: list[T] = []  # E: valid-type: Type variable "case.T" is unbound

# case: an-instance-of-a-class-with-a-dynamic-base-may-be-a-type-variable
from typing import TypeVar
T = TypeVar("T")
def subclass_of(cls: type[T]) -> T:
    class Sub(cls):  # type: ignore[misc,valid-type]
        pass
    return Sub()

# case: an-instance-of-a-known-class-is-no-type-variable
from typing import TypeVar
T = TypeVar("T")
class Known: ...
def make(cls: type[T]) -> T:
    class Sub(Known):
        pass
    return Sub()  # E: return-value: Incompatible return value type (got "Sub", expected "T")

# case: generic-instance-variable-through-a-type-value-is-not-ambiguous
from typing import Generic, TypeVar
V = TypeVar("V")
class Buffer(Generic[V]):
    EMPTY: V
class TextBuffer(Buffer[str]):
    EMPTY = ""
def empty_of(kind: type[Buffer[str]]) -> str:
    return kind.EMPTY
class Holder:
    def __init__(self, kind: type[Buffer[bytes]]) -> None:
        self.kind = kind
        self.blank: bytes = self.kind.EMPTY

# case: generic-instance-variable-through-the-named-class-is-ambiguous
from typing import Generic, TypeVar
V = TypeVar("V")
class Buffer(Generic[V]):
    EMPTY: V
Buffer[str].EMPTY  # E: misc: Access to generic instance variables via class is ambiguous
Buffer.EMPTY = 3  # E: misc: Access to generic instance variables via class is ambiguous

# case: each-pass-over-a-constrained-body-declares-its-locals-afresh
from typing import Mapping, Sequence, TypeVar, Union
K = TypeVar("K", bytes, str)
def weigh(keys: Union[Sequence[str], Mapping[K, float]]) -> None:
    if isinstance(keys, Mapping):
        names, weights = list(keys.keys()), keys.values()
    else:
        weights = None
    reveal_type(weights)  # N: reveal-type: Revealed type is "typing.ValuesView[float] | None"

# case: a-union-parameter-solves-from-the-item-the-argument-fits
# mypy infers against the items of a union the argument can fit: a class object fits
# `type[T]` and not `Callable[[], type[T]]` (its constructor makes an instance, not a class),
# so T is the class; a factory fits the callable item only.
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
class App: ...
def make() -> type[App]: return App
def pick(t: type[T] | Callable[[], type[T]]) -> T: raise NotImplementedError
class Getter(Generic[T]):
    def __init__(self, t: type[T] | Callable[[], type[T]]) -> None: ...
reveal_type(pick(App))  # N: reveal-type: Revealed type is "case.App"
reveal_type(pick(make))  # N: reveal-type: Revealed type is "case.App"
reveal_type(Getter(App))  # N: reveal-type: Revealed type is "case.Getter[case.App]"
x: int = pick(App)  # E: assignment: Incompatible types in assignment (expression has type "App", variable has type "int")

# case: a-union-parameter-whose-items-disagree-solves-nothing
# Where the argument fits two items that would solve T differently, neither is taken and T
# stays unknown rather than guessed. (mypy solves T as Never there and then rejects the call.)
from typing import Any, TypeVar
T = TypeVar("T")
def either(v: tuple[T, int] | tuple[str, T]) -> T: raise NotImplementedError
reveal_type(either(("a", 1)))  # N: reveal-type: Revealed type is "Any"

# case: a-generic-subclass-inherits-its-bases-constructor-generically
# `class Sub(Base[T])` called bare takes Base's __init__ with Sub's own parameter: solved from
# the arguments and held to its bound (typeshed's redirect_stdout is such a class).
from contextlib import redirect_stdout
from typing import Generic, Protocol, TypeVar
class Writer(Protocol):
    def write(self, s: str, /) -> object: ...
T = TypeVar("T", bound=Writer | None)
class Base(Generic[T]):
    def __init__(self, target: T) -> None: ...
class Sub(Base[T]): ...
class Capture:
    def write(self, text: str) -> None: ...
class Pipe:
    def read(self) -> str: raise NotImplementedError
reveal_type(Sub(Capture()))  # N: reveal-type: Revealed type is "case.Sub[case.Capture]"
reveal_type(Sub(None))  # N: reveal-type: Revealed type is "case.Sub[None]"
Sub(Pipe())  # E: type-var: Value of type variable "T" of "Sub" cannot be "Pipe"
redirect_stdout(Pipe())  # E: type-var: Value of type variable "_SupportsRedirectT" of "redirect_stdout" cannot be "Pipe"
x: Sub[Capture] = Sub(Capture())

# case: a-type-variable-in-a-bound-outside-a-callable-is-unbound
from typing import Callable, TypeVar
T = TypeVar("T")
Listing = TypeVar("Listing", bound=list[T])  # E: valid-type: Type variable "case.T" is unbound
Either = TypeVar("Either", bound=int | T)  # E: valid-type: Type variable "case.T" is unbound

# case: a-type-variable-in-a-callable-bound-is-the-callables-own-silent
from typing import Callable, TypeVar
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., T])
G = TypeVar("G", bound=Callable[[int], list[T]])
def decorate(func: F) -> F:
    return func

# case: a-method-of-a-class-generic-in-a-constrained-variable-is-checked-per-constraint
from typing import AnyStr, Generic
class Buffer(Generic[AnyStr]):
    value: AnyStr
    def first(self) -> AnyStr:
        return 1  # E: return-value: Incompatible return value type (got "int", expected "bytes") # E: return-value: Incompatible return value type (got "int", expected "str")

# case: a-method-of-a-class-generic-in-a-constrained-variable-fits-each-constraint-silent
from typing import Any, AnyStr, Callable, Generic, TypeVar
Hook = TypeVar("Hook", Callable[[int], int], Callable[[str], str])
class Dispatch(Generic[Hook]):
    fallback: Hook
    def dispatch(self, found: Callable[..., Any] | None) -> Hook:
        return found if found is not None else self.fallback
class Buffer(Generic[AnyStr]):
    value: AnyStr
    def upper(self) -> AnyStr:
        if isinstance(self.value, str):
            return self.value.upper()
        return self.value

# case: a-bare-generic-class-object-fits-type-of-it-at-a-type-variable
# A class object stays generic (mypy: ``def [Row = tuple[Any, ...]] () -> Cursor[Row]``): it
# fits ``type[Cursor[Row]]`` at a type variable; at a type, its parameter takes the default
# (typing spec, generics_defaults_specialization: ``x2: type[Bar[int]] = Bar`` is an error).
from typing import Any, Generic
from typing_extensions import TypeVar
Row = TypeVar("Row", covariant=True, default=tuple[Any, ...])
class Cursor(Generic[Row]):
    pass
class Connection(Generic[Row]):
    cursor_factory: type[Cursor[Row]]
    def __init__(self) -> None:
        self.cursor_factory = Cursor
        factory: type[Cursor[Row]] = Cursor
rows: type[Cursor[tuple[Any, ...]]] = Cursor

# case: a-bare-generic-class-object-takes-its-defaults-for-type-of-it-at-a-type
from typing import Any, Generic
from typing_extensions import TypeVar
Row = TypeVar("Row", covariant=True, default=tuple[Any, ...])
class Cursor(Generic[Row]):
    pass
ints: type[Cursor[int]] = Cursor  # E: assignment # N: assignment

# case: an-unbounded-type-variable-has-only-objects-members
from typing import Generic, TypeVar
T = TypeVar("T")
def first(x: T) -> T:
    x[0]  # E: index: Value of type "object" is not indexable
    x.name  # E: attr-defined: "T" has no attribute "name"
    return x
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def label(self) -> str:
        return self.item.label  # E: attr-defined: "T" has no attribute "label"

# case: a-type-variable-uses-what-its-bound-constraints-or-object-give-silent
from typing import Sequence, TypeVar
T = TypeVar("T")
S = TypeVar("S", bound=Sequence[int])
C = TypeVar("C", int, str)
def same(x: T) -> T:
    print(x.__class__, x.__doc__, str(x), repr(x), x == x, hash(x))
    return x
def head(x: S) -> int:
    return x[0] + len(x)
def shout(x: C) -> C:
    return x.upper() if isinstance(x, str) else x

# case: a-local-annotated-with-an-unbound-type-variable-is-any-after-the-report
from typing import Generic, TypeVar
T = TypeVar("T")
S = TypeVar("S", bound="Box")
def derive(b: S) -> S:
    return b
class Box(Generic[T]):
    def split(self) -> "tuple[Box[T] | None, int]":
        g: S | None = None  # E: valid-type: Type variable "case.S" is unbound
        g = derive(self)
        return g, 0

# case: a-type-variable-bound-by-the-signature-is-no-any-in-a-local
from typing import TypeVar
S = TypeVar("S")
def keep(b: S) -> S:
    g: S | None = None
    g = b
    return g

# case: an-invariant-position-fixes-the-type-variable-for-the-other-arguments
from typing import Generic, TypeVar
T = TypeVar("T")
class Node(Generic[T]):
    def __init__(self, value: T) -> None:
        self.value = value
def append_to(item: T, items: list[T]) -> T:
    raise NotImplementedError
def attach(value: T, node: Node[T]) -> T:
    raise NotImplementedError
def graft(value: T, nodes: "list[Node[T]] | None") -> T:
    raise NotImplementedError
def use(names: list[str], named: Node[str]) -> None:
    reveal_type(append_to(1, names))  # N: reveal-type: Revealed type is "Any" # E: misc: Cannot infer value of type parameter "T" of "append_to"
    append_to(1, ["x"])  # E: misc: Cannot infer value of type parameter "T" of "append_to"
    attach(1, named)  # E: misc: Cannot infer value of type parameter "T" of "attach"
    graft(1, [named])  # E: misc: Cannot infer value of type parameter "T" of "graft"

# case: lower-bounds-an-invariant-position-takes-are-silent
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Node(Generic[T]):
    def __init__(self, value: T) -> None:
        self.value = value
def append_to(item: T, items: list[T]) -> T:
    raise NotImplementedError
def graft(value: T, nodes: "list[Node[T]] | None") -> T:
    raise NotImplementedError
def use(names: list[str], numbers: list[float], objects: list[object], unknown: list[Any], named: Node[str]) -> None:
    reveal_type(append_to("a", names))  # N: reveal-type: Revealed type is "str"
    reveal_type(append_to(1, numbers))  # N: reveal-type: Revealed type is "float"
    append_to(1, objects)
    append_to(1, unknown)
    append_to(1, [2.5])
    graft("a", [named])
    graft("a", None)

# case: unsolved-type-variable-takes-its-default
# PEP 696: a type variable no argument solves takes its default, in a call of a function, a
# constructor whose parameter names it, a classmethod or staticmethod through the bare class,
# and a ParamSpec's default parameter list.
from typing import Callable, Generic
from typing_extensions import ParamSpec, Self, TypeVar
T = TypeVar("T", default=int)
P = ParamSpec("P", default=[int, str])
class Box(Generic[T]):
    def __init__(self, item: T | None = None) -> None: ...
    def get(self) -> T: raise NotImplementedError
    @classmethod
    def empty(cls) -> "Box[T]": raise NotImplementedError
    @classmethod
    def again(cls) -> Self: raise NotImplementedError
    @staticmethod
    def blank() -> "Box[T]": raise NotImplementedError
def first(items: list[T] | None = None) -> T: raise NotImplementedError
def hook(f: Callable[P, None] | None = None) -> Callable[P, None]: raise NotImplementedError
s1: str = Box().get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
made = first()
s2: str = made  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
s3: str = Box.empty().get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
s4: str = Box.again().get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
s5: str = Box.blank().get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
hook()("a")  # E: call-arg: Too few arguments  # E: arg-type: Argument 1 has incompatible type "str"; expected "int"
def inside() -> None:
    s6: str = Box().get()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
    items = [first() for _ in range(3)]
    s7: list[str] = items  # E: assignment: Incompatible types in assignment (expression has type "list[int]", variable has type "list[str]")  # N: assignment

# case: solved-or-specialised-type-variable-overrides-its-default
from typing import Callable, Generic
from typing_extensions import ParamSpec, Self, TypeVar
T = TypeVar("T", default=int)
U = TypeVar("U")
P = ParamSpec("P", default=[int, str])
class Box(Generic[T]):
    def __init__(self, item: T | None = None) -> None: ...
    def get(self) -> T: raise NotImplementedError
    @classmethod
    def empty(cls) -> "Box[T]": raise NotImplementedError
    @classmethod
    def again(cls) -> Self: raise NotImplementedError
def first(items: list[T] | None = None) -> T: raise NotImplementedError
def hook(f: Callable[P, None] | None = None) -> Callable[P, None]: raise NotImplementedError
def on_bytes(b: bytes) -> None: ...
ok1: str = Box("a").get()
ok2: str = Box[str].empty().get()
ok3: str = Box[str].again().get()
hook()(1, "a")
hook(on_bytes)(b"")
ok4: str = first(["a"])
ok5: int = Box().get() + first()
def ok_inside(b: Box, u: Callable[[U], U]) -> None:
    ok6: int = b.get()
    ok7: list[str] = [first(["a"]) for _ in range(3)]

# case: a-classmethod-through-the-bare-class-takes-the-context-before-its-default
# (trio testing/_raises_group.py:610: ``self.excinfo: ExceptionInfo[BaseExceptionGroup[E]] =
# ExceptionInfo.for_later()``: mypy's ``def [M = BaseException] () -> Info[M]`` solves M from
# the declared target; the default is only for what nothing tells)
from typing import Generic
from typing_extensions import TypeVar
M = TypeVar("M", bound=BaseException, default=BaseException, covariant=True)
class Info(Generic[M]):
    @classmethod
    def later(cls) -> "Info[M]":
        return cls()
    @classmethod
    def of(cls, exc: M) -> "Info[M]":  # E: misc: Cannot use a covariant type variable as a parameter
        return cls()
reveal_type(Info.later)  # N: reveal-type: Revealed type is "def [M <: BaseException] () -> case.Info[M]"
reveal_type(Info.later())  # N: reveal-type: Revealed type is "case.Info[BaseException]"
reveal_type(Info.of(KeyError()))  # N: reveal-type: Revealed type is "case.Info[KeyError]"
wanted: Info[ValueError] = Info.later()
def keyed(k: KeyError) -> None:
    other: Info[ValueError] = Info.of(k)  # E: arg-type: Argument 1 to "of" of "Info" has incompatible type "KeyError"; expected "ValueError"

# case: a-classmethod-through-the-bare-class-with-a-default-silent
from typing import Generic
from typing_extensions import TypeVar
M = TypeVar("M", bound=BaseException, default=BaseException, covariant=True)
class Info(Generic[M]):
    @classmethod
    def later(cls) -> "Info[M]":
        return cls()
class Group(Generic[M]):
    def __init__(self) -> None:
        self.info: Info[ValueError] = Info.later()
        self.base = Info.later()
        self.narrow: Info[LookupError] = Info[KeyError].later()

# case: defaults-give-way-to-arguments-and-context
# A PEP 696 default is for a variable nothing tells: a declared target tells it (a TypeVarTuple
# too), a static or overloaded method read through the bare class stays generic in the
# class's parameters, and an argument given for a parameter that names it is not overruled.
from typing import Any, Awaitable, Callable, Generic, Protocol, overload
from typing_extensions import TypeVar, TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts", default=Unpack[tuple[()]])
Row = TypeVar("Row", covariant=True, default=tuple[Any, ...])
class Signal(Generic[Unpack[Ts]]):
    def __init__(self, owner: object) -> None: ...
class Factory(Protocol[Row]):
    def __call__(self, raw: bytes) -> Row: ...
def dict_row(raw: bytes) -> dict[str, Any]:
    return {}
class Cursor(Generic[Row]):
    @overload
    def __init__(self, conn: int) -> None: ...
    @overload
    def __init__(self, conn: int, *, factory: Factory[Row]) -> None: ...
    def __init__(self, conn: int, *, factory: "Factory[Row] | None" = None) -> None: ...
    def fetch(self) -> list[Row]:
        return []
    @staticmethod
    def _on_notice(cursor: "Cursor[Row]") -> None: ...
class Server(Cursor[Row]):
    def __init__(self, conn: int, factory: "Factory[Row]") -> None:
        Cursor.__init__(self, conn, factory=factory)
        Cursor._on_notice(self)
class App:
    def __init__(self) -> None:
        self.on_start: Signal[App] = Signal(self)
        plain = Signal(self)
        reveal_type(plain)  # N: reveal-type: Revealed type is "case.Signal[()]"

# case: an-attribute-bound-from-a-constrained-variable-keeps-the-variable
# The methods of a class generic in a constrained variable are checked once per constraint;
# ``self.v = v`` is of type S in all of them, not of the last pass's constraint.
from typing import Generic, TypeVar
S = TypeVar("S", int, str)
class Box(Generic[S]):
    def __init__(self, v: S) -> None:
        self.v = v
    def get(self) -> S:
        return self.v
    def same(self, other: "Box[S]") -> S:
        return other.v

# case: an-attribute-bound-from-a-plain-value-is-no-constrained-variable
from typing import Generic, TypeVar
S = TypeVar("S", int, str)
class Box(Generic[S]):
    def __init__(self, v: S) -> None:
        self.v = v
        self.n = 0
    def get(self) -> S:
        return self.n  # E: return-value: Incompatible return value type (got "int", expected "str")

# case: typevar-default-fits-a-bound-with-any-arguments
import typing
from typing import IO, Any
from typing_extensions import TypeVar
IOT = TypeVar("IOT", bound=typing.IO[typing.Any], default=typing.IO[str])
L = TypeVar("L", bound=list[Any], default=list[str])

# case: typevar-default-outside-a-bound-with-any-arguments
from typing import IO, Any
from typing_extensions import TypeVar
A = TypeVar("A", bound=IO[Any], default=list[str])  # E: misc: TypeVar default must be a subtype of the bound type

# case: a-callable-attribute-owns-the-type-variables-its-class-does-not-bind
from typing import Callable, Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Table(Generic[V]):
    lookup: Callable[[K], V]
    pair: Callable[[K], tuple[V, K]]
    def __init__(self) -> None:
        self.convert: Callable[[K], K]
def read(t: Table[V], named: Table[str]) -> V:
    reveal_type(named.lookup)  # N: reveal-type: Revealed type is "def [K] (K) -> str"
    reveal_type(t.convert(b""))  # N: reveal-type: Revealed type is "bytes"
    return t.pair(1)[1]  # E: return-value: Incompatible return value type (got "int", expected "V")

# case: a-callable-attribute-owns-the-type-variables-its-class-does-not-bind-silent
from typing import Callable, Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Table(Generic[V]):
    lookup: Callable[[K], V]
    pair: Callable[[K], tuple[V, K]]
    def __init__(self) -> None:
        self.convert: Callable[[K], K]
def read(t: Table[V], named: Table[str]) -> V:
    named.lookup(1).upper()
    t.convert("x").upper()
    return t.lookup(3.5)

# case: a-callable-attribute-declared-with-its-methods-type-variable-holds-that-variable
# libcst's matchers: ``self._func: Callable[[T], bool] = func`` in an ``__init__`` generic in
# T; the attribute is no generic callable (mypy), so it does not take any object.
from typing import Callable, TypeVar
T = TypeVar("T")
class Matcher:
    def __init__(self, func: Callable[[T], bool]) -> None:
        self._func: Callable[[T], bool] = func
    @property
    def func(self) -> Callable[[object], bool]:
        return self._func  # E: return-value: Incompatible return value type (got "Callable[[T], bool]", expected "Callable[[object], bool]") # N: return-value

# case: a-callable-attribute-declared-with-its-methods-type-variable-silent-where-it-fits
from typing import Any, Callable, TypeVar
T = TypeVar("T")
class Matcher:
    def __init__(self, func: Callable[[T], bool]) -> None:
        self._func: Callable[[T], bool] = func
    @property
    def func(self) -> Callable[[Any], bool]:
        return self._func

# case: constrained-type-variable-as-argument-of-a-constrained-one
# ``C[S]`` where both variables are constrained: each of S's constraints must be one of T's,
# in a base class and in an annotation (mypy, pyright).
from typing import Generic, TypeVar
T = TypeVar("T", int, str)
S = TypeVar("S", int, bytes)
class Box(Generic[T]): ...
class Bytes(Box[S]): ...  # E: type-var: Invalid type argument value for "Box"
def unwrap(b: Box[S]) -> S: raise NotImplementedError  # E: type-var: Invalid type argument value for "Box"

# case: unconstrained-type-variable-as-argument-of-a-constrained-one
# ``C[S]`` where S has no constraints (a bound is none): S may be anything (mypy).
from typing import Generic, TypeVar
T = TypeVar("T", int, str)
S = TypeVar("S")
N = TypeVar("N", bound=int)
class Box(Generic[T]): ...
class Holder(Generic[S]):
    box: Box[S]  # E: type-var: Type variable "S" not valid as type argument value for "Box"
def unwrap(b: S, n: N) -> None:
    inner: Box[N]  # E: type-var: Type variable "N" not valid as type argument value for "Box"
Alias = Box[S]
def fine(a: Alias[int]) -> None: ...

# case: constrained-type-variable-as-argument-of-a-constrained-one-silent
# The same constraints in another order, or the class's own variable, fit.
from typing import Generic, TypeVar
T = TypeVar("T", int, str)
U = TypeVar("U", str, int)
class Box(Generic[T]): ...
class Text(Box[U]): ...
class Again(Box[T]): ...
def unwrap(b: Box[U]) -> U: raise NotImplementedError
