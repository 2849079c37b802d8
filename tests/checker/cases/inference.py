# Expression inference and narrowing.

# case: literals-and-containers
reveal_type(1)  # N: reveal-type: Revealed type is "Literal[1]"
reveal_type(1.5)  # N: reveal-type: Revealed type is "float"
reveal_type([1, 2])  # N: reveal-type: Revealed type is "list[int]"
reveal_type({"a": 1})  # N: reveal-type: Revealed type is "dict[str, int]"
reveal_type({1, 2})  # N: reveal-type: Revealed type is "set[int]"
reveal_type((1, "a"))  # N: reveal-type: Revealed type is "tuple[Literal[1], Literal['a']]"
reveal_type([1, "a"])  # N: reveal-type: Revealed type is "list[object]"
reveal_type(f"x{1}")  # N: reveal-type: Revealed type is "str"

# case: comprehensions
xs = [1, 2, 3]
reveal_type([x * 2 for x in xs])  # N: reveal-type: Revealed type is "list[int]"
reveal_type({str(x): x for x in xs})  # N: reveal-type: Revealed type is "dict[str, int]"
reveal_type({x for x in "abc"})  # N: reveal-type: Revealed type is "set[str]"
reveal_type(sum(x for x in xs))  # N: reveal-type: Revealed type is "int"

# case: operators-via-dunders
reveal_type(1 + 2)  # N: reveal-type: Revealed type is "int"
reveal_type(1 / 2)  # N: reveal-type: Revealed type is "float"
reveal_type("a" * 3)  # N: reveal-type: Revealed type is "LiteralString"
reveal_type([1] + [2])  # N: reveal-type: Revealed type is "list[int]"
reveal_type(1 < 2)  # N: reveal-type: Revealed type is "bool"
reveal_type(not 1)  # N: reveal-type: Revealed type is "bool"
reveal_type(-5)  # N: reveal-type: Revealed type is "Literal[-5]"

# case: operator-errors
"a" + 1  # E: operator: Unsupported operand types for + ("str" and "int")
[1] - [2]  # E: operator: Unsupported left operand type for - ("list[int]")

# case: user-dunder-operators
class V:
    def __add__(self, other: "V") -> "V":
        return self
    def __mul__(self, k: int) -> "V":
        return self
    def __rmul__(self, k: int) -> "V":
        return self
reveal_type(V() + V())  # N: reveal-type: Revealed type is "case.V"
reveal_type(2 * V())  # N: reveal-type: Revealed type is "case.V"
reveal_type(V() * 2)  # N: reveal-type: Revealed type is "case.V"

# case: comparison-dunders-of-generic-and-unknown-operands
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Clause: ...
class Column(Generic[T]):
    def __eq__(self, other: object) -> Clause:  # type: ignore[override]
        return Clause()
    def __gt__(self, other: object) -> Clause:
        return Clause()
def where(*clauses: Clause) -> None: ...
def query(col: Column[Any], row: Any) -> None:
    where(col == 1, col > 2, row.c.name == "x", row < 3)

# case: comparison-dunders-are-still-checked
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Clause: ...
class Column(Generic[T]):
    def __gt__(self, other: object) -> Clause:
        return Clause()
def where(*clauses: Clause) -> None: ...
def query(col: Column[Any], n: int) -> None:
    where(col > 2, n > 2)  # E: arg-type: Argument 2 to "where" has incompatible type "bool"; expected "Clause"
    where(col == 1)  # E: arg-type: Argument 1 to "where" has incompatible type "bool"; expected "Clause"

# case: attribute-errors
class C:
    x: int = 0
C().y  # E: attr-defined: "C" has no attribute "y"
"s".nope  # E: attr-defined: "str" has no attribute "nope"
import os
os.nothing_here  # E: attr-defined: Module has no attribute "nothing_here"

# case: attributes-ok
import os.path
class C:
    x: int = 0
    def m(self) -> int:
        return self.x
C().x
C.x
C().m()
"s".upper().lower()
os.path.join("a", "b")
C.__name__
C().__class__
C().__dict__

# case: index-errors
x = 1
x[0]  # E: index: Value of type "int" is not indexable
t = (1, 2)
t[5]  # E: misc: Tuple index out of range

# case: index-ok
t = (1, "a")
reveal_type(t[0])  # N: reveal-type: Revealed type is "int"
reveal_type(t[-1])  # N: reveal-type: Revealed type is "str"
d = {"a": [1]}
reveal_type(d["a"])  # N: reveal-type: Revealed type is "list[int]"
xs = [1, 2]
reveal_type(xs[0])  # N: reveal-type: Revealed type is "int"
reveal_type(xs[1:])  # N: reveal-type: Revealed type is "list[int]"
reveal_type("abc"[0])  # N: reveal-type: Revealed type is "LiteralString"

# case: narrowing-is-none
from typing import Optional
def f(x: Optional[str]) -> str:
    if x is None:
        return ""
    return x.upper()
def g(x: Optional[str]) -> str:
    if x is not None:
        return x.upper()
    return ""
def h(x: Optional[str]) -> int:
    if x is None:
        x = "default"
    return len(x)

# case: narrowing-truthiness
from typing import Optional
def f(x: Optional[str]) -> str:
    if x:
        return x.upper()
    return ""
def g(x: Optional[list[int]]) -> int:
    if not x:
        return 0
    return x[0]
def h(x: Optional[str]) -> str:
    return x.upper() if x else ""
def k(x: Optional[str]) -> bool:
    return x is not None and x.startswith("a")
def m(x: Optional[str]) -> str:
    return x or "default"

# case: narrowing-early-return-and-raise
from typing import Optional
def f(x: Optional[int]) -> int:
    if x is None:
        raise ValueError("missing")
    return x + 1
def g(x: Optional[int]) -> int:
    assert x is not None
    return x + 1
def h(x: Optional[int]) -> int:
    while x is None:
        x = 1
    return x + 1

# case: narrowing-isinstance
from typing import Union
def f(x: Union[int, str, list[int]]) -> int:
    if isinstance(x, int):
        return x + 1
    elif isinstance(x, str):
        return len(x.upper())
    reveal_type(x)  # N: reveal-type: Revealed type is "list[int]"
    return x[0]
def g(x: object) -> int:
    if isinstance(x, (int, float)):
        return int(x)
    return 0

# case: narrowing-attributes
from typing import Optional
class Conn:
    def send(self) -> None: ...
class Client:
    conn: Optional[Conn] = None
    def go(self) -> None:
        if self.conn is not None:
            self.conn.send()
        if not self.conn:
            return
        self.conn.send()

# case: optional-without-check
from typing import Optional
def f(x: Optional[str]) -> str:
    return x.upper()  # E: union-attr: Item "None" of "str | None" has no attribute "upper"

# case: optional-operator-without-check
from typing import Optional
def f(x: Optional[int]) -> int:
    return x + 1  # E: operator: Unsupported operand types for + ("None" and "int")

# case: narrowing-in-comprehension
from typing import Optional
def f(xs: list[Optional[str]]) -> list[str]:
    return [x.upper() for x in xs if x is not None]

# case: narrowing-merge-after-if
from typing import Optional
def f(x: Optional[int], y: int) -> int:
    if x is None:
        x = y
    else:
        x = x + 1
    return x * 2

