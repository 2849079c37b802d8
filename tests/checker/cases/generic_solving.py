# Solving a call's type variables: whose variable it is, what an overload item's solution asks
# of a callback, and what a constrained type variable takes (issue 23).

# case: a-type-variable-one-method-binds-is-not-another-methods
from typing import Callable, Generic, TypeVar
R = TypeVar("R")
T = TypeVar("T")
class Initialize(Generic[R]):
    def __init__(self, callback: Callable[[T], R]) -> None:
        self.callback = callback
    def __call__(self, obj: T) -> R:
        return self.callback(obj)  # E: arg-type: Argument 1 has incompatible type "T@__call__"; expected "T@__init__"

# case: a-stored-paramspec-callables-return-variable-is-the-methods-too
# ``Callable[P, R]`` stored beside ``Future[R]``: its R is the same stored variable (renamed to
# the method's like the others; the ParamSpec kept as it was), so a value of the reading
# method's own R fits neither.
from concurrent.futures import Future
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
class WorkItem:
    def __init__(self, future: "Future[R]", fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> None:
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs
    def other(self, value: R) -> R:
        self.future.set_result(value)  # E: arg-type: Argument 1 to "set_result" of "Future" has incompatible type "R@other"; expected "R@__init__"
        return self.fn(*self.args, **self.kwargs)  # E: return-value: Incompatible return value type (got "R@__init__", expected "R@other")

# case: a-stored-paramspec-callables-result-fits-the-stored-future
# (asgiref current_thread_executor.py:41: the result of ``self.fn(*self.args, **self.kwargs)``
# was another R than the future's)
from concurrent.futures import Future
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
class WorkItem:
    def __init__(self, future: "Future[R]", fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> None:
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs
    def run(self) -> None:
        self.future.set_result(self.fn(*self.args, **self.kwargs))
        result = self.fn(*self.args, **self.kwargs)
        self.future.set_result(result)

# case: a-class-nested-in-a-generic-class-binds-the-outer-variable-per-method
from typing import Generic, Hashable, TypeVar
S = TypeVar("S", bound=Hashable)
class Select(Generic[S]):
    class Changed:
        def __init__(self, select: "Select[S]") -> None:
            self.select = select
        def control(self) -> "Select[S]":
            return self.select  # E: return-value: Incompatible return value type (got "Select[S@__init__]", expected "Select[S@control]")

# case: another-class-reading-the-stored-variable-has-its-own
from typing import TypeVar
T = TypeVar("T")
class Box:
    def __init__(self, x: T) -> None:
        self.x = x
class Other:
    def take(self, b: Box, z: T) -> T:
        return b.x  # E: return-value: Incompatible return value type (got "T@__init__", expected "T@take")

# case: a-method-variable-stays-one-where-it-is-bound
from typing import Any, Callable, Generic, TypeVar
T = TypeVar("T")
R = TypeVar("R")
class Box:
    def __init__(self, cb: Callable[[T], R], x: T) -> None:
        self.cb = cb
        self.cb(x)
        def inner(y: T) -> None:
            self.cb(y)
        inner(x)
    def run(self, v: Any) -> None:
        self.cb(v)

# case: a-class-that-binds-the-variable-shares-it-with-its-methods
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
class Gen(Generic[T]):
    def __init__(self, cb: Callable[[T], int]) -> None:
        self.cb = cb
    def run(self, x: T) -> int:
        return self.cb(x)

# case: a-class-in-a-generic-function-shares-the-functions-variable
from typing import TypeVar
T = TypeVar("T")
def outer(x: T) -> T:
    class Local:
        def __init__(self, v: T) -> None:
            self.v = v
        def get(self) -> T:
            return self.v
    return Local(x).get()

# case: an-overload-item-whose-callback-cannot-take-the-solution-does-not-fit
from typing import Any
class RowKey: ...
class ColumnKey: ...
def by_row(row: tuple[RowKey, dict[ColumnKey | str, int]]) -> Any: ...
def order(data: dict[RowKey, dict[ColumnKey, int]]) -> None:
    sorted(data.items(), key=by_row)  # E: arg-type: Argument "key" to "sorted" has incompatible type "Callable[[tuple[RowKey, dict[ColumnKey | str, int]]], Any]"; expected "Callable[[tuple[RowKey, dict[ColumnKey, int]]], SupportsDunderLT[Any] | SupportsDunderGT[Any]]"  # N: arg-type

# case: a-solution-may-hold-the-callers-type-variable
from typing import Any, TypeVar
C = TypeVar("C")
def order(data: dict[str, dict[int, C]]) -> None:
    def by_row(row: tuple[str, dict[int | str, C]]) -> Any: ...
    sorted(data.items(), key=by_row)  # E: arg-type: Argument "key" to "sorted" has incompatible type "Callable[[tuple[str, dict[int | str, C]]], Any]"; expected "Callable[[tuple[str, dict[int, C]]], SupportsDunderLT[Any] | SupportsDunderGT[Any]]"  # N: arg-type

# case: callbacks-that-take-the-solution-fit-the-overload
from typing import Any, Sequence, TypeVar
C = TypeVar("C")
def by_pair(row: tuple[str, dict[int, int]]) -> Any: ...
def wider(row: Sequence[object]) -> int: raise NotImplementedError
def order(data: dict[str, dict[int, int]], loose: list[Any], generic: dict[str, C]) -> None:
    sorted(data.items(), key=by_pair)
    sorted(data.items(), key=wider)
    sorted(loose, key=by_pair)
    max(data.items(), key=by_pair)

# case: a-lambda-key-is-inferred-in-the-items-context
from typing import Any, TypeVar
C = TypeVar("C")
def order(data: dict[str, dict[int, int]], generic: dict[str, C]) -> None:
    sorted(data.items(), key=lambda row: row[0])
    sorted(generic.items(), key=lambda row: row[0])

# case: a-union-argument-for-a-constrained-type-variable
from typing import AnyStr
def plain(p: AnyStr) -> AnyStr: raise NotImplementedError
def g(u: str | bytes) -> None:
    plain(u)  # E: type-var: Value of type variable "AnyStr" of "plain" cannot be "str | bytes"

# case: constrained-type-variables-that-one-constraint-takes
from typing import AnyStr, Optional, TypeVar
V = TypeVar("V", int, Optional[str])
def plain(p: AnyStr) -> AnyStr: raise NotImplementedError
def opt(v: V) -> V: raise NotImplementedError
def g(s: str, maybe: str | None, a: AnyStr) -> AnyStr:
    plain(s)
    plain(b"x")
    opt(maybe)
    return plain(a)

# case: an-overloaded-call-tries-each-member-of-a-union-argument
import os
def g(u: str | bytes) -> None:
    reveal_type(os.path.basename(u))  # N: reveal-type: Revealed type is "str | bytes"

# case: an-overloaded-callable-whose-items-share-a-result-solves-it
from typing import Any
def parse(values: Any, words: list[str]) -> None:
    reveal_type(map(int, values))  # N: reveal-type: Revealed type is "map[int]"
    spec = tuple(map(int, values))
    spec = ("a",)  # E: assignment: Incompatible types in assignment (expression has type "tuple[str]", variable has type "tuple[int, ...]") # N: assignment: Item 1 "str" does not fit "int"

# case: an-unknown-union-member-solves-to-any-without-an-annotation
from typing import Any, MutableMapping
def walk(scope: MutableMapping[str, Any], walker: object) -> None:
    current = set(getattr(walker, "shallow", set()))
    reveal_type(current)  # N: reveal-type: Revealed type is "set[Any]"
    version = tuple(map(int, scope.get("asgi", {}).get("spec_version", "2.0").split(".")))
    reveal_type(version)  # N: reveal-type: Revealed type is "tuple[int, ...]"

# case: an-unknown-argument-for-a-generic-parameter-solves-its-variables-to-any
from typing import Any, Generic, Optional, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, value: T) -> None: ...
class Other:
    pass
def wrap(items: list[T]) -> Box[T]: raise NotImplementedError
def maybe(value: Optional[T]) -> Box[T]: raise NotImplementedError
def use(unknown: Any) -> None:
    boxed = wrap(unknown)
    reveal_type(boxed)  # N: reveal-type: Revealed type is "case.Box[Any]"
    boxed = Other()  # E: assignment: Incompatible types in assignment (expression has type "Other", variable has type "Box[Any]")
    held = maybe(unknown)
    held = Other()  # E: assignment: Incompatible types in assignment (expression has type "Other", variable has type "Box[Any]")

# case: an-unknown-argument-for-a-generic-parameter-takes-any-value-silent
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, value: T) -> None: ...
    def put(self, value: T) -> None: ...
