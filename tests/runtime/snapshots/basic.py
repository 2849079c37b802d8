"""A module docstring stays first."""
from __future__ import annotations

import os


def plain(x: int, y: str = "a", *args: float, z: bytes, **kwargs: int) -> str:
    """The docstring stays the first statement."""
    if x:
        return y
    return str(x)


def positional_only(a: int, /, b: list[int], *, c: dict[str, int] | None = None) -> None:
    print(a, b, c)


def implicit_optional(x: int = None) -> int:
    return x


def falls_off(x: int) -> int:
    if x:
        return x


def unannotated(x, y):
    return x


def proven(x: int, y: str) -> int:
    if y:
        return 0
    return x


def no_return_check(x: "Forward") -> None:
    return None


async def coroutine(x: int) -> int:
    return x + 1


lam = lambda v: v  # noqa: E731