# case: loops-keep-types
def f(items: list[str]) -> str:
    result = ""
    for item in items:
        result = result + item
    count = 0
    while count < 10:
        count += 1
    for k, v in {"a": 1}.items():
        reveal_type(v)  # N: reveal-type: Revealed type is "int"
    return result

# case: try-except-flows
def f(s: str) -> int:
    try:
        value = int(s)
    except ValueError as exc:
        reveal_type(exc)  # N: reveal-type: Revealed type is "ValueError"
        return 0
    else:
        return value
    finally:
        pass

# case: with-statement
def f() -> str:
    with open("x") as fh:
        reveal_type(fh)  # N: reveal-type: Revealed type is "_io.TextIOWrapper[_io._WrappedBuffer]"
        return fh.read()

# case: closures-see-outer-as-any
from typing import Optional
def f(x: Optional[int]) -> None:
    if x is None:
        return
    def inner() -> int:
        return x + 1
    inner()

# case: hasattr-and-callable-do-not-error
def f(x: object) -> None:
    if hasattr(x, "name"):
        print(x.name)
    if callable(x):
        x()

# case: generic-function-inference
from typing import TypeVar, Sequence
T = TypeVar("T")
def first(xs: Sequence[T]) -> T:
    return xs[0]
reveal_type(first([1, 2]))  # N: reveal-type: Revealed type is "int"
reveal_type(first("ab"))  # N: reveal-type: Revealed type is "str"
def ident(x: T) -> T:
    return x
reveal_type(ident(3.5))  # N: reveal-type: Revealed type is "float"

# case: dict-methods
d: dict[str, int] = {}
reveal_type(d.get("a"))  # N: reveal-type: Revealed type is "int | None"
reveal_type(d.get("a", 0))  # N: reveal-type: Revealed type is "int"
reveal_type(list(d.keys()))  # N: reveal-type: Revealed type is "list[str]"
for key, value in d.items():
    key.upper()
    value + 1

# case: reveal-unannotated-is-any
def f(x):
    reveal_type(x)  # N: reveal-type: Revealed type is "Any"

# case: narrowing-membership
from typing import Optional
ALLOWED = {"a", "b"}
def f(name: Optional[str]) -> str:
    if name in ALLOWED:
        return name.upper()
    return ""
def g(name: Optional[str]) -> str:
    if name not in ("x", "y"):
        return ""
    return name.upper()

# case: narrowing-walrus-isinstance
def f(items: list[object]) -> int:
    if isinstance(first := items[0], int):
        return first + 1
    return 0

# case: tuple-slices
def info() -> tuple[str, int, bool]:
    return "a", 1, True
path, line = info()[:2]
reveal_type(path)  # N: reveal-type: Revealed type is "str"
reveal_type(line)  # N: reveal-type: Revealed type is "int"

# case: is-true-narrowing
def f(flag: bool | str) -> str:
    if flag is True:
        return "yes"
    if flag is False:
        return "no"
    return flag.upper()

# case: loop-keeps-narrowed-declaration
def f(obj: object, pairs: list[tuple[str, str]]) -> str:
    if not isinstance(obj, str):
        obj = repr(obj)
    for old, new in pairs:
        obj = obj.replace(old, new)
    return obj

# case: a-while-loop-rebinding-what-its-test-narrowed-keeps-it-narrowed
# (hypothesis internal/escalation.py:114-119: ``while tb.tb_next is not None and ...: tb =
# tb.tb_next`` with ``tb`` declared ``TracebackType | None`` and narrowed before the loop: the
# next iteration starts from the narrowed value the body bound, as mypy)
from types import TracebackType
def check(x: object) -> bool: ...  # E: empty-body: Missing return statement
def last(tb: TracebackType | None) -> TracebackType:
    if tb is None:
        raise ValueError
    while tb.tb_next is not None and check(tb.tb_frame):
        tb = tb.tb_next
    reveal_type(tb)  # N: reveal-type: Revealed type is "types.TracebackType"
    return tb
def step(tb: TracebackType | None) -> None:
    if tb is None:
        return
    while check(tb):
        tb = tb.tb_next  # E: union-attr: Item "None" of "TracebackType | None" has no attribute "tb_next"
    tb.tb_frame  # E: union-attr: Item "None" of "TracebackType | None" has no attribute "tb_frame"

# case: a-while-loop-rebinding-what-its-test-narrowed-silent
from types import TracebackType
def last(tb: TracebackType | None) -> TracebackType | None:
    if tb is None:
        return tb
    while tb.tb_next is not None:
        tb = tb.tb_next
    return tb.tb_next
def count(n: int | None, items: list[int]) -> int:
    if n is None:
        return 0
    while n > 0 and items:
        n = n - items.pop()
    return n

# case: match-class-narrowing
def f(x: int | str) -> int:
    match x:
        case int():
            return x + 1
        case str():
            return len(x.upper())
    return 0

# case: generic-call-uses-declared-context
def f(ints: list[int], names: list[str]) -> None:
    floats: list[float] = list(ints)
    mixed: list[int | str | None] = list(names)
    pairs: dict[str, object] = dict(a=1)

# case: narrowing-literal-equality
from typing import Literal, Union
def f(mode: Literal["r", "w"], n: Union[int, Literal["auto"]]) -> int:
    if mode == "r":
        reveal_type(mode)  # N: reveal-type: Revealed type is "Literal['r']"
    else:
        reveal_type(mode)  # N: reveal-type: Revealed type is "Literal['w']"
    if n == "auto":
        return 0
    return n + 1

# case: star-unpacking-keeps-the-ends
def addresses(rows: list[tuple[int, str, tuple[str, int]]]) -> None:
    for port, *_, addr in rows:
        reveal_type(port)  # N: reveal-type: Revealed type is "int"
        reveal_type(addr)  # N: reveal-type: Revealed type is "tuple[str, int]"
        print(addr[0].upper(), port + 1)
first, *middle, last = (1, "x", 2.0, b"y")
reveal_type(middle)  # N: reveal-type: Revealed type is "list[str | float]"

# case: star-unpacking-a-union-of-tuples-goes-member-by-member
# prompt_toolkit: ``for style, text, *_ in fragments`` with fragments of
# ``tuple[str, str] | tuple[str, str, Handler]``: text is a str, as mypy unpacks each member.
from typing import Callable
Fragment = tuple[str, str] | tuple[str, str, Callable[[int], None]]
def render(line: list[Fragment], one: Fragment) -> int:
    for style, text, *handler in line:
        reveal_type(handler)  # N: reveal-type: Revealed type is "list[def (int)]"
        style + text
    first, *middle, last = one
    reveal_type(last)  # N: reveal-type: Revealed type is "str | (def (int))"
    return sum(len(text) for _, text, *_ in line)

# case: star-unpacking-a-union-of-tuples-still-checks-the-items
from typing import Callable
Fragment = tuple[str, str] | tuple[str, str, Callable[[int], None]]
def render(line: list[Fragment], pairs: list[tuple[str, int] | tuple[str, int, int]]) -> None:
    for style, text, *handler in line:
        text + 1  # E: operator: Unsupported operand types for + ("str" and "int")
    for name, *numbers in pairs:
        name + numbers[0]  # E: operator

