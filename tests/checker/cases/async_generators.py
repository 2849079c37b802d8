# Coroutines, await, async iteration and context managers, generators, iteration protocols.

# case: await-coroutine-result
async def one() -> int:
    return 1
async def main() -> str:
    x = await one()
    reveal_type(x)  # N: reveal-type: Revealed type is "int"
    return str(x)

# case: await-awaitable-and-coroutine-values
from typing import Awaitable, Coroutine, Any
async def use(a: Awaitable[int], c: Coroutine[Any, Any, str]) -> None:
    reveal_type(await a)  # N: reveal-type: Revealed type is "int"
    reveal_type(await c)  # N: reveal-type: Revealed type is "str"

# case: await-user-awaitable
from typing import Generator, Any
class Ticket:
    def __await__(self) -> Generator[Any, None, bytes]:
        yield
        return b""
async def main() -> None:
    reveal_type(await Ticket())  # N: reveal-type: Revealed type is "bytes"

# case: await-unknown-and-union-stays-silent
import asyncio
from typing import Any, Awaitable, Union
async def main(x: Any, y: Union[Awaitable[int], Any]) -> None:
    await x
    await y
    await asyncio.sleep(0)
    task = asyncio.ensure_future(asyncio.sleep(0, "r"))
    await task

# case: await-non-awaitable
async def main(n: int, s: str) -> None:
    await n  # E: misc: Incompatible types in "await" (actual type "int", expected type "Awaitable[Any]")
    await 1  # E: misc: Incompatible types in "await" (actual type "int", expected type "Awaitable[Any]")
    await s  # E: misc: Incompatible types in "await" (actual type "str", expected type "Awaitable[Any]")

# case: await-result-misused
async def name() -> str:
    return ""
async def main() -> None:
    n: int = await name()  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: async-def-returns-declared-type
async def f() -> int:
    return "x"  # E: return-value: Incompatible return value type (got "str", expected "int")

# case: async-def-coroutine-value-ok
import asyncio
async def f() -> int:
    return 1
async def main() -> None:
    r = await asyncio.gather(f(), f())
    coro = f()
    reveal_type(coro)  # N: reveal-type: Revealed type is "typing.Coroutine[Any, Any, int]"
    await coro

# case: async-for-user-aiter
from typing import AsyncIterator
class Numbers:
    def __aiter__(self) -> AsyncIterator[int]: raise NotImplementedError
async def main() -> None:
    async for q in Numbers():
        reveal_type(q)  # N: reveal-type: Revealed type is "int"
        w: str = q  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: async-for-user-anext
class Ticker:
    def __aiter__(self) -> "Ticker":
        return self
    async def __anext__(self) -> float:
        return 1.0
async def main() -> None:
    async for t in Ticker():
        reveal_type(t)  # N: reveal-type: Revealed type is "float"
        print(t + 1)

# case: async-for-async-generators
from typing import AsyncGenerator, AsyncIterator
async def ticks() -> AsyncIterator[int]:
    yield 1
async def names() -> AsyncGenerator[str, None]:
    yield "a"
async def main() -> None:
    async for t in ticks():
        reveal_type(t)  # N: reveal-type: Revealed type is "int"
    async for n in names():
        reveal_type(n)  # N: reveal-type: Revealed type is "str"
    items = [n async for n in names()]
    reveal_type(items)  # N: reveal-type: Revealed type is "list[str]"

# case: async-generator-yield-mismatch
from typing import AsyncGenerator, AsyncIterator
async def ticks() -> AsyncIterator[int]:
    yield 1
    yield "a"  # E: misc: Incompatible types in "yield" (actual type "str", expected type "int")
async def names() -> AsyncGenerator[str, None]:
    yield 2  # E: misc: Incompatible types in "yield" (actual type "int", expected type "str")

# case: async-with-user-aenter
class Session:
    async def __aenter__(self) -> "Session":
        return self
    async def __aexit__(self, *exc: object) -> None: ...
    def send(self) -> int:
        return 1
async def main() -> int:
    async with Session() as s:
        reveal_type(s)  # N: reveal-type: Revealed type is "case.Session"
        return s.send()

# case: async-with-entered-value-misused
class Lock:
    async def __aenter__(self) -> bool:
        return True
    async def __aexit__(self, *exc: object) -> None: ...
async def main() -> None:
    async with Lock() as held:
        name: str = held  # E: assignment: Incompatible types in assignment (expression has type "bool", variable has type "str")

# case: async-with-stdlib-ok
import asyncio
async def main(lock: asyncio.Lock) -> None:
    async with lock:
        pass
    async with asyncio.timeout(1):
        pass

# case: generator-yield-send-return
from typing import Generator
def echo() -> Generator[int, str, bool]:
    received = yield 1
    reveal_type(received)  # N: reveal-type: Revealed type is "str"
    return received == "stop"
