# A class-body declaration (with or without a value) and an unannotated plain value are
# checked against every base in the MRO that gives the name a type, up to the last direct
# base (mypy); ``self.x = ...`` over a base's method assigns the method; a narrowed read of
# a missing attribute is still reported.

# case: class-declarations-against-every-base-are-reported
from typing import Literal
class Pipeline:
    is_async: Literal[False] = False
    label: int = 0
    errors = (ValueError, TypeError)
class Commands:
    label: int = 1
class AsyncPipeline(Commands, Pipeline):
    is_async: Literal[True] = True  # E: assignment: Incompatible types in assignment (expression has type "Literal[True]", base class "Pipeline" defined the type as "Literal[False]")
    label: str  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Commands" defined the type as "int")
class Cluster(Pipeline):
    errors = (ValueError, KeyError, OSError)  # E: assignment: Incompatible types in assignment (expression has type "tuple[type[ValueError], type[KeyError], type[OSError]]", base class "Pipeline" defined the type as "tuple[type[ValueError], type[TypeError]]")
class Mixed(Commands, Pipeline):
    label: bool = True
    errors = (KeyError,)  # E: assignment: Incompatible types in assignment (expression has type "tuple[type[KeyError]]", base class "Pipeline" defined the type as "tuple[type[ValueError], type[TypeError]]")

# case: class-declarations-that-fit-or-that-mypy-leaves-alone-are-silent
from typing import Any, ClassVar, Final, Optional
def make() -> tuple[type[Exception], ...]: return (KeyError,)
class Base:
    name: Optional[str] = None
    count: float = 0.0
    anything: Any = None
    kinds: ClassVar[list[int]] = []
    __secret: int = 0
    __slots__: tuple[str, ...] = ()
    errors = (ValueError, TypeError)
    computed = make()
    limit: Final = 3
    @property
    def size(self) -> int: return 0
class Sub(Base):
    name: str = "x"
    count: int = 1
    anything: str = ""
    kinds: ClassVar[list[int]] = [1]
    __secret: str = ""
    __slots__ = ("a",)
    errors = (ValueError, TypeError)
    computed = (OSError, KeyError)
class Wider:
    count: object = None
class Last(Wider, Base):
    count: int = 2

# case: self-attribute-over-a-base-method-assigns-the-method
class Redis:
    def transaction(self, func: object) -> None: ...
class Pipeline(Redis):
    def __init__(self, transaction: bool) -> None:
        self.transaction = transaction  # E: method-assign: Cannot assign to a method  # E: assignment: Incompatible types in assignment (expression has type "bool", variable has type "Callable[[object], None]")
    def run(self) -> None:
        if self.transaction:  # E: truthy-function: Function "transaction" could always be true in boolean context
            pass

# case: self-attributes-over-declared-base-attributes-are-silent
from typing import Callable, Optional
class Base:
    handler: Callable[[], None]
    label: Optional[str] = None
    def run(self) -> None: ...
class Sub(Base):
    def __init__(self) -> None:
        self.handler = self.run
        self.label = "sub"
        self.fresh = self.run
    def go(self) -> None:
        if self.label:
            self.handler()
            self.fresh()

# case: a-narrowed-read-of-a-missing-attribute-is-reported-on-each-line
class Mixin:
    def raw(self) -> bool:
        if (
            hasattr(self.client, "pool")  # E: attr-defined: "Mixin" has no attribute "client"
            and self.client.pool.get("decode")  # E: attr-defined: "Mixin" has no attribute "client"
        ):
            return True
        if (self.other is not None  # E: attr-defined: "Mixin" has no attribute "other"
                and self.other.ready):  # E: attr-defined: "Mixin" has no attribute "other"
            return True
        return False

# case: narrowed-reads-of-existing-attributes-are-silent
from typing import Optional, Union
class Conn:
    pool: Optional[dict[str, int]] = None
    ready: Union[int, str] = 0
