# TypeVarTuple and Unpack (typing spec, "Generics: TypeVarTuple"): *args: Unpack[Ts] solved from
# the call (also with no extra argument), Callable[[Unpack[Ts]], R], tuple[Unpack[Ts]], classes.
# The 3.11 star syntax (*args: *Ts) is in typevartuple_syntax.case.

# case: typevartuple-callback-with-no-extra-arguments
from typing import Callable
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def call_soon(callback: Callable[[Unpack[Ts]], object], *args: Unpack[Ts]) -> None: ...
def tick() -> None: ...
def add(x: int, y: str) -> int:
    return x
call_soon(tick)
call_soon(add, 1, "a")
call_soon(lambda: None)

# case: typevartuple-callback-arguments-must-fit
from typing import Callable
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def call_soon(callback: Callable[[Unpack[Ts]], object], *args: Unpack[Ts]) -> None: ...
def tick() -> None: ...
def one(x: int) -> None: ...
call_soon(one)  # E: arg-type: Argument 1 to "call_soon" has incompatible type "Callable[[int], None]"; expected "Callable[[], object]" # N: arg-type
call_soon(one, "a")  # E: arg-type: Argument 1 to "call_soon" has incompatible type "Callable[[int], None]"; expected "Callable[[str], object]" # N: arg-type
call_soon(tick, 1)  # E: arg-type # N: arg-type: Too many positional parameters: accepts 0

# case: typevartuple-asyncio-callbacks
import asyncio
def tick() -> None: ...
def ready(fd: int) -> None: ...
def schedule(loop: asyncio.AbstractEventLoop) -> None:
    loop.call_soon(tick)
    loop.call_soon_threadsafe(tick)
    loop.call_later(0.5, tick)
    loop.call_at(loop.time() + 1, ready, 3)
    loop.add_reader(3, tick)

# case: typevartuple-asyncio-callback-mismatch
import asyncio
def ready(fd: int) -> None: ...
def schedule(loop: asyncio.AbstractEventLoop) -> None:
    loop.call_soon(ready)  # E: arg-type # N: arg-type

# case: typevartuple-unknown-lengths-are-unbounded-items
# A spread of unknown length solves Ts with an unbounded part: ``*tuple[int, ...]`` after what
# comes before it, which the callback must take, for every length (mypy and pyright: ``loose``
# needs one int, and none may come). Any stays gradual.
from typing import Any, Callable, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def call_soon(callback: Callable[[Unpack[Ts]], object], *args: Unpack[Ts]) -> None: ...
def add(x: int, y: int) -> None: ...
def loose(x: int, *rest: int) -> None: ...
def text(x: str, *rest: Any) -> None: ...
def run(xs: list[int], anything: Any, t: Tuple[int, ...], a: Tuple[Any, ...], maybe: int | None) -> None:
    call_soon(add, *xs)  # E: arg-type: Argument 1 to "call_soon" has incompatible type "Callable[[int, int], None]"; expected "def (*int) -> object" # N: arg-type
    call_soon(anything, 1, 2, 3)
    call_soon(add, *t)  # E: arg-type # N: arg-type
    call_soon(loose, *t)  # E: arg-type # N: arg-type: Parameter "x" would never receive a value
    call_soon(loose, 1, *t)
    call_soon(text, "a", *a)
    call_soon(text, maybe, *a)  # E: arg-type: Argument 1 to "call_soon" has incompatible type "def text(x: str, *rest: Any) -> None"; expected "def (int | None, /, *Any) -> object" # N: arg-type
    call_soon(add, *anything)

# case: typevartuple-solved-types
from typing import Callable, Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
T = TypeVar("T")
def pack(*args: Unpack[Ts]) -> Tuple[Unpack[Ts]]:
    return args
def submit(fn: Callable[[Unpack[Ts]], T], *args: Unpack[Ts]) -> T: raise NotImplementedError
def rest(t: Tuple[int, Unpack[Ts]]) -> Tuple[Unpack[Ts]]: raise NotImplementedError
def add(x: int, y: int) -> int:
    return x
reveal_type(pack(1, "a"))  # N: reveal-type: Revealed type is "tuple[int, str]"
reveal_type(pack())  # N: reveal-type: Revealed type is "tuple[()]"
reveal_type(submit(add, 1, 2))  # N: reveal-type: Revealed type is "int"
reveal_type(rest((1, "a", None)))  # N: reveal-type: Revealed type is "tuple[str, None]"

