# Instance attributes that nothing annotates: the first binding declares the type (mypy).

# case: the-first-binding-declares-a-later-one-must-fit
class Backoff:
    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.count = 0
    def grow(self, factor: float) -> None:
        self.count = self.count * factor  # E: assignment: Incompatible types in assignment (expression has type "float", variable has type "int")
        self.cap = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "int")

# case: a-binding-that-fits-the-first-is-silent
class Counter:
    def __init__(self, start: int) -> None:
        self.count = start
        self.label = "x"
    def bump(self) -> None:
        self.count = self.count + 1
        self.label = "y"
        reveal_type(self.label)  # N: reveal-type: Revealed type is "str"

# case: a-none-completed-in-the-same-method-is-optional
class Enc:
    decode_responses: bool
class Pool:
    def get_encoder(self) -> Enc:
        return Enc()
class Client:
    def __init__(self, pool: Pool, enc: "Enc | None" = None) -> None:
        self.pool = pool
        self.encoder = enc
        if self.encoder is None:
            self.encoder = self.pool.get_encoder()
        self.other = None
        self.other = pool.get_encoder()
    def get(self) -> bool:
        reveal_type(self.encoder)  # N: reveal-type: Revealed type is "case.Enc | None"
        reveal_type(self.other)  # N: reveal-type: Revealed type is "case.Enc | None"
        return self.encoder.decode_responses  # E: union-attr: Item "None" of "Enc | None" has no attribute "decode_responses"

# case: the-defining-method-narrows-by-its-bindings
class Handler:
    def handle(self) -> None: ...
class Conn:
    def __init__(self, enabled: bool) -> None:
        if not enabled:
            self.handler = None
            return
        self.handler = Handler()
        self.handler.handle()
    def later(self) -> None:
        if self.handler is not None:
            self.handler.handle()

# case: a-subclass-binding-is-checked-against-the-base-declaration
class Base:
    def __init__(self, size: int) -> None:
        self.size = size
class Sub(Base):
    def resize(self) -> None:
        self.size = "big"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: a-value-read-from-locals-counts-when-its-type-does-not-depend-on-them
class Config:
    pass
class Manager:
    def __init__(self, options: "dict[str, Config]") -> None:
        config = options.get("main")
        self.handler = Handler2(config)
    def stop(self) -> None:
        self.handler = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "Handler2")
class Handler2:
    def __init__(self, config: "Config | None") -> None: ...

# case: a-value-that-depends-on-a-local-declares-nothing-we-know
from typing import Any
class Loose:
    def __init__(self, options: "dict[str, Any]") -> None:
        value = options.get("x")
        self.value = value
        self.first = options["a"]
    def reset(self) -> None:
        self.value = None
        self.first = None

# case: a-value-read-after-a-narrowing-test-declares-nothing-we-know
class Narrowed:
    def __init__(self, name: "str | None") -> None:
        if name is not None:
            self.name = name
        else:
            self.name = "anon"
    def clear(self) -> None:
        self.name = "x"

# case: an-unannotated-defining-method-declares-nothing
class Untyped:
    def __init__(self):
        self.x = 0
    def f(self) -> None:
        self.x = "s"
        reveal_type(self.x)  # N: reveal-type: Revealed type is "Any"

# case: a-class-body-or-annotation-declaration-wins
class Declared:
    limit: "int | None" = None
    def __init__(self) -> None:
        self.limit = 3
        self.rate: float = 1
    def f(self) -> None:
        self.limit = None
        self.rate = 2.5

# case: later-bindings-in-a-with-or-for-target-are-left-alone
import io
class Reader:
    def __init__(self) -> None:
        self.buffer = io.BytesIO()
    def close(self) -> None:
        with open("f", "rb") as self.stream:
            pass
        for self.index in range(3):
            pass

# case: a-declared-literal-type-stays-a-literal-written-in-place-widens
from typing import Literal
Mode = Literal["raise", "exclude"]
def load(mode: "Mode | None") -> None: ...
class Loader:
    def __init__(self, mode: "Mode | None" = None) -> None:
        self.mode = mode
        self.retries = 3
        self.flag = True
    def run(self) -> None:
        load(self.mode)
        self.retries = 5
        self.flag = False