class Client:
    def __init__(self, conn: Conn) -> None:
        self.conn = conn
    def raw(self) -> bool:
        if (
            self.conn.pool is not None
            and self.conn.pool.get("decode")
        ):
            return True
        if (isinstance(self.conn.ready, int)
                and self.conn.ready > 1):
            return True
        return hasattr(self.conn, "extra") and bool(self.conn.extra)

# case: an-empty-tuple-in-a-base-declares-an-empty-tuple
class CommandMixin:
    boolean_options = ()
    multiple_value_options = ()
class Extract(CommandMixin):
    boolean_options = ["no-location"]  # E: assignment: Incompatible types in assignment (expression has type "list[str]", base class "CommandMixin" defined the type as "tuple[()]")
    multiple_value_options = ("keywords",)  # E: assignment: Incompatible types in assignment (expression has type "tuple[str]", base class "CommandMixin" defined the type as "tuple[()]")

# case: an-empty-tuple-in-a-base-takes-an-empty-tuple-or-fits-its-annotation
from typing import Any
class CommandMixin:
    boolean_options = ()
    extra: tuple[str, ...] = ()
    loose: Any = ()
class Extract(CommandMixin):
    boolean_options = ()
    extra = ("x",)
    loose = ["y"]
class Compile(CommandMixin):
    pass

# case: a-class-attribute-over-a-base-instance-attribute-must-fit-its-type
class Connection:
    def __init__(self, host: str) -> None:
        self.port = 80
        self.timeout: float | None = None
        self.host = host
class Secure(Connection):
    port = "443"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Connection" defined the type as "int")
    timeout = "slow"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Connection" defined the type as "float | None")
    host: bytes = b""  # E: assignment: Incompatible types in assignment (expression has type "bytes", base class "Connection" defined the type as "str")
class Handled(Connection):
    def __init__(self) -> None:
        super().__init__("localhost")
        self.handler = None
class Named(Handled):
    handler = "anything"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Handled" defined the type as "None")

# case: a-class-attribute-that-fits-a-base-instance-attribute-is-silent
class Connection:
    def __init__(self, host: str) -> None:
        self.port = 80
        self.timeout: float | None = None
        self.host = host
        self.handler = None
class Secure(Connection):
    port = 443
    timeout = 2.5
    host = "localhost"
    handler = None

# case: a-class-attribute-over-a-base-property-or-method-is-left-to-other-rules-silent
class Shape:
    @property
    def sides(self) -> int:
        return 0
    def area(self) -> float:
        return 0.0
    def __init__(self) -> None:
        self.name = "shape"
class Square(Shape):
    sides = 4
    name = "square"

# case: a-class-body-value-with-an-any-inside-that-cannot-fit-the-base-type-is-reported
# (an Any excuses a misfit only where it may be why: a dict of lambdas is no None, as mypy)
class Directive:
    option_spec = None
    name: str = ""
class Rubric(Directive):
    option_spec = {"level": lambda c: c}  # E: assignment: Incompatible types in assignment (expression has type "dict[str, Callable[[Any], Any]]", base class "Directive" defined the type as "None")

# case: a-class-body-value-an-any-may-make-fit-the-base-type-is-silent
from typing import Any
class Directive:
    option_spec = None
    name: str = ""
def make(a: Any) -> None:
    class Inner(Directive):
        option_spec = a
        name = a.label

# case: an-attribute-over-a-base-method-is-compared-with-the-method-as-bound
# (cattrs errors.py: ``index: Union[int, str]`` in a subclass of str; mypy compares it with
# ``str.index`` read through an instance)
import threading
from typing import Union
class B:
    def m(self, x: int) -> int: raise NotImplementedError
    def n(self) -> None: raise NotImplementedError
class S(B):
    m: Union[int, str]  # E: assignment: Incompatible types in assignment (expression has type "int | str", base class "B" defined the type as "Callable[[int], int]")
    n = 3  # E: assignment: Incompatible types in assignment (expression has type "int", base class "B" defined the type as "Callable[[], None]")
