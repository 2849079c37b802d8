# A function object has the attributes of ``builtins.function`` only: writing another one to a
# def or a ``Callable[...]`` value is reported (mypy's attr-defined).

# case: attributes-written-to-functions-are-reported
from typing import Any, Callable
def plain() -> None: ...
plain.tag = 1  # E: attr-defined: "Callable[[], None]" has no attribute "tag"
def keyword(a: int, *, b: str) -> None: ...
keyword.tag = 2  # E: attr-defined: "def keyword(a: int, *, b: str) -> None" has no attribute "tag"
def remember(func: Callable[..., Any]) -> Callable[..., Any]:
    func.count = 0  # E: attr-defined: "Callable[..., Any]" has no attribute "count"
    return func

# case: function-attributes-functions-have-or-unchecked-bodies-are-silent
from typing import Any, Callable
def plain() -> None:
    """Doc."""
plain.__doc__ = "Other."
plain.__name__ = "renamed"
plain.__qualname__ = "renamed"
def unchecked(func):
    func.count = 0
    return func
class Holder:
    def __init__(self) -> None:
        self.handler: Any = plain
    def use(self) -> None:
        self.handler.tag = 1

# case: a-cached-method-is-its-cache-wrapper
from functools import cache, lru_cache
class Scalar:
    @classmethod
    @lru_cache(maxsize=1024)
    def parse(cls, token: str) -> "Scalar": raise NotImplementedError
    @cache
    def size(self) -> int: raise NotImplementedError
def use(s: Scalar) -> None:
    reveal_type(Scalar.parse("1"))  # N: reveal-type: Revealed type is "case.Scalar"
    width: str = s.size()  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")
    s.size.cache_clear()
    s.size.missing()  # E: attr-defined: "_lru_cache_wrapper[int, Hashable]" has no attribute "missing"

# case: an-attribute-written-through-a-type-variable-its-bound-lacks-is-reported
from typing import Any, Callable, Self, TypeVar
F = TypeVar("F", bound=Callable[..., Any])
class K: ...
KT = TypeVar("KT", bound=K)
T = TypeVar("T")
def deco(fn: F) -> F:
    if not hasattr(fn, "productions"):
        fn.productions = []  # E: attr-defined: "F" has no attribute "productions"
    return fn
def mark(x: KT, y: T) -> KT:
    x.attr = 1  # E: attr-defined: "KT" has no attribute "attr"
    y.attr = 2  # E: attr-defined: "T" has no attribute "attr"
    return x
class H:
    def make(self) -> Self:
        other = self
        other.third = 2  # E: attr-defined: "Self" has no attribute "third"
        return other

# case: an-attribute-written-through-a-type-variable-its-bound-has-is-silent
from typing import Any, Callable, Generic, Self, TypeVar
class K:
    declared: int
    def __init__(self) -> None:
        self.made = 0
    @property
    def p(self) -> int: return 0
    @p.setter
    def p(self, v: int) -> None: ...
class Loose:
    def __setattr__(self, name: str, value: Any) -> None: ...
KT = TypeVar("KT", bound=K)
LT = TypeVar("LT", bound=Loose)
F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")
def k(x: KT) -> KT:
    x.declared = 1
    x.made = 2
    x.p = 3
    return x
def loose(x: LT) -> LT:
    x.anything = 1
    return x
def deco(fn: F) -> F:
    fn.__doc__ = "x"
    return fn
class H(Generic[T]):
    def make(self) -> Self:
        self.fresh = 1
        other = self
        other.fresh = 2
        return self
    @classmethod
    def build(cls) -> Self:
        inst = cls()
        inst.fresh = 3
        return inst