# case: comprehension-variables-are-their-own
from typing import Callable
k: set[float] = {1.0}
s: dict[str, float] = {k: 1 for k in "ab"}
t: list[str] = [k for k in "ab"]
def handler() -> None: ...
names = [handler.upper() for handler in ["a"]]
def f(pairs: list[tuple[str, int]]) -> list[int]:
    x: bytes = b""
    firsts: list[str] = [x for x, _ in pairs]
    return [n + 1 for _, n in pairs]
reveal_type(k)  # N: reveal-type: Revealed type is "set[float]"

# case: comprehension-variables-are-checked
def f(words: list[str]) -> list[int]:
    return [w for w in words]  # E: misc: List comprehension has incompatible type List[str]; expected List[int]
lengths = [w.size for w in ["a"]]  # E: attr-defined

# case: item-assignment-in-a-loop-keeps-the-container-narrowed
class Ruler:
    def __init__(self) -> None:
        self.cache: dict[str, list[int]] | None = None

    def compile(self, chains: list[str]) -> None:
        self.cache = {}
        for chain in chains:
            self.cache[chain] = []
            self.cache[chain].append(1)

# case: item-assignment-in-a-loop-forgets-item-narrowing
def f(rows: dict[str, int | None], keys: list[str]) -> None:
    rows["a"] = 1
    for k in keys:
        rows["a"] + 1  # E: operator
        rows[k] = None

# case: or-gives-its-operands-the-first-ones-type-as-context
from typing import Optional
def f(x: Optional[list[int]] = None, d: Optional[dict[str, list[int]]] = None) -> None:
    x = x or []
    reveal_type(x)  # N: reveal-type: Revealed type is "list[int]"
    y = d or {}
    reveal_type(y)  # N: reveal-type: Revealed type is "dict[str, list[int]]"
    x.append(1)
    y["k"] = [1]

# case: or-context-does-not-hide-errors
from typing import Optional
def f(x: Optional[list[int]] = None) -> None:
    x = x or ["a"]  # E: assignment # N: assignment

# case: attribute-narrowed-before-a-loop-that-reassigns-it-compatibly
from typing import cast
class Reader:
    def __init__(self) -> None:
        self._buffer: str | None = None
        self.host: str | None = None
    def read(self, n: int, parts: list[str]) -> str:
        if self._buffer is None:
            self._buffer = cast(str, "")
        while len(self._buffer) < n:
            self._buffer += "x"
        self.host = self.host or ""
        for p in parts:
            if p:
                self.host = ".".join(parts)
                break
        return self._buffer + self.host

# case: attribute-narrowed-before-a-loop-that-may-set-it-to-none
class Reader:
    def __init__(self) -> None:
        self.host: str | None = None
    def bad(self, parts: list[str]) -> None:
        self.host = ""
        for p in parts:
            len(self.host)  # E: arg-type # N: arg-type
            self.host = None

# case: a-local-first-bound-to-none-and-bound-again-in-a-loop-is-optional-at-the-loop-top
# (mypy's partial None: the loop's binding declares ``T | None``, the next iteration starts so;
# a branch dead while the local is still None comes alive on that next iteration)
from typing import Iterator
class Tok:
    name: str
def scan(toks: list[Tok], xs: list[int]) -> Iterator[int]:
    current = None
    for t in toks:
        print(current.name)  # E: union-attr: Item "None" of "Tok | None" has no attribute "name"
        current = t
    kind = pending = None
    for x in xs:
        if kind:
            yield pending.bit_length()  # E: union-attr: Item "None" of "int | None" has no attribute "bit_length"
            kind = pending = None
        elif x:
            kind = "open"
            pending = x
    last = None
    while xs:
        print(last.upper())  # E: union-attr: Item "None" of "str | None" has no attribute "upper"
        last = str(xs.pop())

# case: a-partial-none-local-bound-in-a-loop-to-what-a-nested-loop-sums-is-optional-at-the-loop-top
# (the trial pass declares the body's first bindings and the loop target, as the real pass does)
def match(skeleton: str, options: list[str], allow_different_fields: bool, d: dict[str, int]) -> str | None:
    get_input_field_width = d.get
    best_skeleton = None
    best_distance = None
    for option in options:
        get_opt_field_width = d.get
        distance = 0
        for field in "abc":
            input_width = get_input_field_width(field, 0)
            opt_width = get_opt_field_width(field, 0)
            if input_width == opt_width:
                continue
            if opt_width == 0 or input_width == 0:
                if not allow_different_fields:  # This one is not okay
                    option = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "str")
                    break
                distance += 0x1000
            else:
                distance += abs(input_width - opt_width)

        if not option:
            continue

        if not best_skeleton or distance < best_distance:  # E: operator: Unsupported operand types for < ("int" and "None") # N: operator: Right operand is of type "int | None"
            best_skeleton = option
            best_distance = distance
    return best_skeleton

# case: a-local-first-bound-to-none-in-a-loop-narrowed-or-read-after-its-rebinding-is-silent
from typing import Iterator
class Tok:
    name: str
def scan(toks: list[Tok], xs: list[int]) -> Iterator[int]:
    previous = None
    for t in toks:
        if previous is not None:
            print(previous.name)
        previous = t
        print(previous.name)
    kind = pending = None
    for x in xs:
        if kind and pending is not None:
            yield pending + x
            kind = pending = None
        elif x:
            kind = "open"
            pending = x
    unused = None
    for x in xs:
        unused = None
    print(unused)

# case: a-partial-none-local-rebound-before-a-continue-is-optional-after-the-loop
# (a ``continue`` goes back to the loop's top as the body's end does: what it carries there is
# the local's type at the top, and after the loop)
def word(s: str) -> bool:
    return bool(s)
def take(storage: str, const: bool) -> None: ...
def parse(typed: bool, xs: list[int]) -> None:
    storage = None
    const = None
    while 1:
        if not const and typed:
            const = word("const")
            if const:
                continue
        if not storage:
            if word("static"):
                storage = "static"
                continue
        break
    reveal_type(const)  # N: reveal-type: Revealed type is "bool | None"
    take(storage, const)  # E: arg-type: Argument 1 to "take" has incompatible type "str | None"; expected "str" # N: arg-type # E: arg-type: Argument 2 to "take" has incompatible type "bool | None"; expected "bool" # N: arg-type
    name = None
    for x in xs:
        if x:
            name = str(x)
            continue
    print(name.upper())  # E: union-attr: Item "None" of "str | None" has no attribute "upper"

# case: a-partial-none-local-rebound-before-a-continue-and-checked-after-the-loop-is-silent
def word(s: str) -> bool:
    return bool(s)
def take(storage: str, const: bool) -> None: ...
def parse(typed: bool, xs: list[int]) -> None:
    storage = None
    const = None
    while 1:
        if not const and typed:
            const = word("const")
            if const:
                continue
        if not storage:
            if word("static"):
                storage = "static"
                continue
        break
    if storage is not None and const is not None:
        take(storage, const)
    flag = word("x")
    if flag:
        print(flag)
    reveal_type(flag)  # N: reveal-type: Revealed type is "bool"
    for x in xs:
        inner = None
        for y in xs:
            if y:
                inner = y
                continue  # (the inner loop's: the outer loop's top is not told)
        print(inner)

# case: a-partial-none-local-rebound-only-before-a-break-is-optional-after-the-loop
# (no path back to the loop's top rebinds it: it is still None there, and the loop's end meets
# the break's binding)
class A:
    def __init__(self, prefix: str) -> None: ...