# case: a-stub-base-that-does-not-define-the-name-leaves-the-rule-on
import random
from abc import ABC, abstractmethod
class AbstractBackoff(ABC):
    @abstractmethod
    def compute(self, failures: int) -> float: ...
class Jitter(AbstractBackoff):
    def __init__(self, cap: float) -> None:
        self._cap = cap
        self._previous = 0
    def compute(self, failures: int) -> float:
        temp = self._cap / (failures + 1)
        self._previous = min(self._cap, temp)  # E: assignment: Incompatible types in assignment (expression has type "float", variable has type "int")
        return self._previous

# case: a-class-decorator-does-not-change-what-the-methods-declare
def experimental(cls):  # (untyped: it may do anything to the class object)
    return cls
@experimental
class Query:
    def __init__(self) -> None:
        self._params = None
    def params(self) -> None:
        self._params = [1]  # E: assignment: Incompatible types in assignment (expression has type "list[int]", variable has type "None")

# case: a-bare-generic-construction-that-declares-an-attribute-needs-an-annotation
from typing import Generic, TypeVar
T = TypeVar("T")
class WeightedList(Generic[T]):
    def __init__(self) -> None:
        self.items: "list[T]" = []
class Strategy:
    def __init__(self) -> None:
        self._databases = WeightedList()  # E: var-annotated: Need type annotation for "_databases"

# case: a-generic-construction-with-something-to-solve-from-is-silent
from typing import Generic, TypeVar
T = TypeVar("T")
class Holder(Generic[T]):
    def __init__(self, item: "T | None" = None) -> None:
        self.item = item
class Owner:
    def __init__(self) -> None:
        self.holder = Holder(1)
        self.typed: "Holder[str]" = Holder()
        self.later = Holder(1)
        self.later = Holder(2)

# case: an-empty-display-in-a-class-body-the-body-never-fills-needs-an-annotation
class TSInfo:
    rules = []  # E: var-annotated: Need type annotation for "rules" (hint: "rules: list[<type>] = ...")
    labels = {}  # E: var-annotated: Need type annotation for "labels" (hint: "labels: dict[<type>, <type>] = ...")
    def __init__(self) -> None:
        self.rules = [1]

# case: an-empty-display-in-a-class-body-that-a-base-declares-or-the-body-fills-is-silent
from typing import ClassVar
class Declares:
    items: "list[str]"
    tags: "ClassVar[dict[str, int]]" = {}
class Fills(Declares):
    items = []
    tags = {}
    names = []
    names.append("x")
    __slots__ = []
    typed: "list[int]" = []
def untyped():
    class Inner:
        y = []
    return Inner

# case: star-parameters-of-an-annotated-def-are-declared-containers
from typing import Any
def unsubscribe(*args, **kwargs) -> None:
    if args:
        args = list(args)  # E: assignment: Incompatible types in assignment (expression has type "list[Any]", variable has type "tuple[Any, ...]")
def typed_star(*args: Any) -> None:
    args = list(args)  # E: assignment: Incompatible types in assignment (expression has type "list[Any]", variable has type "tuple[Any, ...]")

# case: star-parameters-of-an-unannotated-def-may-be-rebound
def loose(*args, **kwargs):
    args = list(args)
    kwargs = None
    return args, kwargs
def fits(*args, **kwargs) -> None:
    args = args[1:]
    kwargs = dict(kwargs)

# case: star-parameters-stored-in-attributes-are-their-containers
class Dispatcher:
    def dispatch(self) -> None: ...
class ConnPool:
    def __init__(self, connection_class=int, *names: str, **connection_kwargs) -> None:
        self._kwargs = connection_kwargs
        self._names = names
        self._dispatcher = self._kwargs.get("dispatcher", None)
        if self._dispatcher is None:
            self._dispatcher = Dispatcher()
        self.kind = connection_class
    def release(self) -> None:
        reveal_type(self._kwargs)  # N: reveal-type: Revealed type is "dict[str, Any]"
        reveal_type(self._names)  # N: reveal-type: Revealed type is "tuple[str, ...]"
        reveal_type(self.kind)  # N: reveal-type: Revealed type is "Any"
        self._dispatcher.dispatch()  # E: union-attr: Item "None" of "Any | None" has no attribute "dispatch"

