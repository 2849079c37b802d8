# Calls against signatures, argument types, returns.

# case: call-too-many
def f(x: int) -> int:
    return x
f(1, 2)  # E: call-arg: Too many arguments for "f"

# case: call-exact-ok
def f(x: int, y: str = "a") -> int:
    return x
f(1)
f(1, "b")
f(x=1, y="c")
f(1, y="c")

# case: call-missing
def f(x: int, y: str) -> None: ...
f(1)  # E: call-arg: Missing positional argument "y" in call to "f"
f()  # E: call-arg: Missing positional arguments "x", "y" in call to "f"

# case: call-unexpected-keyword
def f(x: int) -> None: ...
f(1, z=2)  # E: call-arg: Unexpected keyword argument "z" for "f"

# case: call-multiple-values
def f(x: int) -> None: ...
f(1, x=2)  # E: call-arg: "f" gets multiple values for keyword argument "x"

# case: call-arg-type
def f(x: int, y: str) -> None: ...
f("a", "b")  # E: arg-type: Argument 1 to "f" has incompatible type "str"; expected "int"
f(1, y=2)  # E: arg-type: Argument "y" to "f" has incompatible type "int"; expected "str"

# case: call-star-args-ok
def f(*args: int, **kwargs: str) -> None: ...
f()
f(1, 2, 3)
f(1, a="x", b="y")
nums = [1, 2]
f(*nums)
opts = {"a": "b"}
f(**opts)

# case: call-star-args-bad
def f(*args: int, **kwargs: str) -> None: ...
f(1, "x")  # E: arg-type: Argument 2 to "f" has incompatible type "str"; expected "int"
f(a=1)  # E: arg-type: Argument "a" to "f" has incompatible type "int"; expected "str"

# case: call-positional-only
def f(x: int, /, y: int) -> None: ...
f(1, 2)
f(1, y=2)
f(x=1, y=2)  # E: call-arg

# case: double-underscore-names-are-positional-only
def send(__data: bytes, __flags__: int = 0) -> None: ...
send(__data=b"")  # E: call-arg
class Socket:
    def send(self, __data: bytes) -> None: ...
Socket().send(__data=b"")  # E: call-arg

# case: double-underscore-positional-only-names-where-they-may-stand
def send(__data: bytes, __flags__: int = 0) -> None: ...
send(b"", __flags__=1)
class Socket:
    def send(self, __data: bytes) -> None: ...
    @classmethod
    def open(cls, __host: str) -> None: ...
    @staticmethod
    def check(__port: int) -> None: ...
Socket().send(b"")
def modern(data: bytes, /, __flags: int) -> None: ...
modern(b"", __flags=1)
def keyword_only(data: bytes, *rest: int, __flags: int) -> None: ...
keyword_only(b"", __flags=1)

# case: double-underscore-positional-only-after-a-keyword-parameter
def send(data: bytes, __flags: int) -> None: ...  # E: misc: Positional-only parameter "__flags" cannot follow a parameter that accepts keyword arguments
class Socket:
    def send(self, data: bytes, __flags: int) -> None: ...  # E: misc
    @staticmethod
    def check(port: int, __retries: int) -> None: ...  # E: misc

# case: call-keyword-only
def f(x: int, *, flag: bool = False, name: str) -> None: ...
f(1, name="a")
f(1, flag=True, name="a")
f(1)  # E: call-arg: Missing named argument "name" for "f"
f(1, 2, name="a")  # E: call-arg: Too many positional arguments for "f"

# case: methods-are-named-after-their-class
# As mypy: a method is "name" of "Class" (the class that defines it); a callable attribute that
# is not a method is not named at all.
from typing import Callable
class Base:
    cb: Callable[[int], None]
    def m(self, a: int) -> None: ...
    @classmethod
    def make(cls, a: int) -> None: ...
class Child(Base):
    def m(self, a: int) -> None:
        super().m("x")  # E: arg-type: Argument 1 to "m" of "Base" has incompatible type "str"; expected "int"