def skip(k: str) -> bool:
    return bool(k)
def parse(words: list[str]) -> A:
    prefix = None
    for k in words:
        if skip(k):
            prefix = k
            break
    return A(prefix)  # E: arg-type: Argument 1 to "A" has incompatible type "str | None"; expected "str" # N: arg-type

# case: a-partial-none-local-rebound-only-before-a-break-and-tested-is-silent
class A:
    def __init__(self, prefix: str) -> None: ...
def skip(k: str) -> bool:
    return bool(k)
def parse(words: list[str]) -> A:
    prefix = None
    for k in words:
        if skip(k):
            prefix = k
            break
    if prefix is None:
        prefix = "none"
    reveal_type(prefix)  # N: reveal-type: Revealed type is "str"
    return A(prefix)

# case: or-with-a-typeddict-gives-no-context
from typing import TypedDict
class Env(TypedDict):
    os_name: str
    python_version: str
def f(environment: Env | None) -> dict[str, object]:
    return dict(environment or {}, extra="x")

# case: any-assigned-to-an-object-declaration-is-any
from typing import Any
def load() -> Any: ...
def f(value: object) -> str:
    value = load()
    return value

# case: any-assigned-to-a-precise-declaration-keeps-it
from typing import Any
def load() -> Any: ...
def f(value: int) -> str:
    value = load()
    return value  # E: return-value

# case: repeated-list-display-takes-the-context
class Type: ...
class AnyType(Type): ...
def f(n: int) -> list[Type]:
    x: list[Type] = [AnyType()] * n
    y: list[Type | None] = [AnyType()] * 3
    return [AnyType()] * n
def g(n: int) -> list[int]:
    z = [AnyType()] * n
    reveal_type(z)  # N: reveal-type: Revealed type is "list[case.AnyType]"
    return ["a"] * n  # E: return-value # N: return-value

# case: is-ellipsis-and-negative-indexes-narrow
import ast
def f(n: ast.Constant) -> int:
    val = n.value
    if val is None:
        return 0
    if isinstance(val, str):
        return 1
    if val is Ellipsis:
        return 2
    if isinstance(val, bool):
        return 3
    if isinstance(val, (int, float, complex)):
        return 4
    if isinstance(val, bytes):
        return 5
class TypeInfo: ...
class Func: ...
class C:
    def __init__(self) -> None:
        self.stack: list[TypeInfo | Func] = []
    def active(self) -> TypeInfo | None:
        if isinstance(self.stack[-1], TypeInfo):
            return self.stack[-1]
        return None

# case: is-ellipsis-and-negative-indexes-narrow-only-what-they-test
import types
def f(x: int | types.EllipsisType) -> int:
    if x is not ...:
        return x
    return x  # E: return-value
class TypeInfo: ...
class Func: ...
def g(stack: list[TypeInfo | Func]) -> TypeInfo | None:
    if isinstance(stack[-1], TypeInfo):
        return stack[-2]  # E: return-value # N: return-value
    return None

# case: equality-with-a-literal-removes-none
def get(name: str) -> int: raise NotImplementedError
def f(names: list[str | None]) -> int:
    for n in names:
        if n == "bound":
            return get(n)
        if n != "values":
            continue
        return get(n)
    return 0

# case: equality-with-a-literal-keeps-none-on-the-other-side
def get(name: str) -> int: raise NotImplementedError
def f(n: str | None) -> int:
    if n == "bound":
        return 1
    return get(n)  # E: arg-type # N: arg-type

# case: equality-with-a-value-that-cannot-be-none-removes-none
HEADER = b"h"
def key(k: bytes) -> int: raise NotImplementedError
def f(field: "bytes | None", other: "bytes | None", label: bytes) -> int:
    if field == HEADER:
        return key(field)
    if HEADER != field:
        return 0
    reveal_type(field)  # N: reveal-type: Revealed type is "bytes"
    if label == other:  # either side is narrowed
        return len(other)
    return 0

# case: equality-with-an-optional-value-keeps-none
def key(k: bytes) -> int: raise NotImplementedError
def f(field: "bytes | None", other: "bytes | None", number: "int | None") -> int:
    if field == other:
        return key(field)  # E: arg-type # N: arg-type
    if field != b"h":
        return key(field)  # E: arg-type # N: arg-type
    return 0

# case: tuple-slices-with-a-step
def pair(t: tuple[int, str]) -> tuple[str, int]:
    return t[::-1]
def firsts(t: tuple[int, str, int, str]) -> tuple[int, int]:
    return t[::2]
def wrong(t: tuple[int, str]) -> tuple[int, str]:
    return t[::-1]  # E: return-value # N: return-value

# case: and-gives-the-false-value-of-str-and-int
class F:
    path: str
    name: str
class Finder:
    def __init__(self) -> None:
        self.paths: set[str] = set()
        self.text = False
    def is_source(self, file: F) -> bool:
        return (file.path and file.path in self.paths) or file.name in self.paths or self.text
def g(s: str, n: int) -> str:
    t: str = s and s.strip()
    m: int = n and n + 1
    return n and "x"  # E: return-value: Incompatible return value type (got "Literal[0] | str", expected "str") # N: return-value

# case: narrowing-an-object-keeps-narrowings-of-its-attributes
import re
class Pattern:
    regex: re.Pattern[str] | None
class RegexPattern(Pattern):
    pass
def compile_all(patterns: list[Pattern]) -> list[str]:
    out = []
    for pattern in patterns:
        assert pattern.regex is not None
        assert isinstance(pattern, RegexPattern)
        out.append(pattern.regex.pattern)
    return out

# case: reassigning-an-object-forgets-narrowings-of-its-attributes
import re
class Pattern:
    regex: re.Pattern[str] | None
def first(p: Pattern, q: Pattern) -> str:
    assert p.regex is not None
    p = q
    return p.regex.pattern  # E: union-attr

# case: local-declarations-in-constrained-bodies-take-each-constraint
from typing import AnyStr
def to_regex(pattern: AnyStr, return_type: type[AnyStr]) -> tuple[AnyStr | None, bool | None]:
    regex = "x"
    out_regex: AnyStr
    if return_type is bytes:
        out_regex = regex.encode()  # type: ignore[assignment]
    else:
        out_regex = regex  # type: ignore[assignment]
    return (out_regex, True)
def same(p: AnyStr) -> AnyStr:
    local: AnyStr = p
    return local

# case: local-declarations-in-constrained-bodies-are-checked
from typing import AnyStr
def bad(p: AnyStr) -> AnyStr:
    local: AnyStr = p
    return local + 1  # E: operator: Unsupported operand types for + ("bytes" and "int") # E: operator: Unsupported operand types for + ("str" and "int")

# case: type-variables-solved-from-declared-literals-keep-them
from typing import Literal, Optional
Category = Literal["L", "N", "P"]
def counts() -> dict[Category, int]: raise NotImplementedError
_order: Optional[tuple[Category, ...]] = None
def order() -> tuple[Category, ...]:
    global _order
    if _order is None:
        table = counts()
        names = sorted(table.keys(), key=lambda c: table[c])
        reveal_type(names)  # N: reveal-type: Revealed type is "list[Literal['L', 'N', 'P']]"
        _order = tuple(names)
    return _order
def first(keys: list[Category]) -> Category:
    return sorted(keys)[0]