# case: typevartuple-solved-types-checked
from typing import Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def pack(*args: Unpack[Ts]) -> Tuple[Unpack[Ts]]:
    return args
x: Tuple[int, int] = pack(1, "a")  # E: assignment # N: assignment
y: Tuple[int] = pack()  # E: assignment # N: assignment: Expected 1 items, got 0

# case: typevartuple-body-of-a-variadic-function
from typing import Callable, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def run(fn: Callable[[Unpack[Ts]], None], *args: Unpack[Ts]) -> Tuple[Unpack[Ts]]:
    fn(*args)
    print(len(args), args)
    reveal_type(args)  # N: reveal-type: Revealed type is "tuple[Unpack[Ts]]"
    return args

# case: typevartuple-generic-class
from typing import Generic, Optional, Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
T = TypeVar("T")
class Array(Generic[Unpack[Ts]]):
    def shape(self) -> Tuple[Unpack[Ts]]: raise NotImplementedError
class Tagged(Generic[T, Unpack[Ts]]):
    def tag(self) -> T: raise NotImplementedError
    def rest(self) -> Tuple[Unpack[Ts]]: raise NotImplementedError
def use(a: Array[int, str], e: Array[()], t: Tagged[str], u: Tagged[str, int, int]) -> None:
    reveal_type(a.shape())  # N: reveal-type: Revealed type is "tuple[int, str]"
    reveal_type(e.shape())  # N: reveal-type: Revealed type is "tuple[()]"
    reveal_type(t.rest())  # N: reveal-type: Revealed type is "tuple[()]"
    reveal_type(u.rest())  # N: reveal-type: Revealed type is "tuple[int, int]"

# case: typevartuple-generic-class-too-few-arguments
from typing import Generic, Optional, TypeVar
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
T = TypeVar("T")
K = TypeVar("K")
class Tagged(Generic[T, K, Unpack[Ts]]): ...
t: Optional[Tagged[str]] = None  # E: type-arg: "Tagged" expects at least 2 type arguments, but 1 given

# case: returned-typevar-bound-through-a-variadic-self-type
from typing import Any, Generic, Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
_T = TypeVar("_T")
_Ts = TypeVarTuple("_Ts")
TupleAny = Tuple[Any, ...]
class Row(Generic[Unpack[_Ts]]): ...
class Result(Generic[Unpack[_Ts]]):
    def scalar_one(self: "Result[_T, Unpack[TupleAny]]") -> _T:
        raise NotImplementedError
    def first(self, row: Row[_T, Unpack[TupleAny]]) -> _T:
        raise NotImplementedError

# case: returned-typevar-named-only-by-another-variadic-argument-is-still-unbound
from typing import Any, Generic, Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
_T = TypeVar("_T")
_U = TypeVar("_U")
_Ts = TypeVarTuple("_Ts")
class Result(Generic[Unpack[_Ts]]):
    def scalar_one(self, other: "Result[_U, Unpack[Tuple[Any, ...]]]") -> _T:  # E: type-var
        raise NotImplementedError

# case: a-class-written-with-its-own-unpacked-parameter-is-its-self-type
# SQLAlchemy engine/result.py: ``Result[Unpack[_Ts]]`` inside Result is Result's self type,
# not Result[tuple[*_Ts]] (FrozenResult(self), ``def __aiter__(self) -> AsyncResult[*_Ts]``).
from typing import Any, Generic, TypeVar
from typing_extensions import TypeVarTuple, Unpack
_Ts = TypeVarTuple("_Ts")
_R = TypeVar("_R")
class Row(Generic[Unpack[_Ts]]): ...
class Base(Generic[_R]): ...
class Result(Base[Row[Unpack[_Ts]]]):
    def freeze(self) -> "Frozen[Unpack[_Ts]]":
        return Frozen(self)
    def me(self) -> "Result[Unpack[_Ts]]":
        return self
    def loose(self) -> "Result[Unpack[tuple[Any, ...]]]":
        return self
class Frozen(Generic[Unpack[_Ts]]):
    def __init__(self, result: Result[Unpack[_Ts]]) -> None: ...
