# mypy's partial types: an empty collection (``[]``, ``{}``, ``set()``) takes its type from what
# fills it in its own scope; a use before that, or a scope that ends first, needs an annotation.

# case: a-module-level-empty-collection-only-functions-fill-needs-an-annotation
from typing import Any
registry = {}  # E: var-annotated: Need type annotation for "registry" (hint: "registry: dict[<type>, <type>] = ...")
def register(key: str, value: Any) -> None:
    registry[key] = value
pending = []  # E: var-annotated: Need type annotation for "pending" (hint: "pending: list[<type>] = ...")
def later() -> None:
    pending.append(1)
class Holder:
    def keep(self) -> None:
        pending.append(2)
cache = {}  # E: var-annotated: Need type annotation for "cache" (hint: "cache: dict[<type>, <type>] = ...")
if registry:
    def lookup(key: str) -> Any:
        return cache.get(key)

# case: a-module-level-empty-collection-the-module-fills-is-silent
import sys
from typing import Any
__all__ = []
__all__ += ["name"]
seen = set()
if sys.platform == "linux":
    seen.add("linux")
handlers = {}
for name in ("a", "b"):
    handlers[name] = len(name)
ordered = []
class Table:
    ordered.append(1)
names: "list[str]" = []
def use() -> None:
    names.append("x")
    print(seen, handlers, ordered)

# case: an-empty-collection-read-before-anything-fills-it-needs-an-annotation
def collect(flag: bool, words: list[str]) -> None:
    tested = {}  # E: var-annotated: Need type annotation for "tested" (hint: "tested: dict[<type>, <type>] = ...")
    if tested:
        tested["a"] = 1
    looped = []  # E: var-annotated: Need type annotation for "looped" (hint: "looped: list[<type>] = ...")
    for item in looped:
        looped.append(item)
    measured = []  # E: var-annotated: Need type annotation for "measured" (hint: "measured: list[<type>] = ...")
    print(len(measured))
    measured.append(1)
    grown = []  # E: var-annotated: Need type annotation for "grown" (hint: "grown: list[<type>] = ...")
    grown.extend(w.upper() for w in words)
    grown.append("x")
    nothing = []  # E: var-annotated: Need type annotation for "nothing" (hint: "nothing: list[<type>] = ...")
    nothing.append(None)
    nothing.append(1)
    counts = {}  # E: var-annotated: Need type annotation for "counts" (hint: "counts: dict[<type>, <type>] = ...")
    counts["a"] = counts.get("a", 0) + 1
    listed = []  # E: var-annotated: Need type annotation for "listed" (hint: "listed: list[<type>] = ...")
    listed[0] = 1

# case: an-empty-collection-rebound-to-another-kind-of-value-needs-an-annotation
def rebind(flag: bool) -> None:
    first = []  # E: var-annotated: Need type annotation for "first" (hint: "first: list[<type>] = ...")
    first = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "list[Any]")
    pair = []  # E: var-annotated: Need type annotation for "pair" (hint: "pair: list[<type>] = ...")
    pair = (1, 2)  # E: assignment: Incompatible types in assignment (expression has type "tuple[int, int]", variable has type "list[Any]")
    twice = []  # E: var-annotated: Need type annotation for "twice" (hint: "twice: list[<type>] = ...")
    twice = []
    twice.append(1)
    added = []  # E: var-annotated: Need type annotation for "added" (hint: "added: list[<type>] = ...")
    added = added + [1]
    bumped = []  # E: var-annotated: Need type annotation for "bumped" (hint: "bumped: list[<type>] = ...")
    bumped += (1,)
    merged = set()  # E: var-annotated: Need type annotation for "merged" (hint: "merged: set[<type>] = ...")
    merged -= {1}

