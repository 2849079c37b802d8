# Class definitions against their bases (mypy's checks of a class statement): definitions two
# bases both give, __slots__, overrides of attributes and properties, and what ``self`` is after
# an isinstance test or a truth test.

# case: definitions-two-unrelated-bases-give-differently-are-reported
from typing import ClassVar, Final, Generic, Mapping, TypeVar
T = TypeVar("T")
K = TypeVar("K", bound=str)
class A:
    def f(self, x: int) -> int: return 0
    x: int = 0
    c: ClassVar[int] = 0
    u = 1
    def h(self, a: int) -> None: ...
    @property
    def q(self) -> int: return 0
    fin: Final = 1
    class Inner: ...
    def m(self, m: list[int]) -> None: ...
class B:
    def f(self, x: str) -> int: return 0
    x: bool = False
    c: ClassVar[str] = ""
    u = ""
    h: int = 0
    q: int = 0
    fin: int = 1
    class Inner: ...
    def m(self, m: Mapping[K, int]) -> None: ...
class C(A, B): ...  # E: misc: Definition of "Inner" in base class "A" is incompatible with definition in base class "B"  # E: misc: Definition of "c" in base class "A" is incompatible with definition in base class "B"  # E: misc: Definition of "f" in base class "A" is incompatible with definition in base class "B"  # E: misc: Cannot override writable attribute "fin" with a final one  # E: misc: Definition of "h" in base class "A" is incompatible with definition in base class "B"  # E: misc: Definition of "m" in base class "A" is incompatible with definition in base class "B"  # E: override: Cannot override writeable attribute "q" in base "B" with read-only property in base "A"  # E: misc: Definition of "u" in base class "A" is incompatible with definition in base class "B"  # E: misc: Definition of "x" in base class "A" is incompatible with definition in base class "B"
class G(Generic[T]):
    def g(self, x: T) -> None: ...
class H:
    def g(self, x: int) -> None: ...
class Wrong(G[str], H): ...  # E: misc: Definition of "g" in base class "G" is incompatible with definition in base class "H"
class Attrs1:
    def __init__(self) -> None:
        self.attr = 1
class Attrs2:
    def __init__(self) -> None:
        self.attr = ""
class Both(Attrs1, Attrs2): ...  # E: misc: Definition of "attr" in base class "Attrs1" is incompatible with definition in base class "Attrs2"

# case: definitions-two-bases-give-compatibly-are-silent
from typing import TYPE_CHECKING, Any, Callable, Final, Generic, TypeVar, overload
from numbers import Integral
T = TypeVar("T")
class Base:
    def f(self) -> int: return 0
class L(Base): ...
class R(Base): ...
class SameObject(L, R): ...  # Base.f, inherited twice
class L2(Base):
    def f(self) -> int: return 1
class FromCommonBase(L2, R): ...  # R's f is Base's, which L2 overrides
class R3(Base):
    def f(self) -> bool: return True
class Narrower(R3, L2): ...  # bool fits int
class G(Generic[T]):
    def g(self, x: T) -> None: ...
class H:
    def g(self, y: int) -> None: ...  # positional parameter names aside
class Right(G[int], H): ...
class P1:
    z: Any = 0
    def __init__(self, a: int) -> None: ...
    def __private(self) -> int: return 0
    @property
    def r(self) -> int: return 0
    __slots__ = ("a",)
    def untyped(self): return 1
class P2:
    z: int = 0
    def __init__(self) -> None: ...
    def __private(self) -> str: return ""
    @property
    def r(self) -> object: return 0
    __slots__ = ()
    def untyped(self) -> str: return ""
class Gradual(P1, P2): ...
class I1:
    def __init__(self):
        self.attr = 1  # unchecked method: Any
class I2:
    def __init__(self) -> None:
        self.attr = ""
class Untyped(I1, I2): ...
class O1:
    @overload
    def o(self, x: int) -> int: ...
    @overload
    def o(self, x: str) -> str: ...
    def o(self, x: Any) -> Any: return x
class O2:
    def o(self, x: int) -> int: return x
class Overloads(O1, O2): ...
class Own(P1, P2):
    z: int = 0  # the class's own definition is an override, checked as one
if TYPE_CHECKING:
    from builtins import int as CustomInt
else:
    class CustomInt(Integral, int): ...  # checkers see the TYPE_CHECKING branch's

# case: slots-that-leave-an-attribute-out-are-reported
from typing import Any
class M:
    __slots__ = ("a",)
    x: int
    def __init__(self) -> None:
        self.a = 1
        self.b: int = 0  # E: misc: Trying to assign name "b" that is not in "__slots__" of type "case.M"
        self.c: str  # E: misc: Trying to assign name "c" that is not in "__slots__" of type "case.M"
        self.x = 1  # E: misc: Trying to assign name "x" that is not in "__slots__" of type "case.M"
class Sub(M):
    __slots__ = ("s",)
def f(m: M, s: Sub) -> None:
    m.b = 2  # E: misc: Trying to assign name "b" that is not in "__slots__" of type "case.M"
    m.x = 3  # E: misc: Trying to assign name "x" that is not in "__slots__" of type "case.M"
    s.s = 1  # E: attr-defined: "Sub" has no attribute "s"
    s.b = 1  # E: misc: Trying to assign name "b" that is not in "__slots__" of type "case.Sub"

# case: slots-of-a-stub-base-and-annotated-slots-count-too
# typeshed's ABC declares ``__slots__ = ()`` and ``__slots__: ClassVar[...] = ()`` is a literal
# too: instances of these classes hold only slots (mypy; libcst's BaseExpression.lpar).
from abc import ABC
from typing import ClassVar, Sequence
class Node(ABC):
    __slots__: ClassVar[Sequence[str]] = ()  # E: misc: Cannot override instance variable (previously declared on base class "ABC") with class variable