def pair(r: Result[int, str]) -> Frozen[int, str]:
    return r.freeze()

# case: a-class-with-its-unpacked-parameter-is-still-checked
from typing import Generic
from typing_extensions import TypeVarTuple, Unpack
_Ts = TypeVarTuple("_Ts")
class Result(Generic[Unpack[_Ts]]):
    def me(self) -> "Result[int, Unpack[_Ts]]":
        return self  # E: return-value # N: return-value
def pair(r: Result[int, str]) -> Result[str, int]:
    return r.me()  # E: return-value # N: return-value

# case: an-overloaded-function-for-a-callable-of-star-ts-calls-the-item-that-takes-the-arguments
from typing import Awaitable, Callable, TypeVar, TypeVarTuple, Unpack, overload
Ts = TypeVarTuple("Ts")
R = TypeVar("R")
def run(fn: Callable[[Unpack[Ts]], Awaitable[R]], *args: Unpack[Ts]) -> R: raise NotImplementedError
@overload
async def convert(arg: int) -> str: ...
@overload
async def convert(arg: str) -> int: ...
async def convert(arg: "int | str") -> "int | str":
    return arg
reveal_type(run(convert, 5))  # N: reveal-type: Revealed type is "str"
reveal_type(run(convert, ""))  # N: reveal-type: Revealed type is "int"

# case: an-overloaded-function-for-a-callable-of-star-ts-returns-the-chosen-items-type
from typing import Awaitable, Callable, TypeVar, TypeVarTuple, Unpack, overload
Ts = TypeVarTuple("Ts")
R = TypeVar("R")
def run(fn: Callable[[Unpack[Ts]], Awaitable[R]], *args: Unpack[Ts]) -> R: raise NotImplementedError
@overload
async def convert(arg: int) -> str: ...
@overload
async def convert(arg: str) -> int: ...
async def convert(arg: "int | str") -> "int | str":
    return arg
count: int = run(convert, 5)  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: overload-chosen-by-the-shape-of-a-variadic-self
from typing import Any, Generic, TypeVar, overload
from typing_extensions import TypeVarTuple, Unpack
Shape = TypeVarTuple("Shape")
A = TypeVar("A")
B = TypeVar("B")
C = TypeVar("C")
class Grid(Generic[Unpack[Shape]]):
    @overload
    def flip(self: "Grid[A, B]") -> "Grid[B, A]": ...
    @overload
    def flip(self: "Grid[A, B, C]") -> "Grid[C, B, A]": ...
    def flip(self) -> Any: ...
def use(two: Grid[int, str], three: Grid[int, str, bytes]) -> None:
    reveal_type(two.flip())  # N: reveal-type: Revealed type is "case.Grid[str, int]"
    reveal_type(three.flip())  # N: reveal-type: Revealed type is "case.Grid[bytes, str, int]"

# case: typevartuple-lambda-given-as-an-item-of-star-args
from typing import Any, Awaitable, Callable, Coroutine, TypeVar
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
T = TypeVar("T")
def start_soon(func: Callable[[Unpack[Ts]], Coroutine[Any, Any, T]], *args: Unpack[Ts]) -> T:
    raise NotImplementedError
async def work() -> None: ...
async def cancel_on_finish(coro: Callable[[], Awaitable[None]]) -> None:
    await coro()
start_soon(cancel_on_finish, lambda: work())
start_soon(cancel_on_finish, work)

# case: typevartuple-lambda-item-that-does-not-fit
from typing import Any, Awaitable, Callable, Coroutine, TypeVar
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
T = TypeVar("T")
def start_soon(func: Callable[[Unpack[Ts]], Coroutine[Any, Any, T]], *args: Unpack[Ts]) -> T:
    raise NotImplementedError
async def cancel_on_finish(coro: Callable[[], Awaitable[None]]) -> None:
    await coro()
start_soon(cancel_on_finish, lambda: 1)  # E: arg-type: Argument 1 to "start_soon" has incompatible type "Callable[[Callable[[], Awaitable[None]]], Coroutine[Any, Any, None]]"; expected "Callable[[Callable[[], int]], Coroutine[Any, Any, None]]"  # N: arg-type: Parameter 1 "Callable[[], Awaitable[None]]" does not accept "Callable[[], int]"