# case: an-empty-collection-filled-before-it-is-read-is-silent
from typing import Any
def fill(flag: bool, unknown: Any, pairs: list[tuple[str, int]]) -> list[int]:
    found = []
    for n in range(3):
        found.append(n)
        print(found)
    batch = []
    out = []
    for n in range(3):
        batch.append(n)
        if flag:
            out.append(batch)
            batch = []
    table = {}
    table["k"] = 1
    print(table["k"])
    joined = set()
    joined |= {1}
    grown = []
    grown += [1]
    later = []
    if flag:
        later = [1]
    reset = {}
    reset = dict(pairs)
    anything = []
    anything = unknown
    shared = []
    def inner() -> None:
        shared.append(1)
    annotated: list[int] = []
    print(annotated, joined, grown, later, reset, anything, out)
    return found

# case: testing-an-empty-collection-for-containment-is-no-use
def dedupe(nodes: list[int]) -> None:
    seen = set()
    for n in nodes:
        if n not in seen:
            seen.add(n)
    slots = {}
    for i in nodes:
        if i not in slots:
            slots[i] = [i]
    print(seen, slots)

# case: an-empty-collection-a-nested-function-fills-is-silent
async def run() -> None:
    record = []
    async def waiter(i: int) -> None:
        record.append(f"sleep {i}")
    await waiter(1)
    assert len(record) == 1
    called = set()
    handler = lambda name: called.add(name)
    handler("x")
    print(sorted(called))

# case: an-empty-collection-read-and-then-filled-is-checked-as-filled
import functools
def handshake(flag: bool) -> None:
    def register(reads: list[functools.partial[None]]) -> None: ...
    def probe() -> None: ...
    deferred = []  # E: var-annotated: Need type annotation for "deferred" (hint: "deferred: list[<type>] = ...")
    register(deferred)
    deferred.append(functools.partial(probe))
    deferred.append(probe)  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "Callable[[], None]"; expected "partial[None]"

# case: an-empty-collection-a-nested-function-uses-before-filling-needs-an-annotation
from typing import Any
def render(flag: bool) -> Any:
    if flag:
        cache = {}  # E: var-annotated: Need type annotation for "cache" (hint: "cache: dict[<type>, <type>] = ...")
        def get(key: str) -> int:
            if (hit := cache.get(key)) is not None:
                return hit
            cache[key] = 1
            return 1
        return get
    later = []  # E: var-annotated: Need type annotation for "later" (hint: "later: list[<type>] = ...")
    def use() -> None:
        print(later)
    return use

# case: an-empty-collection-a-nested-function-fills-first-is-silent
def build() -> None:
    shared = []
    def fill() -> None:
        shared.append(1)
    print(len(shared))
    table = {}
    def put(k: str) -> None:
        table[k] = 1
    counted = set()
    def count(k: str) -> None:
        if k not in counted:
            counted.add(k)
    print(table, counted)

# case: a-class-attribute-bound-to-none-is-none-unless-the-class-completes-it
class Script:
    def __call__(self, keys: list[str]) -> int: raise NotImplementedError
def register(client: object) -> Script: raise NotImplementedError
class Lock:
    lua_release = None
    lua_extend = None
    @classmethod
    def register_scripts(cls, client: object) -> None:
        if cls.lua_release is None:
            cls.lua_release = register(client)
    def release(self) -> int:
        return self.lua_release(keys=["a"])  # E: misc: "None" not callable
    def extend(self) -> str:
        return self.lua_extend  # E: return-value: Incompatible return value type (got "None", expected "str")
class Lexer:
    name = None
def pick(lexer: Lexer) -> str:
    chosen = "default"
    if lexer:
        chosen = lexer.name  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "str")
    return chosen
class Config:
    cache = None
    level = None
    level = 3
    def setup(self):
        self.cache = {}
    def use(self) -> None:
        self.cache["x"] = 1  # E: index: Unsupported target for indexed assignment ("None")
        print(self.level + 1)  # E: operator: Unsupported operand types for + ("None" and "int")
class Singleton:
    instance = None
    @classmethod
    def get(cls):
        if cls.instance is None:
            cls.instance = cls()
        return cls.instance
    def name(self) -> str:
        return self.instance.name()  # E: attr-defined: "None" has no attribute "name"

