from typing import AsyncIterator, Generator, Iterator


def counter(n: int) -> Iterator[int]:
    i = 0
    while i < n:
        yield i
        i += 1


def echo() -> Generator[int, str, bool]:
    received = yield 1
    yield len(received)
    yield
    return True


def delegate() -> Generator[int, None, None]:
    yield from counter(3)


async def agen(n: int) -> AsyncIterator[int]:
    for i in range(n):
        yield i