# case: type-variables-solved-from-written-literals-are-widened
def pair() -> None:
    names = sorted(("b", "a"))
    names.append("c")
    letters = list({"x": 1})
    letters.append("y")
    reveal_type(sorted(["b", "a"]))  # N: reveal-type: Revealed type is "list[str]"

# case: the-class-of-a-type-variable-value-is-its-type
from typing import Any, TypeVar
T = TypeVar("T")
def copy_of(obj: T, **changes: Any) -> T:
    cls = obj.__class__
    reveal_type(cls)  # N: reveal-type: Revealed type is "type[T]"
    reveal_type(type(obj))  # N: reveal-type: Revealed type is "type[T]"
    name: str = type(obj).__name__
    return cls(**changes)
def wrong(obj: T) -> T:
    return str(obj)  # E: return-value

# case: declared-literals-survive-zip-and-enumerate
from typing import Literal
Kind = Literal["integer", "string"]
def show(kind: Kind, value: int) -> str: raise NotImplementedError
def render(kinds: list[Kind], values: list[int]) -> None:
    for i, (kind, value) in enumerate(zip(kinds, values, strict=True)):
        reveal_type(kind)  # N: reveal-type: Revealed type is "Literal['integer', 'string']"
        show(kind, value)
    pairs = list(enumerate(zip(("a", "b"), [1, 2])))
    pairs.append((3, ("c", 3)))

# case: a-dict-display-passed-to-update-takes-the-receivers-types
from typing import Union
class Lock: ...
Hint = Union[type, None]
REDUCTIONS: dict[object, Hint] = {}
def init() -> None:
    REDUCTIONS.update({Lock: Lock})
    REDUCTIONS.update({1: "not a type"})  # E: dict-item: Dict entry 0 has incompatible type "int": "str"; expected "object": "type | None"


# case: comparing-an-unknown-value-is-unknown
# An unknown left operand's __eq__ or __lt__ may return anything: a numpy array's ``out != x``
# is an array, so ``.any()`` on it is not questioned (hypothesis.extra.numpy without numpy).
import numpy_not_installed as np  # type: ignore[import-not-found]
def mismatch(result) -> bool:
    out = result.astype(int)
    return bool((out != result).any())
def unknown(a, b):
    reveal_type(a != b)  # N: reveal-type: Revealed type is "Any"
    reveal_type(a < b)  # N: reveal-type: Revealed type is "Any"

# case: comparing-known-values-is-bool
# Known operands keep their __eq__'s bool, and membership and identity tests are always bool.
def known(a: int, b, xs: list[int]) -> None:
    (a != b).any()  # E: attr-defined: "bool" has no attribute "any"
    (b in xs).any()  # E: attr-defined: "bool" has no attribute "any"
    (b is a).any()  # E: attr-defined: "bool" has no attribute "any"
    (a < b < 3).any()  # (b < 3 of an unknown b is Any: so is the chain, as in mypy)

# case: a-misspelt-attribute-gets-a-suggestion
# As mypy: names the class itself defines (or a module's public names), more than three
# quarters alike; list.add is the usual mix-up for append or extend.
import os
class Point:
    def __init__(self) -> None:
        self.value = 1
    def distance(self) -> float:
        return 0.0
p = Point()
p.valeu  # E: attr-defined: "Point" has no attribute "valeu"; maybe "value"?
p.distanse()  # E: attr-defined: "Point" has no attribute "distanse"; maybe "distance"?
p.colour  # E: attr-defined: "Point" has no attribute "colour"
[1].add(2)  # E: attr-defined: "list[int]" has no attribute "add"; maybe "append" or "extend"?
os.getcwdd()  # E: attr-defined: Module has no attribute "getcwdd"; maybe "getcwd" or "getcwdb"?
for x in 1:  # E: attr-defined: "int" has no attribute "__iter__"; maybe "__int__"? (not iterable)
    pass

# case: a-misspelt-name-gets-a-suggestion
# As mypy: names of the function, the enclosing ones, the module and the builtins.
def scale(factor: int) -> None:
    print(factr)  # E: name-defined: Name "factr" is not defined; did you mean "factor"?
limit = 1
limt  # E: name-defined: Name "limt" is not defined; did you mean "limit"?
prnt("x")  # E: name-defined: Name "prnt" is not defined; did you mean "print"?
zzz_unknown  # E: name-defined: Name "zzz_unknown" is not defined

# case: a-nested-and-is-truthy-only-as-its-last-operand
def f(xs: list[int], flag: bool, other: bool) -> bool:
    return (xs and flag) or other  # a falsy ``xs`` is what ``or`` replaces
def g(xs: list[int], flag: bool, other: bool) -> bool:
    return (xs or flag) and other
def h(xs: list[int], n: int | None) -> int:
    return (xs and n) or 0
def k(xs: list[int], flag: bool) -> bool:
    return xs and flag  # E: return-value: Incompatible return value type (got "list[int] | bool", expected "bool")  # N: return-value: Item "list[int]" does not fit

# case: fixed-tuples-concatenate-item-by-item
# SQLAlchemy engine/cursor.py: ``(index,) + rec[1:]`` keeps each item's type (as mypy does).
from typing import Any
Rec = tuple[int, int, list[Any], str]
def renumber(recs: list[Rec]) -> list[Rec]:
    new_recs = [(index,) + rec[1:] for index, rec in enumerate(recs)]
    reveal_type(new_recs[0])  # N: reveal-type: Revealed type is "tuple[int, int, list[Any], str]"
    for new_rec in new_recs:
        for e in new_rec[2] or ():
            pass
    return new_recs

# case: concatenated-tuples-are-still-checked
Rec = tuple[int, int, list[int], str]
def renumber(recs: list[Rec]) -> list[Rec]:
    new_recs = [("x",) + rec[1:] for rec in recs]
    for new_rec in new_recs:
        for e in new_rec[3] + 1:  # E: operator
            pass
    return new_recs  # E: return-value # N: return-value

# case: messages-widen-the-literals-an-expression-writes-and-keep-declared-ones
# As mypy: a literal written in the expression (or a bare-Final constant's value) is shown as its
# class; a declared Literal, an enum member narrowed by "is" and the falsy 0 of "n and ..." stay.
import enum
from typing import Final, Literal
class Color(enum.Enum):
    RED = 1
    BLUE = 2
LIMIT: Final = 10
def written(flag: bool) -> str:
    return 1 if flag else 2  # E: return-value: Incompatible return value type (got "int", expected "str") # N: return-value
def member() -> str:
    return Color.RED  # E: return-value: Incompatible return value type (got "Color", expected "str")
def constant() -> str:
    return LIMIT  # E: return-value: Incompatible return value type (got "int", expected "str")
def declared(mode: Literal["r", "w"]) -> int:
    return mode  # E: return-value: Incompatible return value type (got "Literal['r', 'w']", expected "int") # N: return-value
def narrowed(c: Color) -> str:
    if c is Color.RED:
        return c  # E: return-value: Incompatible return value type (got "Literal[Color.RED]", expected "str")
    return ""
def argument(one: Literal[1]) -> None:
    def takes(s: str) -> None: ...
    takes(one)  # E: arg-type: Argument 1 to "takes" has incompatible type "Literal[1]"; expected "str"
    takes(1)  # E: arg-type: Argument 1 to "takes" has incompatible type "int"; expected "str"

