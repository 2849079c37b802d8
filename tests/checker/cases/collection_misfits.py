# Indexing, operators and assignments of collections that do not fit what they are used as.

# case: invalid-index-type-is-reported-on-the-index
from typing import Mapping
def lookup(table: Mapping[int, str], key: int | str) -> str:
    return table[
        key  # E: index: Invalid index type "int | str" for "Mapping[int, str]"; expected type "int"
    ]


# case: a-valid-index-on-its-own-line-is-silent
from typing import Mapping
def lookup(table: Mapping[int, str], key: int, other: bool) -> str:
    return table[
        key
    ] + table[other]


# case: a-comprehension-of-a-protocol-with-any-is-no-list-of-bool
from typing import Any, Awaitable, Union
def execute() -> Union[Awaitable[Any], Any]: ...
def delete(*slots: int) -> list[bool]:
    return [execute() for slot in slots]  # E: misc: List comprehension has incompatible type List[Awaitable[Any] | Any]; expected List[bool]


# case: a-comprehension-of-a-protocol-a-class-implements-stays-silent
from typing import Any, Iterable, Sized, Union
class Bag:
    def __len__(self) -> int: return 0
def execute() -> Union[Iterable[Any], Any]: ...
def sized() -> Sized: raise NotImplementedError
def collect(n: int) -> list[list[int]]:
    return [execute() for _ in range(n)]
def bags(n: int) -> list[Bag]:
    return [sized() for _ in range(n)]  # E: misc: List comprehension has incompatible type List[Sized]; expected List[Bag]


# case: a-list-of-dicts-is-no-sequence-of-tuples
from typing import Any, Sequence
def fetch() -> list[dict[str, Any]]: raise NotImplementedError
def replicas() -> Sequence[tuple[str, int]]:
    found = fetch()
    if found:
        return found  # E: return-value: Incompatible return value type (got "list[dict[str, Any]]", expected "Sequence[tuple[str, int]]")  # N: return-value
    return []


# case: a-list-of-unknown-items-may-be-a-sequence-of-tuples
from typing import Any, Sequence
def fetch() -> list[Any]: raise NotImplementedError
def pairs() -> list[tuple[Any, ...]]: raise NotImplementedError
def replicas() -> Sequence[tuple[str, int]]:
    if fetch():
        return fetch()
    return pairs()


# case: a-stub-member-alias-has-the-member-type
import random
class Backoff:
    def __init__(self) -> None:
        self.previous = 0
    def compute(self, cap: float) -> None:
        reveal_type(random.uniform)  # N: reveal-type: Revealed type is "def (a: float, b: float) -> float"
        self.previous = min(cap, random.uniform(0.0, cap))  # E: assignment: Incompatible types in assignment (expression has type "float", variable has type "int")
        self.previous = random.randint(0, 3)


# case: a-first-binding-of-a-generic-of-any-declares-its-class
from itertools import chain
from typing import Any
def close(ready: list[Any], busy: set[Any], all_of_them: bool) -> None:
    if all_of_them:
        found = chain(ready, busy)
    else:
        found = ready  # E: assignment: Incompatible types in assignment (expression has type "list[Any]", variable has type "chain[Any]")


# case: a-first-binding-of-a-generic-of-any-takes-its-own-class
from itertools import chain
from typing import Any
def close(ready: list[Any], busy: set[Any], more: list[int], all_of_them: bool) -> None:
    if all_of_them:
        found = chain(ready, busy)
    else:
        found = chain(ready)
    items = list(busy)
    items = more
    items = [1, "a"]


# case: del-with-a-key-the-container-does-not-take
class RowKey:
    def __eq__(self, other: object) -> bool: return True
    def __hash__(self) -> int: return 1
class Table:
    def __init__(self) -> None:
        self.rows: dict[RowKey, str] = {}
    def remove(self, key: RowKey | str) -> None:
        del self.rows[key]  # E: arg-type: Argument 1 to "__delitem__" of "dict" has incompatible type "RowKey | str"; expected "RowKey"  # N: arg-type


