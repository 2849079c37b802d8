# ``x in c``: c must be a container or an iterable (mypy's operator).

# case: containment-optional-dict
from typing import Any
def f(cache: dict[str, Any] | None, name: str) -> bool:
    return name in cache  # E: operator: Unsupported right operand type for in ("dict[str, Any] | None")

# case: containment-not-in-int-union
from typing import Any
def f(command: int | dict[str, Any] | None) -> None:
    if "subcommands" not in command:  # E: operator: Unsupported right operand type for in ("int | dict[str, Any] | None")
        return

# case: containment-plain-int
def f(n: int) -> bool:
    return 3 in n  # E: operator: Unsupported right operand type for in ("int")

# case: containment-narrowed-silent
from typing import Any
def f(cache: dict[str, Any] | None, name: str) -> bool:
    if cache is not None and name in cache:
        return True
    return name in (cache or {})

# case: containment-containers-iterables-silent
from typing import Any, Iterator
class Bag:
    def __contains__(self, item: object) -> bool:
        return True
class Walk:
    def __iter__(self) -> Iterator[int]:
        return iter([1])
def f(b: Bag, w: Walk, t: tuple[int, ...], s: str, a: Any, u: Bag | list[int]) -> None:
    print(1 in b, 1 in w, 1 in t, "x" in s, 1 in a, 1 in u, "k" in {"k": 1})

# case: containment-type-objects-silent
import enum
class Color(enum.Enum):
    RED = 1
def f(c: object) -> bool:
    return c in Color

# case: containment-in-loop-after-none-check-silent
from typing import Any
def f(replies: dict[str, Any] | None, names: list[str]) -> list[str]:
    if replies is None:
        return []
    return [n for n in names if n not in replies]

# case: unpack-non-iterable
class ResponseError(Exception): ...
def f(errors: list[ResponseError]) -> None:
    for i, e in errors:  # E: misc: "ResponseError" object is not iterable
        print(i, e)
    a, b = ResponseError()  # E: misc: "ResponseError" object is not iterable

# case: unpack-iterables-silent
from typing import Any, Iterator, NamedTuple
class Pair:
    def __iter__(self) -> Iterator[int]:
        return iter([1, 2])
class Point(NamedTuple):
    x: int
    y: int
def f(pairs: list[Pair], points: list[Point], rows: list[Any], d: dict[str, int]) -> None:
    for a, b in pairs:
        print(a, b)
    for x, y in points:
        print(x, y)
    for p, q in rows:
        print(p, q)
    for k, v in d.items():
        print(k, v)

# case: unpacking-a-class-object-a-function-or-a-literal
# A class object iterates only through its metaclass's __iter__; a function and an int never.
class Plain: ...
def make() -> int: return 0
def f(kind: type[Plain]) -> None:
    a, b = Plain  # E: misc: "type[Plain]" object is not iterable
    c, d = kind  # E: misc: "type[Plain]" object is not iterable
    e, g = make  # E: misc: "Callable[[], int]" object is not iterable
    () = 0  # E: misc: "int" object is not iterable

# case: unpacking-iterable-class-objects-silent
from enum import Enum
from typing import Any, Callable, Iterator
class Suit(Enum):
    HEARTS = 1
    SPADES = 2
class Listed(type):
    def __iter__(cls) -> Iterator[int]:
        return iter([1, 2])
class Registry(metaclass=Listed): ...
def f(suit: type[Suit], cb: Callable[[], int], anything: Any) -> None:
    h, s = Suit
    h, s = suit
    one, two = Registry
    x, y = anything
    () = ()

# case: unpacking-an-optional-reports-its-none
# A union is unpacked member by member (mypy): its None, or a member of a class that cannot
# be iterated, is "not iterable", whether the other members are tuples or iterables.
from typing import NamedTuple, Optional
class Triplet(NamedTuple):
    red: int
    green: int
    blue: int
class Color:
    @property
    def triplet(self) -> Optional[Triplet]: ...
def f(c: Color, pair: Optional[tuple[int, int]], mixed: int | tuple[int, int], items: Optional[list[int]]) -> None:
    r, g, b = c.triplet  # E: misc: "None" object is not iterable
    x, y = pair  # E: misc: "None" object is not iterable
    p, q = mixed  # E: misc: "int" object is not iterable
    first, *rest = items  # E: misc: "None" object is not iterable

