# Classes: @final, Final, properties, frozen fields, __slots__, dataclass_transform, descriptors, metaclasses

# case: final-class-subclassed
from typing import final
@final
class F:
    pass
class G(F):  # E: misc: Cannot inherit from final class "F"
    pass

# case: final-class-that-leaves-abstract-methods-is-reported
from abc import ABC, abstractmethod
from typing import final
class Codec(ABC):
    @abstractmethod
    def encode(self, text: str) -> bytes: ...
    @property
    @abstractmethod
    def name(self) -> str: ...
@final
class Half(Codec):  # E: misc: Final class case.Half has abstract attributes "encode", "name"
    @property
    def label(self) -> str: return "half"
@final
class Own(ABC):  # E: misc: Final class case.Own has abstract attributes "run"
    @abstractmethod
    def run(self) -> None: ...

# case: final-class-that-implements-every-abstract-method-is-silent
from abc import ABC, abstractmethod
from typing import final
class Codec(ABC):
    @abstractmethod
    def encode(self, text: str) -> bytes: ...
@final
class Utf8(Codec):
    def encode(self, text: str) -> bytes: return text.encode()
class Partial(Codec):  # not final: a subclass may still implement it
    pass

# case: final-class-used-not-subclassed
from typing import final
@final
class F:
    def m(self) -> int:
        return 1
class Open:
    pass
class Sub(Open):
    pass
def use(f: F) -> int:
    return f.m() + F().m()

# case: final-method-overridden
from typing import final
class B:
    @final
    def m(self) -> None: ...
    @property
    @final
    def p(self) -> int:
        return 1
class B2(B):
    def m(self) -> None: ...  # E: misc: Cannot override final attribute "m" (previously declared in base class "B")
class B3(B):
    @property  # E: misc: Cannot override final attribute "p" (previously declared in base class "B")
    def p(self) -> int:
        return 2

# case: final-method-kept
from typing import final
class B:
    @final
    def m(self) -> int:
        return 1
    def other(self) -> int:
        return 2
class B2(B):
    def other(self) -> int:
        return self.m()
class B3(B2):
    def third(self) -> int:
        return self.m() + self.other()

# case: final-module-name-reassigned
from typing import Final
X: Final = 1
Y: Final[int] = 2
X = 2  # E: misc: Cannot assign to final name "X"
Y += 1  # E: misc: Cannot assign to final name "Y"

# case: final-module-name-read
from typing import Final
X: Final = 1
LIMIT: Final[int] = 10
def f() -> int:
    x = X + LIMIT
    x = 3
    return x
Z = X * 2
Z = 4

# case: final-attribute-reassigned
from typing import Final
class K:
    y: Final = 1
    def __init__(self) -> None:
        self.z: Final = 1
    def m(self) -> None:
        self.y = 2  # E: misc: Cannot assign to final attribute "y"
        self.z = 3  # E: misc: Cannot assign to final attribute "z"
        self.z += 1  # E: misc: Cannot assign to final attribute "z"
K.y = 3  # E: misc: Cannot assign to final attribute "y"
K().y = 4  # E: misc: Cannot assign to final attribute "y"

# case: a-bare-final-class-attribute-is-typed-by-its-value
from typing import Final
class Limits:
    size: Final = 3
    name: Final = "x"
reveal_type(Limits().size)  # N: reveal-type: Revealed type is "Literal[3]"
n: int = Limits.name  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
s: str = Limits.name

# case: final-attribute-in-subclass
from typing import Final
class K:
    y: Final = 1
    w: Final[int] = 1
class K2(K):
    y = 5  # E: misc: Cannot assign to final name "y"
    w: int = 6  # E: misc: Cannot assign to final name "w"
class K3(K):
    def y(self) -> None: ...  # E: misc: Cannot override final attribute "y" (previously declared in base class "K")  # E: override: Signature of "y" incompatible with supertype "K"
class K4(K):
    def m(self) -> None:
        self.y = 7  # E: misc: Cannot assign to final attribute "y"

# case: final-attribute-set-in-init
from typing import Final
class K:
    z: Final[int]
    label: Final = "k"
    def __init__(self, z: int) -> None:
        self.z = z
        self.other = self.label
    def read(self) -> int:
        return self.z + len(self.label)
class K2(K):
    def __init__(self) -> None:
        super().__init__(1)
        self.extra = 2
k = K(1)
print(k.z, K.label)

# case: final-local-reassigned
from typing import Final
def f() -> None:
    x: Final = 1
    x = 2  # E: misc: Cannot assign to final name "x"
    print(x)

# case: final-local-read
from typing import Final
def f() -> int:
    x: Final = 1
    y = x
    y = 2
    return x + y

# case: property-read-only
class P:
    @property
    def x(self) -> int:
        return 1
p = P()
p.x = 3  # E: misc: Property "x" defined in "P" is read-only
class Q(P):
    def set(self) -> None:
        self.x = 4  # E: misc: Property "x" defined in "P" is read-only
        self.x += 1  # E: misc: Property "x" defined in "P" is read-only

# case: an-abstractproperty-is-read-only
import abc
class Shape(abc.ABC):
    @abc.abstractproperty  # E: deprecated: class abc.abstractproperty is deprecated: Deprecated since Python 3.3. Use `@property` stacked on top of `@abstractmethod` instead.
    def area(self) -> float: ...
class Square(Shape):
    def __init__(self) -> None:
        self.area = 4.0  # E: misc: Property "area" defined in "Shape" is read-only
def resize(s: Shape) -> None:
    s.area = 2.0  # E: misc: Property "area" defined in "Shape" is read-only

# case: an-abstractproperty-read-or-overridden-by-a-property-is-silent
import abc
class Shape(abc.ABC):
    @abc.abstractproperty  # type: ignore[deprecated]
    def area(self) -> float: ...
class Square(Shape):
    side = 2.0
    @property
    def area(self) -> float:
        return self.side * self.side
    @area.setter
    def area(self, value: float) -> None:
        self.side = value ** 0.5
def resize(s: Square) -> float:
    s.area = 9.0
    return s.area

# case: property-with-setter
class P:
    @property
    def y(self) -> int:
        return 1
    @y.setter
    def y(self, v: int) -> None: ...
    @y.deleter
    def y(self) -> None: ...
p = P()
p.y = 3
p.y += 1
del p.y
reveal_type(p.y)  # N: reveal-type: Revealed type is "int"

# case: property-setter-value-type
class P:
    @property
    def y(self) -> int:
        return 1
    @y.setter
    def y(self, v: str) -> None: ...
p = P()
p.y = "s"
p.y = 3  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: property-without-deleter
class P:
    @property
    def x(self) -> int:
        return 1
def drop(p: P) -> None:
    del p.x  # E: misc: Property "x" defined in "P" has no deleter

# case: property-writes-that-work
from typing import Any
class P:
    @property
    def x(self) -> int:
        return 1
class Sub(P):
    @P.x.setter
    def x(self, v: int) -> None: ...
class Loose:
    @property
    def x(self) -> int:
        return 1
    def __setattr__(self, name: str, value: Any) -> None: ...
class Shadow(P):
    x = 5  # type: ignore[assignment]
Sub().x = 2
Loose().x = 3
Shadow().x = 4
P.x = property(lambda self: 2)  # type: ignore[assignment]

# case: frozen-dataclass-field
from dataclasses import dataclass
@dataclass(frozen=True)
class Pt:
    x: int
@dataclass(frozen=True)
class Pt3(Pt):
    z: int
    def move(self) -> None:
        self.z = 1  # E: misc: Property "z" defined in "Pt3" is read-only
p = Pt(1)
p.x = 2  # E: misc: Property "x" defined in "Pt" is read-only
Pt3(1, 2).x = 3  # E: misc: Property "x" defined in "Pt3" is read-only

# case: dataclass-fields-writable
from dataclasses import dataclass, replace
from typing import ClassVar
@dataclass
class Pt:
    x: int
@dataclass(frozen=False)
class Pt2:
    y: int
@dataclass(frozen=True)
class Pt3:
    z: int
    count: ClassVar[int] = 0
p = Pt(1)
p.x = 2
Pt2(1).y = 3
q = replace(Pt3(1), z=2)
Pt3.count = 4
object.__setattr__(q, "z", 5)

# case: namedtuple-field
from typing import NamedTuple
class NT(NamedTuple):
    a: int
    b: str = ""
nt = NT(1)
nt.a = 2  # E: misc: Property "a" defined in "NT" is read-only

# case: namedtuple-read-and-replace
from typing import NamedTuple
class NT(NamedTuple):
    a: int
    b: str = ""
nt = NT(1)
n = nt.a + 1
nt2 = nt._replace(a=n)
first, second = nt2

# case: slots-missing-name
class S:
    __slots__ = ("a",)
    def __init__(self) -> None:
        self.a = 1
        self.b = 2  # E: misc: Trying to assign name "b" that is not in "__slots__" of type "case.S"
class S2(S):
    __slots__ = ["c"]
    def __init__(self) -> None:
        super().__init__()
        self.c = 1
        self.a = 2
        self.d = 3  # E: misc: Trying to assign name "d" that is not in "__slots__" of type "case.S2"

# case: slots-that-allow-the-name
from typing import Any
class WithDict:
    __slots__ = ("a", "__dict__")
    def __init__(self) -> None:
        self.b = 1
