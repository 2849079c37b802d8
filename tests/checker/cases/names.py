# What a name refers to: undefined names in annotations and code, and functions used as types.

# case: typing-name-never-imported
def f(x: Any) -> None: ...  # E: name-defined: Name "Any" is not defined # N: name-defined: Did you forget to import it from "typing"? (Suggestion: "from typing import Any")

# case: builtins-do-not-lend-their-own-imports
# builtins.pyi imports Sequence and TypeVar for itself; a module does not see them.
items: Sequence[int] = []  # E: name-defined: Name "Sequence" is not defined
T = TypeVar("T")  # E: name-defined: Name "TypeVar" is not defined # N: name-defined: Did you forget to import it from "typing"? (Suggestion: "from typing import TypeVar")
helper = _T  # E: name-defined: Name "_T" is not defined

# case: builtins-themselves-are-defined
names: list[str] = sorted({"b", "a"})
total = sum(len(n) for n in names)
flag = callable(print) and isinstance(total, int)
marker = Ellipsis
err: type[BaseException] = NotImplementedError

# case: typing-names-once-imported-are-defined
from typing import Any, Sequence, TypeVar
T = TypeVar("T")
def first(items: Sequence[T], default: Any = None) -> T: raise NotImplementedError

# case: function-used-as-a-type
def g(b: any) -> None: ...  # E: valid-type: Function "builtins.any" is not valid as a type # N: valid-type: Perhaps you meant "typing.Any" instead of "any"?
def h(cb: callable) -> None: ...  # E: valid-type: Function "builtins.callable" is not valid as a type # N: valid-type: Perhaps you meant "typing.Callable" instead of "callable"?
def k(n: len) -> None: ...  # E: valid-type: Function "builtins.len" is not valid as a type # N: valid-type: Perhaps you need "Callable[...]" or a callback protocol?

# case: own-function-used-as-a-type
def make() -> int: return 1
def use(value: make) -> None: ...  # E: valid-type: Function "case.make" is not valid as a type # N: valid-type: Perhaps you need "Callable[...]" or a callback protocol?

# case: module-used-as-a-type
import json
def load(codec: json) -> None: ...  # E: valid-type: Module "json" is not valid as a type

# case: classes-and-aliases-of-the-stdlib-are-types
import re
import threading
import functools
from typing import Callable, Any
def run(p: re.Pattern[str], lock: threading.Lock, part: functools.partial[int], cb: Callable[..., Any]) -> None: ...

# case: undefined-names-in-annotations-and-bodies
def total(prices: list[Price]) -> float:  # E: name-defined: Name "Price" is not defined
    return sum(p.amount for p in prices) * tax_rate  # E: name-defined: Name "tax_rate" is not defined

# case: forward-references-and-later-definitions-are-defined
def total(prices: "list[Price]") -> float:
    return sum(p.amount for p in prices) * tax_rate
class Price:
    amount: float = 0.0
tax_rate = 1.2

# case: comprehension-variables-inside-lambdas
def f() -> None:
    handlers = [(lambda: n) for n in range(2)]
table = {k: (lambda: k * 2) for k in range(3)}

# case: module-name-read-before-its-binding
print(limit)  # E: used-before-def: Name "limit" is used before definition
items = [limit]  # E: used-before-def
class Settings:
    size = limit  # E: used-before-def
    def grow(self, by: int = limit) -> int:  # E: used-before-def
        return by + limit
limit = 10
def later() -> int:
    return limit
def build() -> None:
    class Local:
        size = limit

# case: module-name-read-before-binding-where-another-may-come-first
import builtins
from typing import TYPE_CHECKING
print(len)
def setup() -> None:
    global configured
    configured = True
setup()
print(configured)
configured = False
for i in range(2):
    if i:
        print(seen)
    seen = i
if TYPE_CHECKING:
    reveal_type(late)  # N: reveal-type
try:
    print(maybe)
except NameError:
    pass
maybe = 1
late = 1
len = 5

# case: module-attribute-the-import-system-binds-is-read-before-its-rebinding
from typing import cast
from importlib.machinery import ModuleSpec
__spec__ = cast(ModuleSpec, __spec__)
__doc__ = (__doc__ or "") + " more"
reveal_type(__spec__)  # N: reveal-type: Revealed type is "_frozen_importlib.ModuleSpec"

# case: a-dunder-name-the-import-system-does-not-bind-is-still-read-before-its-binding
print(__version__)  # E: used-before-def: Name "__version__" is used before definition
print(__all__)  # E: used-before-def
__version__ = "1.0"
__all__ = ["x"]

# case: closure-sees-single-binding-of-unannotated-function
def build(n):
    scale = 2.5
    def apply():
        reveal_type(scale)  # N: reveal-type: Revealed type is "float"
        return scale * 2
    return apply
def need_int(x: int) -> int:
    return x
def wrong(n):
    label = "x"
    def use():
        return need_int(label)  # E: arg-type
    return use

# case: closure-of-unannotated-function-rebound-name-stays-unknown
def build(n):
    value = 1
    if n:
        value = "text"
    def use():
        return value + "more"
    return use

# case: a-module-getattr-leaves-the-module-attributes-typed
from importlib import import_module
routes: dict[str, tuple[str, str]] = {
    "a": (__spec__.parent, ".a"),  # E: dict-item: Dict entry 0 has incompatible type "str": "tuple[str | None, str]"; expected "str": "tuple[str, str]"
    "b": (__name__, ".b"),
}
def __getattr__(name: str) -> object:
    package, module = routes[name]
    return import_module(module, package)

# case: a-module-getattr-module-attributes-used-as-declared-are-silent
from importlib import import_module
routes: dict[str, tuple[str | None, str]] = {
    "a": (__spec__.parent, ".a"),
    "b": (__name__, ".b"),
}
reveal_type(__name__)  # N: reveal-type: Revealed type is "str"
def __getattr__(name: str) -> object:
    package, module = routes[name]
    return import_module(module, package)