# case: an-attribute-stored-from-a-union-parameter-untouched-has-its-type
# ``self.stdin = stdin`` first thing: the attribute is ``SendStream | None`` (mypy); one stored
# after the parameter was rebound has the type the flow gives it there (attribute_flow).
from abc import ABCMeta
from typing_extensions import assert_type
class Stream: ...
class NoPublicConstructor(ABCMeta): ...
class Process(metaclass=NoPublicConstructor):
    def __init__(self, stdin: Stream | None, stdout: Stream | None) -> None:
        self.stdin = stdin
        if stdout is None:
            stdout = Stream()
        self.stdout = stdout
def use(p: Process) -> None:
    assert_type(p.stdin, Stream | None)
    reveal_type(p.stdout)  # N: reveal-type: Revealed type is "case.Stream"

# case: an-attribute-stored-from-a-union-parameter-untouched-is-checked
class Stream:
    def close(self) -> None: ...
class Process:
    def __init__(self, stdin: Stream | None) -> None:
        self.stdin = stdin
def use(p: Process) -> None:
    p.stdin.close()  # E: union-attr: Item "None" of "Stream | None" has no attribute "close"

# case: an-attribute-a-base-defines-is-not-retyped-by-a-subclass-parameter
# mypy types ``self.callbacks`` as the base class does; the subclass's union parameter does not.
class Base:
    def __init__(self) -> None:
        self.callbacks = {"a": len}
class Pipeline(Base):
    def __init__(self, callbacks: dict[str, int] | None) -> None:
        self.callbacks = callbacks  # type: ignore[assignment]
def use(p: Pipeline) -> None:
    p.callbacks["a"]

# case: a-display-of-unrelated-classes-is-of-object-where-anything-may-be-added
# mypy joins ``["UNBLOCK", 1]`` to ``list[object]`` (its items share no class but object).
def unblock(client_id: int, error: bool, pair: "tuple[bytes, str]") -> list[object]:
    args = ["CLIENT UNBLOCK", int(client_id)]
    if error:
        args.append(b"ERROR")
    args.extend(pair)
    numbers = [1, 2.5]
    numbers.append(3)
    return args

# case: a-display-of-union-typed-items-keeps-their-union
# Items that are unions themselves join to their union, not to object (hintloader's own env
# merge and solution maps: ``{**solution, **context}``).
def merged(a: "dict[str, int | str]", b: "dict[str, int | str]", x: "int | str") -> "dict[str, int | str]":
    pair = [x, x]
    pair.append(1)
    both = {**a, **b}
    return both

# case: a-display-of-unrelated-classes-is-checked-as-object
def first(text: str) -> None: ...
def unblock(client_id: int) -> None:
    args = ["CLIENT UNBLOCK", client_id]
    first(args[0])  # E: arg-type: Argument 1 to "first" has incompatible type "object"; expected "str"
    numbers = [1, 2.5]
    numbers.append("3")  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "str"; expected "float"

# case: a-display-added-to-a-list-takes-the-lists-type
from typing import List, Union
def get_args(offset: int, timeout: float) -> List[Union[str, int, float]]:
    args: List[Union[str, int, float]] = ["query"]
    args += ["LIMIT", offset]
    args += ["TIMEOUT", timeout]
    args = args + ["SLOP", offset]
    return args

# case: a-display-added-to-a-list-is-checked-against-the-lists-type
from typing import List, Union
def get_args(offset: int) -> List[Union[str, int]]:
    args: List[Union[str, int]] = ["query"]
    args += ["LIMIT", b"raw"]  # E: list-item: List item 1 has incompatible type "bytes"; expected "str | int"
    return args

# case: iterating-a-union-with-a-non-iterable-member-is-union-attr
from typing import Optional, Sequence
class App:
    def __init__(self) -> None:
        self.handlers: Optional[Sequence[tuple[int, bool]]] = None
def build(apps: tuple[App, ...]) -> None:
    for app in apps:
        for m, _ in app.handlers:  # type: ignore[union-attr]
            pass

# case: iterating-a-union-reports-the-member-that-is-not-iterable
from typing import Optional, Sequence
def build(handlers: Optional[Sequence[int]], mixed: int | list[int]) -> None:
    for h in handlers:  # E: union-attr: Item "None" of "Sequence[int] | None" has no attribute "__iter__" (not iterable)
        pass
    for m in mixed:  # E: union-attr: Item "int" of "int | list[int]" has no attribute "__iter__" (not iterable)
        pass

# case: a-tuple-index-ignored-as-mypy-words-it
def address(addr: tuple[str, int]) -> None:
    if len(addr) >= 4:
        scope_id = addr[3]  # type: ignore[misc]

# case: a-later-display-binding-takes-the-first-binding-as-context
def take(entries: list[int | None]) -> None: ...
def resize(flag: bool, src: list[int | None]) -> None:
    if flag:
        entries = src
    else:
        entries = [e for e in src if e is not None]
    take(entries)

# case: a-later-display-that-does-not-fit-the-first-binding-keeps-its-type
def take(entries: list[int | None]) -> None: ...
def resize(flag: bool, src: list[int | None]) -> None:
    if flag:
        entries = src
    else:
        entries = ["a"]  # E: list-item: List item 0 has incompatible type "str"; expected "int | None"
    take(entries)  # the local keeps the type its first binding declared (mypy)
    again = src
    again = [e for e in src if e is not None]
    take(again)

# case: an-augmented-assignment-to-a-union-applies-each-members-inplace-method
from typing_extensions import Self
class Element:
    def __add__(self, other: list) -> list: raise NotImplementedError
    def __iadd__(self, other: object) -> Self:
        return self
class Signature(Element): ...
class AddName(Element): ...
def build(signode: Signature, wrap: bool) -> None:
    dest: "Signature | AddName" = signode
    if wrap:
        dest = AddName()
    dest += Element()
    reveal_type(dest)  # N: reveal-type: Revealed type is "case.AddName | case.Signature"

# case: an-augmented-assignment-to-a-union-whose-member-does-not-take-the-value
from typing_extensions import Self
class Element:
    def __add__(self, other: list) -> list: raise NotImplementedError
    def __iadd__(self, other: object) -> Self:
        return self
class Counter:
    def __iadd__(self, other: int) -> Self:
        return self
def count(c: Counter | Element) -> None:
    c += "a"  # E: operator: Unsupported left operand type for + ("Counter")

# case: display-items-that-are-tuples-of-different-lengths-join-to-a-variadic-tuple
class Translator:
    def __init__(self) -> None:
        self.defs = {
            "indent": (".INDENT %.1f\n", ".UNINDENT\n"),
            "topic-title": (".SS ",),
        }
    def depart(self) -> str:
        reveal_type(self.defs)  # N: reveal-type: Revealed type is "dict[str, tuple[str, ...]]"
        return self.defs["indent"][1]

# case: an-augmented-display-on-a-union-of-lists-goes-member-by-member
# ``parts += [...]`` where parts is one of two list types: each member's __iadd__ takes the
# display in its own context (the display-items report is for a single target type).
from typing import List, Union
def build(flag: bool, n: int, names: Union[List[str], List[Union[str, int]]]) -> None:
    args: List[Union[str, int]] = []
    args += ["LIMIT", n]
    if flag:
        args += [n]
    names += ["x"]