def wrap(items: list[T]) -> Box[T]: raise NotImplementedError
def use(unknown: Any) -> None:
    boxed = wrap(unknown)
    boxed.put(1)
    boxed.put("s")
    boxed = Box(2)

# case: a-variable-solved-inside-another-type-must-keep-its-bound
from typing import Callable, Generic, Iterable, Sequence, TypeVar
N = TypeVar("N", bound=float)
K = TypeVar("K")
def largest(xs: Sequence[N]) -> N: raise NotImplementedError
def compute(f: Callable[[K], N], x: K) -> N: raise NotImplementedError
def produce(f: Callable[[], N]) -> N: raise NotImplementedError
def name() -> str: raise NotImplementedError
largest(["a"])  # E: type-var: Value of type variable "N" of "largest" cannot be "str"
words = ("a", "b")
largest(words)  # E: type-var: Value of type variable "N" of "largest" cannot be "str"
compute(lambda s: s.upper(), "a")  # E: type-var: Value of type variable "N" of "compute" cannot be "str"
produce(name)  # E: type-var: Value of type variable "N" of "produce" cannot be "str"
class Comparable:
    def __lt__(self, other: "Comparable") -> bool: raise NotImplementedError
C = TypeVar("C", bound=Comparable)
def order(xs: Iterable[C]) -> list[C]: raise NotImplementedError
class Plain: ...
order([Plain()])  # E: type-var: Value of type variable "C" of "order" cannot be "Plain"

# case: a-variable-solved-inside-another-type-within-its-bound
from typing import Any, Callable, Iterable, Sequence, TypeVar
N = TypeVar("N", bound=float)
K = TypeVar("K")
def largest(xs: Sequence[N]) -> N: raise NotImplementedError
def compute(f: Callable[[K], N], x: K) -> N: raise NotImplementedError
def produce(f: Callable[[], N]) -> N: raise NotImplementedError
def count() -> int: raise NotImplementedError
def unknown(xs: list[Any], ys: Sequence[Any]) -> None:
    reveal_type(largest([1, 2.5]))  # N: reveal-type: Revealed type is "float"
    largest(xs)
    largest(ys)
    reveal_type(compute(len, "abc"))  # N: reveal-type: Revealed type is "int"
    reveal_type(produce(count))  # N: reveal-type: Revealed type is "int"
class Sub(float): ...
reveal_type(largest([Sub()]))  # N: reveal-type: Revealed type is "case.Sub"
B = TypeVar("B", bound="Node[Any]")
class Node(Iterable[B]): ...
def kids(n: Sequence[B]) -> B: raise NotImplementedError