Child().make("x")  # E: arg-type: Argument 1 to "make" of "Base" has incompatible type "str"; expected "int"
Child.make()  # E: call-arg: Missing positional argument "a" in call to "make" of "Base"
Child().cb("x")  # E: arg-type: Argument 1 has incompatible type "str"; expected "int"
"a, b".zfill("x")  # E: arg-type: Argument 1 to "zfill" of "str" has incompatible type "str"; expected "SupportsIndex" # N: arg-type
(1, 2).count()  # E: call-arg: Too few arguments for "count" of "tuple"

# case: missing-positional-only-arguments-are-not-named
def f(a: int, /) -> None: ...
f()  # E: call-arg: Too few arguments for "f"
def g(a: int, b: int, /, c: int) -> None: ...
g(1)  # E: call-arg: Missing positional argument "c" in call to "g"
def h(__a: int) -> None: ...
h()  # E: call-arg: Too few arguments for "h"
g(1, 2, 3)

# case: a-misspelt-keyword-gets-a-suggestion
def connect(host: str, *, port: int = 0, timeout: float = 1.0) -> None: ...
connect("h", timeout_=2.0)  # E: call-arg: Unexpected keyword argument "timeout_" for "connect"; did you mean "timeout"?
connect("h", colour=1)  # E: call-arg: Unexpected keyword argument "colour" for "connect"
connect("h", prot=1)  # E: call-arg: Unexpected keyword argument "prot" for "connect"

# case: unnamed-callables-are-not-named
from typing import Callable
f: Callable[[int], None]
f("x")  # E: arg-type: Argument 1 has incompatible type "str"; expected "int"
f(1, 2)  # E: call-arg: Too many arguments
f()  # E: call-arg: Too few arguments
h = lambda a: None
h(1, 2)  # E: call-arg: Too many arguments
f(1)
h(1)

# case: call-splat-unknown-length-ok
def f(a: int, b: int, c: int) -> None: ...
def g(args: tuple[int, ...], kw: dict[str, int]) -> None:
    f(*args)
    f(**kw)
    f(1, *args)

# case: return-type-mismatch
def f() -> int:
    return "x"  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: return-ok
from typing import Optional
def f(flag: bool) -> Optional[int]:
    if flag:
        return 1
    return None
def g() -> float:
    return 1
def h() -> object:
    return "anything"

# case: return-none-function-returns-value
def f() -> None:
    return 1  # E: return-value: No return value expected

# case: return-none-bare-ok
def f() -> None:
    return
def g(x: int) -> None:
    if x:
        return
    print(x)

# case: return-value-expected
def f() -> int:
    return  # E: return-value: Return value expected

# case: missing-return
def f(x: int) -> int:  # E: return: Missing return statement
    if x:
        return 1

# case: missing-return-not-when-all-paths-return
# A placeholder body (n, o) is not return's but empty-body's; raise NotImplementedError is neither.
def f(x: int) -> int:
    if x:
        return 1
    else:
        return 2
def g(x: int) -> int:
    while True:
        if x:
            return x
def h(x: int) -> int:
    try:
        return int(x)
    except ValueError:
        raise
def k(x: int) -> int:
    if x > 0:
        return 1
    raise ValueError("negative")
def m(x: int) -> int:
    assert False, "unreachable"
def n() -> int:  # E: empty-body: Missing return statement
    ...
def o() -> int:  # E: empty-body: Missing return statement
    """Only a docstring."""
def p() -> int:
    raise NotImplementedError
import sys
def q() -> int:
    sys.exit(1)

# case: missing-return-optional-is-reported
# mypy owes a return statement for every declared type but None and Any themselves.
from typing import Any, Optional, Union
def f(x: int) -> Optional[int]:  # E: return: Missing return statement
    if x:
        return x
def g(x: int) -> object:  # E: return: Missing return statement
    if x:
        return x
def h(x: int) -> Union[int, Any]:  # E: return: Missing return statement
    if x:
        return x