# case: a-class-attribute-bound-to-none-and-completed-is-silent
from typing import Callable, Optional
class Config:
    path = None
    level = None
    level = 3
    def __init__(self, path: str) -> None:
        self.path = path
    def load(self) -> str:
        if self.path is None or self.level is None:
            return ""
        return self.path.upper() * self.level
class Base:
    handler: Optional[Callable[[], None]] = None
class Sub(Base):
    handler = None
    def run(self) -> None:
        if self.handler:
            self.handler()
class Singleton:
    instance = None
    @classmethod
    def get(cls) -> "Singleton":
        if cls.instance is None:
            cls.instance = Singleton()
        return cls.instance

# case: a-generic-class-constructed-without-what-tells-its-type-needs-an-annotation
from typing import Generic, Optional, TypeVar
T = TypeVar("T")
class Tree(Generic[T]):
    def __init__(self, label: str, data: Optional[T] = None) -> None: ...
class Holder:
    def __init__(self) -> None:
        self.tree = Tree("root")  # E: var-annotated: Need type annotation for "tree"
def plant() -> None:
    empty = Tree("x")  # E: var-annotated: Need type annotation for "empty"
    print(empty)

# case: a-generic-class-constructed-with-what-tells-its-type-is-silent
from typing import Generic, Optional
from typing_extensions import TypeVar
T = TypeVar("T")
D = TypeVar("D", default=int)
class Tree(Generic[T]):
    def __init__(self, label: str, data: Optional[T] = None) -> None: ...
class Boxed(Generic[D]):
    def __init__(self, label: str, data: Optional[D] = None) -> None: ...
class Holder:
    def __init__(self) -> None:
        self.fed = Tree("root", 1)
def plant() -> None:
    fed = Tree("x", 1)
    named = Tree(label="x", data="s")
    boxed = Boxed("x")
    annotated: Tree[int] = Tree("x")
    print(fed, named, boxed, annotated)
class Defaulted(Generic[D]):
    def __init__(self, data: Optional[D] = None) -> None: ...
def make() -> None:
    made = Defaulted()
    print(made)

# case: an-empty-display-an-object-or-undecided-union-expects-holds-never
from typing import Iterable
def configure(errors: Iterable[type[Exception]] | object, extra: object) -> None:
    errors = []
    reveal_type(errors)  # N: reveal-type: Revealed type is "list[Never]"
    errors.append(TimeoutError)  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "type[TimeoutError]"; expected "Never"
    extra = {}
    reveal_type(extra)  # N: reveal-type: Revealed type is "dict[Never, Never]"

# case: an-empty-display-a-decided-union-expects-takes-its-item-type
from typing import Iterable, Sequence
def configure(errors: Iterable[int] | None, names: Sequence[str] | str, either: list[int] | list[str]) -> None:
    errors = []
    reveal_type(errors)  # N: reveal-type: Revealed type is "list[int]"
    names = []
    reveal_type(names)  # N: reveal-type: Revealed type is "list[str]"
    either = []
    errors.append(1)
    names.append("a")

# case: a-nonlocal-binding-of-another-kind-needs-an-annotation
def closure() -> None:
    other = []  # E: var-annotated: Need type annotation for "other" (hint: "other: list[<type>] = ...")
    def reset() -> None:
        nonlocal other
        other = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "list[Any]")
    reset()

# case: a-nonlocal-binding-of-its-class-completes-it
from typing import Any
def closure(ip: Any) -> None:
    data = {}
    def show(*args: Any, **kwargs: Any) -> None:
        nonlocal data
        data = kwargs
    def display() -> None:
        print(data.get("a"))
    count = []
    def bump() -> None:
        nonlocal count
        count += [1]
    show()
    display()
    bump()