class Paren(Node):
    __slots__ = ()  # E: misc: Cannot override instance variable (previously declared on base class "ABC") with class variable
    lpar: Sequence[int] = ()
def f(p: Paren) -> None:
    p.lpar = [1]  # E: misc: Trying to assign name "lpar" that is not in "__slots__" of type "case.Paren"

# case: a-stub-base-without-slots-gives-a-dict-silent
from typing import Sequence
from collections import UserDict
class Paren(UserDict[str, int]):
    __slots__ = ()
    lpar: Sequence[int] = ()
def f(p: Paren) -> None:
    p.lpar = [1]

# case: slots-writes-that-work-are-silent
from typing import Any, Callable
class Descriptor:
    def __get__(self, obj: object, owner: object) -> int: return 0
    def __set__(self, obj: object, value: int) -> None: ...
class M:
    __slots__ = ("a", "__dict__")
    def __init__(self) -> None:
        self.anything: int = 1
class N:
    __slots__ = ("a",)
    y: Any
    d = Descriptor()
    cb: Callable[[], None]
    def __init__(self) -> None:
        self.a: int = 1
        self.y = 1
        self.d = 2
        self.cb = lambda: None
    @property
    def p(self) -> int: return 0
    @p.setter
    def p(self, v: int) -> None: ...
class WithDict(N):
    def set(self) -> None:
        self.free: int = 1  # a subclass without __slots__ has a __dict__
class Custom:
    __slots__ = ()
    def __setattr__(self, name: str, value: object) -> None: ...
    def __init__(self) -> None:
        self.x: int = 1
def f(n: N, o: object) -> None:
    n.p = 1
    n.a = 2
    o.__module__ = "m"

# case: a-test-of-self-against-an-unrelated-class-is-forgotten-after-it
class Pipeline:
    def execute_command(self, *args: object) -> int: return 0
class Commands:
    def search(self, q: str) -> int:
        if isinstance(self, Pipeline):
            self.execute_command("Q", q)
        return self.execute_command("S", q)  # E: attr-defined: "Commands" has no attribute "execute_command"

# case: what-an-isinstance-test-meets-stays-gradual-in-its-branch
class Pipeline:
    def execute_command(self, *args: object) -> int: return 0
class Other: ...
class Commands:
    def search(self, q: str) -> int:
        if not isinstance(self, Pipeline):
            raise TypeError
        return self.execute_command("S", q)
def g(c: Commands) -> None:
    if isinstance(c, Pipeline):
        c.execute_command()
    else:
        c = Commands()
    reveal_type(c)  # N: reveal-type: Revealed type is "case.Commands"

# case: the-false-branch-of-an-instance-a-subclass-could-make-false-runs
class Node:
    pass
class Cluster:
    def replace(self, target: Node | None = None) -> None:
        if target:
            return
        self.get_default_node()  # E: attr-defined: "Cluster" has no attribute "get_default_node"
def f(n: Node) -> None:
    if not n:
        reveal_type(n)  # N: reveal-type: Revealed type is "case.Node"

# case: the-false-branch-of-an-instance-that-is-always-true-does-not-run
from typing import Literal, final
@final
class Sealed:
    pass
class AlwaysTrue:
    def __bool__(self) -> Literal[True]: return True
def f(s: Sealed, t: AlwaysTrue) -> None:
    if not s:
        s.missing  # unreachable: not checked
    if not t:
        t.missing
    message: str = (s and "x") or ""

# case: defs-over-a-base-attribute-are-checked-as-overrides
from functools import cached_property
from typing import Protocol
class Iface: ...
class Impl(Iface): ...
class P(Protocol):
    disp: Iface
    plain: int
class C(P):
    @cached_property
    def disp(self) -> Impl: return Impl()  # E: override: Cannot override writeable attribute with read-only property  # E: override: Signature of "disp" incompatible with supertype "P"
    @property
    def plain(self) -> int: return 0  # E: override: Cannot override writeable attribute with read-only property
class Base:
    z: object = None
    def __init__(self) -> None:
        self.w = 1
class Sub(Base):
    def z(self) -> None: ...  # E: override: Signature of "z" incompatible with supertype "Base"
    @property
    def w(self) -> int: return 0  # E: override: Cannot override writeable attribute with read-only property
class Db: ...
class Other: ...
class Props:
    @property
    def a(self) -> Db: return Db()
    @a.setter
    def a(self, v: Db) -> None: ...
    @property
    def r(self) -> Db: return Db()
class Narrow(Props):
    @property  # E: override: Signature of "a" incompatible with supertype "Props"
    def a(self) -> Other: return Other()
    @a.setter
    def a(self, v: Db) -> None: ...
    @property
    def r(self) -> Other: return Other()  # E: override: Signature of "r" incompatible with supertype "Props"
class ReadOnly(Props):
    @property  # E: misc: Read-only property cannot override read-write property
    def a(self) -> Db: return Db()

# case: defs-over-a-base-attribute-that-fit-are-silent
from typing import Any
class Db: ...
class SubDb(Db): ...
class Base:
    x: int = 0
    anything: Any = 0
    both: int = 0
    @property
    def r(self) -> Db: return Db()
    @property
    def a(self) -> Db: return Db()
    @a.setter
    def a(self, v: tuple[Db, int]) -> None: ...
class Sub(Base):
    @property
    def x(self) -> int: return 0
    @x.setter
    def x(self, v: int) -> None: ...
    @property
    def anything(self) -> int: return 0
    @property
    def r(self) -> SubDb: return SubDb()  # a read-only base attribute may narrow
    @property
    def a(self) -> SubDb: return SubDb()  # a setter of its own type lets the getter narrow
    @a.setter
    def a(self, v: tuple[Db, int]) -> None: ...
    @property
    def both(self):  # unannotated: not checked
        return ""