# case: missing-return-none-any-or-every-path-ending-is-fine
from typing import Any, NoReturn, Optional
def f(x: int) -> None:
    if x:
        return None
def g(x: int) -> Any:
    if x:
        return x
def stop() -> NoReturn:
    raise SystemExit
def h(x: int) -> Optional[int]:
    if x:
        return x
    stop()
def i(x: int) -> Optional[int]:
    while True:
        if x:
            return None

# case: missing-return-with-match
def f(x: int) -> str:
    match x:
        case 1:
            return "one"
        case _:
            return "other"

# case: unannotated-function-body-checked
def f(x: int) -> int:
    return x
def g(y):
    f(y)
    f("s")  # E: arg-type: Argument 1 to "f" has incompatible type "str"; expected "int"
    return y.anything

# case: unannotated-body-takes-a-union-as-narrowed
# Unannotated code (which mypy skips) may know which member of a declared union it holds from
# a kind tag beside it (hypothesis' shrinker: ``node.type in {"string", "bytes"}``).
from dataclasses import dataclass
@dataclass
class Node:
    type: str
    value: int | str | bytes | None
def long_text(nodes, limit):
    for node in nodes:
        n: Node = node
        if n.type in {"string", "bytes"} and len(n.value) > limit:
            return True
    return False

# case: union-argument-wrong-where-annotated-or-no-member-fits
from dataclasses import dataclass
@dataclass
class Node:
    type: str
    value: int | str | None
    count: int | float
def annotated(n: Node) -> int:
    return len(n.value)  # E: arg-type  # N: arg-type: "int" is missing protocol member "__len__"
def unannotated(node):
    n: Node = node
    return len(n.count)  # E: arg-type  # N: arg-type: "int" is missing protocol member "__len__"

# case: unannotated-mixin-passes-self-to-another-base
# An unannotated body (which mypy skips) may pass ``self`` of a mixin where another base's instance
# is expected: the object is of a subclass with both (hypothesis' Django HypothesisTestCase).
import unittest
class Mixin:
    def __call__(self, result=None):
        return unittest.TestCase.__call__(self, result)
class Case(Mixin, unittest.TestCase):
    pass

# case: mixin-self-wrong-where-annotated-or-final
# Annotated code is checked as declared, and a final class has no subclass to mix into.
import unittest
from typing import final
class Typed:
    def run(self, result: unittest.TestResult | None = None) -> None:
        unittest.TestCase.__call__(self, result)  # E: arg-type: Argument 1 to "__call__" of "TestCase" has incompatible type "Typed"; expected "TestCase"
@final
class Closed:
    def __call__(self, result=None):
        return unittest.TestCase.__call__(self, result)  # E: arg-type
class Mixin:
    def __call__(self, result=None):
        return unittest.TestCase.__call__(self.other(), result)  # E: arg-type
    def other(self) -> int:
        return 1

# case: unannotated-params-are-any
def g(a, b=1, *args, **kwargs):
    return a.foo + b + args[0] + kwargs["x"]
g(1)
g(1, 2, 3, x=4)

# case: calling-an-instance-of-a-stub-class-or-none-in-an-unannotated-def
import io
buffer: io.BytesIO
def handler(event):
    buffer()  # E: not-callable: "BytesIO" not callable
    None()  # E: not-callable: "None" not callable
class Plain:
    pass
def typed(p: Plain) -> None:
    p()  # E: not-callable: "Plain" not callable

# case: calling-an-instance-of-the-modules-own-class-in-an-unannotated-def-silent
# Like its other members, the class's ``__call__`` is not questioned there (mypy skips the body).
class Plain:
    pass
shared: Plain
def handler(event):
    shared()
    if shared():
        Plain()()
class Holder:
    def run(self, p=shared()):
        return shared()

# case: defaults-checked-silently-when-ok
def f(x: int = 0, y: str = "", z: list[int] | None = None) -> None: ...
f()