# case: del-with-a-key-that-fits-stays-silent
from typing import Any, MutableMapping
class RowKey: ...
def remove(rows: dict[RowKey, str], key: RowKey, loose: Any, order: list[str], table: MutableMapping[str, int], name: str) -> None:
    del rows[key]
    del rows[loose]
    del order[0]
    del order[1:3]
    del table[name]
def untyped(rows, key):
    rows: dict[int, str] = {}
    del rows[key]


# case: a-named-callback-must-take-what-the-call-solved
from typing import Any, Callable, Iterable, TypeVar
T = TypeVar("T")
def ordered(items: Iterable[T], *, key: Callable[[T], Any]) -> list[T]: raise NotImplementedError
def by_row(row: tuple[int, dict[int | str, int]]) -> Any: ...
def rows(items: list[tuple[int, dict[int, int]]]) -> None:
    ordered(items, key=by_row)  # E: arg-type: Argument "key" to "ordered" has incompatible type "Callable[[tuple[int, dict[int | str, int]]], Any]"; expected "Callable[[tuple[int, dict[int, int]]], Any]"  # N: arg-type


# case: a-callback-that-takes-the-solution-or-a-wider-one-stays-silent
from typing import Any, Callable, Iterable, Sequence, TypeVar
T = TypeVar("T")
S = TypeVar("S")
R = TypeVar("R")
def ordered(items: Iterable[T], *, key: Callable[[T], Any]) -> list[T]: raise NotImplementedError
def mapped(items: Iterable[S], fn: Callable[[S], R]) -> list[R]: raise NotImplementedError
def by_row(row: Sequence[object]) -> Any: ...
def exact(row: tuple[int, dict[int, int]]) -> int: raise NotImplementedError
def rows(items: list[tuple[int, dict[int, int]]], loose: list[Any]) -> None:
    ordered(items, key=by_row)
    ordered(items, key=exact)
    ordered(loose, key=exact)
    ordered(items, key=lambda row: row[0])
    mapped(items, exact)

# case: del-of-an-item-of-a-read-only-mapping-is-reported
from typing import Mapping
def drop(settings: Mapping[str, int], writable: dict[str, int]) -> None:
    del settings["debug"]  # E: attr-defined: "Mapping[str, int]" has no attribute "__delitem__"
    del writable["debug"]

# case: a-generator-argument-whose-items-do-not-fit-is-worded-by-its-item
# sphinx text writer: ``"".join(x[1] for x in self.states.pop() if x[0] == -1)  # type:
# ignore[misc]``: mypy infers the generator in the iterable's context and reports its item.
from typing import Iterable
def f(states: list[tuple[int, str | list[str]]], nums: list[int]) -> None:
    text = "".join(x[1] for x in states if x[0] == -1)  # E: misc: Generator has incompatible item type "str | list[str]"; expected "str"
    def takes(xs: Iterable[int]) -> None: ...
    takes(str(n) for n in nums)  # E: misc: Generator has incompatible item type "str"; expected "int"
    quiet = "".join(x[1] for x in states)  # type: ignore[misc]

# case: a-generator-argument-whose-items-fit-is-silent
from typing import Any, Iterable, Iterator
def f(nums: list[int], rows: list[Any]) -> None:
    "".join(str(n) for n in nums)
    "".join(r for r in rows)
    def each(xs: Iterator[int]) -> None: ...
    each(n * 2 for n in nums)
    sum(n for n in nums)

# case: an-index-that-misfits-a-user-classs-getitem
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Registry:
    def __getitem__(self, name: str) -> int:
        return 0
class Table(Generic[K, V]):
    def __init__(self, rows: dict[K, V]) -> None:
        self.rows = rows
    def __getitem__(self, key: K) -> V:
        return self.rows[key]
def lookup(registry: Registry, table: Table[str, int]) -> None:
    registry[1]  # E: index: Invalid index type "int" for "Registry"; expected type "str"
    table[b"x"]  # E: index: Invalid index type "bytes" for "Table[str, int]"; expected type "str"
    Table({1: "one"})["1"]  # E: index: Invalid index type "str" for "Table[int, str]"; expected type "int"

# case: indexes-that-fit-a-user-classs-getitem-are-silent
from typing import Any, Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Registry:
    def __getitem__(self, name: str | int) -> int:
        return 0