# case: a-setter-that-takes-less-than-the-base-setter-is-reported
class Executor:
    @property
    def interval(self) -> float: return 0.0
    @interval.setter
    def interval(self, v: float) -> None: ...
class Narrow(Executor):
    @property
    def interval(self) -> float: return 0.0
    @interval.setter  # E: override: Incompatible override of a setter type # N: override:  (base class "Executor" defined the type as "float", # N: override:  override has type "int") # N: override:  Setter types should behave contravariantly
    def interval(self, v: int) -> None: ...

# case: a-setter-that-takes-more-than-the-base-setter-is-silent
class Executor:
    @property
    def interval(self) -> float: return 0.0
    @interval.setter
    def interval(self, v: float) -> None: ...
class Wide(Executor):
    @property
    def interval(self) -> float: return 0.0
    @interval.setter
    def interval(self, v: object) -> None: ...
class Same(Executor):
    @property
    def interval(self) -> float: return 0.0
    @interval.setter
    def interval(self, v: float) -> None: ...

# case: overrides-mypy-checks-beyond-plain-annotated-pairs
from typing import Any, Awaitable, Callable, Mapping, TypeVar
C = TypeVar("C", bound=Callable[..., Any])
K = TypeVar("K")
def keep() -> Callable[[C], C]:
    def d(f: C) -> C: return f
    return d
def experimental(cls):  # an untyped class decorator: the class is still checked
    return cls
class Base:
    async def execute(self, *args, **options):
        pass
    def watch(self, *names: str) -> None: ...
    def mset(self, mapping: Mapping[K, int]) -> list[bool]: return []
    @keep()
    def hybrid(self, q: str) -> int: return 0
    def exists(self, *names: str) -> int: return 0
    __contains__ = exists
    def untyped(self, a, b): ...
    def run(self, sleep: float, **kwargs) -> None: ...
    def unsub(self, *args, target=None) -> None: ...
    def get(self, a: int, b: int) -> None: ...
@experimental
class Sub(Base):
    def execute(self, *args, **kwargs) -> int | Awaitable[int]: return 0  # E: override: Return type "int | Awaitable[int]" of "execute" incompatible with return type "Coroutine[Any, Any, Any]" in supertype "Base"
    async def watch(self, *names: str): ...  # E: override: Return type "Coroutine[Any, Any, Any]" of "watch" incompatible with return type "None" in supertype "Base"
    async def mset(self, mapping: Mapping[K, int]) -> list[bool]: return []  # E: override: Return type "Coroutine[Any, Any, list[bool]]" of "mset" incompatible with return type "list[bool]" in supertype "Base"
    @keep()
    async def hybrid(self, q: str) -> int: return 0  # E: override: Return type "Coroutine[Any, Any, int]" of "hybrid" incompatible with return type "int" in supertype "Base"
    def __contains__(self, name: str): ...  # E: override: Signature of "__contains__" incompatible with supertype "Base"
    def untyped(self, a: int) -> None: ...  # E: override: Signature of "untyped" incompatible with supertype "Base"
    def run(self, sleep: float, handler: Any = None) -> None: ...  # E: override: Signature of "run" incompatible with supertype "Base"
    async def unsub(self, *args: Any) -> None: ...  # E: override: Signature of "unsub" incompatible with supertype "Base"
    def get(self, a: str, b: int, c: int = 0) -> None: ...  # E: override: Signature of "get" incompatible with supertype "Base"

# case: overrides-that-keep-what-callers-of-the-base-may-do-are-silent
from typing import Any, Callable
def loose(f: Callable[..., Any]) -> Callable[..., Any]: return f
class Base:
    def anything(self, *args: Any) -> Any: ...
    def run(self, sleep: float, **kwargs: Any) -> None: ...
    def unsub(self, *args: Any, target: Any = None) -> None: ...
    @loose
    def decorated(self, a: int) -> int: return 0
    def untyped(self, a, b): ...
    def exists(self, *names: str) -> int: return 0
    __contains__ = exists
class Sub(Base):
    def anything(self, path: str) -> None: ...
    def run(self, sleep: float, handler: Any = None, **kwargs: Any) -> None: ...
    def unsub(self, *args: Any, target: Any = None) -> None: ...
    def decorated(self) -> str: return ""
    def untyped(self, a, b, c=None): ...
    def __contains__(self, *names: str) -> int: return 0

# case: an-override-that-moves-a-positional-parameters-name-is-reported
from typing import Any, Self
class Base:
    def copy(self, a: int | None = None, b: bool | None = None) -> Self: raise NotImplementedError
    def fill(self, a: int, b: int) -> None: ...
class Child(Base):
    def copy(self, a: int | None = None, c: bool | None = None, b: bool | None = None) -> Self: raise NotImplementedError  # E: override: Signature of "copy" incompatible with supertype "Base"
    def fill(self, a: int, c: int, *, b: int = 0) -> None: ...  # E: override: Signature of "fill" incompatible with supertype "Base"
class Loose(Base):
    def fill(self, a: int, c: int, **kwargs: Any) -> None: ...  # E: override: Signature of "fill" incompatible with supertype "Base"

# case: an-override-that-renames-a-positional-parameter-is-silent
from typing import Any, Self
class Base:
    def copy(self, a: int | None = None, b: bool | None = None) -> Self: raise NotImplementedError
    def fill(self, a: int, b: int) -> None: ...
class Child(Base):
    def copy(self, a: int | None = None, c: bool | None = None) -> Self: raise NotImplementedError
    def fill(self, a: int, c: int, *args: Any) -> None: ...

# case: super-of-a-name-no-later-class-defines-is-reported
class Base:
    def f(self) -> int: return 0
class Sub(Base):
    def g(self) -> int:
        return super().g()  # E: misc: "g" undefined in superclass