# case: display-items-that-are-tuples-of-one-length-keep-their-length
class Translator:
    def __init__(self) -> None:
        self.defs = {
            "indent": (".INDENT %.1f\n", ".UNINDENT\n"),
            "topic-title": (".SS ", ""),
        }
    def depart(self) -> str:
        return self.defs["indent"][2]  # E: misc: Tuple index out of range

# case: unpacking-a-union-of-a-tuple-and-an-iterable-goes-member-by-member
def tokens() -> list[tuple[str, list[str] | tuple[str, int]]]: raise NotImplementedError
def parse(chars: dict[str, int]) -> None:
    for kind, value in tokens():
        if kind == "field":
            char, num = value
            reveal_type(char)  # N: reveal-type: Revealed type is "str"
            reveal_type(num)  # N: reveal-type: Revealed type is "int | str"
            chars[char]

# case: unpacking-a-union-of-a-tuple-and-an-iterable-keeps-each-members-items
def tokens() -> list[tuple[str, list[bytes] | tuple[str, int]]]: raise NotImplementedError
def parse(chars: dict[str, int]) -> None:
    for kind, value in tokens():
        char, num = value
        chars[char]  # E: index: Invalid index type "str | bytes" for "dict[str, int]"; expected type "str"

# case: a-fixed-tuple-times-an-int-literal-repeats-its-items
def precision() -> int: raise NotImplementedError
def quantize(frac: tuple[int, int]) -> None: ...
def apply(force: tuple[int, int] | None, currency: bool) -> None:
    if force:
        frac = force
    elif currency:
        frac = (precision(),) * 2
    else:
        frac = 2 * (precision(),)
    reveal_type(frac)  # N: reveal-type: Revealed type is "tuple[int, int]"
    quantize(frac)
    quantize((1,) * 3)  # E: arg-type: Argument 1 to "quantize" has incompatible type "tuple[int, int, int]"; expected "tuple[int, int]"  # N: arg-type: Expected 2 items, got 3

# case: a-rebinding-whose-assignment-error-is-ignored-keeps-the-first-binding strictness=strict
# sphinx domains/std: ``node = document.ids.get(ref)``, its assignment error ignored, after
# ``node = document.ids[labelid]``. mypy declares the local by its first binding, reports the
# rebinding (the ignore silences it) and keeps ``Element``: the code after it is written so.
# Strict: the ignore counts as used.
from typing import Callable, Optional
class Element:
    tagname = ""
def lookup(ids: "dict[str, Element]", key: str, ref: str) -> str:
    node = ids[key]
    if ref:
        node = ids.get(ref)  # type: ignore[assignment]
    return node.tagname
class Domain:
    def by_ref(self, key: str) -> Optional[Element]: ...
    def by_number(self, key: int) -> Optional[Element]: ...
    def resolve(self, typ: str, key: str) -> Optional[Element]:
        resolver = self.by_ref
        if typ == "numref":
            resolver = self.by_number  # type: ignore[assignment]
        return resolver(key)

# case: a-rebinding-without-an-ignore-for-assignment-takes-its-value strictness=strict
from typing import Optional
class Element:
    tagname = ""
def lookup(ids: "dict[str, Element]", key: str, ref: str) -> str:
    node = ids[key]
    if ref:
        node = ids.get(ref)  # E: assignment: Incompatible types in assignment (expression has type "Element | None", variable has type "Element")  # N: assignment
    return node.tagname
def other(ids: "dict[str, Element]", key: str, ref: str) -> str:
    node = ids[key]
    if ref:
        node = ids.get(ref)  # type: ignore[arg-type]  # E: assignment  # N: assignment  # N: assignment
    return node.tagname
def fits(ids: "dict[str, Element]", key: str) -> str:
    node = ids[key]
    node = ids.get(key) or Element()  # type: ignore[assignment]
    return node.tagname

# case: an-attribute-its-defining-method-binds-to-none-only-is-none
# ``self.x = None`` alone in the method that defines the attribute gives it the type None (mypy).
class Conn:
    def send(self) -> None: ...
class Client:
    def __init__(self) -> None:
        self.conn = None
    def open(self) -> None:
        self.conn = Conn()  # E: assignment: Incompatible types in assignment (expression has type "Conn", variable has type "None")
    def use(self) -> None:
        self.conn.send()  # E: attr-defined: "None" has no attribute "send"
        if self.conn is not None:
            self.conn.send()
class Cluster(Client):
    def more(self) -> None:
        self.conn = Conn()  # E: assignment: Incompatible types in assignment (expression has type "Conn", variable has type "None")

# case: an-attribute-bound-to-none-and-more-in-its-defining-method-is-not-none
class Conn:
    def send(self) -> None: ...
class Client:
    def __init__(self, fast: bool) -> None:
        self.conn = None
        if fast:
            self.conn = Conn()
    def open(self) -> None:
        self.conn = Conn()
class Untyped:
    def __init__(self):
        self.conn = None  # an unannotated method gives it no type (mypy infers nothing there)
    def open(self) -> None:
        self.conn = Conn()
class Declared:
    conn = None
    def open(self) -> None:
        self.conn = Conn()
class Annotated:
    def __init__(self) -> None:
        self.conn: "Conn | None" = None
    def open(self) -> None:
        self.conn = Conn()
        self.conn.send()
class Reads:
    def __init__(self) -> None:
        self.conn = None
    def untyped(self):
        self.conn = Conn()  # not checked: mypy checks no unannotated body
        self.conn.send()

# case: a-display-joins-invariant-arguments-equal-up-to-any
# prompt_toolkit compiler.py: ``for patterns in [self._re_prefix, self._re_prefix_with_trailing_input]``
# with a ``list[Pattern[Any]]`` beside a ``list[Pattern[str]]``: mypy's join keeps the list.
import re
from typing import Any
def f(a: list[re.Pattern[Any]], b: list[re.Pattern[str]], s: str) -> None:
    reveal_type([a, b])  # N: reveal-type: Revealed type is "list[list[re.Pattern[Any]]]"
    for patterns in [a, b]:
        matches = [(r, r.match(s)) for r in patterns]

# case: an-attribute-assigned-a-module-attribute-has-its-type
# textual app.py: ``self._original_stdout = sys.__stdout__`` then ``.write(text)`` (typeshed:
# ``TextIOWrapper | None``).
import sys
class App:
    def __init__(self) -> None:
        self._original_stdout = sys.__stdout__
    def write(self, text: str) -> None:
        self._original_stdout.write(text)  # E: union-attr: Item "None" of "TextIOWrapper[_WrappedBuffer] | None" has no attribute "write"

# case: an-attribute-assigned-from-a-parameter-shadowing-a-module-is-not-the-module
import os
class Runner:
    def __init__(self, os: str) -> None:
        self.sep = os.upper()
        self.name = os.__class__.__name__
def f(r: Runner) -> str:
    return r.name

# case: a-display-of-a-union-item-keeps-the-union
class Base:
    tag: "str | None" = None
class A(Base):
    tag = "a"
class B(Base):
    tag = "b"
def use(x: "A | B", a: A, b: B) -> None:
    reveal_type([x])  # N: reveal-type: Revealed type is "list[case.A | case.B]"
    reveal_type([x, a])  # N: reveal-type: Revealed type is "list[case.A | case.B]"
    reveal_type([a, b])  # N: reveal-type: Revealed type is "list[case.Base]"
    names: list[str] = [y.tag for y in [x]]