class Table(Generic[K, V]):
    def __init__(self, rows: dict[K, V]) -> None:
        self.rows = rows
    def __getitem__(self, key: K) -> V:
        return self.rows[key]
class Flexible:
    def __getitem__(self, key: object) -> str:
        return ""
def lookup(registry: Registry, table: Table[str, int], unknown: Any, loose: Table[Any, int]) -> None:
    registry["name"]
    registry[3]
    table["x"] + 1
    table[unknown]
    loose[b"anything"]
    Flexible()[1, 2]

# case: a-slice-where-getitem-takes-an-int
class Row:
    def __getitem__(self, n: int) -> str:
        return ""
def f(row: Row, n: int, m: int | None) -> None:
    row[1:2]  # E: index: Invalid index type "slice[int, int, None]" for "Row"; expected type "int"
    row[:]  # E: index: Invalid index type "slice[None, None, None]" for "Row"; expected type "int"
    row[n:m:2]  # E: index: Invalid index type "slice[int, int | None, int]" for "Row"; expected type "int"

# case: a-slice-where-getitem-takes-a-slice-silent
from typing import Any
class Row:
    def __getitem__(self, n: int | slice) -> str:
        return ""
def f(row: Row, items: list[int], text: str, a: Any, n: int | None) -> None:
    print(row[1:2], row[:], items[1:n], text[::-1], items[a:], (1, 2, 3)[1:])
    reveal_type(items[1:])  # N: reveal-type: Revealed type is "list[int]"

# case: a-tuple-of-known-items-indexed-by-a-non-integer-is-reported-as-tuple-getitem
# Only int constants are read item by item; any other index goes to tuple.__getitem__ (mypy).
from typing import NamedTuple
class Pair(NamedTuple):
    left: int
    right: str
def pick(t: tuple[int, str], p: Pair, key: str, scale: float) -> None:
    t[key]  # E: call-overload: No overload variant of "__getitem__" of "tuple" matches argument type "str" # N: call-overload
    p[scale]  # E: call-overload: No overload variant of "__getitem__" of "tuple" matches argument type "float" # N: call-overload
    t[key:]  # E: index: Invalid index type "slice[str, None, None]" for "tuple[int, str]"; expected type "slice[SupportsIndex | None, SupportsIndex | None, SupportsIndex | None]"
    p[::key]  # E: index: Invalid index type "slice[None, None, str]" for "Pair"; expected type "slice[SupportsIndex | None, SupportsIndex | None, SupportsIndex | None]"

# case: a-slice-of-non-integer-bounds-is-an-invalid-index-of-a-list
def cut(items: list[int], key: str) -> None:
    items[key:]  # E: index: Invalid index type "slice[str, None, None]" for "list[int]"; expected type "slice[SupportsIndex | None, SupportsIndex | None, SupportsIndex | None]"

# case: a-tuple-of-known-items-indexed-by-an-integer-or-a-slice-of-integers-is-silent
from typing import Any, NamedTuple, SupportsIndex
class Pair(NamedTuple):
    left: int
    right: str
def pick(t: tuple[int, str], p: Pair, i: int, s: slice, j: SupportsIndex, loose: Any) -> None:
    reveal_type(t[i])  # N: reveal-type: Revealed type is "int | str"
    t[s]
    p[i:]
    t[j]
    t[i:j:None]
    t[loose]
    t[loose:]

# case: a-starred-target-declared-as-a-list-checks-the-items-it-collects
# ``a, *rest = t`` collects the tuple's middle items into a list display (mypy's list-item).
class Node: ...
rest: list[int]
nodes: tuple[Node, Node, Node]
mixed: tuple[int, str, Node]
first, *rest = nodes  # E: list-item: List item 0 has incompatible type "Node"; expected "int" # E: list-item: List item 1 has incompatible type "Node"; expected "int"
*rest, last = mixed  # E: list-item: List item 1 has incompatible type "str"; expected "int"

# case: a-starred-target-collecting-fitting-items-or-from-any-is-silent
from typing import Any
class Node: ...
rest: list[object]
nodes: tuple[Node, Node, Node]
loose: Any
first, *rest = nodes
head, *tail = loose
reveal_type(tail)  # N: reveal-type: Revealed type is "Any"