class Plain:
    pass
class OnPlain(Plain):
    __slots__ = ("a",)
    def __init__(self) -> None:
        self.b = 1
class WithProperty:
    __slots__ = ("_b",)
    @property
    def b(self) -> int:
        return self._b
    @b.setter
    def b(self, v: int) -> None:
        self._b = v
    def __init__(self) -> None:
        self.b = 1
NAMES = ("a",)
class Computed:
    __slots__ = NAMES
    def __init__(self) -> None:
        self.b = 1
class Str:
    __slots__ = "a"
    def __init__(self) -> None:
        self.a = 1
class Intercepts:
    __slots__ = ()
    def __setattr__(self, name: str, value: Any) -> None: ...
    def __init__(self) -> None:
        self.b = 1
class FromException(Exception):
    __slots__ = ("a",)
    def __init__(self) -> None:
        self.b = 1

# case: transform-base-class
from typing import Any
from typing_extensions import dataclass_transform
@dataclass_transform()
class ModelBase:
    def __init_subclass__(cls, *, frozen: bool = False, **kw: Any) -> None: ...
class M2(ModelBase):
    a: int
M2(a="x")  # E: arg-type: Argument "a" to "M2" has incompatible type "str"; expected "int"
M2(a=1, b=2)  # E: call-arg: Unexpected keyword argument "b" for "M2"

# case: transform-base-class-constructed
from typing import Any, ClassVar
from typing_extensions import dataclass_transform
@dataclass_transform()
class ModelBase:
    registry: ClassVar[int] = 0
    def __init__(self, **data: Any) -> None: ...
class Mixin:
    tag: str
class M2(ModelBase):
    a: int
    b: str = "b"
class M3(Mixin, M2):
    c: float = 0.0
m = M2(a=1)
m.a = 2
M2(1, "x")
M3(1, "b", 2.5)
M3(a=1, c=1)
reveal_type(M3(a=1).c)  # N: reveal-type: Revealed type is "float"

# case: transform-decorator
from typing import Any, Callable, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
def model_field(*, default: Any = ..., default_factory: Callable[[], Any] | None = None, init: bool = True, kw_only: bool = False, alias: str | None = None) -> Any: ...
@dataclass_transform(kw_only_default=True, field_specifiers=(model_field,))
def model(cls: type[T]) -> type[T]:
    return cls
@model
class A:
    x: int
    w: int = model_field(alias="ww")
A(1, ww=2)  # E: call-arg: Too many positional arguments for "A"
A(x="s", ww=2)  # E: arg-type: Argument "x" to "A" has incompatible type "str"; expected "int"
A(x=1)  # E: call-arg: Missing named argument "ww" for "A"

# case: transform-decorator-fields
from typing import Any, Callable, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
def model_field(*, default: Any = ..., default_factory: Callable[[], Any] | None = None, init: bool = True, kw_only: bool = False, alias: str | None = None) -> Any: ...
@dataclass_transform(kw_only_default=True, field_specifiers=(model_field,))
def model(cls: type[T]) -> type[T]:
    return cls
@model
class A:
    x: int
    y: str = "a"
    z: int = model_field(default=3)
    w: int = model_field(alias="ww")
    q: int = model_field(init=False)
    f: list[int] = model_field(default_factory=list)
@model
class B:
    n: int = model_field(kw_only=False)
A(x=1, ww=2)
A(x=1, y="b", z=4, ww=5, f=[1])
B(1)
a = A(x=1, ww=2)
a.x = 3

# case: transform-frozen-default
from typing_extensions import dataclass_transform
@dataclass_transform(frozen_default=True)
class ModelMeta(type):
    pass
class MB(metaclass=ModelMeta):
    pass
class M4(MB):
    b: str
M4(b=1)  # E: arg-type: Argument "b" to "M4" has incompatible type "int"; expected "str"
M4(b="x").b = "y"  # E: misc: Property "b" defined in "M4" is read-only

# case: transform-frozen-overrides
from typing import Any, Callable, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
@dataclass_transform(frozen_default=True)
class ModelMeta(type):
    pass
class MB(metaclass=ModelMeta):
    pass
class Thawed(MB, frozen=False):
    b: str
@dataclass_transform()
def deco(*, frozen: bool = False) -> Callable[[T], T]: raise NotImplementedError
@deco()
class Open:
    c: int
t = Thawed(b="x")
t.b = "y"
o = Open(1)
o.c = 2

# case: transform-class-keyword-frozen
from typing import Any, Callable, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
@dataclass_transform()
class ModelBase:
    def __init_subclass__(cls, *, frozen: bool = False, **kw: Any) -> None: ...
class M3(ModelBase, frozen=True):
    a: int
M3(a=1).a = 2  # E: misc: Property "a" defined in "M3" is read-only
@dataclass_transform()
def deco(*, frozen: bool = False) -> Callable[[T], T]: raise NotImplementedError
@deco(frozen=True)
class D5:
    c: int
D5(c=1).c = 2  # E: misc: Property "c" defined in "D5" is read-only

# case: transform-unknown-fields-stay-silent
from typing import Any, Callable, TypeVar
from typing_extensions import dataclass_transform
T = TypeVar("T")
def field(*, default: Any = ..., converter: Any = None, init: bool = True) -> Any: ...
@dataclass_transform(field_specifiers=(field,))
def model(cls: type[T]) -> type[T]:
    return cls
@model
class Untyped:
    x = field()
@model
class Converted:
    y: int = field(converter=int)
@model
class Private:
    _z: int
FLAG = True
@model
class Computed:
    w: int = field(init=FLAG)
Untyped(1)
Converted("1")
Private(z=1)
Computed()

# case: descriptor-get-and-set
from typing import Any, overload
class Desc:
    @overload
    def __get__(self, obj: None, owner: Any) -> "Desc": ...
    @overload
    def __get__(self, obj: object, owner: Any) -> int: ...
    def __get__(self, obj: Any, owner: Any) -> Any: ...
    def __set__(self, obj: Any, value: int) -> None: ...
class C:
    d = Desc()
    e: Desc = Desc()
c = C()
reveal_type(c.d)  # N: reveal-type: Revealed type is "int"
reveal_type(C.d)  # N: reveal-type: Revealed type is "case.Desc"
reveal_type(c.e)  # N: reveal-type: Revealed type is "int"
c.d = "x"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
c.e = "y"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: descriptor-set-accepted
from typing import Any
class Desc:
    def __get__(self, obj: Any, owner: Any) -> str:
        return ""
    def __set__(self, obj: Any, value: str) -> None: ...
class NonData:
    def __get__(self, obj: Any, owner: Any) -> int:
        return 0
class C:
    d = Desc()
    e: Desc = Desc()
    n = NonData()
c = C()
c.d = "x"
c.e = "y"
x: str = c.e
reveal_type(C.d)  # N: reveal-type: Revealed type is "Any"

# case: non-data-descriptor-hidden-by-what-instances-get
from typing import Any, Generic, Literal, TypeVar, overload
_ET = TypeVar("_ET")
class Common(Generic[_ET]):
    def join(self) -> "Joined[_ET]":
        return Joined()
class Joined(Common[_ET]): ...
class dispatcher(Generic[_ET]):
    @overload
    def __get__(self, obj: Literal[None], cls: Any) -> "dispatcher[_ET]": ...
    @overload
    def __get__(self, obj: Any, cls: Any) -> Common[_ET]: ...
    def __get__(self, obj: Any, cls: Any) -> Any:
        return self
class Connection:
    dispatch: dispatcher["Connection"]
    def __init__(self) -> None:
        self.dispatch = self.dispatch.join()
        reveal_type(self.dispatch)  # N: reveal-type: Revealed type is "case.Joined[case.Connection]"

# case: non-data-descriptor-hidden-by-another-value
from typing import Any
class NonData:
    def __get__(self, obj: Any, cls: Any) -> int:
        return 0
class C:
    n: NonData
    def reset(self) -> None:
        self.n = 1
        self.n = "x"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: metaclass-methods-and-constructors
class Meta(type):
    def hello(cls) -> int:
        return 1
class WithMeta(metaclass=Meta):
    pass
class N:
    def __new__(cls, a: int) -> "N":
        return super().__new__(cls)
class I:
    def __init__(self, a: int) -> None: ...
reveal_type(WithMeta.hello())  # N: reveal-type: Revealed type is "int"
N("x")  # E: arg-type: Argument 1 to "N" has incompatible type "str"; expected "int"
I("x")  # E: arg-type: Argument 1 to "I" has incompatible type "str"; expected "int"
I()  # E: call-arg: Missing positional argument "a" in call to "I"

# case: metaclass-and-constructors-ok
from typing import Any
class Meta(type):
    def hello(cls) -> int:
        return 1
class WithMeta(metaclass=Meta):
    def __init__(self, a: int) -> None: ...
class N:
    def __new__(cls, a: int) -> "N":
        return super().__new__(cls)
class Both:
    def __new__(cls, *args: Any, **kw: Any) -> "Both":
        return super().__new__(cls)
    def __init__(self, a: int) -> None: ...
class Sub(N):
    pass
n: int = WithMeta.hello()
N(1)
Sub(2)
Both(3)

# case: property-delete-caught
class P:
    @property
    def x(self) -> int:
        return 1