# case: a-callback-is-checked-against-the-solved-parameters-when-its-result-is-generic
from typing import Callable, Sized, TypeVar
K = TypeVar("K")
R = TypeVar("R")
def apply(f: Callable[[K], R], x: K) -> R: raise NotImplementedError
def measure(o: Sized) -> int: raise NotImplementedError
def shout(s: str) -> str: raise NotImplementedError
apply(measure, 3)  # E: arg-type: Argument 1 to "apply" has incompatible type "Callable[[Sized], int]"; expected "Callable[[int], int]" # N: arg-type: Parameter 1 "Sized" does not accept "int"
apply(shout, 3)  # E: arg-type: Argument 1 to "apply" has incompatible type "Callable[[str], str]"; expected "Callable[[int], str]" # N: arg-type: Parameter 1 "str" does not accept "int"
apply(len, 3)  # E: arg-type # N: arg-type

# case: a-callback-that-takes-the-solved-parameters-fits-whatever-its-result
from typing import Callable, Sized, TypeVar
K = TypeVar("K")
R = TypeVar("R")
def apply(f: Callable[[K], R], x: K) -> R: raise NotImplementedError
def measure(o: Sized) -> int: raise NotImplementedError
def shout(s: object) -> str: raise NotImplementedError
reveal_type(apply(measure, "abc"))  # N: reveal-type: Revealed type is "int"
reveal_type(apply(shout, 3))  # N: reveal-type: Revealed type is "str"
reveal_type(apply(len, [1]))  # N: reveal-type: Revealed type is "int"

# case: a-mapping-for-a-mapping-or-iterable-of-pairs-solves-from-the-mapping-alone
# A Mapping with tuple keys is also an Iterable of pairs: two union items fit and disagree, so
# mypy deduces nothing from them (any_constraints) and the result keeps the declared types; a
# dict of other keys fits the Mapping item only.
from typing import Iterable, Mapping, TypeVar
K = TypeVar("K")
V = TypeVar("V")
KU = TypeVar("KU")
VU = TypeVar("VU")
class Trie(Mapping[K, V]):
    def update(self, *args: Mapping[KU, VU] | Iterable[tuple[KU, VU]]) -> "Trie[K | KU, V | VU]":
        raise NotImplementedError
def f(a: Trie[tuple[str, str], int], b: Trie[tuple[str, str], int], c: list[tuple[str, bytes]]) -> None:
    x: Trie[tuple[str, str], int] = a.update(b)
    reveal_type(a.update(c))  # N: reveal-type: Revealed type is "case.Trie[tuple[str, str] | str, int | bytes]"
    reveal_type(a.update({1: 2}))  # N: reveal-type: Revealed type is "case.Trie[tuple[str, str] | int, int]"

# case: a-union-actual-with-an-any-member-solves-t-or-none-as-any
# (mypy infers from each member of the union on its own and joins them: with an Any, Any)
import re
from typing import Any, Self, TypeVar
T = TypeVar("T")
def one(x: T | None) -> T: raise NotImplementedError
class Text(str):
    def __new__(cls, data: str, rawsource: None = None) -> Self:
        return str.__new__(cls, data)
def f(r: re.Pattern[str], target: str, v: str | Any | None, w: str | None) -> None:
    for sub in filter(None, r.split(target)):
        reveal_type(sub)  # N: reveal-type: Revealed type is "Any"
        Text(sub, sub)
    reveal_type(one(v))  # N: reveal-type: Revealed type is "Any"
    Text(one(w), "")  # E: arg-type: Argument 2 to "Text" has incompatible type "str"; expected "None"

# case: a-union-actual-without-any-solves-t-or-none-as-its-members-silent
from typing import TypeVar
T = TypeVar("T")
def one(x: T | None) -> T: raise NotImplementedError
def f(w: str | None, xs: list[str | None]) -> None:
    reveal_type(one(w))  # N: reveal-type: Revealed type is "str"
    for s in filter(None, xs):
        reveal_type(s)  # N: reveal-type: Revealed type is "str"

# case: a-constrained-type-variable-solved-inside-another-type-to-no-constraint-is-reported
# (mypy names the value the arguments give, whichever type holds the variable; babel mofile.py's
# ``array.array("i", offsets)`` with tuples is this rule through an overloaded ``__new__``, not
# reached yet)
from typing import Generic, Iterable, TypeVar
T = TypeVar("T", int, str)
def g(x: Iterable[T]) -> T: raise NotImplementedError
class Box(Generic[T]):
    def __init__(self, x: Iterable[T]) -> None: raise NotImplementedError
def f(t: list[tuple[int, int]], fl: list[float]) -> None:
    g(t)  # E: type-var: Value of type variable "T" of "g" cannot be "tuple[int, int]"
    g(fl)  # E: type-var: Value of type variable "T" of "g" cannot be "float"
    Box(t)  # E: type-var: Value of type variable "T" of "Box" cannot be "tuple[int, int]"

# case: a-constrained-type-variable-solved-inside-another-type-to-a-constraint-is-silent
from typing import Any, Generic, Iterable, TypeVar
T = TypeVar("T", int, str)
def g(x: Iterable[T]) -> T: raise NotImplementedError
class Box(Generic[T]):
    def __init__(self, x: Iterable[T]) -> None: raise NotImplementedError
def f(i: list[int], s: list[str], b: list[bool], a: list[Any], lit: list[Any]) -> None:
    g(i)
    g(s)
    g(b)
    g(a)
    Box(i)
    Box(["x", "y"])

# case: a-decorated-functions-declared-literal-return-solves-the-decorators-variable
import functools
from typing import Callable, Literal, TypeVar
T = TypeVar("T")
def keep(f: Callable[..., T]) -> Callable[..., T]:
    return f
@keep
def mode(arg: str) -> Literal["r", "w"]:
    return "r"
def use(arg: str) -> None:
    m: Literal["r"] = mode(arg)  # E: assignment: Incompatible types in assignment (expression has type "Literal['r', 'w']", variable has type "Literal['r']")  # N: assignment: Item "Literal['w']" does not fit

