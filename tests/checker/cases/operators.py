# Operators on None and other operands no operator method accepts (mypy's operator code).

# case: ordering-none-with-none
None < None  # E: operator: Unsupported left operand type for < ("None")

# case: ordering-none-with-a-number
def f(a: None, c: int) -> None:
    a < 1  # E: operator: Unsupported operand types for > ("int" and "None")
    c < None  # E: operator: Unsupported operand types for < ("int" and "None")
    c >= a  # E: operator: Unsupported operand types for >= ("int" and "None")

# case: ordering-an-optional-operand
from typing import Optional
def f(b: Optional[int], c: int) -> None:
    b < c  # E: operator: Unsupported operand types for > ("int" and "None") # N: operator: Left operand is of type "int | None"
    c <= b  # E: operator: Unsupported operand types for <= ("int" and "None") # N: operator: Right operand is of type "int | None"

# case: ordering-a-narrowed-optional-is-fine
from typing import Optional
def f(b: Optional[int], c: int) -> bool:
    if b is not None and b < c:
        return True
    if b is None or c <= b:
        return False
    return b > 0

# case: ordering-unrelated-types
def f(words: list[str], n: int) -> None:
    "a" < 1  # E: operator: Unsupported operand types for < ("str" and "int")
    words < "x"  # E: operator: Unsupported operand types for < ("list[str]" and "str")
    1 < n < "z"  # E: operator: Unsupported operand types for < ("int" and "str")

# case: ordering-compatible-types
from datetime import date, timedelta
from decimal import Decimal
def f(a: int, b: float, d: date, e: date, t: tuple[int, str], s: set[int]) -> bool:
    return a < b and 1.5 >= a and d < e and t < (1, "a") and "a" <= "b" and s < {1} and Decimal(1) < 2 and timedelta(1) > timedelta(0)

# case: ordering-with-unknown-or-own-operands
from typing import Any
class Version:
    def __lt__(self, other: "Version") -> bool: return True
def f(x: Any, v: Version, w: Version) -> bool:
    return x < 1 and 1 < x and v < w and w > v

# case: own-operator-that-does-not-take-the-operand
class Version:
    def __lt__(self, other: "Version") -> bool: return True
def f(v: Version) -> None:
    v < 1  # E: operator: Unsupported operand types for < ("Version" and "int")
    v > v  # the reflected __lt__ takes it

# case: arithmetic-and-unary-on-none
def f(a: None) -> None:
    a + 1  # E: operator: Unsupported operand types for + ("None" and "int")
    -a  # E: operator: Unsupported operand type for unary - ("None")
    ~"text"  # E: operator: Unsupported operand type for ~ ("str")

# case: a-metaclass-or-makes-what-it-returns-not-a-union-type
# ``A | B`` of class objects whose metaclass defines ``__or__`` (libcst's matchers) is that
# method's call, not a types.UnionType; other classes still make one.
from abc import ABCMeta
from typing import Any
class Meta(ABCMeta):
    def __or__(self, node: type) -> Any:
        return node
class Base(metaclass=Meta):
    pass
class Name(Base): pass
class Float(Base): pass
(Name | Float)("x")

# case: classes-without-a-metaclass-or-make-a-union-type
class Plain: pass
(Plain | None)()  # E: not-callable: "UnionType" not callable

# case: an-operator-that-an-any-type-argument-may-fit-is-silent
from typing import Any
def merge(rows: list[Any], more: list[int], meta: dict[str, Any], extra: dict[str, int], pair: tuple[Any, ...]) -> None:
    rows + more
    more + rows
    meta | extra
    pair + (1,)
    rows * 2

# case: an-operator-over-a-union-that-fails-for-some-items-gives-the-others-results
# (babel dates.py: ``output.append(tok_value[0] * tok_value[1])`` with ``str | int`` on the
# right: the error is reported, and the list is still one of str, as mypy infers it)
def f(v: str | tuple[str, int], m: int | None) -> None:
    reveal_type(v[0] * v[1])  # E: operator: Unsupported operand types for * ("str" and "str")  # N: reveal-type: Revealed type is "str"
    reveal_type(1 + m)  # E: operator: Unsupported operand types for + ("int" and "None")  # N: reveal-type: Revealed type is "int"
    output = []
    output.append(v[0] * v[1])  # E: operator: Unsupported operand types for * ("str" and "str")
    output.append(v)  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "str | tuple[str, int]"; expected "str"  # N: arg-type: Item "tuple[str, int]" does not fit