def drop(p: P) -> None:
    try:
        del p.x
    except AttributeError:
        pass

# case: final-module-name-shadowed-locally
from typing import Final
X: Final = 1
def f() -> int:
    X = 2
    return X
class C:
    def m(self) -> None:
        self.X = 3

# case: descriptor-replaced-on-class
from typing import Any
class Desc:
    def __get__(self, obj: Any, owner: Any) -> str:
        return ""
    def __set__(self, obj: Any, value: str) -> None: ...
class C:
    d = Desc()
C.d = Desc()

# case: attribute-of-a-class-decorated-unknown-is-no-descriptor
from unknown_module import trait  # type: ignore[import-not-found]
@trait
class Plugin:
    def name(self) -> str: raise NotImplementedError
class Checker:
    plugin: Plugin
    other: "Plugin"
    def __init__(self, plugin: Plugin) -> None:
        self.plugin = plugin
        self.other = plugin
def use(c: Checker) -> int:
    reveal_type(c.plugin)  # N: reveal-type: Revealed type is "case.Plugin"
    reveal_type(Checker.other)  # N: reveal-type: Revealed type is "case.Plugin"
    return c.plugin.name()  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: attribute-of-a-class-with-getattr-is-no-descriptor
from typing import Any
class Lazy:
    def __getattr__(self, name: str) -> Any: ...
class Holder:
    lazy: Lazy
def use(h: Holder) -> None:
    reveal_type(h.lazy)  # N: reveal-type: Revealed type is "case.Lazy"
    h.lazy.anything

# case: namedtuple-subclass-has-dict
from typing import NamedTuple
class NT(NamedTuple):
    a: int
class Sub(NT):
    def tag(self) -> None:
        self.label = "x"

# case: slots-unknown-base
from unknown_module import Base  # type: ignore[import-not-found]
class S(Base):
    __slots__ = ("a",)
    def __init__(self) -> None:
        self.b = 1

# case: transform-from-another-module
from mylib import define, field
@define
class P:
    x: int
    y: str = field(default="a")
P(1)
P(1, y="b")
P("x")  # E: arg-type: Argument 1 to "P" has incompatible type "str"; expected "int"
# file: mylib.pyi
from typing import Any, Callable, TypeVar, overload
from typing_extensions import dataclass_transform
_C = TypeVar("_C", bound=type)
def field(*, default: Any = ..., init: bool = True) -> Any: ...
@overload
@dataclass_transform(field_specifiers=(field,))
def define(maybe_cls: _C, *, frozen: bool = ...) -> _C: ...
@overload
@dataclass_transform(field_specifiers=(field,))
def define(maybe_cls: None = ..., *, frozen: bool = ...) -> Callable[[_C], _C]: ...

# case: transform-from-another-module-ok
from mylib import define, field
@define(frozen=False)
class P:
    x: int
    y: str = field(default="a")
p = P(1, y="b")
p.x = 2
P(x=3)
# file: mylib.pyi
from typing import Any, Callable, TypeVar, overload
from typing_extensions import dataclass_transform
_C = TypeVar("_C", bound=type)
def field(*, default: Any = ..., init: bool = True) -> Any: ...
@overload
@dataclass_transform(field_specifiers=(field,))
def define(maybe_cls: _C, *, frozen: bool = ...) -> _C: ...
@overload
@dataclass_transform(field_specifiers=(field,))
def define(maybe_cls: None = ..., *, frozen: bool = ...) -> Callable[[_C], _C]: ...

# case: transform-model-base-own-init
from typing import Any
from typing_extensions import dataclass_transform
@dataclass_transform()
class ModelBase:
    def __init__(self, **kw: Any) -> None: ...
class M7(ModelBase):
    c: int
    def __init__(self, c: str) -> None: ...
class M8(M7):
    d: int
M7(c="x")
M8(c=1, d=1)
M8(c="s", d=1)  # E: arg-type: Argument "c" to "M8" has incompatible type "str"; expected "int"

# case: a-decorator-named-frozen-without-the-marker-makes-a-plain-class
# A project's own ``frozen`` wrapper whose stub marks it with a local ``__dataclass_transform__``
# (PEP 681's alternate form, which neither mypy nor the typing spec take): the class is plain,
# so its constructor takes no fields and it is no frozen dataclass below an attrs base.
from mylib import define as _attrs_frozen
from wrappers import frozen
@_attrs_frozen(frozen=True)
class Base(Exception):
    ref: str
@frozen
class Sub(Base):
    extra: int
@frozen
class Other:
    x: int
Other(x=1)  # E: call-arg: Unexpected keyword argument "x" for "Other"
# file: wrappers.pyi
from typing import Any, Callable, TypeVar
_T = TypeVar("_T")
def __dataclass_transform__(*, frozen_default: bool = False) -> Callable[[_T], _T]: ...
@__dataclass_transform__(frozen_default=True)
def frozen(cls: type[_T]) -> type[_T]: ...
# file: mylib.pyi
from typing import Any, Callable, TypeVar, overload
from typing_extensions import dataclass_transform
_C = TypeVar("_C", bound=type)
@overload
@dataclass_transform()
def define(maybe_cls: _C, *, frozen: bool = ...) -> _C: ...
@overload
@dataclass_transform()
def define(maybe_cls: None = ..., *, frozen: bool = ...) -> Callable[[_C], _C]: ...

# case: a-decorator-named-frozen-we-cannot-see-stays-silent
from unknown_attrs_like import frozen  # type: ignore[import-not-found]
@frozen
class Other:
    x: int
Other(x=1)
Other(1, 2)

# case: a-decorator-named-define-with-the-marker-makes-a-dataclass-silent
from mylib import define
@define
class P:
    x: int
P(1)
P(x=2)
# file: mylib.pyi
from typing import TypeVar
from typing_extensions import dataclass_transform
_T = TypeVar("_T")
@dataclass_transform()
def define(cls: type[_T]) -> type[_T]: ...

# case: transform-classic-attrs-stays-silent
from mylib import attrs, attrib
@attrs
class C:
    x: int
    y = attrib()
@attrs(init=True)
class D:
    x: int
C(1)
D()
# file: mylib.pyi
from typing import Any, Callable, TypeVar, overload
from typing_extensions import dataclass_transform
_C = TypeVar("_C", bound=type)
def attrib(*, default: Any = ...) -> Any: ...
@overload
@dataclass_transform(field_specifiers=(attrib,))
def attrs(maybe_cls: _C, *, init: bool = ..., auto_attribs: bool = ...) -> _C: ...
@overload
@dataclass_transform(field_specifiers=(attrib,))
def attrs(maybe_cls: None = ..., *, init: bool = ..., auto_attribs: bool = ...) -> Callable[[_C], _C]: ...

# case: transform-aliased-field-specifier
from modellib import Model, Field
class User(Model):
    name: str
    email: str = Field(default="", alias="mail")
User(name="a", mail="b")
User(name=1)  # E: arg-type: Argument "name" to "User" has incompatible type "int"; expected "str"
# file: modellib/__init__.py
from modellib.fields import Field as Field
from modellib.base import Model as Model
# file: modellib/fields.py
from typing import Any
def Field(*, default: Any = ..., alias: str | None = None) -> Any: ...
# file: modellib/base.py
from typing import Any
from typing_extensions import dataclass_transform
from modellib.fields import Field as ModelField
@dataclass_transform(kw_only_default=True, field_specifiers=(ModelField,))
class Meta(type):
    pass
class Model(metaclass=Meta):
    def __init__(self, **data: Any) -> None: ...

# case: transform-base-class-with-an-aliased-field-specifier
from modellib import Model, Field
class User(Model):
    name: str
    email: str = Field(default="", alias="mail")
User(name="a", mail="b")
User(name="a", email="b")  # E: call-arg
# file: modellib/__init__.py
from modellib.fields import Field as Field
from modellib.base import Model as Model
# file: modellib/fields.py
from typing import Any
def Field(*, default: Any = ..., alias: str | None = None) -> Any: ...
# file: modellib/base.py
from typing_extensions import dataclass_transform
from modellib.fields import Field as ModelField
@dataclass_transform(kw_only_default=True, field_specifiers=(ModelField,))
class Model:
    pass

# case: transform-descriptor-fields
from typing import Any, Generic, TypeVar, Union
from typing_extensions import dataclass_transform
T = TypeVar("T")
class Mapped(Generic[T]):
    def __get__(self, obj: Any, owner: Any) -> T: raise NotImplementedError
    def __set__(self, obj: Any, value: Union[T, str]) -> None: ...
def column(*, default: Any = ..., init: bool = True) -> Any: ...
@dataclass_transform(field_specifiers=(column,))
class Base:
    pass
class Item(Base):
    id: Mapped[int] = column(init=False)
    count: Mapped[int] = column(default=0)
Item(count=1)
Item(count="1")
Item()
reveal_type(Item().count)  # N: reveal-type: Revealed type is "int"

# case: property-setter-takes-self
from typing import Self
class Node:
    @property
    def parent(self) -> Self | None:
        return None
    @parent.setter
    def parent(self, value: Self | None) -> None: ...
    def add(self) -> None:
        child = type(self)()
        child.parent = self

# case: final-declared-in-a-branch
import sys
from typing import TYPE_CHECKING, Final
if TYPE_CHECKING:
    X: Final = 1