# case: a-value-holding-an-empty-display-needs-an-annotation
def group(n: int) -> None:
    pair = (n, [])  # E: var-annotated: Need type annotation for "pair"
    nested = [[]]  # E: var-annotated: Need type annotation for "nested"
    keyed = {"a": []}  # E: var-annotated: Need type annotation for "keyed"
    nodes = {}  # E: var-annotated: Need type annotation for "nodes" (hint: "nodes: dict[<type>, <type>] = ...")
    nodes["x"] = (n, [])
    items = []  # E: var-annotated: Need type annotation for "items" (hint: "items: list[<type>] = ...")
    items.append((n, {}))
    print(pair, nested, keyed, nodes, items)

# case: a-value-whose-empty-display-is-decided-is-silent
def group(n: int) -> None:
    joined = {"a": [], "b": [1]}
    mixed = [[], [n]]
    declared: tuple[int, list[int]] = (n, [])
    nodes = {}
    nodes["x"] = (n, [1])
    items = []
    items.append((n, {"k": 1}))
    print(joined, mixed, declared, nodes, items)

# case: an-empty-attribute-read-before-its-method-fills-it-needs-an-annotation
class Registry:
    def __init__(self) -> None:
        self.items = []  # E: var-annotated: Need type annotation for "items" (hint: "items: list[<type>] = ...")
        print(len(self.items))
        self.items.append(1)
        self.table = {}  # E: var-annotated: Need type annotation for "table" (hint: "table: dict[<type>, <type>] = ...")
        for key in self.table:
            print(key)
        self.table["a"] = 1

# case: an-empty-attribute-its-method-fills-first-is-silent
class Registry:
    def __init__(self, flag: bool) -> None:
        self.items = []
        self.items.append(1)
        print(len(self.items))
        self.table = {}
        if flag:
            self.table["a"] = 1
        for key in self.table:
            print(key)
        self.later = []
        self.later = [1]
        print(self.later)

# case: a-class-attribute-left-none-reads-as-none-through-the-class
class Lexer:
    name = None
def pick(lexer_cls: type[Lexer], patterns: dict[str, str]) -> str:
    reveal_type(Lexer.name)  # N: reveal-type: Revealed type is "None"
    return patterns.get(lexer_cls.name, "^")  # E: call-overload: No overload variant of "get" of "dict" matches argument types "None", "str" # N: call-overload: Possible overload variants: def get(self, str, None = ..., /) -> str | None; def get(self, str, str, /) -> str; def [_T] get(self, str, _T, /) -> str | _T

# case: a-completed-class-none-checks-later-writes
class Counter:
    count = None
    def __init__(self) -> None:
        self.count = 1
    def bump(self) -> None:
        self.count = "many"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int | None")

# case: a-completed-class-none-narrows-on-write
class Registry:
    current = None
    names = None
    @classmethod
    def get(cls) -> "Registry":
        if cls.current is None:
            cls.current = Registry()
        return cls.current
    def fill(self) -> list[str]:
        self.names = ["a"]
        self.names.append("b")
        return self.names

# case: a-class-none-is-completed-only-through-the-method-receiver
from typing import Any
class Script:
    def __call__(self, keys: list[str]) -> Any: ...
def register() -> Script: raise NotImplementedError
class Lock:
    release_script = None
    def register_scripts(self) -> None:
        cls = self.__class__
        if cls.release_script is None:
            cls.release_script = register()  # E: assignment: Incompatible types in assignment (expression has type "Script", variable has type "None")
    def release(self) -> None:
        self.release_script(keys=[])  # E: not-callable: "None" not callable

# case: a-store-through-another-object-leaves-the-class-none-alone
class Other:
    name: str = ""
class Holder:
    name = None
    peer = None
    def rename(self, other: Other) -> None:
        other.name = "x"
        self.peer = other
    def show(self) -> str:
        if self.name is None and self.peer is not None:
            return self.peer.name
        return ""

