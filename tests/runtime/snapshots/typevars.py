from typing import AnyStr, Iterator, TypeVar

Number = TypeVar("Number", int, float)
T = TypeVar("T")


def concat(a: AnyStr, b: AnyStr) -> AnyStr:
    return a + b


def scale(x: Number, factor: Number) -> Iterator[Number]:
    yield x * factor


def ident(x: T) -> T:
    return x
