# Statement placement, checked before inference: loops, functions, coroutines, nonlocal, stars.

# case: break-outside-loop
def drain(items: list[int]) -> None:
    items.clear()
break  # E: misc: "break" outside loop

# case: break-and-continue-inside-loops
def first_even(items: list[int]) -> int:
    found = -1
    for item in items:
        if item % 2:
            continue
        found = item
        break
    else:
        found = 0
    while found < 0:
        break
    return found

# case: continue-in-a-def-inside-a-loop-is-outside-the-loop
for attempt in range(3):
    def retry() -> None:
        continue  # E: misc: "continue" outside loop

# case: break-in-a-class-body-inside-a-loop
for n in range(2):
    class Holder:
        break  # E: misc: "break" outside loop

# case: break-in-loop-else-is-outside-the-loop
def scan(items: list[int]) -> None:
    for item in items:
        pass
    else:
        break  # E: misc: "break" outside loop

# case: return-outside-function
total = 0
return total  # E: misc: "return" outside function

# case: return-in-a-class-body
class Config:
    name = "x"
    return None  # E: misc: "return" outside function

# case: return-in-a-method-is-fine
class Service:
    def name(self) -> str:
        return "svc"

# case: yield-outside-function
yield 1  # E: misc: "yield" outside function
x = yield  # E: misc: "yield" outside function

# case: yield-from-in-class-body
class Stream:
    items = yield from [1]  # E: misc: "yield from" outside function

# case: yield-inside-comprehension
from typing import Iterator
def numbers() -> Iterator[int]:
    squares = [(yield n) for n in range(3)]  # E: misc: "yield" inside comprehension or generator expression
    pairs = {n: (yield n) for n in range(3)}  # E: misc: "yield" inside comprehension or generator expression
    lazy = ((yield n) for n in range(3))  # E: misc: "yield" inside comprehension or generator expression

# case: yield-in-first-iterable-of-comprehension-is-the-functions
from typing import Generator
def relay() -> Generator[int, list[int], None]:
    doubled = [n * 2 for n in (yield 0)]
    noop = lambda: (yield)

# case: await-outside-coroutine
import asyncio
def sync_caller() -> None:
    asyncio.run(asyncio.sleep(0))
    await asyncio.sleep(0)  # E: await-not-async: "await" outside coroutine ("async def")
    later = lambda: (await asyncio.sleep(0))  # E: await-not-async: "await" outside coroutine ("async def")

# case: await-at-module-level
import asyncio
await asyncio.sleep(0)  # E: top-level-await: "await" outside function
class Late:
    await asyncio.sleep(0)  # E: top-level-await: "await" outside function

# case: await-in-coroutine-and-its-comprehensions
import asyncio
async def fetch(delay: float) -> float:
    await asyncio.sleep(delay)
    return delay
async def gather_all(delays: list[float]) -> list[float]:
    return [await fetch(d) for d in delays]

# case: async-for-and-with-outside-async-function
import asyncio
from typing import AsyncIterator
async def ticks() -> AsyncIterator[int]:
    yield 1
def consume(lock: asyncio.Lock) -> None:
    async for t in ticks():  # E: syntax: "async for" outside async function
        pass
    async with lock:  # E: syntax: "async with" outside async function
        pass
    seen = [t async for t in ticks()]  # E: syntax: "async for" outside async function

# case: async-for-and-with-inside-async-function
import asyncio
from typing import AsyncIterator
async def ticks() -> AsyncIterator[int]:
    yield 1
async def consume(lock: asyncio.Lock) -> list[int]:
    async with lock:
        async for t in ticks():
            pass
    lazy = (t async for t in ticks())
    return [t async for t in ticks()]

# case: return-value-in-async-generator
from typing import AsyncIterator
async def countdown(n: int) -> AsyncIterator[int]:
    yield n
    return n  # E: misc: "return" with value in async generator is not allowed

# case: bare-return-in-async-generator-is-fine
from typing import AsyncIterator
async def countdown(n: int) -> AsyncIterator[int]:
    if n < 0:
        return
    yield n
async def plain(n: int) -> int:
    return n

# case: yield-from-in-async-function
async def relay() -> None:
    yield from [1]  # E: misc: "yield from" in async function

# case: nonlocal-without-binding
def outer() -> None:
    count = 0
    def inner() -> None:
        nonlocal count, missing  # E: misc: No binding for nonlocal "missing" found
        count += 1
    inner()
def top() -> None:
    nonlocal total  # E: misc: No binding for nonlocal "total" found

# case: nonlocal-at-module-level
counter = 0
nonlocal counter  # E: misc: nonlocal declaration not allowed at module level

# case: nonlocal-skips-class-scopes
def make() -> None:
    name = "a"
    class Inner:
        name = "b"
        def rename(self) -> None:
            nonlocal name
            name = "c"
        def other(self) -> None:
            nonlocal label  # E: misc: No binding for nonlocal "label" found

# case: nonlocal-binding-later-in-the-enclosing-function
# Python accepts a binding after the nested def (mypy asks for it first; a false positive).
from typing import Callable
def make_counter() -> Callable[[], int]:
    def bump() -> int:
        nonlocal value
        value += 1
        return value
    value = 0
    return bump

# case: nonlocal-after-local-binding-or-global
def outer() -> None:
    level = 1
    def inner() -> None:
        level = 2
        nonlocal level  # E: misc: Name "level" is already defined in local scope before nonlocal declaration
    def other() -> None:
        global level
        nonlocal level  # E: misc: Name "level" is nonlocal and global

# case: starred-assignment-targets
values = [1, 2, 3]
*rest = values  # E: misc: Starred assignment target must be in a list or tuple
first, *middle, *end = values  # E: misc: Two starred expressions in assignment
for *items in [values]:  # E: misc: Starred assignment target must be in a list or tuple
    pass

# case: starred-value-outside-a-display
values = [1, 2]
copy = *values  # E: misc: can't use starred expression here

# case: starred-where-python-takes-them
values = [1, 2, 3]
head, *tail = values
[a, *b] = values
for x, *ys in [values]:
    pass
packed = *values, 4
merged = [*values, *tail]
print(*values)

# case: overloads-without-implementation
from typing import overload
@overload  # E: no-overload-impl: An overloaded function outside a stub file must have an implementation
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
class Reader:
    @overload  # E: no-overload-impl: An overloaded function outside a stub file must have an implementation
    def read(self, n: int) -> bytes: ...
    @overload
    def read(self, n: None) -> str: ...

# case: single-overload-item
from typing import overload
@overload  # E: misc: Single overload definition, multiple required
def parse(x: int) -> int: ...
def parse(x: int) -> int:
    return x

# case: overloads-of-protocols-abstract-methods-and-with-implementation
from abc import ABC, abstractmethod
from typing import Protocol, overload, Union
class Source(Protocol):
    @overload
    def read(self, n: int) -> bytes: ...
    @overload
    def read(self, n: None) -> str: ...
class Base(ABC):
    @overload
    @abstractmethod
    def get(self, key: int) -> int: ...
    @overload
    @abstractmethod
    def get(self, key: str) -> str: ...
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]:
    return x