# case: an-empty-collection-read-before-it-is-filled-is-its-class-of-any-there
def take_int(n: int) -> None: ...
def early(flag: bool) -> None:
    seen = set()  # E: var-annotated: Need type annotation for "seen" (hint: "seen: set[<type>] = ...")
    take_int(seen)  # E: arg-type: Argument 1 to "take_int" has incompatible type "set[Any]"; expected "int"
    seen.nope  # E: attr-defined: "set[Any]" has no attribute "nope"
    table = {}  # E: var-annotated: Need type annotation for "table" (hint: "table: dict[<type>, <type>] = ...")
    table.missing  # E: attr-defined: "dict[Any, Any]" has no attribute "missing"
    seen.add(1)
    take_int(seen)  # E: arg-type: Argument 1 to "take_int" has incompatible type "set[int]"; expected "int"

# case: an-empty-collection-read-before-it-is-filled-keeps-its-items-open
def early_items(flag: bool) -> None:
    names = []  # E: var-annotated: Need type annotation for "names" (hint: "names: list[<type>] = ...")
    for name in names:
        name.anything()
    print(len(names), names[0].upper())
    names.append(1)

# case: a-nested-defs-default-reads-an-empty-collection-where-the-def-stands
from collections import defaultdict
from typing import Any
def configure(flag: bool, default: Any) -> None:
    hooks = {}  # E: var-annotated: Need type annotation for "hooks" (hint: "hooks: dict[<type>, <type>] = ...")
    names = {}  # E: var-annotated: Need type annotation for "names" (hint: "names: dict[<type>, <type>] = ...")
    if flag:
        hooks = defaultdict(lambda: default)
    def use(key: int, _hooks=hooks, _names=names) -> Any:
        return _hooks[key]
    for key in (1, 2):
        hooks[key] = default

# case: a-nested-defs-body-may-fill-an-empty-collection-silent
from typing import Any
def configure(default: Any) -> None:
    hooks = {}
    def fill(key: int, value=default) -> None:
        hooks[key] = value
    fill(1)

# case: an-empty-collection-rebound-in-a-loop-is-filled-and-read-in-source-order
# (the first fill in the body declares it; a read before any fill needs the annotation)
def collect(words: list[str]) -> None:
    acc = []
    for w in words:
        if w == "a":
            acc.append(w)
        elif w == "b":
            acc.append(None)  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "None"; expected "str"
        else:
            acc = []
    comments = []  # E: var-annotated: Need type annotation for "comments" (hint: "comments: list[<type>] = ...")
    for w in words:
        if comments and comments[-1] == w:
            comments.append(w)
        if w == "reset":
            comments = []

# case: an-empty-collection-rebound-in-a-loop-after-its-first-fill-is-silent
def collect(words: list[str]) -> list[str]:
    acc = []
    for w in words:
        acc.append(w)
        if len(acc) > 3:
            print(acc[0].upper())
            acc = []
    batch = {}
    for w in words:
        batch[w] = len(w)
        if w in batch:
            batch = {}
    print(batch.get("a", 0) + 1)
    return acc

# case: an-empty-collection-a-nested-function-only-reads-is-read-before-its-first-fill
def tokenize(pattern: str) -> list[tuple[str, str]]:
    result = []
    charbuf = []  # E: var-annotated: Need type annotation for "charbuf" (hint: "charbuf: list[<type>] = ...")
    def append_chars():
        result.append(("chars", "".join(charbuf)))
        del charbuf[:]
    for char in pattern:
        if charbuf:
            append_chars()
        charbuf.append(char)
    return result

# case: an-empty-collection-a-nested-function-may-fill-is-silent-where-read-first
def tokenize(pattern: str) -> list[str]:
    result = []
    charbuf = []
    def flush() -> None:
        charbuf.append("x")
    for char in pattern:
        if charbuf:
            flush()
        result.append(char)
    return result

# case: a-local-first-bound-to-none-then-to-an-empty-collection-needs-an-annotation
def f(pattern: str, flag: bool) -> None:
    quotebuf = None
    for char in pattern:
        if quotebuf is None:
            quotebuf = []  # E: var-annotated: Need type annotation for "quotebuf" (hint: "quotebuf: list[<type>] = ...")
        else:
            quotebuf.append(char)
            quotebuf = None
    other = None
    if flag:
        other = {}  # E: var-annotated: Need type annotation for "other" (hint: "other: dict[<type>, <type>] = ...")
    print(other)
    fine = None
    fine = [1]
    fine = None