# case: a-local-first-bound-to-a-container-of-any-is-declared-so
from typing import Any
def slot(command: str, *args) -> None:
    keys = args[2:]
    if not keys:
        keys = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "tuple[Any, ...]")
def masters(state: "dict[str, Any]") -> None:
    found = list(state.values())
    found = "none"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "list[Any]")

# case: a-local-first-bound-to-any-or-any-in-a-union-is-not-declared
from typing import Any
def loose_locals(state: "dict[str, Any]") -> None:
    value = state.get("a")
    value = 1
    maybe = state.get("b", None)
    maybe = "s"
    found = list(state.values())
    found = [1, 2]

# case: a-parameter-the-enclosing-if-tests-declares-its-type-without-none
from typing import Optional
class OssHandler:
    def go(self) -> None: ...
class MaintPool:
    def __init__(self, handler: Optional[OssHandler] = None, name: Optional[str] = None) -> None:
        if handler:
            self.handler = handler
        else:
            self.handler = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "OssHandler")
        if name is not None:
            self.name = name
    def reset(self) -> None:
        self.name = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "str")

# case: an-optional-parameter-stored-under-an-unrelated-test-stays-optional
from typing import Optional
class Stored:
    pass
class Loosely:
    def __init__(self, handler: Optional[Stored] = None, flag: int = 0) -> None:
        if flag:
            self.other = handler
        self.kind = handler if flag else None
    def reset(self) -> None:
        self.other = None
        self.kind = None
        reveal_type(self.other)  # N: reveal-type: Revealed type is "None"

# case: a-class-attribute-value-sees-the-class-bodys-imports
# An unannotated class attribute is typed by its value, read where Python reads it: in the
# class body, whose earlier imports (and other names) count.
from typing import TYPE_CHECKING
class Pump:
    if TYPE_CHECKING:
        from collections import OrderedDict
        table = OrderedDict[str, int]()
    import fractions
    half = fractions.Fraction(1, 2)
def f(p: Pump) -> None:
    reveal_type(p.table)  # N: reveal-type: Revealed type is "collections.OrderedDict[str, int]"
    reveal_type(p.half)  # N: reveal-type: Revealed type is "fractions.Fraction"
    p.half.numerator.upper()  # E: attr-defined: "int" has no attribute "upper"


# case: an-attribute-stored-from-a-local-has-the-local-type
from pathlib import Path
def relative(name: str) -> Path: raise NotImplementedError
class App:
    def __init__(self, names: list[str]) -> None:
        paths = [relative(n) for n in (names if names else [])]
        self.paths = paths
    def reload(self) -> None:
        reveal_type(self.paths)  # N: reveal-type: Revealed type is "list[pathlib.Path]"
        self.paths = {Path(".")}  # E: assignment: Incompatible types in assignment (expression has type "set[Path]", variable has type "list[Path]")


# case: an-attribute-stored-from-a-local-bound-twice-stays-unknown
from pathlib import Path
class App:
    def __init__(self, names: list[str], flag: bool) -> None:
        paths = [Path(n) for n in names]
        if flag:
            paths = []
        self.paths = paths
        for n in names:
            found = n
        self.found = found
    def reload(self) -> None:
        self.paths = {Path(".")}
        self.found = 1


# case: an-attribute-stored-from-a-local-narrowed-before-stays-unknown
class Reporter: ...
class XmlReporter(Reporter):
    last_xml: str = ""
def add() -> Reporter: raise NotImplementedError
class Html:
    def __init__(self) -> None:
        memory = add()
        assert isinstance(memory, XmlReporter)
        self.memory = memory
    def on_file(self) -> str:
        return self.memory.last_xml


# case: a-generic-classs-attribute-is-declared-by-its-first-binding-too
from pathlib import Path, PurePath
from typing import Generic, Sequence, TypeVar
R = TypeVar("R")
def relative(p: str) -> Path: raise NotImplementedError
def read_all(paths: Sequence[PurePath]) -> None: ...
class Monitor:
    paths: set[Path]