# case: unpacking-a-narrowed-optional-is-fine
from typing import Optional
def f(pair: Optional[tuple[int, int]], items: Optional[list[int]]) -> None:
    if pair is not None:
        x, y = pair
    assert items
    first, *rest = items

# case: a-value-that-cannot-be-unpacked-is-reported-on-its-own-line
def g(args: tuple[int, int] | None) -> None:
    (
        a,
        b,
    ) = (
        args  # E: misc: "None" object is not iterable
    )

# case: an-ignore-on-the-value-line-of-a-multi-line-unpacking-silent
from typing import Any
def g(args: tuple[Any, ...] | None) -> None:
    (
        client,
        method,
    ) = args  # type: ignore[misc]

# case: a-union-tuple-of-another-length-is-reported-and-unpacks-as-any
# (flask app.py:1195: ``rv, status, headers = rv  # type: ignore[misc]`` over the 2- and
# 3-tuples of a response union: mypy reports the lengths, misc, and takes Any from those
# members, so the declared ``status`` and ``headers`` are not questioned)
def f(rv: tuple[str, bytes] | tuple[str, int, bytes], one: tuple[str] | tuple[str, int], long: tuple[int, int, int] | tuple[int, int]) -> None:
    status: int | None = None
    headers: bytes | None = None
    body, status, headers = rv  # E: misc: Need more than 2 values to unpack (3 expected)
    reveal_type(body)  # N: reveal-type: Revealed type is "str | Any"
    a, b = one  # E: misc: Need more than 1 value to unpack (2 expected)
    c, d = long  # E: misc: Too many values to unpack (2 expected, 3 provided)

# case: a-union-of-tuples-that-all-fit-unpacks-member-by-member-silent
def f(rv: str | tuple[str, int] | tuple[bytes, int]) -> None:
    status: int | None = None
    if isinstance(rv, tuple):
        body, status = rv
        reveal_type(body)  # N: reveal-type: Revealed type is "str | bytes"
    first, *rest = (1, 2, 3) if status else (4, 5)

# case: a-union-of-tuples-unpacked-checks-each-member-against-the-declared-targets
def split(address: tuple[str, int] | tuple[int, bytes] | tuple[str, int, int, int]) -> None:
    host: str
    port: int
    host, port = address  # E: misc: Too many values to unpack (2 expected, 4 provided) # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str") # E: assignment: Incompatible types in assignment (expression has type "bytes", variable has type "int")

# case: a-union-of-tuples-unpacked-checks-each-member-against-the-declared-targets-silent
from typing import Any
def split(address: tuple[str, int] | tuple[str, bool], loose: tuple[str, Any] | tuple[Any, int]) -> None:
    host: str
    port: int
    host, port = address
    host, port = loose

# case: containment-left-operand-not-accepted
from typing import Iterator
class Shelf:
    def __contains__(self, book: str) -> bool:
        return True
class Row:
    def __iter__(self) -> Iterator[int]:
        return iter([1])
def f(shelf: Shelf, row: Row, flag: bool, thing: object) -> None:
    print(flag in shelf)  # E: operator: Unsupported operand types for in ("bool" and "Shelf")
    print("x" in row)  # E: operator: Unsupported operand types for in ("str" and "Row")
    print(thing not in row)  # E: operator: Unsupported operand types for in ("object" and "Row")
    print(1 in "abc")  # E: operator: Unsupported operand types for in ("int" and "str")

# case: containment-left-operand-accepted-silent
from typing import Any, Iterator
class Shelf:
    def __contains__(self, book: str) -> bool:
        return True
class Row:
    def __iter__(self) -> Iterator[int]:
        return iter([1])
class Both:
    def __contains__(self, key: str) -> bool:
        return True
    def __iter__(self) -> Iterator[int]:
        return iter([1])
def f(shelf: Shelf, row: Row, both: Both, a: Any, flag: bool, n: int) -> None:
    print("x" in shelf, flag in row, a in row, a in shelf, 1 in both, "k" in both)
    print("x" in [1], n in {"a": 1}, n in (1, 2), "a" in "abc")