# case: none-then-an-empty-collection-in-the-same-loop-body-is-what-fills-it
# (werkzeug routing/rules.py:275: ``new_defaults = subdomain = None`` then ``new_defaults =
# {}`` filled by a nested loop, all in one loop's body: mypy takes the partial collection as
# outside a loop; a None bound before the loop still asks for the annotation)
def f(rules: list[dict[str, int] | None], flag: bool) -> None:
    outside = None
    for d in rules:
        x = y = None
        if d:
            x = {}
            for key, value in d.items():
                x[key] = value
            x = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "dict[str, int]")
        if flag:
            outside = []  # E: var-annotated: Need type annotation for "outside" (hint: "outside: list[<type>] = ...")

# case: none-then-an-empty-collection-in-the-same-loop-body-silent
from typing import Any, Iterator
def f(rules: list[dict[str, Any] | None]) -> Iterator[dict[str, Any] | None]:
    for d in rules:
        new_defaults = subdomain = None
        if d:
            new_defaults = {}
            for key, value in d.items():
                new_defaults[key] = value
        yield new_defaults
        print(subdomain)

# case: a-local-first-bound-to-none-then-to-a-filled-collection-is-silent
def f(flag: bool) -> None:
    found = None
    if flag:
        found = [1]
    print(found)
    table = None
    table = {"a": 1}
    table = None
    done = None
    def finish() -> None:
        nonlocal done
        done = {"a": 1}
    finish()
    if done is None:
        done = {}

# case: a-local-bound-to-none-then-to-an-empty-collection-is-what-fills-it-without-none
def f(flag: bool) -> None:
    x = None
    x = []
    x.append(1)
    x = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "list[int]")
    y = None
    if flag:
        y = []
        y.append("a")
    y = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "list[str]")
    z = None
    z = {}  # E: var-annotated: Need type annotation for "z" (hint: "z: dict[<type>, <type>] = ...")
    z = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "dict[Any, Any]")

# case: a-local-bound-to-none-then-to-an-empty-collection-filled-later-is-silent
def f(flag: bool, words: list[str]) -> list[int]:
    x = None
    x = []
    x.append(1)
    x.append(2)
    y = None
    if flag:
        y = {}
        y["a"] = 1
    seen = None
    seen = set()
    for w in words:
        seen.add(w)
    return x

# case: an-empty-collection-filled-with-a-literal-string-holds-str
# mypy has no LiteralString of its own (it is str): ``" " * n`` fills a list of str, and a
# plain str appended later fits.
def expand(line: str, n: int) -> list[str]:
    result = []
    for ch in line:
        if ch == "\t":
            result.append(" " * n)
        else:
            result.append(ch)
    reveal_type(result)  # N: reveal-type: Revealed type is "list[str]"
    index = {}
    index["a".upper()] = "b".lower()
    index[line] = line
    return result