class Mixin:
    def m(self) -> None:
        super().m()  # E: misc: "m" undefined in superclass

# case: super-of-a-name-a-later-class-may-define-is-silent
from typing import Any
class Base:
    def f(self) -> int: return 0
    def __init__(self) -> None:
        self.attr = 1
class Sub(Base):
    def h(self) -> int:
        return super().f() + super().attr
    def untyped(self):
        return super().missing()  # an unannotated def is not checked
    def __eq__(self, o: object) -> bool:
        return super().__eq__(o)
class Loose(Any):  # type: ignore[misc]
    def m(self) -> None:
        super().m()
class Dynamic:
    def __getattr__(self, name: str) -> Any: ...
class FromDynamic(Dynamic):
    def m(self) -> None:
        super().m()

# case: class-and-static-method-overrides-are-compared-and-reported
class Loader:
    @classmethod
    def load(cls, path: str, strict: bool) -> None: ...
    @classmethod
    def open(cls, path: str) -> None: ...
    @staticmethod
    def parse(text: str) -> int: return 0
    @staticmethod
    def scan(text: str, start: int = 0) -> int: return 0
class Fast(Loader):
    @classmethod
    def load(cls, path: bytes, strict: bool) -> None: ...  # E: override: Argument 1 of "load" is incompatible with supertype "Loader"; supertype defines the argument type as "str"
    @classmethod
    def open(cls, path: str, mode: str) -> None: ...  # E: override: Signature of "open" incompatible with supertype "Loader"
    @staticmethod
    def parse(text: str) -> str: return ""  # E: override: Return type "str" of "parse" incompatible with return type "int" in supertype "Loader"
    @staticmethod
    def scan(text: str) -> int: return 0  # E: override: Signature of "scan" incompatible with supertype "Loader"

# case: class-and-static-method-overrides-that-fit-are-silent
from typing import Any, TypeVar
T = TypeVar("T")
class Loader:
    @classmethod
    def load(cls, path: str, *, strict: bool = False) -> "Loader": return cls()
    @staticmethod
    def parse(text: str) -> object: return 0
    @classmethod
    def make(cls: type[T]) -> T: return cls()
    @classmethod
    def loose(cls, x):
        pass
    @staticmethod
    def hook(x: int) -> None: ...
class Fast(Loader):
    @classmethod
    def load(cls, path: object, *, strict: bool = False, fast: bool = True) -> "Fast": return cls()
    @staticmethod
    def parse(text: str, *rest: Any) -> int: return 0
    @classmethod
    def make(cls) -> "Fast": return cls()
    @classmethod
    def loose(cls, x: int) -> None: ...
    def hook(self, x: int) -> None: ...  # type: ignore[override]

# case: an-attribute-of-super-as-a-target-is-reported
class Base:
    count = 0
    def reset(self) -> None: ...
class Sub(Base):
    def reset(self) -> None:
        super().count = 1  # E: misc: Invalid assignment target
        super(Sub, self).reset = print  # E: misc: Invalid assignment target

# case: an-attribute-of-super-read-or-another-object-written-is-silent
class Base:
    count = 0
class Sub(Base):
    def bump(self) -> None:
        self.count = super().count + 1
        Base.count = 2

# case: super-new-in-new-is-checked-against-the-next-classes-new
class Money:
    def __new__(cls, cents: int) -> "Money":
        return object.__new__(cls)
class Price(Money):
    def __new__(cls, cents: int, currency: str = "EUR") -> "Price":
        super().__new__(cls, cents, currency)  # E: call-arg: Too many arguments for "__new__" of "Money"
        super().__new__(cls, "ten")  # E: arg-type: Argument 2 to "__new__" of "Money" has incompatible type "str"; expected "int"
        return cls(cents)

# case: super-new-in-new-that-fits-the-next-classes-new-is-silent
from typing import Any
class Money:
    def __new__(cls, cents: int) -> "Money":
        return object.__new__(cls)
class Price(Money):
    def __new__(cls, cents: int, currency: str = "EUR") -> "Price":
        super().__new__(cls, cents)
        return cls(cents)
class Meta(type):
    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, Any]) -> "Meta":
        return super().__new__(mcs, name, bases, ns)
class Code(str):
    def __new__(cls, value: object) -> "Code":
        return super().__new__(cls, value)

# case: super-with-arguments-it-cannot-take-is-reported
class Shape:
    def area(self) -> float: return 0.0
class Square(Shape):
    def grow(self) -> None:
        super(self, Square).area  # E: arg-type: Argument 1 for "super" must be a type object; got a non-type instance
        super(None, self).area  # E: arg-type: Argument 1 for "super" must be a type object; got "None"
        super(Square, "side").area  # E: misc: Argument 2 for "super" not an instance of argument 1
        super(Square, None).area  # E: misc: Unsupported argument 2 for "super"
        super(Square, self, 2).area  # E: misc: Too many arguments for "super"
        super(Square).area  # E: misc: "super" with a single argument not supported
        super(*(Square, self)).area  # E: misc: Varargs not supported with "super"
        super(Square, obj=self).area  # E: misc: "super" only accepts positional arguments
    def mirror(self, kind: type[None]) -> None:
        super(kind, self).area  # E: misc: Unsupported argument 1 for "super"
class Root:
    def top(self) -> None:
        super(object, self).top()  # E: misc: Target class has no base class

# case: super-with-arguments-that-fit-is-silent
from typing import Any
class Shape:
    def area(self) -> float: return 0.0
class Square(Shape):
    def grow(self, loose: Any) -> None:
        super(Square, self).area()
        super(loose, self).area()
        super(Square, loose).area()
    @classmethod
    def build(cls) -> None:
        super(Square, cls).area(cls())
    def untyped(self):
        return super(Square, None).area

