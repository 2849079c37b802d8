# A def nested in a method (or in a generic function) uses the type variables the enclosing
# class and functions bind; it binds only the others (typing spec, "Scoping rules for type
# variables"), so two nested defs over the class's R are compared as they are.

# case: nested-defs-over-the-class-type-variable-are-not-generic
from typing import Awaitable, Callable, Coroutine, Generic, TypeVar
R = TypeVar("R")
class Worker(Generic[R]):
    def run(self, flag: bool) -> None:
        def run_awaitable(work: Awaitable[R]) -> R:
            raise NotImplementedError
        def run_coroutine(work: Callable[[], Coroutine[None, None, R]]) -> R:
            raise NotImplementedError
        if flag:
            runner = run_coroutine
        else:
            runner = run_awaitable  # E: assignment: Incompatible types in assignment (expression has type "Callable[[Awaitable[R]], R]", variable has type "Callable[[Callable[[], Coroutine[None, None, R]]], R]")  # N: assignment: Parameter 1 "Awaitable[R]" does not accept "Callable[[], Coroutine[None, None, R]]"
        reveal_type(run_coroutine)  # N: reveal-type: Revealed type is "def (work: def () -> typing.Coroutine[None, None, R]) -> R"

# case: nested-defs-with-their-own-type-variables-stay-generic
from typing import Generic, TypeVar
R = TypeVar("R")
S = TypeVar("S")
class Box(Generic[R]):
    def __init__(self, item: R) -> None:
        self.item = item
    def get(self) -> R:
        def inner() -> R:
            return self.item
        def pair(other: S) -> tuple[R, S]:
            return self.item, other
        first = pair(1)
        second = pair("a")
        return inner()
def outer(x: int) -> None:
    def ident(y: S) -> S:
        return y
    reveal_type(ident)  # N: reveal-type: Revealed type is "def [S] (y: S) -> S"
    a = ident(1)
    b = ident("s")

# case: a-def-nested-in-a-function-over-anystr-uses-each-constraint-of-the-pass
from typing import AnyStr, Callable, Iterator
def stream(parts: Iterator[AnyStr]) -> Iterator[AnyStr] | Callable[[], Iterator[AnyStr]]:
    def generator() -> Iterator[AnyStr]:
        yield from parts
    wrapped = generator()
    next(wrapped)
    return wrapped
def first(parts: list[AnyStr]) -> AnyStr:
    def pick(i: int) -> AnyStr:
        return parts[i]
    return pick(0)

# case: a-def-nested-in-a-function-over-anystr-is-checked-in-each-pass
from typing import AnyStr
def joined(a: AnyStr) -> AnyStr:
    def twice() -> AnyStr:
        return a + a
    def wrong() -> AnyStr:
        return "x"  # E: return-value: Incompatible return value type (got "str", expected "bytes")
    return twice()