# case: a-defaultdict-of-an-empty-collection-is-completed-by-its-first-fill
# (``defaultdict(list)``: its value type is known, its key type and the list's items are
# not; the first ``d[k].append(v)`` or ``d[k] = v`` completes both, as mypy's partial types)
from collections import OrderedDict, defaultdict
def take_int(n: int) -> None: ...
def make_list() -> list[int]: raise NotImplementedError
def group(words: list[str]) -> None:
    by_first = defaultdict(list)
    for w in words:
        by_first[w[0]].append(w)
    by_first["x"].append(1)  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "int"; expected "str"
    by_first[0].append("y")  # E: index: Invalid index type "int" for "defaultdict[str, list[str]]"; expected type "str"
    by_len = defaultdict(set)
    by_len[1].add("a")
    by_len[2].add(None)  # E: arg-type: Argument 1 to "add" of "set" has incompatible type "None"; expected "str"
    counts = defaultdict(int)  # E: var-annotated: Need type annotation for "counts"
    for w in words:
        counts[w] += 1
    nested = defaultdict(dict)  # E: var-annotated: Need type annotation for "nested"
    made = defaultdict(make_list)  # E: var-annotated: Need type annotation for "made"
    pairs = defaultdict(lambda: (0, 0))  # E: var-annotated: Need type annotation for "pairs"
    never = defaultdict(list)  # E: var-annotated: Need type annotation for "never"
    early = defaultdict(list)  # E: var-annotated: Need type annotation for "early"
    take_int(early)  # E: arg-type: Argument 1 to "take_int" has incompatible type "defaultdict[Any, Any]"; expected "int"
    early["a"].append(1)
    wrong = defaultdict(list)  # E: var-annotated: Need type annotation for "wrong"
    wrong["a"] = "b"
    ordered = OrderedDict()  # E: var-annotated: Need type annotation for "ordered"
    ordered.update(counts)
    table = OrderedDict()
    table["a"] = 1
    table["b"] = "c"  # E: assignment: Incompatible types in assignment (expression has type "str", target has type "int")
    print(nested, made, pairs, by_len)

# case: a-defaultdict-its-items-complete-is-silent
from collections import OrderedDict, defaultdict
from typing import Any
def group(words: list[str], unknown: Any) -> dict[str, list[str]]:
    by_first = defaultdict(list)
    for w in words:
        by_first[w[0]].append(w)
    reveal_type(by_first)  # N: reveal-type: Revealed type is "collections.defaultdict[str, list[str]]"
    seen = defaultdict(set)
    seen[unknown].add(1)
    reveal_type(seen)  # N: reveal-type: Revealed type is "collections.defaultdict[Any, set[int]]"
    counts = defaultdict(int)
    counts["a"] = 1
    counts["b"] += 1
    reveal_type(counts)  # N: reveal-type: Revealed type is "collections.defaultdict[str, int]"
    held = defaultdict(lambda: [])
    held[1].extend(["a"])
    firsts = defaultdict(list)
    firsts["a"] = [1]
    reveal_type(firsts)  # N: reveal-type: Revealed type is "collections.defaultdict[str, list[int]]"
    ordered = OrderedDict()
    ordered["a"] = 1
    reveal_type(ordered)  # N: reveal-type: Revealed type is "collections.OrderedDict[str, int]"
    merged = OrderedDict()
    merged.update({"a": 1})
    grouped = defaultdict(list, {"a": [1]})
    declared: defaultdict[str, list[int]] = defaultdict(list)
    declared["a"].append(1)
    nested = defaultdict(list)
    def fill(k: str) -> None:
        nested[k].append(k)
    fill("a")
    print(held, merged, grouped, declared, nested)
    return by_first

# case: tuple-and-chained-targets-take-partial-types-name-by-name
def split(n: int) -> None:
    names, sizes = [], {}  # E: var-annotated: Need type annotation for "sizes" (hint: "sizes: dict[<type>, <type>] = ...")
    names.append("a")
    first, (second, count) = [], ([], n)  # E: var-annotated: Need type annotation for "second" (hint: "second: list[<type>] = ...")
    first.append(1)
    print(second, count, sizes)
    left = right = []  # E: var-annotated: Need type annotation for "right" (hint: "right: list[<type>] = ...")
    left.append(1)
    one, other = [], []
    one.append(1)
    other.append(2)
    one.append("x")  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "str"; expected "int"
    unpacked, again = [], []  # E: var-annotated: Need type annotation for "unpacked" (hint: "unpacked: list[<type>] = ...") # E: var-annotated: Need type annotation for "again" (hint: "again: list[<type>] = ...")
    unpacked, again = pair()
def pair() -> tuple[list[int], list[str]]: raise NotImplementedError

# case: tuple-and-chained-targets-filled-name-by-name-are-silent
def split(n: int) -> list[str]:
    names, sizes = [], {}
    names.append("a")
    sizes["a"] = n
    first, (second, count) = [], ([], n)
    first.append(1)
    second.append("x")
    left = right = []
    left.append(1)
    right.append("a")
    a, b = [1], []
    b.append(a)
    node = Node()
    args = node.args = []
    args.append(1)
    table = _tables["k"] = {}
    table[1] = "a"
    return names
