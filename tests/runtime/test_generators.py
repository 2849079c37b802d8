"""Generators (yield, send, return values), coroutines and async generators."""

from __future__ import annotations

import asyncio

import pytest

from hintloader.errors import HintTypeError

SOURCE = '''
from typing import AsyncGenerator, AsyncIterator, Generator, Iterator


def count(n: int) -> Iterator[int]:
    for i in range(n):
        yield i if i != 2 else "two"


def echo() -> Generator[int, str, bool]:
    received = yield 0
    while received != "stop":
        received = yield len(received)
    return "done" if received == "stop" else True


def delegating() -> Generator[int, None, None]:
    yield from count(2)


async def add(x: int) -> int:
    await asyncio.sleep(0)
    return x + 1 if x >= 0 else "negative"


async def ticks(n: int) -> AsyncIterator[int]:
    for i in range(n):
        yield i if i < 2 else None


async def agen_send() -> AsyncGenerator[int, int]:
    got = yield 1
    yield got
'''


@pytest.fixture
def module(load):
    return load("import asyncio\n" + SOURCE)


def test_yield_values(module) -> None:
    gen = module.count(5)
    assert [next(gen), next(gen)] == [0, 1]
    with pytest.raises(HintTypeError, match=r"count\(\): yielded value \(int\) is str 'two'"):
        next(gen)


def test_send_and_return_values(module) -> None:
    gen = module.echo()
    assert next(gen) == 0
    assert gen.send("abc") == 3
    with pytest.raises(HintTypeError, match="sent value"):
        gen.send(5)
    gen = module.echo()
    next(gen)
    with pytest.raises(HintTypeError, match=r"echo\(\): return value \(bool\) is str 'done'"):
        gen.send("stop")


def test_arguments_are_checked_when_the_generator_starts(module) -> None:
    gen = module.count("3")
    with pytest.raises(HintTypeError, match="argument 'n'"):
        next(gen)


def test_yield_from_is_passed_through(module) -> None:
    assert list(module.delegating()) == [0, 1]


def test_coroutine(module) -> None:
    assert asyncio.run(module.add(1)) == 2
    with pytest.raises(HintTypeError, match="return value"):
        asyncio.run(module.add(-1))
    with pytest.raises(HintTypeError, match="argument 'x'"):
        asyncio.run(module.add("1"))


def test_async_generator(module) -> None:
    async def collect(n: int) -> list[int]:
        return [i async for i in module.ticks(n)]

    assert asyncio.run(collect(2)) == [0, 1]
    with pytest.raises(HintTypeError, match="yielded value"):
        asyncio.run(collect(3))


def test_async_generator_send(module) -> None:
    async def run(value: object) -> object:
        gen = module.agen_send()
        await gen.__anext__()
        return await gen.asend(value)

    assert asyncio.run(run(5)) == 5
    with pytest.raises(HintTypeError, match="sent value"):
        asyncio.run(run("x"))