# case: zero-argument-super-without-implicit-arguments-is-reported
class Base:
    def f(self) -> None: pass
    @staticmethod
    def make() -> int: return 1
class Sub(Base):
    whatever = super().f  # E: misc: "super()" outside of a method is not supported
    @staticmethod
    def make() -> int:
        return super().make()  # E: misc: "super()" requires one or two positional arguments in enclosing function
    def outer(self) -> None:
        def inner() -> None:
            super().f()  # E: misc: "super()" requires one or two positional arguments in enclosing function
        inner()

# case: zero-argument-super-with-a-first-parameter-is-silent
class Base:
    def f(self) -> None: pass
    @staticmethod
    def make() -> int: return 1
class Sub(Base):
    def f(self) -> None:
        super().f()
    @staticmethod
    def make() -> int:
        return super(Sub, Sub).make()
    def outer(self) -> None:
        def inner(me: "Sub") -> None:
            super(Sub, me).f()
        inner(self)
    @staticmethod
    def loose():
        return super().make()

# case: super-with-explicit-arguments-checks-the-next-classes-member-is-reported
class Reader:
    def read(self, size: int) -> bytes: return b""
class Buffered(Reader):
    def read(self, size: int | str) -> bytes: return b""
def peek(b: Buffered) -> None:
    super(Buffered, b).read("all")  # E: arg-type: Argument 1 to "read" of "Reader" has incompatible type "str"; expected "int"
class Tool:
    def use(self, b: Buffered) -> int:
        return super(Buffered, b).read(1)  # E: return-value: Incompatible return value type (got "bytes", expected "int")

# case: super-with-explicit-arguments-that-fit-the-next-class-is-silent
class Reader:
    def read(self, size: int) -> bytes: return b""
class Buffered(Reader):
    def read(self, size: int | str) -> bytes: return b""
def peek(b: Buffered) -> bytes:
    b.read("all")
    return super(Buffered, b).read(3)
def peek_class() -> bytes:
    return super(Buffered, Buffered).read(Buffered(), 3)

# case: a-self-annotation-that-does-not-admit-the-class-is-reported
from typing import Union
class Other: ...
class Other2: ...
class Base:
    def a(self: Union[Other, Other2]) -> None: ...  # E: misc: The erased type of self "case.Other | case.Other2" is not a supertype of its class "case.Base"
    @classmethod
    def e(cls: type[Other]) -> None: ...  # E: misc: The erased type of self "type[case.Other]" is not a supertype of its class "type[case.Base]"

# case: a-self-annotation-that-admits-the-class-is-silent
from typing import Generic, Protocol, TypeVar, Union
T = TypeVar("T", bound="Base")
U = TypeVar("U")
class P(Protocol):
    def execute(self) -> int: ...
class Other: ...
class Base:
    def b(self: P) -> None: ...  # a protocol: the call sites are checked
    def c(self: T) -> T: return self
    def d(self: "Base") -> None: ...
    def f(self: Union["Base", Other]) -> None: ...
    def g(self: object) -> None: ...
    def h(self: U) -> U: return self
class G(Generic[U]):
    def m(self: "G[int]") -> None: ...

# case: a-decorated-methods-self-annotation-is-checked-as-the-def-is
# mypy checks the def under any decorator it knows (the decorator's result aside).
from typing import Callable, TypeVar
F = TypeVar("F", bound=Callable[..., object])
def keep(f: F) -> F: return f
class Ctx: ...
class Api:
    @keep
    def get(ctx: Ctx, key: str) -> int: return 0  # E: misc: "self" parameter missing for a non-static method (or an invalid type for self)
    @property
    @keep
    def size(self: Ctx) -> int: return 0  # E: misc: The erased type of self "case.Ctx" is not a supertype of its class "case.Api"

# case: a-decorated-methods-self-that-admits-the-class-or-an-unknown-decorator-is-silent
from typing import Any, Callable, TypeVar
F = TypeVar("F", bound=Callable[..., object])
def keep(f: F) -> F: return f
unknown: Any = None
class Ctx: ...
class Api:
    @keep
    def get(self: "Api", key: str) -> int: return 0
    @unknown
    def other(ctx: Ctx) -> int: return 0
    @staticmethod
    @keep
    def util(ctx: Ctx) -> int: return 0
    @property
    def size(self: object) -> int: return 0

# case: an-abstract-class-imported-in-a-function-is-not-instantiated
def make() -> None:
    from shapes import Shape
    Shape()  # E: abstract: Cannot instantiate abstract class "Shape" with abstract attribute "area"
# file: shapes.py
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

# case: an-abstract-class-through-a-local-value-may-be-concrete
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
def make(kind: type[Shape]) -> None:
    cls = kind
    cls()
    kind()

# case: a-write-through-a-copy-to-a-base-property-with-a-setter-is-silent
class Base:
    __slots__ = ("_t",)
    def __init__(self) -> None:
        self._t = -1
    @property
    def can(self) -> bool:
        return bool(self._t)
    @can.setter
    def can(self, v: bool) -> None:
        self._t = int(v)
class Inst(Base):
    __slots__ = ("x",)
    def __init__(self) -> None:
        super().__init__()
        self.x = 1
    def copy(self) -> "Inst":
        new = Inst()
        new.can = self.can
        return new

# case: a-projects-own-cached-property-with-a-setter-may-override-an-attribute
from typing import Any, Callable, Generic, TypeVar
T = TypeVar("T")
class cached_property(property, Generic[T]):
    def __init__(self, fget: Callable[[Any], T]) -> None:
        super().__init__(fget)
    def __set__(self, obj: object, value: T) -> None: ...
class Base:
    name: str
class App(Base):
    @cached_property
    def name(self) -> str:
        return "app"

# case: functools-cached-property-is-still-read-only-over-an-attribute
from typing import Any, Callable
import functools
class lazy_property(property):
    pass