else:
    X = 2
if sys.version_info >= (3, 8):
    Y: Final = 1
else:
    Y = 2
class C:
    if sys.version_info >= (3, 8):
        A: Final = 1
    else:
        A = 2

# case: final-class-from-typeshed
class MyBool(bool):  # E: misc: Cannot inherit from final class "bool"
    pass

# case: metaclass-call-stays-silent
from typing import Any
class Meta(type):
    def __call__(cls, *args: Any, **kw: Any) -> Any:
        return super().__call__()
class Made(metaclass=Meta):
    def __init__(self, a: int) -> None: ...
Made("x", 2)

# case: a-callable-class-variable-is-bound-to-instances
from typing import Callable, ClassVar
class Dataclass:
    validate: ClassVar[Callable[["Dataclass"], None]]
    check: ClassVar[Callable[["Dataclass", int], bool]]
    hook: ClassVar[Callable[..., None]]
def run(d: Dataclass) -> bool:
    d.validate()
    d.hook(1, 2)
    Dataclass.validate(d)
    return d.check(1)

# case: a-callable-class-variable-is-checked-and-an-instance-variable-is-not-bound
from typing import Callable, ClassVar
class Dataclass:
    validate: ClassVar[Callable[["Dataclass"], None]]
    check: ClassVar[Callable[["Dataclass", int], bool]]
    dispatch: Callable[["Dataclass", int], None]
def run(d: Dataclass) -> bool:
    d.validate(d)  # E: call-arg
    d.dispatch(1)  # E: call-arg  # E: arg-type
    return d.check("x")  # E: arg-type

# case: a-callable-stored-in-a-class-body-binds-when-it-takes-the-class
# ``stat = wrap_method(os.stat)`` returning ``Callable[Concatenate[Path, P], R]`` is a method
# (mypy binds it); so is any other stored def (stored_functions.py).
import sys
from typing import Callable, Concatenate, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
PathT = TypeVar("PathT", bound="Path")
def wrap_method(fn: Callable[Concatenate[str, P], R]) -> "Callable[Concatenate[Path, P], list[R]]": raise NotImplementedError
def wrap_path(fn: Callable[Concatenate[str, P], str]) -> Callable[Concatenate[PathT, P], PathT]: raise NotImplementedError
def str_size(s: str, *, follow: bool = True) -> int: raise NotImplementedError
def str_resolve(s: str) -> str: raise NotImplementedError
def measure_any(x: object) -> int: raise NotImplementedError
class Path:
    size = wrap_method(str_size)
    resolve = wrap_path(str_resolve)
    measure = measure_any
    if sys.platform != "win32":
        owner = wrap_method(str_resolve)
class Sub(Path):
    pass
def use(p: Path, s: Sub) -> None:
    reveal_type(p.size(follow=False))  # N: reveal-type: Revealed type is "list[int]"
    reveal_type(s.resolve())  # N: reveal-type: Revealed type is "case.Sub"
    p.size(p)  # E: call-arg: Too many positional arguments
    p.size(follow=1)  # E: arg-type: Argument "follow" has incompatible type "int"; expected "bool"
    p.measure(1, 2, 3)  # E: call-arg: Too many arguments
    reveal_type(p.owner())  # N: reveal-type: Revealed type is "list[str]"
    p.owner(p)  # E: call-arg: Too many arguments

# case: a-function-stored-in-a-class-body-binds-to-the-instance-reading-it
# (wheel wheelfile.py: ``_default_algorithm = hashlib.sha256`` called as
# ``self._default_algorithm(data)``; mypy's check_self_arg, pyright too)
import time
from typing import Callable, Generic, TypeVar
T = TypeVar("T")
def plain(x: int) -> int: raise NotImplementedError
def no_args() -> None: raise NotImplementedError
def make() -> Callable[[int], str]: raise NotImplementedError
class Other:
    def m(self, x: int) -> int: raise NotImplementedError
class W(Generic[T]):
    alg = time.time
    p = plain
    n = no_args
    om = Other.m
    made = make()
    def use(self, data: bytes) -> None:
        self.alg()  # E: misc: Attribute function "alg" with type "Callable[[], float]" does not accept self argument
        self.p()  # E: misc: Invalid self argument "W[T]" to attribute function "p" with type "Callable[[int], int]"
        self.om(1)  # E: misc: Invalid self argument "W[T]" to attribute function "om" with type "Callable[[Other, int], int]"
def use(w: W[int]) -> None:
    w.n()  # E: misc: Attribute function "n" with type "Callable[[], None]" does not accept self argument
    w.made(1)  # E: misc: Invalid self argument "W[int]" to attribute function "made" with type "Callable[[int], str]"

# case: a-function-stored-in-a-class-body-that-takes-the-instance-or-is-bound-silent
# (a bound method stored is not bound again, as mypy's ``bound()`` test; nor a staticmethod)
import re
from typing import Any
def takes_obj(o: object, n: int = 0) -> int: raise NotImplementedError
def any_first(self: Any, x: int) -> int: raise NotImplementedError
def g(a: int, b: int) -> int: raise NotImplementedError
class P:
    def m(self, s: str) -> int: raise NotImplementedError
p = P()
class V:
    t = takes_obj
    a = any_first
    h = object.__hash__
    bm = p.m
    match = re.compile("x").match
    s = staticmethod(g)
    lam = lambda self, x: x
def use(v: V) -> None:
    reveal_type(v.t(1))  # N: reveal-type: Revealed type is "int"
    v.a(1)
    v.h()
    v.bm("x")
    v.match("x")
    v.s(1, 2)
    v.lam(1)

# case: class-getitem-is-a-class-method-through-the-class
from typing import Any, Tuple, Type, TypeVar, Union
T = TypeVar("T", bound="Model")
class Model:
    def __class_getitem__(cls: Type[T], params: Union[Type[Any], Tuple[Type[Any], ...]]) -> Type[Any]:
        return cls
def build(base: Type[Model]) -> None:
    base.__class_getitem__((int,))
    Model.__class_getitem__(int)
    base.__class_getitem__()  # E: call-arg: Missing positional argument "params" in call to "__class_getitem__" of "Model"

# case: a-metaclass-instance-is-a-class-object
from typing import Any
def add(cls: type[Any], key: str) -> None: ...
def obj(cls: type[object]) -> None: ...
class Meta(type):
    def __setattr__(cls, key: str, value: Any) -> None:
        add(cls, key)
        obj(cls)

# case: a-metaclass-instance-is-not-a-given-class
def exact(cls: type[int]) -> None: ...
class Meta(type):
    def __init__(cls, name: str, bases: tuple[type, ...], ns: dict[str, object]) -> None:
        exact(cls)  # E: arg-type: Argument 1 to "exact" has incompatible type "Meta"; expected "type[int]"

# case: a-descriptor-of-a-generic-class-read-through-the-class
from typing import Any, Generic, Literal, Type, TypeVar, overload
_ET = TypeVar("_ET")
_O = TypeVar("_O")
class Dispatch(Generic[_ET]):
    def for_class(self, cls: Any) -> "Dispatch[_ET]":
        return self
class dispatcher(Generic[_ET]):
    @overload
    def __get__(self, obj: Literal[None], cls: Type[Any]) -> Dispatch[_ET]: ...
    @overload
    def __get__(self, obj: Any, cls: Type[Any]) -> Dispatch[_ET]: ...
    def __get__(self, obj: Any, cls: Type[Any]) -> Any:
        return Dispatch()
class Mapper(Generic[_O]):
    dispatch: dispatcher["Mapper[Any]"]
    size: int = 0
reveal_type(Mapper.dispatch)  # N: reveal-type: Revealed type is "case.Dispatch[case.Mapper[Any]]"
reveal_type(Mapper.size)  # N: reveal-type: Revealed type is "int"
Mapper.dispatch.for_class(Mapper)
Mapper.dispatch.nope  # E: attr-defined

# case: new-returning-another-type-skips-init
# typing spec, constructors: a __new__ declared to return no instance of the class (object, an
# unrelated class, explicit Any) means __init__ is not called; a @no_type_check __new__ is untyped
# (pydantic v1 AnyUrl: __new__(cls, url: Optional[str]) with __init__(self, url: str)).
from typing import Any, Optional, no_type_check
class Url(str):
    @no_type_check
    def __new__(cls, url: Optional[str], **kwargs) -> object:
        return str.__new__(cls, url)
    def __init__(self, url: str, *, scheme: str) -> None: ...
def build(rebuild: bool, url: str) -> Url:
    return Url(None if rebuild else url, scheme="https")
class Zero:
    def __new__(cls) -> int:
        return 0
    def __init__(self, x: str) -> None: ...
reveal_type(Zero())  # N: reveal-type: Revealed type is "int"
class Loose:
    def __new__(cls, x: Optional[str]) -> Any:
        return x
    def __init__(self, x: str) -> None: ...
class LooseChild(Loose):
    pass
Loose(None)
LooseChild(None)

# case: new-returning-its-own-class-builds-the-subclass-too
# mkdocs Config: ``def __new__(cls, ...) -> Config`` (the idiom before Self) inherited by a
# subclass still makes the subclass, whose __init__ is called (as mypy reads it).
from __future__ import annotations
class Config:
    def __new__(cls, *args: object, **kwargs: object) -> Config:
        return super().__new__(cls)
    def __init__(self, path: str | None = None) -> None: ...