g = echo()
reveal_type(g.send("x"))  # N: reveal-type: Revealed type is "int"

# case: generator-mismatches
from typing import Generator, Iterator
def counter() -> Generator[int, None, str]:
    yield "a"  # E: misc: Incompatible types in "yield" (actual type "str", expected type "int")
    return 3  # E: return-value: Incompatible return value type (got "int", expected "str")
def it() -> Iterator[str]:
    yield 1  # E: misc: Incompatible types in "yield" (actual type "int", expected type "str")
g = counter()
g.send(1)  # E: arg-type

# case: yield-from-result
from typing import Generator, Iterator
def inner() -> Generator[int, None, str]:
    yield 1
    return "done"
def outer() -> Generator[int, None, None]:
    result = yield from inner()
    reveal_type(result)  # N: reveal-type: Revealed type is "str"
    yield from [1, 2]
def flat() -> Iterator[int]:
    yield from range(3)

# case: yield-from-result-misused
from typing import Generator
def inner() -> Generator[int, None, str]:
    yield 1
    return "done"
def outer() -> Generator[int, None, None]:
    count: int = yield from inner()  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: yield-from-items-that-fit-the-yield-type
from typing import Iterator
class Animal: ...
class Cat(Animal): ...
def cats() -> Iterator[Cat]:
    yield Cat()
def animals() -> Iterator[Animal]:
    yield from cats()
    yield from [Cat(), Animal()]

# case: yield-from-items-must-fit-the-yield-type
from typing import Iterator
class Animal: ...
class Cat(Animal): ...
def only_cats() -> Iterator[Cat]:
    yield from [Animal()]  # E: misc: Incompatible types in "yield from" (actual type "Animal", expected type "Cat")
    yield from "ab"  # E: misc: Incompatible types in "yield from" (actual type "str", expected type "Cat")

# case: yield-from-passes-on-what-is-sent
from typing import Generator
def takes_float() -> Generator[None, float, None]:
    value: float = yield
def takes_str() -> Generator[None, str, None]:
    yield from takes_float()  # E: misc: Incompatible send type in "yield from" (the generator is sent "str", the one it delegates to accepts "float")

# case: yield-from-passes-on-what-fits
from typing import Any, Generator, Iterator
def takes_float() -> Generator[None, float, None]:
    value: float = yield
def takes_int() -> Generator[None, int, None]:
    yield from takes_float()
def takes_nothing() -> Generator[None, None, None]:
    yield from takes_float()
def takes_anything() -> Generator[None, Any, None]:
    yield from takes_float()
def plain() -> Iterator[None]:
    yield from takes_float()

# case: generator-with-a-return-type-must-return
from typing import Generator
def parse() -> Generator[int, None, str]:  # E: return: Missing return statement
    yield 1

# case: generator-that-returns-or-owes-nothing
from typing import Generator, Iterable, Iterator
def finish() -> Generator[int, None, str]:
    yield 1
    return "done"
def nothing_owed() -> Generator[int, None, None]:
    yield 1
def stream() -> Iterator[int]:
    yield 1
def forever() -> Generator[int, None, str]:
    while True:
        yield 1
def empty() -> Iterable[str]:
    return
    yield ""

# case: for-over-user-iter
from typing import Iterator
class Words:
    def __iter__(self) -> Iterator[str]:
        yield "a"
class Countdown:
    def __iter__(self) -> "Countdown":
        return self
    def __next__(self) -> int:
        raise StopIteration
for w in Words():
    reveal_type(w)  # N: reveal-type: Revealed type is "str"
for n in Countdown():
    reveal_type(n)  # N: reveal-type: Revealed type is "int"

# case: for-over-getitem-only-is-not-iterable
# The old __getitem__ protocol runs, but the class is no Iterable: mypy reports every iteration.
from typing import Any
class Legacy:
    def __getitem__(self, i: int) -> bytes:
        raise IndexError
    def __str__(self) -> str:
        return ""
for b in Legacy():  # E: attr-defined: "Legacy" has no attribute "__iter__"; maybe "__str__"? (not iterable)
    print(b)
def walk(node: Legacy, nodes: Legacy | list[int]) -> None:
    kids = [k for k in node]  # E: attr-defined: "Legacy" has no attribute "__iter__"; maybe "__str__"? (not iterable)
    first, second = node  # E: misc: "Legacy" object is not iterable
    for n in nodes:  # E: union-attr: Item "Legacy" of "Legacy | list[int]" has no attribute "__iter__" (not iterable)
        pass
    print(1 in node)  # E: operator: Unsupported right operand type for in ("Legacy")

# case: for-over-getitem-with-iter-or-any-silent
from typing import Any, Iterator
class Seq:
    def __getitem__(self, i: int) -> bytes:
        raise IndexError
    def __iter__(self) -> Iterator[bytes]:
        return iter([])