class Node:
    args: list[int]
_tables: dict[str, dict[int, str]] = {}

# case: starred-targets-of-displays-need-annotations-as-in-mypy
def f() -> None:
    a, *r1 = (1,)  # E: var-annotated: Need type annotation for "r1" (hint: "r1: list[<type>] = ...")
    c, *r3 = [], {}  # E: var-annotated: Need type annotation for "c" (hint: "c: list[<type>] = ...") # E: var-annotated: Need type annotation for "r3"
    e, *r5, g = 1, [], []  # E: var-annotated: Need type annotation for "r5" # E: var-annotated: Need type annotation for "g" (hint: "g: list[<type>] = ...")
    h, *r6 = 1, ([],)  # E: var-annotated: Need type annotation for "r6"
    print(a, c, e, g, h, r1, r3, r5, r6)

# case: starred-targets-whose-parts-are-known-or-filled-are-silent
def f() -> None:
    b, *r2 = 1, [], [1]
    c, *rest = [], 1
    c.append(1)
    reveal_type(c)  # N: reveal-type: Revealed type is "list[int]"
    z, *w = [], 1, 2
    z.append("")
    reveal_type(w)  # N: reveal-type: Revealed type is "list[int]"
    print(b, r2, rest)

# case: empty-collections-filled-in-the-branches-of-a-conditional-expression-are-silent
def g(names: list[str]) -> None:
    short_names, long_names = [], []
    for name in names:
        short_names.append(name) if name.startswith("-") else long_names.append(name)
    reveal_type(short_names)  # N: reveal-type: Revealed type is "list[str]"
    reveal_type(long_names)  # N: reveal-type: Revealed type is "list[str]"
    c = set()
    c.add(1) if names else None
    reveal_type(c)  # N: reveal-type: Revealed type is "set[int]"

# case: an-empty-collection-a-conditional-expression-only-reads-needs-an-annotation
def h(names: list[str]) -> None:
    c = []  # E: var-annotated: Need type annotation for "c" (hint: "c: list[<type>] = ...")
    print(c) if names else None

# case: an-empty-attribute-with-a-type-comment-is-declared
import typing as T
class Meta: ...
class Docstring:
    def __init__(self) -> None:
        self.meta = []  # type: T.List[Meta]
        self.names = set()  # type: set[str]
        reveal_type(self.meta)  # N: reveal-type: Revealed type is "list[case.Meta]"
    def add(self) -> None:
        self.names.add(1)  # E: arg-type: Argument 1 to "add" of "set" has incompatible type "int"; expected "str"

# case: an-empty-attribute-with-a-type-comment-elsewhere-still-needs-an-annotation
class Docstring:
    def __init__(self) -> None:
        self.short = None  # type: str | None
        self.meta = []  # E: var-annotated: Need type annotation for "meta" (hint: "meta: list[<type>] = ...")

# case: the-last-name-of-a-chained-assignment-after-a-declared-attribute-is-partial
from typing import Any
class Field:
    _set: dict[str, Any]
    def __init__(self, a: int | None, b: str | None) -> None:
        self._set = found = {}
        found["a"] = a
        found["b"] = b  # E: assignment: Incompatible types in assignment (expression has type "str | None", target has type "int | None")  # N: assignment: Item "str" does not fit
class Node:
    args: list[int]
def g(node: Node) -> None:
    node.args = args = []  # E: var-annotated: Need type annotation for "args" (hint: "args: list[<type>] = ...")

# case: a-chained-assignment-ending-in-a-declared-attribute-makes-no-partial
class Node:
    args: list[int]
def f(node: Node) -> None:
    args = node.args = []
    args.append(1)
class Field:
    def __init__(self, a: int | None) -> None:
        self._set: dict[str, object] = {}
        found = self._set = {}
        found["a"] = a
        found["b"] = "x"