class SiteConfig(Config):
    strict: bool = False
def load() -> SiteConfig:
    cfg = SiteConfig(path="x")
    reveal_type(cfg)  # N: reveal-type: Revealed type is "case.SiteConfig"
    return cfg if cfg.strict else cfg
SiteConfig(path=1)  # E: arg-type

# case: new-returning-another-type-still-checks-its-own-arguments
from typing import Any, Optional
class Zero:
    def __new__(cls) -> int:
        return 0
    def __init__(self, x: str) -> None: ...
Zero("a")  # E: call-arg
class Loose:
    def __new__(cls, x: Optional[str]) -> Any:
        return x
    def __init__(self, x: str) -> None: ...
Loose(1)  # E: arg-type
class Plain(str):
    def __new__(cls, url: Optional[str]) -> "Plain":
        return str.__new__(cls, url or "")
    def __init__(self, url: str) -> None: ...
Plain(None)  # E: arg-type

# case: a-class-body-reads-its-own-names-only-after-they-are-bound
# The class namespace has no ``set`` yet where ``tasks`` is built: the builtin is meant.
from typing import Callable
def size(text: str) -> int: raise NotImplementedError
def wrap(f: Callable[[str], int]) -> Callable[[str], int]: raise NotImplementedError
class Event:
    tasks: set[int] = set()
    size = wrap(size)
    def set(self) -> None: ...
    flags: list[int] = set()  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "list[int]")  # E: call-arg: Missing positional argument "self" in call to "set"
    @property
    def level(self) -> int: raise NotImplementedError
    @level.setter
    def level(self, value: int) -> None: ...

# case: a-dataclass-has-its-generated-dataclass-fields
from dataclasses import dataclass
@dataclass
class Config:
    width: int = 0
    def reset(self) -> None:
        self.__dataclass_fields__.pop("width", None)
        for name in self.__dataclass_fields__:
            print(name)
    @classmethod
    def names(cls) -> list[str]:
        return [k for k, v in cls.__dataclass_fields__.items()]

# case: only-a-dataclass-has-dataclass-fields
from dataclasses import dataclass
@dataclass
class Config:
    width: int = 0
class Plain:
    pass
Plain().__dataclass_fields__  # E: attr-defined: "Plain" has no attribute "__dataclass_fields__"
Config().__dataclass_fields__.upper()  # E: attr-defined

# case: self-x-assigned-in-a-subclass-keeps-the-base-declaration
from typing import Optional, Union
Child = Union["Node", "Leaf"]
class Base:
    parent: Optional["Node"] = None
    children: list[Child]
    def remove(self) -> None:
        if self.parent:
            for ch in self.parent.children:
                if ch is self:
                    self.parent.take(self)
class Node(Base):
    def __init__(self, children: list[Child]) -> None:
        self.children = list(children)
    def take(self, child: Child) -> None: ...
class Leaf(Base):
    def __init__(self) -> None:
        self.children = []
def first_child(node: Node, leaf: Leaf) -> Optional[Child]:
    kids: list[Child] = node.children + leaf.children
    return kids[0] if kids else None

# case: a-subclass-assignment-is-checked-against-the-base-declaration
from typing import Optional
class Base:
    children: list[int]
    name: Optional[str] = None
class Node(Base):
    def __init__(self) -> None:
        self.children = []
        self.name = "x"
    def bad(self) -> None:
        self.children = "x"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "list[int]")
def probe(n: Node) -> None:
    n.name.upper()  # E: union-attr: Item "None" of "str | None" has no attribute "upper"

# case: self-attributes-of-methods-defined-under-if-in-the-class-body
import itertools
FREE_THREADED = False
_versions = itertools.count(1)
class MultiDict:
    if FREE_THREADED:
        def _incr_version(self) -> None:
            self._version = next(_versions)
    else:
        def _incr_version(self) -> None:
            self._version = next(_versions)
    def version(self) -> int:
        return self._version

# case: an-attribute-no-method-assigns-is-still-missing
FREE_THREADED = False
class MultiDict:
    if FREE_THREADED:
        def _incr_version(self) -> None:
            self._version = 1
    def version(self) -> int:
        return self._missing  # E: attr-defined: "MultiDict" has no attribute "_missing"
    def typed(self) -> str:
        return self._version  # E: return-value: Incompatible return value type (got "int", expected "str")

# case: self-x-assigned-in-an-explicit-protocol-subclass-is-its-own
from typing import Protocol
class DispatcherInterface: ...
class Dispatcher(DispatcherInterface): ...
class CommandsProtocol(Protocol):
    _dispatcher: DispatcherInterface
class Commands(CommandsProtocol): ...
class Client(Commands):
    def __init__(self) -> None:
        self._dispatcher = Dispatcher()
    def pubsub(self) -> Dispatcher:
        return self._dispatcher

# case: a-base-attribute-declared-with-self-takes-the-subclass-in-an-assignment
from typing import Callable, Optional
from typing_extensions import Self
class UpdateDictMixin(dict[str, int]):
    on_update: Optional[Callable[[Self], None]] = None
class CallbackDict(UpdateDictMixin):
    def __init__(self, on_update: Optional[Callable[[Self], None]] = None) -> None:
        super().__init__()
        self.on_update = on_update

# case: a-base-attribute-declared-with-self-still-checks-the-value
from typing import Callable, Optional
from typing_extensions import Self
class UpdateDictMixin(dict[str, int]):
    on_update: Optional[Callable[[Self], None]] = None
class CallbackDict(UpdateDictMixin):
    def reset(self) -> None:
        self.on_update = 3  # E: assignment

# case: a-subclass-attribute-value-is-inferred-in-the-context-of-the-base-declaration
from typing import ClassVar
class Node: ...
class General: ...
class Element(Node): ...
class figure(General, Element): ...
class table(General, Element): ...
class Domain:
    enumerable: ClassVar[dict[type[Node], tuple[str, int | None]]] = {}
class StandardDomain(Domain):
    enumerable = {figure: ("figure", None), table: ("table", None)}
    def title_of(self, node: Element) -> int | None:
        reveal_type(self.enumerable)  # N: reveal-type: Revealed type is "dict[type[case.Node], tuple[str, int | None]]"
        _, getter = self.enumerable.get(node.__class__, (None, None))
        return getter

# case: a-subclass-attribute-without-a-base-declaration-is-inferred-on-its-own
class General: ...
class Element: ...
class figure(General, Element): ...
class table(General, Element): ...
class Domain:
    pass
class StandardDomain(Domain):
    enumerable = {figure: ("figure", None), table: ("table", None)}
    def title_of(self, node: Element) -> None:
        self.enumerable.get(node.__class__)  # E: arg-type: Argument 1 to "get" of "dict" has incompatible type "type[Element]"; expected "type[General]"

# case: a-with-target-on-self-declares-an-attribute
class Writer:
    def run(self) -> None:
        with open("a") as self.out, open("b") as (self.err):
            self.write()
    def write(self) -> None:
        self.out.write("x")
        self.err.write("x")
        self.missing.write("x")  # E: attr-defined: "Writer" has no attribute "missing"

# case: a-metaclass-method-binds-self-to-the-class-it-is-called-on
from typing import TypeVar
S = TypeVar("S")
class SimpleType(type):
    def from_buffer_copy(self: type[S], buffer: bytes) -> S: raise NotImplementedError
class SimpleData(metaclass=SimpleType):
    value: int
class c_uint32(SimpleData): ...
magic = c_uint32.from_buffer_copy(b"1234")
reveal_type(magic)  # N: reveal-type: Revealed type is "case.c_uint32"
print(magic.value)

# case: a-metaclass-method-bound-to-the-class-still-checks-its-result
from typing import TypeVar
S = TypeVar("S")
class SimpleType(type):
    def from_buffer_copy(self: type[S], buffer: bytes) -> S: raise NotImplementedError
class SimpleData(metaclass=SimpleType): ...
class c_uint32(SimpleData): ...
def number(n: int) -> None: ...
number(c_uint32.from_buffer_copy(b"1234"))  # E: arg-type: Argument 1 to "number" has incompatible type "c_uint32"; expected "int"

# case: a-dataclass-has-dataclass-fields
import dataclasses
from typing import Any, TypeVar
T = TypeVar("T", bound="Version")
@dataclasses.dataclass(frozen=True)
class Version:
    epoch: int = 0
    def replace(self: T, **kwargs: Any) -> T:
        values = {k: getattr(self, k) for k in self.__dataclass_fields__ if k != "text"}
        return self.__class__(**{**values, **kwargs})
reveal_type(Version.__dataclass_fields__)  # N: reveal-type: Revealed type is "dict[str, dataclasses.Field[Any]]"

# case: a-plain-class-has-no-dataclass-fields
class Version:
    epoch: int = 0
    def names(self) -> list[str]:
        return list(self.__dataclass_fields__)  # E: attr-defined: "Version" has no attribute "__dataclass_fields__"

# case: incompatible-disjoint-bases
from typing_extensions import disjoint_base
@disjoint_base
class Left: ...
@disjoint_base
class Right: ...
class Both(Left, Right): ...  # E: misc: Class "Both" has incompatible disjoint bases
class Number(int, BaseException): ...  # E: misc: Class "Number" has incompatible disjoint bases
class HasX:
    __slots__ = ("x",)
