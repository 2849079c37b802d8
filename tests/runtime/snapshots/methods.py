from typing import no_type_check, overload
import typing


class Shape:
    def area(self, scale: float) -> float:
        return scale * 2.0

    @classmethod
    def make(cls, size: int) -> "Shape":
        return cls()

    @staticmethod
    def helper(x: int) -> int:
        return x * 2

    @property
    def name(self) -> str:
        return "shape"

    @name.setter
    def name(self, value: str) -> None:
        pass

    class Inner:
        def method(self, v: bytes) -> bytes:
            return v


def outer(a: int) -> int:
    def inner(b: str) -> str:
        return b * a

    return len(inner("x"))


@no_type_check
def skipped(x: int) -> int:
    return x


@typing.no_type_check
class SkippedClass:
    def method(self, x: int) -> int:
        return x


@overload
def over(x: int) -> int: ...
@overload
def over(x: str) -> str: ...
def over(x):
    return x