class Base:
    name: str
    title: str
class App(Base):
    @lazy_property
    def name(self) -> str:
        return "app"
    @functools.cached_property
    def title(self) -> str:  # E: override: Cannot override writeable attribute with read-only property
        return "t"

# case: super-in-a-method-whose-first-parameter-is-no-instance-of-its-class
from typing import Any, TypeVar
class Base:
    def hello(self) -> int: return 1
T = TypeVar("T", bound=Base)
class Meta(type):
    def __call__(cls: type[T], *args: Any, **kwargs: Any) -> T:  # E: misc: The erased type of self "type[case.Base]" is not a supertype of its class "case.Meta"
        return super().__call__(*args, **kwargs)  # E: misc: Argument 2 for "super" not an instance of argument 1
class Child(Base):
    def other(self: Base) -> int:
        return super().hello()  # E: misc: Argument 2 for "super" not an instance of argument 1
    @classmethod
    def make(cls: type[Base]) -> int:
        return super().hello(Base())  # E: misc: Argument 2 for "super" not an instance of argument 1

# case: super-in-a-method-whose-self-is-a-type-variable-binds-that-variable
from typing import TypeVar
class Node:
    def clone(self: "N") -> "N": return self
N = TypeVar("N", bound=Node)
class Leaf(Node):
    def clone(self: N) -> N:
        reveal_type(super().clone())  # N: reveal-type: Revealed type is "N"
        return super().clone()
    def plain(self) -> int:
        return super().clone()  # E: return-value: Incompatible return value type (got "Leaf", expected "int")

# case: super-in-a-method-whose-self-is-a-type-variable-returns-that-variable-silent
from typing import TypeVar
class Node:
    def clone(self: "N") -> "N": return self
N = TypeVar("N", bound=Node)
class Leaf(Node):
    def clone(self: N) -> N:
        copy = super().clone()
        return copy

# case: super-in-a-method-whose-first-parameter-is-the-class-or-its-self-type-is-silent
from typing import Any, TypeVar
class Base:
    @classmethod
    def make(cls) -> int: return 1
    def hello(self) -> int: return 1
T = TypeVar("T", bound=Base)
class Box(Base):
    @classmethod
    def make(cls: type[T]) -> int:
        return super().make()
    def hello(self: T) -> int:
        return super().hello()
class Child(Box):
    def hello(self: "Child") -> int:
        return super().hello()
class Meta(type):
    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        return super().__call__(*args, **kwargs)

# case: an-override-of-a-method-that-says-self-is-compared-through-the-class
from typing import Self
class Base:
    def acquire(self, timeout: float | None = None, *, blocking: bool | None = None) -> Self:
        return self
    def copy(self) -> Self:
        return self
class Dropped(Base):
    def acquire(self, timeout: float | None = None) -> Self:  # E: override: Signature of "acquire" incompatible with supertype "Base"
        return self
    def copy(self) -> int:  # E: override: Return type "int" of "copy" incompatible with return type "Dropped" in supertype "Base"
        return 1

# case: an-override-of-a-method-that-says-self-keeping-its-signature-is-silent
from typing import Self
class Base:
    def acquire(self, timeout: float | None = None, *, blocking: bool | None = None) -> Self:
        return self
    def copy(self) -> Self:
        return self
class Kept(Base):
    def acquire(self, timeout: float | None = None, *, blocking: bool | None = None, extra: int = 0) -> Self:
        return self
    def copy(self) -> "Kept":
        return self

# case: an-instance-method-over-a-static-or-class-method
class Base:
    @staticmethod
    def write(fd: int) -> None: ...
    @classmethod
    def make(cls, fd: int) -> None: ...
    @staticmethod
    def untyped(fd): ...
class Sub(Base):
    def write(self, fd: int) -> None: ...  # E: override: Signature of "write" incompatible with supertype "Base"
    def make(self, fd: int) -> None: ...  # E: override: Signature of "make" incompatible with supertype "Base"
    def untyped(self, fd: int) -> None: ...  # E: override: Signature of "untyped" incompatible with supertype "Base"

# case: a-static-method-over-a-static-or-class-method-or-an-unannotated-override-is-silent
class Base:
    @staticmethod
    def same(fd: int) -> None: ...
    @classmethod
    def also(cls) -> None: ...
    @staticmethod
    def write(fd: int) -> None: ...
class Sub(Base):
    @staticmethod
    def same(fd: int) -> None: ...
    @staticmethod
    def also() -> None: ...
    def write(self, fd): ...

# case: a-first-parameter-of-another-name-that-cannot-take-the-instance
# Whatever its name, a method's first parameter receives the instance (the class, for a
# classmethod): an annotation its class does not fit is mypy's "self" parameter missing.
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Handler(Generic[T]):
    def handle(req: str, x: int) -> None: ...  # E: misc: "self" parameter missing for a non-static method (or an invalid type for self)
    def check(x: int) -> None: ...  # E: misc: "self" parameter missing for a non-static method (or an invalid type for self)
    @classmethod
    def make(klass: int) -> None: ...  # E: misc: "self" parameter missing for a non-static method (or an invalid type for self)
    def either(x: "list[int] | str") -> None: ...  # E: misc: "self" parameter missing for a non-static method (or an invalid type for self)
def outer() -> None:
    class Local:
        def m(x: int) -> None: ...  # E: misc: "self" parameter missing for a non-static method (or an invalid type for self)

# case: a-first-parameter-of-another-name-that-takes-the-instance-is-silent
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class Handler(Generic[T]):
    def handle(this: "Handler[int]", x: int) -> None: ...
    def anything(x: object) -> None: ...
    def unknown(x: Any) -> None: ...
    @classmethod
    def make(klass: "type[Handler[Any]]") -> None: ...
    @staticmethod
    def plain(x: int) -> None: ...
    def bare(x, y: int) -> None: ...