# case: nested-function-calls
def outer() -> None:
    def inner(v: int) -> str:
        return str(v)
    inner(1)
    inner("x")  # E: arg-type

# case: method-calls
class C:
    def m(self, x: int) -> str:
        return str(x)
    @staticmethod
    def s(x: int) -> int:
        return x
    @classmethod
    def c(cls, x: int) -> "C":
        return cls()
c = C()
c.m(1)
c.m("x")  # E: arg-type: Argument 1 to "m" of "C" has incompatible type "str"; expected "int"
C.s(1)
C.c(1)
c.m()  # E: call-arg: Missing positional argument "x" in call to "m" of "C"
C.m(c, 1)

# case: lambda-and-callable-args
from typing import Callable
def apply(f: Callable[[int], str], v: int) -> str:
    return f(v)
apply(lambda n: str(n), 1)
apply(str, 1)
def conv(n: int) -> str:
    return ""
apply(conv, 2)

# case: callable-arg-mismatch
from typing import Callable
def apply(f: Callable[[int], str]) -> None: ...
def bad(n: str) -> str:
    return n
apply(bad)  # E: arg-type  # N: arg-type: Parameter 1 "str" does not accept "int"

# case: signature-type-comment
def f(a, b):
    # type: (int, str) -> bool
    return True
f(1, "x")
f("x", "y")  # E: arg-type: Argument 1 to "f" has incompatible type "str"; expected "int"

# case: signature-type-comment-return
def f(a):
    # type: (int) -> str
    return a  # E: return-value: Incompatible return value type (got "int", expected "str")

# case: generic-builtins-calls-ok
xs = [3, 1, 2]
ys = sorted(xs)
m = max(1, 2)
n = min([1.0, 2.0])
total = sum(xs)
pairs = list(zip(xs, ["a", "b", "c"]))
d = dict(a=1)
e = dict([("a", 1)])
s = set(xs)
t = tuple(xs)
text = ", ".join(["a", "b"])
for i, v in enumerate(xs):
    pass
r = reversed(xs)
ln = len(xs) + 1
is_str = isinstance(xs, list)
f = open("x")
k = "abc".split(",")
u = "x".encode()
reveal_type(ys)  # N: reveal-type: Revealed type is "list[int]"

# case: no-overload-error-reported-when-unsure
import os
os.path.join("a", "b")
os.environ.get("x", "default")
int("3")
str(3)
float("1.5")
bytes(3)

# case: identity-decorator-keeps-signature
from typing import Callable, TypeVar, NoReturn
F = TypeVar("F", bound=Callable[..., object])
def mark(f: F) -> F:
    return f
@mark
def fail() -> NoReturn:
    raise ValueError
@mark
def add(a: int) -> int:
    return a
def g(x: int) -> int:
    if x:
        return add(x)
    fail()
add("s")  # E: arg-type

# case: unknown-decorator-hides-signature
def deco(f):
    return f
@deco
def add(a: int) -> int:
    return a
add("anything")

# case: decorator-factories-give-the-def-what-they-return
import functools
from typing import Any, Callable, TypeVar
T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])
def retry(times: int) -> Callable[[Callable[..., T]], Callable[..., T]]: raise NotImplementedError
def register(name: str) -> Callable[[F], F]: raise NotImplementedError
@retry(3)
def fetch(url: str) -> bytes: raise NotImplementedError
@register("add")
def add(a: int, b: int) -> int:
    return a + b
@functools.lru_cache(maxsize=None)
def parse(text: str) -> list[str]: raise NotImplementedError
n: int = fetch("u")  # E: assignment: Incompatible types in assignment (expression has type "bytes", variable has type "int")
add(1, "2")  # E: arg-type: Argument 2 to "add" has incompatible type "str"; expected "int"
words: str = parse("a b")  # E: assignment: Incompatible types in assignment (expression has type "list[str]", variable has type "str")
parse.cache_clear()
parse.no_such_method()  # E: attr-defined

