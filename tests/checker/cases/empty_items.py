# An empty display's items are unknown (mypy's ambiguous Never): a value a call makes from one
# alone keeps them unknown, and a variable first bound to it needs an annotation.

# case: a-generic-call-of-an-empty-display-alone-needs-an-annotation
from types import MappingProxyType
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class TwoWay(Generic[K, V]):
    def __init__(self, initial: dict[K, V]) -> None:
        self.forward = initial
    def __setitem__(self, key: K, value: V) -> None:
        self.forward[key] = value
EMPTY = MappingProxyType({})  # E: var-annotated: Need type annotation for "EMPTY"
def rebuild(keys: list[str]) -> None:
    table = TwoWay({})  # E: var-annotated: Need type annotation for "table"
    for key in keys:
        table[key] = 1
    nothing = dict.fromkeys([], 0)  # E: var-annotated: Need type annotation for "nothing"
    pair, count = TwoWay({}), 0  # E: var-annotated: Need type annotation for "pair"
    print(nothing, pair, count)

# case: a-method-of-an-empty-display-keeps-its-items-unknown
KeysView = type({}.keys())  # E: var-annotated: Need type annotation for "KeysView"
def first() -> None:
    keys = {}.keys()  # E: var-annotated: Need type annotation for "keys"
    print(keys, KeysView.isdisjoint)

# case: an-overload-that-takes-the-empty-display-as-its-own-type-needs-an-annotation
def lookup(members: dict[str, set[int]], key: str) -> None:
    found = members.get(key, [])  # E: var-annotated: Need type annotation for "found"
    print(3 in found)

# case: an-empty-display-whose-items-something-else-tells-is-silent
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")
class TwoWay(Generic[K, V]):
    def __init__(self, initial: dict[K, V]) -> None:
        self.forward = initial
def both(a: list[T], b: list[T]) -> T:
    return b[0]
def rebuild(members: dict[str, list[int]]) -> None:
    filled = TwoWay({"a": 1})
    declared: TwoWay[str, int] = TwoWay({})
    solved = both([], [1])
    fits = members.get("a", [])
    keys_of = {"a": 1}.keys()
    full, count = TwoWay({"a": 1}), 0
    print(filled, declared, solved + 1, fits, keys_of, full, count)

# case: an-empty-display-joined-with-a-known-value-or-in-a-builtin-collection-is-silent
from itertools import chain
from typing import Any
def joins(keys: list[str], commands: Any, c: bool) -> None:
    joined = keys or []
    chosen = keys if c else []
    items = sorted([])
    items.append(1)
    pairs = chain([("MULTI", {})], commands)
    print(joined, chosen, items, pairs)

# case: type-of-a-value-is-a-value-and-unannotated-code-is-not-checked
from typing import Generic, TypeVar
K = TypeVar("K")
class Box(Generic[K]):
    def __init__(self, initial: list[K]) -> None:
        self.items = initial
Kind = type(1)
print(Kind.__name__, Kind("3") + 1)
def unchecked(keys):
    table = Box([])
    return table

# case: type-of-a-value-bound-at-module-level-is-a-variable-not-a-class
import re
Pattern = type(re.compile(""))
def search(p: Pattern) -> None:  # E: valid-type: Variable "case.Pattern" is not valid as a type
    print(p, isinstance(p, Pattern), Pattern.match)

# case: a-builtin-collection-a-call-makes-from-an-empty-display-is-a-partial-type
def collect(keys: list[str]) -> None:
    ordered = sorted([])
    ordered.append(1)
    ordered.append("")  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "str"; expected "int"
    unused = list([])  # E: var-annotated: Need type annotation for "unused" (hint: "unused: list[<type>] = ...")
    copied = [].copy()  # E: var-annotated: Need type annotation for "copied" (hint: "copied: list[<type>] = ...")
    measured = sorted([])  # E: var-annotated: Need type annotation for "measured" (hint: "measured: list[<type>] = ...")
    print(len(measured))
    measured.append(1)
pending = sorted([])  # E: var-annotated: Need type annotation for "pending" (hint: "pending: list[<type>] = ...")
def later() -> None:
    pending.append(1)

# case: a-builtin-collection-a-call-makes-from-an-empty-display-and-fills-is-silent
from typing import TypeVar
T = TypeVar("T")
def ident(x: T) -> T:
    return x
def collect(keys: list[str]) -> None:
    table = ident({})
    table["k"] = 1
    rebound = list([])
    rebound = [1]
    seen = set([])
    seen.add("a")
    given: list[int] = sorted([])
    print(table["k"] + 1, rebound, seen, given)
def dispatch(mapping: dict[type[object], list[str]], event: object, groups: list[set[str]]) -> None:
    listeners = list(mapping.get(type(event), []))
    for listener in listeners:
        print(listener.upper())
    merged = set().union(*[group for group in groups])
    print(merged.isdisjoint({"x"}))

# case: an-attribute-a-call-makes-from-an-empty-display-alone-needs-an-annotation
from types import MappingProxyType
class Registry:
    def __init__(self, members: dict[str, set[int]]) -> None:
        self.empty = MappingProxyType({})  # E: var-annotated: Need type annotation for "empty"
        self.found = members.get("a", [])  # E: var-annotated: Need type annotation for "found"
    def reset(self) -> None:
        self.keys = {}.keys()  # E: var-annotated: Need type annotation for "keys"

# case: an-attribute-whose-items-something-else-tells-is-silent
from types import MappingProxyType
class Registry:
    def __init__(self, members: dict[str, list[int]]) -> None:
        self.found = members.get("a", [])
        self.full = MappingProxyType({"a": 1})
        self.declared: MappingProxyType[str, int] = MappingProxyType({})
    def unchecked(self, members):
        self.loose = MappingProxyType({})

# case: an-empty-display-beside-a-known-member-of-its-class-needs-no-annotation
from typing import TypeVar
T = TypeVar("T")
def get_all(name: str, failobj: T) -> list[str] | T:
    raise KeyError(name)
def headers() -> None:
    tags = get_all("Tag", [])
    for tag in sorted(tags):
        print(tag)

# case: an-empty-display-beside-another-class-still-needs-an-annotation
from typing import TypeVar
T = TypeVar("T")
def get_ids(name: str, failobj: T) -> set[int] | T:
    raise KeyError(name)
def headers() -> None:
    ids = get_ids("Id", [])  # E: var-annotated: Need type annotation for "ids"