# case: an-abstract-or-protocol-class-defined-in-a-function-is-not-instantiated
# A class statement inside a function names its class as a module-level one does: one left
# abstract (an ABC's or an explicitly subclassed protocol's members) or a protocol cannot be
# instantiated.
from abc import ABC, abstractmethod
from typing import Protocol
class Sized(Protocol):
    def size(self) -> int: ...
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
def make() -> None:
    class Local(Sized): ...
    Local()  # E: abstract: Cannot instantiate abstract class "Local" with abstract attribute "size"
    class LocalProto(Sized, Protocol): ...
    LocalProto()  # E: misc: Cannot instantiate protocol class "LocalProto"
    class Square(Shape): ...
    items = [Square() for _ in range(2)]  # E: abstract: Cannot instantiate abstract class "Square" with abstract attribute "area"

# case: a-concrete-class-defined-in-a-function-is-instantiated-silently
from abc import ABC, abstractmethod
from typing import Protocol
class Sized(Protocol):
    def size(self) -> int: ...
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
def make(kind: type[Shape]) -> None:
    class Local(Sized):
        def size(self) -> int: return 0
    Local()
    class Square(Shape):
        def area(self) -> float: return 1.0
    items = [Square() for _ in range(2)]
    s: Sized = Local()
    kind()
    cls = Square
    cls()

# case: an-override-of-an-overloaded-method-with-generic-items-is-checked-against-each
# (cattrs errors.py: ``derive(self, excs: Sequence[Exception]) -> Self`` over
# ``BaseExceptionGroup.derive``, whose second item takes a ``Sequence[_BaseExceptionT]``)
from typing import Any, Iterator, Mapping, Optional, Sequence
from typing_extensions import Self
class G(ExceptionGroup[Exception]):
    def derive(self, excs: Sequence[Exception]) -> Self:  # E: override: Signature of "derive" incompatible with supertype "builtins.BaseExceptionGroup"
        raise NotImplementedError
class M(Mapping[str, int]):
    def __getitem__(self, k: str) -> int: raise NotImplementedError
    def __iter__(self) -> Iterator[str]: raise NotImplementedError
    def __len__(self) -> int: raise NotImplementedError
    def get(self, key: str, default: Optional[int] = None) -> Optional[int]: raise NotImplementedError  # E: override: Signature of "get" incompatible with supertype "typing.Mapping"

# case: an-override-that-takes-every-generic-overload-item-is-silent
from collections import OrderedDict
from typing import Any, Sequence, TypeVar, overload
E = TypeVar("E", bound=Exception)
BE = TypeVar("BE", bound=BaseException)
class Base:
    @overload
    def derive(self, excs: Sequence[E], /) -> "list[E]": ...
    @overload
    def derive(self, excs: Sequence[BE], /) -> "list[BE]": ...
    def derive(self, excs: Any) -> Any: raise NotImplementedError
class Ok(Base):
    def derive(self, excs: Sequence[BaseException]) -> Any:
        raise NotImplementedError
class D(dict[str, int]):
    def get(self, key: str, default: Any = None) -> Any: raise NotImplementedError
    def pop(self, key: str, default: Any = None) -> Any: raise NotImplementedError
class L(list[int]):
    def __getitem__(self, i: Any) -> Any: raise NotImplementedError
class O(OrderedDict):  # (redis cache.py: a bare generic base, positional names aside)
    def pop(self, key: str, *args):
        return super().pop(key, *args)

# case: an-overloaded-override-that-no-longer-takes-a-base-item-is-reported
from typing import Any, Callable, Generic, TypeVar, overload
T = TypeVar("T")
class Conv: ...
class SubConv(Conv): ...
class Base:
    @overload
    def reg(self, p: int) -> int: ...
    @overload
    def reg(self, p: int, f: Callable[[Conv], None]) -> Callable[[Conv], None]: ...
    def reg(self, p: Any, f: Any = None) -> Any: ...
    def plain(self, x: int) -> int: return x
class Narrowed(Base):
    @overload  # E: override: Signature of "reg" incompatible with supertype "Base"
    def reg(self, p: int) -> int: ...
    @overload
    def reg(self, p: int, f: Callable[[SubConv], None]) -> Callable[[SubConv], None]: ...
    def reg(self, p, f=None):  # (an unannotated implementation: the items are the type)
        return super().reg(p, f)
    @overload  # E: override: Signature of "plain" incompatible with supertype "Base"
    def plain(self, x: str) -> str: ...
    @overload
    def plain(self, x: bytes) -> bytes: ...
    def plain(self, x: Any) -> Any: return x
class Reordered(Base):
    @overload  # E: override: Signature of "reg" incompatible with supertype "Base"
    def reg(self, p: int, f: Callable[[Conv], None]) -> Callable[[Conv], None]: ...
    @overload
    def reg(self, p: int) -> int: ...
    def reg(self, p: Any, f: Any = None) -> Any: ...
class Box(Generic[T]):
    @overload
    def get(self, i: int) -> T: ...
    @overload
    def get(self, i: slice) -> list[T]: ...
    def get(self, i: Any) -> Any: ...
class BadBox(Box[int]):
    @overload  # E: override: Signature of "get" incompatible with supertype "Box"
    def get(self, i: int) -> str: ...
    @overload
    def get(self, i: slice) -> list[int]: ...
    def get(self, i): ...

# case: an-overloaded-override-that-takes-every-base-item-in-order-is-silent
from typing import Any, Callable, Generic, TypeVar, overload
T = TypeVar("T")
class Conv: ...
class Base:
    @overload
    def reg(self, p: int) -> int: ...
    @overload
    def reg(self, p: int, f: Callable[[Conv], None]) -> Callable[[Conv], None]: ...
    def reg(self, p: Any, f: Any = None) -> Any: ...
    def plain(self, x: int) -> int: return x