class Note(str):
    index: Union[int, str]  # E: assignment: Incompatible types in assignment (expression has type "int | str", base class "str" defined the type as "Callable[[str, SupportsIndex | None, SupportsIndex | None], int]")
class T(threading.Thread):
    run = None  # E: assignment: Incompatible types in assignment (expression has type "None", base class "Thread" defined the type as "Callable[[], None]")

# case: an-attribute-over-a-base-method-that-fits-or-is-not-plain-is-silent
from typing import Any, Callable, ClassVar
class B:
    def m(self, x: int) -> int: raise NotImplementedError
    def n(self) -> None: raise NotImplementedError
    @property
    def p(self) -> int: raise NotImplementedError
    def q(self) -> None: raise NotImplementedError
    def r(self, x: int) -> int: raise NotImplementedError
    def __private(self) -> None: raise NotImplementedError
def helper(self: Any, x: int) -> int: raise NotImplementedError
class S(B):
    n: ClassVar[Callable[[], None]]
    p: int
    q: Any
    r = helper
    __private = 1
class Note(str):
    type: Any

# case: a-method-of-the-class-bound-over-a-base-method-is-compared-as-bound
class Store:
    def get(self, key: int) -> None: ...
    @classmethod
    def build(cls, size: int) -> None: ...
    @staticmethod
    def check(key: int) -> None: ...
    def empty(self) -> None: ...
class Cache(Store):
    def fetch(self, key: str) -> None: ...
    @classmethod
    def make(cls, size: str) -> None: ...
    @staticmethod
    def verify(key: str) -> None: ...
    get = fetch  # E: assignment: Incompatible types in assignment (expression has type "Callable[[str], None]", base class "Store" defined the type as "Callable[[int], None]")
    build = make  # E: assignment: Incompatible types in assignment (expression has type "Callable[[str], None]", base class "Store" defined the type as "Callable[[int], None]")
    check = verify  # E: assignment: Incompatible types in assignment (expression has type "Callable[[str], None]", base class "Store" defined the type as "Callable[[int], None]")
    empty = 0  # E: assignment: Incompatible types in assignment (expression has type "int", base class "Store" defined the type as "Callable[[], None]")

# case: a-method-of-the-class-bound-over-a-base-method-that-fits-is-silent
from typing import TypeVar
T = TypeVar("T")
class Store:
    def get(self, key: int) -> object: ...
    @classmethod
    def build(cls, size: int) -> None: ...
    @staticmethod
    def check(key: int) -> None: ...
    def same(self: T) -> T: return self
class Cache(Store):
    def fetch(self, key: object) -> int: return 0
    @classmethod
    def make(cls, size: int, extra: int = 0) -> None: ...
    @staticmethod
    def verify(key: object) -> None: ...
    def again(self: T) -> T: return self
    get = fetch
    build = make
    check = verify
    same = again
    def __str__(self) -> str: return ""
    __repr__ = __str__

# case: a-declaration-through-self-against-a-base-declaration-is-reported
class S:
    g: "GG"
    h: int
    def __init__(self) -> None:
        self.k: int = 0
class GG(S): ...
class B(S):
    def __init__(self, g: S) -> None:
        self.g: S = g  # E: assignment: Incompatible types in assignment (expression has type "S", base class "S" defined the type as "GG")
        self.h: object = 1  # E: assignment: Incompatible types in assignment (expression has type "object", base class "S" defined the type as "int")
    def reset(self) -> None:
        self.k: str = ""  # E: assignment: Incompatible types in assignment (expression has type "str", base class "S" defined the type as "int")

# case: a-declaration-through-self-that-fits-the-base-declaration-is-silent
from typing import Any, Generic, Optional, TypeVar
T = TypeVar("T")
class S:
    g: "S"
    h: Optional[int]
    a: Any
    def __init__(self) -> None:
        self.k: object = 0
        self.__p: int = 0
    @property
    def prop(self) -> int: return 0