# case: a-display-of-classes-joins-to-their-base-and-is-checked
class Base:
    tag: "str | None" = None
class A(Base):
    tag = "a"
class B(Base):
    tag = "b"
def use(a: A, b: B) -> None:
    names: list[str] = [y.tag for y in [a, b]]  # E: misc: List comprehension has incompatible type List[str | None]; expected List[str]

# case: reveal-shows-a-class-object-as-its-constructor
# A class used as a value is revealed as mypy reveals it: its constructor's signature, also
# inside a display, a tuple or a union, with the arguments of `Box[int]` applied. A value
# declared `type[C]`, `type(v)` and `v.__class__` stay `type[C]`; `x is C` narrows to the
# declared `type[C]` (see is-final-class-object).
from typing import Generic, TypeVar
T = TypeVar("T")
class C: pass
class D(C):
    def __init__(self, x: int) -> None: ...
class Box(Generic[T]):
    def __init__(self, item: T) -> None: ...
ListOfInt = list[int]
def f(declared: type[C], flag: bool) -> None:
    reveal_type(C)  # N: reveal-type: Revealed type is "def () -> case.C"
    reveal_type(declared)  # N: reveal-type: Revealed type is "type[case.C]"
    alias = C
    reveal_type(alias)  # N: reveal-type: Revealed type is "def () -> case.C"
    reveal_type([C, C])  # N: reveal-type: Revealed type is "list[def () -> case.C]"
    reveal_type({"k": D})  # N: reveal-type: Revealed type is "dict[str, def (x: int) -> case.D]"
    reveal_type((C, D))  # N: reveal-type: Revealed type is "tuple[def () -> case.C, def (x: int) -> case.D]"
    reveal_type(C if flag else D)  # N: reveal-type: Revealed type is "(def () -> case.C) | (def (x: int) -> case.D)"
    reveal_type(Box)  # N: reveal-type: Revealed type is "def [T] (item: T) -> case.Box[T]"
    reveal_type(Box[int])  # N: reveal-type: Revealed type is "def (item: int) -> case.Box[int]"
    reveal_type(ListOfInt)  # N: reveal-type: Revealed type is "Overload(def () -> list[int], def (typing.Iterable[int]) -> list[int])"
    reveal_type(object)  # N: reveal-type: Revealed type is "def () -> object"
    reveal_type(type(C()))  # N: reveal-type: Revealed type is "type[case.C]"
    reveal_type(C().__class__)  # N: reveal-type: Revealed type is "type[case.C]"
    declared = D  # the assignment narrows the variable to the class object (mypy too)
    reveal_type(declared)  # N: reveal-type: Revealed type is "def (x: int) -> case.D"

# case: a-class-object-is-type-of-c-in-messages
# Only `reveal_type` shows the constructor: messages keep mypy's `type[C]`.
class C: pass
parts = {"cl": int}
parts["note"] = str  # E: assignment: Incompatible types in assignment (expression has type "type[str]", target has type "type[int]")
x: C = C  # E: assignment: Incompatible types in assignment (expression has type "type[C]", variable has type "C")

# case: a-partial-none-local-whose-continue-path-errs-keeps-its-type-at-the-loop-top
# libcst tokenize.py: ``contline = contline + line; continue`` while ``contline`` may be None
# (set by an inner loop's break): the error's Any on the continue path leaves the top of the
# loop to the other path's ``str | None``, so the operator is reported (mypy).
def f(lines: list[str], flag: bool) -> None:
    contstr = ""
    contline = None
    for line in lines:
        if contstr:
            if flag:
                contstr = ""
                contline = None
            else:
                contstr = contstr + line
                contline = contline + line  # E: operator: Unsupported left operand type for + ("None")
                continue
        pos = 0
        while pos < len(line):
            if line.startswith("x"):
                contstr = line
                contline = line
                break
            pos += 1

# case: a-stubs-bare-final-constant-is-its-literal
# ``PyCF_ONLY_AST: Final = 1024`` in typeshed's _ast: typed by its value, as the typing spec
# infers a final name (mypy, pyright), so compile() picks the item that takes Literal[1024]
# (griffe inspector.py:661, expressions.py:1599).
import ast
from typing import Literal
def parse(source: str) -> None:
    tree = compile(source, "<s>", "eval", ast.PyCF_ONLY_AST)
    tree.body  # E: attr-defined: "AST" has no attribute "body"
    other: Literal[0] = ast.PyCF_ONLY_AST  # E: assignment: Incompatible types in assignment (expression has type "Literal[1024]", variable has type "Literal[0]")

# case: a-stubs-bare-final-constant-bound-again-is-an-int
import ast
import os
import stat
from typing import Literal
flags = os.O_RDONLY
flags |= os.O_CREAT
mode = stat.S_IRUSR
mode = mode | stat.S_IWUSR
def parse(source: str, n: int) -> None:
    only: Literal[1024] = ast.PyCF_ONLY_AST
    tree = compile(source, "<s>", "exec")
    level = ast.PyCF_ONLY_AST
    level = n
    both = [ast.PyCF_ONLY_AST, ast.PyCF_TYPE_COMMENTS]
    both.append(n)
    chosen = os.O_RDONLY if n else os.O_WRONLY
    chosen = n

# case: none-after-a-loop-or-in-its-body-does-not-fit-a-local-its-body-declared
def find(items: list[int]) -> None:
    for item in items:
        found = item
    found = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "int")
    while items:
        last = items.pop()
        last = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "int")

# case: none-in-a-loops-else-makes-a-local-its-body-declared-optional-silent
def find(items: list[int]) -> int:
    for item in items:
        if item > 0:
            found = item
            break
    else:
        found = None
    while items:
        last = items.pop()
        break
    else:
        last = None
    if found is None or last is None:
        return 0
    return found + last

# case: conditional-empty-branch-takes-the-other-branchs-type
def pick(flag: bool) -> None:
    names = [] if flag else ["a"]
    names()  # E: not-callable: "list[str]" not callable
    table = {"k": [1]} if flag else {"k": []}
    table()  # E: not-callable: "dict[str, list[int]]" not callable

# case: conditional-empty-branch-joins-with-a-wider-other-branch
from typing import Any, Mapping
def pick(given: Mapping[str, object] | None) -> dict[str, Any]:
    chosen = {} if given is None else given
    return chosen  # E: return-value: Incompatible return value type (got "Mapping[str, object]", expected "dict[str, Any]")

# case: conditional-empty-branch-joins-with-a-wider-other-branch-silent
from typing import Any, Mapping
def pick(given: Mapping[str, object] | None, loose: Mapping[str, Any] | None) -> Mapping[str, object]:
    chosen = {} if given is None else given
    reveal_type(chosen)  # N: reveal-type: Revealed type is "typing.Mapping[str, object]"
    either = {} if loose is None else loose
    return chosen

# case: conditional-empty-branch-silent
def pick(flag: bool, given: list[str] | None) -> None:
    names = [] if flag else ["a"]
    names.append("b")
    reveal_type(names)  # N: reveal-type: Revealed type is "list[str]"
    counts = {"a": 1} if flag else {}
    counts["b"] = 2
    chosen = [] if flag else given
    reveal_type(chosen)  # N: reveal-type: Revealed type is "list[str] | None"