# case: a-cached-functions-literal-tuple-unpacks-into-literal-parameters
import functools
import warnings
from typing import Callable, Literal, TypeVar
T = TypeVar("T")
def keep(f: Callable[..., T]) -> Callable[..., T]:
    return f
@functools.lru_cache(maxsize=50)
def parse(arg: str) -> tuple[warnings._ActionKind, str]:
    return ("error", arg)
@keep
def mode(arg: str) -> Literal["r", "w"]:
    return "r"
def use(arg: str) -> None:
    warnings.filterwarnings(*parse(arg))
    m: Literal["r", "w"] = mode(arg)
    n = keep(lambda: "r")()
    n = "other"

# case: a-context-chooses-the-constraint-and-the-arguments-must-fit-it
from typing import AnyStr, Generic, NamedTuple
class Result(NamedTuple, Generic[AnyStr]):
    out: AnyStr
    err: AnyStr
class Base(Generic[AnyStr]):
    def snap(self) -> AnyStr:
        raise NotImplementedError
class Multi(Generic[AnyStr]):
    def __init__(self, out: Base[AnyStr] | None) -> None:
        self.out: Base[AnyStr] | None = out
    def read(self) -> Result[AnyStr]:
        out = self.out.snap() if self.out else ""
        return Result(out, out)  # E: arg-type: Argument 1 to "Result" has incompatible type "bytes | str"; expected "bytes" # N: arg-type: Item "str" does not fit # E: arg-type: Argument 2 to "Result" has incompatible type "bytes | str"; expected "bytes" # N: arg-type: Item "str" does not fit
def pair(a: str | bytes) -> None:
    Result(a, a)  # E: type-var: Value of type variable "AnyStr" of "Result" cannot be "str | bytes"

# case: a-context-that-chooses-a-constraint-the-arguments-fit-is-silent
from typing import AnyStr, Generic, NamedTuple
class Result(NamedTuple, Generic[AnyStr]):
    out: AnyStr
    err: AnyStr
def read(text: str, data: bytes, s: AnyStr) -> None:
    r: Result[str] = Result(text, text)
    b: Result[bytes] = Result(data, data)
    g: Result[AnyStr] = Result(s, s)

# case: a-generic-call-is-solved-from-its-target-before-its-arguments
# mypy solves the variables from the declared target first, then checks the arguments against
# that solution: the argument that does not fit is what is reported.
from typing import Optional, Sequence, TypeVar
T = TypeVar("T")
def make_list(v: T) -> list[T]:
    return [v]
def pair(a: T, b: T) -> list[T]:
    return [a, b]
def maybe(v: T) -> Optional[list[T]]:
    return None
def takes(xs: list[int]) -> None: ...
a: list[int] = make_list("a")  # E: arg-type: Argument 1 to "make_list" has incompatible type "str"; expected "int"
b: Sequence[int] = make_list("a")  # E: arg-type: Argument 1 to "make_list" has incompatible type "str"; expected "int"
c: list[int] | None = make_list("a")  # E: arg-type: Argument 1 to "make_list" has incompatible type "str"; expected "int"
d: list[int] = pair(1, "a")  # E: arg-type: Argument 2 to "pair" has incompatible type "str"; expected "int"
e: Optional[list[int]] = maybe("a")  # E: arg-type: Argument 1 to "maybe" has incompatible type "str"; expected "int"
takes(make_list("b"))  # E: arg-type: Argument 1 to "make_list" has incompatible type "str"; expected "int"
def made() -> list[int]:
    return make_list(
        "c",  # E: arg-type: Argument 1 to "make_list" has incompatible type "str"; expected "int"
    )

# case: a-generic-call-whose-arguments-fit-its-target-stays-silent
from typing import Optional, Sequence, TypeVar
T = TypeVar("T")
def make_list(v: T) -> list[T]:
    return [v]
def maybe(v: T) -> Optional[list[T]]:
    return None
a: list[object] = make_list(1)
b: Sequence[float] = make_list(1)
c: list[float] | None = maybe(1)
d: list[int] | list[str] = make_list("a")  # (the arguments alone make a member of the target)
def made() -> list[float]:
    return make_list(1)

# case: a-bare-type-variable-returned-is-not-solved-from-a-plain-target
# As mypy: the argument may be any subtype of a plain target; the assignment is what is wrong.
from typing import TypeVar
T = TypeVar("T")
def ident(v: T) -> T:
    return v
a: int = ident("a")  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
b: list[int] = ident(["a"])  # E: list-item

# case: a-bare-type-variable-returned-into-a-fitting-target-stays-silent
# (nor into a union of generic instances: the assignment is reported, as by mypy)
from typing import Generic, TypeVar
T = TypeVar("T")
def ident(v: T) -> T:
    return v
a: float = ident(1)
b: list[float] = ident([1])
c: object = ident("a")
class Box(Generic[T]): ...
def narrow(b: Box[object]) -> None:
    d: Box[int] | list[int] = ident(b)  # E: assignment: Incompatible types in assignment (expression has type "Box[object]", variable has type "Box[int] | list[int]")