class GG(S): ...
class B(S):
    def __init__(self, g: GG) -> None:
        self.g: GG = g
        self.h: int = 1
        self.k: str = ""
        self.__p: str = ""
        self.a: str = ""
        self.fresh: int = 0
    def later(self, other: "B") -> None:
        other.fresh = 2
class Box(Generic[T]):
    item: T
class IntBox(Box[int]):
    def __init__(self) -> None:
        self.item: int = 0
class Gen(Box[T]):
    def __init__(self, x: T) -> None:
        self.item: T = x

# case: a-declaration-through-self-whose-value-carries-an-ignore-on-a-later-line-is-silent
# (mypy: an ignore anywhere in the value's lines covers the finding)
from typing import MutableMapping
class N: ...
class M(N): ...
def make(original: object) -> dict[str, M]: return {}
class Base:
    def __init__(self, nodes: MutableMapping[str, N]) -> None:
        self.nodes = nodes
class Sub(Base):
    def __init__(self, nodes: MutableMapping[str, N]) -> None:
        super().__init__(nodes)
        self.nodes: dict[str, M] = make(
            original=nodes.get("x").anything  # type: ignore
        )

# case: a-generic-base-declaration-is-compared-as-the-subclass-fills-it-in
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    item: T
    default = None  # type: T | None
class IntBox(Box[int]):
    item = "one"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Box" defined the type as "int")
class Later(IntBox):
    default = "none"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Box" defined the type as "int | None")
class ListBox(Box[T]):
    def __init__(self) -> None:
        self.item: list[T]  # E: assignment: Incompatible types in assignment (expression has type "list[T]", base class "Box" defined the type as "T")

# case: a-generic-base-declaration-that-the-value-fits-is-silent
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    item: T
    default = None  # type: T | None
class IntBox(Box[int]):
    item = 1
    default = None
class Same(Box[T]):
    def __init__(self, item: T) -> None:
        self.item: T = item
class Open(Box):  # no arguments: Any
    item = "anything"

# case: dunder-names-are-compared-with-the-base
class Key:
    __version__: int = 1
    def __hash__(self) -> int:
        return 0
class Versioned(Key):
    __version__ = "2"  # E: assignment: Incompatible types in assignment (expression has type "str", base class "Key" defined the type as "int")
class Counted(Key):
    __hash__ = 3  # E: assignment: Incompatible types in assignment (expression has type "int", base class "Key" defined the type as "Callable[[], int]")

# case: dunder-names-that-fit-the-base-are-silent
class Key:
    __version__: int = 1
    def __hash__(self) -> int:
        return 0
class Versioned(Key):
    __version__ = 2
    __doc__ = "Text."
    __module__ = "elsewhere"

# case: a-descriptor-over-a-base-declaration-is-compared-by-what-it-gives-an-instance
# mypy compares a descriptor in the class body by its __get__'s result.
from typing import Any
class Count:
    def __get__(self, instance: object, owner: type | None = None) -> int:
        return 0
class Named:
    label: str = ""
class Counted(Named):
    label = Count()  # E: assignment: Incompatible types in assignment (expression has type "int", base class "Named" defined the type as "str")
class Documented:
    __module__ = Count()  # E: assignment: Incompatible types in assignment (expression has type "int", base class "object" defined the type as "str")

# case: a-descriptor-over-a-base-declaration-silent-where-it-gives-a-fitting-value
# werkzeug's LocalProxy: ``__doc__ = _ProxyLookup(...)``, a descriptor whose __get__ is Any.
from typing import Any
class Lookup:
    def __init__(self, fallback: object = None) -> None: ...
    def __get__(self, instance: object, owner: type | None = None) -> Any:
        return None
class Text:
    def __get__(self, instance: object, owner: type | None = None) -> str:
        return ""
class Named:
    label: str = ""
class Proxy(Named):
    __doc__ = Lookup(fallback=__doc__)
    label = Text()