# case: decorator-factories-on-methods-bind-like-methods
import functools
from typing import Any, Callable, TypeVar
F = TypeVar("F", bound=Callable[..., Any])
def route(path: str) -> Callable[[F], F]: raise NotImplementedError
class Api:
    @route("/items")
    def items(self, limit: int) -> list[str]:
        return []
    @functools.lru_cache(maxsize=None)
    def lookup(self, key: str) -> int:
        return 0
    @functools.cache
    def total(self) -> int:
        return 0
api = Api()
first: list[str] = api.items(10)
api.items("ten")  # E: arg-type: Argument 1 to "items" of "Api" has incompatible type "str"; expected "int"
api.lookup("k")
api.total()

# case: a-def-that-does-not-fit-its-decorator-is-what-the-decorator-declares
import functools
from typing import Any, Callable
def ints_only(f: Callable[[int], int]) -> Callable[[int], int]: raise NotImplementedError
def untyped_factory(name):
    return lambda f: f
@ints_only  # E: arg-type: Argument 1 to "ints_only" has incompatible type "Callable[[str], str]"; expected "Callable[[int], int]" # N: arg-type: Return type "str" does not fit "int"
def shout(x: str) -> str:
    return x
@untyped_factory("x")
def quiet(x: str) -> str:
    return x
shout(1)
shout("a")  # E: arg-type: Argument 1 to "shout" has incompatible type "str"; expected "int"
quiet(1)

# case: decorators-of-stdlib-keep-or-transform-the-signature
import functools
@functools.singledispatch
def show(x: object) -> str:
    return ""
@show.register
def _(x: int) -> str:
    return str(x)
@show.register(float)
def _float(x: float) -> str:
    return str(x)
text: str = show(1)
count: int = show(1)  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: a-def-called-in-its-own-class-body-is-a-plain-function
import operator
from typing import Any, Callable
class Version:
    def _make_cmp(op: Callable[[Any, Any], bool], symbol: str) -> Any:
        def compare(self: "Version", other: "Version") -> bool:
            return op(self.key, other.key)
        return compare
    __lt__ = _make_cmp(operator.lt, "<")
    if True:
        __gt__ = _make_cmp(operator.gt, ">")
    def __init__(self, key: int) -> None:
        self.key = key
    def bump(self, by: int) -> "Version":
        return Version(self.key + by)
Version(1).bump("2")  # E: arg-type