# case: an-awaited-generic-call-is-solved-from-the-awaited-target
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
async def run(func: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    return func(*args, **kwargs)
def loose(x: int) -> str | bytes:
    return ""
async def main() -> None:
    r: str = await run(loose, 1)  # E: arg-type: Argument 1 to "run" has incompatible type "Callable[[int], str | bytes]"; expected "Callable[[int], str]" # N: arg-type

# case: an-awaited-generic-call-that-fits-its-target-stays-silent
from typing import Callable, ParamSpec, TypeVar
P = ParamSpec("P")
T = TypeVar("T")
async def run(func: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    return func(*args, **kwargs)
def loose(x: int) -> str | bytes:
    return ""
def tight(x: int) -> str:
    return ""
async def main() -> None:
    r: str = await run(tight, 1)
    s: object = await run(loose, 1)
    t: str | bytes | None = await run(loose, 1)

# case: the-calls-in-a-display-argument-are-solved-from-the-solved-call
# mypy infers the arguments again in the solved parameters' context: a generic call among a
# display's items is solved from it, and what does not fit is reported on that call.
from typing import Generic, TypeVar
T = TypeVar("T")
class Node(Generic[T]):
    def __init__(self, v: T, children: "list[Node[T]] | None" = None) -> None:
        self.v = v
def tree(v: T, kids: dict[str, list[Node[T]]]) -> T:
    return v
n = Node(1, [Node(2), Node("3")])  # E: arg-type: Argument 1 to "Node" has incompatible type "str"; expected "int"
reveal_type(n)  # N: reveal-type: Revealed type is "case.Node[int]"
tree(1, {"a": [Node(2), Node("3")]})  # E: arg-type: Argument 1 to "Node" has incompatible type "str"; expected "int"

# case: the-calls-in-a-display-argument-that-fit-the-solution-stay-silent
# (a call whose result the context does not change solves the variables as any item does)
from typing import Generic, TypeVar
T = TypeVar("T")
class Node(Generic[T]):
    def __init__(self, v: T, children: "list[Node[T]] | None" = None) -> None:
        self.v = v
def as_float(s: str) -> float:
    return float(s)
def both(a: T, b: list[T]) -> T:
    return a
ok = Node(1, [Node(2), Node(3)])
loose = Node(1.5, [Node(2), Node(3.5)])
wide = both(1, [as_float("2")])
reveal_type(wide)  # N: reveal-type: Revealed type is "float"

# case: a-generic-function-passed-to-a-call-solved-from-its-target-stays-silent
# (its own variables are solved against the target's solution: ``Future[_T]`` is a ``Future[T_co]``)
import asyncio
import concurrent.futures
from contextvars import copy_context
from typing import Any, Coroutine, Generic, TypeVar
T_co = TypeVar("T_co")
class Runner(Generic[T_co]):
    def go(self, coro: Coroutine[Any, Any, T_co], loop: asyncio.AbstractEventLoop) -> T_co:
        context = copy_context()
        f: concurrent.futures.Future[T_co] = context.run(asyncio.run_coroutine_threadsafe, coro, loop=loop)
        return f.result()

# case: a-bare-type-variable-result-takes-no-plain-context-for-its-constraint
# (flask sansio/scaffold.py:751: ``return os.path.dirname(origin)`` of a ``str | None`` in a
# function returning ``str``: mypy reports the constraint, not an argument the context chose)
import os
from typing import TypeVar
S = TypeVar("S", str, bytes)
def same(p: S) -> S:
    return p
def parent(origin: str | None) -> str:
    return os.path.dirname(origin)  # E: type-var: Value of type variable "AnyOrLiteralStr" of "dirname" cannot be "str | None"
def kept(origin: str | None) -> str:
    return same(origin)  # E: type-var: Value of type variable "S" of "same" cannot be "str | None"

# case: a-bare-type-variable-result-fits-a-plain-context-silent
import os
from typing import TypeVar
S = TypeVar("S", str, bytes)
def same(p: S) -> S:
    return p
def parent(origin: str, data: bytes) -> str:
    b: bytes = same(data)
    return os.path.dirname(origin) + same(origin)

# case: the-context-solves-first-and-the-arguments-must-fit-that-solution
# (werkzeug datastructures/structures.py:723: ``rv: list[_omd_bucket[K, V]] =
# dict.__getitem__(self, key)  # type: ignore[index]``: mypy solves _VT from the declared list,
# so the misfit is the argument, reported as the index of ``__getitem__``)
from typing import Callable, Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")
class Bucket(Generic[K, V]): ...
class Multi(dict[K, V]):
    def getlist(self, key: K) -> None:
        rv: list[Bucket[K, V]] = dict.__getitem__(self, key)  # E: index: Invalid index type "Multi[K, V]" for "type[dict]"; expected type "dict[K, list[Bucket[K, V]]]"
def make_list(a: T) -> list[T]: ...  # E: empty-body
def first(a: list[T]) -> T: ...  # E: empty-body
def each(cb: Callable[[T], None]) -> list[T]: ...  # E: empty-body
def takes_float(x: float) -> None: ...
x: list[int] = make_list("a")  # E: arg-type: Argument 1 to "make_list" has incompatible type "str"; expected "int"
w: list[int] = first(["a"])  # E: list-item: List item 0 has incompatible type "str"; expected "list[int]"
names: list[str] = each(takes_float)  # E: arg-type: Argument 1 to "each" has incompatible type "Callable[[float], None]"; expected "Callable[[str], None]" # N: arg-type: Parameter 1 "float" does not accept "str"

# case: the-context-solves-first-only-where-mypy-takes-it-silent
# A bare type-variable result takes no plain context (the result is reported, as before); an
# argument whose type the context may change (a lambda, a generic call) keeps the arguments'
# solution; arguments that fit the context's solution are silent.
from collections import defaultdict
from typing import Callable, TypeVar
T = TypeVar("T")
def ident(a: T) -> T:
    return a
def make_list(a: T) -> list[T]:
    return [a]
class Event: ...
def fallback(event: Event) -> object:
    return NotImplemented
table: defaultdict[int, defaultdict[int, Callable[[Event], object]]] = defaultdict(lambda: defaultdict(lambda: fallback))
floats: list[float] = make_list(1)
same: int = ident(True)
# (anyio _backends/_asyncio.py:2824: a generic function passed on is instantiated by its formal)
import asyncio, concurrent.futures
from contextvars import copy_context
from typing import Any, Coroutine
def run(coro: Coroutine[Any, Any, T], loop: asyncio.AbstractEventLoop) -> T:
    f: concurrent.futures.Future[T] = copy_context().run(asyncio.run_coroutine_threadsafe, coro, loop=loop)
    return f.result()

# case: an-operation-on-settled-operands-is-checked-against-the-contexts-solution
# (babel messages/catalog.py:1027: ``message.string = tuple([message.string] + [""] * n)``:
# mypy solves tuple's _T_co from the declared target first, so the misfit is the argument's,
# on the argument's line)
class Message:
    string: str | tuple[str, ...] | list[str] | None
def update(message: Message, s: str | None, n: int) -> None:
    message.string = tuple(
        [s] + ([""] * n),  # E: arg-type: Argument 1 to "tuple" has incompatible type "list[str | None]"; expected "Iterable[str]" # N: arg-type: Type argument 1 "str | None" does not fit "str"
    )
    names: tuple[str, ...] = tuple([s] + [s])  # E: arg-type: Argument 1 to "tuple" has incompatible type "list[str | None]"; expected "Iterable[str]" # N: arg-type: Type argument 1 "str | None" does not fit "str"

# case: an-operation-the-contexts-solution-takes-or-changes-is-silent
class Message:
    string: str | tuple[str, ...] | list[str] | None
def update(message: Message, s: str, n: int) -> None:
    message.string = tuple(
        [s] + ([""] * n),
    )
    floats: list[float] = list([1] + [2])
    more: tuple[float, ...] = tuple([n] * 3 + [1.5])

# case: an-overload-item-solved-from-the-context-first-gives-way-to-a-later-item-silent
# (hypothesis extra/numpy.py:1423: ``return st.one_of(a, b, c)`` for a ``SearchStrategy[Ex]
# | None``: mypy solves ``SearchStrategy[T1 | T2 | T3]`` from the declared result first, the
# arguments do not fit that item, and the ``*args: SearchStrategy[Any]`` item is the call's)
from typing import Any, Generic, TypeVar, overload
T = TypeVar("T")
T1 = TypeVar("T1")
Ex = TypeVar("Ex", covariant=True)
class Strategy(Generic[Ex]): ...
@overload
def one_of(a1: Strategy[T1], a2: Strategy[T], /) -> Strategy[T1 | T]: ...
@overload
def one_of(*args: Strategy[Any]) -> Strategy[Any]: ...
def one_of(*args: Any) -> Any:
    return args[0]
def resolve(thing: type[Ex], a: Strategy[int], b: Strategy[str]) -> Strategy[Ex] | None:
    return one_of(a, b)
def narrow(a: Strategy[int], b: Strategy[str]) -> None:
    y: Strategy[int] = one_of(a, b)
    both: Strategy[int | str] = one_of(a, b)

# case: an-overload-item-solved-from-the-context-first-still-reports-the-last-misfit
from typing import Any, Generic, TypeVar, overload
T = TypeVar("T")
Ex = TypeVar("Ex", covariant=True)
class Strategy(Generic[Ex]): ...
@overload
def first(a: Strategy[T]) -> list[T]: ...
@overload
def first(a: Strategy[T], b: int) -> list[T]: ...
def first(a: Any, b: int = 0) -> Any:
    return [a]
def use(a: Strategy[int]) -> None:
    ok: list[object] = first(a)
    bad: list[str] = first(a)  # E: arg-type: Argument 1 to "first" has incompatible type "Strategy[int]"; expected "Strategy[str]" # N: arg-type: Type argument 1 "int" does not fit "str"

# case: type-of-t-is-solved-from-a-union-of-class-objects
# ``type[A] | type[B]`` is ``type[A | B]`` to ``type[T]`` (mypy: T is ``A | B``, within its bound).
from typing import TypeVar
class Animal: ...
class Dog(Animal): ...
class Cat(Animal): ...
T = TypeVar("T", bound=Animal)
U = TypeVar("U")
def make(cls: type[T]) -> T: return cls()
def build(cls: type[U]) -> U: return cls()
def use(c: type[Dog] | type[Cat]) -> None:
    reveal_type(make(c))  # N: reveal-type: Revealed type is "case.Dog | case.Cat"
    a: int = make(c)  # E: assignment # N: assignment
    b: int = build(c)  # E: assignment # N: assignment

# case: type-of-t-solved-from-a-union-of-class-objects-is-silent-where-it-fits
from typing import TypeVar
class Animal: ...
class Dog(Animal): ...
class Cat(Animal): ...
T = TypeVar("T", bound=Animal)
def make(cls: type[T]) -> T: return cls()
def use(c: type[Dog] | type[Cat], d: type[Dog] | type[Animal]) -> None:
    a: Dog | Cat = make(c)
    b: Animal = make(d)
    e: Animal = make(c)

# case: invariant-value-and-lower-bound-conflict-in-an-overload-item
import bisect
from typing import Any, Callable, MutableSequence, TypeVar, overload
T = TypeVar("T")
@overload
def put(a: MutableSequence[T], x: T) -> None: ...
@overload
def put(a: MutableSequence[T], x: T, key: Callable[[T], int]) -> None: ...
def put(a: Any, x: Any, key: Any = None) -> None: ...
def use(pairs: list[tuple[int, str]], xs: list[int]) -> None:
    put(pairs, "x")  # E: misc: Cannot infer value of type parameter "T" of "put"
    put(xs, 1.5)  # E: misc: Cannot infer value of type parameter "T" of "put"
    bisect.insort(xs, 1.5)  # E: misc

# case: invariant-value-and-lower-bound-fit-in-an-overload-item
import bisect
from typing import Any, Callable, MutableSequence, TypeVar, overload
T = TypeVar("T")
@overload
def put(a: MutableSequence[T], x: T) -> None: ...
@overload
def put(a: MutableSequence[T], x: T, key: Callable[[T], int]) -> None: ...
def put(a: Any, x: Any, key: Any = None) -> None: ...
def use(pairs: list[tuple[int, str]], xs: list[float], anything: list[Any]) -> None:
    put(pairs, (1, "x"))
    put(xs, 1)
    put(xs, True)
    put(anything, "x")
    bisect.insort(xs, 2)
    bisect.insort(pairs, (1, "a"))

# case: contravariant-upper-bound-and-lower-bound-conflict
from typing import Protocol, TypeVar
T = TypeVar("T")
T_contra = TypeVar("T_contra", contravariant=True)
class Sink(Protocol[T_contra]):
    def send(self, x: T_contra, /) -> None: ...
def feed(s: Sink[T], x: T) -> T: raise NotImplementedError
class IntSink:
    def send(self, x: int, /) -> None: ...
feed(IntSink(), "a")  # E: misc: Cannot infer value of type parameter "T" of "feed"

# case: contravariant-upper-bound-takes-the-lower-bound
from typing import Any, Protocol, TypeVar
T = TypeVar("T")
T_contra = TypeVar("T_contra", contravariant=True)
class Sink(Protocol[T_contra]):
    def send(self, x: T_contra, /) -> None: ...
def feed(s: Sink[T], x: T) -> T: raise NotImplementedError
class IntSink:
    def send(self, x: int, /) -> None: ...
class ObjectSink:
    def send(self, x: object, /) -> None: ...
def use(anything: Any) -> None:
    reveal_type(feed(IntSink(), True))  # N: reveal-type: Revealed type is "bool"
    feed(IntSink(), 1)
    feed(ObjectSink(), "a")
    feed(IntSink(), anything)
    max(1, "a")

# case: a-generic-class-as-a-factory-solves-as-its-constructor
from collections import defaultdict
from typing import Callable, Generic, TypeVar
V = TypeVar("V")
class Box(Generic[V]):
    def __init__(self, f: Callable[[], V]) -> None: ...
def take(d: defaultdict[str, int]) -> None: ...
a: defaultdict[str, int] = defaultdict(list)  # E: arg-type: Argument 1 to "defaultdict" has incompatible type "type[list]"; expected "Callable[[], int] | None"
b: defaultdict[str, int] = defaultdict(set)  # E: arg-type
c: dict[str, list[str]] = defaultdict(set)  # E: arg-type
take(defaultdict(list))  # E: arg-type
y: Box[int] = Box(list)  # E: arg-type: Argument 1 to "Box" has incompatible type "type[list]"; expected "Callable[[], int]"

# case: a-generic-class-as-a-factory-silent-where-its-instances-fit
from collections import Counter, defaultdict
from typing import Any, Callable, Generic, TypeVar
V = TypeVar("V")
class Box(Generic[V]):
    def __init__(self, f: Callable[[], V]) -> None: ...
a: defaultdict[str, list[int]] = defaultdict(list)
b: defaultdict[str, set[str]] = defaultdict(set)
c: defaultdict[str, int] = defaultdict(int)
d: defaultdict[str, Any] = defaultdict(list)
e: Counter[str] = Counter()
f: Box[list[int]] = Box(list)
g = defaultdict(list)
g["a"].append(1)
reveal_type(defaultdict(list))  # N: reveal-type: Revealed type is "collections.defaultdict[Any, list[Any]]"

# case: a-generic-class-as-a-factory-takes-the-declared-type-of-a-later-assignment
from collections import defaultdict
a: defaultdict[str, list[int]]
a = defaultdict(list)
reveal_type(a)  # N: reveal-type: Revealed type is "collections.defaultdict[str, list[int]]"
reveal_type(list(a.values()))  # N: reveal-type: Revealed type is "list[list[int]]"

# case: a-variable-only-a-callbacks-parameters-solve-may-name-the-enclosing-variables
# (exceptiongroup _exceptions.py:164,226: ``get_condition_filter(cond)`` returns
# ``Callable[[T], bool]`` for a ``Callable[[BT_co | S], bool]``: T is ``BT_co | S``, the
# enclosing class's and method's variables, as mypy and pyright solve it; was Any. A solution
# outside the variable's bound is mypy's type-var.)
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
B = TypeVar("B", bound=BaseException)
U = TypeVar("U")
K = TypeVar("K", bound=int)
def keep(condition: Callable[[T], bool]) -> Callable[[T], bool]:
    raise NotImplementedError
def keep_exc(condition: Callable[[B], bool]) -> Callable[[B], bool]:
    raise NotImplementedError
def by_number(x: int | str) -> bool:
    return True
keep_exc(by_number)  # E: type-var: Value of type variable "B" of "keep_exc" cannot be "int | str"
class Box(Generic[U]):
    def test(self, item: U, key: K, cond: Callable[[U | K], bool]) -> None:
        reveal_type(keep(cond))  # N: reveal-type: Revealed type is "def (U | K) -> bool"
        keep(cond)(self)  # E: arg-type: Argument 1 has incompatible type "Box[U]"; expected "U | K"

# case: a-variable-only-a-callbacks-parameters-solve-fits-what-they-take
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
B = TypeVar("B", bound=BaseException)
U = TypeVar("U")
K = TypeVar("K", bound=int)
def keep(condition: Callable[[T], bool]) -> Callable[[T], bool]:
    raise NotImplementedError
def keep_exc(condition: Callable[[B], bool]) -> Callable[[B], bool]:
    raise NotImplementedError
def by_error(x: ValueError | KeyError) -> bool:
    return True
def any_one(x: T) -> bool:
    return True
def on_object(x: object) -> bool:
    return True
reveal_type(keep_exc(by_error))  # N: reveal-type: Revealed type is "def (ValueError | KeyError) -> bool"
reveal_type(keep_exc(on_object))  # N: reveal-type: Revealed type is "def (BaseException) -> bool"
keep_exc(by_error)(KeyError())
keep(any_one)(3)
class Box(Generic[U]):
    def test(self, item: U, key: K, cond: Callable[[U | K], bool]) -> None:
        keep(cond)(item)
        keep(cond)(key)
        if keep(cond)(item):
            pass

# case: each-member-of-a-union-callback-parameter-bounds-its-variable
# (exceptiongroup _exceptions.py:233: ``exc.split(condition)`` with ``(E) -> bool`` for
# ``Callable[[E | S], bool]``: S is at most E, outside its bound; mypy's type-var)
from typing import Callable, Generic, TypeVar, overload
E = TypeVar("E", bound=Exception)
CO = TypeVar("CO", covariant=True, bound=BaseException)
S = TypeVar("S", bound="Group")
T = TypeVar("T")
class Group(Generic[CO]):
    @overload
    def split(self, cond: type[E]) -> E: ...
    @overload
    def split(self, cond: Callable[[CO | S], bool]) -> S: ...
    def split(self, cond: object) -> object:
        raise NotImplementedError
    def single(self, cond: Callable[[CO | S], bool]) -> S:
        raise NotImplementedError
def either(cond: Callable[[int | T], bool]) -> T:
    raise NotImplementedError
def on_int(x: int) -> bool:
    return True
def use(g: Group[ValueError], c: Callable[[ValueError], bool]) -> None:
    g.split(c)  # E: type-var: Value of type variable "S" of "split" of "Group" cannot be "ValueError"
    g.single(c)  # E: type-var: Value of type variable "S" of "single" of "Group" cannot be "ValueError"
    s: str = either(on_int)  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: each-member-of-a-union-callback-parameter-taken-is-silent
from typing import Callable, Generic, TypeVar
CO = TypeVar("CO", covariant=True, bound=BaseException)
S = TypeVar("S", bound="Group")
T = TypeVar("T")
class Group(Generic[CO]):
    def single(self, cond: Callable[[CO | S], bool]) -> S:
        raise NotImplementedError
def either(cond: Callable[[int | T], bool]) -> T:
    raise NotImplementedError
def on_number(x: int | str) -> bool:
    return True
def on_any(x: object) -> bool:
    return True
def use(g: Group[ValueError]) -> None:
    reveal_type(either(on_number))  # N: reveal-type: Revealed type is "int | str"
    n: int | str = either(on_number)
    taken: Group[ValueError] = g.single(on_any)

# case: a-type-variable-with-a-default-solved-only-by-an-empty-display-takes-the-default
import select
from typing import Iterable
from typing_extensions import Never, TypeVar
D = TypeVar("D", default=int)
N = TypeVar("N", default=Never)
def k(a: Iterable[D]) -> list[D]:
    return list(a)
def n(a: Iterable[N]) -> list[N]:
    return list(a)
def use(fd: int) -> None:
    x = k([])
    reveal_type(x)  # N: reveal-type: Revealed type is "list[int]"
    y = n({})
    reveal_type(y)  # N: reveal-type: Revealed type is "list[Never]"
    z = select.select([fd], [], [], 1.0)
    reveal_type(z)  # N: reveal-type: Revealed type is "tuple[list[int], list[Never], list[Never]]"

# case: a-type-variable-without-a-default-solved-only-by-an-empty-display-needs-an-annotation
from typing import Iterable, TypeVar
T = TypeVar("T")
W = TypeVar("W")
def f(a: Iterable[T]) -> list[T]:
    return list(a)
def g(a: Iterable[T], b: Iterable[W]) -> tuple[list[T], list[W]]:
    return list(a), list(b)
def use(fd: int) -> None:
    x = f([])  # E: var-annotated: Need type annotation for "x" (hint: "x: list[<type>] = ...")
    y = g([fd], [])  # E: var-annotated: Need type annotation for "y"

# case: a-context-outside-the-bound-solves-nothing-the-arguments-solve
from typing import Type, TypeVar
class Expr: ...
class Explode(Expr): ...
class Unnest(Expr): ...
E = TypeVar("E", bound=Expr)
S = TypeVar("S", str, bytes)
def find(*types: Type[E]) -> E | None:
    return None
def first(x: list[S]) -> S | None:
    return None
def g(x: bool, y: int, z: list[str]) -> None:
    if x or find(Explode, Unnest) or y:
        pass
    a = x or find(Explode, Unnest)
    c = y or first(z)

# case: a-context-outside-the-constraints-leaves-the-misfit-to-the-assignment
from typing import Type, TypeVar
S = TypeVar("S", str, bytes)
def first(x: list[S]) -> S | None:
    return None
def g(z: list[str]) -> None:
    d: int | None = first(z)  # E: assignment: Incompatible types in assignment (expression has type "str | None", variable has type "int | None")  # N: assignment: Item "str" does not fit

# case: an-optional-type-variable-result-in-an-optional-context-is-solved-by-the-arguments
from typing import Type, TypeVar
class Expr: ...
class ColumnDef(Expr): ...
class PK(Expr): ...
E = TypeVar("E", bound=Expr)
def find(*types: Type[E]) -> E | None:
    return None
def g(column: ColumnDef | None) -> None:
    if column and find(PK):
        pass
    x: ColumnDef | None = find(PK)  # E: assignment: Incompatible types in assignment (expression has type "PK | None", variable has type "ColumnDef | None")  # N: assignment: Item "PK" does not fit

# case: an-optional-generic-result-in-an-optional-context-still-takes-it
from typing import Optional, TypeVar
T = TypeVar("T")
def first(items: list[T]) -> Optional[list[T]]:
    return items
def g(ints: list[int]) -> None:
    x: Optional[list[float]] = first(ints)  # E: arg-type: Argument 1 to "first" has incompatible type "list[int]"; expected "list[float]"  # N: arg-type
