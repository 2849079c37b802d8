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