class Loose(Any):
    def __getitem__(self, i: int) -> bytes:
        raise IndexError
def walk(s: Seq, l: Loose) -> None:
    for b in s:
        reveal_type(b)  # N: reveal-type: Revealed type is "bytes"
    for x in l:
        pass
    a, c = l
    print(b"" in s, 1 in l, [k for k in l])

# case: for-over-non-iterable
class Plain:
    pass
for i in 5:  # E: attr-defined
    pass
for p in Plain():  # E: attr-defined: "Plain" has no attribute "__iter__" (not iterable)
    pass
for q in None:  # E: attr-defined: "None" has no attribute "__iter__" (not iterable)
    pass

# case: for-over-async-iterator
from typing import AsyncIterator
async def ticks() -> AsyncIterator[int]:
    yield 1
def main() -> None:
    for t in ticks():  # E: attr-defined
        pass

# case: for-item-type-misused
from typing import Iterator
class Words:
    def __iter__(self) -> Iterator[str]:
        yield "a"
for w in Words():
    n: int = w  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: iterables-of-any-stay-silent
from typing import Any, Iterable
def f(xs: Any, ys: Iterable[Any], zs: "Iterable[int] | Any") -> None:
    for x in xs:
        x.anything()
    for y in ys:
        y.anything()
    for z in zs:
        pass

# case: generator-function-without-annotation-ok
def numbers():
    yield 1
    x = yield
    return x
async def stream():
    yield 1
async def main() -> None:
    async for s in stream():
        print(s)
    for n in numbers():
        print(n)

# case: generator-expression-and-await-in-comprehension
import asyncio
async def f(i: int) -> str:
    return str(i)
async def main() -> None:
    results = [await f(i) for i in range(3)]
    reveal_type(results)  # N: reveal-type: Revealed type is "list[str]"
    gen = (i * 2 for i in range(3))
    reveal_type(gen)  # N: reveal-type: Revealed type is "typing.Generator[int, None, None]"

# case: generator-declared-return-type-wrong
from typing import AsyncIterator, Iterator
def numbers() -> int:  # E: misc: The return type of a generator function should be "Generator" or one of its supertypes
    yield 1
def items() -> list[int]:  # E: misc: The return type of a generator function should be "Generator" or one of its supertypes
    yield 1
async def ticks() -> Iterator[int]:  # E: misc: The return type of an async generator function should be "AsyncGenerator" or one of its supertypes
    yield 1
def counted() -> Iterator[int]:
    yield 1
    return 5  # E: return-value: No return value expected
def nothing() -> None:  # E: misc: The return type of a generator function should be "Generator" or one of its supertypes
    yield
async def nothing_later() -> None:  # E: misc: The return type of an async generator function should be "AsyncGenerator" or one of its supertypes
    yield
def untyped(x: int):
    yield x

# case: generator-declared-return-type-ok
import contextlib
from typing import Any, AsyncIterable, AsyncIterator, Generator, Iterable, Iterator
def a() -> Iterable[int]:
    yield 1
def b() -> object:
    yield 1
def c() -> Generator[int, None, None]:
    yield 1
    return None
def d() -> Iterator[int]:
    yield 1
    return
async def e() -> AsyncIterable[int]:
    yield 1
@contextlib.contextmanager
def f() -> Iterator[None]:
    yield
def g() -> Any:
    yield 1

# case: async-with-aexit-bool-may-swallow
class Swallow:
    async def __aenter__(self) -> None: ...
    async def __aexit__(self, *exc: object) -> bool:
        return True
class Plain:
    async def __aenter__(self) -> None: ...
    async def __aexit__(self, *exc: object) -> None: ...
async def f() -> int:  # E: return: Missing return statement
    async with Swallow():
        return 1
async def g() -> int:
    async with Plain():
        return 1

# case: a-coroutine-dropped-or-used-as-a-value-is-reported
from typing import Any
async def fetch() -> int:
    return 1
async def main(rows: list[Any]) -> None:
    fetch()  # E: unused-coroutine: Value of type "Coroutine[Any, Any, int]" must be used # N: unused-coroutine: Are you missing an await?
    pending = fetch()
    pending + 1  # E: operator: Unsupported operand types for + ("Coroutine[Any, Any, int]" and "int") # N: operator: Maybe you forgot to use "await"?
    rows + 1  # E: operator: Unsupported operand types for + ("list[Any]" and "int")

# case: an-awaited-or-kept-coroutine-is-silent
import asyncio
async def fetch() -> int:
    return 1
async def main() -> None:
    await fetch()
    task = asyncio.ensure_future(fetch())
    await task
    kept = fetch()
    await kept
def untyped():
    fetch()

# case: coroutines-handed-to-something-that-runs-them-are-silent
import asyncio
async def fetch() -> int:
    return 1