# case: generator-yield-types
from typing import Generator, Iterator
def count(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1
    yield "done"  # E: misc: Incompatible types in "yield" (actual type "str", expected type "int")
def echo() -> Generator[int, str, bool]:
    received = yield 1
    reveal_type(received)  # N: reveal-type: Revealed type is "str"
    return "no"  # E: return-value: Incompatible return value type (got "str", expected "bool")

# case: generator-ok
from typing import AsyncIterator, Generator, Iterable, Iterator
def pairs(xs: list[int]) -> Iterator[tuple[int, int]]:
    for x in xs:
        yield x, x * 2
def floats() -> Iterable[float]:
    yield 1
    yield 2.5
def gen() -> Generator[str, None, int]:
    yield "a"
    return 3
async def agen() -> AsyncIterator[str]:
    yield "x"
def untyped():
    yield 1
    yield "a"

# case: signature-comment-undefined-name-on-def-line
def f(a):  # E: name-defined: Name "Missing" is not defined
    # type: (int) -> Missing
    return a

# case: nested-functions-see-the-declared-types-of-enclosing-names
from typing import NoReturn
class Errors:
    def report(self, line: int, msg: str) -> None: ...
    def raise_error(self) -> NoReturn: raise SystemExit
def load(errors: Errors, line: int, maybe: int | None) -> None:
    def plugin_error(message: str) -> NoReturn:
        errors.report(line, message)
        errors.raise_error()
    if maybe is None:
        return
    def uses() -> int:
        return maybe + 1
    plugin_error("x")

# case: nested-functions-check-enclosing-names
def load(line: int, name: str) -> None:
    def bad() -> str:
        return line  # E: return-value
    def worse() -> int:
        return name.size  # E: attr-defined

# case: an-enclosing-parameter-shadows-a-module-function-in-nested-scopes
from typing import Any, Callable
def validator(name: str) -> int:
    return 1
def make(validator: Callable[..., Any], flag: bool) -> Callable[..., Any]:
    if flag:
        return lambda cls, v: validator(cls, v, values=v)
    def call(cls: type, v: object) -> Any:
        return validator(cls, v, field=None)
    return call

# case: an-enclosing-parameter-keeps-its-declared-type-in-nested-functions
from typing import Callable
def validator(name: str) -> int:
    return 1
def make(validator: Callable[[int], int], other: int) -> None:
    def call() -> int:
        return validator("x")  # E: arg-type
    lambda: validate(1)  # E: name-defined: Name "validate" is not defined; did you mean "validator"?

# case: an-annotation-naming-an-enclosing-parameter-of-type-any-is-any
from typing import Any
def outer(cl: Any) -> None:
    def inner(obj: object) -> cl:
        return obj
    def undefined(obj: object) -> clx:  # E: name-defined: Name "clx" is not defined; did you mean "cl"?
        return obj

# case: a-def-used-as-a-decorator-in-its-own-class-is-a-plain-function
class Shrinker:
    def __init__(self) -> None:
        self.values: dict[str, object] = {}
    def derived_value(fn):
        def accept(self):
            return self.values.setdefault(fn.__name__, fn(self))
        return property(accept)
    @derived_value
    def examples(self):
        return 1

# case: self-is-still-the-instance-in-other-methods
# (calling self itself is not questioned in an unannotated method, as no member of the
# module's own class is there)
class Shrinker:
    def plain(self):
        reveal_type(self)  # N: reveal-type: Revealed type is "case.Shrinker"
        return self(1)

# case: a-bad-argument-to-an-operator-method-called-by-name-is-an-operator-error
# mypy words it as the operator's error (code operator), which ignore comments name.
class Wrapped(int):
    def __add__(self, other: object) -> int:
        result = int.__add__(self, other)  # type: ignore[operator]
        return result
    def __radd__(self, other: object) -> int:
        return int.__radd__(self, other)  # E: operator: Unsupported operand types for + ("object" and "type[int]")
def use(x: int, o: object, s: str, d: dict[int, int]) -> None:
    x.__sub__(o)  # E: operator: Unsupported operand types for - ("int" and "object")
    s.__contains__(1)  # E: operator: Unsupported operand types for in ("int" and "str")
    d.__getitem__("k")  # E: index: Invalid index type "str" for "dict[int, int]"; expected type "int"
    float.__pow__(1.0, o)  # E: operator: No overload variant of "__pow__" of "float" matches argument types "float", "object" # N: operator
    x.__sub__(o)  # type: ignore[arg-type]  # E: operator # N: operator: Error code "operator" not covered by "type: ignore[arg-type]" comment
    x.bit_length(o)  # E: call-arg
    s.count(1)  # E: arg-type: Argument 1 to "count" of "str" has incompatible type "int"; expected "str"

# case: a-bad-argument-to-an-inherited-operator-through-super-is-named-after-the-defining-class
from datetime import datetime, timedelta
class Item: ...
class Stamp(Item, datetime):
    def __sub__(self, other: timedelta | datetime) -> object:  # type: ignore[override]
        return super().__sub__(other)  # E: operator: Unsupported operand types for - ("datetime" and "timedelta | datetime")

# case: a-default-must-fit-its-parameter
def f(x: int = "a") -> None: ...  # E: assignment: Incompatible default for parameter "x" (default has type "str", parameter has type "int")
def g(*, k: str = 3) -> None: ...  # E: assignment: Incompatible default for parameter "k" (default has type "int", parameter has type "str")
def h(x: int = None) -> None: ...  # E: assignment: Incompatible default for parameter "x" (default has type "None", parameter has type "int") # N: assignment: PEP 484 prohibits implicit Optional: write "int | None"

# case: defaults-that-fit-their-parameters
from typing import Callable, Literal, Protocol
def f(x: float = 1, y: int | None = None, z: list[int] = [], mode: Literal["r", "w"] = "r") -> None: ...
def g(key: Callable[[int], int] = lambda v: v, *, flag: bool = False) -> None: ...
def h(x: int = ...) -> None: ...
class P(Protocol):
    def m(self, x: int = ...) -> None: ...
def untyped(x=1, y="a"): ...

# case: wrapper-returned-for-a-type-variable
# Only the type variable itself (or Any) fits a bare type variable: a wrapper with Any
# parameters is no exception.
from typing import Any, Callable, TypeVar
C = TypeVar("C", bound=Callable[..., Any])
def logged(func: C) -> C:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)
    return wrapper  # E: return-value: Incompatible return value type (got "def wrapper(*args: Any, **kwargs: Any) -> Any", expected "C")