class App(Generic[R]):
    def __init__(self, css: list[str], watch: bool) -> None:
        found = [relative(p) for p in css]
        self.css_path = found
        self.monitor = Monitor() if watch else None
    def reload(self) -> None:
        paths = self.monitor.paths if self.monitor is not None else self.css_path
        read_all(paths)  # E: arg-type: Argument 1 to "read_all" has incompatible type "set[Path] | list[Path]"; expected "Sequence[PurePath]"  # N: arg-type
        self.css_path = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "list[Path]")


# case: a-generic-classs-attribute-holding-its-type-variable-stays-gradual
from typing import Generic, TypeVar
R = TypeVar("R")
class Box(Generic[R]):
    def __init__(self, value: R, label: str) -> None:
        self.value = value
        self.label = label
        self.items = [value]
    def reset(self, other: R) -> None:
        self.value = other
        self.items = [other, other]
        self.label = "again"
        reveal_type(self.label)  # N: reveal-type: Revealed type is "str"

# case: a-generic-classs-attribute-holding-its-type-parameter-is-the-receivers-argument
from typing import Generic, TypeVar
K = TypeVar("K")
V = TypeVar("V")
class Slot(Generic[K]):
    def __init__(self, key: K, keys: list[K]) -> None:
        self.key = key
        self.keys = keys
    def clear(self, n: int) -> None:
        self.key = n  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "K")
class Pair(Slot[V], Generic[K, V]): ...
class Token: ...
def fill(slot: Slot[Token], pair: Pair[Token, int], raw: Slot) -> None:
    slot.key = "t"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "Token")
    slot.keys = [Token()]
    pair.key = Token()  # E: assignment: Incompatible types in assignment (expression has type "Token", variable has type "int")
    pair.key = 3
    raw.key = "anything"
class Named(Slot[str]):
    def rename(self, n: int) -> None:
        self.key = n  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
        self.key = "new"
class Loose(Slot):
    def rename(self, n: int) -> None:
        self.key = n
        reveal_type(self.keys)  # N: reveal-type: Revealed type is "list[Any]"

# case: an-attribute-bound-from-a-narrowed-local-takes-the-narrowed-type
from typing import Any, Optional
class Pool:
    def get_encoder(self) -> int: raise NotImplementedError
class CacheInterface:
    size: int
class Client:
    def __init__(self, pool: Optional[Pool] = None, **kwargs: Any) -> None:
        if not pool:
            pool = Pool()
        self.pool = pool
        self.cache = None
        cache = kwargs.get("cache")
        if cache is not None:
            if not isinstance(cache, CacheInterface):
                raise ValueError("not a cache")
            self.cache = cache
    def use(self) -> int:
        reveal_type(self.cache)  # N: reveal-type: Revealed type is "case.CacheInterface | None"
        self.pool = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "Pool")
        return self.cache.size  # E: union-attr: Item "None" of "CacheInterface | None" has no attribute "size"

# case: an-attribute-bound-from-a-local-the-flow-leaves-unknown-stays-gradual
from typing import Any
class Client:
    def __init__(self, options: dict[str, Any], fallback) -> None:
        handler = options.get("handler")
        self.handler = handler
        value = fallback
        self.value = value
        self.count = 0
    def use(self) -> None:
        self.handler = 3
        self.value = "x"

# case: an-attribute-keeps-the-literal-type-a-call-or-property-declares
from typing import Literal
class Config:
    @property
    def asgi_version(self) -> Literal["2.0", "3.0"]: return "2.0"
    def kind(self) -> Literal["a", "b"]: return "a"
class Protocol:
    def __init__(self, config: Config) -> None:
        self.asgi_version = config.asgi_version
        self.kind = config.kind()
    def later(self) -> None:
        self.asgi_version = "4.0"  # E: assignment: Incompatible types in assignment (expression has type "Literal['4.0']", variable has type "Literal['2.0', '3.0']")
        self.kind = "c"  # E: assignment: Incompatible types in assignment (expression has type "Literal['c']", variable has type "Literal['a', 'b']")

# case: an-attribute-of-a-declared-literal-fits-a-literal-item-and-constants-still-widen-silent
import enum
from typing import Final, Literal, TypedDict
class Info(TypedDict):
    version: Literal["2.0", "3.0"]