class Widened(Base):
    @overload
    def reg(self, q: int) -> int: ...  # (positional names aside)
    @overload
    def reg(self, q: int, g: Callable[[Conv], None]) -> Callable[[Conv], None]: ...
    @overload
    def reg(self, q: str) -> str: ...
    def reg(self, q: Any, g: Any = None) -> Any: ...
    @overload
    def plain(self, x: int) -> int: ...
    @overload
    def plain(self, x: str) -> str: ...
    def plain(self, x: Any) -> Any: return x
class Box(Generic[T]):
    @overload
    def get(self, i: int) -> T: ...
    @overload
    def get(self, i: slice) -> list[T]: ...
    def get(self, i: Any) -> Any: ...
class IntBox(Box[int]):
    @overload
    def get(self, i: int) -> int: ...
    @overload
    def get(self, i: slice) -> list[int]: ...
    def get(self, i): ...
class Same(Box[T]):
    @overload
    def get(self, i: int) -> T: ...
    @overload
    def get(self, i: slice) -> list[T]: ...
    def get(self, i: Any) -> Any: ...

# case: an-override-under-type-checking-is-compared-with-the-base
from typing import TYPE_CHECKING, Any, overload
class Base:
    def plain(self, x: int) -> int: return x
    @overload
    def reg(self, p: int) -> int: ...
    @overload
    def reg(self, p: str) -> str: ...
    def reg(self, p: Any) -> Any: ...
class Sub(Base):
    if TYPE_CHECKING:
        def plain(self, x: str) -> int: ...  # E: override: Argument 1 of "plain" is incompatible with supertype "Base"; supertype defines the argument type as "int"
        @overload  # E: override: Signature of "reg" incompatible with supertype "Base"
        def reg(self, p: int) -> int: ...
        @overload
        def reg(self, p: bytes) -> bytes: ...
        def reg(self, p: Any) -> Any: ...

# case: an-override-under-type-checking-that-fits-is-silent
from typing import TYPE_CHECKING, Any, overload
class Base:
    def plain(self, x: int) -> int: return x
    @overload
    def reg(self, p: int) -> int: ...
    @overload
    def reg(self, p: str) -> str: ...
    def reg(self, p: Any) -> Any: ...
class Sub(Base):
    if TYPE_CHECKING:
        def plain(self, x: object) -> bool: ...
        @overload
        def reg(self, p: int) -> int: ...
        @overload
        def reg(self, p: str) -> str: ...
        def reg(self, p: Any) -> Any: ...

# case: a-self-of-none-or-a-static-new-of-another-class-is-reported
from typing import Type, TypeVar
T = TypeVar("T", bound="Base")
class Base:
    def f(self: None) -> None: ...  # E: misc: The erased type of self "None" is not a supertype of its class "case.Base"
class Other:
    @staticmethod
    def __new__(cls: Type[T]) -> T:  # E: misc: The erased type of self "type[case.Base]" is not a supertype of its class "type[case.Other]"
        return cls()
class Wrong:
    @staticmethod
    def __new__(cls: "Wrong") -> "Wrong":  # E: misc: The erased type of self "case.Wrong" is not a supertype of its class "type[case.Wrong]"
        return cls

# case: a-static-new-taking-its-own-class-is-silent
from typing import Type, TypeVar
T = TypeVar("T", bound="Base")
class Base:
    @staticmethod
    def __new__(cls: Type[T]) -> T:
        return object.__new__(cls)
    @staticmethod
    def helper(x: None) -> None: ...
class Own:
    @staticmethod
    def __new__(cls: "Type[Own]") -> "Own":
        return object.__new__(cls)

# case: module-and-qualname-are-names-of-a-class-body-only
class Named:
    reveal_type(__module__)  # N: reveal-type: Revealed type is "str"
    label = __qualname__ + "!"
    def show(self) -> None:
        print(__module__)  # E: name-defined: Name "__module__" is not defined
        print(__qualname__)  # E: name-defined: Name "__qualname__" is not defined
print(__module__)  # E: name-defined: Name "__module__" is not defined

# case: module-and-qualname-read-as-attributes-are-silent
class Named:
    prefix = __module__
    def show(self) -> None:
        print(self.__module__, type(self).__qualname__, Named.__qualname__, __name__)

# case: a-renamed-positional-parameter-of-an-incompatible-type-is-reported
# Positional parameters are compared by place, whatever their names (mypy, pyright).
class Base:
    def fill(self, a: int, b: str) -> None: ...
class Child(Base):
    def fill(self, a: int, width: bytes) -> None: ...  # E: override: Argument 2 of "fill" is incompatible with supertype "Base"; supertype defines the argument type as "str"

# case: a-renamed-positional-parameter-of-a-wider-type-is-silent
class Base:
    def fill(self, a: int, b: str) -> None: ...
class Child(Base):
    def fill(self, a: int, text: str | bytes) -> None: ...

# case: a-keyword-only-parameter-of-a-narrower-type-is-reported
# Keyword-only parameters are compared by name (mypy, pyright).
class Base:
    def fill(self, *, width: float) -> None: ...
    def pad(self, text: str, *, width: float = 1.0) -> None: ...
class Child(Base):
    def fill(self, *, width: int) -> None: ...  # E: override: Argument 1 of "fill" is incompatible with supertype "Base"; supertype defines the argument type as "float"
    def pad(self, text: str, *, width: int = 1) -> None: ...  # E: override: Argument 2 of "pad" is incompatible with supertype "Base"; supertype defines the argument type as "float"

# case: a-keyword-only-parameter-of-a-wider-type-is-silent
class Base:
    def fill(self, *, width: int, fill: str = "") -> None: ...
class Child(Base):
    def fill(self, *, fill: object = "", width: float) -> None: ...