# case: type-variable-return-of-the-argument-or-unknown
from typing import Any, Callable, TypeVar, cast
C = TypeVar("C", bound=Callable[..., Any])
def logged(func: C) -> C:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)
    if func.__name__ == "x":
        return cast(C, wrapper)
    unknown: Any = wrapper
    if unknown:
        return unknown
    return func
def listed(xs: list[Any]) -> list[Any]:
    return [x for x in xs]

# case: argument-of-an-unrelated-class-is-not-excused-by-any
# An Any inside the value cannot make a tuple a ResponseError.
from typing import Any
class ResponseError(Exception): ...
def collect(replies: dict[str, Any], failed: bool) -> None:
    errors = []
    if failed:
        errors.append(ResponseError())
    errors.append((0, replies["a"]))  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "tuple[int, Any]"; expected "ResponseError"

# case: argument-with-any-of-a-related-class-stays-excused
from typing import Any, TextIO
def write(stream: TextIO) -> None: ...
def total(values: list[float]) -> None: ...
def forward(numbers: list[Any], anything: Any) -> None:
    total(numbers)
    total([1, anything])
    write(anything)

# case: a-nested-function-keeps-the-narrowing-where-it-is-defined
# mypy and pyright: an enclosing variable that is not bound again after the nested def keeps
# the type it has at the def, narrowing included, also two levels down; one bound again after
# it has its declared type (a `T | None` stays one), and so do a nested class's methods.
import sys
from typing import Optional
def kept(x: Optional[int]) -> None:
    if x is not None:
        def g() -> int:
            return x
        def h() -> None:
            def deeper() -> int:
                return x + 1
        class Holder:
            def get(self) -> int:
                return x  # E: return-value: Incompatible return value type (got "int | None", expected "int") # N: return-value: Item "None" does not fit
def rebound(x: Optional[int]) -> None:
    if x is not None:
        def g() -> int:
            return x  # E: return-value: Incompatible return value type (got "int | None", expected "int") # N: return-value: Item "None" does not fit
    x = None
def rebound_with_int(x: Optional[int]) -> None:
    if x is None:
        return
    def g() -> int:
        return x  # E: return-value: Incompatible return value type (got "int | None", expected "int") # N: return-value: Item "None" does not fit
    x = 3
def never_narrowed() -> None:
    stream = sys.__stdin__
    def restore() -> None:
        stream.read()  # E: union-attr: Item "None" of "TextIOWrapper[_WrappedBuffer] | None" has no attribute "read"
def narrowed_by_assert() -> None:
    stream = sys.__stdin__
    assert stream is not None
    def restore() -> None:
        stream.read()
def in_a_loop(items: list[Optional[int]]) -> None:
    for y in items:
        if y is not None:
            def g() -> int:
                return y