# case: an-operator-over-a-union-that-every-item-takes-is-silent
def f(n: int | float, s: str | bytes, m: int | None) -> None:
    reveal_type(n * 2)  # N: reveal-type: Revealed type is "int | float"
    reveal_type(n + n)  # N: reveal-type: Revealed type is "int | float"
    if m is not None:
        reveal_type(1 + m)  # N: reveal-type: Revealed type is "int"
    output = []
    output.append(n * 2)
    output.append(1.5)

# case: divmod-is-checked-as-an-operator
divmod("a", 2)  # E: operator: Unsupported operand types for divmod ("str" and "int")
def use(c: "int | str") -> None:
    divmod(c, 2)  # E: operator: Unsupported operand types for divmod ("str" and "int")

# case: divmod-of-numbers-is-their-operator-result
from typing import Any
def use(a: float, b: Any) -> None:
    reveal_type(divmod(7, 2))  # N: reveal-type: Revealed type is "tuple[int, int]"
    reveal_type(divmod(7, 2.5))  # N: reveal-type: Revealed type is "tuple[float, float]"
    reveal_type(divmod(a, 2))  # N: reveal-type: Revealed type is "tuple[float, float]"
    reveal_type(divmod(b, 2))  # N: reveal-type: Revealed type is "Any"
    divmod(*[1, 2])

# case: a-type-variables-operand-has-only-what-its-bound-has
from typing import TypeVar
T = TypeVar("T")
N = TypeVar("N", bound=int)
def smaller(a: T, b: T, n: N) -> None:
    a < b  # E: operator: Unsupported left operand type for < ("T")
    a + 1  # E: operator: Unsupported operand types for + ("T" and "int")
    a + a  # E: operator: Unsupported left operand type for + ("T")
    -a  # E: operator: Unsupported operand type for unary - ("T")
    n + "x"  # E: operator: Unsupported operand types for + ("N" and "str")
    for item in a:  # E: attr-defined: "T" has no attribute "__iter__" (not iterable)
        pass
    first, second = a  # E: misc: "object" object is not iterable

# case: a-type-variables-operand-that-its-bound-takes-is-silent
from typing import Protocol, TypeVar
class Comparable(Protocol):
    def __lt__(self, other: "Comparable", /) -> bool: ...
N = TypeVar("N", bound=int)
L = TypeVar("L", bound=list[str])
C = TypeVar("C", bound=Comparable)
V = TypeVar("V", int, str)
def fine(a: N, b: N, items: L, c: C, d: C, v: V, w: V, t: object) -> None:
    reveal_type(a + b)  # N: reveal-type: Revealed type is "int"
    reveal_type(-a)  # N: reveal-type: Revealed type is "int"
    a < b
    c < d
    v + w
    for s in items:
        reveal_type(s)  # N: reveal-type: Revealed type is "str"
    x, y = items

# case: a-chained-comparison-is-the-join-of-its-comparisons
class Base: ...
class Less(Base): ...
class Same(Base): ...
class Key:
    def __lt__(self, other: "Key") -> Less: return Less()
    def __eq__(self, other: object) -> Same: return Same()  # type: ignore[override]
def order(a: Key, b: Key, c: Key) -> None:
    flag: bool = a == b == c  # E: assignment: Incompatible types in assignment (expression has type "Same", variable has type "bool")
    reveal_type(a < b == c)  # N: reveal-type: Revealed type is "case.Base"

# case: a-chained-comparison-of-bools-is-a-bool
def between(low: int, x: int, high: int, y: float) -> None:
    inside: bool = low <= x < high
    reveal_type(low < x == y)  # N: reveal-type: Revealed type is "bool"

# case: a-function-has-no-operators
from typing import Any, Callable
class Money:
    def __add__(self, other: "Money") -> "Money": return self
def tick() -> None: ...
def apply(handler: Callable[[int], str], m: Money) -> None:
    tick + m  # E: operator: Unsupported left operand type for + ("Callable[[], None]")
    m + tick  # E: operator: Unsupported operand types for + ("Money" and "Callable[[], None]")
    -handler  # E: operator: Unsupported operand type for unary - ("Callable[[int], str]")
    handler < handler  # E: operator: Unsupported left operand type for < ("Callable[[int], str]")

# case: a-function-operand-that-the-other-side-takes-is-silent
from typing import Callable
class Pipeline:
    def __radd__(self, step: Callable[[], None]) -> "Pipeline": return self
    def __or__(self, step: Callable[[], None]) -> "Pipeline": return self
def tick() -> None: ...
def build(p: Pipeline) -> None:
    reveal_type(tick + p)  # N: reveal-type: Revealed type is "case.Pipeline"
    reveal_type(p | tick)  # N: reveal-type: Revealed type is "case.Pipeline"
    tick == tick