class HasY:
    __slots__ = ("y",)
class Point(HasX, HasY): ...  # E: misc

# case: compatible-disjoint-bases
import enum
from typing import NamedTuple
from typing_extensions import disjoint_base
@disjoint_base
class Left: ...
@disjoint_base
class LeftChild(Left): ...
class Plain: ...
class Mixed(LeftChild, Left, Plain): ...
class NoSlots:
    __slots__ = ()
class HasX:
    __slots__ = ("x",)
class Fine(HasX, NoSlots): ...
class Weak:
    __slots__ = ("__weakref__",)
class AlsoFine(HasX, Weak): ...
class Color(str, enum.Enum):
    RED = "red"
class Row(NamedTuple):
    value: int
class Labelled(Plain, Row): ...

# case: disjoint-base-only-on-nominal-classes
from typing import Protocol, TypedDict
from typing_extensions import disjoint_base
@disjoint_base  # E: type-var
def build() -> None: ...
@disjoint_base  # E: misc: @disjoint_base cannot be used with TypedDict
class Movie(TypedDict):
    title: str
@disjoint_base  # E: misc: @disjoint_base cannot be used with protocol class
class Closer(Protocol):
    def close(self) -> None: ...

# case: a-class-with-a-known-metaclass-is-checked-as-any-class
# textual: every widget has ``metaclass=_MessagePumpMeta``; mypy still reports missing instance
# attributes and incompatible overrides (a metaclass serves the class object only).
class Meta(type):
    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, object]) -> "Meta":
        return super().__new__(mcs, name, bases, ns)
class Pump(metaclass=Meta):
    async def _on_click(self, event: int) -> None: ...
class Widget(Pump):
    def _on_click(self, event: int) -> None: ...  # E: override: Return type "None" of "_on_click" incompatible with return type "Coroutine[Any, Any, None]" in supertype "Pump"
def f(w: Widget) -> None:
    w.styles  # E: attr-defined: "Widget" has no attribute "styles"

# case: a-class-decorated-by-a-typed-function-is-checked-as-any-class
# textual's ``@rich.repr.auto``: mypy does not apply a class decorator's type.
from typing import TypeVar
T = TypeVar("T")
def auto(cls: type[T]) -> type[T]:
    return cls
class Node:
    def get_selection(self) -> tuple[str, str] | None: ...
@auto
class Digits(Node):
    def get_selection(self) -> str | None: ...  # E: override: Return type "str | None" of "get_selection" incompatible with return type "tuple[str, str] | None" in supertype "Node"

# case: a-class-decorated-by-a-typed-method-of-an-instance-is-checked-as-any-class
# A plugin registry's ``@registry.register`` (a method of the instance the variable holds):
# mypy does not apply a class decorator's type, the class keeps its constructor and members.
from typing import Callable, Mapping, Protocol, TypeVar
class Plugin:
    def __init__(self, config: Mapping[str, str]) -> None: ...
P = TypeVar("P", bound=Plugin)
class Registry:
    def register(self, cls: type[P]) -> type[P]:
        return cls
    def route(self, path: str) -> Callable[[type[P]], type[P]]:
        return self.register
class SupportsClose(Protocol):
    def close(self) -> None: ...
registry = Registry()
routes: Registry = Registry()
@registry.register
class Strip(Plugin):
    pass
@routes.route("/x")
class Home(Plugin):
    pass
def close_all(things: list[SupportsClose]) -> None: ...
reveal_type(Strip)  # N: reveal-type: Revealed type is "def (config: typing.Mapping[str, str]) -> case.Strip"
close_all([Strip({})])  # E: list-item: List item 0 has incompatible type "Strip"; expected "SupportsClose"
Strip()  # E: call-arg: Missing positional argument "config" in call to "Strip"
Home({}).missing  # E: attr-defined: "Home" has no attribute "missing"

# case: a-class-decorated-by-an-unknown-method-stays-dynamic-silent
# Where the method or the instance's class cannot be told, the decorator may return anything.
from typing import Any
class Plugin:
    def __init__(self, config: dict[str, str]) -> None: ...
def make() -> Any: ...
registry = make()
@registry.register
class Strip(Plugin):
    pass
Strip()
Strip({}).anything

# case: a-class-decorated-by-a-function-handing-it-back-is-checked-as-any-class
# mypy's own ``@trait`` (mypy_extensions: ``def trait(cls): return cls``) and ``@mypyc_attr(...)``
# (a factory returning ``lambda x: x``): the classes join, have only their members, and take
# only their own constructor's arguments.
def trait(cls):
    return cls
def mypyc_attr(*attrs, **kwattrs):
    """Marks a class for the compiler."""
    return lambda x: x
@trait
class Node:
    line: int
@mypyc_attr(allow_interpreted_subclasses=True)
class Statement(Node):
    pass
class Expression(Node): ...
def f(s: Statement, name: str) -> None:
    parts = [name, [s]]
    parts.insert(1, ("bases", [1]))
    reveal_type([s, Expression()])  # N: reveal-type: Revealed type is "list[case.Node]"
    s.missing  # E: attr-defined: "Statement" has no attribute "missing"
    Statement(1)  # E: call-arg: Too many arguments for "Statement"

# case: mypy-extensions-class-decorators-hand-back-the-class
# mypy_extensions is installed untyped; mypy reads it from the stubs it bundles, where
# ``trait`` and ``mypyc_attr(...)`` return the class they are given.
from mypy_extensions import mypyc_attr, trait
@trait
class Node:
    line: int
@mypyc_attr(allow_interpreted_subclasses=True)
class Statement(Node):
    pass
class Holder:
    statement: Statement
def f(h: Holder, name: str) -> None:
    reveal_type(h.statement)  # N: reveal-type: Revealed type is "case.Statement"
    reveal_type([name, [h.statement]])  # N: reveal-type: Revealed type is "list[typing.Sequence[object]]"
    h.statement.missing  # E: attr-defined: "Statement" has no attribute "missing"

# case: a-class-decorated-by-a-function-that-builds-something-else-stays-silent
# classic attrs' ``@attrs`` read from its untyped source: it adds an ``__init__``.
def attrs(maybe_cls=None, slots=False):
    def wrap(cls):
        cls.__init__ = lambda self, *args: None
        return cls
    return wrap if maybe_cls is None else wrap(maybe_cls)
def trait_like(cls):
    register(cls)
    return cls
def register(cls): ...
@attrs(slots=True)
class Validator:
    kind = 1
@trait_like
class Other:
    pass
Validator(int)
Validator(int).anything
Other(1).anything

# case: a-tuple-assigned-to-declared-names-infers-each-item-in-its-declaration
# mypy checkexpr.py ``left_map, right_map = {e.left: UninhabitedType()}, {}`` with both maps
# declared ``dict[Expression, Type] | None``: each item is inferred in its own target's type.
class Type: ...
class Uninhabited(Type): ...
TypeMap = dict[str, Type] | None
def f(key: str) -> None:
    left: TypeMap
    right: TypeMap
    left, right = {key: Uninhabited()}, {}
    reveal_type(left)  # N: reveal-type: Revealed type is "dict[str, case.Type]"
    first: list[Type]
    count: int
    first, count = [Uninhabited()], 0
    first, count = [], "many"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: an-attribute-of-a-self-typed-receiver-narrows-on-assignment
# textual dom.py ``data_bind(...) -> Self``: ``self._reactive_connect = {}`` then an item written.
from typing import Self
class C:
    def __init__(self) -> None:
        self._rc: dict[str, int] | None = None
    def bind(self) -> Self:
        if self._rc is None:
            self._rc = {}
        self._rc["a"] = 1
        return self

# case: an-attribute-written-through-a-setter-narrows-as-in-mypy
# textual ``self.index = self._nodes.index(item)`` through a reactive descriptor, then
# ``Selected(self, item, self.index)`` taking an int: mypy narrows when what reading gives fits
# what writing takes.
from typing import Any, overload
class Reactive:
    @overload
    def __get__(self, obj: None, owner: Any) -> "Reactive": ...
    @overload
    def __get__(self, obj: object, owner: Any) -> int | None: ...
    def __get__(self, obj: object, owner: Any) -> "Reactive | int | None": ...
    def __set__(self, obj: object, value: int | None) -> None: ...
def take(i: int) -> None: ...
class C:
    index = Reactive()
    @property
    def p(self) -> int | None: ...
    @p.setter
    def p(self, v: int | None) -> None: ...
    @property
    def q(self) -> int | None: ...
    @q.setter
    def q(self, v: int) -> None: ...
    def f(self) -> None:
        self.index = 3
        take(self.index)
        self.p = 3
        reveal_type(self.p)  # N: reveal-type: Revealed type is "int"
        self.q = 3
        reveal_type(self.q)  # N: reveal-type: Revealed type is "int | None"

# case: a-metaclass-getattr-serves-the-class-object
class Meta(type):
    def __getattr__(cls, name: str) -> int:
        return 0
class C(metaclass=Meta):
    pass
n: int = C.anything

# case: attribute-stored-from-a-declared-local
class Field:
    def __init__(self, extra: dict[str, str] | None = None) -> None:
        messages: dict[str, str] = {}
        messages.update(extra or {})
        self.messages = messages
    def message(self) -> int:
        reveal_type(self.messages)  # N: reveal-type: Revealed type is "dict[str, str]"
        return self.messages["a"]  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: attribute-stored-from-a-local-bound-again-has-its-type-there