# case: a-decorator-factory-result-is-generic-in-each-call
# A generic function returning `Callable[..., Callable[[F], F]]`: F belongs to the innermost
# callable, so each decorator the factory makes takes any function and returns it (mypy).
from typing import Any, Callable, TypeVar
F = TypeVar("F", bound=Callable[..., Any])
def make(k: int) -> Callable[..., Callable[[F], F]]: raise NotImplementedError
def use() -> None:
    deco = make(1)
    reveal_type(deco)  # N: reveal-type: Revealed type is "def (*Any, **Any) -> def [F <: def (*Any, **Any) -> Any] (F) -> F"
    def handler(x: int) -> str: return ""
    reveal_type(deco("a")(handler))  # N: reveal-type: Revealed type is "def (x: int) -> str"
    def inner() -> None:
        deco("a")(handler)
    deco("a")(3)  # E: type-var: Value of type variable "F" of function cannot be "int"

# case: any-in-a-default-excuses-it-only-where-it-may-be-why-it-misfits
# mypy: a default is an assignment to the parameter; Any in the default's type excuses it as it
# excuses an assignment. json.loads takes str | bytes | bytearray whatever its **kwds: Any say.
import json
from typing import Any, Callable, TypeVar
T = TypeVar("T")
D = TypeVar("D")
def f(loads: Callable[[T], D] = json.loads) -> None: ...  # E: assignment
def g(loads: Callable[[int], Any] = json.loads) -> None: ...  # E: assignment

# case: any-in-a-default-that-may-be-why-it-misfits-excuses-it-silent
import json
from typing import Any, Callable
def loader(*args: Any, **kwargs: Any) -> Any: ...
def f(loads: Callable[[str], dict[str, int]] = json.loads, other: Callable[[bytes], Any] = loader, n: int = json.loads("1")) -> None: ...

# case: signature-comment-types-star-and-keyword-only-parameters
def join(sep, *parts, **options):
    # type: (str, *int, **bytes) -> str
    reveal_type(parts)  # N: reveal-type: Revealed type is "tuple[int, ...]"
    reveal_type(options)  # N: reveal-type: Revealed type is "dict[str, bytes]"
    return sep
join(",", "a")  # E: arg-type: Argument 2 to "join" has incompatible type "str"; expected "int"
join(",", 1, flag="x")  # E: arg-type: Argument "flag" to "join" has incompatible type "str"; expected "bytes"
class Shelf:
    def put(self, *items, **tags):
        # type: (*int, **str) -> None
        pass
    def take(self, count, *, where):
        # type: (int, str) -> None
        pass
Shelf().put("a")  # E: arg-type: Argument 1 to "put" of "Shelf" has incompatible type "str"; expected "int"
Shelf().take(1, where=2)  # E: arg-type: Argument "where" to "take" of "Shelf" has incompatible type "int"; expected "str"

# case: signature-comment-star-parameters-that-fit
def join(sep, *parts, **options):
    # type: (str, *int, **bytes) -> str
    return sep
join(",", 1, 2, flag=b"x")
class Shelf:
    def put(self, *items, **tags):
        # type: (*int, **str) -> None
        pass
    def take(self, count, *, where):
        # type: (int, str) -> None
        reveal_type(where)  # N: reveal-type: Revealed type is "str"
Shelf().put(1, 2, colour="red")
Shelf().take(1, where="top")
def untyped(*args, **kwargs):
    pass
untyped(1, "a", x=None)

# case: a-def-in-a-block-over-a-none-placeholder-gives-the-name-its-type
def ready() -> bool: return True
handler = None
if ready():
    def handler(code: int) -> str: return ""
handler(1)
handler("x")  # E: arg-type: Argument 1 to "handler" has incompatible type "str"; expected "int"
def local() -> None:
    hook = None
    if ready():
        def hook(x: int) -> None: pass
    hook()  # E: call-arg: Missing positional argument "x" in call to "hook"
    hook(1)

# case: a-none-placeholder-rebound-otherwise-is-silent
def ready() -> bool: return True
def other(code: int) -> str: return ""
handler = None
if ready():
    handler = other
def local() -> None:
    hook = None
    if ready():
        def hook(x: int) -> None: pass
    if hook is not None:
        hook(1)