class Color(enum.Enum):
    RED = 1
    BLUE = 2
MODE: Final = "fast"
class Config:
    @property
    def asgi_version(self) -> Literal["2.0", "3.0"]: return "2.0"
class Protocol:
    def __init__(self, config: Config) -> None:
        self.asgi_version = config.asgi_version
        self.color = Color.RED
        self.mode = MODE
        self.count = len("ab")
    def info(self) -> Info:
        return {"version": self.asgi_version}
    def later(self) -> None:
        self.color = Color.BLUE
        self.mode = "slow"
        self.count = 3

# case: an-attribute-bound-to-a-generic-method-is-declared-by-it
# (``dict.get``'s overloads bind their own ``_T``: nothing is left to solve, as mypy declares it)
class Domain:
    def __init__(self) -> None:
        self.table: dict[str, str] = {}
        self.role_for = self.table.get
def use(d: Domain, name: str | None) -> str:
    return d.role_for(name)  # E: arg-type: Argument 1 to "role_for" has incompatible type "str | None"; expected "str" # N: arg-type # E: return-value: Incompatible return value type (got "str | None", expected "str") # N: return-value

# case: an-attribute-bound-to-a-generic-method-called-as-declared-is-silent
from typing import Generic, TypeVar
T = TypeVar("T")
class Domain:
    def __init__(self) -> None:
        self.table: dict[str, str] = {}
        self.role_for = self.table.get
def use(d: Domain, name: str) -> str:
    reveal_type(d.role_for(name, ""))  # N: reveal-type: Revealed type is "str"
    return d.role_for(name) or ""
class Holder(Generic[T]):
    def __init__(self, first: T) -> None:
        self.items = [first]
        self.pick = self.items.pop
def take(h: Holder[int]) -> None:
    h.pick = h.items.pop

# case: a-chained-first-binding-declares-the-attribute
# (``self.visitor = visitor = X()`` declares ``visitor`` an X, as a single target would)
class Visitor: ...
class XMLTranslator(Visitor): ...
def make() -> Visitor:
    return Visitor()
class Writer:
    def translate(self) -> None:
        self.visitor = visitor = XMLTranslator()
        print(visitor)
class PseudoWriter(Writer):
    def translate(self) -> None:
        self.visitor = visitor = make()  # E: assignment: Incompatible types in assignment (expression has type "Visitor", variable has type "XMLTranslator")
        print(visitor)

# case: a-chained-binding-that-fits-the-first-is-silent
class Visitor: ...
class XMLTranslator(Visitor): ...
class Writer:
    def translate(self) -> None:
        self.visitor = visitor = XMLTranslator()
        self.other = self.visitor
        print(visitor)
    def again(self) -> None:
        self.visitor = XMLTranslator()
        reveal_type(self.other)  # N: reveal-type: Revealed type is "case.XMLTranslator"

# case: an-attribute-written-on-the-class-object-needs-a-declaration
# ``cls.cache = ...`` in a classmethod declares nothing (mypy declares attributes through an
# instance method's self only), and writing an undeclared name on a class object is reported
# as on an instance (libcst _metadata_dependent.py, _add_slots.py).
from typing import TypeVar
T = TypeVar("T")
class Dependent:
    @classmethod
    def inherited(cls) -> frozenset[str]:
        try:
            return cls._CACHE  # E: attr-defined: "type[Dependent]" has no attribute "_CACHE"
        except AttributeError:
            cls._CACHE = frozenset[str]()  # E: attr-defined: "type[Dependent]" has no attribute "_CACHE"
            return cls._CACHE  # E: attr-defined: "type[Dependent]" has no attribute "_CACHE"
def slots(made: type[T]) -> type[T]:
    made.__setstate__ = None  # E: attr-defined: "type[T]" has no attribute "__setstate__"
    return made

# case: an-attribute-written-on-the-class-object-that-is-declared-is-silent
from typing import Any, ClassVar, TypeVar
T = TypeVar("T")
class Meta(type):
    def __setattr__(cls, name: str, value: Any) -> None: ...