# (the method's flow gives the local's type where the attribute is bound, as mypy)
class Field:
    def __init__(self, flag: bool) -> None:
        messages: dict[str, str] | None = None
        if flag:
            messages = {}
        self.messages = messages
        size: int = 0
        size = size + 1
        self.size = size
    def message(self) -> int:
        reveal_type(self.messages)  # N: reveal-type: Revealed type is "dict[str, str] | None"
        return self.size

# case: an-abstract-class-named-where-a-class-to-instantiate-is-expected
import abc
from typing import TypeVar, cast
T = TypeVar("T")
class Node(abc.ABC):
    @abc.abstractmethod
    def walk(self) -> None: ...
def ensure_type(node: object, nodetype: type[T]) -> T:
    return cast(T, node)
def build(cls: type[Node]) -> Node:
    return cls()
ensure_type(1, Node)  # E: type-abstract: Only concrete class can be given where "type[Node]" is expected
build(Node)  # E: type-abstract: Only concrete class can be given where "type[Node]" is expected
kind: type[Node] = Node  # E: type-abstract: Can only assign concrete classes to a variable of type "type[Node]"

# case: concrete-classes-and-open-class-types-take-an-abstract-class-silent
import abc
from typing import Any
class Node(abc.ABC):
    @abc.abstractmethod
    def walk(self) -> None: ...
class Leaf(Node):
    def walk(self) -> None: ...
def build(cls: type[Node]) -> Node:
    return cls()
def register(cls: type[Any], other: type) -> None: ...
build(Leaf)
register(Node, Node)
isinstance(Leaf(), Node)
issubclass(Leaf, Node)
kind: type[Node] = Leaf

# case: a-class-decorated-by-an-unreadable-decorator-stays-silent
# The decorator's module cannot be found: it may add members and an __init__.
from nowhere_pkg import register  # type: ignore[import-not-found]
@register(kind="node")
class Plugin:
    name: str
p = Plugin("x", enabled=True)
p.enabled
p.name.upper()

# case: a-descriptor-defining-get-gives-what-get-returns-silent
from typing import Any, overload
class Field:
    @overload
    def __get__(self, obj: None, owner: Any) -> "Field": ...
    @overload
    def __get__(self, obj: object, owner: Any) -> int: ...
    def __get__(self, obj: Any, owner: Any) -> Any:
        return self if obj is None else 0
class Model:
    count = Field()
def total(m: Model) -> int:
    field: Field = Model.count
    return m.count + 1

# case: a-tuple-assigned-to-partly-declared-names-stays-silent
class Item: ...
def f(flag: bool) -> None:
    items: list[Item]
    items, count = [], 0
    items.append(Item())
    count += 1
    left: dict[str, Item] | None
    left, right = {}, None
    if left is not None:
        left["a"] = Item()

# case: an-abstract-class-named-in-a-display-of-concrete-classes-is-reported
# mypy infers a display as a call (a dict entry as a tuple[K, V] argument), so an abstract class or
# protocol named where type[C] items are expected is type-abstract (libcst matchers/_return_types.py:315).
from abc import ABC, abstractmethod
from typing import Dict, List, Mapping, Protocol, Set, Tuple, Type
class Base(ABC):
    @abstractmethod
    def f(self) -> None: ...
class Mid(Base, ABC):
    pass
class Leaf(Base):
    def f(self) -> None: ...
class Proto(Protocol):
    def f(self) -> None: ...
def take(x: Tuple[Type[Base], int]) -> None: ...
def take_all(x: List[Type[Proto]]) -> None: ...
def use() -> None:
    m: Dict[Type[Base], object] = {Leaf: 1, Mid: 2}  # E: type-abstract: Only concrete class can be given where "tuple[type[Base], object]" is expected
    l: List[Type[Base]] = [Leaf, Mid]  # E: type-abstract: Only concrete class can be given where "type[Base]" is expected
    s: Set[Type[Base]] = {Mid}  # E: type-abstract: Only concrete class can be given where "type[Base]" is expected
    d: Mapping[str, Type[Base]] = {"a": Mid}  # E: type-abstract: Only concrete class can be given where "tuple[str, type[Base]]" is expected
    take((Mid, 1))  # E: type-abstract: Only concrete class can be given where "tuple[type[Base], int]" is expected
    take_all([Proto])  # E: type-abstract: Only concrete class can be given where "type[Proto]" is expected
    m = {Mid: 3}  # E: type-abstract: Only concrete class can be given where "tuple[type[Base], object]" is expected

# case: concrete-classes-in-a-display-of-concrete-classes-are-silent
from abc import ABC, abstractmethod
from typing import Any, Dict, List, Mapping, Protocol, Sequence, Tuple, Type
class Base(ABC):
    @abstractmethod
    def f(self) -> None: ...
class Mid(Base, ABC):
    pass
class Leaf(Base):
    def f(self) -> None: ...
class Proto(Protocol):
    def f(self) -> None: ...
class Plain:
    pass
def use(kind: Type[Base], kinds: List[Type[Base]]) -> None:
    m: Dict[Type[Base], object] = {Leaf: Mid, kind: 2}
    l: Sequence[Type[Base]] = [Leaf, kind, *kinds]
    t: Tuple[Type[Base], int] = (Mid, 1)
    o: Dict[object, object] = {Mid: Proto}
    p: Mapping[Type[Plain], Type[object]] = {Plain: Mid}
    q: List[Any] = [Mid, Proto]
    take((Leaf, 1))
    take2([Mid])
def take(x: Tuple[Type[Base], int]) -> None: ...
def take2(x: List[type]) -> None: ...

# case: a-metaclass-method-through-cls-binds-its-self-type-to-self
from typing import Any, TypeVar
from typing_extensions import Self
_T = TypeVar("_T")
class Meta(type):
    def _create(cls: type[_T], *k: Any, **kw: Any) -> _T:
        raise NotImplementedError
class Node(metaclass=Meta):
    @classmethod
    def from_parent(cls, parent: int, **kw: Any) -> Self:
        return cls._create(parent=parent, **kw)

# case: a-metaclass-method-through-the-class-binds-its-self-type-to-the-class
from typing import Any, TypeVar
from typing_extensions import Self
_T = TypeVar("_T")
class Meta(type):
    def _create(cls: type[_T], *k: Any, **kw: Any) -> _T:
        raise NotImplementedError
class Node(metaclass=Meta):
    @classmethod
    def from_parent(cls, parent: int) -> Self:
        return Node._create(parent=parent)  # E: return-value: Incompatible return value type (got "Node", expected "Self")

# case: attribute-read-through-getattr-is-its-result
class Settings:
    def __getattr__(self, name: str) -> int:
        return 0
class Row:
    def __getattribute__(self, name: str) -> bytes:
        return b""
class Named(Settings):
    title: str = ""
def use(s: Settings, r: Row, n: Named) -> None:
    reveal_type(s.timeout)  # N: reveal-type: Revealed type is "int"
    s.timeout.upper()  # E: attr-defined: "int" has no attribute "upper"
    reveal_type(r.cell)  # N: reveal-type: Revealed type is "bytes"
    reveal_type(n.title)  # N: reveal-type: Revealed type is "str"
    n.retries.upper()  # E: attr-defined: "int" has no attribute "upper"

# case: attribute-read-through-getattr-is-its-result-silent
from typing import Any, TypeVar
T = TypeVar("T")
class Loose:
    def __getattr__(self, name: str) -> Any: ...
class Generic:
    def __getattr__(self, name: T) -> T:
        return name
def use(l: Loose, g: Generic) -> None:
    l.anything.upper()
    reveal_type(l.anything)  # N: reveal-type: Revealed type is "Any"
    g.anything.upper()

# case: calls-and-indexing-look-past-getattr
class Proxy:
    def __getattr__(self, name: str) -> "Proxy":
        return Proxy()
def poke(p: Proxy) -> None:
    p.child()  # E: not-callable: "Proxy" not callable
    p()  # E: not-callable: "Proxy" not callable
    p[1]  # E: index: Value of type "Proxy" is not indexable
    p.child[0]  # E: index: Value of type "Proxy" is not indexable

# case: calls-and-indexing-look-past-getattr-silent
from typing import Callable, TypeVar
T = TypeVar("T")
class Proxy:
    def __getattr__(self, name: str) -> "Proxy":
        return Proxy()
    def __call__(self) -> int:
        return 0
    def __getitem__(self, key: int) -> str:
        return ""
class Thunk:
    def __call__(self: Callable[..., T], fallback: T) -> T:
        return fallback
def poke(p: Proxy, t: Thunk) -> None:
    reveal_type(p.child())  # N: reveal-type: Revealed type is "int"
    reveal_type(p.child[0])  # N: reveal-type: Revealed type is "str"
    reveal_type(t(3))  # N: reveal-type: Revealed type is "int"

# case: attribute-written-through-setattr-takes-its-value-type
class Registers:
    def __setattr__(self, name: str, value: int) -> None: ...
class Labels:
    def __getattr__(self, name: str) -> str:
        return name
    def __setattr__(self, name: str, value: str) -> None: ...