async def main() -> None:
    asyncio.create_task(fetch())
    await asyncio.gather(fetch(), fetch())
    await asyncio.wait_for(fetch(), 1)
    jobs = [fetch() for _ in range(3)]
    await asyncio.gather(*jobs)
    asyncio.run(fetch()) if False else None

# case: async-for-over-no-async-iterable
from collections.abc import AsyncIterator, Iterator
class Rows:
    def __iter__(self) -> Iterator[int]: ...  # E: empty-body
    def __ainit__(self) -> None: ...
async def f(rows: list[int], maybe: AsyncIterator[int] | None, lines: Iterator[str], odd: Rows) -> None:
    async for row in rows:  # E: attr-defined: "list[int]" has no attribute "__aiter__" (not async iterable)
        pass
    async for item in maybe:  # E: union-attr: Item "None" of "AsyncIterator[int] | None" has no attribute "__aiter__" (not async iterable)
        pass
    async for o in odd:  # E: attr-defined: "Rows" has no attribute "__aiter__"; maybe "__iter__" or "__ainit__"? (not async iterable)
        pass
    [line async for line in lines]  # E: attr-defined: "Iterator[str]" has no attribute "__aiter__" (not async iterable)

# case: async-for-over-no-async-iterable-silent
from collections.abc import AsyncIterable, AsyncIterator
from typing import Any
class Stream:
    def __aiter__(self) -> "Stream":
        return self
    async def __anext__(self) -> bytes:
        raise StopAsyncIteration
async def f(source: AsyncIterable[int], stream: Stream, anything: Any, either: AsyncIterator[int] | Stream) -> None:
    async for n in source:
        pass
    async for chunk in stream:
        chunk.decode()
    async for a in anything:
        pass
    async for x in either:
        pass
    [n async for n in source]

# case: async-with-enter-or-exit-not-awaitable
class Gate:
    def __aenter__(self) -> int:
        return 0
    async def __aexit__(self, *exc: object) -> None:
        pass
class Door:
    async def __aenter__(self) -> "Door":
        return self
    def __aexit__(self, *exc: object) -> str:
        return ""
async def f() -> None:
    async with Gate() as g:  # E: misc: Incompatible types in "async with" for "__aenter__" (actual type "int", expected type "Awaitable[Any]")
        pass
    async with Door():  # E: misc: Incompatible types in "async with" for "__aexit__" (actual type "str", expected type "Awaitable[Any]")
        pass

# case: async-with-enter-or-exit-not-awaitable-silent
from typing import Any, Awaitable
class Lazy:
    def __aenter__(self) -> Awaitable[int]:
        raise NotImplementedError
    def __aexit__(self, *exc: object) -> Any: ...
class Plain:
    async def __aenter__(self) -> int:
        return 1
    async def __aexit__(self, *exc: object) -> bool:
        return False
async def f() -> None:
    async with Lazy() as n:
        reveal_type(n)  # N: reveal-type: Revealed type is "int"
    async with Plain() as m:
        reveal_type(m)  # N: reveal-type: Revealed type is "int"

# case: await-plain-generator-call
from typing import Iterator, Generator
def ticks() -> Generator[int, None, str]:
    yield 1
    return "done"
def counts() -> Iterator[int]:
    yield 1
async def main() -> None:
    await ticks()  # E: misc: Incompatible types in "await" (actual type "Generator[int, None, str]", expected type "Awaitable[Any]")
    await counts()  # E: misc: Incompatible types in "await" (actual type "Iterator[int]", expected type "Awaitable[Any]")

# case: await-decorated-or-stored-generator-silent
import types
from typing import Any, Generator
@types.coroutine
def ticks() -> Generator[int, None, str]:
    yield 1
    return "done"
async def main(g: Generator[Any, None, int]) -> None:
    await ticks()
    pending = ticks()
    await pending
    await g

# case: yield-from-a-coroutine-in-a-types-coroutine-generator
# A generator under ``@types.coroutine`` is awaitable, and its ``yield from`` awaits a
# coroutine (mypy); a plain generator's may not.
from collections.abc import Generator
from types import coroutine as as_coroutine
from typing import Any, assert_type
async def fetch() -> int:
    return 1
@as_coroutine
def bridge() -> Generator[Any, None, None]:
    value = yield from fetch()
    assert_type(value, int)
def plain() -> Generator[Any, None, None]:
    value = yield from fetch()  # E: misc: "yield from" can't be applied to "Coroutine[Any, Any, int]"

# case: yield-from-a-coroutine-in-a-types-coroutine-generator-silent
import types
from collections.abc import Generator
from typing import Any
async def fetch() -> int:
    return 1
@types.coroutine
def bridge() -> Generator[Any, None, int]:
    value = yield from fetch()
    return value + 1