class Free(metaclass=Meta): ...
class Dependent:
    CACHE: ClassVar[frozenset[str]] = frozenset()
    def __init__(self) -> None:
        self.size = 0
    @classmethod
    def inherited(cls) -> frozenset[str]:
        cls.CACHE = frozenset({"a"})
        cls.size = 1
        return cls.CACHE
def named(made: type[T]) -> type[T]:
    made.__qualname__ = "Made"
    made.__doc__ = "made"
    Free.anything = 1
    return made

# case: a-write-through-another-name-in-a-method-declares-no-attribute
from __future__ import annotations
class Mixin:
    def adopt(self, child: Node) -> None:
        child.parent = self
    def is_root(self) -> bool:
        return self.parent is None  # E: attr-defined: "Mixin" has no attribute "parent"
    def copy(self, other: Mixin) -> None:
        other.label = "x"  # E: attr-defined: "Mixin" has no attribute "label"
class Node(Mixin):
    def __init__(self) -> None:
        self.parent: Mixin | None = None

# case: writes-through-self-still-declare-in-any-statement
class Node:
    def __init__(self, items: list[int]) -> None:
        self.count = 0
        for self.last in items:
            pass
    def bump(self, other: "Node") -> None:
        other.count = self.count + 1
        print(self.last)

# case: a-class-body-binding-declares-its-attribute-for-every-write
from typing import ClassVar
class Counter:
    count = 0
    label = "total"
    shared: ClassVar = 1.5
    def reset(self) -> None:
        self.count = "zero"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
Counter.count = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "int")
Counter().label = 3  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
Counter.shared = "x"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "float")
class Options:
    parser = int
    if Counter.count:
        mode = "fast"
Options.parser = str  # E: assignment: Incompatible types in assignment (expression has type "type[str]", variable has type "type[int]")
Options().mode = 1  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
reveal_type(Counter.shared)  # N: reveal-type: Revealed type is "float"

# case: class-body-bindings-that-declare-nothing-certain-or-fit-are-silent
from typing import Any, ClassVar
def anything() -> Any: ...
class Base:
    limit: "int | None" = None
class Holder(Base):
    count = 0
    maybe = None
    unknown = anything()
    handler = print
    kind = int
    bare: ClassVar = anything()
    def reset(self) -> None:
        self.count = 5
        self.maybe = "now"
        self.unknown = "x"
        self.limit = 3
        self.kind = bool
Holder.count = True
Holder.bare = "x"

# case: an-attribute-first-bound-to-a-name-that-is-none-is-declared-none
# (babel support.py: ``self.domain = self.DEFAULT_DOMAIN`` with ``DEFAULT_DOMAIN = None``; no
# partial type as for the literal None: mypy declares the attribute None)
class Null:
    DEFAULT_DOMAIN = None
    def __init__(self) -> None:
        self.domain = self.DEFAULT_DOMAIN
class Tr(Null):
    def __init__(self, domain: str | None = None) -> None:
        super().__init__()
        reveal_type(self.domain)  # N: reveal-type: Revealed type is "None"
        self.domain = domain or "messages"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "None")  # N: assignment: Item "str" does not fit

# case: an-attribute-first-bound-to-a-literal-none-stays-partial-silent
class Null:
    DEFAULT_DOMAIN = None
    def __init__(self, flag: bool, name: str | None) -> None:
        self.domain = None
        self.domain = "x"
        if name is None:
            self.name = name
        self.count = self.DEFAULT_DOMAIN or 0
    def set(self, d: str) -> None:
        self.domain = d

# case: an-attribute-declared-through-an-annotated-self-takes-its-arguments
# ``self: Group[A]`` annotated in ``__init__``: the class's variables in ``self.x: ...`` are
# that self's arguments (mypy), so a value of the narrowed self fits.
from typing import Generic, TypeVar
Co = TypeVar("Co", bound=BaseException, covariant=True)
E = TypeVar("E", bound=Exception)
class Group(Generic[Co]):
    def __init__(self: "Group[E]", kind: type[E]) -> None:
        self.items: tuple[type[Co], ...] = (self.parse(kind),)
        self.first: type[Co] = kind
    def parse(self, kind: type[Co]) -> type[Co]:
        return kind