def fill(r: Registers, l: Labels) -> None:
    r.ax = 1
    r.bx = "high"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
    l.title = "x"
    l.size = 3  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: attribute-written-through-setattr-takes-its-value-type-silent
from typing import Any
class Registers:
    count: str
    def __init__(self) -> None:
        self.count = ""
    def __setattr__(self, name: str, value: int) -> None: ...
class Open:
    def __setattr__(self, name: str, value: Any) -> None: ...
def fill(r: Registers, o: Open) -> None:
    r.ax = True
    o.anything = "x"
    o.other = 3

# case: cached-property-written-takes-its-type
from functools import cached_property
import functools
class Report:
    @cached_property
    def rows(self) -> list[int]:
        return [1]
    @functools.cached_property
    def title(self) -> str:
        return ""
def reset(r: Report) -> None:
    r.rows = "none"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "list[int]")
    r.title = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "str")

# case: cached-property-written-takes-its-type-silent
from functools import cached_property
from typing import Any
class Report:
    @cached_property
    def rows(self) -> list[int]:
        return [1]
    @cached_property
    def loose(self):
        return 1
def reset(r: Report, a: Any) -> None:
    r.rows = [2, 3]
    r.rows = a
    r.loose = "anything"
    del r.rows

# case: a-write-through-self-typed-self-or-a-bound-type-variable-meets-descriptors-and-properties
# In a method that uses ``Self`` the receiver is ``Self``; an ``obj: M`` bound to the class is M:
# the bound's descriptors, read-only properties and final names decide the write (mypy).
from typing import Any, Final, Generic, Self, TypeVar, overload
T = TypeVar("T")
class Column(Generic[T]):
    @overload
    def __get__(self, obj: None, owner: type) -> "Column[T]": ...
    @overload
    def __get__(self, obj: object, owner: type) -> T: ...
    def __get__(self, obj: object | None, owner: type) -> Any: ...
    def __set__(self, obj: object, value: T) -> None: ...
class Model:
    id = Column[int]()
    limit: Final = 10
    @property
    def label(self) -> str:
        return ""
    def save(self, v: int | None) -> Self:
        self.id = v  # E: assignment: Incompatible types in assignment (expression has type "int | None", variable has type "int")
        self.label = "x"  # E: misc: Property "label" defined in "Model" is read-only
        self.limit = 3  # E: misc: Cannot assign to final attribute "limit"
        return self
M = TypeVar("M", bound=Model)
def reset(m: M, v: int | None) -> M:
    m.id = v  # E: assignment: Incompatible types in assignment (expression has type "int | None", variable has type "int")
    return m

# case: a-fitting-write-through-self-typed-self-or-a-bound-type-variable-is-silent
from typing import Any, Generic, Self, TypeVar, overload
T = TypeVar("T")
class Column(Generic[T]):
    @overload
    def __get__(self, obj: None, owner: type) -> "Column[T]": ...
    @overload
    def __get__(self, obj: object, owner: type) -> T: ...
    def __get__(self, obj: object | None, owner: type) -> Any: ...
    def __set__(self, obj: object, value: T) -> None: ...
class Model:
    id = Column[int]()
    @property
    def label(self) -> str:
        return ""
    @label.setter
    def label(self, value: str) -> None: ...
    def save(self, v: int | None) -> Self:
        if v is not None:
            self.id = v
        self.label = "x"
        self.note = "saved"
        return self
M = TypeVar("M", bound=Model)
def reset(m: M) -> M:
    m.id = 0
    m.label = "y"
    return m

# case: a-write-nothing-declares-on-a-class-whose-getattr-serves-reads-is-reported
from types import ModuleType
from typing import Any
class Proxy:
    def __getattr__(self, name: str) -> Any: ...
class Sub(Proxy): ...
def patch(p: Proxy, s: Sub, m: ModuleType, hook: Any) -> None:
    print(p.anything, m.anything)
    p.anything = 1  # E: attr-defined: "Proxy" has no attribute "anything"
    s.anything = 1  # E: attr-defined: "Sub" has no attribute "anything"
    fake_sys = ModuleType("fake_sys")
    fake_sys.__excepthook__ = hook  # E: attr-defined: Module has no attribute "__excepthook__"

# case: writes-a-getattr-class-declares-or-intercepts-are-silent
from types import ModuleType, SimpleNamespace
from typing import Any
class C:
    declared: int
    def __init__(self) -> None:
        self.made = 0
    def __getattr__(self, name: str) -> Any: ...
    def later(self) -> None:
        self.fresh = 1
class D(C):
    def __setattr__(self, name: str, v: Any) -> None: ...
class E(C):
    def __init__(self) -> None:
        super().__init__()
        self.own = 2
class G:
    def __getattribute__(self, name: str) -> Any: ...
    def __setattr__(self, name: str, v: Any) -> None: ...
def f(c: C, d: D, e: E, g: G, m: ModuleType, ns: SimpleNamespace) -> None:
    c.declared = 1
    c.made = 2
    c.fresh = 3
    d.anything = 1
    e.own = 3
    g.anything = 1
    m.__doc__ = "x"
    ns.anything = 1
def untyped(c):
    c.anything = 1

# case: self-in-a-final-class-is-the-class
# (hypothesis internal/intervalsets.py:144-263: ``return IntervalSet(y)`` from methods
# returning ``Self`` of a ``@final`` class, which no subclass can change: mypy reads ``Self``
# there as the class itself; elsewhere an instance of the class is no ``Self``)
from typing import Generic, Self, TypeVar, final
T = TypeVar("T")
@final
class Interval:
    def __init__(self, low: int) -> None: ...
    def union(self, other: Self) -> Self:
        return Interval(1)
    @classmethod
    def parse(cls, s: str) -> Self:
        return Interval(2)
@final
class Box(Generic[T]):
    def same(self) -> Self:
        return Box[T]()
class Open:
    def copy(self) -> Self:
        return Open()  # E: return-value: Incompatible return value type (got "Open", expected "Self")
reveal_type(Box[int]().same())  # N: reveal-type: Revealed type is "case.Box[int]"

# case: self-in-a-final-class-still-checks-the-class-silent
from typing import Self, final
@final
class Interval:
    def union(self, other: Self) -> Self:
        return other
    def __or__(self, other: Self) -> Self:
        return self.union(other)
def join(a: Interval, b: Interval) -> Interval:
    return a | b

# case: init-read-through-self-type-is-any-silent
# (werkzeug datastructures/mixins.py:102: ``super().__new__(cls)`` in a classmethod of a mixin
# is a Self; its ``__init__`` may be any subclass's, so the call is not checked against the
# mixin's own, which is object's; mypy reports the access itself, misc, and types it Any)
from typing import Self
class Mixin:
    @classmethod
    def fromkeys(cls, keys: list[str]) -> Self:
        made = super().__new__(cls)
        made.__init__(zip(keys, keys))
        return made

# case: init-accessed-on-an-instance-is-unsound-silent
from typing import final
class Base:
    def __init__(self, size: int) -> None: ...
class Buffer(Base):
    def __init__(self) -> None:
        super().__init__(0)
        Base.__init__(self, 0)
@final
class Sealed:
    def __init__(self, n: int) -> None: ...
def refill(s: Sealed) -> None:
    s.__init__(3)

# case: init-through-the-class-object-is-silent
class Buffer:
    def __init__(self, size: int = 0) -> None: ...
    def reset(self) -> None:
        type(self).__init__(self)
        Buffer.__init__(self, 4)
def rebuild(kind: type[Buffer]) -> Buffer:
    made = kind.__new__(kind)
    kind.__init__(made, 2)
    return made

# case: an-attribute-only-self-binds-read-through-the-class-is-reported
from typing import Final
class Conn:
    def __init__(self) -> None:
        self.host = "localhost"
        self.port: Final = 80
    @classmethod
    def default_port(cls) -> int:
        return cls.port  # E: misc: Cannot access final instance attribute "port" on class object
class Secure(Conn):
    def __init__(self) -> None:
        super().__init__()
        self.cert = ""
Conn.host  # E: misc: Cannot access instance-only attribute "host" on class object
Secure.cert  # E: misc: Cannot access instance-only attribute "cert" on class object
Secure.port  # E: misc: Cannot access final instance attribute "port" on class object
def kind(c: type[Conn]) -> str:
    return c.host  # E: misc: Cannot access instance-only attribute "host" on class object

# case: an-attribute-the-class-body-or-a-base-body-binds-read-through-the-class-is-silent
from typing import Any, Final
class Conn:
    host = "localhost"
    timeout: float = 1.0
    def __init__(self) -> None:
        self.host = "example.org"
        self.timeout = 2.0
        self.port = 80
class Secure(Conn):
    def __init__(self) -> None:
        super().__init__()
        self.host = "secure.example.org"
class Meta(type):
    port: int = 0
class Served(metaclass=Meta):
    def __init__(self) -> None:
        self.port = 1
Conn.host
Conn.timeout
Secure.host
Served.port
c = Conn()
c.port
def untyped(cls):
    return Conn.port

# case: init-read-through-a-final-class-instance-is-silent
from typing import final
@final
class Sealed:
    def __init__(self, n: int = 0) -> None:
        self.n = n
    def reset(self) -> None:
        self.__init__()
def refill(s: Sealed) -> None:
    s.__init__(3)
